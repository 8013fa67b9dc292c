/* A catalogue's unit entries and items, and a roster's units, as JSON
 * objects in the shape of their documents (data/schema/), costs in points:
 * what the bindings give for Catalog.units / items and Roster.units, so no
 * language builds the shape itself. */
#include "internal/alloc.h"
#include "internal/buf.h"
#include "internal/error.h"
#include "internal/roster.h"

/* Half-points as points: 12 or 12.5 (R3). */
static void add_half(wgi_buf *b, int half)
{
    wgi_buf_addf(b, "%d%s", half / 2, half % 2 ? ".5" : "");
}

static void add_points(wgi_buf *b, const char *key, int half)
{
    wgi_buf_addf(b, ", \"%s\": ", key);
    add_half(b, half);
}

static void add_flag(wgi_buf *b, const char *key, bool on)
{
    wgi_buf_addf(b, ", \"%s\": %s", key, on ? "true" : "false");
}

/* {"id": ..., "name": ... the start both shapes share. */
static void add_names(wgi_buf *b, const char *id, const char *name)
{
    wgi_buf_add(b, "{\"id\": ");
    wgi_buf_add_json_string(b, id);
    wgi_buf_add(b, ", \"name\": ");
    wgi_buf_add_json_string(b, name);
}

/* A unit entry's members, from "{" to moves_to's "]"; with max_always, a
 * max of 0 (none) as 0, else left out (a document's max is at least 1). */
static void add_unit_fields(wgi_buf *b, const wg_unit_entry *e, bool max_always)
{
    add_names(b, e->id, e->name);
    wgi_buf_addf(b, ", \"category\": \"%s\", \"models\": {\"min\": %d, \"max\": %d}",
                wg_category_name(e->category), e->min_models, e->max_models);
    add_points(b, "cost", e->cost);
    add_points(b, "per_model", e->per_model);
    add_flag(b, "can_be_general", e->can_be_general);
    add_flag(b, "unique", e->unique);
    add_flag(b, "one_per_army", e->one_per_army);
    add_flag(b, "war_machine", e->war_machine);
    add_flag(b, "secret", e->secret);
    if (max_always || e->max)
        wgi_buf_addf(b, ", \"max\": %d", e->max);
    wgi_buf_add(b, ", \"moves_to\": [");
    const char *sep = "";
    for (int c = 0; c < WG_CATEGORY_COUNT; c++) {
        if (e->moves_to & (1u << c)) {
            wgi_buf_addf(b, "%s\"%s\"", sep, wg_category_name((wg_category)c));
            sep = ", ";
        }
    }
    wgi_buf_add(b, "]");
}

wg_status wg_unit_entry_to_json(char **out, const wg_unit_entry *unit, wg_error *err)
{
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_unit_entry_to_json: NULL argument");
    wgi_buf b;
    wgi_buf_init(&b);
    if (unit == NULL) {
        wgi_buf_add(&b, "null");
        return wgi_buf_finish(&b, out, err);
    }
    add_unit_fields(&b, unit, true);
    wgi_buf_add(&b, "}");
    return wgi_buf_finish(&b, out, err);
}

wg_status wg_item_entry_to_json(char **out, const wg_item_entry *item, wg_error *err)
{
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_item_entry_to_json: NULL argument");
    wgi_buf b;
    wgi_buf_init(&b);
    if (item == NULL) {
        wgi_buf_add(&b, "null");
        return wgi_buf_finish(&b, out, err);
    }
    add_names(&b, item->id, item->name);
    add_points(&b, "lord_cost", item->lord_cost);
    add_points(&b, "other_cost", item->other_cost);
    wgi_buf_addf(&b, ", \"list\": \"%s\", \"mundane\": ", wg_item_list_name(item->list));
    if (item->mundane)
        wgi_buf_add_json_string(&b, item->mundane);
    else
        wgi_buf_add(&b, "null");
    add_flag(&b, "unique", item->unique);
    add_flag(&b, "one_per_army", item->one_per_army);
    add_flag(&b, "rune", item->rune);
    wgi_buf_add(&b, "}");
    return wgi_buf_finish(&b, out, err);
}

/* ", \"key\": " then s as a JSON string, or null. */
static void add_text(wgi_buf *b, const char *key, const char *s)
{
    wgi_buf_addf(b, ", \"%s\": ", key);
    if (s)
        wgi_buf_add_json_string(b, s);
    else
        wgi_buf_add(b, "null");
}

/* Roster unit index (which exists) as its document object; with nulls, a
 * missing category, label or hides_in as null, else left out (as a document may not
 * give null: wg_roster_to_json). */
static void add_roster_unit(wgi_buf *b, const wg_roster *roster, size_t index, bool nulls)
{
    const r_unit *r = &roster->units[index];
    const cat_unit *e = &roster->catalog->units[r->entry];
    wgi_buf_add(b, "{\"entry\": ");
    wgi_buf_add_json_string(b, e->e.id);
    wgi_buf_addf(b, ", \"models\": %d", r->models);
    add_flag(b, "general", r->general);
    if (nulls || r->moved)
        add_text(b, "category", r->moved ? wg_category_name(r->category) : NULL);
    if (nulls || r->label)
        add_text(b, "label", r->label);
    if (r->hides) /* H1: where a secret unit hides */
        wgi_buf_addf(b, ", \"hides_in\": %zu", r->hides_in);
    else if (nulls)
        wgi_buf_add(b, ", \"hides_in\": null");
    wgi_buf_add(b, ", \"options\": [");
    for (size_t i = 0; i < r->n_options; i++) {
        wgi_buf_add(b, i ? ", " : "");
        wgi_buf_add_json_string(b, e->options[r->options[i]].id);
    }
    wgi_buf_add(b, "], \"items\": [");
    for (size_t i = 0; i < r->n_items; i++) {
        wgi_buf_add(b, i ? ", " : "");
        wgi_buf_add_json_string(b, roster->catalog->items[r->items[i]].id);
    }
    wgi_buf_add(b, "]}");
}

wg_status wg_roster_unit_to_json(char **out, const wg_roster *roster, size_t index,
                                 wg_error *err)
{
    wg_roster_unit u;
    if (out == NULL || roster == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_roster_unit_to_json: NULL argument");
    wg_status st = wg_roster_unit_at(&u, roster, index, err);
    if (st != WG_OK)
        return st;
    wgi_buf b;
    wgi_buf_init(&b);
    add_roster_unit(&b, roster, index, true);
    return wgi_buf_finish(&b, out, err);
}

wg_status wg_roster_to_json(char **out, const wg_roster *roster, wg_error *err)
{
    if (out == NULL || roster == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_roster_to_json: NULL argument");
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_buf_add(&b, "{\"format\": \"wargen-roster/1\", \"catalog\": ");
    wgi_buf_add_json_string(&b, roster->catalog->id);
    wgi_buf_addf(&b, ", \"points\": %d, \"units\": [", roster->points);
    for (size_t i = 0; i < roster->n_units; i++) {
        wgi_buf_add(&b, i ? ", " : "");
        add_roster_unit(&b, roster, i, false);
    }
    wgi_buf_add(&b, "]}");
    return wgi_buf_finish(&b, out, err);
}

/* ---- whole documents: what the loaders read back into an equal catalogue ---- */

/* Unit entry u as a catalogue document's unit, with its options. */
static void add_doc_unit(wgi_buf *b, const cat_unit *u)
{
    add_unit_fields(b, &u->e, false);
    wgi_buf_add(b, ", \"options\": [");
    for (size_t i = 0; i < u->n_options; i++) {
        const wg_option_entry *o = &u->options[i];
        wgi_buf_add(b, i ? ", " : "");
        add_names(b, o->id, o->name ? o->name : o->id);
        add_points(b, "cost", o->cost);
        add_points(b, "per_model", o->per_model);
        add_flag(b, "champion", o->champion);
        wgi_buf_add(b, "}");
    }
    wgi_buf_add(b, "]}");
}

/* An item as a catalogue document's: one price a number, two "A/B" (R4). */
static void add_doc_item(wgi_buf *b, const wg_item_entry *it)
{
    add_names(b, it->id, it->name);
    wgi_buf_add(b, ", \"cost\": ");
    if (it->lord_cost == it->other_cost) {
        add_half(b, it->lord_cost);
    } else {
        wgi_buf_add(b, "\"");
        add_half(b, it->lord_cost);
        wgi_buf_add(b, "/");
        add_half(b, it->other_cost);
        wgi_buf_add(b, "\"");
    }
    wgi_buf_addf(b, ", \"list\": \"%s\"", wg_item_list_name(it->list));
    if (it->mundane)
        add_text(b, "mundane", it->mundane);
    add_flag(b, "unique", it->unique);
    add_flag(b, "one_per_army", it->one_per_army);
    add_flag(b, "rune", it->rune);
    wgi_buf_add(b, "}");
}

wg_status wg_catalog_to_json(char **out, const wg_catalog *catalog, wg_error *err)
{
    if (out == NULL || catalog == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_catalog_to_json: NULL argument");
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_buf_add(&b, "{\"format\": \"wargen-catalog/1\", \"id\": ");
    wgi_buf_add_json_string(&b, catalog->id);
    wgi_buf_add(&b, ", \"name\": ");
    wgi_buf_add_json_string(&b, catalog->name);
    wgi_buf_add(&b, ", \"units\": [");
    for (size_t i = 0; i < catalog->n_units; i++) {
        wgi_buf_add(&b, i ? ", " : "");
        add_doc_unit(&b, &catalog->units[i]);
    }
    wgi_buf_add(&b, "], \"items\": [");
    for (size_t i = 0; i < catalog->n_items; i++) {
        wgi_buf_add(&b, i ? ", " : "");
        add_doc_item(&b, &catalog->items[i]);
    }
    wgi_buf_add(&b, "]}");
    return wgi_buf_finish(&b, out, err);
}
