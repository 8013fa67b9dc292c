"""Stubs for wargen.gen: the Open War army generator (G1-G12)."""

from _typeshed import structseq
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Final, Literal, TypeAlias, final, overload

from .core import _Column, _Source, _Table
from .errors import Problems
from .rng import Rng

__all__ = ["Table", "Session", "replay", "Generation", "PlayerArmy", "Army", "DrawInfo", "generate", "armies", "unit_types",
           "slot_fits", "check_slot_fits", "UNIT_TYPES", "ARMY_SIZES", "TYPICAL_UNITS",
           "DRAW_MODES"]

_ArmySize: TypeAlias = Literal["small", "medium", "large"]
_UnitType: TypeAlias = Literal["horde", "regular", "elite", "guard", "siege-breaker", "gigantic",
                              "champion", "conqueror"]
_DrawMode: TypeAlias = Literal["dice", "cards"]

UNIT_TYPES: tuple[_UnitType, ...]
ARMY_SIZES: dict[str, int]
DRAW_MODES: tuple[_DrawMode, ...]
TYPICAL_UNITS: dict[str, tuple[int, int]]

@final
class Army(structseq[Any], tuple[int, int, int, int, bool]):
    """One player's army, a named tuple made in C: player, total (AP), units, draws, finished."""
    __match_args__: Final = ("player", "total", "units", "draws", "finished")
    def to_dict(self) -> dict[str, Any]:
        """The fields as a dict."""
    @property
    def player(self) -> int: ...
    @property
    def total(self) -> int: ...
    @property
    def units(self) -> int: ...
    @property
    def draws(self) -> int: ...
    @property
    def finished(self) -> bool: ...

@final
class DrawInfo(structseq[Any], tuple[int, int, int, bool]):
    """A committed draw, a named tuple made in C: player, value, cost (AP), substituted (G8)."""
    __match_args__: Final = ("player", "value", "cost", "substituted")
    def to_dict(self) -> dict[str, Any]:
        """The fields as a dict."""
    @property
    def player(self) -> int: ...
    @property
    def value(self) -> int: ...
    @property
    def cost(self) -> int: ...
    @property
    def substituted(self) -> bool: ...

class Table(_Table):
    """A wargen-table/1 generator table (G2, G4), immutable."""
    def __init__(self, source: _Source | Table) -> None: ...
    @staticmethod
    def default() -> Table: ...
    @classmethod
    def load(cls, source: _Source) -> Table: ...
    @staticmethod
    def check(source: _Source) -> Problems: ...
    def __getitem__(self, roll: int) -> dict[str, Any]: ...
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[dict[str, Any]]: ...
    def rolls(self) -> list[int]: ...
    def __contains__(self, roll: object) -> bool: ...
    def __eq__(self, other: object) -> bool: ...

def unit_types(models: int, wounds: int, save: int | None = None, hero: bool = False,
               monster: bool = False, reinforced: int = 0) -> set[str]:
    """The set of type names (UNIT_TYPES) a unit qualifies for (G5, G7)."""
def slot_fits(slot: Mapping[str, Any], unit: Mapping[str, Any], level: int = 0) -> bool: ...
def check_slot_fits(slot: Mapping[str, Any], unit: Mapping[str, Any], level: int = 0) -> None: ...

class Session:
    """A generation session between one or two players (G3-G11)."""
    def __init__(self, table: _Source | Table | None = None, seed: int | None = None,
                 size: _ArmySize = "small", limit: int | None = None, players: int = 1,
                 cards: bool = False, per_player_decks: bool = False,
                 first_player: int | None = None) -> None: ...
    @classmethod
    def replay(cls, log: _Source, table: _Source | Table | None = None) -> Session: ...
    def close(self) -> None: ...
    @property
    def closed(self) -> bool:
        """Whether close() has been called."""
    def __enter__(self) -> Session: ...
    def __exit__(self, *exc: object) -> None: ...
    @property
    def seed(self) -> int: ...
    @property
    def limit(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def cards(self) -> bool: ...
    @property
    def per_player_decks(self) -> bool: ...
    @property
    def first_player(self) -> int: ...
    @property
    def turn(self) -> int: ...
    @property
    def finished(self) -> bool: ...
    @property
    def pending(self) -> dict[str, Any] | None: ...
    @property
    def log(self) -> str: ...
    @property
    def draws(self) -> list[DrawInfo]: ...
    def field(self, player: int, slot: int, unit: Mapping[str, Any] | None = None,
              **profile: Any) -> None: ...
    # The C session's steps and results (reached through __getattr__).
    def mode(self) -> _DrawMode:
        """How the session draws: "dice" or "cards" (G2, G3)."""
    def army(self, player: int) -> Army:
        """The player's army so far: player (0 if none), total, units, draws, finished."""
    def draw_count(self) -> int:
        """The number of committed draws, both players'."""
    def draw_at(self, index: int) -> DrawInfo:
        """The index-th committed draw, both players', in order."""
    def draw(self, player: int) -> dict[str, Any]:
        """Draw for ``player``: the entry drawn (G2, G3)."""
    def reinforce(self, player: int, slot: int, level: int) -> None:
        """Reinforce slot ``slot`` of the pending draw to ``level`` (G7)."""
    def substitute(self, player: int, type: _UnitType, level: int = 0) -> None:
        """Substitute the pending draw by a unit type (G8)."""
    def endless_spell(self, player: int, slot: int, name: str) -> None:
        """Name the endless spell of slot ``slot`` of the pending draw."""
    def commit(self, player: int) -> None:
        """Commit the pending draw and end the player's turn."""
    def out_of_units(self, player: int) -> None:
        """The player has no unit left to field (G10)."""
    def run(self, reinforce: int = 0) -> None:
        """The rest of the session by the automatic policy."""
    def to_json(self) -> str:
        """The session as `wargen generate --json` prints it."""
    def to_dict(self) -> dict[str, Any]:
        """The session as `wargen generate --json` prints it, as dicts."""
    def log_json(self) -> str:
        """The session's wargen-log/1 log (G11), as text."""
    def log_dict(self) -> dict[str, Any]:
        """The session's wargen-log/1 log (G11), as dicts."""

def replay(log: _Source, table: _Source | Table | None = None) -> Session: ...

@dataclass(frozen=True)
class PlayerArmy:
    player: int
    total: int
    units: int
    draws: list[dict[str, Any]] = ...
    def to_dict(self) -> dict[str, Any]: ...

class Generation:
    """The result of generate(): a finished session's armies and its log (G11)."""
    players: list[PlayerArmy]
    def __init__(self, h: Any, table: Table) -> None: ...
    @property
    def seed(self) -> int: ...
    @property
    def limit(self) -> int: ...
    @property
    def first_player(self) -> int: ...
    @property
    def log(self) -> str: ...
    @property
    def mode(self) -> _DrawMode: ...
    def log_json(self) -> str:
        """The wargen-log/1 log, as text."""
    def to_json(self) -> str: ...
    def to_dict(self) -> dict[str, Any]: ...
    def replay(self) -> Session: ...
    def __eq__(self, other: object) -> bool: ...

@overload
def armies(rng: Rng, size: _ArmySize = "small", limit: int | None = None, players: int = 1,
           cards: bool = False, per_player_decks: bool = False,
           first_player: int | None = None, table: _Source | Table | None = None,
           reinforce: int = 0, *, count: None = None, out: None = None) -> list[Army]: ...
@overload
def armies(rng: Rng, size: _ArmySize = "small", limit: int | None = None, players: int = 1,
           cards: bool = False, per_player_decks: bool = False,
           first_player: int | None = None, table: _Source | Table | None = None,
           reinforce: int = 0, *, count: int,
           out: dict[str, _Column] | None = None) -> dict[str, _Column]: ...
def generate(size: _ArmySize = "small", limit: int | None = None, players: int = 1,
             cards: bool = False, seed: int | None = None, table: _Source | Table | None = None,
             per_player_decks: bool = False, first_player: int | None = None, *,
             reinforce: int = 0) -> Generation: ...
