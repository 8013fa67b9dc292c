/* mod module: the order of modifiers (The 9th Age, rules M1-M5).
 *
 * SWIG exposes thin private pieces: the handles wargen._Models and
 * wargen._Trace, and a few module functions whose names start with `_`.
 * The public API is built on them in the language itself:
 * bindings/python/wargen/mod.py (Models, Trace, evaluate) and the %luacode
 * at the end of this file (wargen.Models, wargen.Trace, wargen.evaluate).
 *
 * Models cross by id: the handle's methods take a model's id and look it up
 * (wg_models_find), so an unknown id is WG_ENOTFOUND naming it. Modifiers
 * cross by the ids the library gives them (never reused; not indexes, so
 * the same number in Python and Lua). The k-th characteristic or modifier
 * of a model and the k-th step of a trace are indexes: 0-based in Python,
 * 1-based in Lua (the `size_t index` typemap of wargen.i). A modifier
 * crosses as the op and its fields by name ("add", "min" / "max", "down");
 * read back, a modifier or a trace step is a dict / table in the shape of
 * the `wargen-models/1` document.
 *
 * A trace is self-contained (mod.h): it needs nothing kept alive.
 *
 * Uses the typemaps of gen.i: char **json_out, int *int_out and
 * (const char *json, size_t size).
 */

%{
#include <stdio.h>

static wg_models *wgb_models_new(wg_error *err)
{
    wg_models *m = NULL;
    wg_models_new(&m, err);
    return m;
}

static wg_models *wgb_models_load_file(const char *path, wg_error *err)
{
    wg_models *m = NULL;
    wg_models_load_file(&m, path, err);
    return m;
}

static wg_models *wgb_models_load_string(const char *json, size_t size, const char *name,
                                         wg_error *err)
{
    wg_models *m = NULL;
    wg_models_load_string(&m, json, size, name, err);
    return m;
}

/* Fill err (when given) with code and a message, like the library does. */
static wg_status wgb_mod_fail(wg_error *err, wg_status code, const char *fmt, const char *arg)
{
    if (err) {
        wg_error_clear(err);
        err->code = code;
        snprintf(err->message, sizeof err->message, fmt, arg ? arg : "");
    }
    return code;
}

/* The index of the model with id `id`: WG_ENOTFOUND naming it otherwise. */
static wg_status wgb_models_index(size_t *out, const wg_models *m, const char *id,
                                  wg_error *err)
{
    if (id == NULL)
        return wgb_mod_fail(err, WG_EINVAL, "a model id is required%s", NULL);
    return wg_models_find(out, m, id, err);
}

/* A modifier from its fields by name: op "set", "use", "mul" or "add";
 * round NULL (up), "up" or "down"; bound NULL (none), "min" or "max". */
static wg_status wgb_modifier(wg_modifier *out, const char *stat, const char *op, int value,
                              const char *model, const char *from, int num, int den,
                              const char *round, const char *bound, int limit,
                              const char *source, wg_error *err)
{
    wg_modifier m;
    memset(&m, 0, sizeof m);
    if (op == NULL)
        return wgb_mod_fail(err, WG_EINVAL, "a modifier needs an op%s", NULL);
    wg_status st = wg_mod_op_parse(&m.op, op, err);
    if (st != WG_OK)
        return st;
    m.stat = stat;
    m.value = value;
    m.model = model;
    m.from = from;
    m.num = num;
    m.den = den;
    if (round == NULL || strcmp(round, "up") == 0)
        m.round = WG_ROUND_UP;
    else if (strcmp(round, "down") == 0)
        m.round = WG_ROUND_DOWN;
    else
        return wgb_mod_fail(err, WG_EINVAL,
                            "round \"%s\" is neither \"up\" nor \"down\" (M1)", round);
    if (bound == NULL)
        m.bound = WG_BOUND_NONE;
    else if (strcmp(bound, "min") == 0)
        m.bound = WG_BOUND_MIN;
    else if (strcmp(bound, "max") == 0)
        m.bound = WG_BOUND_MAX;
    else
        return wgb_mod_fail(err, WG_EINVAL, "bound \"%s\" is neither \"min\" nor \"max\" (M3)",
                            bound);
    m.limit = limit;
    m.source = source;
    *out = m;
    return WG_OK;
}
%}

/* ---- typemaps (before the classes they apply to) ----------------------- */

/* size_t *id_out: a modifier's id. Not an index: the same number in every
 * language. */
%typemap(in, numinputs=0) size_t *id_out (size_t temp = 0) {
    $1 = &temp;
}
%typemap(in, numinputs=0) wg_stat *stat_out (wg_stat temp) {
    memset(&temp, 0, sizeof temp);
    $1 = &temp;
}
%typemap(in, numinputs=0) wg_modifier *modifier_out (wg_modifier temp) {
    memset(&temp, 0, sizeof temp);
    $1 = &temp;
}
/* char **text_out: human text, freed like char **json_out. */
%apply char **json_out { char **text_out };

#ifdef SWIGPYTHON
%{
/* Set d[key] = value and drop the reference to value (which may be NULL:
 * then fail). */
static int wgb_py_set(PyObject *d, const char *key, PyObject *value)
{
    if (value == NULL)
        return -1;
    int rc = PyDict_SetItemString(d, key, value);
    Py_DECREF(value);
    return rc;
}

/* The fields of a modifier into d, in the document's shape: op, and what
 * the op uses (value; model, from; num, den, round), min or max, source. */
static int wgb_py_modifier_fields(PyObject *d, const wg_modifier *m)
{
    const char *op = wg_mod_op_name(m->op);
    if (wgb_py_set(d, "op", PyUnicode_FromString(op ? op : "?")) < 0)
        return -1;
    switch (m->op) {
    case WG_MOD_SET:
    case WG_MOD_ADD:
        if (wgb_py_set(d, "value", PyLong_FromLong(m->value)) < 0)
            return -1;
        break;
    case WG_MOD_USE:
        if (m->model && wgb_py_set(d, "model", PyUnicode_FromString(m->model)) < 0)
            return -1;
        if (m->from && wgb_py_set(d, "from", PyUnicode_FromString(m->from)) < 0)
            return -1;
        break;
    case WG_MOD_MUL:
        if (wgb_py_set(d, "num", PyLong_FromLong(m->num)) < 0
            || wgb_py_set(d, "den", PyLong_FromLong(m->den)) < 0
            || wgb_py_set(d, "round", PyUnicode_FromString(m->round == WG_ROUND_DOWN ? "down"
                                                                                     : "up")) < 0)
            return -1;
        break;
    default:
        break;
    }
    if (m->bound != WG_BOUND_NONE
        && wgb_py_set(d, m->bound == WG_BOUND_MIN ? "min" : "max", PyLong_FromLong(m->limit)) < 0)
        return -1;
    if (m->source && wgb_py_set(d, "source", PyUnicode_FromString(m->source)) < 0)
        return -1;
    return 0;
}

/* A step as a dict: the modifier's fields, its id, and used, before, raw,
 * after, bounded, clamped. */
static PyObject *wgb_py_step(const wg_step *s)
{
    PyObject *d = PyDict_New();
    if (d == NULL)
        return NULL;
    if (wgb_py_modifier_fields(d, &s->modifier) < 0
        || wgb_py_set(d, "id", PyLong_FromSize_t(s->id)) < 0
        || wgb_py_set(d, "used", PyLong_FromLong(s->used)) < 0
        || wgb_py_set(d, "before", PyLong_FromLong(s->before)) < 0
        || wgb_py_set(d, "raw", PyLong_FromLong(s->raw)) < 0
        || wgb_py_set(d, "after", PyLong_FromLong(s->after)) < 0
        || wgb_py_set(d, "bounded", PyBool_FromLong(s->bounded)) < 0
        || wgb_py_set(d, "clamped", PyBool_FromLong(s->clamped)) < 0) {
        Py_DECREF(d);
        return NULL;
    }
    return d;
}
%}
%typemap(argout) size_t *id_out {
    if (result == WG_OK) {
        PyObject *id = PyLong_FromSize_t(*$1);
        if (id == NULL)
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, id);
    }
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
/* A modifier as a dict in the document's shape, with its stat (and its id
 * when an id_out comes with it). */
%typemap(argout) wg_modifier *modifier_out {
    if (result == WG_OK) {
        PyObject *d = PyDict_New();
        if (d == NULL)
            SWIG_fail;
        if (wgb_py_set(d, "stat", PyUnicode_FromString($1->stat ? $1->stat : "")) < 0
            || wgb_py_modifier_fields(d, $1) < 0) {
            Py_DECREF(d);
            SWIG_fail;
        }
        $result = SWIG_Python_AppendOutput($result, d);
    }
}
%typemap(out) const wg_step * {
    if ($1) {
        $result = wgb_py_step($1);
        if ($result == NULL)
            SWIG_fail;
    } else {
        $result = SWIG_Py_Void();
    }
}
#endif

#ifdef SWIGLUA
%{
static void wgb_lua_set_int(lua_State *L, const char *key, lua_Integer value)
{
    lua_pushinteger(L, value);
    lua_setfield(L, -2, key);
}

static void wgb_lua_set_string(lua_State *L, const char *key, const char *value)
{
    if (value) {
        lua_pushstring(L, value);
        lua_setfield(L, -2, key);
    }
}

/* The fields of a modifier into the table on the top of the stack, in the
 * document's shape (see wgb_py_modifier_fields). */
static void wgb_lua_modifier_fields(lua_State *L, const wg_modifier *m)
{
    const char *op = wg_mod_op_name(m->op);
    wgb_lua_set_string(L, "op", op ? op : "?");
    switch (m->op) {
    case WG_MOD_SET:
    case WG_MOD_ADD:
        wgb_lua_set_int(L, "value", m->value);
        break;
    case WG_MOD_USE:
        wgb_lua_set_string(L, "model", m->model);
        wgb_lua_set_string(L, "from", m->from);
        break;
    case WG_MOD_MUL:
        wgb_lua_set_int(L, "num", m->num);
        wgb_lua_set_int(L, "den", m->den);
        wgb_lua_set_string(L, "round", m->round == WG_ROUND_DOWN ? "down" : "up");
        break;
    default:
        break;
    }
    if (m->bound != WG_BOUND_NONE)
        wgb_lua_set_int(L, m->bound == WG_BOUND_MIN ? "min" : "max", m->limit);
    wgb_lua_set_string(L, "source", m->source);
}
%}
%typemap(argout) size_t *id_out {
    if (result == WG_OK) {
        lua_pushinteger(L, (lua_Integer)*$1);
        SWIG_arg++;
    }
}
%typemap(argout) wg_stat *stat_out {
    if (result == WG_OK) {
        lua_createtable(L, 0, 4);
        wgb_lua_set_string(L, "name", $1->name);
        wgb_lua_set_int(L, "base", $1->base);
        wgb_lua_set_int(L, "min", $1->min);
        wgb_lua_set_int(L, "max", $1->max);
        SWIG_arg++;
    }
}
%typemap(argout) wg_modifier *modifier_out {
    if (result == WG_OK) {
        lua_createtable(L, 0, 8);
        wgb_lua_set_string(L, "stat", $1->stat);
        wgb_lua_modifier_fields(L, $1);
        SWIG_arg++;
    }
}
%typemap(out) const wg_step * {
    if ($1) {
        lua_createtable(L, 0, 12);
        wgb_lua_modifier_fields(L, &$1->modifier);
        wgb_lua_set_int(L, "id", (lua_Integer)$1->id);
        wgb_lua_set_int(L, "used", $1->used);
        wgb_lua_set_int(L, "before", $1->before);
        wgb_lua_set_int(L, "raw", $1->raw);
        wgb_lua_set_int(L, "after", $1->after);
        lua_pushboolean(L, $1->bounded);
        lua_setfield(L, -2, "bounded");
        lua_pushboolean(L, $1->clamped);
        lua_setfield(L, -2, "clamped");
    } else {
        lua_pushnil(L);
    }
    SWIG_arg++;
}
/* The evaluation counter as an integer (5.4), not a float. */
%typemap(out) unsigned long long "lua_pushinteger(L, (lua_Integer)$1); SWIG_arg++;"
#endif

/* ---- constants and module functions ------------------------------------ */

%constant int MOD_VALUE_MAX = WG_MOD_VALUE_MAX;
%constant int MOD_RATIO_MAX = WG_MOD_RATIO_MAX;
%constant int MOD_NAME_MAX = WG_MOD_NAME_MAX;
%constant int STAT_MIN = WG_STAT_MIN;
%constant int STAT_MAX = WG_STAT_MAX;

/* An op's name by number ("base", "set", "use", "mul", "add"); None / nil
 * for an unknown one. */
%rename(_mod_op_name) wg_mod_op_name;
const char *wg_mod_op_name(int op);

/* ---- handles ----------------------------------------------------------- */

WG_HANDLE(wg_models, _Models)
WG_HANDLE(wg_trace, _Trace)

%newobject wgb_models_new;
%newobject wgb_models_load_file;
%newobject wgb_models_load_string;
%rename(_models_new) wgb_models_new;
wg_models *wgb_models_new(wg_error *nullerr);
%rename(_models_load_file) wgb_models_load_file;
wg_models *wgb_models_load_file(const char *path, wg_error *nullerr);
%rename(_models_load_string) wgb_models_load_string;
wg_models *wgb_models_load_string(const char *json, size_t size, const char *name,
                                  wg_error *nullerr);

%newobject wg_models::explain_stat;
%rename(add_model) wg_models::add_model_id;
%rename(add_stat) wg_models::add_stat_to;
%rename(add_modifier) wg_models::add_modifier_to;
%rename(change_modifier) wg_models::change_modifier_to;
%rename(set_base) wg_models::set_base_of;
%rename(value) wg_models::value_of;
%rename(explain) wg_models::explain_stat;
%rename(stat_count) wg_models::stat_count_of;
%rename(stat_at) wg_models::stat_of;
%rename(modifier_count) wg_models::modifier_count_of;
%rename(modifier_at) wg_models::modifier_of;
%rename(to_json) wg_models::to_json_text;
%rename(to_text) wg_models::to_human_text;
%extend wg_models {
    /** Number of models. */
    size_t model_count();
    /** The id of the index-th model, or None / nil. */
    const char *id_at(size_t index);
    /** add_model(id): the new model's index. */
    wg_status add_model_id(size_t *index_out, const char *id, wg_error *err) {
        return wg_models_add_model(index_out, $self, id, err);
    }
    /** add_stat(model, stat, base, min, max): a characteristic of the model with that id. */
    wg_status add_stat_to(const char *model, const char *stat, int base, int min, int max,
                          wg_error *err) {
        size_t i;
        wg_status st = wgb_models_index(&i, $self, model, err);
        return st == WG_OK ? wg_models_add_stat($self, i, stat, base, min, max, err) : st;
    }
    /** add_modifier(model, stat, op, value, use_model, from, num, den, round, bound,
     *  limit, source): the new modifier's id. op, round and bound by name;
     *  round and bound None / nil for the default (up) and none. */
    wg_status add_modifier_to(size_t *id_out, const char *model, const char *stat,
                              const char *op, int value, const char *use_model,
                              const char *from, int num, int den, const char *round,
                              const char *bound, int limit, const char *source,
                              wg_error *err) {
        size_t i;
        wg_modifier m;
        wg_status st = wgb_models_index(&i, $self, model, err);
        if (st == WG_OK)
            st = wgb_modifier(&m, stat, op, value, use_model, from, num, den, round, bound,
                              limit, source, err);
        return st == WG_OK ? wg_models_add_modifier(id_out, $self, i, &m, err) : st;
    }
    /** change_modifier(id, stat, op, ...): as add_modifier, without the model. */
    wg_status change_modifier_to(size_t id, const char *stat, const char *op, int value,
                                 const char *use_model, const char *from, int num, int den,
                                 const char *round, const char *bound, int limit,
                                 const char *source, wg_error *err) {
        wg_modifier m;
        wg_status st = wgb_modifier(&m, stat, op, value, use_model, from, num, den, round,
                                    bound, limit, source, err);
        return st == WG_OK ? wg_models_change_modifier($self, id, &m, err) : st;
    }
    /** remove_modifier(id). */
    wg_status remove_modifier(size_t id, wg_error *err);
    /** set_base(model, stat, base). */
    wg_status set_base_of(const char *model, const char *stat, int base, wg_error *err) {
        size_t i;
        wg_status st = wgb_models_index(&i, $self, model, err);
        return st == WG_OK ? wg_models_set_base($self, i, stat, base, err) : st;
    }
    /** value(model, stat): the final value (M1-M4). */
    wg_status value_of(int *int_out, const char *model, const char *stat, wg_error *err) {
        size_t i;
        wg_status st = wgb_models_index(&i, $self, model, err);
        return st == WG_OK ? wg_models_value(int_out, $self, i, stat, err) : st;
    }
    /** evaluate(): every characteristic not already known. */
    wg_status evaluate(wg_error *err);
    /** How many characteristic evaluations the set has done. */
    unsigned long long evaluations();
    /** explain(model, stat): the trace (M5). */
    wg_trace *explain_stat(const char *model, const char *stat, wg_error *nullerr) {
        size_t i;
        wg_trace *t = NULL;
        if (wgb_models_index(&i, $self, model, nullerr) == WG_OK)
            wg_models_explain(&t, $self, i, stat, nullerr);
        return t;
    }
    /** stat_count(model): the number of characteristics of the model. */
    wg_status stat_count_of(int *int_out, const char *model, wg_error *err) {
        size_t i;
        wg_status st = wgb_models_index(&i, $self, model, err);
        if (st == WG_OK)
            *int_out = (int)wg_models_stat_count($self, i);
        return st;
    }
    /** stat_at(model, index): {name, base, min, max}. */
    wg_status stat_of(wg_stat *stat_out, const char *model, size_t index, wg_error *err) {
        size_t i;
        wg_status st = wgb_models_index(&i, $self, model, err);
        return st == WG_OK ? wg_models_stat_at(stat_out, $self, i, index, err) : st;
    }
    /** modifier_count(model): the number of modifiers of the model. */
    wg_status modifier_count_of(int *int_out, const char *model, wg_error *err) {
        size_t i;
        wg_status st = wgb_models_index(&i, $self, model, err);
        if (st == WG_OK)
            *int_out = (int)wg_models_modifier_count($self, i);
        return st;
    }
    /** modifier_at(model, index): the modifier in the document's shape, and its id. */
    wg_status modifier_of(wg_modifier *modifier_out, size_t *id_out, const char *model,
                          size_t index, wg_error *err) {
        size_t i;
        wg_status st = wgb_models_index(&i, $self, model, err);
        return st == WG_OK ? wg_models_modifier_at(modifier_out, id_out, $self, i, index, err)
                           : st;
    }
    /** to_json(explain): the `wargen modify --json [--explain]` document. */
    wg_status to_json_text(char **json_out, bool explain, wg_error *err) {
        return wg_models_to_json(json_out, $self, explain, err);
    }
    /** to_text(explain): the human output of `wargen modify [--explain]`. */
    wg_status to_human_text(char **text_out, bool explain, wg_error *err) {
        return wg_models_to_text(text_out, $self, explain, err);
    }
}

%rename(to_text) wg_trace::to_text_lines;
%rename(to_json) wg_trace::to_json_array;
%extend wg_trace {
    /** The model id and characteristic name. */
    const char *model();
    const char *stat();
    /** The final value. */
    int value();
    /** Number of steps (the base first). */
    size_t step_count();
    /** The index-th step with every field of wg_step, or None / nil. */
    const wg_step *step_at(size_t index);
    /** The trace as text, one line per step. */
    wg_status to_text_lines(char **text_out, wg_error *err) {
        return wg_trace_to_text(text_out, $self, err);
    }
    /** The trace as the JSON array of `wargen modify --json --explain`. */
    wg_status to_json_array(char **json_out, wg_error *err) {
        return wg_trace_to_json(json_out, $self, err);
    }
}


/* ---- the Lua layer ------------------------------------------------------ */

#ifdef SWIGLUA
%luacode %{
-- The mod module in Lua style (rules M1-M5): wargen.Models, wargen.Trace,
-- wargen.evaluate. Failures return nil, message, code; programming errors
-- (wrong types, unknown keys) raise. Models are named by their ids,
-- modifiers by the ids add_modifier returns; the k-th step of a trace is
-- trace.steps[k] (from 1).
do
local floor = math.floor
local json = wargen._json  -- the decoder and encoder of the gen block
local sort = table.sort

local INT_MIN, INT_MAX = -2 ^ 31, 2 ^ 31 - 1

-- The ops a modifier can have, in M1's order of groups: set, use, mul, add.
wargen.MODIFIER_OPS = {}
for op = 1, 4 do wargen.MODIFIER_OPS[op] = wargen._mod_op_name(op) end

-- A whole number (raises otherwise); nil, message, ERANGE beyond C's int.
local function int(v, what)
    if type(v) ~= "number" or v ~= floor(v) then
        error(what .. ": expected a whole number, got " .. tostring(v), 3)
    end
    if v < INT_MIN or v > INT_MAX then
        return nil, what .. " " .. string.format("%.0f", v) .. " is out of range", wargen.ERANGE
    end
    return v
end

local function str(v, what, optional)
    if v == nil and optional then return nil end
    if type(v) ~= "string" then
        error(what .. ": expected a string, got " .. type(v), 3)
    end
    return v
end

-- The document from a table: wargen._json writes an empty table as [], so
-- the objects of a model (characteristics, ranges) that are empty are
-- written as {} here.
local EMPTY = "\0wargen-empty-object\0"
local function encode_document(doc)
    local models = type(doc) == "table" and doc.models
    if type(models) ~= "table" then return json.encode(doc) end
    local copy, list = {}, {}
    for k, v in pairs(doc) do copy[k] = v end
    for i, m in pairs(models) do
        if type(m) == "table" then
            local mc = {}
            for k, v in pairs(m) do mc[k] = v end
            for _, key in ipairs({ "characteristics", "ranges" }) do
                if type(mc[key]) == "table" and next(mc[key]) == nil then mc[key] = EMPTY end
            end
            list[i] = mc
        else
            list[i] = m
        end
    end
    copy.models = list
    local text = json.encode(copy)
    return (text:gsub('"\\u0000wargen%-empty%-object\\u0000"', "{}"))
end

local function load(source, what)
    local ty = type(source)
    if ty == "table" then
        local ok, text = pcall(encode_document, source)
        if not ok then error(what .. ": " .. text, 3) end
        return wargen._models_load_string(text, "<table>")
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

-- A trace: model, stat, value (the final value) and steps, a list of tables
-- shaped like the steps of `wargen modify --json --explain`:
-- {op = "base", after = 8}, {op = "add", value = 3, before = 8, after = 10,
-- clamped = true}, ... tostring(trace) is its text, one line per step.
-- It needs nothing kept alive: it outlives its Models.
local function wrap_trace(h, msg, code)
    if h == nil then return nil, msg, code end
    local text, msg2, code2 = h:to_json()
    if text == nil then return nil, msg2, code2 end
    return setmetatable({ _h = h, model = h:model(), stat = h:stat(), value = h:value(),
                          steps = json.decode(text) }, Trace)
end

local function is_trace(t, what)
    if getmetatable(t) ~= Trace then
        error(what .. ": expected a wargen.Trace (call methods as t:" .. what .. "(...))", 3)
    end
    return t._h
end

-- t:to_json(): the steps as the JSON array; t:to_table(): the same decoded
-- (a fresh copy of steps); t:to_text(): the text.
function Trace:to_json() return is_trace(self, "to_json"):to_json() end
function Trace:to_table() return json.decode(is_trace(self, "to_table"):to_json()) end
function Trace:to_text() return is_trace(self, "to_text"):to_text() end
function Trace:__tostring()
    local h = rawget(self, "_h")
    return h and h:to_text() or "wargen.Trace"
end

wargen.Trace = Trace

---- model sets ------------------------------------------------------------

local Models = {}
Models.__index = Models

local function wrap_models(h, msg, code)
    if h == nil then return nil, msg, code end
    return setmetatable({ _h = h }, Models)
end

local function is_models(m, what)
    if getmetatable(m) ~= Models then
        error(what .. ": expected a wargen.Models (call methods as m:" .. what .. "(...))", 3)
    end
    return m._h
end

-- Models.new(source): a wargen-models/1 document from a path, a JSON string
-- (starting with "{") or a table shaped like the document; nil for an
-- empty set to build with add_model and add_modifier. A Models is returned
-- as is. Also Models.load(source) and wargen.Models(source).
function Models.new(source)
    if getmetatable(source) == Models then return source end
    return wrap_models(load(source, "Models.new"))
end
Models.load = Models.new
setmetatable(Models, { __call = function(_, source) return Models.new(source) end })

-- m:count(): the number of models; m:models() (or m:ids()): their ids, in
-- the order added.
function Models:count() return is_models(self, "count"):model_count() end
function Models:models()
    local h, ids = is_models(self, "models"), {}
    for i = 1, h:model_count() do ids[i] = h:id_at(i) end
    return ids
end
Models.ids = Models.models
-- m:has(id): whether there is a model with that id.
function Models:has(id)
    local h = is_models(self, "has")
    return h:stat_count(str(id, "has: the model id")) ~= nil
end

-- Characteristics {name = base} and ranges {name = {min, max}} as a list
-- of {name, base, min, max}, sorted by name (a table has no order).
local function stat_list(characteristics, ranges, what)
    if characteristics ~= nil and type(characteristics) ~= "table" then
        error(what .. ": characteristics must be a table {name = base}", 3)
    end
    if ranges ~= nil and type(ranges) ~= "table" then
        error(what .. ": ranges must be a table {name = {min, max}}", 3)
    end
    characteristics, ranges = characteristics or {}, ranges or {}
    local list = {}
    for name, base in pairs(characteristics) do
        if type(name) ~= "string" then error(what .. ": characteristic names are strings", 3) end
        list[#list + 1] = { name = name, base = base, min = wargen.STAT_MIN,
                            max = wargen.STAT_MAX }
    end
    sort(list, function(a, b) return a.name < b.name end)
    for name, r in pairs(ranges) do
        if characteristics[name] == nil then
            return nil, what .. ": a range for " .. tostring(name) .. ", which is not among "
                        .. "the characteristics", wargen.EINVAL
        end
        if type(r) ~= "table" then error(what .. ": a range is a table {min, max}", 3) end
    end
    for _, s in ipairs(list) do
        local r = ranges[s.name]
        if r then s.min, s.max = r.min or r[1], r.max or r[2] end
        for _, key in ipairs({ "base", "min", "max" }) do
            local v, msg, code = int(s[key], what .. ": " .. s.name .. " " .. key)
            if v == nil then return nil, msg, code end
        end
    end
    return list
end

local function add_stats(h, id, list)
    for _, s in ipairs(list) do
        local ok, msg, code = h:add_stat(id, s.name, s.base, s.min, s.max)
        if not ok then return nil, msg, code end
    end
    return true
end

-- m:add_model(id, characteristics, ranges): a model with characteristics
-- {name = base} (range 0-10, M4) and ranges {name = {min, max}} for those
-- with another. true, or nil, message, code (the set unchanged).
function Models:add_model(id, characteristics, ranges)
    local h = is_models(self, "add_model")
    str(id, "add_model: the id")
    local list, msg, code = stat_list(characteristics, ranges, "add_model")
    if list == nil then return nil, msg, code end
    -- Tried on a scratch set first, so that a bad characteristic leaves
    -- this one unchanged.
    local scratch
    scratch, msg, code = wargen._models_new()
    if scratch == nil then return nil, msg, code end
    local ok
    ok, msg, code = scratch:add_model(id)
    if ok then ok, msg, code = add_stats(scratch, id, list) end
    if not ok then return nil, msg, code end
    ok, msg, code = h:add_model(id)
    if not ok then return nil, msg, code end
    return add_stats(h, id, list)
end

-- m:add_characteristic(model, name, base, range): one more characteristic
-- of a model, range {min, max} (nil for 0-10, M4).
function Models:add_characteristic(model, name, base, range)
    local h = is_models(self, "add_characteristic")
    str(model, "add_characteristic: the model id")
    str(name, "add_characteristic: the name")
    local list, msg, code = stat_list({ [name] = base }, { [name] = range },
                                      "add_characteristic")
    if list == nil then return nil, msg, code end
    return add_stats(h, model, list)
end

-- m:characteristics(model): the model's characteristics as declared,
-- {{name, base, min, max}, ...} in the order added.
function Models:characteristics(model)
    local h = is_models(self, "characteristics")
    local n, msg, code = h:stat_count(str(model, "characteristics: the model id"))
    if n == nil then return nil, msg, code end
    local list = {}
    for i = 1, n do list[i] = h:stat_at(model, i) end
    return list
end

-- m:stats(model): the names of the model's characteristics, in the order added.
function Models:stats(model)
    local list, msg, code = self:characteristics(model)
    if list == nil then return nil, msg, code end
    for i, s in ipairs(list) do list[i] = s.name end
    return list
end

-- m:modifiers(model): the model's modifiers in the order applied, shaped
-- like the document's (stat, op, value, ...) with their ids as `id`.
function Models:modifiers(model)
    local h = is_models(self, "modifiers")
    local n, msg, code = h:modifier_count(str(model, "modifiers: the model id"))
    if n == nil then return nil, msg, code end
    local list = {}
    for i = 1, n do
        local m, id = h:modifier_at(model, i)
        m.id = id
        list[i] = m
    end
    return list
end

local SPEC_KEYS = { stat = true, op = true, value = true, model = true, from = true,
                    num = true, den = true, round = true, min = true, max = true,
                    source = true }
-- The keys each op takes besides stat, op, min, max and source.
local OP_KEYS = { set = { value = true }, add = { value = true },
                  use = { model = true, from = true }, mul = { num = true, den = true,
                  round = true } }
local NEEDS = { set = { "value" }, add = { "value" }, use = { "model" },
                mul = { "num", "den" } }

-- The arguments of the handle's add_modifier / change_modifier after the
-- model or id: stat, op, value, model, from, num, den, round, bound, limit,
-- source; or nil, message, code.
local function spec_args(spec, what)
    if type(spec) ~= "table" then
        error(what .. ": expected a table {stat = , op = , ...}, got " .. type(spec), 3)
    end
    for k in pairs(spec) do
        if not SPEC_KEYS[k] then error(what .. ": unknown key " .. tostring(k), 3) end
    end
    local stat, op = str(spec.stat, what .. ": stat"), str(spec.op, what .. ": op")
    str(spec.model, what .. ": model", true)
    str(spec.from, what .. ": from", true)
    str(spec.round, what .. ": round", true)
    str(spec.source, what .. ": source", true)
    local keys = OP_KEYS[op]
    if keys then
        for k in pairs(spec) do
            if (k == "value" or k == "model" or k == "from" or k == "num" or k == "den"
                or k == "round") and not keys[k] then
                return nil, what .. ": " .. k .. " does not apply to op " .. op, wargen.EINVAL
            end
        end
        for _, k in ipairs(NEEDS[op]) do
            if spec[k] == nil then
                return nil, what .. ": op " .. op .. " needs " .. k, wargen.EINVAL
            end
        end
    end -- an unknown op is the library's to refuse
    local bound, limit
    if spec.min ~= nil and spec.max ~= nil then
        return nil, what .. ": a modifier has one bound, min or max, not both (M3)",
               wargen.EINVAL
    elseif spec.min ~= nil then
        bound, limit = "min", spec.min
    elseif spec.max ~= nil then
        bound, limit = "max", spec.max
    end
    local n = {}
    for _, k in ipairs({ "value", "num", "den", "limit" }) do
        local v = k == "limit" and limit or spec[k]
        if v ~= nil then
            local msg, code
            v, msg, code = int(v, what .. ": " .. (k == "limit" and bound or k))
            if v == nil then return nil, msg, code end
        end
        n[k] = v or 0
    end
    return true, stat, op, n.value, spec.model, spec.from, n.num, n.den, spec.round, bound,
           n.limit, spec.source
end

-- f(h, first, stat, op, ...) with spec_args' results, or its failure.
local function apply_spec(f, h, first, ok, ...)
    if ok == nil then return nil, ... end
    return f(h, first, ...)
end

-- m:add_modifier(model, {stat=, op=, value=, model=, from=, num=, den=,
-- round=, min=, max=, source=}): a modifier applied to the model after
-- those it has (M3's order). op "set" (value), "use" (model, from: the
-- characteristic used, default the same), "mul" (num, den, round "up" by
-- default or "down"), "add" (value); min or max a bound (M3), source a
-- label for traces. Returns the modifier's id, or nil, message, code.
function Models:add_modifier(model, spec)
    local h = is_models(self, "add_modifier")
    str(model, "add_modifier: the model id")
    return apply_spec(h.add_modifier, h, model, spec_args(spec, "add_modifier"))
end

-- m:change_modifier(id, spec): replace modifier id (spec as add_modifier's);
-- it keeps its model and its place in the order. true, or nil, message, code.
function Models:change_modifier(id, spec)
    local h = is_models(self, "change_modifier")
    local n, msg, code = int(id, "change_modifier: id")
    if n == nil then return nil, msg, code end
    if n < 0 then return nil, "change_modifier: no modifier " .. n, wargen.ENOTFOUND end
    return apply_spec(h.change_modifier, h, n, spec_args(spec, "change_modifier"))
end

-- m:remove_modifier(id): true, or nil, message, code.
function Models:remove_modifier(id)
    local h = is_models(self, "remove_modifier")
    local n, msg, code = int(id, "remove_modifier: id")
    if n == nil then return nil, msg, code end
    if n < 0 then return nil, "remove_modifier: no modifier " .. n, wargen.ENOTFOUND end
    return h:remove_modifier(n)
end

-- m:set_base(model, stat, value): true, or nil, message, code.
function Models:set_base(model, stat, value)
    local h = is_models(self, "set_base")
    local v, msg, code = int(value, "set_base: value")
    if v == nil then return nil, msg, code end
    return h:set_base(str(model, "set_base: the model id"), str(stat, "set_base: stat"), v)
end

-- m:value(model, stat): the final value (M1-M4), or nil, message, code.
function Models:value(model, stat)
    return is_models(self, "value"):value(str(model, "value: the model id"),
                                          str(stat, "value: stat"))
end

-- m:evaluate(): every final value, {model = {stat = value}}; or nil,
-- message, code (a cycle of `use` modifiers, named: M2).
function Models:evaluate()
    local doc, msg, code = self:to_table(false)
    if doc == nil then return nil, msg, code end
    local values = {}
    for _, m in ipairs(doc.models) do values[m.id] = m.characteristics end
    return values
end

-- m:evaluations(): how many characteristic evaluations the set has done;
-- a change recomputes only what depends on it.
function Models:evaluations() return is_models(self, "evaluations"):evaluations() end

-- m:explain(model, stat): the Trace (M5), or nil, message, code.
function Models:explain(model, stat)
    local h = is_models(self, "explain")
    return wrap_trace(h:explain(str(model, "explain: the model id"),
                                str(stat, "explain: stat")))
end

-- m:to_json(explain), m:to_table(explain): the `wargen modify --json
-- [--explain]` document, as text and decoded; m:to_text(explain): the
-- human output of `wargen modify [--explain]`.
function Models:to_json(explain)
    return is_models(self, "to_json"):to_json(not not explain)
end
function Models:to_table(explain)
    local text, msg, code = is_models(self, "to_table"):to_json(not not explain)
    if text == nil then return nil, msg, code end
    return json.decode(text)
end
function Models:to_text(explain)
    return is_models(self, "to_text"):to_text(not not explain)
end

function Models:__tostring()
    local h = rawget(self, "_h")
    return "wargen.Models(" .. (h and h:model_count() or 0) .. " models)"
end

wargen.Models = Models

-- wargen.evaluate(doc, explain): the `wargen modify --json [--explain]`
-- document of doc (a path, a JSON string, a table or a Models), decoded;
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
