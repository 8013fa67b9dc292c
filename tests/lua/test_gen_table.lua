-- Generator tables (G2, G4, G12): loading from a path, a JSON string or a
-- table, errors with file, line, column and path, and Table.check.
local wargen = require "wargen"
local check = require "check"
local F = require "gen_fixtures"

local Table = wargen.Table
local T = {}

function T.default_table()
    local t = Table.default()
    check.eq(t.name, "Default table")
    check.eq(t.digest, F.DEFAULT_DIGEST)
    local entries = t:entries()
    check.eq(#entries, 36, "entries")
    check.eq(t:entry_count(), wargen.TABLE_ENTRIES, "entry_count()")
    local rolls = {}
    for i, e in ipairs(entries) do rolls[i] = e.roll end
    check.list_eq(rolls, F.D66, "rolls in D66 order (G2)")
    check.list_eq(t:rolls(), F.D66, "t:rolls(), as Python's Table.rolls() (G2)")
    check.same(t:entry(11), { roll = 11, cost = 2,
                              slots = { { count = 1, type = "regular", reinforceable = true } } })
    check.same(t:entry(36), { roll = 36, cost = 4,
                              slots = { { count = 1, type = "gigantic", reinforceable = false },
                                        { endless_spell = true } } })
    check.same(entries, t:to_table().entries, "entries as in the document")
    check.contains(tostring(t), "Default table")
end

function T.rolls_that_are_not_d66_values()
    local t = Table.default()
    for _, roll in ipairs({ 10, 17, 20, 67, 0, -11 }) do
        check.contains(check.fails_with(wargen.EINVAL, t:entry(roll)), "D66")
    end
    -- no C int: an argument the library cannot receive raises
    check.contains(check.raises(function() return t:entry(11.5) end), "expected a whole number")
    check.contains(check.raises(function() return t:entry(1e300) end), "out of range")
    check.raises(function() return t:entry("11") end)
    check.raises(function() return t.entry(11) end)  -- t.entry instead of t:entry
end

function T.load_from_a_path_a_string_and_a_table()
    local doc = F.uniform_doc()
    local text = wargen._json.encode(doc)
    local path = F.write_temp(text)
    local tables = {
        assert(Table.load(path)),
        assert(Table.load(text)),
        assert(Table.load("\n\t " .. text)),
        assert(Table.load(doc)),
        assert(Table(path)),  -- the constructor is Table.load, as Python's Table(source)
        assert(Table(doc)),
    }
    os.remove(path)
    for i, t in ipairs(tables) do
        check.eq(t.name, "Uniform test table", "name " .. i)
        check.eq(t.digest, tables[1].digest, "digest " .. i)
        check.same(t:entry(45).slots, F.uniform_slots(), "slots " .. i)
    end
    check.is_true(Table.load(tables[1]) == tables[1], "a Table loads as itself")
    check.eq(Table.load().digest, F.DEFAULT_DIGEST, "no source: the default table")
    check.raises(function() return Table() end)  -- Table() needs a source: Table.default()
end

function T.default_table_is_the_shipped_file()
    -- G12: the built-in table is data/tables/default.json
    local t = assert(Table.load(F.DEFAULT_TABLE_PATH))
    check.eq(t.digest, F.DEFAULT_DIGEST)
    check.same(t:entries(), Table.default():entries())
end

function T.round_trips()
    local t = Table.default()
    check.eq(assert(Table.load(t:to_json())).digest, t.digest, "from to_json()")
    check.eq(assert(Table.load(t:to_table())).digest, t.digest, "from to_table()")
    check.eq(assert(Table.load(t:to_table())):to_json(), t:to_json())
end

function T.digest_ignores_the_name()
    local doc = F.uniform_doc()
    local a = assert(Table.load(doc))
    doc.name = "Another name"
    local b = assert(Table.load(doc))
    check.eq(a.digest, b.digest)
    doc.entries[6].cost = 3
    check.is_true(assert(Table.load(doc)).digest ~= a.digest, "digest of other entries")
end

function T.missing_file()
    local msg = check.fails_with(wargen.EIO, Table.load("/nonexistent/table.json"))
    check.contains(msg, "/nonexistent/table.json")
end

function T.broken_json_names_line_and_column()
    local text = '{\n  "format": "wargen-table/1",\n  "name": "x",,\n  "entries": []\n}\n'
    check.contains(check.fails_with(wargen.EPARSE, Table.load(text)), "<string>:3:15: ")
end

function T.bad_cost_names_the_path()
    local doc = F.uniform_doc()
    doc.entries[4].cost = -1                  -- entries[3] in the document
    local msg = check.fails_with(wargen.EFORMAT, Table.load(doc))
    check.contains(msg, "<table>:1:")
    check.contains(msg, "entries[3].cost: must be at least 0")
end

function T.error_in_a_file_names_file_line_column_and_path()
    local lines = { '{"format": "wargen-table/1", "name": "x", "entries": [' }
    for i, roll in ipairs(F.D66) do
        local type_name = roll == 13 and "dragon" or "horde"
        lines[#lines + 1] = '  {"roll": ' .. roll .. ', "cost": 1, "slots": [{"count": 1, "type": "'
                            .. type_name .. '"}]}' .. (i < 36 and "," or "")
    end
    lines[#lines + 1] = "]}"
    local path = F.write_temp(table.concat(lines, "\n"))
    local msg = check.fails_with(wargen.EFORMAT, Table.load(path))
    local col = lines[4]:find('"dragon"', 1, true)
    check.contains(msg, path .. ":4:" .. col .. ": entries[2].slots[0].type: ")
    check.contains(msg, "dragon")
    local problems = Table.check(path)
    os.remove(path)
    check.eq(#problems, 1, "problems")
    local p = problems[1]
    check.eq(p.file, path)
    check.eq(p.line, 4)
    check.eq(p.column, col)
    check.eq(p.path, "entries[2].slots[0].type")
    check.eq(p.code, wargen.EFORMAT)
    check.contains(p.text, path .. ":4:")
end

function T.check_of_valid_tables_is_empty()
    check.eq(#Table.check(F.DEFAULT_TABLE_PATH), 0)
    check.eq(#Table.check(F.uniform_doc()), 0)
    check.eq(#Table.check(Table.default():to_json()), 0)
end

function T.check_lists_every_problem()
    local doc = F.uniform_doc()
    doc.entries[1].cost = -2                       -- cost >= 0 (G4)
    doc.entries[5].roll = 17                       -- not a D66 value (G2)
    doc.entries[10].slots[1].count = 0             -- count >= 1 (G4)
    doc.entries[21].slots[3].type = "dragon"       -- unknown type (G5)
    doc.entries[31].roll = 11                      -- 11 twice, 61 missing
    local problems = Table.check(doc)
    local paths, messages = {}, {}
    for i, p in ipairs(problems) do
        check.eq(p.code, wargen.EFORMAT, "code " .. i)
        check.eq(p.file, "<table>", "file " .. i)
        check.is_true(p.line >= 1 and p.column >= 1, "line and column " .. i)
        paths[i] = p.path
        messages[i] = p.message
    end
    check.list_eq(check.slice(paths, 1, 5), { "entries[0].cost", "entries[4].roll",
                                             "entries[9].slots[0].count",
                                             "entries[20].slots[2].type", "entries[30].roll" })
    local all = table.concat(messages, " | ")
    check.contains(all, "roll 11 repeats entries[0]")
    check.contains(all, "no entry for roll 15")
    check.contains(all, "no entry for roll 61")
    check.eq(#problems, 7, "problems")
    -- loading reports the first one
    check.contains(check.fails_with(wargen.EFORMAT, Table.load(doc)), "entries[0].cost")
end

function T.check_of_broken_json_is_one_problem()
    local problems = Table.check('{"format": "wargen-table/1", "name": ')
    check.eq(#problems, 1)
    check.eq(problems[1].code, wargen.EPARSE)
end

function T.check_of_a_missing_file_fails()
    check.fails_with(wargen.EIO, Table.check("/nonexistent/table.json"))
end

function T.wrong_sources_raise()
    check.contains(check.raises(Table.load, 42), "expected a path, a JSON string or a table")
    check.raises(Table.check, true)
    check.raises(Table.load, { entries = { 1, 2 }, [3] = "mixed" })  -- not writable as JSON
    check.raises(Table.load, { f = function() end })
end

return T
