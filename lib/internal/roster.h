/* Shared by the roster module's files: catalogues, rosters, validation. */
#ifndef WGI_INTERNAL_ROSTER_H
#define WGI_INTERNAL_ROSTER_H

#include "wargen/roster.h"

/* The limits of catalogues and rosters are public (wargen/roster.h,
 * "Limits"); these are the reader's and the builder's own. */
#define WGI_COST_MAX (2 * WG_POINTS_MAX_COST) /* the most one cost may be, in half-points */
/* The most options of a unit entry in a catalogue document, and the most
 * option or item ids of a roster unit in a roster document. */
#define WGI_UNIT_LIST_MAX 1000
/* The most unit entries, or items, of a catalogue document. */
#define WGI_CATALOG_LIST_MAX 100000
/* The most units of a roster document. */
#define WGI_ROSTER_UNITS_MAX 1000000

/* An id: 1 to WG_ROSTER_ID_MAX lowercase letters and digits, in words joined by
 * single hyphens (the schemas' "id"). */
bool wgi_id_ok(const char *s);

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
    bool hides;             /* as wg_roster_unit's: hides_in is the unit it hides in (H1) */
    size_t hides_in;
    size_t *options, *items; /* indexes in the entry's options / the items */
    size_t n_options, cap_options, n_items, cap_items;
} r_unit;

struct wg_roster {
    const wg_catalog *catalog;
    int points;
    r_unit *units;
    size_t n_units, cap_units;
};

/* The names of categories and item lists, NULL-terminated for wgi_json_enum
 * (names.c). */
extern const char *const wgi_category_names[WG_CATEGORY_COUNT + 1];
extern const char *const wgi_item_list_names[WG_ITEM_LIST_COUNT + 1];

/* Free the unit entries from index keep on, and forget them. */
void wgi_catalog_drop_units(wg_catalog *catalog, size_t keep);
/* Free the roster's units from index keep on, and forget them. */
void wgi_roster_drop_units(wg_roster *roster, size_t keep);
/* Index of the unit entry, option of an entry, or item with that id; -1 if none. */
long wgi_catalog_find_unit(const wg_catalog *c, const char *id);
/* The index of unit entry id into *out, or WG_ENOTFOUND "catalogue C has
 * no unit entry ID" (id may be NULL): the one message of a missing entry. */
wg_status wgi_catalog_unit_index(size_t *out, const wg_catalog *c, const char *id,
                                 wg_error *err);
/* The same for item id: "catalogue C has no item ID". */
wg_status wgi_catalog_item_index(size_t *out, const wg_catalog *c, const char *id,
                                 wg_error *err);
long wgi_catalog_find_option(const cat_unit *u, const char *id);
long wgi_catalog_find_item(const wg_catalog *c, const char *id);
/* Lords and heroes are characters (R2). */
bool wgi_category_is_character(wg_category c);
/* The member of a unit entry that breaks a rule about the entry alone (R7:
 * moves_to naming its own category; R9: can_be_general on a unit that is
 * not a character), *why saying which; NULL when there is none. The
 * building function refuses such an entry and a reader locates the refusal
 * at that member. */
const char *wgi_unit_entry_fault(const wg_unit_entry *u, const char **why);
/* H1, where a secret unit hides (wg_roster_unit.hides_in). A roster built
 * unit by unit may name a host that comes later (a document may list an
 * Assassin before its host), so the checks are in two steps:
 * - wgi_roster_check_new_hides: what unit u, about to be added to r as unit
 *   r->n_units, tells alone: its entry is secret and it does not hide in
 *   itself. wg_roster_add_unit() runs it; the document reader runs it
 *   first to locate a refusal at "hides_in".
 * - wgi_roster_check_unit_hides / wgi_roster_check_hides: on a complete
 *   roster, that unit (every unit) hides in a unit of the roster whose
 *   entry is not secret. The document loaders run it after reading every
 *   unit; the hidden-roster views run it on the roster they are given.
 * Each returns WG_OK, or WG_EINVAL with a message citing H1. */
wg_status wgi_roster_check_new_hides(const wg_roster *r, const wg_roster_unit *u,
                                    wg_error *err);
wg_status wgi_roster_check_unit_hides(const wg_roster *r, size_t unit, wg_error *err);
wg_status wgi_roster_check_hides(const wg_roster *r, wg_error *err);
/* The most units of one entry that duplicate group group (a category; in a
 * Warband or a Grand Army, Lords for every character) may hold in a game of
 * format: R6, R12, R13. The BattleScribe importer compares a book's
 * roster-wide limits with it, so the table is written once. */
int wgi_duplicate_limit(wg_roster_format format, wg_category group);
/* A copy of s if it is 1..max characters; *out NULL and false otherwise. */
bool wgi_text_copy(char **out, const char *s, size_t max);

#endif
