#define _POSIX_C_SOURCE 200809L /* clock_gettime */
/* Benchmark of morale checks (B2-B4) and their exact odds (B5).
 *
 * usage: bench-morale [CHECKS]   (default 10000000)
 *
 * Instructions per check, counted inside the library only (release build),
 * for single checks with their full record and for the simulation path
 * (target for each: at most 60, a small multiple of drawing the random
 * bits; 60 and 44 with GCC 12):
 *   valgrind --tool=callgrind --toggle-collect=wg_morale_check_roll \
 *       build-rel/bench/bench-morale 1000000
 *   valgrind --tool=callgrind --toggle-collect=wg_morale_simulate \
 *       build-rel/bench/bench-morale 1000000
 * each Ir total divided by the checks; the benchmark morale-instructions
 * (bench/morale_instructions.py) runs both and prints them. The odds are
 * timed per call, the batch (wg_morale_check_roll_batch) per check. */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"
#include "wargen.h"

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 10000000;
    if (n < 1) {
        fprintf(stderr, "usage: bench-morale [CHECKS >= 1]\n");
        return 2;
    }
    wg_rng *rng = NULL;
    if (wg_rng_new(&rng, 42, NULL) != WG_OK)
        return 1;
    long results[4] = {0, 0, 0, 0}, sink = 0;

    double t = bench_now();
    for (long i = 0; i < n; i++) {
        wg_morale_check check;
        wg_morale_check_roll(&check, rng, (int)(i & 1), NULL); /* +1 for a standard bearer */
        results[check.result]++;
    }
    double checks = bench_now() - t;

    unsigned long long counts[4];
    t = bench_now();
    wg_morale_simulate(counts, rng, 1, (unsigned long long)n, NULL);
    double simulated = bench_now() - t;

    /* The batch path: every check kept, in columns (what the bindings'
     * morale_checks fill), BATCH checks per call. */
    enum { BATCH = 100000 };
    static int8_t block[6][BATCH];
    wg_morale_columns cols = {block[0], {block[1], block[2], block[3]}, block[4], block[5]};
    long batches = n / BATCH > 0 ? n / BATCH : 1;
    t = bench_now();
    for (long i = 0; i < batches; i++) {
        wg_morale_check_roll_batch(&cols, BATCH, rng, 1, NULL);
        sink += block[5][i % BATCH];
    }
    double batched = bench_now() - t;

    long calls = n / 10 > 0 ? n / 10 : 1;
    t = bench_now();
    for (long i = 0; i < calls; i++) {
        wg_morale_odds odds;
        wg_morale_odds_compute(&odds, (int)(i % 9) - 4, NULL);
        sink += odds.failures[i & 3];
    }
    double odds = bench_now() - t;

    printf("single checks: %.2f ns per check, %.1f million checks per second\n",
           checks * 1e9 / (double)n, (double)n / checks / 1e6);
    printf("simulated: %.2f ns per check, %.1f million checks per second\n",
           simulated * 1e9 / (double)n, (double)n / simulated / 1e6);
    printf("batch: %.2f ns per check (wg_morale_check_roll_batch, %d per call)\n",
           batched * 1e9 / ((double)batches * BATCH), (int)BATCH);
    printf("odds:   %.2f ns per call (modifiers -4..+4)\n", odds * 1e9 / (double)calls);
    printf("results over %ld checks: steady %ld, wavered %ld, retreat %ld, fled %ld "
           "(checksum %ld)\n", n, results[0], results[1], results[2], results[3], sink);
    wg_rng_free(rng);
    return 0;
}
