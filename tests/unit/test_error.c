/* error, alloc and version modules: the conventions every module uses. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "internal/problems.h"

static void test_status_names(void **state)
{
    (void)state;
    static const struct { wg_status code; const char *name; } names[] = {
        {WG_OK, "success"}, {WG_EINVAL, "invalid argument"}, {WG_ENOMEM, "out of memory"},
        {WG_EIO, "input/output error"}, {WG_EPARSE, "malformed input"},
        {WG_EFORMAT, "invalid document"}, {WG_ERANGE, "value out of range"},
        {WG_ESTATE, "not allowed in this state"}, {WG_ERULE, "forbidden by the rules"},
        {WG_ENOTFOUND, "not found"}, {WG_ENOTSUP, "not supported by this build"},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        assert_string_equal(wg_status_str(names[i].code), names[i].name);
    assert_string_equal(wg_status_str((wg_status)-1000), "unknown status");
    assert_string_equal(wg_status_str((wg_status)5), "unknown status");
}

static wg_error located(void)
{
    wg_error err;
    wg_error_clear(&err);
    err.code = WG_EFORMAT;
    err.line = 3;
    err.column = 14;
    strcpy(err.file, "table.json");
    strcpy(err.path, "entries[3].cost");
    strcpy(err.message, "must be at least 0, not -1");
    return err;
}

static void test_format_full(void **state)
{
    (void)state;
    wg_error err = located();
    char buf[256];
    const char *want = "table.json:3:14: entries[3].cost: must be at least 0, not -1";
    assert_int_equal(wg_error_format(buf, sizeof buf, &err), strlen(want));
    assert_string_equal(buf, want);
}

static void test_format_partial(void **state)
{
    (void)state;
    wg_error err = located();
    char buf[256];
    err.path[0] = '\0';
    wg_error_format(buf, sizeof buf, &err);
    assert_string_equal(buf, "table.json:3:14: must be at least 0, not -1");
    err.line = 0;
    wg_error_format(buf, sizeof buf, &err);
    assert_string_equal(buf, "table.json: must be at least 0, not -1");
    err.file[0] = '\0';
    wg_error_format(buf, sizeof buf, &err);
    assert_string_equal(buf, "must be at least 0, not -1");
}

static void test_format_truncates_like_snprintf(void **state)
{
    (void)state;
    wg_error err = located();
    char small[10];
    size_t need = wg_error_format(small, sizeof small, &err);
    assert_true(need >= sizeof small);
    assert_int_equal(strlen(small), sizeof small - 1);
    assert_int_equal(wg_error_format(NULL, 0, &err), need);
    char buf[8];
    assert_int_equal(wg_error_format(buf, sizeof buf, NULL), 0);
    assert_string_equal(buf, "");
}

static void test_clear(void **state)
{
    (void)state;
    wg_error err = located();
    wg_error_clear(&err);
    assert_int_equal(err.code, WG_OK);
    assert_int_equal(err.line, 0);
    assert_int_equal(err.column, 0);
    assert_int_equal(err.position, 0);
    assert_string_equal(err.file, "");
    assert_string_equal(err.path, "");
    assert_string_equal(err.message, "");
    char buf[64];
    wg_error_format(buf, sizeof buf, &err);  /* a cleared record formats as nothing */
    assert_string_equal(buf, "");
    wg_error_clear(NULL);
}

/* Errors are reported through err only on failure: success leaves it be. */
static void test_success_leaves_err_untouched(void **state)
{
    (void)state;
    wg_error err = located();
    wg_rng *rng = NULL;
    assert_int_equal(wg_rng_new(&rng, 1, &err), WG_OK);
    assert_int_equal(err.code, WG_EFORMAT);
    assert_string_equal(err.path, "entries[3].cost");
    wg_rng_free(rng);
}

static void test_version(void **state)
{
    (void)state;
    char want[32];
    snprintf(want, sizeof want, "%d.%d.%d", WG_VERSION_MAJOR, WG_VERSION_MINOR,
             WG_VERSION_PATCH);
    assert_string_equal(WG_VERSION_STRING, want);
    assert_string_equal(wg_version(), WG_VERSION_STRING);
    assert_int_equal(WG_VERSION_NUMBER,
                     WG_VERSION_MAJOR * 10000 + WG_VERSION_MINOR * 100 + WG_VERSION_PATCH);
}

static int custom_calls;
static void *custom_malloc(size_t n) { custom_calls++; return malloc(n); }
static void *custom_realloc(void *p, size_t n) { custom_calls++; return realloc(p, n); }
static void custom_free(void *p) { free(p); }

/* A list keeps the first WG_PROBLEMS_MAX problems and counts the others. */
static void test_problems_cap(void **state)
{
    (void)state;
    wg_problems *list = NULL;
    wg_error e;
    assert_int_equal(wgi_problems_new(&list), WG_OK);
    for (int i = 0; i < WG_PROBLEMS_MAX + 5; i++) {
        wg_error_clear(&e);
        e.code = WG_EFORMAT;
        e.line = i + 1;
        assert_int_equal(wgi_problems_add(list, &e), WG_OK);
    }
    assert_int_equal(wg_problems_count(list), WG_PROBLEMS_MAX);
    assert_int_equal(wg_problems_omitted(list), 5);
    assert_int_equal(wg_problems_at(list, 0)->line, 1);
    assert_int_equal(wg_problems_at(list, WG_PROBLEMS_MAX - 1)->line, WG_PROBLEMS_MAX);
    assert_null(wg_problems_at(list, WG_PROBLEMS_MAX));
    wg_problems_free(list);
    assert_int_equal(wg_problems_omitted(NULL), 0);
    assert_int_equal(wg_problems_count(NULL), 0);
}

static void test_allocator(void **state)
{
    (void)state;
    assert_int_equal(wg_set_allocator(custom_malloc, NULL, custom_free), WG_EINVAL);
    assert_int_equal(wg_set_allocator(NULL, NULL, custom_free), WG_EINVAL);
    assert_int_equal(wg_set_allocator(custom_malloc, custom_realloc, custom_free), WG_OK);
    custom_calls = 0;
    wg_rng *rng = NULL;
    assert_int_equal(wg_rng_new(&rng, 1, NULL), WG_OK);
    wg_rng_free(rng);
    assert_int_equal(custom_calls, 1);
    assert_int_equal(wg_set_allocator(NULL, NULL, NULL), WG_OK); /* back to the C library */
    assert_int_equal(wg_rng_new(&rng, 1, NULL), WG_OK);
    wg_rng_free(rng);
    assert_int_equal(custom_calls, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_status_names),
        cmocka_unit_test(test_format_full),
        cmocka_unit_test(test_format_partial),
        cmocka_unit_test(test_format_truncates_like_snprintf),
        cmocka_unit_test(test_clear),
        cmocka_unit_test(test_success_leaves_err_untouched),
        cmocka_unit_test(test_version),
        cmocka_unit_test(test_problems_cap),
        cmocka_unit_test(test_allocator),
    };
    return cmocka_run_group_tests_name("error", tests, NULL, NULL);
}
