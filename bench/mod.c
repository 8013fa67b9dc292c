/* Benchmark of the modifier pipeline (rules M1-M5, wargen/mod.h).
 *
 * usage: bench-mod [ITERATIONS [CHAIN [literal]]]
 *
 * 1. One characteristic with 8 modifiers (set, mul and add, three of them
 *    bounded): ITERATIONS times (default 1000000) change its base and read
 *    its value, so every iteration really evaluates it again (the base
 *    alternates: setting the same base would keep the value). It prints ns
 *    per iteration and checks the evaluation count. The target is at most
 *    400 instructions per evaluation: the wg_models_value() call that
 *    evaluates, counted alone (add --toggle-collect=wg_models_set_base for
 *    the change as well). The name is passed as the set's own copy
 *    (wg_stat.name, found by address), or with "literal" as a string
 *    constant (found by comparing). Count in a release build:
 *      valgrind --tool=callgrind --toggle-collect=wg_models_value \
 *          build/bench/bench-mod 100000 0 [literal]
 *    and divide the total Ir by the iterations.
 * 2. Chains of 100,000 and 200,000 models, each using the one before (M2):
 *    built, evaluated with wg_models_evaluate(), then evaluated again after
 *    the head's base changed (the whole chain again). With CHAIN, that chain
 *    alone (0: none); ITERATIONS 0 skips part 1. Linear time shows as a
 *    ratio of about 2 between the two; count instructions with
 *      valgrind --tool=callgrind --toggle-collect=wg_models_evaluate \
 *          build/bench/bench-mod 0 100000        (and 200000)
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "wargen.h"

static void check(wg_status st, const wg_error *err, const char *what)
{
    if (st != WG_OK) {
        fprintf(stderr, "bench-mod: %s: %s\n", what, err->message);
        exit(1);
    }
}

/* ---- 1. one characteristic, 8 modifiers ----------------------------------------------- */

static void one_stat(long n, bool literal)
{
    wg_models *m = NULL;
    wg_error err;
    check(wg_models_new(&m, &err), &err, "new");
    check(wg_models_add_model(NULL, m, "spearman", &err), &err, "model");
    check(wg_models_add_stat(m, 0, "Str", 5, WG_STAT_MIN, WG_STAT_MAX, &err), &err, "stat");
    /* in the order added; applied as: set 7; x3/2 up, x2, x1/2 down max 8;
       +3, -4, -1 min 2, +2 max 9 */
    const wg_modifier mods[8] = {
        {.stat = "Str", .op = WG_MOD_OP_ADD, .value = 3, .source = "banner"},
        {.stat = "Str", .op = WG_MOD_OP_MUL, .num = 3, .den = 2},
        {.stat = "Str", .op = WG_MOD_OP_ADD, .value = -1, .bound = WG_BOUND_MIN, .limit = 2},
        {.stat = "Str", .op = WG_MOD_OP_SET, .value = 7},
        {.stat = "Str", .op = WG_MOD_OP_MUL, .num = 1, .den = 2, .round = WG_ROUNDING_DOWN,
         .bound = WG_BOUND_MAX, .limit = 8},
        {.stat = "Str", .op = WG_MOD_OP_ADD, .value = -4},
        {.stat = "Str", .op = WG_MOD_OP_MUL, .num = 2, .den = 1},
        {.stat = "Str", .op = WG_MOD_OP_ADD, .value = 2, .bound = WG_BOUND_MAX, .limit = 9},
    };
    for (int i = 0; i < 8; i++)
        check(wg_models_add_modifier(NULL, m, 0, &mods[i], &err), &err, "modifier");
    wg_stat stat;
    check(wg_models_stat_at(&stat, m, 0, 0, &err), &err, "stat_at");
    const char *name = literal ? "Str" : stat.name;
    int v = 0;
    check(wg_models_value(&v, m, 0, "Str", &err), &err, "value");
    unsigned long long before = wg_models_evaluations(m);
    long sum = 0;
    double t = bench_now();
    for (long i = 0; i < n; i++) {
        wg_models_set_base(m, 0, name, (int)(i & 1) + 4, NULL);
        wg_models_value(&v, m, 0, name, NULL);
        sum += v;
    }
    double ns = (bench_now() - t) * 1e9 / (double)n;
    unsigned long long evaluations = wg_models_evaluations(m) - before;
    printf("one characteristic, 8 modifiers: %.1f ns per set_base + value (%ld iterations, "
           "value %d, checksum %ld, names %s)\n", ns, n, v, sum,
           literal ? "as string constants" : "as the set's copies");
    printf("  evaluations: %llu (must be one per iteration)\n", evaluations);
    wg_trace *tr = NULL;
    check(wg_models_explain(&tr, m, 0, "Str", &err), &err, "explain");
    char *text = NULL;
    check(wg_trace_to_text(&text, tr, &err), &err, "trace");
    printf("%s", text);
    wg_free(text);
    wg_trace_free(tr);
    wg_models_free(m);
    if (evaluations != (unsigned long long)n) {
        fprintf(stderr, "bench-mod: %llu evaluations for %ld iterations\n", evaluations, n);
        exit(1);
    }
}

/* ---- 2. a chain of uses ------------------------------------------------------------------ */

static void chain(long n)
{
    double t0 = bench_now();
    wg_models *m = NULL;
    wg_error err;
    check(wg_models_new(&m, &err), &err, "new");
    char id[32], prev[32];
    for (long i = 0; i < n; i++) {
        snprintf(id, sizeof id, "m%ld", i);
        check(wg_models_add_model(NULL, m, id, &err), &err, "model");
        check(wg_models_add_stat(m, (size_t)i, "Dis", 0, 0, WG_MOD_VALUE_MAX, &err), &err,
              "stat");
        if (i > 0) {
            wg_modifier use = {.stat = "Dis", .op = WG_MOD_OP_USE, .model = prev};
            check(wg_models_add_modifier(NULL, m, (size_t)i, &use, &err), &err, "use");
        }
        wg_modifier add = {.stat = "Dis", .op = WG_MOD_OP_ADD, .value = 1};
        check(wg_models_add_modifier(NULL, m, (size_t)i, &add, &err), &err, "add");
        snprintf(prev, sizeof prev, "%s", id);
    }
    double t1 = bench_now();
    check(wg_models_evaluate(m, &err), &err, "evaluate");
    double t2 = bench_now();
    unsigned long long first = wg_models_evaluations(m);
    check(wg_models_set_base(m, 0, "Dis", 1, &err), &err, "set_base");
    double t3 = bench_now();
    check(wg_models_evaluate(m, &err), &err, "evaluate again");
    double t4 = bench_now();
    unsigned long long again = wg_models_evaluations(m) - first;
    int last = 0;
    check(wg_models_value(&last, m, (size_t)n - 1, "Dis", &err), &err, "value");
    printf("chain of %ld: build %.1f ms; evaluate %.2f ms (%.1f ns per model, %llu "
           "evaluations); after the head changed %.2f ms (%llu evaluations); last value %d\n",
           n, (t1 - t0) * 1e3, (t2 - t1) * 1e3, (t2 - t1) * 1e9 / (double)n, first,
           (t4 - t3) * 1e3, again, last);
    wg_models_free(m);
    if (first != (unsigned long long)n || again != (unsigned long long)n || last != n + 1) {
        fprintf(stderr, "bench-mod: wrong counts or value\n");
        exit(1);
    }
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 1000000;
    long only = argc > 2 ? atol(argv[2]) : -1;
    if (n < 0 || only < -1 || only > 400000) {
        fprintf(stderr, "usage: bench-mod [ITERATIONS [CHAIN (0 to 400000)]]\n");
        return 2;
    }
    if (n > 0)
        one_stat(n, argc > 3 && strcmp(argv[3], "literal") == 0);
    if (only > 0) {
        chain(only);
    } else if (only < 0) {
        chain(100000);
        chain(200000);
    }
    return 0;
}
