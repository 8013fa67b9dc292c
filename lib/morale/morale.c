/* Morale checks and their exact odds (rules B2–B5). */
#include "internal/error.h"
#include "internal/morale.h"
#include "internal/rng.h"

/* A check's dice, the opponent's first: 64 bits, for count_failures(). */
typedef struct dice4 {
    int64_t opponent, dice[3];
} dice4;

/* 1 when a die fails against below = opponent - modifier (B2, B4: when
 * die + modifier < opponent; a tie holds), else 0: the sign of die - below,
 * exact in 64 bits for any int modifier, so nothing is clamped. */
static inline int fails(int64_t die, int64_t below)
{
    return (int)((uint64_t)(die - below) >> 63);
}

static inline int count_failures(const dice4 *d, int modifier)
{
    int64_t below = d->opponent - modifier;
    return fails(d->dice[0], below) + fails(d->dice[1], below) + fails(d->dice[2], below);
}

/* A check's record from its dice, judged (B3: the failures are the result). */
static inline void record(wg_morale_check *out, const dice4 *d, int modifier)
{
    out->opponent = (int)d->opponent;
    out->dice[0] = (int)d->dice[0];
    out->dice[1] = (int)d->dice[1];
    out->dice[2] = (int)d->dice[2];
    out->modifier = modifier;
    out->failures = count_failures(d, modifier);
    out->result = (wg_morale_result)out->failures;
}

void wgi_morale_judge_dice(wg_morale_check *out, int opponent, const int dice[3], int modifier)
{
    dice4 d = {opponent, {dice[0], dice[1], dice[2]}};
    record(out, &d, modifier);
}

/* A check's four independent D6 are one draw below 6^4 by Lemire's method
 * (see wgi_rng_step_below): the draw x is kept when the low word of x * 6^4
 * is at least 2^64 mod 6^4 (all but 1,024 in 2^64). */
static inline bool kept(uint64_t x)
{
    const uint64_t bound = WG_MORALE_DENOMINATOR, threshold = (0 - bound) % bound;
    return x * bound >= threshold;
}

/* The next D6 of a draw: the high word of x * 6 is its next base-6 digit,
 * and the low word stays in x for the digits after it. */
static inline int64_t next_d6(uint64_t *x)
{
    return (int64_t)wgi_mul128(*x, 6, x) + 1;
}

/* The dice of a kept draw x, its base-6 digits: from multiplying by 6 four
 * times, not from dividing. */
static inline dice4 dice_of(uint64_t x)
{
    dice4 d;
    d.opponent = next_d6(&x);
    d.dice[0] = next_d6(&x);
    d.dice[1] = next_d6(&x);
    d.dice[2] = next_d6(&x);
    return d;
}

/* One check's dice (B2) from the generator state s. */
static inline dice4 roll_dice(uint64_t *s)
{
    uint64_t x;
    do
        x = wgi_rng_step(s);
    while (!kept(x));
    return dice_of(x);
}

/* The refusals of the rolling functions, out of their hot paths. */
static WGI_COLD wg_status roll_refused(wg_error *err)
{
    return wgi_fail(err, WG_EINVAL, "a NULL argument");
}

wg_status wg_morale_check_roll(wg_morale_check *out, wg_rng *rng, int modifier, wg_error *err)
{
    if (out == NULL || rng == NULL)
        return roll_refused(err);
    dice4 d = roll_dice(rng->s);
    record(out, &d, modifier);
    return WG_OK;
}

wg_status wg_morale_simulate(unsigned long long counts[4], wg_rng *rng, int modifier,
                             unsigned long long checks, wg_error *err)
{
    if (counts == NULL || rng == NULL)
        return roll_refused(err);
    if (checks > WG_MORALE_SIMULATE_MAX)
        return wgi_fail(err, WG_ERANGE, "checks %llu is out of range (0 to %llu)", checks,
                       WG_MORALE_SIMULATE_MAX);
    /* The state in locals: counts could otherwise alias it. */
    uint64_t s[4] = {rng->s[0], rng->s[1], rng->s[2], rng->s[3]};
    unsigned long long n[4] = {0, 0, 0, 0};
    for (unsigned long long i = 0; i < checks; i++) {
        dice4 d = roll_dice(s);
        n[count_failures(&d, modifier)]++;
    }
    for (int i = 0; i < 4; i++) {
        rng->s[i] = s[i];
        counts[i] = n[i];
    }
    return WG_OK;
}

wg_status wg_morale_simulate_polled(unsigned long long counts[4], wg_rng *rng, int modifier,
                                    unsigned long long checks, wg_poll_fn poll, void *data,
                                    wg_error *err)
{
    /* no check yet: what a run would refuse is refused before any draw */
    wg_status st = wg_morale_simulate(counts, rng, modifier,
                                      checks > WG_MORALE_SIMULATE_MAX ? checks : 0, err);
    unsigned long long done = 0;
    while (st == WG_OK && done < checks) {
        unsigned long long part[4], n = checks - done;
        if (n > WG_MORALE_SIMULATE_PART)
            n = WG_MORALE_SIMULATE_PART;
        wg_morale_simulate(part, rng, modifier, n, NULL); /* checked above: cannot fail */
        for (int k = 0; k < 4; k++)
            counts[k] += part[k];
        done += n;
        int stop = done < checks && poll != NULL ? poll(data) : 0;
        if (stop != 0)
            st = wgi_fail(err, stop < 0 ? (wg_status)stop : WG_EINVAL,
                          "stopped by the caller after %llu of %llu checks", done, checks);
    }
    return st;
}

static bool columns_given(const wg_morale_columns *c)
{
    return c != NULL && c->opponent != NULL && c->dice[0] != NULL && c->dice[1] != NULL &&
           c->dice[2] != NULL && c->failures != NULL && c->result != NULL;
}

wg_status wg_morale_check_roll_batch(const wg_morale_columns *out, size_t count, wg_rng *rng,
                                     int modifier, wg_error *err)
{
    /* The count first: a binding leaves the columns NULL for a count it
     * could not allocate, and the caller must hear about the count. */
    if (count > WG_MORALE_BATCH_MAX)
        return wgi_fail(err, WG_ERANGE, "count %zu is out of range (0 to %u)", count,
                       WG_MORALE_BATCH_MAX);
    if (!columns_given(out) || rng == NULL)
        return roll_refused(err);
    /* The checks of wg_morale_check_roll(), the state in locals (a column
     * could otherwise alias it). */
    uint64_t s[4] = {rng->s[0], rng->s[1], rng->s[2], rng->s[3]};
    for (size_t i = 0; i < count; i++) {
        dice4 d = roll_dice(s);
        int failures = count_failures(&d, modifier);
        out->opponent[i] = (int8_t)d.opponent;
        out->dice[0][i] = (int8_t)d.dice[0];
        out->dice[1][i] = (int8_t)d.dice[1];
        out->dice[2][i] = (int8_t)d.dice[2];
        out->failures[i] = (int8_t)failures;
        out->result[i] = (int8_t)failures;
    }
    for (int i = 0; i < 4; i++)
        rng->s[i] = s[i];
    return WG_OK;
}

static bool is_die(int d)
{
    return d >= 1 && d <= 6;
}

wg_status wg_morale_check_judge(wg_morale_check *out, int opponent, const int dice[3],
                                int modifier, wg_error *err)
{
    if (out == NULL || dice == NULL)
        return wgi_fail(err, WG_EINVAL, "out or dice is NULL");
    if (!is_die(opponent) || !is_die(dice[0]) || !is_die(dice[1]) || !is_die(dice[2]))
        return wgi_fail(err, WG_EINVAL, "dice %d against %d %d %d: every die is 1 to 6 (B2)",
                       opponent, dice[0], dice[1], dice[2]);
    wgi_morale_judge_dice(out, opponent, dice, modifier);
    return WG_OK;
}

wg_status wg_morale_odds_compute(wg_morale_odds *out, int modifier, wg_error *err)
{
    static const int choose3[4] = {1, 3, 3, 1};
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "out is NULL");
    out->modifier = modifier;
    for (int k = 0; k < 4; k++)
        out->failures[k] = 0;
    for (int o = 1; o <= 6; o++) {
        /* a player's die d fails when d + modifier < o: a of the six faces */
        long long fail = (long long)o - 1 - modifier;
        int a = fail < 0 ? 0 : fail > 6 ? 6 : (int)fail;
        int pa[4] = {1, a, a * a, a * a * a}, pb[4] = {1, 6 - a, (6 - a) * (6 - a),
                                                          (6 - a) * (6 - a) * (6 - a)};
        for (int k = 0; k < 4; k++)
            out->failures[k] += choose3[k] * pa[k] * pb[3 - k];
    }
    return WG_OK;
}
