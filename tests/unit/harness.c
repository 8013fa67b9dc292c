#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "not_allocating.h"

static long live;
static size_t calls;
static size_t fail_at;  /* 0: never fail */
static bool fail_on;    /* fail every allocation from fail_at on, not just that one */
static int failed;
static bool paused;
static bool stack_checks = true;
static bool poison;     /* fill each block malloc gives with junk */

/* The public calls an op made through OOM_CALL, and whether an injected
 * failure fell inside each (see harness.h). */
#define MAX_CALLED 32
static struct {
    const char *name;  /* the OOM_CALL's text, "wg_x(...)": compared up to '(' */
    size_t len;
    bool failed_inside;
} called[MAX_CALLED];
static size_t n_called;
static long current = -1;  /* index in called[] of the call running, or -1 */

static int inject(void)
{
    if (paused)
        return 0;
    calls++;
    if (fail_at != 0 && (calls == fail_at || (fail_on && calls > fail_at))) {
        failed = 1;
        if (current >= 0)
            called[current].failed_inside = true;
        return 1;
    }
    if (fail_at == 0 && stack_checks)
        not_allocating_check();
    return 0;
}

void harness_enter(const char *call)
{
    size_t len = strcspn(call, "( ");
    assert_true(current < 0);  /* not nested */
    for (size_t i = 0; i < n_called; i++) {
        if (called[i].len == len && strncmp(called[i].name, call, len) == 0) {
            current = (long)i;
            return;
        }
    }
    assert_true(n_called < MAX_CALLED);
    called[n_called].name = call;
    called[n_called].len = len;
    called[n_called].failed_inside = false;
    current = (long)n_called++;
}

wg_status harness_leave(wg_status status)
{
    current = -1;
    return status;
}

void harness_pause(void)
{
    paused = true;
}

void harness_resume(void)
{
    paused = false;
}

void harness_stack_checks(bool on)
{
    stack_checks = on;
}

void harness_poison(bool on)
{
    poison = on;
}

static void *counting_malloc(size_t size)
{
    if (inject())
        return NULL;
    void *p = malloc(size);
    if (p)
        live++;
    if (p && poison)
        memset(p, 0xA5, size);
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
    stack_checks = true;
    poison = false;
    not_allocating_load();
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
    current = -1;  /* a failed assertion may have left them set */
    paused = false;
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

/* Every OOM_CALL of the op had a failure injected inside it. (An op with
 * none tests an internal module, or covers nothing.) */
static void check_called(const char *name)
{
    size_t missed = 0;
    for (size_t i = 0; i < n_called; i++) {
        int len = (int)called[i].len;
        if (called[i].failed_inside) {
            print_message("%s: covers %.*s\n", name, len, called[i].name);
        } else {
            print_error("%s: no allocation failed inside %.*s\n", name, len, called[i].name);
            missed++;
        }
    }
    if (missed > 0)
        fail_msg("%s: %zu OOM_CALL(s) with no allocation inside", name, missed);
}

/* 1, or WARGEN_TEST_OOM_STRIDE: the valgrind setup (tests/meson.build) sets
 * it, because a sweep's cost grows with the square of the op's allocations,
 * and each costs some fifty times more there; every failure it then skips
 * has been injected one by one in the native and sanitizer runs. */
static size_t sweep_stride(void)
{
    const char *s = getenv("WARGEN_TEST_OOM_STRIDE");
    long v = s ? strtol(s, NULL, 10) : 1;
    return v > 1 ? (size_t)v : 1;
}

size_t harness_fail_each_alloc_named(const char *name, harness_op op, void *ctx)
{
    size_t stride = sweep_stride(), n = 1;
    n_called = 0;
    while (fail_run(op, ctx, name, n, false))
        n += stride;
    size_t total = calls; /* the run that reached no failure made them all */
    for (size_t k = 1; k <= total; k += stride)
        assert_true(fail_run(op, ctx, name, k, true));
    if (stride == 1) {
        /* a skipped failure may be the only one inside a call */
        check_called(name);
        print_message("%s: each of its %zu allocations failed, once and from then on\n", name,
                      total);
    } else {
        print_message("%s: every %zuth of its %zu allocations failed, once and from then on\n",
                      name, stride, total);
    }
    return total;
}
