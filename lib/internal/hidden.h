/* The views of a roster (wargen/hidden.h), shared by lib/hidden's files. */
#ifndef WG_INTERNAL_HIDDEN_H
#define WG_INTERNAL_HIDDEN_H

#include "wargen/hidden.h"
#include "internal/roster.h"

/* One unit's parts; the string arrays point into the view's pool, their
 * strings into the catalogue. */
typedef struct v_unit {
    const char **items;     /* plain items (list mundane), roster order */
    const char **hidden;    /* hidden items (H2), roster order */
    const char **equipment; /* mundane types of the hidden ones, once each, sorted (H3) */
    size_t n_items, n_hidden, n_equipment;
    const char *label;      /* the roster's, or assigned (in the view's label_text) */
    bool assigned, twin;
} v_unit;

struct wg_view {
    const wg_roster *roster;
    v_unit *units;              /* one per roster unit */
    const char **pool;          /* the units' string arrays */
    char *label_text;           /* the assigned labels, one after the other */
    size_t *hidden_units;       /* roster indexes of the units with hidden content */
    size_t n_hidden_units;
    wg_violation *violations;   /* label-clash (H4); units and message owned */
    size_t n_violations;
};

/* Whether an item is hidden in a hidden roster (H2). */
static inline bool wg_item_hidden(const wg_item_entry *item)
{
    return item->list != WG_ITEM_MUNDANE;
}

/* Find the twins, assign their labels and record clashes (twins.c). */
wg_status wg_view_twins(wg_view *view, wg_error *err);
/* Number the twins that have no player label (labels.c). */
wg_status wg_view_assign_labels(wg_view *view, wg_error *err);
/* Whether units i and j carry the same hidden content (twins.c). */
bool wg_view_same_hidden(const wg_view *view, size_t i, size_t j);
/* Record a label-clash (H4) for each player label that twins of one group
 * share while their hidden parts differ (clash.c); group[i] is unit i's
 * group: the first unit with its open part. */
wg_status wg_view_clashes(wg_view *view, const size_t *group, wg_error *err);

#endif
