-- Shared data for the roster module tests (rules R1-R14); not a test file
-- (run.lua does not list it). The expected results of the shipped rosters
-- are read from data/rosters/README.md. Unit numbers here are as in the JSON (0-based);
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
--   {{code, rule, {units, 0-based}}, ...} in docs/FORMATS.md's order (R14)},
-- read from the two tables of data/rosters/README.md, as every layer's tests read them.
F.EXPECTED = {}
for line in io.lines(F.ROSTER_DIR .. "/README.md") do
    local name, points, size, list = line:match("^| `([%w-]+)%.json` | (%d+) %((%a+)%) | (.*) |$")
    if name then
        local violations = {}
        for code, rule, units in list:gmatch("`([%w-]+)` %((R%d+)%) %[([%d, ]*)%]") do
            local u = {}
            for n in units:gmatch("%d+") do u[#u + 1] = tonumber(n) end
            violations[#violations + 1] = { code, rule, u }
        end
        F.EXPECTED[name] = { tonumber(points), nil, size, nil, violations }
    end
    local row, cells = line:match("^| `([%w-]+)` | (.*) |$")
    if row and F.EXPECTED[row] then
        local categories = {}
        for n in cells:gmatch("(%d+) %(") do categories[#categories + 1] = tonumber(n) end
        F.EXPECTED[row][2] = tonumber(cells:match("(%d+) / %d+"))
        F.EXPECTED[row][4] = categories
    end
end

F.NAMES = {}
for name in pairs(F.EXPECTED) do F.NAMES[#F.NAMES + 1] = name end
table.sort(F.NAMES)

function F.plus1(list)
    local t = {}
    for i, v in ipairs(list) do t[i] = v + 1 end
    return t
end

-- docs/FORMATS.md's catalogue and roster, as tables shaped like the documents.
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

-- The example catalogue, loaded once for the tests of the hidden rosters,
-- and the views of a shipped hidden roster (data/rosters/hidden/NAME.json).
F.HIDDEN_DIR = F.ROSTER_DIR .. "/hidden/"
local example_book
function F.example_book(wargen)
    example_book = example_book or ok(wargen.Catalog.load(F.CATALOG_PATH))
    return example_book
end
function F.hidden_view(wargen, name)
    local roster = ok(wargen.Roster.load(F.example_book(wargen), F.HIDDEN_DIR .. name .. ".json"))
    return ok(wargen.View(roster))
end

-- docs/FORMATS.md's catalogue built in code (costs in points).
function F.build_formats_catalog(wargen)
    local book = ok(wargen.Catalog.new("example-kingdom", "Example Kingdom"))
    ok(book:add_unit{ id = "warlord", name = "Warlord", category = "lords", models = { min = 1, max = 1 },
                      cost = 180, can_be_general = true })
    ok(book:add_option("warlord", { id = "great-weapon", name = "Great weapon", cost = 10 }))
    ok(book:add_unit{ id = "spearmen", name = "Spearmen", category = "core",
                      models = { min = 10, max = 40 }, cost = 90, per_model = 8 })
    ok(book:add_option("spearmen", { id = "shields", name = "Shields", per_model = 0.5 }))
    ok(book:add_option("spearmen", { id = "champion", name = "Champion", cost = 10,
                                     champion = true }))
    ok(book:add_unit{ id = "chariot", name = "Chariot", category = "special", models = { min = 1, max = 1 },
                      cost = 85, moves_to = { "core" } })
    ok(book:add_unit{ id = "bolt-thrower", name = "Bolt thrower", category = "special",
                      models = { min = 1, max = 1 }, cost = 60, war_machine = true, max = 2 })
    ok(book:add_unit{ id = "dragon-prince", name = "Dragon prince", category = "lords",
                      models = { min = 1, max = 1 }, cost = 400, unique = true, can_be_general = true })
    ok(book:add_item{ id = "sword-of-might", name = "Sword of Might", cost = "50/35",
                      list = "common", mundane = "hand weapon" })
    ok(book:add_item{ id = "blue-banner", name = "Blue Banner", cost = 40, list = "army",
                      mundane = "banner", one_per_army = true })
    ok(book:add_item{ id = "rune-of-fury", name = "Rune of Fury", cost = 25, list = "item-like",
                      unique = true })
    return book
end

-- docs/FORMATS.md's roster built in code.
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
