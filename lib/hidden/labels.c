/* The labels of twins (H4 decision): a player's label is kept; a twin
 * without one gets "<unit name> N", N = 1, 2, ... in roster order, counted
 * over every assigned label of that unit name, skipping labels a player
 * gave. The maps are built only when some twin needs a number. */
#include <string.h>

#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/hidden.h"
#include "internal/strmap.h"

/* Numbering the twins without a player label. A label "<name> N" names
 * its unit name and number (N is what follows the last blank), so assigned
 * labels never collide with one another: only player labels are skipped.
 * Every table is sized to what goes in it (the groups, the units numbered),
 * not to the roster or the catalogue (issue 30). */
typedef struct labels {
    wgi_strmap taken;  /* the player labels */
    wgi_strmap names;  /* a unit name -> its counter */
    size_t *counter;   /* by group (twins.c): its name's counter + 1, or 0 not yet looked up */
    size_t *next;      /* by counter: its next number, or 0 for 1 */
    size_t *number;    /* by unit numbered, in roster order: its number */
    size_t n_counters;
} labels;

static void labels_free(labels *l)
{
    wgi_strmap_free(&l->taken);
    wgi_strmap_free(&l->names);
    wg_free(l->counter);
}

/* Room for the counters of n_groups groups and the numbers of n_numbered
 * units, and the player labels, n_labels of them, in the map taken. */
static wg_status labels_init(labels *l, const wg_view *v, size_t n_groups, size_t n_numbered,
                             size_t n_labels, wg_error *err)
{
    wgi_strmap_init(&l->taken);
    wgi_strmap_init(&l->names);
    l->n_counters = 0;
    /* Groups and numbered units are at most the units: 3 words a unit at
     * most, less than the view's units take, cannot overflow. */
    size_t cleared = 2 * n_groups; /* counter and next; each number is written */
    l->counter = wgi_malloc((cleared + n_numbered) * sizeof *l->counter);
    if (l->counter == NULL || !wgi_strmap_reserve_n(&l->taken, n_labels))
        return wgi_fail_nomem(err);
    memset(l->counter, 0, cleared * sizeof *l->counter);
    l->next = l->counter + n_groups;
    l->number = l->next + n_groups;
    for (size_t i = 0; i < v->roster->n_units; i++)
        if (v->units[i].label != NULL)
            wgi_strmap_put(&l->taken, v->units[i].label, i);
    return WG_OK;
}

/* The counter of group g's unit name, shared by groups of the same name. */
static wg_status counter_of(size_t **out, labels *l, const char *name, size_t g, wg_error *err)
{
    if (l->counter[g] == 0) {
        size_t c = l->n_counters;
        if (!wgi_strmap_get(&l->names, name, &c)) {
            if (!wgi_strmap_reserve(&l->names))
                return wgi_fail_nomem(err);
            wgi_strmap_put(&l->names, name, l->n_counters++);
        }
        l->counter[g] = c + 1;
    }
    *out = &l->next[l->counter[g] - 1];
    return WG_OK;
}

/* "name N" into out (room for the name, a blank and 20 digits); its length. */
static size_t format_label(char *out, const char *name, size_t len, size_t number)
{
    char digits[24];
    size_t d = 0;
    do
        digits[d++] = (char)('0' + number % 10);
    while ((number /= 10) != 0);
    memcpy(out, name, len);
    out[len] = ' ';
    for (size_t k = 0; k < d; k++)
        out[len + 1 + k] = digits[d - 1 - k];
    out[len + 1 + d] = '\0';
    return len + 1 + d;
}

/* The number of unit i, of group g, the k-th numbered: the next of its
 * name whose label no player took; *size grows by the label's size. */
static wg_status number_unit(labels *l, const wg_view *v, size_t i, size_t g, size_t k,
                             size_t *size, wg_error *err)
{
    const wg_catalog *c = v->roster->catalog;
    const char *name = c->units[v->roster->units[i].entry].e.name;
    size_t *next = NULL, found;
    wg_status st = counter_of(&next, l, name, g, err);
    if (st != WG_OK)
        return st;
    size_t len = strlen(name), n = *next ? *next : 1, text_len;
    char text[WG_ROSTER_NAME_MAX + 32]; /* a name is at most WG_ROSTER_NAME_MAX bytes (catalog.c) */
    while (text_len = format_label(text, name, len, n),
           l->taken.count && wgi_strmap_get(&l->taken, text, &found))
        n++;
    l->number[k] = n;
    *next = n + 1;
    *size += text_len + 1;
    return WG_OK;
}

static bool needs_number(const v_unit *u)
{
    return u->twin && u->label == NULL;
}

/* Every numbered twin's label, in one block the view owns. */
static wg_status write_labels(labels *l, wg_view *v, size_t size, wg_error *err)
{
    char *block = wgi_malloc(size ? size : 1);
    if (block == NULL)
        return wgi_fail_nomem(err);
    v->label_text = block;
    const wg_catalog *c = v->roster->catalog;
    for (size_t i = 0, k = 0; i < v->roster->n_units; i++) {
        if (!needs_number(&v->units[i]))
            continue;
        const char *name = c->units[v->roster->units[i].entry].e.name;
        v->units[i].label = block;
        v->units[i].assigned = true;
        block += format_label(block, name, strlen(name), l->number[k++]) + 1;
    }
    return WG_OK;
}

wg_status wgi_view_assign_labels(wg_view *v, const size_t *group, size_t n_groups,
                                 wg_error *err)
{
    size_t n = v->roster->n_units, numbered = 0, labelled = 0, size = 0;
    for (size_t i = 0; i < n; i++) {
        numbered += needs_number(&v->units[i]);
        labelled += v->units[i].label != NULL;
    }
    if (numbered == 0) /* no twin needs a number: no maps to build */
        return WG_OK;
    labels l;
    wg_status st = labels_init(&l, v, n_groups, numbered, labelled, err);
    for (size_t i = 0, k = 0; st == WG_OK && i < n; i++)
        if (needs_number(&v->units[i]))
            st = number_unit(&l, v, i, group[i], k++, &size, err);
    if (st == WG_OK)
        st = write_labels(&l, v, size, err);
    labels_free(&l);
    return st;
}
