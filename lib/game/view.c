/* A player's view of a game (H2 in a game, A, V): the referee's game holds
 * full costs, hidden items included; a player is not shown a cost, nor
 * battle points, that may include an opponent's hidden item until the
 * game is over. What is withheld depends on open facts only: which units
 * are cost-hidden (how they were added) and the models killed. */
#include "internal/alloc.h"
#include "internal/buf.h"
#include "internal/game.h"

static wg_status check(const void *out, const wg_game *game, int player, const char *fn,
                       wg_error *err)
{
    if (out == NULL || game == NULL)
        return wgi_fail(err, WG_EINVAL, "%s: NULL argument", fn);
    if (player != 1 && player != 2)
        return wgi_fail(err, WG_EINVAL, "%s: player %d is not 1 or 2", fn, player);
    return WG_OK;
}

/* Whether player's battle points include a model of an opponent's
 * cost-hidden unit, while the game goes on. */
static bool withheld(const wg_game *g, int player)
{
    if (g->over)
        return false;
    for (size_t i = 0; i < g->n_units; i++) {
        const g_unit *u = &g->units[i];
        if (u->player != player && u->cost_hidden && u->models < u->models_start)
            return true;
    }
    return false;
}

/* The score player may see; the game and player already checked. */
static void view_score(wg_score_view *out, const wg_game *g, int player)
{
    wg_score_view vs = {.battle_points_shown = {true, true}, .result_shown = true};
    wg_game_score(&vs.score, g, NULL);
    /* only the viewer's own figure counts the opponent's costs */
    if (withheld(g, player)) {
        vs.battle_points_shown[player - 1] = false;
        vs.score.battle_points[player - 1] = (wg_fraction){0, 1};
        vs.result_shown = wg_game_is_scenario(g); /* V2: objective points decide */
    }
    vs.winner = vs.result_shown ? wg_game_winner(g) : 0;
    *out = vs;
}

wg_status wg_game_view_score(wg_score_view *out, const wg_game *game, int player,
                             wg_error *err)
{
    wg_status st = check(out, game, player, "wg_game_view_score", err);
    if (st == WG_OK)
        view_score(out, game, player);
    return st;
}

wg_status wg_game_view_to_json(char **out, const wg_game *game, int player, wg_error *err)
{
    wg_status st = check(out, game, player, "wg_game_view_to_json", err);
    if (st != WG_OK)
        return st;
    wg_score_view vs;
    view_score(&vs, game, player);
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_game_state_write(&b, game, &vs, player);
    return wgi_buf_finish(&b, out, err);
}

wg_status wg_game_view_log_to_json(char **out, const wg_game *game, int player, wg_error *err)
{
    wg_status st = check(out, game, player, "wg_game_view_log_to_json", err);
    if (st != WG_OK)
        return st;
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_game_log_write(&b, game, player);
    return wgi_buf_finish(&b, out, err);
}
