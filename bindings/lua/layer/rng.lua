-- rng:dice(count): count D6 as a sequence, the batch form of rng:roll(count)
-- (the same dice), written by the C library at once.
-- wargen.Rng.stream(seed, stream): the generator of stream 0 to
-- RNG_STREAM_MAX of seed, 2^128 draws from the next (see Python's).
local wargen = ...
wargen.Rng.stream = wargen._rng_new_stream
wargen._methods(wargen.Rng, {
    dice = function(rng, count)
        local c, msg, code = rng:_dice(count)
        if c == nil then return nil, msg, code end
        return c.dice
    end,
})
