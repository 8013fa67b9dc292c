-- LuaJIT's FFI path (bindings/lua/layer/ffi.lua): in use under LuaJIT, and
-- giving exactly what the C wrappers give for the calls it takes over (dice,
-- G2; morale checks, B2-B4; set_base and value, M1-M4; game actions and
-- g:unit(id), A1-A3, V1-V2), errors included.
local wargen = require "wargen"
local check = require "check"

local T = {}
local ROOT = os.getenv("WARGEN_SOURCE_ROOT") or "../.."

local function same(a, b, what)
    check.eq(type(a), type(b), what .. ": type")
    if type(a) ~= "table" then return check.eq(a, b, what) end
    for k, v in pairs(a) do same(v, b[k], what .. "." .. tostring(k)) end
    for k in pairs(b) do check.is_true(a[k] ~= nil, what .. ": " .. tostring(k) .. " missing") end
end

local function results(...) return { n = select("#", ...), ... } end
local unpack = table.unpack or unpack

function T.in_use_under_luajit_only()
    check.eq(wargen._ffi, jit ~= nil, "the FFI path is in use exactly under LuaJIT")
end

-- Two games alike, with units and an objective.
local function two_games()
    local games = {}
    for i = 1, 2 do
        local g = wargen.Game("Blue", "Red")
        for _, u in ipairs({ { 1, "r", 2, 3, 62.5 }, { 1, "r2", 1, 1, 10 }, { 2, "b", 2, 2, 40 },
                             { 2, "w", 2, 2, 30 } }) do
            assert(g:add_unit(u[1], u[2], u[3], u[4], u[5]))
        end
        assert(g:add_objective("hill", "hold", 1))
        games[i] = g
    end
    return games[1], games[2]
end

-- With a callback set the wrappers act (a C function called through the
-- FFI must not call into Lua): the host's refusal is honoured, events
-- heard; once none is left, the FFI path again, quiet.
function T.game_callbacks_are_heard_and_the_host_may_refuse()
    local g = two_games()
    local events = {}
    g:on_event(function(e) events[#events + 1] = e.kind end)
    g:on_before(function(r)
        if r.kind == "activate" and r.unit == "r" then return "house rule" end
    end)
    assert(g:initiative(1))
    local before = g:to_json()
    local r = results(g:activate("r"))
    check.eq(r[1], nil)
    check.eq(r[3], wargen.ERULE)
    check.eq(r[4], "refused-by-host")
    check.contains(r[2], "house rule")
    check.eq(g:to_json(), before, "the game unchanged")
    g:on_before(nil)
    assert(g:activate("r"))
    check.list_eq(events, { "activation-started" })
    g:on_event(nil)
    assert(g:end_activation("r"))
    check.list_eq(events, { "activation-started" }, "no callback left: none called")
    local heard = 0
    g:on_effect(function() heard = heard + 1 end)
    assert(g:add_effect("fire", "r"))
    g:on_effect(nil)
    assert(g:activate("b"))
    check.eq(heard, 0)
end


if not wargen._ffi then return T end
local C = wargen._ffi_wrapped

function T.dice_are_the_wrappers()
    local a, b = wargen.Rng(7), wargen.Rng(7)
    for i = 1, 500 do
        check.eq(a:d6(), C.d6(b), "d6 " .. i)
        check.eq(a:d66(), C.d66(b), "d66 " .. i)
    end
end

function T.morale_checks_are_the_wrappers()
    local a, b = wargen.Rng(42), wargen.Rng(42)
    for modifier = -8, 8 do
        for i = 1, 100 do
            same(wargen.morale_check(a, modifier), C.morale_check(b, modifier),
                 ("check %d at %+d"):format(i, modifier))
        end
    end
    same(wargen.morale_check(a), C.morale_check(b), "no modifier: 0")
    same(wargen.morale_check(a, 2.0), C.morale_check(b, 2.0), "a whole float")
end

function T.morale_check_errors_are_the_wrappers()
    local rng = wargen.Rng(1)
    for _, args in ipairs({ { rng, nil }, { rng, 1.5 }, { rng, "1" }, { rng, 2 ^ 31 },
                            { {}, 0 }, { nil } }) do
        local ok_ffi, e_ffi = pcall(wargen.morale_check, args[1], args[2])
        local ok_c, e_c = pcall(C.morale_check, args[1], args[2])
        check.eq(ok_ffi, false, "refused")
        check.eq(ok_c, false, "refused by the wrapper too")
        -- the same text but for where it was raised
        check.eq(e_ffi:gsub("^[^:]*:%d+: ", ""), (e_c:gsub("^[^:]*:%d+: ", "")), "message")
    end
    local freed = wargen.Rng(1)
    getmetatable(freed).__gc(freed)
    check.raises(wargen.morale_check, freed, 0)
end

function T.set_base_and_value_are_the_wrappers()
    local path = ROOT .. "/data/models/example.json"
    local a, b = assert(wargen.Models(path)), assert(wargen.Models(path))
    for base = 0, 10 do
        for _, ms in ipairs({ { "general", "Dis" }, { "spearman", "Att" }, { "spearman", "Str" } }) do
            same(results(a:set_base(ms[1], ms[2], base)), results(C.set_base(b, ms[1], ms[2], base)),
                 ("set_base %s %s %d"):format(ms[1], ms[2], base))
            same(results(a:value(ms[1], ms[2])), results(C.value(b, ms[1], ms[2])), "value")
        end
    end
    -- failures: nil, message, code from the wrapper, the set unchanged
    for _, args in ipairs({ { "nobody", "Dis", 5 }, { "general", "Nope", 5 },
                            { "general", "Dis", 11 } }) do
        same(results(a:set_base(args[1], args[2], args[3])),
             results(C.set_base(b, args[1], args[2], args[3])), "failure " .. args[1])
    end
    same(results(a:value("general", "Dis")), results(C.value(b, "general", "Dis")), "after")
    check.contains(check.raises(a.set_base, a, "general\0", "Dis", 5), "NUL")  -- not cut short
    check.contains(check.raises(a.value, a, "general", "Dis\0"), "NUL")
end
-- A game's actions (A1-A3, V1-V2) and g:unit(id): two games, one played
-- through the FFI and one through the wrappers, give the same results
-- (true; nil, message, code, reason for a refusal; a raise for a bad
-- argument) and the same game after every step.
local STEPS = {
    { "activate", "r" }, { "initiative", 3 }, { "initiative", 1.5 }, { "initiative", 1 },
    { "initiative", 2 }, { "activate", "nobody" }, { "activate", "r\0" }, { "activate", "r" },
    { "spend", "r", 3, "move" }, { "spend", "r", 1, "dance" }, { "spend", "r", 1, "shoot", "r2" },
    { "spend", "r", 1, "shoot", "ghost" }, { "spend", "r", 1, "shoot", "b" },
    { "spend", "r", 1, "move", nil }, { "spend", "r", "1", "move" }, { "respond", "b", "r" },
    { "wait", "r" }, { "end_activation", "r" }, { "activate", "w" }, { "wait", "w" },
    { "add_effect", "fire", "w" }, { "add_effect", "fire", 3 }, { "add_effect", "fire\0", "w" },
    { "activate", "b" }, { "spend", "b", 1, "shoot", "r" }, { "respond", "w", "b" },
    { "end_activation", "b" }, { "activate", "r2" }, { "end_activation", "r2" }, { "end_turn" },
    { "end_turn", "extra" }, { "kill", "r", 1 }, { "kill", "r", 9 }, { "kill", "r", 2 ^ 40 },
    { "panic", "b" }, { "rally", "b" }, { "rally", "b" }, { "end_effect", "fire" },
    { "end_effect", "nothing" }, { "score_objective", "hill", 2 },
    { "score_objective", "dale", 2 }, { "kill", "r", 2 }, { "panic", "r" }, { "end_game" },
    { "activate", "r" }, { "end_game" },
}

-- fn (g's method by default) on step's arguments: its results, an error's text.
local function outcome(g, step, fn)
    local r = results(pcall(fn or g[step[1]], g, unpack(step, 2, table.maxn(step))))
    if not r[1] then r[2] = r[2]:gsub("^[^:]*:%d+: ", "") end  -- the text, not where
    return r
end

function T.game_actions_are_the_wrappers()
    local a, b = two_games()
    for i, step in ipairs(STEPS) do
        local what = ("step %d %s"):format(i, step[1])
        local r_ffi = outcome(a, step)
        local r_c = outcome(b, step, C.game[step[1]])
        same(r_ffi, r_c, what)
        check.eq(a:to_json(), b:to_json(), what .. ": the game")
        check.eq(a:refusal(), b:refusal(), what .. ": the refusal")
        for _, id in ipairs({ "r", "r2", "b", "w", "nobody" }) do
            same(results(a:unit(id)), results(C.game.unit(b, id)), what .. ": unit " .. id)
        end
    end
    check.same(a:unit("r").cost, { num = 125, den = 2 }, "a cost, exact, as {num =, den =}")
    -- a bad argument is raised at the caller's line, not inside the layer
    for _, call in ipairs({ { a.unit, a, 5 }, { a.activate, a }, { a.spend, a, "r", "1", "move" },
                            { a.kill, a, "r", 1.5 }, { a.initiative, a, "1" } }) do
        local ok, err = pcall(call[1], unpack(call, 2, #call))
        check.eq(ok, false)
        check.is_true(err:find("^[^:]*test_ffi%.lua:%d+: ") ~= nil, err)
    end
end

return T
