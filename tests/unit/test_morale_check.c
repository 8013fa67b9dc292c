/* morale module, the check itself: B2 (three dice against one, ties hold),
 * B3 (failures to results), B4 (a modifier on each die) and B5 (the exact
 * odds, against an independent enumeration and against simulation). */
#include <limits.h>
#include <string.h>

#include "harness.h"

static wg_morale_check judged(int opponent, int a, int b, int c, int modifier)
{
    wg_morale_check check;
    int dice[3] = {a, b, c};
    memset(&check, 0x55, sizeof check);
    assert_int_equal(wg_morale_check_judge(&check, opponent, dice, modifier, NULL), WG_OK);
    return check;
}

/* B2: a die lower than the opponent's fails; a tie does not. B3: 0..3
 * failures are steady, wavered, retreat, fled. */
static void test_b2_b3_failures_and_results(void **state)
{
    (void)state;
    wg_morale_check c = judged(4, 4, 4, 4, 0);
    assert_int_equal(c.failures, 0);
    assert_int_equal(c.result, WG_MORALE_RESULT_STEADY);
    c = judged(4, 3, 4, 6, 0);
    assert_int_equal(c.failures, 1);
    assert_int_equal(c.result, WG_MORALE_RESULT_WAVERED);
    c = judged(4, 3, 1, 6, 0);
    assert_int_equal(c.failures, 2);
    assert_int_equal(c.result, WG_MORALE_RESULT_RETREAT);
    c = judged(6, 5, 5, 5, 0);
    assert_int_equal(c.failures, 3);
    assert_int_equal(c.result, WG_MORALE_RESULT_FLED);
    c = judged(1, 1, 1, 1, 0); /* nothing is below a 1 */
    assert_int_equal(c.failures, 0);
    assert_int_equal(c.opponent, 1);
    assert_int_equal(c.dice[0], 1);
    assert_int_equal(c.modifier, 0);
}

/* B4: the modifier is added to each of the player's dice; the dice kept
 * in the record are the dice as rolled. */
static void test_b4_modifier_on_each_die(void **state)
{
    (void)state;
    wg_morale_check c = judged(5, 4, 4, 4, 1); /* 5, 5, 5 tie the 5 */
    assert_int_equal(c.failures, 0);
    assert_int_equal(c.dice[0], 4);
    assert_int_equal(c.modifier, 1);
    c = judged(5, 4, 4, 4, 0);
    assert_int_equal(c.failures, 3);
    c = judged(2, 6, 6, 6, -5); /* 1 < 2 three times */
    assert_int_equal(c.failures, 3);
    c = judged(6, 1, 1, 1, 5);
    assert_int_equal(c.failures, 0);
    assert_int_equal(c.result, WG_MORALE_RESULT_STEADY);
}

static const char *const NAMES[] = {"steady", "wavered", "retreat", "fled"};

static void test_b3_result_names(void **state)
{
    (void)state;
    for (int i = 0; i < 4; i++)
        assert_string_equal(wg_morale_result_name((wg_morale_result)i), NAMES[i]);
    assert_null(wg_morale_result_name((wg_morale_result)4));
    assert_null(wg_morale_result_name((wg_morale_result)-1));
}

/* B5: for modifiers -3..+4 the closed form equals the count of all 1,296
 * outcomes, enumerated die by die. */
static void test_b5_odds_equal_enumeration(void **state)
{
    (void)state;
    for (int m = -3; m <= 4; m++) {
        int count[4] = {0, 0, 0, 0};
        for (int o = 1; o <= 6; o++)
            for (int a = 1; a <= 6; a++)
                for (int b = 1; b <= 6; b++)
                    for (int c = 1; c <= 6; c++)
                        count[(a + m < o) + (b + m < o) + (c + m < o)]++;
        wg_morale_odds odds;
        assert_int_equal(wg_morale_odds_compute(&odds, m, NULL), WG_OK);
        assert_int_equal(odds.modifier, m);
        for (int k = 0; k < 4; k++)
            assert_int_equal(odds.failures[k], count[k]);
        assert_int_equal(odds.failures[0] + odds.failures[1] + odds.failures[2] +
                         odds.failures[3], WG_MORALE_DENOMINATOR);
    }
}

/* B5's figures with no modifier; beyond +-6 the check is decided. */
static void test_b5_published_figures(void **state)
{
    (void)state;
    wg_morale_odds odds;
    assert_int_equal(wg_morale_odds_compute(&odds, 0, NULL), WG_OK);
    assert_int_equal(odds.failures[0], 441);
    assert_int_equal(odds.failures[1], 315);
    assert_int_equal(odds.failures[2], 315);
    assert_int_equal(odds.failures[3], 225);
    assert_int_equal(wg_morale_odds_compute(&odds, 5, NULL), WG_OK);
    assert_int_equal(odds.failures[0], 1296);
    assert_int_equal(wg_morale_odds_compute(&odds, INT32_MAX, NULL), WG_OK);
    assert_int_equal(odds.failures[0], 1296);
    assert_int_equal(wg_morale_odds_compute(&odds, INT32_MIN, NULL), WG_OK);
    assert_int_equal(odds.failures[3], 1296);
    assert_int_equal(wg_morale_odds_compute(&odds, -6, NULL), WG_OK);
    assert_int_equal(odds.failures[3], 1296);
    assert_int_equal(wg_morale_odds_compute(&odds, -5, NULL), WG_OK);
    /* only an opponent's 1 leaves a player's 6 (6 - 5 = 1, a tie) standing */
    assert_int_equal(odds.failures[3], 5 * 216 + 125);
}

/* B5: simulated checks agree with the exact odds (chi-square, 3 degrees of
 * freedom, p = 0.001 critical value 16.27), for modifiers -3..+4. */
static void test_b5_simulation_agrees(void **state)
{
    (void)state;
    wg_rng *rng = NULL;
    assert_int_equal(wg_rng_new(&rng, 20261129, NULL), WG_OK);
    for (int m = -3; m <= 4; m++) {
        const unsigned long long n = 1000000;
        unsigned long long seen[4];
        wg_morale_odds odds;
        assert_int_equal(wg_morale_odds_compute(&odds, m, NULL), WG_OK);
        assert_int_equal(wg_morale_simulate(seen, rng, m, n, NULL), WG_OK);
        assert_true(seen[0] + seen[1] + seen[2] + seen[3] == n);
        double chi2 = 0;
        for (int k = 0; k < 4; k++) {
            double expected = (double)n * odds.failures[k] / WG_MORALE_DENOMINATOR;
            if (expected > 0)
                chi2 += ((double)seen[k] - expected) * ((double)seen[k] - expected) / expected;
            else
                assert_true(seen[k] == 0);
        }
        assert_true(chi2 < 16.27);
    }
    wg_rng_free(rng);
}

/* A simulation draws exactly what as many single checks draw, and counts
 * their results; any int modifier is safe (B4: beyond +-6 all is decided). */
static void test_simulate_equals_single_checks(void **state)
{
    (void)state;
    static const int modifiers[] = {INT32_MIN, -7, -1, 0, 1, 2, 7, INT32_MAX};
    for (size_t i = 0; i < sizeof modifiers / sizeof modifiers[0]; i++) {
        wg_rng *a = NULL, *b = NULL;
        assert_int_equal(wg_rng_new(&a, 99 + i, NULL), WG_OK);
        assert_int_equal(wg_rng_new(&b, 99 + i, NULL), WG_OK);
        unsigned long long counts[4], want[4] = {0, 0, 0, 0};
        assert_int_equal(wg_morale_simulate(counts, a, modifiers[i], 5000, NULL), WG_OK);
        for (int k = 0; k < 5000; k++) {
            wg_morale_check c;
            assert_int_equal(wg_morale_check_roll(&c, b, modifiers[i], NULL), WG_OK);
            want[c.failures]++;
        }
        for (int k = 0; k < 4; k++)
            assert_true(counts[k] == want[k]);
        if (modifiers[i] >= 6)
            assert_true(counts[0] == 5000);
        if (modifiers[i] <= -6)
            assert_true(counts[3] == 5000);
        assert_true(wg_rng_next(a) == wg_rng_next(b)); /* the stream is left in step */
        wg_rng_free(a);
        wg_rng_free(b);
    }
}

/* The four dice of a rolled check are one uniform draw of 0..1295, spread
 * as documented; the same seed gives the same checks. */
static void test_roll_is_reproducible_and_judged(void **state)
{
    (void)state;
    wg_rng *a = NULL, *b = NULL;
    assert_int_equal(wg_rng_new(&a, 42, NULL), WG_OK);
    assert_int_equal(wg_rng_new(&b, 42, NULL), WG_OK);
    for (int i = 0; i < 1000; i++) {
        wg_morale_check x, y;
        assert_int_equal(wg_morale_check_roll(&x, a, 1, NULL), WG_OK);
        int r = (int)wg_rng_below(b, 1296);
        assert_int_equal(x.opponent, r / 216 + 1);
        assert_int_equal(x.dice[0], r / 36 % 6 + 1);
        assert_int_equal(x.dice[1], r / 6 % 6 + 1);
        assert_int_equal(x.dice[2], r % 6 + 1);
        y = judged(x.opponent, x.dice[0], x.dice[1], x.dice[2], 1);
        assert_int_equal(x.failures, y.failures);
        assert_int_equal(x.result, y.result);
    }
    wg_rng_free(a);
    wg_rng_free(b);
}

/* Bad arguments fail, name the problem and change nothing (the generator
 * included: a refused roll draws nothing). */
static void test_bad_arguments(void **state)
{
    (void)state;
    wg_morale_check c;
    wg_error err;
    int dice[3] = {1, 2, 3}, bad[3] = {1, 7, 3};
    wg_rng *rng = NULL, *twin = NULL;
    assert_int_equal(wg_rng_new(&rng, 7, NULL), WG_OK);
    assert_int_equal(wg_rng_new(&twin, 7, NULL), WG_OK);
    memset(&c, 0x33, sizeof c);
    assert_int_equal(wg_morale_check_judge(&c, 0, dice, 0, &err), WG_EINVAL);
    assert_int_equal(err.code, WG_EINVAL);
    assert_non_null(strstr(err.message, "1 to 6"));
    assert_int_equal(wg_morale_check_judge(&c, 7, dice, 0, NULL), WG_EINVAL);
    assert_int_equal(wg_morale_check_judge(&c, 3, bad, 0, NULL), WG_EINVAL);
    assert_int_equal(wg_morale_check_judge(&c, 3, NULL, 0, NULL), WG_EINVAL);
    assert_int_equal(wg_morale_check_judge(NULL, 3, dice, 0, NULL), WG_EINVAL);
    assert_int_equal(c.opponent, 0x33333333);
    assert_int_equal(wg_morale_check_roll(&c, NULL, 0, &err), WG_EINVAL);
    assert_int_equal(err.code, WG_EINVAL);
    assert_int_equal(wg_morale_check_roll(NULL, rng, 0, NULL), WG_EINVAL);
    unsigned long long counts[4] = {7, 7, 7, 7};
    assert_int_equal(wg_morale_simulate(NULL, rng, 0, 10, NULL), WG_EINVAL);
    assert_int_equal(wg_morale_simulate(counts, NULL, 0, 10, NULL), WG_EINVAL);
    /* a bounded call: above the maximum, refused without drawing */
    wg_rng_state before, after;
    wg_rng_state_words(&before, rng);
    assert_int_equal(wg_morale_simulate(counts, rng, 0, WG_MORALE_SIMULATE_MAX + 1, &err),
                     WG_ERANGE);
    assert_string_equal(err.message, "checks 1099511627777 is out of range (0 to 1099511627776)");
    assert_int_equal(wg_morale_simulate(counts, rng, 0, ULLONG_MAX, NULL), WG_ERANGE);
    wg_rng_state_words(&after, rng);
    assert_memory_equal(&before, &after, sizeof before);
    /* checks one after the other: N counts as A and N - A (wg_morale_simulate_polled
     * runs in parts between its polls) */
    unsigned long long whole[4], part1[4], part2[4];
    wg_rng *r1 = NULL, *r2 = NULL;
    assert_int_equal(wg_rng_new(&r1, 9, NULL), WG_OK);
    assert_int_equal(wg_rng_new(&r2, 9, NULL), WG_OK);
    assert_int_equal(wg_morale_simulate(whole, r1, 1, 1000, NULL), WG_OK);
    assert_int_equal(wg_morale_simulate(part1, r2, 1, 377, NULL), WG_OK);
    assert_int_equal(wg_morale_simulate(part2, r2, 1, 623, NULL), WG_OK);
    for (int k = 0; k < 4; k++)
        assert_true(whole[k] == part1[k] + part2[k]);
    wg_rng_free(r1);
    wg_rng_free(r2);
    assert_true(counts[0] == 7);
    assert_int_equal(c.opponent, 0x33333333);
    assert_true(wg_rng_next(rng) == wg_rng_next(twin)); /* nothing was drawn */
    assert_int_equal(wg_morale_odds_compute(NULL, 0, NULL), WG_EINVAL);
    wg_rng_free(rng);
    wg_rng_free(twin);
}

/* Columns of n one-byte items, from one block (test helper). */
static wg_morale_columns batch_columns(int8_t *block, size_t n)
{
    return (wg_morale_columns){block, {block + n, block + 2 * n, block + 3 * n}, block + 4 * n,
                               block + 5 * n};
}

/* B2-B4: a batch is exactly as many single checks, column by column, and
 * leaves the stream where they leave it; any int modifier is safe. */
static void test_batch_equals_single_checks(void **state)
{
    (void)state;
    static const int modifiers[] = {INT32_MIN, -7, -1, 0, 1, 2, 7, INT32_MAX};
    enum { N = 3000 };
    static int8_t block[6 * N];
    for (size_t m = 0; m < sizeof modifiers / sizeof modifiers[0]; m++) {
        wg_rng *a = NULL, *b = NULL;
        assert_int_equal(wg_rng_new(&a, 1234 + m, NULL), WG_OK);
        assert_int_equal(wg_rng_new(&b, 1234 + m, NULL), WG_OK);
        wg_morale_columns cols = batch_columns(block, N);
        assert_int_equal(wg_morale_check_roll_batch(&cols, N, a, modifiers[m], NULL), WG_OK);
        for (size_t i = 0; i < N; i++) {
            wg_morale_check c;
            assert_int_equal(wg_morale_check_roll(&c, b, modifiers[m], NULL), WG_OK);
            assert_int_equal(cols.opponent[i], c.opponent);
            for (int k = 0; k < 3; k++)
                assert_int_equal(cols.dice[k][i], c.dice[k]);
            assert_int_equal(cols.failures[i], c.failures);
            assert_int_equal(cols.result[i], (int)c.result);
        }
        assert_true(wg_rng_next(a) == wg_rng_next(b));
        wg_rng_free(a);
        wg_rng_free(b);
    }
}

/* A count of 0 draws nothing; a count above the maximum, NULL columns or
 * a NULL generator are refused with nothing drawn or written. */
static void test_batch_limits(void **state)
{
    (void)state;
    int8_t block[6 * 4];
    memset(block, 0x55, sizeof block);
    wg_morale_columns cols = batch_columns(block, 4), holed = cols;
    holed.dice[2] = NULL;
    wg_rng *rng = NULL, *twin = NULL;
    wg_error err;
    assert_int_equal(wg_rng_new(&rng, 5, NULL), WG_OK);
    assert_int_equal(wg_rng_new(&twin, 5, NULL), WG_OK);
    assert_int_equal(wg_morale_check_roll_batch(&cols, 0, rng, 0, NULL), WG_OK);
    assert_int_equal(wg_morale_check_roll_batch(&cols, (size_t)WG_MORALE_BATCH_MAX + 1, rng, 0,
                                                &err), WG_ERANGE);
    assert_string_equal(err.message, "count 10000001 is out of range (0 to 10000000)");
    assert_int_equal(wg_morale_check_roll_batch(NULL, (size_t)WG_MORALE_BATCH_MAX + 1, rng, 0,
                                                &err), WG_ERANGE);
    assert_non_null(strstr(err.message, "count")); /* the count is checked first */
    assert_int_equal(wg_morale_check_roll_batch(NULL, 4, rng, 0, NULL), WG_EINVAL);
    assert_int_equal(wg_morale_check_roll_batch(&holed, 4, rng, 0, NULL), WG_EINVAL);
    for (int k = 0; k < 6; k++) { /* each column missing in turn */
        wg_morale_columns one = cols;
        int8_t **column[6] = {&one.opponent, &one.dice[0], &one.dice[1], &one.dice[2],
                              &one.failures, &one.result};
        *column[k] = NULL;
        assert_int_equal(wg_morale_check_roll_batch(&one, 4, rng, 0, NULL), WG_EINVAL);
    }
    assert_int_equal(wg_morale_check_roll_batch(&cols, 4, NULL, 0, NULL), WG_EINVAL);
    for (size_t i = 0; i < sizeof block; i++)
        assert_int_equal(block[i], 0x55);
    assert_true(wg_rng_next(rng) == wg_rng_next(twin)); /* nothing was drawn */
    wg_rng_free(rng);
    wg_rng_free(twin);
}

/* B3 names the result in a check's JSON (in one line of `wargen morale
 * --roll --json`, data/schema/wargen-morale-roll-1.schema.json); a check
 * with no result is refused. */
static void test_b3_check_to_json(void **state)
{
    (void)state;
    wg_morale_check c = judged(4, 3, 1, 6, -1);
    char *json = NULL;
    wg_error err;
    assert_int_equal(wg_morale_check_to_json(&json, &c, &err), WG_OK);
    assert_string_equal(json, "{\"opponent\": 4, \"dice\": [3, 1, 6], \"modifier\": -1, "
                              "\"failures\": 2, \"result\": \"retreat\"}");
    wg_free(json);
    json = NULL;
    c.result = WG_MORALE_RESULT_COUNT;
    assert_int_equal(wg_morale_check_to_json(&json, &c, &err), WG_EINVAL);
    assert_null(json);
    assert_int_equal(wg_morale_check_to_json(NULL, &c, &err), WG_EINVAL);
    assert_int_equal(wg_morale_check_to_json(&json, NULL, &err), WG_EINVAL);
}

/* B3: a line of `wargen morale --roll --json` carries the seed and the
 * check's place in the stream; a seed above 2^63 - 1 is a decimal string. */
static void test_b3_roll_to_json(void **state)
{
    (void)state;
    wg_morale_check c = judged(4, 3, 1, 6, -1);
    char *json = NULL;
    wg_error err;
    assert_int_equal(wg_morale_roll_to_json(&json, &c, 42, 3, &err), WG_OK);
    assert_string_equal(json, "{\"seed\": 42, \"index\": 3, \"opponent\": 4, \"dice\": [3, 1, 6], "
                              "\"modifier\": -1, \"failures\": 2, \"result\": \"retreat\"}");
    wg_free(json);
    json = NULL;
    assert_int_equal(wg_morale_roll_to_json(&json, &c, UINT64_MAX, 1, &err), WG_OK);
    assert_non_null(strstr(json, "{\"seed\": \"18446744073709551615\", \"index\": 1, "));
    wg_free(json);
    json = NULL;
    c.result = WG_MORALE_RESULT_COUNT;
    assert_int_equal(wg_morale_roll_to_json(&json, &c, 1, 1, &err), WG_EINVAL);
    assert_null(json);
    assert_int_equal(wg_morale_roll_to_json(NULL, &c, 1, 1, &err), WG_EINVAL);
}

/* B5's odds as `wargen morale --odds --json` prints them
 * (data/schema/wargen-morale-odds-1.schema.json). */
static void test_b5_odds_to_json(void **state)
{
    (void)state;
    wg_morale_odds odds;
    char *json = NULL;
    assert_int_equal(wg_morale_odds_compute(&odds, 0, NULL), WG_OK);
    assert_int_equal(wg_morale_odds_to_json(&json, &odds, NULL), WG_OK);
    assert_string_equal(json, "{\"modifier\": 0, \"denominator\": 1296, "
                              "\"failures\": [441, 315, 315, 225]}");
    wg_free(json);
    json = NULL;
    assert_int_equal(wg_morale_odds_to_json(&json, NULL, NULL), WG_EINVAL);
    assert_null(json);
    assert_int_equal(wg_morale_odds_to_json(NULL, &odds, NULL), WG_EINVAL);
}

/* ---- allocation failures ----------------------------------------------- */

static const char CHECK_JSON[] = "{\"opponent\": 4, \"dice\": [3, 1, 6], \"modifier\": -1, "
                                 "\"failures\": 2, \"result\": \"retreat\"}";

/* Each printer: its exact text, or WG_ENOMEM and no text. */
static wg_status printed(wg_status st, char *out, const wg_error *err, const char *want)
{
    if (st != WG_OK) {
        assert_null(out);
        assert_int_equal(err->code, WG_ENOMEM);
        return st;
    }
    assert_string_equal(out, want);
    wg_free(out);
    return st;
}

static wg_status op_check_to_json(void *ctx)
{
    (void)ctx;
    wg_morale_check c = judged(4, 3, 1, 6, -1);
    char *out = (char *)&out;
    wg_error err;
    wg_status st = OOM_CALL(wg_morale_check_to_json(&out, &c, &err));
    return printed(st, out, &err, CHECK_JSON);
}

static wg_status op_roll_to_json(void *ctx)
{
    (void)ctx;
    wg_morale_check c = judged(4, 3, 1, 6, -1);
    char *out = (char *)&out;
    wg_error err;
    wg_status st = OOM_CALL(wg_morale_roll_to_json(&out, &c, 42, 3, &err));
    return printed(st, out, &err,
                   "{\"seed\": 42, \"index\": 3, \"opponent\": 4, \"dice\": [3, 1, 6], "
                   "\"modifier\": -1, \"failures\": 2, \"result\": \"retreat\"}");
}

static wg_status op_odds_to_json(void *ctx)
{
    (void)ctx;
    wg_morale_odds odds;
    assert_int_equal(wg_morale_odds_compute(&odds, 0, NULL), WG_OK);
    char *out = (char *)&out;
    wg_error err;
    wg_status st = OOM_CALL(wg_morale_odds_to_json(&out, &odds, &err));
    return printed(st, out, &err,
                   "{\"modifier\": 0, \"denominator\": 1296, "
                   "\"failures\": [441, 315, 315, 225]}");
}

/* B3, B5: every allocation of the printers fails in turn. */
static void test_alloc_failures(void **state)
{
    (void)state;
    size_t n_check = harness_fail_each_alloc(op_check_to_json, NULL);
    size_t n_roll = harness_fail_each_alloc(op_roll_to_json, NULL);
    size_t n_odds = harness_fail_each_alloc(op_odds_to_json, NULL);
    print_message("allocations: check to_json %zu, roll to_json %zu, odds to_json %zu\n",
                  n_check, n_roll, n_odds);
    assert_true(n_check >= 1 && n_roll >= 1 && n_odds >= 1);
    assert_int_equal(harness_live(), 0);
}

/* A poll that counts its calls and stops (with status stop) at call stop_at. */
typedef struct poller {
    int calls, stop_at, stop;
    unsigned long long seen[4]; /* the counts at the stop: the caller's storage */
    unsigned long long *counts;
} poller;

static int poll_count(void *data)
{
    poller *p = data;
    if (++p->calls != p->stop_at)
        return 0;
    memcpy(p->seen, p->counts, sizeof p->seen);
    return p->stop;
}

/* B2-B4 by simulation in parts: wg_morale_simulate_polled draws and counts
 * as wg_morale_simulate when it runs to the end, whether polled or not, and
 * asks its poll once between two parts. */
static void test_b5_simulate_polled_as_whole(void **state)
{
    (void)state;
    const unsigned long long n = 2 * WG_MORALE_SIMULATE_PART + 7;
    unsigned long long whole[4], polled[4], unpolled[4];
    wg_rng *a = NULL, *b = NULL, *c = NULL;
    wg_rng_state sa, sb, sc;
    assert_int_equal(wg_rng_new(&a, 21, NULL), WG_OK);
    assert_int_equal(wg_rng_new(&b, 21, NULL), WG_OK);
    assert_int_equal(wg_rng_new(&c, 21, NULL), WG_OK);
    poller p = {0, 0, 0, {0}, polled};
    assert_int_equal(wg_morale_simulate(whole, a, -1, n, NULL), WG_OK);
    assert_int_equal(wg_morale_simulate_polled(polled, b, -1, n, poll_count, &p, NULL), WG_OK);
    assert_int_equal(wg_morale_simulate_polled(unpolled, c, -1, n, NULL, NULL, NULL), WG_OK);
    assert_int_equal(p.calls, 2); /* three parts: asked after each but the last */
    assert_memory_equal(whole, polled, sizeof whole);
    assert_memory_equal(whole, unpolled, sizeof whole);
    assert_true(whole[0] + whole[1] + whole[2] + whole[3] == n);
    wg_rng_state_words(&sa, a);
    wg_rng_state_words(&sb, b);
    wg_rng_state_words(&sc, c);
    assert_memory_equal(&sa, &sb, sizeof sa);
    assert_memory_equal(&sa, &sc, sizeof sa);
    /* one part or none: never asked */
    p.calls = 0;
    assert_int_equal(wg_morale_simulate_polled(polled, b, 0, WG_MORALE_SIMULATE_PART, poll_count,
                                               &p, NULL), WG_OK);
    assert_int_equal(wg_morale_simulate_polled(polled, b, 0, 0, poll_count, &p, NULL), WG_OK);
    assert_int_equal(p.calls, 0);
    assert_true(polled[0] == 0 && polled[1] == 0 && polled[2] == 0 && polled[3] == 0);
    wg_rng_free(a);
    wg_rng_free(b);
    wg_rng_free(c);
}

/* Stopped by its poll: the poll's status and a message saying how far it
 * got; the counts of the parts rolled and the stream where they leave it
 * (B5's simulation is resumable: N checks are A and N - A). Refused
 * arguments are refused before any draw, the poll never asked. */
static void test_b5_simulate_polled_stopped(void **state)
{
    (void)state;
    const unsigned long long n = 3 * WG_MORALE_SIMULATE_PART;
    unsigned long long counts[4], first[4];
    wg_rng *a = NULL, *b = NULL;
    wg_rng_state sa, sb;
    wg_error err;
    assert_int_equal(wg_rng_new(&a, 5, NULL), WG_OK);
    assert_int_equal(wg_rng_new(&b, 5, NULL), WG_OK);
    poller p = {0, 1, WG_ERANGE, {0}, counts};
    assert_int_equal(wg_morale_simulate_polled(counts, a, 2, n, poll_count, &p, &err), WG_ERANGE);
    assert_int_equal(err.code, WG_ERANGE);
    assert_string_equal(err.message, "stopped by the caller after 4194304 of 12582912 checks");
    assert_int_equal(wg_morale_simulate(first, b, 2, WG_MORALE_SIMULATE_PART, NULL), WG_OK);
    assert_memory_equal(counts, first, sizeof first);
    assert_memory_equal(p.seen, first, sizeof first); /* what the poll saw, and kept */
    wg_rng_state_words(&sa, a);
    wg_rng_state_words(&sb, b);
    assert_memory_equal(&sa, &sb, sizeof sa);
    /* a positive status is no status: WG_EINVAL */
    p = (poller){0, 2, 1, {0}, counts};
    assert_int_equal(wg_morale_simulate_polled(counts, a, 0, n, poll_count, &p, &err), WG_EINVAL);
    assert_string_equal(err.message, "stopped by the caller after 8388608 of 12582912 checks");
    assert_true(counts[0] + counts[1] + counts[2] + counts[3] == 2 * WG_MORALE_SIMULATE_PART);
    /* refused before anything: the poll is not asked, nothing is drawn */
    p = (poller){0, 1, WG_ERANGE, {0}, counts};
    wg_rng_state_words(&sa, a);
    assert_int_equal(wg_morale_simulate_polled(NULL, a, 0, n, poll_count, &p, NULL), WG_EINVAL);
    assert_int_equal(wg_morale_simulate_polled(counts, NULL, 0, n, poll_count, &p, NULL),
                     WG_EINVAL);
    assert_int_equal(wg_morale_simulate_polled(counts, a, 0, WG_MORALE_SIMULATE_MAX + 1,
                                               poll_count, &p, &err), WG_ERANGE);
    assert_string_equal(err.message, "checks 1099511627777 is out of range (0 to 1099511627776)");
    assert_int_equal(p.calls, 0);
    wg_rng_state_words(&sb, a);
    assert_memory_equal(&sa, &sb, sizeof sa);
    wg_rng_free(a);
    wg_rng_free(b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_alloc_failures),
        cmocka_unit_test(test_b2_b3_failures_and_results),
        cmocka_unit_test(test_b4_modifier_on_each_die),
        cmocka_unit_test(test_b3_result_names),
        cmocka_unit_test(test_b5_odds_equal_enumeration),
        cmocka_unit_test(test_b5_published_figures),
        cmocka_unit_test(test_b5_simulation_agrees),
        cmocka_unit_test(test_simulate_equals_single_checks),
        cmocka_unit_test(test_roll_is_reproducible_and_judged),
        cmocka_unit_test(test_bad_arguments),
        cmocka_unit_test(test_batch_equals_single_checks),
        cmocka_unit_test(test_batch_limits),
        cmocka_unit_test(test_b3_check_to_json),
        cmocka_unit_test(test_b3_roll_to_json),
        cmocka_unit_test(test_b5_odds_to_json),
        cmocka_unit_test(test_b5_simulate_polled_as_whole),
        cmocka_unit_test(test_b5_simulate_polled_stopped),
    };
    return cmocka_run_group_tests(tests, harness_setup, harness_teardown);
}
