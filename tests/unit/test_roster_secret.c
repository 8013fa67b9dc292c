/* roster module, the fields of hidden rosters in the documents (H1, H5;
 * docs/FORMATS.md): a catalogue's `secret` unit entries and `rune` items, a
 * roster unit's `hides_in`, read with located errors and written back. */
#include "test_roster_common.h"

/* A book with a secret entry (an Assassin, H1) and two runes sharing a
 * mundane type (H5), one entry or item a line. */
static const char BOOK[] =
    "{\"format\": \"wargen-catalog/1\", \"id\": \"hidden-book\", \"name\": \"Hidden\",\n"
    " \"units\": [\n"
    "  {\"id\": \"lord\", \"name\": \"Lord\", \"category\": \"lords\", \"can_be_general\": true, "
    "\"models\": {\"min\": 1, \"max\": 1}, \"cost\": 100},\n"
    "  {\"id\": \"assassin\", \"name\": \"Assassin\", \"category\": \"heroes\", \"secret\": true, "
    "\"models\": {\"min\": 1, \"max\": 1}, \"cost\": 60},\n"
    "  {\"id\": \"spearmen\", \"name\": \"Spearmen\", \"category\": \"core\", \"secret\": false, "
    "\"models\": {\"min\": 10, \"max\": 40}, \"cost\": 50, \"per_model\": 5}],\n"
    " \"items\": [\n"
    "  {\"id\": \"rune-of-fury\", \"name\": \"Rune of Fury\", \"cost\": 25, \"list\": "
    "\"item-like\", \"mundane\": \"runic weapon\", \"rune\": true},\n"
    "  {\"id\": \"rune-of-speed\", \"name\": \"Rune of Speed\", \"cost\": 10, \"list\": "
    "\"item-like\", \"mundane\": \"runic weapon\", \"rune\": true},\n"
    "  {\"id\": \"shield\", \"name\": \"Enchanted Shield\", \"cost\": 5, \"list\": \"common\", "
    "\"mundane\": \"shield\", \"rune\": false}]}\n";

enum { B_LORD, B_ASSASSIN, B_SPEARMEN };

/* Line and column (1-based) of the nth (0-based) occurrence of token in text. */
static void locate(const char *text, const char *token, int nth, int *line, int *column)
{
    const char *at = text;
    for (int i = 0; i <= nth; i++) {
        at = strstr(i ? at + 1 : at, token);
        if (at == NULL)
            fail_msg("\"%s\" not in the document", token);
    }
    *line = 1;
    const char *start = text;
    for (const char *p = text; p < at; p++)
        if (*p == '\n') {
            (*line)++;
            start = p + 1;
        }
    *column = 1 + (int)(at - start);
}

/* text with the first occurrence of from replaced by to (malloc'd). */
static char *edited(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    if (at == NULL)
        fail_msg("\"%s\" not in the document", from);
    size_t head = (size_t)(at - text), size = strlen(text) - strlen(from) + strlen(to) + 1;
    char *out = malloc(size);
    assert_non_null(out);
    snprintf(out, size, "%.*s%s%s", (int)head, text, to, at + strlen(from));
    return out;
}

static wg_catalog *load_book(const char *text)
{
    wg_catalog *c = NULL;
    wg_error err;
    if (wg_catalog_load_string(&c, text, strlen(text), "book.json", &err) != WG_OK)
        fail_msg("book: %s:%d:%d: %s: %s", err.file, err.line, err.column, err.path,
                 err.message);
    return c;
}

/* The book with from replaced by to is refused at token (its nth occurrence
 * in the edited text) and path. */
static void expect_book_refused(const char *from, const char *to, const char *token, int nth,
                                const char *path, const char *message)
{
    char *text = edited(BOOK, from, to);
    wg_catalog *c = (wg_catalog *)&c;
    wg_error err;
    int line, column;
    locate(text, token, nth, &line, &column);
    assert_int_equal(wg_catalog_load_string(&c, text, strlen(text), "book.json", &err),
                     WG_EFORMAT);
    assert_null(c);
    expect_error(&err, WG_EFORMAT, "book.json", line, column, path, message);
    free(text);
}

/* ---- the catalogue: secret (H1) and rune (H5) ------------------------------------ */

/* H1, H5: both flags are read, and default to false. */
static void test_book_reads_secret_and_rune(void **state)
{
    (void)state;
    wg_catalog *c = load_book(BOOK);
    assert_false(c->units[B_LORD].e.secret);
    assert_true(c->units[B_ASSASSIN].e.secret);
    assert_false(c->units[B_SPEARMEN].e.secret);
    assert_true(c->items[0].rune && c->items[1].rune);
    assert_string_equal(c->items[0].mundane, c->items[1].mundane);
    assert_false(c->items[2].rune);
    wg_catalog_free(c);
}

/* H1, H5: the flags are booleans, refused otherwise at their place. */
static void test_book_flag_types(void **state)
{
    (void)state;
    expect_book_refused("\"secret\": true", "\"secret\": 1", "1,", 1, "units[1].secret",
                        "must be true or false, not an integer");
    expect_book_refused("\"secret\": false", "\"secret\": \"no\"", "\"no\"", 0,
                        "units[2].secret", "must be true or false, not a string");
    expect_book_refused("\"rune\": true", "\"rune\": null", "null", 0, "items[0].rune",
                        "must be true or false, not null");
    expect_book_refused("\"rune\": false", "\"rune\": []", "[]", 0, "items[2].rune",
                        "must be true or false, not an array");
}

/* H1, H5: the entry writers show both flags; the catalogue document keeps
 * them through a round trip. */
static void test_book_writes_secret_and_rune(void **state)
{
    (void)state;
    wg_catalog *c = load_book(BOOK);
    char *text = NULL, *again = NULL;
    wg_catalog *back = NULL;
    assert_int_equal(wg_unit_entry_to_json(&text, &c->units[B_ASSASSIN].e, NULL), WG_OK);
    assert_non_null(strstr(text, "\"war_machine\": false, \"secret\": true, "));
    wg_free(text);
    assert_int_equal(wg_unit_entry_to_json(&text, &c->units[B_LORD].e, NULL), WG_OK);
    assert_non_null(strstr(text, "\"secret\": false"));
    wg_free(text);
    assert_int_equal(wg_item_entry_to_json(&text, &c->items[0], NULL), WG_OK);
    assert_non_null(strstr(text, "\"one_per_army\": false, \"rune\": true}"));
    wg_free(text);
    assert_int_equal(wg_item_entry_to_json(&text, &c->items[2], NULL), WG_OK);
    assert_non_null(strstr(text, "\"rune\": false}"));
    wg_free(text);
    assert_int_equal(wg_catalog_to_json(&text, c, NULL), WG_OK);
    assert_int_equal(wg_catalog_load_string(&back, text, strlen(text), NULL, NULL), WG_OK);
    assert_true(back->units[B_ASSASSIN].e.secret && !back->units[B_LORD].e.secret);
    assert_true(back->items[0].rune && back->items[1].rune && !back->items[2].rune);
    assert_int_equal(wg_catalog_to_json(&again, back, NULL), WG_OK);
    assert_string_equal(again, text);
    wg_free(text);
    wg_free(again);
    wg_catalog_free(back);
    wg_catalog_free(c);
}

/* ---- the roster: hides_in (H1) ---------------------------------------------------- */

/* An Assassin listed before the unit it hides in (a forward index, H1). */
static const char ROSTER[] =
    "{\"format\": \"wargen-roster/1\", \"catalog\": \"hidden-book\", \"points\": 2000,\n"
    " \"units\": [\n"
    "  {\"entry\": \"assassin\", \"models\": 1, \"hides_in\": 2},\n"
    "  {\"entry\": \"lord\", \"models\": 1, \"general\": true},\n"
    "  {\"entry\": \"spearmen\", \"models\": 20}]}\n";

static wg_roster *load_roster(const wg_catalog *c, const char *text)
{
    wg_roster *r = NULL;
    wg_error err;
    if (wg_roster_load_string(&r, c, text, strlen(text), "roster.json", &err) != WG_OK)
        fail_msg("roster: %s:%d:%d: %s: %s", err.file, err.line, err.column, err.path,
                 err.message);
    return r;
}

/* The roster with from replaced by to is refused at token and path. */
static void expect_roster_refused(const char *from, const char *to, const char *token, int nth,
                                  const char *path, const char *message)
{
    wg_catalog *c = load_book(BOOK);
    char *text = edited(ROSTER, from, to);
    wg_roster *r = (wg_roster *)&r;
    wg_error err;
    int line, column;
    locate(text, token, nth, &line, &column);
    assert_int_equal(wg_roster_load_string(&r, c, text, strlen(text), "roster.json", &err),
                     WG_EFORMAT);
    assert_null(r);
    expect_error(&err, WG_EFORMAT, "roster.json", line, column, path, message);
    free(text);
    wg_catalog_free(c);
}

/* H1: hides_in is read, an index that may come later; units without it do
 * not hide. */
static void test_roster_reads_hides_in(void **state)
{
    (void)state;
    wg_catalog *c = load_book(BOOK);
    wg_roster *r = load_roster(c, ROSTER);
    wg_roster_unit u;
    assert_int_equal(wg_roster_unit_at(&u, r, 0, NULL), WG_OK);
    assert_true(u.hides);
    assert_int_equal(u.hides_in, 2);
    for (size_t i = 1; i < 3; i++) {
        assert_int_equal(wg_roster_unit_at(&u, r, i, NULL), WG_OK);
        assert_false(u.hides);
    }
    assert_int_equal(wgi_roster_check_hides(r, NULL), WG_OK);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* H1: every bad hides_in is bad input located at it. */
static void test_roster_bad_hides_in(void **state)
{
    (void)state;
    const char *from = "\"hides_in\": 2";
    expect_roster_refused(from, "\"hides_in\": -1", "-1", 0, "units[0].hides_in",
                          "must be at least 0, not -1");
    expect_roster_refused(from, "\"hides_in\": 3", "3}", 0, "units[0].hides_in",
                          "unit 0 hides in unit 3, but the roster has 3 units (H1)");
    expect_roster_refused(from, "\"hides_in\": 1.5", "1.5", 0, "units[0].hides_in",
                          "must be an integer, not 1.5");
    expect_roster_refused(from, "\"hides_in\": \"2\"", "\"2\"", 0, "units[0].hides_in",
                          "not a string");
    expect_roster_refused(from, "\"hides_in\": null", "null", 0, "units[0].hides_in",
                          "not null");
    expect_roster_refused(from, "\"hides_in\": 0", "0}", 0, "units[0].hides_in",
                          "unit 0 cannot hide in itself (H1)");
    /* the host is secret too */
    expect_roster_refused("\"entry\": \"spearmen\", \"models\": 20",
                          "\"entry\": \"assassin\", \"models\": 1", "2}", 0, "units[0].hides_in",
                          "unit 0 hides in unit 2, of the secret entry \"assassin\": a secret "
                          "unit hides in one that is not (H1)");
    /* the unit is not secret */
    expect_roster_refused("\"general\": true", "\"general\": true, \"hides_in\": 2", "2}", 1,
                          "units[1].hides_in", "unit entry \"lord\" is not secret: only a "
                          "secret unit hides in another (H1)");
}

/* H1: hides_in is written back (null when the unit does not hide, left out
 * of the document), and the document reads back equal. */
static void test_roster_writes_hides_in(void **state)
{
    (void)state;
    wg_catalog *c = load_book(BOOK);
    wg_roster *r = load_roster(c, ROSTER), *back;
    char *text = NULL, *again = NULL;
    assert_int_equal(wg_roster_unit_to_json(&text, r, 0, NULL), WG_OK);
    assert_string_equal(text, "{\"entry\": \"assassin\", \"models\": 1, \"general\": false, "
                        "\"category\": null, \"label\": null, \"hides_in\": 2, "
                        "\"options\": [], \"items\": []}");
    wg_free(text);
    assert_int_equal(wg_roster_unit_to_json(&text, r, 1, NULL), WG_OK);
    assert_non_null(strstr(text, "\"label\": null, \"hides_in\": null, "));
    wg_free(text);
    assert_int_equal(wg_roster_to_json(&text, r, NULL), WG_OK);
    assert_non_null(strstr(text, "\"general\": false, \"hides_in\": 2, \"options\""));
    assert_int_equal(strstr(strstr(text, "hides_in") + 1, "hides_in"), NULL); /* once */
    back = load_roster(c, text);
    assert_int_equal(wg_roster_to_json(&again, back, NULL), WG_OK);
    assert_string_equal(again, text);
    wg_free(text);
    wg_free(again);
    wg_roster_free(back);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* H1: built unit by unit, a unit is refused at once for what it tells
 * alone (not secret, hiding in itself); the host is checked on the
 * complete roster by wgi_roster_check_hides. */
static void test_roster_build_hides(void **state)
{
    (void)state;
    wg_catalog *c = load_book(BOOK);
    wg_roster *r = new_roster(c, 2000);
    wg_roster_unit u = {"spearmen", 20, false, false, WG_CATEGORY_LORDS, NULL, true, 1};
    size_t at = 77;
    wg_error err;
    assert_int_equal(wg_roster_add_unit(&at, r, &u, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "unit entry \"spearmen\" is not secret: only a secret "
                     "unit hides in another (H1)");
    u = (wg_roster_unit){"assassin", 1, false, false, WG_CATEGORY_LORDS, NULL, true, 0};
    assert_int_equal(wg_roster_add_unit(&at, r, &u, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "unit 0 cannot hide in itself (H1)");
    assert_int_equal(wg_roster_unit_count(r), 0);
    assert_int_equal(at, 77);
    /* a host still to come: accepted, but the roster is not complete */
    u.hides_in = 1;
    assert_int_equal(wg_roster_add_unit(&at, r, &u, &err), WG_OK);
    assert_int_equal(wgi_roster_check_hides(r, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "unit 0 hides in unit 1, but the roster has 1 unit (H1)");
    /* a secret host */
    u.hides_in = 0;
    assert_int_equal(wg_roster_add_unit(&at, r, &u, &err), WG_OK);
    assert_int_equal(wgi_roster_check_hides(r, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "unit 0 hides in unit 1, of the secret entry "
                     "\"assassin\": a secret unit hides in one that is not (H1)");
    wg_roster_free(r);
    /* the host given: complete */
    r = new_roster(c, 2000);
    u.hides_in = 1;
    assert_int_equal(wg_roster_add_unit(NULL, r, &u, NULL), WG_OK);
    u = (wg_roster_unit){"spearmen", 20, false, false, WG_CATEGORY_LORDS, NULL, false, 0};
    assert_int_equal(wg_roster_add_unit(NULL, r, &u, NULL), WG_OK);
    assert_int_equal(wgi_roster_check_hides(r, &err), WG_OK);
    assert_int_equal(wgi_roster_check_hides(NULL, &err), WG_EINVAL);
    /* as JSON text (what the bindings hand over): the same checks, at hides_in */
    static const char lord[] = "{\"entry\": \"lord\", \"models\": 1, \"hides_in\": 1}";
    assert_int_equal(wg_roster_add_unit_string(NULL, r, lord, sizeof lord - 1, &err),
                     WG_EINVAL);
    assert_string_equal(err.path, "hides_in");
    assert_non_null(strstr(err.message, "is not secret"));
    /* its own index is the roster's next one, 2: hiding in unit 0 or 1 is
       accepted, in 2 refused */
    static const char itself[] = "{\"entry\": \"assassin\", \"models\": 1, \"hides_in\": 2}";
    assert_int_equal(wg_roster_add_unit_string(&at, r, itself, sizeof itself - 1, &err),
                     WG_EINVAL);
    assert_string_equal(err.path, "hides_in");
    assert_string_equal(err.message, "unit 2 cannot hide in itself (H1)");
    assert_int_equal(wg_roster_unit_count(r), 2);
    static const char hidden[] = "{\"entry\": \"assassin\", \"models\": 1, \"hides_in\": 1}";
    assert_int_equal(wg_roster_add_unit_string(&at, r, hidden, sizeof hidden - 1, &err), WG_OK);
    assert_int_equal(at, 2);
    static const char first[] = "{\"entry\": \"assassin\", \"models\": 1, \"hides_in\": 0}";
    /* a secret host is checked on the complete roster, as for the struct API */
    assert_int_equal(wg_roster_add_unit_string(&at, r, first, sizeof first - 1, &err), WG_OK);
    assert_int_equal(wgi_roster_check_hides(r, &err), WG_EINVAL);
    assert_string_equal(err.message, "unit 3 hides in unit 0, of the secret entry \"assassin\": "
                        "a secret unit hides in one that is not (H1)");
    wg_roster_free(r);
    wg_catalog_free(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_book_reads_secret_and_rune),
        cmocka_unit_test(test_book_flag_types),
        cmocka_unit_test(test_book_writes_secret_and_rune),
        cmocka_unit_test(test_roster_reads_hides_in),
        cmocka_unit_test(test_roster_bad_hides_in),
        cmocka_unit_test(test_roster_writes_hides_in),
        cmocka_unit_test(test_roster_build_hides),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
