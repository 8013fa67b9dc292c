"""Stubs for wargen.roster: catalogues, rosters and validation (R1-R14)."""

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any, Literal, TypeAlias, TypeVar

from .core import _Catalog, _Roster, _Source
from .errors import WargenError

__all__ = ["Catalog", "Roster", "Report", "Violation", "validate", "validate_many", "CATEGORIES",
           "GAME_FORMATS", "ITEM_LISTS", "game_format", "share_format"]

_Category: TypeAlias = Literal["lords", "heroes", "core", "special", "rare"]
_GameFormat: TypeAlias = Literal["warband", "standard", "grand"]
_ItemList: TypeAlias = Literal["common", "army", "item-like", "mundane"]

CATEGORIES: tuple[_Category, ...]
GAME_FORMATS: tuple[_GameFormat, ...]
ITEM_LISTS: tuple[_ItemList, ...]

def share_format(points: int | float, limit: int) -> str:
    """A share as the command's table shows it, "24.95%" (R6)."""
def game_format(points: int | str) -> _GameFormat: ...

class Catalog(_Catalog):
    """An army book: unit entries, their options and magic items (R2-R4, R10, R11)."""
    def __init__(self, source: _Source | Catalog) -> None: ...
    @classmethod
    def load(cls, source: _Source) -> Catalog:
        """Same as ``Catalog(source)``."""
    @staticmethod
    def new(id: str, name: str) -> Catalog: ...
    @property
    def units(self) -> list[dict[str, Any]]: ...
    @property
    def items(self) -> list[dict[str, Any]]: ...
    def add_unit(self, **unit: Any) -> None: ...
    def add_option(self, unit_id: str, **option: Any) -> None: ...
    def add_item(self, **item: Any) -> None: ...

class Roster(_Roster):
    """Units picked from one catalogue for a points limit (R1)."""
    def __init__(self, catalog: _Source | Catalog, source: _Source) -> None: ...
    @classmethod
    def load(cls, catalog: _Source | Catalog, source: _Source) -> Roster:
        """Same as ``Roster(catalog, source)``."""
    @staticmethod
    def new(catalog: _Source | Catalog, points: int) -> Roster: ...
    @property
    def catalog(self) -> Catalog: ...
    @property
    def units(self) -> list[dict[str, Any]]: ...
    @property
    def size(self) -> _GameFormat: ...
    def __len__(self) -> int: ...
    def add_unit(self, entry: str, models: int, **unit: Any) -> int: ...
    def validate(self, catalog: Catalog | None = None) -> Report: ...

@dataclass(frozen=True, eq=True)
class Violation:
    code: str
    rule: str
    units: list[int]
    message: str
    def to_dict(self) -> dict[str, Any]:
        """The violation as a dict: code, rule, units, message."""

class Report:
    """A validated roster (R3-R14), as the ``wargen validate --json`` document."""
    roster: Roster
    def __init__(self, handle: Any, roster: Roster) -> None: ...
    @property
    def valid(self) -> bool:
        """Whether the roster breaks no rule."""
    @property
    def points(self) -> int:
        """The points limit."""
    @property
    def total(self) -> int: ...
    @property
    def min_total(self) -> int: ...
    @property
    def size(self) -> _GameFormat:
        """The game format of the points limit (R12, R13)."""
    @property
    def categories(self) -> dict[str, Any]:
        """Each category's points and share, as in to_dict()."""
    @property
    def units(self) -> list[dict[str, Any]]:
        """Each unit priced, as in to_dict()."""
    @property
    def violations(self) -> list[Violation]:
        """Every broken rule (R14)."""
    @property
    def codes(self) -> list[str]:
        """The violations' codes."""
    def to_json(self) -> str:
        """What ``wargen validate --json`` prints."""
    def to_dict(self) -> dict[str, Any]:
        """What ``wargen validate --json`` prints, as dicts and lists."""

def validate(catalog: _Source | Catalog, roster: _Source | Roster) -> Report: ...

_R = TypeVar("_R", bound=_Source | Roster)

def validate_many(catalog: _Source | Catalog, rosters: Iterable[_R], *,
                  jobs: int = 1) -> Iterator[tuple[_R, Report | WargenError]]:
    """Each roster with its Report, or the WargenError that stopped it, in input order."""
