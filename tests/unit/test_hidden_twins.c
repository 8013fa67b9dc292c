/* Twins and their labels (rule H4 and its decision): units equal in the
 * open view but not in the hidden one, the labels assigned to them, and
 * clashing player labels. */
#include "test_hidden_common.h"

#define HEAD(view) "{\"format\": \"wargen-view/1\", \"view\": \"" view "\", " \
                   "\"catalog\": \"hidden-book\", \"points\": 2000, \"units\": "
#define SPEARMEN(u, label) "{\"unit\": " #u ", \"label\": " label ", \"entry\": \"spearmen\", " \
    "\"name\": \"Spearmen\", \"category\": \"core\", \"models\": 20, \"general\": false, " \
    "\"options\": [], "

static void expect_twin(const wg_view *v, size_t u, bool twin)
{
    wg_view_unit vu;
    assert_int_equal(wg_view_unit_at(&vu, v, u, NULL), WG_OK);
    if (vu.twin != twin)
        fail_msg("unit %zu: twin %d, want %d", u, vu.twin, twin);
}

/* H4: two units that differ only by a rune of the same mundane type are
 * twins (H3: both show "great weapon"), labelled "Spearmen 1" and "2". */
static void test_twins_differ_by_rune(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "spearmen", 20, NULL, ITEMS("fury"));
    hb_unit(r, "spearmen", 20, NULL, ITEMS("might"));
    wg_view *v = hb_view(r);
    expect_twin(v, 0, true);
    expect_twin(v, 1, true);
    expect_label(v, 0, "Spearmen 1", true);
    expect_label(v, 1, "Spearmen 2", true);
    assert_true(wg_view_valid(v));
    expect_view_json(v, WG_VIEW_KIND_OPEN, HEAD("open")
        "[" SPEARMEN(0, "\"Spearmen 1\"") "\"equipment\": [\"great weapon\"]}, "
        SPEARMEN(1, "\"Spearmen 2\"") "\"equipment\": [\"great weapon\"]}]}");
    expect_view_json(v, WG_VIEW_KIND_HIDDEN, HEAD("hidden")
        "[{\"unit\": 0, \"label\": \"Spearmen 1\", \"items\": [\"fury\"]}, "
        "{\"unit\": 1, \"label\": \"Spearmen 2\", \"items\": [\"might\"]}]}");
    wg_view_free(v);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* H4 decision: units equal in both views are no twins and need no label. */
static void test_hidden_parts_equal_no_label(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "spearmen", 20, NULL, ITEMS("sword", "talisman"));
    hb_unit(r, "spearmen", 20, NULL, ITEMS("talisman", "sword"));
    wg_view *v = hb_view(r);
    expect_twin(v, 0, false);
    expect_twin(v, 1, false);
    expect_label(v, 0, NULL, false);
    expect_label(v, 1, NULL, false);
    expect_view_json(v, WG_VIEW_KIND_OPEN, HEAD("open")
        "[" SPEARMEN(0, "null") "\"equipment\": [\"hand weapon\"]}, "
        SPEARMEN(1, "null") "\"equipment\": [\"hand weapon\"]}]}");
    expect_view_json(v, WG_VIEW_KIND_HIDDEN, HEAD("hidden")
        "[{\"unit\": 0, \"label\": null, \"items\": [\"sword\", \"talisman\"]}, "
        "{\"unit\": 1, \"label\": null, \"items\": [\"talisman\", \"sword\"]}]}");
    wg_view_free(v);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* H1/H4 decision, issue 27's fourth leak: where a secret unit hides is
 * never compared. Two Assassins are no twins and get no labels whether they
 * hide in the same unit or in two, and the open view is the same. */
static void test_secret_host_never_twins(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    char *open[2] = {NULL, NULL};
    for (size_t host = 0; host < 2; host++) {
        wg_roster *r = hb_roster(c);
        hb_unit(r, "spearmen", 20, "left", NULL);
        hb_unit(r, "spearmen", 20, "right", NULL);
        wg_roster_unit a = {"assassin", 1, false, false, WG_CATEGORY_LORDS, NULL, true, 0};
        assert_int_equal(wg_roster_add_unit(NULL, r, &a, NULL), WG_OK);
        a.hides_in = host;
        assert_int_equal(wg_roster_add_unit(NULL, r, &a, NULL), WG_OK);
        wg_view *v = hb_view(r);
        expect_twin(v, 2, false);
        expect_twin(v, 3, false);
        expect_label(v, 2, NULL, false);
        expect_label(v, 3, NULL, false);
        assert_int_equal(wg_view_to_json(&open[host], v, WG_VIEW_KIND_OPEN, NULL), WG_OK);
        wg_view_free(v);
        wg_roster_free(r);
    }
    assert_string_equal(open[0], open[1]);
    wg_free(open[0]);
    wg_free(open[1]);
    wg_catalog_free(c);
}

/* H4 decision: of three twins, the one with a player label keeps it; the
 * others are numbered in roster order. A talisman leaves no trace (H3), so
 * it makes a twin of a unit with the same banner. */
static void test_three_twins_one_label(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "spearmen", 20, NULL, ITEMS("blue"));
    hb_unit(r, "spearmen", 20, "red", ITEMS("red"));
    hb_unit(r, "spearmen", 20, NULL, ITEMS("blue", "talisman"));
    wg_view *v = hb_view(r);
    expect_label(v, 0, "Spearmen 1", true);
    expect_label(v, 1, "red", false);
    expect_label(v, 2, "Spearmen 2", true);
    expect_view_json(v, WG_VIEW_KIND_HIDDEN, HEAD("hidden")
        "[{\"unit\": 0, \"label\": \"Spearmen 1\", \"items\": [\"blue\"]}, "
        "{\"unit\": 1, \"label\": \"red\", \"items\": [\"red\"]}, "
        "{\"unit\": 2, \"label\": \"Spearmen 2\", \"items\": [\"blue\", \"talisman\"]}]}");
    wg_view_free(v);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* H4 decision and docs/FORMATS.md: numbers count over every assigned label of a
 * unit name, across groups of twins, in roster order, and skip a label any
 * unit already carries. Knights equal in both views get none. */
static void test_label_numbers_skip_taken(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "spearmen", 10, NULL, ITEMS("blue"));
    hb_unit(r, "spearmen", 20, NULL, ITEMS("fury"));
    hb_unit(r, "spearmen", 10, NULL, ITEMS("red"));
    hb_unit(r, "spearmen", 20, NULL, ITEMS("might"));
    hb_unit(r, "knights", 5, "Spearmen 2", NULL);
    hb_unit(r, "knights", 5, NULL, NULL);
    wg_view *v = hb_view(r);
    expect_label(v, 0, "Spearmen 1", true);
    expect_label(v, 1, "Spearmen 3", true);
    expect_label(v, 2, "Spearmen 4", true);
    expect_label(v, 3, "Spearmen 5", true);
    expect_label(v, 4, "Spearmen 2", false);
    expect_label(v, 5, NULL, false);
    expect_twin(v, 4, false);
    assert_int_equal(wg_view_hidden_unit_count(v), 4);
    wg_view_free(v);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* docs/FORMATS.md: the numbers count over the unit name, so two entries of the
 * same name share them. */
static void test_label_numbers_by_name(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "spearmen", 20, NULL, ITEMS("blue"));
    hb_unit(r, "militia", 20, NULL, ITEMS("fury"));
    hb_unit(r, "spearmen", 20, NULL, ITEMS("red"));
    hb_unit(r, "militia", 20, NULL, ITEMS("might"));
    wg_view *v = hb_view(r);
    expect_label(v, 0, "Spearmen 1", true);
    expect_label(v, 1, "Spearmen 2", true);
    expect_label(v, 2, "Spearmen 3", true);
    expect_label(v, 3, "Spearmen 4", true);
    wg_view_free(v);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* H4 decision, non-interference: units equal in the open part that carry
 * the same player label are the violation label-clash, naming them all,
 * whether their hidden parts differ (x: 0, 1 and 5) or not (z: 3 and 4):
 * whether they differ is hidden. The same label on a unit with another
 * open part (2) is no clash. Ordered by open part, then label. */
static void test_label_clash(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "spearmen", 20, "x", ITEMS("blue"));
    hb_unit(r, "spearmen", 20, "x", ITEMS("red"));
    hb_unit(r, "spearmen", 20, "x", ITEMS("sword"));
    hb_unit(r, "spearmen", 20, "z", ITEMS("blue"));
    hb_unit(r, "spearmen", 20, "z", ITEMS("blue"));
    hb_unit(r, "spearmen", 20, "x", ITEMS("red", "gift"));
    wg_view *v = hb_view(r);
    assert_false(wg_view_valid(v));
    assert_int_equal(wg_view_violation_count(v), 2);
    assert_null(wg_view_violation_at(v, 2));
    const char *want_text[2] = {
        "{\"code\": \"label-clash\", \"rule\": \"H4\", \"units\": [0, 1, 5], "
        "\"message\": \"units 0, 1 and 5 are equal in the open roster and carry the same "
        "label \\\"x\\\": each needs its own (H4)\"}",
        "{\"code\": \"label-clash\", \"rule\": \"H4\", \"units\": [3, 4], "
        "\"message\": \"units 3 and 4 are equal in the open roster and carry the same "
        "label \\\"z\\\": each needs its own (H4)\"}"};
    for (size_t k = 0; k < 2; k++) {
        char *text = NULL;
        assert_int_equal(wg_violation_to_json(&text, wg_view_violation_at(v, k), NULL), WG_OK);
        json_t *got = hb_parse(text);
        json_t *want = hb_parse(want_text[k]);
        if (!json_equal(got, want))
            fail_msg("violation %zu: %s", k, text);
        json_decref(got);
        json_decref(want);
        wg_free(text);
    }
    expect_label(v, 0, "x", false); /* kept as the player gave it */
    expect_label(v, 3, "z", false);
    wg_view_free(v);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* A clash of two twins only: "units 2 and 4". */
static void test_label_clash_two(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "knights", 5, NULL, NULL);
    hb_unit(r, "knights", 5, NULL, NULL);
    hb_unit(r, "captain", 1, "hero", ITEMS("iron"));
    hb_unit(r, "captain", 1, NULL, ITEMS("talisman"));
    hb_unit(r, "captain", 1, "hero", ITEMS("iron", "gift"));
    wg_view *v = hb_view(r);
    assert_int_equal(wg_view_violation_count(v), 1);
    const wg_violation *w = wg_view_violation_at(v, 0);
    assert_int_equal(w->unit_count, 2);
    assert_int_equal(w->units[0], 2);
    assert_int_equal(w->units[1], 4);
    assert_string_equal(w->message, "units 2 and 4 are equal in the open roster and carry the "
                                    "same label \"hero\": each needs its own (H4)");
    expect_label(v, 3, NULL, false); /* no equipment: not a twin of 2 and 4 */
    wg_view_free(v);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* Issue 13: 10,000 twins are labelled through to "Spearmen 10000" (the
 * grouping is by hash; a pairwise search would take 50 million steps). */
static void test_many_twins(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    for (int i = 0; i < 10000; i++)
        hb_unit(r, "spearmen", 20, NULL, i % 2 ? ITEMS("red") : ITEMS("blue"));
    wg_view *v = hb_view(r);
    expect_label(v, 0, "Spearmen 1", true);
    expect_label(v, 9999, "Spearmen 10000", true);
    assert_int_equal(wg_view_hidden_unit_count(v), 10000);
    wg_view_free(v);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* 186 units in 68 groups, more than the 16 the table of groups has room
 * for at first (issue 30: it grows with the groups, not the units): for
 * each size from 10 to 40 models, Spearmen, Militia (also named
 * "Spearmen") and Knights (5 to 10 models, so 6 groups) with a blue
 * banner; then the same with a red banner for the Spearmen and Militia,
 * which makes them twins, and a blue one again for the Knights, who stay
 * equal in both views. */
static wg_roster *many_groups(const wg_catalog *c)
{
    wg_roster *r = hb_roster(c);
    for (int pass = 0; pass < 2; pass++) {
        for (int m = 10; m <= 40; m++) {
            hb_unit(r, "spearmen", m, NULL, pass ? ITEMS("red") : ITEMS("blue"));
            hb_unit(r, "militia", m, NULL, pass ? ITEMS("red") : ITEMS("blue"));
            hb_unit(r, "knights", 5 + m % 6, NULL, ITEMS("blue"));
        }
    }
    return r;
}

/* H4 across a table of groups that grew three times: every Spearmen and Militia
 * unit is a twin, numbered over "Spearmen" in roster order; no Knights. */
static void test_many_groups(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = many_groups(c);
    wg_view *v = hb_view(r);
    for (size_t k = 0; k < 62; k++) {
        size_t u = k / 2 * 3 + k % 2; /* the k-th Spearmen or Militia */
        char want[32];
        snprintf(want, sizeof want, "Spearmen %zu", k + 1);
        expect_label(v, u, want, true);
        expect_twin(v, u, true);
        snprintf(want, sizeof want, "Spearmen %zu", 62 + k + 1);
        expect_label(v, 93 + u, want, true);
        expect_twin(v, 93 + u, true);
    }
    for (size_t u = 2; u < 186; u += 3) {
        expect_label(v, u, NULL, false);
        expect_twin(v, u, false);
    }
    assert_int_equal(wg_view_hidden_unit_count(v), 186);
    wg_view_free(v);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* The view of the roster in ctx and both its documents. */
static wg_status op_views(void *ctx)
{
    wg_view *v = NULL;
    char *open = NULL, *hidden = NULL;
    wg_error err;
    wg_status st = OOM_CALL(wg_view_new(&v, ctx, &err));
    if (st == WG_OK)
        st = OOM_CALL(wg_view_to_json(&open, v, WG_VIEW_KIND_OPEN, &err));
    if (st == WG_OK)
        st = OOM_CALL(wg_view_to_json(&hidden, v, WG_VIEW_KIND_HIDDEN, &err));
    if (st != WG_OK)
        assert_string_equal(err.message, "out of memory");
    wg_free(open);
    wg_free(hidden);
    wg_view_free(v);
    return st;
}

/* Every allocation failure is WG_ENOMEM and leaks nothing. */
static void test_alloc_failures(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = hb_roster(c);
    hb_unit(r, "spearmen", 20, "x", ITEMS("blue", "spear"));
    hb_unit(r, "spearmen", 20, "x", ITEMS("red", "spear"));
    hb_unit(r, "spearmen", 20, NULL, ITEMS("blue", "talisman", "spear"));
    hb_unit(r, "captain", 1, NULL, ITEMS("fury", "iron"));
    hb_unit(r, "captain", 1, NULL, ITEMS("might", "iron"));
    wg_roster_unit a = {"assassin", 1, false, false, WG_CATEGORY_LORDS, NULL, true, 3};
    assert_int_equal(wg_roster_add_unit(NULL, r, &a, NULL), WG_OK);
    size_t n = harness_fail_each_alloc(op_views, r);
    /* the view, its units, lists, keys and maps, one clash, three labels, two texts */
    assert_true(n >= 12);
    wg_roster_free(r);
    wg_catalog_free(c);
    assert_int_equal(harness_live(), 0);
}

/* The same when the table of groups grows (three times here). */
static void test_alloc_failures_many_groups(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    wg_roster *r = many_groups(c);
    harness_fail_each_alloc(op_views, r);
    wg_roster_free(r);
    wg_catalog_free(c);
    assert_int_equal(harness_live(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_twins_differ_by_rune),
        cmocka_unit_test(test_secret_host_never_twins),
        cmocka_unit_test(test_hidden_parts_equal_no_label),
        cmocka_unit_test(test_three_twins_one_label),
        cmocka_unit_test(test_label_numbers_skip_taken),
        cmocka_unit_test(test_label_numbers_by_name),
        cmocka_unit_test(test_label_clash),
        cmocka_unit_test(test_label_clash_two),
        cmocka_unit_test(test_many_twins),
        cmocka_unit_test(test_many_groups),
        cmocka_unit_test(test_alloc_failures),
        cmocka_unit_test(test_alloc_failures_many_groups),
    };
    return cmocka_run_group_tests_name("hidden_twins", tests, harness_setup, harness_teardown);
}
