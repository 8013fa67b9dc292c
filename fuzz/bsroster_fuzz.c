/* Fuzz target for BattleScribe rosters (wargen/bsdata.h): any bytes, as a
 * .ros or a .rosz archive, for the fixed invented book (WG_FUZZ_SYSTEM and
 * WG_FUZZ_BOOK, set by meson) either import or fail with a well-formed
 * error; an imported roster loads against the book's catalogue and
 * validates. Read straight into a roster (wg_bsdata_book_load_roster_string)
 * they give the same: the same error, or the same roster and warnings.
 * See README "Fuzzing". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "internal/zip.h"

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

/* The size of the document an error of importing data is located in: a
 * .rosz's own errors have no line, its .ros's are located in the .ros,
 * which may be longer than the archive. */
static size_t located_in(const uint8_t *data, size_t size)
{
    char *ros = NULL;
    size_t ros_size = 0;
    if (!wgi_zip_is_archive((const char *)data, size) ||
        wgi_zip_extract(&ros, &ros_size, (const char *)data, size, ".ros", WG_BSDATA_FILE_MAX,
                       FUZZ_NAME, NULL) != WG_OK)
        return size;
    wg_free(ros);
    return ros_size;
}

static bool same_error(const wg_error *a, const wg_error *b)
{
    return a->code == b->code && a->line == b->line && a->column == b->column &&
           a->position == b->position && strcmp(a->file, b->file) == 0 &&
           strcmp(a->path, b->path) == 0 && strcmp(a->message, b->message) == 0;
}

/* The roster read straight from data gives what the import gave: the
 * error err (status st), or the roster loaded from its document with the
 * same warnings. */
static void check_loaded(wg_status st, const wg_error *err, const wg_roster *imported,
                         const wg_problems *warnings, const uint8_t *data, size_t size)
{
    wg_roster *roster = NULL;
    wg_problems *loaded_warnings = NULL;
    wg_error e;
    if (wg_bsdata_book_load_roster_string(&roster, &loaded_warnings, book(), (const char *)data,
                                          size, FUZZ_NAME, &e) != st)
        abort();
    if (st != WG_OK) {
        if (!same_error(err, &e) || roster != NULL || loaded_warnings != NULL)
            abort();
        return;
    }
    size_t n = wg_problems_count(warnings);
    if (wg_problems_count(loaded_warnings) != n ||
        wg_problems_omitted(loaded_warnings) != wg_problems_omitted(warnings))
        abort();
    for (size_t i = 0; i < n; i++)
        if (!same_error(wg_problems_at(warnings, i), wg_problems_at(loaded_warnings, i)))
            abort();
    char *want = NULL, *got = NULL;
    if (wg_roster_to_json(&want, imported, &e) != WG_OK ||
        wg_roster_to_json(&got, roster, &e) != WG_OK)
        abort();
    fuzz_check_same(want, got);
    wg_problems_free(loaded_warnings);
    wg_roster_free(roster);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *json = NULL;
    wg_problems *warnings = NULL;
    wg_error err;
    wg_status st = wg_bsdata_book_import_roster_string(&json, &warnings, book(), (const char *)data,
                                                  size, FUZZ_NAME, &err);
    if (st != WG_OK) {
        fuzz_check_error(st, &err, located_in(data, size), FUZZ_NAME);
        if (json != NULL || warnings != NULL)
            abort();
        check_loaded(st, &err, NULL, NULL, data, size);
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
    check_loaded(st, &err, roster, warnings, data, size);
    wg_report_free(report);
    wg_roster_free(roster);
    wg_problems_free(warnings);
    wg_free(json);
    return 0;
}
