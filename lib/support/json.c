/* Loading documents and strict typed getters (internal/json.h). */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "internal/alloc.h"
#include "internal/buf.h"
#include "internal/error.h"
#include "internal/file.h"
#include "internal/json.h"

static const char *const STRING_NAME = "<string>";

static void where_at(wgi_where *w, const wgi_jdoc *doc, size_t offset, const char *path)
{
    w->file = doc->name;
    w->position = offset;
    w->path = path;
    wgi_json_line_column(doc, offset, &w->line, &w->column);
}

static wg_status fail_parse(wg_error *err, const char *name, const json_error_t *je,
                            bool out_of_memory)
{
    if (out_of_memory || json_error_code(je) == json_error_out_of_memory)
        return wgi_fail_nomem(err);
    wgi_where w = {name, je->line > 0 ? je->line : 1, je->column > 0 ? je->column : 1,
                  je->position, NULL};
    return wgi_fail_at(err, WG_EPARSE, &w, "%s", je->text);
}

/* jansson reads the text through feed_chunk(), FEED_CHUNK bytes at a time,
 * and meets the end of it at the first call after one of its allocations
 * failed (internal/alloc.h), so that it goes on at most FEED_CHUNK bytes on
 * memory from the reserve. The reserve holds what those bytes can take:
 * the lexer's token buffer growing to fit the longest token (it doubles
 * from 16 bytes: all its sizes together are under twice the last, and the
 * last under twice the token), and the values of FEED_CHUNK bytes (an
 * object, the most per byte, is under 512 bytes with the allocator's
 * rounding). */
#define FEED_CHUNK 64

typedef struct feed {
    const char *text;
    size_t size, pos;
} feed;

static size_t feed_chunk(void *buf, size_t len, void *data)
{
    feed *f = data;
    if (wgi_alloc_json_failed())
        return (size_t)-1;
    size_t n = f->size - f->pos;
    n = n < FEED_CHUNK ? n : FEED_CHUNK;
    n = n < len ? n : len;
    memcpy(buf, f->text + f->pos, n);
    f->pos += n;
    return n;
}

static size_t reserve_for(const wgi_jdoc *doc)
{
    size_t longest = wgi_json_longest_token(doc->text, doc->size), token = 16;
    while (token < longest + 2)
        token *= 2;
    return 4 * token + FEED_CHUNK * 512;
}

static wg_status parse(wgi_jdoc *doc, wg_error *err)
{
    json_error_t je;
    if (doc->size >= 3 && memcmp(doc->text, "\xEF\xBB\xBF", 3) == 0) {
        /* JSON forbids it (RFC 8259), and it is invisible in an editor */
        wgi_where w;
        where_at(&w, doc, 0, NULL);
        return wgi_fail_at(err, WG_EPARSE, &w,
                          "the text starts with a UTF-8 byte order mark: save it without one");
    }
    size_t deep = wgi_json_depth_exceeded(doc->text, doc->size, WGI_JSON_MAX_DEPTH);
    if (!wgi_alloc_json_begin(reserve_for(doc)))
        return wgi_fail_nomem(err);
    feed f = {doc->text, doc->size, 0};
    doc->root = json_load_callback(feed_chunk, &f, JSON_REJECT_DUPLICATES | JSON_ALLOW_NUL, &je);
    bool failed = wgi_alloc_json_failed();
    if (failed) { /* whatever jansson made of it, it may be cut short */
        json_decref(doc->root);
        doc->root = NULL;
    }
    wgi_alloc_json_end();
    if (doc->root == NULL)
        return fail_parse(err, doc->name, &je, failed);
    if (deep < doc->size) {
        wgi_where w;
        where_at(&w, doc, deep, NULL);
        return wgi_fail_at(err, WG_EPARSE, &w, "nested deeper than %d levels", WGI_JSON_MAX_DEPTH);
    }
    if (!json_is_object(doc->root)) {
        wgi_jval root;
        wgi_json_root(&root, doc);
        return wgi_json_fail(err, &root, WG_EFORMAT, "the document must be a JSON object");
    }
    return WG_OK;
}

/* Take ownership of text (size bytes, NUL-terminated) and parse it. */
static wg_status adopt(wgi_jdoc *doc, char *text, size_t size, const char *name, wg_error *err)
{
    memset(doc, 0, sizeof *doc);
    doc->text = text;
    doc->size = size;
    doc->name = wgi_strdup(name);
    wg_status st = doc->name ? parse(doc, err) : wgi_fail_nomem(err);
    if (st != WG_OK)
        wgi_json_close(doc);
    return st;
}

wg_status wgi_json_load_string(wgi_jdoc *doc, const char *text, size_t size, const char *name,
                              wg_error *err)
{
    return wgi_json_load_text(doc, text, size, name, WGI_JSON_MAX_SIZE, err);
}

wg_status wgi_json_load_text(wgi_jdoc *doc, const char *text, size_t size, const char *name,
                            size_t max_size, wg_error *err)
{
    if (name == NULL)
        name = STRING_NAME;
    memset(doc, 0, sizeof *doc);
    if (text == NULL)
        return wgi_fail(err, WG_EINVAL, "no JSON text given");
    if (size > max_size)
        return wgi_file_too_big(err, WG_EPARSE, name, max_size);
    char *copy = wgi_malloc(size + 1); /* text in memory is shorter than SIZE_MAX */
    if (copy == NULL)
        return wgi_fail_nomem(err);
    memcpy(copy, text, size);
    copy[size] = '\0';
    return adopt(doc, copy, size, name, err);
}

wg_status wgi_json_load_file(wgi_jdoc *doc, const char *path, wg_error *err)
{
    memset(doc, 0, sizeof *doc);
    char *text = NULL;
    size_t size = 0;
    wg_status st = wgi_file_read(&text, &size, path, WGI_JSON_MAX_SIZE, WG_EPARSE, err);
    if (st != WG_OK)
        return st;
    return adopt(doc, text, size, path, err);
}

void wgi_json_close(wgi_jdoc *doc)
{
    if (doc == NULL)
        return;
    json_decref(doc->root);
    wg_free(doc->text);
    wg_free(doc->name);
    memset(doc, 0, sizeof *doc);
}

void wgi_json_root(wgi_jval *out, const wgi_jdoc *doc)
{
    *out = (wgi_jval){doc, NULL, NULL, 0, doc->root};
}

/* A key is written .key when it is a plain identifier, else ["key"]. */
static bool plain_key(const char *key)
{
    if (!*key)
        return false;
    for (const char *p = key; *p; p++)
        if (!(*p == '_' || *p == '-' || (*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'z') ||
              (*p >= 'A' && *p <= 'Z')))
            return false;
    return true;
}

/* key as the inside of a JSON string (quotes, backslashes and control
 * characters escaped), cut to fit size. */
static void escape_key(char *out, size_t size, const char *key)
{
    size_t n = 0;
    out[0] = '\0';
    for (; *key && n + 7 < size; key++)
        n += wgi_json_escape(out + n, (unsigned char)*key);
}

size_t wgi_json_path(char *buf, size_t size, const wgi_jval *v)
{
    char parent[WG_ERROR_PATH_SIZE] = "", key[WG_ERROR_PATH_SIZE];
    if (v->parent)
        wgi_json_path(parent, sizeof parent, v->parent);
    int n;
    if (v->parent == NULL)
        n = snprintf(buf, size, "%s", "");
    else if (v->key && plain_key(v->key))
        n = snprintf(buf, size, "%s%s%s", parent, parent[0] ? "." : "", v->key);
    else if (v->key) {
        escape_key(key, sizeof key, v->key);
        n = snprintf(buf, size, "%s[\"%s\"]", parent, key);
    }
    else
        n = snprintf(buf, size, "%s[%zu]", parent, v->index);
    return n < 0 ? 0 : (size_t)n;
}

static wg_status vfail(wg_error *err, const wgi_jval *v, bool at_key, wg_status code,
                       const char *fmt, va_list ap)
{
    if (err == NULL)
        return code;
    char path[WG_ERROR_PATH_SIZE];
    char message[WG_ERROR_MESSAGE_SIZE];
    wgi_json_path(path, sizeof path, v);
    vsnprintf(message, sizeof message, fmt, ap);
    wgi_where w;
    where_at(&w, v->doc, wgi_json_offset(v, at_key), path);
    return wgi_fail_at(err, code, &w, "%s", message);
}

wg_status wgi_json_fail(wg_error *err, const wgi_jval *v, wg_status code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    wg_status st = vfail(err, v, false, code, fmt, ap);
    va_end(ap);
    return st;
}

static wg_status fail_key(wg_error *err, const wgi_jval *v, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    wg_status st = vfail(err, v, true, WG_EFORMAT, fmt, ap);
    va_end(ap);
    return st;
}

static const char *type_name(const json_t *node)
{
    switch (json_typeof(node)) {
    case JSON_OBJECT: return "an object";
    case JSON_ARRAY: return "an array";
    case JSON_STRING: return "a string";
    case JSON_INTEGER: return "an integer";
    case JSON_REAL: return "a number";
    case JSON_TRUE:
    case JSON_FALSE: return "a boolean";
    case JSON_NULL: return "null";
    }
    return "unknown";
}

static wg_status expect(const wgi_jval *v, json_type type, const char *want, wg_error *err)
{
    if (json_typeof(v->node) == type ||
        (type == JSON_TRUE && json_typeof(v->node) == JSON_FALSE))
        return WG_OK;
    return wgi_json_fail(err, v, WG_EFORMAT, "must be %s, not %s", want, type_name(v->node));
}

static bool in_list(const char *name, const char *const *list)
{
    for (; *list; list++)
        if (strcmp(name, *list) == 0)
            return true;
    return false;
}

/* The one member the root of every document may have besides those of its
 * format: the address of the document's JSON Schema, which editors read to
 * offer completion. The library reads nothing from it but its type. */
static const char SCHEMA_KEY[] = "$schema";

/* v must be an object whose keys are in keys, or are also (when not NULL). */
static wg_status object_keys(const wgi_jval *v, const char *const *keys, const char *also,
                             wg_error *err)
{
    wg_status st = expect(v, JSON_OBJECT, "an object", err);
    if (st != WG_OK)
        return st;
    const char *key;
    json_t *value;
    json_object_foreach(v->node, key, value) {
        if (!in_list(key, keys) && !(also && strcmp(key, also) == 0)) {
            wgi_jval member = {v->doc, v, key, 0, value};
            char shown[WG_ERROR_PATH_SIZE];
            escape_key(shown, sizeof shown, key);
            return fail_key(err, &member, "unknown key \"%s\"", shown);
        }
    }
    return WG_OK;
}

wg_status wgi_json_object(const wgi_jval *v, const char *const *keys, wg_error *err)
{
    return object_keys(v, keys, NULL, err);
}

wg_status wgi_json_root_object(const wgi_jval *root, const char *const *keys, wg_error *err)
{
    return object_keys(root, keys, SCHEMA_KEY, err);
}

wg_status wgi_json_schema(const wgi_jval *root, wg_error *err)
{
    const char *address;
    wgi_jval v;
    wg_status st = wgi_json_member(&v, root, SCHEMA_KEY, false, err);
    return st == WG_OK && v.node ? wgi_json_string(&address, &v, err) : st;
}

wg_status wgi_json_member(wgi_jval *out, const wgi_jval *obj, const char *key, bool required,
                         wg_error *err)
{
    *out = (wgi_jval){obj->doc, obj, key, 0, json_object_get(obj->node, key)};
    if (out->node == NULL && required)
        return wgi_json_fail(err, obj, WG_EFORMAT, "missing required key \"%s\"", key);
    return WG_OK;
}

wg_status wgi_json_array(size_t *len, const wgi_jval *v, size_t min, size_t max, wg_error *err)
{
    wg_status st = expect(v, JSON_ARRAY, "an array", err);
    if (st != WG_OK)
        return st;
    size_t n = json_array_size(v->node);
    if (n < min || n > max) {
        size_t bound = n < min ? min : max;
        const char *how = min == max ? "exactly" : n < min ? "at least" : "at most";
        return wgi_json_fail(err, v, WG_EFORMAT, "must have %s %zu element%s, not %zu", how,
                            bound, bound == 1 ? "" : "s", n);
    }
    *len = n;
    return WG_OK;
}

void wgi_json_element(wgi_jval *out, const wgi_jval *array, size_t index)
{
    *out = (wgi_jval){array->doc, array, NULL, index, json_array_get(array->node, index)};
}

/* A number written with a point or an exponent (2.0, 1e3) is an integer
 * when it has no fraction, as JSON Schema counts it; its range is checked
 * as a double, so 1e30 is "too big", never a wrapped int64_t. */
static wg_status real_int(int64_t *out, const wgi_jval *v, int64_t min, int64_t max,
                          wg_error *err)
{
    double x = json_real_value(v->node);
    if (x != floor(x))
        return wgi_json_fail(err, v, WG_EFORMAT, "must be an integer, not %.17g", x);
    if (x < (double)min)
        return wgi_json_fail(err, v, WG_EFORMAT, "must be at least %lld, not %.17g",
                            (long long)min, x);
    if (x > (double)max || x >= 9223372036854775808.0) /* 2^63: beyond any int64_t */
        return wgi_json_fail(err, v, WG_EFORMAT, "must be at most %lld, not %.17g",
                            (long long)max, x);
    *out = (int64_t)x;
    return WG_OK;
}

wg_status wgi_json_int(int64_t *out, const wgi_jval *v, int64_t min, int64_t max, wg_error *err)
{
    if (json_is_real(v->node))
        return real_int(out, v, min, max, err);
    wg_status st = expect(v, JSON_INTEGER, "an integer", err);
    if (st != WG_OK)
        return st;
    json_int_t n = json_integer_value(v->node);
    if (n < min)
        return wgi_json_fail(err, v, WG_EFORMAT, "must be at least %lld, not %lld",
                            (long long)min, (long long)n);
    if (n > max)
        return wgi_json_fail(err, v, WG_EFORMAT, "must be at most %lld, not %lld",
                            (long long)max, (long long)n);
    *out = n;
    return WG_OK;
}

wg_status wgi_json_number(double *out, const wgi_jval *v, wg_error *err)
{
    if (!json_is_number(v->node))
        return wgi_json_fail(err, v, WG_EFORMAT, "must be a number, not %s", type_name(v->node));
    *out = json_number_value(v->node);
    return WG_OK;
}

wg_status wgi_json_relocate(wg_error *err, const wgi_jval *v, wg_status code)
{
    char message[WG_ERROR_MESSAGE_SIZE];
    wgi_copy_str(message, sizeof message, err ? err->message : "");
    return wgi_json_fail(err, v, code, "%s", message);
}

wg_status wgi_json_bool(bool *out, const wgi_jval *v, wg_error *err)
{
    wg_status st = expect(v, JSON_TRUE, "true or false", err);
    if (st == WG_OK)
        *out = json_is_true(v->node);
    return st;
}

wg_status wgi_json_string(const char **out, const wgi_jval *v, wg_error *err)
{
    wg_status st = expect(v, JSON_STRING, "a string", err);
    if (st != WG_OK)
        return st;
    /* parsed with JSON_ALLOW_NUL, so that a \u0000 is refused here, with
     * its path, rather than by jansson with a position alone */
    const char *s = json_string_value(v->node);
    if (strlen(s) != json_string_length(v->node))
        return wgi_json_fail(err, v, WG_EFORMAT,
                            "a NUL character (\\u0000) after \"%s\": no name, id or text may hold one", s);
    *out = s;
    return WG_OK;
}

wg_status wgi_json_enum(int *out, const wgi_jval *v, const char *const *names, wg_error *err)
{
    const char *s;
    wg_status st = wgi_json_string(&s, v, err);
    if (st != WG_OK)
        return st;
    for (int i = 0; names[i]; i++) {
        if (strcmp(s, names[i]) == 0) {
            *out = i;
            return WG_OK;
        }
    }
    char allowed[WG_ERROR_MESSAGE_SIZE / 2] = "";
    size_t used = 0;
    for (int i = 0; names[i] && used < sizeof allowed; i++) {
        int n = snprintf(allowed + used, sizeof allowed - used, "%s\"%s\"", i ? ", " : "",
                         names[i]);
        used += n > 0 ? (size_t)n : 0;
    }
    return wgi_json_fail(err, v, WG_EFORMAT, "unknown value \"%s\" (expected one of %s)", s,
                        allowed);
}

wg_status wgi_json_member_int(int *out, const wgi_jval *obj, const char *key, bool required,
                             int64_t min, int64_t max, wg_error *err)
{
    wgi_jval v;
    int64_t n;
    wg_status st = wgi_json_member(&v, obj, key, required, err);
    if (st != WG_OK || v.node == NULL)
        return st;
    st = wgi_json_int(&n, &v, min, max, err);
    if (st == WG_OK)
        *out = (int)n;
    return st;
}

wg_status wgi_json_member_bool(bool *out, const wgi_jval *obj, const char *key, bool required,
                              wg_error *err)
{
    wgi_jval v;
    wg_status st = wgi_json_member(&v, obj, key, required, err);
    return st == WG_OK && v.node ? wgi_json_bool(out, &v, err) : st;
}

wg_status wgi_json_member_string(const char **out, const wgi_jval *obj, const char *key,
                                bool required, wg_error *err)
{
    wgi_jval v;
    wg_status st = wgi_json_member(&v, obj, key, required, err);
    return st == WG_OK && v.node ? wgi_json_string(out, &v, err) : st;
}

wg_status wgi_json_expect_format(const wgi_jval *root, const char *format, wg_error *err)
{
    wgi_jval v;
    const char *s;
    wg_status st = wgi_json_member(&v, root, "format", true, err);
    if (st == WG_OK)
        st = wgi_json_string(&s, &v, err);
    if (st == WG_OK && strcmp(s, format) != 0)
        st = wgi_json_fail(err, &v, WG_EFORMAT, "format \"%s\" is not \"%s\"", s, format);
    return st;
}

wg_status wgi_json_document(const wgi_jval *root, const char *format, const char *const *keys,
                           wg_error *err)
{
    /* the format first: a file of another kind is told as such */
    wg_status st = wgi_json_expect_format(root, format, err);
    if (st == WG_OK)
        st = wgi_json_root_object(root, keys, err);
    return st == WG_OK ? wgi_json_schema(root, err) : st;
}

wg_status wgi_json_as_argument(wg_error *err, wg_status st)
{
    if (st == WG_OK || st == WG_ENOMEM)
        return st;
    if (st == WG_EPARSE || st == WG_EFORMAT)
        st = WG_EINVAL;
    if (err) {
        err->code = st;
        err->file[0] = '\0';
        err->line = err->column = 0;
        err->position = 0;
    }
    return st;
}
