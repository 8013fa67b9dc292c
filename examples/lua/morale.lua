-- A battalion's morale (rules B1-B5, B12): the exact odds of a check, then a
-- battalion losing half its warriors, checking morale with seeded dice and,
-- on a bad result, retreating from the enemy.
-- Usage: lua5.4 morale.lua [SEED]  (by default seed 3, which gives a retreat)
local wargen = require "wargen"

local seed = arg[1] or "3" -- a decimal string: Rng takes all 64 bits of it
for _, modifier in ipairs({ 0, 1 }) do -- +1: a standard bearer (B4)
  local counts = wargen.morale_odds_counts(modifier) -- {n0, ..., n3} of the 1,296 outcomes
  local line = ("odds with modifier %+d:"):format(modifier)
  for k, result in ipairs(wargen.MORALE_RESULTS) do
    line = line .. (" %s %d/%d"):format(result, counts[k], wargen.MORALE_DENOMINATOR)
  end
  print(line)
end

local function check(ok, err) -- nil, message, code on failure
  if ok == nil then
    io.stderr:write("morale: ", err, "\n")
    os.exit(1)
  end
  return ok
end

-- Spearmen facing north (90 degrees), raiders 10 units south of them, and
-- impassable rocks 3 units behind the spearmen's front edge.
local battle = wargen.Battle()
local spears = check(battle:add_battalion{ name = "spearmen", army = 0, warriors = 20, speed = 6,
  ranks = 4, base = { x = 0, y = 0, width = 10, depth = 4, facing = 90 } })
check(battle:add_battalion{ name = "raiders", army = 1, warriors = 10, speed = 8, ranks = 2,
  base = { x = 0, y = -10, width = 10, depth = 4, facing = 90 } })
check(battle:add_terrain{ { -8, 5 }, { 8, 5 }, { 8, 9 }, { -8, 9 } })
check(battle:attach(spears, "standard-bearer", "Ensign"))
local damage = check(battle:damage(spears, 10)) -- half of 20 (B1)
print(("%d killed, %d check(s) queued"):format(damage.killed, battle:pending_count()))
local result, retreat = battle:check(spears, wargen.Rng(seed)) -- retreat: nil unless one
check(result, retreat)
print(("seed %s: opponent %d against %d %d %d (%+d): %s"):format(seed, result.opponent,
  result.dice[1], result.dice[2], result.dice[3], result.modifier, result.result))
if retreat then -- B12: straight away from the raiders
  print(("retreated %.2f, stopped by %s"):format(retreat.distance, retreat.stop))
end
