/* Turns and activations (rules A1-A3): initiative, who acts, activating,
 * waiting, responding, ending an activation, a turn and the game. The
 * actions that spend, kill and score: act.c. */
#include "internal/alloc.h"
#include "internal/game.h"

void wg_game_emit(wg_game *g, wg_game_event_kind kind, size_t unit, size_t other,
                  const char *effect, int count)
{
    if (g->on_event == NULL)
        return;
    wg_game_event e = {kind, g->turn, unit, other, effect, count};
    g->in_callback = true;
    g->on_event(&e, g->event_data);
    g->in_callback = false;
}

void wg_game_on_event(wg_game *game, wg_game_event_fn fn, void *data)
{
    if (game) {
        game->on_event = fn;
        game->event_data = data;
    }
}

void wg_game_on_effect(wg_game *game, wg_game_effect_fn fn, void *data)
{
    if (game) {
        game->on_effect = fn;
        game->effect_data = data;
    }
}

/* ---- who acts -------------------------------------------------------------- */

bool wg_game_ready(const wg_game *g, const g_unit *u)
{
    return u->state == WG_UNIT_UNACTIVATED ||
           (u->state == WG_UNIT_WAITING && u->waited_turn < g->turn);
}

/* Whether player may activate a unit: an unactivated one, or one waiting
 * since an earlier turn. */
static bool can_act(const wg_game *g, int player)
{
    return g->unactivated[player - 1] + g->waiting_old[player - 1] > 0;
}

/* Play passes from player: to the opponent if they can act, else back
 * (a player out of units waits, A1), else to nobody. */
static void pass(wg_game *g, int player)
{
    int other = g_other(player);
    g->to_act = can_act(g, other) ? other : can_act(g, player) ? player : 0;
}

void wg_game_refresh(wg_game *g)
{
    if (g->in_turn && g->acting == G_NONE && g->to_act && !can_act(g, g->to_act))
        pass(g, g->to_act);
}

void wg_game_finish(wg_game *g, size_t unit, wg_unit_state state)
{
    g_unit *u = &g->units[unit];
    u->state = state;
    if (state == WG_UNIT_WAITING) {
        u->waited_turn = g->turn;
        g->waiting[u->player - 1]++;
    }
    g->acting = G_NONE;
    size_t back = g->interrupted;
    g->interrupted = G_NONE;
    if (back != G_NONE && g->units[back].state == WG_UNIT_ACTIVE)
        g->acting = back; /* a response is over: the interrupted unit goes on (A2) */
    else
        pass(g, back != G_NONE ? g->units[back].player : u->player);
    wg_game_emit(g, WG_EVENT_ACTIVATION_ENDED, unit, G_NONE, NULL, 0);
}

/* ---- what every action checks first ------------------------------------------- */

wg_status wg_game_begin(wg_game *g, wg_error *err)
{
    if (g == NULL)
        return wg_fail(err, WG_EINVAL, "NULL game");
    if (g->in_callback)
        return wg_fail(err, WG_ESTATE, "a callback of the game cannot act on it");
    g->refusal = WG_REASON_NONE;
    if (g->over)
        return wg_game_refuse(g, err, WG_REASON_GAME_OVER, "the game is over");
    if (!wg_game_reserve(g))
        return wg_fail_nomem(err);
    return WG_OK;
}

wg_status wg_game_unit_ok(wg_game *g, size_t unit, wg_error *err)
{
    if (unit >= g->n_units)
        return wg_game_refuse(g, err, WG_REASON_UNKNOWN_UNIT, "no unit %zu: the game has %zu",
                              unit, g->n_units);
    if (g->units[unit].state == WG_UNIT_DESTROYED)
        return wg_game_refuse(g, err, WG_REASON_DESTROYED, "%s is destroyed",
                              g->units[unit].id);
    return WG_OK;
}

/* The unit acting now, for messages. */
static const char *acting_id(const wg_game *g)
{
    return g->units[g->acting].id;
}

/* ---- the actions ------------------------------------------------------------- */

wg_status wg_game_initiative(wg_game *game, int player, wg_error *err)
{
    wg_status st = wg_game_begin(game, err);
    if (st != WG_OK)
        return st;
    if (player != 1 && player != 2)
        return wg_fail(err, WG_EINVAL, "player %d: a game has players 1 and 2", player);
    if (game->in_turn)
        return wg_game_refuse(game, err, WG_REASON_TURN_IN_PROGRESS,
                              "turn %d is in progress", game->turn);
    wg_game_logged(game, G_INITIATIVE, G_NONE, G_NONE, player);
    game->turn++;
    game->in_turn = true;
    for (int p = 0; p < 2; p++)
        game->waiting_old[p] = game->waiting[p];
    game->to_act = player;
    wg_game_refresh(game);
    return WG_OK;
}

/* Whose turn it is to activate unit u: refused unless its player's, with
 * no unit acting. */
static wg_status check_turn(wg_game *g, const g_unit *u, wg_error *err)
{
    if (!g->in_turn)
        return wg_game_refuse(g, err, WG_REASON_NOT_YOUR_TURN,
                              "no turn is in progress: initiative first");
    if (g->acting != G_NONE)
        return wg_game_refuse(g, err, WG_REASON_NOT_YOUR_TURN, "%s is still acting",
                              acting_id(g));
    if (g->to_act == 0)
        return wg_game_refuse(g, err, WG_REASON_NOT_YOUR_TURN, "no unit is to act");
    if (u->player != g->to_act)
        return wg_game_refuse(g, err, WG_REASON_NOT_YOUR_TURN, "it is player %d's turn to act",
                              g->to_act);
    return WG_OK;
}

wg_status wg_game_activate(wg_game *game, size_t unit, wg_error *err)
{
    wg_status st = wg_game_begin(game, err);
    if (st == WG_OK)
        st = wg_game_unit_ok(game, unit, err);
    if (st == WG_OK)
        st = check_turn(game, &game->units[unit], err);
    if (st != WG_OK)
        return st;
    g_unit *u = &game->units[unit];
    if (!wg_game_ready(game, u))
        return wg_game_refuse(game, err, WG_REASON_NOT_UNACTIVATED, "%s is %s", u->id,
                              wg_unit_state_name(u->state));
    wg_game_logged(game, G_ACTIVATE, unit, G_NONE, 0);
    if (u->state == WG_UNIT_WAITING) {
        game->waiting[u->player - 1]--;
        game->waiting_old[u->player - 1]--;
    } else {
        game->unactivated[u->player - 1]--;
    }
    u->state = WG_UNIT_ACTIVE;
    game->acting = unit;
    wg_game_emit(game, WG_EVENT_ACTIVATION_STARTED, unit, G_NONE, NULL, 0);
    return WG_OK;
}

/* The unit must be the one acting: active, or responding when may_respond. */
wg_status wg_game_check_acting(wg_game *g, size_t unit, bool may_respond, wg_error *err)
{
    wg_status st = wg_game_unit_ok(g, unit, err);
    if (st != WG_OK)
        return st;
    const g_unit *u = &g->units[unit];
    if (g->acting != unit || (u->state == WG_UNIT_RESPONDING && !may_respond))
        return wg_game_refuse(g, err, WG_REASON_NOT_ACTIVE, "%s is %s", u->id,
                              u->state == WG_UNIT_ACTIVE ? "interrupted by a response"
                                                         : wg_unit_state_name(u->state));
    return WG_OK;
}

wg_status wg_game_wait(wg_game *game, size_t unit, wg_error *err)
{
    wg_status st = wg_game_begin(game, err);
    if (st == WG_OK)
        st = wg_game_check_acting(game, unit, false, err);
    if (st != WG_OK)
        return st;
    wg_game_logged(game, G_WAIT, unit, G_NONE, 0);
    wg_game_finish(game, unit, WG_UNIT_WAITING);
    return WG_OK;
}

wg_status wg_game_end_activation(wg_game *game, size_t unit, wg_error *err)
{
    wg_status st = wg_game_begin(game, err);
    if (st == WG_OK)
        st = wg_game_check_acting(game, unit, true, err);
    if (st != WG_OK)
        return st;
    wg_game_logged(game, G_END_ACTIVATION, unit, G_NONE, 0);
    wg_game_finish(game, unit, WG_UNIT_ACTIVATED);
    return WG_OK;
}

wg_status wg_game_respond(wg_game *game, size_t unit, size_t to, wg_error *err)
{
    wg_status st = wg_game_begin(game, err);
    if (st == WG_OK)
        st = wg_game_unit_ok(game, unit, err);
    if (st == WG_OK && to >= game->n_units)
        st = wg_game_refuse(game, err, WG_REASON_UNKNOWN_UNIT, "no unit %zu: the game has %zu",
                            to, game->n_units);
    if (st != WG_OK)
        return st;
    g_unit *u = &game->units[unit];
    if (u->state != WG_UNIT_WAITING)
        return wg_game_refuse(game, err, WG_REASON_NOT_WAITING, "%s is %s", u->id,
                              wg_unit_state_name(u->state));
    if (game->window_by != to || game->window_player != u->player)
        return wg_game_refuse(game, err, WG_REASON_NOT_HOSTILE, "%s has not just started a "
                              "hostile action against player %d", game->units[to].id,
                              u->player);
    wg_game_logged(game, G_RESPOND, unit, to, 0);
    game->waiting[u->player - 1]--;
    if (u->waited_turn < game->turn)
        game->waiting_old[u->player - 1]--;
    u->state = WG_UNIT_RESPONDING;
    game->interrupted = to;
    game->acting = unit;
    wg_game_emit(game, WG_EVENT_RESPONSE, unit, to, NULL, 0);
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
        wg_game_emit(g, WG_EVENT_EFFECT_RESOLVED, e->unit, G_NONE, e->id, e->resolutions);
    }
}

/* The unit still to act, for the message; G_NONE when none is. */
static size_t unit_to_act(const wg_game *g)
{
    if (g->acting != G_NONE)
        return g->acting;
    for (size_t i = 0; i < g->n_units; i++)
        if (g->units[i].state == WG_UNIT_UNACTIVATED)
            return i;
    return G_NONE;
}

wg_status wg_game_end_turn(wg_game *game, wg_error *err)
{
    wg_status st = wg_game_begin(game, err);
    if (st != WG_OK)
        return st;
    if (!game->in_turn)
        return wg_game_refuse(game, err, WG_REASON_NOT_YOUR_TURN,
                              "no turn is in progress: initiative first");
    size_t left = unit_to_act(game);
    if (left != G_NONE)
        return wg_game_refuse(game, err, WG_REASON_UNITS_TO_ACT, "%s is still to act",
                              game->units[left].id);
    wg_game_logged(game, G_END_TURN, G_NONE, G_NONE, 0);
    resolve_effects(game);
    for (size_t i = 0; i < game->n_units; i++) {
        g_unit *u = &game->units[i];
        if (u->state == WG_UNIT_ACTIVATED) {
            u->state = WG_UNIT_UNACTIVATED;
            game->unactivated[u->player - 1]++;
        }
        if (u->state != WG_UNIT_DESTROYED)
            u->ap = u->ap_per_turn;
    }
    game->in_turn = false;
    game->to_act = 0;
    wg_game_emit(game, WG_EVENT_TURN_ENDED, G_NONE, G_NONE, NULL, 0);
    return WG_OK;
}

wg_status wg_game_end_game(wg_game *game, wg_error *err)
{
    wg_status st = wg_game_begin(game, err);
    if (st != WG_OK)
        return st;
    wg_game_logged(game, G_END_GAME, G_NONE, G_NONE, 0);
    game->over = true;
    game->to_act = 0;
    wg_game_emit(game, WG_EVENT_GAME_OVER, G_NONE, G_NONE, NULL, 0);
    return WG_OK;
}
