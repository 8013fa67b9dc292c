-- A battle through the binding: every method of wargen.Battle on one case
-- of each rule area (B1-B12), with the Lua tables it returns. What the rules
-- mean, edge cases included, is tested once, in tests/unit/test_morale_*.c. Battalions,
-- characters, boats and terrain count from 1; armies are 0 and 1. Bases
-- with facing 0 face +x.
local wargen = require "wargen"
local check = require "check"
local F = require "test_morale_fixtures"

local T = {}

local ok, sq = F.ok, F.sq

local function add(b, name, army, x, y, extra)
    local spec = { name = name, army = army, warriors = 20, speed = 5, base = sq(x, y) }
    for k, v in pairs(extra or {}) do spec[k] = v end
    return ok(b:add_battalion(spec))
end

-- Army 0: a, b, c; army 1: d, e (indexes 1 to 5).
local function two_armies()
    local b = wargen.Battle()
    local i = {}
    for k, spec in ipairs({ { "a", 0, 10 }, { "b", 0, 10 }, { "c", 0, 10 }, { "d", 1, 0 },
                            { "e", 1, 0 } }) do
        i[spec[1]] = add(b, spec[1], spec[2], spec[3], 20 * (k - 1))
    end
    return b, i
end

local function pending(b)
    local list = {}
    for k, p in ipairs(b:pending()) do list[k] = p.battalion .. " " .. p.cause end
    return list
end

---- battalions and characters -----------------------------------------------------------

function T.add_battalion_and_read_it_back()
    local b = wargen.Battle()
    check.eq(b:battalion_count(), 0, "empty")
    check.eq(b:turn(), 0, "turn 0")
    local i = ok(b:add_battalion{ name = "Pikes", army = 1, warriors = 30, speed = 4, ranks = 3,
                                  shooter = true, base = { 1.5, -2, 6, 3, 90 } })
    local j = ok(b:add_battalion{ name = "Ogres", army = 0, warriors = 6, speed = 6,
                                  giant = true, base = { x = 0, y = 0, width = 4, depth = 4 } })
    check.eq(i, 1, "from 1")
    check.eq(j, 2, "second")
    check.same(b:battalion(i), {
        name = "Pikes", army = 1, start = 30, warriors = 30, killed = 0, wounded = 0,
        wounded_ranks = 0, combat_rank_penalty = 0, speed = 4, half_lost = false, fled = false,
        base = { x = 1.5, y = -2, width = 6, depth = 3, facing = 90 } }, "state")
    check.eq(b:battalion(j).base.facing, 0, "facing 0 by default")
    check.eq(#b:battalions(), 2, "battalions")
    check.eq(b:next_turn(), 1, "next turn")
    check.eq(b:turn(), 1, "turn 1")
    check.contains(tostring(b), "2 battalions")
end

function T.characters_and_the_standard_bearer()
    local b, i = two_armies()
    check.eq(ok(b:attach(i.a, "general", "Wellington")), 1, "from 1")
    local s = ok(b:attach(i.b, "standard-bearer", "Ensign"))
    ok(b:attach(i.d, "hero", "Ney"))
    check.same(b:character(s), { name = "Ensign", kind = "standard-bearer", battalion = i.b,
                                 alive = true }, "character")
    check.eq(b:character_count(), 3, "count")
    check.eq(b:characters()[3].kind, "hero", "characters")
    check.list_eq(wargen.CHARACTER_KINDS, { "general", "hero", "standard-bearer" }, "kinds")
    local n = ok(b:attach(i.e, wargen.CHARACTER_HERO, "By number"))
    check.eq(b:character(n).kind, "hero", "a kind by its C number, read back by name")
    for k = 1, 5 do check.eq(b:morale_modifier(k), k == i.b and 1 or 0, "B4 " .. k) end
    ok(b:kill_character(s))
    check.eq(b:morale_modifier(i.b), 0, "a dead bearer")
    check.eq(b:character(s).alive, false, "dead")
end

---- B1 -----------------------------------------------------------------------------------

function T.b1a_half_lost_once()
    local b, i = two_armies()
    check.same(b:damage(i.b, 9), { killed = 9, wounded = 0, wounded_killed = 0, check = false })
    check.same(b:damage(i.b, 1), { killed = 1, wounded = 0, wounded_killed = 0, check = true })
    check.list_eq(pending(b), { "2 half-lost" }, "queued")
    local s = b:battalion(i.b)
    check.eq(s.warriors, 10, "warriors")
    check.eq(s.half_lost, true, "half lost")
    check.eq(b:damage(i.b, 5).check, false, "once")
    check.eq(#b:pending(), 1, "still one")
end

function T.b1b_a_generals_death_queues_every_battalion_of_the_army()
    local b, i = two_armies()
    local g = ok(b:attach(i.a, "general", "Wellington"))
    ok(b:attach(i.d, "general", "Napoleon"))
    check.eq(ok(b:kill_character(g)), true, "true")
    check.list_eq(pending(b), { "1 attached-killed", "2 leader-killed", "3 leader-killed" })
    check.contains(check.fails_with(wargen.ESTATE, b:kill_character(g)), "dead already")
end

---- B3, B4 ----------------------------------------------------------------------------------

function T.b3_results()
    local b, i = two_armies()
    for _, k in ipairs({ i.a, i.b, i.c }) do
        ok(b:give_order(k, "charge"))
        ok(b:give_order(k, "hold"))
    end
    local c, r = b:check_judge(i.a, 1, { 1, 1, 1 })
    check.eq(c.result, "steady", "steady")
    check.eq(r, nil, "no retreat")
    check.list_eq(b:orders(i.a), { "charge", "hold" }, "orders kept")
    c, r = b:check_judge(i.b, 4, { 3, 4, 5 })
    check.eq(c.result, "wavered", "wavered")
    check.eq(r, nil, "no retreat")
    check.list_eq(b:orders(i.b), {}, "orders cancelled")
    c, r = b:check_judge(i.c, 6, { 1, 1, 6 })
    check.eq(c.result, "retreat", "retreat")
    check.eq(r.distance, 5, "it moved")
    check.eq(r.from, i.d, "from the nearest enemy")
    check.list_eq(b:orders(i.c), {}, "orders cancelled")
    c, r = b:check_judge(i.a, 6, { 1, 1, 1 })
    check.eq(c.result, "fled", "fled")
    check.eq(r, nil, "no retreat")
    check.eq(b:battalion(i.a).fled, true, "off the table")
    check.contains(check.fails_with(wargen.ESTATE, b:damage(i.a, 1)), "fled")
    check.contains(check.fails_with(wargen.ESTATE, b:check(i.a, wargen.Rng(1))), "fled")
end

function T.rolled_checks_follow_the_seed()
    local function run(seed)
        local b, i = two_armies()
        ok(b:attach(i.a, "standard-bearer", "Ensign"))
        local rng, checks = wargen.Rng(seed), {}
        for k = 1, 5 do
            if not b:battalion(k).fled then checks[#checks + 1] = ok(b:check(k, rng, k % 2 - 1)) end
        end
        return checks, rng:below(1296)
    end
    local checks, after = run(42)
    check.same(run(42), checks, "the same seed")
    local rng = wargen.Rng(42)
    for k, c in ipairs(checks) do
        check.same(wargen.morale_check(rng, c.modifier), c, "check " .. k)
    end
    check.eq(rng:below(1296), after, "as many draws")
end

---- B12 ---------------------------------------------------------------------------------------

function T.b12_straight_away_from_the_nearest_enemy()
    local b = wargen.Battle()
    local e = add(b, "red", 1, 0, 0, { speed = 4 })
    add(b, "far red", 1, -40, 0)
    local s = add(b, "blue", 0, 10, 0)
    local c, r = b:check_judge(s, 5, { 1, 2, 5 })
    check.eq(c.result, "retreat", "retreat")
    check.same(r, { distance = 5, dx = 1, dy = 0, stop = "none", from = e,
                    combat_modifier = 0 }, "retreat")
    check.same(b:battalion(s).base, { x = 15, y = 0, width = 2, depth = 2, facing = 0 }, "moved")
    check.same(b:battalion(e).base, sq(0, 0), "the enemy stays")
end

function T.b12_stops_at_terrain()
    local b = wargen.Battle()
    local e = add(b, "red", 1, 0, 0)
    local s = ok(b:add_battalion{ name = "blue", army = 0, warriors = 20, speed = 12,
                                  base = { 10, 0, 4, 2, 0 } })
    ok(b:add_terrain{ { 0, 50 }, { 10, 50 }, { 5, 60 } })
    ok(b:add_terrain{ { x = 20, y = -50 }, { x = 30, y = -50 }, { x = 30, y = 50 },
                      { x = 20, y = 50 } })
    check.eq(b:terrain_count(), 2, "terrain_count")
    local c, r = b:check_judge(s, 6, { 6, 2, 3 })
    check.eq(c.result, "retreat", "retreat")
    check.eq(r.stop, "terrain", "stop")
    check.eq(r.other, 2, "the second terrain (from 1)")
    check.eq(r.from, e, "from")
    check.is_true(math.abs(r.distance - 9) < 1e-9, "9 to the wall")
    check.is_true(math.abs(b:battalion(s).base.x - 19) < 1e-9, "at the wall")
end

function T.b12_no_enemy()
    local b = wargen.Battle()
    local s = add(b, "alone", 0, 0, 0)
    local c, r = b:check_judge(s, 6, { 1, 1, 6 })
    check.eq(c.result, "retreat", "retreat")
    check.same(r, { distance = 0, dx = 0, dy = 0, stop = "none", combat_modifier = 0 },
               "nothing to move from")
    check.contains(check.fails_with(wargen.ESTATE, b:retreat(s)), "no enemy")
end

---- B6 ----------------------------------------------------------------------------------------

function T.b6_rally_for_two_command_points()
    local b, g, f = F.rally_scene(wargen)
    check.eq(b:command_points(0), 2, "2 points")
    check.eq(ok(b:rally(f, F.beside())), true, "rallied")
    local s = b:battalion(f)
    check.eq(s.fled, false, "on the table")
    check.same(s.base, F.beside(), "where it was set up")
    check.eq(b:command_points(0), 0, "2 spent")
    check.contains(check.fails_with(wargen.ESTATE, b:rally(f, F.beside())), "has not fled")
end

---- B7 ----------------------------------------------------------------------------------------

function T.b7_shooting_orders()
    local b = wargen.Battle()
    local s1 = add(b, "bows", 0, 0, 0, { shooter = true })
    add(b, "swords", 0, 0, 10)
    add(b, "guns", 0, 0, 20, { shooter = true })
    check.eq(b:shooting_orders(0), 0, "none yet")
    check.eq(ok(b:set_shooting_orders(0, { 3, 4 })), 7, "3 + 4")
    for _ = 1, 7 do ok(b:give_order(s1, wargen.ORDER_SHOOTING_ATTACK)) end
    check.eq(b:shooting_orders(0), 0, "spent")
    check.contains(check.fails_with(wargen.ERULE, b:give_order(s1, "shooting-attack")), "B7")
    check.contains(check.fails_with(wargen.ESTATE, b:set_shooting_orders(0, { 1, 1 })),
                   "already")
    -- rolled: one D6 per Shooter of army 1, in order
    local r1 = add(b, "x", 1, 50, 0, { shooter = true })
    add(b, "y", 1, 50, 10, { shooter = true })
    local rng = wargen.Rng(8)
    local copy = rng:copy()
    local want = copy:d6() + copy:d6()
    check.eq(ok(b:roll_shooting_orders(1, rng)), want, "rolled")
    check.eq(b:shooting_orders(1), want, "left")
    check.eq(rng:state(), copy:state(), "two dice drawn")
    b:next_turn()
    check.contains(check.fails_with(wargen.ESTATE, b:roll_shooting_orders(1, rng)),
                   "before the game")
    check.is_true(r1 > 0)
end

---- B8, B9 ------------------------------------------------------------------------------------

function T.b8_ladders()
    local b = wargen.Battle()
    local i = add(b, "s5", 0, 0, 0, { speed = 5 })
    check.eq(b:speed(i), 5, "speed")
    check.eq(b:ladder_speed(i), 2, "half, rounded down")
    local giant = add(b, "giants", 0, 50, 50, { giant = true, warriors = 3 })
    check.contains(check.fails_with(wargen.ERULE, b:ladder_speed(giant)), "Giants")
end

function T.b9_boats()
    local b = wargen.Battle()
    local i = add(b, "marines", 0, 0, 0, { warriors = 10, speed = 4 })
    ok(b:attach(i, "hero", "Nelson"))
    local boat = ok(b:add_boat(11, 9))
    check.eq(boat, 1, "from 1")
    check.eq(b:boat_cargo(boat), nil, "empty")
    ok(b:load(boat, i))
    check.eq(b:boat_cargo(boat), i, "aboard")
    check.list_eq(b:orders(i), { wargen.ORDER_LOAD }, "load order")
    check.eq(b:battalion(i).boat, boat, "state.boat")
    check.eq(b:speed(i), 9, "the boat's speed")
    check.contains(check.fails_with(wargen.ERULE, b:attach(i, "hero", "one too many")),
                   "capacity")
    ok(b:unload(boat))
    check.eq(b:boat_cargo(boat), nil, "unloaded")
    check.list_eq(b:orders(i), { "load", "unload" }, "orders")
    check.eq(b:battalion(i).boat, nil, "not aboard")
    check.eq(b:speed(i), 4, "its own speed")
    local small = ok(b:add_boat(10, 5))
    check.contains(check.fails_with(wargen.ERULE, b:load(small, i)), "capacity")
    check.fails_with(wargen.ESTATE, b:unload(small))
    check.contains(check.fails_with(wargen.ENOTFOUND, b:boat_cargo(3)), "no such boat")
    check.contains(check.fails_with(wargen.EINVAL, b:give_order(i, "load")), "B9")
end

---- B10, B11 ----------------------------------------------------------------------------------

function T.b10_wounded_with_a_field_hospital()
    local b = wargen.Battle()
    check.eq(b:hospital(0), false, "none")
    ok(b:set_hospital(0))
    check.eq(b:hospital(0), true, "placed")
    local i = add(b, "line", 0, 0, 0, { ranks = 2 })
    check.same(b:damage(i, 10), { killed = 5, wounded = 5, wounded_killed = 0, check = false })
    local s = b:battalion(i)
    check.eq(s.wounded_ranks, 3, "3 ranks")
    check.eq(s.combat_rank_penalty, 2, "2 full ranks")
    check.eq(s.speed, 4, "5 - 1")
    check.same(b:damage(i, 11), { killed = 5, wounded = 5, wounded_killed = 0, check = true },
               "B11: killed only")
    check.eq(wargen.WOUNDED_DICE_MODIFIER, -2, "-2 dice")
    check.same(b:attack_wounded(i, 3), { killed = 0, wounded = 0, wounded_killed = 3,
                                         check = false }, "attack the wounded")
    check.eq(b:battalion(i).wounded, 7, "10 - 3")
    for _, order in ipairs(wargen.WOUNDED_ORDERS) do ok(b:give_order(i, order)) end
    check.list_eq(b:orders(i), { "recovery", "to-the-doctor", "mercy" }, "orders")
    b:next_turn()
    check.contains(check.fails_with(wargen.ESTATE, b:set_hospital(1, true)), "before the game")
end

return T
