/* Fuzz target for wargen-table/1: any bytes either load or fail with a
 * well-formed error; a table that loads is written and read back into the
 * same document, and `table check` agrees with the loader (no problem
 * exactly when it loads). See README "Fuzzing". */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static void check_problems(const uint8_t *data, size_t size, bool loaded)
{
    wg_problems *problems = NULL;
    wg_error err;
    wg_status st = wg_table_check_string(&problems, (const char *)data, size, FUZZ_NAME, &err);
    if (st != WG_OK) {
        fuzz_check_error(st, &err, size, FUZZ_NAME);
        return;
    }
    size_t count = wg_problems_count(problems);
    for (size_t i = 0; i < count; i++) {
        const wg_error *problem = wg_problems_at(problems, i);
        fuzz_check_error(problem->code, problem, size, FUZZ_NAME);
    }
    if ((count == 0) != loaded)
        abort();
    wg_problems_free(problems);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    wg_table *table = NULL;
    wg_error err;
    wg_status st = wg_table_load_string(&table, (const char *)data, size, FUZZ_NAME, &err);
    check_problems(data, size, st == WG_OK);
    if (st != WG_OK) {
        fuzz_check_error(st, &err, size, FUZZ_NAME);
        return 0;
    }
    char *first = NULL, *second = NULL;
    wg_table *again = NULL;
    if (wg_table_to_json(&first, table, &err) != WG_OK)
        abort();
    st = wg_table_load_string(&again, first, strlen(first), "written.json", &err);
    if (st != WG_OK || wg_table_to_json(&second, again, &err) != WG_OK)
        abort();
    fuzz_check_same(first, second);
    wg_table_free(again);
    wg_table_free(table);
    return 0;
}
