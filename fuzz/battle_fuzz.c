/* Fuzz target for the battle API (B1-B12): the bytes are decoded as a
 * sequence of wg_battle_* calls with values taken from them, extreme
 * doubles (infinities, NaN, 1e308, denormals) and ints included. Every call
 * either succeeds or returns a well-formed error; after each one, every
 * battalion reads back with sane numbers and a finite base. See README
 * "Fuzzing". */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

/* The input, consumed from the front; past its end every value is 0. */
typedef struct bytes {
    const uint8_t *data;
    size_t size;
} bytes;

static uint8_t take_byte(bytes *in)
{
    if (in->size == 0)
        return 0;
    in->size--;
    return *in->data++;
}

static void take_raw(void *out, size_t size, bytes *in)
{
    uint8_t *p = out;
    for (size_t i = 0; i < size; i++)
        p[i] = take_byte(in);
}

/* Mostly small values, which reach the rules; sometimes any int. */
static int take_int(bytes *in)
{
    uint8_t mode = take_byte(in);
    if (mode < 200)
        return (int)take_byte(in) - 64;
    int raw;
    take_raw(&raw, sizeof raw, in);
    return raw;
}

/* Mostly coordinates on a small grid, sometimes an extreme or any double. */
static double take_double(bytes *in)
{
    static const double extreme[] = {INFINITY, -INFINITY, NAN, DBL_MAX, -DBL_MAX, DBL_MIN,
                                     DBL_TRUE_MIN, -0.0, 1e308, 1e-308, 1e15, WG_GEOM_EPSILON};
    uint8_t mode = take_byte(in);
    if (mode < 192)
        return ((int)take_byte(in) - 128) / 4.0;
    if (mode < 240)
        return extreme[take_byte(in) % (sizeof extreme / sizeof extreme[0])];
    double raw;
    take_raw(&raw, sizeof raw, in);
    return raw;
}

/* An index among @p count things, now and then one past them or WG_NONE. */
static size_t take_index(bytes *in, size_t count)
{
    uint8_t b = take_byte(in);
    if (b == 255)
        return WG_NONE;
    return b % (count + 1);
}

/* A NUL-terminated text of 0 to 127 bytes (any bytes but NUL). */
static const char *take_text(char buf[128], bytes *in)
{
    size_t len = take_byte(in) % 128;
    for (size_t i = 0; i < len; i++) {
        uint8_t c = take_byte(in);
        buf[i] = c ? (char)c : 'a';
    }
    buf[len] = '\0';
    return buf;
}

static wg_base take_base(bytes *in)
{
    wg_base base;
    base.x = take_double(in);
    base.y = take_double(in);
    base.width = take_double(in);
    base.depth = take_double(in);
    base.facing = take_double(in);
    return base;
}

static wg_status add_battalion(wg_battle *battle, bytes *in, wg_error *err)
{
    char name[128];
    wg_battalion_spec spec;
    spec.name = take_text(name, in);
    spec.army = take_int(in);
    spec.warriors = take_int(in);
    spec.speed = take_int(in);
    spec.ranks = take_int(in);
    uint8_t flags = take_byte(in);
    spec.shooter = flags & 1;
    spec.giant = flags & 2;
    spec.base = take_base(in);
    size_t index;
    return wg_battle_add_battalion(&index, battle, &spec, err);
}

static wg_status add_terrain(wg_battle *battle, bytes *in, wg_error *err)
{
    double xy[2 * 8];
    size_t count = take_byte(in) % 9;
    for (size_t i = 0; i < 2 * count; i++)
        xy[i] = take_double(in);
    return wg_battle_add_terrain(battle, xy, count, err);
}

static wg_status set_shooting_orders(wg_battle *battle, bytes *in, wg_error *err)
{
    int dice[8];
    size_t count = take_byte(in) % 9;
    for (size_t i = 0; i < count; i++)
        dice[i] = take_int(in);
    int total;
    int army = take_int(in);
    return wg_battle_judge_shooting_orders(&total, battle, army, dice, count, err);
}

static wg_status judge(wg_battle *battle, size_t battalion, bytes *in, wg_error *err)
{
    wg_morale_check check;
    wg_retreat retreat;
    int dice[3];
    int opponent = take_int(in);
    for (int i = 0; i < 3; i++)
        dice[i] = take_int(in);
    int extra = take_int(in);
    wg_status st = wg_battle_check_judge(&check, &retreat, battle, battalion, opponent, dice,
                                         extra, err);
    if (st == WG_OK && check.result == WG_MORALE_RESULT_RETREAT && !(retreat.distance >= 0))
        abort();
    return st;
}

/* One call, chosen by the next byte; its status. The values are taken in
 * order into locals first: the order a call's arguments are evaluated in is
 * unspecified, and gcc and clang must decode an input alike. */
static wg_status step(wg_battle *battle, wg_rng *rng, bytes *in, wg_error *err)
{
    size_t n = wg_battle_battalion_count(battle);
    char text[128];
    wg_damage damage;
    wg_morale_check check;
    wg_retreat retreat;
    int op = take_byte(in) % 20;
    if (op == 0)
        return add_battalion(battle, in, err);
    if (op == 1)
        return add_terrain(battle, in, err);
    if (op == 7)
        return judge(battle, take_index(in, n), in, err);
    if (op == 13)
        return set_shooting_orders(battle, in, err);
    if (op == 19) {
        wg_battle_next_turn(battle);
        return WG_OK;
    }
    /* every other call takes at most an index, an int, a second int or
     * index, and a text or a base, in this order */
    size_t boats = wg_battle_boat_count(battle);
    size_t at = take_index(in, op == 5 ? wg_battle_character_count(battle) :
                               op == 15 || op == 16 ? boats : n);
    int value = take_int(in);
    int other = take_int(in);
    size_t second = take_index(in, n);
    switch (op) {
    case 2: return wg_battle_add_character(NULL, battle, at, (wg_character_kind)value,
                                    take_text(text, in), err);
    case 3: return wg_battle_damage(&damage, battle, at, value, err);
    case 4: return wg_battle_attack_wounded(&damage, battle, at, value, err);
    case 5: return wg_battle_kill_character(battle, at, err);
    case 6: return wg_battle_check_roll(&check, &retreat, battle, at, rng, value, err);
    case 8: return wg_battle_retreat(&retreat, battle, at, err);
    case 9: return wg_battle_set_command_points(battle, value, other, err);
    case 10: {
        wg_base base = take_base(in);
        return wg_battle_rally(battle, at, &base, err);
    }
    case 11: return wg_battle_add_order(battle, at, take_text(text, in), err);
    case 12: return wg_battle_roll_shooting_orders(&other, battle, value, rng, err);
    case 14: return wg_battle_add_boat(NULL, battle, value, other, err);
    case 15: return wg_battle_load(battle, at, second, err);
    case 16: return wg_battle_unload(battle, at, err);
    case 17: return wg_battle_set_hospital(battle, value, other & 1, err);
    default: return wg_battle_ladder_speed(&value, battle, at, err);
    }
}

/* What must hold after any sequence of calls. */
static void check_battalions(const wg_battle *battle)
{
    for (size_t i = 0; i < wg_battle_battalion_count(battle); i++) {
        wg_battalion_state s;
        int modifier, speed;
        if (wg_battle_battalion_at(&s, battle, i, NULL) != WG_OK ||
            wg_battle_morale_modifier(&modifier, battle, i, NULL) != WG_OK ||
            wg_battle_speed(&speed, battle, i, NULL) != WG_OK)
            abort();
        if (s.warriors < 0 || s.wounded < 0 || s.killed < 0 || s.warriors > s.start ||
            s.killed > s.start || s.speed < 0 || speed != s.speed)
            abort();
        if (!isfinite(s.base.x) || !isfinite(s.base.y) || !(s.base.width > 0) ||
            !(s.base.depth > 0) || !isfinite(s.base.width) || !isfinite(s.base.depth) ||
            !isfinite(s.base.facing))
            abort(); /* a base is finite when added, and moving keeps it so */
        for (size_t k = 0; k < wg_battle_order_count(battle, i); k++)
            if (wg_battle_order_at(battle, i, k) == NULL)
                abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    bytes in = {data, size};
    wg_battle *battle = NULL;
    wg_rng *rng = NULL;
    uint64_t seed;
    take_raw(&seed, sizeof seed, &in);
    if (wg_battle_new(&battle, NULL) != WG_OK || wg_rng_new(&rng, seed, NULL) != WG_OK)
        abort();
    while (in.size > 0) {
        wg_error err;
        fuzz_check_status(step(battle, rng, &in, &err), &err);
        check_battalions(battle);
    }
    wg_rng_free(rng);
    wg_battle_free(battle);
    return 0;
}
