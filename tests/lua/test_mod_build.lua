-- Model sets built and changed in code: read back, change and remove
-- modifiers, set base values; only what depends on a change is evaluated
-- again (mod.h; rules M1-M4).
local wargen = require "wargen"
local check = require "check"
local F = require "test_mod_fixtures"

local T = {}

-- The enums' names and parsers cross as numbers and strings; a bad name
-- is nil, message, EINVAL.
function T.enum_names_and_parsers()
    for enum, count in pairs({ mod_op = "MOD_OP_COUNT", bound = "BOUND_COUNT",
                               rounding = "ROUNDING_COUNT" }) do
        local name, parse = wargen["_" .. enum .. "_name"], wargen["_" .. enum .. "_parse"]
        for i = enum == "mod_op" and 1 or 0, wargen[count] - 1 do  -- "base" is no op
            check.eq(F.ok(parse(name(i))), i, enum .. " " .. i)
        end
        check.eq(name(wargen[count]), nil, enum .. " past the end")
        check.contains(check.fails_with(wargen.EINVAL, parse("sideways")), '"sideways"', enum)
    end
end

-- A characteristic is a plain table made by C; its C struct is no class
-- of the module (wargen.wg_stat was one).
function T.a_characteristic_is_a_table_not_a_class()
    local m = F.ok(wargen.Models.new(F.EXAMPLE_PATH))
    local c = m:characteristics("general")[1]
    check.eq(getmetatable(c), nil)
    check.same(c, { name = c.name, base = c.base, min = c.min, max = c.max })
    check.eq(wargen.wg_stat, nil)
    collectgarbage()
    check.eq(m:characteristics("general")[1].name, c.name)
end

-- Every kind of source a document comes from reads the same set.
function T.example_values_from_every_source()
    local text = check.read(F.EXAMPLE_PATH)
    local sets = {
        F.ok(wargen.Models.new(F.EXAMPLE_PATH)),
        F.ok(wargen.Models.load(text)),
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

-- A set written back as its document loads as the same set.
function T.document_round_trip()
    local m = F.ok(wargen.Models.new(F.EXAMPLE_PATH))
    local again = F.ok(wargen.Models.load(m:document()))
    check.eq(again:document(), m:document(), "document")
    check.same(F.ok(again:evaluate()), F.EXAMPLE_VALUES, "values")
end

function T.empty_set()
    local m = wargen.Models.new()
    local class = getmetatable(F.ok(wargen.Models.new(F.EXAMPLE_PATH)))
    check.eq(getmetatable(m), class, "a Models")
    check.eq(m:model_count(), 0, "count")
    check.same(m:ids(), {}, "ids")
    check.same(F.ok(m:evaluate()), {}, "evaluate")
    check.same(F.ok(m:to_table()), { models = {} }, "to_table")
    check.eq(m:evaluations(), 0, "evaluations")
    check.eq(tostring(m), "wargen.Models(0 models)", "tostring")
    check.eq(getmetatable(wargen.Models(nil)), class, "wargen.Models(nil)")
    check.list_eq(wargen.MODIFIER_OPS, { "set", "use", "mul", "add" }, "the ops (M1's order)")
end

function T.built_equals_loaded()
    local built, ids = F.build_example(wargen)
    local loaded = F.ok(wargen.Models.new(F.EXAMPLE_PATH))
    check.same(F.ok(built:to_table(true)), F.ok(loaded:to_table(true)), "to_table(true)")
    F.check_doc(check, built, F.ok(built:to_table(true)), true)
    check.same(F.ok(built:evaluate()), F.EXAMPLE_VALUES, "expected")
    check.eq(#ids, 7, "seven ids")
    local seen = {}
    for _, id in ipairs(ids) do
        check.is_true(not seen[id], "distinct ids")
        seen[id] = true
    end
end

function T.read_back()
    local m = F.ok(wargen.Models.new(F.EXAMPLE_PATH))
    check.list_eq(m:ids(), { "general", "spearman" }, "ids")
    check.eq(m:has("spearman"), true, "has")
    check.eq(m:has("nobody"), false, "has not")
    check.list_eq(F.names(m:characteristics("spearman")), { "Str", "Dis", "Ini", "Att", "Ld" },
                  "in order")
    local att = m:characteristics("spearman")[4]
    check.same(att, { name = "Att", base = 7, min = 0, max = 20 }, "Att")
    check.same(m:characteristics("general"), { { name = "Dis", base = 8, min = wargen.STAT_MIN,
                                                 max = wargen.STAT_MAX } }, "general")
    local mods = m:modifiers("spearman")
    local expected = F.example_doc().models[2].modifiers
    expected[5].round = "down"
    check.eq(#mods, 6, "six modifiers")
    for i, mod in ipairs(mods) do
        check.eq(type(mod.id), "number", "an id")
        mod.id = nil
        check.same(mod, expected[i], "modifier " .. i)
    end
    check.eq(m:modifiers("general")[1].source, "banner", "source")
end

function T.modifier_id_by_index()
    local m = F.ok(wargen.Models.new(F.EXAMPLE_PATH))
    for k, d in ipairs(F.ok(m:modifiers("spearman"))) do
        check.eq(m:modifier_id("spearman", k), d.id, "id " .. k)
    end
    -- past the end raises, as any accessor's index (1 to 6: the spearman has 6)
    check.contains(check.raises(m.modifier_id, m, "spearman", 7),
                   "index 7 is out of range (1 to 6)")
    check.fails_with(wargen.ENOTFOUND, m:modifier_id("nobody", 1))
    check.raises(m.modifier_id, m, "spearman", 0)  -- indexes count from 1
end

function T.add_model_with_ranges_and_characteristics_later()
    local m = wargen.Models.new()
    F.ok(m:add_model("giant", { Str = 12, Att = 3 }, { Str = { 0, 15 } }))
    F.ok(m:add_characteristic("giant", "Wounds", 18, { 0, 30 }))
    F.ok(m:add_characteristic("giant", "Ld", 6))
    F.ok(m:add_characteristic("giant", "Ini", 2, { min = 1, max = 3 }))
    check.list_eq(F.names(m:characteristics("giant")), { "Att", "Str", "Wounds", "Ld", "Ini" },
                  "sorted names, then in the order added")
    check.same(m:characteristics("giant")[2], { name = "Str", base = 12, min = 0, max = 15 }, "Str")
    check.same(m:characteristics("giant")[5], { name = "Ini", base = 2, min = 1, max = 3 }, "Ini")
    F.ok(m:add_modifier("giant", { stat = "Str", op = "add", value = 5 }))
    check.same(F.ok(m:evaluate()), { giant = { Str = 15, Att = 3, Wounds = 18, Ld = 6, Ini = 2 } },
               "values")
    F.ok(m:add_model("empty"))
    check.same(m:characteristics("empty"), {}, "no characteristics")
    check.same(F.ok(m:evaluate()).empty, {}, "evaluates to nothing")
end

function T.failed_add_model_changes_nothing()
    local m = wargen.Models.new()
    F.ok(m:add_model("a", { X = 1 }))
    check.fails_with(wargen.ERANGE, m:add_model("b", { X = 1, Y = 11 }))
    check.fails_with(wargen.ERANGE, m:add_model("b", { X = 1 }, { X = { 5, 2 } }))
    check.fails_with(wargen.EINVAL, m:add_model("a", { Z = 1 }))
    check.fails_with(wargen.ENOTFOUND, m:add_model("b", { X = 1 }, { Y = { 0, 5 } }))
    check.list_eq(m:ids(), { "a" }, "unchanged")
    F.ok(m:add_model("b", { X = 1 }))
    check.list_eq(m:ids(), { "a", "b" }, "then added")
end

function T.add_modifier_options()
    local m = wargen.Models.new()
    F.ok(m:add_model("leader", { Ld = 9 }))
    F.ok(m:add_model("u", { A = 5, B = 5, C = 5, D = 5 }))
    local ids = {
        F.ok(m:add_modifier("u", { stat = "A", op = "add", value = -2, source = "wound" })),
        F.ok(m:add_modifier("u", { stat = "B", op = "mul", num = 1, den = 2, min = 3 })),
        F.ok(m:add_modifier("u", { stat = "C", op = "use", model = "leader", from = "Ld" })),
        F.ok(m:add_modifier("u", { stat = "D", op = "set", value = 7, source = "spell" })),
        F.ok(m:add_modifier("u", { stat = "D", op = "add", value = 2, max = 8 })),
    }
    check.same(m:modifiers("u"), {
        { id = ids[1], stat = "A", op = "add", value = -2, source = "wound" },
        { id = ids[2], stat = "B", op = "mul", num = 1, den = 2, round = "up", min = 3 },
        { id = ids[3], stat = "C", op = "use", model = "leader", from = "Ld" },
        { id = ids[4], stat = "D", op = "set", value = 7, source = "spell" },
        { id = ids[5], stat = "D", op = "add", value = 2, max = 8 },
    }, "read back")
    check.same(F.ok(m:evaluate()).u, { A = 3, B = 3, C = 9, D = 8 }, "values")
end

function T.change_modifier_keeps_its_place()
    local m = wargen.Models.new()
    F.ok(m:add_model("m", { X = 8, Y = 2 }))
    local first = F.ok(m:add_modifier("m", { stat = "X", op = "add", value = 3 }))
    F.ok(m:add_modifier("m", { stat = "X", op = "add", value = -5 }))
    check.eq(m:value("m", "X"), 5, "8 -> 10 -> 5")
    check.eq(F.ok(m:change_modifier(first, { stat = "X", op = "add", value = 1 })), true, "true")
    check.eq(m:value("m", "X"), 4, "8 -> 9 -> 4: still first")
    F.ok(m:change_modifier(first, { stat = "Y", op = "mul", num = 3, den = 1 }))
    check.same(F.ok(m:evaluate()), { m = { X = 3, Y = 6 } }, "another op and characteristic")
    check.same(m:modifiers("m")[1], { id = first, stat = "Y", op = "mul", num = 3, den = 1,
                                      round = "up" }, "read back")
end

function T.remove_modifier()
    local m, ids = F.build_example(wargen)
    check.eq(F.ok(m:remove_modifier(ids[2])), true, "true")
    check.eq(m:value("spearman", "Str"), 3, "8 - 5")
    F.ok(m:remove_modifier(ids[1]))
    check.same(F.ok(m:evaluate()), { general = { Dis = 8 },
                                     spearman = { Str = 3, Dis = 8, Ini = 2, Att = 3, Ld = 3 } },
               "values")
    check.eq(#m:modifiers("spearman"), 5, "five left")
    check.same(m:modifiers("general"), {}, "none left")
    check.fails_with(wargen.ENOTFOUND, m:remove_modifier(ids[1]))
    check.fails_with(wargen.ENOTFOUND, m:change_modifier(ids[2], { stat = "Str", op = "add",
                                                                    value = 1 }))
    check.raises(m.remove_modifier, m, -1)  -- no size_t
    check.eq(m:value("spearman", "Str"), 3, "unchanged")
    local new = F.ok(m:add_modifier("spearman", { stat = "Ld", op = "set", value = 4 }))
    for _, id in ipairs(ids) do check.is_true(new ~= id, "ids are never reused") end
end

function T.set_base()
    local m = F.ok(wargen.Models.new(F.EXAMPLE_PATH))
    check.eq(F.ok(m:set_base("general", "Dis", 6)), 7, "its final value: the banner +1")
    check.eq(m:value("spearman", "Dis"), 7, "used (M2)")
    check.eq(F.ok(m:set_base("spearman", "Att", 20)), 10, "20 halved (M1)")
    check.eq(m:value("spearman", "Att"), 10, "20 halved")
    check.fails_with(wargen.ERANGE, m:set_base("general", "Dis", 11))
    check.eq(m:value("general", "Dis"), 7, "unchanged")
end

-- The evaluation counter crosses as an integer; what a change re-evaluates
-- is tested in test_mod_eval.c (test_memoisation).
function T.evaluations()
    local m = F.build_example(wargen)
    check.eq(m:evaluations(), 0, "none yet")
    F.ok(m:evaluate())
    check.eq(m:evaluations(), 6, "all")
    check.fails_with(wargen.ERANGE, m:set_base("general", "Dis", 42))
    F.ok(m:evaluate())
    check.eq(m:evaluations(), 6, "a failure changed nothing")
    if check.has_integers then
        check.eq(math.type(m:evaluations()), "integer", "an integer")
    end
end

return T
