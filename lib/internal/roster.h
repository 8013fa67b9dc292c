/* Shared by the roster module's files: catalogues, rosters, validation. */
#ifndef WG_INTERNAL_ROSTER_H
#define WG_INTERNAL_ROSTER_H

#include "wargen/roster.h"

#define WG_ID_MAX 100            /* longest id */
#define WG_NAME_MAX 200          /* longest name or label */
#define WG_COST_MAX (2 * WG_POINTS_MAX_COST) /* in half-points */
#define WG_MODELS_MAX 100000
#define WG_POINTS_MAX 1000000

typedef struct cat_unit {
    wg_unit_entry e;        /* id and name owned */
    wg_option_entry *options; /* ids and names owned */
    size_t n_options, cap_options;
} cat_unit;

struct wg_catalog {
    char *id, *name;
    cat_unit *units;
    size_t n_units, cap_units;
    wg_item_entry *items;   /* ids, names and mundane owned */
    size_t n_items, cap_items;
};

typedef struct r_unit {
    size_t entry;           /* index in the catalogue */
    int models;
    bool general;
    bool moved;             /* as wg_roster_unit's: category is the one it is taken in */
    wg_category category;
    char *label;
    size_t *options, *items; /* indexes in the entry's options / the items */
    size_t n_options, cap_options, n_items, cap_items;
} r_unit;

struct wg_roster {
    const wg_catalog *catalog;
    int points;
    r_unit *units;
    size_t n_units, cap_units;
};

/* The names of categories and item lists, NULL-terminated for wg_json_enum
 * (names.c). */
extern const char *const wg_category_names[WG_CATEGORY_COUNT + 1];
extern const char *const wg_item_list_names[WG_ITEM_LIST_COUNT + 1];

/* Index of the unit entry, option of an entry, or item with that id; -1 if none. */
long wg_catalog_find_unit(const wg_catalog *c, const char *id);
long wg_catalog_find_option(const cat_unit *u, const char *id);
long wg_catalog_find_item(const wg_catalog *c, const char *id);
/* A copy of s if it is 1..max characters; *out NULL and false otherwise. */
bool wg_text_copy(char **out, const char *s, size_t max);

#endif
