#include <stdbool.h>
#include <stdlib.h>

#include "harness.h"

static long live;
static size_t calls;
static size_t fail_at;  /* 0: never fail */
static bool fail_on;    /* fail every allocation from fail_at on, not just that one */
static int failed;

static int inject(void)
{
    calls++;
    if (fail_at != 0 && (calls == fail_at || (fail_on && calls > fail_at))) {
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

/* One run of op with allocation n failing (and, fail_on, every one after). */
static bool fail_run(harness_op op, void *ctx, const char *name, size_t n, bool on)
{
    long before = live;
    calls = 0;
    failed = 0;
    fail_at = n;
    fail_on = on;
    wg_status st = op(ctx);
    fail_at = 0;
    fail_on = false;
    const char *mode = on ? "and every later one" : "once";
    if (live != before)
        fail_msg("%s: allocation %zu failing %s: %ld allocation(s) leaked", name, n, mode,
                 live - before);
    if (!failed) {
        assert_int_equal(st, WG_OK);
        return false;
    }
    if (st != WG_ENOMEM)
        fail_msg("%s: allocation %zu failing %s: status %d (%s), not WG_ENOMEM", name, n, mode,
                 (int)st, wg_status_str(st));
    return true;
}

size_t harness_fail_each_alloc_named(const char *name, harness_op op, void *ctx)
{
    size_t n = 1;
    while (fail_run(op, ctx, name, n, false))
        n++;
    for (size_t k = 1; k < n; k++)
        assert_true(fail_run(op, ctx, name, k, true));
    print_message("%s: each of its %zu allocations failed, once and from then on\n", name,
                  n - 1);
    return n - 1;
}
