/* The one way a document reaches a reader, from a file or from text, and
 * the one check of a list accessor's arguments. Every _load_file /
 * _load_string pair (and _replay, _play, _apply) of lib/ is two calls of
 * wgi_load that differ only in their source. */
#ifndef WGI_INTERNAL_LOAD_H
#define WGI_INTERNAL_LOAD_H

#include <stdbool.h>
#include <stddef.h>
#include "internal/json.h"

/* Where a document comes from: the file at path (file true), or size bytes
 * of text named name in messages ("<string>" when NULL). fn is the public
 * function, named when an argument is NULL. */
typedef struct wgi_source {
    const char *fn;
    bool file;
    const char *path;
    const char *text;
    size_t size;
    const char *name;
} wgi_source;

#define WGI_FILE(path) (&(wgi_source){__func__, true, (path), NULL, 0, NULL})
#define WGI_TEXT(text, size, name) (&(wgi_source){__func__, false, NULL, (text), (size), (name)})

/* Open src into doc: wgi_json_load_file or wgi_json_load_string. */
wg_status wgi_json_open(wgi_jdoc *doc, const wgi_source *src, wg_error *err);

/* What a reader does with an open document: build an object into target
 * (a T **, set on success) or apply the document to it (a T *), with ctx
 * (what the document refers to: a catalogue, a table; may be NULL). */
typedef struct wgi_reader {
    wg_status (*read)(void *target, const void *ctx, wgi_jdoc *doc, wg_error *err);
    bool makes;     /* target is a T **, set to NULL first (so it is NULL on failure) */
    bool needs_ctx; /* a NULL ctx is refused */
} wgi_reader;

/* Refuse a NULL target, or a NULL ctx when the reader needs one, with
 * WG_EINVAL ("FN: out is NULL", "FN: NULL argument"); clear *target when the reader makes an object; open
 * src; give it to the reader; close it, whatever the reader returns. */
wg_status wgi_load(void *target, const void *ctx, const wgi_reader *reader,
                   const wgi_source *src, wg_error *err);

/* The check at the top of every struct-form _at accessor: WG_EINVAL
 * "FN: NULL argument" when out or handle is NULL, WG_ENOTFOUND "no WHAT
 * INDEX: there are COUNT" when index >= count. */
wg_status wgi_at_check(const void *out, const void *handle, size_t index, size_t count,
                       const char *fn, const char *what, wg_error *err);

#endif
