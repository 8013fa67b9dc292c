"""Stubs for wargen.hidden: the open and hidden views of a roster (H1-H4)."""

from typing import Any, Literal, TypeAlias

from .core import Roster
from .roster import Violation

__all__ = ["View", "VIEW_KINDS"]

_ViewKind: TypeAlias = Literal["open", "hidden"]

VIEW_KINDS: tuple[_ViewKind, ...]

class View:
    """The open and hidden views of a Roster (H1-H4), as ``wargen-view/1`` documents."""
    roster: Roster
    def __init__(self, roster: Roster) -> None: ...
    @property
    def units(self) -> list[dict[str, Any]]:
        """Every unit as the opponent sees it, with twins' labels (H1-H4)."""
    @property
    def hidden(self) -> list[dict[str, Any]]:
        """The units with hidden content: unit, label, items, hides_in (H1)."""
    @property
    def valid(self) -> bool:
        """Whether no two twins carry the same player label (H4)."""
    @property
    def violations(self) -> list[Violation]:
        """The label-clash violations (H4)."""
    def to_json(self, kind: _ViewKind = "open") -> str:
        """The ``kind`` view as ``wargen-view/1`` text."""
    def to_dict(self, kind: _ViewKind = "open") -> dict[str, Any]:
        """``to_json(kind)`` as dicts and lists."""
