/* The process-wide allocator (wargen/alloc.h). */
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <jansson.h>

#include "wargen/alloc.h"
#include "internal/alloc.h"

/* The library's only mutable global: set before use, like SQLite's and
 * jansson's allocator hooks. */
static struct {
    wg_malloc_fn malloc_fn;
    wg_realloc_fn realloc_fn;
    wg_free_fn free_fn;
} allocator = {malloc, realloc, free};

wg_status wg_set_allocator(wg_malloc_fn malloc_fn, wg_realloc_fn realloc_fn, wg_free_fn free_fn)
{
    int given = (malloc_fn != NULL) + (realloc_fn != NULL) + (free_fn != NULL);
    if (given != 0 && given != 3)
        return WG_EINVAL;
    if (given == 0) {
        malloc_fn = malloc;
        realloc_fn = realloc;
        free_fn = free;
    }
    allocator.malloc_fn = malloc_fn;
    allocator.realloc_fn = realloc_fn;
    allocator.free_fn = free_fn;
    return WG_OK;
}

/* jansson allocates through these hooks, so it follows wg_set_allocator()
 * too. jansson 2.14 does not always report its own allocation failures as
 * such (a failed string copy can surface as "invalid token"), so the hooks
 * count failures per thread and the json module asks whether a parse saw
 * one. Installed once, when the library is loaded. */
static _Thread_local unsigned long json_failures;

static void *json_malloc(size_t size)
{
    void *p = wg_malloc(size);
    if (p == NULL)
        json_failures++;
    return p;
}

__attribute__((constructor)) static void install_json_hooks(void)
{
    json_set_alloc_funcs(json_malloc, wg_free);
}

unsigned long wg_alloc_json_failures(void)
{
    return json_failures;
}

void *wg_malloc(size_t size)
{
    return allocator.malloc_fn(size ? size : 1);
}

void *wg_calloc(size_t n, size_t size)
{
    if (size != 0 && n > SIZE_MAX / size)
        return NULL;
    void *p = wg_malloc(n * size);
    if (p)
        memset(p, 0, n * size);
    return p;
}

void *wg_realloc(void *ptr, size_t size)
{
    return allocator.realloc_fn(ptr, size ? size : 1);
}

void wg_free(void *ptr)
{
    if (ptr)
        allocator.free_fn(ptr);
}

bool wg_grow(void **items, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap)
        return true;
    size_t n = *cap ? *cap : 8;
    while (n < need)
        n *= 2;
    if (n > SIZE_MAX / size)
        return false;
    void *p = wg_realloc(*items, n * size);
    if (p == NULL)
        return false;
    *items = p;
    *cap = n;
    return true;
}

char *wg_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *copy = wg_malloc(n);
    if (copy)
        memcpy(copy, s, n);
    return copy;
}
