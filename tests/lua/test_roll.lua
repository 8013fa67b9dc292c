-- Dice pools (r:pool(n)): 1-based dice, sums and re-rolls.
local wargen = require "wargen"
local check = require "check"
local REF = require "reference"

local SEED42 = REF[42].d6

local T = {}

-- Rng(42):pool(5) shows 1 3 5 6 6; its stream continues 5 5 6 5 4 5 2.
local function pool5() return wargen.Rng(42):pool(5) end

local function dice(p)
    local t = {}
    for i = 1, p:count() do t[i] = p:die(i) end
    return t
end

local function rerolled(p)
    local t = {}
    for i = 1, p:count() do t[i] = p:rerolled(i) end
    return t
end

function T.count()
    check.eq(pool5():count(), 5)
end

function T.die_is_one_based()
    local p = pool5()
    check.list_eq(dice(p), check.slice(SEED42, 1, 5))
    check.eq(p:die(2), 3, "die(2)")
end

function T.dice_is_the_pool_as_a_sequence()
    local p = pool5()
    check.list_eq(p:dice(), dice(p), "dice() and die(i)")
    p:reroll(1)
    check.list_eq(p:dice(), { SEED42[6], 3, 5, 6, 6 }, "after a re-roll")
end

function T.die_out_of_range()
    local p = pool5()
    check.raises(p.die, p, 0)  -- no index 0 in Lua
    check.raises(p.die, p, -1)
    check.contains(check.raises(p.die, p, 6), "index 6 is out of range (1 to 5)")
end

function T.sum()
    check.eq(pool5():sum(), 21)
end

function T.count_at_least()
    local p = pool5()
    check.eq(p:count_at_least(4), 3, "4+")
    check.eq(p:count_at_least(1), 5, "1+")
    check.eq(p:count_at_least(7), 0, "7+")
end

function T.fresh_pool_has_no_rerolls()
    check.list_eq(rerolled(pool5()), { false, false, false, false, false })
end

function T.rerolled_out_of_range_raises()
    local p = pool5()
    check.contains(check.raises(p.rerolled, p, 6), "index 6 is out of range (1 to 5)")
end

function T.reroll_draws_the_next_die()
    local p = pool5()
    check.eq(p:reroll(3), true, "reroll(3)")
    check.list_eq(dice(p), { 1, 3, SEED42[6], 6, 6 }, "dice")
    check.list_eq(rerolled(p), { false, false, true, false, false }, "rerolled")
end

function T.rerolls_continue_the_parent_stream()
    local r = wargen.Rng(42)
    local p = r:pool(5)
    check.eq(r:d6(), SEED42[6], "generator after the pool")
    p:reroll(1)
    check.eq(p:die(1), SEED42[7], "re-rolled die")
end

function T.reroll_below_rerolls_failed_dice_in_order()
    local p = pool5()
    check.eq(p:reroll_below(4), 2, "dice re-rolled")
    check.list_eq(dice(p), { SEED42[6], SEED42[7], 5, 6, 6 }, "dice")
    check.list_eq(rerolled(p), { true, true, false, false, false }, "rerolled")
end

function T.largest_pool()
    local p = wargen.Rng(1):pool(wargen.DICE_MAX)
    check.eq(p:count(), wargen.DICE_MAX, "count")
    check.eq(p:count_at_least(1), wargen.DICE_MAX, "1+")
end

return T
