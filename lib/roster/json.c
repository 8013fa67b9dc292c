/* Reading wargen-catalog/1 and wargen-roster/1 documents (docs/FORMATS.md). The
 * readers check the document's shape and hand what they read to the
 * building functions of wargen/roster.h; a failure there is located at the
 * value that caused it. */
#include <limits.h>
#include <string.h>

#include "internal/json.h"
#include "internal/load.h"
#include "internal/roster.h"

static const char *const CATALOG_KEYS[] = {"format", "id", "name", "units", "items", NULL};
static const char *const UNIT_KEYS[] = {"id", "name", "category", "can_be_general", "models",
                                        "cost", "per_model", "options", "moves_to",
                                        "war_machine", "max", "unique", "one_per_army", "secret",
                                        NULL};
static const char *const MODELS_KEYS[] = {"min", "max", NULL};
static const char *const OPTION_KEYS[] = {"id", "name", "cost", "per_model", "champion", NULL};
static const char *const ITEM_KEYS[] = {"id", "name", "cost", "list", "mundane", "unique",
                                        "one_per_army", "rune", NULL};
static const char *const ROSTER_KEYS[] = {"format", "catalog", "points", "units", NULL};
static const char *const ROSTER_UNIT_KEYS[] = {"entry", "models", "general", "options",
                                               "items", "label", "category", "hides_in",
                                               NULL};

/* R3: points, a multiple of 0.5, as half-points (wg_points_to_half, the
 * one reader of them), an error located at v. */
static wg_status read_points(int *out, const wgi_jval *v, wg_error *err)
{
    double points;
    wg_status st = wgi_json_number(&points, v, err);
    if (st == WG_OK && wg_points_to_half(out, points, err) != WG_OK)
        st = wgi_json_relocate(err, v, WG_EFORMAT);
    return st;
}

static wg_status get_id(const char **out, const wgi_jval *obj, const char *key, wg_error *err)
{
    wgi_jval v;
    wg_status st = wgi_json_member(&v, obj, key, true, err);
    if (st == WG_OK)
        st = wgi_json_string(out, &v, err);
    if (st == WG_OK && !wgi_id_ok(*out))
        st = wgi_json_fail(err, &v, WG_EFORMAT, "an id is 1 to %d lowercase letters and digits "
                          "in words joined by hyphens, not \"%.80s\"", WG_ROSTER_ID_MAX, *out);
    return st;
}

/* Typed readers of the roster formats (see also wgi_json_member_int and the
 * like): a member that may be absent leaves *out as it is. */
static wg_status get_half(int *out, const wgi_jval *obj, const char *key, bool required,
                          wg_error *err)
{
    wgi_jval v;
    wg_status st = wgi_json_member(&v, obj, key, required, err);
    return st == WG_OK && v.node ? read_points(out, &v, err) : st;
}

static wg_status get_category(int *out, const wgi_jval *obj, const char *key, bool required,
                              wg_error *err)
{
    wgi_jval v;
    wg_status st = wgi_json_member(&v, obj, key, required, err);
    return st == WG_OK && v.node ? wgi_json_enum(out, &v, wgi_category_names, err) : st;
}

/* A building function refused what was read from obj: its message goes to
 * the member at fault, the first text that is not 1 to max characters
 * (id, name, or mundane when given), else the id (a repeated id). */
static bool text_fits(const char *s, size_t max)
{
    return s && s[0] && strlen(s) <= max;
}

static wg_status refused_at(wg_error *err, const wgi_jval *obj, const char *id, const char *name,
                           const char *mundane, const char *fault)
{
    const char *key = !wgi_id_ok(id) ? "id"
                    : !text_fits(name, WG_ROSTER_NAME_MAX) ? "name"
                    : mundane && !text_fits(mundane, WG_ROSTER_MUNDANE_MAX) ? "mundane"
                    : fault ? fault : "id";
    wgi_jval at;
    wgi_json_member(&at, obj, key, false, NULL);
    return wgi_json_relocate(err, at.node ? &at : obj, WG_EFORMAT);
}

static wg_status refused(wg_error *err, const wgi_jval *obj, const char *id, const char *name,
                         const char *mundane)
{
    return refused_at(err, obj, id, name, mundane, NULL);
}

/* ---- catalogues -------------------------------------------------------- */

static wg_status read_moves(unsigned *out, const wgi_jval *unit, wg_error *err)
{
    wgi_jval list;
    size_t n;
    wg_status st = wgi_json_member(&list, unit, "moves_to", false, err);
    if (st != WG_OK || list.node == NULL)
        return st;
    st = wgi_json_array(&n, &list, 0, WG_CATEGORY_COUNT, err);
    for (size_t i = 0; st == WG_OK && i < n; i++) {
        wgi_jval v;
        int c;
        wgi_json_element(&v, &list, i);
        st = wgi_json_enum(&c, &v, wgi_category_names, err);
        if (st == WG_OK && (*out & (1u << c)))
            st = wgi_json_fail(err, &v, WG_EFORMAT, "category \"%s\" is named twice",
                              wgi_category_names[c]);
        if (st == WG_OK)
            *out |= 1u << c; /* c is unset when the name is unknown */
    }
    return st;
}

static wg_status read_models(wg_unit_entry *e, const wgi_jval *unit, wg_error *err)
{
    wgi_jval m;
    wg_status st = wgi_json_member(&m, unit, "models", true, err);
    if (st == WG_OK)
        st = wgi_json_object(&m, MODELS_KEYS, err);
    if (st == WG_OK)
        st = wgi_json_member_int(&e->min_models, &m, "min", true, 1, WG_ROSTER_MODELS_MAX, err);
    if (st == WG_OK)
        st = wgi_json_member_int(&e->max_models, &m, "max", true, 1, WG_ROSTER_MODELS_MAX, err);
    if (st == WG_OK && e->max_models < e->min_models)
        st = wgi_json_fail(err, &m, WG_EFORMAT, "max %d is below min %d", e->max_models,
                          e->min_models);
    return st;
}

static wg_status read_option(wg_catalog *c, const char *unit_id, const wgi_jval *v,
                             wg_error *err)
{
    wg_option_entry o = {0};
    wgi_jval cost, per_model;
    wg_status st = wgi_json_object(v, OPTION_KEYS, err);
    if (st == WG_OK)
        st = get_id(&o.id, v, "id", err);
    if (st == WG_OK)
        st = wgi_json_member_string(&o.name, v, "name", false, err);
    if (st == WG_OK && o.name == NULL)
        o.name = o.id; /* an option's name is optional */
    if (st == WG_OK)
        st = get_half(&o.cost, v, "cost", false, err);
    if (st == WG_OK)
        st = get_half(&o.per_model, v, "per_model", false, err);
    if (st == WG_OK)
        st = wgi_json_member_bool(&o.champion, v, "champion", false, err);
    /* R3: a flat cost, a cost per model or both, but one of them */
    if (st == WG_OK && wgi_json_member(&cost, v, "cost", false, err) == WG_OK &&
        wgi_json_member(&per_model, v, "per_model", false, err) == WG_OK &&
        cost.node == NULL && per_model.node == NULL)
        st = wgi_json_fail(err, v, WG_EFORMAT, "an option needs a cost, a per_model cost or "
                          "both (R3)");
    if (st == WG_OK && (st = wg_catalog_add_option(c, unit_id, &o, err)) != WG_OK &&
        st != WG_ENOMEM)
        st = refused(err, v, o.id, o.name, NULL);
    return st;
}

static wg_status read_options(wg_catalog *c, const char *unit_id, const wgi_jval *unit,
                              wg_error *err)
{
    wgi_jval list;
    size_t n;
    wg_status st = wgi_json_member(&list, unit, "options", false, err);
    if (st != WG_OK || list.node == NULL)
        return st;
    st = wgi_json_array(&n, &list, 0, WGI_UNIT_LIST_MAX, err);
    for (size_t i = 0; st == WG_OK && i < n; i++) {
        wgi_jval v;
        wgi_json_element(&v, &list, i);
        st = read_option(c, unit_id, &v, err);
    }
    return st;
}

static wg_status read_unit(wg_catalog *c, const wgi_jval *v, wg_error *err)
{
    wg_unit_entry e = {0};
    int category = 0;
    const char *why;
    wg_status st = wgi_json_object(v, UNIT_KEYS, err);
    if (st == WG_OK)
        st = get_id(&e.id, v, "id", err);
    if (st == WG_OK)
        st = wgi_json_member_string(&e.name, v, "name", true, err);
    if (st == WG_OK)
        st = get_category(&category, v, "category", true, err);
    if (st == WG_OK)
        st = read_models(&e, v, err);
    if (st == WG_OK)
        st = get_half(&e.cost, v, "cost", true, err);
    if (st == WG_OK)
        st = get_half(&e.per_model, v, "per_model", false, err);
    if (st == WG_OK)
        st = read_moves(&e.moves_to, v, err);
    if (st == WG_OK)
        st = wgi_json_member_int(&e.max, v, "max", false, 1, WG_ROSTER_CHOICE_MAX, err);
    if (st == WG_OK)
        st = wgi_json_member_bool(&e.can_be_general, v, "can_be_general", false, err);
    if (st == WG_OK)
        st = wgi_json_member_bool(&e.war_machine, v, "war_machine", false, err);
    if (st == WG_OK)
        st = wgi_json_member_bool(&e.unique, v, "unique", false, err);
    if (st == WG_OK)
        st = wgi_json_member_bool(&e.one_per_army, v, "one_per_army", false, err);
    if (st == WG_OK)
        st = wgi_json_member_bool(&e.secret, v, "secret", false, err); /* H1 */
    e.category = (wg_category)category;
    if (st == WG_OK && (st = wg_catalog_add_unit(c, &e, err)) != WG_OK && st != WG_ENOMEM)
        st = refused_at(err, v, e.id, e.name, NULL, wgi_unit_entry_fault(&e, &why));
    return st == WG_OK ? read_options(c, e.id, v, err) : st;
}

/* An item's price: one number, or "A/B" (R4: A for a Lord, B otherwise). */
static wg_status read_price(wg_item_entry *it, const wgi_jval *item, wg_error *err)
{
    wgi_jval v;
    wg_status st = wgi_json_member(&v, item, "cost", true, err);
    if (st != WG_OK)
        return st;
    if (!json_is_string(v.node)) {
        st = read_points(&it->lord_cost, &v, err);
        it->other_cost = it->lord_cost;
        return st;
    }
    wg_price price;
    const char *text;
    if ((st = wgi_json_string(&text, &v, err)) != WG_OK)
        return st;
    if (wg_price_parse(&price, text, err) != WG_OK)
        return wgi_json_relocate(err, &v, WG_EFORMAT);
    it->lord_cost = price.lord;
    it->other_cost = price.other;
    return WG_OK;
}

/* H3: an item's plain type, 1 to WG_ROSTER_MUNDANE_MAX characters, refused at it. */
static wg_status read_mundane(const char **out, const wgi_jval *item, wg_error *err)
{
    wgi_jval v;
    wg_status st = wgi_json_member(&v, item, "mundane", false, err);
    if (st == WG_OK && v.node)
        st = wgi_json_string(out, &v, err);
    if (st == WG_OK && v.node && strlen(*out) > WG_ROSTER_MUNDANE_MAX)
        st = wgi_json_fail(err, &v, WG_EFORMAT, "a mundane type has 1 to %d characters, not %zu",
                          WG_ROSTER_MUNDANE_MAX, strlen(*out));
    return st;
}

static wg_status read_item_list(wg_catalog *c, const wgi_jval *v, bool list_required,
                                wg_error *err)
{
    wg_item_entry it = {0};
    wgi_jval list;
    int which = 0;
    wg_status st = wgi_json_object(v, ITEM_KEYS, err);
    if (st == WG_OK)
        st = get_id(&it.id, v, "id", err);
    if (st == WG_OK)
        st = wgi_json_member_string(&it.name, v, "name", true, err);
    if (st == WG_OK)
        st = read_price(&it, v, err);
    if (st == WG_OK && (st = wgi_json_member(&list, v, "list", list_required, err)) == WG_OK &&
        list.node)
        st = wgi_json_enum(&which, &list, wgi_item_list_names, err);
    if (st == WG_OK)
        st = read_mundane(&it.mundane, v, err);
    if (st == WG_OK)
        st = wgi_json_member_bool(&it.unique, v, "unique", false, err);
    if (st == WG_OK)
        st = wgi_json_member_bool(&it.one_per_army, v, "one_per_army", false, err);
    if (st == WG_OK)
        st = wgi_json_member_bool(&it.rune, v, "rune", false, err); /* H5 */
    it.list = (wg_item_list)which;
    if (st == WG_OK && (st = wg_catalog_add_item(c, &it, err)) != WG_OK && st != WG_ENOMEM)
        st = refused(err, v, it.id, it.name, it.mundane);
    return st;
}

static wg_status read_item(wg_catalog *c, const wgi_jval *v, wg_error *err)
{
    return read_item_list(c, v, true, err);
}

typedef wg_status (*element_reader)(wg_catalog *c, const wgi_jval *v, wg_error *err);

/* The list key of root: at least one element when required. */
static wg_status read_list(wg_catalog *c, const wgi_jval *root, const char *key, bool required,
                           element_reader read, wg_error *err)
{
    wgi_jval list;
    size_t n;
    wg_status st = wgi_json_member(&list, root, key, required, err);
    if (st != WG_OK || list.node == NULL)
        return st;
    st = wgi_json_array(&n, &list, required ? 1 : 0, WGI_CATALOG_LIST_MAX, err);
    for (size_t i = 0; st == WG_OK && i < n; i++) {
        wgi_jval v;
        wgi_json_element(&v, &list, i);
        st = read(c, &v, err);
    }
    return st;
}

static wg_status read_catalog(wg_catalog **out, const wgi_jdoc *doc, wg_error *err)
{
    wgi_jval root;
    const char *id = NULL, *name = NULL;
    wgi_json_root(&root, doc);
    wg_status st = wgi_json_document(&root, "wargen-catalog/1", CATALOG_KEYS, err);
    if (st == WG_OK)
        st = get_id(&id, &root, "id", err);
    if (st == WG_OK)
        st = wgi_json_member_string(&name, &root, "name", true, err);
    if (st == WG_OK && (st = wg_catalog_new(out, id, name, err)) != WG_OK && st != WG_ENOMEM)
        st = refused(err, &root, id, name, NULL);
    if (st == WG_OK)
        st = read_list(*out, &root, "units", true, read_unit, err);
    if (st == WG_OK)
        st = read_list(*out, &root, "items", false, read_item, err);
    return st;
}

static wg_status load_catalog(void *target, const void *ctx, wgi_jdoc *doc, wg_error *err)
{
    (void)ctx;
    wg_catalog *c = NULL;
    wg_status st = read_catalog(&c, doc, err);
    if (st != WG_OK)
        wg_catalog_free(c);
    else
        *(wg_catalog **)target = c;
    return st;
}

static const wgi_reader load_catalog_reader = {load_catalog, true, false};

wg_status wg_catalog_load_string(wg_catalog **out, const char *json, size_t size,
                                 const char *name, wg_error *err)
{
    return wgi_load(out, NULL, &load_catalog_reader, WGI_TEXT(json, size, name), err);
}

wg_status wg_catalog_load_file(wg_catalog **out, const char *path, wg_error *err)
{
    return wgi_load(out, NULL, &load_catalog_reader, WGI_FILE(path), err);
}

/* ---- rosters ----------------------------------------------------------- */

typedef wg_status (*id_adder)(wg_roster *r, size_t unit, const char *id, wg_error *err);

/* The option or item ids of a unit, each checked against the catalogue. */
static wg_status read_ids(wg_roster *r, size_t unit, const wgi_jval *obj, const char *key,
                          id_adder add, wg_error *err)
{
    wgi_jval list;
    size_t n;
    wg_status st = wgi_json_member(&list, obj, key, false, err);
    if (st != WG_OK || list.node == NULL)
        return st;
    st = wgi_json_array(&n, &list, 0, WGI_UNIT_LIST_MAX, err);
    for (size_t i = 0; st == WG_OK && i < n; i++) {
        wgi_jval v;
        const char *id;
        wgi_json_element(&v, &list, i);
        st = wgi_json_string(&id, &v, err);
        if (st == WG_OK && (st = add(r, unit, id, err)) != WG_OK && st != WG_ENOMEM)
            st = wgi_json_relocate(err, &v, st == WG_ENOTFOUND ? WG_ENOTFOUND : WG_EFORMAT);
    }
    return st;
}

/* H1: "hides_in", an index of the roster's units, and what the unit alone
 * tells of it (wgi_roster_check_new_hides), refused at it; the host itself
 * is checked once every unit is read (check_hosts). */
static wg_status read_hides(wg_roster_unit *u, const wg_roster *r, const wgi_jval *v,
                            wg_error *err)
{
    wgi_jval at;
    int hides_in = -1;
    wg_status st = wgi_json_member(&at, v, "hides_in", false, err);
    if (st != WG_OK || at.node == NULL)
        return st;
    if ((st = wgi_json_member_int(&hides_in, v, "hides_in", false, 0, INT_MAX, err)) != WG_OK)
        return st;
    u->hides = true;
    u->hides_in = (size_t)hides_in;
    if (wgi_roster_check_new_hides(r, u, err) != WG_OK)
        return wgi_json_relocate(err, &at, WG_EFORMAT);
    return WG_OK;
}

/* One unit of v added to r. home is the roster the unit is meant for: r,
 * or the roster that r is a scratch copy for (wg_roster_add_unit_string),
 * where the unit's hides_in is checked (its own index is home's next one)
 * and then not given to the scratch roster, whose indexes differ. */
static wg_status read_roster_unit_in(size_t *index, wg_roster *r, const wg_roster *home,
                                     const wgi_jval *v, wg_error *err)
{
    wg_roster_unit u = {0};
    wgi_jval entry, label;
    size_t at = 0;
    int category = -1; /* stays -1 without a "category": not moved */
    wg_status st = wgi_json_object(v, ROSTER_UNIT_KEYS, err);
    if (st == WG_OK && (st = wgi_json_member(&entry, v, "entry", true, err)) == WG_OK)
        st = wgi_json_string(&u.entry, &entry, err);
    if (st == WG_OK)
        st = wgi_json_member_int(&u.models, v, "models", true, 1, WG_ROSTER_MODELS_MAX, err);
    if (st == WG_OK)
        st = wgi_json_member_bool(&u.general, v, "general", false, err);
    if (st == WG_OK)
        st = get_category(&category, v, "category", false, err);
    u.moved = category >= 0;
    u.category = u.moved ? (wg_category)category : WG_CATEGORY_LORDS;
    if (st == WG_OK)
        st = wgi_json_member_string(&u.label, v, "label", false, err);
    if (st == WG_OK)
        st = read_hides(&u, home, v, err);
    if (r != home)
        u.hides = false;
    if (st == WG_OK && (st = wg_roster_add_unit(&at, r, &u, err)) != WG_OK && st != WG_ENOMEM) {
        /* an unknown entry, or (the JSON checks the numbers) a bad label */
        wgi_json_member(&label, v, "label", false, NULL);
        st = wgi_json_relocate(err, st == WG_ENOTFOUND ? &entry : label.node ? &label : v,
                              st == WG_ENOTFOUND ? WG_ENOTFOUND : WG_EFORMAT);
    }
    if (st == WG_OK)
        st = read_ids(r, at, v, "options", wg_roster_add_option, err);
    if (st == WG_OK)
        st = read_ids(r, at, v, "items", wg_roster_add_item, err);
    if (index && st == WG_OK)
        *index = at;
    return st;
}

static wg_status read_roster_unit_at(size_t *index, wg_roster *r, const wgi_jval *v,
                                     wg_error *err)
{
    return read_roster_unit_in(index, r, r, v, err);
}

static wg_status read_roster_unit(wg_roster *r, const wgi_jval *v, wg_error *err)
{
    return read_roster_unit_at(NULL, r, v, err);
}

/* H1: with every unit read, each "hides_in" names a unit of the roster
 * that is not secret (an Assassin may be listed before its host). */
static wg_status check_hosts(const wg_roster *r, const wgi_jval *units, wg_error *err)
{
    wg_status st = WG_OK;
    for (size_t i = 0; st == WG_OK && i < r->n_units; i++) {
        wgi_jval v, at;
        if (wgi_roster_check_unit_hides(r, i, err) == WG_OK)
            continue;
        wgi_json_element(&v, units, i);
        wgi_json_member(&at, &v, "hides_in", false, NULL);
        st = wgi_json_relocate(err, &at, WG_EFORMAT);
    }
    return st;
}

static wg_status read_roster(wg_roster **out, const wg_catalog *c, const wgi_jdoc *doc,
                             wg_error *err)
{
    wgi_jval root, cat, units;
    const char *id;
    int points = 0;
    size_t n;
    wgi_json_root(&root, doc);
    wg_status st = wgi_json_document(&root, "wargen-roster/1", ROSTER_KEYS, err);
    if (st == WG_OK && (st = wgi_json_member(&cat, &root, "catalog", true, err)) == WG_OK)
        st = wgi_json_string(&id, &cat, err);
    if (st == WG_OK && strcmp(id, c->id) != 0)
        st = wgi_json_fail(err, &cat, WG_EFORMAT, "the roster is for catalogue \"%s\", not "
                          "\"%s\"", id, c->id);
    if (st == WG_OK)
        st = wgi_json_member_int(&points, &root, "points", true, WG_ROSTER_POINTS_MIN,
                                WG_ROSTER_POINTS_MAX, err);
    if (st == WG_OK)
        st = wg_roster_new(out, c, points, err);
    if (st == WG_OK && (st = wgi_json_member(&units, &root, "units", true, err)) == WG_OK)
        st = wgi_json_array(&n, &units, 0, WGI_ROSTER_UNITS_MAX, err);
    for (size_t i = 0; st == WG_OK && i < n; i++) {
        wgi_jval v;
        wgi_json_element(&v, &units, i);
        st = read_roster_unit(*out, &v, err);
    }
    return st == WG_OK ? check_hosts(*out, &units, err) : st;
}

static wg_status load_roster(void *target, const void *ctx, wgi_jdoc *doc, wg_error *err)
{
    wg_roster *r = NULL;
    wg_status st = read_roster(&r, ctx, doc, err);
    if (st != WG_OK)
        wg_roster_free(r);
    else
        *(wg_roster **)target = r;
    return st;
}

static const wgi_reader load_roster_reader = {load_roster, true, true};

wg_status wg_roster_load_string(wg_roster **out, const wg_catalog *catalog, const char *json,
                                size_t size, const char *name, wg_error *err)
{
    return wgi_load(out, catalog, &load_roster_reader, WGI_TEXT(json, size, name), err);
}

wg_status wg_roster_load_file(wg_roster **out, const wg_catalog *catalog, const char *path,
                              wg_error *err)
{
    return wgi_load(out, catalog, &load_roster_reader, WGI_FILE(path), err);
}

/* ---- entries given as JSON text (what bindings hand over) -------------- */

/* One entry object of json read by read() into c (or, for a unit, r). */
typedef wg_status (*entry_reader)(wg_catalog *c, wg_roster *r, const char *unit_id,
                                  size_t *index, const wgi_jval *v, wg_error *err);

static wg_status read_text(entry_reader read, wg_catalog *c, wg_roster *r,
                           const char *unit_id, size_t *index, const char *json, size_t size,
                           wg_error *err)
{
    wgi_jdoc doc;
    wgi_jval root;
    if ((c == NULL && r == NULL) || json == NULL)
        return wgi_fail(err, WG_EINVAL, "NULL argument");
    wg_status st = wgi_json_load_string(&doc, json, size, "<entry>", err);
    if (st != WG_OK)
        return wgi_json_as_argument(err, st);
    wgi_json_root(&root, &doc);
    st = read(c, r, unit_id, index, &root, err);
    wgi_json_close(&doc);
    return wgi_json_as_argument(err, st);
}

static wg_status text_unit(wg_catalog *c, wg_roster *r, const char *unit_id, size_t *index,
                           const wgi_jval *v, wg_error *err)
{
    (void)r, (void)unit_id, (void)index;
    /* Its options are read after it is added: on a scratch catalogue first,
     * so that a bad option leaves c unchanged (only a repeated unit id,
     * checked before anything is added, can fail on c itself). */
    wg_catalog *scratch = NULL;
    wg_status st = wg_catalog_new(&scratch, "scratch", "scratch", err);
    if (st == WG_OK)
        st = read_unit(scratch, v, err);
    wg_catalog_free(scratch);
    if (st != WG_OK)
        return st;
    /* and then only an allocation can fail: the unit goes with its options */
    size_t before = c->n_units;
    st = read_unit(c, v, err);
    if (st != WG_OK)
        wgi_catalog_drop_units(c, before);
    return st;
}

static wg_status text_option(wg_catalog *c, wg_roster *r, const char *unit_id, size_t *index,
                             const wgi_jval *v, wg_error *err)
{
    (void)r, (void)index;
    /* read_option() takes any refusal as the document's: an unknown unit
     * is the caller's, told first */
    size_t at;
    wg_status st = wgi_catalog_unit_index(&at, c, unit_id, err);
    return st == WG_OK ? read_option(c, unit_id, v, err) : st;
}

static wg_status text_item(wg_catalog *c, wg_roster *r, const char *unit_id, size_t *index,
                           const wgi_jval *v, wg_error *err)
{
    (void)r, (void)unit_id, (void)index;
    return read_item_list(c, v, false, err);
}

static wg_status text_roster_unit(wg_catalog *c, wg_roster *r, const char *unit_id,
                                  size_t *index, const wgi_jval *v, wg_error *err)
{
    (void)c, (void)unit_id;
    /* As for a catalogue's unit: its options and items are added after it,
     * so they are tried on a scratch roster of the same catalogue first. */
    wg_roster *scratch = NULL;
    wg_status st = wg_roster_new(&scratch, r->catalog, r->points, err);
    if (st == WG_OK)
        st = read_roster_unit_in(NULL, scratch, r, v, err);
    wg_roster_free(scratch);
    if (st != WG_OK)
        return st;
    /* and then only an allocation can fail: the unit goes with its options */
    size_t before = r->n_units;
    st = read_roster_unit_at(index, r, v, err);
    if (st != WG_OK)
        wgi_roster_drop_units(r, before);
    return st;
}

wg_status wg_catalog_add_unit_string(wg_catalog *catalog, const char *json, size_t size,
                                     wg_error *err)
{
    return read_text(text_unit, catalog, NULL, NULL, NULL, json, size, err);
}

wg_status wg_catalog_add_option_string(wg_catalog *catalog, const char *unit_id,
                                       const char *json, size_t size, wg_error *err)
{
    return read_text(text_option, catalog, NULL, unit_id, NULL, json, size, err);
}

wg_status wg_catalog_add_item_string(wg_catalog *catalog, const char *json, size_t size,
                                     wg_error *err)
{
    return read_text(text_item, catalog, NULL, NULL, NULL, json, size, err);
}

wg_status wg_roster_add_unit_string(size_t *index, wg_roster *roster, const char *json,
                                    size_t size, wg_error *err)
{
    return read_text(text_roster_unit, NULL, roster, NULL, index, json, size, err);
}
