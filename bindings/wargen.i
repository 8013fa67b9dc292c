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
 * - A doc comment (opened with two stars) is Python's docstring (SWIG
 *   -doxygen), so it speaks Python (None, from 0, dicts); Lua's reference
 *   is the README's Lua part.
 * - These files declare the C surface only. What one language alone needs is
 *   in its folder: its typemaps and C helpers in bindings/<language>/
 *   <module>.swg (each module includes its language's half where it must be
 *   in force), its layer in bindings/python/wargen/*.py and bindings/lua/
 *   layer/*.lua (run at `require` with the module table as `...`).
 * - A class the layer completes is named WGB_LAYERED(Name): Python's SWIG
 *   class is then _Name, and Name is the layer's subclass of it, made the
 *   class of every such object the extension returns (wargen/_util.py);
 *   Lua's layer adds its methods to SWIG's Name.
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

/* ---- errors ------------------------------------------------------------ */

%typemap(in, numinputs=0) wg_error *err (wg_error temp), wg_error *nullerr (wg_error temp) {
    wg_error_clear(&temp);
    $1 = &temp;
}

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

/* ---- counts the library limits ---------------------------------------- */

/* WGB_LIMITS(DECL, MIN, MAX): an unsigned parameter DECL that the library
 * takes from MIN to MAX, its own constants (WG_DICE_MAX, ...). A whole
 * number no C type of it holds (below 0, beyond 2^64 - 1) is refused by the
 * typemap with a range error stating MIN to MAX, the real limits; any other
 * goes to the library, which refuses what is out of range itself. In force
 * from here to %clear DECL (the language's half defines it). */
%{
static const char *wgb_limits_text(char *buf, size_t size, unsigned long long min,
                                   unsigned long long max)
{
    snprintf(buf, size, "%llu to %llu", min, max);
    return buf;
}
%}

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

/* ---- handles and children --------------------------------------------- */

/* A method with a body ends in `_`, which the language drops: SWIG names a
 * body wg_<noun>_<method>, which must not be a library function's name. */
%rename("%(regex:/^(.*[^_])_$/\\1/)s", %$isfunction, %$ismember) "";

/* An opaque handle as a class named NAME whose destructor frees it. */
%define WG_HANDLE(CTYPE, NAME)
%rename(NAME) CTYPE;
%nodefaultctor CTYPE;
%nodefaultdtor CTYPE;
typedef struct CTYPE {} CTYPE;
%extend CTYPE {
    ~CTYPE() { CTYPE ## _free($self); }
}
%enddef

/* A child object keeps its parent alive (WG_OUT_CHILD): in Python as its
 * _parent attribute, in Lua as its user value (the language's half). */

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

/* ---- records ---------------------------------------------------------- */

/* A record: a small result struct described once, field by field, so each
 * language builds its own value from it in one pass (a Lua table, a
 * Python PyStructSequence), with no proxy object and no getter call per
 * field:
 *     WGB_RECORD(wgb_damage_record,
 *         WGB_FIELD(wg_damage, killed, WGB_INT), ...,
 *         WGB_FIELD(wg_damage, check, WGB_BOOL));
 *     WGB_RECORD_OUT(wg_damage *out, wgb_damage_record)
 * Both languages copy a record's strings, so one whose strings its object
 * owns needs nothing kept alive. Apply WGB_RECORD_OUT before the WG_HANDLE
 * of the class whose method returns it: SWIG takes a method's typemaps
 * where its class is declared.
 * Kinds: int, long, bool, double, a size_t count, a size_t index (WG_NONE is None /
 * nil; from 1 in Lua), a string (NULL is None / nil), an enum by its _name
 * (WGB_ENUM_FIELD; WGB_ENUM_NAMER makes the int-taking name function), an
 * int array (WGB_INTS_FIELD) and a nested record (WGB_NESTED_FIELD). */
%{
#include <stddef.h>
typedef enum wgb_kind {
    WGB_INT, WGB_LONG, WGB_BOOL, WGB_DOUBLE, WGB_SIZE, WGB_INDEX, WGB_STR, WGB_ENUM, WGB_INTS,
    WGB_NESTED
} wgb_kind;
typedef struct wgb_record wgb_record;
typedef struct wgb_field {
    const char *name;
    wgb_kind kind;
    size_t offset;
    size_t length;                    /* WGB_INTS */
    const char *(*enum_name)(int);    /* WGB_ENUM */
    const wgb_record *nested;         /* WGB_NESTED */
} wgb_field;
struct wgb_record {
    size_t count;
    const wgb_field *fields;
};
#define WGB_FIELD(T, F, KIND) {#F, KIND, offsetof(T, F), 0, NULL, NULL}
#define WGB_INTS_FIELD(T, F) \
    {#F, WGB_INTS, offsetof(T, F), sizeof ((T *)0)->F / sizeof (int), NULL, NULL}
#define WGB_ENUM_FIELD(T, F, E) {#F, WGB_ENUM, offsetof(T, F), 0, wgb_##E##_name, NULL}
#define WGB_NESTED_FIELD(T, F, R) {#F, WGB_NESTED, offsetof(T, F), 0, NULL, &R}
#define WGB_RECORD(NAME, ...) \
    static const wgb_field NAME##_fields[] = {__VA_ARGS__}; \
    static const wgb_record NAME = {sizeof NAME##_fields / sizeof *NAME##_fields, NAME##_fields}
/* An enum field is read as an int: every wg_ enum fits one (C11 6.7.2.2). */
#define WGB_ENUM_NAMER(E) \
    static const char *wgb_##E##_name(int v) { return E##_name((E)v); }
%}
/* The record's value in the language's terms (wgb_py_record,
 * wgb_lua_push_record: the language's half). */
%define WGB_RECORD_OUT(DECL, RECORD)
%typemap(in, numinputs=0) DECL ($*1_ltype temp) {
    memset(&temp, 0, sizeof temp);
    $1 = &temp;
}
WGB_OUT(DECL, wgb_py_record(&RECORD, $1), wgb_lua_push_record(L, $1, &RECORD))
%enddef

/* The language's half: its typemaps, its helpers in C and the macros this file
 * and the modules use (WGB_OUT, WGB_OUT_OWNED, WGB_BELOW, ...):
 * bindings/python/wargen.swg or bindings/lua/wargen.swg, found through the
 * include path each language's build gives SWIG. */
%include "wargen.swg"

/* A class the language's layer completes (the top of this file): the name
 * of SWIG's class, unless the language's half names it otherwise. */
#ifndef WGB_LAYERED
%define WGB_LAYERED(NAME) NAME %enddef
#endif

/* WGB_OUT(DECL, PY, LUA): on success, the out-parameter DECL becomes one
 * more result, made by PY (a new Python object) or pushed by LUA. */
WGB_OUT(char **json_out, PyUnicode_FromString(*$1), lua_pushstring(L, *$1))
WGB_OUT(int *int_out, PyLong_FromLong(*$1), lua_pushinteger(L, *$1))

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

/* bool *bool_out: a yes / no result (a result struct is a record, above). */
%typemap(in, numinputs=0) bool *bool_out (bool temp = false) "$1 = &temp;"
WGB_OUT(bool *bool_out, PyBool_FromLong(*$1), lua_pushboolean(L, *$1))

/* ---- version and status ----------------------------------------------- */

%rename(version) wg_version;
/** version(): the linked libwargen's version, "MAJOR.MINOR.PATCH". */
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

%include "dist.i"

%include "roster.i"

%include "hidden.i"

%include "mod.i"

%include "morale.i"

%include "game.i"

%include "bsdata.i"
