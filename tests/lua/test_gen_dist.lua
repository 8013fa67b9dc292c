-- wargen.distribution: exact distributions of generated armies (wargen/dist.h,
-- G1-G10), as the binding adds them: {num=, den=} tables, outcome tables,
-- errors as nil, message, code; and one agreement with the command.
local wargen = require "wargen"
local check = require "check"
local F = require "gen_fixtures"

local T = {}

local GOLDEN = F.SOURCE_ROOT .. "/tests/cli/golden/generate-distribution-medium-cards-players2.json"

-- Every line of `wargen generate --distribution --json --size medium
-- --players 2 --cards --joint champion,conqueror`, byte for byte.
function T.same_distributions_as_the_command()
    local n = 0
    for line in check.read(GOLDEN):gmatch("[^\n]+") do
        local of = line:match('"of": "(%a+)"')
        local player = tonumber(line:match('"player": (%d)')) or 0
        local t1, t2 = line:match('"types": %["([%a-]+)", "([%a-]+)"%]')
        local d = assert(wargen.distribution{ kind = of, player = player,
                                              type = t1 or line:match('"type": "([%a-]+)"'),
                                              type2 = t2, size = "medium", players = 2,
                                              cards = true })
        check.eq(d:to_json(), line)
        n = n + 1
    end
    check.eq(n, 38)
end

function T.odds_are_num_den_strings()
    local d = assert(wargen.distribution{ kind = "total" })
    local odds, outcomes = d:odds(), d:outcomes()
    check.eq(d:count(), 4)
    check.eq(#outcomes, 4)
    local sum = 0
    for i, o in ipairs(outcomes) do
        check.eq(o.value, 14 + i)
        check.eq(odds[o.value].num, o.numerator)
        check.eq(odds[o.value].den, o.denominator)
        check.eq(type(o.numerator), "string")
        sum = sum + o.probability
    end
    check.is_true(math.abs(sum - 1) < 1e-12, "the probabilities add up to 1")
    check.eq(d:to_table().outcomes[1][2], odds[15].num .. "/" .. odds[15].den)
    check.contains(tostring(d), "total of player 1")
end

function T.a_joint_by_pairs_a_difference_by_signed_values()
    local joint = assert(wargen.distribution{ kind = "types", type = "champion",
                                              type2 = "conqueror" })
    local odds = joint:odds()
    check.eq(odds[0][0].num, joint:at(1).numerator)
    local diff = assert(wargen.distribution{ kind = "units", player = 0, players = 2,
                                             cards = true })
    local o = diff:odds()
    for v, p in pairs(o) do  -- neither player is favoured (G9)
        check.eq(o[-v].num, p.num)
        check.eq(o[-v].den, p.den)
    end
    check.contains(tostring(diff), "player 1 - player 2")
end

function T.refusals_are_nil_message_code()
    check.fails_with(wargen.ERANGE, wargen.distribution{ players = 2, cards = true, limit = 60 })
    check.fails_with(wargen.EINVAL, wargen.distribution{ kind = "average" })
    check.fails_with(wargen.EINVAL, wargen.distribution{ kind = "type", type = "dragon" })
    check.fails_with(wargen.EINVAL, wargen.distribution{ player = 2 })
    check.raises(wargen.distribution, { colour = "red" })
    check.raises(function() assert(wargen.distribution{}):at(5) end)
end

function T.kinds_and_bits()
    check.list_eq(wargen.DIST_KINDS, { "total", "draws", "overshoot", "units", "type", "types" })
    check.eq(wargen.DIST_BITS, 4096)
end

return T
