/* What the suites that read files share: paths in the source tree, whole
 * files, and exact checks of located and argument errors. Static inline so
 * each suite uses what it needs. */
#ifndef WG_TEST_COMMON_H
#define WG_TEST_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

/* ---- files ------------------------------------------------------------------ */

static inline const char *source_path(char *buf, size_t size, const char *relative)
{
    const char *root = getenv("WARGEN_SOURCE_ROOT");
    if (root == NULL)
        fail_msg("WARGEN_SOURCE_ROOT is not set (meson test sets it)");
    snprintf(buf, size, "%s/%s", root, relative);
    return buf;
}

/* The whole file, NUL-terminated, from malloc (free it). */
static inline char *read_text(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        fail_msg("cannot open %s", path);
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    assert_non_null(buf);
    size_t n;
    while ((n = fread(buf + len, 1, cap - 1 - len, f)) > 0) {
        len += n;
        if (len == cap - 1) {
            cap *= 2;
            buf = realloc(buf, cap);
            assert_non_null(buf);
        }
    }
    fclose(f);
    buf[len] = '\0';
    return buf;
}

/* ---- errors ------------------------------------------------------------------ */

static inline void expect_error(const wg_error *err, wg_status code, const char *file, int line,
                                int column, const char *path, const char *message_part)
{
    if (err->code != code || err->line != line || err->column != column ||
        strcmp(err->path, path) != 0 || strcmp(err->file, file) != 0 ||
        strstr(err->message, message_part) == NULL)
        fail_msg("got %s:%d:%d: [%s] %s (%s); want %s:%d:%d: [%s] ...%s... (%s)", err->file,
                 err->line, err->column, err->path, err->message, wg_status_str(err->code), file,
                 line, column, path, message_part, wg_status_str(code));
}

/* An error about an argument: the code and the exact message, no location. */
static inline void expect_arg_error(const wg_error *err, wg_status code, const char *message)
{
    if (err->code != code || strcmp(err->message, message) != 0 || err->line != 0 ||
        err->file[0] != '\0' || err->path[0] != '\0')
        fail_msg("got %s: \"%s\" (file \"%s\", line %d, path \"%s\"); want %s: \"%s\"",
                 wg_status_str(err->code), err->message, err->file, err->line, err->path,
                 wg_status_str(code), message);
}

#endif
