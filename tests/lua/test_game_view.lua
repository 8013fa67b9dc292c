-- game:view(player) in Lua: what one player may see of a game built from
-- rosters (H2 in a game; V1), as the C library's documents. The rules of
-- what is withheld are tested in C (tests/unit/test_game_view.c); here the
-- binding's surface and one agreement with C.
local wargen = require "wargen"
local check = require "check"
local json = require "json"  -- test-only decoder
local F = require "test_roster_fixtures"

local T = {}

-- A Lord Marshal carrying items (ward-stone: a talisman, no mundane type,
-- H3) and levy spearmen.
local function roster(items)
    local units = { { entry = "lord-marshal", models = 1, general = true, items = items },
                    { entry = "levy-spearmen", models = 20 } }
    return assert(wargen.Roster.load(F.CATALOG_PATH, { format = "wargen-roster/1",
        catalog = "example-kingdom", points = 2000, units = units }))
end

-- The referee's game: Red's roster with items; Blue kills Red's Lord Marshal.
local function referee(items)
    local g = wargen.Game("Blue", "Red")
    assert(g:add_roster(1, roster({ "circlet-of-dawn" }), 2))
    assert(g:add_roster(2, roster(items), 2))
    assert(g:add_unit(2, "scouts", 1, 5, 50))
    assert(g:initiative(1))
    assert(g:kill("scouts", 1))
    assert(g:kill("lord-marshal-2", 1))
    return g
end

-- H2 in a game: the talisman's bearer and a plain one give Blue the same
-- view, byte for byte, until end_game; the referee's copies differ.
function T.views_do_not_depend_on_hidden_content()
    local a, b = referee({ "ward-stone" }), referee({})
    local va, vb = a:view(1), b:view(1)
    check.eq(va.state_json, vb.state_json)
    check.eq(va.log_json, vb.log_json)
    check.eq(va.player, 1)
    check.eq(va.over, false)
    check.eq(va.state.score.battle_points[1], nil)   -- withheld (JSON null)
    check.eq(va.state.score.battle_points[2], "0")
    check.eq(va.state.winner, nil)
    local ca, cb = a:unit("lord-marshal-2").cost, b:unit("lord-marshal-2").cost
    check.is_true(ca.num / ca.den > cb.num / cb.den)
    check.is_true(a:to_json() ~= b:to_json())
    assert(a:end_game())
    assert(b:end_game())
    check.is_true(a:view(1).state_json ~= b:view(1).state_json)
    check.eq(a:view(1).over, true)
end

-- One agreement with C: the tables are the documents' text decoded; the log
-- leaves out the opponent's hidden cost and keeps the public one.
function T.view_is_the_c_documents()
    local g = referee({ "ward-stone" })
    local v = g:view(1)
    check.same(json.decode(v.state_json).units, v.state.units)
    check.eq(v.state.player, 1)
    check.eq(v.log.view, 1)
    local red = {}
    for _, u in ipairs(v.log.players[2].units) do red[u.id] = u end
    check.eq(red["lord-marshal-2"].cost, nil)
    check.eq(red["lord-marshal-2"].cost_hidden, nil)
    check.eq(red.scouts.cost, 50)
    check.eq(v.log.players[1].units[1].cost_hidden, true)
    check.eq(g:unit("lord-marshal-2").cost_hidden, true)
    check.eq(g:unit("scouts").cost_hidden, false)
    local again, msg, code = wargen.Game.play(v.log_json)   -- a view does not replay
    check.eq(again, nil)
    check.eq(code, wargen.EFORMAT)
    check.contains(msg, "player's view")
end

function T.player_not_1_or_2()
    local g = referee({})
    check.contains(check.fails_with(wargen.EINVAL, g:view(3)), "player 3 is not 1 or 2")
end

return T
