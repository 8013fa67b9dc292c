"""The order of modifiers (rules M1-M5): ``Models``, ``Trace`` (bindings/mod.i) and
``evaluate``; README.md shows them in use."""

from __future__ import annotations

from . import core as _core
from .core import STAT_MIN, STAT_MAX, MOD_SET
from ._util import _as, _layered, _load, _members, _names, _numbers

__all__ = ["Models", "Trace", "evaluate", "OPS", "STAT_MIN", "STAT_MAX"]

Stat = _core._core.Stat  # the record of Models.stat_at (bindings/python/mod.swg), for pickle

OPS = _names(_core._mod_op_name, first=MOD_SET)
"""The ops a modifier can have, in M1's order of groups: set, use, mul, add."""


@_layered
class Models(_core._Models):
    """Models(source=None): models, their characteristics and modifiers (M1-M5)."""

    def __init__(self, source=None):
        """A wargen-models/1 document: a path, JSON str, bytes, dict, None (empty) or Models."""
        self.this = (source if isinstance(source, Models) else _core._models_new()
                     if source is None else
                     _load(source, "source", _core._models_load_file,
                           _core._models_load_string)).this

    @classmethod
    def load(cls, source):
        """Same as ``Models(source)``."""
        return cls(source)

    @classmethod
    def new(cls, source=None):
        """Same as ``Models(source)``: empty models without a source."""
        return cls(source)

    # set_base and value: the extension's fast method descriptors (bindings/python/mod.swg)
    set_base = _core._core._models_set_base
    value = _core._core._models_value
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


def _modifier_json(stat, op, value, options):
    """A wargen-models/1 modifier object (from_ is from): C refuses unknown, repeated members."""
    return _members([("stat", stat), ("op", op), ("value", value), *options.items()])


@_layered
class Trace(_core._Trace):
    """How a characteristic got its final value, step by step (M5)."""

    steps = property(lambda self: self.to_list(), doc="The steps (a fresh list).")
    __str__ = _core._Trace.to_text

    @staticmethod
    def load(source):
        """A wargen-trace/1 document (``document()``): a path, JSON str, bytes or dict."""
        return _load(source, "source", _core._trace_load_file, _core._trace_load_string)

    def __len__(self): return self.step_count()
    def __reduce__(self): return (Trace.load, (self.document(),))

    def __repr__(self):
        return f"<wargen.Trace {self.model}.{self.stat} = {self.value}, {len(self)} steps>"


def evaluate(doc, explain=False):
    """What ``wargen modify --json [--explain]`` prints for doc (as ``Models(doc)`` reads it)."""
    return _as(Models, doc, "doc").to_dict(explain)
