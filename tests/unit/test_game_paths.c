/* wg_game_activate() and wg_game_spend() take a short path for the usual
 * case and the checked path for the rest (lib/game/activation.c). These
 * tests drive every combination of their arguments over a small table of
 * units, and compare each outcome with the rules of A1 and A2 written
 * here once more, independently, in their order: both paths must agree
 * with them, refusals must leave the game unchanged. */
#include "test_game_common.h"

/* The units of the scene: red r acts (2 AP), r2 is red's other unit, b is
 * blue's, bd blue's destroyed one; NO_UNIT is none. */
enum { R, R2, B, BD, NO_UNIT = 9, N_UNITS = 5 };
static const size_t units[N_UNITS] = {R, R2, B, BD, NO_UNIT};
static const int players[4] = {1, 1, 2, 2};

/* Red to act in turn 1, r active with 2 AP. */
static wg_game *acting_scene(void)
{
    wg_game *g = gm_new();
    gm_unit(g, 1, "r", 2, 5, 50);
    gm_unit(g, 1, "r2", 2, 5, 50);
    gm_unit(g, 2, "b", 2, 5, 50);
    gm_unit(g, 2, "bd", 2, 5, 50);
    GM_OK(wg_game_kill(g, BD, 5, NULL));
    GM_OK(wg_game_start_turn(g, 1, NULL));
    GM_OK(wg_game_activate(g, R, NULL));
    return g;
}

/* What A2 says of a spend by the scene (refusals in the documented order;
 * WG_GAME_REASON_NONE with WG_OK when it is applied). */
static wg_status spend_rule(wg_game_reason *why, size_t unit, int ap, wg_game_action action,
                            bool hostile, size_t target)
{
    *why = WG_GAME_REASON_NONE;
    if ((unsigned)action >= WG_GAME_ACTION_COUNT)
        return WG_EINVAL;
    if (unit == NO_UNIT)
        *why = WG_GAME_REASON_UNKNOWN_UNIT;
    else if (unit == BD)
        *why = WG_GAME_REASON_DESTROYED;
    else if (unit != R)
        *why = WG_GAME_REASON_NOT_ACTIVE;
    else if (ap < 1 || ap > 2)
        *why = WG_GAME_REASON_NO_AP;
    else if (hostile && target == NO_UNIT)
        *why = WG_GAME_REASON_UNKNOWN_UNIT;
    else if (hostile && target == BD)
        *why = WG_GAME_REASON_DESTROYED;
    else if (hostile && players[target] == players[R])
        *why = WG_GAME_REASON_NOT_HOSTILE;
    return *why == WG_GAME_REASON_NONE ? WG_OK : WG_ERULE;
}

/* One spend against the rule: status, reason, and then the game changed
 * (AP spent, the activation over with the last AP) or not at all. */
static void check_spend(size_t unit, int ap, wg_game_action action, bool hostile,
                        size_t target)
{
    wg_game *g = acting_scene();
    char *before = gm_snapshot(g);
    wg_game_reason want;
    wg_status expect = spend_rule(&want, unit, ap, action, hostile, target);
    wg_error err;
    wg_status got = wg_game_spend(g, unit, ap, action, hostile, target, &err);
    if (got != expect || wg_game_refusal(g) != want)
        fail_msg("spend(unit %zu, %d AP, action %d, hostile %d, target %zu): %s (%s), "
                 "want %s (%s)", unit, ap, (int)action, hostile, target, wg_status_str(got),
                 wg_game_reason_name(wg_game_refusal(g)), wg_status_str(expect),
                 wg_game_reason_name(want));
    char *after = gm_snapshot(g);
    if (expect != WG_OK) {
        assert_string_equal(before, after);
    } else {
        assert_int_equal(gm_at(g, R).ap, 2 - ap);
        assert_int_equal(gm_state(g, R), ap == 2 ? WG_UNIT_STATE_ACTIVATED : WG_UNIT_STATE_ACTIVE);
        assert_int_equal(wg_game_to_act(g), ap == 2 ? 2 : 1); /* blue next, or red still */
    }
    free(before);
    free(after);
    wg_game_free(g);
}

/* A2: every spend by every unit of the scene, 0 to 3 AP, at every target. */
static void test_spend_grid(void **state)
{
    (void)state;
    const wg_game_action actions[] = {WG_GAME_ACTION_MOVE, WG_GAME_ACTION_SHOOT,
                                      WG_GAME_ACTION_COUNT};
    for (int u = 0; u < N_UNITS; u++)
        for (int ap = 0; ap <= 3; ap++)
            for (int a = 0; a < 3; a++)
                for (int h = 0; h < 2; h++)
                    for (int t = 0; t < N_UNITS; t++)
                        check_spend(units[u], ap, actions[a], h == 1, units[t]);
}

/* The activation scene: turn 1, red to act again after each player's
 * first activation: ra activated, rw waiting since this turn, rd
 * destroyed, ru and rx unactivated; blue's b1 activated, b2 unactivated.
 * With acting, rx is active. */
enum { RU, RA, RW, RD, RX, B1, B2, N_SCENE = 7 };
static const int scene_players[N_SCENE] = {1, 1, 1, 1, 1, 2, 2};

static wg_game *activation_scene(bool acting)
{
    wg_game *g = gm_new();
    const char *ids[N_SCENE] = {"ru", "ra", "rw", "rd", "rx", "b1", "b2"};
    for (int i = 0; i < N_SCENE; i++)
        gm_unit(g, scene_players[i], ids[i], 1, 2, 50);
    GM_OK(wg_game_kill(g, RD, 2, NULL));
    GM_OK(wg_game_start_turn(g, 1, NULL));
    gm_act(g, RA);
    gm_act(g, B1);
    GM_OK(wg_game_activate(g, RW, NULL));
    GM_OK(wg_game_wait(g, RW, NULL));
    assert_int_equal(wg_game_to_act(g), 2);
    gm_act(g, B2);
    assert_int_equal(wg_game_to_act(g), 1);
    if (acting)
        GM_OK(wg_game_activate(g, RX, NULL));
    return g;
}

/* What A1 and A2 say of activating unit in the scene. */
static wg_game_reason activate_rule(size_t unit, bool acting)
{
    if (unit >= N_SCENE)
        return WG_GAME_REASON_UNKNOWN_UNIT;
    if (unit == RD)
        return WG_GAME_REASON_DESTROYED;
    if (acting || scene_players[unit] != 1)
        return WG_GAME_REASON_NOT_YOUR_TURN;
    if (unit == RA || unit == RW)
        return WG_GAME_REASON_NOT_UNACTIVATED;
    return WG_GAME_REASON_NONE;
}

/* A1, A2: every unit of the scene activated, with and without a unit
 * acting; refusals leave the game unchanged. */
static void test_activate_grid(void **state)
{
    (void)state;
    for (int acting = 0; acting < 2; acting++)
        for (size_t unit = 0; unit <= N_SCENE; unit++) {
            wg_game *g = activation_scene(acting);
            char *before = gm_snapshot(g);
            wg_game_reason want = activate_rule(unit, acting);
            wg_error err;
            wg_status got = wg_game_activate(g, unit, &err);
            if (got != (want == WG_GAME_REASON_NONE ? WG_OK : WG_ERULE) ||
                wg_game_refusal(g) != want)
                fail_msg("activate(%zu) with%s a unit acting: %s (%s), want %s", unit,
                         acting ? "" : "out", wg_status_str(got),
                         wg_game_reason_name(wg_game_refusal(g)), wg_game_reason_name(want));
            char *after = gm_snapshot(g);
            if (want != WG_GAME_REASON_NONE)
                assert_string_equal(before, after);
            else
                assert_int_equal(gm_state(g, unit), WG_UNIT_STATE_ACTIVE);
            free(before);
            free(after);
            wg_game_free(g);
        }
}

/* A host naming units by id passes an unknown one as an index past the
 * last: the refusal (A1's order kept) is restated by the id; a refusal of
 * another argument, another status, NULLs pass through unchanged. */
static void test_refused_by_id(void **state)
{
    (void)state;
    wg_game *g = acting_scene();
    wg_error err;
    wg_status st = wg_game_spend(g, R, 1, WG_GAME_ACTION_SHOOT, true, N_UNITS - 1, &err);
    assert_int_equal(wg_game_restate_unit_refusal(g, st, N_UNITS - 1, "ghost", &err), WG_ERULE);
    assert_string_equal(err.message, "unknown-unit: no unit \"ghost\" in the game");
    assert_int_equal(wg_game_refusal(g), WG_GAME_REASON_UNKNOWN_UNIT);
    /* the acting unit is known: the target's message stays */
    assert_int_equal(wg_game_restate_unit_refusal(g, st, R, "r", &err), WG_ERULE);
    assert_string_equal(err.message, "unknown-unit: no unit \"ghost\" in the game");
    st = wg_game_spend(g, R, 3, WG_GAME_ACTION_MOVE, false, 0, &err); /* another reason */
    char before[sizeof err.message];
    memcpy(before, err.message, sizeof before);
    assert_int_equal(wg_game_restate_unit_refusal(g, st, 99, "ghost", &err), WG_ERULE);
    assert_string_equal(err.message, before);
    assert_int_equal(wg_game_restate_unit_refusal(g, WG_OK, 99, "ghost", &err), WG_OK);
    assert_int_equal(wg_game_restate_unit_refusal(NULL, WG_ERULE, 99, "x", &err), WG_ERULE);
    assert_int_equal(wg_game_restate_unit_refusal(g, WG_ERULE, 99, NULL, &err), WG_ERULE);
    assert_int_equal(wg_game_restate_unit_refusal(g, WG_ERULE, 99, "x", NULL), WG_ERULE);
    assert_string_equal(err.message, before);
    /* V2: an objective by id */
    GM_OK(wg_game_end_activation(g, R, NULL));
    st = wg_game_score_objective(g, wg_game_objective_count(g), 1, &err);
    assert_int_equal(wg_game_restate_objective_refusal(g, st, wg_game_objective_count(g), "hill",
                                                     &err), WG_ERULE);
    assert_string_equal(err.message, "unknown-unit: no objective \"hill\" in the game");
    assert_int_equal(wg_game_restate_objective_refusal(NULL, WG_ERULE, 0, "hill", &err), WG_ERULE);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_spend_grid),
        cmocka_unit_test(test_activate_grid),
        cmocka_unit_test(test_refused_by_id),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
