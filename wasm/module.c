/* The WebAssembly module's one source of its own: it is lib/ (linked whole,
 * wasm/meson.build) and exports the public functions, and has no main.
 *
 * Besides lib/, it exports two facts a JavaScript layer needs about the C
 * types, so that nothing of them is written again in JavaScript
 * (bindings/js/): the name of each status code, and the layout of the
 * structs such a layer reads or fills, as the compiler laid them out for
 * wasm32. wasm/exports.py exports every WGW_API function. */
#include <stddef.h>
#include <stdio.h>
#include "wargen.h"

#define WGW_API __attribute__((used, visibility("default")))

/* The enumerator's name without "WG_" ("EPARSE"), "" for a value that is
 * none of wg_status's. */
WGW_API const char *wgw_status_name(int status);

/* The layout of the structs a JavaScript layer reads or fills, as one JSON
 * object: {"wg_error": {"size": N, "code": OFFSET, ..., "file_size": N, ...},
 * "wg_session_options": {...}, ..., "rng_state_text_size": N, "none":
 * WG_NONE}: for each struct its size and the offset of each member (an
 * array's first item, a nested struct's start), and the sizes of the
 * buffers the caller gives (wg_error's texts, wg_rng_state_text()'s). The
 * structs are those of the status records, generation, dice, validation
 * reports (roster.h), morale and battles (morale.h) and the game engine
 * (game.h). A static string: never
 * free it; "" if it did not fit its buffer (a JSON.parse error then, never
 * a truncated object). */
WGW_API const char *wgw_layout(void);

const char *wgw_status_name(int status)
{
    switch ((wg_status)status) {
#define WGW_NAME(s) case WG_##s: return #s;
    WGW_NAME(OK) WGW_NAME(EINVAL) WGW_NAME(ENOMEM) WGW_NAME(EIO) WGW_NAME(EPARSE)
    WGW_NAME(EFORMAT) WGW_NAME(ERANGE) WGW_NAME(ESTATE) WGW_NAME(ERULE)
    WGW_NAME(ENOTFOUND) WGW_NAME(ENOTSUP)
#undef WGW_NAME
    }
    return "";
}

/* The text wgw_layout() writes, appended to with wgw_put(); `over` once it
 * did not fit. */
static char wgw_text[8192];
static size_t wgw_used;
static int wgw_over;

/* Not inlined: -O3 would copy it into each of its hundred calls (15 KB). */
__attribute__((noinline)) static void wgw_put(const char *key, size_t value, const char *before)
{
    if (wgw_over)
        return;
    int n = snprintf(wgw_text + wgw_used, sizeof wgw_text - wgw_used, "%s\"%s\":%zu", before,
                     key, value);
    if (n < 0 || (size_t)n >= sizeof wgw_text - wgw_used)
        wgw_over = 1;
    else
        wgw_used += (size_t)n;
}

static void wgw_close(void)
{
    if (!wgw_over && wgw_used + 1 < sizeof wgw_text)
        wgw_text[wgw_used++] = '}';
    else
        wgw_over = 1;
}

/* WGW_STRUCT(type, members...): "type": {"size": sizeof(type), then each
 * member's}; WGW_AT(member): the offset of a member of that type (wgw_t);
 * WGW_VALUE(name, value): a size or a constant, in a struct or at the top. */
#define WGW_STRUCT(type, ...) \
    do { \
        typedef type wgw_t; \
        wgw_put(#type "\":{\"size", sizeof(wgw_t), wgw_used > 1 ? "," : ""); \
        __VA_ARGS__; \
        wgw_close(); \
    } while (0)
#define WGW_AT(member) wgw_put(#member, offsetof(wgw_t, member), ",")
#define WGW_VALUE(name, value) wgw_put(name, (size_t)(value), ",")

const char *wgw_layout(void)
{
    if (wgw_used > 0)
        return wgw_over ? "" : wgw_text;
    wgw_text[wgw_used++] = '{';
    /* the records and generation */
    WGW_STRUCT(wg_error, WGW_AT(code), WGW_AT(line), WGW_AT(column), WGW_AT(position),
               WGW_AT(file), WGW_AT(path), WGW_AT(message),
               WGW_VALUE("file_size", WG_ERROR_FILE_SIZE),
               WGW_VALUE("path_size", WG_ERROR_PATH_SIZE),
               WGW_VALUE("message_size", WG_ERROR_MESSAGE_SIZE));
    WGW_STRUCT(wg_session_options, WGW_AT(limit), WGW_AT(players), WGW_AT(mode),
               WGW_AT(per_player_decks), WGW_AT(first_player));
    WGW_STRUCT(wg_die, WGW_AT(value), WGW_AT(rerolled));
    /* validation reports */
    WGW_STRUCT(wg_report_unit, WGW_AT(entry), WGW_AT(points), WGW_AT(category));
    WGW_STRUCT(wg_violation, WGW_AT(code), WGW_AT(rule), WGW_AT(units), WGW_AT(unit_count),
               WGW_AT(message));
    /* morale and battles */
    WGW_STRUCT(wg_morale_check, WGW_AT(opponent), WGW_AT(dice), WGW_AT(modifier), WGW_AT(failures),
               WGW_AT(result));
    WGW_STRUCT(wg_morale_odds, WGW_AT(modifier), WGW_AT(failures));
    WGW_STRUCT(wg_base, WGW_AT(x), WGW_AT(y), WGW_AT(width), WGW_AT(depth), WGW_AT(facing));
    WGW_STRUCT(wg_battalion_spec, WGW_AT(name), WGW_AT(army), WGW_AT(warriors), WGW_AT(speed),
               WGW_AT(ranks), WGW_AT(shooter), WGW_AT(giant), WGW_AT(base));
    WGW_STRUCT(wg_battalion_state, WGW_AT(name), WGW_AT(army), WGW_AT(start), WGW_AT(warriors),
               WGW_AT(killed), WGW_AT(wounded), WGW_AT(wounded_ranks),
               WGW_AT(combat_rank_penalty), WGW_AT(speed), WGW_AT(half_lost),
               WGW_AT(fled), WGW_AT(boat), WGW_AT(base));
    WGW_STRUCT(wg_character_state, WGW_AT(name), WGW_AT(kind), WGW_AT(battalion), WGW_AT(alive));
    WGW_STRUCT(wg_damage, WGW_AT(killed), WGW_AT(wounded), WGW_AT(wounded_killed), WGW_AT(check));
    WGW_STRUCT(wg_retreat, WGW_AT(distance), WGW_AT(dx), WGW_AT(dy), WGW_AT(stop), WGW_AT(other),
               WGW_AT(from), WGW_AT(combat_modifier));
    WGW_STRUCT(wg_pending_check, WGW_AT(battalion), WGW_AT(cause));
    /* the game engine */
    WGW_STRUCT(wg_game_event, WGW_AT(kind), WGW_AT(turn), WGW_AT(unit), WGW_AT(other),
               WGW_AT(effect), WGW_AT(count));
    WGW_STRUCT(wg_game_request, WGW_AT(kind), WGW_AT(turn), WGW_AT(player), WGW_AT(unit),
               WGW_AT(unit_id), WGW_AT(other), WGW_AT(other_id), WGW_AT(ap),
               WGW_AT(action), WGW_AT(models), WGW_AT(effect), WGW_AT(objective),
               WGW_AT(objective_id));
    WGW_STRUCT(wg_game_unit_def, WGW_AT(id), WGW_AT(name), WGW_AT(ap), WGW_AT(models),
               WGW_AT(cost));
    WGW_STRUCT(wg_objective_def, WGW_AT(id), WGW_AT(kind), WGW_AT(points), WGW_AT(unit));
    WGW_STRUCT(wg_game_unit, WGW_AT(id), WGW_AT(name), WGW_AT(player), WGW_AT(state),
               WGW_AT(panicked), WGW_AT(ap), WGW_AT(ap_per_turn), WGW_AT(models),
               WGW_AT(models_start), WGW_AT(cost), WGW_AT(cost_hidden));
    WGW_STRUCT(wg_game_effect, WGW_AT(id), WGW_AT(unit), WGW_AT(resolutions));
    WGW_STRUCT(wg_game_objective, WGW_AT(id), WGW_AT(kind), WGW_AT(points), WGW_AT(unit),
               WGW_AT(scored_by));
    WGW_STRUCT(wg_fraction, WGW_AT(num), WGW_AT(den));
    WGW_STRUCT(wg_score, WGW_AT(battle_points), WGW_AT(objectives));
    WGW_VALUE("rng_state_text_size", WG_RNG_STATE_TEXT_SIZE);
    WGW_VALUE("none", WG_NONE);
    wgw_close();
    return wgw_over ? "" : wgw_text;
}
