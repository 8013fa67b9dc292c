"""The 9th Age open and hidden rosters (rules H1-H5)::

    book = wargen.Catalog("data/catalogs/example-kingdom.json")
    view = wargen.View(wargen.Roster(book, "data/rosters/hidden/twins-labelled.json"))
    view.units         # every unit as the opponent sees it, twins labelled (H4)
    view.to_dict()     # what `wargen roster open --json` prints; to_dict("hidden")
    view.open          # an OpenView: the open part alone, to hand over (it pickles)
    view.hidden        # the owner's: units with hidden content: labels, item ids, hides_in
    view.twins         # the owner's: which units are twins, which labels were assigned
    game = wargen.Reveal(view)                 # what a game reveals (H5)
    game.use(7, "rune-of-fury", "charge")      # True: revealed now
    game.apply("data/rosters/hidden/twins-labelled-reveal.json")
    game.revealed(7), game.to_dict()           # what `wargen roster reveal --json` prints

Every rule, label and shape is the C library's; this module gathers its
getters into dicts. Unit indexes are 0-based. A view keeps its roster alive,
a tracker its view. What the opponent may see (``units``, ``to_dict()``,
``to_json()``, ``valid``, ``violations``, ``repr``, a pickle) is the same,
byte for byte, for two rosters that differ only in their hidden parts;
``roster``, ``hidden`` and ``twins`` are the owner's.
"""

from __future__ import annotations

import json

from . import core as _core
from ._util import _forward, _load, _names
from .errors import _type_error
from .roster import Violation

__all__ = ["View", "OpenView", "VIEW_KINDS", "Reveal", "ITEM_USES", "use_when"]

# The records of the C view and tracker (bindings/python/hidden.swg), bound here for pickle.
ViewUnit = _core._core.ViewUnit
Revelation = _core._core.Revelation

VIEW_KINDS = _names(_core._view_kind_name)
"""The views of a ``wargen-view/1`` document: open, hidden."""
ITEM_USES = _names(_core._item_use_name)
"""The ways an item is used (H5), the ``use`` of a reveal event: roll, attack, save,
move, charge, other."""


def use_when(use):
    """When, during a use of an item (one of ITEM_USES), the item is revealed (H5), as a
    phrase: "before the save is rolled" for "save"; InvalidArgumentError for another
    name, listing the valid ones."""
    return _core._item_use_when(_core._item_use_parse(use))


class View:
    """The open and hidden views of a Roster (H1-H4): ``units`` (the open view,
    with each twin's label, H4), ``valid`` and ``violations`` (``label-clash``),
    ``to_dict(kind)`` / ``to_json(kind)``, the ``wargen-view/1`` documents, and
    ``open``, the open part alone. The owner's: ``hidden``, ``twins`` and the
    Roster it keeps alive (``.roster``). It pickles as its open part: an
    OpenView (pickle the Roster to keep the hidden part)."""

    __slots__ = ("_h", "roster", "__weakref__")

    def __init__(self, roster):
        """The views of ``roster`` (a Roster); InvalidArgumentError for a
        ``hides_in`` that is no unit of it, or a secret one (H1)."""
        self._h, self.roster = _core._view_new(roster), roster  # the C call checks its type

    @property
    def units(self):
        """Every unit in roster order as the opponent sees it (H1-H3): unit, label,
        entry, name, category, models, general, options, equipment (plain items'
        names and hidden items' mundane types in one sorted list): the open
        document's units, as C writes them."""
        return self.to_dict()["units"]

    @property
    def open(self):
        """The open part alone, an OpenView: what to hand to the opponent."""
        return OpenView(self)

    @property
    def hidden(self):
        """The owner's: the units with hidden content: unit, label, items (ids) and,
        for a secret unit, hides_in (H1): the hidden document's units, as C writes
        them."""
        return self.to_dict("hidden")["units"]

    def _twin(self, index):
        u = self._h.unit_at(index)
        return {"unit": u.unit, "label": u.label, "twin": u.twin, "assigned": u.assigned}

    @property
    def twins(self):
        """The owner's (H4): per unit in roster order, unit, label, twin (equal to
        another unit in the open view, not in the hidden one) and assigned (its
        label was assigned by libwargen). Not part of the open view."""
        return [self._twin(i) for i in range(self._h.unit_count())]

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

    violations_to_json = _forward("violations_to_json", """The label clashes (H4) as JSON text,
        ``{"valid", "violations"}``: what the command prints for a roster whose twins'
        labels clash (units 0-based).""")
    violations_to_dict = _forward("violations_to_dict")

    def __reduce__(self):  # the open part alone: the roster would show the hidden one
        return (_open_view, (self.to_json(),))

    def __repr__(self):
        state = "valid" if self.valid else "label-clash"
        return f"<wargen.View {self._h.unit_count()} units, {state}>"


def _open_view(text):
    """Unpickle: the OpenView of a ``wargen-view/1`` open document."""
    view = OpenView.__new__(OpenView)
    view._json = text
    return view


class OpenView:
    """The open part of a View alone (H1-H3), detached from its roster: what a
    player hands to the opponent. ``catalog``, ``points``, ``units``,
    ``to_json()`` / ``to_dict()`` (the open ``wargen-view/1`` document, as C
    wrote it). It holds that document and nothing else, and pickles as it."""

    __slots__ = ("_json",)

    def __init__(self, view):
        """The open part of ``view`` (a View)."""
        if not isinstance(view, View):
            raise _type_error("view", "a wargen.View", type(view).__name__)
        self._json = view.to_json()

    catalog = property(lambda self: self.to_dict()["catalog"],
                       doc="The catalogue's id.")
    points = property(lambda self: self.to_dict()["points"],
                      doc="The game's points limit: the only points the open part shows (H2).")
    units = property(lambda self: self.to_dict()["units"],
                     doc="Every unit as the opponent sees it: View.units.")

    def to_json(self):
        """The open ``wargen-view/1`` document's text."""
        return self._json

    def to_dict(self):
        """``to_json()`` as dicts and lists (new ones each call)."""
        return json.loads(self._json)

    def __eq__(self, other):
        return isinstance(other, OpenView) and other._json == self._json

    def __hash__(self):
        return hash(self._json)

    def __reduce__(self):
        return (_open_view, (self._json,))

    def __repr__(self):
        doc = self.to_dict()
        return (f"<wargen.OpenView {doc['catalog']}, {len(doc['units'])} units, "
                f"{doc['points']} points>")


class Reveal:
    """What a game reveals of a View's hidden items (H5): feed it each use of an
    item by a unit (``use``, or the events of a ``wargen-reveal/1`` document with
    ``apply``); it says whether the use reveals the item now and keeps what is
    revealed: ``revelations``, ``is_revealed``, ``revealed(unit)``, and
    ``to_dict()`` / ``to_json()``, the open view with it. It keeps its View
    alive (``.view``). Its state is the uses fed to it, which the C tracker does
    not give back: it cannot be pickled."""

    __slots__ = ("_h", "view", "__weakref__")

    def __init__(self, view):
        """A tracker with nothing revealed yet, for the units of ``view`` (a View)."""
        if not isinstance(view, View):  # a tracker needs the view it keeps alive
            raise _type_error("view", "a wargen.View", type(view).__name__)
        self.view = view
        self._h = _core._reveal_new(view._h)

    def use(self, unit, item, use, beyond_mundane=True):
        """Feed one use (one of ITEM_USES) of item ``item`` (an id) by unit ``unit``
        (a roster index): whether it reveals the item now (H5: a hidden item's first
        use beyond its mundane counterpart's; ``beyond_mundane=False`` reveals
        nothing). NotFoundError (naming the unit and item) when the unit does not
        carry it; a refused use changes nothing."""
        return self._h.use(unit, item, use, beyond_mundane)

    def apply(self, events):
        """Feed every event of a ``wargen-reveal/1`` document (a path, a JSON str,
        bytes or a dict), in order. All are checked first: FormatError located at
        the bad event (``events[2].item``) changes nothing."""
        _load(events, "events", self._h._apply_file, self._h._apply_string)

    event_count = property(lambda self: self._h.event_count(),
                           doc="The number of uses fed so far (each one an event, from 0).")

    @property
    def revelations(self):
        """The items revealed, each once, in the order they were: dicts of event (the
        use that revealed it, from 0), unit, item (its id) and use (its name)."""
        return [self._revelation(i) for i in range(self._h.revelation_count())]

    def _revelation(self, index):
        return self._h.revelation_at(index).to_dict()

    def is_revealed(self, unit, item):
        """Whether unit ``unit``'s item ``item`` has been revealed (False for an
        item it does not carry)."""
        return self._h.is_revealed(unit, item)

    def revealed(self, unit):
        """The ids of unit ``unit``'s items revealed so far, in its roster order."""
        h = self._h
        return [h.revealed_at(unit, i) for i in range(h.revealed_count(unit))]

    to_json = _forward("to_json", """What has been revealed as JSON text, ``{"revealed",
        "open"}``: what ``wargen roster reveal --json`` prints.""")
    to_dict = _forward("to_dict")

    def __reduce__(self):
        raise TypeError("a wargen.Reveal cannot be pickled: the C tracker does not give "
                        "back the uses fed to it; pickle its View and apply the events again")

    def __repr__(self):
        return (f"<wargen.Reveal {self._h.event_count()} events, "
                f"{self._h.revelation_count()} revealed>")
