"""Stubs for wargen.hidden: the open and hidden views of a roster (H1-H4), and what a
game reveals of them (H5)."""

from typing import Any, Literal, TypeAlias

from .core import _Source
from .roster import Roster, Violation

__all__ = ["View", "OpenView", "VIEW_KINDS", "Reveal", "ITEM_USES", "use_when"]

_ViewKind: TypeAlias = Literal["open", "hidden"]
_ItemUse: TypeAlias = Literal["roll", "attack", "save", "move", "charge", "other"]

VIEW_KINDS: tuple[_ViewKind, ...]
ITEM_USES: tuple[_ItemUse, ...]

def use_when(use: _ItemUse) -> str:
    """When, during a use of an item, the item is revealed (H5), as a phrase."""

class View:
    """The open and hidden views of a Roster (H1-H4), as ``wargen-view/1`` documents."""
    roster: Roster
    def __init__(self, roster: Roster) -> None: ...
    @property
    def units(self) -> list[dict[str, Any]]:
        """Every unit as the opponent sees it, with twins' labels (H1-H4)."""
    @property
    def open(self) -> OpenView:
        """The open part alone: what to hand to the opponent."""
    @property
    def hidden(self) -> list[dict[str, Any]]:
        """The owner's: the units with hidden content: unit, label, items, hides_in (H1)."""
    @property
    def twins(self) -> list[dict[str, Any]]:
        """The owner's (H4): per unit, unit, label, twin, assigned."""
    @property
    def valid(self) -> bool:
        """Whether no two units equal in the open part carry the same player label (H4)."""
    @property
    def violations(self) -> list[Violation]:
        """The label-clash violations (H4)."""
    def to_json(self, kind: _ViewKind = "open") -> str:
        """The ``kind`` view as ``wargen-view/1`` text."""
    def to_dict(self, kind: _ViewKind = "open") -> dict[str, Any]:
        """``to_json(kind)`` as dicts and lists."""
    def violations_to_json(self) -> str:
        """The label clashes (H4) as JSON text: {"valid", "violations"}."""
    def violations_to_dict(self) -> dict[str, Any]:
        """``violations_to_json()`` as dicts and lists."""

class OpenView:
    """The open part of a View alone (H1-H3), detached from its roster; it pickles."""
    def __init__(self, view: View) -> None: ...
    @property
    def catalog(self) -> str:
        """The catalogue's id."""
    @property
    def points(self) -> int:
        """The game's points limit."""
    @property
    def units(self) -> list[dict[str, Any]]:
        """Every unit as the opponent sees it."""
    def to_json(self) -> str:
        """The open ``wargen-view/1`` document's text."""
    def to_dict(self) -> dict[str, Any]:
        """``to_json()`` as dicts and lists."""

class Reveal:
    """What a game reveals of a View's hidden items (H5); it keeps its View alive."""
    view: View
    def __init__(self, view: View) -> None: ...
    def use(self, unit: int, item: str, use: _ItemUse, beyond_mundane: bool = True) -> bool:
        """Feed one use of the unit's item: whether it reveals the item now (H5)."""
    def apply(self, events: _Source) -> None:
        """Feed every event of a ``wargen-reveal/1`` document, all checked first."""
    @property
    def event_count(self) -> int:
        """The number of uses fed so far."""
    @property
    def revelations(self) -> list[dict[str, Any]]:
        """The items revealed, each once: event, unit, item, use."""
    def is_revealed(self, unit: int, item: str) -> bool:
        """Whether the unit's item has been revealed."""
    def revealed(self, unit: int) -> list[str]:
        """The ids of the unit's items revealed so far, in its roster order."""
    def to_json(self) -> str:
        """What has been revealed, with the open view, as JSON text."""
    def to_dict(self) -> dict[str, Any]:
        """``to_json()`` as dicts and lists."""
