/* Benchmark of the open view and twin labelling (H1-H4, issue 13): the
 * 25-unit 2,000-point roster, given hidden items so that its repeated
 * units become twins, and a roster of 10,000 units built from it (400
 * copies of each unit: 10,000 twins to label).
 *
 * usage: bench-hidden CATALOG ROSTER [ITERATIONS [UNITS]]
 *   ITERATIONS of the 25-unit roster (default 20000; a 400th as many of the
 *   10,000-unit one); with UNITS (25 or 10000), that roster alone.
 *
 * It prints ns per view and per unit for each size, and the 10,000-unit /
 * 25-unit ratio of the times, the two sizes timed in 10 alternating turns
 * each. Then the page faults per view of each size (getrusage's ru_minflt;
 * over all turns, and in the last, once the first views have grown the heap),
 * and the ratio of the fastest turns against issue 30's target, at most
 * 600x in wall time (a report: it exits 0 either way, as wall time on a
 * busy machine is no verdict). With UNITS, that size's time and
 * page faults only. Issue 13 bounds the instructions: at most 20,000 per
 * view of 25 units, and 600x that for 10,000 (no quadratic twin search).
 * Let callgrind count inside the view only:
 *   valgrind --tool=callgrind --toggle-collect=wg_view_new \
 *       build/bench/bench-hidden CATALOG ROSTER 1000 25
 * and divide by the views made (the iterations, plus one that counts the
 * twins); the same with "5 10000" for the big roster (6 views). */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, getrusage */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

#include "bench.h"
#include "wargen.h"

#define ROUNDS 10    /* turns of each size */
#define TARGET 600.0 /* issue 30: wall time at 10,000 units / at 25 */

static void die(const char *what, const wg_error *err)
{
    fprintf(stderr, "bench-hidden: %s: %s\n", what, err->message);
    exit(1);
}

/* The page faults of this process so far (ru_minflt: served without I/O,
 * such as a first touch of memory the allocator had just asked for). */
static long minor_faults(void)
{
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    return u.ru_minflt;
}

/* One size's views: their time and page faults, summed over the runs. */
typedef struct timing {
    double ns, fastest; /* fastest: ns per view of the fastest batch */
    long faults, runs;
    double last_faults; /* per view of the last batch, once the heap has grown */
} timing;

/* n views of roster (each made and freed), added to *t. */
static void time_view(timing *t, const wg_roster *roster, long n)
{
    wg_error err;
    long faults = minor_faults();
    double start = bench_now();
    for (long i = 0; i < n; i++) {
        wg_view *view = NULL;
        if (wg_view_new(&view, roster, &err) != WG_OK)
            die("view", &err);
        wg_view_free(view);
    }
    double ns = (bench_now() - start) * 1e9;
    faults = minor_faults() - faults;
    t->faults += faults;
    t->last_faults = (double)faults / (double)n;
    if (t->runs == 0 || ns / (double)n < t->fastest)
        t->fastest = ns / (double)n;
    t->ns += ns;
    t->runs += n;
}

/* Hidden items with no mundane type, alternating, so that the roster's
 * repeated units are equal in the open view and not in the hidden one
 * (twins, H4); and a magic weapon for the General. Unit i gets what unit
 * i % period of the 25-unit roster gets. */
static void hide_items(wg_roster *r, size_t period)
{
    wg_error err;
    for (size_t i = 0; i < wg_roster_unit_count(r); i++) {
        size_t j = i % period;
        const char *item = j == 0 ? "biting-blade" : j % 2 ? "ward-stone" : "scroll-of-silence";
        if (wg_roster_add_item(r, i, item, &err) != WG_OK)
            die(item, &err);
    }
}

/* A roster of `units` units: copies of the 25-unit roster's, with the same
 * hidden items. */
static wg_roster *bigger(const wg_catalog *catalog, const wg_roster *small, size_t units)
{
    wg_roster *r = NULL;
    wg_error err;
    if (wg_roster_new(&r, catalog, 2000, &err) != WG_OK)
        die("roster", &err);
    size_t n = wg_roster_unit_count(small);
    for (size_t i = 0; i < units; i++) {
        wg_roster_unit u;
        if (wg_roster_unit_at(&u, small, i % n, &err) != WG_OK ||
            wg_roster_add_unit(NULL, r, &u, &err) != WG_OK)
            die("copy", &err);
    }
    hide_items(r, n);
    return r;
}

/* The number of twins the view of r labels, as a check that it does. */
static size_t count_twins(const wg_roster *r)
{
    wg_view *view = NULL;
    wg_error err;
    if (wg_view_new(&view, r, &err) != WG_OK)
        die("view", &err);
    size_t twins = 0;
    for (size_t i = 0; i < wg_view_unit_count(view); i++) {
        wg_view_unit u;
        wg_view_unit_at(&u, view, i, NULL);
        twins += u.twin;
    }
    wg_view_free(view);
    return twins;
}

static void report(const char *what, const wg_roster *r, const timing *t)
{
    size_t units = wg_roster_unit_count(r);
    double ns = t->ns / (double)t->runs;
    printf("%-13s %12.1f ns per view, %7.1f ns per unit, %zu twins (%ld runs)\n", what, ns,
           ns / (double)units, count_twins(r), t->runs);
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: bench-hidden CATALOG ROSTER [ITERATIONS [UNITS]]\n");
        return 2;
    }
    long n = argc > 3 ? atol(argv[3]) : 20000;
    long only = argc > 4 ? atol(argv[4]) : 0;
    wg_catalog *catalog;
    wg_roster *roster;
    bench_load_roster(&catalog, &roster, "bench-hidden", argv[1], argv[2]);
    hide_items(roster, wg_roster_unit_count(roster));
    wg_roster *r10000 = bigger(catalog, roster, 10000);
    long big = n / 400 > 0 ? n / 400 : 1;
    if (only) {
        wg_roster *r = only == 25 ? roster : r10000;
        timing t = {0};
        time_view(&t, r, n);
        report(only == 25 ? "25 units:" : "10,000 units:", r, &t);
        printf("page faults per view (ru_minflt): %.1f\n", (double)t.faults / (double)t.runs);
    } else {
        /* Both sizes in turns, so that a busy spell of the machine slows
         * both; the target's ratio is of the fastest turns. */
        timing t25 = {0}, t10000 = {0};
        long small_turn = n / ROUNDS > 0 ? n / ROUNDS : 1;
        long big_turn = big / ROUNDS > 0 ? big / ROUNDS : 1;
        for (int round = 0; round < ROUNDS; round++) {
            time_view(&t25, roster, small_turn);
            time_view(&t10000, r10000, big_turn);
        }
        report("25 units:", roster, &t25);
        report("10,000 units:", r10000, &t10000);
        double mean25 = t25.ns / (double)t25.runs, mean10000 = t10000.ns / (double)t10000.runs;
        printf("10,000 / 25 units: %.0fx in time (issue 13 bounds the instructions at 600x, "
               "see bench/hidden.c; time also counts the cache misses of a 400x bigger "
               "working set, and is noisy on a busy machine)\n", mean10000 / mean25);
        printf("page faults per view (ru_minflt): %.1f at 25 units, %.1f at 10,000 units "
               "(last turn: %.1f and %.1f)\n",
               (double)t25.faults / (double)t25.runs,
               (double)t10000.faults / (double)t10000.runs, t25.last_faults,
               t10000.last_faults);
        double ratio = t10000.fastest / t25.fastest;
        printf("10,000 / 25 units: %.0fx in wall time, the fastest of %d turns each "
               "(issue 30's target: at most %.0fx): %s\n",
               ratio, ROUNDS, TARGET, ratio <= TARGET ? "met" : "missed");
    }
    wg_roster_free(r10000);
    wg_roster_free(roster);
    wg_catalog_free(catalog);
    return 0;
}
