-- wargen.Session: the generator step by step (G3-G10); logs and replay
-- (G11); lifetime. A step that is not allowed returns nil, message, code and
-- changes nothing. Slots count from 1 in Lua.
local wargen = require "wargen"
local check = require "check"
local F = require "gen_fixtures"

local json = wargen._json
local T = {}

local function new(opts)
    local o = { table = F.uniform_doc(), seed = 1, players = 2, first_player = 1, limit = 6 }
    for k, v in pairs(opts or {}) do o[k] = v end
    return assert(wargen.Session(o))
end

-- Everything observable about a session, as one string.
local function snapshot(s)
    return table.concat({ s:to_json(), s:log_json(), json.encode(s:pending() or false),
                          tostring(s:turn()), tostring(s:finished()),
                          json.encode(s:army(1)), json.encode(s:army(2)) }, "\n")
end

function T.defaults()
    local s = assert(wargen.Session())
    check.is_true(s:seed() >= 0 and s:seed() < 2 ^ 32, "random seed")
    check.eq(s:limit(), 15)
    check.eq(s:players(), 1)
    check.eq(s:cards(), false)
    check.eq(s:turn(), 1)
    check.eq(s:first_player(), 1)
    check.eq(s:finished(), false)
    check.eq(s:pending(), nil)
    check.same(s:army(1), { player = 1, total = 0, units = 0, draws = 0, finished = false })
    check.eq(#s:to_table().players[1].draws, 0)
end

function T.draws_are_the_committed_draws_in_order()
    local s = new()
    check.eq(#s:draws(), 0, "no draws yet")
    assert(s:run())
    local want = {}
    for _, p in ipairs(s:to_table().players) do
        for _, d in ipairs(p.draws) do want[#want + 1] = d.roll .. "/" .. p.player .. "/" .. d.cost end
    end
    local got = {}
    for i, d in ipairs(s:draws()) do
        got[i] = d.value .. "/" .. d.player .. "/" .. d.cost
        check.eq(d.substituted, false, "substituted")
    end
    table.sort(want)
    table.sort(got)
    check.list_eq(got, want)
    check.eq(s:draws()[2].player, 2, "G9: players alternate from the first")
end

function T.a_full_session_step_by_step()
    local s = new{ first_player = 2, limit = 5 }
    check.eq(s:turn(), 2, "G9: the named player starts")
    local entry = s:draw(2)
    check.eq(entry.cost, 2)
    check.same(entry.slots, F.uniform_slots())
    check.same(s:pending(), entry)
    check.eq(s:reinforce(2, 1, 2), true)                     -- G7: 3x models, +2 AP
    check.eq(s:field(2, 1, { models = 30, wounds = 1, save = 4 }), true)
    check.eq(s:endless_spell(2, 2, "Burning Head"), true)    -- G6
    check.eq(s:field(2, 3, { models = 20, wounds = 1 }), true)
    check.eq(s:field(2, 3), true)                            -- unchecked
    check.eq(s:field(2, 4, { models = 1, wounds = 5, save = 3, hero = true }), true)
    check.eq(s:commit(2), true)
    check.same(s:army(2), { player = 2, total = 4, units = 4, draws = 1, finished = false })
    check.eq(s:turn(), 1)
    local draw = s:to_table().players[2].draws[1]
    check.same(draw.slots[1], { count = 1, type = "regular", reinforceable = true, level = 2 })

    -- G8: a substitute for the whole draw, 2 AP (+1 reinforced)
    s:draw(1)
    check.eq(s:substitute(1, "elite", 1), true)
    check.same(s:pending().slots, { { count = 1, type = "elite", reinforceable = true } })
    check.eq(s:field(1, 1, { models = 10, wounds = 2, save = 4 }), true)
    s:commit(1)
    draw = s:to_table().players[1].draws[1]
    check.eq(draw.cost, 3)
    check.eq(draw.substitute, true)

    -- G10: player 2 finishes at 6 >= 5, player 1 draws on alone
    s:draw(2)
    s:commit(2)
    check.same(s:army(2), { player = 2, total = 6, units = 4, draws = 2, finished = true })
    check.eq(s:turn(), 1)
    s:draw(1)
    s:commit(1)
    check.eq(s:finished(), true)
    check.eq(s:turn(), 0)
    check.same(s:army(1), { player = 1, total = 5, units = 1, draws = 2, finished = true })

    local steps = s:log_table().steps
    check.same(steps[2], { player = 2, reinforce = { slot = 0, level = 2 } })  -- 0-based in logs
    check.same(steps[4], { player = 2, endless_spell = { slot = 1, name = "Burning Head" } })
    check.same(steps[10], { player = 1, substitute = { type = "elite", level = 1 } })
end

function T.out_of_units()
    local s = new{ limit = 10 }
    s:draw(1)
    s:commit(1)
    check.eq(s:out_of_units(2), true)                        -- G10
    check.same(s:army(2), { player = 2, total = 0, units = 0, draws = 0, finished = true })
    check.eq(s:turn(), 1)
    check.eq(s:run(), true)
    check.eq(s:finished(), true)
end

function T.run_finishes_a_pending_draw()
    local s = new{ players = 1, limit = 6 }
    s:draw(1)
    s:reinforce(1, 1, 1)
    check.eq(s:run(), true)
    local costs = {}
    for i, d in ipairs(s:to_table().players[1].draws) do costs[i] = d.cost end
    check.list_eq(costs, { 3, 2, 2 })
    check.fails_with(wargen.EINVAL, new():run(3))
end

local function drawn(s) s:draw(1) end
local function reinforced(s)
    s:draw(1)
    s:reinforce(1, 1, 1)
end
local function finished(s) s:run() end
local function fresh() end

local S, R, I = wargen.ESTATE, wargen.ERULE, wargen.EINVAL
-- Which steps the rules refuse is tested once, in tests/unit/test_gen_session.c;
-- here one of each kind shows the code it returns and that nothing changed.
local ILLEGAL = {
    { fresh, function(s) return s:draw(2) end, S, "player 1's turn" },          -- G9
    { drawn, function(s) return s:reinforce(1, 3, 1) end, R, "not marked *" },  -- G7
    { drawn, function(s) return s:substitute(1, "dragon") end, I, "unknown unit type" },
    { drawn, function(s) return s:field(1, 1, { models = 11, wounds = 1, save = 4 }) end, R,
      "up to 10 models" },                                                       -- G5
    { reinforced, function(s) return s:reinforce(1, 1, 2) end, S, "already reinforced" },
    { finished, function(s) return s:draw(1) end, S, "finished" },              -- G10
}

function T.illegal_steps_fail_and_change_nothing()
    for i, case in ipairs(ILLEGAL) do
        local s = new()
        case[1](s)
        local before = snapshot(s)
        local msg = check.fails_with(case[3], case[2](s))
        check.contains(msg, case[4], "case " .. i)
        check.eq(snapshot(s), before, "state after case " .. i)
    end
end

function T.programming_errors_raise()
    local s = new()
    s:draw(1)
    local before = snapshot(s)
    check.raises(function() return s:draw("one") end)
    check.raises(function() return s:field(1, 1, { models = 1, wounds = 1, colour = "red" }) end)
    check.raises(function() return s:endless_spell(1, 2, {}) end)
    check.raises(function() return s.draw(1) end)            -- s.draw instead of s:draw
    check.contains(check.raises(function() return s:reinforce(1, 0, 1) end),
                   "slot 0 is out of range (indexes count from 1)")
    check.eq(snapshot(s), before, "state unchanged")
    check.contains(check.raises(wargen.Session, { sed = 1 }), "unknown key sed")
end

local function played()
    -- two players who roll off for the first turn (G9)
    local s = assert(wargen.Session{ table = F.uniform_doc(), seed = 31, limit = 5, players = 2 })
    local p = s:turn()
    s:draw(p)
    s:reinforce(p, 1, 1)
    s:field(p, 1, { models = 20, wounds = 1, save = 5 })
    s:endless_spell(p, 2, 'The "Quoted" \\ Spell \226\152\131\n')
    s:commit(p)
    p = s:turn()
    s:draw(p)
    s:substitute(p, "siege-breaker")
    s:field(p, 1, { models = 1, wounds = 7, save = 4, monster = true })
    s:commit(p)
    assert(s:run())
    return s
end

function T.log_round_trip()
    local s = played()
    local log = s:log_json()
    local path = F.write_temp(log)
    local uniform = assert(wargen.Table.load(F.uniform_doc()))
    for _, source in ipairs({ log, s:log_table(), path }) do
        local again = assert(wargen.replay(source, uniform))
        check.eq(again:to_json(), s:to_json())
        check.eq(again:log_json(), log)
        check.same(again:to_table(), s:to_table())
    end
    os.remove(path)
    -- the spell's name survives JSON both ways
    local spell
    for _, step in ipairs(s:log_table().steps) do
        if step.endless_spell then spell = step.endless_spell.name end
    end
    check.eq(spell, 'The "Quoted" \\ Spell \226\152\131\n')
    check.is_true(wargen.Session.replay == wargen.replay, "Session.replay")
end

function T.replay_of_an_unfinished_session()
    local s = new{ seed = 8, limit = 9 }
    s:draw(1)
    s:commit(1)
    s:draw(2)
    s:reinforce(2, 1, 2)
    local again = assert(wargen.replay(s:log_json(), F.uniform_doc()))
    check.eq(snapshot(again), snapshot(s))
    for _, session in ipairs({ s, again }) do
        session:field(2, 1)
        session:commit(2)
        session:run()
    end
    check.eq(snapshot(again), snapshot(s))
end

function T.replay_generated_cards_with_reshuffles()
    local result, log = wargen.generate{ seed = 13, limit = 150, players = 2, cards = true,
                                         per_player_decks = true }
    check.contains(log, '"reshuffle"')
    local again = assert(wargen.replay(log))
    check.same(again:to_table(), result)
    check.eq(again:log_json(), log)
end

function T.replay_refuses_edited_logs()
    local log = played():log_table()
    local uniform = F.uniform_doc()
    local i = 1
    while not log.steps[i].draw do i = i + 1 end
    local roll = log.steps[i].draw.roll
    log.steps[i].draw.roll = roll == 11 and 12 or 11
    local msg = check.fails_with(wargen.ERULE, wargen.replay(log, uniform))
    check.contains(msg, "steps[" .. (i - 1) .. "]: does not replay")
    check.contains(msg, "(G11)")
    log.steps[i].draw.roll = roll
    check.is_true(wargen.replay(log, uniform), "restored log replays")
    -- another table
    msg = check.fails_with(wargen.ERULE, wargen.replay(log))
    check.contains(msg, "table.digest: the log was made with another table")
    -- malformed
    check.fails_with(wargen.EPARSE, wargen.replay("{", uniform))
    check.fails_with(wargen.EFORMAT, wargen.replay({ format = "wargen-log/2" }, uniform))
    check.fails_with(wargen.EIO, wargen.replay("/nonexistent/log.json", uniform))
end

function T.table_collected_before_its_session()
    local t = assert(wargen.Table.load(F.uniform_doc()))
    local watch = setmetatable({ t }, { __mode = "v" })
    local s = assert(wargen.Session{ table = t, seed = 5, players = 2 })
    t = nil
    collectgarbage()
    collectgarbage()
    check.eq(watch[1], nil, "the Table")
    check.eq(s:run(), true)                      -- the session has its own copy
    local ref = assert(wargen.Session{ table = F.uniform_doc(), seed = 5, players = 2 })
    ref:run()
    check.eq(s:to_json(), ref:to_json())
end

function T.sessions_are_collected()
    check.eq(tostring(new{ seed = 7 }), "wargen.Session(seed 7, turn 1)")
    local watch = setmetatable({ new() }, { __mode = "v" })
    watch[1]:draw(1)
    collectgarbage()
    collectgarbage()
    check.eq(watch[1], nil, "the session is collected")
end

function T.many_sessions()
    local total = 0
    for seed = 1, 300 do
        local s = assert(wargen.Session{ table = F.uniform_doc(), seed = seed, players = 2,
                                         cards = seed % 2 == 0 })
        s:draw(s:turn())
        if seed % 3 ~= 0 then
            s:run()
            total = total + s:army(1).total
        end
        if seed % 50 == 0 then collectgarbage() end
    end
    check.is_true(total > 0, "armies generated")
end

-- G2, G3: dice have no deck; per_player_decks without cards is refused by
-- every entry point (nil, message, EINVAL), nothing drawn
function T.per_player_decks_need_cards()
    local calls = {
        function(_, n) return wargen.Session{ players = n, per_player_decks = true } end,
        function(_, n) return wargen.generate{ seed = 1, players = n, per_player_decks = true } end,
        function(rng, n) return wargen.armies(rng, { players = n, per_player_decks = true }) end,
        function(rng, n)
            return wargen.armies(rng, { players = n, per_player_decks = true, count = 3 })
        end,
    }
    for players = 1, 2 do
        for i, call in ipairs(calls) do
            local rng = wargen.Rng(7)
            local before = rng:state()
            check.eq(check.fails_with(wargen.EINVAL, call(rng, players)),
                     "per_player_decks needs the cards mode, not dice (G3)", "call " .. i)
            check.eq(rng:state(), before, "nothing drawn")
        end
        local s = assert(wargen.Session{ players = players, cards = true, per_player_decks = true })
        check.eq(s:per_player_decks(), true)
    end
end

-- G3: the writer gives no decks with dice; a dice log with them is refused at the key
function T.dice_log_with_decks_is_refused()
    local log = played():log_table()
    check.eq(log.mode, "dice")
    check.eq(log.decks, nil)
    for _, decks in ipairs({ "shared", "per-player" }) do
        log.decks = decks
        check.contains(check.fails_with(wargen.EFORMAT, wargen.replay(log, F.uniform_doc())),
                       'decks: a log of mode "dice" has no decks: only cards are drawn from decks')
    end
end

return T
