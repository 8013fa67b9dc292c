/* Points and prices as the rules write them (wargen/roster.h, R3, R4):
 * multiples of 0.5, held as integer half-points. The catalogue reader and
 * the bindings both read them here. */
#include <math.h>

#include "internal/error.h"
#include "internal/roster.h"

wg_status wg_points_to_half(int *out, double points, wg_error *err)
{
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_points_to_half: out is NULL");
    /* !(a <= x) also refuses NaN */
    if (!(points >= 0 && points <= WG_POINTS_MAX_COST))
        return wgi_fail(err, WG_EINVAL, "a cost must be 0 to %d points, not %.10g",
                       WG_POINTS_MAX_COST, points);
    double half = points * 2;
    if (half != floor(half))
        return wgi_fail(err, WG_EINVAL, "a cost of %.10g points is not a multiple of 0.5 (R3)",
                       points);
    *out = (int)half;
    return WG_OK;
}

wg_fraction wg_points_from_half(int half)
{
    return half % 2 ? (wg_fraction){half, 2} : (wg_fraction){half / 2, 1};
}

/* One price of "A/B" at *s: digits, then optionally a point and digits
 * that make a multiple of 0.5 ("32.5", "40", "17.50"), as half-points up
 * to WGI_COST_MAX; *s moves past it. Integers only: no strtod, so no
 * whitespace, sign, exponent, hex, inf or nan gets in. */
static bool read_half(const char **s, int *out)
{
    const char *p = *s;
    long half = 0;
    if (*p < '0' || *p > '9')
        return false;
    for (; *p >= '0' && *p <= '9'; p++) {
        half = half * 10 + 2 * (*p - '0');
        if (half > WGI_COST_MAX)
            return false;
    }
    if (*p == '.') {
        p++;
        if (*p != '0' && *p != '5')
            return false;
        half += *p++ == '5';
        while (*p == '0')
            p++;
        if (*p >= '1' && *p <= '9')
            return false;
    }
    if (half > WGI_COST_MAX)
        return false;
    *out = (int)half;
    *s = p;
    return true;
}

wg_status wg_price_parse(wg_price *out, const char *text, wg_error *err)
{
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_price_parse: out is NULL");
    const char *p = text ? text : "";
    int a, b;
    if (!read_half(&p, &a) || *p++ != '/' || !read_half(&p, &b) || *p != '\0')
        return wgi_fail(err, WG_EINVAL, "\"%s\" is not a price: a number, or \"A/B\" (A for a "
                       "Lord, B for a Hero or a champion; multiples of 0.5 up to %d) (R4)",
                       text ? text : "", WG_POINTS_MAX_COST);
    *out = (wg_price){a, b};
    return WG_OK;
}
