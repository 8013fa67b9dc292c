/* mod module (rules M1-M5): wargen.Models and wargen.Trace are the SWIG classes of
 * wg_models and wg_trace. Models and modifiers cross as wargen-models/1 JSON text.
 * size_t model: a model's id, looked up in the set (self). A wg_stat is a Python proxy
 * keeping the set alive, or a Lua table; a step and its modifier keep their trace alive. */

%typemap(in, numinputs=0) size_t *id_out (size_t temp = 0) "$1 = &temp;"
%apply int { wg_mod_op, wg_bound, wg_rounding };
#ifdef SWIGPYTHON
%{
/* A model argument: its id, looked up in the set. */
static int wgb_py_model(size_t *out, const struct wg_models *m, PyObject *o)
{
    wg_error e;
    const char *id = wgb_py_str(o, "model", "a str");
    if (id == NULL)
        return -1;
    if (wg_models_find_model(out, m, id, &e) != WG_OK) {
        wg_py_raise(&e);
        return -1;
    }
    return 0;
}
%}
%typemap(in) size_t model {
    if (wgb_py_model(&$1, arg1, $input) < 0)
        SWIG_fail;
}
%typemap(argout) size_t *id_out
%{ if (result == WG_OK) $result = SWIG_Python_AppendOutput($result, PyLong_FromSize_t(*$1)); %}
%typemap(out) const wg_step *, wg_modifier *modifier {
    if ($1 == NULL)
        SWIG_exception_fail(SWIG_IndexError, "no such step");
    $result = SWIG_NewPointerObj(SWIG_as_voidptr($1), $1_descriptor, 0);
    if (wgb_py_keep_parent($result, swig_obj[0]) < 0)
        SWIG_fail;
}
%rename(Stat) wg_stat;
%rename(from_) from;  /* a Python keyword: wg_modifier::from, and morale.i's wg_retreat::from */
#endif
%include "mod.swg"  /* Lua's half: bindings/lua/mod.swg */

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
        regexmatch$name="^wg_(mod_op_|bound_|rounding_|models_(new|load))") "";
%rename("$ignore", regexmatch$name="^wg_(models_(?!new|load)|trace_)") "";
WG_OUT_HANDLE(wg_models)
WG_OUT_HANDLE(wg_trace)
%feature("docstring") wg_models "Models(source=None): models, their characteristics and
modifiers (M1-M5).";
%feature("docstring") wg_trace "How a characteristic got its final value, step by step (M5).";
WG_HANDLE(wg_models, Models)  /* after the typemaps its methods use */
WG_HANDLE(wg_trace, Trace)
WG_OUT_ENUM(wg_mod_op)
WG_OUT_ENUM(wg_bound)
WG_OUT_ENUM(wg_rounding)
%immutable;  /* the structs' fields and the trace's attributes */
%nodefaultctor;  /* the structs are results only */
%include "wargen/mod.h"
%clearnodefaultctor;
#ifdef SWIGPYTHON
%feature("kwargs") to_json_;  /* to_dict(explain=True) */
%feature("kwargs") to_doc_;
%feature("kwargs") to_text_;
%rename(to_dict) wg_models::to_doc_;
%rename(to_list) wg_trace::to_doc_;
#endif
#ifdef SWIGPYTHON
/* The two calls a sweep makes per base (Models.set_base, Models.value) are
 * written out here rather than generated, and put on the class as method
 * descriptors with Python's fast calling convention: no tuple of arguments
 * and no bound method per call, which cost as much as the C work (they are
 * timed against a pure-Python peer: bench/python/speed.py). The arguments
 * go through the typemaps' own functions, so the errors are the same.
 * (Their %extend forms below are Lua's only.) */
%ignore wg_models::set_base_;
%ignore wg_models::value_;
%{
/* self's set, then the model and stat arguments; false (an exception set)
 * if one is wrong or there are not want arguments. */
static bool wgb_models_args(struct wg_models **m, size_t *model, const char **stat,
                            PyObject *self, PyObject *const *args, Py_ssize_t nargs,
                            const char *name, Py_ssize_t want)
{
    void *p = NULL;
    if (nargs != want) {
        PyErr_Format(PyExc_TypeError, "%s() takes %zd arguments (%zd given)", name, want, nargs);
        return false;
    }
    if (wgb_py_handle(&p, self, "self", SWIGTYPE_p_wg_models, 0) < 0)
        return false;
    *m = p;
    if (wgb_py_model(model, *m, args[0]) < 0)
        return false;
    *stat = wgb_py_str(args[1], "stat", "a str");
    return *stat != NULL;
}

/* An int result, or the error raised. */
static PyObject *wgb_models_int(wg_status st, int value, const wg_error *err)
{
    if (st == WG_OK)
        return PyLong_FromLong(value);
    wg_py_raise(err);
    return NULL;
}

static PyObject *wgb_models_set_base(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    struct wg_models *m;
    size_t model;
    const char *stat;
    long long base;
    int value = 0;
    wg_error err;
    if (!wgb_models_args(&m, &model, &stat, self, args, nargs, "Models.set_base", 3)
        || wgb_py_ll(&base, args[2], "base", INT_MIN, INT_MAX, WGB_PY_INT_RANGE) < 0)
        return NULL;
    wg_status st = wg_models_try_base(&value, m, model, stat, (int)base, &err);
    return wgb_models_int(st, value, &err);
}

static PyObject *wgb_models_value(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    struct wg_models *m;
    size_t model;
    const char *stat;
    int value = 0;
    wg_error err;
    if (!wgb_models_args(&m, &model, &stat, self, args, nargs, "Models.value", 2))
        return NULL;
    wg_status st = wg_models_value(&value, m, model, stat, &err);
    return wgb_models_int(st, value, &err);
}

/* Their docstrings, with the signature Python's inspect reads. */
static PyMethodDef wgb_models_methods[] = {
    {"set_base", (PyCFunction)(void (*)(void))wgb_models_set_base, METH_FASTCALL,
     "set_base($self, model, stat, base, /)\n--\n\n"
     "Set the base value of the model's stat, within its range (M4); return the\n"
     "stat's final value after that (M1-M4), as value() gives it."},
    {"value", (PyCFunction)(void (*)(void))wgb_models_value, METH_FASTCALL,
     "value($self, model, stat, /)\n--\n\n"
     "The final value of the model's stat (M1-M4)."},
    {NULL, NULL, 0, NULL}};

/* Put the methods on the class (Models, once it exists). Their descriptors
 * are made for object, not Models: one for Models would have Python refuse
 * a wrong self (Models.value(None, ...)) with its own TypeError before the
 * call, where every other method raises ArgumentTypeError naming self. It
 * costs Python's specialised call for the exact class, some 7% of a call. */
static PyObject *wgb_models_methods_add(PyObject *self, PyObject *args)
{
    PyObject *cls;
    (void)self;
    if (!PyArg_ParseTuple(args, "O!", &PyType_Type, &cls))
        return NULL;
    for (PyMethodDef *d = wgb_models_methods; d->ml_name; d++) {
        PyObject *method = PyDescr_NewMethod(&PyBaseObject_Type, d);
        int st = method ? PyObject_SetAttrString(cls, d->ml_name, method) : -1;
        Py_XDECREF(method);
        if (st < 0)
            return NULL;
    }
    Py_RETURN_NONE;
}
%}
%native(_models_methods_add) PyObject *wgb_models_methods_add(PyObject *self, PyObject *args);
#endif
%rename(_evaluate) wg_models::evaluate;
%rename(_change_modifier) wg_models::change_modifier_string;
%rename(step) wg_trace::step_at;

%{
#define wg_trace_model_get(t) wg_trace_model(t)
#define wg_trace_stat_get(t) wg_trace_stat(t)
#define wg_trace_value_get(t) wg_trace_value(t)
%}

WGB_INDEXED(wg_models::id_at_, WGB_BELOW(arg2, "index", wg_models_model_count(arg1)))
%{
WGB_RECORD(wgb_stat_record,
    WGB_FIELD(wg_stat, name, WGB_STR), WGB_FIELD(wg_stat, base, WGB_INT),
    WGB_FIELD(wg_stat, min, WGB_INT), WGB_FIELD(wg_stat, max, WGB_INT));
%}
WGB_RECORD_BORROWED(wg_stat *borrowed_out, wgb_stat_record)
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
    /** What `wargen modify --json [--explain]` prints: text, or as dicts / tables. */
    wg_status to_json_(char **json_out, bool explain = false, wg_error *err = NULL)
    { return wg_models_to_json(json_out, $self, explain, err); }
    /** The same document as dicts and lists, new ones each call. */
    wg_status to_doc_(char **doc_out, bool explain = false, wg_error *err = NULL)
    { return wg_models_to_json(doc_out, $self, explain, err); }
    /** What `wargen modify [--explain]` prints. */
    wg_status to_text_(char **json_out, bool explain = false, wg_error *err = NULL)
    { return wg_models_to_text(json_out, $self, explain, err); }
#ifdef SWIGPYTHON
    %pythoncode %{
    def __init__(self, source=None):
        """A wargen-models/1 document: a path, JSON str, bytes, dict, None (empty) or Models."""
        self.this = (source if isinstance(source, Models) else _models_new() if source is None
                     else _load(source, "source", _models_load_file, _models_load_string)).this

    @classmethod
    def load(cls, source):
        """Same as ``Models(source)``."""
        return cls(source)
    models = ids = property(lambda self: [self.id_at(i) for i in range(len(self))],
                            doc="The models' ids, in the order added.")

    def __len__(self): return self.model_count()
    def __iter__(self): return iter(self.models)
    def __contains__(self, model): return model in self.models
    def __reduce__(self): return (Models, (self.document(),))  # as its document (ids renumbered)
    def __repr__(self): return f"<wargen.Models {len(self)} models>"
    def _stats(self, model): return [self.stat_at(model, k) for k in range(self.stat_count(model))]

    def characteristics(self, model):
        """The model's characteristics as declared: ``{name: base}``."""
        return {s.name: s.base for s in self._stats(model)}
    def ranges(self, model):
        """The model's characteristics' ranges: ``{name: (min, max)}``."""
        return {s.name: (s.min, s.max) for s in self._stats(model)}
    def modifiers(self, model):
        """The model's modifiers in the order applied, as the document's dicts plus ``id``."""
        return [self._modifier(model, k) for k in range(self.modifier_count(model))]

    def add_model(self, id, characteristics=None, ranges=None):
        """Add a model as a document gives it: ``{name: base}``, ``{name: (min, max)}``."""
        self._add_model(id, None if characteristics is None and ranges is None else _members(
            [("id", id), ("characteristics", characteristics or {}), ("ranges", ranges or {})]))
    def add_characteristic(self, model, stat, base, range=None):
        """Give the model one more characteristic, range (min, max) or None for 0-10."""
        self.add_stat(model, stat, base, *((STAT_MIN, STAT_MAX) if range is None else
                                           _numbers(range, "range", "(min, max)", int, (2,))))

    def add_modifier(self, model, stat, op, value=None, /, **options):
        """Apply a modifier after the model's (M3), options as a document's; its id."""
        return self._add_modifier(model, _modifier_json(stat, op, value, options))
    def change_modifier(self, id, stat, op, value=None, /, **options):
        """Replace modifier ``id`` in its place (arguments as ``add_modifier``'s)."""
        self._change_modifier(id, _modifier_json(stat, op, value, options))

    def evaluate(self):
        """Every final value: ``{model_id: {stat: value}}``."""
        self._evaluate()
        return {m: {s: self.value(m, s) for s in self.characteristics(m)} for m in self}
    %}
#endif
}
#ifdef SWIGPYTHON
%pythoncode %{
_core._models_methods_add(Models)  # set_base and value (above)
%}
#endif

%extend wg_trace {
    /** The model's id, the characteristic's name and its final value. */
    const char *model;
    const char *stat;
    int value;
    /** The number of steps (at least 1: the base). */
    size_t step_count();
    /** step(index): the index-th Step, the first the base (an error past the last). */
    const wg_step *step_at(size_t index);
    /** The steps as `wargen modify --json --explain` prints them: text, or as lists / tables. */
    WGB_JSON_METHODS(to_json, to_doc, wg_trace_to_json)
    /** The trace as text, one line per step. */
    wg_status to_text_(char **json_out, wg_error *err)
    { return wg_trace_to_text(json_out, $self, err); }
#ifdef SWIGPYTHON
    %pythoncode %{
    steps = property(lambda self: self.to_list(), doc="The steps (a fresh list).")
    __str__ = to_text
    def __len__(self): return self.step_count()
    def __repr__(self):
        return f"<wargen.Trace {self.model}.{self.stat} = {self.value}, {len(self)} steps>"
    %}
#endif
}
%mutable;
%clear size_t model;  /* the id lookup is for the methods above only */

#ifdef SWIGPYTHON
%pythoncode %{
def _modifier_json(stat, op, value, options):
    """A wargen-models/1 modifier object (from_ is from): C refuses unknown, repeated members."""
    return _members([("stat", stat), ("op", op), ("value", value), *options.items()])
%}
#endif

