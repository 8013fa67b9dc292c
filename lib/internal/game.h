/* The game engine (wargen/game.h), shared by lib/game's files. */
#ifndef WGI_INTERNAL_GAME_H
#define WGI_INTERNAL_GAME_H

#include <stdint.h>

#include "wargen/game.h"
#include "internal/error.h"
#include "internal/strmap.h"

typedef struct g_unit {
    char *id, *name;      /* owned */
    int player;           /* 1 or 2 */
    wg_unit_state state;
    bool panicked;
    bool cost_hidden;     /* taken from a roster: may include hidden items (H2) */
    int ap, ap_per_turn, models, models_start, cost;
    int waited_turn;      /* the turn it went into waiting */
} g_unit;

typedef struct g_effect {
    char *id;             /* owned */
    size_t unit;
    int resolutions;
} g_effect;

typedef struct g_objective {
    char *id;             /* owned */
    wg_objective_kind kind;
    int points;
    size_t unit;          /* destroy, escort; WG_NONE otherwise */
    int scored_by;
} g_objective;

/* 24 bytes: a turn of 100 units logs 200 of them (bench/game). */
typedef struct g_action {
    uint8_t op;           /* a wg_game_request_kind: which action */
    uint8_t action;       /* a wg_game_action */
    bool hostile;
    int32_t n;            /* player, AP or models */
    uint32_t unit, other; /* units, or the objective (unit); UINT32_MAX for none */
    char *effect;         /* owned: an effect's id */
} g_action;

/* The bits of wg_game.gate: the game is over; a host listens before each
 * action (wg_game_set_before_fn). */
enum { G_GATE_OVER = 1, G_GATE_HOST = 2 };

/* The most units (and objectives) a game holds: indexes fit the log. */
#define G_MAX_UNITS 1000000

struct wg_game {
    char *names[2];
    g_unit *units;
    size_t n_units, cap_units;
    wgi_strmap unit_ids, objective_ids;
    g_objective *objectives;
    size_t n_objectives, cap_objectives;
    g_effect *effects;
    size_t n_effects, cap_effects;
    g_action *log;
    size_t n_log, cap_log;
    int turn;
    bool in_turn, over;
    uint8_t gate;         /* G_GATE_*: what sends every action to wgi_game_begin_slow */
    int to_act;           /* who may activate, when no unit acts */
    size_t acting;        /* the active or responding unit, or WG_NONE */
    size_t interrupted;   /* the unit a response interrupted, or WG_NONE */
    size_t window_by;     /* a hostile action just started by this unit ... */
    int window_player;    /* ... against this player (0: no response possible) */
    int unactivated[2];   /* per player: unactivated units */
    int waiting[2];       /* per player: waiting units ... */
    int waiting_old[2];   /* ... of which those waiting since an earlier turn */
    int64_t bp_num[2], bp_den[2]; /* battle points, reduced */
    long objective_points[2];
    wg_game_reason refusal;
    bool in_callback;
    wg_game_event_fn on_event;
    void *event_data;
    wg_game_effect_fn on_effect;
    void *effect_data;
    wg_game_before_fn on_before;
    void *before_data;
};

/* The other player. */
static inline int g_other(int player)
{
    return 3 - player;
}

/* The names of objective kinds and actions, NULL-terminated (game.c). */
extern const char *const wgi_objective_kind_names[WG_OBJECTIVE_KIND_COUNT + 1];
extern const char *const wgi_game_action_names[WG_GAME_ACTION_COUNT + 1];

/* Whether a unit id (or an effect's, or an objective's) is well formed. */
bool wgi_game_id_ok(const char *id);
/* Refuse an action: the reason kept and named first in the message. */
wg_status wgi_game_refuse(wg_game *g, wg_error *err, wg_game_reason reason, const char *fmt,
                         ...) WGI_PRINTF(4, 5);
/* What a setup call needs: both arguments, a game not started yet
 * (game.c); what names the call in errors. */
wg_status wgi_game_check_setup(const wg_game *g, const void *arg, const char *what,
                              wg_error *err);
/* A unit checked and copied (its strings owned); dropped (freed) again. */
wg_status wgi_game_unit_make(g_unit *out, const wg_game *g, int player,
                            const wg_game_unit_def *def, wg_error *err);
void wgi_game_unit_drop(g_unit *u);
/* Add n made units, all or none (WG_ENOMEM: none, still the caller's). */
wg_status wgi_game_units_add(wg_game *g, g_unit *units, size_t n, wg_error *err);
/* Tell the host: nothing unless it listens (two per activation, inline). */
static inline void wgi_game_emit(wg_game *g, wg_game_event_kind kind, size_t unit, size_t other,
                                const char *effect, int count)
{
    if (g->on_event == NULL)
        return;
    wg_game_event e = {kind, g->turn, unit, other, effect, count};
    g->in_callback = true;
    g->on_event(&e, g->event_data);
    g->in_callback = false;
}
/* Whether unit may be activated now by its player (activation.c). */
bool wgi_game_ready(const wg_game *g, const g_unit *u);
/* An activation or a response is over: play goes on (activation.c). */
void wgi_game_finish(wg_game *g, size_t unit, wg_unit_state state);
/* Ask the host whether the action may be applied (wg_game_set_before_fn):
 * WG_OK, or its refusal (turn.c). */
wg_status wgi_game_ask(wg_game *g, const g_action *a, wg_error *err) WGI_COLD;
/* The log's next entry (room made by wgi_game_begin), filled for an action
 * the rules allow but not kept: nothing has changed yet. The entry, for
 * more fields. */
static inline g_action *wgi_game_entry(wg_game *g, wg_game_request_kind op, size_t unit,
                                       size_t other, int n)
{
    g_action *a = &g->log[g->n_log];
    *a = (g_action){(uint8_t)op, WG_GAME_ACTION_MOVE, false, n, (uint32_t)unit, (uint32_t)other,
                    NULL};
    return a;
}
/* Keep the entry: every action's first change. The chance of a response
 * (A2) is gone then, as it exists only right after the hostile action. */
static inline void wgi_game_keep(wg_game *g)
{
    g->n_log++;
    g->window_player = 0; /* window_by counts only with a player */
}
/* Keep the entry once the host allows the action too: WG_OK, or the host's
 * refusal with the game as it was. The usual activate and spend keep theirs
 * straight away when no host listens (activation.c). */
static inline wg_status wgi_game_log(wg_game *g, wg_error *err)
{
    if (g->on_before != NULL) {
        wg_status st = wgi_game_ask(g, &g->log[g->n_log], err);
        if (st != WG_OK)
            return st;
    }
    wgi_game_keep(g);
    return WG_OK;
}
/* The entry of an action with no more fields than these, kept so. */
static inline wg_status wgi_game_logged(wg_game *g, wg_game_request_kind op, size_t unit,
                                        size_t other, int n, wg_error *err)
{
    wgi_game_entry(g, op, unit, other, n);
    return wgi_game_log(g, err);
}
/* What every action checks first: a game, not in a callback, not over;
 * room in the log. The usual case inline, as a turn of 100 units is 200
 * actions (bench/game); the rest, and growing the log, in turn.c. */
static inline bool wgi_game_unusual(const wg_game *g)
{
    return g == NULL || g->in_callback || g->gate || g->n_log == g->cap_log;
}
wg_status wgi_game_begin_slow(wg_game *g, wg_error *err) WGI_COLD;
static inline wg_status wgi_game_begin(wg_game *g, wg_error *err)
{
    if (wgi_game_unusual(g))
        return wgi_game_begin_slow(g, err);
    g->refusal = WG_GAME_REASON_NONE;
    return WG_OK;
}
/* The same for the actions with a short path for the usual case (activate,
 * spend), which keep their entry straight away: WGI_GAME_ASK (positive)
 * instead of WG_OK when a host is to be asked, so that they take their
 * checked path, which asks it; the usual case pays no more for it. */
#define WGI_GAME_ASK ((wg_status)1)
wg_status wgi_game_begin_plain_slow(wg_game *g, wg_error *err) WGI_COLD;
static inline wg_status wgi_game_begin_plain(wg_game *g, wg_error *err)
{
    if (wgi_game_unusual(g))
        return wgi_game_begin_plain_slow(g, err);
    g->refusal = WG_GAME_REASON_NONE;
    return WG_OK;
}

/* The unit exists and is not destroyed (the refusals in turn.c). */
wg_status wgi_game_unit_refused(wg_game *g, size_t unit, wg_error *err) WGI_COLD;
static inline wg_status wgi_game_unit_ok(wg_game *g, size_t unit, wg_error *err)
{
    if (unit >= g->n_units || g->units[unit].state == WG_UNIT_STATE_DESTROYED)
        return wgi_game_unit_refused(g, unit, err);
    return WG_OK;
}

/* The unit is the one acting: active, or responding when may_respond (an
 * acting unit is never destroyed: its activation ends with its models). */
wg_status wgi_game_acting_refused(wg_game *g, size_t unit, wg_error *err) WGI_COLD;
static inline wg_status wgi_game_check_acting(wg_game *g, size_t unit, bool may_respond,
                                             wg_error *err)
{
    if (unit != g->acting || (!may_respond && g->units[unit].state != WG_UNIT_STATE_ACTIVE))
        return wgi_game_acting_refused(g, unit, err);
    return WG_OK;
}
/* After a unit leaves the units that may act: who acts now (activation.c). */
void wgi_game_refresh(wg_game *g);
/* Apply one action of a wargen-game/1 document (actions.c). */
struct wgi_jval;
wg_status wgi_game_read_action(wg_game *g, const struct wgi_jval *v, wg_error *err);
/* The state as JSON, as a player sees it (wg_game_view_score()), with
 * "player" first when player is 1 or 2 (score.c, view.c). */
struct wgi_buf;
void wgi_game_state_write(struct wgi_buf *b, const wg_game *g, const wg_score_view *vs,
                         int player);
/* The wargen-game/1 document as a player sees it (0: the referee's log,
 * full costs; log.c, view.c). */
void wgi_game_log_write(struct wgi_buf *b, const wg_game *g, int player);
/* Player's battle points with num / den more (n * cost / models), reduced,
 * into *sum_num / *sum_den; WG_ERANGE when they no longer fit (score.c). */
wg_status wgi_game_bp_sum(int64_t *sum_num, int64_t *sum_den, const wg_game *g, int player,
                          int64_t num, int64_t den, wg_error *err);

#endif
