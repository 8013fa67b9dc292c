/* mod module: the order of modifiers (The 9th Age, rules M1-M5).
 *
 * SWIG declares the C API of wargen/mod.h as private module functions
 * (wg_models_value becomes _models_value) on the handles _Models and
 * _Trace; the public API is built on them in the language itself:
 * bindings/python/wargen/mod.py and the %luacode at the end of this file.
 * Nothing here knows a rule or a format: a modifier crosses as the text of
 * a wargen-models/1 modifier object (wg_models_add_modifier_string) and
 * comes back as the library's JSON turned into native values (doc_out).
 *
 * A model crosses as its index, which wg_models_find gives for an id (the
 * same number in both languages); the k-th characteristic or modifier of a
 * model (`size_t index`) is 0-based in Python and 1-based in Lua. A trace
 * is self-contained (mod.h): it needs nothing kept alive.
 */

/* generic: candidate for wargen.i */
/* CTYPE **out: the object a function creates through its out-parameter,
 * returned to the language, which owns it. ENUM *out: an enum's value,
 * returned as a number. (SWIG does not run #ifdef inside %define.) */
#ifdef SWIGPYTHON
%define WG_OUT_HANDLE(CTYPE)
%typemap(in, numinputs=0) CTYPE **out (CTYPE *temp = NULL) "$1 = &temp;"
%typemap(argout) CTYPE **out {
    if (result == WG_OK)
        $result = SWIG_Python_AppendOutput($result, SWIG_NewPointerObj(*$1, $*1_descriptor,
                                                                        SWIG_POINTER_OWN));
}
%enddef
%define WG_OUT_ENUM(CTYPE)
%typemap(in, numinputs=0) CTYPE *out (CTYPE temp = (CTYPE)0) "$1 = &temp;"
%typemap(argout) CTYPE *out {
    if (result == WG_OK)
        $result = SWIG_Python_AppendOutput($result, PyLong_FromLong((long)*$1));
}
%enddef
#endif
#ifdef SWIGLUA
%define WG_OUT_HANDLE(CTYPE)
%typemap(in, numinputs=0) CTYPE **out (CTYPE *temp = NULL) "$1 = &temp;"
%typemap(argout) CTYPE **out {
    if (result == WG_OK) {
        SWIG_NewPointerObj(L, *$1, $*1_descriptor, 1);
        SWIG_arg++;
    }
}
%enddef
%define WG_OUT_ENUM(CTYPE)
%typemap(in, numinputs=0) CTYPE *out (CTYPE temp = (CTYPE)0) "$1 = &temp;"
%typemap(argout) CTYPE *out {
    if (result == WG_OK) {
        lua_pushinteger(L, (lua_Integer)*$1);
        SWIG_arg++;
    }
}
%enddef
#endif

/* ---- typemaps ------------------------------------------------------------ */

/* size_t *id_out: a model's index or a modifier's id, as the library gives
 * it (not shifted for Lua: it is passed back as is). */
%typemap(in, numinputs=0) size_t *id_out (size_t temp = 0) "$1 = &temp;"
/* wg_stat *stat_out: a characteristic as {name, base, min, max}. */
%typemap(in, numinputs=0) wg_stat *stat_out (wg_stat temp) "memset(&temp, 0, sizeof temp); $1 = &temp;"
%apply char **json_out { char **text_out };
%apply int { wg_mod_op, wg_bound, wg_rounding };

#ifdef SWIGPYTHON
%typemap(argout) size_t *id_out {
    if (result == WG_OK)
        $result = SWIG_Python_AppendOutput($result, PyLong_FromSize_t(*$1));
}
%typemap(argout) wg_stat *stat_out {
    if (result == WG_OK) {
        PyObject *s = Py_BuildValue("{s:s,s:i,s:i,s:i}", "name", $1->name, "base", $1->base,
                                    "min", $1->min, "max", $1->max);
        if (s == NULL)
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, s);
    }
}
#endif

#ifdef SWIGLUA
%typemap(argout) size_t *id_out {
    if (result == WG_OK) {
        lua_pushinteger(L, (lua_Integer)*$1);
        SWIG_arg++;
    }
}
%typemap(argout) wg_stat *stat_out {
    if (result == WG_OK) {
        lua_createtable(L, 0, 4);
        lua_pushstring(L, $1->name);
        lua_setfield(L, -2, "name");
        lua_pushinteger(L, $1->base);
        lua_setfield(L, -2, "base");
        lua_pushinteger(L, $1->min);
        lua_setfield(L, -2, "min");
        lua_pushinteger(L, $1->max);
        lua_setfield(L, -2, "max");
        SWIG_arg++;
    }
}
/* The evaluation counter as an integer (5.4), not a float. */
%typemap(out) unsigned long long "lua_pushinteger(L, (lua_Integer)$1); SWIG_arg++;"
#endif

/* ---- the C API ----------------------------------------------------------- */

%constant int MOD_VALUE_MAX = WG_MOD_VALUE_MAX;
%constant int MOD_RATIO_MAX = WG_MOD_RATIO_MAX;
%constant int MOD_NAME_MAX = WG_MOD_NAME_MAX;
%constant int STAT_MIN = WG_STAT_MIN;
%constant int STAT_MAX = WG_STAT_MAX;
%constant int MOD_OP_COUNT = WG_MOD_OP_COUNT;
%constant int BOUND_COUNT = WG_BOUND_COUNT;
%constant int ROUNDING_COUNT = WG_ROUNDING_COUNT;

WG_HANDLE(wg_models, _Models)
WG_HANDLE(wg_trace, _Trace)
WG_OUT_HANDLE(wg_models)
WG_OUT_HANDLE(wg_trace)
WG_OUT_ENUM(wg_mod_op)
WG_OUT_ENUM(wg_bound)
WG_OUT_ENUM(wg_rounding)

/* The same C function twice: the JSON text, and the same turned into
 * native values (doc_out) for to_dict() / to_table() and trace steps. */
%{
#define wgb_models_to_doc wg_models_to_json
#define wgb_trace_to_doc wg_trace_to_json
%}

%rename("%(regex:/^(wg|wgb)_(.*)$/_\\2/)s",
        regexmatch$name="^wgb?_(models|trace|mod_op|bound|rounding)_") "";

const char *wg_mod_op_name(wg_mod_op op);
wg_status wg_mod_op_parse(wg_mod_op *out, const char *name, wg_error *err);
const char *wg_bound_name(wg_bound bound);
wg_status wg_bound_parse(wg_bound *out, const char *name, wg_error *err);
const char *wg_rounding_name(wg_rounding rounding);
wg_status wg_rounding_parse(wg_rounding *out, const char *name, wg_error *err);

wg_status wg_models_new(wg_models **out, wg_error *err);
wg_status wg_models_load_file(wg_models **out, const char *path, wg_error *err);
wg_status wg_models_load_string(wg_models **out, const char *json, size_t size,
                                const char *name, wg_error *err);
wg_status wg_models_add_model(size_t *id_out, wg_models *models, const char *id,
                              wg_error *err);
wg_status wg_models_add_stat(wg_models *models, size_t model, const char *stat, int base,
                             int min, int max, wg_error *err);
wg_status wg_models_add_modifier_string(size_t *id_out, wg_models *models, size_t model,
                                        const char *json, size_t size, wg_error *err);
size_t wg_models_model_count(const wg_models *models);
const char *wg_models_id_at(const wg_models *models, size_t index);
wg_status wg_models_find(size_t *id_out, const wg_models *models, const char *id,
                         wg_error *err);
size_t wg_models_stat_count(const wg_models *models, size_t model);
wg_status wg_models_stat_at(wg_stat *stat_out, const wg_models *models, size_t model,
                            size_t index, wg_error *err);
size_t wg_models_modifier_count(const wg_models *models, size_t model);
wg_status wg_models_modifier_to_json(char **doc_out, const wg_models *models, size_t model,
                                     size_t index, wg_error *err);
wg_status wg_models_set_base(wg_models *models, size_t model, const char *stat, int base,
                             wg_error *err);
wg_status wg_models_change_modifier_string(wg_models *models, size_t id, const char *json,
                                           size_t size, wg_error *err);
wg_status wg_models_remove_modifier(wg_models *models, size_t id, wg_error *err);
wg_status wg_models_value(int *int_out, wg_models *models, size_t model, const char *stat,
                          wg_error *err);
wg_status wg_models_evaluate(wg_models *models, wg_error *err);
unsigned long long wg_models_evaluations(const wg_models *models);
wg_status wg_models_explain(wg_trace **out, wg_models *models, size_t model,
                            const char *stat, wg_error *err);
wg_status wg_models_to_json(char **json_out, wg_models *models, bool explain, wg_error *err);
wg_status wgb_models_to_doc(char **doc_out, wg_models *models, bool explain, wg_error *err);
wg_status wg_models_to_text(char **text_out, wg_models *models, bool explain, wg_error *err);

const char *wg_trace_model(const wg_trace *trace);
const char *wg_trace_stat(const wg_trace *trace);
int wg_trace_value(const wg_trace *trace);
size_t wg_trace_step_count(const wg_trace *trace);
wg_status wg_trace_to_text(char **text_out, const wg_trace *trace, wg_error *err);
wg_status wg_trace_to_json(char **json_out, const wg_trace *trace, wg_error *err);
wg_status wgb_trace_to_doc(char **doc_out, const wg_trace *trace, wg_error *err);

/* ---- the Lua layer ------------------------------------------------------- */

#ifdef SWIGLUA
%luacode %{
-- The mod module in Lua style (rules M1-M5): wargen.Models, wargen.Trace,
-- wargen.evaluate. Failures return nil, message, code; programming errors
-- (wrong types) raise. Models are named by their ids, modifiers by the ids
-- add_modifier returns, and a modifier is a table shaped like the
-- document's ({stat = "Str", op = "add", value = 3, min = 1}).
do
local floor = math.floor
local encode = wargen._json.encode

-- The ops a modifier can have, in M1's order of groups: set, use, mul, add.
wargen.MODIFIER_OPS = {}
for op = 1, wargen.MOD_OP_COUNT - 1 do wargen.MODIFIER_OPS[op] = wargen._mod_op_name(op) end

-- A whole number (raises otherwise); nil, message, ERANGE beyond C's int.
local function int(v, what)
    if type(v) ~= "number" or v ~= floor(v) then
        error(what .. ": expected a whole number, got " .. tostring(v), 3)
    end
    if v < -2 ^ 31 or v > 2 ^ 31 - 1 then
        return nil, what .. " " .. string.format("%.0f", v) .. " is out of range", wargen.ERANGE
    end
    return v
end

local function str(v, what)
    if type(v) ~= "string" then error(what .. ": expected a string, got " .. type(v), 3) end
    return v
end

-- A table as JSON text (raises for one that is not JSON).
local function text_of(t, what)
    if type(t) ~= "table" then error(what .. ": expected a table, got " .. type(t), 3) end
    local ok, text = pcall(encode, t)
    if not ok then error(what .. ": " .. text, 3) end
    return text
end

-- A document table: the encoder writes an empty table as [], so the empty
-- objects of a model (characteristics, ranges) are given as {} here.
local function document_text(doc, what)
    local copy = {}
    for k, v in pairs(doc) do copy[k] = v end
    if type(doc.models) == "table" then
        copy.models = {}
        for i, m in pairs(doc.models) do
            local mc = m
            if type(m) == "table" then
                mc = {}
                for k, v in pairs(m) do mc[k] = v end
                for _, key in ipairs({ "characteristics", "ranges" }) do
                    if type(mc[key]) == "table" and next(mc[key]) == nil then mc[key] = "\0{}" end
                end
            end
            copy.models[i] = mc
        end
    end
    return (text_of(copy, what):gsub('"\\u0000{}"', "{}"))
end

local function load(source, what)
    local ty = type(source)
    if ty == "table" then
        return wargen._models_load_string(document_text(source, what), "<table>")
    elseif ty == "string" then
        if source:find("^%s*{") then return wargen._models_load_string(source, "<string>") end
        return wargen._models_load_file(source)
    elseif source == nil then
        return wargen._models_new()
    end
    error(what .. ": expected a path, a JSON string, a table or nil, got " .. ty, 3)
end

---- traces (M5) -------------------------------------------------------------

local Trace = {}
Trace.__index = Trace

-- A trace: model, stat, value (the final value) and steps, the steps of
-- `wargen modify --json --explain` as tables: {op = "base", after = 8},
-- {op = "add", value = 3, before = 8, after = 10, clamped = true}, ...
-- tostring(trace) is its text. It outlives its Models.
local function wrap_trace(h, msg, code)
    if h == nil then return nil, msg, code end
    return setmetatable({ _h = h, model = wargen._trace_model(h), stat = wargen._trace_stat(h),
                          value = wargen._trace_value(h), steps = wargen._trace_to_doc(h) },
                        Trace)
end

local function trace_h(t, what)
    if getmetatable(t) ~= Trace then
        error(what .. ": expected a wargen.Trace (call methods as t:" .. what .. "(...))", 3)
    end
    return t._h
end

-- t:to_json(): the steps as JSON text; t:to_table(): a fresh copy of
-- steps; t:to_text(): the text.
function Trace:to_json() return wargen._trace_to_json(trace_h(self, "to_json")) end
function Trace:to_table() return wargen._trace_to_doc(trace_h(self, "to_table")) end
function Trace:to_text() return wargen._trace_to_text(trace_h(self, "to_text")) end
function Trace:__tostring()
    local h = rawget(self, "_h")
    return h and wargen._trace_to_text(h) or "wargen.Trace"
end

wargen.Trace = Trace

---- model sets ------------------------------------------------------------

local Models = {}
Models.__index = Models

local function models_h(m, what)
    if getmetatable(m) ~= Models then
        error(what .. ": expected a wargen.Models (call methods as m:" .. what .. "(...))", 3)
    end
    return m._h
end

-- f(h, index of model, ...), or nil, message, code for an unknown model.
local function at(self, what, model, f, ...)
    local h = models_h(self, what)
    local i, msg, code = wargen._models_find(h, str(model, what .. ": the model id"))
    if i == nil then return nil, msg, code end
    return f(h, i, ...)
end

-- Models.new(source): a wargen-models/1 document from a path, a JSON string
-- (starting with "{") or a table shaped like the document; nil for an
-- empty set. A Models is returned as is. Also Models.load and wargen.Models.
function Models.new(source)
    if getmetatable(source) == Models then return source end
    local h, msg, code = load(source, "Models.new")
    if h == nil then return nil, msg, code end
    return setmetatable({ _h = h }, Models)
end
Models.load = Models.new
setmetatable(Models, { __call = function(_, source) return Models.new(source) end })

-- m:count(): the number of models; m:models() (or m:ids()): their ids.
function Models:count() return wargen._models_model_count(models_h(self, "count")) end
function Models:models()
    local h, ids = models_h(self, "models"), {}
    for i = 1, wargen._models_model_count(h) do ids[i] = wargen._models_id_at(h, i) end
    return ids
end
Models.ids = Models.models
-- m:has(id): whether there is a model with that id.
function Models:has(id)
    return wargen._models_find(models_h(self, "has"), str(id, "has: the model id")) ~= nil
end

-- Characteristics {name = base} and ranges {name = {min, max}} as a list
-- of {name, base, min, max}, sorted by name (a table has no order).
local function stat_list(characteristics, ranges, what)
    if type(characteristics or {}) ~= "table" or type(ranges or {}) ~= "table" then
        error(what .. ": characteristics and ranges must be tables", 3)
    end
    characteristics, ranges = characteristics or {}, ranges or {}
    local list = {}
    for name, base in pairs(characteristics) do
        if type(name) ~= "string" then error(what .. ": characteristic names are strings", 3) end
        local r = ranges[name] or { wargen.STAT_MIN, wargen.STAT_MAX }
        if type(r) ~= "table" then error(what .. ": a range is a table {min, max}", 3) end
        list[#list + 1] = { name = name, base = base, min = r.min or r[1], max = r.max or r[2] }
    end
    table.sort(list, function(a, b) return a.name < b.name end)
    for name in pairs(ranges) do
        if characteristics[name] == nil then
            return nil, what .. ": a range for " .. tostring(name) .. ", which is not among "
                        .. "the characteristics", wargen.EINVAL
        end
    end
    for _, s in ipairs(list) do
        for _, key in ipairs({ "base", "min", "max" }) do
            local v, msg, code = int(s[key], what .. ": " .. s.name .. " " .. key)
            if v == nil then return nil, msg, code end
        end
    end
    return list
end

local function add_stats(h, i, list)
    for _, s in ipairs(list) do
        local ok, msg, code = wargen._models_add_stat(h, i, s.name, s.base, s.min, s.max)
        if not ok then return nil, msg, code end
    end
    return true
end

-- m:add_model(id, characteristics, ranges): a model with characteristics
-- {name = base} (range 0-10, M4) and ranges {name = {min, max}}. true, or
-- nil, message, code (the set unchanged: tried on a scratch set first).
function Models:add_model(id, characteristics, ranges)
    local h = models_h(self, "add_model")
    str(id, "add_model: the id")
    local list, msg, code = stat_list(characteristics, ranges, "add_model")
    if list == nil then return nil, msg, code end
    for _, target in ipairs({ wargen._models_new(), h }) do
        local i
        i, msg, code = wargen._models_add_model(target, id)
        if i ~= nil then i, msg, code = add_stats(target, i, list) end
        if i == nil then return nil, msg, code end
    end
    return true
end

-- m:add_characteristic(model, name, base, range): range {min, max} or nil
-- for 0-10 (M4).
function Models:add_characteristic(model, name, base, range)
    str(name, "add_characteristic: the name")
    local list, msg, code = stat_list({ [name] = base }, { [name] = range },
                                      "add_characteristic")
    if list == nil then return nil, msg, code end
    return at(self, "add_characteristic", model, add_stats, list)
end

-- m:characteristics(model): {{name, base, min, max}, ...} in the order added.
function Models:characteristics(model)
    return at(self, "characteristics", model, function(h, i)
        local list = {}
        for k = 1, wargen._models_stat_count(h, i) do list[k] = wargen._models_stat_at(h, i, k) end
        return list
    end)
end

-- m:stats(model): the names of the model's characteristics, in the order added.
function Models:stats(model)
    local list, msg, code = self:characteristics(model)
    if list == nil then return nil, msg, code end
    for i, s in ipairs(list) do list[i] = s.name end
    return list
end

-- m:modifiers(model): the modifiers in the order applied, shaped like the
-- document's, each with its id as `id`.
function Models:modifiers(model)
    return at(self, "modifiers", model, function(h, i)
        local list = {}
        for k = 1, wargen._models_modifier_count(h, i) do
            list[k] = wargen._models_modifier_to_json(h, i, k)
        end
        return list
    end)
end

-- m:add_modifier(model, {stat=, op=, value=, model=, from=, num=, den=,
-- round=, min=, max=, source=}): a modifier applied after those the model
-- has (M3); the members of wargen-models/1 (FORMATS.md). Returns its id,
-- or nil, message, code.
function Models:add_modifier(model, spec)
    local text = text_of(spec, "add_modifier")
    return at(self, "add_modifier", model, wargen._models_add_modifier_string, text)
end

-- A modifier id as C's size_t: nil, message, ENOTFOUND for a negative one.
local function mod_id(id, what)
    local n, msg, code = int(id, what .. ": id")
    if n ~= nil and n < 0 then return nil, what .. ": no modifier " .. n, wargen.ENOTFOUND end
    return n, msg, code
end

-- m:change_modifier(id, spec): replace modifier id (spec as add_modifier's);
-- it keeps its model and its place in the order. true, or nil, message, code.
function Models:change_modifier(id, spec)
    local h, text = models_h(self, "change_modifier"), text_of(spec, "change_modifier")
    local n, msg, code = mod_id(id, "change_modifier")
    if n == nil then return nil, msg, code end
    return wargen._models_change_modifier_string(h, n, text)
end

-- m:remove_modifier(id): true, or nil, message, code.
function Models:remove_modifier(id)
    local h = models_h(self, "remove_modifier")
    local n, msg, code = mod_id(id, "remove_modifier")
    if n == nil then return nil, msg, code end
    return wargen._models_remove_modifier(h, n)
end

-- m:set_base(model, stat, value): true, or nil, message, code.
function Models:set_base(model, stat, value)
    local v, msg, code = int(value, "set_base: value")
    if v == nil then return nil, msg, code end
    return at(self, "set_base", model, wargen._models_set_base, str(stat, "set_base: stat"), v)
end

-- m:value(model, stat): the final value (M1-M4), or nil, message, code.
function Models:value(model, stat)
    return at(self, "value", model, wargen._models_value, str(stat, "value: stat"))
end

-- m:evaluate(): every final value, {model = {stat = value}}; or nil,
-- message, code (a cycle of `use` modifiers, named: M2).
function Models:evaluate()
    local h = models_h(self, "evaluate")
    local ok, msg, code = wargen._models_evaluate(h)
    if not ok then return nil, msg, code end
    local values = {}
    for i = 0, wargen._models_model_count(h) - 1 do
        local v = {}
        for k = 1, wargen._models_stat_count(h, i) do
            local name = wargen._models_stat_at(h, i, k).name
            v[name] = wargen._models_value(h, i, name)
        end
        values[wargen._models_id_at(h, i + 1)] = v
    end
    return values
end

-- m:evaluations(): how many characteristic evaluations the set has done.
function Models:evaluations() return wargen._models_evaluations(models_h(self, "evaluations")) end

-- m:explain(model, stat): the Trace (M5), or nil, message, code.
function Models:explain(model, stat)
    return wrap_trace(at(self, "explain", model, wargen._models_explain,
                         str(stat, "explain: stat")))
end

-- m:to_json(explain), m:to_table(explain): the `wargen modify --json
-- [--explain]` document, as text and as tables; m:to_text(explain): the
-- human output of `wargen modify [--explain]`.
function Models:to_json(explain)
    return wargen._models_to_json(models_h(self, "to_json"), not not explain)
end
function Models:to_table(explain)
    return wargen._models_to_doc(models_h(self, "to_table"), not not explain)
end
function Models:to_text(explain)
    return wargen._models_to_text(models_h(self, "to_text"), not not explain)
end

function Models:__tostring()
    local h = rawget(self, "_h")
    return "wargen.Models(" .. (h and wargen._models_model_count(h) or 0) .. " models)"
end

wargen.Models = Models

-- wargen.evaluate(doc, explain): the `wargen modify --json [--explain]`
-- document of doc (a path, a JSON string, a table or a Models) as tables;
-- or nil, message, code.
function wargen.evaluate(doc, explain)
    if doc == nil then error("evaluate: expected a path, a JSON string or a table", 2) end
    local m, msg, code = Models.new(doc)
    if m == nil then return nil, msg, code end
    return m:to_table(explain)
end
end
%}
#endif
