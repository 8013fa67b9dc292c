#define _POSIX_C_SOURCE 200809L /* mkstemp, fdopen */
/* json module (lib/internal/json.h): strict reading with file:line:column
 * and JSON-path errors, the contract of docs/FORMATS.md for every format. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "internal/json.h"

static wg_status load(wgi_jdoc *doc, const char *text, wg_error *err)
{
    return wgi_json_load_string(doc, text, strlen(text), "doc.json", err);
}

/* Expect loading text to fail with code at line:column, path and message. */
static void expect_load_error(const char *text, wg_status code, int line, int column,
                              const char *message_part)
{
    wgi_jdoc doc;
    wg_error err;
    assert_int_equal(load(&doc, text, &err), code);
    assert_int_equal(err.code, code);
    assert_string_equal(err.file, "doc.json");
    assert_int_equal(err.line, line);
    assert_int_equal(err.column, column);
    if (strstr(err.message, message_part) == NULL)
        fail_msg("message \"%s\" lacks \"%s\"", err.message, message_part);
    assert_null(doc.root);
    assert_null(doc.text);
}

static void test_syntax_errors(void **state)
{
    (void)state;
    expect_load_error("{\"a\": }", WG_EPARSE, 1, 7, "unexpected token");
    expect_load_error("{\n  \"a\": 1,\n  \"a\": 2\n}", WG_EPARSE, 3, 5, "duplicate object key");
    expect_load_error("{} x", WG_EPARSE, 1, 4, "end of file expected");
    expect_load_error("", WG_EPARSE, 1, 1, "expected");
    expect_load_error("{\"a\": \"\xff\"}", WG_EPARSE, 1, 7, "unable to decode byte 0xff");
}

static void test_not_an_object(void **state)
{
    (void)state;
    expect_load_error("  [1, 2]", WG_EFORMAT, 1, 3, "must be a JSON object");
}

static void test_depth_limit(void **state)
{
    (void)state;
    char text[2 * (WGI_JSON_MAX_DEPTH + 2) + 16];
    char *p = text;
    p += sprintf(p, "{\"a\":");
    for (int i = 0; i < WGI_JSON_MAX_DEPTH; i++)
        *p++ = '[';
    for (int i = 0; i < WGI_JSON_MAX_DEPTH; i++)
        *p++ = ']';
    strcpy(p, "}");
    /* the object plus WGI_JSON_MAX_DEPTH arrays: one level too many, at the
     * last '[' (column 5 + WGI_JSON_MAX_DEPTH) */
    expect_load_error(text, WG_EPARSE, 1, 5 + WGI_JSON_MAX_DEPTH, "nested deeper than");
    /* one level less is fine */
    memmove(text + 5, text + 6, strlen(text + 6) + 1);
    memmove(text + 5 + WGI_JSON_MAX_DEPTH - 1, text + 5 + WGI_JSON_MAX_DEPTH,
            strlen(text + 5 + WGI_JSON_MAX_DEPTH) + 1);
    wgi_jdoc doc;
    assert_int_equal(load(&doc, text, NULL), WG_OK);
    wgi_json_close(&doc);
}

/* Load an object of exactly size bytes ("{", spaces, "}") from a string and
 * from a file; both give the same status. */
static wg_status load_sized(size_t size, wg_error *err)
{
    char *text = malloc(size);
    char path[] = "/tmp/wargen-size-XXXXXX";
    int fd = mkstemp(path);
    FILE *f = fd >= 0 ? fdopen(fd, "wb") : NULL;
    wgi_jdoc doc;
    assert_non_null(text);
    assert_non_null(f);
    memset(text, ' ', size);
    text[0] = '{';
    text[size - 1] = '}';
    assert_int_equal(fwrite(text, 1, size, f), size);
    fclose(f);
    wg_status st = wgi_json_load_string(&doc, text, size, NULL, err);
    wgi_json_close(&doc);
    assert_int_equal(wgi_json_load_file(&doc, path, err), st);
    wgi_json_close(&doc);
    remove(path);
    free(text);
    return st;
}

/* A byte order mark is named, at 1:1, not shown as an invisible character. */
static void test_byte_order_mark(void **state)
{
    (void)state;
    expect_load_error("\xEF\xBB\xBF{\"format\": \"test/1\"}", WG_EPARSE, 1, 1,
                      "starts with a UTF-8 byte order mark");
}

static void test_size_limit(void **state)
{
    (void)state;
    wg_error err;
    /* one limit for strings and files: at it, and one byte over */
    assert_int_equal(load_sized(WGI_JSON_MAX_SIZE, &err), WG_OK);
    assert_int_equal(load_sized(WGI_JSON_MAX_SIZE + 1, &err), WG_EPARSE);
    assert_non_null(strstr(err.file, "/tmp/wargen-size-"));
    assert_non_null(strstr(err.message, "larger than 16777216 bytes"));
}

/* Locate a[index].key (a.key when index < 0) and check its line:column. */
static void expect_at(const wgi_jdoc *doc, int index, const char *key, int line, int column)
{
    wgi_jval root, a, elem, v;
    wg_error err;
    wgi_json_root(&root, doc);
    assert_int_equal(wgi_json_member(&a, &root, "a", true, &err), WG_OK);
    if (index >= 0) {
        wgi_json_element(&elem, &a, (size_t)index);
        assert_int_equal(wgi_json_member(&v, &elem, key, true, &err), WG_OK);
    }
    wgi_json_fail(&err, index >= 0 ? &v : &a, WG_EFORMAT, "here");
    if (err.line != line || err.column != column)
        fail_msg("a[%d].%s at %d:%d, expected %d:%d", index, key, err.line, err.column, line,
                 column);
}

/* Locating goes on from where it got to last (wgi_jcursor): forward, back on
 * the same line, back over lines, and into another array, with the same
 * results as from the start. */
static void test_locate_in_any_order(void **state)
{
    (void)state;
    static const char text[] = "{\"a\": [\n"
                               "  {\"x\": 1, \"y\": \"\xc3\xa9\xc3\xa9\", \"z\": 3},\n"
                               "  {\"x\": 4,\n   \"z\": 6},\n"
                               "  {\"x\": 7, \"z\": 9}]}";
    wgi_jdoc doc;
    assert_int_equal(load(&doc, text, NULL), WG_OK);
    expect_at(&doc, 1, "z", 4, 9);
    expect_at(&doc, 1, "x", 3, 9);    /* back over a line */
    expect_at(&doc, 0, "z", 2, 28);   /* back to an earlier element; é is one column */
    expect_at(&doc, 0, "x", 2, 9);    /* back on the same line */
    expect_at(&doc, 2, "z", 5, 17);   /* forward past what was seen */
    expect_at(&doc, -1, "", 1, 7);    /* back to the start */
    expect_at(&doc, 2, "x", 5, 9);
    wgi_json_close(&doc);
}

static const char *const TABLE_KEYS[] = {"format", "name", "entries", NULL};
static const char *const ENTRY_KEYS[] = {"roll", "cost", "kind", "flag", NULL};
static const char *const KINDS[] = {"horde", "regular", NULL};

/* Walk a small document with the strict getters, as a format reader does;
 * returns the first error. */
static wg_status read_doc(const char *text, wg_error *err)
{
    wgi_jdoc doc;
    wgi_jval root, entries, entry, v;
    size_t n;
    wg_status st = load(&doc, text, err);
    if (st != WG_OK)
        return st;
    wgi_json_root(&root, &doc);
    if ((st = wgi_json_object(&root, TABLE_KEYS, err)) ||
        (st = wgi_json_expect_format(&root, "test/1", err)) ||
        (st = wgi_json_member(&entries, &root, "entries", true, err)) ||
        (st = wgi_json_array(&n, &entries, 1, 3, err)))
        goto done;
    for (size_t i = 0; i < n; i++) {
        int64_t num;
        int kind;
        bool flag;
        wgi_json_element(&entry, &entries, i);
        if ((st = wgi_json_object(&entry, ENTRY_KEYS, err)) ||
            (st = wgi_json_member(&v, &entry, "roll", true, err)) ||
            (st = wgi_json_int(&num, &v, 11, 66, err)) ||
            (st = wgi_json_member(&v, &entry, "cost", false, err)) ||
            (v.node && (st = wgi_json_int(&num, &v, 0, 100, err))) ||
            (st = wgi_json_member(&v, &entry, "kind", false, err)) ||
            (v.node && (st = wgi_json_enum(&kind, &v, KINDS, err))) ||
            (st = wgi_json_member(&v, &entry, "flag", false, err)) ||
            (v.node && (st = wgi_json_bool(&flag, &v, err))))
            goto done;
    }
done:
    wgi_json_close(&doc);
    return st;
}

/* st and err must be a format error at doc.json:line:column, path, with
 * exactly message. */
static void expect_located(wg_status st, const wg_error *err, int line, int column,
                           const char *path, const char *message)
{
    assert_int_equal(st, WG_EFORMAT);
    assert_string_equal(err->file, "doc.json");
    assert_string_equal(err->path, path);
    assert_string_equal(err->message, message);
    assert_int_equal(err->line, line);
    assert_int_equal(err->column, column);
}

static void expect_read_error(const char *text, int line, int column, const char *path,
                              const char *message)
{
    wg_error err;
    wg_status st = read_doc(text, &err);
    expect_located(st, &err, line, column, path, message);
}

/* The root of a document as every format reader checks it
 * (wgi_json_document): its format, its keys, and "$schema". */
static wg_status read_root(const char *text, wg_error *err)
{
    wgi_jdoc doc;
    wgi_jval root;
    wg_status st = load(&doc, text, err);
    if (st != WG_OK)
        return st;
    wgi_json_root(&root, &doc);
    st = wgi_json_document(&root, "test/1", TABLE_KEYS, err);
    wgi_json_close(&doc);
    return st;
}

static void expect_root_error(const char *text, int column, const char *path,
                              const char *message)
{
    wg_error err;
    wg_status st = read_root(text, &err);
    expect_located(st, &err, 1, column, path, message);
}

/* docs/FORMATS.md: every document's root may name its JSON Schema ("$schema",
 * for editors), which must be a string; the library reads nothing else of
 * it. Only the root: below it, "$schema" is as unknown as any other key. */
static void test_schema_key(void **state)
{
    (void)state;
    assert_int_equal(read_root("{\"format\": \"test/1\"}", NULL), WG_OK);
    assert_int_equal(read_root("{\"$schema\": \"https://example.org/test-1.schema.json\", "
                               "\"format\": \"test/1\", \"name\": \"x\"}", NULL), WG_OK);
    assert_int_equal(read_root("{\"format\": \"test/1\", \"$schema\": \"\"}", NULL), WG_OK);
    expect_root_error("{\"format\": \"test/1\", \"$schema\": 1}", 33, "[\"$schema\"]",
                      "must be a string, not an integer");
    expect_root_error("{\"format\": \"test/1\", \"$schema\": null}", 33, "[\"$schema\"]",
                      "must be a string, not null");
    expect_root_error("{\"format\": \"test/1\", \"$schema\": {\"$id\": \"x\"}}", 33,
                      "[\"$schema\"]", "must be a string, not an object");
    /* the format first: a document of another kind is told as such */
    expect_root_error("{\"$schema\": 1, \"format\": \"test/2\"}", 26, "format",
                      "format \"test/2\" is not \"test/1\"");
    /* then unknown keys, "$schema" aside; the key's case matters */
    expect_root_error("{\"$schema\": 1, \"format\": \"test/1\", \"$Schema\": \"x\"}", 36,
                      "[\"$Schema\"]", "unknown key \"$Schema\"");
    expect_root_error("{\"format\": \"test/1\", \"$id\": \"x\"}", 22, "[\"$id\"]",
                      "unknown key \"$id\"");
    /* below the root, wgi_json_object knows no "$schema" */
    expect_read_error("{\"format\": \"test/1\", \"entries\": [{\"roll\": 11, "
                      "\"$schema\": \"x\"}]}", 1, 47, "entries[0][\"$schema\"]",
                      "unknown key \"$schema\"");
}

static void test_valid_document(void **state)
{
    (void)state;
    assert_int_equal(read_doc("{\"format\": \"test/1\", \"entries\": [{\"roll\": 11, "
                              "\"cost\": 2, \"kind\": \"horde\", \"flag\": true}]}", NULL),
                     WG_OK);
}

static void test_type_errors_name_the_path(void **state)
{
    (void)state;
    expect_read_error("{\"format\": \"test/1\",\n"
                      " \"entries\": [\n"
                      "   {\"roll\": 11},\n"
                      "   {\"roll\": 12, \"cost\": \"two\"}\n"
                      " ]}",
                      4, 25, "entries[1].cost", "must be an integer, not a string");
    expect_read_error("{\"format\": \"test/1\", \"entries\": {}}", 1, 33, "entries",
                      "must be an array, not an object");
    expect_read_error("{\"format\": \"test/1\", \"entries\": [{\"roll\": 1.5}]}", 1, 43,
                      "entries[0].roll", "must be an integer, not 1.5");
    expect_read_error("{\"format\": \"test/1\", \"entries\": [{\"roll\": 11, \"flag\": 1}]}",
                      1, 55, "entries[0].flag", "must be true or false, not an integer");
    expect_read_error("{\"format\": 1, \"entries\": []}", 1, 12, "format",
                      "must be a string, not an integer");
}

static void test_range_errors(void **state)
{
    (void)state;
    expect_read_error("{\"format\": \"test/1\", \"entries\": [{\"roll\": 67}]}", 1, 43,
                      "entries[0].roll", "must be at most 66, not 67");
    expect_read_error("{\"format\": \"test/1\", \"entries\": [{\"roll\": 11, \"cost\": -1}]}",
                      1, 55, "entries[0].cost", "must be at least 0, not -1");
    expect_read_error("{\"format\": \"test/1\", \"entries\": []}", 1, 33, "entries",
                      "must have at least 1 element, not 0");
    expect_read_error("{\"format\": \"test/1\", \"entries\": [{\"roll\": 11}, {\"roll\": 11}, "
                      "{\"roll\": 11}, {\"roll\": 11}]}",
                      1, 33, "entries", "must have at most 3 elements, not 4");
    /* an integer written with a point or an exponent is one (JSON Schema's
     * integer); its range is the integer's, never a wrapped value */
    expect_read_error("{\"format\": \"test/1\", \"entries\": [{\"roll\": 1e30}]}", 1, 43,
                      "entries[0].roll", "must be at most 66, not 1e+30");
    expect_read_error("{\"format\": \"test/1\", \"entries\": [{\"roll\": -2.0E1}]}", 1, 43,
                      "entries[0].roll", "must be at least 11, not -20");
    wg_error err;
    assert_int_equal(read_doc("{\"format\": \"test/1\", \"entries\": [{\"roll\": 11.0, "
                              "\"cost\": 2e1}]}", &err), WG_OK);
}

static void test_unknown_and_missing_keys(void **state)
{
    (void)state;
    /* an unknown key is located at the key itself */
    expect_read_error("{\"format\": \"test/1\",\n \"entries\": [{\"roll\": 11,\n  \"rol\": 12}]}",
                      3, 3, "entries[0].rol", "unknown key \"rol\"");
    /* a missing key is located at the object that lacks it */
    expect_read_error("{\"format\": \"test/1\", \"entries\": [{\"roll\": 11}, {\"cost\": 1}]}", 1, 48,
                      "entries[1]", "missing required key \"roll\"");
    expect_read_error("{\"entries\": []}", 1, 1, "", "missing required key \"format\"");
    expect_read_error("{\"format\": \"test/2\", \"entries\": []}", 1, 12, "format",
                      "format \"test/2\" is not \"test/1\"");
}

static void test_enum_lists_the_choices(void **state)
{
    (void)state;
    expect_read_error("{\"format\": \"test/1\", \"entries\": [{\"roll\": 11, \"kind\": \"elite\"}]}",
                      1, 55, "entries[0].kind",
                      "unknown value \"elite\" (expected one of \"horde\", \"regular\")");
}

/* Columns count characters, and escaped keys are matched by their value. */
static void test_unicode_and_escapes(void **state)
{
    (void)state;
    expect_read_error("{\"name\": \"\xc3\xa9\xc3\xa9\", \"format\": \"test/1\", "
                      "\"entries\": [{\"r\\u006fll\": 11, \"cost\": true}]}",
                      1, 74, "entries[0].cost", "must be an integer, not a boolean");
    expect_read_error("{\"format\": \"test/1\", \"entries\": [{\"roll\": 11, \"a b\": 1}]}", 1,
                      47, "entries[0][\"a b\"]", "unknown key \"a b\"");
    /* a key's quotes, backslashes and control characters are escaped in the path */
    expect_read_error("{\"format\": \"test/1\", \"entries\": [{\"roll\": 11, \"a\\\"b\\\\\\n\": 1}]}",
                      1, 47, "entries[0][\"a\\\"b\\\\\\u000a\"]",
                      "unknown key \"a\\\"b\\\\\\u000a\"");
}

/* Keys written with escapes are found where they are: \u escapes of one to
 * four UTF-8 bytes, upper- and lowercase hex, a surrogate pair. */
static void test_locate_escaped_keys(void **state)
{
    (void)state;
    expect_read_error("{\"format\": \"test/1\", \"entries\": [{\"\\u0072oll\": \"x\"}]}", 1, 48,
                      "entries[0].roll", "must be an integer, not a string");
    expect_read_error("{\"format\": \"test/1\", \"entries\": [{\"roll\": 11, \"k\\u0069nd\": 5}]}", 1,
                      60, "entries[0].kind", "must be a string, not an integer");
    expect_read_error("{\"format\": \"test/1\", \"entries\": [{\"roll\": 11, "
                      "\"\\u00e9\\u4E2D\\ud83d\\ude00\": 1}]}", 1, 47,
                      "entries[0][\"\xc3\xa9\xe4\xb8\xad\xf0\x9f\x98\x80\"]",
                      "unknown key \"\xc3\xa9\xe4\xb8\xad\xf0\x9f\x98\x80\"");
}

/* A \u0000 in a string is refused where it is read, with its path: C
 * strings end at a NUL, so "a\u0000b" would be read as "a". A raw NUL byte
 * is no JSON at all (a parse error). */
static void test_nul_in_a_string(void **state)
{
    (void)state;
    expect_read_error("{\"format\": \"test/1\", \"entries\": [{\"roll\": 11, "
                      "\"kind\": \"hor\\u0000de\"}]}", 1, 55, "entries[0].kind",
                      "a NUL character (\\u0000) after \"hor\": no name, id or text may hold one");
    expect_read_error("{\"format\": \"te\\u0000st/1\", \"entries\": []}", 1, 12, "format",
                      "a NUL character (\\u0000) after \"te\": no name, id or text may hold one");
}

static void test_fail_at_root_and_path(void **state)
{
    (void)state;
    wgi_jdoc doc;
    wgi_jval root, v;
    wg_error err;
    assert_int_equal(load(&doc, "\n\n  {\"a\": [1, {\"b\": 2}]}", NULL), WG_OK);
    wgi_json_root(&root, &doc);
    assert_int_equal(wgi_json_fail(&err, &root, WG_ERANGE, "total %d", 7), WG_ERANGE);
    assert_int_equal(err.line, 3);
    assert_int_equal(err.column, 3);
    assert_string_equal(err.path, "");
    assert_string_equal(err.message, "total 7");
    wgi_jval a, b;
    wgi_json_member(&a, &root, "a", true, NULL);
    wgi_json_element(&v, &a, 1);
    wgi_json_member(&b, &v, "b", true, NULL);
    char path[64];
    wgi_json_path(path, sizeof path, &b);
    assert_string_equal(path, "a[1].b");
    wgi_json_fail(&err, &b, WG_EFORMAT, "bad");
    assert_int_equal(err.line, 3);
    assert_int_equal(err.column, 19);
    assert_int_equal(err.position, 20);
    assert_int_equal(wgi_json_fail(NULL, &b, WG_EFORMAT, "bad"), WG_EFORMAT);
    wgi_json_close(&doc);
    wgi_json_close(&doc); /* closing twice is harmless */
}

static void test_files(void **state)
{
    (void)state;
    char path[] = "/tmp/wargen-test-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    /* larger than the reader's first buffer, to exercise its growth */
    fputs("{\"format\": \"test/1\", \"name\": \"", f);
    for (int i = 0; i < 10000; i++)
        fputc('x', f);
    fputs("\",\n \"entries\": [{\"roll\": 10}]}", f);
    fclose(f);
    wgi_jdoc doc;
    wg_error err;
    assert_int_equal(wgi_json_load_file(&doc, path, &err), WG_OK);
    wgi_jval root, v;
    wgi_json_root(&root, &doc);
    wgi_json_member(&v, &root, "entries", true, NULL);
    wgi_jval e, r;
    wgi_json_element(&e, &v, 0);
    wgi_json_member(&r, &e, "roll", true, NULL);
    int64_t n;
    assert_int_equal(wgi_json_int(&n, &r, 11, 66, &err), WG_EFORMAT);
    assert_string_equal(err.file, path);
    assert_int_equal(err.line, 2);
    assert_int_equal(err.column, 23);
    wgi_json_close(&doc);
    remove(path);
    assert_int_equal(wgi_json_load_file(&doc, path, &err), WG_EIO);
    assert_string_equal(err.file, path);
    assert_non_null(strstr(err.message, "No such file"));
    assert_int_equal(wgi_json_load_file(&doc, NULL, &err), WG_EINVAL);
    assert_int_equal(wgi_json_load_string(&doc, NULL, 0, NULL, &err), WG_EINVAL);
}

static wg_status op_load(void *ctx)
{
    wgi_jdoc doc;
    wg_error err;
    wg_status st = load(&doc, ctx, &err);
    if (st != WG_OK)
        assert_int_equal(err.code, WG_ENOMEM);
    wgi_json_close(&doc);
    return st;
}

/* Every allocation, jansson's included, goes through wg_set_allocator(). */
static void test_alloc_failures(void **state)
{
    (void)state;
    const char *text = "{\"format\": \"test/1\", \"entries\": [{\"roll\": 11, \"cost\": 2}, "
                       "{\"roll\": 12, \"kind\": \"horde\"}], \"name\": \"x\"}";
    size_t n = harness_fail_each_alloc(op_load, (void *)text);
    assert_true(n > 10); /* text and name copies, plus jansson's nodes */
    assert_int_equal(harness_live(), 0);
}

/* Long tokens: jansson's lexer grows its token buffer (16, 32, ... bytes)
 * and, when that growth fails, reads past the token's end (jansson#362);
 * the parse's reserve (lib/support/alloc.c) must keep it from ever seeing
 * the failure, for strings, escapes, numbers and literals, every growth
 * failing in turn, once and from then on. */
static void test_alloc_failures_in_long_tokens(void **state)
{
    (void)state;
    char text[8192];
    char name[600], number[300];
    memset(name, 'a', sizeof name - 1);
    name[sizeof name - 1] = '\0';
    const char *escapes = "\\u00e9\\n\\\"";  /* in the middle of the token */
    memcpy(name + 100, escapes, strlen(escapes));
    memset(number, '7', sizeof number - 1);
    number[sizeof number - 1] = '\0';
    memcpy(number + 1, ".", 1);
    int at = snprintf(text, sizeof text, "{\"%s\": 1, \"n\": %s, \"t\": [true, false, null], "
                      "\"s\": \"%s\", \"edges\": [", name + 500, number, name);
    for (int len = 12; len <= 66; len++) /* closing quotes at every buffer size's edge */
        at += snprintf(text + at, sizeof text - (size_t)at, "%s\"%.*s\"", len > 12 ? ", " : "",
                       len, name);
    snprintf(text + at, sizeof text - (size_t)at, "]}");
    wgi_jdoc doc;
    wg_error err;
    assert_int_equal(wgi_json_load_string(&doc, text, strlen(text), NULL, &err), WG_OK);
    wgi_json_close(&doc);
    size_t n = harness_fail_each_alloc(op_load, text);
    assert_true(n > 10);
    assert_int_equal(harness_live(), 0);
}

/* The longest token is what the reserve is sized by. */
static void test_longest_token(void **state)
{
    (void)state;
    const char *text = "{\"ab\": [12345, true], \"c\\\"d\": \"xy\"}";
    assert_int_equal(wgi_json_longest_token(text, strlen(text)), 6); /* "c\"d" */
    assert_int_equal(wgi_json_longest_token("[1234567890123]", 15), 13);
    assert_int_equal(wgi_json_longest_token("\"unterminated", 13), 13);
    assert_int_equal(wgi_json_longest_token("", 0), 0);
    /* a backslash at the very end; a run right after a string; a NUL byte */
    assert_int_equal(wgi_json_longest_token("\"ab\\", 4), 4);
    assert_int_equal(wgi_json_longest_token("\"a\"bcdef", 8), 5);
    assert_int_equal(wgi_json_longest_token("[1, \0\0\0]", 8), 3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_syntax_errors),
        cmocka_unit_test(test_not_an_object),
        cmocka_unit_test(test_depth_limit),
        cmocka_unit_test(test_byte_order_mark),
        cmocka_unit_test(test_size_limit),
        cmocka_unit_test(test_valid_document),
        cmocka_unit_test(test_schema_key),
        cmocka_unit_test(test_type_errors_name_the_path),
        cmocka_unit_test(test_range_errors),
        cmocka_unit_test(test_unknown_and_missing_keys),
        cmocka_unit_test(test_enum_lists_the_choices),
        cmocka_unit_test(test_unicode_and_escapes),
        cmocka_unit_test(test_nul_in_a_string),
        cmocka_unit_test(test_locate_escaped_keys),
        cmocka_unit_test(test_fail_at_root_and_path),
        cmocka_unit_test(test_locate_in_any_order),
        cmocka_unit_test(test_files),
        cmocka_unit_test(test_alloc_failures),
        cmocka_unit_test(test_alloc_failures_in_long_tokens),
        cmocka_unit_test(test_longest_token),
    };
    return cmocka_run_group_tests_name("json", tests, harness_setup, harness_teardown);
}
