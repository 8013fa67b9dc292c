/* Fuzz target for wargen-roster/1, against one fixed catalogue from data/
 * (loaded once: WG_FUZZ_CATALOG, set by meson): any bytes either load or
 * fail with a well-formed error; a roster that loads is validated, its
 * report written, and the roster written and read back into the same
 * document. See README "Fuzzing". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static const wg_catalog *catalog(void)
{
    static wg_catalog *loaded;
    if (loaded == NULL) {
        wg_error err;
        if (wg_catalog_load_file(&loaded, WG_FUZZ_CATALOG, &err) != WG_OK) {
            fprintf(stderr, "roster-fuzz: %s: %s\n", WG_FUZZ_CATALOG, err.message);
            abort();
        }
    }
    return loaded;
}

static void check_round_trip(const wg_roster *roster)
{
    char *first = NULL, *second = NULL;
    wg_roster *again = NULL;
    wg_error err;
    if (wg_roster_to_json(&first, roster, &err) != WG_OK)
        abort();
    wg_status st = wg_roster_load_string(&again, catalog(), first, strlen(first),
                                         "written.json", &err);
    if (st != WG_OK || wg_roster_to_json(&second, again, &err) != WG_OK)
        abort();
    fuzz_check_same(first, second);
    wg_roster_free(again);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    wg_roster *roster = NULL;
    wg_error err;
    wg_status st = wg_roster_load_string(&roster, catalog(), (const char *)data, size,
                                         FUZZ_NAME, &err);
    if (st != WG_OK) {
        fuzz_check_error(st, &err, size, FUZZ_NAME);
        return 0;
    }
    wg_report *report = NULL;
    char *json = NULL;
    if (wg_roster_validate(&report, roster, &err) != WG_OK ||
        wg_report_to_json(&json, report, &err) != WG_OK)
        abort();
    /* a report is valid exactly when it lists no violation */
    if (wg_report_valid(report) != (wg_report_violation_count(report) == 0))
        abort();
    wg_free(json);
    wg_report_free(report);
    check_round_trip(roster);
    wg_roster_free(roster);
    return 0;
}
