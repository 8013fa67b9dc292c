/* hidden module: The 9th Age open and hidden rosters (rules H1-H4). A
 * _View is the C view of a roster, which it keeps alive; Python's
 * wargen.View (hidden.py) and Lua's wargen.View (the %luacode below) read
 * it through the getters. Every rule, label and JSON shape is the C
 * library's: the layers only gather its getters into dicts / tables. */

/* Helpers of the methods below (before WG_HANDLE, where SWIG writes them). */
%{
/* One of unit's counts (0 for a unit out of range): which is 'o' options,
 * 'i' plain items, 'e' equipment, 'h' hidden items. */
static size_t wgb_view_count(const wg_view *v, size_t unit, char which)
{
    wg_view_unit u;
    if (wg_view_unit_at(&u, v, unit, NULL) != WG_OK)
        return 0;
    return which == 'o' ? u.option_count : which == 'i' ? u.item_count
         : which == 'e' ? u.equipment_count : u.hidden_item_count;
}

/* The document of the view named kind ("open", "hidden"); the C library
 * refuses another name, listing the valid ones. */
static wg_status wgb_view_json(char **out, const wg_view *v, const char *kind, wg_error *err)
{
    wg_view_kind k = WG_VIEW_OPEN;
    wg_status st = wg_view_kind_parse(&k, kind, err);
    return st == WG_OK ? wg_view_to_json(out, v, k, err) : st;
}
%}

/* A unit of the views is a roster index: from 0 in Python, from 1 in Lua. */
%apply size_t index { size_t unit };
%feature("docstring") wg_view "The open and hidden views of a roster, with twins' labels (H1-H4).";
WG_HANDLE(wg_view, _View)
WG_OUT_CHILD(wg_view)
WG_OUT_ENUM(wg_view_kind)
%rename(_view_new) wg_view_new;
%rename(_view_kind_name) wg_view_kind_name;
%rename(_view_kind_parse) wg_view_kind_parse;
wg_status wg_view_new(wg_view **out, const wg_roster *roster, wg_error *err);
const char *wg_view_kind_name(int kind);
wg_status wg_view_kind_parse(wg_view_kind *out, const char *name, wg_error *err);

/* A unit of the views as a struct (its strings owned by the view: the
 * Python proxy keeps the view alive); the C struct's fields read-only. */
%rename(_ViewUnit) wg_view_unit;
%immutable;
typedef struct wg_view_unit {
    size_t unit;
    const char *label;
    bool assigned;
    bool twin;
    const char *entry;
    const char *name;
    int category;
    int models;
    bool general;
    size_t option_count;
    size_t item_count;
    size_t equipment_count;
    size_t hidden_item_count;
    bool hides;
    size_t hides_in;
} wg_view_unit;
%mutable;


%{
#define WGB_VIEW_UNIT WGB_BELOW(arg2, "unit", wg_view_unit_count(arg1))
%}
WGB_INDEXED(wg_view::unit_at_, WGB_BELOW(arg3, "index", wg_view_unit_count(arg1)))
WGB_INDEXED(wg_view::option_at,
            WGB_VIEW_UNIT && WGB_BELOW(arg3, "index", wgb_view_count(arg1, arg2, 'o')))
WGB_INDEXED(wg_view::item_at,
            WGB_VIEW_UNIT && WGB_BELOW(arg3, "index", wgb_view_count(arg1, arg2, 'i')))
WGB_INDEXED(wg_view::equipment_at,
            WGB_VIEW_UNIT && WGB_BELOW(arg3, "index", wgb_view_count(arg1, arg2, 'e')))
WGB_INDEXED(wg_view::hidden_item_at,
            WGB_VIEW_UNIT && WGB_BELOW(arg3, "index", wgb_view_count(arg1, arg2, 'h')))
WGB_INDEXED(wg_view::hidden_unit_, WGB_BELOW(arg3, "index", wg_view_hidden_count(arg1)))
WGB_INDEXED(wg_view::violation_at_, WGB_BELOW(arg3, "index", wg_view_violation_count(arg1)))
%extend wg_view {
    /** The number of units: every unit of the roster. */
    size_t unit_count();
    /** The unit at index (a roster index): its fields as the C library gives them. */
    wg_status unit_at_(wg_view_unit *borrowed_out, size_t index, wg_error *err)
    { return wg_view_unit_at(borrowed_out, $self, index, err); }
    /** option_at(unit, index): the id of the unit's option at index. */
    const char *option_at(size_t unit, size_t index);
    /** item_at(unit, index): the id of the unit's plain item (list mundane) at index. */
    const char *item_at(size_t unit, size_t index);
    /** equipment_at(unit, index): a mundane type of the unit's hidden items (H2, H3). */
    const char *equipment_at(size_t unit, size_t index);
    /** The number of units with hidden content. */
    size_t hidden_count();
    /** hidden_unit(index): the roster index of the index-th unit with hidden content. */
    wg_status hidden_unit_(size_t *index_out, size_t index, wg_error *err)
    { (void)err; *index_out = wg_view_hidden_unit($self, index); return WG_OK; }
    /** hidden_item_at(unit, index): the id of the unit's hidden item at index. */
    const char *hidden_item_at(size_t unit, size_t index);
    /** Whether no two twins carry the same player label (H4). */
    bool valid();
    /** The number of label-clash violations (H4). */
    size_t violation_count();
    /** The violation at index, in validate's shape (units from 0 / 1). */
    wg_status violation_at_(char **doc_out, size_t index, wg_error *err)
    { return wg_violation_to_json(doc_out, wg_view_violation_at($self, index), err); }
    /** to_json(kind): the "open" or "hidden" wargen-view/1 document. */
    wg_status to_json_(char **json_out, const char *kind, wg_error *err)
    { return wgb_view_json(json_out, $self, kind, err); }
    /** The same document as dicts and lists, new ones each call. */
    wg_status to_doc_(char **doc_out, const char *kind, wg_error *err)
    { return wgb_view_json(doc_out, $self, kind, err); }
}

/* ---- the Lua layer ------------------------------------------------------ */

#ifdef SWIGLUA
%luacode %{
-- wargen.View(roster): the views of a roster (H1-H4), a handle that keeps the
-- roster alive, with units(), hidden(), valid(), violations(), to_json(kind)
-- and to_table(kind). Unit indexes (unit, hides_in, a violation's units)
-- count from 1; failures return nil, message, code.
do
local ViewMT = getmetatable(wargen._View)[".instance"]
local V = ViewMT[".fn"]
wargen.VIEW_KINDS = enum_names(wargen._view_kind_name)
local function strings(v, at, unit, count)
    local t = {}
    for i = 1, count do t[i] = at(v, unit, i) end
    return t
end
local raw_unit_at = V.unit_at
-- v:unit_at(i): the unit at roster index i, as a table.
function V:unit_at(i)
    local u = raw_unit_at(self, i)
    return {unit = u.unit + 1, label = u.label, assigned = u.assigned, twin = u.twin,
            entry = u.entry, name = u.name, category = wargen._category_name(u.category),
            models = u.models, general = u.general,
            options = strings(self, V.option_at, i, u.option_count),
            items = strings(self, V.item_at, i, u.item_count),
            equipment = strings(self, V.equipment_at, i, u.equipment_count)}
end
function V:units()
    local t = {}
    for i = 1, self:unit_count() do t[i] = self:unit_at(i) end
    return t
end
-- v:hidden(): the units with hidden content: unit, label, items, hides_in.
function V:hidden()
    local t = {}
    for k = 1, self:hidden_count() do
        local i = self:hidden_unit(k)
        local u = raw_unit_at(self, i)
        t[k] = {unit = i, label = u.label, items = strings(self, V.hidden_item_at, i,
                u.hidden_item_count), hides_in = u.hides and u.hides_in + 1 or nil}
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
getmetatable(wargen.View).__call = function(_, roster)
    if getmetatable(roster) ~= getmetatable(wargen.Roster)[".instance"] then
        error("roster: expected a wargen.Roster, got " .. type(roster), 2)
    end
    return wargen._view_new(roster)
end
end
%}
#endif
