/* What the battle tests (test_morale_battle.c, test_morale_events.c)
 * share: making battalions and battles, and a text digest of a whole battle
 * so a refused call can be shown to leave it exactly as it was. */
#ifndef WG_TEST_MORALE_COMMON_H
#define WG_TEST_MORALE_COMMON_H

#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "internal/morale.h"

/* ---- helpers --------------------------------------------------------------------- */

/* A battalion 10 wide and 4 deep; army 0 faces +y, army 1 faces -y. */
static wg_battalion_spec spec_at(const char *name, int army, int warriors, int speed, int ranks,
                                 double x, double y)
{
    wg_battalion_spec s = {name, army, warriors, speed, ranks, false, false,
                           {x, y, 10.0, 4.0, army == 0 ? 90.0 : 270.0}};
    return s;
}

static size_t add(wg_battle *b, wg_battalion_spec s)
{
    size_t i = 12345;
    wg_error err;
    if (wg_battle_add_battalion(&i, b, &s, &err) != WG_OK)
        fail_msg("adding '%s': %s", s.name, err.message);
    return i;
}

/* The readers that answer with a wg_status, for a battalion, army or boat
 * known to exist: the value, the test failing unless it is WG_OK. */
static inline int by_battalion(wg_status (*read)(int *, const wg_battle *, size_t, wg_error *),
                               const wg_battle *b, size_t battalion)
{
    int value = -12345;
    assert_int_equal(read(&value, b, battalion, NULL), WG_OK);
    return value;
}

static inline int by_army(wg_status (*read)(int *, const wg_battle *, int, wg_error *),
                          const wg_battle *b, int army)
{
    int value = -12345;
    assert_int_equal(read(&value, b, army, NULL), WG_OK);
    return value;
}

#define speed_of(b, battalion) by_battalion(wg_battle_speed, b, battalion)
#define modifier_of(b, battalion) by_battalion(wg_battle_morale_modifier, b, battalion)
#define points_of(b, army) by_army(wg_battle_command_points, b, army)
#define shooting_of(b, army) by_army(wg_battle_shooting_orders, b, army)

static inline bool hospital_of(const wg_battle *b, int army)
{
    bool hospital = false;
    assert_int_equal(wg_battle_hospital(&hospital, b, army, NULL), WG_OK);
    return hospital;
}

static inline size_t cargo_of(const wg_battle *b, size_t boat)
{
    size_t cargo = 12345;
    assert_int_equal(wg_battle_boat_cargo(&cargo, b, boat, NULL), WG_OK);
    return cargo;
}

static wg_battle *new_battle(void)
{
    wg_battle *b = NULL;
    assert_int_equal(wg_battle_new(&b, NULL), WG_OK);
    assert_non_null(b);
    return b;
}

static void put(char **p, size_t *left, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(*p, *left, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= *left)
        fail_msg("digest buffer too small");
    *p += n;
    *left -= (size_t)n;
}

/* Everything a caller can see of a battle, and what only the library sees
 * (fled turn, queue), as text: equal texts are equal battles. */
static void digest(char *buf, size_t size, const wg_battle *b)
{
    char *p = buf;
    size_t left = size;
    buf[0] = '\0';
    if (b == NULL)
        return;
    put(&p, &left, "turn %d cp %d %d hosp %d %d shoot %d %d rolled %d %d terrain %zu\n",
        b->turn, b->command_points[0], b->command_points[1], b->hospital[0], b->hospital[1],
        b->shooting[0], b->shooting[1], b->shooting_rolled[0], b->shooting_rolled[1],
        b->nterrain);
    for (size_t i = 0; i < b->nbattalions; i++) {
        const wgi_battalion_rec *r = &b->battalions[i];
        put(&p, &left, "B%zu %s a%d %d/%d/%d/%d sp%d rk%d %d%d hl%d fl%d@%d boat%zu "
            "(%.17g %.17g %.17g %.17g %.17g) orders", i, r->name, r->army, r->start,
            r->warriors, r->killed, r->wounded, r->speed, r->ranks, r->shooter, r->giant,
            r->half_lost, r->fled, r->fled_turn, r->boat, r->base.x, r->base.y, r->base.width,
            r->base.depth, r->base.facing);
        for (size_t k = 0; k < r->norders; k++)
            put(&p, &left, " [%s]", r->orders[k]);
        put(&p, &left, "\n");
    }
    for (size_t i = 0; i < b->ncharacters; i++)
        put(&p, &left, "C%zu %s k%d b%zu alive%d\n", i, b->characters[i].name,
            (int)b->characters[i].kind, b->characters[i].battalion, b->characters[i].alive);
    for (size_t i = 0; i < b->nboats; i++)
        put(&p, &left, "T%zu cap%d sp%d cargo%zu\n", i, b->boats[i].capacity,
            b->boats[i].speed, b->boats[i].cargo);
    for (size_t i = 0; i < b->npending; i++)
        put(&p, &left, "P%zu b%zu c%d\n", i, b->pending[i].battalion, (int)b->pending[i].cause);
}

#define DIGEST 16384

/* The last error, which the calls under EXPECT_FAIL fill (tests are
 * single-threaded). */
static wg_error err;

/* The call (which passes &err) fails with want and a message, and the
 * battle is as it was. */
#define EXPECT_FAIL(battle, want, call)                                                    \
    do {                                                                                   \
        char before_[DIGEST], after_[DIGEST];                                              \
        digest(before_, sizeof before_, (battle));                                         \
        memset(&err, 0, sizeof err);                                                       \
        wg_status st_ = (call);                                                            \
        if (st_ != (want))                                                                 \
            fail_msg("%s: got %s (%s), want %s", #call, wg_status_str(st_), err.message,   \
                     wg_status_str(want));                                                 \
        assert_int_equal(err.code, (want));                                                \
        assert_true(err.message[0] != '\0');                                              \
        digest(after_, sizeof after_, (battle));                                           \
        assert_string_equal(before_, after_);                                              \
    } while (0)

/* In an operation for the allocation-failure harness: run call; on a
 * failure the battle b must be as it was before it, and the operation ends
 * at its label done (with st set). */
#define STEP(call)                                                                          \
    do {                                                                                    \
        char before_[DIGEST], after_[DIGEST];                                               \
        digest(before_, sizeof before_, b);                                                 \
        st = (call);                                                                        \
        if (st != WG_OK) {                                                                  \
            digest(after_, sizeof after_, b);                                               \
            assert_string_equal(before_, after_);                                           \
            goto done;                                                                      \
        }                                                                                   \
    } while (0)

#endif
