/**
 * @file wargen/morale.h
 * @brief Battalions and morale (rules B1–B12): morale checks and their
 *        exact odds, battalion state, shooters, ladders, boats, the
 *        wounded, rallying and retreat movement on a battlefield.
 *
 * Tasks, stable first:
 * - a morale check (B2–B4): wg_morale_check_roll() with a ::wg_rng (the
 *   same seed gives the same checks), or wg_morale_check_judge() with dice
 *   rolled on the table; many into columns: wg_morale_check_roll_batch();
 * - the exact odds of a check (B5): wg_morale_odds_compute();
 * - a battle (::wg_battle): battalions with their warriors, attached
 *   characters, orders and bases; the events that trigger checks (B1,
 *   B11); the results applied (B3), rallying (B6), shooting orders (B7),
 *   ladders (B8), boats (B9), the wounded (B10) and retreats (B12).
 *
 * Battalions, characters and boats are numbered from 0 in the order added;
 * a number past the end is missing: WG_ENOTFOUND from every function that
 * takes one (WG_EINVAL is for NULL pointers and values no battle could
 * take). A reader given a NULL battle returns 0 (NULL).
 *
 * Morale arithmetic is integer. Battlefield geometry (B12, B6) is in
 * double precision, in the caller's units of length (speeds are in the same
 * units), by the separating axis theorem, which is exact for convex shapes,
 * so the same input gives the same result everywhere. Its tolerances, all
 * the absolute length ::WG_GEOM_EPSILON:
 * - two shapes at most epsilon apart touch; they overlap only by more;
 * - a moving base stops at the exact first contact with a shape its path
 *   would overlap (or when it ends within epsilon of it); a base touching a
 *   shape and moving away from it, or sliding along it, is not stopped, and
 *   shapes that already overlap stop each other at once;
 * - contacts within epsilon of each other are simultaneous: an enemy base
 *   then wins over a friendly one, which wins over terrain, each by lowest
 *   index; equally near enemies likewise go by lowest index;
 * - a rally's placement keeps the battalion's width and depth within
 *   epsilon and may lie down to 3 * speed - epsilon from an enemy (B6).
 */
#ifndef WARGEN_MORALE_H
#define WARGEN_MORALE_H

#include <stdbool.h>
#include <stddef.h>
#include "wargen/export.h"
#include "wargen/error.h"
#include "wargen/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @name Morale checks (B2–B4)
 * @{ */

/** The result of a check: the number of failures (B3). */
typedef enum wg_morale_result {
    WG_MORALE_RESULT_STEADY = 0,  /**< no failure: nothing happens */
    WG_MORALE_RESULT_WAVERED = 1, /**< one: the battalion's orders are cancelled */
    WG_MORALE_RESULT_RETREAT = 2, /**< two: orders cancelled, the battalion moves back (B12) */
    WG_MORALE_RESULT_FLED = 3,    /**< three: the battalion is removed from the table */
    WG_MORALE_RESULT_COUNT        /**< the number of results, not one */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
    ,
    WG_MORALE_STEADY WG_DEPRECATED_ENUMERATOR("use WG_MORALE_RESULT_STEADY") = WG_MORALE_RESULT_STEADY, /**< @deprecated Use #WG_MORALE_RESULT_STEADY. */
    WG_MORALE_WAVERED WG_DEPRECATED_ENUMERATOR("use WG_MORALE_RESULT_WAVERED") = WG_MORALE_RESULT_WAVERED, /**< @deprecated Use #WG_MORALE_RESULT_WAVERED. */
    WG_MORALE_RETREAT WG_DEPRECATED_ENUMERATOR("use WG_MORALE_RESULT_RETREAT") = WG_MORALE_RESULT_RETREAT, /**< @deprecated Use #WG_MORALE_RESULT_RETREAT. */
    WG_MORALE_FLED WG_DEPRECATED_ENUMERATOR("use WG_MORALE_RESULT_FLED") = WG_MORALE_RESULT_FLED /**< @deprecated Use #WG_MORALE_RESULT_FLED. */
#endif
} wg_morale_result;

/** "steady", "wavered", "retreat" or "fled"; NULL for another value. */
WG_API const char *wg_morale_result_name(wg_morale_result result);

/**
 * The result named @p name (wg_morale_result_name()'s names).
 * @return WG_OK, or WG_EINVAL naming the bad name and listing the valid
 *         ones (@p out unchanged; also for a NULL @p out or @p name).
 */
WG_API wg_status wg_morale_result_parse(wg_morale_result *out, const char *name,
                                        wg_error *err);

/** One morale check. The dice are as rolled; the modifier is added to each
 * of the player's three dice before comparing (B4). */
typedef struct wg_morale_check {
    int opponent;             /**< the opponent's D6 */
    int dice[3];              /**< the player's three D6, unmodified */
    int modifier;             /**< added to each of the player's dice */
    int failures;             /**< dice whose modified value is below the opponent's (B2) */
    wg_morale_result result;  /**< from the failures (B3) */
} wg_morale_check;

/**
 * Roll a check with @p rng. The four dice are one uniform draw among the
 * 1,296 equally likely outcomes (r from 0 to 1295: opponent r / 216 + 1,
 * then the player's dice (r / 36) % 6 + 1, (r / 6) % 6 + 1, r % 6 + 1),
 * which is four independent D6 in one generator step, as for D66 (G2).
 * @p modifier may be any int (B4): from +6 up nothing fails, from -6 down
 * everything does.
 * @return WG_OK, or WG_EINVAL (@p out or @p rng NULL; nothing is drawn).
 */
WG_API wg_status wg_morale_check_roll(wg_morale_check *out, wg_rng *rng, int modifier,
                                      wg_error *err);

/**
 * Judge a check from dice rolled on the table (B2, B3).
 * @return WG_OK, or WG_EINVAL (a NULL pointer, a die outside 1–6).
 */
WG_API wg_status wg_morale_check_judge(wg_morale_check *out, int opponent, const int dice[3],
                                       int modifier, wg_error *err);

/**
 * Roll @p checks checks with @p rng and count them by result: counts[k]
 * receives how many had k failures. The draws are those of @p checks calls
 * of wg_morale_check_roll(), so the same seed gives the same counts; this
 * is the fast path for estimating by simulation what
 * wg_morale_odds_compute() gives exactly. Checks run one after the other,
 * so N checks count as the sum of two calls of A and N - A checks.
 * @param checks 0 to ::WG_MORALE_SIMULATE_MAX.
 * @param counts receives the four counts.
 * @param rng the generator the dice come from (its state advances).
 * @param modifier added to each of the player's three dice (B4).
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK, WG_EINVAL (@p counts or @p rng NULL) or WG_ERANGE
 *         (@p checks above the maximum, said as "checks N is out of range
 *         (0 to WG_MORALE_SIMULATE_MAX)"); on error nothing is drawn.
 */
WG_API wg_status wg_morale_simulate(unsigned long long counts[4], wg_rng *rng, int modifier,
                                    unsigned long long checks, wg_error *err);

/** The most checks one wg_morale_simulate() call rolls: 2^40, about an
 * hour at this machine's 2.5 ns a check. A bound, so that no argument can
 * keep a caller waiting for ever (2^64 checks would take a thousand years). */
#define WG_MORALE_SIMULATE_MAX (1ull << 40)

/**
 * Asked between two parts of a long call (wg_morale_simulate_polled()), with
 * the call's @p data: 0 to go on, or a negative ::wg_status to stop the call,
 * which then returns it. How a caller that must stay responsive (an
 * interpreter seeing Ctrl-C, a window's Cancel button) lets a run last.
 */
typedef int (*wg_poll_fn)(void *data);

/** The checks wg_morale_simulate_polled() rolls between two polls: 2^22,
 * about 10 ms. */
#define WG_MORALE_SIMULATE_PART (1ull << 22)

/**
 * wg_morale_simulate() in parts of ::WG_MORALE_SIMULATE_PART checks, with
 * @p poll asked between two: the same draws and counts when it lets the run
 * finish (N checks are the sum of their parts), but a long run can be stopped.
 * @param counts receives the four counts, as wg_morale_simulate()'s.
 * @param rng the generator the dice come from (its state advances).
 * @param modifier added to each of the player's three dice (B4).
 * @param checks 0 to ::WG_MORALE_SIMULATE_MAX.
 * @param poll asked after each part but the last; NULL: never asked.
 * @param data given to @p poll.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return as wg_morale_simulate() (what it refuses is refused before any
 *         draw and before @p poll is asked), or the status @p poll returned
 *         (a positive one is WG_EINVAL), with @p err saying how many checks
 *         were rolled. Stopped, @p counts hold the checks rolled so far and
 *         @p rng is where they leave it; the same holds if @p poll does not
 *         return (a longjmp, as a Lua error raised in it).
 */
WG_API wg_status wg_morale_simulate_polled(unsigned long long counts[4], wg_rng *rng,
                                           int modifier, unsigned long long checks,
                                           wg_poll_fn poll, void *data, wg_error *err);

/** The most checks one wg_morale_check_roll_batch() call rolls. */
#define WG_MORALE_BATCH_MAX 10000000u

/**
 * The columns wg_morale_check_roll_batch() fills: one array per field of
 * ::wg_morale_check, each of (at least) @p count items, owned by the
 * caller; item i of every column is check i. (The modifier is the call's,
 * the same for every check.) One byte per item: every value is small.
 */
typedef struct wg_morale_columns {
    int8_t *opponent;  /**< the opponent's D6 */
    int8_t *dice[3];   /**< dice[k][i]: the player's die k of check i, unmodified */
    int8_t *failures;  /**< 0 to 3 (B2) */
    int8_t *result;    /**< the ::wg_morale_result, from the failures (B3) */
} wg_morale_columns;

/**
 * Roll @p count checks (B2-B4) with @p rng into columns: exactly what
 * @p count successive wg_morale_check_roll() calls give, in order, and the stream
 * is left where they leave it. The bulk path for a caller that wants every
 * check, not only wg_morale_simulate()'s counts.
 *
 * @param out the columns, each at least @p count items (caller-owned).
 * @param count 0 to WG_MORALE_BATCH_MAX; 0 draws and writes nothing.
 * @param rng the generator the dice come from (its state advances).
 * @param modifier added to each of the player's three dice (B4).
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_ERANGE (@p count above WG_MORALE_BATCH_MAX, checked
 *         first, said as "count N is out of range (0 to WG_MORALE_BATCH_MAX)");
 *         WG_EINVAL (@p out, one of its columns or @p rng NULL). On error
 *         nothing is drawn and no column is written.
 */
WG_API wg_status wg_morale_check_roll_batch(const wg_morale_columns *out, size_t count,
                                            wg_rng *rng, int modifier, wg_error *err);

/**
 * The check as one line of `wargen morale --roll --json`
 * (data/schema/wargen-morale-roll-1.schema.json):
 * {"opponent", "dice": [a, b, c], "modifier", "failures", "result"}.
 * @param out receives a NUL-terminated string; free it with wg_free().
 * @param check the check.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument, a result with no name);
 *         WG_ENOMEM.
 */
WG_API wg_status wg_morale_check_to_json(char **out, const wg_morale_check *check,
                                         wg_error *err);

/**
 * The check as one line of `wargen morale --roll --json`: the object of
 * wg_morale_check_to_json() after the seed its generator started from and
 * its place in the stream (from 1), which the caller gives:
 * {"seed", "index", "opponent", "dice", "modifier", "failures", "result"}.
 * The seed is a JSON number up to 2^63 - 1 and a decimal string above.
 * @param out receives a NUL-terminated string; free it with wg_free().
 * @param check the check.
 * @param seed the seed the line shows.
 * @param index the check's index in its stream, as the line shows it.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return as wg_morale_check_to_json().
 */
WG_API wg_status wg_morale_roll_to_json(char **out, const wg_morale_check *check, uint64_t seed,
                                        uint64_t index, wg_error *err);

/** @} */

/** @name Exact odds (B5)
 * @{ */

/** Every check is one of 6^4 equally likely outcomes. */
#define WG_MORALE_DENOMINATOR 1296

/** The distribution of failures: failures[k] / ::WG_MORALE_DENOMINATOR is
 * the probability of exactly k failures (and of result k). */
typedef struct wg_morale_odds {
    int modifier;     /**< the modifier the odds are for (B4) */
    int failures[4];  /**< outcomes with 0, 1, 2 and 3 failures; they sum to 1296 */
} wg_morale_odds;

/**
 * The exact odds for @p modifier, in closed form: for an opponent's die o
 * each player die fails with probability a/6, a = clamp(o - 1 - modifier,
 * 0, 6), so k failures have C(3,k) a^k (6-a)^(3-k) outcomes out of 216.
 * With no modifier: 441, 315, 315, 225.
 * @p modifier may be any int.
 * @return WG_OK, or WG_EINVAL (@p out NULL).
 */
WG_API wg_status wg_morale_odds_compute(wg_morale_odds *out, int modifier, wg_error *err);

/**
 * The odds as `wargen morale --odds --json` prints them
 * (data/schema/wargen-morale-odds-1.schema.json):
 * {"modifier", "denominator": 1296, "failures": [n0, n1, n2, n3]}.
 * @param out receives a NUL-terminated string; free it with wg_free().
 * @param odds the odds.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument); WG_ENOMEM.
 */
WG_API wg_status wg_morale_odds_to_json(char **out, const wg_morale_odds *odds, wg_error *err);

/** @} */

/** @name Battles: battalions and the battlefield
 * @{ */

/** Two armies' battalions, characters, boats and terrain (opaque). */
typedef struct wg_battle wg_battle;

/** Two shapes this close are in contact (B6, B12). */
#define WG_GEOM_EPSILON 1e-9

/**
 * Largest absolute coordinate, and largest width or depth, of a base or a
 * terrain point (B6, B12), in units of length: far beyond any battlefield,
 * and small enough that every distance, sum and product the geometry
 * computes stays finite, so no retreat or rally can leave a base at
 * infinity or NaN. Larger numbers are refused as non-finite ones are.
 */
#define WG_GEOM_MAX 1e9

/** Largest number of warriors, speed or ranks of a battalion. */
#define WG_BATTALION_MAX 100000

/**
 * A rectangular base. Its front edge, `width` long, faces the direction
 * `facing` (degrees counter-clockwise from the +x axis); it is `depth` deep.
 */
typedef struct wg_base {
    double x, y;      /**< centre, each within ±::WG_GEOM_MAX */
    double width;     /**< along the front, > 0 and at most ::WG_GEOM_MAX */
    double depth;     /**< front to back, > 0 and at most ::WG_GEOM_MAX */
    double facing;    /**< degrees, any finite value */
} wg_base;
/** @var wg_base::x
 * The centre's x (y: its y), within ±::WG_GEOM_MAX. */

/** A battalion as wg_battle_add_battalion() takes it. */
typedef struct wg_battalion_spec {
    const char *name;  /**< 1 to 100 bytes, shown in messages (copied) */
    int army;          /**< 0 or 1 */
    int warriors;      /**< at the start: 1 to ::WG_BATTALION_MAX */
    int speed;         /**< its speed (SK), 0 to ::WG_BATTALION_MAX, in units of length */
    int ranks;         /**< ranks of its formation, 1 to ::WG_BATTALION_MAX (B10) */
    bool shooter;      /**< has the Shooter property (B7) */
    bool giant;        /**< Giants cannot use ladders (B8) */
    wg_base base;      /**< where it stands at the start */
} wg_battalion_spec;

/**
 * An empty battle: two armies, no battalions, no terrain, turn 0 (the
 * preparation before the game), no command points, no field hospitals.
 * @param out receives it; the caller frees it with wg_battle_free().
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 */
WG_API wg_status wg_battle_new(wg_battle **out, wg_error *err);

/** Free a battle. NULL is allowed. */
WG_API void wg_battle_free(wg_battle *battle);

/**
 * Add a battalion on the table at its base.
 * @param index receives its index (may be NULL), from 0 in the order added.
 * @param battle the battle.
 * @param spec the battalion's army, bases and standard; copied.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a bad name or army, numbers out of range, a
 *         base with a non-finite number or one beyond ::WG_GEOM_MAX, or a
 *         size not above 0); WG_ENOMEM.
 */
WG_API wg_status wg_battle_add_battalion(size_t *index, wg_battle *battle,
                                         const wg_battalion_spec *spec, wg_error *err);

/**
 * Add impassable terrain: a convex polygon of @p count points given as
 * x0, y0, x1, y1, ... in either winding (B12).
 * @return WG_OK; WG_EINVAL (fewer than 3 points, a non-finite number or
 *         one beyond ±::WG_GEOM_MAX, a polygon that is not convex or has no
 *         area); WG_ENOMEM.
 */
WG_API wg_status wg_battle_add_terrain(wg_battle *battle, const double *xy, size_t count,
                                       wg_error *err);

/** Number of battalions; 0 for NULL. */
WG_API size_t wg_battle_battalion_count(const wg_battle *battle);

/** Number of pieces of terrain added (0 for a NULL battle). */
WG_API size_t wg_battle_terrain_count(const wg_battle *battle);

/** The current turn: 0 before the game, then 1, 2, ...; 0 for NULL. */
WG_API int wg_battle_turn(const wg_battle *battle);

/** Start the next turn. NULL does nothing. */
WG_API void wg_battle_next_turn(wg_battle *battle);

/** @} */

/** @name Characters (B1, B4, B6)
 * @{ */

/** What an attached character is. */
typedef enum wg_character_kind {
    WG_CHARACTER_KIND_GENERAL = 0,         /**< one per army; its death is B1(b); rallies (B6) */
    WG_CHARACTER_KIND_HERO = 1,            /**< its death is B1(b) */
    WG_CHARACTER_KIND_STANDARD_BEARER = 2, /**< +1 on its battalion's checks while alive (B4) */
    WG_CHARACTER_KIND_COUNT                /**< the number of kinds, not one */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
    ,
    WG_CHARACTER_GENERAL WG_DEPRECATED_ENUMERATOR("use WG_CHARACTER_KIND_GENERAL") = WG_CHARACTER_KIND_GENERAL, /**< @deprecated Use #WG_CHARACTER_KIND_GENERAL. */
    WG_CHARACTER_HERO WG_DEPRECATED_ENUMERATOR("use WG_CHARACTER_KIND_HERO") = WG_CHARACTER_KIND_HERO, /**< @deprecated Use #WG_CHARACTER_KIND_HERO. */
    WG_CHARACTER_STANDARD_BEARER WG_DEPRECATED_ENUMERATOR("use WG_CHARACTER_KIND_STANDARD_BEARER") = WG_CHARACTER_KIND_STANDARD_BEARER /**< @deprecated Use #WG_CHARACTER_KIND_STANDARD_BEARER. */
#endif
} wg_character_kind;

/** "general", "hero" or "standard-bearer"; NULL for another value. */
WG_API const char *wg_character_kind_name(wg_character_kind kind);

/** The kind named @p name; WG_EINVAL as wg_morale_result_parse(). */
WG_API wg_status wg_character_kind_parse(wg_character_kind *out, const char *name,
                                         wg_error *err);

/**
 * Add a character to the battle, attached to a battalion.
 * @param character receives its index in the battle (may be NULL), from 0
 *        in the order added.
 * @param battle the battle.
 * @param battalion the battalion's index, from 0.
 * @param kind the character's kind.
 * @param name the character's name; copied.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_ENOTFOUND (no such battalion); WG_EINVAL (a bad kind
 *         or name); WG_ESTATE (the battalion has fled); WG_ERULE (a second General in
 *         one army, even after the first one's death; a character that
 *         would take a boat over its capacity, B9); WG_ENOMEM.
 */
WG_API wg_status wg_battle_add_character(size_t *character, wg_battle *battle, size_t battalion,
                                         wg_character_kind kind, const char *name,
                                         wg_error *err);

/** A character as it is now. */
typedef struct wg_character_state {
    const char *name;         /**< owned by the battle */
    wg_character_kind kind;   /**< General, hero or standard bearer */
    size_t battalion;         /**< the battalion it is attached to */
    bool alive;               /**< false once the character is killed */
} wg_character_state;

/** Number of characters, living or dead; 0 for NULL. */
WG_API size_t wg_battle_character_count(const wg_battle *battle);
/** The @p index-th character copied into @p out.
 * @return WG_OK; WG_EINVAL (@p out or @p battle NULL); WG_ENOTFOUND
 *         (@p index not below wg_battle_character_count()). On error
 *         @p out is unchanged. */
WG_API wg_status wg_battle_character_at(wg_character_state *out, const wg_battle *battle,
                                        size_t index, wg_error *err);

/**
 * The morale modifier of @p battalion: +1 while a standard bearer attached
 * to it lives (B4; a second bearer adds nothing more).
 * @return WG_OK; WG_ENOTFOUND (no such battalion); WG_EINVAL (a NULL
 *         pointer). On error @p out is unchanged.
 */
WG_API wg_status wg_battle_morale_modifier(int *out, const wg_battle *battle, size_t battalion,
                                           wg_error *err);

/** @} */

/** @name Events that trigger checks (B1, B10, B11)
 *
 * Each event queues the morale checks it causes, at most one per battalion
 * (B1): wg_battle_pending_count() and wg_battle_pending_at() list them in
 * the order queued, and wg_battle_check_roll() / wg_battle_check_judge()
 * take them.
 * @{ */

/** What an event did to a battalion. */
typedef struct wg_damage {
    int killed;          /**< healthy warriors killed */
    int wounded;         /**< healthy warriors wounded (B10) */
    int wounded_killed;  /**< wounded warriors killed */
    bool check;          /**< a check was queued for the battalion (B1(a)) */
} wg_damage;

/**
 * The battalion takes @p damage. Without a field hospital in its army each
 * point kills one healthy warrior. With one (B10), half the damage (rounded
 * down) kills and the rest wounds. *Decision:* when the damage is at least
 * twice the healthy warriors, half of it (rounded down) is set aside to kill
 * wounded, after the other half has killed and wounded as usual, so it also
 * kills those wounded by this attack. Damage beyond the warriors is lost.
 * When the killed warriors (never the wounded, B11) first reach half the
 * starting number, a check is queued (B1(a), once).
 * @param out receives what happened (may be NULL).
 * @param battle the battle.
 * @param battalion the battalion's index, from 0.
 * @param damage the damage taken.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_ENOTFOUND (no such battalion); WG_EINVAL (damage below
 *         0); WG_ESTATE (the battalion has fled); WG_ENOMEM.
 */
WG_API wg_status wg_battle_damage(wg_damage *out, wg_battle *battle, size_t battalion,
                                  int damage, wg_error *err);

/** The dice modifier of wounded who are attacked (B10). */
#define WG_WOUNDED_DICE_MODIFIER (-2)

/**
 * An enemy attacks the battalion's wounded, who fight as a separate
 * battalion with ::WG_WOUNDED_DICE_MODIFIER dice: every point of damage
 * kills one wounded (B10). No check is queued (B11).
 * @return WG_OK; WG_ENOTFOUND (no such battalion); WG_EINVAL (damage below
 *         0); WG_ESTATE (no wounded, or the battalion has fled).
 */
WG_API wg_status wg_battle_attack_wounded(wg_damage *out, wg_battle *battle, size_t battalion,
                                          int damage, wg_error *err);

/**
 * A character dies. A General or a Hero queues a check for every battalion
 * of its army on the table (B1(b)); any character queues one for the
 * battalion it was attached to (B1(c)); one per battalion in all.
 * @return WG_OK; WG_ENOTFOUND (no such character); WG_EINVAL (a NULL
 *         battle); WG_ESTATE (already dead);
 *         WG_ENOMEM.
 */
WG_API wg_status wg_battle_kill_character(wg_battle *battle, size_t character, wg_error *err);

/** Why a check was queued. */
typedef enum wg_check_cause {
    WG_CHECK_CAUSE_HALF_LOST = 0,       /**< B1(a) */
    WG_CHECK_CAUSE_LEADER_KILLED = 1,   /**< B1(b): the General or a Hero of its army */
    WG_CHECK_CAUSE_ATTACHED_KILLED = 2, /**< B1(c): a character attached to it */
    WG_CHECK_CAUSE_COUNT                /**< the number of causes, not one */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
    ,
    WG_CAUSE_HALF_LOST WG_DEPRECATED_ENUMERATOR("use WG_CHECK_CAUSE_HALF_LOST") = WG_CHECK_CAUSE_HALF_LOST, /**< @deprecated Use #WG_CHECK_CAUSE_HALF_LOST. */
    WG_CAUSE_LEADER_KILLED WG_DEPRECATED_ENUMERATOR("use WG_CHECK_CAUSE_LEADER_KILLED") = WG_CHECK_CAUSE_LEADER_KILLED, /**< @deprecated Use #WG_CHECK_CAUSE_LEADER_KILLED. */
    WG_CAUSE_ATTACHED_KILLED WG_DEPRECATED_ENUMERATOR("use WG_CHECK_CAUSE_ATTACHED_KILLED") = WG_CHECK_CAUSE_ATTACHED_KILLED /**< @deprecated Use #WG_CHECK_CAUSE_ATTACHED_KILLED. */
#endif
} wg_check_cause;

/** "half-lost", "leader-killed" or "attached-killed"; NULL otherwise. */
WG_API const char *wg_check_cause_name(wg_check_cause cause);

/** The cause named @p name; WG_EINVAL as wg_morale_result_parse(). */
WG_API wg_status wg_check_cause_parse(wg_check_cause *out, const char *name, wg_error *err);

/** A check queued and not yet taken. */
typedef struct wg_pending_check {
    size_t battalion;     /**< the battalion that takes it */
    wg_check_cause cause; /**< why it was queued (B1) */
} wg_pending_check;

/** Number of checks queued and not yet taken; 0 for NULL. */
WG_API size_t wg_battle_pending_count(const wg_battle *battle);

/** The @p index-th queued check (in the order queued) copied into @p out.
 * @return WG_OK; WG_EINVAL (@p out or @p battle NULL); WG_ENOTFOUND
 *         (@p index not below wg_battle_pending_count()). On error @p out
 *         is unchanged. */
WG_API wg_status wg_battle_pending_at(wg_pending_check *out, const wg_battle *battle,
                                      size_t index, wg_error *err);

/** @} */

/** @name Taking checks and applying results (B3, B6, B12)
 * @{ */

/** Why a retreat stopped (B12). */
typedef enum wg_stop {
    WG_STOP_NONE = 0,     /**< it moved its full speed */
    WG_STOP_TERRAIN = 1,  /**< it met impassable terrain */
    WG_STOP_FRIEND = 2,   /**< its base touched a friendly base */
    WG_STOP_ENEMY = 3,    /**< its base touched an enemy base: close combat at -2 */
    WG_STOP_COUNT         /**< the number of stops, not one */
} wg_stop;

/** "none", "terrain", "friend" or "enemy"; NULL otherwise. */
WG_API const char *wg_stop_name(wg_stop stop);

/** The stop named @p name; WG_EINVAL as wg_morale_result_parse(). */
WG_API wg_status wg_stop_parse(wg_stop *out, const char *name, wg_error *err);

/** A retreat's movement. */
typedef struct wg_retreat {
    double distance;      /**< how far the base moved */
    double dx, dy;        /**< the unit direction it moved in */
    wg_stop stop;         /**< what stopped it, if anything (B12) */
    size_t other;         /**< the battalion touched (friend or enemy), the terrain's
                               index, or ::WG_NONE when nothing stopped it */
    size_t from;          /**< the nearest enemy battalion it moved away from; ::WG_NONE
                               when no enemy was on the table (a check's retreat) */
    int combat_modifier;  /**< -2 when it ends in contact with an enemy, else 0 */
} wg_retreat;
/** @var wg_retreat::dx
 * The x of the unit direction it moved in (dy: its y). */

/**
 * Take a check for @p battalion: the first queued check for it, if any, is
 * taken off the queue. The check is rolled with @p rng and
 * wg_battle_morale_modifier() plus @p extra, then its result is applied
 * (B3): wavered cancels the battalion's orders; retreat cancels them and
 * moves it back (wg_battle_retreat(); with no enemy on the table it stays
 * where it is: distance 0, from ::WG_NONE); fled cancels them, removes it
 * from the table (and from a boat, with its queued checks), rallying
 * possible from the next turn (B6).
 * @param out receives the check; @param retreat receives the movement of a
 *        retreat (may be NULL; untouched for other results).
 * @param battle the battle.
 * @param battalion the battalion's index, from 0.
 * @param rng the generator the dice come from (its state advances).
 * @param extra a modifier added to the battalion's own.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_ENOTFOUND (no such battalion); WG_EINVAL (NULL out or
 *         rng); WG_ESTATE (the battalion has fled).
 */
WG_API wg_status wg_battle_check_roll(wg_morale_check *out, wg_retreat *retreat,
                                      wg_battle *battle, size_t battalion, wg_rng *rng,
                                      int extra, wg_error *err);

/** The same with dice rolled on the table (see wg_morale_check_judge()). */
WG_API wg_status wg_battle_check_judge(wg_morale_check *out, wg_retreat *retreat,
                                       wg_battle *battle, size_t battalion, int opponent,
                                       const int dice[3], int extra, wg_error *err);

/**
 * Move @p battalion back as a retreat does (B12), without a check: keeping
 * its formation and facing, straight away from the nearest enemy base
 * (distance edge to edge; the direction from that base's centre through
 * this one's; when the centres coincide, backwards from its facing), by its
 * speed (wg_battle_speed()), stopping at the first impassable terrain,
 * friendly base or enemy base its base would cross. Touching an enemy base
 * means close combat at -2.
 * @return WG_OK; WG_ENOTFOUND (no such battalion); WG_EINVAL (a NULL
 *         battle); WG_ESTATE (it has fled, or no enemy battalion is on the
 *         table).
 */
WG_API wg_status wg_battle_retreat(wg_retreat *out, wg_battle *battle, size_t battalion,
                                   wg_error *err);

/** Command points of the General of @p army (B6).
 * @return WG_OK, or WG_EINVAL (no army @p army, a NULL pointer; @p out unchanged). */
WG_API wg_status wg_battle_command_points(int *out, const wg_battle *battle, int army,
                                          wg_error *err);

/** Set them. @return WG_OK, or WG_EINVAL (bad army, points below 0). */
WG_API wg_status wg_battle_set_command_points(wg_battle *battle, int army, int points,
                                              wg_error *err);

/**
 * Rally a fled battalion (B6): on a later turn than it fled, for 2 command
 * points of its General, set it up at @p placement (size as its own base),
 * in contact with the base of the battalion the General is attached to,
 * overlapping no base or terrain, and no closer than three times its speed
 * to the nearest enemy base.
 * @return WG_OK; WG_ENOTFOUND (no such battalion); WG_EINVAL (a bad
 *         placement); WG_ESTATE
 *         (it has not fled, or fled this turn); WG_ERULE (no living General
 *         on the table, fewer than 2 command points, a placement the rule
 *         forbids — the message says which).
 */
WG_API wg_status wg_battle_rally(wg_battle *battle, size_t battalion, const wg_base *placement,
                                 wg_error *err);

/** @} */

/** @name Orders (B3, B7, B9, B10)
 * @{ */

/** A shooting attack, counted against the army's shooting orders (B7). */
#define WG_ORDER_SHOOTING_ATTACK "shooting-attack"
/** The orders of a battalion with wounded (B10): recorded, effect the caller's. */
#define WG_ORDER_RECOVERY "recovery"
/** An order of a battalion with wounded (B10), as WG_ORDER_RECOVERY. */
#define WG_ORDER_TO_THE_DOCTOR "to-the-doctor"
/** An order of a battalion with wounded (B10), as WG_ORDER_RECOVERY. */
#define WG_ORDER_MERCY "mercy"
/** The move order of a boat taking a battalion on (B9), given by wg_battle_load(). */
#define WG_ORDER_LOAD "load"
/** The move order of a boat setting its cargo down (B9), given by wg_battle_unload(). */
#define WG_ORDER_UNLOAD "unload"

/**
 * Give @p battalion an order (1 to 100 bytes, copied). A shooting attack
 * spends one of its army's shooting orders; the three orders of the wounded
 * need wounded; load and unload are given through the boat functions.
 * @return WG_OK; WG_ENOTFOUND (no such battalion); WG_EINVAL (a bad order
 *         text, load or unload); WG_ESTATE (it has fled); WG_ERULE (no
 *         shooting order left, B7; no wounded, B10); WG_ENOMEM.
 */
WG_API wg_status wg_battle_add_order(wg_battle *battle, size_t battalion, const char *order,
                                     wg_error *err);

/** Number of orders @p battalion holds; 0 for a NULL battle or no such
 * battalion. */
WG_API size_t wg_battle_order_count(const wg_battle *battle, size_t battalion);
/** The @p index-th order of @p battalion (owned by the battle, valid until
 * its orders change; NULL out of range). */
WG_API const char *wg_battle_order_at(const wg_battle *battle, size_t battalion, size_t index);

/**
 * Roll the shooting orders of @p army while preparing for the game (B7):
 * one D6 per battalion of the army with the Shooter property, in the order
 * added; their sum is the number of shooting attacks the army may order.
 * @param total receives the sum (may be NULL).
 * @param battle the battle.
 * @param army the army's number.
 * @param rng the generator the dice come from (its state advances).
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (bad army, NULL rng); WG_ESTATE (after turn 0,
 *         or already rolled).
 */
WG_API wg_status wg_battle_roll_shooting_orders(int *total, wg_battle *battle, int army,
                                                wg_rng *rng, wg_error *err);

/** The same with the dice rolled on the table: one per Shooter battalion
 * of the army (@p count of them, each 1–6), as wg_battle_check_judge() is
 * wg_battle_check_roll() with the table's dice. */
WG_API wg_status wg_battle_judge_shooting_orders(int *total, wg_battle *battle, int army,
                                                 const int *dice, size_t count, wg_error *err);

/** Shooting orders @p army has left (0 before they are rolled).
 * @return WG_OK, or WG_EINVAL (no army @p army, a NULL pointer; @p out unchanged). */
WG_API wg_status wg_battle_shooting_orders(int *out, const wg_battle *battle, int army,
                                           wg_error *err);

/** @} */

/** @name Speed, ladders and boats (B8, B9, B10)
 * @{ */

/**
 * The speed of @p battalion now: its boat's speed while aboard (B9), else
 * its own less 1 for every two ranks of wounded (B10), never below 0.
 * @return WG_OK; WG_ENOTFOUND (no such battalion); WG_EINVAL (a NULL
 *         pointer). On error @p out is unchanged.
 */
WG_API wg_status wg_battle_speed(int *out, const wg_battle *battle, size_t battalion,
                                 wg_error *err);

/**
 * Its speed on a ladder: half of wg_battle_speed(), rounded down (B8).
 * @return WG_OK; WG_ENOTFOUND (no such battalion); WG_EINVAL (a NULL
 *         pointer); WG_ERULE (a Giant, who cannot use ladders).
 */
WG_API wg_status wg_battle_ladder_speed(int *out, const wg_battle *battle, size_t battalion,
                                        wg_error *err);

/** Add a boat of @p capacity models and @p speed (agreed before the game, B9).
 * @return WG_OK; WG_EINVAL (capacity below 1, speed below 0); WG_ENOMEM. */
WG_API wg_status wg_battle_add_boat(size_t *boat, wg_battle *battle, int capacity, int speed,
                                    wg_error *err);

/**
 * Load @p battalion onto @p boat, giving it the move order "load" (B9). Its
 * models (healthy and wounded warriors and living attached characters) must
 * fit the capacity. While aboard it moves at the boat's speed.
 * @return WG_OK; WG_ENOTFOUND (no such boat or battalion); WG_EINVAL (a
 *         NULL battle); WG_ESTATE (the boat
 *         is carrying, the battalion is aboard or has fled); WG_ERULE (over
 *         capacity); WG_ENOMEM.
 */
WG_API wg_status wg_battle_load(wg_battle *battle, size_t boat, size_t battalion,
                                wg_error *err);

/** Number of boats added; 0 for NULL. */
WG_API size_t wg_battle_boat_count(const wg_battle *battle);

/**
 * The battalion @p boat carries, or ::WG_NONE when it is empty.
 * @return WG_OK; WG_ENOTFOUND (no such boat); WG_EINVAL (a NULL pointer).
 *         On error @p out is unchanged.
 */
WG_API wg_status wg_battle_boat_cargo(size_t *out, const wg_battle *battle, size_t boat,
                                      wg_error *err);

/** Unload the battalion @p boat carries, giving it the move order "unload".
 * @return WG_OK; WG_ENOTFOUND (no such boat); WG_EINVAL (a NULL battle);
 *         WG_ESTATE (the boat is empty). */
WG_API wg_status wg_battle_unload(wg_battle *battle, size_t boat, wg_error *err);

/** @} */

/** @name Reading a battalion
 * @{ */

/** A battalion now. */
typedef struct wg_battalion_state {
    const char *name;        /**< owned by the battle */
    int army;                /**< 0 or 1 */
    int start;               /**< warriors at the start */
    int warriors;            /**< healthy warriors */
    int killed;              /**< warriors killed (B11) */
    int wounded;             /**< wounded warriors (B10) */
    int wounded_ranks;       /**< ranks of the wounded column, as wide as the battalion has ranks */
    int combat_rank_penalty; /**< ranks it loses in combat: one per full rank of wounded */
    int speed;               /**< wg_battle_speed() */
    bool half_lost;          /**< B1(a) has triggered */
    bool fled;               /**< off the table (B3) */
    size_t boat;             /**< the boat it is aboard, or ::WG_NONE */
    wg_base base;            /**< where it stands (its last place when fled) */
} wg_battalion_state;

/** Read @p battalion into @p out: the struct form of the battalions' list
 * (wg_battle_battalion_count()).
 * @return WG_OK; WG_EINVAL (@p out or @p battle NULL); WG_ENOTFOUND (no
 *         such battalion). On error @p out is unchanged. */
WG_API wg_status wg_battle_battalion_at(wg_battalion_state *out, const wg_battle *battle,
                                        size_t battalion, wg_error *err);

/** Field hospitals (B10, optional): whether @p army has one.
 * @return WG_OK, or WG_EINVAL (no army @p army, a NULL pointer; @p out unchanged). */
WG_API wg_status wg_battle_hospital(bool *out, const wg_battle *battle, int army,
                                    wg_error *err);

/** Place or remove @p army's field hospital; only before the game.
 * @return WG_OK; WG_EINVAL (bad army); WG_ESTATE (after turn 0). */
WG_API wg_status wg_battle_set_hospital(wg_battle *battle, int army, bool hospital,
                                        wg_error *err);

/** @} */

/** @name Deprecated names
 * Old names kept for the 1.x releases (CHANGELOG 1.0.0); they go in 2.0.
 * Define WG_NO_DEPRECATED to hide them.
 * @{ */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
/** @deprecated Use wg_battle_add_character(). */
WG_DEPRECATED("use wg_battle_add_character")
static inline wg_status wg_battle_attach(size_t *character, wg_battle *battle, size_t battalion,
                                         wg_character_kind kind, const char *name,
                                         wg_error *err)
{
    return wg_battle_add_character(character, battle, battalion, kind, name, err);
}

/** @deprecated Use wg_battle_add_order(). */
WG_DEPRECATED("use wg_battle_add_order")
static inline wg_status wg_battle_give_order(wg_battle *battle, size_t battalion,
                                             const char *order, wg_error *err)
{
    return wg_battle_add_order(battle, battalion, order, err);
}

/** @deprecated Use wg_battle_judge_shooting_orders(). */
WG_DEPRECATED("use wg_battle_judge_shooting_orders")
static inline wg_status wg_battle_set_shooting_orders(int *total, wg_battle *battle, int army,
                                                      const int *dice, size_t count,
                                                      wg_error *err)
{
    return wg_battle_judge_shooting_orders(total, battle, army, dice, count, err);
}
#endif
/** @} */

#ifdef __cplusplus
}
#endif

#endif /* WARGEN_MORALE_H */
