-- What a game reveals, in Lua (H5): wargen.Reveal over a View of the shipped
-- twins-labelled roster, at the edges of H5 (a charge, a rune beside its
-- hidden sibling, one item used twice, a magic shield used as a shield),
-- refused uses and event documents that change nothing, the shipped events
-- file, the JSON against the C library's text, lifetime. Also the view's
-- label clashes as JSON (H4). Unit indexes and event numbers of the methods
-- count from 1; an events document's units count from 0, as in the file.
local wargen = require "wargen"
local check = require "check"
local json = require "json"  -- test-only decoder
local F = require "test_roster_fixtures"

local T = {}
local HIDDEN = F.HIDDEN_DIR
local EVENTS = HIDDEN .. "twins-labelled-reveal.json"
-- twins-labelled.json, from 1: unit 1 carries Biting Blade, unit 6 Mirror
-- Shield, the twins 8 and 9 Rune of Fury (and 8 Rune of Swiftness too); unit
-- 4 nothing.
local RED, BLUE, SHIELDS, FRIAR = 8, 9, 6, 4

local function book() return F.example_book(wargen) end
local function view(name) return F.hidden_view(wargen, name or "twins-labelled") end

local function game() return F.ok(wargen.Reveal(view())) end

local function state(g) return g:to_json() .. " " .. g:event_count() end

function T.a_charge_reveals_the_item()
    local g = game()
    check.eq(g:is_revealed(RED, "rune-of-fury"), false)
    check.eq(g:use(RED, "rune-of-fury", "charge"), true)
    check.eq(g:is_revealed(RED, "rune-of-fury"), true)
    check.same(g:revelations(),
               { { event = 1, unit = RED, item = "rune-of-fury", use = "charge" } })
    check.contains(wargen.use_when("charge"), "charge range")  -- H5: before it is rolled
end

function T.a_rune_is_revealed_while_its_sibling_stays_hidden()
    local g = game()
    local equipment = g.view:unit_at(RED).equipment
    check.eq(g:use(RED, "rune-of-fury", "attack"), true)
    check.list_eq(g:revealed(RED), { "rune-of-fury" })
    check.eq(g:is_revealed(RED, "rune-of-swiftness"), false)
    local unit = g:to_table().open.units[RED]
    check.list_eq(unit.revealed, { "rune-of-fury" })
    check.list_eq(unit.equipment, equipment, "still one runic hand weapon")
    check.eq(g:is_revealed(BLUE, "rune-of-fury"), false, "the twin's rune is its own")
    check.eq(g:use(BLUE, "rune-of-fury", "roll"), true)
    check.eq(g:use(RED, "rune-of-swiftness", "move"), true)
    check.list_eq(g:revealed(RED), { "rune-of-fury", "rune-of-swiftness" }, "roster order")
end

function T.the_same_item_used_twice_is_revealed_once()
    local g = game()
    check.eq(g:use(1, "biting-blade", "attack"), true)
    check.eq(g:use(1, "biting-blade", "roll"), false)
    check.eq(g:event_count(), 2)
    check.eq(g:revelation_count(), 1)
    check.eq(g:revelation_at(1).use, "attack")
end

function T.a_magic_shield_used_as_a_shield_stays_hidden()
    local g = game()
    check.eq(g:use(SHIELDS, "mirror-shield", "save", false), false)
    check.eq(g:is_revealed(SHIELDS, "mirror-shield"), false)
    check.eq(#g:revelations(), 0)
    check.eq(g:use(SHIELDS, "mirror-shield", "save"), true, "beyond_mundane by default")
    check.eq(g:revelation_at(1).event, 2)
end

function T.an_item_the_unit_does_not_carry_is_refused_naming_both()
    local g = game()
    F.ok(g:use(1, "biting-blade", "attack"))
    local before = state(g)
    local msg = check.fails_with(wargen.ENOTFOUND, g:use(FRIAR, "biting-blade", "attack"))
    check.contains(msg, "Lantern Friar")
    check.contains(msg, "biting-blade")
    check.eq(state(g), before)
    check.contains(check.raises(g.use, g, 13, "biting-blade", "attack"),
                   "unit 13 is out of range (1 to 12)")
    check.contains(check.fails_with(wargen.EINVAL, g:use(1, "biting-blade", "smash")), "charge")
    check.contains(check.fails_with(wargen.EINVAL, wargen.use_when("smash")), "roll")
    check.eq(state(g), before)
end

function T.a_bad_events_document_is_located_and_changes_nothing()
    local cases = {
        { { { unit = 0, item = "biting-blade", use = "attack" },
            { unit = FRIAR - 1, item = "biting-blade", use = "attack" } }, "events[1].item" },
        { { { unit = 0, item = "biting-blade", use = "smash" } }, "events[0].use" },
        { { { unit = 99, item = "biting-blade", use = "roll" } }, "events[0].unit" },
    }
    local g = game()
    F.ok(g:use(SHIELDS, "mirror-shield", "save"))
    local before = state(g)
    for _, c in ipairs(cases) do
        local msg = check.fails_with(wargen.EFORMAT,
                                     g:apply{ format = "wargen-reveal/1", events = c[1] })
        check.contains(msg, "<table>:1:")
        check.contains(msg, c[2])
        check.eq(state(g), before, c[2])
    end
    check.fails_with(wargen.EPARSE, g:apply('{"format": "wargen-reveal/1", "events": ['))
    check.fails_with(wargen.EIO, g:apply(HIDDEN .. "no-such-events.json"))
    check.contains(check.raises(g.apply, g, 5), "events")
    check.eq(state(g), before)
end

function T.the_shipped_events_file()
    -- data/rosters/README.md: the charge reveals Rune of Fury of unit 7 (from 0;
    -- Rune of Swiftness stays hidden), Mirror Shield as a plain shield reveals
    -- nothing, then beyond it does; Biting Blade used twice, revealed once;
    -- unit 8's rune. Events and units from 1 here.
    local g = game()
    F.ok(g:apply(EVENTS))
    check.eq(g:event_count(), #json.decode(check.read(EVENTS)).events)
    check.same(g:revelations(), {
        { event = 1, unit = RED, item = "rune-of-fury", use = "charge" },
        { event = 3, unit = 1, item = "biting-blade", use = "attack" },
        { event = 5, unit = SHIELDS, item = "mirror-shield", use = "save" },
        { event = 6, unit = BLUE, item = "rune-of-fury", use = "roll" } })
    check.eq(g:is_revealed(RED, "rune-of-swiftness"), false)
    local from_table = game()
    F.ok(from_table:apply(json.decode(check.read(EVENTS))))
    check.eq(from_table:to_json(), g:to_json(), "a table as the file")
    F.ok(g:apply(check.read(EVENTS)))
    check.eq(g:event_count(), 12, "a second document goes on numbering")
    check.eq(g:revelation_count(), 4, "nothing new")
end

function T.to_table_is_the_c_librarys_json()
    local g = game()
    F.ok(g:apply(EVENTS))
    local doc = g:to_table()
    check.same(doc, json.decode(g:to_json()))
    for i, r in ipairs(g:revelations()) do
        check.same(doc.revealed[i], { event = r.event - 1, unit = r.unit - 1, item = r.item })
    end
    local open = g.view:to_table("open")
    for i, unit in ipairs(doc.open.units) do
        check.list_eq(unit.revealed, g:revealed(i), "unit " .. i)
        unit.revealed = nil
        check.same(unit, open.units[i], "unit " .. i)
    end
    doc.open.units, open.units = nil, nil
    check.same(doc.open, open)
end

function T.uses_are_the_c_librarys_names()
    check.list_eq(wargen.ITEM_USES, { "roll", "attack", "save", "move", "charge", "other" })
    for _, u in ipairs(wargen.ITEM_USES) do check.eq(type(wargen.use_when(u)), "string", u) end
end

function T.a_tracker_takes_a_view_and_keeps_it_alive()
    local roster = F.ok(wargen.Roster.load(book(), HIDDEN .. "twins-labelled.json"))
    check.contains(check.raises(wargen.Reveal, roster), "view")
    local g = game()  -- the view is no one else's
    F.ok(g:use(RED, "rune-of-fury", "charge"))
    local before = g:to_json()
    collectgarbage()
    collectgarbage()
    check.eq(g:to_json(), before)
    check.eq(g.view.roster.catalog.id, "example-kingdom")
    check.eq(tostring(g), "wargen.Reveal(1 events, 1 revealed)")
end

function T.violations_to_table_is_the_c_librarys_json()
    local clashing = view("twins-clashing")
    local doc = clashing:violations_to_table()
    check.same(doc, json.decode(clashing:violations_to_json()))
    check.eq(doc.valid, false)
    check.eq(#doc.violations, #clashing:violations())
    for i, v in ipairs(clashing:violations()) do
        check.eq(doc.violations[i].code, v.code)
        check.eq(doc.violations[i].message, v.message)
        for k, unit in ipairs(v.units) do check.eq(doc.violations[i].units[k], unit - 1) end
    end
    check.same(view():violations_to_table(), { valid = true, violations = {} })
end

return T
