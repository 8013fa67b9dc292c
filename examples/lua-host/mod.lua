-- mod.lua: a tiny game mod run by lua-host (host.c), which preloads wargen.
-- The game passes its arguments to the mod: here an optional seed (default 42).
local wargen = require "wargen"

local seed = ... or 42 -- the first argument, a decimal string; Rng takes all 64 bits
local rng = assert(wargen.Rng(seed))

-- "Rapid fire": ten shots hitting on a 4+, and the mod lets the player
-- re-roll the misses once.
local shots = assert(rng:pool(10))
print("hits: " .. shots:count_at_least(4) .. " of " .. shots:count())
print("re-rolled misses: " .. shots:reroll_below(4))
print("hits after re-rolls: " .. shots:count_at_least(4))

-- A D66 on the mod's own table (rule G2): tens die then units die.
print("event: D66 = " .. rng:d66())
