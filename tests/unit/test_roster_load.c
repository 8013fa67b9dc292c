/* roster module, rosters (R1, R3, R7, R9; docs/FORMATS.md `wargen-roster/1`):
 * building a roster in code with every argument check, and reading
 * documents against a catalogue with exact error locations. */
#include "test_roster_common.h"

/* ---- building in code ------------------------------------------------------------ */

/* R1, R5: a roster of a catalogue for a points limit of 1 to 1,000,000. */
static void test_roster_new(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    wg_roster *r = NULL;
    wg_error err;
    assert_int_equal(wg_roster_new(&r, c, 2000, &err), WG_OK);
    assert_int_equal(wg_roster_points(r), 2000);
    assert_int_equal(wg_roster_unit_count(r), 0);
    assert_ptr_equal(r->catalog, c);
    wg_roster_free(r);
    wg_roster_free(NULL);
    assert_int_equal(wg_roster_new(&r, c, 1, NULL), WG_OK);
    assert_int_equal(wg_roster_points(r), 1);
    wg_roster_free(r);
    assert_int_equal(wg_roster_new(&r, c, 1000000, NULL), WG_OK);
    assert_int_equal(wg_roster_points(r), 1000000);
    wg_roster_free(r);
    static const int BAD[] = {0, -1, 1000001, -2147483647 - 1, 2147483647};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        r = (wg_roster *)&r;
        assert_int_equal(wg_roster_new(&r, c, BAD[i], &err), WG_EINVAL);
        assert_null(r);
        char want[100];
        snprintf(want, sizeof want, "the points limit must be 1 to 1000000, not %d", BAD[i]);
        expect_arg_error(&err, WG_EINVAL, want);
    }
    assert_int_equal(wg_roster_new(NULL, c, 2000, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_roster_new: NULL argument");
    assert_int_equal(wg_roster_new(&r, NULL, 2000, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_roster_new: NULL argument");
    wg_catalog_free(c);
}

static void expect_unit_refused(wg_roster *r, const wg_roster_unit *u, wg_status code,
                                const char *message)
{
    size_t before = wg_roster_unit_count(r), index = 77;
    wg_error err;
    assert_int_equal(wg_roster_add_unit(&index, r, u, &err), code);
    expect_arg_error(&err, code, message);
    assert_int_equal(wg_roster_unit_count(r), before);
    assert_int_equal(index, 77);
}

/* R1, R3, R7, R9: units, their models, General mark, category and label. */
static void test_roster_add_unit(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    wg_roster *r = new_roster(c, 2000);
    char label[] = "left flank";
    wg_roster_unit u = {"spearmen", 20, false, false, WG_CATEGORY_LORDS, label, false, 0};
    size_t at = 99;
    wg_error err;
    assert_int_equal(wg_roster_add_unit(&at, r, &u, &err), WG_OK);
    assert_int_equal(at, 0);
    strcpy(label, "XXXXXXXXXX"); /* copied */
    u = (wg_roster_unit){"lord", 1, true, false, WG_CATEGORY_LORDS, NULL, false, 0};
    assert_int_equal(wg_roster_add_unit(&at, r, &u, NULL), WG_OK);
    assert_int_equal(at, 1);
    /* R7: a category given, even one the entry does not allow (validation
       reports invalid-move); the index may be left out */
    u = (wg_roster_unit){"chariot", 1, false, true, WG_CATEGORY_CORE, NULL, false, 0};
    assert_int_equal(wg_roster_add_unit(NULL, r, &u, NULL), WG_OK);
    u = (wg_roster_unit){"chariot", 1, false, true, WG_CATEGORY_RARE, NULL, false, 0};
    assert_int_equal(wg_roster_add_unit(&at, r, &u, NULL), WG_OK);
    assert_int_equal(at, 3);
    /* R3: models outside the entry's limits are accepted here (model-count
       is reported by validation); 1 and 100,000 are the bounds */
    u = (wg_roster_unit){"spearmen", 1, false, false, WG_CATEGORY_LORDS, NULL, false, 0};
    assert_int_equal(wg_roster_add_unit(&at, r, &u, NULL), WG_OK);
    u = (wg_roster_unit){"spearmen", 100000, false, false, WG_CATEGORY_LORDS, NULL, false, 0};
    assert_int_equal(wg_roster_add_unit(&at, r, &u, NULL), WG_OK);
    assert_int_equal(at, 5);
    char label200[201];
    memset(label200, 'l', 200);
    label200[200] = '\0';
    u = (wg_roster_unit){"core", 1, false, false, WG_CATEGORY_LORDS, label200, false, 0};
    assert_int_equal(wg_roster_add_unit(&at, r, &u, NULL), WG_OK);
    assert_int_equal(wg_roster_unit_count(r), 7);
    const r_unit *got = r->units;
    assert_int_equal(got[0].entry, TB_SPEARMEN);
    assert_int_equal(got[0].models, 20);
    assert_false(got[0].general);
    assert_false(got[0].moved);
    assert_string_equal(got[0].label, "left flank");
    assert_int_equal(got[1].entry, TB_LORD);
    assert_true(got[1].general);
    assert_null(got[1].label);
    assert_true(got[2].moved);
    assert_int_equal(got[2].category, WG_CATEGORY_CORE);
    assert_int_equal(got[3].category, WG_CATEGORY_RARE);
    assert_int_equal(got[5].models, 100000);
    assert_string_equal(got[6].label, label200);

    /* WG_ENOTFOUND: no such entry (checked first) */
    u = (wg_roster_unit){"nobody", 1, false, false, WG_CATEGORY_LORDS, NULL, false, 0};
    expect_unit_refused(r, &u, WG_ENOTFOUND, "catalogue \"test-book\" has no unit entry "
                        "\"nobody\"");
    u = (wg_roster_unit){"nobody", 0, false, true, (wg_category)9, "", false, 0};
    expect_unit_refused(r, &u, WG_ENOTFOUND, "catalogue \"test-book\" has no unit entry "
                        "\"nobody\"");
    u = (wg_roster_unit){NULL, 1, false, false, WG_CATEGORY_LORDS, NULL, false, 0};
    expect_unit_refused(r, &u, WG_ENOTFOUND, "catalogue \"test-book\" has no unit entry \"\"");
    /* ids are case-sensitive */
    u = (wg_roster_unit){"Lord", 1, false, false, WG_CATEGORY_LORDS, NULL, false, 0};
    expect_unit_refused(r, &u, WG_ENOTFOUND, "catalogue \"test-book\" has no unit entry \"Lord\"");
    /* WG_EINVAL: models, category, label */
    u = (wg_roster_unit){"core", 0, false, false, WG_CATEGORY_LORDS, NULL, false, 0};
    expect_unit_refused(r, &u, WG_EINVAL, "models must be 1 to 100000, not 0");
    u.models = -5;
    expect_unit_refused(r, &u, WG_EINVAL, "models must be 1 to 100000, not -5");
    u.models = 100001;
    expect_unit_refused(r, &u, WG_EINVAL, "models must be 1 to 100000, not 100001");
    u = (wg_roster_unit){"core", 1, false, true, (wg_category)5, NULL, false, 0};
    expect_unit_refused(r, &u, WG_EINVAL, "unknown category 5");
    u.category = (wg_category)-2;
    expect_unit_refused(r, &u, WG_EINVAL, "unknown category -2");
    char label201[202];
    memset(label201, 'l', 201);
    label201[201] = '\0';
    u = (wg_roster_unit){"core", 1, false, false, WG_CATEGORY_LORDS, label201, false, 0};
    expect_unit_refused(r, &u, WG_EINVAL, "a label has 1 to 200 characters");
    u.label = "";
    expect_unit_refused(r, &u, WG_EINVAL, "a label has 1 to 200 characters");
    u.label = NULL;
    assert_int_equal(wg_roster_add_unit(&at, NULL, &u, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_roster_add_unit: NULL argument");
    expect_unit_refused(r, NULL, WG_EINVAL, "wg_roster_add_unit: NULL argument");
    assert_int_equal(wg_roster_unit_count(r), 7);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* R1, R3: options of a unit's own entry, each once. */
static void test_roster_add_option(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    wg_roster *r = new_roster(c, 2000);
    size_t sp = put(r, "spearmen", 20), lord = put_general(r, "lord", 1);
    wg_error err;
    assert_int_equal(wg_roster_add_option(r, sp, "shields", &err), WG_OK);
    assert_int_equal(wg_roster_add_option(r, sp, "champion", NULL), WG_OK);
    assert_int_equal(wg_roster_add_option(r, lord, "barding", NULL), WG_OK);
    assert_int_equal(r->units[sp].n_options, 2);
    assert_int_equal(r->units[sp].options[0], 0); /* shields */
    assert_int_equal(r->units[sp].options[1], 2); /* champion */
    assert_int_equal(r->units[lord].n_options, 1);
    assert_int_equal(r->units[lord].options[0], 1);

    struct {
        size_t unit;
        const char *option;
        wg_status code;
        const char *message;
    } bad[] = {
        {sp, "horse", WG_ENOTFOUND, "unit entry \"spearmen\" has no option \"horse\""},
        {sp, "Shields", WG_ENOTFOUND, "unit entry \"spearmen\" has no option \"Shields\""},
        {sp, NULL, WG_ENOTFOUND, "unit entry \"spearmen\" has no option \"\""},
        {lord, "shields", WG_ENOTFOUND, "unit entry \"lord\" has no option \"shields\""},
        {sp, "shields", WG_EINVAL, "unit 0 already has option \"shields\""},
        {lord, "barding", WG_EINVAL, "unit 1 already has option \"barding\""},
        /* a unit index past the end: WG_ENOTFOUND, as wg_roster_unit_at() says it */
        {2, "shields", WG_ENOTFOUND, "no unit 2: there are 2"},
        {WG_NONE, "shields", WG_ENOTFOUND, "no unit 18446744073709551615: there are 2"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(wg_roster_add_option(r, bad[i].unit, bad[i].option, &err),
                         bad[i].code);
        expect_arg_error(&err, bad[i].code, bad[i].message);
    }
    assert_int_equal(wg_roster_add_option(NULL, 0, "shields", &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_roster_add_option: NULL argument");
    assert_int_equal(r->units[sp].n_options, 2);
    assert_int_equal(r->units[lord].n_options, 1);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* R1, R4: items of the catalogue. */
static void test_roster_add_item(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    wg_roster *r = new_roster(c, 2000);
    size_t sp = put(r, "spearmen", 20), lord = put_general(r, "lord", 1);
    wg_error err;
    assert_int_equal(wg_roster_add_item(r, lord, "blade", &err), WG_OK);
    assert_int_equal(wg_roster_add_item(r, lord, "rune", NULL), WG_OK);
    assert_int_equal(wg_roster_add_item(r, sp, "banner", NULL), WG_OK);
    assert_int_equal(r->units[lord].n_items, 2);
    assert_int_equal(r->units[lord].items[0], TB_BLADE);
    assert_int_equal(r->units[lord].items[1], TB_RUNE);
    assert_int_equal(r->units[sp].n_items, 1);
    assert_int_equal(r->units[sp].items[0], TB_BANNER);
    assert_int_equal(wg_roster_add_item(r, sp, "crown", &err), WG_ENOTFOUND);
    expect_arg_error(&err, WG_ENOTFOUND, "catalogue \"test-book\" has no item \"crown\"");
    assert_int_equal(wg_roster_add_item(r, sp, NULL, &err), WG_ENOTFOUND);
    expect_arg_error(&err, WG_ENOTFOUND, "catalogue \"test-book\" has no item \"\"");
    assert_int_equal(wg_roster_add_item(r, 2, "blade", &err), WG_ENOTFOUND);
    expect_arg_error(&err, WG_ENOTFOUND, "no unit 2: there are 2");
    assert_int_equal(wg_roster_add_item(NULL, 0, "blade", &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_roster_add_item: NULL argument");
    assert_int_equal(r->units[lord].n_items, 2);
    assert_int_equal(r->units[sp].n_items, 1);
    /* many options and items grow their lists */
    size_t big = put(r, "lord", 1);
    for (int i = 0; i < 40; i++)
        give_item(r, big, i % 2 ? "pin" : "ward");
    assert_int_equal(r->units[big].n_items, 40);
    assert_int_equal(r->units[big].items[39], TB_PIN);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* ---- reading documents ---------------------------------------------------------------
 * A roster document laid out one thing per line:
 *   line 1    {
 *   line 2      "format": "wargen-roster/1",     line[0]
 *   line 3      "catalog": "test-book",          line[1]
 *   line 4      "points": 2000,                  line[2]
 *   line 5      "units": [
 *   line 6-8      units 0-2, at column 5         line[3..5]
 *   line 9      ]
 *   line 10   }
 */
enum { R_FORMAT, R_CATALOG, R_POINTS, R_UNIT0, R_UNIT1, R_UNIT2, R_COUNT };

static const char *const ROSTER_LINES[R_COUNT] = {
    "\"format\": \"wargen-roster/1\",",
    "\"catalog\": \"test-book\",",
    "\"points\": 2000,",
    "{\"entry\": \"lord\", \"models\": 300, \"general\": true, \"options\": [\"horse\", "
    "\"barding\"], \"items\": [\"blade\", \"rune\"], \"label\": \"the boss\"}",
    "{\"entry\": \"spearmen\", \"models\": 20, \"options\": [\"shields\", \"champion\"], "
    "\"items\": [\"banner\"], \"label\": \"left\"}",
    "{\"entry\": \"chariot\", \"models\": 1, \"category\": \"core\", \"general\": false, "
    "\"options\": [], \"items\": []}",
};

static char *roster_doc(int which, const char *text)
{
    const char *l[R_COUNT];
    for (int i = 0; i < R_COUNT; i++)
        l[i] = i == which ? text : ROSTER_LINES[i];
    size_t cap = 65536;
    char *buf = malloc(cap);
    assert_non_null(buf);
    int n = snprintf(buf, cap, "{\n  %s\n  %s\n  %s\n  \"units\": [\n    %s,\n    %s,\n    %s\n"
                     "  ]\n}\n", l[0], l[1], l[2], l[3], l[4], l[5]);
    assert_true(n > 0 && (size_t)n < cap);
    return buf;
}

static int roster_col(int which, const char *text, const char *token, int nth)
{
    const char *at = text;
    for (int i = 0; i <= nth; i++) {
        at = strstr(i ? at + 1 : at, token);
        if (at == NULL)
            fail_msg("\"%s\" not in \"%s\"", token, text);
    }
    return (which <= R_POINTS ? 3 : 5) + (int)(at - text);
}

/* Loading the document with one line replaced must fail with exactly this. */
static void expect_roster_error(const wg_catalog *c, int which, const char *text,
                                const char *token, int nth, wg_status code, const char *path,
                                const char *message)
{
    char *doc = roster_doc(which, text);
    wg_roster *r = (wg_roster *)&r;
    wg_error err;
    wg_status st = wg_roster_load_string(&r, c, doc, strlen(doc), "army.json", &err);
    if (st != code)
        fail_msg("status %s, want %s (%s:%d:%d: %s: %s)", wg_status_str(st),
                 wg_status_str(code), err.file, err.line, err.column, err.path, err.message);
    assert_null(r);
    int line = which <= R_POINTS ? 2 + which : 6 + which - R_UNIT0;
    expect_error(&err, code, "army.json", line, roster_col(which, text, token, nth), path,
                 message);
    free(doc);
}

static wg_roster *load_roster_text(const wg_catalog *c, const char *text)
{
    wg_roster *r = NULL;
    wg_error err;
    if (wg_roster_load_string(&r, c, text, strlen(text), NULL, &err) != WG_OK)
        fail_msg("load: %s:%d:%d: %s: %s", err.file, err.line, err.column, err.path,
                 err.message);
    return r;
}

/* R1, R7, R9: every key of the format is read. */
static void test_roster_load_values(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    char *doc = roster_doc(-1, NULL);
    wg_roster *r = load_roster_text(c, doc);
    assert_int_equal(wg_roster_points(r), 2000);
    assert_int_equal(wg_roster_unit_count(r), 3);
    const r_unit *u = r->units;
    assert_int_equal(u[0].entry, TB_LORD);
    assert_int_equal(u[0].models, 300);
    assert_true(u[0].general);
    assert_false(u[0].moved);
    assert_string_equal(u[0].label, "the boss");
    assert_int_equal(u[0].n_options, 2);
    assert_int_equal(u[0].options[0], 0);
    assert_int_equal(u[0].options[1], 1);
    assert_int_equal(u[0].n_items, 2);
    assert_int_equal(u[0].items[0], TB_BLADE);
    assert_int_equal(u[0].items[1], TB_RUNE);
    assert_int_equal(u[1].entry, TB_SPEARMEN);
    assert_int_equal(u[1].models, 20);
    assert_false(u[1].general);
    assert_string_equal(u[1].label, "left");
    assert_int_equal(u[1].n_options, 2);
    assert_int_equal(u[1].options[1], 2);
    assert_int_equal(u[1].items[0], TB_BANNER);
    assert_int_equal(u[2].entry, TB_CHARIOT);
    assert_true(u[2].moved);
    assert_int_equal(u[2].category, WG_CATEGORY_CORE); /* R7 */
    assert_false(u[2].general);
    assert_null(u[2].label);
    assert_int_equal(u[2].n_options, 0);
    assert_int_equal(u[2].n_items, 0);
    wg_roster_free(r);
    free(doc);
    /* no units at all, and the limits of points */
    static const char empty[] = "{\"format\": \"wargen-roster/1\", \"catalog\": \"test-book\", "
                                "\"points\": 1, \"units\": []}";
    r = load_roster_text(c, empty);
    assert_int_equal(wg_roster_points(r), 1);
    assert_int_equal(wg_roster_unit_count(r), 0);
    wg_roster_free(r);
    doc = roster_doc(R_POINTS, "\"points\": 1000000,");
    r = load_roster_text(c, doc);
    assert_int_equal(wg_roster_points(r), 1000000);
    wg_roster_free(r);
    free(doc);
    /* R3: models outside the entry's limits read (validation reports them) */
    doc = roster_doc(R_UNIT1, "{\"entry\": \"spearmen\", \"models\": 100000}");
    r = load_roster_text(c, doc);
    assert_int_equal(r->units[1].models, 100000);
    wg_roster_free(r);
    free(doc);
    wg_catalog_free(c);
}

/* docs/FORMATS.md: the root may name its JSON Schema ("$schema", a string, for
 * editors); the library ignores it, refuses any other type, and refuses the
 * key anywhere else as unknown. */
static void test_roster_schema_key(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    char *doc = roster_doc(R_FORMAT, "\"$schema\": \"wargen-roster-1.schema.json\", "
                                     "\"format\": \"wargen-roster/1\",");
    wg_roster *r = load_roster_text(c, doc);
    assert_int_equal(wg_roster_points(r), 2000);
    assert_int_equal(wg_roster_unit_count(r), 3);
    assert_int_equal(r->units[1].entry, TB_SPEARMEN);
    wg_roster_free(r);
    free(doc);
    expect_roster_error(c, R_POINTS, "\"points\": 2000, \"$schema\": true,", "true", 0,
                        WG_EFORMAT, "[\"$schema\"]", "must be a string, not a boolean");
    expect_roster_error(c, R_UNIT1, "{\"entry\": \"spearmen\", \"models\": 20, "
                        "\"$schema\": \"x\"}", "\"$schema\"", 0, WG_EFORMAT,
                        "units[1][\"$schema\"]", "unknown key \"$schema\"");
    wg_catalog_free(c);
}

/* Unknown ids are WG_ENOTFOUND at the id: entries, options (of that entry) and items. */
static void test_roster_load_not_found(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    const char *t;
    t = "{\"entry\": \"pikemen\", \"models\": 20}";
    expect_roster_error(c, R_UNIT1, t, "\"pikemen\"", 0, WG_ENOTFOUND, "units[1].entry",
                        "catalogue \"test-book\" has no unit entry \"pikemen\"");
    t = "{\"models\": 20, \"general\": true, \"entry\": \"Lord\"}";
    expect_roster_error(c, R_UNIT0, t, "\"Lord\"", 0, WG_ENOTFOUND, "units[0].entry",
                        "catalogue \"test-book\" has no unit entry \"Lord\"");
    t = "{\"entry\": \"spearmen\", \"models\": 20, \"options\": [\"shields\", \"pikes\"]}";
    expect_roster_error(c, R_UNIT1, t, "\"pikes\"", 0, WG_ENOTFOUND, "units[1].options[1]",
                        "unit entry \"spearmen\" has no option \"pikes\"");
    /* an option of another entry */
    t = "{\"entry\": \"spearmen\", \"models\": 20, \"options\": [\"horse\"]}";
    expect_roster_error(c, R_UNIT1, t, "\"horse\"", 0, WG_ENOTFOUND, "units[1].options[0]",
                        "unit entry \"spearmen\" has no option \"horse\"");
    t = "{\"entry\": \"chariot\", \"models\": 1, \"items\": [\"ward\", \"pin\", \"crown\"]}";
    expect_roster_error(c, R_UNIT2, t, "\"crown\"", 0, WG_ENOTFOUND, "units[2].items[2]",
                        "catalogue \"test-book\" has no item \"crown\"");
    /* an option id used as an item id */
    t = "{\"entry\": \"spearmen\", \"models\": 20, \"items\": [\"shields\"]}";
    expect_roster_error(c, R_UNIT1, t, "\"shields\"", 0, WG_ENOTFOUND, "units[1].items[0]",
                        "catalogue \"test-book\" has no item \"shields\"");
    wg_catalog_free(c);
}

/* docs/FORMATS.md: values the format refuses, each at its place. */
static void test_roster_load_bad_values(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    const char *t;
    /* a roster naming another catalogue */
    expect_roster_error(c, R_CATALOG, "\"catalog\": \"example-kingdom\",", "\"example", 0,
                        WG_EFORMAT, "catalog", "the roster is for catalogue \"example-kingdom\", "
                        "not \"test-book\"");
    expect_roster_error(c, R_CATALOG, "\"catalog\": \"\",", "\"\"", 0, WG_EFORMAT, "catalog",
                        "the roster is for catalogue \"\", not \"test-book\"");
    expect_roster_error(c, R_CATALOG, "\"catalog\": 5,", "5", 0, WG_EFORMAT, "catalog",
                        "must be a string, not an integer");
    /* R5: the points limit is 1 to 1,000,000, an integer */
    expect_roster_error(c, R_POINTS, "\"points\": 0,", "0", 0, WG_EFORMAT, "points",
                        "must be at least 1, not 0");
    expect_roster_error(c, R_POINTS, "\"points\": -2000,", "-2000", 0, WG_EFORMAT, "points",
                        "must be at least 1, not -2000");
    expect_roster_error(c, R_POINTS, "\"points\": 1000001,", "1000001", 0, WG_EFORMAT, "points",
                        "must be at most 1000000, not 1000001");
    expect_roster_error(c, R_POINTS, "\"points\": 2000000000000,", "2000000000000", 0,
                        WG_EFORMAT, "points", "must be at most 1000000, not 2000000000000");
    expect_roster_error(c, R_POINTS, "\"points\": 1999.5,", "1999.5", 0, WG_EFORMAT, "points",
                        "must be an integer, not 1999.5");
    expect_roster_error(c, R_POINTS, "\"points\": \"2000\",", "\"2000\"", 0, WG_EFORMAT,
                        "points", "must be an integer, not a string");
    /* R3: models 1 to 100,000 */
    t = "{\"entry\": \"spearmen\", \"models\": 0}";
    expect_roster_error(c, R_UNIT1, t, "0", 0, WG_EFORMAT, "units[1].models",
                        "must be at least 1, not 0");
    t = "{\"entry\": \"spearmen\", \"models\": -3}";
    expect_roster_error(c, R_UNIT1, t, "-3", 0, WG_EFORMAT, "units[1].models",
                        "must be at least 1, not -3");
    t = "{\"entry\": \"spearmen\", \"models\": 100001}";
    expect_roster_error(c, R_UNIT1, t, "100001", 0, WG_EFORMAT, "units[1].models",
                        "must be at most 100000, not 100001");
    t = "{\"entry\": \"spearmen\", \"models\": 2e9}";
    expect_roster_error(c, R_UNIT1, t, "2e9", 0, WG_EFORMAT, "units[1].models",
                        "must be at most 100000, not 2000000000");
    t = "{\"entry\": \"spearmen\", \"models\": 20.5}";
    expect_roster_error(c, R_UNIT1, t, "20.5", 0, WG_EFORMAT, "units[1].models",
                        "must be an integer, not 20.5");
    /* R7: the category is a category name */
    t = "{\"entry\": \"chariot\", \"models\": 1, \"category\": \"elite\"}";
    expect_roster_error(c, R_UNIT2, t, "\"elite\"", 0, WG_EFORMAT, "units[2].category",
                        "unknown value \"elite\" (expected one of \"lords\", \"heroes\", "
                        "\"core\", \"special\", \"rare\")");
    t = "{\"entry\": \"chariot\", \"models\": 1, \"category\": 2}";
    expect_roster_error(c, R_UNIT2, t, "2", 0, WG_EFORMAT, "units[2].category",
                        "must be a string, not an integer");
    /* R9: general is a boolean */
    t = "{\"entry\": \"lord\", \"models\": 1, \"general\": \"yes\"}";
    expect_roster_error(c, R_UNIT0, t, "\"yes\"", 0, WG_EFORMAT, "units[0].general",
                        "must be true or false, not a string");
    t = "{\"entry\": \"lord\", \"models\": 1, \"general\": 1}";
    expect_roster_error(c, R_UNIT0, t, "1", 1, WG_EFORMAT, "units[0].general",
                        "must be true or false, not an integer");
    /* H4: a label of 1 to 200 characters, reported at the label */
    t = "{\"entry\": \"spearmen\", \"models\": 20, \"label\": \"\"}";
    expect_roster_error(c, R_UNIT1, t, "\"\"", 0, WG_EFORMAT, "units[1].label",
                        "a label has 1 to 200 characters");
    char long_label[400];
    snprintf(long_label, sizeof long_label, "{\"entry\": \"spearmen\", \"models\": 20, \"label\": "
             "\"%0201d\"}", 0);
    expect_roster_error(c, R_UNIT1, long_label, "\"000", 0, WG_EFORMAT, "units[1].label",
                        "a label has 1 to 200 characters");
    t = "{\"entry\": \"spearmen\", \"models\": 20, \"label\": null}";
    expect_roster_error(c, R_UNIT1, t, "null", 0, WG_EFORMAT, "units[1].label",
                        "must be a string, not null");
    /* R1: an option once per unit */
    t = "{\"entry\": \"spearmen\", \"models\": 20, \"options\": [\"shields\", \"champion\", "
        "\"shields\"]}";
    expect_roster_error(c, R_UNIT1, t, "\"shields\"", 1, WG_EFORMAT, "units[1].options[2]",
                        "unit 1 already has option \"shields\"");
    /* shapes */
    t = "{\"entry\": \"spearmen\", \"models\": 20, \"options\": \"shields\"}";
    expect_roster_error(c, R_UNIT1, t, "\"shields\"", 0, WG_EFORMAT, "units[1].options",
                        "must be an array, not a string");
    t = "{\"entry\": \"spearmen\", \"models\": 20, \"options\": [\"shields\", 5]}";
    expect_roster_error(c, R_UNIT1, t, "5", 0, WG_EFORMAT, "units[1].options[1]",
                        "must be a string, not an integer");
    t = "{\"entry\": \"spearmen\", \"models\": 20, \"items\": [null]}";
    expect_roster_error(c, R_UNIT1, t, "null", 0, WG_EFORMAT, "units[1].items[0]",
                        "must be a string, not null");
    t = "{\"entry\": \"spearmen\", \"models\": 20, \"items\": {\"banner\": 1}}";
    expect_roster_error(c, R_UNIT1, t, "{\"banner", 0, WG_EFORMAT, "units[1].items",
                        "must be an array, not an object");
    t = "[\"spearmen\", 20]";
    expect_roster_error(c, R_UNIT1, t, "[", 0, WG_EFORMAT, "units[1]",
                        "must be an object, not an array");
    t = "{\"entry\": [\"spearmen\"], \"models\": 20}";
    expect_roster_error(c, R_UNIT1, t, "[", 0, WG_EFORMAT, "units[1].entry",
                        "must be a string, not an array");
    t = "{\"models\": 20}";
    expect_roster_error(c, R_UNIT1, t, "{", 0, WG_EFORMAT, "units[1]",
                        "missing required key \"entry\"");
    t = "{\"entry\": \"spearmen\"}";
    expect_roster_error(c, R_UNIT1, t, "{", 0, WG_EFORMAT, "units[1]",
                        "missing required key \"models\"");
    /* unknown keys, at the key */
    t = "{\"entry\": \"spearmen\", \"models\": 20, \"champion\": true}";
    expect_roster_error(c, R_UNIT1, t, "\"champion\"", 0, WG_EFORMAT, "units[1].champion",
                        "unknown key \"champion\"");
    expect_roster_error(c, R_POINTS, "\"points\": 2000, \"size\": \"standard\",", "\"size\"", 0,
                        WG_EFORMAT, "size", "unknown key \"size\"");
    /* the format */
    expect_roster_error(c, R_FORMAT, "\"format\": \"wargen-catalog/1\",", "\"wargen", 0,
                        WG_EFORMAT, "format",
                        "format \"wargen-catalog/1\" is not \"wargen-roster/1\"");
    expect_roster_error(c, R_FORMAT, "\"format\": \"wargen-roster/2\",", "\"wargen", 0,
                        WG_EFORMAT, "format",
                        "format \"wargen-roster/2\" is not \"wargen-roster/1\"");
    /* missing members of the root: at the root */
    wg_roster *r = (wg_roster *)&r;
    wg_error err;
    static const char no_units[] = "{\"format\": \"wargen-roster/1\", \"catalog\": \"test-book\", "
                                   "\"points\": 2000}";
    assert_int_equal(wg_roster_load_string(&r, c, no_units, strlen(no_units), "a", &err),
                     WG_EFORMAT);
    assert_null(r);
    expect_error(&err, WG_EFORMAT, "a", 1, 1, "", "missing required key \"units\"");
    static const char no_points[] = "{\"format\": \"wargen-roster/1\", \"catalog\": "
                                    "\"test-book\", \"units\": []}";
    assert_int_equal(wg_roster_load_string(&r, c, no_points, strlen(no_points), "a", &err),
                     WG_EFORMAT);
    expect_error(&err, WG_EFORMAT, "a", 1, 1, "", "missing required key \"points\"");
    static const char no_catalog[] = "{\"format\": \"wargen-roster/1\", \"points\": 2000, "
                                     "\"units\": []}";
    assert_int_equal(wg_roster_load_string(&r, c, no_catalog, strlen(no_catalog), "a", &err),
                     WG_EFORMAT);
    expect_error(&err, WG_EFORMAT, "a", 1, 1, "", "missing required key \"catalog\"");
    static const char units_object[] = "{\"format\": \"wargen-roster/1\", \"catalog\": "
                                       "\"test-book\", \"points\": 2000, \"units\": {}}";
    assert_int_equal(wg_roster_load_string(&r, c, units_object, strlen(units_object), "a", &err),
                     WG_EFORMAT);
    expect_error(&err, WG_EFORMAT, "a", 1, 80, "units", "must be an array, not an object");
    wg_catalog_free(c);
}

/* docs/FORMATS.md: broken JSON and duplicate keys are WG_EPARSE with jansson's position. */
static void test_roster_broken_json(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    wg_roster *r = (wg_roster *)&r;
    wg_error err;
    char *doc = roster_doc(R_UNIT1, "{\"entry\": \"spearmen\", \"models\": 20,}");
    assert_int_equal(wg_roster_load_string(&r, c, doc, strlen(doc), "army.json", &err),
                     WG_EPARSE);
    assert_null(r);
    expect_error(&err, WG_EPARSE, "army.json", 7, 40, "", "string or '}' expected near '}'");
    free(doc);
    doc = roster_doc(R_UNIT1, "{\"entry\": \"spearmen\", \"models\": 20, \"models\": 30}");
    assert_int_equal(wg_roster_load_string(&r, c, doc, strlen(doc), "army.json", &err),
                     WG_EPARSE);
    expect_error(&err, WG_EPARSE, "army.json", 7, 48, "", "duplicate object key near '\"models\"'");
    free(doc);
    doc = roster_doc(R_POINTS, "\"points\": 2000, \"points\": 2000,");
    assert_int_equal(wg_roster_load_string(&r, c, doc, strlen(doc), "army.json", &err),
                     WG_EPARSE);
    expect_error(&err, WG_EPARSE, "army.json", 4, 26, "", "duplicate object key");
    free(doc);
    static const char trailing[] = "{\"format\": \"wargen-roster/1\"}\n]";
    assert_int_equal(wg_roster_load_string(&r, c, trailing, strlen(trailing), NULL, &err),
                     WG_EPARSE);
    expect_error(&err, WG_EPARSE, "<string>", 2, 1, "", "end of file expected");
    static const char text_array[] = "[]";
    assert_int_equal(wg_roster_load_string(&r, c, text_array, 2, NULL, &err), WG_EFORMAT);
    expect_error(&err, WG_EFORMAT, "<string>", 1, 1, "", "the document must be a JSON object");
    assert_int_equal(wg_roster_load_string(&r, c, "{", 1, NULL, &err), WG_EPARSE);
    assert_null(r);
    wg_catalog_free(c);
}

/* The whole roster as a document reads back, with the same catalogue, into an
 * equal one written the same: points (R12), units in order, the general (R9),
 * a moved unit's category (R7), labels (H4), options and items (R4); a unit
 * neither moved nor labelled gives neither key (a document may not give null). */
static void test_roster_to_json(void **state)
{
    (void)state;
    wg_catalog *tb = tb_catalog();
    wg_roster *r = new_roster(tb, 2000), *back = NULL;
    wg_error err;
    put_general(r, "lord", 1);
    give_option(r, 0, "horse");
    give_item(r, 0, "blade");
    size_t s = put(r, "spearmen", 20);
    give_option(r, s, "champion");
    give_item(r, s, "banner");
    put_as(r, "chariot", 1, WG_CATEGORY_CORE);
    wg_roster_unit u = {.entry = "core", .models = 3, .label = "left flank"};
    assert_int_equal(wg_roster_add_unit(NULL, r, &u, &err), WG_OK);
    char *text = NULL, *again = NULL;
    assert_int_equal(wg_roster_to_json(&text, r, &err), WG_OK);
    assert_string_equal(text,
        "{\"format\": \"wargen-roster/1\", \"catalog\": \"test-book\", \"points\": 2000, "
        "\"units\": [{\"entry\": \"lord\", \"models\": 1, \"general\": true, "
        "\"options\": [\"horse\"], \"items\": [\"blade\"]}, "
        "{\"entry\": \"spearmen\", \"models\": 20, \"general\": false, "
        "\"options\": [\"champion\"], \"items\": [\"banner\"]}, "
        "{\"entry\": \"chariot\", \"models\": 1, \"general\": false, \"category\": \"core\", "
        "\"options\": [], \"items\": []}, "
        "{\"entry\": \"core\", \"models\": 3, \"general\": false, \"label\": \"left flank\", "
        "\"options\": [], \"items\": []}]}");
    assert_int_equal(wg_roster_load_string(&back, tb, text, strlen(text), "<doc>", &err), WG_OK);
    assert_int_equal(wg_roster_to_json(&again, back, &err), WG_OK);
    assert_string_equal(again, text);
    assert_int_equal(wg_roster_to_json(NULL, r, &err), WG_EINVAL);
    assert_int_equal(wg_roster_to_json(&text, NULL, &err), WG_EINVAL);
    wg_free(text);
    wg_free(again);
    wg_roster_free(back);
    wg_roster_free(r);
    wg_catalog_free(tb);
}

/* Files: the error names the file; the shipped rosters read; missing files are WG_EIO. */
static void test_roster_files(void **state)
{
    (void)state;
    char path[4096], book[4096];
    wg_catalog *ek = NULL;
    wg_error err;
    source_path(book, sizeof book, "data/catalogs/example-kingdom.json");
    assert_int_equal(wg_catalog_load_file(&ek, book, &err), WG_OK);
    wg_roster *r = (wg_roster *)&r;
    source_path(path, sizeof path, "tests/data/roster/bad-roster-option.json");
    assert_int_equal(wg_roster_load_file(&r, ek, path, &err), WG_ENOTFOUND);
    assert_null(r);
    expect_error(&err, WG_ENOTFOUND, path, 8, 69, "units[2].options[1]",
                 "unit entry \"levy-spearmen\" has no option \"great-weapon\"");
    source_path(path, sizeof path, "tests/data/roster/bad-roster-catalog.json");
    assert_int_equal(wg_roster_load_file(&r, ek, path, &err), WG_EFORMAT);
    expect_error(&err, WG_EFORMAT, path, 3, 14, "catalog",
                 "the roster is for catalogue \"test-book\", not \"example-kingdom\"");
    /* the same file is fine for the catalogue it names */
    wg_catalog *tb = tb_catalog();
    assert_int_equal(wg_roster_load_file(&r, tb, path, &err), WG_OK);
    assert_int_equal(wg_roster_unit_count(r), 1);
    wg_roster_free(r);
    /* a shipped roster */
    source_path(path, sizeof path, "data/rosters/valid-standard.json");
    assert_int_equal(wg_roster_load_file(&r, ek, path, &err), WG_OK);
    assert_int_equal(wg_roster_points(r), 2000);
    assert_int_equal(wg_roster_unit_count(r), 12);
    assert_int_equal(r->units[4].category, WG_CATEGORY_CORE); /* the war wagon, R7 */
    assert_true(r->units[0].general);
    wg_roster_free(r);
    /* missing files, arguments */
    source_path(path, sizeof path, "tests/data/roster/no-such-roster.json");
    r = (wg_roster *)&r;
    assert_int_equal(wg_roster_load_file(&r, ek, path, &err), WG_EIO);
    assert_null(r);
    assert_string_equal(err.file, path);
    assert_non_null(strstr(err.message, "cannot open"));
    assert_int_equal(wg_roster_load_file(NULL, ek, path, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_roster_load_file: NULL argument");
    assert_int_equal(wg_roster_load_file(&r, NULL, path, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_roster_load_file: NULL argument");
    assert_int_equal(wg_roster_load_file(&r, ek, NULL, &err), WG_EINVAL);
    assert_int_equal(wg_roster_load_string(NULL, ek, "{}", 2, NULL, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_roster_load_string: NULL argument");
    assert_int_equal(wg_roster_load_string(&r, NULL, "{}", 2, NULL, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_roster_load_string: NULL argument");
    r = (wg_roster *)&r;
    assert_int_equal(wg_roster_load_string(&r, ek, NULL, 0, NULL, &err), WG_EINVAL);
    assert_null(r);
    wg_catalog_free(tb);
    wg_catalog_free(ek);
}

/* ---- allocation failures ------------------------------------------------------------ */

typedef struct load_ctx {
    const wg_catalog *catalog;
    const char *text, *path;
    size_t units;
} load_ctx;

static wg_status op_load_string(void *ctx)
{
    const load_ctx *l = ctx;
    wg_roster *r = NULL;
    wg_error err;
    wg_status st = OOM_CALL(
        wg_roster_load_string(&r, l->catalog, l->text, strlen(l->text), "a.json", &err));
    if (st == WG_OK)
        assert_int_equal(wg_roster_unit_count(r), l->units);
    else
        assert_null(r);
    wg_roster_free(r);
    return st;
}

static wg_status op_load_file(void *ctx)
{
    const load_ctx *l = ctx;
    wg_roster *r = NULL;
    wg_status st = OOM_CALL(wg_roster_load_file(&r, l->catalog, l->path, NULL));
    if (st == WG_OK)
        assert_int_equal(wg_roster_unit_count(r), l->units);
    wg_roster_free(r);
    return st;
}

/* Build a roster in code; on a failure the roster is as it was. */
static wg_status op_build(void *ctx)
{
    const wg_catalog *c = ctx;
    wg_roster *r = NULL;
    wg_error err;
    wg_status st = OOM_CALL(wg_roster_new(&r, c, 2000, &err));
    for (int i = 0; st == WG_OK && i < 12; i++) {
        wg_roster_unit u = {i % 2 ? "spearmen" : "lord", 20, i == 0, false, WG_CATEGORY_LORDS,
                            i % 3 ? "label" : NULL, false, 0};
        size_t before = wg_roster_unit_count(r), at;
        st = OOM_CALL(wg_roster_add_unit(&at, r, &u, &err));
        if (st != WG_OK) {
            assert_int_equal(wg_roster_unit_count(r), before);
            break;
        }
        const char *option = i % 2 ? "shields" : "horse";
        st = OOM_CALL(wg_roster_add_option(r, at, option, &err));
        if (st != WG_OK) {
            assert_int_equal(r->units[at].n_options, 0);
            break;
        }
        for (int k = 0; st == WG_OK && k < 10; k++) {
            size_t items = r->units[at].n_items;
            st = OOM_CALL(wg_roster_add_item(r, at, k % 2 ? "ward" : "pin", &err));
            if (st != WG_OK)
                assert_int_equal(r->units[at].n_items, items);
        }
    }
    if (st != WG_OK) {
        assert_int_equal(err.code, WG_ENOMEM);
        assert_string_equal(err.message, "out of memory");
    }
    wg_roster_free(r);
    return st;
}

/* The catalogue's and the roster's documents, counted as no allocation of
 * the op: what a failed call must leave as it was, and what a printer must
 * print (its exact text is tested above). */
static char *catalog_text(const wg_catalog *c)
{
    harness_pause();
    char *text = NULL;
    assert_int_equal(wg_catalog_to_json(&text, c, NULL), WG_OK);
    harness_resume();
    return text;
}

static char *roster_text(const wg_roster *r)
{
    harness_pause();
    char *text = NULL;
    assert_int_equal(wg_roster_to_json(&text, r, NULL), WG_OK);
    harness_resume();
    return text;
}

/* A call's result: WG_ENOMEM and `now` as `was`, or WG_OK. Frees both. */
static wg_status same_unless_ok(wg_status st, const wg_error *err, char *was, char *now)
{
    if (st != WG_OK) {
        assert_int_equal(err->code, WG_ENOMEM);
        assert_string_equal(now, was);
    }
    wg_free(was);
    wg_free(now);
    return st;
}

/* A printer's result: WG_ENOMEM and no text, or the text it prints without
 * failure. Frees both. */
static wg_status printed(wg_status st, const wg_error *err, char *out, char *want)
{
    if (st != WG_OK) {
        assert_int_equal(err->code, WG_ENOMEM);
        assert_null(out);
    } else {
        assert_string_equal(out, want);
        wg_free(out);
    }
    wg_free(want);
    return st;
}

static wg_status catalog_strings(wg_catalog *c)
{
    static const char UNIT[] = "{\"id\": \"u\", \"name\": \"U\", \"category\": \"core\", "
                               "\"models\": {\"min\": 5, \"max\": 20}, \"cost\": 25, "
                               "\"options\": [{\"id\": \"o\", \"cost\": 0.5}]}";
    static const char OPTION[] = "{\"id\": \"p\", \"per_model\": 1.5}";
    static const char ITEM[] = "{\"id\": \"i\", \"name\": \"I\", \"cost\": \"12.5/7\"}";
    wg_error err;
    char *was = catalog_text(c);
    wg_status st = OOM_CALL(wg_catalog_add_unit_string(c, UNIT, strlen(UNIT), &err));
    if (same_unless_ok(st, &err, was, catalog_text(c)) != WG_OK)
        return st;
    was = catalog_text(c);
    st = OOM_CALL(wg_catalog_add_option_string(c, "u", OPTION, strlen(OPTION), &err));
    if (same_unless_ok(st, &err, was, catalog_text(c)) != WG_OK)
        return st;
    was = catalog_text(c);
    st = OOM_CALL(wg_catalog_add_item_string(c, ITEM, strlen(ITEM), &err));
    if (same_unless_ok(st, &err, was, catalog_text(c)) != WG_OK)
        return st;
    char *out = NULL, *want = NULL;
    harness_pause();
    assert_int_equal(wg_unit_entry_to_json(&want, wg_catalog_unit_at(c, 0), NULL), WG_OK);
    harness_resume();
    st = OOM_CALL(wg_unit_entry_to_json(&out, wg_catalog_unit_at(c, 0), &err));
    if (printed(st, &err, out, want) != WG_OK)
        return st;
    out = NULL;
    harness_pause();
    assert_int_equal(wg_item_entry_to_json(&want, wg_catalog_item_at(c, 0), NULL), WG_OK);
    harness_resume();
    st = OOM_CALL(wg_item_entry_to_json(&out, wg_catalog_item_at(c, 0), &err));
    if (printed(st, &err, out, want) != WG_OK)
        return st;
    out = NULL;
    want = catalog_text(c);
    st = OOM_CALL(wg_catalog_to_json(&out, c, &err));
    return printed(st, &err, out, want);
}

/* R2-R4, R7, H2: the catalogue's text forms and printers in turn. */
static wg_status op_catalog_strings(void *ctx)
{
    (void)ctx;
    harness_pause();
    wg_catalog *c = NULL;
    assert_int_equal(wg_catalog_new(&c, "b", "B", NULL), WG_OK);
    harness_resume();
    wg_status st = catalog_strings(c);
    wg_catalog_free(c);
    return st;
}

/* R2-R4: the struct forms of the catalogue's additions, each on a catalogue
 * that holds one of its kind already: a failure leaves the document as it was. */
static wg_status catalog_structs(wg_catalog *c)
{
    static const wg_option_entry BARDING = {"barding", "Barding", 0, 3, false};
    wg_unit_entry hero = tb_unit(TB_HERO);
    wg_item_entry mail = tb_item(TB_MAIL);
    wg_error err;
    char *was = catalog_text(c);
    wg_status st = OOM_CALL(wg_catalog_add_unit(c, &hero, &err));
    if (same_unless_ok(st, &err, was, catalog_text(c)) != WG_OK)
        return st;
    was = catalog_text(c);
    st = OOM_CALL(wg_catalog_add_option(c, "lord", &BARDING, &err));
    if (same_unless_ok(st, &err, was, catalog_text(c)) != WG_OK)
        return st;
    was = catalog_text(c);
    st = OOM_CALL(wg_catalog_add_item(c, &mail, &err));
    return same_unless_ok(st, &err, was, catalog_text(c));
}

static wg_status op_catalog_structs(void *ctx)
{
    (void)ctx;
    static const wg_option_entry HORSE = {"horse", "Horse", 20, 0, false};
    wg_unit_entry lord = tb_unit(TB_LORD);
    wg_item_entry blade = tb_item(TB_BLADE);
    harness_pause();
    wg_catalog *c = NULL;
    assert_int_equal(wg_catalog_new(&c, "b", "B", NULL), WG_OK);
    assert_int_equal(wg_catalog_add_unit(c, &lord, NULL), WG_OK);
    assert_int_equal(wg_catalog_add_option(c, "lord", &HORSE, NULL), WG_OK);
    assert_int_equal(wg_catalog_add_item(c, &blade, NULL), WG_OK);
    harness_resume();
    wg_status st = catalog_structs(c);
    wg_catalog_free(c);
    return st;
}

/* R1, R7: a unit as text, then the unit's and the roster's documents. */
static wg_status op_roster_strings(void *ctx)
{
    static const char UNIT[] = "{\"entry\": \"spearmen\", \"models\": 20, "
                               "\"options\": [\"shields\"], \"items\": [\"banner\"]}";
    harness_pause();
    wg_roster *r = new_roster(ctx, 2000);
    harness_resume();
    wg_error err;
    size_t index = 99;
    char *was = roster_text(r);
    wg_status st = OOM_CALL(wg_roster_add_unit_string(&index, r, UNIT, strlen(UNIT), &err));
    assert_int_equal(index, st == WG_OK ? 0 : 99);
    if (same_unless_ok(st, &err, was, roster_text(r)) == WG_OK) {
        char *out = NULL, *want = NULL;
        harness_pause();
        assert_int_equal(wg_roster_unit_to_json(&want, r, 0, NULL), WG_OK);
        harness_resume();
        st = OOM_CALL(wg_roster_unit_to_json(&out, r, 0, &err));
        if (printed(st, &err, out, want) == WG_OK) {
            out = NULL;
            st = OOM_CALL(wg_roster_to_json(&out, r, &err));
            st = printed(st, &err, out, roster_text(r));
        }
    }
    wg_roster_free(r);
    return st;
}

/* Every allocation failure is WG_ENOMEM, leaks nothing and leaves objects as they were. */
static void test_roster_alloc_failures(void **state)
{
    (void)state;
    char path[4096], book[4096];
    source_path(book, sizeof book, "data/catalogs/example-kingdom.json");
    source_path(path, sizeof path, "data/rosters/valid-grand.json");
    wg_catalog *ek = NULL;
    assert_int_equal(wg_catalog_load_file(&ek, book, NULL), WG_OK);
    char *text = read_text(path);
    load_ctx l = {ek, text, path, 23};
    size_t n_string = harness_fail_each_alloc(op_load_string, &l);
    size_t n_file = harness_fail_each_alloc(op_load_file, &l);
    wg_catalog *tb = tb_catalog();
    size_t n_build = harness_fail_each_alloc(op_build, tb);
    size_t n_catalog = harness_fail_each_alloc(op_catalog_strings, NULL);
    size_t n_structs = harness_fail_each_alloc(op_catalog_structs, NULL);
    assert_true(n_structs >= 3 * 2); /* per addition, its id and name */
    size_t n_roster = harness_fail_each_alloc(op_roster_strings, tb);
    print_message("allocations: catalogue text forms and printers %zu, roster unit text and "
                  "printers %zu\n", n_catalog, n_roster);
    assert_true(n_catalog >= 6 && n_roster >= 3);
    print_message("allocations: load string %zu, load file %zu, build %zu\n", n_string, n_file,
                  n_build);
    /* the text, its name, the roster, its units, and per unit its options and items */
    assert_true(n_string >= 3 + 23);
    assert_true(n_file >= 3 + 23);
    assert_true(n_build >= 1 + 12);
    wg_catalog_free(tb);
    wg_catalog_free(ek);
    free(text);
    assert_int_equal(harness_live(), 0);
}

/* R1: what a catalogue, a roster and a report hold can be read back. */
static void test_accessors(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    size_t n = wg_catalog_unit_count(c);
    assert_true(n > 0);
    for (size_t i = 0; i < n; i++) {
        const wg_unit_entry *e = wg_catalog_unit_at(c, i), *found = NULL;
        assert_non_null(e);
        assert_int_equal(wg_catalog_find_unit(&found, c, e->id, NULL), WG_OK);
        assert_ptr_equal(found, e);
    }
    assert_null(wg_catalog_unit_at(c, n));
    size_t items = wg_catalog_item_count(c);
    assert_true(items > 0);
    assert_non_null(wg_catalog_item_at(c, items - 1));
    assert_null(wg_catalog_item_at(c, items));

    const char *first = wg_catalog_unit_at(c, 0)->id;
    wg_roster *r = new_roster(c, 2000);
    wg_roster_unit in = {first, wg_catalog_unit_at(c, 0)->min_models, true, false,
                         WG_CATEGORY_LORDS, "the first", false, 0};
    size_t at;
    assert_int_equal(wg_roster_add_unit(&at, r, &in, NULL), WG_OK);
    wg_roster_unit out;
    assert_int_equal(wg_roster_unit_at(&out, r, at, NULL), WG_OK);
    assert_string_equal(out.entry, first);
    assert_int_equal(out.models, in.models);
    assert_true(out.general);
    assert_false(out.moved);
    assert_int_equal(out.category, wg_catalog_unit_at(c, 0)->category); /* its entry's own */
    assert_string_equal(out.label, "the first");
    assert_false(out.hides);
    assert_int_equal(out.hides_in, WG_NONE); /* a position that is not: H1 */
    wg_roster_unit before = out;
    wg_error err;
    /* past the end: WG_ENOTFOUND, as every struct-form _at */
    assert_int_equal(wg_roster_unit_at(&out, r, at + 1, &err), WG_ENOTFOUND);
    assert_string_equal(err.message, "no unit 1: there is 1");
    /* unchanged (field by field: the struct's padding is not compared) */
    assert_ptr_equal(out.entry, before.entry);
    assert_int_equal(out.models, before.models);
    assert_int_equal(out.general, before.general);
    assert_int_equal(out.moved, before.moved);
    assert_int_equal(out.category, before.category);
    assert_ptr_equal(out.label, before.label);
    assert_int_equal(out.hides_in, before.hides_in);
    assert_int_equal(wg_roster_unit_at(NULL, r, 0, NULL), WG_EINVAL);
    assert_int_equal(wg_roster_unit_at(&out, NULL, 0, NULL), WG_EINVAL);

    wg_report *rep = validate(r);
    wg_report_unit u = priced(rep, 0);
    assert_string_equal(u.entry, first);
    assert_int_equal(u.category, wg_catalog_unit_at(c, 0)->category);
    assert_true(u.points > 0);
    assert_int_equal(u.points, wg_report_total(rep)); /* the one unit */
    wg_report_unit kept = u;
    assert_int_equal(wg_report_unit_at(&u, rep, 1, &err), WG_ENOTFOUND);
    assert_string_equal(err.message, "no unit 1: there is 1");
    assert_ptr_equal(u.entry, kept.entry);
    assert_int_equal(u.points, kept.points);
    assert_int_equal(wg_report_unit_at(&u, rep, WG_NONE, NULL), WG_ENOTFOUND);
    assert_int_equal(wg_report_unit_at(NULL, rep, 0, NULL), WG_EINVAL);
    assert_int_equal(wg_report_unit_at(&u, NULL, 0, NULL), WG_EINVAL);
    wg_roster_free(r); /* a report outlives its roster */
    assert_string_equal(priced(rep, 0).entry, first);
    wg_report_free(rep);
    wg_catalog_free(c);
}

/* A unit entry looked up by id: WG_ENOTFOUND naming it (a NULL id is no
 * entry's), WG_EINVAL for a NULL catalogue or out; out unchanged. */
static void test_find_unit(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    const wg_unit_entry *found = wg_catalog_unit_at(c, 0), *before = found;
    wg_error err;
    assert_int_equal(wg_catalog_find_unit(&found, c, "spearmen", &err), WG_OK);
    assert_string_equal(found->name, "Spearmen");
    found = before;
    assert_int_equal(wg_catalog_find_unit(&found, c, "no-such-entry", &err), WG_ENOTFOUND);
    assert_string_equal(err.message, "catalogue \"test-book\" has no unit entry \"no-such-entry\"");
    assert_ptr_equal(found, before);
    assert_int_equal(wg_catalog_find_unit(&found, c, NULL, &err), WG_ENOTFOUND);
    assert_string_equal(err.message, "catalogue \"test-book\" has no unit entry \"\"");
    assert_int_equal(wg_catalog_find_unit(&found, NULL, "spearmen", &err), WG_EINVAL);
    assert_int_equal(wg_catalog_find_unit(NULL, c, "spearmen", &err), WG_EINVAL);
    assert_ptr_equal(found, before);
    wg_catalog_free(c);
}

/* R4, R10: an entry's options, a roster unit's options and items, and an
 * item by id, read back as the pointer form of _count/_at; either index past
 * the end gives NULL and 0, never a read past the lists. */
static void test_option_item_lists(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    assert_int_equal(wg_catalog_option_count(c, TB_SPEARMEN), 3);
    assert_int_equal(wg_catalog_option_count(c, TB_LORD), 2);
    assert_int_equal(wg_catalog_option_count(c, TB_CORE), 0);
    assert_int_equal(wg_catalog_option_count(c, TB_UNITS), 0);
    const wg_option_entry *champion = wg_catalog_option_at(c, TB_SPEARMEN, 2);
    assert_non_null(champion);
    assert_string_equal(champion->id, "champion");
    assert_true(champion->champion);
    assert_null(wg_catalog_option_at(c, TB_SPEARMEN, 3));
    assert_null(wg_catalog_option_at(c, TB_UNITS, 0));

    const wg_item_entry *item = NULL, *before = NULL;
    wg_error err;
    assert_int_equal(wg_catalog_find_item(&item, c, "banner", &err), WG_OK);
    assert_ptr_equal(item, wg_catalog_item_at(c, TB_BANNER));
    assert_true(item->one_per_army);
    before = item;
    assert_int_equal(wg_catalog_find_item(&item, c, "no-such-item", &err), WG_ENOTFOUND);
    assert_string_equal(err.message, "catalogue \"test-book\" has no item \"no-such-item\"");
    assert_int_equal(wg_catalog_find_item(&item, c, NULL, &err), WG_ENOTFOUND);
    assert_int_equal(wg_catalog_find_item(&item, NULL, "banner", &err), WG_EINVAL);
    assert_int_equal(wg_catalog_find_item(NULL, c, "banner", &err), WG_EINVAL);
    assert_ptr_equal(item, before);

    wg_roster *r = new_roster(c, 2000);
    wg_roster_unit spear = {"spearmen", 20, false, false, WG_CATEGORY_CORE, NULL, false, 0};
    size_t at = 0;
    assert_int_equal(wg_roster_add_unit(&at, r, &spear, NULL), WG_OK);
    assert_int_equal(wg_roster_option_count(r, at), 0);
    assert_int_equal(wg_roster_add_option(r, at, "champion", NULL), WG_OK);
    assert_int_equal(wg_roster_add_option(r, at, "shields", NULL), WG_OK);
    assert_int_equal(wg_roster_add_item(r, at, "pin", NULL), WG_OK);
    assert_int_equal(wg_roster_add_item(r, at, "pin", NULL), WG_OK); /* each copy (R10) */
    assert_int_equal(wg_roster_add_item(r, at, "blade", NULL), WG_OK);
    assert_int_equal(wg_roster_option_count(r, at), 2);
    assert_string_equal(wg_roster_option_at(r, at, 0)->id, "champion"); /* in the order added */
    assert_ptr_equal(wg_roster_option_at(r, at, 0), champion);
    assert_string_equal(wg_roster_option_at(r, at, 1)->id, "shields");
    assert_null(wg_roster_option_at(r, at, 2));
    assert_int_equal(wg_roster_item_count(r, at), 3);
    assert_ptr_equal(wg_roster_item_at(r, at, 0), wg_catalog_item_at(c, TB_PIN));
    assert_ptr_equal(wg_roster_item_at(r, at, 1), wg_catalog_item_at(c, TB_PIN));
    assert_string_equal(wg_roster_item_at(r, at, 2)->id, "blade");
    assert_null(wg_roster_item_at(r, at, 3));
    assert_int_equal(wg_roster_option_count(r, at + 1), 0);
    assert_int_equal(wg_roster_item_count(r, at + 1), 0);
    assert_null(wg_roster_option_at(r, at + 1, 0));
    assert_null(wg_roster_item_at(r, at + 1, 0));
    /* an unknown item is refused with the catalogue's one message */
    assert_int_equal(wg_roster_add_item(r, at, "no-such-item", &err), WG_ENOTFOUND);
    assert_string_equal(err.message, "catalogue \"test-book\" has no item \"no-such-item\"");
    assert_int_equal(wg_roster_item_count(r, at), 3);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* The readers of a catalogue, a roster and a report take a NULL handle:
 * counts 0, pointers NULL, numbers 0 (wargen/roster.h). */
static void test_null_handles(void **state)
{
    (void)state;
    assert_int_equal(wg_catalog_unit_count(NULL), 0);
    assert_int_equal(wg_catalog_item_count(NULL), 0);
    assert_null(wg_catalog_unit_at(NULL, 0));
    assert_null(wg_catalog_item_at(NULL, 0));
    assert_int_equal(wg_catalog_option_count(NULL, 0), 0);
    assert_null(wg_catalog_option_at(NULL, 0, 0));
    assert_int_equal(wg_roster_option_count(NULL, 0), 0);
    assert_null(wg_roster_option_at(NULL, 0, 0));
    assert_int_equal(wg_roster_item_count(NULL, 0), 0);
    assert_null(wg_roster_item_at(NULL, 0, 0));
    assert_null(wg_catalog_id(NULL));
    assert_null(wg_catalog_name(NULL));
    assert_int_equal(wg_roster_points(NULL), 0);
    assert_int_equal(wg_roster_unit_count(NULL), 0);
    assert_false(wg_report_valid(NULL));
    assert_int_equal(wg_report_total(NULL), 0);
    assert_int_equal(wg_report_points(NULL), 0);
    assert_int_equal(wg_report_format(NULL), WG_ROSTER_FORMAT_COUNT);
    assert_null(wg_roster_format_name(wg_report_format(NULL)));
    assert_int_equal(wg_report_min_total(NULL), 0);
    assert_int_equal(wg_report_category_points(NULL, WG_CATEGORY_CORE), 0);
    assert_int_equal(wg_report_character_points(NULL), 0);
    assert_int_equal(wg_report_unit_count(NULL), 0);
    assert_int_equal(wg_report_violation_count(NULL), 0);
    assert_null(wg_report_violation_at(NULL, 0));
    wg_error err;
    assert_int_equal(wg_roster_add_option(NULL, 0, "shields", &err), WG_EINVAL);
    assert_int_equal(wg_roster_add_item(NULL, 0, "blade", &err), WG_EINVAL);
}

/* The old names of the 0.x API still work, as wrappers of the new ones
 * (CHANGELOG 1.0.0), until 2.0. */
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#endif
static void test_deprecated_names(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    assert_ptr_equal(wg_catalog_unit_by_id(c, "spearmen"), wg_catalog_unit_at(c, TB_SPEARMEN));
    assert_null(wg_catalog_unit_by_id(c, "no-such-entry"));
    assert_null(wg_catalog_unit_by_id(c, NULL));
    assert_int_equal(WG_ITEM_MUNDANE, WG_ITEM_LIST_MUNDANE);
    assert_int_equal(WG_GAME_GRAND_ARMY, WG_ROSTER_FORMAT_GRAND_ARMY);
    wg_game_format f = wg_game_format_of(1499); /* R12 */
    assert_int_equal(f, WG_ROSTER_FORMAT_WARBAND);
    assert_string_equal(wg_game_format_name(WG_GAME_STANDARD), "standard");
    assert_int_equal(wg_game_format_parse(&f, "grand", NULL), WG_OK);
    assert_int_equal(f, WG_ROSTER_FORMAT_GRAND_ARMY);
    wg_roster *r = new_roster(c, 2000);
    size_t spearmen = put(r, "spearmen", 10);
    wg_report *rep = validate(r);
    assert_string_equal(wg_report_unit_entry(rep, spearmen), "spearmen");
    assert_int_equal(wg_report_unit_points(rep, spearmen), priced(rep, spearmen).points);
    assert_int_equal(wg_report_unit_category(rep, spearmen), WG_CATEGORY_CORE);
    /* past the end: the old fallbacks */
    assert_null(wg_report_unit_entry(rep, 1));
    assert_int_equal(wg_report_unit_points(rep, 1), 0);
    assert_int_equal(wg_report_unit_category(rep, 1), WG_CATEGORY_CORE);
    wg_report_free(rep);
    wg_roster_free(r);
    wg_catalog_free(c);
}
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

/* ---- entries given as JSON text (the bindings' keyword arguments) --------------- */

#define ADD_UNIT(c, text) wg_catalog_add_unit_string(c, text, strlen(text), &err)

/* R2-R4, R7, H2: a catalogue's unit, option and item objects, read as the document
 * reader reads them; a refusal is WG_EINVAL at the member's path and changes nothing. */
static void test_catalog_add_string(void **state)
{
    (void)state;
    wg_catalog *c = NULL;
    wg_error err;
    assert_int_equal(wg_catalog_new(&c, "b", "B", &err), WG_OK);
    assert_int_equal(ADD_UNIT(c, "{\"id\": \"u\", \"name\": \"U\", \"category\": \"core\", "
                                 "\"models\": {\"min\": 5, \"max\": 20}, \"cost\": 25, "
                                 "\"per_model\": 4.5, \"moves_to\": [\"rare\"], "
                                 "\"options\": [{\"id\": \"o\", \"cost\": 0.5}]}"), WG_OK);
    const wg_unit_entry *u = NULL;
    assert_int_equal(wg_catalog_find_unit(&u, c, "u", NULL), WG_OK);
    assert_int_equal(u->per_model, 9);                          /* R3: half-points */
    assert_int_equal(u->moves_to, 1u << WG_CATEGORY_RARE);     /* R7 */
    /* a bad option: neither the unit nor its options are added */
    assert_int_equal(ADD_UNIT(c, "{\"id\": \"v\", \"name\": \"V\", \"category\": \"core\", "
                                 "\"models\": {\"min\": 1, \"max\": 1}, \"cost\": 1, "
                                 "\"options\": [{\"id\": \"o\"}, {\"id\": \"o\"}]}"), WG_EINVAL);
    assert_int_equal(wg_catalog_find_unit(&u, c, "v", NULL), WG_ENOTFOUND);
    assert_int_equal(ADD_UNIT(c, "{\"id\": \"w\", \"name\": \"W\", \"category\": \"core\", "
                                 "\"models\": {\"min\": 1, \"max\": 1}, \"cost\": 0.25}"),
                     WG_EINVAL);
    assert_string_equal(err.path, "cost");
    assert_int_equal(err.line, 0);
    assert_string_equal(err.file, "");
    assert_int_equal(ADD_UNIT(c, "{\"id\": \"u\", \"colour\": 1}"), WG_EINVAL);
    assert_int_equal(ADD_UNIT(c, "not json"), WG_EINVAL);
    assert_int_equal(wg_catalog_unit_count(c), 1);
    const char *opt = "{\"id\": \"p\", \"per_model\": 1.5}";
    assert_int_equal(wg_catalog_add_option_string(c, "u", opt, strlen(opt), &err), WG_OK);
    assert_int_equal(wg_catalog_add_option_string(c, "x", opt, strlen(opt), &err),
                     WG_ENOTFOUND);
    /* R4: "A/B" prices; H2: the list is "common" unless given */
    const char *item = "{\"id\": \"i\", \"name\": \"I\", \"cost\": \"12.5/7\"}";
    assert_int_equal(wg_catalog_add_item_string(c, item, strlen(item), &err), WG_OK);
    const wg_item_entry *it = wg_catalog_item_at(c, 0);
    assert_int_equal(it->lord_cost, 25);
    assert_int_equal(it->other_cost, 14);
    assert_int_equal(it->list, WG_ITEM_LIST_COMMON);
    const char *bad = "{\"id\": \"j\", \"name\": \"J\", \"cost\": 1, \"list\": \"relics\"}";
    assert_int_equal(wg_catalog_add_item_string(c, bad, strlen(bad), &err), WG_EINVAL);
    assert_string_equal(err.path, "list");
    assert_int_equal(wg_catalog_item_count(c), 1);
    assert_int_equal(wg_catalog_add_item_string(NULL, item, strlen(item), &err), WG_EINVAL);
    wg_catalog_free(c);
}

/* R1, R7: a roster's unit object with its options and items; a failure anywhere
 * leaves the roster unchanged. */
static void test_roster_add_unit_string(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    wg_roster *r = new_roster(c, 2000);
    wg_error err;
    size_t index = 99;
    const char *ok = "{\"entry\": \"spearmen\", \"models\": 20, \"options\": [\"shields\"], "
                     "\"items\": [\"banner\"], \"label\": \"blue\"}";
    assert_int_equal(wg_roster_add_unit_string(&index, r, ok, strlen(ok), &err), WG_OK);
    assert_int_equal(index, 0);
    const char *moved = "{\"entry\": \"chariot\", \"models\": 1, \"category\": \"core\"}";
    assert_int_equal(wg_roster_add_unit_string(&index, r, moved, strlen(moved), &err), WG_OK);
    assert_int_equal(index, 1);
    wg_roster_unit u;
    assert_int_equal(wg_roster_unit_at(&u, r, 1, &err), WG_OK);
    assert_true(u.moved);
    assert_int_equal(u.category, WG_CATEGORY_CORE);
    const char *unknown = "{\"entry\": \"spearmen\", \"models\": 20, \"items\": [\"excalibur\"]}";
    assert_int_equal(wg_roster_add_unit_string(&index, r, unknown, strlen(unknown), &err),
                     WG_ENOTFOUND);
    assert_int_equal(index, 1);   /* untouched by a failure */
    assert_string_equal(err.path, "items[0]");
    const char *twice = "{\"entry\": \"spearmen\", \"models\": 20, "
                        "\"options\": [\"shields\", \"shields\"]}";
    assert_int_equal(wg_roster_add_unit_string(&index, r, twice, strlen(twice), &err),
                     WG_EINVAL);
    const char *models = "{\"entry\": \"spearmen\", \"models\": 1.5}";
    assert_int_equal(wg_roster_add_unit_string(&index, r, models, strlen(models), &err),
                     WG_EINVAL);
    assert_int_equal(wg_roster_unit_count(r), 2);
    assert_int_equal(wg_roster_add_unit_string(&index, NULL, ok, strlen(ok), &err), WG_EINVAL);
    /* read back in the document's shape: the same object, every member written */
    char *text = NULL;
    assert_int_equal(wg_roster_unit_to_json(&text, r, 0, &err), WG_OK);
    assert_string_equal(text, "{\"entry\": \"spearmen\", \"models\": 20, \"general\": false, "
                              "\"category\": null, \"label\": \"blue\", \"hides_in\": null, "
                              "\"options\": "
                              "[\"shields\"], \"items\": [\"banner\"]}");
    wg_free(text);
    assert_int_equal(wg_roster_unit_to_json(&text, r, 1, &err), WG_OK);
    assert_non_null(strstr(text, "\"category\": \"core\""));   /* R7: moved */
    wg_free(text);
    assert_int_equal(wg_roster_unit_to_json(&text, r, 2, &err), WG_ENOTFOUND);
    expect_arg_error(&err, WG_ENOTFOUND, "no unit 2: there are 2");
    assert_int_equal(wg_roster_unit_to_json(NULL, r, 0, &err), WG_EINVAL);
    wg_roster_free(r);
    wg_catalog_free(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_accessors),
        cmocka_unit_test(test_find_unit),
        cmocka_unit_test(test_null_handles),
        cmocka_unit_test(test_deprecated_names),
        cmocka_unit_test(test_roster_new),
        cmocka_unit_test(test_roster_add_unit),
        cmocka_unit_test(test_roster_add_option),
        cmocka_unit_test(test_roster_add_item),
        cmocka_unit_test(test_option_item_lists),
        cmocka_unit_test(test_roster_load_values),
        cmocka_unit_test(test_roster_schema_key),
        cmocka_unit_test(test_roster_load_not_found),
        cmocka_unit_test(test_roster_load_bad_values),
        cmocka_unit_test(test_roster_broken_json),
        cmocka_unit_test(test_roster_files),
        cmocka_unit_test(test_roster_to_json),
        cmocka_unit_test(test_roster_alloc_failures),
        cmocka_unit_test(test_catalog_add_string),
        cmocka_unit_test(test_roster_add_unit_string),
    };
    return cmocka_run_group_tests_name("roster_load", tests, harness_setup, harness_teardown);
}
