/* roster module, points (R3, R4, R5, R6 shares): pricing units in
 * half-points with rounding per unit, split item prices, the points limit
 * and the category shares, each at its boundary. */
#include "test_roster_common.h"

/* Points of unit i (rounded up, R3) and the category it counts in. */
static void expect_unit(const wg_report *rep, size_t i, long points, wg_category category)
{
    if (priced(rep, i).points != points || priced(rep, i).category != category)
        fail_msg("unit %zu: %ld points in %s; want %ld in %s", i, priced(rep, i).points,
                 wg_category_name(priced(rep, i).category), points,
                 wg_category_name(category));
}

static void expect_categories(const wg_report *rep, long lords, long heroes, long core,
                              long special, long rare)
{
    const long want[WG_CATEGORY_COUNT] = {lords, heroes, core, special, rare};
    for (int c = 0; c < WG_CATEGORY_COUNT; c++)
        if (wg_report_category_points(rep, (wg_category)c) != want[c])
            fail_msg("%s: %ld points, want %ld", wg_category_name((wg_category)c),
                     wg_report_category_points(rep, (wg_category)c), want[c]);
    assert_int_equal(wg_report_total(rep), lords + heroes + core + special + rare);
}

/* ---- R3: pricing ---------------------------------------------------------------------- */

/* R3: a unit's total is rounded up per unit, never per model, never per army. */
static void test_rounding_per_unit(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    wg_roster *r = new_roster(c, 2000);
    put(r, "halflings", 1);      /* 0: 8.5 -> 9 */
    put(r, "halflings", 1);      /* 1: 8.5 -> 9; the army 18, not 17 */
    put(r, "skirmishers", 2);    /* 2: 8.5 + 8.5 = 17 exactly, not 9 + 9 */
    put(r, "skirmishers", 3);    /* 3: 25.5 -> 26 */
    put(r, "skirmishers", 1);    /* 4: 8.5 -> 9 */
    size_t sp = put(r, "spearmen", 11); /* 5: 55 + 5.5 = 60.5 -> 61 */
    size_t shields = put(r, "spearmen", 11); /* 6: 60.5 + 11 x 0.5 = 66 */
    give_option(r, shields, "shields");
    size_t pinned = put(r, "lord", 10); /* 7: 10 + 0.5 = 10.5 -> 11 */
    give_item(r, pinned, "pin");
    size_t two_pins = put(r, "lord", 10); /* 8: 10 + 0.5 + 0.5 = 11 exactly */
    give_item(r, two_pins, "pin");
    give_item(r, two_pins, "pin");
    size_t whole = put(r, "core", 7); /* 9: whole points stay as they are */
    wg_report *rep = validate(r);
    expect_unit(rep, 0, 9, WG_CATEGORY_CORE);
    expect_unit(rep, 1, 9, WG_CATEGORY_CORE);
    expect_unit(rep, 2, 17, WG_CATEGORY_CORE);
    expect_unit(rep, 3, 26, WG_CATEGORY_CORE);
    expect_unit(rep, 4, 9, WG_CATEGORY_CORE);
    expect_unit(rep, sp, 61, WG_CATEGORY_CORE);
    expect_unit(rep, shields, 66, WG_CATEGORY_CORE);
    expect_unit(rep, pinned, 11, WG_CATEGORY_LORDS);
    expect_unit(rep, two_pins, 11, WG_CATEGORY_LORDS);
    expect_unit(rep, whole, 7, WG_CATEGORY_CORE);
    /* the army is the sum of the rounded units: 9+9+17+26+9+61+66+7 core, 22 lords */
    expect_categories(rep, 22, 0, 204, 0, 0);
    assert_int_equal(wg_report_total(rep), 226);
    wg_report_free(rep);
    wg_roster_free(r);

    /* R3: the two halflings alone total 18 (per army rounding would say 17) */
    r = new_roster(c, 2000);
    put(r, "halflings", 1);
    put(r, "halflings", 1);
    rep = validate(r);
    assert_int_equal(wg_report_total(rep), 18);
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_CORE), 18);
    wg_report_free(rep);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* R3: cost is the unit at its minimum; per_model each model above it; an
 * option's per_model for every model of the unit, its cost once. */
static void test_per_model_costs(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    wg_roster *r = new_roster(c, 2000);
    size_t u[10];
    u[0] = put(r, "spearmen", 10);        /* 55 */
    u[1] = put(r, "spearmen", 12);        /* 55 + 2 x 5.5 = 66 */
    u[2] = put(r, "spearmen", 40);        /* 55 + 30 x 5.5 = 220 */
    u[3] = put(r, "spearmen", 10);        /* 55 + 10 x 0.5 = 60: every model, not above min */
    give_option(r, u[3], "shields");
    u[4] = put(r, "spearmen", 40);        /* 220 + 20 + 8 + 8 = 256 */
    give_option(r, u[4], "shields");
    give_option(r, u[4], "standard");
    give_option(r, u[4], "champion");
    u[5] = put(r, "lord", 3);             /* 3 + 3 x 1.5 = 7.5 -> 8 */
    give_option(r, u[5], "barding");
    u[6] = put(r, "lord", 3);             /* 7.5 + 10 = 17.5 -> 18 */
    give_option(r, u[6], "barding");
    give_option(r, u[6], "horse");
    u[7] = put(r, "falcons", 1);          /* 10 at the minimum */
    u[8] = put(r, "falcons", 10);         /* 10 + 9 x 10 = 100 */
    u[9] = put(r, "core", 100000);        /* 1 + 99999 x 1 = 100000 */
    wg_report *rep = validate(r);
    static const long WANT[] = {55, 66, 220, 60, 256, 8, 18, 10, 100, 100000};
    for (size_t i = 0; i < 10; i++)
        expect_unit(rep, u[i], WANT[i], i == 5 || i == 6 ? WG_CATEGORY_LORDS
                                        : i == 7 || i == 8 ? WG_CATEGORY_SPECIAL
                                                           : WG_CATEGORY_CORE);
    expect_categories(rep, 26, 0, 100657, 110, 0);
    wg_report_free(rep);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* R3 (docs/FORMATS.md): a unit with models outside its limits is still priced,
 * per_model for every model above the minimum and none below it, and
 * reported as model-count. */
static void test_model_count_priced(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    wg_roster *r = new_roster(c, 2000);
    put_general(r, "lord", 400);
    put(r, "core", 500);
    size_t over = put(r, "spearmen", 41);  /* 55 + 31 x 5.5 + 41 x 0.5 = 246 */
    give_option(r, over, "shields");
    size_t under = put(r, "spearmen", 9);  /* 55 + 9 x 0.5 = 59.5 -> 60 */
    give_option(r, under, "shields");
    size_t falcons = put(r, "falcons", 11); /* 10 + 10 x 10 = 110 */
    put(r, "rare", 200);
    size_t fill = fill_to(r, "special", 2000);
    wg_report *rep = validate(r);
    expect_unit(rep, over, 246, WG_CATEGORY_CORE);
    expect_unit(rep, under, 60, WG_CATEGORY_CORE);
    expect_unit(rep, falcons, 110, WG_CATEGORY_SPECIAL);
    expect_unit(rep, fill, 484, WG_CATEGORY_SPECIAL);
    expect_categories(rep, 400, 0, 806, 594, 200);
    EXPECT(rep,
           {"model-count", "R3", 1, {over}, "Spearmen has 41 models; 10 to 40 allowed"},
           {"model-count", "R3", 1, {under}, "Spearmen has 9 models; 10 to 40 allowed"},
           {"model-count", "R3", 1, {falcons}, "Falconers has 11 models; 1 to 10 allowed"});
    wg_report_free(rep);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* R4: "A/B" costs A on a Lord, B on a Hero and on a unit (its champion);
 * one price is everyone's. */
static void test_split_item_prices(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    wg_roster *r = new_roster(c, 2000);
    size_t lord = put(r, "lord", 100);           /* 100 + 50 (A) */
    give_item(r, lord, "blade");
    size_t hero = put(r, "hero", 100);           /* 100 + 35 (B) */
    give_item(r, hero, "blade");
    size_t mage = put(r, "mage", 1);             /* 50 + 17.5 (B) = 67.5 -> 68 */
    give_item(r, mage, "mail");
    size_t lord_mail = put(r, "lord", 100);      /* 100 + 25 (A) */
    give_item(r, lord_mail, "mail");
    size_t champion = put(r, "spearmen", 10);    /* 55 + 8 + 35 (B, the champion's) = 98 */
    give_option(r, champion, "champion");
    give_item(r, champion, "blade");
    size_t unit = put(r, "spearmen", 10);        /* 55 + 17.5 (B) = 72.5 -> 73 */
    give_item(r, unit, "mail");
    size_t prince = put(r, "prince", 1);         /* 100 + 50 (A) */
    give_item(r, prince, "blade");
    /* one price: 30 on each */
    size_t w_lord = put(r, "lord", 1), w_hero = put(r, "hero", 1), w_unit = put(r, "core", 1);
    give_item(r, w_lord, "ward");
    give_item(r, w_hero, "ward");
    give_item(r, w_unit, "ward");
    /* a character taken as a Lord (R7) pays A; the same entry as a Hero pays B */
    size_t as_lord = put_as(r, "captain", 1, WG_CATEGORY_LORDS); /* 20 + 50 */
    give_item(r, as_lord, "blade");
    size_t as_hero = put(r, "captain", 1);       /* 20 + 35 */
    give_item(r, as_hero, "blade");
    /* several items add up before the unit is rounded */
    size_t many = put(r, "hero", 10);            /* 10 + 35 + 17.5 + 30 + 0.5 = 93 */
    give_item(r, many, "blade");
    give_item(r, many, "mail");
    give_item(r, many, "ward");
    give_item(r, many, "pin");
    wg_report *rep = validate(r);
    expect_unit(rep, lord, 150, WG_CATEGORY_LORDS);
    expect_unit(rep, hero, 135, WG_CATEGORY_HEROES);
    expect_unit(rep, mage, 68, WG_CATEGORY_HEROES);
    expect_unit(rep, lord_mail, 125, WG_CATEGORY_LORDS);
    expect_unit(rep, champion, 98, WG_CATEGORY_CORE);
    expect_unit(rep, unit, 73, WG_CATEGORY_CORE);
    expect_unit(rep, prince, 150, WG_CATEGORY_LORDS);
    expect_unit(rep, w_lord, 31, WG_CATEGORY_LORDS);
    expect_unit(rep, w_hero, 31, WG_CATEGORY_HEROES);
    expect_unit(rep, w_unit, 31, WG_CATEGORY_CORE);
    expect_unit(rep, as_lord, 70, WG_CATEGORY_LORDS);
    expect_unit(rep, as_hero, 55, WG_CATEGORY_HEROES);
    expect_unit(rep, many, 93, WG_CATEGORY_HEROES);
    expect_categories(rep, 150 + 125 + 150 + 31 + 70, 135 + 68 + 31 + 55 + 93, 98 + 73 + 31, 0,
                      0);
    wg_report_free(rep);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* ---- R5, R6: the limit and the shares -------------------------------------------------- */

/* An army for limit costing exactly total: a Lord (the General) of lords
 * points, or a Hero General when lords is 0; a Hero of heroes points (the
 * General when there is no Lord); Core in two units; Rare; and Special
 * making up the rest (two units when there is no Rare, so that there are
 * always at least four units that are not characters). */
static wg_roster *army(const wg_catalog *c, int limit, long lords, long heroes, long core,
                       long rare, long total)
{
    wg_roster *r = new_roster(c, limit);
    if (lords)
        put_general(r, "lord", (int)lords);
    if (heroes)
        put_unit(r, "hero", (int)heroes, lords == 0, -1);
    put(r, "core", (int)(core - core / 2));
    put(r, "core2", (int)(core / 2));
    if (rare) {
        put(r, "rare", (int)rare);
        fill_to(r, "special", total);
    } else {
        long rest = total - lords - heroes - core;
        put(r, "special", (int)(rest / 2));
        fill_to(r, "special", total);
    }
    return r;
}

/* Validate an army and expect these violations (none when n is 0). */
static void check_army(wg_roster *r, const want *w, size_t n)
{
    wg_report *rep = validate(r);
    expect_violations(rep, w, n);
    wg_report_free(rep);
    wg_roster_free(r);
}

#define ARMY_OK(...) check_army(army(__VA_ARGS__), NULL, 0)
#define ARMY_BREAKS(w, ...)                                                              \
    do {                                                                                 \
        const want one_ = w;                                                             \
        check_army(army(__VA_ARGS__), &one_, 1);                                         \
    } while (0)

/* R5: limit - 20 <= total <= limit. */
static void test_points_limit(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    ARMY_OK(c, 2000, 400, 0, 500, 200, 2000);  /* exactly the limit */
    ARMY_OK(c, 2000, 400, 0, 500, 200, 1980);  /* exactly 20 under */
    ARMY_BREAKS(((want){"over-limit", "R5", 0, {0},
                        "The army costs 2001 points, over the limit of 2000"}),
                c, 2000, 400, 0, 500, 200, 2001);
    ARMY_BREAKS(((want){"under-limit", "R5", 0, {0},
                        "The army costs 1979 points, more than 20 below the limit of 2000 (at "
                        "least 1980 required)"}),
                c, 2000, 400, 0, 500, 200, 1979);
    /* other limits: a Warband, an odd standard limit, a Grand Army */
    ARMY_OK(c, 1000, 200, 0, 250, 100, 1000);
    ARMY_OK(c, 1000, 200, 0, 250, 100, 980);
    ARMY_BREAKS(((want){"under-limit", "R5", 0, {0},
                        "The army costs 979 points, more than 20 below the limit of 1000 (at "
                        "least 980 required)"}),
                c, 1000, 200, 0, 250, 100, 979);
    ARMY_OK(c, 2345, 400, 0, 600, 200, 2325);
    ARMY_BREAKS(((want){"over-limit", "R5", 0, {0},
                        "The army costs 2346 points, over the limit of 2345"}),
                c, 2345, 400, 0, 600, 200, 2346);
    ARMY_OK(c, 4000, 800, 0, 1000, 400, 3980);
    ARMY_BREAKS(((want){"over-limit", "R5", 0, {0},
                        "The army costs 4001 points, over the limit of 4000"}),
                c, 4000, 800, 0, 1000, 400, 4001);
    wg_catalog_free(c);
}

/* R6: Core at least 25%, compared exactly (4 x core >= limit). */
static void test_core_minimum(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    ARMY_OK(c, 2000, 400, 0, 500, 200, 2000);  /* 4 x 500 == 2000 */
    ARMY_BREAKS(((want){"core-minimum", "R6", 0, {0},
                        "Core is 499 of 2000 points (24.95%); at least 500 (25%) required"}),
                c, 2000, 400, 0, 499, 200, 2000);
    /* 25% of 1999 is 499.75: 500 is enough, 499 is not */
    ARMY_OK(c, 1999, 400, 0, 500, 200, 1999);
    ARMY_BREAKS(((want){"core-minimum", "R6", 0, {0},
                        "Core is 499 of 1999 points (24.962%); at least 500 (25%) required"}),
                c, 1999, 400, 0, 499, 200, 1999);
    /* the minimum is of the limit, not of the total */
    ARMY_BREAKS(((want){"core-minimum", "R6", 0, {0},
                        "Core is 495 of 2000 points (24.75%); at least 500 (25%) required"}),
                c, 2000, 400, 0, 495, 200, 1980);
    /* R6 at every size: a Warband and a Grand Army */
    ARMY_OK(c, 1000, 200, 0, 250, 100, 1000);
    ARMY_BREAKS(((want){"core-minimum", "R6", 0, {0},
                        "Core is 249 of 1000 points (24.9%); at least 250 (25%) required"}),
                c, 1000, 200, 0, 249, 100, 1000);
    ARMY_OK(c, 4000, 800, 0, 1000, 400, 4000);
    ARMY_BREAKS(((want){"core-minimum", "R6", 0, {0},
                        "Core is 999 of 4000 points (24.975%); at least 1000 (25%) required"}),
                c, 4000, 800, 0, 999, 400, 4000);
    wg_catalog_free(c);
}

/* R6: Rare at most 25%. */
static void test_rare_maximum(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    ARMY_OK(c, 2000, 400, 0, 500, 500, 2000);  /* 4 x 500 == 2000 */
    ARMY_BREAKS(((want){"rare-maximum", "R6", 0, {0},
                        "Rare is 501 of 2000 points (25.05%); at most 500 (25%) allowed"}),
                c, 2000, 400, 0, 500, 501, 2000);
    /* 25% of 1999 is 499.75: 499 is allowed, 500 is not (and shows above 25%) */
    ARMY_OK(c, 1999, 400, 0, 500, 499, 1999);
    ARMY_BREAKS(((want){"rare-maximum", "R6", 0, {0},
                        "Rare is 500 of 1999 points (25.013%); at most 499 (25%) allowed"}),
                c, 1999, 400, 0, 500, 500, 1999);
    ARMY_OK(c, 1000, 200, 0, 250, 250, 1000);
    ARMY_BREAKS(((want){"rare-maximum", "R6", 0, {0},
                        "Rare is 251 of 1000 points (25.1%); at most 250 (25%) allowed"}),
                c, 1000, 200, 0, 250, 251, 1000);
    wg_catalog_free(c);
}

/* R6: Heroes at most 50% (which also breaks Lords + Heroes at most 50%). */
static void test_heroes_maximum(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    ARMY_OK(c, 2000, 0, 1000, 500, 200, 2000);  /* 2 x 1000 == 2000 */
    wg_roster *r = army(c, 2000, 0, 1001, 500, 200, 2000);
    const want both[] = {
        {"heroes-maximum", "R6", 0, {0},
         "Heroes are 1001 of 2000 points (50.05%); at most 1000 (50%) allowed"},
        {"characters-maximum", "R6", 0, {0},
         "Lords and Heroes together are 1001 of 2000 points (50.05%); at most 1000 (50%) allowed"},
    };
    check_army(r, both, 2);
    /* 50% of 1999 is 999.5 */
    ARMY_OK(c, 1999, 0, 999, 500, 200, 1999);
    r = army(c, 1999, 0, 1000, 500, 200, 1999);
    const want odd[] = {
        {"heroes-maximum", "R6", 0, {0},
         "Heroes are 1000 of 1999 points (50.025%); at most 999 (50%) allowed"},
        {"characters-maximum", "R6", 0, {0},
         "Lords and Heroes together are 1000 of 1999 points (50.025%); at most 999 (50%) allowed"},
    };
    check_army(r, odd, 2);
    wg_catalog_free(c);
}

/* R6: Lords at most 35%; 35% of 1999 is 699.65. */
static void test_lords_maximum(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    ARMY_OK(c, 2000, 700, 0, 500, 200, 2000);  /* 20 x 700 == 7 x 2000 */
    ARMY_BREAKS(((want){"lords-maximum", "R6", 0, {0},
                        "Lords are 701 of 2000 points (35.05%); at most 700 (35%) allowed"}),
                c, 2000, 701, 0, 500, 200, 2000);
    ARMY_OK(c, 1999, 699, 0, 500, 200, 1999);
    ARMY_BREAKS(((want){"lords-maximum", "R6", 0, {0},
                        "Lords are 700 of 1999 points (35.018%); at most 699 (35%) allowed"}),
                c, 1999, 700, 0, 500, 200, 1999);
    /* 35% of 1001 is 350.35 */
    ARMY_OK(c, 1001, 350, 0, 300, 100, 1001);
    ARMY_BREAKS(((want){"lords-maximum", "R6", 0, {0},
                        "Lords are 351 of 1001 points (35.065%); at most 350 (35%) allowed"}),
                c, 1001, 351, 0, 300, 100, 1001);
    ARMY_OK(c, 4000, 1400, 0, 1000, 400, 4000);
    ARMY_BREAKS(((want){"lords-maximum", "R6", 0, {0},
                        "Lords are 1401 of 4000 points (35.025%); at most 1400 (35%) allowed"}),
                c, 4000, 1401, 0, 1000, 400, 4000);
    wg_catalog_free(c);
}

/* R6: Lords + Heroes at most 50%, each within its own share. */
static void test_characters_maximum(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    ARMY_OK(c, 2000, 600, 400, 500, 200, 2000);
    ARMY_BREAKS(((want){"characters-maximum", "R6", 0, {0},
                        "Lords and Heroes together are 1001 of 2000 points (50.05%); at most "
                        "1000 (50%) allowed"}),
                c, 2000, 600, 401, 500, 200, 2000);
    ARMY_OK(c, 1999, 600, 399, 500, 200, 1999);
    ARMY_BREAKS(((want){"characters-maximum", "R6", 0, {0},
                        "Lords and Heroes together are 1000 of 1999 points (50.025%); at most "
                        "999 (50%) allowed"}),
                c, 1999, 600, 400, 500, 200, 1999);
    wg_catalog_free(c);
}

/* R3, R6: the totals per category and unit are exact, and a share is of the limit. */
static void test_totals(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    wg_roster *r = army(c, 2000, 600, 400, 500, 200, 1990);
    wg_report *rep = validate(r);
    expect_valid(rep);
    expect_categories(rep, 600, 400, 500, 290, 200);
    assert_int_equal(wg_report_total(rep), 1990);
    assert_int_equal(wg_report_points(rep), 2000);
    assert_int_equal(wg_report_format(rep), WG_ROSTER_FORMAT_STANDARD);
    assert_int_equal(wg_report_min_total(rep), 1980); /* R5 */
    assert_int_equal(wg_report_character_points(rep), 600 + 400); /* R6 */
    assert_int_equal(wg_report_unit_count(rep), 6);
    wg_roster_free(r); /* a report does not need its roster */
    r = NULL;
    expect_unit(rep, 0, 600, WG_CATEGORY_LORDS);
    expect_unit(rep, 1, 400, WG_CATEGORY_HEROES);
    expect_unit(rep, 2, 250, WG_CATEGORY_CORE);
    expect_unit(rep, 3, 250, WG_CATEGORY_CORE);
    expect_unit(rep, 4, 200, WG_CATEGORY_RARE);
    expect_unit(rep, 5, 290, WG_CATEGORY_SPECIAL);
    wg_report_free(rep);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* R5: at most 20 points under the limit, from the report itself. */
static void test_min_total(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    static const int LIMITS[][2] = {{2000, 1980}, {21, 1}, {20, 0}, {1, 0}, {1000000, 999980}};
    for (size_t i = 0; i < sizeof LIMITS / sizeof LIMITS[0]; i++) {
        wg_roster *r = new_roster(c, LIMITS[i][0]);
        wg_report *rep = validate(r);
        assert_int_equal(wg_report_min_total(rep), LIMITS[i][1]);
        assert_int_equal(wg_report_unit_count(rep), 0);
        wg_report_free(rep);
        wg_roster_free(r);
    }
    wg_catalog_free(c);
}

/* R6: shares of the limit read exactly to a thousandth of a percent, and a
 * share that misses a whole percent never reads as it. */
static void test_share_format(void **state)
{
    (void)state;
    static const struct { long points; int limit; const char *text; } CASES[] = {
        {500, 2000, "25%"}, {499, 2000, "24.95%"}, {501, 2000, "25.05%"}, {450, 2000, "22.5%"},
        {985, 4000, "24.625%"}, {1, 3, "33.333%"}, {2, 3, "66.667%"}, {0, 2000, "0%"},
        {2000, 2000, "100%"}, {249999, 999999, "24.999%"}, {250001, 1000000, "25.001%"},
        {100, 999999, "0.01%"}, {1, 1000000, "0.001%"}, {1, 999999, "0.001%"}};
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        char buf[WG_SHARE_SIZE];
        size_t n = wg_share_format(buf, sizeof buf, CASES[i].points, CASES[i].limit);
        assert_string_equal(buf, CASES[i].text);
        assert_int_equal(n, strlen(CASES[i].text));
    }
    char small[4] = "xxx";
    assert_int_equal(wg_share_format(small, sizeof small, 985, 4000), 7); /* cut, as snprintf */
    assert_string_equal(small, "24.");
    assert_int_equal(wg_share_format(small, sizeof small, 1, 0), 0);
    assert_string_equal(small, "");
    assert_int_equal(wg_share_format(NULL, 0, 985, 4000), 7);
    /* the JSON's percent: rounded down, so 499 of 2000 stays below 25 */
    assert_int_equal(wg_share_hundredths(499, 2000), 2495);
    assert_int_equal(wg_share_hundredths(4999, 20000), 2499);
    assert_int_equal(wg_share_hundredths(2, 3), 6666);
    assert_int_equal(wg_share_hundredths(1000000, 1000000), 10000);
    assert_int_equal(wg_share_hundredths(5, 0), 0);
}

/* R3: half-points read back as exact points, reduced, and back again
 * through wg_points_to_half() for every cost a document may hold. */
static void test_points_from_half(void **state)
{
    (void)state;
    static const struct { int half; int64_t num, den; } CASES[] = {
        {0, 0, 1}, {1, 1, 2}, {2, 1, 1}, {17, 17, 2}, {125, 125, 2}, {260, 130, 1},
        {2 * WG_POINTS_MAX_COST, WG_POINTS_MAX_COST, 1}, {-3, -3, 2}, {-4, -2, 1}};
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        wg_fraction f = wg_points_from_half(CASES[i].half);
        assert_int_equal(f.num, CASES[i].num);
        assert_int_equal(f.den, CASES[i].den);
    }
    for (int half = 0; half <= 2 * WG_POINTS_MAX_COST; half++) {
        wg_fraction f = wg_points_from_half(half);
        int back = -1;
        assert_int_equal(wg_points_to_half(&back, (double)f.num / (double)f.den, NULL), WG_OK);
        assert_int_equal(back, half);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rounding_per_unit),
        cmocka_unit_test(test_per_model_costs),
        cmocka_unit_test(test_model_count_priced),
        cmocka_unit_test(test_split_item_prices),
        cmocka_unit_test(test_points_limit),
        cmocka_unit_test(test_core_minimum),
        cmocka_unit_test(test_rare_maximum),
        cmocka_unit_test(test_heroes_maximum),
        cmocka_unit_test(test_lords_maximum),
        cmocka_unit_test(test_characters_maximum),
        cmocka_unit_test(test_totals),
        cmocka_unit_test(test_min_total),
        cmocka_unit_test(test_share_format),
        cmocka_unit_test(test_points_from_half),
    };
    return cmocka_run_group_tests_name("roster_points", tests, harness_setup, harness_teardown);
}
