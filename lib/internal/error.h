/* Internal helpers that fill a wg_error; each returns the code it sets, so
 * a failing path reads `return wgi_fail(err, WG_EINVAL, "...")`. */
#ifndef WGI_INTERNAL_ERROR_H
#define WGI_INTERNAL_ERROR_H

#include <stddef.h>
#include "wargen/error.h"

#if defined(__GNUC__)
#  define WGI_PRINTF(f, a) __attribute__((format(printf, f, a)))
/* A failure path kept out of line, so a hot function's fast path stays short. */
#  define WGI_COLD __attribute__((cold, noinline))
#else
#  define WGI_PRINTF(f, a)
#  define WGI_COLD
#endif

/* Where in an input document a problem is. */
typedef struct wgi_where {
    const char *file;   /* input name, may be NULL */
    int line;
    int column;
    size_t position;
    const char *path;   /* JSON path, may be NULL */
} wgi_where;

/* Set code and message; clears the location fields. err may be NULL. */
wg_status wgi_fail(wg_error *err, wg_status code, const char *fmt, ...) WGI_PRINTF(3, 4);

/* Set code, message and location. err may be NULL. */
wg_status wgi_fail_at(wg_error *err, wg_status code, const wgi_where *where,
                     const char *fmt, ...) WGI_PRINTF(4, 5);

/* Shorthand for out-of-memory, the one failure every module shares. */
wg_status wgi_fail_nomem(wg_error *err);

/* Index of name in the table names (count of them), or -1; name may be NULL. */
int wgi_name_index(const char *const *names, int count, const char *name);

/* An enum's value by name, for every wg_<enum>_parse: the index of name in
 * names into *out, or WG_EINVAL "unknown WHAT "name" (expected a, b or c)"
 * listing the table itself, so the message cannot drift from it (*out is
 * then untouched). */
wg_status wgi_name_parse(int *out, const char *const *names, int count, const char *name,
                        const char *what, wg_error *err);

/* An enum's name, for every wg_<enum>_name: names[i], or NULL out of range. */
const char *wgi_name_at(const char *const *names, int count, int i);

/* TYPE##_name and TYPE##_parse of a public enum from its one name table
 * (COUNT names); names before FIRST have a name but cannot be parsed. */
#define WGI_ENUM_NAMES(TYPE, TABLE, FIRST, COUNT, WHAT)                                        \
    const char *TYPE##_name(TYPE value)                                                       \
    {                                                                                         \
        return wgi_name_at(TABLE, COUNT, (int)value);                                          \
    }                                                                                         \
    wg_status TYPE##_parse(TYPE *out, const char *name, wg_error *err)                        \
    {                                                                                         \
        int i;                                                                                \
        if (out == NULL)                                                                      \
            return wgi_fail(err, WG_EINVAL, #TYPE "_parse: out is NULL");                      \
        wg_status st =                                                                        \
            wgi_name_parse(&i, (TABLE) + (FIRST), (COUNT) - (FIRST), name, WHAT, err);         \
        if (st == WG_OK)                                                                      \
            *out = (TYPE)(i + (FIRST));                                                       \
        return st;                                                                            \
    }

/* Copy src into the fixed buffer dst of size n, cutting and NUL-terminating. */
void wgi_copy_str(char *dst, size_t n, const char *src);

#endif
