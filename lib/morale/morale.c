/* Morale checks and their exact odds (rules B2–B5). */
#include "internal/error.h"
#include "internal/morale.h"
#include "internal/rng.h"

/* A modifier beyond +-6 decides every die: clamped there, any int is safe. */
static int clamp6(int modifier)
{
    return modifier < -6 ? -6 : modifier > 6 ? 6 : modifier;
}

/* B2, B4: a die d fails when d + modifier < opponent; a tie holds. B3: the
 * failures are the result. out's dice and opponent are already set. */
static void judge(wg_morale_check *out, int modifier)
{
    int below = out->opponent - clamp6(modifier);
    out->modifier = modifier;
    out->failures = (out->dice[0] < below) + (out->dice[1] < below) + (out->dice[2] < below);
    out->result = (wg_morale_result)out->failures;
}

void wgi_morale_judge_dice(wg_morale_check *out, int opponent, const int dice[3], int modifier)
{
    out->opponent = opponent;
    out->dice[0] = dice[0];
    out->dice[1] = dice[1];
    out->dice[2] = dice[2];
    judge(out, modifier);
}

/* A check's four independent D6 are one draw below 6^4 by Lemire's method
 * (see wgi_rng_step_below): the draw x is kept when the low word of x * 6^4
 * is at least 2^64 mod 6^4. Its base-6 digits, the opponent's die first,
 * come from multiplying by 6 four times (next_d6), not from dividing. */
static uint64_t draw(uint64_t *s)
{
    const uint64_t bound = WG_MORALE_DENOMINATOR, threshold = (0 - bound) % bound;
    uint64_t x;
    do
        x = wgi_rng_step(s);
    while (x * bound < threshold);
    return x;
}

/* The next D6 of a draw: the high word of x * 6 is its next base-6 digit,
 * and the low word stays in x for the digits after it. */
static int next_d6(uint64_t *x)
{
    return (int)wgi_mul128(*x, 6, x) + 1;
}

/* One check (B2-B4) from the generator state s: its one draw, then judged. */
static inline void roll_one(wg_morale_check *out, uint64_t *s, int modifier)
{
    uint64_t x = draw(s);
    out->opponent = next_d6(&x);
    out->dice[0] = next_d6(&x);
    out->dice[1] = next_d6(&x);
    out->dice[2] = next_d6(&x);
    judge(out, modifier);
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
    roll_one(out, rng->s, modifier);
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
    int m = clamp6(modifier);
    for (unsigned long long i = 0; i < checks; i++) {
        uint64_t x = draw(s);
        int below = next_d6(&x) - m;
        int a = next_d6(&x), b = next_d6(&x), c = next_d6(&x);
        n[(a < below) + (b < below) + (c < below)]++;
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
        wg_morale_check c;
        roll_one(&c, s, modifier);
        out->opponent[i] = (int8_t)c.opponent;
        out->dice[0][i] = (int8_t)c.dice[0];
        out->dice[1][i] = (int8_t)c.dice[1];
        out->dice[2][i] = (int8_t)c.dice[2];
        out->failures[i] = (int8_t)c.failures;
        out->result[i] = (int8_t)c.result;
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
