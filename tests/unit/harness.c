#include <stdlib.h>
#include <jansson.h>

#include "harness.h"

static long live;
static size_t calls;
static size_t fail_at;  /* 0: never fail */
static int failed;

static int inject(void)
{
    calls++;
    if (fail_at != 0 && calls == fail_at) {
        failed = 1;
        return 1;
    }
    return 0;
}

static void *counting_malloc(size_t size)
{
    if (inject())
        return NULL;
    void *p = malloc(size);
    if (p)
        live++;
    return p;
}

static void *counting_realloc(void *ptr, size_t size)
{
    if (inject())
        return NULL;
    void *p = realloc(ptr, size);
    if (p && ptr == NULL)
        live++;
    return p;
}

static void counting_free(void *ptr)
{
    if (ptr) {
        live--;
        free(ptr);
    }
}

int harness_setup(void **state)
{
    (void)state;
    live = 0;
    fail_at = 0;
    return wg_set_allocator(counting_malloc, counting_realloc, counting_free) == WG_OK ? 0 : -1;
}

int harness_teardown(void **state)
{
    (void)state;
    return wg_set_allocator(NULL, NULL, NULL) == WG_OK ? 0 : -1;
}

long harness_live(void)
{
    return live;
}

size_t harness_calls(void)
{
    return calls;
}

void harness_reset_calls(void)
{
    calls = 0;
}

size_t harness_fail_each_alloc(harness_op op, void *ctx)
{
    for (size_t n = 1;; n++) {
        long before = live;
        calls = 0;
        failed = 0;
        fail_at = n;
        wg_status st = op(ctx);
        fail_at = 0;
        if (live != before)
            fail_msg("allocation %zu failing: %ld allocation(s) leaked", n, live - before);
        if (!failed) {
            assert_int_equal(st, WG_OK);
            return n - 1;
        }
        if (st != WG_ENOMEM)
            fail_msg("allocation %zu failing: status %d (%s), not WG_ENOMEM", n, (int)st,
                     wg_status_str(st));
    }
}

size_t harness_fail_each_own_alloc(harness_op op, void *ctx)
{
    json_malloc_t m;
    json_free_t f;
    json_get_alloc_funcs(&m, &f);
    json_set_alloc_funcs(malloc, free);
    size_t n = harness_fail_each_alloc(op, ctx);
    json_set_alloc_funcs(m, f);
    return n;
}
