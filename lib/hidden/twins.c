/* Twins and their labels (H4): units whose open parts are equal and whose
 * hidden parts differ. Each unit's open and hidden parts are written as a
 * key; a hash map of the open keys groups the units in linear time. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal/alloc.h"
#include "internal/buf.h"
#include "internal/error.h"
#include "internal/hidden.h"
#include "internal/strmap.h"

/* What the twin search works with, freed together. */
typedef struct twins {
    wg_buf keys;          /* every unit's open key, then its hidden key, each NUL-ended */
    size_t *open, *hid;   /* offsets of unit i's keys in keys.data */
    size_t *group;        /* the first unit with unit i's open key */
    bool *mixed;          /* by group: its units' hidden keys differ */
    size_t *scratch;      /* room to sort one unit's indexes */
    wg_strmap groups, taken, counters;
} twins;

static void twins_free(twins *t)
{
    wg_buf_free(&t->keys);
    wg_free(t->open);
    wg_free(t->hid);
    wg_free(t->group);
    wg_free(t->mixed);
    wg_free(t->scratch);
    wg_strmap_free(&t->groups);
    wg_strmap_free(&t->taken);
    wg_strmap_free(&t->counters);
}

static int by_index(const void *a, const void *b)
{
    size_t x = *(const size_t *)a, y = *(const size_t *)b;
    return (x > y) - (x < y);
}

/* " i j k" of the indexes, sorted: the same set whatever the order taken. */
static void add_sorted(wg_buf *b, size_t *scratch, const size_t *ix, size_t n,
                       const wg_catalog *c, bool hidden)
{
    size_t m = 0;
    for (size_t k = 0; k < n; k++)
        if (c == NULL || wg_item_hidden(&c->items[ix[k]]) == hidden)
            scratch[m++] = ix[k];
    qsort(scratch, m, sizeof *scratch, by_index);
    for (size_t k = 0; k < m; k++)
        wg_buf_addf(b, " %zu", scratch[k]);
}

/* Unit i's open key (all the open view shows but the label) and hidden key;
 * a placeholder byte ends each, made NUL once the buffer stops moving. */
static void add_keys(twins *t, const wg_view *v, size_t i)
{
    const wg_catalog *c = v->roster->catalog;
    const r_unit *u = &v->roster->units[i];
    wg_category cat = u->moved ? u->category : c->units[u->entry].e.category;
    t->open[i] = t->keys.len;
    wg_buf_addf(&t->keys, "%zu %d %d %d|o", u->entry, (int)cat, u->models, (int)u->general);
    add_sorted(&t->keys, t->scratch, u->options, u->n_options, NULL, false);
    wg_buf_add(&t->keys, "|i");
    add_sorted(&t->keys, t->scratch, u->items, u->n_items, c, false);
    wg_buf_add(&t->keys, "|e");
    for (size_t k = 0; k < v->units[i].n_equipment; k++) /* length-prefixed: any text */
        wg_buf_addf(&t->keys, " %zu:%s", strlen(v->units[i].equipment[k]),
                    v->units[i].equipment[k]);
    wg_buf_add(&t->keys, "#");
    t->hid[i] = t->keys.len;
    wg_buf_addf(&t->keys, "%d %zu|", (int)u->hides, u->hides ? u->hides_in : 0);
    add_sorted(&t->keys, t->scratch, u->items, u->n_items, c, true);
    wg_buf_add(&t->keys, "#");
}

static wg_status build_keys(twins *t, const wg_view *v, wg_error *err)
{
    const wg_roster *r = v->roster;
    size_t most = 1;
    for (size_t i = 0; i < r->n_units; i++) {
        most = r->units[i].n_options > most ? r->units[i].n_options : most;
        most = r->units[i].n_items > most ? r->units[i].n_items : most;
    }
    size_t n = r->n_units ? r->n_units : 1;
    t->open = wg_calloc(n, sizeof *t->open);
    t->hid = wg_calloc(n, sizeof *t->hid);
    t->group = wg_calloc(n, sizeof *t->group);
    t->mixed = wg_calloc(n, sizeof *t->mixed);
    t->scratch = wg_calloc(most, sizeof *t->scratch);
    if (!t->open || !t->hid || !t->group || !t->mixed || !t->scratch)
        return wg_fail_nomem(err);
    for (size_t i = 0; i < r->n_units; i++)
        add_keys(t, v, i);
    if (t->keys.failed)
        return wg_fail_nomem(err);
    for (size_t i = 0; i < r->n_units; i++) {
        t->keys.data[t->hid[i] - 1] = '\0';
        t->keys.data[(i + 1 < r->n_units ? t->open[i + 1] : t->keys.len) - 1] = '\0';
    }
    return WG_OK;
}

/* Group the units by open key; a group is mixed when a hidden key differs
 * from its first unit's. Every unit of a mixed group is a twin (H4). */
static wg_status find_twins(twins *t, wg_view *v, wg_error *err)
{
    size_t n = v->roster->n_units;
    for (size_t i = 0; i < n; i++) {
        const char *key = t->keys.data + t->open[i];
        size_t first;
        if (!wg_strmap_get(&t->groups, key, &first)) {
            if (!wg_strmap_reserve(&t->groups))
                return wg_fail_nomem(err);
            wg_strmap_put(&t->groups, key, i);
            first = i;
        }
        t->group[i] = first;
        if (strcmp(t->keys.data + t->hid[i], t->keys.data + t->hid[first]) != 0)
            t->mixed[first] = true;
    }
    for (size_t i = 0; i < n; i++)
        v->units[i].twin = t->mixed[t->group[i]];
    return WG_OK;
}

/* Every player label is taken, twin or not: an assigned one must differ. */
static wg_status take_player_labels(twins *t, const wg_view *v, wg_error *err)
{
    for (size_t i = 0; i < v->roster->n_units; i++) {
        const char *label = v->units[i].label;
        if (label == NULL)
            continue;
        if (!wg_strmap_reserve(&t->taken))
            return wg_fail_nomem(err);
        wg_strmap_put(&t->taken, label, i);
    }
    return WG_OK;
}

/* "<name> N" for unit i, N the next number of that name not taken. */
static wg_status assign_label(twins *t, wg_view *v, size_t i, wg_error *err)
{
    const char *name = v->roster->catalog->units[v->roster->units[i].entry].e.name;
    size_t next = 1, size = strlen(name) + 24;
    wg_strmap_get(&t->counters, name, &next);
    char *label = wg_malloc(size);
    if (label == NULL || !wg_strmap_reserve(&t->taken) || !wg_strmap_reserve(&t->counters)) {
        wg_free(label);
        return wg_fail_nomem(err);
    }
    size_t found;
    do
        snprintf(label, size, "%s %zu", name, next++);
    while (wg_strmap_get(&t->taken, label, &found));
    wg_strmap_put(&t->taken, label, i);
    wg_strmap_put(&t->counters, name, next);
    v->units[i].label = label;
    v->units[i].assigned = true;
    return WG_OK;
}

static wg_status assign_labels(twins *t, wg_view *v, wg_error *err)
{
    wg_status st = take_player_labels(t, v, err);
    for (size_t i = 0; st == WG_OK && i < v->roster->n_units; i++)
        if (v->units[i].twin && v->units[i].label == NULL)
            st = assign_label(t, v, i, err);
    return st;
}

wg_status wg_view_twins(wg_view *view, wg_error *err)
{
    twins t;
    memset(&t, 0, sizeof t);
    wg_buf_init(&t.keys);
    wg_status st = build_keys(&t, view, err);
    if (st == WG_OK)
        st = find_twins(&t, view, err);
    if (st == WG_OK)
        st = wg_view_clashes(view, t.group, t.keys.data, t.hid, err);
    if (st == WG_OK)
        st = assign_labels(&t, view, err);
    twins_free(&t);
    return st;
}
