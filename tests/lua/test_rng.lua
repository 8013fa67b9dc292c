-- wargen.Rng: determinism, draws, state and copies.
local wargen = require "wargen"
local check = require "check"
local REF = require "reference"

local T = {}

local function d6s(r, n) return check.draw(n, function() return r:d6() end) end

function T.module_version()
    check.eq(wargen.version(), "1.0.0", "version()")
    check.eq(wargen.VERSION_MAJOR .. "." .. wargen.VERSION_MINOR .. "." .. wargen.VERSION_PATCH,
             "1.0.0", "VERSION_*")
end

function T.module_constants()
    check.eq(wargen.OK, 0, "OK")
    check.eq(wargen.EINVAL, -1, "EINVAL")
    check.eq(wargen.ERULE, -8, "ERULE")
    check.eq(wargen.DICE_MAX, 100000, "DICE_MAX")
    check.eq(wargen.status_str(wargen.ERULE), "forbidden by the rules", "status_str")
end

function T.d6_matches_reference()
    for _, seed in ipairs(REF.seeds) do
        check.list_eq(d6s(wargen.Rng(seed), 12), REF[seed].d6, "seed " .. seed)
    end
end

-- What a D66 is (G2) is tested in C (tests/unit/test_rng.c); that Lua
-- rolls the same D66 as C shows in the generate agreement cases.

-- The library's JSON of a pool is the command's line, dice and all.
function T.pool_to_json_is_what_the_command_prints()
    local root = os.getenv("WARGEN_SOURCE_ROOT") or "../.."
    local max = "18446744073709551615"
    for seed, name in pairs({ [0] = "0", [1] = "1", [42] = "42", [max] = "max" }) do
        local golden = root .. "/tests/cli/golden/roll-dice12-seed" .. name .. ".json"
        check.eq(wargen.Rng(seed):pool(12):to_json(seed, 1) .. "\n", check.read(golden), name)
    end
end

function T.roll_draws_the_same_dice_as_d6()
    for _, seed in ipairs(REF.seeds) do
        check.list_eq(wargen.Rng(seed):roll(12), REF[seed].d6, "seed " .. seed)
    end
end

function T.pool_draws_the_same_dice_as_d6()
    for _, seed in ipairs(REF.seeds) do
        local p = wargen.Rng(seed):pool(12)
        local i = 0
        check.list_eq(check.draw(12, function() i = i + 1; return p:die(i) end), REF[seed].d6,
                      "seed " .. seed)
    end
end

function T.rolls_continue_one_stream()
    local r = wargen.Rng(42)
    local got = r:roll(5)
    local p = r:pool(4)
    for i = 1, 4 do got[#got + 1] = p:die(i) end
    for _ = 1, 3 do got[#got + 1] = r:d6() end
    check.list_eq(got, REF[42].d6)
end

function T.results_are_integers()
    local r = wargen.Rng(42)
    local p = r:pool(3)
    local values = { r:d6(), r:d66(), r:roll(2)[1], p:die(1), p:count(), p:sum(),
                     p:count_at_least(1), r:below(10) }
    for i, v in ipairs(values) do
        if check.has_integers then
            check.eq(math.type(v), "integer", "math.type of value " .. i)
        else
            check.eq(v, math.floor(v), "value " .. i .. " is whole")
        end
    end
end

-- A uint64_t comes back as a number where the Lua holds it exactly (below
-- 2^63 on 5.4, to 2^53 on LuaJIT), else as its decimal string: exact on both.
function T.next_matches_reference()
    local v = wargen.Rng(42):next()  -- 0x15780b2e0c2ec716, above 2^53
    check.eq(tostring(v), "1546998764402558742", "first next() of seed 42")
    check.eq(type(v), check.has_integers and "number" or "string", "its type")
end

function T.next_above_2_63_is_its_decimal_string()
    check.eq(wargen.Rng(0):next(), "11091344671253066420", "seed 0 (0x99ec5f36cb75f2b4)")
    check.eq(wargen.Rng(1):next(), "12966619160104079557", "seed 1 (0xb3f2af6d0fc710c5)")
    -- and a seed given back in that form is the same seed
    local big = wargen.Rng(0):next()
    check.list_eq(wargen.Rng(big):roll(5), wargen.Rng("11091344671253066420"):roll(5), "as a seed")
end

function T.small_values_are_numbers()
    check.eq(wargen.Rng(7):below(10) < 10, true, "below() is a number")
    check.eq(math.type and math.type(wargen.Rng(7):below(10)) or "integer", "integer")
end

function T.seed_as_decimal_string()
    check.list_eq(wargen.Rng("42"):roll(12), REF[42].d6, "Rng(\"42\")")
    check.list_eq(wargen.Rng("0"):roll(12), REF[0].d6, "Rng(\"0\")")
end

function T.largest_seed_as_string_matches_c()
    check.list_eq(wargen.Rng("18446744073709551615"):roll(12), REF.max_seed_d6)
end

function T.seed_restarts_the_stream()
    local r = wargen.Rng(7)
    r:roll(30)
    r:seed(42)
    check.list_eq(r:roll(12), REF[42].d6, "seed(42)")
    r:seed("1")
    check.list_eq(r:roll(12), REF[1].d6, "seed(\"1\")")
end

function T.below_is_d6_minus_one_for_bound_6()
    local a, b = wargen.Rng(42), wargen.Rng(42)
    check.list_eq(check.draw(12, function() return a:below(6) + 1 end), d6s(b, 12))
end

function T.below_zero_returns_zero_and_draws_nothing()
    local r = wargen.Rng(42)
    check.eq(r:below(0), 0, "below(0)")
    check.list_eq(r:roll(12), REF[42].d6, "stream after below(0)")
    check.eq(r:below(1), 0, "below(1)")
end

function T.state_is_64_hex_digits()
    local s = wargen.Rng(42):state()
    check.eq(type(s), "string", "type of state()")
    check.eq(#s, 64, "length of state()")
    check.is_true(s:match("^%x+$"), "state() is hexadecimal")
    check.eq(s, wargen.Rng(42):state(), "same seed, same state")
end

function T.state_round_trip()
    local r = wargen.Rng(42)
    r:roll(7)
    local saved = r:state()
    local first = r:roll(20)
    check.eq(r:set_state(saved), true, "set_state result")
    check.eq(r:state(), saved, "state after set_state")
    check.list_eq(r:roll(20), first, "stream after set_state")
end

function T.state_moves_to_another_generator()
    local source, target = wargen.Rng(5), wargen.Rng(6)
    source:roll(3)
    target:set_state(source:state())
    check.list_eq(target:roll(10), source:roll(10))
end

function T.copy_gives_the_same_stream()
    local r = wargen.Rng(42)
    r:roll(4)
    local c = r:copy()
    check.eq(c:state(), r:state(), "state of the copy")
    check.list_eq(c:roll(20), r:roll(20), "stream of the copy")
end

function T.copy_is_independent()
    local r = wargen.Rng(42)
    local c = r:copy()
    c:roll(50)
    check.list_eq(r:roll(12), REF[42].d6, "original after the copy drew")
end

-- Streams (issue 16): stream k of a seed is the seed's generator after k
-- jumps of 2^128 draws, the same words as C and Python give (the vector of
-- tests/unit/test_rng.c, derived in tests/python/test_rng_streams.py).
function T.streams()
    local r = wargen.Rng(0)
    r:jump()
    check.eq(r:state(), "fee4f58cd4a88d82eb57cb7870f7d5a3076f2d192bd2720fb0a71cb77110d77b",
             "seed 0 jumped")
    local jumped = wargen.Rng("18446744073709551615")
    for k = 0, 4 do
        check.eq(wargen.Rng.stream("18446744073709551615", k):state(), jumped:state(),
                 "stream " .. k)
        jumped:jump()
    end
    local long = wargen.Rng(0)
    long:long_jump()
    check.eq(long:state(), "af65dfebc3f98b67bb26b6403a6dd452bf68673518d166bd4c9939968279ffa0",
             "seed 0 long-jumped")
    check.eq(wargen.RNG_STREAM_MAX, 1000000, "RNG_STREAM_MAX")
    check.fails_with(wargen.ERANGE, wargen.Rng.stream(1, wargen.RNG_STREAM_MAX + 1))
end

return T
