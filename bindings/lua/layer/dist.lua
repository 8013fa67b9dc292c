-- The dist module in Lua style (wargen/dist.h, rules G1-G10): exact
-- distributions of the armies the automatic policy generates. Failures
-- return nil, message, code; programming errors (wrong types, unknown
-- options) raise.
local wargen = ...
local pick, list, Table, Distribution = wargen._pick, wargen._list, wargen.Table,
    wargen.Distribution

wargen.DIST_KINDS = wargen._enum_names(wargen._dist_kind_name)  -- {"total", ..., "types"}

-- wargen.distribution{kind=, player=, type=, type2=, table=, size=, limit=,
-- players=, cards=, per_player_decks=, first_player=, reinforce=}: the exact
-- distribution of kind ("total" by default, "draws", "overshoot", "units",
-- "type" of type, "types": the joint of type and type2) of player 1 or 2,
-- or 0 for player 1's value minus player 2's; the other options are
-- generate{}'s. A Distribution, or nil, message, code.
local OPTS = { "kind", "player", "type", "type2", "table", "size", "limit", "players", "cards",
               "per_player_decks", "first_player", "reinforce" }
local DEFAULTS = { kind = "total", player = 1, size = "small", players = 1, first_player = 0,
                   reinforce = 0 }
function wargen.distribution(opts)
    local o = { pick(opts or {}, OPTS, DEFAULTS, "distribution") }
    local t, msg, code = Table.load(o[5])
    if t == nil then return nil, msg, code end
    return wargen._dist_compute(t, o[1], o[2], o[3], o[4], o[6], o[7] ~= nil, o[7] or 0, o[8],
                                o[9], o[10], o[11], o[12])
end

wargen._methods(Distribution, {
    -- d:outcomes(): the outcomes in increasing order of value: {value=,
    -- value2= (a joint's second type's units, else 0), numerator=,
    -- denominator= (the reduced fraction's, decimal strings), probability=}.
    outcomes = function(d) return list(d, d:count(), d.at) end,
    -- d:odds(): each value's probability as {num=, den=} (decimal strings,
    -- exact at any size), by value: odds[v], or odds[a][b] for a joint.
    odds = function(d)
        local joint, odds = d:to_table()["of"] == "types", {}
        for _, o in ipairs(d:outcomes()) do
            local p = { num = o.numerator, den = o.denominator }
            if joint then
                odds[o.value] = odds[o.value] or {}
                odds[o.value][o.value2] = p
            else
                odds[o.value] = p
            end
        end
        return odds
    end,
    __tostring = function(d)
        local doc = d:to_table()
        return ("wargen.Distribution(%s of %s, %d outcomes)"):format(doc.of,
            doc.player and ("player " .. doc.player) or "player 1 - player 2", d:count())
    end,
})
