/* Shared by the hidden-roster suites (test_hidden_*.c): a catalogue built in
 * code with every kind of hidden content (H2, H3, H5's runes, H1's secret
 * unit), helpers to build rosters, and exact checks of the view's JSON as
 * parsed values. Static inline so each suite uses what it needs. */
#ifndef WG_TEST_HIDDEN_COMMON_H
#define WG_TEST_HIDDEN_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jansson.h>

#include "harness.h"
#include "test_common.h"

/* "hidden-book", costs in half-points:
 *  units    captain (heroes, General, moves_to lords), spearmen (core, 10-40,
 *           options shields, standard), knights (special, 5-10),
 *           assassin (heroes, secret), militia (core, 10-40, also named
 *           "Spearmen")
 *  items    list       mundane        rune
 *  sword    common     hand weapon
 *  shield   common     shield
 *  talisman common     -
 *  blue     army       banner
 *  red      army       banner
 *  fury     item-like  great weapon   yes
 *  might    item-like  great weapon   yes
 *  iron     item-like  armour         yes
 *  gift     item-like  -
 *  spear    mundane    spear               (plain, never hidden)
 */
static inline wg_status hb_build(wg_catalog **out, wg_error *err)
{
    static const wg_unit_entry UNITS[] = {
        {"captain", "Captain", WG_CATEGORY_HEROES, 1, 1, 100, 0, .can_be_general = true,
         .moves_to = 1u << WG_CATEGORY_LORDS},
        {"spearmen", "Spearmen", WG_CATEGORY_CORE, 10, 40, 100, 10, .can_be_general = false},
        {"knights", "Knights", WG_CATEGORY_SPECIAL, 5, 10, 200, 40, .can_be_general = false},
        {"assassin", "Assassin", WG_CATEGORY_HEROES, 1, 1, 120, 0, .secret = true},
        {"militia", "Spearmen", WG_CATEGORY_CORE, 10, 40, 80, 8, .can_be_general = false},
    };
    static const wg_option_entry OPTIONS[] = {
        {"shields", "Shields", 0, 1, false},
        {"standard", "Standard bearer", 20, 0, false},
    };
    static const wg_item_entry ITEMS[] = {
        {"sword", "Sword of Might", 100, 70, WG_ITEM_LIST_COMMON, "hand weapon", .rune = false},
        {"shield", "Enchanted Shield", 50, 50, WG_ITEM_LIST_COMMON, "shield", .rune = false},
        {"talisman", "Talisman", 60, 60, WG_ITEM_LIST_COMMON, NULL, .rune = false},
        {"blue", "Blue Banner", 80, 80, WG_ITEM_LIST_ARMY, "banner", .rune = false},
        {"red", "Red Banner", 80, 80, WG_ITEM_LIST_ARMY, "banner", .rune = false},
        {"fury", "Rune of Fury", 50, 50, WG_ITEM_LIST_ITEM_LIKE, "great weapon", .rune = true},
        {"might", "Rune of Might", 40, 40, WG_ITEM_LIST_ITEM_LIKE, "great weapon", .rune = true},
        {"iron", "Rune of Iron", 30, 30, WG_ITEM_LIST_ITEM_LIKE, "armour", .rune = true},
        {"gift", "Daemonic Gift", 20, 20, WG_ITEM_LIST_ITEM_LIKE, NULL, .rune = false},
        {"spear", "Spear", 2, 2, WG_ITEM_LIST_MUNDANE, "spear", .rune = false},
    };
    wg_catalog *c = NULL;
    wg_status st = wg_catalog_new(&c, "hidden-book", "Hidden Book", err);
    for (size_t i = 0; st == WG_OK && i < sizeof UNITS / sizeof UNITS[0]; i++)
        st = wg_catalog_add_unit(c, &UNITS[i], err);
    for (size_t i = 0; st == WG_OK && i < sizeof OPTIONS / sizeof OPTIONS[0]; i++)
        st = wg_catalog_add_option(c, "spearmen", &OPTIONS[i], err);
    for (size_t i = 0; st == WG_OK && i < sizeof ITEMS / sizeof ITEMS[0]; i++)
        st = wg_catalog_add_item(c, &ITEMS[i], err);
    if (st != WG_OK) {
        wg_catalog_free(c);
        c = NULL;
    }
    *out = c;
    return st;
}

static inline wg_catalog *hb_catalog(void)
{
    wg_catalog *c = NULL;
    wg_error err;
    if (hb_build(&c, &err) != WG_OK)
        fail_msg("hidden-book: %s", err.message);
    return c;
}

static inline wg_roster *hb_roster(const wg_catalog *c)
{
    wg_roster *r = NULL;
    wg_error err;
    if (wg_roster_new(&r, c, 2000, &err) != WG_OK)
        fail_msg("wg_roster_new: %s", err.message);
    return r;
}

/* Add a unit of entry with models, a label (or NULL) and items (a
 * NULL-terminated list of ids; may be NULL); returns its index. */
static inline size_t hb_unit(wg_roster *r, const char *entry, int models, const char *label,
                             const char *const *items)
{
    wg_roster_unit u = {entry, models, false, false, WG_CATEGORY_LORDS, label, false, 0};
    size_t at = (size_t)-1;
    wg_error err;
    if (wg_roster_add_unit(&at, r, &u, &err) != WG_OK)
        fail_msg("add %s: %s", entry, err.message);
    for (size_t k = 0; items && items[k]; k++)
        if (wg_roster_add_item(r, at, items[k], &err) != WG_OK)
            fail_msg("item %s: %s", items[k], err.message);
    return at;
}

#define ITEMS(...) ((const char *const[]){__VA_ARGS__, NULL})

/* The view of r; fails the test if it cannot be made. */
static inline wg_view *hb_view(const wg_roster *r)
{
    wg_view *v = NULL;
    wg_error err;
    if (wg_view_new(&v, r, &err) != WG_OK)
        fail_msg("wg_view_new: %s", err.message);
    assert_non_null(v);
    return v;
}

static inline json_t *hb_parse(const char *text)
{
    json_error_t je;
    json_t *doc = json_loads(text, JSON_REJECT_DUPLICATES, &je);
    if (doc == NULL)
        fail_msg("not JSON: %s at %d:%d in %s", je.text, je.line, je.column, text);
    return doc;
}

/* The kind view of v equals the JSON text want, as parsed values. */
static inline void expect_view_json(const wg_view *v, wg_view_kind kind, const char *want)
{
    char *text = NULL;
    wg_error err;
    if (wg_view_to_json(&text, v, kind, &err) != WG_OK)
        fail_msg("wg_view_to_json: %s", err.message);
    json_t *got = hb_parse(text), *expected = hb_parse(want);
    if (!json_equal(got, expected))
        fail_msg("view JSON\n  got  %s\n  want %s", text, want);
    json_decref(got);
    json_decref(expected);
    wg_free(text);
}

/* Unit u's label is want (NULL: none), assigned or not. */
static inline void expect_label(const wg_view *v, size_t u, const char *want, bool assigned)
{
    wg_view_unit vu;
    assert_int_equal(wg_view_unit_at(&vu, v, u, NULL), WG_OK);
    if (want == NULL)
        assert_null(vu.label);
    else if (vu.label == NULL || strcmp(vu.label, want) != 0)
        fail_msg("unit %zu: label \"%s\", want \"%s\"", u, vu.label ? vu.label : "(null)", want);
    assert_int_equal(vu.assigned, assigned);
}

#endif
