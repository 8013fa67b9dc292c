/* gen module: the Open War army generator (rules G1–G12).
 *
 * SWIG exposes thin private pieces: the handles wargen._Table and
 * wargen._Session, and module functions whose names start with `_`. The
 * public API is built on them in bindings/python/wargen/gen.py and in the
 * %luacode below (wargen.Table, wargen.Session, wargen.generate,
 * wargen.armies, wargen.replay, wargen.unit_types, wargen.slot_fits).
 *
 * Entries, sessions, logs and tables reach the language through the
 * library's own JSON writers and the generic doc_out typemap (wargen.i):
 * nothing here knows a document's shape. Slots are indexes: 0-based in
 * Python, 1-based in Lua; the documents keep the format's 0-based numbers.
 */

%{
/* The options of a session: the arguments the languages take (G1, G3, G9);
 * mode is a draw mode's name ("dice", "cards"). */
static wg_status wgb_options(wg_session_options *o, int limit, int players, const char *mode,
                             bool per_player_decks, int first_player, wg_error *err)
{
    wg_session_options_init(o);
    o->limit = limit;
    o->players = players;
    o->per_player_decks = per_player_decks;
    o->first_player = first_player;
    return wg_draw_mode_parse(&o->mode, mode, err);
}

/* A session on a copy of table (first_player 0: a seeded roll-off, G9). */
static wg_status wgb_session_new(wg_session **out, const wg_table *table, uint64_t seed,
                                 int limit, int players, const char *mode,
                                 bool per_player_decks, int first_player, wg_error *err)
{
    wg_session_options o;
    wg_status st = wgb_options(&o, limit, players, mode, per_player_decks, first_player, err);
    return st ? st : wg_session_new(out, table, seed, &o, err);
}

/* The automatic policy reinforcing every `*` slot to level reinforce. */
static wg_policy wgb_policy(int reinforce)
{
    wg_policy policy;
    wg_policy_init(&policy);
    policy.reinforce = reinforce;
    return policy;
}

/* Whole armies at once by the automatic policy (G1-G10): the bulk path.
 * Both armies are returned; the second is all zero for one player. */
static wg_status wgb_gen_armies(wg_army *army_out, wg_army *army_out2, const wg_table *table,
                                wg_rng *rng, int limit, int players, const char *mode,
                                bool per_player_decks, int first_player, int reinforce,
                                wg_error *err)
{
    wg_army armies[2] = {{0}, {0}};
    wg_session_options o;
    wg_policy policy = wgb_policy(reinforce);
    wg_status st = wgb_options(&o, limit, players, mode, per_player_decks, first_player, err);
    if (st == WG_OK)
        st = wg_gen_armies(armies, table, rng, &o, &policy, err);
    *army_out = armies[0];
    *army_out2 = armies[1];
    return st;
}

/* G5: the types a profile qualifies for, as WG_GEN_UNIT_BIT() flags. */
static wg_status wgb_unit_types(int *int_out, int models, int wounds, int save, bool hero,
                                bool monster, int reinforced, wg_error *err)
{
    wg_gen_unit u = {models, wounds, save, hero, monster, reinforced};
    unsigned types = 0;
    wg_status st = wg_gen_unit_types(&types, &u, err);
    *int_out = (int)types;
    return st;
}

/* G5, G7: whether a unit fits a slot of the named type; WG_ERULE says why not. */
static wg_status wgb_slot_fits(const char *type, bool reinforceable, int level, int models,
                               int wounds, int save, bool hero, bool monster, wg_error *err)
{
    wg_slot slot = {false, 1, WG_GEN_UNIT_HORDE, reinforceable};
    wg_gen_unit u = {models, wounds, save, hero, monster, 0};
    wg_status st = wg_gen_unit_type_parse(&slot.type, type, err);
    return st == WG_OK ? wg_slot_fits(&slot, level, &u, err) : st;
}
%}

/* ---- typemaps (before the functions they apply to) --------------------- */

WG_OUT_HANDLE(wg_table)
WG_OUT_HANDLE(wg_session)
%typemap(in, numinputs=0) wg_army_size *out (wg_army_size temp) "$1 = &temp;"
%typemap(argout) wg_army_size *out = int *int_out;

/* wg_problems **problems_out: every problem of a check, as a list; the C
 * list is freed by the wrapper. */
%typemap(in, numinputs=0) wg_problems **problems_out (wg_problems *temp = NULL) {
    $1 = &temp;
}
%typemap(freearg) wg_problems **problems_out {
    if ($1)
        wg_problems_free(*$1);
}
%typemap(in, numinputs=0) wg_army *army_out (wg_army temp), wg_army *army_out2 (wg_army temp) {
    $1 = &temp;
}

#ifdef SWIGPYTHON
%typemap(argout) wg_problems **problems_out {
    if (result == WG_OK) {
        size_t n = wg_problems_count(*$1);
        PyObject *list = PyList_New((Py_ssize_t)n);
        for (size_t i = 0; list && i < n; i++) {
            PyObject *e = wg_py_error(wg_problems_at(*$1, i));
            if (e == NULL)
                Py_CLEAR(list);
            else
                PyList_SET_ITEM(list, (Py_ssize_t)i, e);
        }
        if (list == NULL)
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, list);
    }
}
%{
static PyObject *wgb_py_army(const wg_army *a)
{
    return Py_BuildValue("{s:i,s:i,s:i,s:O}", "total", a->total, "units", a->units, "draws",
                         a->draws, "finished", a->finished ? Py_True : Py_False);
}
%}
%typemap(out) wg_army {
    if (($result = wgb_py_army(&$1)) == NULL)
        SWIG_fail;
}
%typemap(argout) wg_army *army_out, wg_army *army_out2 {
    if (result == WG_OK) {
        PyObject *army = wgb_py_army($1);
        if (army == NULL)
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, army);
    }
}
%include <typemaps.i>
%apply int *OUTPUT { int *min, int *max };
/* A committed draw (draw_at), read-only: its attributes are these C fields. */
%immutable;
typedef struct wg_draw_info {
    int player, value, cost;
    bool substituted;
} wg_draw_info;
%mutable;
#endif

#ifdef SWIGLUA
%{
/* An error record as a table: code, message, file, line, column, path,
 * position, and text (the one-line form a failure returns). */
static void wgb_lua_push_error(lua_State *L, const wg_error *e)
{
    char buf[WGB_ERROR_TEXT_SIZE];
    wg_error_format(buf, sizeof buf, e);
    lua_createtable(L, 0, 8);
    WGB_LUA_SET(lua_pushinteger, "code", (lua_Integer)e->code);
    WGB_LUA_SET(lua_pushstring, "message", e->message[0] ? e->message : wg_status_str(e->code));
    WGB_LUA_SET(lua_pushstring, "file", e->file);
    WGB_LUA_SET(lua_pushinteger, "line", e->line);
    WGB_LUA_SET(lua_pushinteger, "column", e->column);
    WGB_LUA_SET(lua_pushstring, "path", e->path);
    WGB_LUA_SET(lua_pushinteger, "position", (lua_Integer)e->position);
    WGB_LUA_SET(lua_pushstring, "text", buf);
}

static void wgb_lua_push_wg_draw_info(lua_State *L, const wg_draw_info *d)
{
    lua_createtable(L, 0, 4);
    WGB_LUA_SET(lua_pushinteger, "player", d->player);
    WGB_LUA_SET(lua_pushinteger, "value", d->value);
    WGB_LUA_SET(lua_pushinteger, "cost", d->cost);
    WGB_LUA_SET(lua_pushboolean, "substituted", d->substituted);
}

static void wgb_lua_push_army(lua_State *L, const wg_army *a)
{
    lua_createtable(L, 0, 4);
    WGB_LUA_SET(lua_pushinteger, "total", a->total);
    WGB_LUA_SET(lua_pushinteger, "units", a->units);
    WGB_LUA_SET(lua_pushinteger, "draws", a->draws);
    WGB_LUA_SET(lua_pushboolean, "finished", a->finished);
}
%}
%typemap(argout) wg_problems **problems_out {
    if (result == WG_OK) {
        size_t n = wg_problems_count(*$1);
        lua_createtable(L, (int)n, 0);
        for (size_t i = 0; i < n; i++) {
            wgb_lua_push_error(L, wg_problems_at(*$1, i));
            lua_rawseti(L, -2, (int)i + 1);
        }
        SWIG_arg++;
    }
}
%typemap(out) wg_army {
    wgb_lua_push_army(L, &$1);
    SWIG_arg++;
}
%typemap(argout) wg_army *army_out, wg_army *army_out2 {
    if (result == WG_OK) {
        wgb_lua_push_army(L, $1);
        SWIG_arg++;
    }
}
/* The typical range as two results. */
%typemap(in, numinputs=0) int *min (int temp), int *max (int temp) "$1 = &temp;"
%typemap(argout) int *min, int *max "lua_pushinteger(L, *$1); SWIG_arg++;"
/* A roll that is not a whole number within C's int is no D66 value: it
 * becomes 0, which the library refuses, rather than being truncated. */
%typemap(in) int roll {
    lua_Number n = lua_tonumber(L, $input);
    if (lua_type(L, $input) != LUA_TNUMBER)
        SWIG_exception(SWIG_TypeError, "roll: expected a number");
    $1 = n == floor(n) && fabs(n) < 1e9 ? (int)n : 0;
}
/* Slots are indexes: 1-based in Lua. */
%apply size_t index { size_t slot };
#endif

/* ---- constants and module functions ------------------------------------ */

%constant int UNIT_TYPE_COUNT = WG_GEN_UNIT_TYPE_COUNT;
%constant int ARMY_SIZE_COUNT = WG_ARMY_SIZE_COUNT;
%constant int DRAW_MODE_COUNT = WG_DRAW_MODE_COUNT;
%constant int TABLE_ENTRIES = WG_TABLE_ENTRIES;
%constant int ENTRY_MAX_SLOTS = WG_ENTRY_MAX_SLOTS;

/* Sizes and types by number (G1, G5); NULL (None, nil) for an unknown one. */
%rename(_army_size_name) wg_army_size_name;
const char *wg_army_size_name(int size);
%rename(_army_size_limit) wg_army_size_limit;
int wg_army_size_limit(int size);
%rename(_army_size_typical) wg_army_size_typical;
void wg_army_size_typical(int *min, int *max, int size);
%rename(_army_size_parse) wg_army_size_parse;
wg_status wg_army_size_parse(wg_army_size *out, const char *name, wg_error *err);
%rename(_draw_mode_name) wg_draw_mode_name;
const char *wg_draw_mode_name(int mode);
%rename(_unit_type_name) wg_gen_unit_type_name;
const char *wg_gen_unit_type_name(int type);
%rename(_unit_types) wgb_unit_types;
wg_status wgb_unit_types(int *int_out, int models, int wounds, int save, bool hero,
                         bool monster, int reinforced, wg_error *err);
%rename(_slot_fits) wgb_slot_fits;
wg_status wgb_slot_fits(const char *type, bool reinforceable, int level, int models,
                        int wounds, int save, bool hero, bool monster, wg_error *err);
%rename(_fresh_seed) wg_rng_fresh_seed;
uint64_t wg_rng_fresh_seed(void);

/* ---- handles ----------------------------------------------------------- */

WG_HANDLE(wg_table, _Table)
WG_HANDLE(wg_session, _Session)

%rename(_table_default) wg_table_new_default;
wg_status wg_table_new_default(wg_table **out, wg_error *err);
%rename(_table_load_file) wg_table_load_file;
wg_status wg_table_load_file(wg_table **out, const char *path, wg_error *err);
%rename(_table_load_string) wg_table_load_string;
wg_status wg_table_load_string(wg_table **out, const char *json, size_t size, const char *name,
                               wg_error *err);
%rename(_table_check_file) wg_table_check_file;
wg_status wg_table_check_file(wg_problems **problems_out, const char *path, wg_error *err);
%rename(_table_check_string) wg_table_check_string;
wg_status wg_table_check_string(wg_problems **problems_out, const char *json, size_t size,
                                const char *name, wg_error *err);
%rename(_session_new) wgb_session_new;
wg_status wgb_session_new(wg_session **out, const wg_table *table, uint64_t seed, int limit,
                          int players, const char *mode, bool per_player_decks, int first_player,
                          wg_error *err);
%rename(_session_replay) wg_session_replay;
wg_status wg_session_replay(wg_session **out, const wg_table *table, const char *json,
                            size_t size, const char *name, wg_error *err);
%rename(_session_replay_file) wg_session_replay_file;
wg_status wg_session_replay_file(wg_session **out, const wg_table *table, const char *path,
                                 wg_error *err);
%rename(_gen_armies) wgb_gen_armies;
wg_status wgb_gen_armies(wg_army *army_out, wg_army *army_out2, const wg_table *table,
                         wg_rng *rng, int limit, int players, const char *mode,
                         bool per_player_decks, int first_player, int reinforce, wg_error *err);

%rename(entry) wg_table::entry_doc;
%rename(entry_at) wg_table::entry_at_doc;
%rename(to_json) wg_table::to_json_text;
%rename(to_dict) wg_table::to_doc;
%extend wg_table {
    const char *name();
    const char *digest();
    /** entry(roll): the entry for a D66 value (G2); EINVAL for another number. */
    wg_status entry_doc(char **doc_out, int roll, wg_error *err) {
        wg_status st = wg_d66_check(roll, err);
        return st ? st : wg_gen_entry_to_json(doc_out, wg_table_entry_by_roll($self, roll), err);
    }
    /** The index-th entry in D66 order (0-based in Python, 1-based in Lua). */
    wg_status entry_at_doc(char **doc_out, size_t index, wg_error *err) {
        return wg_gen_entry_to_json(doc_out, wg_table_entry_at($self, index), err);
    }
    /** The table as a pretty-printed wargen-table/1 document. */
    wg_status to_json_text(char **json_out, wg_error *err) {
        return wg_table_to_json(json_out, $self, err);
    }
    wg_status to_doc(char **doc_out, wg_error *err) {
        return wg_table_to_json(doc_out, $self, err);
    }
}

%rename(draw_at) wg_session::draw_info;
%rename(draw) wg_session::draw_doc;
%rename(pending) wg_session::pending_doc;
%rename(substitute) wg_session::substitute_named;
%rename(field) wg_session::field_unit;
%rename(run) wg_session::run_policy;
%rename(to_json) wg_session::to_json_text;
%rename(to_dict) wg_session::to_doc;
%rename(log_json) wg_session::log_json_text;
%rename(log_dict) wg_session::log_doc;
%rename(limit) wg_session::opt_limit;
%rename(players) wg_session::opt_players;
%rename(mode) wg_session::opt_mode;
%rename(cards) wg_session::opt_cards;
%rename(per_player_decks) wg_session::opt_per_player_decks;
%extend wg_session {
    uint64_t seed();
    int first_player();
    int turn();
    bool finished();
    wg_army army(int player);
    /** Number of committed draws, both players'. */
    size_t draw_count();
    /** draw_at(index): the index-th committed draw, both players', in order:
     *  player, value (the D66 roll or card), cost, substituted. */
    wg_status draw_info(wg_draw_info *struct_out, size_t index, wg_error *err) {
        return wg_session_draw_at(struct_out, $self, index, err);
    }
    int opt_limit() { return wg_session_options_get($self)->limit; }
    int opt_players() { return wg_session_options_get($self)->players; }
    /** "dice" or "cards" (G2, G3). */
    const char *opt_mode() { return wg_draw_mode_name(wg_session_options_get($self)->mode); }
    bool opt_cards() { return wg_session_options_get($self)->mode == WG_DRAW_CARDS; }
    bool opt_per_player_decks() { return wg_session_options_get($self)->per_player_decks; }
    /** The pending draw as it stands, or None / nil. */
    wg_status pending_doc(char **doc_out, wg_error *err) {
        return wg_gen_entry_to_json(doc_out, wg_session_pending($self), err);
    }
    /** draw(player): the entry drawn (G2, G3). */
    wg_status draw_doc(char **doc_out, int player, wg_error *err) {
        const wg_gen_entry *e = NULL;
        wg_status st = wg_session_draw(&e, $self, player, err);
        return st ? st : wg_gen_entry_to_json(doc_out, e, err);
    }
    wg_status reinforce(int player, size_t slot, int level, wg_error *err);
    /** substitute(player, type, level): type by name, e.g. "elite" (G8). */
    wg_status substitute_named(int player, const char *type, int level, wg_error *err) {
        wg_gen_unit_type t;
        wg_status st = wg_gen_unit_type_parse(&t, type, err);
        return st ? st : wg_session_substitute($self, player, t, level, err);
    }
    wg_status endless_spell(int player, size_t slot, const char *name, wg_error *err);
    /** field(player, slot, checked, models, wounds, save, hero, monster):
     *  unchecked (a suitable unit, as the automatic policy) unless checked. */
    wg_status field_unit(int player, size_t slot, bool checked, int models, int wounds,
                         int save, bool hero, bool monster, wg_error *err) {
        wg_gen_unit u = {models, wounds, save, hero, monster, 0};
        return wg_session_field($self, player, slot, checked ? &u : NULL, err);
    }
    wg_status commit(int player, wg_error *err);
    wg_status out_of_units(int player, wg_error *err);
    /** run(reinforce): the rest of the session by the automatic policy. */
    wg_status run_policy(int reinforce, wg_error *err) {
        wg_policy policy = wgb_policy(reinforce);
        return wg_session_run($self, &policy, err);
    }
    /** The session as `wargen generate --json` prints it: text, or as dicts / tables. */
    wg_status to_json_text(char **json_out, wg_error *err) {
        return wg_session_to_json(json_out, $self, err);
    }
    wg_status to_doc(char **doc_out, wg_error *err) {
        return wg_session_to_json(doc_out, $self, err);
    }
    /** The session's wargen-log/1 log (G11): text, or as dicts / tables. */
    wg_status log_json_text(char **json_out, wg_error *err) {
        return wg_session_log_json(json_out, $self, err);
    }
    wg_status log_doc(char **doc_out, wg_error *err) {
        return wg_session_log_json(doc_out, $self, err);
    }
}

/* ---- the Lua layer ------------------------------------------------------ */

#ifdef SWIGLUA
%luacode %{
-- The gen module in Lua style (rules G1-G12). Failures return nil, message,
-- code; programming errors (wrong types, unknown options, a closed session)
-- raise.
do
local floor = math.floor
local math_type = math.type  -- nil on LuaJIT, whose numbers are all doubles

---- documents from a path, a JSON string or a table -----------------------

-- A Lua table given as a document becomes JSON text for the library to read
-- (and check): a sequence ({} too) an array, string keys an object.
local function encode(v, depth)
    local t = type(v)
    if t == "string" then  -- \u escapes are valid JSON for every one of these
        return '"' .. v:gsub('[%c"\\]', function(c) return ("\\u%04x"):format(c:byte()) end) .. '"'
    elseif t == "number" and v == v and v - v == 0 then  -- finite
        if math_type and math_type(v) == "integer" then return ("%d"):format(v) end
        return ((v == floor(v) and math.abs(v) <= 2 ^ 53) and "%.0f" or "%.17g"):format(v)
    elseif t == "boolean" then
        return tostring(v)
    elseif t == "table" and depth < 64 then
        local n, keys, out = #v, {}, {}
        for k in pairs(v) do
            if n > 0 and not (type(k) == "number" and k >= 1 and k <= n and k == floor(k))
               or n == 0 and type(k) ~= "string" then
                error("JSON: a table is a sequence or has string keys, not both", 0)
            end
            keys[#keys + 1] = k
        end
        table.sort(keys)
        for i, k in ipairs(keys) do
            out[i] = (n == 0 and encode(k, depth) .. ": " or "") .. encode(v[k], depth + 1)
        end
        local object = n == 0 and #keys > 0
        return (object and "{" or "[") .. table.concat(out, ", ") .. (object and "}" or "]")
    end
    error(t == "table" and "JSON: tables nested too deeply (a cycle?)"
          or "JSON: cannot write " .. tostring(v), 0)
end

local json = { encode = function(v) return encode(v, 0) end }
wargen._json = json

-- Call from_file(path) or from_text(text, name) for source; errors are
-- reported at level 3 (the caller of the public function).
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
-- Shared with the other modules' Lua layers, as _util._load is in Python.
wargen._from_source = from_source

---- names -----------------------------------------------------------------

local UNIT_TYPES, SIZES = enum_names(wargen._unit_type_name), {}
wargen.DRAW_MODES = enum_names(wargen._draw_mode_name)  -- {"dice", "cards"} (G2, G3)
wargen.TYPICAL = {}  -- each size's typical unit counts, inclusive: {small = {5, 10}, ...}
for i = 0, wargen.ARMY_SIZE_COUNT - 1 do
    SIZES[wargen._army_size_name(i)] = wargen._army_size_limit(i)
    wargen.TYPICAL[wargen._army_size_name(i)] = { wargen._army_size_typical(i) }
end
wargen.UNIT_TYPES = UNIT_TYPES  -- {"horde", "regular", ..., "conqueror"} (G5)
wargen.SIZES = SIZES            -- {small = 15, medium = 20, large = 30} (G1)

-- A unit profile {models, wounds, save, hero, monster, reinforced}; save nil
-- or 0 for none.
local UNIT_KEYS = { models = true, wounds = true, save = true, hero = true, monster = true,
                    reinforced = true }
local function profile(u, what)
    if type(u) ~= "table" then error(what .. ": the unit must be a table, got " .. type(u), 3) end
    for k in pairs(u) do
        if not UNIT_KEYS[k] then error(what .. ": unknown unit key " .. tostring(k), 3) end
    end
    if u.models == nil or u.wounds == nil then
        error(what .. ": the unit needs models and wounds", 3)
    end
    return u.models, u.wounds, u.save or 0, not not u.hero, not not u.monster, u.reinforced or 0
end

-- unit_types{models=, wounds=, save=, hero=, monster=, reinforced=}: the set
-- of types the unit qualifies for (G5, G7), e.g. {champion = true,
-- conqueror = true}; nil, message, code for an impossible profile.
function wargen.unit_types(unit)
    local mask, msg, code = wargen._unit_types(profile(unit, "unit_types"))
    if mask == nil then return nil, msg, code end
    local set = {}
    for i = 0, wargen.UNIT_TYPE_COUNT - 1 do
        if floor(mask / 2 ^ i) % 2 == 1 then set[UNIT_TYPES[i + 1]] = true end
    end
    return set
end

-- slot_fits(slot, unit, level): whether the unit may be fielded in the slot
-- ({type =, reinforceable =} as in an entry) at reinforcement level 0-2
-- (G5, G7): true, or nil, message (why not), code.
function wargen.slot_fits(slot, unit, level)
    if type(slot) ~= "table" or type(slot.type) ~= "string" then
        error("slot_fits: the slot must be a table with a type", 2)
    end
    local models, wounds, save, hero, monster = profile(unit, "slot_fits")
    return wargen._slot_fits(slot.type, not not slot.reinforceable, level or 0, models, wounds,
                             save, hero, monster)
end

---- tables (G2, G4, G12) --------------------------------------------------

local Table = {}
Table.__index = Table

local function wrap_table(h, msg, code)
    if h == nil then return nil, msg, code end
    return setmetatable({ _h = h, name = h:name(), digest = h:digest() }, Table)
end

-- The built-in default table (G12).
function Table.default()
    return wrap_table(wargen._table_default())
end

-- Table.load(source): source is a path, a JSON string (starting with "{"),
-- a table shaped like the document, a Table (returned as is), or nil for
-- the default table.
function Table.load(source)
    if source == nil then return Table.default() end
    if getmetatable(source) == Table then return source end
    return wrap_table(from_source(source, wargen._table_load_file, wargen._table_load_string,
                                  "Table.load"))
end

-- Table.check(source): every problem of a table document, as a list of
-- {code, message, file, line, column, path, position, text}; empty when
-- the table is valid. nil, message, code when the file cannot be read.
function Table.check(source)
    return from_source(source, wargen._table_check_file, wargen._table_check_string,
                       "Table.check")
end

local function is_table(t, what)
    if getmetatable(t) ~= Table then
        error(what .. ": expected a wargen.Table (call methods as t:" .. what .. "(...))", 3)
    end
    return t._h
end

-- t:entry(roll): the entry for a D66 value (G2); nil, message, code for another number.
function Table:entry(roll) return is_table(self, "entry"):entry(roll) end

-- t:entries(): the 36 entries in D66 order (11, 12, ..., 66).
function Table:entries()
    local h, list = is_table(self, "entries"), {}
    for i = 1, wargen.TABLE_ENTRIES do list[i] = h:entry_at(i) end
    return list
end

function Table:to_json() return is_table(self, "to_json"):to_json() end
function Table:to_table() return is_table(self, "to_table"):to_dict() end

function Table:__tostring()
    return "wargen.Table(" .. string.format("%q", self.name) .. ", " .. self.digest .. ")"
end

wargen.Table = Table

---- sessions (G3-G11) -----------------------------------------------------

local Session = {}
Session.__index = Session

local OPTIONS = { table = true, seed = true, size = true, limit = true, players = true,
                  cards = true, per_player_decks = true, first_player = true }

-- The options checked, the table loaded and the limit resolved: the
-- arguments _session_new and _gen_armies take after the table, or nil,
-- message, code. Bad options raise at level (default 3: the caller's
-- caller, the user's code).
local function options(opts, what, extra, level)
    opts = opts or {}
    if type(opts) ~= "table" then
        error(what .. ": expected a table of options, got " .. type(opts), level or 3)
    end
    for k in pairs(opts) do
        if not OPTIONS[k] and k ~= extra then
            error(what .. ": unknown option " .. tostring(k), level or 3)
        end
    end
    local t, msg, code = Table.load(opts.table)
    if t == nil then return nil, msg, code end
    local limit = opts.limit
    if limit == nil then
        local size
        size, msg, code = wargen._army_size_parse(opts.size or "small")
        if size == nil then return nil, msg, code end
        limit = wargen._army_size_limit(size)
    end
    return t._h, limit, opts.players or 1, opts.cards and "cards" or "dice",
           not not opts.per_player_decks, opts.first_player or 0
end

local function wrap_session(h, msg, code)
    if h == nil then return nil, msg, code end
    return setmetatable({ _h = h }, Session)
end

local function new_session(opts, what, extra, level)
    local h, limit, players, cards, decks, first = options(opts, what, extra, level)
    if h == nil then return nil, limit, players end
    local seed = (opts or {}).seed
    if seed == nil then seed = wargen._fresh_seed() end
    return wrap_session(wargen._session_new(h, seed, limit, players, cards, decks, first))
end

-- wargen.Session{table=, seed=, size=, limit=, players=, cards=,
-- per_player_decks=, first_player=}: a session to step through. table is a
-- Table or anything Table.load takes (default: the default table); seed nil
-- picks one at random; limit overrides size (G1); first_player nil rolls
-- off (G9).
setmetatable(Session, {
    __call = function(_, opts) return new_session(opts, "Session") end,
})

local function handle(s)
    if getmetatable(s) ~= Session then
        error("expected a wargen.Session (call methods as s:method(...))", 3)
    end
    local h = rawget(s, "_h")
    if h == nil then error("the session is closed", 3) end
    return h
end

-- Methods that pass their arguments through to the C session as they are.
for _, name in ipairs({ "draw", "reinforce", "endless_spell", "commit", "out_of_units", "army",
                        "pending", "turn", "finished", "first_player", "seed", "limit",
                        "players", "cards", "per_player_decks", "to_json", "log_json",
                        "draw_count" }) do
    Session[name] = function(self, ...)
        local h = handle(self)
        return h[name](h, ...)
    end
end
function Session:substitute(player, type_name, level)
    return handle(self):substitute(player, type_name, level or 0)
end
-- s:field(player, slot, unit): unit is a profile (see unit_types), checked
-- against the slot (G5, G7); nil fields "a suitable unit" unchecked.
function Session:field(player, slot, unit)
    local h = handle(self)
    if unit == nil then return h:field(player, slot, false, 0, 0, 0, false, false) end
    local models, wounds, save, hero, monster = profile(unit, "field")
    return h:field(player, slot, true, models, wounds, save, hero, monster)
end
-- s:run(reinforce): the rest of the session by the automatic policy, every
-- `*` slot reinforced to level reinforce (default 0).
function Session:run(reinforce) return handle(self):run(reinforce or 0) end
-- s:draws(): the committed draws, both players', in order: a list of
-- {player, value (the D66 roll or card), cost, substituted}.
function Session:draws()
    local h, list = handle(self), {}
    for i = 1, h:draw_count() do list[i] = h:draw_at(i) end
    return list
end
function Session:to_table() return handle(self):to_dict() end
function Session:log_table() return handle(self):log_dict() end
-- s:close(): drop the C session (freed at the next collection); any later
-- call raises. Lua 5.4: `local s <close> = wargen.Session{...}`.
function Session:close()
    if getmetatable(self) == Session then rawset(self, "_h", nil) end
end
Session.__close = Session.close
function Session:closed() return rawget(self, "_h") == nil end
function Session:__tostring()
    local h = rawget(self, "_h")
    if h == nil then return "wargen.Session(closed)" end
    return "wargen.Session(seed " .. tostring(h:seed()) .. ", turn " .. h:turn() .. ")"
end

-- wargen.replay(log, table): the session a wargen-log/1 log records (G11),
-- replayed on table (default: the default table). log is a path, a JSON
-- string or a table.
function wargen.replay(log, tbl)
    local t, msg, code = Table.load(tbl)
    if t == nil then return nil, msg, code end
    return wrap_session(from_source(log,
        function(path) return wargen._session_replay_file(t._h, path) end,
        function(text, name) return wargen._session_replay(t._h, text, name) end, "replay"))
end
Session.replay = wargen.replay

wargen.Session = Session

-- wargen.armies(rng, {...}): whole armies at once by the automatic policy,
-- without a session (G1-G10): the fast path for simulations. It draws from
-- rng (a wargen.Rng), which advances, and gives the armies generate{seed = S}
-- gives when rng is wargen.Rng(S). The options are the Session's plus
-- reinforce. Returns a list of {total, units, draws, finished}, one per
-- player, or nil, message, code.
function wargen.armies(rng, opts)
    local h, limit, players, cards, decks, first = options(opts, "armies", "reinforce")
    if h == nil then return nil, limit, players end
    local a, b, c = wargen._gen_armies(h, rng, limit, players, cards, decks, first,
                                       (opts or {}).reinforce or 0)
    if a == nil then return nil, b, c end
    return players == 2 and { a, b } or { a }
end

-- wargen.generate{...}: the Session options plus reinforce (the automatic
-- policy's level, default 0). Returns the session as `wargen generate
-- --json` prints it, as tables, and the log's text.
function wargen.generate(opts)
    local s, msg, code = new_session(opts, "generate", "reinforce", 4)
    if s == nil then return nil, msg, code end
    local ok
    ok, msg, code = s:run(opts and opts.reinforce)
    if not ok then return nil, msg, code end
    return s:to_table(), s:log_json()
end
end
%}
#endif
