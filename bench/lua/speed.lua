-- The binding against idiomatic pure-Lua peers, side by side (issue 29, "Speed").
--
-- Usage: lua5.4 speed.lua [SOURCE_ROOT]    (LUA_CPATH=<build>/bindings/lua/?.so)
--        luajit speed.lua [SOURCE_ROOT]    (LUA_CPATH=<build>/bindings/lua/luajit/?.so)
--
-- Each peer is written the way a Lua user would write it: plain functions
-- and tables, and Lua's own math.random, never a wargen.Rng. Both sides
-- build the same record. As the two draw from different generators, each
-- peer's rule function is checked against the binding on the same inputs
-- instead (exit 1 on any disagreement):
--
-- - morale (B2-B4): the peer's judge(opponent, dice, modifier) against
--   wargen.morale_judge on all 1,296 rolls for modifiers -7 to +7, and on the
--   dice of checks the binding rolled (wargen.morale_check); a die fails when
--   die + modifier < the opponent's die; results steady/wavered/retreat/fled.
--   Timed: four math.random(6) and the judge, building {opponent =, dice =,
--   modifier =, failures =, result =}, against wargen.morale_check(rng, 1).
-- - models (M1-M4): set, use (the source's final value, M2, recursively; no
--   cycle detection), mul (rounded up unless round "down") and add, in the
--   groups of M1, unbounded before bounded within a group (M3), each in the
--   order applied; a bound never moves the value past it nor the other way;
--   the characteristic's range clamped after every modifier (M4): the order
--   of bench/python/speed.py's peer. Checked on every characteristic and base
--   of data/models/*.json and bench/data/modifiers-8.json; timed: set_base on
--   the latter's characteristic with 8 modifiers (bench/mod.c's chain), the
--   base alternating. The peer's tables are read, before any timing, from
--   the binding's description of the file (m:characteristics, m:modifiers,
--   shaped like the document): Lua has no JSON reader of its own.
-- - a game turn (A1): bench/game.c's turn, 2 x 50 units of 2 AP, each
--   activated and spending its AP in one action (a move, or a shot at the
--   enemy unit facing it), the players alternating, then the end of the
--   turn: 202 actions, a new game every 1,000 turns on both sides. The
--   peer keeps units in a table by id and makes the checks of A1 for the
--   actions it takes (game over, unknown or destroyed unit, no turn, a unit
--   still acting, the other player's turn, not unactivated, not the acting
--   unit, AP, an unknown action, a target of one's own side, units still to
--   act), in C's order, and logs each action (five values in one flat
--   table), as C keeps its log; it has no waiting, responses, effects or
--   callbacks, which the turn does not use (nor does the binding's: no
--   callback is set, so that LuaJIT takes its FFI path). Checked: unit
--   states and AP after every action of three turns, and the reasons of
--   refused actions. Timed: one turn per call.
--
-- Timing: peer and binding alternate, ROUNDS rounds of about ROUND_SECONDS
-- of CPU time (os.clock) each; each side's µs per call is the median of its
-- rounds, the ratio peer / binding the ratio of the medians, against issue
-- 29's targets: Lua 5.4 morale_check >= 1x and set_base >= 5x, LuaJIT
-- >= 1x for both. Exit 0 whether the targets are met or not: a benchmark
-- reports.

local wargen = require "wargen"

local SOURCE_ROOT = arg[1] or os.getenv("WARGEN_SOURCE_ROOT") or "."
local MODELS = { "bounds.json", "chain.json", "example.json", "groups.json" }  -- data/models
local CHAIN_8 = SOURCE_ROOT .. "/bench/data/modifiers-8.json"
local ROUNDS, ROUND_SECONDS = 7, 0.1
local JIT = rawget(_G, "jit") ~= nil
local TARGETS = { morale_check = 1, ["set_base 8 mods"] = JIT and 1 or 5,
                  ["game turn"] = JIT and 1 or nil }  -- issue 29 sets none for Lua 5.4

-- ---- the binding's calls (the lead adapts these lines to the reworked API) ----------------

local BINDING = {
    rng = function(seed) return wargen.Rng(seed) end,
    morale = function(rng, modifier) return wargen.morale_check(rng, modifier) end,
    morale_judge = function(opponent, dice, modifier)
        return wargen.morale_judge(opponent, dice, modifier)
    end,
    -- a check as the peer's record
    check_fields = function(c)
        return { opponent = c.opponent, dice = { c.dice[1], c.dice[2], c.dice[3] },
                 modifier = c.modifier, failures = c.failures, result = c.result }
    end,
    load_models = function(path) return assert(wargen.Models(path)) end,
    game = function(units)
        local g = wargen.Game("Red", "Blue")
        for _, u in ipairs(units) do assert(g:add_unit(u[1], u[2], u[3], 10, 200)) end
        return g
    end,
    -- an action's result: true, or nil, message, reason (the binding's third value is its code)
    act = function(g, name, ...)
        local ok, message, _, reason = g[name](g, ...)
        if ok then return ok end
        return nil, message, reason
    end,
    initiative = function(g, player) return g:initiative(player) end,
    activate = function(g, id) return g:activate(id) end,
    spend = function(g, id, ap, action, target) return g:spend(id, ap, action, target) end,
    end_turn = function(g) return g:end_turn() end,
    unit = function(g, id) local u = g:unit(id) return { state = u.state, ap = u.ap } end,
    -- set_base returns the characteristic's final value: one call
    set_base = function(m, model, stat, base) return m:set_base(model, stat, base) end,
    -- the set as a wargen-models/1 document: {{id =, characteristics =, ranges =, modifiers =}}
    describe = function(m)
        local doc = {}
        for _, id in ipairs(m:ids()) do
            local model = { id = id, characteristics = {}, ranges = {}, modifiers = m:modifiers(id) }
            for _, c in ipairs(m:characteristics(id)) do
                model.characteristics[c.name] = c.base
                model.ranges[c.name] = { c.min, c.max }
            end
            doc[#doc + 1] = model
        end
        return doc
    end,
}

-- ---- peer 1: a morale check (B2-B4) -------------------------------------------------------

local RESULTS = { "steady", "wavered", "retreat", "fled" }

local function judge(opponent, dice, modifier)
    local failures = 0
    for i = 1, #dice do
        if dice[i] + modifier < opponent then failures = failures + 1 end
    end
    return { opponent = opponent, dice = dice, modifier = modifier, failures = failures,
             result = RESULTS[failures + 1] }
end

local function peer_morale(modifier)
    local opponent = math.random(6)
    return judge(opponent, { math.random(6), math.random(6), math.random(6) }, modifier)
end

-- ---- peer 2: a characteristic through its modifiers (M1-M4) -------------------------------

local GROUP = { set = 1, use = 1, mul = 2, add = 3 }

-- {id = {base = {stat = v}, range = {stat = {lo, hi}}, mods = {stat = {...}}}} from a
-- document, each characteristic's modifiers sorted into the order M1 and M3 apply them.
local function load_models(doc)
    local models = {}
    for _, m in ipairs(doc) do
        local mods, base, range = {}, {}, {}
        for stat, v in pairs(m.characteristics) do base[stat] = v end
        for stat, r in pairs(m.ranges or {}) do range[stat] = { r[1], r[2] } end
        for i, mod in ipairs(m.modifiers or {}) do
            local list = mods[mod.stat] or {}
            mods[mod.stat] = list
            list[#list + 1] = { mod = mod, group = GROUP[mod.op],
                                bounded = (mod.min or mod.max) and 1 or 0, order = i }
        end
        for stat, list in pairs(mods) do
            table.sort(list, function(a, b)
                if a.group ~= b.group then return a.group < b.group end
                if a.bounded ~= b.bounded then return a.bounded < b.bounded end
                return a.order < b.order
            end)
            for i, entry in ipairs(list) do list[i] = entry.mod end
        end
        models[m.id] = { base = base, range = range, mods = mods }
    end
    return models
end

local function value(models, model, stat)
    local m = models[model]
    local range = m.range[stat]
    local lo, hi = range and range[1] or 0, range and range[2] or 10
    local v = m.base[stat]
    for _, mod in ipairs(m.mods[stat] or {}) do
        local op, new = mod.op
        if op == "set" then
            new = mod.value
        elseif op == "use" then
            new = value(models, mod.model, mod.from or stat)
        elseif op == "mul" then
            new = v * mod.num / mod.den
            new = mod.round == "down" and math.floor(new) or math.ceil(new)
        else
            new = v + mod.value
        end
        if mod.min then
            new = math.max(new, math.min(v, mod.min))
        elseif mod.max then
            new = math.min(new, math.max(v, mod.max))
        end
        v = math.max(lo, math.min(hi, new))
    end
    return v
end

local function peer_set_base(models, model, stat, base)
    local range = models[model].range[stat]
    local lo, hi = range and range[1] or 0, range and range[2] or 10
    if base < lo or base > hi then
        error(("%s %d is out of range (%d to %d)"):format(stat, base, lo, hi))
    end
    models[model].base[stat] = base
    return value(models, model, stat)
end

-- ---- peer 3: a game turn (A1) -----------------------------------------------------------

local UNITS, AP, TURNS_PER_GAME = 50, 2, 1000
local ACTIONS = { move = true, shoot = true, magic = true, melee = true, other = true }

local function refuse(reason, message) return nil, reason .. ": " .. message, reason end

local function peer_game(units)
    local g = { turn = 0, in_turn = false, to_act = 0, acting = nil, over = false, units = {},
                order = {}, unactivated = { 0, 0 }, log = {}, n = 0 }
    for _, u in ipairs(units) do
        g.units[u[2]] = { id = u[2], player = u[1], ap = u[3], ap_per_turn = u[3],
                          state = "unactivated" }
        g.order[#g.order + 1] = g.units[u[2]]
        g.unactivated[u[1]] = g.unactivated[u[1]] + 1
    end
    return g
end

local function log(g, kind, unit, other, ap, action)
    local l, n = g.log, g.n
    l[n + 1], l[n + 2], l[n + 3], l[n + 4], l[n + 5] = kind, unit, other, ap, action
    g.n = n + 5
end

-- Play passes from player: to the opponent if they have a unit to act, else back, else none.
local function pass(g, player)
    local other = 3 - player
    g.to_act = g.unactivated[other] > 0 and other or g.unactivated[player] > 0 and player or 0
end

local function peer_unit(g, id)
    local u = g.units[id]
    if not u then return refuse("unknown-unit", ('no unit "%s" in the game'):format(id)) end
    if u.state == "destroyed" then return refuse("destroyed", id .. " is destroyed") end
    return u
end

local peer = {}
function peer.initiative(g, player)
    if g.over then return refuse("game-over", "the game is over") end
    if player ~= 1 and player ~= 2 then error("player: 1 or 2") end
    if g.in_turn then
        return refuse("turn-in-progress", ("turn %d is in progress"):format(g.turn))
    end
    log(g, "initiative", nil, nil, player)
    g.turn, g.in_turn, g.to_act = g.turn + 1, true, player
    if g.unactivated[player] == 0 then pass(g, player) end
    return true
end
function peer.activate(g, id)
    if g.over then return refuse("game-over", "the game is over") end
    local u, m, reason = peer_unit(g, id)
    if not u then return u, m, reason end
    if not g.in_turn then return refuse("not-your-turn", "no turn is in progress") end
    if g.acting then return refuse("not-your-turn", g.acting.id .. " is still acting") end
    if g.to_act == 0 then return refuse("not-your-turn", "no unit is to act") end
    if u.player ~= g.to_act then
        return refuse("not-your-turn", ("it is player %d's turn to act"):format(g.to_act))
    end
    if u.state ~= "unactivated" then return refuse("not-unactivated", id .. " is " .. u.state) end
    log(g, "activate", id)
    g.unactivated[u.player] = g.unactivated[u.player] - 1
    u.state, g.acting = "active", u
    return true
end
function peer.spend(g, id, ap, action, target)
    if g.over then return refuse("game-over", "the game is over") end
    if not ACTIONS[action] then error("action: unknown action " .. tostring(action)) end
    local u, m, reason = peer_unit(g, id)
    if not u then return u, m, reason end
    if g.acting ~= u then return refuse("not-active", id .. " is " .. u.state) end
    if ap < 1 or ap > u.ap then
        return refuse("no-ap", ("%s has %d AP left, not %d"):format(id, u.ap, ap))
    end
    if target ~= nil then
        local t
        t, m, reason = peer_unit(g, target)
        if not t then return t, m, reason end
        if t.player == u.player then
            return refuse("not-hostile", ("%s is not an enemy of %s"):format(target, id))
        end
    end
    log(g, "spend", id, target, ap, action)
    u.ap = u.ap - ap
    if u.ap == 0 then
        u.state, g.acting = "activated", nil
        pass(g, u.player)
    end
    return true
end
function peer.end_turn(g)
    if g.over then return refuse("game-over", "the game is over") end
    if not g.in_turn then return refuse("not-your-turn", "no turn is in progress") end
    if g.acting or g.unactivated[1] + g.unactivated[2] > 0 then
        return refuse("units-to-act", "a unit is still to act")
    end
    log(g, "end_turn")
    for _, u in ipairs(g.order) do
        if u.state == "activated" then
            u.state = "unactivated"
            g.unactivated[u.player] = g.unactivated[u.player] + 1
        end
        if u.state ~= "destroyed" then u.ap = u.ap_per_turn end
    end
    g.in_turn, g.to_act = false, 0
    return true
end

-- bench/game.c's units, {player, id, ap}, and its turn: each action as {name, args...}.
local GAME_UNITS, TURN = {}, { { "initiative", 1 } }
for p = 1, 2 do
    for i = 0, UNITS - 1 do GAME_UNITS[#GAME_UNITS + 1] = { p, ("p%d-u%d"):format(p, i), AP } end
end
for i = 0, UNITS - 1 do
    for p = 1, 2 do
        local id, enemy = ("p%d-u%d"):format(p, i), ("p%d-u%d"):format(3 - p, i)
        TURN[#TURN + 1] = { "activate", id }
        TURN[#TURN + 1] = i % 2 == 1 and { "spend", id, AP, "shoot", enemy }
                          or { "spend", id, AP, "move" }
    end
end
TURN[#TURN + 1] = { "end_turn" }

-- The turn as straight-line calls of one side's functions, for the timing.
local function turn_function(initiative, activate, spend, end_turn)
    local ids = {}
    for p = 1, 2 do
        ids[p] = {}
        for i = 0, UNITS - 1 do ids[p][i] = ("p%d-u%d"):format(p, i) end
    end
    return function(g)
        initiative(g, 1)
        for i = 0, UNITS - 1 do
            for p = 1, 2 do
                local id = ids[p][i]
                activate(g, id)
                if i % 2 == 1 then
                    spend(g, id, AP, "shoot", ids[3 - p][i])
                else
                    spend(g, id, AP, "move")
                end
            end
        end
        return end_turn(g)
    end
end

-- ---- agreement ------------------------------------------------------------------------------

local function show(v)
    if type(v) ~= "table" then return tostring(v) end
    local keys, parts = {}, {}
    for k in pairs(v) do keys[#keys + 1] = k end
    table.sort(keys, function(a, b) return tostring(a) < tostring(b) end)
    for _, k in ipairs(keys) do parts[#parts + 1] = tostring(k) .. " = " .. show(v[k]) end
    return "{" .. table.concat(parts, ", ") .. "}"
end

local function same(a, b)
    if type(a) ~= "table" or type(b) ~= "table" then return a == b end
    for k, v in pairs(a) do if not same(v, b[k]) then return false end end
    for k in pairs(b) do if a[k] == nil then return false end end
    return true
end

local function expect(what, peer, binding)
    if not same(peer, binding) then
        error({ ("%s: peer %s ~= binding %s"):format(what, show(peer), show(binding)) })
    end
end

local function agree_morale()
    for modifier = -7, 7 do
        for roll = 0, 1295 do  -- 6^4 rolls: the opponent's die, then the player's three
            local opponent, dice = roll % 6 + 1, {}
            for i = 1, 3 do dice[i] = math.floor(roll / 6 ^ i) % 6 + 1 end
            expect(("morale_judge %d {%d, %d, %d} %d"):format(opponent, dice[1], dice[2], dice[3],
                                                            modifier),
                   judge(opponent, dice, modifier),
                   BINDING.check_fields(BINDING.morale_judge(opponent, dice, modifier)))
        end
        local rng = BINDING.rng(modifier + 8)
        for _ = 1, 100 do
            local binding = BINDING.check_fields(BINDING.morale(rng, modifier))
            expect(("morale_check modifier %d"):format(modifier),
                   judge(binding.opponent, binding.dice, modifier), binding)
        end
    end
end

local function agree_models(path)
    local binding = BINDING.load_models(path)
    local doc = BINDING.describe(binding)
    local peer = load_models(doc)
    for _, m in ipairs(doc) do
        for stat, range in pairs(m.ranges) do
            for base = range[1], range[2] do
                expect(("models %s %s.%s base %d"):format(path, m.id, stat, base),
                       peer_set_base(peer, m.id, stat, base),
                       BINDING.set_base(binding, m.id, stat, base))
            end
        end
    end
end

local unpack = table.unpack or unpack

local function agree_game()
    local p, b = peer_game(GAME_UNITS), BINDING.game(GAME_UNITS)
    local function both(what, ...)
        local rp, rb = { peer[what](p, ...) }, { BINDING.act(b, what, ...) }
        expect(what .. " result", rp[1], rb[1])
        expect(what .. " refusal", rp[3], rb[3])
    end
    -- refusals first: no turn, then the other player's unit, AP, a friend, units to act
    both("activate", "p1-u0")
    both("initiative", 1)
    both("activate", "p2-u0")
    both("activate", "nobody")
    both("activate", "p1-u0")
    both("spend", "p1-u0", AP + 1, "move")
    both("spend", "p1-u0", 1, "shoot", "p1-u1")
    both("end_turn")
    both("spend", "p1-u0", AP, "move")
    p, b = peer_game(GAME_UNITS), BINDING.game(GAME_UNITS)
    for turn = 1, 3 do
        for _, action in ipairs(TURN) do
            both(unpack(action))
            for _, u in ipairs({ action[2], action[5] }) do
                if p.units[u] then
                    local pu = p.units[u]
                    expect(("turn %d %s %s"):format(turn, action[1], u),
                           { state = pu.state, ap = pu.ap }, BINDING.unit(b, u))
                end
            end
        end
        for _, u in ipairs(GAME_UNITS) do
            local pu = p.units[u[2]]
            expect("after turn " .. turn, { state = pu.state, ap = pu.ap }, BINDING.unit(b, u[2]))
        end
    end
end

local function check_agreement()
    agree_game()
    agree_morale()
    for _, name in ipairs(MODELS) do agree_models(SOURCE_ROOT .. "/data/models/" .. name) end
    agree_models(CHAIN_8)
end

-- ---- timing -----------------------------------------------------------------------------------

-- A timing loop of its own for each function timed (a fresh chunk, so that
-- LuaJIT's traces of one side's loop are not the other's). Each result is
-- stored where it escapes, so that LuaJIT cannot sink the peer's record away
-- (allocation sinking): both sides build it on every call.
local KEPT = {}
local LOOP = [[
local fn, kept, clock = ...
return function(n)
    local t = clock()
    for _ = 1, n do kept[1] = fn() end
    return clock() - t
end]]
local function loop(fn) return assert((loadstring or load)(LOOP, "=loop"))(fn, KEPT, os.clock) end

-- Calls of run that take about seconds (the calls also warm up LuaJIT's traces).
local function calls_for(run, seconds)
    local n = 1
    while true do
        local t = run(n)
        if t >= 0.02 then return math.max(1, math.floor(n * seconds / t)) end
        n = n * 10
    end
end

local function median(t)
    table.sort(t)
    local n = #t
    return n % 2 == 1 and t[(n + 1) / 2] or (t[n / 2] + t[n / 2 + 1]) / 2
end

-- µs per call of peer() and binding(), alternating, the median of each side's rounds.
local function per_call(peer, binding)
    local runs = { loop(peer), loop(binding) }
    local ns, samples = {}, { {}, {} }
    for i, run in ipairs(runs) do ns[i] = calls_for(run, ROUND_SECONDS) end
    for _ = 1, ROUNDS do
        for i, run in ipairs(runs) do samples[i][#samples[i] + 1] = run(ns[i]) / ns[i] end
    end
    return median(samples[1]) * 1e6, median(samples[2]) * 1e6
end

local function setups()
    local rng = BINDING.rng(1)
    local binding_m = BINDING.load_models(CHAIN_8)
    local peer_m = load_models(BINDING.describe(binding_m))
    -- the base alternates, so that every call evaluates again (as bench/mod.c)
    local peer_base, binding_base = 4, 4
    local peer_turn = turn_function(peer.initiative, peer.activate, peer.spend, peer.end_turn)
    local binding_turn = turn_function(BINDING.initiative, BINDING.activate, BINDING.spend,
                                       BINDING.end_turn)
    local peer_g, binding_g, peer_turns, binding_turns = nil, nil, 0, 0
    return {
        { "morale_check", function() return peer_morale(1) end,
          function() return wargen.morale_check(rng, 1) end },
        { "set_base 8 mods",
          function()
              peer_base = 9 - peer_base
              return peer_set_base(peer_m, "spearman", "Str", peer_base)
          end,
          function()
              binding_base = 9 - binding_base
              return binding_m:set_base("spearman", "Str", binding_base)
          end },
        { "game turn",
          function()
              if peer_turns % TURNS_PER_GAME == 0 then peer_g = peer_game(GAME_UNITS) end
              peer_turns = peer_turns + 1
              return peer_turn(peer_g)
          end,
          function()
              if binding_turns % TURNS_PER_GAME == 0 then binding_g = BINDING.game(GAME_UNITS) end
              binding_turns = binding_turns + 1
              return binding_turn(binding_g)
          end },
    }
end

local function main()
    local ok, err = pcall(check_agreement)
    if not ok then
        if type(err) ~= "table" then error(err, 0) end  -- not a disagreement: a failure
        io.stderr:write("speed: the peer and the binding disagree: ", err[1], "\n")
        return 1
    end
    print("peer and binding agree on every sample")
    print(("%s: µs per call, median of %d alternating rounds")
          :format(JIT and rawget(_G, "jit").version or _VERSION, ROUNDS))
    -- (%10s and %12s: "µ" is two bytes)
    print(("%-18s %10s %12s %8s %7s  %s"):format("call", "peer µs", "binding µs", "ratio",
                                                 "target", "met"))
    for _, s in ipairs(setups()) do
        local name, peer, binding = s[1], s[2], s[3]
        local p, b = per_call(peer, binding)
        local ratio, target = p / b, TARGETS[name]
        print(("%-18s %9.3f %11.3f %7.2fx %7s  %s"):format(name, p, b, ratio,
              target and (">=%gx"):format(target) or "-",
              target and (ratio >= target and "yes" or "no") or "-"))
    end
    return 0
end

os.exit(main())
