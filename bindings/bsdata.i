/* bsdata module: the BattleScribe importer (wargen/bsdata.h). BattleScribeBook
 * (a game system and one army book) is a class the layers complete
 * (WGB_LAYERED); its catalogue crosses as a Catalog of its own, made once when the book is read
 * (wg_catalog_to_json, then wg_catalog_load_string), so that a script may keep
 * it, and the rosters made with it, after the book has gone. A roster crosses
 * as the wargen-roster/1 text the library writes; warnings as the problem
 * lists of wargen.i. A build without the importer has the same functions,
 * which fail with WG_ENOTSUP (NotSupportedError, wargen.ENOTSUP).
 * Included last: the %apply below name parameters. */

%rename(bsdata_supported) wg_bsdata_supported;
/** bsdata_supported(): whether this build has the BattleScribe importer. */
bool wg_bsdata_supported(void);

/* (const char *data, size_t size): file contents, which may hold any byte (a
 * .rosz is a zip archive): bytes, bytearray or str (as UTF-8) in Python, a
 * string in Lua; the library says what is wrong with them. */
%include "bsdata.swg"  /* the language's half: bindings/<language>/bsdata.swg */
%apply (const char *data, size_t size) { (const char *system_xml, size_t system_size),
                                         (const char *book_xml, size_t book_size) };
%apply wg_problems **problems_out { wg_problems **warnings_out };
%apply const char *optional { const char *system_path, const char *name };

WG_HANDLE(wg_bsdata_book, WGB_LAYERED(BattleScribeBook))
WG_OUT_HANDLE(wg_bsdata_book)
%rename(_bsdata_book_load_files) wg_bsdata_book_load_files;
%rename(_bsdata_book_load_strings) wg_bsdata_book_load_strings;
wg_status wg_bsdata_book_load_files(wg_bsdata_book **out, wg_problems **warnings_out,
                                    const char *system_path, const char *book_path,
                                    wg_error *err);
wg_status wg_bsdata_book_load_strings(wg_bsdata_book **out, wg_problems **warnings_out,
                                      const char *system_xml, size_t system_size,
                                      const char *book_xml, size_t book_size, wg_error *err);

%extend wg_bsdata_book {
    /** The book's catalogue as a Catalog of its own (the same wargen-catalog/1 document). */
    wg_status _catalog_copy_(wg_catalog **out, wg_error *err)
    { return wg_catalog_copy(out, wg_bsdata_book_catalog($self), err); }
    /** A .ros or .rosz file of this book as wargen-roster/1 text, and the warnings. */
    wg_status _import_roster_(char **json_out, wg_problems **warnings_out, const char *path,
                              wg_error *err)
    { return wg_bsdata_book_import_roster_file(json_out, warnings_out, $self, path, err); }
    /** The same from the file's contents; name names them in errors (None: "<roster>"). */
    wg_status _import_roster_string_(char **json_out, wg_problems **warnings_out,
                                     const char *data, size_t size, const char *name,
                                     wg_error *err)
    {
        return wg_bsdata_book_import_roster_string(json_out, warnings_out, $self, data, size, name,
                                                   err);
    }
}
%clear const char *name;

/* ---- the Lua layer ------------------------------------------------------ */

