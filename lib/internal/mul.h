/* 64 x 64 -> 128-bit multiplication, for unbiased bounded draws. */
#ifndef WGI_INTERNAL_MUL_H
#define WGI_INTERNAL_MUL_H

#include <stdint.h>

/* The same product from 32-bit halves, for compilers without a 128-bit
 * type; the unit tests check it against the native one. */
static inline uint64_t wgi_mul128_portable(uint64_t a, uint64_t b, uint64_t *lo)
{
    uint64_t a_lo = a & 0xffffffffu, a_hi = a >> 32;
    uint64_t b_lo = b & 0xffffffffu, b_hi = b >> 32;
    uint64_t ll = a_lo * b_lo, lh = a_lo * b_hi, hl = a_hi * b_lo, hh = a_hi * b_hi;
    uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
    *lo = (mid << 32) | (ll & 0xffffffffu);
    return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}

/* High 64 bits of a * b; the low 64 bits go to *lo. WebAssembly has the
 * 128-bit type but no such multiplication: clang calls compiler-rt's
 * __multi3, through memory, where the portable halves are inline (1M morale
 * checks in one call took 2.7 times as long in Node with it). */
static inline uint64_t wgi_mul128(uint64_t a, uint64_t b, uint64_t *lo)
{
#if defined(__SIZEOF_INT128__) && !defined(__wasm__)
    __extension__ typedef unsigned __int128 u128;
    u128 m = (u128)a * b;
    *lo = (uint64_t)m;
    return (uint64_t)(m >> 64);
#else
    return wgi_mul128_portable(a, b, lo);
#endif
}

#endif
