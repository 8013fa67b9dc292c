-- Every failure the library refuses returns nil, message, code (EINVAL,
-- ENOTFOUND, ESTATE, ERULE) with the library's message (its indexes count from 0);
-- arguments it cannot receive (wrong types, fractions, numbers beyond the
-- C type, unknown keys, index 0) raise. A failure changes nothing.
local wargen = require "wargen"
local check = require "check"
local F = require "test_morale_fixtures"

local T = {}

local ok, sq = F.ok, F.sq

local function battle()
    local b = wargen.Battle()
    ok(b:add_battalion{ name = "blue", army = 0, warriors = 20, speed = 5, base = sq(10, 0) })
    ok(b:add_battalion{ name = "red", army = 1, warriors = 20, speed = 4, base = sq(0, 0) })
    return b
end

local function snapshot(b)
    local orders = {}
    for k = 1, b:battalion_count() do orders[k] = b:orders(k) end
    return { b:turn(), b:battalions(), b:characters(), b:pending(), orders,
             b:command_points(0), b:command_points(1), b:shooting_orders(0),
             b:hospital(0), b:hospital(1) }
end

local function spec(t)
    local s = { name = "x", army = 0, warriors = 10, speed = 5, base = sq(0, 9) }
    for k, v in pairs(t) do s[k] = v end
    return s
end

function T.invalid_arguments()
    local nan, inf = 0 / 0, math.huge
    local cases = {
        { "an empty name", function(b) return b:add_battalion(spec{ name = "" }) end },
        { "a long name", function(b) return b:add_battalion(spec{ name = ("x"):rep(101) }) end },
        { "army 2", function(b) return b:add_battalion(spec{ army = 2 }) end, "army 2" },
        { "no warriors", function(b) return b:add_battalion(spec{ warriors = 0 }) end },
        { "too many", function(b)
            return b:add_battalion(spec{ warriors = wargen.BATTALION_MAX + 1 })
        end },
        { "speed below 0", function(b) return b:add_battalion(spec{ speed = -1 }) end },
        { "no ranks", function(b) return b:add_battalion(spec{ ranks = 0 }) end },
        { "a flat base", function(b) return b:add_battalion(spec{ base = { 0, 9, 2, 0 } }) end },
        { "a NaN base", function(b) return b:add_battalion(spec{ base = { nan, 9, 2, 2 } }) end },
        { "two points", function(b) return b:add_terrain{ { 0, 0 }, { 1, 1 } } end, "3 points" },
        { "concave", function(b) return b:add_terrain{ { 0, 0 }, { 4, 0 }, { 1, 1 }, { 0, 4 } } end,
          "not convex" },
        { "flat terrain", function(b) return b:add_terrain{ { 0, 0 }, { 1, 1 }, { 2, 2 } } end },
        { "infinite terrain",
          function(b) return b:add_terrain{ { 0, 0 }, { 1, 0 }, { inf, 1 } } end },
        { "no battalion 3", function(b) return b:battalion(3) end, "no battalion 2: there are 2" },
        { "no kind", function(b) return b:attach(1, "captain", "x") end, "captain" },
        { "attached nowhere", function(b) return b:attach(9, "hero", "x") end,
          "no such battalion: the battle has 2" },
        { "no character", function(b) return b:character(1) end, "no character 0" },
        { "no queued check", function(b) return b:pending_at(1) end, "no queued check 0" },
        { "kill no character", function(b) return b:kill_character(1) end },
        { "damage below 0", function(b) return b:damage(1, -1) end, "below 0" },
        { "damage no battalion", function(b) return b:damage(3, 1) end },
        { "a die of 7", function(b) return b:check_judge(1, 7, { 1, 1, 1 }) end, "B2" },
        { "points below 0", function(b) return b:set_command_points(0, -1) end },
        { "points of army 3", function(b) return b:command_points(3) end, "no army 3" },
        { "set points of army 3", function(b) return b:set_command_points(3, 1) end },
        { "an empty order", function(b) return b:give_order(1, "") end },
        { "a load order", function(b) return b:give_order(1, "load") end },
        { "orders of no battalion", function(b) return b:orders(4) end },
        { "speed of no battalion", function(b) return b:speed(4) end },
        { "ladder of no battalion", function(b) return b:ladder_speed(4) end },
        { "modifier of no battalion", function(b) return b:morale_modifier(4) end },
        { "a boat of capacity 0", function(b) return b:add_boat(0, 3) end },
        { "no boat", function(b) return b:unload(1) end, "no such boat" },
        { "hospital of army -1", function(b) return b:set_hospital(-1, true) end },
        { "shooting orders of army 2", function(b) return b:shooting_orders(2) end },
        { "dice for no Shooter", function(b) return b:set_shooting_orders(0, { 3 }) end },
        { "rally nothing", function(b) return b:rally(7, sq(0, 0)) end },
    }
    -- a battalion, character or boat past the end is missing (ENOTFOUND)
    local missing = {}
    for _, name in ipairs{ "no battalion 3", "attached nowhere", "no character",
                           "kill no character", "damage no battalion", "orders of no battalion",
                           "speed of no battalion", "ladder of no battalion",
                           "modifier of no battalion", "no boat", "rally nothing",
                           "no queued check" } do
        missing[name] = true
    end
    for _, c in ipairs(cases) do
        local b = battle()
        local before = snapshot(b)
        local msg = check.fails_with(missing[c[1]] and wargen.ENOTFOUND or wargen.EINVAL, c[2](b))
        if c[3] then check.contains(msg, c[3], c[1]) end
        check.same(snapshot(b), before, c[1] .. ": nothing changed")
    end
end

function T.state_errors()
    local b = battle()
    ok(b:set_hospital(0))
    ok(b:add_boat(30, 3))
    b:next_turn()
    local cases = {
        function() return b:set_hospital(0, false) end,
        function() return b:set_shooting_orders(0, {}) end,
        function() return b:attack_wounded(1, 1) end,
        function() return b:unload(1) end,
        function() return b:rally(1, sq(0, 0)) end,
    }
    ok(b:check_judge(2, 6, { 1, 1, 1 }))
    local extra = {
        function() return b:retreat(1) end,
        function() return b:retreat(2) end,
        function() return b:damage(2, 1) end,
        function() return b:load(1, 2) end,
        function() return b:give_order(2, "x") end,
        function() return b:check_judge(2, 1, { 1, 1, 1 }) end,
    }
    for _, f in ipairs(extra) do cases[#cases + 1] = f end
    local g = ok(b:attach(1, "general", "G"))
    ok(b:kill_character(g))
    cases[#cases + 1] = function() return b:kill_character(g) end
    for k, f in ipairs(cases) do
        local before = snapshot(b)
        check.fails_with(wargen.ESTATE, f())
        check.same(snapshot(b), before, "case " .. k)
    end
end

function T.rule_errors()
    local b = battle()
    ok(b:attach(1, "general", "G"))
    local giant = ok(b:add_battalion(spec{ name = "giant", giant = true, base = sq(40, 40) }))
    local boat = ok(b:add_boat(3, 2))
    local cases = {
        function() return b:attach(1, "general", "Second") end,
        function() return b:give_order(1, wargen.ORDER_SHOOTING_ATTACK) end,
        function() return b:give_order(1, wargen.ORDER_MERCY) end,
        function() return b:ladder_speed(giant) end,
        function() return b:load(boat, 1) end,
    }
    for k, f in ipairs(cases) do
        local before = snapshot(b)
        local msg = check.fails_with(wargen.ERULE, f())
        if k > 1 then check.contains(msg, "(B", "cites the rule") end
        check.same(snapshot(b), before, "case " .. k)
    end
end

function T.range_errors()
    local b = battle()
    check.contains(check.raises(b.damage, b, 1, 2 ^ 31), "damage 2147483648")
    check.contains(check.raises(b.give_order, b, 1, nil), "order: expected a string, got nil")
    check.raises(b.set_command_points, b, 0, -2 ^ 31 - 1)
    check.raises(b.add_battalion, b, spec{ warriors = 2 ^ 40 })
    check.raises(b.check_judge, b, 1, 3, { 1, 1, 1 }, 2 ^ 31)
    check.raises(b.check_judge, b, 1, 3, { 1, 1, 2 ^ 32 })
    check.eq(b:battalion_count(), 2, "nothing added")
end

function T.programming_errors_raise()
    local b = battle()
    local calls = {
        function() return b:damage(1, 1.5) end,
        function() return b:damage(1.5, 1) end,
        function() return b:damage("1", 1) end,
        function() return b:add_battalion("blue") end,
        function() return b:add_battalion(spec{ colour = "red" }) end,
        function() return b:add_battalion(spec{ name = 3 }) end,
        function() return b:add_battalion(spec{ base = "0 0 1 1" }) end,
        function() return b:add_battalion(spec{ base = { 0, 0, 1 } }) end,
        function() return b:add_battalion(spec{ base = { x = 0, y = 0, w = 1, depth = 1 } }) end,
        function() return b:add_battalion{ name = "x", army = 0, speed = 5, base = sq(0, 9) } end,
        function() return b:add_terrain{ { "0", 0 }, { 1, 0 }, { 1, 1 } } end,
        function() return b:add_terrain("square") end,
        function() return b:attach(1, 1.5, "x") end,
        function() return b:battalion(0) end,
        function() return b:check_judge(1, 3, { 1, 1 }) end,
        function() return b:check(1, "rng") end,
        function() return b:set_shooting_orders(0, "12") end,
        function() return b:rally(1, nil) end,
        function() return wargen.Battle.damage({}, 1, 1) end,
        function() return b.damage(1, 1) end,
    }
    for k, f in ipairs(calls) do
        local ok2 = pcall(f)
        check.eq(ok2, false, "call " .. k .. " raises")
    end
    check.contains(check.raises(function() return b.battalion(1) end),
                   "expected 2 argument(s), got 1")
    check.eq(b:battalion_count(), 2, "nothing added")
end

return T
