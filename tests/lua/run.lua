-- A minimal test runner for the wargen Lua module (Lua 5.4 and LuaJIT).
--
-- Each test file is a module returning a table of test functions keyed by
-- name; they run in name order. A test fails by raising an error (see
-- check.lua). The last line printed is "N passed, N failed"; the exit
-- status is non-zero on any failure, or if no test ran.

local FILES = { "test_rng", "test_roll", "test_errors", "test_lifetime", "test_gen_types",
                "test_gen_table", "test_gen_generate", "test_gen_session", "test_gen_dist", "test_roster_load",
                "test_roster_validate", "test_roster_build", "test_roster_lifetime",
                "test_roster_read_back", "test_hidden", "test_hidden_reveal", "test_hidden_pairs",
                "test_mod_build", "test_mod_explain", "test_mod_errors", "test_mod_lifetime",
                "test_morale_check",
                "test_morale_battle", "test_morale_errors", "test_morale_lifetime", "test_batch",
                "test_game", "test_game_view", "test_game_save",
                "test_bsdata", "test_arguments", "test_gc", "test_ffi" }

print("wargen Lua tests under " .. (jit and jit.version or _VERSION))

local passed, failed = 0, 0

local function fail(name, message)
    failed = failed + 1
    print("FAIL " .. name .. ": " .. tostring(message))
end

for _, file in ipairs(FILES) do
    local ok, tests = pcall(require, file)
    if not ok then
        fail(file, "could not load: " .. tostring(tests))
    elseif type(tests) ~= "table" then
        fail(file, "did not return a table of tests")
    else
        local names = {}
        for name, fn in pairs(tests) do
            if type(fn) == "function" then
                names[#names + 1] = name
            end
        end
        table.sort(names)
        for _, name in ipairs(names) do
            local ok2, err = xpcall(tests[name], function(e)
                return debug.traceback(tostring(e), 2)
            end)
            if ok2 then
                passed = passed + 1
            else
                fail(file .. "." .. name, err)
            end
        end
    end
end

print(passed .. " passed, " .. failed .. " failed")
if failed > 0 or passed == 0 then
    os.exit(1)
end
os.exit(0)
