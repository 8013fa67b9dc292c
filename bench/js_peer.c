/* The native side of the js-speed benchmark (bench/js/speed.mjs): the C
 * calls that the npm package's methods make in the WebAssembly module, made
 * here on the native library, with the same inputs.
 *
 * usage: bench-js-peer CATALOG ROSTER OPERATION COUNT
 *   validate   the roster against the catalogue, then its report read whole
 *              through the accessors, as roster.validate() reads it to build
 *              its object (bindings/js/index.js, reportObject): validity,
 *              limit, total, format, every category's points and share, the
 *              characters', every unit and every violation; a C caller has
 *              the strings as pointers where JavaScript decodes them
 *   validate-json  the roster against the catalogue and its report's JSON
 *              (wg_roster_validate, wg_report_to_json), as
 *              roster.validateJson() has them made
 *   generate   a two-player large army, seeds 0 to COUNT - 1, as
 *              wg.generate({seed, size: 'large', players: 2}) (a session on
 *              the default table, run and freed)
 *   morale     1,000,000 morale checks of modifier +1 in one call, as
 *              new Rng(42).moraleSimulate(1000000, 1) (wg_morale_simulate)
 *
 * It prints "OPERATION: NS ns per operation (COUNT)". bench-validate and
 * bench-gen time other paths (validation without reading the report; wg_gen_armies,
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

/* What reading the whole report gives, summed so that no read is left out. */
static unsigned long read_report(const wg_report *report)
{
    wg_error err;
    int limit = wg_report_points(report);
    unsigned long sum = (unsigned long)wg_report_valid(report) + (unsigned long)limit +
                        (unsigned long)wg_report_total(report) +
                        (unsigned long)wg_report_format(report);
    for (int c = 0; c < WG_CATEGORY_COUNT; c++)
        sum += (unsigned long)wg_share_hundredths(wg_report_category_points(report, (wg_category)c),
                                                  limit);
    sum += (unsigned long)wg_share_hundredths(wg_report_character_points(report), limit);
    for (size_t i = 0, n = wg_report_unit_count(report); i < n; i++) {
        wg_report_unit unit;
        if (wg_report_unit_at(&unit, report, i, &err) != WG_OK)
            fail(&err);
        sum += (unsigned long)unit.points + (unsigned long)unit.category + (unsigned long)unit.entry[0];
    }
    for (size_t i = 0, n = wg_report_violation_count(report); i < n; i++) {
        const wg_violation *v = wg_report_violation_at(report, i);
        sum += (unsigned long)v->code[0] + (unsigned long)v->rule[0] + (unsigned long)v->unit_count +
               (unsigned long)v->message[0];
    }
    return sum;
}

static void validate(const wg_roster *roster, long n)
{
    wg_error err;
    unsigned long sink = 0;
    for (long i = 0; i < n; i++) {
        wg_report *report = NULL;
        if (wg_roster_validate(&report, roster, &err) != WG_OK)
            fail(&err);
        sink += read_report(report);
        wg_report_free(report);
    }
    if (sink == 0)
        fprintf(stderr, "bench-js-peer: an empty report in %ld runs\n", n);
}

static void validate_json(const wg_roster *roster, long n)
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
    if (n < 1 || (strcmp(op, "validate") != 0 && strcmp(op, "validate-json") != 0 &&
                  strcmp(op, "generate") != 0 && strcmp(op, "morale") != 0)) {
        fprintf(stderr, "usage: bench-js-peer CATALOG ROSTER validate|validate-json|generate|morale "
                        "COUNT\n");
        return 2;
    }
    wg_catalog *catalog;
    wg_roster *roster;
    bench_load_roster(&catalog, &roster, "bench-js-peer", argv[1], argv[2]);
    double t = bench_now();
    if (strcmp(op, "validate") == 0)
        validate(roster, n);
    else if (strcmp(op, "validate-json") == 0)
        validate_json(roster, n);
    else if (strcmp(op, "generate") == 0)
        generate(n);
    else
        morale(n);
    printf("%s: %.1f ns per operation (%ld)\n", op, (bench_now() - t) * 1e9 / (double)n, n);
    wg_roster_free(roster);
    wg_catalog_free(catalog);
    return 0;
}
