/* The actions by id (wargen/game.h, "Playing by id"): each is its action
 * by index, and an unknown id is refused where that action refuses an
 * index past the last, after the same checks (A1: a game over first),
 * named by the id. */
#include "test_game_common.h"

/* ---- each action in both forms, on a unit and an other (unit or none) ----- */

typedef wg_status (*by_index)(wg_game *g, size_t unit, size_t other, wg_error *err);
typedef wg_status (*by_id)(wg_game *g, const char *unit, const char *other, wg_error *err);

/* ix_NAME and id_NAME: the action by index and by id, on unit (and other). */
#define FORMS(name, index_call, id_call)                                                      \
    static wg_status ix_##name(wg_game *g, size_t unit, size_t other, wg_error *err)         \
    {                                                                                         \
        (void)other;                                                                          \
        return index_call;                                                                    \
    }                                                                                         \
    static wg_status id_##name(wg_game *g, const char *unit, const char *other,              \
                               wg_error *err)                                                 \
    {                                                                                         \
        (void)other;                                                                          \
        return id_call;                                                                       \
    }
FORMS(activate, wg_game_activate(g, unit, err), wg_game_activate_by_id(g, unit, err))
FORMS(wait, wg_game_wait(g, unit, err), wg_game_wait_by_id(g, unit, err))
FORMS(end_activation, wg_game_end_activation(g, unit, err),
      wg_game_end_activation_by_id(g, unit, err))
FORMS(panic, wg_game_panic(g, unit, err), wg_game_panic_by_id(g, unit, err))
FORMS(rally, wg_game_rally(g, unit, err), wg_game_rally_by_id(g, unit, err))
FORMS(kill, wg_game_kill(g, unit, 1, err), wg_game_kill_by_id(g, unit, 1, err))
FORMS(effect, wg_game_add_effect(g, "fire", unit, err),
      wg_game_add_effect_by_id(g, "fire", unit, err))
/* a move: other is no target */
FORMS(move, wg_game_spend(g, unit, 1, WG_GAME_ACTION_MOVE, false, 0, err),
      wg_game_spend_by_id(g, unit, 1, WG_GAME_ACTION_MOVE, NULL, err))
/* a hostile shot at other (A2) */
FORMS(shoot, wg_game_spend(g, unit, 1, WG_GAME_ACTION_SHOOT, true, other, err),
      wg_game_spend_by_id(g, unit, 1, WG_GAME_ACTION_SHOOT, other, err))
FORMS(respond, wg_game_respond(g, unit, other, err), wg_game_respond_by_id(g, unit, other, err))
/* V2: unit is the objective, scored for player 1 */
FORMS(objective, wg_game_score_objective(g, unit, 1, err),
      wg_game_score_objective_by_id(g, unit, 1, err))

typedef struct form {
    const char *name;
    by_index index;
    by_id id;
    int names;      /* 1: a unit; 2: a unit and another; 0: an objective */
} form;

static const form FORMS[] = {
    {"activate", ix_activate, id_activate, 1},
    {"wait", ix_wait, id_wait, 1},
    {"end_activation", ix_end_activation, id_end_activation, 1},
    {"panic", ix_panic, id_panic, 1},
    {"rally", ix_rally, id_rally, 1},
    {"kill", ix_kill, id_kill, 1},
    {"add_effect", ix_effect, id_effect, 1},
    {"spend", ix_move, id_move, 1},
    {"spend hostile", ix_shoot, id_shoot, 2},
    {"respond", ix_respond, id_respond, 2},
    {"score_objective", ix_objective, id_objective, 0},
};
#define N_FORMS (sizeof FORMS / sizeof FORMS[0])

/* ---- the scenes ------------------------------------------------------------ */

/* Red's r (2 AP) and r2, blue's b (waiting once the turn is on) and bd
 * (destroyed); the objective "hill". Before the turn (scene 0); in turn 1
 * with r active (1); after the end of the game (2). */
enum { R, R2, B, BD, N_UNITS };
static const char *const IDS[N_UNITS] = {"r", "r2", "b", "bd"};

static wg_game *scene(int which)
{
    wg_game *g = gm_new();
    wg_objective_def hill = {"hill", WG_OBJECTIVE_KIND_HOLD, 2, NULL};
    for (int u = 0; u < N_UNITS; u++)
        gm_unit(g, u < B ? 1 : 2, IDS[u], 2, 3, 30);
    GM_OK(wg_game_add_objective(NULL, g, &hill, NULL));
    GM_OK(wg_game_kill(g, BD, 3, NULL));
    if (which >= 1) {
        GM_OK(wg_game_start_turn(g, 2, NULL));
        GM_OK(wg_game_activate(g, B, NULL));
        GM_OK(wg_game_wait(g, B, NULL));
        GM_OK(wg_game_activate(g, R, NULL));
    }
    if (which >= 2)
        GM_OK(wg_game_end_game(g, NULL));
    return g;
}

/* One unknown name (the unit, or other when unknown_other) in both forms:
 * the same status and reason, the game unchanged, and the message of the
 * index form, or said by the id for an unknown unit or objective. */
static void check_unknown(int which, const form *f, bool unknown_other)
{
    wg_game *a = scene(which), *b = scene(which);
    char *before = gm_snapshot(b);
    size_t past = f->names ? N_UNITS : 1; /* one objective */
    size_t unit = unknown_other ? (f->index == ix_respond ? B : R) : past;
    const char *unit_id = unknown_other ? IDS[unit] : "ghost";
    wg_error ea, eb;
    wg_status sa = f->index(a, unit, unknown_other ? N_UNITS : B, &ea);
    wg_status sb = f->id(b, unit_id, unknown_other ? "ghost" : "b", &eb);
    if (sa != sb || wg_game_refusal(a) != wg_game_refusal(b))
        fail_msg("scene %d, %s (unknown %s): %s (%s) by index, %s (%s) by id", which, f->name,
                 unknown_other ? "other" : "unit", wg_status_str(sa),
                 wg_game_reason_name(wg_game_refusal(a)), wg_status_str(sb),
                 wg_game_reason_name(wg_game_refusal(b)));
    assert_int_equal(sb, WG_ERULE);
    if (wg_game_refusal(b) == WG_GAME_REASON_UNKNOWN_UNIT)
        assert_string_equal(eb.message, f->names ? "unknown-unit: no unit \"ghost\" in the game"
                                                 : "unknown-unit: no objective \"ghost\" in the "
                                                   "game");
    else
        assert_string_equal(eb.message, ea.message);
    char *after = gm_snapshot(b);
    assert_string_equal(before, after);
    free(before);
    free(after);
    wg_game_free(a);
    wg_game_free(b);
}

/* A1: an unknown id is refused as an index past the last is, in every
 * scene: unknown-unit named by the id, unless the game is over (game-over
 * comes first); an unknown target or responded-to unit after the unit's
 * own checks (A2). */
static void test_unknown_id_as_past_the_end(void **state)
{
    (void)state;
    for (int which = 0; which < 3; which++)
        for (size_t f = 0; f < N_FORMS; f++) {
            check_unknown(which, &FORMS[f], false);
            if (FORMS[f].names == 2)
                check_unknown(which, &FORMS[f], true);
        }
    /* the reasons met: not only game-over */
    wg_game *g = scene(1);
    const char *ghost = "unknown-unit: no unit \"ghost\" in the game";
    GM_REFUSED_SAYING(g, WG_GAME_REASON_UNKNOWN_UNIT, ghost,
                      wg_game_activate_by_id(g, "ghost", &gm_e));
    GM_REFUSED_SAYING(g, WG_GAME_REASON_UNKNOWN_UNIT, ghost,
                      wg_game_spend_by_id(g, "r", 1, WG_GAME_ACTION_SHOOT, "ghost", &gm_e));
    /* both unknown: the unit first, as by index */
    GM_REFUSED_SAYING(g, WG_GAME_REASON_UNKNOWN_UNIT,
                      "unknown-unit: no unit \"nobody\" in the game",
                      wg_game_spend_by_id(g, "nobody", 1, WG_GAME_ACTION_SHOOT, "ghost", &gm_e));
    GM_REFUSED_SAYING(g, WG_GAME_REASON_UNKNOWN_UNIT,
                      "unknown-unit: no unit \"nobody\" in the game",
                      wg_game_respond_by_id(g, "nobody", "ghost", &gm_e));
    /* a known unit refused for another reason keeps its message */
    GM_REFUSED_SAYING(g, WG_GAME_REASON_NOT_HOSTILE, "not-hostile: r2 is not an enemy of r",
                      wg_game_spend_by_id(g, "r", 1, WG_GAME_ACTION_SHOOT, "r2", &gm_e));
    GM_REFUSED(g, WG_GAME_REASON_DESTROYED, wg_game_kill_by_id(g, "bd", 1, &gm_e));
    GM_OK(wg_game_end_game(g, NULL));
    GM_REFUSED_SAYING(g, WG_GAME_REASON_GAME_OVER, "game-over: the game is over",
                      wg_game_kill_by_id(g, "ghost", 1, &gm_e));
    wg_game_free(g);
}

/* ---- the same game by index and by id ------------------------------------------ */

/* The action on a by index and on b by id: the same status and refusal,
 * and the same state and log after it. */
#define BOTH(a, b, index_call, id_call) both(a, b, (index_call), (id_call), #id_call)

static void both(wg_game *a, wg_game *b, wg_status sa, wg_status sb, const char *call)
{
    if (sa != sb || wg_game_refusal(a) != wg_game_refusal(b))
        fail_msg("%s: %s by id, %s by index", call, wg_status_str(sb), wg_status_str(sa));
    char *ta = gm_snapshot(a), *tb = gm_snapshot(b);
    assert_string_equal(ta, tb);
    free(ta);
    free(tb);
}

/* A1-A3, V1, V2: a turn played with every action by id is the turn played
 * by index, action for action. */
static void test_by_id_plays_as_by_index(void **state)
{
    (void)state;
    wg_game *a = scene(0), *b = scene(0);
    BOTH(a, b, wg_game_start_turn(a, 1, NULL), wg_game_start_turn(b, 1, NULL));
    BOTH(a, b, wg_game_activate(a, R, NULL), wg_game_activate_by_id(b, "r", NULL));
    BOTH(a, b, wg_game_spend(a, R, 1, WG_GAME_ACTION_MOVE, false, 0, NULL),
         wg_game_spend_by_id(b, "r", 1, WG_GAME_ACTION_MOVE, NULL, NULL));
    BOTH(a, b, wg_game_wait(a, R, NULL), wg_game_wait_by_id(b, "r", NULL));
    BOTH(a, b, wg_game_activate(a, B, NULL), wg_game_activate_by_id(b, "b", NULL));
    BOTH(a, b, wg_game_spend(a, B, 1, WG_GAME_ACTION_MELEE, true, R, NULL),
         wg_game_spend_by_id(b, "b", 1, WG_GAME_ACTION_MELEE, "r", NULL));
    BOTH(a, b, wg_game_respond(a, R, B, NULL), wg_game_respond_by_id(b, "r", "b", NULL));
    assert_int_equal(gm_state(b, R), WG_UNIT_STATE_RESPONDING);
    BOTH(a, b, wg_game_end_activation(a, R, NULL), wg_game_end_activation_by_id(b, "r", NULL));
    BOTH(a, b, wg_game_end_activation(a, B, NULL), wg_game_end_activation_by_id(b, "b", NULL));
    BOTH(a, b, wg_game_kill(a, B, 2, NULL), wg_game_kill_by_id(b, "b", 2, NULL));
    BOTH(a, b, wg_game_panic(a, R2, NULL), wg_game_panic_by_id(b, "r2", NULL));
    BOTH(a, b, wg_game_rally(a, R2, NULL), wg_game_rally_by_id(b, "r2", NULL));
    BOTH(a, b, wg_game_add_effect(a, "fire", R2, NULL),
         wg_game_add_effect_by_id(b, "fire", "r2", NULL));
    BOTH(a, b, wg_game_score_objective(a, 0, 2, NULL),
         wg_game_score_objective_by_id(b, "hill", 2, NULL));
    /* refusals too, the unknown name aside */
    BOTH(a, b, wg_game_score_objective(a, 0, 1, NULL),
         wg_game_score_objective_by_id(b, "hill", 1, NULL));
    BOTH(a, b, wg_game_activate(a, R, NULL), wg_game_activate_by_id(b, "r", NULL));
    BOTH(a, b, wg_game_add_effect(a, "fire", R, NULL),
         wg_game_add_effect_by_id(b, "fire", "r", NULL));
    BOTH(a, b, wg_game_spend(a, R2, 1, WG_GAME_ACTION_COUNT, false, 0, NULL),
         wg_game_spend_by_id(b, "r2", 1, WG_GAME_ACTION_COUNT, NULL, NULL));
    wg_score s;
    GM_OK(wg_game_score(&s, b, NULL));
    assert_int_equal(s.battle_points[0].num, 50); /* V1: bd's 30 and 2 of b's 3 models of 30 */
    assert_int_equal(s.objectives[1], 2);         /* V2 */
    wg_game_free(a);
    wg_game_free(b);
}

/* ---- arguments ------------------------------------------------------------------ */

static wg_status from_callback = WG_OK;

static void act_in_callback(const wg_game_event *e, void *data)
{
    (void)e;
    from_callback = wg_game_panic_by_id(data, "r", NULL);
}

/* wg_game_unit_id reads an index back as the id a host names the unit by
 * (A1: units as added, both players together): wg_game_find_unit's
 * inverse, and NULL for WG_NONE, past the last or no game. */
static void test_unit_id(void **state)
{
    (void)state;
    wg_game *g = scene(1);
    for (size_t u = 0; u < N_UNITS; u++) {
        size_t found = WG_NONE;
        assert_string_equal(wg_game_unit_id(g, u), IDS[u]);
        GM_OK(wg_game_find_unit(&found, g, wg_game_unit_id(g, u), NULL));
        assert_int_equal(found, u);
    }
    assert_ptr_equal(wg_game_unit_id(g, R), gm_at(g, R).id); /* the game's own string */
    assert_null(wg_game_unit_id(g, N_UNITS));
    assert_null(wg_game_unit_id(g, WG_NONE));
    assert_null(wg_game_unit_id(NULL, 0));
    wg_game_free(g);
}

#define NULL_ARG(call, text)                                                                  \
    do {                                                                                      \
        assert_int_equal((call), WG_EINVAL);                                                  \
        assert_string_equal(err.message, text);                                               \
    } while (0)

/* A NULL id is no action at all (WG_EINVAL, naming it), nor a NULL game;
 * a callback cannot act by id either (WG_ESTATE). */
static void test_by_id_arguments(void **state)
{
    (void)state;
    wg_game *g = scene(1);
    wg_error err;
    NULL_ARG(wg_game_activate_by_id(g, NULL, &err), "wg_game_activate_by_id: unit is NULL");
    NULL_ARG(wg_game_wait_by_id(g, NULL, &err), "wg_game_wait_by_id: unit is NULL");
    NULL_ARG(wg_game_end_activation_by_id(g, NULL, &err),
             "wg_game_end_activation_by_id: unit is NULL");
    NULL_ARG(wg_game_panic_by_id(g, NULL, &err), "wg_game_panic_by_id: unit is NULL");
    NULL_ARG(wg_game_rally_by_id(g, NULL, &err), "wg_game_rally_by_id: unit is NULL");
    NULL_ARG(wg_game_kill_by_id(g, NULL, 1, &err), "wg_game_kill_by_id: unit is NULL");
    NULL_ARG(wg_game_add_effect_by_id(g, "fire", NULL, &err),
             "wg_game_add_effect_by_id: unit is NULL");
    NULL_ARG(wg_game_spend_by_id(g, NULL, 1, WG_GAME_ACTION_MOVE, NULL, &err),
             "wg_game_spend_by_id: unit is NULL");
    NULL_ARG(wg_game_respond_by_id(g, "b", NULL, &err), "wg_game_respond_by_id: to is NULL");
    NULL_ARG(wg_game_respond_by_id(g, NULL, "r", &err), "wg_game_respond_by_id: unit is NULL");
    NULL_ARG(wg_game_score_objective_by_id(g, NULL, 1, &err),
             "wg_game_score_objective_by_id: objective is NULL");
    assert_int_equal(wg_game_kill_by_id(NULL, "r", 1, &err), WG_EINVAL);
    assert_string_equal(err.message, "NULL game");
    assert_int_equal(wg_game_spend_by_id(NULL, "r", 1, WG_GAME_ACTION_MOVE, "b", &err),
                     WG_EINVAL);
    assert_int_equal(wg_game_score_objective_by_id(NULL, "hill", 1, &err), WG_EINVAL);
    assert_int_equal(wg_game_refusal(g), WG_GAME_REASON_NONE);
    wg_game_set_event_fn(g, act_in_callback, g);
    GM_OK(wg_game_end_activation_by_id(g, "r", NULL));
    assert_int_equal(from_callback, WG_ESTATE);
    assert_false(gm_at(g, R).panicked);
    wg_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_unknown_id_as_past_the_end),
        cmocka_unit_test(test_by_id_plays_as_by_index),
        cmocka_unit_test(test_by_id_arguments),
        cmocka_unit_test(test_unit_id),
    };
    return cmocka_run_group_tests_name("game_by_id", tests, harness_setup, harness_teardown);
}
