/* Clashing player labels (H4): units of one open part that carry the same
 * label. Whether their hidden parts differ is not asked: that is hidden,
 * and the answer must not change what the owner is told (non-interference).
 * Sorting the labelled units by (group, label) finds them in n log n. */
#include <stdlib.h>
#include <string.h>

#include "internal/alloc.h"
#include "internal/buf.h"
#include "internal/error.h"
#include "internal/hidden.h"

typedef struct labelled {
    size_t group, unit;
    const char *label;
} labelled;

static int by_group_label(const void *a, const void *b)
{
    const labelled *x = a, *y = b;
    if (x->group != y->group)
        return (x->group > y->group) - (x->group < y->group);
    int c = strcmp(x->label, y->label);
    return c ? c : (x->unit > y->unit) - (x->unit < y->unit);
}

/* "units 1, 3 and 5 are equal in the open roster and carry the same label
 * "blue" ...". */
static wg_status record(wg_view *v, const labelled *run, size_t n, wg_error *err)
{
    size_t *units = wgi_calloc(n, sizeof *units);
    if (units == NULL)
        return wgi_fail_nomem(err);
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_buf_add(&b, "units ");
    for (size_t k = 0; k < n; k++) {
        units[k] = run[k].unit;
        wgi_buf_addf(&b, "%s%zu", k == 0 ? "" : k + 1 == n ? " and " : ", ", run[k].unit);
    }
    wgi_buf_add(&b, " are equal in the open roster and carry the same label ");
    wgi_buf_add_json_string(&b, run[0].label);
    wgi_buf_add(&b, ": each needs its own (H4)");
    char *message = NULL;
    if (wgi_buf_finish(&b, &message, err) != WG_OK) {
        wg_free(units);
        return WG_ENOMEM;
    }
    v->violations[v->n_violations++] = (wg_violation){"label-clash", "H4", units, n, message};
    return WG_OK;
}

static wg_status check_runs(wg_view *v, const labelled *l, size_t n, wg_error *err)
{
    wg_status st = WG_OK;
    for (size_t start = 0, end; st == WG_OK && start < n; start = end) {
        for (end = start + 1; end < n && l[end].group == l[start].group &&
                              strcmp(l[end].label, l[start].label) == 0;
             end++)
            ;
        if (end - start > 1)
            st = record(v, l + start, end - start, err);
    }
    return st;
}

wg_status wgi_view_clashes(wg_view *v, const size_t *group, wg_error *err)
{
    size_t n = 0, units = v->roster->n_units;
    for (size_t i = 0; i < units; i++)
        n += v->units[i].label != NULL;
    if (n < 2)
        return WG_OK;
    labelled *l = wgi_calloc(n, sizeof *l);
    v->violations = wgi_calloc(n / 2, sizeof *v->violations); /* a clash has 2 units or more */
    if (l == NULL || v->violations == NULL) {
        wg_free(l);
        return wgi_fail_nomem(err);
    }
    n = 0;
    for (size_t i = 0; i < units; i++)
        if (v->units[i].label != NULL)
            l[n++] = (labelled){group[i], i, v->units[i].label};
    qsort(l, n, sizeof *l, by_group_label);
    wg_status st = check_runs(v, l, n, err);
    wg_free(l);
    return st;
}
