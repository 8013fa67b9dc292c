-- Reference dice computed by the C library (xoshiro256** seeded by
-- splitmix64); each list comes from a fresh generator.
return {
    [42] = { d6 = { 1, 1, 6, 6, 5, 1, 5, 4, 5, 6, 2, 2 }, d66 = { 11, 66, 51, 54, 56, 22 } },
    [0] = { d6 = { 3, 3, 5, 5, 4, 3, 3, 2, 2, 2, 5, 4 }, d66 = { 33, 55, 43, 32, 22, 54 } },
    [1] = { d6 = { 2, 5, 3, 6, 6, 5, 3, 4, 2, 5, 2, 5 }, d66 = { 25, 36, 65, 34, 25, 25 } },
    -- from `wargen roll --dice 12 --seed 18446744073709551615` (the C command)
    max_seed_d6 = { 1, 6, 5, 6, 1, 4, 3, 3, 1, 3, 4, 6 },
    seeds = { 0, 1, 42 },
}
