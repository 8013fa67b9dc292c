/* mkstemp */
#define _POSIX_C_SOURCE 200809L

/* The game log (`wargen-game/1`): a game written out replays to the same
 * state; a document is read with located errors (bad setups exit as bad
 * input, refused actions stop at actions[N] with their reason); a game set
 * up from rosters; allocation failures. Rules A1-A3, V1-V2. */
#include "test_game_common.h"

#define GAME(players, ...) "{\"format\": \"wargen-game/1\", \"players\": " players \
                           ", \"actions\": [" __VA_ARGS__ "]}"
#define SETUP(players) GAME(players, "") /* no actions */
#define TWO "[{\"name\": \"Red\", \"units\": [{\"id\": \"knights\", \"name\": \"Knights\", " \
            "\"ap\": 3, \"models\": 5, \"cost\": 130}]}, {\"name\": \"Blue\", \"units\": " \
            "[{\"id\": \"archers\", \"ap\": 2, \"models\": 10, \"cost\": 90}, {\"id\": " \
            "\"guard\", \"ap\": 1, \"models\": 4, \"cost\": 62.5}]}]"

static wg_game *play(const char *doc, wg_status want, wg_error *err)
{
    wg_game *g = NULL;
    wg_status st = wg_game_load_string(&g, doc, strlen(doc), "game.json", err);
    if (st != want)
        fail_msg("play: %s, want %s (%s)", wg_status_str(st), wg_status_str(want),
                 err->message);
    return g;
}

/* FORMATS' example game, played: every kind of action. */
static const char EXAMPLE[] = GAME(TWO,
    "{\"initiative\": 2},\n"
    "{\"activate\": \"guard\"}, {\"wait\": \"guard\"},\n"
    "{\"activate\": \"knights\"},\n"
    "{\"spend\": \"knights\", \"ap\": 2, \"action\": \"move\"},\n"
    "{\"spend\": \"knights\", \"ap\": 1, \"action\": \"melee\", \"hostile\": true, "
    "\"target\": \"archers\"},\n"
    "{\"respond\": \"guard\", \"to\": \"knights\"},\n"
    "{\"spend\": \"guard\", \"ap\": 1, \"action\": \"shoot\", \"hostile\": true, "
    "\"target\": \"knights\"},\n"
    "{\"activate\": \"archers\"}, {\"end_activation\": \"archers\"},\n"
    "{\"kill\": \"archers\", \"models\": 4}, {\"panic\": \"archers\"}, "
    "{\"rally\": \"archers\"}, {\"panic\": \"archers\"},\n"
    "{\"effect\": {\"id\": \"fire\", \"by\": \"knights\"}},\n"
    "{\"effect\": {\"id\": \"smoke\", \"by\": \"guard\"}}, {\"end_effect\": \"smoke\"},\n"
    "{\"end_turn\": true}, {\"initiative\": 2}");

/* A3, V1 on a whole document: the state after FORMATS' example. */
static void test_example_game(void **state)
{
    (void)state;
    wg_error err;
    wg_game *g = play(EXAMPLE, WG_OK, &err);
    assert_int_equal(wg_game_step(g), 19);
    assert_int_equal(wg_game_turn(g), 2);
    assert_string_equal(wg_game_player_name(g, 2), "Blue");
    size_t archers;
    assert_int_equal(wg_game_find_unit(&archers, g, "archers", NULL), WG_OK);
    wg_game_unit a = gm_at(g, archers);
    assert_int_equal(a.models, 6);
    assert_true(a.panicked);
    assert_int_equal(a.state, WG_UNIT_STATE_UNACTIVATED);
    wg_score s;
    assert_int_equal(wg_game_score(&s, g, NULL), WG_OK);
    assert_int_equal(s.battle_points[0].num, 36); /* 4 x 90 / 10 */
    assert_int_equal(s.battle_points[0].den, 1);
    wg_game_effect e;
    assert_int_equal(wg_game_effect_count(g), 1);
    assert_int_equal(wg_game_effect_at(&e, g, 0, NULL), WG_OK);
    assert_string_equal(e.id, "fire");
    assert_int_equal(e.resolutions, 1);
    assert_int_equal(wg_game_to_act(g), 2);
    wg_game_free(g);
}

/* docs/FORMATS.md: the root may name its JSON Schema ("$schema", a string, for
 * editors): the same game as without it (A3); test_bad_documents has the
 * refusals (another type, the key elsewhere). */
static void test_schema_key(void **state)
{
    (void)state;
    wg_error err;
    char doc[sizeof EXAMPLE + 64];
    snprintf(doc, sizeof doc, "{\"$schema\": \"wargen-game-1.schema.json\", %s", EXAMPLE + 1);
    wg_game *g = play(EXAMPLE, WG_OK, &err), *h = play(doc, WG_OK, &err);
    char *a = gm_snapshot(g), *b = gm_snapshot(h);
    assert_string_equal(a, b);
    assert_int_equal(wg_game_step(h), 19);
    free(a);
    free(b);
    wg_game_free(h);
    wg_game_free(g);
}

/* A game written as a log replays to the same state, and writes the same
 * log again. */
static void test_log_replays(void **state)
{
    (void)state;
    wg_error err;
    wg_game *g = play(EXAMPLE, WG_OK, &err);
    wg_objective_def hill = {"hill", WG_OBJECTIVE_KIND_HOLD, 3, NULL};
    assert_int_equal(wg_game_add_objective(NULL, g, &hill, &err), WG_EINVAL); /* started */
    char *log = NULL, *again = NULL;
    assert_int_equal(wg_game_log_to_json(&log, g, NULL), WG_OK);
    wg_game *h = play(log, WG_OK, &err);
    char *a = gm_snapshot(g), *b = gm_snapshot(h);
    assert_string_equal(a, b);
    assert_int_equal(wg_game_log_to_json(&again, h, NULL), WG_OK);
    assert_string_equal(log, again);
    free(a);
    free(b);
    wg_free(log);
    wg_free(again);
    wg_game_free(h);
    wg_game_free(g);
}

/* Every unit a game takes, its log holds: the dearest cost, and halves. */
static void test_costs_round_trip(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    wg_game_unit_def dear = {"dear", NULL, 1, 3, 2 * WG_POINTS_MAX_COST};
    wg_game_unit_def half = {"half", NULL, 1, 1, 125};
    assert_int_equal(wg_game_add_unit(NULL, g, 1, &dear, NULL), WG_OK);
    assert_int_equal(wg_game_add_unit(NULL, g, 2, &half, NULL), WG_OK);
    GM_OK(wg_game_kill(g, 0, 1, NULL));
    char *log = NULL;
    wg_error err;
    assert_int_equal(wg_game_log_to_json(&log, g, NULL), WG_OK);
    wg_game *h = play(log, WG_OK, &err);
    char *a = gm_snapshot(g), *b = gm_snapshot(h);
    assert_string_equal(a, b);
    assert_non_null(strstr(log, "\"cost\": 62.5"));
    /* and in points, exact (R3), as the log writes them */
    wg_fraction f = wg_points_from_half(gm_at(h, 1).cost);
    assert_int_equal(f.num, 125);
    assert_int_equal(f.den, 2);
    f = wg_points_from_half(gm_at(h, 0).cost);
    assert_int_equal(f.num, WG_POINTS_MAX_COST);
    assert_int_equal(f.den, 1);
    free(a);
    free(b);
    wg_free(log);
    wg_game_free(h);
    wg_game_free(g);
}

/* A scenario and its objectives round trip: destroy by "target", escort
 * by "unit"; scored ones come back scored. */
static void test_scenario_round_trip(void **state)
{
    (void)state;
    static const char doc[] = "{\"format\": \"wargen-game/1\", \"players\": " TWO ", "
        "\"scenario\": {\"objectives\": [{\"id\": \"hill\", \"kind\": \"hold\", \"points\": 3}, "
        "{\"id\": \"slay\", \"kind\": \"destroy\", \"target\": \"guard\", \"points\": 5}, "
        "{\"id\": \"walk\", \"kind\": \"escort\", \"unit\": \"knights\", \"points\": 4}]}, "
        "\"actions\": [{\"objective\": \"hill\", \"player\": 2}, "
        "{\"kill\": \"guard\", \"models\": 4}, {\"objective\": \"walk\", \"player\": 1}, "
        "{\"end_game\": true}]}";
    wg_error err;
    wg_game *g = play(doc, WG_OK, &err);
    wg_score s;
    assert_int_equal(wg_game_score(&s, g, NULL), WG_OK);
    assert_int_equal(s.objectives[0], 9);
    assert_int_equal(s.objectives[1], 3);
    assert_int_equal(wg_game_winner(g), 1);
    assert_true(wg_game_over(g));
    char *log = NULL;
    assert_int_equal(wg_game_log_to_json(&log, g, NULL), WG_OK);
    wg_game *h = play(log, WG_OK, &err);
    char *a = gm_snapshot(g), *b = gm_snapshot(h);
    assert_string_equal(a, b);
    free(a);
    free(b);
    wg_free(log);
    wg_game_free(h);
    wg_game_free(g);
}

/* A refused action stops the replay at actions[N], located, its message
 * starting with the reason; the game as it stood before it is given. */
static void test_refused_action_located(void **state)
{
    (void)state;
    static const struct {
        const char *doc;
        wg_game_reason reason;
        size_t step;
    } cases[] = {
        {GAME(TWO, "{\"initiative\": 1},\n{\"activate\": \"archers\"}"),
         WG_GAME_REASON_NOT_YOUR_TURN, 1},
        {GAME(TWO, "{\"initiative\": 1},\n{\"activate\": \"nobody\"}"),
         WG_GAME_REASON_UNKNOWN_UNIT, 1},
        {GAME(TWO, "{\"initiative\": 1},\n{\"end_game\": true}, {\"kill\": \"nobody\", "
                   "\"models\": 1}"), WG_GAME_REASON_GAME_OVER, 2},
        {GAME(TWO, "{\"initiative\": 1},\n{\"end_turn\": true}"), WG_GAME_REASON_UNITS_TO_ACT, 1},
        {GAME(TWO, "{\"initiative\": 1},\n{\"activate\": \"knights\"}, {\"spend\": "
                   "\"knights\", \"ap\": 1, \"action\": \"shoot\", \"hostile\": true, "
                   "\"target\": \"ghost\"}"), WG_GAME_REASON_UNKNOWN_UNIT, 2},
        {GAME(TWO, "{\"objective\": \"hill\", \"player\": 1}"), WG_GAME_REASON_UNKNOWN_UNIT, 0},
        {GAME(TWO, "{\"end_effect\": \"fire\"}"), WG_GAME_REASON_UNKNOWN_UNIT, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        wg_error err;
        wg_game *g = play(cases[i].doc, WG_ERULE, &err);
        assert_non_null(g);
        assert_int_equal(wg_game_refusal(g), cases[i].reason);
        assert_int_equal(wg_game_step(g), cases[i].step);
        char path[32];
        snprintf(path, sizeof path, "actions[%zu]", cases[i].step);
        assert_string_equal(err.path, path);
        assert_string_equal(err.file, "game.json");
        assert_true(err.line >= 1 && err.column >= 1);
        const char *name = wg_game_reason_name(cases[i].reason);
        assert_memory_equal(err.message, name, strlen(name));
        wg_game_free(g);
    }
    wg_error err;
    wg_game *g = play(cases[1].doc, WG_ERULE, &err);
    assert_string_equal(err.message, "unknown-unit: no unit \"nobody\" in the game");
    assert_int_equal(err.line, 2);
    wg_game_free(g);
}

/* Bad documents are bad input, located at the member at fault, with no
 * game given: duplicate ids, negative AP or models, unknown ids in the
 * setup, malformed actions. */
static void test_bad_documents(void **state)
{
    (void)state;
    static const struct {
        const char *doc, *path;
        wg_status code;
    } cases[] = {
        {SETUP("[{\"units\": [{\"id\": \"a\", \"ap\": 1, \"models\": 1, \"cost\": 1}]}, "
              "{\"units\": [{\"id\": \"a\", \"ap\": 1, \"models\": 1, \"cost\": 1}]}]"),
         "players[1].units[0].id", WG_EFORMAT},
        {SETUP("[{\"units\": [{\"id\": \"a\", \"ap\": -1, \"models\": 1, \"cost\": 1}]}, "
              "{\"units\": []}]"), "players[0].units[0].ap", WG_EFORMAT},
        {SETUP("[{\"units\": [{\"id\": \"a\", \"ap\": 1, \"models\": -2, \"cost\": 1}]}, "
              "{\"units\": []}]"), "players[0].units[0].models", WG_EFORMAT},
        {SETUP("[{\"units\": [{\"id\": \"a\", \"ap\": 1, \"models\": 1, \"cost\": 0.3}]}, "
              "{\"units\": []}]"), "players[0].units[0].cost", WG_EFORMAT},
        {SETUP("[{\"units\": [{\"id\": \"a b\", \"ap\": 1, \"models\": 1, \"cost\": 1}]}, "
              "{\"units\": []}]"), "players[0].units[0].id", WG_EFORMAT},
        {SETUP("[{\"units\": []}]"), "players", WG_EFORMAT},
        {SETUP("[{\"units\": [], \"colour\": 1}, {\"units\": []}]"), "players[0].colour",
         WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": " TWO ", \"scenario\": {\"objectives\": "
         "[{\"id\": \"slay\", \"kind\": \"destroy\", \"target\": \"ghost\", \"points\": 5}]}, "
         "\"actions\": []}", "scenario.objectives[0].target", WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": " TWO ", \"scenario\": {\"objectives\": "
         "[{\"id\": \"slay\", \"kind\": \"destroy\", \"unit\": \"guard\", \"points\": 5}]}, "
         "\"actions\": []}", "scenario.objectives[0].unit", WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": " TWO ", \"scenario\": {\"objectives\": "
         "[{\"id\": \"hill\", \"kind\": \"sit\", \"points\": 5}]}, \"actions\": []}",
         "scenario.objectives[0].kind", WG_EFORMAT},
        {GAME(TWO, "{\"initiative\": 3}"), "actions[0].initiative", WG_EFORMAT},
        {GAME(TWO, "{\"initiative\": 1, \"activate\": \"knights\"}"), "actions[0]", WG_EFORMAT},
        {GAME(TWO, "{\"dance\": \"knights\"}"), "actions[0]", WG_EFORMAT},
        {GAME(TWO, "[1]"), "actions[0]", WG_EFORMAT},
        {GAME(TWO, "{\"activate\": \"knights\", \"ap\": 1}"), "actions[0].ap", WG_EFORMAT},
        {GAME(TWO, "{\"spend\": \"knights\", \"ap\": 0, \"action\": \"move\"}"),
         "actions[0].ap", WG_EFORMAT},
        {GAME(TWO, "{\"spend\": \"knights\", \"ap\": 1, \"action\": \"dance\"}"),
         "actions[0].action", WG_EFORMAT},
        {GAME(TWO, "{\"spend\": \"knights\", \"ap\": 1, \"action\": \"move\", \"hostile\": "
                   "true}"), "actions[0]", WG_EFORMAT},
        {GAME(TWO, "{\"spend\": \"knights\", \"ap\": 1, \"action\": \"move\", \"target\": "
                   "\"guard\"}"), "actions[0].target", WG_EFORMAT},
        {GAME(TWO, "{\"kill\": \"guard\", \"models\": -1}"), "actions[0].models", WG_EFORMAT},
        {GAME(TWO, "{\"end_turn\": false}"), "actions[0].end_turn", WG_EFORMAT},
        {GAME(TWO, "{\"effect\": {\"id\": \"fire\"}}"), "actions[0].effect", WG_EFORMAT},
        {GAME(TWO, "{\"effect\": {\"id\": \"f\", \"by\": \"guard\"}}, "
                   "{\"effect\": {\"id\": \"f\", \"by\": \"guard\"}}"), "actions[1]",
         WG_EFORMAT},
        {GAME(TWO, "{\"objective\": \"hill\", \"player\": 0}"), "actions[0].player",
         WG_EFORMAT},
        {GAME(TWO, "{\"activate\": 5}"), "actions[0].activate", WG_EFORMAT},
        {GAME(TWO, "{\"wait\": 5}"), "actions[0].wait", WG_EFORMAT},
        {GAME(TWO, "{\"initiative\": \"1\"}"), "actions[0].initiative", WG_EFORMAT},
        {GAME(TWO, "{\"end_turn\": 1}"), "actions[0].end_turn", WG_EFORMAT},
        {GAME(TWO, "{\"end_game\": false}"), "actions[0].end_game", WG_EFORMAT},
        {GAME(TWO, "{\"spend\": \"knights\"}"), "actions[0]", WG_EFORMAT},
        {GAME(TWO, "{\"spend\": 5, \"ap\": 1, \"action\": \"move\"}"), "actions[0].spend",
         WG_EFORMAT},
        {GAME(TWO, "{\"spend\": \"knights\", \"ap\": 1}"), "actions[0]", WG_EFORMAT},
        {GAME(TWO, "{\"spend\": \"knights\", \"ap\": 1, \"action\": \"move\", \"hostile\": 1}"),
         "actions[0].hostile", WG_EFORMAT},
        {GAME(TWO, "{\"spend\": \"knights\", \"ap\": 1, \"action\": \"move\", \"hostile\": "
                   "true, \"target\": 5}"), "actions[0].target", WG_EFORMAT},
        {GAME(TWO, "{\"respond\": 5, \"to\": \"knights\"}"), "actions[0].respond", WG_EFORMAT},
        {GAME(TWO, "{\"respond\": \"guard\"}"), "actions[0]", WG_EFORMAT},
        {GAME(TWO, "{\"kill\": 5, \"models\": 1}"), "actions[0].kill", WG_EFORMAT},
        {GAME(TWO, "{\"kill\": \"guard\"}"), "actions[0]", WG_EFORMAT},
        {GAME(TWO, "{\"effect\": 5}"), "actions[0].effect", WG_EFORMAT},
        {GAME(TWO, "{\"effect\": {\"id\": 5, \"by\": \"guard\"}}"), "actions[0].effect.id",
         WG_EFORMAT},
        {GAME(TWO, "{\"effect\": {\"id\": \"f\", \"by\": 5}}"), "actions[0].effect.by",
         WG_EFORMAT},
        {GAME(TWO, "{\"effect\": {\"id\": \"f\", \"by\": \"guard\", \"x\": 1}}"),
         "actions[0].effect.x", WG_EFORMAT},
        {GAME(TWO, "{\"effect\": {\"id\": \"f f\", \"by\": \"guard\"}}"), "actions[0]",
         WG_EFORMAT},
        {GAME(TWO, "{\"end_effect\": 5}"), "actions[0].end_effect", WG_EFORMAT},
        {GAME(TWO, "{\"objective\": 5, \"player\": 1}"), "actions[0].objective", WG_EFORMAT},
        {GAME(TWO, "{\"objective\": \"hill\"}"), "actions[0]", WG_EFORMAT},
        {SETUP("5"), "players", WG_EFORMAT},
        {SETUP("[5, {\"units\": []}]"), "players[0]", WG_EFORMAT},
        {SETUP("[{\"name\": 5, \"units\": []}, {\"units\": []}]"), "players[0].name",
         WG_EFORMAT},
        {SETUP("[{}, {\"units\": []}]"), "players[0]", WG_EFORMAT},
        {SETUP("[{\"units\": 5}, {\"units\": []}]"), "players[0].units", WG_EFORMAT},
        {SETUP("[{\"units\": [5]}, {\"units\": []}]"), "players[0].units[0]", WG_EFORMAT},
        {SETUP("[{\"units\": [{\"ap\": 1, \"models\": 1, \"cost\": 1}]}, {\"units\": []}]"),
         "players[0].units[0]", WG_EFORMAT},
        {SETUP("[{\"units\": [{\"id\": 5, \"ap\": 1, \"models\": 1, \"cost\": 1}]}, "
               "{\"units\": []}]"), "players[0].units[0].id", WG_EFORMAT},
        {SETUP("[{\"units\": [{\"id\": \"a\", \"name\": 5, \"ap\": 1, \"models\": 1, "
               "\"cost\": 1}]}, {\"units\": []}]"), "players[0].units[0].name", WG_EFORMAT},
        {SETUP("[{\"units\": [{\"id\": \"a\", \"ap\": 1, \"models\": 1}]}, {\"units\": []}]"),
         "players[0].units[0]", WG_EFORMAT},
        {SETUP("[{\"units\": [{\"id\": \"a\", \"ap\": 1, \"models\": 1, \"cost\": \"1\"}]}, "
               "{\"units\": []}]"), "players[0].units[0].cost", WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": " TWO ", \"scenario\": 5, "
         "\"actions\": []}", "scenario", WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": " TWO ", \"scenario\": {\"x\": 1}, "
         "\"actions\": []}", "scenario.x", WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": " TWO ", \"scenario\": {}, "
         "\"actions\": []}", "scenario", WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": " TWO ", \"scenario\": {\"objectives\": "
         "[]}, \"actions\": []}", "scenario.objectives", WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": " TWO ", \"scenario\": {\"objectives\": "
         "[5]}, \"actions\": []}", "scenario.objectives[0]", WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": " TWO ", \"scenario\": {\"objectives\": "
         "[{\"id\": \"h h\", \"kind\": \"hold\", \"points\": 1}]}, \"actions\": []}",
         "scenario.objectives[0].id", WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": " TWO ", \"scenario\": {\"objectives\": "
         "[{\"id\": \"h\", \"points\": 1}]}, \"actions\": []}", "scenario.objectives[0]",
         WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": " TWO ", \"scenario\": {\"objectives\": "
         "[{\"id\": \"h\", \"kind\": \"hold\"}]}, \"actions\": []}", "scenario.objectives[0]",
         WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": " TWO ", \"scenario\": {\"objectives\": "
         "[{\"id\": \"h\", \"kind\": \"hold\", \"points\": 1, \"unit\": \"guard\"}]}, "
         "\"actions\": []}", "scenario.objectives[0].unit", WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": " TWO ", \"scenario\": {\"objectives\": "
         "[{\"id\": \"h\", \"kind\": \"hold\", \"points\": 1, \"target\": \"guard\"}]}, "
         "\"actions\": []}", "scenario.objectives[0].target", WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": " TWO ", \"scenario\": {\"objectives\": "
         "[{\"id\": \"w\", \"kind\": \"escort\", \"points\": 1}]}, \"actions\": []}",
         "scenario.objectives[0]", WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": " TWO ", \"scenario\": {\"objectives\": "
         "[{\"id\": \"w\", \"kind\": \"escort\", \"points\": 1, \"unit\": 5}]}, "
         "\"actions\": []}", "scenario.objectives[0].unit", WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": " TWO ", \"scenario\": {\"objectives\": "
         "[{\"id\": \"h\", \"kind\": \"hold\", \"points\": 1}, {\"id\": \"h\", \"kind\": "
         "\"escort\", \"unit\": \"guard\", \"points\": 1}]}, \"actions\": []}",
         "scenario.objectives[1].id", WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": " TWO "}", "", WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": " TWO ", \"actions\": 5}", "actions",
         WG_EFORMAT},
        {"{\"format\": \"wargen-roster/1\"}", "format", WG_EFORMAT},
        /* "$schema": a string at the root only (docs/FORMATS.md) */
        {"{\"format\": \"wargen-game/1\", \"$schema\": {}, \"players\": " TWO ", "
         "\"actions\": []}", "[\"$schema\"]", WG_EFORMAT},
        {SETUP("[{\"units\": [{\"id\": \"a\", \"ap\": 1, \"models\": 1, \"cost\": 1, "
               "\"$schema\": \"x\"}]}, {\"units\": []}]"), "players[0].units[0][\"$schema\"]",
         WG_EFORMAT},
        {"{\"format\": \"wargen-game/1\", \"players\": " TWO ", \"actions\": [", "", WG_EPARSE},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        wg_game *g = (wg_game *)cases;
        wg_error err;
        wg_status st = wg_game_load_string(&g, cases[i].doc, strlen(cases[i].doc), "game.json",
                                           &err);
        if (st != cases[i].code)
            fail_msg("case %zu: %s, want %s (%s)", i, wg_status_str(st),
                     wg_status_str(cases[i].code), err.message);
        assert_null(g);
        if (st == WG_EFORMAT && strcmp(err.path, cases[i].path) != 0)
            fail_msg("case %zu: at %s, want %s (%s)", i, err.path, cases[i].path, err.message);
        assert_string_equal(err.file, "game.json");
        assert_true(err.line >= 1);
    }
    wg_game *g = NULL;
    wg_error err;
    assert_int_equal(wg_game_load_file(&g, "/nonexistent/game.json", &err), WG_EIO);
    assert_int_equal(wg_game_load_file(NULL, "x", &err), WG_EINVAL);
    assert_int_equal(wg_game_load_string(NULL, "{}", 2, NULL, &err), WG_EINVAL);
}

/* Setting up in code: each field checked, the game unchanged on refusal. */
static void test_setup_refusals(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    gm_unit(g, 1, "a", 1, 1, 10);
    static const wg_game_unit_def bad[] = {
        {"a", NULL, 1, 1, 0},       {"", NULL, 1, 1, 0},       {"b c", NULL, 1, 1, 0},
        {"b", NULL, 0, 1, 0},       {"b", NULL, 1001, 1, 0},   {"b", NULL, 1, 0, 0},
        {"b", NULL, 1, 100001, 0},  {"b", NULL, 1, 1, -1},     {"b", NULL, 1, 1, 200001},
    };
    wg_error err;
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_int_equal(wg_game_add_unit(NULL, g, 1, &bad[i], &err), WG_EINVAL);
    assert_int_equal(wg_game_add_unit(NULL, g, 3, &(wg_game_unit_def){"b", NULL, 1, 1, 0}, &err),
                     WG_EINVAL);
    char long_name[202];
    memset(long_name, 'n', 201);
    long_name[201] = '\0';
    wg_game_unit_def named = {"b", long_name, 1, 1, 0}, no_id = {NULL, NULL, 1, 1, 0};
    assert_int_equal(wg_game_add_unit(NULL, g, 1, &named, &err), WG_EINVAL);
    assert_int_equal(wg_game_add_unit(NULL, g, 1, &no_id, &err), WG_EINVAL);
    assert_int_equal(wg_game_add_unit(NULL, NULL, 1, &bad[0], &err), WG_EINVAL);
    assert_int_equal(wg_game_add_unit(NULL, g, 1, NULL, &err), WG_EINVAL);
    assert_int_equal(wg_game_unit_count(g), 1);
    static const wg_objective_def objectives[] = {
        {"h", WG_OBJECTIVE_KIND_HOLD, 1, "a"},   {"d", WG_OBJECTIVE_KIND_DESTROY, 1, NULL},
        {"d", WG_OBJECTIVE_KIND_DESTROY, 1, "x"}, {"h", WG_OBJECTIVE_KIND_COUNT, 1, NULL},
        {"h", WG_OBJECTIVE_KIND_HOLD, -1, NULL},  {"h h", WG_OBJECTIVE_KIND_HOLD, 1, NULL},
    };
    for (size_t i = 0; i < sizeof objectives / sizeof objectives[0]; i++)
        assert_int_equal(wg_game_add_objective(NULL, g, &objectives[i], &err), WG_EINVAL);
    wg_objective_def unnamed = {NULL, WG_OBJECTIVE_KIND_HOLD, 1, NULL};
    assert_int_equal(wg_game_add_objective(NULL, g, &unnamed, &err), WG_EINVAL);
    wg_objective_def h = {"h", WG_OBJECTIVE_KIND_HOLD, 1, NULL};
    assert_int_equal(wg_game_add_objective(NULL, g, &h, &err), WG_OK);
    assert_int_equal(wg_game_add_objective(NULL, g, &h, &err), WG_EINVAL); /* taken */
    assert_int_equal(wg_game_objective_count(g), 1);
    size_t at = 7;
    assert_int_equal(wg_game_find_objective(&at, g, "h", NULL), WG_OK);
    assert_int_equal(at, 0);
    assert_int_equal(wg_game_find_objective(&at, g, "x", &err), WG_ENOTFOUND);
    assert_int_equal(wg_game_find_unit(&at, g, "x", &err), WG_ENOTFOUND);
    assert_string_equal(err.message, "no unit \"x\" in the game");
    assert_int_equal(wg_game_find_unit(&at, g, NULL, &err), WG_EINVAL);
    assert_int_equal(wg_game_find_unit(&at, NULL, "a", &err), WG_EINVAL);
    assert_int_equal(wg_game_find_objective(&at, g, NULL, &err), WG_EINVAL);
    assert_int_equal(wg_game_find_objective(&at, NULL, "h", &err), WG_EINVAL);
    assert_int_equal(wg_game_score_objective(g, 0, 3, &err), WG_EINVAL);
    wg_game_free(g);
    char name[202];
    memset(name, 'n', 201);
    name[201] = '\0';
    g = (wg_game *)name;
    assert_int_equal(wg_game_new(&g, name, NULL, &err), WG_EINVAL);
    assert_null(g);
    assert_int_equal(wg_game_new(NULL, NULL, NULL, &err), WG_EINVAL);
    assert_int_equal(wg_game_new(&g, NULL, NULL, &err), WG_OK);
    assert_string_equal(wg_game_player_name(g, 1), "Player 1");
    assert_string_equal(wg_game_player_name(g, 2), "Player 2");
    assert_null(wg_game_player_name(g, 0));
    assert_null(wg_game_player_name(NULL, 1));
    assert_false(wg_game_over(g));
    assert_false(wg_game_in_turn(g));
    GM_OK(wg_game_start_turn(g, 1, NULL));
    assert_true(wg_game_in_turn(g));
    wg_game_action kept_action = WG_GAME_ACTION_MELEE;
    wg_objective_kind kept_kind = WG_OBJECTIVE_KIND_ESCORT;
    assert_int_equal(wg_game_action_parse(&kept_action, "dance", &err), WG_EINVAL);
    assert_int_equal(wg_game_action_parse(NULL, "move", &err), WG_EINVAL);
    assert_int_equal(wg_objective_kind_parse(&kept_kind, "sit", &err), WG_EINVAL);
    assert_int_equal(wg_objective_kind_parse(NULL, "hold", &err), WG_EINVAL);
    assert_int_equal(kept_action, WG_GAME_ACTION_MELEE);
    assert_int_equal(kept_kind, WG_OBJECTIVE_KIND_ESCORT);
    assert_null(wg_game_player_name(g, 3));
    wg_game_free(g);
    wg_game_free(NULL);
}

/* The readers on NULL and out of range; the enums' names. */
static void test_readers(void **state)
{
    (void)state;
    assert_int_equal(wg_game_unit_count(NULL), 0);
    assert_int_equal(wg_game_turn(NULL), 0);
    assert_int_equal(wg_game_step(NULL), 0);
    assert_int_equal(wg_game_to_act(NULL), 0);
    assert_false(wg_game_in_turn(NULL));
    assert_false(wg_game_over(NULL));
    assert_false(wg_game_is_scenario(NULL));
    assert_int_equal(wg_game_winner(NULL), 0);
    assert_int_equal(wg_game_refusal(NULL), WG_GAME_REASON_NONE);
    assert_int_equal(wg_game_effect_count(NULL), 0);
    assert_int_equal(wg_game_objective_count(NULL), 0);
    wg_game *g = gm_new();
    wg_game_unit u = {.models = 42};
    wg_game_objective o = {.points = 42};
    wg_game_effect e = {.resolutions = 42};
    wg_score s;
    wg_error err;
    /* past the end: WG_ENOTFOUND, the struct untouched; NULL: WG_EINVAL */
    assert_int_equal(wg_game_unit_at(&u, g, 0, &err), WG_ENOTFOUND);
    assert_string_equal(err.message, "no unit 0: there are 0");
    assert_int_equal(wg_game_unit_at(&u, g, WG_NONE, NULL), WG_ENOTFOUND);
    assert_int_equal(wg_game_unit_at(NULL, g, 0, NULL), WG_EINVAL);
    assert_int_equal(wg_game_unit_at(&u, NULL, 0, NULL), WG_EINVAL);
    assert_int_equal(u.models, 42);
    assert_int_equal(wg_game_objective_at(&o, g, 0, &err), WG_ENOTFOUND);
    assert_string_equal(err.message, "no objective 0: there are 0");
    assert_int_equal(wg_game_objective_at(NULL, g, 0, NULL), WG_EINVAL);
    assert_int_equal(wg_game_objective_at(&o, NULL, 0, NULL), WG_EINVAL);
    assert_int_equal(o.points, 42);
    assert_int_equal(wg_game_effect_at(&e, g, 0, &err), WG_ENOTFOUND);
    assert_string_equal(err.message, "no effect 0: there are 0");
    assert_int_equal(wg_game_effect_at(NULL, g, 0, NULL), WG_EINVAL);
    assert_int_equal(wg_game_effect_at(&e, NULL, 0, NULL), WG_EINVAL);
    assert_int_equal(e.resolutions, 42);
    assert_int_equal(wg_game_score(&s, NULL, NULL), WG_EINVAL);
    assert_int_equal(wg_game_score(NULL, g, NULL), WG_EINVAL);
    assert_int_equal(wg_game_find_unit(NULL, g, "a", NULL), WG_EINVAL);
    assert_int_equal(wg_game_find_objective(NULL, g, "a", NULL), WG_EINVAL);
    char *text = NULL;
    assert_int_equal(wg_game_log_to_json(&text, NULL, NULL), WG_EINVAL);
    assert_int_equal(wg_game_log_to_json(NULL, g, NULL), WG_EINVAL);
    assert_int_equal(wg_game_start_turn(NULL, 1, NULL), WG_EINVAL);
    assert_int_equal(wg_game_end_effect(g, NULL, NULL), WG_EINVAL);
    assert_int_equal(wg_game_add_effect(g, "bad id", 0, &err), WG_EINVAL);
    wg_game_set_event_fn(NULL, NULL, NULL);
    wg_game_set_effect_fn(NULL, NULL, NULL);
    wg_game_free(g);
    assert_string_equal(wg_game_reason_name(WG_GAME_REASON_NONE), "none");
    assert_string_equal(wg_game_reason_name(WG_GAME_REASON_GAME_OVER), "game-over");
    assert_null(wg_game_reason_name(WG_GAME_REASON_COUNT));
    assert_string_equal(wg_unit_state_name(WG_UNIT_STATE_RESPONDING), "responding");
    assert_null(wg_unit_state_name(WG_UNIT_STATE_COUNT));
    assert_string_equal(wg_game_event_kind_name(WG_GAME_EVENT_KIND_EFFECT_RESOLVED),
                        "effect-resolved");
    assert_null(wg_game_event_kind_name(WG_GAME_EVENT_KIND_COUNT));
}

/* Each enum of the game, one per type T: every value's name parses back to
 * it ("none" included: the refusal codes of wargen-game/1, A1), NULL past
 * the last; an unknown name, a NULL name and a NULL out are WG_EINVAL, the
 * value untouched, the message naming the name and the valid ones. */
#define CHECK_ENUM(T, COUNT, FIRST)                                                              \
    do {                                                                                         \
        assert_string_equal(T##_name((T)0), FIRST);                                              \
        assert_null(T##_name(COUNT));                                                            \
        for (int k = 0; k < (int)(COUNT); k++) {                                                 \
            T v = COUNT;                                                                         \
            assert_int_equal(T##_parse(&v, T##_name((T)k), NULL), WG_OK);                        \
            assert_int_equal(v, k);                                                              \
        }                                                                                        \
        T kept = (T)1;                                                                           \
        wg_error e;                                                                              \
        assert_int_equal(T##_parse(&kept, "no-such-name", &e), WG_EINVAL);                       \
        assert_non_null(strstr(e.message, "\"no-such-name\" (expected " FIRST ", "));          \
        assert_int_equal(T##_parse(&kept, NULL, &e), WG_EINVAL);                                 \
        assert_int_equal(kept, 1);                                                               \
        assert_int_equal(T##_parse(NULL, FIRST, &e), WG_EINVAL);                                 \
    } while (0)

static void test_enum_names(void **state)
{
    (void)state;
    CHECK_ENUM(wg_game_reason, WG_GAME_REASON_COUNT, "none");
    CHECK_ENUM(wg_game_action, WG_GAME_ACTION_COUNT, "move");
    CHECK_ENUM(wg_game_event_kind, WG_GAME_EVENT_KIND_COUNT, "activation-started");
    CHECK_ENUM(wg_objective_kind, WG_OBJECTIVE_KIND_COUNT, "hold");
    CHECK_ENUM(wg_unit_state, WG_UNIT_STATE_COUNT, "unactivated");
}

/* A roster's units in a game: ids by entry (distinct across both players),
 * names by label, costs as validation counts them (R3). */
static void test_units_from_rosters(void **state)
{
    (void)state;
    char book[1024], list[1024];
    wg_catalog *c = NULL;
    wg_roster *r = NULL;
    source_path(book, sizeof book, "data/catalogs/example-kingdom.json");
    source_path(list, sizeof list, "data/rosters/hidden/twins-labelled.json");
    assert_int_equal(wg_catalog_load_file(&c, book, NULL), WG_OK);
    assert_int_equal(wg_roster_load_file(&r, c, list, NULL), WG_OK);
    wg_report *rep = NULL;
    assert_int_equal(wg_roster_validate(&rep, r, NULL), WG_OK);
    wg_game *g = gm_new();
    wg_error err;
    assert_int_equal(wg_game_add_roster(g, 1, r, 3, &err), WG_OK);
    assert_int_equal(wg_game_add_roster(g, 2, r, 2, &err), WG_OK);
    size_t n = wg_roster_unit_count(r);
    assert_int_equal(wg_game_unit_count(g), 2 * n);
    wg_game_unit k7 = gm_at(g, 7), k8 = gm_at(g, 8), blue7 = gm_at(g, n + 7);
    assert_string_equal(k7.id, "pale-tower-knights-1");
    assert_string_equal(k8.id, "pale-tower-knights-2");
    assert_string_equal(blue7.id, "pale-tower-knights-3");
    assert_string_equal(k7.name, "red pennant");
    assert_string_equal(gm_at(g, 0).name, "Lord Marshal");
    wg_report_unit priced;
    assert_int_equal(wg_report_unit_at(&priced, rep, 7, NULL), WG_OK);
    assert_int_equal(k7.cost, 2 * priced.points);
    assert_int_equal(k7.ap, 3);
    assert_int_equal(blue7.player, 2);
    assert_int_equal(blue7.ap, 2);
    assert_int_equal(wg_game_add_roster(g, 1, r, 0, &err), WG_EINVAL); /* ap 0 */
    assert_non_null(strstr(err.message, "roster unit 0"));
    assert_int_equal(wg_game_unit_count(g), 2 * n);
    assert_int_equal(wg_game_add_roster(g, 1, NULL, 1, &err), WG_EINVAL);
    wg_game_free(g);
    wg_report_free(rep);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* A roster's ids are "<entry>-<N>": an entry id too long for that is
 * refused, naming the entry, and no unit is added. */
static void test_roster_ids_too_long(void **state)
{
    (void)state;
    char id[64];
    memset(id, 'e', 63);
    id[63] = '\0';
    wg_catalog *c = NULL;
    wg_roster *r = NULL;
    wg_unit_entry e = {id, "Long", WG_CATEGORY_CORE, 10, 20, 100, 10, .can_be_general = false};
    wg_roster_unit u = {id, 10, false, false, WG_CATEGORY_LORDS, NULL, false, 0};
    assert_int_equal(wg_catalog_new(&c, "book", "Book", NULL), WG_OK);
    assert_int_equal(wg_catalog_add_unit(c, &e, NULL), WG_OK);
    assert_int_equal(wg_roster_new(&r, c, 2000, NULL), WG_OK);
    assert_int_equal(wg_roster_add_unit(NULL, r, &u, NULL), WG_OK);
    wg_game *g = gm_new();
    wg_error err;
    assert_int_equal(wg_game_add_roster(g, 1, r, 1, &err), WG_EINVAL);
    assert_non_null(strstr(err.message, "longer than 64 bytes"));
    assert_int_equal(wg_game_unit_count(g), 0);
    /* and effects: several in play, read back in the order they came */
    gm_unit(g, 1, "a", 1, 1, 10);
    GM_OK(wg_game_add_effect(g, "e1", 0, NULL));
    GM_OK(wg_game_add_effect(g, "e2", 0, NULL));
    wg_game_effect fx;
    assert_int_equal(wg_game_effect_at(&fx, g, 1, NULL), WG_OK);
    assert_string_equal(fx.id, "e2");
    assert_int_equal(fx.unit, 0);
    assert_int_equal(wg_game_effect_at(&fx, g, 2, &err), WG_ENOTFOUND);
    assert_string_equal(err.message, "no effect 2: there are 2");
    assert_string_equal(fx.id, "e2");
    assert_int_equal(wg_game_unit_at(&(wg_game_unit){0}, g, 1, &err), WG_ENOTFOUND);
    assert_string_equal(err.message, "no unit 1: there is 1");
    json_t *doc = gm_json(g);
    assert_int_equal(json_array_size(json_object_get(doc, "effects")), 2);
    json_decref(doc);
    wg_game_free(g);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* Setup, play, JSON, log and replay with each allocation failing. */
static wg_status op_game(void *ctx)
{
    const wg_roster *r = ctx;
    wg_game *g = NULL, *h = NULL;
    char *state = NULL, *log = NULL;
    wg_error err;
    wg_game_unit_def u = {"u", "U", 2, 5, 100};
    wg_objective_def o = {"o", WG_OBJECTIVE_KIND_ESCORT, 2, "u"};
    wg_status st = OOM_CALL(wg_game_new(&g, "Red", NULL, &err));
    if (st == WG_OK)
        st = OOM_CALL(wg_game_add_unit(NULL, g, 2, &u, &err));
    if (st == WG_OK)
        st = OOM_CALL(wg_game_add_roster(g, 1, r, 2, &err));
    if (st == WG_OK)
        st = OOM_CALL(wg_game_add_objective(NULL, g, &o, &err));
    if (st == WG_OK)
        st = OOM_CALL(wg_game_start_turn(g, 2, &err));
    if (st == WG_OK)
        st = OOM_CALL(wg_game_add_effect(g, "fire", 0, &err));
    if (st == WG_OK)
        st = OOM_CALL(wg_game_end_effect(g, "fire", &err));
    if (st == WG_OK)
        st = OOM_CALL(wg_game_to_json(&state, g, &err));
    if (st == WG_OK)
        st = OOM_CALL(wg_game_log_to_json(&log, g, &err));
    if (st == WG_OK)
        st = OOM_CALL(wg_game_load_string(&h, log, strlen(log), NULL, &err));
    if (st != WG_OK)
        assert_string_equal(err.message, "out of memory");
    wg_free(state);
    wg_free(log);
    wg_game_free(h);
    wg_game_free(g);
    return st;
}

static void test_alloc_failures(void **state)
{
    (void)state;
    char book[1024], list[1024];
    wg_catalog *c = NULL;
    wg_roster *r = NULL;
    source_path(book, sizeof book, "data/catalogs/example-kingdom.json");
    source_path(list, sizeof list, "data/rosters/valid-standard.json");
    assert_int_equal(wg_catalog_load_file(&c, book, NULL), WG_OK);
    assert_int_equal(wg_roster_load_file(&r, c, list, NULL), WG_OK);
    assert_true(harness_fail_each_alloc(op_game, r) >= 20);
    wg_roster_free(r);
    wg_catalog_free(c);
    assert_int_equal(harness_live(), 0);
}

/* Fill the log with panic and rally actions (which allocate nothing while
 * the log has room) until it has room for just `before` more, so that the
 * action after those grows it: the log starts with room for 8 and doubles
 * (wgi_grow). */
static wg_status pad(wg_game *g, size_t unit, size_t before, wg_error *err)
{
    size_t cap = 8;
    wg_status st = WG_OK;
    while (cap < wg_game_step(g) + before)
        cap *= 2;
    for (bool on = true; st == WG_OK && wg_game_step(g) > 0 && wg_game_step(g) + before < cap;
         on = !on)
        st = on ? wg_game_panic(g, unit, err) : wg_game_rally(g, unit, err);
    return st;
}

/* pad() after a success; the failure kept otherwise. */
static wg_status padded(wg_status st, wg_game *g, size_t unit, wg_error *err)
{
    return st == WG_OK ? pad(g, unit, 0, err) : st;
}

/* Every action where it allocates: when the log grows; by index, or by id
 * when ctx points to true. */
static wg_status op_actions(void *ctx)
{
    bool by_id = *(const bool *)ctx;
    wg_game *s = NULL;
    wg_error err;
    size_t k = 0, o = 0;
    wg_objective_def hill = {"hill", WG_OBJECTIVE_KIND_CAPTURE, 1, NULL};
    wg_status st = wg_game_new(&s, NULL, NULL, &err);
    if (st == WG_OK)
        st = wg_game_add_unit(&k, s, 1, &(wg_game_unit_def){"k", NULL, 2, 2, 10}, &err);
    if (st == WG_OK)
        st = wg_game_add_unit(NULL, s, 2, &(wg_game_unit_def){"w", NULL, 1, 2, 10}, &err);
    if (st == WG_OK)
        st = wg_game_add_objective(&o, s, &hill, &err);
    if ((st = padded(st, s, k, &err)) == WG_OK)
        st = OOM_CALL(wg_game_start_turn(s, 2, &err));
    if ((st = padded(st, s, k, &err)) == WG_OK)
        st = by_id ? OOM_CALL(wg_game_activate_by_id(s, "w", &err))
                   : OOM_CALL(wg_game_activate(s, 1, &err));
    if ((st = padded(st, s, k, &err)) == WG_OK)
        st = by_id ? OOM_CALL(wg_game_wait_by_id(s, "w", &err))
                   : OOM_CALL(wg_game_wait(s, 1, &err));
    if ((st = padded(st, s, k, &err)) == WG_OK)
        st = OOM_CALL(wg_game_activate(s, k, &err));
    if (st == WG_OK && (st = pad(s, k, 1, &err)) == WG_OK) /* a response comes right after */
        st = by_id ? OOM_CALL(wg_game_spend_by_id(s, "k", 1, WG_GAME_ACTION_SHOOT, "w", &err))
                   : OOM_CALL(wg_game_spend(s, k, 1, WG_GAME_ACTION_SHOOT, true, 1, &err));
    if (st == WG_OK)
        st = by_id ? OOM_CALL(wg_game_respond_by_id(s, "w", "k", &err))
                   : OOM_CALL(wg_game_respond(s, 1, k, &err));
    if ((st = padded(st, s, k, &err)) == WG_OK)
        st = by_id ? OOM_CALL(wg_game_end_activation_by_id(s, "w", &err))
                   : OOM_CALL(wg_game_end_activation(s, 1, &err));
    if ((st = padded(st, s, k, &err)) == WG_OK)
        st = by_id ? OOM_CALL(wg_game_panic_by_id(s, "k", &err))
                   : OOM_CALL(wg_game_panic(s, k, &err));
    if ((st = padded(st, s, k, &err)) == WG_OK)
        st = by_id ? OOM_CALL(wg_game_rally_by_id(s, "k", &err))
                   : OOM_CALL(wg_game_rally(s, k, &err));
    if ((st = padded(st, s, k, &err)) == WG_OK)
        st = by_id ? OOM_CALL(wg_game_kill_by_id(s, "w", 1, &err))
                   : OOM_CALL(wg_game_kill(s, 1, 1, &err));
    if ((st = padded(st, s, k, &err)) == WG_OK)
        st = by_id ? OOM_CALL(wg_game_score_objective_by_id(s, "hill", 1, &err))
                   : OOM_CALL(wg_game_score_objective(s, o, 1, &err));
    if (st == WG_OK) /* an effect by id allocates its copies too */
        st = by_id ? OOM_CALL(wg_game_add_effect_by_id(s, "fire", "k", &err))
                   : wg_game_add_effect(s, "fire", k, &err);
    if ((st = padded(st, s, k, &err)) == WG_OK)
        st = by_id ? OOM_CALL(wg_game_spend_by_id(s, "k", 1, WG_GAME_ACTION_MOVE, NULL, &err))
                   : OOM_CALL(wg_game_spend(s, k, 1, WG_GAME_ACTION_MOVE, false, 0, &err));
    if ((st = padded(st, s, k, &err)) == WG_OK)
        st = OOM_CALL(wg_game_end_turn(s, &err));
    if ((st = padded(st, s, k, &err)) == WG_OK)
        st = OOM_CALL(wg_game_end_game(s, &err));
    if (st != WG_OK)
        assert_string_equal(err.message, "out of memory");
    wg_game_free(s);
    return st;
}

static void test_alloc_failures_actions(void **state)
{
    (void)state;
    bool by_id = false;
    assert_true(harness_fail_each_alloc(op_actions, &by_id) >= 14); /* one per action */
    by_id = true;
    assert_true(harness_fail_each_alloc(op_actions, &by_id) >= 14);
    assert_int_equal(harness_live(), 0);
}

/* A document read from a file, with each allocation failing. */
static wg_status op_file(void *ctx)
{
    wg_game *g = NULL;
    wg_error err;
    wg_status st = OOM_CALL(wg_game_load_file(&g, ctx, &err));
    if (st != WG_OK && st != WG_ERULE)
        assert_string_equal(err.message, "out of memory");
    wg_game_free(g);
    return st;
}

static void test_alloc_failures_file(void **state)
{
    (void)state;
    char path[] = "/tmp/wargen-game-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    assert_non_null(f);
    fputs(EXAMPLE, f);
    fclose(f);
    assert_true(harness_fail_each_alloc(op_file, path) >= 10);
    remove(path);
    assert_int_equal(harness_live(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_example_game),
        cmocka_unit_test(test_schema_key),
        cmocka_unit_test(test_log_replays),
        cmocka_unit_test(test_costs_round_trip),
        cmocka_unit_test(test_scenario_round_trip),
        cmocka_unit_test(test_refused_action_located),
        cmocka_unit_test(test_bad_documents),
        cmocka_unit_test(test_setup_refusals),
        cmocka_unit_test(test_readers),
        cmocka_unit_test(test_enum_names),
        cmocka_unit_test(test_units_from_rosters),
        cmocka_unit_test(test_roster_ids_too_long),
        cmocka_unit_test(test_alloc_failures),
        cmocka_unit_test(test_alloc_failures_actions),
        cmocka_unit_test(test_alloc_failures_file),
    };
    return cmocka_run_group_tests_name("game_log", tests, harness_setup, harness_teardown);
}
