-- Shared data for the mod module tests (rules M1-M5); not a test file
-- (run.lua does not list it).
local check = require "check"
local F = {}

F.SOURCE_ROOT = os.getenv("WARGEN_SOURCE_ROOT") or "../.."
F.EXAMPLE_PATH = F.SOURCE_ROOT .. "/data/models/example.json"

-- The text of a golden file of the command (tests/cli/golden): the
-- expected results of data/models/example.json live there, once.
function F.golden(name)
    return check.read(F.SOURCE_ROOT .. "/tests/cli/golden/" .. name)
end

-- The final values (M1-M4), {model = {stat = value}}, read from the
-- command's human output ("spearman: Str 5, Dis 9, ...").
F.EXAMPLE_VALUES = {}
for id, values in F.golden("modify-example.txt"):gmatch("([^\n:]+): ([^\n]*)") do
    F.EXAMPLE_VALUES[id] = {}
    for stat, v in values:gmatch("(%S+) (%-?%d+)") do F.EXAMPLE_VALUES[id][stat] = tonumber(v) end
end

-- spearman.Str's trace as text (docs/FORMATS.md's example, M4, M5), cut from
-- the command's --explain output, where it is indented by two.
F.STR_TEXT = F.golden("modify-example-explain.txt")
    :match("\n  (spearman%.Str = [^\n]*\n.-)\n  %S"):gsub("\n  ", "\n") .. "\n"

-- The document doc (to_table(explain) of m) agrees with m's accessors: its
-- ids, values and, with explain, every trace's steps.
function F.check_doc(check, m, doc, explain)
    local values = F.ok(m:evaluate())
    check.eq(#doc.models, #m:ids(), "models")
    for i, id in ipairs(m:ids()) do
        check.eq(doc.models[i].id, id, "models in order")
        check.same(doc.models[i].characteristics, values[id], id .. " values")
        check.eq(doc.models[i].trace ~= nil, explain, id .. " traces")
        for stat, steps in pairs(doc.models[i].trace or {}) do
            check.same(steps, F.ok(m:explain(id, stat)):to_table(), id .. "." .. stat)
        end
    end
end

-- The names of a list of characteristics.
function F.names(list)
    local names = {}
    for i, s in ipairs(list) do names[i] = s.name end
    return names
end

-- The example document as a table, read afresh (tests may edit it).
function F.example_doc()
    return require("json").decode(check.read(F.EXAMPLE_PATH))  -- the test-only decoder
end

-- A result that is not nil (or raise with its message).
function F.ok(v, msg, code)
    if v == nil then
        error("unexpected failure: " .. tostring(msg) .. " (" .. tostring(code) .. ")", 2)
    end
    return v
end

-- The example built in code; returns the set and the modifier ids.
function F.build_example(wargen)
    local m = wargen.Models.new()
    F.ok(m:add_model("general", { Dis = 8 }))
    F.ok(m:add_model("spearman", { Str = 8, Dis = 7, Ini = 3, Att = 7, Ld = 7 },
                     { Att = { 0, 20 } }))
    local ids = {
        F.ok(m:add_modifier("general", { stat = "Dis", op = "add", value = 1, source = "banner" })),
        F.ok(m:add_modifier("spearman", { stat = "Str", op = "add", value = 3 })),
        F.ok(m:add_modifier("spearman", { stat = "Str", op = "add", value = -5 })),
        F.ok(m:add_modifier("spearman", { stat = "Dis", op = "use", model = "general" })),
        F.ok(m:add_modifier("spearman", { stat = "Ini", op = "add", value = -1, min = 1 })),
        F.ok(m:add_modifier("spearman", { stat = "Att", op = "mul", num = 1, den = 2,
                                          round = "down" })),
        F.ok(m:add_modifier("spearman", { stat = "Ld", op = "set", value = 3 })),
    }
    return m, ids
end

return F
