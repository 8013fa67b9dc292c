-- Failures return nil, message, code; misuse (wrong types) raises an error.
local wargen = require "wargen"
local check = require "check"
local REF = require "reference"

local T = {}

function T.roll_zero_dice()
    local msg = check.fails_with(wargen.ERANGE, wargen.Rng(42):roll(0))
    check.contains(msg, "dice count 0 is out of range")
end

function T.roll_too_many_dice()
    local msg = check.fails_with(wargen.ERANGE, wargen.Rng(42):roll(wargen.DICE_MAX + 1))
    check.contains(msg, "dice count 100001 is out of range (1 to 100000)")
end

function T.roll_fractional_count_raises()
    local ok, err = pcall(function() return wargen.Rng(42):roll(2.9) end)
    check.eq(ok, false, "roll(2.9) raises")
    check.contains(tostring(err), "whole number")
end

function T.seed_out_of_range_or_fractional_raises()
    for _, bad in ipairs({2^64, 1e300, 2.5, -1}) do
        local ok, err = pcall(wargen.Rng, bad)
        check.eq(ok, false, "Rng(" .. tostring(bad) .. ") raises")
        check.contains(tostring(err), "seed")
    end
end

function T.pool_zero_dice()
    local msg = check.fails_with(wargen.ERANGE, wargen.Rng(42):pool(0))
    check.contains(msg, "dice count 0 is out of range")
end

function T.pool_too_many_dice()
    local msg = check.fails_with(wargen.ERANGE, wargen.Rng(42):pool(wargen.DICE_MAX + 1))
    check.contains(msg, "dice count 100001 is out of range")
end

function T.failed_roll_and_pool_draw_nothing()
    local r = wargen.Rng(42)
    r:roll(0)
    r:pool(0)
    check.list_eq(r:roll(12), REF[42].d6)
end

function T.codes_are_integers()
    local _, _, code = wargen.Rng(42):roll(0)
    if check.has_integers then
        check.eq(math.type(code), "integer", "math.type of the code")
    end
    check.eq(code, wargen.ERANGE)
end

function T.reroll_twice_is_a_rule_error()
    local p = wargen.Rng(42):pool(5)
    check.eq(p:reroll(1), true, "first re-roll")
    local die = p:die(1)
    local msg = check.fails_with(wargen.ERULE, p:reroll(1))
    check.contains(msg, "already re-rolled")
    check.eq(p:die(1), die, "die after the refused re-roll")
    check.eq(p:rerolled(1), true, "rerolled(1)")
end

function T.reroll_out_of_range()
    local p = wargen.Rng(42):pool(5)
    check.contains(check.raises(p.reroll, p, 0), "index 0 is out of range (indexes count from 1)")
    check.contains(check.fails_with(wargen.ENOTFOUND, p:reroll(6)), "no such die")
    check.eq(p:sum(), 21, "pool unchanged")
end

function T.set_state_rejects_bad_states()
    local r = wargen.Rng(42)
    r:roll(3)
    local before = r:state()
    for _, bad in ipairs({ "zz", string.rep("0", 63), string.rep("g", 64), "" }) do
        local msg = check.fails_with(wargen.EINVAL, r:set_state(bad))
        check.contains(msg, "64 hexadecimal digits")
        check.eq(r:state(), before, "state after set_state(" .. check.show(bad) .. ")")
    end
end

function T.set_state_rejects_all_zero_state()
    local r = wargen.Rng(42)
    local before = r:state()
    local msg = check.fails_with(wargen.EINVAL, r:set_state(string.rep("0", 64)))
    check.contains(msg, "all four words are zero")
    check.eq(r:state(), before, "state unchanged")
    check.list_eq(r:roll(12), REF[42].d6, "stream unchanged")
end

function T.wrong_argument_types_raise()
    local r = wargen.Rng(42)
    local p = r:pool(3)
    check.contains(check.raises(function() return r:roll("x") end),
                   "count: expected a whole number, got string")
    check.contains(check.raises(r.d6, p), "self: expected a wargen.Rng, got userdata")
    check.contains(check.raises(r.d6, nil), "self: expected a wargen.Rng, got nil")
    check.raises(function() return r:roll({}) end)
    check.raises(function() return r:pool("x") end)
    check.raises(function() return r:set_state({}) end)
    check.raises(function() return p:reroll("x") end)
    check.raises(function() return p:die(nil) end)
end

function T.wrong_self_raises()
    local r = wargen.Rng(42)
    local p = r:pool(3)
    check.raises(r.d6)            -- r.d6() instead of r:d6()
    check.raises(r.d6, 5)
    check.raises(r.d6, p)         -- a pool is not a generator
    check.raises(p.sum, r)
end

function T.bad_seeds_raise()
    check.raises(wargen.Rng)
    check.raises(wargen.Rng, -1)
    check.raises(wargen.Rng, "-1")
    check.raises(wargen.Rng, "abc")
    check.raises(wargen.Rng, "12abc")
    check.raises(wargen.Rng, {})
    local r = wargen.Rng(42)
    check.raises(r.seed, r, -1)
    check.list_eq(r:roll(12), REF[42].d6, "stream after a refused seed")
end

function T.negative_pool_size_raises()
    check.raises(function() return wargen.Rng(42):pool(-1) end)
end

function T.a_check_lists_at_most_problems_max_and_counts_the_rest()
    local entries = {}
    for i = 1, 150 do
        entries[i] = { roll = 11, cost = "x", slots = { { type = "horde", count = 1 } } }
    end
    local problems = assert(wargen.Table.check{ format = "wargen-table/1", name = "big",
                                                entries = entries })
    check.eq(#problems, wargen.PROBLEMS_MAX)
    check.eq(wargen.PROBLEMS_MAX, 100)
    check.eq(problems.omitted, 235)  -- 335 found: the count, 150 costs, 149 rolls, 35 missing
    check.eq(problems[1].path, "entries")
    local valid = assert(wargen.Table.check(assert(wargen.Table.default()):to_table()))
    check.eq(#valid, 0)
    check.eq(valid.omitted, 0)
end


-- WG_ENOTSUP: a build without an optional module (the BattleScribe importer).
function T.enotsup_is_a_known_code()
    check.eq(wargen.ENOTSUP, -10)
    check.is_true(wargen.status_str(wargen.ENOTSUP) ~= wargen.status_str(-99), "a known code")
    if not wargen.bsdata_supported() then
        local msg = check.fails_with(wargen.ENOTSUP, wargen.BattleScribeBook.load(nil, "book.cat"))
        check.contains(msg, "without the BattleScribe importer")
    end
end

return T
