-- Lifetimes: a C roster refers to its catalogue and a report to its roster,
-- so each keeps the one it refers to alive; collecting them in any order is
-- safe, and each C object is freed once (valgrind checks the rest).
local wargen = require "wargen"
local check = require "check"
local F = require "test_roster_fixtures"

local T = {}

local function full_gc()
    collectgarbage()
    collectgarbage()
end

-- A roster whose Catalog has no other reference.
local function roster_only(name)
    return F.ok(wargen.Roster.load(F.ok(wargen.Catalog.load(F.CATALOG_PATH)), F.roster_path(name)))
end

function T.catalogue_collected_before_its_roster_is_used()
    local r = roster_only("invalid-one-per-army")
    full_gc()
    local rep = F.ok(r:validate())
    check.list_eq(rep:codes(), { "one-per-army" })
    check.list_eq(rep.violations[1].units, { 2, 6 }, "units 1 and 5 of the JSON")
    check.eq(r.catalog.id, "example-kingdom")
end

function T.roster_collected_before_its_report_is_used()
    local rep = F.ok(roster_only("valid-grand"):validate())
    full_gc()
    -- the report (and through it the roster and catalogue) still in use
    local doc = rep:to_table()
    check.eq(doc.total, 3994)
    check.eq(doc.units[1].entry, "high-regent")
    check.eq(rep.roster.catalog.name, "Example Kingdom")
end

function T.handles_keep_their_parents()
    -- the private handle too: a _Report keeps its Roster, which keeps its Catalog
    local h = wargen._roster_validate(F.build_formats_roster(wargen, F.build_formats_catalog(wargen)))
    full_gc()
    check.contains(h:to_json(), '"entry": "spearmen"')
end

-- Weak tables see whether the objects themselves are still there.
local function report_and_watch()
    local book = F.ok(wargen.Catalog.load(F.CATALOG_PATH))
    local r = F.ok(wargen.Roster.load(book, F.roster_path("valid-standard")))
    local rep = F.ok(r:validate())
    return rep, setmetatable({ book = book, roster = r, report_h = rep._h }, { __mode = "v" })
end

function T.parents_are_released_with_their_last_child()
    local rep, watch = report_and_watch()
    full_gc()
    check.is_true(watch.book ~= nil and watch.roster ~= nil, "alive while the report is")
    check.same(rep.units[6], { entry = "halberd-guard", category = "core", points = 240 })
    check.contains(rep:to_json(), '"entry": "griffon-lancers"')
    rep = nil
    full_gc()
    check.eq(watch.roster, nil, "roster after the report was collected")
    check.eq(watch.report_h, nil, "report handle after the report was collected")
    check.eq(watch.book, nil, "catalogue after the report was collected")
end

function T.built_catalogue_collected_early()
    local r = F.build_formats_roster(wargen, F.build_formats_catalog(wargen))
    full_gc()
    F.ok(r:add_unit{ entry = "bolt-thrower", models = 1 })
    local rep = F.ok(r:validate())
    r = nil
    full_gc()
    local entries = {}
    for i, u in ipairs(rep:to_table().units) do entries[i] = u.entry end
    check.list_eq(entries, { "warlord", "spearmen", "chariot", "bolt-thrower" })
end

function T.many_objects_collected_in_any_order()
    local text = check.read(F.CATALOG_PATH)
    local kept = {}
    for i = 1, 200 do
        local book = F.ok(wargen.Catalog.load(text))
        local r = F.ok(wargen.Roster.load(book, F.roster_path("invalid-duplicates")))
        local rep = F.ok(r:validate())
        if i % 3 == 0 then kept[#kept + 1] = rep elseif i % 3 == 1 then kept[#kept + 1] = r end
        if i % 50 == 0 then collectgarbage() end
    end
    full_gc()
    for _, x in ipairs(kept) do
        local rep = getmetatable(x) == wargen.Report and x or F.ok(x:validate())
        check.eq(rep.total, 1985)
        check.list_eq(rep:codes(), { "duplicates" })
    end
    kept = nil
    full_gc()
end

return T
