-- wargen.generate: whole armies by the automatic policy (G1, G3, G9, G10),
-- the same for a seed as the C library and the Python package.
local wargen = require "wargen"
local check = require "check"
local F = require "gen_fixtures"

local T = {}

-- The command's output for the same options is the expected result.
function T.same_armies_as_the_c_command()
    for _, case in ipairs(F.agreement_cases()) do
        local s = assert(wargen.Session(case.options))
        assert(s:run())
        check.eq(s:to_json() .. "\n", check.read(F.SOURCE_ROOT .. "/tests/cli/golden/" .. case.golden),
                 case.golden)
    end
end

function T.big_seed_is_a_string()
    -- seeds above 2^63 - 1 are written as decimal strings (docs/FORMATS.md)
    local result = assert(wargen.generate{ seed = "18446744073709551615" })
    check.eq(result.seed, "18446744073709551615")
    check.eq(assert(wargen.generate{ seed = 42 }).seed, 42)
    if check.has_integers then
        check.eq(math.type(assert(wargen.generate{ seed = 42 }).players[1].total), "integer")
    end
end

function T.shape()
    local d = assert(wargen.generate{ seed = 5, players = 2 })
    check.list_eq(check.keys(d), { "first_player", "limit", "mode", "players", "seed" })
    check.eq(d.mode, "dice")
    check.eq(d.limit, 15)
    for i, p in ipairs(d.players) do
        check.eq(p.player, i)
        check.list_eq(check.keys(p), { "draws", "player", "total", "units" })
        for _, draw in ipairs(p.draws) do
            check.list_eq(check.keys(draw), { "cost", "roll", "slots" })
        end
    end
    local c = assert(wargen.generate{ seed = 5, cards = true })
    check.eq(c.mode, "cards")
    check.eq(c.decks, "shared")
    check.eq(assert(wargen.generate{ seed = 5, cards = true, per_player_decks = true }).decks,
             "per-player")
end

function T.log_is_returned_too()
    local result, log = wargen.generate{ seed = 9, size = "medium", players = 2 }
    local doc = assert(wargen.replay(log)):log_table()
    check.eq(doc.format, "wargen-log/1")
    check.eq(doc.seed, 9)
    check.eq(doc.limit, 20)
    check.eq(doc.first_player, result.first_player)
    check.eq(doc.table.digest, F.DEFAULT_DIGEST)
end

function T.determinism()
    local opts = { seed = 123456789, limit = 50, players = 2, cards = true, per_player_decks = true }
    local a, log_a = wargen.generate(opts)
    local b, log_b = wargen.generate(opts)
    check.same(a, b)
    check.eq(log_a, log_b)
    local c = wargen.generate{ seed = 2 }
    check.is_true(wargen._json.encode(c) ~= wargen._json.encode(wargen.generate{ seed = 1 }),
                  "another seed, other armies")
end

function T.random_seed_is_reported_and_repeatable()
    local result, log = wargen.generate{ players = 2 }
    check.is_true(type(result.seed) == "number" and result.seed >= 0 and result.seed < 2 ^ 32,
                  "seed in 0 .. 2^32 - 1")
    local again, log2 = wargen.generate{ players = 2, seed = result.seed }
    check.same(again, result)
    check.eq(log2, log)
end

function T.sizes_and_limit()
    check.eq(assert(wargen.generate{ seed = 3, size = "small" }).limit, 15)   -- G1
    check.eq(assert(wargen.generate{ seed = 3, size = "medium" }).limit, 20)
    check.eq(assert(wargen.generate{ seed = 3, size = "large" }).limit, 30)
    check.eq(assert(wargen.generate{ seed = 3, size = "large", limit = 7 }).limit, 7)
end

function T.bad_options_fail()
    check.contains(check.fails_with(wargen.EINVAL, wargen.generate{ size = "huge" }),
                   'unknown army size "huge"')
    check.contains(check.fails_with(wargen.EINVAL, wargen.generate{ limit = 0 }),
                   "at least 1, not 0")
    check.contains(check.fails_with(wargen.EINVAL, wargen.generate{ players = 3 }),
                   "players must be 1 or 2")
    check.contains(check.fails_with(wargen.EINVAL, wargen.generate{ first_player = 2 }),
                   "first player 2")
    check.contains(check.fails_with(wargen.EINVAL, wargen.generate{ reinforce = 3 }),
                   "reinforce level 3")
    check.fails_with(wargen.EIO, wargen.generate{ table = "/nonexistent.json" })
end

function T.programming_errors_raise()
    check.contains(check.raises(wargen.generate, { sed = 1 }), "unknown key sed")
    -- raised where the caller is, not inside the module
    check.contains(check.raises(function() local r = wargen.generate{ sed = 1 }; return r end),
                   "test_gen_generate.lua:")
    check.contains(check.raises(wargen.generate, 5), "expected a table")
    check.raises(wargen.generate, { seed = -1 })
    check.raises(wargen.generate, { players = "two" })
end

-- What the options mean (G3 decks, G9 roll-off, G10 totals) is tested in C
-- (tests/unit/test_gen_session.c); the agreement cases show the options
-- reach the library. reinforce has no command option, so:
function T.reinforce_reaches_the_policy()
    local levels = {}
    for _, draw in ipairs(assert(wargen.generate{ seed = 11, limit = 60, reinforce = 1 })
                          .players[1].draws) do
        for _, slot in ipairs(draw.slots) do levels[slot.level or 0] = true end
    end
    check.same(levels, { [0] = true, [1] = true })
    for _, draw in ipairs(assert(wargen.generate{ seed = 11, limit = 60 }).players[1].draws) do
        for _, slot in ipairs(draw.slots) do check.eq(slot.level, nil, "no level") end
    end
end

function T.custom_table()
    local d = assert(wargen.generate{ seed = 4, size = "medium", table = F.uniform_doc() })
    check.eq(d.players[1].total, 20)
    check.eq(d.players[1].units, 40)
    check.eq(#d.players[1].draws, 10)
end

-- wargen.armies: whole armies without a session, the same as generate{}
-- for the same seed (G1-G10); TYPICAL holds G1's unit ranges.
function T.armies_match_generate()
    check.list_eq(wargen.TYPICAL_UNITS.small, { 5, 10 })
    check.list_eq(wargen.TYPICAL_UNITS.large, { 10, 20 })
    for _, seed in ipairs({ 1, 7, 42 }) do
        local bulk = assert(wargen.armies(wargen.Rng(seed), { players = 2, cards = true }))
        local army = assert(wargen.generate{ players = 2, cards = true, seed = seed })
        for p = 1, 2 do
            check.eq(bulk[p].player, army.players[p].player, "player")
            check.eq(bulk[p].total, army.players[p].total, "total")
            check.eq(bulk[p].units, army.players[p].units, "units")
            check.eq(bulk[p].draws, #army.players[p].draws, "draws")
            check.eq(bulk[p].finished, true, "finished")
        end
    end
    check.eq(#assert(wargen.armies(wargen.Rng(3))), 1, "one player, one army")
    check.fails_with(wargen.EINVAL, wargen.armies(wargen.Rng(3), { limit = 0 }))
end

return T
