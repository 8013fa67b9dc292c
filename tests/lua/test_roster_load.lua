-- Catalogues and rosters from a path, a JSON string or a table (docs/FORMATS.md),
-- and bad documents: nil, "file:line:column: path: message", code.
local wargen = require "wargen"
local check = require "check"
local json = require "json"  -- test-only decoder
local F = require "test_roster_fixtures"
local G = require "gen_fixtures"  -- write_temp

local T = {}

local read = check.read

-- The line and column (1-based) of the first needle in text.
local function position(text, needle)
    local at = assert(text:find(needle, 1, true))
    local line, start = 1, 1
    for nl in text:sub(1, at - 1):gmatch("()\n") do
        line = line + 1
        start = nl + 1
    end
    return line, at - start + 1
end

function T.catalog_from_every_kind_of_source()
    local text = read(F.CATALOG_PATH)
    local catalogs = {
        F.ok(wargen.Catalog.load(F.CATALOG_PATH)),
        F.ok(wargen.Catalog.load(text)),
        F.ok(wargen.Catalog.load("\n  " .. text)),
        F.ok(wargen.Catalog.load(json.decode(text))),
    }
    catalogs[5] = wargen.Catalog.load(catalogs[1])
    check.eq(catalogs[5], catalogs[1], "a Catalog is returned as is")
    local first
    for i, c in ipairs(catalogs) do
        check.eq(wargen.Catalog.load(c), c, "a Catalog " .. i)
        check.eq(c.id, "example-kingdom", "id " .. i)
        check.eq(c.name, "Example Kingdom", "name " .. i)
        local doc = F.ok(wargen.validate(c, F.roster_path("valid-standard"))):to_json()
        first = first or doc
        check.eq(doc, first, "report " .. i)
    end
    check.contains(tostring(catalogs[1]), "example-kingdom")
end

function T.roster_from_every_kind_of_source()
    local path = F.roster_path("valid-warband")
    local text = read(path)
    local book = F.ok(wargen.Catalog.load(F.CATALOG_PATH))
    local rosters = {
        F.ok(wargen.Roster.load(book, path)),
        F.ok(wargen.Roster.load(book, text)),
        F.ok(wargen.Roster.load(book, json.decode(text))),
        F.ok(wargen.Roster.load(F.CATALOG_PATH, path)),
        F.ok(wargen.Roster.load(json.decode(read(F.CATALOG_PATH)), path)),
    }
    for i, r in ipairs(rosters) do
        check.eq(wargen.Roster.load(r.catalog, r), r, "a Roster " .. i)
        check.eq(r.points, 1000, "points " .. i)
        check.eq(r:unit_count(), 8, "units " .. i)
        check.eq(r.catalog.id, "example-kingdom", "catalogue " .. i)
        local rep = F.ok(r:validate())
        check.eq(rep.valid, true, "valid " .. i)
        check.eq(rep.total, 1000, "total " .. i)
        check.eq(rep.size, "warband", "size " .. i)
    end
    check.eq(rosters[1].catalog, book, "the roster holds its Catalog")
    check.contains(tostring(rosters[1]), "8 units, 1000 points")
end

-- A catalogue and a roster written back as documents load as the same ones.
function T.catalog_and_roster_write_their_documents()
    local book = F.ok(wargen.Catalog.load(F.CATALOG_PATH))
    local again = F.ok(wargen.Catalog.load(book:to_json()))
    check.eq(again:to_json(), book:to_json(), "catalogue round trip")
    check.eq(book:to_table().id, "example-kingdom", "to_table")
    local r = F.ok(wargen.Roster.load(book, F.roster_path("valid-warband")))
    local r2 = F.ok(wargen.Roster.load(again, r:to_json()))
    check.eq(r2:to_json(), r:to_json(), "roster round trip")
    check.eq(F.ok(r2:validate()):to_json(), F.ok(r:validate()):to_json(), "same report")
    check.eq(#r:to_table().units, 8, "to_table")
end

function T.missing_files()
    check.contains(check.fails_with(wargen.EIO, wargen.Catalog.load("/nonexistent/book.json")),
                   "/nonexistent/book.json")
    local book = F.ok(wargen.Catalog.load(F.CATALOG_PATH))
    check.contains(check.fails_with(wargen.EIO, wargen.Roster.load(book, "/nonexistent/r.json")),
                   "/nonexistent/r.json")
    check.fails_with(wargen.EIO, wargen.validate(book, "/nonexistent/r.json"))
    check.fails_with(wargen.EIO, wargen.validate("/nonexistent/book.json",
                                                 F.roster_path("valid-standard")))
    check.fails_with(wargen.EIO, wargen.Roster.new("/nonexistent/book.json", 2000))
end

function T.malformed_json_names_line_and_column()
    local text = '{"format": "wargen-catalog/1",\n "id": "x",\n "name": }'
    check.contains(check.fails_with(wargen.EPARSE, wargen.Catalog.load(text)), "<string>:3:10: ")
end

-- Writes text to a temporary file, loads it with load(path), removes it.
local function load_file(text, load)
    local path = G.write_temp(text)
    local v, msg, code = load(path)
    os.remove(path)
    return path, v, msg, code
end

function T.bad_category_in_a_catalogue_file()
    local text = read(F.CATALOG_PATH):gsub('"category": "rare", "max": 1', '"category": "elite", "max": 1')
    local line, col = position(text, '"elite"')
    local path, v, msg, code = load_file(text, wargen.Catalog.load)
    check.eq(v, nil)
    check.eq(code, wargen.EFORMAT)
    check.contains(msg, path .. ":" .. line .. ":" .. col .. ": units[17].category: ")
    check.contains(msg, '"elite"')
end

function T.unknown_key_and_wrong_format()
    local doc = F.formats_catalog()
    doc.colour = "blue"
    check.contains(check.fails_with(wargen.EFORMAT, wargen.Catalog.load(doc)), "colour")
    doc = F.formats_catalog()
    doc.format = "wargen-catalog/2"
    check.contains(check.fails_with(wargen.EFORMAT, wargen.Catalog.load(doc)), "format")
    check.fails_with(wargen.EFORMAT, wargen.Catalog.load(F.formats_roster()))
end

function T.unknown_entry_in_a_roster_file()
    local text = read(F.roster_path("valid-standard")):gsub('"lantern%-friar"', '"lantern-monk"')
    local line, col = position(text, '"lantern-monk"')
    local book = F.ok(wargen.Catalog.load(F.CATALOG_PATH))
    local path, v, msg, code = load_file(text, function(p) return wargen.Roster.load(book, p) end)
    check.eq(v, nil)
    check.eq(code, wargen.ENOTFOUND)
    check.contains(msg, path .. ":" .. line .. ":" .. col .. ": units[3].entry: ")
    check.contains(msg, "lantern-monk")
end

function T.unknown_option_and_item()
    local book = F.ok(wargen.Catalog.load(F.CATALOG_PATH))
    local text = read(F.roster_path("valid-standard"))
    local wings = text:gsub('"barded%-destrier"', '"wings"', 1)
    local line, col = position(wings, '"wings"')
    local path, _, msg, code = load_file(wings, function(p) return wargen.validate(book, p) end)
    check.eq(code, wargen.ENOTFOUND)
    check.contains(msg, path .. ":" .. line .. ":" .. col .. ": units[0].options[1]: ")
    local sword = text:gsub('"biting%-blade"', '"excalibur"', 1)
    check.contains(check.fails_with(wargen.ENOTFOUND, wargen.Roster.load(book, sword)),
                   "units[0].items[0]: ")
end

function T.roster_of_another_catalogue()
    local doc = F.formats_roster()
    doc.catalog = "other-kingdom"
    local msg = check.fails_with(wargen.EFORMAT, wargen.Roster.load(F.formats_catalog(), doc))
    check.contains(msg, "catalog: ")
    check.contains(msg, "other-kingdom")
end

function T.bad_roster_documents()
    local cases = {
        { function(d) d.points = 0 end, "points: " },
        { function(d) d.units[1].models = 0 end, "units[0].models: " },
        { function(d) d.units[1].category = "elite" end, "units[0].category: " },
        { function(d) d.units[1].general = "yes" end, "units[0].general: " },
        { function(d) d.units[2].options[3] = "shields" end, "units[1].options[2]: " },
        { function(d) d.units[1].colour = "red" end, "units[0].colour" },
    }
    local book = F.ok(wargen.Catalog.load(F.formats_catalog()))
    for i, case in ipairs(cases) do
        local doc = F.formats_roster()
        case[1](doc)
        local msg = check.fails_with(wargen.EFORMAT, wargen.Roster.load(book, doc))
        check.contains(msg, "<table>:1:", "case " .. i)
        check.contains(msg, case[2], "case " .. i)
    end
end

function T.moved_unit_is_checked_by_validation_not_loading()
    -- R7: a category its entry does not allow is a violation, not a bad document
    local doc = json.decode(read(F.roster_path("valid-standard")))
    doc.units[1].category = "core"
    local rep = F.ok(wargen.validate(F.CATALOG_PATH, doc))
    local last = rep.violations[#rep.violations]
    check.eq(last.code, "invalid-move")
    check.list_eq(last.units, { 1 }, "the first unit (Lua counts from 1)")
end

function T.sources_of_the_wrong_type()
    check.raises(function() return wargen.Catalog.load(42) end)
    check.raises(function() return wargen.Catalog.load(nil) end)
    local book = F.ok(wargen.Catalog.load(F.CATALOG_PATH))
    check.raises(function() return wargen.Roster.load(book, 42) end)
    check.raises(function() return wargen.Roster.load(nil, F.roster_path("valid-standard")) end)
    check.raises(function() return wargen.Roster.new(nil, 2000) end)
end

-- One argument order everywhere: the old Roster.load(source, catalog) is named as such.
function T.the_catalogue_comes_first()
    local book = F.ok(wargen.Catalog.load(F.CATALOG_PATH))
    check.contains(check.fails_with(wargen.EINVAL,
        wargen.Roster.load(F.roster_path("valid-standard"), book)), "catalogue comes first")
end

return T
