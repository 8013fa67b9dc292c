/* The BattleScribe importer's shared state (wargen/bsdata.h): a book is the
 * two parsed documents, the catalogue mapped from them, and the tables that
 * let a roster's selections find what they map to. */
#ifndef WGI_INTERNAL_BSDATA_H
#define WGI_INTERNAL_BSDATA_H

#include <stdbool.h>
#include <stddef.h>
#include <libxml/tree.h>

#include "wargen/bsdata.h"
#include "wargen/roster.h"
#include "internal/strmap.h"
#include "internal/xml.h"

#define BS_SYSTEM_NS "http://www.battlescribe.net/schema/gameSystemSchema"
#define BS_CATALOGUE_NS "http://www.battlescribe.net/schema/catalogueSchema"
#define BS_ROSTER_NS "http://www.battlescribe.net/schema/rosterSchema"

/* Links may nest (a group linking a group); deeper than this is a cycle. */
#define BS_LINK_DEPTH 16

/* What a BattleScribe entry of a unit became. */
typedef enum bs_kind {
    BS_OPTION,      /* an option of the unit: id */
    BS_GENERAL,     /* the General upgrade (R9) */
    BS_MODEL,       /* the unit's models: counted */
    BS_DROPPED      /* left out, with a warning at import */
} bs_kind;

typedef struct bs_part {
    const char *entry;   /* the BattleScribe id (in a document) */
    bs_kind kind;
    char id[WG_ROSTER_ID_MAX + 1]; /* the option's id */
} bs_part;

/* A unit entry of the catalogue and the BattleScribe ids of its parts. */
typedef struct bs_unit {
    bs_part *parts;
    size_t n_parts, cap_parts;
    wgi_strmap by_entry;  /* BattleScribe id -> index in parts */
    bool has_models;     /* it has a type="model" entry (else one model) */
} bs_unit;

/* An element of one of the two documents. */
typedef struct bs_node {
    const wgi_xdoc *doc;
    xmlNodePtr node;
} bs_node;

struct wg_bsdata_book {
    wgi_xdoc system, book;
    wg_catalog *catalog;
    const char *system_id, *book_id, *pts;  /* ids in the documents; pts may be NULL */
    wgi_strmap targets;       /* id -> index in nodes: every entry and group */
    bs_node *nodes;
    size_t n_nodes, cap_nodes;
    wgi_strmap categories;    /* categoryEntry id -> wg_category */
    wgi_strmap unit_of;       /* a root entry's or link's id -> unit index */
    bs_unit *units;          /* parallel to the catalogue's units */
    size_t n_units, cap_units;
    wgi_strmap item_of;       /* an item entry's id -> item index */
    wg_problems *warnings;
};

/* book.c: looking things up */
const bs_node *bs_target(const wg_bsdata_book *b, const char *id);
/* Whether attr of node (a cost's typeId, a modifier's field) names the
 * points cost type: the one named "pts" (or, with no such type, a cost
 * named "pts"). */
bool bs_is_points(const wg_bsdata_book *b, const xmlNode *node, const char *attr);
/* The points of an entry's pts cost (0 when it has none). */
wg_status bs_cost(double *out, const wg_bsdata_book *b, const bs_node *entry, wg_error *err);
/* Add a warning located at the node; WG_ENOMEM only. */
wg_status bs_warn(wg_bsdata_book *b, const bs_node *at, const char *fmt, ...) WGI_PRINTF(3, 4);
/* A category by its entry's id; false when the id is not one of R2's. */
bool bs_category(const wg_bsdata_book *b, const char *id, wg_category *out);
/* The text of the first characteristic named "Type" of entry's profiles
 * (a model's "War Machine", an item's "Hand weapon"), or NULL. */
const char *bs_profile_type(const xmlNode *entry);
/* The name attribute, or "" (names are optional in the schema). */
const char *bs_name(const xmlNode *node);
/* The value of entry's first constraint on its number of selections of
 * kind type ("min" or "max"), roster-wide (scope roster or force) or per
 * parent: *out, or -1 when it has none; a value that is no number fails at
 * it. */
wg_status bs_constraint(int *out, const bs_node *entry, const char *type, bool roster,
                        wg_error *err);
/* Warn once about each kind of conditional modifier of node (a condition
 * on the points limit only, Warband and Grand Army, is left to R12/R13). */
wg_status bs_check_modifiers(wg_bsdata_book *b, const bs_node *entry, const char *owner);

/* units.c: the unit entries and their options */
wg_status bs_map_units(wg_bsdata_book *b, wg_error *err);

/* items.c: magic items from the "(Lords)" and "(Heroes)" lists */
wg_status bs_map_items(wg_bsdata_book *b, wg_error *err);
/* Whether a group of entries is an item list, by its name. */
bool bs_is_item_list(const xmlNode *group);

/* slug.c: ids from names */
/* An id (wargen's rules: lowercase words joined by hyphens, 1 to
 * WG_ROSTER_ID_MAX) made from name, different from every id taken(ctx, id)
 * says is in use. */
void bs_slug(char out[WG_ROSTER_ID_MAX + 1], const char *name,
             bool (*taken)(const void *ctx, const char *id), const void *ctx);
/* name cut to at most max bytes on a UTF-8 boundary, into out (max + 1). */
void bs_cut_name(char *out, const char *name, size_t max);

#endif
