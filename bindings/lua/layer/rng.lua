-- rng:dice(count[, {out = t}]): count D6 as a sequence, the batch form of
-- rng:roll(count) (the same dice), written by the C library at once; t, the
-- sequence an earlier call of the same count returned, is written again.
-- wargen.Rng.stream(seed, stream): the generator of stream 0 to
-- RNG_STREAM_MAX of seed, 2^128 draws from the next (see Python's).
local wargen = ...
wargen.Rng.stream = wargen._rng_new_stream
wargen._methods(wargen.Rng, {
    dice = function(rng, count, opts)
        local out = wargen._pick(opts or {}, { "out" }, {}, "dice")
        local c, msg, code = rng:_dice(count, out and { dice = out })
        if c == nil then return nil, msg, code end
        return c.dice
    end,
})
