/* gen module, exact distributions (wargen/dist.h; G1-G10): exact sums,
 * the bounds, bad arguments and allocation failures. */
#include <math.h>

#include "test_gen_common.h"
#include "internal/big.h"

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

static const char *describe(const wg_dist_query *q)
{
    static char text[96];
    snprintf(text, sizeof text, "%s of %s%s%s", wg_dist_kind_name(q->kind),
             q->player ? (q->player == 1 ? "player 1" : "player 2") : "1 - 2",
             q->kind >= WG_DIST_KIND_TYPE ? ", " : "",
             q->kind >= WG_DIST_KIND_TYPE ? wg_gen_unit_type_name(q->type) : "");
    return text;
}

static wg_session_options opts(int limit, int players, wg_draw_mode mode, bool own_decks)
{
    wg_session_options o = options(limit, players, mode, 0);
    o.per_player_decks = own_decks;
    return o;
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
        cmocka_unit_test(test_sums_are_one),
        cmocka_unit_test(test_shared_deck_bounds),
        cmocka_unit_test(test_shared_deck_long_armies),
        cmocka_unit_test(test_bounds),
        cmocka_unit_test(test_arguments),
        cmocka_unit_test(test_names_and_json),
        cmocka_unit_test(test_allocation_failures),
    };
    return cmocka_run_group_tests_name("gen_dist", tests, harness_setup, harness_teardown);
}
