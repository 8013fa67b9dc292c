/* roster module: The 9th Age army composition (rules R1-R14). Catalog and
 * Roster are classes the layers complete (WGB_LAYERED: bindings/python/wargen/
 * roster.py, bindings/lua/layer/roster.lua); a _Report is held by roster.py's Report.
 * Entries and units cross as the text of a document's object and come back as
 * the library's JSON. A roster keeps its catalogue alive and a report its roster. */

/* The language's half: bindings/<language>/roster.swg. Lua has none yet: the
 * #ifdef goes when bindings/lua/roster.swg exists. */
#ifdef SWIGPYTHON
%include "roster.swg"
#endif

/* ---- module functions: names, prices, shares; constructors ------------- */

%rename("%(regex:/^wgb?_(.*)$/_\\1/)s", regexmatch$name="^wgb?_(category|item_list|roster_format|"
        "points|share|price|catalog_new|catalog_load|roster_new|roster_load|roster_validate)") "";
WG_OUT_ENUM(wg_roster_format)
WG_OUT_ENUM(wg_category)
WG_OUT_ENUM(wg_item_list)
const char *wg_category_name(int category);
const char *wg_item_list_name(int list);
const char *wg_roster_format_name(int format);
int wg_roster_format_of(int points);
wg_status wg_roster_format_parse(wg_roster_format *out, const char *name, wg_error *err);
wg_status wg_category_parse(wg_category *out, const char *name, wg_error *err);
wg_status wg_item_list_parse(wg_item_list *out, const char *name, wg_error *err);
wg_status wg_points_to_half(int *int_out, double points, wg_error *err);
long wg_share_hundredths(long points, int limit);
/* _share_format(points, limit) as text; _price_parse("A/B"): the Lord's and
 * the others' prices in half-points (R4). */
%newobject wgb_share_format;
%apply int *int_out { int *lord_out, int *other_out };
%{
static char *wgb_share_format(long points, int limit)
{
    char *text = malloc(WG_SHARE_SIZE);
    if (text)
        wg_share_format(text, WG_SHARE_SIZE, points, limit);
    return text;
}

static wg_status wgb_price_parse(int *lord_out, int *other_out, const char *text, wg_error *err)
{
    wg_price p = {0, 0};
    wg_status st = wg_price_parse(&p, text, err);
    *lord_out = p.lord;
    *other_out = p.other;
    return st;
}
%}
/** share_format(points, limit): a share of the limit as the command's table shows it,
 *  "24.95%" (R6). */
char *wgb_share_format(long points, int limit);
wg_status wgb_price_parse(int *lord_out, int *other_out, const char *text, wg_error *err);

/* A unit of a catalogue or a roster is an index as `index` is: from 0 in
 * Python, from 1 in Lua; past the end it is refused as an index is. Applied
 * before the handles: their %extend methods take the typemaps in force where
 * the class is declared. */
%apply size_t index { size_t unit };
WG_HANDLE(wg_catalog, WGB_LAYERED(Catalog))
WG_HANDLE(wg_roster, WGB_LAYERED(Roster))
%{
WGB_RECORD(wgb_report_unit_record,
    WGB_FIELD(wg_report_unit, entry, WGB_STR), WGB_FIELD(wg_report_unit, points, WGB_LONG),
    WGB_FIELD(wg_report_unit, category, WGB_INT));
%}
WGB_RECORD_OUT(wg_report_unit *borrowed_out, wgb_report_unit_record)
WG_HANDLE(wg_report, _Report)
WG_OUT_HANDLE(wg_catalog)
WG_OUT_CHILD(wg_roster)
WG_OUT_CHILD(wg_report)
wg_status wg_catalog_new(wg_catalog **out, const char *id, const char *name, wg_error *err);
wg_status wg_catalog_load_file(wg_catalog **out, const char *path, wg_error *err);
wg_status wg_catalog_load_string(wg_catalog **out, const char *json, size_t size,
                                 const char *name, wg_error *err);
wg_status wg_roster_new(wg_roster **out, const wg_catalog *catalog, int points, wg_error *err);
wg_status wg_roster_load_file(wg_roster **out, const wg_catalog *catalog, const char *path,
                              wg_error *err);
wg_status wg_roster_load_string(wg_roster **out, const wg_catalog *catalog, const char *json,
                                size_t size, const char *name, wg_error *err);
wg_status wg_roster_validate(wg_report **out, const wg_roster *self, wg_error *err);

/* ---- methods ------------------------------------------------------------ */

/* catalog.id, catalog.name, roster.points: read-only attributes. Entries,
 * a roster's units, violations and the report come back in their
 * documents' shapes (doc_out: None / nil for none; a violation's units are
 * 0-based); an entry or a roster's unit goes in as the text of one. */
%{
#define wg_catalog_id_get(c) wg_catalog_id(c)
#define wg_catalog_name_get(c) wg_catalog_name(c)
#define wg_roster_points_get(r) wg_roster_points(r)
%}
%immutable;
%extend wg_catalog { const char *id; const char *name; }
%extend wg_roster { int points; }
%mutable;
WGB_INDEXED(wg_catalog::unit_at_, WGB_BELOW(arg3, "index", wg_catalog_unit_count(arg1)))
WGB_INDEXED(wg_catalog::item_at_, WGB_BELOW(arg3, "index", wg_catalog_item_count(arg1)))
%{
#define WGB_CATALOG_UNIT WGB_BELOW(arg2, "unit", wg_catalog_unit_count(arg1))
#define WGB_ROSTER_UNIT WGB_BELOW(arg2, "unit", wg_roster_unit_count(arg1))
%}
WGB_INDEXED(wg_catalog::option_count, WGB_CATALOG_UNIT)
WGB_INDEXED(wg_catalog::option_at_, WGB_CATALOG_UNIT &&
            WGB_BELOW(arg3, "index", wg_catalog_option_count(arg1, arg2)))
%extend wg_catalog {
    /** The number of unit entries. */
    size_t unit_count();
    /** The number of magic items. */
    size_t item_count();
    /** The unit entry at index, as a dict in the catalogue document's shape. */
    wg_status unit_at_(char **doc_out, size_t index, wg_error *err)
    { return wg_unit_entry_to_json(doc_out, wg_catalog_unit_at($self, index), err); }
    /** The magic item at index, as a dict in the catalogue document's shape. */
    wg_status item_at_(char **doc_out, size_t index, wg_error *err)
    { return wg_item_entry_to_json(doc_out, wg_catalog_item_at($self, index), err); }
    /** The unit entry of that id, as a dict in the catalogue document's shape; None
     *  when there is none (as a mapping's get). */
    wg_status unit_(char **doc_out, const char *id, wg_error *err)
    {
        const wg_unit_entry *e = NULL;
        wg_status st = wg_catalog_find_unit(&e, $self, id, err);
        return st == WG_OK || st == WG_ENOTFOUND ? wg_unit_entry_to_json(doc_out, e, err) : st;
    }
    /** option_count(unit): the number of options of the unit entry at index unit (R4). */
    size_t option_count(size_t unit);
    /** option_at(unit, index): the id of the unit entry's option at index. */
    const char *option_at_(size_t unit, size_t index)
    { return wg_catalog_option_at($self, unit, index)->id; }
    /** The magic item of that id, as a dict in the catalogue document's shape; None
     *  when there is none (as a mapping's get). */
    wg_status item_(char **doc_out, const char *id, wg_error *err)
    {
        const wg_item_entry *e = NULL;
        wg_status st = wg_catalog_find_item(&e, $self, id, err);
        return st == WG_OK || st == WG_ENOTFOUND ? wg_item_entry_to_json(doc_out, e, err) : st;
    }
    /** add_unit with the entry as the JSON text of a document's unit. */
    wg_status add_unit_string(const char *json, size_t size, wg_error *err);
    /** add_option with the option as the JSON text of a document's option. */
    wg_status add_option_string(const char *unit_id, const char *json, size_t size, wg_error *err);
    /** add_item with the item as the JSON text of a document's item. */
    wg_status add_item_string(const char *json, size_t size, wg_error *err);
    /** The whole catalogue as a wargen-catalog/1 document, as text (to_dict: as dicts). */
    WGB_JSON_METHODS(to_json, to_doc, wg_catalog_to_json)
}
/* A unit index past the end is refused in the language's counting, as an
 * accessor's is (wargen.i, "indexes past the end"), before the library
 * would say WG_ENOTFOUND with C's. */
WGB_INDEXED(wg_roster::unit_at_, WGB_BELOW(arg3, "index", wg_roster_unit_count(arg1)))
WGB_INDEXED(wg_roster::add_option, WGB_BELOW(arg2, "index", wg_roster_unit_count(arg1)))
WGB_INDEXED(wg_roster::add_item, WGB_BELOW(arg2, "index", wg_roster_unit_count(arg1)))
WGB_INDEXED(wg_roster::option_count, WGB_ROSTER_UNIT)
WGB_INDEXED(wg_roster::option_at_, WGB_ROSTER_UNIT &&
            WGB_BELOW(arg3, "index", wg_roster_option_count(arg1, arg2)))
WGB_INDEXED(wg_roster::item_count, WGB_ROSTER_UNIT)
WGB_INDEXED(wg_roster::item_at_, WGB_ROSTER_UNIT &&
            WGB_BELOW(arg3, "index", wg_roster_item_count(arg1, arg2)))
%extend wg_roster {
    /** The number of units. */
    size_t unit_count();
    /** The unit at index, as a dict in the roster document's shape. */
    wg_status unit_at_(char **doc_out, size_t index, wg_error *err)
    { return wg_roster_unit_to_json(doc_out, $self, index, err); }
    /** add_unit with the unit as the JSON text of a document's unit: its index. */
    wg_status add_unit_string_(size_t *index_out, const char *json, size_t size, wg_error *err)
    { return wg_roster_add_unit_string(index_out, $self, json, size, err); }
    /** option_count(unit): the number of options the unit at index unit has taken (R4). */
    size_t option_count(size_t unit);
    /** option_at(unit, index): the id of the unit's option at index, in the order added. */
    const char *option_at_(size_t unit, size_t index)
    { return wg_roster_option_at($self, unit, index)->id; }
    /** item_count(unit): the number of items the unit carries, each copy counted (R10). */
    size_t item_count(size_t unit);
    /** item_at(unit, index): the id of the unit's item at index, in the order given. */
    const char *item_at_(size_t unit, size_t index)
    { return wg_roster_item_at($self, unit, index)->id; }
    /** Give the unit at index the option of that id (R4). */
    wg_status add_option(size_t index, const char *option_id, wg_error *err);
    /** Give the unit at index the magic item of that id (R10, R11). */
    wg_status add_item(size_t index, const char *item_id, wg_error *err);
    /** The whole roster as a wargen-roster/1 document, as text (to_dict: as dicts). */
    WGB_JSON_METHODS(to_json, to_doc, wg_roster_to_json)
}
WGB_INDEXED(wg_report::unit_at_, WGB_BELOW(arg3, "index", wg_report_unit_count(arg1)))
%extend wg_report {
    bool valid();
    long total();
    int points();
    long min_total();
    int format();
    long category_points(int category);
    long character_points();
    size_t unit_count();
    /** The unit at index as the report prices it: entry, points, category (a number). */
    wg_status unit_at_(wg_report_unit *borrowed_out, size_t index, wg_error *err)
    { return wg_report_unit_at(borrowed_out, $self, index, err); }
    size_t violation_count();
    wg_status violation_at_(char **doc_out, size_t index, wg_error *err)
    { return wg_violation_to_json(doc_out, wg_report_violation_at($self, index), err); }
    WGB_JSON_METHODS(to_json, to_doc, wg_report_to_json)
}
