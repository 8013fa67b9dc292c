/* DESIGN: no global mutable state, so distinct handles may be used from
 * distinct threads. Four threads each roll dice and read JSON documents at
 * once and must get exactly what one thread alone gets. Run under
 * -Db_sanitize=thread (CI) it also checks for data races. */
#include <pthread.h>
#include <string.h>

#include "harness.h"
#include "internal/json.h"

enum { THREADS = 4, ROUNDS = 200 };

typedef struct job {
    uint64_t seed;
    long dice_sum;
    int json_errors;
} job;

static const char *const DOCS[] = {
    "{\"format\": \"x\", \"a\": [1, 2, {\"b\": true}]}",
    "{\"format\": \"x\", \"a\": [1, 2, {\"b\": tru}]}",
    "{\"a\": 1, \"a\": 2}",
};

static void *work(void *arg)
{
    job *j = arg;
    wg_rng *rng = NULL;
    if (wg_rng_new(&rng, j->seed, NULL) != WG_OK)
        return NULL;
    for (int r = 0; r < ROUNDS; r++) {
        wg_roll *roll = NULL;
        if (wg_roll_new(&roll, rng, 50, NULL) == WG_OK) {
            wg_roll_reroll_below(roll, 2);
            j->dice_sum += wg_roll_sum(roll);
        }
        wg_roll_free(roll);
        for (size_t d = 0; d < sizeof DOCS / sizeof DOCS[0]; d++) {
            wgi_jdoc doc;
            wg_error err;
            if (wgi_json_load_string(&doc, DOCS[d], strlen(DOCS[d]), NULL, &err) != WG_OK)
                j->json_errors++;
            wgi_json_close(&doc);
        }
    }
    wg_rng_free(rng);
    return NULL;
}

static void test_threads_match_one_thread(void **state)
{
    (void)state;
    job alone[THREADS], together[THREADS];
    pthread_t tid[THREADS];
    for (int t = 0; t < THREADS; t++) {
        alone[t] = (job){.seed = 1000 + (uint64_t)t};
        together[t] = alone[t];
        work(&alone[t]);
    }
    for (int t = 0; t < THREADS; t++)
        assert_int_equal(pthread_create(&tid[t], NULL, work, &together[t]), 0);
    for (int t = 0; t < THREADS; t++)
        assert_int_equal(pthread_join(tid[t], NULL), 0);
    for (int t = 0; t < THREADS; t++) {
        assert_true(alone[t].dice_sum > 0);
        assert_int_equal(together[t].dice_sum, alone[t].dice_sum);
        assert_int_equal(alone[t].json_errors, 2 * ROUNDS);
        assert_int_equal(together[t].json_errors, alone[t].json_errors);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_threads_match_one_thread),
    };
    return cmocka_run_group_tests_name("threads", tests, NULL, NULL);
}
