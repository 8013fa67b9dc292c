/* Internal allocation helpers: every allocation of libwargen goes through
 * these, so wg_set_allocator() and the failure-injection tests see it. */
#ifndef WGI_INTERNAL_ALLOC_H
#define WGI_INTERNAL_ALLOC_H

#include <stdbool.h>
#include <stddef.h>
#include "wargen/alloc.h"

void *wgi_malloc(size_t size);
/* Zero-filled array of n elements of size bytes; NULL on overflow too. */
void *wgi_calloc(size_t n, size_t size);
void *wgi_realloc(void *ptr, size_t size);
/* wg_free() is public: wargen/alloc.h. */
/* Make *items (an array of elements of size bytes, *cap of them) hold at
 * least need elements, growing it geometrically; false on WG_ENOMEM, with
 * *items unchanged. */
bool wgi_grow(void **items, size_t *cap, size_t need, size_t size);
/* Around one jansson parse on this thread (see alloc.c): begin takes a
 * reserve of reserve bytes (false: out of memory, nothing to end); an
 * allocation of jansson's that fails meanwhile is recorded and served from
 * the reserve if it fits; wgi_alloc_json_failed() says whether one failed;
 * end frees the reserve, so every value parsed meanwhile must be freed
 * first if one did. */
bool wgi_alloc_json_begin(size_t reserve);
bool wgi_alloc_json_failed(void);
void wgi_alloc_json_end(void);
/* A copy of a NUL-terminated string, or NULL. */
char *wgi_strdup(const char *s);

#endif
