/**
 * @file wargen/game.h
 * @brief Activation and victory (rules A1–A3, V1–V2): a game engine that a
 *        table simulator or a game mod drives turn by turn, action by
 *        action, with events, uncontrolled effects, battle points as exact
 *        fractions, scenario objectives, and a log that replays.
 *
 * Tasks, stable first:
 * - set a game up: wg_game_new(), then each player's units
 *   (wg_game_add_unit(), or wg_game_add_roster() from a roster), and for a
 *   scenario its objectives (wg_game_add_objective());
 * - play it, one call per action of the contract: wg_game_start_turn(),
 *   wg_game_activate(), wg_game_spend(), wg_game_wait(), wg_game_respond(),
 *   wg_game_end_activation(), wg_game_kill(), wg_game_panic(),
 *   wg_game_rally(), wg_game_add_effect(), wg_game_end_effect(),
 *   wg_game_score_objective(), wg_game_end_turn(), wg_game_end_game(); a
 *   host that names units by id calls the same actions by id
 *   (wg_game_activate_by_id(), wg_game_spend_by_id(), ...);
 * - react to it: wg_game_set_event_fn() (activations, responses, kills,
 *   effects resolved, turns ended, game over) and wg_game_set_effect_fn()
 *   (the host resolves each uncontrolled effect at every end of turn, A3);
 * - rule on it: wg_game_set_before_fn() shows the host each action the
 *   rules allow before it changes anything, and the host may refuse it (a
 *   house rule);
 * - read it: wg_game_turn(), wg_game_to_act(), wg_game_unit_at() (every
 *   state of A2 and the panic token), wg_game_score(), wg_game_winner(),
 *   wg_game_to_json() (the state as `wargen game play --json` prints it);
 * - show it to a player (H2 in a game): wg_game_view_to_json(),
 *   wg_game_view_log_to_json() and wg_game_view_score() leave out, until
 *   the game is over, what the opponent's hidden items cost;
 * - keep it: wg_game_log_to_json() writes the game as a `wargen-game/1`
 *   document (its units, objectives and every action applied), and
 *   wg_game_load_file() / wg_game_load_string() replay such a document to
 *   the same state; wg_game_restore() restores a game the program saved
 *   so, of any length.
 *
 * The rules (A1–A3 and their decisions):
 * - a turn starts with wg_game_start_turn(): the player given acts first.
 *   The player to act activates one of their unactivated units (or a unit
 *   waiting since an earlier turn); it spends action points (AP) on
 *   actions; when its AP reach 0, or it ends its activation, or it goes
 *   into waiting (its AP kept for a response), it is done and play passes
 *   to the opponent. A player with no unactivated unit passes: the
 *   opponent activates the rest one after another (A1);
 * - a hostile action (wg_game_spend() with a target) against a player with
 *   a waiting unit opens a response: the next action may be
 *   wg_game_respond() by one of them, which spends its AP and is then
 *   activated; the interrupted unit goes on (A2). Any other action closes
 *   the chance, and a response is not itself answered by another;
 * - a turn ends (wg_game_end_turn()) only when no unit is unactivated,
 *   active or responding; a waiting unit does not hold it up. Effects left
 *   in play are resolved first, then activated units become unactivated,
 *   and every unit's AP is refilled. Waiting units and panic tokens stay
 *   (A3);
 * - a unit with no models left is destroyed: it never acts again;
 * - the result (V1, V2): without objectives, battle points decide; with
 *   them, objective points decide and battle points are still reported;
 *   equal scores are a draw. A killed model is worth its unit's cost
 *   divided by the unit's model count at the start, summed exactly: a
 *   whole unit is worth exactly its cost.
 *
 * A refused action, by the rules or by the host, changes nothing in the
 * game and returns ::WG_ERULE; its reason (a ::wg_game_reason, with a
 * stable name such as "not-your-turn") is kept until the next action
 * (wg_game_refusal()), and the error's message says it too.
 *
 * Not to be confused with ::wg_roster_format (wargen/roster.h): the army
 * size class a roster's points limit gives (R12, R13), which came first.
 *
 * Units are named by their index in the game (in the order added, both
 * players together); wg_game_find_unit() finds one by its id, and every
 * action that names units has a form that takes their ids. Strings a
 * game returns are owned by the game and live as long as it. A game is
 * changed by every action: calls on one game must not run at the same time
 * from several threads, and callbacks must not act on the game that calls
 * them (such an action is refused with ::WG_ESTATE).
 */
#ifndef WARGEN_GAME_H
#define WARGEN_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "wargen/export.h"
#include "wargen/error.h"
#include "wargen/roster.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @name Setting a game up
 * @{ */

/** A game between two players (opaque). */
typedef struct wg_game wg_game;

/**
 * A game with no units yet, between players 1 and 2.
 * @param out receives the game; the caller frees it with wg_game_free().
 *        NULL on failure.
 * @param player1 player 1's name (NULL: "Player 1"); copied.
 * @param player2 player 2's name (NULL: "Player 2"); copied.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL @p out, a name longer than 200 bytes);
 *         WG_ENOMEM.
 */
WG_API wg_status wg_game_new(wg_game **out, const char *player1, const char *player2,
                             wg_error *err);

/** Free a game. NULL is allowed. */
WG_API void wg_game_free(wg_game *game);

/** A unit as wg_game_add_unit() takes it. */
typedef struct wg_game_unit_def {
    const char *id;   /**< unique in the game: letters, digits, '-', '_', '.', 1 to 64 bytes */
    const char *name; /**< shown to people; NULL: the id */
    int ap;           /**< action points per turn, 1 to 1000 */
    int models;       /**< models at the start, 1 to 100000 */
    int cost;         /**< the unit's points in half points (R3: 130 points is 260), 0 to
                           2 * ::WG_POINTS_MAX_COST (what a log can hold) */
} wg_game_unit_def;

/**
 * Add a unit of @p player (1 or 2), before the first action. A game holds
 * at most 1,000,000 units.
 * @param index receives its index (may be NULL).
 * @param game the game, not yet started.
 * @param player 1 or 2.
 * @param unit the unit's id, name, AP, models and cost; copied.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument, a player or a field out of
 *         range, an id taken or ill-formed, the game already started or full:
 *         the message names the field); WG_ENOMEM. The game is unchanged
 *         on failure.
 */
WG_API wg_status wg_game_add_unit(size_t *index, wg_game *game, int player,
                                  const wg_game_unit_def *unit, wg_error *err);

/**
 * Add every unit of @p roster for @p player, each with @p ap action
 * points: id "<entry>-<N>" with the first N from 1 that no unit of the game
 * has yet (so two players' rosters of one book get distinct ids); name the
 * unit's label, or its entry's name; models the unit's; cost its points as
 * the validation report counts them (R3, rounded up; the roster need not
 * be valid), hidden items included: the game is the referee's copy (H2),
 * and every such unit's cost is marked hidden (wg_game_unit::cost_hidden),
 * so that a player's view leaves it out for the opponent. Like
 * wg_game_add_unit(), before the first action; all or nothing.
 * @return WG_OK; WG_EINVAL (as wg_game_add_unit(), naming the roster
 *         unit); WG_ERANGE (the roster's points overflow, or a unit costs
 *         more than ::WG_POINTS_MAX_COST points, naming it); WG_ENOMEM.
 *         A failure may depend on hidden items (a unit's cost counts
 *         them): it is the referee's to see, not the opponent's.
 */
WG_API wg_status wg_game_add_roster(wg_game *game, int player, const wg_roster *roster, int ap,
                                    wg_error *err);

/** The kinds of objective of a scenario (V2). */
typedef enum wg_objective_kind {
    WG_OBJECTIVE_KIND_HOLD = 0,    /**< taking and holding ground: scored by a player */
    WG_OBJECTIVE_KIND_CAPTURE = 1, /**< capturing a given enemy model: scored by a player */
    WG_OBJECTIVE_KIND_DESTROY = 2, /**< destroying a given enemy unit: scored by the game
                                        for the target's opponent when the target is
                                        destroyed */
    WG_OBJECTIVE_KIND_ESCORT = 3,  /**< a unit crossing the table: scored by its own player */
    WG_OBJECTIVE_KIND_COUNT        /**< the number of kinds, not a kind */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
    ,
    WG_OBJECTIVE_HOLD WG_DEPRECATED_ENUMERATOR("use WG_OBJECTIVE_KIND_HOLD") = WG_OBJECTIVE_KIND_HOLD, /**< @deprecated Use #WG_OBJECTIVE_KIND_HOLD. */
    WG_OBJECTIVE_CAPTURE WG_DEPRECATED_ENUMERATOR("use WG_OBJECTIVE_KIND_CAPTURE") = WG_OBJECTIVE_KIND_CAPTURE, /**< @deprecated Use #WG_OBJECTIVE_KIND_CAPTURE. */
    WG_OBJECTIVE_DESTROY WG_DEPRECATED_ENUMERATOR("use WG_OBJECTIVE_KIND_DESTROY") = WG_OBJECTIVE_KIND_DESTROY, /**< @deprecated Use #WG_OBJECTIVE_KIND_DESTROY. */
    WG_OBJECTIVE_ESCORT WG_DEPRECATED_ENUMERATOR("use WG_OBJECTIVE_KIND_ESCORT") = WG_OBJECTIVE_KIND_ESCORT, /**< @deprecated Use #WG_OBJECTIVE_KIND_ESCORT. */
#endif
} wg_objective_kind;

/** "hold", "capture", "destroy" or "escort"; NULL for another value. */
WG_API const char *wg_objective_kind_name(wg_objective_kind kind);

/** The kind named @p name; WG_EINVAL naming it and the valid names (and
 * @p out unchanged) otherwise. */
WG_API wg_status wg_objective_kind_parse(wg_objective_kind *out, const char *name,
                                         wg_error *err);

/** An objective as wg_game_add_objective() takes it. */
typedef struct wg_objective_def {
    const char *id;         /**< unique among the objectives; as a unit id */
    wg_objective_kind kind; /**< what completes it */
    int points;             /**< what completing it scores, 0 to 1000000 */
    const char *unit;       /**< destroy: the target unit's id; escort: the escorted
                                 unit's; NULL for hold and capture */
} wg_objective_def;

/**
 * Add an objective: the game becomes a scenario (V2), decided by objective
 * points. Before the first action, after the units it names; at most
 * 1,000,000.
 * @param index receives its index (may be NULL).
 * @param game the game, not yet started.
 * @param objective what the objective is; copied.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument, a field out of range, an id
 *         taken, a unit missing, unknown or given for a kind that takes
 *         none, the game already started); WG_ENOMEM.
 */
WG_API wg_status wg_game_add_objective(size_t *index, wg_game *game,
                                       const wg_objective_def *objective, wg_error *err);

/** @} */

/** @name Playing: one call per action
 *
 * Each returns WG_OK, or WG_ERULE for an action the rules refuse, or the
 * host (wg_game_set_before_fn(), after the rules; the reason:
 * wg_game_refusal()), or WG_EINVAL for a NULL game or an argument
 * that is no action at all (a unit index out of range is the reason
 * ::WG_GAME_REASON_UNKNOWN_UNIT, since a log names units by id), or WG_ESTATE
 * from inside a callback, or WG_ENOMEM. Only WG_OK changes the game.
 * @{ */

/** Why an action is refused: the codes of `wargen-game/1`, and the host's
 * own refusal (wg_game_set_before_fn()), which no replay gives. */
typedef enum wg_game_reason {
    WG_GAME_REASON_NONE = 0,         /**< no refusal: the last action was applied */
    WG_GAME_REASON_NOT_YOUR_TURN,    /**< the unit's player is not the one to act, or no turn
                                         is in progress, or another unit is still acting */
    WG_GAME_REASON_NOT_UNACTIVATED,  /**< activating a unit that is not unactivated (nor
                                         waiting since an earlier turn) */
    WG_GAME_REASON_NOT_ACTIVE,       /**< spending, waiting or ending for a unit that is not
                                         active (waiting: not active, responding included) */
    WG_GAME_REASON_NO_AP,            /**< spending more AP than the unit has left, or none */
    WG_GAME_REASON_NOT_WAITING,      /**< responding with a unit that is not waiting */
    WG_GAME_REASON_NOT_HOSTILE,      /**< responding to anything but the hostile action just
                                         started against the responder's player; a hostile
                                         action whose target is not an enemy */
    WG_GAME_REASON_UNITS_TO_ACT,     /**< ending a turn while a unit is unactivated, active
                                         or responding */
    WG_GAME_REASON_TURN_IN_PROGRESS, /**< initiative while a turn is in progress */
    WG_GAME_REASON_UNKNOWN_UNIT,     /**< no such unit (or effect, or objective) */
    WG_GAME_REASON_DESTROYED,        /**< the unit (or the target) is destroyed */
    WG_GAME_REASON_NO_MODELS,        /**< killing more models than the unit has left, or none */
    WG_GAME_REASON_GAME_OVER,        /**< any action after the end of the game */
    WG_GAME_REASON_REFUSED_BY_HOST,  /**< an action the rules allow, refused by the host
                                         (wg_game_set_before_fn()); never in a replay */
    WG_GAME_REASON_COUNT             /**< the number of reasons, not one */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
    ,
    WG_REASON_NONE WG_DEPRECATED_ENUMERATOR("use WG_GAME_REASON_NONE") = WG_GAME_REASON_NONE, /**< @deprecated Use #WG_GAME_REASON_NONE. */
    WG_REASON_NOT_YOUR_TURN WG_DEPRECATED_ENUMERATOR("use WG_GAME_REASON_NOT_YOUR_TURN") = WG_GAME_REASON_NOT_YOUR_TURN, /**< @deprecated Use #WG_GAME_REASON_NOT_YOUR_TURN. */
    WG_REASON_NOT_UNACTIVATED WG_DEPRECATED_ENUMERATOR("use WG_GAME_REASON_NOT_UNACTIVATED") = WG_GAME_REASON_NOT_UNACTIVATED, /**< @deprecated Use #WG_GAME_REASON_NOT_UNACTIVATED. */
    WG_REASON_NOT_ACTIVE WG_DEPRECATED_ENUMERATOR("use WG_GAME_REASON_NOT_ACTIVE") = WG_GAME_REASON_NOT_ACTIVE, /**< @deprecated Use #WG_GAME_REASON_NOT_ACTIVE. */
    WG_REASON_NO_AP WG_DEPRECATED_ENUMERATOR("use WG_GAME_REASON_NO_AP") = WG_GAME_REASON_NO_AP, /**< @deprecated Use #WG_GAME_REASON_NO_AP. */
    WG_REASON_NOT_WAITING WG_DEPRECATED_ENUMERATOR("use WG_GAME_REASON_NOT_WAITING") = WG_GAME_REASON_NOT_WAITING, /**< @deprecated Use #WG_GAME_REASON_NOT_WAITING. */
    WG_REASON_NOT_HOSTILE WG_DEPRECATED_ENUMERATOR("use WG_GAME_REASON_NOT_HOSTILE") = WG_GAME_REASON_NOT_HOSTILE, /**< @deprecated Use #WG_GAME_REASON_NOT_HOSTILE. */
    WG_REASON_UNITS_TO_ACT WG_DEPRECATED_ENUMERATOR("use WG_GAME_REASON_UNITS_TO_ACT") = WG_GAME_REASON_UNITS_TO_ACT, /**< @deprecated Use #WG_GAME_REASON_UNITS_TO_ACT. */
    WG_REASON_TURN_IN_PROGRESS WG_DEPRECATED_ENUMERATOR("use WG_GAME_REASON_TURN_IN_PROGRESS") = WG_GAME_REASON_TURN_IN_PROGRESS, /**< @deprecated Use #WG_GAME_REASON_TURN_IN_PROGRESS. */
    WG_REASON_UNKNOWN_UNIT WG_DEPRECATED_ENUMERATOR("use WG_GAME_REASON_UNKNOWN_UNIT") = WG_GAME_REASON_UNKNOWN_UNIT, /**< @deprecated Use #WG_GAME_REASON_UNKNOWN_UNIT. */
    WG_REASON_DESTROYED WG_DEPRECATED_ENUMERATOR("use WG_GAME_REASON_DESTROYED") = WG_GAME_REASON_DESTROYED, /**< @deprecated Use #WG_GAME_REASON_DESTROYED. */
    WG_REASON_NO_MODELS WG_DEPRECATED_ENUMERATOR("use WG_GAME_REASON_NO_MODELS") = WG_GAME_REASON_NO_MODELS, /**< @deprecated Use #WG_GAME_REASON_NO_MODELS. */
    WG_REASON_GAME_OVER WG_DEPRECATED_ENUMERATOR("use WG_GAME_REASON_GAME_OVER") = WG_GAME_REASON_GAME_OVER, /**< @deprecated Use #WG_GAME_REASON_GAME_OVER. */
    WG_REASON_COUNT WG_DEPRECATED_ENUMERATOR("use WG_GAME_REASON_COUNT") = WG_GAME_REASON_COUNT, /**< @deprecated Use #WG_GAME_REASON_COUNT. */
#endif
} wg_game_reason;

/** "not-your-turn", "not-unactivated", "not-active", "no-ap",
 * "not-waiting", "not-hostile", "units-to-act", "turn-in-progress",
 * "unknown-unit", "destroyed", "no-models", "game-over",
 * "refused-by-host"; "none" for ::WG_GAME_REASON_NONE; NULL for another
 * value. */
WG_API const char *wg_game_reason_name(wg_game_reason reason);

/** The reason named @p name ("none" included); WG_EINVAL naming it and the
 * valid names (and @p out unchanged) otherwise, or for a NULL @p out. */
WG_API wg_status wg_game_reason_parse(wg_game_reason *out, const char *name, wg_error *err);

/** Why the last action was refused; ::WG_GAME_REASON_NONE after an applied one
 * (and for a NULL game). */
WG_API wg_game_reason wg_game_refusal(const wg_game *game);

/** The actions a unit spends AP on. */
typedef enum wg_game_action {
    WG_GAME_ACTION_MOVE = 0,  /**< "move" */
    WG_GAME_ACTION_SHOOT = 1, /**< "shoot" */
    WG_GAME_ACTION_MAGIC = 2, /**< "magic" */
    WG_GAME_ACTION_MELEE = 3, /**< "melee" */
    WG_GAME_ACTION_OTHER = 4, /**< "other" */
    WG_GAME_ACTION_COUNT      /**< the number of actions, not one */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
    ,
    WG_ACTION_MOVE WG_DEPRECATED_ENUMERATOR("use WG_GAME_ACTION_MOVE") = WG_GAME_ACTION_MOVE, /**< @deprecated Use #WG_GAME_ACTION_MOVE. */
    WG_ACTION_SHOOT WG_DEPRECATED_ENUMERATOR("use WG_GAME_ACTION_SHOOT") = WG_GAME_ACTION_SHOOT, /**< @deprecated Use #WG_GAME_ACTION_SHOOT. */
    WG_ACTION_MAGIC WG_DEPRECATED_ENUMERATOR("use WG_GAME_ACTION_MAGIC") = WG_GAME_ACTION_MAGIC, /**< @deprecated Use #WG_GAME_ACTION_MAGIC. */
    WG_ACTION_MELEE WG_DEPRECATED_ENUMERATOR("use WG_GAME_ACTION_MELEE") = WG_GAME_ACTION_MELEE, /**< @deprecated Use #WG_GAME_ACTION_MELEE. */
    WG_ACTION_OTHER WG_DEPRECATED_ENUMERATOR("use WG_GAME_ACTION_OTHER") = WG_GAME_ACTION_OTHER, /**< @deprecated Use #WG_GAME_ACTION_OTHER. */
    WG_ACTION_COUNT WG_DEPRECATED_ENUMERATOR("use WG_GAME_ACTION_COUNT") = WG_GAME_ACTION_COUNT, /**< @deprecated Use #WG_GAME_ACTION_COUNT. */
#endif
} wg_game_action;

/** "move", "shoot", "magic", "melee" or "other"; NULL for another value. */
WG_API const char *wg_game_action_name(wg_game_action action);

/** The action named @p name; WG_EINVAL naming it and the valid names (and
 * @p out unchanged) otherwise. */
WG_API wg_status wg_game_action_parse(wg_game_action *out, const char *name, wg_error *err);

/** Start a turn with @p player (1 or 2) to act first: the action
 * "initiative" of `wargen-game/1`. Refused while a turn is in progress. */
WG_API wg_status wg_game_start_turn(wg_game *game, int player, wg_error *err);

/** Make @p unit active: an unactivated unit of the player to act, or one
 * of theirs waiting since an earlier turn, while no unit is acting. */
WG_API wg_status wg_game_activate(wg_game *game, size_t unit, wg_error *err);

/**
 * The active (or responding) @p unit spends @p ap AP (1 or more, at most
 * what it has left) on @p action. With @p hostile, the action is against
 * the enemy unit @p target (ignored otherwise), and the target's player
 * may respond next (A2). At 0 AP the unit is activated and play passes;
 * after a response, if it has one.
 */
WG_API wg_status wg_game_spend(wg_game *game, size_t unit, int ap, wg_game_action action,
                               bool hostile, size_t target, wg_error *err);

/** The active @p unit goes into waiting with its AP kept; play passes. It
 * stays waiting, across turns, until it responds or is activated again. */
WG_API wg_status wg_game_wait(wg_game *game, size_t unit, wg_error *err);

/** The waiting @p unit responds to the hostile action that @p to has just
 * started against its player: it becomes responding and spends its AP;
 * when done it is activated and @p to goes on. Allowed only as the action
 * right after that wg_game_spend(). */
WG_API wg_status wg_game_respond(wg_game *game, size_t unit, size_t to, wg_error *err);

/** End the activation (or response) of @p unit with AP left unused. */
WG_API wg_status wg_game_end_activation(wg_game *game, size_t unit, wg_error *err);

/** @p models models (1 or more, at most what is left) of @p unit die; its
 * opponent scores models * cost / starting models battle points (V1). A
 * unit left with none is destroyed, and a destroy objective on it is
 * scored. Allowed at any time in the game. */
WG_API wg_status wg_game_kill(wg_game *game, size_t unit, int models, wg_error *err);

/** Put the panic token on @p unit (a failed morale test, A2); it keeps it,
 * and still takes its activations, until wg_game_rally(). Putting it on a
 * panicked unit, or rallying one without it, changes nothing and is not
 * refused. */
WG_API wg_status wg_game_panic(wg_game *game, size_t unit, wg_error *err);
/** Take the panic token off @p unit (see wg_game_panic()). */
WG_API wg_status wg_game_rally(wg_game *game, size_t unit, wg_error *err);

/** Leave the uncontrolled effect @p id (as a unit id; not already in play)
 * of @p unit in play: it is resolved at every end of turn (A3) until
 * wg_game_end_effect(). An id in play is WG_EINVAL. */
WG_API wg_status wg_game_add_effect(wg_game *game, const char *id, size_t unit, wg_error *err);

/** Take the effect @p id out of play. An id not in play is refused
 * (::WG_GAME_REASON_UNKNOWN_UNIT). */
WG_API wg_status wg_game_end_effect(wg_game *game, const char *id, wg_error *err);

/** Score objective @p objective (an index) for @p player: a hold or
 * capture objective for either player, an escort one for the escorted
 * unit's player while it is not destroyed. Each objective is scored once;
 * a destroy objective only by the game (both WG_EINVAL). */
WG_API wg_status wg_game_score_objective(wg_game *game, size_t objective, int player,
                                         wg_error *err);

/** End the turn (A3): refused while a unit is unactivated, active or
 * responding. Resolves each effect in play (the wg_game_set_effect_fn()
 * callback, once per effect, in the order they came into play), then
 * turns activated units back to unactivated and refills every unit's AP.
 * Waiting units and panic tokens stay. */
WG_API wg_status wg_game_end_turn(wg_game *game, wg_error *err);

/** End the game, at any time; every later action is refused. */
WG_API wg_status wg_game_end_game(wg_game *game, wg_error *err);

/** @} */

/** @name Playing by id
 *
 * The actions that name units, or an objective, by their ids (as a
 * `wargen-game/1` document and a host do) instead of their indexes:
 * `wg_game_ACTION_by_id()`, with the arguments of `wg_game_ACTION()` but
 * an id (`const char *`, read during the call only) for each index. An id
 * that no unit (objective) of the game has is refused where the action
 * refuses an index past the last, after the same checks (a game over
 * comes first, A1): ::WG_ERULE with ::WG_GAME_REASON_UNKNOWN_UNIT and the
 * message `unknown-unit: no unit "ID" in the game` (`no objective "ID"`).
 * A NULL id is WG_EINVAL, naming the parameter. Everything else is the
 * action's: its statuses, refusals, callbacks and changes. These allocate
 * only what the action does.
 * @{ */

/** wg_game_activate() of the unit with id @p unit. */
WG_API wg_status wg_game_activate_by_id(wg_game *game, const char *unit, wg_error *err);

/** wg_game_spend() by ids: the unit with id @p unit spends @p ap AP on
 * @p action, against the enemy unit with id @p target (a hostile action),
 * or against none when @p target is NULL. */
WG_API wg_status wg_game_spend_by_id(wg_game *game, const char *unit, int ap,
                                     wg_game_action action, const char *target, wg_error *err);

/** wg_game_wait() of the unit with id @p unit. */
WG_API wg_status wg_game_wait_by_id(wg_game *game, const char *unit, wg_error *err);

/** wg_game_respond() by ids: the waiting unit with id @p unit responds to
 * the unit with id @p to. An unknown @p unit is refused (and named) before
 * an unknown @p to, as the indexes are. */
WG_API wg_status wg_game_respond_by_id(wg_game *game, const char *unit, const char *to,
                                       wg_error *err);

/** wg_game_end_activation() of the unit with id @p unit. */
WG_API wg_status wg_game_end_activation_by_id(wg_game *game, const char *unit, wg_error *err);

/** wg_game_kill(): @p models models of the unit with id @p unit die. */
WG_API wg_status wg_game_kill_by_id(wg_game *game, const char *unit, int models, wg_error *err);

/** wg_game_panic() of the unit with id @p unit. */
WG_API wg_status wg_game_panic_by_id(wg_game *game, const char *unit, wg_error *err);

/** wg_game_rally() of the unit with id @p unit. */
WG_API wg_status wg_game_rally_by_id(wg_game *game, const char *unit, wg_error *err);

/** wg_game_add_effect(): the effect @p id of the unit with id @p unit. */
WG_API wg_status wg_game_add_effect_by_id(wg_game *game, const char *id, const char *unit,
                                          wg_error *err);

/** wg_game_score_objective() of the objective with id @p objective, for
 * @p player. */
WG_API wg_status wg_game_score_objective_by_id(wg_game *game, const char *objective,
                                               int player, wg_error *err);

/** @} */

/** @name Callbacks
 * @{ */

/** What happened (wg_game_set_event_fn()). Events carry no cost, value or
 * battle points: they are the same for both players and the referee, so
 * they are part of a player's view as they are (H2 in a game). */
typedef enum wg_game_event_kind {
    WG_GAME_EVENT_KIND_ACTIVATION_STARTED = 0, /**< unit became active */
    WG_GAME_EVENT_KIND_ACTIVATION_ENDED = 1,   /**< unit is done: activated, or waiting
                                                    (other: none) */
    WG_GAME_EVENT_KIND_RESPONSE = 2,           /**< unit responds to other */
    WG_GAME_EVENT_KIND_KILL = 3,               /**< count models of unit died */
    WG_GAME_EVENT_KIND_EFFECT_RESOLVED = 4,    /**< effect (of unit) was resolved at the end
                                                    of a turn */
    WG_GAME_EVENT_KIND_TURN_ENDED = 5,         /**< turn ended */
    WG_GAME_EVENT_KIND_GAME_OVER = 6,          /**< the game ended */
    WG_GAME_EVENT_KIND_COUNT                   /**< the number of kinds, not one */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
    ,
    WG_EVENT_ACTIVATION_STARTED WG_DEPRECATED_ENUMERATOR("use WG_GAME_EVENT_KIND_ACTIVATION_STARTED") = WG_GAME_EVENT_KIND_ACTIVATION_STARTED, /**< @deprecated Use #WG_GAME_EVENT_KIND_ACTIVATION_STARTED. */
    WG_EVENT_ACTIVATION_ENDED WG_DEPRECATED_ENUMERATOR("use WG_GAME_EVENT_KIND_ACTIVATION_ENDED") = WG_GAME_EVENT_KIND_ACTIVATION_ENDED, /**< @deprecated Use #WG_GAME_EVENT_KIND_ACTIVATION_ENDED. */
    WG_EVENT_RESPONSE WG_DEPRECATED_ENUMERATOR("use WG_GAME_EVENT_KIND_RESPONSE") = WG_GAME_EVENT_KIND_RESPONSE, /**< @deprecated Use #WG_GAME_EVENT_KIND_RESPONSE. */
    WG_EVENT_KILL WG_DEPRECATED_ENUMERATOR("use WG_GAME_EVENT_KIND_KILL") = WG_GAME_EVENT_KIND_KILL, /**< @deprecated Use #WG_GAME_EVENT_KIND_KILL. */
    WG_EVENT_EFFECT_RESOLVED WG_DEPRECATED_ENUMERATOR("use WG_GAME_EVENT_KIND_EFFECT_RESOLVED") = WG_GAME_EVENT_KIND_EFFECT_RESOLVED, /**< @deprecated Use #WG_GAME_EVENT_KIND_EFFECT_RESOLVED. */
    WG_EVENT_TURN_ENDED WG_DEPRECATED_ENUMERATOR("use WG_GAME_EVENT_KIND_TURN_ENDED") = WG_GAME_EVENT_KIND_TURN_ENDED, /**< @deprecated Use #WG_GAME_EVENT_KIND_TURN_ENDED. */
    WG_EVENT_GAME_OVER WG_DEPRECATED_ENUMERATOR("use WG_GAME_EVENT_KIND_GAME_OVER") = WG_GAME_EVENT_KIND_GAME_OVER, /**< @deprecated Use #WG_GAME_EVENT_KIND_GAME_OVER. */
    WG_EVENT_KIND_COUNT WG_DEPRECATED_ENUMERATOR("use WG_GAME_EVENT_KIND_COUNT") = WG_GAME_EVENT_KIND_COUNT, /**< @deprecated Use #WG_GAME_EVENT_KIND_COUNT. */
#endif
} wg_game_event_kind;

/** "activation-started", "activation-ended", "response", "kill",
 * "effect-resolved", "turn-ended", "game-over"; NULL for another value. */
WG_API const char *wg_game_event_kind_name(wg_game_event_kind kind);

/** The kind named @p name; WG_EINVAL naming it and the valid names (and
 * @p out unchanged) otherwise, or for a NULL @p out. */
WG_API wg_status wg_game_event_kind_parse(wg_game_event_kind *out, const char *name,
                                          wg_error *err);

/** An event, valid during the callback only. */
typedef struct wg_game_event {
    wg_game_event_kind kind; /**< what happened */
    int turn;          /**< the turn it happened in */
    size_t unit;       /**< the unit concerned; ::WG_NONE for none */
    size_t other;      /**< response: the interrupted unit; ::WG_NONE otherwise */
    const char *effect; /**< effect-resolved: the effect's id; NULL otherwise */
    int count;         /**< kill: the models killed; effect-resolved: its resolutions so far */
} wg_game_event;

/** Called after each event, with the caller's @p data. */
typedef void (*wg_game_event_fn)(const wg_game_event *event, void *data);

/** Call @p fn (NULL: none) with @p data after every event of @p game,
 * instead of the function set before. A NULL @p game is ignored. */
WG_API void wg_game_set_event_fn(wg_game *game, wg_game_event_fn fn, void *data);

/** Called once per effect in play at every end of turn, before the
 * activation counters are removed (A3): the host moves the template, rolls
 * its dice... @p effect is its id, @p unit the unit that left it. */
typedef void (*wg_game_effect_fn)(const char *effect, size_t unit, void *data);

/** Call @p fn (NULL: none) with @p data to resolve each effect at the end
 * of a turn, instead of the function set before. A NULL @p game is
 * ignored. */
WG_API void wg_game_set_effect_fn(wg_game *game, wg_game_effect_fn fn, void *data);

/** The actions, as the host is asked about them (wg_game_set_before_fn()):
 * one per call of the contract, named as the key of its `wargen-game/1`
 * action. */
typedef enum wg_game_request_kind {
    WG_GAME_REQUEST_KIND_INITIATIVE = 0,     /**< wg_game_start_turn() */
    WG_GAME_REQUEST_KIND_ACTIVATE = 1,       /**< wg_game_activate() */
    WG_GAME_REQUEST_KIND_SPEND = 2,          /**< wg_game_spend() */
    WG_GAME_REQUEST_KIND_WAIT = 3,           /**< wg_game_wait() */
    WG_GAME_REQUEST_KIND_RESPOND = 4,        /**< wg_game_respond() */
    WG_GAME_REQUEST_KIND_END_ACTIVATION = 5, /**< wg_game_end_activation() */
    WG_GAME_REQUEST_KIND_KILL = 6,           /**< wg_game_kill() */
    WG_GAME_REQUEST_KIND_PANIC = 7,          /**< wg_game_panic() */
    WG_GAME_REQUEST_KIND_RALLY = 8,          /**< wg_game_rally() */
    WG_GAME_REQUEST_KIND_EFFECT = 9,         /**< wg_game_add_effect() */
    WG_GAME_REQUEST_KIND_END_EFFECT = 10,    /**< wg_game_end_effect() */
    WG_GAME_REQUEST_KIND_OBJECTIVE = 11,     /**< wg_game_score_objective() */
    WG_GAME_REQUEST_KIND_END_TURN = 12,      /**< wg_game_end_turn() */
    WG_GAME_REQUEST_KIND_END_GAME = 13,      /**< wg_game_end_game() */
    WG_GAME_REQUEST_KIND_COUNT               /**< the number of kinds, not one */
} wg_game_request_kind;

/** "initiative", "activate", "spend", "wait", "respond", "end_activation",
 * "kill", "panic", "rally", "effect", "end_effect", "objective",
 * "end_turn", "end_game" (the keys of `wargen-game/1`'s actions); NULL for
 * another value. */
WG_API const char *wg_game_request_kind_name(wg_game_request_kind kind);

/** The kind named @p name; WG_EINVAL naming it and the valid names (and
 * @p out unchanged) otherwise, or for a NULL @p out. */
WG_API wg_status wg_game_request_kind_parse(wg_game_request_kind *out, const char *name,
                                            wg_error *err);

/** An action the rules allow, before it changes anything, as the host is
 * asked about it (wg_game_set_before_fn()); valid during the callback
 * only, strings owned by the game. A field the kind does not have is
 * ::WG_NONE, NULL, 0 or ::WG_GAME_ACTION_COUNT. */
typedef struct wg_game_request {
    wg_game_request_kind kind; /**< which action */
    int turn;                  /**< the turn (wg_game_turn()): for initiative, the one
                                    before the turn it starts */
    int player;                /**< initiative: the player to act first; objective: the
                                    player who scores it; otherwise the player of unit
                                    (kill: the one who loses the models); 0 for end_turn
                                    and end_game */
    size_t unit;               /**< the unit that acts (activate, spend, wait, respond,
                                    end_activation), loses models (kill), panics, rallies,
                                    leaves the effect or left it (effect, end_effect) */
    const char *unit_id;       /**< its id */
    size_t other;              /**< spend: the target of a hostile action (::WG_NONE: not
                                    hostile); respond: the unit responded to */
    const char *other_id;      /**< its id */
    int ap;                    /**< spend: the AP spent */
    wg_game_action action;     /**< spend: what on */
    int models;                /**< kill: the models killed */
    const char *effect;        /**< effect, end_effect: the effect's id */
    size_t objective;          /**< objective: the objective scored */
    const char *objective_id;  /**< its id */
} wg_game_request;

/** Whether the action @p request describes may be applied: true, or false
 * to refuse it, with a NUL-terminated reason written to @p reason (@p size
 * bytes, an empty string when called; left empty, the library says which
 * action the host refuses). Called with the caller's @p data. */
typedef bool (*wg_game_before_fn)(char *reason, size_t size, const wg_game_request *request,
                                  void *data);

/**
 * Call @p fn (NULL: none) with @p data before every action of @p game that
 * the rules allow, instead of the function set before: the rules' checks
 * come first, so the host sees only legal actions, and then the host's
 * (a house rule: "no unit moves more than 2 AP at once"). An action the
 * host refuses is refused as the rules refuse one: ::WG_ERULE, the reason
 * ::WG_GAME_REASON_REFUSED_BY_HOST (wg_game_refusal()), the message
 * `refused-by-host: ` and the host's reason; the game is left as it was
 * (its state, wg_game_to_json(), and its log), and the action is not
 * logged, so the log still replays. The host is asked once nothing but
 * its answer can stop the action (the memory it needs is taken): an
 * action it allows is applied.
 *
 * A replay (wg_game_load_file(), wg_game_load_string(), wg_game_restore())
 * plays its actions before the game is returned, so no callback runs
 * there: a log replays whatever a host would refuse; set the callback on
 * the game the replay returns, for the actions that follow. Like the other
 * callbacks, @p fn must not act on the game (such an action is refused
 * with ::WG_ESTATE). It is asked about every action called on the game,
 * by index or by id. A NULL @p game is ignored.
 */
WG_API void wg_game_set_before_fn(wg_game *game, wg_game_before_fn fn, void *data);

/** @} */

/** @name Reading a game
 * @{ */

/** A unit's state (A2). */
typedef enum wg_unit_state {
    WG_UNIT_STATE_UNACTIVATED = 0, /**< has not acted this turn */
    WG_UNIT_STATE_ACTIVE = 1,      /**< spending AP */
    WG_UNIT_STATE_WAITING = 2,     /**< holding, AP kept, ready to respond */
    WG_UNIT_STATE_RESPONDING = 3,  /**< a waiting unit acting on an interrupted enemy's
                                        action */
    WG_UNIT_STATE_ACTIVATED = 4,   /**< done for this turn */
    WG_UNIT_STATE_DESTROYED = 5,   /**< no models left */
    WG_UNIT_STATE_COUNT            /**< the number of states, not one */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
    ,
    WG_UNIT_UNACTIVATED WG_DEPRECATED_ENUMERATOR("use WG_UNIT_STATE_UNACTIVATED") = WG_UNIT_STATE_UNACTIVATED, /**< @deprecated Use #WG_UNIT_STATE_UNACTIVATED. */
    WG_UNIT_ACTIVE WG_DEPRECATED_ENUMERATOR("use WG_UNIT_STATE_ACTIVE") = WG_UNIT_STATE_ACTIVE, /**< @deprecated Use #WG_UNIT_STATE_ACTIVE. */
    WG_UNIT_WAITING WG_DEPRECATED_ENUMERATOR("use WG_UNIT_STATE_WAITING") = WG_UNIT_STATE_WAITING, /**< @deprecated Use #WG_UNIT_STATE_WAITING. */
    WG_UNIT_RESPONDING WG_DEPRECATED_ENUMERATOR("use WG_UNIT_STATE_RESPONDING") = WG_UNIT_STATE_RESPONDING, /**< @deprecated Use #WG_UNIT_STATE_RESPONDING. */
    WG_UNIT_ACTIVATED WG_DEPRECATED_ENUMERATOR("use WG_UNIT_STATE_ACTIVATED") = WG_UNIT_STATE_ACTIVATED, /**< @deprecated Use #WG_UNIT_STATE_ACTIVATED. */
    WG_UNIT_DESTROYED WG_DEPRECATED_ENUMERATOR("use WG_UNIT_STATE_DESTROYED") = WG_UNIT_STATE_DESTROYED, /**< @deprecated Use #WG_UNIT_STATE_DESTROYED. */
#endif
} wg_unit_state;

/** "unactivated", "active", "waiting", "responding", "activated",
 * "destroyed"; NULL for another value. */
WG_API const char *wg_unit_state_name(wg_unit_state state);

/** The state named @p name; WG_EINVAL naming it and the valid names (and
 * @p out unchanged) otherwise, or for a NULL @p out. */
WG_API wg_status wg_unit_state_parse(wg_unit_state *out, const char *name, wg_error *err);

/** A unit as wg_game_unit_at() gives it; strings owned by the game. */
typedef struct wg_game_unit {
    const char *id;      /**< the unit's id, unique in the game */
    const char *name;    /**< its name (its id when it was given none) */
    int player;          /**< 1 or 2 */
    wg_unit_state state; /**< where it is in the turn (A1, A2) */
    bool panicked;       /**< the panic token (A2) */
    int ap;              /**< AP left this turn */
    int ap_per_turn;     /**< AP it gets at each turn's start */
    int models;          /**< models left */
    int models_start;    /**< models it started with (V1's denominator) */
    int cost;            /**< half points, as given: the referee's full cost
                              (wg_points_from_half() gives it in points) */
    bool cost_hidden;    /**< whether the cost may include hidden items (H2): true
                              for every unit wg_game_add_roster() took from a roster
                              (whether one carries a hidden item is itself hidden),
                              false for wg_game_add_unit()'s. A player's view
                              (wg_game_view_to_json()) leaves it out for the
                              opponent until the game is over. */
} wg_game_unit;

/** The number of units; 0 for a NULL game. */
WG_API size_t wg_game_unit_count(const wg_game *game);

/** Unit @p index (as added, both players together) copied into @p out.
 * @return WG_OK; WG_EINVAL (a NULL @p out or @p game); WG_ENOTFOUND (no
 *         unit @p index: past the last). @p out is unchanged on failure. */
WG_API wg_status wg_game_unit_at(wg_game_unit *out, const wg_game *game, size_t index,
                                 wg_error *err);

/** The id of unit @p index, wg_game_find_unit()'s inverse: how a host that
 * names units by id reads the unit fields of effects, objectives, events
 * and requests, which are indexes. Owned by the game; NULL for WG_NONE (no
 * unit), an index past the last or a NULL game. */
WG_API const char *wg_game_unit_id(const wg_game *game, size_t index);

/** The index of the unit with id @p id; WG_ENOTFOUND naming it (and
 * @p index unchanged) when there is none. */
WG_API wg_status wg_game_find_unit(size_t *index, const wg_game *game, const char *id,
                                   wg_error *err);

/** The number of objectives; 0 for a NULL game. */
WG_API size_t wg_game_objective_count(const wg_game *game);
/** The index of the objective with id @p id; WG_ENOTFOUND naming it (and
 * @p index unchanged) when there is none. */
WG_API wg_status wg_game_find_objective(size_t *index, const wg_game *game, const char *id,
                                        wg_error *err);

/** Restate an unknown-unit refusal by the id a host looked up.
 *
 * A host that names units by id (a script, a game file) finds their indexes
 * with wg_game_find_unit() and passes an id that names none as
 * wg_game_unit_count(), an index past the last, so that the action is
 * refused in the rules' order (a game over comes before an unknown unit).
 * When @p st is that refusal (::WG_ERULE, ::WG_GAME_REASON_UNKNOWN_UNIT, and
 * @p unit past the last), the message in @p err is restated by the id:
 * `unknown-unit: no unit "ID" in the game`. Any other status, and a NULL
 * @p game, @p id or @p err, leave everything as it was. The actions by id
 * (wg_game_activate_by_id(), ...) do all of this themselves; this is for a
 * host that keeps the actions by index.
 *
 * @return @p st */
WG_API wg_status wg_game_restate_unit_refusal(wg_game *game, wg_status st, size_t unit,
                                              const char *id, wg_error *err);

/** wg_game_restate_unit_refusal() for an objective
 * (wg_game_score_objective()): `unknown-unit: no objective "ID" in the game`. */
WG_API wg_status wg_game_restate_objective_refusal(wg_game *game, wg_status st,
                                                   size_t objective, const char *id,
                                                   wg_error *err);

/** An objective as wg_game_objective_at() gives it. */
typedef struct wg_game_objective {
    const char *id;         /**< the objective's id, owned by the game */
    wg_objective_kind kind; /**< what completes it */
    int points;             /**< what completing it scores */
    size_t unit;            /**< destroy, escort: the unit; ::WG_NONE otherwise */
    int scored_by;          /**< the player who scored it, or 0 */
} wg_game_objective;

/** Objective @p index (as added) copied into @p out.
 * @return WG_OK; WG_EINVAL (a NULL @p out or @p game); WG_ENOTFOUND (no
 *         objective @p index: past the last). @p out is unchanged on failure. */
WG_API wg_status wg_game_objective_at(wg_game_objective *out, const wg_game *game,
                                      size_t index, wg_error *err);

/** The player's name (1 or 2); NULL for another player. */
WG_API const char *wg_game_player_name(const wg_game *game, int player);

/** The turn: 0 before the first initiative, then 1, 2, ... */
WG_API int wg_game_turn(const wg_game *game);

/** Whether a turn is in progress (between initiative and end of turn). */
WG_API bool wg_game_in_turn(const wg_game *game);

/** The actions applied so far. */
WG_API size_t wg_game_step(const wg_game *game);

/** The player to act: the one whose unit is acting, else the one who may
 * activate a unit; 0 when no unit can act, and between turns. */
WG_API int wg_game_to_act(const wg_game *game);

/** The number of uncontrolled effects in play; 0 for a NULL game. */
WG_API size_t wg_game_effect_count(const wg_game *game);

/** An uncontrolled effect in play as wg_game_effect_at() gives it. */
typedef struct wg_game_effect {
    const char *id;  /**< the effect's id, owned by the game: valid until the effect
                          leaves play (wg_game_end_effect()) or the game is freed */
    size_t unit;     /**< the unit that left it */
    int resolutions; /**< how often it was resolved, at ends of turns (A3) */
} wg_game_effect;

/** The @p index-th effect in play (in the order they came) copied into
 * @p out.
 * @return WG_OK; WG_EINVAL (a NULL @p out or @p game); WG_ENOTFOUND (no
 *         effect @p index: past the last). @p out is unchanged on failure. */
WG_API wg_status wg_game_effect_at(wg_game_effect *out, const wg_game *game, size_t index,
                                   wg_error *err);

/** The score: each player's battle points (V1; [0] is player 1's; a
 * ::wg_fraction, wargen/roster.h) and objective points (V2). */
typedef struct wg_score {
    wg_fraction battle_points[2];  /**< V1, exact */
    long objectives[2];            /**< V2: the points of the objectives scored */
} wg_score;

/** The score so far, into @p out; WG_EINVAL for a NULL argument. */
WG_API wg_status wg_game_score(wg_score *out, const wg_game *game, wg_error *err);

/** The standing result: the winner (1 or 2; 0 for a draw), by objective
 * points in a scenario and by battle points otherwise (V1, V2); final once
 * wg_game_over(). */
WG_API int wg_game_winner(const wg_game *game);
/** Whether the game is over: wg_game_winner() is then its result. */
WG_API bool wg_game_over(const wg_game *game);
/** Whether the game has objectives (a scenario, V2). */
WG_API bool wg_game_is_scenario(const wg_game *game);

/**
 * The state as JSON: {"turn", "step", "to_act": 1|2|null, "units": {"ID":
 * {"player", "state", "panicked", "ap", "models"}}, "effects": [{"id",
 * "by", "resolutions"}], "score": {"battle_points": ["a", "b"],
 * "objectives": [a, b]}, "winner": 1|2|null, "draw", "over"}; battle
 * points as reduced fractions in strings ("90", "130/3").
 * @param out receives the text; the caller frees it with wg_free().
 * @param game the game.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument); WG_ENOMEM.
 */
WG_API wg_status wg_game_to_json(char **out, const wg_game *game, wg_error *err);

/** @} */

/** @name The game log: `wargen-game/1`
 * @{ */

/**
 * The game as a `wargen-game/1` document: {"format", "players": [{"name",
 * "units": [{"id", "name", "ap", "models", "cost", "cost_hidden"?}]}],
 * "scenario"?: {"objectives": [{"id", "kind", "points", "target"|"unit"?}]},
 * "actions": [every action applied, in order]}. Costs in points (130,
 * 62.5), full ones (the referee's log); "cost_hidden": true for a unit
 * whose cost is hidden (wg_game_unit::cost_hidden), written only then.
 * Replaying it (wg_game_load_string()) gives the same state.
 * @param out receives the text; the caller frees it with wg_free().
 * @param game the game.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument); WG_ENOMEM.
 */
WG_API wg_status wg_game_log_to_json(char **out, const wg_game *game, wg_error *err);

/**
 * Set a game up from a `wargen-game/1` document and apply its actions in
 * order.
 * @param out receives the game, also when an action is refused: the game
 *        as it stood before that action; the caller frees it with
 *        wg_game_free(). NULL for every other failure.
 * @param path the document's file.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_ERULE when an action is refused: err is located at it
 *         ("actions[N]") and its message starts with the reason's name,
 *         which wg_game_refusal() gives too; WG_EIO, WG_EPARSE, WG_EFORMAT
 *         (an unknown key, a malformed action, a duplicate or unknown unit
 *         id, a negative AP or model count, a player's view
 *         (wg_game_view_log_to_json()): located); WG_EINVAL (a NULL
 *         argument); WG_ENOMEM.
 */
WG_API wg_status wg_game_load_file(wg_game **out, const char *path, wg_error *err);
/**
 * The same from the document's text: see wg_game_load_file().
 * @param out as for wg_game_load_file().
 * @param json the text (need not be NUL-terminated), @p size bytes.
 * @param size the length of @p json in bytes.
 * @param name names the text in errors (NULL: "<string>").
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return as wg_game_load_file() (never WG_EIO).
 */
WG_API wg_status wg_game_load_string(wg_game **out, const char *json, size_t size,
                                     const char *name, wg_error *err);

/**
 * Restore a game the program saved: its `wargen-game/1` log
 * (wg_game_log_to_json()), replayed as wg_game_load_string() does, with
 * every check of the document and its nesting limit, but no limit on its
 * size (the 16 MiB limit of documents read from outside), so that a game
 * of any length round-trips (a document holds at most 10,000,000
 * actions). This is what the bindings' pickling and save() use.
 *
 * Only for text the program trusts, as it trusts its own files: reading
 * takes memory in proportion to the text (about 20 times its size).
 * A document from outside is read with wg_game_load_file() or
 * wg_game_load_string(), whose limit bounds that memory.
 * @param out receives the game; the caller frees it with wg_game_free().
 *        NULL on every failure, a refused action included (a save that
 *        does not replay is corrupt).
 * @param json the text (need not be NUL-terminated), @p size bytes.
 * @param size the length of @p json in bytes.
 * @param err receives the message on failure (may be NULL; see
 *        wargen/error.h), errors naming the text "<saved game>".
 * @return WG_OK; WG_ERULE (an action refused: located at "actions[N]");
 *         WG_EPARSE, WG_EFORMAT (as wg_game_load_string()); WG_EINVAL (a
 *         NULL argument); WG_ENOMEM.
 */
WG_API wg_status wg_game_restore(wg_game **out, const char *json, size_t size, wg_error *err);

/** @} */

/** @name A player's view (H2 in a game)
 *
 * A game built from rosters (wg_game_add_roster()) is the referee's copy:
 * its costs include hidden items (H2). What a player is shown of it carries
 * no cost, value or battle points that include an opponent's hidden item
 * until the game is over (wg_game_end_game()); then everything is shown
 * and V1 is scored on full costs. Whether a figure is withheld depends
 * only on open facts: which units are cost-hidden (wg_game_unit::cost_hidden:
 * how they were added) and the models killed, never on what the hidden
 * part holds. So two games that differ only in hidden content give a
 * player the same view, byte for byte, before the end. Events
 * (wg_game_set_event_fn()) carry no cost and are shown as they are.
 * @{ */

/** What a player may know of the score (wg_game_view_score()). */
typedef struct wg_score_view {
    wg_score score;            /**< as wg_game_score(); a withheld figure is 0 */
    bool battle_points_shown[2]; /**< per player ([0] is player 1's): false when the
                                      figure is withheld (it includes a model of a
                                      cost-hidden unit of the viewer's opponent) */
    bool result_shown;         /**< false when the standing result depends on a
                                    withheld figure (no scenario, V1) */
    int winner;                /**< as wg_game_winner() when shown; 0 otherwise */
} wg_score_view;

/**
 * The score as @p player sees it. Before the game is over, @p player's
 * battle points are withheld when they include a model of a cost-hidden
 * unit of the opponent (one with models killed); the opponent's battle
 * points, scored on @p player's own units, are shown. Without a scenario
 * the result is withheld when a figure is; with one, objective points
 * decide and are shown. Once the game is over everything is shown.
 * @param out receives the score.
 * @param game the game.
 * @param player 1 or 2.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument, a player not 1 or 2: the
 *         message names it; @p out unchanged).
 */
WG_API wg_status wg_game_view_score(wg_score_view *out, const wg_game *game, int player,
                                    wg_error *err);

/**
 * The state as @p player may see it: the shape of wg_game_to_json() with
 * "player": @p player first, a withheld battle-points figure null, and
 * "winner" and "draw" null when the result is withheld (see
 * wg_game_view_score()). Units carry no cost in the state, so nothing else
 * changes.
 * @param out receives the text; the caller frees it with wg_free().
 * @param game the game.
 * @param player 1 or 2.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument, a player not 1 or 2: the
 *         message names it); WG_ENOMEM.
 */
WG_API wg_status wg_game_view_to_json(char **out, const wg_game *game, int player,
                                      wg_error *err);

/**
 * The log as @p player may see it: the `wargen-game/1` document of
 * wg_game_log_to_json() with "view": @p player after "format", and, until
 * the game is over, no "cost" (nor "cost_hidden") for the opponent's
 * cost-hidden units. A view is not the referee's log: replaying it
 * (wg_game_load_string()) is refused with WG_EFORMAT located at "view".
 * @param out receives the text; the caller frees it with wg_free().
 * @param game the game.
 * @param player 1 or 2.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument, a player not 1 or 2: the
 *         message names it); WG_ENOMEM.
 */
WG_API wg_status wg_game_view_log_to_json(char **out, const wg_game *game, int player,
                                          wg_error *err);

/** @} */

/** @name Deprecated names
 * Old names kept for the 1.x releases (CHANGELOG 1.0.0); they go in 2.0.
 * Define WG_NO_DEPRECATED to hide them.
 * @{ */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
/** @deprecated Use wg_game_start_turn(). */
WG_DEPRECATED("use wg_game_start_turn")
static inline wg_status wg_game_initiative(wg_game *game, int player, wg_error *err)
{
    return wg_game_start_turn(game, player, err);
}

/** @deprecated Use wg_game_set_event_fn(). */
WG_DEPRECATED("use wg_game_set_event_fn")
static inline void wg_game_on_event(wg_game *game, wg_game_event_fn fn, void *data)
{
    wg_game_set_event_fn(game, fn, data);
}

/** @deprecated Use wg_game_set_effect_fn(). */
WG_DEPRECATED("use wg_game_set_effect_fn")
static inline void wg_game_on_effect(wg_game *game, wg_game_effect_fn fn, void *data)
{
    wg_game_set_effect_fn(game, fn, data);
}

/** @deprecated Use wg_game_restate_unit_refusal(). */
WG_DEPRECATED("use wg_game_restate_unit_refusal")
static inline wg_status wg_game_unit_refused_by_id(wg_game *game, wg_status st, size_t unit,
                                                   const char *id, wg_error *err)
{
    return wg_game_restate_unit_refusal(game, st, unit, id, err);
}

/** @deprecated Use wg_game_restate_objective_refusal(). */
WG_DEPRECATED("use wg_game_restate_objective_refusal")
static inline wg_status wg_game_objective_refused_by_id(wg_game *game, wg_status st,
                                                        size_t objective, const char *id,
                                                        wg_error *err)
{
    return wg_game_restate_objective_refusal(game, st, objective, id, err);
}

/** @deprecated Use wg_game_load_file(). */
WG_DEPRECATED("use wg_game_load_file")
static inline wg_status wg_game_play_file(wg_game **out, const char *path, wg_error *err)
{
    return wg_game_load_file(out, path, err);
}

/** @deprecated Use wg_game_load_string(). */
WG_DEPRECATED("use wg_game_load_string")
static inline wg_status wg_game_play_string(wg_game **out, const char *json, size_t size,
                                            const char *name, wg_error *err)
{
    return wg_game_load_string(out, json, size, name, err);
}
#endif
/** @} */

#ifdef __cplusplus
}
#endif

#endif /* WARGEN_GAME_H */
