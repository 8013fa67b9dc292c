-- Reference dice: what the C command rolls (`wargen roll --dice 12 --seed S
-- --json`), read from its golden files (tests/cli/golden/roll-dice12-seed*.json,
-- listed in tests/data/gen/agreement.txt) so the values live once.
local check = require "check"
local root = os.getenv("WARGEN_SOURCE_ROOT") or "../.."

local function dice(name)
    local text = check.read(root .. "/tests/cli/golden/roll-dice12-seed" .. name .. ".json")
    local list = {}
    for d in text:match('"dice": %[(.-)%]'):gmatch("%d") do list[#list + 1] = tonumber(d) end
    return list
end

return {
    [0] = { d6 = dice("0") }, [1] = { d6 = dice("1") }, [42] = { d6 = dice("42") },
    max_seed_d6 = dice("max"),
    seeds = { 0, 1, 42 },
}
