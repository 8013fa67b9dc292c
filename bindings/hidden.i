/* hidden module: The 9th Age open and hidden rosters (rules H1-H5). A
 * _View is the C view of a roster, which it keeps alive; a _Reveal the C
 * reveal tracker of a view (H5), which it keeps alive. Python's wargen.View
 * and wargen.Reveal (hidden.py) and Lua's (bindings/lua/layer/hidden.lua) read them
 * through the getters. Every rule, label and JSON shape is the C
 * library's: the layers only gather its getters into dicts / tables. */

/* Helpers of the methods below (before WG_HANDLE, where SWIG writes them). */
%{
/* The document of the view named kind ("open", "hidden"); the C library
 * refuses another name, listing the valid ones. */
static wg_status wgb_view_json(char **out, const wg_view *v, const char *kind, wg_error *err)
{
    wg_view_kind k = WG_VIEW_KIND_OPEN;
    wg_status st = wg_view_kind_parse(&k, kind, err);
    return st == WG_OK ? wg_view_to_json(out, v, k, err) : st;
}
%}

%include "hidden.swg"  /* the language's half: bindings/<language>/hidden.swg */

/* A unit of the views is a roster index: from 0 in Python, from 1 in Lua. */
%apply size_t index { size_t unit };
%feature("docstring") wg_view "The open and hidden views of a roster, with twins' labels (H1-H4).";
%{
WGB_ENUM_NAMER(wg_category)
WGB_ENUM_NAMER(wg_item_use)
WGB_RECORD(wgb_view_unit_record,
    WGB_FIELD(wg_view_unit, unit, WGB_INDEX), WGB_FIELD(wg_view_unit, label, WGB_STR),
    WGB_FIELD(wg_view_unit, assigned, WGB_BOOL), WGB_FIELD(wg_view_unit, twin, WGB_BOOL),
    WGB_FIELD(wg_view_unit, entry, WGB_STR), WGB_FIELD(wg_view_unit, name, WGB_STR),
    WGB_ENUM_FIELD(wg_view_unit, category, wg_category), WGB_FIELD(wg_view_unit, models, WGB_INT),
    WGB_FIELD(wg_view_unit, general, WGB_BOOL),
    WGB_FIELD(wg_view_unit, option_count, WGB_SIZE),
    WGB_FIELD(wg_view_unit, equipment_count, WGB_SIZE),
    WGB_FIELD(wg_view_unit, hidden_item_count, WGB_SIZE),
    WGB_FIELD(wg_view_unit, hides, WGB_BOOL), WGB_FIELD(wg_view_unit, hides_in, WGB_INDEX));
%}
WGB_RECORD_OUT(wg_view_unit *borrowed_out, wgb_view_unit_record)
WG_HANDLE(wg_view, _View)
WG_OUT_CHILD(wg_view)
WG_OUT_ENUM(wg_view_kind)
%rename(_view_new) wg_view_new;
%rename(_view_kind_name) wg_view_kind_name;
%rename(_view_kind_parse) wg_view_kind_parse;
wg_status wg_view_new(wg_view **out, const wg_roster *roster, wg_error *err);
const char *wg_view_kind_name(int kind);
wg_status wg_view_kind_parse(wg_view_kind *out, const char *name, wg_error *err);

%{
#define WGB_VIEW_UNIT WGB_BELOW(arg2, "unit", wg_view_unit_count(arg1))
%}
WGB_INDEXED(wg_view::unit_at_, WGB_BELOW(arg3, "index", wg_view_unit_count(arg1)))
WGB_INDEXED(wg_view::option_count, WGB_VIEW_UNIT)
WGB_INDEXED(wg_view::option_at,
            WGB_VIEW_UNIT && WGB_BELOW(arg3, "index", wg_view_option_count(arg1, arg2)))
WGB_INDEXED(wg_view::equipment_count, WGB_VIEW_UNIT)
WGB_INDEXED(wg_view::equipment_at,
            WGB_VIEW_UNIT && WGB_BELOW(arg3, "index", wg_view_equipment_count(arg1, arg2)))
WGB_INDEXED(wg_view::hidden_item_count, WGB_VIEW_UNIT)
WGB_INDEXED(wg_view::hidden_item_at,
            WGB_VIEW_UNIT && WGB_BELOW(arg3, "index", wg_view_hidden_item_count(arg1, arg2)))
WGB_INDEXED(wg_view::hidden_unit_, WGB_BELOW(arg3, "index", wg_view_hidden_unit_count(arg1)))
WGB_INDEXED(wg_view::violation_at_, WGB_BELOW(arg3, "index", wg_view_violation_count(arg1)))
%extend wg_view {
    /** The number of units: every unit of the roster. */
    size_t unit_count();
    /** The unit at index (a roster index): its fields as the C library gives them. */
    wg_status unit_at_(wg_view_unit *borrowed_out, size_t index, wg_error *err)
    { return wg_view_unit_at(borrowed_out, $self, index, err); }
    /** option_count(unit): the number of the unit's options. */
    size_t option_count(size_t unit);
    /** option_at(unit, index): the id of the unit's option at index. */
    const char *option_at(size_t unit, size_t index);
    /** equipment_count(unit): the number of entries of the unit's equipment (H3). */
    size_t equipment_count(size_t unit);
    /** equipment_at(unit, index): the unit's equipment at index: a plain item's name or a
     *  hidden item's mundane type (H3). */
    const char *equipment_at(size_t unit, size_t index);
    /** The number of units with hidden content. */
    size_t hidden_count_() { return wg_view_hidden_unit_count($self); }
    /** hidden_unit(index): the roster index of the index-th unit with hidden content. */
    wg_status hidden_unit_(size_t *index_out, size_t index, wg_error *err)
    {
        wg_view_unit u;
        wg_status st = wg_view_hidden_unit_at(&u, $self, index, err);
        if (st == WG_OK)
            *index_out = u.unit;
        return st;
    }
    /** hidden_item_count(unit): the number of the unit's hidden items. */
    size_t hidden_item_count(size_t unit);
    /** hidden_item_at(unit, index): the id of the unit's hidden item at index. */
    const char *hidden_item_at(size_t unit, size_t index);
    /** Whether no two units equal in the open part carry the same player label (H4). */
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
    /** The label clashes (H4) as {"valid", "violations"}, as text (violations_to_dict: as dicts). */
    WGB_JSON_METHODS(violations_to_json, violations_to_doc, wg_view_violations_to_json)
}

/* ---- revealing (H5) ------------------------------------------------------ */

%feature("docstring") wg_reveal "What a game has revealed of a roster's hidden items (H5).";
%{
WGB_RECORD(wgb_revelation_record,
    WGB_FIELD(wg_revelation, event, WGB_INDEX), WGB_FIELD(wg_revelation, unit, WGB_INDEX),
    WGB_FIELD(wg_revelation, item, WGB_STR), WGB_ENUM_FIELD(wg_revelation, use, wg_item_use));
%}
WGB_RECORD_OUT(wg_revelation *borrowed_out, wgb_revelation_record)
WG_HANDLE(wg_reveal, _Reveal)
WG_OUT_CHILD(wg_reveal)
WG_OUT_ENUM(wg_item_use)
%rename(_reveal_new) wg_reveal_new;
%rename(_item_use_name) wg_item_use_name;
%rename(_item_use_parse) wg_item_use_parse;
%rename(_item_use_when) wg_item_use_when;
wg_status wg_reveal_new(wg_reveal **out, const wg_view *view, wg_error *err);
const char *wg_item_use_name(int use);
wg_status wg_item_use_parse(wg_item_use *out, const char *use, wg_error *err);
const char *wg_item_use_when(int use);

/* A unit argument is bounded by the tracker's view (wg_reveal_view), in the
 * language's counting, as the view's are. */
%{
#define WGB_REVEAL_UNIT WGB_BELOW(arg2, "unit", wg_view_unit_count(wg_reveal_view(arg1)))
%}
/* beyond_mundane is true unless given: a use is mostly of what makes the item magic. */
%feature("compactdefaultargs") wg_reveal::use_;
WGB_INDEXED(wg_reveal::use_, WGB_BELOW(arg3, "unit", wg_view_unit_count(wg_reveal_view(arg1))))
WGB_INDEXED(wg_reveal::is_revealed_, WGB_REVEAL_UNIT)
WGB_INDEXED(wg_reveal::revealed_count_, WGB_REVEAL_UNIT)
WGB_INDEXED(wg_reveal::revealed_at_, WGB_REVEAL_UNIT && WGB_BELOW(arg3, "index",
            wg_reveal_unit_item_count(arg1, arg2)))
WGB_INDEXED(wg_reveal::revelation_at_,
            WGB_BELOW(arg3, "index", wg_reveal_revelation_count(arg1)))
%extend wg_reveal {
    /** use(unit, item, use, beyond_mundane): feed one use of the unit's item; whether it
     *  reveals the item now (H5). The use is named ("charge", ...); the C library refuses
     *  another name, listing the valid ones. */
    wg_status use_(bool *bool_out, size_t unit, const char *item, const char *use,
                   bool beyond_mundane = true, wg_error *err = NULL)
    {
        wg_item_use u = WG_ITEM_USE_OTHER;
        wg_status st = wg_item_use_parse(&u, use, err);
        return st ? st : wg_reveal_use(bool_out, $self, unit, item, u, beyond_mundane, err);
    }
    /** Feed the events of a wargen-reveal/1 file, all checked before the first. */
    wg_status _apply_file_(const char *path, wg_error *err)
    { return wg_reveal_apply_file($self, path, err); }
    /** Feed the events of a wargen-reveal/1 text (name: the text's name in errors). */
    wg_status _apply_string_(const char *json, size_t size, const char *name, wg_error *err)
    { return wg_reveal_apply_string($self, json, size, name, err); }
    /** The number of events fed so far. */
    size_t event_count_() { return wg_reveal_event_count($self); }
    /** The number of revelations so far: the items revealed, each once. */
    size_t revelation_count_() { return wg_reveal_revelation_count($self); }
    /** The revelation at index, in the order they happened. */
    wg_status revelation_at_(wg_revelation *borrowed_out, size_t index, wg_error *err)
    { return wg_reveal_revelation_at(borrowed_out, $self, index, err); }
    /** is_revealed(unit, item): whether the unit's item has been revealed. */
    bool is_revealed_(size_t unit, const char *item)
    { return wg_reveal_is_revealed($self, unit, item); }
    /** revealed_count(unit): the number of the unit's items revealed so far. */
    size_t revealed_count_(size_t unit)
    { return wg_reveal_unit_item_count($self, unit); }
    /** revealed_at(unit, index): the id of the unit's revealed item at index (roster order). */
    const char *revealed_at_(size_t unit, size_t index)
    { return wg_reveal_unit_item_at($self, unit, index); }
    /** What has been revealed, and the open view with it: {"revealed", "open"}. */
    WGB_JSON_METHODS(to_json, to_doc, wg_reveal_to_json)
}
