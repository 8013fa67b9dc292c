/* The reveal tracker (rule H5): which hidden items a game has revealed, and
 * by which event. The reader of event files and the JSON: reveal_json.c. */
#include <string.h>

#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/hidden.h"
#include "internal/load.h"

const char *const wgi_item_use_names[WG_ITEM_USE_COUNT + 1] = {"roll", "attack", "save", "move",
                                                         "charge", "other", NULL};

WGI_ENUM_NAMES(wg_item_use, wgi_item_use_names, 0, WG_ITEM_USE_COUNT, "use")

const char *wg_item_use_when(wg_item_use use)
{
    switch (use) {
    case WG_ITEM_USE_SAVE:
        return "before the save is rolled";
    case WG_ITEM_USE_CHARGE:
        return "after reactions are declared, before the charge range is rolled";
    case WG_ITEM_USE_MOVE:
        return "when the unit moves further than it could without it";
    case WG_ITEM_USE_ROLL:
    case WG_ITEM_USE_ATTACK:
    case WG_ITEM_USE_OTHER:
        return "when it is used";
    default:
        return NULL;
    }
}

void wg_reveal_free(wg_reveal *reveal)
{
    if (reveal == NULL)
        return;
    wg_free(reveal->log);
    wg_free(reveal->unit_counts);
    wg_free(reveal->revealed);
    wg_free(reveal->first);
    wg_free(reveal);
}

wg_status wg_reveal_new(wg_reveal **out, const wg_view *view, wg_error *err)
{
    if (out != NULL)
        *out = NULL;
    if (out == NULL || view == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_reveal_new: NULL argument");
    const wg_roster *ro = view->roster;
    wg_reveal *r = wgi_calloc(1, sizeof *r);
    size_t slots = 0, units = ro->n_units;
    if (r != NULL) {
        r->view = view;
        r->first = wgi_calloc(units + 1, sizeof *r->first);
        r->unit_counts = wgi_calloc(units + 1, sizeof *r->unit_counts);
    }
    for (size_t i = 0; r != NULL && r->first != NULL && i < units; i++) {
        r->first[i] = slots;
        slots += ro->units[i].n_items;
    }
    if (r != NULL && r->first != NULL)
        r->revealed = wgi_calloc(slots + 1, sizeof *r->revealed);
    if (r == NULL || r->first == NULL || r->unit_counts == NULL || r->revealed == NULL) {
        wg_reveal_free(r);
        return wgi_fail_nomem(err);
    }
    *out = r;
    return WG_OK;
}

/* How an error names a unit: 3 "blue banner" (Spearmen). */
static wg_status no_item(wg_error *err, const wg_reveal *r, size_t unit, const char *item)
{
    wg_view_unit u;
    wg_view_unit_at(&u, r->view, unit, NULL); /* in range */
    const char *q = u.label ? "\"" : "";
    return wgi_fail(err, WG_ENOTFOUND, "unit %zu %s%s%s%s(%s) does not carry item \"%s\"", unit,
                   q, u.label ? u.label : "", q, u.label ? " " : "", u.name, item);
}

wg_status wgi_reveal_find(size_t *slot, const wg_reveal *r, size_t unit, const char *item,
                         wg_error *err)
{
    const wg_roster *ro = r->view->roster;
    if (unit >= ro->n_units)
        return wgi_fail(err, WG_ENOTFOUND, "no unit %zu: the roster has %zu unit%s", unit,
                       ro->n_units, ro->n_units == 1 ? "" : "s");
    long at = wgi_catalog_find_item(ro->catalog, item);
    const r_unit *u = &ro->units[unit];
    for (size_t k = 0; at >= 0 && k < u->n_items; k++)
        if (u->items[k] == (size_t)at) {
            *slot = k;
            return WG_OK;
        }
    return no_item(err, r, unit, item);
}

bool wgi_reveal_reserve(wg_reveal *r, size_t n)
{
    return wgi_grow((void **)&r->log, &r->cap_log, r->n_log + n, sizeof *r->log);
}

bool wgi_reveal_feed(wg_reveal *r, size_t unit, size_t slot, wg_item_use use, bool beyond)
{
    const wg_roster *ro = r->view->roster;
    const wg_item_entry *item = &ro->catalog->items[ro->units[unit].items[slot]];
    bool *flag = &r->revealed[r->first[unit] + slot];
    size_t event = r->events++;
    if (!beyond || !wgi_item_hidden(item) || *flag)
        return false;
    *flag = true;
    r->unit_counts[unit]++;
    r->log[r->n_log++] = (wg_revelation){event, unit, item->id, use};
    return true;
}

wg_status wg_reveal_use(bool *revealed, wg_reveal *reveal, size_t unit, const char *item,
                        wg_item_use use, bool beyond_mundane, wg_error *err)
{
    size_t slot;
    if (reveal == NULL || item == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_reveal_use: NULL argument");
    if (wg_item_use_name(use) == NULL)
        return wgi_fail(err, WG_EINVAL, "unknown use %d (expected roll, attack, save, move, "
                       "charge or other)", (int)use);
    wg_status st = wgi_reveal_find(&slot, reveal, unit, item, err);
    if (st != WG_OK)
        return st;
    if (!wgi_reveal_reserve(reveal, 1))
        return wgi_fail_nomem(err);
    bool now = wgi_reveal_feed(reveal, unit, slot, use, beyond_mundane);
    if (revealed)
        *revealed = now;
    return WG_OK;
}

const wg_view *wg_reveal_view(const wg_reveal *reveal)
{
    return reveal ? reveal->view : NULL;
}

size_t wg_reveal_event_count(const wg_reveal *reveal)
{
    return reveal ? reveal->events : 0;
}

size_t wg_reveal_revelation_count(const wg_reveal *reveal)
{
    return reveal ? reveal->n_log : 0;
}

wg_status wg_reveal_revelation_at(wg_revelation *out, const wg_reveal *reveal, size_t index,
                                  wg_error *err)
{
    wg_status st = wgi_at_check(out, reveal, index, wg_reveal_revelation_count(reveal), __func__,
                                "revelation", err);
    if (st == WG_OK)
        *out = reveal->log[index];
    return st;
}

bool wg_reveal_is_revealed(const wg_reveal *reveal, size_t unit, const char *item)
{
    size_t slot;
    if (reveal == NULL || item == NULL || unit >= reveal->view->roster->n_units)
        return false;
    return wgi_reveal_find(&slot, reveal, unit, item, NULL) == WG_OK &&
           reveal->revealed[reveal->first[unit] + slot];
}

size_t wg_reveal_unit_item_count(const wg_reveal *reveal, size_t unit)
{
    return reveal && unit < reveal->view->roster->n_units ? reveal->unit_counts[unit] : 0;
}

const char *wg_reveal_unit_item_at(const wg_reveal *reveal, size_t unit, size_t index)
{
    if (index >= wg_reveal_unit_item_count(reveal, unit))
        return NULL;
    const wg_roster *ro = reveal->view->roster;
    const r_unit *u = &ro->units[unit];
    const bool *flag = &reveal->revealed[reveal->first[unit]];
    for (size_t k = 0; k < u->n_items; k++)
        if (flag[k] && index-- == 0)
            return ro->catalog->items[u->items[k]].id;
    return NULL; /* not reached: unit_counts counts the flags */
}
