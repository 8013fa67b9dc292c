/* The views of a roster (wargen/hidden.h), shared by lib/hidden's files. */
#ifndef WGI_INTERNAL_HIDDEN_H
#define WGI_INTERNAL_HIDDEN_H

#include "wargen/hidden.h"
#include "internal/buf.h"
#include "internal/roster.h"

/* One unit's parts; the string arrays point into the view's pool, their
 * strings into the catalogue. */
typedef struct v_unit {
    const char **hidden;    /* hidden items (H2), roster order */
    const char **equipment; /* plain items' names and hidden ones' mundane types, each
                               text once, sorted (H3) */
    size_t n_hidden, n_equipment;
    const char *label;      /* the roster's, or assigned (in the view's label_text) */
    bool assigned, twin;
} v_unit;

struct wg_view {
    const wg_roster *roster;
    v_unit *units;              /* one per roster unit; the block holds the next two */
    const char **pool;          /* the units' string arrays */
    char *label_text;           /* the assigned labels, one after the other */
    size_t *hidden_units;       /* roster indexes of the units with hidden content */
    size_t n_hidden_units;
    wg_violation *violations;   /* label-clash (H4); units and message owned */
    size_t n_violations;
};

/* What a game has revealed (reveal.c). Each unit's item slots, in roster
 * order, have a flag from first[unit] on: the first slot of each item id the
 * unit carries stands for every copy of it (H5: an item is revealed once). */
struct wg_reveal {
    const wg_view *view;
    size_t *first;          /* per unit: its first slot in revealed */
    bool *revealed;         /* per item slot of every unit */
    size_t *unit_counts;    /* per unit: its revealed items */
    wg_revelation *log;     /* the revelations, in order */
    size_t n_log, cap_log;
    size_t events;          /* uses fed */
};

/* Whether an item is hidden in a hidden roster (H2). */
static inline bool wgi_item_hidden(const wg_item_entry *item)
{
    return item->list != WG_ITEM_LIST_MUNDANE;
}

/* Find the twins, assign their labels and record clashes (twins.c); count
 * is an int per catalogue item, zero, and left zero. */
wg_status wgi_view_twins(wg_view *view, int *count, wg_error *err);
/* Number the twins that have no player label (labels.c); group[i] is unit
 * i's group (twins.c), numbered from 0 to n_groups - 1. */
wg_status wgi_view_assign_labels(wg_view *view, const size_t *group, size_t n_groups,
                                 wg_error *err);
/* Record a label-clash (H4) for each player label that units of one group
 * share (clash.c); group[i] is unit i's group, the groups numbered in the
 * order of their first units. */
wg_status wgi_view_clashes(wg_view *view, const size_t *group, wg_error *err);

/* The names of the uses, by wg_item_use, NULL-terminated (reveal.c). */
extern const char *const wgi_item_use_names[WG_ITEM_USE_COUNT + 1];

/* The unit's slot that stands for item id (the first slot carrying it), or
 * WG_ENOTFOUND naming the unit (past the end) or both (not carried). */
wg_status wgi_reveal_find(size_t *slot, const wg_reveal *r, size_t unit, const char *item,
                         wg_error *err);
/* Room for n more revelations, so feeding cannot fail half way. */
bool wgi_reveal_reserve(wg_reveal *r, size_t n);
/* Feed a found use (room reserved); whether it reveals the item now. */
bool wgi_reveal_feed(wg_reveal *r, size_t unit, size_t slot, wg_item_use use, bool beyond);
/* The open or hidden view's document into b; with r, each open unit also
 * carries its "revealed" items (json.c). */
void wgi_view_write(wgi_buf *b, const wg_view *v, wg_view_kind kind, const wg_reveal *r);

#endif
