-- Shared data for the mod module tests (rules M1-M5); not a test file
-- (run.lua does not list it). tests/python/test_mod_fixtures.py and
-- test_mod_explain.py hold the same values.
local F = {}

F.SOURCE_ROOT = os.getenv("WARGEN_SOURCE_ROOT") or "../.."
F.EXAMPLE_PATH = F.SOURCE_ROOT .. "/data/models/example.json"

-- data/models/example.json: final values (M1-M4).
F.EXAMPLE_VALUES = {
    general = { Dis = 9 },
    spearman = { Str = 5, Dis = 9, Ini = 2, Att = 3, Ld = 3 },
}

-- FORMATS.md's steps for spearman.Str (M4, M5); every step after the base
-- says whether the range acted (clamped), and a bounded modifier's step
-- whether its bound did (bounded).
function F.str_steps()
    return {
        { op = "base", after = 8 },
        { op = "add", value = 3, before = 8, after = 10, clamped = true },
        { op = "add", value = -5, before = 10, after = 5, clamped = false },
    }
end

F.STR_TEXT = "spearman.Str = 5\n  base 8\n  add +3: 8 -> 11, clamped to 10\n  add -5: 10 -> 5\n"

-- What `wargen modify --json --explain data/models/example.json` prints,
-- decoded (see test_mod_explain.py).
function F.expected_explain()
    return {
        models = {
            { id = "general", characteristics = { Dis = 9 },
              trace = { Dis = {
                  { op = "base", after = 8 },
                  { op = "add", value = 1, source = "banner", before = 8, after = 9,
                    clamped = false },
              } } },
            { id = "spearman", characteristics = { Str = 5, Dis = 9, Ini = 2, Att = 3, Ld = 3 },
              trace = {
                  Str = F.str_steps(),
                  Dis = { { op = "base", after = 7 },
                          { op = "use", model = "general", from = "Dis", value = 9, before = 7,
                            after = 9, clamped = false } },
                  Ini = { { op = "base", after = 3 },
                          { op = "add", value = -1, min = 1, before = 3, after = 2,
                            clamped = false, bounded = false } },
                  Att = { { op = "base", after = 7 },
                          { op = "mul", num = 1, den = 2, round = "down", before = 7, after = 3,
                            clamped = false } },
                  Ld = { { op = "base", after = 7 },
                         { op = "set", value = 3, before = 7, after = 3, clamped = false } },
              } },
        },
    }
end

-- The same without the traces (`wargen modify --json`).
function F.expected_values_doc()
    local doc = F.expected_explain()
    for _, m in ipairs(doc.models) do m.trace = nil end
    return doc
end

-- The example document as a table.
function F.example_doc()
    return {
        format = "wargen-models/1",
        models = {
            { id = "general", characteristics = { Dis = 8 },
              modifiers = { { stat = "Dis", op = "add", value = 1, source = "banner" } } },
            { id = "spearman", characteristics = { Str = 8, Dis = 7, Ini = 3, Att = 7, Ld = 7 },
              ranges = { Att = { 0, 20 } },
              modifiers = {
                  { stat = "Str", op = "add", value = 3 },
                  { stat = "Str", op = "add", value = -5 },
                  { stat = "Dis", op = "use", model = "general" },
                  { stat = "Ini", op = "add", value = -1, min = 1 },
                  { stat = "Att", op = "mul", num = 1, den = 2, round = "down" },
                  { stat = "Ld", op = "set", value = 3 },
              } },
        },
    }
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

-- A set with model "m" of one characteristic "X" (base, range {min, max}
-- or nil) and the modifiers given as specs without the stat.
function F.one(wargen, base, modifiers, range)
    local m = wargen.Models.new()
    F.ok(m:add_model("m", { X = base }, range and { X = range } or nil))
    for _, spec in ipairs(modifiers or {}) do
        spec.stat = "X"
        F.ok(m:add_modifier("m", spec))
    end
    return m
end

return F
