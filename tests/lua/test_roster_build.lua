-- Catalogues and rosters built in code: the same reports as the documents
-- loaded from JSON; costs in points, multiples of 0.5 (R3); split prices
-- (R4); failures as nil, message, code; indexes from 1.
local wargen = require "wargen"
local check = require "check"
local json = require "json"  -- test-only decoder
local F = require "test_roster_fixtures"

local T = {}

local read = check.read

function T.formats_example_built_in_code_equals_loaded()
    local built = F.ok(F.build_formats_roster(wargen, F.build_formats_catalog(wargen)):validate())
    local loaded = F.ok(wargen.validate(F.formats_catalog(), F.formats_roster()))
    check.eq(built:to_json(), loaded:to_json())
    check.same(F.fields(built), F.fields(loaded))
end

function T.formats_example_report()
    local rep = F.ok(F.build_formats_roster(wargen, F.build_formats_catalog(wargen)):validate())
    -- R3, R4: warlord 180 + 10 + 50 (Lord price); spearmen 90 + 10 x 8 + 20 x 0.5 + 10 + 40;
    -- R7: the chariot moved to Core counts there
    for i, u in ipairs(F.FORMATS_UNITS) do
        check.same(rep.units[i], { entry = u[1], category = u[2], points = u[3] }, "unit " .. i)
    end
    check.eq(rep.total, F.FORMATS_TOTAL)
    check.list_eq(rep:codes(), F.FORMATS_CODES)
    check.eq(rep.categories.core.points, 315)
    check.is_true(math.abs(rep.categories.core.percent - 15.75) <= 0.05 + 1e-9, "Core 15.75%")
end

function T.shipped_rosters_built_in_code()
    local book = F.ok(wargen.Catalog.load(F.CATALOG_PATH))
    for _, name in ipairs(F.NAMES) do
        local doc = json.decode(read(F.roster_path(name)))
        local r = F.ok(wargen.Roster.new(book, doc.points))
        for i, u in ipairs(doc.units) do
            check.eq(F.ok(r:add_unit(u)), i, name .. " index")
        end
        check.eq(r:unit_count(), #doc.units)
        local built = F.ok(r:validate())
        check.eq(built:to_json(), F.ok(wargen.validate(book, doc)):to_json(), name)
        check.eq(built.total, F.EXPECTED[name][2], name .. " total")
    end
end

function T.options_and_items_one_at_a_time()
    local book = F.build_formats_catalog(wargen)
    local r = F.ok(wargen.Roster.new(book, 2000))
    local i = F.ok(r:add_unit{ entry = "spearmen", models = 20, label = "blue banner" })
    check.eq(i, 1)
    check.eq(r:add_option(i, "shields"), true)
    check.eq(r:add_option(i, "champion"), true)
    check.eq(r:add_item(i, "blue-banner"), true)
    local j = F.ok(r:add_unit{ entry = "warlord", models = 1, general = true })
    check.eq(j, 2)
    F.ok(r:add_option(j, "great-weapon"))
    F.ok(r:add_item(j, "sword-of-might"))
    F.ok(r:add_unit{ entry = "chariot", models = 1, category = "core" })
    local rep = F.ok(r:validate())
    check.list_eq({ rep.units[1].points, rep.units[2].points, rep.units[3].points },
                  { 230, 240, 85 })
end

function T.split_price_and_half_points()
    -- R4: "A/B" is A for a Lord, B for a Hero or a unit champion; R3: each
    -- unit rounds up
    local book = F.ok(wargen.Catalog.new("test-book", "Test book"))
    F.ok(book:add_unit{ id = "lord", name = "Lord", category = "lords", models = { min = 1, max = 1 },
                        cost = 100, can_be_general = true })
    F.ok(book:add_unit{ id = "hero", name = "Hero", category = "heroes", models = { min = 1, max = 1 },
                        cost = 50.5 })
    F.ok(book:add_unit{ id = "troops", name = "Troops", category = "core", models = { min = 5, max = 20 },
                        cost = 25, per_model = 4.5 })
    F.ok(book:add_option("troops", { id = "champ", name = "Champion", cost = 5, champion = true }))
    F.ok(book:add_option("troops", { id = "spears", per_model = 0.5 }))
    F.ok(book:add_item{ id = "blade", name = "Blade", cost = "30/20.5" })
    F.ok(book:add_item{ id = "axe", name = "Axe", cost = "12.5/7" })
    F.ok(book:add_item{ id = "charm", name = "Charm", cost = 10, list = "army" })
    local r = F.ok(wargen.Roster.new(book, 1000))
    F.ok(r:add_unit{ entry = "lord", models = 1, general = true, items = { "blade", "axe" } })
    F.ok(r:add_unit{ entry = "hero", models = 1, items = { "blade" } })
    F.ok(r:add_unit{ entry = "troops", models = 6, options = { "champ", "spears" },
                     items = { "axe", "charm" } })
    local rep = F.ok(r:validate())
    -- 142.5 -> 143; 71; 25 + 4.5 + 5 + 3 + 7 + 10 = 54.5 -> 55
    check.list_eq({ rep.units[1].points, rep.units[2].points, rep.units[3].points },
                  { 143, 71, 55 })
    check.eq(rep.total, 269)
    check.eq(rep.size, "warband")
end

function T.costs_must_be_multiples_of_half_a_point()
    local book = F.ok(wargen.Catalog.new("b", "B"))
    F.ok(book:add_unit{ id = "u", name = "U", category = "core", models = { min = 1, max = 1 },
                        cost = 1 })
    for _, cost in ipairs({ 0.25, 10.1, 1 / 3 }) do
        check.contains(check.fails_with(wargen.EINVAL, book:add_unit{
            id = "v", name = "V", category = "core", models = { min = 1, max = 1 }, cost = cost }),
            "cost")
        check.fails_with(wargen.EINVAL, book:add_item{ id = "i", name = "I", cost = cost })
        check.fails_with(wargen.EINVAL, book:add_option("u", { id = "o", per_model = cost }))
    end
    check.contains(check.fails_with(wargen.EINVAL, book:add_item{ id = "i", name = "I",
                                                                  cost = "ten/five" }), "A/B")
    check.fails_with(wargen.EINVAL, book:add_item{ id = "i", name = "I", cost = "10/0.25" })
    check.fails_with(wargen.EINVAL, book:add_unit{ id = "v", name = "V", category = "core",
                                                   models = { min = 1, max = 1 }, cost = 2 ^ 40 })
    check.contains(check.fails_with(wargen.EINVAL, book:add_unit{ id = "v", name = "V",
        category = "core", models = { min = 1, max = 1 }, cost = "10" }), "cost")
    check.contains(check.fails_with(wargen.EINVAL, book:add_item{ id = "i", name = "I" }), "cost")
    -- no JSON number holds them: a programming error
    for _, cost in ipairs({ 0 / 0, math.huge }) do
        check.raises(function() return book:add_item{ id = "i", name = "I", cost = cost } end)
    end
    check.eq(#book:units(), 1)
    check.eq(#book:items(), 0)
end

function T.library_checks_of_built_entries()
    local book = F.build_formats_catalog(wargen)
    check.contains(check.fails_with(wargen.EINVAL, book:add_unit{
        id = "warlord", name = "Again", category = "lords", models = { min = 1, max = 1 }, cost = 1 }),
        "already")
    check.contains(check.fails_with(wargen.EINVAL, book:add_unit{
        id = "x", name = "X", category = "elite", models = { min = 1, max = 1 }, cost = 1 }), "category")
    check.contains(check.fails_with(wargen.EINVAL, book:add_unit{
        id = "x", name = "X", category = "core", models = { min = 1, max = 1 }, cost = 1,
        moves_to = { "elite" } }), "elite")
    check.contains(check.fails_with(wargen.EINVAL, book:add_unit{
        id = "x", name = "X", category = "core", models = { min = 5, max = 4 }, cost = 1 }), "models")
    check.fails_with(wargen.EINVAL, book:add_unit{
        id = "x", name = "X", category = "core", models = { min = 1, max = 1 }, cost = -1 })
    check.fails_with(wargen.ENOTFOUND, book:add_option("no-such-unit", { id = "o", cost = 1 }))
    check.contains(check.fails_with(wargen.EINVAL, book:add_option("warlord", {
        id = "great-weapon", cost = 1 })), "already")
    check.contains(check.fails_with(wargen.EINVAL, book:add_item{
        id = "x", name = "X", cost = 1, list = "relics" }), "list")
    check.fails_with(wargen.EINVAL, wargen.Catalog.new("", "Empty id"))
    check.contains(check.fails_with(wargen.EINVAL, book:add_unit{ id = "x", name = "X",
        category = "core", models = 3, cost = 1 }), "models")
    check.contains(check.fails_with(wargen.EINVAL, book:add_unit{ id = "x", name = "X",
        category = "core", models = { min = 1, max = 1 }, cost = 1, colour = "red" }), "colour")
    check.raises(function() return book:add_unit("x") end)
    check.raises(function() return wargen.Catalog.new("x") end)
    -- none of the failures changed the catalogue
    local rep = F.ok(F.build_formats_roster(wargen, book):validate())
    check.eq(rep.total, F.FORMATS_TOTAL)
end

function T.roster_add_unit_failures_leave_the_roster_unchanged()
    local book = F.build_formats_catalog(wargen)
    local r = F.build_formats_roster(wargen, book)
    local before = F.ok(r:validate()):to_json()
    check.contains(check.fails_with(wargen.ENOTFOUND, r:add_unit{ entry = "dragon", models = 1 }),
                   "dragon")
    check.contains(check.fails_with(wargen.ENOTFOUND, r:add_unit{
        entry = "warlord", models = 1, options = { "great-weapon", "wings" } }), "wings")
    check.contains(check.fails_with(wargen.ENOTFOUND, r:add_unit{
        entry = "spearmen", models = 10, options = { "shields" }, items = { "excalibur" } }),
        "excalibur")
    check.contains(check.fails_with(wargen.EINVAL, r:add_unit{
        entry = "spearmen", models = 10, options = { "shields", "shields" } }), "already")
    check.fails_with(wargen.EINVAL, r:add_unit{ entry = "spearmen", models = 0 })
    check.contains(check.fails_with(wargen.EINVAL, r:add_unit{
        entry = "chariot", models = 1, category = "elite" }), "category")
    check.fails_with(wargen.EINVAL, r:add_unit{ entry = "spearmen", models = 10,
                                                options = "shields" })
    check.fails_with(wargen.EINVAL, r:add_unit{ entry = "spearmen", models = 1.5 })
    check.contains(check.fails_with(wargen.EINVAL, r:add_unit{ entry = "spearmen", models = 10,
                                                               colour = 1 }), "colour")
    check.raises(function() return r:add_unit("spearmen") end)
    check.eq(r:unit_count(), 3)
    check.eq(F.ok(r:validate()):to_json(), before)
    check.eq(F.ok(r:add_unit{ entry = "bolt-thrower", models = 1 }), 4)
end

function T.roster_indexes_count_from_one()
    local r = F.build_formats_roster(wargen, F.build_formats_catalog(wargen))
    check.eq(r:add_item(3, "rune-of-fury"), true)  -- the chariot
    check.contains(check.raises(r.add_option, r, 4, "shields"), "index 4 is out of range (1 to 3)")
    check.contains(check.raises(r.add_item, r, 4, "rune-of-fury"), "index 4 is out of range (1 to 3)")
    check.contains(check.raises(r.add_item, r, 0, "rune-of-fury"), "is out of range (indexes count from 1)")
    check.fails_with(wargen.ENOTFOUND, r:add_option(1, "shields"))  -- the warlord has none
    check.eq(F.ok(r:validate()).units[3].points, 85 + 25)
end

function T.points_limit_of_a_new_roster()
    local book = F.build_formats_catalog(wargen)
    for _, bad in ipairs({ 0, -5, 1000001 }) do
        check.fails_with(wargen.EINVAL, wargen.Roster.new(book, bad))
    end
    check.eq(F.ok(wargen.Roster.new(book, 1)).points, 1)
    check.raises(function() return wargen.Roster.new(book, 1.5) end)
    local empty = F.ok(F.ok(wargen.Roster.new(F.CATALOG_PATH, 1500)):validate())
    -- R5, R6, R8, R9: an empty standard army breaks every "at least"
    check.list_eq(empty:codes(), { "under-limit", "core-minimum", "too-few-units", "no-general" })
    check.eq(empty.total, 0)
    check.eq(#empty.units, 0)
end

function T.catalogue_grows_after_rosters_are_made()
    local book = F.build_formats_catalog(wargen)
    local r = F.build_formats_roster(wargen, book)
    F.ok(book:add_unit{ id = "levy", name = "Levy", category = "core", models = { min = 10, max = 50 },
                        cost = 40, per_model = 4 })
    F.ok(r:add_unit{ entry = "levy", models = 50 })  -- 40 + 40 x 4 = 200
    local rep = F.ok(r:validate())
    check.same(rep.units[4], { entry = "levy", category = "core", points = 200 })
end

return T
