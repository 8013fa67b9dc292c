/* A growable list of error records (wargen/error.h). */
#include <string.h>

#include "internal/alloc.h"
#include "internal/problems.h"

struct wg_problems {
    wg_error *items;
    size_t count, capacity;
    size_t omitted; /* found beyond WG_PROBLEMS_MAX */
};

wg_status wgi_problems_new(wg_problems **out)
{
    *out = wgi_calloc(1, sizeof **out);
    return *out ? WG_OK : WG_ENOMEM;
}

wg_status wgi_problems_add(wg_problems *problems, const wg_error *e)
{
    if (problems->count == WG_PROBLEMS_MAX) {
        problems->omitted++;
        return WG_OK;
    }
    if (!wgi_grow((void **)&problems->items, &problems->capacity, problems->count + 1,
                 sizeof *problems->items))
        return WG_ENOMEM;
    problems->items[problems->count++] = *e;
    return WG_OK;
}

size_t wg_problems_count(const wg_problems *problems)
{
    return problems ? problems->count : 0;
}

size_t wg_problems_omitted(const wg_problems *problems)
{
    return problems ? problems->omitted : 0;
}

const wg_error *wg_problems_at(const wg_problems *problems, size_t index)
{
    return problems && index < problems->count ? &problems->items[index] : NULL;
}

void wg_problems_free(wg_problems *problems)
{
    if (problems) {
        wg_free(problems->items);
        wg_free(problems);
    }
}
