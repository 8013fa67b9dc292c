/* Status names and the wg_error record (wargen/error.h). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "wargen/error.h"
#include "internal/error.h"

const char *wg_status_str(wg_status status)
{
    switch (status) {
    case WG_OK: return "success";
    case WG_EINVAL: return "invalid argument";
    case WG_ENOMEM: return "out of memory";
    case WG_EIO: return "input/output error";
    case WG_EPARSE: return "malformed input";
    case WG_EFORMAT: return "invalid document";
    case WG_ERANGE: return "value out of range";
    case WG_ESTATE: return "not allowed in this state";
    case WG_ERULE: return "forbidden by the rules";
    case WG_ENOTFOUND: return "not found";
    case WG_ENOTSUP: return "not supported by this build";
    }
    return "unknown status";
}

int wgi_name_index(const char *const *names, int count, const char *name)
{
    for (int i = 0; name && i < count; i++)
        if (strcmp(name, names[i]) == 0)
            return i;
    return -1;
}

wg_status wgi_name_parse(int *out, const char *const *names, int count, const char *name,
                        const char *what, wg_error *err)
{
    int i = wgi_name_index(names, count, name);
    if (i >= 0) {
        *out = i;
        return WG_OK;
    }
    char list[WG_ERROR_MESSAGE_SIZE / 2] = "";
    size_t len = 0;
    for (int k = 0; k < count && len < sizeof list; k++)
        len += (size_t)snprintf(list + len, sizeof list - len, "%s%s",
                                k == 0 ? "" : k + 1 < count ? ", " : " or ", names[k]);
    return wgi_fail(err, WG_EINVAL, "unknown %s \"%s\" (expected %s)", what, name ? name : "",
                   list);
}

const char *wgi_name_at(const char *const *names, int count, int i)
{
    return i >= 0 && i < count ? names[i] : NULL;
}

void wgi_copy_str(char *dst, size_t n, const char *src)
{
    if (n == 0)
        return;
    size_t len = src ? strlen(src) : 0;
    if (len >= n)
        len = n - 1;
    if (len)
        memcpy(dst, src, len);
    dst[len] = '\0';
}

/* Field by field, not memset: every binding call clears a record, and the
 * 1 KiB of string buffers only need their first byte. */
void wg_error_clear(wg_error *err)
{
    if (err == NULL)
        return;
    err->code = WG_OK;
    err->line = err->column = 0;
    err->position = 0;
    err->file[0] = err->path[0] = err->message[0] = '\0';
}

static void set_message(wg_error *err, const char *fmt, va_list ap)
{
    vsnprintf(err->message, sizeof err->message, fmt, ap);
}

wg_status wgi_fail(wg_error *err, wg_status code, const char *fmt, ...)
{
    if (err) {
        wg_error_clear(err);
        err->code = code;
        va_list ap;
        va_start(ap, fmt);
        set_message(err, fmt, ap);
        va_end(ap);
    }
    return code;
}

wg_status wgi_fail_at(wg_error *err, wg_status code, const wgi_where *where, const char *fmt, ...)
{
    if (err) {
        wg_error_clear(err);
        err->code = code;
        if (where) {
            wgi_copy_str(err->file, sizeof err->file, where->file);
            wgi_copy_str(err->path, sizeof err->path, where->path);
            err->line = where->line;
            err->column = where->column;
            err->position = where->position;
        }
        va_list ap;
        va_start(ap, fmt);
        set_message(err, fmt, ap);
        va_end(ap);
    }
    return code;
}

wg_status wgi_fail_nomem(wg_error *err)
{
    return wgi_fail(err, WG_ENOMEM, "out of memory");
}

size_t wg_error_format(char *buf, size_t size, const wg_error *err)
{
    char dummy[1];
    if (size == 0 || buf == NULL) {
        buf = dummy;
        size = sizeof dummy;
    }
    if (err == NULL) {
        buf[0] = '\0';
        return 0;
    }
    char where[WG_ERROR_FILE_SIZE + 48] = "";
    if (err->file[0] && err->line > 0)
        snprintf(where, sizeof where, "%s:%d:%d: ", err->file, err->line, err->column);
    else if (err->file[0])
        snprintf(where, sizeof where, "%s: ", err->file);
    int n = snprintf(buf, size, "%s%s%s%s", where, err->path, err->path[0] ? ": " : "",
                     err->message);
    return n < 0 ? 0 : (size_t)n;
}
