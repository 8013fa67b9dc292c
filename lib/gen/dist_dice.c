/* Exact distributions with dice (G2, G10): a Markov chain over the AP a
 * player has so far (and the stat asked for). Each step is one draw: a D66
 * picks each of the 36 entries with probability 1/36, so after n draws the
 * live states' numerators are counts of entry sequences over 36^n. A draw
 * that reaches the limit ends the run; the ended numerators are carried to
 * the next step's denominator by Horner's rule (times 36 a step), so the
 * result is over 36^n for the last step n. Entries alike in cost and stat
 * are one transition with their multiplicity. */
#include <string.h>

#include "internal/alloc.h"
#include "internal/big.h"
#include "internal/dist.h"
#include "internal/error.h"

typedef struct group {
    int cost, a, b;
    uint64_t mult;
} group;

/* The distinct (cost, a, b) of the entries, with how many have each. */
static int make_groups(group *g, const wgi_dproc *p)
{
    int n = 0;
    for (int e = 0; e < WG_TABLE_ENTRIES; e++) {
        int k = 0;
        while (k < n && !(g[k].cost == p->cost[e] && g[k].a == p->a[e] && g[k].b == p->b[e]))
            k++;
        if (k == n)
            g[n++] = (group){p->cost[e], p->a[e], p->b[e], 0};
        g[k].mult++;
    }
    return n;
}

/* The words 36^draws needs, or 0 (with *err set) beyond WG_DIST_BITS. */
static size_t words_for(int draws, wg_error *err)
{
    /* 36 < 2^6: 36^draws has fewer than 6 * draws bits; 36 > 2^5: more than
     * 5 * draws, so a larger count is refused without computing it */
    if (draws > WG_DIST_BITS / 5) {
        wgi_fail(err, WG_ERANGE, "with dice, up to %d draws need denominators of 36^%d, "
                 "more than %d bits (WG_DIST_BITS)", draws, draws, WG_DIST_BITS);
        return 0;
    }
    enum { POW_WORDS = 6 * (WG_DIST_BITS / 5) / 64 + 1 };
    size_t words = (size_t)(6 * draws) / 64 + 1;
    uint64_t pow[POW_WORDS];
    wgi_big_set(pow, 1, words);
    for (int i = 0; i < draws; i++)
        wgi_big_mul_small(pow, 36, words);
    size_t bits = wgi_big_bits(pow, words);
    if (bits > WG_DIST_BITS) {
        wgi_fail(err, WG_ERANGE, "with dice, up to %d draws need denominators of 36^%d, "
                 "%zu bits, more than %d (WG_DIST_BITS)", draws, draws, bits, WG_DIST_BITS);
        return 0;
    }
    return bits / 64 + 1;
}

typedef struct chain {
    const wgi_dproc *p;
    group g[WG_TABLE_ENTRIES];
    int groups, cmin, cmax, draws; /* draws: the most a run can take */
    int amax, bmax;           /* the stat's bounds after `draws` draws */
    int amax_entry, bmax_entry; /* an entry's most */
    size_t words, cells;      /* cells: live states, limit * (amax+1) * (bmax+1) */
    uint64_t *live, *next;
    bool carry;
} chain;

static size_t cell(const chain *c, int s, int a, int b)
{
    return ((size_t)s * (size_t)(c->amax + 1) + (size_t)a) * (size_t)(c->bmax + 1) + (size_t)b;
}

/* Where an ended run of n draws, total t and stat (a, b) is counted. */
static size_t out_index(const chain *c, const wgi_dense *out, int n, int t, int a, int b)
{
    switch (c->p->key) {
    case WGI_DKEY_TOTAL: return (size_t)(t - out->lo);
    case WGI_DKEY_DRAWS: return (size_t)(n - out->lo);
    case WGI_DKEY_OVERSHOOT: return (size_t)(t - c->p->limit - out->lo);
    default: return out->width ? (size_t)a * out->width + (size_t)b : (size_t)b;
    }
}

/* The outcomes' shape: lo and len (and width for a joint stat). */
static size_t out_shape(const chain *c, wgi_dense *out)
{
    int L = c->p->limit;
    switch (c->p->key) {
    case WGI_DKEY_TOTAL: out->lo = L; return (size_t)c->cmax;
    case WGI_DKEY_DRAWS: out->lo = 1; return (size_t)c->draws;
    case WGI_DKEY_OVERSHOOT: out->lo = 0; return (size_t)c->cmax;
    default:
        out->lo = 0;
        out->width = c->p->joint ? (size_t)c->bmax + 1 : 0;
        return (size_t)(c->amax + 1) * (size_t)(c->bmax + 1);
    }
}

/* One draw from every live state: ended runs into out, the rest into next. */
static void step(chain *c, wgi_dense *out, int n)
{
    size_t w = c->words;
    memset(c->next, 0, c->cells * w * sizeof *c->next);
    for (size_t i = 0; i < out->len; i++)
        c->carry |= wgi_big_mul_small(out->num + i * w, 36, w) != 0;
    /* after n - 1 draws: at least (n - 1) c_min AP, at most (n - 1) times an
     * entry's stat */
    int s0 = (n - 1) * c->cmin, amax = (n - 1) * c->amax_entry, bmax = (n - 1) * c->bmax_entry;
    amax = amax < c->amax ? amax : c->amax;
    bmax = bmax < c->bmax ? bmax : c->bmax;
    for (int s = s0; s < c->p->limit; s++)
        for (int a = 0; a <= amax; a++)
            for (int b = 0; b <= bmax; b++) {
                const uint64_t *x = c->live + cell(c, s, a, b) * w;
                if (wgi_big_is_zero(x, w))
                    continue;
                for (int k = 0; k < c->groups; k++) {
                    const group *g = &c->g[k];
                    int t = s + g->cost;
                    uint64_t *to = t >= c->p->limit
                                       ? out->num + out_index(c, out, n, t, a + g->a, b + g->b) * w
                                       : c->next + cell(c, t, a + g->a, b + g->b) * w;
                    c->carry |= wgi_big_muladd(to, x, g->mult, w) != 0;
                }
            }
    uint64_t *t = c->live;
    c->live = c->next;
    c->next = t;
}

static bool any_live(const chain *c)
{
    return !wgi_big_is_zero(c->live, c->cells * c->words);
}

wg_status wgi_dist_dice(wgi_dense *out, const wgi_dproc *p, wg_error *err)
{
    chain c = {.p = p};
    c.groups = make_groups(c.g, p);
    int cmin = p->cost[0], amax = 0, bmax = 0; /* of one entry */
    for (int e = 0; e < WG_TABLE_ENTRIES; e++) {
        if (p->cost[e] == 0)
            return wgi_fail(err, WG_ERANGE, "with dice, entry %d costs 0 AP: the number of "
                            "draws has no bound (and the generator stops a player at 10,000, "
                            "G10), so no exact distribution is computed", p->roll[e]);
        cmin = p->cost[e] < cmin ? p->cost[e] : cmin;
        c.cmax = p->cost[e] > c.cmax ? p->cost[e] : c.cmax;
        amax = p->a[e] > amax ? p->a[e] : amax;
        bmax = p->b[e] > bmax ? p->b[e] : bmax;
    }
    c.draws = (int)(((long)p->limit + cmin - 1) / cmin);
    c.cmin = cmin;
    c.amax_entry = amax;
    c.bmax_entry = bmax;
    if ((c.words = words_for(c.draws, err)) == 0)
        return WG_ERANGE;
    /* draws <= WG_DIST_BITS / 5 and the stats at most 8000 an entry (8
     * slots of 1000): no overflow of int */
    c.amax = amax * c.draws;
    c.bmax = bmax * c.draws;
    c.cells = (size_t)p->limit * (size_t)(c.amax + 1) * (size_t)(c.bmax + 1);
    memset(out, 0, sizeof *out);
    size_t len = out_shape(&c, out), total = 0;
    if (!wgi_dist_fits(&total, 2 * c.cells, c.words) || !wgi_dist_fits(&total, len, c.words))
        return wgi_dist_too_big(err, "dice states (AP so far and stat)", 2 * c.cells + len,
                                c.words);
    wg_status st = wgi_dense_alloc(out, len, c.words, err);
    if (st != WG_OK)
        return st;
    c.live = wgi_calloc(c.cells * c.words, sizeof *c.live);
    c.next = wgi_calloc(c.cells * c.words, sizeof *c.next);
    if (c.live == NULL || c.next == NULL) {
        wg_free(c.live);
        wg_free(c.next);
        wgi_dense_free(out);
        return wgi_fail_nomem(err);
    }
    c.live[0] = 1; /* no draw yet: 0 AP, stat 0, probability 1 */
    int n = 0;
    while (any_live(&c))
        step(&c, out, ++n);
    wgi_big_set(out->den, 1, c.words);
    for (int i = 0; i < n; i++)
        c.carry |= wgi_big_mul_small(out->den, 36, c.words) != 0;
    wg_free(c.live);
    wg_free(c.next);
    if (c.carry) {
        wgi_dense_free(out);
        return wgi_dist_overflow(err);
    }
    return WG_OK;
}
