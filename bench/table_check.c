/* Benchmark of `wargen table check` on large bad documents (issue: locating
 * every problem must stay linear in the document's size).
 *
 * usage: bench-table-check [MIB]   (default 16: the size limit)
 *
 * It builds tables of 1, 2, 4, ... MIB MiB in memory (pretty-printed, every
 * entry with two problems: a cost that is a string and a repeated roll),
 * checks each with wg_table_check_string() and prints the seconds, the ns
 * per byte (about constant when linear) and the problems listed and omitted.
 * Target: the table at the size limit in under a second. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "wargen.h"

static const char HEAD[] = "{\n \"format\": \"wargen-table/1\",\n \"name\": \"big\",\n \"entries\": [\n";
static const char ENTRY[] = "  {\n   \"roll\": 11,\n   \"cost\": \"x\",\n   \"slots\": [\n    {\n"
                            "     \"type\": \"horde\",\n     \"count\": 1\n    }\n   ]\n  }";

/* A table of at most size bytes (and at least size - one entry). */
static char *make_table(size_t size, size_t *len)
{
    char *text = malloc(size + 1);
    size_t n = strlen(HEAD), entry = strlen(ENTRY);
    if (text == NULL)
        return NULL;
    memcpy(text, HEAD, n);
    while (n + entry + 2 + 4 <= size) {
        memcpy(text + n, ENTRY, entry);
        n += entry;
        memcpy(text + n, ",\n", 2);
        n += 2;
    }
    n -= 2; /* the last comma */
    memcpy(text + n, "\n]}\n", 4);
    n += 4;
    text[n] = '\0';
    *len = n;
    return text;
}

int main(int argc, char **argv)
{
    long mib = argc > 1 ? atol(argv[1]) : 16;
    if (mib < 1 || mib > 16) {
        fprintf(stderr, "usage: bench-table-check [MIB 1-16]\n");
        return 2;
    }
    for (long m = 1; m <= mib; m *= 2) {
        size_t len;
        /* the limit is 16 MiB exactly: stay a byte under it */
        char *text = make_table((size_t)m << 20 == (size_t)16 << 20 ? ((size_t)16 << 20) - 1
                                                                      : (size_t)m << 20, &len);
        wg_problems *problems = NULL;
        wg_error err;
        if (text == NULL)
            return 1;
        double t = bench_now();
        wg_status st = wg_table_check_string(&problems, text, len, "big", &err);
        t = bench_now() - t;
        if (st != WG_OK) {
            fprintf(stderr, "bench-table-check: %s\n", err.message);
            return 1;
        }
        printf("table check: %8zu bytes %7.3f s %6.1f ns/byte  %zu problems listed, %zu more\n",
               len, t, t * 1e9 / (double)len, wg_problems_count(problems),
               wg_problems_omitted(problems));
        wg_problems_free(problems);
        free(text);
    }
    return 0;
}
