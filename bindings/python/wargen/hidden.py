"""The 9th Age open and hidden rosters (rules H1-H4)::

    book = wargen.Catalog("data/catalogs/example-kingdom.json")
    view = wargen.View(wargen.Roster(book, "data/rosters/hidden/twins-unlabelled.json"))
    view.units         # every unit as the opponent sees it, twins labelled (H4)
    view.hidden        # the units with hidden content: labels, item ids, hides_in
    view.to_dict()     # what `wargen roster open --json` prints; to_dict("hidden")

Every rule, label and shape is the C library's; this module gathers its
getters into dicts. Unit indexes are 0-based. A view keeps its roster alive.
"""

from __future__ import annotations

from . import core as _core
from .core import Roster
from ._util import _names
from .errors import _type_error
from .roster import Violation

__all__ = ["View", "VIEW_KINDS"]

VIEW_KINDS = _names(_core._view_kind_name)
"""The views of a ``wargen-view/1`` document: open, hidden."""


def _strings(at, unit, count):
    return [at(unit, i) for i in range(count)]


class View:
    """The open and hidden views of a Roster (H1-H4): ``units`` (the open view,
    with each twin's label, H4), ``hidden``, ``valid`` and ``violations``
    (``label-clash``), and ``to_dict(kind)`` / ``to_json(kind)``, the
    ``wargen-view/1`` documents. It keeps its Roster alive (``.roster``)."""

    __slots__ = ("_h", "roster", "__weakref__")

    def __init__(self, roster):
        """The views of ``roster`` (a Roster); InvalidArgumentError for a
        ``hides_in`` that is no unit of it, or a secret one (H1)."""
        if not isinstance(roster, Roster):  # a view needs the roster it keeps alive
            raise _type_error("roster", "a wargen.Roster", type(roster).__name__)
        self.roster = roster
        self._h = _core._view_new(self.roster)

    def _unit(self, index):
        u, h = self._h.unit_at(index), self._h
        return {"unit": u.unit, "label": u.label, "assigned": u.assigned, "twin": u.twin,
                "entry": u.entry, "name": u.name,
                "category": _core._category_name(u.category), "models": u.models,
                "general": u.general, "options": _strings(h.option_at, index, u.option_count),
                "items": _strings(h.item_at, index, u.item_count),
                "equipment": _strings(h.equipment_at, index, u.equipment_count)}

    @property
    def units(self):
        """Every unit in roster order as the opponent sees it (H1-H3): unit, label,
        assigned, twin, entry, name, category, models, general, options, items,
        equipment."""
        return [self._unit(i) for i in range(self._h.unit_count())]

    @property
    def hidden(self):
        """The units with hidden content: unit, label, items (ids) and, for a
        secret unit, hides_in (H1): the hidden document's units, as C writes them."""
        return self.to_dict("hidden")["units"]

    valid = property(lambda self: self._h.valid(),
                     doc="Whether no two twins carry the same player label (H4).")
    violations = property(lambda self: [Violation(**self._h.violation_at(i))
                                        for i in range(self._h.violation_count())],
                          doc="The label-clash violations (H4), as Report's.")

    def to_json(self, kind="open"):
        """The ``kind`` view ("open" or "hidden") as ``wargen-view/1`` text."""
        return self._h.to_json(kind)

    def to_dict(self, kind="open"):
        """``to_json(kind)`` as dicts and lists (new ones each call)."""
        return self._h.to_dict(kind)

    def __reduce__(self): return (View, (self.roster,))  # pickled as its roster

    def __repr__(self):
        state = "valid" if self.valid else "label-clash"
        return f"<wargen.View {self._h.unit_count()} units, {state}>"
