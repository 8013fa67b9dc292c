/* Internal allocation helpers: every allocation of libwargen goes through
 * these, so wg_set_allocator() and the failure-injection tests see it. */
#ifndef WG_INTERNAL_ALLOC_H
#define WG_INTERNAL_ALLOC_H

#include <stdbool.h>
#include <stddef.h>
#include "wargen/alloc.h"

void *wg_malloc(size_t size);
/* Zero-filled array of n elements of size bytes; NULL on overflow too. */
void *wg_calloc(size_t n, size_t size);
void *wg_realloc(void *ptr, size_t size);
/* wg_free() is public: wargen/alloc.h. */
/* Make *items (an array of elements of size bytes, *cap of them) hold at
 * least need elements, growing it geometrically; false on WG_ENOMEM, with
 * *items unchanged. */
bool wg_grow(void **items, size_t *cap, size_t need, size_t size);
/* Allocation failures the JSON library has met on this thread so far. */
unsigned long wg_alloc_json_failures(void);
/* A copy of a NUL-terminated string, or NULL. */
char *wg_strdup(const char *s);

#endif
