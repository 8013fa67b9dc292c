-- bench.lua: what a frame's game logic costs at 50 units a side. The
-- scripted opponent plays both sides of a game of 50 units each (armies
-- generated with a limit high enough, the first 50 units fielded); each
-- activation is timed from the choice to the last morale check it caused
-- (the actions, the engine's events and callbacks, the house rules, the
-- checks), and so is each step between activations (the end of a turn:
-- effects resolved, their casualties and checks; the initiative). One game
-- is played first untimed, so that the JIT has compiled what it will.
local skirmish = require "skirmish"
local opponent = require "opponent"

local bench = {}

local function play(wargen, seed, clock, activations, steps)
  local s = assert(skirmish.new(wargen, { seed = seed, limit = 150, max_units = 50, turns = 3 }))
  assert(#s.sides[1] == 50 and #s.sides[2] == 50, "fewer than 50 units a side")
  while true do
    local t0 = clock()
    local p = s:advance()
    local t1 = clock()
    steps[#steps + 1] = t1 - t0
    if not p then return s end
    for _, plan in ipairs(opponent.choose(s, p)) do
      if s:perform(plan) then break end
    end
    activations[#activations + 1] = clock() - t1
  end
end

local function summary(times)
  table.sort(times)
  local sum, over = 0, 0
  for _, t in ipairs(times) do
    sum = sum + t
    if t > 1e-3 then over = over + 1 end
  end
  local function ms(t) return ("%.3f"):format(t * 1e3) end
  return ("median %s ms, mean %s, 95%% %s, max %s; %d of %d over 1 ms"):format(
    ms(times[math.ceil(#times / 2)]), ms(sum / #times), ms(times[math.ceil(#times * 0.95)]),
    ms(times[#times]), over, #times)
end

-- bench.run(wargen, seed, clock): the report's lines; clock() is seconds.
function bench.run(wargen, seed, clock)
  play(wargen, seed, clock, {}, {})
  local activations, steps = {}, {}
  local s = play(wargen, seed, clock, activations, steps)
  return {
    ("frame logic, 50 units a side (seed %s, 3 turns, %d morale checks, %d models killed):")
      :format(tostring(seed), s.stats.checks, s.stats.kills),
    "  an activation (choice, actions, events, morale): " .. summary(activations),
    "  between activations (ends of turns, initiative): " .. summary(steps),
  }
end

return bench
