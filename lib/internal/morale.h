/* The morale module's data (rules B1–B12), shared by its files: morale.c
 * (checks and odds), names.c and json.c (its names and JSON documents),
 * battle.c (battalions, characters, orders, boats, the wounded), events.c
 * (the events that queue checks, applying results), retreat.c (terrain,
 * retreats, rallying) and geom.c (pure geometry, knowing no battle). */
#ifndef WGI_INTERNAL_MORALE_H
#define WGI_INTERNAL_MORALE_H

#include <stdbool.h>
#include <stddef.h>

#include "wargen/morale.h"

#define WGI_ARMIES 2

typedef struct wgi_pt {
    double x, y;
} wgi_pt;

typedef struct wgi_character_rec {
    char *name;
    wg_character_kind kind;
    size_t battalion;
    bool alive;
} wgi_character_rec;

typedef struct wgi_battalion_rec {
    char *name;
    int army;
    int start, warriors, killed, wounded;
    int speed, ranks;
    bool shooter, giant;
    bool half_lost;
    bool fled;
    int fled_turn;
    size_t boat;             /* the boat it is aboard, or WG_NONE */
    wg_base base;
    char **orders;
    size_t norders, caporders;
} wgi_battalion_rec;

typedef struct wgi_boat_rec {
    int capacity, speed;
    size_t cargo;            /* the battalion aboard, or WG_NONE */
} wgi_boat_rec;

typedef struct wgi_terrain {
    wgi_pt *points;           /* counter-clockwise */
    size_t count;
} wgi_terrain;

struct wg_battle {
    wgi_battalion_rec *battalions;
    size_t nbattalions, capbattalions;
    wgi_character_rec *characters;
    size_t ncharacters, capcharacters;
    wgi_boat_rec *boats;
    size_t nboats, capboats;
    wgi_terrain *terrain;
    size_t nterrain, capterrain;
    wg_pending_check *pending; /* the queue, in the order queued */
    size_t npending, cappending;
    int turn;
    int command_points[WGI_ARMIES];
    bool hospital[WGI_ARMIES];
    int shooting[WGI_ARMIES];
    bool shooting_rolled[WGI_ARMIES];
};

/* morale.c: the failures and result of dice already checked. */
void wgi_morale_judge_dice(wg_morale_check *out, int opponent, const int dice[3], int modifier);

/* morale/battle.c: WG_EINVAL for a NULL battle, WG_ENOTFOUND unless the
 * battalion exists. */
wg_status wgi_battle_check_battalion(const wg_battle *b, size_t battalion, wg_error *err);
/* The same, and WG_ESTATE when it has fled (B3). */
wg_status wgi_battle_check_on_table(const wg_battle *b, size_t battalion, wg_error *err);
/* Cancel every order of a battalion (B3). */
void wgi_battle_cancel_orders(wg_battle *b, size_t battalion);
/* The speed of a battalion known to exist (wg_battle_speed()). */
int wgi_battle_speed_now(const wg_battle *b, size_t battalion);
/* The morale modifier of a battalion known to exist (wg_battle_morale_modifier()). */
int wgi_battle_bearer_modifier(const wg_battle *b, size_t battalion);

/* morale/geom.c: the battlefield's pure geometry (B6, B12 use it). */
/* The unit vector of a facing in degrees (counter-clockwise from +x). */
wgi_pt wgi_facing_unit(double degrees);
/* The length of v. */
double wgi_pt_length(wgi_pt v);
/* The four corners of a base, counter-clockwise. */
void wgi_base_corners(const wg_base *base, wgi_pt out[4]);
/* Whether x is within ±WG_GEOM_MAX (false for NaN and infinities). */
bool wgi_geom_in_range(double x);
/* Whether a base's numbers are within range, its facing finite and its
 * sizes above 0. */
bool wgi_base_valid(const wg_base *base);
/* The distance between two convex polygons, edge to edge; 0 when they
 * touch or overlap. */
double wgi_poly_distance(const wgi_pt *a, size_t na, const wgi_pt *b, size_t nb);
/* Whether two convex polygons overlap by more than WG_GEOM_EPSILON. */
bool wgi_poly_overlap(const wgi_pt *a, size_t na, const wgi_pt *b, size_t nb);
/* How far polygon a can move along the unit direction dir, up to max,
 * before it would cross into b: max when it never would, 0 when it is
 * touching b and moving into it. */
double wgi_poly_sweep(const wgi_pt *a, size_t na, wgi_pt dir, double max, const wgi_pt *b,
                     size_t nb);
/* The same, and *hit tells whether b stops it: the move reaches b (within
 * EPS) heading into it (max is returned when it does not). */
double wgi_poly_sweep_hit(const wgi_pt *a, size_t na, wgi_pt dir, double max, const wgi_pt *b,
                         size_t nb, bool *hit);
/* *out = the convex polygon of count points xy (x0, y0, x1, y1, ...) in
 * either winding, counter-clockwise (the caller frees it with wg_free), or
 * WG_EINVAL (fewer than 3 points, a non-finite number, not convex, no
 * area) or WG_ENOMEM. */
wg_status wgi_poly_read(wgi_pt **out, const double *xy, size_t count, wg_error *err);

#endif
