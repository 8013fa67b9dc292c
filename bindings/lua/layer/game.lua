-- wargen.Game(player1, player2): a game (A1-A3, V1-V2) with Python's
-- methods (README, "Lua"), units and objectives named by id. Setting up:
-- add_unit(player, id, ap, models, cost[, name]), add_roster(player, roster,
-- ap), add_objective(id, kind, points[, unit]). An action (initiative,
-- activate, spend(unit, ap, action[, target]), wait, respond(unit, to),
-- end_activation, kill(unit, models), panic, rally, add_effect(id, unit),
-- end_effect(id), score_objective(objective, player), end_turn, end_game)
-- returns true, or nil, message, code and for a refusal its reason
-- (game.swg). The callbacks (on_event, on_effect, on_before) run in
-- protected mode, so that an error never unwinds the engine's frames: it is
-- raised when the method returns (game.swg). Points (a unit's cost, battle
-- points) are exact: {num =, den =}. g:view(player) is what player may see
-- (H2); Game.play(source) replays a wargen-game/1 document (nil, message,
-- code, reason, game for a refused action); g:save() / Game.restore(text).
local wargen = ...
local enum_names = wargen._enum_names
local C = wargen
local GameMT = getmetatable(C._Game)[".instance"]
local fn = GameMT[".fn"]
C.UNIT_STATES = enum_names(C._unit_state_name)
C.GAME_ACTIONS = enum_names(C._game_action_name)
C.OBJECTIVE_KINDS = enum_names(C._objective_kind_name)
C.GAME_REASONS = enum_names(C._game_reason_name, 1)
C.GAME_EVENTS = enum_names(C._game_event_kind_name)
C.GAME_REQUESTS = enum_names(C._game_request_kind_name)

-- The handle's own readers the layer gathers: private.
for _, k in ipairs({ "unit_at", "effect_at", "objective_at", "find_unit", "play_refused",
                     "play_error", "score", "unit_count", "effect_count", "objective_count",
                     "view_json", "view_log_json", "view_table", "view_log_table" }) do
    fn["_" .. k], fn[k] = fn[k], nil
end

-- The callbacks table of game g, to set f (a function or nil) in; a bad
-- argument raises at the caller of the method.
local function store(g, f)
    if getmetatable(g) ~= GameMT then
        wargen._error("self: expected a wargen.Game, got " .. type(g) .. " (methods are called with :)")
    elseif f ~= nil and type(f) ~= "function" then
        wargen._error("fn: expected a function or nil, got " .. type(f))
    end
    return C._store(g)
end
local function set(g, f, kind)
    local s = store(g, f)
    s[kind] = f
    g:_listen(s.event ~= nil, s.effect ~= nil, s.before ~= nil)
end
function fn.on_event(g, f) set(g, f, "event") end
function fn.on_effect(g, f) set(g, f, "effect") end
function fn.on_before(g, f) set(g, f, "before") end


function fn.units(g) return wargen._list(g, g:_unit_count(), fn._unit_at) end
-- g:unit(id): {id, name, player, state, panicked, ap, ap_per_turn, models,
-- models_start, cost ({num =, den =}, points), cost_hidden}; nil, message,
-- code for no such unit.
function fn.unit(g, id)
    local i, msg, code = g:_find_unit(id)
    if i == nil then return nil, msg, code end
    return g:_unit_at(i)
end
function fn.effects(g) return wargen._list(g, g:_effect_count(), fn._effect_at) end
function fn.objectives(g)
    local t = wargen._list(g, g:_objective_count(), fn._objective_at)
    for _, o in ipairs(t) do if o.scored_by == 0 then o.scored_by = nil end end
    return t
end
-- g:score(): {battle_points = {{num =, den =}, {num =, den =}}, objectives = {a, b}}.
function fn.score(g)
    local s = g:_score()
    return { battle_points = { s.battle1, s.battle2 }, objectives = { s.objectives1, s.objectives2 } }
end

-- g:view(player): a snapshot of what player may see; nil, message, code
-- for a player not 1 or 2.
function fn.view(g, player)
    local state, msg, code = g:_view_table(player)
    if state == nil then return nil, msg, code end
    return { player = player, over = state.over, state = state,
             log = g:_view_log_table(player), state_json = g:_view_json(player),
             log_json = g:_view_log_json(player) }
end

GameMT.__tostring = function(g)
    return ("wargen.Game(%s, %d units, step %d)"):format(
        g:over() and "over" or "turn " .. g:turn(), g:_unit_count(), g:step())
end

local function play(source)
    local g, msg, code = C._from_source(source, C._game_load_file, C._game_load_string,
                                        "Game.play")
    if g ~= nil and g:_play_refused() then
        local _, m, c = g:_play_error()
        return nil, m, c, g:refusal(), g
    end
    if g ~= nil then return g end
    return nil, msg, code
end
-- g:save(): the text wargen.Game.restore(text) restores: the game's log.
function fn.save(g) return g:log_json() end

C.Game = C._Game
rawset(C.Game, "play", play)
rawset(C.Game, "restore", C._game_restore)
