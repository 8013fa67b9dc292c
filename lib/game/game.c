/* A game's setup (rules A, V): its players, units and objectives, found by
 * id; the names of its enums. Playing: turn.c and act.c. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "internal/alloc.h"
#include "internal/game.h"

const char *const wgi_objective_kind_names[WG_OBJECTIVE_KIND_COUNT + 1] = {
    "hold", "capture", "destroy", "escort", NULL};
static const char *const reason_names[WG_GAME_REASON_COUNT + 1] = {
    "none", "not-your-turn", "not-unactivated", "not-active", "no-ap", "not-waiting",
    "not-hostile", "units-to-act", "turn-in-progress", "unknown-unit", "destroyed", "no-models",
    "game-over", "refused-by-host", NULL};
const char *const wgi_game_action_names[WG_GAME_ACTION_COUNT + 1] = {
    "move", "shoot", "magic", "melee", "other", NULL};
static const char *const state_names[WG_UNIT_STATE_COUNT + 1] = {
    "unactivated", "active", "waiting", "responding", "activated", "destroyed", NULL};
static const char *const event_names[WG_GAME_EVENT_KIND_COUNT + 1] = {
    "activation-started", "activation-ended", "response", "kill", "effect-resolved",
    "turn-ended", "game-over", NULL};
/* the keys of wargen-game/1's actions (log.c writes some by these names) */
static const char *const request_names[WG_GAME_REQUEST_KIND_COUNT + 1] = {
    "initiative", "activate", "spend", "wait", "respond", "end_activation", "kill", "panic",
    "rally", "effect", "end_effect", "objective", "end_turn", "end_game", NULL};

/* Every name of these enums parses, "none" included: a name and its
 * value go both ways. */
WGI_ENUM_NAMES(wg_objective_kind, wgi_objective_kind_names, 0, WG_OBJECTIVE_KIND_COUNT, "objective")
WGI_ENUM_NAMES(wg_game_action, wgi_game_action_names, 0, WG_GAME_ACTION_COUNT, "action")
WGI_ENUM_NAMES(wg_game_reason, reason_names, 0, WG_GAME_REASON_COUNT, "reason")
WGI_ENUM_NAMES(wg_unit_state, state_names, 0, WG_UNIT_STATE_COUNT, "unit state")
WGI_ENUM_NAMES(wg_game_event_kind, event_names, 0, WG_GAME_EVENT_KIND_COUNT, "event kind")
WGI_ENUM_NAMES(wg_game_request_kind, request_names, 0, WG_GAME_REQUEST_KIND_COUNT,
               "request kind")

bool wgi_game_id_ok(const char *id)
{
    size_t n = id ? strlen(id) : 0;
    if (n == 0 || n > 64)
        return false;
    for (const char *c = id; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') ||
              *c == '-' || *c == '_' || *c == '.'))
            return false;
    return true;
}

wg_status wgi_game_refuse(wg_game *g, wg_error *err, wg_game_reason reason, const char *fmt, ...)
{
    char text[WG_ERROR_MESSAGE_SIZE];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    g->refusal = reason;
    return wgi_fail(err, WG_ERULE, "%s: %s", reason_names[reason], text);
}

/* ---- making and freeing -------------------------------------------------- */

void wg_game_free(wg_game *game)
{
    if (game == NULL)
        return;
    for (size_t i = 0; i < game->n_units; i++) {
        wg_free(game->units[i].id);
        wg_free(game->units[i].name);
    }
    for (size_t i = 0; i < game->n_objectives; i++)
        wg_free(game->objectives[i].id);
    for (size_t i = 0; i < game->n_effects; i++)
        wg_free(game->effects[i].id);
    for (size_t i = 0; i < game->n_log; i++)
        wg_free(game->log[i].effect);
    wgi_strmap_free(&game->unit_ids);
    wgi_strmap_free(&game->objective_ids);
    wg_free(game->units);
    wg_free(game->objectives);
    wg_free(game->effects);
    wg_free(game->log);
    wg_free(game->names[0]);
    wg_free(game->names[1]);
    wg_free(game);
}

/* A player's name: given (at most 200 bytes), or "Player N". */
static wg_status set_name(wg_game *g, int player, const char *name, wg_error *err)
{
    char fallback[16];
    if (name && strlen(name) > 200)
        return wgi_fail(err, WG_EINVAL, "player %d's name is longer than 200 bytes", player);
    snprintf(fallback, sizeof fallback, "Player %d", player);
    g->names[player - 1] = wgi_strdup(name ? name : fallback);
    return g->names[player - 1] ? WG_OK : wgi_fail_nomem(err);
}

wg_status wg_game_new(wg_game **out, const char *player1, const char *player2, wg_error *err)
{
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_game_new: out is NULL");
    *out = NULL;
    wg_game *g = wgi_calloc(1, sizeof *g);
    if (g == NULL)
        return wgi_fail_nomem(err);
    wgi_strmap_init(&g->unit_ids);
    wgi_strmap_init(&g->objective_ids);
    g->acting = g->interrupted = g->window_by = WG_NONE;
    for (int p = 0; p < 2; p++)
        g->bp_den[p] = 1;
    wg_status st = set_name(g, 1, player1, err);
    if (st == WG_OK)
        st = set_name(g, 2, player2, err);
    if (st != WG_OK) {
        wg_game_free(g);
        return st;
    }
    *out = g;
    return WG_OK;
}

/* ---- units ------------------------------------------------------------------ */

wg_status wgi_game_check_setup(const wg_game *g, const void *arg, const char *what, wg_error *err)
{
    if (g == NULL || arg == NULL)
        return wgi_fail(err, WG_EINVAL, "%s: NULL argument", what);
    if (g->n_log > 0)
        return wgi_fail(err, WG_EINVAL, "%s: the game has started (%zu actions)", what, g->n_log);
    return WG_OK;
}

/* The fields of a unit, each in its range. */
static wg_status check_unit(const wg_game *g, int player, const wg_game_unit_def *u,
                            wg_error *err)
{
    size_t at;
    if (player != 1 && player != 2)
        return wgi_fail(err, WG_EINVAL, "player %d: a game has players 1 and 2", player);
    if (!wgi_game_id_ok(u->id))
        return wgi_fail(err, WG_EINVAL, "id \"%s\": 1 to 64 letters, digits, '-', '_' or '.'",
                       u->id ? u->id : "");
    if (wgi_strmap_get(&g->unit_ids, u->id, &at))
        return wgi_fail(err, WG_EINVAL, "id \"%s\" is taken by unit %zu", u->id, at);
    if (u->name && strlen(u->name) > 200)
        return wgi_fail(err, WG_EINVAL, "unit \"%s\": name longer than 200 bytes", u->id);
    if (u->ap < 1 || u->ap > 1000)
        return wgi_fail(err, WG_EINVAL, "unit \"%s\": ap %d is not 1 to 1000", u->id, u->ap);
    if (u->models < 1 || u->models > 100000)
        return wgi_fail(err, WG_EINVAL, "unit \"%s\": models %d is not 1 to 100000", u->id,
                       u->models);
    if (u->cost < 0 || u->cost > 2 * WG_POINTS_MAX_COST) /* what the log's reader takes */
        return wgi_fail(err, WG_EINVAL, "unit \"%s\": cost %d half points is not 0 to %d",
                       u->id, u->cost, 2 * WG_POINTS_MAX_COST);
    return WG_OK;
}

void wgi_game_unit_drop(g_unit *u)
{
    wg_free(u->id);
    wg_free(u->name);
    u->id = u->name = NULL; /* dropped twice, freed once */
}

wg_status wgi_game_unit_make(g_unit *out, const wg_game *g, int player,
                            const wg_game_unit_def *def, wg_error *err)
{
    wg_status st = check_unit(g, player, def, err);
    if (st != WG_OK)
        return st;
    *out = (g_unit){.player = player, .ap = def->ap, .ap_per_turn = def->ap,
                    .models = def->models, .models_start = def->models, .cost = def->cost};
    out->id = wgi_strdup(def->id);
    out->name = wgi_strdup(def->name ? def->name : def->id);
    if (out->id == NULL || out->name == NULL) {
        wgi_game_unit_drop(out);
        return wgi_fail_nomem(err);
    }
    return WG_OK;
}

wg_status wgi_game_units_add(wg_game *g, g_unit *units, size_t n, wg_error *err)
{
    if (n > G_MAX_UNITS - g->n_units)
        return wgi_fail(err, WG_EINVAL, "a game holds at most %d units", G_MAX_UNITS);
    if (!wgi_strmap_reserve_n(&g->unit_ids, n) ||
        !wgi_grow((void **)&g->units, &g->cap_units, g->n_units + n, sizeof *g->units))
        return wgi_fail_nomem(err);
    for (size_t i = 0; i < n; i++) {
        g->units[g->n_units] = units[i];
        wgi_strmap_put(&g->unit_ids, units[i].id, g->n_units++);
        g->unactivated[units[i].player - 1]++;
    }
    return WG_OK;
}

wg_status wg_game_add_unit(size_t *index, wg_game *game, int player,
                           const wg_game_unit_def *unit, wg_error *err)
{
    g_unit u;
    wg_status st = wgi_game_check_setup(game, unit, "wg_game_add_unit", err);
    if (st == WG_OK)
        st = wgi_game_unit_make(&u, game, player, unit, err);
    if (st != WG_OK)
        return st;
    if ((st = wgi_game_units_add(game, &u, 1, err)) != WG_OK) {
        wgi_game_unit_drop(&u);
        return st;
    }
    if (index)
        *index = game->n_units - 1;
    return WG_OK;
}

/* ---- objectives -------------------------------------------------------------- */

/* The unit an objective names: required for destroy and escort, refused
 * for the others. */
static wg_status objective_unit(size_t *unit, const wg_game *g, const wg_objective_def *o,
                                wg_error *err)
{
    bool needs = o->kind == WG_OBJECTIVE_KIND_DESTROY || o->kind == WG_OBJECTIVE_KIND_ESCORT;
    *unit = WG_NONE;
    if (!needs && o->unit == NULL)
        return WG_OK;
    if (!needs)
        return wgi_fail(err, WG_EINVAL, "objective \"%s\": a %s objective names no unit", o->id,
                       wgi_objective_kind_names[o->kind]);
    if (o->unit == NULL)
        return wgi_fail(err, WG_EINVAL, "objective \"%s\": a %s objective names its unit",
                       o->id, wgi_objective_kind_names[o->kind]);
    if (!wgi_strmap_get(&g->unit_ids, o->unit, unit))
        return wgi_fail(err, WG_EINVAL, "objective \"%s\": no unit \"%s\"", o->id, o->unit);
    return WG_OK;
}

static wg_status check_objective(const wg_game *g, const wg_objective_def *o, size_t *unit,
                                 wg_error *err)
{
    size_t at;
    if (!wgi_game_id_ok(o->id))
        return wgi_fail(err, WG_EINVAL, "objective id \"%s\": 1 to 64 letters, digits, '-', "
                       "'_' or '.'", o->id ? o->id : "");
    if (wgi_strmap_get(&g->objective_ids, o->id, &at))
        return wgi_fail(err, WG_EINVAL, "objective id \"%s\" is taken", o->id);
    if (wg_objective_kind_name(o->kind) == NULL)
        return wgi_fail(err, WG_EINVAL, "objective \"%s\": unknown kind %d", o->id, (int)o->kind);
    if (o->points < 0 || o->points > 1000000)
        return wgi_fail(err, WG_EINVAL, "objective \"%s\": points %d is not 0 to 1000000", o->id,
                       o->points);
    return objective_unit(unit, g, o, err);
}

wg_status wg_game_add_objective(size_t *index, wg_game *game,
                                const wg_objective_def *objective, wg_error *err)
{
    size_t unit;
    wg_status st = wgi_game_check_setup(game, objective, "wg_game_add_objective", err);
    if (st == WG_OK)
        st = check_objective(game, objective, &unit, err);
    if (st != WG_OK)
        return st;
    if (game->n_objectives >= G_MAX_UNITS)
        return wgi_fail(err, WG_EINVAL, "a game holds at most %d objectives", G_MAX_UNITS);
    g_objective o = {wgi_strdup(objective->id), objective->kind, objective->points, unit, 0};
    if (o.id == NULL || !wgi_strmap_reserve(&game->objective_ids) ||
        !wgi_grow((void **)&game->objectives, &game->cap_objectives, game->n_objectives + 1,
                 sizeof *game->objectives)) {
        wg_free(o.id);
        return wgi_fail_nomem(err);
    }
    game->objectives[game->n_objectives] = o;
    wgi_strmap_put(&game->objective_ids, o.id, game->n_objectives);
    if (index)
        *index = game->n_objectives;
    game->n_objectives++;
    return WG_OK;
}

/* ---- finding -------------------------------------------------------------------- */

wg_status wg_game_find_unit(size_t *index, const wg_game *game, const char *id, wg_error *err)
{
    size_t at;
    if (index == NULL || game == NULL || id == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_game_find_unit: NULL argument");
    if (!wgi_strmap_get(&game->unit_ids, id, &at))
        return wgi_fail(err, WG_ENOTFOUND, "no unit \"%s\" in the game", id);
    *index = at;
    return WG_OK;
}

wg_status wg_game_find_objective(size_t *index, const wg_game *game, const char *id,
                                 wg_error *err)
{
    size_t at;
    if (index == NULL || game == NULL || id == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_game_find_objective: NULL argument");
    if (!wgi_strmap_get(&game->objective_ids, id, &at))
        return wgi_fail(err, WG_ENOTFOUND, "no objective \"%s\" in the game", id);
    *index = at;
    return WG_OK;
}
