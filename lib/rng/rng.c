/* Seeded dice (wargen/rng.h): xoshiro256** seeded by splitmix64.
 * Reference: https://prng.di.unimi.it/ (Blackman and Vigna). */
#include <string.h>

#include "wargen/rng.h"
#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/load.h"
#include "internal/rng.h"

struct wg_roll {
    wg_rng *rng;       /* borrowed: the caller keeps it alive */
    size_t count;
    int *dice;
    bool *rerolled;
};

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += UINT64_C(0x9e3779b97f4a7c15));
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

void wg_rng_reseed(wg_rng *rng, uint64_t seed)
{
    if (rng == NULL)
        return;
    /* splitmix64 never yields four zero words in a row, so the state is valid. */
    for (int i = 0; i < 4; i++)
        rng->s[i] = splitmix64(&seed);
}

wg_status wg_rng_new(wg_rng **out, uint64_t seed, wg_error *err)
{
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_rng_new: out is NULL");
    *out = wgi_malloc(sizeof **out);
    if (*out == NULL)
        return wgi_fail_nomem(err);
    wg_rng_reseed(*out, seed);
    return WG_OK;
}

wg_status wg_rng_copy(wg_rng **out, const wg_rng *rng, wg_error *err)
{
    if (out == NULL || rng == NULL) {
        if (out)
            *out = NULL;
        return wgi_fail(err, WG_EINVAL, "wg_rng_copy: NULL argument");
    }
    *out = wgi_malloc(sizeof **out);
    if (*out == NULL)
        return wgi_fail_nomem(err);
    **out = *rng;
    return WG_OK;
}

void wg_rng_free(wg_rng *rng)
{
    wg_free(rng);
}

void wg_rng_state_words(wg_rng_state *out, const wg_rng *rng)
{
    if (out && rng)
        memcpy(out->s, rng->s, sizeof out->s);
}

wg_status wg_rng_set_state_words(wg_rng *rng, const wg_rng_state *state, wg_error *err)
{
    if (rng == NULL || state == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_rng_set_state_words: NULL argument");
    if ((state->s[0] | state->s[1] | state->s[2] | state->s[3]) == 0)
        return wgi_fail(err, WG_EINVAL, "rng state: all four words are zero, which xoshiro256** "
                                       "cannot leave");
    memcpy(rng->s, state->s, sizeof rng->s);
    return WG_OK;
}

uint64_t wg_rng_next(wg_rng *rng)
{
    return rng ? wgi_rng_step(rng->s) : 0;
}

uint64_t wg_rng_below(wg_rng *rng, uint64_t bound)
{
    return bound == 0 || rng == NULL ? 0 : wgi_rng_step_below(rng->s, bound);
}

int wg_rng_d6(wg_rng *rng)
{
    return rng ? 1 + wgi_rng_step_d6(rng) : 0;
}

int wg_rng_d66(wg_rng *rng)
{
    if (rng == NULL)
        return 0;
    int pair = wgi_rng_step_d66(rng);
    return (pair / 6 + 1) * 10 + pair % 6 + 1;
}

static wg_status check_count(size_t count, wg_error *err)
{
    if (count < 1 || count > WG_DICE_MAX)
        return wgi_fail(err, WG_ERANGE, "dice count %zu is out of range (1 to %d)", count,
                       WG_DICE_MAX);
    return WG_OK;
}

wg_status wg_rng_roll(int *out, size_t count, wg_rng *rng, wg_error *err)
{
    wg_status st = check_count(count, err);
    if (st != WG_OK)
        return st;
    if (out == NULL || rng == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_rng_roll: NULL argument");
    for (size_t i = 0; i < count; i++)
        out[i] = wg_rng_d6(rng);
    return WG_OK;
}

wg_status wg_roll_new(wg_roll **out, wg_rng *rng, size_t count, wg_error *err)
{
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_roll_new: out is NULL");
    *out = NULL;
    if (rng == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_roll_new: rng is NULL");
    wg_status st = check_count(count, err);
    if (st != WG_OK)
        return st;
    wg_roll *roll = wgi_malloc(sizeof *roll);
    if (roll == NULL)
        return wgi_fail_nomem(err);
    roll->rng = rng;
    roll->count = count;
    roll->dice = wgi_calloc(count, sizeof *roll->dice);
    roll->rerolled = wgi_calloc(count, sizeof *roll->rerolled);
    if (roll->dice == NULL || roll->rerolled == NULL) {
        wg_roll_free(roll);
        return wgi_fail_nomem(err);
    }
    wg_rng_roll(roll->dice, count, rng, NULL);
    *out = roll;
    return WG_OK;
}

void wg_roll_free(wg_roll *roll)
{
    if (roll == NULL)
        return;
    wg_free(roll->dice);
    wg_free(roll->rerolled);
    wg_free(roll);
}

wg_rng *wg_roll_rng(const wg_roll *roll)
{
    return roll ? roll->rng : NULL;
}

size_t wg_roll_die_count(const wg_roll *roll)
{
    return roll ? roll->count : 0;
}

wg_status wg_roll_die_at(wg_die *out, const wg_roll *roll, size_t index, wg_error *err)
{
    wg_status st = wgi_at_check(out, roll, index, wg_roll_die_count(roll), "wg_roll_die_at",
                                "die", err);
    if (st == WG_OK)
        *out = (wg_die){.value = roll->dice[index], .rerolled = roll->rerolled[index]};
    return st;
}

const int *wg_roll_dice(const wg_roll *roll)
{
    return roll ? roll->dice : NULL;
}

long wg_roll_sum(const wg_roll *roll)
{
    long sum = 0; /* at most 6 * WG_DICE_MAX: no overflow */
    for (size_t i = 0; i < wg_roll_die_count(roll); i++)
        sum += roll->dice[i];
    return sum;
}

size_t wg_roll_count_at_least(const wg_roll *roll, int target)
{
    size_t n = 0;
    for (size_t i = 0; i < wg_roll_die_count(roll); i++)
        n += roll->dice[i] >= target;
    return n;
}

wg_status wg_roll_reroll(wg_roll *roll, size_t index, wg_error *err)
{
    if (roll == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_roll_reroll: roll is NULL");
    if (index >= roll->count)
        return wgi_fail(err, WG_ENOTFOUND, "no such die: the pool has %zu dice", roll->count);
    if (roll->rerolled[index])
        return wgi_fail(err, WG_ERULE, "that die was already re-rolled: a die is never re-rolled "
                                      "more than once");
    roll->dice[index] = wg_rng_d6(roll->rng);
    roll->rerolled[index] = true;
    return WG_OK;
}

size_t wg_roll_reroll_below(wg_roll *roll, int target)
{
    size_t n = 0;
    for (size_t i = 0; i < wg_roll_die_count(roll); i++) {
        if (roll->dice[i] < target && !roll->rerolled[i]) {
            wg_roll_reroll(roll, i, NULL);
            n++;
        }
    }
    return n;
}
