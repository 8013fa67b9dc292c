/* Internal helpers that fill a wg_error; each returns the code it sets, so
 * a failing path reads `return wg_fail(err, WG_EINVAL, "...")`. */
#ifndef WG_INTERNAL_ERROR_H
#define WG_INTERNAL_ERROR_H

#include <stddef.h>
#include "wargen/error.h"

#if defined(__GNUC__)
#  define WG_PRINTF(f, a) __attribute__((format(printf, f, a)))
/* A failure path kept out of line, so a hot function's fast path stays short. */
#  define WG_COLD __attribute__((cold, noinline))
#else
#  define WG_PRINTF(f, a)
#  define WG_COLD
#endif

/* Where in an input document a problem is. */
typedef struct wg_where {
    const char *file;   /* input name, may be NULL */
    int line;
    int column;
    size_t position;
    const char *path;   /* JSON path, may be NULL */
} wg_where;

/* Set code and message; clears the location fields. err may be NULL. */
wg_status wg_fail(wg_error *err, wg_status code, const char *fmt, ...) WG_PRINTF(3, 4);

/* Set code, message and location. err may be NULL. */
wg_status wg_fail_at(wg_error *err, wg_status code, const wg_where *where,
                     const char *fmt, ...) WG_PRINTF(4, 5);

/* Shorthand for out-of-memory, the one failure every module shares. */
wg_status wg_fail_nomem(wg_error *err);

/* Index of name in the table names (count of them), or -1; name may be NULL. */
int wg_name_index(const char *const *names, int count, const char *name);

/* Copy src into the fixed buffer dst of size n, cutting and NUL-terminating. */
void wg_copy_str(char *dst, size_t n, const char *src);

#endif
