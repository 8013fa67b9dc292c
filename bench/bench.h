/* What every benchmark program shares: a monotonic clock in seconds, and
 * for the roster benchmarks, loading their catalogue and roster. */
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
