/* The actions beside the activations: killing models (V1), the panic
 * token, uncontrolled effects (A3) and objectives (V2). Activations and
 * spending AP: activation.c. */
#include <string.h>

#include "internal/alloc.h"
#include "internal/game.h"

/* ---- casualties (V1) --------------------------------------------------------- */

/* A destroy objective on unit is scored for its opponent (V2). */
static void score_destroyed(wg_game *g, size_t unit)
{
    int by = g_other(g->units[unit].player);
    for (size_t i = 0; i < g->n_objectives; i++) {
        g_objective *o = &g->objectives[i];
        if (o->kind == WG_OBJECTIVE_KIND_DESTROY && o->unit == unit && o->scored_by == 0) {
            o->scored_by = by;
            g->objective_points[by - 1] += o->points;
        }
    }
}

/* The unit has no models left: it leaves the counts it was in, and an
 * activation it was in ends. */
static void destroy(wg_game *g, size_t unit)
{
    g_unit *u = &g->units[unit];
    int p = u->player - 1;
    if (u->state == WG_UNIT_STATE_UNACTIVATED)
        g->unactivated[p]--;
    if (u->state == WG_UNIT_STATE_WAITING) {
        g->waiting[p]--;
        if (u->waited_turn < g->turn)
            g->waiting_old[p]--;
    }
    if (g->acting == unit)
        wgi_game_finish(g, unit, WG_UNIT_STATE_DESTROYED);
    u->state = WG_UNIT_STATE_DESTROYED;
    u->ap = 0;
    score_destroyed(g, unit);
    wgi_game_refresh(g);
}

wg_status wg_game_kill(wg_game *game, size_t unit, int models, wg_error *err)
{
    wg_status st = wgi_game_begin(game, err);
    if (st == WG_OK)
        st = wgi_game_unit_ok(game, unit, err);
    if (st != WG_OK)
        return st;
    g_unit *u = &game->units[unit];
    int by = g_other(u->player);
    int64_t num, den;
    if (models < 1 || models > u->models)
        return wgi_game_refuse(game, err, WG_GAME_REASON_NO_MODELS, "%s has %d models left, not %d",
                              u->id, u->models, models);
    /* models * cost / starting models points; cost is in half points */
    st = wgi_game_bp_sum(&num, &den, game, by, (int64_t)models * u->cost,
                         (int64_t)u->models_start * 2, err);
    if (st == WG_OK)
        st = wgi_game_logged(game, WG_GAME_REQUEST_KIND_KILL, unit, WG_NONE, models, err);
    if (st != WG_OK)
        return st;
    game->bp_num[by - 1] = num;
    game->bp_den[by - 1] = den;
    u->models -= models;
    wgi_game_emit(game, WG_GAME_EVENT_KIND_KILL, unit, WG_NONE, NULL, models);
    if (u->models == 0)
        destroy(game, unit);
    return WG_OK;
}

/* ---- the panic token (A2) ----------------------------------------------------- */

static wg_status set_panic(wg_game *g, size_t unit, bool panicked, wg_error *err)
{
    wg_status st = wgi_game_begin(g, err);
    if (st == WG_OK)
        st = wgi_game_unit_ok(g, unit, err);
    if (st == WG_OK)
        st = wgi_game_logged(g, panicked ? WG_GAME_REQUEST_KIND_PANIC : WG_GAME_REQUEST_KIND_RALLY,
                             unit, WG_NONE, 0, err);
    if (st != WG_OK)
        return st;
    g->units[unit].panicked = panicked;
    return WG_OK;
}

wg_status wg_game_panic(wg_game *game, size_t unit, wg_error *err)
{
    return set_panic(game, unit, true, err);
}

wg_status wg_game_rally(wg_game *game, size_t unit, wg_error *err)
{
    return set_panic(game, unit, false, err);
}

/* ---- uncontrolled effects (A3) ------------------------------------------------ */

/* The effect in play with that id, or WG_NONE. */
static size_t find_effect(const wg_game *g, const char *id)
{
    for (size_t i = 0; i < g->n_effects; i++)
        if (strcmp(g->effects[i].id, id) == 0)
            return i;
    return WG_NONE;
}

wg_status wg_game_add_effect(wg_game *game, const char *id, size_t unit, wg_error *err)
{
    wg_status st = wgi_game_begin(game, err);
    if (st == WG_OK && !wgi_game_id_ok(id))
        st = wgi_fail(err, WG_EINVAL, "effect id \"%s\": 1 to 64 letters, digits, '-', '_' "
                     "or '.'", id ? id : "");
    if (st == WG_OK && find_effect(game, id) != WG_NONE)
        st = wgi_fail(err, WG_EINVAL, "effect \"%s\" is already in play", id);
    if (st == WG_OK)
        st = wgi_game_unit_ok(game, unit, err);
    if (st != WG_OK)
        return st;
    char *kept = wgi_strdup(id), *logged = wgi_strdup(id);
    if (kept == NULL || logged == NULL ||
        !wgi_grow((void **)&game->effects, &game->cap_effects, game->n_effects + 1,
                 sizeof *game->effects))
        st = wgi_fail_nomem(err);
    if (st == WG_OK) {
        wgi_game_entry(game, WG_GAME_REQUEST_KIND_EFFECT, unit, WG_NONE, 0)->effect = logged;
        st = wgi_game_log(game, err);
    }
    if (st != WG_OK) {
        wg_free(kept);
        wg_free(logged);
        return st;
    }
    game->effects[game->n_effects++] = (g_effect){kept, unit, 0};
    return WG_OK;
}

wg_status wg_game_end_effect(wg_game *game, const char *id, wg_error *err)
{
    wg_status st = wgi_game_begin(game, err);
    if (st == WG_OK && id == NULL)
        st = wgi_fail(err, WG_EINVAL, "wg_game_end_effect: id is NULL");
    if (st != WG_OK)
        return st;
    size_t at = find_effect(game, id);
    if (at == WG_NONE)
        return wgi_game_refuse(game, err, WG_GAME_REASON_UNKNOWN_UNIT, "no effect \"%s\" in play",
                              id);
    char *logged = wgi_strdup(id);
    if (logged == NULL)
        return wgi_fail_nomem(err);
    wgi_game_entry(game, WG_GAME_REQUEST_KIND_END_EFFECT, game->effects[at].unit, WG_NONE, 0)
        ->effect = logged;
    st = wgi_game_log(game, err);
    if (st != WG_OK) {
        wg_free(logged);
        return st;
    }
    wg_free(game->effects[at].id);
    memmove(&game->effects[at], &game->effects[at + 1],
            (game->n_effects - at - 1) * sizeof *game->effects);
    game->n_effects--;
    return WG_OK;
}

/* ---- objectives (V2) ------------------------------------------------------------ */

/* What scoring objective o for player needs beyond its existence. */
static wg_status check_score(wg_game *g, const g_objective *o, int player, wg_error *err)
{
    if (player != 1 && player != 2)
        return wgi_fail(err, WG_EINVAL, "player %d: a game has players 1 and 2", player);
    if (o->kind == WG_OBJECTIVE_KIND_DESTROY)
        return wgi_fail(err, WG_EINVAL, "objective \"%s\" is scored when its target is "
                       "destroyed", o->id);
    if (o->scored_by)
        return wgi_fail(err, WG_EINVAL, "objective \"%s\" is already scored, by player %d",
                       o->id, o->scored_by);
    if (o->kind != WG_OBJECTIVE_KIND_ESCORT)
        return WG_OK;
    if (g->units[o->unit].player != player)
        return wgi_fail(err, WG_EINVAL, "objective \"%s\": %s is player %d's to escort", o->id,
                       g->units[o->unit].id, g->units[o->unit].player);
    return wgi_game_unit_ok(g, o->unit, err);
}

wg_status wg_game_score_objective(wg_game *game, size_t objective, int player, wg_error *err)
{
    wg_status st = wgi_game_begin(game, err);
    if (st == WG_OK && objective >= game->n_objectives)
        st = wgi_game_refuse(game, err, WG_GAME_REASON_UNKNOWN_UNIT, "no objective %zu: the game "
                            "has %zu", objective, game->n_objectives);
    if (st == WG_OK)
        st = check_score(game, &game->objectives[objective], player, err);
    if (st == WG_OK)
        st = wgi_game_logged(game, WG_GAME_REQUEST_KIND_OBJECTIVE, objective, WG_NONE, player, err);
    if (st != WG_OK)
        return st;
    g_objective *o = &game->objectives[objective];
    o->scored_by = player;
    game->objective_points[player - 1] += o->points;
    return WG_OK;
}
