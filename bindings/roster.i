/* roster module: The 9th Age army composition (rules R1-R14).
 *
 * SWIG exposes thin private pieces: the handles wargen._Catalog,
 * wargen._Roster and wargen._Report, and a few module functions whose names
 * start with `_`. The public API is built on them in the language itself:
 * bindings/python/wargen/roster.py (Catalog, Roster, Report, Violation,
 * validate) and the %luacode at the end of this file (wargen.Catalog,
 * wargen.Roster, wargen.Report, wargen.validate).
 *
 * Lifetimes: a C roster refers to its catalogue ("keep the catalogue alive
 * until the roster is freed"), and a report is kept with its roster too, so
 * that it never depends on what the library copies. Rosters are made by
 * methods of the catalogue handle and reports by a method of the roster
 * handle, and each keeps its parent alive (WG_CHILD_OF_SELF); the
 * languages' objects hold their parents as well.
 *
 * Costs cross in half-points, as the C library holds them (R3); the
 * languages' layers take points (multiples of 0.5) and convert. Categories,
 * item lists and size classes cross by name. Unit indexes are 0-based in
 * Python, 1-based in Lua (the `size_t index` typemap of wargen.i), as are
 * the unit lists of violations; the JSON documents keep the format's 0-based
 * numbers.
 *
 * Uses the typemaps of gen.i: char **json_out, int *int_out and
 * (const char *json, size_t size).
 */

%{
static wg_catalog *wgb_catalog_new(const char *id, const char *name, wg_error *err)
{
    wg_catalog *c = NULL;
    wg_catalog_new(&c, id, name, err);
    return c;
}

static wg_catalog *wgb_catalog_load_file(const char *path, wg_error *err)
{
    wg_catalog *c = NULL;
    wg_catalog_load_file(&c, path, err);
    return c;
}

static wg_catalog *wgb_catalog_load_string(const char *json, size_t size, const char *name,
                                           wg_error *err)
{
    wg_catalog *c = NULL;
    wg_catalog_load_string(&c, json, size, name, err);
    return c;
}

static wg_status wgb_category_parse(int *int_out, const char *name, wg_error *err)
{
    wg_category c;
    wg_status st = wg_category_parse(&c, name, err);
    if (st == WG_OK)
        *int_out = (int)c;
    return st;
}

%}

/* ---- typemaps (before the classes they apply to) ----------------------- */

/* size_t *index_out: the index of a unit just added (0-based in Python,
 * 1-based in Lua, like every index). */
%typemap(in, numinputs=0) size_t *index_out (size_t temp = 0) {
    $1 = &temp;
}

#ifdef SWIGPYTHON
%typemap(argout) size_t *index_out {
    if (result == WG_OK) {
        PyObject *index = PyLong_FromSize_t(*$1);
        if (index == NULL)
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, index);
    }
}
/* A violation as a dict {code, rule, units, message}; units 0-based. */
%typemap(out) const wg_violation * {
    if ($1) {
        PyObject *units = PyList_New((Py_ssize_t)$1->unit_count);
        if (units == NULL)
            SWIG_fail;
        for (size_t i = 0; i < $1->unit_count; i++) {
            PyObject *n = PyLong_FromSize_t($1->units[i]);
            if (n == NULL) {
                Py_DECREF(units);
                SWIG_fail;
            }
            PyList_SET_ITEM(units, (Py_ssize_t)i, n);
        }
        $result = Py_BuildValue("{s:s,s:s,s:N,s:s}", "code", $1->code, "rule", $1->rule,
                                "units", units, "message", $1->message);
        if ($result == NULL)
            SWIG_fail;
    } else {
        $result = SWIG_Py_Void();
    }
}
#endif

#ifdef SWIGLUA
%typemap(argout) size_t *index_out {
    if (result == WG_OK) {
        lua_pushinteger(L, (lua_Integer)*$1 + 1);
        SWIG_arg++;
    }
}
/* A violation as a table {code, rule, units, message}; units 1-based. */
%typemap(out) const wg_violation * {
    if ($1) {
        lua_createtable(L, 0, 4);
        lua_pushstring(L, $1->code);
        lua_setfield(L, -2, "code");
        lua_pushstring(L, $1->rule);
        lua_setfield(L, -2, "rule");
        lua_createtable(L, (int)$1->unit_count, 0);
        for (size_t i = 0; i < $1->unit_count; i++) {
            lua_pushinteger(L, (lua_Integer)$1->units[i] + 1);
            lua_rawseti(L, -2, (int)i + 1);
        }
        lua_setfield(L, -2, "units");
        lua_pushstring(L, $1->message);
        lua_setfield(L, -2, "message");
    } else {
        lua_pushnil(L);
    }
    SWIG_arg++;
}
#endif

/* ---- entries and units read back, in the documents' own shapes ---------- */

#ifdef SWIGPYTHON
%{
/* Points from half-points: an int when whole, else a float (R3). */
static PyObject *wgb_py_points(int half)
{
    return half % 2 ? PyFloat_FromDouble(half / 2.0) : PyLong_FromLong(half / 2);
}

static PyObject *wgb_py_moves(unsigned mask)
{
    PyObject *list = PyList_New(0);
    for (int c = 0; list && c < WG_CATEGORY_COUNT; c++) {
        if (mask & (1u << c)) {
            PyObject *name = PyUnicode_FromString(wg_category_name((wg_category)c));
            if (name == NULL || PyList_Append(list, name) < 0) {
                Py_XDECREF(name);
                Py_DECREF(list);
                return NULL;
            }
            Py_DECREF(name);
        }
    }
    return list;
}

static PyObject *wgb_py_unit_entry(const wg_unit_entry *e)
{
    return Py_BuildValue("{s:s,s:s,s:s,s:{s:i,s:i},s:N,s:N,s:O,s:O,s:O,s:O,s:i,s:N}", "id", e->id,
                         "name", e->name, "category", wg_category_name(e->category), "models",
                         "min", e->min_models, "max", e->max_models, "cost",
                         wgb_py_points(e->cost), "per_model", wgb_py_points(e->per_model),
                         "can_be_general", e->can_be_general ? Py_True : Py_False, "unique",
                         e->unique ? Py_True : Py_False, "one_per_army",
                         e->one_per_army ? Py_True : Py_False, "war_machine",
                         e->war_machine ? Py_True : Py_False, "max", e->max, "moves_to",
                         wgb_py_moves(e->moves_to));
}

static PyObject *wgb_py_item_entry(const wg_item_entry *it)
{
    return Py_BuildValue("{s:s,s:s,s:N,s:N,s:s,s:z,s:O,s:O}", "id", it->id, "name", it->name,
                         "lord_cost", wgb_py_points(it->lord_cost), "other_cost",
                         wgb_py_points(it->other_cost), "list", wg_item_list_name(it->list),
                         "mundane", it->mundane, "unique", it->unique ? Py_True : Py_False,
                         "one_per_army", it->one_per_army ? Py_True : Py_False);
}
%}
%typemap(out) const wg_unit_entry * {
    $result = $1 ? wgb_py_unit_entry($1) : SWIG_Py_Void();
    if ($result == NULL)
        SWIG_fail;
}
%typemap(out) const wg_item_entry * {
    $result = $1 ? wgb_py_item_entry($1) : SWIG_Py_Void();
    if ($result == NULL)
        SWIG_fail;
}
%typemap(in, numinputs=0) wg_roster_unit *unit_out (wg_roster_unit temp) "$1 = &temp;"
%typemap(argout) wg_roster_unit *unit_out {
    if (result == WG_OK) {
        PyObject *u = Py_BuildValue("{s:s,s:i,s:O,s:z,s:z}", "entry", $1->entry, "models",
                                    $1->models, "general", $1->general ? Py_True : Py_False,
                                    "category", $1->moved ? wg_category_name($1->category) : NULL,
                                    "label", $1->label);
        if (u == NULL)
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, u);
    }
}
#endif

#ifdef SWIGLUA
%{
static void wgb_lua_field_string(lua_State *L, const char *key, const char *value)
{
    if (value) {
        lua_pushstring(L, value);
        lua_setfield(L, -2, key);
    }
}

static void wgb_lua_field_int(lua_State *L, const char *key, lua_Integer value)
{
    lua_pushinteger(L, value);
    lua_setfield(L, -2, key);
}

static void wgb_lua_field_bool(lua_State *L, const char *key, bool value)
{
    lua_pushboolean(L, value);
    lua_setfield(L, -2, key);
}

/* Points from half-points: an integer when whole, else a float (R3). */
static void wgb_lua_field_points(lua_State *L, const char *key, int half)
{
    if (half % 2)
        lua_pushnumber(L, half / 2.0);
    else
        lua_pushinteger(L, half / 2);
    lua_setfield(L, -2, key);
}

static void wgb_lua_push_unit_entry(lua_State *L, const wg_unit_entry *e)
{
    lua_createtable(L, 0, 12);
    wgb_lua_field_string(L, "id", e->id);
    wgb_lua_field_string(L, "name", e->name);
    wgb_lua_field_string(L, "category", wg_category_name(e->category));
    lua_createtable(L, 0, 2);
    wgb_lua_field_int(L, "min", e->min_models);
    wgb_lua_field_int(L, "max", e->max_models);
    lua_setfield(L, -2, "models");
    wgb_lua_field_points(L, "cost", e->cost);
    wgb_lua_field_points(L, "per_model", e->per_model);
    wgb_lua_field_bool(L, "can_be_general", e->can_be_general);
    wgb_lua_field_bool(L, "unique", e->unique);
    wgb_lua_field_bool(L, "one_per_army", e->one_per_army);
    wgb_lua_field_bool(L, "war_machine", e->war_machine);
    wgb_lua_field_int(L, "max", e->max);
    lua_createtable(L, 0, 0);
    int n = 0;
    for (int c = 0; c < WG_CATEGORY_COUNT; c++) {
        if (e->moves_to & (1u << c)) {
            lua_pushstring(L, wg_category_name((wg_category)c));
            lua_rawseti(L, -2, ++n);
        }
    }
    lua_setfield(L, -2, "moves_to");
}

static void wgb_lua_push_item_entry(lua_State *L, const wg_item_entry *it)
{
    lua_createtable(L, 0, 8);
    wgb_lua_field_string(L, "id", it->id);
    wgb_lua_field_string(L, "name", it->name);
    wgb_lua_field_points(L, "lord_cost", it->lord_cost);
    wgb_lua_field_points(L, "other_cost", it->other_cost);
    wgb_lua_field_string(L, "list", wg_item_list_name(it->list));
    wgb_lua_field_string(L, "mundane", it->mundane);
    wgb_lua_field_bool(L, "unique", it->unique);
    wgb_lua_field_bool(L, "one_per_army", it->one_per_army);
}
%}
%typemap(out) const wg_unit_entry * {
    if ($1)
        wgb_lua_push_unit_entry(L, $1);
    else
        lua_pushnil(L);
    SWIG_arg++;
}
%typemap(out) const wg_item_entry * {
    if ($1)
        wgb_lua_push_item_entry(L, $1);
    else
        lua_pushnil(L);
    SWIG_arg++;
}
%typemap(in, numinputs=0) wg_roster_unit *unit_out (wg_roster_unit temp) "$1 = &temp;"
%typemap(argout) wg_roster_unit *unit_out {
    if (result == WG_OK) {
        lua_createtable(L, 0, 5);
        wgb_lua_field_string(L, "entry", $1->entry);
        wgb_lua_field_int(L, "models", $1->models);
        wgb_lua_field_bool(L, "general", $1->general);
        if ($1->moved)
            wgb_lua_field_string(L, "category", wg_category_name($1->category));
        wgb_lua_field_string(L, "label", $1->label);
        SWIG_arg++;
    }
}
#endif

/* ---- constants and module functions ------------------------------------ */

%constant int CATEGORY_COUNT = WG_CATEGORY_COUNT;

/* Names by number (R2, R12, R13); NULL (None, nil) for an unknown one. */
%rename(_category_name) wg_category_name;
const char *wg_category_name(int category);
%rename(_game_format_name) wg_game_format_name;
const char *wg_game_format_name(int format);
%rename(_game_format_of) wg_game_format_of;
int wg_game_format_of(int points);
%rename(_category_parse) wgb_category_parse;
wg_status wgb_category_parse(int *int_out, const char *name, wg_error *err);

/* ---- handles ----------------------------------------------------------- */

/* Rosters keep their catalogue alive, reports their roster. */
WG_CHILD_OF_SELF(wg_roster)
WG_CHILD_OF_SELF(wg_report)
WG_HANDLE(wg_catalog, _Catalog)
WG_HANDLE(wg_roster, _Roster)
WG_HANDLE(wg_report, _Report)

%newobject wgb_catalog_new;
%newobject wgb_catalog_load_file;
%newobject wgb_catalog_load_string;
%rename(_catalog_new) wgb_catalog_new;
wg_catalog *wgb_catalog_new(const char *id, const char *name, wg_error *nullerr);
%rename(_catalog_load_file) wgb_catalog_load_file;
wg_catalog *wgb_catalog_load_file(const char *path, wg_error *nullerr);
%rename(_catalog_load_string) wgb_catalog_load_string;
wg_catalog *wgb_catalog_load_string(const char *json, size_t size, const char *name,
                                    wg_error *nullerr);

%rename(add_unit) wg_catalog::add_unit_entry;
%rename(add_option) wg_catalog::add_option_entry;
%rename(add_item) wg_catalog::add_item_entry;
%rename(roster_new) wg_catalog::new_roster;
%rename(roster_load_file) wg_catalog::load_roster_file;
%rename(roster_load_string) wg_catalog::load_roster_string;
%extend wg_catalog {
    const char *id();
    const char *name();
    /** Number of unit entries and of items. */
    size_t unit_count();
    size_t item_count();
    /** The index-th unit entry or item (as in a catalogue document), or None / nil. */
    const wg_unit_entry *unit_at(size_t index);
    const wg_item_entry *item_at(size_t index);
    /** The unit entry with that id, or None / nil. */
    const wg_unit_entry *unit_by_id(const char *id);
    /** add_unit(id, name, category, min_models, max_models, cost, per_model,
     *  can_be_general, unique, one_per_army, war_machine, max, moves_to):
     *  costs in half-points, the category by name, moves_to a mask of
     *  1 << category. */
    wg_status add_unit_entry(const char *id, const char *name, const char *category,
                             int min_models, int max_models, int cost, int per_model,
                             bool can_be_general, bool unique, bool one_per_army,
                             bool war_machine, int max, int moves_to, wg_error *err) {
        wg_unit_entry e = {0};
        wg_category c;
        wg_status st = wg_category_parse(&c, category, err);
        if (st != WG_OK)
            return st;
        e.id = id;
        e.name = name;
        e.category = c;
        e.min_models = min_models;
        e.max_models = max_models;
        e.cost = cost;
        e.per_model = per_model;
        e.can_be_general = can_be_general;
        e.unique = unique;
        e.one_per_army = one_per_army;
        e.war_machine = war_machine;
        e.max = max;
        e.moves_to = (unsigned)moves_to;
        return wg_catalog_add_unit($self, &e, err);
    }
    /** add_option(unit_id, id, name, cost, per_model, champion): costs in half-points. */
    wg_status add_option_entry(const char *unit_id, const char *id, const char *name, int cost,
                               int per_model, bool champion, wg_error *err) {
        wg_option_entry o = {id, name, cost, per_model, champion};
        return wg_catalog_add_option($self, unit_id, &o, err);
    }
    /** add_item(id, name, lord_cost, other_cost, list, mundane, unique,
     *  one_per_army): costs in half-points, the list by name (H2), mundane
     *  None / nil for none. */
    wg_status add_item_entry(const char *id, const char *name, int lord_cost, int other_cost,
                             const char *list, const char *mundane, bool unique,
                             bool one_per_army, wg_error *err) {
        wg_item_entry it = {0};
        wg_status st = wg_item_list_parse(&it.list, list, err);
        if (st != WG_OK)
            return st;
        it.id = id;
        it.name = name;
        it.lord_cost = lord_cost;
        it.other_cost = other_cost;
        it.mundane = mundane;
        it.unique = unique;
        it.one_per_army = one_per_army;
        return wg_catalog_add_item($self, &it, err);
    }
    /** roster_new(points): an empty roster of this catalogue; it keeps the catalogue alive. */
    wg_roster *new_roster(int points, wg_error *nullerr) {
        wg_roster *r = NULL;
        wg_roster_new(&r, $self, points, nullerr);
        return r;
    }
    /** roster_load_file(path): a wargen-roster/1 document of this catalogue. */
    wg_roster *load_roster_file(const char *path, wg_error *nullerr) {
        wg_roster *r = NULL;
        wg_roster_load_file(&r, $self, path, nullerr);
        return r;
    }
    /** roster_load_string(json, name): the same from text; name is the file name errors show. */
    wg_roster *load_roster_string(const char *json, size_t size, const char *name,
                                  wg_error *nullerr) {
        wg_roster *r = NULL;
        wg_roster_load_string(&r, $self, json, size, name, nullerr);
        return r;
    }
}

%rename(add_unit) wg_roster::add_roster_unit;
%rename(add_option) wg_roster::add_unit_option;
%rename(add_item) wg_roster::add_unit_item;
%rename(validate) wg_roster::run_validation;
%rename(unit) wg_roster::unit_info;
%extend wg_roster {
    int points();
    size_t unit_count();
    /** unit(index): the unit as added: entry, models, general, category, label. */
    wg_status unit_info(wg_roster_unit *unit_out, size_t index, wg_error *err) {
        return wg_roster_unit_at(unit_out, $self, index, err);
    }
    /** add_unit(entry, models, general, category, label): the unit's index.
     *  category None / nil for the entry's own, else the category it is moved
     *  to (R7) by name; label None / nil for none. */
    wg_status add_roster_unit(size_t *index_out, const char *entry, int models, bool general,
                              const char *category, const char *label, wg_error *err) {
        wg_roster_unit u = {entry, models, general, false, WG_CATEGORY_LORDS, label};
        if (category) {
            wg_category c;
            wg_status st = wg_category_parse(&c, category, err);
            if (st != WG_OK)
                return st;
            u.moved = true;
            u.category = c;
        }
        return wg_roster_add_unit(index_out, $self, &u, err);
    }
    /** add_option(index, option_id): an option of the unit's entry. */
    wg_status add_unit_option(size_t index, const char *option_id, wg_error *err) {
        return wg_roster_add_option($self, index, option_id, err);
    }
    /** add_item(index, item_id): an item of the catalogue for the unit. */
    wg_status add_unit_item(size_t index, const char *item_id, wg_error *err) {
        return wg_roster_add_item($self, index, item_id, err);
    }
    /** validate(): the report (R3-R14); it keeps this roster alive. */
    wg_report *run_validation(wg_error *nullerr) {
        wg_report *rep = NULL;
        wg_roster_validate(&rep, $self, nullerr);
        return rep;
    }
}

%rename(to_json) wg_report::to_json_text;
%extend wg_report {
    bool valid();
    long total();
    int points();
    /** The game format by number (see _game_format_name). */
    int format();
    /** Points in a category, by number (moved units count in their new one, R7). */
    long category_points(int category);
    /** A unit's points, whole, rounded up (R3). */
    long unit_points(size_t index);
    /** The category a unit counts in, by number. */
    int unit_category(size_t index);
    size_t violation_count();
    /** The index-th violation, or None / nil. */
    const wg_violation *violation_at(size_t index);
    /** The report as `wargen validate --json` prints it. */
    wg_status to_json_text(char **json_out, wg_error *err) {
        return wg_report_to_json(json_out, $self, err);
    }
}


/* ---- the Lua layer ------------------------------------------------------ */

#ifdef SWIGLUA
%luacode %{
-- The roster module in Lua style (rules R1-R14): wargen.Catalog,
-- wargen.Roster, wargen.Report, wargen.validate. Failures return nil,
-- message, code; programming errors (wrong types, unknown keys) raise.
-- Costs are points (multiples of 0.5). Unit indexes count from 1, in the
-- building API and in a Report's violations[k].units; the JSON document
-- (report:to_json(), report:to_table()) keeps the format's 0-based numbers.
do
local floor = math.floor
local json = wargen._json  -- the decoder and encoder of the gen block

local function from_source(source, from_file, from_text, what)
    local ty = type(source)
    if ty == "table" then
        local ok, text = pcall(json.encode, source)
        if not ok then error(what .. ": " .. text, 3) end
        return from_text(text, "<table>")
    elseif ty == "string" then
        if source:find("^%s*{") then return from_text(source, "<string>") end
        return from_file(source)
    end
    error(what .. ": expected a path, a JSON string or a table, got " .. ty, 3)
end

local function check_keys(t, allowed, what)
    if type(t) ~= "table" then error(what .. ": expected a table, got " .. type(t), 3) end
    for k in pairs(t) do
        if not allowed[k] then error(what .. ": unknown key " .. tostring(k), 3) end
    end
end

-- A whole number within C's int, for counts and limits (raises otherwise).
local function whole(v, what, default)
    if v == nil then v = default end
    if type(v) ~= "number" or v ~= floor(v) or v < -2 ^ 31 or v >= 2 ^ 31 then
        error(what .. ": expected a whole number, got " .. tostring(v), 3)
    end
    return v
end

-- Points to half-points (R3): nil, message, EINVAL for a non-multiple of 0.5.
local function half(v, what)
    if v == nil then return 0 end
    if type(v) ~= "number" then
        error(what .. ": expected a number of points, got " .. type(v), 3)
    end
    local h = v * 2
    if h ~= h or h ~= floor(h) or h >= 2 ^ 31 or h < -2 ^ 31 then
        return nil, what .. ": " .. tostring(v) .. " points is not a multiple of 0.5 (R3)",
               wargen.EINVAL
    end
    return h
end

local CATEGORIES = {}
for i = 0, wargen.CATEGORY_COUNT - 1 do CATEGORIES[i + 1] = wargen._category_name(i) end
wargen.CATEGORIES = CATEGORIES  -- {"lords", "heroes", "core", "special", "rare"} (R2)

---- catalogues ------------------------------------------------------------

local Catalog = {}
Catalog.__index = Catalog

local function wrap_catalog(h, msg, code)
    if h == nil then return nil, msg, code end
    return setmetatable({ _h = h, id = h:id(), name = h:name() }, Catalog)
end

local function is_catalog(c, what)
    if getmetatable(c) ~= Catalog then
        error(what .. ": expected a wargen.Catalog (call methods as c:" .. what .. "(...))", 3)
    end
    return c._h
end

-- Catalog.load(source): a wargen-catalog/1 document from a path, a JSON
-- string (starting with "{") or a table shaped like the document; a Catalog
-- is returned as is.
function Catalog.load(source)
    if getmetatable(source) == Catalog then return source end
    return wrap_catalog(from_source(source, wargen._catalog_load_file,
                                    wargen._catalog_load_string, "Catalog.load"))
end

-- Catalog.new(id, name): an empty catalogue to build with add_unit,
-- add_option and add_item.
function Catalog.new(id, name)
    if type(id) ~= "string" or type(name) ~= "string" then
        error("Catalog.new: expected an id and a name (strings)", 2)
    end
    return wrap_catalog(wargen._catalog_new(id, name))
end

local UNIT_KEYS = { id = true, name = true, category = true, models = true, cost = true,
                    per_model = true, can_be_general = true, unique = true,
                    one_per_army = true, war_machine = true, max = true, moves_to = true }

-- c:add_unit{id=, name=, category=, models={min, max} (or {min=, max=}),
-- cost=, per_model=, can_be_general=, unique=, one_per_army=, war_machine=,
-- max=, moves_to={...}}: costs in points (R3), cost for the unit at its
-- minimum models; max is the X of a 0-X choice (R11), 0 or nil for none;
-- moves_to the categories it may be taken in instead (R7). true, or nil,
-- message, code (the catalogue unchanged).
function Catalog:add_unit(u)
    local h = is_catalog(self, "add_unit")
    check_keys(u, UNIT_KEYS, "add_unit")
    local m = u.models
    if type(m) ~= "table" then error("add_unit: models must be a table {min, max}", 2) end
    local min = whole(m.min or m[1], "add_unit: models.min")
    local max = whole(m.max or m[2], "add_unit: models.max")
    local cost, msg, code = half(u.cost, "add_unit: cost")
    if cost == nil then return nil, msg, code end
    local per_model
    per_model, msg, code = half(u.per_model, "add_unit: per_model")
    if per_model == nil then return nil, msg, code end
    local mask = 0
    if u.moves_to ~= nil then
        if type(u.moves_to) ~= "table" then error("add_unit: moves_to must be a list", 2) end
        for _, name in ipairs(u.moves_to) do
            local c
            c, msg, code = wargen._category_parse(name)
            if c == nil then return nil, msg, code end
            if floor(mask / 2 ^ c) % 2 == 0 then mask = mask + 2 ^ c end
        end
    end
    return h:add_unit(u.id, u.name, u.category, min, max, cost, per_model,
                      not not u.can_be_general, not not u.unique, not not u.one_per_army,
                      not not u.war_machine, whole(u.max, "add_unit: max", 0), mask)
end

local OPTION_KEYS = { id = true, name = true, cost = true, per_model = true, champion = true }

-- c:add_option(unit_id, {id=, name=, cost=, per_model=, champion=}): an
-- option of the unit entry unit_id; costs in points, name defaults to id.
function Catalog:add_option(unit_id, o)
    local h = is_catalog(self, "add_option")
    if type(unit_id) ~= "string" then error("add_option: the unit id must be a string", 2) end
    check_keys(o, OPTION_KEYS, "add_option")
    local cost, msg, code = half(o.cost, "add_option: cost")
    if cost == nil then return nil, msg, code end
    local per_model
    per_model, msg, code = half(o.per_model, "add_option: per_model")
    if per_model == nil then return nil, msg, code end
    return h:add_option(unit_id, o.id, o.name or o.id, cost, per_model, not not o.champion)
end

local ITEM_KEYS = { id = true, name = true, cost = true, list = true, mundane = true,
                    unique = true, one_per_army = true }

-- c:add_item{id=, name=, cost=, list=, mundane=, unique=, one_per_army=}:
-- cost is points, {lord_cost, other_cost} or "A/B" (R4); list "common"
-- (the default), "army", "item-like" or "mundane" (H2); mundane the plain
-- type an open roster shows (H3), or nil.
function Catalog:add_item(it)
    local h = is_catalog(self, "add_item")
    check_keys(it, ITEM_KEYS, "add_item")
    local lord, other = it.cost, it.cost
    if type(it.cost) == "table" then
        lord, other = it.cost[1], it.cost[2]
    elseif type(it.cost) == "string" then
        local a, b = it.cost:match("^%s*([^/]+)/([^/]+)%s*$")
        lord, other = tonumber(a), tonumber(b)
        if lord == nil or other == nil then
            return nil, "add_item: cost \"" .. it.cost .. "\" is not a price: a number, or "
                        .. "\"A/B\" (R4)", wargen.EINVAL
        end
    end
    if lord == nil or other == nil then error("add_item: the item needs a cost", 2) end
    local lc, msg, code = half(lord, "add_item: cost")
    if lc == nil then return nil, msg, code end
    local oc
    oc, msg, code = half(other, "add_item: cost")
    if oc == nil then return nil, msg, code end
    return h:add_item(it.id, it.name, lc, oc, it.list or "common", it.mundane,
                      not not it.unique, not not it.one_per_army)
end

-- c:units(), c:items(): the unit entries and items as tables in the
-- catalogue document's shape (costs in points); c:unit(id): one entry, or nil.
function Catalog:units()
    local h, list = is_catalog(self, "units"), {}
    for i = 1, h:unit_count() do list[i] = h:unit_at(i) end
    return list
end
function Catalog:items()
    local h, list = is_catalog(self, "items"), {}
    for i = 1, h:item_count() do list[i] = h:item_at(i) end
    return list
end
function Catalog:unit(id) return is_catalog(self, "unit"):unit_by_id(id) end

function Catalog:__tostring()
    return "wargen.Catalog(" .. string.format("%q", self.id) .. ")"
end

wargen.Catalog = Catalog

---- reports ---------------------------------------------------------------

local Report = {}
Report.__index = Report

-- A report: the fields of the `wargen validate --json` document (valid,
-- points, total, size, categories, units) and violations {code, rule,
-- units, message} whose units count from 1; to_json() and to_table() give
-- the document itself (unit numbers 0-based). It keeps its roster alive.
local function wrap_report(h, msg, code, roster)
    if h == nil then return nil, msg, code end
    local doc = json.decode(h:to_json())
    local violations = {}
    for i = 1, h:violation_count() do violations[i] = h:violation_at(i) end
    return setmetatable({ _h = h, roster = roster, valid = h:valid(), points = h:points(),
                          total = h:total(), size = wargen._game_format_name(h:format()),
                          categories = doc.categories, units = doc.units,
                          violations = violations }, Report)
end

local function is_report(r, what)
    if getmetatable(r) ~= Report then
        error(what .. ": expected a wargen.Report (call methods as r:" .. what .. "(...))", 3)
    end
    return r._h
end

-- The report as `wargen validate --json` prints it.
function Report:to_json() return is_report(self, "to_json"):to_json() end
function Report:to_table() return json.decode(is_report(self, "to_table"):to_json()) end
-- The violations' codes, in order.
function Report:codes()
    is_report(self, "codes")
    local codes = {}
    for i, v in ipairs(self.violations) do codes[i] = v.code end
    return codes
end
function Report:__tostring()
    return "wargen.Report(" .. (self.valid and "valid" or "invalid") .. ", "
           .. tostring(self.total) .. " of " .. tostring(self.points) .. " points)"
end

wargen.Report = Report

---- rosters ---------------------------------------------------------------

local Roster = {}
Roster.__index = Roster

local function wrap_roster(h, msg, code, catalog)
    if h == nil then return nil, msg, code end
    return setmetatable({ _h = h, catalog = catalog, points = h:points() }, Roster)
end

local function is_roster(r, what)
    if getmetatable(r) ~= Roster then
        error(what .. ": expected a wargen.Roster (call methods as r:" .. what .. "(...))", 3)
    end
    return r._h
end

-- Roster.load(source, catalog): a wargen-roster/1 document (a path, a JSON
-- string or a table) of catalog (a Catalog or anything Catalog.load takes).
-- A Roster is returned as is (catalog nil or its own).
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
    h, msg, code = from_source(source,
        function(path) return c._h:roster_load_file(path) end,
        function(text, name) return c._h:roster_load_string(text, name) end, "Roster.load")
    return wrap_roster(h, msg, code, c)
end

-- Roster.new(catalog, points): an empty roster of catalog (a Catalog or
-- anything Catalog.load takes) for a game of points.
function Roster.new(catalog, points)
    if catalog == nil then error("Roster.new: a catalogue is required", 2) end
    local c, msg, code = Catalog.load(catalog)
    if c == nil then return nil, msg, code end
    local h
    h, msg, code = c._h:roster_new(whole(points, "Roster.new: points"))
    return wrap_roster(h, msg, code, c)
end

-- r:unit_count(): the number of units.
function Roster:unit_count() return is_roster(self, "unit_count"):unit_count() end
-- r:units(): the units as added: {entry, models, general, category (nil for
-- the entry's own), label}.
function Roster:units()
    local h, list = is_roster(self, "units"), {}
    for i = 1, h:unit_count() do list[i] = h:unit(i) end
    return list
end

local ROSTER_UNIT_KEYS = { entry = true, models = true, general = true, category = true,
                           label = true, options = true, items = true }

local function add_to(h, u)
    local i, msg, code = h:add_unit(u.entry, u.models, not not u.general, u.category, u.label)
    if i == nil then return nil, msg, code end
    for _, o in ipairs(u.options or {}) do
        local ok
        ok, msg, code = h:add_option(i, o)
        if not ok then return nil, msg, code end
    end
    for _, it in ipairs(u.items or {}) do
        local ok
        ok, msg, code = h:add_item(i, it)
        if not ok then return nil, msg, code end
    end
    return i
end

-- r:add_unit{entry=, models=, general=, category=, label=, options={...},
-- items={...}}: the unit's index (from 1), or nil, message, code with the
-- roster unchanged. category is given only for a moved unit (R7).
function Roster:add_unit(u)
    local h = is_roster(self, "add_unit")
    check_keys(u, ROSTER_UNIT_KEYS, "add_unit")
    if type(u.entry) ~= "string" then error("add_unit: entry must be a string", 2) end
    whole(u.models, "add_unit: models")
    for _, key in ipairs({ "options", "items" }) do
        local list = u[key]
        if list ~= nil then
            if type(list) ~= "table" then error("add_unit: " .. key .. " must be a list", 2) end
            for _, id in ipairs(list) do
                if type(id) ~= "string" then
                    error("add_unit: " .. key .. " must be a list of ids (strings)", 2)
                end
            end
        end
    end
    -- Tried on a scratch roster first, so that an unknown option or item
    -- leaves this one unchanged.
    local scratch, msg, code = self.catalog._h:roster_new(self.points)
    if scratch == nil then return nil, msg, code end
    local i
    i, msg, code = add_to(scratch, u)
    if i == nil then return nil, msg, code end
    return add_to(h, u)
end

-- r:add_option(index, option_id) and r:add_item(index, item_id): true, or
-- nil, message, code.
function Roster:add_option(index, id)
    return is_roster(self, "add_option"):add_option(index, id)
end
function Roster:add_item(index, id)
    return is_roster(self, "add_item"):add_item(index, id)
end

-- r:validate(): the Report (R3-R14), or nil, message, code. A catalogue, if
-- given, must be the roster's own.
function Roster:validate(catalog)
    local h = is_roster(self, "validate")
    if catalog ~= nil and catalog ~= self.catalog then
        return nil, "validate: the roster is of another catalogue", wargen.EINVAL
    end
    local rep, msg, code = h:validate()
    return wrap_report(rep, msg, code, self)
end

function Roster:__tostring()
    return "wargen.Roster(" .. self:unit_count() .. " units, " .. self.points .. " points)"
end

wargen.Roster = Roster

-- wargen.validate(catalog, roster): load both (as Catalog.load and
-- Roster.load take them) and validate: the Report, or nil, message, code.
function wargen.validate(catalog, roster)
    local r, msg, code = Roster.load(roster, catalog)
    if r == nil then return nil, msg, code end
    return r:validate()
end
end
%}
#endif
