-- LuaJIT's FFI path (bindings/lua/layer/ffi.lua): in use under LuaJIT, and
-- giving exactly what the C wrappers give for the calls it takes over (dice,
-- G2; morale checks, B2-B4; set_base and value, M1-M4), errors included.
local wargen = require "wargen"
local check = require "check"

local T = {}
local ROOT = os.getenv("WARGEN_SOURCE_ROOT") or "../.."

local function same(a, b, what)
    check.eq(type(a), type(b), what .. ": type")
    if type(a) ~= "table" then return check.eq(a, b, what) end
    for k, v in pairs(a) do same(v, b[k], what .. "." .. tostring(k)) end
    for k in pairs(b) do check.is_true(a[k] ~= nil, what .. ": " .. tostring(k) .. " missing") end
end

local function results(...) return { n = select("#", ...), ... } end

function T.in_use_under_luajit_only()
    check.eq(wargen._ffi, jit ~= nil, "the FFI path is in use exactly under LuaJIT")
end

if not wargen._ffi then return T end
local C = wargen._ffi_wrapped

function T.dice_are_the_wrappers()
    local a, b = wargen.Rng(7), wargen.Rng(7)
    for i = 1, 500 do
        check.eq(a:d6(), C.d6(b), "d6 " .. i)
        check.eq(a:d66(), C.d66(b), "d66 " .. i)
    end
end

function T.morale_checks_are_the_wrappers()
    local a, b = wargen.Rng(42), wargen.Rng(42)
    for modifier = -8, 8 do
        for i = 1, 100 do
            same(wargen.morale_check(a, modifier), C.morale_check(b, modifier),
                 ("check %d at %+d"):format(i, modifier))
        end
    end
    same(wargen.morale_check(a), C.morale_check(b), "no modifier: 0")
    same(wargen.morale_check(a, 2.0), C.morale_check(b, 2.0), "a whole float")
end

function T.morale_check_errors_are_the_wrappers()
    local rng = wargen.Rng(1)
    for _, args in ipairs({ { rng, nil }, { rng, 1.5 }, { rng, "1" }, { rng, 2 ^ 31 },
                            { {}, 0 }, { nil } }) do
        local ok_ffi, e_ffi = pcall(wargen.morale_check, args[1], args[2])
        local ok_c, e_c = pcall(C.morale_check, args[1], args[2])
        check.eq(ok_ffi, false, "refused")
        check.eq(ok_c, false, "refused by the wrapper too")
        -- the same text but for where it was raised
        check.eq(e_ffi:gsub("^[^:]*:%d+: ", ""), (e_c:gsub("^[^:]*:%d+: ", "")), "message")
    end
    local freed = wargen.Rng(1)
    getmetatable(freed).__gc(freed)
    check.raises(wargen.morale_check, freed, 0)
end

function T.set_base_and_value_are_the_wrappers()
    local path = ROOT .. "/data/models/example.json"
    local a, b = assert(wargen.Models(path)), assert(wargen.Models(path))
    for base = 0, 10 do
        for _, ms in ipairs({ { "general", "Dis" }, { "spearman", "Att" }, { "spearman", "Str" } }) do
            same(results(a:set_base(ms[1], ms[2], base)), results(C.set_base(b, ms[1], ms[2], base)),
                 ("set_base %s %s %d"):format(ms[1], ms[2], base))
            same(results(a:value(ms[1], ms[2])), results(C.value(b, ms[1], ms[2])), "value")
        end
    end
    -- failures: nil, message, code from the wrapper, the set unchanged
    for _, args in ipairs({ { "nobody", "Dis", 5 }, { "general", "Nope", 5 },
                            { "general", "Dis", 11 } }) do
        same(results(a:set_base(args[1], args[2], args[3])),
             results(C.set_base(b, args[1], args[2], args[3])), "failure " .. args[1])
    end
    same(results(a:value("general", "Dis")), results(C.value(b, "general", "Dis")), "after")
end

return T
