-- Every kind of failure of the mod module: nil, message, code (documents'
-- messages located "file:line:column: path: message"); programming errors
-- (wrong types, unknown keys) raise. A failure changes nothing.
local wargen = require "wargen"
local check = require "check"
local F = require "test_mod_fixtures"
local G = require "gen_fixtures"  -- write_temp

local T = {}

local function example()
    return F.ok(wargen.Models.new(F.EXAMPLE_PATH))
end

---- documents ---------------------------------------------------------------------

function T.missing_file()
    check.contains(check.fails_with(wargen.EIO, wargen.Models.new("/nonexistent/models.json")),
                   "/nonexistent/models.json")
end

function T.not_json()
    local msg = check.fails_with(wargen.EPARSE,
                                 wargen.Models.new('{"format": "wargen-models/1",\n "models": [}'))
    check.contains(msg, "<string>:2:", "located")
end

function T.bad_documents_located()
    local cases = {
        { function(d) d.format = "wargen-models/2" end, wargen.EFORMAT, "format" },
        { function(d) d.models[2].modifiers[1].bonus = 1 end, wargen.EFORMAT,
          "models[1].modifiers[0].bonus" },
        { function(d) d.models[2].modifiers[1].op = "double" end, wargen.EFORMAT,
          "models[1].modifiers[0].op" },
        { function(d) d.models[2].modifiers[5].den = 0 end, nil, "models[1].modifiers[4].den" },
        { function(d) d.models[2].modifiers[3].model = "nobody" end, wargen.ENOTFOUND,
          "models[1].modifiers[2].model" },
        { function(d) d.models[2].modifiers[1].stat = "Wounds" end, wargen.ENOTFOUND,
          "models[1].modifiers[0].stat" },
        { function(d) d.models[2].ranges.Att = { 20, 0 } end, nil, "models[1].ranges" },
        { function(d) d.models[2].id = "general" end, nil, "models[1].id" },
        { function(d) d.models[1].characteristics = nil end, wargen.EFORMAT, "models[0]" },
    }
    for i, c in ipairs(cases) do
        local doc = F.example_doc()
        c[1](doc)
        local v, msg, code = wargen.Models.new(doc)
        check.eq(v, nil, "case " .. i)
        check.eq(type(code), "number", "a code " .. i)
        if c[2] then check.eq(code, c[2], "the code of case " .. i) end
        check.contains(msg, "<table>:1:", "located " .. i)
        check.contains(msg, c[3], "path " .. i)
    end
end

function T.bad_document_file_line()
    local text = check.read(F.EXAMPLE_PATH):gsub('"round": "down"', '"round": "sideways"')
    local path = G.write_temp(text)
    local msg = check.fails_with(wargen.EFORMAT, wargen.Models.new(path))
    os.remove(path)
    local line = tonumber(msg:match("^[^:]*:(%d+):"))
    local n = 0
    for l in (text .. "\n"):gmatch("(.-)\n") do
        n = n + 1
        if n == line then check.contains(l, "sideways", "the line") end
    end
    check.contains(msg, path .. ":", "the file")
    check.contains(msg, "models[1].modifiers[4]", "the path")
end

function T.empty_objects_of_a_table_document()
    -- {} is written as an object where the document has one
    local doc = { format = "wargen-models/1",
                  models = { { id = "a", characteristics = {}, ranges = {}, modifiers = {} } } }
    check.same(F.ok(wargen.evaluate(doc)), { models = { { id = "a", characteristics = {} } } },
               "empty objects")
end

function T.wrong_source_types_raise()
    check.raises(wargen.Models.new, 42)
    check.raises(wargen.Models.new, true)
    check.raises(wargen.Models.new, { format = "wargen-models/1", models = {}, [1] = 2 })
    check.raises(wargen.Models.new, { format = "wargen-models/1", models = { 1, x = 2 } })
end

---- calls ----------------------------------------------------------------------------

function T.unknown_model()
    local m = example()
    for i, call in ipairs({
        function() return m:value("nobody", "Dis") end,
        function() return m:explain("nobody", "Dis") end,
        function() return m:set_base("nobody", "Dis", 1) end,
        function() return m:add_modifier("nobody", { stat = "Dis", op = "add", value = 1 }) end,
        function() return m:add_characteristic("nobody", "Dis", 1) end,
        function() return m:characteristics("nobody") end,
        function() return m:modifiers("nobody") end,
    }) do
        check.contains(check.fails_with(wargen.ENOTFOUND, call()), "nobody", "call " .. i)
    end
end

function T.not_found()
    local m = example()
    for _, call in ipairs({
        function() return m:value("spearman", "Wounds") end,
        function() return m:explain("spearman", "Wounds") end,
        function() return m:set_base("spearman", "Wounds", 1) end,
        function() return m:add_modifier("spearman", { stat = "Wounds", op = "add", value = 1 })
        end,
        function() return m:add_modifier("spearman", { stat = "Dis", op = "use", model = "nobody" })
        end,
        function() return m:add_modifier("spearman", { stat = "Dis", op = "use", model = "general",
                                                       from = "Wounds" }) end,
        function() return m:remove_modifier(12345) end,
        function() return m:change_modifier(12345, { stat = "Str", op = "add", value = 1 }) end,
    }) do
        check.fails_with(wargen.ENOTFOUND, call())
    end
end

function T.invalid_arguments()
    local m = example()
    local function add(spec) return m:add_modifier("spearman", spec) end
    -- the rules themselves (M1, M3) are tested in test_mod_load.c
    local cases = {
        { { add({ stat = "Att", op = "mul", num = 1, den = 0 }) }, "den" },
        { { add({ stat = "Str", op = "double", value = 2 }) }, "double" },
        { { add({ stat = "Str", op = "set", value = 2, min = 1 }) }, "bound" },
        { { add({ stat = "Str", op = "add" }) }, '"value"' },
        -- the library reads a modifier table as a document's: bad members
        -- are refused as arguments, the member named
        { { add({ stat = "Str", op = "add", value = 1, bonus = 2 }) }, "bonus" },
        { { add({ stat = "Str", op = "add", value = "1" }) }, "value" },
        { { add({ stat = "Str", op = "add", value = 1.5 }) }, "value" },
        { { add({ stat = 3, op = "add", value = 1 }) }, "stat" },
        { { add({ op = "add", value = 1 }) }, '"stat"' },
        { { add({ stat = "Str", op = "add", value = 2 ^ 40 }) }, "value" },
        { { add({ stat = "Str", op = "add", value = 1, model = "general" }) }, "model" },
        { { add({ stat = "Str", op = "add", value = 1, source = "" }) }, "source" },
        { { m:add_model("general") }, "general" },
        -- a model too is read as a document's
        { { m:add_model("new", { X = "8" }) }, "characteristics.X" },
        { { m:add_model("new", { X = 8 }, { X = 5 }) }, "ranges.X" },
        { { m:add_model("new", { "X" }) }, "characteristics" },
        { { m:add_model("") }, "" },
        { { m:add_model(("x"):rep(wargen.MOD_NAME_MAX + 1)) }, "" },
        { { m:add_characteristic("spearman", "Str", 3) }, "Str" },
    }
    for i, c in ipairs(cases) do
        local r = c[1]
        check.contains(check.fails_with(wargen.EINVAL, r[1], r[2], r[3]), c[2], "case " .. i)
    end
    -- not a table: raised, as for any argument of the wrong type
    check.contains(check.raises(m.add_modifier, m, "spearman", "Str"),
                   "modifier: expected a table, got string")
    local id = m:modifiers("spearman")[1].id
    check.fails_with(wargen.EINVAL, m:change_modifier(id, { stat = "Str", op = "mul", num = 1,
                                                           den = 0 }))
end

function T.out_of_range()
    local m = example()
    local big = wargen.MOD_VALUE_MAX + 1
    for i, r in ipairs({
        -- the library's limits (test_mod_build.c); beyond C's types the call raises
        { m:set_base("general", "Dis", 11) },
        { m:add_model("new", { X = 11 }) },
        { m:add_characteristic("general", "Ld", 12) },
        { m:add_modifier("spearman", { stat = "Str", op = "add", value = big }) },
    }) do
        check.eq(r[1], nil, "case " .. i)
        check.eq(r[3], wargen.ERANGE, "case " .. i .. ": " .. tostring(r[2]))
    end
end

function T.cycle_is_a_rule_error()
    local m = example()
    F.ok(m:add_modifier("general", { stat = "Dis", op = "use", model = "spearman" }))
    local msg = check.fails_with(wargen.ERULE, m:evaluate())
    check.is_true(msg:find("general.Dis -> spearman.Dis -> general.Dis", 1, true)
                  or msg:find("spearman.Dis -> general.Dis -> spearman.Dis", 1, true), msg)
end

function T.programming_errors_raise()
    local m = example()
    local cases = {
        function() return m:add_modifier("spearman", { stat = "Str", op = "add", [1] = 2 }) end,
        function() return m:add_modifier(nil, { stat = "Str", op = "add", value = 1 }) end,
        function() return m:set_base("spearman", "Str", 2.5) end,
        function() return m:remove_modifier("1") end,
        function() return m:add_model("new", { X = 8, [1] = 2 }) end,
        function() return m:add_characteristic("spearman", "New", 8, { 0, "9" }) end,
        function() return m.value({}, "a", "b") end,
        function() return m:set_base("general", "Dis", 2 ^ 40) end,  -- beyond C's int
        function() return m:add_model(7) end,
    }
    for _, call in ipairs(cases) do
        check.raises(call)
    end
    -- nil is no string: refused before it reaches the library as NULL
    check.contains(check.raises(m.value, m, "spearman", nil), "stat: expected a string, got nil")
end

function T.failures_change_nothing()
    local m = example()
    local before = F.ok(m:to_json(true))
    local first = m:modifiers("spearman")[1].id
    check.fails_with(wargen.EINVAL, m:add_modifier("spearman", { stat = "Att", op = "mul", num = 1,
                                                                 den = 0 }))
    check.fails_with(wargen.ENOTFOUND, m:add_modifier("spearman", { stat = "Wounds", op = "add",
                                                                    value = 1 }))
    check.fails_with(wargen.EINVAL, m:add_model("general"))
    check.fails_with(wargen.ERANGE, m:add_model("new", { X = 1, Y = 11 }))
    check.fails_with(wargen.ERANGE, m:set_base("general", "Dis", 11))
    check.fails_with(wargen.ENOTFOUND, m:change_modifier(first, { stat = "Str", op = "use",
                                                                  model = "nobody" }))
    check.fails_with(wargen.ENOTFOUND, m:remove_modifier(10 ^ 6))
    check.eq(F.ok(m:to_json(true)), before, "unchanged")
    check.list_eq(m:ids(), { "general", "spearman" }, "models")
    check.same(F.ok(m:evaluate()), F.EXAMPLE_VALUES, "values")
end

return T
