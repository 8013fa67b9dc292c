-- Handles are freed exactly once, and a pool keeps its generator alive.
local wargen = require "wargen"
local check = require "check"

local SEED7 = wargen.Rng(7):roll(10)

local T = {}

local function full_gc()
    collectgarbage()
    collectgarbage()
end

function T.pool_keeps_its_generator_alive()
    local r = wargen.Rng(7)
    local p = r:pool(5)
    r = nil
    full_gc()
    check.eq(p:reroll(1), true, "reroll(1) after the generator was dropped")
    check.eq(p:die(1), SEED7[6], "re-rolled die")
    check.eq(p:reroll_below(7), 4, "reroll_below(7)")
    check.list_eq({ p:die(1), p:die(2), p:die(3), p:die(4), p:die(5) }, check.slice(SEED7, 6, 10))
end

-- A weak table sees whether the generator itself is still there.
local function pool_and_watch(seed)
    local r = wargen.Rng(seed)
    local watch = setmetatable({ r }, { __mode = "v" })
    return r:pool(5), watch
end

function T.generator_is_released_with_its_last_pool()
    local p, watch = pool_and_watch(7)
    full_gc()
    check.is_true(watch[1] ~= nil, "generator alive while its pool is")
    check.list_eq(watch[1]:roll(2), check.slice(SEED7, 6, 7), "the pool's generator")
    p = nil
    full_gc()
    check.eq(watch[1], nil, "generator after the pool was collected")
end

function T.unreferenced_generator_is_released()
    local watch = setmetatable({ wargen.Rng(7) }, { __mode = "v" })
    full_gc()
    check.eq(watch[1], nil, "unreferenced generator")
end

function T.copy_outlives_its_original()
    local r = wargen.Rng(7)
    r:roll(3)
    local c = r:copy()
    r = nil
    full_gc()
    check.list_eq(c:roll(7), check.slice(SEED7, 4, 10))
end

function T.many_generators_and_pools()
    local total = 0
    for seed = 1, 10000 do
        local r = wargen.Rng(seed)
        local p = r:pool(3)
        total = total + p:sum() + r:copy():d6()
        if seed % 1000 == 0 then collectgarbage() end
    end
    full_gc()
    check.is_true(total >= 4 * 10000 and total <= 24 * 10000, "sum of all dice in range")
end

function T.many_pools_from_one_generator()
    local r = wargen.Rng(7)
    local pools = {}
    for i = 1, 1000 do pools[i] = r:pool(1) end
    r = nil
    full_gc()
    for i = 1, 10 do check.eq(pools[i]:die(1), SEED7[i], "pool " .. i) end
    for i = 1, 1000, 2 do pools[i] = nil end   -- drop every other pool
    full_gc()
    check.eq(pools[2]:reroll(1), true, "re-roll after half the pools were collected")
    check.is_true(pools[2]:die(1) >= 1 and pools[2]:die(1) <= 6, "re-rolled die is a D6")
end

return T
