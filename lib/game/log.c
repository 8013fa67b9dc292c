/* The game log: every action applied, kept in order, written as a
 * `wargen-game/1` document that replays to the same state (read.c). */
#include "internal/alloc.h"
#include "internal/buf.h"
#include "internal/game.h"

/* ---- writing ------------------------------------------------------------------ */

/* Points from half points: 130, 62.5. */
static void add_points(wgi_buf *b, int half)
{
    wgi_buf_addf(b, half % 2 ? "%d.5" : "%d", half / 2);
}

/* A player's units; a viewer (1 or 2; 0: the referee) is not shown the
 * opponent's hidden costs before the end (H2 in a game). */
static void add_player(wgi_buf *b, const wg_game *g, int player, int viewer)
{
    bool first = true;
    wgi_buf_add(b, "{\"name\": ");
    wgi_buf_add_json_string(b, g->names[player - 1]);
    wgi_buf_add(b, ", \"units\": [");
    for (size_t i = 0; i < g->n_units; i++) {
        const g_unit *u = &g->units[i];
        if (u->player != player)
            continue;
        wgi_buf_add(b, first ? "{\"id\": " : ", {\"id\": ");
        first = false;
        wgi_buf_add_json_string(b, u->id);
        wgi_buf_add(b, ", \"name\": ");
        wgi_buf_add_json_string(b, u->name);
        wgi_buf_addf(b, ", \"ap\": %d, \"models\": %d", u->ap_per_turn, u->models_start);
        if (!(viewer && viewer != player && u->cost_hidden && !g->over)) {
            wgi_buf_add(b, ", \"cost\": ");
            add_points(b, u->cost);
            wgi_buf_add(b, u->cost_hidden ? ", \"cost_hidden\": true}" : "}");
        } else {
            wgi_buf_add(b, "}");
        }
    }
    wgi_buf_add(b, "]}");
}

static void add_scenario(wgi_buf *b, const wg_game *g)
{
    wgi_buf_add(b, ", \"scenario\": {\"objectives\": [");
    for (size_t i = 0; i < g->n_objectives; i++) {
        const g_objective *o = &g->objectives[i];
        wgi_buf_add(b, i ? ", {\"id\": " : "{\"id\": ");
        wgi_buf_add_json_string(b, o->id);
        wgi_buf_addf(b, ", \"kind\": \"%s\", \"points\": %d", wg_objective_kind_name(o->kind),
                    o->points);
        if (o->unit != WG_NONE) {
            wgi_buf_add(b, o->kind == WG_OBJECTIVE_KIND_DESTROY ? ", \"target\": "
                                                                : ", \"unit\": ");
            wgi_buf_add_json_string(b, g->units[o->unit].id);
        }
        wgi_buf_add(b, "}");
    }
    wgi_buf_add(b, "]}");
}

/* {"KEY": "unit's id" */
static void add_unit_key(wgi_buf *b, const wg_game *g, const char *key, size_t unit)
{
    wgi_buf_addf(b, "{\"%s\": ", key);
    wgi_buf_add_json_string(b, g->units[unit].id);
}

static void add_spend(wgi_buf *b, const wg_game *g, const g_action *a)
{
    add_unit_key(b, g, "spend", a->unit);
    wgi_buf_addf(b, ", \"ap\": %d, \"action\": \"%s\"", (int)a->n,
                wg_game_action_name((wg_game_action)a->action));
    if (a->hostile) {
        wgi_buf_add(b, ", \"hostile\": true, \"target\": ");
        wgi_buf_add_json_string(b, g->units[a->other].id);
    }
    wgi_buf_add(b, "}");
}

static void add_action(wgi_buf *b, const wg_game *g, const g_action *a)
{
    switch (a->op) {
    case WG_GAME_REQUEST_KIND_INITIATIVE:
        wgi_buf_addf(b, "{\"initiative\": %d}", (int)a->n);
        return;
    case WG_GAME_REQUEST_KIND_SPEND:
        add_spend(b, g, a);
        return;
    case WG_GAME_REQUEST_KIND_RESPOND:
        add_unit_key(b, g, "respond", a->unit);
        wgi_buf_add(b, ", \"to\": ");
        wgi_buf_add_json_string(b, g->units[a->other].id);
        wgi_buf_add(b, "}");
        return;
    case WG_GAME_REQUEST_KIND_KILL:
        add_unit_key(b, g, "kill", a->unit);
        wgi_buf_addf(b, ", \"models\": %d}", (int)a->n);
        return;
    case WG_GAME_REQUEST_KIND_EFFECT:
        wgi_buf_add(b, "{\"effect\": {\"id\": ");
        wgi_buf_add_json_string(b, a->effect);
        wgi_buf_add(b, ", \"by\": ");
        wgi_buf_add_json_string(b, g->units[a->unit].id);
        wgi_buf_add(b, "}}");
        return;
    case WG_GAME_REQUEST_KIND_END_EFFECT:
        wgi_buf_add(b, "{\"end_effect\": ");
        wgi_buf_add_json_string(b, a->effect);
        wgi_buf_add(b, "}");
        return;
    case WG_GAME_REQUEST_KIND_OBJECTIVE:
        wgi_buf_add(b, "{\"objective\": ");
        wgi_buf_add_json_string(b, g->objectives[a->unit].id);
        wgi_buf_addf(b, ", \"player\": %d}", (int)a->n);
        return;
    case WG_GAME_REQUEST_KIND_END_TURN:
        wgi_buf_add(b, "{\"end_turn\": true}");
        return;
    case WG_GAME_REQUEST_KIND_END_GAME:
        wgi_buf_add(b, "{\"end_game\": true}");
        return;
    default: /* activate, wait, end_activation, panic, rally: the kinds' names are the keys */
        add_unit_key(b, g, wg_game_request_kind_name((wg_game_request_kind)a->op), a->unit);
        wgi_buf_add(b, "}");
    }
}

void wgi_game_log_write(wgi_buf *b, const wg_game *g, int player)
{
    wgi_buf_add(b, "{\"format\": \"wargen-game/1\", ");
    if (player)
        wgi_buf_addf(b, "\"view\": %d, ", player);
    wgi_buf_add(b, "\"players\": [");
    add_player(b, g, 1, player);
    wgi_buf_add(b, ", ");
    add_player(b, g, 2, player);
    wgi_buf_add(b, "]");
    if (g->n_objectives)
        add_scenario(b, g);
    wgi_buf_add(b, ", \"actions\": [");
    for (size_t i = 0; i < g->n_log; i++) {
        wgi_buf_add(b, i ? ",\n  " : "\n  ");
        add_action(b, g, &g->log[i]);
    }
    wgi_buf_add(b, "]}");
}

wg_status wg_game_log_to_json(char **out, const wg_game *game, wg_error *err)
{
    if (out == NULL || game == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_game_log_to_json: NULL argument");
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_game_log_write(&b, game, 0);
    return wgi_buf_finish(&b, out, err);
}
