-- Lifetimes: a Trace is self-contained (mod.h) and outlives its Models; a
-- set read from a table owns everything it needs; each C object is freed
-- once, when Lua collects it (valgrind checks the rest).
local wargen = require "wargen"
local check = require "check"
local F = require "test_mod_fixtures"

local T = {}

local function trace_only()
    return F.ok(F.ok(wargen.Models.new(F.EXAMPLE_PATH)):explain("spearman", "Str"))
end

function T.trace_outlives_its_models()
    local t = trace_only()
    collectgarbage()
    collectgarbage()
    check.eq(t.value, 5, "value")
    local steps = t:to_table()
    check.eq(steps[#steps].after, 5, "the last step")
    check.eq(tostring(t), F.STR_TEXT, "text")
    check.eq(t:step_count(), #steps, "the C trace's steps")
    check.eq(t:step(2).modifier.stat, "Str", "a step, and its modifier")
end

-- A step keeps its trace alive, and a step's modifier its step.
function T.a_step_keeps_its_trace_alive()
    local step = trace_only():step(2)
    local modifier = trace_only():step(2).modifier
    collectgarbage()
    collectgarbage()
    check.eq(step.after, 10, "the step")
    check.eq(modifier.stat, "Str", "the modifier")
    check.eq(modifier.value, 3, "its value")
    check.eq(modifier.source, nil, "no label")
end

-- A trace, and a weak reference to its Models (made in a frame of its own,
-- so that no register of the test holds the Models).
local function trace_and_weak_models()
    local m = F.ok(wargen.Models.new(F.EXAMPLE_PATH))
    return F.ok(m:explain("general", "Dis")), setmetatable({ m }, { __mode = "v" })
end

function T.trace_does_not_keep_its_models()
    local t, weak = trace_and_weak_models()
    collectgarbage()
    collectgarbage()
    check.eq(weak[1], nil, "the Models was collected")
    check.eq(t.value, 9, "the trace still works")
    check.eq(t:to_table()[2].after, 9, "its steps")
end

function T.trace_unchanged_by_later_changes()
    local m = F.ok(wargen.Models.new(F.EXAMPLE_PATH))
    local t = F.ok(m:explain("spearman", "Str"))
    F.ok(m:set_base("spearman", "Str", 2))
    F.ok(m:add_modifier("spearman", { stat = "Str", op = "add", value = 4 }))
    check.eq(m:value("spearman", "Str"), 4, "2 -> 5 -> 0 -> 4")
    check.eq(tostring(t), F.STR_TEXT, "the trace as it was")
    local fresh = F.ok(F.ok(wargen.Models.new(F.EXAMPLE_PATH)):explain("spearman", "Str"))
    check.same(t:to_table(), fresh:to_table(), "its steps as they were")
end

function T.models_from_a_table_own_their_data()
    local doc = F.example_doc()
    local m = F.ok(wargen.Models.new(doc))
    doc.models[1].id = "changed"
    doc.models = nil
    doc = nil
    collectgarbage()
    check.same(F.ok(m:evaluate()), F.EXAMPLE_VALUES, "values")
    check.list_eq(m:ids(), { "general", "spearman" }, "models")
end

function T.read_back_tables_are_copies()
    local m = F.ok(wargen.Models.new(F.example_doc()))
    local mod = m:modifiers("spearman")[3]
    F.ok(m:change_modifier(mod.id, { stat = "Dis", op = "add", value = 1 }))
    F.ok(m:remove_modifier(mod.id))
    collectgarbage()
    check.same(mod, { id = mod.id, stat = "Dis", op = "use", model = "general" }, "as read")
end

function T.many_sets_and_traces_collected_in_any_order()
    local text = check.read(F.EXAMPLE_PATH)
    local sets, traces = {}, {}
    for i = 1, 300 do
        local m = F.ok(wargen.Models.new(i % 2 == 0 and text or F.example_doc()))
        local t = F.ok(m:explain("spearman", ({ "Str", "Dis", "Ini" })[i % 3 + 1]))
        if i % 5 == 0 then sets[#sets + 1] = m end
        traces[#traces + 1] = t
    end
    collectgarbage()
    local seen = {}
    for _, t in ipairs(traces) do seen[t.value] = true end
    check.same(seen, { [5] = true, [9] = true, [2] = true }, "values")
    sets, traces = nil, nil
    collectgarbage()
end

function T.handles_free_once()
    local h = F.ok(wargen._models_new())
    F.ok(h:add_model("a"))
    F.ok(h:add_stat("a", "X", 3, 0, 10))
    local t = F.ok(h:explain("a", "X"))
    h = nil
    collectgarbage()
    check.eq(t.value, 3, "value")
    check.eq(t:step_count(), 1, "one step")
    t = nil
    collectgarbage()
end

return T
