/* mod module (rules M1-M5): wargen.Models and wargen.Trace are the classes of
 * wg_models and wg_trace, which the layers complete (WGB_LAYERED). Models and
 * modifiers cross as wargen-models/1 JSON text. size_t model: a model's id,
 * looked up in the set (self). A wg_stat is a record (wargen.i): a named tuple
 * in Python, a table in Lua; a step and its modifier keep their trace alive. */

%typemap(in, numinputs=0) size_t *id_out (size_t temp = 0) "$1 = &temp;"
%apply int { wg_mod_op, wg_bound, wg_rounding };
%include "mod.swg"  /* the language's half: bindings/<language>/mod.swg */

/* From the header: the enums' names and parsers (_mod_op_name, ...), the
 * constants, structs and constructors (_models_new, _models_load_file, ...). */
%rename(Modifier) wg_modifier;
%rename(Step) wg_step;
%rename("%(strip:[WG_])s", regexmatch$name="^WG_(MOD_|STAT_)") "";
/* The ops and roundings keep the names scripts have always had (MOD_SET, ROUND_UP): the
 * C names gained their type's (WG_MOD_OP_SET, WG_ROUNDING_UP) in 1.0. */
%rename(MOD_BASE) WG_MOD_OP_BASE;
%rename(MOD_SET) WG_MOD_OP_SET;
%rename(MOD_USE) WG_MOD_OP_USE;
%rename(MOD_MUL) WG_MOD_OP_MUL;
%rename(MOD_ADD) WG_MOD_OP_ADD;
%rename(ROUND_UP) WG_ROUNDING_UP;
%rename(ROUND_DOWN) WG_ROUNDING_DOWN;
%rename("%(regex:/^wg_(.*)$/_\\1/)s",
        regexmatch$name="^wg_(mod_op_|bound_|rounding_|models_(new|load)|trace_load)") "";
%rename("$ignore", regexmatch$name="^wg_(models_(?!new|load)|trace_(?!load))") "";
WG_OUT_HANDLE(wg_models)
WG_OUT_HANDLE(wg_trace)
%{
WGB_RECORD(wgb_stat_record,
    WGB_FIELD(wg_stat, name, WGB_STR), WGB_FIELD(wg_stat, base, WGB_INT),
    WGB_FIELD(wg_stat, min, WGB_INT), WGB_FIELD(wg_stat, max, WGB_INT));
%}
WGB_RECORD_OUT(wg_stat *borrowed_out, wgb_stat_record)
WG_HANDLE(wg_models, WGB_LAYERED(Models))  /* after the typemaps its methods use */
WG_HANDLE(wg_trace, WGB_LAYERED(Trace))
WG_OUT_ENUM(wg_mod_op)
WG_OUT_ENUM(wg_bound)
WG_OUT_ENUM(wg_rounding)
%immutable;  /* the structs' fields and the trace's attributes */
%nodefaultctor;  /* the structs are results only */
%include "wargen/mod.h"
%clearnodefaultctor;
%rename(_evaluate) wg_models::evaluate;
%rename(_change_modifier) wg_models::change_modifier_string;
%rename(step) wg_trace::step_at;

%{
#define wg_trace_model_get(t) wg_trace_model(t)
#define wg_trace_stat_get(t) wg_trace_stat(t)
#define wg_trace_value_get(t) wg_trace_value(t)
%}

WGB_INDEXED(wg_models::id_at_, WGB_BELOW(arg2, "index", wg_models_model_count(arg1)))
WGB_INDEXED(wg_models::stat_at_, WGB_BELOW(arg4, "index", wg_models_stat_count(arg1, arg3)))
WGB_INDEXED(wg_models::modifier_id_,
            WGB_BELOW(arg4, "index", wg_models_modifier_count(arg1, arg3)))
WGB_INDEXED(wg_models::_modifier_,
            WGB_BELOW(arg4, "index", wg_models_modifier_count(arg1, arg3)))
WGB_INDEXED(wg_trace::step_at, WGB_BELOW(arg2, "index", wg_trace_step_count(arg1)))
%extend wg_models {
    /** The number of models; id_at(index): the id of one, in the order added. */
    size_t model_count();
    /** id_at(index): the id of the model at index, in the order added. */
    const char *id_at_(size_t index) { return wg_models_model_at($self, index); }
    /** How many characteristics, and modifiers, the model has. */
    size_t stat_count(size_t model);
    /** How many modifiers the model has. */
    size_t modifier_count(size_t model);
    /** stat_at(model, index): a characteristic as declared (name, base, min, max). */
    wg_status stat_at_(wg_stat *borrowed_out, size_t model, size_t index, wg_error *err)
    { return wg_models_stat_at(borrowed_out, $self, model, index, err); }
    /** modifier_id(model, index): the id of the model's modifier at index. */
    wg_status modifier_id_(size_t *id_out, size_t model, size_t index, wg_error *err)
    {
        wg_models_modifier m;
        wg_status st = wg_models_modifier_at(&m, $self, model, index, err);
        if (st == WG_OK)
            *id_out = m.id;
        return st;
    }
    /** The modifier at index as a document's, its id first (a dict / table). */
    wg_status _modifier_(char **doc_out, size_t model, size_t index, wg_error *err)
    { return wg_models_modifier_to_json(doc_out, $self, model, index, err); }
    /** A model with no characteristics (optional None), or as the JSON text of a
     * document's model (optional). */
    wg_status _add_model_(const char *id, const char *optional, wg_error *err)
    {
        return optional ? wg_models_add_model_string(NULL, $self, optional, strlen(optional), err)
                        : wg_models_add_model(NULL, $self, id, err);
    }
    /** add_stat(model, name, base, min, max): one more characteristic (M4). */
    wg_status add_stat(size_t model, const char *stat, int base, int min, int max,
                       wg_error *err);
    /** A modifier as the JSON text of a document's modifier object; its id. */
    wg_status _add_modifier_(size_t *id_out, size_t model, const char *json, size_t size,
                             wg_error *err)
    { return wg_models_add_modifier_string(id_out, $self, model, json, size, err); }
    wg_status change_modifier_string(size_t id, const char *json, size_t size, wg_error *err);
    /** Remove modifier id (NotFoundError / ENOTFOUND if there is none). */
    wg_status remove_modifier(size_t id, wg_error *err);
    /** Set the base value of the model's stat, within its range (M4); the
     * stat's final value after that (M1-M4), as value() gives it, so that
     * trying a base and reading what comes out is one call. */
    wg_status set_base_(int *int_out, size_t model, const char *stat, int base, wg_error *err)
    { return wg_models_try_base(int_out, $self, model, stat, base, err); }
    /** The final value of the model's stat (M1-M4). */
    wg_status value_(int *int_out, size_t model, const char *stat, wg_error *err)
    { return wg_models_value(int_out, $self, model, stat, err); }
    wg_status evaluate(wg_error *err);
    /** How many characteristic evaluations the set has done. */
    unsigned long long evaluations();
    /** How the model's stat got its final value: a Trace (M5). */
    wg_status explain_(wg_trace **out, size_t model, const char *stat, wg_error *err)
    { return wg_models_explain(out, $self, model, stat, err); }
    /** The set as a wargen-models/1 document (text), which Models() reads back. */
    wg_status document_(char **json_out, wg_error *err)
    { return wg_models_save(json_out, $self, err); }
    /** What `wargen modify --json [--explain]` prints, as text (to_dict: as dicts). */
    wg_status to_json_(char **json_out, bool explain = false, wg_error *err = NULL)
    { return wg_models_to_json(json_out, $self, explain, err); }
    /** The same document as dicts and lists, new ones each call. */
    wg_status to_doc_(char **doc_out, bool explain = false, wg_error *err = NULL)
    { return wg_models_to_json(doc_out, $self, explain, err); }
    /** What `wargen modify [--explain]` prints. */
    wg_status to_text_(char **json_out, bool explain = false, wg_error *err = NULL)
    { return wg_models_to_text(json_out, $self, explain, err); }
}

%extend wg_trace {
    /** The model's id, the characteristic's name and its final value. */
    const char *model;
    const char *stat;
    int value;
    /** The number of steps (at least 1: the base). */
    size_t step_count();
    /** step(index): the index-th Step, the first the base (an error past the last). */
    const wg_step *step_at(size_t index);
    /** The steps as `wargen modify --json --explain` prints them, as text (to_list: as a list). */
    WGB_JSON_METHODS(to_json, to_doc, wg_trace_to_json)
    /** The trace as text, one line per step. */
    wg_status to_text_(char **json_out, wg_error *err)
    { return wg_trace_to_text(json_out, $self, err); }
    /** The trace as a wargen-trace/1 document (text), which Trace.load() reads back. */
    wg_status document_(char **json_out, wg_error *err)
    { return wg_trace_save(json_out, $self, err); }
}
%mutable;
%clear size_t model;  /* the id lookup is for the methods above only */


