-- Non-interference as a property in Lua (docs/RULES.md, the H decisions,
-- H1-H4): two rosters that differ only in what H keeps hidden give a View
-- whose open artifacts are the same, byte for byte: v:units(), v:to_table(),
-- v:to_json(), tostring(v), v:valid(), v:violations() and the clashes'
-- document, and (H2 in a game) the same view of a game to the opponent
-- before its end: g:view(1), the events and each action's outcome. Pairs
-- whose open parts differ give different ones, so the property can fail
-- (in a game, those of other model counts: its view shows no option or
-- item). The pairs are the C generator's (tests/pairs: the
-- `hidden-pairs` program, WARGEN_HIDDEN_PAIRS), over the catalogues of
-- WARGEN_HIDDEN_PAIRS_BOOKS.
local wargen = require "wargen"
local check = require "check"
local json = require "json"  -- test-only decoder

local T = {}
local unpack = table.unpack or unpack
local SEED = 2027
-- Pairs per run: divided by WARGEN_TEST_OOM_STRIDE, which the valgrind
-- setup sets for the slow tests (tests/meson.build).
local PAIRS = math.floor(1200 / math.max(1, tonumber(os.getenv("WARGEN_TEST_OOM_STRIDE") or "1")))

-- The lines hidden-pairs prints for its arguments (a list), each through decode.
local function run(args, decode)
    local exe = os.getenv("WARGEN_HIDDEN_PAIRS")
    assert(exe, "WARGEN_HIDDEN_PAIRS is not set: run the lua suite through `meson test`")
    local command = { "'" .. exe .. "'" }
    for _, arg in ipairs(args) do command[#command + 1] = "'" .. arg .. "'" end
    local pipe = assert(io.popen(table.concat(command, " ")))
    local lines = {}
    for line in pipe:lines() do lines[#lines + 1] = decode(line) end
    check.is_true(pipe:close(), "hidden-pairs ran")
    return lines
end

-- count pairs: tables of index, catalog (a path), kind, same, a and b.
local function generate(seed, count)
    local args = { tostring(seed), tostring(count) }
    for book in os.getenv("WARGEN_HIDDEN_PAIRS_BOOKS"):gmatch("[^:]+") do args[#args + 1] = book end
    return run(args, json.decode)
end

-- A table as text, keys sorted: equal tables give equal texts.
local function dump(v)
    if type(v) ~= "table" then return type(v) == "string" and ("%q"):format(v) or tostring(v) end
    local keys = {}
    for k in pairs(v) do keys[#keys + 1] = k end
    table.sort(keys, function(x, y) return tostring(x) < tostring(y) end)
    local parts = {}
    for i, k in ipairs(keys) do parts[i] = tostring(k) .. "=" .. dump(v[k]) end
    return "{" .. table.concat(parts, ",") .. "}"
end

-- Everything of v the opponent may be shown, as texts.
local function open_artifacts(v)
    return { units = dump(v:units()), to_table = dump(v:to_table()), to_json = v:to_json(),
             open_json = v:to_json("open"), tostring = tostring(v), valid = tostring(v:valid()),
             violations = dump(v:violations()), violations_json = v:violations_to_json(),
             violations_table = dump(v:violations_to_table()) }
end

-- Player 1's view of a game of mine (player 1) against theirs (player 2),
-- played by the pair's script (its units game indexes from 0), before its
-- end, as texts: each action's outcome, the events, g:view(1) in every form.
local function game_view(mine, theirs, actions)
    local g = wargen.Game("Alice", "Bob")
    -- the script's AP (pairs.h: HP_GAME_AP); an entry id too long for a unit
    -- id, or a cost too high, is refused alike
    local ok, msg = g:add_roster(1, mine, 2)
    if ok then ok, msg = g:add_roster(2, theirs, 2) end
    if not ok then return { game = "no game: " .. msg } end
    local events, outcomes, ids = {}, {}, {}
    g:on_event(function(e) events[#events + 1] = e end)
    for i, u in ipairs(g:units()) do ids[i - 1] = u.id end
    for _, a in ipairs(actions) do
        local name, args = a[1], { unpack(a, 2, 5) }  -- a spend's null target: nil
        if name ~= "initiative" and name ~= "end_turn" then args[1] = ids[args[1]] end
        if name == "spend" and args[4] then args[4] = ids[args[4]] end
        local done, _, _, reason = g[name](g, unpack(args, 1, #args))
        outcomes[#outcomes + 1] = done and "ok" or tostring(reason)
    end
    local v = g:view(1)
    check.is_true(not v.over, "before the end")
    return { outcomes = dump(outcomes), events = dump(events), player = tostring(v.player),
             state = dump(v.state), log = dump(v.log), state_json = v.state_json,
             log_json = v.log_json }
end

local function view(book, text)
    local roster = assert(wargen.Roster.load(book, text))
    return assert(wargen.View(roster))
end

function T.h1_h4_hidden_only_pairs_open_the_same()
    local books, kinds, n = {}, {}, 0
    for _, p in ipairs(generate(SEED, PAIRS)) do
        books[p.catalog] = books[p.catalog] or assert(wargen.Catalog.load(p.catalog))
        local va, vb = view(books[p.catalog], p.a), view(books[p.catalog], p.b)
        local a, b = open_artifacts(va), open_artifacts(vb)
        -- H2 in a game: player 1's view of a game against a and against b
        a.game = dump(game_view(va.roster, va.roster, p.actions))
        b.game = dump(game_view(va.roster, vb.roster, p.actions))
        kinds[p.kind] = (kinds[p.kind] or 0) + 1
        n = n + 1
        for k, text in pairs(a) do
            local what = ("pair %d (%s) %s"):format(p.index, p.kind, k)
            if p.same then
                if text ~= b[k] then
                    error(what .. " leaks the hidden part:\n" .. text .. "\n" .. b[k] ..
                          "\n-- a:\n" .. p.a .. "-- b:\n" .. p.b)
                end
            elseif k == "units" or k == "to_table" or k == "to_json" or
                   (k == "game" and p.kind == "models" and not text:find("no game", 1, true)
                    and not b[k]:find("no game", 1, true)) then
                check.is_true(text ~= b[k], what .. ": the open parts differ, the views must")
            end
        end
    end
    check.eq(n, PAIRS, "pairs")
    if PAIRS >= 1000 then
        -- every kind of change the generator makes (HP_KINDS)
        for _, kind in ipairs(run({ "--kinds" }, function(line) return line end)) do
            check.is_true(kinds[kind], "a pair of kind " .. kind)
        end
    end
end

function T.pairs_are_seeded()
    local x, y, z = generate(SEED, 10), generate(SEED, 10), generate(SEED + 1, 10)
    check.eq(dump(x), dump(y), "the same seed, the same pairs")
    check.is_true(dump(x) ~= dump(z), "another seed, other pairs")
end

return T
