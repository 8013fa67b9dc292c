-- opponent.lua: the scripted opponent. It knows no rule: it reads the game
-- (whose units may act, where the bases stand) and proposes choices in its
-- order of preference; the engine and the house rules refuse what may not
-- be done, and it falls back to the next choice.
local opponent = {}

local function distance2(a, b)
  local dx, dy = a.base.x - b.base.x, a.base.y - b.base.y
  return dx * dx + dy * dy
end

-- The nearest enemy of u on the table.
local function nearest_enemy(s, u)
  local best, best_d
  for _, e in ipairs(s.sides[3 - u.player]) do
    if s:on_table(e) then
      local d = distance2(u, e)
      if not best or d < best_d then best, best_d = e, d end
    end
  end
  return best
end

-- Whether player p keeps a unit waiting already.
local function has_waiting(s, p)
  for _, u in ipairs(s.sides[p]) do
    if not u.fled and s.game:unit(u.id).state == "waiting" then return true end
  end
  return false
end

-- opponent.choose(s, p): player p's choices for one activation: its first
-- unit that may act (casters first, then the rest in the order fielded,
-- then one waiting since an earlier turn, which the engine lets act again).
-- An archer holds back, waiting to respond (A2), while its side has none
-- waiting; a caster casts a storm, a shooter shoots and the rest charge;
-- a panicked unit that may not charge regroups; every plan ends with
-- ending the activation, which is always allowed.
function opponent.choose(s, p)
  local game = s.game
  local unit
  for pass = 1, 3 do
    for _, u in ipairs(s.sides[p]) do
      local state = game:unit(u.id).state
      if not unit and not u.fled and (state == "active" or state == "unactivated"
                                      or pass == 3 and state == "waiting")
         and (pass > 1 or u.profile.casts) then
        unit = u
      end
    end
  end
  if not unit then return {} end
  local id, target = unit.id, nearest_enemy(s, unit)
  local plans = {}
  local function add(action, t) plans[#plans + 1] = { unit = id, action = action, target = t } end
  if unit.type == "regular" and not has_waiting(s, p) and game:unit(id).state == "unactivated" then
    add("wait")
  end
  if target then
    if unit.profile.casts then add("magic", target.id) end
    if unit.profile.shoots then add("shoot", target.id) end
    add("melee", target.id)
  end
  if game:unit(id).panicked then add("regroup") end
  add("done")
  return plans
end

return opponent
