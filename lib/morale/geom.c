/* The battlefield's pure geometry (rules B6, B12 use it; it knows no
 * battle): bases are rotated rectangles, impassable terrain is convex
 * polygons; distances, overlaps and sweeps use the separating axis theorem
 * (exact for convex polygons). The rules that move and place battalions
 * with it, retreats (B12) and rallies (B6), are in morale/retreat.c.
 *
 * Tolerances. EPS is WG_GEOM_EPSILON, an absolute length in the caller's
 * units; every comparison of lengths uses it, never a relative one.
 * - Contact: two shapes at most EPS apart touch. They overlap only when
 *   their projections overlap by more than EPS on every axis, so touching
 *   (or a rounding error of the size of EPS) is never overlapping.
 * - Sweeps: a moving shape is stopped only by a shape its path, carried
 *   on, would overlap (by more than EPS), when it reaches that shape within
 *   the move or ends within EPS of it; the distance is the exact first
 *   contact, without an EPS margin, so a move against a wall is exact to
 *   rounding. A shape touching another and moving away from it or sliding
 *   along it is not stopped; touching it and moving into it gives 0. An
 *   axis along which the whole move shifts the shape by at most EPS counts
 *   as parallel to the move. Shapes that already overlap stop each other at
 *   0 (they are in contact already: B12 stops a retreat there).
 * - Polygons: a point within EPS of the one before it repeats it (refused);
 *   a point that turns the wrong way by at most EPS (its distance from the
 *   previous edge's line) counts as straight; a polygon whose doubled area
 *   is at most EPS times its perimeter (thinner than about 2 EPS) has no
 *   area.
 * - Facings are reduced modulo 360 degrees exactly; the four right angles
 *   use exact cosines and sines, so axis-aligned bases have exact corners.
 *
 * The maths here (sqrt, sin, cos, fmod) needs the C maths library (libm)
 * at link time.
 */
#include <math.h>
#include <stdint.h>

#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/morale.h"

#define EPS WG_GEOM_EPSILON

/* C11 has no M_PI. */
static const double PI = 3.14159265358979323846;

static double dot(wgi_pt a, wgi_pt b)
{
    return a.x * b.x + a.y * b.y;
}

static double cross(wgi_pt a, wgi_pt b)
{
    return a.x * b.y - a.y * b.x;
}

static wgi_pt sub(wgi_pt a, wgi_pt b)
{
    return (wgi_pt){a.x - b.x, a.y - b.y};
}

static double min2(double a, double b)
{
    return a < b ? a : b;
}

static double max2(double a, double b)
{
    return a > b ? a : b;
}

/* ---- Bases -------------------------------------------------------------------------- */

/* The unit vector of a facing in degrees (counter-clockwise from +x). The
 * right angles are exact: cos(90 degrees) in floating point is 6e-17, which
 * would tilt every axis-aligned base. */
wgi_pt wgi_facing_unit(double degrees)
{
    static const wgi_pt right[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    double r = fmod(degrees, 360.0);   /* exact */
    if (r < 0)
        r += 360.0;
    if (r >= 360.0)                    /* a tiny negative r rounds up to 360 */
        r = 0;
    if (r == 0 || r == 90 || r == 180 || r == 270)
        return right[(int)(r / 90)];
    double rad = r * (PI / 180.0);
    return (wgi_pt){cos(rad), sin(rad)};
}

void wgi_base_corners(const wg_base *base, wgi_pt out[4])
{
    wgi_pt f = wgi_facing_unit(base->facing);
    wgi_pt l = {-f.y, f.x};             /* the front's left, seen from the centre */
    double hd = base->depth / 2, hw = base->width / 2;
    wgi_pt fd = {f.x * hd, f.y * hd}, lw = {l.x * hw, l.y * hw};
    /* front right, front left, back left, back right: counter-clockwise */
    out[0] = (wgi_pt){base->x + fd.x - lw.x, base->y + fd.y - lw.y};
    out[1] = (wgi_pt){base->x + fd.x + lw.x, base->y + fd.y + lw.y};
    out[2] = (wgi_pt){base->x - fd.x + lw.x, base->y - fd.y + lw.y};
    out[3] = (wgi_pt){base->x - fd.x - lw.x, base->y - fd.y - lw.y};
}

/* Whether x is a number within ±WG_GEOM_MAX (false for NaN and infinities):
 * beyond it, a retreat's direction (a difference of two centres) or a
 * squared distance would overflow. */
bool wgi_geom_in_range(double x)
{
    return fabs(x) <= WG_GEOM_MAX;
}

bool wgi_base_valid(const wg_base *base)
{
    return base != NULL && wgi_geom_in_range(base->x) && wgi_geom_in_range(base->y) &&
           isfinite(base->facing) && wgi_geom_in_range(base->width) &&
           wgi_geom_in_range(base->depth) && base->width > 0 && base->depth > 0;
}

/* ---- Convex polygons: the separating axis theorem --------------------------------- */

/* Axis k of a pair of polygons: the unit normal of a's edge k, or of b's
 * edge k - na. Only the edge normals of the two can separate convex
 * polygons. False for an edge of length 0, which has no normal. */
static bool axis_at(const wgi_pt *a, size_t na, const wgi_pt *b, size_t nb, size_t k,
                    wgi_pt *axis)
{
    const wgi_pt *p = k < na ? a : b;
    size_t n = k < na ? na : nb, i = k < na ? k : k - na;
    wgi_pt e = sub(p[(i + 1) % n], p[i]);
    double len = sqrt(dot(e, e));
    if (!(len > 0))
        return false;
    *axis = (wgi_pt){e.y / len, -e.x / len};
    return true;
}

/* The interval a polygon covers along a unit axis. */
static void project(const wgi_pt *p, size_t n, wgi_pt axis, double *lo, double *hi)
{
    *lo = *hi = dot(p[0], axis);
    for (size_t i = 1; i < n; i++) {
        double d = dot(p[i], axis);
        *lo = min2(*lo, d);
        *hi = max2(*hi, d);
    }
}

/* How much the two polygons' projections on axis k overlap (negative: the
 * gap between them); *ok false when axis k does not exist. */
static double axis_overlap(const wgi_pt *a, size_t na, const wgi_pt *b, size_t nb, size_t k,
                           bool *ok)
{
    wgi_pt axis;
    double alo, ahi, blo, bhi;
    *ok = axis_at(a, na, b, nb, k, &axis);
    if (!*ok)
        return 0;
    project(a, na, axis, &alo, &ahi);
    project(b, nb, axis, &blo, &bhi);
    return min2(ahi, bhi) - max2(alo, blo);
}

/* The squared distance from p to the segment s0-s1. */
static double point_segment2(wgi_pt p, wgi_pt s0, wgi_pt s1)
{
    wgi_pt e = sub(s1, s0), d = sub(p, s0);
    double len2 = dot(e, e);
    double t = len2 > 0 ? dot(d, e) / len2 : 0;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    wgi_pt q = {d.x - t * e.x, d.y - t * e.y};
    return dot(q, q);
}

/* The smallest squared distance from a vertex of a to an edge of b. */
static double vertices_to_edges2(const wgi_pt *a, size_t na, const wgi_pt *b, size_t nb)
{
    double best = INFINITY;
    for (size_t i = 0; i < na; i++)
        for (size_t j = 0; j < nb; j++)
            best = min2(best, point_segment2(a[i], b[j], b[(j + 1) % nb]));
    return best;
}

double wgi_poly_distance(const wgi_pt *a, size_t na, const wgi_pt *b, size_t nb)
{
    bool separated = false;
    for (size_t k = 0; k < na + nb && !separated; k++) {
        bool ok;
        double overlap = axis_overlap(a, na, b, nb, k, &ok);
        separated = ok && overlap < 0;
    }
    if (!separated)
        return 0;   /* no separating axis: they touch or overlap */
    /* Disjoint convex polygons are nearest at a vertex of one of them. */
    return sqrt(min2(vertices_to_edges2(a, na, b, nb), vertices_to_edges2(b, nb, a, na)));
}

bool wgi_poly_overlap(const wgi_pt *a, size_t na, const wgi_pt *b, size_t nb)
{
    for (size_t k = 0; k < na + nb; k++) {
        bool ok;
        double overlap = axis_overlap(a, na, b, nb, k, &ok);
        if (ok && overlap <= EPS)
            return false;   /* separated, touching, or within EPS of it */
    }
    return true;
}

/* The times at which a, moving along dir, overlaps b, over all axes: the
 * first exact contact, and the interval during which the overlap exceeds
 * EPS on every axis. */
typedef struct sweep_times {
    double contact, enter, exit;
    bool never;   /* an axis separates them along the whole move */
} sweep_times;

/* Narrow the times by one axis. The projections move by v per unit of
 * travel; they overlap exactly from c and by more than EPS from e until x. */
static void sweep_axis(sweep_times *t, wgi_pt axis, wgi_pt dir, double max, const wgi_pt *a,
                       size_t na, const wgi_pt *b, size_t nb)
{
    double alo, ahi, blo, bhi;
    project(a, na, axis, &alo, &ahi);
    project(b, nb, axis, &blo, &bhi);
    double v = dot(dir, axis);
    if (fabs(v) * max <= EPS) {
        /* parallel: the overlap along this axis stays what it is now */
        t->never = t->never || ahi - blo <= EPS || bhi - alo <= EPS;
        return;
    }
    double c = v > 0 ? (blo - ahi) / v : (bhi - alo) / v;
    double e = v > 0 ? (blo + EPS - ahi) / v : (bhi - EPS - alo) / v;
    double x = v > 0 ? (bhi - EPS - alo) / v : (blo + EPS - ahi) / v;
    t->contact = max2(t->contact, c);
    t->enter = max2(t->enter, e);
    t->exit = min2(t->exit, x);
}

double wgi_poly_sweep_hit(const wgi_pt *a, size_t na, wgi_pt dir, double max, const wgi_pt *b,
                         size_t nb, bool *hit)
{
    sweep_times t = {-INFINITY, -INFINITY, INFINITY, false};
    for (size_t k = 0; k < na + nb && !t.never; k++) {
        wgi_pt axis;
        if (axis_at(a, na, b, nb, k, &axis))
            sweep_axis(&t, axis, dir, max, a, na, b, nb);
    }
    /* Going on, it would cross into b if the overlap exceeded EPS on every
     * axis at once some time after the start; b stops it if it is in
     * contact by the end, so ending just touching b counts (B12: close
     * combat when the move ends at an enemy). */
    *hit = !t.never && t.enter < t.exit && t.exit > 0 && t.contact <= max + EPS;
    if (!*hit)
        return max;
    return t.contact < 0 ? 0 : t.contact < max ? t.contact : max;
}

double wgi_poly_sweep(const wgi_pt *a, size_t na, wgi_pt dir, double max, const wgi_pt *b,
                     size_t nb)
{
    bool hit;
    return wgi_poly_sweep_hit(a, na, dir, max, b, nb, &hit);
}

/* ---- Convex polygons from points (terrain, B12) ---------------------------------------- */

static double edge_length(const wgi_pt *p, size_t n, size_t i)
{
    wgi_pt e = sub(p[(i + 1) % n], p[i]);
    return sqrt(dot(e, e));
}

/* Twice the signed area (positive counter-clockwise), about p[0] so that
 * far-off coordinates do not lose the digits that matter. */
static double area2(const wgi_pt *p, size_t n)
{
    double s = 0;
    for (size_t i = 1; i + 1 < n; i++)
        s += cross(sub(p[i], p[0]), sub(p[i + 1], p[0]));
    return s;
}

/* Whether the polygon turns the right way at every point (sign > 0:
 * left, counter-clockwise) and never doubles back; *bad is the point. */
static bool turns_one_way(const wgi_pt *p, size_t n, double sign, size_t *bad)
{
    for (size_t i = 0; i < n; i++) {
        wgi_pt e1 = sub(p[i], p[(i + n - 1) % n]), e2 = sub(p[(i + 1) % n], p[i]);
        /* the next point's distance from the previous edge's line */
        double turn = sign * cross(e1, e2) / sqrt(dot(e1, e1));
        bool straight = fabs(turn) <= EPS;
        if (!(turn >= -EPS) || (straight && dot(e1, e2) < 0)) {
            *bad = i;
            return false;
        }
    }
    return true;
}

/* How often the edges' x direction changes sign going round: 2 for a
 * polygon whose turns all go one way and that winds once (convex); a star
 * winds more often, turning the same way at every point. */
static size_t x_flips(const wgi_pt *p, size_t n)
{
    size_t flips = 0;
    int last = 0, first = 0;
    for (size_t i = 0; i < n; i++) {
        double dx = p[(i + 1) % n].x - p[i].x;
        int s = dx > EPS ? 1 : dx < -EPS ? -1 : 0;   /* near-vertical: no sign */
        if (s == 0)
            continue;
        if (first == 0)
            first = s;
        flips += last != 0 && s != last;
        last = s;
    }
    return flips + (last != 0 && first != last);
}

/* Why the points are not a convex polygon with an area, or WG_OK. */
static wg_status check_polygon(const wgi_pt *p, size_t n, wg_error *err)
{
    double perimeter = 0;
    for (size_t i = 0; i < n; i++) {
        double len = edge_length(p, n, i);
        if (!(len > EPS))
            return wgi_fail(err, WG_EINVAL, "terrain point %zu repeats point %zu (B12)",
                           (i + 1) % n, i);
        perimeter += len;
    }
    double a2 = area2(p, n);
    if (!(fabs(a2) > EPS * perimeter))
        return wgi_fail(err, WG_EINVAL, "the terrain polygon has no area: its points lie on "
                       "a line (B12)");
    size_t bad;
    if (!turns_one_way(p, n, a2 > 0 ? 1 : -1, &bad))
        return wgi_fail(err, WG_EINVAL, "the terrain polygon is not convex at point %zu (B12)",
                       bad);
    if (x_flips(p, n) != 2)
        return wgi_fail(err, WG_EINVAL, "the terrain polygon winds round more than once: "
                       "it is not convex (B12)");
    return WG_OK;
}

/* The points of xy, or NULL (WG_EINVAL for a non-finite number, or
 * WG_ENOMEM, in *st). */
static wgi_pt *read_points(const double *xy, size_t count, wg_status *st, wg_error *err)
{
    for (size_t i = 0; i < count; i++)
        if (!wgi_geom_in_range(xy[2 * i]) || !wgi_geom_in_range(xy[2 * i + 1])) {
            *st = wgi_fail(err, WG_EINVAL, "terrain point %zu is not two finite numbers "
                          "between -%g and %g (B12)", i, WG_GEOM_MAX, WG_GEOM_MAX);
            return NULL;
        }
    wgi_pt *p = wgi_calloc(count, sizeof *p);
    if (p == NULL) {
        *st = wgi_fail_nomem(err);
        return NULL;
    }
    for (size_t i = 0; i < count; i++)
        p[i] = (wgi_pt){xy[2 * i], xy[2 * i + 1]};
    return p;
}

static void reverse_points(wgi_pt *p, size_t n)
{
    for (size_t i = 0, j = n - 1; i < j; i++, j--) {
        wgi_pt t = p[i];
        p[i] = p[j];
        p[j] = t;
    }
}

wg_status wgi_poly_read(wgi_pt **out, const double *xy, size_t count, wg_error *err)
{
    if (count < 3)
        return wgi_fail(err, WG_EINVAL, "terrain needs at least 3 points, not %zu (B12)",
                       count);
    wg_status st = WG_OK;
    wgi_pt *p = read_points(xy, count, &st, err);
    if (p == NULL)
        return st;
    if ((st = check_polygon(p, count, err)) != WG_OK) {
        wg_free(p);
        return st;
    }
    if (area2(p, count) < 0)
        reverse_points(p, count);   /* the sweeps expect counter-clockwise */
    *out = p;
    return WG_OK;
}

double wgi_pt_length(wgi_pt v)
{
    return sqrt(dot(v, v));
}
