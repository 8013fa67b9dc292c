"""Activation and victory (rules A1-A3, V1-V2): a game driven action by action::

    game = wargen.Game("Blue", "Red")
    game.add_unit(1, "knights", ap=2, models=5, cost=130)
    game.add_unit(2, "archers", ap=2, models=10, cost=Fraction(125, 2))
    game.initiative(1)                      # a turn: player 1 acts first (A1)
    game.activate("knights")
    game.spend("knights", 2, "melee", target="archers")  # hostile: a response may follow
    game.kill("archers", 10)                # a whole unit: exactly its cost (V1)
    game.score, game.winner, game.to_dict() # what `wargen game play --json` prints

Units and objectives are named by their ids. A refused action raises
RefusedError (a RuleError) carrying ``reason``, the C library's name for it,
and changes nothing. Battle points are exact Fractions. Every rule, name and
shape is the C library's; this module maps them to Python.
"""

from __future__ import annotations

import json
import weakref
from fractions import Fraction
from numbers import Rational

from . import core as _core
from ._util import _forward, _load, _names
from .errors import (ArgumentTypeError, RuleError, _refused,
                     _type_error)

__all__ = ["Game", "GameView", "UNIT_STATES", "GAME_ACTIONS", "OBJECTIVE_KINDS", "GAME_REASONS",
           "GAME_EVENTS", "GAME_REQUESTS"]

UNIT_STATES = _names(_core._unit_state_name)
"""A unit's states (A2): unactivated, active, waiting, responding, activated, destroyed."""
GAME_ACTIONS = _names(_core._game_action_name)
"""What a unit spends AP on: move, shoot, magic, melee, other."""
OBJECTIVE_KINDS = _names(_core._objective_kind_name)
"""A scenario's kinds of objective (V2): hold, capture, destroy, escort."""
GAME_REASONS = _names(_core._game_reason_name, 1)
"""Why the rules refuse an action (RefusedError.reason): the codes of ``wargen-game/1``."""
GAME_EVENTS = _names(_core._game_event_kind_name)
"""The kinds of event on_event() reports: activation-started, ..., game-over."""
GAME_REQUESTS = _names(_core._game_request_kind_name)
"""The kinds of action on_before() is asked about: initiative, activate, ..., end_game."""


def _points(cost):
    """cost (points: an int, a Fraction or a float) as the float the C library
    takes; it refuses what is not a multiple of 0.5 in range (R3). A Fraction
    with halves is exact as a float."""
    if isinstance(cost, bool) or not isinstance(cost, (Rational, float)):
        raise ArgumentTypeError(f"cost must be a number of points, not {type(cost).__name__}")
    return float(cost)


def _relay(game):
    """The listener the C handle holds: it reaches the Game through a weak
    reference, so that a callback referring to its game does not keep it alive."""
    ref = weakref.ref(game)

    def relay(what, *args):
        g = ref()
        fn = g is not None and getattr(g, "_" + what)
        return fn(*args) if fn else None
    return relay


def _callable(fn):
    """fn if it is a callable or None (no callback)."""
    if fn is not None and not callable(fn):
        raise _type_error("fn", "a callable or None", type(fn).__name__)
    return fn


def _from_log(text):
    """Unpickle: the game a saved log restores to (``Game.restore``)."""
    return Game.restore(text)


def _fraction(text):
    """A battle-points figure of the state document ("90", "130/3"), or None
    where a player's view withholds it."""
    return None if text is None else Fraction(text)


class GameView:
    """What one player may see of a game (H2 in a game), as ``Game.view(player)``
    makes it: a snapshot holding only the C library's two documents for that
    player, the state (``to_json()``: the shape of ``Game.to_json()`` with
    ``player``) and the log (``log_json()``: ``wargen-game/1`` with ``view``).
    Before the game is over they carry no cost of the opponent's units taken
    from a roster, and the player's battle points and the result are None
    when they include such a unit's models; once it is over everything is
    shown (V1 on full costs). Events are the same for both players. It pickles
    as those two documents, so a pickled view carries nothing the view does not;
    the log does not replay (``Game.play`` refuses a view)."""

    __slots__ = ("_player", "_state", "_log")

    def __init__(self, player, state, log):
        """Made by ``Game.view``: ``player`` and the two documents' text."""
        self._player, self._state, self._log = player, state, log

    player = property(lambda self: self._player, doc="Whose view it is: 1 or 2.")
    over = property(lambda self: self.to_dict()["over"],
                    doc="Whether the game was over: then nothing is withheld.")

    @property
    def units(self):
        """Every unit in the order added, as dicts of the state document: id,
        player, state, panicked, ap, models (no cost: the state has none)."""
        return [{"id": uid, **u} for uid, u in self.to_dict()["units"].items()]

    @property
    def score(self):
        """{"battle_points": (Fraction or None, Fraction or None), "objectives":
        (int, int)}, player 1's first; None where the view withholds it."""
        s = self.to_dict()["score"]
        return {"battle_points": tuple(map(_fraction, s["battle_points"])),
                "objectives": tuple(s["objectives"])}

    def to_json(self):
        """The state as this player sees it: what ``wargen game play --player P
        --json`` prints."""
        return self._state

    def to_dict(self):
        """``to_json()`` as dicts and lists (new ones each call)."""
        return json.loads(self._state)

    def log_json(self):
        """The log as this player sees it: ``wargen-game/1`` with ``view``, which
        does not replay."""
        return self._log

    def log_dict(self):
        """``log_json()`` as dicts and lists (new ones each call)."""
        return json.loads(self._log)

    def __reduce__(self):
        return (GameView, (self._player, self._state, self._log))

    def __eq__(self, other):
        if not isinstance(other, GameView):
            return NotImplemented
        return (self._player, self._state, self._log) == (other._player, other._state,
                                                          other._log)

    def __hash__(self):
        return hash((self._player, self._state, self._log))

    def __repr__(self):
        doc = self.to_dict()
        state = "over" if doc["over"] else f"turn {doc['turn']}"
        return (f"<wargen.GameView of player {self._player}, {state}, "
                f"{len(doc['units'])} units, step {doc['step']}>")


class Game:
    """A game between two players (A1-A3, V1-V2). Set it up (``add_unit``,
    ``add_roster``, ``add_objective``), then call one method per action:
    ``initiative``, ``activate``, ``spend``, ``wait``, ``respond``,
    ``end_activation``, ``kill``, ``panic``, ``rally``, ``add_effect``,
    ``end_effect``, ``score_objective``, ``end_turn``, ``end_game``. A refused
    action raises RefusedError (``reason``: one of GAME_REASONS) and changes
    nothing; a bad argument raises ArgumentTypeError, RangeError or
    InvalidArgumentError, as everywhere in wargen.

    Callbacks (``on_event``, ``on_effect``) are plain callables. One that
    raises does not stop the C engine: the action completes (the game is as
    after it), later callbacks of that action are skipped, and the exception
    is raised when the method returns. A callback must not act on its game
    (StateError). ``on_before`` lets the host refuse an action the rules
    allow (a house rule): RefusedError with reason "refused-by-host", the game
    unchanged.

    A Game pickles as its log (``save()``, ``log_json()``), which
    ``Game.restore`` replays to the same state at any length; its callbacks
    are not pickled."""

    __slots__ = ("_h", "_event", "_effect", "_before", "__weakref__")

    def __init__(self, player1=None, player2=None):
        """A game with no units yet; the players' names (None: "Player 1",
        "Player 2"). InvalidArgumentError for a name longer than 200 bytes."""
        self._attach(_core._Game(player1, player2))

    def _attach(self, handle):
        self._h, self._event, self._effect, self._before = handle, None, None, None
        handle.set_sink(_relay(self))
        return self

    @classmethod
    def play(cls, source):
        """The game a ``wargen-game/1`` document (a path, a JSON str, bytes or
        a dict) sets up and plays. A refused action raises RefusedError with
        ``game``, the game as it stood before it, and the error located at it
        ("actions[N]"); FileError, ParseError, FormatError for a bad document."""
        h = _load(source, "source", _core._game_load_file, _core._game_load_string)
        game = cls.__new__(cls)._attach(h)
        if h.play_refused():
            try:
                h.play_error()
            except RuleError as e:
                raise _refused(e, h.refusal(), game) from None
        return game

    @classmethod
    def restore(cls, json):
        """The game that ``save()`` saved (a str or bytes: its log), at any
        length: ``play`` refuses a document over 16 MiB, as one from outside;
        this is for text the program saved itself, and reading it takes about
        20 times its size in memory. Every other check of ``play`` stays:
        ParseError, FormatError for a bad text, RuleError located at
        "actions[N]" for a log that does not replay."""
        return cls.__new__(cls)._attach(_core._game_restore(json))

    def save(self):
        """The game as text that ``Game.restore`` restores (and pickling uses):
        its log, ``log_json()``."""
        return self.log_json()

    # ---- setting up -------------------------------------------------------------------

    def add_unit(self, player, id, ap, models, cost, name=None):
        """Add a unit of ``player`` (1 or 2) before the first action: ``ap``
        action points per turn, ``models`` at the start, ``cost`` in points (an
        int, a Fraction or a float; halves allowed, R3), ``name`` shown to
        people (None: the id). InvalidArgumentError for a field out of range,
        an id taken or ill-formed, or a game already started."""
        self._h.add_unit(player, id, ap, models, _points(cost), name)

    def add_roster(self, player, roster, ap):
        """Add every unit of ``roster`` (a Roster) for ``player``, each with
        ``ap`` action points: ids "<entry>-<N>", costs as validation counts
        them. All or nothing; InvalidArgumentError as add_unit, RangeError when
        the roster's points overflow."""
        self._h.add_roster(player, roster, ap)

    def add_objective(self, id, kind, points, unit=None):
        """Add an objective (the game becomes a scenario, V2): ``kind`` one of
        OBJECTIVE_KINDS, worth ``points``; ``unit`` the target's id (destroy) or
        the escorted unit's (escort), None otherwise. InvalidArgumentError for a
        bad field, an unknown or missing unit, or a game already started."""
        self._h.add_objective(id, kind, points, unit)

    # ---- the actions ------------------------------------------------------------------

    def _act(self, method, *args):
        try:
            getattr(self._h, method)(*args)
        except RuleError as e:
            raise _refused(e, self._h.refusal()) from None

    def initiative(self, player):
        """Start a turn with ``player`` (1 or 2) to act first (A1)."""
        self._act("initiative", player)

    def activate(self, unit):
        """Make ``unit`` (an id) active: an unactivated unit of the player to act,
        or one of theirs waiting since an earlier turn (A1, A2)."""
        self._act("activate", unit)

    def spend(self, unit, ap, action, target=None):
        """The active (or responding) ``unit`` spends ``ap`` action points on
        ``action`` (one of GAME_ACTIONS); with ``target`` (an enemy unit's id) the
        action is hostile, and the target's player may respond next (A2)."""
        self._act("spend", unit, ap, action, target)

    def wait(self, unit):
        """The active ``unit`` goes into waiting, its AP kept for a response (A2)."""
        self._act("wait", unit)

    def respond(self, unit, to):
        """The waiting ``unit`` responds to the hostile action unit ``to`` has just
        started against its player (A2)."""
        self._act("respond", unit, to)

    def end_activation(self, unit):
        """End the activation (or response) of ``unit`` with AP left unused."""
        self._act("end_activation", unit)

    def kill(self, unit, models):
        """``models`` models of ``unit`` die; its opponent scores their share of
        its cost (V1). A unit left with none is destroyed."""
        self._act("kill", unit, models)

    def panic(self, unit):
        """Put the panic token on ``unit`` (A2); it stays until rally()."""
        self._act("panic", unit)

    def rally(self, unit):
        """Take the panic token off ``unit``."""
        self._act("rally", unit)

    def add_effect(self, id, unit):
        """Leave the uncontrolled effect ``id`` of ``unit`` in play: resolved at
        every end of turn (A3, on_effect) until end_effect(). InvalidArgumentError
        for an id already in play."""
        self._act("add_effect", id, unit)

    def end_effect(self, id):
        """Take the effect ``id`` out of play."""
        self._act("end_effect", id)

    def score_objective(self, objective, player):
        """Score ``objective`` (an id) for ``player`` (V2): hold and capture for
        either player, escort for the escorted unit's; each once.
        InvalidArgumentError for one scored already or a destroy objective."""
        self._act("score_objective", objective, player)

    def end_turn(self):
        """End the turn (A3): effects in play are resolved (on_effect), then
        activated units become unactivated and AP are refilled; waiting units and
        panic tokens stay. Refused (units-to-act) while a unit has yet to act."""
        self._act("end_turn")

    def end_game(self):
        """End the game; every later action is refused (game-over)."""
        self._act("end_game")

    # ---- callbacks ----------------------------------------------------------------------

    def on_event(self, fn):
        """Call ``fn(event)`` after every event (None: no more), ``event`` a dict:
        kind (one of GAME_EVENTS), turn, unit and other (ids or None), effect (an
        id or None), count. ArgumentTypeError for an fn that is not callable."""
        self._event = _callable(fn)
        self._listen()

    def on_effect(self, fn):
        """Call ``fn(effect_id, unit_id)`` (None: no more) for each effect in play
        at every end of turn, before the activations are cleared (A3).
        ArgumentTypeError for an fn that is not callable."""
        self._effect = _callable(fn)
        self._listen()

    def on_before(self, fn):
        """Ask ``fn(request)`` (None: no more) about every action the rules allow,
        before it changes anything: ``request`` a dict of kind (one of
        GAME_REQUESTS), turn, player, unit, other (ids), ap, action (one of
        GAME_ACTIONS), models, effect and objective (an id), None or 0 where the
        kind has none. ``fn`` returns None or True to allow the action, False or
        a reason (a str) to refuse it: the action raises RefusedError (reason
        "refused-by-host", the message ending with fn's reason) and changes
        nothing. An exception raised in ``fn`` refuses the action too, and is
        raised. ArgumentTypeError for an fn that is not callable."""
        self._before = _callable(fn)
        self._listen()

    def _listen(self):
        self._h._listen(self._event is not None, self._effect is not None,
                        self._before is not None)

    # ---- reading ----------------------------------------------------------------------

    turn = property(lambda self: self._h.turn(),
                    doc="The turn: 0 before the first initiative, then 1, 2, ...")
    step = property(lambda self: self._h.step(), doc="The number of actions applied.")
    to_act = property(lambda self: self._h.to_act() or None,
                      doc="The player to act (1 or 2), None when no unit can act.")
    in_turn = property(lambda self: self._h.in_turn(),
                       doc="Whether a turn is in progress.")
    over = property(lambda self: self._h.over(), doc="Whether the game has ended.")
    winner = property(lambda self: self._h.winner() or None,
                      doc="The player leading (final once over): 1 or 2, None for a draw.")
    is_scenario = property(lambda self: self._h.is_scenario(),
                           doc="Whether the game has objectives (V2).")
    refusal = property(lambda self: self._h.refusal(),
                       doc="Why the last action was refused (one of GAME_REASONS), or None.")
    players = property(lambda self: (self._h.player_name(1), self._h.player_name(2)),
                       doc="The players' names.")

    def _unit(self, index):
        u = self._h.unit_at(index)
        return {**u.to_dict(), "cost": Fraction(*u.cost)}

    @property
    def units(self):
        """Every unit in the order added, as dicts: id, name, player, state (one of
        UNIT_STATES), panicked, ap, ap_per_turn, models, models_start, cost (points,
        a Fraction: the referee's full cost), cost_hidden (taken from a roster: its
        cost may include hidden items, H2)."""
        return [self._unit(i) for i in range(self._h.unit_count())]

    def unit(self, id):
        """The unit with that id, as in ``units``; NotFoundError if there is none."""
        return self._unit(self._h.find_unit(id))

    @property
    def effects(self):
        """The effects in play in the order they came: dicts of id, unit (its id)
        and resolutions."""
        return [e.to_dict() for e in map(self._h.effect_at, range(self._h.effect_count()))]

    @property
    def objectives(self):
        """The objectives: dicts of id, kind, points, unit (an id or None) and
        scored_by (1, 2 or None)."""
        return [{**o.to_dict(), "scored_by": o.scored_by or None}
                for o in map(self._h.objective_at, range(self._h.objective_count()))]

    @property
    def score(self):
        """The score: {"battle_points": (Fraction, Fraction), "objectives": (int,
        int)}, player 1's first (V1, V2)."""
        s = self._h.score()
        return {"battle_points": (Fraction(*s.battle1), Fraction(*s.battle2)),
                "objectives": (s.objectives1, s.objectives2)}

    to_json = _forward("to_json", "The state as JSON text: what ``wargen game play --json`` "
                       "prints.")
    to_dict = _forward("to_dict")
    log_json = _forward("log_json", "The game as a ``wargen-game/1`` document (its units, "
                        "objectives and every action applied), which Game.play replays to "
                        "the same state.")
    log_dict = _forward("log_dict")

    def view(self, player):
        """What ``player`` (1 or 2) may see of the game now, as a GameView (H2 in
        a game): no cost of the opponent's units taken from a roster, nor battle
        points or a result that include them, until the game is over.
        InvalidArgumentError for a player not 1 or 2."""
        return GameView(player, self._h.view_json(player), self._h.view_log_json(player))

    def __reduce__(self):
        return (_from_log, (self.log_json(),))

    def __repr__(self):
        state = "over" if self.over else f"turn {self.turn}"
        return f"<wargen.Game {state}, {self._h.unit_count()} units, step {self.step}>"
