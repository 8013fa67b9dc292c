/* A catalogue's unit entries and items, and a roster's units, as JSON
 * objects in the shape of their documents (FORMATS.md), costs in points:
 * what the bindings give for Catalog.units / items and Roster.units, so no
 * language builds the shape itself. */
#include "internal/alloc.h"
#include "internal/buf.h"
#include "internal/error.h"
#include "internal/roster.h"

/* Half-points as points: "12" or "12.5" (R3). */
static void add_points(wg_buf *b, const char *key, int half)
{
    wg_buf_addf(b, ", \"%s\": %d%s", key, half / 2, half % 2 ? ".5" : "");
}

static void add_flag(wg_buf *b, const char *key, bool on)
{
    wg_buf_addf(b, ", \"%s\": %s", key, on ? "true" : "false");
}

/* {"id": ..., "name": ... the start both shapes share. */
static void add_names(wg_buf *b, const char *id, const char *name)
{
    wg_buf_add(b, "{\"id\": ");
    wg_buf_add_json_string(b, id);
    wg_buf_add(b, ", \"name\": ");
    wg_buf_add_json_string(b, name);
}

wg_status wg_unit_entry_to_json(char **out, const wg_unit_entry *unit, wg_error *err)
{
    if (out == NULL)
        return wg_fail(err, WG_EINVAL, "wg_unit_entry_to_json: NULL argument");
    wg_buf b;
    wg_buf_init(&b);
    if (unit == NULL) {
        wg_buf_add(&b, "null");
        return wg_buf_finish(&b, out, err);
    }
    add_names(&b, unit->id, unit->name);
    wg_buf_addf(&b, ", \"category\": \"%s\", \"models\": {\"min\": %d, \"max\": %d}",
                wg_category_name(unit->category), unit->min_models, unit->max_models);
    add_points(&b, "cost", unit->cost);
    add_points(&b, "per_model", unit->per_model);
    add_flag(&b, "can_be_general", unit->can_be_general);
    add_flag(&b, "unique", unit->unique);
    add_flag(&b, "one_per_army", unit->one_per_army);
    add_flag(&b, "war_machine", unit->war_machine);
    wg_buf_addf(&b, ", \"max\": %d, \"moves_to\": [", unit->max);
    const char *sep = "";
    for (int c = 0; c < WG_CATEGORY_COUNT; c++) {
        if (unit->moves_to & (1u << c)) {
            wg_buf_addf(&b, "%s\"%s\"", sep, wg_category_name((wg_category)c));
            sep = ", ";
        }
    }
    wg_buf_add(&b, "]}");
    return wg_buf_finish(&b, out, err);
}

wg_status wg_item_entry_to_json(char **out, const wg_item_entry *item, wg_error *err)
{
    if (out == NULL)
        return wg_fail(err, WG_EINVAL, "wg_item_entry_to_json: NULL argument");
    wg_buf b;
    wg_buf_init(&b);
    if (item == NULL) {
        wg_buf_add(&b, "null");
        return wg_buf_finish(&b, out, err);
    }
    add_names(&b, item->id, item->name);
    add_points(&b, "lord_cost", item->lord_cost);
    add_points(&b, "other_cost", item->other_cost);
    wg_buf_addf(&b, ", \"list\": \"%s\", \"mundane\": ", wg_item_list_name(item->list));
    if (item->mundane)
        wg_buf_add_json_string(&b, item->mundane);
    else
        wg_buf_add(&b, "null");
    add_flag(&b, "unique", item->unique);
    add_flag(&b, "one_per_army", item->one_per_army);
    wg_buf_add(&b, "}");
    return wg_buf_finish(&b, out, err);
}

/* ", \"key\": " then s as a JSON string, or null. */
static void add_text(wg_buf *b, const char *key, const char *s)
{
    wg_buf_addf(b, ", \"%s\": ", key);
    if (s)
        wg_buf_add_json_string(b, s);
    else
        wg_buf_add(b, "null");
}

wg_status wg_roster_unit_to_json(char **out, const wg_roster *roster, size_t index,
                                 wg_error *err)
{
    wg_roster_unit u;
    if (out == NULL || roster == NULL)
        return wg_fail(err, WG_EINVAL, "wg_roster_unit_to_json: NULL argument");
    wg_status st = wg_roster_unit_at(&u, roster, index, err);
    if (st != WG_OK)
        return st;
    const r_unit *r = &roster->units[index];
    const cat_unit *e = &roster->catalog->units[r->entry];
    wg_buf b;
    wg_buf_init(&b);
    wg_buf_add(&b, "{\"entry\": ");
    wg_buf_add_json_string(&b, u.entry);
    wg_buf_addf(&b, ", \"models\": %d", u.models);
    add_flag(&b, "general", u.general);
    add_text(&b, "category", u.moved ? wg_category_name(u.category) : NULL);
    add_text(&b, "label", u.label);
    wg_buf_add(&b, ", \"options\": [");
    for (size_t i = 0; i < r->n_options; i++) {
        wg_buf_add(&b, i ? ", " : "");
        wg_buf_add_json_string(&b, e->options[r->options[i]].id);
    }
    wg_buf_add(&b, "], \"items\": [");
    for (size_t i = 0; i < r->n_items; i++) {
        wg_buf_add(&b, i ? ", " : "");
        wg_buf_add_json_string(&b, roster->catalog->items[r->items[i]].id);
    }
    wg_buf_add(&b, "]}");
    return wg_buf_finish(&b, out, err);
}
