/* Unsigned integers of a fixed number of 64-bit words, least significant
 * first, for the exact distributions (wargen/dist.h). The words are the
 * caller's: a dynamic programme keeps many numbers of one width side by side
 * in one array. Every operation that can carry returns what left the top
 * word, so that an overflow is seen rather than wrapped; the callers size
 * their numbers from a bound and treat a carry as WG_ERANGE. */
#ifndef WGI_INTERNAL_BIG_H
#define WGI_INTERNAL_BIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "internal/buf.h"

/* a += b (n words each); the carry out. */
uint64_t wgi_big_add(uint64_t *a, const uint64_t *b, size_t n);
/* a += b * m (n words each); the carry out, a word. */
uint64_t wgi_big_muladd(uint64_t *a, const uint64_t *b, uint64_t m, size_t n);
/* a *= m; the carry out. */
uint64_t wgi_big_mul_small(uint64_t *a, uint64_t m, size_t n);
/* a /= d (d > 0); the remainder. */
uint64_t wgi_big_div_small(uint64_t *a, uint64_t d, size_t n);
/* out = a * b: out has na + nb words and overlaps neither. */
void wgi_big_mul(uint64_t *out, const uint64_t *a, size_t na, const uint64_t *b, size_t nb);
bool wgi_big_is_zero(const uint64_t *a, size_t n);
/* -1, 0 or 1 as a < b, a == b, a > b. */
int wgi_big_cmp(const uint64_t *a, const uint64_t *b, size_t n);
/* The number of significant bits: 0 for 0. */
size_t wgi_big_bits(const uint64_t *a, size_t n);
/* Set a to the small value v. */
void wgi_big_set(uint64_t *a, uint64_t v, size_t n);
/* Append a in decimal to b; a is consumed (left 0). */
void wgi_big_add_decimal(wgi_buf *b, uint64_t *a, size_t n);
/* num / den as the nearest double (0 when num is 0; den is not 0). */
double wgi_big_ratio(const uint64_t *num, const uint64_t *den, size_t n);

#endif
