/* Reading a `wargen-game/1` document: the players, their units and the
 * scenario set up, then each action applied in order through the public
 * calls, so a replay is the game played again. A refused action stops it,
 * located at actions[N]; bad input is located at the member at fault. */
#include <limits.h>
#include <string.h>

#include "internal/alloc.h"
#include "internal/game.h"
#include "internal/json.h"
#include "internal/load.h"

/* "view" is a player's view (view.c): known, to be refused by name. */
static const char *const DOC_KEYS[] = {"format", "view", "players", "scenario", "actions",
                                       NULL};
static const char *const PLAYER_KEYS[] = {"name", "units", NULL};
static const char *const UNIT_KEYS[] = {"id", "name", "ap", "models", "cost", "cost_hidden",
                                        NULL};
static const char *const SCENARIO_KEYS[] = {"objectives", NULL};
static const char *const OBJECTIVE_KEYS[] = {"id", "kind", "points", "target", "unit", NULL};

/* ---- setting up -------------------------------------------------------------- */

/* A unit id of the document: well formed, and new unless known is false. */
static wg_status read_id(const char **out, const wgi_jval *obj, const char *key, wg_error *err)
{
    wgi_jval v;
    wg_status st = wgi_json_member(&v, obj, key, true, err);
    if (st == WG_OK)
        st = wgi_json_string(out, &v, err);
    if (st == WG_OK && !wgi_game_id_ok(*out))
        st = wgi_json_fail(err, &v, WG_EFORMAT, "\"%s\": 1 to 64 letters, digits, '-', '_' "
                          "or '.'", *out);
    return st;
}

static wg_status read_unit(wg_game *g, int player, const wgi_jval *v, wg_error *err)
{
    wg_game_unit_def u = {0};
    wgi_jval at;
    double cost = -1;
    bool hidden = false;
    size_t taken;
    wg_status st = wgi_json_object(v, UNIT_KEYS, err);
    if (st == WG_OK)
        st = read_id(&u.id, v, "id", err);
    if (st == WG_OK && wgi_strmap_get(&g->unit_ids, u.id, &taken)) {
        wgi_json_member(&at, v, "id", true, NULL);
        st = wgi_json_fail(err, &at, WG_EFORMAT, "unit id \"%s\" is taken: ids are unique in "
                          "the game", u.id);
    }
    if (st == WG_OK)
        st = wgi_json_member_string(&u.name, v, "name", false, err);
    if (st == WG_OK)
        st = wgi_json_member_int(&u.ap, v, "ap", true, 1, 1000, err);
    if (st == WG_OK)
        st = wgi_json_member_int(&u.models, v, "models", true, 1, 100000, err);
    if (st == WG_OK && (st = wgi_json_member(&at, v, "cost", true, err)) == WG_OK)
        st = wgi_json_number(&cost, &at, err);
    if (st == WG_OK && wg_points_to_half(&u.cost, cost, err) != WG_OK)
        st = wgi_json_relocate(err, &at, WG_EFORMAT);
    if (st == WG_OK)
        st = wgi_json_member_bool(&hidden, v, "cost_hidden", false, err);
    if (st == WG_OK && (st = wg_game_add_unit(NULL, g, player, &u, err)) == WG_EINVAL)
        st = wgi_json_relocate(err, v, WG_EFORMAT);
    if (st == WG_OK) /* the referee's game keeps it (H2) */
        g->units[g->n_units - 1].cost_hidden = hidden;
    return st;
}

static wg_status read_units(wg_game *g, const wgi_jval *players, wg_error *err)
{
    wg_status st = WG_OK;
    for (int p = 1; st == WG_OK && p <= 2; p++) {
        wgi_jval player, units, v;
        size_t n = 0;
        wgi_json_element(&player, players, (size_t)p - 1);
        if ((st = wgi_json_member(&units, &player, "units", true, err)) == WG_OK)
            st = wgi_json_array(&n, &units, 0, 100000, err);
        for (size_t i = 0; st == WG_OK && i < n; i++) {
            wgi_json_element(&v, &units, i);
            st = read_unit(g, p, &v, err);
        }
    }
    return st;
}

/* The players' names, then the game. */
static wg_status read_players(wg_game **out, const wgi_jval *root, wgi_jval *players,
                              wg_error *err)
{
    const char *names[2] = {NULL, NULL};
    size_t n;
    wg_status st = wgi_json_member(players, root, "players", true, err);
    if (st == WG_OK)
        st = wgi_json_array(&n, players, 2, 2, err);
    for (size_t p = 0; st == WG_OK && p < 2; p++) {
        wgi_jval v;
        wgi_json_element(&v, players, p);
        if ((st = wgi_json_object(&v, PLAYER_KEYS, err)) == WG_OK)
            st = wgi_json_member_string(&names[p], &v, "name", false, err);
        if (st == WG_OK && names[p] && strlen(names[p]) > 200)
            st = wgi_json_fail(err, &v, WG_EFORMAT, "a name of at most 200 bytes");
    }
    if (st == WG_OK)
        st = wg_game_new(out, names[0], names[1], err);
    return st == WG_OK ? read_units(*out, players, err) : st;
}

static wg_status read_objective(wg_game *g, const wgi_jval *v, wg_error *err)
{
    wg_objective_def o = {0};
    wgi_jval at, target, unit;
    int kind = 0;
    size_t taken;
    wg_status st = wgi_json_object(v, OBJECTIVE_KEYS, err);
    if (st == WG_OK)
        st = read_id(&o.id, v, "id", err);
    if (st == WG_OK && wgi_strmap_get(&g->objective_ids, o.id, &taken)) {
        wgi_json_member(&at, v, "id", true, NULL);
        st = wgi_json_fail(err, &at, WG_EFORMAT, "objective id \"%s\" is taken", o.id);
    }
    if (st == WG_OK && (st = wgi_json_member(&at, v, "kind", true, err)) == WG_OK)
        st = wgi_json_enum(&kind, &at, wgi_objective_kind_names, err);
    o.kind = (wg_objective_kind)kind;
    if (st == WG_OK)
        st = wgi_json_member_int(&o.points, v, "points", true, 0, 1000000, err);
    if (st == WG_OK)
        st = wgi_json_member(&target, v, "target", false, err);
    if (st == WG_OK)
        st = wgi_json_member(&unit, v, "unit", false, err);
    /* destroy names its "target", escort its "unit" (FORMATS' keys) */
    const char *key = o.kind == WG_OBJECTIVE_KIND_DESTROY ? "target" : "unit";
    const wgi_jval *named = o.kind == WG_OBJECTIVE_KIND_DESTROY ? &target : &unit;
    const wgi_jval *wrong = o.kind == WG_OBJECTIVE_KIND_DESTROY ? &unit : &target;
    if (st == WG_OK && wrong->node)
        st = wgi_json_fail(err, wrong, WG_EFORMAT, "a %s objective takes no \"%s\"",
                          wg_objective_kind_name(o.kind), wrong == &unit ? "unit" : "target");
    if (st == WG_OK && named->node)
        st = wgi_json_member_string(&o.unit, v, key, false, err);
    if (st == WG_OK && (st = wg_game_add_objective(NULL, g, &o, err)) == WG_EINVAL)
        st = wgi_json_relocate(err, named->node ? named : v, WG_EFORMAT);
    return st;
}

static wg_status read_scenario(wg_game *g, const wgi_jval *root, wg_error *err)
{
    wgi_jval scenario, list, v;
    size_t n = 0;
    wg_status st = wgi_json_member(&scenario, root, "scenario", false, err);
    if (st != WG_OK || scenario.node == NULL)
        return st;
    if ((st = wgi_json_object(&scenario, SCENARIO_KEYS, err)) == WG_OK &&
        (st = wgi_json_member(&list, &scenario, "objectives", true, err)) == WG_OK)
        st = wgi_json_array(&n, &list, 1, 1000, err);
    for (size_t i = 0; st == WG_OK && i < n; i++) {
        wgi_json_element(&v, &list, i);
        st = read_objective(g, &v, err);
    }
    return st;
}

/* ---- the whole document (each action: actions.c) ------------------------------- */

/* A player's view leaves out costs the referee's log holds: it is no game
 * to replay (H2 in a game). */
static wg_status refuse_view(const wgi_jval *root, wg_error *err)
{
    wgi_jval view;
    wg_status st = wgi_json_member(&view, root, "view", false, err);
    if (st != WG_OK || view.node == NULL)
        return st;
    return wgi_json_fail(err, &view, WG_EFORMAT, "a player's view of a game does not replay: "
                        "it may leave out the opponent's costs; replay the referee's log");
}

static wg_status read_game(wg_game **out, const wgi_jdoc *doc, wg_error *err)
{
    wgi_jval root, players, actions;
    size_t n = 0;
    wgi_json_root(&root, doc);
    wg_status st = wgi_json_document(&root, "wargen-game/1", DOC_KEYS, err);
    if (st == WG_OK)
        st = refuse_view(&root, err);
    if (st == WG_OK)
        st = read_players(out, &root, &players, err);
    if (st == WG_OK)
        st = read_scenario(*out, &root, err);
    if (st == WG_OK && (st = wgi_json_member(&actions, &root, "actions", true, err)) == WG_OK)
        st = wgi_json_array(&n, &actions, 0, 10000000, err);
    for (size_t i = 0; st == WG_OK && i < n; i++) {
        wgi_jval v;
        wgi_json_element(&v, &actions, i);
        st = wgi_game_read_action(*out, &v, err);
    }
    return st;
}

/* A refused action (WG_ERULE) still gives the game up to it. */
static wg_status play(void *target, const void *ctx, wgi_jdoc *doc, wg_error *err)
{
    (void)ctx;
    wg_game *g = NULL;
    wg_status st = read_game(&g, doc, err);
    if (st != WG_OK && st != WG_ERULE)
        wg_game_free(g);
    else
        *(wg_game **)target = g;
    return st;
}

static const wgi_reader play_reader = {play, true, false};

wg_status wg_game_load_string(wg_game **out, const char *json, size_t size, const char *name,
                              wg_error *err)
{
    return wgi_load(out, NULL, &play_reader, WGI_TEXT(json, size, name), err);
}

wg_status wg_game_load_file(wg_game **out, const char *path, wg_error *err)
{
    return wgi_load(out, NULL, &play_reader, WGI_FILE(path), err);
}

/* The library's own saved text, which the caller trusts: no size limit
 * (WGI_JSON_MAX_SIZE bounds what outside input can make us allocate), and
 * all or nothing, since a save that does not replay is corrupt. */
wg_status wg_game_restore(wg_game **out, const char *json, size_t size, wg_error *err)
{
    wgi_jdoc doc;
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_game_restore: out is NULL");
    *out = NULL;
    wg_status st = wgi_json_load_text(&doc, json, size, "<saved game>", SIZE_MAX, err);
    if (st != WG_OK)
        return st;
    st = play(out, NULL, &doc, err);
    wgi_json_close(&doc);
    if (st == WG_ERULE) { /* play keeps the game up to a refused action: a save does not */
        wg_game_free(*out);
        *out = NULL;
    }
    return st;
}
