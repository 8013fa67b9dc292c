/* The BattleScribe importer in a build without libxml2 or zlib (Meson
 * feature bsdata): the functions of wargen/bsdata.h exist and say so. */
#include "wargen/bsdata.h"
#include "internal/error.h"

static wg_status unsupported(wg_error *err)
{
    return wgi_fail(err, WG_ENOTSUP,
                   "this libwargen was built without the BattleScribe importer "
                   "(Meson feature bsdata, which needs libxml2 and zlib)");
}

bool wg_bsdata_supported(void)
{
    return false;
}

wg_status wg_bsdata_book_load_files(wg_bsdata_book **out, wg_problems **warnings_out,
                                    const char *system_path, const char *book_path,
                                    wg_error *err)
{
    (void)out, (void)warnings_out, (void)system_path, (void)book_path;
    return unsupported(err);
}

wg_status wg_bsdata_book_load_strings(wg_bsdata_book **out, wg_problems **warnings_out,
                                      const char *system_xml, size_t system_size,
                                      const char *book_xml, size_t book_size, wg_error *err)
{
    (void)out, (void)warnings_out, (void)system_xml, (void)system_size, (void)book_xml,
        (void)book_size;
    return unsupported(err);
}

void wg_bsdata_book_free(wg_bsdata_book *book)
{
    (void)book;
}

const wg_catalog *wg_bsdata_book_catalog(const wg_bsdata_book *book)
{
    (void)book;
    return NULL;
}

wg_status wg_bsdata_book_import_roster_file(char **json_out, wg_problems **warnings_out,
                                             const wg_bsdata_book *book, const char *path,
                                             wg_error *err)
{
    (void)json_out, (void)warnings_out, (void)book, (void)path;
    return unsupported(err);
}

wg_status wg_bsdata_book_import_roster_string(char **json_out, wg_problems **warnings_out,
                                               const wg_bsdata_book *book, const char *data,
                                               size_t size, const char *name, wg_error *err)
{
    (void)json_out, (void)warnings_out, (void)book, (void)data, (void)size, (void)name;
    return unsupported(err);
}

wg_status wg_bsdata_book_load_roster_file(wg_roster **out, wg_problems **warnings_out,
                                           const wg_bsdata_book *book, const char *path,
                                           wg_error *err)
{
    (void)out, (void)warnings_out, (void)book, (void)path;
    return unsupported(err);
}

wg_status wg_bsdata_book_load_roster_string(wg_roster **out, wg_problems **warnings_out,
                                             const wg_bsdata_book *book, const char *data,
                                             size_t size, const char *name, wg_error *err)
{
    (void)out, (void)warnings_out, (void)book, (void)data, (void)size, (void)name;
    return unsupported(err);
}
