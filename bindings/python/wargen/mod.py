"""The order of modifiers (The 9th Age, rules M1-M5): ``Models`` (models,
their characteristics and modifiers, final values), ``Trace`` (how a value
came about) and ``evaluate``; README.md shows them in use. Models are named
by their ids, modifiers by the ids ``add_modifier`` returns, a modifier's
options are the members of a ``wargen-models/1`` modifier (FORMATS.md), and
the library checks them: its errors are the exceptions (wargen.errors).
"""

from __future__ import annotations

import json
import numbers

from . import core as _core
from .errors import NotFoundError
from ._util import _U64_MAX, _cint as _int, _load, _names, _str

__all__ = ["Models", "Trace", "evaluate", "OPS", "STAT_MIN", "STAT_MAX"]

OPS = _names(_core._mod_op_name, first=_core.MOD_SET)
"""The ops a modifier can have, in M1's order of groups: set, use, mul, add."""

STAT_MIN, STAT_MAX = _core.STAT_MIN, _core.STAT_MAX
"""The default range of a characteristic, 0 to 10 (M4)."""


def _modifier(what, stat, op, value, options):
    """The modifier as the JSON text of a wargen-models/1 modifier object."""
    spec = dict(options, stat=stat, op=op)
    if "from_" in spec:  # `from` is a Python keyword
        if "from" in spec:
            raise TypeError(f"{what}: give from or from_, not both")
        spec["from"] = spec.pop("from_")
    if value is not None:
        if "value" in options:
            raise TypeError(f"{what}: got value twice")
        spec["value"] = value
    return json.dumps({k: v for k, v in spec.items() if v is not None})


class Trace:
    """How ``model``'s ``stat`` got its ``value`` (M5): ``steps`` as ``wargen
    modify --json --explain`` gives them; ``str(trace)`` the text. Outlives its Models."""

    __slots__ = ("_h", "model", "stat", "value", "steps", "__weakref__")

    def __init__(self, handle):
        self._h = handle
        self.model = _core._trace_model(handle)
        self.stat = _core._trace_stat(handle)
        self.value = _core._trace_value(handle)
        self.steps = self.to_list()

    def to_json(self):
        """The steps as the JSON array of ``wargen modify --json --explain``."""
        return _core._trace_to_json(self._h)

    def to_list(self):
        """The steps (a fresh list)."""
        return _core._trace_to_doc(self._h)

    def to_text(self):
        return _core._trace_to_text(self._h)

    def step(self, index):
        """Step ``index`` as a read-only ``Step`` with the C fields (wg_step)."""
        step = _core._trace_step_at(self._h, index)
        if step is None:
            raise IndexError(f"no step {index}")
        return step

    __str__ = to_text

    def __len__(self):
        return len(self.steps)

    def __repr__(self):
        return f"<wargen.Trace {self.model}.{self.stat} = {self.value}, {len(self.steps)} steps>"


class Models:
    """A ``wargen-models/1`` document from a path, a JSON str, bytes or a dict
    (``Models()`` an empty set). One thread at a time: even reading updates it."""

    __slots__ = ("_h", "__weakref__")

    def __init__(self, source=None):
        if isinstance(source, Models):
            self._h = source._h
        elif source is None:
            self._h = _core._models_new()
        else:
            self._h = _load(source, "Models", _core._models_load_file,
                            _core._models_load_string)

    @classmethod
    def load(cls, source):
        """Same as ``Models(source)``."""
        return cls(source)

    def _at(self, model):
        """The index of the model with id ``model`` (NotFoundError otherwise)."""
        return _core._models_find(self._h, _str("model", model))

    # ---- reading back

    @property
    def models(self):
        """The models' ids, in the order added."""
        return [_core._models_id_at(self._h, i) for i in range(len(self))]

    ids = models

    def __len__(self):
        return _core._models_model_count(self._h)

    def __iter__(self):
        return iter(self.models)

    def __contains__(self, model):
        return isinstance(model, str) and model in self.models

    def stats(self, model):
        """The names of the model's characteristics, in the order added."""
        return [s.name for s in self._stats(model)]

    def characteristics(self, model):
        """The model's characteristics as declared: ``{name: base}``, in the order added."""
        return {s.name: s.base for s in self._stats(model)}

    def ranges(self, model):
        """The model's characteristics' ranges: ``{name: (min, max)}``."""
        return {s.name: (s.min, s.max) for s in self._stats(model)}

    def _stats(self, model):
        i = self._at(model)
        return [_core._models_stat_at(self._h, i, k)
                for k in range(_core._models_stat_count(self._h, i))]

    def modifiers(self, model):
        """The model's modifiers in the order applied, as the document's dicts plus ``id``."""
        i = self._at(model)
        return [_core._models_modifier_to_doc(self._h, i, k)
                for k in range(_core._models_modifier_count(self._h, i))]

    def modifier_at(self, model, index):
        """``(Modifier, id)``: a lasting copy of the C struct (wg_modifier) and its id."""
        return _core._models_modifier_at(self._h, self._at(model), index)

    # ---- building and changing

    def add_model(self, id, characteristics=None, ranges=None):
        """Add a model as a document gives it: ``{name: base}``, ``{name: (min, max)}``."""
        model = {"id": id, "characteristics": characteristics or {}, "ranges": ranges or {}}
        _core._models_add_model_string(self._h, json.dumps(model))

    def add_characteristic(self, model, name, base, range=None):
        """Give ``model`` one more characteristic, ``range`` (min, max) or None for 0-10."""
        low, high = (STAT_MIN, STAT_MAX) if range is None else range
        _core._models_add_stat(self._h, self._at(model), _str("name", name), _int("base", base),
                               _int("min", low), _int("max", high))

    def add_modifier(self, model, stat, op, value=None, /, **options):
        """Apply a modifier after those ``model`` has (M3), options as in a document
        (``from_`` for ``from``); returns its id."""
        text = _modifier("add_modifier", stat, op, value, options)
        return _core._models_add_modifier_string(self._h, self._at(model), text)

    def change_modifier(self, id, stat, op, value=None, /, **options):
        """Replace modifier ``id`` in its place (arguments as ``add_modifier``'s)."""
        text = _modifier("change_modifier", stat, op, value, options)
        _core._models_change_modifier_string(self._h, self._id(id), text)

    def remove_modifier(self, id):
        """Remove modifier ``id`` (NotFoundError if there is none)."""
        _core._models_remove_modifier(self._h, self._id(id))

    @staticmethod
    def _id(id):
        if isinstance(id, bool) or not isinstance(id, numbers.Integral):
            raise TypeError(f"a modifier id must be an int, not {type(id).__name__}")
        if not 0 <= id <= _U64_MAX:
            raise NotFoundError(f"no modifier {id}")
        return int(id)

    def set_base(self, model, stat, value):
        """Set the base value of ``model``'s ``stat`` (RangeError outside its range)."""
        _core._models_set_base(self._h, self._at(model), _str("stat", stat),
                               _int("value", value))

    # ---- evaluating and explaining

    def value(self, model, stat):
        """The final value of ``model``'s ``stat`` (M1-M4)."""
        return _core._models_value(self._h, self._at(model), _str("stat", stat))

    def evaluate(self):
        """Every final value: ``{model_id: {stat: value}}``."""
        _core._models_evaluate(self._h)
        return {m: {s: self.value(m, s) for s in self.stats(m)} for m in self.models}

    @property
    def evaluations(self):
        """How many characteristic evaluations the set has done."""
        return _core._models_evaluations(self._h)

    def explain(self, model, stat):
        """How ``model``'s ``stat`` got its final value: a Trace (M5)."""
        return Trace(_core._models_explain(self._h, self._at(model), _str("stat", stat)))

    # ---- printing

    def to_json(self, explain=False):
        """What ``wargen modify --json [--explain]`` prints."""
        return _core._models_to_json(self._h, bool(explain))

    def to_dict(self, explain=False):
        """The same document as dicts and lists."""
        return _core._models_to_doc(self._h, bool(explain))

    def to_text(self, explain=False):
        """What ``wargen modify [--explain]`` prints."""
        return _core._models_to_text(self._h, bool(explain))

    def __repr__(self):
        return f"<wargen.Models {len(self)} models>"


def evaluate(doc, explain=False):
    """``Models(doc).to_dict(explain)``."""
    return Models(doc).to_dict(explain)
