-- Shared data for the gen module tests (rules G1-G12); not a test file.
local F = {}

F.SOURCE_ROOT = os.getenv("WARGEN_SOURCE_ROOT") or "../.."
F.DEFAULT_TABLE_PATH = F.SOURCE_ROOT .. "/data/tables/default.json"
F.DEFAULT_DIGEST = "0b9b25e30d3e2c51"  -- wg_table_digest() of the default table (C library)

F.D66 = {}
for tens = 1, 6 do
    for units = 1, 6 do F.D66[#F.D66 + 1] = tens * 10 + units end
end

-- Every entry alike, so a session's steps do not depend on the seed: slot 1
-- one regular* (G7), slot 2 an endless spell (G6), slot 3 two horde, slot 4
-- one champion; cost 2 (G4). (Slots count from 1 in Lua.)
function F.uniform_slots()
    return {
        { count = 1, type = "regular", reinforceable = true },
        { endless_spell = true },
        { count = 2, type = "horde", reinforceable = false },
        { count = 1, type = "champion", reinforceable = false },
    }
end

function F.uniform_doc()
    local entries = {}
    for i, roll in ipairs(F.D66) do
        entries[i] = { roll = roll, cost = 2, slots = F.uniform_slots() }
    end
    return { format = "wargen-table/1", name = "Uniform test table", entries = entries }
end

-- Computed once with the C library (wg_session_new + wg_session_run +
-- wg_session_to_json, default table); the Python tests hold the same values.
F.EXPECTED = {
    {
        name = "small-42", options = { seed = 42 }, first_player = 1,
        players = {
            { total = 15, units = 8, key = "roll", values = { 14, 32, 51, 64, 66, 54 },
              costs = { 3, 4, 1, 4, 1, 2 } },
        },
    },
    {
        name = "medium-7-cards", options = { seed = 7, size = "medium", players = 2, cards = true },
        first_player = 1,
        players = {
            { total = 22, units = 10, key = "card", values = { 41, 43, 44, 22, 33, 21, 62 },
              costs = { 2, 3, 4, 4, 4, 2, 3 } },
            { total = 21, units = 10, key = "card", values = { 32, 36, 23, 35, 52, 11, 54 },
              costs = { 4, 4, 4, 3, 2, 2, 2 } },
        },
    },
    {
        name = "large-2024-second",
        options = { seed = 2024, size = "large", players = 2, first_player = 2 },
        first_player = 2,
        players = {
            { total = 33, units = 16, key = "roll", values = { 55, 16, 23, 24, 12, 64, 32, 21, 46, 33 } },
            { total = 31, units = 15, key = "roll",
              values = { 13, 13, 54, 33, 43, 52, 62, 54, 12, 56, 46, 25 } },
        },
    },
    {
        name = "max-seed", options = { seed = "18446744073709551615" }, first_player = 1,
        players = {
            { total = 16, units = 6, key = "roll", values = { 43, 54, 41, 53, 43, 53 } },
        },
    },
}

-- A file holding text; removed at exit of the test run is not needed: the
-- name comes from os.tmpname().
function F.write_temp(text)
    local path = os.tmpname()
    local f = assert(io.open(path, "wb"))
    f:write(text)
    f:close()
    return path
end

return F
