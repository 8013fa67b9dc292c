/* bsdata module: the BattleScribe importer (wargen/bsdata.h). BattleScribeBook
 * (a game system and one army book) is a class the layers complete
 * (WGB_LAYERED); its catalogue crosses as a Catalog of its own, copied once in C
 * when the book is read (wg_catalog_copy), so that a script may keep it after the
 * book has gone. A roster is read once, in C, into a roster of the book's own
 * catalogue (wg_bsdata_book_load_roster_file): it keeps the book alive, and the
 * layers give book.catalog as its catalog, the same catalogue. A roster's
 * wargen-roster/1 text is the library's (import_roster); warnings cross as the
 * problem lists of wargen.i. A build without the importer has the same functions,
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
%typemap(default) const char *name "$1 = NULL;"  /* a roster's contents, unnamed */

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
}
/* A roster of the book: its wargen-roster/1 text, or a Roster that keeps the book
 * alive (WG_OUT_CHILD: the book is the first argument), with the warnings. */
%rename("%(regex:/^wg_(.*)$/_\\1/)s", regexmatch$name="^wg_bsdata_book_(import|load)_roster")
    "";
wg_status wg_bsdata_book_import_roster_file(char **json_out, wg_problems **warnings_out,
                                            const wg_bsdata_book *book, const char *path,
                                            wg_error *err);
wg_status wg_bsdata_book_import_roster_string(char **json_out, wg_problems **warnings_out,
                                              const wg_bsdata_book *book, const char *data,
                                              size_t size, const char *name, wg_error *err);
wg_status wg_bsdata_book_load_roster_file(wg_roster **out, wg_problems **warnings_out,
                                          const wg_bsdata_book *book, const char *path,
                                          wg_error *err);
wg_status wg_bsdata_book_load_roster_string(wg_roster **out, wg_problems **warnings_out,
                                            const wg_bsdata_book *book, const char *data,
                                            size_t size, const char *name, wg_error *err);
%clear const char *name;
%typemap(default) const char *name;

