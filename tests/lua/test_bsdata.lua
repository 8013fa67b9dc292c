-- The BattleScribe importer from Lua (wargen/bsdata.h): books, their catalogue and
-- warnings, rosters as wargen-roster/1 text and as Rosters, and failures as nil,
-- message, code. Fixtures: tests/data/bsdata (each .ros imports to its .json, the
-- book to book.json). Without the importer every call fails with ENOTSUP.
local wargen = require "wargen"
local check = require "check"
local json = require "json"  -- test-only decoder
local R = require "test_roster_fixtures"

local T = {}
local DIR = R.SOURCE_ROOT .. "/tests/data/bsdata/"
local GST, CAT = DIR .. "system.gst", DIR .. "book.cat"
local ROSTERS = { "valid-standard", "valid-warband-moved", "invalid-standard" }
local Book = wargen.BattleScribeBook

-- A JSON value as canonical text, to compare documents whatever their layout.
local function canonical(v)
    if type(v) ~= "table" then return ("%q"):format(tostring(v)) end
    local keys, out = {}, {}
    for k in pairs(v) do keys[#keys + 1] = k end
    table.sort(keys, function(a, b) return tostring(a) < tostring(b) end)
    for i, k in ipairs(keys) do out[i] = tostring(k) .. "=" .. canonical(v[k]) end
    return "{" .. table.concat(out, ",") .. "}"
end
local function same_doc(a, b, what)
    check.eq(canonical(json.decode(a)), canonical(json.decode(b)), what)
end

if not wargen.bsdata_supported() then
    function T.without_the_importer_every_call_fails_with_enotsup()
        for _, call in ipairs({ function() return Book.load(GST, CAT) end,
                                function() return Book.load(nil, CAT) end,
                                function() return Book.from_strings(check.read(GST),
                                                                    check.read(CAT)) end }) do
            check.contains(check.fails_with(wargen.ENOTSUP, call()),
                           "built without the BattleScribe importer")
        end
    end
    return T
end

local book = assert(Book.load(GST, CAT))

function T.the_book_imports_to_its_golden_catalogue()
    same_doc(book.catalog:to_json(), check.read(DIR .. "book.json"), "book.json")
    check.eq(book.catalog.id, "invented-realm")
    check.eq(tostring(book), 'wargen.BattleScribeBook("invented-realm")')
end

function T.every_way_to_load_gives_the_same_book()
    local books = { assert(Book.load(nil, CAT)), assert(wargen.BattleScribeBook(GST, CAT)),
                    assert(Book.from_strings(check.read(GST), check.read(CAT))) }
    for i, b in ipairs(books) do
        check.eq(b.catalog:to_json(), book.catalog:to_json(), "catalogue " .. i)
        check.eq(#b.warnings, 2, "warnings " .. i)
    end
end

function T.warnings_have_file_line_and_xml_path()
    local w = book.warnings
    check.eq(#w, 2)
    check.eq(w.omitted, 0)
    check.eq(w[1].file, CAT)
    check.eq(w[1].line, 69)
    check.eq(w[1].code, 0)
    check.eq(w[1].path,
             "/catalogue/selectionEntries/selectionEntry[3]/selectionEntries/selectionEntry[1]")
    check.contains(w[1].message, "conditional price")
    check.eq(w[2].line, 81)
    check.eq(w[1].text, ("%s:69:%d: %s: %s"):format(CAT, w[1].column, w[1].path, w[1].message))
end

function T.the_catalogue_outlives_the_book()
    local b = assert(Book.load(GST, CAT))
    local catalog = b.catalog
    local roster = assert(b:load_roster(DIR .. "valid-standard.ros"))
    check.eq(roster.catalog, catalog, "the roster's catalogue is the book's")
    b = nil  -- luacheck: ignore
    collectgarbage()
    collectgarbage()
    same_doc(catalog:to_json(), check.read(DIR .. "book.json"), "after the book")
    check.eq(assert(roster:validate()).valid, true)
end

function T.each_roster_imports_to_its_json()
    for _, name in ipairs(ROSTERS) do
        local path = DIR .. name .. ".ros"
        local text, warnings = book:import_roster(path)
        check.is_true(text, name .. ": " .. tostring(warnings))
        same_doc(text, check.read(DIR .. name .. ".json"), name)
        check.eq(#warnings, 0, name .. " warnings")
        check.eq(warnings.omitted, 0)
        check.eq(book:import_roster_string(check.read(path), "army.ros"), text, name .. " string")
        check.eq(book:import_roster_string(check.read(path)), text, name .. " unnamed")
    end
end

function T.a_rosz_is_its_ros_zipped()
    local text = assert(book:import_roster(DIR .. "valid-standard.ros"))
    check.eq(assert(book:import_roster(DIR .. "valid-standard.rosz")), text)
    check.eq(assert(book:import_roster_string(check.read(DIR .. "valid-standard.rosz"),
                                              "army.rosz")), text)
end

function T.a_loaded_roster_validates_as_its_json()
    local catalog = assert(wargen.Catalog.load(DIR .. "book.json"))
    for _, name in ipairs(ROSTERS) do
        local r = assert(book:load_roster(DIR .. name .. ".ros"))
        local expected = assert(wargen.validate(catalog, DIR .. name .. ".json"))
        check.eq(assert(r:validate()):to_json(), expected:to_json(), name)
    end
end

function T.a_roster_is_read_once_into_the_books_catalogue()
    local b = assert(Book.load(GST, CAT))
    local data = check.read(DIR .. "valid-standard.ros")
    local roster, warnings = b:load_roster_string(data, "army.ros")
    check.eq(#assert(warnings, roster), 0)
    check.eq(roster:to_json(),
             assert(wargen.Roster.load(b.catalog, assert(b:import_roster_string(data)))):to_json())
    check.eq(assert(b:load_roster_string(check.read(DIR .. "valid-standard.rosz"))):to_json(),
             roster:to_json())
    local catalog = b.catalog
    b = nil  -- luacheck: ignore
    collectgarbage()
    collectgarbage()
    check.eq(roster.catalog, catalog, "the book's catalogue, the book kept alive")
    check.eq(assert(roster:validate(catalog)).valid, true)
    check.contains(check.fails_with(wargen.EPARSE,
        assert(Book.load(GST, CAT)):load_roster_string("PK\3\4 no zip", "army.rosz")), "army.rosz")
end

function T.failures_return_nil_message_code()
    check.contains(check.fails_with(wargen.EIO, Book.load(GST, DIR .. "nothing.cat")),
                   "nothing.cat")
    local msg = check.fails_with(wargen.EPARSE, Book.from_strings(check.read(GST),
                                                                  "<catalogue>\n  <oops\n"))
    check.contains(msg, "<book>:")
    local characters = check.read(GST):gsub('name="Lords"', 'name="Characters"')
    msg = check.fails_with(wargen.ERULE, Book.from_strings(characters, check.read(CAT)))
    check.contains(msg, "<system>:28:")
    check.contains(msg, "2nd edition or later")
    msg = check.fails_with(wargen.EPARSE, book:import_roster_string("PK\3\4 no zip", "army.rosz"))
    check.contains(msg, "army.rosz")
    check.fails_with(wargen.EIO, book:load_roster(DIR .. "nothing.ros"))
end

function T.bad_arguments_raise_at_the_callers_line()
    local ok, err = pcall(function() local b = Book.load(5, CAT); return b end)
    check.eq(ok, false)
    check.contains(tostring(err), "test_bsdata.lua:")
    check.contains(tostring(err), "system_path: expected a string or nil, got 5")
    ok, err = pcall(function() local r = book:load_roster({}); return r end)
    check.eq(ok, false)
    check.contains(tostring(err), "test_bsdata.lua:")
    check.contains(tostring(err), "path: expected a string, got table")
end

return T
