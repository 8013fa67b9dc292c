/* Benchmark of bulk army generation (G1-G10): whole two-player large armies
 * in automatic mode with wg_gen_armies(), the allocation-free path.
 *
 * usage: bench-gen [ARMIES]   (default 1000000)
 *
 * It prints ns per two-player army and counts the allocations made while
 * generating (there must be none). The iteration count is fixed so the
 * instructions can be counted repeatably:
 *   valgrind --tool=callgrind build/bench/bench-gen 100000
 * and divided by the count (the setup is a few thousand instructions). */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"
#include "wargen.h"

/* The batch path: every army pair kept, in columns (what the bindings'
 * armies(count=N) fill), BATCH per call; ns per army pair, -1 on failure. */
enum { BATCH = 10000 };
static double batch(const wg_table *table, wg_rng *rng, const wg_session_options *opt, long n)
{
    static int total[2 * BATCH], units[2 * BATCH], draws[2 * BATCH];
    static bool finished[2 * BATCH];
    wg_army_columns cols = {total, units, draws, finished};
    long calls = n / BATCH > 0 ? n / BATCH : 1;
    wg_error err;
    double t = bench_now();
    for (long i = 0; i < calls; i++)
        if (wg_gen_armies_batch(&cols, BATCH, table, rng, opt, NULL, &err) != WG_OK) {
            fprintf(stderr, "bench-gen: %s\n", err.message);
            return -1;
        }
    return (bench_now() - t) * 1e9 / ((double)calls * BATCH);
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 1000000;
    if (n < 1) {
        fprintf(stderr, "usage: bench-gen [ARMIES >= 1]\n");
        return 2;
    }
    bench_count_allocations();
    wg_table *table = NULL;
    wg_rng *rng = NULL;
    wg_error err;
    if (wg_table_new_default(&table, &err) != WG_OK || wg_rng_new(&rng, 42, &err) != WG_OK) {
        fprintf(stderr, "bench-gen: %s\n", err.message);
        return 1;
    }
    wg_session_options opt;
    wg_session_options_init(&opt);
    opt.limit = wg_army_size_limit(WG_ARMY_SIZE_LARGE);
    opt.players = 2;

    long before = bench_allocations(), units = 0, draws = 0;
    double t = bench_now();
    for (long i = 0; i < n; i++) {
        wg_army armies[2];
        if (wg_gen_armies(armies, table, rng, &opt, NULL, &err) != WG_OK) {
            fprintf(stderr, "bench-gen: %s\n", err.message);
            return 1;
        }
        units += armies[0].units + armies[1].units;
        draws += armies[0].draws + armies[1].draws;
    }
    double ns = (bench_now() - t) * 1e9 / (double)n;
    long during = bench_allocations() - before;
    double batch_ns = batch(table, rng, &opt, n);
    if (batch_ns < 0)
        return 1;

    printf("two-player large armies: %.1f ns per army pair\n", ns);
    printf("draws per army pair: %.2f, units per army: %.2f\n", (double)draws / (double)n,
           (double)units / (2.0 * (double)n));
    printf("batch: %.1f ns per army pair (wg_gen_armies_batch, %d per call)\n", batch_ns,
           (int)BATCH);
    printf("allocations while generating: %ld\n", during);
    wg_rng_free(rng);
    wg_table_free(table);
    return during == 0 ? 0 : 1;
}
