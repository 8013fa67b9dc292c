-- Lifetimes: checks, states and retreats are plain tables that outlive
-- their Battle; a Battle is freed once, when Lua collects it, and keeps no
-- generator alive (valgrind checks the rest).
local wargen = require "wargen"
local check = require "check"
local F = require "test_morale_fixtures"

local T = {}

local ok, sq = F.ok, F.sq

-- Results of a battle, and a weak reference to it (made in a frame of its
-- own, so that no register of the test holds the Battle).
local function results_only()
    local b = wargen.Battle()
    local e = ok(b:add_battalion{ name = "red", army = 1, warriors = 20, speed = 4,
                                  base = sq(0, 0) })
    local s = ok(b:add_battalion{ name = "blue", army = 0, warriors = 20, speed = 5,
                                  base = sq(10, 0) })
    ok(b:attach(s, "hero", "Ney"))
    local c, r = b:check_judge(s, 6, { 1, 2, 6 })
    return c, r, b:battalion(s), b:characters(), b:orders(e), setmetatable({ b }, { __mode = "v" })
end

function T.results_outlive_their_battle()
    local c, r, state, characters, orders, weak = results_only()
    collectgarbage()
    collectgarbage()
    check.eq(weak[1], nil, "the Battle was collected")
    check.eq(c.result, "retreat", "check")
    check.eq(r.distance, 5, "retreat")
    check.eq(state.base.x, 15, "state")
    check.eq(characters[1].name, "Ney", "characters")
    check.eq(#orders, 0, "orders")
end

local function battle_and_weak_rng()
    local b = wargen.Battle()
    local i = ok(b:add_battalion{ name = "blue", army = 0, warriors = 20, speed = 5, shooter = true,
                                  base = sq(10, 0) })
    local rng = wargen.Rng(3)
    ok(b:roll_shooting_orders(0, rng))
    ok(b:check(i, rng))
    return b, setmetatable({ rng }, { __mode = "v" })
end

function T.a_battle_does_not_keep_its_rng()
    local b, weak = battle_and_weak_rng()
    collectgarbage()
    collectgarbage()
    check.eq(weak[1], nil, "the Rng was collected")
    check.is_true(b:shooting_orders(0) >= 1, "the battle still works")
end

function T.strings_read_back_are_copies()
    local b = wargen.Battle()
    local i = ok(b:add_battalion{ name = "blue", army = 0, warriors = 20, speed = 5,
                                  base = sq(10, 0) })
    ok(b:give_order(i, "hold the line"))
    local orders, name = b:orders(i), b:battalion(i).name
    ok(b:check_judge(i, 6, { 1, 6, 6 }))       -- wavered: orders freed
    b = nil
    collectgarbage()
    check.list_eq(orders, { "hold the line" }, "orders")
    check.eq(name, "blue", "name")
end

function T.many_battles_collected_in_any_order()
    local kept = {}
    for k = 1, 300 do
        local b = wargen.Battle()
        local i = ok(b:add_battalion{ name = "b" .. k, army = k % 2, warriors = 10 + k % 7,
                                      speed = 3, base = sq(k, 0) })
        ok(b:attach(i, "standard-bearer", "s"))
        ok(b:damage(i, 5 + k % 7))
        kept[#kept + 1] = k % 3 == 0 and b or b:battalion(i)
    end
    collectgarbage()
    for k, v in ipairs(kept) do
        local s = type(v) == "userdata" and v:battalion(1) or v
        check.eq(s.half_lost, true, "battle " .. k)
    end
    kept = nil
    collectgarbage()
end

function T.handle_frees_once()
    local h = wargen.Battle()
    ok(wargen._battle_add_battalion(h, "a", 0, 5, 1, 1, false, false, 0, 0, 1, 1, 0))
    local state = h:battalion(1)
    h = nil
    collectgarbage()
    check.eq(state.name, "a", "state")
end

return T
