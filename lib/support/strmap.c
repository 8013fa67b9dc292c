/* String-keyed map by open addressing with linear probing; FNV-1a hashes.
 * No deletion: the modules that use it never forget a name. */
#include <string.h>

#include "internal/alloc.h"
#include "internal/strmap.h"

void wgi_strmap_init(wgi_strmap *map)
{
    memset(map, 0, sizeof *map);
}

void wgi_strmap_free(wgi_strmap *map)
{
    wg_free(map->slots);
    wgi_strmap_init(map);
}

static size_t hash(const char *s)
{
    unsigned long long h = 1469598103934665603ULL;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ULL;
    return (size_t)(h ^ (h >> 29));
}

/* The slot holding key, or the empty slot where it would go. */
static wgi_strmap_slot *find(const wgi_strmap_slot *slots, size_t cap, const char *key)
{
    size_t i = hash(key) & (cap - 1);
    while (slots[i].key && strcmp(slots[i].key, key) != 0)
        i = (i + 1) & (cap - 1);
    return (wgi_strmap_slot *)&slots[i];
}

bool wgi_strmap_get(const wgi_strmap *map, const char *key, size_t *value)
{
    if (map->cap == 0)
        return false;
    const wgi_strmap_slot *slot = find(map->slots, map->cap, key);
    if (slot->key == NULL)
        return false;
    *value = slot->value;
    return true;
}

bool wgi_strmap_reserve_n(wgi_strmap *map, size_t n)
{
    /* At most half full, so probes stay short. */
    if ((map->count + n) * 2 <= map->cap)
        return true;
    size_t cap = map->cap ? map->cap * 2 : 16;
    while ((map->count + n) * 2 > cap)
        cap *= 2;
    wgi_strmap_slot *slots = wgi_calloc(cap, sizeof *slots);
    if (slots == NULL)
        return false;
    for (size_t i = 0; i < map->cap; i++)
        if (map->slots[i].key)
            *find(slots, cap, map->slots[i].key) = map->slots[i];
    wg_free(map->slots);
    map->slots = slots;
    map->cap = cap;
    return true;
}

bool wgi_strmap_reserve(wgi_strmap *map)
{
    return wgi_strmap_reserve_n(map, 1);
}

void wgi_strmap_put(wgi_strmap *map, const char *key, size_t value)
{
    wgi_strmap_slot *slot = find(map->slots, map->cap, key);
    if (slot->key == NULL)
        map->count++;
    slot->key = key;
    slot->value = value;
}
