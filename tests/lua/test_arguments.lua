-- Every bad argument of every public function (issue 11, "Errors"), as
-- tests/python/test_arguments.py does for Python.
--
-- The API is enumerated: the functions of the wargen table, the classes'
-- constructors, their functions (Table.load, ...) and their objects'
-- methods. SPECS holds, for each, a valid call and the kind of each
-- parameter; a function without a spec (or listed in NO_ARGUMENTS) fails
-- every_function_has_a_spec. Each parameter then gets nil, a wrong type, a
-- negative, huge and fractional number as its kind allows. The call must
-- raise, or return nil, message, code (README, "Lua"), with a message that
-- names the parameter (and the range, for a number out of range), shows no
-- SWIG or C text, and the object must be as it was.
local wargen = require "wargen"
local check = require "check"
local G = require "gen_fixtures"
local M = require "test_morale_fixtures"
local R = require "test_roster_fixtures"
local MF = require "test_mod_fixtures"

local T = {}
local pack = table.pack or function(...) return { n = select("#", ...), ... } end  -- LuaJIT

-- The one place a test builds a Roster from a document (argument order).
local function roster(catalog, source) return assert(wargen.Roster.load(source, catalog)) end

-- ---- kinds of parameter and their bad values ------------------------------------------------

local HUGE = { 2 ^ 64, 1e30 }
local function kind(list, ...)
    local out = {}
    for _, l in ipairs({ list, ... }) do for _, v in ipairs(l) do out[#out + 1] = v end end
    return out
end
local NIL = {}  -- stands for nil in the lists (a Lua list cannot hold nil)
local WHOLE = { "x", 1.5, {} }  -- any whole number is meant: wrong types only
local KINDS = {
    count = kind({ NIL, -1 }, WHOLE, HUGE),      -- an unsigned count, size or index
    ["count?"] = kind({ -1 }, WHOLE, HUGE),      -- the same, nil allowed (a default)
    int = kind({ NIL, -1e30 }, WHOLE, HUGE),     -- a signed int (negatives may be valid)
    ["int?"] = kind({ -1e30 }, WHOLE, HUGE),
    u64 = kind({ NIL, -1 }, WHOLE, HUGE),        -- a seed: a number or a decimal string
    ["u64?"] = kind({ -1 }, WHOLE, HUGE),
    str = { NIL, 5, 1.5, {} },                   -- a name, an id, a text
    ["str?"] = { 5, 1.5, {} },
    doc = { NIL, 5, 1.5, true },                 -- a path, JSON text or a table
    ["doc?"] = { 5, 1.5, true },
    map = { NIL, 5, "x" },                       -- a table of named values
    ["map?"] = { 5, "x" },
    seq = { NIL, 5, "x", { "a" } },              -- a sequence of numbers
    ["seq?"] = { 5, "x", { "a" } },
    ["int|name"] = kind({ NIL, -1e30 }, { 1.5, {} }, HUGE),  -- a number, or its name ("x": unknown)
    Rng = { NIL, 5, "x", {} },
    Catalog = { NIL, 5, true },
}
local RANGE = { "%d+%)", "%d+ to ", "%d+%-%d+", "at least", "at most", "2%^%d+" }
local SWIG_TEXT = { "SWIG", "Error in", "args, got", "wgb?_%w", "_p_", "userdata", "expected %d+%.%.%d+" }

-- ---- objects and their state -----------------------------------------------------------------

local function catalog() return assert(wargen.Catalog.load(R.CATALOG_PATH)) end
local function a_roster() return roster(catalog(), R.roster_path("valid-standard")) end
local function models() return assert(wargen.Models.new(MF.EXAMPLE_PATH)) end
local function pool() return assert(wargen.Rng(42):pool(5)) end
local function table_() return assert(wargen.Table.load(G.DEFAULT_TABLE_PATH)) end
-- Two players on the uniform table (gen_fixtures): slot 1 a reinforceable
-- unit slot, slot 2 an endless spell; player 1 first.
local function new_session()
    return assert(wargen.Session{ table = G.uniform_doc(), seed = 7, players = 2, first_player = 1 })
end
local function session()  -- player 1's draw pending
    local s = new_session()
    assert(s:draw(1))
    return s
end
-- Battalion 1 a shooter in army 0 with a field hospital, 10 wounded;
-- battalion 2 in army 1, half lost (a check queued); a General on 1; a boat;
-- battalion 1 has an order.
local function battle()
    local b = wargen.Battle()
    assert(b:add_battalion{ name = "a", army = 0, warriors = 20, speed = 5, shooter = true,
                            base = { 0, 0, 4, 4 } })
    assert(b:add_battalion{ name = "b", army = 1, warriors = 20, speed = 5, base = { 20, 0, 4, 4 } })
    assert(b:attach(1, "general", "G"))
    assert(b:add_boat(20, 6))
    assert(b:set_hospital(0, true))
    assert(b:damage(1, 10))
    assert(b:damage(2, 10))
    assert(b:give_order(1, "march"))
    return b
end
local function loaded()
    local b = battle()
    assert(b:load(1, 2))
    return b
end
local function trace() return assert(models():explain("spearman", "Str")) end
local function judged() return assert(wargen.morale_judge(3, { 1, 2, 3 }, 0)) end

-- What a failed call must leave as it was: the text of the object's state.
local function state(o)
    if o == nil then return "" end
    local parts = {}
    for _, m in ipairs({ "state", "to_json", "document", "log_json" }) do
        local ok, v = pcall(function() return o[m](o) end)
        if ok and v ~= nil then parts[#parts + 1] = tostring(v) end
    end
    local ok, dice = pcall(function() return o:dice() end)
    if ok and type(dice) == "table" then parts[#parts + 1] = table.concat(dice, " ") end
    ok = pcall(function()
        for i = 1, o:battalion_count() do
            local s = o:battalion(i)
            parts[#parts + 1] = ("%s %d %d %d %s"):format(s.name, s.warriors, s.wounded,
                                                        s.killed, tostring(s.fled))
            parts[#parts + 1] = table.concat(o:orders(i), ",")
        end
        parts[#parts + 1] = o:pending_count() .. " " .. o:character_count() .. " " .. o:turn()
    end)
    return table.concat(parts, "\n")
end

-- ---- the specs -------------------------------------------------------------------------------
-- name = {make (the object, or nil), params = {{name, kind, valid}, ...}, call(o, a)}: a is
-- the parameters' values by name. Names as enumerated: wargen.f, Class(), Class.f, Class:m.

local RNG = wargen.Rng(5)
local BOOK = R.CATALOG_PATH
local ROSTER = R.roster_path("valid-standard")
local MOD_ID = models():modifier_id("general", 1)
local function S(make, params, call) return { make = make, params = params, call = call } end
local function opts(a, keys)  -- the named values of keys as an options table
    local t = {}
    for _, k in ipairs(keys) do t[k] = a[k] end
    return t
end
local SESSION_OPTS = { "seed", "size", "limit", "players", "first_player" }
local SPECS = {
    ["wargen.status_str"] = S(nil, { { "status", "int", -1 } }, function(_, a) return wargen.status_str(a.status) end),
    ["Rng()"] = S(nil, { { "seed", "u64", 42 } }, function(_, a) return wargen.Rng(a.seed) end),
    ["Rng:below"] = S(function() return RNG:copy() end, { { "bound", "u64", 6 } }, function(o, a) return o:below(a.bound) end),
    ["Rng:pool"] = S(function() return RNG:copy() end, { { "count", "count", 3 } }, function(o, a) return o:pool(a.count) end),
    ["Rng:roll"] = S(function() return RNG:copy() end, { { "count", "count", 3 } }, function(o, a) return o:roll(a.count) end),
    ["Rng:seed"] = S(function() return RNG:copy() end, { { "seed", "u64", 3 } }, function(o, a) return o:seed(a.seed) end),
    ["Rng:set_state"] = S(function() return RNG:copy() end, { { "state", "str", wargen.Rng(2):state() } },
                          function(o, a) return o:set_state(a.state) end),
    ["Roll:count_at_least"] = S(pool, { { "target", "int", 4 } }, function(o, a) return o:count_at_least(a.target) end),
    ["Roll:die"] = S(pool, { { "index", "count", 1 } }, function(o, a) return o:die(a.index) end),
    ["Roll:reroll"] = S(pool, { { "index", "count", 1 } }, function(o, a) return o:reroll(a.index) end),
    ["Roll:reroll_below"] = S(pool, { { "target", "int", 3 } }, function(o, a) return o:reroll_below(a.target) end),
    ["Roll:rerolled"] = S(pool, { { "index", "count", 1 } }, function(o, a) return o:rerolled(a.index) end),
    ["Roll:to_json"] = S(pool, { { "seed", "u64", 42 }, { "index", "count", 1 } },
                         function(o, a) return o:to_json(a.seed, a.index) end),
    ["Table.load"] = S(nil, { { "source", "doc?", G.DEFAULT_TABLE_PATH } }, function(_, a) return wargen.Table.load(a.source) end),
    ["Table.check"] = S(nil, { { "source", "doc", G.DEFAULT_TABLE_PATH } }, function(_, a) return wargen.Table.check(a.source) end),
    ["Table:entry"] = S(table_, { { "roll", "int", 11 } }, function(o, a) return o:entry(a.roll) end),
    ["Table:entry_at"] = S(table_, { { "index", "count", 1 } }, function(o, a) return o:entry_at(a.index) end),
    ["Session()"] = S(nil, { { "seed", "u64?", 3 }, { "size", "str?", "small" }, { "limit", "count?", 20 },
                             { "players", "int?", 2 }, { "first_player", "int?", 1 } },
                      function(_, a) return wargen.Session(opts(a, SESSION_OPTS)) end),
    ["Session.replay"] = S(nil, { { "log", "doc", select(2, wargen.generate{ seed = 3 }) },
                                  { "table", "doc?", nil } },
                           function(_, a) return wargen.Session.replay(a.log, a.table) end),
    ["Session:army"] = S(session, { { "player", "int", 1 } }, function(o, a) return o:army(a.player) end),
    ["Session:commit"] = S(session, { { "player", "int", 1 } }, function(o, a) return o:commit(a.player) end),
    ["Session:draw"] = S(new_session, { { "player", "int", 1 } }, function(o, a) return o:draw(a.player) end),
    ["Session:draw_at"] = S(function() return assert(wargen.replay(select(2, wargen.generate{ seed = 7 }))) end,
                            { { "index", "count", 1 } }, function(o, a) return o:draw_at(a.index) end),
    ["Session:endless_spell"] = S(session, { { "player", "int", 1 }, { "slot", "count", 2 }, { "name", "str", "x" } },
                                  function(o, a) return o:endless_spell(a.player, a.slot, a.name) end),
    ["Session:field"] = S(session, { { "player", "int", 1 }, { "slot", "count", 1 }, { "unit", "map?", nil } },
                          function(o, a) return o:field(a.player, a.slot, a.unit) end),
    ["Session:out_of_units"] = S(new_session, { { "player", "int", 1 } }, function(o, a) return o:out_of_units(a.player) end),
    ["Session:reinforce"] = S(session, { { "player", "int", 1 }, { "slot", "count", 1 }, { "level", "count", 1 } },
                              function(o, a) return o:reinforce(a.player, a.slot, a.level) end),
    ["Session:run"] = S(session, { { "reinforce", "count", 0 } }, function(o, a) return o:run(a.reinforce) end),
    ["Session:substitute"] = S(session, { { "player", "int", 1 }, { "type", "str", "elite" }, { "level", "count", 0 } },
                               function(o, a) return o:substitute(a.player, a.type, a.level) end),
    ["wargen.generate"] = S(nil, { { "seed", "u64?", 3 }, { "size", "str?", "small" }, { "limit", "count?", 20 },
                                   { "players", "int?", 1 }, { "first_player", "int?", 1 },
                                   { "reinforce", "count?", 0 } },
                            function(_, a) return wargen.generate(opts(a, { "seed", "size", "limit", "players",
                                                                            "first_player", "reinforce" })) end),
    ["wargen.armies"] = S(nil, { { "rng", "Rng", RNG }, { "size", "str?", "small" }, { "limit", "count?", 20 },
                                 { "players", "int?", 1 }, { "first_player", "int?", 1 } },
                          function(_, a) return wargen.armies(a.rng, opts(a, { "size", "limit", "players", "first_player" })) end),
    ["wargen.replay"] = S(nil, { { "log", "doc", select(2, wargen.generate{ seed = 3 }) }, { "table", "doc?", nil } },
                          function(_, a) return wargen.replay(a.log, a.table) end),
    ["wargen.unit_types"] = S(nil, { { "unit", "map", { models = 5, wounds = 1 } } },
                              function(_, a) return wargen.unit_types(a.unit) end),
    ["wargen.slot_fits"] = S(nil, { { "slot", "map", { type = "horde" } }, { "unit", "map", { models = 20, wounds = 1 } },
                                    { "level", "int?", 0 } },
                             function(_, a) return wargen.slot_fits(a.slot, a.unit, a.level) end),
    ["Catalog.load"] = S(nil, { { "source", "doc", BOOK } }, function(_, a) return wargen.Catalog.load(a.source) end),
    ["Catalog.new"] = S(nil, { { "id", "str", "b" }, { "name", "str", "Book" } },
                        function(_, a) return wargen.Catalog.new(a.id, a.name) end),
    ["Catalog:add_item"] = S(catalog, { { "item", "map", { id = "charm", name = "Charm", cost = "20/15" } } },
                             function(o, a) return o:add_item(a.item) end),
    ["Catalog:add_item_string"] = S(catalog, { { "json", "str", '{"id": "c", "name": "C", "cost": "20/15"}' } },
                                    function(o, a) return o:add_item_string(a.json) end),
    ["Catalog:add_option"] = S(catalog, { { "unit_id", "str", "levy-spearmen" }, { "option", "map", { id = "o", name = "O", cost = 5 } } },
                               function(o, a) return o:add_option(a.unit_id, a.option) end),
    ["Catalog:add_option_string"] = S(catalog, { { "unit_id", "str", "levy-spearmen" }, { "json", "str", '{"id": "o", "name": "O", "cost": 5}' } },
                                      function(o, a) return o:add_option_string(a.unit_id, a.json) end),
    ["Catalog:add_unit"] = S(catalog, { { "unit", "map", { id = "u", name = "U", category = "core",
                                                          models = { min = 1, max = 5 }, cost = 10 } } },
                             function(o, a) return o:add_unit(a.unit) end),
    ["Catalog:add_unit_string"] = S(catalog, { { "json", "str", '{"id": "u", "name": "U", "category": "core", '
                                                                .. '"models": {"min": 1, "max": 5}, "cost": 10}' } },
                                    function(o, a) return o:add_unit_string(a.json) end),
    ["Catalog:item_at"] = S(catalog, { { "index", "count", 1 } }, function(o, a) return o:item_at(a.index) end),
    ["Catalog:unit"] = S(catalog, { { "id", "str", "levy-spearmen" } }, function(o, a) return o:unit(a.id) end),
    ["Catalog:unit_at"] = S(catalog, { { "index", "count", 1 } }, function(o, a) return o:unit_at(a.index) end),
    ["Roster.load"] = S(nil, { { "source", "doc", ROSTER }, { "catalog", "Catalog", BOOK } },
                        function(_, a) return roster(a.catalog, a.source) end),
    ["Roster.new"] = S(nil, { { "catalog", "Catalog", BOOK }, { "points", "count", 2000 } },
                       function(_, a) return wargen.Roster.new(a.catalog, a.points) end),
    ["Roster:add_item"] = S(a_roster, { { "index", "count", 1 }, { "item_id", "str", "biting-blade" } },
                            function(o, a) return o:add_item(a.index, a.item_id) end),
    ["Roster:add_option"] = S(a_roster, { { "index", "count", 1 }, { "option_id", "str", "shield" } },
                              function(o, a) return o:add_option(a.index, a.option_id) end),
    ["Roster:add_unit"] = S(a_roster, { { "unit", "map", { entry = "levy-spearmen", models = 10 } } },
                            function(o, a) return o:add_unit(a.unit) end),
    ["Roster:add_unit_string"] = S(a_roster, { { "json", "str", '{"entry": "levy-spearmen", "models": 10}' } },
                                   function(o, a) return o:add_unit_string(a.json) end),
    ["Roster:unit_at"] = S(a_roster, { { "index", "count", 1 } }, function(o, a) return o:unit_at(a.index) end),
    ["Roster:validate"] = S(a_roster, { { "catalog", "doc?", nil } }, function(o, a) return o:validate(a.catalog) end),
    ["wargen.validate"] = S(nil, { { "catalog", "Catalog", BOOK }, { "roster", "doc", ROSTER } },
                            function(_, a) return wargen.validate(a.catalog, a.roster) end),
    ["wargen.game_format"] = S(nil, { { "points", "int|name", 2000 } }, function(_, a) return wargen.game_format(a.points) end),
    ["wargen.share_format"] = S(nil, { { "points", "int", 500 }, { "limit", "int", 2000 } },
                                function(_, a) return wargen.share_format(a.points, a.limit) end),
    ["Models()"] = S(nil, { { "source", "doc?", MF.EXAMPLE_PATH } }, function(_, a) return wargen.Models(a.source) end),
    ["Models.new"] = S(nil, { { "source", "doc?", MF.EXAMPLE_PATH } }, function(_, a) return wargen.Models.new(a.source) end),
    ["Models.load"] = S(nil, { { "source", "doc?", MF.EXAMPLE_PATH } }, function(_, a) return wargen.Models.load(a.source) end),
    ["Models:add_characteristic"] = S(models, { { "model", "str", "general" }, { "stat", "str", "X" }, { "base", "int", 3 },
                                                { "range", "seq?", { 0, 10 } } },
                                      function(o, a) return o:add_characteristic(a.model, a.stat, a.base, a.range) end),
    ["Models:add_model"] = S(models, { { "id", "str", "m" }, { "characteristics", "map?", { X = 1 } }, { "ranges", "map?", nil } },
                             function(o, a) return o:add_model(a.id, a.characteristics, a.ranges) end),
    ["Models:add_modifier"] = S(models, { { "model", "str", "general" }, { "modifier", "map", { stat = "Dis", op = "add", value = 1 } } },
                                function(o, a) return o:add_modifier(a.model, a.modifier) end),
    ["Models:add_stat"] = S(models, { { "model", "str", "general" }, { "stat", "str", "X" }, { "base", "int", 3 },
                                      { "min", "int", 0 }, { "max", "int", 10 } },
                            function(o, a) return o:add_stat(a.model, a.stat, a.base, a.min, a.max) end),
    ["Models:change_modifier"] = S(models, { { "id", "count", MOD_ID }, { "modifier", "map", { stat = "Dis", op = "add", value = 2 } } },
                                   function(o, a) return o:change_modifier(a.id, a.modifier) end),
    ["Models:characteristics"] = S(models, { { "model", "str", "general" } }, function(o, a) return o:characteristics(a.model) end),
    ["Models:explain"] = S(models, { { "model", "str", "general" }, { "stat", "str", "Dis" } },
                           function(o, a) return o:explain(a.model, a.stat) end),
    ["Models:has"] = S(models, { { "model", "str", "general" } }, function(o, a) return o:has(a.model) end),
    ["Models:id_at"] = S(models, { { "index", "count", 1 } }, function(o, a) return o:id_at(a.index) end),
    ["Models:modifier_count"] = S(models, { { "model", "str", "general" } }, function(o, a) return o:modifier_count(a.model) end),
    ["Models:modifier_id"] = S(models, { { "model", "str", "general" }, { "index", "count", 1 } },
                               function(o, a) return o:modifier_id(a.model, a.index) end),
    ["Models:modifiers"] = S(models, { { "model", "str", "general" } }, function(o, a) return o:modifiers(a.model) end),
    ["Models:remove_modifier"] = S(models, { { "id", "count", MOD_ID } }, function(o, a) return o:remove_modifier(a.id) end),
    ["Models:set_base"] = S(models, { { "model", "str", "general" }, { "stat", "str", "Dis" }, { "base", "int", 5 } },
                            function(o, a) return o:set_base(a.model, a.stat, a.base) end),
    ["Models:stat_at"] = S(models, { { "model", "str", "general" }, { "index", "count", 1 } },
                           function(o, a) return o:stat_at(a.model, a.index) end),
    ["Models:stat_count"] = S(models, { { "model", "str", "general" } }, function(o, a) return o:stat_count(a.model) end),
    ["Models:value"] = S(models, { { "model", "str", "general" }, { "stat", "str", "Dis" } },
                         function(o, a) return o:value(a.model, a.stat) end),
    ["Trace:step"] = S(trace, { { "index", "count", 1 } }, function(o, a) return o:step(a.index) end),
    ["wargen.evaluate"] = S(nil, { { "doc", "doc", MF.EXAMPLE_PATH } }, function(_, a) return wargen.evaluate(a.doc) end),
    ["wargen.morale_odds"] = S(nil, { { "modifier", "int", 0 } }, function(_, a) return wargen.morale_odds(a.modifier) end),
    ["wargen.morale_check"] = S(nil, { { "rng", "Rng", RNG }, { "modifier", "int", 0 } },
                                function(_, a) return wargen.morale_check(a.rng, a.modifier) end),
    ["wargen.morale_judge"] = S(nil, { { "opponent", "int", 3 }, { "dice", "seq", { 1, 2, 3 } }, { "modifier", "int", 0 } },
                                function(_, a) return wargen.morale_judge(a.opponent, a.dice, a.modifier) end),
    ["wargen.morale_simulate"] = S(nil, { { "rng", "Rng", RNG }, { "modifier", "int", 0 }, { "checks", "u64", 10 } },
                                   function(_, a) return wargen.morale_simulate(a.rng, a.modifier, a.checks) end),
    ["Battle:add_battalion"] = S(battle, { { "battalion", "map", { name = "c", army = 1, warriors = 10, speed = 4,
                                                                  base = { 40, 0, 4, 4 } } } },
                                 function(o, a) return o:add_battalion(a.battalion) end),
    ["Battle:add_boat"] = S(battle, { { "capacity", "count", 10 }, { "speed", "count", 5 } },
                            function(o, a) return o:add_boat(a.capacity, a.speed) end),
    ["Battle:add_terrain"] = S(battle, { { "points", "seq", { { 50, 50 }, { 60, 50 }, { 55, 60 } } } },
                               function(o, a) return o:add_terrain(a.points) end),
    ["Battle:attach"] = S(battle, { { "battalion", "count", 2 }, { "kind", "str", "hero" }, { "name", "str", "H" } },
                          function(o, a) return o:attach(a.battalion, a.kind, a.name) end),
    ["Battle:attack_wounded"] = S(battle, { { "battalion", "count", 1 }, { "damage", "count", 1 } },
                                  function(o, a) return o:attack_wounded(a.battalion, a.damage) end),
    ["Battle:battalion"] = S(battle, { { "battalion", "count", 1 } }, function(o, a) return o:battalion(a.battalion) end),
    ["Battle:boat_cargo"] = S(loaded, { { "boat", "count", 1 } }, function(o, a) return o:boat_cargo(a.boat) end),
    ["Battle:character"] = S(battle, { { "index", "count", 1 } }, function(o, a) return o:character(a.index) end),
    ["Battle:check"] = S(battle, { { "battalion", "count", 1 }, { "rng", "Rng", RNG }, { "extra", "int", 0 } },
                         function(o, a) return o:check(a.battalion, a.rng, a.extra) end),
    ["Battle:check_judge"] = S(battle, { { "battalion", "count", 1 }, { "opponent", "int", 3 }, { "dice", "seq", { 1, 2, 3 } },
                                         { "extra", "int", 0 } },
                               function(o, a) return o:check_judge(a.battalion, a.opponent, a.dice, a.extra) end),
    ["Battle:command_points"] = S(battle, { { "army", "int", 0 } }, function(o, a) return o:command_points(a.army) end),
    ["Battle:damage"] = S(battle, { { "battalion", "count", 2 }, { "damage", "count", 1 } },
                          function(o, a) return o:damage(a.battalion, a.damage) end),
    ["Battle:give_order"] = S(battle, { { "battalion", "count", 2 }, { "order", "str", "march" } },
                              function(o, a) return o:give_order(a.battalion, a.order) end),
    ["Battle:hospital"] = S(battle, { { "army", "int", 0 } }, function(o, a) return o:hospital(a.army) end),
    ["Battle:kill_character"] = S(battle, { { "character", "count", 1 } }, function(o, a) return o:kill_character(a.character) end),
    ["Battle:ladder_speed"] = S(battle, { { "battalion", "count", 1 } }, function(o, a) return o:ladder_speed(a.battalion) end),
    ["Battle:load"] = S(battle, { { "boat", "count", 1 }, { "battalion", "count", 2 } },
                        function(o, a) return o:load(a.boat, a.battalion) end),
    ["Battle:morale_modifier"] = S(battle, { { "battalion", "count", 1 } }, function(o, a) return o:morale_modifier(a.battalion) end),
    ["Battle:order_at"] = S(battle, { { "battalion", "count", 1 }, { "index", "count", 1 } },
                            function(o, a) return o:order_at(a.battalion, a.index) end),
    ["Battle:order_count"] = S(battle, { { "battalion", "count", 1 } }, function(o, a) return o:order_count(a.battalion) end),
    ["Battle:orders"] = S(battle, { { "battalion", "count", 1 } }, function(o, a) return o:orders(a.battalion) end),
    ["Battle:pending_at"] = S(battle, { { "index", "count", 1 } }, function(o, a) return o:pending_at(a.index) end),
    ["Battle:rally"] = S(function() return (M.rally_scene(wargen)) end, { { "battalion", "count", 2 }, { "base", "seq", M.beside() } },
                         function(o, a) return o:rally(a.battalion, a.base) end),
    ["Battle:retreat"] = S(battle, { { "battalion", "count", 1 } }, function(o, a) return o:retreat(a.battalion) end),
    ["Battle:roll_shooting_orders"] = S(battle, { { "army", "int", 0 }, { "rng", "Rng", RNG } },
                                        function(o, a) return o:roll_shooting_orders(a.army, a.rng) end),
    ["Battle:set_command_points"] = S(battle, { { "army", "int", 0 }, { "points", "count", 2 } },
                                      function(o, a) return o:set_command_points(a.army, a.points) end),
    ["Battle:set_hospital"] = S(battle, { { "army", "int", 0 } }, function(o, a) return o:set_hospital(a.army, true) end),
    ["Battle:set_shooting_orders"] = S(battle, { { "army", "int", 0 }, { "dice", "seq", { 3 } } },
                                       function(o, a) return o:set_shooting_orders(a.army, a.dice) end),
    ["Battle:shooting_orders"] = S(battle, { { "army", "int", 0 } }, function(o, a) return o:shooting_orders(a.army) end),
    ["Battle:speed"] = S(battle, { { "battalion", "count", 1 } }, function(o, a) return o:speed(a.battalion) end),
    ["Battle:unload"] = S(loaded, { { "boat", "count", 1 } }, function(o, a) return o:unload(a.boat) end),
}

-- Functions that take no argument (but self): nothing to substitute.
local NO_ARGUMENTS = {}
for name in ([[wargen.version Rng:copy Rng:d6 Rng:d66 Rng:next Rng:state Roll:count Roll:dice
    Roll:sum Table.default Table:entries Table:to_json Table:to_table Session:cards Session:draw_count
    Session:draws Session:finished Session:first_player Session:limit Session:log_json Session:log_table
    Session:mode Session:pending Session:per_player_decks Session:players Session:seed Session:to_json
    Session:to_table Session:turn Catalog:item_count Catalog:items Catalog:to_json Catalog:to_table
    Catalog:unit_count Catalog:units Roster:to_json Roster:to_table Roster:unit_count Roster:units
    Models:document Models:evaluate Models:evaluations Models:ids Models:model_count Models:to_json
    Models:to_table Models:to_text Trace:step_count Trace:to_json Trace:to_table Trace:to_text
    Battle() Battle:battalion_count Battle:battalions Battle:boat_count Battle:character_count
    Battle:characters Battle:next_turn Battle:pending Battle:pending_count Battle:terrain_count
    Battle:turn MoraleCheck() Base() Report.codes Report.to_json Report.to_table]]):gmatch("%S+") do
    NO_ARGUMENTS[name] = true
end

-- ---- enumeration -----------------------------------------------------------------------------

local CLASSES = { "Rng", "Roll", "Table", "Session", "Catalog", "Roster", "Models", "Trace", "Battle",
                  "MoraleCheck", "Base", "Report" }

local function enumerate()
    local names = {}
    for k, v in pairs(wargen) do
        if type(v) == "function" and not k:find("^_") then names[#names + 1] = "wargen." .. k end
    end
    for _, c in ipairs(CLASSES) do
        local cls = wargen[c]
        for k, v in pairs(cls) do
            if type(v) == "function" and not k:find("^_") then names[#names + 1] = c .. "." .. k end
        end
        local mt = getmetatable(cls)
        if mt and mt.__call then names[#names + 1] = c .. "()" end
        local inst = mt and mt[".instance"]
        for k in pairs(inst and inst[".fn"] or {}) do
            if not k:find("^_") then names[#names + 1] = c .. ":" .. k end
        end
    end
    table.sort(names)
    return names
end

function T.every_function_has_a_spec()
    local missing = {}
    for _, name in ipairs(enumerate()) do
        if not SPECS[name] and not NO_ARGUMENTS[name] then
            missing[#missing + 1] = name
        end
    end
    check.list_eq(missing, {}, "public functions with no spec in test_arguments.lua")
end

function T.every_spec_is_public()
    local public, stale = {}, {}
    for _, name in ipairs(enumerate()) do public[name] = true end
    for name in pairs(SPECS) do if not public[name] then stale[#stale + 1] = name end end
    for name in pairs(NO_ARGUMENTS) do if not public[name] then stale[#stale + 1] = name end end
    table.sort(stale)
    check.list_eq(stale, {}, "specs of no public function")
end

-- ---- calling ---------------------------------------------------------------------------------

local function call(spec, o, param, bad)
    local a = {}
    for _, p in ipairs(spec.params) do a[p[1]] = p[3] end
    if param then a[param] = bad end
    if type(a.catalog) == "string" then a.catalog = assert(wargen.Catalog.load(a.catalog)) end
    return spec.call(o, a)
end

local function names(t)
    local l = {}
    for k in pairs(t) do l[#l + 1] = k end
    table.sort(l)
    return l
end

function T.the_valid_calls_work()
    for _, name in ipairs(names(SPECS)) do
        local spec = SPECS[name]
        local results = pack(pcall(call, spec, spec.make and spec.make()))
        check.is_true(results[1], name .. ": " .. tostring(results[2]))
        check.is_true(results[2] ~= nil or results.n < 3, name .. " failed: " .. tostring(results[3]))
    end
end

-- The SWIG text in msg, or nil.
local function swig_text(msg)
    for _, pattern in ipairs(SWIG_TEXT) do
        if msg:find(pattern) then return pattern end
    end
end

-- The problems of one bad call, as text ("" when it is refused as it should be).
local function problems(name, param, bad)
    local spec = SPECS[name]
    local o = spec.make and spec.make()
    local before = state(o)
    local results = pack(pcall(call, spec, o, param, bad))
    local msg
    if not results[1] then
        msg = tostring(results[2])
    elseif results[2] == nil and type(results[3]) == "string" and type(results[4]) == "number" then
        msg = results[3]
    else
        return "accepted"
    end
    local out = {}
    local words = msg:lower():gsub("_", " ")
    if not (msg:find(param, 1, true) or words:find(param:gsub("_", " "), 1, true)) then
        out[#out + 1] = "does not name " .. param
    end
    if swig_text(msg) then out[#out + 1] = "shows " .. swig_text(msg) end
    if type(bad) == "number" and msg:find("out of range") then
        local ranged = false
        for _, pattern in ipairs(RANGE) do ranged = ranged or msg:find(pattern) ~= nil end
        if not ranged then out[#out + 1] = "states no range" end
    end
    if state(o) ~= before then out[#out + 1] = "changed the object" end
    return #out == 0 and "" or table.concat(out, ", ") .. ": " .. msg
end

-- Too few arguments (a method called with . and nothing: no self either)
-- and one too many raise without SWIG's text.
function T.a_wrong_number_of_arguments_shows_no_swig_text()
    local failures = {}
    for _, name in ipairs(enumerate()) do
        local c, sep, f = name:match("^(%w+)([.:])(.+)$")
        local fn = c and (c == "wargen" and wargen[f] or sep == "." and wargen[c][f]
                          or getmetatable(wargen[c])[".instance"][".fn"][f])
        local spec, extra = SPECS[name], {}
        for i = 1, (spec and #spec.params or 0) + (sep == ":" and 2 or 1) do extra[i] = 1 end
        for _, args in ipairs(fn and { {}, extra } or {}) do
            local ok, err = pcall(fn, (table.unpack or unpack)(args, 1, #args))
            local text = not ok and swig_text(tostring(err))
            if text then failures[#failures + 1] = name .. " with " .. #args .. ": " .. tostring(err) end
        end
    end
    check.list_eq(failures, {}, "errors with SWIG's text")
end

function T.every_bad_argument_is_refused_cleanly()
    local failures = {}
    for _, name in ipairs(names(SPECS)) do
        for _, p in ipairs(SPECS[name].params) do
            for _, bad in ipairs(KINDS[p[2]]) do
                local value = bad ~= NIL and bad or nil
                local problem = problems(name, p[1], value)
                if problem ~= "" then
                    failures[#failures + 1] = ("%s %s=%s: %s"):format(name, p[1],
                        type(value) == "table" and "{}" or tostring(value), problem)
                end
            end
        end
    end
    if #failures > 0 then error(#failures .. " bad arguments:\n  " .. table.concat(failures, "\n  "), 0) end
end

return T
