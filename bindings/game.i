/* game module: activation and victory (rules A1-A3, V1-V2). A _Game is the C
 * game with what its callbacks need: the language's listener and an error a
 * callback raised, kept until the action returns (a callback must not
 * unwind through the engine's frames). Python's wargen.Game (game.py) and
 * Lua's (bindings/lua/layer/game.lua) name units and objectives by id, as
 * the C library's actions by id do. Every rule, name and JSON shape is the
 * C library's. */

WGB_ENUM_NAMED(wg_game_action)
WGB_ENUM_NAMED(wg_objective_kind)
/* A string that may be None / nil (NULL), whatever its name. */
%{ typedef char wgb_ostr; %}
%apply const char *optional { const wgb_ostr * };
%typemap(default) const wgb_ostr * "$1 = NULL;"  /* and may be left out */

%{
/* What a game's handle holds in every language; the language's half
 * (game.swg) completes the struct with what its callbacks need. */
#define WGB_GAME_FIELDS \
    wg_game *game; \
    wg_error refused;   /* Game.play: the refusal that stopped the replay, if any */ \
    bool play_refused; \
    bool failed;        /* a callback raised: re-raised when the action returns */
%}

/* A unit, an effect, an objective, the score and an action the host is asked
 * about (on_before) as the layers read them: units by id, enums by name,
 * points as exact fractions (wg_points_from_half); strings owned by the game. */
%{
typedef struct wgb_fraction { long num, den; } wgb_fraction;
typedef struct wgb_game_unit {
    const char *id, *name;
    int player;
    const char *state;
    bool panicked;
    int ap, ap_per_turn, models, models_start;
    wgb_fraction cost;
    bool cost_hidden;
} wgb_game_unit;
typedef struct wgb_game_effect {
    const char *id, *unit;
    int resolutions;
} wgb_game_effect;
typedef struct wgb_game_objective {
    const char *id, *kind;
    int points;
    const char *unit;
    int scored_by;
} wgb_game_objective;
typedef struct wgb_game_score {
    wgb_fraction battle1, battle2;
    long objectives1, objectives2;
} wgb_game_score;

typedef struct wgb_game_request {
    const char *kind;
    int turn, player;
    const char *unit, *other;
    int ap;
    const char *action;
    int models;
    const char *effect, *objective;
} wgb_game_request;

static wgb_fraction wgb_fraction_of(wg_fraction f)
{
    wgb_fraction b = {(long)f.num, (long)f.den};
    return b;
}

static wgb_game_request wgb_game_request_of(const wg_game_request *r)
{
    wgb_game_request b = {wg_game_request_kind_name(r->kind), r->turn, r->player, r->unit_id,
                          r->other_id, r->ap, wg_game_action_name(r->action), r->models,
                          r->effect, r->objective_id};
    return b;
}

#define WGB_GAME_FIELD(T, F, KIND) WGB_FIELD(wgb_game_##T, F, KIND)
WGB_RECORD(wgb_fraction_record,
    WGB_FIELD(wgb_fraction, num, WGB_LONG), WGB_FIELD(wgb_fraction, den, WGB_LONG));
WGB_RECORD(wgb_game_unit_record,
    WGB_GAME_FIELD(unit, id, WGB_STR), WGB_GAME_FIELD(unit, name, WGB_STR),
    WGB_GAME_FIELD(unit, player, WGB_INT), WGB_GAME_FIELD(unit, state, WGB_STR),
    WGB_GAME_FIELD(unit, panicked, WGB_BOOL), WGB_GAME_FIELD(unit, ap, WGB_INT),
    WGB_GAME_FIELD(unit, ap_per_turn, WGB_INT), WGB_GAME_FIELD(unit, models, WGB_INT),
    WGB_GAME_FIELD(unit, models_start, WGB_INT),
    WGB_NESTED_FIELD(wgb_game_unit, cost, wgb_fraction_record),
    WGB_GAME_FIELD(unit, cost_hidden, WGB_BOOL));
WGB_RECORD(wgb_game_effect_record,
    WGB_GAME_FIELD(effect, id, WGB_STR), WGB_GAME_FIELD(effect, unit, WGB_STR),
    WGB_GAME_FIELD(effect, resolutions, WGB_INT));
WGB_RECORD(wgb_game_objective_record,
    WGB_GAME_FIELD(objective, id, WGB_STR), WGB_GAME_FIELD(objective, kind, WGB_STR),
    WGB_GAME_FIELD(objective, points, WGB_INT), WGB_GAME_FIELD(objective, unit, WGB_STR),
    WGB_GAME_FIELD(objective, scored_by, WGB_INT));
WGB_RECORD(wgb_game_score_record,
    WGB_NESTED_FIELD(wgb_game_score, battle1, wgb_fraction_record),
    WGB_NESTED_FIELD(wgb_game_score, battle2, wgb_fraction_record),
    WGB_GAME_FIELD(score, objectives1, WGB_LONG), WGB_GAME_FIELD(score, objectives2, WGB_LONG));
WGB_RECORD(wgb_game_request_record,
    WGB_GAME_FIELD(request, kind, WGB_STR), WGB_GAME_FIELD(request, turn, WGB_INT),
    WGB_GAME_FIELD(request, player, WGB_INT), WGB_GAME_FIELD(request, unit, WGB_STR),
    WGB_GAME_FIELD(request, other, WGB_STR), WGB_GAME_FIELD(request, ap, WGB_INT),
    WGB_GAME_FIELD(request, action, WGB_STR), WGB_GAME_FIELD(request, models, WGB_INT),
    WGB_GAME_FIELD(request, effect, WGB_STR), WGB_GAME_FIELD(request, objective, WGB_STR));
%}
WGB_RECORD_OUT(wgb_game_unit *out, wgb_game_unit_record)
WGB_RECORD_OUT(wgb_game_effect *out, wgb_game_effect_record)
WGB_RECORD_OUT(wgb_game_objective *out, wgb_game_objective_record)
WGB_RECORD_OUT(wgb_game_score *out, wgb_game_score_record)

/* ---- callbacks -------------------------------------------------------------- */

/* The language's half: bindings/<language>/game.swg, which defines the
 * wgb_game struct, wgb_game_free, the callbacks (event, effect, before) and
 * wgb_game_before() / wgb_game_after(), run around every action. */
%include "game.swg"

%{
/* Whether the C game calls the binding's callbacks of each kind: only while
 * the host has one of that kind set (the layers call _listen), since a hook
 * makes every action of the library build and report what it would tell
 * (some 300 instructions an action, more than the action itself). */
static void wgb_game_listen(wgb_game *g, bool event, bool effect, bool before)
{
    wg_game_set_event_fn(g->game, event ? wgb_game_event_cb : NULL, g);
    wg_game_set_effect_fn(g->game, effect ? wgb_game_effect_cb : NULL, g);
    wg_game_set_before_fn(g->game, before ? wgb_game_before_cb : NULL, g);
}

/* The C game in its handle, not listening to it until the host asks. */
static wgb_game *wgb_game_wrap(wg_game *game, wg_error *err)
{
    wgb_game *g = calloc(1, sizeof *g);
    if (g == NULL) {
        wg_game_free(game);
        wg_error_clear(err);
        err->code = WG_ENOMEM;
        return NULL;
    }
    g->game = game;
    return g;
}

/* before(), the call, after(). */
#define WGB_ACT(g, host, call) wgb_game_after(g, host, (wgb_game_before(g, host), (call)))

/* Game.play: a refused action gives the game as it stood, and the refusal,
 * which the handle keeps for the layer to raise with the game. */
static wg_status wgb_game_played(wgb_game **out, wg_game *game, wg_status st, wg_error *err)
{
    if (game == NULL)
        return st;
    *out = wgb_game_wrap(game, err);
    if (*out == NULL)
        return WG_ENOMEM;
    if (st == WG_ERULE) {
        (*out)->refused = *err;
        (*out)->play_refused = true;
    }
    return WG_OK;
}

static wg_status wgb_game_load_file(wgb_game **out, const char *path, wg_error *err)
{
    wg_game *game = NULL;
    wg_status st = wg_game_load_file(&game, path, err);
    return wgb_game_played(out, game, st, err);
}

static wg_status wgb_game_load_string(wgb_game **out, const char *json, size_t size,
                                      const char *name, wg_error *err)
{
    wg_game *game = NULL;
    wg_status st = wg_game_load_string(&game, json, size, name, err);
    return wgb_game_played(out, game, st, err);
}

/* A saved game (its log) restored, of any length: all or nothing. */
static wg_status wgb_game_restore(wgb_game **out, const char *json, size_t size, wg_error *err)
{
    wg_game *game = NULL;
    wg_status st = wg_game_restore(&game, json, size, err);
    return wgb_game_played(out, game, st, err);
}
%}

/* ---- the handle ------------------------------------------------------------- */

%feature("docstring") wgb_game "A game's C handle: wargen.Game holds it.";
WG_HANDLE(wgb_game, _Game)
WG_OUT_HANDLE(wgb_game)

%rename(_game_load_file) wgb_game_load_file;
%rename(_listen) wgb_game::listen_;
%rename(_game_load_string) wgb_game_load_string;
%rename(_game_restore) wgb_game_restore;
%rename(_unit_state_name) wg_unit_state_name;
%rename(_game_action_name) wg_game_action_name;
%rename(_objective_kind_name) wg_objective_kind_name;
%rename(_game_reason_name) wg_game_reason_name;
%rename(_game_event_kind_name) wg_game_event_kind_name;
%rename(_game_request_kind_name) wg_game_request_kind_name;
/* The parse functions of the enums scripts only read back (as names): kept
 * private, like every enum's, for a layer that may need a name's value. */
WG_OUT_ENUM(wg_game_reason)
WG_OUT_ENUM(wg_game_event_kind)
WG_OUT_ENUM(wg_game_request_kind)
WG_OUT_ENUM(wg_unit_state)
%rename(_game_reason_parse) wg_game_reason_parse;
%rename(_game_event_kind_parse) wg_game_event_kind_parse;
%rename(_game_request_kind_parse) wg_game_request_kind_parse;
%rename(_unit_state_parse) wg_unit_state_parse;
wg_status wgb_game_load_file(wgb_game **out, const char *path, wg_error *err);
wg_status wgb_game_load_string(wgb_game **out, const char *json, size_t size, const char *name,
                               wg_error *err);
wg_status wgb_game_restore(wgb_game **out, const char *json, size_t size, wg_error *err);
const char *wg_unit_state_name(int state);
const char *wg_game_action_name(int action);
const char *wg_objective_kind_name(int kind);
const char *wg_game_reason_name(int reason);
const char *wg_game_event_kind_name(int kind);
const char *wg_game_request_kind_name(int kind);
wg_status wg_game_reason_parse(wg_game_reason *out, const char *name, wg_error *err);
wg_status wg_game_event_kind_parse(wg_game_event_kind *out, const char *name, wg_error *err);
wg_status wg_game_request_kind_parse(wg_game_request_kind *out, const char *name,
                                     wg_error *err);
wg_status wg_unit_state_parse(wg_unit_state *out, const char *name, wg_error *err);

WGB_INDEXED(wgb_game::unit_at_, WGB_BELOW(arg3, "index", wg_game_unit_count(arg1->game)))
WGB_INDEXED(wgb_game::effect_at_, WGB_BELOW(arg3, "index", wg_game_effect_count(arg1->game)))
WGB_INDEXED(wgb_game::objective_at_,
            WGB_BELOW(arg3, "index", wg_game_objective_count(arg1->game)))
/* to_doc_ is to_dict / to_table, log_doc_ log_dict / log_table: gen.swg renames them all. */
%extend wgb_game {
    wgb_game(const wgb_ostr *player1, const wgb_ostr *player2, wg_error *nullerr) {
        wg_game *game = NULL;
        if (wg_game_new(&game, player1, player2, nullerr) != WG_OK)
            return NULL;
        return wgb_game_wrap(game, nullerr);
    }

    /* setting up */
    /* cost in points, made half points (R3) by the library, which refuses
     * what is not a multiple of 0.5 in range */
    wg_status add_unit_(int player, const char *id, int ap, int models, double cost,
                        const wgb_ostr *name, wg_error *err) {
        wg_game_unit_def d = {id, name, ap, models, 0};
        wg_status st = wg_points_to_half(&d.cost, cost, err);
        return st == WG_OK ? wg_game_add_unit(NULL, $self->game, player, &d, err) : st;
    }
    wg_status add_roster_(int player, const wg_roster *roster, int ap, wg_error *err)
    { return wg_game_add_roster($self->game, player, roster, ap, err); }
    wg_status add_objective_(const char *id, wg_objective_kind kind, int points,
                             const wgb_ostr *unit, wg_error *err) {
        wg_objective_def d = {id, kind, points, unit};
        return wg_game_add_objective(NULL, $self->game, &d, err);
    }

    /* the actions, by id (the library refuses an unknown one, in the rules' order) */
    wg_status initiative_(int player, wgb_host *host, wg_error *err)
    { return WGB_ACT($self, host, wg_game_start_turn($self->game, player, err)); }
    wg_status activate_(const char *unit, wgb_host *host, wg_error *err)
    { return WGB_ACT($self, host, wg_game_activate_by_id($self->game, unit, err)); }
    wg_status spend_(const char *unit, int ap, wg_game_action action,
                     const wgb_ostr *target, wgb_host *host, wg_error *err)
    {
        return WGB_ACT($self, host,
                       wg_game_spend_by_id($self->game, unit, ap, action, target, err));
    }
    wg_status wait_(const char *unit, wgb_host *host, wg_error *err)
    { return WGB_ACT($self, host, wg_game_wait_by_id($self->game, unit, err)); }
    wg_status respond_(const char *unit, const char *to, wgb_host *host, wg_error *err)
    { return WGB_ACT($self, host, wg_game_respond_by_id($self->game, unit, to, err)); }
    wg_status end_activation_(const char *unit, wgb_host *host, wg_error *err)
    { return WGB_ACT($self, host, wg_game_end_activation_by_id($self->game, unit, err)); }
    wg_status kill_(const char *unit, int models, wgb_host *host, wg_error *err)
    { return WGB_ACT($self, host, wg_game_kill_by_id($self->game, unit, models, err)); }
    wg_status panic_(const char *unit, wgb_host *host, wg_error *err)
    { return WGB_ACT($self, host, wg_game_panic_by_id($self->game, unit, err)); }
    wg_status rally_(const char *unit, wgb_host *host, wg_error *err)
    { return WGB_ACT($self, host, wg_game_rally_by_id($self->game, unit, err)); }
    wg_status add_effect_(const char *id, const char *unit, wgb_host *host, wg_error *err)
    { return WGB_ACT($self, host, wg_game_add_effect_by_id($self->game, id, unit, err)); }
    wg_status end_effect_(const char *id, wgb_host *host, wg_error *err)
    { return WGB_ACT($self, host, wg_game_end_effect($self->game, id, err)); }
    wg_status score_objective_(const char *objective, int player, wgb_host *host,
                               wg_error *err) {
        return WGB_ACT($self, host,
                       wg_game_score_objective_by_id($self->game, objective, player, err));
    }
    wg_status end_turn_(wgb_host *host, wg_error *err)
    { return WGB_ACT($self, host, wg_game_end_turn($self->game, err)); }
    wg_status end_game_(wgb_host *host, wg_error *err)
    { return WGB_ACT($self, host, wg_game_end_game($self->game, err)); }

    /* reading */
    /** The reason the last action was refused (a name), or None. */
    const char *refusal_() {
        wg_game_reason r = wg_game_refusal($self->game);
        return r == WG_GAME_REASON_NONE ? NULL : wg_game_reason_name(r);
    }
    int turn_() { return wg_game_turn($self->game); }
    size_t step_() { return wg_game_step($self->game); }
    int to_act_() { return wg_game_to_act($self->game); }
    bool in_turn_() { return wg_game_in_turn($self->game); }
    bool over_() { return wg_game_over($self->game); }
    int winner_() { return wg_game_winner($self->game); }
    bool is_scenario_() { return wg_game_is_scenario($self->game); }
    const char *player_name_(int player) { return wg_game_player_name($self->game, player); }
    size_t unit_count_() { return wg_game_unit_count($self->game); }
    /** _listen(event, effect, before): which callbacks the host has set. */
    void listen_(bool event, bool effect, bool before)
    { wgb_game_listen($self, event, effect, before); }
    size_t effect_count_() { return wg_game_effect_count($self->game); }
    size_t objective_count_() { return wg_game_objective_count($self->game); }
    wg_status find_unit_(size_t *index_out, const char *id, wg_error *err)
    { return wg_game_find_unit(index_out, $self->game, id, err); }
    wg_status unit_at_(wgb_game_unit *out, size_t index, wg_error *err) {
        wg_game_unit u;
        wg_status st = wg_game_unit_at(&u, $self->game, index, err);
        if (st == WG_OK) {
            wgb_game_unit b = {u.id, u.name, u.player, wg_unit_state_name(u.state), u.panicked,
                               u.ap, u.ap_per_turn, u.models, u.models_start,
                               wgb_fraction_of(wg_points_from_half(u.cost)), u.cost_hidden};
            *out = b;
        }
        return st;
    }
    wg_status effect_at_(wgb_game_effect *out, size_t index, wg_error *err) {
        wg_game_effect e;
        wg_status st = wg_game_effect_at(&e, $self->game, index, err);
        if (st == WG_OK) {
            wgb_game_effect b = {e.id, wg_game_unit_id($self->game, e.unit), e.resolutions};
            *out = b;
        }
        return st;
    }
    wg_status objective_at_(wgb_game_objective *out, size_t index, wg_error *err) {
        wg_game_objective o;
        wg_status st = wg_game_objective_at(&o, $self->game, index, err);
        if (st == WG_OK) {
            wgb_game_objective b = {o.id, wg_objective_kind_name(o.kind), o.points,
                                    wg_game_unit_id($self->game, o.unit), o.scored_by};
            *out = b;
        }
        return st;
    }
    wg_status score_(wgb_game_score *out, wg_error *err) {
        wg_score s;
        wg_status st = wg_game_score(&s, $self->game, err);
        if (st == WG_OK) {
            wgb_game_score b = {wgb_fraction_of(s.battle_points[0]),
                                wgb_fraction_of(s.battle_points[1]), s.objectives[0],
                                s.objectives[1]};
            *out = b;
        }
        return st;
    }
    wg_status to_json_(char **json_out, wg_error *err)
    { return wg_game_to_json(json_out, $self->game, err); }
    wg_status to_doc_(char **doc_out, wg_error *err)
    { return wg_game_to_json(doc_out, $self->game, err); }
    wg_status log_json_(char **json_out, wg_error *err)
    { return wg_game_log_to_json(json_out, $self->game, err); }
    wg_status log_doc_(char **doc_out, wg_error *err)
    { return wg_game_log_to_json(doc_out, $self->game, err); }
    /* a player's view (H2 in a game): its state and log documents */
    wg_status view_json_(int player, char **json_out, wg_error *err)
    { return wg_game_view_to_json(json_out, $self->game, player, err); }
    wg_status view_log_json_(int player, char **json_out, wg_error *err)
    { return wg_game_view_log_to_json(json_out, $self->game, player, err); }
    /** Whether Game.play stopped at a refused action (play_error() raises it). */
    bool play_refused_() { return $self->play_refused; }
    wg_status play_error_(wg_error *err) {
        *err = $self->refused;
        return $self->play_refused ? $self->refused.code : WG_OK;
    }
}


