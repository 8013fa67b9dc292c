/* Fresh seeds (wg_rng_fresh_seed): the one function that may look at the
 * clock, and only when the system has no random source. */
#include <stdio.h>
#include <stdint.h>
#include <time.h>

#include "wargen/rng.h"

/* splitmix64's finaliser: spreads a weak fallback value over all bits. */
static uint64_t mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static int read_system_random(uint64_t *out)
{
    FILE *f = fopen("/dev/urandom", "rb");
    if (f == NULL)
        return 0;
    size_t n = fread(out, sizeof *out, 1, f);
    fclose(f);
    return n == 1;
}

uint64_t wg_rng_fresh_seed(void)
{
    uint64_t raw;
    if (!read_system_random(&raw))
        raw = mix((uint64_t)time(NULL) ^ ((uint64_t)clock() << 32) ^ (uint64_t)(uintptr_t)&raw);
    /* 2^64 is not a multiple of 10^9: the bias of the modulo is below 1e-10,
     * which no user of a seed can see. */
    return raw % ((uint64_t)WG_FRESH_SEED_MAX + 1);
}
