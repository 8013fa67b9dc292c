/* Reading a view: its units, their lists, the hidden units, the clashes,
 * and the names of the two views. */
#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/hidden.h"

static const char *const view_kind_names[WG_VIEW_KIND_COUNT + 1] = {"open", "hidden", NULL};

WG_ENUM_NAMES(wg_view_kind, view_kind_names, 0, WG_VIEW_KIND_COUNT, "view")

size_t wg_view_unit_count(const wg_view *view)
{
    return view ? view->roster->n_units : 0;
}

wg_status wg_view_unit_at(wg_view_unit *out, const wg_view *view, size_t unit, wg_error *err)
{
    if (out == NULL || view == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_view_unit_at: NULL argument");
    const wg_roster *r = view->roster;
    if (unit >= r->n_units)
        return wgi_fail(err, WG_EINVAL, "no such unit: the roster has %zu", r->n_units);
    const r_unit *u = &r->units[unit];
    const v_unit *v = &view->units[unit];
    const wg_unit_entry *e = &r->catalog->units[u->entry].e;
    *out = (wg_view_unit){
        .unit = unit, .label = v->label, .assigned = v->assigned, .twin = v->twin,
        .entry = e->id, .name = e->name, .category = u->moved ? u->category : e->category,
        .models = u->models, .general = u->general, .option_count = u->n_options,
        .equipment_count = v->n_equipment,
        .hidden_item_count = v->n_hidden, .hides = u->hides, .hides_in = u->hides_in};
    return WG_OK;
}

/* Unit unit's parts, or NULL for a unit out of range. */
static const v_unit *unit_of(const wg_view *view, size_t unit)
{
    return view && unit < view->roster->n_units ? &view->units[unit] : NULL;
}

const char *wg_view_option_at(const wg_view *view, size_t unit, size_t index)
{
    if (unit_of(view, unit) == NULL)
        return NULL;
    const r_unit *u = &view->roster->units[unit];
    const cat_unit *e = &view->roster->catalog->units[u->entry];
    return index < u->n_options ? e->options[u->options[index]].id : NULL;
}

const char *wg_view_equipment_at(const wg_view *view, size_t unit, size_t index)
{
    const v_unit *v = unit_of(view, unit);
    return v && index < v->n_equipment ? v->equipment[index] : NULL;
}

const char *wg_view_hidden_item_at(const wg_view *view, size_t unit, size_t index)
{
    const v_unit *v = unit_of(view, unit);
    return v && index < v->n_hidden ? v->hidden[index] : NULL;
}

size_t wg_view_hidden_count(const wg_view *view)
{
    return view ? view->n_hidden_units : 0;
}

size_t wg_view_hidden_unit(const wg_view *view, size_t index)
{
    return view && index < view->n_hidden_units ? view->hidden_units[index] : WG_NONE;
}

bool wg_view_valid(const wg_view *view)
{
    return view && view->n_violations == 0;
}

size_t wg_view_violation_count(const wg_view *view)
{
    return view ? view->n_violations : 0;
}

const wg_violation *wg_view_violation_at(const wg_view *view, size_t index)
{
    return view && index < view->n_violations ? &view->violations[index] : NULL;
}
