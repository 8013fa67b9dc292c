/* Fixed-width unsigned integers for the exact distributions
 * (internal/big.h). Plain schoolbook arithmetic: the numbers have a few
 * words (36! has 139 bits), and the dynamic programmes make many small
 * operations rather than a few large ones. */
#include <math.h>
#include <string.h>

#include "internal/big.h"
#include "internal/mul.h"

uint64_t wgi_big_add(uint64_t *a, const uint64_t *b, size_t n)
{
    uint64_t carry = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t s = a[i] + carry;
        carry = s < carry;
        a[i] = s + b[i];
        carry += a[i] < s;
    }
    return carry;
}

uint64_t wgi_big_muladd(uint64_t *a, const uint64_t *b, uint64_t m, size_t n)
{
    uint64_t carry = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t lo, hi = wgi_mul128(b[i], m, &lo);
        lo += carry;
        hi += lo < carry;
        a[i] += lo;
        hi += a[i] < lo;
        carry = hi;
    }
    return carry;
}

uint64_t wgi_big_mul_small(uint64_t *a, uint64_t m, size_t n)
{
    uint64_t carry = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t lo, hi = wgi_mul128(a[i], m, &lo);
        lo += carry;
        hi += lo < carry;
        a[i] = lo;
        carry = hi;
    }
    return carry;
}

/* By 32-bit halves, so that no 128-bit division is needed: d < 2^32. */
uint64_t wgi_big_div_small(uint64_t *a, uint64_t d, size_t n)
{
    uint64_t rem = 0;
    for (size_t i = n; i-- > 0;) {
        uint64_t hi = (rem << 32) | (a[i] >> 32);
        uint64_t qh = hi / d;
        rem = hi % d;
        uint64_t lo = (rem << 32) | (a[i] & 0xffffffffu);
        uint64_t ql = lo / d;
        rem = lo % d;
        a[i] = (qh << 32) | ql;
    }
    return rem;
}

void wgi_big_mul(uint64_t *out, const uint64_t *a, size_t na, const uint64_t *b, size_t nb)
{
    memset(out, 0, (na + nb) * sizeof *out);
    for (size_t j = 0; j < nb; j++)
        out[na + j] = wgi_big_muladd(out + j, a, b[j], na);
}

bool wgi_big_is_zero(const uint64_t *a, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (a[i])
            return false;
    return true;
}

int wgi_big_cmp(const uint64_t *a, const uint64_t *b, size_t n)
{
    for (size_t i = n; i-- > 0;)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return 0;
}

size_t wgi_big_bits(const uint64_t *a, size_t n)
{
    for (size_t i = n; i-- > 0;)
        if (a[i]) {
            size_t bits = 64 * i;
            for (uint64_t w = a[i]; w; w >>= 1)
                bits++;
            return bits;
        }
    return 0;
}

void wgi_big_set(uint64_t *a, uint64_t v, size_t n)
{
    memset(a, 0, n * sizeof *a);
    if (n)
        a[0] = v;
}

void wgi_big_add_decimal(wgi_buf *b, uint64_t *a, size_t n)
{
    /* Nine digits at a time, least significant first, then the whole run
     * reversed in place: no bound on the length beyond the buffer's. */
    size_t start = b->len;
    do {
        uint32_t group = (uint32_t)wgi_big_div_small(a, 1000000000u, n);
        char digits[10];
        for (int i = 0; i < 9; i++, group /= 10)
            digits[i] = (char)('0' + group % 10);
        digits[9] = '\0';
        wgi_buf_add(b, digits);
    } while (!wgi_big_is_zero(a, n));
    if (b->failed)
        return;
    while (b->len > start + 1 && b->data[b->len - 1] == '0') /* leading zeros */
        b->data[--b->len] = '\0';
    for (size_t i = start, j = b->len - 1; i < j; i++, j--) {
        char t = b->data[i];
        b->data[i] = b->data[j];
        b->data[j] = t;
    }
}

/* The top 64 bits of a as a double, and the power of two they stand for. */
static double top(const uint64_t *a, size_t n, long *exponent)
{
    size_t bits = wgi_big_bits(a, n);
    if (bits <= 64) {
        *exponent = 0;
        return (double)a[0];
    }
    size_t shift = bits - 64, w = shift / 64, s = shift % 64;
    uint64_t v = a[w] >> s;
    if (s && w + 1 < n)
        v |= a[w + 1] << (64 - s);
    *exponent = (long)shift;
    return (double)v;
}

double wgi_big_ratio(const uint64_t *num, const uint64_t *den, size_t n)
{
    long en, ed;
    double a = top(num, n, &en), b = top(den, n, &ed);
    return a == 0 ? 0 : ldexp(a / b, (int)(en - ed));
}
