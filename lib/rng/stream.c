/* Independent streams (wargen/rng.h): xoshiro256's jump functions, from
 * the reference implementation (https://prng.di.unimi.it/): the state
 * after 2^128 (2^192) steps is a fixed linear combination over GF(2) of
 * the states of the next 256 steps, the combination these polynomials
 * give. tests/python/test_rng_streams.py checks them against the
 * transition matrix raised to that power. */
#include "internal/error.h"
#include "internal/rng.h"

static void jump_by(wg_rng *rng, const uint64_t poly[4])
{
    uint64_t s[4] = {0, 0, 0, 0};
    for (int i = 0; i < 4; i++)
        for (int b = 0; b < 64; b++) {
            if (poly[i] & UINT64_C(1) << b)
                for (int w = 0; w < 4; w++)
                    s[w] ^= rng->s[w];
            wgi_rng_step(rng->s);
        }
    for (int w = 0; w < 4; w++)
        rng->s[w] = s[w];
}

void wg_rng_jump(wg_rng *rng)
{
    static const uint64_t jump[4] = {
        UINT64_C(0x180ec6d33cfd0aba), UINT64_C(0xd5a61266f0c9392c),
        UINT64_C(0xa9582618e03fc9aa), UINT64_C(0x39abdc4529b1661c)};
    if (rng)
        jump_by(rng, jump);
}

void wg_rng_long_jump(wg_rng *rng)
{
    static const uint64_t long_jump[4] = {
        UINT64_C(0x76e15d3efefdcbbf), UINT64_C(0xc5004e441c522fb3),
        UINT64_C(0x77710069854ee241), UINT64_C(0x39109bb02acbe635)};
    if (rng)
        jump_by(rng, long_jump);
}

wg_status wg_rng_new_stream(wg_rng **out, uint64_t seed, uint64_t stream, wg_error *err)
{
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_rng_new_stream: out is NULL");
    *out = NULL;
    if (stream > WG_RNG_STREAM_MAX)
        return wgi_fail(err, WG_ERANGE, "stream %llu is out of range (0 to %u)",
                       (unsigned long long)stream, WG_RNG_STREAM_MAX);
    wg_status st = wg_rng_new(out, seed, err);
    for (uint64_t k = 0; st == WG_OK && k < stream; k++)
        wg_rng_jump(*out);
    return st;
}
