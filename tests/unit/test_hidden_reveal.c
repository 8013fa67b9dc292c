/* The reveal tracker (rule H5): what a use of an item reveals, once, rune
 * by rune; the events of a wargen-reveal/1 file, checked before any is fed;
 * and the open view with what is revealed so far. Also the label clashes as
 * JSON (H4), which the command prints for a refused roster. */
#include "test_hidden_common.h"

/* A tracker of a view of r; freed with done(). */
typedef struct game {
    wg_view *view;
    wg_reveal *reveal;
} game;

static game start(const wg_roster *r)
{
    game g = {hb_view(r), NULL};
    wg_error err;
    if (wg_reveal_new(&g.reveal, g.view, &err) != WG_OK)
        fail_msg("wg_reveal_new: %s", err.message);
    return g;
}

static void done(game *g)
{
    wg_reveal_free(g->reveal);
    wg_view_free(g->view);
}

/* Feed a use that must be accepted; whether it revealed. */
static bool use(game *g, size_t unit, const char *item, wg_item_use how, bool beyond)
{
    bool revealed = !beyond; /* a value the call must overwrite */
    wg_error err;
    if (wg_reveal_use(&revealed, g->reveal, unit, item, how, beyond, &err) != WG_OK)
        fail_msg("wg_reveal_use %zu %s: %s", unit, item, err.message);
    return revealed;
}

/* The idx-th revelation is (event, unit, item, use). */
static void expect_revelation(const game *g, size_t idx, size_t event, size_t unit,
                              const char *item, wg_item_use how)
{
    wg_revelation e;
    assert_int_equal(wg_reveal_revelation_at(&e, g->reveal, idx, NULL), WG_OK);
    assert_int_equal(e.event, event);
    assert_int_equal(e.unit, unit);
    assert_string_equal(e.item, item);
    assert_int_equal(e.use, how);
}

static void expect_reveal_json(const game *g, const char *want)
{
    char *text = NULL;
    wg_error err;
    if (wg_reveal_to_json(&text, g->reveal, &err) != WG_OK)
        fail_msg("wg_reveal_to_json: %s", err.message);
    json_t *got = hb_parse(text), *expected = hb_parse(want);
    if (!json_equal(got, expected))
        fail_msg("reveal JSON\n  got  %s\n  want %s", text, want);
    json_decref(got);
    json_decref(expected);
    wg_free(text);
}

/* H5: a charge reveals the item that makes it (after reactions, before the
 * charge range is rolled); the revelation keeps the use, so the time. */
static void test_charge_reveals(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "knights", 5, NULL, ITEMS("sword"));
    game g = start(r);
    assert_false(wg_reveal_is_revealed(g.reveal, 0, "sword"));
    assert_true(use(&g, 0, "sword", WG_ITEM_USE_CHARGE, true));
    assert_true(wg_reveal_is_revealed(g.reveal, 0, "sword"));
    expect_revelation(&g, 0, 0, 0, "sword", WG_ITEM_USE_CHARGE);
    assert_string_equal(wg_item_use_when(WG_ITEM_USE_CHARGE),
                        "after reactions are declared, before the charge range is rolled");
    expect_reveal_json(&g, "{\"revealed\": [{\"event\": 0, \"unit\": 0, \"item\": \"sword\"}], "
        "\"open\": {\"format\": \"wargen-view/1\", \"view\": \"open\", \"catalog\": "
        "\"hidden-book\", \"points\": 2000, \"units\": [{\"unit\": 0, \"label\": null, "
        "\"entry\": \"knights\", \"name\": \"Knights\", \"category\": \"special\", "
        "\"models\": 5, \"general\": false, \"options\": [], "
        "\"equipment\": [\"hand weapon\"], \"revealed\": [\"sword\"]}]}}");
    done(&g);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* H5: runes of one unit with one mundane type are one runic item, but only
 * the rune used is revealed; its sibling stays hidden, and the open part
 * still shows one great weapon. */
static void test_rune_revealed_sibling_hidden(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "captain", 1, NULL, ITEMS("fury", "might", "iron"));
    game g = start(r);
    assert_true(use(&g, 0, "might", WG_ITEM_USE_ROLL, true));
    assert_true(wg_reveal_is_revealed(g.reveal, 0, "might"));
    assert_false(wg_reveal_is_revealed(g.reveal, 0, "fury"));
    assert_false(wg_reveal_is_revealed(g.reveal, 0, "iron"));
    assert_int_equal(wg_reveal_unit_item_count(g.reveal, 0), 1);
    assert_string_equal(wg_reveal_unit_item_at(g.reveal, 0, 0), "might");
    assert_null(wg_reveal_unit_item_at(g.reveal, 0, 1));
    /* the sibling's turn: listed in the unit's roster order, not by event */
    assert_true(use(&g, 0, "fury", WG_ITEM_USE_ATTACK, true));
    assert_string_equal(wg_reveal_unit_item_at(g.reveal, 0, 0), "fury");
    assert_string_equal(wg_reveal_unit_item_at(g.reveal, 0, 1), "might");
    expect_revelation(&g, 1, 1, 0, "fury", WG_ITEM_USE_ATTACK);
    expect_reveal_json(&g, "{\"revealed\": [{\"event\": 0, \"unit\": 0, \"item\": \"might\"}, "
        "{\"event\": 1, \"unit\": 0, \"item\": \"fury\"}], \"open\": {\"format\": "
        "\"wargen-view/1\", \"view\": \"open\", \"catalog\": \"hidden-book\", \"points\": 2000, "
        "\"units\": [{\"unit\": 0, \"label\": null, \"entry\": \"captain\", \"name\": "
        "\"Captain\", \"category\": \"heroes\", \"models\": 1, \"general\": false, "
        "\"options\": [], \"equipment\": [\"armour\", \"great weapon\"], "
        "\"revealed\": [\"fury\", \"might\"]}]}}");
    done(&g);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* H5: an item is revealed once: a second use reveals nothing, though it is
 * an event (numbered); two copies on one unit are one item to reveal; the
 * same item on another unit is that unit's own. */
static void test_same_item_twice(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "spearmen", 20, NULL, ITEMS("blue", "talisman", "blue"));
    hb_unit(r, "spearmen", 20, NULL, ITEMS("blue"));
    game g = start(r);
    assert_true(use(&g, 0, "blue", WG_ITEM_USE_OTHER, true));
    assert_false(use(&g, 0, "blue", WG_ITEM_USE_ROLL, true));
    assert_false(use(&g, 0, "blue", WG_ITEM_USE_OTHER, true));
    assert_int_equal(wg_reveal_unit_item_count(g.reveal, 0), 1);
    assert_false(wg_reveal_is_revealed(g.reveal, 1, "blue"));
    assert_true(use(&g, 1, "blue", WG_ITEM_USE_OTHER, true));
    assert_int_equal(wg_reveal_event_count(g.reveal), 4);
    assert_int_equal(wg_reveal_revelation_count(g.reveal), 2);
    expect_revelation(&g, 0, 0, 0, "blue", WG_ITEM_USE_OTHER);
    expect_revelation(&g, 1, 3, 1, "blue", WG_ITEM_USE_OTHER);
    done(&g);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* H5: a magic shield used as a plain shield stays hidden; the first use
 * beyond the mundane one reveals it (before the save is rolled). */
static void test_magic_shield_used_as_shield(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "spearmen", 20, NULL, ITEMS("shield"));
    game g = start(r);
    assert_false(use(&g, 0, "shield", WG_ITEM_USE_SAVE, false));
    assert_false(use(&g, 0, "shield", WG_ITEM_USE_SAVE, false));
    assert_int_equal(wg_reveal_revelation_count(g.reveal), 0);
    assert_false(wg_reveal_is_revealed(g.reveal, 0, "shield"));
    assert_true(use(&g, 0, "shield", WG_ITEM_USE_SAVE, true));
    expect_revelation(&g, 0, 2, 0, "shield", WG_ITEM_USE_SAVE);
    assert_string_equal(wg_item_use_when(WG_ITEM_USE_SAVE), "before the save is rolled");
    assert_false(use(&g, 0, "shield", WG_ITEM_USE_SAVE, false));
    done(&g);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* H2, H5: a plain item (list mundane) was never hidden: nothing to reveal. */
static void test_plain_item_reveals_nothing(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "spearmen", 20, NULL, ITEMS("spear"));
    game g = start(r);
    assert_false(use(&g, 0, "spear", WG_ITEM_USE_ATTACK, true));
    assert_false(wg_reveal_is_revealed(g.reveal, 0, "spear"));
    assert_int_equal(wg_reveal_event_count(g.reveal), 1);
    assert_int_equal(wg_reveal_revelation_count(g.reveal), 0);
    done(&g);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* H5: an item the unit does not carry is refused, naming the unit (its
 * label when it has one) and the item; so are a unit out of range and a use
 * that is not one. Nothing changes: no event is counted. */
static void test_refused_uses_change_nothing(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "spearmen", 20, "left flank", ITEMS("blue"));
    hb_unit(r, "captain", 1, NULL, ITEMS("fury"));
    game g = start(r);
    bool revealed = true;
    wg_error err;
    assert_int_equal(wg_reveal_use(&revealed, g.reveal, 0, "red", WG_ITEM_USE_ROLL, true, &err),
                     WG_ENOTFOUND);
    assert_string_equal(err.message,
                        "unit 0 \"left flank\" (Spearmen) does not carry item \"red\"");
    assert_int_equal(wg_reveal_use(NULL, g.reveal, 1, "blue", WG_ITEM_USE_ROLL, true, &err),
                     WG_ENOTFOUND);
    assert_string_equal(err.message, "unit 1 (Captain) does not carry item \"blue\"");
    assert_int_equal(wg_reveal_use(NULL, g.reveal, 1, "no-such", WG_ITEM_USE_ROLL, true, &err),
                     WG_ENOTFOUND);
    /* a unit past the end is not there, as an item the unit does not carry */
    assert_int_equal(wg_reveal_use(NULL, g.reveal, 2, "blue", WG_ITEM_USE_ROLL, true, &err),
                     WG_ENOTFOUND);
    assert_string_equal(err.message, "no unit 2: the roster has 2 units");
    assert_int_equal(wg_reveal_use(NULL, g.reveal, WG_NONE, "blue", WG_ITEM_USE_ROLL, true,
                                   &err), WG_ENOTFOUND);
    assert_int_equal(wg_reveal_use(NULL, g.reveal, 0, "blue", WG_ITEM_USE_COUNT, true, &err),
                     WG_EINVAL);
    assert_int_equal(wg_reveal_use(NULL, g.reveal, 0, "blue", (wg_item_use)-1, true, &err),
                     WG_EINVAL);
    assert_int_equal(wg_reveal_use(NULL, NULL, 0, "blue", WG_ITEM_USE_ROLL, true, &err), WG_EINVAL);
    assert_int_equal(wg_reveal_use(NULL, g.reveal, 0, NULL, WG_ITEM_USE_ROLL, true, &err),
                     WG_EINVAL);
    assert_true(revealed); /* untouched */
    assert_int_equal(wg_reveal_event_count(g.reveal), 0);
    assert_int_equal(wg_reveal_revelation_count(g.reveal), 0);
    done(&g);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* H5: a tracker gives back the view it was made for, whose units its unit
 * arguments count (a binding bounds them with it); none for NULL. */
static void test_reveal_view(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "captain", 1, NULL, ITEMS("fury"));
    game g = start(r);
    assert_ptr_equal(wg_reveal_view(g.reveal), g.view);
    assert_int_equal(wg_view_unit_count(wg_reveal_view(g.reveal)), 1);
    use(&g, 0, "fury", WG_ITEM_USE_ROLL, true);
    assert_ptr_equal(wg_reveal_view(g.reveal), g.view); /* feeding keeps it */
    assert_null(wg_reveal_view(NULL));
    done(&g);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* The readers on NULL, past the end, and on what does not exist. */
static void test_readers_out_of_range(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "captain", 1, NULL, ITEMS("fury"));
    game g = start(r);
    use(&g, 0, "fury", WG_ITEM_USE_ROLL, true);
    wg_revelation e = {99, 99, "kept", WG_ITEM_USE_MOVE};
    wg_error err;
    assert_int_equal(wg_reveal_revelation_at(&e, g.reveal, 1, &err), WG_ENOTFOUND);
    expect_arg_error(&err, WG_ENOTFOUND, "no revelation 1: there is 1");
    assert_int_equal(wg_reveal_revelation_at(NULL, g.reveal, 0, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_reveal_revelation_at: NULL argument");
    assert_int_equal(wg_reveal_revelation_at(&e, NULL, 0, NULL), WG_EINVAL);
    assert_int_equal(e.event, 99);
    assert_string_equal(e.item, "kept");
    assert_false(wg_reveal_is_revealed(NULL, 0, "fury"));
    assert_false(wg_reveal_is_revealed(g.reveal, 1, "fury"));
    assert_false(wg_reveal_is_revealed(g.reveal, 0, NULL));
    assert_false(wg_reveal_is_revealed(g.reveal, 0, "no-such"));
    assert_int_equal(wg_reveal_unit_item_count(NULL, 0), 0);
    assert_int_equal(wg_reveal_unit_item_count(g.reveal, 1), 0);
    assert_null(wg_reveal_unit_item_at(g.reveal, 1, 0));
    assert_null(wg_reveal_unit_item_at(NULL, 0, 0));
    assert_int_equal(wg_reveal_event_count(NULL), 0);
    assert_int_equal(wg_reveal_revelation_count(NULL), 0);
    wg_reveal *none = (wg_reveal *)&e;
    assert_int_equal(wg_reveal_new(&none, NULL, NULL), WG_EINVAL);
    assert_null(none);
    assert_int_equal(wg_reveal_new(NULL, g.view, NULL), WG_EINVAL);
    char *text = (char *)"kept";
    assert_int_equal(wg_reveal_to_json(&text, NULL, NULL), WG_EINVAL);
    assert_int_equal(wg_reveal_to_json(NULL, g.reveal, NULL), WG_EINVAL);
    assert_string_equal(text, "kept");
    wg_reveal_free(NULL);
    done(&g);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* The uses by name, and when each shows (H5). */
static void test_use_names(void **state)
{
    (void)state;
    for (int u = 0; u < WG_ITEM_USE_COUNT; u++) {
        wg_item_use back = WG_ITEM_USE_COUNT;
        assert_non_null(wg_item_use_name((wg_item_use)u));
        assert_int_equal(wg_item_use_parse(&back, wg_item_use_name((wg_item_use)u), NULL),
                         WG_OK);
        assert_int_equal(back, u);
        assert_non_null(wg_item_use_when((wg_item_use)u));
    }
    assert_null(wg_item_use_name(WG_ITEM_USE_COUNT));
    assert_null(wg_item_use_when(WG_ITEM_USE_COUNT));
    assert_string_equal(wg_item_use_when(WG_ITEM_USE_ROLL), "when it is used");
    assert_string_equal(wg_item_use_when(WG_ITEM_USE_MOVE),
                        "when the unit moves further than it could without it");
    wg_item_use kept = WG_ITEM_USE_MOVE;
    wg_error err;
    assert_int_equal(wg_item_use_parse(&kept, "smash", &err), WG_EINVAL);
    assert_non_null(strstr(err.message, "smash"));
    assert_int_equal(kept, WG_ITEM_USE_MOVE);
}

#define EVENTS(...) "{\"format\": \"wargen-reveal/1\", \"events\": [" __VA_ARGS__ "]}"

/* A wargen-reveal/1 document: its events fed in order, beyond_mundane
 * true unless it says false (H5). */
static void test_apply_events(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "spearmen", 20, NULL, ITEMS("shield", "blue"));
    hb_unit(r, "captain", 1, NULL, ITEMS("fury", "might"));
    game g = start(r);
    const char *doc = EVENTS(
        "{\"unit\": 0, \"item\": \"shield\", \"use\": \"save\", \"beyond_mundane\": false},\n"
        "{\"unit\": 1, \"item\": \"might\", \"use\": \"move\"},\n"
        "{\"unit\": 0, \"item\": \"blue\", \"use\": \"other\", \"beyond_mundane\": true},\n"
        "{\"unit\": 1, \"item\": \"might\", \"use\": \"roll\"}");
    wg_error err;
    assert_int_equal(wg_reveal_apply_string(g.reveal, doc, strlen(doc), "game.json", &err),
                     WG_OK);
    assert_int_equal(wg_reveal_event_count(g.reveal), 4);
    assert_int_equal(wg_reveal_revelation_count(g.reveal), 2);
    expect_revelation(&g, 0, 1, 1, "might", WG_ITEM_USE_MOVE);
    expect_revelation(&g, 1, 2, 0, "blue", WG_ITEM_USE_OTHER);
    assert_false(wg_reveal_is_revealed(g.reveal, 0, "shield"));
    /* a second document goes on numbering events where the first stopped; it
     * names its JSON Schema, which the library ignores (docs/FORMATS.md) */
    const char *more = "{\"$schema\": \"wargen-reveal-1.schema.json\", "
                       "\"format\": \"wargen-reveal/1\", \"events\": ["
                       "{\"unit\": 0, \"item\": \"shield\", \"use\": \"save\"}]}";
    assert_int_equal(wg_reveal_apply_string(g.reveal, more, strlen(more), NULL, &err), WG_OK);
    expect_revelation(&g, 2, 4, 0, "shield", WG_ITEM_USE_SAVE);
    done(&g);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* A bad event is bad input located at it (file, line, column, path), and
 * no event of the document is fed. */
static void test_bad_events_change_nothing(void **state)
{
    (void)state;
    static const struct {
        const char *doc, *path, *message;
        int line;
        wg_status code;
    } cases[] = {
        {EVENTS("{\"unit\": 0, \"item\": \"blue\", \"use\": \"roll\"},\n"
                "{\"unit\": 1, \"item\": \"blue\", \"use\": \"roll\"}"),
         "events[1].item", "unit 1 (Captain) does not carry item \"blue\"", 2, WG_EFORMAT},
        {EVENTS("{\"unit\": 0, \"item\": \"blue\", \"use\": \"roll\"},\n"
                "{\"unit\": 7, \"item\": \"blue\", \"use\": \"roll\"}"),
         "events[1].unit", "no unit 7: the roster has 2 units", 2, WG_EFORMAT},
        {EVENTS("{\"unit\": 0, \"item\": \"blue\", \"use\": \"smash\"}"),
         "events[0].use", NULL, 1, WG_EFORMAT},
        {EVENTS("{\"unit\": -1, \"item\": \"blue\", \"use\": \"roll\"}"),
         "events[0].unit", NULL, 1, WG_EFORMAT},
        {EVENTS("{\"unit\": 0, \"item\": \"blue\", \"use\": \"roll\", \"when\": 1}"),
         "events[0].when", NULL, 1, WG_EFORMAT},
        {EVENTS("{\"unit\": 0, \"item\": \"blue\"}"), "events[0]", NULL, 1, WG_EFORMAT},
        {EVENTS("{\"unit\": 0, \"item\": \"blue\", \"use\": \"roll\", "
                "\"beyond_mundane\": 1}"), "events[0].beyond_mundane", NULL, 1, WG_EFORMAT},
        {"{\"format\": \"wargen-roster/1\", \"events\": []}", "format", NULL, 1, WG_EFORMAT},
        {"{\"format\": \"wargen-reveal/1\"}", "", NULL, 1, WG_EFORMAT},
        {"{\"format\": \"wargen-reveal/1\", \"events\": [], \"x\": 1}", "x", NULL, 1,
         WG_EFORMAT},
        {"{\"format\": \"wargen-reveal/1\", \"events\": [", "", NULL, 1, WG_EPARSE},
        /* "$schema": a string at the root only (docs/FORMATS.md) */
        {"{\"format\": \"wargen-reveal/1\", \"events\": [], \"$schema\": 5}", "[\"$schema\"]",
         "must be a string, not an integer", 1, WG_EFORMAT},
        {EVENTS("{\"unit\": 0, \"item\": \"blue\", \"use\": \"roll\", \"$schema\": \"x\"}"),
         "events[0][\"$schema\"]", "unknown key \"$schema\"", 1, WG_EFORMAT},
    };
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "spearmen", 20, NULL, ITEMS("blue"));
    hb_unit(r, "captain", 1, NULL, ITEMS("fury"));
    game g = start(r);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        wg_error err;
        wg_status st = wg_reveal_apply_string(g.reveal, cases[i].doc, strlen(cases[i].doc),
                                              "game.json", &err);
        if (st != cases[i].code)
            fail_msg("case %zu: %s, want %s (%s)", i, wg_status_str(st),
                     wg_status_str(cases[i].code), err.message);
        assert_string_equal(err.file, "game.json");
        assert_int_equal(err.line, cases[i].line);
        assert_true(err.column > 0);
        if (cases[i].code == WG_EFORMAT)
            assert_string_equal(err.path, cases[i].path);
        if (cases[i].message)
            assert_string_equal(err.message, cases[i].message);
        assert_int_equal(wg_reveal_event_count(g.reveal), 0);
        assert_int_equal(wg_reveal_revelation_count(g.reveal), 0);
    }
    wg_error err;
    assert_int_equal(wg_reveal_apply_string(NULL, "{}", 2, NULL, &err), WG_EINVAL);
    assert_int_equal(wg_reveal_apply_file(NULL, "x.json", &err), WG_EINVAL);
    assert_int_equal(wg_reveal_apply_file(g.reveal, "/nonexistent/x.json", &err), WG_EIO);
    done(&g);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* The shipped example: twins told apart by a rune (H4), the rune revealed
 * by a charge while its sibling rune stays hidden, a magic shield used as a
 * shield and then beyond, and one item used twice (H5). */
static void test_shipped_reveal_file(void **state)
{
    (void)state;
    char book[1024], list[1024], events[1024];
    wg_catalog *c = NULL;
    wg_roster *r = NULL;
    wg_error err;
    source_path(book, sizeof book, "data/catalogs/example-kingdom.json");
    source_path(list, sizeof list, "data/rosters/hidden/twins-labelled.json");
    source_path(events, sizeof events, "data/rosters/hidden/twins-labelled-reveal.json");
    assert_int_equal(wg_catalog_load_file(&c, book, &err), WG_OK);
    assert_int_equal(wg_roster_load_file(&r, c, list, &err), WG_OK);
    game g = start(r);
    if (wg_reveal_apply_file(g.reveal, events, &err) != WG_OK)
        fail_msg("%s: %s", events, err.message);
    assert_int_equal(wg_reveal_event_count(g.reveal), 6);
    assert_int_equal(wg_reveal_revelation_count(g.reveal), 4);
    expect_revelation(&g, 0, 0, 7, "rune-of-fury", WG_ITEM_USE_CHARGE);
    expect_revelation(&g, 1, 2, 0, "biting-blade", WG_ITEM_USE_ATTACK);
    expect_revelation(&g, 2, 4, 5, "mirror-shield", WG_ITEM_USE_SAVE);
    expect_revelation(&g, 3, 5, 8, "rune-of-fury", WG_ITEM_USE_ROLL);
    assert_false(wg_reveal_is_revealed(g.reveal, 7, "rune-of-swiftness"));
    done(&g);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* H4: the clashes as the command prints them, and a view without any. */
static void test_violations_json(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "spearmen", 20, "x", ITEMS("blue"));
    hb_unit(r, "spearmen", 20, "x", ITEMS("red"));
    wg_view *v = hb_view(r);
    char *text = NULL;
    assert_int_equal(wg_view_violations_to_json(&text, v, NULL), WG_OK);
    json_t *got = hb_parse(text);
    json_t *want = hb_parse("{\"valid\": false, \"violations\": [{\"code\": \"label-clash\", "
        "\"rule\": \"H4\", \"units\": [0, 1], \"message\": \"units 0 and 1 are equal in the "
        "open roster and carry the same label \\\"x\\\": each needs its own (H4)\"}]}");
    if (!json_equal(got, want))
        fail_msg("violations %s", text);
    json_decref(got);
    json_decref(want);
    wg_free(text);
    wg_view_free(v);
    wg_roster_free(r);
    r = hb_roster(c);
    v = hb_view(r);
    text = NULL;
    assert_int_equal(wg_view_violations_to_json(&text, v, NULL), WG_OK);
    assert_string_equal(text, "{\"valid\": true, \"violations\": []}");
    wg_free(text);
    assert_int_equal(wg_view_violations_to_json(NULL, v, NULL), WG_EINVAL);
    assert_int_equal(wg_view_violations_to_json(&text, NULL, NULL), WG_EINVAL);
    wg_view_free(v);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* A tracker, its uses, an events document and both JSON texts. */
static wg_status op_reveal(void *ctx)
{
    static const char doc[] = EVENTS(
        "{\"unit\": 0, \"item\": \"blue\", \"use\": \"roll\"},"
        "{\"unit\": 1, \"item\": \"fury\", \"use\": \"charge\"},"
        "{\"unit\": 1, \"item\": \"might\", \"use\": \"attack\"}");
    wg_view *v = NULL;
    wg_reveal *t = NULL;
    char *text = NULL, *clash = NULL;
    bool revealed = false;
    wg_error err;
    wg_status st = OOM_CALL(wg_view_new(&v, ctx, &err));
    if (st == WG_OK)
        st = OOM_CALL(wg_reveal_new(&t, v, &err));
    if (st == WG_OK)
        st = OOM_CALL(wg_reveal_use(&revealed, t, 0, "red", WG_ITEM_USE_OTHER, true, &err));
    if (st == WG_OK)
        st = OOM_CALL(wg_reveal_apply_string(t, doc, sizeof doc - 1, NULL, &err));
    if (st == WG_OK)
        st = OOM_CALL(wg_reveal_to_json(&text, t, &err));
    if (st == WG_OK)
        st = OOM_CALL(wg_view_violations_to_json(&clash, v, &err));
    if (st != WG_OK)
        assert_string_equal(err.message, "out of memory");
    else
        assert_int_equal(wg_reveal_revelation_count(t), 4);
    wg_free(clash);
    wg_free(text);
    wg_reveal_free(t);
    wg_view_free(v);
    return st;
}

/* Every allocation failure is WG_ENOMEM and leaks nothing. */
static void test_alloc_failures(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "spearmen", 20, "x", ITEMS("blue", "red"));
    hb_unit(r, "captain", 1, NULL, ITEMS("fury", "might"));
    hb_unit(r, "spearmen", 20, "x", ITEMS("red"));
    size_t n = harness_fail_each_alloc(op_reveal, r);
    assert_true(n >= 8); /* the view's, the tracker's four, the log's, the events', texts */
    wg_roster_free(r);
    wg_catalog_free(c);
    assert_int_equal(harness_live(), 0);
}

/* The shipped roster and its events file (test_shipped_reveal_file). */
typedef struct shipped {
    const wg_roster *roster;
    const char *events;
} shipped;

static wg_status op_reveal_file(void *ctx)
{
    const shipped *s = ctx;
    wg_view *v = NULL;
    wg_reveal *t = NULL;
    wg_error err;
    wg_status st = wg_view_new(&v, s->roster, &err);
    if (st == WG_OK)
        st = wg_reveal_new(&t, v, &err);
    if (st == WG_OK)
        st = OOM_CALL(wg_reveal_apply_file(t, s->events, &err));
    if (st != WG_OK)
        assert_string_equal(err.message, "out of memory");
    else
        assert_int_equal(wg_reveal_revelation_count(t), 4);
    wg_reveal_free(t);
    wg_view_free(v);
    return st;
}

/* Reading an events file: every allocation failure is WG_ENOMEM, and the
 * tracker is left as it was. */
static void test_alloc_failures_file(void **state)
{
    (void)state;
    char book[1024], list[1024], events[1024];
    wg_catalog *c = NULL;
    wg_roster *r = NULL;
    source_path(book, sizeof book, "data/catalogs/example-kingdom.json");
    source_path(list, sizeof list, "data/rosters/hidden/twins-labelled.json");
    source_path(events, sizeof events, "data/rosters/hidden/twins-labelled-reveal.json");
    assert_int_equal(wg_catalog_load_file(&c, book, NULL), WG_OK);
    assert_int_equal(wg_roster_load_file(&r, c, list, NULL), WG_OK);
    shipped s = {r, events};
    assert_true(harness_fail_each_alloc(op_reveal_file, &s) >= 3); /* text, document, events */
    wg_roster_free(r);
    wg_catalog_free(c);
    assert_int_equal(harness_live(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_charge_reveals),
        cmocka_unit_test(test_rune_revealed_sibling_hidden),
        cmocka_unit_test(test_same_item_twice),
        cmocka_unit_test(test_magic_shield_used_as_shield),
        cmocka_unit_test(test_plain_item_reveals_nothing),
        cmocka_unit_test(test_refused_uses_change_nothing),
        cmocka_unit_test(test_reveal_view),
        cmocka_unit_test(test_readers_out_of_range),
        cmocka_unit_test(test_use_names),
        cmocka_unit_test(test_apply_events),
        cmocka_unit_test(test_bad_events_change_nothing),
        cmocka_unit_test(test_shipped_reveal_file),
        cmocka_unit_test(test_violations_json),
        cmocka_unit_test(test_alloc_failures),
        cmocka_unit_test(test_alloc_failures_file),
    };
    return cmocka_run_group_tests_name("hidden_reveal", tests, harness_setup, harness_teardown);
}
