"""Stubs for wargen.morale: battalions and morale (B1-B12)."""

from collections.abc import Iterable, Iterator, Mapping
from fractions import Fraction
from typing import Any, Final, Literal, TypeAlias, final

from .core import (BATTALION_MAX as BATTALION_MAX, GEOM_EPSILON as GEOM_EPSILON, GEOM_MAX as GEOM_MAX,
                   MORALE_DENOMINATOR as MORALE_DENOMINATOR, ORDER_LOAD as ORDER_LOAD,
                   ORDER_MERCY as ORDER_MERCY, ORDER_RECOVERY as ORDER_RECOVERY,
                   ORDER_SHOOTING_ATTACK as ORDER_SHOOTING_ATTACK,
                   ORDER_TO_THE_DOCTOR as ORDER_TO_THE_DOCTOR, ORDER_UNLOAD as ORDER_UNLOAD,
                   WOUNDED_DICE_MODIFIER as WOUNDED_DICE_MODIFIER, _Base, _BattalionState,
                   _Battle, _Character, _Column, _Damage, _Retreat, morale_check as morale_check,
                   morale_judge as morale_judge, morale_simulate as morale_simulate)
from .rng import Rng

__all__ = ["morale_odds", "morale_odds_counts", "morale_odds_dict", "morale_check", "morale_judge",
           "morale_simulate", "morale_checks", "MoraleCheck", "Battle", "Base", "BattalionState", "Character",
           "Damage", "Retreat", "MORALE_DENOMINATOR", "MORALE_RESULTS", "CHARACTER_KINDS",
           "CHECK_CAUSES", "STOPS", "GEOM_EPSILON", "GEOM_MAX", "BATTALION_MAX", "WOUNDED_DICE_MODIFIER",
           "ORDER_SHOOTING_ATTACK", "ORDER_RECOVERY", "ORDER_TO_THE_DOCTOR", "ORDER_MERCY",
           "ORDER_LOAD", "ORDER_UNLOAD", "WOUNDED_ORDERS"]

_MoraleResult: TypeAlias = Literal["steady", "wavered", "retreat", "fled"]
_CharacterKind: TypeAlias = Literal["general", "hero", "standard-bearer"]
_CheckCause: TypeAlias = Literal["half-lost", "leader-killed", "attached-killed"]
_Stop: TypeAlias = Literal["none", "terrain", "friend", "enemy"]
_BaseLike: TypeAlias = (tuple[float, float, float, float] | tuple[float, float, float, float, float]
                       | Mapping[str, float])

MORALE_RESULTS: tuple[_MoraleResult, ...]
CHARACTER_KINDS: tuple[_CharacterKind, ...]
CHECK_CAUSES: tuple[_CheckCause, ...]
STOPS: tuple[_Stop, ...]
WOUNDED_ORDERS: tuple[str, str, str]

def morale_odds_counts(modifier: int = 0) -> list[int]: ...
def morale_odds(modifier: int = 0) -> list[Fraction]: ...
def morale_odds_dict(modifier: int = 0) -> dict[str, Any]:
    """The odds as `wargen morale --json` prints them: modifier, denominator, failures."""
def morale_checks(rng: Rng, count: int, modifier: int = 0) -> dict[str, _Column]: ...

@final
class MoraleCheck(tuple[int, tuple[int, int, int], int, int, _MoraleResult]):
    """One morale check (B2-B4), a named tuple: the opponent's D6, the player's three
    D6 as rolled, the modifier added to each, the failures and the result's name."""
    n_sequence_fields: Final = 5
    n_fields: Final = 5
    n_unnamed_fields: Final = 0
    __match_args__: Final = ("opponent", "dice", "modifier", "failures", "result")
    def __new__(cls, sequence: Iterable[Any]) -> MoraleCheck: ...
    def to_dict(self, seed: int | None = None, index: int = 1) -> dict[str, Any]:
        """The check's document; with the seed its generator started from and its
        place in the stream, a line of ``wargen morale --roll --json``."""
    @property
    def opponent(self) -> int: ...
    @property
    def dice(self) -> tuple[int, int, int]: ...
    @property
    def modifier(self) -> int: ...
    @property
    def failures(self) -> int: ...
    @property
    def result(self) -> _MoraleResult: ...

class _Struct:
    """A read-only C result struct: tuple(r), r == (...) and r.to_dict() give its fields."""
    def __iter__(self) -> Iterator[Any]: ...
    def __eq__(self, other: object) -> bool: ...
    def to_dict(self) -> dict[str, Any]:
        """The fields as a dict under their C names."""

class Base(_Struct, _Base):
    """A rectangular base: centre (x, y), width, depth, facing in degrees."""

class BattalionState(_Struct, _BattalionState):
    """A battalion now (Battle.battalion)."""

class Character(_Struct, _Character):
    """A character as it is now (Battle.character)."""

class Damage(_Struct, _Damage):
    """What an event did to a battalion."""

class Retreat(_Struct, _Retreat):
    """A retreat's movement (B12)."""

class Battle(_Battle):
    """A battle's battalions, characters, boats and queued morale checks (B1-B12)."""
    def add_battalion(self, name: str, army: int, warriors: int, speed: int, ranks: int = 1,
                      shooter: bool = False, giant: bool = False,
                      base: _BaseLike | None = None) -> int: ...
    def rally(self, battalion: int, base: _BaseLike) -> None:
        """Rally a fled battalion back onto the table at ``base`` (B6)."""
    def add_terrain(self, points: list[tuple[float, float]]) -> None: ...
    def set_shooting_orders(self, army: int, dice: list[int]) -> int: ...
    def next_turn(self) -> int: ...
    def orders(self, battalion: int) -> list[str]: ...
    @property
    def turn(self) -> int: ...
    @property
    def terrain_count(self) -> int:
        """The number of terrain pieces added."""
    @property
    def battalions(self) -> list[BattalionState]:
        """Every battalion's state, in the order added."""
    @property
    def characters(self) -> list[Character]:
        """Every character's state, in the order attached."""
    @property
    def pending(self) -> list[tuple[int, _CheckCause]]: ...
    def __len__(self) -> int:
        """The number of battalions."""
    def __bool__(self) -> bool: ...
    def add_boat(battle, capacity: int, speed: int) -> int: ...
    def attach(battle, battalion: int, kind: _CharacterKind, name: str) -> int: ...
    def attack_wounded(battle, battalion: int, damage: int) -> Damage: ...
    def battalion(battle, battalion: int) -> BattalionState: ...
    def battalion_count(battle) -> int: ...
    def boat_cargo(battle, boat: int) -> int | None: ...
    def boat_count(battle) -> int: ...
    def character(battle, index: int) -> Character:
        """The index-th character's state."""
    def character_count(battle) -> int: ...
    def check(battle, battalion: int, rng: Rng, extra: int = 0) -> list[Any]:
        """[MoraleCheck, Retreat or None]: a check taken and applied (B3, B12)."""
    def check_judge(battle, battalion: int, opponent: int, dice: tuple[int, int, int] | list[int],
                    extra: int = 0) -> list[Any]:
        """[MoraleCheck, Retreat or None]: the same with dice rolled on the table."""
    def command_points(battle, army: int) -> int: ...
    def damage(battle, battalion: int, damage: int) -> Damage: ...
    def give_order(battle, battalion: int, order: str) -> None: ...
    def hospital(battle, army: int) -> bool: ...
    def kill_character(battle, character: int) -> None: ...
    def ladder_speed(battle, battalion: int) -> int: ...
    def load(battle, boat: int, battalion: int) -> None: ...
    def morale_modifier(battle, battalion: int) -> int: ...
    def order_at(battle, battalion: int, index: int) -> str:
        """The battalion's index-th order (IndexRangeError past the last)."""
    def order_count(battle, battalion: int) -> int: ...
    def pending_at(battle, index: int) -> list[Any]:
        """[battalion, cause] of the index-th queued check."""
    def pending_count(battle) -> int: ...
    def retreat(battle, battalion: int) -> Retreat: ...
    def roll_shooting_orders(battle, army: int, rng: Rng) -> int: ...
    def set_command_points(battle, army: int, points: int) -> None: ...
    def set_hospital(battle, army: int, hospital: bool = True, /) -> None: ...
    def shooting_orders(battle, army: int) -> int: ...
    def speed(battle, battalion: int) -> int: ...
    def unload(battle, boat: int) -> None: ...
