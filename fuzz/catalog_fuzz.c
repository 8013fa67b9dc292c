/* Fuzz target for wargen-catalog/1: any bytes either load or fail with a
 * well-formed error; a catalogue that loads is written and read back into
 * the same document. See README "Fuzzing". */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    wg_catalog *catalog = NULL;
    wg_error err;
    wg_status st = wg_catalog_load_string(&catalog, (const char *)data, size, FUZZ_NAME, &err);
    if (st != WG_OK) {
        fuzz_check_error(st, &err, size, FUZZ_NAME);
        return 0;
    }
    char *first = NULL, *second = NULL;
    wg_catalog *again = NULL;
    if (wg_catalog_to_json(&first, catalog, &err) != WG_OK)
        abort();
    st = wg_catalog_load_string(&again, first, strlen(first), "written.json", &err);
    if (st != WG_OK || wg_catalog_to_json(&second, again, &err) != WG_OK)
        abort();
    fuzz_check_same(first, second);
    wg_catalog_free(again);
    wg_catalog_free(catalog);
    return 0;
}
