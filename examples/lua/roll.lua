-- Roll a seeded pool of dice, re-roll the 1s, print the dice and sum.
-- Usage: lua5.4 roll.lua [seed [count]]  (by default seed 42 and five dice)
local wargen = require "wargen"

local seed = arg[1] or 42 -- a decimal string: Rng takes all 64 bits of it
local count = tonumber(arg[2]) or 5

local rng = assert(wargen.Rng(seed)) -- the same seed gives the same dice in C, Python and Lua
local pool, err = rng:pool(count)    -- dice rolled together; they re-roll with rng
if not pool then                     -- a failure returns nil, message, code
  io.stderr:write("roll: ", err, "\n")
  os.exit(1)
end

local function print_dice(label)
  local dice = {}
  for i = 1, pool:count() do dice[i] = pool:die(i) end -- indexes count from 1
  print(label .. ": " .. table.concat(dice, " "))
end

print_dice("rolled")
print("re-rolled: " .. pool:reroll_below(2)) -- every 1, once
print_dice("dice")
print("sum: " .. pool:sum())
