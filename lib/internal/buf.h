/* A growable string for writing JSON and text. Errors are sticky: after a
 * failed allocation every append does nothing and wgi_buf_finish() reports
 * WG_ENOMEM, so writers check once at the end. */
#ifndef WGI_INTERNAL_BUF_H
#define WGI_INTERNAL_BUF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "wargen/error.h"
#include "internal/error.h"

typedef struct wgi_buf {
    char *data;
    size_t len, cap;
    bool failed;
} wgi_buf;

void wgi_buf_init(wgi_buf *b);
void wgi_buf_add(wgi_buf *b, const char *s);
void wgi_buf_addf(wgi_buf *b, const char *fmt, ...) WGI_PRINTF(2, 3);
/* A JSON string literal, quotes and escapes included. */
void wgi_buf_add_json_string(wgi_buf *b, const char *s);
/* c as it stands inside a JSON string (itself, \" \\ or \u00XX), written to
 * out with a NUL: its length, at most 6. The one escaping rule of the
 * library's JSON and of the keys its error paths show. */
size_t wgi_json_escape(char out[7], unsigned char c);
/* "seed": S, the one form of a seed in every JSON the library writes: a
 * number up to 2^63 - 1 (what JSON readers such as jansson take as an
 * integer), a decimal string above. Readers take both. */
void wgi_buf_add_seed(wgi_buf *b, uint64_t seed);
/* "seed": S, "index": K: where in a seeded stream a result came from. */
void wgi_buf_add_seed_index(wgi_buf *b, uint64_t seed, uint64_t index);
/* Hand the NUL-terminated text to *out (the caller frees it with wg_free),
 * or free it and fail with WG_ENOMEM. */
wg_status wgi_buf_finish(wgi_buf *b, char **out, wg_error *err);
void wgi_buf_free(wgi_buf *b);

#endif
