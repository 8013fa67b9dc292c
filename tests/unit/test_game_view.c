/* A player's view of a game (H2 in a game; A, V1): a game built from
 * rosters is the referee's copy with full costs; what a player is shown of
 * the opponent's army carries no cost or battle points that include a
 * hidden item until the game is over. Non-interference: two games whose
 * rosters differ only in hidden content give a player byte-identical views
 * (state, log, events) before end_game. */
#include "test_game_common.h"
#include "test_hidden_common.h"

/* Player 1's roster: knights only (nothing hidden). */
static wg_roster *red_roster(const wg_catalog *c)
{
    wg_roster *r = hb_roster(c);
    hb_unit(r, "knights", 5, NULL, NULL);
    return r;
}

/* Player 2's roster: a captain, with a talisman (H3: no mundane type, no
 * trace in the open part) or without, and spearmen. */
static wg_roster *blue_roster(const wg_catalog *c, bool talisman)
{
    wg_roster *r = hb_roster(c);
    hb_unit(r, "captain", 1, NULL, talisman ? ITEMS("talisman") : NULL);
    hb_unit(r, "spearmen", 10, NULL, NULL);
    return r;
}

/* The events of a game, as text: what a host is told (no costs). */
typedef struct seen {
    char text[4096];
    size_t n;
} seen;

static void listen(const wg_game_event *e, void *data)
{
    seen *s = data;
    s->n += (size_t)snprintf(s->text + s->n, sizeof s->text - s->n, "%s %d %lld %lld %s %d;",
                             wg_game_event_kind_name(e->kind), e->turn, (long long)e->unit,
                             (long long)e->other, e->effect ? e->effect : "-", e->count);
}

/* The referee's game: both rosters, and a scout of player 2 whose cost is
 * public (wg_game_add_unit()). */
static wg_game *referee(const wg_roster *red, const wg_roster *blue, seen *events)
{
    wg_game *g = gm_new();
    wg_error err;
    if (wg_game_add_roster(g, 1, red, 2, &err) != WG_OK ||
        wg_game_add_roster(g, 2, blue, 2, &err) != WG_OK)
        fail_msg("add_roster: %s", err.message);
    gm_unit(g, 2, "scouts", 1, 5, 50);
    wg_game_set_event_fn(g, listen, events);
    return g;
}

/* Two referee's games, a (the captain carries a talisman) and b (it does
 * not), from one catalogue; with their events. */
typedef struct fixture {
    wg_catalog *c;
    wg_roster *red, *with, *without;
    seen ea, eb;
    wg_game *a, *b;
    size_t captain;
} fixture;

static void open_fixture(fixture *f)
{
    *f = (fixture){.c = hb_catalog()};
    f->red = red_roster(f->c);
    f->with = blue_roster(f->c, true);
    f->without = blue_roster(f->c, false);
    f->a = referee(f->red, f->with, &f->ea);
    f->b = referee(f->red, f->without, &f->eb);
    assert_int_equal(wg_game_find_unit(&f->captain, f->a, "captain-1", NULL), WG_OK);
}

static void close_fixture(fixture *f)
{
    wg_game_free(f->a);
    wg_game_free(f->b);
    wg_roster_free(f->red);
    wg_roster_free(f->with);
    wg_roster_free(f->without);
    wg_catalog_free(f->c);
}

static char *view_state(const wg_game *g, int player)
{
    char *text = NULL;
    assert_int_equal(wg_game_view_to_json(&text, g, player, NULL), WG_OK);
    return text;
}

static char *view_log(const wg_game *g, int player)
{
    char *text = NULL;
    assert_int_equal(wg_game_view_log_to_json(&text, g, player, NULL), WG_OK);
    return text;
}

/* Player's views of a and b: equal (same) or not. */
static void expect_views(const wg_game *a, const wg_game *b, int player, bool same)
{
    char *sa = view_state(a, player), *sb = view_state(b, player);
    char *la = view_log(a, player), *lb = view_log(b, player);
    assert_int_equal(strcmp(sa, sb) == 0, same);
    assert_int_equal(strcmp(la, lb) == 0, same);
    wg_free(sa);
    wg_free(sb);
    wg_free(la);
    wg_free(lb);
}

static json_t *parse(char *text)
{
    json_error_t je;
    json_t *doc = json_loads(text, JSON_REJECT_DUPLICATES, &je);
    if (doc == NULL)
        fail_msg("not JSON (%s): %s", je.text, text);
    wg_free(text);
    return doc;
}

/* The unit with that id in a log document's players. */
static json_t *log_unit(json_t *log, int player, const char *id)
{
    json_t *units = json_object_get(json_array_get(json_object_get(log, "players"),
                                                   (size_t)player - 1), "units");
    size_t i;
    json_t *u;
    json_array_foreach(units, i, u)
        if (strcmp(json_string_value(json_object_get(u, "id")), id) == 0)
            return u;
    fail_msg("no unit %s", id);
    return NULL;
}

/* H2 in a game: a unit taken from a roster has a hidden cost, one given by
 * wg_game_add_unit() a public one; the referee's game holds full costs. */
static void test_cost_hidden_flag(void **state)
{
    (void)state;
    fixture f;
    open_fixture(&f);
    wg_game *a = f.a, *b = f.b;
    size_t captain = f.captain;
    assert_true(gm_at(a, 0).cost_hidden);         /* knights, from a roster */
    assert_true(gm_at(a, captain).cost_hidden);
    assert_true(gm_at(b, captain).cost_hidden);   /* without a hidden item too */
    assert_false(gm_at(a, 3).cost_hidden);        /* scouts, added by hand */
    assert_true(gm_at(a, captain).cost > gm_at(b, captain).cost); /* the talisman's cost */
    close_fixture(&f);
}

/* Non-interference (H2 in a game, V1): player 1's view of the two games is
 * byte-identical before end_game, also after the cost-hidden captain is
 * killed, and the events are the same; the referee's views differ; after
 * end_game player 1 sees V1 scored on full costs. Player 2 (the owner)
 * sees its own costs. */
static void test_views_do_not_depend_on_hidden_content(void **state)
{
    (void)state;
    fixture f;
    open_fixture(&f);
    wg_game *a = f.a, *b = f.b;
    size_t captain = f.captain;
    wg_game *both[2] = {a, b};
    size_t knights = 0, scouts = 0;
    assert_int_equal(wg_game_find_unit(&scouts, a, "scouts", NULL), WG_OK);
    expect_views(a, b, 1, true);
    for (int i = 0; i < 2; i++) {
        GM_OK(wg_game_start_turn(both[i], 1, NULL));
        GM_OK(wg_game_activate(both[i], knights, NULL));
        GM_OK(wg_game_spend(both[i], knights, 1, WG_GAME_ACTION_MELEE, true, captain, NULL));
        GM_OK(wg_game_kill(both[i], scouts, 1, NULL)); /* public cost: shown */
    }
    expect_views(a, b, 1, true);
    json_t *s = parse(view_state(a, 1));
    assert_string_equal(json_string_value(json_array_get(
        json_object_get(json_object_get(s, "score"), "battle_points"), 0)), "10");
    assert_int_equal(json_integer_value(json_object_get(s, "winner")), 1);
    json_decref(s);
    for (int i = 0; i < 2; i++)
        GM_OK(wg_game_kill(both[i], captain, 1, NULL)); /* the talisman's bearer (V1) */
    expect_views(a, b, 1, true);
    assert_string_equal(f.ea.text, f.eb.text);        /* events carry no cost */
    assert_true(f.ea.n > 0);
    char *ra = NULL, *rb = NULL;
    assert_int_equal(wg_game_to_json(&ra, a, NULL), WG_OK);
    assert_int_equal(wg_game_to_json(&rb, b, NULL), WG_OK);
    assert_string_not_equal(ra, rb);              /* the referee's copies: full costs */
    wg_free(ra);
    wg_free(rb);
    expect_views(a, b, 2, false);                 /* the owner knows its costs */
    for (int i = 0; i < 2; i++)
        GM_OK(wg_game_end_game(both[i], NULL));
    expect_views(a, b, 1, false);                 /* revealed at the end */
    for (int i = 0; i < 2; i++) {                 /* and scored on full costs */
        json_t *view = parse(view_state(both[i], 1)), *full = gm_json(both[i]);
        assert_true(json_equal(json_object_get(view, "score"), json_object_get(full, "score")));
        assert_true(json_equal(json_object_get(view, "winner"), json_object_get(full, "winner")));
        assert_true(json_equal(json_object_get(view, "draw"), json_object_get(full, "draw")));
        json_decref(view);
        json_decref(full);
    }
    close_fixture(&f);
}

/* H2 in a game: what is withheld, exactly. Player 1's figure, once it
 * includes a model of a cost-hidden unit, is null, and so is the result
 * (V1, no scenario); player 2's figure, scored on player 1's units, stays;
 * the log leaves out the captain's cost but keeps player 1's own and the
 * scouts' public one. Player 2 is in the mirror position: the knights came
 * from red's roster. */
static void test_what_is_withheld(void **state)
{
    (void)state;
    fixture f;
    open_fixture(&f);
    wg_game *g = f.a;
    size_t captain = f.captain;
    GM_OK(wg_game_kill(g, 0, 1, NULL));       /* a knight: player 2 scores on red's cost */
    GM_OK(wg_game_kill(g, captain, 1, NULL));
    json_t *s = parse(view_state(g, 1)), *full = gm_json(g);
    json_t *bp = json_object_get(json_object_get(s, "score"), "battle_points");
    assert_int_equal(json_integer_value(json_object_get(s, "player")), 1);
    assert_true(json_is_null(json_array_get(bp, 0)));
    assert_true(json_equal(json_array_get(bp, 1), json_array_get(json_object_get(
        json_object_get(full, "score"), "battle_points"), 1)));
    assert_true(json_is_null(json_object_get(s, "winner")));
    assert_true(json_is_null(json_object_get(s, "draw")));
    assert_true(json_equal(json_object_get(s, "units"), json_object_get(full, "units")));
    json_decref(s);
    wg_score_view vs;
    assert_int_equal(wg_game_view_score(&vs, g, 1, NULL), WG_OK);
    assert_false(vs.battle_points_shown[0]);
    assert_true(vs.battle_points_shown[1]);
    assert_false(vs.result_shown);
    assert_int_equal(vs.score.battle_points[0].num, 0);
    json_t *log = parse(view_log(g, 1)); /* the log */
    assert_int_equal(json_integer_value(json_object_get(log, "view")), 1);
    assert_null(json_object_get(log_unit(log, 2, "captain-1"), "cost"));
    assert_null(json_object_get(log_unit(log, 2, "captain-1"), "cost_hidden"));
    assert_int_equal(json_integer_value(json_object_get(log_unit(log, 2, "scouts"), "cost")), 50);
    assert_null(json_object_get(log_unit(log, 2, "scouts"), "cost_hidden"));
    assert_non_null(json_object_get(log_unit(log, 1, "knights-1"), "cost"));
    assert_true(json_is_true(json_object_get(log_unit(log, 1, "knights-1"), "cost_hidden")));
    json_decref(log);
    /* player 2 knows the captain's cost, not the knights' (red's roster) */
    assert_int_equal(wg_game_view_score(&vs, g, 2, NULL), WG_OK);
    assert_true(vs.battle_points_shown[0]);
    assert_false(vs.battle_points_shown[1]);
    assert_false(vs.result_shown);
    assert_int_equal(vs.winner, 0);
    GM_OK(wg_game_end_game(g, NULL));         /* then everyone sees everything */
    assert_int_equal(wg_game_view_score(&vs, g, 2, NULL), WG_OK);
    assert_true(vs.battle_points_shown[0] && vs.battle_points_shown[1] && vs.result_shown);
    assert_int_equal(vs.winner, wg_game_winner(g));
    json_decref(full);
    close_fixture(&f);
}

/* V2: in a scenario objective points decide, so the result is shown while
 * the withheld figure is null. */
static void test_scenario_result_shown(void **state)
{
    (void)state;
    fixture f;
    open_fixture(&f);
    wg_game *g = f.a;
    size_t captain = f.captain;
    wg_objective_def hill = {"hill", WG_OBJECTIVE_KIND_HOLD, 3, NULL};
    assert_int_equal(wg_game_add_objective(NULL, g, &hill, NULL), WG_OK);
    GM_OK(wg_game_kill(g, captain, 1, NULL));
    GM_OK(wg_game_score_objective(g, 0, 2, NULL));
    wg_score_view vs;
    assert_int_equal(wg_game_view_score(&vs, g, 1, NULL), WG_OK);
    assert_false(vs.battle_points_shown[0]);
    assert_true(vs.result_shown);
    assert_int_equal(vs.winner, 2);
    json_t *s = parse(view_state(g, 1));
    assert_int_equal(json_integer_value(json_object_get(s, "winner")), 2);
    assert_true(json_is_false(json_object_get(s, "draw")));
    json_decref(s);
    close_fixture(&f);
}

/* A-rules, H2: the referee's log keeps "cost_hidden" and replays to a game
 * that keeps it; a player's view log does not replay (located at "view"). */
static void test_logs_replay(void **state)
{
    (void)state;
    fixture f;
    open_fixture(&f);
    wg_game *g = f.a, *h = NULL;
    GM_OK(wg_game_start_turn(g, 2, NULL));
    char *log = NULL, *again = NULL, *view = view_log(g, 2);
    assert_int_equal(wg_game_log_to_json(&log, g, NULL), WG_OK);
    assert_int_equal(wg_game_load_string(&h, log, strlen(log), NULL, NULL), WG_OK);
    assert_true(gm_at(h, 1).cost_hidden);
    assert_false(gm_at(h, 3).cost_hidden);
    assert_int_equal(wg_game_log_to_json(&again, h, NULL), WG_OK);
    assert_string_equal(log, again);
    wg_game_free(h);
    h = NULL;
    wg_error err;
    assert_int_equal(wg_game_load_string(&h, view, strlen(view), "view.json", &err),
                     WG_EFORMAT);
    assert_null(h);
    assert_string_equal(err.path, "view");
    assert_string_equal(err.file, "view.json");
    assert_int_equal(err.line, 1);
    assert_non_null(strstr(err.message, "player's view"));
    /* "cost_hidden" must be a boolean */
    const char *bad = "{\"format\": \"wargen-game/1\", \"players\": [{\"units\": [{\"id\": "
                      "\"a\", \"ap\": 1, \"models\": 1, \"cost\": 1, \"cost_hidden\": 1}]}, "
                      "{\"units\": []}], \"actions\": []}";
    assert_int_equal(wg_game_load_string(&h, bad, strlen(bad), NULL, &err), WG_EFORMAT);
    assert_string_equal(err.path, "players[0].units[0].cost_hidden");
    wg_free(log);
    wg_free(again);
    wg_free(view);
    close_fixture(&f);
}

/* WG_EINVAL for a NULL argument or a player not 1 or 2, naming it. */
/* H2 in a game: a unit whose cost, hidden items included, is over what a
 * game unit may cost is refused with WG_ERANGE naming it and its cost: the
 * referee's error (it counts hidden items), the game unchanged. */
static void test_unit_over_the_cost_limit(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_unit_entry big = {"colossus", "Colossus", WG_CATEGORY_RARE, 1, 1, 180000, 0,
                         .can_be_general = false};
    wg_item_entry relic = {"relic", "Relic", 40000, 40000, WG_ITEM_LIST_COMMON, NULL, .rune = false};
    assert_int_equal(wg_catalog_add_unit(c, &big, NULL), WG_OK);
    assert_int_equal(wg_catalog_add_item(c, &relic, NULL), WG_OK);
    wg_roster *r = hb_roster(c);
    hb_unit(r, "knights", 5, NULL, NULL);
    hb_unit(r, "colossus", 1, NULL, ITEMS("relic"));
    wg_game *g = gm_new();
    wg_error err;
    assert_int_equal(wg_game_add_roster(g, 1, r, 2, &err), WG_ERANGE);
    assert_string_equal(err.message, "roster unit 1: it costs 110000 points, hidden items "
                                     "included, over the 100000 a unit of a game may cost");
    assert_int_equal(wg_game_unit_count(g), 0);
    wg_game_free(g);
    wg_roster_free(r);
    wg_catalog_free(c);
}

static void test_bad_arguments(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    char *text = NULL;
    wg_score_view vs;
    wg_error err;
    assert_int_equal(wg_game_view_to_json(NULL, g, 1, &err), WG_EINVAL);
    assert_int_equal(wg_game_view_to_json(&text, NULL, 1, &err), WG_EINVAL);
    assert_int_equal(wg_game_view_to_json(&text, g, 0, &err), WG_EINVAL);
    assert_non_null(strstr(err.message, "player 0"));
    assert_int_equal(wg_game_view_log_to_json(NULL, g, 1, &err), WG_EINVAL);
    assert_int_equal(wg_game_view_log_to_json(&text, NULL, 2, &err), WG_EINVAL);
    assert_int_equal(wg_game_view_log_to_json(&text, g, 3, &err), WG_EINVAL);
    assert_non_null(strstr(err.message, "player 3"));
    assert_null(text);
    assert_int_equal(wg_game_view_score(NULL, g, 1, &err), WG_EINVAL);
    assert_int_equal(wg_game_view_score(&vs, NULL, 1, &err), WG_EINVAL);
    assert_int_equal(wg_game_view_score(&vs, g, -1, &err), WG_EINVAL);
    assert_non_null(strstr(err.message, "player -1"));
    wg_game_free(g);
}

/* The views and a replay of the referee's log, each allocation failing. */
static wg_status op_views(void *ctx)
{
    const wg_game *g = ctx;
    wg_game *h = NULL;
    char *state = NULL, *log = NULL, *full = NULL;
    wg_error err;
    wg_status st = OOM_CALL(wg_game_view_to_json(&state, g, 1, &err));
    if (st == WG_OK)
        st = OOM_CALL(wg_game_view_log_to_json(&log, g, 2, &err));
    if (st == WG_OK)
        st = OOM_CALL(wg_game_log_to_json(&full, g, &err));
    if (st == WG_OK)
        st = OOM_CALL(wg_game_load_string(&h, full, strlen(full), NULL, &err));
    if (st != WG_OK)
        assert_string_equal(err.message, "out of memory");
    wg_free(state);
    wg_free(log);
    wg_free(full);
    wg_game_free(h);
    return st;
}

static void test_alloc_failures(void **state)
{
    (void)state;
    fixture f;
    open_fixture(&f);
    wg_game *g = f.a;
    GM_OK(wg_game_kill(g, f.captain, 1, NULL));
    assert_true(harness_fail_each_alloc(op_views, g) >= 4);
    close_fixture(&f);
    assert_int_equal(harness_live(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cost_hidden_flag),
        cmocka_unit_test(test_views_do_not_depend_on_hidden_content),
        cmocka_unit_test(test_what_is_withheld),
        cmocka_unit_test(test_scenario_result_shown),
        cmocka_unit_test(test_logs_replay),
        cmocka_unit_test(test_unit_over_the_cost_limit),
        cmocka_unit_test(test_bad_arguments),
        cmocka_unit_test(test_alloc_failures),
    };
    return cmocka_run_group_tests_name("game_view", tests, harness_setup, harness_teardown);
}
