/* roster module, catalogues (R2, R3, R4, R7, R8, R9, R10, R11; docs/FORMATS.md
 * `wargen-catalog/1`): categories, item lists, roster formats and prices, building a catalogue in
 * code with every argument check, and reading documents with exact error
 * locations. */
#include <math.h>

#include "test_roster_common.h"

/* ---- categories and sizes (R2, R12, R13) ------------------------------------------ */

/* R2: five categories, Lords and Heroes being the characters. */
static void test_category_names(void **state)
{
    (void)state;
    static const char *const NAMES[] = {"lords", "heroes", "core", "special", "rare"};
    assert_int_equal(WG_CATEGORY_COUNT, 5);
    for (int c = 0; c < WG_CATEGORY_COUNT; c++) {
        assert_string_equal(wg_category_name((wg_category)c), NAMES[c]);
        wg_category got = (wg_category)-1;
        assert_int_equal(wg_category_parse(&got, NAMES[c], NULL), WG_OK);
        assert_int_equal(got, c);
    }
    assert_null(wg_category_name((wg_category)5));
    assert_null(wg_category_name((wg_category)-1));
    /* R2: anything else is refused and leaves out unchanged */
    static const char *const BAD[] = {"Lords", "lord", "", "characters", " core"};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        wg_category got = WG_CATEGORY_RARE;
        wg_error err;
        assert_int_equal(wg_category_parse(&got, BAD[i], &err), WG_EINVAL);
        assert_int_equal(got, WG_CATEGORY_RARE);
        char want[200];
        snprintf(want, sizeof want, "unknown category \"%s\" (expected lords, heroes, core, "
                 "special or rare)", BAD[i]);
        expect_arg_error(&err, WG_EINVAL, want);
    }
    wg_category got = WG_CATEGORY_CORE;
    assert_int_equal(wg_category_parse(&got, NULL, NULL), WG_EINVAL);
    assert_int_equal(got, WG_CATEGORY_CORE);
}

/* R12, R13: below 1500 a Warband, from 4000 a Grand Army. */
static void test_roster_formats(void **state)
{
    (void)state;
    assert_int_equal(wg_roster_format_of(1), WG_ROSTER_FORMAT_WARBAND);
    assert_int_equal(wg_roster_format_of(1000), WG_ROSTER_FORMAT_WARBAND);
    assert_int_equal(wg_roster_format_of(1499), WG_ROSTER_FORMAT_WARBAND);
    assert_int_equal(wg_roster_format_of(1500), WG_ROSTER_FORMAT_STANDARD);
    assert_int_equal(wg_roster_format_of(2000), WG_ROSTER_FORMAT_STANDARD);
    assert_int_equal(wg_roster_format_of(3999), WG_ROSTER_FORMAT_STANDARD);
    assert_int_equal(wg_roster_format_of(4000), WG_ROSTER_FORMAT_GRAND_ARMY);
    assert_int_equal(wg_roster_format_of(1000000), WG_ROSTER_FORMAT_GRAND_ARMY);
    static const char *const NAMES[] = {"warband", "standard", "grand"};
    assert_int_equal(WG_ROSTER_FORMAT_COUNT, 3);
    for (int f = 0; f < WG_ROSTER_FORMAT_COUNT; f++) {
        assert_string_equal(wg_roster_format_name((wg_roster_format)f), NAMES[f]);
        wg_roster_format got = (wg_roster_format)-1;
        assert_int_equal(wg_roster_format_parse(&got, NAMES[f], NULL), WG_OK);
        assert_int_equal(got, f);
    }
    assert_null(wg_roster_format_name(WG_ROSTER_FORMAT_COUNT));
    assert_null(wg_roster_format_name((wg_roster_format)-1));
    static const char *const BAD[] = {"Grand", "grand army", "", "medium"};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        wg_roster_format got = WG_ROSTER_FORMAT_STANDARD;
        wg_error err;
        assert_int_equal(wg_roster_format_parse(&got, BAD[i], &err), WG_EINVAL);
        assert_int_equal(got, WG_ROSTER_FORMAT_STANDARD);
        char want[200];
        snprintf(want, sizeof want, "unknown roster format \"%s\" (expected warband, standard "
                 "or grand)", BAD[i]);
        expect_arg_error(&err, WG_EINVAL, want);
    }
    wg_roster_format got = WG_ROSTER_FORMAT_WARBAND;
    assert_int_equal(wg_roster_format_parse(&got, NULL, NULL), WG_EINVAL);
    assert_int_equal(got, WG_ROSTER_FORMAT_WARBAND);
}

/* The value at path (keys joined by '/') of a schema of data/schema. */
static json_int_t schema_number(json_t *schema, const char *path)
{
    char keys[256];
    snprintf(keys, sizeof keys, "%s", path);
    json_t *v = schema;
    for (char *k = strtok(keys, "/"); v && k; k = strtok(NULL, "/"))
        v = json_object_get(v, k);
    if (!json_is_integer(v))
        fail_msg("no integer at %s", path);
    return json_integer_value(v);
}

static json_t *schema(const char *name)
{
    char path[1024], relative[128];
    snprintf(relative, sizeof relative, "data/schema/%s", name);
    json_t *doc = json_load_file(source_path(path, sizeof path, relative), 0, NULL);
    assert_non_null(doc);
    return doc;
}

/* R1, R3, R11, H3, H4: the limits of wargen/roster.h are those of the
 * documents' schemas, so a catalogue or roster built in code reads back. */
static void test_limits_are_the_schemas(void **state)
{
    (void)state;
    json_t *cat = schema("wargen-catalog-1.schema.json");
    json_t *ros = schema("wargen-roster-1.schema.json");
    assert_int_equal(schema_number(ros, "properties/points/minimum"), WG_ROSTER_POINTS_MIN);
    assert_int_equal(schema_number(ros, "properties/points/maximum"), WG_ROSTER_POINTS_MAX);
    assert_int_equal(schema_number(ros, "$defs/unit/properties/models/maximum"),
                     WG_ROSTER_MODELS_MAX);
    assert_int_equal(schema_number(ros, "$defs/unit/properties/label/maxLength"),
                     WG_ROSTER_NAME_MAX);
    assert_int_equal(schema_number(ros, "$defs/id/maxLength"), WG_ROSTER_ID_MAX);
    assert_int_equal(schema_number(cat, "$defs/id/maxLength"), WG_ROSTER_ID_MAX);
    assert_int_equal(schema_number(cat, "$defs/name/maxLength"), WG_ROSTER_NAME_MAX);
    assert_int_equal(schema_number(cat, "$defs/unit/properties/models/properties/max/maximum"),
                     WG_ROSTER_MODELS_MAX);
    assert_int_equal(schema_number(cat, "$defs/unit/properties/max/maximum"),
                     WG_ROSTER_CHOICE_MAX);
    assert_int_equal(schema_number(cat, "$defs/item/properties/mundane/maxLength"),
                     WG_ROSTER_MUNDANE_MAX);
    assert_int_equal(schema_number(cat, "$defs/points/maximum"), WG_POINTS_MAX_COST);
    json_decref(cat);
    json_decref(ros);
}

/* H2: where an item comes from, by name both ways. */
static void test_item_list_names(void **state)
{
    (void)state;
    static const char *const NAMES[] = {"common", "army", "item-like", "mundane"};
    assert_int_equal(WG_ITEM_LIST_COUNT, 4);
    for (int l = 0; l < WG_ITEM_LIST_COUNT; l++) {
        assert_string_equal(wg_item_list_name((wg_item_list)l), NAMES[l]);
        wg_item_list got = (wg_item_list)-1;
        assert_int_equal(wg_item_list_parse(&got, NAMES[l], NULL), WG_OK);
        assert_int_equal(got, l);
    }
    assert_null(wg_item_list_name(WG_ITEM_LIST_COUNT));
    assert_null(wg_item_list_name((wg_item_list)-1));
    wg_item_list got = WG_ITEM_LIST_ARMY;
    wg_error err;
    assert_int_equal(wg_item_list_parse(&got, "itemlike", &err), WG_EINVAL);
    assert_int_equal(got, WG_ITEM_LIST_ARMY);
    expect_arg_error(&err, WG_EINVAL, "unknown item list \"itemlike\" (expected common, army, "
                     "item-like or mundane)");
}

/* R3, R4: points are multiples of 0.5; a price "A/B" is A for a Lord and B
 * for a Hero or a champion, both as half-points. */
static void test_prices(void **state)
{
    (void)state;
    static const struct { const char *text; int lord, other; } OK[] = {
        {"50/35", 100, 70}, {"32.5/20", 65, 40}, {"17.50/0.0", 35, 0}, {"0/0", 0, 0},
        {"100000/100000", 200000, 200000}};
    for (size_t i = 0; i < sizeof OK / sizeof OK[0]; i++) {
        wg_price p = {-1, -1};
        assert_int_equal(wg_price_parse(&p, OK[i].text, NULL), WG_OK);
        assert_int_equal(p.lord, OK[i].lord);
        assert_int_equal(p.other, OK[i].other);
    }
    static const char *const BAD[] = {"50", "50/", "/35", "50/35/20", " 50/35", "50 /35",
                                      "-5/3", "+5/3", "5.25/3", "5.5.5/3", "1e2/3", "0x10/3",
                                      "100000.5/1", "1/100001", "inf/1", "nan/1", "5/3 ", ""};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        wg_price p = {7, 8};
        wg_error err;
        assert_int_equal(wg_price_parse(&p, BAD[i], &err), WG_EINVAL);
        assert_int_equal(p.lord, 7);
        assert_int_equal(p.other, 8);
        char want[300];
        snprintf(want, sizeof want, "\"%s\" is not a price: a number, or \"A/B\" (A for a "
                 "Lord, B for a Hero or a champion; multiples of 0.5 up to 100000) (R4)",
                 BAD[i]);
        expect_arg_error(&err, WG_EINVAL, want);
    }
    wg_price p = {7, 8};
    assert_int_equal(wg_price_parse(&p, NULL, NULL), WG_EINVAL);
    assert_int_equal(wg_price_parse(NULL, "1/1", NULL), WG_EINVAL);

    int half = -1;
    assert_int_equal(wg_points_to_half(&half, 8.5, NULL), WG_OK);
    assert_int_equal(half, 17);
    assert_int_equal(wg_points_to_half(&half, 0, NULL), WG_OK);
    assert_int_equal(half, 0);
    assert_int_equal(wg_points_to_half(&half, 100000, NULL), WG_OK);
    assert_int_equal(half, 200000);
    wg_error err;
    half = 3;
    assert_int_equal(wg_points_to_half(&half, 8.25, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "a cost of 8.25 points is not a multiple of 0.5 (R3)");
    assert_int_equal(wg_points_to_half(&half, -0.5, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "a cost must be 0 to 100000 points, not -0.5");
    assert_int_equal(wg_points_to_half(&half, 100000.5, NULL), WG_EINVAL);
    assert_int_equal(wg_points_to_half(&half, NAN, NULL), WG_EINVAL);
    assert_int_equal(wg_points_to_half(&half, INFINITY, NULL), WG_EINVAL);
    assert_int_equal(half, 3);
    assert_int_equal(wg_points_to_half(NULL, 1, NULL), WG_EINVAL);
}

/* ---- building in code ------------------------------------------------------------ */

static void test_catalog_new(void **state)
{
    (void)state;
    wg_catalog *c = NULL;
    wg_error err;
    assert_int_equal(wg_catalog_new(&c, "book", "The Book", &err), WG_OK);
    assert_string_equal(wg_catalog_id(c), "book");
    assert_string_equal(wg_catalog_name(c), "The Book");
    assert_int_equal(c->n_units, 0);
    assert_int_equal(c->n_items, 0);
    wg_catalog_free(c);
    wg_catalog_free(NULL);

    /* an id of 1 to 64 lowercase letters and digits in words joined by
     * hyphens, as in a document, and a name of 1 to 200 characters */
    char id64[65], id65[66], name200[201], name201[202];
    memset(id64, 'i', 64);
    id64[64] = '\0';
    memset(id65, 'i', 65);
    id65[65] = '\0';
    memset(name200, 'n', 200);
    name200[200] = '\0';
    memset(name201, 'n', 201);
    name201[201] = '\0';
    assert_int_equal(wg_catalog_new(&c, id64, name200, &err), WG_OK);
    assert_string_equal(wg_catalog_id(c), id64);
    assert_string_equal(wg_catalog_name(c), name200);
    wg_catalog_free(c);
    assert_int_equal(wg_catalog_new(&c, "x", "y", NULL), WG_OK);
    wg_catalog_free(c);
    assert_int_equal(wg_catalog_new(&c, "old-world-2", "y", NULL), WG_OK);
    wg_catalog_free(c);

    const char *bad[][2] = {{id65, "n"}, {"i", name201}, {"", "n"}, {"i", ""}, {NULL, "n"},
                            {"i", NULL}, {"Book", "n"}, {"a b", "n"}, {"a--b", "n"},
                            {"-a", "n"}, {"a-", "n"}, {"a_b", "n"}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        c = (wg_catalog *)&c;
        assert_int_equal(wg_catalog_new(&c, bad[i][0], bad[i][1], &err), WG_EINVAL);
        assert_null(c);
        expect_arg_error(&err, WG_EINVAL, "a catalogue needs an id of 1 to 64 lowercase "
                         "letters and digits in words joined by hyphens and a name of 1 to 200 "
                         "characters");
    }
    assert_int_equal(wg_catalog_new(NULL, "i", "n", &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_catalog_new: out is NULL");
}

/* A unit entry that must be refused with WG_EINVAL and message, leaving the
 * catalogue as it was. */
static void expect_unit_refused(wg_catalog *c, const wg_unit_entry *u, const char *message)
{
    size_t before = c->n_units;
    wg_error err;
    assert_int_equal(wg_catalog_add_unit(c, u, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, message);
    assert_int_equal(c->n_units, before);
}

/* R2, R3, R7, R10, R11: unit entries, copied, and every impossible number refused. */
static void test_catalog_add_unit(void **state)
{
    (void)state;
    wg_catalog *c = NULL;
    assert_int_equal(wg_catalog_new(&c, "book", "Book", NULL), WG_OK);
    char id[] = "spearmen", name[] = "Spearmen";
    wg_unit_entry u = {id, name, WG_CATEGORY_CORE, 10, 40, 110, 11, .moves_to =
                       CAT(WG_CATEGORY_SPECIAL) | CAT(WG_CATEGORY_RARE), .max = 2,
                       .unique = true, .one_per_army = true, .war_machine = true};
    wg_error err;
    assert_int_equal(wg_catalog_add_unit(c, &u, &err), WG_OK);
    /* copied: the caller's strings may change */
    strcpy(id, "changed!");
    strcpy(name, "Changed!");
    assert_int_equal(c->n_units, 1);
    const wg_unit_entry *got = &c->units[0].e;
    assert_string_equal(got->id, "spearmen");
    assert_string_equal(got->name, "Spearmen");
    assert_int_equal(got->category, WG_CATEGORY_CORE);
    assert_int_equal(got->min_models, 10);
    assert_int_equal(got->max_models, 40);
    assert_int_equal(got->cost, 110);
    assert_int_equal(got->per_model, 11);
    assert_int_equal(got->max, 2);
    assert_int_equal(got->moves_to, CAT(WG_CATEGORY_SPECIAL) | CAT(WG_CATEGORY_RARE));
    assert_true(got->unique && got->one_per_army && got->war_machine && !got->can_be_general);
    assert_int_equal(wgi_catalog_find_unit(c, "spearmen"), 0);
    assert_int_equal(wgi_catalog_find_unit(c, "changed!"), -1);

    /* the boundaries that are allowed */
    wg_unit_entry edge = {"edge", "Edge", WG_CATEGORY_RARE, 1, 1, 0, 0, .max = 0};
    assert_int_equal(wg_catalog_add_unit(c, &edge, NULL), WG_OK);
    edge = (wg_unit_entry){"edge2", "Edge", WG_CATEGORY_LORDS, 100000, 100000, 200000, 200000,
                           .max = 100, .moves_to = CAT(5) - 1 - CAT(WG_CATEGORY_LORDS),
                           .can_be_general = true};
    assert_int_equal(wg_catalog_add_unit(c, &edge, NULL), WG_OK);
    assert_int_equal(c->n_units, 3);
    assert_true(c->units[2].e.can_be_general);

    /* a repeated id */
    wg_unit_entry b = {"spearmen", "Other", WG_CATEGORY_CORE, 1, 1, 2, 0, .max = 0};
    expect_unit_refused(c, &b, "unit entry \"spearmen\" is already in the catalogue");
    /* texts */
    static const char *const TEXT = "a unit entry needs an id of 1 to 64 lowercase letters and digits in words joined by hyphens and a name of 1 to 200 "
                                    "characters";
    char long_id[102], long_name[202];
    memset(long_id, 'x', 101);
    long_id[101] = '\0';
    memset(long_name, 'x', 201);
    long_name[201] = '\0';
    const char *ids[] = {NULL, "", long_id, "ok", "ok", "ok"};
    const char *names[] = {"N", "N", "N", NULL, "", long_name};
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        b = (wg_unit_entry){ids[i], names[i], WG_CATEGORY_CORE, 1, 1, 2, 0, .max = 0};
        expect_unit_refused(c, &b, TEXT);
    }
    /* R2: the category */
    b = (wg_unit_entry){"b", "B", (wg_category)5, 1, 1, 2, 0, .max = 0};
    expect_unit_refused(c, &b, "unit entry \"b\": unknown category 5");
    b.category = (wg_category)-1;
    expect_unit_refused(c, &b, "unit entry \"b\": unknown category -1");
    /* R7: moved to its own category; R9: a General that is not a character */
    b = (wg_unit_entry){"b", "B", WG_CATEGORY_SPECIAL, 1, 1, 2, 0,
                        .moves_to = CAT(WG_CATEGORY_CORE) | CAT(WG_CATEGORY_SPECIAL)};
    expect_unit_refused(c, &b, "unit entry \"b\": moves_to names the unit's own category (R7)");
    for (wg_category k = WG_CATEGORY_CORE; k <= WG_CATEGORY_RARE; k++) {
        b = (wg_unit_entry){"b", "B", k, 1, 1, 2, 0, .can_be_general = true};
        expect_unit_refused(c, &b, "unit entry \"b\": only a character (lords, heroes) can be "
                            "the General (R9)");
    }
    /* R3: models */
    b = (wg_unit_entry){"b", "B", WG_CATEGORY_CORE, 0, 1, 2, 0, .max = 0};
    expect_unit_refused(c, &b, "unit entry \"b\": models 0 to 1 are not 1 <= min <= max <= 100000");
    b.min_models = 10;
    b.max_models = 9;
    expect_unit_refused(c, &b, "unit entry \"b\": models 10 to 9 are not 1 <= min <= max <= "
                        "100000");
    b.min_models = 1;
    b.max_models = 100001;
    expect_unit_refused(c, &b, "unit entry \"b\": models 1 to 100001 are not 1 <= min <= max "
                        "<= 100000");
    b.max_models = -3;
    expect_unit_refused(c, &b, "unit entry \"b\": models 1 to -3 are not 1 <= min <= max <= "
                        "100000");
    /* R3: costs (half-points, 0 to 2,000,000) and R11: the X of 0-X */
    static const char *const RANGE = "unit entry \"b\": a cost or max is out of range";
    b = (wg_unit_entry){"b", "B", WG_CATEGORY_CORE, 1, 1, -1, 0, .max = 0};
    expect_unit_refused(c, &b, RANGE);
    b.cost = 2000001;
    expect_unit_refused(c, &b, RANGE);
    b.cost = 2;
    b.per_model = -1;
    expect_unit_refused(c, &b, RANGE);
    b.per_model = 2000001;
    expect_unit_refused(c, &b, RANGE);
    b.per_model = 0;
    b.max = -1;
    expect_unit_refused(c, &b, RANGE);
    b.max = 100001;
    expect_unit_refused(c, &b, RANGE);
    b.max = 0;
    /* R7: moves_to names categories */
    b.moves_to = CAT(5);
    expect_unit_refused(c, &b, "unit entry \"b\": moves_to names no category");
    b.moves_to = 0x80000000u;
    expect_unit_refused(c, &b, "unit entry \"b\": moves_to names no category");
    /* NULL arguments */
    assert_int_equal(wg_catalog_add_unit(c, NULL, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_catalog_add_unit: NULL argument");
    assert_int_equal(wg_catalog_add_unit(NULL, &u, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_catalog_add_unit: NULL argument");
    assert_int_equal(c->n_units, 3);
    /* and a good one still goes in after all that */
    b.moves_to = 0;
    assert_int_equal(wg_catalog_add_unit(c, &b, NULL), WG_OK);
    assert_int_equal(c->n_units, 4);
    wg_catalog_free(c);
}

static void expect_option_refused(wg_catalog *c, const char *unit, const wg_option_entry *o,
                                  wg_status code, const char *message)
{
    long at = wgi_catalog_find_unit(c, unit);
    size_t before = at >= 0 ? c->units[at].n_options : 0;
    wg_error err;
    assert_int_equal(wg_catalog_add_option(c, unit, o, &err), code);
    expect_arg_error(&err, code, message);
    if (at >= 0)
        assert_int_equal(c->units[at].n_options, before);
}

/* R3, R4: options of unit entries. */
static void test_catalog_add_option(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    char id[] = "bows", name[] = "Bows";
    wg_option_entry o = {id, name, 3, 4, true};
    assert_int_equal(wg_catalog_add_option(c, "spearmen", &o, NULL), WG_OK);
    strcpy(id, "xxxx");
    strcpy(name, "Xxxx");
    const cat_unit *sp = &c->units[TB_SPEARMEN];
    assert_int_equal(sp->n_options, 4);
    assert_string_equal(sp->options[3].id, "bows");
    assert_string_equal(sp->options[3].name, "Bows");
    assert_int_equal(sp->options[3].cost, 3);
    assert_int_equal(sp->options[3].per_model, 4);
    assert_true(sp->options[3].champion);
    assert_int_equal(wgi_catalog_find_option(sp, "bows"), 3);
    /* the same option id in another entry is another option */
    wg_option_entry shields = {"shields", "Shields", 0, 2, false};
    assert_int_equal(wg_catalog_add_option(c, "lord", &shields, NULL), WG_OK);
    assert_int_equal(c->units[TB_LORD].n_options, 3);
    /* boundaries allowed: 0 and 100,000 points */
    wg_option_entry big = {"big", "Big", 200000, 200000, false};
    assert_int_equal(wg_catalog_add_option(c, "lord", &big, NULL), WG_OK);
    wg_option_entry free_option = {"free", "Free", 0, 0, false};
    assert_int_equal(wg_catalog_add_option(c, "lord", &free_option, NULL), WG_OK);
    assert_int_equal(c->units[TB_LORD].n_options, 5);

    /* WG_ENOTFOUND: no such unit entry */
    wg_option_entry ok = {"ok", "Ok", 2, 0, false};
    expect_option_refused(c, "nobody", &ok, WG_ENOTFOUND,
                          "catalogue \"test-book\" has no unit entry \"nobody\"");
    expect_option_refused(c, NULL, &ok, WG_ENOTFOUND,
                          "catalogue \"test-book\" has no unit entry \"\"");
    /* WG_EINVAL: a repeated id in that entry, texts, negative or absurd costs */
    wg_option_entry again = {"shields", "Shields again", 0, 0, false};
    expect_option_refused(c, "spearmen", &again, WG_EINVAL,
                          "unit entry \"spearmen\" already has option \"shields\"");
    static const char *const TEXT = "an option needs an id of 1 to 64 lowercase letters and digits in words joined by hyphens and a name of 1 to 200 "
                                    "characters";
    wg_option_entry t = {"", "N", 0, 0, false};
    expect_option_refused(c, "spearmen", &t, WG_EINVAL, TEXT);
    t = (wg_option_entry){NULL, "N", 0, 0, false};
    expect_option_refused(c, "spearmen", &t, WG_EINVAL, TEXT);
    t = (wg_option_entry){"i", "", 0, 0, false};
    expect_option_refused(c, "spearmen", &t, WG_EINVAL, TEXT);
    t = (wg_option_entry){"i", NULL, 0, 0, false};
    expect_option_refused(c, "spearmen", &t, WG_EINVAL, TEXT);
    static const char *const RANGE = "option \"neg\": a cost is out of range";
    wg_option_entry neg = {"neg", "Neg", -1, 0, false};
    expect_option_refused(c, "spearmen", &neg, WG_EINVAL, RANGE);
    neg = (wg_option_entry){"neg", "Neg", 0, -1, false};
    expect_option_refused(c, "spearmen", &neg, WG_EINVAL, RANGE);
    neg = (wg_option_entry){"neg", "Neg", 2000001, 0, false};
    expect_option_refused(c, "spearmen", &neg, WG_EINVAL, RANGE);
    neg = (wg_option_entry){"neg", "Neg", 0, 2000001, false};
    expect_option_refused(c, "spearmen", &neg, WG_EINVAL, RANGE);
    /* NULL arguments */
    wg_error err;
    assert_int_equal(wg_catalog_add_option(c, "spearmen", NULL, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_catalog_add_option: NULL argument");
    assert_int_equal(wg_catalog_add_option(NULL, "spearmen", &ok, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_catalog_add_option: NULL argument");
    assert_int_equal(c->units[TB_SPEARMEN].n_options, 4);
    wg_catalog_free(c);
}

static void expect_item_refused(wg_catalog *c, const wg_item_entry *it, const char *message)
{
    size_t before = c->n_items;
    wg_error err;
    assert_int_equal(wg_catalog_add_item(c, it, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, message);
    assert_int_equal(c->n_items, before);
}

/* R4, R10, H2: items with one or two prices, their list and flags. */
static void test_catalog_add_item(void **state)
{
    (void)state;
    wg_catalog *c = NULL;
    assert_int_equal(wg_catalog_new(&c, "book", "Book", NULL), WG_OK);
    char id[] = "sword", name[] = "Sword", mundane[] = "hand weapon";
    wg_item_entry it = {id, name, 100, 70, WG_ITEM_LIST_ARMY, mundane, true, true, false};
    assert_int_equal(wg_catalog_add_item(c, &it, NULL), WG_OK);
    strcpy(id, "xxxxx");
    strcpy(name, "Xxxxx");
    strcpy(mundane, "xxxxxxxxxxx");
    assert_int_equal(c->n_items, 1);
    const wg_item_entry *got = &c->items[0];
    assert_string_equal(got->id, "sword");
    assert_string_equal(got->name, "Sword");
    assert_string_equal(got->mundane, "hand weapon");
    assert_int_equal(got->lord_cost, 100);
    assert_int_equal(got->other_cost, 70);
    assert_int_equal(got->list, WG_ITEM_LIST_ARMY);
    assert_true(got->unique && got->one_per_army);
    assert_int_equal(wgi_catalog_find_item(c, "sword"), 0);
    assert_int_equal(wgi_catalog_find_item(c, "xxxxx"), -1);
    assert_int_equal(wgi_catalog_find_item(c, NULL), -1);
    /* no mundane type; every list; 0 and 100,000 points */
    for (int list = WG_ITEM_LIST_COMMON; list <= WG_ITEM_LIST_MUNDANE; list++) {
        char lid[8];
        snprintf(lid, sizeof lid, "l%d", list);
        wg_item_entry x = {lid, "X", 0, 200000, (wg_item_list)list, NULL, false, false, false};
        assert_int_equal(wg_catalog_add_item(c, &x, NULL), WG_OK);
        assert_null(c->items[c->n_items - 1].mundane);
        assert_int_equal(c->items[c->n_items - 1].list, list);
    }
    assert_int_equal(c->n_items, 5);

    wg_item_entry b = {"sword", "Again", 2, 2, WG_ITEM_LIST_COMMON, NULL, false, false, false};
    expect_item_refused(c, &b, "item \"sword\" is already in the catalogue");
    static const char *const TEXT = "an item needs an id of 1 to 64 lowercase letters and digits in words "
                                    "joined by hyphens, a name of 1 to 200 characters and any "
                                    "mundane type of 1 to 100";
    char long_text[202];
    memset(long_text, 'x', 201);
    long_text[201] = '\0';
    const char *texts[][3] = {{"", "N", NULL}, {NULL, "N", NULL}, {"i", "", NULL},
                              {"i", NULL, NULL}, {"i", "N", ""}, {"i", "N", long_text},
                              {"i", long_text, NULL}};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        b = (wg_item_entry){texts[i][0], texts[i][1], 2, 2, WG_ITEM_LIST_COMMON, texts[i][2],
                            false, false, false};
        expect_item_refused(c, &b, TEXT);
    }
    static const char *const RANGE = "item \"b\": a cost or its list is out of range";
    b = (wg_item_entry){"b", "B", -1, 2, WG_ITEM_LIST_COMMON, NULL, false, false, false};
    expect_item_refused(c, &b, RANGE);
    b.lord_cost = 2;
    b.other_cost = -1;
    expect_item_refused(c, &b, RANGE);
    b.other_cost = 2000001;
    expect_item_refused(c, &b, RANGE);
    b.other_cost = 2;
    b.lord_cost = 2000001;
    expect_item_refused(c, &b, RANGE);
    b.lord_cost = 2;
    b.list = (wg_item_list)4;
    expect_item_refused(c, &b, RANGE);
    b.list = (wg_item_list)-1;
    expect_item_refused(c, &b, RANGE);
    wg_error err;
    assert_int_equal(wg_catalog_add_item(c, NULL, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_catalog_add_item: NULL argument");
    assert_int_equal(wg_catalog_add_item(NULL, &it, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_catalog_add_item: NULL argument");
    assert_int_equal(c->n_items, 5);
    wg_catalog_free(c);
}

/* ---- reading documents ------------------------------------------------------------ */

/* A catalogue document laid out one thing per line:
 *   line 1     {
 *   line 2       "format": "wargen-catalog/1",      line[0]
 *   line 3       "id": "test-book",                 line[1]
 *   line 4       "name": "Test Book",               line[2]
 *   line 5       "units": [
 *   line 6-8       units 0-2, at column 5           line[3..5]
 *   line 9       ],
 *   line 10      "items": [
 *   line 11-12     items 0-1, at column 5           line[6..7]
 *   line 13      ]
 *   line 14    }
 * A NULL line is the default below; "" leaves the line empty (a unit or an
 * item left out: the commas are written between the ones present). */
enum { L_FORMAT, L_ID, L_NAME, L_UNIT0, L_UNIT1, L_UNIT2, L_ITEM0, L_ITEM1, L_COUNT };

static const char *const DEFAULT_LINES[L_COUNT] = {
    "\"format\": \"wargen-catalog/1\",",
    "\"id\": \"test-book\",",
    "\"name\": \"Test Book\",",
    "{\"id\": \"lord\", \"name\": \"Lord\", \"category\": \"lords\", \"can_be_general\": true, "
    "\"models\": {\"min\": 1, \"max\": 1}, \"cost\": 100, \"options\": [{\"id\": \"horse\", "
    "\"name\": \"Horse\", \"cost\": 10}]}",
    "{\"id\": \"spearmen\", \"name\": \"Spearmen\", \"category\": \"core\", \"models\": "
    "{\"min\": 10, \"max\": 40}, \"cost\": 55, \"per_model\": 5.5, \"options\": [{\"id\": "
    "\"shields\", \"name\": \"Shields\", \"per_model\": 0.5}, {\"id\": \"champion\", \"name\": "
    "\"Sergeant\", \"cost\": 8, \"champion\": true}]}",
    "{\"id\": \"chariot\", \"name\": \"Chariot\", \"category\": \"special\", \"moves_to\": "
    "[\"core\", \"rare\"], \"war_machine\": true, \"max\": 2, \"unique\": true, "
    "\"one_per_army\": true, \"models\": {\"min\": 1, \"max\": 1}, \"cost\": 85}",
    "{\"id\": \"blade\", \"name\": \"Biting Blade\", \"cost\": \"50/32.5\", \"list\": "
    "\"common\", \"mundane\": \"hand weapon\"}",
    "{\"id\": \"banner\", \"name\": \"Banner\", \"cost\": 40.5, \"list\": \"army\", "
    "\"unique\": true, \"one_per_army\": true}",
};

typedef struct line_edit {
    int line;
    const char *text;
} line_edit;

/* The document with the edits (malloc'd). */
static char *cat_doc(const line_edit *edits, size_t n)
{
    const char *l[L_COUNT];
    for (int i = 0; i < L_COUNT; i++)
        l[i] = DEFAULT_LINES[i];
    for (size_t k = 0; k < n; k++)
        l[edits[k].line] = edits[k].text;
    size_t cap = 65536, len = 0;
    char *buf = malloc(cap);
    assert_non_null(buf);
    len += (size_t)snprintf(buf + len, cap - len, "{\n  %s\n  %s\n  %s\n  \"units\": [\n",
                            l[L_FORMAT], l[L_ID], l[L_NAME]);
    for (int group = 0; group < 2; group++) {
        int from = group ? L_ITEM0 : L_UNIT0, to = group ? L_ITEM1 : L_UNIT2;
        int last = -1;
        for (int i = from; i <= to; i++)
            if (l[i][0])
                last = i;
        for (int i = from; i <= to; i++)
            len += (size_t)snprintf(buf + len, cap - len, "    %s%s\n", l[i],
                                    l[i][0] && i != last ? "," : "");
        len += (size_t)snprintf(buf + len, cap - len, group ? "  ]\n}\n" : "  ],\n  \"items\": "
                                                                           "[\n");
    }
    assert_true(len < cap);
    return buf;
}

/* The line of the document a line edit lands on. */
static int line_of(int which)
{
    return which <= L_NAME ? 2 + which : which <= L_UNIT2 ? 6 + which - L_UNIT0
                                                           : 11 + which - L_ITEM0;
}

/* Column (1-based) of the n-th (0-based) occurrence of token in a line edit. */
static int col_of(int which, const char *text, const char *token, int nth)
{
    const char *at = text;
    for (int i = 0; i <= nth; i++) {
        at = strstr(i ? at + 1 : at, token);
        if (at == NULL)
            fail_msg("\"%s\" not in \"%s\"", token, text);
    }
    return (which <= L_NAME ? 3 : 5) + (int)(at - text);
}

/* Loading the document with one line replaced must fail with exactly this. */
static void expect_line_error(int which, const char *text, const char *token, int nth,
                              wg_status code, const char *path, const char *message)
{
    line_edit e = {which, text};
    char *doc = cat_doc(&e, 1);
    wg_catalog *c = (wg_catalog *)&c;
    wg_error err;
    wg_status st = wg_catalog_load_string(&c, doc, strlen(doc), "book.json", &err);
    if (st != code)
        fail_msg("status %s, want %s (%s:%d:%d: %s: %s)", wg_status_str(st),
                 wg_status_str(code), err.file, err.line, err.column, err.path, err.message);
    assert_null(c);
    expect_error(&err, code, "book.json", line_of(which), col_of(which, text, token, nth), path,
                 message);
    free(doc);
}

static wg_catalog *load_catalog_text(const char *text)
{
    wg_catalog *c = NULL;
    wg_error err;
    if (wg_catalog_load_string(&c, text, strlen(text), NULL, &err) != WG_OK)
        fail_msg("load: %s:%d:%d: %s: %s", err.file, err.line, err.column, err.path,
                 err.message);
    return c;
}

/* R2, R3, R4, R7, R8, R10, R11, H2: every key of the format is read. */
static void test_catalog_load_values(void **state)
{
    (void)state;
    char *doc = cat_doc(NULL, 0);
    wg_catalog *c = load_catalog_text(doc);
    assert_string_equal(wg_catalog_id(c), "test-book");
    assert_string_equal(wg_catalog_name(c), "Test Book");
    assert_int_equal(c->n_units, 3);
    assert_int_equal(c->n_items, 2);
    const cat_unit *lord = &c->units[0], *sp = &c->units[1], *ch = &c->units[2];
    assert_string_equal(lord->e.id, "lord");
    assert_string_equal(lord->e.name, "Lord");
    assert_int_equal(lord->e.category, WG_CATEGORY_LORDS);
    assert_true(lord->e.can_be_general);
    assert_false(lord->e.unique || lord->e.one_per_army || lord->e.war_machine);
    assert_int_equal(lord->e.max, 0);
    assert_int_equal(lord->e.moves_to, 0);
    assert_int_equal(lord->e.cost, 200);
    assert_int_equal(lord->e.per_model, 0);
    assert_int_equal(lord->n_options, 1);
    assert_string_equal(lord->options[0].id, "horse");
    assert_int_equal(lord->options[0].cost, 20);
    /* R3: half-points */
    assert_int_equal(sp->e.min_models, 10);
    assert_int_equal(sp->e.max_models, 40);
    assert_int_equal(sp->e.cost, 110);
    assert_int_equal(sp->e.per_model, 11);
    assert_false(sp->e.can_be_general);
    assert_int_equal(sp->n_options, 2);
    assert_int_equal(sp->options[0].cost, 0);
    assert_int_equal(sp->options[0].per_model, 1);
    assert_false(sp->options[0].champion);
    assert_int_equal(sp->options[1].cost, 16);
    assert_true(sp->options[1].champion);
    /* R7, R8, R10, R11 */
    assert_int_equal(ch->e.category, WG_CATEGORY_SPECIAL);
    assert_int_equal(ch->e.moves_to, CAT(WG_CATEGORY_CORE) | CAT(WG_CATEGORY_RARE));
    assert_true(ch->e.war_machine && ch->e.unique && ch->e.one_per_army);
    assert_int_equal(ch->e.max, 2);
    assert_int_equal(ch->n_options, 0);
    /* R4: "A/B" and one price; H2 */
    const wg_item_entry *blade = &c->items[0], *banner = &c->items[1];
    assert_int_equal(blade->lord_cost, 100);
    assert_int_equal(blade->other_cost, 65);
    assert_int_equal(blade->list, WG_ITEM_LIST_COMMON);
    assert_string_equal(blade->mundane, "hand weapon");
    assert_false(blade->unique || blade->one_per_army);
    assert_int_equal(banner->lord_cost, 81);
    assert_int_equal(banner->other_cost, 81);
    assert_int_equal(banner->list, WG_ITEM_LIST_ARMY);
    assert_null(banner->mundane);
    assert_true(banner->unique && banner->one_per_army);
    wg_catalog_free(c);
    free(doc);

    /* items are optional, and the other lists */
    static const char minimal[] = "{\"format\": \"wargen-catalog/1\", \"id\": \"b\", \"name\": "
                                  "\"B\", \"units\": [{\"id\": \"u\", \"name\": \"U\", "
                                  "\"category\": \"core\", \"models\": {\"min\": 1, \"max\": 1}, "
                                  "\"cost\": 1}]}";
    c = load_catalog_text(minimal);
    assert_int_equal(c->n_units, 1);
    assert_int_equal(c->n_items, 0);
    wg_catalog_free(c);
    line_edit lists[] = {
        {L_ITEM0, "{\"id\": \"rune\", \"name\": \"Rune\", \"cost\": 0, \"list\": \"item-like\"}"},
        {L_ITEM1, "{\"id\": \"pin\", \"name\": \"Pin\", \"cost\": \"0/0.5\", \"list\": "
                  "\"mundane\", \"mundane\": \"pin\"}"},
    };
    doc = cat_doc(lists, 2);
    c = load_catalog_text(doc);
    assert_int_equal(c->items[0].list, WG_ITEM_LIST_ITEM_LIKE);
    assert_int_equal(c->items[0].lord_cost, 0);
    assert_int_equal(c->items[1].list, WG_ITEM_LIST_MUNDANE);
    assert_int_equal(c->items[1].lord_cost, 0);
    assert_int_equal(c->items[1].other_cost, 1);
    wg_catalog_free(c);
    free(doc);
    /* an option's name may be left out: it is then its id (as the schema allows) */
    line_edit nameless = {L_UNIT2, "{\"id\": \"c\", \"name\": \"C\", \"category\": \"core\", "
                                   "\"models\": {\"min\": 1, \"max\": 1}, \"cost\": 1, "
                                   "\"options\": [{\"id\": \"crew\", \"cost\": 2}]}"};
    doc = cat_doc(&nameless, 1);
    c = load_catalog_text(doc);
    assert_string_equal(c->units[2].options[0].id, "crew");
    assert_string_equal(c->units[2].options[0].name, "crew");
    assert_int_equal(c->units[2].options[0].cost, 4);
    wg_catalog_free(c);
    free(doc);
}

/* The shipped example catalogue reads, with its numbers in half-points. */
static void test_catalog_load_example(void **state)
{
    (void)state;
    char path[4096];
    wg_catalog *c = NULL;
    wg_error err;
    source_path(path, sizeof path, "data/catalogs/example-kingdom.json");
    if (wg_catalog_load_file(&c, path, &err) != WG_OK)
        fail_msg("%s:%d:%d: %s: %s", err.file, err.line, err.column, err.path, err.message);
    assert_string_equal(wg_catalog_id(c), "example-kingdom");
    assert_string_equal(wg_catalog_name(c), "Example Kingdom");
    assert_int_equal(c->n_units, 22);
    assert_int_equal(c->n_items, 21);
    const cat_unit *levy = &c->units[wgi_catalog_find_unit(c, "levy-spearmen")];
    assert_int_equal(levy->e.cost, 110);
    assert_int_equal(levy->e.per_model, 11);
    assert_int_equal(levy->options[wgi_catalog_find_option(levy, "shields")].per_model, 1);
    const cat_unit *friar = &c->units[wgi_catalog_find_unit(c, "lantern-friar")];
    assert_int_equal(friar->e.cost, 105); /* 52.5 */
    assert_int_equal(friar->options[0].cost, 15); /* 7.5 */
    const wg_unit_entry *wagon = &c->units[wgi_catalog_find_unit(c, "war-wagon")].e;
    assert_int_equal(wagon->moves_to, CAT(WG_CATEGORY_CORE)); /* R7 */
    assert_int_equal(c->units[wgi_catalog_find_unit(c, "royal-falconers")].e.max, 2); /* R11 */
    assert_int_equal(c->units[wgi_catalog_find_unit(c, "iron-colossus")].e.max, 1);
    assert_true(c->units[wgi_catalog_find_unit(c, "stone-thrower")].e.war_machine); /* R8 */
    assert_true(c->units[wgi_catalog_find_unit(c, "griffon-lancers")].e.one_per_army); /* R10 */
    assert_true(c->units[wgi_catalog_find_unit(c, "old-guard-of-varnhal")].e.unique);
    assert_true(c->units[wgi_catalog_find_unit(c, "high-regent")].e.unique);
    assert_false(c->units[wgi_catalog_find_unit(c, "hedge-magister")].e.can_be_general); /* R9 */
    assert_true(c->units[wgi_catalog_find_unit(c, "watch-captain")].e.can_be_general);
    const wg_item_entry *edge = &c->items[wgi_catalog_find_item(c, "headsmans-edge")];
    assert_int_equal(edge->lord_cost, 90); /* R4: "45/32.5" */
    assert_int_equal(edge->other_cost, 65);
    assert_string_equal(edge->mundane, "great weapon");
    const wg_item_entry *lily = &c->items[wgi_catalog_find_item(c, "white-lily-banner")];
    assert_true(lily->one_per_army);
    assert_int_equal(lily->lord_cost, 90);
    assert_int_equal(lily->other_cost, 90);
    assert_int_equal(lily->list, WG_ITEM_LIST_ARMY);
    assert_true(c->items[wgi_catalog_find_item(c, "rune-of-the-gale")].unique);
    assert_int_equal(c->items[wgi_catalog_find_item(c, "rune-of-edges")].list, WG_ITEM_LIST_ITEM_LIKE);
    assert_int_equal(c->items[wgi_catalog_find_item(c, "masterwork-blade")].lord_cost, 13);
    assert_int_equal(c->items[wgi_catalog_find_item(c, "masterwork-blade")].list,
                     WG_ITEM_LIST_MUNDANE);
    /* H1: a secret entry; H5: two runes of one mundane type and one of another */
    assert_true(c->units[wgi_catalog_find_unit(c, "shadow-assassin")].e.secret);
    assert_false(c->units[wgi_catalog_find_unit(c, "lantern-friar")].e.secret);
    const wg_item_entry *fury = &c->items[wgi_catalog_find_item(c, "rune-of-fury")];
    const wg_item_entry *swift = &c->items[wgi_catalog_find_item(c, "rune-of-swiftness")];
    const wg_item_entry *iron = &c->items[wgi_catalog_find_item(c, "rune-of-iron")];
    assert_true(fury->rune && swift->rune && iron->rune);
    assert_string_equal(fury->mundane, swift->mundane);
    assert_string_not_equal(fury->mundane, iron->mundane);
    assert_false(c->items[wgi_catalog_find_item(c, "rune-of-edges")].rune);
    assert_string_equal(c->items[wgi_catalog_find_item(c, "enchanted-shield")].mundane, "shield");
    assert_null(c->items[wgi_catalog_find_item(c, "talisman-of-shade")].mundane); /* H3 */
    wg_catalog_free(c);
}

#define U1 DEFAULT_LINES[L_UNIT1]

/* R3: costs are multiples of 0.5 from 0 to 100,000 points; models and 0-X are sane. */
static void test_catalog_bad_numbers(void **state)
{
    (void)state;
    const char *t;
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, \"cost\": 10.25}";
    expect_line_error(L_UNIT1, t, "10.25", 0, WG_EFORMAT, "units[1].cost",
                      "a cost of 10.25 points is not a multiple of 0.5 (R3)");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, \"cost\": 10, \"per_model\": 0.1}";
    expect_line_error(L_UNIT1, t, "0.1", 0, WG_EFORMAT, "units[1].per_model",
                      "a cost of 0.1 points is not a multiple of 0.5 (R3)");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, \"cost\": -5}";
    expect_line_error(L_UNIT1, t, "-5", 0, WG_EFORMAT, "units[1].cost",
                      "a cost must be 0 to 100000 points, not -5");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, \"cost\": 2e9}";
    expect_line_error(L_UNIT1, t, "2e9", 0, WG_EFORMAT, "units[1].cost",
                      "a cost must be 0 to 100000 points, not 2000000000");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, \"cost\": 1000000.5}";
    expect_line_error(L_UNIT1, t, "1000000.5", 0, WG_EFORMAT, "units[1].cost",
                      "a cost must be 0 to 100000 points, not 1000000.5");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, \"cost\": 2000000000}";
    expect_line_error(L_UNIT1, t, "2000000000", 0, WG_EFORMAT, "units[1].cost",
                      "a cost must be 0 to 100000 points, not 2000000000");
    /* R3: models 1 to 100,000, max at least min */
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 0, "
        "\"max\": 1}, \"cost\": 10}";
    expect_line_error(L_UNIT1, t, "0", 0, WG_EFORMAT, "units[1].models.min",
                      "must be at least 1, not 0");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 100001}, \"cost\": 10}";
    expect_line_error(L_UNIT1, t, "100001", 0, WG_EFORMAT, "units[1].models.max",
                      "must be at most 100000, not 100001");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 10, "
        "\"max\": 5}, \"cost\": 10}";
    expect_line_error(L_UNIT1, t, "{\"min\": 10", 0, WG_EFORMAT, "units[1].models",
                      "max 5 is below min 10");
    /* R11: the X of a 0-X choice is at least 1 */
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"max\": 0, \"models\": "
        "{\"min\": 1, \"max\": 1}, \"cost\": 10}";
    expect_line_error(L_UNIT1, t, "0", 0, WG_EFORMAT, "units[1].max",
                      "must be at least 1, not 0");
    /* option costs */
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, "
        "\"cost\": 10, \"options\": [{\"id\": \"o\", \"name\": \"O\", \"cost\": 1}, {\"id\": "
        "\"p\", \"name\": \"P\", \"per_model\": 0.75}]}";
    expect_line_error(L_UNIT1, t, "0.75", 0, WG_EFORMAT, "units[1].options[1].per_model",
                      "a cost of 0.75 points is not a multiple of 0.5 (R3)");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, "
        "\"cost\": 10, \"options\": [{\"id\": \"o\", \"name\": \"O\", \"cost\": -0.5}]}";
    expect_line_error(L_UNIT1, t, "-0.5", 0, WG_EFORMAT, "units[1].options[0].cost",
                      "a cost must be 0 to 100000 points, not -0.5");
    /* item costs given as one number */
    t = "{\"id\": \"b\", \"name\": \"B\", \"cost\": 12.3, \"list\": \"army\"}";
    expect_line_error(L_ITEM1, t, "12.3", 0, WG_EFORMAT, "items[1].cost",
                      "a cost of 12.3 points is not a multiple of 0.5 (R3)");
    t = "{\"id\": \"b\", \"name\": \"B\", \"cost\": -1, \"list\": \"army\"}";
    expect_line_error(L_ITEM1, t, "-1", 0, WG_EFORMAT, "items[1].cost",
                      "must be 0 to 100000 points, not -1");
}

/* R4: "A/B" prices: two multiples of 0.5, nothing else. */
static void test_catalog_bad_prices(void **state)
{
    (void)state;
    static const char *const BAD[] = {
        "50", "50/", "/35", "50/35/20", "-5/3", "5/-3", "50.25/35", "50/35.1", "50/35x",
        " 50/35", "50/ 35", "50 /35", "+50/35", "0x10/5", "inf/5", "nan/nan", "1e2/5",
        "1e300/5", "2000001/1", "1000000.5/1", "50./35", ".5/35", "a/b", "", "/", "5//3",
    };
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        char text[200], message[300];
        snprintf(text, sizeof text, "{\"id\": \"b\", \"name\": \"B\", \"cost\": \"%s\", "
                 "\"list\": \"common\"}", BAD[i]);
        snprintf(message, sizeof message, "\"%s\" is not a price: a number, or \"A/B\" (A for a "
                 "Lord, B for a Hero or a champion; multiples of 0.5 up to 100000) (R4)", BAD[i]);
        /* at the string, just after "cost": */
        line_edit e = {L_ITEM0, text};
        char *doc = cat_doc(&e, 1);
        wg_catalog *c = (wg_catalog *)&c;
        wg_error err;
        assert_int_equal(wg_catalog_load_string(&c, doc, strlen(doc), "book.json", &err),
                         WG_EFORMAT);
        assert_null(c);
        expect_error(&err, WG_EFORMAT, "book.json", 11,
                     col_of(L_ITEM0, text, "\"cost\": ", 0) + 8, "items[0].cost", message);
        free(doc);
    }
    /* and good ones */
    static const struct {
        const char *text;
        int a, b;
    } GOOD[] = {
        {"50/35", 100, 70}, {"45/32.5", 90, 65}, {"0/0", 0, 0}, {"100000/100000", 200000,
                                                                  200000},
        {"25.0/17.50", 50, 35}, {"007/3", 14, 6}, {"0.5/0.0", 1, 0},
    };
    for (size_t i = 0; i < sizeof GOOD / sizeof GOOD[0]; i++) {
        char text[200];
        snprintf(text, sizeof text, "{\"id\": \"b\", \"name\": \"B\", \"cost\": \"%s\", "
                 "\"list\": \"common\"}", GOOD[i].text);
        line_edit e = {L_ITEM0, text};
        char *doc = cat_doc(&e, 1);
        wg_catalog *c = load_catalog_text(doc);
        assert_int_equal(c->items[0].lord_cost, GOOD[i].a);
        assert_int_equal(c->items[0].other_cost, GOOD[i].b);
        wg_catalog_free(c);
        free(doc);
    }
}

/* docs/FORMATS.md: the root may name its JSON Schema ("$schema", a string, for
 * editors); the library ignores it, refuses any other type, and refuses the
 * key anywhere else as unknown. */
static void test_catalog_schema_key(void **state)
{
    (void)state;
    line_edit e = {L_FORMAT, "\"$schema\": \"wargen-catalog-1.schema.json\", "
                             "\"format\": \"wargen-catalog/1\","};
    char *doc = cat_doc(&e, 1);
    wg_catalog *c = NULL;
    wg_error err;
    assert_int_equal(wg_catalog_load_string(&c, doc, strlen(doc), "book.json", &err), WG_OK);
    assert_string_equal(c->id, "test-book");
    assert_int_equal(c->n_units, 3);
    assert_int_equal(c->n_items, 2);
    wg_catalog_free(c);
    free(doc);
    expect_line_error(L_ID, "\"id\": \"test-book\", \"$schema\": [],", "[]", 0, WG_EFORMAT,
                      "[\"$schema\"]", "must be a string, not an array");
    const char *t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": "
                    "{\"min\": 1, \"max\": 1}, \"cost\": 10, \"$schema\": \"x\"}";
    expect_line_error(L_UNIT1, t, "\"$schema\"", 0, WG_EFORMAT, "units[1][\"$schema\"]",
                      "unknown key \"$schema\"");
}

/* docs/FORMATS.md: unknown keys are errors at the key, at every level. */
static void test_catalog_unknown_keys(void **state)
{
    (void)state;
    expect_line_error(L_ID, "\"identifier\": \"x\", \"id\": \"b\",", "\"identifier\"", 0,
                      WG_EFORMAT, "identifier", "unknown key \"identifier\"");
    const char *t;
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, \"cost\": 10, \"colour\": \"red\"}";
    expect_line_error(L_UNIT1, t, "\"colour\"", 0, WG_EFORMAT, "units[1].colour",
                      "unknown key \"colour\"");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1, \"typical\": 5}, \"cost\": 10}";
    expect_line_error(L_UNIT1, t, "\"typical\"", 0, WG_EFORMAT, "units[1].models.typical",
                      "unknown key \"typical\"");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, \"cost\": 10, \"options\": [{\"id\": \"o\", \"name\": \"O\", \"costs\": 1}]}";
    expect_line_error(L_UNIT1, t, "\"costs\"", 0, WG_EFORMAT, "units[1].options[0].costs",
                      "unknown key \"costs\"");
    t = "{\"id\": \"b\", \"name\": \"B\", \"cost\": 1, \"list\": \"army\", \"hidden\": true}";
    expect_line_error(L_ITEM1, t, "\"hidden\"", 0, WG_EFORMAT, "items[1].hidden",
                      "unknown key \"hidden\"");
    /* a key that needs quoting in the path */
    t = "{\"id\": \"b\", \"name\": \"B\", \"cost\": 1, \"list\": \"army\", \"a b\": true}";
    expect_line_error(L_ITEM1, t, "\"a b\"", 0, WG_EFORMAT, "items[1][\"a b\"]",
                      "unknown key \"a b\"");
}

/* docs/FORMATS.md: wrong types, missing keys and unknown values. */
static void test_catalog_wrong_types(void **state)
{
    (void)state;
    const char *t;
    expect_line_error(L_ID, "\"id\": 7,", "7", 0, WG_EFORMAT, "id", "must be a string, not an "
                      "integer");
    expect_line_error(L_NAME, "\"name\": null,", "null", 0, WG_EFORMAT, "name",
                      "must be a string, not null");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, \"cost\": \"10\"}";
    expect_line_error(L_UNIT1, t, "\"10\"", 0, WG_EFORMAT, "units[1].cost",
                      "must be a number, not a string");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1.5, "
        "\"max\": 2}, \"cost\": 10}";
    expect_line_error(L_UNIT1, t, "1.5", 0, WG_EFORMAT, "units[1].models.min",
                      "must be an integer, not 1.5");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": [1, 2], \"cost\": "
        "10}";
    expect_line_error(L_UNIT1, t, "[1, 2]", 0, WG_EFORMAT, "units[1].models",
                      "must be an object, not an array");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, \"cost\": 10, \"unique\": 1}";
    expect_line_error(L_UNIT1, t, "1}", 1, WG_EFORMAT, "units[1].unique",
                      "must be true or false, not an integer");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, \"cost\": 10, \"options\": {}}";
    expect_line_error(L_UNIT1, t, "{}", 0, WG_EFORMAT, "units[1].options",
                      "must be an array, not an object");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, \"cost\": 10, \"options\": [\"shields\"]}";
    expect_line_error(L_UNIT1, t, "\"shields\"", 0, WG_EFORMAT, "units[1].options[0]",
                      "must be an object, not a string");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, "
        "\"cost\": 10, \"options\": [{\"id\": \"o\", \"name\": \"O\", \"champion\": \"yes\"}]}";
    expect_line_error(L_UNIT1, t, "\"yes\"", 0, WG_EFORMAT, "units[1].options[0].champion",
                      "must be true or false, not a string");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"moves_to\": \"rare\", "
        "\"models\": {\"min\": 1, \"max\": 1}, \"cost\": 10}";
    expect_line_error(L_UNIT1, t, "\"rare\"", 0, WG_EFORMAT, "units[1].moves_to",
                      "must be an array, not a string");
    t = "{\"id\": \"b\", \"name\": \"B\", \"cost\": true, \"list\": \"army\"}";
    expect_line_error(L_ITEM1, t, "true", 0, WG_EFORMAT, "items[1].cost",
                      "must be a number, not a boolean");
    /* R2 and H2: unknown values */
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"hero\", \"models\": {\"min\": 1, "
        "\"max\": 1}, \"cost\": 10}";
    expect_line_error(L_UNIT1, t, "\"hero\"", 0, WG_EFORMAT, "units[1].category",
                      "unknown value \"hero\" (expected one of \"lords\", \"heroes\", \"core\", "
                      "\"special\", \"rare\")");
    /* R7: moves_to names categories, at most five */
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"moves_to\": [\"rare\", "
        "\"nowhere\"], \"models\": {\"min\": 1, \"max\": 1}, \"cost\": 10}";
    expect_line_error(L_UNIT1, t, "\"nowhere\"", 0, WG_EFORMAT, "units[1].moves_to[1]",
                      "unknown value \"nowhere\"");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"moves_to\": [\"nowhere\"], "
        "\"models\": {\"min\": 1, \"max\": 1}, \"cost\": 10}";
    expect_line_error(L_UNIT1, t, "\"nowhere\"", 0, WG_EFORMAT, "units[1].moves_to[0]",
                      "unknown value \"nowhere\"");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"moves_to\": [\"rare\", "
        "\"rare\", "
        "\"rare\", \"rare\", \"rare\", \"rare\"], \"models\": {\"min\": 1, \"max\": 1}, \"cost\": "
        "10}";
    expect_line_error(L_UNIT1, t, "[", 0, WG_EFORMAT, "units[1].moves_to",
                      "must have at most 5 elements, not 6");
    t = "{\"id\": \"b\", \"name\": \"B\", \"cost\": 1, \"list\": \"secret\"}";
    expect_line_error(L_ITEM1, t, "\"secret\"", 0, WG_EFORMAT, "items[1].list",
                      "unknown value \"secret\" (expected one of \"common\", \"army\", "
                      "\"item-like\", \"mundane\")");
    /* missing required keys: the error is at the object */
    t = "{\"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, \"max\": 1}, "
        "\"cost\": 10}";
    expect_line_error(L_UNIT1, t, "{", 0, WG_EFORMAT, "units[1]", "missing required key \"id\"");
    t = "{\"id\": \"s\", \"name\": \"S\", \"models\": {\"min\": 1, \"max\": 1}, \"cost\": 10}";
    expect_line_error(L_UNIT1, t, "{", 0, WG_EFORMAT, "units[1]",
                      "missing required key \"category\"");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"cost\": 10}";
    expect_line_error(L_UNIT1, t, "{", 0, WG_EFORMAT, "units[1]",
                      "missing required key \"models\"");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1}, "
        "\"cost\": 10}";
    expect_line_error(L_UNIT1, t, "{\"min\"", 0, WG_EFORMAT, "units[1].models",
                      "missing required key \"max\"");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}}";
    expect_line_error(L_UNIT1, t, "{", 0, WG_EFORMAT, "units[1]", "missing required key \"cost\"");
    t = "{\"id\": \"b\", \"name\": \"B\", \"list\": \"army\"}";
    expect_line_error(L_ITEM1, t, "{", 0, WG_EFORMAT, "items[1]", "missing required key \"cost\"");
    t = "{\"id\": \"b\", \"name\": \"B\", \"cost\": 1}";
    expect_line_error(L_ITEM1, t, "{", 0, WG_EFORMAT, "items[1]", "missing required key \"list\"");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, \"cost\": 10, \"options\": [{\"name\": \"O\"}]}";
    expect_line_error(L_UNIT1, t, "{\"name\": \"O\"", 0, WG_EFORMAT, "units[1].options[0]",
                      "missing required key \"id\"");
    /* the root */
    expect_line_error(L_FORMAT, "\"format\": \"wargen-catalog/2\",", "\"wargen", 0, WG_EFORMAT,
                      "format", "format \"wargen-catalog/2\" is not \"wargen-catalog/1\"");
    expect_line_error(L_FORMAT, "\"format\": \"wargen-roster/1\",", "\"wargen", 0, WG_EFORMAT,
                      "format", "format \"wargen-roster/1\" is not \"wargen-catalog/1\"");
    wg_catalog *c = (wg_catalog *)&c;
    wg_error err;
    static const char no_units[] = "{\"format\": \"wargen-catalog/1\", \"id\": \"b\", \"name\": "
                                   "\"B\"}";
    assert_int_equal(wg_catalog_load_string(&c, no_units, strlen(no_units), "x", &err),
                     WG_EFORMAT);
    assert_null(c);
    expect_error(&err, WG_EFORMAT, "x", 1, 1, "", "missing required key \"units\"");
    static const char no_format[] = "{\"id\": \"b\", \"name\": \"B\", \"units\": []}";
    assert_int_equal(wg_catalog_load_string(&c, no_format, strlen(no_format), "x", &err),
                     WG_EFORMAT);
    expect_error(&err, WG_EFORMAT, "x", 1, 1, "", "missing required key \"format\"");
    static const char array[] = "\n  [1, 2]";
    assert_int_equal(wg_catalog_load_string(&c, array, strlen(array), "x", &err), WG_EFORMAT);
    expect_error(&err, WG_EFORMAT, "x", 2, 3, "", "the document must be a JSON object");
}

#define BAD_ID "an id is 1 to 64 lowercase letters and digits in words joined by hyphens, not "

/* Ids and names the building functions refuse are reported at the member
 * at fault: repeated ids at the id, empty or over-long texts at the text. */
static void test_catalog_refused_texts(void **state)
{
    (void)state;
    const char *t;
    t = "{\"id\": \"lord\", \"name\": \"Lord again\", \"category\": \"core\", \"models\": "
        "{\"min\": 1, \"max\": 1}, \"cost\": 10}";
    expect_line_error(L_UNIT1, t, "\"lord\"", 0, WG_EFORMAT, "units[1].id",
                      "unit entry \"lord\" is already in the catalogue");
    t = "{\"id\": \"\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, \"cost\": 10}";
    expect_line_error(L_UNIT1, t, "\"\"", 0, WG_EFORMAT, "units[1].id", BAD_ID "\"\"");
    t = "{\"id\": \"s\", \"name\": \"\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, \"cost\": 10}";
    expect_line_error(L_UNIT1, t, "\"\"", 0, WG_EFORMAT, "units[1].name",
                      "a unit entry needs an id of 1 to 64 lowercase letters and digits in words joined by hyphens and a name of 1 to 200 characters");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, "
        "\"cost\": 10, \"options\": [{\"id\": \"o\", \"name\": \"O\", \"cost\": 1}, {\"id\": \"o\", "
        "\"name\": \"P\", \"cost\": 1}]}";
    expect_line_error(L_UNIT1, t, "\"o\"", 1, WG_EFORMAT, "units[1].options[1].id",
                      "unit entry \"s\" already has option \"o\"");
    t = "{\"id\": \"s\", \"name\": \"S\", \"category\": \"core\", \"models\": {\"min\": 1, "
        "\"max\": 1}, \"cost\": 10, \"options\": [{\"id\": \"o\", \"name\": \"\", \"cost\": 1}]}";
    expect_line_error(L_UNIT1, t, "\"\"", 0, WG_EFORMAT, "units[1].options[0].name",
                      "an option needs an id of 1 to 64 lowercase letters and digits in words joined by hyphens and a name of 1 to 200 characters");
    t = "{\"id\": \"blade\", \"name\": \"B\", \"cost\": 1, \"list\": \"army\"}";
    expect_line_error(L_ITEM1, t, "\"blade\"", 0, WG_EFORMAT, "items[1].id",
                      "item \"blade\" is already in the catalogue");
    t = "{\"id\": \"b\", \"name\": \"B\", \"cost\": 1, \"list\": \"army\", \"mundane\": \"\"}";
    expect_line_error(L_ITEM1, t, "\"\"", 0, WG_EFORMAT, "items[1].mundane",
                      "an item needs an id of 1 to 64 lowercase letters and digits in words "
                      "joined by hyphens, a name of 1 to 200 characters and any mundane type of "
                      "1 to 100");
    /* the catalogue's own id and name */
    expect_line_error(L_ID, "\"id\": \"\",", "\"\"", 0, WG_EFORMAT, "id", BAD_ID "\"\"");
    expect_line_error(L_NAME, "\"name\": \"\",", "\"\"", 0, WG_EFORMAT, "name",
                      "a catalogue needs an id of 1 to 64 lowercase letters and digits in words joined by hyphens and a name of 1 to 200 characters");
    char long_id[160];
    snprintf(long_id, sizeof long_id, "\"id\": \"%0101d\",", 0);
    expect_line_error(L_ID, long_id, "\"0", 0, WG_EFORMAT, "id", BAD_ID "\"0000");
}

/* A unit line of the test document with extra members (static buffer). */
static const char *unit_with(const char *category, const char *extra)
{
    static char line[512];
    snprintf(line, sizeof line, "{\"id\": \"s\", \"name\": \"S\", \"category\": \"%s\", "
             "\"models\": {\"min\": 1, \"max\": 1}, \"cost\": 10%s}", category, extra);
    return line;
}

/* What the schema of wargen-catalog/1 refuses, the reader refuses at the
 * value: ids (lowercase words joined by hyphens, at most 64), at least one
 * unit, costs up to 100000 points (R3), an option with a cost (R3), the X
 * of a 0-X up to 100 (R11), moves_to each category once and not the unit's
 * own (R7), can_be_general only on a character (R9), mundane up to 100 (H3). */
static void test_catalog_schema_limits(void **state)
{
    (void)state;
    static const char *const bad_ids[] = {"Spearmen", "spear men", "spear--men", "-spear",
                                          "spear-", "spear_men"};
    char line[256];
    for (size_t i = 0; i < sizeof bad_ids / sizeof bad_ids[0]; i++) {
        char want[160];
        snprintf(line, sizeof line, "{\"id\": \"%s\", \"name\": \"S\", \"category\": \"core\", "
                 "\"models\": {\"min\": 1, \"max\": 1}, \"cost\": 10}", bad_ids[i]);
        snprintf(want, sizeof want, BAD_ID "\"%s\"", bad_ids[i]);
        expect_line_error(L_UNIT1, line, "\"", 2, WG_EFORMAT, "units[1].id", want);
    }
    snprintf(line, sizeof line, "\"id\": \"%065d\",", 0); /* 65 characters */
    expect_line_error(L_ID, line, "\"0", 0, WG_EFORMAT, "id", BAD_ID "\"000");
    snprintf(line, sizeof line, "\"id\": \"%064d\",", 0); /* 64: the longest */
    line_edit longest = {L_ID, line};
    char *doc = cat_doc(&longest, 1);
    wg_catalog_free(load_catalog_text(doc));
    free(doc);
    expect_line_error(L_UNIT1, unit_with("core", ", \"options\": [{\"id\": \"Big\", \"cost\": 1}]"),
                      "\"Big\"", 0, WG_EFORMAT, "units[1].options[0].id", BAD_ID "\"Big\"");
    expect_line_error(L_ITEM1, "{\"id\": \"my blade\", \"name\": \"B\", \"cost\": 1, \"list\": "
                      "\"army\"}", "\"my blade\"", 0, WG_EFORMAT, "items[1].id",
                      BAD_ID "\"my blade\"");
    /* no unit at all */
    static const char empty[] = "{\"format\": \"wargen-catalog/1\", \"id\": \"b\", \"name\": \"B\", "
                                "\"units\": []}";
    wg_catalog *c = (wg_catalog *)&c;
    wg_error err;
    assert_int_equal(wg_catalog_load_string(&c, empty, strlen(empty), "x", &err), WG_EFORMAT);
    assert_null(c);
    expect_error(&err, WG_EFORMAT, "x", 1, 65, "units", "must have at least 1 element, not 0");
    /* R3: 100000 points is the most a cost may be; an option has a cost */
    expect_line_error(L_UNIT1, unit_with("core", ", \"per_model\": 100000.5"), "100000.5", 0,
                      WG_EFORMAT, "units[1].per_model",
                      "a cost must be 0 to 100000 points, not 100000.5");
    expect_line_error(L_UNIT1, unit_with("core", ", \"options\": [{\"id\": \"o\", \"cost\": 100001}]"),
                      "100001", 0, WG_EFORMAT, "units[1].options[0].cost",
                      "a cost must be 0 to 100000 points, not 100001");
    expect_line_error(L_ITEM1, "{\"id\": \"b\", \"name\": \"B\", \"cost\": 200000, \"list\": "
                      "\"army\"}", "200000", 0, WG_EFORMAT, "items[1].cost",
                      "a cost must be 0 to 100000 points, not 200000");
    expect_line_error(L_ITEM1, "{\"id\": \"b\", \"name\": \"B\", \"cost\": \"5/100000.5\", "
                      "\"list\": \"army\"}", "\"5/", 0, WG_EFORMAT, "items[1].cost",
                      "\"5/100000.5\" is not a price: a number, or \"A/B\" (A for a Lord, B for "
                      "a Hero or a champion; multiples of 0.5 up to 100000) (R4)");
    line_edit top = {L_ITEM1, "{\"id\": \"b\", \"name\": \"B\", \"cost\": \"100000/99999.5\", "
                              "\"list\": \"army\"}"};
    doc = cat_doc(&top, 1);
    wg_catalog_free(load_catalog_text(doc));
    free(doc);
    expect_line_error(L_UNIT1, unit_with("core", ", \"options\": [{\"id\": \"o\", \"name\": \"O\"}]"),
                      "{\"id\": \"o\"", 0, WG_EFORMAT, "units[1].options[0]",
                      "an option needs a cost, a per_model cost or both (R3)");
    /* R11 */
    expect_line_error(L_UNIT1, unit_with("core", ", \"max\": 101"), "101", 0, WG_EFORMAT,
                      "units[1].max", "must be at most 100, not 101");
    /* R7 */
    expect_line_error(L_UNIT1, unit_with("special", ", \"moves_to\": [\"core\", \"special\"]"),
                      "[\"core\"", 0, WG_EFORMAT, "units[1].moves_to",
                      "unit entry \"s\": moves_to names the unit's own category (R7)");
    expect_line_error(L_UNIT1, unit_with("special", ", \"moves_to\": [\"core\", \"core\"]"),
                      "\"core\"", 1, WG_EFORMAT, "units[1].moves_to[1]",
                      "category \"core\" is named twice");
    /* R9 */
    expect_line_error(L_UNIT1, unit_with("rare", ", \"can_be_general\": true"), "true", 0,
                      WG_EFORMAT, "units[1].can_be_general",
                      "unit entry \"s\": only a character (lords, heroes) can be the General (R9)");
    /* H3 */
    char item[256];
    snprintf(item, sizeof item, "{\"id\": \"b\", \"name\": \"B\", \"cost\": 1, \"list\": \"army\", "
             "\"mundane\": \"%0101d\"}", 0);
    expect_line_error(L_ITEM1, item, "\"0", 0, WG_EFORMAT, "items[1].mundane",
                      "a mundane type has 1 to 100 characters, not 101");
}

/* docs/FORMATS.md: broken JSON, duplicate keys, trailing garbage, too deep. */
static void test_catalog_broken_json(void **state)
{
    (void)state;
    wg_catalog *c = (wg_catalog *)&c;
    wg_error err;
    /* a missing comma in units[1] (line 7): jansson's message and position */
    const char *t = "{\"id\": \"s\" \"name\": \"S\"}";
    line_edit e = {L_UNIT1, t};
    char *doc = cat_doc(&e, 1);
    assert_int_equal(wg_catalog_load_string(&c, doc, strlen(doc), "book.json", &err), WG_EPARSE);
    assert_null(c);
    expect_error(&err, WG_EPARSE, "book.json", 7, 21, "", "'}' expected near '\"name\"'");
    free(doc);
    /* a duplicate key */
    t = "{\"id\": \"s\", \"id\": \"t\", \"name\": \"S\", \"category\": \"core\", \"models\": "
        "{\"min\": 1, \"max\": 1}, \"cost\": 10}";
    e.text = t;
    doc = cat_doc(&e, 1);
    assert_int_equal(wg_catalog_load_string(&c, doc, strlen(doc), "book.json", &err), WG_EPARSE);
    expect_error(&err, WG_EPARSE, "book.json", 7, 20, "", "duplicate object key");
    free(doc);
    /* trailing garbage, nothing, too deep */
    doc = cat_doc(NULL, 0);
    size_t n = strlen(doc);
    char *more = malloc(n + 3);
    assert_non_null(more);
    memcpy(more, doc, n);
    memcpy(more + n, "{}", 3);
    assert_int_equal(wg_catalog_load_string(&c, more, n + 2, "book.json", &err), WG_EPARSE);
    expect_error(&err, WG_EPARSE, "book.json", 15, 1, "", "end of file expected");
    /* only size bytes are read: the same text without the garbage is fine */
    assert_int_equal(wg_catalog_load_string(&c, more, n, "book.json", &err), WG_OK);
    wg_catalog_free(c);
    free(more);
    free(doc);
    assert_int_equal(wg_catalog_load_string(&c, "", 0, NULL, &err), WG_EPARSE);
    expect_error(&err, WG_EPARSE, "<string>", 1, 1, "", "");
    char deep[200] = "{\"format\": \"wargen-catalog/1\", \"id\": \"b\", \"name\": \"B\", "
                     "\"units\": ";
    for (int i = 0; i < 40; i++)
        strcat(deep, "[");
    for (int i = 0; i < 40; i++)
        strcat(deep, "]");
    strcat(deep, "}");
    assert_int_equal(wg_catalog_load_string(&c, deep, strlen(deep), NULL, &err), WG_EPARSE);
    assert_null(c);
    expect_error(&err, WG_EPARSE, "<string>", 1, 96, "", "nested deeper than 32 levels");
}

/* Files: the error names the file; missing files are WG_EIO. */
static void test_catalog_files(void **state)
{
    (void)state;
    char path[4096];
    wg_catalog *c = (wg_catalog *)&c;
    wg_error err;
    source_path(path, sizeof path, "tests/data/roster/bad-catalog-price.json");
    assert_int_equal(wg_catalog_load_file(&c, path, &err), WG_EFORMAT);
    assert_null(c);
    expect_error(&err, WG_EFORMAT, path, 12, 35, "items[1].cost", "\"40/\" is not a price");
    source_path(path, sizeof path, "tests/data/roster/bad-catalog-models.json");
    assert_int_equal(wg_catalog_load_file(&c, path, &err), WG_EFORMAT);
    expect_error(&err, WG_EFORMAT, path, 9, 16, "units[1].models", "max 5 is below min 10");
    source_path(path, sizeof path, "tests/data/roster/no-such-file.json");
    assert_int_equal(wg_catalog_load_file(&c, path, &err), WG_EIO);
    assert_null(c);
    assert_string_equal(err.file, path);
    assert_non_null(strstr(err.message, "cannot open"));
    /* arguments */
    assert_int_equal(wg_catalog_load_file(NULL, path, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_catalog_load_file: out is NULL");
    assert_int_equal(wg_catalog_load_file(&c, NULL, &err), WG_EINVAL);
    assert_null(c);
    assert_int_equal(wg_catalog_load_string(NULL, "{}", 2, NULL, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_catalog_load_string: out is NULL");
    c = (wg_catalog *)&c;
    assert_int_equal(wg_catalog_load_string(&c, NULL, 0, NULL, &err), WG_EINVAL);
    assert_null(c);
}

/* ---- allocation failures ------------------------------------------------------------ */

typedef struct text_ctx {
    const char *text, *path;
} text_ctx;

static wg_status op_load_string(void *ctx)
{
    const text_ctx *t = ctx;
    wg_catalog *c = NULL;
    wg_status st =
        OOM_CALL(wg_catalog_load_string(&c, t->text, strlen(t->text), "book.json", NULL));
    if (st == WG_OK && (c == NULL || c->n_units != 22))
        fail_msg("loaded a wrong catalogue");
    if (st != WG_OK)
        assert_null(c);
    wg_catalog_free(c);
    return st;
}

static wg_status op_load_file(void *ctx)
{
    const text_ctx *t = ctx;
    wg_catalog *c = NULL;
    wg_error err;
    wg_status st = OOM_CALL(wg_catalog_load_file(&c, t->path, &err));
    if (st != WG_OK) {
        assert_null(c);
        assert_int_equal(err.code, st);
    }
    wg_catalog_free(c);
    return st;
}

static wg_status op_build(void *ctx)
{
    (void)ctx;
    wg_catalog *c = NULL;
    wg_error err;
    wg_status st = tb_build(&c, &err);
    if (st != WG_OK) {
        assert_int_equal(err.code, WG_ENOMEM);
        assert_string_equal(err.message, "out of memory");
    }
    wg_catalog_free(c);
    return st;
}

/* Every allocation failure is WG_ENOMEM, leaks nothing and crashes nothing. */
/* An entry as the catalogue document writes it: costs in points (R3, R4),
 * category and moves_to by name (R2, R7); a lookup that found nothing is null. */
static void test_entry_to_json(void **state)
{
    (void)state;
    wg_unit_entry u = {"knights", "Knights \"of\" X", WG_CATEGORY_SPECIAL, 5, 10, 251, 41,
                       false, true, false, true, 2,
                       (1u << WG_CATEGORY_CORE) | (1u << WG_CATEGORY_RARE), false};
    char *text = NULL;
    assert_int_equal(wg_unit_entry_to_json(&text, &u, NULL), WG_OK);
    assert_string_equal(text, "{\"id\": \"knights\", \"name\": \"Knights \\\"of\\\" X\", "
                        "\"category\": \"special\", \"models\": {\"min\": 5, \"max\": 10}, "
                        "\"cost\": 125.5, \"per_model\": 20.5, \"can_be_general\": false, "
                        "\"unique\": true, \"one_per_army\": false, \"war_machine\": true, "
                        "\"secret\": false, \"max\": 2, \"moves_to\": [\"core\", \"rare\"]}");
    wg_free(text);
    wg_item_entry it = {"sword", "Sword", 50, 21, WG_ITEM_LIST_ARMY, NULL, false, true, false};
    assert_int_equal(wg_item_entry_to_json(&text, &it, NULL), WG_OK);
    assert_string_equal(text, "{\"id\": \"sword\", \"name\": \"Sword\", \"lord_cost\": 25, "
                        "\"other_cost\": 10.5, \"list\": \"army\", \"mundane\": null, "
                        "\"unique\": false, \"one_per_army\": true, \"rune\": false}");
    wg_free(text);
    it.mundane = "great weapon";
    assert_int_equal(wg_item_entry_to_json(&text, &it, NULL), WG_OK);
    assert_non_null(strstr(text, "\"mundane\": \"great weapon\""));
    wg_free(text);
    assert_int_equal(wg_unit_entry_to_json(&text, NULL, NULL), WG_OK);
    assert_string_equal(text, "null");
    wg_free(text);
    assert_int_equal(wg_item_entry_to_json(&text, NULL, NULL), WG_OK);
    assert_string_equal(text, "null");
    wg_free(text);
    wg_error err;
    assert_int_equal(wg_unit_entry_to_json(NULL, &u, &err), WG_EINVAL);
    assert_int_equal(wg_item_entry_to_json(NULL, &it, &err), WG_EINVAL);
}

/* The whole catalogue as a document reads back into an equal one, written the
 * same: every entry, option (R4 champion), two-price item ("A/B", R4), 0-X
 * (R11), moves_to (R7), flags (R8-R10) and mundane (H3) survive. */
static void expect_catalog_round_trip(const wg_catalog *c)
{
    char *text = NULL, *again = NULL;
    wg_catalog *back = NULL;
    wg_error err;
    assert_int_equal(wg_catalog_to_json(&text, c, &err), WG_OK);
    assert_int_equal(wg_catalog_load_string(&back, text, strlen(text), "<doc>", &err), WG_OK);
    assert_int_equal(wg_catalog_to_json(&again, back, &err), WG_OK);
    assert_string_equal(again, text);
    assert_int_equal(wg_catalog_unit_count(back), wg_catalog_unit_count(c));
    assert_int_equal(wg_catalog_item_count(back), wg_catalog_item_count(c));
    for (size_t i = 0; i < c->n_units; i++)
        assert_int_equal(back->units[i].n_options, c->units[i].n_options);
    wg_free(text);
    wg_free(again);
    wg_catalog_free(back);
}

static void test_catalog_to_json(void **state)
{
    (void)state;
    wg_catalog *tb = tb_catalog(), *ek = NULL;
    char path[4096], *text = NULL;
    wg_error err;
    expect_catalog_round_trip(tb);
    assert_int_equal(wg_catalog_to_json(&text, tb, &err), WG_OK);
    const char *head = "{\"format\": \"wargen-catalog/1\", \"id\": \"test-book\", "
                       "\"name\": \"Test Book\", \"units\": [{\"id\": \"lord\"";
    assert_true(strncmp(text, head, strlen(head)) == 0);
    assert_non_null(strstr(text, "\"cost\": \"50/35\", \"list\": \"common\", "
                                 "\"mundane\": \"hand weapon\""));            /* R4, H3 */
    assert_non_null(strstr(text, "\"name\": \"Gilded Mail\", \"cost\": \"25/17.5\", "
                                 "\"list\": \"common\", \"unique\""));        /* no mundane */
    assert_non_null(strstr(text, "\"war_machine\": false, \"secret\": false, \"max\": 3, \"moves_to\": []")); /* R11 */
    assert_non_null(strstr(text, "{\"id\": \"champion\", \"name\": \"Sergeant\", \"cost\": 8, "
                                 "\"per_model\": 0, \"champion\": true}"));    /* R4 */
    wg_free(text);
    source_path(path, sizeof path, "data/catalogs/example-kingdom.json");
    assert_int_equal(wg_catalog_load_file(&ek, path, &err), WG_OK);
    expect_catalog_round_trip(ek);
    assert_int_equal(wg_catalog_to_json(NULL, tb, &err), WG_EINVAL);
    assert_int_equal(wg_catalog_to_json(&text, NULL, &err), WG_EINVAL);
    wg_catalog_free(ek);
    wg_catalog_free(tb);
}

/* wg_catalog_copy: the same catalogue, its document byte for byte (every
 * entry, option with its R4 champion, two-price item (R4), 0-X (R11),
 * moves_to (R7), flag (R8-R10), mundane type (H3) and secret entry (H1)),
 * held by the copy alone: it outlives the original, and each changes apart
 * from the other. */
static void expect_copy(const wg_catalog *c, char **text)
{
    wg_catalog *copy = NULL;
    char *again = NULL;
    wg_error err;
    assert_int_equal(wg_catalog_copy(&copy, c, &err), WG_OK);
    assert_int_equal(wg_catalog_to_json(text, c, &err), WG_OK);
    assert_int_equal(wg_catalog_to_json(&again, copy, &err), WG_OK);
    assert_string_equal(again, *text);
    assert_int_equal(wg_catalog_unit_count(copy), wg_catalog_unit_count(c));
    assert_int_equal(wg_catalog_item_count(copy), wg_catalog_item_count(c));
    for (size_t i = 0; i < wg_catalog_unit_count(c); i++) {
        assert_ptr_not_equal(wg_catalog_unit_at(copy, i)->id, wg_catalog_unit_at(c, i)->id);
        assert_int_equal(wg_catalog_option_count(copy, i), wg_catalog_option_count(c, i));
    }
    wg_free(again);
    wg_catalog_free(copy);
}

static void test_catalog_copy(void **state)
{
    (void)state;
    wg_catalog *tb = tb_catalog(), *ek = NULL, *empty = NULL, *copy = NULL;
    char path[4096], *text = NULL, *again = NULL;
    wg_error err;
    assert_int_equal(wg_catalog_load_file(&ek, source_path(path, sizeof path,
                                                           "data/catalogs/example-kingdom.json"),
                                          &err), WG_OK);
    assert_int_equal(wg_catalog_new(&empty, "empty", "Empty", &err), WG_OK);
    expect_copy(tb, &text);
    wg_free(text);
    expect_copy(empty, &text);
    wg_free(text);
    expect_copy(ek, &text);
    assert_non_null(strstr(text, "\"secret\": true")); /* H1 */

    /* the copy outlives its original, and validates a roster as it would (R3-R13) */
    assert_int_equal(wg_catalog_copy(&copy, tb, &err), WG_OK);
    wg_roster *on_tb = new_roster(tb, 2000);
    put_general(on_tb, "lord", 100);
    give_item(on_tb, put(on_tb, "spearmen", 20), "blade");
    wg_report *rep = validate(on_tb);
    char *want = NULL, *got = NULL;
    assert_int_equal(wg_report_to_json(&want, rep, &err), WG_OK);
    wg_report_free(rep);
    wg_roster_free(on_tb);
    wg_catalog_free(tb);
    wg_roster *on_copy = new_roster(copy, 2000);
    put_general(on_copy, "lord", 100);
    give_item(on_copy, put(on_copy, "spearmen", 20), "blade");
    rep = validate(on_copy);
    assert_int_equal(wg_report_to_json(&got, rep, &err), WG_OK);
    assert_string_equal(got, want);
    wg_report_free(rep);
    wg_roster_free(on_copy);
    wg_free(got);
    wg_free(want);
    wg_catalog_free(copy);

    /* changed apart: a unit added to the copy is not in the original, nor the other way */
    assert_int_equal(wg_catalog_copy(&copy, ek, &err), WG_OK);
    wg_unit_entry extra = {"extra", "Extra", WG_CATEGORY_CORE, 1, 1, 2, 0, .max = 0};
    assert_int_equal(wg_catalog_add_unit(copy, &extra, &err), WG_OK);
    assert_int_equal(wg_catalog_add_option(ek, wg_catalog_unit_at(ek, 0)->id,
                                           &(wg_option_entry){"new-option", "New", 2, 0, false},
                                           &err), WG_OK);
    assert_int_equal(wg_catalog_unit_count(copy), wg_catalog_unit_count(ek) + 1);
    assert_int_equal(wg_catalog_option_count(copy, 0) + 1, wg_catalog_option_count(ek, 0));
    assert_int_equal(wg_catalog_to_json(&again, copy, &err), WG_OK);
    assert_string_not_equal(again, text);
    wg_free(again);
    wg_catalog_free(copy);
    wg_free(text);

    /* arguments: *out stays as it was */
    copy = (wg_catalog *)&copy;
    assert_int_equal(wg_catalog_copy(&copy, NULL, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_catalog_copy: NULL argument");
    assert_ptr_equal(copy, (wg_catalog *)&copy);
    assert_int_equal(wg_catalog_copy(NULL, ek, &err), WG_EINVAL);
    wg_catalog_free(ek);
    wg_catalog_free(empty);
}

/* An allocation failure while copying: WG_ENOMEM, *out as it was, nothing left. */
static wg_status op_copy(void *ctx)
{
    const wg_catalog *c = ctx;
    wg_catalog *copy = (wg_catalog *)&copy;
    wg_error err;
    wg_status st = OOM_CALL(wg_catalog_copy(&copy, c, &err));
    if (st != WG_OK) {
        assert_ptr_equal(copy, (wg_catalog *)&copy);
        assert_int_equal(err.code, WG_ENOMEM);
        return st;
    }
    if (wg_catalog_unit_count(copy) != wg_catalog_unit_count(c))
        fail_msg("copied a wrong catalogue");
    wg_catalog_free(copy);
    return st;
}

static void test_catalog_alloc_failures(void **state)
{
    (void)state;
    char path[4096];
    source_path(path, sizeof path, "data/catalogs/example-kingdom.json");
    char *text = read_text(path);
    text_ctx t = {text, path};
    size_t n_string = harness_fail_each_alloc(op_load_string, &t);
    size_t n_file = harness_fail_each_alloc(op_load_file, &t);
    size_t n_build = harness_fail_each_alloc(op_build, NULL);
    wg_catalog *ek = NULL;
    assert_int_equal(wg_catalog_load_string(&ek, text, strlen(text), NULL, NULL), WG_OK);
    size_t n_copy = harness_fail_each_alloc(op_copy, ek);
    wg_catalog_free(ek);
    print_message("allocations: load string %zu, load file %zu, build %zu, copy %zu\n",
                  n_string, n_file, n_build, n_copy);
    /* the text, its name, the catalogue, its id and name, and per entry at least its id
       and name */
    assert_true(n_string >= 5 + 2 * 21);
    assert_true(n_file >= 5 + 2 * 21);
    assert_true(n_build >= 3 + 2 * TB_UNITS);
    assert_true(n_copy >= 5 + 2 * 21); /* the catalogue, its strings, its two lists */
    free(text);
    assert_int_equal(harness_live(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_category_names),
        cmocka_unit_test(test_roster_formats),
        cmocka_unit_test(test_limits_are_the_schemas),
        cmocka_unit_test(test_item_list_names),
        cmocka_unit_test(test_prices),
        cmocka_unit_test(test_catalog_new),
        cmocka_unit_test(test_catalog_add_unit),
        cmocka_unit_test(test_catalog_add_option),
        cmocka_unit_test(test_catalog_add_item),
        cmocka_unit_test(test_catalog_load_values),
        cmocka_unit_test(test_catalog_load_example),
        cmocka_unit_test(test_catalog_bad_numbers),
        cmocka_unit_test(test_catalog_bad_prices),
        cmocka_unit_test(test_catalog_schema_key),
        cmocka_unit_test(test_catalog_unknown_keys),
        cmocka_unit_test(test_catalog_wrong_types),
        cmocka_unit_test(test_catalog_refused_texts),
        cmocka_unit_test(test_catalog_schema_limits),
        cmocka_unit_test(test_catalog_broken_json),
        cmocka_unit_test(test_catalog_files),
        cmocka_unit_test(test_entry_to_json),
        cmocka_unit_test(test_catalog_to_json),
        cmocka_unit_test(test_catalog_copy),
        cmocka_unit_test(test_catalog_alloc_failures),
    };
    return cmocka_run_group_tests_name("roster_catalog", tests, harness_setup, harness_teardown);
}
