/**
 * @file wargen/dist.h
 * @brief Exact distributions of generated armies (rules G1–G10).
 *
 * What the automatic generator (wg_gen_armies(), wg_session_run(),
 * `wargen generate`) produces, as exact probabilities rather than samples:
 * for a table, a limit, dice or cards (a shared deck or one per player), one
 * or two players and an automatic policy, the distribution of a player's
 * total AP, number of draws, overshoot past the limit (total minus limit),
 * units fielded, units of one type, the joint of two types' units, and of
 * the difference between the two players (player 1's value minus player
 * 2's) of any of these but the joint.
 *
 * Tasks:
 * - a query: wg_dist_query_init(), then set its kind, player and types;
 * - compute it: wg_dist_compute(); read it: wg_dist_count(), wg_dist_at();
 *   write it: wg_dist_to_json() (a line of `wargen generate --distribution
 *   --json`);
 * - names of the kinds: wg_dist_kind_name(), wg_dist_kind_parse().
 *
 * The process is the automatic run's, rule by rule: every listed unit is
 * fielded, every `*` slot reinforced to the policy's level (G7: +level AP
 * each), nothing is substituted (G8) and no endless spell is counted as a
 * unit (G6); each player's draw that brings their total to the limit or past
 * it is their last (G10); with cards, a deck that runs out is shuffled anew
 * from all 36 cards (G3). Who draws first (G9: the roll-off or
 * wg_session_options::first_player) changes none of the distributions
 * computed here: dice are independent draws, decks per player are
 * independent decks, and a shared deck that cannot run out deals two
 * players' armies symmetrically (docs/DESIGN.md, "Exact distributions").
 *
 * Probabilities are exact fractions, computed by dynamic programming over
 * the process (no sequence is enumerated): each is reduced and written as
 * decimal numerator and denominator. Integers are of at most ::WG_DIST_BITS
 * bits, and a computation keeps at most ::WG_DIST_WORDS_MAX 64-bit words of
 * working state; one that would need more is refused with WG_ERANGE and a
 * message naming the bound. Two players sharing a deck are computed by a
 * walk over their armies' compositions by cost (docs/DESIGN.md), refused
 * beyond 2^26 steps (a table of many distinct costs at a high limit). Also
 * refused with WG_ERANGE: dice on a table with an entry that costs 0 AP
 * under the policy (the number of draws would have no bound, and the
 * generator's guard of 10,000 draws per player could end a run), a limit
 * that needs more than 10,000 draws of a player (the generator fails then,
 * see wg_gen_armies()), and two players sharing a deck that can run out
 * before both finish (the deck that follows a reshuffle is not computed).
 *
 * A ::wg_dist is read-only once made: it may be shared by threads.
 */
#ifndef WARGEN_DIST_H
#define WARGEN_DIST_H

#include <stdbool.h>
#include <stddef.h>
#include "wargen/export.h"
#include "wargen/error.h"
#include "wargen/gen.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The most bits of a numerator or denominator: dice at a limit whose
 * draws would need more (36^draws grows by 5.17 bits a draw) are refused
 * with WG_ERANGE. */
#define WG_DIST_BITS 4096

/** The most 64-bit words of working state one wg_dist_compute() keeps
 * (128 MiB): a larger computation is refused with WG_ERANGE. */
#define WG_DIST_WORDS_MAX ((size_t)1 << 24)

/** The ::wg_dist_query::player of a difference: player 1's value minus
 * player 2's. */
#define WG_DIST_DIFFERENCE 0

/** What a distribution is of. */
typedef enum wg_dist_kind {
    WG_DIST_KIND_TOTAL = 0,     /**< the AP total (G10) */
    WG_DIST_KIND_DRAWS = 1,     /**< the number of draws */
    WG_DIST_KIND_OVERSHOOT = 2, /**< the total minus the limit, 0 or more */
    WG_DIST_KIND_UNITS = 3,     /**< the units fielded */
    WG_DIST_KIND_TYPE = 4,      /**< the units of slots naming ::wg_dist_query::type */
    WG_DIST_KIND_TYPES = 5,     /**< the joint of two types' units (not a difference) */
    WG_DIST_KIND_COUNT          /**< the number of kinds, not a kind */
} wg_dist_kind;

/** "total", "draws", "overshoot", "units", "type" or "types", as in
 * wg_dist_to_json(); NULL for an unknown value. Static string. */
WG_API const char *wg_dist_kind_name(wg_dist_kind kind);

/**
 * The kind named @p name.
 * @return WG_OK, or WG_EINVAL naming @p name and the valid names (@p out
 *         unchanged).
 */
WG_API wg_status wg_dist_kind_parse(wg_dist_kind *out, const char *name, wg_error *err);

/** One distribution asked for. Initialise with wg_dist_query_init(). */
typedef struct wg_dist_query {
    wg_dist_kind kind;      /**< what of */
    int player;             /**< 1 or 2 (at most the options' players), or
                                 ::WG_DIST_DIFFERENCE with two players */
    wg_gen_unit_type type;  /**< with WG_DIST_KIND_TYPE and _TYPES: the (first) type */
    wg_gen_unit_type type2; /**< with WG_DIST_KIND_TYPES: the second type (the same
                                 type twice gives its units twice over) */
} wg_dist_query;

/** Defaults: player 1's total, types horde and regular. */
WG_API void wg_dist_query_init(wg_dist_query *query);

/** One outcome of a distribution and its probability. */
typedef struct wg_dist_outcome {
    int value;               /**< the value: a total, a count, a difference */
    int value2;              /**< with WG_DIST_KIND_TYPES the second type's units; else 0 */
    const char *numerator;   /**< the probability's numerator in decimal, 1 or more */
    const char *denominator; /**< its denominator in decimal; the fraction is reduced */
    double probability;      /**< the nearest double, for plots and sorting */
} wg_dist_outcome;

/** A computed distribution (opaque). */
typedef struct wg_dist wg_dist;

/**
 * The exact distribution @p query asks for.
 *
 * @param out receives the distribution; free it with wg_dist_free(). NULL
 *        on failure.
 * @param table the table drawn from (only read: the caller keeps it).
 * @param options the generation's options (not NULL: see
 *        wg_session_options_init()), checked as wg_gen_armies() checks them.
 * @param policy the automatic policy, NULL for the default (wg_policy_init()).
 * @param query what to compute (not NULL).
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL for a NULL argument, bad options or policy (as
 *         wg_gen_armies()), or a bad query (an unknown kind or type, a
 *         player the options do not have, a difference with one player or
 *         of WG_DIST_KIND_TYPES); WG_ERANGE beyond the bounds above (the
 *         message names the bound); WG_ENOMEM.
 */
WG_API wg_status wg_dist_compute(wg_dist **out, const wg_table *table,
                                 const wg_session_options *options, const wg_policy *policy,
                                 const wg_dist_query *query, wg_error *err);

/** Free a distribution. NULL is allowed. */
WG_API void wg_dist_free(wg_dist *dist);

/** The number of outcomes of positive probability; 0 for NULL. */
WG_API size_t wg_dist_count(const wg_dist *dist);

/**
 * The @p index-th outcome, in increasing order of value (then of value2).
 * Owned by the distribution, its strings included; NULL for an index not
 * below wg_dist_count() or a NULL distribution.
 */
WG_API const wg_dist_outcome *wg_dist_at(const wg_dist *dist, size_t index);

/**
 * The distribution as one line of JSON (data/schema/wargen-distribution-1.schema.json):
 * `{"limit", "mode", "decks" (with cards), "players", "reinforce" (when
 * not 0), "of": kind, "type" | "types": [a, b] (with those kinds), "player": P
 * | "difference": [1, 2], "outcomes": [[value, "n/d"], ...]}`, where an
 * outcome of WG_DIST_KIND_TYPES is `[a, b, "n/d"]`.
 * @param out receives a NUL-terminated string; free it with wg_free().
 * @param dist the distribution.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK, WG_EINVAL (a NULL argument) or WG_ENOMEM.
 */
WG_API wg_status wg_dist_to_json(char **out, const wg_dist *dist, wg_error *err);

#ifdef __cplusplus
}
#endif

#endif /* WARGEN_DIST_H */
