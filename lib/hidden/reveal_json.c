/* The reveal tracker's JSON (rule H5): the events of a `wargen-reveal/1`
 * file fed to it, all checked first so that a bad file changes nothing;
 * and what has been revealed, with the open view as the opponent knows it. */
#include <stdint.h>

#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/hidden.h"
#include "internal/json.h"
#include "internal/load.h"

static const char *const DOC_KEYS[] = {"format", "events", NULL};
static const char *const EVENT_KEYS[] = {"unit", "item", "use", "beyond_mundane", NULL};

/* An event checked against the roster, ready to feed. */
typedef struct event {
    size_t unit, slot;
    wg_item_use use;
    bool beyond;
} event;

static wg_status read_event(event *e, const wg_reveal *r, const wgi_jval *v, wg_error *err)
{
    wgi_jval unit, item, use;
    int64_t index = 0;
    int u = 0;
    const char *id = NULL;
    e->beyond = true;
    wg_status st = wgi_json_object(v, EVENT_KEYS, err);
    if (st == WG_OK && (st = wgi_json_member(&unit, v, "unit", true, err)) == WG_OK)
        st = wgi_json_int(&index, &unit, 0, INT64_MAX, err);
    if (st == WG_OK && (st = wgi_json_member(&use, v, "use", true, err)) == WG_OK)
        st = wgi_json_enum(&u, &use, wgi_item_use_names, err);
    if (st == WG_OK)
        st = wgi_json_member_bool(&e->beyond, v, "beyond_mundane", false, err);
    if (st == WG_OK && (st = wgi_json_member(&item, v, "item", true, err)) == WG_OK)
        st = wgi_json_string(&id, &item, err);
    e->unit = (size_t)index;
    e->use = (wg_item_use)u;
    if (st == WG_OK && (st = wgi_reveal_find(&e->slot, r, e->unit, id, err)) != WG_OK)
        st = wgi_json_relocate(err, e->unit >= wg_view_unit_count(r->view) ? &unit : &item,
                               WG_EFORMAT);
    return st;
}

static wg_status read_events(event **out, size_t *n, const wg_reveal *r, const wgi_jdoc *doc,
                             wg_error *err)
{
    wgi_jval root, list;
    wgi_json_root(&root, doc);
    wg_status st = wgi_json_document(&root, "wargen-reveal/1", DOC_KEYS, err);
    if (st == WG_OK && (st = wgi_json_member(&list, &root, "events", true, err)) == WG_OK)
        st = wgi_json_array(n, &list, 0, 1000000, err);
    if (st != WG_OK)
        return st;
    *out = wgi_calloc(*n + 1, sizeof **out);
    if (*out == NULL)
        return wgi_fail_nomem(err);
    for (size_t i = 0; st == WG_OK && i < *n; i++) {
        wgi_jval v;
        wgi_json_element(&v, &list, i);
        st = read_event(&(*out)[i], r, &v, err);
    }
    return st;
}

static wg_status apply(void *target, const void *ctx, wgi_jdoc *doc, wg_error *err)
{
    (void)ctx;
    wg_reveal *r = target;
    event *events = NULL;
    size_t n = 0;
    wg_status st = read_events(&events, &n, r, doc, err);
    if (st == WG_OK && !wgi_reveal_reserve(r, n))
        st = wgi_fail_nomem(err);
    for (size_t i = 0; st == WG_OK && i < n; i++)
        wgi_reveal_feed(r, events[i].unit, events[i].slot, events[i].use, events[i].beyond);
    wg_free(events);
    return st;
}

static const wgi_reader apply_reader = {apply, false, false};

wg_status wg_reveal_apply_string(wg_reveal *reveal, const char *json, size_t size,
                                 const char *name, wg_error *err)
{
    return wgi_load(reveal, NULL, &apply_reader, WGI_TEXT(json, size, name), err);
}

wg_status wg_reveal_apply_file(wg_reveal *reveal, const char *path, wg_error *err)
{
    return wgi_load(reveal, NULL, &apply_reader, WGI_FILE(path), err);
}

wg_status wg_reveal_to_json(char **out, const wg_reveal *reveal, wg_error *err)
{
    if (out == NULL || reveal == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_reveal_to_json: NULL argument");
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_buf_add(&b, "{\"revealed\": [");
    for (size_t k = 0; k < reveal->n_log; k++) {
        const wg_revelation *e = &reveal->log[k];
        wgi_buf_addf(&b, "%s{\"event\": %zu, \"unit\": %zu, \"item\": ", k ? ", " : "",
                    e->event, e->unit);
        wgi_buf_add_json_string(&b, e->item);
        wgi_buf_add(&b, "}");
    }
    wgi_buf_add(&b, "], \"open\": ");
    wgi_view_write(&b, reveal->view, WG_VIEW_KIND_OPEN, reveal);
    wgi_buf_add(&b, "}");
    return wgi_buf_finish(&b, out, err);
}
