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

return T
