/* The one SWIG interface of libwargen, for Python and Lua: it maps types,
 * ownership and errors; every rule and format is the C library's (README,
 * "The layering rule"). The conventions every module follows:
 * - A handle type is a class (WG_HANDLE) whose destructor frees it once. A
 *   child keeps its parent alive (a pool its generator, a roster its
 *   catalogue, a report its roster): WG_OUT_CHILD.
 * - `wg_error *err` disappears from the signature: a failed call raises a
 *   wargen.WargenError subclass in Python and returns nil, message, code
 *   in Lua (as io.open does). Constructors name it `wg_error *nullerr`.
 * - Arguments are converted once, by type ("arguments" below); indexes
 *   count from 0 in Python and from 1 in Lua, and one past the end of an
 *   accessor is refused as a bad argument ("indexes past the end").
 * - Out-parameters are named for what they become (`T **out`, json_out,
 *   doc_out, struct_out, int_out, ...) and each is freed by the wrapper.
 * - A method without a body is the library function wg_<noun>_<verb>; one
 *   with a body is named <method>_ (the `_` is dropped), so that the C name
 *   SWIG gives it cannot be a library function's.
 * - A layer only the language needs is written in it: bindings/python/
 *   wargen/*.py, and bindings/lua/layer/*.lua, which run at `require`
 *   with the module table as `...` (the %init below).
 */
%module wargen

%{
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <inttypes.h>
#include "wargen.h"
/* Room for wg_error_format()'s one line: file, path, message, numbers. */
#define WGB_ERROR_TEXT_SIZE (WG_ERROR_FILE_SIZE + WG_ERROR_PATH_SIZE + WG_ERROR_MESSAGE_SIZE + 64)
/* The one text of a number out of range, in both languages: the parameter's
 * name, the value as given, the range it must be in. */
#define WGB_RANGE_TEXT "%s %s is out of range (%s)"
%}

%include <stdint.i>
%include <exception.i>

#ifdef SWIGPYTHON
/* Docstrings come from the headers' Doxygen (-doxygen). A wg_status is no
 * Python result (the status typemaps below make it an exception or nothing):
 * no ":rtype: int" for it. */
%typemap(doctype) wg_status "";
#endif


/* ---- errors ------------------------------------------------------------ */

%typemap(in, numinputs=0) wg_error *err (wg_error temp), wg_error *nullerr (wg_error temp) {
    wg_error_clear(&temp);
    $1 = &temp;
}

#ifdef SWIGPYTHON
%{
/* wg_py_error: the wargen.errors exception object that matches e->code,
 * carrying every field of the record (a new reference; NULL with a Python
 * error set on failure). wg_py_raise: raise it; RuntimeError if the
 * package is not importable. */
static PyObject *wg_py_error(const wg_error *e)
{
    const char *msg = e->message[0] ? e->message : wg_status_str(e->code);
    char text[WGB_ERROR_TEXT_SIZE];
    PyObject *mod = PyImport_ImportModule("wargen.errors");
    PyObject *exc = NULL;
    wg_error_format(text, sizeof text, e);
    if (mod) {
        exc = PyObject_CallMethod(mod, "_from_record", "isssiins", (int)e->code, msg, e->file,
                                  e->path, e->line, e->column, (Py_ssize_t)e->position,
                                  text[0] ? text : msg);
        Py_DECREF(mod);
    }
    return exc;
}

static void wg_py_raise(const wg_error *e)
{
    if (PyErr_Occurred())  /* raised already, by a signal handler (Ctrl-C) say */
        return;
    const char *msg = e->message[0] ? e->message : wg_status_str(e->code);
    PyObject *exc = wg_py_error(e);
    if (exc) {
        PyErr_SetObject((PyObject *)Py_TYPE(exc), exc);
        Py_DECREF(exc);
    } else if (!PyErr_Occurred()) {
        PyErr_SetString(PyExc_RuntimeError, msg);
    }
}
%}
%typemap(out) wg_status "$result = SWIG_Py_Void();"
%typemap(argout) wg_error *err {
    if (result != WG_OK) {
        wg_py_raise($1);
        SWIG_fail;
    }
}
%typemap(argout) wg_error *nullerr {
    if (result == NULL) {
        wg_py_raise($1);
        SWIG_fail;
    }
}
#endif

#ifdef SWIGLUA
%{
/* Set field KEY of the table on top of the stack to VALUE, pushed by PUSH. */
#define WGB_LUA_SET(PUSH, KEY, VALUE) (PUSH(L, VALUE), lua_setfield(L, -2, KEY))

/* Return nil, message, code from the wrapper: the Lua convention for a
 * failure that is not a programming error. */
static int wg_lua_fail(lua_State *L, const wg_error *e)
{
    char buf[WGB_ERROR_TEXT_SIZE];
    wg_error_format(buf, sizeof buf, e);
    lua_pushnil(L);
    lua_pushstring(L, buf[0] ? buf : wg_status_str(e->code));
    lua_pushinteger(L, (lua_Integer)e->code);
    return 3;
}
%}
%typemap(out) wg_status ""
%typemap(argout) wg_error *err {
    if (result != WG_OK) {
        lua_pop(L, SWIG_arg);
        SWIG_arg = wg_lua_fail(L, $1);
    } else if (SWIG_arg == 0) {
        lua_pushboolean(L, 1); /* plain success: return true */
        SWIG_arg++;
    }
}
%typemap(argout) wg_error *nullerr {
    if (result == NULL) {
        lua_pop(L, SWIG_arg);
        SWIG_arg = wg_lua_fail(L, $1);
    }
}

/* Whole numbers come back as Lua integers (5.4) rather than floats. A
 * uint64_t comes back as a number when the Lua holds it exactly (below
 * 2^63 on Lua 5.4, up to 2^53 on LuaJIT, whose numbers are doubles), and
 * as its decimal string above: exact, never wrapped; every uint64_t
 * argument takes both forms. */
%{
static void wgb_lua_push_u64(lua_State *L, uint64_t v)
{
#if LUA_VERSION_NUM >= 503
    if (v <= (uint64_t)LUA_MAXINTEGER) {
#else
    if (v <= ((uint64_t)1 << 53)) {
#endif
        lua_pushinteger(L, (lua_Integer)v);
    } else {
        char text[24];
        snprintf(text, sizeof text, "%" PRIu64, v);
        lua_pushstring(L, text);
    }
}
%}
%typemap(out) int, long, size_t "lua_pushinteger(L, (lua_Integer)$1); SWIG_arg++;"
%typemap(out) uint64_t, unsigned long long "wgb_lua_push_u64(L, $1); SWIG_arg++;"

/* The Lua layer, bindings/lua/layer/*.lua, compiled in (tools/embed.py):
 * each file runs once, in order, as a chunk that receives the module table
 * as `...` (the module is on the top of the stack when %init code runs). */
%{
#include "wargen_lua_layer.h"
%}
%init %{
    for (int i = 0; wgb_lua_layer[i].name; i++) {
        char chunk[64];
        snprintf(chunk, sizeof chunk, "@bindings/lua/layer/%s", wgb_lua_layer[i].name);
        if (luaL_loadbuffer(L, wgb_lua_layer[i].text, wgb_lua_layer[i].size, chunk) != 0)
            lua_error(L);
        lua_pushvalue(L, -2);
        lua_call(L, 1, 0);
    }
%}
#endif

/* ---- arguments --------------------------------------------------------- */

/* Every scalar argument is converted here, once, with messages that name
 * the parameter (its C name) and never show SWIG's own text:
 * - a value of the wrong type: Python raises wargen.ArgumentTypeError (a
 *   TypeError); a whole number outside its C type (or an index below
 *   the first): wargen.RangeError. Lua raises an error for both, as for
 *   any argument the library cannot receive: nil, message, code is for
 *   what the library itself refuses;
 * - bool arguments take any value's truth; const char * takes a string, and
 *   a handle its class: None / nil is refused, as NULL would reach the library
 *   unnamed; a parameter named `optional` also takes None / nil (NULL);
 * - uint64_t is exact over 0 to 2^64 - 1; Lua also takes it as a decimal
 *   string (LuaJIT's numbers are doubles; Lua 5.4's integers are signed);
 * - `size_t index` counts from 0 in Python and from 1 in Lua. */
%{
#include <errno.h>
#include <limits.h>
%}

#ifdef SWIGPYTHON
%{
/* Raise the exception that wargen.errors.<make>(*args) returns; args is a
 * new tuple, taken over (NULL: its Python error stays set). */
static void wgb_py_raise_made(const char *make, PyObject *args)
{
    PyObject *mod = args ? PyImport_ImportModule("wargen.errors") : NULL;
    PyObject *fn = mod ? PyObject_GetAttrString(mod, make) : NULL;
    PyObject *exc = fn ? PyObject_CallObject(fn, args) : NULL;
    if (exc) {
        PyErr_SetObject((PyObject *)Py_TYPE(exc), exc);
        Py_DECREF(exc);
    }
    Py_XDECREF(fn);
    Py_XDECREF(mod);
    Py_XDECREF(args);
}

/* Raise wargen.ArgumentTypeError: name must be <expected>, not <type>. */
static void wgb_py_type_error(PyObject *o, const char *name, const char *expected)
{
    wgb_py_raise_made("_type_error", Py_BuildValue("(sss)", name, expected, Py_TYPE(o)->tp_name));
}

/* Raise wargen.RangeError: name <o> is out of range (<range>). */
static void wgb_py_range_error(PyObject *o, const char *name, const char *range)
{
    wg_error e;
    PyObject *s = PyObject_Str(o);
    const char *text = s ? PyUnicode_AsUTF8(s) : NULL;
    if (text) {
        wg_error_clear(&e);
        e.code = WG_ERANGE;
        snprintf(e.message, sizeof e.message, WGB_RANGE_TEXT, name, text, range);
        wg_py_raise(&e);
    }
    Py_XDECREF(s);
}

/* o as a Python int if it is int-like (anything with __index__ but bool):
 * a new reference, or NULL with a Python error set. */
static PyObject *wgb_py_index(PyObject *o, const char *name)
{
    if (PyLong_CheckExact(o)) {  /* the usual case, without the protocol's calls */
        Py_INCREF(o);
        return o;
    }
    PyObject *n = PyIndex_Check(o) && !PyBool_Check(o) ? PyNumber_Index(o) : NULL;
    if (n == NULL && !PyErr_Occurred())
        wgb_py_type_error(o, name, "an int");
    return n;
}

/* *out from an int-like o within [min, max]: 0, or -1 with a Python error set. */
static int wgb_py_ll(long long *out, PyObject *o, const char *name, long long min,
                     long long max, const char *range)
{
    int overflow = 0;
    PyObject *n = wgb_py_index(o, name);
    if (n == NULL)
        return -1;
    *out = PyLong_AsLongLongAndOverflow(n, &overflow);
    Py_DECREF(n);
    if (*out == -1 && PyErr_Occurred())
        return -1;
    if (overflow || *out < min || *out > max) {
        wgb_py_range_error(o, name, range);
        return -1;
    }
    return 0;
}

/* The same for a C int, with its range said once for every conversion. */
#define WGB_PY_INT_RANGE "-2**31 to 2**31 - 1"
static int wgb_py_int(int *out, PyObject *o, const char *name)
{
    long long v = 0;
    if (wgb_py_ll(&v, o, name, INT_MIN, INT_MAX, WGB_PY_INT_RANGE) < 0)
        return -1;
    *out = (int)v;
    return 0;
}

/* *out from an int-like o within 0 to max (the range named: 2^64 - 1). */
static int wgb_py_u64(uint64_t *out, PyObject *o, const char *name, uint64_t max)
{
    PyObject *n = wgb_py_index(o, name);
    if (n == NULL)
        return -1;
    *out = PyLong_AsUnsignedLongLong(n);
    Py_DECREF(n);
    if (PyErr_Occurred() || *out > max) {
        if (PyErr_Occurred() && !PyErr_ExceptionMatches(PyExc_OverflowError))
            return -1;
        PyErr_Clear();
        wgb_py_range_error(o, name, "0 to 2**64 - 1");
        return -1;
    }
    return 0;
}
%}
%define WGB_PY_INT(CTYPE, MIN, MAX, RANGE)
%typemap(in) CTYPE {
    long long v;
    if (wgb_py_ll(&v, $input, "$1_name", MIN, MAX, RANGE) < 0)
        SWIG_fail;
    $1 = ($1_ltype)v;
}
%enddef
WGB_PY_INT(int, INT_MIN, INT_MAX, WGB_PY_INT_RANGE)
WGB_PY_INT(long, LONG_MIN, LONG_MAX, LONG_MAX == INT_MAX ? WGB_PY_INT_RANGE
                                                           : "-2**63 to 2**63 - 1")
WGB_PY_INT(enum SWIGTYPE, INT_MIN, INT_MAX, WGB_PY_INT_RANGE)
WGB_PY_INT(unsigned int, 0, UINT_MAX, "0 to 2**32 - 1")
%typemap(in) uint64_t, unsigned long long, size_t {
    uint64_t v;
    if (wgb_py_u64(&v, $input, "$1_name", SIZE_MAX) < 0)
        SWIG_fail;
    $1 = ($1_ltype)v;
}
%typemap(in) bool {
    int v = PyObject_IsTrue($input);
    if (v < 0)
        SWIG_fail;
    $1 = v != 0;
}
%typemap(in) double {
    if (!PyFloat_Check($input) && !(PyIndex_Check($input) && !PyBool_Check($input))) {
        wgb_py_type_error($input, "$1_name", "a number");
        SWIG_fail;
    }
    $1 = PyFloat_AsDouble($input);
    if ($1 == -1.0 && PyErr_Occurred()) {
        if (PyErr_ExceptionMatches(PyExc_OverflowError)) {  /* an int beyond a double */
            PyErr_Clear();
            wgb_py_range_error($input, "$1_name", "about -1.8e308 to 1.8e308");
        }
        SWIG_fail;
    }
}
%{
/* A str argument as UTF-8; NULL with a Python error if o is not a str, or
 * holds a NUL character, which C would take for its end ("a\0b" as "a"). */
static void wgb_py_nul_error(const char *name, size_t at)
{
    wg_error e;
    wg_error_clear(&e);
    e.code = WG_EINVAL;
    snprintf(e.message, sizeof e.message,
             "%s holds a NUL character (at %zu), where a C string ends", name, at);
    wg_py_raise(&e);
}

static const char *wgb_py_str(PyObject *o, const char *name, const char *expected)
{
    Py_ssize_t n = 0;
    const char *s;
    if (PyUnicode_CheckExact(o) && PyUnicode_IS_COMPACT_ASCII(o)) {
        /* ASCII text is its own UTF-8, right after the object: the usual
         * case (ids, names), without the conversion's call */
        s = (const char *)PyUnicode_DATA(o);
        n = PyUnicode_GET_LENGTH(o);
    } else {
        s = PyUnicode_Check(o) ? PyUnicode_AsUTF8AndSize(o, &n) : NULL;
    }
    if (!PyUnicode_Check(o))
        wgb_py_type_error(o, name, expected);
    if (s == NULL || strlen(s) == (size_t)n)
        return s;
    wgb_py_nul_error(name, strlen(s));
    return NULL;
}
%}
%typemap(in) const char * {
    if (($1 = ($1_ltype)wgb_py_str($input, "$1_name", "a str")) == NULL)
        SWIG_fail;
}
%typemap(in) const char *optional {
    if ($input == Py_None)
        $1 = NULL;
    else if (($1 = ($1_ltype)wgb_py_str($input, "$1_name", "a str or None")) == NULL)
        SWIG_fail;
}
%typemap(freearg) const char *, const char *optional ""
/* A handle of the wrong class (self too): named by its Python class. */
%{
static void wgb_py_class_error(PyObject *o, const char *name, swig_type_info *type)
{
    SwigPyClientData *cd = (SwigPyClientData *)type->clientdata;
    PyObject *cls = cd && cd->klass ? PyObject_GetAttrString(cd->klass, "__name__") : NULL;
    const char *text = cls ? PyUnicode_AsUTF8(cls) : NULL;
    char expected[64];
    void *p = &p;
    PyErr_Clear();
    snprintf(expected, sizeof expected, "a wargen.%s", text ? text + (*text == '_') : "object");
    if (o != Py_None && SWIG_IsOK(SWIG_ConvertPtr(o, &p, type, 0)) && p == NULL) {
        wg_error e;  /* its destructor ran: see the self typemap */
        wg_error_clear(&e);
        e.code = WG_ESTATE;
        snprintf(e.message, sizeof e.message, "%s: the %s has been freed", name, expected + 2);
        wg_py_raise(&e);
    } else {
        wgb_py_type_error(o, name, expected);
    }
    Py_XDECREF(cls);
}
%}
%{
/* The SwigPyObject a proxy holds as "this", read from its instance dict:
 * what SWIG_ConvertPtr would find through a generic getattr (SWIG's "slow
 * getset" on Python 3), at a third of the cost, on every object argument
 * of every call. o itself when it is one already or holds none (then
 * SWIG_ConvertPtr decides, and its errors are the same). Borrowed: the
 * dict keeps it, and o is the caller's argument. */
static PyObject *wgb_py_this(PyObject *o)
{
    /* "this" interned, as the dict's key is (SWIG_This() is not): the
     * lookup then matches it by address, not by comparing the text */
    static PyObject *key;
    if (Py_TYPE(o) == SwigPyObject_type())
        return o;
    if (key == NULL && (key = PyUnicode_InternFromString("this")) == NULL)
        return o;
    PyObject *dict = PyObject_GenericGetDict(o, NULL);
    PyObject *t = dict ? PyDict_GetItemWithError(dict, key) : NULL;
    Py_XDECREF(dict);
    if (t == NULL) {
        PyErr_Clear();
        return o;
    }
    return Py_TYPE(t) == SwigPyObject_type() ? t : o;
}

/* *out from o, a handle of type (not None, not freed): 0, or -1 with the
 * error raised naming the parameter. */
static int wgb_py_handle(void **out, PyObject *o, const char *name, swig_type_info *type,
                         int flags)
{
    if (o == Py_None || !SWIG_IsOK(SWIG_ConvertPtr(wgb_py_this(o), out, type, flags))
        || *out == NULL) {
        wgb_py_class_error(o, name, type);
        return -1;
    }
    return 0;
}
%}
%typemap(in) SWIGTYPE * (void *argp = 0) {
    if (wgb_py_handle(&argp, $input, "$1_name", $descriptor, $disown) < 0)
        SWIG_fail;
    $1 = ($ltype)argp;
}
%typemap(in) SWIGTYPE *optional (void *argp = 0) {
    if (!SWIG_IsOK(SWIG_ConvertPtr(wgb_py_this($input), &argp, $descriptor, $disown))
        || (argp == NULL && $input != Py_None)) {
        wgb_py_class_error($input, "$1_name", $descriptor);
        SWIG_fail;
    }
    $1 = ($ltype)argp;
}
/* A method's self must be an object, not None (NULL would crash the library).
 * In the destructor ($disown), the proxy forgets the object at once, and it
 * frees only what it owned: calling __swig_destroy__ twice frees once, and
 * a freed object's methods raise StateError. Called by hand on an object
 * that has had children (wgb_py_keep_parent), it does nothing: the object
 * is freed when its proxy ends, which its children's references delay. */
%{
static int wgb_py_has_children(PyObject *o)
{
    PyObject *mark = PyObject_GetAttrString(o, "_has_children");
    PyErr_Clear();
    Py_XDECREF(mark);
    return mark == Py_True;
}
%}
%typemap(in) SWIGTYPE *self (void *argp = 0, int owned = 0) {
    if (!SWIG_IsOK(SWIG_Python_ConvertPtrAndOwn(wgb_py_this($input), &argp, $descriptor,
                                                $disown, &owned))
        || (argp == NULL && !$disown)) {
        wgb_py_class_error($input, "self", $descriptor);
        SWIG_fail;
    }
    $1 = ($ltype)argp;
    if ($disown) {
        SwigPyObject *sobj = SWIG_Python_GetSwigThis($input);
        /* by hand, $input is the proxy; from a dealloc, the object itself,
         * whose reference count must not be touched */
        if (sobj && !SwigPyObject_Check($input) && wgb_py_has_children($input)) {
            sobj->own = owned;  /* a parent: freed at its proxy's end, after its children */
            $1 = NULL;
        } else {
            if (sobj)
                sobj->ptr = NULL;
            if (!owned)
                $1 = NULL;
        }
    }
}
#endif

#ifdef SWIGLUA
%{
/* Raise "name: expected <expected>, got <type>" at the caller's line. */
static int wgb_lua_type_error(lua_State *L, int arg, const char *name, const char *expected)
{
    luaL_where(L, 1);
    lua_pushfstring(L, "%s: expected %s, got %s", name, expected,
                    lua_type(L, arg) == LUA_TNUMBER ? lua_tostring(L, arg) : luaL_typename(L, arg));
    lua_concat(L, 2);
    return lua_error(L);
}

/* SWIG's own check of the number of arguments names the C function ("Error
 * in wg_rng::roll_ expected 2..2 args, got 1"): say it in Lua's terms. SWIG
 * names a method class::method (a constructor class::class): its self is
 * one of the arguments, missing altogether when called with . for :. */
#undef SWIG_check_num_args
#define SWIG_check_num_args(func_name, a, b) \
    if (lua_gettop(L) < (a) || lua_gettop(L) > (b)) { \
        wgb_lua_arg_count(L, func_name, a, b); \
        goto fail; \
    }
static void wgb_lua_arg_count(lua_State *L, const char *func, int min, int max)
{
    const char *sep = strstr(func, "::");
    int n = lua_gettop(L);
    size_t len = sep ? (size_t)(sep - func) : 0;
    int self = sep && !(strlen(sep + 2) == len && !strncmp(func, sep + 2, len));
    luaL_where(L, 1);
    if (self && n == 0)
        lua_pushstring(L, "self: expected an object, got nothing (methods are called with :)");
    else if (min == max)
        lua_pushfstring(L, "expected %d argument(s)%s, got %d", min - self,
                        self ? " after self" : "", n - self);
    else
        lua_pushfstring(L, "expected %d to %d arguments%s, got %d", min - self, max - self,
                        self ? " after self" : "", n - self);
    lua_concat(L, 2);
}

/* Raise "name <value> is out of range (<range>)" at the caller's line. */
static int wgb_lua_range_error(lua_State *L, int arg, const char *name, const char *range)
{
    luaL_where(L, 1);
    if (lua_type(L, arg) == LUA_TNUMBER)
        lua_pushfstring(L, WGB_RANGE_TEXT, name, lua_tostring(L, arg), range);
    else
        lua_pushfstring(L, "%s \"%s\" is out of range (%s)", name, lua_tostring(L, arg), range);
    lua_concat(L, 2);
    return lua_error(L);
}

/* 1 and *out for a whole number at arg within [min, max]; 0 when it is out
 * of range; raises for another type or a fraction. */
static int wgb_lua_whole(lua_State *L, lua_Number *out, int arg, const char *name,
                         lua_Number min, lua_Number max)
{
    lua_Number n = lua_tonumber(L, arg);
    if (lua_type(L, arg) != LUA_TNUMBER || n != floor(n))
        wgb_lua_type_error(L, arg, name, "a whole number");
    *out = n;
    return n >= min && n <= max;
}

/* 1 and *out for a uint64_t at arg: a whole number or a decimal string;
 * 0 when out of range; raises for another type or a fraction. */
static int wgb_lua_u64(lua_State *L, uint64_t *out, int arg, const char *name)
{
    if (lua_type(L, arg) == LUA_TSTRING) {
        const char *s = lua_tostring(L, arg);
        char *end;
        if (*s < '0' || *s > '9')
            wgb_lua_type_error(L, arg, name, "a decimal string");
        errno = 0;
        *out = strtoull(s, &end, 10);
        if (*end)
            wgb_lua_type_error(L, arg, name, "a decimal string");
        return errno != ERANGE;
    }
#if LUA_VERSION_NUM >= 503
    if (lua_isinteger(L, arg)) {
        lua_Integer i = lua_tointeger(L, arg);
        *out = (uint64_t)i;
        return i >= 0;
    }
#endif
    lua_Number n;
    /* 2^64 and above have no uint64_t to convert to. */
    if (!wgb_lua_whole(L, &n, arg, name, 0, 18446744073709549568.0))
        return 0;
    *out = (uint64_t)n;
    return 1;
}
%}
%define WGB_LUA_INT(CTYPE, MIN, MAX, RANGE)
%typemap(in) CTYPE {
    lua_Number n;
    if (!wgb_lua_whole(L, &n, $input, "$1_name", MIN, MAX))
        wgb_lua_range_error(L, $input, "$1_name", RANGE);
    $1 = ($1_ltype)n;
}
%enddef
WGB_LUA_INT(int, INT_MIN, INT_MAX, "-2^31 to 2^31 - 1")
WGB_LUA_INT(long, -9007199254740992.0, 9007199254740992.0, "-2^53 to 2^53")
WGB_LUA_INT(enum SWIGTYPE, INT_MIN, INT_MAX, "-2^31 to 2^31 - 1")
WGB_LUA_INT(unsigned int, 0, UINT_MAX, "0 to 2^32 - 1")
WGB_LUA_INT(size_t, 0, 9007199254740992.0, "0 to 2^53")
/* Lua counts from 1: index 1 is the C library's 0. */
%typemap(in) size_t index {
    lua_Number n;
    if (!wgb_lua_whole(L, &n, $input, "$1_name", 1, 9007199254740992.0))
        wgb_lua_range_error(L, $input, "$1_name", "indexes count from 1");
    $1 = (size_t)n - 1;
}
%typemap(in) uint64_t, unsigned long long {
    uint64_t v;
    if (!wgb_lua_u64(L, &v, $input, "$1_name"))
        wgb_lua_range_error(L, $input, "$1_name", "0 to 2^64 - 1");
    $1 = ($1_ltype)v;
}
%typemap(in) bool "$1 = lua_toboolean(L, $input) != 0;"
%typemap(in) double {
    if (lua_type(L, $input) != LUA_TNUMBER)
        wgb_lua_type_error(L, $input, "$1_name", "a number");
    $1 = lua_tonumber(L, $input);
}
%{
/* A string argument; raises if it is not a string, or holds a NUL
 * character, which C would take for its end ("a\0b" as "a"). */
static const char *wgb_lua_str(lua_State *L, int arg, const char *name, const char *expected)
{
    size_t n = 0;
    if (lua_type(L, arg) != LUA_TSTRING)
        wgb_lua_type_error(L, arg, name, expected);
    const char *s = lua_tolstring(L, arg, &n);
    if (strlen(s) != n) {
        luaL_where(L, 1);
        lua_pushfstring(L, "%s holds a NUL character (at %d), where a C string ends", name,
                        (int)strlen(s));
        lua_concat(L, 2);
        lua_error(L);
    }
    return s;
}
%}
%typemap(in) const char * "$1 = ($1_ltype)wgb_lua_str(L, $input, \"$1_name\", \"a string\");"
%typemap(in) const char *optional {
    $1 = lua_isnil(L, $input) ? NULL
                              : ($1_ltype)wgb_lua_str(L, $input, "$1_name", "a string or nil");
}
/* A handle of the wrong class (self too): named by its Lua class. */
%{
static void wgb_lua_class_error(lua_State *L, int arg, const char *name, swig_type_info *type)
{
    swig_lua_class *cls = (swig_lua_class *)type->clientdata;
    const char *text = cls ? cls->name : "object";
    void *p = &p;
    if (!lua_isnil(L, arg) && SWIG_IsOK(SWIG_ConvertPtr(L, arg, &p, type, 0)) && p == NULL) {
        luaL_where(L, 1);  /* its __gc ran: wgb_lua_gc */
        lua_pushfstring(L, "%s: the wargen.%s has been freed", name, text + (*text == '_'));
        lua_concat(L, 2);
        lua_error(L);
    }
    lua_pushfstring(L, "a wargen.%s", text + (*text == '_'));
    wgb_lua_type_error(L, arg, name, lua_tostring(L, -1));
}
%}
%typemap(in) SWIGTYPE * {
    if (lua_isnil(L, $input)
        || !SWIG_IsOK(SWIG_ConvertPtr(L, $input, (void **)&$1, $descriptor, $disown))
        || $1 == NULL)
        wgb_lua_class_error(L, $input, "$1_name", $descriptor);
}
%typemap(in) SWIGTYPE *optional {
    if (!SWIG_IsOK(SWIG_ConvertPtr(L, $input, (void **)&$1, $descriptor, $disown))
        || ($1 == NULL && !lua_isnil(L, $input)))
        wgb_lua_class_error(L, $input, "$1_name", $descriptor);
}
/* A method's self must be an object, not nil (NULL would crash the library). */
%typemap(in) SWIGTYPE *self {
    if (!SWIG_IsOK(SWIG_ConvertPtr(L, $input, (void **)&$1, $descriptor, $disown)) || $1 == NULL)
        wgb_lua_class_error(L, $input, "self", $descriptor);
}
#endif

/* ---- indexes past the end ---------------------------------------------- */

/* An accessor that answers an index past the end with the library's
 * "nothing" (NULL or WG_ENOTFOUND: wg_catalog_unit_at, wg_roll_die_at, ...)
 * refuses it first, as a bad argument, against the size the C library reports:
 *     WGB_INDEXED(wg_roll::die_, WGB_BELOW(arg3, "index", wg_roll_die_count(arg1)))
 * FUNCTION is the C function or the %extend method, before its declaration;
 * CHECKS is one WGB_BELOW(argN, "name", count), or several joined by && in
 * the order they depend on (a battalion before the index of its orders);
 * argN is the wrapper's Nth C argument, self and out-parameters counted.
 * Python raises wargen.IndexRangeError (a RangeError and an IndexError, as
 * a Python sequence does), Lua an error, as for any argument the library
 * cannot receive; both say it as every range error does, in the language's
 * counting: "index 7 is out of range (0 to 4)" / "(1 to 5)". */
%define WGB_INDEXED(FUNCTION, CHECKS)
%exception FUNCTION {
    if (!(CHECKS))
        SWIG_fail;
    $action
}
%enddef
%{
/* The range of count indexes from first ("first to last"), for the text. */
static void wgb_index_range(char *buf, size_t size, size_t count, size_t first)
{
    if (count == 0)
        snprintf(buf, size, "there are none");
    else
        snprintf(buf, size, "%zu to %zu", first, first + count - 1);
}
%}
#ifdef SWIGPYTHON
%{
/* 1 if index is below count; else 0 with wargen.IndexRangeError raised. */
static int wgb_py_below(size_t index, const char *name, size_t count)
{
    char value[24], range[64], text[WG_ERROR_MESSAGE_SIZE];
    if (index < count)
        return 1;
    snprintf(value, sizeof value, "%zu", index);
    wgb_index_range(range, sizeof range, count, 0);
    snprintf(text, sizeof text, WGB_RANGE_TEXT, name, value, range);
    wgb_py_raise_made("_index_error", Py_BuildValue("(s)", text));
    return 0;
}
#define WGB_BELOW(index, name, count) wgb_py_below(index, name, count)
%}
#endif
#ifdef SWIGLUA
%{
/* 1 if index (from 0 in C, shown from 1) is below count; else raises at
 * the caller's line. */
static int wgb_lua_below(lua_State *L, size_t index, const char *name, size_t count)
{
    char value[24], range[64];
    if (index < count)
        return 1;
    snprintf(value, sizeof value, "%zu", index + 1);
    wgb_index_range(range, sizeof range, count, 1);
    luaL_where(L, 1);
    lua_pushfstring(L, WGB_RANGE_TEXT, name, value, range);
    lua_concat(L, 2);
    return lua_error(L);
}
#define WGB_BELOW(index, name, count) wgb_lua_below(L, index, name, count)
%}
#endif

/* ---- handles and children --------------------------------------------- */

/* A method with a body ends in `_`, which the language drops: SWIG names a
 * body wg_<noun>_<method>, which must not be a library function's name. */
%rename("%(regex:/^(.*[^_])_$/\\1/)s", %$isfunction, %$ismember) "";

#ifdef SWIGLUA
/* wargen._class(name): a SWIG class's metatable, so the Lua layer can add
 * methods (to its .fn table) and __tostring. wargen._parent(obj): the object
 * a child keeps alive (wgb_lua_keep_parent). */
%{
static int wgb_lua_class(lua_State *L)
{
    SWIG_Lua_get_class_metatable(L, luaL_checkstring(L, 1));
    return 1;
}

static int wgb_lua_parent(lua_State *L)
{
#if LUA_VERSION_NUM >= 502
    lua_getuservalue(L, 1);
#else
    lua_getfenv(L, 1);
    lua_rawgeti(L, -1, 1);
#endif
    return 1;
}
%}
%native(_class) int wgb_lua_class(lua_State *L);
%native(_parent) int wgb_lua_parent(lua_State *L);
#endif

/* An opaque handle as a class named PYNAME whose destructor frees it. */
%define WG_HANDLE(CTYPE, PYNAME)
%rename(PYNAME) CTYPE;
%nodefaultctor CTYPE;
%nodefaultdtor CTYPE;
typedef struct CTYPE {} CTYPE;
%extend CTYPE {
    ~CTYPE() { CTYPE ## _free($self); }
}
%enddef

/* A child object keeps its parent alive: in Python as its _parent
 * attribute (0, or -1 with a Python error set); in Lua the parent, the
 * call's first argument, becomes the user value of the object on top of
 * the stack. */
#ifdef SWIGPYTHON
%{
static int wgb_py_keep_parent(PyObject *child, PyObject *parent)
{
    if (PyObject_SetAttrString(parent, "_has_children", Py_True) < 0)
        PyErr_Clear();  /* a parent without attributes: nothing to mark */
    return PyObject_SetAttrString(child, "_parent", parent);
}
%}
#endif
#ifdef SWIGLUA
%{
/* Add delta to the number of living children of the object at idx (an
 * absolute index), kept in a registry table with weak keys; the new number. */
static char wgb_kids_key;

static lua_Integer wgb_lua_add_kids(lua_State *L, int idx, int delta)
{
    lua_pushlightuserdata(L, &wgb_kids_key);
    lua_rawget(L, LUA_REGISTRYINDEX);
    if (lua_isnil(L, -1)) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_newtable(L);
        lua_pushstring(L, "k");
        lua_setfield(L, -2, "__mode");
        lua_setmetatable(L, -2);
        lua_pushlightuserdata(L, &wgb_kids_key);
        lua_pushvalue(L, -2);
        lua_rawset(L, LUA_REGISTRYINDEX);
    }
    lua_pushvalue(L, idx);
    lua_rawget(L, -2);
    lua_Integer n = lua_tointeger(L, -1) + delta;
    lua_pop(L, 1);
    lua_pushvalue(L, idx);
    if (n > 0)
        lua_pushinteger(L, n);
    else
        lua_pushnil(L);
    lua_rawset(L, -3);
    lua_pop(L, 1);
    return n;
}

static void wgb_lua_keep_parent(lua_State *L)
{
#if LUA_VERSION_NUM >= 502
    lua_pushvalue(L, 1);
    lua_setuservalue(L, -2);
#else
    lua_createtable(L, 1, 0);
    lua_pushvalue(L, 1);
    lua_rawseti(L, -2, 1);
    lua_setfenv(L, -2);
#endif
    wgb_lua_add_kids(L, 1, 1);
}

/* Every class's __gc (set by the Lua code above). SWIG's frees the object
 * each time it is called, and a mod can call it (getmetatable(o).__gc(o)):
 * twice was a double free, and a parent's while its children live a use
 * after free. This one frees an object once, then forgets it (a method
 * call is refused as on nil); one with living children is marked (own 2)
 * and freed after the last of them; it leaves alone what is not a SWIG
 * object. */
static int wgb_lua_gc(lua_State *L)
{
    swig_lua_userdata *usr = lua_type(L, 1) == LUA_TUSERDATA ? lua_touserdata(L, 1) : NULL;
    if (usr == NULL || lua_rawlen(L, 1) < sizeof *usr || !lua_getmetatable(L, 1))
        return 0;
    lua_pushstring(L, ".type");  /* a SWIG class's metatable names it */
    lua_rawget(L, -2);
    int swig = lua_type(L, -1) == LUA_TSTRING;
    lua_pop(L, 2);
    if (!swig || usr->ptr == NULL)
        return 0;
    if (wgb_lua_add_kids(L, 1, 0) > 0) {
        usr->own = usr->own ? 2 : 0;
        return 0;
    }
    swig_lua_class *cls = usr->own && usr->type ? usr->type->clientdata : NULL;
    if (cls && cls->destructor)
        cls->destructor(usr->ptr);
    usr->own = 0;
    usr->ptr = NULL;
    wgb_lua_parent(L);  /* one child fewer; a marked parent goes with its last */
    if (lua_type(L, -1) == LUA_TUSERDATA && wgb_lua_add_kids(L, lua_gettop(L), -1) <= 0 &&
        ((swig_lua_userdata *)lua_touserdata(L, -1))->own == 2) {
        lua_pushcfunction(L, wgb_lua_gc);
        lua_insert(L, -2);
        lua_call(L, 1, 0);
    }
    return 0;
}
%}
%native(_gc) int wgb_lua_gc(lua_State *L);
#endif

/* ---- documents in and out -------------------------------------------- */

/* (const char *json, size_t size): a document's text, from a str or bytes
 * (Python) or a string (Lua).
 * char **json_out: a string the library allocates; the caller gets a copy
 *   and the wrapper frees the C string exactly once (also on failure).
 * char **doc_out: the same, but the language gets the document as its own
 *   values (dict/list, Lua tables; JSON null becomes None / nil), read by
 *   Python's json module or a walk over jansson's tree: to_dict(), to_table().
 * int *int_out: a small result (a size, a type mask). */
%typemap(in, numinputs=0) char **json_out (char *temp = NULL), char **doc_out (char *temp = NULL) {
    $1 = &temp;
}
%typemap(freearg) char **json_out, char **doc_out {
    if ($1)
        wg_free(*$1);
}
%typemap(in, numinputs=0) int *int_out (int temp = 0) "$1 = &temp;"

/* WGB_OUT(DECL, PY, LUA): on success, the out-parameter DECL becomes one
 * more result, made by PY (a new Python object) or pushed by LUA. */
#ifdef SWIGPYTHON
%define WGB_OUT(DECL, PY, LUA)
%typemap(argout) DECL {
    if (result == WG_OK) {
        PyObject *o = PY;
        if (o == NULL)
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, o);
    }
}
%enddef
#else
%define WGB_OUT(DECL, PY, LUA)
%typemap(argout) DECL {
    if (result == WG_OK) {
        LUA;
        SWIG_arg++;
    }
}
%enddef
#endif
WGB_OUT(char **json_out, PyUnicode_FromString(*$1), lua_pushstring(L, *$1))
WGB_OUT(int *int_out, PyLong_FromLong(*$1), lua_pushinteger(L, *$1))
#ifdef SWIGPYTHON
%typemap(in) (const char *json, size_t size) {
    Py_ssize_t n;
    if (PyUnicode_Check($input)) {
        $1 = (char *)PyUnicode_AsUTF8AndSize($input, &n);
        if ($1 == NULL)
            SWIG_fail;
    } else if (PyBytes_Check($input)) {
        if (PyBytes_AsStringAndSize($input, &$1, &n) < 0)
            SWIG_fail;
    } else {
        wgb_py_type_error($input, "json", "a str or bytes");
        SWIG_fail;
    }
    $2 = (size_t)n;
    const char *nul = memchr($1, '\0', $2);  /* never JSON: said as for any C string */
    if (nul != NULL) {
        wgb_py_nul_error("json", (size_t)(nul - $1));
        SWIG_fail;
    }
}
%{
/* The library's JSON text as Python values, by Python's own json module. */
static PyObject *wgb_py_json_loads(const char *text)
{
    PyObject *json = PyImport_ImportModule("json");
    PyObject *value = json ? PyObject_CallMethod(json, "loads", "s", text) : NULL;
    Py_XDECREF(json);
    return value;
}
%}
WGB_OUT(char **doc_out, wgb_py_json_loads(*$1), (void)0)
#endif

#ifdef SWIGLUA
%{
#include <jansson.h>

/* A JSON value pushed as Lua values (JSON null as nil, arrays from 1).
 * The library's documents nest a few levels deep, within Lua's stack. */
static void wgb_lua_push_json(lua_State *L, const json_t *v)
{
    const char *k;
    json_t *m;
    luaL_checkstack(L, 3, "JSON document too deep");
    switch (json_typeof(v)) {
    case JSON_OBJECT:
        lua_createtable(L, 0, (int)json_object_size(v));
        json_object_foreach((json_t *)v, k, m) {
            wgb_lua_push_json(L, m);
            lua_setfield(L, -2, k);
        }
        break;
    case JSON_ARRAY:
        lua_createtable(L, (int)json_array_size(v), 0);
        for (size_t i = 0; i < json_array_size(v); i++) {
            wgb_lua_push_json(L, json_array_get(v, i));
            lua_rawseti(L, -2, (int)i + 1);
        }
        break;
    case JSON_STRING: lua_pushlstring(L, json_string_value(v), json_string_length(v)); break;
    case JSON_INTEGER: lua_pushinteger(L, (lua_Integer)json_integer_value(v)); break;
    case JSON_REAL: lua_pushnumber(L, json_real_value(v)); break;
    case JSON_TRUE: lua_pushboolean(L, 1); break;
    case JSON_FALSE: lua_pushboolean(L, 0); break;
    default: lua_pushnil(L); break;
    }
}
%}
%typemap(in) (const char *json, size_t size) {
    $1 = (char *)wgb_lua_str(L, $input, "json", "a string");  /* a NUL is never JSON */
    $2 = strlen($1);
}
%typemap(argout) char **doc_out {
    if (result == WG_OK) {
        json_t *doc = json_loads(*$1, JSON_DECODE_ANY, NULL);
        if (doc == NULL)
            SWIG_exception(SWIG_MemoryError, "out of memory");
        wgb_lua_push_json(L, doc);
        json_decref(doc);
        SWIG_arg++;
    }
}
#endif

/* ---- lists of problems, and writers as methods ------------------------ */

/* The JSON text of FN(char **out, self, ...) as a string (NAME), and as
 * dicts / tables (DOC_NAME). */
%define WGB_JSON_METHODS(NAME, DOC_NAME, FN)
    wg_status NAME ## _(char **json_out, wg_error *err) { return FN(json_out, $self, err); }
    %feature("docstring") DOC_NAME ## _ "The same document as dicts and lists, new ones each call.";
    wg_status DOC_NAME ## _(char **doc_out, wg_error *err) { return FN(doc_out, $self, err); }
%enddef

/* wg_problems **problems_out: the problems of a check (wargen/error.h), as
 * a list of errors (Python: a wargen.Problems of WargenError objects, not
 * raised; Lua: a sequence of tables) with `omitted`, how many more were
 * found beyond WG_PROBLEMS_MAX; the wrapper frees the C list. */
%typemap(in, numinputs=0) wg_problems **problems_out (wg_problems *temp = NULL) "$1 = &temp;"
%typemap(freearg) wg_problems **problems_out "if ($1) wg_problems_free(*$1);"
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
        PyObject *mod = list ? PyImport_ImportModule("wargen.errors") : NULL;
        PyObject *problems = mod ? PyObject_CallMethod(mod, "Problems", "On", list,
                                   (Py_ssize_t)wg_problems_omitted(*$1)) : NULL;
        Py_XDECREF(mod);
        Py_XDECREF(list);
        if (problems == NULL)
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, problems);
    }
}
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
%}
%typemap(argout) wg_problems **problems_out {
    if (result == WG_OK) {
        size_t n = wg_problems_count(*$1);
        lua_createtable(L, (int)n, 0);
        for (size_t i = 0; i < n; i++) {
            wgb_lua_push_error(L, wg_problems_at(*$1, i));
            lua_rawseti(L, -2, (int)i + 1);
        }
        WGB_LUA_SET(lua_pushinteger, "omitted", (lua_Integer)wg_problems_omitted(*$1));
        SWIG_arg++;
    }
}
#endif

/* ---- out-parameters --------------------------------------------------- */

/* CTYPE **out (WG_OUT_HANDLE): the object a wg_status function creates,
 * returned as an object that owns it (its destructor frees it once).
 * WG_OUT_CHILD also keeps the function's first argument alive with it: the
 * parent the C object refers to. ENUM *out (WG_OUT_ENUM): an enum's value
 * as a number. On failure the error typemaps speak instead.
 * (SWIG runs no #ifdef inside %define: one definition per language.) */
%define WG_OUT_IN(CTYPE)
%typemap(in, numinputs=0) CTYPE **out (CTYPE *temp = NULL) "$1 = &temp;"
%enddef
#ifdef SWIGPYTHON
%{
/* Whether keeping the first argument alive with o failed (KEEP 1) or not
 * needed (0: the wrapper may have no arguments at all). */
#define WGB_PY_KEEP_0(o) 0
#define WGB_PY_KEEP_1(o) (wgb_py_keep_parent(o, swig_obj[0]) < 0)
%}
%define WGB_OUT_OWNED(CTYPE, KEEP)
WG_OUT_IN(CTYPE)
%typemap(argout) CTYPE **out {
    if (result == WG_OK) {
        PyObject *o = SWIG_NewPointerObj(*$1, $*1_descriptor, SWIG_POINTER_OWN);
        if (o == NULL || WGB_PY_KEEP_ ## KEEP(o))
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, o);
    }
}
%enddef
#else
%define WGB_OUT_OWNED(CTYPE, KEEP)
WG_OUT_IN(CTYPE)
%typemap(argout) CTYPE **out {
    if (result == WG_OK) {
        SWIG_NewPointerObj(L, *$1, $*1_descriptor, 1);
        SWIG_arg++;
        if (KEEP)
            wgb_lua_keep_parent(L);
    }
}
%enddef
#endif
%define WG_OUT_HANDLE(CTYPE) WGB_OUT_OWNED(CTYPE, 0) %enddef
%define WG_OUT_CHILD(CTYPE) WGB_OUT_OWNED(CTYPE, 1) %enddef
%define WG_OUT_ENUM(CTYPE)
%typemap(in, numinputs=0) CTYPE *out (CTYPE temp = (CTYPE)0) "$1 = &temp;"
WGB_OUT(CTYPE *out, PyLong_FromLong((long)*$1), lua_pushinteger(L, (lua_Integer)*$1))
%enddef

/* size_t *index_out: an index the function gives, as the `size_t index`
 * typemap takes it back: 0-based in Python, 1-based in Lua. */
%typemap(in, numinputs=0) size_t *index_out (size_t temp = 0) "$1 = &temp;";
WGB_OUT(size_t *index_out, PyLong_FromSize_t(*$1), lua_pushinteger(L, (lua_Integer)*$1 + 1))

/* ---- result structs and flags ----------------------------------------- */

/* TYPE *struct_out: a result struct the function fills. Python gets a
 * read-only proxy owning a copy of it; Lua a table of its fields, read by
 * SWIG's own getters (nested structs as tables too). TYPE *borrowed_out:
 * the same for a struct whose strings self owns: the Python proxy keeps
 * self alive. bool *bool_out: a yes / no result. */
%typemap(in, numinputs=0) SWIGTYPE *struct_out ($*1_ltype temp),
                          SWIGTYPE *borrowed_out ($*1_ltype temp) {
    memset(&temp, 0, sizeof temp);
    $1 = &temp;
}
%typemap(in, numinputs=0) bool *bool_out (bool temp = false) "$1 = &temp;"
WGB_OUT(bool *bool_out, PyBool_FromLong(*$1), lua_pushboolean(L, *$1))
#ifdef SWIGPYTHON
%{
/* A new proxy owning a malloc'ed copy of the size bytes at c (NULL and a
 * Python error on failure); it keeps parent alive when parent is given. */
static PyObject *wgb_py_struct(const void *c, size_t size, swig_type_info *type,
                               PyObject *parent)
{
    void *copy = malloc(size);
    if (copy == NULL)
        return PyErr_NoMemory();
    memcpy(copy, c, size);
    PyObject *o = SWIG_NewPointerObj(copy, type, SWIG_POINTER_OWN);
    if (o && parent && wgb_py_keep_parent(o, parent) < 0)
        Py_CLEAR(o);
    return o;
}
%}
%define WGB_PY_STRUCT_OUT(NAME, PARENT)
%typemap(argout) SWIGTYPE *NAME {
    if (result == WG_OK) {
        PyObject *o = wgb_py_struct($1, sizeof *$1, $1_descriptor, PARENT);
        if (o == NULL)
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, o);
    }
}
%enddef
WGB_PY_STRUCT_OUT(struct_out, NULL)
WGB_PY_STRUCT_OUT(borrowed_out, swig_obj[0])   /* self */
#endif
#ifdef SWIGLUA
%{
/* Replace the SWIG struct object on top of the stack with a table of its
 * fields, each read by its getter (a struct field in turn as a table). */
static void wgb_lua_fields(lua_State *L)
{
    int obj = lua_gettop(L);
    lua_newtable(L);
    lua_getmetatable(L, obj);
    lua_pushstring(L, ".get");
    lua_rawget(L, -2);
    lua_pushnil(L);
    while (lua_next(L, -2)) {         /* obj, table, metatable, getters, key, getter */
        lua_pushvalue(L, obj);
        lua_call(L, 1, 1);
        if (lua_type(L, -1) == LUA_TUSERDATA)
            wgb_lua_fields(L);
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_settable(L, obj + 1);
    }
    lua_pop(L, 2);
    lua_remove(L, obj);
}

/* The struct at p as a table (the object made for it is dropped at once). */
static void wgb_lua_push_struct(lua_State *L, void *p, swig_type_info *type)
{
    SWIG_NewPointerObj(L, p, type, 0);
    wgb_lua_fields(L);
}
%}
%typemap(argout) SWIGTYPE *struct_out, SWIGTYPE *borrowed_out {
    if (result == WG_OK) {
        wgb_lua_push_struct(L, $1, $1_descriptor);
        SWIG_arg++;
    }
}
#endif

/* ---- version and status ----------------------------------------------- */

%rename(version) wg_version;
const char *wg_version(void);
%rename(status_str) wg_status_str;
/** status_str(status): the text of a status code (WargenError.code), e.g. "invalid
 *  argument"; one text for an unknown code. */
const char *wg_status_str(wg_status status);

%constant int VERSION_MAJOR = WG_VERSION_MAJOR;
%constant int VERSION_MINOR = WG_VERSION_MINOR;
%constant int VERSION_PATCH = WG_VERSION_PATCH;
%constant int DICE_MAX = WG_DICE_MAX;
%constant int RNG_STREAM_MAX = WG_RNG_STREAM_MAX;
%constant int PROBLEMS_MAX = WG_PROBLEMS_MAX;

%rename("%(strip:[WG_])s", %$isenumitem) "";
/* The status codes come from the header itself (OK, EINVAL, ... in the
 * module): the error record and the problem lists are mapped by typemaps,
 * not wrapped. */
#define WG_API
%ignore wg_error;
%ignore wg_error_clear;
%ignore wg_error_format;
%ignore wg_problems;
%ignore wg_problems_count;
%ignore wg_problems_at;
%ignore wg_problems_omitted;
%ignore wg_problems_free;
%ignore wg_status_str;
%include "wargen/error.h"

%include "rng.i"

%include "gen.i"

%include "roster.i"

%include "hidden.i"

%include "mod.i"

%include "morale.i"

%include "game.i"

%include "bsdata.i"

#ifdef SWIGPYTHON
/* help() lists every property of a class: SWIG's thisown (whether a proxy
 * frees its C object) is the binding's business, not the API's. (Assigning
 * it still works: SWIG's __setattr__ handles the name itself.) */
%pythoncode %{
for _cls in [c for c in list(globals().values()) if isinstance(c, type) and "thisown" in vars(c)]:
    del _cls.thisown
del _cls
%}
#endif
