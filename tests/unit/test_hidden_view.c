/* The open and hidden views of a roster (rules H1-H3): what the opponent
 * sees of each unit, and what the hidden part holds. Twins: test_hidden_twins.c. */
#include "test_hidden_common.h"

#define HEAD(view) "{\"format\": \"wargen-view/1\", \"view\": \"" view "\", " \
                   "\"catalog\": \"hidden-book\", \"points\": 2000, \"units\": "

/* H3 decision: a hidden item with no mundane type (a talisman, a gift)
 * leaves no trace in the open part; the hidden part lists it. */
static void test_no_mundane_type_no_trace(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "captain", 1, NULL, ITEMS("talisman", "gift"));
    wg_view *v = hb_view(r);
    wg_view_unit u;
    assert_int_equal(wg_view_unit_at(&u, v, 0, NULL), WG_OK);
    assert_int_equal(u.equipment_count, 0);
    assert_int_equal(u.hidden_item_count, 2);
    assert_null(wg_view_equipment_at(v, 0, 0));
    expect_view_json(v, WG_VIEW_KIND_OPEN, HEAD("open")
        "[{\"unit\": 0, \"label\": null, \"entry\": \"captain\", \"name\": \"Captain\", "
        "\"category\": \"heroes\", \"models\": 1, \"general\": false, \"options\": [], "
        "\"equipment\": []}]}");
    expect_view_json(v, WG_VIEW_KIND_HIDDEN, HEAD("hidden")
        "[{\"unit\": 0, \"label\": null, \"items\": [\"talisman\", \"gift\"]}]}");
    wg_view_free(v);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* H3 decision and docs/FORMATS.md's rune: runes of one unit with the same mundane
 * type are one runic item, one equipment entry; a rune of another type is
 * another entry; the types are sorted. */
static void test_runes_one_entry_per_type(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "captain", 1, NULL, ITEMS("fury", "might", "iron"));
    wg_view *v = hb_view(r);
    assert_string_equal(wg_view_equipment_at(v, 0, 0), "armour");
    assert_string_equal(wg_view_equipment_at(v, 0, 1), "great weapon");
    assert_null(wg_view_equipment_at(v, 0, 2));
    assert_string_equal(wg_view_hidden_item_at(v, 0, 0), "fury");
    assert_string_equal(wg_view_hidden_item_at(v, 0, 2), "iron");
    assert_null(wg_view_hidden_item_at(v, 0, 3));
    expect_view_json(v, WG_VIEW_KIND_OPEN, HEAD("open")
        "[{\"unit\": 0, \"label\": null, \"entry\": \"captain\", \"name\": \"Captain\", "
        "\"category\": \"heroes\", \"models\": 1, \"general\": false, \"options\": [], "
        "\"equipment\": [\"armour\", \"great weapon\"]}]}");
    expect_view_json(v, WG_VIEW_KIND_HIDDEN, HEAD("hidden")
        "[{\"unit\": 0, \"label\": null, \"items\": [\"fury\", \"might\", \"iron\"]}]}");
    wg_view_free(v);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* H3 decision with many types (more than a short list's sort takes): each
 * type once, sorted by byte value. */
static void test_many_equipment_types(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    char ids[12][8], types[12][16];
    const char *carried[14];
    for (int k = 0; k < 12; k++) {
        snprintf(ids[k], sizeof ids[k], "t%d", k);
        snprintf(types[k], sizeof types[k], "type %c", 'l' - k); /* "type l" down to "type a" */
        wg_item_entry it = {ids[k], ids[k], 2, 2, WG_ITEM_LIST_ARMY, types[k], .rune = false};
        assert_int_equal(wg_catalog_add_item(c, &it, NULL), WG_OK);
        carried[k] = ids[k];
    }
    carried[12] = "t3"; /* a second copy: still one entry */
    carried[13] = NULL;
    wg_roster *r = hb_roster(c);
    hb_unit(r, "knights", 5, NULL, carried);
    wg_view *v = hb_view(r);
    wg_view_unit u;
    assert_int_equal(wg_view_unit_at(&u, v, 0, NULL), WG_OK);
    assert_int_equal(u.equipment_count, 12);
    assert_int_equal(u.hidden_item_count, 13);
    for (size_t k = 0; k < 12; k++) {
        char want[16];
        snprintf(want, sizeof want, "type %c", (int)('a' + k));
        assert_string_equal(wg_view_equipment_at(v, 0, k), want);
    }
    wg_view_free(v);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* H2, H3 decision: plain equipment (list mundane) is open, and is no
 * hidden content: a unit with only plain items is not in the hidden view.
 * The open view lists a unit's equipment as one list, each text once,
 * sorted: plain items by name (two Spears: one "Spear") and hidden ones by
 * mundane type. The open view shows options and the General (H1), no
 * points but the limit. */
static void test_plain_items_open(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    wg_roster_unit cap = {"captain", 1, true, false, WG_CATEGORY_LORDS, NULL, false, 0};
    assert_int_equal(wg_roster_add_unit(NULL, r, &cap, NULL), WG_OK);
    size_t s = hb_unit(r, "spearmen", 20, "left", ITEMS("spear", "sword", "spear"));
    assert_int_equal(wg_roster_add_option(r, s, "standard", NULL), WG_OK);
    assert_int_equal(wg_roster_add_option(r, s, "shields", NULL), WG_OK);
    wg_view *v = hb_view(r);
    /* the hidden view: the spearmen alone, for their sword (H2) */
    assert_int_equal(wg_view_hidden_unit_count(v), 1);
    wg_view_unit h = {.unit = 7};
    assert_int_equal(wg_view_hidden_unit_at(&h, v, 0, NULL), WG_OK);
    assert_int_equal(h.unit, 1);
    assert_string_equal(h.label, "left");
    assert_false(h.hides);
    assert_int_equal(h.hides_in, WG_NONE);
    assert_int_equal(wg_view_hidden_item_count(v, 1), 1);
    assert_int_equal(h.hidden_item_count, 1);
    assert_string_equal(wg_view_hidden_item_at(v, 1, 0), "sword");
    assert_int_equal(wg_view_hidden_item_count(v, 0), 0);
    /* each list's count pairs with its _at and agrees with the unit's field */
    assert_int_equal(wg_view_option_count(v, 1), 2);
    assert_int_equal(wg_view_option_count(v, 1), h.option_count);
    assert_int_equal(wg_view_option_count(v, 0), 0);
    assert_string_equal(wg_view_option_at(v, 1, 1), "shields");
    assert_null(wg_view_option_at(v, 1, 2));
    assert_int_equal(wg_view_equipment_count(v, 1), 2);
    assert_int_equal(wg_view_equipment_count(v, 1), h.equipment_count);
    assert_string_equal(wg_view_equipment_at(v, 1, 0), "Spear");
    assert_string_equal(wg_view_equipment_at(v, 1, 1), "hand weapon");
    assert_null(wg_view_equipment_at(v, 1, 2));
    expect_view_json(v, WG_VIEW_KIND_OPEN, HEAD("open")
        "[{\"unit\": 0, \"label\": null, \"entry\": \"captain\", \"name\": \"Captain\", "
        "\"category\": \"heroes\", \"models\": 1, \"general\": true, \"options\": [], "
        "\"equipment\": []}, "
        "{\"unit\": 1, \"label\": \"left\", \"entry\": \"spearmen\", \"name\": \"Spearmen\", "
        "\"category\": \"core\", \"models\": 20, \"general\": false, "
        "\"options\": [\"standard\", \"shields\"], "
        "\"equipment\": [\"Spear\", \"hand weapon\"]}]}");
    expect_view_json(v, WG_VIEW_KIND_HIDDEN, HEAD("hidden")
        "[{\"unit\": 1, \"label\": \"left\", \"items\": [\"sword\"]}]}");
    wg_view_free(v);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* Issue 27's first leak, H3 decision: nothing in the open view tells a
 * plain item from a hidden one. A plain item named like a hidden item's
 * mundane type ("shield") shows as that one text, whether the unit carries
 * the plain one, the hidden one or both; and no key or order sets plain
 * items apart. */
static void test_no_key_tells_magic(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_item_entry plain = {"plain-shield", "shield", 2, 2, WG_ITEM_LIST_MUNDANE, "shield", .rune = false};
    assert_int_equal(wg_catalog_add_item(c, &plain, NULL), WG_OK);
    const char *const *carried[] = {ITEMS("plain-shield"), ITEMS("shield"),
                                    ITEMS("shield", "plain-shield", "talisman")};
    char *first = NULL;
    for (size_t k = 0; k < 3; k++) {
        wg_roster *r = hb_roster(c);
        hb_unit(r, "captain", 1, NULL, carried[k]);
        wg_view *v = hb_view(r);
        char *text = NULL;
        assert_int_equal(wg_view_to_json(&text, v, WG_VIEW_KIND_OPEN, NULL), WG_OK);
        assert_non_null(strstr(text, "\"equipment\": [\"shield\"]"));
        assert_null(strstr(text, "\"items\""));
        if (first == NULL)
            first = text;
        else {
            assert_string_equal(text, first);
            wg_free(text);
        }
        wg_view_free(v);
        wg_roster_free(r);
    }
    wg_free(first);
    wg_catalog_free(c);
}

/* R7 in the open view: a moved unit shows the category it is taken in. */
static void test_moved_unit_category(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    wg_roster_unit cap = {"captain", 1, false, true, WG_CATEGORY_LORDS, NULL, false, 0};
    assert_int_equal(wg_roster_add_unit(NULL, r, &cap, NULL), WG_OK);
    wg_view *v = hb_view(r);
    wg_view_unit u;
    assert_int_equal(wg_view_unit_at(&u, v, 0, NULL), WG_OK);
    assert_int_equal(u.category, WG_CATEGORY_LORDS);
    assert_string_equal(u.entry, "captain");
    assert_string_equal(u.name, "Captain");
    expect_view_json(v, WG_VIEW_KIND_OPEN, HEAD("open")
        "[{\"unit\": 0, \"label\": null, \"entry\": \"captain\", \"name\": \"Captain\", "
        "\"category\": \"lords\", \"models\": 1, \"general\": false, \"options\": [], "
        "\"equipment\": []}]}");
    expect_view_json(v, WG_VIEW_KIND_HIDDEN, HEAD("hidden") "[]}");
    wg_view_free(v);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* H1 decision: a secret unit (an Assassin) is open with its equipment; only
 * which unit it hides in is hidden: no hides_in in the open view, and the
 * unit is in the hidden view with it even without hidden items. */
static void test_secret_unit_hides_in(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "spearmen", 20, NULL, NULL);
    wg_roster_unit a = {"assassin", 1, false, false, WG_CATEGORY_LORDS, NULL, true, 0};
    assert_int_equal(wg_roster_add_unit(NULL, r, &a, NULL), WG_OK);
    wg_view *v = hb_view(r);
    wg_view_unit u;
    assert_int_equal(wg_view_unit_at(&u, v, 1, NULL), WG_OK);
    assert_true(u.hides);
    assert_int_equal(u.hides_in, 0);
    /* the hidden view's one unit is it, with its position and no items */
    assert_int_equal(wg_view_hidden_unit_count(v), 1);
    wg_view_unit h;
    assert_int_equal(wg_view_hidden_unit_at(&h, v, 0, NULL), WG_OK);
    assert_int_equal(h.unit, 1);
    assert_true(h.hides);
    assert_int_equal(h.hides_in, 0);
    assert_int_equal(wg_view_hidden_item_count(v, 1), 0);
    /* a unit that does not hide has no position */
    assert_int_equal(wg_view_unit_at(&u, v, 0, NULL), WG_OK);
    assert_false(u.hides);
    assert_int_equal(u.hides_in, WG_NONE);
    expect_view_json(v, WG_VIEW_KIND_OPEN, HEAD("open")
        "[{\"unit\": 0, \"label\": null, \"entry\": \"spearmen\", \"name\": \"Spearmen\", "
        "\"category\": \"core\", \"models\": 20, \"general\": false, \"options\": [], "
        "\"equipment\": []}, "
        "{\"unit\": 1, \"label\": null, \"entry\": \"assassin\", \"name\": \"Assassin\", "
        "\"category\": \"heroes\", \"models\": 1, \"general\": false, \"options\": [], "
        "\"equipment\": []}]}");
    expect_view_json(v, WG_VIEW_KIND_HIDDEN, HEAD("hidden")
        "[{\"unit\": 1, \"label\": null, \"items\": [], \"hides_in\": 0}]}");
    wg_view_free(v);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* H1: a hides_in that is no unit of the roster, or a secret one, is refused,
   naming the unit. */
static void test_hides_in_out_of_range(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    wg_roster_unit a = {"assassin", 1, false, false, WG_CATEGORY_LORDS, NULL, true, 1};
    assert_int_equal(wg_roster_add_unit(NULL, r, &a, NULL), WG_OK);
    wg_view *v = (wg_view *)&v;
    wg_error err;
    assert_int_equal(wg_view_new(&v, r, &err), WG_EINVAL);
    assert_null(v);
    expect_arg_error(&err, WG_EINVAL, "unit 0 hides in unit 1, but the roster has 1 unit (H1)");
    /* and one that hides in another secret unit (the roster's own check) */
    wg_roster_unit b = {"assassin", 1, false, false, WG_CATEGORY_LORDS, NULL, true, 0};
    assert_int_equal(wg_roster_add_unit(NULL, r, &b, NULL), WG_OK);
    assert_int_equal(wg_view_new(&v, r, &err), WG_EINVAL);
    assert_null(v);
    expect_arg_error(&err, WG_EINVAL, "unit 0 hides in unit 1, of the secret entry \"assassin\": "
                                      "a secret unit hides in one that is not (H1)");
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* An empty roster has empty views (the limit only). */
static void test_empty_roster(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    wg_view *v = hb_view(r);
    assert_int_equal(wg_view_unit_count(v), 0);
    assert_int_equal(wg_view_hidden_unit_count(v), 0);
    assert_true(wg_view_valid(v));
    expect_view_json(v, WG_VIEW_KIND_OPEN, HEAD("open") "[]}");
    expect_view_json(v, WG_VIEW_KIND_HIDDEN, HEAD("hidden") "[]}");
    wg_view_free(v);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* Issue 30: a view's blocks are not cleared when made, so every field it
 * reads must have been written. With each block the library mallocs
 * filled with junk, and a view of a roster full of hidden content (items,
 * twins, assigned labels) made, written and freed just before, a small
 * roster's views are still exactly its own: nothing of another view, and
 * nothing a hidden roster hides, shows in them. */
static void test_no_stale_data(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *secret = hb_roster(c);
    for (int i = 0; i < 60; i++) {
        hb_unit(secret, "spearmen", 20, i % 7 ? NULL : "Spearmen 3",
                i % 2 ? ITEMS("red", "sword", "spear") : ITEMS("blue", "talisman"));
        hb_unit(secret, "captain", 1, NULL, i % 3 ? ITEMS("fury", "iron") : ITEMS("might", "iron"));
    }
    wg_roster *plain = hb_roster(c);
    hb_unit(plain, "spearmen", 20, NULL, ITEMS("spear", "spear"));
    hb_unit(plain, "spearmen", 20, NULL, ITEMS("spear"));
    hb_unit(plain, "knights", 5, "Lance", NULL);
    hb_unit(plain, "captain", 1, NULL, ITEMS("talisman"));
    harness_poison(true);
    for (int round = 0; round < 3; round++) {
        wg_view *s = hb_view(secret);
        char *open = NULL, *hidden = NULL;
        assert_int_equal(wg_view_to_json(&open, s, WG_VIEW_KIND_OPEN, NULL), WG_OK);
        assert_int_equal(wg_view_to_json(&hidden, s, WG_VIEW_KIND_HIDDEN, NULL), WG_OK);
        wg_free(open);
        wg_free(hidden);
        wg_view_free(s);
        wg_view *v = hb_view(plain);
        for (size_t u = 0; u < 4; u++) {
            wg_view_unit vu;
            assert_int_equal(wg_view_unit_at(&vu, v, u, NULL), WG_OK);
            assert_false(vu.twin);
            assert_false(vu.assigned);
            assert_int_equal(vu.hidden_item_count, u == 3);
            assert_int_equal(vu.equipment_count, u < 2);
        }
        expect_label(v, 0, NULL, false);
        expect_label(v, 2, "Lance", false);
        assert_int_equal(wg_view_hidden_unit_count(v), 1);
        assert_int_equal(wg_view_violation_count(v), 0);
        expect_view_json(v, WG_VIEW_KIND_OPEN, HEAD("open")
            "[{\"unit\": 0, \"label\": null, \"entry\": \"spearmen\", \"name\": \"Spearmen\", "
            "\"category\": \"core\", \"models\": 20, \"general\": false, \"options\": [], "
            "\"equipment\": [\"Spear\"]}, "
            "{\"unit\": 1, \"label\": null, \"entry\": \"spearmen\", \"name\": \"Spearmen\", "
            "\"category\": \"core\", \"models\": 20, \"general\": false, \"options\": [], "
            "\"equipment\": [\"Spear\"]}, "
            "{\"unit\": 2, \"label\": \"Lance\", \"entry\": \"knights\", \"name\": \"Knights\", "
            "\"category\": \"special\", \"models\": 5, \"general\": false, \"options\": [], "
            "\"equipment\": []}, "
            "{\"unit\": 3, \"label\": null, \"entry\": \"captain\", \"name\": \"Captain\", "
            "\"category\": \"heroes\", \"models\": 1, \"general\": false, \"options\": [], "
            "\"equipment\": []}]}");
        expect_view_json(v, WG_VIEW_KIND_HIDDEN, HEAD("hidden")
            "[{\"unit\": 3, \"label\": null, \"items\": [\"talisman\"]}]}");
        wg_view_free(v);
    }
    harness_poison(false);
    wg_roster_free(plain);
    wg_roster_free(secret);
    wg_catalog_free(c);
}

/* Arguments: NULLs, indexes out of range, unknown views; wg_view_free(NULL). */
static void test_arguments(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "knights", 5, NULL, NULL);
    wg_view *v = hb_view(r);
    wg_error err;
    wg_view_unit u = {.unit = 7};
    assert_int_equal(wg_view_unit_at(&u, v, 1, &err), WG_ENOTFOUND);
    expect_arg_error(&err, WG_ENOTFOUND, "no unit 1: there is 1");
    assert_int_equal(wg_view_unit_at(&u, v, WG_NONE, &err), WG_ENOTFOUND);
    assert_int_equal(wg_view_hidden_unit_at(&u, v, 0, &err), WG_ENOTFOUND);
    expect_arg_error(&err, WG_ENOTFOUND, "no hidden unit 0: there are 0");
    assert_int_equal(u.unit, 7);
    assert_int_equal(wg_view_new(NULL, r, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_view_new: NULL argument");
    char *text = NULL;
    assert_int_equal(wg_view_to_json(&text, v, WG_VIEW_KIND_COUNT, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "unknown view 2 (expected open or hidden)");
    assert_null(text);
    assert_null(wg_view_option_at(v, 1, 0));
    assert_null(wg_view_hidden_item_at(v, 0, 0));
    wg_view_kind kind = WG_VIEW_KIND_OPEN;
    assert_int_equal(wg_view_kind_parse(&kind, "hidden", NULL), WG_OK);
    assert_int_equal(kind, WG_VIEW_KIND_HIDDEN);
    assert_int_equal(wg_view_kind_parse(&kind, "closed", &err), WG_EINVAL);
    assert_int_equal(kind, WG_VIEW_KIND_HIDDEN);
    assert_string_equal(wg_view_kind_name(WG_VIEW_KIND_OPEN), "open");
    assert_null(wg_view_kind_name(WG_VIEW_KIND_COUNT));
    wg_view_free(NULL);
    wg_view_free(v);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* Every reader answers a NULL view and an index past the end with its
 * "nothing" (NULL, 0, false); the struct-form readers, wg_view_unit_at()
 * and wg_view_hidden_unit_at(), a NULL argument with WG_EINVAL and an index
 * past the end with WG_ENOTFOUND. */
static void test_nothing_past_the_end(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "knights", 5, NULL, NULL);
    wg_view *v = hb_view(r);
    wg_view_unit u;
    wg_error err;
    assert_int_equal(wg_view_unit_at(NULL, v, 0, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_view_unit_at: NULL argument");
    assert_int_equal(wg_view_unit_at(&u, NULL, 0, NULL), WG_EINVAL);
    assert_int_equal(wg_view_unit_at(&u, v, 1, NULL), WG_ENOTFOUND);
    assert_int_equal(wg_view_hidden_unit_at(NULL, v, 0, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_view_hidden_unit_at: NULL argument");
    assert_int_equal(wg_view_hidden_unit_at(&u, NULL, 0, NULL), WG_EINVAL);
    assert_int_equal(wg_view_hidden_unit_at(&u, v, wg_view_hidden_unit_count(v), NULL),
                     WG_ENOTFOUND);
    assert_int_equal(wg_view_unit_count(NULL), 0);
    assert_int_equal(wg_view_hidden_unit_count(NULL), 0);
    assert_int_equal(wg_view_violation_count(NULL), 0);
    assert_false(wg_view_valid(NULL));
    assert_true(wg_view_valid(v));
    assert_null(wg_view_violation_at(NULL, 0));
    assert_null(wg_view_violation_at(v, 0));
    const char *(*lists[])(const wg_view *, size_t, size_t) = {
        wg_view_option_at, wg_view_equipment_at, wg_view_hidden_item_at};
    size_t (*counts[])(const wg_view *, size_t) = {
        wg_view_option_count, wg_view_equipment_count, wg_view_hidden_item_count};
    for (size_t k = 0; k < sizeof lists / sizeof *lists; k++) {
        assert_null(lists[k](NULL, 0, 0));
        assert_null(lists[k](v, 1, 0));   /* no unit 1 */
        assert_null(lists[k](v, 0, 99));  /* unit 0 has fewer */
        assert_int_equal(counts[k](NULL, 0), 0);
        assert_int_equal(counts[k](v, 1), 0);
        assert_int_equal(counts[k](v, WG_NONE), 0);
        assert_null(lists[k](v, 0, counts[k](v, 0)));
    }
    wg_view_free(v);
    wg_roster_free(r);
    wg_catalog_free(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_mundane_type_no_trace),
        cmocka_unit_test(test_nothing_past_the_end),
        cmocka_unit_test(test_runes_one_entry_per_type),
        cmocka_unit_test(test_many_equipment_types),
        cmocka_unit_test(test_plain_items_open),
        cmocka_unit_test(test_no_key_tells_magic),
        cmocka_unit_test(test_moved_unit_category),
        cmocka_unit_test(test_secret_unit_hides_in),
        cmocka_unit_test(test_hides_in_out_of_range),
        cmocka_unit_test(test_empty_roster),
        cmocka_unit_test(test_no_stale_data),
        cmocka_unit_test(test_arguments),
    };
    return cmocka_run_group_tests_name("hidden_view", tests, harness_setup, harness_teardown);
}
