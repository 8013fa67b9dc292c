/**
 * @file wargen/rng.h
 * @brief Seeded dice: the only source of randomness in libwargen.
 *
 * A ::wg_rng is a xoshiro256** generator (Blackman and Vigna, 2018) whose
 * state is seeded from one 64-bit number by splitmix64. Bounded draws use
 * Lemire's multiply-and-reject method, which is unbiased, so a D6 is
 * exactly uniform.
 * The same seed gives the same numbers on every platform, in C, Python and
 * Lua. Nothing in libwargen calls rand(), and only wg_rng_fresh_seed()
 * may read the clock.
 *
 * A generator is not thread-safe: use one per thread (wg_rng_new_stream()
 * gives one seed's non-overlapping streams; wg_rng_copy() a second
 * generator in the same state).
 *
 * A function that reads or draws from a NULL generator or pool returns 0
 * (NULL, false) and one that changes it does nothing: only the functions
 * that return a ::wg_status report a NULL argument.
 *
 * A ::wg_roll is a pool of D6 rolled together, which can be re-rolled die by
 * die ("re-roll failed hits", "re-roll 1s") with the rule that no die is
 * re-rolled more than once.
 */
#ifndef WARGEN_RNG_H
#define WARGEN_RNG_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>
#include "wargen/export.h"
#include "wargen/error.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @name Generators
 * @{ */

/** A seeded random generator (opaque). */
typedef struct wg_rng wg_rng;

/** The complete state of a generator, to save and restore a stream
 * (wg_rng_state_words(), wg_rng_set_state_words()). */
typedef struct wg_rng_state {
    uint64_t s[4]; /**< xoshiro256** state words; never all zero. */
} wg_rng_state;

/**
 * Create a generator seeded with @p seed.
 *
 * @param out receives the new generator; the caller frees it with
 *        wg_rng_free(). Set to NULL on failure.
 * @param seed any 64-bit value; 0 is a valid seed.
 * @param err optional detail record (may be NULL).
 * @return WG_OK, WG_EINVAL (@p out is NULL) or WG_ENOMEM.
 */
WG_API wg_status wg_rng_new(wg_rng **out, uint64_t seed, wg_error *err);

/**
 * Create an independent generator in the same state as @p rng: both then
 * produce the same stream.
 *
 * @param out receives the copy, freed by the caller with wg_rng_free().
 * @param rng the generator copied, state included.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK, WG_EINVAL or WG_ENOMEM.
 */
WG_API wg_status wg_rng_copy(wg_rng **out, const wg_rng *rng, wg_error *err);

/** Free a generator. NULL is allowed and does nothing. */
WG_API void wg_rng_free(wg_rng *rng);

/** The largest seed wg_rng_fresh_seed() returns: nine decimal digits. */
#define WG_FRESH_SEED_MAX 999999999u

/**
 * A fresh seed for a caller that gives none, from 0 to WG_FRESH_SEED_MAX:
 * short enough to print, read back and type again (`--seed S`), which is
 * how a user repeats a run. The command and both bindings take their
 * seeds from here.
 *
 * It reads the system's random source (/dev/urandom). Where there is none,
 * it mixes the clock with an address instead: the one place libwargen
 * looks at the clock, and only when asked for a fresh seed.
 *
 * @return the seed (never fails).
 */
WG_API uint64_t wg_rng_fresh_seed(void);

/** Restart the stream of @p rng as if it had been created with @p seed.
 * NULL does nothing. */
WG_API void wg_rng_reseed(wg_rng *rng, uint64_t seed);

/** Copy the generator's four state words into @p out (caller-owned), for
 * wg_rng_set_state_words(). Nothing is written if an argument is NULL. */
WG_API void wg_rng_state_words(wg_rng_state *out, const wg_rng *rng);

/**
 * Restore the words wg_rng_state_words() copied: the stream continues from
 * that point.
 *
 * @return WG_OK, or WG_EINVAL if an argument is NULL or all four words are
 *         zero (xoshiro's one invalid state); @p rng is then unchanged.
 */
WG_API wg_status wg_rng_set_state_words(wg_rng *rng, const wg_rng_state *state,
                                        wg_error *err);

/** The size of a state as text: 64 hexadecimal digits and the NUL. */
#define WG_RNG_STATE_TEXT_SIZE 65

/**
 * The generator's state as text: its four words as 64 lowercase
 * hexadecimal digits, the same on every platform and in both bindings (a
 * LuaJIT number cannot hold a 64-bit word). wg_rng_set_state_text()
 * restores it. Nothing is written if an argument is NULL.
 * @param out at least WG_RNG_STATE_TEXT_SIZE chars, owned by the caller.
 * @param rng the generator.
 */
WG_API void wg_rng_state_text(char *out, const wg_rng *rng);

/**
 * Restore a state from the text wg_rng_state_text() writes (digits in
 * either case).
 * @return WG_OK; WG_EINVAL if @p text is not 64 hexadecimal digits or is
 *         the all-zero state (see wg_rng_set_state_words()), or an
 *         argument is NULL; @p rng is then unchanged.
 */
WG_API wg_status wg_rng_set_state_text(wg_rng *rng, const char *text, wg_error *err);

/** @} */

/** @name Independent streams
 * One seed, many generators whose streams do not overlap: for splitting a
 * study over workers so that its result depends on the seed alone, not on
 * how many workers ran it. Stream k of a seed is the seed's generator
 * advanced by k jumps of 2^128 draws (xoshiro256's jump function), so two
 * streams share no draw unless one of them makes more than 2^128.
 * @{ */

/** The highest stream number wg_rng_new_stream() takes: reaching stream k
 * costs k jumps (about a microsecond each). */
#define WG_RNG_STREAM_MAX 1000000u

/** Advance @p rng by 2^128 draws, as that many wg_rng_next() calls
 * would (xoshiro256's jump). NULL does nothing. */
WG_API void wg_rng_jump(wg_rng *rng);

/** Advance @p rng by 2^192 draws (xoshiro256's long jump): 2^64 starting
 * points, each with room for 2^64 streams of wg_rng_jump(). NULL does
 * nothing. */
WG_API void wg_rng_long_jump(wg_rng *rng);

/**
 * Create the generator of stream @p stream of @p seed: wg_rng_new(seed)
 * followed by @p stream calls of wg_rng_jump(). Stream 0 is the seed's own
 * generator.
 *
 * @param out receives the new generator, freed by the caller with
 *        wg_rng_free(); NULL on failure.
 * @param seed any 64-bit value, as for wg_rng_new().
 * @param stream 0 to WG_RNG_STREAM_MAX.
 * @param err optional detail record (may be NULL).
 * @return WG_OK; WG_EINVAL (@p out NULL), WG_ERANGE (@p stream above
 *         WG_RNG_STREAM_MAX) or WG_ENOMEM.
 */
WG_API wg_status wg_rng_new_stream(wg_rng **out, uint64_t seed, uint64_t stream,
                                   wg_error *err);

/** @} */

/** @name Drawing numbers
 * @{ */

/** The next raw 64-bit output of the generator (0 for NULL). */
WG_API uint64_t wg_rng_next(wg_rng *rng);

/**
 * A uniform integer in [0, @p bound), without modulo bias.
 * @param bound at least 1; a bound of 0 returns 0 and draws nothing (so
 *        does a NULL @p rng).
 * @param rng the generator (its state advances).
 */
WG_API uint64_t wg_rng_below(wg_rng *rng, uint64_t bound);

/** One six-sided die: 1 to 6 (0 for NULL). */
WG_API int wg_rng_d6(wg_rng *rng);

/**
 * A D66 (rule G2): two D6 rolled one after the other, the first giving the
 * tens and the second the units, so 11 to 66 with both digits in 1..6. The
 * two dice are drawn together, as one of the 36 equally likely pairs (one
 * step of the generator, which halves the cost of army generation), so a
 * D66 is not the same as two calls of wg_rng_d6(). 0 for NULL.
 */
WG_API int wg_rng_d66(wg_rng *rng);

/** The most dice one call rolls (wg_rng_roll(), wg_roll_new()). */
#define WG_DICE_MAX 100000

/**
 * Roll @p count D6 into the caller's array @p out, in order.
 *
 * @param out at least @p count ints, owned by the caller.
 * @param count 1 to WG_DICE_MAX.
 * @param rng the generator (its state advances).
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK, WG_EINVAL (NULL pointer) or WG_ERANGE (@p count out of
 *         range, said as "dice count N is out of range (1 to WG_DICE_MAX)");
 *         on error nothing is drawn and @p out is untouched.
 */
WG_API wg_status wg_rng_roll(int *out, size_t count, wg_rng *rng, wg_error *err);

/** @} */

/** @name Dice pools and re-rolls
 * @{ */

/** A pool of D6 rolled together, with re-rolls (opaque). */
typedef struct wg_roll wg_roll;

/**
 * Roll @p count D6 from @p rng as one pool.
 *
 * The pool borrows @p rng for its re-rolls: keep the generator alive until
 * the pool is freed. (The Python and Lua bindings do this for you.)
 *
 * @param out receives the pool, freed by the caller with wg_roll_free();
 *        NULL on failure.
 * @param count 1 to WG_DICE_MAX.
 * @param rng the generator (its state advances).
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK, WG_EINVAL (NULL pointer), WG_ERANGE (@p count out of
 *         range, as for wg_rng_roll()) or WG_ENOMEM. On failure nothing is
 *         drawn.
 */
WG_API wg_status wg_roll_new(wg_roll **out, wg_rng *rng, size_t count, wg_error *err);

/** Free a pool. NULL is allowed and does nothing. The generator is not freed. */
WG_API void wg_roll_free(wg_roll *roll);

/** The generator the pool re-rolls with (borrowed, not a copy); NULL for NULL. */
WG_API wg_rng *wg_roll_rng(const wg_roll *roll);

/** One die of a pool, as wg_roll_die_at() reads it. */
typedef struct wg_die {
    int value;     /**< 1 to 6 */
    bool rerolled; /**< re-rolled already: wg_roll_reroll() refuses it */
} wg_die;

/** Number of dice in the pool; 0 for NULL. */
WG_API size_t wg_roll_die_count(const wg_roll *roll);

/**
 * The die at @p index (0-based) copied into @p out: its value and whether
 * it was re-rolled.
 * @return WG_OK; WG_EINVAL (@p out or @p roll NULL); WG_ENOTFOUND when
 *         @p index is not below wg_roll_die_count(). On error @p out is
 *         unchanged.
 */
WG_API wg_status wg_roll_die_at(wg_die *out, const wg_roll *roll, size_t index, wg_error *err);

/**
 * The dice's values as an array of wg_roll_die_count() ints, owned by the
 * pool: valid until the next re-roll or wg_roll_free(). NULL for NULL.
 */
WG_API const int *wg_roll_dice(const wg_roll *roll);

/** Sum of the dice; 0 for NULL. */
WG_API long wg_roll_sum(const wg_roll *roll);

/** How many dice show @p target or more (successes against a "4+"); 0 for NULL. */
WG_API size_t wg_roll_count_at_least(const wg_roll *roll, int target);

/**
 * Re-roll the die at @p index.
 *
 * @return WG_OK; WG_EINVAL (@p roll NULL); WG_ENOTFOUND (@p index not
 *         below wg_roll_die_count()); or WG_ERULE if that die was already
 *         re-rolled: a die is never re-rolled twice. On error the pool is
 *         unchanged.
 */
WG_API wg_status wg_roll_reroll(wg_roll *roll, size_t index, wg_error *err);

/**
 * The pool as the JSON object `wargen roll --json` prints (one line, no
 * newline): `{"seed": S, "index": K, "dice": [...], "sum": N}`. The pool
 * does not know the seed its generator started from nor which roll of the
 * stream it is, so the caller gives both. S is a JSON number up to 2^63 - 1
 * and a decimal string above, as in every document the library writes.
 * @param out receives a NUL-terminated string; free it with wg_free().
 * @param roll the roll.
 * @param seed the seed the line shows.
 * @param index the roll's index in its stream, as the line shows it.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK, WG_EINVAL (NULL @p out or @p roll) or WG_ENOMEM.
 */
WG_API wg_status wg_roll_to_json(char **out, const wg_roll *roll, uint64_t seed, uint64_t index,
                                 wg_error *err);

/**
 * Re-roll every die below @p target that has not been re-rolled yet, in
 * index order ("re-roll failed 4+ rolls"; target 2 re-rolls the 1s).
 *
 * @return the number of dice re-rolled (0 for NULL).
 */
WG_API size_t wg_roll_reroll_below(wg_roll *roll, int target);

/** @} */

/** @name Deprecated names
 * Old names kept for the 1.x releases (CHANGELOG 1.0.0); they go in 2.0.
 * Define WG_NO_DEPRECATED to hide them.
 * @{ */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
/** @deprecated Use wg_rng_reseed(). */
WG_DEPRECATED("use wg_rng_reseed")
static inline void wg_rng_seed(wg_rng *rng, uint64_t seed)
{
    wg_rng_reseed(rng, seed);
}

/** @deprecated Use wg_rng_state_words(). */
WG_DEPRECATED("use wg_rng_state_words")
static inline void wg_rng_get_state(wg_rng_state *out, const wg_rng *rng)
{
    wg_rng_state_words(out, rng);
}

/** @deprecated Use wg_rng_set_state_words(). */
WG_DEPRECATED("use wg_rng_set_state_words")
static inline wg_status wg_rng_set_state(wg_rng *rng, const wg_rng_state *state, wg_error *err)
{
    return wg_rng_set_state_words(rng, state, err);
}

/** @deprecated Use wg_rng_new_stream(). */
WG_DEPRECATED("use wg_rng_new_stream")
static inline wg_status wg_rng_stream(wg_rng **out, uint64_t seed, uint64_t stream,
                                      wg_error *err)
{
    return wg_rng_new_stream(out, seed, stream, err);
}

/** @deprecated Use wg_roll_die_at(), whose ::wg_die has the flag. */
WG_DEPRECATED("use wg_roll_die_at")
static inline bool wg_roll_rerolled(const wg_roll *roll, size_t index)
{
    wg_die die;
    return wg_roll_die_at(&die, roll, index, NULL) == WG_OK && die.rerolled;
}
#endif
/** @} */

#ifdef __cplusplus
}
#endif

#endif /* WARGEN_RNG_H */
