/* Making a view of a roster: each unit's hidden items and the equipment
 * the open part shows for it (H1-H3). Twins: twins.c. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/hidden.h"

void wg_view_free(wg_view *view)
{
    if (view == NULL)
        return;
    wg_free(view->label_text);
    for (size_t i = 0; i < view->n_violations; i++) {
        wg_free((size_t *)view->violations[i].units);
        wg_free((char *)view->violations[i].message);
    }
    wg_free(view->violations);
    wg_free(view->units); /* and the hidden units and pool in its block */
    wg_free(view);
}

static int by_text(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Sort the unit's equipment by byte value and keep each text once (H3).
 * Its entries come one per distinct catalogue item, so there are at most
 * as many as the catalogue has items, however many copies a unit carries. */
static void set_equipment(v_unit *v)
{
    size_t n = v->n_equipment;
    if (n > 8) {
        qsort(v->equipment, n, sizeof *v->equipment, by_text);
    } else { /* a unit's few types: an insertion sort costs less than a call to qsort */
        for (size_t k = 1; k < n; k++) {
            const char *t = v->equipment[k];
            size_t m = k;
            for (; m > 0 && strcmp(v->equipment[m - 1], t) > 0; m--)
                v->equipment[m] = v->equipment[m - 1];
            v->equipment[m] = t;
        }
    }
    size_t kept = 0;
    for (size_t k = 0; k < n; k++)
        if (kept == 0 || strcmp(v->equipment[kept - 1], v->equipment[k]) != 0)
            v->equipment[kept++] = v->equipment[k];
    v->n_equipment = kept;
}

/* Whether the open view shows something for item (H3): a plain item's
 * name, a hidden one's mundane type. */
static const char *shown_of(const wg_item_entry *item)
{
    return wgi_item_hidden(item) ? item->mundane : item->name; /* NULL: no trace (H3) */
}

/* Unit i's hidden items, and its equipment: one list of its plain items'
 * names and its hidden items' mundane types, with nothing that tells the
 * two kinds apart (H3). listed[item] marks a catalogue item already listed
 * for unit i: copies add nothing, in constant time each; the marks are
 * zero on entry and cleared again on return. Each list is written from
 * *pool on, the hidden items first, and *pool moves past what was kept;
 * every field of *v is written. */
static void split_items(v_unit *v, const wg_roster *r, size_t i, int *listed,
                        const char ***pool)
{
    const r_unit *u = &r->units[i];
    const wg_item_entry *items = r->catalog->items;
    size_t n_hidden = 0;
    for (size_t k = 0; k < u->n_items; k++)
        n_hidden += wgi_item_hidden(&items[u->items[k]]);
    *v = (v_unit){.hidden = *pool, .equipment = *pool + n_hidden, .label = u->label};
    for (size_t k = 0; k < u->n_items; k++) {
        const wg_item_entry *item = &items[u->items[k]];
        if (wgi_item_hidden(item))
            v->hidden[v->n_hidden++] = item->id;
        if (listed[u->items[k]])
            continue;
        listed[u->items[k]] = 1;
        const char *shown = shown_of(item);
        if (shown != NULL)
            v->equipment[v->n_equipment++] = shown;
    }
    for (size_t k = 0; k < u->n_items; k++)
        listed[u->items[k]] = 0;
    set_equipment(v);
    *pool += v->n_hidden + v->n_equipment;
}

/* What the view relies on: every hides_in names a unit of the roster that
 * is not secret (a roster built unit by unit is checked only now, H1).
 * And what it needs room for: *n_listed entries of the units' lists (at
 * most each hidden item, and each item the open view shows), *n_hidden
 * units with hidden content. */
static wg_status check_roster(const wg_roster *r, size_t *n_listed, size_t *n_hidden,
                              wg_error *err)
{
    const wg_item_entry *items = r->catalog->items;
    *n_listed = *n_hidden = 0;
    for (size_t i = 0; i < r->n_units; i++) {
        const r_unit *u = &r->units[i];
        size_t hidden = 0;
        for (size_t k = 0; k < u->n_items; k++) {
            const wg_item_entry *item = &items[u->items[k]];
            hidden += wgi_item_hidden(item);
            *n_listed += shown_of(item) != NULL;
        }
        *n_listed += hidden;
        *n_hidden += hidden || u->hides;
    }
    return wgi_roster_check_hides(r, err);
}

/* The parts of every unit, and the list of those with hidden content, in
 * one block sized to them: nothing in it is cleared, for every byte read
 * is written (issue 30: a view of 10,000 units cleared 720 KB). by_item:
 * an int per catalogue item, zero, left zero. */
static wg_status fill_units(wg_view *v, size_t n_listed, size_t n_hidden, int *by_item,
                            wg_error *err)
{
    const wg_roster *r = v->roster;
    size_t head = r->n_units * sizeof *v->units + n_hidden * sizeof *v->hidden_units;
    if (n_listed > (SIZE_MAX - head) / sizeof *v->pool ||
        (v->units = wgi_malloc(head + n_listed * sizeof *v->pool)) == NULL)
        return wgi_fail_nomem(err);
    v->hidden_units = (size_t *)(v->units + r->n_units);
    v->pool = (const char **)(v->hidden_units + n_hidden);
    const char **pool = v->pool;
    for (size_t i = 0; i < r->n_units; i++) {
        v_unit *vu = &v->units[i];
        split_items(vu, r, i, by_item, &pool);
        if (vu->n_hidden || r->units[i].hides)
            v->hidden_units[v->n_hidden_units++] = i;
    }
    return WG_OK;
}

wg_status wg_view_new(wg_view **out, const wg_roster *roster, wg_error *err)
{
    if (out == NULL || roster == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_view_new: NULL argument");
    *out = NULL;
    size_t n_listed, n_hidden;
    wg_status st = check_roster(roster, &n_listed, &n_hidden, err);
    if (st != WG_OK)
        return st;
    wg_view *v = wgi_calloc(1, sizeof *v);
    if (v == NULL)
        return wgi_fail_nomem(err);
    v->roster = roster;
    /* One scratch int per catalogue item, for fill_units' marks, then
     * wgi_view_twins' counts: both leave it zero. */
    int *by_item = wgi_calloc(roster->catalog->n_items + 1, sizeof *by_item);
    st = by_item ? fill_units(v, n_listed, n_hidden, by_item, err) : wgi_fail_nomem(err);
    if (st == WG_OK)
        st = wgi_view_twins(v, by_item, err);
    wg_free(by_item);
    if (st != WG_OK) {
        wg_view_free(v);
        return st;
    }
    *out = v;
    return WG_OK;
}
