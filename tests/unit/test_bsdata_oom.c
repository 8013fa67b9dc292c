/* Issue 27: the importer survives libxml2's failures. This process installs
 * its own libxml2 allocator (xmlMemSetup, which the library must never
 * call: the program owns libxml2's allocator) and fails each libxml2
 * allocation of importing a book (game system and catalogue), a roster (as
 * a document, and straight into a roster) and a .rosz archive in turn: every run returns WG_ENOMEM (WG_OK once past the
 * last allocation, or the very import of a run with no failure where
 * libxml2 makes up for one itself), never crashes, leaks nothing of
 * libxml2's or wargen's, and writes nothing to stderr. A separate
 * executable, since xmlMemSetup must come before libxml2's first
 * allocation. */
#define _POSIX_C_SOURCE 200809L /* fileno */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <libxml/parser.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlmemory.h>

#include "test_common.h"

#define DATA "tests/data/bsdata/"

/* ---- libxml2's allocator, counting, with failure injection --------------- */

static size_t xml_calls;    /* allocations since the run began */
static size_t xml_fail_at;  /* 0: never fail */
static bool xml_fail_on;    /* every allocation from xml_fail_at on, not just that one */
static bool xml_failed;     /* one was failed in this run */
static long xml_live;       /* allocations not yet freed */
static long xml_kept;       /* xml_live after libxml2's one-time setup */

static bool xml_inject(void)
{
    xml_calls++;
    if (xml_fail_at != 0 &&
        (xml_calls == xml_fail_at || (xml_fail_on && xml_calls > xml_fail_at))) {
        xml_failed = true;
        return true;
    }
    return false;
}

static void *xml_malloc(size_t size)
{
    if (xml_inject())
        return NULL;
    void *p = malloc(size);
    xml_live += p != NULL;
    return p;
}

static void *xml_realloc(void *ptr, size_t size)
{
    if (xml_inject())
        return NULL;
    void *p = realloc(ptr, size);
    xml_live += p != NULL && ptr == NULL;
    return p;
}

static void xml_free(void *ptr)
{
    if (ptr) {
        xml_live--;
        free(ptr);
    }
}

static char *xml_strdup(const char *s)
{
    char *copy = xml_malloc(strlen(s) + 1);
    return copy ? strcpy(copy, s) : NULL;
}

/* ---- stderr, captured around a run ---------------------------------------- */

static int saved_stderr = -1;
static FILE *captured;

static void capture_stderr(void)
{
    fflush(stderr);
    captured = tmpfile();
    assert_non_null(captured);
    saved_stderr = dup(STDERR_FILENO);
    assert_true(saved_stderr >= 0);
    assert_true(dup2(fileno(captured), STDERR_FILENO) >= 0);
}

/* What was written to stderr since capture_stderr() (at most size - 1
 * bytes of it), stderr restored. */
static size_t release_stderr(char *text, size_t size)
{
    fflush(stderr);
    dup2(saved_stderr, STDERR_FILENO);
    close(saved_stderr);
    rewind(captured);
    size_t n = fread(text, 1, size - 1, captured);
    text[n] = '\0';
    fclose(captured);
    return n;
}

/* ---- the sweep ------------------------------------------------------------ */

/* An operation importing something: frees all it made, failed or not, and
 * when result is not NULL gives what it imported as text (free it). */
typedef wg_status (*xml_op)(void *ctx, char **result);

typedef struct sweep {
    const char *name;
    xml_op op;
    void *ctx;
    char *want;        /* the result of a run with no failure */
    size_t recovered;  /* runs where libxml2 made up for a failure itself */
} sweep;

/* One run of the sweep's op with libxml2's allocation n failing (and, on,
 * every later one): whether an allocation was failed. */
static bool xml_fail_run(sweep *sw, size_t n, bool on)
{
    long xml_before = xml_live, wg_before = harness_live();
    char *got = NULL, said[512];
    xml_calls = 0;
    xml_failed = false;
    xml_fail_at = n;
    xml_fail_on = on;
    capture_stderr();
    wg_status st = sw->op(sw->ctx, &got);
    xml_fail_at = 0;
    size_t said_n = release_stderr(said, sizeof said);
    /* libxml2 keeps the thread's last error (a copy of its message) until
     * the next one: its record, not a leak */
    xmlResetLastError();
    bool same = got && strcmp(got, sw->want) == 0;
    free(got);
    const char *mode = on ? "and every later one" : "once";
    if (said_n > 0)
        fail_msg("%s: libxml2 allocation %zu failing %s: stderr got \"%s\"", sw->name, n, mode,
                 said);
    if (xml_live != xml_before || harness_live() != wg_before)
        fail_msg("%s: libxml2 allocation %zu failing %s: %ld libxml2 and %ld wargen "
                 "allocation(s) leaked", sw->name, n, mode, xml_live - xml_before,
                 harness_live() - wg_before);
    /* libxml2 makes up for some failures itself (a dictionary entry it
     * cannot add, it copies): the import is then whole, the same */
    if (xml_failed && st == WG_OK && same)
        sw->recovered++;
    else if (st != (xml_failed ? WG_ENOMEM : WG_OK) || (st == WG_OK && !same))
        fail_msg("%s: libxml2 allocation %zu failing %s: %s, not %s", sw->name, n, mode,
                 st == WG_OK ? "WG_OK, a different result" : wg_status_str(st),
                 xml_failed ? "WG_ENOMEM" : "WG_OK");
    return xml_failed;
}

/* 1, or WARGEN_TEST_OOM_STRIDE (set by the valgrind setup, where each run
 * costs some fifty times more; see tests/unit/harness.c). */
static size_t stride(void)
{
    const char *s = getenv("WARGEN_TEST_OOM_STRIDE");
    long v = s ? strtol(s, NULL, 10) : 1;
    return v > 1 ? (size_t)v : 1;
}

/* Fail libxml2's 1st, 2nd, ... allocation of op until a run succeeds
 * without reaching the failure, then each one and every later one. The
 * count varies a little from run to run (libxml2 seeds its dictionaries'
 * hashes at random, and they grow when they will), so either loop ends at
 * the first run that reaches no failure, which was checked like any. */
static size_t xml_fail_each(const char *name, xml_op op, void *ctx)
{
    sweep sw = {name, op, ctx, NULL, 0};
    assert_int_equal(op(ctx, &sw.want), WG_OK);
    size_t step = stride(), n = 1;
    while (xml_fail_run(&sw, n, false))
        n += step;
    size_t total = xml_calls;
    for (size_t k = 1; k <= total && xml_fail_run(&sw, k, true); k += step)
        continue;
    if (step == 1)
        print_message("%s: each of its %zu libxml2 allocations failed", name, total);
    else
        print_message("%s: every %zuth of its %zu libxml2 allocations failed", name, step, total);
    print_message(", once and from then on (%zu made up for by libxml2)\n", sw.recovered);
    free(sw.want);
    return total;
}

/* ---- what is imported ----------------------------------------------------- */

typedef struct texts {
    char *system, *book, *roster;
    wg_bsdata_book *loaded;  /* for the roster ops, loaded with no failure */
} texts;

/* text (which it wg_frees) and the number of warnings, as one text from
 * malloc */
static char *with_warnings(char *text, const wg_problems *warnings)
{
    size_t n = strlen(text) + 32;
    char *both = malloc(n);
    assert_non_null(both);
    snprintf(both, n, "%s\n%zu warning(s)", text, wg_problems_count(warnings));
    wg_free(text);
    return both;
}

static wg_status op_book(void *ctx, char **result)
{
    const texts *t = ctx;
    wg_bsdata_book *b = NULL;
    wg_problems *warnings = NULL;
    wg_status st = OOM_CALL(wg_bsdata_book_load_strings(&b, &warnings, t->system,
                                                        strlen(t->system), t->book,
                                                        strlen(t->book), NULL));
    if (st == WG_OK && result) {
        harness_pause();
        assert_int_equal(wg_catalog_to_json(result, wg_bsdata_book_catalog(b), NULL), WG_OK);
        *result = with_warnings(*result, warnings);
        harness_resume();
    }
    wg_problems_free(warnings);
    wg_bsdata_book_free(b);
    return st;
}

static wg_status op_roster(void *ctx, char **result)
{
    const texts *t = ctx;
    char *json = NULL;
    wg_problems *warnings = NULL;
    wg_error err;
    wg_status st = OOM_CALL(wg_bsdata_book_import_roster_string(&json, &warnings, t->loaded, t->roster,
                                                           strlen(t->roster), "roster", &err));
    if (st != WG_OK)
        assert_int_equal(err.code, st);
    if (st == WG_OK && result)
        *result = with_warnings(json, warnings);
    else
        wg_free(json);
    wg_problems_free(warnings);
    return st;
}

/* The same roster read straight into a roster (issue 29); its result is
 * the roster's document. */
static wg_status op_roster_loaded(void *ctx, char **result)
{
    const texts *t = ctx;
    wg_roster *r = NULL;
    wg_problems *warnings = NULL;
    wg_error err;
    wg_status st = OOM_CALL(wg_bsdata_book_load_roster_string(&r, &warnings, t->loaded, t->roster,
                                                              strlen(t->roster), "roster", &err));
    if (st != WG_OK)
        assert_int_equal(err.code, st);
    if (st == WG_OK && result) {
        harness_pause();
        assert_int_equal(wg_roster_to_json(result, r, NULL), WG_OK);
        *result = with_warnings(*result, warnings);
        harness_resume();
    }
    wg_roster_free(r);
    wg_problems_free(warnings);
    return st;
}

static wg_status op_archive(void *ctx, char **result)
{
    const texts *t = ctx;
    char *json = NULL, path[1024];
    wg_status st = OOM_CALL(wg_bsdata_book_import_roster_file(
        &json, NULL, t->loaded, source_path(path, sizeof path, DATA "valid-standard.rosz"), NULL));
    if (st == WG_OK && result)
        *result = with_warnings(json, NULL);
    else
        wg_free(json);
    return st;
}

static char *fixture(const char *name)
{
    char path[1024];
    return read_text(source_path(path, sizeof path, name));
}

static int texts_setup(void **state)
{
    static texts t;
    t.system = fixture(DATA "system.gst");
    t.book = fixture(DATA "book.cat");
    t.roster = fixture(DATA "valid-standard.ros");
    if (wg_bsdata_book_load_strings(&t.loaded, NULL, t.system, strlen(t.system), t.book,
                                    strlen(t.book), NULL) != WG_OK)
        return -1;
    *state = &t;
    return 0;
}

static int texts_teardown(void **state)
{
    texts *t = *state;
    wg_bsdata_book_free(t->loaded);
    free(t->system);
    free(t->book);
    free(t->roster);
    return 0;
}

/* Issue 27: the importer survives libxml2's failures, in a book's game
 * system and catalogue, a roster and a roster in a .rosz archive. */
static void test_libxml2_failures(void **state)
{
    assert_true(xml_fail_each("book", op_book, *state) > 0);
    assert_true(xml_fail_each("roster", op_roster, *state) > 0);
    assert_true(xml_fail_each("roster, loaded", op_roster_loaded, *state) > 0);
    assert_true(xml_fail_each("archive", op_archive, *state) > 0);
}

/* And wargen's own allocations failing leave none of libxml2's behind (a
 * document parsed before a later failure is freed). */
static wg_status balanced(xml_op op, void *ctx)
{
    long before = xml_live;
    wg_status st = op(ctx, NULL);
    xmlResetLastError();
    assert_int_equal(xml_live, before);
    return st;
}

static wg_status op_book_balanced(void *ctx)
{
    return balanced(op_book, ctx);
}

static wg_status op_roster_balanced(void *ctx)
{
    return balanced(op_roster, ctx);
}

static wg_status op_roster_loaded_balanced(void *ctx)
{
    return balanced(op_roster_loaded, ctx);
}

static void test_wargen_failures(void **state)
{
    assert_true(harness_fail_each_alloc(op_book_balanced, *state) > 0);
    assert_true(harness_fail_each_alloc(op_roster_balanced, *state) > 0);
    assert_true(harness_fail_each_alloc(op_roster_loaded_balanced, *state) > 0);
}

static int group_setup(void **state)
{
    return harness_setup(state) || texts_setup(state);
}

/* Once everything is freed, libxml2 holds only what its setup made. */
static int group_teardown(void **state)
{
    int failed = texts_teardown(state) || harness_teardown(state);
    xmlResetLastError();
    if (xml_live != xml_kept)
        print_error("%ld libxml2 allocation(s) left\n", xml_live - xml_kept);
    return failed || xml_live != xml_kept;
}

int main(void)
{
    /* before libxml2's first allocation; then its one-time setup (encoding
     * handlers and the like, kept for the process), which no run fails */
    if (xmlMemSetup(xml_free, xml_malloc, xml_realloc, xml_strdup) != 0)
        return 1;
    xmlInitParser();
    xml_kept = xml_live;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_libxml2_failures),
        cmocka_unit_test(test_wargen_failures),
    };
    return cmocka_run_group_tests_name("bsdata_oom", tests, group_setup, group_teardown);
}
