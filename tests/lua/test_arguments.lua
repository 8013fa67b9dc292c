-- Every bad argument of every public function (issue 11, "Errors"), as
-- tests/python/test_arguments.py does for Python.
--
-- The API is enumerated: the functions of the wargen table, the classes'
-- constructors, their functions (Table.load, ...) and their objects'
-- methods. SPECS holds, for each, a valid call and the kind of each
-- parameter; a function without a spec (or listed in NO_ARGUMENTS) fails
-- every_function_has_a_spec. Each parameter then gets nil, a wrong type, a
-- negative, huge and fractional number as its kind allows. The call must
-- raise, or return nil, message, code (docs/LUA.md, "The module"), with a
-- message that names the parameter (and the range, for a number out of
-- range), shows no SWIG or C text, and the object must be as it was.
local wargen = require "wargen"
local check = require "check"
local G = require "gen_fixtures"
local M = require "test_morale_fixtures"
local R = require "test_roster_fixtures"
local MF = require "test_mod_fixtures"

local T = {}
local pack = table.pack or function(...) return { n = select("#", ...), ... } end  -- LuaJIT
local unpack = table.unpack or unpack

-- The one place a test builds a Roster from a document (argument order).
local function roster(catalog, source) return assert(wargen.Roster.load(catalog, source)) end

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
    str = { NIL, 5, 1.5, {}, "a\0b" },          -- a name, an id, a text (a NUL would cut it in C)
    ["str?"] = { 5, 1.5, {}, "a\0b" },
    path = { NIL, 5, 1.5, {}, "a\0b" },         -- a file's path
    ["path?"] = { 5, 1.5, {}, "a\0b" },
    data = { NIL, 5, 1.5, {} },                  -- a file's contents (any bytes)
    doc = { NIL, 5, 1.5, true },                 -- a path, JSON text or a table
    ["doc?"] = { 5, 1.5, true },
    map = { NIL, 5, "x" },                       -- a table of named values
    ["map?"] = { 5, "x" },
    seq = { NIL, 5, "x", { "a" } },              -- a sequence of numbers
    ["seq?"] = { 5, "x", { "a" } },
    ["int|name"] = kind({ NIL, -1e30 }, { 1.5, {} }, HUGE),  -- a number, or its name ("x": unknown)
    Rng = { NIL, 5, "x", {} },
    Catalog = { NIL, 5, true },
    Roster = { NIL, 5, true, {} },
    rosters = { NIL, 5, "x", true, { format = "wargen-roster/1" } },  -- a list of rosters
    View = { NIL, 5, true, {} },
    points = kind({ NIL, -1e30, 0.3 }, { "x", {} }, HUGE),  -- a cost: halves allowed
    ["fn?"] = { 5, "x", {} },                    -- a callback, or nil for none
}
local RANGE = { "%d+%)", "%d+ to ", "%d+%-%d+", "at least", "at most", "2%^%d+" }
local SWIG_TEXT = { "SWIG", "Error in", "args, got", "wgb?_%w", "_p_", "userdata",
                    "expected %d+%.%.%d+" }

-- ---- objects and their state -----------------------------------------------------------------

local function catalog() return assert(wargen.Catalog.load(R.CATALOG_PATH)) end
local function a_roster() return roster(catalog(), R.roster_path("valid-standard")) end
local function a_view()  -- twins-clashing: twins, a violation, hidden items; a plain item
    local r = roster(catalog(), R.roster_path("hidden/twins-clashing"))
    assert(r:add_item(1, "steel-shield"))
    return assert(wargen.View(r))
end
local EVENTS = R.roster_path("hidden/twins-labelled-reveal")
-- twins-labelled with its events fed: unit 8 carries two runes, one revealed.
local function a_reveal()
    local view = assert(wargen.View(roster(catalog(), R.roster_path("hidden/twins-labelled"))))
    local r = assert(wargen.Reveal(view))
    assert(r:apply(EVENTS))
    return r
end
local function models() return assert(wargen.Models.new(MF.EXAMPLE_PATH)) end
local function pool() return assert(wargen.Rng(42):pool(5)) end
local function table_() return assert(wargen.Table.load(G.DEFAULT_TABLE_PATH)) end
-- Two players on the uniform table (gen_fixtures): slot 1 a reinforceable
-- unit slot, slot 2 an endless spell; player 1 first.
local function new_session()
    return assert(wargen.Session{ table = G.uniform_doc(), seed = 7, players = 2,
                                  first_player = 1 })
end
local function session()  -- player 1's draw pending
    local s = new_session()
    assert(s:draw(1))
    return s
end
-- Battalion 1 a shooter in army 0 with a field hospital, 10 wounded;
-- battalion 2 in army 1, half lost (a check queued); a General on 1; a boat;
-- each battalion has an order (order_at has one to read).
local function battle()
    local b = wargen.Battle()
    assert(b:add_battalion{ name = "a", army = 0, warriors = 20, speed = 5, shooter = true,
                            base = { 0, 0, 4, 4 } })
    assert(b:add_battalion{ name = "b", army = 1, warriors = 20, speed = 5,
                            base = { 20, 0, 4, 4 } })
    assert(b:attach(1, "general", "G"))
    assert(b:add_boat(20, 6))
    assert(b:set_hospital(0, true))
    assert(b:damage(1, 10))
    assert(b:damage(2, 10))
    assert(b:give_order(1, "march"))
    assert(b:give_order(2, "march"))
    return b
end
local function loaded()
    local b = battle()
    assert(b:load(1, 2))
    return b
end
local function trace() return assert(models():explain("spearman", "Str")) end
-- The importer's fixtures; without the importer (wargen.bsdata_supported()
-- false) a valid call fails with ENOTSUP and no book can be made.
local BSDATA = R.SOURCE_ROOT .. "/tests/data/bsdata/"
local GST, CAT = BSDATA .. "system.gst", BSDATA .. "book.cat"
local ROS = BSDATA .. "valid-standard.ros"
local function book() return assert(wargen.BattleScribeBook.load(GST, CAT)) end
local function rng() return wargen.Rng(5) end
-- Blue's r (2 AP), Red's w (2 AP) and b (1 AP); objective "hill"; no action yet.
local function a_game()
    local g = wargen.Game("Blue", "Red")
    assert(g:add_unit(1, "r", 2, 5, 50))
    assert(g:add_unit(2, "w", 2, 5, 50))
    assert(g:add_unit(2, "b", 1, 5, 50))
    assert(g:add_objective("hill", "hold", 1))
    return g
end
local function a_started()  -- turn 1, Blue to act
    local g = a_game()
    assert(g:initiative(1))
    return g
end
local function a_turn()  -- turn 1, w waiting (with the effect "fire"), r active
    local g = a_game()
    assert(g:initiative(2))
    assert(g:activate("w"))
    assert(g:wait("w"))
    assert(g:add_effect("fire", "w"))
    assert(g:activate("r"))
    return g
end
local function a_response()  -- a_turn() after r's hostile action against b
    local g = a_turn()
    assert(g:spend("r", 1, "shoot", "b"))
    return g
end
local function replayed() return assert(wargen.replay(select(2, wargen.generate{ seed = 7 }))) end
local function fled() return (M.rally_scene(wargen)) end  -- battalion 2 fled
local function judged() return assert(wargen.morale_judge(3, { 1, 2, 3 }, 0)) end

-- What a failed call must leave as it was: the text of the object's state.
local function state(o)
    if o == nil then return "" end
    local parts = {}
    for _, m in ipairs({ "state", "to_json", "document", "log_json", "event_count" }) do
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
-- name = S(make (the object, or nil), {{parameter, kind, valid value}, ...}[, call(o, a)]):
-- a is the parameters' values by name; without call, they are passed in order (see call
-- below). Names as enumerated: wargen.f, Class(), Class.f, Class:m.

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
local GENERATE_OPTS = { "seed", "size", "limit", "players", "first_player", "reinforce" }
local DIST_OPTS = { "kind", "player", "type", "type2", "size", "limit", "players", "first_player",
                    "reinforce" }
local ITEM_JSON = '{"id": "c", "name": "C", "cost": "20/15"}'
local ENTRY_JSON = '{"id": "u", "name": "U", "category": "core", "models": {"min": 1, "max": 5}, '
                   .. '"cost": 10}'
local UNIT_JSON = '{"entry": "levy-spearmen", "models": 10}'
local SPECS = {
    ["wargen.status_str"] = S(nil, { { "status", "int", -1 } }),
    ["Rng()"] = S(nil, { { "seed", "u64", 42 } }),
    ["Rng:below"] = S(rng, { { "bound", "u64", 6 } }),
    ["Rng:pool"] = S(rng, { { "count", "count", 3 } }),
    ["Rng:roll"] = S(rng, { { "count", "count", 3 } }),
    ["Rng:dice"] = S(rng, { { "count", "count", 3 } }),
    ["Rng:seed"] = S(rng, { { "seed", "u64", 3 } }),
    ["Rng.stream"] = S(nil, { { "seed", "u64", 42 }, { "stream", "u64", 3 } }),
    ["Rng:set_state"] = S(rng, { { "state", "str", wargen.Rng(2):state() } }),
    ["Roll:count_at_least"] = S(pool, { { "target", "int", 4 } }),
    ["Roll:die"] = S(pool, { { "index", "count", 1 } }),
    ["Roll:reroll"] = S(pool, { { "index", "count", 1 } }),
    ["Roll:reroll_below"] = S(pool, { { "target", "int", 3 } }),
    ["Roll:rerolled"] = S(pool, { { "index", "count", 1 } }),
    ["Roll:to_json"] = S(pool, { { "seed", "u64", 42 }, { "index", "count", 1 } }),
    ["Table.load"] = S(nil, { { "source", "doc?", G.DEFAULT_TABLE_PATH } }),
    ["Table()"] = S(nil, { { "source", "doc", G.DEFAULT_TABLE_PATH } }),
    ["Table.check"] = S(nil, { { "source", "doc", G.DEFAULT_TABLE_PATH } }),
    ["Table:entry"] = S(table_, { { "roll", "int", 11 } }),
    ["Table:entry_at"] = S(table_, { { "index", "count", 1 } }),
    ["Session()"] = S(nil, { { "seed", "u64?", 3 }, { "size", "str?", "small" },
                      { "limit", "count?", 20 }, { "players", "int?", 2 },
                      { "first_player", "int?", 1 } },
                      function(_, a) return wargen.Session(opts(a, SESSION_OPTS)) end),
    ["Session.replay"] = S(nil, { { "log", "doc", select(2, wargen.generate{ seed = 3 }) },
                           { "table", "doc?", nil } }),
    ["Session:army"] = S(session, { { "player", "int", 1 } }),
    ["Session:commit"] = S(session, { { "player", "int", 1 } }),
    ["Session:draw"] = S(new_session, { { "player", "int", 1 } }),
    ["Session:draw_at"] = S(replayed, { { "index", "count", 1 } }),
    ["Session:endless_spell"] = S(session, { { "player", "int", 1 }, { "slot", "count", 2 },
                                  { "name", "str", "x" } }),
    ["Session:field"] = S(session, { { "player", "int", 1 }, { "slot", "count", 1 },
                          { "unit", "map?", nil } }),
    ["Session:out_of_units"] = S(new_session, { { "player", "int", 1 } }),
    ["Session:reinforce"] = S(session, { { "player", "int", 1 }, { "slot", "count", 1 },
                              { "level", "count", 1 } }),
    ["Session:run"] = S(session, { { "reinforce", "count", 0 } }),
    ["Session:substitute"] = S(session, { { "player", "int", 1 }, { "type", "str", "elite" },
                               { "level", "count", 0 } }),
    ["wargen.generate"] = S(nil, { { "seed", "u64?", 3 }, { "size", "str?", "small" },
                            { "limit", "count?", 20 }, { "players", "int?", 1 },
                            { "first_player", "int?", 1 },
                            { "reinforce", "count?", 0 } },
                            function(_, a) return wargen.generate(opts(a, GENERATE_OPTS)) end),
    ["wargen.armies"] = S(nil, { { "rng", "Rng", RNG }, { "size", "str?", "small" },
                          { "limit", "count?", 20 }, { "players", "int?", 1 },
                          { "first_player", "int?", 1 } },
                          function(_, a) return wargen.armies(a.rng, opts(a, GENERATE_OPTS)) end),
    ["wargen.replay"] = S(nil, { { "log", "doc", select(2, wargen.generate{ seed = 3 }) },
                          { "table", "doc?", nil } }),
    ["wargen.distribution"] = S(nil, { { "kind", "str?", "units" }, { "player", "int?", 1 },
                                { "type", "str?", nil }, { "type2", "str?", nil },
                                { "size", "str?", "small" }, { "limit", "count?", 20 },
                                { "players", "int?", 1 }, { "first_player", "int?", 1 },
                                { "reinforce", "count?", 0 } },
                                function(_, a) return wargen.distribution(opts(a, DIST_OPTS)) end),
    ["Distribution:at"] = S(function() return assert(wargen.distribution{}) end,
                            { { "index", "count", 1 } }),
    ["wargen.unit_types"] = S(nil, { { "unit", "map", { models = 5, wounds = 1 } } }),
    ["wargen.slot_fits"] = S(nil, { { "slot", "map", { type = "horde" } },
                             { "unit", "map", { models = 20, wounds = 1 } },
                             { "level", "int?", 0 } }),
    ["wargen.check_slot_fits"] = S(nil, { { "slot", "map", { type = "horde" } },
                                   { "unit", "map", { models = 20, wounds = 1 } },
                                   { "level", "int?", 0 } }),
    ["Catalog.load"] = S(nil, { { "source", "doc", BOOK } }),
    ["Catalog()"] = S(nil, { { "source", "doc", BOOK } }),
    ["Catalog.new"] = S(nil, { { "id", "str", "b" }, { "name", "str", "Book" } }),
    ["Catalog:add_item"] = S(catalog, { { "item", "map", { id = "c", name = "C",
                                                          cost = "20/15" } } }),
    ["Catalog:add_item_string"] = S(catalog, { { "json", "str", ITEM_JSON } }),
    ["Catalog:add_option"] = S(catalog, { { "unit_id", "str", "levy-spearmen" },
                               { "option", "map", { id = "o", name = "O", cost = 5 } } }),
    ["Catalog:add_option_string"] = S(catalog, { { "unit_id", "str", "levy-spearmen" },
                                      { "json", "str", '{"id": "o", "name": "O", "cost": 5}' } }),
    ["Catalog:add_unit"] = S(catalog, { { "unit", "map", {
        id = "u", name = "U", category = "core", models = { min = 1, max = 5 }, cost = 10 } } }),
    ["Catalog:add_unit_string"] = S(catalog, { { "json", "str", ENTRY_JSON } }),
    ["Catalog:item_at"] = S(catalog, { { "index", "count", 1 } }),
    ["Catalog:item"] = S(catalog, { { "id", "str", "biting-blade" } }),
    ["Catalog:option_at"] = S(catalog, { { "unit", "count", 1 }, { "index", "count", 1 } }),
    ["Catalog:option_count"] = S(catalog, { { "unit", "count", 1 } }),
    ["Catalog:unit"] = S(catalog, { { "id", "str", "levy-spearmen" } }),
    ["Catalog:unit_at"] = S(catalog, { { "index", "count", 1 } }),
    ["Roster.load"] = S(nil, { { "catalog", "Catalog", BOOK }, { "source", "doc", ROSTER } },
                        function(_, a) return roster(a.catalog, a.source) end),
    ["Roster()"] = S(nil, { { "catalog", "Catalog", BOOK }, { "source", "doc", ROSTER } },
                     function(_, a) return wargen.Roster(a.catalog, a.source) end),
    ["Roster.new"] = S(nil, { { "catalog", "Catalog", BOOK }, { "points", "count", 2000 } }),
    ["Roster:item_at"] = S(a_roster, { { "unit", "count", 1 }, { "index", "count", 1 } }),
    ["Roster:item_count"] = S(a_roster, { { "unit", "count", 1 } }),
    ["Roster:option_at"] = S(a_roster, { { "unit", "count", 1 }, { "index", "count", 1 } }),
    ["Roster:option_count"] = S(a_roster, { { "unit", "count", 1 } }),
    ["Roster:add_item"] = S(a_roster, { { "index", "count", 1 },
                            { "item_id", "str", "biting-blade" } }),
    ["Roster:add_option"] = S(a_roster, { { "index", "count", 1 },
                              { "option_id", "str", "shield" } }),
    ["Roster:add_unit"] = S(a_roster, { { "unit", "map", { entry = "levy-spearmen",
                                                          models = 10 } } }),
    ["Roster:add_unit_string"] = S(a_roster, { { "json", "str", UNIT_JSON } }),
    ["Roster:unit_at"] = S(a_roster, { { "index", "count", 1 } }),
    ["Roster:validate"] = S(a_roster, { { "catalog", "doc?", nil } }),
    ["wargen.validate"] = S(nil, { { "catalog", "Catalog", BOOK }, { "roster", "doc", ROSTER } }),
    ["wargen.validate_many"] = S(nil, { { "catalog", "Catalog", BOOK },
                                        { "rosters", "rosters", { ROSTER } } }),
    ["View()"] = S(nil, { { "roster", "Roster", a_roster() } }),
    ["View:unit_at"] = S(a_view, { { "index", "count", 8 } }),
    ["View:option_count"] = S(a_view, { { "unit", "count", 1 } }),
    ["View:option_at"] = S(a_view, { { "unit", "count", 1 }, { "index", "count", 1 } }),
    ["View:equipment_count"] = S(a_view, { { "unit", "count", 8 } }),
    ["View:equipment_at"] = S(a_view, { { "unit", "count", 8 }, { "index", "count", 1 } }),
    ["View:hidden_item_count"] = S(a_view, { { "unit", "count", 8 } }),
    ["View:hidden_item_at"] = S(a_view, { { "unit", "count", 8 }, { "index", "count", 2 } }),
    ["View:hidden_unit"] = S(a_view, { { "index", "count", 5 } }),
    ["View:violation_at"] = S(a_view, { { "index", "count", 1 } }),
    ["View:to_json"] = S(a_view, { { "kind", "str?", "hidden" } }),
    ["View:to_table"] = S(a_view, { { "kind", "str?", "hidden" } }),
    ["Reveal()"] = S(nil, { { "view", "View", a_view() } }),
    ["Reveal:use"] = S(a_reveal, { { "unit", "count", 8 }, { "item", "str", "rune-of-fury" },
                       { "use", "str", "charge" } }),
    ["Reveal:apply"] = S(a_reveal, { { "events", "doc", EVENTS } }),
    ["Reveal:revelation_at"] = S(a_reveal, { { "index", "count", 1 } }),
    ["Reveal:is_revealed"] = S(a_reveal, { { "unit", "count", 8 },
                               { "item", "str", "rune-of-fury" } }),
    ["Reveal:revealed"] = S(a_reveal, { { "unit", "count", 8 } }),
    ["Reveal:revealed_count"] = S(a_reveal, { { "unit", "count", 8 } }),
    ["Reveal:revealed_at"] = S(a_reveal, { { "unit", "count", 8 }, { "index", "count", 1 } }),
    ["wargen.use_when"] = S(nil, { { "use", "str", "charge" } }),
    ["wargen.game_format"] = S(nil, { { "points", "int|name", 2000 } }),
    ["wargen.share_format"] = S(nil, { { "points", "int", 500 }, { "limit", "int", 2000 } }),
    ["Models()"] = S(nil, { { "source", "doc?", MF.EXAMPLE_PATH } }),
    ["Models.new"] = S(nil, { { "source", "doc?", MF.EXAMPLE_PATH } }),
    ["Models.load"] = S(nil, { { "source", "doc?", MF.EXAMPLE_PATH } }),
    ["Models:add_characteristic"] = S(models, { { "model", "str", "general" },
                                      { "stat", "str", "X" }, { "base", "int", 3 },
                                      { "range", "seq?", { 0, 10 } } }),
    ["Models:add_model"] = S(models, { { "id", "str", "m" },
                             { "characteristics", "map?", { X = 1 } }, { "ranges", "map?", nil } }),
    ["Models:add_modifier"] = S(models, { { "model", "str", "general" },
                                { "modifier", "map", { stat = "Dis", op = "add", value = 1 } } }),
    ["Models:add_stat"] = S(models, { { "model", "str", "general" }, { "stat", "str", "X" },
                            { "base", "int", 3 }, { "min", "int", 0 }, { "max", "int", 10 } }),
    ["Models:change_modifier"] = S(models, { { "id", "count", MOD_ID },
                                   { "modifier", "map", { stat = "Dis", op = "add",
                                                          value = 2 } } }),
    ["Models:characteristics"] = S(models, { { "model", "str", "general" } }),
    ["Models:explain"] = S(models, { { "model", "str", "general" }, { "stat", "str", "Dis" } }),
    ["Models:has"] = S(models, { { "model", "str", "general" } }),
    ["Models:id_at"] = S(models, { { "index", "count", 1 } }),
    ["Models:modifier_count"] = S(models, { { "model", "str", "general" } }),
    ["Models:modifier_id"] = S(models, { { "model", "str", "general" }, { "index", "count", 1 } }),
    ["Models:modifiers"] = S(models, { { "model", "str", "general" } }),
    ["Models:remove_modifier"] = S(models, { { "id", "count", MOD_ID } }),
    ["Models:set_base"] = S(models, { { "model", "str", "general" }, { "stat", "str", "Dis" },
                            { "base", "int", 5 } }),
    ["Models:stat_at"] = S(models, { { "model", "str", "general" }, { "index", "count", 1 } }),
    ["Models:stat_count"] = S(models, { { "model", "str", "general" } }),
    ["Models:value"] = S(models, { { "model", "str", "general" }, { "stat", "str", "Dis" } }),
    ["Trace:step"] = S(trace, { { "index", "count", 1 } }),
    ["Trace.load"] = S(nil, { { "source", "doc", assert(trace():document()) } }),
    ["wargen.evaluate"] = S(nil, { { "doc", "doc", MF.EXAMPLE_PATH } }),
    ["wargen.morale_odds"] = S(nil, { { "modifier", "int", 0 } }),
    ["wargen.morale_odds_counts"] = S(nil, { { "modifier", "int", 0 } }),
    ["wargen.morale_odds_dict"] = S(nil, { { "modifier", "int", 0 } }),
    ["wargen.morale_check"] = S(nil, { { "rng", "Rng", RNG }, { "modifier", "int", 0 } }),
    ["wargen.morale_checks"] = S(nil, { { "rng", "Rng", RNG }, { "count", "count", 3 },
                                 { "modifier", "int", 0 } }),
    ["wargen.morale_judge"] = S(nil, { { "opponent", "int", 3 }, { "dice", "seq", { 1, 2, 3 } },
                                { "modifier", "int", 0 } }),
    ["wargen.morale_simulate"] = S(nil, { { "rng", "Rng", RNG }, { "modifier", "int", 0 },
                                   { "checks", "u64", 10 } }),
    ["Game()"] = S(nil, { { "player1", "str?", "Blue" }, { "player2", "str?", nil } }),
    ["Game.play"] = S(nil, { { "source", "doc", a_turn():log_json() } }),
    ["Game.restore"] = S(nil, { { "json", "str", a_turn():save() } }),
    ["Game:add_unit"] = S(a_game, { { "player", "int", 1 }, { "id", "str", "x" },
                          { "ap", "int", 1 }, { "models", "int", 1 },
                          { "cost", "points", 12.5 }, { "name", "str?", nil } }),
    ["Game:add_roster"] = S(a_game, { { "player", "int", 1 }, { "roster", "Roster", a_roster() },
                            { "ap", "int", 1 } }),
    ["Game:add_objective"] = S(a_game, { { "id", "str", "x" }, { "kind", "int|name", "destroy" },
                               { "points", "int", 1 }, { "unit", "str?", "r" } }),
    ["Game:initiative"] = S(a_game, { { "player", "int", 1 } }),
    ["Game:activate"] = S(a_started, { { "unit", "str", "r" } }),
    ["Game:spend"] = S(a_turn, { { "unit", "str", "r" }, { "ap", "int", 1 },
                       { "action", "int|name", "shoot" }, { "target", "str?", "b" } }),
    ["Game:wait"] = S(a_turn, { { "unit", "str", "r" } }),
    ["Game:respond"] = S(a_response, { { "unit", "str", "w" }, { "to", "str", "r" } }),
    ["Game:end_activation"] = S(a_turn, { { "unit", "str", "r" } }),
    ["Game:kill"] = S(a_turn, { { "unit", "str", "b" }, { "models", "int", 1 } }),
    ["Game:panic"] = S(a_turn, { { "unit", "str", "b" } }),
    ["Game:rally"] = S(a_turn, { { "unit", "str", "b" } }),
    ["Game:add_effect"] = S(a_turn, { { "id", "str", "smoke" }, { "unit", "str", "r" } }),
    ["Game:end_effect"] = S(a_turn, { { "id", "str", "fire" } }),
    ["Game:score_objective"] = S(a_turn, { { "objective", "str", "hill" },
                                 { "player", "int", 1 } }),
    ["Game:unit"] = S(a_game, { { "id", "str", "r" } }),
    ["Game:player_name"] = S(a_game, { { "player", "int", 1 } }),
    ["Game:on_event"] = S(a_game, { { "fn", "fn?", print } }),
    ["Game:on_effect"] = S(a_game, { { "fn", "fn?", print } }),
    ["Game:on_before"] = S(a_game, { { "fn", "fn?", print } }),
    ["Game:view"] = S(a_game, { { "player", "int", 1 } }),
    ["Battle:add_battalion"] = S(battle, { { "battalion", "map", {
        name = "c", army = 1, warriors = 10, speed = 4, base = { 40, 0, 4, 4 } } } }),
    ["Battle:add_boat"] = S(battle, { { "capacity", "count", 10 }, { "speed", "count", 5 } }),
    ["Battle:add_terrain"] = S(battle, { { "points", "seq",
                                           { { 50, 50 }, { 60, 50 }, { 55, 60 } } } }),
    ["Battle:attach"] = S(battle, { { "battalion", "count", 2 }, { "kind", "str", "hero" },
                          { "name", "str", "H" } }),
    ["Battle:attack_wounded"] = S(battle, { { "battalion", "count", 1 },
                                  { "damage", "count", 1 } }),
    ["Battle:battalion"] = S(battle, { { "battalion", "count", 1 } }),
    ["Battle:boat_cargo"] = S(loaded, { { "boat", "count", 1 } }),
    ["Battle:character"] = S(battle, { { "index", "count", 1 } }),
    ["Battle:check"] = S(battle, { { "battalion", "count", 1 }, { "rng", "Rng", RNG },
                         { "extra", "int", 0 } }),
    ["Battle:check_judge"] = S(battle, { { "battalion", "count", 1 }, { "opponent", "int", 3 },
                               { "dice", "seq", { 1, 2, 3 } }, { "extra", "int", 0 } }),
    ["Battle:command_points"] = S(battle, { { "army", "int", 0 } }),
    ["Battle:damage"] = S(battle, { { "battalion", "count", 2 }, { "damage", "count", 1 } }),
    ["Battle:give_order"] = S(battle, { { "battalion", "count", 2 }, { "order", "str", "march" } }),
    ["Battle:hospital"] = S(battle, { { "army", "int", 0 } }),
    ["Battle:kill_character"] = S(battle, { { "character", "count", 1 } }),
    ["Battle:ladder_speed"] = S(battle, { { "battalion", "count", 1 } }),
    ["Battle:load"] = S(battle, { { "boat", "count", 1 }, { "battalion", "count", 2 } }),
    ["Battle:morale_modifier"] = S(battle, { { "battalion", "count", 1 } }),
    ["Battle:order_at"] = S(battle, { { "battalion", "count", 1 }, { "index", "count", 1 } }),
    ["Battle:order_count"] = S(battle, { { "battalion", "count", 1 } }),
    ["Battle:orders"] = S(battle, { { "battalion", "count", 1 } }),
    ["Battle:pending_at"] = S(battle, { { "index", "count", 1 } }),
    ["Battle:rally"] = S(fled, { { "battalion", "count", 2 }, { "base", "seq", M.beside() } }),
    ["Battle:retreat"] = S(battle, { { "battalion", "count", 1 } }),
    ["Battle:roll_shooting_orders"] = S(battle, { { "army", "int", 0 }, { "rng", "Rng", RNG } }),
    ["Battle:set_command_points"] = S(battle, { { "army", "int", 0 }, { "points", "count", 2 } }),
    ["Battle:set_hospital"] = S(battle, { { "army", "int", 0 } },
                                function(o, a) return o:set_hospital(a.army, true) end),
    ["Battle:set_shooting_orders"] = S(battle, { { "army", "int", 0 }, { "dice", "seq", { 3 } } }),
    ["Battle:shooting_orders"] = S(battle, { { "army", "int", 0 } }),
    ["Battle:speed"] = S(battle, { { "battalion", "count", 1 } }),
    ["Battle:unload"] = S(loaded, { { "boat", "count", 1 } }),
    ["BattleScribeBook.load"] = S(nil, { { "system_path", "path?", GST },
                                         { "book_path", "path", CAT } }),
    ["BattleScribeBook()"] = S(nil, { { "system_path", "path?", GST },
                                      { "book_path", "path", CAT } }),
    ["BattleScribeBook.from_strings"] = S(nil, { { "system_xml", "data", check.read(GST) },
                                                 { "book_xml", "data", check.read(CAT) } }),
    ["BattleScribeBook:import_roster"] = S(book, { { "path", "path", ROS } }),
    ["BattleScribeBook:import_roster_string"] = S(book, { { "data", "data", check.read(ROS) },
                                                          { "name", "str?", "r" } }),
    ["BattleScribeBook:load_roster"] = S(book, { { "path", "path", ROS } }),
    ["BattleScribeBook:load_roster_string"] = S(book, { { "data", "data", check.read(ROS) },
                                                        { "name", "str?", "r" } }),
}
local NO_IMPORTER = not wargen.bsdata_supported()
for name, spec in pairs(SPECS) do spec.bsdata = name:find("^BattleScribeBook") ~= nil end

-- Functions that take no argument (but self): nothing to substitute.
local NO_ARGUMENTS = {}
for name in ([[wargen.version Rng:copy Rng:d6 Rng:d66 Rng:jump Rng:long_jump Rng:next Rng:state
    Roll:count Roll:dice
    Roll:sum Table.default Table:entries Table:rolls Table:entry_count Table:to_json Table:to_table Session:cards
    Session:draw_count Session:draws Session:finished Session:first_player Session:limit
    Session:log_json Session:log_table Session:mode Session:pending Session:per_player_decks
    Session:players Session:seed Session:to_json Session:to_table Session:turn
    Catalog:item_count Catalog:items Catalog:to_json Catalog:to_table Catalog:unit_count
    Catalog:units Roster:to_json Roster:to_table Roster:unit_count Roster:units
    Models:document Models:evaluate Models:evaluations Models:ids Models:model_count
    Models:to_json Models:to_table Models:to_text Trace:step_count Trace:to_json
    Trace:to_table Trace:to_text Trace:document Battle() Battle:battalion_count Battle:battalions
    Battle:boat_count Battle:character_count Battle:characters Battle:next_turn
    Battle:pending Battle:pending_count Battle:terrain_count Battle:turn MoraleCheck()
    Base() Report.codes Report.to_json Report.to_table View:unit_count View:units
    View:hidden_count View:hidden View:twins View:valid View:violation_count View:violations
    View:violations_to_json View:violations_to_table Reveal:event_count Reveal:revelation_count
    Reveal:revelations Reveal:to_json Reveal:to_table Game:end_turn Game:end_game
    Game:refusal Game:turn Game:step Game:to_act Game:in_turn Game:over Game:winner
    Game:is_scenario Game:units Game:effects Game:objectives Game:score Game:to_json
    Game:to_table Game:log_json Game:log_table Game:save wargen.bsdata_supported
    Distribution:count Distribution:outcomes Distribution:odds Distribution:to_json
    Distribution:to_table]]):gmatch("%S+") do
    NO_ARGUMENTS[name] = true
end

-- ---- enumeration -----------------------------------------------------------------------------

local CLASSES = { "Rng", "Roll", "Table", "Session", "Catalog", "Roster", "Models", "Trace",
                  "Battle",
                  "MoraleCheck", "Base", "Report", "View", "Reveal", "Game", "BattleScribeBook",
                  "Distribution" }

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

-- Call name with the spec's valid values, param replaced by bad: by the
-- spec's call(o, a), or else with the values in order (o:m(...), wargen.f(...),
-- wargen.Class.f(...), wargen.Class(...)).
local function call(name, o, param, bad)
    local spec, a, args = SPECS[name], {}, {}
    for _, p in ipairs(spec.params) do a[p[1]] = p[3] end
    if param then a[param] = bad end
    if type(a.catalog) == "string" then a.catalog = assert(wargen.Catalog.load(a.catalog)) end
    if spec.call then return spec.call(o, a) end
    for i, p in ipairs(spec.params) do args[i] = a[p[1]] end
    local c, sep, f = name:match("^(%w+)([.:(])([%w_]*)")
    local n = #spec.params
    if sep == ":" then return o[f](o, unpack(args, 1, n)) end
    local fn = sep == "(" and wargen[c] or c == "wargen" and wargen[f] or wargen[c][f]
    return fn(unpack(args, 1, n))
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
        if spec.bsdata and NO_IMPORTER then
            if not spec.make then check.fails_with(wargen.ENOTSUP, call(name)) end
        else
            local results = pack(pcall(call, name, spec.make and spec.make()))
            check.is_true(results[1], name .. ": " .. tostring(results[2]))
            check.is_true(results[2] ~= nil or results.n < 3,
                          name .. " failed: " .. tostring(results[3]))
        end
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
    local results = pack(pcall(call, name, o, param, bad))
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
    if not results[1] and not msg:find("^[^:]*test_arguments%.lua:%d+: ") then
        out[#out + 1] = "is not raised at the caller's line"
    end
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
            local ok, err = pcall(fn, unpack(args, 1, #args))
            local text = not ok and swig_text(tostring(err))
            if text then
                failures[#failures + 1] = name .. " with " .. #args .. ": " .. tostring(err)
            end
        end
    end
    check.list_eq(failures, {}, "errors with SWIG's text")
end

function T.every_bad_argument_is_refused_cleanly()
    local failures = {}
    for _, name in ipairs(names(SPECS)) do
        local skip = SPECS[name].bsdata and NO_IMPORTER and SPECS[name].make
        for _, p in ipairs(skip and {} or SPECS[name].params) do
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
    if #failures > 0 then
        error(#failures .. " bad arguments:\n  " .. table.concat(failures, "\n  "), 0)
    end
end

-- Indexes past the end: the accessors that answer them with the library's
-- "nothing" (NULL, 0, false) raise first, as for index 0, against the size
-- the C library reports (WGB_INDEXED in bindings/wargen.i), counting from 1.
-- name = {parameter = that size, from the object}; Battle:order_at's index
-- counts the orders of battalion 1, its valid value.
local function battalions(b) return b:battalion_count() end
local PAST_THE_END = {
    ["Battle:order_at"] = { battalion = battalions,
                            index = function(b) return b:order_count(1) end },
    ["Battle:order_count"] = { battalion = battalions },
    ["Catalog:item_at"] = { index = function(c) return c:item_count() end },
    ["Catalog:unit_at"] = { index = function(c) return c:unit_count() end },
    ["Catalog:option_count"] = { unit = function(c) return c:unit_count() end },
    ["Catalog:option_at"] = { index = function(c) return c:option_count(1) end },
    ["Roster:option_count"] = { unit = function(r) return r:unit_count() end },
    ["Roster:option_at"] = { index = function(r) return r:option_count(1) end },
    ["Roster:item_count"] = { unit = function(r) return r:unit_count() end },
    ["Roster:item_at"] = { index = function(r) return r:item_count(1) end },
    ["Roster:unit_at"] = { index = function(r) return r:unit_count() end },
    ["Models:id_at"] = { index = function(m) return m:model_count() end },
    ["Models:modifier_id"] = { index = function(m) return m:modifier_count("general") end },
    ["Models:stat_at"] = { index = function(m) return m:stat_count("general") end },
    ["Roll:die"] = { index = function(p) return p:count() end },
    ["Roll:rerolled"] = { index = function(p) return p:count() end },
    ["Table:entry_at"] = { index = function() return wargen.TABLE_ENTRIES end },
    ["Trace:step"] = { index = function(t) return t:step_count() end },
    ["View:unit_at"] = { index = function(v) return v:unit_count() end },
    ["View:option_count"] = { unit = function(v) return v:unit_count() end },
    ["View:option_at"] = { index = function(v) return #v:unit_at(1).options end },
    ["View:equipment_count"] = { unit = function(v) return v:unit_count() end },
    ["View:hidden_item_count"] = { unit = function(v) return v:unit_count() end },
    ["View:equipment_at"] = { index = function(v) return #v:unit_at(8).equipment end },
    ["View:hidden_item_at"] = { index = function(v) return #v:hidden()[5].items end },
    ["View:hidden_unit"] = { index = function(v) return v:hidden_count() end },
    ["View:violation_at"] = { index = function(v) return v:violation_count() end },
    ["Reveal:revelation_at"] = { index = function(r) return r:revelation_count() end },
    ["Reveal:is_revealed"] = { unit = function(r) return r.view:unit_count() end },
    ["Reveal:revealed"] = { unit = function(r) return r.view:unit_count() end },
    ["Reveal:revealed_count"] = { unit = function(r) return r.view:unit_count() end },
    ["Reveal:revealed_at"] = { index = function(r) return r:revealed_count(8) end },
}

-- The problems of the accessor name's parameter param past the end, as text.
local function past_the_end(name, param)
    local o = SPECS[name].make()
    local size = PAST_THE_END[name][param](o)
    local before, out = state(o), {}
    for _, index in ipairs({ size + 1, 2 ^ 40 }) do
        local ok, err = pcall(call, name, o, param, index)
        local want = ("%s %d is out of range (1 to %d)"):format(param, index, size)
        if ok or not tostring(err):find(want, 1, true) then
            out[#out + 1] = ("%s=%d: %s, not %s"):format(param, index, tostring(err), want)
        end
    end
    local ok, err = pcall(call, name, o, param, size)
    if not ok then out[#out + 1] = ("the last one, %s=%d: %s"):format(param, size, err) end
    if state(o) ~= before then out[#out + 1] = "changed the object" end
    return out
end

function T.an_index_past_the_end_raises()
    local failures = {}
    for _, name in ipairs(names(PAST_THE_END)) do
        for _, param in ipairs(names(PAST_THE_END[name])) do
            for _, problem in ipairs(past_the_end(name, param)) do
                failures[#failures + 1] = name .. " " .. problem
            end
        end
    end
    check.list_eq(failures, {}, "indexes past the end")
end

function T.an_index_into_an_empty_list_says_there_is_none()
    local b = wargen.Battle()
    assert(b:add_battalion{ name = "a", army = 0, warriors = 20, speed = 5, base = { 0, 0, 4, 4 } })
    local none = "index 1 is out of range (there are none)"
    check.contains(check.raises(b.order_at, b, 1, 1), none)
    local c = assert(wargen.Catalog.new("b", "Book"))
    check.contains(check.raises(c.unit_at, c, 1), none)
end

return T
