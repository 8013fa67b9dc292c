"""The Open War army generator (rules G1-G12): ``generate()`` whole armies,
``Session`` step by step, ``Table`` the generator table, ``armies()`` the
fast path. Documents (tables, logs) are taken as a path, a JSON str, bytes
or a dict; entries, sessions and logs come back as the library's documents,
as dicts. Slots count from 0. The C library checks every argument.
"""

from __future__ import annotations

import functools
from dataclasses import asdict, dataclass, field as _field

from . import core as _core
from .errors import ArgumentTypeError, InvalidArgumentError, RangeError, RuleError, StateError
from ._util import _accessor, _forward, _as, _layered, _load, _mapping, _names

__all__ = ["Table", "Session", "replay", "Generation", "PlayerArmy", "Army", "DrawInfo", "generate", "armies", "unit_types",
           "slot_fits", "check_slot_fits", "UNIT_TYPES", "ARMY_SIZES", "TYPICAL_UNITS",
           "DRAW_MODES"]

# The records the extension makes (bindings/python/gen.swg), bound here for pickle.
Army = _core._core.Army
DrawInfo = _core._core.DrawInfo

UNIT_TYPES = _names(_core._gen_unit_type_name)
"""The eight unit type names a table slot can name, in the C library's order (G5)."""
ARMY_SIZES = {_core._army_size_name(i): _core._army_size_limit(i)
              for i in range(_core.ARMY_SIZE_COUNT)}
"""The preset army sizes and their AP limits: {"small": 15, "medium": 20, "large": 30} (G1)."""
DRAW_MODES = _names(_core._draw_mode_name)
"""How a session draws, as Generation.mode names it: ("dice", "cards") (G2, G3)."""
TYPICAL_UNITS = {_core._army_size_name(i): tuple(_core._army_size_typical(i))
                 for i in range(_core.ARMY_SIZE_COUNT)}
"""Each size's typical unit counts, inclusive: {"small": (5, 10), ...} (G1, G12)."""


def _unit(models, wounds, save=None, hero=False, monster=False, reinforced=0):
    """A unit profile as the C struct (G5); save None is no save."""
    unit = _core._Unit()
    unit.models, unit.wounds, unit.save = models, wounds, save or 0
    unit.hero, unit.monster, unit.reinforced = hero, monster, reinforced
    return unit


def unit_types(models, wounds, save=None, hero=False, monster=False, reinforced=0):
    """The set of type names a unit qualifies for (G5, G7), e.g. {"champion", "conqueror"}."""
    mask = _core._gen_unit_types(_unit(models, wounds, save, hero, monster, reinforced))
    return {name for i, name in enumerate(UNIT_TYPES) if mask >> i & 1}


def slot_fits(slot, unit, level=0):
    """Whether a unit (a profile mapping as for ``unit_types``) may be fielded in a
    slot (a mapping as in an entry) at reinforcement ``level`` (G5, G7)."""
    try:
        check_slot_fits(slot, unit, level)
    except RuleError:
        return False
    return True


def check_slot_fits(slot, unit, level=0):
    """Like ``slot_fits``, but raises RuleError saying why the unit does not fit."""
    slot, unit = _mapping(slot, "slot"), _mapping(unit, "unit")
    _core._slot_fits(slot["type"], slot.get("reinforceable", False), level, _unit(**unit))


@_layered
class Table(_core._Table):
    """Table(source): an immutable generator table (G2, G4)."""

    def __init__(self, source):
        """Table(source): a wargen-table/1 document (G2, G4) from a path, a JSON str,
        bytes or a dict, or another Table; immutable."""
        table = source if isinstance(source, Table) else _load(
            source, "source", _core._table_load_file, _core._table_load_string)
        self.this = table.this   # the proxy of the C table: shared, freed once

    @staticmethod
    def default():
        """The built-in default table (G12)."""
        return _core._table_new_default()

    @classmethod
    def load(cls, source):
        """Same as ``Table(source)``."""
        return cls(source)

    @staticmethod
    def check(source):
        """Every problem of a table document, as WargenError objects (not raised)."""
        return _load(source, "source", _core._table_check_file, _core._table_check_string)

    def __getitem__(self, roll):
        try:
            return self.entry(roll)
        except (InvalidArgumentError, RangeError):
            raise KeyError(roll) from None

    def __contains__(self, roll):
        return roll in self.rolls()

    def __len__(self):
        return self.entry_count()

    def __iter__(self):
        """The 36 entries in D66 order: 11, 12, ..., 16, 21, ..., 66."""
        return map(self.entry_at, range(self.entry_count()))

    def rolls(self):
        """The 36 D66 values in order."""
        return [e["roll"] for e in self]

    def __eq__(self, other):
        if not isinstance(other, Table):
            return NotImplemented
        return (self.name, self.digest) == (other.name, other.digest)

    def __hash__(self):
        return hash((self.name, self.digest))

    def __reduce__(self):
        """Pickled as its document: the same name, entries and digest."""
        return (Table, (self.to_json(),))

    def __repr__(self):
        return f"<wargen.Table {self.name!r} digest={self.digest}>"


@functools.lru_cache(maxsize=None)
def _default_table():
    """The default table, built once per process (tables are immutable)."""
    return Table.default()


def _table(table):
    """A Table as is (tables are immutable), None the default one, else Table(table)."""
    if isinstance(table, Table):
        return table
    return _default_table() if table is None else _as(Table, table, "table")


def _table_doc(table):
    """What a Session keeps of its table to be pickled: None for the default one, else
    its document (the C session has its own copy: the Table may be freed first)."""
    return None if table is _default_table() else table.to_json()


def _options(size, limit, players, cards, per_player_decks, first_player):
    """The arguments of _core._session_new and _core._gen_armies after the seed or rng."""
    return (size, limit is not None, limit or 0, players, cards, per_player_decks,
            first_player or 0)


class Session:
    """A generation session between one or two players (G3-G11).

    A turn is ``draw(player)``, any decisions (``reinforce``, ``substitute``,
    ``endless_spell``, ``field``), then ``commit(player)``; ``run(reinforce=0)``
    finishes by the automatic policy. A step that is not allowed raises
    StateError, RuleError (naming the rule), NotFoundError (a slot past the
    end of the draw) or InvalidArgumentError, and changes nothing. ``table``: anything ``Table()`` takes (default: the
    default table), copied. ``seed=None`` picks one. ``limit`` overrides
    ``size`` (G1). ``per_player_decks`` needs ``cards`` (InvalidArgumentError
    with dice, G3). ``first_player=None`` rolls off (G9). ``with Session(...)
    as s:`` frees the C session at the end; later use raises StateError.
    """

    __slots__ = ("_session", "_table")

    def __init__(self, table=None, seed=None, size="small", limit=None, players=1, cards=False,
                 per_player_decks=False, first_player=None):
        """A new session: the arguments are described on the class."""
        table = _table(table)
        self._table = _table_doc(table)
        self._session = _core._session_new(
            table, _core._rng_fresh_seed() if seed is None else seed,
            *_options(size, limit, players, cards, per_player_decks, first_player))

    @classmethod
    def replay(cls, log, table=None):
        """The session a ``wargen-log/1`` log (a path, a JSON str, bytes or a dict)
        records, replayed on ``table`` (G11); RuleError names the first bad step."""
        h = _table(table)
        session = cls.__new__(cls)
        session._table = _table_doc(h)
        session._session = _load(log, "log",
                                 lambda path: _core._session_replay_file(h, path),
                                 lambda text, name: _core._session_replay_string(h, text, name))
        return session

    @property
    def _h(self):
        if self._session is None:
            raise StateError("the session is closed")
        return self._session

    def __getattr__(self, name):  # the steps and results: the C session's methods
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self._h, name)

    def __dir__(self):  # help(), completion and tests/shape see the C session's methods too
        methods = {n for n in dir(self._h) if not n.startswith("_") and n != "this"}
        return sorted(set(super().__dir__()) | methods)

    def close(self):
        """Free the C session now; later calls raise StateError. Closing twice is fine."""
        handle, self._session = self._session, None
        if handle is not None:
            type(handle).__swig_destroy__(handle)  # frees once and disowns the proxy

    closed = property(lambda self: self._session is None)

    def __reduce__(self):
        """Pickled as its log and table: replayed, the session in the same state,
        pending draw and decisions included (G11). A closed one raises StateError."""
        return (Session.replay, (self._h.log_json(), self._table))

    def __enter__(self):
        self._h  # a closed session cannot be entered
        return self

    def __exit__(self, *exc):
        self.close()

    seed = _accessor("seed", "The seed the session was made with.")
    limit = _accessor("limit", "Each player's AP limit (G1).")
    players = _accessor("players", "The number of players, 1 or 2.")
    cards = _accessor("cards", "True when drawing cards (G3), False for D66 rolls (G2).")
    per_player_decks = _accessor("per_player_decks", "With cards: a deck per player (G3).")
    first_player = _accessor("first_player", "The player named first or who won the roll-off.")
    turn = _accessor("turn", "The player whose turn it is; 0 once every player has finished.")
    finished = _accessor("finished", "Whether every player has finished (G10).")
    pending = _accessor("pending", "The pending draw as it stands, or None.")
    log = property(lambda self: self._h.log_json(), doc="The ``wargen-log/1`` log, as text.")

    draws = property(lambda self: [self._h.draw_at(i) for i in range(self._h.draw_count())],
                     doc="The committed draws in order, DrawInfo records: player, value, cost, "
                         "substituted.")

    def field(self, player, slot, unit=None, **profile):
        """Field one unit in slot ``slot`` of the pending draw (G4, G5): a profile as
        a dict or keywords (see unit_types), checked against the slot; with none,
        "a suitable unit", unchecked, as the automatic policy does."""
        if unit is not None and profile:
            raise ArgumentTypeError("unit: give it as a dict or as keywords, not both")
        unit = _mapping(unit if unit is not None else profile, "unit")
        self._h.field(player, slot, _unit(**unit) if unit else None)

    def __repr__(self):
        if self._session is None:
            return "<wargen.Session closed>"
        return f"<wargen.Session seed={self.seed} limit={self.limit} turn={self.turn}>"


def replay(log, table=None):
    """Same as ``Session.replay(log, table)``: the session a ``wargen-log/1`` log
    records, replayed on ``table`` (G11)."""
    return Session.replay(log, table)


@dataclass(frozen=True)
class PlayerArmy:
    """One player's generated army: the total AP, the units fielded, and each
    committed draw as a dict (``{"roll" | "card", "cost", "slots"}``)."""

    player: int
    total: int
    units: int
    draws: list = _field(default_factory=list)

    def to_dict(self):
        """As ``wargen generate --json`` lists the player (a deep copy)."""
        return asdict(self)


class Generation:
    """The result of generate(): a finished session's armies and its log (G11)."""

    __slots__ = ("_h", "_table", "players")

    def __init__(self, h, table):  # h: the finished C session, kept
        self._h, self._table = h, table
        self.players = [PlayerArmy(**p) for p in h.to_dict()["players"]]

    seed, limit, first_player, log = Session.seed, Session.limit, Session.first_player, Session.log
    mode = _accessor("mode", 'How the session drew: "dice" or "cards" (G2, G3).')

    log_json = _forward("log_json", "The ``wargen-log/1`` log, as text (also ``.log``).")
    to_json = _forward("to_json", "Exactly what ``wargen generate --json`` prints for the same "
                       "options and seed.")
    to_dict = _forward("to_dict")

    def replay(self):
        """The finished session again, replayed from the log (G11)."""
        return Session.replay(self.log, self._table)

    def __eq__(self, other):
        if not isinstance(other, Generation):
            return NotImplemented
        return self.to_json() == other.to_json()

    __hash__ = None

    def __reduce__(self):
        """Pickled as its log and table: replayed, the identical session (G11)."""
        return (_replayed, (self.log, self._table))

    def __repr__(self):
        totals = ", ".join(f"player {p.player}: {p.total} AP, {p.units} units"
                           for p in self.players)
        return f"<wargen.Generation seed={self.seed} limit={self.limit} {totals}>"


def _replayed(log, table):
    """The Generation a log records on table: how a pickled one comes back."""
    return Generation(Session.replay(log, table)._h, table)


def armies(rng, size="small", limit=None, players=1, cards=False, per_player_decks=False,
           first_player=None, table=None, reinforce=0, *, count=None, out=None):
    """Whole armies by the automatic policy, without a session (G1-G10): the fast
    path for simulations. It draws from ``rng`` (a wargen.Rng), which advances,
    and gives the armies ``generate(seed=S)`` gives when ``rng`` is ``Rng(S)``:
    one Army per player (a named tuple): player (1, 2), total, units, draws (their
    number), finished.

    ``count=N`` (0 to wargen.core.ARMIES_BATCH_MAX, 1,000,000) makes N such calls at once, in the C library:
    a dict of the columns "total", "units", "draws" (NumPy int32 arrays when
    NumPy is installed, else array.array columns) and "finished" (bool; 0 / 1
    in an array.array), N * players items each; player p's army (from 0) of run i is item ``i * players + p``.
    ``out``, the dict an earlier call of the same count and players returned, is
    written again and returned (see ``morale_checks``)."""
    if count is None and out is not None:
        raise ArgumentTypeError("out is the columns of a batch: it goes with count")
    if count is not None:
        return _core._gen_armies_batch(out, _table(table), rng, count, *_options(
            size, limit, players, cards, per_player_decks, first_player), reinforce)
    one, two = _gen_armies(_default_table() if table is None else _table(table), rng, size,
                           limit is not None, limit or 0, players, cards, per_player_decks,
                           first_player or 0, reinforce)  # _options(), inline: no frame
    return [one] if players == 1 else [one, two]


_gen_armies = _core._core._gen_armies  # the C function itself, without SWIG's Python frame


def generate(size="small", limit=None, players=1, cards=False, seed=None, table=None,
             per_player_decks=False, first_player=None, *, reinforce=0):
    """Generate whole armies by the automatic policy (G1-G10), as the C library and
    ``wargen generate --seed S --json`` do for the same seed and options.
    ``seed=None`` picks one (see ``.seed``); ``reinforce`` (0-2) is the level
    for `*` slots; the other options are Session's."""
    table = _table(table)
    h = Session(table=table, seed=seed, size=size, limit=limit, players=players, cards=cards,
                per_player_decks=per_player_decks, first_player=first_player)._h
    h.run(reinforce)
    return Generation(h, table)
