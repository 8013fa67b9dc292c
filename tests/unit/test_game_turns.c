/* Alternate activation, unit states and the end of a turn (rules A1-A3 and
 * their decisions): who acts, waiting and responding, panic, effects, and
 * every refusal leaving the game unchanged. Score and logs: test_game_*.c. */
#include "test_game_common.h"

/* A1: players alternate; a player out of units waits while the opponent
 * activates the rest one after another; the turn then ends. */
static void test_unequal_unit_counts(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    size_t r1 = gm_unit(g, 1, "r1", 2, 5, 50), r2 = gm_unit(g, 1, "r2", 1, 5, 50),
           r3 = gm_unit(g, 1, "r3", 1, 5, 50), b1 = gm_unit(g, 2, "b1", 3, 5, 50);
    assert_int_equal(wg_game_to_act(g), 0);
    GM_OK(wg_game_start_turn(g, 2, NULL));
    assert_int_equal(wg_game_turn(g), 1);
    assert_int_equal(wg_game_to_act(g), 2);
    GM_REFUSED(g, WG_GAME_REASON_NOT_YOUR_TURN, wg_game_activate(g, r1, &gm_e));
    gm_act(g, b1);
    assert_int_equal(gm_state(g, b1), WG_UNIT_STATE_ACTIVATED);
    assert_int_equal(wg_game_to_act(g), 1);
    GM_OK(wg_game_activate(g, r1, NULL));
    assert_int_equal(wg_game_to_act(g), 1); /* its unit is acting */
    GM_OK(wg_game_spend(g, r1, 1, WG_GAME_ACTION_MOVE, false, 0, NULL));
    assert_int_equal(gm_state(g, r1), WG_UNIT_STATE_ACTIVE);
    GM_OK(wg_game_spend(g, r1, 1, WG_GAME_ACTION_SHOOT, false, 0, NULL));
    /* blue has no unit left: red goes on */
    assert_int_equal(wg_game_to_act(g), 1);
    gm_act(g, r2);
    assert_int_equal(wg_game_to_act(g), 1);
    GM_REFUSED(g, WG_GAME_REASON_UNITS_TO_ACT, wg_game_end_turn(g, &gm_e));
    gm_act(g, r3);
    assert_int_equal(wg_game_to_act(g), 0);
    GM_OK(wg_game_end_turn(g, NULL));
    assert_false(wg_game_in_turn(g));
    for (size_t u = 0; u < 4; u++)
        assert_int_equal(gm_state(g, u), WG_UNIT_STATE_UNACTIVATED);
    assert_int_equal(gm_at(g, r1).ap, 2); /* refilled */
    wg_game_free(g);
}

/* A1, A2 decisions: going into waiting ends the activation with the AP
 * kept; a waiting unit does not hold up the end of the turn and stays
 * waiting across turns; it may be activated in a later turn, not in the
 * one it went waiting in. */
static void test_waiting_across_turns(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    size_t r = gm_unit(g, 1, "r", 3, 5, 50), b = gm_unit(g, 2, "b", 2, 5, 50),
           b2 = gm_unit(g, 2, "b2", 2, 5, 50);
    GM_OK(wg_game_start_turn(g, 1, NULL));
    GM_OK(wg_game_activate(g, r, NULL));
    GM_OK(wg_game_spend(g, r, 1, WG_GAME_ACTION_MOVE, false, 0, NULL));
    GM_OK(wg_game_wait(g, r, NULL));
    assert_int_equal(gm_state(g, r), WG_UNIT_STATE_WAITING);
    assert_int_equal(gm_at(g, r).ap, 2);
    assert_int_equal(wg_game_to_act(g), 2);
    gm_act(g, b);
    /* red has no unit to activate: its waiting one does not count this turn */
    assert_int_equal(wg_game_to_act(g), 2);
    GM_REFUSED(g, WG_GAME_REASON_NOT_YOUR_TURN, wg_game_activate(g, r, &gm_e));
    gm_act(g, b2);
    GM_OK(wg_game_end_turn(g, NULL));
    assert_int_equal(gm_state(g, r), WG_UNIT_STATE_WAITING);
    assert_int_equal(gm_at(g, r).ap, 3); /* every unit's AP is refilled */
    GM_OK(wg_game_start_turn(g, 1, NULL));
    assert_int_equal(wg_game_to_act(g), 1);
    GM_OK(wg_game_activate(g, r, NULL)); /* waiting since an earlier turn */
    assert_int_equal(gm_state(g, r), WG_UNIT_STATE_ACTIVE);
    GM_OK(wg_game_end_activation(g, r, NULL));
    assert_int_equal(gm_state(g, r), WG_UNIT_STATE_ACTIVATED);
    wg_game_free(g);
}

/* A2 decision: a hostile action against a player with a waiting unit may be
 * answered right after it: the responder acts, is activated, and the
 * interrupted unit goes on. A non-hostile action cannot be answered, nor a
 * hostile one once another action came between. */
static void test_response_to_hostile_only(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    size_t r = gm_unit(g, 1, "r", 3, 5, 50), w = gm_unit(g, 2, "w", 2, 5, 50),
           b = gm_unit(g, 2, "b", 1, 5, 50);
    GM_OK(wg_game_start_turn(g, 2, NULL));
    GM_OK(wg_game_activate(g, w, NULL));
    GM_OK(wg_game_wait(g, w, NULL));
    GM_OK(wg_game_activate(g, r, NULL));
    GM_OK(wg_game_spend(g, r, 1, WG_GAME_ACTION_MOVE, false, 0, NULL));
    GM_REFUSED(g, WG_GAME_REASON_NOT_HOSTILE, wg_game_respond(g, w, r, &gm_e));
    GM_OK(wg_game_spend(g, r, 1, WG_GAME_ACTION_SHOOT, true, b, NULL));
    GM_REFUSED(g, WG_GAME_REASON_NOT_WAITING, wg_game_respond(g, b, r, &gm_e));
    GM_OK(wg_game_respond(g, w, r, NULL));
    assert_int_equal(gm_state(g, w), WG_UNIT_STATE_RESPONDING);
    assert_int_equal(gm_state(g, r), WG_UNIT_STATE_ACTIVE);
    assert_int_equal(wg_game_to_act(g), 2);
    GM_REFUSED(g, WG_GAME_REASON_NOT_ACTIVE,
               wg_game_spend(g, r, 1, WG_GAME_ACTION_MELEE, false, 0, &gm_e));
    GM_REFUSED(g, WG_GAME_REASON_NOT_ACTIVE, wg_game_wait(g, w, &gm_e)); /* a responder acts now */
    GM_OK(wg_game_spend(g, w, 2, WG_GAME_ACTION_SHOOT, true, r, NULL));
    assert_int_equal(gm_state(g, w), WG_UNIT_STATE_ACTIVATED);
    /* the interrupted unit goes on */
    assert_int_equal(wg_game_to_act(g), 1);
    GM_OK(wg_game_spend(g, r, 1, WG_GAME_ACTION_MELEE, true, b, NULL));
    assert_int_equal(gm_state(g, r), WG_UNIT_STATE_ACTIVATED);
    assert_int_equal(wg_game_to_act(g), 2);
    /* once passed, no response: b is not waiting, and the chance is gone */
    GM_REFUSED(g, WG_GAME_REASON_NOT_WAITING, wg_game_respond(g, b, r, &gm_e));
    wg_game_free(g);
}

/* A2: a response after the unit's last AP: the attacker is done at once,
 * and once the response ends, play passes from the attacker's player. */
static void test_response_after_last_ap(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    size_t r = gm_unit(g, 1, "r", 1, 5, 50), r2 = gm_unit(g, 1, "r2", 1, 5, 50),
           w = gm_unit(g, 2, "w", 1, 5, 50), b = gm_unit(g, 2, "b", 1, 5, 50);
    GM_OK(wg_game_start_turn(g, 2, NULL));
    GM_OK(wg_game_activate(g, w, NULL));
    GM_OK(wg_game_wait(g, w, NULL));
    GM_OK(wg_game_activate(g, r, NULL));
    GM_OK(wg_game_spend(g, r, 1, WG_GAME_ACTION_MELEE, true, w, NULL));
    assert_int_equal(gm_state(g, r), WG_UNIT_STATE_ACTIVATED);
    GM_OK(wg_game_respond(g, w, r, NULL));
    GM_OK(wg_game_end_activation(g, w, NULL));
    assert_int_equal(wg_game_to_act(g), 2); /* play passed from red to blue */
    GM_REFUSED(g, WG_GAME_REASON_NOT_YOUR_TURN, wg_game_activate(g, r2, &gm_e));
    gm_act(g, b);
    gm_act(g, r2);
    GM_OK(wg_game_end_turn(g, NULL));
    wg_game_free(g);
}

/* A2 decision: panic is a token beside the state: a panicked unit still
 * activates, and the token stays at the end of the turn until a rally. */
static void test_panic_kept_at_end_of_turn(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    size_t r = gm_unit(g, 1, "r", 1, 5, 50);
    GM_OK(wg_game_panic(g, r, NULL));
    GM_OK(wg_game_panic(g, r, NULL)); /* again: no change, no refusal */
    GM_OK(wg_game_start_turn(g, 1, NULL));
    gm_act(g, r);
    GM_OK(wg_game_end_turn(g, NULL));
    assert_true(gm_at(g, r).panicked);
    GM_OK(wg_game_rally(g, r, NULL));
    assert_false(gm_at(g, r).panicked);
    GM_OK(wg_game_rally(g, r, NULL));
    wg_game_free(g);
}

/* What an effect callback saw. */
typedef struct seen {
    wg_game *game;
    int calls;
    char effects[4][16];
    wg_unit_state states[4];
    wg_status acting; /* an action tried from inside the callback */
} seen;

static void resolve(const char *effect, size_t unit, void *data)
{
    seen *s = data;
    snprintf(s->effects[s->calls], sizeof s->effects[0], "%s", effect);
    s->states[s->calls++] = gm_state(s->game, unit);
    s->acting = wg_game_end_turn(s->game, NULL);
}

/* A3: at the end of a turn each effect in play is resolved, in the order
 * they came, while the activation counters are still on; ended effects
 * are not; a callback cannot act on its game. */
static void test_effects_before_counters(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    size_t r = gm_unit(g, 1, "r", 1, 5, 50), b = gm_unit(g, 2, "b", 1, 5, 50);
    seen s = {.game = g};
    wg_game_set_effect_fn(g, resolve, &s);
    GM_OK(wg_game_start_turn(g, 1, NULL));
    GM_OK(wg_game_add_effect(g, "fire", r, NULL));
    GM_OK(wg_game_add_effect(g, "smoke", b, NULL));
    GM_OK(wg_game_add_effect(g, "gone", b, NULL));
    GM_OK(wg_game_end_effect(g, "gone", NULL));
    gm_act(g, r);
    gm_act(g, b);
    GM_OK(wg_game_end_turn(g, NULL));
    assert_int_equal(s.calls, 2);
    assert_string_equal(s.effects[0], "fire");
    assert_string_equal(s.effects[1], "smoke");
    assert_int_equal(s.states[0], WG_UNIT_STATE_ACTIVATED);
    assert_int_equal(s.states[1], WG_UNIT_STATE_ACTIVATED);
    assert_int_equal(s.acting, WG_ESTATE);
    assert_int_equal(gm_state(g, r), WG_UNIT_STATE_UNACTIVATED);
    wg_game_effect e = {NULL, 9, 0};
    assert_int_equal(wg_game_effect_count(g), 2);
    assert_int_equal(wg_game_effect_at(&e, g, 1, NULL), WG_OK);
    assert_string_equal(e.id, "smoke");
    assert_int_equal(e.unit, b);
    assert_int_equal(e.resolutions, 1);
    wg_game_free(g);
}

/* Every event, in order, as a host sees it. */
typedef struct events {
    char text[1024];
} events;

static void record(const wg_game_event *e, void *data)
{
    events *ev = data;
    size_t n = strlen(ev->text);
    snprintf(ev->text + n, sizeof ev->text - n, "%s%s:%ld:%ld:%s:%d",
             n ? " " : "", wg_game_event_kind_name(e->kind), (long)e->unit,
             (long)e->other, e->effect ? e->effect : "-", e->count);
}

/* The events reach the host, in order, with what they concern. */
static void test_events(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    size_t r = gm_unit(g, 1, "r", 1, 2, 50), w = gm_unit(g, 2, "w", 1, 5, 50);
    events ev = {""};
    wg_game_set_event_fn(g, record, &ev);
    GM_OK(wg_game_start_turn(g, 2, NULL));
    GM_OK(wg_game_activate(g, w, NULL));
    GM_OK(wg_game_wait(g, w, NULL));
    GM_OK(wg_game_add_effect(g, "fire", w, NULL));
    GM_OK(wg_game_activate(g, r, NULL));
    GM_OK(wg_game_spend(g, r, 1, WG_GAME_ACTION_MELEE, true, w, NULL));
    GM_OK(wg_game_respond(g, w, r, NULL));
    GM_OK(wg_game_kill(g, r, 2, NULL));
    GM_OK(wg_game_end_activation(g, w, NULL));
    GM_OK(wg_game_end_turn(g, NULL));
    GM_OK(wg_game_end_game(g, NULL));
    assert_string_equal(ev.text,
        "activation-started:1:-1:-:0 activation-ended:1:-1:-:0 activation-started:0:-1:-:0 "
        "activation-ended:0:-1:-:0 response:1:0:-:0 kill:0:-1:-:2 "
        "activation-ended:1:-1:-:0 effect-resolved:1:-1:fire:1 turn-ended:-1:-1:-:0 "
        "game-over:-1:-1:-:0");
    wg_game_set_event_fn(g, NULL, NULL);
    wg_game_free(g);
}

/* The refusals of A1-A3 not met above, each leaving the game unchanged. */
static void test_refusals(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    size_t r = gm_unit(g, 1, "r", 2, 5, 50), r2 = gm_unit(g, 1, "r2", 2, 5, 50),
           b = gm_unit(g, 2, "b", 2, 5, 50);
    GM_REFUSED(g, WG_GAME_REASON_NOT_YOUR_TURN, wg_game_activate(g, r, &gm_e)); /* no turn */
    GM_REFUSED(g, WG_GAME_REASON_NOT_YOUR_TURN, wg_game_end_turn(g, &gm_e));
    GM_OK(wg_game_start_turn(g, 1, NULL));
    GM_REFUSED(g, WG_GAME_REASON_TURN_IN_PROGRESS, wg_game_start_turn(g, 2, &gm_e));
    GM_REFUSED(g, WG_GAME_REASON_NOT_ACTIVE,
               wg_game_spend(g, r, 1, WG_GAME_ACTION_MOVE, false, 0, &gm_e));
    GM_REFUSED(g, WG_GAME_REASON_NOT_ACTIVE, wg_game_wait(g, r, &gm_e));
    GM_REFUSED(g, WG_GAME_REASON_NOT_ACTIVE, wg_game_end_activation(g, r, &gm_e));
    GM_REFUSED(g, WG_GAME_REASON_UNKNOWN_UNIT, wg_game_activate(g, 7, &gm_e));
    GM_REFUSED(g, WG_GAME_REASON_UNKNOWN_UNIT, wg_game_respond(g, b, 7, &gm_e));
    GM_OK(wg_game_activate(g, r, NULL));
    GM_REFUSED(g, WG_GAME_REASON_NOT_YOUR_TURN, wg_game_activate(g, r2, &gm_e)); /* r acts */
    GM_REFUSED(g, WG_GAME_REASON_NO_AP,
               wg_game_spend(g, r, 3, WG_GAME_ACTION_MOVE, false, 0, &gm_e));
    GM_REFUSED(g, WG_GAME_REASON_NO_AP,
               wg_game_spend(g, r, 0, WG_GAME_ACTION_MOVE, false, 0, &gm_e));
    GM_REFUSED(g, WG_GAME_REASON_NOT_HOSTILE, wg_game_spend(g, r, 1, WG_GAME_ACTION_SHOOT, true, r2,
                                                       &gm_e));
    GM_REFUSED(g, WG_GAME_REASON_UNKNOWN_UNIT, wg_game_spend(g, r, 1, WG_GAME_ACTION_SHOOT, true, 9,
                                                        &gm_e));
    wg_error err;
    assert_int_equal(wg_game_spend(g, r, 1, WG_GAME_ACTION_COUNT, false, 0, &err), WG_EINVAL);
    assert_int_equal(wg_game_refusal(g), WG_GAME_REASON_NONE);
    GM_OK(wg_game_end_activation(g, r, NULL));
    gm_act(g, b);
    GM_REFUSED(g, WG_GAME_REASON_NOT_UNACTIVATED, wg_game_activate(g, r, &gm_e));
    assert_int_equal(wg_game_start_turn(g, 3, &err), WG_EINVAL);
    GM_OK(wg_game_end_game(g, NULL));
    GM_REFUSED(g, WG_GAME_REASON_GAME_OVER, wg_game_activate(g, r2, &gm_e));
    GM_REFUSED(g, WG_GAME_REASON_GAME_OVER, wg_game_end_game(g, &gm_e));
    GM_REFUSED(g, WG_GAME_REASON_GAME_OVER, wg_game_kill(g, 9, 1, &gm_e)); /* over comes first */
    assert_int_equal(wg_game_to_act(g), 0);
    assert_true(wg_game_over(g));
    wg_game_free(g);
}

/* A unit with no models left is destroyed: it needs no activation, a
 * destroyed acting unit's activation ends, and it is refused as a target. */
static void test_destroyed_units(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    size_t r = gm_unit(g, 1, "r", 2, 2, 50), r2 = gm_unit(g, 1, "r2", 2, 2, 50),
           b = gm_unit(g, 2, "b", 2, 2, 50);
    GM_OK(wg_game_start_turn(g, 1, NULL));
    GM_OK(wg_game_activate(g, r, NULL));
    GM_OK(wg_game_kill(g, r, 2, NULL)); /* while acting */
    assert_int_equal(gm_state(g, r), WG_UNIT_STATE_DESTROYED);
    assert_int_equal(wg_game_to_act(g), 2);
    GM_REFUSED(g, WG_GAME_REASON_DESTROYED, wg_game_kill(g, r, 1, &gm_e));
    GM_REFUSED(g, WG_GAME_REASON_DESTROYED, wg_game_panic(g, r, &gm_e));
    GM_OK(wg_game_activate(g, b, NULL));
    GM_REFUSED(g, WG_GAME_REASON_DESTROYED,
               wg_game_spend(g, b, 1, WG_GAME_ACTION_SHOOT, true, r, &gm_e));
    GM_REFUSED(g, WG_GAME_REASON_NO_MODELS, wg_game_kill(g, r2, 3, &gm_e));
    GM_REFUSED(g, WG_GAME_REASON_NO_MODELS, wg_game_kill(g, r2, 0, &gm_e));
    GM_OK(wg_game_kill(g, r2, 2, NULL)); /* red's last unit to act: none left */
    GM_OK(wg_game_end_activation(g, b, NULL));
    assert_int_equal(wg_game_to_act(g), 0);
    GM_OK(wg_game_end_turn(g, NULL));
    assert_int_equal(gm_state(g, r), WG_UNIT_STATE_DESTROYED);
    assert_int_equal(gm_at(g, r).ap, 0);
    wg_game_free(g);
}

/* A1-A3 at their edges: a unit waiting since this turn cannot be
 * activated yet; a response only by the attacked player's waiting units,
 * one waiting since an earlier turn included; waiting units destroyed; a
 * turn cannot end while a unit acts. */
static void test_edges(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    size_t r = gm_unit(g, 1, "r", 2, 2, 50), rw = gm_unit(g, 1, "rw", 1, 2, 50),
           b = gm_unit(g, 2, "b", 1, 2, 50), bw = gm_unit(g, 2, "bw", 1, 2, 50),
           bx = gm_unit(g, 2, "bx", 1, 2, 50);
    GM_OK(wg_game_start_turn(g, 1, NULL));
    GM_OK(wg_game_activate(g, rw, NULL));
    GM_OK(wg_game_wait(g, rw, NULL));
    GM_OK(wg_game_activate(g, bw, NULL));
    GM_OK(wg_game_wait(g, bw, NULL));
    GM_OK(wg_game_activate(g, r, NULL));
    GM_REFUSED(g, WG_GAME_REASON_UNITS_TO_ACT, wg_game_end_turn(g, &gm_e)); /* r is acting */
    GM_OK(wg_game_spend(g, r, 1, WG_GAME_ACTION_SHOOT, true, b, NULL));
    /* red's own waiting unit cannot answer red's action */
    GM_REFUSED(g, WG_GAME_REASON_NOT_HOSTILE, wg_game_respond(g, rw, r, &gm_e));
    GM_REFUSED(g, WG_GAME_REASON_UNKNOWN_UNIT, wg_game_respond(g, 9, r, &gm_e));
    GM_OK(wg_game_end_activation(g, r, NULL));
    GM_OK(wg_game_activate(g, b, NULL));
    GM_OK(wg_game_end_activation(g, b, NULL));
    /* blue's turn to act: rw waits since this turn, so red has none */
    assert_int_equal(wg_game_to_act(g), 2);
    GM_OK(wg_game_activate(g, bx, NULL));
    GM_OK(wg_game_end_activation(g, bx, NULL));
    assert_int_equal(wg_game_to_act(g), 0);
    GM_REFUSED(g, WG_GAME_REASON_NOT_YOUR_TURN, wg_game_activate(g, bw, &gm_e)); /* nobody to act */
    GM_OK(wg_game_end_turn(g, NULL));
    GM_OK(wg_game_start_turn(g, 1, NULL));
    GM_OK(wg_game_activate(g, r, NULL));
    GM_OK(wg_game_spend(g, r, 2, WG_GAME_ACTION_MELEE, true, b, NULL));
    GM_OK(wg_game_respond(g, bw, r, NULL)); /* waiting since turn 1 */
    GM_OK(wg_game_end_activation(g, bw, NULL));
    GM_OK(wg_game_kill(g, rw, 2, NULL)); /* waiting since turn 1, destroyed */
    GM_OK(wg_game_activate(g, b, NULL));
    GM_OK(wg_game_wait(g, b, NULL));
    GM_OK(wg_game_kill(g, b, 2, NULL)); /* waiting since this turn, destroyed */
    assert_int_equal(gm_state(g, b), WG_UNIT_STATE_DESTROYED);
    assert_int_equal(wg_game_to_act(g), 2);
    GM_OK(wg_game_activate(g, bx, NULL));
    GM_OK(wg_game_end_activation(g, bx, NULL));
    GM_OK(wg_game_end_turn(g, NULL));
    GM_OK(wg_game_kill(g, bx, 1, NULL)); /* between turns */
    wg_error err;
    assert_int_equal(wg_game_add_effect(g, "fire", rw, &err), WG_ERULE); /* destroyed */
    GM_OK(wg_game_end_game(g, NULL));
    assert_int_equal(wg_game_add_effect(g, "fire", r, &err), WG_ERULE); /* over */
    assert_int_equal(wg_game_refusal(g), WG_GAME_REASON_GAME_OVER);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_unequal_unit_counts),
        cmocka_unit_test(test_waiting_across_turns),
        cmocka_unit_test(test_response_to_hostile_only),
        cmocka_unit_test(test_response_after_last_ap),
        cmocka_unit_test(test_panic_kept_at_end_of_turn),
        cmocka_unit_test(test_effects_before_counters),
        cmocka_unit_test(test_events),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_destroyed_units),
        cmocka_unit_test(test_edges),
    };
    return cmocka_run_group_tests_name("game_turns", tests, harness_setup, harness_teardown);
}
