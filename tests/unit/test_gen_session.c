/* gen module, sessions (G3-G10): options, roll-off, turns, finishing, every
 * decision and every refused step, cards, and bulk generation. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jansson.h>

#include "harness.h"
#include "internal/alloc.h"
#include "internal/session.h"
#include "test_gen_common.h"

/* ---- helpers ------------------------------------------------------------- */


static char *session_json(const wg_session *s)
{
    char *out = NULL;
    assert_int_equal(wg_session_to_json(&out, s, NULL), WG_OK);
    return out;
}

static char *log_json(const wg_session *s)
{
    char *out = NULL;
    assert_int_equal(wg_session_log_to_json(&out, s, NULL), WG_OK);
    return out;
}

/* Everything observable about a session, as one string. */
static char *snapshot(const wg_session *s)
{
    char *j = session_json(s), *l = log_json(s);
    size_t cap = strlen(j) + strlen(l) + 1024;
    char *out = malloc(cap);
    assert_non_null(out);
    int n = snprintf(out, cap, "turn %d finished %d\n", wg_session_turn(s),
                     (int)wg_session_finished(s));
    for (int p = 1; p <= 2; p++) {
        wg_army a = wg_session_army(s, p);
        n += snprintf(out + n, cap - (size_t)n, "army %d: %d %d %d %d\n", p, a.total, a.units,
                      a.draws, (int)a.finished);
    }
    const wg_gen_entry *e = wg_session_pending(s);
    if (e) {
        n += snprintf(out + n, cap - (size_t)n, "pending %d cost %d units %d slots %zu:", e->roll,
                      e->cost, e->units, e->slot_count);
        for (size_t i = 0; i < e->slot_count; i++)
            n += snprintf(out + n, cap - (size_t)n, " %d/%d/%d/%d", (int)e->slots[i].endless_spell,
                          e->slots[i].count, (int)e->slots[i].type,
                          (int)e->slots[i].reinforceable);
    }
    snprintf(out + n, cap - (size_t)n, "\n%s\n%s", j, l);
    wg_free(j);
    wg_free(l);
    return out;
}

/* call must return code (and set E to it), and change nothing. */
#define EXPECT_REFUSED(s, want, call)                                                        \
    do {                                                                                     \
        char *before_ = snapshot(s);                                                         \
        wg_error_clear(&E);                                                                  \
        wg_status got_ = (call);                                                             \
        if (got_ != (want))                                                                  \
            fail_msg("%s: %s (%s), want %s", #call, wg_status_str(got_), E.message,          \
                     wg_status_str(want));                                                   \
        assert_int_equal(E.code, (want));                                                    \
        char *after_ = snapshot(s);                                                          \
        assert_string_equal(before_, after_);                                                \
        free(before_);                                                                       \
        free(after_);                                                                        \
    } while (0)

#define EXPECT_OK(call)                                                                      \
    do {                                                                                     \
        wg_status got_ = (call);                                                             \
        if (got_ != WG_OK)                                                                   \
            fail_msg("%s: %s (%s)", #call, wg_status_str(got_), E.message);                  \
    } while (0)

static void message_has(const char *part)
{
    if (strstr(E.message, part) == NULL)
        fail_msg("message \"%s\" lacks \"%s\"", E.message, part);
}

static void draw(wg_session *s, int player)
{
    EXPECT_OK(wg_session_draw(NULL, s, player, &E));
}

static void commit(wg_session *s, int player)
{
    EXPECT_OK(wg_session_commit(s, player, &E));
}

static wg_gen_unit unit(int models, int wounds, int save, bool hero, bool monster)
{
    return (wg_gen_unit){models, wounds, save, hero, monster, 0};
}

/* ---- options (G1, G9) ------------------------------------------------------- */

/* G1, G9: defaults, and every bad option refused by every entry point. */
/* A NULL session never crashes: the readers say 0 (NULL, false, an army
 * of zeros), and the steps WG_EINVAL. */
static void test_null_session(void **state)
{
    (void)state;
    assert_null(wg_session_settings(NULL));
    assert_true(wg_session_seed(NULL) == 0);
    assert_int_equal(wg_session_first_player(NULL), 0);
    assert_int_equal(wg_session_turn(NULL), 0);
    assert_false(wg_session_finished(NULL));
    wg_army a = wg_session_army(NULL, 1);
    assert_int_equal(a.player + a.total + a.units + a.draws, 0);
    assert_false(a.finished);
    assert_int_equal(wg_session_draw_count(NULL), 0);
    assert_null(wg_session_pending(NULL));
    assert_int_equal(wg_session_draw(NULL, NULL, 1, &E), WG_EINVAL);
    assert_int_equal(wg_session_reinforce(NULL, 1, 0, 1, &E), WG_EINVAL);
    assert_int_equal(wg_session_substitute(NULL, 1, WG_GEN_UNIT_TYPE_ELITE, 0, &E), WG_EINVAL);
    assert_int_equal(wg_session_take_endless_spell(NULL, 1, 0, "Sun", &E), WG_EINVAL);
    assert_int_equal(wg_session_field(NULL, 1, 0, NULL, &E), WG_EINVAL);
    assert_int_equal(wg_session_commit(NULL, 1, &E), WG_EINVAL);
    assert_int_equal(wg_session_declare_out_of_units(NULL, 1, &E), WG_EINVAL);
    assert_string_equal(E.message, "session is NULL");
}

static void test_options(void **state)
{
    (void)state;
    wg_session_options o;
    memset(&o, 0x55, sizeof o);
    wg_session_options_init(&o);
    /* G1: small, 15 AP, by default; one player, dice, roll-off */
    assert_int_equal(o.limit, 15);
    assert_int_equal(o.players, 1);
    assert_int_equal(o.mode, WG_DRAW_MODE_DICE);
    assert_false(o.per_player_decks);
    assert_int_equal(o.first_player, 0);
    wg_policy p;
    p.reinforce = 9;
    wg_policy_init(&p);
    assert_int_equal(p.reinforce, 0);

    wg_table *t = default_table();
    const wg_session_options bad[] = {
        options(0, 1, WG_DRAW_MODE_DICE, 0),  options(-15, 1, WG_DRAW_MODE_DICE, 0),
        options(15, 0, WG_DRAW_MODE_DICE, 0), options(15, 3, WG_DRAW_MODE_DICE, 0),
        options(15, -1, WG_DRAW_MODE_DICE, 0), options(15, 1, (wg_draw_mode)2, 0),
        options(15, 1, (wg_draw_mode)-1, 0), options(15, 1, WG_DRAW_MODE_DICE, 2),
        options(15, 2, WG_DRAW_MODE_DICE, 3), options(15, 2, WG_DRAW_MODE_DICE, -1),
    };
    wg_rng *rng = NULL;
    assert_int_equal(wg_rng_new(&rng, 1, NULL), WG_OK);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        wg_session *s = (wg_session *)&s;
        /* G1, G9 */
        assert_int_equal(wg_session_new(&s, t, 1, &bad[i], &E), WG_EINVAL);
        assert_int_equal(E.code, WG_EINVAL);
        assert_null(s);
        wg_army armies[2] = {{.player = -1, .total = -1, .units = -1, .finished = true},
                              {.player = -1, .total = -1, .units = -1, .finished = true}};
        wg_rng_state before, after;
        wg_rng_state_words(&before, rng);
        assert_int_equal(wg_gen_armies(armies, t, rng, &bad[i], NULL, &E), WG_EINVAL);
        wg_rng_state_words(&after, rng);
        assert_memory_equal(&before, &after, sizeof before); /* nothing drawn */
        assert_int_equal(armies[0].total, -1);
    }
    wg_session *s = NULL;
    o = options(15, 1, WG_DRAW_MODE_DICE, 0);
    assert_int_equal(wg_session_new(&s, t, 1, NULL, &E), WG_EINVAL);
    assert_int_equal(wg_session_new(&s, NULL, 1, &o, &E), WG_EINVAL);
    assert_int_equal(wg_session_new(NULL, t, 1, &o, &E), WG_EINVAL);
    /* G7: policies reinforce at level 0-2 only */
    wg_army armies[2];
    wg_policy bad_policy = {3};
    assert_int_equal(wg_gen_armies(armies, t, rng, &o, &bad_policy, &E), WG_EINVAL);
    bad_policy.reinforce = -1;
    assert_int_equal(wg_gen_armies(armies, t, rng, &o, &bad_policy, &E), WG_EINVAL);
    assert_int_equal(wg_gen_armies(NULL, t, rng, &o, NULL, &E), WG_EINVAL);
    assert_int_equal(wg_gen_armies(armies, NULL, rng, &o, NULL, &E), WG_EINVAL);
    assert_int_equal(wg_gen_armies(armies, t, NULL, &o, NULL, &E), WG_EINVAL);
    s = session(t, 1, &o);
    EXPECT_REFUSED(s, WG_EINVAL, wg_session_run(s, &bad_policy, &E));
    bad_policy.reinforce = 3;
    EXPECT_REFUSED(s, WG_EINVAL, wg_session_run(s, &bad_policy, &E));
    assert_int_equal(wg_session_run(NULL, NULL, &E), WG_EINVAL);

    /* the session keeps its options and seed (G1: a custom limit of 1 is allowed) */
    wg_session_free(s);
    o = options(1, 2, WG_DRAW_MODE_CARDS, 2);
    o.per_player_decks = true;
    s = session(t, UINT64_MAX, &o);
    const wg_session_options *got = wg_session_settings(s);
    assert_int_equal(got->limit, 1);
    assert_int_equal(got->players, 2);
    assert_int_equal(got->mode, WG_DRAW_MODE_CARDS);
    assert_true(got->per_player_decks);
    assert_int_equal(got->first_player, 2);
    assert_true(wg_session_seed(s) == UINT64_MAX);
    assert_int_equal(wg_session_first_player(s), 2);
    assert_int_equal(wg_session_turn(s), 2);
    assert_false(wg_session_finished(s));
    assert_null(wg_session_pending(s));
    /* G10: armies start empty; players that do not exist are all zero */
    for (int p = -1; p <= 3; p++) {
        wg_army a = wg_session_army(s, p);
        assert_int_equal(a.total, 0);
        assert_int_equal(a.units, 0);
        assert_int_equal(a.draws, 0);
        assert_false(a.finished);
    }
    wg_session_free(s);
    wg_session_free(NULL);
    wg_rng_free(rng);
    wg_table_free(t);
}

/* ---- roll-off and turns (G9, G10) ---------------------------------------- */

/* G9: the roll-off is each player's D6 from the session's seeded stream,
 * ties rolled again; a first player named by the caller is kept. */
static void test_roll_off(void **state)
{
    (void)state;
    wg_table *t = default_table();
    int wins[3] = {0, 0, 0};
    size_t ties = 0;
    for (uint64_t seed = 0; seed < 300; seed++) {
        wg_rng *rng = NULL;
        assert_int_equal(wg_rng_new(&rng, seed, NULL), WG_OK);
        int want;
        for (;;) {
            int a = wg_rng_d6(rng), b = wg_rng_d6(rng);
            if (a != b) {
                want = a > b ? 1 : 2;
                break;
            }
            ties++;
        }
        /* the first draw comes from the stream right after the roll-off (G2) */
        int next_roll = wg_rng_d66(rng);
        wg_rng_free(rng);
        wg_session_options o = options(15, 2, WG_DRAW_MODE_DICE, 0);
        wg_session *s = session(t, seed, &o);
        /* G9 */
        assert_int_equal(wg_session_first_player(s), want);
        assert_int_equal(wg_session_turn(s), want);
        const wg_gen_entry *e = NULL;
        EXPECT_OK(wg_session_draw(&e, s, want, &E));
        assert_int_equal(e->roll, next_roll);
        wins[want]++;
        /* the same seed gives the same winner */
        wg_session *again = session(t, seed, &o);
        assert_int_equal(wg_session_first_player(again), want);
        wg_session_free(again);
        wg_session_free(s);
        /* G9: named by the caller, whatever the seed */
        for (int first = 1; first <= 2; first++) {
            o.first_player = first;
            s = session(t, seed, &o);
            assert_int_equal(wg_session_first_player(s), first);
            assert_int_equal(wg_session_turn(s), first);
            wg_session_free(s);
        }
    }
    /* both players win some roll-offs, and some were tied and re-rolled */
    assert_true(wins[1] > 100);
    assert_true(wins[2] > 100);
    assert_true(ties > 20);
    /* G9: one player always goes first, and draws the seed's stream from the start */
    wg_session_options o = options(15, 1, WG_DRAW_MODE_DICE, 0);
    wg_session *s = session(t, 77, &o);
    assert_int_equal(wg_session_first_player(s), 1);
    wg_rng *rng = NULL;
    assert_int_equal(wg_rng_new(&rng, 77, NULL), WG_OK);
    for (int i = 0; i < 20 && !wg_session_finished(s); i++) {
        const wg_gen_entry *e = NULL;
        EXPECT_OK(wg_session_draw(&e, s, 1, &E));
        assert_int_equal(e->roll, wg_rng_d66(rng)); /* G2 */
        assert_ptr_equal(wg_session_pending(s), e);
        commit(s, 1);
    }
    wg_rng_free(rng);
    wg_session_free(s);
    wg_table_free(t);
}

/* G9, G10: turns alternate; a player whose total reaches the limit exactly
 * or passes it is finished and skipped, and the other draws on consecutive
 * turns until their own total reaches it. */
static void test_turns_and_finishing(void **state)
{
    (void)state;
    wg_table *t = uniform_table(MIXED); /* 3 AP a draw; slot 0 is 2 regular* */
    wg_session_options o = options(10, 2, WG_DRAW_MODE_DICE, 1);
    wg_session *s = session(t, 5, &o);
    /* player 1 reinforces to +2 AP: 5 AP a draw, so 5 then exactly 10;
     * player 2 does not: 3, 6, 9, then 12 (past the limit) */
    const int turn_before[] = {1, 2, 1, 2, 2, 2};
    const int total_after[] = {5, 3, 10, 6, 9, 12};
    const bool finished_after[] = {false, false, true, false, false, true};
    for (int i = 0; i < 6; i++) {
        int p = turn_before[i];
        /* G9 */
        assert_int_equal(wg_session_turn(s), p);
        EXPECT_REFUSED(s, WG_ESTATE, wg_session_draw(NULL, s, 3 - p, &E));
        draw(s, p);
        if (p == 1)
            EXPECT_OK(wg_session_reinforce(s, 1, 0, 2, &E));
        commit(s, p);
        wg_army a = wg_session_army(s, p);
        /* G10 */
        assert_int_equal(a.total, total_after[i]);
        assert_int_equal(a.finished, finished_after[i]);
        assert_int_equal(a.units, 0); /* nothing was fielded */
    }
    /* G10: both finished */
    assert_true(wg_session_finished(s));
    assert_int_equal(wg_session_turn(s), 0);
    assert_int_equal(wg_session_army(s, 1).draws, 2);
    assert_int_equal(wg_session_army(s, 2).draws, 4);
    /* no such player: all zero, player 0 included */
    assert_int_equal(wg_session_army(s, 3).player, 0);
    assert_int_equal(wg_session_army(s, 0).total, 0);
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_draw(NULL, s, 1, &E));
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_draw(NULL, s, 2, &E));
    message_has("finished");
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_declare_out_of_units(s, 1, &E));
    EXPECT_OK(wg_session_run(s, NULL, &E)); /* nothing left to run */
    char *json = session_json(s);
    assert_non_null(strstr(json, "\"limit\": 10, \"mode\": \"dice\", \"first_player\": 1, "
                                 "\"players\": [{\"player\": 1, \"total\": 10, \"units\": 0, "));
    assert_non_null(strstr(json, "{\"player\": 2, \"total\": 12, \"units\": 0, "));
    assert_non_null(strstr(json, "\"cost\": 5, \"slots\": [{\"count\": 2, \"type\": \"regular\", "
                                 "\"reinforceable\": true, \"level\": 2}, {\"count\": 1, \"type\": "
                                 "\"champion\", \"reinforceable\": false}, {\"endless_spell\": "
                                 "true}, {\"count\": 1, \"type\": \"gigantic\", \"reinforceable\": "
                                 "false}, {\"endless_spell\": true}]}"));
    wg_free(json);
    wg_session_free(s);

    /* G10: one AP short of the limit does not finish */
    o = options(4, 1, WG_DRAW_MODE_DICE, 0);
    s = session(t, 5, &o);
    draw(s, 1);
    commit(s, 1);
    assert_false(wg_session_army(s, 1).finished);
    assert_int_equal(wg_session_turn(s), 1); /* G9: one player draws every turn */
    draw(s, 1);
    commit(s, 1);
    assert_true(wg_session_army(s, 1).finished);
    assert_int_equal(wg_session_army(s, 1).total, 6);
    assert_true(wg_session_finished(s));
    wg_session_free(s);

    /* G10: a limit of 1 is reached by the first draw of any cost >= 1 */
    o = options(1, 2, WG_DRAW_MODE_DICE, 2);
    s = session(t, 5, &o);
    draw(s, 2);
    commit(s, 2);
    assert_true(wg_session_army(s, 2).finished);
    assert_int_equal(wg_session_turn(s), 1);
    draw(s, 1);
    commit(s, 1);
    assert_true(wg_session_finished(s));
    wg_session_free(s);
    wg_table_free(t);
}

/* G10: a player who is out of units finishes; the other continues alone. */
static void test_out_of_units(void **state)
{
    (void)state;
    wg_table *t = uniform_table(MIXED);
    wg_session_options o = options(30, 2, WG_DRAW_MODE_DICE, 2);
    wg_session *s = session(t, 9, &o);
    draw(s, 2);
    /* G10: not with a draw pending, not for the other player */
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_declare_out_of_units(s, 2, &E));
    message_has("pending");
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_declare_out_of_units(s, 1, &E));
    EXPECT_OK(wg_session_field(s, 2, 1, NULL, &E));
    commit(s, 2);
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_declare_out_of_units(s, 2, &E));
    EXPECT_OK(wg_session_declare_out_of_units(s, 1, &E));
    wg_army a = wg_session_army(s, 1);
    /* G10 */
    assert_true(a.finished);
    assert_int_equal(a.total, 0);
    assert_int_equal(a.draws, 0);
    assert_int_equal(wg_session_turn(s), 2);
    for (int i = 0; i < 3; i++) {
        assert_int_equal(wg_session_turn(s), 2); /* G10: consecutive turns */
        EXPECT_REFUSED(s, WG_ESTATE, wg_session_draw(NULL, s, 1, &E));
        draw(s, 2);
        commit(s, 2);
    }
    assert_int_equal(wg_session_army(s, 2).total, 12);
    assert_int_equal(wg_session_army(s, 2).units, 1);
    EXPECT_OK(wg_session_declare_out_of_units(s, 2, &E));
    assert_true(wg_session_finished(s));
    assert_int_equal(wg_session_turn(s), 0);
    assert_int_equal(wg_session_army(s, 2).total, 12);
    assert_true(wg_session_army(s, 2).finished);
    char *log = log_json(s);
    assert_non_null(strstr(log, "{\"player\": 1, \"out_of_units\": true},\n"));
    assert_non_null(strstr(log, "{\"player\": 2, \"out_of_units\": true}\n ]}"));
    wg_free(log);
    wg_session_free(s);
    /* a single player out of units ends the session */
    o = options(15, 1, WG_DRAW_MODE_DICE, 0);
    s = session(t, 9, &o);
    EXPECT_OK(wg_session_declare_out_of_units(s, 1, &E));
    assert_true(wg_session_finished(s));
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_draw(NULL, s, 1, &E));
    wg_session_free(s);
    wg_table_free(t);
}

/* ---- every refused step (G4-G9) ------------------------------------------- */

/* G9: acting out of turn or out of phase is WG_ESTATE and changes nothing. */
static void test_refused_out_of_turn(void **state)
{
    (void)state;
    wg_table *t = uniform_table(MIXED);
    wg_session_options o = options(30, 2, WG_DRAW_MODE_DICE, 1);
    wg_session *s = session(t, 3, &o);
    wg_gen_unit hero = unit(1, 5, 4, true, false);
    /* G9: nothing drawn yet: no decision, no commit */
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_commit(s, 1, &E));
    message_has("draw first");
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_reinforce(s, 1, 0, 1, &E));
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_substitute(s, 1, WG_GEN_UNIT_TYPE_HORDE, 0, &E));
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_take_endless_spell(s, 1, 2, "Purple Sun", &E));
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_field(s, 1, 1, &hero, &E));
    /* G9: the wrong player */
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_draw(NULL, s, 2, &E));
    message_has("it is player 1's turn, not player 2's");
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_draw(NULL, s, 0, &E));
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_draw(NULL, s, 3, &E));
    draw(s, 1);
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_commit(s, 2, &E));
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_reinforce(s, 2, 0, 1, &E));
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_substitute(s, 2, WG_GEN_UNIT_TYPE_HORDE, 0, &E));
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_take_endless_spell(s, 2, 2, "Purple Sun", &E));
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_field(s, 2, 1, &hero, &E));
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_field(s, 2, 1, NULL, &E));
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_declare_out_of_units(s, 2, &E));
    /* G9: one draw a turn: not twice without a commit */
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_draw(NULL, s, 1, &E));
    message_has("pending");
    commit(s, 1);
    /* G9: committed: nothing more for player 1 this turn */
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_commit(s, 1, &E));
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_draw(NULL, s, 1, &E));
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_field(s, 1, 0, NULL, &E));
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_commit(s, 2, &E));
    assert_int_equal(wg_session_turn(s), 2);
    assert_null(wg_session_pending(s));
    wg_session_free(s);
    wg_table_free(t);
}

/* G4, G5, G6, G7: refused decisions on a draw. */
static void test_refused_decisions(void **state)
{
    (void)state;
    wg_table *t = uniform_table(MIXED);
    wg_session_options o = options(30, 1, WG_DRAW_MODE_DICE, 0);
    wg_session *s = session(t, 4, &o);
    draw(s, 1);
    wg_gen_unit hero = unit(1, 5, 4, true, false);
    wg_gen_unit giant = unit(1, 12, 4, false, true);
    wg_gen_unit spearmen = unit(10, 1, 4, false, false);
    /* G4: no such slot, a missing element (DESIGN "Missing") */
    EXPECT_REFUSED(s, WG_ENOTFOUND, wg_session_field(s, 1, 5, &hero, &E));
    EXPECT_REFUSED(s, WG_ENOTFOUND, wg_session_field(s, 1, WG_NONE, NULL, &E));
    EXPECT_REFUSED(s, WG_ENOTFOUND, wg_session_reinforce(s, 1, 5, 1, &E));
    EXPECT_REFUSED(s, WG_ENOTFOUND, wg_session_take_endless_spell(s, 1, 5, "Purple Sun", &E));
    /* G6: an endless spell only in an endless-spell slot; units only in unit slots */
    EXPECT_REFUSED(s, WG_ERULE, wg_session_take_endless_spell(s, 1, 0, "Purple Sun", &E));
    message_has("(G6)");
    EXPECT_REFUSED(s, WG_EINVAL, wg_session_field(s, 1, 2, NULL, &E));
    message_has("(G6)");
    EXPECT_REFUSED(s, WG_EINVAL, wg_session_field(s, 1, 4, &hero, &E));
    EXPECT_REFUSED(s, WG_EINVAL, wg_session_reinforce(s, 1, 2, 1, &E));
    /* G6: a name of 1 to 200 characters */
    EXPECT_REFUSED(s, WG_EINVAL, wg_session_take_endless_spell(s, 1, 2, "", &E));
    EXPECT_REFUSED(s, WG_EINVAL, wg_session_take_endless_spell(s, 1, 2, NULL, &E));
    char long_name[202];
    memset(long_name, 'x', 201);
    long_name[201] = '\0';
    EXPECT_REFUSED(s, WG_EINVAL, wg_session_take_endless_spell(s, 1, 2, long_name, &E));
    long_name[200] = '\0';
    /* G7: only a slot marked *, only at level 1 or 2 */
    EXPECT_REFUSED(s, WG_ERULE, wg_session_reinforce(s, 1, 1, 1, &E));
    message_has("(G7)");
    EXPECT_REFUSED(s, WG_ERULE, wg_session_reinforce(s, 1, 3, 1, &E));
    EXPECT_REFUSED(s, WG_ERULE, wg_session_reinforce(s, 1, 0, 0, &E));
    EXPECT_REFUSED(s, WG_ERULE, wg_session_reinforce(s, 1, 0, 3, &E));
    EXPECT_REFUSED(s, WG_ERULE, wg_session_reinforce(s, 1, 0, -1, &E));
    /* G5: the unit must qualify for the slot's type */
    EXPECT_REFUSED(s, WG_ERULE, wg_session_field(s, 1, 1, &giant, &E));
    message_has("does not qualify as champion (G5)");
    EXPECT_REFUSED(s, WG_ERULE, wg_session_field(s, 1, 3, &hero, &E));
    message_has("gigantic");
    EXPECT_REFUSED(s, WG_ERULE, wg_session_field(s, 1, 0, &hero, &E)); /* W5: not regular */
    wg_gen_unit horde = unit(10, 1, 6, false, false);
    EXPECT_REFUSED(s, WG_ERULE, wg_session_field(s, 1, 0, &horde, &E)); /* Save 6+ */
    wg_gen_unit none = unit(1, 1, 2, false, false);
    EXPECT_REFUSED(s, WG_ERULE, wg_session_field(s, 1, 0, &none, &E));
    /* G5: 11 models is more than a regular slot allows */
    wg_gen_unit eleven = unit(11, 1, 4, false, false);
    EXPECT_REFUSED(s, WG_ERULE, wg_session_field(s, 1, 0, &eleven, &E));
    message_has("11 models is more than the slot allows: a regular unit has up to 10 models");
    /* G7: the profile's own reinforcement does not count, the slot's does */
    eleven.reinforced = 1;
    EXPECT_REFUSED(s, WG_ERULE, wg_session_field(s, 1, 0, &eleven, &E));
    /* G5: an impossible profile */
    wg_gen_unit bad = unit(0, 1, 4, false, false);
    EXPECT_REFUSED(s, WG_EINVAL, wg_session_field(s, 1, 0, &bad, &E));
    bad = unit(5, 1, 9, false, false);
    EXPECT_REFUSED(s, WG_EINVAL, wg_session_field(s, 1, 0, &bad, &E));
    /* G4: no more units than the slot's count */
    EXPECT_OK(wg_session_field(s, 1, 1, &hero, &E));
    EXPECT_REFUSED(s, WG_ERULE, wg_session_field(s, 1, 1, &hero, &E));
    message_has("slot 1 allows 1 unit, all fielded (G4)");
    EXPECT_REFUSED(s, WG_ERULE, wg_session_field(s, 1, 1, NULL, &E));
    EXPECT_OK(wg_session_field(s, 1, 0, &spearmen, &E));
    EXPECT_OK(wg_session_field(s, 1, 0, NULL, &E));
    EXPECT_REFUSED(s, WG_ERULE, wg_session_field(s, 1, 0, &spearmen, &E));
    message_has("slot 0 allows 2 units, all fielded (G4)");
    /* G7: not after fielding in the slot */
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_reinforce(s, 1, 0, 1, &E));
    /* G8: not after any decision */
    EXPECT_REFUSED(s, WG_ERULE, wg_session_substitute(s, 1, WG_GEN_UNIT_TYPE_HORDE, 0, &E));
    message_has("(G8)");
    /* G6: one endless spell per slot */
    EXPECT_OK(wg_session_take_endless_spell(s, 1, 2, long_name, &E));
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_take_endless_spell(s, 1, 2, "Purple Sun", &E));
    /* G6: never the same spell twice, even in another slot of the draw */
    EXPECT_REFUSED(s, WG_ERULE, wg_session_take_endless_spell(s, 1, 4, long_name, &E));
    message_has("(G6)");
    EXPECT_OK(wg_session_take_endless_spell(s, 1, 4, "Purple Sun", &E));
    EXPECT_OK(wg_session_field(s, 1, 3, &giant, &E));
    EXPECT_REFUSED(s, WG_ERULE, wg_session_field(s, 1, 3, &giant, &E));
    commit(s, 1);
    wg_army a = wg_session_army(s, 1);
    assert_int_equal(a.total, 3);
    assert_int_equal(a.units, 4); /* G4: 2 regular, the champion and the gigantic */
    assert_int_equal(a.draws, 1);
    wg_session_free(s);
    wg_table_free(t);
}

/* G7: reinforcing: +1 or +2 AP, and 2x or 3x the models; once per slot. */
static void test_reinforcement(void **state)
{
    (void)state;
    wg_table *t = uniform_table(MIXED);
    wg_session_options o = options(100, 1, WG_DRAW_MODE_DICE, 0);
    wg_session *s = session(t, 6, &o);
    wg_gen_unit regular = unit(20, 1, 4, false, false);
    /* level 1: up to 20 models, +1 AP */
    draw(s, 1);
    EXPECT_REFUSED(s, WG_ERULE, wg_session_field(s, 1, 0, &regular, &E)); /* 20 > 10 */
    EXPECT_OK(wg_session_reinforce(s, 1, 0, 1, &E));
    /* G7: once per slot */
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_reinforce(s, 1, 0, 1, &E));
    message_has("already reinforced");
    EXPECT_REFUSED(s, WG_ESTATE, wg_session_reinforce(s, 1, 0, 2, &E));
    regular.models = 21;
    EXPECT_REFUSED(s, WG_ERULE, wg_session_field(s, 1, 0, &regular, &E));
    message_has("21 models is more than the slot allows: a regular unit has up to 20 models at "
                "this reinforcement (G5, G7)");
    regular.models = 20;
    EXPECT_OK(wg_session_field(s, 1, 0, &regular, &E));
    regular.models = 1;
    EXPECT_OK(wg_session_field(s, 1, 0, &regular, &E));
    commit(s, 1);
    assert_int_equal(wg_session_army(s, 1).total, 4); /* 3 + 1 */
    assert_int_equal(wg_session_army(s, 1).units, 2);
    /* level 2: up to 30 models, +2 AP */
    draw(s, 1);
    EXPECT_OK(wg_session_reinforce(s, 1, 0, 2, &E));
    regular.models = 31;
    EXPECT_REFUSED(s, WG_ERULE, wg_session_field(s, 1, 0, &regular, &E));
    regular.models = 30;
    EXPECT_OK(wg_session_field(s, 1, 0, &regular, &E));
    commit(s, 1);
    assert_int_equal(wg_session_army(s, 1).total, 9); /* 4 + 3 + 2 */
    /* the JSON shows each slot's level */
    char *json = session_json(s);
    assert_non_null(strstr(json, "{\"roll\": "));
    assert_non_null(strstr(json, ", \"cost\": 4, \"slots\": [{\"count\": 2, \"type\": \"regular\", "
                                 "\"reinforceable\": true, \"level\": 1}, "));
    assert_non_null(strstr(json, ", \"cost\": 5, \"slots\": [{\"count\": 2, \"type\": \"regular\", "
                                 "\"reinforceable\": true, \"level\": 2}, "));
    assert_non_null(strstr(json, "\"total\": 9, \"units\": 3, "));
    wg_free(json);
    char *log = log_json(s);
    assert_non_null(strstr(log, "{\"player\": 1, \"reinforce\": {\"slot\": 0, \"level\": 1}},\n"));
    assert_non_null(strstr(log, "{\"player\": 1, \"reinforce\": {\"slot\": 0, \"level\": 2}},\n"));
    assert_non_null(strstr(log, "{\"player\": 1, \"field\": {\"slot\": 0, \"unit\": {\"models\": 20, "
                                "\"wounds\": 1, \"save\": 4, \"hero\": false, \"monster\": false}}}"));
    assert_non_null(strstr(log, "{\"player\": 1, \"commit\": {\"cost\": 4}},\n"));
    assert_non_null(strstr(log, "{\"player\": 1, \"commit\": {\"cost\": 5}}\n"));
    wg_free(log);
    wg_session_free(s);
    wg_table_free(t);
}

/* G8: one substitute for the whole draw: 2 AP (+1, +2 reinforced) instead of
 * the entry's cost; its one slot replaces the draw's slots. */
static void test_substitution(void **state)
{
    (void)state;
    wg_table *t = uniform_table(MIXED);
    wg_session_options o = options(100, 1, WG_DRAW_MODE_CARDS, 0);
    wg_session *s = session(t, 8, &o);
    static const wg_gen_unit_type allowed[] = {
        WG_GEN_UNIT_TYPE_HORDE, WG_GEN_UNIT_TYPE_REGULAR, WG_GEN_UNIT_TYPE_ELITE,
        WG_GEN_UNIT_TYPE_GUARD, WG_GEN_UNIT_TYPE_SIEGE_BREAKER};
    int total = 0;
    for (size_t i = 0; i < sizeof allowed / sizeof allowed[0]; i++) {
        for (int level = 0; level <= 2; level++) {
            const wg_gen_entry *e = NULL;
            EXPECT_OK(wg_session_draw(&e, s, 1, &E));
            int value = e->roll;
            assert_int_equal(e->cost, 3);
            assert_int_equal(e->slot_count, 5);
            /* G8 */
            EXPECT_OK(wg_session_substitute(s, 1, allowed[i], level, &E));
            const wg_gen_entry *p = wg_session_pending(s);
            assert_ptr_equal(p, e);
            assert_int_equal(p->roll, value);
            assert_int_equal(p->cost, 2);
            assert_int_equal(p->units, 1);
            assert_int_equal(p->slot_count, 1);
            assert_false(p->slots[0].endless_spell);
            assert_int_equal(p->slots[0].count, 1);
            assert_int_equal(p->slots[0].type, allowed[i]);
            assert_true(p->slots[0].reinforceable);
            /* G8: only once, and the old slots are gone */
            EXPECT_REFUSED(s, WG_ERULE, wg_session_substitute(s, 1, WG_GEN_UNIT_TYPE_HORDE, 0, &E));
            EXPECT_REFUSED(s, WG_ENOTFOUND, wg_session_field(s, 1, 1, NULL, &E));
            EXPECT_REFUSED(s, WG_ENOTFOUND, wg_session_take_endless_spell(s, 1, 2, "Sun", &E));
            if (level > 0)
                EXPECT_REFUSED(s, WG_ESTATE, wg_session_reinforce(s, 1, 0, 1, &E));
            EXPECT_OK(wg_session_field(s, 1, 0, NULL, &E));
            EXPECT_REFUSED(s, WG_ERULE, wg_session_field(s, 1, 0, NULL, &E));
            commit(s, 1);
            total += 2 + level;
            /* G8: the draw costs the substitute's AP */
            assert_int_equal(wg_session_army(s, 1).total, total);
        }
    }
    /* G8: a champion, not reinforced */
    draw(s, 1);
    EXPECT_REFUSED(s, WG_ERULE, wg_session_substitute(s, 1, WG_GEN_UNIT_TYPE_CHAMPION, 1, &E));
    message_has("champion at level 1 (G8)");
    EXPECT_REFUSED(s, WG_ERULE, wg_session_substitute(s, 1, WG_GEN_UNIT_TYPE_CHAMPION, 2, &E));
    /* G8: never a gigantic or a conqueror, nor a level outside 0-2 */
    EXPECT_REFUSED(s, WG_ERULE, wg_session_substitute(s, 1, WG_GEN_UNIT_TYPE_GIGANTIC, 0, &E));
    message_has("not gigantic at level 0 (G8)");
    EXPECT_REFUSED(s, WG_ERULE, wg_session_substitute(s, 1, WG_GEN_UNIT_TYPE_CONQUEROR, 0, &E));
    EXPECT_REFUSED(s, WG_ERULE, wg_session_substitute(s, 1, WG_GEN_UNIT_TYPE_HORDE, 3, &E));
    EXPECT_REFUSED(s, WG_ERULE, wg_session_substitute(s, 1, WG_GEN_UNIT_TYPE_HORDE, -1, &E));
    EXPECT_REFUSED(s, WG_ERULE, wg_session_substitute(s, 1, (wg_gen_unit_type)8, 0, &E));
    EXPECT_REFUSED(s, WG_ERULE, wg_session_substitute(s, 1, (wg_gen_unit_type)-1, 0, &E));
    EXPECT_OK(wg_session_substitute(s, 1, WG_GEN_UNIT_TYPE_CHAMPION, 0, &E));
    const wg_gen_entry *p = wg_session_pending(s);
    assert_int_equal(p->slots[0].type, WG_GEN_UNIT_TYPE_CHAMPION);
    assert_false(p->slots[0].reinforceable);
    EXPECT_REFUSED(s, WG_ERULE, wg_session_reinforce(s, 1, 0, 1, &E));
    wg_gen_unit orc = unit(10, 1, 5, false, false);
    EXPECT_REFUSED(s, WG_ERULE, wg_session_field(s, 1, 0, &orc, &E));
    wg_gen_unit boss = unit(1, 6, 3, true, false);
    EXPECT_OK(wg_session_field(s, 1, 0, &boss, &E));
    commit(s, 1);
    total += 2;
    assert_int_equal(wg_session_army(s, 1).total, total);
    assert_int_equal(wg_session_army(s, 1).units, 16);
    /* the JSON marks substitutes and shows their one slot */
    char *json = session_json(s);
    assert_non_null(strstr(json, ", \"cost\": 4, \"substitute\": true, \"slots\": [{\"count\": 1, "
                                 "\"type\": \"siege-breaker\", \"reinforceable\": true, "
                                 "\"level\": 2}]}"));
    assert_non_null(strstr(json, ", \"cost\": 2, \"substitute\": true, \"slots\": [{\"count\": 1, "
                                 "\"type\": \"champion\", \"reinforceable\": false}]}]}]}"));
    assert_non_null(strstr(json, "\"mode\": \"cards\", \"decks\": \"shared\""));
    wg_free(json);
    char *log = log_json(s);
    assert_non_null(strstr(log, "{\"player\": 1, \"substitute\": {\"type\": \"siege-breaker\", "
                                "\"level\": 2}},\n"));
    assert_non_null(strstr(log, "{\"player\": 1, \"substitute\": {\"type\": \"champion\", "
                                "\"level\": 0}},\n"));
    wg_free(log);
    wg_session_free(s);

    /* G8: not after fielding, reinforcing or choosing an endless spell */
    o = options(100, 1, WG_DRAW_MODE_DICE, 0);
    s = session(t, 8, &o);
    draw(s, 1);
    EXPECT_OK(wg_session_field(s, 1, 3, NULL, &E));
    EXPECT_REFUSED(s, WG_ERULE, wg_session_substitute(s, 1, WG_GEN_UNIT_TYPE_HORDE, 0, &E));
    message_has("substitution must be decided before anything of the draw");
    commit(s, 1);
    draw(s, 1);
    EXPECT_OK(wg_session_reinforce(s, 1, 0, 1, &E));
    EXPECT_REFUSED(s, WG_ERULE, wg_session_substitute(s, 1, WG_GEN_UNIT_TYPE_REGULAR, 1, &E));
    commit(s, 1);
    draw(s, 1);
    EXPECT_OK(wg_session_take_endless_spell(s, 1, 4, "Chronomantic Cogs", &E));
    EXPECT_REFUSED(s, WG_ERULE, wg_session_substitute(s, 1, WG_GEN_UNIT_TYPE_GUARD, 0, &E));
    commit(s, 1);
    assert_int_equal(wg_session_army(s, 1).total, 10);
    wg_session_free(s);
    wg_table_free(t);
}

/* G6: a player's endless spells all differ; another player may take the same. */
static void test_endless_spells(void **state)
{
    (void)state;
    wg_table *t = uniform_table(MIXED);
    wg_session_options o = options(100, 2, WG_DRAW_MODE_DICE, 1);
    wg_session *s = session(t, 2, &o);
    draw(s, 1);
    EXPECT_OK(wg_session_take_endless_spell(s, 1, 2, "Burning Head", &E));
    commit(s, 1);
    draw(s, 2);
    EXPECT_OK(wg_session_take_endless_spell(s, 2, 4, "Burning Head", &E)); /* G6: another player */
    commit(s, 2);
    draw(s, 1);
    /* G6: player 1 had it in an earlier draw */
    EXPECT_REFUSED(s, WG_ERULE, wg_session_take_endless_spell(s, 1, 2, "Burning Head", &E));
    message_has("player 1 already has the endless spell \"Burning Head\"");
    EXPECT_REFUSED(s, WG_ERULE, wg_session_take_endless_spell(s, 1, 4, "Burning Head", &E));
    /* compared exactly */
    EXPECT_OK(wg_session_take_endless_spell(s, 1, 2, "Burning head", &E));
    EXPECT_OK(wg_session_take_endless_spell(s, 1, 4, "Burning Head ", &E));
    commit(s, 1);
    draw(s, 2);
    EXPECT_REFUSED(s, WG_ERULE, wg_session_take_endless_spell(s, 2, 2, "Burning Head", &E));
    EXPECT_OK(wg_session_take_endless_spell(s, 2, 2, "Burning head", &E));
    commit(s, 2);
    char *log = log_json(s);
    assert_non_null(strstr(log, "{\"player\": 2, \"endless_spell\": {\"slot\": 4, \"name\": "
                                "\"Burning Head\"}},\n"));
    assert_non_null(strstr(log, "{\"player\": 1, \"endless_spell\": {\"slot\": 4, \"name\": "
                                "\"Burning Head \"}},\n"));
    wg_free(log);
    /* G6: endless spells are not units */
    assert_int_equal(wg_session_army(s, 1).units, 0);
    assert_int_equal(wg_session_army(s, 1).total, 6);
    wg_session_free(s);
    wg_table_free(t);
}

/* G4: fielding fewer units than listed costs the same; units counts fielded ones. */
static void test_units_and_totals(void **state)
{
    (void)state;
    wg_table *t = uniform_table(MIXED);
    wg_session_options o = options(9, 1, WG_DRAW_MODE_DICE, 0);
    wg_session *s = session(t, 1, &o);
    const int fielded[] = {0, 2, 5};
    int units = 0;
    for (int i = 0; i < 3; i++) {
        draw(s, 1);
        /* field the first fielded[i] units, slot by slot */
        int left = fielded[i];
        for (size_t slot = 0; slot < 5 && left > 0; slot++) {
            const wg_gen_entry *e = wg_session_pending(s);
            if (e->slots[slot].endless_spell)
                continue;
            for (int k = 0; k < e->slots[slot].count && left > 0; k++, left--)
                EXPECT_OK(wg_session_field(s, 1, slot, NULL, &E));
        }
        commit(s, 1);
        units += fielded[i] < 4 ? fielded[i] : 4;
        /* G4 */
        assert_int_equal(wg_session_army(s, 1).units, units);
        assert_int_equal(wg_session_army(s, 1).total, 3 * (i + 1));
        assert_int_equal(wg_session_army(s, 1).draws, i + 1);
    }
    assert_true(wg_session_finished(s));
    wg_session_free(s);
    wg_table_free(t);
}

/* ---- cards (G3) --------------------------------------------------------------- */

/* The D66 values drawn in a session's log, in order, and where reshuffles were. */
static size_t logged_draws(const wg_session *s, int *values, int *players, size_t max,
                           int *reshuffle_before, int *reshuffle_deck, size_t *n_reshuffles)
{
    char *log = log_json(s);
    size_t n = 0;
    *n_reshuffles = 0;
    for (const char *p = log; (p = strstr(p, "{\"player\": ")) != NULL; p++) {
        int player, value, deck;
        if (sscanf(p, "{\"player\": %d, \"draw\": {\"card\": %d}}", &player, &value) == 2) {
            assert_true(n < max);
            values[n] = value;
            players[n++] = player;
        } else if (sscanf(p, "{\"player\": %d, \"reshuffle\": {\"deck\": %d}}", &player, &deck) ==
                   2) {
            reshuffle_before[*n_reshuffles] = (int)n;
            reshuffle_deck[(*n_reshuffles)++] = deck;
        }
    }
    wg_free(log);
    return n;
}

static void assert_permutation(const int *values, size_t n)
{
    int seen[67] = {0};
    assert_int_equal(n, 36);
    for (size_t i = 0; i < n; i++) {
        assert_true(values[i] >= 11 && values[i] <= 66);
        seen[values[i]]++;
    }
    for (int i = 0; i < 36; i++)
        assert_int_equal(seen[d66(i)], 1);
}

/* G3: one shared deck: 36 draws are the 36 cards; the 37th reshuffles (logged). */
static void test_cards_shared_deck(void **state)
{
    (void)state;
    wg_table *t = default_table();
    for (uint64_t seed = 0; seed < 5; seed++) {
        wg_session_options o = options(200, 2, WG_DRAW_MODE_CARDS, 0);
        wg_session *s = session(t, seed, &o);
        EXPECT_OK(wg_session_run(s, NULL, &E));
        static int values[400], players[400], before[10], decks[10];
        size_t n_resh;
        size_t n = logged_draws(s, values, players, 400, before, decks, &n_resh);
        /* G3: each full deck sums to 109 AP, so both need about 2 x 66 draws */
        assert_true(n >= 72 && n < 144);
        assert_permutation(values, 36);
        assert_permutation(values + 36, 36);
        /* G3: both players drew from the one deck, alternately */
        for (size_t i = 0; i + 1 < 72; i++)
            assert_int_not_equal(players[i], players[i + 1]);
        /* G3: a reshuffle of deck 1 before the 37th and 73rd draws */
        /* three decks are 327 AP, short of the 400 both need: three reshuffles */
        assert_true(n > 108);
        assert_int_equal(n_resh, 3);
        for (size_t k = 0; k < 3; k++) {
            assert_int_equal(before[k], 36 * (int)(k + 1));
            assert_int_equal(decks[k], 1);
        }
        assert_permutation(values + 72, 36);
        /* the log's draws are the session's */
        int total = wg_session_army(s, 1).draws + wg_session_army(s, 2).draws;
        assert_int_equal(n, (size_t)total);
        wg_session_free(s);
    }
    wg_table_free(t);
}

/* G3: a deck per player: each player's 36 draws are the 36 cards. */
static void test_cards_per_player(void **state)
{
    (void)state;
    wg_table *t = default_table();
    wg_session_options o = options(150, 2, WG_DRAW_MODE_CARDS, 2);
    o.per_player_decks = true;
    wg_session *s = session(t, 42, &o);
    EXPECT_OK(wg_session_run(s, NULL, &E));
    static int values[400], players[400], before[10], decks[10];
    size_t n_resh;
    size_t n = logged_draws(s, values, players, 400, before, decks, &n_resh);
    int mine[2][100];
    size_t count[2] = {0, 0};
    for (size_t i = 0; i < n; i++) {
        int p = players[i] - 1;
        mine[p][count[p]++] = values[i];
    }
    /* G3: 150 AP is more than one deck's 109 */
    assert_true(count[0] > 36 && count[1] > 36);
    assert_permutation(mine[0], 36);
    assert_permutation(mine[1], 36);
    /* G3: a reshuffle for each player's own deck */
    assert_int_equal(n_resh, 2);
    assert_int_equal(decks[0] + decks[1], 3);
    for (size_t k = 0; k < n_resh; k++)
        assert_int_equal(players[before[k]], decks[k]); /* the deck's owner draws next */
    /* the two decks are shuffled differently */
    assert_memory_not_equal(mine[0], mine[1], 36 * sizeof(int));
    /* G3: per-player decks, cards shuffled anew, show in the session's JSON */
    char *json = session_json(s);
    assert_non_null(strstr(json, "\"mode\": \"cards\", \"decks\": \"per-player\", "
                                 "\"first_player\": 2"));
    assert_non_null(strstr(json, "{\"card\": "));
    assert_null(strstr(json, "{\"roll\": "));
    wg_free(json);
    wg_session_free(s);
    wg_table_free(t);
}

/* G3: a long session reshuffles again and again. */
static void test_cards_long_session(void **state)
{
    (void)state;
    /* every card 1 AP: 200 draws for 200 AP, so reshuffles after 36, 72, ... 180 */
    wg_table *t = uniform_table("\"cost\": 1, \"slots\": [{\"count\": 1, \"type\": \"horde\"}]");
    wg_session_options o = options(200, 1, WG_DRAW_MODE_CARDS, 0);
    wg_session *s = session(t, 7, &o);
    EXPECT_OK(wg_session_run(s, NULL, &E));
    static int values[400], players[400], before[10], decks[10];
    size_t n_resh;
    size_t n = logged_draws(s, values, players, 400, before, decks, &n_resh);
    assert_int_equal(n, 200);
    assert_int_equal(n_resh, 5);
    for (size_t k = 0; k < 5; k++) {
        assert_int_equal(before[k], 36 * (int)(k + 1));
        assert_int_equal(decks[k], 1);
        assert_permutation(values + 36 * k, 36);
    }
    assert_int_equal(wg_session_army(s, 1).total, 200);
    assert_int_equal(wg_session_army(s, 1).units, 200);
    /* the decks are not all in the same order */
    assert_memory_not_equal(values, values + 36, 36 * sizeof(int));
    wg_session_free(s);
    wg_table_free(t);

    /* the default table: a deck is worth 109 AP, so 200 AP reshuffle exactly once */
    t = default_table();
    for (uint64_t seed = 100; seed < 110; seed++) {
        s = session(t, seed, &o);
        EXPECT_OK(wg_session_run(s, NULL, &E));
        n = logged_draws(s, values, players, 400, before, decks, &n_resh);
        assert_int_equal(n_resh, 1);
        assert_int_equal(before[0], 36);
        assert_true(n > 36 && n <= 72);
        wg_army a = wg_session_army(s, 1);
        assert_true(a.total >= 200 && a.total <= 203);
        wg_session_free(s);
    }
    wg_table_free(t);
}

/* ---- determinism and bulk generation (G3, G9, G10, G11) -------------------- */

/* G11: the same seed and options give the same session. */
static void test_same_seed_same_session(void **state)
{
    (void)state;
    wg_table *t = default_table();
    const wg_session_options all[] = {
        options(15, 1, WG_DRAW_MODE_DICE, 0), options(30, 2, WG_DRAW_MODE_DICE, 0),
        options(20, 2, WG_DRAW_MODE_CARDS, 0), options(200, 2, WG_DRAW_MODE_CARDS, 1),
    };
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
        for (uint64_t seed = 0; seed < 20; seed++) {
            wg_session *a = session(t, seed, &all[i]), *b = session(t, seed, &all[i]);
            EXPECT_OK(wg_session_run(a, NULL, &E));
            EXPECT_OK(wg_session_run(b, NULL, &E));
            char *ja = session_json(a), *jb = session_json(b);
            char *la = log_json(a), *lb = log_json(b);
            /* G11 */
            assert_string_equal(ja, jb);
            assert_string_equal(la, lb);
            /* another seed, another session (these seeds all differ) */
            wg_session *c = session(t, seed + 1000, &all[i]);
            EXPECT_OK(wg_session_run(c, NULL, &E));
            char *jc = session_json(c);
            assert_string_not_equal(ja, jc);
            wg_free(ja);
            wg_free(jb);
            wg_free(jc);
            wg_free(la);
            wg_free(lb);
            wg_session_free(a);
            wg_session_free(b);
            wg_session_free(c);
        }
    }
    wg_table_free(t);
}

/* G3, G9, G10: wg_gen_armies() from a stream seeded like a session gives the
 * armies wg_session_run() generates, for every mode and policy. */
static void test_gen_armies_equals_session_run(void **state)
{
    (void)state;
    wg_table *t = default_table();
    size_t compared = 0;
    for (int players = 1; players <= 2; players++)
        for (int mode = 0; mode <= 1; mode++)
            for (int decks = 0; decks <= mode; decks++)
                for (int reinforce = 0; reinforce <= 2; reinforce++)
                    for (uint64_t seed = 0; seed < 25; seed++) {
                        static const int limits[] = {15, 20, 30, 1, 90};
                        wg_session_options o =
                            options(limits[seed % 5], players, (wg_draw_mode)mode,
                                    seed % 3 == 0 ? 0 : (int)(seed % (unsigned)players) + 1);
                        o.per_player_decks = decks;
                        wg_policy policy = {reinforce};
                        wg_rng *rng = NULL;
                        assert_int_equal(wg_rng_new(&rng, seed, NULL), WG_OK);
                        wg_army bulk[2];
                        memset(bulk, 0xff, sizeof bulk);
                        assert_int_equal(wg_gen_armies(bulk, t, rng, &o,
                                                       reinforce ? &policy : NULL, &E),
                                         WG_OK);
                        wg_rng_free(rng);
                        wg_session *s = session(t, seed, &o);
                        EXPECT_OK(wg_session_run(s, reinforce ? &policy : NULL, &E));
                        for (int p = 1; p <= players; p++) {
                            wg_army a = wg_session_army(s, p);
                            assert_int_equal(bulk[p - 1].player, p);
                            assert_int_equal(a.player, p);
                            assert_int_equal(bulk[p - 1].total, a.total);
                            assert_int_equal(bulk[p - 1].units, a.units);
                            assert_int_equal(bulk[p - 1].draws, a.draws);
                            assert_true(bulk[p - 1].finished);
                            assert_true(a.finished);
                            /* G10: reached the limit, by less than one draw's cost */
                            assert_true(a.total >= o.limit && a.total < o.limit + 4 + 2 * reinforce);
                        }
                        wg_session_free(s);
                        compared++;
                    }
    assert_int_equal(compared, 2 * 3 * 3 * 25);
    /* the stream advances: two calls in a row give other armies (most of the time) */
    wg_rng *rng = NULL;
    assert_int_equal(wg_rng_new(&rng, 5, NULL), WG_OK);
    wg_session_options o = options(30, 2, WG_DRAW_MODE_DICE, 0);
    int differ = 0;
    wg_army prev[2] = {{0}, {0}};
    for (int i = 0; i < 20; i++) {
        wg_army cur[2];
        assert_int_equal(wg_gen_armies(cur, t, rng, &o, NULL, NULL), WG_OK);
        differ += cur[0].units != prev[0].units || cur[1].units != prev[1].units;
        memcpy(prev, cur, sizeof cur);
    }
    assert_true(differ >= 10);
    wg_rng_free(rng);
    wg_table_free(t);
}

/* G4, G7: wg_session_run() completes a draw already pending, keeping what
 * was decided. */
static void test_run_completes_pending(void **state)
{
    (void)state;
    wg_table *t = uniform_table(MIXED);
    wg_session_options o = options(7, 1, WG_DRAW_MODE_DICE, 0);
    wg_session *s = session(t, 3, &o);
    draw(s, 1);
    EXPECT_OK(wg_session_reinforce(s, 1, 0, 2, &E));
    EXPECT_OK(wg_session_field(s, 1, 0, NULL, &E));
    wg_policy p = {1};
    EXPECT_OK(wg_session_run(s, &p, &E));
    /* first draw: 3 + 2 (kept level 2); second: 3 + 1 (policy) */
    assert_int_equal(wg_session_army(s, 1).total, 9);
    assert_int_equal(wg_session_army(s, 1).units, 8);
    assert_int_equal(wg_session_army(s, 1).draws, 2);
    assert_true(wg_session_finished(s));
    char *log = log_json(s);
    /* the policy fielded the rest of the first draw with "suitable units" */
    const char *want = "{\"player\": 1, \"reinforce\": {\"slot\": 0, \"level\": 2}},\n"
                       "    {\"player\": 1, \"field\": {\"slot\": 0}},\n"
                       "    {\"player\": 1, \"field\": {\"slot\": 0}},\n"
                       "    {\"player\": 1, \"field\": {\"slot\": 1}},\n"
                       "    {\"player\": 1, \"field\": {\"slot\": 3}},\n"
                       "    {\"player\": 1, \"commit\": {\"cost\": 5}},\n";
    assert_non_null(strstr(log, want));
    assert_non_null(strstr(log, "{\"player\": 1, \"reinforce\": {\"slot\": 0, \"level\": 1}},\n"));
    assert_non_null(strstr(log, "{\"player\": 1, \"commit\": {\"cost\": 4}}\n ]}"));
    wg_free(log);
    wg_session_free(s);
    wg_table_free(t);
}

/* G10: a table of 1 AP entries does not reach 20,000 AP in 10,000 draws:
 * WG_ERANGE, blaming the limit (a table of 0 AP only is refused when read). */
static void test_unreachable_limit(void **state)
{
    (void)state;
    wg_table *t = uniform_table("\"cost\": 1, \"slots\": [{\"endless_spell\": true}]");
    wg_session_options o = options(20000, 2, WG_DRAW_MODE_DICE, 0);
    wg_rng *rng = NULL;
    assert_int_equal(wg_rng_new(&rng, 1, NULL), WG_OK);
    wg_army armies[2];
    assert_int_equal(wg_gen_armies(armies, t, rng, &o, NULL, &E), WG_ERANGE);
    message_has("the limit is too high for this table's costs");
    wg_rng_free(rng);
    o.players = 1;
    wg_session *s = session(t, 1, &o);
    assert_int_equal(wg_session_run(s, NULL, &E), WG_ERANGE);
    assert_int_equal(E.code, WG_ERANGE);
    wg_army a = wg_session_army(s, 1);
    assert_int_equal(a.draws, 10000);
    assert_int_equal(a.total, 10000);
    assert_false(a.finished);
    /* the 10,001st draw is refused before it is made, so nothing is left
     * pending and the player can still declare they are done */
    assert_null(wg_session_pending(s));
    EXPECT_REFUSED(s, WG_ERANGE, wg_session_draw(NULL, s, 1, &E));
    message_has("the limit is too high for this table's costs");
    assert_int_equal(wg_session_declare_out_of_units(s, 1, &E), WG_OK);
    assert_true(wg_session_finished(s));
    wg_session_free(s);
    wg_table_free(t);
}

/* ---- armies in bulk ------------------------------------------------------------ */

enum { BATCH_RUNS = 200 };

/* The four columns of room for BATCH_RUNS runs of two players. */
typedef struct batch_cols {
    int total[2 * BATCH_RUNS], units[2 * BATCH_RUNS], draws[2 * BATCH_RUNS];
    bool finished[2 * BATCH_RUNS];
} batch_cols;

static wg_army_columns columns_of(batch_cols *c)
{
    return (wg_army_columns){c->total, c->units, c->draws, c->finished};
}

/* G1-G10: a batch gives exactly the armies of as many wg_gen_armies() calls
 * in a row, player by player, and leaves the stream where they leave it. */
static void test_armies_batch_equals_calls(void **state)
{
    (void)state;
    static batch_cols c;
    wg_table *t = default_table();
    for (int players = 1; players <= 2; players++)
        for (int mode = 0; mode <= 1; mode++) {
            wg_session_options o = options(players == 2 ? 30 : 15, players, (wg_draw_mode)mode, 0);
            wg_policy policy = {mode + 1};
            wg_rng *a = NULL, *b = NULL;
            assert_int_equal(wg_rng_new(&a, 77 + (uint64_t)mode, NULL), WG_OK);
            assert_int_equal(wg_rng_new(&b, 77 + (uint64_t)mode, NULL), WG_OK);
            wg_army_columns cols = columns_of(&c);
            EXPECT_OK(wg_gen_armies_batch(&cols, BATCH_RUNS, t, a, &o, &policy, &E));
            for (int i = 0; i < BATCH_RUNS; i++) {
                wg_army one[2];
                EXPECT_OK(wg_gen_armies(one, t, b, &o, &policy, &E));
                for (int p = 0; p < players; p++) {
                    int k = i * players + p;
                    assert_int_equal(c.total[k], one[p].total);
                    assert_int_equal(c.units[k], one[p].units);
                    assert_int_equal(c.draws[k], one[p].draws);
                    assert_true(c.finished[k] == one[p].finished);
                }
            }
            assert_true(wg_rng_next(a) == wg_rng_next(b));
            wg_rng_free(a);
            wg_rng_free(b);
        }
    wg_table_free(t);
}

/* Whether no column of c was written (all bytes still 0x5a). */
static bool untouched(const batch_cols *c)
{
    const unsigned char *p = (const unsigned char *)c;
    for (size_t i = 0; i < sizeof *c; i++)
        if (p[i] != 0x5a)
            return false;
    return true;
}

/* A count of 0 draws nothing; a count above the maximum, a NULL column and
 * bad options (G1) or policy (G7) are refused with nothing drawn or written;
 * an unreachable limit (G10) stops at the failing run. */
static void test_armies_batch_limits(void **state)
{
    (void)state;
    static batch_cols c;
    memset(&c, 0x5a, sizeof c);
    wg_table *t = default_table();
    wg_session_options o = options(15, 2, WG_DRAW_MODE_DICE, 0);
    wg_session_options bad = options(0, 2, WG_DRAW_MODE_DICE, 0);
    wg_policy bad_policy = {3};
    wg_rng *rng = NULL, *twin = NULL;
    assert_int_equal(wg_rng_new(&rng, 9, NULL), WG_OK);
    assert_int_equal(wg_rng_new(&twin, 9, NULL), WG_OK);
    wg_army_columns cols = columns_of(&c), holed = cols;
    holed.finished = NULL;
    EXPECT_OK(wg_gen_armies_batch(&cols, 0, t, rng, &o, NULL, &E));
    assert_int_equal(wg_gen_armies_batch(&cols, (size_t)WG_ARMIES_BATCH_MAX + 1, t, rng, &o,
                                         NULL, &E), WG_ERANGE);
    message_has("count 1000001 is out of range (0 to 1000000)");
    assert_int_equal(wg_gen_armies_batch(NULL, (size_t)WG_ARMIES_BATCH_MAX + 1, t, rng, &o,
                                         NULL, &E), WG_ERANGE);
    message_has("count"); /* the count is checked first */
    assert_int_equal(wg_gen_armies_batch(NULL, 1, t, rng, &o, NULL, &E), WG_EINVAL);
    assert_int_equal(wg_gen_armies_batch(&holed, 1, t, rng, &o, NULL, &E), WG_EINVAL);
    assert_int_equal(wg_gen_armies_batch(&cols, 1, NULL, rng, &o, NULL, &E), WG_EINVAL);
    assert_int_equal(wg_gen_armies_batch(&cols, 1, t, NULL, &o, NULL, &E), WG_EINVAL);
    assert_int_equal(wg_gen_armies_batch(&cols, 1, t, rng, NULL, NULL, &E), WG_EINVAL);
    assert_int_equal(wg_gen_armies_batch(&cols, 1, t, rng, &bad, NULL, &E), WG_EINVAL);
    message_has("G1");
    assert_int_equal(wg_gen_armies_batch(&cols, 1, t, rng, &o, &bad_policy, &E), WG_EINVAL);
    message_has("G7");
    assert_true(untouched(&c));
    assert_true(wg_rng_next(rng) == wg_rng_next(twin)); /* nothing was drawn */
    wg_table_free(t);
    /* G10: the first run fails, so nothing is written */
    t = uniform_table("\"cost\": 1, \"slots\": [{\"endless_spell\": true}]");
    o = options(20000, 1, WG_DRAW_MODE_DICE, 0);
    assert_int_equal(wg_gen_armies_batch(&cols, 3, t, rng, &o, NULL, &E), WG_ERANGE);
    message_has("the limit is too high for this table's costs");
    assert_true(untouched(&c));
    wg_table_free(t);
    wg_rng_free(rng);
    wg_rng_free(twin);
}

/* G2, G3: dice have no deck, so per_player_decks with dice is refused by
 * every entry point taking options (they share one check), not ignored:
 * WG_EINVAL naming the option, no session made, nothing drawn or written. */
static void test_per_player_decks_need_cards(void **state)
{
    (void)state;
    static batch_cols c;
    memset(&c, 0x5a, sizeof c);
    wg_table *t = default_table();
    wg_rng *rng = NULL, *twin = NULL;
    assert_int_equal(wg_rng_new(&rng, 3, NULL), WG_OK);
    assert_int_equal(wg_rng_new(&twin, 3, NULL), WG_OK);
    for (int players = 1; players <= 2; players++) {
        wg_session_options o = options(15, players, WG_DRAW_MODE_DICE, 0);
        o.per_player_decks = true;
        wg_session *s = (wg_session *)&s;
        assert_int_equal(wg_session_new(&s, t, 1, &o, &E), WG_EINVAL);
        assert_null(s);
        message_has("per_player_decks needs the cards mode, not dice (G3)");
        wg_army armies[2] = {{.player = -1, .total = -1}, {.player = -1, .total = -1}};
        wg_error_clear(&E); /* each call says it itself */
        assert_int_equal(wg_gen_armies(armies, t, rng, &o, NULL, &E), WG_EINVAL);
        message_has("per_player_decks");
        assert_int_equal(armies[0].player, -1);
        assert_int_equal(armies[1].total, -1);
        wg_error_clear(&E); /* each call says it itself */
        wg_army_columns cols = columns_of(&c);
        assert_int_equal(wg_gen_armies_batch(&cols, 2, t, rng, &o, NULL, &E), WG_EINVAL);
        message_has("per_player_decks");
        assert_true(untouched(&c));
        assert_true(wg_rng_next(rng) == wg_rng_next(twin)); /* nothing was drawn */
        /* the same options with cards are good */
        o.mode = WG_DRAW_MODE_CARDS;
        s = session(t, 1, &o);
        assert_true(wg_session_settings(s)->per_player_decks);
        wg_session_free(s);
    }
    wg_rng_free(rng);
    wg_rng_free(twin);
    wg_table_free(t);
}

/* ---- allocation failures ------------------------------------------------------ */

typedef struct op_ctx {
    const wg_table *table;
    wg_session_options options;
    const wg_session *session;
} op_ctx;

static wg_status op_new(void *ctx)
{
    const op_ctx *c = ctx;
    wg_session *s = (wg_session *)&s;
    wg_status st = OOM_CALL(wg_session_new(&s, c->table, 11, &c->options, &E));
    if (st != WG_OK)
        assert_null(s);
    wg_session_free(s);
    return st;
}

static wg_status op_run(void *ctx)
{
    const op_ctx *c = ctx;
    wg_session *s = NULL;
    wg_status st = OOM_CALL(wg_session_new(&s, c->table, 11, &c->options, &E));
    if (st == WG_OK)
        st = OOM_CALL(wg_session_run(s, NULL, &E));
    wg_session_free(s);
    return st;
}

/* The steps one by one, with every kind of decision. */
static wg_status op_steps(void *ctx)
{
    const op_ctx *c = ctx;
    wg_session *s = NULL;
    wg_status st = OOM_CALL(wg_session_new(&s, c->table, 12, &c->options, &E));
    wg_gen_unit hero = unit(1, 5, 4, true, false);
    for (int i = 0; st == WG_OK && i < 30; i++) {
        st = OOM_CALL(wg_session_draw(NULL, s, 1, &E));
        if (st == WG_OK && i % 3 == 0)
            st = wg_session_substitute(s, 1, WG_GEN_UNIT_TYPE_ELITE, 1, &E);
        if (st == WG_OK && i % 3 == 1)
            st = wg_session_reinforce(s, 1, 0, 2, &E);
        if (st == WG_OK && i % 3 == 1) {
            char name[32];
            snprintf(name, sizeof name, "Spell %d", i);
            st = OOM_CALL(wg_session_take_endless_spell(s, 1, 2, name, &E));
        }
        if (st == WG_OK && i % 3 != 0)
            st = OOM_CALL(wg_session_field(s, 1, 1, &hero, &E));
        if (st == WG_OK)
            st = OOM_CALL(wg_session_field(s, 1, 0, NULL, &E));
        if (st == WG_OK)
            st = wg_session_commit(s, 1, &E);
    }
    if (st == WG_OK)
        st = wg_session_declare_out_of_units(s, 1, &E);
    wg_session_free(s);
    return st;
}

static wg_status op_to_json(void *ctx)
{
    const op_ctx *c = ctx;
    char *out = (char *)&out;
    wg_status st = OOM_CALL(wg_session_to_json(&out, c->session, &E));
    if (st != WG_OK)
        assert_null(out);
    else
        wg_free(out);
    return st;
}

static wg_status op_log(void *ctx)
{
    const op_ctx *c = ctx;
    char *out = (char *)&out;
    wg_status st = OOM_CALL(wg_session_log_to_json(&out, c->session, &E));
    if (st != WG_OK)
        assert_null(out);
    else
        wg_free(out);
    return st;
}

/* The calls that add a step, in the order op_steps makes them; each one
 * allocates when the session's storage is full. */
enum decision { DRAW, SUBSTITUTE, FIELD, COMMIT, REINFORCE, SPELL, OUT_OF_UNITS };
static const char *const DECISIONS[] = {"draw", "substitute", "field", "commit",
                                        "reinforce", "endless_spell", "out_of_units"};

typedef struct decision_ctx {
    const op_ctx *c;
    enum decision which;
} decision_ctx;

/* Its steps and records as they are when full (every 64, 128 ... steps):
 * the next step must grow them. */
static void make_full(wg_session *s)
{
    s->steps = wgi_realloc(s->steps, s->n_steps * sizeof *s->steps);
    s->records = wgi_realloc(s->records, s->n_records * sizeof *s->records);
    assert_true(s->steps != NULL && s->records != NULL);
    s->cap_steps = s->n_steps;
    s->cap_records = s->n_records;
}

static wg_status decide(wg_session *s, enum decision which)
{
    switch (which) {
    case DRAW:
        return wg_session_draw(NULL, s, 1, &E);
    case SUBSTITUTE:
        return wg_session_substitute(s, 1, WG_GEN_UNIT_TYPE_ELITE, 1, &E);
    case FIELD:
        return wg_session_field(s, 1, 0, NULL, &E);
    case COMMIT:
        return wg_session_commit(s, 1, &E);
    case REINFORCE:
        return wg_session_reinforce(s, 1, 0, 2, &E);
    case SPELL:
        return wg_session_take_endless_spell(s, 1, 2, "Spell", &E);
    case OUT_OF_UNITS:
        return wg_session_declare_out_of_units(s, 1, &E);
    }
    fail_msg("no decision %d", (int)which);
    return WG_EINVAL;
}

/* As decide(), under allocation failure. */
static wg_status decide_full(wg_session *s, enum decision which)
{
    switch (which) {
    case DRAW:
        return OOM_CALL(wg_session_draw(NULL, s, 1, &E));
    case SUBSTITUTE:
        return OOM_CALL(wg_session_substitute(s, 1, WG_GEN_UNIT_TYPE_ELITE, 1, &E));
    case FIELD:
        return OOM_CALL(wg_session_field(s, 1, 0, NULL, &E));
    case COMMIT:
        return OOM_CALL(wg_session_commit(s, 1, &E));
    case REINFORCE:
        return OOM_CALL(wg_session_reinforce(s, 1, 0, 2, &E));
    case SPELL:
        return OOM_CALL(wg_session_take_endless_spell(s, 1, 2, "Spell", &E));
    case OUT_OF_UNITS:
        return OOM_CALL(wg_session_declare_out_of_units(s, 1, &E));
    }
    fail_msg("no decision %d", (int)which);
    return WG_EINVAL;
}

/* A session where `which` is the next decision: the first draw and its
 * decisions, committed, then a second draw and its reinforcement and spell
 * (op_steps' sequence), cut short at `which`. */
static wg_session *before(const op_ctx *c, enum decision which)
{
    static const enum decision SEQUENCE[] = {DRAW, SUBSTITUTE, FIELD, COMMIT, OUT_OF_UNITS,
                                             DRAW, REINFORCE, SPELL};
    wg_session *s = NULL;
    EXPECT_OK(wg_session_new(&s, c->table, 12, &c->options, &E));
    for (size_t i = 0; SEQUENCE[i] != which; i++) {
        if (SEQUENCE[i] != OUT_OF_UNITS) /* which would end the session */
            EXPECT_OK(decide(s, SEQUENCE[i]));
    }
    return s;
}

/* The session's state and log, as a failed call must leave them. */
static char *state_and_log(const wg_session *s)
{
    char *state = NULL, *log = NULL;
    EXPECT_OK(wg_session_to_json(&state, s, &E));
    EXPECT_OK(wg_session_log_to_json(&log, s, &E));
    size_t n = strlen(state) + strlen(log) + 2;
    char *both = malloc(n);
    assert_non_null(both);
    snprintf(both, n, "%s\n%s", state, log);
    wg_free(state);
    wg_free(log);
    return both;
}

/* A decision on a full session: WG_ENOMEM leaves the session as it was. */
static wg_status op_decision(void *ctx)
{
    const decision_ctx *d = ctx;
    harness_pause();
    wg_session *s = before(d->c, d->which);
    make_full(s);
    char *was = state_and_log(s);
    size_t steps = s->n_steps;
    harness_resume();
    wg_status st = decide_full(s, d->which);
    harness_pause();
    if (st != WG_OK) {
        assert_int_equal(E.code, WG_ENOMEM);
        char *now = state_and_log(s);
        assert_string_equal(now, was);
        free(now);
    } else {
        assert_true(s->n_steps > steps);
    }
    free(was);
    wg_session_free(s);
    harness_resume();
    return st;
}

/* G3-G11: every allocation failure is WG_ENOMEM and leaks nothing. */
/* The 0.x names (CHANGELOG 1.0.0) still work, as the names they forward to:
 * a program that uses them builds, with a warning, until 2.0. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
static void test_deprecated_names(void **state)
{
    (void)state;
    assert_int_equal(WG_SIZE_SMALL, WG_ARMY_SIZE_SMALL);
    assert_int_equal(WG_SIZE_MEDIUM, WG_ARMY_SIZE_MEDIUM);
    assert_int_equal(WG_SIZE_LARGE, WG_ARMY_SIZE_LARGE);
    assert_int_equal(WG_GEN_UNIT_HORDE, WG_GEN_UNIT_TYPE_HORDE);
    assert_int_equal(WG_GEN_UNIT_CONQUEROR, WG_GEN_UNIT_TYPE_CONQUEROR);
    assert_int_equal(WG_DRAW_DICE, WG_DRAW_MODE_DICE);
    assert_int_equal(WG_DRAW_CARDS, WG_DRAW_MODE_CARDS);
    wg_table *t = uniform_table(MIXED);
    wg_session_options o = options(9, 1, WG_DRAW_CARDS, 0);
    wg_session *s = session(t, 5, &o);
    assert_ptr_equal(wg_session_options_get(s), wg_session_settings(s));
    assert_int_equal(wg_session_draw(NULL, s, 1, &E), WG_OK);
    assert_int_equal(wg_session_endless_spell(s, 1, 2, "Purple Sun", &E), WG_OK); /* G6 */
    assert_int_equal(wg_session_endless_spell(s, 1, 4, "Purple Sun", &E), WG_ERULE);
    assert_int_equal(wg_session_commit(s, 1, &E), WG_OK);
    assert_int_equal(wg_session_out_of_units(s, 1, &E), WG_OK); /* G10 */
    assert_true(wg_session_finished(s));
    char *old = NULL, *now = NULL, *again = NULL;
    assert_int_equal(wg_session_log_json(&old, s, &E), WG_OK);
    assert_int_equal(wg_session_log_to_json(&now, s, &E), WG_OK);
    assert_string_equal(old, now);
    wg_session *r = NULL;
    assert_int_equal(wg_session_replay(&r, t, old, strlen(old), "old.json", &E), WG_OK);
    assert_int_equal(wg_session_log_to_json(&again, r, &E), WG_OK);
    assert_string_equal(again, now); /* G11 */
    wg_free(old);
    wg_free(now);
    wg_free(again);
    wg_session_free(r);
    wg_session_free(s);
    wg_table_free(t);
}
#pragma GCC diagnostic pop

static void test_alloc_failures(void **state)
{
    (void)state;
    wg_table *t = default_table();
    wg_table *mixed = uniform_table(MIXED);
    op_ctx c = {t, options(40, 2, WG_DRAW_MODE_CARDS, 0), NULL};
    size_t n_new = harness_fail_each_alloc(op_new, &c);
    /* 200 AP with one player: the steps outgrow their first 64 places */
    op_ctx r = {t, options(200, 1, WG_DRAW_MODE_CARDS, 0), NULL};
    size_t n_run = harness_fail_each_alloc(op_run, &r);
    op_ctx steps = {mixed, options(1000, 1, WG_DRAW_MODE_DICE, 0), NULL};
    size_t n_steps = harness_fail_each_alloc(op_steps, &steps);
    wg_session *s = session(t, 3, &r.options);
    EXPECT_OK(wg_session_run(s, NULL, &E));
    op_ctx j = {t, r.options, s};
    size_t n_json = harness_fail_each_alloc(op_to_json, &j);
    size_t n_log = harness_fail_each_alloc(op_log, &j);
    for (int k = DRAW; k <= OUT_OF_UNITS; k++) {
        decision_ctx d = {&steps, (enum decision)k};
        size_t n = harness_fail_each_alloc(op_decision, &d);
        print_message("allocations: %s on a full session %zu\n", DECISIONS[k], n);
        assert_true(n >= 2); /* its steps grow, then its records */
    }
    print_message("allocations: new %zu, run %zu, steps %zu, to_json %zu, log %zu\n", n_new,
                  n_run, n_steps, n_json, n_log);
    assert_true(n_new >= 4);  /* session, name, generator, steps, records */
    assert_true(n_run > n_new);
    assert_true(n_steps > 10); /* 10 spell names */
    assert_true(n_json >= 1);
    assert_true(n_log >= 1);
    wg_session_free(s);
    wg_table_free(mixed);
    wg_table_free(t);
    assert_int_equal(harness_live(), 0);
}

/* G4, G7, G8: the committed draws, in order, with what was decided. */
static void test_draw_get(void **state)
{
    (void)state;
    wg_table *t = default_table();
    wg_session_options o = options(15, 2, WG_DRAW_MODE_DICE, 1);
    wg_session *s = session(t, 3, &o);
    wg_draw_info d;
    assert_int_equal(wg_session_draw_count(s), 0);
    const wg_gen_entry *first;
    assert_int_equal(wg_session_draw(&first, s, 1, &E), WG_OK);
    int listed = first->roll;
    assert_int_equal(wg_session_substitute(s, 1, WG_GEN_UNIT_TYPE_ELITE, 2, &E), WG_OK); /* G8 */
    assert_int_equal(wg_session_field(s, 1, 0, NULL, &E), WG_OK);
    assert_int_equal(wg_session_commit(s, 1, &E), WG_OK);
    assert_int_equal(wg_session_draw(NULL, s, 2, &E), WG_OK);
    assert_int_equal(wg_session_commit(s, 2, &E), WG_OK); /* nothing fielded (G4) */
    assert_int_equal(wg_session_draw_count(s), 2);

    assert_int_equal(wg_session_draw_at(&d, s, 0, &E), WG_OK);
    assert_int_equal(d.player, 1);
    assert_int_equal(d.value, listed);
    assert_true(d.substituted);
    assert_int_equal(d.cost, 4); /* 2 AP, +2 for level 2 (G7, G8) */
    assert_int_equal(d.entry.slot_count, 1);
    assert_int_equal(d.entry.slots[0].type, WG_GEN_UNIT_TYPE_ELITE);
    assert_int_equal(d.level[0], 2);
    assert_int_equal(d.fielded[0], 1);
    assert_int_equal(wg_session_draw_at(&d, s, 1, &E), WG_OK);
    assert_int_equal(d.player, 2);
    assert_false(d.substituted);
    assert_int_equal(d.cost, wg_table_entry_by_roll(t, d.value)->cost);
    for (size_t i = 0; i < d.entry.slot_count; i++)
        assert_int_equal(d.fielded[i], 0);
    assert_int_equal(wg_session_army(s, 2).units, 0);

    wg_draw_info before = d;
    assert_int_equal(wg_session_draw_at(&d, s, 2, &E), WG_ENOTFOUND); /* past the end */
    assert_string_equal(E.message, "no draw 2: there are 2");
    /* unchanged (field by field: the struct's padding is not compared) */
    assert_int_equal(d.player, before.player);
    assert_int_equal(d.value, before.value);
    assert_int_equal(d.cost, before.cost);
    assert_int_equal(d.entry.roll, before.entry.roll);
    assert_int_equal(wg_session_draw_at(NULL, s, 0, &E), WG_EINVAL);
    assert_string_equal(E.message, "wg_session_draw_at: NULL argument");
    assert_int_equal(wg_session_draw_at(&d, NULL, 0, NULL), WG_EINVAL);
    wg_session_free(s);
    wg_table_free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_draw_get),
        cmocka_unit_test(test_null_session),
        cmocka_unit_test(test_deprecated_names),
        cmocka_unit_test(test_options),
        cmocka_unit_test(test_roll_off),
        cmocka_unit_test(test_turns_and_finishing),
        cmocka_unit_test(test_out_of_units),
        cmocka_unit_test(test_refused_out_of_turn),
        cmocka_unit_test(test_refused_decisions),
        cmocka_unit_test(test_reinforcement),
        cmocka_unit_test(test_substitution),
        cmocka_unit_test(test_endless_spells),
        cmocka_unit_test(test_units_and_totals),
        cmocka_unit_test(test_cards_shared_deck),
        cmocka_unit_test(test_cards_per_player),
        cmocka_unit_test(test_cards_long_session),
        cmocka_unit_test(test_same_seed_same_session),
        cmocka_unit_test(test_gen_armies_equals_session_run),
        cmocka_unit_test(test_run_completes_pending),
        cmocka_unit_test(test_unreachable_limit),
        cmocka_unit_test(test_armies_batch_equals_calls),
        cmocka_unit_test(test_armies_batch_limits),
        cmocka_unit_test(test_per_player_decks_need_cards),
        cmocka_unit_test(test_alloc_failures),
    };
    return cmocka_run_group_tests_name("gen_session", tests, harness_setup, harness_teardown);
}
