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
 * too. jansson 2.14 does not survive every failed allocation: when the
 * growth of its lexer's token buffer fails it carries on with the token
 * cut short and reads past its end (akheron/jansson#362), and it can report
 * a failure as a syntax error or not at all. So a parse (json.c) brackets
 * jansson with wgi_alloc_json_begin/end: an allocation that fails meanwhile
 * is recorded and, if it fits, served from a reserve taken beforehand, so
 * jansson never sees that failure; json.c then stops feeding it text and
 * throws the result away. Per thread, like jansson's own parses. */
static _Thread_local struct {
    char *reserve;
    size_t size, used;
    bool failed;
} parse;

static bool in_reserve(const void *p)
{
    uintptr_t a = (uintptr_t)p, base = (uintptr_t)parse.reserve;
    return parse.reserve != NULL && a >= base && a < base + parse.size;
}

static void *json_malloc(size_t size)
{
    void *p = wgi_malloc(size);
    if (p != NULL)
        return p;
    parse.failed = true;
    size_t n = (size + 15) & ~(size_t)15;  /* keeps the reserve's alignment */
    if (parse.reserve == NULL || n < size || n > parse.size - parse.used)
        return NULL;
    p = parse.reserve + parse.used;
    parse.used += n;
    return p;
}

static void json_free(void *p)
{
    if (!in_reserve(p))
        wg_free(p);
}

__attribute__((constructor)) static void install_json_hooks(void)
{
    json_set_alloc_funcs(json_malloc, json_free);
}

bool wgi_alloc_json_begin(size_t reserve)
{
    parse.reserve = wgi_malloc(reserve);
    parse.size = parse.reserve ? reserve : 0;
    parse.used = 0;
    parse.failed = false;
    return parse.reserve != NULL;
}

bool wgi_alloc_json_failed(void)
{
    return parse.failed;
}

void wgi_alloc_json_end(void)
{
    wg_free(parse.reserve);
    parse.reserve = NULL;
    parse.size = parse.used = 0;
}

void *wgi_malloc(size_t size)
{
    return allocator.malloc_fn(size ? size : 1);
}

void *wgi_calloc(size_t n, size_t size)
{
    if (size != 0 && n > SIZE_MAX / size)
        return NULL;
    void *p = wgi_malloc(n * size);
    if (p)
        memset(p, 0, n * size);
    return p;
}

void *wgi_realloc(void *ptr, size_t size)
{
    return allocator.realloc_fn(ptr, size ? size : 1);
}

void wg_free(void *ptr)
{
    if (ptr)
        allocator.free_fn(ptr);
}

bool wgi_grow(void **items, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap)
        return true;
    size_t n = *cap ? *cap : 8;
    while (n < need)
        n *= 2;
    if (n > SIZE_MAX / size)
        return false;
    void *p = wgi_realloc(*items, n * size);
    if (p == NULL)
        return false;
    *items = p;
    *cap = n;
    return true;
}

char *wgi_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *copy = wgi_malloc(n);
    if (copy)
        memcpy(copy, s, n);
    return copy;
}
