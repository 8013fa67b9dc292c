/* Fuzz target for BattleScribe rosters (wargen/bsdata.h): any bytes, as a
 * .ros or a .rosz archive, for the fixed invented book (WG_FUZZ_SYSTEM and
 * WG_FUZZ_BOOK, set by meson) either import or fail with a well-formed
 * error; an imported roster loads against the book's catalogue and
 * validates. See README "Fuzzing". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static const wg_bsdata_book *book(void)
{
    static wg_bsdata_book *loaded;
    if (loaded == NULL) {
        wg_error err;
        if (wg_bsdata_book_load_files(&loaded, NULL, WG_FUZZ_SYSTEM, WG_FUZZ_BOOK, &err) !=
            WG_OK) {
            fprintf(stderr, "bsroster-fuzz: %s: %s\n", err.file, err.message);
            abort();
        }
    }
    return loaded;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *json = NULL;
    wg_problems *warnings = NULL;
    wg_error err;
    wg_status st = wg_bsdata_roster_import_string(&json, &warnings, book(), (const char *)data,
                                                  size, FUZZ_NAME, &err);
    if (st != WG_OK) {
        /* an archive's errors are located in the .ros inside it, which may be
         * longer than the input: check the record, not the position */
        bool archive = size >= 4 && memcmp(data, "PK\3\4", 4) == 0;
        fuzz_check_error(st, &err, archive ? (size_t)-1 : size, FUZZ_NAME);
        if (json != NULL || warnings != NULL)
            abort();
        return 0;
    }
    for (size_t i = 0; i < wg_problems_count(warnings); i++)
        if (wg_problems_at(warnings, i)->code != WG_OK)
            abort();
    const wg_catalog *catalog = wg_bsdata_book_catalog(book());
    wg_roster *roster = NULL;
    wg_report *report = NULL;
    if (wg_roster_load_string(&roster, catalog, json, strlen(json), "imported", &err) != WG_OK ||
        wg_roster_validate(&report, roster, &err) != WG_OK)
        abort();
    wg_report_free(report);
    wg_roster_free(roster);
    wg_problems_free(warnings);
    wg_free(json);
    return 0;
}
