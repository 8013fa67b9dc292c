-- A mod that breaks the rules: lua-host must report the error and fail.
local wargen = require "wargen"
local rng = assert(wargen.Rng(1))
local pool = assert(rng:pool(0)) -- no dice: assert raises the library's message
print("not reached", pool)
