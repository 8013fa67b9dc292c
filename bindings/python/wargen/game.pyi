"""Stubs for wargen.game: activation and victory (A1-A3, V1-V2)."""

from collections.abc import Callable
from fractions import Fraction
from typing import Any, Literal, TypeAlias

from .core import _Source
from .roster import Roster

__all__ = ["Game", "GameView", "UNIT_STATES", "GAME_ACTIONS", "OBJECTIVE_KINDS", "GAME_REASONS",
           "GAME_EVENTS", "GAME_REQUESTS"]

_Action: TypeAlias = Literal["move", "shoot", "magic", "melee", "other"]
_ObjectiveKind: TypeAlias = Literal["hold", "capture", "destroy", "escort"]

UNIT_STATES: tuple[str, ...]
GAME_ACTIONS: tuple[_Action, ...]
OBJECTIVE_KINDS: tuple[_ObjectiveKind, ...]
GAME_REASONS: tuple[str, ...]
GAME_EVENTS: tuple[str, ...]
GAME_REQUESTS: tuple[str, ...]

class Game:
    """A game between two players (A1-A3, V1-V2), driven action by action."""
    def __init__(self, player1: str | None = None, player2: str | None = None) -> None: ...
    @classmethod
    def play(cls, source: _Source) -> Game:
        """The game a ``wargen-game/1`` document sets up and plays."""
    @classmethod
    def restore(cls, json: str | bytes) -> Game:
        """The game ``save()`` saved, at any length."""
    def save(self) -> str:
        """The game as text ``Game.restore`` restores: its log."""
    def add_unit(self, player: int, id: str, ap: int, models: int,
                 cost: int | Fraction | float, name: str | None = None) -> None:
        """Add a unit of ``player``; ``cost`` in points, halves allowed."""
    def add_roster(self, player: int, roster: Roster, ap: int) -> None:
        """Add every unit of ``roster`` for ``player``, each with ``ap`` AP."""
    def add_objective(self, id: str, kind: _ObjectiveKind | int, points: int,
                      unit: str | None = None) -> None:
        """Add an objective: the game becomes a scenario (V2)."""
    def initiative(self, player: int) -> None:
        """Start a turn with ``player`` to act first (A1)."""
    def activate(self, unit: str) -> None:
        """Make ``unit`` active (A1, A2)."""
    def spend(self, unit: str, ap: int, action: _Action | int,
              target: str | None = None) -> None:
        """Spend AP on an action; hostile against ``target`` (A2)."""
    def wait(self, unit: str) -> None:
        """The active unit goes into waiting (A2)."""
    def respond(self, unit: str, to: str) -> None:
        """The waiting unit responds to ``to``'s hostile action (A2)."""
    def end_activation(self, unit: str) -> None:
        """End the unit's activation with AP left."""
    def kill(self, unit: str, models: int) -> None:
        """Models of ``unit`` die; its opponent scores battle points (V1)."""
    def panic(self, unit: str) -> None:
        """Put the panic token on ``unit`` (A2)."""
    def rally(self, unit: str) -> None:
        """Take the panic token off ``unit``."""
    def add_effect(self, id: str, unit: str) -> None:
        """Leave an uncontrolled effect of ``unit`` in play (A3)."""
    def end_effect(self, id: str) -> None:
        """Take the effect out of play."""
    def score_objective(self, objective: str, player: int) -> None:
        """Score ``objective`` for ``player`` (V2)."""
    def end_turn(self) -> None:
        """End the turn (A3)."""
    def end_game(self) -> None:
        """End the game."""
    def on_event(self, fn: Callable[[dict[str, Any]], object] | None) -> None:
        """Call ``fn(event)`` after every event."""
    def on_effect(self, fn: Callable[[str, str], object] | None) -> None:
        """Call ``fn(effect_id, unit_id)`` for each effect at every end of turn."""
    def on_before(self, fn: Callable[[dict[str, Any]], bool | str | None] | None) -> None:
        """Ask ``fn(request)`` about every action the rules allow: False or a
        reason refuses it (refused-by-host)."""
    @property
    def turn(self) -> int:
        """The turn: 0 before the first initiative."""
    @property
    def step(self) -> int:
        """The number of actions applied."""
    @property
    def to_act(self) -> int | None:
        """The player to act, None when no unit can act."""
    @property
    def in_turn(self) -> bool:
        """Whether a turn is in progress."""
    @property
    def over(self) -> bool:
        """Whether the game has ended."""
    @property
    def winner(self) -> int | None:
        """The player leading, None for a draw."""
    @property
    def is_scenario(self) -> bool:
        """Whether the game has objectives (V2)."""
    @property
    def refusal(self) -> str | None:
        """Why the last action was refused, or None."""
    @property
    def players(self) -> tuple[str, str]:
        """The players' names."""
    @property
    def units(self) -> list[dict[str, Any]]:
        """Every unit in the order added."""
    def unit(self, id: str) -> dict[str, Any]:
        """The unit with that id."""
    @property
    def effects(self) -> list[dict[str, Any]]:
        """The effects in play."""
    @property
    def objectives(self) -> list[dict[str, Any]]:
        """The objectives."""
    @property
    def score(self) -> dict[str, tuple[Fraction, Fraction] | tuple[int, int]]:
        """Battle points (Fractions) and objective points (ints)."""
    def to_json(self) -> str:
        """The state as ``wargen game play --json`` prints it."""
    def to_dict(self) -> dict[str, Any]:
        """``to_json()`` as dicts and lists."""
    def log_json(self) -> str:
        """The game as a ``wargen-game/1`` document."""
    def log_dict(self) -> dict[str, Any]:
        """``log_json()`` as dicts and lists."""
    def view(self, player: int) -> GameView:
        """What ``player`` may see of the game now (H2 in a game)."""

class GameView:
    """What one player may see of a game (H2 in a game): its two documents."""
    def __init__(self, player: int, state: str, log: str) -> None: ...
    @property
    def player(self) -> int:
        """Whose view it is."""
    @property
    def over(self) -> bool:
        """Whether the game was over."""
    @property
    def units(self) -> list[dict[str, Any]]:
        """Every unit, as dicts of the state document."""
    @property
    def score(self) -> dict[str, tuple[Fraction | None, Fraction | None] | tuple[int, int]]:
        """Battle points (Fractions, None where withheld) and objective points."""
    def to_json(self) -> str:
        """The state as this player sees it."""
    def to_dict(self) -> dict[str, Any]:
        """``to_json()`` as dicts and lists."""
    def log_json(self) -> str:
        """The log as this player sees it."""
    def log_dict(self) -> dict[str, Any]:
        """``log_json()`` as dicts and lists."""
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...
