-- skirmish.lua: the mod's game, on libwargen. The library keeps the rules:
-- the game engine (wargen.Game, A1-A3, V1-V2) says whose turn it is, what
-- may be done and the score; the battle (wargen.Battle, B1-B12) says when a
-- unit checks its morale, rolls the check and moves a retreat. The mod
-- decides: who fields what, which unit acts on what, how many models a
-- volley kills (its own dice, rolled with wargen's), and two house rules it
-- enforces through the engine's before-action callback. No LÖVE here, so
-- that plain luajit runs it too (the benchmark).
local army = require "army"

local skirmish = {}
local S = {}
S.__index = S

local min, max, floor = math.min, math.max, math.floor

local function points(f) -- an exact fraction {num =, den =} as text
  return f.den == 1 and tostring(f.num) or f.num .. "/" .. f.den
end
skirmish.points = points

-- skirmish.new(wargen, {seed =, size =, limit =, max_units =, turns =,
-- names =}): a game set up and not started; nil, message on failure.
function skirmish.new(wargen, opts)
  local session, sides = army.generate(wargen, opts)
  if not session then return nil, sides end
  local names = opts.names or { "Blue", "Red" }
  local self = setmetatable({
    wargen = wargen, turns = opts.turns or 4, names = names, first_player = session.first_player,
    -- the mod's dice: stream 1 of the seed (the generator drew from stream 0)
    rng = assert(wargen.Rng.stream(opts.seed, 1)),
    game = assert(wargen.Game(names[1], names[2])), battle = wargen.Battle(),
    units = {}, by_id = {}, by_battalion = {}, sides = { {}, {} }, storms = {}, storm_hits = {},
    lines = {}, stats = { activations = 0, responses = 0, checks = 0, refusals = 0,
                          house_rules = 0, effects = 0, kills = 0 },
  }, S)
  local generals = {}
  for p = 1, 2 do
    for _, u in ipairs(sides[p]) do
      local prof = u.profile
      assert(self.game:add_unit(p, u.id, prof.ap, prof.models, prof.points, u.name))
      u.battalion = assert(self.battle:add_battalion{ name = u.id, army = p - 1,
        warriors = prof.models, speed = prof.models == 1 and 6 or 4,
        ranks = prof.models >= 10 and 2 or 1, base = u.base })
      if prof.hero then -- the first hero of an army is its General (B1(b), B6)
        u.character = assert(self.battle:attach(u.battalion, generals[p] and "hero" or "general",
                                                u.name))
        u.general = not generals[p]
        generals[p] = true
      end
      u.wounds_taken = 0
      self.units[#self.units + 1], self.by_id[u.id], self.by_battalion[u.battalion] = u, u, u
      self.sides[p][#self.sides[p] + 1] = u
    end
  end
  local game = self.game
  game:on_event(function(e) self:event(e) end)
  game:on_effect(function(effect, unit) self:effect(effect, unit) end)
  game:on_before(function(request) return self:house_rules(request) end)
  self:say(("%s (%d units) against %s (%d units), seed %s"):format(names[1], #sides[1],
           names[2], #sides[2], tostring(opts.seed)))
  return self
end

-- The event log, as the screen shows it: its last 400 to 800 lines (cut
-- in one go, not line by line, so that a line costs the same every time).
function S:say(line)
  local lines = self.lines
  lines[#lines + 1] = line
  if #lines > 800 then
    local kept = {}
    for i = #lines - 399, #lines do kept[#kept + 1] = lines[i] end
    self.lines = kept
  end
end

-- A unit in the log: its id ("b3-archers": Blue's third unit, archers).
function S:label(id)
  return tostring(id)
end

-- Whether unit u is still on the table: not destroyed (A), not fled (B3).
function S:on_table(u)
  return not u.fled and self.game:unit(u.id).state ~= "destroyed"
end

---------------------------------------------------------------------------
-- The engine's callbacks. They may read the game but not act on it (the
-- engine refuses that): what they start (a check, a storm's damage) is
-- queued and done once the action returns.

local EVENT_TEXT = {
  ["activation-started"] = function(s, e) return s:label(e.unit) .. " activates" end,
  ["activation-ended"] = function(s, e)
    local state = s.game:unit(e.unit).state
    return s:label(e.unit) .. (state == "waiting" and " waits, ready to respond" or " is done")
  end,
  response = function(s, e) return s:label(e.unit) .. " responds to " .. s:label(e.other) end,
  kill = function(s, e) return ("%s loses %d model%s"):format(s:label(e.unit), e.count,
                                                              e.count == 1 and "" or "s") end,
  ["effect-resolved"] = function(s, e)
    return ("the %s of %s is resolved (%d)"):format(e.effect, s:label(e.unit), e.count) end,
  ["turn-ended"] = function(_, e) return ("turn %d ends"):format(e.turn) end,
  ["game-over"] = function() return "the game is over" end,
}

function S:event(e)
  if e.kind == "kill" then
    -- casualties: the battle counts them and queues a check at half lost (B1(a))
    local u = self.by_id[e.unit]
    assert(self.battle:damage(u.battalion, e.count))
    self.stats.kills = self.stats.kills + e.count
  elseif e.kind == "effect-resolved" then
    self.stats.effects = self.stats.effects + 1
  end
  self:say("  " .. EVENT_TEXT[e.kind](self, e))
end

-- A3: a storm left in play rages over its target at each end of turn: D6
-- hits, no save, taken once the end of turn is done.
function S:effect(effect)
  local storm = self.storms[effect]
  local hits = self.rng:d6()
  self.storm_hits[#self.storm_hits + 1] = { target = storm.target, hits = hits }
  self:say(("  the %s rages over %s: %d hits"):format(effect, self:label(storm.target), hits))
end

-- The house rules: the engine asks about each action the rules allow, and
-- a reason refuses it (refused-by-host), leaving the game unchanged.
function S:house_rules(r)
  if r.kind ~= "spend" then return nil end
  if r.action == "melee" and self.game:unit(r.unit).panicked then
    return r.unit .. " is panicked and may not charge"
  end
  local target = r.other and self.by_id[r.other]
  if target and target.fled then
    return r.other .. " has fled the table"
  end
end

---------------------------------------------------------------------------
-- Acting. Each returns true, or false and the reason an action was
-- refused (the refusal is in the log too).

function S:try(what, ok, message, _, reason)
  if ok then return true end
  local stats = self.stats
  stats.refusals = stats.refusals + 1
  if reason == "refused-by-host" then stats.house_rules = stats.house_rules + 1 end
  self:say(("  refused, %s: %s"):format(what, message))
  return false, message
end

-- The mod's combat: attack dice per model (at most 10 models fight), hits
-- on 4+ in melee and 5+ shooting, the target's save (G5's profile) on each
-- hit, wounds carried over to the next model.
function S:roll_damage(attacker, action, target)
  local rng, prof = self.rng, attacker.profile
  local models = self.game:unit(attacker.id).models
  local dice = min(models, 10) * (action == "shoot" and max(1, floor(prof.attacks / 2))
                                  or prof.attacks)
  local need = action == "shoot" and 5 or 4
  local hits = 0
  for _ = 1, dice do
    if rng:d6() >= need then hits = hits + 1 end
  end
  local save = action == "magic" and 0 or target.profile.save
  local wounds = 0
  for _ = 1, hits do
    if save == 0 or rng:d6() < save then wounds = wounds + 1 end
  end
  self:say(("  %s: %d dice, %d hits, %d wounds"):format(action, dice, hits, wounds))
  return wounds
end

-- Wounds to unit u: the models they kill, taken off by the engine.
function S:wound(u, wounds)
  if wounds <= 0 or not self:on_table(u) then return end
  local total = u.wounds_taken + wounds
  local left = self.game:unit(u.id).models
  local killed = min(floor(total / u.profile.wounds), left)
  u.wounds_taken = total % u.profile.wounds
  if killed > 0 then
    assert(self.game:kill(u.id, killed))
    if killed == left and u.character then -- a hero's death: B1(b), B1(c)
      assert(self.battle:kill_character(u.character))
      self:say(("  %s %s has fallen"):format(u.general and "the General," or "the hero",
                                             self:label(u.id)))
    end
  end
end

-- The first waiting unit of player p on the table: it answers the first
-- attack on its side (A2).
function S:responder(p)
  for _, u in ipairs(self.sides[p]) do
    if not u.fled and self.game:unit(u.id).state == "waiting" then return u end
  end
end

-- Unit u attacks target with all its AP: "shoot", "melee" or "magic" (a
-- storm left in play, A3). A waiting enemy responds first (A2); then the
-- wounds are dealt, the attacker's with the models it has left.
local VERB = { shoot = "shoots at", melee = "charges", magic = "casts a storm on" }

function S:attack(u, action, target)
  local game = self.game
  self:say(("%s %s %s"):format(self:label(u.id), VERB[action], self:label(target.id)))
  local ok, why = self:try(action, game:spend(u.id, game:unit(u.id).ap, action, target.id))
  if not ok then return false, why end
  local responder = self:responder(target.player)
  if responder and self:try("respond", game:respond(responder.id, u.id)) then
    self.stats.responses = self.stats.responses + 1
    local back = responder.profile.shoots and "shoot" or "melee"
    local ap = game:unit(responder.id).ap
    if self:try(back, game:spend(responder.id, ap, back, u.id)) then
      self:wound(u, self:roll_damage(responder, back, u))
    else
      assert(game:end_activation(responder.id))
    end
  end
  if action == "magic" and self:on_table(u) then -- a caster the response killed casts nothing
    local id = ("storm-%s-%d"):format(u.id, game:turn())
    assert(game:add_effect(id, u.id))
    self.storms[id] = { target = target.id }
  end
  if self:on_table(u) then self:wound(target, self:roll_damage(u, action, target)) end
  return true
end

-- perform{unit =, action =, target =}: one activation's choice, by the
-- player or the scripted opponent. "shoot", "melee", "magic" (a target);
-- "wait" (kept for a response, A2); "regroup" (all AP, then the panic token
-- goes, a rule of the mod's); "done" (ends the activation). A refused
-- choice leaves the unit active, to choose again.
function S:perform(plan)
  local game, u = self.game, self.by_id[plan.unit]
  if game:unit(u.id).state ~= "active" then
    local ok, why = self:try("activate", game:activate(u.id))
    if not ok then return false, why end
    self.stats.activations = self.stats.activations + 1
  end
  local ok, why
  local a = plan.action
  if a == "shoot" or a == "melee" or a == "magic" then
    ok, why = self:attack(u, a, self.by_id[plan.target])
  elseif a == "wait" then
    ok, why = self:try("wait", game:wait(u.id))
  elseif a == "regroup" then
    ok, why = self:try("regroup", game:spend(u.id, game:unit(u.id).ap, "other"))
    if ok then
      assert(game:rally(u.id))
      self:say("  " .. self:label(u.id) .. " regroups")
    end
  else
    ok, why = self:try("end", game:end_activation(u.id))
  end
  if ok then self:settle() end
  return ok, why
end

-- Morale (B1-B3): every check the battle has queued, rolled by the battle
-- with the mod's dice; a unit that is not steady gets the panic token (A2);
-- a retreat moves its base (B12), a flight takes it off the table (and its
-- checks off the queue). A destroyed unit's checks are taken and ignored:
-- no one is left to take them, and the queue stays short.
function S:settle()
  local battle, game = self.battle, self.game
  while battle:pending_count() > 0 do
    for _, p in ipairs(battle:pending()) do -- each takes its battalion's first queued check
      local u = self.by_battalion[p.battalion]
      if u.fled then -- fled earlier in this loop: its checks left with it
      elseif game:unit(u.id).state == "destroyed" then
        u.fled = assert(battle:check(u.battalion, self.rng)).result == "fled"
      else
        local check, retreat = assert(battle:check(u.battalion, self.rng))
        self.stats.checks = self.stats.checks + 1
        self:say(("  %s checks morale (%s): %d against %d %d %d, %s"):format(self:label(u.id),
          p.cause, check.opponent, check.dice[1], check.dice[2], check.dice[3], check.result))
        if check.result ~= "steady" and not game:unit(u.id).panicked then
          assert(game:panic(u.id))
        end
        if retreat then
          u.base = battle:battalion(u.battalion).base
          self:say(("  it retreats %.1f (stopped by %s)"):format(retreat.distance, retreat.stop))
        elseif check.result == "fled" then
          u.fled = true
          self:say("  it flees the table")
        end
      end
    end
  end
end

---------------------------------------------------------------------------
-- The turn: initiative, ends of turns, the end of the game.

local function side_left(self, p)
  for _, u in ipairs(self.sides[p]) do
    if self:on_table(u) then return true end
  end
  return false
end

-- Whether the turn can end: no unit unactivated, active or responding (A3).
function S:turn_done()
  for _, u in ipairs(self.units) do
    local state = self.game:unit(u.id).state
    if state == "unactivated" or state == "active" or state == "responding" then return false end
  end
  return true
end

function S:start_turn()
  local game, rng = self.game, self.rng
  local first, rolls = self.first_player, ""
  if game:turn() > 0 then -- a roll-off for the initiative, ties rolled again
    local a, b = 0, 0
    while a == b do a, b = rng:d6(), rng:d6() end
    first, rolls = a > b and 1 or 2, (" (%d against %d)"):format(a, b)
  end
  assert(game:initiative(first))
  self.battle:next_turn()
  self:say(("turn %d: %s acts first%s"):format(game:turn(), self.names[first], rolls))
end

function S:end_turn()
  local game = self.game
  assert(game:end_turn())
  local hits = self.storm_hits
  self.storm_hits = {}
  for _, h in ipairs(hits) do self:wound(self.by_id[h.target], h.hits) end
  for _, e in ipairs(game:effects()) do -- a storm blows over after two ends of turn
    if e.resolutions >= 2 then
      assert(game:end_effect(e.id))
      self.storms[e.id] = nil
    end
  end
  self:settle()
end

function S:finish()
  local game = self.game
  assert(game:end_game())
  local score = game:score()
  local winner = game:winner()
  self.result = ("battle points: %s %s, %s %s. %s"):format(self.names[1],
    points(score.battle_points[1]), self.names[2], points(score.battle_points[2]),
    winner == 0 and "A draw." or self.names[winner] .. " wins.")
  self:say(self.result)
end

-- What the game waits for: the player (1 or 2) to choose an activation,
-- or nil once it is over. Does the engine's own steps on the way: starts
-- and ends turns, activates the fled (they only end their activation),
-- and ends the game after the last turn or when a side has left the table.
function S:advance()
  local game = self.game
  while not game:over() do
    if not game:in_turn() then
      if game:turn() >= self.turns or not side_left(self, 1) or not side_left(self, 2) then
        self:finish()
        return nil
      end
      self:start_turn()
    elseif self:turn_done() then
      self:end_turn()
    else
      local p = game:to_act()
      local fled = self:fled_to_act(p)
      if not fled then return p end
      self:perform{ unit = fled.id, action = "done" }
    end
  end
  return nil
end

function S:fled_to_act(p)
  for _, u in ipairs(self.sides[p]) do
    if u.fled and self.game:unit(u.id).state == "unactivated" then return u end
  end
end

-- One activation of player p's, chosen by choose(s, p) (which returns a
-- list of choices, tried in order until one is allowed). Returns whether
-- the game goes on.
function S:play(choose)
  local p = self:advance()
  if not p then return false end
  for _, plan in ipairs(choose(self, p)) do
    if self:perform(plan) then break end
  end
  return true
end

return skirmish
