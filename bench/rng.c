#define _POSIX_C_SOURCE 200809L /* clock_gettime */
/* Benchmark of the dice hot paths: D6, D66 and pooled rolls.
 *
 * usage: bench-rng [ITERATIONS]   (default 10000000)
 *
 * The iteration count is fixed so the instruction count can be measured
 * repeatably, e.g. valgrind --tool=callgrind build/bench/bench-rng 1000000. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"
#include "wargen.h"

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 10000000;
    if (n < 1) {
        fprintf(stderr, "usage: bench-rng [ITERATIONS >= 1]\n");
        return 2;
    }
    wg_rng *rng = NULL;
    if (wg_rng_new(&rng, 42, NULL) != WG_OK)
        return 1;
    long sink = 0;

    double t = bench_now();
    for (long i = 0; i < n; i++)
        sink += wg_rng_d6(rng);
    double d6 = (bench_now() - t) * 1e9 / (double)n;

    t = bench_now();
    for (long i = 0; i < n; i++)
        sink += wg_rng_d66(rng);
    double d66 = (bench_now() - t) * 1e9 / (double)n;

    int dice[100];
    long batches = n / 100 > 0 ? n / 100 : 1;
    t = bench_now();
    for (long i = 0; i < batches; i++) {
        wg_rng_roll(dice, 100, rng, NULL);
        sink += dice[i % 100];
    }
    double roll = (bench_now() - t) * 1e9 / (double)(batches * 100);

    printf("d6:   %.2f ns per die\n", d6);
    printf("d66:  %.2f ns per D66\n", d66);
    printf("roll: %.2f ns per die (100-dice rolls)\n", roll);
    printf("(checksum %ld over %ld iterations)\n", sink, n);
    wg_rng_free(rng);
    return 0;
}
