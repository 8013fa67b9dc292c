/* Twins and their labels (H4): units whose open parts are equal and whose
 * hidden parts differ. Each unit's open part is hashed (sets hashed as sums,
 * so their order does not matter) into an open-addressing table of groups,
 * and units with equal hashes are compared exactly: linear time, with no
 * text built per unit (issue 13 counts the instructions). The labels:
 * labels.c. */
#include <stdint.h>
#include <string.h>

#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/hidden.h"

/* A 64-bit mix (splitmix64's finaliser): distinct inputs, spread bits. */
static uint64_t mix(uint64_t x)
{
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

static uint64_t hash_text(uint64_t h, const char *s)
{
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ULL;
    return mix(h);
}

static wg_category category_of(const wg_roster *r, const r_unit *u)
{
    return u->moved ? u->category : r->catalog->units[u->entry].e.category;
}

/* All the open view shows of unit i but its label. Equipment is text (two
 * items may share a mundane type, an item's name a type), hashed in its
 * sorted order. */
static uint64_t hash_open(const wg_view *v, size_t i)
{
    const r_unit *u = &v->roster->units[i];
    const v_unit *vu = &v->units[i];
    uint64_t h = mix(((uint64_t)u->entry << 8) ^ ((uint64_t)category_of(v->roster, u) << 1) ^
                     (uint64_t)u->general);
    h = mix(h ^ (uint64_t)u->models);
    for (size_t k = 0; k < u->n_options; k++)
        h += mix(u->options[k] + 0x9e3779b97f4a7c15ULL);
    h = mix(h);
    for (size_t k = 0; k < vu->n_equipment; k++)
        h = hash_text(h, vu->equipment[k]);
    return h;
}

static bool same_options(const r_unit *a, const r_unit *b)
{
    if (a->n_options != b->n_options)
        return false;
    for (size_t k = 0; k < a->n_options; k++) { /* an option is taken once */
        size_t m = 0;
        while (m < b->n_options && b->options[m] != a->options[k])
            m++;
        if (m == b->n_options)
            return false;
    }
    return true;
}

static bool same_open(const wg_view *v, size_t i, size_t j)
{
    const wg_roster *r = v->roster;
    const r_unit *a = &r->units[i], *b = &r->units[j];
    const v_unit *va = &v->units[i], *vb = &v->units[j];
    if (a->entry != b->entry || category_of(r, a) != category_of(r, b) ||
        a->models != b->models || a->general != b->general || !same_options(a, b) ||
        va->n_equipment != vb->n_equipment)
        return false;
    for (size_t k = 0; k < va->n_equipment; k++)
        if (strcmp(va->equipment[k], vb->equipment[k]) != 0)
            return false;
    return true;
}

/* Whether units i and j carry the same hidden items as often each (H4),
 * in time linear in their items: count[item], zero on entry, counts i's
 * copies up and j's down, and is zero again on return. Where a secret unit
 * hides is not compared: it never makes twins (H1). */
static bool same_hidden(const wg_view *v, size_t i, size_t j, int *count)
{
    const r_unit *a = &v->roster->units[i], *b = &v->roster->units[j];
    if (v->units[i].n_hidden != v->units[j].n_hidden)
        return false;
    const wg_item_entry *items = v->roster->catalog->items;
    for (size_t k = 0; k < a->n_items; k++)
        count[a->items[k]] += wgi_item_hidden(&items[a->items[k]]);
    for (size_t k = 0; k < b->n_items; k++)
        count[b->items[k]] -= wgi_item_hidden(&items[b->items[k]]);
    bool same = true;
    for (size_t k = 0; k < a->n_items; k++) {
        same = same && count[a->items[k]] == 0;
        count[a->items[k]] = 0;
    }
    for (size_t k = 0; k < b->n_items; k++)
        count[b->items[k]] = 0;
    return same;
}

/* The groups of units with one open part, numbered in the order of their
 * first units, and an open-addressing table of their hashes sized to the
 * groups found (at most half full), not to the units: a roster of 10,000
 * copies of 25 units has at most 25 groups, and a view must not clear a
 * table the size of the roster (issue 30). */
typedef struct g_slot {
    uint64_t hash;
    size_t group; /* + 1; 0: an empty slot */
} g_slot;

typedef struct g_group {
    size_t first; /* its first unit */
    bool mixed;   /* its units' hidden parts are not all equal */
} g_group;

typedef struct groups {
    g_slot *table;    /* cap slots, then room for cap / 2 groups, in one block */
    g_group *groups;
    size_t cap, n;
} groups;

/* Room for cap slots and cap / 2 groups: the slots cleared, the groups
 * kept (each is written when found). */
static bool groups_alloc(groups *g, size_t cap)
{
    g_slot *table = wgi_malloc(cap * sizeof *table + cap / 2 * sizeof *g->groups);
    if (table == NULL)
        return false;
    memset(table, 0, cap * sizeof *table);
    g_group *by_group = (g_group *)(table + cap);
    if (g->table != NULL) {
        for (size_t s = 0; s < g->cap; s++) {
            if (g->table[s].group == 0)
                continue;
            size_t t = (size_t)g->table[s].hash & (cap - 1);
            while (table[t].group)
                t = (t + 1) & (cap - 1);
            table[t] = g->table[s];
        }
        memcpy(by_group, g->groups, g->n * sizeof *by_group);
        wg_free(g->table);
    }
    g->table = table;
    g->groups = by_group;
    g->cap = cap;
    return true;
}

/* group[i]: the number of unit i's group, for every unit. */
static wg_status find_groups(groups *g, const wg_view *v, size_t *group, wg_error *err)
{
    g_slot *table = g->table;
    size_t mask = g->cap - 1;
    for (size_t i = 0; i < v->roster->n_units; i++) {
        uint64_t hash = hash_open(v, i);
        size_t s = (size_t)hash & mask, k;
        while ((k = table[s].group) != 0 &&
               (table[s].hash != hash || !same_open(v, g->groups[k - 1].first, i)))
            s = (s + 1) & mask;
        if (k == 0) {
            if (2 * (g->n + 1) > g->cap) {
                if (!groups_alloc(g, 2 * g->cap))
                    return wgi_fail_nomem(err);
                table = g->table;
                mask = g->cap - 1;
                for (s = (size_t)hash & mask; table[s].group; s = (s + 1) & mask)
                    ;
            }
            g->groups[g->n] = (g_group){i, false};
            table[s] = (g_slot){hash, k = ++g->n};
        }
        group[i] = k - 1;
    }
    return WG_OK;
}

/* Every unit of a group whose hidden parts are not all equal is a twin. */
static wg_status find_twins(wg_view *v, groups *g, size_t *group, int *count, wg_error *err)
{
    size_t n = v->roster->n_units;
    size_t cap = 16;
    while (cap < 2 * n && cap < 32) /* up to 16 groups before it grows */
        cap *= 2;
    if (!groups_alloc(g, cap))
        return wgi_fail_nomem(err);
    wg_status st = find_groups(g, v, group, err);
    for (size_t i = 0; st == WG_OK && i < n; i++) {
        g_group *gi = &g->groups[group[i]];
        if (!gi->mixed && !same_hidden(v, i, gi->first, count))
            gi->mixed = true;
    }
    for (size_t i = 0; st == WG_OK && i < n; i++)
        v->units[i].twin = g->groups[group[i]].mixed;
    return st;
}

wg_status wgi_view_twins(wg_view *view, int *count, wg_error *err)
{
    size_t n = view->roster->n_units;
    size_t *group = wgi_malloc((n ? n : 1) * sizeof *group); /* each unit's is written */
    if (group == NULL)
        return wgi_fail_nomem(err);
    groups g = {0};
    wg_status st = find_twins(view, &g, group, count, err);
    if (st == WG_OK)
        st = wgi_view_clashes(view, group, err);
    if (st == WG_OK)
        st = wgi_view_assign_labels(view, group, g.n, err);
    wg_free(g.table);
    wg_free(group);
    return st;
}
