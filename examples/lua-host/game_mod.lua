-- game_mod.lua: a game mod run by lua-host (host.c), which preloads wargen.
-- A skirmish of alternate activations (rules A1-A3): the Red wizard leaves a
-- firestorm in play, an uncontrolled effect; the mod resolves it at every end
-- of turn (A3) by moving its template at random with wargen's dice, lets a
-- morale check (B2-B4) put the panic token on a unit that fails it, adds a
-- house rule (a panicked unit may not charge), and prints each turn's events
-- as the engine reports them.
-- Usage: lua-host game_mod.lua [SEED]   (default 42)
local wargen = require "wargen"

local seed = ... or 42 -- a decimal string: Rng takes all 64 bits of it
local rng = assert(wargen.Rng(seed))
local game = assert(wargen.Game("Red", "Blue"))
assert(game:add_unit(1, "knights", 3, 5, 130, "Knights"))
assert(game:add_unit(1, "wizard", 2, 1, 95, "Wizard"))
assert(game:add_unit(2, "archers", 2, 10, 90, "Archers"))
assert(game:add_unit(2, "guard", 1, 4, 62.5, "Guard"))

-- The firestorm's template: where it is, on a 12 x 12 table.
local template = {x = 6, y = 6}
local headings = {{0, 1}, {1, 1}, {1, 0}, {0, -1}, {-1, -1}, {-1, 0}} -- by a D6

-- A3: the host resolves each uncontrolled effect; the template scatters
-- D6 (the heading) and 2D6 / 2 squares (the distance), kept on the table.
game:on_effect(function(effect, unit)
  local dice = assert(rng:pool(3))
  local heading = headings[dice:die(1)]
  local distance = (dice:die(2) + dice:die(3)) // 2
  template.x = math.max(0, math.min(12, template.x + heading[1] * distance))
  template.y = math.max(0, math.min(12, template.y + heading[2] * distance))
  print(("  the %s of %s moves %d to (%d, %d)"):format(effect, unit, distance,
                                                      template.x, template.y))
end)

-- Every event the engine reports, as the table would call it out.
game:on_event(function(e)
  local what = e.kind
  if e.unit then what = what .. " " .. e.unit end
  if e.other then what = what .. " (interrupting " .. e.other .. ")" end
  if e.effect then what = what .. ": " .. e.effect end
  if e.kind == "kill" then what = what .. ": " .. e.count .. " dead" end
  print(("  turn %d: %s"):format(e.turn, what))
end)

-- A house rule: the host is asked about each action the rules allow, before
-- it changes anything, and refuses a charge (melee) by a panicked unit. The
-- engine refuses it as it refuses any action (reason refused-by-host), and
-- the game is unchanged.
game:on_before(function(request)
  if request.kind == "spend" and request.action == "melee" and game:unit(request.unit).panicked then
    return request.unit .. " panicked and may not charge"
  end
end)

-- A refused action is a message, not a crash: print it and go on.
local function try(ok, message)
  if not ok then print("  refused, " .. message) end
end

-- The units that have not acted yet, activated in turn: each moves with all
-- its AP (A1). Stops when no unit is to act.
local order = {"knights", "wizard", "archers", "guard"}
local function the_rest()
  while game:to_act() do
    local found = false
    for _, id in ipairs(order) do
      local u = game:unit(id)
      if not found and u.player == game:to_act() and u.state == "unactivated" then
        assert(game:activate(id))
        assert(game:spend(id, u.ap, "move"))
        found = true
      end
    end
    if not found then return end
  end
end

print("turn 1")
assert(game:initiative(2))                      -- Blue acts first
assert(game:activate("archers"))
assert(game:wait("archers"))                    -- AP kept for a response (A2)
assert(game:activate("wizard"))
assert(game:add_effect("firestorm", "wizard"))  -- left in play (A3)
assert(game:spend("wizard", 2, "magic", "archers"))
assert(game:respond("archers", "wizard"))       -- the waiting archers answer (A2)
assert(game:spend("archers", 2, "shoot", "wizard"))
assert(game:kill("wizard", 1))
assert(game:kill("archers", 4))                 -- the wizard's bolt
-- The archers test their morale (B2-B4); a failed test is the panic token (A2).
local check = assert(wargen.morale_check(rng, -1))
print(("  archers check morale: %s"):format(check.result))
if check.result ~= "steady" then assert(game:panic("archers")) end
try(game:end_turn())                            -- the knights and the guard still act
the_rest()
assert(game:end_turn())
print("turn 2")
assert(game:initiative(1))
assert(game:activate("knights"))
assert(game:spend("knights", 3, "melee", "archers"))  -- the knights charge
assert(game:activate("archers"))
try(game:spend("archers", 2, "melee", "knights"))     -- the house rule says no
assert(game:spend("archers", 2, "move"))
the_rest()
assert(game:end_turn())
assert(game:end_game())

for _, id in ipairs(order) do
  local u = game:unit(id)
  print(("%s: %s%s, %d/%d models"):format(id, u.state, u.panicked and ", panicked" or "",
                                         u.models, u.models_start))
end
local score = game:score()
local function points(f) return f.den == 1 and tostring(f.num) or f.num .. "/" .. f.den end
print(("battle points: Red %s, Blue %s"):format(points(score.battle_points[1]),
                                               points(score.battle_points[2])))
local winner = game:winner()
print(winner and ("winner: " .. (winner == 1 and "Red" or "Blue")) or "a draw")
