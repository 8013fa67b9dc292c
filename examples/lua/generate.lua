-- Two players generate Open War armies (rules G), fielding every unit listed.
-- Usage: lua5.4 generate.lua [seed]  (by default 42)
local wargen = require "wargen"

local seed = arg[1] or 42 -- a decimal string: all 64 bits of a seed survive
local armies, log = wargen.generate{size = "small", players = 2, seed = seed}
assert(armies, log) -- on failure: nil, message, code

for _, army in ipairs(armies.players) do
  print(("player %d: %d AP, %d units, %d draws"):format(army.player, army.total, army.units,
                                                        #army.draws))
end
