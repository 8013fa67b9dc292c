-- Morale checks (B2-B4), their exact odds (B5) and simulation: the odds
-- against an enumeration of all 1,296 outcomes, checks against the C
-- library's for the same seed, and the judge's boundaries.
local wargen = require "wargen"
local check = require "check"
local F = require "test_morale_fixtures"

local T = {}

---- B5: exact odds -------------------------------------------------------------------

function T.b5_odds_without_modifier()
    local odds = wargen.morale_odds()
    check.list_eq(odds, { 441, 315, 315, 225 }, "B5")
    check.eq(odds.denominator, 1296, "denominator")
    check.eq(odds.modifier, 0, "modifier")
    check.eq(wargen.MORALE_DENOMINATOR, 1296, "MORALE_DENOMINATOR")
    if check.has_integers then check.eq(math.type(odds[1]), "integer", "integers") end
end

function T.b5_odds_equal_an_enumeration()
    for modifier = -3, 4 do
        local odds = wargen.morale_odds(modifier)
        check.list_eq(odds, F.enumerate_odds(modifier), "modifier " .. modifier)
        check.eq(odds[1] + odds[2] + odds[3] + odds[4], odds.denominator, "sum " .. modifier)
        check.eq(odds.modifier, modifier, "its modifier")
    end
end

function T.b4_any_modifier()
    for _, m in ipairs({ -2 ^ 31, -1000, -7, -6, -5, 5, 6, 7, 1000, 2 ^ 31 - 1 }) do
        check.list_eq(wargen.morale_odds(m), F.enumerate_odds(m), "modifier " .. m)
    end
    check.list_eq(wargen.morale_odds(5), { 1296, 0, 0, 0 }, "+5: nothing fails")
    check.list_eq(wargen.morale_odds(-6), { 0, 0, 0, 1296 }, "-6: everything does")
    check.fails_with(wargen.ERANGE, wargen.morale_odds(2 ^ 31))
    check.raises(wargen.morale_odds, 0.5)
    check.raises(wargen.morale_odds, "1")
end

---- B2-B4: rolled checks -----------------------------------------------------------------

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
            check.eq(c.result, F.RESULTS[c.failures + 1], "result")
        end
    end
end

function T.one_draw_below_1296_per_check()
    for _, seed in ipairs({ 0, 1, 42, "18446744073709551615" }) do
        local a, b = wargen.Rng(seed), wargen.Rng(seed)
        for _, m in ipairs({ 0, 1, -2, 3 }) do
            for i = 1, 50 do
                check.same(wargen.morale_check(a, m), F.check_from_draw(b:below(1296), m),
                           "seed " .. seed .. " check " .. i)
            end
        end
        check.eq(a:state(), b:state(), "as many draws")
    end
end

function T.check_shape()
    local c = F.ok(wargen.morale_check(wargen.Rng(42), 2))
    check.same(c, { opponent = 1, dice = { 4, 1, 1 }, modifier = 2, failures = 0,
                    result = "steady" }, "check")
    check.list_eq(check.keys(c), { "dice", "failures", "modifier", "opponent", "result" })
end

function T.every_result_reached()
    local rng, seen = wargen.Rng(5), {}
    for _ = 1, 500 do seen[wargen.morale_check(rng).result] = true end
    check.same(seen, { steady = true, wavered = true, retreat = true, fled = true }, "results")
    check.list_eq(wargen.MORALE_RESULTS, F.RESULTS, "MORALE_RESULTS")
end

---- B2-B4: judged checks -----------------------------------------------------------------

function T.b2_ties_hold()
    check.eq(wargen.morale_judge(4, { 4, 4, 4 }).failures, 0, "ties hold")
    local c = wargen.morale_judge(4, { 3, 4, 5 })
    check.eq(c.failures, 1, "one below")
    check.eq(c.result, "wavered", "wavered")
    check.eq(wargen.morale_judge(6, { 5, 5, 6 }).result, "retreat", "retreat")
    check.eq(wargen.morale_judge(6, { 5, 5, 5 }).result, "fled", "fled")
    check.eq(wargen.morale_judge(1, { 1, 1, 1 }).result, "steady", "nothing below 1")
end

function T.b4_plus_one_on_each_die()
    check.eq(wargen.morale_judge(4, { 3, 3, 3 }).failures, 3, "without")
    local c = wargen.morale_judge(4, { 3, 3, 3 }, 1)
    check.eq(c.failures, 0, "with +1")
    check.eq(c.modifier, 1, "modifier")
    check.list_eq(c.dice, { 3, 3, 3 }, "dice as rolled")
    check.eq(wargen.morale_judge(5, { 3, 3, 4 }, 1).failures, 2, "+1 per die")
    check.eq(wargen.morale_judge(2, { 2, 2, 2 }, -1).failures, 3, "-1")
    check.eq(wargen.morale_judge(6, { 1, 1, 1 }, 5).failures, 0, "+5")
    check.eq(wargen.morale_judge(6, { 1, 1, 1 }, 4).failures, 3, "+4")
end

function T.judge_agrees_with_the_enumeration()
    for _, m in ipairs({ -3, 0, 2 }) do
        local counts = { 0, 0, 0, 0 }
        for r = 0, 1295 do
            local d = F.check_from_draw(r, m)
            local c = F.ok(wargen.morale_judge(d.opponent, d.dice, m))
            check.same(c, d, "draw " .. r)
            counts[c.failures + 1] = counts[c.failures + 1] + 1
        end
        check.list_eq(counts, wargen.morale_odds(m), "modifier " .. m)
    end
end

function T.judge_refuses_bad_dice()
    for _, case in ipairs({ { 0, { 1, 2, 3 } }, { 7, { 1, 2, 3 } }, { 3, { 0, 2, 3 } },
                            { 3, { 1, 2, 7 } } }) do
        check.contains(check.fails_with(wargen.EINVAL, wargen.morale_judge(case[1], case[2])),
                       "B2")
    end
    check.contains(check.fails_with(wargen.EINVAL, wargen.morale_judge(3, { 1, 2 })),
                   "three dice")
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
    check.fails_with(wargen.EINVAL, wargen.morale_simulate(a, 0, -1))
    check.raises(wargen.morale_simulate, a, 0, 1.5)
end

return T
