/* Loading a BattleScribe book: a game system and a catalogue
 * (wargen/bsdata.h). The mapping itself is in units.c and items.c; the
 * rules of it are written out in docs/BSDATA.md. */
#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "internal/alloc.h"
#include "internal/bsdata.h"
#include "internal/error.h"
#include "internal/file.h"
#include "internal/problems.h"
#include "internal/roster.h"

bool wg_bsdata_supported(void)
{
    return true;
}

const char *bs_profile_type(const xmlNode *entry)
{
    for (xmlNodePtr p = wgi_xml_item(entry, "profiles", "profile"); p; p = wgi_xml_next(p))
        for (xmlNodePtr c = wgi_xml_item(p, "characteristics", "characteristic"); c;
             c = wgi_xml_next(c))
            if (strcasecmp(bs_name(c), "Type") == 0) /* text without entities: one node */
                return c->children ? (const char *)c->children->content : "";
    return NULL;
}

const char *bs_name(const xmlNode *node)
{
    const char *name = wgi_xml_attr(node, "name");
    return name ? name : "";
}

wg_status bs_warn(wg_bsdata_book *b, const bs_node *at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    wg_status st = wgi_xml_vwarn(b->warnings, at->doc, at->node, fmt, ap);
    va_end(ap);
    return st;
}

const bs_node *bs_target(const wg_bsdata_book *b, const char *id)
{
    size_t i;
    return id && wgi_strmap_get(&b->targets, id, &i) ? &b->nodes[i] : NULL;
}

bool bs_category(const wg_bsdata_book *b, const char *id, wg_category *out)
{
    size_t c;
    if (id == NULL || !wgi_strmap_get(&b->categories, id, &c)) /* only R2's are put in */
        return false;
    *out = (wg_category)c;
    return true;
}

bool bs_is_points(const wg_bsdata_book *b, const xmlNode *cost, const char *attr)
{
    return b->pts ? wgi_xml_attr_is(cost, attr, b->pts) : wgi_xml_attr_is(cost, "name", "pts");
}

wg_status bs_cost(double *out, const wg_bsdata_book *b, const bs_node *entry, wg_error *err)
{
    *out = 0;
    for (xmlNodePtr c = wgi_xml_item(entry->node, "costs", "cost"); c; c = wgi_xml_next(c))
        if (bs_is_points(b, c, "typeId"))
            return wgi_xml_decimal(out, entry->doc, c, "value", 0, err);
    return WG_OK;
}

/* Whether a constraint counts selections (not points, not a percentage)
 * of kind type ("min", "max") over one of the scopes. */
static bool counts(const xmlNode *c, const char *type, const char *scope_a, const char *scope_b)
{
    return wgi_xml_attr_is(c, "field", "selections") && wgi_xml_attr_is(c, "type", type) &&
           (wgi_xml_attr_is(c, "scope", scope_a) || wgi_xml_attr_is(c, "scope", scope_b)) &&
           !wgi_xml_attr_is(c, "percentValue", "true");
}

wg_status bs_constraint(int *out, const bs_node *entry, const char *type, bool roster,
                        wg_error *err)
{
    *out = -1;
    for (xmlNodePtr c = wgi_xml_item(entry->node, "constraints", "constraint"); c;
         c = wgi_xml_next(c)) {
        if (!counts(c, type, roster ? "roster" : "parent", roster ? "force" : "parent"))
            continue;
        double v = 0;
        wg_status st = wgi_xml_decimal(&v, entry->doc, c, "value", 0, err);
        if (st != WG_OK)
            return st;
        *out = v < 0 ? -1 : v > 1e6 ? 1000000 : (int)v;
        return WG_OK;
    }
    return WG_OK;
}

/* ---- modifiers ------------------------------------------------------------ */

/* A condition on the roster's points limit: what Warband and Grand Army
 * changes are conditioned on. */
static bool size_condition(const xmlNode *c)
{
    const char *field = wgi_xml_attr(c, "field");
    return field && strncmp(field, "limit::", 7) == 0 &&
           (wgi_xml_attr_is(c, "scope", "roster") || wgi_xml_attr_is(c, "scope", "force"));
}

/* Whether every condition (in groups too) of a modifier is on the points
 * limit; a modifier with none is unconditional. */
static bool only_size(const xmlNode *m, bool *any)
{
    for (xmlNodePtr c = wgi_xml_item(m, "conditions", "condition"); c; c = wgi_xml_next(c)) {
        *any = true;
        if (!size_condition(c))
            return false;
    }
    for (xmlNodePtr r = wgi_xml_item(m, "repeats", "repeat"); r; r = wgi_xml_next(r)) {
        *any = true;
        if (!size_condition(r))
            return false;
    }
    for (xmlNodePtr g = wgi_xml_item(m, "conditionGroups", "conditionGroup"); g;
         g = wgi_xml_next(g))
        if (!only_size(g, any))
            return false;
    return true;
}

enum { COND_OPTION = 1, COND_PRICE = 2, COND_OTHER = 4 };

static unsigned modifier_kinds(const wg_bsdata_book *b, const xmlNode *list)
{
    unsigned kinds = 0;
    for (xmlNodePtr m = wgi_xml_first(list, "modifier"); m; m = wgi_xml_next(m)) {
        bool any = false;
        if (only_size(m, &any) && any)
            continue; /* R12 and R13 decide what the sizes change */
        if (wgi_xml_attr_is(m, "field", "hidden"))
            kinds |= COND_OPTION;
        else if (bs_is_points(b, m, "field") || wgi_xml_attr_is(m, "field", "pts"))
            kinds |= COND_PRICE;
        else
            kinds |= COND_OTHER;
    }
    for (xmlNodePtr g = wgi_xml_item(list, "modifierGroups", "modifierGroup"); g;
         g = wgi_xml_next(g)) {
        bool any = false;
        if (!(only_size(g, &any) && any))
            kinds |= modifier_kinds(b, g) | modifier_kinds(b, wgi_xml_first(g, "modifiers"));
    }
    return kinds;
}

wg_status bs_check_modifiers(wg_bsdata_book *b, const bs_node *entry, const char *owner)
{
    unsigned kinds = modifier_kinds(b, wgi_xml_first(entry->node, "modifiers"));
    kinds |= modifier_kinds(b, entry->node); /* its modifierGroups */
    const char *name = bs_name(entry->node);
    const char *of = owner ? " of \"" : "", *who = owner ? owner : "", *end = owner ? "\"" : "";
    wg_status st = WG_OK;
    if (kinds & COND_OPTION)
        st = bs_warn(b, entry, "\"%s\"%s%s%s is available only under a condition; imported "
                     "as always available", name, of, who, end);
    if (st == WG_OK && (kinds & COND_PRICE))
        st = bs_warn(b, entry, "\"%s\"%s%s%s has a conditional price; imported at its base "
                     "price", name, of, who, end);
    if (st == WG_OK && (kinds & COND_OTHER))
        st = bs_warn(b, entry, "\"%s\"%s%s%s has a conditional modifier that is not imported",
                     name, of, who, end);
    return st;
}

/* ---- indexes ---------------------------------------------------------------- */

static wg_status add_target(wg_bsdata_book *b, const wgi_xdoc *doc, xmlNodePtr node,
                            wg_error *err)
{
    const char *id = wgi_xml_attr(node, "id");
    if (id == NULL || *id == '\0')
        return wgi_xml_fail(err, WG_EFORMAT, doc, node, "id", "missing attribute id of <%s>",
                           (const char *)node->name);
    size_t other;
    if (wgi_strmap_get(&b->targets, id, &other)) {
        const bs_node *first = &b->nodes[other];
        return wgi_xml_fail(err, WG_EFORMAT, doc, node, "id",
                           "id \"%s\" is used twice (first at %s line %ld)", id,
                           first->doc->name, xmlGetLineNo(first->node));
    }
    if (!wgi_grow((void **)&b->nodes, &b->cap_nodes, b->n_nodes + 1, sizeof *b->nodes) ||
        !wgi_strmap_reserve(&b->targets))
        return wgi_fail_nomem(err);
    b->nodes[b->n_nodes] = (bs_node){doc, node};
    wgi_strmap_put(&b->targets, id, b->n_nodes++);
    return WG_OK;
}

/* Every selectionEntry and selectionEntryGroup of a document, at any
 * depth, by id: what entryLinks and roster selections name. */
static wg_status index_targets(wg_bsdata_book *b, const wgi_xdoc *doc, xmlNodePtr node,
                               wg_error *err)
{
    for (xmlNodePtr c = node->children; c; c = c->next) {
        if (c->type != XML_ELEMENT_NODE)
            continue;
        wg_status st = WG_OK;
        if (wgi_xml_is(c, "selectionEntry") || wgi_xml_is(c, "selectionEntryGroup"))
            st = add_target(b, doc, c, err);
        if (st == WG_OK)
            st = index_targets(b, doc, c, err);
        if (st != WG_OK)
            return st;
    }
    return WG_OK;
}

/* The category of a name, as R2 names them, or WG_CATEGORY_COUNT. */
static int category_of_name(const char *name)
{
    static const char *const NAMES[WG_CATEGORY_COUNT] = {
        [WG_CATEGORY_LORDS] = "Lords", [WG_CATEGORY_HEROES] = "Heroes",
        [WG_CATEGORY_CORE] = "Core", [WG_CATEGORY_SPECIAL] = "Special",
        [WG_CATEGORY_RARE] = "Rare"};
    for (int c = 0; c < WG_CATEGORY_COUNT; c++)
        if (strcasecmp(name, NAMES[c]) == 0)
            return c;
    return WG_CATEGORY_COUNT;
}

/* The refusal of a book of another edition, naming what it looks like. */
static wg_status other_edition(wg_error *err, const wgi_xdoc *doc, const xmlNode *at,
                               const char *name, bool characters)
{
    return wgi_xml_fail(
        err, WG_ERULE, doc, at, "name",
        "category \"%s\" is not one of R2's (Lords, Heroes, Core, Special, Rare): %s", name,
        characters ? "this looks like The 9th Age 2nd edition or later, where Characters "
                     "replaced Lords and Heroes; only the 0.9-1.1 books (2015-2016) are read"
                   : "this does not look like a book of The 9th Age 0.9-1.1 (2015-2016), "
                     "the only edition read");
}

static wg_status index_categories(wg_bsdata_book *b, const wgi_xdoc *doc, wg_error *err)
{
    xmlNodePtr root = xmlDocGetRootElement(doc->doc);
    bool characters = false;
    for (xmlNodePtr c = wgi_xml_item(root, "categoryEntries", "categoryEntry"); c;
         c = wgi_xml_next(c))
        characters = characters || strcasecmp(bs_name(c), "Characters") == 0;
    for (xmlNodePtr c = wgi_xml_item(root, "categoryEntries", "categoryEntry"); c;
         c = wgi_xml_next(c)) {
        const char *id = NULL;
        wg_status st = wgi_xml_attr_required(&id, doc, c, "id", err);
        if (st != WG_OK)
            return st;
        int category = category_of_name(bs_name(c));
        if (category == WG_CATEGORY_COUNT)
            return other_edition(err, doc, c, bs_name(c), characters);
        if (!wgi_strmap_reserve(&b->categories))
            return wgi_fail_nomem(err);
        wgi_strmap_put(&b->categories, id, (size_t)category);
    }
    return WG_OK;
}

/* The five categories, each declared (in either document). */
static wg_status check_categories(const wg_bsdata_book *b, wg_error *err)
{
    bool seen[WG_CATEGORY_COUNT] = {false};
    for (size_t i = 0; i < b->categories.cap; i++)
        if (b->categories.slots[i].key)
            seen[b->categories.slots[i].value] = true;
    for (int c = 0; c < WG_CATEGORY_COUNT; c++)
        if (!seen[c])
            return wgi_xml_fail(err, WG_ERULE, &b->system,
                               xmlDocGetRootElement(b->system.doc), NULL,
                               "no category %s: R2's five categories (Lords, Heroes, Core, "
                               "Special, Rare) must all be declared",
                               wg_category_name((wg_category)c));
    return WG_OK;
}

static void find_points_type(wg_bsdata_book *b)
{
    xmlNodePtr root = xmlDocGetRootElement(b->system.doc);
    for (xmlNodePtr t = wgi_xml_item(root, "costTypes", "costType"); t; t = wgi_xml_next(t))
        if (strcmp(bs_name(t), "pts") == 0)
            b->pts = wgi_xml_attr(t, "id");
}

/* ---- loading ---------------------------------------------------------------- */

static wg_status read_roots(wg_bsdata_book *b, wg_error *err)
{
    xmlNodePtr sys, cat;
    wg_status st = wgi_xml_root(&sys, &b->system, "gameSystem", BS_SYSTEM_NS, err);
    if (st == WG_OK)
        st = wgi_xml_root(&cat, &b->book, "catalogue", BS_CATALOGUE_NS, err);
    if (st == WG_OK)
        st = wgi_xml_attr_required(&b->system_id, &b->system, sys, "id", err);
    if (st == WG_OK)
        st = wgi_xml_attr_required(&b->book_id, &b->book, cat, "id", err);
    const char *wanted = NULL;
    if (st == WG_OK)
        st = wgi_xml_attr_required(&wanted, &b->book, cat, "gameSystemId", err);
    if (st == WG_OK && strcmp(wanted, b->system_id) != 0)
        st = wgi_xml_fail(err, WG_EFORMAT, &b->book, cat, "gameSystemId",
                         "the catalogue is for game system \"%s\", not \"%s\" (%s)", wanted,
                         b->system_id, b->system.name);
    if (st == WG_OK && bs_name(cat)[0] == '\0')
        st = wgi_xml_fail(err, WG_EFORMAT, &b->book, cat, "name", "the catalogue has no name");
    return st;
}

static bool taken_never(const void *ctx, const char *id)
{
    (void)ctx, (void)id;
    return false;
}

static wg_status map_book(wg_bsdata_book *b, wg_error *err)
{
    wg_status st = read_roots(b, err);
    xmlNodePtr cat = xmlDocGetRootElement(b->book.doc);
    if (st == WG_OK)
        st = index_targets(b, &b->system, xmlDocGetRootElement(b->system.doc), err);
    if (st == WG_OK)
        st = index_targets(b, &b->book, cat, err);
    if (st == WG_OK)
        st = index_categories(b, &b->system, err);
    if (st == WG_OK)
        st = index_categories(b, &b->book, err);
    if (st == WG_OK)
        st = check_categories(b, err);
    if (st != WG_OK)
        return st;
    find_points_type(b);
    char id[WG_ROSTER_ID_MAX + 1], name[WG_ROSTER_NAME_MAX + 1];
    bs_slug(id, bs_name(cat), taken_never, NULL);
    bs_cut_name(name, bs_name(cat), WG_ROSTER_NAME_MAX);
    st = wg_catalog_new(&b->catalog, id, name, err);
    if (st == WG_OK)
        st = bs_map_units(b, err);
    if (st == WG_OK)
        st = bs_map_items(b, err);
    if (st == WG_OK && b->catalog->n_units == 0)
        st = wgi_xml_fail(err, WG_EFORMAT, &b->book, cat, NULL,
                         "the catalogue has no unit entries (type=\"unit\")");
    return st;
}

static wg_status new_book(wg_bsdata_book **out, wg_error *err)
{
    wg_bsdata_book *b = wgi_calloc(1, sizeof *b);
    if (b == NULL || wgi_problems_new(&b->warnings) != WG_OK) {
        wg_free(b);
        return wgi_fail_nomem(err);
    }
    wgi_strmap_init(&b->targets);
    wgi_strmap_init(&b->categories);
    wgi_strmap_init(&b->unit_of);
    wgi_strmap_init(&b->item_of);
    *out = b;
    return WG_OK;
}

/* Map the two parsed documents (the book owns them from here on). */
static wg_status finish(wg_bsdata_book **out, wg_problems **warnings_out, wg_bsdata_book *b,
                        wg_error *err)
{
    wg_status st = map_book(b, err);
    if (st != WG_OK) {
        wg_bsdata_book_free(b);
        return st;
    }
    if (warnings_out) {
        *warnings_out = b->warnings;
        b->warnings = NULL;
    }
    *out = b;
    return WG_OK;
}

wg_status wg_bsdata_book_load_strings(wg_bsdata_book **out, wg_problems **warnings_out,
                                      const char *system_xml, size_t system_size,
                                      const char *book_xml, size_t book_size, wg_error *err)
{
    if (out == NULL || system_xml == NULL || book_xml == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_bsdata_book_load_strings: a NULL argument");
    wg_bsdata_book *b = NULL;
    wg_status st = new_book(&b, err);
    if (st == WG_OK)
        st = wgi_xml_parse(&b->system, system_xml, system_size, WG_BSDATA_FILE_MAX, "<system>",
                          err);
    if (st == WG_OK)
        st = wgi_xml_parse(&b->book, book_xml, book_size, WG_BSDATA_FILE_MAX, "<book>", err);
    if (st != WG_OK) {
        wg_bsdata_book_free(b);
        return st;
    }
    return finish(out, warnings_out, b, err);
}

static wg_status parse_file(wgi_xdoc *doc, const char *path, wg_error *err)
{
    char *text = NULL;
    size_t size = 0;
    wg_status st = wgi_file_read(&text, &size, path, WG_BSDATA_FILE_MAX, WG_ERANGE, err);
    if (st == WG_OK)
        st = wgi_xml_parse(doc, text, size, WG_BSDATA_FILE_MAX, path, err);
    wg_free(text);
    return st;
}

/* The game system of a catalogue, found as BattleScribe finds it: the .gst
 * file of the same folder whose root id is the catalogue's gameSystemId. */
static wg_status find_system(wgi_xdoc *doc, const wgi_xdoc *book, const char *book_path,
                             wg_error *err)
{
    const char *wanted = wgi_xml_attr(xmlDocGetRootElement(book->doc), "gameSystemId");
    const char *slash = strrchr(book_path, '/');
    int dir_len = slash ? (int)(slash - book_path) + 1 : 0;
    char path[4096];
    /* the folder as given (the current one for a bare name); the catalogue
     * was read from it, so it can be listed */
    snprintf(path, sizeof path, "%.*s.", dir_len, book_path);
    DIR *d = opendir(path);
    wg_status st = WG_EIO;
    for (struct dirent *e; d && st != WG_OK && (e = readdir(d)) != NULL;) {
        size_t n = strlen(e->d_name);
        if (n < 5 || strcmp(e->d_name + n - 4, ".gst") != 0)
            continue;
        snprintf(path, sizeof path, "%.*s%s", dir_len, book_path, e->d_name);
        wgi_xdoc candidate;
        wg_status parsed = parse_file(&candidate, path, err);
        if (parsed == WG_ENOMEM) {
            closedir(d);
            return parsed;
        }
        if (parsed != WG_OK) /* another file that is no game system of ours */
            continue;
        if (wanted && wgi_xml_attr_is(xmlDocGetRootElement(candidate.doc), "id", wanted)) {
            *doc = candidate;
            st = WG_OK;
        } else {
            wgi_xml_close(&candidate);
        }
    }
    if (d)
        closedir(d);
    if (st != WG_OK) {
        wgi_where w = {book_path, 0, 0, 0, NULL};
        return wgi_fail_at(err, WG_EIO, &w,
                          "no .gst file with id \"%s\" (its gameSystemId) in its folder: "
                          "give the game system's file",
                          wanted ? wanted : "");
    }
    return WG_OK;
}

wg_status wg_bsdata_book_load_files(wg_bsdata_book **out, wg_problems **warnings_out,
                                    const char *system_path, const char *book_path,
                                    wg_error *err)
{
    if (out == NULL || book_path == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_bsdata_book_load_files: a NULL argument");
    wg_bsdata_book *b;
    wg_status st = new_book(&b, err);
    if (st != WG_OK)
        return st;
    st = parse_file(&b->book, book_path, err);
    if (st == WG_OK)
        st = system_path ? parse_file(&b->system, system_path, err)
                         : find_system(&b->system, &b->book, book_path, err);
    if (st != WG_OK) {
        wg_bsdata_book_free(b);
        return st;
    }
    return finish(out, warnings_out, b, err);
}

void wg_bsdata_book_free(wg_bsdata_book *b)
{
    if (b == NULL)
        return;
    for (size_t i = 0; i < b->n_units; i++) {
        wg_free(b->units[i].parts);
        wgi_strmap_free(&b->units[i].by_entry);
    }
    wg_free(b->units);
    wg_free(b->nodes);
    wgi_strmap_free(&b->targets);
    wgi_strmap_free(&b->categories);
    wgi_strmap_free(&b->unit_of);
    wgi_strmap_free(&b->item_of);
    wg_problems_free(b->warnings);
    wg_catalog_free(b->catalog);
    wgi_xml_close(&b->system);
    wgi_xml_close(&b->book);
    wg_free(b);
}

const wg_catalog *wg_bsdata_book_catalog(const wg_bsdata_book *book)
{
    return book ? book->catalog : NULL;
}
