/* Two players drawing from one deck (G3, G9, G10): the difference of their
 * armies.
 *
 * Player F (first) ends with n cards, player S with m, all distinct. As long
 * as the deck does not run out, the interleaving is fixed by (n, m) (they
 * alternate until one ends; the other then draws alone), so a pair of runs
 * (P_F, x_F), (P_S, x_S) has probability (n - 1)! (m - 1)! (36 - n - m)! /
 * 36!, symmetric in the players: who draws first does not matter (G9).
 *
 * Whether a run ends where it does depends only on the costs of its cards,
 * so the pairs are counted by composition: how many cards of each cost
 * class each army has (f and g). An army of composition f ends validly when
 * its total T reaches the limit and some card of it costs more than T -
 * limit (that card may have been last): V(f) choices of the last card.
 * Within a cost class the cards each army holds are a uniformly random set
 * of their number, the two sets disjoint; the stat's difference over the
 * class is counted by a small knapsack (K[class][f_i][g_i][d]), and the
 * classes convolve. A depth-first walk over the classes, largest first,
 * enumerates the compositions, pruning those that pass the limit by more
 * than a card or cannot reach it. The mass of all pairs is 1 exactly when
 * the deck cannot run out; otherwise the computation is refused. */
#include <string.h>

#include "internal/alloc.h"
#include "internal/big.h"
#include "internal/dist.h"
#include "internal/error.h"
#include "internal/mul.h"

/* 36! < 2^139; a leaf's coefficient times a count stays below 36! too. */
#define PAIR_WORDS 3
/* The most compositions walked (partial ones included), a bound on time. */
#define PAIR_NODES_MAX ((size_t)1 << 26)

typedef struct cls {
    int cost, cards, stat; /* stat: the class's cards' stat summed */
    uint64_t *k;           /* [a][b][d + stat], d in -stat..stat */
    int *lo, *hi;          /* [a][b]: the d of K's first and last count above 0 */
} cls;

typedef struct walk {
    const wgi_dproc *p;
    cls c[WG_TABLE_ENTRIES];
    int classes, cmax, stat;   /* stat: all cards' stat summed */
    int reach[WG_TABLE_ENTRIES + 1]; /* AP the classes from i on can still give */
    int f[WG_TABLE_ENTRIES], g[WG_TABLE_ENTRIES];
    uint64_t *vec;             /* per depth: counts over d in -stat..stat */
    int lo[WG_TABLE_ENTRIES + 1], hi[WG_TABLE_ENTRIES + 1]; /* per depth: vec's d above 0 */
    uint64_t m[WG_TABLE_ENTRIES + 1][WG_TABLE_ENTRIES + 1][PAIR_WORDS];
    size_t nodes;
    bool dry;                  /* only count the nodes */
    wgi_dense *out;
    /* The leaves' counts times their choices of last cards, by the armies'
     * sizes n and m (below `sizes`) and out's item, in two words: the
     * weight (n-1)! (m-1)! (36-n-m)! is applied once per (n, m, item). */
    uint64_t *acc;
    int sizes;
} walk;

static size_t kat(const cls *c, int a, int b, int d)
{
    size_t n = (size_t)c->cards + 1;
    return ((size_t)a * n + (size_t)b) * (size_t)(2 * c->stat + 1) + (size_t)(d + c->stat);
}

/* K of class c from its cards' stats: for each card, F takes it, S takes
 * it or neither, pulled from higher (a, b) down. */
static void class_counts(cls *c, const int *x)
{
    c->k[kat(c, 0, 0, 0)] = 1;
    for (int i = 0; i < c->cards; i++)
        for (int a = c->cards; a >= 0; a--)
            for (int b = c->cards - a; b >= 0; b--)
                for (int d = -c->stat; d <= c->stat; d++) {
                    uint64_t v = 0;
                    if (a > 0 && d - x[i] >= -c->stat)
                        v += c->k[kat(c, a - 1, b, d - x[i])];
                    if (b > 0 && d + x[i] <= c->stat)
                        v += c->k[kat(c, a, b - 1, d + x[i])];
                    c->k[kat(c, a, b, d)] += v;
                }
}

/* Where each K[a][b] is above 0, so that the walk convolves only there. */
static void class_ranges(cls *c)
{
    int n = c->cards + 1;
    for (int a = 0; a < n; a++)
        for (int b = 0; a + b < n; b++) {
            int lo = c->stat, hi = -c->stat;
            for (int d = -c->stat; d <= c->stat; d++)
                if (c->k[kat(c, a, b, d)]) {
                    lo = d < lo ? d : lo;
                    hi = d;
                }
            c->lo[a * n + b] = lo;
            c->hi[a * n + b] = hi;
        }
}

/* The stat of entry e as the difference counts it (a 1-dimensional key). */
static int stat_of(const wgi_dproc *p, int e)
{
    return p->key == WGI_DKEY_STAT ? p->b[e] : 0;
}

static wg_status make_classes(walk *w, wg_error *err)
{
    const wgi_dproc *p = w->p;
    int x[WG_TABLE_ENTRIES][WG_TABLE_ENTRIES];
    for (int e = 0; e < WG_TABLE_ENTRIES; e++) {
        int i = 0;
        while (i < w->classes && w->c[i].cost != p->cost[e])
            i++;
        if (i == w->classes)
            w->c[w->classes++] = (cls){.cost = p->cost[e]};
        x[i][w->c[i].cards++] = stat_of(p, e);
        w->c[i].stat += stat_of(p, e);
        w->stat += stat_of(p, e);
        w->cmax = p->cost[e] > w->cmax ? p->cost[e] : w->cmax;
    }
    /* largest classes first: the deep levels of the walk, which it visits
     * most, then convolve the smallest tables */
    for (int i = 1; i < w->classes; i++)
        for (int j = i; j > 0 && w->c[j - 1].cards < w->c[j].cards; j--) {
            cls t = w->c[j];
            w->c[j] = w->c[j - 1];
            w->c[j - 1] = t;
            int tx[WG_TABLE_ENTRIES];
            memcpy(tx, x[j], sizeof tx);
            memcpy(x[j], x[j - 1], sizeof tx);
            memcpy(x[j - 1], tx, sizeof tx);
        }
    size_t total = 0, cells;
    for (int i = 0; i < w->classes; i++) {
        size_t n = (size_t)w->c[i].cards + 1;
        if (!wgi_dist_fits(&total, cells = n * n * (size_t)(2 * w->c[i].stat + 1), 1))
            return wgi_dist_too_big(err, "counts of a cost class", cells, 1);
    }
    cells = (size_t)(w->classes + 1) * (size_t)(2 * w->stat + 1);
    if (!wgi_dist_fits(&total, cells, 1))
        return wgi_dist_too_big(err, "counts of the stat's differences", cells, 1);
    for (int i = 0; i < w->classes; i++) {
        size_t n = (size_t)w->c[i].cards + 1;
        w->c[i].k = wgi_calloc(n * n * (size_t)(2 * w->c[i].stat + 1), sizeof *w->c[i].k);
        w->c[i].lo = wgi_calloc(n * n, sizeof *w->c[i].lo);
        w->c[i].hi = wgi_calloc(n * n, sizeof *w->c[i].hi);
        if (w->c[i].k == NULL || w->c[i].lo == NULL || w->c[i].hi == NULL)
            return wgi_fail_nomem(err);
        class_counts(&w->c[i], x[i]);
        class_ranges(&w->c[i]);
    }
    w->reach[w->classes] = 0;
    for (int i = w->classes - 1; i >= 0; i--)
        w->reach[i] = w->reach[i + 1] + w->c[i].cost * w->c[i].cards;
    w->vec = wgi_calloc((size_t)(w->classes + 1) * (size_t)(2 * w->stat + 1), sizeof *w->vec);
    return w->vec ? WG_OK : wgi_fail_nomem(err);
}

static void free_classes(walk *w)
{
    for (int i = 0; i < w->classes; i++) {
        wg_free(w->c[i].k);
        wg_free(w->c[i].lo);
        wg_free(w->c[i].hi);
    }
    wg_free(w->vec);
}

/* (n-1)! (m-1)! (36-n-m)! for every n, m >= 1 with n + m <= 36. */
static void make_weights(walk *w)
{
    for (int n = 1; n <= WG_TABLE_ENTRIES; n++)
        for (int m = 1; n + m <= WG_TABLE_ENTRIES; m++) {
            uint64_t *x = w->m[n][m];
            wgi_big_set(x, 1, PAIR_WORDS);
            for (int i = 2; i < n; i++)
                wgi_big_mul_small(x, (uint64_t)i, PAIR_WORDS);
            for (int i = 2; i < m; i++)
                wgi_big_mul_small(x, (uint64_t)i, PAIR_WORDS);
            for (int i = 2; i <= WG_TABLE_ENTRIES - n - m; i++)
                wgi_big_mul_small(x, (uint64_t)i, PAIR_WORDS);
        }
}

/* The choices of the last card of an army of composition f and total t:
 * its cards that cost more than t - limit. */
static int last_choices(const walk *w, const int *f, int t)
{
    int v = 0;
    for (int i = 0; i < w->classes; i++)
        if (w->c[i].cost > t - w->p->limit)
            v += f[i];
    return v;
}

static int count_of(const int *f, int classes)
{
    int n = 0;
    for (int i = 0; i < classes; i++)
        n += f[i];
    return n;
}

/* A whole pair: its coefficient times the stat's counts (depth's vec) into
 * the output. */
static void leaf(walk *w, int tf, int ts, int depth)
{
    int vf = last_choices(w, w->f, tf), vs = last_choices(w, w->g, ts);
    if (vf == 0 || vs == 0)
        return;
    int n = count_of(w->f, w->classes), m = count_of(w->g, w->classes);
    const wgi_dense *out = w->out;
    /* out's item 0 is its lowest difference */
    int d0 = w->p->key == WGI_DKEY_DRAWS ? n - m
           : w->p->key == WGI_DKEY_STAT ? 0 : tf - ts;
    const uint64_t *vec = w->vec + (size_t)depth * (size_t)(2 * w->stat + 1) + w->stat;
    uint64_t *acc = w->acc + ((size_t)n * (size_t)w->sizes + (size_t)m) * out->len * 2;
    /* a count is below 3^36 < 2^58, the choices at most 36^2: two words */
    for (int d = w->lo[depth]; d <= w->hi[depth]; d++)
        if (vec[d]) {
            uint64_t *x = acc + (size_t)(d0 + d - out->lo) * 2, lo;
            uint64_t hi = wgi_mul128(vec[d], (uint64_t)vf * (uint64_t)vs, &lo);
            x[0] += lo;
            x[1] += hi + (x[0] < lo);
        }
}

/* The weighed sums of the leaves into out. */
static void weigh(walk *w)
{
    wgi_dense *out = w->out;
    uint64_t t[PAIR_WORDS + 2];
    for (int n = 1; n < w->sizes; n++)
        for (int m = 1; m < w->sizes && n + m <= WG_TABLE_ENTRIES; m++)
            for (size_t i = 0; i < out->len; i++) {
                const uint64_t *x = w->acc + (((size_t)n * (size_t)w->sizes + (size_t)m) *
                                              out->len + i) * 2;
                if (x[0] == 0 && x[1] == 0)
                    continue;
                wgi_big_mul(t, w->m[n][m], PAIR_WORDS, x, 2);
                wgi_big_add(out->num + i * PAIR_WORDS, t, PAIR_WORDS);
            }
}

/* The next depth's counts: this depth's convolved with K[i][a][b], over
 * where each is above 0. */
static void convolve(walk *w, int i, int a, int b)
{
    const cls *c = &w->c[i];
    size_t span = (size_t)(2 * w->stat + 1);
    const uint64_t *from = w->vec + (size_t)i * span + w->stat;
    uint64_t *to = w->vec + (size_t)(i + 1) * span + w->stat;
    int n = c->cards + 1, klo = c->lo[a * n + b], khi = c->hi[a * n + b];
    const uint64_t *k = c->k + kat(c, a, b, 0);
    int lo = w->lo[i] + klo, hi = w->hi[i] + khi;
    w->lo[i + 1] = lo;
    w->hi[i + 1] = hi;
    if (lo > hi)
        return;
    memset(to + lo, 0, (size_t)(hi - lo + 1) * sizeof *to);
    for (int d = w->lo[i]; d <= w->hi[i]; d++) {
        uint64_t x = from[d];
        if (x)
            for (int e = klo; e <= khi; e++)
                to[d + e] += x * k[e];
    }
}

/* Class i onwards, with totals tf and ts so far; false once too many
 * nodes were walked. */
static bool descend(walk *w, int i, int tf, int ts)
{
    if (++w->nodes > PAIR_NODES_MAX)
        return false;
    if (i == w->classes) {
        if (!w->dry && tf >= w->p->limit && ts >= w->p->limit)
            leaf(w, tf, ts, i);
        return true;
    }
    const cls *c = &w->c[i];
    int top = w->p->limit + w->cmax - 1; /* a valid army passes the limit by less than a card */
    for (int a = 0; a <= c->cards; a++) {
        int tf2 = tf + a * c->cost;
        if (tf2 > top)
            break;
        if (tf2 + w->reach[i + 1] < w->p->limit)
            continue;
        w->f[i] = a;
        for (int b = 0; a + b <= c->cards; b++) {
            int ts2 = ts + b * c->cost;
            if (ts2 > top)
                break;
            if (ts2 + w->reach[i + 1] < w->p->limit)
                continue;
            w->g[i] = b;
            if (!w->dry)
                convolve(w, i, a, b);
            if (!descend(w, i + 1, tf2, ts2))
                return false;
        }
    }
    return true;
}

static wg_status too_many(wg_error *err)
{
    return wgi_fail(err, WG_ERANGE, "two players sharing a deck: their armies' compositions "
                    "by cost take more than %zu steps to walk, beyond the bound of an exact "
                    "computation", (size_t)PAIR_NODES_MAX);
}

static wg_status runs_out(const wgi_dproc *p, wg_error *err)
{
    return wgi_fail(err, WG_ERANGE, "two players sharing a deck may run it out before both "
                    "reach %d AP (G3): the deck after a reshuffle is not computed exactly",
                    p->limit);
}

/* Walk every pair into out, over 36!; WG_ERANGE when the deck may run out. */
static wg_status run(walk *w, wgi_dense *out, wg_error *err)
{
    w->dry = true;
    if (!descend(w, 0, 0, 0))
        return too_many(err);
    w->dry = false;
    w->nodes = 0;
    w->out = out;
    w->vec[w->stat] = 1;
    w->lo[0] = w->hi[0] = 0;
    make_weights(w);
    descend(w, 0, 0, 0);
    weigh(w);
    wgi_big_set(out->den, 1, PAIR_WORDS);
    for (int i = 2; i <= WG_TABLE_ENTRIES; i++)
        wgi_big_mul_small(out->den, (uint64_t)i, PAIR_WORDS);
    uint64_t mass[PAIR_WORDS] = {0};
    for (size_t i = 0; i < out->len; i++)
        wgi_big_add(mass, out->num + i * PAIR_WORDS, PAIR_WORDS);
    return wgi_big_cmp(mass, out->den, PAIR_WORDS) == 0 ? WG_OK : runs_out(w->p, err);
}

static wg_status shared(wgi_dense *out, const wgi_dproc *p, wg_error *err)
{
    walk *w = wgi_calloc(1, sizeof *w);
    if (w == NULL)
        return wgi_fail_nomem(err);
    w->p = p;
    wg_status st = make_classes(w, err);
    memset(out, 0, sizeof *out);
    if (st == WG_OK) {
        int span = p->key == WGI_DKEY_DRAWS ? WG_TABLE_ENTRIES - 1
                 : p->key == WGI_DKEY_STAT ? w->stat : w->cmax - 1;
        out->lo = -span;
        st = wgi_dense_alloc(out, (size_t)(2 * span + 1), PAIR_WORDS, err);
    }
    if (st == WG_OK) {
        w->sizes = wgi_dist_most_cards(p->cost, p->limit) + 1;
        size_t cells = (size_t)w->sizes * (size_t)w->sizes * out->len, total = 0;
        if (!wgi_dist_fits(&total, cells, 2))
            st = wgi_dist_too_big(err, "sums by the armies' sizes", cells, 2);
        else if ((w->acc = wgi_calloc(cells * 2, sizeof *w->acc)) == NULL)
            st = wgi_fail_nomem(err);
        if (st != WG_OK)
            wgi_dense_free(out);
    }
    if (st == WG_OK && (st = run(w, out, err)) != WG_OK)
        wgi_dense_free(out);
    free_classes(w);
    wg_free(w->acc);
    wg_free(w);
    return st;
}

wg_status wgi_dist_shared_difference(wgi_dense *out, const wgi_dproc *p, wg_error *err)
{
    return shared(out, p, err);
}

wg_status wgi_dist_shared_check(const wgi_dproc *p, wg_error *err)
{
    long total = 0;
    for (int e = 0; e < WG_TABLE_ENTRIES; e++)
        total += p->cost[e];
    if (total < p->limit)
        return runs_out(p, err);
    /* each army has at most this many cards: two of them fit in one deck */
    if (2 * wgi_dist_most_cards(p->cost, p->limit) <= WG_TABLE_ENTRIES)
        return WG_OK;
    wgi_dproc draws = *p;
    draws.key = WGI_DKEY_DRAWS;
    wgi_dense d;
    wg_status st = shared(&d, &draws, err);
    if (st == WG_OK)
        wgi_dense_free(&d);
    return st;
}
