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
 * labels never collide with one another: only player labels are skipped. */
typedef struct labels {
    wgi_strmap taken;  /* the player labels, when a twin needs a number */
    wgi_strmap names;  /* a unit name -> the first entry with that name */
    size_t *canon;    /* by entry: that first entry + 1, or 0 not yet looked up */
    size_t *next;     /* by canonical entry: its next number */
    size_t *number;   /* by unit: the number assigned, or 0 */
} labels;

static void labels_free(labels *l)
{
    wgi_strmap_free(&l->taken);
    wgi_strmap_free(&l->names);
    wg_free(l->canon);
}

static wg_status labels_init(labels *l, const wg_view *v, wg_error *err)
{
    size_t entries = v->roster->catalog->n_units, n = v->roster->n_units;
    wgi_strmap_init(&l->taken);
    wgi_strmap_init(&l->names);
    l->canon = wgi_calloc(2 * entries + n + 1, sizeof *l->canon);
    if (l->canon == NULL)
        return wgi_fail_nomem(err);
    l->next = l->canon + entries;
    l->number = l->next + entries;
    for (size_t i = 0; i < n; i++) {
        if (v->units[i].label == NULL)
            continue;
        if (!wgi_strmap_reserve(&l->taken))
            return wgi_fail_nomem(err);
        wgi_strmap_put(&l->taken, v->units[i].label, i);
    }
    return WG_OK;
}

/* The counter of entry e's unit name, shared by entries of the same name. */
static wg_status counter_of(size_t **out, labels *l, const wg_catalog *c, size_t e,
                            wg_error *err)
{
    if (l->canon[e] == 0) {
        size_t first = e;
        if (!wgi_strmap_get(&l->names, c->units[e].e.name, &first)) {
            if (!wgi_strmap_reserve(&l->names))
                return wgi_fail_nomem(err);
            wgi_strmap_put(&l->names, c->units[e].e.name, e);
        }
        l->canon[e] = first + 1;
    }
    *out = &l->next[l->canon[e] - 1];
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

/* The number of unit i: the next of its name whose label no player took;
 * *size grows by the label's size. */
static wg_status number_unit(labels *l, const wg_view *v, size_t i, size_t *size,
                             wg_error *err)
{
    const wg_catalog *c = v->roster->catalog;
    size_t e = v->roster->units[i].entry, *next = NULL, found;
    wg_status st = counter_of(&next, l, c, e, err);
    if (st != WG_OK)
        return st;
    const char *name = c->units[e].e.name;
    size_t len = strlen(name), n = *next ? *next : 1, text_len;
    char text[WG_ROSTER_NAME_MAX + 32]; /* a name is at most WG_ROSTER_NAME_MAX bytes (catalog.c) */
    while (text_len = format_label(text, name, len, n),
           l->taken.count && wgi_strmap_get(&l->taken, text, &found))
        n++;
    l->number[i] = n;
    *next = n + 1;
    *size += text_len + 1;
    return WG_OK;
}

/* Every numbered twin's label, in one block the view owns. */
static wg_status write_labels(labels *l, wg_view *v, size_t size, wg_error *err)
{
    char *block = wgi_malloc(size ? size : 1);
    if (block == NULL)
        return wgi_fail_nomem(err);
    v->label_text = block;
    const wg_catalog *c = v->roster->catalog;
    for (size_t i = 0; i < v->roster->n_units; i++) {
        if (l->number[i] == 0)
            continue;
        const char *name = c->units[v->roster->units[i].entry].e.name;
        v->units[i].label = block;
        v->units[i].assigned = true;
        block += format_label(block, name, strlen(name), l->number[i]) + 1;
    }
    return WG_OK;
}

wg_status wgi_view_assign_labels(wg_view *v, wg_error *err)
{
    size_t n = v->roster->n_units, i = 0, size = 0;
    while (i < n && !(v->units[i].twin && v->units[i].label == NULL))
        i++;
    if (i == n) /* no twin needs a number: no maps to build */
        return WG_OK;
    labels l;
    wg_status st = labels_init(&l, v, err);
    for (; st == WG_OK && i < n; i++)
        if (v->units[i].twin && v->units[i].label == NULL)
            st = number_unit(&l, v, i, &size, err);
    if (st == WG_OK)
        st = write_labels(&l, v, size, err);
    labels_free(&l);
    return st;
}
