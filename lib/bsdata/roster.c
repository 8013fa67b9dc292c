/* BattleScribe rosters (.ros, .rosz) as rosters of a book's catalogue, and
 * as wargen-roster/1 documents (wargen/bsdata.h; the mapping is
 * docs/BSDATA.md's). The XML is read once, into a roster built through the
 * roster module's building functions (those its document reader uses); the
 * document is written from that roster. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "internal/alloc.h"
#include "internal/bsdata.h"
#include "internal/buf.h"
#include "internal/error.h"
#include "internal/file.h"
#include "internal/json.h"
#include "internal/problems.h"
#include "internal/roster.h"
#include "internal/zip.h"

/* The most copies of one unit a selection's number may ask for (one
 * model selection may count as many models as a unit may have,
 * WG_ROSTER_MODELS_MAX), and the most options, and items, of one unit. */
#define BS_COPIES_MAX 100
#define BS_PARTS_MAX 64

/* The longest line of a unit in the document (write_document): its entry,
 * BS_PARTS_MAX options and as many items, each an id of at most
 * WG_ROSTER_ID_MAX characters that need no escape, quoted and separated
 * (4 more), and under 128 characters of keys, the most models, the General
 * and the longest category name. The document of WG_BSDATA_ROSTER_UNITS_MAX
 * units (and a head shorter than one line) is one wg_roster_load_string()
 * reads. */
#define BS_UNIT_LINE_MAX (128 + (2 * BS_PARTS_MAX + 1) * (WG_ROSTER_ID_MAX + 4))
_Static_assert((WG_BSDATA_ROSTER_UNITS_MAX + 1) * (size_t)BS_UNIT_LINE_MAX <= WGI_JSON_MAX_SIZE,
               "an imported roster's document loads");

/* One roster being imported. */
typedef struct importer {
    const wg_bsdata_book *b;
    wgi_xdoc doc;
    wg_problems *warnings;
    wg_roster *roster;   /* made once the points limit is read */
} importer;

/* One unit selection being read: its models, the ids of its options and
 * the indexes of its items, each once. */
typedef struct picked {
    size_t unit;
    const bs_unit *parts;
    long models;
    bool general;
    size_t options[BS_PARTS_MAX]; /* parts, in the catalogue's order of options */
    size_t n_options;
    size_t items[BS_PARTS_MAX];   /* indexes, in the catalogue's order of items */
    size_t n_items;
} picked;

static wg_status warn(importer *im, const xmlNode *at, const char *fmt, ...) WGI_PRINTF(3, 4);
static wg_status warn(importer *im, const xmlNode *at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    wg_status st = wgi_xml_vwarn(im->warnings, &im->doc, at, fmt, ap);
    va_end(ap);
    return st;
}

/* Look each "::"-separated id of an entryId up in map, last first (the
 * entry itself, then the links that led to it). Ids are short; a longer
 * entryId is cut, and what it names then is not found. */
static bool lookup(const wgi_strmap *map, const char *entry_id, size_t *value)
{
    char ids[256], *part[16];
    size_t n = 0;
    wgi_copy_str(ids, sizeof ids, entry_id);
    for (char *p = ids, *sep; n < 16; p = sep + 2) {
        part[n++] = p;
        if ((sep = strstr(p, "::")) == NULL)
            break;
        *sep = '\0';
    }
    while (n > 0)
        if (wgi_strmap_get(map, part[--n], value))
            return true;
    return false;
}

static wg_status number_of(long *out, importer *im, const xmlNode *sel, long max,
                           wg_error *err)
{
    double n = 1;
    wg_status st = wgi_xml_decimal(&n, &im->doc, sel, "number", 1, err);
    if (st == WG_OK && (n < 0 || n > (double)max || n != (double)(long)n))
        st = wgi_xml_fail(err, WG_ERANGE, &im->doc, sel, "number",
                         "number %g: a whole number from 0 to %ld expected", n, max);
    if (st == WG_OK)
        *out = (long)n;
    return st;
}

/* ---- a unit's selections ---------------------------------------------------- */

/* Add x to the sorted set list of n; false if it is full. */
static bool add_sorted(size_t *list, size_t *n, size_t cap, size_t x)
{
    size_t i = 0;
    while (i < *n && list[i] < x)
        i++;
    if (i < *n && list[i] == x)
        return true;
    if (*n == cap)
        return false;
    memmove(list + i + 1, list + i, (*n - i) * sizeof *list);
    list[i] = x;
    (*n)++;
    return true;
}

/* An option (its part) or an item (its index) of a unit, once. */
static wg_status add_once(importer *im, size_t *list, size_t *n, size_t x, const char *what,
                          const xmlNode *sel, wg_error *err)
{
    if (!add_sorted(list, n, BS_PARTS_MAX, x))
        return wgi_xml_fail(err, WG_ERANGE, &im->doc, sel, NULL, "more than %d %s",
                           BS_PARTS_MAX, what);
    return WG_OK;
}

static wg_status read_parts(importer *im, picked *p, const xmlNode *sel, int depth,
                            wg_error *err);

/* One selection inside a unit: a model, an option, an item or the General. */
static wg_status read_part(importer *im, picked *p, const xmlNode *sel, int depth,
                           wg_error *err)
{
    const char *entry = NULL;
    wg_status st = wgi_xml_attr_required(&entry, &im->doc, sel, "entryId", err);
    long number = 1;
    if (st == WG_OK)
        st = number_of(&number, im, sel, WG_ROSTER_MODELS_MAX, err);
    if (st != WG_OK || number == 0)
        return st;
    size_t i;
    const wg_catalog *cat = im->b->catalog;
    if (lookup(&p->parts->by_entry, entry, &i)) {
        const bs_part *part = &p->parts->parts[i];
        if (part->kind == BS_MODEL)
            p->models += number;
        else if (part->kind == BS_GENERAL)
            p->general = true;
        else if (part->kind == BS_OPTION)
            st = add_once(im, p->options, &p->n_options, i, "options", sel, err);
        else
            st = warn(im, sel, "\"%s\" of \"%s\" is left out: the import of the book left "
                      "it out", bs_name(sel), cat->units[p->unit].e.name);
    } else if (lookup(&im->b->item_of, entry, &i)) {
        st = add_once(im, p->items, &p->n_items, i, "items", sel, err);
    } else {
        return wgi_xml_fail(err, WG_EFORMAT, &im->doc, sel, "entryId",
                           "\"%s\" (entry %s) is not a model, option or item of \"%s\" in "
                           "the book",
                           bs_name(sel), entry, cat->units[p->unit].e.name);
    }
    return st == WG_OK ? read_parts(im, p, sel, depth + 1, err) : st;
}

static wg_status read_parts(importer *im, picked *p, const xmlNode *sel, int depth,
                            wg_error *err)
{
    if (depth > BS_LINK_DEPTH)
        return wgi_xml_fail(err, WG_EFORMAT, &im->doc, sel, NULL,
                           "selections nest deeper than %d", BS_LINK_DEPTH);
    wg_status st = WG_OK;
    for (xmlNodePtr c = wgi_xml_item(sel, "selections", "selection"); c && st == WG_OK;
         c = wgi_xml_next(c))
        st = read_part(im, p, c, depth, err);
    return st;
}

/* The category a unit is taken in: its primary category, when that is not
 * its entry's own (R7; validation judges the move). */
static int taken_in(const importer *im, const xmlNode *sel, wg_category own)
{
    for (xmlNodePtr c = wgi_xml_item(sel, "categories", "category"); c; c = wgi_xml_next(c)) {
        const char *entry = wgi_xml_attr(c, "entryId");
        size_t cat;
        if (wgi_xml_attr_is(c, "primary", "true") && entry &&
            lookup(&im->b->categories, entry, &cat) && cat != (size_t)own)
            return (int)cat;
    }
    return -1;
}

/* The roster module refused what the importer built from at (what the
 * importer reads is checked before, so only memory can run out): told at
 * the element rather than handed over. */
static wg_status built(importer *im, wg_status st, const wg_error *e, const xmlNode *at,
                       wg_error *err)
{
    if (st == WG_OK)
        return WG_OK;
    if (st == WG_ENOMEM)
        return wgi_fail_nomem(err);
    return wgi_xml_fail(err, WG_EFORMAT, &im->doc, at, NULL,
                       "the imported roster does not hold it: %s", e->message);
}

/* One copy of the unit selection sel: the unit, then its options and its
 * items, in the catalogue's order. */
static wg_status add_unit(importer *im, const picked *p, int category, const xmlNode *sel,
                          wg_error *err)
{
    const wg_catalog *cat = im->b->catalog;
    wg_roster_unit u = {.entry = cat->units[p->unit].e.id, .models = (int)p->models,
                        .general = p->general, .moved = category >= 0,
                        .category = category >= 0 ? (wg_category)category : WG_CATEGORY_LORDS};
    size_t at = 0;
    wg_error e;
    wg_status st = wg_roster_add_unit(&at, im->roster, &u, &e);
    for (size_t i = 0; st == WG_OK && i < p->n_options; i++)
        st = wg_roster_add_option(im->roster, at, p->parts->parts[p->options[i]].id, &e);
    for (size_t i = 0; st == WG_OK && i < p->n_items; i++)
        st = wg_roster_add_item(im->roster, at, cat->items[p->items[i]].id, &e);
    return built(im, st, &e, sel, err);
}

static wg_status read_unit(importer *im, const xmlNode *sel, wg_error *err)
{
    const char *entry = NULL;
    wg_status st = wgi_xml_attr_required(&entry, &im->doc, sel, "entryId", err);
    long copies = 1;
    if (st == WG_OK)
        st = number_of(&copies, im, sel, BS_COPIES_MAX, err);
    if (st != WG_OK || copies == 0)
        return st;
    size_t unit;
    if (!lookup(&im->b->unit_of, entry, &unit)) {
        size_t item;
        if (lookup(&im->b->item_of, entry, &item))
            return warn(im, sel, "\"%s\" is an item chosen outside any unit: left out",
                        bs_name(sel));
        return wgi_xml_fail(err, WG_EFORMAT, &im->doc, sel, "entryId",
                           "\"%s\" (entry %s) is not a unit of the book", bs_name(sel), entry);
    }
    picked p = {.unit = unit, .parts = &im->b->units[unit]};
    st = read_parts(im, &p, sel, 0, err);
    if (st == WG_OK && !p.parts->has_models)
        p.models = 1;
    if (st == WG_OK && p.models < 1)
        return wgi_xml_fail(err, WG_EFORMAT, &im->doc, sel, NULL,
                           "unit \"%s\" has no models selected", bs_name(sel));
    if (st == WG_OK && p.models > WG_ROSTER_MODELS_MAX)
        return wgi_xml_fail(err, WG_ERANGE, &im->doc, sel, NULL,
                           "unit \"%s\" has %ld models, over %d", bs_name(sel), p.models,
                           WG_ROSTER_MODELS_MAX);
    if (st == WG_OK &&
        (size_t)copies > WG_BSDATA_ROSTER_UNITS_MAX - wg_roster_unit_count(im->roster))
        return wgi_xml_fail(err, WG_ERANGE, &im->doc, sel, NULL,
                           "unit \"%s\" makes the roster more than %d units", bs_name(sel),
                           WG_BSDATA_ROSTER_UNITS_MAX);
    int category = taken_in(im, sel, im->b->catalog->units[unit].e.category);
    for (long k = 0; st == WG_OK && k < copies; k++)
        st = add_unit(im, &p, category, sel, err);
    return st;
}

/* ---- the roster ------------------------------------------------------------- */

static wg_status read_points(long *out, importer *im, const xmlNode *roster, wg_error *err)
{
    for (xmlNodePtr c = wgi_xml_item(roster, "costLimits", "costLimit"); c; c = wgi_xml_next(c)) {
        if (!bs_is_points(im->b, c, "typeId"))
            continue;
        double v = 0;
        wg_status st = wgi_xml_decimal(&v, &im->doc, c, "value", 0, err);
        if (st == WG_OK && (v < WG_ROSTER_POINTS_MIN || v > WG_ROSTER_POINTS_MAX ||
                            v != (double)(long)v))
            st = wgi_xml_fail(err, WG_ERANGE, &im->doc, c, "value",
                             "points limit %g: a whole number from %d to %d expected", v,
                             WG_ROSTER_POINTS_MIN, WG_ROSTER_POINTS_MAX);
        if (st == WG_OK)
            *out = (long)v;
        return st;
    }
    return wgi_xml_fail(err, WG_EFORMAT, &im->doc, roster, NULL,
                       "no points limit (a costLimit in pts): the limit decides the army's "
                       "size (R12, R13); set one in the roster");
}

static wg_status the_force(const xmlNode **out, importer *im, const xmlNode *roster,
                           wg_error *err)
{
    xmlNodePtr force = wgi_xml_item(roster, "forces", "force");
    if (force == NULL)
        return wgi_xml_fail(err, WG_EFORMAT, &im->doc, roster, NULL, "the roster has no force");
    if (wgi_xml_next(force) || wgi_xml_item(force, "forces", "force"))
        return wgi_xml_fail(err, WG_EFORMAT, &im->doc, wgi_xml_next(force) ? wgi_xml_next(force)
                                                                          : force, NULL,
                           "a roster of several forces (allies) is not supported: one army "
                           "of one book");
    const char *book = wgi_xml_attr(force, "catalogueId");
    const char *book_name = wgi_xml_attr(force, "catalogueName");
    if (book == NULL || strcmp(book, im->b->book_id) != 0)
        return wgi_xml_fail(err, WG_EFORMAT, &im->doc, force, "catalogueId",
                           "the force is of catalogue \"%s\" (%s), not of this book (\"%s\", %s)",
                           book ? book : "", book_name ? book_name : "?", im->b->book_id,
                           im->b->catalog->name);
    *out = force;
    return WG_OK;
}

static wg_status read_roster(importer *im, wg_error *err)
{
    xmlNodePtr roster;
    wg_status st = wgi_xml_root(&roster, &im->doc, "roster", BS_ROSTER_NS, err);
    const char *system = NULL;
    if (st == WG_OK)
        st = wgi_xml_attr_required(&system, &im->doc, roster, "gameSystemId", err);
    if (st == WG_OK && strcmp(system, im->b->system_id) != 0)
        st = wgi_xml_fail(err, WG_EFORMAT, &im->doc, roster, "gameSystemId",
                         "the roster is of game system \"%s\", not \"%s\"", system,
                         im->b->system_id);
    long points = 0;
    const xmlNode *force = NULL;
    if (st == WG_OK)
        st = read_points(&points, im, roster, err);
    if (st == WG_OK)
        st = the_force(&force, im, roster, err);
    if (st != WG_OK)
        return st;
    wg_error e;
    st = built(im, wg_roster_new(&im->roster, im->b->catalog, (int)points, &e), &e, roster, err);
    for (xmlNodePtr s = wgi_xml_item(force, "selections", "selection"); s && st == WG_OK;
         s = wgi_xml_next(s))
        st = read_unit(im, s, err);
    return st;
}

/* The roster of book read from data (a .ros, or a .rosz holding one) into
 * *roster_out, its warnings into *warnings_out; both untouched on failure. */
static wg_status import(wg_roster **roster_out, wg_problems **warnings_out,
                        const wg_bsdata_book *book, const char *data, size_t size,
                        const char *name, wg_error *err)
{
    importer im = {.b = book};
    char *inflated = NULL;
    size_t inflated_size = 0;
    wg_status st = WG_OK;
    if (wgi_zip_is_archive(data, size)) {
        st = wgi_zip_extract(&inflated, &inflated_size, data, size, ".ros", WG_BSDATA_FILE_MAX,
                            name, err);
        data = inflated;
        size = inflated_size;
    }
    if (st == WG_OK)
        st = wgi_xml_parse(&im.doc, data, size, WG_BSDATA_FILE_MAX, name, err);
    wg_free(inflated);
    if (st == WG_OK)
        st = wgi_problems_new(&im.warnings) == WG_OK ? WG_OK : wgi_fail_nomem(err);
    if (st == WG_OK)
        st = read_roster(&im, err);
    if (st == WG_OK) {
        *roster_out = im.roster;
        im.roster = NULL;
        *warnings_out = im.warnings;
        im.warnings = NULL;
    }
    wg_roster_free(im.roster);
    wg_problems_free(im.warnings);
    wgi_xml_close(&im.doc);
    return st;
}

/* ", \"key\": [ids]" of unit's options or items; nothing when it has none. */
static void write_ids(wgi_buf *o, const wg_roster *r, size_t unit, bool items)
{
    size_t n = items ? wg_roster_item_count(r, unit) : wg_roster_option_count(r, unit);
    if (n == 0)
        return;
    wgi_buf_addf(o, ", \"%s\": [", items ? "items" : "options");
    for (size_t i = 0; i < n; i++) {
        wgi_buf_add(o, i ? ", " : "");
        wgi_buf_add_json_string(o, items ? wg_roster_item_at(r, unit, i)->id
                                         : wg_roster_option_at(r, unit, i)->id);
    }
    wgi_buf_add(o, "]");
}

/* The imported roster as the document wg_bsdata_book_import_roster_file()
 * gives (and `wargen import roster` prints): a unit a line, each with only
 * the members it needs (a document's defaults left out). */
static wg_status write_document(char **out, const wg_roster *r, wg_error *err)
{
    wgi_buf o;
    wgi_buf_init(&o);
    wgi_buf_add(&o, "{\n  \"format\": \"wargen-roster/1\",\n  \"catalog\": ");
    wgi_buf_add_json_string(&o, r->catalog->id);
    wgi_buf_addf(&o, ",\n  \"points\": %d,\n  \"units\": [", r->points);
    for (size_t i = 0; i < r->n_units; i++) {
        wg_roster_unit u;
        wg_roster_unit_at(&u, r, i, NULL);
        wgi_buf_add(&o, i ? ",\n    {\"entry\": " : "\n    {\"entry\": ");
        wgi_buf_add_json_string(&o, u.entry);
        wgi_buf_addf(&o, ", \"models\": %d", u.models);
        if (u.general)
            wgi_buf_add(&o, ", \"general\": true");
        if (u.moved)
            wgi_buf_addf(&o, ", \"category\": \"%s\"", wg_category_name(u.category));
        write_ids(&o, r, i, false);
        write_ids(&o, r, i, true);
        wgi_buf_add(&o, "}");
    }
    wgi_buf_add(&o, r->n_units ? "\n  ]\n}\n" : "]\n}\n");
    return wgi_buf_finish(&o, out, err);
}

/* What an import hands over: the roster itself into *roster_out, or (when
 * json_out is not NULL) its document; its warnings when warnings_out is not
 * NULL. Nothing is written on failure. */
static wg_status hand_over(wg_roster **roster_out, char **json_out, wg_problems **warnings_out,
                           const wg_bsdata_book *book, const char *data, size_t size,
                           const char *name, wg_error *err)
{
    wg_roster *r = NULL;
    wg_problems *warnings = NULL;
    char *json = NULL;
    wg_status st = import(&r, &warnings, book, data, size, name ? name : "<roster>", err);
    if (st == WG_OK && json_out)
        st = write_document(&json, r, err);
    if (st == WG_OK) {
        if (json_out) {
            *json_out = json;
        } else {
            *roster_out = r;
            r = NULL;
        }
        if (warnings_out) {
            *warnings_out = warnings;
            warnings = NULL;
        }
    }
    wg_roster_free(r);
    wg_problems_free(warnings);
    return st;
}

/* The same from the file path. */
static wg_status hand_over_file(wg_roster **roster_out, char **json_out,
                                wg_problems **warnings_out, const wg_bsdata_book *book,
                                const char *path, wg_error *err)
{
    char *data = NULL;
    size_t size = 0;
    wg_status st = wgi_file_read(&data, &size, path, WG_BSDATA_FILE_MAX, WG_ERANGE, err);
    if (st == WG_OK)
        st = hand_over(roster_out, json_out, warnings_out, book, data, size, path, err);
    wg_free(data);
    return st;
}

wg_status wg_bsdata_book_import_roster_string(char **json_out, wg_problems **warnings_out,
                                               const wg_bsdata_book *book, const char *data,
                                               size_t size, const char *name, wg_error *err)
{
    if (json_out == NULL || book == NULL || data == NULL)
        return wgi_fail(err, WG_EINVAL, "%s: a NULL argument", __func__);
    return hand_over(NULL, json_out, warnings_out, book, data, size, name, err);
}

wg_status wg_bsdata_book_import_roster_file(char **json_out, wg_problems **warnings_out,
                                             const wg_bsdata_book *book, const char *path,
                                             wg_error *err)
{
    if (json_out == NULL || book == NULL || path == NULL)
        return wgi_fail(err, WG_EINVAL, "%s: a NULL argument", __func__);
    return hand_over_file(NULL, json_out, warnings_out, book, path, err);
}

wg_status wg_bsdata_book_load_roster_string(wg_roster **out, wg_problems **warnings_out,
                                             const wg_bsdata_book *book, const char *data,
                                             size_t size, const char *name, wg_error *err)
{
    if (out == NULL || book == NULL || data == NULL)
        return wgi_fail(err, WG_EINVAL, "%s: a NULL argument", __func__);
    return hand_over(out, NULL, warnings_out, book, data, size, name, err);
}

wg_status wg_bsdata_book_load_roster_file(wg_roster **out, wg_problems **warnings_out,
                                           const wg_bsdata_book *book, const char *path,
                                           wg_error *err)
{
    if (out == NULL || book == NULL || path == NULL)
        return wgi_fail(err, WG_EINVAL, "%s: a NULL argument", __func__);
    return hand_over_file(out, NULL, warnings_out, book, path, err);
}
