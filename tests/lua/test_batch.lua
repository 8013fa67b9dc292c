-- Batch calls: rng:dice, wargen.morale_checks and wargen.armies{count = N}
-- give exactly what as many single calls give, as columns (sequences by
-- column name). What the results mean is tested in C.
local wargen = require "wargen"
local check = require "check"

local T = {}

local MORALE = { "die1", "die2", "die3", "failures", "opponent", "result" }
local ARMY = { "draws", "finished", "total", "units" }

function T.dice_are_rolls()
    local batch, single = wargen.Rng(42), wargen.Rng(42)
    check.list_eq(assert(batch:dice(1000)), single:roll(1000), "dice")
    check.eq(batch:state(), single:state(), "stream")
end

function T.morale_checks_are_single_checks()
    for _, modifier in ipairs({ -7, -1, 0, 2, 7 }) do
        local batch, single = wargen.Rng(7), wargen.Rng(7)
        local cols = assert(wargen.morale_checks(batch, 300, modifier))
        check.list_eq(check.keys(cols), MORALE, "columns")
        local want = { opponent = {}, die1 = {}, die2 = {}, die3 = {}, failures = {}, result = {} }
        for i = 1, 300 do
            local c = assert(wargen.morale_check(single, modifier))
            want.opponent[i], want.failures[i] = c.opponent, c.failures
            want.die1[i], want.die2[i], want.die3[i] = c.dice[1], c.dice[2], c.dice[3]
            for k, name in ipairs(wargen.MORALE_RESULTS) do
                if name == c.result then want.result[i] = k - 1 end
            end
        end
        check.same(cols, want, "modifier " .. modifier)
        check.eq(batch:state(), single:state(), "stream")
    end
    -- the modifier is optional, 0 by default, as for morale_check
    check.same(wargen.morale_checks(wargen.Rng(1), 20), wargen.morale_checks(wargen.Rng(1), 20, 0))
end

function T.armies_count_are_single_calls()
    for _, o in ipairs({ { players = 1 }, { players = 2, reinforce = 1 },
                         { players = 2, cards = true, reinforce = 2 } }) do
        local batch, single = wargen.Rng(11), wargen.Rng(11)
        o.size = "large"
        local want = { total = {}, units = {}, draws = {}, finished = {} }
        for _ = 1, 40 do
            for _, army in ipairs(assert(wargen.armies(single, o))) do
                for _, name in ipairs(ARMY) do
                    want[name][#want[name] + 1] = army[name]
                end
            end
        end
        o.count = 40
        local cols = assert(wargen.armies(batch, o))
        check.list_eq(check.keys(cols), ARMY, "columns")
        check.eq(#cols.total, 40 * o.players, "count * players")
        check.same(cols, want, "players " .. o.players)
        check.eq(batch:state(), single:state(), "stream")
    end
end

function T.count_zero_is_empty_columns()
    local rng = wargen.Rng(5)
    local before = rng:state()
    check.same(assert(wargen.morale_checks(rng, 0)),
               { opponent = {}, die1 = {}, die2 = {}, die3 = {}, failures = {}, result = {} })
    check.same(assert(wargen.armies(rng, { count = 0, players = 2 })),
               { total = {}, units = {}, draws = {}, finished = {} })
    check.eq(rng:state(), before, "nothing drawn")
    check.contains(check.fails_with(wargen.ERANGE, rng:dice(0)), "count 0")  -- as roll(0)
end

function T.bad_counts()
    local rng = wargen.Rng(9)
    local before = rng:state()
    check.contains(check.fails_with(wargen.ERANGE, rng:dice(wargen.DICE_MAX + 1)),
                   "count 100001 is out of range (1 to 100000)")
    check.contains(check.fails_with(wargen.ERANGE, wargen.morale_checks(rng, 10000001)),
                   "count 10000001 is out of range (0 to 10000000)")
    check.contains(check.fails_with(wargen.ERANGE, wargen.armies(rng, { count = 1000001 })),
                   "count 1000001 is out of range (0 to 1000000)")
    -- below 0 or beyond the C type: raised, with the library's limits all the same
    check.contains(check.raises(rng.dice, rng, -1), "count -1 is out of range (1 to 100000)")
    check.contains(check.raises(rng.pool, rng, -3), "count -3 is out of range (1 to 100000)")
    check.contains(check.raises(wargen.morale_checks, rng, -1),
                   "count -1 is out of range (0 to 10000000)")
    check.contains(check.raises(wargen.armies, rng, { count = -1 }),
                   "count -1 is out of range (0 to 1000000)")
    check.contains(check.raises(wargen.morale_simulate, rng, 0, -1),
                   "checks -1 is out of range (0 to 1099511627776)")
    check.contains(check.raises(wargen.Rng.stream, 1, -1), "stream -1 is out of range (0 to 1000000)")
    check.contains(check.raises(rng.pool, rng, 2 ^ 70), "is out of range (1 to 100000)")
    check.contains(check.fails_with(wargen.EINVAL, wargen.armies(rng, { count = 1, players = 3 })),
                   "players")
    for _, bad in ipairs({ -1, 1.5, "x", true }) do
        check.contains(check.raises(rng.dice, rng, bad), "count")
        check.contains(check.raises(wargen.morale_checks, rng, bad), "count")
        check.contains(check.raises(wargen.armies, rng, { count = bad }), "count")
    end
    check.eq(rng:state(), before, "nothing drawn")
end


-- {out = t}: an earlier result's tables written again; what they then hold
-- is what a new result would.
local OUT_CALLS = {
    dice = function(rng, opts) return rng:dice(40, opts) end,
    morale_checks = function(rng, opts) return wargen.morale_checks(rng, 40, 2, opts) end,
    armies = function(rng, opts)
        local o = { size = "large", players = 2, count = 20 }
        for k, v in pairs(opts or {}) do o[k] = v end
        return wargen.armies(rng, o)
    end,
}

function T.out_is_written_again()
    for name, call in pairs(OUT_CALLS) do
        local fresh, reused = wargen.Rng(21), wargen.Rng(21)
        call(fresh)
        local want = assert(call(fresh))
        local out = assert(call(reused))
        check.eq(call(reused, { out = out }), out, name .. ": out returned")
        check.same(out, want, name)
        check.eq(fresh:state(), reused:state(), name .. ": stream")
    end
    -- options come after the modifier, which is not nil (as for morale_check)
    check.contains(check.raises(wargen.morale_checks, wargen.Rng(2), 5, nil, {}), "modifier")
end

function T.unfit_out_is_refused_before_rolling()
    local rng = wargen.Rng(8)
    local out = assert(wargen.morale_checks(rng, 40))
    local before, kept = rng:state(), out.die1[1]
    out.die2 = nil
    check.contains(check.fails_with(wargen.EINVAL, wargen.morale_checks(rng, 40, 0, { out = out })),
                   'out["die2"] is missing: it must hold 40 int8 items')
    out.die2 = {}
    check.contains(check.fails_with(wargen.EINVAL, wargen.morale_checks(rng, 40, 0, { out = out })),
                   'out["die2"] holds 0 items')
    out.die2 = "x"
    check.contains(check.fails_with(wargen.EINVAL, wargen.morale_checks(rng, 40, 0, { out = out })),
                   'out["die2"] is of type string')
    check.contains(check.fails_with(wargen.EINVAL, rng:dice(20, { out = wargen.Rng(1):dice(10) })),
                   'out["dice"] holds 10 items: it must hold 20 int32 items')
    check.eq(rng:state(), before, "nothing drawn")
    check.eq(out.die1[1], kept, "nothing written")
    check.contains(check.raises(wargen.morale_checks, rng, 5, 0, { out = 5 }),
                   "out: expected nil or the table of columns of an earlier call, got 5")
    check.contains(check.raises(wargen.morale_checks, rng, 5, 0, { into = {} }),
                   "morale_checks: unknown key into")
    check.contains(check.raises(wargen.Session, { out = {} }), "Session: unknown key out")
    check.contains(check.raises(wargen.armies, rng, { out = {} }),
                   "armies: out is the columns of a batch: it goes with count")
end

return T
