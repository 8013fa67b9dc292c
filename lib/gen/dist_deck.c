/* Exact distributions with one deck (G3, G10): subsets by size and cost.
 *
 * The first n cards of a shuffled deck are any n distinct cards in any
 * order, each ordered choice with probability (36 - n)! / 36!. A player who
 * ends at draw n has drawn a set P of n - 1 cards whose costs sum below the
 * limit, then a card x that brings the sum to the limit or past it; the
 * order within P does not matter (every ordering keeps its partial sums
 * below the limit, costs being 0 or more), so the run (P, x) has probability
 * (n - 1)! (36 - n)! / 36!. A knapsack over the 36 cards counts the pairs
 * (P, x) by |P|, the cost of P, x's cost class and the stat asked for; each
 * count is then weighed by that probability. Order enters only through
 * which card is last.
 *
 * A deck whose 36 costs sum below the limit is drawn whole, then shuffled
 * anew (G3): the whole decks before the last one are certain (36 draws and
 * the deck's total each), so the last deck is this computation with what
 * is left of the limit. */
#include <string.h>

#include "internal/alloc.h"
#include "internal/big.h"
#include "internal/dist.h"
#include "internal/error.h"

/* 36! < 2^139: three words hold every numerator and the denominator. */
#define DECK_WORDS 3

int wgi_dist_most_cards(const int *cost, int limit)
{
    int sorted[WG_TABLE_ENTRIES];
    memcpy(sorted, cost, sizeof sorted);
    for (int i = 1; i < WG_TABLE_ENTRIES; i++) /* insertion sort: 36 items */
        for (int j = i; j > 0 && sorted[j - 1] > sorted[j]; j--) {
            int t = sorted[j];
            sorted[j] = sorted[j - 1];
            sorted[j - 1] = t;
        }
    long sum = 0;
    int k = 0;
    while (k < WG_TABLE_ENTRIES && sum + sorted[k] < limit)
        sum += sorted[k++];
    return k < WG_TABLE_ENTRIES ? k + 1 : k;
}

typedef struct deck {
    const wgi_dproc *p;
    int limit;                  /* what is left of the limit for the last deck */
    long decks;                 /* whole decks drawn before it */
    int total, atotal, btotal;  /* the deck's cost and stat */
    int classes;                /* positive costs: class 1..classes, ascending */
    int class_cost[WG_TABLE_ENTRIES + 1];
    int kmax;                   /* the most cards before the last one */
    size_t na, nb, cells;
    uint64_t *count;            /* [k][class or 0][cost of P][a][b] */
} deck;

static size_t at(const deck *d, int k, int l, int s, int a, int b)
{
    size_t i = (size_t)k * (size_t)(d->classes + 1) + (size_t)l;
    i = i * (size_t)d->limit + (size_t)s;
    return (i * d->na + (size_t)a) * d->nb + (size_t)b;
}

static int class_of(const deck *d, int cost)
{
    for (int l = 1; l <= d->classes; l++)
        if (d->class_cost[l] == cost)
            return l;
    return 0; /* cost 0: never the last card */
}

static void make_classes(deck *d)
{
    const wgi_dproc *p = d->p;
    d->classes = 0;
    for (int e = 0; e < WG_TABLE_ENTRIES; e++) {
        int c = p->cost[e];
        if (c == 0 || class_of(d, c))
            continue;
        int l = ++d->classes;
        while (l > 1 && d->class_cost[l - 1] > c) {
            d->class_cost[l] = d->class_cost[l - 1];
            l--;
        }
        d->class_cost[l] = c;
    }
}

/* a * b, or SIZE_MAX when it overflows. */
static size_t mul_cap(size_t a, size_t b)
{
    return b && a > SIZE_MAX / b ? SIZE_MAX : a * b;
}

/* Card e joins every counted run: in P, or as the last card. Pulled from
 * higher k down, and within k from the last card's classes down to "none",
 * so every source is read before this card changes it. The cards before e
 * can have made at most kmax cards in P and stats amax and bmax. */
static void add_card(deck *d, int e, int kmax, int amax, int bmax)
{
    const wgi_dproc *p = d->p;
    int c = p->cost[e], ea = p->a[e], eb = p->b[e], cls = class_of(d, c);
    for (int k = kmax; k >= 0; k--)
        for (int l = d->classes; l >= 0; l--) {
            bool last = l > 0 && l == cls;
            for (int s = 0; s < d->limit; s++) {
                bool in_p = k > 0 && s >= c;
                if (!in_p && !last)
                    continue;
                uint64_t *to = d->count + at(d, k, l, s, 0, 0);
                const uint64_t *pre = in_p ? d->count + at(d, k - 1, l, s - c, 0, 0) : NULL;
                const uint64_t *fin = last ? d->count + at(d, k, 0, s, 0, 0) : NULL;
                for (int a = ea; a <= amax; a++) {
                    uint64_t *row = to + (size_t)a * d->nb;
                    size_t from = (size_t)(a - ea) * d->nb - (size_t)eb;
                    for (int b = eb; b <= bmax; b++)
                        row[b] += (pre ? pre[from + (size_t)b] : 0) +
                                  (fin ? fin[from + (size_t)b] : 0);
                }
            }
        }
}

/* Where a run ending with n cards of this deck, total t and stat (a, b) is
 * counted, the whole decks before it added. */
static size_t out_index(const deck *d, const wgi_dense *out, int n, int t, int a, int b)
{
    switch (d->p->key) {
    case WGI_DKEY_TOTAL:
    case WGI_DKEY_OVERSHOOT: return (size_t)(t - d->limit);
    case WGI_DKEY_DRAWS: return (size_t)(n - 1);
    default: return out->width ? (size_t)a * out->width + (size_t)b : (size_t)b;
    }
}

static size_t out_shape(const deck *d, wgi_dense *out)
{
    const wgi_dproc *p = d->p;
    int cmax = d->class_cost[d->classes];
    switch (p->key) {
    case WGI_DKEY_TOTAL: out->lo = p->limit; return (size_t)cmax;
    case WGI_DKEY_OVERSHOOT: out->lo = 0; return (size_t)cmax;
    case WGI_DKEY_DRAWS:
        out->lo = (int)(d->decks * WG_TABLE_ENTRIES) + 1;
        return (size_t)d->kmax + 1;
    default:
        if (p->joint) {
            out->lo = (int)d->decks * d->atotal;
            out->lo2 = (int)d->decks * d->btotal;
            out->width = d->nb;
        } else {
            out->lo = (int)d->decks * d->btotal;
        }
        return d->na * d->nb;
    }
}

/* k! (35 - k)!: the weight of a run with k cards before its last one. */
static void weight(uint64_t *w, int k)
{
    wgi_big_set(w, 1, DECK_WORDS);
    for (int i = 2; i <= k; i++)
        wgi_big_mul_small(w, (uint64_t)i, DECK_WORDS);
    for (int i = 2; i <= WG_TABLE_ENTRIES - 1 - k; i++)
        wgi_big_mul_small(w, (uint64_t)i, DECK_WORDS);
}

static void collect(const deck *d, wgi_dense *out)
{
    uint64_t w[DECK_WORDS];
    for (int k = 0; k <= d->kmax; k++) {
        weight(w, k);
        for (int l = 1; l <= d->classes; l++) {
            int c = d->class_cost[l];
            for (int s = d->limit - c < 0 ? 0 : d->limit - c; s < d->limit; s++)
                for (int a = 0; a < (int)d->na; a++)
                    for (int b = 0; b < (int)d->nb; b++) {
                        uint64_t n = d->count[at(d, k, l, s, a, b)];
                        if (n)
                            wgi_big_muladd(out->num + out_index(d, out, k + 1, s + c, a, b) *
                                                          DECK_WORDS,
                                           w, n, DECK_WORDS);
                    }
        }
    }
    wgi_big_set(out->den, 1, DECK_WORDS);
    for (int i = 2; i <= WG_TABLE_ENTRIES; i++)
        wgi_big_mul_small(out->den, (uint64_t)i, DECK_WORDS);
}

wg_status wgi_dist_deck(wgi_dense *out, const wgi_dproc *p, wg_error *err)
{
    deck d = {.p = p};
    for (int e = 0; e < WG_TABLE_ENTRIES; e++) {
        d.total += p->cost[e];
        d.atotal += p->a[e];
        d.btotal += p->b[e];
    }
    /* a table has a cost above 0 (G10 in table.c), so the total is too */
    d.decks = d.total >= p->limit ? 0 : (p->limit - 1) / d.total;
    d.limit = (int)(p->limit - d.decks * d.total);
    make_classes(&d);
    d.kmax = wgi_dist_most_cards(p->cost, d.limit) - 1;
    long most = d.decks * WG_TABLE_ENTRIES + d.kmax + 1;
    if (most > WGI_GEN_MAX_DRAWS)
        return wgi_fail(err, WG_ERANGE, "with cards, reaching %d AP may take %ld draws: the "
                        "generator stops a player at %d (G10), so no exact distribution is "
                        "computed", p->limit, most, WGI_GEN_MAX_DRAWS);
    d.na = (size_t)d.atotal + 1;
    d.nb = (size_t)d.btotal + 1;
    d.cells = mul_cap(mul_cap(mul_cap((size_t)d.kmax + 1, (size_t)d.classes + 1),
                              (size_t)d.limit), mul_cap(d.na, d.nb));
    memset(out, 0, sizeof *out);
    size_t len = out_shape(&d, out), total = 0;
    if (!wgi_dist_fits(&total, d.cells, 1) || !wgi_dist_fits(&total, len, DECK_WORDS))
        return wgi_dist_too_big(err, "deck states (cards, cost, last card and stat)",
                                d.cells == SIZE_MAX ? SIZE_MAX : d.cells + len, 1);
    d.count = wgi_calloc(d.cells, sizeof *d.count);
    if (d.count == NULL)
        return wgi_fail_nomem(err);
    wg_status st = wgi_dense_alloc(out, len, DECK_WORDS, err);
    if (st == WG_OK) {
        d.count[0] = 1; /* no card yet */
        int amax = 0, bmax = 0;
        for (int e = 0; e < WG_TABLE_ENTRIES; e++) {
            amax += p->a[e];
            bmax += p->b[e];
            add_card(&d, e, e + 1 < d.kmax ? e + 1 : d.kmax, amax, bmax);
        }
        collect(&d, out);
    }
    wg_free(d.count);
    return st;
}
