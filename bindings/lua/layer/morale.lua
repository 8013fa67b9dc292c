-- wargen.Battle is the handle: every _battle_X function is its method X.
-- Added here: add_battalion{...}, bases and points as tables, lists.
local wargen = ...
local enum_names = wargen._enum_names
local C = wargen
local Battle = getmetatable(C.Battle())
local fn = Battle[".fn"]
for k, f in pairs(C) do
    local m = type(k) == "string" and k:match("^_battle_(.+)")
    if m then fn[m] = f end
end

C.MORALE_RESULTS = enum_names(C._morale_result_name)
C.CHARACTER_KINDS = enum_names(C._character_kind_name)
C.CHECK_CAUSES = enum_names(C._check_cause_name)
C.STOPS = enum_names(C._stop_name)
C.WOUNDED_ORDERS = { C.ORDER_RECOVERY, C.ORDER_TO_THE_DOCTOR, C.ORDER_MERCY }

-- The exact odds of 0, 1, 2 and 3 failures for a modifier (B5), as in
-- Python: morale_odds_counts(m) the numbers of the 1,296 outcomes
-- ({441, 315, 315, 225} for 0), morale_odds(m) the probabilities as
-- {num =, den =} in lowest terms, morale_odds_dict(m) the odds document
-- {modifier, denominator = 1296, failures = {n0, ..., n3}}.
C.morale_odds_dict = C._morale_odds_doc
function C.morale_odds_counts(...)
    local odds, msg, code = C._morale_odds_compute(...)
    if odds == nil then return nil, msg, code end
    return odds.failures
end
local function gcd(a, b)
    while b ~= 0 do a, b = b, a % b end
    return a
end
function C.morale_odds(...)
    local counts, msg, code = C.morale_odds_counts(...)
    if counts == nil then return nil, msg, code end
    local den = C.MORALE_DENOMINATOR
    for k, n in ipairs(counts) do
        local d = gcd(n, den)
        counts[k] = { num = math.floor(n / d), den = math.floor(den / d) }
    end
    return counts
end
-- wargen.morale_checks(rng, count[, modifier]): count checks as columns,
-- {opponent =, die1 =, die2 =, die3 =, failures =, result =}, each a
-- sequence of count numbers (result: an index of MORALE_RESULTS from 0,
-- as failures): what count calls of morale_check give, rolled at once.
-- Options {out = t}: t, the columns an earlier call of the same count
-- returned, is written again and returned (no new tables).
function C.morale_checks(rng, count, ...)
    local modifier, opts = ...
    local out = wargen._pick(opts or {}, { "out" }, {}, "morale_checks")
    -- C's default modifier when none is given; a nil given is refused, as by morale_check
    if select("#", ...) == 0 then return C._morale_checks(out, rng, count) end
    return C._morale_checks(out, rng, count, modifier)
end

-- The five numbers of a base {x=, y=, width=, depth=, facing=} or {x, y,
-- width, depth[, facing]}: facing 0 by default; other keys raise.
local BASE = { "x", "y", "width", "depth", "facing", x = 1, y = 2, width = 3, depth = 4,
               facing = 5 }
local function base(b)
    C._numbers(b, "base")
    local v = {}
    for k, x in pairs(b) do
        local i = type(k) == "number" and BASE[k] and k or BASE[k]
        if type(i) ~= "number" then wargen._error("base: unknown key " .. tostring(k)) end
        v[i] = x
    end
    return v[1], v[2], v[3], v[4], v[5] or 0
end

-- b:add_battalion{name=, army=, warriors=, speed=, ranks=1, shooter=false,
-- giant=false, base=}: its index; other keys raise.
local SPEC = { "name", "army", "warriors", "speed", "ranks", "shooter", "giant", "base" }
function fn.add_battalion(b, t)
    local a = { C._pick(t, SPEC, { ranks = 1 }, "add_battalion") }
    return C._battle_add_battalion(b, a[1], a[2], a[3], a[4], a[5], a[6], a[7], base(a[8]))
end
function fn.rally(b, battalion, placement) return C._battle_rally(b, battalion, base(placement)) end

-- The numbers t as a C array of a carrays class (never empty, so never NULL).
local function array(class, t)
    local a = class(math.max(#t, 1))
    for i = 1, #t do a[i - 1] = t[i] end
    return a
end
-- b:add_terrain{{x, y}, ...} (or {x=, y=} points): a convex polygon (B12).
function fn.add_terrain(b, points)
    if type(points) ~= "table" then wargen._error("points: expected a table, got " .. type(points)) end
    local xy = {}
    for i, p in ipairs(points) do
        C._numbers(p, "points")
        xy[2 * i - 1], xy[2 * i] = p.x or p[1] or false, p.y or p[2] or false
    end
    return C._battle_add_terrain(b, array(C._Doubles, xy), #xy / 2)
end
function fn.set_shooting_orders(b, army, dice)
    C._numbers(dice, "dice")
    return C._battle_set_shooting_orders(b, army, array(C._Ints, dice), #dice)
end

function fn.next_turn(b) C._battle_next_turn(b) return b:turn() end

local list = C._list
function fn.battalions(b) return list(b, b:battalion_count(), fn.battalion) end
function fn.characters(b) return list(b, b:character_count(), fn.character) end
-- b:pending(): the queued checks in order: {{battalion =, cause =}, ...}.
local function pending_at(b, k)
    local battalion, cause = b:pending_at(k)
    return { battalion = battalion, cause = cause }
end
function fn.pending(b) return list(b, b:pending_count(), pending_at) end
-- b:orders(battalion): its orders in the order given (nil, message, code
-- for no such battalion).
function fn.orders(b, i)
    local s, msg, code = b:battalion(i)
    return s and list(b, b:order_count(i), fn.order_at, i), msg, code
end

Battle.__tostring = function(b)
    return "wargen.Battle(turn " .. b:turn() .. ", " .. b:battalion_count() .. " battalions, "
           .. b:pending_count() .. " checks queued)"
end
