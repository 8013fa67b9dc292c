-- Validating rosters (R3-R14): every shipped roster's validity, totals and
-- violations (data/rosters/README.md), the Report's fields, and the
-- `wargen validate --json` document (to_json, to_table).
local wargen = require "wargen"
local check = require "check"
local json = require "json"  -- test-only decoder
local F = require "test_roster_fixtures"

local unpack = table.unpack or unpack
local T = {}

local book_cache
local function book()
    book_cache = book_cache or F.ok(wargen.Catalog.load(F.CATALOG_PATH))
    return book_cache
end

function T.every_shipped_roster()
    for _, name in ipairs(F.NAMES) do
        local points, total, size, categories, violations = unpack(F.EXPECTED[name])
        local r = F.ok(wargen.Roster.load(book(), F.roster_path(name)))
        local rep = F.ok(r:validate())
        check.eq(getmetatable(rep), wargen.Report, name .. " is a Report")
        check.eq(rep.valid, #violations == 0, name .. " valid")
        check.eq(rep.valid, name:find("^valid%-") ~= nil, name .. " valid by its name")
        check.eq(rep.points, points, name .. " points")
        check.eq(rep.total, total, name .. " total (R3: each unit rounded up)")
        check.eq(rep.size, size, name .. " size (R12, R13)")
        check.eq(#rep.violations, #violations, name .. " violations (R14)")
        for i, v in ipairs(violations) do
            local got = rep.violations[i]
            check.eq(got.code, v[1], name .. " code " .. i)
            check.eq(got.rule, v[2], name .. " rule " .. i)
            -- Lua's units count from 1 (the JSON's from 0)
            check.list_eq(got.units, F.plus1(v[3]), name .. " units " .. i)
            check.is_true(type(got.message) == "string" and #got.message > 0, "message")
        end
        check.list_eq(rep:codes(), (function()
            local t = {}
            for i, v in ipairs(violations) do t[i] = v[1] end
            return t
        end)(), name .. " codes")
        for i, key in ipairs(F.CATEGORY_KEYS) do
            local share = rep.categories[key]
            check.eq(share.points, categories[i], name .. " " .. key .. " points (R6, R7)")
            -- R6: a share of the points limit
            check.is_true(math.abs(share.percent - 100 * share.points / points) <= 0.05 + 1e-9,
                          name .. " " .. key .. " percent")
        end
        local sum = 0
        for _, u in ipairs(rep.units) do sum = sum + u.points end
        check.eq(sum, total, name .. " sum of the units")
    end
end

function T.units_of_valid_standard()
    local rep = F.ok(wargen.validate(book(), F.roster_path("valid-standard")))
    local expected = {
        { "lord-marshal", "lords", 289 }, { "banner-warden", "heroes", 146 },
        { "hedge-magister", "heroes", 125 }, { "lantern-friar", "heroes", 53 },  -- 52.5 -> 53
        { "war-wagon", "core", 90 },                  -- moved from special (R7)
        { "halberd-guard", "core", 240 },             -- 239.5 -> 240 (R3)
        { "levy-spearmen", "core", 170 }, { "pale-tower-knights", "special", 192 },
        { "stone-thrower", "special", 130 }, { "oathsworn-blades", "special", 200 },
        { "iron-colossus", "rare", 250 }, { "griffon-lancers", "rare", 110 },
    }
    check.eq(#rep.units, #expected, "units")
    for i, e in ipairs(expected) do
        check.same(rep.units[i], { entry = e[1], category = e[2], points = e[3] }, "unit " .. i)
    end
    -- wg_report_unit_at, bound on the private handle: the same units, from 1
    check.eq(rep._h:unit_count(), #expected)
    for i, e in ipairs(expected) do
        local u = rep._h:unit_at(i)
        check.same({ u.entry, wargen.CATEGORIES[u.category + 1], u.points }, e, "handle unit " .. i)
    end
    check.contains(check.raises(rep._h.unit_at, rep._h, 13), "index 13 is out of range (1 to 12)")
end

function T.to_table_is_the_document()
    local rep = F.ok(wargen.validate(book(), F.roster_path("invalid-multiple-generals")))
    local doc = rep:to_table()
    check.same(doc, json.decode(rep:to_json()), "to_table")
    check.list_eq(check.keys(doc), { "categories", "points", "size", "total", "units", "valid",
                                     "violations" }, "keys")
    check.eq(doc.valid, false)
    check.eq(doc.total, 1991)
    check.list_eq(check.keys(doc.categories), { "characters", "core", "heroes", "lords", "rare",
                                                "special" }, "categories")
    check.same(doc.units[1], { entry = "lord-marshal", category = "lords", points = 289 })
    check.eq(#doc.violations, 1)
    local v = doc.violations[1]
    check.eq(v.code, "multiple-generals")
    check.eq(v.rule, "R9")
    check.list_eq(v.units, { 0, 3 }, "the document's units count from 0")
    check.list_eq(rep.violations[1].units, { 1, 4 }, "the Report's units count from 1")
    check.eq(v.message, rep.violations[1].message)
    -- the Report's fields are the document's
    check.same(F.fields(rep), doc, "fields")
    -- the JSON text keeps docs/FORMATS.md's key order
    check.is_true(rep:to_json():find('^{"valid": false, "points": 2000, "total": 1991, '
                                     .. '"size": "standard", "categories": {"lords": ') ~= nil,
                  "to_json text")
    check.contains(tostring(rep), "1991 of 2000")
end

function T.validate_takes_every_kind_of_source()
    local path = F.roster_path("invalid-max-choice")
    local text, book_text = check.read(path), check.read(F.CATALOG_PATH)
    local expected = F.ok(wargen.Roster.load(book(), path)):validate():to_json()
    for _, catalog in ipairs({ book(), F.CATALOG_PATH, book_text,
                               json.decode(book_text) }) do
        for _, roster in ipairs({ path, text, json.decode(text) }) do
            check.eq(F.ok(wargen.validate(catalog, roster)):to_json(), expected)
        end
    end
    local r = F.ok(wargen.Roster.load(book(), text))
    check.eq(F.ok(wargen.validate(book(), r)):to_json(), expected, "a Roster")
    check.eq(F.ok(wargen.validate(nil, r)):to_json(), expected, "a Roster, no catalogue")
    check.eq(F.ok(r:validate(book())):to_json(), expected, "its own catalogue")
    check.eq(wargen.Roster.load(r.catalog, r), r, "Roster.load of a Roster")
end

function T.validate_with_another_catalogue()
    local r = F.ok(wargen.Roster.load(book(), F.roster_path("valid-standard")))
    local other = F.ok(wargen.Catalog.load(F.CATALOG_PATH))
    check.contains(check.fails_with(wargen.EINVAL, r:validate(other)), "another catalogue")
    check.fails_with(wargen.EINVAL, wargen.validate(other, r))
end

function T.report_after_the_roster_grows()
    local r = F.ok(wargen.Roster.load(book(), F.roster_path("valid-standard")))
    local before = F.ok(r:validate())
    check.eq(F.ok(r:add_unit{ entry = "lantern-friar", models = 1 }), 13, "index from 1")
    check.eq(r:unit_count(), 13)
    local after = F.ok(r:validate())
    check.eq(before.total, 1995)
    check.eq(#before:to_table().units, 12, "a report describes the roster as validated")
    check.eq(after.total, 1995 + 53)
    check.list_eq(after:codes(), { "over-limit" }, "R5")
end

function T.names_come_from_the_library()
    check.list_eq(wargen.CATEGORIES, { "lords", "heroes", "core", "special", "rare" })
    check.list_eq(wargen.ITEM_LISTS, { "common", "army", "item-like", "mundane" })
    check.list_eq(wargen.GAME_FORMATS, { "warband", "standard", "grand" })
    check.eq(wargen.game_format(1499), "warband", "R12")
    check.eq(wargen.game_format(4000), "grand", "R13")
    check.raises(function() return wargen.game_format(1.5) end)
    check.eq(wargen.game_format("grand"), "grand")
    local f, msg = wargen.game_format("huge")
    check.is_true(f == nil and msg:find("warband") ~= nil, "the library lists the valid names")
end

function T.shares_and_limits_as_the_command_shows_them()
    -- R6: a share just below a bound never reads as the bound
    check.eq(wargen.share_format(500, 2000), "25%")
    check.eq(wargen.share_format(499, 2000), "24.95%")
    check.eq(wargen.share_format(1, 0), "")
    check.raises(function() return wargen.share_format(1.5, 2000) end)
    local rep = F.ok(wargen.validate(book(), F.roster_path("valid-standard")))
    check.eq(rep.min_total, 1980, "R5")
end

function T.methods_need_their_object()
    local r = F.ok(wargen.Roster.load(book(), F.roster_path("valid-standard")))
    check.raises(function() return r.validate() end)
    check.raises(function() return r.add_unit({ entry = "x", models = 1 }) end)
    local rep = F.ok(r:validate())
    check.raises(function() return rep.to_json() end)
    check.raises(function() return book().add_unit({}) end)
    check.raises(function() return wargen.Roster.load(book()) end)
    check.raises(function() return wargen.Catalog.load(42) end)
end

-- wargen.validate_many (issue 30): the book read once, each roster's report
-- in order, or its error in its place with the others still validated.
function T.validate_many_in_order_with_errors_in_place()
    local broken = F.SOURCE_ROOT .. "/tests/cli/data/validate-broken-roster.json"
    local rosters = {}
    for _, name in ipairs(F.NAMES) do rosters[#rosters + 1] = F.roster_path(name) end
    local n = #rosters
    rosters[n + 1], rosters[n + 2] = broken, F.ROSTER_DIR .. "/absent.json"
    rosters[n + 3] = check.read(F.roster_path("valid-warband"))  -- JSON text
    local results = F.ok(wargen.validate_many(F.CATALOG_PATH, rosters))
    check.eq(#results, n + 3, "one result per roster")
    for i = 1, n do
        local name = F.NAMES[i]
        check.eq(results[i].roster, rosters[i], name .. " in order")
        check.eq(results[i].error, nil, name .. " read")
        local alone = F.ok(wargen.validate(book(), rosters[i]))
        check.eq(results[i].report:to_json(), alone:to_json(), name .. " as wargen.validate")
        check.eq(results[i].report.valid, name:find("^valid%-") ~= nil, name .. " valid")
    end
    check.eq(results[n + 1].report, nil, "broken: no report")
    check.contains(results[n + 1].error, broken .. ":8:1: ", "broken: located")
    check.eq(results[n + 1].code, wargen.EPARSE, "broken: its code")
    check.eq(results[n + 2].code, wargen.EIO, "absent: its code")
    check.is_true(results[n + 3].report.valid, "JSON text after the errors still validated")
    check.eq(#F.ok(wargen.validate_many(book(), {})), 0, "no rosters, no results")
end

function T.validate_many_bad_arguments()
    check.fails_with(wargen.EIO, wargen.validate_many(F.ROSTER_DIR .. "/absent-book.json", {}))
    check.contains(check.raises(wargen.validate_many, book(), F.roster_path("valid-grand")),
                   "rosters", "one roster is not a list of them")
    check.contains(check.raises(wargen.validate_many, book(), { format = "wargen-roster/1" }),
                   "rosters", "a document table is not a list of them")
end

return T
