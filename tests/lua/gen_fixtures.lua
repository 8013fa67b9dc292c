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

-- The cases C, Python and Lua must agree on (tests/data/gen/agreement.txt):
-- {golden = file in tests/cli/golden, options = wargen.generate's options}.
function F.agreement_cases()
    local cases = {}
    for line in io.lines(F.SOURCE_ROOT .. "/tests/data/gen/agreement.txt") do
        local golden, args = line:match("^(generate%-%S*)%s+(.*)$")
        if golden then
            local options, words = {}, {}
            for word in args:gmatch("%S+") do words[#words + 1] = word end
            for i, word in ipairs(words) do
                local key = word:match("^%-%-(.*)$")
                if key then key = key:gsub("%-", "_") end
                if key == "cards" or key == "per_player_decks" then
                    options[key] = true
                elseif key then
                    -- seeds stay strings: 2^64 - 1 is no Lua number
                    options[key] = (key == "size" or key == "seed") and words[i + 1]
                                   or tonumber(words[i + 1])
                end
            end
            cases[#cases + 1] = { golden = golden, options = options }
        end
    end
    return cases
end

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
