-- Every kind of object survives a mod calling its __gc by hand (issue 12):
-- twice frees once, a freed object refuses calls by name, and a parent's
-- __gc called while its children live waits for the last of them.
local wargen = require "wargen"
local check = require "check"

local ROOT = os.getenv("WARGEN_SOURCE_ROOT") or "../.."
local BOOK = ROOT .. "/data/catalogs/example-kingdom.json"
local ROSTER = ROOT .. "/data/rosters/valid-standard.json"
local MODELS = ROOT .. "/data/models/example.json"

local T = {}

local function gc(o) return getmetatable(o).__gc(o) end

local function full_gc()
    collectgarbage()
    collectgarbage()
end

-- name: a new object of that kind, and a method call that uses it.
local KINDS = {
    Rng = { function() return wargen.Rng(1) end, function(o) return o:d6() end },
    Roll = { function() return wargen.Rng(1):pool(3) end, function(o) return o:die(1) end },
    Table = { function() return wargen.Table.default() end, function(o) return o:to_json() end },
    Session = { function() return assert(wargen.Session{ seed = 1 }) end,
                function(o) return o:run() end },
    Catalog = { function() return assert(wargen.Catalog.load(BOOK)) end,
                function(o) return o:to_json() end },
    Roster = { function() return assert(wargen.Roster.load(BOOK, ROSTER)) end,
               function(o) return o:to_json() end },
    Models = { function() return assert(wargen.Models.new(MODELS)) end,
               function(o) return o:value("spearman", "Str") end },
    Trace = { function() return assert(assert(wargen.Models.new(MODELS)):explain("spearman", "Str")) end,
              function(o) return o:to_json() end },
    Battle = { function() return wargen.Battle() end, function(o) return o:next_turn() end },
    Game = { function() return wargen.Game() end, function(o) return o:to_json() end },
    View = { function() return assert(wargen.View(assert(wargen.Roster.load(BOOK, ROSTER)))) end,
             function(o) return o:to_json() end },
    Reveal = { function()
                   local view = assert(wargen.View(assert(wargen.Roster.load(BOOK, ROSTER))))
                   return assert(wargen.Reveal(view))
               end, function(o) return o:to_json() end },
}

function T.every_kind_freed_twice_is_freed_once()
    for name, kind in pairs(KINDS) do
        local o = kind[1]()
        kind[2](o)  -- works before
        gc(o)
        gc(o)       -- a double free before (abort)
        local err = check.raises(kind[2], o)
        check.contains(err, "has been freed", name)
        o = nil
        full_gc()   -- and the collector's own call is harmless too
    end
end

function T.gc_on_what_is_not_an_object_is_ignored()
    local gc_fn = getmetatable(wargen.Rng(1)).__gc
    gc_fn(io.stdout)  -- a userdata of another library
    gc_fn({})
    gc_fn(nil)
    io.stdout:write("")  -- still open
end

-- parent, then a child of it and a call the child makes through the parent
local FAMILIES = {
    { "Rng and its pool", function() return wargen.Rng(7) end,
      function(r) return r:pool(5) end, function(p) return p:reroll(1) end },
    { "Catalog and its roster", function() return assert(wargen.Catalog.load(BOOK)) end,
      function(c) return assert(wargen.Roster.load(c, ROSTER)) end,
      function(r) return r:validate().valid end },
    { "Roster and its report", function() return assert(wargen.Roster.load(BOOK, ROSTER)) end,
      function(r) return assert(r:validate())._h end, function(h) return h:to_json() end },
    { "Roster and its view", function() return assert(wargen.Roster.load(BOOK, ROSTER)) end,
      function(r) return assert(wargen.View(r)) end, function(v) return v:to_json("hidden") end },
    { "View and its tracker",
      function() return assert(wargen.View(assert(wargen.Roster.load(BOOK, ROSTER)))) end,
      function(v) return assert(wargen.Reveal(v)) end, function(r) return r:to_json() end },
    { "Models and its trace", function() return assert(wargen.Models.new(MODELS)) end,
      function(m) return assert(m:explain("spearman", "Str")) end,
      function(t) return t:to_json() end },
}

function T.a_parent_freed_by_hand_waits_for_its_children()
    for _, f in ipairs(FAMILIES) do
        local parent = f[2]()
        local child = f[3](parent)
        local before = f[4](child)
        gc(parent)
        gc(parent)
        full_gc()
        check.same(f[4](child), f[4](child), f[1])  -- the child still works
        check.is_true(before ~= nil, f[1])
        full_gc()  -- the child's own children (reports of a roster) go first
        gc(child)  -- the last child: the parent goes with it
        check.contains(check.raises(f[4], child), "has been freed", f[1])
        child, parent = nil, nil
        full_gc()
    end
end

return T
