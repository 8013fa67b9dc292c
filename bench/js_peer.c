/* The native side of the js-speed benchmark (bench/js/speed.mjs): the C
 * calls that the npm package's methods make in the WebAssembly module, made
 * here on the native library, with the same inputs, except validate's
 * second half (below).
 *
 * usage: bench-js-peer CATALOG ROSTER OPERATION COUNT
 *   validate   the roster against the catalogue and its report's JSON
 *              (wg_roster_validate, wg_report_to_json): the whole report as
 *              data, as roster.validateJson() has it made and as the
 *              package's validate() had it made when the benchmark was
 *              written. validate() now reads the report's accessors instead
 *              (bindings/js/index.js); the yardstick stays the JSON, and
 *              docs/DESIGN.md ("JavaScript", Speed) says how the package
 *              compares with the accessors read natively, which take a
 *              small part of the JSON's time
 *   generate   a two-player large army, seeds 0 to COUNT - 1, as
 *              wg.generate({seed, size: 'large', players: 2}) (a session on
 *              the default table, run and freed)
 *   morale     1,000,000 morale checks of modifier +1 in one call, as
 *              new Rng(42).moraleSimulate(1000000, 1) (wg_morale_simulate)
 *
 * It prints "OPERATION: NS ns per operation (COUNT)". bench-validate and
 * bench-gen time other paths (the report without its JSON; wg_gen_armies,
 * without a session), and bench-morale its simulation once among others. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "wargen.h"

enum { MORALE_CHECKS = 1000000 };

static void fail(const wg_error *err)
{
    char line[1024];
    wg_error_format(line, sizeof line, err);
    fprintf(stderr, "bench-js-peer: %s\n", line);
    exit(1);
}

static void validate(const wg_roster *roster, long n)
{
    wg_error err;
    for (long i = 0; i < n; i++) {
        wg_report *report = NULL;
        char *json = NULL;
        if (wg_roster_validate(&report, roster, &err) != WG_OK ||
            wg_report_to_json(&json, report, &err) != WG_OK)
            fail(&err);
        wg_free(json);
        wg_report_free(report);
    }
}

static void generate(long n)
{
    wg_error err;
    wg_table *table = NULL;
    if (wg_table_new_default(&table, &err) != WG_OK)
        fail(&err);
    wg_session_options opt;
    wg_session_options_init(&opt);
    opt.limit = wg_army_size_limit(WG_ARMY_SIZE_LARGE);
    opt.players = 2;
    for (long i = 0; i < n; i++) {
        wg_session *session = NULL;
        if (wg_session_new(&session, table, (uint64_t)i, &opt, &err) != WG_OK ||
            wg_session_run(session, NULL, &err) != WG_OK)
            fail(&err);
        wg_session_free(session);
    }
    wg_table_free(table);
}

static void morale(long n)
{
    wg_error err;
    wg_rng *rng = NULL;
    if (wg_rng_new(&rng, 42, &err) != WG_OK)
        fail(&err);
    unsigned long long counts[4], sink = 0;
    for (long i = 0; i < n; i++) {
        if (wg_morale_simulate(counts, rng, 1, MORALE_CHECKS, &err) != WG_OK)
            fail(&err);
        sink += counts[0];
    }
    if (sink == 0)
        fprintf(stderr, "bench-js-peer: no steady check in %ld runs\n", n);
    wg_rng_free(rng);
}

int main(int argc, char **argv)
{
    long n = argc == 5 ? atol(argv[4]) : 0;
    const char *op = argc == 5 ? argv[3] : "";
    if (n < 1 || (strcmp(op, "validate") != 0 && strcmp(op, "generate") != 0 &&
                  strcmp(op, "morale") != 0)) {
        fprintf(stderr, "usage: bench-js-peer CATALOG ROSTER validate|generate|morale COUNT\n");
        return 2;
    }
    wg_catalog *catalog;
    wg_roster *roster;
    bench_load_roster(&catalog, &roster, "bench-js-peer", argv[1], argv[2]);
    double t = bench_now();
    if (strcmp(op, "validate") == 0)
        validate(roster, n);
    else if (strcmp(op, "generate") == 0)
        generate(n);
    else
        morale(n);
    printf("%s: %.1f ns per operation (%ld)\n", op, (bench_now() - t) * 1e9 / (double)n, n);
    wg_roster_free(roster);
    wg_catalog_free(catalog);
    return 0;
}
