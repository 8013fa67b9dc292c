"""The 9th Age army composition: catalogues, rosters and validation (rules R1-R14).

Validate a roster against its catalogue (army book)::

    import wargen
    book = wargen.Catalog("data/catalogs/example-kingdom.json")
    roster = wargen.Roster("data/rosters/valid-standard.json", book)
    report = roster.validate()
    report.valid, report.total, report.size      # True, 1995, "standard"
    [v.code for v in report.violations]          # e.g. ["core-minimum"]
    report.to_dict()                             # what `wargen validate --json` prints

or in one call, ``wargen.validate(book, roster)``. Catalogues and rosters
can also be built in code (``Catalog.new``, ``Catalog.add_unit``, ...,
``Roster.new``, ``Roster.add_unit``), with costs in points, multiples of 0.5
(R3).

Documents are taken as a path (``str`` or ``os.PathLike``), a JSON ``str``
(one whose first non-blank character is ``{``), ``bytes``, or a ``dict``. A
bad document raises FileError, ParseError, FormatError or NotFoundError (an
unknown entry, option or item id) with ``file``, ``line``, ``column`` and
``path`` set. Unit indexes are 0-based, as in the report document.

A roster refers to its catalogue and a report to its roster: each object
keeps the one it refers to alive. Every rule, name and price format is the
C library's; this module maps types and errors.
"""

from __future__ import annotations

import numbers
from dataclasses import asdict, dataclass
from functools import partial

from . import core as _core
from .errors import InvalidArgumentError
from ._util import _accessor, _cint as _c_int, _load, _names, _str

__all__ = ["Catalog", "Roster", "Report", "Violation", "validate", "CATEGORIES",
           "GAME_FORMATS", "ITEM_LISTS", "game_format", "share_format"]

CATEGORIES = _names(_core._category_name)
"""The five categories, in the C library's order: lords, heroes, core, special, rare (R2)."""

GAME_FORMATS = _names(_core._game_format_name)
"""The game formats of a points limit: warband, standard, grand (R12, R13)."""

ITEM_LISTS = _names(_core._item_list_name)
"""Where a magic item comes from (H2): common, army, item-like, mundane."""


def game_format(points):
    """The game format of a points limit: "warband" below 1500, "grand" from 4000 (R12,
    R13); given a format's name, that name if the library knows it (else InvalidArgumentError)."""
    if isinstance(points, str):
        return GAME_FORMATS[_core._game_format_parse(points)]
    return _core._game_format_name(_core._game_format_of(_cint("points", points)))


_cint = partial(_c_int, error=InvalidArgumentError)  # an int that fits C's int


def share_format(points, limit):
    """A share of a points limit as the command's table shows it: "24.95%" (R6)."""
    return _core._share_format(points, _cint("limit", limit))


def _half(name, points):
    """Points (an int, float or Fraction) as half-points, checked by the library (R3)."""
    if isinstance(points, bool) or not isinstance(points, numbers.Real):
        raise TypeError(f"{name} must be a number of points, not {type(points).__name__}")
    return _core._points_to_half(float(points))


def _price(cost):
    """(lord_cost, other_cost) in half-points from a number, (A, B) or "A/B" (R4)."""
    if isinstance(cost, str):
        return tuple(_core._price_parse(cost))
    if isinstance(cost, (tuple, list)):
        if len(cost) != 2:
            raise TypeError("cost must be a number or a pair (lord_cost, other_cost)")
        return _half("lord cost", cost[0]), _half("other cost", cost[1])
    return (_half("cost", cost),) * 2


def _ids(name, ids):
    if isinstance(ids, str) or not all(isinstance(i, str) for i in ids):
        raise TypeError(f"{name} must be a sequence of ids (str)")
    return list(ids)


class Catalog:
    """An army book: unit entries, their options, and magic items (R2-R4, R10, R11).

    ``Catalog(source)`` reads a ``wargen-catalog/1`` document; ``Catalog.new(id,
    name)`` starts an empty one to fill with ``add_unit``, ``add_option`` and
    ``add_item``.
    """

    __slots__ = ("_h", "__weakref__")

    def __init__(self, source):
        self._h = source._h if isinstance(source, Catalog) else _load(
            source, "Catalog", _core._catalog_load_file, _core._catalog_load_string)

    @classmethod
    def load(cls, source):
        """Same as ``Catalog(source)``."""
        return cls(source)

    @classmethod
    def new(cls, id, name):
        """An empty catalogue (id 1 to 100 characters, name 1 to 200)."""
        catalog = cls.__new__(cls)
        catalog._h = _core._catalog_new(_str("id", id), _str("name", name))
        return catalog

    id = _accessor("id")
    name = _accessor("name")

    @property
    def units(self):
        """The unit entries, as dicts in the catalogue document's shape (costs in points)."""
        return [self._h.unit_at(i) for i in range(self._h.unit_count())]

    @property
    def items(self):
        """The items, as dicts: id, name, lord_cost, other_cost (R4), list, mundane, ..."""
        return [self._h.item_at(i) for i in range(self._h.item_count())]

    def unit(self, id):
        """The unit entry with that id, as a dict, or None."""
        return self._h.unit_by_id(_str("id", id))

    def add_unit(self, id, name, category, models, cost, per_model=0, can_be_general=False,
                 unique=False, one_per_army=False, war_machine=False, max=0, moves_to=()):
        """Add a unit entry: ``category`` one of CATEGORIES (R2), ``models`` a pair
        (min, max), ``cost`` the points at its minimum models and ``per_model``
        for each model above (R3), ``max`` the X of a 0-X choice (R11, 0 for
        none), ``moves_to`` the categories it may be taken in instead (R7).
        The library's refusals raise InvalidArgumentError, the catalogue unchanged.
        """
        if isinstance(models, (str, bytes)) or len(models) != 2:
            raise TypeError("models must be a pair (min, max)")
        mask = 0
        for c in (moves_to,) if isinstance(moves_to, str) else moves_to:
            mask = _core._moves_add(mask, _str("moves_to", c))
        self._h.add_unit(_str("id", id), _str("name", name), _str("category", category),
                         _cint("min models", models[0]), _cint("max models", models[1]),
                         _half("cost", cost), _half("per_model", per_model),
                         bool(can_be_general), bool(unique), bool(one_per_army),
                         bool(war_machine), _cint("max", max), mask)

    def add_option(self, unit_id, id, name=None, cost=0, per_model=0, champion=False):
        """Add an option to the unit entry ``unit_id``: a flat ``cost`` and/or a
        ``per_model`` cost, in points; ``champion`` marks the unit's champion
        (R4). ``name`` defaults to ``id``."""
        self._h.add_option(_str("unit_id", unit_id), _str("id", id),
                           _str("name", id if name is None else name), _half("cost", cost),
                           _half("per_model", per_model), bool(champion))

    def add_item(self, id, name, cost, list="common", mundane=None, unique=False,
                 one_per_army=False):
        """Add a magic item: ``cost`` is points, a pair ``(lord_cost, other_cost)``
        or ``"A/B"`` (R4); ``list`` one of ITEM_LISTS (H2); ``mundane`` the
        plain type an open roster shows (H3), or None."""
        lord, other = _price(cost)
        self._h.add_item(_str("id", id), _str("name", name), lord, other, _str("list", list),
                         _str("mundane", mundane, optional=True), bool(unique),
                         bool(one_per_army))

    def __repr__(self):
        return f"<wargen.Catalog {self.id!r} {self.name!r}>"


def _catalog(catalog):
    if catalog is None:
        raise TypeError("a catalogue is required")
    return catalog if isinstance(catalog, Catalog) else Catalog(catalog)


@dataclass(frozen=True, eq=True)
class Violation:
    """A broken rule (R14): its ``code``, the ``rule`` ("R6"), the 0-based
    indexes of the ``units`` involved, and a ``message`` with the figures."""

    code: str
    rule: str
    units: list
    message: str

    def to_dict(self):
        return asdict(self)

    def __str__(self):
        return f"{self.code} ({self.rule}): {self.message}"


class Roster:
    """Units picked from one catalogue for a points limit (R1).

    ``Roster(source, catalog)`` reads a ``wargen-roster/1`` document of
    ``catalog`` (a Catalog, or anything ``Catalog()`` takes);
    ``Roster.new(catalog, points)`` starts an empty one. It keeps its
    Catalog alive (``.catalog``).
    """

    __slots__ = ("_h", "_catalog", "__weakref__")

    def __init__(self, source, catalog):
        catalog = _catalog(catalog)
        self._h = _load(source, "Roster", partial(_core._roster_load_file, catalog._h),
                        partial(_core._roster_load_string, catalog._h))
        self._catalog = catalog

    @classmethod
    def load(cls, source, catalog):
        """Same as ``Roster(source, catalog)``."""
        return cls(source, catalog)

    @classmethod
    def new(cls, catalog, points):
        """An empty roster of ``catalog`` for a game of ``points`` (1 to 1,000,000)."""
        roster = cls.__new__(cls)
        roster._catalog = _catalog(catalog)
        roster._h = _core._roster_new(roster._catalog._h, _cint("points", points))
        return roster

    catalog = property(lambda self: self._catalog)

    points = _accessor("points", "The game's points limit.")

    @property
    def units(self):
        """The units as added: dicts of entry, models, general, category (None
        unless moved, R7) and label."""
        return [self._h.unit_at(i) for i in range(len(self))]

    @property
    def size(self):
        """The game format of the points limit (R12, R13), as the report's "size"."""
        return game_format(self.points)

    def __len__(self):
        return self._h.unit_count()

    def add_unit(self, entry, models, general=False, category=None, label=None, options=(),
                 items=()):
        """Add a unit of the entry ``entry``; returns its index (from 0).

        ``category`` only for a unit moved to another one (R7); ``label`` the
        identifier of H4; ``options`` and ``items`` ids. A failure raises and
        leaves the roster unchanged (it is tried on a scratch roster first).
        """
        args = (_str("entry", entry), _cint("models", models), bool(general),
                _str("category", category, optional=True),
                _str("label", label, optional=True))
        options, items = _ids("options", options), _ids("items", items)

        def add(handle):
            index = handle.add_unit(*args)
            for option in options:
                handle.add_option(index, option)
            for item in items:
                handle.add_item(index, item)
            return index

        add(_core._roster_new(self._catalog._h, self.points))
        return add(self._h)

    def _index(self, unit):
        # size_t has no negative numbers: the library's own message for them
        unit = _cint("unit", unit)
        if unit < 0:
            raise InvalidArgumentError(f"no unit {unit}: indexes count from 0")
        return unit

    def add_option(self, unit, option_id):
        """Give unit ``unit`` (an index) the option ``option_id`` of its entry."""
        self._h.add_option(self._index(unit), _str("option_id", option_id))

    def add_item(self, unit, item_id):
        """Give unit ``unit`` (an index) the catalogue's item ``item_id``."""
        self._h.add_item(self._index(unit), _str("item_id", item_id))

    def validate(self, catalog=None):
        """Price and check the roster (R3-R13): a Report of every violation (R14).
        ``catalog``, if given, must be the roster's own Catalog."""
        if catalog is not None and (not isinstance(catalog, Catalog)
                                    or catalog._h is not self._catalog._h):
            raise InvalidArgumentError("validate: the roster is of another catalogue")
        return Report(_core._validate(self._h), self)

    def __repr__(self):
        return (f"<wargen.Roster of {self._catalog.id!r}: {len(self)} units, "
                f"{self.points} points>")


class Report:
    """The result of validating a roster (R3-R14), read through the library's
    accessors: ``valid``, ``points`` (the limit), ``total``, ``size``,
    ``categories``, ``units`` and ``violations``, named as in the ``wargen
    validate --json`` document that ``to_dict()`` / ``to_json()`` give. A
    report keeps its Roster alive (``.roster``).
    """

    __slots__ = ("_h", "_roster", "__weakref__")

    def __init__(self, handle, roster):
        self._h = handle
        self._roster = roster

    roster = property(lambda self: self._roster)

    valid = _accessor("valid")
    points = _accessor("points", "The points limit.")
    total = _accessor("total", "The army's total in whole points (each unit rounded up, R3).")
    min_total = _accessor("min_total", "The least total R5 allows (the most is ``points``).")

    @property
    def size(self):
        """The game format: "warband", "standard" or "grand" (R12, R13)."""
        return _core._game_format_name(self._h.format())

    @property
    def violations(self):
        """Violation objects, in the order of FORMATS.md's table of codes."""
        return [Violation(**self._h.violation_at(i)) for i in range(self._h.violation_count())]

    @property
    def codes(self):
        return [v.code for v in self.violations]

    @property
    def categories(self):
        """{name: {"points", "percent"}} for the five categories and "characters" (R6)."""
        def share(points):
            return {"points": points,
                    "percent": _core._share_hundredths(points, self.points) / 100}
        shares = {name: share(self._h.category_points(i)) for i, name in enumerate(CATEGORIES)}
        shares["characters"] = share(self._h.character_points())
        return shares

    @property
    def units(self):
        """[{"entry", "category", "points"}]: the category each unit counts in (R7)."""
        h = self._h
        return [{"entry": h.unit_entry(i), "category": _core._category_name(h.unit_category(i)),
                 "points": h.unit_points(i)}
                for i in range(h.unit_count())]

    def to_json(self):
        """The report as ``wargen validate --json`` prints it (one line)."""
        return self._h.to_json()

    def to_dict(self):
        return self._h.to_doc()

    def __repr__(self):
        state = "valid" if self.valid else "invalid: " + ", ".join(self.codes)
        return f"<wargen.Report {self.total} of {self.points} points, {state}>"


def validate(catalog, roster):
    """Validate ``roster`` (a Roster, or anything ``Roster()`` takes) against
    ``catalog`` (a Catalog or anything ``Catalog()`` takes): the Report (R3-R14)."""
    if isinstance(roster, Roster):
        return roster.validate(catalog)
    return Roster(roster, catalog).validate()
