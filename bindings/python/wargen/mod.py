"""The order of modifiers (The 9th Age, rules M1-M5): models, their
characteristics, the modifiers applied to them, final values and their
step-by-step explanation.

Read a ``wargen-models/1`` document and evaluate it::

    import wargen
    models = wargen.Models("data/models/example.json")
    models.value("spearman", "Str")          # 5: 8 +3 -5, clamped to 10 in between (M4)
    models.evaluate()                         # {"general": {"Dis": 9}, "spearman": {...}}
    trace = models.explain("spearman", "Str")
    print(trace)                              # spearman.Str = 5 / base 8 / add +3: ...
    trace.steps                               # [{"op": "base", "after": 8}, ...]
    models.to_dict(explain=True)              # what `wargen modify --json --explain` prints

or in one call, ``wargen.evaluate(doc, explain=False)``. A set can also be
built and changed in code::

    m = wargen.Models()
    m.add_model("general", {"Dis": 8})
    m.add_model("spearman", {"Dis": 7, "Att": 7}, ranges={"Att": (0, 20)})
    m.add_modifier("spearman", "Dis", "use", model="general")
    mid = m.add_modifier("spearman", "Att", "mul", num=1, den=2, round="down")
    m.change_modifier(mid, "Att", "add", -1, min=1)
    m.set_base("general", "Dis", 9)           # recomputes general.Dis and spearman.Dis only

Models are named by their ids, modifiers by the ids ``add_modifier``
returns. Every final value follows M1-M4: used values (``set``, ``use``),
then multiplication (``mul``), then additions (``add``); unbounded before
bounded modifiers, each in the order applied; the value clamped to the
characteristic's range (0-10 unless declared) after every modifier. A
``use`` takes the other characteristic's final value (M2); a cycle of them
raises RuleError naming it (``a.Dis -> b.Dis -> a.Dis``).

Documents are taken as a path (``str`` or ``os.PathLike``), a JSON ``str``
(one whose first non-blank character is ``{``), ``bytes``, or a ``dict``. A
bad document raises FileError, ParseError, FormatError, NotFoundError,
RangeError or RuleError with ``file``, ``line``, ``column`` and ``path`` set.
"""

from __future__ import annotations

import json
import numbers

from . import core as _core
from .errors import InvalidArgumentError, NotFoundError
from ._util import _cint as _int, _load, _str

__all__ = ["Models", "Trace", "evaluate", "OPS", "STAT_MIN", "STAT_MAX"]

OPS = tuple(_core._mod_op_name(i) for i in range(1, 5))
"""The ops a modifier can have, in M1's order of groups: set, use, mul, add."""

STAT_MIN, STAT_MAX = _core.STAT_MIN, _core.STAT_MAX
"""The default range of a characteristic, 0 to 10 (M4)."""


# The options of add_modifier / change_modifier, and those each op takes
# besides min, max and source; the ones it needs.
_OPTIONS = ("value", "model", "from", "num", "den", "round", "min", "max", "source")
_OP_OPTIONS = {"set": {"value"}, "add": {"value"}, "use": {"model", "from"},
               "mul": {"num", "den", "round"}}
_OP_NEEDS = {"set": ("value",), "add": ("value",), "use": ("model",), "mul": ("num", "den")}
_OP_ONLY = {"value", "model", "from", "num", "den", "round"}


def _modifier_args(what, stat, op, value, options):
    """(stat, op, value, model, from, num, den, round, bound, limit, source)
    for the handle's add_modifier / change_modifier."""
    options = dict(options)
    if "from_" in options:
        if "from" in options:
            raise TypeError(f"{what}: give from or from_, not both")
        options["from"] = options.pop("from_")
    if "value" in options:
        if value is not None:
            raise TypeError(f"{what}: got value twice")
        value = options.pop("value")
    unknown = set(options) - set(_OPTIONS)
    if unknown:
        raise TypeError(f"{what}: unknown option(s) {', '.join(sorted(unknown))} "
                        f"(expected {', '.join(_OPTIONS)})")
    if value is not None:
        options["value"] = value
    options = {k: v for k, v in options.items() if v is not None}
    _str("stat", stat)
    _str("op", op)
    for key in ("model", "from", "round", "source"):
        _str(key, options.get(key), optional=True)
    if op in _OP_OPTIONS:  # an unknown op is the library's to refuse
        wrong = sorted((set(options) & _OP_ONLY) - _OP_OPTIONS[op])
        if wrong:
            raise InvalidArgumentError(f"{what}: {', '.join(wrong)} does not apply to op {op}")
        missing = [k for k in _OP_NEEDS[op] if k not in options]
        if missing:
            raise InvalidArgumentError(f"{what}: op {op} needs {' and '.join(missing)}")
    if "min" in options and "max" in options:
        raise InvalidArgumentError(f"{what}: a modifier has one bound, min or max, not both (M3)")
    bound = "min" if "min" in options else "max" if "max" in options else None
    limit = _int(bound, options[bound]) if bound else 0
    return (stat, op, _int("value", options.get("value", 0)), options.get("model"),
            options.get("from"), _int("num", options.get("num", 0)),
            _int("den", options.get("den", 0)), options.get("round"), bound, limit,
            options.get("source"))


class Trace:
    """How one characteristic got its final value (M5).

    ``model``, ``stat``, ``value`` (the final value) and ``steps``: a list of
    dicts shaped exactly like the steps of ``wargen modify --json
    --explain``: ``{"op": "base", "after": 8}``, then each modifier in the
    order applied with its fields, ``before``, ``after`` and, where they
    acted, ``bounded`` (M3) or ``clamped`` (M4). ``str(trace)`` is the text,
    one line per step; ``to_list()`` the JSON array, decoded. A trace needs
    nothing kept alive: it outlives its Models.
    """

    __slots__ = ("_h", "model", "stat", "value", "steps", "__weakref__")

    def __init__(self, handle):
        self._h = handle
        self.model = handle.model()
        self.stat = handle.stat()
        self.value = handle.value()
        self.steps = self.to_list()

    def to_json(self):
        """The steps as the JSON array of ``wargen modify --json --explain``."""
        return self._h.to_json()

    def to_list(self):
        """The steps, decoded from the JSON array (a fresh list)."""
        return json.loads(self._h.to_json())

    def to_text(self):
        return self._h.to_text()

    def __str__(self):
        return self._h.to_text()

    def __len__(self):
        return len(self.steps)

    def __repr__(self):
        return f"<wargen.Trace {self.model}.{self.stat} = {self.value}, {len(self.steps)} steps>"


class Models:
    """Models with characteristics and the modifiers applied to them (M1-M5).

    ``Models(source)`` reads a ``wargen-models/1`` document from a path, a
    JSON str, bytes or a dict; ``Models()`` starts an empty set to fill with
    ``add_model`` and ``add_modifier``. Final values are kept until
    something they depend on changes (see ``evaluations``). One set is for
    one thread at a time: even reading a value updates it.
    """

    __slots__ = ("_h", "__weakref__")

    def __init__(self, source=None):
        if isinstance(source, Models):
            self._h = source._h
            return
        if source is None:
            self._h = _core._models_new()
            return
        self._h = _load(source, "Models", _core._models_load_file, _core._models_load_string)

    @classmethod
    def load(cls, source):
        """Same as ``Models(source)``."""
        return cls(source)

    # ---- reading back

    @property
    def models(self):
        """The models' ids, in the order added."""
        return [self._h.id_at(i) for i in range(self._h.model_count())]

    ids = models

    def __len__(self):
        return self._h.model_count()

    def __iter__(self):
        return iter(self.models)

    def __contains__(self, model):
        return isinstance(model, str) and model in self.models

    def stats(self, model):
        """The names of the model's characteristics, in the order added."""
        return [s["name"] for s in self._stats(model)]

    def characteristics(self, model):
        """The model's characteristics as declared: ``{name: base}``, in the order added."""
        return {s["name"]: s["base"] for s in self._stats(model)}

    def ranges(self, model):
        """The model's characteristics' ranges: ``{name: (min, max)}``."""
        return {s["name"]: (s["min"], s["max"]) for s in self._stats(model)}

    def _stats(self, model):
        model = _str("model", model)
        return [self._h.stat_at(model, i) for i in range(self._h.stat_count(model))]

    def modifiers(self, model):
        """The model's modifiers in the order applied, as dicts shaped like the
        document's (``stat``, ``op``, ``value``, ...) with their ids as ``id``."""
        model = _str("model", model)
        result = []
        for i in range(self._h.modifier_count(model)):
            modifier, id = self._h.modifier_at(model, i)
            modifier["id"] = id
            result.append(modifier)
        return result

    # ---- building and changing

    def add_model(self, id, characteristics=None, ranges=None):
        """Add a model with ``characteristics`` ``{name: base}`` (range 0-10, M4)
        and ``ranges`` ``{name: (min, max)}`` for those with another.

        A repeated or bad id raises InvalidArgumentError; a base outside its
        range, RangeError. On failure the set is unchanged.
        """
        _str("id", id)
        stats = self._stat_list(characteristics, ranges)
        if stats:
            # Tried on a scratch set first, so that a bad characteristic
            # leaves this one unchanged.
            scratch = _core._models_new()
            scratch.add_model(id)
            for s in stats:
                scratch.add_stat(id, *s)
        self._h.add_model(id)
        for s in stats:
            self._h.add_stat(id, *s)

    def add_characteristic(self, model, name, base, range=None):
        """Give ``model`` one more characteristic, ``range`` a pair (min, max)
        (None for 0-10, M4)."""
        _str("model", model)
        stats = self._stat_list({name: base}, None if range is None else {name: range})
        self._h.add_stat(model, *stats[0])

    @staticmethod
    def _stat_list(characteristics, ranges):
        characteristics = dict(characteristics or {})
        ranges = dict(ranges or {})
        extra = [name for name in ranges if name not in characteristics]
        if extra:
            raise InvalidArgumentError(f"ranges: {', '.join(map(str, extra))} not among the "
                                       f"characteristics")
        stats = []
        for name, base in characteristics.items():
            low, high = STAT_MIN, STAT_MAX
            if name in ranges:
                r = ranges[name]
                if isinstance(r, (str, bytes)) or len(r) != 2:
                    raise TypeError(f"the range of {name} must be a pair (min, max)")
                low, high = r
            stats.append((_str("characteristic name", name), _int(f"{name} base", base),
                          _int(f"{name} min", low), _int(f"{name} max", high)))
        return stats

    def add_modifier(self, model, stat, op, value=None, /, **options):
        """Apply a modifier to ``model``'s ``stat``, after those it has (M3's
        order); returns its id.

        ``op`` "set" (``value``), "use" (``model``: the other model's id;
        ``from`` or ``from_``: its characteristic, default the same), "mul"
        (``num``, ``den``, ``round`` "up" by default or "down"), "add"
        (signed ``value``). Any modifier may have ``min`` or ``max`` (a bound,
        M3; not on set or use) and ``source`` (a label shown in traces).
        An unknown model, characteristic or used model raises NotFoundError;
        a denominator of 0 or a bad option, InvalidArgumentError; a number
        beyond the limits, RangeError. On failure the set is unchanged.
        """
        args = _modifier_args("add_modifier", stat, op, value, options)
        return self._h.add_modifier(_str("model", model), *args)

    def change_modifier(self, id, stat, op, value=None, /, **options):
        """Replace modifier ``id`` by another (arguments as ``add_modifier``'s,
        without the model): it stays on its model and keeps its place in the
        order. An id that does not exist or was removed raises NotFoundError."""
        args = _modifier_args("change_modifier", stat, op, value, options)
        self._h.change_modifier(self._id(id), *args)

    def remove_modifier(self, id):
        """Remove modifier ``id`` (NotFoundError if there is none)."""
        self._h.remove_modifier(self._id(id))

    @staticmethod
    def _id(id):
        if isinstance(id, bool) or not isinstance(id, numbers.Integral):
            raise TypeError(f"a modifier id must be an int, not {type(id).__name__}")
        if not 0 <= id < 2**64:
            raise NotFoundError(f"no modifier {id}")
        return int(id)

    def set_base(self, model, stat, value):
        """Set the base value of ``model``'s ``stat`` (RangeError outside its range)."""
        self._h.set_base(_str("model", model), _str("stat", stat), _int("value", value))

    # ---- evaluating and explaining

    def value(self, model, stat):
        """The final value of ``model``'s ``stat`` (M1-M4)."""
        return self._h.value(_str("model", model), _str("stat", stat))

    def evaluate(self):
        """Every final value: ``{model_id: {stat: value}}``."""
        return {m["id"]: m["characteristics"] for m in self.to_dict()["models"]}

    @property
    def evaluations(self):
        """How many characteristic evaluations the set has done: each is
        evaluated once, and again only after something it depends on changed."""
        return self._h.evaluations()

    def explain(self, model, stat):
        """How ``model``'s ``stat`` got its final value: a Trace (M5)."""
        return Trace(self._h.explain(_str("model", model), _str("stat", stat)))

    # ---- printing

    def to_json(self, explain=False):
        """What ``wargen modify --json [--explain]`` prints."""
        return self._h.to_json(bool(explain))

    def to_dict(self, explain=False):
        """``json.loads`` of ``to_json(explain)``."""
        return json.loads(self.to_json(explain))

    def to_text(self, explain=False):
        """What ``wargen modify [--explain]`` prints."""
        return self._h.to_text(bool(explain))

    def __repr__(self):
        return f"<wargen.Models {len(self)} models>"


def evaluate(doc, explain=False):
    """The ``wargen modify --json [--explain]`` document of ``doc`` (a path, a
    JSON str, bytes, a dict or a Models), as a dict."""
    return Models(doc).to_dict(explain)
