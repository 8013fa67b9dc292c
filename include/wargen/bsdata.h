/**
 * @file wargen/bsdata.h
 * @brief Importing BattleScribe data: The 9th Age army books (a game-system
 *        `.gst` and a catalogue `.cat`) and rosters (`.ros`, zipped `.rosz`)
 *        as `wargen-catalog/1` catalogues and `wargen-roster/1` rosters.
 *
 * The community's BSData files for The 9th Age, and the rosters that
 * BattleScribe and New Recruit save, use BattleScribe's XML schema 2.03.
 * This module reads that schema for the books of The 9th Age 0.9–1.1
 * (2015–2016), whose categories are the five of rule R2 (Lords, Heroes,
 * Core, Special, Rare). A book with other categories (later editions have
 * Characters and army-specific ones) is refused with WG_ERULE and a message
 * saying which edition it looks like, never half-imported. Files of older
 * schema versions convert to 2.03 with the XSLT chain of BSData's schemas
 * repository (docs/BSDATA.md says how); they are refused with a message
 * saying so.
 *
 * How each entry maps (units from `type="unit"` entries, models and
 * per-model costs from their `type="model"` children, 0-X and unique from
 * roster-wide `max` constraints, items and their A/B prices from the
 * "(Lords)" and "(Heroes)" item lists, ...) is documented in
 * docs/BSDATA.md. What cannot map (an option or a price that depends on a
 * condition) is imported unconditionally or left out, and each such entry
 * gets one warning; modifiers that only change limits with the roster's
 * points limit (Warband, Grand Army) are left out silently, since rules
 * R12 and R13 decide those sizes.
 *
 * Tasks:
 * - load a book once: wg_bsdata_book_load_files() or
 *   wg_bsdata_book_load_strings(); its catalogue: wg_bsdata_book_catalog()
 *   (wg_catalog_to_json() writes it as a `wargen-catalog/1` document);
 * - load any number of rosters of that book, each read once into a roster
 *   of the book's catalogue: wg_bsdata_book_load_roster_file() or
 *   wg_bsdata_book_load_roster_string(), then wg_roster_validate()
 *   (wargen/roster.h) for the whole R1–R14 report;
 * - or write them as `wargen-roster/1` documents:
 *   wg_bsdata_book_import_roster_file() or
 *   wg_bsdata_book_import_roster_string() (what `wargen import roster`
 *   prints); such a document loads with wg_roster_load_string() against
 *   wg_bsdata_book_catalog() into a roster equal to the one loaded directly.
 *
 * A book is read-only once loaded: the rosters of one book may be loaded
 * or imported from several threads at once (as `wargen validate --catalog
 * BOOK.cat --jobs N` does); libxml2 is initialised once, before the first
 * parse.
 *
 * Safety: input files are untrusted. XML is parsed by libxml2 without
 * network access, DTD loading or entity expansion (a document with a
 * DOCTYPE is refused), within libxml2's default depth and size limits and
 * the limits below; a `.rosz` archive is read by a small zip reader that
 * checks every size and checksum and never writes a file. Every problem is
 * reported with the file, line and column of the element (or attribute) at
 * fault (for a `.rosz`, in the `.ros` inside it) and, in wg_error::path,
 * its XML path,
 * e.g. `/catalogue/sharedSelectionEntries/selectionEntry[4]/costs/cost[1]/@value`.
 *
 * This module is optional: a libwargen built without libxml2 or zlib
 * (Meson feature `bsdata`) has the same functions, which fail with
 * WG_ENOTSUP; wg_bsdata_supported() tells which build this is.
 */
#ifndef WARGEN_BSDATA_H
#define WARGEN_BSDATA_H

#include <stdbool.h>
#include <stddef.h>
#include "wargen/export.h"
#include "wargen/error.h"
#include "wargen/roster.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @name Limits
 * @{ */

/** The largest input file, in bytes: a `.gst`, `.cat`, `.ros` or `.rosz`,
 * and the `.ros` inside a `.rosz` once inflated (the largest real book is
 * under 1 MiB). Larger ones are refused with WG_ERANGE. */
#define WG_BSDATA_FILE_MAX (32u * 1024u * 1024u)

/** The most members a `.rosz` archive may list (BattleScribe writes one). */
#define WG_BSDATA_ZIP_ENTRIES_MAX 64

/** The most units one roster may make, its selections' numbers added up:
 * far more than any army of The 9th Age has. More is refused with
 * WG_ERANGE at the selection that goes over. It keeps every imported
 * roster's `wargen-roster/1` document within what wg_roster_load_string()
 * reads, and what a hostile roster makes the importer allocate small. */
#define WG_BSDATA_ROSTER_UNITS_MAX 1000

/** @} */

/** @name Availability
 * @{ */

/**
 * Whether this build of the library has the importer.
 * @return true when built with libxml2 and zlib; false when every other
 *         function of this header fails with WG_ENOTSUP.
 */
WG_API bool wg_bsdata_supported(void);

/** @} */

/** @name Books
 * @{ */

/** A game system and one army book, read and mapped (opaque). */
typedef struct wg_bsdata_book wg_bsdata_book;

/**
 * Read a game-system file and a catalogue file (schema 2.03) and map them
 * to a catalogue (docs/BSDATA.md).
 * @param out receives the book (caller frees with wg_bsdata_book_free()).
 * @param warnings_out receives the list of features left out or imported
 *        without their condition, one record per entry (file, line, XML
 *        path, message; code WG_OK); the caller frees it with
 *        wg_problems_free(). May be NULL when the warnings are not wanted.
 * @param system_path the `.gst` file. NULL: the `.gst` file in the folder of
 *        @p book_path whose id is the catalogue's `gameSystemId` (as
 *        BattleScribe finds it in its data folder).
 * @param book_path the `.cat` file.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EIO (a file cannot be read, or no matching `.gst`);
 *         WG_EPARSE (not well-formed XML, or a DOCTYPE);
 *         WG_EFORMAT (not schema 2.03, a missing attribute, a bad number, a
 *         link to an id that does not exist, a catalogue of another game
 *         system); WG_ERULE (the categories are not those of R2); WG_ERANGE
 *         (a file over #WG_BSDATA_FILE_MAX, a cost a catalogue cannot hold);
 *         WG_ENOMEM; WG_ENOTSUP (a build without the importer); WG_EINVAL
 *         (a NULL @p out or @p book_path). On failure @p *out and
 *         @p *warnings_out are left unchanged.
 */
WG_API wg_status wg_bsdata_book_load_files(wg_bsdata_book **out, wg_problems **warnings_out,
                                           const char *system_path, const char *book_path,
                                           wg_error *err);

/**
 * The same from the two files' contents: see wg_bsdata_book_load_files().
 * Errors name the texts "<system>" and "<book>".
 * @param out as for wg_bsdata_book_load_files().
 * @param warnings_out as for wg_bsdata_book_load_files().
 * @param system_xml the game system's XML (need not be NUL-terminated).
 * @param system_size its length in bytes.
 * @param book_xml the catalogue's XML (need not be NUL-terminated).
 * @param book_size its length in bytes.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return as wg_bsdata_book_load_files() (never WG_EIO).
 */
WG_API wg_status wg_bsdata_book_load_strings(wg_bsdata_book **out, wg_problems **warnings_out,
                                             const char *system_xml, size_t system_size,
                                             const char *book_xml, size_t book_size,
                                             wg_error *err);

/** Free a book. NULL is allowed. */
WG_API void wg_bsdata_book_free(wg_bsdata_book *book);

/**
 * The book's catalogue. Owned by the book: do not free it, and free the
 * rosters made with it (wg_bsdata_book_load_roster_file() and the like)
 * before the book. wg_catalog_to_json() writes it as a `wargen-catalog/1`
 * document; wg_catalog_copy() makes a catalogue of the caller's that
 * outlives the book.
 * @param book the book (NULL gives NULL).
 */
WG_API const wg_catalog *wg_bsdata_book_catalog(const wg_bsdata_book *book);

/** @} */

/** @name Rosters of a book
 * @{ */

/**
 * Read a BattleScribe roster of @p book into a roster of the book's
 * catalogue (docs/BSDATA.md): units from its selections, model counts
 * summed, upgrades as options or items, the General, moved categories, and
 * the points limit from the roster's cost limit. The XML is read once and
 * the roster built from it as wg_roster_new() and wg_roster_add_unit() and
 * the like build one, with no document in between: it is equal to what
 * wg_roster_load_string() makes of wg_bsdata_book_import_roster_file()'s
 * document (the same wg_roster_to_json()), with the same warnings and the
 * same errors.
 * @param out receives the roster; the caller frees it with
 *        wg_roster_free(). It refers to the book's catalogue
 *        (wg_bsdata_book_catalog()), so the book must outlive it: free the
 *        roster first. To keep a roster after the book, load the document
 *        of wg_bsdata_book_import_roster_file() against a wg_catalog_copy()
 *        of the catalogue.
 * @param warnings_out as for wg_bsdata_book_load_files(): selections left
 *        out (may be NULL).
 * @param book the book the roster was made with.
 * @param path a `.ros` file, or a `.rosz` archive (recognised by its
 *        content, not its name) holding one.
 * @param err receives the message on failure (may be NULL; see wargen/error.h),
 *        with the file, line, column and XML path of the element at fault.
 * @return WG_OK; WG_EIO; WG_EPARSE (not well-formed XML, a damaged or
 *         hostile archive); WG_EFORMAT (not a schema 2.03 roster, a roster
 *         of another game system or book, a selection of an entry the book
 *         does not have, no points limit); WG_ERANGE (over
 *         #WG_BSDATA_FILE_MAX, packed or unpacked; a points limit outside
 *         #WG_ROSTER_POINTS_MIN to #WG_ROSTER_POINTS_MAX; more than
 *         #WG_BSDATA_ROSTER_UNITS_MAX units); WG_ENOMEM;
 *         WG_ENOTSUP; WG_EINVAL (a NULL @p out, @p book or @p path). On
 *         failure nothing is written to @p *out or @p *warnings_out.
 */
WG_API wg_status wg_bsdata_book_load_roster_file(wg_roster **out, wg_problems **warnings_out,
                                                 const wg_bsdata_book *book, const char *path,
                                                 wg_error *err);

/**
 * The same from the file's contents (`.ros` XML or `.rosz` bytes): see
 * wg_bsdata_book_load_roster_file().
 * @param out as for wg_bsdata_book_load_roster_file(): the book must
 *        outlive the roster.
 * @param warnings_out as for wg_bsdata_book_load_roster_file().
 * @param book as for wg_bsdata_book_load_roster_file().
 * @param data the contents (need not be NUL-terminated).
 * @param size their length in bytes.
 * @param name names the contents in errors (NULL: "<roster>").
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return as wg_bsdata_book_load_roster_file() (never WG_EIO).
 */
WG_API wg_status wg_bsdata_book_load_roster_string(wg_roster **out, wg_problems **warnings_out,
                                                   const wg_bsdata_book *book,
                                                   const char *data, size_t size,
                                                   const char *name, wg_error *err);

/**
 * Read a BattleScribe roster of @p book as wg_bsdata_book_load_roster_file()
 * does, and write it as a `wargen-roster/1` document (docs/BSDATA.md), one
 * unit a line: what `wargen import roster` prints. The document loads with
 * wg_roster_load_string() against wg_bsdata_book_catalog() (or a copy of
 * it) into a roster equal to wg_bsdata_book_load_roster_file()'s.
 * @param json_out receives the document, NUL-terminated; the caller frees
 *        it with wg_free().
 * @param warnings_out as for wg_bsdata_book_load_files(): selections left
 *        out (may be NULL).
 * @param book the book the roster was made with.
 * @param path a `.ros` file, or a `.rosz` archive (recognised by its
 *        content, not its name) holding one.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return as wg_bsdata_book_load_roster_file() (WG_EINVAL for a NULL
 *         @p json_out). On failure nothing is written to @p *json_out or
 *         @p *warnings_out.
 */
WG_API wg_status wg_bsdata_book_import_roster_file(char **json_out,
                                                   wg_problems **warnings_out,
                                                   const wg_bsdata_book *book,
                                                   const char *path, wg_error *err);

/**
 * The same from the file's contents (`.ros` XML or `.rosz` bytes): see
 * wg_bsdata_book_import_roster_file().
 * @param json_out as for wg_bsdata_book_import_roster_file().
 * @param warnings_out as for wg_bsdata_book_import_roster_file().
 * @param book as for wg_bsdata_book_import_roster_file().
 * @param data the contents (need not be NUL-terminated).
 * @param size their length in bytes.
 * @param name names the contents in errors (NULL: "<roster>").
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return as wg_bsdata_book_import_roster_file() (never WG_EIO).
 */
WG_API wg_status wg_bsdata_book_import_roster_string(char **json_out,
                                                     wg_problems **warnings_out,
                                                     const wg_bsdata_book *book,
                                                     const char *data, size_t size,
                                                     const char *name, wg_error *err);

/** @} */

/** @name Deprecated names
 * Old names kept for the 1.x releases (CHANGELOG 1.0.0); they go in 2.0.
 * Define WG_NO_DEPRECATED to hide them.
 * @{ */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
/** @deprecated Use wg_bsdata_book_import_roster_file(). */
WG_DEPRECATED("use wg_bsdata_book_import_roster_file")
static inline wg_status wg_bsdata_roster_import_file(char **json_out,
                                                     wg_problems **warnings_out,
                                                     const wg_bsdata_book *book,
                                                     const char *path, wg_error *err)
{
    return wg_bsdata_book_import_roster_file(json_out, warnings_out, book, path, err);
}

/** @deprecated Use wg_bsdata_book_import_roster_string(). */
WG_DEPRECATED("use wg_bsdata_book_import_roster_string")
static inline wg_status wg_bsdata_roster_import_string(char **json_out,
                                                       wg_problems **warnings_out,
                                                       const wg_bsdata_book *book,
                                                       const char *data, size_t size,
                                                       const char *name, wg_error *err)
{
    return wg_bsdata_book_import_roster_string(json_out, warnings_out, book, data, size, name,
                                               err);
}
#endif
/** @} */

#ifdef __cplusplus
}
#endif

#endif /* WARGEN_BSDATA_H */
