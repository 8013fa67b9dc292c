-- Saving a wargen.Game in Lua: g:save() and wargen.Game.restore(text), the
-- path Python's pickling takes, at any length (issue 27: Game.play refuses a
-- log over the 16 MiB allowed a document from outside). What a restore
-- checks is tested in C (tests/unit/test_game_restore.c).
local wargen = require "wargen"
local check = require "check"

local T = {}

-- Under `meson test --setup valgrind` (WARGEN_TEST_WRAPPER set) a long
-- game takes many minutes; the small games check the same code.
local UNDER_VALGRIND = os.getenv("WARGEN_TEST_WRAPPER") ~= nil

-- A game of exactly n actions (A1-A3): turns of six (initiative, each unit
-- activated and spent, one a hostile shot, the end of the turn), with an
-- effect in play resolved at each end of turn, then kills.
local function long_game(n)
    local g = wargen.Game("Blue", "Red")
    assert(g:add_unit(1, "a", 1, 1000, 100))
    assert(g:add_unit(2, "b", 1, 1000, 62.5))
    assert(g:add_effect("fire", "b"))
    for _ = 1, math.floor((n - 1) / 6) do
        assert(g:initiative(1))
        assert(g:activate("a"))
        assert(g:spend("a", 1, "move"))
        assert(g:activate("b"))
        assert(g:spend("b", 1, "shoot", "a"))
        assert(g:end_turn())
    end
    while g:step() < n do assert(g:kill("b", 1)) end
    return g
end

function T.save_restores_to_the_same_game()
    local g = long_game(40)
    local text = g:save()
    check.eq(text, g:log_json())
    local h = assert(wargen.Game.restore(text))
    check.eq(h:to_json(), g:to_json())
    check.eq(h:log_json(), g:log_json())
    assert(h:initiative(2))  -- and it plays on
    check.eq(h:step(), 41)
end

function T.restore_keeps_the_checks_of_play()
    local text = long_game(13):save()
    check.fails_with(wargen.EPARSE, wargen.Game.restore(text:sub(1, -2)))
    local msg = check.fails_with(wargen.EFORMAT,
                                 wargen.Game.restore((text:gsub('"actions"', '"colour": 1, "actions"'))))
    check.contains(msg, "<saved game>:1:")
    check.contains(msg, "colour")
    -- a save that does not replay: no game, the refusal located
    msg = check.fails_with(wargen.ERULE,
                           wargen.Game.restore(text:sub(1, -3) .. ', {"end_turn": true}]}'))
    check.contains(msg, "actions[13]: not-your-turn:")
end

-- 600,000 actions: a log of 17.5 MB, over the limit (Python's test and
-- C's take a million).
function T.a_log_over_16_mib_saves_and_restores()
    if UNDER_VALGRIND then return end
    local g = long_game(600000)
    local text = g:save()
    check.is_true(#text > 16 * 1024 * 1024, "over what Game.play takes from outside")
    check.contains(check.fails_with(wargen.EPARSE, wargen.Game.play(text)),
                   "larger than 16777216 bytes")
    local h = assert(wargen.Game.restore(text))
    check.eq(h:to_json(), g:to_json())
    check.eq(h:log_json(), text)
    check.eq(h:effects()[1].resolutions, 99999)
end

return T
