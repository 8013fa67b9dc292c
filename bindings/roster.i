/* roster module: The 9th Age army composition (rules R1-R14).
 *
 * SWIG exposes the handles wargen._Catalog, _Roster and _Report and a few
 * module functions named `_...`; the public API is built on them in
 * bindings/python/wargen/roster.py and in the %luacode below. Every rule,
 * name table and price format stays in C: costs cross as half-points read
 * by wg_points_to_half() and wg_price_parse(), categories, item lists and
 * game formats by the library's names; catalogue entries and violations
 * come back as the library's JSON objects (doc_out). A roster keeps its
 * catalogue alive and a report its roster (WG_OUT_CHILD). Indexes are
 * 0-based in Python, 1-based in Lua (wargen.i).
 */

%{
/* wg_price_parse with the two prices as int outputs. */
static wg_status wgb_price_parse(int *lord_out, int *other_out, const char *text, wg_error *err)
{
    wg_price p;
    wg_status st = wg_price_parse(&p, text, err);
    if (st == WG_OK) {
        *lord_out = p.lord;
        *other_out = p.other;
    }
    return st;
}

/* A category by name into a moves_to mask (R7). */
static wg_status wgb_moves_add(int *int_out, int mask, const char *name, wg_error *err)
{
    wg_category c;
    wg_status st = wg_category_parse(&c, name, err);
    if (st == WG_OK)
        *int_out = mask | (1 << c);
    return st;
}
%}

/* ---- read-back: entries and units as the languages' own values ---------- */

%apply int *int_out { int *lord_out, int *other_out };
%typemap(in, numinputs=0) wg_roster_unit *unit_out (wg_roster_unit temp) "$1 = &temp;";

#ifdef SWIGPYTHON
%{
#define WGB_PY_BOOL(b) ((b) ? Py_True : Py_False)
%}
%typemap(argout) wg_roster_unit *unit_out {
    if (result == WG_OK) {
        PyObject *u = Py_BuildValue("{s:s,s:i,s:O,s:z,s:z}", "entry", $1->entry, "models",
                                    $1->models, "general", WGB_PY_BOOL($1->general), "category",
                                    $1->moved ? wg_category_name($1->category) : NULL,
                                    "label", $1->label);
        if (u == NULL)
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, u);
    }
}
#endif

#ifdef SWIGLUA
%typemap(argout) wg_roster_unit *unit_out {
    if (result == WG_OK) {
        lua_createtable(L, 0, 5);
        WGB_LUA_SET(lua_pushstring, "entry", $1->entry);
        WGB_LUA_SET(lua_pushinteger, "models", $1->models);
        WGB_LUA_SET(lua_pushboolean, "general", $1->general);
        WGB_LUA_SET(lua_pushstring, "category", $1->moved ? wg_category_name($1->category) : NULL);
        WGB_LUA_SET(lua_pushstring, "label", $1->label);
        SWIG_arg++;
    }
}
#endif

/* ---- module functions: the library's names, prices and shares ----------- */

%constant int CATEGORY_COUNT = WG_CATEGORY_COUNT;
%constant int ITEM_LIST_COUNT = WG_ITEM_LIST_COUNT;
%constant int GAME_FORMAT_COUNT = WG_GAME_FORMAT_COUNT;
%rename(_category_name) wg_category_name;
const char *wg_category_name(int category);
%rename(_item_list_name) wg_item_list_name;
const char *wg_item_list_name(int list);
%rename(_game_format_name) wg_game_format_name;
const char *wg_game_format_name(int format);
%rename(_game_format_of) wg_game_format_of;
int wg_game_format_of(int points);
%rename(_moves_add) wgb_moves_add;
wg_status wgb_moves_add(int *int_out, int mask, const char *name, wg_error *err);
%rename(_points_to_half) wg_points_to_half;
wg_status wg_points_to_half(int *int_out, double points, wg_error *err);
%rename(_price_parse) wgb_price_parse;
wg_status wgb_price_parse(int *lord_out, int *other_out, const char *text, wg_error *err);
%rename(_share_hundredths) wg_share_hundredths;
long wg_share_hundredths(long points, int limit);
WG_OUT_ENUM(wg_game_format)
%rename(_game_format_parse) wg_game_format_parse;
wg_status wg_game_format_parse(wg_game_format *out, const char *name, wg_error *err);

/* A share as text: (buf, size) is a stack buffer, the text the result. */
%typemap(in, numinputs=0) (char *buf, size_t size) (char temp[WG_SHARE_SIZE]) {
    $1 = temp;
    $2 = sizeof temp;
}
%typemap(out) size_t wg_share_format ""
#ifdef SWIGPYTHON
%typemap(argout) (char *buf, size_t size) "$result = PyUnicode_FromString($1);"
#else
%typemap(argout) (char *buf, size_t size) "lua_pushstring(L, $1); SWIG_arg++;"
#endif
%rename(_share_format) wg_share_format;
size_t wg_share_format(char *buf, size_t size, long points, int limit);

/* ---- handles ----------------------------------------------------------- */

WG_HANDLE(wg_catalog, _Catalog)
WG_HANDLE(wg_roster, _Roster)
WG_HANDLE(wg_report, _Report)
WG_OUT_HANDLE(wg_catalog)
WG_OUT_CHILD(wg_roster)
WG_OUT_CHILD(wg_report)

/* Constructors: a roster keeps its catalogue alive, a report its roster. */
%rename(_catalog_new) wg_catalog_new;
wg_status wg_catalog_new(wg_catalog **out, const char *id, const char *name, wg_error *err);
%rename(_catalog_load_file) wg_catalog_load_file;
wg_status wg_catalog_load_file(wg_catalog **out, const char *path, wg_error *err);
%rename(_catalog_load_string) wg_catalog_load_string;
wg_status wg_catalog_load_string(wg_catalog **out, const char *json, size_t size,
                                 const char *name, wg_error *err);
%rename(_roster_new) wg_roster_new;
wg_status wg_roster_new(wg_roster **out, const wg_catalog *catalog, int points, wg_error *err);
%rename(_roster_load_file) wg_roster_load_file;
wg_status wg_roster_load_file(wg_roster **out, const wg_catalog *catalog, const char *path,
                              wg_error *err);
%rename(_roster_load_string) wg_roster_load_string;
wg_status wg_roster_load_string(wg_roster **out, const wg_catalog *catalog, const char *json,
                                size_t size, const char *name, wg_error *err);
%rename(_validate) wg_roster_validate;
wg_status wg_roster_validate(wg_report **out, const wg_roster *roster, wg_error *err);

%rename(unit_at) wg_catalog::unit_doc_at;
%rename(item_at) wg_catalog::item_doc_at;
%rename(unit_by_id) wg_catalog::unit_doc_by_id;
%rename(add_unit) wg_catalog::add_unit_entry;
%rename(add_option) wg_catalog::add_option_entry;
%rename(add_item) wg_catalog::add_item_entry;
%extend wg_catalog {
    wg_status add_unit_string(const char *json, size_t size, wg_error *err);
    wg_status add_option_string(const char *unit_id, const char *json, size_t size, wg_error *err);
    wg_status add_item_string(const char *json, size_t size, wg_error *err);
    const char *id();
    const char *name();
    size_t unit_count();
    size_t item_count();
    /** Entries as dicts / tables in the catalogue document's shape, None / nil if none. */
    wg_status unit_doc_at(char **doc_out, size_t index, wg_error *err) {
        return wg_unit_entry_to_json(doc_out, wg_catalog_unit_at($self, index), err);
    }
    wg_status item_doc_at(char **doc_out, size_t index, wg_error *err) {
        return wg_item_entry_to_json(doc_out, wg_catalog_item_at($self, index), err);
    }
    wg_status unit_doc_by_id(char **doc_out, const char *id, wg_error *err) {
        return wg_unit_entry_to_json(doc_out, wg_catalog_unit_by_id($self, id), err);
    }
    /** add_unit(id, name, category, min_models, max_models, cost, per_model,
     *  can_be_general, unique, one_per_army, war_machine, max, moves_to):
     *  costs in half-points, the category by name, moves_to a mask (_moves_add). */
    wg_status add_unit_entry(const char *id, const char *name, const char *category,
                             int min_models, int max_models, int cost, int per_model,
                             bool can_be_general, bool unique, bool one_per_army,
                             bool war_machine, int max, int moves_to, wg_error *err) {
        wg_unit_entry e = {id, name, WG_CATEGORY_LORDS, min_models, max_models, cost, per_model,
                           can_be_general, unique, one_per_army, war_machine, max,
                           (unsigned)moves_to};
        wg_status st = wg_category_parse(&e.category, category, err);
        return st == WG_OK ? wg_catalog_add_unit($self, &e, err) : st;
    }
    /** add_option(unit_id, id, name, cost, per_model, champion): costs in half-points. */
    wg_status add_option_entry(const char *unit_id, const char *id, const char *name, int cost,
                               int per_model, bool champion, wg_error *err) {
        wg_option_entry o = {id, name, cost, per_model, champion};
        return wg_catalog_add_option($self, unit_id, &o, err);
    }
    /** add_item(id, name, lord_cost, other_cost, list, mundane, unique,
     *  one_per_army): costs in half-points, the list by name (H2). */
    wg_status add_item_entry(const char *id, const char *name, int lord_cost, int other_cost,
                             const char *list, const char *mundane, bool unique,
                             bool one_per_army, wg_error *err) {
        wg_item_entry it = {id, name, lord_cost, other_cost, WG_ITEM_COMMON, mundane, unique,
                            one_per_army};
        wg_status st = wg_item_list_parse(&it.list, list, err);
        return st == WG_OK ? wg_catalog_add_item($self, &it, err) : st;
    }
}

%rename(add_unit) wg_roster::add_roster_unit;
%rename(unit_at) wg_roster::unit_info;
%rename(add_unit_string) wg_roster::add_unit_text;
%extend wg_roster {
    wg_status add_unit_text(size_t *index_out, const char *json, size_t size, wg_error *err) {
        return wg_roster_add_unit_string(index_out, $self, json, size, err);
    }
    int points();
    size_t unit_count();
    wg_status unit_info(wg_roster_unit *unit_out, size_t index, wg_error *err) {
        return wg_roster_unit_at(unit_out, $self, index, err);
    }
    /** add_unit(entry, models, general, category, label): the unit's index;
     *  category None / nil unless moved (R7), by name. */
    wg_status add_roster_unit(size_t *index_out, const char *entry, int models, bool general,
                              const char *category, const char *label, wg_error *err) {
        wg_roster_unit u = {entry, models, general, category != NULL, WG_CATEGORY_LORDS, label};
        wg_status st = category ? wg_category_parse(&u.category, category, err) : WG_OK;
        return st == WG_OK ? wg_roster_add_unit(index_out, $self, &u, err) : st;
    }
    wg_status add_option(size_t index, const char *option_id, wg_error *err);
    wg_status add_item(size_t index, const char *item_id, wg_error *err);
}

%rename(violation_at) wg_report::violation_doc_at;
%rename(to_json) wg_report::to_json_text;
%rename(to_doc) wg_report::to_document;
%extend wg_report {
    bool valid();
    long total();
    int points();
    long min_total();
    /** The game format and categories by number (_game_format_name, _category_name). */
    int format();
    long category_points(int category);
    long character_points();
    size_t unit_count();
    const char *unit_entry(size_t index);
    long unit_points(size_t index);
    int unit_category(size_t index);
    size_t violation_count();
    /** A violation as a dict / table {code, rule, units, message}, units 0-based. */
    wg_status violation_doc_at(char **doc_out, size_t index, wg_error *err) {
        return wg_violation_to_json(doc_out, wg_report_violation_at($self, index), err);
    }
    /** The `wargen validate --json` document, as text or as the language's values. */
    wg_status to_json_text(char **json_out, wg_error *err) {
        return wg_report_to_json(json_out, $self, err);
    }
    wg_status to_document(char **doc_out, wg_error *err) {
        return wg_report_to_json(doc_out, $self, err);
    }
}

/* ---- the Lua layer ------------------------------------------------------ */

#ifdef SWIGLUA
%luacode %{
-- wargen.Catalog, wargen.Roster, wargen.Report, wargen.validate (R1-R14).
-- Failures return nil, message, code; wrong types and unknown keys raise.
-- Costs are points; unit indexes count from 1 (the JSON document of
-- report:to_json() and report:to_table() keeps the format's 0-based ones).
do
local floor = math.floor

local function check_keys(t, allowed, what)
    if type(t) ~= "table" then error(what .. ": expected a table, got " .. type(t), 3) end
    for k in pairs(t) do
        if not allowed[k] then error(what .. ": unknown key " .. tostring(k), 3) end
    end
end

-- A whole number within C's int (raises otherwise).
local function whole(v, what, default)
    if v == nil then v = default end
    if type(v) ~= "number" or v ~= floor(v) or v < -2 ^ 31 or v >= 2 ^ 31 then
        error(what .. ": expected a whole number, got " .. tostring(v), 3)
    end
    return v
end

-- Two costs in points (nil: 0) as half-points, by the library (R3): a, b,
-- or nil, message, code.
local function halves(a, b, what)
    local h = { a == nil and 0 or a, b == nil and 0 or b }
    for i = 1, 2 do
        if type(h[i]) ~= "number" then
            error(what .. ": expected a number of points, got " .. type(h[i]), 3)
        end
        local msg, code
        h[i], msg, code = wargen._points_to_half(h[i])
        if h[i] == nil then return nil, msg, code end
    end
    return h[1], h[2]
end

wargen.CATEGORIES = enum_names(wargen._category_name)
wargen.ITEM_LISTS = enum_names(wargen._item_list_name)
wargen.GAME_FORMATS = enum_names(wargen._game_format_name)
-- The format of a points limit (R12, R13), or a format's name if the library knows it.
function wargen.game_format(points)
    if type(points) == "string" then
        local f, msg, code = wargen._game_format_parse(points)
        if f == nil then return nil, msg, code end
        return wargen.GAME_FORMATS[f + 1]
    end
    return wargen._game_format_name(wargen._game_format_of(whole(points, "game_format")))
end

-- A share of a points limit as the command's table shows it: "24.95%" (R6).
function wargen.share_format(points, limit)
    return wargen._share_format(whole(points, "share_format"), whole(limit, "share_format"))
end

-- {h:at(1), ..., h:at(h:count())}
local function list(h, count, at)
    local t = {}
    for i = 1, h[count](h) do t[i] = h[at](h, i) end
    return t
end

-- A class whose objects hold a handle _h.
local function class(name)
    local c = { _class = name }
    c.__index = c
    wargen[name] = c
    return c
end

-- obj's handle if obj is of class c (a method called with ':'), else raise.
local function handle(c, obj, what)
    if getmetatable(obj) ~= c then
        error(what .. ": expected a wargen." .. c._class .. " (call methods with ':')", 3)
    end
    return obj._h
end

---- catalogues ------------------------------------------------------------

local Catalog = class("Catalog")

local function wrap_catalog(h, msg, code)
    if h == nil then return nil, msg, code end
    return setmetatable({ _h = h, id = h:id(), name = h:name() }, Catalog)
end

-- Catalog.load(source): a wargen-catalog/1 document (a path, JSON text or
-- a table: wargen._from_source); a Catalog is returned as is.
function Catalog.load(source)
    if getmetatable(source) == Catalog then return source end
    return wrap_catalog(wargen._from_source(source, wargen._catalog_load_file,
                                            wargen._catalog_load_string, "Catalog.load"))
end

-- Catalog.new(id, name): an empty catalogue for add_unit, add_option, add_item.
function Catalog.new(id, name)
    if type(id) ~= "string" or type(name) ~= "string" then
        error("Catalog.new: expected an id and a name (strings)", 2)
    end
    return wrap_catalog(wargen._catalog_new(id, name))
end

local UNIT_KEYS = { id = 1, name = 1, category = 1, models = 1, cost = 1, per_model = 1,
                    can_be_general = 1, unique = 1, one_per_army = 1, war_machine = 1, max = 1,
                    moves_to = 1 }

-- c:add_unit{id=, name=, category=, models={min, max}, cost=, per_model=,
-- can_be_general=, unique=, one_per_army=, war_machine=, max=, moves_to={...}}:
-- true, or nil, message, code (the catalogue unchanged).
function Catalog:add_unit(u)
    local h = handle(Catalog, self, "add_unit")
    check_keys(u, UNIT_KEYS, "add_unit")
    local m = u.models
    if type(m) ~= "table" then error("add_unit: models must be a table {min, max}", 2) end
    if u.moves_to ~= nil and type(u.moves_to) ~= "table" then
        error("add_unit: moves_to must be a list", 2)
    end
    local cost, per_model, code = halves(u.cost, u.per_model, "add_unit: cost")
    if cost == nil then return nil, per_model, code end
    local mask, msg = 0
    for _, name in ipairs(u.moves_to or {}) do
        mask, msg, code = wargen._moves_add(mask, name)
        if mask == nil then return nil, msg, code end
    end
    return h:add_unit(u.id, u.name, u.category, whole(m.min or m[1], "add_unit: models.min"),
                      whole(m.max or m[2], "add_unit: models.max"), cost, per_model,
                      not not u.can_be_general, not not u.unique, not not u.one_per_army,
                      not not u.war_machine, whole(u.max, "add_unit: max", 0), mask)
end

local OPTION_KEYS = { id = 1, name = 1, cost = 1, per_model = 1, champion = 1 }

-- c:add_option(unit_id, {id=, name=, cost=, per_model=, champion=}): name
-- defaults to id.
function Catalog:add_option(unit_id, o)
    local h = handle(Catalog, self, "add_option")
    if type(unit_id) ~= "string" then error("add_option: the unit id must be a string", 2) end
    check_keys(o, OPTION_KEYS, "add_option")
    local cost, per_model, code = halves(o.cost, o.per_model, "add_option: cost")
    if cost == nil then return nil, per_model, code end
    return h:add_option(unit_id, o.id, o.name or o.id, cost, per_model, not not o.champion)
end

local ITEM_KEYS = { id = 1, name = 1, cost = 1, list = 1, mundane = 1, unique = 1,
                    one_per_army = 1 }

-- c:add_item{id=, name=, cost=, list=, mundane=, unique=, one_per_army=}:
-- cost is points, {lord_cost, other_cost} or "A/B" (R4); list defaults to
-- "common" (H2).
function Catalog:add_item(it)
    local h = handle(Catalog, self, "add_item")
    check_keys(it, ITEM_KEYS, "add_item")
    local c, lord, other, code = it.cost
    if type(c) == "string" then
        lord, other, code = wargen._price_parse(c)
    else
        if type(c) ~= "table" then c = { c, c } end
        if c[1] == nil or c[2] == nil then error("add_item: the item needs a cost", 2) end
        lord, other, code = halves(c[1], c[2], "add_item: cost")
    end
    if lord == nil then return nil, other, code end
    return h:add_item(it.id, it.name, lord, other, it.list or "common", it.mundane,
                      not not it.unique, not not it.one_per_army)
end

-- c:units(), c:items(): tables in the catalogue document's shape (costs in
-- points); c:unit(id): one entry, or nil.
function Catalog:units() return list(handle(Catalog, self, "units"), "unit_count", "unit_at") end
function Catalog:items() return list(handle(Catalog, self, "items"), "item_count", "item_at") end
function Catalog:unit(id) return handle(Catalog, self, "unit"):unit_by_id(id) end
function Catalog:__tostring() return "wargen.Catalog(" .. string.format("%q", self.id) .. ")" end

---- reports ---------------------------------------------------------------

local Report = class("Report")

-- A report's fields, read by accessors: valid, points, total, size,
-- categories ({points, percent} by name, and characters), units ({entry,
-- category, points}) and violations ({code, rule, units, message}, units
-- from 1). It keeps its roster alive.
local function wrap_report(h, msg, code, roster)
    if h == nil then return nil, msg, code end
    local limit, categories, units, violations = h:points(), {}, {}, {}
    local function share(p)
        return { points = p, percent = wargen._share_hundredths(p, limit) / 100 }
    end
    for i, name in ipairs(wargen.CATEGORIES) do
        categories[name] = share(h:category_points(i - 1))
    end
    categories.characters = share(h:character_points())
    for i = 1, h:unit_count() do
        units[i] = { entry = h:unit_entry(i), points = h:unit_points(i),
                     category = wargen._category_name(h:unit_category(i)) }
    end
    for i = 1, h:violation_count() do
        local v = h:violation_at(i)
        for k, unit in ipairs(v.units) do v.units[k] = unit + 1 end
        violations[i] = v
    end
    return setmetatable({ _h = h, roster = roster, valid = h:valid(), points = limit,
                          total = h:total(), min_total = h:min_total(),
                          size = wargen._game_format_name(h:format()),
                          categories = categories, units = units, violations = violations },
                        Report)
end

-- The report as `wargen validate --json` prints it, as text or as a table.
function Report:to_json() return handle(Report, self, "to_json"):to_json() end
function Report:to_table() return handle(Report, self, "to_table"):to_doc() end
function Report:codes()
    handle(Report, self, "codes")
    local codes = {}
    for i, v in ipairs(self.violations) do codes[i] = v.code end
    return codes
end
function Report:__tostring()
    return "wargen.Report(" .. (self.valid and "valid" or "invalid") .. ", "
           .. tostring(self.total) .. " of " .. tostring(self.points) .. " points)"
end

---- rosters ---------------------------------------------------------------

local Roster = class("Roster")

local function wrap_roster(h, msg, code, catalog)
    if h == nil then return nil, msg, code end
    return setmetatable({ _h = h, catalog = catalog, points = h:points() }, Roster)
end

-- Roster.load(source, catalog): a wargen-roster/1 document of catalog (a
-- Catalog or anything Catalog.load takes); a Roster is returned as is.
function Roster.load(source, catalog)
    if getmetatable(source) == Roster then
        if catalog ~= nil and catalog ~= source.catalog then
            return nil, "Roster.load: the roster is of another catalogue", wargen.EINVAL
        end
        return source
    end
    if catalog == nil then error("Roster.load: a catalogue is required", 2) end
    local c, msg, code = Catalog.load(catalog)
    if c == nil then return nil, msg, code end
    local h
    h, msg, code = wargen._from_source(source,
        function(path) return wargen._roster_load_file(c._h, path) end,
        function(text, name) return wargen._roster_load_string(c._h, text, name) end,
        "Roster.load")
    return wrap_roster(h, msg, code, c)
end

-- Roster.new(catalog, points): an empty roster for a game of points.
function Roster.new(catalog, points)
    if catalog == nil then error("Roster.new: a catalogue is required", 2) end
    local c, msg, code = Catalog.load(catalog)
    if c == nil then return nil, msg, code end
    local h
    h, msg, code = wargen._roster_new(c._h, whole(points, "Roster.new: points"))
    return wrap_roster(h, msg, code, c)
end

function Roster:unit_count() return handle(Roster, self, "unit_count"):unit_count() end
-- r:units(): {entry, models, general, category (nil unless moved, R7), label}.
function Roster:units() return list(handle(Roster, self, "units"), "unit_count", "unit_at") end

local ROSTER_UNIT_KEYS = { entry = 1, models = 1, general = 1, category = 1, label = 1,
                           options = 1, items = 1 }

local function add_to(h, u)
    local i, msg, code = h:add_unit(u.entry, u.models, not not u.general, u.category, u.label)
    if i == nil then return nil, msg, code end
    for _, key in ipairs({ "options", "items" }) do
        local add = key == "options" and h.add_option or h.add_item
        for _, id in ipairs(u[key] or {}) do
            local ok
            ok, msg, code = add(h, i, id)
            if not ok then return nil, msg, code end
        end
    end
    return i
end

-- r:add_unit{entry=, models=, general=, category=, label=, options={...},
-- items={...}}: the unit's index, or nil, message, code with the roster
-- unchanged (tried on a scratch roster first). category only for a moved unit.
function Roster:add_unit(u)
    local h = handle(Roster, self, "add_unit")
    check_keys(u, ROSTER_UNIT_KEYS, "add_unit")
    if type(u.entry) ~= "string" then error("add_unit: entry must be a string", 2) end
    whole(u.models, "add_unit: models")
    for _, key in ipairs({ "options", "items" }) do
        local list = u[key] or {}
        if type(list) ~= "table" then error("add_unit: " .. key .. " must be a list", 2) end
        for _, id in ipairs(list) do
            if type(id) ~= "string" then
                error("add_unit: " .. key .. " must be a list of ids (strings)", 2)
            end
        end
    end
    local scratch, msg, code = wargen._roster_new(self.catalog._h, self.points)
    if scratch ~= nil then scratch, msg, code = add_to(scratch, u) end
    if scratch == nil then return nil, msg, code end
    return add_to(h, u)
end

function Roster:add_option(index, id)
    return handle(Roster, self, "add_option"):add_option(index, id)
end
function Roster:add_item(index, id) return handle(Roster, self, "add_item"):add_item(index, id) end

-- r:validate(): the Report (R3-R14). A catalogue, if given, must be the roster's.
function Roster:validate(catalog)
    local h = handle(Roster, self, "validate")
    if catalog ~= nil and catalog ~= self.catalog then
        return nil, "validate: the roster is of another catalogue", wargen.EINVAL
    end
    local rep, msg, code = wargen._validate(h)
    return wrap_report(rep, msg, code, self)
end
function Roster:__tostring()
    return "wargen.Roster(" .. self:unit_count() .. " units, " .. self.points .. " points)"
end

-- wargen.validate(catalog, roster): both loaded as Roster.load takes them.
function wargen.validate(catalog, roster)
    local r, msg, code = Roster.load(roster, catalog)
    if r == nil then return nil, msg, code end
    return r:validate()
end
end
%}
#endif
