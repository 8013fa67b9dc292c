/* Exact distributions of generated armies (wargen/dist.h): the query read
 * into one player's process, the engine that fits the draw mode
 * (dist_dice.c, dist_deck.c, dist_shared.c), the difference of two
 * independent players, and the reduced fractions. */
#include <string.h>

#include "internal/alloc.h"
#include "internal/big.h"
#include "internal/dist.h"
#include "internal/error.h"

struct wg_dist {
    wg_session_options options;
    wg_policy policy;
    wg_dist_query query;
    size_t count;
    wg_dist_outcome *outcomes;
    char *text; /* the outcomes' numerators and denominators, NUL-separated */
};

static const char *const KIND_NAMES[WG_DIST_KIND_COUNT] = {
    "total", "draws", "overshoot", "units", "type", "types",
};

WGI_ENUM_NAMES(wg_dist_kind, KIND_NAMES, 0, WG_DIST_KIND_COUNT, "distribution kind")

void wg_dist_query_init(wg_dist_query *query)
{
    *query = (wg_dist_query){.kind = WG_DIST_KIND_TOTAL, .player = 1,
                             .type = WG_GEN_UNIT_TYPE_HORDE, .type2 = WG_GEN_UNIT_TYPE_REGULAR};
}

bool wgi_dist_fits(size_t *total, size_t n, size_t words)
{
    if (n == SIZE_MAX || (words && n > (WG_DIST_WORDS_MAX - *total) / words))
        return false;
    *total += n * words;
    return true;
}

wg_status wgi_dist_too_big(wg_error *err, const char *what, size_t cells, size_t words)
{
    if (cells == SIZE_MAX)
        return wgi_fail(err, WG_ERANGE, "the exact distribution needs more %s than can be "
                        "counted, beyond %zu words (WG_DIST_WORDS_MAX)", what,
                        WG_DIST_WORDS_MAX);
    return wgi_fail(err, WG_ERANGE, "the exact distribution needs %zu %s of %zu word%s, "
                    "beyond %zu words of working state (WG_DIST_WORDS_MAX)", cells, what, words,
                    words == 1 ? "" : "s", WG_DIST_WORDS_MAX);
}

wg_status wgi_dist_overflow(wg_error *err)
{
    return wgi_fail(err, WG_ERANGE, "an exact probability left its %d bits (WG_DIST_BITS)",
                    WG_DIST_BITS);
}

wg_status wgi_dense_alloc(wgi_dense *d, size_t len, size_t words, wg_error *err)
{
    d->len = len;
    d->words = words;
    d->num = wgi_calloc(len * words, sizeof *d->num);
    d->den = wgi_calloc(words, sizeof *d->den);
    if (d->num == NULL || d->den == NULL) {
        wgi_dense_free(d);
        return wgi_fail_nomem(err);
    }
    return WG_OK;
}

void wgi_dense_free(wgi_dense *d)
{
    wg_free(d->num);
    wg_free(d->den);
    d->num = d->den = NULL;
}

/* ---------------------------------------------------------------- query */

static int type_units(const wg_gen_entry *e, wg_gen_unit_type type)
{
    int n = 0;
    for (size_t i = 0; i < e->slot_count; i++)
        if (!e->slots[i].endless_spell && e->slots[i].type == type)
            n += e->slots[i].count;
    return n;
}

static bool type_ok(wg_gen_unit_type t)
{
    return (unsigned)t < WG_GEN_UNIT_TYPE_COUNT;
}

static wg_status check_query(const wg_dist_query *q, const wg_session_options *o,
                             wg_error *err)
{
    if ((unsigned)q->kind >= WG_DIST_KIND_COUNT)
        return wgi_fail(err, WG_EINVAL, "unknown distribution kind %d", (int)q->kind);
    if (q->player < 0 || q->player > o->players)
        return wgi_fail(err, WG_EINVAL, "player %d is not %s", q->player,
                        o->players == 1 ? "1 (one player)"
                                        : "1, 2 or 0 (WG_DIST_DIFFERENCE: 1 minus 2)");
    if (q->player == WG_DIST_DIFFERENCE && o->players != 2)
        return wgi_fail(err, WG_EINVAL, "a difference (player 0) needs two players");
    if (q->player == WG_DIST_DIFFERENCE && q->kind == WG_DIST_KIND_TYPES)
        return wgi_fail(err, WG_EINVAL, "the joint of two types has no difference: ask for "
                        "each type's");
    bool typed = q->kind == WG_DIST_KIND_TYPE || q->kind == WG_DIST_KIND_TYPES;
    if (typed && !type_ok(q->type))
        return wgi_fail(err, WG_EINVAL, "unknown unit type %d", (int)q->type);
    if (q->kind == WG_DIST_KIND_TYPES && !type_ok(q->type2))
        return wgi_fail(err, WG_EINVAL, "unknown unit type %d (type2)", (int)q->type2);
    return WG_OK;
}

/* The process of one player under the policy, with the stat the query asks for. */
static void make_proc(wgi_dproc *p, const wg_table *table, const wg_session_options *o,
                      const wg_policy *policy, const wg_dist_query *q)
{
    static const wgi_dkey KEYS[WG_DIST_KIND_COUNT] = {
        WGI_DKEY_TOTAL, WGI_DKEY_DRAWS, WGI_DKEY_OVERSHOOT,
        WGI_DKEY_STAT, WGI_DKEY_STAT, WGI_DKEY_STAT,
    };
    memset(p, 0, sizeof *p);
    p->limit = o->limit;
    p->key = KEYS[q->kind];
    p->joint = q->kind == WG_DIST_KIND_TYPES;
    for (int e = 0; e < WG_TABLE_ENTRIES; e++) {
        const wg_gen_entry *x = &table->entries[e];
        p->roll[e] = x->roll;
        p->cost[e] = wgi_gen_policy_cost(x, policy);
        switch (q->kind) {
        case WG_DIST_KIND_UNITS: p->b[e] = x->units; break;
        case WG_DIST_KIND_TYPE: p->b[e] = type_units(x, q->type); break;
        case WG_DIST_KIND_TYPES:
            p->a[e] = type_units(x, q->type);
            p->b[e] = type_units(x, q->type2);
            break;
        default: break;
        }
    }
}

/* ----------------------------------------------------------- difference */

/* out = X - Y for X and Y independent, both distributed as d (1-dimensional). */
static wg_status difference(wgi_dense *out, const wgi_dense *d, wg_error *err)
{
    size_t w = d->words, w2 = 2 * w + 1;
    uint64_t *sq = wgi_calloc(2 * w, sizeof *sq);
    if (sq == NULL)
        return wgi_fail_nomem(err);
    wgi_big_mul(sq, d->den, w, d->den, w);
    size_t bits = wgi_big_bits(sq, 2 * w);
    wg_free(sq);
    if (bits > WG_DIST_BITS)
        return wgi_fail(err, WG_ERANGE, "the difference's denominator has %zu bits, more "
                        "than %d (WG_DIST_BITS)", bits, WG_DIST_BITS);
    size_t total = 0;
    if (!wgi_dist_fits(&total, 2 * d->len, w2))
        return wgi_dist_too_big(err, "differences", 2 * d->len, w2);
    memset(out, 0, sizeof *out);
    out->lo = -(int)(d->len - 1);
    wg_status st = wgi_dense_alloc(out, 2 * d->len - 1, w2, err);
    uint64_t *prod = wgi_calloc(w2, sizeof *prod);
    if (st != WG_OK || prod == NULL) {
        wg_free(prod);
        wgi_dense_free(out);
        return st != WG_OK ? st : wgi_fail_nomem(err);
    }
    for (size_t x = 0; x < d->len; x++)
        for (size_t y = 0; y < d->len; y++) {
            const uint64_t *nx = d->num + x * w, *ny = d->num + y * w;
            if (wgi_big_is_zero(nx, w) || wgi_big_is_zero(ny, w))
                continue;
            wgi_big_mul(prod, nx, w, ny, w);
            prod[2 * w] = 0;
            /* value (lo + x) - (lo + y): item x - y + len - 1 */
            wgi_big_add(out->num + (x + d->len - 1 - y) * w2, prod, w2);
        }
    wgi_big_mul(prod, d->den, w, d->den, w);
    prod[2 * w] = 0;
    memcpy(out->den, prod, w2 * sizeof *prod);
    wg_free(prod);
    return WG_OK;
}

/* ------------------------------------------------------------ outcomes */

/* The primes of every denominator: 36^n (dice), 36! (cards), and their squares. */
static const uint64_t PRIMES[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31};

/* Divide num and den by every small prime they share. */
static void reduce(uint64_t *num, uint64_t *den, uint64_t *tmp, size_t w)
{
    for (size_t i = 0; i < sizeof PRIMES / sizeof *PRIMES; i++)
        for (;;) {
            memcpy(tmp, num, w * sizeof *tmp);
            if (wgi_big_div_small(tmp, PRIMES[i], w) != 0)
                break;
            memcpy(tmp + w, den, w * sizeof *tmp);
            if (wgi_big_div_small(tmp + w, PRIMES[i], w) != 0)
                break;
            memcpy(num, tmp, w * sizeof *tmp);
            memcpy(den, tmp + w, w * sizeof *tmp);
        }
}

static size_t support(const wgi_dense *d)
{
    size_t n = 0;
    for (size_t i = 0; i < d->len; i++)
        n += !wgi_big_is_zero(d->num + i * d->words, d->words);
    return n;
}

/* The dense numerators as reduced outcomes, their digits in one text. */
static wg_status fill(wg_dist *dist, const wgi_dense *d, wg_error *err)
{
    size_t w = d->words, n = support(d);
    dist->outcomes = wgi_calloc(n ? n : 1, sizeof *dist->outcomes);
    uint64_t *tmp = wgi_calloc(4 * w, sizeof *tmp);
    size_t *offsets = wgi_calloc(2 * (n ? n : 1), sizeof *offsets);
    wgi_buf text;
    wgi_buf_init(&text);
    wg_status st = dist->outcomes && tmp && offsets ? WG_OK : wgi_fail_nomem(err);
    for (size_t i = 0, k = 0; st == WG_OK && i < d->len; i++) {
        uint64_t *num = tmp + 2 * w, *den = tmp + 3 * w;
        memcpy(num, d->num + i * w, w * sizeof *num);
        if (wgi_big_is_zero(num, w))
            continue;
        memcpy(den, d->den, w * sizeof *den);
        reduce(num, den, tmp, w);
        wg_dist_outcome *o = &dist->outcomes[k];
        if (d->width) {
            o->value = d->lo + (int)(i / d->width);
            o->value2 = d->lo2 + (int)(i % d->width);
        } else {
            o->value = d->lo + (int)i;
        }
        o->probability = wgi_big_ratio(num, den, w);
        offsets[2 * k] = text.len;
        wgi_big_add_decimal(&text, num, w);
        wgi_buf_add(&text, "/");
        offsets[2 * k + 1] = text.len;
        wgi_big_add_decimal(&text, den, w);
        wgi_buf_add(&text, "/");
        k++;
    }
    size_t len = text.len;
    if (st == WG_OK && (st = wgi_buf_finish(&text, &dist->text, err)) == WG_OK) {
        for (size_t i = 0; i < len; i++) /* the separators end the strings */
            if (dist->text[i] == '/')
                dist->text[i] = '\0';
        for (size_t k = 0; k < n; k++) {
            dist->outcomes[k].numerator = dist->text + offsets[2 * k];
            dist->outcomes[k].denominator = dist->text + offsets[2 * k + 1];
        }
        dist->count = n;
    }
    if (st != WG_OK)
        wgi_buf_free(&text);
    wg_free(tmp);
    wg_free(offsets);
    return st;
}

/* --------------------------------------------------------------- compute */

/* One player's distribution: every player's is the same (see dist.h). */
static wg_status one_player(wgi_dense *out, const wgi_dproc *p, const wg_session_options *o,
                            wg_error *err)
{
    if (o->mode == WG_DRAW_MODE_DICE)
        return wgi_dist_dice(out, p, err);
    if (o->players == 2 && !o->per_player_decks) {
        wg_status st = wgi_dist_shared_check(p, err);
        if (st != WG_OK)
            return st;
    }
    return wgi_dist_deck(out, p, err);
}

static wg_status compute(wgi_dense *out, const wgi_dproc *p, const wg_session_options *o,
                         int player, wg_error *err)
{
    if (player != WG_DIST_DIFFERENCE)
        return one_player(out, p, o, err);
    if (o->mode == WG_DRAW_MODE_CARDS && !o->per_player_decks)
        return wgi_dist_shared_difference(out, p, err);
    wgi_dense one;
    wg_status st = one_player(&one, p, o, err);
    if (st == WG_OK) {
        st = difference(out, &one, err);
        wgi_dense_free(&one);
    }
    return st;
}

wg_status wg_dist_compute(wg_dist **out, const wg_table *table,
                          const wg_session_options *options, const wg_policy *policy,
                          const wg_dist_query *query, wg_error *err)
{
    wg_policy fallback;
    if (out != NULL)
        *out = NULL;
    if (out == NULL || table == NULL || query == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_dist_compute: NULL argument");
    if (policy == NULL) {
        wg_policy_init(&fallback);
        policy = &fallback;
    }
    wg_status st = wgi_gen_check_options(options, err);
    if (st == WG_OK && (policy->reinforce < 0 || policy->reinforce > 2))
        st = wgi_fail(err, WG_EINVAL, "policy: reinforce level %d is not 0, 1 or 2 (G7)",
                      policy->reinforce);
    if (st == WG_OK)
        st = check_query(query, options, err);
    if (st != WG_OK)
        return st;
    wgi_dproc p;
    make_proc(&p, table, options, policy, query);
    wgi_dense d;
    if ((st = compute(&d, &p, options, query->player, err)) != WG_OK)
        return st;
    wg_dist *dist = wgi_calloc(1, sizeof *dist);
    if (dist == NULL) {
        wgi_dense_free(&d);
        return wgi_fail_nomem(err);
    }
    *dist = (wg_dist){.options = *options, .policy = *policy, .query = *query};
    st = fill(dist, &d, err);
    wgi_dense_free(&d);
    if (st != WG_OK) {
        wg_dist_free(dist);
        return st;
    }
    *out = dist;
    return WG_OK;
}

void wg_dist_free(wg_dist *dist)
{
    if (dist == NULL)
        return;
    wg_free(dist->outcomes);
    wg_free(dist->text);
    wg_free(dist);
}

size_t wg_dist_count(const wg_dist *dist)
{
    return dist ? dist->count : 0;
}

const wg_dist_outcome *wg_dist_at(const wg_dist *dist, size_t index)
{
    return dist && index < dist->count ? &dist->outcomes[index] : NULL;
}

/* ------------------------------------------------------------------ JSON */

wg_status wg_dist_to_json(char **out, const wg_dist *dist, wg_error *err)
{
    if (out == NULL || dist == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_dist_to_json: NULL argument");
    const wg_session_options *o = &dist->options;
    const wg_dist_query *q = &dist->query;
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_buf_addf(&b, "{\"limit\": %d, \"mode\": \"%s\"", o->limit, wg_draw_mode_name(o->mode));
    wgi_decks_write(&b, o);
    wgi_buf_addf(&b, ", \"players\": %d", o->players);
    if (dist->policy.reinforce)
        wgi_buf_addf(&b, ", \"reinforce\": %d", dist->policy.reinforce);
    wgi_buf_addf(&b, ", \"of\": \"%s\"", wg_dist_kind_name(q->kind));
    if (q->kind == WG_DIST_KIND_TYPE)
        wgi_buf_addf(&b, ", \"type\": \"%s\"", wg_gen_unit_type_name(q->type));
    else if (q->kind == WG_DIST_KIND_TYPES)
        wgi_buf_addf(&b, ", \"types\": [\"%s\", \"%s\"]", wg_gen_unit_type_name(q->type),
                     wg_gen_unit_type_name(q->type2));
    if (q->player == WG_DIST_DIFFERENCE)
        wgi_buf_add(&b, ", \"difference\": [1, 2]");
    else
        wgi_buf_addf(&b, ", \"player\": %d", q->player);
    wgi_buf_add(&b, ", \"outcomes\": [");
    for (size_t i = 0; i < dist->count; i++) {
        const wg_dist_outcome *x = &dist->outcomes[i];
        wgi_buf_addf(&b, "%s[%d, ", i ? ", " : "", x->value);
        if (q->kind == WG_DIST_KIND_TYPES)
            wgi_buf_addf(&b, "%d, ", x->value2);
        wgi_buf_addf(&b, "\"%s/%s\"]", x->numerator, x->denominator);
    }
    wgi_buf_add(&b, "]}");
    return wgi_buf_finish(&b, out, err);
}
