-- Morale checks, odds and simulation as the binding shows them: Lua tables,
-- nil, message, code failures, raised programming errors, and agreement with
-- the C library seed for seed (tests/data/morale/c-results.json). What the
-- rules mean (B2-B5) is tested once, in tests/unit/test_morale_check.c.
local wargen = require "wargen"
local check = require "check"
local F = require "test_morale_fixtures"

local T = {}

---- exact odds -----------------------------------------------------------------------

function T.b5_odds_without_modifier()
    check.list_eq(wargen.morale_odds_counts(), { 441, 315, 315, 225 }, "B5")
    local doc = wargen.morale_odds_dict()
    check.list_eq(doc.failures, { 441, 315, 315, 225 }, "B5, the document")
    check.eq(doc.denominator, 1296, "denominator")
    check.eq(doc.modifier, 0, "modifier")
    check.eq(wargen.MORALE_DENOMINATOR, 1296, "MORALE_DENOMINATOR")
    if check.has_integers then check.eq(math.type(doc.failures[1]), "integer", "integers") end
end

-- B5 as exact fractions in lowest terms, as Python's Fractions:
-- 441/1296 = 49/144, 315/1296 = 35/144, 225/1296 = 25/144.
function T.b5_odds_as_fractions()
    local odds = wargen.morale_odds(0)
    local want = { { 49, 144 }, { 35, 144 }, { 35, 144 }, { 25, 144 } }
    for k, w in ipairs(want) do
        check.eq(odds[k].num, w[1], "numerator " .. k)
        check.eq(odds[k].den, w[2], "denominator " .. k)
    end
    if check.has_integers then check.eq(math.type(odds[1].num), "integer", "integers") end
end

function T.any_int_modifier()
    for _, m in ipairs({ -2 ^ 31, -7, 7, 2 ^ 31 - 1 }) do
        local odds = F.ok(wargen.morale_odds_counts(m))
        check.eq(odds[1] + odds[2] + odds[3] + odds[4], wargen.MORALE_DENOMINATOR, "sum " .. m)
        check.eq(wargen.morale_odds_dict(m).modifier, m, "its modifier")
        check.eq(F.ok(wargen.morale_judge(3, { 1, 2, 3 }, m)).modifier, m, "judged " .. m)
    end
    for _, f in ipairs({ wargen.morale_odds, wargen.morale_odds_counts, wargen.morale_odds_dict }) do
        check.raises(f, 2 ^ 31)
        check.raises(f, 0.5)
        check.raises(f, "1")
    end
end

---- rolled checks ------------------------------------------------------------------------

local function triple(c)
    return { c.opponent, c.dice, c.failures }
end

function T.checks_as_the_c_library_rolls_them()
    for _, run in ipairs(F.C_RESULTS.checks) do
        local rng = wargen.Rng(run.seed)
        for i, want in ipairs(run.checks) do
            local c = F.ok(wargen.morale_check(rng, run.modifier))
            check.same(triple(c), want, "seed " .. run.seed .. " check " .. i)
            check.eq(c.modifier, run.modifier, "modifier")
            check.eq(c.result, wargen.MORALE_RESULTS[c.failures + 1], "result")
        end
    end
end

function T.check_shape()
    local c = F.ok(wargen.morale_check(wargen.Rng(42), 2))
    check.same(c, { opponent = 1, dice = { 4, 1, 1 }, modifier = 2, failures = 0,
                    result = "steady" }, "check")
    check.list_eq(check.keys(c), { "dice", "failures", "modifier", "opponent", "result" })
end

function T.names_from_the_library()
    check.list_eq(wargen.MORALE_RESULTS, { "steady", "wavered", "retreat", "fled" }, "results")
    check.list_eq(wargen.STOPS, { "none", "terrain", "friend", "enemy" }, "stops")
    check.eq(#wargen.CHECK_CAUSES, 3, "causes")
end

function T.judge_shape()
    local c = F.ok(wargen.morale_judge(5, { 4, 5, 6 }, 1))
    check.list_eq(c.dice, { 4, 5, 6 }, "dice as rolled")
    check.eq(c.opponent, 5, "opponent")
    check.eq(c.modifier, 1, "modifier")
    check.eq(c.result, wargen.MORALE_RESULTS[c.failures + 1], "result by failures")
end

---- judged checks -------------------------------------------------------------------------

function T.judge_refuses_bad_dice()
    for _, case in ipairs({ { 0, { 1, 2, 3 } }, { 7, { 1, 2, 3 } }, { 3, { 0, 2, 3 } },
                            { 3, { 1, 2, 7 } } }) do
        check.contains(check.fails_with(wargen.EINVAL, wargen.morale_judge(case[1], case[2])),
                       "B2")
    end
    check.raises(wargen.morale_judge, 3, { 1, 2 })
    check.raises(wargen.morale_judge, 3, { 1, 2, 3, 4 })
    check.raises(wargen.morale_judge, 3, "123")
    check.raises(wargen.morale_judge, 3, { 1, 2, 2.5 })
    check.raises(wargen.morale_judge, 3.5, { 1, 2, 3 })
end

function T.check_needs_an_rng()
    check.raises(wargen.morale_check, 42)
end

---- simulation -------------------------------------------------------------------------------

function T.simulate_as_the_c_library()
    local run = F.C_RESULTS.simulate
    local rng = wargen.Rng(run.seed)
    check.list_eq(F.ok(wargen.morale_simulate(rng, run.modifier, run.checks)), run.counts,
                  "counts")
    check.eq(rng:below(1296), run.below_1296_after, "the generator after them")
end

function T.simulate_draws_as_many_checks()
    local a, b = wargen.Rng(11), wargen.Rng(11)
    for _, m in ipairs({ 0, 1, -1, 4 }) do
        local counts = F.ok(wargen.morale_simulate(a, m, 1000))
        local want = { 0, 0, 0, 0 }
        for _ = 1, 1000 do
            local k = wargen.morale_check(b, m).failures + 1
            want[k] = want[k] + 1
        end
        check.list_eq(counts, want, "modifier " .. m)
        check.eq(a:state(), b:state(), "as many draws")
    end
    check.list_eq(wargen.morale_simulate(a, 0, 0), { 0, 0, 0, 0 }, "none")
    check.raises(wargen.morale_simulate, a, 0, -1)
    check.raises(wargen.morale_simulate, a, 0, 1.5)
end


---- the enums' names and parsers (B3, B1, B12, B10) -------------------------------

function T.enum_parsers_are_the_libraries()
    for enum, names in pairs({ morale_result = "MORALE_RESULTS", check_cause = "CHECK_CAUSES",
                               stop = "STOPS", character_kind = "CHARACTER_KINDS" }) do
        local parse = wargen["_" .. enum .. "_parse"]
        for i, name in ipairs(wargen[names]) do
            check.eq(F.ok(parse(name)), i - 1, enum .. " " .. name)
        end
        check.contains(check.fails_with(wargen.EINVAL, parse("sideways")), '"sideways"', enum)
    end
end

return T
