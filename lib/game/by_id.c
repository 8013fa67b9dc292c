/* The actions by id (wargen/game.h, "Playing by id"): each looks its units
 * (or its objective) up and plays the action by index. An id that names
 * none becomes the index past the last, so that the rules refuse it where
 * they refuse such an index, after the checks that come first (a game over,
 * A1), and the refusal is then said again by the id. The reader of
 * `wargen-game/1` plays its actions through these (actions.c). */
#include "internal/game.h"

/* ---- the lookup ---------------------------------------------------------------- */

/* The index of the unit (or objective: ids, count) with that id, or count,
 * the index past the last, when none has it. WG_EINVAL for a NULL id; a
 * NULL game is left to the action, which refuses it. */
static wg_status lookup(size_t *at, const wgi_strmap *ids, size_t count, const char *id,
                        const char *fn, const char *param, wg_error *err)
{
    if (id == NULL)
        return wgi_fail(err, WG_EINVAL, "%s: %s is NULL", fn, param);
    if (ids == NULL || !wgi_strmap_get(ids, id, at))
        *at = count;
    return WG_OK;
}

static wg_status unit_lookup(size_t *at, const wg_game *g, const char *id, const char *fn,
                             const char *param, wg_error *err)
{
    return lookup(at, g ? &g->unit_ids : NULL, g ? g->n_units : 0, id, fn, param, err);
}

/* An unknown-unit refusal of an index past the last (count), said again
 * by the id looked up: what = "unit" or "objective". */
static wg_status refused_by_id(wg_game *g, wg_status st, size_t index, size_t count,
                               const char *what, const char *id, wg_error *err)
{
    if (st != WG_ERULE || g == NULL || id == NULL || err == NULL ||
        g->refusal != WG_GAME_REASON_UNKNOWN_UNIT || index < count)
        return st;
    return wgi_game_refuse(g, err, WG_GAME_REASON_UNKNOWN_UNIT, "no %s \"%s\" in the game", what,
                          id);
}

wg_status wg_game_restate_unit_refusal(wg_game *game, wg_status st, size_t unit,
                                       const char *id, wg_error *err)
{
    return refused_by_id(game, st, unit, game ? game->n_units : 0, "unit", id, err);
}

wg_status wg_game_restate_objective_refusal(wg_game *game, wg_status st, size_t objective,
                                            const char *id, wg_error *err)
{
    return refused_by_id(game, st, objective, game ? game->n_objectives : 0, "objective", id,
                         err);
}

/* The status of an action on two units looked up (unit, then other, the
 * rules' order): a refusal of an unknown one said by its id. */
static wg_status said_by_ids(wg_game *g, wg_status st, size_t unit, const char *id, size_t other,
                             const char *other_id, wg_error *err)
{
    st = wg_game_restate_unit_refusal(g, st, unit, id, err);
    if (g == NULL || unit >= g->n_units) /* the unit's refusal comes first */
        return st;
    return wg_game_restate_unit_refusal(g, st, other, other_id, err);
}

/* ---- the actions on one unit ----------------------------------------------------- */

static wg_status on_unit(wg_game *g, const char *unit, const char *fn,
                         wg_status (*act)(wg_game *, size_t, wg_error *), wg_error *err)
{
    size_t u;
    wg_status st = unit_lookup(&u, g, unit, fn, "unit", err);
    return st == WG_OK ? wg_game_restate_unit_refusal(g, act(g, u, err), u, unit, err) : st;
}

wg_status wg_game_activate_by_id(wg_game *game, const char *unit, wg_error *err)
{
    return on_unit(game, unit, __func__, wg_game_activate, err);
}

wg_status wg_game_wait_by_id(wg_game *game, const char *unit, wg_error *err)
{
    return on_unit(game, unit, __func__, wg_game_wait, err);
}

wg_status wg_game_end_activation_by_id(wg_game *game, const char *unit, wg_error *err)
{
    return on_unit(game, unit, __func__, wg_game_end_activation, err);
}

wg_status wg_game_panic_by_id(wg_game *game, const char *unit, wg_error *err)
{
    return on_unit(game, unit, __func__, wg_game_panic, err);
}

wg_status wg_game_rally_by_id(wg_game *game, const char *unit, wg_error *err)
{
    return on_unit(game, unit, __func__, wg_game_rally, err);
}

wg_status wg_game_kill_by_id(wg_game *game, const char *unit, int models, wg_error *err)
{
    size_t u;
    wg_status st = unit_lookup(&u, game, unit, __func__, "unit", err);
    if (st == WG_OK)
        st = wg_game_restate_unit_refusal(game, wg_game_kill(game, u, models, err), u, unit, err);
    return st;
}

wg_status wg_game_add_effect_by_id(wg_game *game, const char *id, const char *unit,
                                   wg_error *err)
{
    size_t u;
    wg_status st = unit_lookup(&u, game, unit, __func__, "unit", err);
    if (st == WG_OK)
        st = wg_game_restate_unit_refusal(game, wg_game_add_effect(game, id, u, err), u, unit,
                                          err);
    return st;
}

/* ---- the actions on two units, and on an objective -------------------------------- */

wg_status wg_game_spend_by_id(wg_game *game, const char *unit, int ap, wg_game_action action,
                              const char *target, wg_error *err)
{
    size_t u, t = 0;
    wg_status st = unit_lookup(&u, game, unit, __func__, "unit", err);
    if (st == WG_OK && target)
        st = unit_lookup(&t, game, target, __func__, "target", err);
    if (st != WG_OK)
        return st;
    st = wg_game_spend(game, u, ap, action, target != NULL, t, err);
    return said_by_ids(game, st, u, unit, t, target, err);
}

wg_status wg_game_respond_by_id(wg_game *game, const char *unit, const char *to,
                                wg_error *err)
{
    size_t u, t;
    wg_status st = unit_lookup(&u, game, unit, __func__, "unit", err);
    if (st == WG_OK)
        st = unit_lookup(&t, game, to, __func__, "to", err);
    if (st != WG_OK)
        return st;
    return said_by_ids(game, wg_game_respond(game, u, t, err), u, unit, t, to, err);
}

wg_status wg_game_score_objective_by_id(wg_game *game, const char *objective, int player,
                                        wg_error *err)
{
    size_t o;
    wg_status st = lookup(&o, game ? &game->objective_ids : NULL,
                          game ? game->n_objectives : 0, objective, __func__, "objective", err);
    if (st == WG_OK)
        st = wg_game_restate_objective_refusal(
            game, wg_game_score_objective(game, o, player, err), o, objective, err);
    return st;
}
