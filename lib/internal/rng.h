/* The generator's state and its inline steps, for the hot paths of other
 * modules (bulk army generation draws two D6 per entry). */
#ifndef WGI_INTERNAL_RNG_H
#define WGI_INTERNAL_RNG_H

#include <stdint.h>

#include "wargen/rng.h"
#include "internal/mul.h"

struct wg_rng {
    uint64_t s[4];
};

static inline uint64_t wgi_rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

/* One xoshiro256** step. */
static inline uint64_t wgi_rng_step(uint64_t *s)
{
    uint64_t result = wgi_rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = wgi_rotl(s[3], 45);
    return result;
}

/* Lemire's method (ACM TOMACS 2019): the high word of x * bound is uniform
 * in [0, bound) once the few x whose low word falls below 2^64 mod bound are
 * rejected; the division that finds that threshold runs only when the low
 * word is already below bound (for a D6, once in 3e18 draws). bound >= 1. */
static inline uint64_t wgi_rng_step_below(uint64_t *s, uint64_t bound)
{
    uint64_t lo, hi = wgi_mul128(wgi_rng_step(s), bound, &lo);
    if (lo < bound) {
        uint64_t threshold = (0 - bound) % bound;
        while (lo < threshold)
            hi = wgi_mul128(wgi_rng_step(s), bound, &lo);
    }
    return hi;
}

/* A D6 minus one: 0 to 5. */
static inline int wgi_rng_step_d6(wg_rng *rng)
{
    return (int)wgi_rng_step_below(rng->s, 6);
}

/* A D66 as an index 0 to 35, (tens - 1) * 6 + (units - 1): one of the 36
 * equally likely pairs of two independent D6 (G2), in one draw. */
static inline int wgi_rng_step_d66(wg_rng *rng)
{
    return (int)wgi_rng_step_below(rng->s, 36);
}

#endif
