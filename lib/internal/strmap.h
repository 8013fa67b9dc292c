/* A map from NUL-terminated strings to indexes, by open addressing. The
 * keys are borrowed: they must outlive the map (modules point it at strings
 * they own). Lookups are O(1) on average, so sets of 100,000 named things
 * (models) load in linear time. */
#ifndef WGI_INTERNAL_STRMAP_H
#define WGI_INTERNAL_STRMAP_H

#include <stdbool.h>
#include <stddef.h>

typedef struct wgi_strmap_slot {
    const char *key;   /* NULL for an empty slot */
    size_t value;
} wgi_strmap_slot;

typedef struct wgi_strmap {
    wgi_strmap_slot *slots;
    size_t cap;     /* a power of two, or 0 */
    size_t count;
} wgi_strmap;

void wgi_strmap_init(wgi_strmap *map);
void wgi_strmap_free(wgi_strmap *map);
/* The value of key; false when absent. */
bool wgi_strmap_get(const wgi_strmap *map, const char *key, size_t *value);
/* Make room for one more key, so the wgi_strmap_put() that follows cannot
 * fail; false on WG_ENOMEM, with the map unchanged. */
bool wgi_strmap_reserve(wgi_strmap *map);
/* Make room for n more keys (a batch added all or nothing). */
bool wgi_strmap_reserve_n(wgi_strmap *map, size_t n);
/* Insert or replace; the room must have been reserved. */
void wgi_strmap_put(wgi_strmap *map, const char *key, size_t value);

#endif
