/* Shared by the roster module's suites (test_roster_*.c): a catalogue built
 * in code whose numbers make every rule's boundary easy to reach, helpers to
 * build rosters and check reports exactly, and the allocation-failure
 * wrapper. Everything is static inline so each suite uses what it needs. */
#ifndef WG_TEST_ROSTER_COMMON_H
#define WG_TEST_ROSTER_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jansson.h>

#include "harness.h"
#include "test_common.h"
#include "internal/roster.h"

/* ---- the test catalogue ---------------------------------------------------------
 * "test-book": blobs whose points equal their models (1 point each, at least
 * one), so any share of any limit can be built exactly, and small entries
 * for every flag. Costs in half-points.
 *
 *  id           category  models    cost  per_model  flags
 *  lord         lords     1-100000  1     1          General
 *  hero         heroes    1-100000  1     1          General
 *  mage         heroes    1         50               cannot be General
 *  captain      heroes    1         20               General, moves_to lords
 *  prince       lords     1         100              General, unique
 *  core         core      1-100000  1     1
 *  core2        core      1-100000  1     1
 *  special      special   1-100000  1     1
 *  rare         rare      1-100000  1     1
 *  chariot      special   1         25               moves_to core
 *  ogres        core      1         30               moves_to rare
 *  machine      special   1         20               war machine
 *  cannon       rare      1         30               war machine
 *  falcons      special   1-10      10    10         0-3
 *  beasts       rare      1         10               0-3
 *  giant        rare      1         10               0-1
 *  griffons     rare      1         50               one per army
 *  guard        rare      1         40               unique
 *  halflings    core      1         8.5
 *  skirmishers  core      1-20      8.5   8.5
 *  spearmen     core      10-40     55    5.5        options shields (0.5/model),
 *                                                   standard (8), champion (8)
 * lord options: horse (10), barding (1.5 per model).
 * Items: blade 50/35, mail 25/17.5, ward 30, banner 40 (one per army),
 *        rune 25 (unique), pin 0.5.
 */
enum {
    TB_LORD, TB_HERO, TB_MAGE, TB_CAPTAIN, TB_PRINCE, TB_CORE, TB_CORE2, TB_SPECIAL, TB_RARE,
    TB_CHARIOT, TB_OGRES, TB_MACHINE, TB_CANNON, TB_FALCONS, TB_BEASTS, TB_GIANT, TB_GRIFFONS,
    TB_GUARD, TB_HALFLINGS, TB_SKIRMISHERS, TB_SPEARMEN, TB_UNITS
};
enum { TB_BLADE, TB_MAIL, TB_WARD, TB_BANNER, TB_RUNE, TB_PIN, TB_ITEMS };

#define CAT(c) (1u << (c))

static inline wg_unit_entry tb_unit(int which)
{
    static const wg_unit_entry UNITS[TB_UNITS] = {
        [TB_LORD] = {"lord", "Lord", WG_CATEGORY_LORDS, 1, 100000, 2, 2, .can_be_general = true},
        [TB_HERO] = {"hero", "Hero", WG_CATEGORY_HEROES, 1, 100000, 2, 2, .can_be_general = true},
        [TB_MAGE] = {"mage", "Mage", WG_CATEGORY_HEROES, 1, 1, 100, 0},
        [TB_CAPTAIN] = {"captain", "Captain", WG_CATEGORY_HEROES, 1, 1, 40, 0,
                        .can_be_general = true, .moves_to = CAT(WG_CATEGORY_LORDS)},
        [TB_PRINCE] = {"prince", "Prince", WG_CATEGORY_LORDS, 1, 1, 200, 0,
                       .can_be_general = true, .unique = true},
        [TB_CORE] = {"core", "Core Blob", WG_CATEGORY_CORE, 1, 100000, 2, 2},
        [TB_CORE2] = {"core2", "Other Core", WG_CATEGORY_CORE, 1, 100000, 2, 2},
        [TB_SPECIAL] = {"special", "Special Blob", WG_CATEGORY_SPECIAL, 1, 100000, 2, 2},
        [TB_RARE] = {"rare", "Rare Blob", WG_CATEGORY_RARE, 1, 100000, 2, 2},
        [TB_CHARIOT] = {"chariot", "Chariot", WG_CATEGORY_SPECIAL, 1, 1, 50, 0,
                        .moves_to = CAT(WG_CATEGORY_CORE)},
        [TB_OGRES] = {"ogres", "Ogres", WG_CATEGORY_CORE, 1, 1, 60, 0,
                      .moves_to = CAT(WG_CATEGORY_RARE)},
        [TB_MACHINE] = {"machine", "Bolt Thrower", WG_CATEGORY_SPECIAL, 1, 1, 40, 0,
                        .war_machine = true},
        [TB_CANNON] = {"cannon", "Cannon", WG_CATEGORY_RARE, 1, 1, 60, 0, .war_machine = true},
        [TB_FALCONS] = {"falcons", "Falconers", WG_CATEGORY_SPECIAL, 1, 10, 20, 20, .max = 3},
        [TB_BEASTS] = {"beasts", "Beasts", WG_CATEGORY_RARE, 1, 1, 20, 0, .max = 3},
        [TB_GIANT] = {"giant", "Giant", WG_CATEGORY_RARE, 1, 1, 20, 0, .max = 1},
        [TB_GRIFFONS] = {"griffons", "Griffons", WG_CATEGORY_RARE, 1, 1, 100, 0,
                         .one_per_army = true},
        [TB_GUARD] = {"guard", "Old Guard", WG_CATEGORY_RARE, 1, 1, 80, 0, .unique = true},
        [TB_HALFLINGS] = {"halflings", "Halflings", WG_CATEGORY_CORE, 1, 1, 17, 0},
        [TB_SKIRMISHERS] = {"skirmishers", "Skirmishers", WG_CATEGORY_CORE, 1, 20, 17, 17},
        [TB_SPEARMEN] = {"spearmen", "Spearmen", WG_CATEGORY_CORE, 10, 40, 110, 11},
    };
    return UNITS[which];
}

static inline wg_item_entry tb_item(int which)
{
    static const wg_item_entry ITEMS[TB_ITEMS] = {
        [TB_BLADE] = {"blade", "Biting Blade", 100, 70, WG_ITEM_LIST_COMMON, "hand weapon"},
        [TB_MAIL] = {"mail", "Gilded Mail", 50, 35, WG_ITEM_LIST_COMMON, NULL},
        [TB_WARD] = {"ward", "Ward Stone", 60, 60, WG_ITEM_LIST_COMMON, NULL},
        [TB_BANNER] = {"banner", "White Banner", 80, 80, WG_ITEM_LIST_ARMY, "banner",
                       .one_per_army = true},
        [TB_RUNE] = {"rune", "Rune of Fury", 50, 50, WG_ITEM_LIST_ITEM_LIKE, NULL, .unique = true},
        [TB_PIN] = {"pin", "Half Pin", 1, 1, WG_ITEM_LIST_MUNDANE, "pin"},
    };
    return ITEMS[which];
}

/* Build the test catalogue; any failure is returned (for the allocation tests). */
static inline wg_status tb_build(wg_catalog **out, wg_error *err)
{
    static const struct {
        const char *unit;
        wg_option_entry option;
    } OPTIONS[] = {
        {"lord", {"horse", "Horse", 20, 0, false}},
        {"lord", {"barding", "Barding", 0, 3, false}},
        {"spearmen", {"shields", "Shields", 0, 1, false}},
        {"spearmen", {"standard", "Standard bearer", 16, 0, false}},
        {"spearmen", {"champion", "Sergeant", 16, 0, true}},
    };
    wg_catalog *c = NULL;
    wg_status st = OOM_CALL(wg_catalog_new(&c, "test-book", "Test Book", err));
    for (int i = 0; st == WG_OK && i < TB_UNITS; i++) {
        wg_unit_entry u = tb_unit(i);
        st = OOM_CALL(wg_catalog_add_unit(c, &u, err));
    }
    for (size_t i = 0; st == WG_OK && i < sizeof OPTIONS / sizeof OPTIONS[0]; i++)
        st = OOM_CALL(wg_catalog_add_option(c, OPTIONS[i].unit, &OPTIONS[i].option, err));
    for (int i = 0; st == WG_OK && i < TB_ITEMS; i++) {
        wg_item_entry it = tb_item(i);
        st = OOM_CALL(wg_catalog_add_item(c, &it, err));
    }
    if (st != WG_OK) {
        wg_catalog_free(c);
        c = NULL;
    }
    *out = c;
    return st;
}

static inline wg_catalog *tb_catalog(void)
{
    wg_catalog *c = NULL;
    wg_error err;
    if (tb_build(&c, &err) != WG_OK)
        fail_msg("test catalogue: %s", err.message);
    return c;
}

/* ---- building rosters ------------------------------------------------------------ */

static inline wg_roster *new_roster(const wg_catalog *c, int points)
{
    wg_roster *r = NULL;
    wg_error err;
    if (wg_roster_new(&r, c, points, &err) != WG_OK)
        fail_msg("wg_roster_new(%d): %s", points, err.message);
    return r;
}

/* Add a unit of entry with models, moved to category (R7) unless it is -1
 * (a shorthand of these tests); returns its index. */
static inline size_t put_unit(wg_roster *r, const char *entry, int models, bool general,
                              int category)
{
    wg_roster_unit u = {entry, models, general, category >= 0,
                        category >= 0 ? (wg_category)category : WG_CATEGORY_LORDS, NULL, false, 0};
    size_t at = WG_NONE;
    wg_error err;
    if (wg_roster_add_unit(&at, r, &u, &err) != WG_OK)
        fail_msg("add %s x%d: %s", entry, models, err.message);
    return at;
}

static inline size_t put(wg_roster *r, const char *entry, int models)
{
    return put_unit(r, entry, models, false, -1);
}

static inline size_t put_general(wg_roster *r, const char *entry, int models)
{
    return put_unit(r, entry, models, true, -1);
}

static inline size_t put_as(wg_roster *r, const char *entry, int models, wg_category category)
{
    return put_unit(r, entry, models, false, (int)category);
}

static inline void give_option(wg_roster *r, size_t unit, const char *option)
{
    wg_error err;
    if (wg_roster_add_option(r, unit, option, &err) != WG_OK)
        fail_msg("option %s on unit %zu: %s", option, unit, err.message);
}

static inline void give_item(wg_roster *r, size_t unit, const char *item)
{
    wg_error err;
    if (wg_roster_add_item(r, unit, item, &err) != WG_OK)
        fail_msg("item %s on unit %zu: %s", item, unit, err.message);
}

/* Unit i of a report, which has it: its entry, points and category. */
static inline wg_report_unit priced(const wg_report *rep, size_t i)
{
    wg_report_unit u = {NULL, 0, WG_CATEGORY_COUNT};
    wg_error err;
    if (wg_report_unit_at(&u, rep, i, &err) != WG_OK)
        fail_msg("report unit %zu: %s", i, err.message);
    return u;
}

static inline wg_report *validate(const wg_roster *r)
{
    wg_report *rep = NULL;
    wg_error err;
    if (wg_roster_validate(&rep, r, &err) != WG_OK)
        fail_msg("validate: %s", err.message);
    assert_non_null(rep);
    return rep;
}

/* Add a unit of entry (a blob: points = models) that brings the army's
 * total to exactly target; returns its index. */
static inline size_t fill_to(wg_roster *r, const char *entry, long target)
{
    wg_report *rep = validate(r);
    long missing = target - wg_report_total(rep);
    wg_report_free(rep);
    if (missing < 1)
        fail_msg("fill_to(%ld): the army already costs %ld", target, target - missing);
    return put(r, entry, (int)missing);
}

/* ---- checking reports ------------------------------------------------------------- */

typedef struct want {
    const char *code, *rule;
    size_t n_units;
    size_t units[16];
    const char *message;
} want;

static inline void print_report(const wg_report *rep)
{
    for (size_t i = 0; i < wg_report_violation_count(rep); i++) {
        const wg_violation *v = wg_report_violation_at(rep, i);
        print_message("  violation %zu: %s (%s) [", i, v->code, v->rule);
        for (size_t k = 0; k < v->unit_count; k++)
            print_message("%s%zu", k ? ", " : "", v->units[k]);
        print_message("] \"%s\"\n", v->message);
    }
}

/* The report has exactly these violations, in this order, each with its
 * code, rule, units and message. */
static inline void expect_violations(const wg_report *rep, const want *w, size_t n)
{
    size_t count = wg_report_violation_count(rep);
    bool ok = count == n;
    for (size_t i = 0; ok && i < n; i++) {
        const wg_violation *v = wg_report_violation_at(rep, i);
        ok = v != NULL && strcmp(v->code, w[i].code) == 0 && strcmp(v->rule, w[i].rule) == 0 &&
             v->unit_count == w[i].n_units && strcmp(v->message, w[i].message) == 0 &&
             (w[i].n_units == 0 ? v->units == NULL || v->unit_count == 0
                                : memcmp(v->units, w[i].units,
                                         w[i].n_units * sizeof(size_t)) == 0);
    }
    if (!ok) {
        print_message("report (total %ld of %d):\n", wg_report_total(rep),
                      wg_report_points(rep));
        print_report(rep);
        print_message("wanted:\n");
        for (size_t i = 0; i < n; i++) {
            print_message("  %s (%s) [", w[i].code, w[i].rule);
            for (size_t k = 0; k < w[i].n_units; k++)
                print_message("%s%zu", k ? ", " : "", w[i].units[k]);
            print_message("] \"%s\"\n", w[i].message);
        }
        fail_msg("%zu violations, want %zu (or one differs)", count, n);
    }
    assert_null(wg_report_violation_at(rep, n));
    assert_int_equal(wg_report_valid(rep), n == 0);
}

#define EXPECT(rep, ...)                                                                  \
    do {                                                                                  \
        const want w_[] = {__VA_ARGS__};                                                  \
        expect_violations((rep), w_, sizeof w_ / sizeof w_[0]);                           \
    } while (0)

static inline void expect_valid(const wg_report *rep)
{
    expect_violations(rep, NULL, 0);
}

/* Validate and expect exactly one violation; frees the report. */
static inline void expect_one(const wg_roster *r, want w)
{
    wg_report *rep = validate(r);
    expect_violations(rep, &w, 1);
    wg_report_free(rep);
}

/* Validate and expect no violation; frees the report. */
static inline void expect_ok(const wg_roster *r)
{
    wg_report *rep = validate(r);
    expect_valid(rep);
    wg_report_free(rep);
}

#endif
