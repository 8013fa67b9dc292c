/* Shared between the exact distributions' files (wargen/dist.h): the
 * process as the engines see it, and the dense form they fill. The method
 * and its cost are in docs/DESIGN.md, "Exact distributions". */
#ifndef WGI_INTERNAL_DIST_H
#define WGI_INTERNAL_DIST_H

#include <stdint.h>

#include "wargen/dist.h"
#include "internal/gen.h"

/* What an engine's outcomes are indexed by. */
typedef enum wgi_dkey {
    WGI_DKEY_TOTAL,     /* the total AP */
    WGI_DKEY_DRAWS,     /* the number of draws */
    WGI_DKEY_OVERSHOOT, /* total - limit */
    WGI_DKEY_STAT,      /* the entries' stat summed: b, or (a, b) for a joint */
} wgi_dkey;

/* One player's process under the automatic policy: each entry's cost and
 * what it adds to the stat asked for ((0, b) for one stat, (a, b) for the
 * joint of two types, (0, 0) for none). */
typedef struct wgi_dproc {
    int limit;
    wgi_dkey key;
    bool joint; /* the stat is the pair (a, b), not b alone */
    int roll[WG_TABLE_ENTRIES];
    int cost[WG_TABLE_ENTRIES];
    int a[WG_TABLE_ENTRIES], b[WG_TABLE_ENTRIES];
} wgi_dproc;

/* A distribution as the engines make it: numerators over one denominator,
 * dense over the outcomes. Item i is the value lo + i, or with width > 0 the
 * pair (lo + i / width, lo2 + i % width). Each number has `words` words. */
typedef struct wgi_dense {
    int lo, lo2;
    size_t width, len, words;
    uint64_t *num; /* len * words */
    uint64_t *den; /* words */
} wgi_dense;

/* Allocate d's len numbers (zero) and its denominator, of words words:
 * WG_OK or WG_ENOMEM. */
wg_status wgi_dense_alloc(wgi_dense *d, size_t len, size_t words, wg_error *err);
void wgi_dense_free(wgi_dense *d);
/* WG_ERANGE: the computation needs cells of `what`, of words words each,
 * beyond WG_DIST_WORDS_MAX (cells SIZE_MAX: more than a size_t counts). */
wg_status wgi_dist_too_big(wg_error *err, const char *what, size_t cells, size_t words);
/* Whether n cells of words words each fit WG_DIST_WORDS_MAX, with *total
 * the running count of words the computation keeps. */
bool wgi_dist_fits(size_t *total, size_t n, size_t words);
/* WG_ERANGE: a carry left a number's words (a bound the engine computed
 * was wrong; never expected). */
wg_status wgi_dist_overflow(wg_error *err);

/* The engines. Each fills *out (allocated here; freed by the caller) with
 * one player's distribution, or the difference of two. */
/* Dice (G2): a Markov chain over the AP so far. */
wg_status wgi_dist_dice(wgi_dense *out, const wgi_dproc *p, wg_error *err);
/* One deck (G3), reshuffled when it runs out: subsets by size and cost. */
wg_status wgi_dist_deck(wgi_dense *out, const wgi_dproc *p, wg_error *err);
/* Two players sharing one deck: the difference (player 1 - player 2) of a
 * 1-dimensional key, by pairs of army compositions by cost. */
wg_status wgi_dist_shared_difference(wgi_dense *out, const wgi_dproc *p, wg_error *err);
/* WG_OK when a deck shared by two players cannot run out before both
 * finish (then each player's distribution is one player's alone); else
 * WG_ERANGE saying so. */
wg_status wgi_dist_shared_check(const wgi_dproc *p, wg_error *err);

/* The most draws a deck of entries' costs needs to reach limit with its
 * pre-draws below limit: how many of the cheapest fit below it, plus one. */
int wgi_dist_most_cards(const int *cost, int limit);

#endif
