/* Fuzz target for the zip reader of the BattleScribe importer
 * (lib/internal/zip.h): any bytes either give the one .ros member, within
 * the limit and NUL-terminated, or fail with a well-formed error record
 * naming the archive, leaving the outputs untouched. See README "Fuzzing". */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "internal/zip.h"

/* Small, so a hostile size is refused (WG_ERANGE) quickly and often. */
#define MAX (64u * 1024u)
#define NAME "fuzz.rosz"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char untouched = 0;
    char *out = &untouched;
    size_t out_size = 12345;
    wg_error err;
    wg_status st = wgi_zip_extract(&out, &out_size, (const char *)data, size, ".ros", MAX, NAME,
                                  &err);
    if (st != WG_OK) {
        fuzz_check_error(st, &err, size, NAME);
        if (out != &untouched || out_size != 12345 || strcmp(err.file, NAME) != 0 ||
            err.position > size || (st != WG_EPARSE && st != WG_ERANGE && st != WG_ENOMEM))
            abort();
        return 0;
    }
    /* a member was found: the data holds a local header, a central record and
     * an end record */
    if (out == &untouched || out_size > MAX || out[out_size] != '\0' || size < 30 + 46 + 22)
        abort();
    wg_free(out);
    return 0;
}
