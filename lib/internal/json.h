/* The json module: every JSON document libwargen reads goes through here.
 *
 * Parsing is jansson's (duplicate keys and trailing garbage rejected); on
 * top of it come limits on size and depth, strict typed getters that reject
 * unknown keys and wrong types, and errors that name the file, line, column
 * and JSON path. jansson keeps no positions for values, so on an error the
 * value is found again in the kept source text (json_locate.c): errors are
 * rare, and the happy path pays nothing for them. */
#ifndef WGI_INTERNAL_JSON_H
#define WGI_INTERNAL_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <jansson.h>

#include "wargen/error.h"
#include "internal/error.h"

/* Deepest nesting of arrays and objects a document may have. */
#define WGI_JSON_MAX_DEPTH 32
/* Largest document, in bytes. */
#define WGI_JSON_MAX_SIZE ((size_t)16 << 20)

/* Arrays nested this deep or less keep a locating cursor. */
#define WGI_JSON_CURSOR_DEPTH 8

/* Where locating got to last (json_locate.c). Problems are found mostly in
 * document order, so each search goes on from there rather than from the
 * start: locating every problem of a document stays linear in its size. */
typedef struct wgi_jcursor {
    size_t offset;          /* a position whose line and column are known */
    int line, column;       /* 0: none known yet */
    struct {
        size_t array, index, at; /* the array's offset, an element's index and offset */
    } element[WGI_JSON_CURSOR_DEPTH]; /* by the array's depth; at 0: none yet */
} wgi_jcursor;

/* A parsed document and the text it came from. */
typedef struct wgi_jdoc {
    json_t *root;
    char *text;    /* NUL-terminated copy of the source */
    size_t size;   /* bytes in text, excluding the NUL */
    char *name;    /* file path, or the caller's name such as "<string>" */
    wgi_jcursor cursor; /* a cache: changed by locating, even through a const doc */
} wgi_jdoc;

/* A value and the route to it from the root, for error paths. Built on the
 * stack by the getters below; node is NULL for an absent optional member. */
typedef struct wgi_jval {
    const wgi_jdoc *doc;
    const struct wgi_jval *parent;
    const char *key;   /* member name in the parent object, or NULL */
    size_t index;      /* index in the parent array when key is NULL */
    json_t *node;
} wgi_jval;

/* Load and parse; on failure doc is all zero and err says why. Free a
 * loaded doc with wgi_json_close(). name may be NULL ("<string>"). */
wg_status wgi_json_load_file(wgi_jdoc *doc, const char *path, wg_error *err);
wg_status wgi_json_load_string(wgi_jdoc *doc, const char *text, size_t size, const char *name,
                              wg_error *err);
void wgi_json_close(wgi_jdoc *doc);
/* wgi_json_load_string with another size limit than WGI_JSON_MAX_SIZE (SIZE_MAX:
 * none), for text the library wrote itself and the caller trusts (a saved
 * game, wg_game_restore); the depth limit and every check stay. */
wg_status wgi_json_load_text(wgi_jdoc *doc, const char *text, size_t size, const char *name,
                            size_t max_size, wg_error *err);

void wgi_json_root(wgi_jval *out, const wgi_jdoc *doc);

/* Fail with an error located at v (file:line:column and path). */
wg_status wgi_json_fail(wg_error *err, const wgi_jval *v, wg_status code, const char *fmt, ...)
    WGI_PRINTF(4, 5);

/* v must be an object whose keys are all in the NULL-terminated list keys. */
wg_status wgi_json_object(const wgi_jval *v, const char *const *keys, wg_error *err);
/* Member key of the object v; missing is an error when required, else
 * out->node is NULL. */
wg_status wgi_json_member(wgi_jval *out, const wgi_jval *obj, const char *key, bool required,
                         wg_error *err);
/* v must be an array of min..max elements. */
wg_status wgi_json_array(size_t *len, const wgi_jval *v, size_t min, size_t max, wg_error *err);
void wgi_json_element(wgi_jval *out, const wgi_jval *array, size_t index);

/* Scalars. Strings are borrowed from the document (valid until close). */
wg_status wgi_json_int(int64_t *out, const wgi_jval *v, int64_t min, int64_t max, wg_error *err);
wg_status wgi_json_bool(bool *out, const wgi_jval *v, wg_error *err);
/* A document given as a function's argument (one object as text), not a
 * file: a refusal st is WG_EINVAL rather than a parse or format error, and
 * err is located only by the member at fault (its path). */
wg_status wgi_json_as_argument(wg_error *err, wg_status st);
/* Any JSON number, integer or not. */
wg_status wgi_json_number(double *out, const wgi_jval *v, wg_error *err);
/* Re-locate a failure reported without a place (err holds it) at v. */
wg_status wgi_json_relocate(wg_error *err, const wgi_jval *v, wg_status code);
wg_status wgi_json_string(const char **out, const wgi_jval *v, wg_error *err);
/* A string that must be one of the NULL-terminated names; *out is its index. */
wg_status wgi_json_enum(int *out, const wgi_jval *v, const char *const *names, wg_error *err);
/* A member's typed value in one call; an absent optional member leaves
 * *out as it is. */
wg_status wgi_json_member_int(int *out, const wgi_jval *obj, const char *key, bool required,
                             int64_t min, int64_t max, wg_error *err);
wg_status wgi_json_member_bool(bool *out, const wgi_jval *obj, const char *key, bool required,
                              wg_error *err);
wg_status wgi_json_member_string(const char **out, const wgi_jval *obj, const char *key,
                                bool required, wg_error *err);
/* The root's "format" member must equal format exactly. */
wg_status wgi_json_expect_format(const wgi_jval *root, const char *format, wg_error *err);

/* The root of a document may also have a "$schema" member (the address of
 * its JSON Schema, for editors; docs/FORMATS.md), and nothing else unknown. These
 * know that key, so that no reader does: */
/* root must be an object whose keys are in keys or are "$schema". */
wg_status wgi_json_root_object(const wgi_jval *root, const char *const *keys, wg_error *err);
/* root's "$schema", when present, must be a string (its value is not read). */
wg_status wgi_json_schema(const wgi_jval *root, wg_error *err);
/* The root of a document of format: its "format" member (wgi_json_expect_format),
 * then its keys (wgi_json_root_object), then "$schema" (wgi_json_schema). */
wg_status wgi_json_document(const wgi_jval *root, const char *format, const char *const *keys,
                           wg_error *err);

/* The JSON path of v ("entries[3].slots[0].count"; "" for the root). */
size_t wgi_json_path(char *buf, size_t size, const wgi_jval *v);

/* Locating (json_locate.c): byte offset of v's value (or of its key, when
 * key_only and v is an object member) in doc->text; and the 1-based line
 * and column of an offset in doc->text, counting columns in characters. */
size_t wgi_json_offset(const wgi_jval *v, bool key_only);
void wgi_json_line_column(const wgi_jdoc *doc, size_t offset, int *line, int *column);
/* The length of the longest token of text: a string from its quote to the
 * closing one (or the end), or a run of other bytes between whitespace and
 * punctuation (a number, a literal, garbage). jansson's lexer holds one token
 * at a time in a buffer that grows to fit it. */
size_t wgi_json_longest_token(const char *text, size_t size);
/* Offset of the first bracket nested deeper than max_depth, or size. */
size_t wgi_json_depth_exceeded(const char *text, size_t size, int max_depth);

#endif
