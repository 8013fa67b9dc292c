/* Rosters built in code (wargen/roster.h). The JSON reader builds them
 * through these same functions, so a roster is always bound to real ids. */
#include <string.h>

#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/load.h"
#include "internal/roster.h"

wg_status wg_roster_new(wg_roster **out, const wg_catalog *catalog, int points, wg_error *err)
{
    if (out == NULL || catalog == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_roster_new: NULL argument");
    *out = NULL;
    if (points < WG_ROSTER_POINTS_MIN || points > WG_ROSTER_POINTS_MAX)
        return wgi_fail(err, WG_EINVAL, "the points limit must be %d to %d, not %d",
                       WG_ROSTER_POINTS_MIN, WG_ROSTER_POINTS_MAX, points);
    wg_roster *r = wgi_calloc(1, sizeof *r);
    if (r == NULL)
        return wgi_fail_nomem(err);
    r->catalog = catalog;
    r->points = points;
    *out = r;
    return WG_OK;
}

static void unit_free(r_unit *u)
{
    wg_free(u->label);
    wg_free(u->options);
    wg_free(u->items);
}

void wgi_roster_drop_units(wg_roster *roster, size_t keep)
{
    for (size_t i = keep; i < roster->n_units; i++)
        unit_free(&roster->units[i]);
    if (keep < roster->n_units)
        roster->n_units = keep;
}

void wg_roster_free(wg_roster *roster)
{
    if (roster == NULL)
        return;
    wgi_roster_drop_units(roster, 0);
    wg_free(roster->units);
    wg_free(roster);
}

int wg_roster_points(const wg_roster *roster)
{
    return roster ? roster->points : 0;
}

size_t wg_roster_unit_count(const wg_roster *roster)
{
    return roster ? roster->n_units : 0;
}

/* Unit index of roster, an argument of fn: WG_EINVAL for a NULL roster,
 * WG_ENOTFOUND past the end, as every struct-form _at says them (there is
 * no out-parameter here: the roster stands in for it). */
static wg_status check_index(const wg_roster *roster, size_t unit, const char *fn,
                             wg_error *err)
{
    return wgi_at_check(roster, roster, unit, wg_roster_unit_count(roster), fn, "unit", err);
}

wg_status wg_roster_unit_at(wg_roster_unit *out, const wg_roster *roster, size_t index,
                            wg_error *err)
{
    wg_status st = wgi_at_check(out, roster, index, wg_roster_unit_count(roster), __func__,
                                "unit", err);
    if (st != WG_OK)
        return st;
    const r_unit *u = &roster->units[index];
    const wg_unit_entry *e = &roster->catalog->units[u->entry].e;
    *out = (wg_roster_unit){e->id, u->models, u->general, u->moved,
                            u->moved ? u->category : e->category, u->label, u->hides,
                            u->hides ? u->hides_in : WG_NONE};
    return WG_OK;
}

size_t wg_roster_option_count(const wg_roster *roster, size_t unit)
{
    return unit < wg_roster_unit_count(roster) ? roster->units[unit].n_options : 0;
}

const wg_option_entry *wg_roster_option_at(const wg_roster *roster, size_t unit, size_t index)
{
    if (index >= wg_roster_option_count(roster, unit))
        return NULL;
    const r_unit *u = &roster->units[unit];
    return &roster->catalog->units[u->entry].options[u->options[index]];
}

size_t wg_roster_item_count(const wg_roster *roster, size_t unit)
{
    return unit < wg_roster_unit_count(roster) ? roster->units[unit].n_items : 0;
}

const wg_item_entry *wg_roster_item_at(const wg_roster *roster, size_t unit, size_t index)
{
    if (index >= wg_roster_item_count(roster, unit))
        return NULL;
    return &roster->catalog->items[roster->units[unit].items[index]];
}

static wg_status check_unit(const wg_roster *r, const wg_roster_unit *u, size_t *entry,
                            wg_error *err)
{
    wg_status st = wgi_catalog_unit_index(entry, r->catalog, u->entry, err);
    if (st != WG_OK)
        return st;
    if (u->models < 1 || u->models > WG_ROSTER_MODELS_MAX)
        return wgi_fail(err, WG_EINVAL, "models must be 1 to %d, not %d", WG_ROSTER_MODELS_MAX,
                       u->models);
    if (u->moved && (unsigned)u->category >= WG_CATEGORY_COUNT)
        return wgi_fail(err, WG_EINVAL, "unknown category %d", (int)u->category);
    if (u->label && (!u->label[0] || strlen(u->label) > WG_ROSTER_NAME_MAX))
        return wgi_fail(err, WG_EINVAL, "a label has 1 to %d characters", WG_ROSTER_NAME_MAX);
    return WG_OK;
}

/* H1: what the unit alone tells of its hiding, known as it is added (it
 * will be unit n_units): only a secret unit hides, and not in itself. Its
 * host may come later in a document, so the host is checked once the
 * roster is complete (wgi_roster_check_hides). An unknown entry is left to
 * check_unit. */
wg_status wgi_roster_check_new_hides(const wg_roster *r, const wg_roster_unit *u, wg_error *err)
{
    long entry = wgi_catalog_find_unit(r->catalog, u->entry);
    if (!u->hides || entry < 0)
        return WG_OK;
    if (!r->catalog->units[entry].e.secret)
        return wgi_fail(err, WG_EINVAL, "unit entry \"%s\" is not secret: only a secret unit "
                       "hides in another (H1)", u->entry);
    if (u->hides_in == r->n_units)
        return wgi_fail(err, WG_EINVAL, "unit %zu cannot hide in itself (H1)", r->n_units);
    return WG_OK;
}

wg_status wgi_roster_check_unit_hides(const wg_roster *r, size_t unit, wg_error *err)
{
    const r_unit *u = &r->units[unit];
    if (!u->hides)
        return WG_OK;
    if (u->hides_in >= r->n_units)
        return wgi_fail(err, WG_EINVAL, "unit %zu hides in unit %zu, but the roster has %zu "
                       "unit%s (H1)", unit, u->hides_in, r->n_units, r->n_units == 1 ? "" : "s");
    const wg_unit_entry *host = &r->catalog->units[r->units[u->hides_in].entry].e;
    if (host->secret)
        return wgi_fail(err, WG_EINVAL, "unit %zu hides in unit %zu, of the secret entry "
                       "\"%s\": a secret unit hides in one that is not (H1)", unit,
                       u->hides_in, host->id);
    return WG_OK;
}

wg_status wgi_roster_check_hides(const wg_roster *r, wg_error *err)
{
    if (r == NULL)
        return wgi_fail(err, WG_EINVAL, "wgi_roster_check_hides: roster is NULL");
    wg_status st = WG_OK;
    for (size_t i = 0; st == WG_OK && i < r->n_units; i++)
        st = wgi_roster_check_unit_hides(r, i, err);
    return st;
}

wg_status wg_roster_add_unit(size_t *index, wg_roster *roster, const wg_roster_unit *unit,
                             wg_error *err)
{
    size_t entry;
    if (roster == NULL || unit == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_roster_add_unit: NULL argument");
    wg_status st = check_unit(roster, unit, &entry, err);
    if (st == WG_OK)
        st = wgi_roster_check_new_hides(roster, unit, err);
    if (st != WG_OK)
        return st;
    r_unit u = {.entry = entry, .models = unit->models, .general = unit->general,
                .moved = unit->moved, .category = unit->moved ? unit->category : 0,
                .hides = unit->hides, .hides_in = unit->hides ? unit->hides_in : 0};
    if ((unit->label && !wgi_text_copy(&u.label, unit->label, WG_ROSTER_NAME_MAX)) ||
        !wgi_grow((void **)&roster->units, &roster->cap_units, roster->n_units + 1,
                 sizeof *roster->units)) {
        unit_free(&u);
        return wgi_fail_nomem(err);
    }
    if (index)
        *index = roster->n_units;
    roster->units[roster->n_units++] = u;
    return WG_OK;
}


wg_status wg_roster_add_option(wg_roster *roster, size_t unit, const char *option_id,
                               wg_error *err)
{
    wg_status st = check_index(roster, unit, __func__, err);
    if (st != WG_OK)
        return st;
    r_unit *u = &roster->units[unit];
    const cat_unit *e = &roster->catalog->units[u->entry];
    long at = wgi_catalog_find_option(e, option_id);
    if (at < 0)
        return wgi_fail(err, WG_ENOTFOUND, "unit entry \"%s\" has no option \"%s\"", e->e.id,
                       option_id ? option_id : "");
    for (size_t i = 0; i < u->n_options; i++)
        if (u->options[i] == (size_t)at)
            return wgi_fail(err, WG_EINVAL, "unit %zu already has option \"%s\"", unit,
                           option_id);
    if (!wgi_grow((void **)&u->options, &u->cap_options, u->n_options + 1, sizeof *u->options))
        return wgi_fail_nomem(err);
    u->options[u->n_options++] = (size_t)at;
    return WG_OK;
}

wg_status wg_roster_add_item(wg_roster *roster, size_t unit, const char *item_id,
                             wg_error *err)
{
    wg_status st = check_index(roster, unit, __func__, err);
    if (st != WG_OK)
        return st;
    r_unit *u = &roster->units[unit];
    size_t at = 0;
    st = wgi_catalog_item_index(&at, roster->catalog, item_id, err);
    if (st != WG_OK)
        return st;
    if (!wgi_grow((void **)&u->items, &u->cap_items, u->n_items + 1, sizeof *u->items))
        return wgi_fail_nomem(err);
    u->items[u->n_items++] = at;
    return WG_OK;
}
