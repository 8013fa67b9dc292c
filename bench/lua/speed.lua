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
local TARGETS = { morale_check = 1, ["set_base 8 mods"] = JIT and 1 or 5 }

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

local function check_agreement()
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
              (">=%gx"):format(target), ratio >= target and "yes" or "no"))
    end
    return 0
end

os.exit(main())
