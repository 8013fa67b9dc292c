/* Fuzz target for BattleScribe catalogues (wargen/bsdata.h): any bytes as
 * the .cat of the fixed invented game system (WG_FUZZ_SYSTEM, set by meson)
 * either import or fail with a well-formed error naming "<book>"; every
 * warning is a well-formed record; an imported catalogue is written, read
 * back and written again into the same document. See README "Fuzzing". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static const char *system_xml(size_t *size)
{
    static char *text;
    static size_t length;
    if (text == NULL) {
        FILE *f = fopen(WG_FUZZ_SYSTEM, "rb");
        if (f == NULL || (text = malloc(1 << 20)) == NULL)
            abort();
        length = fread(text, 1, 1 << 20, f);
        fclose(f);
    }
    *size = length;
    return text;
}

static void check_warnings(const wg_problems *warnings)
{
    for (size_t i = 0; i < wg_problems_count(warnings); i++) {
        const wg_error *w = wg_problems_at(warnings, i);
        if (w->code != WG_OK || w->message[0] == '\0' || w->line <= 0 || w->column <= 0 ||
            strcmp(w->file, "<book>") != 0)
            abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t system_size;
    const char *system = system_xml(&system_size);
    wg_bsdata_book *book = NULL;
    wg_problems *warnings = NULL;
    wg_error err;
    wg_status st = wg_bsdata_book_load_strings(&book, &warnings, system, system_size,
                                               (const char *)data, size, &err);
    if (st != WG_OK) {
        fuzz_check_error(st, &err, size, "<book>");
        if (book != NULL || warnings != NULL)
            abort();
        return 0;
    }
    check_warnings(warnings);
    char *first = NULL, *second = NULL;
    wg_catalog *again = NULL;
    if (wg_catalog_to_json(&first, wg_bsdata_book_catalog(book), &err) != WG_OK ||
        wg_catalog_load_string(&again, first, strlen(first), "written.json", &err) != WG_OK ||
        wg_catalog_to_json(&second, again, &err) != WG_OK)
        abort();
    fuzz_check_same(first, second);
    wg_catalog_free(again);
    wg_problems_free(warnings);
    wg_bsdata_book_free(book);
    return 0;
}
