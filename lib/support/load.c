/* The library's one document loader and list accessor check (internal/load.h). */
#include "internal/load.h"
#include <string.h>
#include "internal/error.h"

wg_status wgi_json_open(wgi_jdoc *doc, const wgi_source *src, wg_error *err)
{
    if (src->file)
        return wgi_json_load_file(doc, src->path, err);
    return wgi_json_load_string(doc, src->text, src->size, src->name, err);
}

wg_status wgi_load(void *target, const void *ctx, const wgi_reader *reader,
                   const wgi_source *src, wg_error *err)
{
    if (target == NULL || (reader->needs_ctx && ctx == NULL))
        return wgi_fail(err, WG_EINVAL, reader->needs_ctx ? "%s: NULL argument"
                                                          : "%s: out is NULL", src->fn);
    /* target is a T ** for some struct T: pointers to structs share one
     * representation (C11 6.2.5), and memset writes it without reading it
     * as another type. */
    if (reader->makes)
        memset(target, 0, sizeof(void *));
    wgi_jdoc doc;
    wg_status st = wgi_json_open(&doc, src, err);
    if (st != WG_OK)
        return st;
    st = reader->read(target, ctx, &doc, err);
    wgi_json_close(&doc);
    return st;
}

wg_status wgi_at_check(const void *out, const void *handle, size_t index, size_t count,
                       const char *fn, const char *what, wg_error *err)
{
    if (out == NULL || handle == NULL)
        return wgi_fail(err, WG_EINVAL, "%s: NULL argument", fn);
    if (index >= count)
        return wgi_fail(err, WG_ENOTFOUND, "no %s %zu: there %s %zu", what, index,
                        count == 1 ? "is" : "are", count);
    return WG_OK;
}
