/* Growable strings (internal/buf.h). */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "internal/alloc.h"
#include "internal/buf.h"

void wgi_buf_init(wgi_buf *b)
{
    *b = (wgi_buf){NULL, 0, 0, false};
}

static bool reserve(wgi_buf *b, size_t extra)
{
    if (b->failed)
        return false;
    if (b->len + extra + 1 <= b->cap)
        return true;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + extra + 1)
        cap *= 2;
    char *data = wgi_realloc(b->data, cap);
    if (data == NULL) {
        b->failed = true;
        return false;
    }
    b->data = data;
    b->cap = cap;
    return true;
}

static void add_n(wgi_buf *b, const char *s, size_t n)
{
    if (!reserve(b, n))
        return;
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void wgi_buf_add(wgi_buf *b, const char *s)
{
    add_n(b, s, strlen(s));
}

void wgi_buf_addf(wgi_buf *b, const char *fmt, ...)
{
    char small[128];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof small) {
        add_n(b, small, (size_t)n);
        return;
    }
    if (!reserve(b, (size_t)n))
        return;
    va_start(ap, fmt);
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

void wgi_buf_add_json_string(wgi_buf *b, const char *s)
{
    char esc[7];
    add_n(b, "\"", 1);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        add_n(b, esc, wgi_json_escape(esc, *p));
    add_n(b, "\"", 1);
}

wg_status wgi_buf_finish(wgi_buf *b, char **out, wg_error *err)
{
    if (!reserve(b, 0)) {
        wgi_buf_free(b);
        *out = NULL;
        return wgi_fail_nomem(err);
    }
    b->data[b->len] = '\0';
    *out = b->data;
    wgi_buf_init(b);
    return WG_OK;
}

void wgi_buf_free(wgi_buf *b)
{
    wg_free(b->data);
    wgi_buf_init(b);
}

size_t wgi_json_escape(char out[7], unsigned char c)
{
    if (c == '"' || c == '\\')
        return (size_t)snprintf(out, 7, "\\%c", c);
    if (c < 0x20)
        return (size_t)snprintf(out, 7, "\\u%04x", c);
    out[0] = (char)c;
    out[1] = '\0';
    return 1;
}

void wgi_buf_add_seed_index(wgi_buf *b, uint64_t seed, uint64_t index)
{
    wgi_buf_add_seed(b, seed);
    wgi_buf_addf(b, ", \"index\": %" PRIu64, index);
}

void wgi_buf_add_seed(wgi_buf *b, uint64_t seed)
{
    if (seed > INT64_MAX)
        wgi_buf_addf(b, "\"seed\": \"%" PRIu64 "\"", seed);
    else
        wgi_buf_addf(b, "\"seed\": %" PRIu64, seed);
}
