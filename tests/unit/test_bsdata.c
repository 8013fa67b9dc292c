/* The BattleScribe importer (wargen/bsdata.h, docs/BSDATA.md): the invented
 * fixtures of tests/data/bsdata import to their golden catalogue and rosters,
 * validation of an imported roster gives the report of the hand-written one
 * (R1-R14), and bad books, rosters and archives are refused, located. Every
 * roster read here is read both ways (issue 29): loaded straight into a
 * roster, and imported as a document that is then loaded, with the same
 * result. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include <dirent.h>
#include <stdlib.h>
#include <unistd.h>

#include "test_common.h"
#include "internal/bsdata.h"

#define DATA "tests/data/bsdata/"

static char *fixture(const char *name)
{
    char path[1024];
    return read_text(source_path(path, sizeof path, name));
}

static wg_bsdata_book *load_fixture_book(wg_problems **warnings)
{
    char gst[1024], cat[1024];
    wg_bsdata_book *b = NULL;
    wg_error e;
    wg_status st = wg_bsdata_book_load_files(&b, warnings, source_path(gst, sizeof gst, DATA "system.gst"),
                                             source_path(cat, sizeof cat, DATA "book.cat"), &e);
    if (st != WG_OK)
        fail_msg("%s:%d: %s: %s", e.file, e.line, e.path, e.message);
    return b;
}

/* text with its first find replaced by replace, from malloc (free it). */
static char *replaced(const char *text, const char *find, const char *replace)
{
    const char *at = strstr(text, find);
    if (at == NULL)
        fail_msg("\"%s\" is not in the fixture", find);
    size_t before = (size_t)(at - text), n = strlen(text), f = strlen(find), r = strlen(replace);
    char *changed = malloc(n - f + r + 1);
    assert_non_null(changed);
    memcpy(changed, text, before);
    memcpy(changed + before, replace, r);
    memcpy(changed + before + r, at + f, n - before - f + 1);
    return changed;
}

/* The book with find replaced by replace in one of its files (system or
 * catalogue), loaded from strings: the status, err filled. */
static wg_status load_changed_warned(wg_bsdata_book **out, wg_problems **warnings, bool system,
                                     const char *find, const char *replace, wg_error *err)
{
    char *gst = fixture(DATA "system.gst"), *cat = fixture(DATA "book.cat");
    char **text = system ? &gst : &cat;
    char *changed = replaced(*text, find, replace);
    free(*text);
    *text = changed;
    wg_status st =
        wg_bsdata_book_load_strings(out, warnings, gst, strlen(gst), cat, strlen(cat), err);
    free(gst);
    free(cat);
    return st;
}

static wg_status load_changed(wg_bsdata_book **out, bool system, const char *find,
                              const char *replace, wg_error *err)
{
    return load_changed_warned(out, NULL, system, find, replace, err);
}

static void expect_refused(bool system, const char *find, const char *replace, wg_status code,
                           int line, int column, const char *path, const char *message_part)
{
    wg_bsdata_book *b = (wg_bsdata_book *)&b; /* untouched on failure */
    wg_bsdata_book *const before = b;
    wg_error e;
    wg_status st = load_changed(&b, system, find, replace, &e);
    assert_int_equal(st, code);
    assert_ptr_equal(b, before);
    expect_error(&e, code, system ? "<system>" : "<book>", line, column, path, message_part);
}

/* ---- the catalogue ---------------------------------------------------------- */

/* The unit entry id of c, which the import made. */
static const wg_unit_entry *entry(const wg_catalog *c, const char *id)
{
    const wg_unit_entry *e = NULL;
    wg_error err;
    if (wg_catalog_find_unit(&e, c, id, &err) != WG_OK)
        fail_msg("%s", err.message);
    return e;
}

/* Every mapping of docs/BSDATA.md, against the golden catalogue written for
 * the fixture book (R3 prices, R4 A/B items, R7 moves, R8 war machines,
 * R9 Generals, R10 unique, R11 0-X). */
static void test_catalog_golden(void **state)
{
    (void)state;
    wg_problems *warnings = NULL;
    wg_bsdata_book *b = load_fixture_book(&warnings);
    const wg_catalog *c = wg_bsdata_book_catalog(b);
    char path[1024];
    wg_catalog *golden = NULL;
    assert_int_equal(wg_catalog_load_file(&golden, source_path(path, sizeof path, DATA "book.json"),
                                          NULL), WG_OK);
    char *got = NULL, *want = NULL;
    assert_int_equal(wg_catalog_to_json(&got, c, NULL), WG_OK);
    assert_int_equal(wg_catalog_to_json(&want, golden, NULL), WG_OK);
    assert_string_equal(got, want);
    /* a few mappings spelled out, so the golden file is not the only witness */
    const wg_unit_entry *spearmen = entry(c, "spearmen");
    assert_int_equal(spearmen->cost, 100);     /* -10 + 10 x 6 points, in half-points */
    assert_int_equal(spearmen->per_model, 12);
    assert_int_equal(spearmen->min_models, 10);
    assert_int_equal(spearmen->max_models, 40);
    assert_int_equal(entry(c, "knights")->max, 2);        /* R11 */
    assert_false(entry(c, "archers")->max);              /* Core's own 4 */
    assert_true(entry(c, "storm-giant")->unique);        /* R10 */
    assert_int_equal(entry(c, "war-chariot")->moves_to,
                     1u << WG_CATEGORY_CORE);                            /* R7 */
    assert_true(entry(c, "bolt-thrower")->war_machine);  /* R8 */
    assert_true(entry(c, "mortar")->war_machine);
    assert_true(entry(c, "warden")->can_be_general);     /* R9 */
    assert_false(entry(c, "hedge-witch")->can_be_general);
    const wg_item_entry *sword = wg_catalog_item_at(c, 0);
    assert_string_equal(sword->id, "sword-of-might");
    assert_int_equal(sword->lord_cost, 100);                             /* R4: 50/35 */
    assert_int_equal(sword->other_cost, 70);
    assert_string_equal(sword->mundane, "hand weapon");
    assert_int_equal(sword->list, WG_ITEM_LIST_COMMON);
    wg_free(got);
    wg_free(want);
    wg_catalog_free(golden);

    /* one warning per conditional feature, at its entry */
    assert_int_equal(wg_problems_count(warnings), 2);
    const wg_error *w = wg_problems_at(warnings, 0);
    assert_int_equal(w->code, WG_OK);
    assert_non_null(strstr(w->file, "book.cat"));
    assert_int_equal(w->line, 69);
    assert_string_equal(w->path, "/catalogue/selectionEntries/selectionEntry[3]"
                                 "/selectionEntries/selectionEntry[1]");
    assert_string_equal(w->message, "\"Level 2 Wizard\" of \"Hedge Witch\" has a conditional "
                                    "price; imported at its base price");
    w = wg_problems_at(warnings, 1);
    assert_int_equal(w->line, 81);
    assert_non_null(strstr(w->message, "\"Familiar\" of \"Hedge Witch\" is available only under "
                                       "a condition"));
    wg_problems_free(warnings);
    wg_bsdata_book_free(b);
}

/* H3: an item's plain type comes from its profile's "Type", cut to what a
 * catalogue holds (WG_ROSTER_MUNDANE_MAX bytes), not refused. */
static void test_long_item_type(void **state)
{
    (void)state;
    char type[WG_ROSTER_MUNDANE_MAX + 51], want[WG_ROSTER_MUNDANE_MAX + 1];
    memset(type, 'X', sizeof type - 1);
    type[sizeof type - 1] = '\0';
    memset(want, 'x', sizeof want - 1);
    want[sizeof want - 1] = '\0';
    char find[] = ">Banner</characteristic>", replace[sizeof type + 32];
    snprintf(replace, sizeof replace, ">%s</characteristic>", type);
    wg_bsdata_book *b = NULL;
    wg_error e;
    assert_int_equal(load_changed(&b, false, find, replace, &e), WG_OK);
    const wg_catalog *c = wg_bsdata_book_catalog(b);
    const wg_item_entry *banner = NULL;
    for (size_t i = 0; i < wg_catalog_item_count(c); i++)
        if (strcmp(wg_catalog_item_at(c, i)->id, "banner-of-the-realm") == 0)
            banner = wg_catalog_item_at(c, i);
    assert_non_null(banner);
    assert_string_equal(banner->mundane, want);
    wg_bsdata_book_free(b);
}

/* Without a game-system path the .gst of the catalogue's folder with its
 * gameSystemId is found; from strings the same book results. */
static void test_find_system_and_strings(void **state)
{
    (void)state;
    char cat[1024];
    wg_bsdata_book *found = NULL, *strings = NULL;
    wg_error e;
    assert_int_equal(wg_bsdata_book_load_files(&found, NULL, NULL,
                                               source_path(cat, sizeof cat, DATA "book.cat"), &e),
                     WG_OK);
    char *gst = fixture(DATA "system.gst"), *book = fixture(DATA "book.cat");
    assert_int_equal(wg_bsdata_book_load_strings(&strings, NULL, gst, strlen(gst), book,
                                                 strlen(book), &e), WG_OK);
    char *a = NULL, *b = NULL;
    assert_int_equal(wg_catalog_to_json(&a, wg_bsdata_book_catalog(found), NULL), WG_OK);
    assert_int_equal(wg_catalog_to_json(&b, wg_bsdata_book_catalog(strings), NULL), WG_OK);
    assert_string_equal(a, b);
    wg_free(a);
    wg_free(b);
    free(gst);
    free(book);
    wg_bsdata_book_free(found);
    wg_bsdata_book_free(strings);
    wg_bsdata_book_free(NULL);
    assert_null(wg_bsdata_book_catalog(NULL));
    assert_true(wg_bsdata_supported());
}

/* ---- refused books ---------------------------------------------------------- */

static void test_bad_books(void **state)
{
    (void)state;
    expect_refused(false, "<catalogue id", "<catalogue <id", WG_EPARSE, 5, 12, "",
                   "not well-formed XML");
    expect_refused(false, "<catalogue id",
                   "<!DOCTYPE catalogue [<!ENTITY a \"aaaaaaaa\"><!ENTITY b \"&a;&a;&a;\">]>\n"
                   "<catalogue id",
                   WG_EPARSE, 5, 1, "", "a DOCTYPE is not allowed");
    expect_refused(false, "battleScribeVersion=\"2.03\"", "battleScribeVersion=\"1.15\"",
                   WG_EFORMAT, 5, 72, "/catalogue/@battleScribeVersion",
                   "BattleScribe schema 1.15: only 2.03 is read");
    expect_refused(false, "xmlns=\"http://www.battlescribe.net/schema/catalogueSchema\"",
                   "xmlns=\"http://example.org/catalogue\"", WG_EFORMAT, 5, 1, "/catalogue",
                   "namespace \"http://example.org/catalogue\" is not BattleScribe's");
    expect_refused(false, "gameSystemId=\"5e57-0000-0000-0001\"",
                   "gameSystemId=\"5e57-0000-0000-0002\"", WG_EFORMAT, 5, 144, "/catalogue/@gameSystemId",
                   "the catalogue is for game system \"5e57-0000-0000-0002\"");
    expect_refused(false, "targetId=\"b00c-00f0-0000-0001\" type=\"selectionEntryGroup\"",
                   "targetId=\"dead-beef\" type=\"selectionEntryGroup\"", WG_EFORMAT, 35, 126,
                   "/catalogue/selectionEntries/selectionEntry[1]/entryLinks/entryLink[3]/@targetId",
                   "link \"Realm Magic Items (Lords)\" to id \"dead-beef\", which neither file has");
    expect_refused(false, "id=\"b00c-0002-0003-0001\"", "id=\"b00c-0001-0003-0001\"", WG_EFORMAT,
                   47, 25, "/catalogue/selectionEntries/selectionEntry[2]/selectionEntries"
                       "/selectionEntry/@id",
                   "id \"b00c-0001-0003-0001\" is used twice (first at <book> line 21)");
    /* R3: what a catalogue cannot hold */
    expect_refused(false, "value=\"3.0\"", "value=\"3.25\"", WG_ERANGE, 47, 9,
                   "/catalogue/selectionEntries/selectionEntry[2]/selectionEntries/selectionEntry",
                   "the price of \"Shield\" is 3.25 points");
    expect_refused(false, "value=\"-10.0\"", "value=\"-70.0\"", WG_ERANGE, 116, 5,
                   "/catalogue/selectionEntries/selectionEntry[5]",
                   "the price at its fewest models of \"Spearmen\" is -10 points");
    expect_refused(false, "value=\"160.0\"", "value=\"1e3\"", WG_EFORMAT, 38, 55,
                   "/catalogue/selectionEntries/selectionEntry[1]/costs/cost/@value",
                   "value=\"1e3\" is not a number");
}

/* R2: a book of another edition is refused, saying which it looks like. */
static void test_other_editions(void **state)
{
    (void)state;
    expect_refused(true, "name=\"Lords\" hidden", "name=\"Characters\" hidden", WG_ERULE, 28, 45,
                   "/gameSystem/categoryEntries/categoryEntry[1]/@name",
                   "this looks like The 9th Age 2nd edition or later");
    expect_refused(true, "name=\"Rare\" hidden", "name=\"Monsters\" hidden", WG_ERULE, 32, 45,
                   "/gameSystem/categoryEntries/categoryEntry[5]/@name",
                   "does not look like a book of The 9th Age 0.9-1.1");
    expect_refused(true, "<categoryEntry id=\"ca70-0000-0000-0005\" name=\"Rare\" hidden=\"false\"/>",
                   "", WG_ERULE, 5, 1, "/gameSystem", "no category rare: R2's five categories");
}

/* A link that leads back to its own group is cut at a depth, located. */
static void test_link_cycle(void **state)
{
    (void)state;
    expect_refused(false,
                   "<selectionEntryGroup id=\"b00c-0005-0007-0000\" name=\"Command Group\" "
                   "hidden=\"false\" collective=\"false\" import=\"true\">",
                   "<selectionEntryGroup id=\"b00c-0005-0007-0000\" name=\"Command Group\" "
                   "hidden=\"false\" collective=\"false\" import=\"true\"><entryLinks><entryLink "
                   "id=\"loop-link\" name=\"Loop\" targetId=\"b00c-0005-0007-0000\" "
                   "type=\"selectionEntryGroup\"/></entryLinks>",
                   WG_EFORMAT, 139, 9,
                   "/catalogue/selectionEntries/selectionEntry[5]/selectionEntryGroups"
                   "/selectionEntryGroup",
                   "entries nest deeper than 16 (a link that leads back to itself?)");
}

/* A game system given where the catalogue goes, and the other way round. */
static void test_swapped_files(void **state)
{
    (void)state;
    char *gst = fixture(DATA "system.gst"), *cat = fixture(DATA "book.cat");
    wg_bsdata_book *b = NULL;
    wg_error e;
    assert_int_equal(wg_bsdata_book_load_strings(&b, NULL, gst, strlen(gst), gst, strlen(gst), &e),
                     WG_EFORMAT);
    expect_error(&e, WG_EFORMAT, "<book>", 5, 1, "/gameSystem",
                 "this is a game-system file (.gst), not a catalogue (.cat)");
    assert_int_equal(wg_bsdata_book_load_strings(&b, NULL, cat, strlen(cat), cat, strlen(cat), &e),
                     WG_EFORMAT);
    expect_error(&e, WG_EFORMAT, "<system>", 5, 1, "/catalogue",
                 "this is a catalogue (.cat), not a game-system file (.gst)");
    assert_null(b);
    free(gst);
    free(cat);
}

/* ---- rosters ---------------------------------------------------------------- */

static char *import_fixture(const wg_bsdata_book *b, const char *name, wg_problems **warnings)
{
    char path[1024];
    char *json = NULL;
    wg_error e;
    wg_status st = wg_bsdata_book_import_roster_file(&json, warnings, b,
                                                source_path(path, sizeof path, name), &e);
    if (st != WG_OK)
        fail_msg("%s:%d: %s: %s", e.file, e.line, e.path, e.message);
    return json;
}

static char *report_of(const wg_catalog *c, const char *json, size_t size)
{
    wg_roster *r = NULL;
    wg_report *rep = NULL;
    char *text = NULL;
    assert_int_equal(wg_roster_load_string(&r, c, json, size, NULL, NULL), WG_OK);
    assert_int_equal(wg_roster_validate(&rep, r, NULL), WG_OK);
    assert_int_equal(wg_report_to_json(&text, rep, NULL), WG_OK);
    wg_report_free(rep);
    wg_roster_free(r);
    return text;
}

/* R14: an imported roster gets the very report of the roster written by
 * hand for the same army (valid, valid with a move (R7) in a Warband (R12),
 * and one breaking R5, R6, R9, R10 and R11); the .rosz of the first too. */
static void test_rosters_match_hand_written(void **state)
{
    (void)state;
    wg_bsdata_book *b = load_fixture_book(NULL);
    const wg_catalog *c = wg_bsdata_book_catalog(b);
    static const char *const NAMES[][2] = {
        {DATA "valid-standard.ros", DATA "valid-standard.json"},
        {DATA "valid-standard.rosz", DATA "valid-standard.json"},
        {DATA "valid-warband-moved.ros", DATA "valid-warband-moved.json"},
        {DATA "invalid-standard.ros", DATA "invalid-standard.json"},
    };
    for (size_t i = 0; i < sizeof NAMES / sizeof NAMES[0]; i++) {
        wg_problems *warnings = NULL;
        char *imported = import_fixture(b, NAMES[i][0], &warnings);
        assert_int_equal(wg_problems_count(warnings), 0);
        char *hand = fixture(NAMES[i][1]);
        char *got = report_of(c, imported, strlen(imported));
        char *want = report_of(c, hand, strlen(hand));
        assert_string_equal(got, want);
        wg_free(got);
        wg_free(want);
        free(hand);
        wg_free(imported);
        wg_problems_free(warnings);
    }
    wg_bsdata_book_free(b);
}

/* ---- one reading, two hand-overs (issue 29) ----------------------------- */

static void expect_same_error(const wg_error *a, const wg_error *b)
{
    if (a->code != b->code || a->line != b->line || a->column != b->column ||
        a->position != b->position || strcmp(a->file, b->file) != 0 ||
        strcmp(a->path, b->path) != 0 || strcmp(a->message, b->message) != 0)
        fail_msg("imported: %s:%d:%d: [%s] %s (%s); loaded: %s:%d:%d: [%s] %s (%s)", a->file,
                 a->line, a->column, a->path, a->message, wg_status_str(a->code), b->file,
                 b->line, b->column, b->path, b->message, wg_status_str(b->code));
}

static void expect_same_warnings(const wg_problems *a, const wg_problems *b)
{
    assert_int_equal(wg_problems_count(a), wg_problems_count(b));
    assert_int_equal(wg_problems_omitted(a), wg_problems_omitted(b));
    for (size_t i = 0; i < wg_problems_count(a); i++)
        expect_same_error(wg_problems_at(a, i), wg_problems_at(b, i));
}

/* The roster as its document, and its report (R1-R14) as the `wargen
 * validate --json` document, each to wg_free. */
static void roster_and_report(char **roster_json, char **report_json, const wg_roster *r)
{
    wg_report *rep = NULL;
    assert_int_equal(wg_roster_to_json(roster_json, r, NULL), WG_OK);
    assert_int_equal(wg_roster_validate(&rep, r, NULL), WG_OK);
    assert_int_equal(wg_report_to_json(report_json, rep, NULL), WG_OK);
    wg_report_free(rep);
}

/* A roster of b read both ways, from the file path or (path NULL) from its
 * bytes: wg_bsdata_book_load_roster_*()'s roster, and the document of
 * wg_bsdata_book_import_roster_*() loaded with wg_roster_load_string()
 * against the book's catalogue. Both give the same wg_roster_to_json(),
 * byte for byte, the same report (R1-R14) and the same warnings; or both
 * fail with the same status and error record (file, line, column, position,
 * XML path, message), their out-parameters untouched. The status; the
 * import's error in *err. */
static wg_status read_both_ways(const wg_bsdata_book *b, const char *path, const char *data,
                                size_t size, const char *name, wg_error *err)
{
    char *json = (char *)&json;
    char *const json_before = json;
    wg_roster *direct = (wg_roster *)&direct;
    wg_roster *const direct_before = direct;
    wg_problems *imported_warnings = NULL, *direct_warnings = NULL;
    wg_error e;
    wg_status st = path ? wg_bsdata_book_import_roster_file(&json, &imported_warnings, b, path, err)
                        : wg_bsdata_book_import_roster_string(&json, &imported_warnings, b, data,
                                                              size, name, err);
    wg_status direct_st =
        path ? wg_bsdata_book_load_roster_file(&direct, &direct_warnings, b, path, &e)
             : wg_bsdata_book_load_roster_string(&direct, &direct_warnings, b, data, size, name,
                                                 &e);
    assert_int_equal(direct_st, st);
    if (st != WG_OK) {
        expect_same_error(err, &e);
        assert_ptr_equal(json, json_before);
        assert_ptr_equal(direct, direct_before);
        assert_null(imported_warnings);
        assert_null(direct_warnings);
        return st;
    }
    expect_same_warnings(imported_warnings, direct_warnings);
    wg_roster *loaded = NULL;
    assert_int_equal(wg_roster_load_string(&loaded, wg_bsdata_book_catalog(b), json, strlen(json),
                                           NULL, NULL), WG_OK);
    char *want = NULL, *got = NULL, *want_report = NULL, *got_report = NULL;
    roster_and_report(&want, &want_report, loaded);
    roster_and_report(&got, &got_report, direct);
    assert_string_equal(got, want);
    assert_string_equal(got_report, want_report);
    wg_free(want);
    wg_free(got);
    wg_free(want_report);
    wg_free(got_report);
    wg_roster_free(loaded);
    wg_roster_free(direct);
    wg_problems_free(imported_warnings);
    wg_problems_free(direct_warnings);
    wg_free(json);
    return st;
}

/* The roster's text from the fixture with find replaced, read both ways. */
static wg_status import_changed(const wg_bsdata_book *b, const char *fixture_name,
                                const char *find, const char *replace, wg_error *err)
{
    char *text = fixture(fixture_name);
    char *changed = replaced(text, find, replace);
    wg_status st = read_both_ways(b, NULL, changed, strlen(changed), "army.ros", err);
    free(changed);
    free(text);
    return st;
}

static void expect_roster_refused(const wg_bsdata_book *b, const char *find, const char *replace,
                                  wg_status code, int line, int column, const char *path,
                                  const char *message_part)
{
    wg_error e;
    assert_int_equal(import_changed(b, DATA "valid-warband-moved.ros", find, replace, &e), code);
    expect_error(&e, code, "army.ros", line, column, path, message_part);
}

static void test_bad_rosters(void **state)
{
    (void)state;
    wg_bsdata_book *b = load_fixture_book(NULL);
    expect_roster_refused(b, "gameSystemId=\"5e57-0000-0000-0001\"", "gameSystemId=\"other\"",
                          WG_EFORMAT, 2, 88, "/roster/@gameSystemId",
                          "the roster is of game system \"other\"");
    expect_roster_refused(b, "catalogueId=\"b00c-0000-0000-0001\"", "catalogueId=\"other\"",
                          WG_EFORMAT, 7, 79, "/roster/forces/force/@catalogueId",
                          "the force is of catalogue \"other\" (Invented Realm), not of this book");
    expect_roster_refused(b, "<costLimit name=\"pts\" typeId=\"c057-0000-0000-0001\" value=\"1000.0\"/>",
                          "", WG_EFORMAT, 2, 1, "/roster", "no points limit");
    expect_roster_refused(b, "value=\"1000.0\"", "value=\"999.5\"", WG_ERANGE, 4, 56,
                          "/roster/costLimits/costLimit/@value", "points limit 999.5");
    expect_roster_refused(b, "entryId=\"b00c-0004-0000-0000\"", "entryId=\"dead-beef\"",
                          WG_EFORMAT, 9, 72, "/roster/forces/force/selections/selection[1]/@entryId",
                          "\"Sir Aldric the Bold\" (entry dead-beef) is not a unit of the book");
    expect_roster_refused(b, "entryId=\"b00c-0005-0003-0001\"", "entryId=\"b00c-0006-0003-0001\"",
                          WG_EFORMAT, 29, 68,
                          "/roster/forces/force/selections/selection[3]/selections/selection[2]"
                          "/selections/selection/@entryId",
                          "\"Shields\" (entry b00c-0006-0003-0001) is not a model, option or "
                          "item of \"Spearmen\" in the book");
    expect_roster_refused(b, "name=\"Spearman\" entryId=\"b00c-0005-0006-0000\" number=\"20\"",
                          "name=\"Spearman\" entryId=\"b00c-0005-0006-0000\" number=\"0\"",
                          WG_EFORMAT, 23, 9, "/roster/forces/force/selections/selection[3]",
                          "unit \"Spearmen\" has no models selected");
    expect_roster_refused(b, "<forces>", "<forces><force id=\"x\" name=\"Allies\" entryId=\"y\" "
                          "catalogueId=\"b00c-0000-0000-0001\"/>", WG_EFORMAT, 7, 5,
                          "/roster/forces/force[2]", "several forces (allies) is not supported");
    wg_error e;
    assert_int_equal(import_changed(b, DATA "valid-warband-moved.ros", "<roster ", "<rooster ",
                                    &e), WG_EPARSE);
    expect_error(&e, WG_EPARSE, "army.ros", 80, 10, "",
                 "not well-formed XML: Opening and ending tag mismatch");
    wg_bsdata_book_free(b);
}

/* A damaged archive is refused by the zip reader, named as the roster. */
static void test_bad_archive(void **state)
{
    (void)state;
    wg_bsdata_book *b = load_fixture_book(NULL);
    char path[1024];
    FILE *f = fopen(source_path(path, sizeof path, DATA "valid-standard.rosz"), "rb");
    assert_non_null(f);
    char data[4096];
    size_t size = fread(data, 1, sizeof data, f);
    fclose(f);
    wg_error e;
    assert_int_equal(read_both_ways(b, NULL, data, size / 2, "cut.rosz", &e), WG_EPARSE);
    assert_string_equal(e.file, "cut.rosz");
    assert_int_equal(read_both_ways(b, NULL, data, size, NULL, &e), WG_OK);
    wg_bsdata_book_free(b);
}

static void test_arguments(void **state)
{
    (void)state;
    wg_bsdata_book *b = NULL;
    char *json = NULL;
    wg_error e;
    assert_int_equal(wg_bsdata_book_load_files(NULL, NULL, NULL, "x.cat", &e), WG_EINVAL);
    assert_int_equal(wg_bsdata_book_load_files(&b, NULL, NULL, NULL, &e), WG_EINVAL);
    assert_int_equal(wg_bsdata_book_load_strings(&b, NULL, NULL, 0, "", 0, &e), WG_EINVAL);
    assert_int_equal(wg_bsdata_book_import_roster_file(&json, NULL, NULL, "x.ros", &e), WG_EINVAL);
    assert_int_equal(wg_bsdata_book_import_roster_string(&json, NULL, NULL, "", 0, NULL, &e),
                     WG_EINVAL);
    assert_int_equal(wg_bsdata_book_load_files(&b, NULL, "/nonexistent/system.gst",
                                               "/nonexistent/book.cat", &e), WG_EIO);
    assert_string_equal(e.file, "/nonexistent/book.cat");
    assert_null(b);
    assert_null(json);
}

/* The edge-case book: what is left out with a warning and what silently
 * (docs/BSDATA.md), odd names and links; its roster imports to the roster
 * written by hand, with a warning for each selection left out. */
static void test_edge_book(void **state)
{
    (void)state;
    char gst[1024], cat[1024], path[1024];
    wg_bsdata_book *b = NULL;
    wg_problems *warnings = NULL;
    wg_error e;
    assert_int_equal(wg_bsdata_book_load_files(&b, &warnings,
                                               source_path(gst, sizeof gst, DATA "system.gst"),
                                               source_path(cat, sizeof cat, DATA "edge.cat"), &e),
                     WG_OK);
    wg_catalog *golden = NULL;
    assert_int_equal(wg_catalog_load_file(&golden, source_path(path, sizeof path, DATA "edge.json"),
                                          NULL), WG_OK);
    char *got = NULL, *want = NULL;
    assert_int_equal(wg_catalog_to_json(&got, wg_bsdata_book_catalog(b), NULL), WG_OK);
    assert_int_equal(wg_catalog_to_json(&want, golden, NULL), WG_OK);
    assert_string_equal(got, want);
    wg_free(got);
    wg_free(want);
    wg_catalog_free(golden);
    /* where each is, as the importer has always located them (issue 30
     * made locating them a lookup: the places must not move) */
    static const struct {
        const char *message;
        int line, column;
        size_t position;
        const char *path;
    } WARNINGS[] = {
        {"\"Army Banner\" is not a unit", 8, 5, 579,
         "/catalogue/selectionEntries/selectionEntry[1]"},
        {"\"No Shields\" of \"Château Guard\" costs -5 points", 38, 9, 2275,
         "/catalogue/selectionEntries/selectionEntry[3]/selectionEntries/selectionEntry[2]"},
        {"\"Château Guard\" is not a character but has a General upgrade: left out (R9)", 62, 9,
         3425, "/catalogue/selectionEntries/selectionEntry[3]/entryLinks/entryLink[3]"},
        {"\"Château Guard\" may be taken at most 0 times", 70, 5, 3898,
         "/catalogue/selectionEntries/selectionEntry[4]"},
        {"\"???\" may be taken at most 150 times", 85, 5, 4681,
         "/catalogue/selectionEntries/selectionEntry[5]"},
        {"\"???\" is available only under a condition", 85, 5, 4681,
         "/catalogue/selectionEntries/selectionEntry[5]"},
        {"\"???\" has a conditional modifier that is not imported", 85, 5, 4681,
         "/catalogue/selectionEntries/selectionEntry[5]"},
        {"\"Mounts\" of \"Lord Commander of the Seventeen Provinces", 137, 9, 7097,
         "/catalogue/selectionEntries/selectionEntry[6]/selectionEntryGroups"
         "/selectionEntryGroup[1]"},
        {"\"Horn of Dawn\" has a conditional price", 198, 9, 9972,
         "/catalogue/sharedSelectionEntryGroups/selectionEntryGroup/selectionEntries"
         "/selectionEntry[2]"},
        {"item \"Ring of Ages\" is priced 20 and 25 in two lists for the same carriers", 214, 13,
         10709, "/catalogue/sharedSelectionEntryGroups/selectionEntryGroup/selectionEntryGroups"
                "/selectionEntryGroup/selectionEntries/selectionEntry"},
    };
    assert_int_equal(wg_problems_count(warnings), sizeof WARNINGS / sizeof WARNINGS[0]);
    for (size_t i = 0; i < sizeof WARNINGS / sizeof WARNINGS[0]; i++) {
        const wg_error *w = wg_problems_at(warnings, i);
        if (strstr(w->message, WARNINGS[i].message) == NULL || w->line != WARNINGS[i].line ||
            w->column != WARNINGS[i].column || w->position != WARNINGS[i].position ||
            strcmp(w->path, WARNINGS[i].path) != 0)
            fail_msg("warning %zu: %d:%d (%zu) %s: %s", i, w->line, w->column, w->position,
                     w->path, w->message);
    }
    wg_problems_free(warnings);

    warnings = NULL;
    char *imported = import_fixture(b, DATA "edge.ros", &warnings);
    char *hand = fixture(DATA "edge-roster.json");
    wg_roster *r1 = NULL, *r2 = NULL;
    const wg_catalog *c = wg_bsdata_book_catalog(b);
    assert_int_equal(wg_roster_load_string(&r1, c, imported, strlen(imported), NULL, NULL), WG_OK);
    assert_int_equal(wg_roster_load_string(&r2, c, hand, strlen(hand), NULL, NULL), WG_OK);
    assert_int_equal(wg_roster_to_json(&got, r1, NULL), WG_OK);
    assert_int_equal(wg_roster_to_json(&want, r2, NULL), WG_OK);
    assert_string_equal(got, want);
    assert_int_equal(wg_problems_count(warnings), 3);
    assert_non_null(strstr(wg_problems_at(warnings, 0)->message, "\"No Shields\" of \"Château "
                                                                   "Guard\" is left out"));
    assert_non_null(strstr(wg_problems_at(warnings, 1)->message, "\"General\" of"));
    assert_non_null(strstr(wg_problems_at(warnings, 2)->message,
                           "\"Horn of Dawn\" is an item chosen outside any unit"));
    wg_free(got);
    wg_free(want);
    wg_roster_free(r1);
    wg_roster_free(r2);
    free(hand);
    wg_free(imported);
    wg_problems_free(warnings);
    wg_bsdata_book_free(b);
}

/* A refusal located somewhere in the named text, with code and message:
 * for the cases whose exact place the tests above already pin down. */
static void expect_located(const wg_error *e, wg_status code, const char *file,
                           const char *message_part)
{
    if (e->code != code || strcmp(e->file, file) != 0 || e->line <= 0 || e->column <= 0 ||
        e->path[0] != '/' || strstr(e->message, message_part) == NULL)
        fail_msg("got %s:%d:%d: [%s] %s (%s); want %s ...%s... (%s)", e->file, e->line,
                 e->column, e->path, e->message, wg_status_str(e->code), file, message_part,
                 wg_status_str(code));
}

static void expect_book_refused(bool system, const char *find, const char *replace,
                                wg_status code, const char *message_part)
{
    wg_bsdata_book *b = NULL;
    wg_error e;
    assert_int_equal(load_changed(&b, system, find, replace, &e), code);
    assert_null(b);
    expect_located(&e, code, system ? "<system>" : "<book>", message_part);
}

/* More books refused (R3 for costs), each located. */
static void test_more_bad_books(void **state)
{
    (void)state;
    expect_book_refused(false, "<selectionEntry id=\"b00c-0008-0000-0000\"", "<selectionEntry",
                        WG_EFORMAT, "missing attribute id of <selectionEntry>");
    expect_book_refused(false, "name=\"Invented Realm\"", "name=\"\"", WG_EFORMAT,
                        "the catalogue has no name");
    expect_book_refused(false, "battleScribeVersion=\"2.03\" authorName", "authorName",
                        WG_EFORMAT, "BattleScribe schema (none given)");
    expect_book_refused(false, "<categoryLink id=\"b00c-0008-0002-0000\" name=\"New CategoryLink\" "
                        "hidden=\"false\" targetId=\"ca70-0000-0000-0004\" primary=\"true\"/>", "",
                        WG_EFORMAT, "unit \"Bolt Thrower\" has no category");
    expect_book_refused(false, "targetId=\"ca70-0000-0000-0004\" primary=\"true\"/>\n      </categoryLinks>\n      <costs>",
                        "targetId=\"ca70-dead\" primary=\"true\"/>\n      </categoryLinks>\n      <costs>",
                        WG_EFORMAT, "category id \"ca70-dead\" is not a category of either file");
    expect_book_refused(false, "name=\"Crown of Command\" hidden=\"false\" collective=\"false\" "
                        "import=\"true\" type=\"upgrade\">\n          <costs>\n            <cost "
                        "name=\"pts\" typeId=\"c057-0000-0000-0001\" value=\"40.0\"",
                        "name=\"Crown of Command\" hidden=\"false\" collective=\"false\" "
                        "import=\"true\" type=\"upgrade\">\n          <costs>\n            <cost "
                        "name=\"pts\" typeId=\"c057-0000-0000-0001\" value=\"40.1\"",
                        WG_ERANGE, "item \"Crown of Command\" costs 40.1/40.1 points");
    expect_book_refused(false, "<selectionEntryGroup id=\"b00c-00f0-0000-0002\" name=\"Realm Magic "
                        "Items (Heroes)\" hidden=\"false\" collective=\"false\" import=\"true\">",
                        "<selectionEntryGroup id=\"b00c-00f0-0000-0002\" name=\"Realm Magic "
                        "Items (Heroes)\" hidden=\"false\" collective=\"false\" import=\"true\">"
                        "<entryLinks><entryLink id=\"x\" name=\"Lost\" targetId=\"nowhere\" "
                        "type=\"selectionEntry\"/></entryLinks>",
                        WG_EFORMAT, "link \"Lost\" to an id neither file has");
    /* a document that is a roster, where the catalogue goes */
    char *gst = fixture(DATA "system.gst"), *ros = fixture(DATA "valid-standard.ros");
    wg_bsdata_book *b = NULL;
    wg_error e;
    assert_int_equal(wg_bsdata_book_load_strings(&b, NULL, gst, strlen(gst), ros, strlen(ros), &e),
                     WG_EFORMAT);
    expect_located(&e, WG_EFORMAT, "<book>", "this is a roster (.ros), not a catalogue (.cat)");
    const char *other = "<?xml version=\"1.0\"?>\n<army/>\n";
    assert_int_equal(wg_bsdata_book_load_strings(&b, NULL, gst, strlen(gst), other, strlen(other),
                                                 &e), WG_EFORMAT);
    expect_located(&e, WG_EFORMAT, "<book>", "this is <army>, not a catalogue (.cat)");
    const char *empty = "<?xml version=\"1.0\"?>\n<catalogue id=\"e\" name=\"Empty\" "
                        "battleScribeVersion=\"2.03\" gameSystemId=\"5e57-0000-0000-0001\" "
                        "xmlns=\"http://www.battlescribe.net/schema/catalogueSchema\"/>\n";
    assert_int_equal(wg_bsdata_book_load_strings(&b, NULL, gst, strlen(gst), empty, strlen(empty),
                                                 &e), WG_EFORMAT);
    expect_located(&e, WG_EFORMAT, "<book>", "the catalogue has no unit entries");
    assert_null(b);
    free(gst);
    free(ros);
}

/* Costs named "pts" count when the game system declares no cost types. */
static void test_points_by_name(void **state)
{
    (void)state;
    char *gst = fixture(DATA "system.gst");
    char *from = strstr(gst, "  <costTypes>"), *to = strstr(gst, "</costTypes>\n");
    assert_non_null(from);
    assert_non_null(to);
    to += strlen("</costTypes>\n");
    memmove(from, to, strlen(to) + 1);
    char *cat = fixture(DATA "book.cat");
    wg_bsdata_book *b = NULL;
    assert_int_equal(wg_bsdata_book_load_strings(&b, NULL, gst, strlen(gst), cat, strlen(cat), NULL),
                     WG_OK);
    assert_int_equal(entry(wg_bsdata_book_catalog(b), "spearmen")->cost, 100);
    wg_bsdata_book_free(b);
    free(gst);
    free(cat);
}

/* The game system is looked for beside the catalogue, among .gst files
 * that may be broken or of another system. */
static void test_system_not_found(void **state)
{
    (void)state;
    char dir[] = "/tmp/wargen-bsdata-XXXXXX", path[1024];
    assert_non_null(mkdtemp(dir));
    char *cat = fixture(DATA "book.cat");
    static const char *const FILES[][2] = {
        {"broken.gst", "<gameSystem"},
        {"other.gst", "<?xml version=\"1.0\"?><gameSystem id=\"another\"/>"},
        {"notes.txt", "not a game system"},
    };
    for (size_t i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, FILES[i][0]);
        FILE *f = fopen(path, "w");
        assert_non_null(f);
        fputs(FILES[i][1], f);
        fclose(f);
    }
    snprintf(path, sizeof path, "%s/book.cat", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(cat, f);
    fclose(f);
    wg_bsdata_book *b = NULL;
    wg_error e;
    assert_int_equal(wg_bsdata_book_load_files(&b, NULL, NULL, path, &e), WG_EIO);
    assert_string_equal(e.file, path);
    assert_non_null(strstr(e.message, "no .gst file with id \"5e57-0000-0000-0001\""));
    assert_null(b);
    /* a catalogue named without a folder is looked for in the current one */
    assert_int_equal(wg_bsdata_book_load_files(&b, NULL, NULL, "wargen-no-such-book.cat", &e),
                     WG_EIO);
    for (size_t i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, FILES[i][0]);
        remove(path);
    }
    snprintf(path, sizeof path, "%s/book.cat", dir);
    remove(path);
    rmdir(dir);
    free(cat);
}

/* valid-warband-moved.ros changed by find -> replace: imports with code,
 * and a failure is located, its message holding message. */
typedef struct roster_case {
    const char *find, *replace;
    wg_status code;
    const char *message;
} roster_case;

static void run_roster_cases(const wg_bsdata_book *b, const roster_case *cases, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        wg_error e;
        wg_status st = import_changed(b, DATA "valid-warband-moved.ros", cases[i].find,
                                      cases[i].replace, &e);
        if (st != cases[i].code)
            fail_msg("case %zu: %s: %s", i, wg_status_str(st), st ? e.message : "");
        if (st != WG_OK)
            expect_located(&e, cases[i].code, "army.ros", cases[i].message);
    }
}

/* More rosters refused, each located. */
static void test_more_bad_rosters(void **state)
{
    (void)state;
    wg_bsdata_book *b = load_fixture_book(NULL);
    static const roster_case CASES[] = {
        {"name=\"Hedge Witch\" entryId=\"b00c-0003-0000-0000\" number=\"1\"",
         "name=\"Hedge Witch\" entryId=\"b00c-0003-0000-0000\" number=\"1.5\"", WG_ERANGE,
         "number 1.5: a whole number from 0 to 100 expected"},
        {"name=\"Hedge Witch\" entryId=\"b00c-0003-0000-0000\" number=\"1\"",
         "name=\"Hedge Witch\" entryId=\"b00c-0003-0000-0000\" number=\"101\"", WG_ERANGE,
         "number 101"},
        {"name=\"Spearman\" entryId=\"b00c-0005-0006-0000\" number=\"20\"",
         "name=\"Spearman\" entryId=\"b00c-0005-0006-0000\" number=\"100000\"><selections>"
         "<selection id=\"m\" name=\"More\" entryId=\"b00c-0005-0006-0000\" number=\"100000\" "
         "type=\"model\"/></selections></selection><selection id=\"n\" name=\"x\" "
         "entryId=\"b00c-0005-0003-0004\" number=\"1\"",
         WG_ERANGE, "unit \"Spearmen\" has 200000 models, over 100000"},
        {"name=\"Hedge Witch\" entryId=\"b00c-0003-0000-0000\"", "name=\"Hedge Witch\"",
         WG_EFORMAT, "missing attribute entryId of <selection>"},
        {"<selections>\n        <selection id=\"5e1e", "<forces><force id=\"in\" name=\"Inner\" "
         "entryId=\"f\" catalogueId=\"b00c-0000-0000-0001\"/></forces><selections>\n        "
         "<selection id=\"5e1e", WG_EFORMAT, "several forces (allies) is not supported"},
        {"<costLimit name=\"pts\" typeId=\"c057-0000-0000-0001\" value=\"1000.0\"/>",
         "<costLimit name=\"pts\" typeId=\"c057-0000-0000-0001\" value=\"1000.0\"/><costLimit "
         "name=\"other\" typeId=\"other\" value=\"1.0\"/>", WG_OK, ""},
    };
    run_roster_cases(b, CASES, sizeof CASES / sizeof CASES[0]);
    const char *no_force = "<?xml version=\"1.0\"?>\n<roster id=\"r\" name=\"R\" "
                           "battleScribeVersion=\"2.03\" gameSystemId=\"5e57-0000-0000-0001\" "
                           "xmlns=\"http://www.battlescribe.net/schema/rosterSchema\"><costLimits>"
                           "<costLimit name=\"pts\" typeId=\"c057-0000-0000-0001\" "
                           "value=\"2000\"/></costLimits></roster>\n";
    char *json = NULL;
    wg_roster *r = NULL;
    wg_error e;
    assert_int_equal(read_both_ways(b, NULL, no_force, strlen(no_force), NULL, &e), WG_EFORMAT);
    expect_located(&e, WG_EFORMAT, "<roster>", "the roster has no force");
    assert_int_equal(read_both_ways(b, "/nonexistent/army.ros", NULL, 0, NULL, &e), WG_EIO);
    assert_string_equal(e.file, "/nonexistent/army.ros");
    assert_int_equal(wg_bsdata_book_import_roster_string(&json, NULL, b, NULL, 0, NULL, &e), WG_EINVAL);
    assert_int_equal(wg_bsdata_book_import_roster_string(NULL, NULL, b, "", 0, NULL, &e), WG_EINVAL);
    assert_int_equal(wg_bsdata_book_import_roster_file(&json, NULL, b, NULL, &e), WG_EINVAL);
    assert_int_equal(wg_bsdata_book_import_roster_file(NULL, NULL, b, "a.ros", &e), WG_EINVAL);
    assert_int_equal(wg_bsdata_book_load_roster_string(&r, NULL, b, NULL, 0, NULL, &e), WG_EINVAL);
    expect_arg_error(&e, WG_EINVAL, "wg_bsdata_book_load_roster_string: a NULL argument");
    assert_int_equal(wg_bsdata_book_load_roster_string(NULL, NULL, b, "", 0, NULL, &e), WG_EINVAL);
    assert_int_equal(wg_bsdata_book_load_roster_string(&r, NULL, NULL, "", 0, NULL, &e),
                     WG_EINVAL);
    assert_int_equal(wg_bsdata_book_load_roster_file(&r, NULL, b, NULL, &e), WG_EINVAL);
    expect_arg_error(&e, WG_EINVAL, "wg_bsdata_book_load_roster_file: a NULL argument");
    assert_int_equal(wg_bsdata_book_load_roster_file(NULL, NULL, b, "a.ros", &e), WG_EINVAL);
    assert_int_equal(wg_bsdata_book_load_roster_file(&r, NULL, NULL, "a.ros", &e), WG_EINVAL);
    assert_null(json);
    assert_null(r);
    wg_bsdata_book_free(b);
}

/* The whole file, any bytes, from malloc (free it); its size in *size. */
static char *read_bytes(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        fail_msg("cannot open %s", path);
    assert_int_equal(fseek(f, 0, SEEK_END), 0);
    long n = ftell(f);
    assert_true(n >= 0);
    rewind(f);
    char *data = malloc((size_t)n + 1);
    assert_non_null(data);
    assert_int_equal(fread(data, 1, (size_t)n, f), (size_t)n);
    fclose(f);
    *size = (size_t)n;
    return data;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Issue 29: every roster of the fixtures and of the fuzz corpora (.ros and
 * .rosz, good and bad), against each fixture book, from its file and from
 * its bytes, read straight into a roster is what loading its imported
 * document makes: the same roster (wg_roster_to_json() byte for byte), the
 * same report (R1-R14) and warnings, or the same located error. */
static void test_direct_equals_imported(void **state)
{
    (void)state;
    static const char *const DIRS[] = {"tests/data/bsdata", "fuzz/corpus/bsroster",
                                       "fuzz/corpus/zip", "fuzz/regressions/bsroster"};
    static const char *const BOOKS[] = {DATA "book.cat", DATA "edge.cat"};
    wg_bsdata_book *books[2] = {NULL, NULL};
    char gst[1024], cat[1024], dir[1024], path[2048];
    for (size_t k = 0; k < 2; k++)
        assert_int_equal(wg_bsdata_book_load_files(&books[k], NULL,
                                                   source_path(gst, sizeof gst, DATA "system.gst"),
                                                   source_path(cat, sizeof cat, BOOKS[k]), NULL),
                         WG_OK);
    size_t rosters = 0, loaded = 0, refused = 0;
    for (size_t d = 0; d < sizeof DIRS / sizeof DIRS[0]; d++) {
        DIR *folder = opendir(source_path(dir, sizeof dir, DIRS[d]));
        assert_non_null(folder);
        char *names[64];
        size_t n = 0;
        for (struct dirent *e; (e = readdir(folder)) != NULL;) {
            size_t len = strlen(e->d_name);
            if ((len > 4 && strcmp(e->d_name + len - 4, ".ros") == 0) ||
                (len > 5 && strcmp(e->d_name + len - 5, ".rosz") == 0)) {
                assert_true(n < 64);
                names[n] = malloc(len + 1);
                assert_non_null(names[n]);
                memcpy(names[n++], e->d_name, len + 1);
            }
        }
        closedir(folder);
        qsort(names, n, sizeof *names, by_name);
        for (size_t i = 0; i < n; i++) {
            snprintf(path, sizeof path, "%s/%s", dir, names[i]);
            size_t size = 0;
            char *data = read_bytes(path, &size);
            for (size_t k = 0; k < 2; k++) {
                wg_error e;
                wg_status st = read_both_ways(books[k], path, NULL, 0, NULL, &e);
                assert_int_equal(read_both_ways(books[k], NULL, data, size, names[i], &e), st);
                if (st == WG_OK)
                    loaded++;
                else
                    refused++;
            }
            rosters++;
            free(data);
            free(names[i]);
        }
    }
    print_message("%zu rosters against 2 books: %zu loaded, %zu refused, both ways\n", rosters,
                  loaded, refused);
    assert_true(rosters >= 5 + 9 + 11);
    assert_true(loaded >= 8 && refused >= 20);
    wg_bsdata_book_free(books[0]);
    wg_bsdata_book_free(books[1]);
}

/* The text of a roster of n selections of 100 bolt throwers each (R8's war
 * machine), from malloc (free it); its length in *size. */
static char *bolt_throwers(size_t n, size_t *size)
{
    static const char HEAD[] =
        "<?xml version=\"1.0\"?>\n<roster id=\"r\" name=\"R\" battleScribeVersion=\"2.03\" "
        "gameSystemId=\"5e57-0000-0000-0001\" "
        "xmlns=\"http://www.battlescribe.net/schema/rosterSchema\">\n<costLimits><costLimit "
        "name=\"pts\" typeId=\"c057-0000-0000-0001\" value=\"2000\"/></costLimits>\n"
        "<forces><force id=\"f\" name=\"F\" entryId=\"x\" "
        "catalogueId=\"b00c-0000-0000-0001\"><selections>\n";
    static const char SELECTION[] =
        "<selection id=\"s\" name=\"Bolt Thrower\" entryId=\"b00c-0008-0000-0000\" "
        "number=\"100\"/>\n";
    static const char TAIL[] = "</selections></force></forces></roster>\n";
    *size = strlen(HEAD) + n * strlen(SELECTION) + strlen(TAIL);
    char *text = malloc(*size + 1), *at = text;
    if (text == NULL) /* abort, not assert: GCC then knows at is not NULL */
        abort();
    at += sprintf(at, "%s", HEAD);
    for (size_t i = 0; i < n; i++)
        at += sprintf(at, "%s", SELECTION);
    sprintf(at, "%s", TAIL);
    return text;
}

/* A roster makes at most WG_BSDATA_ROSTER_UNITS_MAX units, 100 per
 * selection at the most: 1,000 bolt throwers load (both ways), 1,100 are
 * refused at the selection that goes over, located. */
static void test_too_many_units(void **state)
{
    (void)state;
    assert_int_equal(WG_BSDATA_ROSTER_UNITS_MAX, 1000);
    wg_bsdata_book *b = load_fixture_book(NULL);
    size_t size = 0;
    wg_error e;
    char *text = bolt_throwers(10, &size);
    assert_int_equal(read_both_ways(b, NULL, text, size, "big.ros", &e), WG_OK);
    free(text);
    text = bolt_throwers(11, &size);
    assert_int_equal(read_both_ways(b, NULL, text, size, "big.ros", &e), WG_ERANGE);
    expect_error(&e, WG_ERANGE, "big.ros", 5 + 10, 1,
                 "/roster/forces/force/selections/selection[11]",
                 "unit \"Bolt Thrower\" makes the roster more than 1000 units");
    free(text);
    wg_bsdata_book_free(b);
}

/* ---- ids and names from BattleScribe names (internal) ----------------------- */

static bool taken_in_list(const void *ctx, const char *id)
{
    for (const char *const *p = ctx; *p; p++)
        if (strcmp(*p, id) == 0)
            return true;
    return false;
}

static void test_slugs(void **state)
{
    (void)state;
    static const char *const NONE[] = {NULL};
    static const char *const TAKEN[] = {
        "knights", "knights-2",
        "abcdefghij-abcdefghij-abcdefghij-abcdefghij-abcdefghij-abcdefghi", NULL};
    static const struct {
        const char *name, *id;
        const char *const *taken;
    } CASES[] = {
        {"Knights of the Realm", "knights-of-the-realm", NONE},
        {"Château Guard", "chateau-guard", NONE},                  /* Latin-1 letters */
        {"ÀÉÎÕÜ Ýß þ ÷ ×", "aeiou-ys-t", NONE},                     /* and signs */
        {"Knights\xe2\x80\x8b", "knights", NONE},                    /* a zero-width space */
        {"Bad \xc3" "A UTF-8", "bad-a-utf-8", NONE},                 /* a lone lead byte */
        {"--Spears--", "spears", NONE},
        {"???", "entry", NONE},
        {"", "entry", NONE},
        {"Knights", "knights-3", TAKEN},
        /* a 64-character id already taken: the suffix replaces its end */
        {"Abcdefghij abcdefghij abcdefghij abcdefghij abcdefghij abcdefghi",
         "abcdefghij-abcdefghij-abcdefghij-abcdefghij-abcdefghij-abcdefg-2", TAKEN},
        {"Abcdefghij abcdefghij abcdefghij abcdefghij abcdefghij abcdefghij abcdefghij",
         "abcdefghij-abcdefghij-abcdefghij-abcdefghij-abcdefghij-abcdefghi", NONE},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        char id[65];
        bs_slug(id, CASES[i].name, taken_in_list, CASES[i].taken);
        if (strcmp(id, CASES[i].id) != 0)
            fail_msg("case %zu: \"%s\" gives \"%s\", want \"%s\"", i, CASES[i].name, id,
                     CASES[i].id);
    }
    char cut[8];
    bs_cut_name(cut, "Château", 3); /* "Ch" and the first byte of â would be 3 */
    assert_string_equal(cut, "Ch");
    bs_cut_name(cut, "Short", 7);
    assert_string_equal(cut, "Short");
}

/* Item lists: a list name with trailing blanks, an item only the Heroes'
 * list has (one price for everyone, R4), a profile with no Type. */
static void test_item_lists(void **state)
{
    (void)state;
    wg_bsdata_book *b = NULL;
    wg_error e;
    assert_int_equal(load_changed(&b, false, "name=\"Realm Magic Items (Heroes)\"",
                                  "name=\"Realm Magic Items (Heroes)  \"", &e), WG_OK);
    const wg_catalog *c = wg_bsdata_book_catalog(b);
    assert_int_equal(wg_catalog_item_at(c, 2)->other_cost, 60); /* Banner: 45/30 still */
    wg_bsdata_book_free(b);
    assert_int_equal(load_changed(&b, false, "name=\"Realm Magic Items (Lords)\"",
                                  "name=\"Realm Magic Items (Heroes)\"", &e), WG_OK);
    c = wg_bsdata_book_catalog(b);
    const wg_item_entry *crown = wg_catalog_item_at(c, 3);
    assert_string_equal(crown->id, "crown-of-command");
    assert_int_equal(crown->lord_cost, 80); /* only a Heroes' price: one price (R4) */
    assert_int_equal(crown->other_cost, 80);
    wg_bsdata_book_free(b);
    assert_int_equal(load_changed(&b, false, "<characteristic name=\"Type\" typeId=\"9f00-0000-0000-0031\">Banner</characteristic>",
                                  "<characteristic name=\"Power\" typeId=\"9f00-0000-0000-0031\">Banner</characteristic>", &e),
                     WG_OK);
    c = wg_bsdata_book_catalog(b);
    assert_string_equal(wg_catalog_item_at(c, 2)->mundane, "banner"); /* the Heroes' copy */
    wg_bsdata_book_free(b);
}

/* Rosters at the limits of numbers and ids. */
static void test_roster_numbers(void **state)
{
    (void)state;
    wg_bsdata_book *b = load_fixture_book(NULL);
    static const roster_case CASES[] = {
        {"entryId=\"b00c-0004-0000-0000\"",
         "entryId=\"a::a::a::a::a::a::a::a::a::a::a::a::a::a::a::a::b00c-0004-0000-0000\"",
         WG_EFORMAT, "is not a unit of the book"},
        {"name=\"Hedge Witch\" entryId=\"b00c-0003-0000-0000\" number=\"1\"",
         "name=\"Hedge Witch\" entryId=\"b00c-0003-0000-0000\" number=\"x\"", WG_EFORMAT,
         "number=\"x\" is not a number"},
        {"name=\"Shields\" entryId=\"b00c-0005-0003-0001\"", "name=\"Shields\"", WG_EFORMAT,
         "missing attribute entryId of <selection>"},
        {"name=\"Shields\" entryId=\"b00c-0005-0003-0001\" number=\"20\"",
         "name=\"Shields\" entryId=\"b00c-0005-0003-0001\" number=\"z\"", WG_EFORMAT,
         "number=\"z\" is not a number"},
        {"entryId=\"ca70-0000-0000-0003\" primary=\"true\"", "entryId=\"zzz\" primary=\"true\"",
         WG_OK, ""},
        {"<costLimit name=\"pts\" typeId=\"c057-0000-0000-0001\" value=\"1000.0\"/>",
         "<costLimit name=\"other\" typeId=\"other\" value=\"1.0\"/>"
         "<costLimit name=\"pts\" typeId=\"c057-0000-0000-0001\" value=\"1000.0\"/>", WG_OK, ""},
        {"value=\"1000.0\"", "value=\"x\"", WG_EFORMAT, "value=\"x\" is not a number"},
        {" gameSystemId=\"5e57-0000-0000-0001\"", "", WG_EFORMAT,
         "missing attribute gameSystemId of <roster>"},
        {"value=\"1000.0\"", "value=\"0\"", WG_ERANGE, "points limit 0"},
        {"value=\"1000.0\"", "value=\"2000000\"", WG_ERANGE, "points limit 2e+06"},
        {"name=\"Hedge Witch\" entryId=\"b00c-0003-0000-0000\" number=\"1\"",
         "name=\"Hedge Witch\" entryId=\"b00c-0003-0000-0000\" number=\"-1\"", WG_ERANGE,
         "number -1"},
        {"catalogueId=\"b00c-0000-0000-0001\"", "", WG_EFORMAT,
         "the force is of catalogue \"\" (Invented Realm)"},
        {"entryId=\"b00c-0004-0000-0000\"",
         "entryId=\"x::y::z::b00c-0004-0000-0000\"", WG_OK, ""},
        {"entryId=\"b00c-0004-0000-0000\"", "entryId=\"c0e1-0000-0001-0001\"", WG_OK, ""},
    };
    run_roster_cases(b, CASES, sizeof CASES / sizeof CASES[0]);
    wg_bsdata_book_free(b);
}

/* Small changes to the fixture book, each taking one path of the mapping:
 * the status, and the message of the error or of one of the warnings
 * ("": none expected). */
static void test_book_cases(void **state)
{
    (void)state;
    static const struct {
        bool system;
        const char *find, *replace;
        wg_status code;
        const char *message;
    } CASES[] = {
        {false, "value=\"10.0\" percentValue=\"false\" shared=\"true\" includeChildSelections=\"false\" "
                "includeChildForces=\"false\" id=\"b00c-0005-0005-0001\"",
         "value=\"x\" id=\"b00c-0005-0005-0001\"", WG_EFORMAT, "value=\"x\" is not a number"},
        {false, "value=\"1.0\" percentValue=\"false\" shared=\"true\" includeChildSelections=\"false\" "
                "includeChildForces=\"false\" id=\"b00c-000a-0005-0001\"",
         "value=\"abc\" id=\"b00c-000a-0005-0001\"", WG_EFORMAT, "value=\"abc\" is not a number"},
        {false, "<cost name=\"pts\" typeId=\"c057-0000-0000-0001\" value=\"210.0\"/>",
         "<cost name=\"power\" typeId=\"other\" value=\"9\"/>"
         "<cost name=\"pts\" typeId=\"c057-0000-0000-0001\" value=\"210.0\"/>", WG_OK, ""},
        {false, "value=\"6.0\"", "value=\"6.x\"", WG_EFORMAT, "value=\"6.x\" is not a number"},
        {false, "value=\"160.0\"", "value=\"99999999999\"", WG_EFORMAT, "from -1e9 to 1e9"},
        {false, "value=\"160.0\"", "value=\"-\"", WG_EFORMAT, "value=\"-\" is not a number"},
        {false, "name=\"Great Weapon\"", "name=\"Warhorse\"", WG_OK, ""},
        {false, "name=\"Sergeant\"", "name=\"General\"", WG_OK,
         "\"Archers\" is not a character but has a General upgrade"},
        /* a hidden model entry is no model: the unit's own -10 is its price */
        {false, "name=\"Spearman\" hidden=\"false\"", "name=\"Spearman\" hidden=\"true\"",
         WG_ERANGE, "\"Spearmen\" is -10 points"},
        {false, "<categoryLink id=\"b00c-000b-0002-0002\" name=\"New CategoryLink\" hidden=\"false\" "
                "targetId=\"ca70-0000-0000-0003\" primary=\"true\"/>", "", WG_EFORMAT,
         "unit \"War Chariot\" has no category"},
        {false, "targetId=\"b00c-000b-0000-0000\" type=\"selectionEntry\">\n      <categoryLinks>\n"
                "        <categoryLink id=\"b00c-000b-0002-0001\"",
         "targetId=\"b00c-00f0-0000-0001\" type=\"selectionEntryGroup\">\n      <categoryLinks>\n"
         "        <categoryLink id=\"b00c-000b-0002-0001\"", WG_OK,
         "\"Realm Magic Items (Lords)\" is not a unit"},
        {false, "name=\"Storm Giant\" hidden=\"false\" collective=\"false\" import=\"true\" type=\"unit\"",
         "name=\"Storm Giant\" hidden=\"false\" collective=\"false\" import=\"true\" type=\"model\"",
         WG_OK, ""},
        {false, "name=\"War Chariot\" hidden=\"false\" collective=\"false\" import=\"true\" "
                "type=\"unit\">\n      <selectionEntries>",
         "name=\"War Chariot\" hidden=\"true\" collective=\"false\" import=\"true\" "
         "type=\"unit\">\n      <selectionEntries>", WG_OK, ""},
        {false, "name=\"Shield\" hidden=\"false\" collective=\"false\" import=\"true\" type=\"upgrade\">",
         "name=\"Shield\" hidden=\"false\" collective=\"false\" import=\"true\" type=\"upgrade\">"
         "<modifiers><modifier type=\"set\" field=\"hidden\" value=\"false\"/></modifiers>",
         WG_OK, "\"Shield\" of \"Warden\" is available only under a condition"},
        {false, "name=\"Shield\" hidden=\"false\" collective=\"false\" import=\"true\" type=\"upgrade\">",
         "name=\"Shield\" hidden=\"false\" collective=\"false\" import=\"true\" type=\"upgrade\">"
         "<modifiers><modifier type=\"increment\" field=\"pts\" value=\"1\"><repeats><repeat "
         "field=\"selections\" scope=\"parent\" value=\"1\" childId=\"x\" repeats=\"1\"/></repeats>"
         "</modifier></modifiers>", WG_OK, "\"Shield\" of \"Warden\" has a conditional price"},
        {false, "name=\"Shield\" hidden=\"false\" collective=\"false\" import=\"true\" type=\"upgrade\">",
         "name=\"Shield\" hidden=\"false\" collective=\"false\" import=\"true\" type=\"upgrade\">"
         "<modifiers><modifier type=\"set\" field=\"name\" value=\"x\"><conditionGroups>"
         "<conditionGroup type=\"or\"><conditions><condition field=\"selections\" scope=\"parent\" "
         "value=\"1\" childId=\"x\" type=\"atLeast\"/></conditions></conditionGroup>"
         "</conditionGroups></modifier></modifiers>", WG_OK,
         "\"Shield\" of \"Warden\" has a conditional modifier"},
        {false, "name=\"Shield\" hidden=\"false\" collective=\"false\" import=\"true\" type=\"upgrade\">",
         "name=\"Shield\" hidden=\"false\" collective=\"false\" import=\"true\" type=\"upgrade\">"
         "<modifiers><modifier type=\"set\" field=\"hidden\" value=\"true\"><conditions>"
         "<condition field=\"limit::c057-0000-0000-0001\" scope=\"force\" value=\"1\" childId=\"x\" "
         "type=\"atLeast\"/></conditions></modifier></modifiers>", WG_OK, ""},
        {false, "<catalogue id=", "<catalogue xml:lang=\"en\" id=", WG_OK, ""},
        {false, " xmlns=\"http://www.battlescribe.net/schema/catalogueSchema\"", "", WG_EFORMAT,
         "namespace \"\" is not BattleScribe's"},
        {false, "typeId=\"9f00-0000-0000-0001\" typeName=\"Model\">", "typeId=\"9f00-0000-0000-0001\">",
         WG_OK, ""},
        {false, "<selectionEntry id=\"b00c-0008-0000-0000\" name=\"Bolt Thrower\" hidden=\"false\" "
                "collective=\"false\" import=\"true\" type=\"unit\">",
         "<selectionEntry id=\"b00c-0008-0000-0000\"\n  name=\"Bolt Thrower\" hidden=\"false\" "
         "collective=\"false\" import=\"true\" type=\"upgrade\">", WG_OK,
         "\"Bolt Thrower\" is not a unit"},
        {false, "<constraint field=\"selections\" scope=\"roster\" value=\"1.0\" percentValue=\"false\" "
                "shared=\"true\" includeChildSelections=\"true\" includeChildForces=\"false\" "
                "id=\"b00c-00f0-0005-0001\"",
         "<constraint field=\"selections\" scope=\"roster\" value=\"y\" "
         "id=\"b00c-00f0-0005-0001\"", WG_EFORMAT, "value=\"y\" is not a number"},
        {false, "<entryLink id=\"b00c-0001-0004-0002\"",
         "<entryLink id=\"\"", WG_OK, ""},
        {false, "<selectionEntry id=\"b00c-0002-0003-0001\"", "<selectionEntry id=\"\"",
         WG_EFORMAT, "missing attribute id of <selectionEntry>"},
        {false, " gameSystemId=\"5e57-0000-0000-0001\"", "", WG_EFORMAT,
         "missing attribute gameSystemId of <catalogue>"},
        {false, "value=\"1.0\" percentValue=\"false\" shared=\"true\" includeChildSelections=\"false\" "
                "includeChildForces=\"false\" id=\"b00c-000a-0005-0001\"",
         "value=\"-1.0\" id=\"b00c-000a-0005-0001\"", WG_OK, ""},
        {false, "value=\"1.0\" percentValue=\"false\" shared=\"true\" includeChildSelections=\"false\" "
                "includeChildForces=\"false\" id=\"b00c-000a-0005-0001\"",
         "value=\"2000000\" id=\"b00c-000a-0005-0001\"", WG_OK, "may be taken at most 1000000 times"},
        {false, "<selectionEntry id=\"b00c-00f0-0001-0002\" name=\"Crown of Command\"",
         "<selectionEntry id=\"b00c-00f0-0001-0002\" name=\"Banner of the Realm!\"", WG_OK, ""},
        {false, "<selectionEntryGroup id=\"b00c-00f0-0000-0002\" name=\"Realm Magic Items (Heroes)\" "
                "hidden=\"false\" collective=\"false\" import=\"true\">",
         "<selectionEntryGroup id=\"b00c-00f0-0000-0002\" name=\"Realm Magic Items (Heroes)\" "
         "hidden=\"false\" collective=\"false\" import=\"true\"><entryLinks><entryLink id=\"l9\" "
         "targetId=\"c0e1-0000-0000-0002\" type=\"selectionEntryGroup\"/></entryLinks>", WG_OK, ""},
        {true, "<categoryEntry id=\"ca70-0000-0000-0001\"", "<categoryEntry", WG_EFORMAT,
         "missing attribute id of <categoryEntry>"},
        {false, "<characteristic name=\"Type\" typeId=\"9f00-0000-0000-0012\">Infantry</characteristic>",
         "<characteristic name=\"Type\" typeId=\"9f00-0000-0000-0012\"/>", WG_OK, ""},
        {false, "<selectionEntry id=\"b00c-0002-0003-0001\" name=\"Shield\"",
         "<selectionEntry id=\"b00c-0002-0003-0001\"", WG_EINVAL, ""},
        {true, "<costType id=\"c057-0000-0000-0001\"",
         "<costType id=\"c057-0000-0000-0009\" name=\"Power\" defaultCostLimit=\"-1.0\"/>"
         "<costType id=\"c057-0000-0000-0001\"", WG_OK, ""},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        wg_bsdata_book *b = NULL;
        wg_problems *warnings = NULL;
        wg_error e;
        wg_status st = load_changed_warned(&b, &warnings, CASES[i].system, CASES[i].find,
                                           CASES[i].replace, &e);
        if (st != CASES[i].code)
            fail_msg("case %zu: %s: %s", i, wg_status_str(st), st ? e.message : "");
        bool found = CASES[i].message[0] == '\0';
        if (st != WG_OK) {
            found = strstr(e.message, CASES[i].message) != NULL && e.line > 0 && e.column > 0;
        } else {
            for (size_t k = 0; k < wg_problems_count(warnings); k++) {
                const wg_error *w = wg_problems_at(warnings, k);
                if (w->line <= 0 || w->column <= 0)
                    fail_msg("case %zu: a warning without its place: %s", i, w->message);
                found = found || strstr(w->message, CASES[i].message) != NULL;
            }
        }
        if (!found)
            fail_msg("case %zu: no \"%s\" (%s)", i, CASES[i].message, st ? e.message : "");
        wg_problems_free(warnings);
        wg_bsdata_book_free(b);
    }
    /* R3 for the Heroes' price of an item priced for both */
    wg_bsdata_book *bad = NULL;
    wg_error err;
    assert_int_equal(load_changed(&bad, false, "value=\"30.0\"/>\n          </costs>\n        "
                                  "</selectionEntry>\n      </selectionEntries>\n    "
                                  "</selectionEntryGroup>\n  </sharedSelectionEntryGroups>",
                                  "value=\"30.25\"/>\n          </costs>\n        "
                                  "</selectionEntry>\n      </selectionEntries>\n    "
                                  "</selectionEntryGroup>\n  </sharedSelectionEntryGroups>", &err),
                     WG_ERANGE);
    assert_non_null(strstr(err.message, "item \"Banner of the Realm\" costs 45/30.25 points"));
    assert_null(bad);
    /* arguments and sizes */
    char *gst = fixture(DATA "system.gst"), *cat = fixture(DATA "book.cat");
    wg_bsdata_book *b = NULL;
    wg_error e;
    assert_int_equal(wg_bsdata_book_load_strings(NULL, NULL, gst, strlen(gst), cat, strlen(cat), &e),
                     WG_EINVAL);
    assert_int_equal(wg_bsdata_book_load_strings(&b, NULL, gst, strlen(gst), NULL, 0, &e),
                     WG_EINVAL);
    assert_int_equal(wg_bsdata_book_load_strings(&b, NULL, gst, strlen(gst), cat,
                                                 (size_t)WG_BSDATA_FILE_MAX + 1, &e), WG_ERANGE);
    assert_string_equal(e.file, "<book>");
    assert_int_equal(wg_bsdata_book_load_strings(&b, NULL, gst, strlen(gst), cat, strlen(cat) / 2,
                                                 &e), WG_EPARSE);
    assert_true(e.line > 0 && e.column > 0);
    assert_null(b);
    free(gst);
    free(cat);
}

/* ---- allocation failures ---------------------------------------------------- */

static wg_status op_book_files(void *ctx)
{
    (void)ctx;
    char cat[1024];
    wg_bsdata_book *b = NULL;
    wg_problems *warnings = NULL;
    source_path(cat, sizeof cat, DATA "book.cat");
    wg_status st = OOM_CALL(wg_bsdata_book_load_files(&b, &warnings, NULL, cat, NULL));
    wg_problems_free(warnings);
    wg_bsdata_book_free(b);
    return st;
}

static wg_status op_book_strings_and_rosters(void *ctx)
{
    const char *const *texts = ctx;
    wg_bsdata_book *b = NULL;
    wg_status st = OOM_CALL(wg_bsdata_book_load_strings(&b, NULL, texts[0], strlen(texts[0]),
                                                        texts[1], strlen(texts[1]), NULL));
    char *json = NULL, path[1024];
    wg_problems *warnings = NULL;
    if (st == WG_OK)
        st = OOM_CALL(wg_bsdata_book_import_roster_string(&json, &warnings, b, texts[2],
                                                     strlen(texts[2]), NULL, NULL));
    wg_free(json);
    json = NULL;
    wg_problems_free(warnings);
    if (st == WG_OK)
        st = OOM_CALL(wg_bsdata_book_import_roster_file(
            &json, NULL, b, source_path(path, sizeof path, DATA "valid-standard.rosz"), NULL));
    wg_free(json);
    /* read straight into a roster: on failure *out as it was */
    wg_roster *r = (wg_roster *)&r;
    warnings = NULL;
    if (st == WG_OK)
        st = OOM_CALL(wg_bsdata_book_load_roster_string(&r, &warnings, b, texts[2],
                                                        strlen(texts[2]), NULL, NULL));
    if (st != WG_OK)
        assert_ptr_equal(r, (wg_roster *)&r);
    else
        wg_roster_free(r);
    wg_problems_free(warnings);
    r = (wg_roster *)&r;
    if (st == WG_OK)
        st = OOM_CALL(wg_bsdata_book_load_roster_file(
            &r, NULL, b, source_path(path, sizeof path, DATA "valid-standard.rosz"), NULL));
    if (st != WG_OK)
        assert_ptr_equal(r, (wg_roster *)&r);
    else
        wg_roster_free(r);
    wg_bsdata_book_free(b);
    return st;
}

static void test_alloc_failures(void **state)
{
    (void)state;
    char *texts[3] = {fixture(DATA "system.gst"), fixture(DATA "book.cat"),
                      fixture(DATA "valid-standard.ros")};
    assert_true(harness_fail_each_alloc(op_book_files, NULL) > 0);
    assert_true(harness_fail_each_alloc(op_book_strings_and_rosters, texts) > 0);
    for (int i = 0; i < 3; i++)
        free(texts[i]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_catalog_golden),
        cmocka_unit_test(test_long_item_type),
        cmocka_unit_test(test_find_system_and_strings),
        cmocka_unit_test(test_bad_books),
        cmocka_unit_test(test_other_editions),
        cmocka_unit_test(test_link_cycle),
        cmocka_unit_test(test_swapped_files),
        cmocka_unit_test(test_rosters_match_hand_written),
        cmocka_unit_test(test_bad_rosters),
        cmocka_unit_test(test_bad_archive),
        cmocka_unit_test(test_arguments),
        cmocka_unit_test(test_edge_book),
        cmocka_unit_test(test_more_bad_books),
        cmocka_unit_test(test_points_by_name),
        cmocka_unit_test(test_system_not_found),
        cmocka_unit_test(test_more_bad_rosters),
        cmocka_unit_test(test_direct_equals_imported),
        cmocka_unit_test(test_too_many_units),
        cmocka_unit_test(test_slugs),
        cmocka_unit_test(test_item_lists),
        cmocka_unit_test(test_roster_numbers),
        cmocka_unit_test(test_book_cases),
        cmocka_unit_test(test_alloc_failures),
    };
    return cmocka_run_group_tests_name("bsdata", tests, harness_setup, harness_teardown);
}
