/* The host's say on each action (wg_game_set_before_fn): asked after the
 * rules (A1-A3, V1, V2) allow an action and before it changes anything; a
 * refusal leaves the game, its log and its events as they were, and a log
 * replays without the host. */
#include "test_game_common.h"

/* ---- a host that writes down what it is asked, and refuses one kind ------- */

typedef struct host {
    char asked[2048];           /* every request, one line each */
    int calls;
    wg_game_request_kind refuse; /* WG_GAME_REQUEST_KIND_COUNT: none */
    const char *why;            /* the reason it gives ("" for none; NULL: it fills the
                                   buffer, with no NUL) */
    wg_game *game;              /* to try to act on from the callback */
    wg_status acted;            /* what that got */
} host;

static void write_request(char *out, size_t size, const wg_game_request *r)
{
    snprintf(out, size, "%s t%d p%d u%ld:%s o%ld:%s ap%d %s m%d e:%s ob%ld:%s",
             wg_game_request_kind_name(r->kind), r->turn, r->player, (long)r->unit,
             r->unit_id ? r->unit_id : "-", (long)r->other, r->other_id ? r->other_id : "-",
             r->ap, r->action == WG_GAME_ACTION_COUNT ? "-" : wg_game_action_name(r->action),
             r->models, r->effect ? r->effect : "-", (long)r->objective,
             r->objective_id ? r->objective_id : "-");
}

static bool ask(char *reason, size_t size, const wg_game_request *r, void *data)
{
    host *h = data;
    size_t n = strlen(h->asked);
    assert_string_equal(reason, ""); /* an empty reason to write to */
    assert_int_equal(size, WG_ERROR_MESSAGE_SIZE);
    write_request(h->asked + n, sizeof h->asked - n, r);
    n = strlen(h->asked);
    snprintf(h->asked + n, sizeof h->asked - n, "\n");
    h->calls++;
    if (h->game)
        h->acted = wg_game_end_turn(h->game, NULL);
    if (r->kind != h->refuse)
        return true;
    if (h->why)
        snprintf(reason, size, "%s", h->why);
    else
        memset(reason, 'x', size);
    return false;
}

static int events_seen;

static void count_event(const wg_game_event *e, void *data)
{
    (void)e;
    (void)data;
    events_seen++;
}

/* Red's r (2 AP, 2 models) and r2, blue's b (waiting) and b2; the hold
 * objective "hill"; the effect "fire" of r2 in play; turn 1, b has just
 * waited, red to act. Then the host *h asks, refusing the kind refuse with
 * the reason why. */
enum { R, R2, B, B2 };

static wg_game *table(host **h, wg_game_request_kind refuse, const char *why)
{
    static host the_host;
    the_host = (host){.refuse = refuse, .why = why, .acted = WG_OK};
    *h = &the_host;
    wg_game *g = gm_new();
    wg_objective_def hill = {"hill", WG_OBJECTIVE_KIND_HOLD, 3, NULL};
    gm_unit(g, 1, "r", 2, 2, 40);
    gm_unit(g, 1, "r2", 1, 2, 40);
    gm_unit(g, 2, "b", 2, 2, 40);
    gm_unit(g, 2, "b2", 1, 2, 40);
    GM_OK(wg_game_add_objective(NULL, g, &hill, NULL));
    GM_OK(wg_game_start_turn(g, 2, NULL));
    GM_OK(wg_game_add_effect(g, "fire", R2, NULL));
    GM_OK(wg_game_activate(g, B, NULL));
    GM_OK(wg_game_wait(g, B, NULL));
    wg_game_set_before_fn(g, ask, *h);
    return g;
}

/* The game's log replays to the same state and log (no callback runs in
 * a replay). */
static void replays(const wg_game *g)
{
    char *log = NULL;
    wg_game *again = NULL;
    assert_int_equal(wg_game_log_to_json(&log, g, NULL), WG_OK);
    assert_int_equal(wg_game_load_string(&again, log, strlen(log), NULL, NULL), WG_OK);
    char *a = gm_snapshot(g), *b = gm_snapshot(again);
    assert_string_equal(a, b);
    free(a);
    free(b);
    wg_free(log);
    wg_game_free(again);
}

/* ---- refusing ------------------------------------------------------------------- */

/* Each action in turn, refused by the host with a reason, then allowed: the
 * refusal is WG_ERULE, refused-by-host with the host's text, and leaves the
 * state, the log and the events as they were (A1-A3, V1, V2: every kind). */
static void test_host_refuses_each_kind(void **state)
{
    (void)state;
    host *h;
    wg_game *g = table(&h, WG_GAME_REQUEST_KIND_COUNT, "");
    wg_game_set_event_fn(g, count_event, NULL);
#define REFUSE_THEN_ALLOW(kind, call)                                                         \
    do {                                                                                      \
        h->refuse = (kind);                                                                   \
        h->why = "house rule " #kind;                                                         \
        int events_before = events_seen;                                                      \
        GM_REFUSED_SAYING(g, WG_GAME_REASON_REFUSED_BY_HOST,                                  \
                          "refused-by-host: house rule " #kind, call);                        \
        assert_int_equal(events_seen, events_before);                                         \
        h->refuse = WG_GAME_REQUEST_KIND_COUNT;                                               \
        wg_error gm_e;                                                                        \
        GM_OK(call);                                                                          \
        assert_int_equal(wg_game_refusal(g), WG_GAME_REASON_NONE);                            \
    } while (0)
    REFUSE_THEN_ALLOW(WG_GAME_REQUEST_KIND_ACTIVATE, wg_game_activate(g, R, &gm_e));
    /* a hostile action opens a response (A2); a refused action between
     * does not close it, as it changes nothing */
    REFUSE_THEN_ALLOW(WG_GAME_REQUEST_KIND_SPEND,
                      wg_game_spend(g, R, 1, WG_GAME_ACTION_SHOOT, true, B, &gm_e));
    REFUSE_THEN_ALLOW(WG_GAME_REQUEST_KIND_RESPOND, wg_game_respond(g, B, R, &gm_e));
    REFUSE_THEN_ALLOW(WG_GAME_REQUEST_KIND_KILL, wg_game_kill(g, R, 1, &gm_e));
    REFUSE_THEN_ALLOW(WG_GAME_REQUEST_KIND_PANIC, wg_game_panic(g, R, &gm_e));
    REFUSE_THEN_ALLOW(WG_GAME_REQUEST_KIND_RALLY, wg_game_rally(g, R, &gm_e));
    REFUSE_THEN_ALLOW(WG_GAME_REQUEST_KIND_END_ACTIVATION, wg_game_end_activation(g, B, &gm_e));
    REFUSE_THEN_ALLOW(WG_GAME_REQUEST_KIND_WAIT, wg_game_wait(g, R, &gm_e));
    REFUSE_THEN_ALLOW(WG_GAME_REQUEST_KIND_EFFECT, wg_game_add_effect(g, "smoke", B2, &gm_e));
    REFUSE_THEN_ALLOW(WG_GAME_REQUEST_KIND_END_EFFECT, wg_game_end_effect(g, "fire", &gm_e));
    REFUSE_THEN_ALLOW(WG_GAME_REQUEST_KIND_OBJECTIVE, wg_game_score_objective(g, 0, 2, &gm_e));
    gm_act(g, B2);
    gm_act(g, R2);
    REFUSE_THEN_ALLOW(WG_GAME_REQUEST_KIND_END_TURN, wg_game_end_turn(g, &gm_e));
    REFUSE_THEN_ALLOW(WG_GAME_REQUEST_KIND_INITIATIVE, wg_game_start_turn(g, 1, &gm_e));
    REFUSE_THEN_ALLOW(WG_GAME_REQUEST_KIND_END_GAME, wg_game_end_game(g, &gm_e));
#undef REFUSE_THEN_ALLOW
    assert_true(wg_game_over(g));
    replays(g); /* what was applied, without the host */
    wg_game_free(g);
}

/* Each request as the host sees it: the unit, the other, AP and action,
 * models, effect, objective and player of each kind. */
static void test_requests(void **state)
{
    (void)state;
    host *h;
    wg_game *g = table(&h, WG_GAME_REQUEST_KIND_COUNT, "");
    GM_OK(wg_game_activate(g, R, NULL));
    GM_OK(wg_game_spend(g, R, 1, WG_GAME_ACTION_MOVE, false, 0, NULL));
    GM_OK(wg_game_spend(g, R, 1, WG_GAME_ACTION_SHOOT, true, B, NULL));
    GM_OK(wg_game_respond(g, B, R, NULL));
    GM_OK(wg_game_kill(g, R2, 1, NULL));
    GM_OK(wg_game_panic(g, B2, NULL));
    GM_OK(wg_game_rally(g, B2, NULL));
    GM_OK(wg_game_end_activation(g, B, NULL));
    GM_OK(wg_game_add_effect(g, "smoke", B2, NULL));
    GM_OK(wg_game_end_effect(g, "fire", NULL));
    GM_OK(wg_game_score_objective(g, 0, 1, NULL));
    gm_act(g, B2);
    gm_act(g, R2);
    GM_OK(wg_game_end_turn(g, NULL));
    GM_OK(wg_game_start_turn(g, 1, NULL));
    GM_OK(wg_game_activate_by_id(g, "r", NULL));
    GM_OK(wg_game_wait_by_id(g, "r", NULL));
    GM_OK(wg_game_end_game(g, NULL));
    assert_string_equal(h->asked,
        "activate t1 p1 u0:r o-1:- ap0 - m0 e:- ob-1:-\n"
        "spend t1 p1 u0:r o-1:- ap1 move m0 e:- ob-1:-\n"
        "spend t1 p1 u0:r o2:b ap1 shoot m0 e:- ob-1:-\n"
        "respond t1 p2 u2:b o0:r ap0 - m0 e:- ob-1:-\n"
        "kill t1 p1 u1:r2 o-1:- ap0 - m1 e:- ob-1:-\n"
        "panic t1 p2 u3:b2 o-1:- ap0 - m0 e:- ob-1:-\n"
        "rally t1 p2 u3:b2 o-1:- ap0 - m0 e:- ob-1:-\n"
        "end_activation t1 p2 u2:b o-1:- ap0 - m0 e:- ob-1:-\n"
        "effect t1 p2 u3:b2 o-1:- ap0 - m0 e:smoke ob-1:-\n"
        "end_effect t1 p1 u1:r2 o-1:- ap0 - m0 e:fire ob-1:-\n"
        "objective t1 p1 u-1:- o-1:- ap0 - m0 e:- ob0:hill\n"
        "activate t1 p2 u3:b2 o-1:- ap0 - m0 e:- ob-1:-\n"
        "spend t1 p2 u3:b2 o-1:- ap1 move m0 e:- ob-1:-\n"
        "activate t1 p1 u1:r2 o-1:- ap0 - m0 e:- ob-1:-\n"
        "spend t1 p1 u1:r2 o-1:- ap1 move m0 e:- ob-1:-\n"
        "end_turn t1 p0 u-1:- o-1:- ap0 - m0 e:- ob-1:-\n"
        "initiative t1 p1 u-1:- o-1:- ap0 - m0 e:- ob-1:-\n"
        "activate t2 p1 u0:r o-1:- ap0 - m0 e:- ob-1:-\n"
        "wait t2 p1 u0:r o-1:- ap0 - m0 e:- ob-1:-\n"
        "end_game t2 p0 u-1:- o-1:- ap0 - m0 e:- ob-1:-\n");
    wg_game_free(g);
}

/* The rules first: an action they refuse is refused for their reason and
 * the host is not asked, by index or by id (an unknown unit, A1), nor
 * after the end of the game; an argument no call takes is WG_EINVAL. */
static void test_rules_before_host(void **state)
{
    (void)state;
    host *h;
    wg_game *g = table(&h, WG_GAME_REQUEST_KIND_ACTIVATE, "never");
    GM_REFUSED(g, WG_GAME_REASON_NOT_YOUR_TURN, wg_game_activate(g, B2, &gm_e));
    GM_REFUSED(g, WG_GAME_REASON_UNKNOWN_UNIT, wg_game_activate(g, 9, &gm_e));
    GM_REFUSED_SAYING(g, WG_GAME_REASON_UNKNOWN_UNIT, "unknown-unit: no unit \"ghost\" in the game",
                      wg_game_activate_by_id(g, "ghost", &gm_e));
    GM_REFUSED(g, WG_GAME_REASON_NOT_ACTIVE,
               wg_game_spend(g, R, 1, WG_GAME_ACTION_MOVE, false, 0, &gm_e));
    wg_error err;
    assert_int_equal(wg_game_start_turn(g, 3, &err), WG_EINVAL);
    assert_int_equal(h->calls, 0);
    GM_REFUSED_SAYING(g, WG_GAME_REASON_REFUSED_BY_HOST, "refused-by-host: never",
                      wg_game_activate_by_id(g, "r", &gm_e));
    assert_int_equal(h->calls, 1);
    h->refuse = WG_GAME_REQUEST_KIND_COUNT;
    GM_OK(wg_game_end_game(g, NULL));
    GM_REFUSED(g, WG_GAME_REASON_GAME_OVER, wg_game_activate_by_id(g, "r", &gm_e));
    assert_int_equal(h->calls, 2); /* end_game */
    wg_game_free(g);
}

/* What the host says, and cannot do: an empty reason gets the library's,
 * one that fills the buffer without a NUL is cut; acting on the game from
 * the callback is WG_ESTATE; NULL takes the callback away. */
static void test_host_reason_and_limits(void **state)
{
    (void)state;
    host *h;
    wg_game *g = table(&h, WG_GAME_REQUEST_KIND_SPEND, "");
    GM_OK(wg_game_activate(g, R, NULL));
    GM_REFUSED_SAYING(g, WG_GAME_REASON_REFUSED_BY_HOST,
                      "refused-by-host: the host refuses this spend",
                      wg_game_spend(g, R, 1, WG_GAME_ACTION_MOVE, false, 0, &gm_e));
    h->why = NULL; /* the whole buffer, no NUL: cut */
    wg_error err;
    assert_int_equal(wg_game_spend(g, R, 1, WG_GAME_ACTION_MOVE, false, 0, &err), WG_ERULE);
    assert_memory_equal(err.message, "refused-by-host: xxx", 20);
    assert_int_equal(strlen(err.message), WG_ERROR_MESSAGE_SIZE - 1);
    h->game = g; /* the callback tries to end the turn */
    h->refuse = WG_GAME_REQUEST_KIND_COUNT;
    GM_OK(wg_game_spend(g, R, 1, WG_GAME_ACTION_MOVE, false, 0, NULL));
    assert_int_equal(h->acted, WG_ESTATE);
    h->game = NULL;
    int calls = h->calls;
    wg_game_set_before_fn(g, NULL, h);
    h->refuse = WG_GAME_REQUEST_KIND_PANIC;
    GM_OK(wg_game_panic(g, R2, NULL));
    h->refuse = WG_GAME_REQUEST_KIND_ACTIVATE; /* the usual activation, unasked too */
    GM_OK(wg_game_end_activation(g, R, NULL));
    GM_OK(wg_game_activate(g, B2, NULL));
    assert_int_equal(h->calls, calls);
    wg_game_set_before_fn(NULL, ask, h); /* ignored */
    wg_game_free(g);
}

/* ---- a house rule ---------------------------------------------------------------- */

/* No unit may spend more than 2 AP on one move. */
static bool short_moves(char *reason, size_t size, const wg_game_request *r, void *data)
{
    (void)data;
    if (r->kind != WG_GAME_REQUEST_KIND_SPEND || r->action != WG_GAME_ACTION_MOVE || r->ap <= 2)
        return true;
    snprintf(reason, size, "%s may move 2 AP at a time, not %d (house rule)", r->unit_id, r->ap);
    return false;
}

/* A house rule on top of A2: a long move is refused and changes nothing;
 * the unit moves in steps instead, and shoots as it likes. The log holds
 * only what was applied and replays; a log the rule would refuse replays
 * too, as no callback runs in a replay, and the rule holds again on the
 * game the replay gives once it is set there. */
static void test_house_rule(void **state)
{
    (void)state;
    wg_game *g = gm_new();
    gm_unit(g, 1, "knights", 6, 5, 130);
    gm_unit(g, 2, "archers", 2, 10, 90);
    wg_game_set_before_fn(g, short_moves, NULL);
    GM_OK(wg_game_start_turn(g, 1, NULL));
    GM_OK(wg_game_activate_by_id(g, "knights", NULL));
    GM_REFUSED_SAYING(g, WG_GAME_REASON_REFUSED_BY_HOST,
                      "refused-by-host: knights may move 2 AP at a time, not 3 (house rule)",
                      wg_game_spend_by_id(g, "knights", 3, WG_GAME_ACTION_MOVE, NULL, &gm_e));
    GM_OK(wg_game_spend_by_id(g, "knights", 2, WG_GAME_ACTION_MOVE, NULL, NULL));
    GM_OK(wg_game_spend_by_id(g, "knights", 1, WG_GAME_ACTION_MOVE, NULL, NULL));
    GM_OK(wg_game_spend_by_id(g, "knights", 3, WG_GAME_ACTION_SHOOT, "archers", NULL));
    assert_int_equal(gm_state(g, 0), WG_UNIT_STATE_ACTIVATED);
    char *log = NULL;
    assert_int_equal(wg_game_log_to_json(&log, g, NULL), WG_OK);
    assert_null(strstr(log, "\"ap\": 3, \"action\": \"move\""));
    wg_free(log);
    replays(g);
    wg_game_free(g);
    wg_game *again = NULL;
    static const char LONG_MOVE[] =
        "{\"format\": \"wargen-game/1\", \"players\": [{\"units\": [{\"id\": \"knights\", "
        "\"ap\": 6, \"models\": 5, \"cost\": 130}]}, {\"units\": [{\"id\": \"archers\", "
        "\"ap\": 2, \"models\": 10, \"cost\": 90}]}], \"actions\": [{\"initiative\": 1}, "
        "{\"activate\": \"knights\"}, {\"spend\": \"knights\", \"ap\": 3, \"action\": \"move\"}]}";
    assert_int_equal(wg_game_load_string(&again, LONG_MOVE, strlen(LONG_MOVE), NULL, NULL), WG_OK);
    assert_int_equal(gm_at(again, 0).ap, 3);
    wg_game_set_before_fn(again, short_moves, NULL);
    GM_REFUSED(again, WG_GAME_REASON_REFUSED_BY_HOST,
               wg_game_spend(again, 0, 3, WG_GAME_ACTION_MOVE, false, 0, &gm_e));
    wg_game_free(again);
}

/* ---- names -------------------------------------------------------------------------- */

/* The request kinds are the keys of wargen-game/1's actions, and go both
 * ways; the new reason has its name. */
static void test_names(void **state)
{
    (void)state;
    wg_game_request_kind k = WG_GAME_REQUEST_KIND_COUNT;
    for (int i = 0; i < WG_GAME_REQUEST_KIND_COUNT; i++) {
        const char *name = wg_game_request_kind_name((wg_game_request_kind)i);
        assert_non_null(name);
        assert_int_equal(wg_game_request_kind_parse(&k, name, NULL), WG_OK);
        assert_int_equal(k, i);
    }
    assert_string_equal(wg_game_request_kind_name(WG_GAME_REQUEST_KIND_END_ACTIVATION),
                        "end_activation");
    assert_string_equal(wg_game_request_kind_name(WG_GAME_REQUEST_KIND_OBJECTIVE), "objective");
    assert_null(wg_game_request_kind_name(WG_GAME_REQUEST_KIND_COUNT));
    wg_error err;
    assert_int_equal(wg_game_request_kind_parse(&k, "dance", &err), WG_EINVAL);
    assert_non_null(strstr(err.message, "end_game"));
    assert_int_equal(wg_game_request_kind_parse(NULL, "kill", &err), WG_EINVAL);
    wg_game_reason r = WG_GAME_REASON_NONE;
    assert_string_equal(wg_game_reason_name(WG_GAME_REASON_REFUSED_BY_HOST), "refused-by-host");
    assert_int_equal(wg_game_reason_parse(&r, "refused-by-host", NULL), WG_OK);
    assert_int_equal(r, WG_GAME_REASON_REFUSED_BY_HOST);
    assert_int_equal(WG_GAME_REASON_REFUSED_BY_HOST + 1, WG_GAME_REASON_COUNT); /* added last */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_host_refuses_each_kind),
        cmocka_unit_test(test_requests),
        cmocka_unit_test(test_rules_before_host),
        cmocka_unit_test(test_host_reason_and_limits),
        cmocka_unit_test(test_house_rule),
        cmocka_unit_test(test_names),
    };
    return cmocka_run_group_tests_name("game_before", tests, harness_setup, harness_teardown);
}
