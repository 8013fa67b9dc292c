/* Restoring a saved game (wg_game_restore): the library's own
 * `wargen-game/1` log replays to the same state however long it is (the
 * 16 MiB limit stays for documents from outside: wg_game_load_string),
 * with every check of the document kept; allocation failures. Rules A1-A3
 * (the turns replayed), V1 (the score restored). */
#include "test_game_common.h"

/* A whole game (A1-A3, V1): a response, a kill, an effect in play. */
static wg_game *small_game(void)
{
    wg_game *g = gm_new();
    size_t k = gm_unit(g, 1, "knights", 3, 5, 130), a = gm_unit(g, 2, "archers", 2, 10, 90);
    GM_OK(wg_game_start_turn(g, 2, NULL));
    GM_OK(wg_game_activate(g, a, NULL));
    GM_OK(wg_game_wait(g, a, NULL));
    GM_OK(wg_game_activate(g, k, NULL));
    GM_OK(wg_game_spend(g, k, 1, WG_GAME_ACTION_MELEE, true, a, NULL));
    GM_OK(wg_game_respond(g, a, k, NULL));
    GM_OK(wg_game_spend(g, a, 2, WG_GAME_ACTION_SHOOT, true, k, NULL));
    GM_OK(wg_game_kill(g, a, 3, NULL));
    GM_OK(wg_game_add_effect(g, "fire", k, NULL));
    GM_OK(wg_game_end_activation(g, k, NULL));
    GM_OK(wg_game_end_turn(g, NULL));
    return g;
}

/* The game's log, restored: the same state and log (gm_snapshot). */
static wg_game *restored(const wg_game *g)
{
    char *log = NULL;
    wg_game *h = NULL;
    wg_error err;
    assert_int_equal(wg_game_log_to_json(&log, g, NULL), WG_OK);
    if (wg_game_restore(&h, log, strlen(log), &err) != WG_OK)
        fail_msg("restore: %s", err.message);
    wg_free(log);
    char *a = gm_snapshot(g), *b = gm_snapshot(h);
    assert_string_equal(a, b);
    free(a);
    free(b);
    return h;
}

/* A3, V1: a small game restores to its state, score and effects. */
static void test_restores_small_game(void **state)
{
    (void)state;
    wg_game *g = small_game(), *h = restored(g);
    wg_score s;
    assert_int_equal(wg_game_score(&s, h, NULL), WG_OK);
    assert_int_equal(s.battle_points[0].num, 27); /* 3 x 90 / 10 */
    assert_int_equal(wg_game_effect_count(h), 1);
    assert_int_equal(wg_game_step(h), wg_game_step(g));
    wg_game_free(h);
    wg_game_free(g);
}

/* Whether the tests run under valgrind (meson test --setup valgrind sets
 * WARGEN_TEST_WRAPPER): a million actions take minutes there, and check
 * nothing the small games do not. */
static bool under_valgrind(void)
{
    return getenv("WARGEN_TEST_WRAPPER") != NULL;
}

/* One turn of 6 actions (A1, A3): each unit activated and spent. */
static void turn(wg_game *g)
{
    GM_OK(wg_game_start_turn(g, 1, NULL));
    GM_OK(wg_game_activate(g, 0, NULL));
    GM_OK(wg_game_spend(g, 0, 1, WG_GAME_ACTION_MOVE, false, 0, NULL));
    GM_OK(wg_game_activate(g, 1, NULL));
    GM_OK(wg_game_spend(g, 1, 1, WG_GAME_ACTION_SHOOT, true, 0, NULL));
    GM_OK(wg_game_end_turn(g, NULL));
}

/* A game of a million actions (A1-A3): its log is over the 16 MiB that
 * a document from outside may have, which wg_game_load_string refuses;
 * restored, it is the same game: the same state and log. */
static void test_restores_a_million_actions(void **state)
{
    (void)state;
    if (under_valgrind())
        skip();
    harness_stack_checks(false); /* millions of allocations; the small tests check them */
    wg_game *g = gm_new(), *h = NULL;
    gm_unit(g, 1, "a", 1, 1000, 100);
    gm_unit(g, 2, "b", 1, 1000, 100);
    GM_OK(wg_game_add_effect(g, "fire", 1, NULL)); /* resolved at each end of turn (A3) */
    GM_OK(wg_game_kill(g, 1, 1, NULL));
    while (wg_game_step(g) + 6 <= 1000000)
        turn(g);
    while (wg_game_step(g) < 1000000)
        GM_OK(wg_game_kill(g, 0, 1, NULL));
    char *log = NULL;
    wg_error err;
    assert_int_equal(wg_game_log_to_json(&log, g, NULL), WG_OK);
    size_t size = strlen(log);
    assert_true(size > (size_t)16 << 20);
    assert_int_equal(wg_game_load_string(&h, log, size, NULL, &err), WG_EPARSE);
    assert_null(h);
    assert_non_null(strstr(err.message, "larger than 16777216 bytes"));
    wg_free(log);
    h = restored(g); /* the same state and log */
    assert_int_equal(wg_game_step(h), 1000000);
    assert_int_equal(wg_game_turn(h), 166666);
    wg_game_free(h);
    wg_game_free(g);
    harness_stack_checks(true);
}

/* No size limit, but every other check of wg_game_load_string: bad JSON,
 * the nesting limit, unknown keys, a player's view, and a refused action
 * (located, with no game: a save that does not replay is corrupt). */
static void test_checks_stay(void **state)
{
    (void)state;
    static const struct {
        const char *doc, *path;
        wg_status code;
    } cases[] = {
        {"{\"format\": \"wargen-game/1\",", "", WG_EPARSE},
        {"{\"format\": \"wargen-game/1\", \"x\": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]"
         "]]]]]]]]]]]]]]]]]]]]]]]}", "", WG_EPARSE},
        {"{\"format\": \"wargen-game/1\", \"players\": [{\"units\": []}, {\"units\": []}], "
         "\"actions\": [], \"colour\": 1}", "colour", WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"view\": 1, \"players\": [{\"units\": []}, "
         "{\"units\": []}], \"actions\": []}", "view", WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": [{\"units\": []}, {\"units\": []}], "
         "\"actions\": [{\"initiative\": 1},\n{\"end_game\": true}, {\"end_game\": true}]}",
         "actions[2]", WG_ERULE},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        wg_game *g = (wg_game *)&g; /* not NULL: restore must set it */
        wg_error err;
        assert_int_equal(wg_game_restore(&g, cases[i].doc, strlen(cases[i].doc), &err),
                         cases[i].code);
        assert_null(g);
        assert_string_equal(err.file, "<saved game>");
        assert_string_equal(err.path ? err.path : "", cases[i].path);
    }
    wg_error err;
    const char *deep = cases[1].doc;
    wg_game *g = NULL;
    assert_int_equal(wg_game_restore(&g, deep, strlen(deep), &err), WG_EPARSE);
    assert_non_null(strstr(err.message, "nested deeper than 32 levels"));
    assert_int_equal(wg_game_restore(NULL, deep, strlen(deep), &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_game_restore: out is NULL");
    assert_int_equal(wg_game_restore(&g, NULL, 0, &err), WG_EINVAL);
    assert_null(g);
}

/* Restoring with each allocation failing. */
static wg_status op_restore(void *ctx)
{
    const char *log = ctx;
    wg_game *g = NULL;
    wg_error err;
    wg_status st = OOM_CALL(wg_game_restore(&g, log, strlen(log), &err));
    if (st != WG_OK) {
        assert_null(g);
        assert_string_equal(err.message, "out of memory");
    }
    wg_game_free(g);
    return st;
}

static void test_alloc_failures(void **state)
{
    (void)state;
    wg_game *g = small_game();
    char *log = NULL;
    assert_int_equal(wg_game_log_to_json(&log, g, NULL), WG_OK);
    assert_true(harness_fail_each_alloc(op_restore, log) >= 20);
    wg_free(log);
    wg_game_free(g);
    assert_int_equal(harness_live(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_restores_small_game),
        cmocka_unit_test(test_restores_a_million_actions),
        cmocka_unit_test(test_checks_stay),
        cmocka_unit_test(test_alloc_failures),
    };
    return cmocka_run_group_tests_name("game_restore", tests, harness_setup, harness_teardown);
}
