/* Activations (rules A1, A2): who acts, activating a unit, spending its
 * AP, waiting, responding to a hostile action, and ending an activation.
 * These are most of a turn's actions, so each has a short path for the
 * usual case (bench/game) and takes the checks in the rules' order for the
 * rest. Turns: turn.c; casualties, effects and objectives: act.c. */
#include "internal/alloc.h"
#include "internal/game.h"

/* ---- who acts -------------------------------------------------------------- */

bool wgi_game_ready(const wg_game *g, const g_unit *u)
{
    return u->state == WG_UNIT_STATE_UNACTIVATED ||
           (u->state == WG_UNIT_STATE_WAITING && u->waited_turn < g->turn);
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

void wgi_game_refresh(wg_game *g)
{
    if (g->in_turn && g->acting == WG_NONE && g->to_act && !can_act(g, g->to_act))
        pass(g, g->to_act);
}

static inline void finish(wg_game *g, size_t unit, wg_unit_state state)
{
    g_unit *u = &g->units[unit];
    u->state = state;
    if (state == WG_UNIT_STATE_WAITING) {
        u->waited_turn = g->turn;
        g->waiting[u->player - 1]++;
    }
    g->acting = WG_NONE;
    size_t back = g->interrupted;
    g->interrupted = WG_NONE;
    if (back != WG_NONE && g->units[back].state == WG_UNIT_STATE_ACTIVE)
        g->acting = back; /* a response is over: the interrupted unit goes on (A2) */
    else
        pass(g, back != WG_NONE ? g->units[back].player : u->player);
    wgi_game_emit(g, WG_GAME_EVENT_KIND_ACTIVATION_ENDED, unit, WG_NONE, NULL, 0);
}

void wgi_game_finish(wg_game *g, size_t unit, wg_unit_state state)
{
    finish(g, unit, state);
}

/* The unit acting now, for messages. */
static const char *acting_id(const wg_game *g)
{
    return g->units[g->acting].id;
}

/* Whose turn it is to activate unit u: refused unless its player's, with
 * no unit acting. */
static wg_status check_turn(wg_game *g, const g_unit *u, wg_error *err)
{
    if (!g->in_turn)
        return wgi_game_refuse(g, err, WG_GAME_REASON_NOT_YOUR_TURN,
                              "no turn is in progress: initiative first");
    if (g->acting != WG_NONE)
        return wgi_game_refuse(g, err, WG_GAME_REASON_NOT_YOUR_TURN, "%s is still acting",
                              acting_id(g));
    if (g->to_act == 0)
        return wgi_game_refuse(g, err, WG_GAME_REASON_NOT_YOUR_TURN, "no unit is to act");
    if (u->player != g->to_act)
        return wgi_game_refuse(g, err, WG_GAME_REASON_NOT_YOUR_TURN,
                              "it is player %d's turn to act", g->to_act);
    return WG_OK;
}

/* Unit becomes active, its entry kept and the counts it left updated: its
 * activation starts. */
static inline void start(wg_game *g, size_t unit, g_unit *u)
{
    u->state = WG_UNIT_STATE_ACTIVE;
    g->acting = unit;
    wgi_game_emit(g, WG_GAME_EVENT_KIND_ACTIVATION_STARTED, unit, WG_NONE, NULL, 0);
}

/* Every check of an activation in the rules' order, then the host's: a
 * unit waiting since an earlier turn, and every refusal. Out of line
 * (cold), so that the usual path saves no registers for it: 10% of a turn
 * (bench/game). */
static WGI_COLD wg_status activate_checked(wg_game *g, size_t unit, wg_error *err)
{
    wg_status st = wgi_game_unit_ok(g, unit, err);
    if (st == WG_OK)
        st = check_turn(g, &g->units[unit], err);
    if (st != WG_OK)
        return st;
    g_unit *u = &g->units[unit];
    if (!wgi_game_ready(g, u))
        return wgi_game_refuse(g, err, WG_GAME_REASON_NOT_UNACTIVATED, "%s is %s", u->id,
                              wg_unit_state_name(u->state));
    if ((st = wgi_game_logged(g, WG_GAME_REQUEST_KIND_ACTIVATE, unit, WG_NONE, 0, err)) != WG_OK)
        return st;
    if (u->state == WG_UNIT_STATE_WAITING) {
        g->waiting[u->player - 1]--;
        g->waiting_old[u->player - 1]--;
    } else {
        g->unactivated[u->player - 1]--;
    }
    start(g, unit, u);
    return WG_OK;
}

wg_status wg_game_activate(wg_game *game, size_t unit, wg_error *err)
{
    wg_status st = wgi_game_begin_plain(game, err);
    if (st != WG_OK) /* a failure, or a host to ask */
        return st == WGI_GAME_ASK ? activate_checked(game, unit, err) : st;
    /* the usual case first: an unactivated unit of the player to act (a
     * player is to act only in a turn) while no unit acts */
    if (unit >= game->n_units || game->units[unit].state != WG_UNIT_STATE_UNACTIVATED ||
        game->units[unit].player != game->to_act || game->acting != WG_NONE)
        return activate_checked(game, unit, err);
    g_unit *u = &game->units[unit];
    game->unactivated[u->player - 1]--;
    wgi_game_entry(game, WG_GAME_REQUEST_KIND_ACTIVATE, unit, WG_NONE, 0);
    wgi_game_keep(game);
    start(game, unit, u);
    return WG_OK;
}

wg_status wgi_game_acting_refused(wg_game *g, size_t unit, wg_error *err)
{
    wg_status st = wgi_game_unit_ok(g, unit, err);
    if (st != WG_OK)
        return st;
    const g_unit *u = &g->units[unit];
    return wgi_game_refuse(g, err, WG_GAME_REASON_NOT_ACTIVE, "%s is %s", u->id,
                          u->state == WG_UNIT_STATE_ACTIVE ? "interrupted by a response"
                                                     : wg_unit_state_name(u->state));
}

wg_status wg_game_wait(wg_game *game, size_t unit, wg_error *err)
{
    wg_status st = wgi_game_begin(game, err);
    if (st == WG_OK)
        st = wgi_game_check_acting(game, unit, false, err);
    if (st == WG_OK)
        st = wgi_game_logged(game, WG_GAME_REQUEST_KIND_WAIT, unit, WG_NONE, 0, err);
    if (st != WG_OK)
        return st;
    finish(game, unit, WG_UNIT_STATE_WAITING);
    return WG_OK;
}

wg_status wg_game_end_activation(wg_game *game, size_t unit, wg_error *err)
{
    wg_status st = wgi_game_begin(game, err);
    if (st == WG_OK)
        st = wgi_game_check_acting(game, unit, true, err);
    if (st == WG_OK)
        st = wgi_game_logged(game, WG_GAME_REQUEST_KIND_END_ACTIVATION, unit, WG_NONE, 0, err);
    if (st != WG_OK)
        return st;
    finish(game, unit, WG_UNIT_STATE_ACTIVATED);
    return WG_OK;
}

wg_status wg_game_respond(wg_game *game, size_t unit, size_t to, wg_error *err)
{
    wg_status st = wgi_game_begin(game, err);
    if (st == WG_OK)
        st = wgi_game_unit_ok(game, unit, err);
    if (st == WG_OK && to >= game->n_units)
        st = wgi_game_refuse(game, err, WG_GAME_REASON_UNKNOWN_UNIT,
                            "no unit %zu: the game has %zu", to, game->n_units);
    if (st != WG_OK)
        return st;
    g_unit *u = &game->units[unit];
    if (u->state != WG_UNIT_STATE_WAITING)
        return wgi_game_refuse(game, err, WG_GAME_REASON_NOT_WAITING, "%s is %s", u->id,
                              wg_unit_state_name(u->state));
    if (game->window_by != to || game->window_player != u->player)
        return wgi_game_refuse(game, err, WG_GAME_REASON_NOT_HOSTILE, "%s has not just started a "
                              "hostile action against player %d", game->units[to].id,
                              u->player);
    if ((st = wgi_game_logged(game, WG_GAME_REQUEST_KIND_RESPOND, unit, to, 0, err)) != WG_OK)
        return st;
    game->waiting[u->player - 1]--;
    if (u->waited_turn < game->turn)
        game->waiting_old[u->player - 1]--;
    u->state = WG_UNIT_STATE_RESPONDING;
    game->interrupted = to;
    game->acting = unit;
    wgi_game_emit(game, WG_GAME_EVENT_KIND_RESPONSE, unit, to, NULL, 0);
    return WG_OK;
}


/* ---- spending AP ------------------------------------------------------------ */

/* The log entry of a spend the rules allow, not kept yet. */
static inline void spend_entry(wg_game *g, size_t unit, int ap, wg_game_action action,
                               bool hostile, size_t target)
{
    g_action *a = wgi_game_entry(g, WG_GAME_REQUEST_KIND_SPEND, unit, hostile ? target : WG_NONE,
                                 ap);
    a->action = (uint8_t)action;
    a->hostile = hostile;
}

/* Unit spends ap, its entry kept: a hostile action may be answered (A2). */
static inline void spent(wg_game *g, size_t unit, int ap, bool hostile, size_t target)
{
    g_unit *u = &g->units[unit];
    u->ap -= ap;
    int defender = hostile ? g->units[target].player : 0;
    if (hostile && g->interrupted == WG_NONE && g->waiting[defender - 1] > 0) {
        g->window_by = unit; /* a waiting unit may respond next (A2) */
        g->window_player = defender;
    }
    if (u->ap == 0)
        finish(g, unit, WG_UNIT_STATE_ACTIVATED);
}

/* Every check of a spend in order, for the refusals, then the host's (out
 * of line, as activate_checked). */
static WGI_COLD wg_status spend_checked(wg_game *game, size_t unit, int ap,
                                       wg_game_action action, bool hostile, size_t target,
                                       wg_error *err)
{
    wg_status st = WG_OK;
    if ((unsigned)action >= WG_GAME_ACTION_COUNT)
        return wgi_fail(err, WG_EINVAL, "unknown action %d (expected move, shoot, magic, melee "
                       "or other)", (int)action);
    if ((st = wgi_game_check_acting(game, unit, true, err)) != WG_OK)
        return st;
    g_unit *u = &game->units[unit];
    if (ap < 1 || ap > u->ap)
        return wgi_game_refuse(game, err, WG_GAME_REASON_NO_AP, "%s has %d AP left, not %d", u->id,
                              u->ap, ap);
    if (hostile && (st = wgi_game_unit_ok(game, target, err)) != WG_OK)
        return st;
    if (hostile && game->units[target].player == u->player)
        return wgi_game_refuse(game, err, WG_GAME_REASON_NOT_HOSTILE, "%s is not an enemy of %s",
                              game->units[target].id, u->id);
    spend_entry(game, unit, ap, action, hostile, target);
    if ((st = wgi_game_log(game, err)) != WG_OK)
        return st;
    spent(game, unit, ap, hostile, target);
    return WG_OK;
}

/* The usual spend: by the acting unit, within its AP, at an enemy if any. */
static bool plain_spend(const wg_game *g, size_t unit, int ap, wg_game_action action,
                        bool hostile, size_t target)
{
    if (unit != g->acting || ap < 1 || ap > g->units[unit].ap ||
        (unsigned)action >= WG_GAME_ACTION_COUNT)
        return false;
    return !hostile || (target < g->n_units && g->units[target].state != WG_UNIT_STATE_DESTROYED &&
                        g->units[target].player != g->units[unit].player);
}

wg_status wg_game_spend(wg_game *game, size_t unit, int ap, wg_game_action action,
                        bool hostile, size_t target, wg_error *err)
{
    wg_status st = wgi_game_begin_plain(game, err);
    if (st != WG_OK) /* a failure, or a host to ask */
        return st == WGI_GAME_ASK ? spend_checked(game, unit, ap, action, hostile, target, err)
                                  : st;
    if (!plain_spend(game, unit, ap, action, hostile, target))
        return spend_checked(game, unit, ap, action, hostile, target, err);
    spend_entry(game, unit, ap, action, hostile, target);
    wgi_game_keep(game);
    spent(game, unit, ap, hostile, target);
    return WG_OK;
}
