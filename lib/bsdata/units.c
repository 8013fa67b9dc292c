/* Unit entries and their options from a BattleScribe catalogue
 * (internal/bsdata.h; the mapping is docs/BSDATA.md's). */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "internal/alloc.h"
#include "internal/bsdata.h"
#include "internal/error.h"
#include "internal/roster.h"

/* One unit being mapped: its entry, then its options as they are found. */
typedef struct mapping {
    wg_bsdata_book *b;
    bs_unit parts;               /* becomes b->units[unit] */
    struct pending {             /* an option, and the part whose id it takes */
        wg_option_entry option;
        size_t part;
    } *options;
    size_t n_options, cap_options;
    wg_unit_entry entry;
    const xmlNode *model;        /* the rank-and-file model entry, or NULL */
    bool general;                /* a General upgrade was found */
} mapping;

static bool is_type(const xmlNode *entry, const char *type)
{
    return wgi_xml_attr_is(entry, "type", type);
}

/* Hidden with nothing that shows it: BattleScribe never offers it. */
static bool never_shown(const xmlNode *node)
{
    return wgi_xml_attr_is(node, "hidden", "true") && !wgi_xml_first(node, "modifiers") &&
           !wgi_xml_first(node, "modifierGroups");
}

/* An entryLink's target, which must exist. */
static wg_status follow(const bs_node **out, const wg_bsdata_book *b, const bs_node *link,
                        wg_error *err)
{
    const char *id = NULL;
    wg_status st = wgi_xml_attr_required(&id, link->doc, link->node, "targetId", err);
    if (st != WG_OK)
        return st;
    *out = bs_target(b, id);
    if (*out == NULL)
        return wgi_xml_fail(err, WG_EFORMAT, link->doc, link->node, "targetId",
                           "link \"%s\" to id \"%s\", which neither file has", bs_name(link->node),
                           id);
    return WG_OK;
}

/* Points as half-points, where a catalogue can hold them (R3). */
static wg_status half_points(int *out, double points, const bs_node *at, const char *what,
                             wg_error *err)
{
    if (wg_points_to_half(out, points, NULL) != WG_OK)
        return wgi_xml_fail(err, WG_ERANGE, at->doc, at->node, NULL,
                           "%s of \"%s\" is %g points: a catalogue holds multiples of 0.5 from "
                           "0 to %d (R3)", what, bs_name(at->node), points, WG_POINTS_MAX_COST);
    return WG_OK;
}

/* ---- parts ------------------------------------------------------------------ */

static bool part_id_taken(const void *ctx, const char *id)
{
    const mapping *m = ctx;
    for (size_t i = 0; i < m->parts.n_parts; i++)
        if (m->parts.parts[i].kind == BS_OPTION && strcmp(m->parts.parts[i].id, id) == 0)
            return true;
    return false;
}

/* Record what entry (and the link to it, if any) became; false if the
 * entry was seen before in this unit. */
static wg_status add_part(size_t *index, mapping *m, const char *entry_id, const char *link_id,
                          bs_kind kind, const char *name, wg_error *err)
{
    bs_unit *u = &m->parts;
    if (!wgi_grow((void **)&u->parts, &u->cap_parts, u->n_parts + 1, sizeof *u->parts) ||
        !wgi_strmap_reserve_n(&u->by_entry, 2))
        return wgi_fail_nomem(err);
    bs_part *p = &u->parts[u->n_parts];
    *p = (bs_part){entry_id, kind, ""};
    if (kind == BS_OPTION)
        bs_slug(p->id, name, part_id_taken, m);
    wgi_strmap_put(&u->by_entry, entry_id, u->n_parts);
    if (link_id)
        wgi_strmap_put(&u->by_entry, link_id, u->n_parts);
    *index = u->n_parts++;
    return WG_OK;
}

static bool has_profile_type(const xmlNode *entry, const char *type)
{
    for (xmlNodePtr p = wgi_xml_item(entry, "profiles", "profile"); p; p = wgi_xml_next(p)) {
        const char *t = wgi_xml_attr(p, "typeName");
        if (t && strcasecmp(t, type) == 0)
            return true;
    }
    return false;
}

/* A champion (R4): called Champion, or an upgrade of a unit of many models
 * that brings a model profile of its own. */
static bool is_champion(const mapping *m, const xmlNode *entry, bool per_model)
{
    return strcasecmp(bs_name(entry), "Champion") == 0 ||
           (m->model != NULL && !per_model && has_profile_type(entry, "Model"));
}

static wg_status add_option(mapping *m, const bs_node *entry, const bs_node *link,
                            bool per_model, wg_error *err)
{
    double points = 0;
    wg_status st = bs_cost(&points, m->b, link && wgi_xml_first(link->node, "costs") ? link : entry,
                           err);
    size_t part;
    if (st == WG_OK)
        st = add_part(&part, m, wgi_xml_attr(entry->node, "id"),
                      link ? wgi_xml_attr(link->node, "id") : NULL,
                      points < 0 ? BS_DROPPED : BS_OPTION, bs_name(entry->node), err);
    if (st != WG_OK)
        return st;
    if (points < 0)
        return bs_warn(m->b, entry, "\"%s\" of \"%s\" costs %g points; an option cannot cost "
                       "less than 0, so it is left out", bs_name(entry->node), m->entry.name,
                       points);
    int half;
    st = half_points(&half, points, entry, "the price", err);
    if (st != WG_OK)
        return st;
    if (!wgi_grow((void **)&m->options, &m->cap_options, m->n_options + 1, sizeof *m->options))
        return wgi_fail_nomem(err);
    m->options[m->n_options++] = (struct pending){
        {NULL, bs_name(entry->node), per_model ? 0 : half, per_model ? half : 0,
         is_champion(m, entry->node, per_model)},
        part};
    return WG_OK;
}

/* ---- walking a unit's entries ----------------------------------------------- */

static wg_status walk(mapping *m, const bs_node *container, bool per_model, int depth,
                      wg_error *err);

static wg_status visit_general(mapping *m, const bs_node *entry, const bs_node *link,
                               wg_error *err)
{
    bool character = m->entry.category == WG_CATEGORY_LORDS ||
                     m->entry.category == WG_CATEGORY_HEROES;
    size_t part;
    wg_status st = add_part(&part, m, wgi_xml_attr(entry->node, "id"),
                            link ? wgi_xml_attr(link->node, "id") : NULL,
                            character ? BS_GENERAL : BS_DROPPED, NULL, err);
    if (st == WG_OK && !character)
        return bs_warn(m->b, link ? link : entry,
                       "\"%s\" is not a character but has a General upgrade: left out (R9)",
                       m->entry.name);
    m->general = m->general || character;
    return st;
}

static wg_status visit_entry(mapping *m, const bs_node *entry, const bs_node *link,
                             bool per_model, int depth, wg_error *err)
{
    size_t seen;
    const char *id = wgi_xml_attr(entry->node, "id"); /* every entry has one: book.c */
    if (wgi_strmap_get(&m->parts.by_entry, id, &seen) || never_shown(entry->node))
        return WG_OK;
    if (entry->node == m->model) {
        size_t part;
        wg_status st = add_part(&part, m, id, link ? wgi_xml_attr(link->node, "id") : NULL,
                                BS_MODEL, NULL, err);
        return st == WG_OK ? walk(m, entry, true, depth + 1, err) : st;
    }
    if (strcasecmp(bs_name(entry->node), "General") == 0)
        return visit_general(m, entry, link, err);
    wg_status st = add_option(m, entry, link, per_model, err);
    if (st == WG_OK)
        st = bs_check_modifiers(m->b, entry, m->entry.name);
    if (st == WG_OK && link)
        st = bs_check_modifiers(m->b, link, m->entry.name);
    return st == WG_OK ? walk(m, entry, per_model, depth + 1, err) : st;
}

static wg_status visit_group(mapping *m, const bs_node *group, bool per_model, int depth,
                             wg_error *err)
{
    if (bs_is_item_list(group->node) || never_shown(group->node))
        return WG_OK; /* items are the catalogue's, whoever carries them */
    wg_status st = bs_check_modifiers(m->b, group, m->entry.name);
    return st == WG_OK ? walk(m, group, per_model, depth + 1, err) : st;
}

static wg_status visit_link(mapping *m, const bs_node *link, bool per_model, int depth,
                            wg_error *err)
{
    const bs_node *target;
    wg_status st = follow(&target, m->b, link, err);
    if (st != WG_OK || never_shown(link->node))
        return st;
    if (wgi_xml_is(target->node, "selectionEntryGroup"))
        return visit_group(m, target, per_model, depth, err);
    return visit_entry(m, target, link, per_model, depth, err);
}

static wg_status walk(mapping *m, const bs_node *container, bool per_model, int depth,
                      wg_error *err)
{
    if (depth > BS_LINK_DEPTH)
        return wgi_xml_fail(err, WG_EFORMAT, container->doc, container->node, NULL,
                           "entries nest deeper than %d (a link that leads back to itself?)",
                           BS_LINK_DEPTH);
    const wgi_xdoc *doc = container->doc;
    wg_status st = WG_OK;
    for (xmlNodePtr e = wgi_xml_item(container->node, "selectionEntries", "selectionEntry");
         e && st == WG_OK; e = wgi_xml_next(e))
        st = visit_entry(m, &(bs_node){doc, e}, NULL, per_model, depth, err);
    for (xmlNodePtr g = wgi_xml_item(container->node, "selectionEntryGroups",
                                    "selectionEntryGroup");
         g && st == WG_OK; g = wgi_xml_next(g))
        st = visit_group(m, &(bs_node){doc, g}, per_model, depth, err);
    for (xmlNodePtr l = wgi_xml_item(container->node, "entryLinks", "entryLink");
         l && st == WG_OK; l = wgi_xml_next(l))
        st = visit_link(m, &(bs_node){doc, l}, per_model, depth, err);
    return st;
}

/* ---- the unit entry --------------------------------------------------------- */

/* The first type="model" entry of a unit, direct or linked. */
static const xmlNode *find_model(const wg_bsdata_book *b, const xmlNode *entry)
{
    for (xmlNodePtr e = wgi_xml_item(entry, "selectionEntries", "selectionEntry"); e;
         e = wgi_xml_next(e))
        if (is_type(e, "model") && !never_shown(e))
            return e;
    for (xmlNodePtr l = wgi_xml_item(entry, "entryLinks", "entryLink"); l; l = wgi_xml_next(l)) {
        const bs_node *t = bs_target(b, wgi_xml_attr(l, "targetId"));
        if (t && wgi_xml_is(t->node, "selectionEntry") && is_type(t->node, "model") &&
            !never_shown(l))
            return t->node;
    }
    return NULL;
}

/* The models min and max: the model entry's "selections" constraints on
 * its parent (at least 1; no max means as many as a catalogue holds). */
static wg_status model_limits(const bs_node *model, int *min, int *max, wg_error *err)
{
    wg_status st = bs_constraint(min, model, "min", false, err);
    if (st == WG_OK)
        st = bs_constraint(max, model, "max", false, err);
    const int most = WG_ROSTER_MODELS_MAX;
    *min = *min < 1 ? 1 : *min > most ? most : *min;
    *max = *max < 0 || *max > most ? most : *max < *min ? *min : *max;
    return st;
}

static bool war_machine_profile(const xmlNode *entry)
{
    if (entry == NULL)
        return false;
    if (has_profile_type(entry, "War Machine"))
        return true;
    const char *type = bs_profile_type(entry);
    return type && strcasecmp(type, "War Machine") == 0;
}

/* 0-X and unique from a roster-wide max (docs/BSDATA.md): 1 is unique, the
 * category's ordinary duplicate limit is nothing more (R6), 2 to
 * WG_ROSTER_CHOICE_MAX is X. */
static wg_status roster_limit(mapping *m, const bs_node *root, const bs_node *entry,
                              wg_error *err)
{
    int max = -1;
    wg_status st = bs_constraint(&max, root, "max", true, err);
    if (st == WG_OK && max < 0 && root != entry)
        st = bs_constraint(&max, entry, "max", true, err);
    if (st != WG_OK)
        return st;
    if (max == 1)
        m->entry.unique = true;
    else if (max >= 2 && max <= WG_ROSTER_CHOICE_MAX &&
             max != wgi_duplicate_limit(WG_ROSTER_FORMAT_STANDARD, m->entry.category))
        m->entry.max = max;
    else if (max == 0 || max > WG_ROSTER_CHOICE_MAX)
        return bs_warn(m->b, entry, "\"%s\" may be taken at most %d times: not a 0-X limit "
                       "libwargen holds (1 to %d), left out", m->entry.name, max,
                       WG_ROSTER_CHOICE_MAX);
    return WG_OK;
}

static wg_status entry_costs(mapping *m, const bs_node *entry, wg_error *err)
{
    double unit = 0, model = 0;
    wg_status st = bs_cost(&unit, m->b, entry, err);
    if (st == WG_OK && m->model)
        st = bs_cost(&model, m->b, &(bs_node){entry->doc, (xmlNodePtr)m->model}, err);
    if (st == WG_OK)
        st = half_points(&m->entry.per_model, model, entry, "the price per model", err);
    if (st == WG_OK)
        st = half_points(&m->entry.cost, unit + model * m->entry.min_models, entry,
                         "the price at its fewest models", err);
    return st;
}

static bool unit_id_taken(const void *ctx, const char *id)
{
    return wgi_catalog_find_unit(ctx, id) >= 0;
}

/* Add the mapped unit and its options to the catalogue; the book keeps
 * its parts. */
static wg_status commit_unit(mapping *m, const char *const *ids, size_t n_ids,
                             const bs_node *entry, wg_error *err)
{
    wg_bsdata_book *b = m->b;
    if (!wgi_grow((void **)&b->units, &b->cap_units, b->n_units + 1, sizeof *b->units) ||
        !wgi_strmap_reserve_n(&b->unit_of, n_ids))
        return wgi_fail_nomem(err);
    wg_status st = wg_catalog_add_unit(b->catalog, &m->entry, err);
    for (size_t i = 0; st == WG_OK && i < m->n_options; i++) {
        m->options[i].option.id = m->parts.parts[m->options[i].part].id;
        st = wg_catalog_add_option(b->catalog, m->entry.id, &m->options[i].option, err);
    }
    if (st != WG_OK && st != WG_ENOMEM) { /* the catalogue's own checks, located */
        char message[WG_ERROR_MESSAGE_SIZE];
        wgi_copy_str(message, sizeof message, err ? err->message : "");
        return wgi_xml_fail(err, st, entry->doc, entry->node, NULL, "%s", message);
    }
    if (st != WG_OK)
        return st;
    for (size_t i = 0; i < n_ids; i++)
        if (ids[i])
            wgi_strmap_put(&b->unit_of, ids[i], b->n_units);
    b->units[b->n_units++] = m->parts;
    memset(&m->parts, 0, sizeof m->parts);
    return WG_OK;
}

static wg_status map_unit(wg_bsdata_book *b, const bs_node *root, const bs_node *entry,
                          wg_category category, unsigned moves, wg_error *err)
{
    char id[WG_ROSTER_ID_MAX + 1], name[WG_ROSTER_NAME_MAX + 1];
    bs_slug(id, bs_name(entry->node), unit_id_taken, b->catalog);
    bs_cut_name(name, bs_name(entry->node), WG_ROSTER_NAME_MAX);
    mapping m = {.b = b, .entry = {.id = id, .name = name, .category = category,
                                   .moves_to = moves}};
    wgi_strmap_init(&m.parts.by_entry);
    m.model = find_model(b, entry->node);
    m.parts.has_models = m.model != NULL;
    wg_status st = WG_OK;
    if (m.model)
        st = model_limits(&(bs_node){entry->doc, (xmlNodePtr)m.model}, &m.entry.min_models,
                          &m.entry.max_models, err);
    else
        m.entry.min_models = m.entry.max_models = 1;
    m.entry.war_machine = war_machine_profile(entry->node) || war_machine_profile(m.model);
    if (st == WG_OK)
        st = entry_costs(&m, entry, err);
    if (st == WG_OK)
        st = roster_limit(&m, root, entry, err);
    if (st == WG_OK)
        st = bs_check_modifiers(b, entry, NULL);
    if (st == WG_OK)
        st = walk(&m, entry, false, 0, err);
    m.entry.can_be_general = m.general;
    const char *ids[2] = {wgi_xml_attr(root->node, "id"), wgi_xml_attr(entry->node, "id")};
    if (st == WG_OK)
        st = commit_unit(&m, ids, root == entry ? 1 : 2, entry, err);
    wg_free(m.parts.parts);
    wgi_strmap_free(&m.parts.by_entry);
    wg_free(m.options);
    return st;
}

/* ---- categories and the root entries ---------------------------------------- */

/* The primary category of a root entry (its link's categoryLinks first), and
 * the other categories it is listed in (R7). */
static wg_status categories_of(wg_category *primary, unsigned *others,
                               const wg_bsdata_book *b, const bs_node *root,
                               const bs_node *entry, wg_error *err)
{
    const bs_node *from = wgi_xml_first(root->node, "categoryLinks") ? root : entry;
    xmlNodePtr first = wgi_xml_item(from->node, "categoryLinks", "categoryLink");
    if (first == NULL)
        return wgi_xml_fail(err, WG_EFORMAT, root->doc, root->node, NULL,
                           "unit \"%s\" has no category (a categoryLink)", bs_name(entry->node));
    xmlNodePtr chosen = first;
    for (xmlNodePtr c = first; c; c = wgi_xml_next(c)) {
        if (wgi_xml_attr_is(c, "primary", "true")) {
            chosen = c;
            break;
        }
    }
    *others = 0;
    for (xmlNodePtr c = first; c; c = wgi_xml_next(c)) {
        wg_category cat;
        const char *target = wgi_xml_attr(c, "targetId");
        if (!bs_category(b, target, &cat))
            return wgi_xml_fail(err, WG_EFORMAT, from->doc, c, "targetId",
                               "category id \"%s\" is not a category of either file",
                               target ? target : "");
        if (c == chosen)
            *primary = cat;
        else
            *others |= 1u << cat;
    }
    *others &= ~(1u << *primary);
    return WG_OK;
}

/* The same entry listed again (another link to it): the categories it is
 * listed in become categories it may move to. */
static void merge_listing(wg_bsdata_book *b, size_t unit, const bs_node *root,
                          wg_category primary, unsigned others)
{
    const char *id = wgi_xml_attr(root->node, "id");
    cat_unit *u = &b->catalog->units[unit];
    u->e.moves_to |= (others | 1u << primary) & ~(1u << u->e.category);
    if (id && wgi_strmap_reserve(&b->unit_of))
        wgi_strmap_put(&b->unit_of, id, unit);
}

static wg_status map_root(wg_bsdata_book *b, const bs_node *root, wg_error *err)
{
    const bs_node *entry = root;
    wg_status st = wgi_xml_is(root->node, "entryLink") ? follow(&entry, b, root, err) : WG_OK;
    if (st != WG_OK || never_shown(root->node) || never_shown(entry->node))
        return st;
    if (!wgi_xml_is(entry->node, "selectionEntry") ||
        !(is_type(entry->node, "unit") || is_type(entry->node, "model")))
        return bs_warn(b, root, "\"%s\" is not a unit (type=\"unit\" or \"model\"): left out",
                       bs_name(entry->node));
    wg_category primary = WG_CATEGORY_CORE;
    unsigned others = 0;
    st = categories_of(&primary, &others, b, root, entry, err);
    size_t unit;
    if (st == WG_OK && wgi_strmap_get(&b->unit_of, wgi_xml_attr(entry->node, "id"), &unit)) {
        merge_listing(b, unit, root, primary, others);
        return WG_OK;
    }
    return st == WG_OK ? map_unit(b, root, entry, primary, others, err) : st;
}

wg_status bs_map_units(wg_bsdata_book *b, wg_error *err)
{
    const wgi_xdoc *doc = &b->book;
    xmlNodePtr cat = xmlDocGetRootElement(doc->doc);
    wg_status st = WG_OK;
    for (xmlNodePtr e = wgi_xml_item(cat, "selectionEntries", "selectionEntry"); e && st == WG_OK;
         e = wgi_xml_next(e))
        st = map_root(b, &(bs_node){doc, e}, err);
    for (xmlNodePtr l = wgi_xml_item(cat, "entryLinks", "entryLink"); l && st == WG_OK;
         l = wgi_xml_next(l))
        st = map_root(b, &(bs_node){doc, l}, err);
    return st;
}
