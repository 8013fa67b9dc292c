/* Magic items from a BattleScribe book's item lists (internal/bsdata.h):
 * an item in a list whose name ends in "(Lords)" is priced for Lords, in
 * one ending in "(Heroes)" for Heroes and champions; the same name in both
 * is one item priced "A/B" (R4). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "internal/alloc.h"
#include "internal/bsdata.h"
#include "internal/error.h"
#include "internal/roster.h"

enum { TIER_LORDS, TIER_HEROES, TIER_NONE };

static int tier_of(const xmlNode *group)
{
    const char *name = bs_name(group);
    size_t n = strlen(name);
    while (n > 0 && name[n - 1] == ' ')
        n--;
    if (n >= 7 && strncasecmp(name + n - 7, "(Lords)", 7) == 0)
        return TIER_LORDS;
    if (n >= 8 && strncasecmp(name + n - 8, "(Heroes)", 8) == 0)
        return TIER_HEROES;
    return TIER_NONE;
}

/* Whether name has word in it, in any case: "Common Magic Items (Lords)". */
static bool has_word(const char *name, const char *word)
{
    size_t n = strlen(word);
    for (; *name; name++)
        if (strncasecmp(name, word, n) == 0)
            return true;
    return false;
}

bool bs_is_item_list(const xmlNode *group)
{
    return tier_of(group) != TIER_NONE;
}

/* An item as found so far: its prices by tier, and where it was found. */
typedef struct found_item {
    const char *name;
    double price[2];
    bool priced[2];
    bool common, unique;
    bs_node at;
    char mundane[WG_ROSTER_MUNDANE_MAX + 1];
} found_item;

typedef struct item_list {
    found_item *items;
    size_t n, cap;
    const char **ids;     /* the entry ids, and the item each is */
    size_t *item_of_id;
    size_t n_ids, cap_ids, cap_item_of;
} item_list;

/* The text of a profile's "Type" characteristic, lowercased and cut to what
 * a catalogue holds: the plain type an open roster shows (H3). */
static void mundane_of(char out[WG_ROSTER_MUNDANE_MAX + 1], const xmlNode *entry)
{
    const char *type = bs_profile_type(entry);
    bs_cut_name(out, type ? type : "", WG_ROSTER_MUNDANE_MAX);
    for (char *q = out; *q; q++)
        *q = (char)tolower((unsigned char)*q);
}

static wg_status add_id(item_list *l, const char *id, size_t item, wg_error *err)
{
    if (!wgi_grow((void **)&l->ids, &l->cap_ids, l->n_ids + 1, sizeof *l->ids) ||
        !wgi_grow((void **)&l->item_of_id, &l->cap_item_of, l->n_ids + 1, sizeof(size_t)))
        return wgi_fail_nomem(err);
    l->ids[l->n_ids] = id;
    l->item_of_id[l->n_ids++] = item;
    return WG_OK;
}

static wg_status found(wg_bsdata_book *b, item_list *l, const bs_node *entry, int tier,
                       bool common, wg_error *err)
{
    const char *name = bs_name(entry->node);
    size_t i = 0;
    while (i < l->n && strcmp(l->items[i].name, name) != 0)
        i++;
    if (i == l->n) {
        if (!wgi_grow((void **)&l->items, &l->cap, l->n + 1, sizeof *l->items))
            return wgi_fail_nomem(err);
        found_item *f = &l->items[l->n++];
        memset(f, 0, sizeof *f);
        f->name = name;
        f->common = common;
        f->at = *entry;
    }
    found_item *f = &l->items[i];
    if (f->mundane[0] == '\0') /* a copy in another list may say it */
        mundane_of(f->mundane, entry->node);
    int max = -1;
    double price = 0;
    wg_status st = bs_constraint(&max, entry, "max", true, err);
    f->unique = f->unique || max == 1;
    if (st == WG_OK)
        st = bs_cost(&price, b, entry, err);
    if (st == WG_OK && f->priced[tier] && f->price[tier] != price)
        st = bs_warn(b, entry, "item \"%s\" is priced %g and %g in two lists for the same "
                     "carriers: the first price is kept", name, f->price[tier], price);
    else if (st == WG_OK && !f->priced[tier]) {
        f->price[tier] = price;
        f->priced[tier] = true;
        st = bs_check_modifiers(b, entry, NULL);
    }
    /* every entry has an id (book.c) */
    return st == WG_OK ? add_id(l, wgi_xml_attr(entry->node, "id"), i, err) : st;
}

/* The entries of an item list, through nested groups and links. */
static wg_status collect(wg_bsdata_book *b, item_list *l, const bs_node *group, int tier,
                         bool common, int depth, wg_error *err)
{
    if (depth > BS_LINK_DEPTH)
        return wgi_xml_fail(err, WG_EFORMAT, group->doc, group->node, NULL,
                           "item lists nest deeper than %d (a link that leads back to itself?)",
                           BS_LINK_DEPTH);
    wg_status st = WG_OK;
    for (xmlNodePtr e = wgi_xml_item(group->node, "selectionEntries", "selectionEntry");
         e && st == WG_OK; e = wgi_xml_next(e))
        st = found(b, l, &(bs_node){group->doc, e}, tier, common, err);
    for (xmlNodePtr g = wgi_xml_item(group->node, "selectionEntryGroups", "selectionEntryGroup");
         g && st == WG_OK; g = wgi_xml_next(g))
        st = collect(b, l, &(bs_node){group->doc, g}, tier, common, depth + 1, err);
    for (xmlNodePtr k = wgi_xml_item(group->node, "entryLinks", "entryLink"); k && st == WG_OK;
         k = wgi_xml_next(k)) {
        const bs_node *t = bs_target(b, wgi_xml_attr(k, "targetId"));
        if (t == NULL)
            st = wgi_xml_fail(err, WG_EFORMAT, group->doc, k, "targetId",
                             "link \"%s\" to an id neither file has", bs_name(k));
        else if (wgi_xml_is(t->node, "selectionEntryGroup"))
            st = collect(b, l, t, tier, common, depth + 1, err);
        else
            st = found(b, l, t, tier, common, err);
    }
    return st;
}

static bool item_id_taken(const void *ctx, const char *id)
{
    return wgi_catalog_find_item(ctx, id) >= 0;
}

static wg_status add_items(wg_bsdata_book *b, const item_list *l, wg_error *err)
{
    if (!wgi_strmap_reserve_n(&b->item_of, l->n_ids))
        return wgi_fail_nomem(err);
    for (size_t i = 0; i < l->n; i++) {
        const found_item *f = &l->items[i];
        char id[WG_ROSTER_ID_MAX + 1], name[WG_ROSTER_NAME_MAX + 1];
        bs_slug(id, f->name, item_id_taken, b->catalog);
        bs_cut_name(name, f->name, WG_ROSTER_NAME_MAX);
        double lord = f->priced[TIER_LORDS] ? f->price[TIER_LORDS] : f->price[TIER_HEROES];
        double other = f->priced[TIER_HEROES] ? f->price[TIER_HEROES] : lord;
        wg_item_entry item = {id, name, 0, 0, f->common ? WG_ITEM_LIST_COMMON : WG_ITEM_LIST_ARMY,
                              f->mundane[0] ? f->mundane : NULL, f->unique, false, false};
        if (wg_points_to_half(&item.lord_cost, lord, NULL) != WG_OK ||
            wg_points_to_half(&item.other_cost, other, NULL) != WG_OK)
            return wgi_xml_fail(err, WG_ERANGE, f->at.doc, f->at.node, NULL,
                               "item \"%s\" costs %g/%g points: a catalogue holds multiples "
                               "of 0.5 from 0 to %d (R3)", f->name, lord, other,
                               WG_POINTS_MAX_COST);
        wg_status st = wg_catalog_add_item(b->catalog, &item, err);
        if (st != WG_OK)
            return st;
    }
    for (size_t k = 0; k < l->n_ids; k++)
        wgi_strmap_put(&b->item_of, l->ids[k], l->item_of_id[k]);
    return WG_OK;
}

wg_status bs_map_items(wg_bsdata_book *b, wg_error *err)
{
    item_list l = {0};
    wg_status st = WG_OK;
    for (size_t i = 0; i < b->n_nodes && st == WG_OK; i++) {
        const bs_node *g = &b->nodes[i];
        int tier = wgi_xml_is(g->node, "selectionEntryGroup") ? tier_of(g->node) : TIER_NONE;
        bool nested = g->node->parent && wgi_xml_is(g->node->parent->parent,
                                                   "selectionEntryGroup") &&
                      bs_is_item_list(g->node->parent->parent);
        if (tier != TIER_NONE && !nested)
            st = collect(b, &l, g, tier, has_word(bs_name(g->node), "common"), 0,
                         err);
    }
    if (st == WG_OK)
        st = add_items(b, &l, err);
    wg_free(l.items);
    wg_free(l.ids);
    wg_free(l.item_of_id);
    return st;
}
