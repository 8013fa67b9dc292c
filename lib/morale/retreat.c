/* The battlefield's rules (B6, B12; wargen/morale.h): impassable terrain, a
 * retreat moving a base to its first contact (B12) and a rally setting a
 * fled battalion up again beside its General's battalion (B6). The shapes
 * and their maths are morale/geom.c's, which knows no battle.
 *
 * Tolerances (EPS is WG_GEOM_EPSILON; see morale/geom.c for contact and
 * sweeps):
 * - Retreats (B12): enemy bases whose edge-to-edge distances are within EPS
 *   are equally near (the lowest index is taken); centres within EPS
 *   coincide; contacts within EPS of the first one are simultaneous, and
 *   then an enemy wins over a friend, which wins over terrain (the rule
 *   gives close combat with an enemy the most weight), each kind by lowest
 *   index. A retreat that nothing stops reports other = WG_NONE.
 * - Rallies (B6): the placement's width and depth equal the battalion's
 *   within EPS; "in contact" is a distance of at most EPS; "no closer than
 *   three times its speed" allows a distance down to 3 * speed - EPS.
 */
#include <math.h>

#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/morale.h"

#define EPS WG_GEOM_EPSILON

/* ---- Terrain (B12) ----------------------------------------------------------------- */

wg_status wg_battle_add_terrain(wg_battle *battle, const double *xy, size_t count,
                                wg_error *err)
{
    if (battle == NULL || xy == NULL)
        return wgi_fail(err, WG_EINVAL, "battle or xy is NULL");
    if (!wgi_grow((void **)&battle->terrain, &battle->capterrain, battle->nterrain + 1,
                 sizeof *battle->terrain))
        return wgi_fail_nomem(err);
    wgi_pt *p = NULL;
    wg_status st = wgi_poly_read(&p, xy, count, err);
    if (st != WG_OK)
        return st;
    battle->terrain[battle->nterrain++] = (wgi_terrain){p, count};
    return WG_OK;
}

size_t wg_battle_terrain_count(const wg_battle *battle)
{
    return battle ? battle->nterrain : 0;
}

/* ---- Retreats (B12) ---------------------------------------------------------------- */

static bool on_table(const wg_battle *b, size_t i)
{
    return !b->battalions[i].fled;
}

/* The base of an enemy of army nearest to the polygon poly, edge to edge
 * (B12 decision), or false when no enemy battalion is on the table.
 * Distances within EPS are ties, which go to the lowest index. */
static bool nearest_enemy(const wg_battle *b, int army, const wgi_pt poly[4], size_t *index,
                          double *distance)
{
    bool found = false;
    for (size_t i = 0; i < b->nbattalions; i++) {
        if (b->battalions[i].army == army || !on_table(b, i))
            continue;
        wgi_pt q[4];
        wgi_base_corners(&b->battalions[i].base, q);
        double d = wgi_poly_distance(poly, 4, q, 4);
        if (!found || d < *distance - EPS) {
            found = true;
            *index = i;
            *distance = d;
        }
    }
    return found;
}

/* B12: away from the enemy, from its centre through this one; straight
 * back from the own facing when the centres coincide. */
static wgi_pt retreat_direction(const wg_base *enemy, const wg_base *self)
{
    wgi_pt d = {self->x - enemy->x, self->y - enemy->y};
    double len = wgi_pt_length(d);
    if (len > EPS)
        return (wgi_pt){d.x / len, d.y / len};
    wgi_pt f = wgi_facing_unit(self->facing);
    return (wgi_pt){-f.x, -f.y};
}

/* One thing that can stop a retreat: terrain k, or battalion k - nterrain. */
typedef struct obstacle {
    const wgi_pt *pts;
    size_t n;
    wg_stop kind;
    size_t index;
    wgi_pt corners[4];
} obstacle;

/* Obstacle k for the battalion self, or false when k is nothing in its
 * way (itself, or a battalion off the table). */
static bool obstacle_at(obstacle *o, const wg_battle *b, size_t self, size_t k)
{
    if (k < b->nterrain) {
        o->pts = b->terrain[k].points;
        o->n = b->terrain[k].count;
        o->kind = WG_STOP_TERRAIN;
        o->index = k;
        return true;
    }
    size_t i = k - b->nterrain;
    if (i == self || !on_table(b, i))
        return false;
    bool enemy = b->battalions[i].army != b->battalions[self].army;
    wgi_base_corners(&b->battalions[i].base, o->corners);
    o->pts = o->corners;
    o->n = 4;
    o->kind = enemy ? WG_STOP_ENEMY : WG_STOP_FRIEND;
    o->index = i;
    return true;
}

/* Where obstacle k stops the moving polygon, or false when it does not. */
static bool stops_at(const wg_battle *b, size_t self, size_t k, const wgi_pt poly[4],
                     wgi_pt dir, double max, obstacle *o, double *t)
{
    bool hit = false;
    if (obstacle_at(o, b, self, k))
        *t = wgi_poly_sweep_hit(poly, 4, dir, max, o->pts, o->n, &hit);
    return hit;
}

/* Move along dir up to max: the distance to the first contact, then which
 * of the contacts within EPS of it stops the move: the highest wg_stop
 * (enemy, then friend, then terrain), of a kind the lowest index, as they
 * are visited in index order. */
static void first_contact(wg_retreat *r, const wg_battle *b, size_t self, wgi_pt dir,
                          double max)
{
    wgi_pt poly[4];
    wgi_base_corners(&b->battalions[self].base, poly);
    size_t n = b->nterrain + b->nbattalions;
    obstacle o;
    double t = 0, d = max;   /* t is set wherever stops_at() is true */
    for (size_t k = 0; k < n; k++)
        if (stops_at(b, self, k, poly, dir, max, &o, &t) && t < d)
            d = t;
    r->distance = d;
    r->stop = WG_STOP_NONE;
    r->other = WG_NONE;   /* nothing touched: as morale/events.c reports no move */
    for (size_t k = 0; k < n; k++)
        if (stops_at(b, self, k, poly, dir, max, &o, &t) && t <= d + EPS && o.kind > r->stop) {
            r->stop = o.kind;
            r->other = o.index;
        }
}

wg_status wg_battle_retreat(wg_retreat *out, wg_battle *battle, size_t battalion,
                            wg_error *err)
{
    wg_status st = wgi_battle_check_battalion(battle, battalion, err);   /* NULL too */
    if (st != WG_OK)
        return st;
    wgi_battalion_rec *self = &battle->battalions[battalion];
    if (self->fled)
        return wgi_fail(err, WG_ESTATE, "battalion '%s' has fled: it cannot retreat (B12)",
                       self->name);
    wgi_pt poly[4];
    wgi_base_corners(&self->base, poly);
    wg_retreat r = {0};
    double near;
    if (!nearest_enemy(battle, self->army, poly, &r.from, &near))
        return wgi_fail(err, WG_ESTATE, "no enemy battalion is on the table for battalion "
                       "'%s' to retreat from (B12)", self->name);
    wgi_pt dir = retreat_direction(&battle->battalions[r.from].base, &self->base);
    r.dx = dir.x;
    r.dy = dir.y;
    int speed = wgi_battle_speed_now(battle, battalion);
    first_contact(&r, battle, battalion, dir, speed > 0 ? speed : 0);
    r.combat_modifier = r.stop == WG_STOP_ENEMY ? -2 : 0;   /* B12: close combat at -2 */
    self->base.x += dir.x * r.distance;                     /* formation and facing kept */
    self->base.y += dir.y * r.distance;
    if (out != NULL)
        *out = r;
    return WG_OK;
}

/* ---- Rallying (B6) ----------------------------------------------------------------- */

/* The battalion the living General of army is attached to, on the table. */
static wg_status general_battalion(const wg_battle *b, int army, size_t *out, wg_error *err)
{
    for (size_t i = 0; i < b->ncharacters; i++) {
        const wgi_character_rec *c = &b->characters[i];
        if (c->kind != WG_CHARACTER_KIND_GENERAL || b->battalions[c->battalion].army != army)
            continue;
        if (!c->alive)
            return wgi_fail(err, WG_ERULE, "the General '%s' of army %d is dead: nobody can "
                           "rally (B6)", c->name, army);
        if (!on_table(b, c->battalion))
            return wgi_fail(err, WG_ERULE, "the General '%s' of army %d is with battalion %zu, "
                           "which has fled: nowhere to rally to (B6)", c->name, army,
                           c->battalion);
        *out = c->battalion;
        return WG_OK;
    }
    return wgi_fail(err, WG_ERULE, "army %d has no General to rally with (B6)", army);
}

static bool same_size(const wg_base *a, const wg_base *b)
{
    return fabs(a->width - b->width) <= EPS && fabs(a->depth - b->depth) <= EPS;
}

/* Whether poly overlaps a base on the table or terrain; *what names it. */
static bool overlaps_anything(const wg_battle *b, const wgi_pt poly[4], const char **what,
                              size_t *index)
{
    for (size_t i = 0; i < b->nbattalions; i++) {
        if (!on_table(b, i))
            continue;
        wgi_pt q[4];
        wgi_base_corners(&b->battalions[i].base, q);
        if (wgi_poly_overlap(poly, 4, q, 4)) {
            *what = "the base of battalion";
            *index = i;
            return true;
        }
    }
    for (size_t i = 0; i < b->nterrain; i++)
        if (wgi_poly_overlap(poly, 4, b->terrain[i].points, b->terrain[i].count)) {
            *what = "terrain";
            *index = i;
            return true;
        }
    return false;
}

/* B6: in contact with the General's battalion, overlapping nothing, and
 * no closer than three times its speed to the nearest enemy. */
static wg_status check_place(const wg_battle *b, size_t battalion, const wgi_pt poly[4],
                             size_t general, wg_error *err)
{
    const wgi_battalion_rec *rec = &b->battalions[battalion];
    wgi_pt g[4];
    wgi_base_corners(&b->battalions[general].base, g);
    double gap = wgi_poly_distance(poly, 4, g, 4);
    if (gap > EPS)
        return wgi_fail(err, WG_ERULE, "the placement is %g away from battalion %zu, the "
                       "General's: it must be in contact (B6)", gap, general);
    const char *what;
    size_t index;
    if (overlaps_anything(b, poly, &what, &index))
        return wgi_fail(err, WG_ERULE, "the placement overlaps %s %zu (B6)", what, index);
    double min = 3.0 * wgi_battle_speed_now(b, battalion), near;
    if (nearest_enemy(b, rec->army, poly, &index, &near) && near < min - EPS)
        return wgi_fail(err, WG_ERULE, "the placement is %g from enemy battalion %zu, closer "
                       "than three times its speed (%g) (B6)", near, index, min);
    return WG_OK;
}

/* The placement as a base: valid and of the battalion's size. */
static wg_status check_placement_base(const wg_base *placement, const wg_base *own,
                                      wg_error *err)
{
    if (!wgi_base_valid(placement))
        return wgi_fail(err, WG_EINVAL, "the placement is not a valid base: finite numbers "
                       "between -%g and %g, width and depth above 0 (B6)", WG_GEOM_MAX,
                       WG_GEOM_MAX);
    if (!same_size(placement, own))
        return wgi_fail(err, WG_EINVAL, "the placement is %g by %g, the battalion's base %g "
                       "by %g (B6)", placement->width, placement->depth, own->width,
                       own->depth);
    return WG_OK;
}

wg_status wg_battle_rally(wg_battle *battle, size_t battalion, const wg_base *placement,
                          wg_error *err)
{
    wg_status st = wgi_battle_check_battalion(battle, battalion, err);   /* NULL too */
    if (st != WG_OK)
        return st;
    wgi_battalion_rec *rec = &battle->battalions[battalion];
    if (!rec->fled)
        return wgi_fail(err, WG_ESTATE, "battalion '%s' has not fled (B6)", rec->name);
    if (battle->turn <= rec->fled_turn)
        return wgi_fail(err, WG_ESTATE, "battalion '%s' fled on turn %d: it can rally on a "
                       "later turn (B6)", rec->name, rec->fled_turn);
    size_t general = 0;
    if ((st = general_battalion(battle, rec->army, &general, err)) != WG_OK)
        return st;
    int *points = &battle->command_points[rec->army];
    if (*points < 2)
        return wgi_fail(err, WG_ERULE, "army %d has %d command points: rallying costs 2 (B6)",
                       rec->army, *points);
    if ((st = check_placement_base(placement, &rec->base, err)) != WG_OK)
        return st;
    wgi_pt poly[4];
    wgi_base_corners(placement, poly);
    if ((st = check_place(battle, battalion, poly, general, err)) != WG_OK)
        return st;
    *points -= 2;
    rec->base = *placement;
    rec->fled = false;
    return WG_OK;
}
