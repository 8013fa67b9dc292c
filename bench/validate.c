/* Benchmark of roster validation (R3-R14): a loaded 25-unit 2,000-point
 * roster, and rosters of 1,000 and 10,000 units built from it (as many
 * copies of its units as fit; these break duplicate and points rules, so
 * they also exercise the violation paths).
 *
 * usage: bench-validate CATALOG ROSTER [ITERATIONS [UNITS]]
 *   ITERATIONS of the 25-unit roster (default 20000; a 400th as many of the
 *   bigger ones); with UNITS (25, 1000 or 10000), that roster alone.
 *
 * It prints ns per validation for each size and the 10,000-unit / 25-unit
 * ratio, which must stay below 500 (linear cost). For instructions, let
 * callgrind count inside validation only:
 *   valgrind --tool=callgrind --toggle-collect=wg_roster_validate \
 *       build/bench/bench-validate CATALOG ROSTER 1000 25
 * and divide by the iterations. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"
#include "wargen.h"

/* ns per validation of roster, over n runs; exits on failure. */
static double time_validation(const wg_roster *roster, long n)
{
    wg_error err;
    double t = bench_now();
    for (long i = 0; i < n; i++) {
        wg_report *report = NULL;
        if (wg_roster_validate(&report, roster, &err) != WG_OK) {
            fprintf(stderr, "bench-validate: %s\n", err.message);
            exit(1);
        }
        wg_report_free(report);
    }
    return (bench_now() - t) * 1e9 / (double)n;
}

/* A roster of `units` units: the 25-unit roster's entries over and over. */
static wg_roster *bigger(const wg_catalog *catalog, const char *path, size_t units)
{
    static const char *const ENTRIES[] = {"lord-marshal", "watch-captain", "levy-spearmen",
                                          "halberd-guard", "crossbowmen", "yeoman-riders",
                                          "war-wagon", "royal-falconers"};
    wg_roster *r = NULL;
    wg_error err;
    if (wg_roster_new(&r, catalog, 2000, &err) != WG_OK)
        goto fail;
    for (size_t i = 0; i < units; i++) {
        wg_roster_unit u = {ENTRIES[i % 8], i % 8 >= 2 && i % 8 <= 4 ? 10 : (i % 8 == 5 ? 5 : 1),
                            i == 0, false, WG_CATEGORY_LORDS, NULL, false, 0};
        if (i % 8 == 7)
            u.models = 5;
        if (wg_roster_add_unit(NULL, r, &u, &err) != WG_OK)
            goto fail;
    }
    return r;
fail:
    fprintf(stderr, "bench-validate: %s: %s\n", path, err.message);
    exit(1);
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: bench-validate CATALOG ROSTER [ITERATIONS]\n");
        return 2;
    }
    long n = argc > 3 ? atol(argv[3]) : 20000;
    long only = argc > 4 ? atol(argv[4]) : 0;
    wg_catalog *catalog;
    wg_roster *roster;
    bench_load_roster(&catalog, &roster, "bench-validate", argv[1], argv[2]);
    wg_roster *r1000 = bigger(catalog, argv[1], 1000), *r10000 = bigger(catalog, argv[1], 10000);
    long big = n / 400 > 0 ? n / 400 : 1;
    if (only) {
        wg_roster *r = only == 25 ? roster : only == 1000 ? r1000 : r10000;
        printf("%ld units: %.1f ns per validation (%ld runs)\n", only, time_validation(r, n), n);
        wg_roster_free(r10000);
        wg_roster_free(r1000);
        wg_roster_free(roster);
        wg_catalog_free(catalog);
        return 0;
    }

    double t25 = time_validation(roster, n);
    double t1000 = time_validation(r1000, big);
    double t10000 = time_validation(r10000, big);
    printf("25 units:     %10.1f ns per validation (%ld runs)\n", t25, n);
    printf("1,000 units:  %10.1f ns per validation (%ld runs)\n", t1000, big);
    printf("10,000 units: %10.1f ns per validation (%ld runs)\n", t10000, big);
    printf("10,000 / 25 units: %.0fx (at most 500x for linear cost; timings are noisy on a "
           "busy machine, instruction counts are not)\n", t10000 / t25);
    wg_roster_free(r10000);
    wg_roster_free(r1000);
    wg_roster_free(roster);
    wg_catalog_free(catalog);
    return 0;
}
