-- wargen.Catalog and wargen.Roster, with the methods below; a Report is the
-- validate document as a table (R1-R14). Entries and units are tables
-- shaped as in the documents; failures return nil, message, code.
local wargen = ...
local enum_names = wargen._enum_names
local Catalog, Roster = wargen.Catalog, wargen.Roster
local CatalogMT = getmetatable(Catalog)[".instance"]  -- the objects' metatables,
local RosterMT = getmetatable(Roster)[".instance"]    -- their methods in .fn
local C, R = CatalogMT[".fn"], RosterMT[".fn"]
wargen.CATEGORIES = enum_names(wargen._category_name)
wargen.ITEM_LISTS = enum_names(wargen._item_list_name)
wargen.GAME_FORMATS = enum_names(wargen._roster_format_name)
wargen.share_format = wargen._share_format  -- "24.95%", as the command's table shows (R6)

-- The game format of a points limit (R12, R13), or a format's name if the library knows it.
function wargen.game_format(points)
    if type(points) ~= "string" then
        return wargen._roster_format_name(wargen._roster_format_of(points))
    end
    local f, msg, code = wargen._roster_format_parse(points)
    return f and wargen.GAME_FORMATS[f + 1], msg, code
end

-- Catalog.load(source): a wargen-catalog/1 document (path, JSON text or table);
-- load_catalog(source, name) is the same for a parameter of another name.
local function load_catalog(source, name)
    if getmetatable(source) == CatalogMT then return source end
    return wargen._from_source(source, wargen._catalog_load_file, wargen._catalog_load_string,
                               "Catalog.load", name)
end
function Catalog.load(source) return load_catalog(source) end
Catalog.new = wargen._catalog_new
getmetatable(Catalog).__call = function(_, source) return load_catalog(source, "source") end

-- A table as JSON text for the library; raises for anything else.
local function text(t, what)
    local ok, json = pcall(wargen._json.encode, type(t) == "table" and t or nil)
    if not ok then wargen._error(what .. ": expected a table of JSON values (" .. json .. ")") end
    return json
end
function C:add_unit(u) return self:add_unit_string(text(u, "unit")) end
function C:add_option(unit_id, o) return self:add_option_string(unit_id, text(o, "option")) end
function C:add_item(it) return self:add_item_string(text(it, "item")) end
-- r:add_unit{entry=, models=, general=, category=, label=, hides_in=, options=, items=}:
-- its index. hides_in (H1) is a unit's index, from 1 as every index in Lua.
local function shift_hides(u, by)
    local at = type(u) == "table" and u.hides_in
    if type(at) ~= "number" or at % 1 ~= 0 then return u end
    local copy = {}
    for k, v in pairs(u) do copy[k] = v end
    copy.hides_in = at + by
    return copy
end
function R:add_unit(u) return self:add_unit_string(text(shift_hides(u, -1), "unit")) end
local list = wargen._list
function C:units() return list(self, self:unit_count(), C.unit_at) end
function C:items() return list(self, self:item_count(), C.item_at) end
local unit_at = R.unit_at
function R:unit_at(index)
    local u, msg, code = unit_at(self, index)
    if u == nil then return nil, msg, code end
    return shift_hides(u, 1)
end
function R:units() return list(self, self:unit_count(), R.unit_at) end
function CatalogMT.__tostring(c) return ("wargen.Catalog(%q)"):format(c.id) end
function RosterMT.__tostring(r)
    return ("wargen.Roster(%d units, %d points)"):format(r:unit_count(), r.points)
end
RosterMT[".get"].catalog = wargen._parent  -- r.catalog: the catalogue it keeps alive

-- Roster.load(catalog, source): catalog (a Catalog or anything Catalog.load
-- takes), then a wargen-roster/1 document of it; Roster.new(catalog, points).
local function load_roster(book, source, name)
    if getmetatable(source) == RosterMT then
        if book == nil or book == source.catalog then return source end
        return nil, "Roster.load: the roster is of another catalogue", wargen.EINVAL
    end
    if getmetatable(source) == CatalogMT and getmetatable(book) ~= CatalogMT then
        return nil, "Roster.load: the catalogue comes first: Roster.load(catalog, source)", wargen.EINVAL
    end
    local c, msg, code = load_catalog(book, "catalog")
    if c == nil then return nil, msg, code end
    return wargen._from_source(source, function(path) return wargen._roster_load_file(c, path) end,
        function(json, n) return wargen._roster_load_string(c, json, n) end, "Roster.load", name)
end
function Roster.load(book, source) return load_roster(book, source) end
getmetatable(Roster).__call = function(_, book, source) return load_roster(book, source) end
function Roster.new(book, points)
    local c, msg, code = load_catalog(book, "catalog")
    if c == nil then return nil, msg, code end
    return wargen._roster_new(c, points)
end

-- r:validate(): a Report, with min_total, the roster it keeps alive, and
-- violations' units from 1.
local Report = {}
Report.__index = Report
wargen.Report = Report
function R:validate(catalog)
    if catalog ~= nil and catalog ~= self.catalog then
        return nil, "validate: the roster is of another catalogue", wargen.EINVAL
    end
    local h, msg, code = wargen._roster_validate(self)
    if h == nil then return nil, msg, code end
    local rep = h:to_table()
    for _, v in ipairs(rep.violations) do
        for k, unit in ipairs(v.units) do v.units[k] = unit + 1 end
    end
    rep._h, rep.roster, rep.min_total = h, self, h:min_total()
    return setmetatable(rep, Report)
end
function Report:to_json() return self._h:to_json() end
function Report:to_table() return self._h:to_table() end
function Report:codes()
    local codes = {}
    for i, v in ipairs(self.violations) do codes[i] = v.code end
    return codes
end
function Report:__tostring()
    local state = self.valid and "valid" or "invalid"
    return ("wargen.Report(%s, %d of %d points)"):format(state, self.total, self.points)
end

-- wargen.validate(catalog, roster): both as Roster.load takes them.
function wargen.validate(catalog, roster)
    local r, msg, code = load_roster(catalog, roster, "roster")
    if r == nil then return nil, msg, code end
    return r:validate()
end

-- wargen.validate_many(catalog, rosters): the catalogue read once, then each
-- of the sequence rosters (what wargen.validate takes) validated against it:
-- a list, in order, of {roster = <as given>, report = Report}, or {roster =,
-- error = message, code = code} for one that could not be read (the others
-- are still validated), as `wargen validate --catalog BOOK ROSTER...` does;
-- a roster of no kind wargen.validate takes raises, as there.
function wargen.validate_many(catalog, rosters)
    if type(rosters) ~= "table" or (next(rosters) ~= nil and rosters[1] == nil) then
        wargen._error("rosters: expected a list of rosters, got " .. type(rosters))
    end
    local c, msg, code = load_catalog(catalog, "catalog")
    if c == nil then return nil, msg, code end
    local out = {}
    for i, source in ipairs(rosters) do
        local report, err, status = wargen.validate(c, source)
        out[i] = { roster = source, report = report, error = err, code = status }
    end
    return out
end
