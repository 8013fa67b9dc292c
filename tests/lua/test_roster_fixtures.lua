-- Shared data for the roster module tests (rules R1-R14); not a test file
-- (run.lua does not list it). The expected results of the shipped rosters
-- are those of data/rosters/README.md; tests/python/test_roster_fixtures.py
-- holds the same values. Unit numbers here are as in the JSON (0-based);
-- F.plus1 gives the 1-based indexes of the Lua API.
local F = {}

F.SOURCE_ROOT = os.getenv("WARGEN_SOURCE_ROOT") or "../.."
F.CATALOG_PATH = F.SOURCE_ROOT .. "/data/catalogs/example-kingdom.json"
F.ROSTER_DIR = F.SOURCE_ROOT .. "/data/rosters"
F.CATEGORY_KEYS = { "lords", "heroes", "core", "special", "rare", "characters" }

function F.roster_path(name)
    return F.ROSTER_DIR .. "/" .. name .. ".json"
end

-- name = {points limit, total, size class,
--   {points of lords, heroes, core, special, rare, characters} (R6, R7),
--   {{code, rule, {units, 0-based}}, ...} in FORMATS.md's order (R14)}
F.EXPECTED = {
    ["valid-warband"] = { 1000, 1000, "warband", { 0, 259, 348, 283, 110, 259 }, {} },
    ["valid-standard"] = { 2000, 1995, "standard", { 289, 324, 500, 522, 360, 613 }, {} },
    ["valid-grand"] = { 4000, 3994, "grand", { 985, 373, 1175, 621, 840, 1358 }, {} },
    ["invalid-characters-maximum"] = { 2000, 1991, "standard", { 574, 427, 500, 130, 360, 1001 },
                                       { { "characters-maximum", "R6", {} } } },
    ["invalid-core-minimum"] = { 2000, 1994, "standard", { 289, 324, 499, 522, 360, 613 },
                                 { { "core-minimum", "R6", {} } } },
    ["invalid-duplicates"] = { 2000, 1985, "standard", { 289, 324, 720, 402, 250, 613 },
                               { { "duplicates", "R6", { 4, 5, 6, 7, 8 } } } },
    ["invalid-general-not-allowed"] = { 2000, 1995, "standard", { 289, 324, 500, 522, 360, 613 },
                                        { { "general-not-allowed", "R9", { 2 } } } },
    ["invalid-heroes-maximum"] = { 2000, 1999, "standard", { 0, 1027, 500, 472, 0, 1027 },
                                   { { "heroes-maximum", "R6", {} },
                                     { "characters-maximum", "R6", {} } } },
    ["invalid-invalid-move"] = { 2000, 1988, "standard", { 289, 324, 504, 511, 360, 613 },
                                 { { "invalid-move", "R7", { 6 } } } },
    ["invalid-lords-maximum"] = { 2000, 1984, "standard", { 701, 125, 500, 408, 250, 826 },
                                  { { "lords-maximum", "R6", {} } } },
    ["invalid-max-choice"] = { 2000, 1990, "standard", { 289, 324, 500, 517, 360, 613 },
                               { { "max-choice", "R11", { 9, 10, 11 } } } },
    ["invalid-model-count"] = { 2000, 1986, "standard", { 289, 324, 584, 429, 360, 613 },
                                { { "model-count", "R3", { 6 } } } },
    ["invalid-multiple-generals"] = { 2000, 1991, "standard", { 289, 344, 500, 498, 360, 633 },
                                      { { "multiple-generals", "R9", { 0, 3 } } } },
    ["invalid-no-general"] = { 2000, 1995, "standard", { 289, 324, 500, 522, 360, 613 },
                               { { "no-general", "R9", {} } } },
    ["invalid-one-per-army"] = { 2000, 1995, "standard", { 289, 324, 525, 497, 360, 613 },
                                 { { "one-per-army", "R10", { 1, 5 } } } },
    ["invalid-over-limit"] = { 2000, 2001, "standard", { 289, 330, 500, 522, 360, 619 },
                               { { "over-limit", "R5", {} } } },
    ["invalid-rare-maximum"] = { 2000, 1988, "standard", { 289, 324, 500, 374, 501, 613 },
                                 { { "rare-maximum", "R6", {} } } },
    ["invalid-too-few-units"] = { 2000, 1986, "standard", { 646, 271, 704, 210, 155, 917 },
                                  { { "too-few-units", "R8", {} } } },
    ["invalid-under-limit"] = { 2000, 1979, "standard", { 285, 324, 500, 510, 360, 609 },
                                { { "under-limit", "R5", {} } } },
    ["invalid-unique"] = { 2000, 1989, "standard", { 289, 324, 500, 522, 354, 613 },
                           { { "unique", "R10", { 10, 11 } } } },
}

F.NAMES = {}
for name in pairs(F.EXPECTED) do F.NAMES[#F.NAMES + 1] = name end
table.sort(F.NAMES)

function F.plus1(list)
    local t = {}
    for i, v in ipairs(list) do t[i] = v + 1 end
    return t
end

-- FORMATS.md's catalogue and roster, as tables shaped like the documents.
function F.formats_catalog()
    return {
        format = "wargen-catalog/1", id = "example-kingdom", name = "Example Kingdom",
        units = {
            { id = "warlord", name = "Warlord", category = "lords", can_be_general = true,
              models = { min = 1, max = 1 }, cost = 180,
              options = { { id = "great-weapon", name = "Great weapon", cost = 10 } } },
            { id = "spearmen", name = "Spearmen", category = "core",
              models = { min = 10, max = 40 }, cost = 90, per_model = 8,
              options = { { id = "shields", name = "Shields", per_model = 0.5 },
                          { id = "champion", name = "Champion", cost = 10, champion = true } } },
            { id = "chariot", name = "Chariot", category = "special", moves_to = { "core" },
              models = { min = 1, max = 1 }, cost = 85 },
            { id = "bolt-thrower", name = "Bolt thrower", category = "special",
              war_machine = true, max = 2, models = { min = 1, max = 1 }, cost = 60 },
            { id = "dragon-prince", name = "Dragon prince", category = "lords", unique = true,
              can_be_general = true, models = { min = 1, max = 1 }, cost = 400 },
        },
        items = {
            { id = "sword-of-might", name = "Sword of Might", cost = "50/35", list = "common",
              mundane = "hand weapon" },
            { id = "blue-banner", name = "Blue Banner", cost = 40, list = "army",
              mundane = "banner", one_per_army = true },
            { id = "rune-of-fury", name = "Rune of Fury", cost = 25, list = "item-like",
              unique = true },
        },
    }
end

function F.formats_roster()
    return {
        format = "wargen-roster/1", catalog = "example-kingdom", points = 2000,
        units = {
            { entry = "warlord", models = 1, general = true, options = { "great-weapon" },
              items = { "sword-of-might" } },
            { entry = "spearmen", models = 20, options = { "shields", "champion" },
              items = { "blue-banner" }, label = "blue banner" },
            { entry = "chariot", models = 1, category = "core" },
        },
    }
end

-- Its report, worked by hand (R3, R4, R7): warlord 180 + 10 + 50 (Lord
-- price) = 240; spearmen 90 + 10 x 8 + 20 x 0.5 + 10 + 40 = 230; the chariot
-- 85, counted in Core. It breaks R5, R6 (Core 315 < 500) and R8.
F.FORMATS_UNITS = { { "warlord", "lords", 240 }, { "spearmen", "core", 230 },
                    { "chariot", "core", 85 } }
F.FORMATS_TOTAL = 555
F.FORMATS_CODES = { "under-limit", "core-minimum", "too-few-units" }

local function ok(...)
    local v, msg = ...
    if v == nil then error("unexpected failure: " .. tostring(msg), 3) end
    return v
end
F.ok = ok

-- FORMATS.md's catalogue built in code (costs in points).
function F.build_formats_catalog(wargen)
    local book = ok(wargen.Catalog.new("example-kingdom", "Example Kingdom"))
    ok(book:add_unit{ id = "warlord", name = "Warlord", category = "lords", models = { 1, 1 },
                      cost = 180, can_be_general = true })
    ok(book:add_option("warlord", { id = "great-weapon", name = "Great weapon", cost = 10 }))
    ok(book:add_unit{ id = "spearmen", name = "Spearmen", category = "core",
                      models = { min = 10, max = 40 }, cost = 90, per_model = 8 })
    ok(book:add_option("spearmen", { id = "shields", name = "Shields", per_model = 0.5 }))
    ok(book:add_option("spearmen", { id = "champion", name = "Champion", cost = 10,
                                     champion = true }))
    ok(book:add_unit{ id = "chariot", name = "Chariot", category = "special", models = { 1, 1 },
                      cost = 85, moves_to = { "core" } })
    ok(book:add_unit{ id = "bolt-thrower", name = "Bolt thrower", category = "special",
                      models = { 1, 1 }, cost = 60, war_machine = true, max = 2 })
    ok(book:add_unit{ id = "dragon-prince", name = "Dragon prince", category = "lords",
                      models = { 1, 1 }, cost = 400, unique = true, can_be_general = true })
    ok(book:add_item{ id = "sword-of-might", name = "Sword of Might", cost = { 50, 35 },
                      list = "common", mundane = "hand weapon" })
    ok(book:add_item{ id = "blue-banner", name = "Blue Banner", cost = 40, list = "army",
                      mundane = "banner", one_per_army = true })
    ok(book:add_item{ id = "rune-of-fury", name = "Rune of Fury", cost = 25, list = "item-like",
                      unique = true })
    return book
end

-- FORMATS.md's roster built in code.
function F.build_formats_roster(wargen, book)
    local roster = ok(wargen.Roster.new(book, 2000))
    assert(ok(roster:add_unit{ entry = "warlord", models = 1, general = true,
                               options = { "great-weapon" }, items = { "sword-of-might" } }) == 1)
    assert(ok(roster:add_unit{ entry = "spearmen", models = 20, options = { "shields", "champion" },
                               items = { "blue-banner" }, label = "blue banner" }) == 2)
    assert(ok(roster:add_unit{ entry = "chariot", models = 1, category = "core" }) == 3)
    return roster
end

-- A report's fields as plain data, with the violations' units 0-based as in
-- the JSON (for comparing with the document and with Python).
function F.fields(report)
    local violations = {}
    for i, v in ipairs(report.violations) do
        local units = {}
        for k, u in ipairs(v.units) do units[k] = u - 1 end
        violations[i] = { code = v.code, rule = v.rule, units = units, message = v.message }
    end
    return { valid = report.valid, points = report.points, total = report.total,
             size = report.size, categories = report.categories, units = report.units,
             violations = violations }
end

return F
