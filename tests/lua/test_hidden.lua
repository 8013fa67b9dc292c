-- The open and hidden views in Lua (H1-H4): wargen.View on the shipped
-- hidden rosters (data/rosters/hidden/), its units and hidden units against
-- the C library's wargen-view/1 documents, twins' labels (the owner's
-- v:twins(), not in the open units: issue 27), errors. Unit
-- indexes (unit, hides_in, a violation's units) count from 1 in Lua.
local wargen = require "wargen"
local check = require "check"
local json = require "json"  -- test-only decoder
local F = require "test_roster_fixtures"

local T = {}
local HIDDEN = F.HIDDEN_DIR
local NAMES = { "secret-assassin", "twins-clashing", "twins-labelled", "twins-unlabelled" }
local TWINS = { 8, 9 }  -- the two Knights of the Pale Tower (roster units 7, 8): a rune apart
local OPEN_KEYS = { "label", "entry", "name", "category", "models", "general", "options",
                    "equipment" }

local function book() return F.example_book(wargen) end
local function view(name) return F.hidden_view(wargen, name) end

function T.to_table_is_the_json_text()
    for _, name in ipairs(NAMES) do
        local v = view(name)
        for _, kind in ipairs(wargen.VIEW_KINDS) do
            local doc = v:to_table(kind)
            check.same(doc, json.decode(v:to_json(kind)), name .. " " .. kind)
            check.eq(doc.format, "wargen-view/1", name)
            check.eq(doc.view, kind, name)
        end
        check.eq(v:to_json(), v:to_json("open"), "open by default")
    end
    check.list_eq(wargen.VIEW_KINDS, { "open", "hidden" })
end

function T.units_are_the_open_document_from_1()
    for _, name in ipairs(NAMES) do
        local v = view(name)
        local units, doc = v:units(), v:to_table("open").units
        check.eq(#units, #doc, name)
        check.eq(#units, v.roster:unit_count(), name .. ": every unit")
        local twins, owner = {}, v:twins()
        for i, u in ipairs(units) do
            check.eq(u.unit, i, name .. " unit index from 1")
            check.eq(doc[i].unit, i - 1, name .. " the document's from 0")
            for _, k in ipairs(OPEN_KEYS) do check.same(u[k], doc[i][k], name .. " " .. k) end
            local keys = 0
            for _ in pairs(u) do keys = keys + 1 end
            -- the open keys and unit, no twin or assigned (a nil label is no key in Lua)
            check.eq(keys, #OPEN_KEYS + (u.label == nil and 0 or 1), name .. ": open keys only")
            check.eq(owner[i].unit, i, name .. " twins from 1")
            check.eq(owner[i].label, u.label, name .. " twins' label")
            if owner[i].twin then twins[#twins + 1] = owner[i].unit end
        end
        check.list_eq(twins, name == "secret-assassin" and {} or TWINS, name .. " twins (H4)")
    end
end

function T.hidden_is_the_hidden_document_from_1()
    for _, name in ipairs(NAMES) do
        local v = view(name)
        local hidden, doc = v:hidden(), v:to_table("hidden").units
        check.eq(#hidden, #doc, name)
        for i, u in ipairs(hidden) do
            check.eq(u.unit, doc[i].unit + 1, name .. " unit")
            check.eq(u.label, doc[i].label, name .. " label")
            check.list_eq(u.items, doc[i].items, name .. " items")
            check.eq(u.hides_in, doc[i].hides_in and doc[i].hides_in + 1, name .. " hides_in")
        end
    end
end

-- The C lists under the layer: each _at with the _count of its stem, against the documents.
function T.each_list_is_read_with_its_count()
    for _, name in ipairs(NAMES) do
        local v = view(name)
        local function list(at, unit, count)
            local t = {}
            for k = 1, count do t[k] = at(v, unit, k) end
            return t
        end
        for i, u in ipairs(v:to_table("open").units) do
            check.list_eq(list(v.option_at, i, v:option_count(i)), u.options, name .. " options")
            check.list_eq(list(v.equipment_at, i, v:equipment_count(i)), u.equipment,
                          name .. " equipment")
        end
        local hidden = v:to_table("hidden").units
        check.eq(v:hidden_count(), #hidden, name .. " hidden units")
        for k, u in ipairs(hidden) do
            check.eq(v:hidden_unit(k), u.unit + 1, name .. " hidden unit")
            check.list_eq(list(v.hidden_item_at, u.unit + 1, v:hidden_item_count(u.unit + 1)),
                          u.items, name .. " hidden items")
        end
        check.raises(v.option_count, v, v:unit_count() + 1)
    end
end

function T.player_labels_are_kept()
    local v = view("twins-labelled")
    local a, b = v:twins()[TWINS[1]], v:twins()[TWINS[2]]
    check.eq(a.label, "red pennant")
    check.eq(b.label, "blue pennant")
    check.is_true(not a.assigned and not b.assigned, "the player's labels")
    check.is_true(v:valid(), "valid")
    check.eq(#v:violations(), 0)
end

function T.unlabelled_twins_get_numbered_labels()
    local v = view("twins-unlabelled")
    local a, b = v:unit_at(TWINS[1]), v:unit_at(TWINS[2])
    check.eq(a.label, a.name .. " 1")
    check.eq(b.label, b.name .. " 2")
    local twins = v:twins()
    check.is_true(twins[TWINS[1]].assigned and twins[TWINS[2]].assigned, "assigned by libwargen")
    check.list_eq(a.equipment, b.equipment, "equal in the open view")
    local items = {}
    for _, u in ipairs(v:hidden()) do items[u.unit] = table.concat(u.items, ",") end
    check.is_true(items[TWINS[1]] ~= items[TWINS[2]], "not in the hidden one")
    for _, u in ipairs(v:twins()) do
        if not u.twin then check.eq(u.label, nil, "no label needed") end
    end
end

function T.clashing_labels_are_a_violation_with_units_from_1()
    local v = view("twins-clashing")
    check.is_true(not v:valid(), "not valid")
    local vs = v:violations()
    check.eq(#vs, 1)
    check.eq(vs[1].code, "label-clash")
    check.eq(vs[1].rule, "H4")
    check.list_eq(vs[1].units, TWINS)
    check.contains(tostring(v), "label-clash")
end

function T.a_secret_units_position_is_only_in_the_hidden_view()
    local v = view("secret-assassin")
    local secret = {}
    for _, u in ipairs(v:hidden()) do
        if u.hides_in then secret[#secret + 1] = { u.unit, u.hides_in } end
    end
    check.same(secret, { { 4, 7 } }, "roster units 3 in 6, from 1 (H1)")
    check.eq(v:to_json("open"):find("hides_in"), nil, "not in the open view")
end

function T.errors()
    local v = view("twins-labelled")
    local msg = check.fails_with(wargen.EINVAL, v:to_table("secret"))
    check.contains(msg, "hidden")
    check.fails_with(wargen.EINVAL, v:to_json(""))
    check.contains(check.raises(wargen.View, book()), "roster")
    check.contains(check.raises(v.unit_at, v, 13), "index 13 is out of range (1 to 12)")
    check.contains(check.raises(v.option_at, v, 1, 9), "index 9 is out of range")
    check.contains(check.raises(v.hidden_item_at, v, 13, 1), "unit 13 is out of range (1 to 12)")
    check.contains(check.raises(v.option_at, v, 0, 1), "unit")  -- units count from 1
    local r = F.ok(wargen.Roster.new(book(), 2000))
    F.ok(r:add_unit{ entry = "shadow-assassin", models = 1, hides_in = 5 })
    check.contains(check.fails_with(wargen.EINVAL, wargen.View(r)), "hides in unit")
    local freed = F.ok(wargen.Roster.load(book(), HIDDEN .. "twins-labelled.json"))
    getmetatable(freed).__gc(freed)
    check.contains(check.raises(wargen.View, freed), "has been freed")
end

function T.a_view_keeps_its_roster_alive()
    local v = view("twins-unlabelled")
    local before = v:to_json("hidden")
    collectgarbage()
    collectgarbage()
    check.eq(v:to_json("hidden"), before)
    check.eq(v.roster.catalog.id, "example-kingdom")
end

return T
