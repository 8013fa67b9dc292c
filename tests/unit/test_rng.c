/* rng module: seeded dice (wargen/rng.h). Fixed vectors catch any change in
 * the stream; D66 is rule G2. */
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "internal/mul.h"

/* The portable 128-bit product (for compilers without __int128) equals the
 * native one, so bounded draws are the same on every platform. */
static void test_portable_multiply(void **state)
{
    (void)state;
    static const uint64_t edge[] = {0, 1, 6, 36, UINT32_MAX, (uint64_t)UINT32_MAX + 1,
                                    UINT64_MAX - 1, UINT64_MAX};
    uint64_t x = 12345;
    for (size_t i = 0; i < 10000; i++) {
        uint64_t a = i < 64 ? edge[i / 8] : (x = x * 6364136223846793005u + 1442695040888963407u);
        uint64_t b = i < 64 ? edge[i % 8] : x >> (i % 64);
        uint64_t lo1, lo2;
        uint64_t hi1 = wgi_mul128(a, b, &lo1);
        uint64_t hi2 = wgi_mul128_portable(a, b, &lo2);
        assert_true(hi1 == hi2);
        assert_true(lo1 == lo2);
    }
    uint64_t lo;
    assert_true(wgi_mul128(UINT64_MAX, UINT64_MAX, &lo) == UINT64_MAX - 1);
    assert_true(lo == 1);
}

static wg_rng *fresh(uint64_t seed)
{
    wg_rng *rng = NULL;
    assert_int_equal(wg_rng_new(&rng, seed, NULL), WG_OK);
    assert_non_null(rng);
    return rng;
}

/* The published xoshiro256** outputs from the state {1, 2, 3, 4}. */
static void test_reference_vector(void **state)
{
    (void)state;
    static const uint64_t want[10] = {
        11520u, 0u, 1509978240u, 1215971899390074240u, 1216172134540287360u,
        607988272756665600u, 16172922978634559625u, 8476171486693032832u,
        10595114339597558777u, 2904607092377533576u};
    wg_rng *rng = fresh(0);
    wg_rng_state st = {{1, 2, 3, 4}};
    assert_int_equal(wg_rng_set_state_words(rng, &st, NULL), WG_OK);
    for (int i = 0; i < 10; i++)
        assert_true(wg_rng_next(rng) == want[i]);
    wg_rng_free(rng);
}

/* splitmix64 seeding: its first output for seed 0 is the published value. */
static void test_seeding_is_splitmix64(void **state)
{
    (void)state;
    wg_rng *rng = fresh(0);
    wg_rng_state st;
    wg_rng_state_words(&st, rng);
    assert_true(st.s[0] == UINT64_C(0xe220a8397b1dcdaf));
    wg_rng_free(rng);
}

typedef struct vector {
    uint64_t seed;
    uint64_t next[3];
    int d6[12];
    int d66[6];
} vector;

static const vector vectors[] = {
    {0, {UINT64_C(0x99ec5f36cb75f2b4), UINT64_C(0xbf6e1f784956452a), UINT64_C(0x1a5f849d4933e6e0)},
     {4, 5, 1, 3, 5, 6, 3, 4, 6, 6, 1, 1}, {44, 53, 14, 33, 53, 66}},
    {1, {UINT64_C(0xb3f2af6d0fc710c5), UINT64_C(0x853b559647364cea), UINT64_C(0x92f89756082a4514)},
     {5, 4, 4, 3, 5, 1, 1, 3, 6, 4, 6, 6}, {52, 41, 43, 33, 52, 16}},
    {42, {UINT64_C(0x15780b2e0c2ec716), UINT64_C(0x6104d9866d113a7e), UINT64_C(0xae17533239e499a1)},
     {1, 3, 5, 6, 6, 5, 5, 6, 5, 4, 5, 2}, {14, 32, 51, 64, 66, 54}},
};

static void test_fixed_vectors(void **state)
{
    (void)state;
    for (size_t v = 0; v < sizeof vectors / sizeof vectors[0]; v++) {
        wg_rng *rng = fresh(vectors[v].seed);
        for (int i = 0; i < 3; i++)
            assert_true(wg_rng_next(rng) == vectors[v].next[i]);
        wg_rng_reseed(rng, vectors[v].seed);
        for (int i = 0; i < 12; i++)
            assert_int_equal(wg_rng_d6(rng), vectors[v].d6[i]);
        wg_rng_reseed(rng, vectors[v].seed);
        for (int i = 0; i < 6; i++) /* G2 */
            assert_int_equal(wg_rng_d66(rng), vectors[v].d66[i]);
        wg_rng_free(rng);
    }
}

/* G2: a D66 is a tens die and a units die, drawn together as one of the 36
 * equally likely pairs: pair k of wg_rng_below(36) is tens k / 6 + 1,
 * units k % 6 + 1. */
static void test_d66_is_a_pair_of_d6(void **state)
{
    (void)state;
    wg_rng *a = fresh(99), *b = fresh(99);
    for (int i = 0; i < 1000; i++) {
        int d66 = wg_rng_d66(a);
        int pair = (int)wg_rng_below(b, 36);
        assert_int_equal(d66, (pair / 6 + 1) * 10 + pair % 6 + 1);
        assert_in_range(d66 / 10, 1, 6);
        assert_in_range(d66 % 10, 1, 6);
    }
    wg_rng_free(a);
    wg_rng_free(b);
}

/* Unbiased bounded draws: over 600,000 D6 each face is within 1% of 1/6,
 * and every D66 value appears. Deterministic: the seed is fixed. */
static void test_d6_uniform(void **state)
{
    (void)state;
    wg_rng *rng = fresh(2024);
    long faces[7] = {0};
    for (int i = 0; i < 600000; i++)
        faces[wg_rng_d6(rng)]++;
    assert_int_equal(faces[0], 0);
    for (int f = 1; f <= 6; f++)
        assert_in_range(faces[f], 99000, 101000);
    int seen[67] = {0};
    for (int i = 0; i < 10000; i++)
        seen[wg_rng_d66(rng)] = 1;
    for (int t = 1; t <= 6; t++)
        for (int u = 1; u <= 6; u++)
            assert_true(seen[t * 10 + u]);
    wg_rng_free(rng);
}

static void test_below(void **state)
{
    (void)state;
    wg_rng *rng = fresh(5);
    wg_rng_state before, after;
    wg_rng_state_words(&before, rng);
    assert_true(wg_rng_below(rng, 0) == 0);
    wg_rng_state_words(&after, rng);
    assert_memory_equal(&before, &after, sizeof before); /* bound 0 draws nothing */
    for (int i = 0; i < 100; i++) {
        assert_true(wg_rng_below(rng, 1) == 0);
        assert_true(wg_rng_below(rng, 3) < 3);
        assert_true(wg_rng_below(rng, UINT64_MAX) < UINT64_MAX);
    }
    wg_rng_free(rng);
}

static void test_roll_matches_d6(void **state)
{
    (void)state;
    wg_rng *a = fresh(42), *b = fresh(42);
    int dice[12];
    assert_int_equal(wg_rng_roll(dice, 12, a, NULL), WG_OK);
    for (int i = 0; i < 12; i++)
        assert_int_equal(dice[i], wg_rng_d6(b));
    wg_rng_free(a);
    wg_rng_free(b);
}

static void test_roll_bad_count(void **state)
{
    (void)state;
    wg_rng *rng = fresh(42);
    int dice[2] = {-7, -7};
    wg_error err;
    assert_int_equal(wg_rng_roll(dice, 0, rng, &err), WG_ERANGE);
    assert_int_equal(err.code, WG_ERANGE);
    assert_string_equal(err.message, "dice count 0 is out of range (1 to 100000)");
    assert_int_equal(wg_rng_roll(dice, WG_DICE_MAX + 1, rng, &err), WG_ERANGE);
    assert_int_equal(wg_rng_roll(NULL, 2, rng, NULL), WG_EINVAL);
    assert_int_equal(dice[0], -7); /* untouched */
    assert_int_equal(wg_rng_d6(rng), 1); /* and nothing was drawn */
    wg_rng_free(rng);
}

static void test_state_round_trip(void **state)
{
    (void)state;
    wg_rng *rng = fresh(7);
    wg_rng_d6(rng);
    wg_rng_state saved;
    wg_rng_state_words(&saved, rng);
    int first[20];
    for (int i = 0; i < 20; i++)
        first[i] = wg_rng_d66(rng);
    assert_int_equal(wg_rng_set_state_words(rng, &saved, NULL), WG_OK);
    for (int i = 0; i < 20; i++)
        assert_int_equal(wg_rng_d66(rng), first[i]);
    wg_rng_free(rng);
}

/* The state as text: 16 lowercase digits per word, restored in either case;
 * anything else is refused and leaves the generator as it was. */
static void test_state_text(void **state)
{
    (void)state;
    wg_rng *rng = fresh(7), *other = fresh(8);
    wg_rng_state st;
    char text[WG_RNG_STATE_TEXT_SIZE], want[WG_RNG_STATE_TEXT_SIZE], after[WG_RNG_STATE_TEXT_SIZE];
    wg_rng_state_words(&st, rng);
    snprintf(want, sizeof want, "%016llx%016llx%016llx%016llx", (unsigned long long)st.s[0],
             (unsigned long long)st.s[1], (unsigned long long)st.s[2],
             (unsigned long long)st.s[3]);
    wg_rng_state_text(text, rng);
    assert_string_equal(text, want);
    for (char *c = text; *c; c++)
        *c = (char)(*c >= 'a' ? *c - 'a' + 'A' : *c);
    assert_int_equal(wg_rng_set_state_text(other, text, NULL), WG_OK);
    assert_int_equal(wg_rng_next(other), wg_rng_next(rng));
    wg_rng_state_text(text, other);
    /* too short, not hexadecimal, the all-zero state xoshiro256** cannot leave */
    static const char *const bad[] = {
        "", "0123", "g000000000000000000000000000000000000000000000000000000000000001",
        "0000000000000000000000000000000000000000000000000000000000000000"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        wg_error err;
        assert_int_equal(wg_rng_set_state_text(other, bad[i], &err), WG_EINVAL);
        wg_rng_state_text(after, other);
        assert_string_equal(after, text);
    }
    assert_int_equal(wg_rng_set_state_text(other, NULL, NULL), WG_EINVAL);
    wg_rng_free(rng);
    wg_rng_free(other);
}

static void test_state_all_zero_rejected(void **state)
{
    (void)state;
    wg_rng *rng = fresh(7);
    wg_rng_state zero = {{0, 0, 0, 0}}, before, after;
    wg_rng_state_words(&before, rng);
    wg_error err;
    assert_int_equal(wg_rng_set_state_words(rng, &zero, &err), WG_EINVAL);
    assert_non_null(strstr(err.message, "zero"));
    wg_rng_state_words(&after, rng);
    assert_memory_equal(&before, &after, sizeof before);
    assert_int_equal(wg_rng_set_state_words(NULL, &zero, NULL), WG_EINVAL);
    assert_int_equal(wg_rng_set_state_words(rng, NULL, NULL), WG_EINVAL);
    wg_rng_free(rng);
}

static void test_copy_is_independent(void **state)
{
    (void)state;
    wg_rng *rng = fresh(3), *copy = NULL;
    wg_rng_d6(rng);
    assert_int_equal(wg_rng_copy(&copy, rng, NULL), WG_OK);
    for (int i = 0; i < 10; i++)
        assert_int_equal(wg_rng_d6(copy), wg_rng_d6(rng));
    wg_rng_d6(rng); /* advancing one leaves the other where it was */
    wg_rng *again = fresh(3);
    for (int i = 0; i < 12; i++)
        wg_rng_d6(again);
    assert_true(wg_rng_next(again) == wg_rng_next(rng));
    wg_rng_free(copy);
    assert_int_equal(wg_rng_copy(NULL, rng, NULL), WG_EINVAL);
    assert_int_equal(wg_rng_copy(&copy, NULL, NULL), WG_EINVAL);
    assert_null(copy);
    wg_rng_free(rng);
    wg_rng_free(again);
}

static void test_new_null_out_and_free_null(void **state)
{
    (void)state;
    wg_error err;
    assert_int_equal(wg_rng_new(NULL, 1, &err), WG_EINVAL);
    assert_int_equal(err.code, WG_EINVAL);
    wg_rng_free(NULL);
    wg_roll_free(NULL);
}

/* The value of die index of a pool that has it. */
static int die(const wg_roll *roll, size_t index)
{
    wg_die d = {0, true};
    assert_int_equal(wg_roll_die_at(&d, roll, index, NULL), WG_OK);
    return d.value;
}

static bool rerolled(const wg_roll *roll, size_t index)
{
    wg_die d = {0, false};
    assert_int_equal(wg_roll_die_at(&d, roll, index, NULL), WG_OK);
    return d.rerolled;
}

static void test_pool(void **state)
{
    (void)state;
    wg_rng *rng = fresh(42);
    wg_roll *roll = NULL;
    assert_int_equal(wg_roll_new(&roll, rng, 12, NULL), WG_OK);
    assert_int_equal(wg_roll_die_count(roll), 12);
    assert_ptr_equal(wg_roll_rng(roll), rng);
    long sum = 0;
    size_t fours = 0;
    for (size_t i = 0; i < 12; i++) {
        assert_int_equal(die(roll, i), vectors[2].d6[i]);
        assert_false(rerolled(roll, i));
        assert_int_equal(wg_roll_dice(roll)[i], vectors[2].d6[i]);
        sum += vectors[2].d6[i];
        fours += vectors[2].d6[i] >= 4;
    }
    assert_int_equal(wg_roll_sum(roll), sum);
    assert_int_equal(wg_roll_count_at_least(roll, 4), fours);
    assert_int_equal(wg_roll_count_at_least(roll, 1), 12);
    assert_int_equal(wg_roll_count_at_least(roll, 7), 0);
    wg_roll_free(roll);
    wg_rng_free(rng);
}

/* The struct-form accessor (DESIGN "Lists"): WG_ENOTFOUND past the end,
 * WG_EINVAL for NULL, the caller's struct untouched either way. */
static void test_die_at_missing(void **state)
{
    (void)state;
    wg_rng *rng = fresh(42);
    wg_roll *roll = NULL;
    assert_int_equal(wg_roll_new(&roll, rng, 12, NULL), WG_OK);
    wg_die d = {-7, true};
    wg_error err;
    assert_int_equal(wg_roll_die_at(&d, roll, 12, &err), WG_ENOTFOUND);
    assert_string_equal(err.message, "no die 12: there are 12");
    assert_int_equal(wg_roll_die_at(&d, roll, WG_NONE, NULL), WG_ENOTFOUND);
    assert_int_equal(wg_roll_die_at(NULL, roll, 0, &err), WG_EINVAL);
    assert_string_equal(err.message, "wg_roll_die_at: NULL argument");
    assert_int_equal(wg_roll_die_at(&d, NULL, 0, NULL), WG_EINVAL);
    assert_int_equal(d.value, -7);
    assert_true(d.rerolled);
    wg_roll_free(roll);
    wg_rng_free(rng);
}

/* A NULL generator or pool never crashes: readers say 0 (NULL), changes do
 * nothing, and the status functions say WG_EINVAL. */
static void test_null_handles(void **state)
{
    (void)state;
    assert_true(wg_rng_next(NULL) == 0);
    assert_true(wg_rng_below(NULL, 6) == 0);
    assert_int_equal(wg_rng_d6(NULL), 0);
    assert_int_equal(wg_rng_d66(NULL), 0);
    wg_rng_reseed(NULL, 1);
    wg_rng_jump(NULL);
    wg_rng_long_jump(NULL);
    wg_rng_state words = {{1, 2, 3, 4}};
    wg_rng_state_words(&words, NULL);
    assert_true(words.s[0] == 1 && words.s[3] == 4);
    wg_rng *rng = fresh(5);
    wg_rng_state_words(NULL, rng);
    char text[WG_RNG_STATE_TEXT_SIZE] = "unchanged";
    wg_rng_state_text(text, NULL);
    assert_string_equal(text, "unchanged");
    wg_rng_state_text(NULL, rng);
    wg_rng_state_text(text, rng);
    assert_int_equal(wg_rng_set_state_text(NULL, text, NULL), WG_EINVAL);
    assert_int_equal(wg_rng_set_state_text(rng, NULL, NULL), WG_EINVAL);
    wg_rng *ref = fresh(5);
    assert_true(wg_rng_next(rng) == wg_rng_next(ref)); /* nothing drawn above */
    wg_rng_free(ref);
    assert_int_equal(wg_roll_die_count(NULL), 0);
    assert_null(wg_roll_rng(NULL));
    assert_null(wg_roll_dice(NULL));
    assert_int_equal(wg_roll_sum(NULL), 0);
    assert_int_equal(wg_roll_count_at_least(NULL, 1), 0);
    assert_int_equal(wg_roll_reroll_below(NULL, 7), 0);
    wg_rng_free(rng);
}

/* Re-rolls draw the next dice of the pool's generator, and a die is never
 * re-rolled more than once. */
static void test_reroll_once(void **state)
{
    (void)state;
    wg_rng *rng = fresh(42), *ref = fresh(42);
    for (int i = 0; i < 3; i++)
        wg_rng_d6(ref);
    wg_roll *roll = NULL;
    assert_int_equal(wg_roll_new(&roll, rng, 3, NULL), WG_OK);
    assert_int_equal(wg_roll_reroll(roll, 1, NULL), WG_OK);
    assert_int_equal(die(roll, 1), wg_rng_d6(ref));
    assert_true(rerolled(roll, 1));
    assert_false(rerolled(roll, 0));
    int kept = die(roll, 1);
    wg_error err;
    assert_int_equal(wg_roll_reroll(roll, 1, &err), WG_ERULE);
    assert_non_null(strstr(err.message, "more than once"));
    assert_int_equal(die(roll, 1), kept);
    /* a die past the end is missing (DESIGN "Missing"), not a bad argument */
    assert_int_equal(wg_roll_reroll(roll, 3, &err), WG_ENOTFOUND);
    assert_string_equal(err.message, "no such die: the pool has 3 dice");
    assert_int_equal(wg_roll_reroll(NULL, 0, NULL), WG_EINVAL);
    wg_roll_free(roll);
    wg_rng_free(rng);
    wg_rng_free(ref);
}

static void test_reroll_below(void **state)
{
    (void)state;
    wg_rng *rng = fresh(0), *ref = fresh(0);
    wg_roll *roll = NULL;
    assert_int_equal(wg_roll_new(&roll, rng, 12, NULL), WG_OK);
    for (int i = 0; i < 12; i++)
        wg_rng_d6(ref);
    /* seed 0 rolls 4 5 1 3 5 6 3 4 6 6 1 1: re-roll the 1s (dice 2, 10, 11) */
    assert_int_equal(wg_roll_reroll_below(roll, 2), 3);
    const size_t ones[3] = {2, 10, 11};
    for (int k = 0; k < 3; k++) {
        assert_true(rerolled(roll, ones[k]));
        assert_int_equal(die(roll, ones[k]), wg_rng_d6(ref));
    }
    size_t left = 0;
    for (size_t i = 0; i < 12; i++)
        left += die(roll, i) < 4 && !rerolled(roll, i);
    /* a second pass never touches the dice already re-rolled */
    assert_int_equal(wg_roll_reroll_below(roll, 4), left);
    assert_int_equal(wg_roll_reroll_below(roll, 7), 12 - 3 - left);
    assert_int_equal(wg_roll_reroll_below(roll, 7), 0);
    wg_roll_free(roll);
    wg_rng_free(rng);
    wg_rng_free(ref);
}

static void test_pool_bad_arguments(void **state)
{
    (void)state;
    wg_rng *rng = fresh(1);
    wg_roll *roll = (wg_roll *)&roll;
    wg_error err;
    assert_int_equal(wg_roll_new(&roll, rng, 0, &err), WG_ERANGE);
    assert_null(roll);
    assert_int_equal(wg_roll_new(&roll, rng, WG_DICE_MAX + 1, NULL), WG_ERANGE);
    assert_int_equal(wg_roll_new(&roll, NULL, 3, NULL), WG_EINVAL);
    assert_int_equal(wg_roll_new(NULL, rng, 3, NULL), WG_EINVAL);
    assert_int_equal(wg_rng_d6(rng), 5); /* nothing drawn: seed 1 starts 5 4 4 */
    wg_rng_free(rng);
}

static wg_status op_rng_new(void *ctx)
{
    (void)ctx;
    wg_rng *rng = NULL, *copy = NULL;
    wg_status st = OOM_CALL(wg_rng_new(&rng, 1, NULL));
    if (st == WG_OK)
        st = OOM_CALL(wg_rng_copy(&copy, rng, NULL));
    wg_rng_free(copy);
    wg_rng_free(rng);
    return st;
}

static wg_status op_roll_new(void *ctx)
{
    wg_roll *roll = NULL;
    wg_error err;
    wg_status st = OOM_CALL(wg_roll_new(&roll, ctx, 50, &err));
    if (st != WG_OK)
        assert_int_equal(err.code, st);
    wg_roll_free(roll);
    return st;
}

/* Fresh seeds (G11: a run is repeated from its printed seed): all
 * within nine digits, and drawn from the system, so 64 of them are not all
 * the same (the chance that they are is 1e-9^63). */
static void test_fresh_seed(void **state)
{
    (void)state;
    uint64_t first = wg_rng_fresh_seed();
    bool differs = false;
    assert_true(first <= WG_FRESH_SEED_MAX);
    for (int i = 0; i < 64; i++) {
        uint64_t s = wg_rng_fresh_seed();
        assert_true(s <= WG_FRESH_SEED_MAX);
        differs = differs || s != first;
    }
    assert_true(differs);
}

/* `wargen roll --json`'s line: the seed and index the caller gives, the
 * pool's dice in order and their sum. */
static void test_roll_to_json(void **state)
{
    (void)state;
    wg_rng *rng = fresh(42);
    wg_roll *roll = NULL;
    char *json = NULL, want[256];
    assert_int_equal(wg_roll_new(&roll, rng, 3, NULL), WG_OK);
    const int *d = vectors[2].d6;
    snprintf(want, sizeof want,
             "{\"seed\": \"18446744073709551615\", \"index\": 7, \"dice\": [%d, %d, %d], "
             "\"sum\": %d}", d[0], d[1], d[2], d[0] + d[1] + d[2]);
    assert_int_equal(wg_roll_to_json(&json, roll, UINT64_MAX, 7, NULL), WG_OK);
    assert_string_equal(json, want);
    wg_free(json);
    json = NULL;
    wg_error err;
    assert_int_equal(wg_roll_to_json(&json, NULL, 1, 1, &err), WG_EINVAL);
    assert_null(json);
    assert_int_equal(wg_roll_to_json(NULL, roll, 1, 1, &err), WG_EINVAL);
    wg_roll_free(roll);
    wg_rng_free(rng);
}

static wg_status op_roll_to_json(void *ctx)
{
    char *json = NULL;
    wg_status st = OOM_CALL(wg_roll_to_json(&json, ctx, 1, 1, NULL));
    wg_free(json);
    return st;
}

/* Streams (issue 16): the jumps of the reference, checked on seed 0's
 * state against the transition matrix raised to 2^128 and 2^192
 * (tests/python/test_rng_streams.py derives these words that way,
 * independently of the jump polynomials). */
static void test_jump_vectors(void **state)
{
    (void)state;
    char text[WG_RNG_STATE_TEXT_SIZE];
    wg_rng *rng = fresh(0);
    wg_rng_jump(rng);
    wg_rng_state_text(text, rng);
    assert_string_equal(text, "fee4f58cd4a88d82eb57cb7870f7d5a3"
                              "076f2d192bd2720fb0a71cb77110d77b");
    wg_rng_reseed(rng, 0);
    wg_rng_long_jump(rng);
    wg_rng_state_text(text, rng);
    assert_string_equal(text, "af65dfebc3f98b67bb26b6403a6dd452"
                              "bf68673518d166bd4c9939968279ffa0");
    wg_rng_jump(NULL); /* harmless */
    wg_rng_long_jump(NULL);
    wg_rng_free(rng);
}

/* Stream k of a seed is the seed's generator after k jumps: stream 0 the
 * seed's own; streams differ from their first draw. */
static void test_streams(void **state)
{
    (void)state;
    wg_rng *jumped = fresh(42);
    uint64_t firsts[5];
    for (uint64_t k = 0; k < 5; k++) {
        wg_rng *stream = NULL;
        assert_int_equal(wg_rng_new_stream(&stream, 42, k, NULL), WG_OK);
        wg_rng_state a, b;
        wg_rng_state_words(&a, stream);
        wg_rng_state_words(&b, jumped);
        assert_memory_equal(a.s, b.s, sizeof a.s);
        firsts[k] = wg_rng_next(stream);
        for (uint64_t j = 0; j < k; j++)
            assert_true(firsts[j] != firsts[k]);
        wg_rng_free(stream);
        wg_rng_jump(jumped);
    }
    wg_rng_free(jumped);
}

/* Bad arguments: out NULL, a stream past WG_RNG_STREAM_MAX (out NULL). */
static void test_stream_errors(void **state)
{
    (void)state;
    wg_rng *rng = (wg_rng *)&rng; /* to see it set to NULL */
    wg_error err;
    assert_int_equal(wg_rng_new_stream(&rng, 1, (uint64_t)WG_RNG_STREAM_MAX + 1, &err), WG_ERANGE);
    assert_null(rng);
    assert_string_equal(err.message, "stream 1000001 is out of range (0 to 1000000)");
    assert_int_equal(wg_rng_new_stream(&rng, 1, UINT64_MAX, NULL), WG_ERANGE);
    assert_int_equal(wg_rng_new_stream(NULL, 1, 0, &err), WG_EINVAL);
}

static wg_status op_rng_stream(void *ctx)
{
    (void)ctx;
    wg_rng *rng = NULL;
    wg_status st = OOM_CALL(wg_rng_new_stream(&rng, 7, 2, NULL));
    wg_rng_free(rng);
    return st;
}

/* The 0.x names (CHANGELOG 1.0.0) still work, as the names they forward to:
 * a program that uses them builds, with a warning, until 2.0. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
static void test_deprecated_names(void **state)
{
    (void)state;
    wg_rng *a = fresh(1), *b = fresh(2);
    wg_rng_seed(b, 1);
    wg_rng_state sa, sb;
    wg_rng_get_state(&sa, a);
    wg_rng_state_words(&sb, b);
    assert_memory_equal(&sa, &sb, sizeof sa);
    wg_rng_d6(a);
    assert_int_equal(wg_rng_set_state(a, &sb, NULL), WG_OK);
    assert_true(wg_rng_next(a) == wg_rng_next(b));
    assert_int_equal(wg_rng_set_state(a, NULL, NULL), WG_EINVAL);
    wg_rng *s = NULL;
    assert_int_equal(wg_rng_stream(&s, 1, 0, NULL), WG_OK);
    wg_rng_free(s);
    wg_roll *roll = NULL;
    assert_int_equal(wg_roll_new(&roll, a, 3, NULL), WG_OK);
    assert_int_equal(wg_roll_reroll(roll, 1, NULL), WG_OK);
    assert_false(wg_roll_rerolled(roll, 0));
    assert_true(wg_roll_rerolled(roll, 1));
    assert_false(wg_roll_rerolled(roll, 3));
    wg_roll_free(roll);
    wg_rng_free(a);
    wg_rng_free(b);
}
#pragma GCC diagnostic pop

static void test_alloc_failures(void **state)
{
    (void)state;
    assert_int_equal(harness_fail_each_alloc(op_rng_new, NULL), 2);
    assert_int_equal(harness_fail_each_alloc(op_rng_stream, NULL), 1);
    wg_rng *rng = fresh(1);
    assert_int_equal(harness_fail_each_alloc(op_roll_new, rng), 3);
    wg_roll *roll = NULL;
    assert_int_equal(wg_roll_new(&roll, rng, 100, NULL), WG_OK);
    assert_true(harness_fail_each_alloc(op_roll_to_json, roll) >= 1);
    wg_roll_free(roll);
    wg_rng_free(rng);
    assert_int_equal(harness_live(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_portable_multiply),
        cmocka_unit_test(test_reference_vector),
        cmocka_unit_test(test_seeding_is_splitmix64),
        cmocka_unit_test(test_fixed_vectors),
        cmocka_unit_test(test_d66_is_a_pair_of_d6),
        cmocka_unit_test(test_d6_uniform),
        cmocka_unit_test(test_below),
        cmocka_unit_test(test_roll_matches_d6),
        cmocka_unit_test(test_roll_bad_count),
        cmocka_unit_test(test_state_round_trip),
        cmocka_unit_test(test_state_text),
        cmocka_unit_test(test_state_all_zero_rejected),
        cmocka_unit_test(test_copy_is_independent),
        cmocka_unit_test(test_new_null_out_and_free_null),
        cmocka_unit_test(test_pool),
        cmocka_unit_test(test_die_at_missing),
        cmocka_unit_test(test_null_handles),
        cmocka_unit_test(test_reroll_once),
        cmocka_unit_test(test_reroll_below),
        cmocka_unit_test(test_pool_bad_arguments),
        cmocka_unit_test(test_fresh_seed),
        cmocka_unit_test(test_roll_to_json),
        cmocka_unit_test(test_jump_vectors),
        cmocka_unit_test(test_streams),
        cmocka_unit_test(test_stream_errors),
        cmocka_unit_test(test_deprecated_names),
        cmocka_unit_test(test_alloc_failures),
    };
    return cmocka_run_group_tests_name("rng", tests, harness_setup, harness_teardown);
}
