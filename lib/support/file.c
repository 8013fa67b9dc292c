/* Reading whole input files (internal/file.h). */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/file.h"

wg_status wgi_file_too_big(wg_error *err, wg_status code, const char *name, size_t max)
{
    wgi_where w = {name, 0, 0, max, NULL};
    return wgi_fail_at(err, code, &w, "document larger than %zu bytes", max);
}

/* Read the whole of f, up to max bytes, into a NUL-terminated buffer. */
static wg_status slurp(char **out, size_t *size, FILE *f, const char *path, size_t max,
                       wg_status too_big_code, wg_error *err)
{
    size_t cap = 4096, len = 0;
    char *buf = wgi_malloc(cap);
    if (buf == NULL)
        return wgi_fail_nomem(err);
    for (;;) {
        len += fread(buf + len, 1, cap - 1 - len, f);
        if (len > max) {
            wg_free(buf);
            return wgi_file_too_big(err, too_big_code, path, max);
        }
        if (len < cap - 1)
            break;
        char *bigger = wgi_realloc(buf, cap * 2);
        if (bigger == NULL) {
            wg_free(buf);
            return wgi_fail_nomem(err);
        }
        buf = bigger;
        cap *= 2;
    }
    if (ferror(f)) {
        wg_free(buf);
        wgi_where w = {path, 0, 0, 0, NULL};
        return wgi_fail_at(err, WG_EIO, &w, "read error: %s", strerror(errno));
    }
    buf[len] = '\0';
    *out = buf;
    *size = len;
    return WG_OK;
}

wg_status wgi_file_read(char **out, size_t *size, const char *path, size_t max,
                       wg_status too_big_code, wg_error *err)
{
    if (path == NULL)
        return wgi_fail(err, WG_EINVAL, "no file name given");
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        wgi_where w = {path, 0, 0, 0, NULL};
        return wgi_fail_at(err, WG_EIO, &w, "cannot open: %s", strerror(errno));
    }
    wg_status st = slurp(out, size, f, path, max, too_big_code, err);
    fclose(f);
    return st;
}
