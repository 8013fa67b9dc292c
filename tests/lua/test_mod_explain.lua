-- Explanations (rule M5) and the `wargen modify --json [--explain]`
-- document: traces step by step, where a clamp (M4) or a bound (M3) acted,
-- and to_table() / wargen.evaluate() against the expected document (and
-- to_json() against the command's own output when this build has it).
local wargen = require "wargen"
local check = require "check"
local F = require "test_mod_fixtures"

local T = {}

function T.trace_of_formats_example()
    local m = F.ok(wargen.Models.new(F.EXAMPLE_PATH))
    local t = F.ok(m:explain("spearman", "Str"))
    check.eq(getmetatable(t), getmetatable(F.ok(m:explain("general", "Dis"))), "a Trace")
    check.eq(t.model, "spearman", "model")
    check.eq(t.stat, "Str", "stat")
    check.eq(t.value, 5, "value")
    check.contains(F.golden("modify-example-explain.json"), '"Str": ' .. t:to_json(), "to_json")
    check.eq(#t:to_table(), t:step_count(), "steps")
    check.contains(F.ok(m:to_json(true)), t:to_json(), "to_json: the trace of the document")
    check.eq(tostring(t), F.STR_TEXT, "tostring")
    check.eq(t:to_text(), F.STR_TEXT, "to_text")
    local copy = t:to_table()
    copy[1].after = 99
    check.eq(t:to_table()[1].after, 8, "to_table is a copy")
end

function T.every_trace_of_the_example()
    local m = F.ok(wargen.Models.new(F.EXAMPLE_PATH))
    local golden = F.golden("modify-example-explain.json")
    for model, stats in pairs(F.EXAMPLE_VALUES) do
        for stat, value in pairs(stats) do
            local t = F.ok(m:explain(model, stat))
            check.contains(golden, '"' .. stat .. '": ' .. t:to_json(), model .. "." .. stat)
            check.eq(t.value, value, "value")
            local steps = t:to_table()
            check.eq(steps[#steps].after, t.value, "the last step's after")
            check.eq(tostring(t):match("^[^\n]*"), model .. "." .. stat .. " = " .. t.value,
                     "first line")
        end
    end
end

function T.steps_agree_with_the_c_steps()
    -- the steps and the C trace's accessors describe the same trace
    local m = F.build_example(wargen)
    for model, stats in pairs(F.EXAMPLE_VALUES) do
        for stat in pairs(stats) do
            local t = F.ok(m:explain(model, stat))
            local steps = t:to_table()
            check.eq(t:step_count(), #steps, "count")
            check.eq(t.value, steps[#steps].after, "value")
            check.eq(steps[1].op, "base", "the base first")
            for i, d in ipairs(steps) do
                local step = t:step(i)
                check.eq(wargen._mod_op_name(step.modifier.op), d.op, "op")
                check.eq(step.modifier.stat, stat, "stat")
                check.eq(step.after, d.after, "after")
                check.eq(step.clamped, d.clamped or false, "clamped")
                check.eq(step.bounded, d.bounded or false, "bounded")
            end
            check.contains(check.raises(t.step, t, #steps + 1),
                           ("index %d is out of range (1 to %d)"):format(#steps + 1, #steps))
            local ops, want = {}, {}
            for i = 2, #steps do ops[#ops + 1] = steps[i].op end
            for _, d in ipairs(F.ok(m:modifiers(model))) do
                if d.stat == stat then want[#want + 1] = d.op end
            end
            table.sort(ops)
            table.sort(want)
            check.same(ops, want, model .. "." .. stat .. " ops")
        end
    end
end

function T.trace_document_round_trip()
    -- a trace kept as its document (wargen-trace/1) and read back with Trace.load is the
    -- same trace, step by step, raw included (M1-M4 replayed in C)
    local m = F.build_example(wargen)
    for model, stats in pairs(F.EXAMPLE_VALUES) do
        for stat in pairs(stats) do
            local t = F.ok(m:explain(model, stat))
            local doc = F.ok(t:document())
            local back = F.ok(wargen.Trace.load(doc))
            check.eq(getmetatable(back), getmetatable(t), "a Trace")
            check.eq(F.ok(back:document()), doc, model .. "." .. stat .. " document")
            check.eq(back:to_json(), t:to_json(), "to_json")
            check.eq(back:to_text(), t:to_text(), "to_text")
            check.eq(back.model .. back.stat .. back.value, t.model .. t.stat .. t.value, "header")
            for i = 1, t:step_count() do
                local a, b = t:step(i), back:step(i)
                for _, k in ipairs({ "id", "used", "before", "raw", "after", "bounded",
                                     "clamped" }) do
                    check.eq(b[k], a[k], model .. "." .. stat .. " step " .. i .. " " .. k)
                end
                check.eq(b.modifier.source, a.modifier.source, "source")
            end
            check.eq(F.ok(wargen.Trace.load(require("json").decode(doc))):to_json(), t:to_json(),
                     "from a table")
        end
    end
    local doc = F.ok(F.ok(m:explain("spearman", "Str")):document())
    local msg = check.fails_with(wargen.ERULE,
                                 wargen.Trace.load((doc:gsub('"value": 5', '"value": 6', 1))))
    check.contains(msg, "value: the steps give 5 (M1-M4)")
    check.fails_with(wargen.EIO, wargen.Trace.load("/nonexistent/trace.json"))
    check.contains(check.raises(wargen.Trace.load, 5), "expected a path, a JSON string or a table")
end

function T.to_table_expected()
    local m = F.ok(wargen.Models.new(F.EXAMPLE_PATH))
    F.check_doc(check, m, F.ok(m:to_table()), false)
    F.check_doc(check, m, F.ok(m:to_table(true)), true)
    check.eq(F.ok(m:to_json(true)) .. "\n", F.golden("modify-example-explain.json"), "to_json")
    check.eq(m:to_table().models[2].id, "spearman", "models in order")
    check.contains(F.ok(m:to_json()), '"characteristics": {"Str": 5, "Dis": 9, "Ini": 2, '
                                    .. '"Att": 3, "Ld": 3}', "characteristics in order")
end

function T.module_evaluate()
    local text = check.read(F.EXAMPLE_PATH)
    for i, doc in ipairs({ F.EXAMPLE_PATH, text, F.example_doc(),
                           F.ok(wargen.Models.new(F.EXAMPLE_PATH)) }) do
        local m = F.ok(wargen.Models.new(doc))
        F.check_doc(check, m, F.ok(wargen.evaluate(doc)), false)
        F.check_doc(check, m, F.ok(wargen.evaluate(doc, true)), true)
    end
    check.fails_with(wargen.EIO, wargen.evaluate("/nonexistent/models.json"))
    check.raises(wargen.evaluate, nil)
end

function T.to_text()
    local m = F.ok(wargen.Models.new(F.EXAMPLE_PATH))
    check.eq(F.ok(m:to_text()), "general: Dis 9\nspearman: Str 5, Dis 9, Ini 2, Att 3, Ld 3\n",
             "to_text()")
    local indented = ("  " .. F.STR_TEXT):gsub("\n(.)", "\n  %1")
    check.contains(F.ok(m:to_text(true)),
                   "spearman: Str 5, Dis 9, Ini 2, Att 3, Ld 3\n" .. indented, "to_text(true)")
end

-- The wargen command of this build (from LUA_CPATH = <build>/bindings/lua[/luajit]/?.so).
local function command()
    local cpath = os.getenv("LUA_CPATH") or ""
    local build = cpath:match("^([^;]*)/bindings/lua/")
    if build == nil or not io.popen then return nil end
    local exe = build .. "/cli/wargen"
    local f = io.open(exe)
    if f == nil then return nil end
    f:close()
    return exe
end

local function run(cmd)
    local p = assert(io.popen(cmd))
    local out = p:read("*a")
    p:close()
    return out
end

-- The end-to-end agreement with C: every model set of data/models gives
-- through the binding exactly what the command prints. (What each rule
-- M1-M5 means is checked once, in tests/unit/test_mod_*.c.)
function T.to_json_equals_the_command()
    local exe = command()
    if exe == nil then
        print("  (skipped: no wargen command next to this Lua module)")
        return
    end
    local dir = F.EXAMPLE_PATH:match("^(.*)/[^/]*$")
    local n = 0
    for name in run("ls '" .. dir .. "'"):gmatch("[^\n]+%.json") do
        local path = "'" .. dir .. "/" .. name .. "'"
        local m = F.ok(wargen.Models.new(dir .. "/" .. name))
        for _, explain in ipairs({ false, true }) do
            local flag = explain and " --explain " or " "
            check.eq(F.ok(m:to_json(explain)) .. "\n",
                     run("'" .. exe .. "' modify --json" .. flag .. path), name .. " --json")
            check.eq(F.ok(m:to_text(explain)), run("'" .. exe .. "' modify" .. flag .. path),
                     name .. " text")
        end
        n = n + 1
    end
    check.is_true(n >= 4, "the model sets of data/models")
end

return T
