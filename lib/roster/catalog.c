/* Catalogues built in code (wargen/roster.h). The JSON reader builds them
 * through these same functions. */
#include <string.h>

#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/roster.h"

/* 1 to max characters. */
static bool text_ok(const char *s, size_t max)
{
    return s && s[0] && strlen(s) <= max;
}

bool wgi_id_ok(const char *s)
{
    size_t n = s ? strlen(s) : 0;
    if (n == 0 || n > WG_ROSTER_ID_MAX || s[0] == '-' || s[n - 1] == '-')
        return false;
    for (size_t i = 0; i < n; i++) {
        bool alnum = (s[i] >= 'a' && s[i] <= 'z') || (s[i] >= '0' && s[i] <= '9');
        if (!alnum && (s[i] != '-' || s[i + 1] == '-'))
            return false;
    }
    return true;
}

#define ID_RULE "lowercase letters and digits in words joined by hyphens"

bool wgi_text_copy(char **out, const char *s, size_t max)
{
    *out = NULL;
    if (s == NULL || s[0] == '\0' || strlen(s) > max)
        return false;
    *out = wgi_strdup(s);
    return *out != NULL;
}

wg_status wg_catalog_new(wg_catalog **out, const char *id, const char *name, wg_error *err)
{
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_catalog_new: out is NULL");
    *out = NULL;
    if (!wgi_id_ok(id) || !text_ok(name, WG_ROSTER_NAME_MAX))
        return wgi_fail(err, WG_EINVAL, "a catalogue needs an id of 1 to %d " ID_RULE
                       " and a name of 1 to %d characters", WG_ROSTER_ID_MAX, WG_ROSTER_NAME_MAX);
    wg_catalog *c = wgi_calloc(1, sizeof *c);
    if (c == NULL || !wgi_text_copy(&c->id, id, WG_ROSTER_ID_MAX) ||
        !wgi_text_copy(&c->name, name, WG_ROSTER_NAME_MAX)) {
        wg_catalog_free(c);
        return wgi_fail_nomem(err);
    }
    *out = c;
    return WG_OK;
}

void wgi_catalog_drop_units(wg_catalog *catalog, size_t keep)
{
    for (size_t i = keep; i < catalog->n_units; i++) {
        cat_unit *u = &catalog->units[i];
        for (size_t k = 0; k < u->n_options; k++) {
            wg_free((char *)u->options[k].id);
            wg_free((char *)u->options[k].name);
        }
        wg_free(u->options);
        wg_free((char *)u->e.id);
        wg_free((char *)u->e.name);
    }
    if (keep < catalog->n_units)
        catalog->n_units = keep;
}

void wg_catalog_free(wg_catalog *catalog)
{
    if (catalog == NULL)
        return;
    wgi_catalog_drop_units(catalog, 0);
    for (size_t i = 0; i < catalog->n_items; i++) {
        wg_free((char *)catalog->items[i].id);
        wg_free((char *)catalog->items[i].name);
        wg_free((char *)catalog->items[i].mundane);
    }
    wg_free(catalog->units);
    wg_free(catalog->items);
    wg_free(catalog->id);
    wg_free(catalog->name);
    wg_free(catalog);
}

/* Unit entry from copied into to, its strings and options its own; false
 * when memory runs out, with what was copied left in to for
 * wg_catalog_free(). */
static bool copy_unit(cat_unit *to, const cat_unit *from)
{
    *to = (cat_unit){.e = from->e};
    to->e.id = wgi_strdup(from->e.id);
    to->e.name = wgi_strdup(from->e.name);
    if (to->e.id == NULL || to->e.name == NULL)
        return false;
    if (from->n_options == 0)
        return true;
    to->options = wgi_calloc(from->n_options, sizeof *to->options);
    if (to->options == NULL)
        return false;
    to->cap_options = from->n_options;
    for (size_t k = 0; k < from->n_options; k++) {
        wg_option_entry *o = &to->options[to->n_options++];
        *o = from->options[k];
        o->id = wgi_strdup(from->options[k].id);
        o->name = wgi_strdup(from->options[k].name);
        if (o->id == NULL || o->name == NULL)
            return false;
    }
    return true;
}

/* The same for an item. */
static bool copy_item(wg_item_entry *to, const wg_item_entry *from)
{
    *to = *from;
    to->id = wgi_strdup(from->id);
    to->name = wgi_strdup(from->name);
    to->mundane = from->mundane ? wgi_strdup(from->mundane) : NULL;
    return to->id && to->name && (to->mundane || from->mundane == NULL);
}

wg_status wg_catalog_copy(wg_catalog **out, const wg_catalog *catalog, wg_error *err)
{
    if (out == NULL || catalog == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_catalog_copy: NULL argument");
    wg_catalog *c = NULL;
    wg_status st = wg_catalog_new(&c, catalog->id, catalog->name, err);
    if (st != WG_OK)
        return st;
    bool ok = (catalog->n_units == 0 ||
               (c->units = wgi_calloc(catalog->n_units, sizeof *c->units)) != NULL) &&
              (catalog->n_items == 0 ||
               (c->items = wgi_calloc(catalog->n_items, sizeof *c->items)) != NULL);
    c->cap_units = c->units ? catalog->n_units : 0;
    c->cap_items = c->items ? catalog->n_items : 0;
    /* each element counts as soon as it is begun, so a failure frees it */
    for (size_t i = 0; ok && i < catalog->n_units; i++)
        ok = copy_unit(&c->units[c->n_units++], &catalog->units[i]);
    for (size_t i = 0; ok && i < catalog->n_items; i++)
        ok = copy_item(&c->items[c->n_items++], &catalog->items[i]);
    if (!ok) {
        wg_catalog_free(c);
        return wgi_fail_nomem(err);
    }
    *out = c;
    return WG_OK;
}

size_t wg_catalog_unit_count(const wg_catalog *catalog)
{
    return catalog ? catalog->n_units : 0;
}

size_t wg_catalog_item_count(const wg_catalog *catalog)
{
    return catalog ? catalog->n_items : 0;
}

const wg_unit_entry *wg_catalog_unit_at(const wg_catalog *catalog, size_t index)
{
    return index < wg_catalog_unit_count(catalog) ? &catalog->units[index].e : NULL;
}

const wg_item_entry *wg_catalog_item_at(const wg_catalog *catalog, size_t index)
{
    return index < wg_catalog_item_count(catalog) ? &catalog->items[index] : NULL;
}

size_t wg_catalog_option_count(const wg_catalog *catalog, size_t unit)
{
    return unit < wg_catalog_unit_count(catalog) ? catalog->units[unit].n_options : 0;
}

const wg_option_entry *wg_catalog_option_at(const wg_catalog *catalog, size_t unit,
                                            size_t index)
{
    return index < wg_catalog_option_count(catalog, unit) ? &catalog->units[unit].options[index]
                                                           : NULL;
}

wg_status wgi_catalog_unit_index(size_t *out, const wg_catalog *c, const char *id,
                                 wg_error *err)
{
    long at = wgi_catalog_find_unit(c, id);
    if (at < 0)
        return wgi_fail(err, WG_ENOTFOUND, "catalogue \"%s\" has no unit entry \"%s\"",
                        c->id, id ? id : "");
    *out = (size_t)at;
    return WG_OK;
}

wg_status wgi_catalog_item_index(size_t *out, const wg_catalog *c, const char *id,
                                 wg_error *err)
{
    long at = wgi_catalog_find_item(c, id);
    if (at < 0)
        return wgi_fail(err, WG_ENOTFOUND, "catalogue \"%s\" has no item \"%s\"", c->id,
                        id ? id : "");
    *out = (size_t)at;
    return WG_OK;
}

wg_status wg_catalog_find_unit(const wg_unit_entry **out, const wg_catalog *catalog,
                               const char *id, wg_error *err)
{
    size_t at = 0;
    if (out == NULL || catalog == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_catalog_find_unit: NULL argument");
    wg_status st = wgi_catalog_unit_index(&at, catalog, id, err);
    if (st == WG_OK)
        *out = &catalog->units[at].e;
    return st;
}

wg_status wg_catalog_find_item(const wg_item_entry **out, const wg_catalog *catalog,
                               const char *id, wg_error *err)
{
    if (out == NULL || catalog == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_catalog_find_item: NULL argument");
    size_t at = 0;
    wg_status st = wgi_catalog_item_index(&at, catalog, id, err);
    if (st == WG_OK)
        *out = &catalog->items[at];
    return st;
}

const char *wg_catalog_id(const wg_catalog *catalog)
{
    return catalog ? catalog->id : NULL;
}

const char *wg_catalog_name(const wg_catalog *catalog)
{
    return catalog ? catalog->name : NULL;
}

long wgi_catalog_find_unit(const wg_catalog *c, const char *id)
{
    for (size_t i = 0; id && i < c->n_units; i++)
        if (strcmp(c->units[i].e.id, id) == 0)
            return (long)i;
    return -1;
}

long wgi_catalog_find_option(const cat_unit *u, const char *id)
{
    for (size_t i = 0; id && i < u->n_options; i++)
        if (strcmp(u->options[i].id, id) == 0)
            return (long)i;
    return -1;
}

long wgi_catalog_find_item(const wg_catalog *c, const char *id)
{
    for (size_t i = 0; id && i < c->n_items; i++)
        if (strcmp(c->items[i].id, id) == 0)
            return (long)i;
    return -1;
}

static bool cost_ok(int cost)
{
    return cost >= 0 && cost <= WGI_COST_MAX;
}

bool wgi_category_is_character(wg_category c)
{
    return c == WG_CATEGORY_LORDS || c == WG_CATEGORY_HEROES;
}

const char *wgi_unit_entry_fault(const wg_unit_entry *u, const char **why)
{
    if ((unsigned)u->category >= WG_CATEGORY_COUNT)
        return NULL; /* told as an unknown category */
    if (u->moves_to & (1u << u->category)) {
        *why = "moves_to names the unit's own category (R7)";
        return "moves_to";
    }
    if (u->can_be_general && !wgi_category_is_character(u->category)) {
        *why = "only a character (lords, heroes) can be the General (R9)";
        return "can_be_general";
    }
    return NULL;
}

static wg_status check_unit(const wg_catalog *c, const wg_unit_entry *u, wg_error *err)
{
    const char *why;
    if (!wgi_id_ok(u->id) || !text_ok(u->name, WG_ROSTER_NAME_MAX))
        return wgi_fail(err, WG_EINVAL, "a unit entry needs an id of 1 to %d " ID_RULE
                       " and a name of 1 to %d characters", WG_ROSTER_ID_MAX, WG_ROSTER_NAME_MAX);
    /* before the repeated id, in the order a reader locates the refusal */
    if (wgi_unit_entry_fault(u, &why))
        return wgi_fail(err, WG_EINVAL, "unit entry \"%s\": %s", u->id, why);
    if (wgi_catalog_find_unit(c, u->id) >= 0)
        return wgi_fail(err, WG_EINVAL, "unit entry \"%s\" is already in the catalogue",
                       u->id ? u->id : "");
    if ((unsigned)u->category >= WG_CATEGORY_COUNT)
        return wgi_fail(err, WG_EINVAL, "unit entry \"%s\": unknown category %d", u->id,
                       (int)u->category);
    if (u->min_models < 1 || u->max_models < u->min_models || u->max_models > WG_ROSTER_MODELS_MAX)
        return wgi_fail(err, WG_EINVAL, "unit entry \"%s\": models %d to %d are not 1 <= min "
                       "<= max <= %d", u->id, u->min_models, u->max_models, WG_ROSTER_MODELS_MAX);
    if (!cost_ok(u->cost) || !cost_ok(u->per_model) || u->max < 0 || u->max > WG_ROSTER_CHOICE_MAX)
        return wgi_fail(err, WG_EINVAL, "unit entry \"%s\": a cost or max is out of range",
                       u->id);
    if (u->moves_to >= (1u << WG_CATEGORY_COUNT))
        return wgi_fail(err, WG_EINVAL, "unit entry \"%s\": moves_to names no category",
                       u->id);
    return WG_OK;
}

wg_status wg_catalog_add_unit(wg_catalog *catalog, const wg_unit_entry *unit, wg_error *err)
{
    if (catalog == NULL || unit == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_catalog_add_unit: NULL argument");
    wg_status st = check_unit(catalog, unit, err);
    if (st != WG_OK)
        return st;
    cat_unit u = {.e = *unit};
    u.e.id = u.e.name = NULL; /* the copies: never free the caller's strings */
    if (!wgi_text_copy((char **)&u.e.id, unit->id, WG_ROSTER_ID_MAX) ||
        !wgi_text_copy((char **)&u.e.name, unit->name, WG_ROSTER_NAME_MAX) ||
        !wgi_grow((void **)&catalog->units, &catalog->cap_units, catalog->n_units + 1,
                 sizeof *catalog->units)) {
        wg_free((char *)u.e.id);
        wg_free((char *)u.e.name);
        return wgi_fail_nomem(err);
    }
    catalog->units[catalog->n_units++] = u;
    return WG_OK;
}

wg_status wg_catalog_add_option(wg_catalog *catalog, const char *unit_id,
                                const wg_option_entry *option, wg_error *err)
{
    if (catalog == NULL || option == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_catalog_add_option: NULL argument");
    size_t at = 0;
    wg_status st = wgi_catalog_unit_index(&at, catalog, unit_id, err);
    if (st != WG_OK)
        return st;
    cat_unit *u = &catalog->units[at];
    if (!wgi_id_ok(option->id) || !text_ok(option->name, WG_ROSTER_NAME_MAX))
        return wgi_fail(err, WG_EINVAL, "an option needs an id of 1 to %d " ID_RULE
                       " and a name of 1 to %d characters", WG_ROSTER_ID_MAX, WG_ROSTER_NAME_MAX);
    if (wgi_catalog_find_option(u, option->id) >= 0)
        return wgi_fail(err, WG_EINVAL, "unit entry \"%s\" already has option \"%s\"", unit_id,
                       option->id ? option->id : "");
    if (!cost_ok(option->cost) || !cost_ok(option->per_model))
        return wgi_fail(err, WG_EINVAL, "option \"%s\": a cost is out of range", option->id);
    wg_option_entry o = *option;
    o.id = o.name = NULL; /* the copies: never free the caller's strings */
    if (!wgi_text_copy((char **)&o.id, option->id, WG_ROSTER_ID_MAX) ||
        !wgi_text_copy((char **)&o.name, option->name, WG_ROSTER_NAME_MAX) ||
        !wgi_grow((void **)&u->options, &u->cap_options, u->n_options + 1, sizeof *u->options)) {
        wg_free((char *)o.id);
        wg_free((char *)o.name);
        return wgi_fail_nomem(err);
    }
    u->options[u->n_options++] = o;
    return WG_OK;
}

wg_status wg_catalog_add_item(wg_catalog *catalog, const wg_item_entry *item, wg_error *err)
{
    if (catalog == NULL || item == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_catalog_add_item: NULL argument");
    if (!wgi_id_ok(item->id) || !text_ok(item->name, WG_ROSTER_NAME_MAX) ||
        (item->mundane && !text_ok(item->mundane, WG_ROSTER_MUNDANE_MAX)))
        return wgi_fail(err, WG_EINVAL, "an item needs an id of 1 to %d " ID_RULE ", a name of "
                       "1 to %d characters and any mundane type of 1 to %d", WG_ROSTER_ID_MAX,
                       WG_ROSTER_NAME_MAX, WG_ROSTER_MUNDANE_MAX);
    if (wgi_catalog_find_item(catalog, item->id) >= 0)
        return wgi_fail(err, WG_EINVAL, "item \"%s\" is already in the catalogue",
                       item->id ? item->id : "");
    if (!cost_ok(item->lord_cost) || !cost_ok(item->other_cost) ||
        (unsigned)item->list >= WG_ITEM_LIST_COUNT)
        return wgi_fail(err, WG_EINVAL, "item \"%s\": a cost or its list is out of range",
                       item->id);
    wg_item_entry i = *item;
    i.id = i.name = i.mundane = NULL; /* the copies: never free the caller's strings */
    bool ok = wgi_text_copy((char **)&i.id, item->id, WG_ROSTER_ID_MAX) &&
              wgi_text_copy((char **)&i.name, item->name, WG_ROSTER_NAME_MAX) &&
              (item->mundane == NULL ||
               wgi_text_copy((char **)&i.mundane, item->mundane, WG_ROSTER_MUNDANE_MAX)) &&
              wgi_grow((void **)&catalog->items, &catalog->cap_items, catalog->n_items + 1,
                      sizeof *catalog->items);
    if (!ok) {
        wg_free((char *)i.id);
        wg_free((char *)i.name);
        wg_free((char *)i.mundane);
        return wgi_fail_nomem(err);
    }
    catalog->items[catalog->n_items++] = i;
    return WG_OK;
}
