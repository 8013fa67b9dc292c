/* One action of a `wargen-game/1` document: which it is (its one kind
 * key), its members, then the public call that plays it, by id (by_id.c),
 * so that an unknown id is refused in the rules' order (the game over
 * first), named by the id. */
#include <string.h>

#include "internal/game.h"
#include "internal/json.h"

/* ---- members ------------------------------------------------------------------- */

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
                         wg_status (*act)(wg_game *, const char *, wg_error *), wg_error *err)
{
    const char *id;
    wg_status st = wgi_json_member_string(&id, v, key, true, err);
    return st == WG_OK ? act(g, id, err) : st;
}

static wg_status do_activate(wg_game *g, const wgi_jval *v, wg_error *err)
{
    return on_unit(g, v, "activate", wg_game_activate_by_id, err);
}

static wg_status do_wait(wg_game *g, const wgi_jval *v, wg_error *err)
{
    return on_unit(g, v, "wait", wg_game_wait_by_id, err);
}

static wg_status do_end_activation(wg_game *g, const wgi_jval *v, wg_error *err)
{
    return on_unit(g, v, "end_activation", wg_game_end_activation_by_id, err);
}

static wg_status do_panic(wg_game *g, const wgi_jval *v, wg_error *err)
{
    return on_unit(g, v, "panic", wg_game_panic_by_id, err);
}

static wg_status do_rally(wg_game *g, const wgi_jval *v, wg_error *err)
{
    return on_unit(g, v, "rally", wg_game_rally_by_id, err);
}

/* "hostile": true goes with a "target", and a target with hostile: the
 * target's id, or NULL for none. */
static wg_status read_target(const char **target, const wgi_jval *v, wg_error *err)
{
    wgi_jval at;
    bool hostile = false;
    wg_status st = wgi_json_member_bool(&hostile, v, "hostile", false, err);
    if (st == WG_OK)
        st = wgi_json_member(&at, v, "target", false, err);
    if (st == WG_OK && hostile && at.node == NULL)
        st = wgi_json_fail(err, v, WG_EFORMAT, "a hostile action names its \"target\"");
    if (st == WG_OK && !hostile && at.node)
        st = wgi_json_fail(err, &at, WG_EFORMAT, "a target goes with \"hostile\": true");
    *target = NULL;
    if (st == WG_OK && hostile)
        st = wgi_json_member_string(target, v, "target", true, err);
    return st;
}

static wg_status do_spend(wg_game *g, const wgi_jval *v, wg_error *err)
{
    const char *id, *target = NULL;
    int ap = 0, action = 0;
    wgi_jval at;
    wg_status st = wgi_json_member_string(&id, v, "spend", true, err);
    if (st == WG_OK)
        st = wgi_json_member_int(&ap, v, "ap", true, 1, 1000, err);
    if (st == WG_OK && (st = wgi_json_member(&at, v, "action", true, err)) == WG_OK)
        st = wgi_json_enum(&action, &at, wgi_game_action_names, err);
    if (st == WG_OK)
        st = read_target(&target, v, err);
    return st == WG_OK ? wg_game_spend_by_id(g, id, ap, (wg_game_action)action, target, err) : st;
}

static wg_status do_respond(wg_game *g, const wgi_jval *v, wg_error *err)
{
    const char *id, *to;
    wg_status st = wgi_json_member_string(&id, v, "respond", true, err);
    if (st == WG_OK)
        st = wgi_json_member_string(&to, v, "to", true, err);
    return st == WG_OK ? wg_game_respond_by_id(g, id, to, err) : st;
}

static wg_status do_kill(wg_game *g, const wgi_jval *v, wg_error *err)
{
    const char *id;
    int models = 0;
    wg_status st = wgi_json_member_string(&id, v, "kill", true, err);
    if (st == WG_OK)
        st = wgi_json_member_int(&models, v, "models", true, 1, 100000, err);
    return st == WG_OK ? wg_game_kill_by_id(g, id, models, err) : st;
}

static wg_status do_effect(wg_game *g, const wgi_jval *v, wg_error *err)
{
    static const char *const keys[] = {"id", "by", NULL};
    wgi_jval e;
    const char *id, *by;
    wg_status st = wgi_json_member(&e, v, "effect", true, err);
    if (st == WG_OK)
        st = wgi_json_object(&e, keys, err);
    if (st == WG_OK)
        st = wgi_json_member_string(&id, &e, "id", true, err);
    if (st == WG_OK)
        st = wgi_json_member_string(&by, &e, "by", true, err);
    return st == WG_OK ? wg_game_add_effect_by_id(g, id, by, err) : st;
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
    int player = 0;
    wg_status st = wgi_json_member_string(&id, v, "objective", true, err);
    if (st == WG_OK)
        st = wgi_json_member_int(&player, v, "player", true, 1, 2, err);
    return st == WG_OK ? wg_game_score_objective_by_id(g, id, player, err) : st;
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
