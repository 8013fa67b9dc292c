/* Reading a game: its units, effects and objectives, the score as exact
 * fractions (V1), the standing result (V1, V2), and the state as JSON. */
#include <stdio.h>

#include "internal/alloc.h"
#include "internal/buf.h"
#include "internal/game.h"
#include "internal/load.h"
#include "internal/mul.h"

/* ---- battle points: exact fractions (V1) ------------------------------------ */

static int64_t gcd(int64_t a, int64_t b)
{
    while (b) {
        int64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

wg_status wgi_game_bp_sum(int64_t *sum_num, int64_t *sum_den, const wg_game *g, int player,
                          int64_t num, int64_t den, wg_error *err)
{
    int64_t n = g->bp_num[player - 1], d = g->bp_den[player - 1];
    int64_t k = gcd(num, den), sum, part, total_den;
    num /= k;
    den /= k;
    k = gcd(d, den); /* a/b + c/d over lcm(b, d), so the terms stay small */
    if (__builtin_mul_overflow(n, den / k, &sum) || __builtin_mul_overflow(num, d / k, &part) ||
        __builtin_add_overflow(sum, part, &sum) ||
        __builtin_mul_overflow(d / k, den, &total_den))
        return wgi_fail(err, WG_ERANGE, "player %d's battle points no longer fit in 64 bits",
                       player);
    k = gcd(sum, total_den);
    *sum_num = sum / k;
    *sum_den = total_den / k;
    return WG_OK;
}

wg_status wg_game_score(wg_score *out, const wg_game *game, wg_error *err)
{
    if (out == NULL || game == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_game_score: NULL argument");
    for (int p = 0; p < 2; p++) {
        out->battle_points[p] = (wg_fraction){game->bp_num[p], game->bp_den[p]};
        out->objectives[p] = game->objective_points[p];
    }
    return WG_OK;
}

bool wg_game_is_scenario(const wg_game *game)
{
    return game && game->n_objectives > 0;
}

/* -1, 0 or 1 as player 1's score is below, equal to or above player 2's. */
static int compare(const wg_game *g)
{
    if (wg_game_is_scenario(g))
        return (g->objective_points[0] > g->objective_points[1]) -
               (g->objective_points[0] < g->objective_points[1]);
    uint64_t a_lo, b_lo; /* a/b against c/d as a*d against c*b, exactly */
    uint64_t a = wgi_mul128((uint64_t)g->bp_num[0], (uint64_t)g->bp_den[1], &a_lo);
    uint64_t b = wgi_mul128((uint64_t)g->bp_num[1], (uint64_t)g->bp_den[0], &b_lo);
    if (a == b) {
        a = a_lo;
        b = b_lo;
    }
    return (a > b) - (a < b);
}

int wg_game_winner(const wg_game *game)
{
    if (game == NULL)
        return 0;
    int c = compare(game);
    return c > 0 ? 1 : c < 0 ? 2 : 0;
}

bool wg_game_over(const wg_game *game)
{
    return game && game->over;
}

/* ---- readers ------------------------------------------------------------------ */

wg_game_reason wg_game_refusal(const wg_game *game)
{
    return game ? game->refusal : WG_GAME_REASON_NONE;
}

int wg_game_turn(const wg_game *game)
{
    return game ? game->turn : 0;
}

bool wg_game_in_turn(const wg_game *game)
{
    return game && game->in_turn;
}

size_t wg_game_step(const wg_game *game)
{
    return game ? game->n_log : 0;
}

int wg_game_to_act(const wg_game *game)
{
    if (game == NULL || game->over || !game->in_turn)
        return 0;
    return game->acting != WG_NONE ? game->units[game->acting].player : game->to_act;
}

const char *wg_game_player_name(const wg_game *game, int player)
{
    return game && (player == 1 || player == 2) ? game->names[player - 1] : NULL;
}

size_t wg_game_unit_count(const wg_game *game)
{
    return game ? game->n_units : 0;
}

wg_status wg_game_unit_at(wg_game_unit *out, const wg_game *game, size_t index, wg_error *err)
{
    wg_status st = wgi_at_check(out, game, index, wg_game_unit_count(game), __func__, "unit", err);
    if (st != WG_OK)
        return st;
    const g_unit *u = &game->units[index];
    *out = (wg_game_unit){u->id, u->name, u->player, u->state, u->panicked, u->ap,
                          u->ap_per_turn, u->models, u->models_start, u->cost,
                          u->cost_hidden};
    return WG_OK;
}

const char *wg_game_unit_id(const wg_game *game, size_t index)
{
    return index < wg_game_unit_count(game) ? game->units[index].id : NULL;
}

size_t wg_game_effect_count(const wg_game *game)
{
    return game ? game->n_effects : 0;
}

wg_status wg_game_effect_at(wg_game_effect *out, const wg_game *game, size_t index,
                            wg_error *err)
{
    wg_status st = wgi_at_check(out, game, index, wg_game_effect_count(game), __func__, "effect",
                                err);
    if (st != WG_OK)
        return st;
    const g_effect *e = &game->effects[index];
    *out = (wg_game_effect){e->id, e->unit, e->resolutions};
    return WG_OK;
}

size_t wg_game_objective_count(const wg_game *game)
{
    return game ? game->n_objectives : 0;
}

wg_status wg_game_objective_at(wg_game_objective *out, const wg_game *game, size_t index,
                               wg_error *err)
{
    wg_status st = wgi_at_check(out, game, index, wg_game_objective_count(game), __func__,
                                "objective", err);
    if (st != WG_OK)
        return st;
    const g_objective *o = &game->objectives[index];
    *out = (wg_game_objective){o->id, o->kind, o->points, o->unit, o->scored_by};
    return WG_OK;
}

/* ---- the state as JSON ----------------------------------------------------------- */

/* "90" or "130/3" (V1: exact, nothing rounded). */
static void add_fraction(wgi_buf *b, int64_t num, int64_t den)
{
    if (den == 1)
        wgi_buf_addf(b, "\"%lld\"", (long long)num);
    else
        wgi_buf_addf(b, "\"%lld/%lld\"", (long long)num, (long long)den);
}

static void add_player_or_null(wgi_buf *b, int player)
{
    if (player)
        wgi_buf_addf(b, "%d", player);
    else
        wgi_buf_add(b, "null");
}

static void add_units(wgi_buf *b, const wg_game *g)
{
    wgi_buf_add(b, "\"units\": {");
    for (size_t i = 0; i < g->n_units; i++) {
        const g_unit *u = &g->units[i];
        wgi_buf_add(b, i ? ", " : "");
        wgi_buf_add_json_string(b, u->id);
        wgi_buf_addf(b, ": {\"player\": %d, \"state\": \"%s\", \"panicked\": %s, \"ap\": %d, "
                    "\"models\": %d}", u->player, wg_unit_state_name(u->state),
                    u->panicked ? "true" : "false", u->ap, u->models);
    }
    wgi_buf_add(b, "}");
}

static void add_effects(wgi_buf *b, const wg_game *g)
{
    wgi_buf_add(b, "\"effects\": [");
    for (size_t i = 0; i < g->n_effects; i++) {
        const g_effect *e = &g->effects[i];
        wgi_buf_add(b, i ? ", {\"id\": " : "{\"id\": ");
        wgi_buf_add_json_string(b, e->id);
        wgi_buf_add(b, ", \"by\": ");
        wgi_buf_add_json_string(b, g->units[e->unit].id);
        wgi_buf_addf(b, ", \"resolutions\": %d}", e->resolutions);
    }
    wgi_buf_add(b, "]");
}

/* A figure, or null when withheld from the viewer (H2 in a game). */
static void add_figure(wgi_buf *b, const wg_score_view *vs, int p)
{
    if (vs->battle_points_shown[p])
        add_fraction(b, vs->score.battle_points[p].num, vs->score.battle_points[p].den);
    else
        wgi_buf_add(b, "null");
}

void wgi_game_state_write(wgi_buf *b, const wg_game *g, const wg_score_view *vs, int player)
{
    if (player)
        wgi_buf_addf(b, "{\"player\": %d, \"turn\": %d", player, g->turn);
    else
        wgi_buf_addf(b, "{\"turn\": %d", g->turn);
    wgi_buf_addf(b, ", \"step\": %zu, \"to_act\": ", g->n_log);
    add_player_or_null(b, wg_game_to_act(g));
    wgi_buf_add(b, ", ");
    add_units(b, g);
    wgi_buf_add(b, ", ");
    add_effects(b, g);
    wgi_buf_add(b, ", \"score\": {\"battle_points\": [");
    add_figure(b, vs, 0);
    wgi_buf_add(b, ", ");
    add_figure(b, vs, 1);
    wgi_buf_addf(b, "], \"objectives\": [%ld, %ld]}, \"winner\": ", vs->score.objectives[0],
                vs->score.objectives[1]);
    add_player_or_null(b, vs->winner);
    wgi_buf_addf(b, ", \"draw\": %s, \"over\": %s}",
                !vs->result_shown ? "null" : vs->winner ? "false" : "true",
                g->over ? "true" : "false");
}

wg_status wg_game_to_json(char **out, const wg_game *game, wg_error *err)
{
    if (out == NULL || game == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_game_to_json: NULL argument");
    wg_score_view all = {.battle_points_shown = {true, true}, .result_shown = true,
                         .winner = wg_game_winner(game)}; /* the referee sees everything */
    wg_game_score(&all.score, game, NULL);
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_game_state_write(&b, game, &all, 0);
    return wgi_buf_finish(&b, out, err);
}
