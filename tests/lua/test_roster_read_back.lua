-- Catalogues and rosters read back in their documents' shapes (R1-R3).
local wargen = require "wargen"
local check = require "check"
local F = require "test_roster_fixtures"

local ROOT = os.getenv("WARGEN_SOURCE_ROOT")
local BOOK = ROOT .. "/data/catalogs/example-kingdom.json"
local ROSTER = ROOT .. "/data/rosters/valid-standard.json"

local T = {}

function T.catalogue_units_and_items()
    local c = assert(wargen.Catalog.load(BOOK))
    local units = c:units()
    check.eq(#units, 22, "unit entries")
    check.eq(units[1].id, "high-regent")
    check.eq(units[1].unique, true)
    local levy = c:unit("levy-spearmen")
    check.eq(levy.per_model, 5.5, "R3: half points kept")
    check.eq(levy.models.min, 10)
    check.eq(c:unit("war-wagon").moves_to[1], "core", "R7")
    check.eq(c:unit("no-such-unit"), nil)
    local items = c:items()
    check.eq(#items, 21, "items")
    check.eq(items[1].lord_cost, 50, "R4: a Lord's price")
    check.eq(items[1].other_cost, 35, "R4: a Hero's or champion's price")
end

function T.roster_units()
    local c = assert(wargen.Catalog.load(BOOK))
    local r = assert(wargen.Roster.load(c, ROSTER))
    local units = r:units()
    check.eq(#units, 12)
    check.eq(units[1].entry, "lord-marshal")
    check.eq(units[1].general, true)
    check.eq(units[5].entry, "war-wagon")
    check.eq(units[5].category, "core", "a moved unit (R7)")
    check.eq(units[6].category, nil, "the entry's own category")
end

function T.options_and_items_one_by_one()
    -- R4, R10: an entry's options, a unit's options and items, an item by id
    local c = assert(wargen.Catalog.load(BOOK))
    local r = assert(wargen.Roster.load(c, ROSTER))
    local carried = 0
    for i, unit in ipairs(r:units()) do
        local options, items = {}, {}
        for k = 1, r:option_count(i) do options[k] = r:option_at(i, k) end
        for k = 1, r:item_count(i) do items[k] = r:item_at(i, k) end
        check.list_eq(options, unit.options, "unit " .. i .. "'s options")
        check.list_eq(items, unit.items, "unit " .. i .. "'s items")
        carried = carried + #items
    end
    check.is_true(carried > 0, "the roster carries items")
    -- the entries' options, which their tables do not hold (example-kingdom.json)
    local function options(u)
        local ids = {}
        for k = 1, c:option_count(u) do ids[k] = c:option_at(u, k) end
        return ids
    end
    check.eq(c:units()[1].id, "high-regent")
    check.list_eq(options(1), { "barded-destrier", "great-weapon" }, "high-regent's options")
    local none = 0
    for u = 1, c:unit_count() do
        if c:option_count(u) == 0 then none = none + 1 end
    end
    check.is_true(none > 0 and none < c:unit_count(), "some entries have no options")
    local first = c:items()[1]
    check.same(c:item(first.id), first)
    check.eq(c:item("no-such-item"), nil)
    check.contains(check.raises(r.option_count, r, r:unit_count() + 1), "unit")
    check.contains(check.raises(r.item_at, r, 1, r:item_count(1) + 1), "index")
    check.contains(check.raises(c.option_at, c, 0, 1), "unit")
end

function T.hidden_roster_fields()
    -- H1, H5: secret, rune and hides_in come through as the C writers give them
    local c = assert(wargen.Catalog.load(BOOK))
    check.eq(c:unit("shadow-assassin").secret, true, "H1: a secret entry")
    check.eq(c:unit("lantern-friar").secret, false)
    local runes = {}
    for _, item in ipairs(c:items()) do
        if item.rune then runes[item.id] = item.mundane end
    end
    check.eq(runes["rune-of-fury"], "hand weapon", "H5: a rune")
    check.eq(runes["rune-of-swiftness"], "hand weapon")
    check.eq(runes["biting-blade"], nil, "not a rune")
    local r = assert(wargen.Roster.load(c, ROOT .. "/data/rosters/hidden/secret-assassin.json"))
    local units = r:units()
    check.eq(units[4].entry, "shadow-assassin")
    check.eq(units[4].hides_in, 7, "H1: the index of the unit it hides in, from 1")
    check.eq(units[7].entry, "levy-spearmen")
    check.eq(F.ok(r:unit_at(4)).hides_in, 7)
    check.eq(units[1].hides_in, nil, "a unit that does not hide")
    check.eq(r:to_table().units[4].hides_in, 6, "the document counts from 0")
end

function T.hides_in_built()
    -- H1: add_unit takes hides_in from 1; the C checks apply
    local r = F.ok(wargen.Roster.new(BOOK, 2000))
    check.eq(F.ok(r:add_unit{ entry = "levy-spearmen", models = 10 }), 1)
    local assassin = { entry = "shadow-assassin", models = 1, hides_in = 1 }
    check.eq(F.ok(r:add_unit(assassin)), 2)
    check.eq(assassin.hides_in, 1, "the caller's table is left as it is")
    check.eq(r:units()[2].hides_in, 1)
    check.fails_with(wargen.EINVAL, r:add_unit{ entry = "lantern-friar", models = 1, hides_in = 1 })
    check.fails_with(wargen.EINVAL, r:add_unit{ entry = "shadow-assassin", models = 1, hides_in = 3 })
    check.eq(r:unit_count(), 2)
end

return T
