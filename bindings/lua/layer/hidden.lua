-- wargen.View(roster): the views of a roster (H1-H4), a handle that keeps the
-- roster alive, with units(), valid(), violations(), to_json(kind) and
-- to_table(kind) (the open view, what the opponent may see) and the owner's
-- hidden() and twins(). Unit indexes (unit, hides_in, a violation's units)
-- count from 1; failures return nil, message, code.
local wargen = ...
local enum_names = wargen._enum_names
local ViewMT = getmetatable(wargen._View)[".instance"]
local V = ViewMT[".fn"]
wargen.VIEW_KINDS = enum_names(wargen._view_kind_name)
local list = wargen._list
local raw_unit_at = V.unit_at
-- v:unit_at(i): the unit at roster index i as the opponent sees it, a table:
-- unit, label, entry, name, category, models, general, options, equipment.
function V:unit_at(i)
    local u = raw_unit_at(self, i)
    return {unit = u.unit, label = u.label, entry = u.entry, name = u.name, category = u.category,
            models = u.models, general = u.general,
            options = list(self, self:option_count(i), V.option_at, i),
            equipment = list(self, self:equipment_count(i), V.equipment_at, i)}
end
function V:units() return list(self, self:unit_count(), V.unit_at) end
-- v:twins(): the owner's (H4), not part of the open view: per unit, unit,
-- label, twin (equal in the open view, not in the hidden) and assigned.
function V:twins()
    local t = {}
    for i = 1, self:unit_count() do
        local u = raw_unit_at(self, i)
        t[i] = {unit = i, label = u.label, twin = u.twin, assigned = u.assigned}
    end
    return t
end
-- v:hidden(): the units with hidden content: unit, label, items, hides_in.
function V:hidden()
    local t = {}
    for k = 1, self:hidden_count() do
        local i = self:hidden_unit(k)
        local u = raw_unit_at(self, i)
        t[k] = {unit = i, label = u.label, items = list(self, self:hidden_item_count(i),
                V.hidden_item_at, i), hides_in = u.hides_in}
    end
    return t
end
function V:violations()
    local t = {}
    for k = 1, self:violation_count() do
        local v = self:violation_at(k)
        for j, unit in ipairs(v.units) do v.units[j] = unit + 1 end
        t[k] = v
    end
    return t
end
ViewMT[".get"].roster = wargen._parent  -- v.roster: the roster it keeps alive
function ViewMT.__tostring(v)
    return ("wargen.View(%d units, %s)"):format(v:unit_count(), v:valid() and "valid" or "label-clash")
end
local to_json, to_table = V.to_json, V.to_table
function V:to_json(kind) return to_json(self, kind == nil and "open" or kind) end
function V:to_table(kind) return to_table(self, kind == nil and "open" or kind) end
-- wargen.View is the class; calling it makes the views of a roster.
wargen.View = wargen._View
getmetatable(wargen.View).__call = function(_, roster) return wargen._view_new(roster) end

-- wargen.Reveal(view): a tracker of what a game reveals (H5), a handle that
-- keeps the view alive. r:use(unit, item, use, beyond_mundane) (beyond_mundane
-- true unless false), r:apply(events) (a wargen-reveal/1 document: a path,
-- JSON text or a table, its units from 0 as in the file), r:revelations(),
-- r:is_revealed(unit, item), r:revealed(unit), r:to_json(), r:to_table().
-- Unit indexes and event numbers given or returned by methods count from 1;
-- failures return nil, message, code.
local RevealMT = getmetatable(wargen._Reveal)[".instance"]
local F = RevealMT[".fn"]
wargen.ITEM_USES = enum_names(wargen._item_use_name)
-- wargen.use_when(use): when, during that use, the item is revealed (H5).
function wargen.use_when(use)
    local u, msg, code = wargen._item_use_parse(use)
    if u == nil then return nil, msg, code end
    return wargen._item_use_when(u)
end
function F:apply(events)
    return wargen._from_source(events, function(path) return self:_apply_file(path) end,
        function(text, name) return self:_apply_string(text, name) end, "Reveal:apply", "events")
end
-- r:revelation_at(i): {event, unit, item, use (its name)}, event and unit from 1 (C's record).
function F:revelations() return list(self, self:revelation_count(), F.revelation_at) end
-- r:revealed(unit): the ids of the unit's revealed items, in roster order.
function F:revealed(unit) return list(self, self:revealed_count(unit), F.revealed_at, unit) end
RevealMT[".get"].view = wargen._parent  -- r.view: the view it keeps alive
function RevealMT.__tostring(r)
    return ("wargen.Reveal(%d events, %d revealed)"):format(r:event_count(),
                                                             r:revelation_count())
end
wargen.Reveal = wargen._Reveal
getmetatable(wargen.Reveal).__call = function(_, view) return wargen._reveal_new(view) end
