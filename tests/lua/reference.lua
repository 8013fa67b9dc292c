-- Reference dice computed by the C library (xoshiro256** seeded by
-- splitmix64); each list comes from a fresh generator.
return {
    [42] = { d6 = { 1, 3, 5, 6, 6, 5, 5, 6, 5, 4, 5, 2 }, d66 = { 14, 32, 51, 64, 66, 54 } },
    [0] = { d6 = { 4, 5, 1, 3, 5, 6, 3, 4, 6, 6, 1, 1 }, d66 = { 44, 53, 14, 33, 53, 66 } },
    [1] = { d6 = { 5, 4, 4, 3, 5, 1, 1, 3, 6, 4, 6, 6 }, d66 = { 52, 41, 43, 33, 52, 16 } },
    -- from `wargen roll --dice 12 --seed 18446744073709551615` (the C command)
    max_seed_d6 = { 4, 5, 4, 5, 4, 5, 3, 5, 4, 4, 2, 1 },
    seeds = { 0, 1, 42 },
}
