/* gen module, exact distributions (wargen/dist.h; G1-G10): against an
 * enumeration of the process written here independently of lib/gen (every
 * draw of every run, weighed), against a million armies of the real
 * generator (chi-square), exact sums, the bounds, bad arguments and
 * allocation failures. */
#include <math.h>

#include "test_gen_common.h"
#include "internal/big.h"

__extension__ typedef unsigned __int128 u128;

/* Whether the tests run under valgrind (meson test --setup valgrind sets
 * WARGEN_TEST_WRAPPER): the million armies and the larger enumerations take
 * minutes there, and check nothing the small ones do not. */
static bool under_valgrind(void)
{
    return getenv("WARGEN_TEST_WRAPPER") != NULL;
}

/* ------------------------------------------------------------ tables */

static const char *const SLOTS[6] = {
    "[{\"count\": 1, \"type\": \"horde\", \"reinforceable\": true}]",
    "[{\"count\": 2, \"type\": \"regular\"}]",
    "[{\"count\": 1, \"type\": \"champion\"}, {\"endless_spell\": true}]",
    "[{\"count\": 1, \"type\": \"conqueror\"}, {\"count\": 1, \"type\": \"elite\", "
    "\"reinforceable\": true}]",
    "[{\"count\": 2, \"type\": \"guard\", \"reinforceable\": true}, {\"count\": 1, "
    "\"type\": \"horde\"}]",
    "[{\"endless_spell\": true}]",
};

/* A table of the given costs, the slots cycling through SLOTS. */
static wg_table *costed_table(const int *costs)
{
    char bodies[36][256];
    const char *b[36];
    for (int i = 0; i < 36; i++) {
        snprintf(bodies[i], sizeof bodies[i], "\"cost\": %d, \"slots\": %s", costs[i],
                 SLOTS[(i * 5) % 6]);
        b[i] = bodies[i];
    }
    return table_of(b);
}

/* Cheap and dear: four entries of 1 AP, two of 2, the rest 3 or 4, so that
 * most runs end in a draw or two and a small limit enumerates quickly. */
static wg_table *cheap_dear_table(int zero_costs)
{
    int costs[36];
    for (int i = 0; i < 36; i++)
        costs[i] = i < zero_costs ? 0 : i < 4 ? 1 : i < 6 ? 2 : 3 + i % 2;
    return costed_table(costs);
}

/* --------------------------------------- the process, enumerated here */

/* Each entry as the automatic run takes it: every listed unit fielded,
 * every `*` slot reinforced to the policy's level (G7). */
typedef struct entry_stat {
    int cost, units, types[WG_GEN_UNIT_TYPE_COUNT];
} entry_stat;

typedef struct army {
    int total, draws, units, types[WG_GEN_UNIT_TYPE_COUNT];
    bool finished;
} army;

/* One question and the weights of its values, over a common denominator. */
#define ACC 4096
typedef struct question {
    wg_dist_query q;
    u128 weight[ACC];
} question;

typedef struct process {
    entry_stat e[36];
    wg_session_options o;
    int depth_max;       /* the most draws of a run, both players' */
    bool ran_out;        /* a shared deck ran out in some run */
    question *questions;
    size_t n_questions;
    bool dry;            /* only find depth_max */
} process;

static int value_of(const army *a, const wg_dist_query *q, int limit, int which)
{
    wg_gen_unit_type t = which ? q->type2 : q->type;
    switch (q->kind) {
    case WG_DIST_KIND_TOTAL: return a->total;
    case WG_DIST_KIND_DRAWS: return a->draws;
    case WG_DIST_KIND_OVERSHOOT: return a->total - limit;
    case WG_DIST_KIND_UNITS: return a->units;
    default: return a->types[t];
    }
}

static size_t slot_of(const question *x, const army *armies, int limit)
{
    const wg_dist_query *q = &x->q;
    int v;
    if (q->kind == WG_DIST_KIND_TYPES) {
        const army *a = &armies[q->player - 1];
        int u = value_of(a, q, limit, 0), w = value_of(a, q, limit, 1);
        assert_true(u >= 0 && u < 64 && w >= 0 && w < 64);
        return (size_t)u * 64 + (size_t)w;
    }
    if (q->player == WG_DIST_DIFFERENCE)
        v = value_of(&armies[0], q, limit, 0) - value_of(&armies[1], q, limit, 0);
    else
        v = value_of(&armies[q->player - 1], q, limit, 0);
    assert_true(v > -ACC / 2 && v < ACC / 2);
    return (size_t)(v + ACC / 2);
}

/* The weight of a run of `depth` draws over the common denominator: the
 * draws it did not make, each 36 (dice) or the cards then left in each
 * deck (cards). */
static u128 leaf_weight(const process *p, int depth, const int *dealt, int decks)
{
    u128 w = 1;
    if (p->o.mode == WG_DRAW_MODE_DICE) {
        for (int i = depth; i < p->depth_max; i++)
            w *= 36;
        return w;
    }
    /* cards: the denominator is each deck's 36 * 35 * ... over the most
     * cards a deck gives in any run (no reshuffle in these runs) */
    for (int d = 0; d < decks; d++)
        for (int i = dealt[d]; i < p->depth_max; i++)
            w *= (u128)(36 - i);
    return w;
}

typedef struct node {
    army a[2];
    int turn, depth;
    bool left[2][36]; /* cards still in each deck */
    int dealt[2];
} node;

static int decks_of(const process *p)
{
    return p->o.mode == WG_DRAW_MODE_CARDS ? (p->o.per_player_decks ? p->o.players : 1) : 0;
}

static void leaf(process *p, const node *n)
{
    /* dice: the most draws of a run; cards: the most cards of a deck */
    int depth = decks_of(p) ? (n->dealt[0] > n->dealt[1] ? n->dealt[0] : n->dealt[1]) : n->depth;
    if (depth > p->depth_max)
        p->depth_max = depth;
    if (p->dry)
        return;
    int decks = decks_of(p);
    u128 w = leaf_weight(p, n->depth, n->dealt, decks);
    for (size_t i = 0; i < p->n_questions; i++)
        p->questions[i].weight[slot_of(&p->questions[i], n->a, p->o.limit)] += w;
}

/* G9, G10: the turn passes to the other player unless they have finished;
 * a player who has finished draws no more. */
static void walk(process *p, const node *n);

static void draw(process *p, const node *n, int e, int deck)
{
    node c = *n;
    army *a = &c.a[c.turn];
    a->total += p->e[e].cost;
    a->draws++;
    a->units += p->e[e].units;
    for (int t = 0; t < WG_GEN_UNIT_TYPE_COUNT; t++)
        a->types[t] += p->e[e].types[t];
    a->finished = a->total >= p->o.limit;
    if (deck >= 0) {
        c.left[deck][e] = false;
        c.dealt[deck]++;
    }
    c.depth++;
    int other = 1 - c.turn;
    if (p->o.players == 2 && !c.a[other].finished)
        c.turn = other;
    else if (a->finished)
        c.turn = -1;
    walk(p, &c);
}

static void walk(process *p, const node *n)
{
    if (n->turn < 0) {
        leaf(p, n);
        return;
    }
    if (p->o.mode == WG_DRAW_MODE_DICE) {
        for (int e = 0; e < 36; e++)
            draw(p, n, e, -1);
        return;
    }
    int deck = p->o.per_player_decks ? n->turn : 0;
    if (n->dealt[deck] == 36) {
        p->ran_out = true; /* these tests keep to runs without a reshuffle */
        return;
    }
    for (int e = 0; e < 36; e++)
        if (n->left[deck][e])
            draw(p, n, e, deck);
}

/* Every run from each first player; the denominator is returned. */
static u128 enumerate(process *p)
{
    int firsts = p->o.players == 2 && p->o.first_player == 0 ? 2 : 1;
    for (int pass = 0; pass < 2; pass++) {
        p->dry = pass == 0;
        for (int f = 0; f < firsts; f++) {
            node n;
            memset(&n, 0, sizeof n);
            memset(n.left, 1, sizeof n.left);
            n.turn = p->o.first_player ? p->o.first_player - 1 : f;
            walk(p, &n);
        }
    }
    /* the denominator: 36^depth_max, or 36 * 35 * ... per deck, per first player */
    node none;
    memset(&none, 0, sizeof none);
    return (u128)firsts * leaf_weight(p, 0, none.dealt, decks_of(p));
}

static void entry_stats(process *p, const wg_table *t, int reinforce)
{
    for (int i = 0; i < 36; i++) {
        const wg_gen_entry *x = wg_table_entry_at(t, (size_t)i);
        entry_stat *s = &p->e[i];
        memset(s, 0, sizeof *s);
        s->cost = x->cost;
        for (size_t k = 0; k < x->slot_count; k++) {
            const wg_slot *sl = &x->slots[k];
            if (sl->endless_spell)
                continue; /* G6: a spell, no unit */
            s->units += sl->count;
            s->types[sl->type] += sl->count;
            s->cost += sl->reinforceable ? reinforce : 0; /* G7 */
        }
    }
}

/* ------------------------------------------------- comparing fractions */

/* Whether n/d is in lowest terms: no prime of a denominator (36^n, 36!
 * and their squares: the primes to 31) divides both. */
static bool lowest_terms(u128 n, u128 d)
{
    static const unsigned primes[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31};
    for (size_t i = 0; i < sizeof primes / sizeof *primes; i++)
        if (n % primes[i] == 0 && d % primes[i] == 0)
            return false;
    return true;
}

static u128 parse128(const char *s)
{
    u128 v = 0;
    for (; *s; s++) {
        assert_true(*s >= '0' && *s <= '9');
        assert_true(v < ((u128)1 << 120));
        v = v * 10 + (u128)(*s - '0');
    }
    return v;
}

static void show128(char *buf, u128 v)
{
    char tmp[64];
    int n = 0;
    do {
        tmp[n++] = (char)('0' + (int)(v % 10));
        v /= 10;
    } while (v);
    for (int i = 0; i < n; i++)
        buf[i] = tmp[n - 1 - i];
    buf[n] = '\0';
}

static const char *describe(const wg_dist_query *q)
{
    static char text[96];
    snprintf(text, sizeof text, "%s of %s%s%s", wg_dist_kind_name(q->kind),
             q->player ? (q->player == 1 ? "player 1" : "player 2") : "1 - 2",
             q->kind >= WG_DIST_KIND_TYPE ? ", " : "",
             q->kind >= WG_DIST_KIND_TYPE ? wg_gen_unit_type_name(q->type) : "");
    return text;
}

/* The library's distribution equals the enumerated one, outcome by outcome. */
static void compare(const wg_table *t, const process *p, const wg_policy *policy,
                    const question *x, u128 den, const char *what)
{
    wg_dist *d = NULL;
    wg_error err;
    if (wg_dist_compute(&d, t, &p->o, policy, &x->q, &err) != WG_OK)
        fail_msg("%s, %s: %s", what, describe(&x->q), err.message);
    size_t k = 0;
    for (size_t i = 0; i < ACC; i++) {
        if (x->weight[i] == 0)
            continue;
        const wg_dist_outcome *o = wg_dist_at(d, k++);
        if (o == NULL)
            fail_msg("%s, %s: the library has fewer outcomes", what, describe(&x->q));
        int v = x->q.kind == WG_DIST_KIND_TYPES ? (int)(i / 64) : (int)i - ACC / 2;
        int v2 = x->q.kind == WG_DIST_KIND_TYPES ? (int)(i % 64) : 0;
        u128 n = parse128(o->numerator), m = parse128(o->denominator);
        /* n/m = weight/den, both below 2^64 or so: the products fit */
        if (o->value != v || o->value2 != v2 || n * den != x->weight[i] * m ||
            !lowest_terms(n, m)) {
            char sw[64], sd[64];
            show128(sw, x->weight[i]);
            show128(sd, den);
            fail_msg("%s, %s: outcome %zu is (%d, %d) %s/%s, enumerated (%d, %d) %s/%s", what,
                     describe(&x->q), k - 1, o->value, o->value2, o->numerator,
                     o->denominator, v, v2, sw, sd);
        }
    }
    assert_int_equal(wg_dist_count(d), k);
    wg_dist_free(d);
}

/* Every question for these options: each kind of each player, each type,
 * three joints, and each difference. */
static size_t make_questions(question **out, const wg_session_options *o)
{
    static const int PAIRS[3][2] = {{0, 1}, {6, 7}, {2, 2}};
    size_t cap = 64, n = 0;
    question *qs = calloc(cap, sizeof *qs);
    assert_non_null(qs);
    for (int player = o->players == 2 ? 0 : 1; player <= o->players; player++) {
        for (int kind = 0; kind < WG_DIST_KIND_COUNT; kind++) {
            int variants = kind == WG_DIST_KIND_TYPE ? WG_GEN_UNIT_TYPE_COUNT
                         : kind == WG_DIST_KIND_TYPES ? (player ? 3 : 0) : 1;
            for (int v = 0; v < variants; v++) {
                wg_dist_query *q = &qs[n++].q;
                wg_dist_query_init(q);
                q->kind = (wg_dist_kind)kind;
                q->player = player;
                if (kind == WG_DIST_KIND_TYPE)
                    q->type = (wg_gen_unit_type)v;
                if (kind == WG_DIST_KIND_TYPES) {
                    q->type = (wg_gen_unit_type)PAIRS[v][0];
                    q->type2 = (wg_gen_unit_type)PAIRS[v][1];
                }
            }
        }
    }
    assert_true(n <= cap);
    *out = qs;
    return n;
}

/* Enumerate the process of t with options o and the policy's level, and
 * require every distribution of the library to be the same. */
static void agree(const wg_table *t, const wg_session_options *o, int reinforce,
                  const char *what)
{
    process *p = calloc(1, sizeof *p);
    assert_non_null(p);
    p->o = *o;
    entry_stats(p, t, reinforce);
    p->n_questions = make_questions(&p->questions, o);
    u128 den = enumerate(p);
    assert_false(p->ran_out);
    wg_policy policy = {.reinforce = reinforce};
    for (size_t i = 0; i < p->n_questions; i++) {
        u128 sum = 0;
        for (size_t k = 0; k < ACC; k++)
            sum += p->questions[i].weight[k];
        assert_true(sum == den); /* the enumeration's own check: every run counted */
        compare(t, p, &policy, &p->questions[i], den, what);
    }
    free(p->questions);
    free(p);
}

static wg_session_options opts(int limit, int players, wg_draw_mode mode, bool own_decks)
{
    wg_session_options o = options(limit, players, mode, 0);
    o.per_player_decks = own_decks;
    return o;
}

/* The enumerated cases: a table, the options, and the limits 1 to top
 * (one less under valgrind). */
static const struct enumerated {
    bool default_table;
    int players;
    wg_draw_mode mode;
    bool own_decks;
    int first, top;
    const char *what;
} ENUMERATED[] = {
    {false, 1, WG_DRAW_MODE_DICE, false, 0, 4, "dice, 1 player, cheap and dear"},
    {true, 1, WG_DRAW_MODE_DICE, false, 0, 4, "dice, 1 player, default table"},
    {false, 2, WG_DRAW_MODE_DICE, false, 0, 3, "dice, 2 players, cheap and dear"},
    {false, 2, WG_DRAW_MODE_DICE, false, 2, 3, "dice, 2 players, player 2 first"},
    {false, 1, WG_DRAW_MODE_CARDS, false, 0, 4, "cards, 1 player, cheap and dear"},
    {true, 1, WG_DRAW_MODE_CARDS, false, 0, 4, "cards, 1 player, default table"},
    {false, 2, WG_DRAW_MODE_CARDS, false, 0, 3, "cards, 2 players, one deck, cheap and dear"},
    {true, 2, WG_DRAW_MODE_CARDS, false, 0, 2, "cards, 2 players, one deck, default table"},
    {false, 2, WG_DRAW_MODE_CARDS, false, 1, 3, "cards, 2 players, one deck, player 1 first"},
    {false, 2, WG_DRAW_MODE_CARDS, true, 0, 3, "cards, 2 players, a deck each, cheap and dear"},
};

static void enumerated(wg_draw_mode mode)
{
    wg_table *cheap = cheap_dear_table(0), *def = default_table();
    for (size_t i = 0; i < sizeof ENUMERATED / sizeof *ENUMERATED; i++) {
        const struct enumerated *c = &ENUMERATED[i];
        if (c->mode != mode)
            continue;
        for (int limit = 1; limit <= c->top - under_valgrind(); limit++) {
            wg_session_options o = opts(limit, c->players, mode, c->own_decks);
            o.first_player = c->first;
            agree(c->default_table ? def : cheap, &o, 0, c->what);
        }
    }
    wg_table_free(cheap);
    wg_table_free(def);
}

/* G2, G9, G10: dice, one player and two, against every run. */
static void test_enumerated_dice(void **state)
{
    (void)state;
    enumerated(WG_DRAW_MODE_DICE);
}

/* G3, G9, G10: cards, a shared deck and one per player, against every run. */
static void test_enumerated_cards(void **state)
{
    (void)state;
    enumerated(WG_DRAW_MODE_CARDS);
}

/* G7 (the policy's reinforcement adds AP, not units) and cards of 0 AP,
 * which may be drawn but never end a run (G10). */
static void test_enumerated_policy_and_free_cards(void **state)
{
    (void)state;
    wg_table *cheap = cheap_dear_table(0), *free_cards = cheap_dear_table(2);
    for (int reinforce = 1; reinforce <= 2; reinforce++)
        for (int limit = 2; limit <= 4; limit++) {
            wg_session_options o = opts(limit, 1, WG_DRAW_MODE_DICE, false);
            agree(cheap, &o, reinforce, "dice, reinforced");
            o = opts(limit, 2, WG_DRAW_MODE_CARDS, false);
            agree(cheap, &o, reinforce, "cards, one deck, reinforced");
        }
    for (int limit = 1; limit <= 3; limit++) {
        wg_session_options o = opts(limit, 1, WG_DRAW_MODE_CARDS, false);
        agree(free_cards, &o, 0, "cards of 0 AP, 1 player");
        o = opts(limit, 2, WG_DRAW_MODE_CARDS, false);
        if (limit <= 2 || !under_valgrind())
            agree(free_cards, &o, 0, "cards of 0 AP, 2 players, one deck");
    }
    wg_table_free(cheap);
    wg_table_free(free_cards);
}

/* ------------------------------------------------------ exact sums */

/* The outcomes' probabilities summed exactly: 1. Fractions are added over
 * the product of denominators and reduced by the small primes every
 * denominator is made of (36^n, 36! and their squares). */
#define SUM_WORDS 160
static void parse_big(uint64_t *x, const char *s)
{
    wgi_big_set(x, 0, SUM_WORDS);
    for (; *s; s++) {
        wgi_big_mul_small(x, 10, SUM_WORDS);
        uint64_t digit[SUM_WORDS];
        wgi_big_set(digit, (uint64_t)(*s - '0'), SUM_WORDS);
        wgi_big_add(x, digit, SUM_WORDS);
    }
}

static void reduce_big(uint64_t *n, uint64_t *d)
{
    static const uint64_t primes[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31};
    uint64_t a[SUM_WORDS], b[SUM_WORDS];
    for (size_t i = 0; i < sizeof primes / sizeof *primes; i++)
        for (;;) {
            memcpy(a, n, sizeof a);
            memcpy(b, d, sizeof b);
            if (wgi_big_div_small(a, primes[i], SUM_WORDS) ||
                wgi_big_div_small(b, primes[i], SUM_WORDS))
                break;
            memcpy(n, a, sizeof a);
            memcpy(d, b, sizeof b);
        }
}

static void sums_to_one(const wg_dist *dist, const char *what)
{
    uint64_t sn[SUM_WORDS], sd[SUM_WORDS], n[SUM_WORDS], d[SUM_WORDS];
    uint64_t x[2 * SUM_WORDS], y[2 * SUM_WORDS];
    wgi_big_set(sn, 0, SUM_WORDS);
    wgi_big_set(sd, 1, SUM_WORDS);
    assert_true(wg_dist_count(dist) > 0);
    for (size_t i = 0; i < wg_dist_count(dist); i++) {
        const wg_dist_outcome *o = wg_dist_at(dist, i);
        assert_true(o->probability > 0 && o->probability <= 1);
        parse_big(n, o->numerator);
        parse_big(d, o->denominator);
        assert_false(wgi_big_is_zero(n, SUM_WORDS));
        assert_true(wgi_big_cmp(n, d, SUM_WORDS) <= 0);
        /* sn/sd + n/d = (sn d + n sd) / (sd d) */
        wgi_big_mul(x, sn, SUM_WORDS / 2, d, SUM_WORDS / 2);
        wgi_big_mul(y, n, SUM_WORDS / 2, sd, SUM_WORDS / 2);
        assert_int_equal(wgi_big_add(x, y, SUM_WORDS), 0);
        memcpy(sn, x, sizeof sn);
        wgi_big_mul(y, sd, SUM_WORDS / 2, d, SUM_WORDS / 2);
        memcpy(sd, y, sizeof sd);
        reduce_big(sn, sd);
        assert_true(wgi_big_bits(sd, SUM_WORDS) < 64 * SUM_WORDS / 2);
    }
    if (wgi_big_cmp(sn, sd, SUM_WORDS) != 0)
        fail_msg("%s: the probabilities do not sum to 1", what);
}

static wg_dist *dist_of(const wg_table *t, const wg_session_options *o, wg_dist_kind kind,
                        int player, wg_gen_unit_type type)
{
    wg_dist_query q;
    wg_dist_query_init(&q);
    q.kind = kind;
    q.player = player;
    q.type = type;
    wg_dist *d = NULL;
    wg_error err;
    if (wg_dist_compute(&d, t, o, NULL, &q, &err) != WG_OK)
        fail_msg("%s: %s", describe(&q), err.message);
    return d;
}

/* G1, G12: every distribution of the default table at every size and mode
 * sums to exactly 1. */
static void test_sums_are_one(void **state)
{
    (void)state;
    wg_table *t = default_table();
    static const struct {
        wg_draw_mode mode;
        int players;
        bool own;
    } MODES[] = {{WG_DRAW_MODE_DICE, 1, false}, {WG_DRAW_MODE_DICE, 2, false},
                 {WG_DRAW_MODE_CARDS, 2, false}, {WG_DRAW_MODE_CARDS, 2, true}};
    for (int size = 0; size < WG_ARMY_SIZE_COUNT; size++)
        for (size_t m = 0; m < sizeof MODES / sizeof *MODES; m++) {
            if (under_valgrind() && size > 0)
                continue;
            wg_session_options o = opts(wg_army_size_limit((wg_army_size)size), MODES[m].players,
                                        MODES[m].mode, MODES[m].own);
            for (int kind = 0; kind < WG_DIST_KIND_COUNT; kind++)
                for (int player = MODES[m].players == 2 ? 0 : 1; player <= 1; player++) {
                    if (player == 0 && kind == WG_DIST_KIND_TYPES)
                        continue;
                    wg_dist *d = dist_of(t, &o, (wg_dist_kind)kind, player,
                                         WG_GEN_UNIT_TYPE_CHAMPION);
                    char what[128];
                    snprintf(what, sizeof what, "%s, %s, %d players", describe(&(wg_dist_query){
                                 .kind = (wg_dist_kind)kind, .player = player,
                                 .type = WG_GEN_UNIT_TYPE_CHAMPION}),
                             wg_army_size_name((wg_army_size)size), MODES[m].players);
                    sums_to_one(d, what);
                    wg_dist_free(d);
                }
        }
    wg_table_free(t);
}

/* ------------------------------------------------ a million armies */

/* The upper 10^-6 quantile of chi-square with df degrees of freedom
 * (Wilson-Hilferty): with a fixed seed the test is deterministic, and a
 * distribution that differs from the generator's by a percent in a bin of
 * a million armies lies far beyond it. */
static double chi2_threshold(int df)
{
    double z = 4.753424, k = (double)df, h = 2.0 / (9.0 * k);
    return k * pow(1.0 - h + z * sqrt(h), 3.0);
}

typedef struct tally {
    int lo;
    long count[ACC];
} tally;

/* Chi-square of observed counts against exact probabilities, bin by bin in
 * order, bins of fewer than 5 expected armies pooled with the next ones
 * (the last few with the ones before). */
static void chi_square_bins(const double *prob, const long *observed, size_t bins, long samples,
                            const char *what)
{
    double *e = calloc(bins, sizeof *e), *o = calloc(bins, sizeof *o), seen = 0, stat = 0;
    assert_true(e && o);
    size_t groups = 0;
    for (size_t i = 0; i < bins; i++) {
        if (groups == 0 || e[groups - 1] >= 5)
            groups++;
        e[groups - 1] += prob[i] * (double)samples;
        o[groups - 1] += (double)observed[i];
        seen += (double)observed[i];
    }
    if (groups > 1 && e[groups - 1] < 5) {
        groups--;
        e[groups - 1] += e[groups];
        o[groups - 1] += o[groups];
    }
    for (size_t g = 0; g < groups; g++)
        stat += (o[g] - e[g]) * (o[g] - e[g]) / e[g];
    free(e);
    free(o);
    if (seen != (double)samples)
        fail_msg("%s: %.0f of %ld armies have values the distribution gives no chance", what,
                 (double)samples - seen, samples);
    int df = groups > 1 ? (int)groups - 1 : 1;
    double threshold = chi2_threshold(df);
    print_message("%-46s chi-square %8.2f, %2d degrees of freedom, threshold %6.2f\n", what,
                  stat, df, threshold);
    if (stat > threshold)
        fail_msg("%s: chi-square %.2f beyond %.2f", what, stat, threshold);
}

/* The same for a 1-dimensional distribution and counts by value. */
static void chi_square(const wg_dist *d, const tally *t, long samples, const char *what)
{
    size_t n = wg_dist_count(d);
    double *prob = calloc(n, sizeof *prob);
    long *observed = calloc(n, sizeof *observed);
    assert_true(prob && observed);
    for (size_t i = 0; i < n; i++) {
        const wg_dist_outcome *o = wg_dist_at(d, i);
        prob[i] = o->probability;
        observed[i] = t->count[o->value - t->lo];
    }
    chi_square_bins(prob, observed, n, samples, what);
    free(prob);
    free(observed);
}

enum { SAMPLES = 1000000 };

/* G1-G10, G12: a million armies of wg_gen_armies_batch() from a fixed seed,
 * for each size in one mode, agree with the exact totals, draws, overshoots
 * and units (each player's, and their differences). */
static void test_million_armies(void **state)
{
    (void)state;
    if (under_valgrind())
        skip();
    harness_stack_checks(false); /* bulk generation; the small tests check allocations */
    wg_table *t = default_table();
    static const struct {
        wg_army_size size;
        wg_draw_mode mode;
        int players;
        bool own;
        const char *name;
    } RUNS[] = {
        {WG_ARMY_SIZE_SMALL, WG_DRAW_MODE_DICE, 2, false, "small, dice"},
        {WG_ARMY_SIZE_MEDIUM, WG_DRAW_MODE_CARDS, 2, false, "medium, cards, one deck"},
        {WG_ARMY_SIZE_LARGE, WG_DRAW_MODE_CARDS, 2, true, "large, cards, a deck each"},
        {WG_ARMY_SIZE_LARGE, WG_DRAW_MODE_CARDS, 2, false, "large, cards, one deck"},
    };
    long samples = SAMPLES / 2; /* two players: a million armies */
    int *total = calloc((size_t)samples * 2, sizeof *total);
    int *units = calloc((size_t)samples * 2, sizeof *units);
    int *draws = calloc((size_t)samples * 2, sizeof *draws);
    bool *finished = calloc((size_t)samples * 2, sizeof *finished);
    tally *tl = calloc(1, sizeof *tl);
    assert_true(total && units && draws && finished && tl);
    wg_army_columns cols = {total, units, draws, finished};
    for (size_t r = 0; r < sizeof RUNS / sizeof *RUNS; r++) {
        wg_session_options o = opts(wg_army_size_limit(RUNS[r].size), RUNS[r].players,
                                    RUNS[r].mode, RUNS[r].own);
        wg_rng *rng = NULL;
        assert_int_equal(wg_rng_new(&rng, 32 + r, NULL), WG_OK);
        assert_int_equal(wg_gen_armies_batch(&cols, (size_t)samples, t, rng, &o, NULL, NULL),
                         WG_OK);
        wg_rng_free(rng);
        static const wg_dist_kind KINDS[] = {WG_DIST_KIND_TOTAL, WG_DIST_KIND_DRAWS,
                                             WG_DIST_KIND_OVERSHOOT, WG_DIST_KIND_UNITS};
        for (size_t k = 0; k < sizeof KINDS / sizeof *KINDS; k++)
            for (int player = 0; player <= 2; player++) {
                wg_dist *d = dist_of(t, &o, KINDS[k], player, WG_GEN_UNIT_TYPE_HORDE);
                memset(tl, 0, sizeof *tl);
                tl->lo = -ACC / 2;
                for (long i = 0; i < samples; i++) {
                    int v[2];
                    for (int p = 0; p < 2; p++) {
                        size_t at = (size_t)(i * 2 + p);
                        v[p] = KINDS[k] == WG_DIST_KIND_TOTAL ? total[at]
                             : KINDS[k] == WG_DIST_KIND_DRAWS ? draws[at]
                             : KINDS[k] == WG_DIST_KIND_UNITS ? units[at]
                                                               : total[at] - o.limit;
                    }
                    int x = player ? v[player - 1] : v[0] - v[1];
                    assert_true(x > -ACC / 2 && x < ACC / 2);
                    tl->count[x + ACC / 2]++;
                }
                char what[96];
                snprintf(what, sizeof what, "%s: %s of %s", RUNS[r].name,
                         wg_dist_kind_name(KINDS[k]), player ? (player == 1 ? "1" : "2") : "1 - 2");
                chi_square(d, tl, samples, what);
                wg_dist_free(d);
            }
    }
    free(total);
    free(units);
    free(draws);
    free(finished);
    free(tl);
    wg_table_free(t);
}

/* The units of each type, and two types jointly, from sessions (their
 * draws name the slots): 200,000 small armies with dice and with one deck. */
static void test_sampled_types(void **state)
{
    (void)state;
    if (under_valgrind())
        skip();
    harness_stack_checks(false);
    wg_table *t = default_table();
    enum { RUNS = 200000 };
    for (int mode = 0; mode < 2; mode++) {
        wg_session_options o = opts(15, 2, (wg_draw_mode)mode, false);
        static long counts[2][WG_GEN_UNIT_TYPE_COUNT][64];
        static long joint[64][64];
        memset(counts, 0, sizeof counts);
        memset(joint, 0, sizeof joint);
        for (uint64_t seed = 0; seed < RUNS; seed++) {
            wg_session *s = session(t, seed + 1000 * (uint64_t)mode, &o);
            assert_int_equal(wg_session_run(s, NULL, NULL), WG_OK);
            int n[2][WG_GEN_UNIT_TYPE_COUNT] = {{0}};
            for (size_t i = 0; i < wg_session_draw_count(s); i++) {
                wg_draw_info info;
                assert_int_equal(wg_session_draw_at(&info, s, i, NULL), WG_OK);
                for (size_t k = 0; k < info.entry.slot_count; k++)
                    if (!info.entry.slots[k].endless_spell)
                        n[info.player - 1][info.entry.slots[k].type] += info.fielded[k];
            }
            for (int p = 0; p < 2; p++)
                for (int ty = 0; ty < WG_GEN_UNIT_TYPE_COUNT; ty++)
                    counts[p][ty][n[p][ty]]++;
            joint[n[0][WG_GEN_UNIT_TYPE_HORDE]][n[0][WG_GEN_UNIT_TYPE_REGULAR]]++;
            wg_session_free(s);
        }
        tally *tl = calloc(1, sizeof *tl);
        assert_non_null(tl);
        for (int p = 0; p < 2; p++)
            for (int ty = 0; ty < WG_GEN_UNIT_TYPE_COUNT; ty++) {
                wg_dist *d = dist_of(t, &o, WG_DIST_KIND_TYPE, p + 1, (wg_gen_unit_type)ty);
                memset(tl, 0, sizeof *tl);
                memcpy(tl->count, counts[p][ty], sizeof counts[p][ty]);
                char what[96];
                snprintf(what, sizeof what, "small, %s: %s of player %d", mode ? "cards" : "dice",
                         wg_gen_unit_type_name((wg_gen_unit_type)ty), p + 1);
                chi_square(d, tl, RUNS, what);
                wg_dist_free(d);
            }
        free(tl);
        /* the joint, cell by cell in the library's order */
        wg_dist_query q;
        wg_dist_query_init(&q);
        q.kind = WG_DIST_KIND_TYPES;
        wg_dist *d = NULL;
        assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, NULL), WG_OK);
        size_t n = wg_dist_count(d);
        double *prob = calloc(n, sizeof *prob);
        long *observed = calloc(n, sizeof *observed);
        assert_true(prob && observed);
        for (size_t i = 0; i < n; i++) {
            const wg_dist_outcome *x = wg_dist_at(d, i);
            prob[i] = x->probability;
            observed[i] = joint[x->value][x->value2];
        }
        chi_square_bins(prob, observed, n, RUNS, mode ? "small, cards: horde x regular of 1"
                                                       : "small, dice: horde x regular of 1");
        free(prob);
        free(observed);
        wg_dist_free(d);
    }
    wg_table_free(t);
}

/* G3: a deck that runs out is shuffled anew; a player alone draws the
 * whole deck and goes on in the next (cheap and dear sums to 113 AP). */
static void test_reshuffled_deck(void **state)
{
    (void)state;
    if (under_valgrind())
        skip();
    harness_stack_checks(false);
    wg_table *t = cheap_dear_table(0);
    enum { RUNS = 200000 };
    for (int own = 0; own < 2; own++) {
        wg_session_options o = opts(120, own ? 2 : 1, WG_DRAW_MODE_CARDS, own);
        int *total = calloc(2 * RUNS, sizeof *total), *units = calloc(2 * RUNS, sizeof *units);
        int *draws = calloc(2 * RUNS, sizeof *draws);
        bool *finished = calloc(2 * RUNS, sizeof *finished);
        assert_true(total && units && draws && finished);
        wg_army_columns cols = {total, units, draws, finished};
        wg_rng *rng = NULL;
        assert_int_equal(wg_rng_new(&rng, 77, NULL), WG_OK);
        assert_int_equal(wg_gen_armies_batch(&cols, RUNS, t, rng, &o, NULL, NULL), WG_OK);
        wg_rng_free(rng);
        tally *tl = calloc(1, sizeof *tl);
        assert_non_null(tl);
        for (int kind = 0; kind < 4; kind++) {
            wg_dist *d = dist_of(t, &o, (wg_dist_kind)kind, own ? 0 : 1, WG_GEN_UNIT_TYPE_HORDE);
            memset(tl, 0, sizeof *tl);
            tl->lo = -ACC / 2;
            for (int i = 0; i < RUNS; i++) {
                int v[2];
                for (int p = 0; p < (own ? 2 : 1); p++) {
                    int at = i * o.players + p;
                    v[p] = kind == 0 ? total[at] : kind == 1 ? draws[at]
                         : kind == 2 ? total[at] - 120 : units[at];
                }
                int x = own ? v[0] - v[1] : v[0];
                assert_true(x > -ACC / 2 && x < ACC / 2);
                tl->count[x + ACC / 2]++;
            }
            char what[96];
            snprintf(what, sizeof what, "120 AP, %s: %s", own ? "a deck each, 1 - 2" : "1 player",
                     wg_dist_kind_name((wg_dist_kind)kind));
            chi_square(d, tl, RUNS, what);
            wg_dist_free(d);
        }
        free(tl);
        free(total);
        free(units);
        free(draws);
        free(finished);
    }
    wg_table_free(t);
}

/* --------------------------------------------- exact small cases, bounds */

/* G3, G10: 36 cards of 1 AP, two players on one deck: 18 AP each takes the
 * deck exactly (certain), 19 would run it out (refused). */
static void test_shared_deck_bounds(void **state)
{
    (void)state;
    wg_table *t = uniform_table("\"cost\": 1, \"slots\": [{\"count\": 1, \"type\": \"elite\"}]");
    wg_session_options o = opts(18, 2, WG_DRAW_MODE_CARDS, false);
    for (int player = 0; player <= 2; player++) {
        wg_dist *d = dist_of(t, &o, WG_DIST_KIND_DRAWS, player, WG_GEN_UNIT_TYPE_HORDE);
        assert_int_equal(wg_dist_count(d), 1);
        assert_int_equal(wg_dist_at(d, 0)->value, player ? 18 : 0);
        assert_string_equal(wg_dist_at(d, 0)->numerator, "1");
        assert_string_equal(wg_dist_at(d, 0)->denominator, "1");
        wg_dist_free(d);
    }
    o.limit = 19;
    wg_dist_query q;
    wg_dist_query_init(&q);
    for (int player = 0; player <= 2; player++) {
        q.player = player;
        wg_dist *d = (wg_dist *)&q;
        assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, &E), WG_ERANGE);
        assert_null(d);
        assert_non_null(strstr(E.message, "run it out"));
    }
    /* a deck each, or one player: reshuffled exactly (G3) */
    o.per_player_decks = true;
    q.player = 0;
    wg_dist *d = NULL;
    assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, &E), WG_OK);
    assert_int_equal(wg_dist_count(d), 1);
    assert_int_equal(wg_dist_at(d, 0)->value, 0);
    wg_dist_free(d);
    wg_table_free(t);
}

/* G10: a table whose cheap cards could make one army 20 cards long, yet
 * two armies never 37: the walk over compositions shows the deck cannot
 * run out, and the distributions are one player's (20 cards of 1 AP, 16 of
 * 100 AP, 20 AP). */
static void test_shared_deck_long_armies(void **state)
{
    (void)state;
    int costs[36];
    for (int i = 0; i < 36; i++)
        costs[i] = i < 20 ? 1 : 100;
    wg_table *t = costed_table(costs);
    wg_session_options two = opts(20, 2, WG_DRAW_MODE_CARDS, false);
    wg_session_options one = opts(20, 1, WG_DRAW_MODE_CARDS, false);
    for (int kind = 0; kind < WG_DIST_KIND_TYPES; kind++) {
        wg_dist *a = dist_of(t, &two, (wg_dist_kind)kind, 2, WG_GEN_UNIT_TYPE_REGULAR);
        wg_dist *b = dist_of(t, &one, (wg_dist_kind)kind, 1, WG_GEN_UNIT_TYPE_REGULAR);
        char *ja = NULL, *jb = NULL;
        assert_int_equal(wg_dist_to_json(&ja, a, NULL), WG_OK);
        assert_int_equal(wg_dist_to_json(&jb, b, NULL), WG_OK);
        assert_string_equal(strstr(ja, "\"outcomes\""), strstr(jb, "\"outcomes\""));
        wg_free(ja);
        wg_free(jb);
        wg_dist_free(a);
        wg_dist_free(b);
        wg_dist *diff = dist_of(t, &two, (wg_dist_kind)kind, 0, WG_GEN_UNIT_TYPE_REGULAR);
        sums_to_one(diff, "long armies, a difference");
        wg_dist_free(diff);
    }
    wg_table_free(t);
}

/* The bounds of dist.h: dice at 0 AP, dice past WG_DIST_BITS, a deck past
 * the generator's 10,000 draws, states past WG_DIST_WORDS_MAX. */
static void test_bounds(void **state)
{
    (void)state;
    wg_table *free_cards = cheap_dear_table(1), *t = cheap_dear_table(0);
    wg_dist_query q;
    wg_dist_query_init(&q);
    wg_dist *d = NULL;
    wg_session_options o = opts(3, 1, WG_DRAW_MODE_DICE, false);
    assert_int_equal(wg_dist_compute(&d, free_cards, &o, NULL, &q, &E), WG_ERANGE);
    assert_non_null(strstr(E.message, "entry 11 costs 0 AP"));
    /* reinforced, its * slot costs 1 AP: the run is bounded again (G7) */
    wg_policy reinforce = {.reinforce = 1};
    assert_int_equal(wg_dist_compute(&d, free_cards, &o, &reinforce, &q, &E), WG_OK);
    wg_dist_free(d);
    o.limit = 800; /* 800 draws of 1 AP: 36^800 has 4136 bits */
    assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, &E), WG_ERANGE);
    assert_non_null(strstr(E.message, "WG_DIST_BITS"));
    o.limit = 700; /* fits alone, not squared for a difference */
    q.kind = WG_DIST_KIND_DRAWS;
    assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, &E), WG_OK);
    assert_int_equal(wg_dist_at(d, wg_dist_count(d) - 1)->value, 700);
    wg_dist_free(d);
    o.players = 2;
    q.player = WG_DIST_DIFFERENCE;
    assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, &E), WG_ERANGE);
    assert_non_null(strstr(E.message, "WG_DIST_BITS"));
    /* 10,000 draws: 113 AP a deck of 36, so 31,400 AP takes 277 decks and more */
    o = opts(31400, 1, WG_DRAW_MODE_CARDS, false);
    q = (wg_dist_query){.kind = WG_DIST_KIND_DRAWS, .player = 1};
    assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, &E), WG_ERANGE);
    assert_non_null(strstr(E.message, "10000"));
    o.limit = 31000;
    assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, &E), WG_OK);
    sums_to_one(d, "274 decks and a part");
    wg_dist_free(d);
    /* units of a joint with large counts: (1000+1)^2 cells a state */
    wg_table *big = uniform_table("\"cost\": 1, \"slots\": [{\"count\": 1000, \"type\": "
                                  "\"horde\"}, {\"count\": 1000, \"type\": \"regular\"}]");
    o = opts(30, 1, WG_DRAW_MODE_DICE, false);
    q = (wg_dist_query){.kind = WG_DIST_KIND_TYPES, .player = 1, .type = 0, .type2 = 1};
    assert_int_equal(wg_dist_compute(&d, big, &o, NULL, &q, &E), WG_ERANGE);
    assert_non_null(strstr(E.message, "WG_DIST_WORDS_MAX"));
    o.mode = WG_DRAW_MODE_CARDS;
    assert_int_equal(wg_dist_compute(&d, big, &o, NULL, &q, &E), WG_ERANGE);
    assert_non_null(strstr(E.message, "WG_DIST_WORDS_MAX"));
    wg_table_free(big);
    wg_table_free(free_cards);
    wg_table_free(t);
}

/* The walk over two armies' compositions by cost is bounded (dist.h): 36
 * distinct costs at 60 AP are too many for the difference; one player's
 * distribution needs no walk there (two longest armies fit in the deck). */
static void test_walk_bound(void **state)
{
    (void)state;
    if (under_valgrind())
        skip(); /* 2^26 steps */
    int costs[36];
    for (int i = 0; i < 36; i++)
        costs[i] = i + 1;
    wg_table *t = costed_table(costs);
    wg_session_options o = opts(60, 2, WG_DRAW_MODE_CARDS, false);
    wg_dist_query q = {.kind = WG_DIST_KIND_TOTAL, .player = WG_DIST_DIFFERENCE};
    wg_dist *d = (wg_dist *)&q;
    assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, &E), WG_ERANGE);
    assert_null(d);
    assert_non_null(strstr(E.message, "compositions by cost take more than 67108864 steps"));
    q.player = 1;
    assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, &E), WG_OK);
    sums_to_one(d, "36 distinct costs, player 1");
    wg_dist_free(d);
    wg_table_free(t);
}

/* Bad arguments: WG_EINVAL, *out NULL. */
static void test_arguments(void **state)
{
    (void)state;
    wg_table *t = default_table();
    wg_session_options o = opts(15, 1, WG_DRAW_MODE_DICE, false);
    wg_dist_query q;
    wg_dist_query_init(&q);
    assert_int_equal(q.kind, WG_DIST_KIND_TOTAL);
    assert_int_equal(q.player, 1);
    wg_dist *d = (wg_dist *)&q;
    assert_int_equal(wg_dist_compute(NULL, t, &o, NULL, &q, &E), WG_EINVAL);
    assert_int_equal(wg_dist_compute(&d, NULL, &o, NULL, &q, &E), WG_EINVAL);
    assert_null(d);
    assert_int_equal(wg_dist_compute(&d, t, NULL, NULL, &q, &E), WG_EINVAL);
    assert_int_equal(wg_dist_compute(&d, t, &o, NULL, NULL, &E), WG_EINVAL);
    wg_policy bad = {.reinforce = 3};
    assert_int_equal(wg_dist_compute(&d, t, &o, &bad, &q, &E), WG_EINVAL);
    assert_non_null(strstr(E.message, "reinforce level 3"));
    o.limit = 0;
    assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, &E), WG_EINVAL);
    o = opts(15, 1, WG_DRAW_MODE_DICE, true); /* a deck per player, with dice (G3) */
    assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, &E), WG_EINVAL);
    o = opts(15, 1, WG_DRAW_MODE_DICE, false);
    q.player = 2;
    assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, &E), WG_EINVAL);
    assert_non_null(strstr(E.message, "player 2"));
    q.player = WG_DIST_DIFFERENCE;
    assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, &E), WG_EINVAL);
    o.players = 2;
    q.kind = WG_DIST_KIND_TYPES;
    assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, &E), WG_EINVAL);
    assert_non_null(strstr(E.message, "joint"));
    q = (wg_dist_query){.kind = WG_DIST_KIND_COUNT, .player = 1};
    assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, &E), WG_EINVAL);
    q = (wg_dist_query){.kind = WG_DIST_KIND_TYPE, .player = 1,
                        .type = WG_GEN_UNIT_TYPE_COUNT};
    assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, &E), WG_EINVAL);
    q = (wg_dist_query){.kind = WG_DIST_KIND_TYPES, .player = 1,
                        .type2 = (wg_gen_unit_type)-1};
    assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, &E), WG_EINVAL);
    assert_null(d);
    /* the type fields are read only by the kinds that use them */
    q = (wg_dist_query){.kind = WG_DIST_KIND_UNITS, .player = 1,
                        .type = WG_GEN_UNIT_TYPE_COUNT};
    assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, &E), WG_OK);
    char *json = (char *)&q;
    assert_int_equal(wg_dist_to_json(NULL, d, &E), WG_EINVAL);
    assert_int_equal(wg_dist_to_json(&json, NULL, &E), WG_EINVAL);
    wg_dist_free(d);
    wg_dist_free(NULL);
    assert_int_equal(wg_dist_count(NULL), 0);
    assert_null(wg_dist_at(NULL, 0));
    wg_table_free(t);
}

/* Names, and the JSON line of wargen generate --distribution --json. */
static void test_names_and_json(void **state)
{
    (void)state;
    static const char *const names[] = {"total", "draws", "overshoot", "units", "type", "types"};
    for (int k = 0; k < WG_DIST_KIND_COUNT; k++) {
        wg_dist_kind kind;
        assert_string_equal(wg_dist_kind_name((wg_dist_kind)k), names[k]);
        assert_int_equal(wg_dist_kind_parse(&kind, names[k], NULL), WG_OK);
        assert_int_equal(kind, k);
    }
    assert_null(wg_dist_kind_name(WG_DIST_KIND_COUNT));
    wg_dist_kind kind = WG_DIST_KIND_UNITS;
    assert_int_equal(wg_dist_kind_parse(&kind, "unit", &E), WG_EINVAL);
    assert_int_equal(kind, WG_DIST_KIND_UNITS);

    /* one entry of 2 AP and 35 of 3: 3 AP is reached in one draw (35/36)
     * or two (1/36: 4 or 5 AP) */
    int costs[36];
    for (int i = 0; i < 36; i++)
        costs[i] = i ? 3 : 2;
    wg_table *t = costed_table(costs);
    wg_session_options o = opts(3, 1, WG_DRAW_MODE_DICE, false);
    wg_dist *d = dist_of(t, &o, WG_DIST_KIND_TOTAL, 1, WG_GEN_UNIT_TYPE_HORDE);
    char *json = NULL;
    assert_int_equal(wg_dist_to_json(&json, d, NULL), WG_OK);
    assert_string_equal(json, "{\"limit\": 3, \"mode\": \"dice\", \"players\": 1, \"of\": "
                              "\"total\", \"player\": 1, \"outcomes\": [[3, \"35/36\"], [4, "
                              "\"1/1296\"], [5, \"35/1296\"]]}");
    assert_string_equal(wg_dist_at(d, 1)->numerator, "1");
    assert_string_equal(wg_dist_at(d, 1)->denominator, "1296");
    assert_true(fabs(wg_dist_at(d, 2)->probability - 35.0 / 1296.0) < 1e-15);
    wg_free(json);
    wg_dist_free(d);
    o = opts(3, 2, WG_DRAW_MODE_CARDS, true);
    wg_policy policy = {.reinforce = 2};
    wg_dist_query q = {.kind = WG_DIST_KIND_TYPE, .player = WG_DIST_DIFFERENCE,
                       .type = WG_GEN_UNIT_TYPE_GUARD};
    assert_int_equal(wg_dist_compute(&d, t, &o, &policy, &q, NULL), WG_OK);
    assert_int_equal(wg_dist_to_json(&json, d, NULL), WG_OK);
    assert_non_null(strstr(json, "{\"limit\": 3, \"mode\": \"cards\", \"decks\": "
                                 "\"per-player\", \"players\": 2, \"reinforce\": 2, \"of\": "
                                 "\"type\", \"type\": \"guard\", \"difference\": [1, 2], "
                                 "\"outcomes\": [["));
    wg_free(json);
    wg_dist_free(d);
    q = (wg_dist_query){.kind = WG_DIST_KIND_TYPES, .player = 2,
                        .type = WG_GEN_UNIT_TYPE_GUARD, .type2 = WG_GEN_UNIT_TYPE_HORDE};
    assert_int_equal(wg_dist_compute(&d, t, &o, NULL, &q, NULL), WG_OK);
    assert_int_equal(wg_dist_to_json(&json, d, NULL), WG_OK);
    assert_non_null(strstr(json, "\"of\": \"types\", \"types\": [\"guard\", \"horde\"], "
                                 "\"player\": 2, \"outcomes\": [[0, 0, \""));
    wg_free(json);
    wg_dist_free(d);
    wg_table_free(t);
}

/* ------------------------------------------------- allocation failures */

typedef struct oom_ctx {
    const wg_table *table;
    wg_session_options options;
    wg_dist_query query;
} oom_ctx;

static wg_status op_compute(void *ctx)
{
    const oom_ctx *c = ctx;
    wg_dist *d = (wg_dist *)&d;
    wg_status st = OOM_CALL(wg_dist_compute(&d, c->table, &c->options, NULL, &c->query, &E));
    if (st != WG_OK) {
        assert_null(d);
        return st;
    }
    char *json = NULL;
    st = OOM_CALL(wg_dist_to_json(&json, d, &E));
    if (st != WG_OK)
        assert_null(json);
    wg_free(json);
    wg_dist_free(d);
    return st;
}

static void test_allocation_failures(void **state)
{
    (void)state;
    wg_table *t = cheap_dear_table(0);
    static const struct {
        wg_draw_mode mode;
        int players, player;
        bool own;
        wg_dist_kind kind;
    } CASES[] = {
        {WG_DRAW_MODE_DICE, 1, 1, false, WG_DIST_KIND_UNITS},
        {WG_DRAW_MODE_DICE, 2, 0, false, WG_DIST_KIND_TOTAL},
        {WG_DRAW_MODE_CARDS, 1, 1, false, WG_DIST_KIND_TYPES},
        {WG_DRAW_MODE_CARDS, 2, 0, true, WG_DIST_KIND_DRAWS},
        {WG_DRAW_MODE_CARDS, 2, 2, false, WG_DIST_KIND_OVERSHOOT},
        {WG_DRAW_MODE_CARDS, 2, 0, false, WG_DIST_KIND_TYPE},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof *CASES; i++) {
        oom_ctx c = {.table = t, .options = opts(5, CASES[i].players, CASES[i].mode,
                                                 CASES[i].own)};
        wg_dist_query_init(&c.query);
        c.query.kind = CASES[i].kind;
        c.query.player = CASES[i].player;
        assert_true(harness_fail_each_alloc(op_compute, &c) > 0);
    }
    wg_table_free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_enumerated_dice),
        cmocka_unit_test(test_enumerated_cards),
        cmocka_unit_test(test_enumerated_policy_and_free_cards),
        cmocka_unit_test(test_sums_are_one),
        cmocka_unit_test(test_million_armies),
        cmocka_unit_test(test_sampled_types),
        cmocka_unit_test(test_reshuffled_deck),
        cmocka_unit_test(test_shared_deck_bounds),
        cmocka_unit_test(test_shared_deck_long_armies),
        cmocka_unit_test(test_bounds),
        cmocka_unit_test(test_walk_bound),
        cmocka_unit_test(test_arguments),
        cmocka_unit_test(test_names_and_json),
        cmocka_unit_test(test_allocation_failures),
    };
    return cmocka_run_group_tests_name("gen_dist", tests, harness_setup, harness_teardown);
}
