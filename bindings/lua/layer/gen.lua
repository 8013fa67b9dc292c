-- The gen module in Lua style (rules G1-G12). Failures return nil, message,
-- code; programming errors (wrong types, unknown options) raise.
local wargen = ...
local enum_names = wargen._enum_names
local floor, pick, Table, Session = math.floor, wargen._pick, wargen.Table, wargen.Session
local list = wargen._list

wargen.UNIT_TYPES = enum_names(wargen._gen_unit_type_name)  -- {"horde", ..., "conqueror"} (G5)
wargen.DRAW_MODES = enum_names(wargen._draw_mode_name)  -- {"dice", "cards"} (G2, G3)
wargen.ARMY_SIZES, wargen.TYPICAL_UNITS = {}, {}  -- {small = 15, ...}, {small = {5, 10}, ...} (G1)
for i = 0, wargen.ARMY_SIZE_COUNT - 1 do
    wargen.ARMY_SIZES[wargen._army_size_name(i)] = wargen._army_size_limit(i)
    wargen.TYPICAL_UNITS[wargen._army_size_name(i)] = { wargen._army_size_typical(i) }
end

-- A unit profile {models=, wounds=, save=, hero=, monster=, reinforced=}
-- as the C struct; save nil or 0 for none.
local function profile(t, what) return wargen._struct(wargen._Unit, t, what) end

-- unit_types(unit): the set of types the unit qualifies for (G5, G7), e.g.
-- {champion = true, conqueror = true}; nil, message, code for an impossible one.
function wargen.unit_types(unit)
    local mask, msg, code = wargen._gen_unit_types(profile(unit, "unit"))
    if mask == nil then return nil, msg, code end
    local set = {}
    for i, name in ipairs(wargen.UNIT_TYPES) do
        if floor(mask / 2 ^ (i - 1)) % 2 == 1 then set[name] = true end
    end
    return set
end

-- check_slot_fits(slot, unit, level): whether the unit may be fielded in the
-- slot ({type =, reinforceable =} as in an entry) at reinforcement level 0-2
-- (G5, G7): true, or nil, message (why not), code. slot_fits: true, or
-- false when a rule forbids it (other failures as check_slot_fits').
local function fits(slot, unit, level, what)
    if type(slot) ~= "table" then wargen._error(what .. ": the slot must be a table") end
    return wargen._slot_fits(slot.type, slot.reinforceable, level or 0, profile(unit, "unit"))
end

function wargen.check_slot_fits(slot, unit, level)
    return fits(slot, unit, level, "check_slot_fits")
end

function wargen.slot_fits(slot, unit, level)
    local ok, msg, code = fits(slot, unit, level, "slot_fits")
    if code == wargen.ERULE then return false end
    return ok, msg, code
end

-- Table.load(source): a path, a JSON string (starting with "{"), a table
-- shaped like the document, a Table (returned as is), or nil for the
-- default table (G12), built once (tables are immutable). Table.check(source):
-- every problem of a document, as a list of {code, message, file, line,
-- column, path, position, text}.
Table.default = wargen._table_new_default
local default_table
function Table.load(source)
    if source == nil then
        default_table = default_table or Table.default()
        return default_table or Table.default()  -- on failure: nil, message, code
    end
    if getmetatable(source) == getmetatable(Table)[".instance"] then return source end
    return wargen._from_source(source, wargen._table_load_file, wargen._table_load_string,
                               "Table.load")
end
-- wargen.Table(source): Table.load(source) for a source, as Python's Table(source).
getmetatable(Table).__call = function(_, source)
    if source == nil then wargen._error("Table: expected a source (Table.default() is the default)") end
    return Table.load(source)
end
function Table.check(source)
    return wargen._from_source(source, wargen._table_check_file, wargen._table_check_string,
                               "Table.check")
end
wargen._methods(Table, {
    -- t:entries(): the 36 entries in D66 order (11, 12, ..., 66)
    entries = function(t) return list(t, t:entry_count(), t.entry_at) end,
    -- t:rolls(): the 36 D66 values in order (11, 12, ..., 66)
    rolls = function(t)
        local rolls = t:entries()
        for i, e in ipairs(rolls) do rolls[i] = e.roll end
        return rolls
    end,
    __tostring = function(t) return ("wargen.Table(%q, %s)"):format(t.name, t.digest) end,
})

-- wargen.Session{table=, seed=, size=, limit=, players=, cards=,
-- per_player_decks=, first_player=}: a session to step through. table is
-- anything Table.load takes; seed nil picks one; limit overrides size (G1);
-- per_player_decks needs cards (G3); first_player nil rolls off (G9).
-- generate{} and armies() also take reinforce, the automatic policy's level
-- for `*` slots (default 0).
local OPTS = { "table", "size", "limit", "players", "cards", "per_player_decks",
               "first_player", "seed", "reinforce", "count", "out" }
local DEFAULTS = { size = "small", players = 1, first_player = 0, reinforce = 0 }
local unpack = table.unpack or unpack
-- The options as the C functions take them, {table, size, has_limit, limit,
-- players, cards, per_player_decks, first_player, reinforce}, then seed and
-- count (armies' only); nil, message, code for a table that does not load.
local function options(opts, what)
    local o = { pick(opts or {}, OPTS, DEFAULTS, what) }
    if what == "Session" and o[9] ~= 0 then wargen._error("Session: unknown key reinforce") end
    for k = 10, 11 do
        if what ~= "armies" and o[k] ~= nil then wargen._error(what .. ": unknown key " .. OPTS[k]) end
    end
    local t, msg, code = Table.load(o[1])
    if t == nil then return nil, msg, code end
    return { t, o[2], o[3] ~= nil, o[3] or 0, o[4], o[5], o[6], o[7], o[9] }, o[8], o[10], o[11]
end
local function new_session(opts, what)
    local c, seed, code = options(opts, what)
    if c == nil then return nil, seed, code end
    return wargen._session_new(c[1], seed or wargen._rng_fresh_seed(), unpack(c, 2, 8))
end
getmetatable(Session).__call = function(_, opts) return new_session(opts, "Session") end

wargen._methods(Session, {
    -- s:field(player, slot, unit): unit a profile (see unit_types), checked
    -- against the slot (G5, G7); nil fields "a suitable unit" unchecked.
    field = function(s, player, slot, unit)
        return s:_field(player, slot, unit and profile(unit, "unit"))
    end,
    __tostring = function(s)
        return ("wargen.Session(seed %s, turn %d)"):format(s:seed(), s:turn())
    end,
    -- s:draws(): the committed draws in order: {player, value, cost, substituted}.
    draws = function(s) return list(s, s:draw_count(), s.draw_at) end,
})

-- wargen.replay(log, table): the session a wargen-log/1 log (a path, a JSON
-- string or a table) records, replayed on table (default: the default one).
function wargen.replay(log, tbl)
    local t, msg, code = Table.load(tbl)
    if t == nil then return nil, msg, code end
    return wargen._from_source(log, function(path) return wargen._session_replay_file(t, path) end,
        function(text, name) return wargen._session_replay_string(t, text, name) end, "replay",
        "log")
end
Session.replay = wargen.replay

-- wargen.armies(rng, {...}): whole armies by the automatic policy without a
-- session (G1-G10), drawn from rng (which advances): those generate{seed = S}
-- gives when rng is wargen.Rng(S). A list of {player, total, units, draws, finished}
-- per player, or nil, message, code. With count = N: N runs at once, drawn
-- and written by the C library, as columns {total =, units =, draws =,
-- finished =}, each a sequence of N * players values (player p's army of
-- run i at (i - 1) * players + p); count is 0 to 1,000,000. With out = t
-- too, t (the columns an earlier call of that count returned) is written again.
function wargen.armies(rng, opts)
    local c, msg, count, out = options(opts, "armies")
    if c == nil then return nil, msg, count end
    if count == nil and out ~= nil then
        wargen._error("armies: out is the columns of a batch: it goes with count")
    end
    if count ~= nil then return wargen._gen_armies_batch(out, c[1], rng, count, unpack(c, 2, 9)) end
    local a, b, code = wargen._gen_armies(c[1], rng, unpack(c, 2, 9))
    if a == nil then return nil, b, code end
    return c[5] == 2 and { a, b } or { a }
end

-- wargen.generate{...}: the session as `wargen generate --json` prints it,
-- as tables, and the log's text; the options are armies()'.
function wargen.generate(opts)
    local s, msg, code = new_session(opts, "generate")
    if s == nil then return nil, msg, code end
    local ok
    ok, msg, code = s:run((opts or {}).reinforce or 0)
    if not ok then return nil, msg, code end
    return s:to_table(), s:log_json()
end
