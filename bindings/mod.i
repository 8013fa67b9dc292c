/* mod module: the order of modifiers (The 9th Age, rules M1-M5).
 *
 * SWIG reads wargen/mod.h itself: its functions become private module
 * functions (wg_models_value becomes _models_value) on the handles _Models
 * and _Trace, and the public API is built on them in the language:
 * bindings/python/wargen/mod.py and the %luacode at the end of this file.
 * Nothing here knows a rule or a format: a model or a modifier crosses as
 * the text of a wargen-models/1 object (wg_models_add_model_string,
 * wg_models_add_modifier_string) and comes back as the library's JSON
 * turned into native values (doc_out) or as a C struct.
 *
 * A model crosses as its index, which wg_models_find gives for an id (the
 * same number in both languages); the k-th characteristic or modifier of a
 * model (`size_t index`) is 0-based in Python and 1-based in Lua. A trace
 * is self-contained (mod.h): it needs nothing kept alive.
 */

/* ---- typemaps ------------------------------------------------------------ */

/* size_t *id_out: a model's index or a modifier's id, as the library gives
 * it (not shifted for Lua: it is passed back as is). A characteristic
 * (wg_stat), a modifier (wg_modifier, wg_models_modifier_at) and a trace's
 * step (wg_step) come out as read-only Python proxies with the C fields and
 * as Lua tables whose enums are names. */
%typemap(in, numinputs=0) size_t *id_out (size_t temp = 0) "$1 = &temp;"
%typemap(in, numinputs=0) wg_modifier *modifier_out (wg_modifier temp) "memset(&temp, 0, sizeof temp); $1 = &temp;"
%apply int { wg_mod_op, wg_bound, wg_rounding };

#ifdef SWIGPYTHON
%typemap(argout) size_t *id_out {
    if (result == WG_OK)
        $result = SWIG_Python_AppendOutput($result, PyLong_FromSize_t(*$1));
}
%{
/* A copy of *m whose strings share its block, so that the proxy's one
 * free() frees them and they outlive a change of the set. */
static wg_modifier *wgb_modifier_copy(const wg_modifier *m)
{
    const char *from[] = { m->stat, m->model, m->from, m->source };
    size_t len[4], size = sizeof *m;
    for (int i = 0; i < 4; i++)
        size += len[i] = from[i] ? strlen(from[i]) + 1 : 0;
    wg_modifier *copy = malloc(size);
    if (copy == NULL)
        return NULL;
    *copy = *m;
    const char **to[] = { &copy->stat, &copy->model, &copy->from, &copy->source };
    char *p = (char *)(copy + 1);
    for (int i = 0; i < 4; i++) {
        if (from[i]) {
            *to[i] = memcpy(p, from[i], len[i]);
            p += len[i];
        }
    }
    return copy;
}
%}
%typemap(argout) wg_modifier *modifier_out {
    if (result == WG_OK) {
        wg_modifier *copy = wgb_modifier_copy($1);
        if (copy == NULL)
            SWIG_exception_fail(SWIG_MemoryError, "out of memory");
        $result = SWIG_Python_AppendOutput($result,
                                           SWIG_NewPointerObj(copy, $1_descriptor, SWIG_POINTER_OWN));
    }
}
/* A step: borrowed from its trace, which the proxy keeps alive; its
 * modifier keeps the step alive in turn. */
%typemap(out) const wg_step *, wg_modifier *modifier {
    $result = SWIG_NewPointerObj(SWIG_as_voidptr($1), $1_descriptor, 0);
    if ($1 && wgb_py_keep_parent($result, swig_obj[0]) < 0)
        SWIG_fail;
}
%rename(Modifier) wg_modifier;
%rename(from_) wg_modifier::from;  /* `from` is a Python keyword */
%rename(Step) wg_step;
#endif

#ifdef SWIGLUA
%typemap(argout) size_t *id_out {
    if (result == WG_OK) {
        lua_pushinteger(L, (lua_Integer)*$1);
        SWIG_arg++;
    }
}
%{
static void wgb_lua_push_wg_stat(lua_State *L, const wg_stat *s)
{
    lua_createtable(L, 0, 4);
    WGB_LUA_SET(lua_pushstring, "name", s->name);
    WGB_LUA_SET(lua_pushinteger, "base", s->base);
    WGB_LUA_SET(lua_pushinteger, "min", s->min);
    WGB_LUA_SET(lua_pushinteger, "max", s->max);
}
static void wgb_lua_push_wg_modifier(lua_State *L, const wg_modifier *m)
{
    lua_createtable(L, 0, 11);
    WGB_LUA_SET(lua_pushstring, "stat", m->stat);
    WGB_LUA_SET(lua_pushstring, "op", wg_mod_op_name(m->op));
    WGB_LUA_SET(lua_pushinteger, "value", m->value);
    WGB_LUA_SET(lua_pushstring, "model", m->model);
    WGB_LUA_SET(lua_pushstring, "from", m->from);
    WGB_LUA_SET(lua_pushinteger, "num", m->num);
    WGB_LUA_SET(lua_pushinteger, "den", m->den);
    WGB_LUA_SET(lua_pushstring, "round", wg_rounding_name(m->round));
    WGB_LUA_SET(lua_pushstring, "bound", wg_bound_name(m->bound));
    WGB_LUA_SET(lua_pushinteger, "limit", m->limit);
    WGB_LUA_SET(lua_pushstring, "source", m->source);
}
%}
%typemap(argout) wg_modifier *modifier_out {
    if (result == WG_OK) {
        wgb_lua_push_wg_modifier(L, $1);
        SWIG_arg++;
    }
}
/* A step as a table; its modifier a table in it (nil: out of range). */
%typemap(out) const wg_step * {
    if ($1) {
        lua_createtable(L, 0, 8);
        wgb_lua_push_wg_modifier(L, &$1->modifier);
        lua_setfield(L, -2, "modifier");
        WGB_LUA_SET(lua_pushinteger, "id", (lua_Integer)$1->id);
        WGB_LUA_SET(lua_pushinteger, "used", $1->used);
        WGB_LUA_SET(lua_pushinteger, "before", $1->before);
        WGB_LUA_SET(lua_pushinteger, "raw", $1->raw);
        WGB_LUA_SET(lua_pushinteger, "after", $1->after);
        WGB_LUA_SET(lua_pushboolean, "bounded", $1->bounded);
        WGB_LUA_SET(lua_pushboolean, "clamped", $1->clamped);
    } else {
        lua_pushnil(L);
    }
    SWIG_arg++;
}
%ignore wg_stat;      /* tables in Lua, not classes */
%ignore wg_modifier;
%ignore wg_step;
/* The evaluation counter as an integer (5.4), not a float. */
%typemap(out) unsigned long long "lua_pushinteger(L, (lua_Integer)$1); SWIG_arg++;"
#endif

/* ---- the C API ----------------------------------------------------------- */

/* The header itself, its parameters' names choosing the typemaps. */
%rename("%(strip:[WG_])s", regexmatch$name="^WG_(MOD_|STAT_)") "";
%rename("%(regex:/^(wg|wgb)_(.*)$/_\\2/)s",
        regexmatch$name="^wgb?_(models|trace|mod_op|bound|rounding)_") "";
%apply size_t *id_out { size_t *index, size_t *id };
%apply SWIGTYPE *struct_out { wg_stat *out };
%apply wg_modifier *modifier_out { wg_modifier *out };
%apply char **json_out { char **out };
%apply int *int_out { int *out };
%ignore wg_models_free;
%ignore wg_trace_free;
%ignore wg_models_add_modifier;     /* NOT_BOUND in tests/api_check.py */
%ignore wg_models_change_modifier;
WG_HANDLE(wg_models, _Models)
WG_HANDLE(wg_trace, _Trace)
WG_OUT_HANDLE(wg_models)
WG_OUT_HANDLE(wg_trace)
WG_OUT_ENUM(wg_mod_op)
WG_OUT_ENUM(wg_bound)
WG_OUT_ENUM(wg_rounding)
%immutable;
%include "wargen/mod.h"
%mutable;

/* The JSON text again as native values (doc_out): to_dict(), to_table(). */
%{
#define wgb_models_to_doc wg_models_to_json
#define wgb_trace_to_doc wg_trace_to_json
#define wgb_models_modifier_to_doc wg_models_modifier_to_json
%}
wg_status wgb_models_to_doc(char **doc_out, wg_models *models, bool explain, wg_error *err);
wg_status wgb_trace_to_doc(char **doc_out, const wg_trace *trace, wg_error *err);
wg_status wgb_models_modifier_to_doc(char **doc_out, const wg_models *models, size_t model,
                                     size_t index, wg_error *err);

/* ---- the Lua layer ------------------------------------------------------- */

#ifdef SWIGLUA
%luacode %{
-- The mod module in Lua style (M1-M5): wargen.Models, wargen.Trace,
-- wargen.evaluate. Failures return nil, message, code; wrong types raise.
-- Models are named by their ids, modifiers by the ids add_modifier returns;
-- a modifier is a table shaped like the document's ({stat = "Str", op =
-- "add", value = 3, min = 1}), checked by the library.
do
local C = wargen

C.MODIFIER_OPS = enum_names(C._mod_op_name, C.MOD_SET)  -- set, use, mul, add: M1's groups

-- A whole number (raises otherwise); nil, message, ERANGE beyond C's int.
local function str(v, what)
    return (checked_type(v, "string", what, 4))
end

-- A model table with its empty objects marked: the encoder writes {} as [].
local function marked(m)
    if type(m) ~= "table" then return m end
    local copy = {}
    for k, v in pairs(m) do
        local empty = (k == "characteristics" or k == "ranges") and type(v) == "table"
        copy[k] = empty and next(v) == nil and "\0{}" or v
    end
    return copy
end

-- A document, model or modifier table as JSON text (raises if not JSON).
local function text_of(t, what)
    if type(t) ~= "table" then error(what .. ": expected a table, got " .. type(t), 3) end
    local copy = marked(t)
    if type(t.models) == "table" then
        copy.models = {}
        for i, m in pairs(t.models) do copy.models[i] = marked(m) end
    end
    local ok, text = pcall(C._json.encode, copy)
    if not ok then error(what .. ": " .. text, 3) end
    return (text:gsub('"\\u0000{}"', "{}"))
end

---- traces (M5) -------------------------------------------------------------

-- A trace: model, stat, value (the final value) and steps, those of
-- `wargen modify --json --explain` as tables ({op = "base", after = 8},
-- ...); tostring(t) is its text. It outlives its Models.
local Trace = {}
Trace.__index = Trace
C.Trace = Trace

local function wrap_trace(h, ...)
    if h == nil then return nil, ... end
    return setmetatable({ _h = h, model = C._trace_model(h), stat = C._trace_stat(h),
                          value = C._trace_value(h), steps = C._trace_to_doc(h) }, Trace)
end

-- t:to_json(), t:to_table() (a fresh copy of steps), t:to_text(); t:step(k):
-- the k-th step as the C struct wg_step in a table (nil out of range).
for name, f in pairs({ to_json = C._trace_to_json, to_table = C._trace_to_doc,
                       to_text = C._trace_to_text, step = C._trace_step_at }) do
    Trace[name] = function(self, ...)
        if getmetatable(self) ~= Trace then error(name .. ": expected a wargen.Trace", 2) end
        return f(self._h, ...)
    end
end
function Trace:__tostring()
    return rawget(self, "_h") and C._trace_to_text(self._h) or "wargen.Trace"
end

---- model sets ------------------------------------------------------------

local Models = {}
Models.__index = Models
C.Models = Models

local function models_h(m, what)
    if getmetatable(m) ~= Models then error(what .. ": expected a wargen.Models", 3) end
    return m._h
end

-- f(h, index of model, ...), or nil, message, code for an unknown model.
local function at(self, what, model, f, ...)
    local h = models_h(self, what)
    local i, msg, code = C._models_find(h, str(model, what .. ": the model id"))
    if i == nil then return nil, msg, code end
    return f(h, i, ...)
end

-- (h, i) -> {item(h, i, 1), ..., item(h, i, count(h, i))}
local function list_of(count, item)
    return function(h, i)
        local list = {}
        for k = 1, count(h, i) do list[k] = item(h, i, k) end
        return list
    end
end

-- Models.new(source): a wargen-models/1 document from a path, a JSON string
-- (starting with "{") or a table shaped like it; nil for an empty set. A
-- Models is returned as is. Also Models.load(source) and wargen.Models(source).
function Models.new(source)
    local h, msg, code
    if getmetatable(source) == Models then
        return source
    elseif source == nil then
        h, msg, code = C._models_new()
    elseif type(source) == "table" then  -- with its empty objects marked
        h, msg, code = C._models_load_string(text_of(source, "Models.new"), "<table>")
    else
        h, msg, code = C._from_source(source, C._models_load_file, C._models_load_string,
                                      "Models.new")
    end
    if h == nil then return nil, msg, code end
    return setmetatable({ _h = h }, Models)
end
Models.load = Models.new
setmetatable(Models, { __call = function(_, source) return Models.new(source) end })

-- m:count(); m:models() (or m:ids()): the ids in the order added; m:has(id)
function Models:count() return C._models_model_count(models_h(self, "count")) end
function Models:models()
    local h, ids = models_h(self, "models"), {}
    for i = 1, C._models_model_count(h) do ids[i] = C._models_id_at(h, i - 1) end
    return ids
end
Models.ids = Models.models
function Models:has(id)
    return C._models_find(models_h(self, "has"), str(id, "has: the model id")) ~= nil
end

-- m:add_model(id, characteristics, ranges): a model with characteristics
-- {name = base} (range 0-10, M4) and ranges {name = {min, max}}, as in a
-- document. true, or nil, message, code (the set unchanged).
function Models:add_model(id, characteristics, ranges)
    local text = text_of({ id = id, characteristics = characteristics or {}, ranges = ranges },
                         "add_model")
    local i, msg, code = C._models_add_model_string(models_h(self, "add_model"), text)
    if i == nil then return nil, msg, code end
    return true
end

-- m:add_characteristic(model, name, base, range): range {min, max} or nil
-- for 0-10 (M4).
function Models:add_characteristic(model, name, base, range)
    range = range or { C.STAT_MIN, C.STAT_MAX }
    local v = { base = base, min = range.min or range[1], max = range.max or range[2] }
    for _, key in ipairs({ "base", "min", "max" }) do
        local n, msg, code = checked_int(v[key], "add_characteristic: " .. key, 3)
        if n == nil then return nil, msg, code end
    end
    return at(self, "add_characteristic", model, C._models_add_stat,
              str(name, "add_characteristic: the name"), v.base, v.min, v.max)
end

-- m:characteristics(model): {{name, base, min, max}, ...} in the order
-- added; m:modifiers(model): the modifiers in the order applied, shaped like
-- the document's, each with its `id`; m:modifier_at(model, k): the k-th as
-- the C struct wg_modifier in a table (enums as names), and its id.
for name, f in pairs({ characteristics = list_of(C._models_stat_count, C._models_stat_at),
                       modifiers = list_of(C._models_modifier_count, C._models_modifier_to_doc),
                       modifier_at = C._models_modifier_at }) do
    Models[name] = function(self, model, ...) return at(self, name, model, f, ...) end
end
-- m:stats(model): the names of its characteristics.
function Models:stats(model)
    local list, msg, code = self:characteristics(model)
    if list == nil then return nil, msg, code end
    for i, s in ipairs(list) do list[i] = s.name end
    return list
end

-- m:add_modifier(model, {stat=, op=, value=, model=, from=, num=, den=,
-- round=, min=, max=, source=}): a modifier applied after those the model
-- has (M3); the members of a wargen-models/1 modifier. Its id, or nil,
-- message, code.
function Models:add_modifier(model, spec)
    local text = text_of(spec, "add_modifier")
    return at(self, "add_modifier", model, C._models_add_modifier_string, text)
end

-- A modifier id as C's size_t: nil, message, ENOTFOUND for a negative one.
local function mod_id(id, what)
    local n, msg, code = checked_int(id, what .. ": id", 3)
    if n ~= nil and n < 0 then return nil, what .. ": no modifier " .. n, C.ENOTFOUND end
    return n, msg, code
end

-- m:change_modifier(id, spec): replace modifier id (spec as add_modifier's);
-- it keeps its model and place. m:remove_modifier(id). true, or nil,
-- message, code.
function Models:change_modifier(id, spec)
    local h, text = models_h(self, "change_modifier"), text_of(spec, "change_modifier")
    local n, msg, code = mod_id(id, "change_modifier")
    if n == nil then return nil, msg, code end
    return C._models_change_modifier_string(h, n, text)
end
function Models:remove_modifier(id)
    local h = models_h(self, "remove_modifier")
    local n, msg, code = mod_id(id, "remove_modifier")
    if n == nil then return nil, msg, code end
    return C._models_remove_modifier(h, n)
end

-- m:set_base(model, stat, value): true, or nil, message, code.
function Models:set_base(model, stat, value)
    local v, msg, code = checked_int(value, "set_base: value", 3)
    if v == nil then return nil, msg, code end
    return at(self, "set_base", model, C._models_set_base, str(stat, "set_base: stat"), v)
end

-- m:value(model, stat): the final value (M1-M4), or nil, message, code.
function Models:value(model, stat)
    return at(self, "value", model, C._models_value, str(stat, "value: stat"))
end

-- m:evaluate(): every final value, {model = {stat = value}}; or nil,
-- message, code (a cycle of `use` modifiers, named: M2).
function Models:evaluate()
    local ok, msg, code = C._models_evaluate(models_h(self, "evaluate"))
    if not ok then return nil, msg, code end
    local values = {}
    for _, model in ipairs(self:models()) do
        values[model] = {}
        for _, stat in ipairs(self:stats(model)) do values[model][stat] = self:value(model, stat) end
    end
    return values
end

-- m:evaluations(): how many characteristic evaluations the set has done.
function Models:evaluations() return C._models_evaluations(models_h(self, "evaluations")) end

-- m:explain(model, stat): the Trace (M5), or nil, message, code.
function Models:explain(model, stat)
    return wrap_trace(at(self, "explain", model, C._models_explain, str(stat, "explain: stat")))
end

-- m:to_json(explain), m:to_table(explain): the `wargen modify --json
-- [--explain]` document as text and as tables; m:to_text(explain): the
-- human output of `wargen modify [--explain]`.
for name, f in pairs({ to_json = C._models_to_json, to_table = C._models_to_doc,
                       to_text = C._models_to_text }) do
    Models[name] = function(self, e) return f(models_h(self, name), not not e) end
end
function Models:__tostring()
    local h = rawget(self, "_h")
    return "wargen.Models(" .. (h and C._models_model_count(h) or 0) .. " models)"
end

-- wargen.evaluate(doc, explain): the `wargen modify --json [--explain]`
-- document of doc (a path, a JSON string, a table or a Models) as tables;
-- or nil, message, code.
function C.evaluate(doc, explain)
    if doc == nil then error("evaluate: expected a path, a JSON string or a table", 2) end
    local m, msg, code = Models.new(doc)
    if m == nil then return nil, msg, code end
    return m:to_table(explain)
end
end
%}
#endif
