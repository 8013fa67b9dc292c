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

from dataclasses import asdict, dataclass

from . import core as _core
from .core import Catalog, Roster
from .errors import InvalidArgumentError
from ._util import SOURCES, _names, _source

__all__ = ["Catalog", "Roster", "Report", "Violation", "validate", "CATEGORIES",
           "GAME_FORMATS", "ITEM_LISTS", "game_format", "share_format"]

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


def _validate(self, catalog=None):
    """Price and check the roster (R3-R13): a Report of every violation (R14).
    ``catalog``, if given, must be the roster's own Catalog."""
    if catalog is not None and getattr(catalog, "this", None) is not self.catalog.this:
        raise InvalidArgumentError("validate: the roster is of another catalogue")
    return Report(_core._roster_validate(self), self)


Roster.validate = _validate


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

    def to_json(self):
        """What ``wargen validate --json`` prints for the roster."""
        return self._h.to_json()

    def to_dict(self):
        """``to_json()`` as dicts and lists (new ones each call)."""
        return self._h.to_dict()
    def __reduce__(self): return (_validate, (self.roster,))  # pickled as its roster

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
