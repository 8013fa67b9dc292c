/* Reading a view: its units, their lists, the hidden units, the clashes,
 * and the names of the two views. */
#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/hidden.h"
#include "internal/load.h"

static const char *const view_kind_names[WG_VIEW_KIND_COUNT + 1] = {"open", "hidden", NULL};

WGI_ENUM_NAMES(wg_view_kind, view_kind_names, 0, WG_VIEW_KIND_COUNT, "view")

size_t wg_view_unit_count(const wg_view *view)
{
    return view ? view->roster->n_units : 0;
}

wg_status wg_view_unit_at(wg_view_unit *out, const wg_view *view, size_t unit, wg_error *err)
{
    wg_status st = wgi_at_check(out, view, unit, wg_view_unit_count(view), __func__, "unit", err);
    if (st != WG_OK)
        return st;
    const wg_roster *r = view->roster;
    const r_unit *u = &r->units[unit];
    const v_unit *v = &view->units[unit];
    const wg_unit_entry *e = &r->catalog->units[u->entry].e;
    *out = (wg_view_unit){
        .unit = unit, .label = v->label, .assigned = v->assigned, .twin = v->twin,
        .entry = e->id, .name = e->name, .category = u->moved ? u->category : e->category,
        .models = u->models, .general = u->general, .option_count = u->n_options,
        .equipment_count = v->n_equipment,
        .hidden_item_count = v->n_hidden, .hides = u->hides,
        .hides_in = u->hides ? u->hides_in : WG_NONE};
    return WG_OK;
}

/* Unit unit's parts, or NULL for a NULL view or a unit past the end. */
static const v_unit *unit_of(const wg_view *view, size_t unit)
{
    return view && unit < view->roster->n_units ? &view->units[unit] : NULL;
}

size_t wg_view_option_count(const wg_view *view, size_t unit)
{
    return unit_of(view, unit) ? view->roster->units[unit].n_options : 0;
}

const char *wg_view_option_at(const wg_view *view, size_t unit, size_t index)
{
    if (index >= wg_view_option_count(view, unit))
        return NULL;
    const r_unit *u = &view->roster->units[unit];
    const cat_unit *e = &view->roster->catalog->units[u->entry];
    return e->options[u->options[index]].id;
}

size_t wg_view_equipment_count(const wg_view *view, size_t unit)
{
    const v_unit *v = unit_of(view, unit);
    return v ? v->n_equipment : 0;
}

const char *wg_view_equipment_at(const wg_view *view, size_t unit, size_t index)
{
    return index < wg_view_equipment_count(view, unit) ? view->units[unit].equipment[index]
                                                        : NULL;
}

size_t wg_view_hidden_item_count(const wg_view *view, size_t unit)
{
    const v_unit *v = unit_of(view, unit);
    return v ? v->n_hidden : 0;
}

const char *wg_view_hidden_item_at(const wg_view *view, size_t unit, size_t index)
{
    return index < wg_view_hidden_item_count(view, unit) ? view->units[unit].hidden[index]
                                                          : NULL;
}

size_t wg_view_hidden_unit_count(const wg_view *view)
{
    return view ? view->n_hidden_units : 0;
}

wg_status wg_view_hidden_unit_at(wg_view_unit *out, const wg_view *view, size_t index,
                                 wg_error *err)
{
    wg_status st = wgi_at_check(out, view, index, wg_view_hidden_unit_count(view), __func__,
                                "hidden unit", err);
    return st == WG_OK ? wg_view_unit_at(out, view, view->hidden_units[index], err) : st;
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
