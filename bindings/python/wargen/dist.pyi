"""Stubs for wargen.dist: exact distributions of generated armies (G1-G10)."""

from _typeshed import structseq
from collections.abc import ItemsView, Iterator, KeysView, ValuesView
from fractions import Fraction
from typing import Any, Final, Literal, TypeAlias, final

from .core import _Distribution, _Source
from .gen import Table, _ArmySize, _UnitType

__all__ = ["Distribution", "distribution", "DIST_KINDS"]

_Kind: TypeAlias = Literal["total", "draws", "overshoot", "units", "type", "types"]
_Value: TypeAlias = int | tuple[int, int]

DIST_KINDS: tuple[_Kind, ...]

@final
class Outcome(structseq[Any], tuple[int, int, str, str, float]):
    """One outcome, a named tuple made in C: value, value2 (a joint's second type's units,
    else 0), numerator and denominator (the reduced fraction's, decimal str), probability."""
    __match_args__: Final = ("value", "value2", "numerator", "denominator", "probability")
    def to_dict(self) -> dict[str, Any]:
        """The fields as a dict."""
    @property
    def value(self) -> int: ...
    @property
    def value2(self) -> int: ...
    @property
    def numerator(self) -> str: ...
    @property
    def denominator(self) -> str: ...
    @property
    def probability(self) -> float: ...

class Distribution(_Distribution):
    """Read as a mapping of each value of positive probability to its Fraction."""
    def outcomes(self) -> list[Outcome]: ...
    def __getitem__(self, value: _Value) -> Fraction: ...
    def __iter__(self) -> Iterator[_Value]: ...
    def __len__(self) -> int: ...
    def __contains__(self, value: object) -> bool: ...
    def keys(self) -> KeysView[_Value]: ...
    def values(self) -> ValuesView[Fraction]: ...
    def items(self) -> ItemsView[_Value, Fraction]: ...
    def to_frame(self) -> Any:
        """A pandas DataFrame: value (value2), fraction, probability."""
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

def distribution(kind: _Kind = "total", player: int = 1, type: _UnitType | None = None,
                 type2: _UnitType | None = None, size: _ArmySize = "small",
                 limit: int | None = None, players: int = 1, cards: bool = False,
                 per_player_decks: bool = False, first_player: int | None = None,
                 table: Table | _Source | None = None, reinforce: int = 0) -> Distribution: ...
