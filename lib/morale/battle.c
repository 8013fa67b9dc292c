/* Battles (wargen/morale.h): battalions, characters, orders, shooting orders,
 * speed and ladders, boats, the wounded column and field hospitals (rules B4,
 * B7-B10). The events that queue checks and the results of checks are in
 * morale/events.c, terrain, retreats and rallies in morale/retreat.c. Every
 * function checks everything before it changes anything, and reserves the
 * memory a change needs before making it, so a failure leaves the battle as
 * it was. */
#include <limits.h>
#include <string.h>

#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/load.h"
#include "internal/morale.h"

/* Names and order texts are 1 to this many bytes (wargen/morale.h). */
#define TEXT_MAX 100

/* The boat orders are the library's own texts, shared and never freed, so
 * that giving them copies nothing: wg_battle_unload() cannot run out of
 * memory (B9). */
static const char LOAD_TEXT[] = WG_ORDER_LOAD;
static const char UNLOAD_TEXT[] = WG_ORDER_UNLOAD;

/* ---- the battle ---------------------------------------------------------- */

wg_status wg_battle_new(wg_battle **out, wg_error *err)
{
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "out is NULL");
    /* Zero is turn 0, no command points, no hospitals, nothing rolled. */
    wg_battle *b = wgi_calloc(1, sizeof *b);
    if (b == NULL)
        return wgi_fail_nomem(err);
    *out = b;
    return WG_OK;
}

static void free_order(char *order)
{
    if (order != LOAD_TEXT && order != UNLOAD_TEXT)
        wg_free(order);
}

void wg_battle_free(wg_battle *b)
{
    if (b == NULL)
        return;
    for (size_t i = 0; i < b->nbattalions; i++) {
        wgi_battalion_rec *r = &b->battalions[i];
        for (size_t k = 0; k < r->norders; k++)
            free_order(r->orders[k]);
        wg_free(r->orders);
        wg_free(r->name);
    }
    for (size_t i = 0; i < b->ncharacters; i++)
        wg_free(b->characters[i].name);
    for (size_t i = 0; i < b->nterrain; i++)
        wg_free(b->terrain[i].points);
    wg_free(b->battalions);
    wg_free(b->characters);
    wg_free(b->boats);
    wg_free(b->terrain);
    wg_free(b->pending);
    wg_free(b);
}

static bool army_ok(int army)
{
    return army >= 0 && army < WGI_ARMIES;
}

static bool text_ok(const char *s)
{
    return s != NULL && s[0] != '\0' && strlen(s) <= TEXT_MAX;
}

wg_status wgi_battle_check_battalion(const wg_battle *b, size_t battalion, wg_error *err)
{
    if (b == NULL)
        return wgi_fail(err, WG_EINVAL, "battle is NULL");
    if (battalion >= b->nbattalions)
        return wgi_fail(err, WG_ENOTFOUND, "no such battalion: the battle has %zu",
                       b->nbattalions);
    return WG_OK;
}

wg_status wgi_battle_check_on_table(const wg_battle *b, size_t battalion, wg_error *err)
{
    wg_status st = wgi_battle_check_battalion(b, battalion, err);
    if (st == WG_OK && b->battalions[battalion].fled)
        return wgi_fail(err, WG_ESTATE, "battalion '%s' has fled the table (B3)",
                       b->battalions[battalion].name);
    return st;
}

static wg_status check_spec(const wg_battalion_spec *s, wg_error *err)
{
    if (!text_ok(s->name))
        return wgi_fail(err, WG_EINVAL, "a battalion name must be 1 to %d bytes", TEXT_MAX);
    if (!army_ok(s->army))
        return wgi_fail(err, WG_EINVAL, "battalion '%s': army %d is not 0 or 1", s->name,
                       s->army);
    if (s->warriors < 1 || s->warriors > WG_BATTALION_MAX || s->ranks < 1
        || s->ranks > WG_BATTALION_MAX || s->speed < 0 || s->speed > WG_BATTALION_MAX)
        return wgi_fail(err, WG_EINVAL, "battalion '%s': %d warriors and %d ranks must be 1 to "
                       "%d, speed %d 0 to %d", s->name, s->warriors, s->ranks,
                       WG_BATTALION_MAX, s->speed, WG_BATTALION_MAX);
    if (!wgi_base_valid(&s->base))
        return wgi_fail(err, WG_EINVAL, "battalion '%s': a base needs finite numbers between "
                       "-%g and %g and a width and depth above 0", s->name, WG_GEOM_MAX,
                       WG_GEOM_MAX);
    return WG_OK;
}

wg_status wg_battle_add_battalion(size_t *index, wg_battle *b, const wg_battalion_spec *spec,
                                  wg_error *err)
{
    if (b == NULL || spec == NULL)
        return wgi_fail(err, WG_EINVAL, "battle or spec is NULL");
    wg_status st = check_spec(spec, err);
    if (st != WG_OK)
        return st;
    char *name = wgi_strdup(spec->name);
    if (name == NULL || !wgi_grow((void **)&b->battalions, &b->capbattalions,
                                 b->nbattalions + 1, sizeof *b->battalions)) {
        wg_free(name);
        return wgi_fail_nomem(err);
    }
    wgi_battalion_rec *r = &b->battalions[b->nbattalions];
    memset(r, 0, sizeof *r);
    r->name = name;
    r->army = spec->army;
    r->start = r->warriors = spec->warriors;
    r->speed = spec->speed;
    r->ranks = spec->ranks;
    r->shooter = spec->shooter;
    r->giant = spec->giant;
    r->boat = WG_NONE;
    r->base = spec->base;
    if (index)
        *index = b->nbattalions;
    b->nbattalions++;
    return WG_OK;
}

size_t wg_battle_battalion_count(const wg_battle *b)
{
    return b ? b->nbattalions : 0;
}

int wg_battle_turn(const wg_battle *b)
{
    return b ? b->turn : 0;
}

void wg_battle_next_turn(wg_battle *b)
{
    if (b && b->turn < INT_MAX)
        b->turn++;
}

/* ---- characters (B1, B4, B6) ---------------------------------------------- */

/* The models a boat carries for the battalion: its healthy and wounded
 * warriors and its living characters (B9). */
static long long models_of(const wg_battle *b, size_t battalion)
{
    const wgi_battalion_rec *r = &b->battalions[battalion];
    long long n = (long long)r->warriors + r->wounded;
    for (size_t i = 0; i < b->ncharacters; i++)
        n += b->characters[i].alive && b->characters[i].battalion == battalion;
    return n;
}

static bool has_general(const wg_battle *b, int army)
{
    for (size_t i = 0; i < b->ncharacters; i++)
        if (b->characters[i].kind == WG_CHARACTER_KIND_GENERAL
            && b->battalions[b->characters[i].battalion].army == army)
            return true;
    return false;
}

wg_status wg_battle_add_character(size_t *character, wg_battle *b, size_t battalion,
                                  wg_character_kind kind, const char *name, wg_error *err)
{
    /* Off the table a battalion takes no one (a General there could never
     * rally it, B6). */
    wg_status st = wgi_battle_check_on_table(b, battalion, err);
    if (st != WG_OK)
        return st;
    if ((unsigned)kind >= WG_CHARACTER_KIND_COUNT)
        return wgi_fail(err, WG_EINVAL, "%d is not a kind of character", (int)kind);
    if (!text_ok(name))
        return wgi_fail(err, WG_EINVAL, "a character name must be 1 to %d bytes", TEXT_MAX);
    const wgi_battalion_rec *r = &b->battalions[battalion];
    /* One General per army, even after the first one's death. */
    if (kind == WG_CHARACTER_KIND_GENERAL && has_general(b, r->army))
        return wgi_fail(err, WG_ERULE, "army %d already has a General", r->army);
    /* Aboard, the character is one more model the boat must carry (B9). */
    if (r->boat != WG_NONE && models_of(b, battalion) + 1 > b->boats[r->boat].capacity)
        return wgi_fail(err, WG_ERULE, "'%s' would take boat %ld over its capacity of %d (B9)",
                       name, r->boat, b->boats[r->boat].capacity);
    char *copy = wgi_strdup(name);
    if (copy == NULL || !wgi_grow((void **)&b->characters, &b->capcharacters,
                                 b->ncharacters + 1, sizeof *b->characters)) {
        wg_free(copy);
        return wgi_fail_nomem(err);
    }
    wgi_character_rec *c = &b->characters[b->ncharacters];
    c->name = copy;
    c->kind = kind;
    c->battalion = battalion;
    c->alive = true;
    if (character)
        *character = b->ncharacters;
    b->ncharacters++;
    return WG_OK;
}

size_t wg_battle_character_count(const wg_battle *b)
{
    return b ? b->ncharacters : 0;
}

wg_status wg_battle_character_at(wg_character_state *out, const wg_battle *b, size_t index,
                                 wg_error *err)
{
    wg_status st = wgi_at_check(out, b, index, wg_battle_character_count(b),
                                "wg_battle_character_at", "character", err);
    if (st != WG_OK)
        return st;
    const wgi_character_rec *c = &b->characters[index];
    out->name = c->name;
    out->kind = c->kind;
    out->battalion = c->battalion;
    out->alive = c->alive;
    return WG_OK;
}

int wgi_battle_bearer_modifier(const wg_battle *b, size_t battalion)
{
    /* B4: +1 while a bearer lives; a second bearer adds nothing more. */
    for (size_t i = 0; i < b->ncharacters; i++) {
        const wgi_character_rec *c = &b->characters[i];
        if (c->alive && c->battalion == battalion && c->kind == WG_CHARACTER_KIND_STANDARD_BEARER)
            return 1;
    }
    return 0;
}

/* *out = read(b, battalion), the public readers by battalion: WG_EINVAL for
 * a NULL out or battle, WG_ENOTFOUND for no such battalion, out unchanged. */
static wg_status read_battalion(int *out, const wg_battle *b, size_t battalion,
                                int (*read)(const wg_battle *, size_t), wg_error *err)
{
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "out is NULL");
    wg_status st = wgi_battle_check_battalion(b, battalion, err);
    if (st == WG_OK)
        *out = read(b, battalion);
    return st;
}

wg_status wg_battle_morale_modifier(int *out, const wg_battle *b, size_t battalion,
                                    wg_error *err)
{
    return read_battalion(out, b, battalion, wgi_battle_bearer_modifier, err);
}

/* The checks of the readers by army: WG_EINVAL for a NULL out or battle, or
 * an army other than 0 and 1. */
static wg_status check_army_read(const void *out, const wg_battle *b, int army, wg_error *err)
{
    if (out == NULL || b == NULL)
        return wgi_fail(err, WG_EINVAL, "out or battle is NULL");
    if (!army_ok(army))
        return wgi_fail(err, WG_EINVAL, "no army %d (0 or 1)", army);
    return WG_OK;
}

wg_status wg_battle_command_points(int *out, const wg_battle *b, int army, wg_error *err)
{
    wg_status st = check_army_read(out, b, army, err);
    if (st == WG_OK)
        *out = b->command_points[army];
    return st;
}

wg_status wg_battle_set_command_points(wg_battle *b, int army, int points, wg_error *err)
{
    if (b == NULL || !army_ok(army))
        return wgi_fail(err, WG_EINVAL, "no battle or no army %d (0 or 1)", army);
    if (points < 0)
        return wgi_fail(err, WG_EINVAL, "command points %d are below 0 (B6)", points);
    b->command_points[army] = points;
    return WG_OK;
}

/* ---- orders (B3, B7, B9, B10) --------------------------------------------- */

void wgi_battle_cancel_orders(wg_battle *b, size_t battalion)
{
    wgi_battalion_rec *r = &b->battalions[battalion];
    for (size_t k = 0; k < r->norders; k++)
        free_order(r->orders[k]);
    /* The array stays: a battalion aboard keeps its slot for "unload". */
    r->norders = 0;
}

/* Room for one more order, and while aboard one more still for the
 * "unload" that wg_battle_unload() adds without allocating (B9). */
static bool reserve_order(wgi_battalion_rec *r)
{
    size_t need = r->norders + 1 + (r->boat != WG_NONE);
    return wgi_grow((void **)&r->orders, &r->caporders, need, sizeof *r->orders);
}

static bool is_wounded_order(const char *order)
{
    return strcmp(order, WG_ORDER_RECOVERY) == 0 || strcmp(order, WG_ORDER_TO_THE_DOCTOR) == 0
           || strcmp(order, WG_ORDER_MERCY) == 0;
}

static wg_status check_order(const wg_battle *b, size_t battalion, const char *order,
                             wg_error *err)
{
    wg_status st = wgi_battle_check_battalion(b, battalion, err);
    if (st != WG_OK)
        return st;
    if (!text_ok(order))
        return wgi_fail(err, WG_EINVAL, "an order must be 1 to %d bytes", TEXT_MAX);
    if (strcmp(order, LOAD_TEXT) == 0 || strcmp(order, UNLOAD_TEXT) == 0)
        return wgi_fail(err, WG_EINVAL, "'%s' is given by wg_battle_load() or _unload() (B9)",
                       order);
    st = wgi_battle_check_on_table(b, battalion, err);
    if (st != WG_OK)
        return st;
    const wgi_battalion_rec *r = &b->battalions[battalion];
    if (strcmp(order, WG_ORDER_SHOOTING_ATTACK) == 0 && b->shooting[r->army] == 0)
        return wgi_fail(err, WG_ERULE, "army %d has no shooting order left (B7)", r->army);
    if (is_wounded_order(order) && r->wounded == 0)
        return wgi_fail(err, WG_ERULE, "'%s' needs wounded, and battalion '%s' has none (B10)",
                       order, r->name);
    return WG_OK;
}

wg_status wg_battle_add_order(wg_battle *b, size_t battalion, const char *order, wg_error *err)
{
    wg_status st = check_order(b, battalion, order, err);
    if (st != WG_OK)
        return st;
    wgi_battalion_rec *r = &b->battalions[battalion];
    char *copy = wgi_strdup(order);
    if (copy == NULL || !reserve_order(r)) {
        wg_free(copy);
        return wgi_fail_nomem(err);
    }
    /* B7: an order spent stays spent, even if a check cancels it (B3). */
    if (strcmp(order, WG_ORDER_SHOOTING_ATTACK) == 0)
        b->shooting[r->army]--;
    r->orders[r->norders++] = copy;
    return WG_OK;
}

size_t wg_battle_order_count(const wg_battle *b, size_t battalion)
{
    return b && battalion < b->nbattalions ? b->battalions[battalion].norders : 0;
}

const char *wg_battle_order_at(const wg_battle *b, size_t battalion, size_t index)
{
    if (b == NULL || battalion >= b->nbattalions || index >= b->battalions[battalion].norders)
        return NULL;
    return b->battalions[battalion].orders[index];
}

/* ---- shooting orders (B7) -------------------------------------------------- */

static size_t shooters(const wg_battle *b, int army)
{
    size_t n = 0;
    for (size_t i = 0; i < b->nbattalions; i++)
        n += b->battalions[i].army == army && b->battalions[i].shooter;
    return n;
}

/* The checks both ways of setting the pool share: army, state, and a sum
 * of n dice that fits an int. */
static wg_status check_shooting(const wg_battle *b, int army, size_t n, wg_error *err)
{
    if (b->turn != 0)
        return wgi_fail(err, WG_ESTATE, "shooting orders are rolled before the game, not on "
                       "turn %d (B7)", b->turn);
    if (b->shooting_rolled[army])
        return wgi_fail(err, WG_ESTATE, "army %d has rolled its shooting orders already (B7)",
                       army);
    if (n > INT_MAX / 6)
        return wgi_fail(err, WG_ERANGE, "%zu Shooter battalions are too many to sum (B7)", n);
    return WG_OK;
}

static void set_shooting(int *total, wg_battle *b, int army, int sum)
{
    b->shooting[army] = sum;
    b->shooting_rolled[army] = true;
    if (total)
        *total = sum;
}

wg_status wg_battle_roll_shooting_orders(int *total, wg_battle *b, int army, wg_rng *rng,
                                         wg_error *err)
{
    if (b == NULL || rng == NULL || !army_ok(army))
        return wgi_fail(err, WG_EINVAL, "battle or rng is NULL, or army %d is not 0 or 1",
                       army);
    wg_status st = check_shooting(b, army, shooters(b, army), err);
    if (st != WG_OK)
        return st;
    /* One D6 per Shooter battalion, in the order added: a seed replays. */
    int sum = 0;
    for (size_t i = 0; i < b->nbattalions; i++)
        if (b->battalions[i].army == army && b->battalions[i].shooter)
            sum += wg_rng_d6(rng);
    set_shooting(total, b, army, sum);
    return WG_OK;
}

wg_status wg_battle_judge_shooting_orders(int *total, wg_battle *b, int army, const int *dice,
                                          size_t count, wg_error *err)
{
    if (b == NULL || !army_ok(army) || (dice == NULL && count > 0))
        return wgi_fail(err, WG_EINVAL, "battle or dice is NULL, or army %d is not 0 or 1",
                       army);
    size_t n = shooters(b, army);
    if (count != n)
        return wgi_fail(err, WG_EINVAL, "%zu dice for %zu Shooter battalions of army %d (B7)",
                       count, n, army);
    int sum = 0;
    for (size_t i = 0; i < count; i++) {
        if (dice[i] < 1 || dice[i] > 6)
            return wgi_fail(err, WG_EINVAL, "die %zu is %d, not 1 to 6 (B7)", i, dice[i]);
        sum += dice[i];
    }
    wg_status st = check_shooting(b, army, n, err);
    if (st == WG_OK)
        set_shooting(total, b, army, sum);
    return st;
}

wg_status wg_battle_shooting_orders(int *out, const wg_battle *b, int army, wg_error *err)
{
    wg_status st = check_army_read(out, b, army, err);
    if (st == WG_OK)
        *out = b->shooting[army];
    return st;
}

/* ---- speed, ladders and the wounded column (B8, B10) ------------------------ */

/* B10: the column is as many files wide as the battalion has ranks, so its
 * ranks are the wounded divided by the ranks, an incomplete one counting. */
static int wounded_ranks(const wgi_battalion_rec *r)
{
    return (r->wounded + r->ranks - 1) / r->ranks;
}

int wgi_battle_speed_now(const wg_battle *b, size_t battalion)
{
    const wgi_battalion_rec *r = &b->battalions[battalion];
    if (r->boat != WG_NONE)
        return b->boats[r->boat].speed; /* B9: aboard, the boat's speed */
    /* B10: -1 for every two ranks of wounded, the last one may be incomplete. */
    int speed = r->speed - wounded_ranks(r) / 2;
    return speed > 0 ? speed : 0;
}

wg_status wg_battle_speed(int *out, const wg_battle *b, size_t battalion, wg_error *err)
{
    return read_battalion(out, b, battalion, wgi_battle_speed_now, err);
}

wg_status wg_battle_ladder_speed(int *out, const wg_battle *b, size_t battalion,
                                 wg_error *err)
{
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "out is NULL");
    wg_status st = wgi_battle_check_battalion(b, battalion, err);
    if (st != WG_OK)
        return st;
    if (b->battalions[battalion].giant)
        return wgi_fail(err, WG_ERULE, "battalion '%s' has Giants, who cannot use ladders (B8)",
                       b->battalions[battalion].name);
    *out = wgi_battle_speed_now(b, battalion) / 2; /* B8: half, rounded down */
    return WG_OK;
}

/* ---- boats (B9) ------------------------------------------------------------ */

wg_status wg_battle_add_boat(size_t *boat, wg_battle *b, int capacity, int speed,
                             wg_error *err)
{
    if (b == NULL)
        return wgi_fail(err, WG_EINVAL, "battle is NULL");
    if (capacity < 1 || speed < 0)
        return wgi_fail(err, WG_EINVAL, "a boat needs a capacity of at least 1 (not %d) and a "
                       "speed of at least 0 (not %d) (B9)", capacity, speed);
    if (!wgi_grow((void **)&b->boats, &b->capboats, b->nboats + 1, sizeof *b->boats))
        return wgi_fail_nomem(err);
    b->boats[b->nboats] = (wgi_boat_rec){.capacity = capacity, .speed = speed, .cargo = WG_NONE};
    if (boat)
        *boat = b->nboats;
    b->nboats++;
    return WG_OK;
}

static wg_status check_boat(const wg_battle *b, size_t boat, wg_error *err)
{
    if (b == NULL)
        return wgi_fail(err, WG_EINVAL, "battle is NULL");
    if (boat >= b->nboats)
        return wgi_fail(err, WG_ENOTFOUND, "no such boat: the battle has %zu", b->nboats);
    return WG_OK;
}

static wg_status check_load(const wg_battle *b, size_t boat, size_t battalion, wg_error *err)
{
    wg_status st = check_boat(b, boat, err);
    if (st == WG_OK)
        st = wgi_battle_check_battalion(b, battalion, err);
    if (st != WG_OK)
        return st;
    const wgi_battalion_rec *r = &b->battalions[battalion];
    const wgi_boat_rec *t = &b->boats[boat];
    if (t->cargo != WG_NONE)
        return wgi_fail(err, WG_ESTATE, "boat %zu is carrying battalion '%s' (B9)", boat,
                       b->battalions[t->cargo].name);
    if (r->boat != WG_NONE)
        return wgi_fail(err, WG_ESTATE, "battalion '%s' is aboard boat %zu (B9)", r->name,
                       r->boat);
    st = wgi_battle_check_on_table(b, battalion, err);
    if (st != WG_OK)
        return st;
    long long models = models_of(b, battalion);
    if (models > t->capacity)
        return wgi_fail(err, WG_ERULE, "battalion '%s' is %lld models, over boat %zu's capacity "
                       "of %d (B9)", r->name, models, boat, t->capacity);
    return WG_OK;
}

wg_status wg_battle_load(wg_battle *b, size_t boat, size_t battalion, wg_error *err)
{
    wg_status st = check_load(b, boat, battalion, err);
    if (st != WG_OK)
        return st;
    wgi_battalion_rec *r = &b->battalions[battalion];
    /* "load" now and the slot "unload" will take (B9). */
    if (!wgi_grow((void **)&r->orders, &r->caporders, r->norders + 2, sizeof *r->orders))
        return wgi_fail_nomem(err);
    r->orders[r->norders++] = (char *)LOAD_TEXT;
    r->boat = boat;
    b->boats[boat].cargo = battalion;
    return WG_OK;
}

size_t wg_battle_boat_count(const wg_battle *b)
{
    return b ? b->nboats : 0;
}

wg_status wg_battle_boat_cargo(size_t *out, const wg_battle *b, size_t boat, wg_error *err)
{
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "out is NULL");
    wg_status st = check_boat(b, boat, err);
    if (st == WG_OK)
        *out = b->boats[boat].cargo;
    return st;
}

wg_status wg_battle_unload(wg_battle *b, size_t boat, wg_error *err)
{
    wg_status st = check_boat(b, boat, err);
    if (st != WG_OK)
        return st;
    wgi_boat_rec *t = &b->boats[boat];
    if (t->cargo == WG_NONE)
        return wgi_fail(err, WG_ESTATE, "boat %zu carries nothing to unload (B9)", boat);
    wgi_battalion_rec *r = &b->battalions[t->cargo];
    /* Aboard, every order reserved this slot (load, reserve_order). */
    r->orders[r->norders++] = (char *)UNLOAD_TEXT;
    r->boat = WG_NONE;
    t->cargo = WG_NONE;
    return WG_OK;
}

/* ---- reading a battalion, field hospitals (B10) ---------------------------- */

wg_status wg_battle_battalion_at(wg_battalion_state *out, const wg_battle *b,
                                 size_t battalion, wg_error *err)
{
    wg_status st = wgi_at_check(out, b, battalion, wg_battle_battalion_count(b),
                                "wg_battle_battalion_at", "battalion", err);
    if (st != WG_OK)
        return st;
    const wgi_battalion_rec *r = &b->battalions[battalion];
    out->name = r->name;
    out->army = r->army;
    out->start = r->start;
    out->warriors = r->warriors;
    out->killed = r->killed;
    out->wounded = r->wounded;
    out->wounded_ranks = wounded_ranks(r);
    out->combat_rank_penalty = r->wounded / r->ranks; /* B10: full ranks only */
    out->speed = wgi_battle_speed_now(b, battalion);
    out->half_lost = r->half_lost;
    out->fled = r->fled;
    out->boat = r->boat;
    out->base = r->base;
    return WG_OK;
}

wg_status wg_battle_hospital(bool *out, const wg_battle *b, int army, wg_error *err)
{
    wg_status st = check_army_read(out, b, army, err);
    if (st == WG_OK)
        *out = b->hospital[army];
    return st;
}

wg_status wg_battle_set_hospital(wg_battle *b, int army, bool hospital, wg_error *err)
{
    if (b == NULL || !army_ok(army))
        return wgi_fail(err, WG_EINVAL, "no battle or no army %d (0 or 1)", army);
    if (b->turn != 0)
        return wgi_fail(err, WG_ESTATE, "a field hospital is placed before the game, not on "
                       "turn %d (B10)", b->turn);
    b->hospital[army] = hospital;
    return WG_OK;
}
