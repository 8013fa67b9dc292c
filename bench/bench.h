/* What every benchmark program shares: a monotonic clock in seconds, a
 * count of the library's allocations, and for the roster benchmarks,
 * loading their catalogue and roster. */
#ifndef WG_BENCH_H
#define WG_BENCH_H

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "wargen.h"

static inline double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Calls of the allocator the library makes, once bench_count_allocations()
 * has routed them here (wg_set_allocator). */
static long bench_mallocs, bench_reallocs;

static inline void *bench_counting_malloc(size_t size)
{
    bench_mallocs++;
    return malloc(size);
}

static inline void *bench_counting_realloc(void *ptr, size_t size)
{
    bench_reallocs++;
    return realloc(ptr, size);
}

/* Count every allocation from now on; call it before any other call. */
static inline void bench_count_allocations(void)
{
    if (wg_set_allocator(bench_counting_malloc, bench_counting_realloc, free) != WG_OK)
        exit(1);
}

/* The allocations (mallocs and reallocs) counted so far. */
static inline long bench_allocations(void)
{
    return bench_mallocs + bench_reallocs;
}

/* The catalogue file book and the roster file path of it into *catalog and
 * *roster, or the located error after "program: " on stderr and exit 1. */
static inline void bench_load_roster(wg_catalog **catalog, wg_roster **roster,
                                     const char *program, const char *book, const char *path)
{
    wg_error err;
    *catalog = NULL;
    *roster = NULL;
    if (wg_catalog_load_file(catalog, book, &err) != WG_OK ||
        wg_roster_load_file(roster, *catalog, path, &err) != WG_OK) {
        char line[1024];
        wg_error_format(line, sizeof line, &err);
        fprintf(stderr, "%s: %s\n", program, line);
        exit(1);
    }
}

#endif
