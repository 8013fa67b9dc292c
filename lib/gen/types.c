/* Army sizes (G1), unit types (G5) and draw modes (G2, G3): wargen/gen.h.
 * The name tables here are the only ones: tables and logs read names
 * through them. */
#include <stdio.h>
#include <string.h>

#include "wargen/gen.h"
#include "internal/error.h"
#include "internal/gen.h"

static const char *const SIZE_NAMES[WG_ARMY_SIZE_COUNT] = {"small", "medium", "large"};
static const struct {
    int limit, typical_min, typical_max;
} SIZES[WG_ARMY_SIZE_COUNT] = {
    {15, 5, 10},
    {20, 8, 15},
    {30, 10, 20},
};

static bool size_ok(wg_army_size size)
{
    return (unsigned)size < WG_ARMY_SIZE_COUNT;
}

int wg_army_size_limit(wg_army_size size)
{
    return size_ok(size) ? SIZES[size].limit : 0;
}

void wg_army_size_typical(int *min, int *max, wg_army_size size)
{
    if (min)
        *min = size_ok(size) ? SIZES[size].typical_min : 0;
    if (max)
        *max = size_ok(size) ? SIZES[size].typical_max : 0;
}

const char *const wgi_gen_unit_type_names[WG_GEN_UNIT_TYPE_COUNT + 1] = {
    "horde", "regular", "elite", "guard", "siege-breaker", "gigantic", "champion", "conqueror",
    NULL,
};

const char *const wgi_draw_mode_names[WG_DRAW_MODE_COUNT + 1] = {"dice", "cards", NULL};
const char *const wgi_decks_names[3] = {"shared", "per-player", NULL};

void wgi_decks_write(wgi_buf *b, const wg_session_options *o)
{
    if (o->mode == WG_DRAW_MODE_CARDS)
        wgi_buf_addf(b, ", \"decks\": \"%s\"", wgi_decks_names[o->per_player_decks ? 1 : 0]);
}

WGI_ENUM_NAMES(wg_army_size, SIZE_NAMES, 0, WG_ARMY_SIZE_COUNT, "army size")
WGI_ENUM_NAMES(wg_gen_unit_type, wgi_gen_unit_type_names, 0, WG_GEN_UNIT_TYPE_COUNT,
              "unit type")
WGI_ENUM_NAMES(wg_draw_mode, wgi_draw_mode_names, 0, WG_DRAW_MODE_COUNT, "draw mode")

/* The G5 table: model limit (before reinforcement) and Wounds range; Save
 * and Hero conditions are checked in wg_gen_unit_types(). 0 models: any number. */
static const struct {
    int max_models, min_wounds, max_wounds;
} LIMITS[WG_GEN_UNIT_TYPE_COUNT] = {
    [WG_GEN_UNIT_TYPE_HORDE] = {20, 1, 1},
    [WG_GEN_UNIT_TYPE_REGULAR] = {10, 1, 1},
    [WG_GEN_UNIT_TYPE_ELITE] = {5, 2, 3},
    [WG_GEN_UNIT_TYPE_GUARD] = {3, 4, 5},
    [WG_GEN_UNIT_TYPE_SIEGE_BREAKER] = {1, 6, 9},
    [WG_GEN_UNIT_TYPE_GIGANTIC] = {1, 10, 1 << 30},
    [WG_GEN_UNIT_TYPE_CHAMPION] = {0, 1, 1 << 30},
    [WG_GEN_UNIT_TYPE_CONQUEROR] = {0, 1, 1 << 30},
};

static bool save_fits(wg_gen_unit_type type, int save)
{
    if (type == WG_GEN_UNIT_TYPE_HORDE)
        return save == 6 || save == 0;
    if (type == WG_GEN_UNIT_TYPE_REGULAR)
        return save >= 3 && save <= 5;
    return true;
}

static bool hero_fits(wg_gen_unit_type type, const wg_gen_unit *u)
{
    switch (type) {
    case WG_GEN_UNIT_TYPE_SIEGE_BREAKER:
    case WG_GEN_UNIT_TYPE_GIGANTIC: return !u->hero;
    case WG_GEN_UNIT_TYPE_CHAMPION: return u->hero && !u->monster;
    case WG_GEN_UNIT_TYPE_CONQUEROR: return u->hero;
    default: return true;
    }
}

static bool qualifies(wg_gen_unit_type type, const wg_gen_unit *u)
{
    int max = LIMITS[type].max_models * (1 + u->reinforced);
    return (max == 0 || u->models <= max) && u->wounds >= LIMITS[type].min_wounds &&
           u->wounds <= LIMITS[type].max_wounds && save_fits(type, u->save) && hero_fits(type, u);
}

wg_status wg_gen_unit_types(unsigned *out, const wg_gen_unit *unit, wg_error *err)
{
    if (out == NULL || unit == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_gen_unit_types: NULL argument");
    if (unit->models < 1 || unit->wounds < 1)
        return wgi_fail(err, WG_EINVAL, "a unit has at least 1 model of at least 1 Wound "
                                       "(models %d, wounds %d)", unit->models, unit->wounds);
    if (unit->save != 0 && (unit->save < 2 || unit->save > 6))
        return wgi_fail(err, WG_EINVAL, "save %d is not 2 to 6 (2+ to 6+) or 0 (none)",
                       unit->save);
    if (unit->reinforced < 0 || unit->reinforced > 2)
        return wgi_fail(err, WG_EINVAL, "reinforced %d is not 0, 1 or 2 (G7)", unit->reinforced);
    unsigned types = 0;
    for (int t = 0; t < WG_GEN_UNIT_TYPE_COUNT; t++)
        if (qualifies((wg_gen_unit_type)t, unit))
            types |= WG_GEN_UNIT_BIT(t);
    *out = types;
    return WG_OK;
}

wg_status wg_slot_fits(const wg_slot *slot, int level, const wg_gen_unit *unit,
                       wg_error *err)
{
    if (slot == NULL || unit == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_slot_fits: NULL argument");
    if (slot->endless_spell || (unsigned)slot->type >= WG_GEN_UNIT_TYPE_COUNT)
        return wgi_fail(err, WG_EINVAL, "an endless-spell slot takes no units (G6)");
    if (level < 0 || level > (slot->reinforceable ? 2 : 0))
        return wgi_fail(err, WG_ERULE, "reinforcement level %d is not allowed in a slot %s "
                       "(G7)", level, slot->reinforceable ? "marked *" : "without *");
    wg_gen_unit u = *unit;
    unsigned types;
    u.reinforced = level;
    wg_status st = wg_gen_unit_types(&types, &u, err);
    if (st != WG_OK)
        return st;
    int max = wgi_gen_unit_type_max_models(slot->type, level);
    if (max && u.models > max)
        return wgi_fail(err, WG_ERULE, "%d models is more than the slot allows: a %s unit has "
                       "up to %d models%s (G5, G7)", u.models, wg_gen_unit_type_name(slot->type),
                       max, level ? " at this reinforcement" : "");
    if (!(types & WG_GEN_UNIT_BIT(slot->type)))
        return wgi_fail(err, WG_ERULE, "the unit does not qualify as %s (G5)",
                       wg_gen_unit_type_name(slot->type));
    return WG_OK;
}

int wgi_gen_unit_type_max_models(wg_gen_unit_type type, int level)
{
    return LIMITS[type].max_models * (1 + level);
}
