/* roster module, composition rules (R6 duplicates, R7-R14): duplicates per
 * army size, 0-X choices, moved units, the minimum size, the General,
 * unique and one-per-army choices, reporting every violation in order, the
 * report's accessors and its JSON. */
#include "test_roster_common.h"

/* ---- building armies ---------------------------------------------------------------- */

/* count units of entry with models each; the first unit of the first pick
 * is the General. */
typedef struct pick {
    const char *entry;
    int count, models;
} pick;

/* An army for limit: the picks, then a unit of filler (a blob) bringing the
 * total to exactly limit (no filler when NULL). */
static wg_roster *build(const wg_catalog *c, int limit, const pick *p, size_t n,
                        const char *filler)
{
    wg_roster *r = new_roster(c, limit);
    for (size_t i = 0; i < n; i++)
        for (int k = 0; k < p[i].count; k++)
            put_unit(r, p[i].entry, p[i].models, i == 0 && k == 0, -1);
    if (filler)
        fill_to(r, filler, limit);
    return r;
}

#define PICKS(...) ((const pick[]){__VA_ARGS__}), sizeof((const pick[]){__VA_ARGS__}) / sizeof(pick)

/* The army is valid. */
static void ok(wg_roster *r)
{
    expect_ok(r);
    wg_roster_free(r);
}

/* The army breaks exactly this one rule. */
static void breaks(wg_roster *r, want w)
{
    expect_one(r, w);
    wg_roster_free(r);
}

/* ---- R6, R12, R13: duplicates ----------------------------------------------------------- */

/* R6: standard armies: Core 4, Special 3, Rare 2, Lords 3, Heroes 3 of one entry. */
static void test_duplicates_standard(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    /* Core: 4 pass, a 5th breaks (units 1-5) */
    ok(build(c, 2000, PICKS({"lord", 1, 300}, {"core", 4, 125}, {"rare", 1, 100}), "special"));
    breaks(build(c, 2000, PICKS({"lord", 1, 300}, {"core", 5, 100}, {"rare", 1, 100}), "special"),
           (want){"duplicates", "R6", 5, {1, 2, 3, 4, 5},
                  "5 units of Core Blob in core; at most 4 allowed in a standard army"});
    /* Special: 3 and 4 */
    ok(build(c, 2000, PICKS({"lord", 1, 300}, {"core", 1, 500}, {"special", 3, 300}), "rare"));
    breaks(build(c, 2000, PICKS({"lord", 1, 300}, {"core", 1, 500}, {"special", 4, 250}),
                 "rare"),
           (want){"duplicates", "R6", 4, {2, 3, 4, 5},
                  "4 units of Special Blob in special; at most 3 allowed in a standard army"});
    /* Rare: 2 and 3 */
    ok(build(c, 2000, PICKS({"lord", 1, 300}, {"core", 1, 500}, {"rare", 2, 200}), "special"));
    breaks(build(c, 2000, PICKS({"lord", 1, 300}, {"core", 1, 500}, {"rare", 3, 150}),
                 "special"),
           (want){"duplicates", "R6", 3, {2, 3, 4},
                  "3 units of Rare Blob in rare; at most 2 allowed in a standard army"});
    /* Lords: 3 and 4 */
    ok(build(c, 2000, PICKS({"lord", 3, 100}, {"core", 1, 500}, {"rare", 1, 100},
                            {"core2", 1, 100}), "special"));
    breaks(build(c, 2000, PICKS({"lord", 4, 100}, {"core", 1, 500}, {"rare", 1, 100},
                                {"core2", 1, 100}), "special"),
           (want){"duplicates", "R6", 4, {0, 1, 2, 3},
                  "4 units of Lord in lords; at most 3 allowed in a standard army"});
    /* Heroes: 3 and 4; and 3 Lords + 3 Heroes of two entries are fine together */
    ok(build(c, 2000, PICKS({"hero", 3, 100}, {"lord", 3, 100}, {"core", 1, 500},
                            {"rare", 1, 100}, {"core2", 1, 100}), "special"));
    breaks(build(c, 2000, PICKS({"hero", 4, 100}, {"core", 1, 500}, {"rare", 1, 100},
                                {"core2", 1, 100}), "special"),
           (want){"duplicates", "R6", 4, {0, 1, 2, 3},
                  "4 units of Hero in heroes; at most 3 allowed in a standard army"});
    /* duplicates are per entry: 4 Core Blob and 4 Other Core are fine */
    ok(build(c, 2000, PICKS({"lord", 1, 300}, {"core", 4, 100}, {"core2", 4, 100}), "special"));
    /* several groups broken at once: one violation each, in catalogue order */
    wg_roster *r = build(c, 2000, PICKS({"lord", 4, 10}, {"rare", 3, 10}, {"core", 5, 100},
                                        {"special", 4, 50}), NULL);
    wg_report *rep = validate(r);
    EXPECT(rep,
           {"under-limit", "R5", 0, {0}, "The army costs 770 points, more than 20 below the "
            "limit of 2000 (at least 1980 required)"},
           {"duplicates", "R6", 4, {0, 1, 2, 3},
            "4 units of Lord in lords; at most 3 allowed in a standard army"},
           {"duplicates", "R6", 5, {7, 8, 9, 10, 11},
            "5 units of Core Blob in core; at most 4 allowed in a standard army"},
           {"duplicates", "R6", 4, {12, 13, 14, 15},
            "4 units of Special Blob in special; at most 3 allowed in a standard army"},
           {"duplicates", "R6", 3, {4, 5, 6},
            "3 units of Rare Blob in rare; at most 2 allowed in a standard army"});
    wg_report_free(rep);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* R12: Warbands: Core 2, Special 2, Rare 1, one character entry 2 over Lords + Heroes. */
static void test_duplicates_warband(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    ok(build(c, 1000, PICKS({"lord", 1, 200}, {"core", 2, 150}, {"rare", 1, 100}), "special"));
    breaks(build(c, 1000, PICKS({"lord", 1, 200}, {"core", 3, 100}, {"rare", 1, 100}),
                 "special"),
           (want){"duplicates", "R12", 3, {1, 2, 3},
                  "3 units of Core Blob in core; at most 2 allowed in a warband army"});
    ok(build(c, 1000, PICKS({"lord", 1, 200}, {"core", 1, 300}, {"special", 2, 200}), "rare"));
    breaks(build(c, 1000, PICKS({"lord", 1, 200}, {"core", 1, 300}, {"special", 3, 100}),
                 "rare"),
           (want){"duplicates", "R12", 3, {2, 3, 4},
                  "3 units of Special Blob in special; at most 2 allowed in a warband army"});
    ok(build(c, 1000, PICKS({"lord", 1, 200}, {"core", 1, 300}, {"rare", 1, 200}), "special"));
    breaks(build(c, 1000, PICKS({"lord", 1, 200}, {"core", 1, 300}, {"rare", 2, 100}),
                 "special"),
           (want){"duplicates", "R12", 2, {2, 3},
                  "2 units of Rare Blob in rare; at most 1 allowed in a warband army"});
    /* characters: one entry, 2 allowed (Lords 3 / Heroes 3 do not apply) */
    ok(build(c, 1000, PICKS({"lord", 2, 100}, {"core", 1, 300}, {"rare", 1, 100}), "special"));
    breaks(build(c, 1000, PICKS({"lord", 3, 100}, {"core", 1, 300}, {"rare", 1, 100}),
                 "special"),
           (want){"duplicates", "R12", 3, {0, 1, 2},
                  "3 units of Lord in Lords and Heroes; at most 2 allowed in a warband army"});
    breaks(build(c, 1000, PICKS({"hero", 3, 100}, {"core", 1, 300}, {"rare", 1, 100}),
                 "special"),
           (want){"duplicates", "R12", 3, {0, 1, 2},
                  "3 units of Hero in Lords and Heroes; at most 2 allowed in a warband army"});
    /* two entries of two each are fine: the limit is per entry */
    ok(build(c, 1000, PICKS({"lord", 2, 50}, {"hero", 2, 50}, {"core", 1, 300},
                            {"rare", 1, 100}), "special"));
    /* one entry counted over both categories: a Captain as a Hero and as a
       Lord is two units of that entry; three break it (R7, R12) */
    wg_roster *r = new_roster(c, 1000);
    put_general(r, "captain", 1);
    put_as(r, "captain", 1, WG_CATEGORY_LORDS);
    put(r, "core", 300);
    put(r, "rare", 100);
    fill_to(r, "special", 980);
    expect_ok(r);
    put_as(r, "captain", 1, WG_CATEGORY_LORDS); /* 20 more points: 1000 */
    expect_one(r, (want){"duplicates", "R7", 3, {0, 1, 5},
                         "3 units of Captain in Lords and Heroes; at most 2 allowed in a "
                         "warband army"});
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* R13: Grand Armies: Core 8, Special 6, Rare 4, one character entry 6 over Lords + Heroes. */
static void test_duplicates_grand(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    ok(build(c, 4000, PICKS({"lord", 1, 800}, {"core", 8, 125}, {"rare", 1, 400}), "special"));
    breaks(build(c, 4000, PICKS({"lord", 1, 800}, {"core", 9, 120}, {"rare", 1, 400}),
                 "special"),
           (want){"duplicates", "R13", 9, {1, 2, 3, 4, 5, 6, 7, 8, 9},
                  "9 units of Core Blob in core; at most 8 allowed in a grand army"});
    ok(build(c, 4000, PICKS({"lord", 1, 800}, {"core", 1, 1000}, {"special", 6, 200}), "rare"));
    breaks(build(c, 4000, PICKS({"lord", 1, 800}, {"core", 1, 1000}, {"special", 7, 200}),
                 "rare"),
           (want){"duplicates", "R13", 7, {2, 3, 4, 5, 6, 7, 8},
                  "7 units of Special Blob in special; at most 6 allowed in a grand army"});
    ok(build(c, 4000, PICKS({"lord", 1, 800}, {"core", 1, 1000}, {"rare", 4, 200}), "special"));
    breaks(build(c, 4000, PICKS({"lord", 1, 800}, {"core", 1, 1000}, {"rare", 5, 150}),
                 "special"),
           (want){"duplicates", "R13", 5, {2, 3, 4, 5, 6},
                  "5 units of Rare Blob in rare; at most 4 allowed in a grand army"});
    ok(build(c, 4000, PICKS({"hero", 6, 100}, {"core", 1, 1000}, {"rare", 1, 400},
                            {"core2", 1, 100}), "special"));
    breaks(build(c, 4000, PICKS({"hero", 7, 100}, {"core", 1, 1000}, {"rare", 1, 400},
                                {"core2", 1, 100}), "special"),
           (want){"duplicates", "R13", 7, {0, 1, 2, 3, 4, 5, 6},
                  "7 units of Hero in Lords and Heroes; at most 6 allowed in a grand army"});
    /* one entry over both categories: 3 + 3 Captains pass, 4 + 3 break */
    wg_roster *r = new_roster(c, 4000);
    put_general(r, "captain", 1);
    put(r, "captain", 1);
    put(r, "captain", 1);
    for (int i = 0; i < 3; i++)
        put_as(r, "captain", 1, WG_CATEGORY_LORDS);
    put(r, "core", 1000);
    put(r, "core2", 100);
    put(r, "rare", 400);
    fill_to(r, "special", 3980);
    expect_ok(r);
    put(r, "captain", 1); /* 20 more points: 4000 */
    expect_one(r, (want){"duplicates", "R7", 7, {0, 1, 2, 3, 4, 5, 10},
                         "7 units of Captain in Lords and Heroes; at most 6 allowed in a grand "
                         "army"});
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* R12, R13: 1499/1500 and 3999/4000 points choose the size and its tables. */
static void test_size_boundaries(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    /* three Core units: too many in a Warband of 1499, fine at 1500 */
    breaks(build(c, 1499, PICKS({"lord", 1, 300}, {"core", 3, 150}, {"rare", 1, 100}),
                 "special"),
           (want){"duplicates", "R12", 3, {1, 2, 3},
                  "3 units of Core Blob in core; at most 2 allowed in a warband army"});
    ok(build(c, 1500, PICKS({"lord", 1, 300}, {"core", 3, 150}, {"rare", 1, 100}), "special"));
    /* three units that are not characters: enough at 1499, too few at 1500 */
    ok(build(c, 1499, PICKS({"lord", 1, 300}, {"core", 1, 400}, {"rare", 1, 100}), "special"));
    breaks(build(c, 1500, PICKS({"lord", 1, 300}, {"core", 1, 400}, {"rare", 1, 100}),
                 "special"),
           (want){"too-few-units", "R8", 0, {0}, "3 units that are not characters (war "
                  "machines counting as one); at least 4 required"});
    /* five Core units and four Lords: too many at 3999, fine in a Grand Army of 4000 */
    breaks(build(c, 3999, PICKS({"lord", 1, 700}, {"core", 5, 200}, {"rare", 1, 400}),
                 "special"),
           (want){"duplicates", "R6", 5, {1, 2, 3, 4, 5},
                  "5 units of Core Blob in core; at most 4 allowed in a standard army"});
    ok(build(c, 4000, PICKS({"lord", 1, 700}, {"core", 5, 200}, {"rare", 1, 400}), "special"));
    breaks(build(c, 3999, PICKS({"lord", 4, 100}, {"core", 1, 1000}, {"rare", 1, 400},
                                {"core2", 1, 100}), "special"),
           (want){"duplicates", "R6", 4, {0, 1, 2, 3},
                  "4 units of Lord in lords; at most 3 allowed in a standard army"});
    ok(build(c, 4000, PICKS({"lord", 4, 100}, {"core", 1, 1000}, {"rare", 1, 400},
                            {"core2", 1, 100}), "special"));
    /* the report names the size */
    static const struct {
        int points;
        wg_roster_format size;
    } SIZES[] = {{1, WG_ROSTER_FORMAT_WARBAND}, {1499, WG_ROSTER_FORMAT_WARBAND},
                 {1500, WG_ROSTER_FORMAT_STANDARD}, {3999, WG_ROSTER_FORMAT_STANDARD},
                 {4000, WG_ROSTER_FORMAT_GRAND_ARMY}, {1000000, WG_ROSTER_FORMAT_GRAND_ARMY}};
    for (size_t i = 0; i < sizeof SIZES / sizeof SIZES[0]; i++) {
        wg_roster *r = new_roster(c, SIZES[i].points);
        wg_report *rep = validate(r);
        assert_int_equal(wg_report_format(rep), SIZES[i].size);
        assert_int_equal(wg_report_points(rep), SIZES[i].points);
        wg_report_free(rep);
        wg_roster_free(r);
    }
    wg_catalog_free(c);
}

/* ---- R11: 0-X choices --------------------------------------------------------------------- */

/* R11: at most X (halved up in a Warband, doubled in a Grand Army), and the
 * ordinary duplicate limit does not apply. Beasts are Rare 0-3, Giant Rare
 * 0-1, Falconers Special 0-3. */
static void test_max_choice(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    /* standard: 3 Beasts (over the Rare limit of 2) pass, 4 break */
    ok(build(c, 2000, PICKS({"lord", 1, 300}, {"core", 1, 500}, {"beasts", 3, 1}), "special"));
    breaks(build(c, 2000, PICKS({"lord", 1, 300}, {"core", 1, 500}, {"beasts", 4, 1}),
                 "special"),
           (want){"max-choice", "R11", 4, {2, 3, 4, 5},
                  "4 units of Beasts, a 0-3 choice; at most 3 allowed in a standard army"});
    /* Warband: 3 halved rounding up is 2 (over the Rare limit of 1), 3 break */
    ok(build(c, 1000, PICKS({"lord", 1, 200}, {"core", 1, 300}, {"beasts", 2, 1}), "special"));
    breaks(build(c, 1000, PICKS({"lord", 1, 200}, {"core", 1, 300}, {"beasts", 3, 1}),
                 "special"),
           (want){"max-choice", "R11", 3, {2, 3, 4},
                  "3 units of Beasts, a 0-3 choice; at most 2 allowed in a warband army"});
    /* Grand: doubled to 6 (over the Rare limit of 4), 7 break */
    ok(build(c, 4000, PICKS({"lord", 1, 800}, {"core", 1, 1000}, {"beasts", 6, 1}), "special"));
    breaks(build(c, 4000, PICKS({"lord", 1, 800}, {"core", 1, 1000}, {"beasts", 7, 1}),
                 "special"),
           (want){"max-choice", "R11", 7, {2, 3, 4, 5, 6, 7, 8},
                  "7 units of Beasts, a 0-3 choice; at most 6 allowed in a grand army"});
    /* 0-1: 1 in a Warband (a half rounds up), 2 in a Grand Army */
    ok(build(c, 1000, PICKS({"lord", 1, 200}, {"core", 1, 300}, {"giant", 1, 1},
                            {"rare", 1, 10}), "special"));
    breaks(build(c, 1000, PICKS({"lord", 1, 200}, {"core", 1, 300}, {"giant", 2, 1}),
                 "special"),
           (want){"max-choice", "R11", 2, {2, 3},
                  "2 units of Giant, a 0-1 choice; at most 1 allowed in a warband army"});
    breaks(build(c, 2000, PICKS({"lord", 1, 300}, {"core", 1, 500}, {"giant", 2, 1},
                                {"rare", 1, 10}), "special"),
           (want){"max-choice", "R11", 2, {2, 3},
                  "2 units of Giant, a 0-1 choice; at most 1 allowed in a standard army"});
    ok(build(c, 4000, PICKS({"lord", 1, 800}, {"core", 1, 1000}, {"giant", 2, 1}), "special"));
    breaks(build(c, 4000, PICKS({"lord", 1, 800}, {"core", 1, 1000}, {"giant", 3, 1}),
                 "special"),
           (want){"max-choice", "R11", 3, {2, 3, 4},
                  "3 units of Giant, a 0-1 choice; at most 2 allowed in a grand army"});
    /* Falconers (Special 0-3): 4 break max-choice only, not duplicates too */
    breaks(build(c, 2000, PICKS({"lord", 1, 300}, {"core", 1, 500}, {"falcons", 4, 1},
                                {"rare", 1, 10}), "special"),
           (want){"max-choice", "R11", 4, {2, 3, 4, 5},
                  "4 units of Falconers, a 0-3 choice; at most 3 allowed in a standard army"});
    wg_catalog_free(c);
}

/* ---- R7: moved units ----------------------------------------------------------------------- */

/* R7: a moved unit's points count only in its new category; its duplicates
 * are held to both categories; a move its entry does not allow is invalid. */
static void test_moved_units(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    /* a Chariot (Special, may be Core) makes up the 25% of Core */
    wg_roster *r = new_roster(c, 2000);
    put_general(r, "lord", 300);
    put(r, "core", 475);
    size_t chariot = put_as(r, "chariot", 1, WG_CATEGORY_CORE);
    put(r, "rare", 100);
    fill_to(r, "special", 2000);
    wg_report *rep = validate(r);
    expect_valid(rep);
    assert_int_equal(priced(rep, chariot).points, 25);
    assert_int_equal(priced(rep, chariot).category, WG_CATEGORY_CORE);
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_CORE), 500);
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_SPECIAL), 1100);
    wg_report_free(rep);
    wg_roster_free(r);
    /* the same Chariot left in Special does not count for Core */
    r = new_roster(c, 2000);
    put_general(r, "lord", 300);
    put(r, "core", 475);
    chariot = put(r, "chariot", 1);
    put(r, "rare", 100);
    fill_to(r, "special", 2000);
    rep = validate(r);
    EXPECT(rep, {"core-minimum", "R6", 0, {0},
                 "Core is 475 of 2000 points (23.75%); at least 500 (25%) required"});
    assert_int_equal(priced(rep, chariot).category, WG_CATEGORY_SPECIAL);
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_SPECIAL), 1125);
    wg_report_free(rep);
    wg_roster_free(r);
    /* naming its own category is not a move */
    r = new_roster(c, 2000);
    put_general(r, "lord", 300);
    put(r, "core", 500);
    chariot = put_as(r, "chariot", 1, WG_CATEGORY_SPECIAL);
    put(r, "rare", 100);
    fill_to(r, "special", 2000);
    rep = validate(r);
    expect_valid(rep);
    assert_int_equal(priced(rep, chariot).category, WG_CATEGORY_SPECIAL);
    wg_report_free(rep);
    wg_roster_free(r);

    /* duplicates: 3 Chariots moved to Core pass; a 4th is within Core's 4
       but over Special's 3, their original category */
    r = new_roster(c, 2000);
    put_general(r, "lord", 300);
    put(r, "core", 425);
    for (int i = 0; i < 3; i++)
        put_as(r, "chariot", 1, WG_CATEGORY_CORE);
    put(r, "rare", 100);
    fill_to(r, "special", 2000);
    expect_ok(r);
    put_as(r, "chariot", 1, WG_CATEGORY_CORE);
    rep = validate(r);
    EXPECT(rep,
           {"over-limit", "R5", 0, {0}, "The army costs 2025 points, over the limit of 2000"},
           {"duplicates", "R7", 4, {2, 3, 4, 7},
            "4 units of Chariot in special; at most 3 allowed in a standard army"});
    wg_report_free(rep);
    wg_roster_free(r);
    /* two moved and two not: still four Chariots of Special */
    r = new_roster(c, 2000);
    put_general(r, "lord", 300);
    put(r, "core", 450);
    put_as(r, "chariot", 1, WG_CATEGORY_CORE);
    put_as(r, "chariot", 1, WG_CATEGORY_CORE);
    put(r, "chariot", 1);
    put(r, "chariot", 1);
    put(r, "rare", 100);
    fill_to(r, "special", 2000);
    expect_one(r, (want){"duplicates", "R7", 4, {2, 3, 4, 5},
                         "4 units of Chariot in special; at most 3 allowed in a standard army"});
    wg_roster_free(r);
    /* Ogres (Core, may be Rare): 3 taken as Rare break Rare's 2 though Core allows 4;
       their points count in Rare */
    r = new_roster(c, 2000);
    put_general(r, "lord", 300);
    put(r, "core", 500);
    size_t ogres[3];
    for (int i = 0; i < 3; i++)
        ogres[i] = put_as(r, "ogres", 1, WG_CATEGORY_RARE);
    fill_to(r, "special", 2000);
    rep = validate(r);
    EXPECT(rep, {"duplicates", "R7", 3, {2, 3, 4},
                 "3 units of Ogres in rare; at most 2 allowed in a standard army"});
    assert_int_equal(priced(rep, ogres[2]).category, WG_CATEGORY_RARE);
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_RARE), 90);
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_CORE), 500);
    wg_report_free(rep);
    wg_roster_free(r);
    /* in a Warband both categories allow 2: three moved Chariots break both */
    r = new_roster(c, 1000);
    put_general(r, "lord", 200);
    put(r, "core", 175);
    for (int i = 0; i < 3; i++)
        put_as(r, "chariot", 1, WG_CATEGORY_CORE);
    put(r, "rare", 100);
    fill_to(r, "special", 1000);
    rep = validate(r);
    EXPECT(rep,
           {"duplicates", "R7", 3, {2, 3, 4},
            "3 units of Chariot in core; at most 2 allowed in a warband army"},
           {"duplicates", "R7", 3, {2, 3, 4},
            "3 units of Chariot in special; at most 2 allowed in a warband army"});
    wg_report_free(rep);
    wg_roster_free(r);

    /* a category the entry does not allow: invalid-move, and the points stay
       in the entry's own category */
    r = new_roster(c, 2000);
    put_general(r, "lord", 300);
    put(r, "core", 500);
    put(r, "rare", 100);
    chariot = put_as(r, "chariot", 1, WG_CATEGORY_RARE);
    size_t lordly = put_as(r, "hero", 10, WG_CATEGORY_LORDS);
    fill_to(r, "special", 2000);
    rep = validate(r);
    EXPECT(rep,
           {"invalid-move", "R7", 1, {chariot},
            "Chariot is taken as rare, which its entry does not allow (it is special)"},
           {"invalid-move", "R7", 1, {lordly},
            "Hero is taken as lords, which its entry does not allow (it is heroes)"});
    assert_int_equal(priced(rep, chariot).category, WG_CATEGORY_SPECIAL);
    assert_int_equal(priced(rep, lordly).category, WG_CATEGORY_HEROES);
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_RARE), 100);
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_HEROES), 10);
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_LORDS), 300);
    wg_report_free(rep);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* ---- R8: the minimum size ------------------------------------------------------------------ */

/* R8, R12: at least 4 units that are not characters (3 in a Warband), all
 * war machines together counting as one. */
static void test_minimum_units(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    ok(build(c, 2000, PICKS({"lord", 1, 300}, {"core", 1, 500}, {"core2", 1, 100},
                            {"rare", 1, 100}), "special"));
    breaks(build(c, 2000, PICKS({"lord", 1, 300}, {"hero", 2, 100}, {"core", 1, 500},
                                {"rare", 1, 100}), "special"),
           (want){"too-few-units", "R8", 0, {0}, "3 units that are not characters (war "
                  "machines counting as one); at least 4 required"});
    /* two war machines count as one: 3 units; a fourth unit makes 4 */
    breaks(build(c, 2000, PICKS({"lord", 1, 300}, {"core", 1, 500}, {"machine", 1, 1},
                                {"cannon", 1, 1}), "special"),
           (want){"too-few-units", "R8", 0, {0}, "3 units that are not characters (war "
                  "machines counting as one); at least 4 required"});
    ok(build(c, 2000, PICKS({"lord", 1, 300}, {"core", 1, 500}, {"machine", 1, 1},
                            {"cannon", 1, 1}, {"rare", 1, 100}), "special"));
    breaks(build(c, 2000, PICKS({"lord", 1, 300}, {"core", 1, 1600}, {"machine", 2, 1},
                                {"cannon", 2, 1}), NULL),
           (want){"too-few-units", "R8", 0, {0}, "2 units that are not characters (war "
                  "machines counting as one); at least 4 required"});
    /* Warband: 3 */
    ok(build(c, 1000, PICKS({"lord", 1, 200}, {"core", 1, 300}, {"rare", 1, 100}), "special"));
    breaks(build(c, 1000, PICKS({"lord", 1, 200}, {"hero", 1, 100}, {"core", 1, 300}),
                 "special"),
           (want){"too-few-units", "R12", 0, {0}, "2 units that are not characters (war "
                  "machines counting as one); at least 3 required"});
    breaks(build(c, 1000, PICKS({"lord", 1, 200}, {"core", 1, 730}, {"machine", 2, 1},
                                {"cannon", 1, 1}), NULL),
           (want){"too-few-units", "R12", 0, {0}, "2 units that are not characters (war "
                  "machines counting as one); at least 3 required"});
    ok(build(c, 1000, PICKS({"lord", 1, 200}, {"core", 1, 300}, {"machine", 1, 1}),
             "special"));
    /* Grand: still 4 */
    breaks(build(c, 4000, PICKS({"lord", 1, 800}, {"core", 1, 1000}, {"rare", 1, 400}),
                 "special"),
           (want){"too-few-units", "R8", 0, {0}, "3 units that are not characters (war "
                  "machines counting as one); at least 4 required"});
    wg_catalog_free(c);
}

/* ---- R9: the General ------------------------------------------------------------------------ */

/* A valid standard army but for the General: its characters first. */
static wg_roster *generals(const wg_catalog *c, const char *const *entries, const bool *marked,
                           size_t n)
{
    wg_roster *r = new_roster(c, 2000);
    for (size_t i = 0; i < n; i++)
        put_unit(r, entries[i], 1, marked[i], -1);
    put(r, "core", 500);
    put(r, "core2", 100);
    put(r, "rare", 100);
    fill_to(r, "special", 2000);
    return r;
}

/* R9: exactly one General, a character that can be General. */
static void test_general(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    const char *two[] = {"lord", "hero"};
    ok(generals(c, two, (const bool[]){true, false}, 2));
    ok(generals(c, two, (const bool[]){false, true}, 2));
    breaks(generals(c, two, (const bool[]){false, false}, 2),
           (want){"no-general", "R9", 0, {0},
                  "No unit is marked as the General; exactly one character must be"});
    breaks(generals(c, two, (const bool[]){true, true}, 2),
           (want){"multiple-generals", "R9", 2, {0, 1},
                  "2 units are marked as the General; exactly one must be"});
    /* a character that cannot be General */
    const char *mage[] = {"mage", "lord"};
    breaks(generals(c, mage, (const bool[]){true, false}, 2),
           (want){"general-not-allowed", "R9", 1, {0},
                  "Mage is marked as the General but cannot be the General"});
    /* a unit that is not a character (the only General) */
    wg_roster *r = new_roster(c, 2000);
    put(r, "lord", 300);
    put_general(r, "core", 500);
    put(r, "core2", 100);
    put(r, "rare", 100);
    fill_to(r, "special", 2000);
    expect_one(r, (want){"general-not-allowed", "R9", 1, {1},
                         "Core Blob is marked as the General but is not a character"});
    wg_roster_free(r);
    /* two Generals, one of them not allowed: both reported */
    wg_roster *both = generals(c, mage, (const bool[]){true, true}, 2);
    wg_report *rep = validate(both);
    EXPECT(rep,
           {"multiple-generals", "R9", 2, {0, 1},
            "2 units are marked as the General; exactly one must be"},
           {"general-not-allowed", "R9", 1, {0},
            "Mage is marked as the General but cannot be the General"});
    wg_report_free(rep);
    wg_roster_free(both);
    /* three Generals */
    const char *three[] = {"lord", "hero", "captain"};
    breaks(generals(c, three, (const bool[]){true, true, true}, 3),
           (want){"multiple-generals", "R9", 3, {0, 1, 2},
                  "3 units are marked as the General; exactly one must be"});
    /* a Captain moved to Lords may still be the General */
    r = new_roster(c, 2000);
    put_unit(r, "captain", 1, true, WG_CATEGORY_LORDS);
    put(r, "core", 500);
    put(r, "core2", 100);
    put(r, "rare", 100);
    fill_to(r, "special", 2000);
    expect_ok(r);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* ---- R10, R13: unique and one per army ------------------------------------------------------- */

/* A valid army for limit (a Lord General, a Hero, Core, Other Core, Rare and
 * Special) whose units carriers[0..n) each carry item; the Special makes up
 * the limit after the items are paid. */
static wg_roster *carrying(const wg_catalog *c, int limit, const char *item,
                           const size_t *carriers, size_t n)
{
    wg_roster *r = build(c, limit, PICKS({"lord", 1, limit / 10}, {"hero", 1, limit / 20},
                                         {"core", 1, limit / 4}, {"core2", 1, limit / 10},
                                         {"rare", 1, limit / 10}), NULL);
    for (size_t i = 0; i < n; i++)
        give_item(r, carriers[i], item);
    fill_to(r, "special", limit);
    return r;
}

/* R10, R13: unique units and items once (twice in a Grand Army), one-per-army once. */
static void test_unique_and_one_per_army(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    /* a unique unit (Old Guard, Rare) */
    ok(build(c, 2000, PICKS({"lord", 1, 300}, {"core", 1, 500}, {"guard", 1, 1},
                            {"core2", 1, 10}), "special"));
    breaks(build(c, 2000, PICKS({"lord", 1, 300}, {"core", 1, 500}, {"guard", 2, 1}),
                 "special"),
           (want){"unique", "R10", 2, {2, 3}, "Old Guard is taken 2 times; once allowed"});
    /* in a Warband two also break the Rare duplicate limit of 1 (R12) */
    wg_roster *r = build(c, 1000, PICKS({"lord", 1, 200}, {"core", 1, 300}, {"guard", 2, 1}),
                         "special");
    wg_report *rep = validate(r);
    EXPECT(rep,
           {"duplicates", "R12", 2, {2, 3},
            "2 units of Old Guard in rare; at most 1 allowed in a warband army"},
           {"unique", "R10", 2, {2, 3}, "Old Guard is taken 2 times; once allowed"});
    wg_report_free(rep);
    wg_roster_free(r);
    ok(build(c, 4000, PICKS({"lord", 1, 800}, {"core", 1, 1000}, {"guard", 2, 1},
                            {"rare", 1, 10}), "special"));
    breaks(build(c, 4000, PICKS({"lord", 1, 800}, {"core", 1, 1000}, {"guard", 3, 1}),
                 "special"),
           (want){"unique", "R13", 3, {2, 3, 4}, "Old Guard is taken 3 times; at most twice "
                                                 "allowed"});
    /* a unique character (Prince, Lords) */
    breaks(build(c, 2000, PICKS({"prince", 2, 1}, {"core", 1, 500}, {"rare", 1, 100},
                                {"core2", 1, 100}), "special"),
           (want){"unique", "R10", 2, {0, 1}, "Prince is taken 2 times; once allowed"});
    /* a one-per-army unit (Griffons): once, in a Grand Army too */
    ok(build(c, 2000, PICKS({"lord", 1, 300}, {"core", 1, 500}, {"griffons", 1, 1},
                            {"core2", 1, 10}), "special"));
    breaks(build(c, 2000, PICKS({"lord", 1, 300}, {"core", 1, 500}, {"griffons", 2, 1}),
                 "special"),
           (want){"one-per-army", "R10", 2, {2, 3}, "Griffons is taken 2 times; once allowed"});
    breaks(build(c, 4000, PICKS({"lord", 1, 800}, {"core", 1, 1000}, {"griffons", 2, 1}),
                 "special"),
           (want){"one-per-army", "R10", 2, {2, 3}, "Griffons is taken 2 times; once allowed"});

    /* a unique item (Rune of Fury) once, on two units, and twice on one unit */
    static const size_t ONE[] = {0}, TWO[] = {0, 1}, TWICE[] = {0, 0}, THREE[] = {0, 1, 3};
    ok(carrying(c, 2000, "rune", ONE, 1));
    breaks(carrying(c, 2000, "rune", TWO, 2),
           (want){"unique", "R10", 2, {0, 1}, "Rune of Fury is taken 2 times; once allowed"});
    breaks(carrying(c, 2000, "rune", TWICE, 2),
           (want){"unique", "R10", 1, {0}, "Rune of Fury is taken 2 times; once allowed"});
    breaks(carrying(c, 1000, "rune", TWO, 2),
           (want){"unique", "R10", 2, {0, 1}, "Rune of Fury is taken 2 times; once allowed"});
    /* Grand Army: twice is fine, three times not */
    ok(carrying(c, 4000, "rune", TWO, 2));
    ok(carrying(c, 4000, "rune", TWICE, 2));
    breaks(carrying(c, 4000, "rune", THREE, 3),
           (want){"unique", "R13", 3, {0, 1, 3},
                  "Rune of Fury is taken 3 times; at most twice allowed"});
    /* a one-per-army item (White Banner): once, in a Grand Army too */
    ok(carrying(c, 2000, "banner", ONE, 1));
    breaks(carrying(c, 2000, "banner", TWO, 2),
           (want){"one-per-army", "R10", 2, {0, 1}, "White Banner is taken 2 times; once allowed"});
    breaks(carrying(c, 4000, "banner", THREE, 3),
           (want){"one-per-army", "R10", 3, {0, 1, 3}, "White Banner is taken 3 times; once "
                  "allowed"});
    wg_catalog_free(c);
}

/* ---- R14: every violation, in order ---------------------------------------------------------- */

/* R14: validation never stops at the first problem; docs/FORMATS.md's order. */
static void test_every_violation_in_order(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    wg_roster *r = new_roster(c, 2000);
    put_general(r, "lord", 800);                        /* 0 */
    put_general(r, "lord", 1);                          /* 1 */
    put(r, "lord", 1);                                  /* 2 */
    put(r, "lord", 1);                                  /* 3 */
    put_general(r, "mage", 1);                          /* 4 */
    put(r, "hero", 1001);                               /* 5 */
    put(r, "rare", 600);                                /* 6 */
    put(r, "rare", 1);                                  /* 7 */
    put(r, "rare", 1);                                  /* 8 */
    for (int i = 0; i < 4; i++)
        put(r, "beasts", 1);                            /* 9-12 */
    put(r, "guard", 1);                                 /* 13 */
    put(r, "guard", 1);                                 /* 14 */
    put(r, "griffons", 1);                              /* 15 */
    put(r, "griffons", 1);                              /* 16 */
    put_as(r, "chariot", 1, WG_CATEGORY_RARE);          /* 17 */
    put(r, "spearmen", 41);                             /* 18 */
    give_item(r, 0, "rune");
    give_item(r, 5, "rune");
    give_item(r, 2, "banner");
    give_item(r, 18, "banner");
    wg_report *rep = validate(r);
    /* Lords 800+25+1+1+40+1, Heroes 50+1001+25, Core 226+40, Rare 602+40+80+100, Special 25 */
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_LORDS), 868);
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_HEROES), 1076);
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_CORE), 266);
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_RARE), 822);
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_SPECIAL), 25);
    EXPECT(rep,
           {"over-limit", "R5", 0, {0}, "The army costs 3057 points, over the limit of 2000"},
           {"core-minimum", "R6", 0, {0},
            "Core is 266 of 2000 points (13.3%); at least 500 (25%) required"},
           {"rare-maximum", "R6", 0, {0},
            "Rare is 822 of 2000 points (41.1%); at most 500 (25%) allowed"},
           {"heroes-maximum", "R6", 0, {0},
            "Heroes are 1076 of 2000 points (53.8%); at most 1000 (50%) allowed"},
           {"lords-maximum", "R6", 0, {0},
            "Lords are 868 of 2000 points (43.4%); at most 700 (35%) allowed"},
           {"characters-maximum", "R6", 0, {0},
            "Lords and Heroes together are 1944 of 2000 points (97.2%); at most 1000 (50%) "
            "allowed"},
           {"duplicates", "R6", 4, {0, 1, 2, 3},
            "4 units of Lord in lords; at most 3 allowed in a standard army"},
           {"duplicates", "R6", 3, {6, 7, 8},
            "3 units of Rare Blob in rare; at most 2 allowed in a standard army"},
           {"max-choice", "R11", 4, {9, 10, 11, 12},
            "4 units of Beasts, a 0-3 choice; at most 3 allowed in a standard army"},
           {"multiple-generals", "R9", 3, {0, 1, 4},
            "3 units are marked as the General; exactly one must be"},
           {"general-not-allowed", "R9", 1, {4},
            "Mage is marked as the General but cannot be the General"},
           {"unique", "R10", 2, {13, 14}, "Old Guard is taken 2 times; once allowed"},
           {"unique", "R10", 2, {0, 5}, "Rune of Fury is taken 2 times; once allowed"},
           {"one-per-army", "R10", 2, {15, 16}, "Griffons is taken 2 times; once allowed"},
           {"one-per-army", "R10", 2, {2, 18}, "White Banner is taken 2 times; once allowed"},
           {"invalid-move", "R7", 1, {17},
            "Chariot is taken as rare, which its entry does not allow (it is special)"},
           {"model-count", "R3", 1, {18}, "Spearmen has 41 models; 10 to 40 allowed"});
    wg_report_free(rep);
    wg_roster_free(r);

    /* the codes that cannot be in the same army as the ones above */
    r = new_roster(c, 1000);
    put(r, "hero", 100);
    put(r, "core", 100);
    put(r, "special", 100);
    rep = validate(r);
    EXPECT(rep,
           {"under-limit", "R5", 0, {0}, "The army costs 300 points, more than 20 below the "
            "limit of 1000 (at least 980 required)"},
           {"core-minimum", "R6", 0, {0},
            "Core is 100 of 1000 points (10%); at least 250 (25%) required"},
           {"too-few-units", "R12", 0, {0}, "2 units that are not characters (war machines "
            "counting as one); at least 3 required"},
           {"no-general", "R9", 0, {0},
            "No unit is marked as the General; exactly one character must be"});
    wg_report_free(rep);
    wg_roster_free(r);

    /* an empty roster */
    r = new_roster(c, 2000);
    rep = validate(r);
    EXPECT(rep,
           {"under-limit", "R5", 0, {0}, "The army costs 0 points, more than 20 below the "
            "limit of 2000 (at least 1980 required)"},
           {"core-minimum", "R6", 0, {0},
            "Core is 0 of 2000 points (0%); at least 500 (25%) required"},
           {"too-few-units", "R8", 0, {0}, "0 units that are not characters (war machines "
            "counting as one); at least 4 required"},
           {"no-general", "R9", 0, {0},
            "No unit is marked as the General; exactly one character must be"});
    assert_int_equal(wg_report_total(rep), 0);
    wg_report_free(rep);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* ---- the report ----------------------------------------------------------------------------- */

/* R14: accessors, arguments, and the report standing alone. */
static void test_report_accessors(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    wg_roster *r = new_roster(c, 2000);
    put_general(r, "lord", 301);
    put(r, "hero", 99);
    put(r, "core", 475);
    put_as(r, "chariot", 1, WG_CATEGORY_CORE);
    put(r, "rare", 100);
    put(r, "special", 970);
    put(r, "special", 5);
    put(r, "special", 5);
    put(r, "special", 5);
    wg_report *rep = validate(r);
    assert_false(wg_report_valid(rep));
    assert_int_equal(wg_report_total(rep), 1985);
    assert_int_equal(wg_report_points(rep), 2000);
    assert_int_equal(wg_report_format(rep), WG_ROSTER_FORMAT_STANDARD);
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_LORDS), 301);
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_HEROES), 99);
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_CORE), 500);
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_SPECIAL), 985);
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_RARE), 100);
    assert_int_equal(wg_report_category_points(rep, (wg_category)5), 0);
    assert_int_equal(wg_report_category_points(rep, (wg_category)-1), 0);
    static const long POINTS[] = {301, 99, 475, 25, 100, 970, 5, 5, 5};
    static const wg_category CATS[] = {WG_CATEGORY_LORDS, WG_CATEGORY_HEROES, WG_CATEGORY_CORE,
                                       WG_CATEGORY_CORE, WG_CATEGORY_RARE, WG_CATEGORY_SPECIAL,
                                       WG_CATEGORY_SPECIAL, WG_CATEGORY_SPECIAL,
                                       WG_CATEGORY_SPECIAL};
    for (size_t i = 0; i < 9; i++) {
        assert_int_equal(priced(rep, i).points, POINTS[i]);
        assert_int_equal(priced(rep, i).category, CATS[i]);
    }
    /* past the end: WG_ENOTFOUND, the caller's struct untouched */
    wg_report_unit u = priced(rep, 8), kept = u;
    assert_int_equal(wg_report_unit_at(&u, rep, 9, NULL), WG_ENOTFOUND);
    assert_int_equal(wg_report_unit_at(&u, rep, WG_NONE, NULL), WG_ENOTFOUND);
    assert_int_equal(u.points, kept.points);
    assert_int_equal(u.category, kept.category);
    assert_int_equal(wg_report_violation_count(rep), 1);
    const wg_violation *v = wg_report_violation_at(rep, 0);
    assert_non_null(v);
    assert_string_equal(v->code, "duplicates");
    assert_string_equal(v->rule, "R6");
    assert_int_equal(v->unit_count, 4);
    assert_int_equal(v->units[0], 5);
    assert_int_equal(v->units[3], 8);
    assert_string_equal(v->message,
                        "4 units of Special Blob in special; at most 3 allowed in a standard army");
    assert_null(wg_report_violation_at(rep, 1));
    assert_null(wg_report_violation_at(rep, (size_t)-1));
    /* the report outlives its roster (not its catalogue, whose entry ids its JSON names) */
    wg_roster_free(r);
    char *json = NULL;
    assert_int_equal(wg_report_to_json(&json, rep, NULL), WG_OK);
    assert_non_null(strstr(json, "{\"entry\": \"chariot\", \"category\": \"core\", "
                                 "\"points\": 25}"));
    wg_free(json);
    /* without the catalogue the accessors still answer: the messages are the report's */
    wg_catalog_free(c);
    assert_int_equal(wg_report_total(rep), 1985);
    assert_int_equal(priced(rep, 3).points, 25);
    assert_string_equal(wg_report_violation_at(rep, 0)->message,
                        "4 units of Special Blob in special; at most 3 allowed in a standard army");
    wg_report_free(rep);
    wg_report_free(NULL);

    /* arguments */
    c = tb_catalog();
    r = new_roster(c, 2000);
    wg_error err;
    assert_int_equal(wg_roster_validate(&rep, NULL, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_roster_validate: NULL argument");
    assert_int_equal(wg_roster_validate(NULL, r, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_roster_validate: NULL argument");
    rep = validate(r);
    assert_int_equal(wg_report_to_json(NULL, rep, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_report_to_json: NULL argument");
    json = (char *)&json;
    assert_int_equal(wg_report_to_json(&json, NULL, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_report_to_json: NULL argument");
    wg_report_free(rep);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* docs/DESIGN.md: sums that could overflow are WG_ERANGE, not wrong totals. */
static void test_huge_armies(void **state)
{
    (void)state;
    wg_catalog *c = NULL;
    assert_int_equal(wg_catalog_new(&c, "huge", "Huge", NULL), WG_OK);
    wg_unit_entry giant = {"giant", "Giant", WG_CATEGORY_CORE, 1, 100000, 200000, 200000,
                           .max = 0};
    assert_int_equal(wg_catalog_add_unit(c, &giant, NULL), WG_OK);
    /* 1,000 units of 10 models, 1,000,000 points each (R3: 100,000 for the
     * first model and each of 9 more): a total of a billion, exactly */
    wg_roster *r = new_roster(c, 1000000);
    for (int i = 0; i < 1000; i++)
        put(r, "giant", 10);
    wg_report *rep = validate(r);
    assert_int_equal(wg_report_total(rep), 1000000000L);
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_CORE), 1000000000L);
    assert_int_equal(priced(rep, 999).points, 1000000);
    assert_int_equal(wg_report_violation_count(rep), 3);
    const wg_violation *v = wg_report_violation_at(rep, 0);
    assert_string_equal(v->code, "over-limit");
    assert_string_equal(v->message, "The army costs 1000000000 points, over the limit of 1000000");
    v = wg_report_violation_at(rep, 1);
    assert_string_equal(v->code, "duplicates");
    assert_string_equal(v->rule, "R13");
    assert_int_equal(v->unit_count, 1000);
    for (size_t i = 0; i < 1000; i++)
        assert_int_equal(v->units[i], i);
    assert_string_equal(v->message, "1000 units of Giant in core; at most 8 allowed in a grand "
                                    "army");
    v = wg_report_violation_at(rep, 2);
    assert_string_equal(v->code, "no-general");
    char *json = NULL;
    assert_int_equal(wg_report_to_json(&json, rep, NULL), WG_OK);
    assert_non_null(strstr(json, "\"core\": {\"points\": 1000000000, \"percent\": 100000.00}"));
    wg_free(json);
    wg_report_free(rep);
    wg_roster_free(r);
    /* one unit of 100,000 models at 1,000,000 points each: WG_ERANGE */
    r = new_roster(c, 1000000);
    put(r, "giant", 100000);
    rep = (wg_report *)&rep;
    wg_error err;
    assert_int_equal(wg_roster_validate(&rep, r, &err), WG_ERANGE);
    assert_null(rep);
    expect_arg_error(&err, WG_ERANGE, "the army's points overflow");
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* ---- the JSON document ----------------------------------------------------------------------- */

static json_t *parse_json(const char *text)
{
    json_error_t je;
    json_t *doc = json_loads(text, JSON_REJECT_DUPLICATES, &je);
    if (doc == NULL)
        fail_msg("not JSON: %s at %d:%d in %s", je.text, je.line, je.column, text);
    return doc;
}

/* An object with exactly these keys (NULL-terminated), in this order in text. */
static void expect_keys(const json_t *obj, const char *const *keys)
{
    assert_true(json_is_object(obj));
    size_t n = 0;
    for (; keys[n]; n++)
        if (json_object_get(obj, keys[n]) == NULL)
            fail_msg("no key \"%s\"", keys[n]);
    assert_int_equal(json_object_size(obj), n);
}

static void expect_share(const json_t *categories, const char *name, long points,
                         double percent)
{
    static const char *const SHARE[] = {"points", "percent", NULL};
    const json_t *share = json_object_get(categories, name);
    expect_keys(share, SHARE);
    assert_true(json_is_integer(json_object_get(share, "points")));
    assert_int_equal(json_integer_value(json_object_get(share, "points")), points);
    assert_true(json_is_real(json_object_get(share, "percent")));
    double got = json_real_value(json_object_get(share, "percent"));
    if (got < percent - 1e-9 || got > percent + 1e-9)
        fail_msg("%s: percent %g, want %g", name, got, percent);
}

/* Every "percent" in the text has exactly two decimals (rounded down). */
static void expect_two_decimals(const char *text)
{
    int seen = 0;
    for (const char *p = strstr(text, "\"percent\": "); p; p = strstr(p + 1, "\"percent\": ")) {
        const char *q = p + strlen("\"percent\": ");
        while (*q >= '0' && *q <= '9')
            q++;
        if (q == p + strlen("\"percent\": ") || q[0] != '.' || q[1] < '0' || q[1] > '9' ||
            q[2] < '0' || q[2] > '9' || q[3] != '}')
            fail_msg("percent not written with two decimals: %.30s", p);
        seen++;
    }
    assert_int_equal(seen, 6);
}

/* R14, docs/FORMATS.md: wg_report_to_json is the `wargen validate --json` document. */
static void test_report_json(void **state)
{
    (void)state;
    static const char *const ROOT[] = {"valid", "points", "total", "size", "categories", "units",
                                       "violations", NULL};
    static const char *const CATEGORIES[] = {"lords", "heroes", "core", "special", "rare",
                                             "characters", NULL};
    static const char *const UNIT[] = {"entry", "category", "points", NULL};
    static const char *const VIOLATION[] = {"code", "rule", "units", "message", NULL};
    wg_catalog *c = tb_catalog();
    wg_roster *r = new_roster(c, 2000);
    put_general(r, "lord", 301);
    put(r, "hero", 99);
    put(r, "core", 475);
    put_as(r, "chariot", 1, WG_CATEGORY_CORE);
    put(r, "rare", 100);
    put(r, "special", 970);
    put(r, "special", 5);
    put(r, "special", 5);
    put(r, "special", 5);
    put_general(r, "mage", 1);
    wg_report *rep = validate(r);
    char *text = NULL;
    wg_error err;
    assert_int_equal(wg_report_to_json(&text, rep, &err), WG_OK);
    /* the keys in docs/FORMATS.md's order */
    const char *head = "{\"valid\": false, \"points\": 2000, \"total\": 2035, \"size\": "
                       "\"standard\", \"categories\": {\"lords\": {\"points\": 301, \"percent\": "
                       "15.05}, \"heroes\": {\"points\": 149, \"percent\": 7.45}, \"core\": ";
    if (strncmp(text, head, strlen(head)) != 0)
        fail_msg("starts %s", text);
    expect_two_decimals(text);
    json_t *doc = parse_json(text);
    expect_keys(doc, ROOT);
    assert_true(json_is_false(json_object_get(doc, "valid")));
    assert_int_equal(json_integer_value(json_object_get(doc, "points")), 2000);
    assert_int_equal(json_integer_value(json_object_get(doc, "total")), 2035);
    assert_string_equal(json_string_value(json_object_get(doc, "size")), "standard");
    const json_t *cats = json_object_get(doc, "categories");
    expect_keys(cats, CATEGORIES);
    expect_share(cats, "lords", 301, 15.05);
    expect_share(cats, "heroes", 149, 7.45);
    expect_share(cats, "core", 500, 25.0);
    expect_share(cats, "special", 985, 49.25);
    expect_share(cats, "rare", 100, 5.0);
    expect_share(cats, "characters", 450, 22.5);
    const json_t *units = json_object_get(doc, "units");
    assert_int_equal(json_array_size(units), 10);
    static const char *const ENTRIES[] = {"lord", "hero", "core", "chariot", "rare", "special",
                                          "special", "special", "special", "mage"};
    for (size_t i = 0; i < 10; i++) {
        const json_t *u = json_array_get(units, i);
        expect_keys(u, UNIT);
        assert_string_equal(json_string_value(json_object_get(u, "entry")), ENTRIES[i]);
        assert_string_equal(json_string_value(json_object_get(u, "category")),
                            wg_category_name(priced(rep, i).category));
        assert_int_equal(json_integer_value(json_object_get(u, "points")),
                         priced(rep, i).points);
    }
    /* R7: the moved Chariot is in Core */
    assert_string_equal(json_string_value(json_object_get(json_array_get(units, 3), "category")),
                        "core");
    const json_t *violations = json_object_get(doc, "violations");
    assert_int_equal(json_array_size(violations), wg_report_violation_count(rep));
    assert_int_equal(json_array_size(violations), 4);
    for (size_t i = 0; i < json_array_size(violations); i++) {
        const json_t *v = json_array_get(violations, i);
        const wg_violation *w = wg_report_violation_at(rep, i);
        expect_keys(v, VIOLATION);
        assert_string_equal(json_string_value(json_object_get(v, "code")), w->code);
        assert_string_equal(json_string_value(json_object_get(v, "rule")), w->rule);
        assert_string_equal(json_string_value(json_object_get(v, "message")), w->message);
        const json_t *list = json_object_get(v, "units");
        assert_true(json_is_array(list));
        assert_int_equal(json_array_size(list), w->unit_count);
        for (size_t k = 0; k < w->unit_count; k++)
            assert_int_equal(json_integer_value(json_array_get(list, k)), w->units[k]);
    }
    const json_t *first = json_array_get(violations, 0);
    assert_string_equal(json_string_value(json_object_get(first, "code")), "over-limit");
    assert_int_equal(json_array_size(json_object_get(first, "units")), 0);
    const json_t *gen = json_array_get(violations, 2);
    assert_string_equal(json_string_value(json_object_get(gen, "code")), "multiple-generals");
    assert_int_equal(json_integer_value(json_array_get(json_object_get(gen, "units"), 1)), 9);
    json_decref(doc);
    wg_free(text);
    wg_report_free(rep);
    wg_roster_free(r);

    /* a valid roster: "valid": true and no violations */
    r = new_roster(c, 1000);
    put_general(r, "hero", 100);
    put(r, "core", 250);
    put(r, "rare", 250);
    put(r, "special", 400);
    rep = validate(r);
    expect_valid(rep);
    assert_int_equal(wg_report_to_json(&text, rep, NULL), WG_OK);
    expect_two_decimals(text);
    assert_non_null(strstr(text, "\"lords\": {\"points\": 0, \"percent\": 0.00}"));
    assert_non_null(strstr(text, "\"rare\": {\"points\": 250, \"percent\": 25.00}"));
    assert_non_null(strstr(text, "\"violations\": []}"));
    doc = parse_json(text);
    assert_true(json_is_true(json_object_get(doc, "valid")));
    assert_string_equal(json_string_value(json_object_get(doc, "size")), "warband");
    assert_int_equal(json_integer_value(json_object_get(doc, "total")), 1000);
    assert_int_equal(json_array_size(json_object_get(doc, "violations")), 0);
    json_decref(doc);
    wg_free(text);
    wg_report_free(rep);
    wg_roster_free(r);
    wg_catalog_free(c);

    /* names that need escaping come back as they were (an id cannot hold
     * such characters: lowercase words joined by hyphens) */
    assert_int_equal(wg_catalog_new(&c, "odd", "Odd", NULL), WG_OK);
    wg_unit_entry odd = {"odd-ones", "The \"Odd\"\nOnes", WG_CATEGORY_CORE, 1, 1, 2, 0,
                         .max = 0};
    assert_int_equal(wg_catalog_add_unit(c, &odd, NULL), WG_OK);
    r = new_roster(c, 2000);
    put(r, odd.id, 1);
    put(r, odd.id, 1);
    put(r, odd.id, 1);
    put(r, odd.id, 1);
    put(r, odd.id, 1);
    rep = validate(r);
    assert_int_equal(wg_report_to_json(&text, rep, NULL), WG_OK);
    doc = parse_json(text);
    assert_string_equal(json_string_value(json_object_get(json_array_get(
                            json_object_get(doc, "units"), 4), "entry")), odd.id);
    violations = json_object_get(doc, "violations");
    assert_string_equal(json_string_value(json_object_get(json_array_get(violations, 2),
                                                          "message")),
                        "5 units of The \"Odd\"\nOnes in core; at most 4 allowed in a standard "
                        "army");
    json_decref(doc);
    wg_free(text);
    wg_report_free(rep);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* ---- allocation failures --------------------------------------------------------------------- */

static wg_roster *every_violation(const wg_catalog *c)
{
    wg_roster *r = new_roster(c, 2000);
    put_general(r, "lord", 800);
    put_general(r, "lord", 1);
    put(r, "lord", 1);
    put(r, "lord", 1);
    put_general(r, "mage", 1);
    put(r, "hero", 1001);
    for (int i = 0; i < 3; i++)
        put(r, "rare", 100);
    for (int i = 0; i < 4; i++)
        put(r, "beasts", 1);
    put(r, "guard", 1);
    put(r, "guard", 1);
    put(r, "griffons", 1);
    put(r, "griffons", 1);
    put_as(r, "chariot", 1, WG_CATEGORY_RARE);
    put(r, "spearmen", 41);
    give_item(r, 0, "rune");
    give_item(r, 5, "rune");
    give_item(r, 2, "banner");
    give_item(r, 18, "banner");
    return r;
}

static wg_status op_validate(void *ctx)
{
    const wg_roster *r = ctx;
    wg_report *rep = NULL;
    wg_error err;
    wg_status st = OOM_CALL(wg_roster_validate(&rep, r, &err));
    if (st == WG_OK) {
        assert_int_equal(wg_report_violation_count(rep), 17);
        assert_int_equal(wg_report_total(rep), 2755);
    } else {
        assert_null(rep);
        assert_int_equal(err.code, st);
    }
    wg_report_free(rep);
    return st;
}

static wg_status op_to_json(void *ctx)
{
    const wg_report *rep = ctx;
    char *text = NULL;
    wg_status st = OOM_CALL(wg_report_to_json(&text, rep, NULL));
    if (st == WG_OK)
        assert_non_null(strstr(text, "\"model-count\""));
    else
        assert_null(text);
    wg_free(text);
    return st;
}

/* Each violation: the text it has without failure, or WG_ENOMEM and no
 * text. */
static wg_status op_violation_to_json(void *ctx)
{
    const wg_report *rep = ctx;
    wg_status st = WG_OK;
    for (size_t i = 0; st == WG_OK && i < wg_report_violation_count(rep); i++) {
        const wg_violation *v = wg_report_violation_at(rep, i);
        char *want = NULL, *text = (char *)&text;
        harness_pause();
        assert_int_equal(wg_violation_to_json(&want, v, NULL), WG_OK);
        harness_resume();
        wg_error err;
        st = OOM_CALL(wg_violation_to_json(&text, v, &err));
        if (st == WG_OK) {
            assert_string_equal(text, want);
            wg_free(text);
        } else {
            assert_null(text);
            assert_int_equal(err.code, WG_ENOMEM);
        }
        wg_free(want);
    }
    return st;
}

/* Every allocation failure is WG_ENOMEM and leaks nothing. */
static void test_alloc_failures(void **state)
{
    (void)state;
    wg_catalog *c = tb_catalog();
    wg_roster *r = every_violation(c);
    size_t n_validate = harness_fail_each_alloc(op_validate, r);
    wg_report *rep = validate(r);
    size_t n_json = harness_fail_each_alloc(op_to_json, rep);
    size_t n_violations = harness_fail_each_alloc(op_violation_to_json, rep);
    print_message("allocations: validate %zu, to_json %zu, each violation's JSON %zu\n",
                  n_validate, n_json, n_violations);
    assert_true(n_violations >= 17);
    /* the report, its lists and counts, and per violation its message (and units) */
    assert_true(n_validate >= 7 + 17);
    assert_true(n_json >= 1);
    wg_report_free(rep);
    wg_roster_free(r);
    wg_catalog_free(c);
    assert_int_equal(harness_live(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_duplicates_standard),
        cmocka_unit_test(test_duplicates_warband),
        cmocka_unit_test(test_duplicates_grand),
        cmocka_unit_test(test_size_boundaries),
        cmocka_unit_test(test_max_choice),
        cmocka_unit_test(test_moved_units),
        cmocka_unit_test(test_minimum_units),
        cmocka_unit_test(test_general),
        cmocka_unit_test(test_unique_and_one_per_army),
        cmocka_unit_test(test_every_violation_in_order),
        cmocka_unit_test(test_report_accessors),
        cmocka_unit_test(test_huge_armies),
        cmocka_unit_test(test_report_json),
        cmocka_unit_test(test_alloc_failures),
    };
    return cmocka_run_group_tests_name("roster_rules", tests, harness_setup, harness_teardown);
}
