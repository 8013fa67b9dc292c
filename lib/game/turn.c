/* Turns (rules A1, A3): the callbacks, what every action checks first,
 * initiative, the end of a turn with its effects, and the end of the game.
 * Activations: activation.c; casualties, effects and objectives: act.c. */
#include "internal/alloc.h"
#include "internal/game.h"

void wg_game_set_event_fn(wg_game *game, wg_game_event_fn fn, void *data)
{
    if (game) {
        game->on_event = fn;
        game->event_data = data;
    }
}

void wg_game_set_effect_fn(wg_game *game, wg_game_effect_fn fn, void *data)
{
    if (game) {
        game->on_effect = fn;
        game->effect_data = data;
    }
}

void wg_game_set_before_fn(wg_game *game, wg_game_before_fn fn, void *data)
{
    if (game) {
        game->on_before = fn;
        game->before_data = data;
        game->gate = (uint8_t)((game->gate & ~G_GATE_HOST) | (fn ? G_GATE_HOST : 0));
    }
}

/* ---- the host's say, after the rules' (wg_game_set_before_fn) ----------------- */

/* The action as the host is asked about it, from its log entry. */
static wg_game_request request(const wg_game *g, const g_action *a)
{
    wg_game_request r = {(wg_game_request_kind)a->op, g->turn, 0, WG_NONE, NULL, WG_NONE, NULL, 0,
                         WG_GAME_ACTION_COUNT, 0, a->effect, WG_NONE, NULL};
    switch (r.kind) {
    case WG_GAME_REQUEST_KIND_INITIATIVE:
        r.player = (int)a->n;
        return r;
    case WG_GAME_REQUEST_KIND_OBJECTIVE:
        r.player = (int)a->n;
        r.objective = a->unit;
        r.objective_id = g->objectives[a->unit].id;
        return r;
    case WG_GAME_REQUEST_KIND_END_TURN:
    case WG_GAME_REQUEST_KIND_END_GAME:
        return r;
    default: /* on a unit, and for spend and respond perhaps another */
        break;
    }
    r.unit = a->unit;
    r.unit_id = g->units[a->unit].id;
    r.player = g->units[a->unit].player;
    if (a->other != UINT32_MAX) {
        r.other = a->other;
        r.other_id = g->units[a->other].id;
    }
    if (r.kind == WG_GAME_REQUEST_KIND_SPEND) {
        r.ap = (int)a->n;
        r.action = (wg_game_action)a->action;
    }
    if (r.kind == WG_GAME_REQUEST_KIND_KILL)
        r.models = (int)a->n;
    return r;
}

wg_status wgi_game_ask(wg_game *g, const g_action *a, wg_error *err)
{
    wg_game_request r = request(g, a);
    char why[WG_ERROR_MESSAGE_SIZE] = "";
    g->in_callback = true;
    bool allowed = g->on_before(why, sizeof why, &r, g->before_data);
    g->in_callback = false;
    if (allowed)
        return WG_OK;
    why[sizeof why - 1] = '\0';
    if (why[0] == '\0')
        return wgi_game_refuse(g, err, WG_GAME_REASON_REFUSED_BY_HOST, "the host refuses this %s",
                              wg_game_request_kind_name(r.kind));
    return wgi_game_refuse(g, err, WG_GAME_REASON_REFUSED_BY_HOST, "%s", why);
}

/* ---- what every action checks first ------------------------------------------- */

wg_status wgi_game_begin_slow(wg_game *g, wg_error *err)
{
    if (g == NULL)
        return wgi_fail(err, WG_EINVAL, "NULL game");
    if (g->in_callback)
        return wgi_fail(err, WG_ESTATE, "a callback of the game cannot act on it");
    g->refusal = WG_GAME_REASON_NONE;
    if (g->over)
        return wgi_game_refuse(g, err, WG_GAME_REASON_GAME_OVER, "the game is over");
    if (!wgi_grow((void **)&g->log, &g->cap_log, g->n_log + 1, sizeof *g->log))
        return wgi_fail_nomem(err);
    return WG_OK;
}

wg_status wgi_game_begin_plain_slow(wg_game *g, wg_error *err)
{
    wg_status st = wgi_game_begin_slow(g, err);
    return st == WG_OK && g->on_before != NULL ? WGI_GAME_ASK : st;
}

wg_status wgi_game_unit_refused(wg_game *g, size_t unit, wg_error *err)
{
    if (unit >= g->n_units)
        return wgi_game_refuse(g, err, WG_GAME_REASON_UNKNOWN_UNIT, "no unit %zu: the game has %zu",
                              unit, g->n_units);
    return wgi_game_refuse(g, err, WG_GAME_REASON_DESTROYED, "%s is destroyed", g->units[unit].id);
}

/* ---- the actions ------------------------------------------------------------- */

wg_status wg_game_start_turn(wg_game *game, int player, wg_error *err)
{
    wg_status st = wgi_game_begin(game, err);
    if (st != WG_OK)
        return st;
    if (player != 1 && player != 2)
        return wgi_fail(err, WG_EINVAL, "player %d: a game has players 1 and 2", player);
    if (game->in_turn)
        return wgi_game_refuse(game, err, WG_GAME_REASON_TURN_IN_PROGRESS,
                              "turn %d is in progress", game->turn);
    st = wgi_game_logged(game, WG_GAME_REQUEST_KIND_INITIATIVE, WG_NONE, WG_NONE, player, err);
    if (st != WG_OK)
        return st;
    game->turn++;
    game->in_turn = true;
    for (int p = 0; p < 2; p++)
        game->waiting_old[p] = game->waiting[p];
    game->to_act = player;
    wgi_game_refresh(game);
    return WG_OK;
}

/* A3: each effect resolved by the host, in the order they came into play. */
static void resolve_effects(wg_game *g)
{
    for (size_t i = 0; i < g->n_effects; i++) {
        g_effect *e = &g->effects[i];
        e->resolutions++;
        if (g->on_effect) {
            g->in_callback = true;
            g->on_effect(e->id, e->unit, g->effect_data);
            g->in_callback = false;
        }
        wgi_game_emit(g, WG_GAME_EVENT_KIND_EFFECT_RESOLVED, e->unit, WG_NONE, e->id,
                      e->resolutions);
    }
}

/* The unit still to act, for the message; WG_NONE when none is. */
static size_t unit_to_act(const wg_game *g)
{
    if (g->acting != WG_NONE)
        return g->acting;
    for (size_t i = 0; i < g->n_units; i++)
        if (g->units[i].state == WG_UNIT_STATE_UNACTIVATED)
            return i;
    return WG_NONE;
}

wg_status wg_game_end_turn(wg_game *game, wg_error *err)
{
    wg_status st = wgi_game_begin(game, err);
    if (st != WG_OK)
        return st;
    if (!game->in_turn)
        return wgi_game_refuse(game, err, WG_GAME_REASON_NOT_YOUR_TURN,
                              "no turn is in progress: initiative first");
    if (game->acting != WG_NONE || game->unactivated[0] + game->unactivated[1] > 0)
        return wgi_game_refuse(game, err, WG_GAME_REASON_UNITS_TO_ACT, "%s is still to act",
                              game->units[unit_to_act(game)].id);
    st = wgi_game_logged(game, WG_GAME_REQUEST_KIND_END_TURN, WG_NONE, WG_NONE, 0, err);
    if (st != WG_OK)
        return st;
    resolve_effects(game);
    for (size_t i = 0; i < game->n_units; i++) {
        g_unit *u = &game->units[i];
        if (u->state == WG_UNIT_STATE_ACTIVATED) {
            u->state = WG_UNIT_STATE_UNACTIVATED;
            game->unactivated[u->player - 1]++;
        }
        if (u->state != WG_UNIT_STATE_DESTROYED)
            u->ap = u->ap_per_turn;
    }
    game->in_turn = false;
    game->to_act = 0;
    wgi_game_emit(game, WG_GAME_EVENT_KIND_TURN_ENDED, WG_NONE, WG_NONE, NULL, 0);
    return WG_OK;
}

wg_status wg_game_end_game(wg_game *game, wg_error *err)
{
    wg_status st = wgi_game_begin(game, err);
    if (st == WG_OK)
        st = wgi_game_logged(game, WG_GAME_REQUEST_KIND_END_GAME, WG_NONE, WG_NONE, 0, err);
    if (st != WG_OK)
        return st;
    game->over = true;
    game->gate |= G_GATE_OVER;
    game->to_act = 0;
    wgi_game_emit(game, WG_GAME_EVENT_KIND_GAME_OVER, WG_NONE, WG_NONE, NULL, 0);
    return WG_OK;
}
