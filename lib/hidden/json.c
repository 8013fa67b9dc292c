/* The views as `wargen-view/1` documents (docs/FORMATS.md, "Open and hidden
 * views"). */
#include "internal/alloc.h"
#include "internal/buf.h"
#include "internal/error.h"
#include "internal/hidden.h"
#include "internal/report.h"

/* , "key": ["a", "b"] from a string accessor of unit u. */
static void add_list(wgi_buf *b, const char *key, const wg_view *v, size_t u, size_t n,
                     const char *(*at)(const wg_view *, size_t, size_t))
{
    wgi_buf_addf(b, ", \"%s\": [", key);
    for (size_t k = 0; k < n; k++) {
        wgi_buf_add(b, k ? ", " : "");
        wgi_buf_add_json_string(b, at(v, u, k));
    }
    wgi_buf_add(b, "]");
}

/* {"unit": N, "label": L the start both views share. */
static void add_head(wgi_buf *b, const wg_view_unit *u)
{
    wgi_buf_addf(b, "{\"unit\": %zu, \"label\": ", u->unit);
    if (u->label)
        wgi_buf_add_json_string(b, u->label);
    else
        wgi_buf_add(b, "null");
}

/* , "revealed": [ids]: what a game has revealed of unit u so far (H5). */
static void add_revealed(wgi_buf *b, const wg_reveal *r, size_t u)
{
    wgi_buf_add(b, ", \"revealed\": [");
    for (size_t k = 0; k < wg_reveal_unit_item_count(r, u); k++) {
        wgi_buf_add(b, k ? ", " : "");
        wgi_buf_add_json_string(b, wg_reveal_unit_item_at(r, u, k));
    }
    wgi_buf_add(b, "]");
}

/* All the opponent sees (H1-H3): no points, no hides_in; with r, what has
 * been revealed too (H5). */
static void add_open_unit(wgi_buf *b, const wg_view *v, const wg_view_unit *u,
                          const wg_reveal *r)
{
    add_head(b, u);
    wgi_buf_add(b, ", \"entry\": ");
    wgi_buf_add_json_string(b, u->entry);
    wgi_buf_add(b, ", \"name\": ");
    wgi_buf_add_json_string(b, u->name);
    wgi_buf_addf(b, ", \"category\": \"%s\", \"models\": %d, \"general\": %s",
                wg_category_name(u->category), u->models, u->general ? "true" : "false");
    add_list(b, "options", v, u->unit, u->option_count, wg_view_option_at);
    add_list(b, "equipment", v, u->unit, u->equipment_count, wg_view_equipment_at);
    if (r)
        add_revealed(b, r, u->unit);
    wgi_buf_add(b, "}");
}

static void add_hidden_unit(wgi_buf *b, const wg_view *v, const wg_view_unit *u)
{
    add_head(b, u);
    add_list(b, "items", v, u->unit, u->hidden_item_count, wg_view_hidden_item_at);
    if (u->hides)
        wgi_buf_addf(b, ", \"hides_in\": %zu", u->hides_in);
    wgi_buf_add(b, "}");
}

static void add_units(wgi_buf *b, const wg_view *v, wg_view_kind kind, const wg_reveal *r)
{
    bool open = kind == WG_VIEW_KIND_OPEN;
    size_t n = open ? wg_view_unit_count(v) : wg_view_hidden_unit_count(v);
    wgi_buf_add(b, "\"units\": [");
    for (size_t k = 0; k < n; k++) {
        wg_view_unit u; /* k is in range */
        (open ? wg_view_unit_at : wg_view_hidden_unit_at)(&u, v, k, NULL);
        wgi_buf_add(b, k ? ", " : "");
        if (open)
            add_open_unit(b, v, &u, r);
        else
            add_hidden_unit(b, v, &u);
    }
    wgi_buf_add(b, "]");
}

void wgi_view_write(wgi_buf *b, const wg_view *v, wg_view_kind kind, const wg_reveal *r)
{
    wgi_buf_addf(b, "{\"format\": \"wargen-view/1\", \"view\": \"%s\", \"catalog\": ",
                wg_view_kind_name(kind));
    wgi_buf_add_json_string(b, v->roster->catalog->id);
    wgi_buf_addf(b, ", \"points\": %d, ", v->roster->points);
    add_units(b, v, kind, r);
    wgi_buf_add(b, "}");
}

wg_status wg_view_to_json(char **out, const wg_view *view, wg_view_kind kind, wg_error *err)
{
    if (out == NULL || view == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_view_to_json: NULL argument");
    if (wg_view_kind_name(kind) == NULL)
        return wgi_fail(err, WG_EINVAL, "unknown view %d (expected open or hidden)", (int)kind);
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_view_write(&b, view, kind, NULL);
    return wgi_buf_finish(&b, out, err);
}

wg_status wg_view_violations_to_json(char **out, const wg_view *view, wg_error *err)
{
    if (out == NULL || view == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_view_violations_to_json: NULL argument");
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_buf_addf(&b, "{\"valid\": %s, ", view->n_violations ? "false" : "true");
    wgi_violations_add_json(&b, view->violations, view->n_violations);
    wgi_buf_add(&b, "}");
    return wgi_buf_finish(&b, out, err);
}
