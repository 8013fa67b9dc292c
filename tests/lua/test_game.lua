-- wargen.Game in Lua: activation and victory (A1-A3, V1-V2), units named by
-- id; failures return nil, message, code, and a refusal its reason as a
-- fourth value; callbacks as Lua functions, an error in one raised after the
-- action; battle points as {num =, den =}; the log replays; collection.
local wargen = require "wargen"
local check = require "check"
local json = require "json"  -- test-only decoder
local F = require "test_roster_fixtures"

local T = {}
local ERULE = wargen.ERULE

-- A game with units {player, id, ap[, models[, cost]]}; a turn started if first.
local function game(units, first)
    local g = wargen.Game("Blue", "Red")
    for _, u in ipairs(units) do
        assert(g:add_unit(u[1], u[2], u[3], u[4] or 5, u[5] or 50))
    end
    if first then assert(g:initiative(first)) end
    return g
end

local function act(g, unit)
    assert(g:activate(unit))
    assert(g:end_activation(unit))
end

-- Red's w goes waiting and leaves the effect "fire"; Blue's r spends 1 AP
-- on a hostile action against target; w responds (A2).
local function respond_to_r(g, action, target)
    assert(g:activate("w"))
    assert(g:wait("w"))
    assert(g:add_effect("fire", "w"))
    assert(g:activate("r"))
    assert(g:spend("r", 1, action, target))
    assert(g:respond("w", "r"))
end

-- g:method(...) is refused for reason, and changes nothing; its message.
local function refused(reason, g, method, ...)
    local before = g:to_json()
    local r = { g[method](g, ...) }
    check.eq(r[1], nil, method)
    check.eq(r[3], ERULE, method)
    check.eq(r[4], reason, method)
    check.eq(g:refusal(), reason)
    check.contains(r[2], reason .. ":")
    check.eq(g:to_json(), before, method .. " changed the game")
    return r[2]
end

function T.unequal_unit_counts_a1()
    local g = game({ { 1, "r1", 2 }, { 1, "r2", 1 }, { 1, "r3", 1 }, { 2, "b1", 3 } })
    check.eq(g:to_act(), nil)
    assert(g:initiative(2))
    check.eq(g:to_act(), 2)
    refused("not-your-turn", g, "activate", "r1")
    act(g, "b1")
    assert(g:activate("r1"))
    assert(g:spend("r1", 1, "move"))
    check.eq(g:unit("r1").state, "active")
    assert(g:spend("r1", 1, "shoot"))
    check.eq(g:to_act(), 1)  -- blue has no unit left: red goes on
    act(g, "r2")
    refused("units-to-act", g, "end_turn")
    act(g, "r3")
    check.eq(g:to_act(), nil)
    check.eq(g:end_turn(), true)
    check.eq(g:in_turn(), false)
    for _, u in ipairs(g:units()) do check.eq(u.state, "unactivated", u.id) end
    check.eq(g:unit("r1").ap, 2)
end

function T.a_waiting_unit_is_carried_across_turns_a2()
    local g = game({ { 1, "r", 3 }, { 2, "b", 2 }, { 2, "b2", 2 } }, 1)
    assert(g:activate("r"))
    assert(g:spend("r", 1, "move"))
    assert(g:wait("r"))
    act(g, "b")
    refused("not-your-turn", g, "activate", "r")
    act(g, "b2")
    assert(g:end_turn())
    check.eq(g:unit("r").state, "waiting")
    check.eq(g:unit("r").ap, 3)
    assert(g:initiative(1))
    assert(g:activate("r"))
    check.eq(g:unit("r").state, "active")
end

function T.a_response_to_a_hostile_action_only_a2()
    local g = game({ { 1, "r", 3 }, { 2, "w", 2 }, { 2, "b", 1 } }, 2)
    assert(g:activate("w"))
    assert(g:wait("w"))
    assert(g:activate("r"))
    assert(g:spend("r", 1, "move"))
    refused("not-hostile", g, "respond", "w", "r")
    assert(g:spend("r", 1, "shoot", "b"))
    refused("not-waiting", g, "respond", "b", "r")
    assert(g:respond("w", "r"))
    check.eq(g:unit("w").state, "responding")
    assert(g:spend("w", 2, "shoot", "r"))
    check.eq(g:unit("w").state, "activated")
    check.eq(g:to_act(), 1)
end

function T.panic_is_kept_at_the_end_of_turn_a2()
    local g = game({ { 1, "r", 1 }, { 2, "b", 1 } }, 1)
    assert(g:panic("r"))
    act(g, "r")
    act(g, "b")
    assert(g:end_turn())
    check.eq(g:unit("r").panicked, true)
    assert(g:rally("r"))
    check.eq(g:unit("r").panicked, false)
end

function T.effects_are_resolved_before_the_counters_are_removed_a3()
    local g = game({ { 1, "r", 1 }, { 2, "b", 1 } }, 1)
    local seen = {}
    g:on_effect(function(effect, unit)
        seen[#seen + 1] = effect .. " " .. unit .. " " .. g:unit(unit).state
    end)
    assert(g:add_effect("fire", "r"))
    assert(g:add_effect("smoke", "b"))
    assert(g:add_effect("gone", "b"))
    assert(g:end_effect("gone"))
    act(g, "r")
    act(g, "b")
    assert(g:end_turn())
    check.list_eq(seen, { "fire r activated", "smoke b activated" })
    check.same(g:effects(), { { id = "fire", unit = "r", resolutions = 1 },
                              { id = "smoke", unit = "b", resolutions = 1 } })
end

function T.events_reach_the_callback_with_ids()
    local g = game({ { 1, "r", 1, 2 }, { 2, "w", 1 } }, 2)
    local seen = {}
    g:on_event(function(e)
        seen[#seen + 1] = table.concat({ e.kind, e.unit or "-", e.other or "-", e.effect or "-",
                                         e.count, e.turn }, ":")
    end)
    respond_to_r(g, "melee", "w")
    assert(g:kill("r", 2))
    assert(g:end_activation("w"))
    assert(g:end_turn())
    assert(g:end_game())
    check.list_eq(seen, { "activation-started:w:-:-:0:1", "activation-ended:w:-:-:0:1",
        "activation-started:r:-:-:0:1", "activation-ended:r:-:-:0:1", "response:w:r:-:0:1",
        "kill:r:-:-:2:1", "activation-ended:w:-:-:0:1", "effect-resolved:w:-:fire:1:1",
        "turn-ended:-:-:-:0:1", "game-over:-:-:-:0:1" })
end

-- The C game calls the binding only for the kinds set (A1-A3): clearing one
-- leaves the others, and setting it again brings it back.
function T.each_kind_of_callback_is_set_and_cleared_alone()
    local g = game({ { 1, "r", 1 }, { 2, "b", 1 } }, 1)
    local events, asked = {}, {}
    local function on_event(e) events[#events + 1] = e.kind end
    g:on_event(on_event)
    g:on_before(function(r) asked[#asked + 1] = r.kind end)
    assert(g:activate("r"))
    g:on_event(nil)
    assert(g:end_activation("r"))
    g:on_event(on_event)
    g:on_before(nil)
    assert(g:activate("b"))
    check.same(events, { "activation-started", "activation-started" })
    check.same(asked, { "activate", "end_activation" })
end

function T.an_erroring_callback_is_raised_after_the_action()
    local g = game({ { 1, "r", 1 }, { 2, "b", 1 } }, 1)
    assert(g:add_effect("fire", "r"))
    assert(g:add_effect("smoke", "b"))
    assert(g:activate("r"))
    local calls = 0
    g:on_event(function() calls = calls + 1 error("from the callback") end)
    check.contains(check.raises(g.spend, g, "r", 1, "move"), "from the callback")
    check.eq(calls, 1)
    check.eq(g:unit("r").state, "activated", "the action was applied")
    check.eq(g:to_act(), 2)
    g:on_event(nil)
    act(g, "b")
    local effects = {}
    g:on_effect(function(effect) effects[#effects + 1] = effect error({ effect }) end)
    local ok, err = pcall(g.end_turn, g)
    check.eq(ok, false)
    check.same(err, { "fire" }, "the error value itself")
    check.list_eq(effects, { "fire" }, "later callbacks of the action skipped")
    check.eq(g:in_turn(), false, "the turn ended")
    check.eq(g:effects()[2].resolutions, 1, "C resolved both")
end

function T.a_callback_acting_on_its_game_is_refused()
    local g = game({ { 1, "r", 1 }, { 2, "b", 1 } }, 1)
    local result
    g:on_event(function() result = { g:end_game() } end)
    assert(g:activate("r"))
    check.eq(result[1], nil)
    check.eq(result[3], wargen.ESTATE)
    check.eq(g:over(), false)
    -- the refused call inside does not cut the action's later callbacks off
    assert(g:add_effect("fire", "r"))
    assert(g:end_activation("r"))
    act(g, "b")
    local kinds = {}
    g:on_event(function(e) kinds[#kinds + 1] = e.kind g:end_game() end)
    assert(g:end_turn())
    check.list_eq(kinds, { "effect-resolved", "turn-ended" })
end

-- A house rule (the host's before callback): the host sees each action
-- the rules allow, as a table with ids and names, and may refuse it with a
-- reason; a refused action changes nothing and is not logged.
function T.the_host_may_refuse_an_action()
    local g = game({ { 1, "r", 2 }, { 2, "b", 2 } }, 1)
    assert(g:panic("r"))
    local asked = {}
    g:on_before(function(request)
        asked[#asked + 1] = request
        if request.kind == "spend" and request.action == "melee" and g:unit(request.unit).panicked then
            return "a panicked unit may not charge"
        end
    end)
    assert(g:activate("r"))
    check.same(asked[1], { kind = "activate", turn = 1, player = 1, unit = "r", ap = 0,
                           models = 0 })
    local log = g:log_json()
    local msg = refused("refused-by-host", g, "spend", "r", 1, "melee", "b")
    check.contains(msg, "a panicked unit may not charge")
    check.same(asked[2], { kind = "spend", turn = 1, player = 1, unit = "r", other = "b", ap = 1,
                           action = "melee", models = 0 })
    check.eq(g:log_json(), log, "the refused action is not logged")
    assert(g:spend("r", 1, "move"))                 -- allowed: nil
    g:on_before(function() return true end)
    assert(g:spend("r", 1, "shoot", "b"))
    g:on_before(function(r) return r.kind ~= "kill" end)
    refused("refused-by-host", g, "kill", "b", 1)  -- false: the library's own words
    g:on_before(nil)
    assert(g:kill("b", 1))
    check.eq(#wargen.GAME_REQUESTS, 14)
    check.eq(wargen.GAME_REQUESTS[1], "initiative")
    check.eq(wargen._game_request_kind_parse("end_game"), 13)
end

function T.an_erroring_before_callback_refuses_the_action_and_is_raised()
    local g = game({ { 1, "r", 2 }, { 2, "b", 2 } }, 1)
    local before = g:to_json()
    g:on_before(function() error({ "house rule broke" }) end)
    local ok, err = pcall(g.activate, g, "r")
    check.eq(ok, false)
    check.same(err, { "house rule broke" }, "the error value itself")
    check.eq(g:to_json(), before, "the action was refused")
    g:on_before(function() return 42 end)
    check.contains(check.raises(g.activate, g, "r"), "on_before: fn's result: expected nil, true")
    check.eq(g:to_json(), before)
    g:on_before(function() local r = { g:end_game() } return r[1] == nil end)
    assert(g:activate("r"))
    check.eq(g:over(), false, "a callback cannot act on its game")
    check.contains(check.raises(g.on_before, g, 3), "fn: expected a function or nil")
end

function T.a_draw_on_equal_battle_points_v1()
    local g = game({ { 1, "r", 1, 4, 100 }, { 2, "b", 1, 2, 50 } }, 1)
    assert(g:kill("r", 1))
    assert(g:kill("b", 1))
    check.same(g:score().battle_points, { { num = 25, den = 1 }, { num = 25, den = 1 } })
    check.eq(g:winner(), nil)
    assert(g:end_game())
    check.eq(g:over(), true)
    check.eq(g:to_table().draw, true)
end

function T.a_whole_unit_is_worth_exactly_its_cost_v1()
    local g = game({ { 1, "r", 1, 3, 130 }, { 2, "b", 1, 3, 62.5 } }, 1)
    assert(g:kill("b", 1))
    assert(g:kill("b", 1))
    check.same(g:score().battle_points[1], { num = 125, den = 3 })
    assert(g:kill("b", 1))
    check.same(g:score().battle_points[1], { num = 125, den = 2 })
    check.same(g:unit("b").cost, { num = 125, den = 2 }, "points, exact, from C")
    check.same(g:unit("r").cost, { num = 130, den = 1 })
    check.eq(g:unit("b").state, "destroyed")
    assert(g:kill("r", 1))
    check.same(g:to_table().score.battle_points, { "125/2", "130/3" })
    check.eq(g:winner(), 1)
end

function T.objectives_decide_over_battle_points_v2()
    local g = game({ { 1, "r", 1, 1, 100 }, { 2, "b", 1, 1, 500 } })
    assert(g:add_objective("hill", "hold", 1))
    assert(g:add_objective("kill-r", "destroy", 3, "r"))
    check.eq(g:is_scenario(), true)
    assert(g:initiative(1))
    assert(g:kill("b", 1))
    assert(g:score_objective("hill", 1))
    check.eq(g:winner(), 1)
    assert(g:kill("r", 1))
    check.same(g:score().objectives, { 1, 3 })
    check.eq(g:winner(), 2)
    check.same(g:objectives(), {
        { id = "hill", kind = "hold", points = 1, scored_by = 1 },
        { id = "kill-r", kind = "destroy", points = 3, unit = "r", scored_by = 2 } })
end

function T.every_refusal_reason_carries_its_code()
    local g = game({ { 1, "r", 2 }, { 1, "r2", 2, 1 }, { 2, "b", 2 } })
    local seen = {}
    local function saw(reason, ...) refused(reason, g, ...) seen[reason] = true end
    saw("not-your-turn", "activate", "r")
    assert(g:initiative(1))
    saw("turn-in-progress", "initiative", 2)
    saw("not-active", "wait", "r")
    check.contains(refused("unknown-unit", g, "activate", "nobody"), '"nobody"')
    saw("unknown-unit", "activate", "nobody")
    assert(g:activate("r"))
    saw("no-ap", "spend", "r", 3, "move")
    saw("not-hostile", "spend", "r", 1, "shoot", "r2")
    check.contains(refused("unknown-unit", g, "spend", "r", 1, "shoot", "ghost"), '"ghost"')
    saw("not-waiting", "respond", "b", "r")
    assert(g:end_activation("r"))
    act(g, "b")
    saw("not-unactivated", "activate", "r")
    saw("units-to-act", "end_turn")
    saw("no-models", "kill", "r2", 2)
    assert(g:kill("r2", 1))
    saw("destroyed", "panic", "r2")
    check.contains(refused("unknown-unit", g, "score_objective", "hill", 1),  -- V2, by id
                   'no objective "hill" in the game')
    assert(g:end_game())
    saw("game-over", "kill", "nobody", 1)
    local h = game({ { 1, "r", 1 }, { 2, "b", 1 } })
    h:on_before(function() return false end)
    check.contains(refused("refused-by-host", h, "initiative", 1), "refused-by-host: ")
    seen["refused-by-host"] = true
    for _, reason in ipairs(wargen.GAME_REASONS) do check.is_true(seen[reason], reason) end
end

function T.bad_arguments_are_no_refusals()
    local g = game({ { 1, "r", 2 }, { 2, "b", 2 } }, 1)
    check.contains(check.fails_with(wargen.EINVAL, g:spend("r", 1, "dance")), "move")
    check.fails_with(wargen.EINVAL, g:add_unit(1, "late", 1, 1, 10))
    check.fails_with(wargen.ENOTFOUND, g:unit("nobody"))
    check.contains(check.fails_with(wargen.EINVAL, g:add_unit(1, "x", 1, 1, 0.3)), "multiple of 0.5")
    check.eq(g:refusal(), nil)
end

function T.add_roster_names_units_by_entry()
    local roster = assert(wargen.Roster.load(F.CATALOG_PATH, F.roster_path("valid-standard")))
    local g = wargen.Game()
    assert(g:add_roster(1, roster, 2))
    assert(g:add_roster(2, roster, 3))
    local ids, total = {}, 0
    for _, u in ipairs(g:units()) do
        check.eq(ids[u.id], nil, "distinct ids")
        ids[u.id] = true
        if u.player == 1 then total = total + u.cost.num / u.cost.den end
    end
    check.eq(#g:units(), 2 * roster:unit_count())
    check.eq(total, roster:validate().total)
end

local function a_played_game()
    local g = game({ { 1, "r", 2, 3, 125 }, { 2, "b", 1, 2, 37.5 }, { 2, "w", 2 } }, 2)
    respond_to_r(g, "shoot", "b")
    assert(g:kill("r", 1))
    assert(g:panic("b"))
    return g
end

function T.to_table_is_the_c_json()
    local g = a_played_game()
    check.same(g:to_table(), json.decode(g:to_json()))
    check.same(g:log_table(), json.decode(g:log_json()))
end

function T.the_log_replays_to_the_same_state()
    local g = a_played_game()
    local h = assert(wargen.Game.play(g:log_json()))
    check.eq(h:to_json(), g:to_json())
    check.same(h:units(), g:units())
    check.eq(h:player_name(2), "Red")
    check.eq(assert(wargen.Game.play(g:log_table())):to_json(), g:to_json())
    local path = os.tmpname()
    local f = assert(io.open(path, "w"))
    f:write(g:log_json())
    f:close()
    check.eq(assert(wargen.Game.play(path)):to_json(), g:to_json())
    os.remove(path)
end

function T.play_a_refused_document_gives_the_game_as_it_stood()
    local doc = a_played_game():log_table()
    doc.actions[#doc.actions + 1] = { end_turn = true }
    doc.actions[#doc.actions + 1] = { end_game = true }
    local g, msg, code, reason, stood = wargen.Game.play(doc)
    check.eq(g, nil)
    check.eq(code, ERULE)
    check.eq(reason, "units-to-act")
    check.contains(msg, "actions[" .. (#doc.actions - 2) .. "]")
    check.eq(stood:to_json(), a_played_game():to_json())
    assert(stood:end_game())
    check.fails_with(wargen.EPARSE, wargen.Game.play("{"))
end

function T.a_game_and_its_callbacks_are_collected()
    local g = game({ { 1, "r", 1 }, { 2, "b", 1 } }, 1)
    local turns = {}
    local function callback() turns[#turns + 1] = g:turn() end  -- refers to its game
    g:on_event(callback)
    g:on_effect(function() return g:units() end)
    act(g, "r")
    local weak = setmetatable({ g, callback }, { __mode = "v" })
    g, callback = nil, nil
    collectgarbage()
    collectgarbage()
    check.eq(weak[1], nil, "the game")
    check.eq(weak[2], nil, "its callback")
    check.eq(#turns, 2)
end

function T.name_tables_come_from_c()
    check.list_eq(wargen.GAME_ACTIONS, { "move", "shoot", "magic", "melee", "other" })
    check.list_eq(wargen.OBJECTIVE_KINDS, { "hold", "capture", "destroy", "escort" })
    check.eq(wargen.UNIT_STATES[1], "unactivated")
    check.eq(wargen.GAME_REASONS[1], "not-your-turn")
    check.eq(wargen.GAME_EVENTS[#wargen.GAME_EVENTS], "game-over")
    check.contains(tostring(wargen.Game()), "wargen.Game(turn 0")
end

-- The private parse functions of the enums read back as names (the rules
-- are C's: tests/unit/test_game_log.c): a name gives its value, an unknown
-- one the library's error.
function T.enum_parse_functions_reach_lua()
    check.eq(wargen._game_reason_parse("none"), 0)
    for i, n in ipairs(wargen.GAME_REASONS) do check.eq(wargen._game_reason_parse(n), i) end
    for i, n in ipairs(wargen.UNIT_STATES) do check.eq(wargen._unit_state_parse(n), i - 1) end
    for i, n in ipairs(wargen.GAME_EVENTS) do check.eq(wargen._game_event_kind_parse(n), i - 1) end
    check.contains(check.fails_with(wargen.EINVAL, wargen._unit_state_parse("asleep")),
                   'unknown unit state "asleep"')
end

return T
