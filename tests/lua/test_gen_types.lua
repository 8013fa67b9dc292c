-- Unit types and army sizes in Lua: names and limits from the C library,
-- profiles as tables, refusals as nil, message, code.
local wargen = require "wargen"
local check = require "check"

local T = {}

local function set(...)
    local s = {}
    for _, name in ipairs({ ... }) do s[name] = true end
    return s
end

function T.names_and_sizes()
    check.list_eq(wargen.UNIT_TYPES, { "horde", "regular", "elite", "guard", "siege-breaker",
                                       "gigantic", "champion", "conqueror" })
    check.same(wargen.ARMY_SIZES, { small = 15, medium = 20, large = 30 }, "ARMY_SIZES")  -- G1
    check.same(wargen.TYPICAL_UNITS, { small = { 5, 10 }, medium = { 8, 15 }, large = { 10, 20 } })
    check.list_eq(wargen.DRAW_MODES, { "dice", "cards" })  -- G2, G3
end

-- The mask becomes a set of names; which unit is which type (G5, G7) is
-- tested once, in tests/unit/test_gen_types.c.
local CASES = {
    { { models = 1, wounds = 1, save = 2 }, set() },  -- no type (G5)
    { { models = 20, wounds = 1, save = 6 }, set("horde") },
    { { models = 10, wounds = 1, save = 4, hero = true }, set("regular", "champion", "conqueror") },
    { { models = 40, wounds = 1, save = 6, reinforced = 1 }, set("horde") },  -- G7 passed on
}

function T.the_mask_becomes_a_set_of_names()
    for i, case in ipairs(CASES) do
        check.same(wargen.unit_types(case[1]), case[2], "case " .. i)
    end
end

function T.save_nil_and_zero_mean_no_save()
    check.same(wargen.unit_types{ models = 12, wounds = 1, save = 0 }, set("horde"))
    check.same(wargen.unit_types{ models = 12, wounds = 1 }, set("horde"))
end

function T.impossible_profiles_fail()
    local bad = {
        { { models = 0, wounds = 1, save = 4 }, "at least 1 model" },
        { { wounds = 1 }, "at least 1 model" },  -- a missing number is 0
        { { models = 1, wounds = 1, save = 7 }, "save 7 is not 2 to 6" },
        { { models = 1, wounds = 1, reinforced = 3 }, "reinforced 3 is not 0, 1 or 2" },
    }
    for _, case in ipairs(bad) do
        check.contains(check.fails_with(wargen.EINVAL, wargen.unit_types(case[1])), case[2])
    end
end

function T.programming_errors_raise()
    check.contains(check.raises(wargen.unit_types, { models = "many", wounds = 1 }),
                   "models: expected a whole number")
    check.contains(check.raises(wargen.unit_types, { models = 1, wounds = 1, colour = "red" }),
                   "No setter/member with this name")
    check.contains(check.raises(wargen.unit_types, 5), "expected a table")
    check.raises(wargen.unit_types)
end

-- slot_fits: a unit fits a slot of one of its types, within the model
-- limit the slot's reinforcement level allows (G5, G7); check_slot_fits
-- says why not. Both as in Python (tests/shape).
function T.slot_fits()
    local regular = { count = 1, type = "regular", reinforceable = true }
    check.eq(wargen.slot_fits(regular, { models = 10, wounds = 1, save = 4 }), true)
    check.eq(wargen.slot_fits(regular, { models = 20, wounds = 1, save = 4 }, 1), true)
    check.eq(wargen.slot_fits(regular, { models = 11, wounds = 1, save = 4 }), false)
    check.eq(wargen.check_slot_fits(regular, { models = 10, wounds = 1, save = 4 }), true)
    local msg = check.fails_with(wargen.ERULE,
        wargen.check_slot_fits(regular, { models = 11, wounds = 1, save = 4 }))
    check.contains(msg, "11 models is more than the slot allows")
    check.fails_with(wargen.ERULE,
        wargen.check_slot_fits({ type = "regular" }, { models = 5, wounds = 1, save = 4 }, 1))
    check.eq(wargen.slot_fits({ type = "regular" }, { models = 5, wounds = 1, save = 4 }, 1),
             false)
    -- an impossible unit is no rule's refusal: both fail with EINVAL
    check.fails_with(wargen.EINVAL,
        wargen.slot_fits(regular, { models = 0, wounds = 1, save = 4 }))
    check.fails_with(wargen.EINVAL,
        wargen.check_slot_fits(regular, { models = 0, wounds = 1, save = 4 }))
    for _, fn in ipairs { "slot_fits", "check_slot_fits" } do
        local ok = pcall(wargen[fn], "regular", { models = 1, wounds = 1 })
        check.eq(ok, false, fn .. ": a slot that is not a table raises")
    end
end

return T
