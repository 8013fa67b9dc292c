-- Batch calls: a hundred thousand morale checks, a thousand armies and six
-- thousand dice, each in one call, as columns (sequences by column name).
-- Usage: lua5.4 batch.lua [seed]  (by default 42)
local wargen = require "wargen"

local rng = assert(wargen.Rng(arg[1] or 42))

local checks = assert(wargen.morale_checks(rng, 100000, 1)) -- +1: a standard bearer (B4)
local fled = 0
for _, failures in ipairs(checks.failures) do
  if failures == 3 then fled = fled + 1 end
end
print(("fled: %d of 100000 checks"):format(fled))

-- player p of run i is item (i - 1) * 2 + p
local armies = assert(wargen.armies(rng, { size = "large", players = 2, count = 1000 }))
local low, high, sum = math.huge, -math.huge, 0
for _, total in ipairs(armies.total) do
  low, high, sum = math.min(low, total), math.max(high, total), sum + total
end
print(("large armies: %d to %d AP, mean %.2f"):format(low, high, sum / #armies.total))

local sixes = 0
for _, die in ipairs(assert(rng:dice(6000))) do -- the dice of rng:roll(6000)
  if die == 6 then sixes = sixes + 1 end
end
print(("sixes: %d of 6000 dice"):format(sixes))
