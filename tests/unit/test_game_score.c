/* Victory (rules V1, V2 and their decisions): battle points as exact
 * fractions, objectives deciding a scenario, draws; the state as JSON. */
#include "test_game_common.h"

/* The player's battle points are num/den. */
static void expect_bp(const wg_game *g, int player, int64_t num, int64_t den)
{
    wg_score s;
    assert_int_equal(wg_game_score(&s, g, NULL), WG_OK);
    assert_int_equal(s.battle_points[player - 1].num, num);
    assert_int_equal(s.battle_points[player - 1].den, den);
}

/* V decision: a killed model is worth its unit's cost over its starting
 * model count, summed exactly: a whole unit is worth exactly its cost. */
static void test_whole_unit_worth_its_cost(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    size_t r = gm_unit(g, 1, "r", 1, 7, 100), b = gm_unit(g, 2, "b", 1, 10, 130);
    GM_OK(wg_game_kill(g, r, 3, NULL));
    expect_bp(g, 2, 300, 7);
    GM_OK(wg_game_kill(g, r, 2, NULL));
    expect_bp(g, 2, 500, 7);
    GM_OK(wg_game_kill(g, r, 2, NULL));
    expect_bp(g, 2, 100, 1);
    GM_OK(wg_game_kill(g, b, 3, NULL));
    GM_OK(wg_game_kill(g, b, 3, NULL));
    GM_OK(wg_game_kill(g, b, 4, NULL));
    expect_bp(g, 1, 130, 1);
    assert_int_equal(wg_game_winner(g), 1);
    json_t *doc = gm_json(g);
    json_t *bp = json_object_get(json_object_get(doc, "score"), "battle_points");
    assert_string_equal(json_string_value(json_array_get(bp, 0)), "130");
    assert_string_equal(json_string_value(json_array_get(bp, 1)), "100");
    json_decref(doc);
    wg_game_free(g);
}

/* V1: a half-point cost and a fraction that stays one: "130/3" in JSON. */
static void test_fractions_in_json(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    wg_game_unit_def u = {"half", "Half", 1, 3, 261}; /* 130.5 points */
    assert_int_equal(wg_game_add_unit(NULL, g, 1, &u, NULL), WG_OK);
    size_t b = gm_unit(g, 2, "b", 1, 3, 130);
    GM_OK(wg_game_kill(g, 0, 1, NULL));
    expect_bp(g, 2, 87, 2); /* 130.5 / 3 = 43.5 */
    GM_OK(wg_game_kill(g, b, 1, NULL));
    expect_bp(g, 1, 130, 3);
    json_t *doc = gm_json(g);
    json_t *bp = json_object_get(json_object_get(doc, "score"), "battle_points");
    assert_string_equal(json_string_value(json_array_get(bp, 0)), "130/3");
    assert_string_equal(json_string_value(json_array_get(bp, 1)), "87/2");
    assert_int_equal(json_integer_value(json_object_get(doc, "winner")), 2);
    json_decref(doc);
    wg_game_free(g);
}

/* V1 decision: equal battle points are a draw, fractions compared exactly. */
static void test_draw_on_equal_points(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    size_t r = gm_unit(g, 1, "r", 1, 3, 100), b = gm_unit(g, 2, "b", 1, 6, 200);
    assert_int_equal(wg_game_winner(g), 0); /* 0 against 0 */
    GM_OK(wg_game_kill(g, r, 1, NULL));     /* 100/3 for blue */
    GM_OK(wg_game_kill(g, b, 1, NULL));     /* 200/6 = 100/3 for red */
    assert_int_equal(wg_game_winner(g), 0);
    GM_OK(wg_game_end_game(g, NULL));
    json_t *doc = gm_json(g);
    assert_true(json_is_null(json_object_get(doc, "winner")));
    assert_true(json_is_true(json_object_get(doc, "draw")));
    assert_true(json_is_true(json_object_get(doc, "over")));
    json_decref(doc);
    wg_game_free(g);
}

/* V2 decision: in a scenario the objective points decide, even against
 * more battle points; battle points are still reported. A destroy
 * objective is scored when its target is destroyed, for the target's
 * opponent. */
static void test_objectives_decide(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    size_t r = gm_unit(g, 1, "r", 1, 5, 300), b = gm_unit(g, 2, "b", 1, 5, 50);
    wg_objective_def hill = {"hill", WG_OBJECTIVE_KIND_HOLD, 3, NULL};
    wg_objective_def slay = {"slay", WG_OBJECTIVE_KIND_DESTROY, 5, "b"};
    wg_objective_def walk = {"walk", WG_OBJECTIVE_KIND_ESCORT, 4, "b"};
    size_t h, w;
    assert_int_equal(wg_game_add_objective(&h, g, &hill, NULL), WG_OK);
    assert_int_equal(wg_game_add_objective(NULL, g, &slay, NULL), WG_OK);
    assert_int_equal(wg_game_add_objective(&w, g, &walk, NULL), WG_OK);
    assert_true(wg_game_is_scenario(g));
    GM_OK(wg_game_kill(g, r, 5, NULL)); /* blue: 300 battle points */
    GM_OK(wg_game_score_objective(g, h, 1, NULL));
    assert_int_equal(wg_game_winner(g), 1); /* 3 objective points to 0 */
    wg_error err;
    assert_int_equal(wg_game_score_objective(g, h, 2, &err), WG_EINVAL); /* scored once */
    assert_int_equal(wg_game_score_objective(g, 1, 1, &err), WG_EINVAL); /* destroy: by play */
    assert_int_equal(wg_game_score_objective(g, w, 1, &err), WG_EINVAL); /* blue's escort */
    GM_OK(wg_game_score_objective(g, w, 2, NULL));
    assert_int_equal(wg_game_winner(g), 2);
    GM_OK(wg_game_kill(g, b, 5, NULL));
    wg_score s;
    assert_int_equal(wg_game_score(&s, g, NULL), WG_OK);
    assert_int_equal(s.objectives[0], 8); /* hill, then slay on b's destruction */
    assert_int_equal(s.objectives[1], 4);
    assert_int_equal(s.battle_points[0].num, 50);
    assert_int_equal(s.battle_points[1].num, 300);
    assert_int_equal(wg_game_winner(g), 1);
    wg_game_objective o;
    assert_int_equal(wg_game_objective_at(&o, g, 1, NULL), WG_OK);
    assert_string_equal(o.id, "slay");
    assert_int_equal(o.scored_by, 1);
    assert_int_equal(o.unit, b);
    GM_REFUSED(g, WG_GAME_REASON_UNKNOWN_UNIT, wg_game_score_objective(g, 3, 1, &gm_e));
    wg_game_free(g);
}

/* V2: an escort objective cannot be scored once its unit is destroyed. */
static void test_escort_of_destroyed_unit(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    gm_unit(g, 1, "r", 1, 1, 100);
    wg_objective_def walk = {"walk", WG_OBJECTIVE_KIND_ESCORT, 4, "r"};
    assert_int_equal(wg_game_add_objective(NULL, g, &walk, NULL), WG_OK);
    GM_OK(wg_game_kill(g, 0, 1, NULL));
    GM_REFUSED(g, WG_GAME_REASON_DESTROYED, wg_game_score_objective(g, 0, 1, &gm_e));
    wg_game_free(g);
}

/* The state document: every key of FORMATS' wargen-game/1 output. */
static void test_state_json(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    size_t r = gm_unit(g, 1, "knights", 3, 5, 130);
    gm_unit(g, 2, "archers", 2, 10, 90);
    GM_OK(wg_game_start_turn(g, 1, NULL));
    GM_OK(wg_game_activate(g, r, NULL));
    GM_OK(wg_game_spend(g, r, 2, WG_GAME_ACTION_MOVE, false, 0, NULL));
    GM_OK(wg_game_add_effect(g, "fire", r, NULL));
    GM_OK(wg_game_panic(g, 1, NULL));
    char *text = NULL;
    assert_int_equal(wg_game_to_json(&text, g, NULL), WG_OK);
    assert_string_equal(text,
        "{\"turn\": 1, \"step\": 5, \"to_act\": 1, \"units\": {\"knights\": {\"player\": 1, "
        "\"state\": \"active\", \"panicked\": false, \"ap\": 1, \"models\": 5}, \"archers\": "
        "{\"player\": 2, \"state\": \"unactivated\", \"panicked\": true, \"ap\": 2, "
        "\"models\": 10}}, \"effects\": [{\"id\": \"fire\", \"by\": \"knights\", "
        "\"resolutions\": 0}], \"score\": {\"battle_points\": [\"0\", \"0\"], "
        "\"objectives\": [0, 0]}, \"winner\": null, \"draw\": true, \"over\": false}");
    wg_free(text);
    assert_int_equal(wg_game_to_json(NULL, g, NULL), WG_EINVAL);
    assert_int_equal(wg_game_to_json(&text, NULL, NULL), WG_EINVAL);
    wg_game_free(g);
}

/* Battle points past 64 bits are refused (WG_ERANGE), the game unchanged. */
static void test_points_overflow(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    /* model counts whose least common multiple outgrows 64 bits */
    static const int primes[] = {99991, 99989, 99971, 99961, 99929};
    char id[16];
    for (int k = 0; k < 5; k++) {
        snprintf(id, sizeof id, "u%d", k);
        wg_game_unit_def u = {id, NULL, 1, primes[k], 2 * WG_POINTS_MAX_COST};
        assert_int_equal(wg_game_add_unit(NULL, g, 1, &u, NULL), WG_OK);
    }
    wg_status st = WG_OK;
    wg_error err;
    size_t k = 0;
    for (; k < 5 && st == WG_OK; k++)
        st = wg_game_kill(g, k, 1, &err);
    assert_int_equal(st, WG_ERANGE);
    assert_int_equal(wg_game_step(g), k - 1);
    assert_int_equal(gm_at(g, k - 1).models, primes[k - 1]);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_whole_unit_worth_its_cost),
        cmocka_unit_test(test_fractions_in_json),
        cmocka_unit_test(test_draw_on_equal_points),
        cmocka_unit_test(test_objectives_decide),
        cmocka_unit_test(test_escort_of_destroyed_unit),
        cmocka_unit_test(test_state_json),
        cmocka_unit_test(test_points_overflow),
    };
    return cmocka_run_group_tests_name("game_score", tests, harness_setup, harness_teardown);
}
