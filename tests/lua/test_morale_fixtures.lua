-- Shared data for the morale module tests (rules B1-B12); not a test file
-- (run.lua does not list it). The C library's checks and simulation live
-- once, in tests/data/morale/c-results.json (read by the Python tests too).
local check = require "check"
local F = {}

local function read_fixture(path)
    return require("json").decode(check.read(path))
end

F.C_RESULTS = read_fixture((os.getenv("WARGEN_SOURCE_ROOT") or "../..")
                           .. "/tests/data/morale/c-results.json")

-- The value, or an error with the message of a failure (nil, message, code).
function F.ok(v, msg, code)
    if v == nil then
        error("unexpected failure: " .. tostring(msg) .. " (" .. tostring(code) .. ")", 2)
    end
    return v
end

-- A square base.
function F.sq(x, y, size)
    return { x = x, y = y, width = size or 2, depth = size or 2, facing = 0 }
end

-- Army 0: the General's battalion g (x -1..1, y -2..2), a battalion f (4
-- wide, 2 deep, speed 2) that fled on turn 1 (now turn 2); army 1: an enemy
-- e (x 19..21); 2 command points (as tests/unit/test_morale_geom.c).
function F.rally_scene(wargen)
    local b = wargen.Battle()
    local g = F.ok(b:add_battalion{ name = "guard", army = 0, warriors = 20, speed = 3,
                                    base = { 0, 0, 4, 2, 0 } })
    local f = F.ok(b:add_battalion{ name = "foot", army = 0, warriors = 20, speed = 2,
                                    base = { -20, 0, 4, 2, 0 } })
    local e = F.ok(b:add_battalion{ name = "enemy", army = 1, warriors = 20, speed = 3,
                                    base = F.sq(20, 0) })
    local general = F.ok(b:attach(g, "general", "Kutuzov"))
    F.ok(b:set_command_points(0, 2))
    b:next_turn()
    local check = F.ok(b:check_judge(f, 6, { 1, 1, 1 }))
    assert(check.result == "fled")
    b:next_turn()
    return b, g, f, e, general
end

-- Right of g, touching its edge x = 1: x 1..3, y -2..2.
function F.beside()
    return { x = 2, y = 0, width = 4, depth = 2, facing = 0 }
end

return F
