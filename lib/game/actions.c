/* One action of a `wargen-game/1` document: which it is (its one kind
 * key), its members, then the public call that plays it. Ids are looked up
 * here; an unknown one reaches the call as an index past the last, so the
 * rules refuse it in their order (the game over first), named by its id. */
#include <string.h>

#include "internal/game.h"
#include "internal/json.h"

/* ---- members ------------------------------------------------------------------- */

/* A unit named by the member key: its index, or the unit count if none has
 * that id. */
static wg_status unit_member(size_t *unit, const char **id, const wg_game *g, const wgi_jval *v,
                             const char *key, wg_error *err)
{
    wg_status st = wgi_json_member_string(id, v, key, true, err);
    if (st == WG_OK && !wgi_strmap_get(&g->unit_ids, *id, unit))
        *unit = g->n_units;
    return st;
}

/* A refusal of an unknown unit, told by the id the document gave. */
static wg_status named(wg_game *g, wg_status st, size_t unit, const char *id, wg_error *err)
{
    return wg_game_restate_unit_refusal(g, st, unit, id, err);
}

/* A member that must be true: {"end_turn": true}. */
static wg_status member_true(const wgi_jval *v, const char *key, wg_error *err)
{
    wgi_jval at;
    bool yes = false;
    wg_status st = wgi_json_member(&at, v, key, true, err);
    if (st == WG_OK)
        st = wgi_json_bool(&yes, &at, err);
    if (st == WG_OK && !yes)
        st = wgi_json_fail(err, &at, WG_EFORMAT, "true (the only value it takes)");
    return st;
}

/* ---- each kind ---------------------------------------------------------------- */

static wg_status do_initiative(wg_game *g, const wgi_jval *v, wg_error *err)
{
    int player = 0;
    wg_status st = wgi_json_member_int(&player, v, "initiative", true, 1, 2, err);
    return st == WG_OK ? wg_game_start_turn(g, player, err) : st;
}

/* The actions on one unit and nothing else. */
static wg_status on_unit(wg_game *g, const wgi_jval *v, const char *key,
                         wg_status (*act)(wg_game *, size_t, wg_error *), wg_error *err)
{
    size_t unit;
    const char *id;
    wg_status st = unit_member(&unit, &id, g, v, key, err);
    return st == WG_OK ? named(g, act(g, unit, err), unit, id, err) : st;
}

static wg_status do_activate(wg_game *g, const wgi_jval *v, wg_error *err)
{
    return on_unit(g, v, "activate", wg_game_activate, err);
}

static wg_status do_wait(wg_game *g, const wgi_jval *v, wg_error *err)
{
    return on_unit(g, v, "wait", wg_game_wait, err);
}

static wg_status do_end_activation(wg_game *g, const wgi_jval *v, wg_error *err)
{
    return on_unit(g, v, "end_activation", wg_game_end_activation, err);
}

static wg_status do_panic(wg_game *g, const wgi_jval *v, wg_error *err)
{
    return on_unit(g, v, "panic", wg_game_panic, err);
}

static wg_status do_rally(wg_game *g, const wgi_jval *v, wg_error *err)
{
    return on_unit(g, v, "rally", wg_game_rally, err);
}

/* "hostile": true goes with a "target", and a target with hostile. */
static wg_status read_target(bool *hostile, size_t *target, const char **id, const wg_game *g,
                             const wgi_jval *v, wg_error *err)
{
    wgi_jval at;
    wg_status st = wgi_json_member_bool(hostile, v, "hostile", false, err);
    if (st == WG_OK)
        st = wgi_json_member(&at, v, "target", false, err);
    if (st == WG_OK && *hostile && at.node == NULL)
        st = wgi_json_fail(err, v, WG_EFORMAT, "a hostile action names its \"target\"");
    if (st == WG_OK && !*hostile && at.node)
        st = wgi_json_fail(err, &at, WG_EFORMAT, "a target goes with \"hostile\": true");
    if (st == WG_OK && *hostile)
        st = unit_member(target, id, g, v, "target", err);
    return st;
}

static wg_status do_spend(wg_game *g, const wgi_jval *v, wg_error *err)
{
    size_t unit, target = 0;
    const char *id, *target_id = "";
    int ap = 0, action = 0;
    bool hostile = false;
    wgi_jval at;
    wg_status st = unit_member(&unit, &id, g, v, "spend", err);
    if (st == WG_OK)
        st = wgi_json_member_int(&ap, v, "ap", true, 1, 1000, err);
    if (st == WG_OK && (st = wgi_json_member(&at, v, "action", true, err)) == WG_OK)
        st = wgi_json_enum(&action, &at, wgi_game_action_names, err);
    if (st == WG_OK)
        st = read_target(&hostile, &target, &target_id, g, v, err);
    if (st != WG_OK)
        return st;
    st = wg_game_spend(g, unit, ap, (wg_game_action)action, hostile, target, err);
    st = named(g, st, unit, id, err);
    return unit < g->n_units ? named(g, st, target, target_id, err) : st;
}

static wg_status do_respond(wg_game *g, const wgi_jval *v, wg_error *err)
{
    size_t unit, to;
    const char *id, *to_id;
    wg_status st = unit_member(&unit, &id, g, v, "respond", err);
    if (st == WG_OK)
        st = unit_member(&to, &to_id, g, v, "to", err);
    if (st != WG_OK)
        return st;
    st = named(g, wg_game_respond(g, unit, to, err), unit, id, err);
    return unit < g->n_units ? named(g, st, to, to_id, err) : st;
}

static wg_status do_kill(wg_game *g, const wgi_jval *v, wg_error *err)
{
    size_t unit;
    const char *id;
    int models = 0;
    wg_status st = unit_member(&unit, &id, g, v, "kill", err);
    if (st == WG_OK)
        st = wgi_json_member_int(&models, v, "models", true, 1, 100000, err);
    return st == WG_OK ? named(g, wg_game_kill(g, unit, models, err), unit, id, err) : st;
}

static wg_status do_effect(wg_game *g, const wgi_jval *v, wg_error *err)
{
    static const char *const keys[] = {"id", "by", NULL};
    wgi_jval e;
    size_t unit;
    const char *id, *by;
    wg_status st = wgi_json_member(&e, v, "effect", true, err);
    if (st == WG_OK)
        st = wgi_json_object(&e, keys, err);
    if (st == WG_OK)
        st = wgi_json_member_string(&id, &e, "id", true, err);
    if (st == WG_OK)
        st = unit_member(&unit, &by, g, &e, "by", err);
    return st == WG_OK ? named(g, wg_game_add_effect(g, id, unit, err), unit, by, err) : st;
}

static wg_status do_end_effect(wg_game *g, const wgi_jval *v, wg_error *err)
{
    const char *id;
    wg_status st = wgi_json_member_string(&id, v, "end_effect", true, err);
    return st == WG_OK ? wg_game_end_effect(g, id, err) : st;
}

static wg_status do_objective(wg_game *g, const wgi_jval *v, wg_error *err)
{
    const char *id;
    size_t at;
    int player = 0;
    wg_status st = wgi_json_member_string(&id, v, "objective", true, err);
    if (st == WG_OK)
        st = wgi_json_member_int(&player, v, "player", true, 1, 2, err);
    if (st != WG_OK)
        return st;
    if (!wgi_strmap_get(&g->objective_ids, id, &at))
        at = g->n_objectives;
    st = wg_game_score_objective(g, at, player, err);
    return wg_game_restate_objective_refusal(g, st, at, id, err);
}

static wg_status do_end_turn(wg_game *g, const wgi_jval *v, wg_error *err)
{
    wg_status st = member_true(v, "end_turn", err);
    return st == WG_OK ? wg_game_end_turn(g, err) : st;
}

static wg_status do_end_game(wg_game *g, const wgi_jval *v, wg_error *err)
{
    wg_status st = member_true(v, "end_game", err);
    return st == WG_OK ? wg_game_end_game(g, err) : st;
}

/* ---- which kind ------------------------------------------------------------------ */

typedef struct kind {
    const char *key;
    const char *const *keys; /* every key it takes */
    wg_status (*apply)(wg_game *, const wgi_jval *, wg_error *);
} kind;

#define KEYS(...) ((const char *const[]){__VA_ARGS__, NULL})

static const kind KINDS[] = {
    {"initiative", KEYS("initiative"), do_initiative},
    {"activate", KEYS("activate"), do_activate},
    {"spend", KEYS("spend", "ap", "action", "hostile", "target"), do_spend},
    {"wait", KEYS("wait"), do_wait},
    {"respond", KEYS("respond", "to"), do_respond},
    {"end_activation", KEYS("end_activation"), do_end_activation},
    {"kill", KEYS("kill", "models"), do_kill},
    {"panic", KEYS("panic"), do_panic},
    {"rally", KEYS("rally"), do_rally},
    {"effect", KEYS("effect"), do_effect},
    {"end_effect", KEYS("end_effect"), do_end_effect},
    {"objective", KEYS("objective", "player"), do_objective},
    {"end_turn", KEYS("end_turn"), do_end_turn},
    {"end_game", KEYS("end_game"), do_end_game},
};
#define N_KINDS (sizeof KINDS / sizeof KINDS[0])

/* The one kind key the action has. */
static wg_status which(const kind **out, const wgi_jval *v, wg_error *err)
{
    size_t found = 0;
    if (!json_is_object(v->node))
        return wgi_json_fail(err, v, WG_EFORMAT, "an action is an object");
    for (size_t k = 0; k < N_KINDS; k++)
        if (json_object_get(v->node, KINDS[k].key)) {
            *out = &KINDS[k];
            found++;
        }
    if (found == 1)
        return WG_OK;
    return wgi_json_fail(err, v, WG_EFORMAT, "an action has %s of the keys initiative, "
                        "activate, spend, wait, respond, end_activation, kill, panic, rally, "
                        "effect, end_effect, objective, end_turn, end_game",
                        found ? "only one" : "one");
}

wg_status wgi_game_read_action(wg_game *g, const struct wgi_jval *v, wg_error *err)
{
    const kind *k = NULL;
    wg_status st = which(&k, v, err);
    if (st == WG_OK)
        st = wgi_json_object(v, k->keys, err);
    if (st == WG_OK)
        st = k->apply(g, v, err);
    if (st == WG_ERULE || st == WG_EINVAL) /* a refused action, or one no game takes */
        return wgi_json_relocate(err, v, st == WG_ERULE ? WG_ERULE : WG_EFORMAT);
    return st;
}
