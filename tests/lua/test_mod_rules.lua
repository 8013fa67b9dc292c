-- Final values follow the order of modifiers (rules M1-M4): the example
-- document, groups, bounds, the range at every step, rounding, used values
-- (and `from`), a long chain and cycles.
local wargen = require "wargen"
local check = require "check"
local F = require "test_mod_fixtures"

local T = {}

local function read(path)
    local f = assert(io.open(path))
    local text = f:read("*a")
    f:close()
    return text
end

---- the example document (FORMATS.md) -----------------------------------------

function T.example_values_from_every_source()
    local sets = {
        F.ok(wargen.Models.new(F.EXAMPLE_PATH)),
        F.ok(wargen.Models.load(read(F.EXAMPLE_PATH))),
        F.ok(wargen.Models(F.example_doc())),
        (F.build_example(wargen)),
    }
    for i, m in ipairs(sets) do
        check.same(F.ok(m:evaluate()), F.EXAMPLE_VALUES, "evaluate " .. i)
        for model, stats in pairs(F.EXAMPLE_VALUES) do
            for stat, value in pairs(stats) do
                check.eq(m:value(model, stat), value, model .. "." .. stat .. " " .. i)
            end
        end
    end
    check.eq(wargen.Models.new(sets[1]), sets[1], "a Models is returned as is")
end

function T.example_used_value_first()
    local m = F.ok(wargen.Models.new(F.EXAMPLE_PATH))
    check.eq(m:value("spearman", "Dis"), 9, "spearman.Dis uses general.Dis (M2)")
    check.eq(m:value("general", "Dis"), 9, "general.Dis")
end

---- M4: the range at every step ------------------------------------------------

function T.m4_clamped_after_every_modifier()
    -- 8 -> 11 clamped to 10 -> 5, not 8 + 3 - 5 = 6
    check.eq(F.x(wargen, 8, { { op = "add", value = 3 }, { op = "add", value = -5 } }), 5, "M4")
    check.eq(F.x(wargen, 8, { { op = "add", value = -5 }, { op = "add", value = 3 } }), 6,
             "the other order")
    check.eq(F.x(wargen, 2, { { op = "add", value = -3 }, { op = "add", value = 3 } }), 3,
             "clamped at 0")
    check.eq(F.x(wargen, 5, { { op = "set", value = 12 } }), 10, "set clamped")
end

function T.m4_declared_range()
    check.eq(F.x(wargen, 7, { { op = "mul", num = 3, den = 1 } }, { 0, 20 }), 20, "0-20")
    check.eq(F.x(wargen, 7, { { op = "mul", num = 3, den = 1 } }), 10, "0-10")
    check.eq(F.x(wargen, 15, { { op = "add", value = 10 }, { op = "add", value = -10 } },
                 { 0, 20 }), 10, "every step")
    check.eq(F.x(wargen, -3, { { op = "add", value = -5 }, { op = "add", value = 4 } },
                 { -5, 5 }), -1, "negative range")
    local m = wargen.Models()
    F.ok(m:add_model("big", { X = 15 }, { X = { 0, 20 } }))
    F.ok(m:add_model("small", { X = 1 }))
    F.ok(m:add_modifier("small", { stat = "X", op = "use", model = "big" }))
    check.eq(m:value("small", "X"), 10, "a used value clamped to the own range")
end

---- M1: groups and rounding ------------------------------------------------------

function T.m1_groups_not_the_order_added()
    -- added: +2, x2, set 3; applied: set 3, x2, +2 -> 8
    check.eq(F.x(wargen, 4, { { op = "add", value = 2 }, { op = "mul", num = 2, den = 1 },
                              { op = "set", value = 3 } }), 8, "M1")
    check.eq(F.x(wargen, 4, { { op = "set", value = 3 }, { op = "mul", num = 2, den = 1 },
                              { op = "add", value = 2 } }), 8, "M1, added in order")
end

function T.m1_use_is_in_the_first_group()
    local m = wargen.Models()
    F.ok(m:add_model("leader", { Dis = 4 }))
    F.ok(m:add_model("unit", { Dis = 9 }))
    F.ok(m:add_modifier("unit", { stat = "Dis", op = "add", value = 1 }))
    F.ok(m:add_modifier("unit", { stat = "Dis", op = "mul", num = 1, den = 2 }))
    F.ok(m:add_modifier("unit", { stat = "Dis", op = "use", model = "leader" }))
    check.eq(m:value("unit", "Dis"), 3, "use 4, halved 2, +1")
end

function T.m1_rounding()
    local cases = {
        { 7, 1, 2, nil, 4 }, { 7, 1, 2, "up", 4 }, { 7, 1, 2, "down", 3 },
        { 5, 2, 3, nil, 4 }, { 5, 2, 3, "down", 3 }, { 8, 1, 2, "down", 4 },
        { 3, 3, 2, nil, 5 }, { 3, 3, 2, "down", 4 }, { 1, 1, 3, nil, 1 },
        { 1, 1, 3, "down", 0 }, { 6, 0, 5, nil, 0 },
    }
    for _, c in ipairs(cases) do
        check.eq(F.x(wargen, c[1], { { op = "mul", num = c[2], den = c[3], round = c[4] } }), c[5],
                 c[1] .. " * " .. c[2] .. "/" .. c[3] .. " " .. tostring(c[4]))
    end
    check.eq(F.x(wargen, 5, { { op = "mul", num = 1, den = 2 }, { op = "mul", num = 1, den = 2 } }),
             2, "each multiplication rounds on its own")
end

---- M3: bounds -------------------------------------------------------------------

function T.m3_unbounded_before_bounded()
    check.eq(F.x(wargen, 5, { { op = "add", value = -1, min = 4 }, { op = "add", value = -3 } }), 2,
             "-3 first, then the bounded -1 leaves 2")
    check.eq(F.x(wargen, 5, { { op = "add", value = 1, max = 6 }, { op = "add", value = 3 } }), 8,
             "+3 first, then the bounded +1 leaves 8")
    check.eq(F.x(wargen, 5, { { op = "add", value = -2, min = 3 },
                              { op = "add", value = 4, max = 6 } }),
             6, "bounded ones in the order applied")
    check.eq(F.x(wargen, 5, { { op = "add", value = 4, max = 6 },
                              { op = "add", value = -2, min = 3 } }),
             4, "bounded ones in the order applied, reversed")
end

function T.m3_bound_decision()
    local cases = {
        { 3, -1, "min", 1, 2 }, { 2, -1, "min", 1, 1 }, { 1, -1, "min", 1, 1 },
        { 0, -1, "min", 1, 0 }, { 5, -3, "min", 4, 4 }, { 4, 1, "max", 5, 5 },
        { 5, 1, "max", 5, 5 }, { 7, 1, "max", 5, 7 }, { 2, 5, "max", 4, 4 },
    }
    for _, c in ipairs(cases) do
        check.eq(F.x(wargen, c[1], { { op = "add", value = c[2], [c[3]] = c[4] } }), c[5],
                 c[1] .. " " .. c[2] .. " " .. c[3] .. " " .. c[4])
    end
    check.eq(F.x(wargen, 4, { { op = "mul", num = 2, den = 1, max = 6 } }), 6, "mul max")
    check.eq(F.x(wargen, 8, { { op = "mul", num = 1, den = 2, min = 5 } }), 5, "mul min")
    check.eq(F.x(wargen, 9, { { op = "add", value = 5, max = 12 } }), 10, "bound, then range")
end

---- M2: used values ----------------------------------------------------------------

function T.m2_use_takes_the_final_value()
    local m = wargen.Models()
    F.ok(m:add_model("leader", { Dis = 6 }))
    F.ok(m:add_modifier("leader", { stat = "Dis", op = "mul", num = 3, den = 2 }))
    F.ok(m:add_modifier("leader", { stat = "Dis", op = "add", value = -1 }))
    F.ok(m:add_model("unit", { Dis = 3 }))
    F.ok(m:add_modifier("unit", { stat = "Dis", op = "use", model = "leader" }))
    F.ok(m:add_modifier("unit", { stat = "Dis", op = "add", value = 1 }))
    check.eq(m:value("unit", "Dis"), 9, "8, the leader's final value, +1")
end

function T.m2_use_from_another_characteristic()
    local m = wargen.Models()
    F.ok(m:add_model("leader", { Ld = 8 }))
    F.ok(m:add_modifier("leader", { stat = "Ld", op = "add", value = 1 }))
    F.ok(m:add_model("unit", { Dis = 3, Ini = 4 }))
    local id = F.ok(m:add_modifier("unit", { stat = "Dis", op = "use", model = "leader",
                                             from = "Ld" }))
    F.ok(m:add_modifier("unit", { stat = "Ini", op = "use", model = "unit", from = "Dis" }))
    check.same(F.ok(m:evaluate()), { leader = { Ld = 9 }, unit = { Dis = 9, Ini = 9 } }, "from")
    check.same(m:modifiers("unit")[1], { id = id, stat = "Dis", op = "use", model = "leader",
                                         from = "Ld" }, "read back")
end

function T.m2_chain_of_ten_thousand_models()
    local n = 10000
    local m = F.ok(wargen.Models.new(F.chain_doc(n)))
    check.eq(m:count(), n, "count")
    local evaluated = m:evaluations()  -- loading checked the graph once
    check.eq(m:value("m" .. (n - 1), "X"), n - 1, "the far end (no recursion limit)")
    F.ok(m:set_base("m0", "X", 5))
    check.eq(m:value("m" .. (n - 1), "X"), n + 4, "after a change at the start")
    check.eq(m:evaluations(), evaluated + n, "each evaluated once again")
    local mid = m:modifiers("m5000")[2]
    check.eq(mid.op, "add", "m5000's add")
    F.ok(m:change_modifier(mid.id, { stat = "X", op = "add", value = 2 }))
    check.eq(m:value("m" .. (n - 1), "X"), n + 5, "after a change in the middle")
    check.eq(m:evaluations(), evaluated + n + n / 2, "only the second half again")
    local values = F.ok(m:evaluate())
    check.eq(values.m4999.X, 5004, "m4999")
end

function T.m2_chain_built_in_code()
    local n = 10000
    local m = wargen.Models()
    F.ok(m:add_model("m0", { X = 0 }, { X = { 0, 100000 } }))
    for k = 1, n - 1 do
        local id = "m" .. k
        F.ok(m:add_model(id, { X = 0 }, { X = { 0, 100000 } }))
        F.ok(m:add_modifier(id, { stat = "X", op = "use", model = "m" .. (k - 1) }))
        F.ok(m:add_modifier(id, { stat = "X", op = "add", value = 1 }))
    end
    check.eq(m:value("m" .. (n - 1), "X"), n - 1, "the far end")
    check.eq(m:evaluations(), n, "each once")
end

---- M2: cycles -------------------------------------------------------------------------

local function cycle_of_two()
    local m = wargen.Models()
    F.ok(m:add_model("a", { X = 1 }))
    F.ok(m:add_model("b", { X = 2 }))
    F.ok(m:add_model("c", { X = 3 }))
    F.ok(m:add_modifier("a", { stat = "X", op = "use", model = "b" }))
    local id = F.ok(m:add_modifier("b", { stat = "X", op = "use", model = "a" }))
    return m, id
end

local function is_cycle(msg, ...)
    check.contains(msg, "->", "a cycle")
    for _, node in ipairs({ ... }) do check.contains(msg, node, "the cycle") end
end

function T.m2_cycle_named()
    local m, id = cycle_of_two()
    for _, call in ipairs({
        function() return m:evaluate() end,
        function() return m:value("a", "X") end,
        function() return m:explain("b", "X") end,
        function() return m:to_table() end,
        function() return m:to_json(true) end,
        function() return m:to_text() end,
    }) do
        is_cycle(check.fails_with(wargen.ERULE, call()), "a.X", "b.X")
    end
    local msg = check.fails_with(wargen.ERULE, m:value("a", "X"))
    check.is_true(msg:find("a.X -> b.X -> a.X", 1, true) or msg:find("b.X -> a.X -> b.X", 1, true),
                  "the cycle named: " .. msg)
    check.eq(m:value("c", "X"), 3, "off the cycle")
    F.ok(m:add_modifier("c", { stat = "X", op = "use", model = "a" }))
    is_cycle(check.fails_with(wargen.ERULE, m:value("c", "X")), "a.X", "b.X")
    F.ok(m:remove_modifier(id))
    check.same(F.ok(m:evaluate()), { a = { X = 2 }, b = { X = 2 }, c = { X = 2 } }, "unmade")
end

function T.m2_cycle_of_one_and_through_from()
    local m = wargen.Models()
    F.ok(m:add_model("a", { X = 1, Y = 2 }))
    local id = F.ok(m:add_modifier("a", { stat = "X", op = "use", model = "a" }))
    check.contains(check.fails_with(wargen.ERULE, m:evaluate()), "a.X -> a.X")
    F.ok(m:change_modifier(id, { stat = "X", op = "use", model = "a", from = "Y" }))
    check.eq(m:value("a", "X"), 2, "no cycle")
    F.ok(m:add_modifier("a", { stat = "Y", op = "use", model = "a", from = "X" }))
    is_cycle(check.fails_with(wargen.ERULE, m:evaluate()), "a.X", "a.Y")
end

function T.m2_cycle_in_a_document()
    local doc = F.example_doc()
    local general = doc.models[1].modifiers
    general[#general + 1] = { stat = "Dis", op = "use", model = "spearman" }
    local msg = check.fails_with(wargen.ERULE, wargen.Models.new(doc))
    is_cycle(msg, "general.Dis", "spearman.Dis")
    check.contains(msg, "<table>:", "located")
    check.contains(msg, "models[", "with its path")
end

return T
