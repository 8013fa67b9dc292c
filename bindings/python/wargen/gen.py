"""The Open War army generator (rules G1-G12).

Whole armies at once::

    import wargen
    result = wargen.generate(size="medium", players=2, seed=7)
    result.to_dict()        # what `wargen generate --seed 7 --json` prints
    result.players[0].total, result.first_player, result.log

Step by step, as players do at the table::

    with wargen.Session(seed=7, players=2, first_player=1) as s:
        entry = s.draw(1)                 # {"roll": 34, "cost": 4, "slots": [...]}
        s.field(1, 0, models=1, wounds=7, save=4)
        s.commit(1)

Documents (tables, logs) are taken as a path (``str`` or ``os.PathLike``), a
JSON ``str`` (one whose first non-blank character is ``{``), ``bytes``, or a
``dict``. Entries, sessions and logs come back as the library's documents,
as dicts. Slot numbers are 0-based, as in the documents.
"""

from __future__ import annotations

import copy
from dataclasses import asdict, dataclass, field as _field

from . import core as _core
from .errors import InvalidArgumentError, RuleError, StateError
from ._util import _U64_MAX, _accessor, _cint, _int, _load, _names

__all__ = ["Table", "Session", "Generation", "PlayerArmy", "generate", "armies", "unit_types",
           "slot_fits", "check_slot_fits", "UNIT_TYPES", "ARMY_SIZES", "TYPICAL_UNITS",
           "DRAW_MODES"]

UNIT_TYPES = _names(_core._unit_type_name)
"""The eight unit type names a table slot can name, in the C library's order (G5)."""

ARMY_SIZES = {_core._army_size_name(i): _core._army_size_limit(i)
              for i in range(_core.ARMY_SIZE_COUNT)}
"""The preset army sizes and their AP limits: {"small": 15, "medium": 20, "large": 30} (G1)."""

DRAW_MODES = _names(_core._draw_mode_name)
"""How a session draws, as Generation.mode names it: ("dice", "cards") (G2, G3)."""

TYPICAL_UNITS = {_core._army_size_name(i): tuple(_core._army_size_typical(i))
                 for i in range(_core.ARMY_SIZE_COUNT)}
"""Each size's typical unit counts, inclusive: {"small": (5, 10), ...} (G1, G12)."""


def _slot(slot):
    if _int("slot", slot) < 0:
        raise InvalidArgumentError(f"the draw has no slot {slot}: slots count from 0")
    return slot


_PROFILE_KEYS = ("models", "wounds", "save", "hero", "monster", "reinforced")


def _profile(unit, what):
    """(models, wounds, save, hero, monster, reinforced) from a profile mapping."""
    unknown = set(unit) - set(_PROFILE_KEYS)
    if unknown:
        raise TypeError(f"{what}: unknown unit key(s) {', '.join(sorted(map(str, unknown)))} "
                        f"(expected {', '.join(_PROFILE_KEYS)})")
    for key in ("models", "wounds"):
        if key not in unit:
            raise TypeError(f"{what}: the unit needs {key!r}")
    save = unit.get("save")
    return (_int("models", unit["models"]), _int("wounds", unit["wounds"]),
            0 if save is None else _int("save", save), bool(unit.get("hero", False)),
            bool(unit.get("monster", False)), _int("reinforced", unit.get("reinforced", 0)))


def unit_types(models, wounds, save, hero=False, monster=False, reinforced=0):
    """The set of type names a unit qualifies for (G5), e.g. {"champion", "conqueror"}.

    ``save`` is 2 to 6 for 2+ to 6+, or None (or 0) for no save; ``reinforced``
    is 0, 1 or 2 (G7). An impossible profile raises InvalidArgumentError.
    """
    mask = _core._unit_types(*_profile(
        {"models": models, "wounds": wounds, "save": save, "hero": hero, "monster": monster,
         "reinforced": reinforced}, "unit_types"))
    return {name for i, name in enumerate(UNIT_TYPES) if mask >> i & 1}


def slot_fits(slot, unit, level=0):
    """Whether a unit may be fielded in a slot (G5, G7), as a bool.

    ``slot`` is a slot mapping as in an entry ({"type": "regular",
    "reinforceable": True, ...}); ``unit`` a profile mapping as for
    ``unit_types``; ``level`` the slot's reinforcement, 0 to 2. Use
    ``check_slot_fits`` to learn why a unit does not fit.
    """
    try:
        check_slot_fits(slot, unit, level)
    except RuleError:
        return False
    return True


def check_slot_fits(slot, unit, level=0):
    """Like ``slot_fits``, but raises RuleError saying why the unit does not fit."""
    models, wounds, save, hero, monster, _ = _profile(unit, "slot_fits")
    _core._slot_fits(str(slot["type"]), bool(slot.get("reinforceable", False)),
                     _int("level", level), models, wounds, save, hero, monster)


class Table:
    """A generator table: 36 entries keyed by D66 value (G2, G4).

    ``Table(source)`` reads a ``wargen-table/1`` document from a path, a JSON
    str, bytes or a dict; ``Table.default()`` is the built-in table (G12). A
    bad document raises FileError, ParseError or FormatError with ``file``,
    ``line``, ``column`` and ``path`` set. Entries are dicts shaped as in the
    document. Tables are immutable.
    """

    __slots__ = ("_h", "__weakref__")

    def __init__(self, source):
        if isinstance(source, Table):
            self._h = source._h
            return
        self._h = _load(source, "Table", _core._table_load_file, _core._table_load_string)

    @classmethod
    def default(cls):
        """The built-in default table (G12)."""
        table = cls.__new__(cls)
        table._h = _core._table_default()
        return table

    @classmethod
    def load(cls, source):
        """Same as ``Table(source)``."""
        return cls(source)

    @staticmethod
    def check(source):
        """Every problem of a table document, not just the first.

        Returns a list of WargenError objects (not raised), each with
        ``file``, ``line``, ``column``, ``path`` and ``message``; empty for a
        valid table. Raises FileError if the file cannot be read.
        """
        return _load(source, "Table.check", _core._table_check_file,
                     _core._table_check_string)

    @property
    def name(self):
        """The table's name."""
        return self._h.name()

    @property
    def digest(self):
        """16 hexadecimal digits identifying the entries (not the name); logs record it (G11)."""
        return self._h.digest()

    def entry(self, roll):
        """The entry for a D66 value (G2); InvalidArgumentError for another number."""
        return self._h.entry(_cint("roll", roll, InvalidArgumentError))

    def __getitem__(self, roll):
        try:
            return self.entry(roll)
        except InvalidArgumentError:
            raise KeyError(roll) from None

    def __contains__(self, roll):
        try:
            return self.entry(roll) is not None
        except (InvalidArgumentError, TypeError):
            return False

    def __len__(self):
        return _core.TABLE_ENTRIES

    def __iter__(self):
        """The 36 entries in D66 order: 11, 12, ..., 16, 21, ..., 66."""
        return (self._h.entry_at(i) for i in range(_core.TABLE_ENTRIES))

    def rolls(self):
        """The 36 D66 values in order."""
        return [e["roll"] for e in self]

    def to_json(self):
        """The table as a pretty-printed ``wargen-table/1`` document."""
        return self._h.to_json()

    def to_dict(self):
        """The table document as dicts and lists."""
        return self._h.to_dict()

    def __eq__(self, other):
        if not isinstance(other, Table):
            return NotImplemented
        return self.name == other.name and self.digest == other.digest

    def __hash__(self):
        return hash((self.name, self.digest))

    def __repr__(self):
        return f"<wargen.Table {self.name!r} digest={self.digest}>"


def _table(table):
    if table is None:
        return Table.default()
    return table if isinstance(table, Table) else Table(table)


def _seed(seed):
    if seed is None:
        return _core._fresh_seed()
    if not 0 <= _int("seed", seed) <= _U64_MAX:
        raise InvalidArgumentError(f"seed {seed} is not 0 to 2**64 - 1")
    return seed


def _options(size, limit, players, cards, per_player_decks, first_player):
    """The arguments of _core._session_new and _core._gen_armies after the seed or rng."""
    if limit is None:
        if not isinstance(size, str):
            raise TypeError(f"size must be a str, not {type(size).__name__}")
        limit = _core._army_size_limit(_core._army_size_parse(size))
    first = 0 if first_player is None else _int("first_player", first_player)
    return (_int("limit", limit), _int("players", players), "cards" if cards else "dice",
            bool(per_player_decks), first)


class Session:
    """A generation session between one or two players (G3-G11).

    A turn is ``draw(player)``, any decisions (``reinforce``, ``substitute``,
    ``endless_spell``, ``field``), then ``commit(player)``. A step that is not
    allowed raises StateError (wrong turn or phase), RuleError (the rules
    forbid it; the message names the rule) or InvalidArgumentError, and
    changes nothing.

    ``table`` is a Table or anything ``Table()`` takes (default: the default
    table); the session keeps its own copy. ``seed=None`` picks a seed (see
    ``.seed``). ``limit`` overrides ``size`` (G1). ``first_player=None``
    rolls off (G9). ``with Session(...) as s:`` frees the C session at the
    end of the block; later use raises StateError.
    """

    __slots__ = ("_session",)

    def __init__(self, table=None, seed=None, size="small", limit=None, players=1, cards=False,
                 per_player_decks=False, first_player=None):
        table = _table(table)
        self._session = _core._session_new(table._h, _seed(seed), *_options(
            size, limit, players, cards, per_player_decks, first_player))

    @classmethod
    def replay(cls, log, table=None):
        """The session a ``wargen-log/1`` log records, replayed on ``table`` (G11).

        ``log`` is a path, a JSON str, bytes or a dict. A log that does not
        replay raises RuleError naming the first bad step (``path`` is
        ``steps[N]``); a malformed one ParseError or FormatError.
        """
        h = _table(table)._h
        session = cls.__new__(cls)
        session._session = _load(log, "Session.replay",
                                 lambda path: _core._session_replay_file(h, path),
                                 lambda text, name: _core._session_replay(h, text, name))
        return session

    # -- lifetime --

    @property
    def _h(self):
        if self._session is None:
            raise StateError("the session is closed")
        return self._session

    def close(self):
        """Free the C session now; later calls raise StateError. Closing twice is fine."""
        handle, self._session = self._session, None
        if handle is not None:
            type(handle).__swig_destroy__(handle)  # frees once and disowns the proxy

    @property
    def closed(self):
        return self._session is None

    def __enter__(self):
        self._h  # a closed session cannot be entered
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    # -- state --

    seed = _accessor("seed", "The seed the session was made with.")
    limit = _accessor("limit", "Each player's AP limit (G1).")
    players = _accessor("players", "The number of players, 1 or 2.")
    cards = _accessor("cards", "True when drawing cards (G3), False for D66 rolls (G2).")
    per_player_decks = _accessor("per_player_decks", "With cards: a deck per player (G3).")
    first_player = _accessor("first_player", "The player named first or who won the roll-off (G9).")
    turn = _accessor("turn", "The player whose turn it is, or 0 once every player has finished.")
    finished = _accessor("finished", "Whether every player has finished (G10).")
    pending = _accessor("pending", "The pending draw as it stands (the substitute once "
                                "substituted), or None.")

    @property
    def draws(self):
        """The committed draws, both players', in order: each with ``player``, ``value``
        (the D66 roll or card), ``cost`` and ``substituted``, read-only."""
        h = self._h
        return [h.draw_at(i) for i in range(h.draw_count())]

    def army(self, player):
        """A player's army so far: {"total", "units", "draws", "finished"}."""
        return self._h.army(_int("player", player))

    # -- steps --

    def draw(self, player):
        """Draw for ``player`` (G2, G3); returns the entry drawn."""
        return self._h.draw(_int("player", player))

    def reinforce(self, player, slot, level):
        """Reinforce `*` slot ``slot`` of the pending draw to level 1 or 2 (G7)."""
        self._h.reinforce(_int("player", player), _slot(slot), _int("level", level))

    def substitute(self, player, type_name, level=0):
        """Replace the whole pending draw with one unit of ``type_name`` (G8)."""
        if not isinstance(type_name, str):
            raise TypeError(f"type_name must be a str, not {type(type_name).__name__}")
        self._h.substitute(_int("player", player), type_name, _int("level", level))

    def endless_spell(self, player, slot, name):
        """Take the endless spell ``name`` for endless-spell slot ``slot`` (G6)."""
        if not isinstance(name, str):
            raise TypeError(f"name must be a str, not {type(name).__name__}")
        self._h.endless_spell(_int("player", player), _slot(slot), name)

    def field(self, player, slot, unit=None, **profile):
        """Field one unit in unit slot ``slot`` of the pending draw (G4, G5).

        The unit is a profile, as a dict or keywords: ``models``, ``wounds``,
        ``save`` (2-6, or None for no save), ``hero``, ``monster``; it is
        checked against the slot's type and reinforcement. With no profile,
        "a suitable unit" is fielded unchecked, as the automatic policy does.
        """
        player, slot = _int("player", player), _slot(slot)
        if unit is not None and profile:
            raise TypeError("field: give the unit as a dict or as keywords, not both")
        if unit is None and not profile:
            self._h.field(player, slot, False, 0, 0, 0, False, False)
            return
        models, wounds, save, hero, monster, _ = _profile(
            unit if unit is not None else profile, "field")
        self._h.field(player, slot, True, models, wounds, save, hero, monster)

    def commit(self, player):
        """Commit the pending draw: its cost and units count (G10)."""
        self._h.commit(_int("player", player))

    def out_of_units(self, player):
        """``player`` has no more units to field: they finish now (G10)."""
        self._h.out_of_units(_int("player", player))

    def run(self, reinforce=0):
        """Finish the session by the automatic policy: every listed unit fielded,
        every `*` slot reinforced to ``reinforce`` (0-2), never substituting."""
        self._h.run(_int("reinforce", reinforce))

    # -- results --

    def to_json(self):
        """The session as ``wargen generate --json`` prints it (one line)."""
        return self._h.to_json()

    def to_dict(self):
        """``to_json()`` as dicts and lists."""
        return self._h.to_dict()

    def log_json(self):
        """The session's ``wargen-log/1`` log (G11), for Session.replay()."""
        return self._h.log_json()

    log = property(log_json, doc="The session's ``wargen-log/1`` log, as text.")

    def __repr__(self):
        if self._session is None:
            return "<wargen.Session closed>"
        return (f"<wargen.Session seed={self.seed} limit={self.limit} players={self.players} "
                f"turn={self.turn}>")


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
    """The result of generate(): a finished session's armies and its log."""

    __slots__ = ("_json", "_doc", "_log", "_table", "seed", "limit", "mode", "first_player",
                 "players")

    def __init__(self, session, table):
        h = session._h
        self._json, self._doc, self._log = h.to_json(), h.to_dict(), h.log_json()
        self._table = table
        self.seed, self.limit, self.mode, self.first_player = (h.seed(), h.limit(), h.mode(),
                                                               h.first_player())
        # Totals from the session; each draw as the library's document gives it.
        self.players = [PlayerArmy(p, h.army(p)["total"], h.army(p)["units"],
                                   self._doc["players"][p - 1]["draws"])
                        for p in range(1, h.players() + 1)]

    @property
    def log(self):
        """The session's ``wargen-log/1`` log, as text (G11)."""
        return self._log

    def log_json(self):
        return self._log

    def to_json(self):
        """Exactly what ``wargen generate --json`` prints for the same options and seed."""
        return self._json

    def to_dict(self):
        """``to_json()`` as dicts and lists (a deep copy)."""
        return copy.deepcopy(self._doc)

    def replay(self):
        """The finished session again, replayed from the log (G11)."""
        return Session.replay(self._log, self._table)

    def __eq__(self, other):
        if not isinstance(other, Generation):
            return NotImplemented
        return self._json == other._json

    __hash__ = None

    def __repr__(self):
        totals = ", ".join(f"player {p.player}: {p.total} AP, {p.units} units"
                           for p in self.players)
        return f"<wargen.Generation seed={self.seed} limit={self.limit} {totals}>"


def armies(rng, size="small", limit=None, players=1, cards=False, per_player_decks=False,
           first_player=None, table=None, reinforce=0):
    """Whole armies at once by the automatic policy, without a session (G1-G10).

    The fast path for simulations: it draws from ``rng`` (a wargen.Rng),
    which advances, and gives the armies ``generate(seed=S)`` gives when
    ``rng`` is ``Rng(S)``. Returns one dict per player: total, units, draws,
    finished. A table whose entries cost 0 raises RangeError.
    """
    table = _table(table)
    args = _options(size, limit, players, cards, per_player_decks, first_player)
    both = _core._gen_armies(table._h, rng, *args, _int("reinforce", reinforce))
    return list(both)[:args[1]]


def generate(size="small", limit=None, players=1, cards=False, seed=None, table=None,
             per_player_decks=False, first_player=None, *, reinforce=0):
    """Generate whole armies by the automatic policy (G1-G10).

    The same seed and options give the same armies as the C library and
    ``wargen generate --seed S --json``. ``seed=None`` picks a seed, kept in
    the result's ``.seed``. ``limit`` overrides ``size`` ("small", "medium"
    or "large"); an unknown size or a limit below 1 raises
    InvalidArgumentError. ``reinforce`` (0-2) is the policy's level for `*`
    slots.
    """
    table = _table(table)
    with Session(table=table, seed=seed, size=size, limit=limit, players=players, cards=cards,
                 per_player_decks=per_player_decks, first_player=first_player) as session:
        session.run(reinforce)
        return Generation(session, table)
