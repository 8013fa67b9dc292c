/* The events of a battle that trigger morale checks, and the checks taken
 * with their results applied (rules B1, B3, B10, B11; wargen/morale.h).
 * Every function checks everything before it changes anything, and reserves
 * the memory a change needs before making it, so a failure leaves the
 * battle as it was. */
#include <limits.h>
#include <stdint.h>
#include <string.h>

#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/load.h"
#include "internal/morale.h"

/* ---- the queue of checks (B1) ---------------------------------------------- */

static bool reserve_pending(wg_battle *b, size_t more)
{
    return wgi_grow((void **)&b->pending, &b->cappending, b->npending + more,
                   sizeof *b->pending);
}

/* Queue a check; reserve_pending() has made room. */
static void push_pending(wg_battle *b, size_t battalion, wg_check_cause cause)
{
    b->pending[b->npending++] = (wg_pending_check){.battalion = battalion, .cause = cause};
}

/* Take queued checks of the battalion off the queue, keeping the others in
 * order: the first one only, or all of them. */
static void take_pending(wg_battle *b, size_t battalion, bool all)
{
    size_t kept = 0;
    bool taken = false;
    for (size_t i = 0; i < b->npending; i++) {
        if (b->pending[i].battalion == battalion && (all || !taken))
            taken = true;
        else
            b->pending[kept++] = b->pending[i];
    }
    b->npending = kept;
}

size_t wg_battle_pending_count(const wg_battle *b)
{
    return b ? b->npending : 0;
}

wg_status wg_battle_pending_at(wg_pending_check *out, const wg_battle *b, size_t index,
                               wg_error *err)
{
    wg_status st = wgi_at_check(out, b, index, wg_battle_pending_count(b), "wg_battle_pending_at",
                                "queued check", err);
    if (st == WG_OK)
        *out = b->pending[index];
    return st;
}

/* The checks damage and attacks on the wounded share: the battalion, the
 * amount, then whether it is on the table. */
static wg_status check_damage(const wg_battle *b, size_t battalion, int damage, wg_error *err)
{
    wg_status st = wgi_battle_check_battalion(b, battalion, err);
    if (st != WG_OK)
        return st;
    if (damage < 0)
        return wgi_fail(err, WG_EINVAL, "damage %d is below 0", damage);
    return wgi_battle_check_on_table(b, battalion, err);
}

/* ---- damage and the wounded (B1(a), B10, B11) ------------------------------ */

static int min_int(int a, int b)
{
    return a < b ? a : b;
}

/* What damage does to a battalion, without doing it. */
static wg_damage split_damage(const wgi_battalion_rec *r, bool hospital, int damage)
{
    wg_damage d = {0};
    int aside = 0;
    /* B10 decision: damage of at least twice the healthy warriors sets half
     * of itself aside to kill wounded, the newly wounded included. */
    if ((long long)damage >= 2LL * r->warriors) {
        aside = damage / 2;
        damage -= aside;
    }
    /* B10: with a hospital half (rounded down) kills, the rest wounds. */
    int kill = hospital ? damage / 2 : damage;
    d.killed = min_int(kill, r->warriors);
    d.wounded = hospital ? min_int(damage - kill, r->warriors - d.killed) : 0;
    d.wounded_killed = min_int(aside, r->wounded + d.wounded);
    /* B1(a), B11: killed warriors only, when they first reach half the start. */
    d.check = !r->half_lost && 2LL * (r->killed + d.killed) >= r->start;
    return d;
}

wg_status wg_battle_damage(wg_damage *out, wg_battle *b, size_t battalion, int damage,
                           wg_error *err)
{
    wg_status st = check_damage(b, battalion, damage, err);
    if (st != WG_OK)
        return st;
    wgi_battalion_rec *r = &b->battalions[battalion];
    wg_damage d = split_damage(r, b->hospital[r->army], damage);
    if (d.check && !reserve_pending(b, 1))
        return wgi_fail_nomem(err);
    r->warriors -= d.killed + d.wounded;
    r->killed += d.killed;
    r->wounded += d.wounded - d.wounded_killed;
    if (d.check) {
        r->half_lost = true;
        push_pending(b, battalion, WG_CHECK_CAUSE_HALF_LOST);
    }
    if (out)
        *out = d;
    return WG_OK;
}

wg_status wg_battle_attack_wounded(wg_damage *out, wg_battle *b, size_t battalion, int damage,
                                   wg_error *err)
{
    wg_status st = check_damage(b, battalion, damage, err);
    if (st != WG_OK)
        return st;
    wgi_battalion_rec *r = &b->battalions[battalion];
    if (r->wounded == 0)
        return wgi_fail(err, WG_ESTATE, "battalion '%s' has no wounded to attack (B10)",
                       r->name);
    /* B10: every point kills a wounded; B11: they are not losses, no check. */
    wg_damage d = {.wounded_killed = min_int(damage, r->wounded)};
    r->wounded -= d.wounded_killed;
    if (out)
        *out = d;
    return WG_OK;
}

/* ---- the death of a character (B1(b), B1(c)) ------------------------------- */

/* Whether the death of c queues a check for battalion i: on the table, and
 * the one it was attached to (B1(c)) or, for a leader, of its army (B1(b)). */
static bool checks_on_death(const wg_battle *b, const wgi_character_rec *c, size_t i)
{
    const wgi_battalion_rec *r = &b->battalions[i];
    bool leader = c->kind == WG_CHARACTER_KIND_GENERAL || c->kind == WG_CHARACTER_KIND_HERO;
    return !r->fled && (i == c->battalion
                        || (leader && r->army == b->battalions[c->battalion].army));
}

wg_status wg_battle_kill_character(wg_battle *b, size_t character, wg_error *err)
{
    if (b == NULL)
        return wgi_fail(err, WG_EINVAL, "battle is NULL");
    if (character >= b->ncharacters)
        return wgi_fail(err, WG_ENOTFOUND, "no such character: the battle has %zu",
                       b->ncharacters);
    wgi_character_rec *c = &b->characters[character];
    if (!c->alive)
        return wgi_fail(err, WG_ESTATE, "character '%s' is dead already", c->name);
    size_t checks = 0;
    for (size_t i = 0; i < b->nbattalions; i++)
        checks += checks_on_death(b, c, i);
    if (!reserve_pending(b, checks))
        return wgi_fail_nomem(err);
    /* One check per battalion for the one event (B1); its own battalion's
     * names the nearer cause. */
    for (size_t i = 0; i < b->nbattalions; i++)
        if (checks_on_death(b, c, i))
            push_pending(b, i, i == c->battalion ? WG_CHECK_CAUSE_ATTACHED_KILLED
                                                 : WG_CHECK_CAUSE_LEADER_KILLED);
    c->alive = false;
    return WG_OK;
}

/* ---- taking checks and applying results (B3) -------------------------------- */

/* Apply a check's result to the battalion (B3) and take its check off the
 * queue. */
static void apply_result(wg_battle *b, size_t battalion, const wg_morale_check *check,
                         wg_retreat *retreat)
{
    wgi_battalion_rec *r = &b->battalions[battalion];
    take_pending(b, battalion, false);
    if (check->result == WG_MORALE_RESULT_STEADY)
        return;
    wgi_battle_cancel_orders(b, battalion); /* wavered, retreat and fled alike */
    if (check->result == WG_MORALE_RESULT_RETREAT) {
        wg_retreat moved;
        /* With no enemy on the table (the retreat's WG_ESTATE) there is
         * nothing to move away from: the check stands, the battalion stays,
         * and from and other are WG_NONE, no battalion. */
        if (wg_battle_retreat(&moved, b, battalion, NULL) != WG_OK)
            moved = (wg_retreat){.stop = WG_STOP_NONE, .other = WG_NONE, .from = WG_NONE};
        if (retreat)
            *retreat = moved;
    } else if (check->result == WG_MORALE_RESULT_FLED) {
        r->fled = true;
        r->fled_turn = b->turn;
        /* Off the table it is in no boat, and takes no more checks. */
        if (r->boat != WG_NONE)
            b->boats[r->boat].cargo = WG_NONE;
        r->boat = WG_NONE;
        take_pending(b, battalion, true);
    }
}

/* The checks both ways of taking a check share; sets the modifier: the
 * bearer's +1 and the caller's (B4), saturated at the ends of int, where
 * a modifier long since decides every die. */
static wg_status check_taken(int *modifier, const void *out, const void *dice_or_rng,
                             const wg_battle *b, size_t battalion, int extra, wg_error *err)
{
    if (out == NULL || dice_or_rng == NULL)
        return wgi_fail(err, WG_EINVAL, "out, rng or dice is NULL");
    wg_status st = wgi_battle_check_on_table(b, battalion, err);
    if (st != WG_OK)
        return st;
    int bearer = wgi_battle_bearer_modifier(b, battalion);
    *modifier = extra > INT_MAX - bearer ? INT_MAX : extra + bearer;
    return WG_OK;
}

wg_status wg_battle_check_roll(wg_morale_check *out, wg_retreat *retreat, wg_battle *b,
                               size_t battalion, wg_rng *rng, int extra, wg_error *err)
{
    int modifier = 0;
    wg_status st = check_taken(&modifier, out, rng, b, battalion, extra, err);
    wg_morale_check check;
    if (st == WG_OK)
        st = wg_morale_check_roll(&check, rng, modifier, err);
    if (st != WG_OK)
        return st;
    apply_result(b, battalion, &check, retreat);
    *out = check;
    return WG_OK;
}

wg_status wg_battle_check_judge(wg_morale_check *out, wg_retreat *retreat, wg_battle *b,
                                size_t battalion, int opponent, const int dice[3], int extra,
                                wg_error *err)
{
    int modifier = 0;
    wg_status st = check_taken(&modifier, out, dice, b, battalion, extra, err);
    wg_morale_check check;
    if (st == WG_OK)
        st = wg_morale_check_judge(&check, opponent, dice, modifier, err);
    if (st != WG_OK)
        return st;
    apply_result(b, battalion, &check, retreat);
    *out = check;
    return WG_OK;
}
