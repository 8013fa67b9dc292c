"""The 9th Age army composition: catalogues, rosters and validation (rules R1-R14).

    book = wargen.Catalog("data/catalogs/example-kingdom.json")
    report = wargen.Roster(book, "data/rosters/valid-standard.json").validate()
    report.valid, report.total, report.size  # True, 1995, "standard"
    report.to_dict()                         # what `wargen validate --json` prints

Documents are a path, a JSON ``str`` or ``bytes``, or a ``dict``. Built in
code (``Catalog.new``, ``add_unit``, ...), the keyword arguments are the
members of the documents' objects (costs in points, multiples of 0.5, R3),
checked as a document is. Unit indexes are 0-based. A roster keeps its
catalogue alive and a report its roster.
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Iterable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass

from . import core as _core
from .errors import InvalidArgumentError, RangeError, WargenError, _type_error
from ._util import SOURCES, _as, _forward, _layered, _load, _members, _names, _source

__all__ = ["Catalog", "Roster", "Report", "Violation", "validate", "validate_many", "CATEGORIES",
           "GAME_FORMATS", "ITEM_LISTS", "game_format", "share_format"]

ReportUnit = _core._core.ReportUnit  # the C report's record (bindings/python/roster.swg), for pickle

CATEGORIES = _names(_core._category_name)
"""The five categories, in the C library's order: lords, heroes, core, special, rare (R2)."""
GAME_FORMATS = _names(_core._roster_format_name)
"""The game formats of a points limit: warband, standard, grand (R12, R13)."""
ITEM_LISTS = _names(_core._item_list_name)
"""Where a magic item comes from (H2): common, army, item-like, mundane."""
share_format = _core._share_format
"""share_format(points, limit): a share as the command's table shows it, "24.95%" (R6)."""


def game_format(points):
    """The game format of a points limit (R12, R13); given a format's name, that
    name if the library knows it (else InvalidArgumentError)."""
    if isinstance(points, str):
        return GAME_FORMATS[_core._roster_format_parse(points)]
    return _core._roster_format_name(_core._roster_format_of(points))


@dataclass(frozen=True, eq=True)
class Violation:
    """A broken rule (R14): ``code``, ``rule`` ("R6"), the 0-based indexes of
    the ``units`` involved, and a ``message`` with the figures."""
    code: str
    rule: str
    units: list
    message: str

    to_dict = asdict
    def __str__(self): return f"{self.code} ({self.rule}): {self.message}"


@_layered
class Catalog(_core._Catalog):
    """Catalog(source): an army book (R2-R4, R10, R11)."""

    def __init__(self, source):
        """An army book: unit entries, their options, and magic items (R2-R4, R10, R11), from
        a ``wargen-catalog/1`` document; given a Catalog, the same catalogue."""
        self.this = (source if isinstance(source, Catalog) else _load(
            source, "source", _core._catalog_load_file, _core._catalog_load_string)).this

    @classmethod
    def load(cls, source):
        """Same as ``Catalog(source)``."""
        return cls(source)

    @staticmethod
    def new(id, name):
        """An empty catalogue to fill with add_unit, add_option and add_item."""
        return _core._catalog_new(id, name)

    units = property(lambda self: [self.unit_at(i) for i in range(self.unit_count())],
                     doc="The unit entries, as dicts in the catalogue document's shape.")
    items = property(lambda self: [self.item_at(i) for i in range(self.item_count())],
                     doc="The items, as dicts in the catalogue document's shape.")

    def add_unit(self, **unit):
        """Add a unit entry: id, name, category, models={"min", "max"}, cost, ..."""
        self.add_unit_string(_members(unit.items()))

    def add_option(self, unit_id, **option):
        """Add an option (id, name, cost, per_model, champion: R4) to ``unit_id``."""
        self.add_option_string(unit_id, _members(option.items()))

    def add_item(self, **item):
        """Add a magic item: id, name, cost (points or "A/B", R4), list (H2), ..."""
        self.add_item_string(_members(item.items()))

    def __reduce__(self): return (Catalog, (self.to_json(),))  # pickled as its document
    def __repr__(self): return f"<wargen.Catalog {self.id!r} {self.name!r}>"


@_layered
class Roster(_core._Roster):
    """Units picked from one catalogue for a points limit (R1)."""

    def __init__(self, catalog, source):
        """Units picked from one catalogue for a points limit (R1): ``catalog`` (a Catalog, or
        anything ``Catalog()`` takes), then a ``wargen-roster/1`` document of it."""
        if isinstance(source, Catalog) and not isinstance(catalog, Catalog):
            raise InvalidArgumentError("Roster: the catalogue comes first: Roster(catalog, source)")
        self._parent = c = _as(Catalog, catalog, "catalog")
        self.this = _load(source, "source", lambda path: _core._roster_load_file(c, path),
                          lambda text, name: _core._roster_load_string(c, text, name)).this

    @classmethod
    def load(cls, catalog, source):
        """Same as ``Roster(catalog, source)``."""
        return cls(catalog, source)

    @staticmethod
    def new(catalog, points):
        """An empty roster of ``catalog`` (as ``Roster()`` takes it) for a game of ``points``."""
        return _core._roster_new(_as(Catalog, catalog, "catalog"), points)

    catalog = property(lambda self: self._parent if isinstance(self._parent, Catalog)
                       else self._parent.catalog,  # a BattleScribeBook's roster: its Catalog
                       doc="The Catalog, which the roster keeps alive.")
    units = property(lambda self: [self.unit_at(i) for i in range(len(self))],
                     doc="The units, as dicts in the roster document's shape.")
    size = property(lambda self: _core._roster_format_name(_core._roster_format_of(self.points)),
                    doc="The game format (R12, R13).")

    def __len__(self): return self.unit_count()

    def add_unit(self, entry, models, **unit):
        """Add a unit (general, category when moved (R7), label (H4), options,
        items); returns its index. A failure leaves the roster unchanged."""
        return self.add_unit_string(_members(dict(unit, entry=entry, models=models).items()))

    def validate(self, catalog=None):
        """Price and check the roster (R3-R13): a Report of every violation (R14).
        ``catalog``, if given, must be the roster's own Catalog."""
        if catalog is not None and getattr(catalog, "this", None) is not self.catalog.this:
            raise InvalidArgumentError("validate: the roster is of another catalogue")
        return Report(_roster_validate(self), self)

    def __reduce__(self): return (Roster, (self.catalog, self.to_json()))  # book, document
    def __repr__(self):
        return f"<wargen.Roster of {self.catalog.id!r}: {len(self)} units, {self.points} points>"


_roster_validate = _core._core._roster_validate  # the C function itself, without SWIG's frame


class Report:
    """A validated roster (R3-R14): ``valid``, ``points`` (the limit), ``total``,
    ``min_total`` (R5), ``size``, ``categories``, ``units`` and ``violations``,
    as in the ``wargen validate --json`` document (``to_dict()``, ``to_json()``).
    It keeps its Roster alive (``.roster``)."""

    __slots__ = ("_h", "roster", "__weakref__")

    def __init__(self, handle, roster): self._h, self.roster = handle, roster
    valid = property(lambda self: self._h.valid())
    points = property(lambda self: self._h.points())
    total = property(lambda self: self._h.total(), doc="Each unit rounded up (R3).")
    min_total = property(lambda self: self._h.min_total(), doc="The least total R5 allows.")
    size = property(lambda self: _core._roster_format_name(self._h.format()))
    categories = property(lambda self: self.to_dict()["categories"])
    units = property(lambda self: self.to_dict()["units"])
    violations = property(lambda self: [Violation(**self._h.violation_at(i))
                                        for i in range(self._h.violation_count())])
    codes = property(lambda self: [v.code for v in self.violations])

    to_json = _forward("to_json", "What ``wargen validate --json`` prints for the roster.")
    to_dict = _forward("to_dict")
    def __reduce__(self): return (Roster.validate, (self.roster,))  # pickled as its roster

    def __repr__(self):
        state = "valid" if self.valid else "invalid: " + ", ".join(self.codes)
        return f"<wargen.Report {self.total} of {self.points} points, {state}>"


def validate(catalog, roster):
    """Validate ``roster`` (a Roster, or anything ``Roster()`` takes) against
    ``catalog`` (a Catalog or anything ``Catalog()`` takes): the Report (R3-R14)."""
    if isinstance(roster, Roster):
        return roster.validate(catalog)
    _source(roster, "roster", f"a wargen.Roster or {SOURCES}")
    return Roster(catalog, roster).validate()


_JOBS_MAX = 64
"""The most threads validate_many takes, as `wargen validate --jobs`."""


def validate_many(catalog, rosters, *, jobs=1):
    """Validate each of ``rosters`` (each what ``validate`` takes: a Roster, a
    path, a JSON ``str``, ``bytes`` or a ``dict``) against ``catalog`` (a
    Catalog, or what Catalog() takes, read once): an iterator of
    ``(roster, result)`` in the order of ``rosters``, where ``result`` is the
    Report, or the WargenError that stopped that roster (a file that cannot
    be read or is not a roster of the book), as ``wargen validate --catalog
    BOOK ROSTER...`` reports each on its line and goes on::

        for path, result in wargen.validate_many(book, sorted(folder.glob("*.json"))):
            print(path, result.codes if isinstance(result, wargen.Report) else result)

    ``jobs`` (1 to 64) reads and validates that many rosters at a time in
    threads (which the C library runs without the GIL), the results still in
    input order; do not change the catalogue meanwhile. ``rosters`` is read
    as the iterator is, a few ahead with several jobs. wargen.dask's
    validate_many shares the same work out among Dask tasks."""
    book = _as(Catalog, catalog, "catalog")
    if isinstance(rosters, (str, bytes, Mapping, os.PathLike)) or not isinstance(rosters,
                                                                             Iterable):
        raise _type_error("rosters", "an iterable of rosters", type(rosters).__name__)
    if not isinstance(jobs, int) or isinstance(jobs, bool):
        raise _type_error("jobs", "an int", type(jobs).__name__)
    if not 1 <= jobs <= _JOBS_MAX:
        raise RangeError(f"jobs {jobs} is out of range (1 to {_JOBS_MAX})")
    return _validated(book, iter(rosters), jobs)


def _result(catalog, roster):
    """validate(catalog, roster), or the WargenError it raised."""
    try:
        return validate(catalog, roster)
    except WargenError as e:
        return e


def _validated(catalog, rosters, jobs):
    """(roster, result) of each roster in order; jobs at a time in threads, at
    most 2 * jobs submitted ahead of the one yielded."""
    if jobs == 1:
        for roster in rosters:
            yield roster, _result(catalog, roster)
        return
    with ThreadPoolExecutor(max_workers=jobs, thread_name_prefix="wargen-validate") as pool:
        ahead = deque()
        for roster in rosters:
            ahead.append((roster, pool.submit(_result, catalog, roster)))
            if len(ahead) >= 2 * jobs:
                roster, done = ahead.popleft()
                yield roster, done.result()
        while ahead:
            roster, done = ahead.popleft()
            yield roster, done.result()
