-- Catalogues and rosters read back in their documents' shapes (R1-R3).
local wargen = require "wargen"
local check = require "check"

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
    check.eq(units[4].hides_in, 6, "H1: the index of the unit it hides in")
    check.eq(units[1].hides_in, nil, "a unit that does not hide")
end

return T
