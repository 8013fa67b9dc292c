/* morale module, the battlefield: pure geometry (lib/morale/geom.c: bases, convex
 * polygons: distance, overlap, sweep) and its rules (lib/morale/retreat.c: terrain,
 * retreat movement, B12, and rallying, B6). Bases with facing 0 face +x: their depth
 * runs along x and their width along y. */
#include <float.h>
#include <math.h>
#include <string.h>

#include "harness.h"
#include "internal/morale.h"

#define EPS WG_GEOM_EPSILON

static int points_of(const wg_battle *b, int army)
{
    int points = -12345;
    assert_int_equal(wg_battle_command_points(&points, b, army, NULL), WG_OK);
    return points;
}

/* C11 has no PI. */
static const double PI = 3.14159265358979323846;

/* ---- helpers ------------------------------------------------------------------------ */

static wg_battle *new_battle(void)
{
    wg_battle *b = NULL;
    assert_int_equal(wg_battle_new(&b, NULL), WG_OK);
    return b;
}

static wg_base base_at(double x, double y, double width, double depth, double facing)
{
    return (wg_base){x, y, width, depth, facing};
}

/* A battalion of army at a base; returns its index. */
static size_t add(wg_battle *b, int army, int speed, wg_base base)
{
    static const char *const names[] = {"blue", "red"};
    wg_battalion_spec spec = {names[army], army, 20, speed, 2, false, false, base};
    size_t index = 0;
    wg_error err;
    assert_int_equal(wg_battle_add_battalion(&index, b, &spec, &err), WG_OK);
    return index;
}

/* A square battalion 2 by 2, facing 0. */
static size_t add_sq(wg_battle *b, int army, int speed, double x, double y)
{
    return add(b, army, speed, base_at(x, y, 2, 2, 0));
}

static wg_base base_of(const wg_battle *b, size_t i)
{
    wg_battalion_state st;
    assert_int_equal(wg_battle_battalion_at(&st, b, i, NULL), WG_OK);
    return st.base;
}

static void add_terrain(wg_battle *b, const double *xy, size_t n)
{
    wg_error err;
    assert_int_equal(wg_battle_add_terrain(b, xy, n, &err), WG_OK);
}

/* An axis-aligned rectangle as terrain. */
static void add_box(wg_battle *b, double x0, double y0, double x1, double y1)
{
    double xy[8] = {x0, y0, x1, y0, x1, y1, x0, y1};
    add_terrain(b, xy, 4);
}

static double base_distance(const wg_battle *b, size_t i, size_t j)
{
    wg_base bi = base_of(b, i), bj = base_of(b, j);
    wgi_pt p[4], q[4];
    wgi_base_corners(&bi, p);
    wgi_base_corners(&bj, q);
    return wgi_poly_distance(p, 4, q, 4);
}

/* An axis-aligned box as a polygon, counter-clockwise. */
static void box(wgi_pt p[4], double x0, double y0, double x1, double y1)
{
    p[0] = (wgi_pt){x0, y0};
    p[1] = (wgi_pt){x1, y0};
    p[2] = (wgi_pt){x1, y1};
    p[3] = (wgi_pt){x0, y1};
}

static void expect_near(double got, double want, double tolerance)
{
    if (!(fabs(got - want) <= tolerance))
        fail_msg("%.17g is not %.17g within %g", got, want, tolerance);
}

static void expect_retreat(const wg_retreat *r, double distance, double dx, double dy,
                           wg_stop stop, size_t other, size_t from)
{
    expect_near(r->distance, distance, 1e-9);
    expect_near(r->dx, dx, 1e-12);
    expect_near(r->dy, dy, 1e-12);
    assert_int_equal(r->stop, stop);
    assert_true(r->other == other);
    assert_true(r->from == from);
    assert_int_equal(r->combat_modifier, stop == WG_STOP_ENEMY ? -2 : 0);
}

static wg_retreat retreat(wg_battle *b, size_t i)
{
    wg_retreat r;
    memset(&r, 0xff, sizeof r);
    wg_error err;
    assert_int_equal(wg_battle_retreat(&r, b, i, &err), WG_OK);
    return r;
}

static void expect_status(wg_status got, const wg_error *err, wg_status want, const char *text)
{
    assert_int_equal(got, want);
    assert_int_equal(err->code, want);
    if (text && !strstr(err->message, text))
        fail_msg("\"%s\" does not say \"%s\"", err->message, text);
}

/* ---- bases -------------------------------------------------------------------------- */

/* Facing 0 faces +x; the corners go front right, front left, back left,
 * back right (counter-clockwise); right angles are exact. */
static void test_base_corners(void **state)
{
    (void)state;
    wgi_pt p[4];
    wg_base b = base_at(10, 20, 4, 2, 0);
    wgi_base_corners(&b, p);
    const wgi_pt want0[4] = {{11, 18}, {11, 22}, {9, 22}, {9, 18}};
    for (int i = 0; i < 4; i++) {
        assert_true(p[i].x == want0[i].x);
        assert_true(p[i].y == want0[i].y);
    }
    /* facing 90: the front (4 wide) faces +y; -270 and 450 are the same */
    const wgi_pt want90[4] = {{12, 21}, {8, 21}, {8, 19}, {12, 19}};
    const double same[] = {90, -270, 450, 90 + 360 * 1000};
    for (size_t k = 0; k < sizeof same / sizeof same[0]; k++) {
        b.facing = same[k];
        wgi_base_corners(&b, p);
        for (int i = 0; i < 4; i++) {
            assert_true(p[i].x == want90[i].x);
            assert_true(p[i].y == want90[i].y);
        }
    }
    /* facing 30: the front's centre is half the depth along 30 degrees */
    b.facing = 30;
    wgi_base_corners(&b, p);
    double c = cos(30 * PI / 180), s = sin(30 * PI / 180);
    expect_near((p[0].x + p[1].x) / 2, 10 + c, 1e-12);
    expect_near((p[0].y + p[1].y) / 2, 20 + s, 1e-12);
    expect_near(hypot(p[1].x - p[0].x, p[1].y - p[0].y), 4, 1e-12);  /* width */
    expect_near(hypot(p[2].x - p[1].x, p[2].y - p[1].y), 2, 1e-12);  /* depth */
    double area2 = 0;
    for (int i = 0; i < 4; i++)
        area2 += p[i].x * p[(i + 1) % 4].y - p[(i + 1) % 4].x * p[i].y;
    expect_near(area2, 2 * 8, 1e-9);  /* positive: counter-clockwise */
}

static void test_base_valid(void **state)
{
    (void)state;
    wg_base ok = base_at(0, 0, 1, 1, 45);
    assert_true(wgi_base_valid(&ok));
    assert_false(wgi_base_valid(NULL));
    wg_base bad[] = {base_at(NAN, 0, 1, 1, 0), base_at(0, INFINITY, 1, 1, 0),
                     base_at(0, 0, 0, 1, 0), base_at(0, 0, 1, -1, 0),
                     base_at(0, 0, 1, 1, NAN), base_at(0, 0, INFINITY, 1, 0),
                     /* beyond WG_GEOM_MAX, where the geometry would overflow */
                     base_at(1e300, 0, 1, 1, 0), base_at(0, -DBL_MAX, 1, 1, 0),
                     base_at(0, 0, 1, nextafter(WG_GEOM_MAX, INFINITY), 0),
                     base_at(0, 0, 2e9, 1, 0)};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_false(wgi_base_valid(&bad[i]));
    wg_base edge = base_at(-WG_GEOM_MAX, WG_GEOM_MAX, WG_GEOM_MAX, WG_GEOM_MAX, 1e300);
    assert_true(wgi_base_valid(&edge));
}

/* ---- convex polygons ---------------------------------------------------------------- */

static void test_poly_distance(void **state)
{
    (void)state;
    wgi_pt a[4], b[4];
    box(a, 0, 0, 1, 1);
    box(b, 3, 0, 4, 1);
    expect_near(wgi_poly_distance(a, 4, b, 4), 2, 1e-15);        /* edge to edge */
    expect_near(wgi_poly_distance(b, 4, a, 4), 2, 1e-15);
    box(b, 2, 2, 3, 3);
    expect_near(wgi_poly_distance(a, 4, b, 4), sqrt(2), 1e-15);  /* corner to corner */
    box(b, 1, 0.5, 2, 3);
    assert_true(wgi_poly_distance(a, 4, b, 4) == 0);              /* touching edges */
    box(b, 1, 1, 2, 2);
    assert_true(wgi_poly_distance(a, 4, b, 4) == 0);              /* touching corners */
    box(b, 0.5, 0.5, 2, 2);
    assert_true(wgi_poly_distance(a, 4, b, 4) == 0);              /* overlapping */
    /* a cross: no vertex of one inside the other, yet they overlap */
    box(a, -2, -0.5, 2, 0.5);
    box(b, -0.5, -2, 0.5, 2);
    assert_true(wgi_poly_distance(a, 4, b, 4) == 0);
    /* a triangle's tip 0.25 below a box's edge */
    wgi_pt tri[3] = {{0, -2}, {2, -2}, {1, -0.25}};
    box(b, -5, 0, 5, 1);
    expect_near(wgi_poly_distance(tri, 3, b, 4), 0.25, 1e-15);
    expect_near(wgi_poly_distance(b, 4, tri, 3), 0.25, 1e-15);
}

/* Touching is not overlapping; an overlap must exceed WG_GEOM_EPSILON. */
static void test_poly_overlap(void **state)
{
    (void)state;
    wgi_pt a[4], b[4];
    box(a, 0, 0, 1, 1);
    box(b, 3, 0, 4, 1);
    assert_false(wgi_poly_overlap(a, 4, b, 4));                    /* apart */
    box(b, 1, 0, 2, 1);
    assert_false(wgi_poly_overlap(a, 4, b, 4));                    /* touching */
    box(b, 1, 1, 2, 2);
    assert_false(wgi_poly_overlap(a, 4, b, 4));                    /* corners touch */
    box(b, 1 - 0.5 * EPS, 0, 2, 1);
    assert_false(wgi_poly_overlap(a, 4, b, 4));                    /* within epsilon */
    box(b, 1 - 2 * EPS, 0, 2, 1);
    assert_true(wgi_poly_overlap(a, 4, b, 4));                     /* beyond it */
    box(b, 0.25, 0.25, 0.5, 0.5);
    assert_true(wgi_poly_overlap(a, 4, b, 4));                     /* inside */
    assert_true(wgi_poly_overlap(b, 4, a, 4));
    box(a, -2, -0.5, 2, 0.5);
    box(b, -0.5, -2, 0.5, 2);
    assert_true(wgi_poly_overlap(a, 4, b, 4));                     /* a cross */
}

/* The sweep: exact first contact; touching and moving away or along is
 * free; touching and moving in is 0. */
static void test_poly_sweep(void **state)
{
    (void)state;
    const wgi_pt east = {1, 0}, west = {-1, 0}, north = {0, 1};
    wgi_pt a[4], b[4];
    box(a, 0, 0, 1, 1);
    box(b, 3, 0, 4, 1);
    assert_true(wgi_poly_sweep(a, 4, east, 10, b, 4) == 2);        /* head on */
    assert_true(wgi_poly_sweep(a, 4, east, 1, b, 4) == 1);         /* not reached */
    assert_true(wgi_poly_sweep(a, 4, east, 2, b, 4) == 2);         /* reached at the end */
    assert_true(wgi_poly_sweep(a, 4, west, 10, b, 4) == 10);       /* away */
    assert_true(wgi_poly_sweep(a, 4, east, 0, b, 4) == 0);         /* no move */
    box(b, 3, 0.5, 4, 2);
    assert_true(wgi_poly_sweep(a, 4, east, 10, b, 4) == 2);        /* partly in the way */
    box(b, 3, 2, 4, 3);
    assert_true(wgi_poly_sweep(a, 4, east, 10, b, 4) == 10);       /* clear of the path */
    box(b, 3, 1, 4, 2);
    assert_true(wgi_poly_sweep(a, 4, east, 10, b, 4) == 10);       /* slides along it */
    box(b, 3, 1 - 0.5 * EPS, 4, 2);
    assert_true(wgi_poly_sweep(a, 4, east, 10, b, 4) == 10);       /* grazes within epsilon */
    box(b, 3, 1 - 1e-6, 4, 2);
    assert_true(wgi_poly_sweep(a, 4, east, 10, b, 4) == 2);        /* cuts into it */
    /* touching b at x = 1: into it 0, away or along free */
    box(b, 1, 0, 2, 1);
    assert_true(wgi_poly_sweep(a, 4, east, 10, b, 4) == 0);
    assert_true(wgi_poly_sweep(a, 4, west, 10, b, 4) == 10);
    assert_true(wgi_poly_sweep(a, 4, north, 10, b, 4) == 10);
    wgi_pt diag = {sqrt(0.5), sqrt(0.5)};
    assert_true(wgi_poly_sweep(a, 4, diag, 10, b, 4) == 0);
    /* a diamond's vertex meets a's face; a's corner passes a diamond's tip */
    wgi_pt diamond[4] = {{3, 0.5}, {4, -0.5}, {5, 0.5}, {4, 1.5}};
    assert_true(wgi_poly_sweep(a, 4, east, 10, diamond, 4) == 2);
    wgi_pt tip[4] = {{3.5, 1}, {4, 1.5}, {3.5, 2}, {3, 1.5}};
    assert_true(wgi_poly_sweep(a, 4, east, 10, tip, 4) == 10);
    /* diagonally into a corner: the corner (1,1) meets (3,3) after 2 sqrt 2 */
    box(b, 3, 3, 4, 4);
    expect_near(wgi_poly_sweep(a, 4, diag, 10, b, 4), 2 * sqrt(2), 1e-12);
    /* already overlapping: in contact, no move */
    box(b, 0.5, 0.5, 2, 2);
    assert_true(wgi_poly_sweep(a, 4, west, 10, b, 4) == 0);
}

/* ---- terrain (B12) ------------------------------------------------------------------ */

static void expect_bad_terrain(const double *xy, size_t n, const char *text)
{
    wg_battle *b = new_battle();
    wg_error err;
    expect_status(wg_battle_add_terrain(b, xy, n, &err), &err, WG_EINVAL, text);
    assert_int_equal(b->nterrain, 0);
    wg_battle_free(b);
}

/* B12: terrain is convex polygons; anything else is refused. */
static void test_terrain_validation(void **state)
{
    (void)state;
    const double square[] = {0, 0, 4, 0, 4, 4, 0, 4};
    const double collinear[] = {0, 0, 1, 1, 2, 2};
    const double nearly[] = {0, 0, 1, 1, 2, 2 + 1e-10};
    const double arrow[] = {0, 0, 4, 0, 4, 4, 2, 1, 0, 4};
    const double star[] = {0, 10, 6, -8, -9.5, 3, 9.5, 3, -6, -8};   /* a pentagram */
    const double repeated[] = {0, 0, 4, 0, 4, 0, 0, 4};
    const double closed[] = {0, 0, 4, 0, 4, 4, 0, 0};               /* first point again */
    const double spike[] = {0, 0, 4, 0, 2, 0, 2, 2};                 /* doubles back */
    const double nan[] = {0, 0, 4, 0, NAN, 4};
    const double inf[] = {0, 0, 4, 0, 4, INFINITY};
    expect_bad_terrain(square, 2, "at least 3");
    expect_bad_terrain(square, 0, "at least 3");
    expect_bad_terrain(collinear, 3, "no area");
    expect_bad_terrain(nearly, 3, "no area");
    expect_bad_terrain(arrow, 5, "not convex at point 3");
    expect_bad_terrain(star, 5, "winds round");
    expect_bad_terrain(repeated, 4, "repeats");
    expect_bad_terrain(closed, 4, "repeats");
    expect_bad_terrain(spike, 4, "not convex");
    expect_bad_terrain(nan, 3, "finite");
    expect_bad_terrain(inf, 3, "finite");
    const double far[] = {0, 0, 4, 0, 4, 1e300};
    expect_bad_terrain(far, 3, "point 2 is not two finite numbers between -1e+09 and 1e+09");
    wg_error err;
    assert_int_equal(wg_battle_add_terrain(NULL, square, 4, &err), WG_EINVAL);
    wg_battle *b = new_battle();
    assert_int_equal(wg_battle_add_terrain(b, NULL, 4, &err), WG_EINVAL);
    wg_battle_free(b);
}

/* Either winding is accepted and stored counter-clockwise; a point on a
 * straight edge is allowed; the caller's array is copied. */
static void test_terrain_stored(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    double clockwise[] = {0, 0, 0, 4, 4, 4, 4, 0};
    add_terrain(b, clockwise, 4);
    const double triangle[] = {10, 0, 14, 0, 12, 3};
    add_terrain(b, triangle, 3);
    const double straight[] = {0, 10, 2, 10, 4, 10, 4, 12, 0, 12};
    add_terrain(b, straight, 5);
    clockwise[0] = 99;   /* the battle holds its own copy */
    assert_int_equal(b->nterrain, 3);
    const size_t counts[3] = {4, 3, 5};
    for (size_t t = 0; t < 3; t++) {
        const wgi_terrain *tr = &b->terrain[t];
        assert_int_equal(tr->count, counts[t]);
        double area2 = 0;
        for (size_t i = 0; i < tr->count; i++) {
            wgi_pt p = tr->points[i], q = tr->points[(i + 1) % tr->count];
            area2 += p.x * q.y - q.x * p.y;
        }
        assert_true(area2 > 0);
    }
    assert_true(b->terrain[0].points[0].x == 4 || b->terrain[0].points[0].x == 0);
    for (size_t i = 0; i < 4; i++)
        assert_true(b->terrain[0].points[i].x != 99);
    wg_battle_free(b);
}

static wg_status op_add_terrain(void *ctx)
{
    (void)ctx;
    wg_battle *b = NULL;
    wg_status st = OOM_CALL(wg_battle_new(&b, NULL));
    const double tri[] = {0, 0, 1, 0, 0, 1};
    for (int i = 0; st == WG_OK && i < 5; i++) {
        st = OOM_CALL(wg_battle_add_terrain(b, tri, 3, NULL));
        /* a failure adds nothing */
        assert_int_equal(wg_battle_terrain_count(b), (size_t)(st == WG_OK ? i + 1 : i));
    }
    wg_battle_free(b);
    return st;
}

/* Running out of memory leaves nothing behind. */
static void test_terrain_alloc_failures(void **state)
{
    (void)state;
    size_t n = harness_fail_each_alloc(op_add_terrain, NULL);
    assert_true(n >= 1 + 5); /* the battle, and each piece's points */
    assert_int_equal(harness_live(), 0);
}

/* ---- retreats (B12) ----------------------------------------------------------------- */

/* B12: in open ground the full speed, straight away from the enemy
 * (centre through centre), formation and facing kept. */
static void test_b12_open_ground(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t e = add_sq(b, 1, 4, 0, 0);
    size_t s = add_sq(b, 0, 5, 10, 0);
    wg_retreat r = retreat(b, s);
    expect_retreat(&r, 5, 1, 0, WG_STOP_NONE, WG_NONE, e);
    assert_true(r.distance == 5 && r.dx == 1 && r.dy == 0);
    wg_base got = base_of(b, s);
    assert_true(got.x == 15 && got.y == 0 && got.facing == 0);
    assert_true(got.width == 2 && got.depth == 2);
    /* the enemy did not move; a second retreat goes on the same way */
    assert_true(base_of(b, e).x == 0);
    r = retreat(b, s);
    assert_true(base_of(b, s).x == 20);
    wg_battle_free(b);
}

/* B12 with rotated bases (facing 30): the direction is centre through
 * centre, whatever the facings; the facing stays 30. */
static void test_b12_rotated(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t e = add(b, 1, 4, base_at(0, 0, 6, 2, 30));
    size_t s = add(b, 0, 5, base_at(10, 10, 4, 2, 30));
    wg_retreat r = retreat(b, s);
    expect_retreat(&r, 5, sqrt(0.5), sqrt(0.5), WG_STOP_NONE, WG_NONE, e);
    wg_base got = base_of(b, s);
    expect_near(got.x, 10 + 5 * sqrt(0.5), 1e-12);
    expect_near(got.y, 10 + 5 * sqrt(0.5), 1e-12);
    assert_true(got.facing == 30);
    wg_battle_free(b);
}

/* B12: it stops at impassable terrain, exactly where its base meets it. */
static void test_b12_terrain(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t e = add_sq(b, 1, 4, 0, 0);
    size_t s = add(b, 0, 12, base_at(10, 0, 4, 2, 0));   /* x 9..11, y -2..2 */
    const double aside[] = {0, 50, 10, 50, 5, 60};        /* off the path */
    add_terrain(b, aside, 3);
    add_box(b, 20, -50, 30, 50);                          /* a wall at x = 20 */
    wg_retreat r = retreat(b, s);
    expect_retreat(&r, 9, 1, 0, WG_STOP_TERRAIN, 1, e);
    expect_near(base_of(b, s).x, 19, 1e-9);
    /* against the wall it cannot retreat any further */
    r = retreat(b, s);
    expect_retreat(&r, 0, 1, 0, WG_STOP_TERRAIN, 1, e);
    wg_battle_free(b);

    /* a base at facing 45 meets the wall with a corner, sqrt 2 ahead */
    b = new_battle();
    e = add_sq(b, 1, 4, 0, 0);
    s = add(b, 0, 12, base_at(10, 0, 2, 2, 45));
    add_box(b, 15, -50, 25, 50);
    r = retreat(b, s);
    expect_retreat(&r, 5 - sqrt(2), 1, 0, WG_STOP_TERRAIN, 0, e);
    wg_battle_free(b);

    /* a diamond's vertex meets the base's face */
    b = new_battle();
    e = add_sq(b, 1, 4, 0, 0);
    s = add(b, 0, 12, base_at(10, 0, 4, 2, 0));
    const double diamond[] = {15, 0, 20, -5, 25, 0, 20, 5};
    add_terrain(b, diamond, 4);
    r = retreat(b, s);
    expect_retreat(&r, 4, 1, 0, WG_STOP_TERRAIN, 0, e);
    wg_battle_free(b);
}

/* B12: terrain alongside the path does not stop it, even touching. */
static void test_b12_slides_along_terrain(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t e = add_sq(b, 1, 4, 0, 0);
    size_t s = add(b, 0, 5, base_at(10, 0, 4, 2, 0));     /* y -2..2 */
    add_box(b, 0, 2, 100, 5);                             /* its edge on y = 2 */
    wg_retreat r = retreat(b, s);
    expect_retreat(&r, 5, 1, 0, WG_STOP_NONE, WG_NONE, e);
    wg_battle_free(b);

    /* the same scene turned by 30 degrees: rounding must not stop it */
    b = new_battle();
    double c = cos(30 * PI / 180), sn = sin(30 * PI / 180);
    e = add(b, 1, 4, base_at(0, 0, 2, 2, 30));
    s = add(b, 0, 5, base_at(10 * c, 10 * sn, 4, 2, 30));
    const double local[4][2] = {{0, 2}, {100, 2}, {100, 5}, {0, 5}};
    double xy[8];
    for (int i = 0; i < 4; i++) {
        xy[2 * i] = local[i][0] * c - local[i][1] * sn;
        xy[2 * i + 1] = local[i][0] * sn + local[i][1] * c;
    }
    add_terrain(b, xy, 4);
    r = retreat(b, s);
    expect_retreat(&r, 5, c, sn, WG_STOP_NONE, WG_NONE, e);
    wg_battle_free(b);
}

/* B12: touching a friendly base, it stops there. */
static void test_b12_friend(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t e = add_sq(b, 1, 4, 0, 0);
    size_t s = add_sq(b, 0, 5, 10, 0);                    /* x 9..11 */
    size_t f = add_sq(b, 0, 5, 16, 0);                    /* x 15..17: 4 away */
    wg_retreat r = retreat(b, s);
    expect_retreat(&r, 4, 1, 0, WG_STOP_FRIEND, f, e);
    assert_true(base_distance(b, s, f) <= EPS);
    assert_true(base_of(b, f).x == 16);                   /* the friend stays */
    wg_battle_free(b);
}

/* B12: a battalion already touching a friend behind it does not move. */
static void test_b12_friend_already_touching(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t e = add_sq(b, 1, 4, 0, 0);
    size_t s = add_sq(b, 0, 5, 10, 0);
    size_t f = add_sq(b, 0, 5, 12, 0);                    /* x 11..13: touching */
    wg_retreat r = retreat(b, s);
    expect_retreat(&r, 0, 1, 0, WG_STOP_FRIEND, f, e);
    assert_true(base_of(b, s).x == 10);
    wg_battle_free(b);
}

/* B12: touching an enemy base means close combat at -2. The nearest enemy
 * is the one it moves from; another further on stops it. */
static void test_b12_enemy(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t e = add_sq(b, 1, 4, 0, 0);                     /* 8 away */
    size_t s = add_sq(b, 0, 10, 10, 0);
    size_t e2 = add_sq(b, 1, 4, 20.5, 0);                 /* 8.5 away */
    wg_retreat r = retreat(b, s);
    expect_retreat(&r, 8.5, 1, 0, WG_STOP_ENEMY, e2, e);
    assert_int_equal(r.combat_modifier, -2);
    assert_true(base_distance(b, s, e2) <= EPS);
    assert_true(base_of(b, e2).x == 20.5);                /* the enemy stays */
    wg_battle_free(b);

    /* reaching an enemy base exactly at full speed is contact too */
    b = new_battle();
    e = add_sq(b, 1, 4, 0.5, 0);                          /* 7.5 away */
    s = add_sq(b, 0, 8, 10, 0);
    e2 = add_sq(b, 1, 4, 20, 0);                          /* 8 away, speed 8 */
    r = retreat(b, s);
    expect_retreat(&r, 8, 1, 0, WG_STOP_ENEMY, e2, e);
    wg_battle_free(b);

    /* and a hair beyond it is not */
    b = new_battle();
    e = add_sq(b, 1, 4, 0.5, 0);
    s = add_sq(b, 0, 8, 10, 0);
    add_sq(b, 1, 4, 20 + 1e-6, 0);
    r = retreat(b, s);
    expect_retreat(&r, 8, 1, 0, WG_STOP_NONE, WG_NONE, e);
    wg_battle_free(b);
}

/* B12: touching the enemy it retreats from, it moves away normally. */
static void test_b12_touching_enemy_moves_away(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t e = add_sq(b, 1, 4, 8, 0);                     /* x 7..9 */
    size_t s = add_sq(b, 0, 5, 10, 0);                    /* x 9..11 */
    wg_retreat r = retreat(b, s);
    expect_retreat(&r, 5, 1, 0, WG_STOP_NONE, WG_NONE, e);
    wg_battle_free(b);
}

/* B12 decision: "nearest" is edge to edge. A big base whose centre is far
 * is nearer than a small one whose centre is near. */
static void test_b12_nearest_edge_to_edge(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t s = add_sq(b, 0, 3, 0, 0);                         /* -1..1 square */
    size_t small = add(b, 1, 4, base_at(6, 0, 1, 1, 0));      /* centre 6, edge 4.5 */
    size_t big = add(b, 1, 4, base_at(0, -12, 20, 2, 0));     /* centre 12, edge 1 */
    assert_true(small < big);
    wg_retreat r = retreat(b, s);
    expect_retreat(&r, 3, 0, 1, WG_STOP_NONE, WG_NONE, big);
    wg_base got = base_of(b, s);
    assert_true(got.x == 0 && got.y == 3);
    wg_battle_free(b);

    /* equally near edge to edge: the lowest index */
    b = new_battle();
    s = add_sq(b, 0, 3, 0, 0);
    size_t first = add_sq(b, 1, 4, 0, -10);
    add_sq(b, 1, 4, -10, 0);
    r = retreat(b, s);
    expect_retreat(&r, 3, 0, 1, WG_STOP_NONE, WG_NONE, first);
    wg_battle_free(b);
}

/* B12 decision: centres that coincide give no direction: straight back
 * from its own facing. The bases overlap, so it is in contact already. */
static void test_b12_coincident_centres(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t e = add_sq(b, 1, 4, 10, 0);
    size_t s = add(b, 0, 5, base_at(10, 0, 4, 2, 90));
    wg_retreat r = retreat(b, s);
    expect_retreat(&r, 0, 0, -1, WG_STOP_ENEMY, e, e);
    wg_battle_free(b);
    b = new_battle();
    s = add(b, 0, 5, base_at(10, 0, 4, 2, 210));
    e = add(b, 1, 4, base_at(10 + 1e-10, 0, 2, 2, 0));   /* within epsilon */
    r = retreat(b, s);
    expect_retreat(&r, 0, cos(30 * PI / 180), sin(30 * PI / 180), WG_STOP_ENEMY, e, e);
    wg_battle_free(b);
}

/* B12: contacts at the same distance: an enemy before a friend before
 * terrain. */
static void test_b12_simultaneous_contacts(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t e = add_sq(b, 1, 4, 4.5, 0);                   /* x 3.5..5.5: 3.5 away */
    size_t s = add(b, 0, 10, base_at(10, 0, 4, 2, 0));    /* x 9..11, y -2..2 */
    add_box(b, 15, -2, 17, -1);                           /* all three 4 ahead */
    size_t f = add(b, 0, 4, base_at(16, -0.5, 1, 2, 0));  /* y -1..0 */
    size_t e2 = add(b, 1, 4, base_at(16, 1, 2, 2, 0));    /* y 0..2 */
    wg_retreat r = retreat(b, s);
    expect_retreat(&r, 4, 1, 0, WG_STOP_ENEMY, e2, e);
    wg_battle_free(b);

    b = new_battle();
    e = add_sq(b, 1, 4, 4.5, 0);
    s = add(b, 0, 10, base_at(10, 0, 4, 2, 0));
    add_box(b, 15, -2, 17, 0);
    f = add(b, 0, 4, base_at(16, 1, 2, 2, 0));
    r = retreat(b, s);
    expect_retreat(&r, 4, 1, 0, WG_STOP_FRIEND, f, e);
    wg_battle_free(b);
}

/* B3, B12: fled battalions are off the table: no enemy to move from, no
 * base in the way; a fled battalion cannot retreat. */
static void test_b12_fled_ignored(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t near = add_sq(b, 1, 4, 7, 0);                  /* 1 away, fled */
    size_t e = add_sq(b, 1, 4, 0, 0);                     /* 8 away */
    size_t s = add_sq(b, 0, 5, 10, 0);
    size_t f = add_sq(b, 0, 5, 14, 0);                    /* in the way, fled */
    b->battalions[near].fled = true;
    b->battalions[f].fled = true;
    wg_retreat r = retreat(b, s);
    expect_retreat(&r, 5, 1, 0, WG_STOP_NONE, WG_NONE, e);
    wg_error err;
    expect_status(wg_battle_retreat(&r, b, f, &err), &err, WG_ESTATE, "fled");
    b->battalions[e].fled = true;
    expect_status(wg_battle_retreat(&r, b, s, &err), &err, WG_ESTATE, "no enemy");
    wg_battle_free(b);
}

/* B12: no enemy on the table, nothing to retreat from; bad arguments. */
static void test_b12_errors(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t s = add_sq(b, 0, 5, 10, 0);
    add_sq(b, 0, 5, 0, 0);
    wg_retreat r;
    wg_error err;
    expect_status(wg_battle_retreat(&r, b, s, &err), &err, WG_ESTATE, "B12");
    assert_true(base_of(b, s).x == 10);
    expect_status(wg_battle_retreat(&r, b, 2, &err), &err, WG_ENOTFOUND, NULL);
    expect_status(wg_battle_retreat(&r, NULL, 0, &err), &err, WG_EINVAL, NULL);
    add_sq(b, 1, 5, 20, 0);
    assert_int_equal(wg_battle_retreat(NULL, b, s, &err), WG_OK);   /* out may be NULL */
    assert_true(base_of(b, s).x == 5);
    wg_battle_free(b);
}

/* B12 at the ends of the battlefield (WG_GEOM_MAX): a retreat between
 * bases at opposite corners moves by its speed and stays finite. Found by
 * the battle fuzz target with centres at -DBL_MAX and DBL_MAX, whose
 * difference overflowed and left the base at NaN; such bases are now
 * refused (fuzz/regressions/battle). */
static void test_b12_far_apart(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t s = add_sq(b, 0, 5, WG_GEOM_MAX, 0);
    add_sq(b, 1, 5, -WG_GEOM_MAX, WG_GEOM_MAX);
    wg_retreat r = retreat(b, s);
    assert_true(isfinite(r.dx) && isfinite(r.dy));
    expect_near(r.distance, 5, 1e-9);
    wg_base moved = base_of(b, s);
    assert_true(isfinite(moved.x) && isfinite(moved.y));
    wg_battalion_spec far = {"far", 1, 10, 5, 1, false, false, base_at(-DBL_MAX, 5, 1, 1, 0)};
    wg_error err;
    expect_status(wg_battle_add_battalion(NULL, b, &far, &err), &err, WG_EINVAL,
                  "finite numbers between -1e+09 and 1e+09");
    assert_int_equal(wg_battle_battalion_count(b), 2);
    wg_battle_free(b);
}

/* B12: the distance is wg_battle_speed(): 0 stays put; aboard a boat the
 * boat's speed (B9). */
static void test_b12_speed(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t e = add_sq(b, 1, 4, 0, 0);
    size_t s = add_sq(b, 0, 0, 10, 0);
    wg_retreat r = retreat(b, s);
    expect_retreat(&r, 0, 1, 0, WG_STOP_NONE, WG_NONE, e);
    wg_battle_free(b);

    b = new_battle();
    e = add_sq(b, 1, 4, 0, 0);
    s = add_sq(b, 0, 3, 10, 0);
    size_t boat;
    assert_int_equal(wg_battle_add_boat(&boat, b, 100, 7, NULL), WG_OK);
    assert_int_equal(wg_battle_load(b, boat, s, NULL), WG_OK);
    int speed = 0;
    assert_int_equal(wg_battle_speed(&speed, b, s, NULL), WG_OK);
    assert_int_equal(speed, 7);
    r = retreat(b, s);
    expect_retreat(&r, 7, 1, 0, WG_STOP_NONE, WG_NONE, e);
    wg_battle_free(b);
}

/* ---- rallying (B6) ------------------------------------------------------------------ */

/* Army 0: the General's battalion g (x -1..1, y -2..2), a fled battalion
 * f (4 wide, 2 deep, speed 2) that fled on turn 1, now turn 2; army 1: an
 * enemy e (x 19..21); 2 command points. */
typedef struct scene {
    wg_battle *b;
    size_t g, f, e, general;
} scene;

static scene rally_scene(void)
{
    scene s;
    s.b = new_battle();
    s.g = add(s.b, 0, 3, base_at(0, 0, 4, 2, 0));
    s.f = add(s.b, 0, 2, base_at(-20, 0, 4, 2, 0));
    s.e = add_sq(s.b, 1, 3, 20, 0);
    assert_int_equal(wg_battle_add_character(&s.general, s.b, s.g, WG_CHARACTER_KIND_GENERAL,
                                             "Kutuzov",
                                      NULL), WG_OK);
    assert_int_equal(wg_battle_set_command_points(s.b, 0, 2, NULL), WG_OK);
    wg_battle_next_turn(s.b);
    /* three failures: fled (B3) */
    wg_morale_check check;
    const int dice[3] = {1, 1, 1};
    assert_int_equal(wg_battle_check_judge(&check, NULL, s.b, s.f, 6, dice, 0, NULL), WG_OK);
    assert_int_equal(check.result, WG_MORALE_RESULT_FLED);
    assert_true(s.b->battalions[s.f].fled);
    wg_battle_next_turn(s.b);
    return s;
}

/* Right of g, touching its edge x = 1: x 1..3, y -2..2. */
static wg_base beside(void)
{
    return base_at(2, 0, 4, 2, 0);
}

static wg_status rally(scene *s, wg_base place, wg_error *err)
{
    return wg_battle_rally(s->b, s->f, &place, err);
}

/* B6: set up again in contact with the General's battalion, for 2 command
 * points, on a later turn. */
static void test_b6_rally(void **state)
{
    (void)state;
    scene s = rally_scene();
    wg_error err;
    assert_int_equal(rally(&s, beside(), &err), WG_OK);
    wg_battalion_state st;
    assert_int_equal(wg_battle_battalion_at(&st, s.b, s.f, NULL), WG_OK);
    assert_false(st.fled);
    assert_true(st.base.x == 2 && st.base.y == 0 && st.base.facing == 0);
    assert_int_equal(points_of(s.b, 0), 0);
    assert_int_equal(points_of(s.b, 1), 0);
    /* it is on the table again: rallying twice is a state error */
    expect_status(rally(&s, beside(), &err), &err, WG_ESTATE, "has not fled");
    wg_battle_free(s.b);

    /* any facing, here across the General's front (y 2..4 touches y = 2);
     * 3 points leave 1 */
    s = rally_scene();
    assert_int_equal(wg_battle_set_command_points(s.b, 0, 3, NULL), WG_OK);
    assert_int_equal(rally(&s, base_at(0, 3, 4, 2, 90), &err), WG_OK);
    assert_int_equal(points_of(s.b, 0), 1);
    wg_battle_free(s.b);
}

/* B6: "any later turn": not the turn it fled; not a battalion on the
 * table. */
static void test_b6_turn_and_state(void **state)
{
    (void)state;
    scene s = rally_scene();
    wg_error err;
    s.b->battalions[s.f].fled_turn = s.b->turn;   /* as if it fled this turn */
    expect_status(rally(&s, beside(), &err), &err, WG_ESTATE, "later turn");
    wg_battle_next_turn(s.b);
    assert_int_equal(rally(&s, beside(), &err), WG_OK);
    expect_status(wg_battle_rally(s.b, s.g, &(wg_base){2, 0, 4, 2, 0}, &err), &err, WG_ESTATE,
                  "has not fled");
    expect_status(wg_battle_rally(s.b, 99, &(wg_base){2, 0, 4, 2, 0}, &err), &err, WG_ENOTFOUND,
                  NULL);
    expect_status(wg_battle_rally(NULL, 0, &(wg_base){2, 0, 4, 2, 0}, &err), &err, WG_EINVAL,
                  NULL);
    wg_battle_free(s.b);
}

/* B6: the General: of its army, alive, with a battalion on the table. */
static void test_b6_general(void **state)
{
    (void)state;
    wg_error err;
    /* no General at all, a Hero does not do */
    wg_battle *b = new_battle();
    size_t g = add(b, 0, 3, base_at(0, 0, 4, 2, 0));
    size_t f = add(b, 0, 2, base_at(-20, 0, 4, 2, 0));
    size_t e = add_sq(b, 1, 3, 20, 0);
    assert_int_equal(wg_battle_add_character(NULL, b, g, WG_CHARACTER_KIND_HERO, "Bagration", NULL),
                     WG_OK);
    assert_int_equal(wg_battle_add_character(NULL, b, e, WG_CHARACTER_KIND_GENERAL, "Ney", NULL),
                     WG_OK);
    assert_int_equal(wg_battle_set_command_points(b, 0, 5, NULL), WG_OK);
    b->battalions[f].fled = true;
    b->battalions[f].fled_turn = 0;
    wg_battle_next_turn(b);
    wg_base place = beside();
    expect_status(wg_battle_rally(b, f, &place, &err), &err, WG_ERULE, "no General");
    wg_battle_free(b);

    /* a dead General */
    scene s = rally_scene();
    assert_int_equal(wg_battle_kill_character(s.b, s.general, NULL), WG_OK);
    expect_status(rally(&s, beside(), &err), &err, WG_ERULE, "dead");
    wg_battle_free(s.b);

    /* the General's battalion has fled too */
    s = rally_scene();
    s.b->battalions[s.g].fled = true;
    expect_status(rally(&s, beside(), &err), &err, WG_ERULE, "has fled");
    wg_battle_free(s.b);
}

/* B6: 2 command points of the General. */
static void test_b6_command_points(void **state)
{
    (void)state;
    scene s = rally_scene();
    wg_error err;
    assert_int_equal(wg_battle_set_command_points(s.b, 0, 1, NULL), WG_OK);
    assert_int_equal(wg_battle_set_command_points(s.b, 1, 9, NULL), WG_OK);
    expect_status(rally(&s, beside(), &err), &err, WG_ERULE, "command points");
    assert_true(s.b->battalions[s.f].fled);
    assert_int_equal(points_of(s.b, 0), 1);
    assert_int_equal(points_of(s.b, 1), 9);
    wg_battle_free(s.b);
}

/* B6: the placement is a valid base of the battalion's own size. */
static void test_b6_placement_base(void **state)
{
    (void)state;
    scene s = rally_scene();
    wg_error err;
    expect_status(wg_battle_rally(s.b, s.f, NULL, &err), &err, WG_EINVAL, "valid base");
    expect_status(rally(&s, base_at(NAN, 0, 4, 2, 0), &err), &err, WG_EINVAL, "valid base");
    expect_status(rally(&s, base_at(2, 0, 4, 2, INFINITY), &err), &err, WG_EINVAL, "valid");
    expect_status(rally(&s, base_at(2, 0, 0, 2, 0), &err), &err, WG_EINVAL, "valid base");
    expect_status(rally(&s, base_at(2.5, 0, 5, 2, 0), &err), &err, WG_EINVAL, "4 by 2");
    expect_status(rally(&s, base_at(2.25, 0, 4, 2.5, 0), &err), &err, WG_EINVAL, "4 by 2");
    assert_true(s.b->battalions[s.f].fled);
    assert_int_equal(points_of(s.b, 0), 2);
    wg_battle_free(s.b);
}

/* B6: in contact with the General's battalion: touching, not apart, not
 * overlapping it. */
static void test_b6_contact(void **state)
{
    (void)state;
    wg_error err;
    scene s = rally_scene();
    expect_status(rally(&s, base_at(2 + 1e-6, 0, 4, 2, 0), &err), &err, WG_ERULE, "contact");
    expect_status(rally(&s, base_at(2 - 1e-6, 0, 4, 2, 0), &err), &err, WG_ERULE,
                  "overlaps the base of battalion 0");
    expect_status(rally(&s, base_at(30, 0, 4, 2, 0), &err), &err, WG_ERULE, "contact");
    /* within epsilon either way is contact */
    assert_int_equal(rally(&s, base_at(2 + 0.5 * EPS, 0, 4, 2, 0), &err), WG_OK);
    wg_battle_free(s.b);
    s = rally_scene();
    assert_int_equal(rally(&s, base_at(2 - 0.5 * EPS, 0, 4, 2, 0), &err), WG_OK);
    wg_battle_free(s.b);
    /* corner to corner is contact */
    s = rally_scene();
    assert_int_equal(rally(&s, base_at(2, 4, 4, 2, 0), &err), WG_OK);
    wg_battle_free(s.b);
}

/* B6: overlapping no base on the table and no terrain; touching them and
 * overlapping where a fled battalion stood are allowed. */
static void test_b6_overlap(void **state)
{
    (void)state;
    wg_error err;
    scene s = rally_scene();
    size_t other = add(s.b, 0, 3, base_at(2, 3.9, 2, 4, 90));   /* y 1.9..5.9 */
    expect_status(rally(&s, beside(), &err), &err, WG_ERULE, "overlaps the base of battalion");
    s.b->battalions[other].base.y = 4;                          /* y 2..6: touching */
    assert_int_equal(rally(&s, beside(), &err), WG_OK);
    wg_battle_free(s.b);

    s = rally_scene();
    add_box(s.b, 2.5, -10, 5, 10);                               /* into x 1..3 */
    expect_status(rally(&s, beside(), &err), &err, WG_ERULE, "overlaps terrain 0");
    s.b->terrain[0].points[0].x = s.b->terrain[0].points[3].x = 3;   /* touching */
    assert_int_equal(rally(&s, beside(), &err), WG_OK);
    wg_battle_free(s.b);

    s = rally_scene();
    size_t gone = add(s.b, 0, 3, base_at(2, 0, 2, 2, 0));
    s.b->battalions[gone].fled = true;
    assert_int_equal(rally(&s, beside(), &err), WG_OK);
    wg_battle_free(s.b);
}

/* B6: no closer than three times its speed (2: 6) to the nearest enemy,
 * edge to edge: exactly 6 is allowed, just under is not. */
static void test_b6_enemy_distance(void **state)
{
    (void)state;
    wg_error err;
    scene s = rally_scene();
    s.b->battalions[s.e].base.x = 10;                           /* x 9..11: 6 from x = 3 */
    assert_int_equal(rally(&s, beside(), &err), WG_OK);
    wg_battle_free(s.b);

    s = rally_scene();
    s.b->battalions[s.e].base.x = 10 - 0.5 * EPS;              /* within epsilon */
    assert_int_equal(rally(&s, beside(), &err), WG_OK);
    wg_battle_free(s.b);

    s = rally_scene();
    s.b->battalions[s.e].base.x = 10 - 1e-6;
    expect_status(rally(&s, beside(), &err), &err, WG_ERULE, "three times");
    assert_int_equal(points_of(s.b, 0), 2);
    /* another enemy nearer still, at a corner: the nearest counts */
    s.b->battalions[s.e].base.x = 30;
    add_sq(s.b, 1, 3, 8, 7);                                    /* corner (7,6) to (3,2) */
    expect_status(rally(&s, beside(), &err), &err, WG_ERULE, "three times");
    wg_battle_free(s.b);

    /* a fled enemy does not count; with no enemy on the table, anywhere */
    s = rally_scene();
    s.b->battalions[s.e].base.x = 5;
    s.b->battalions[s.e].fled = true;
    assert_int_equal(rally(&s, beside(), &err), WG_OK);
    wg_battle_free(s.b);
}

/* B6: the checks come in order: state, General, points, placement. */
static void test_b6_order_of_checks(void **state)
{
    (void)state;
    wg_error err;
    scene s = rally_scene();
    assert_int_equal(wg_battle_set_command_points(s.b, 0, 0, NULL), WG_OK);
    s.b->battalions[s.g].fled = true;
    expect_status(rally(&s, base_at(NAN, 0, 1, 1, 0), &err), &err, WG_ERULE, "General");
    s.b->battalions[s.g].fled = false;
    expect_status(rally(&s, base_at(NAN, 0, 1, 1, 0), &err), &err, WG_ERULE, "command points");
    s.b->battalions[s.f].fled_turn = s.b->turn;
    expect_status(rally(&s, base_at(NAN, 0, 1, 1, 0), &err), &err, WG_ESTATE, "later turn");
    s.b->battalions[s.f].fled_turn = 1;
    assert_int_equal(wg_battle_set_command_points(s.b, 0, 2, NULL), WG_OK);
    expect_status(rally(&s, base_at(30, 0, 1, 1, 0), &err), &err, WG_EINVAL, "4 by 2");
    wg_battle_free(s.b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_base_corners),
        cmocka_unit_test(test_base_valid),
        cmocka_unit_test(test_poly_distance),
        cmocka_unit_test(test_poly_overlap),
        cmocka_unit_test(test_poly_sweep),
        cmocka_unit_test(test_terrain_validation),
        cmocka_unit_test(test_terrain_stored),
        cmocka_unit_test(test_terrain_alloc_failures),
        cmocka_unit_test(test_b12_open_ground),
        cmocka_unit_test(test_b12_rotated),
        cmocka_unit_test(test_b12_terrain),
        cmocka_unit_test(test_b12_slides_along_terrain),
        cmocka_unit_test(test_b12_friend),
        cmocka_unit_test(test_b12_friend_already_touching),
        cmocka_unit_test(test_b12_enemy),
        cmocka_unit_test(test_b12_touching_enemy_moves_away),
        cmocka_unit_test(test_b12_nearest_edge_to_edge),
        cmocka_unit_test(test_b12_coincident_centres),
        cmocka_unit_test(test_b12_simultaneous_contacts),
        cmocka_unit_test(test_b12_fled_ignored),
        cmocka_unit_test(test_b12_errors),
        cmocka_unit_test(test_b12_far_apart),
        cmocka_unit_test(test_b12_speed),
        cmocka_unit_test(test_b6_rally),
        cmocka_unit_test(test_b6_turn_and_state),
        cmocka_unit_test(test_b6_general),
        cmocka_unit_test(test_b6_command_points),
        cmocka_unit_test(test_b6_placement_base),
        cmocka_unit_test(test_b6_contact),
        cmocka_unit_test(test_b6_overlap),
        cmocka_unit_test(test_b6_enemy_distance),
        cmocka_unit_test(test_b6_order_of_checks),
    };
    return cmocka_run_group_tests_name("morale_geom", tests, harness_setup, harness_teardown);
}
