"""Battalions and morale (rules B1-B12): morale checks and their exact odds
(B2-B5), and a battle of two armies' battalions on rectangular bases
``(x, y, width, depth, facing)`` (facing in degrees counter-clockwise from
+x) with characters, convex impassable terrain and boats: the events that
queue checks (B1), checks with their results applied (B3), retreats (B12),
rallies (B6), shooting orders (B7), ladders (B8), boats (B9), the wounded
(B10). See README.md and examples/python/morale.py.

Battalions, characters, boats and terrain are numbered from 0 in the order
added; armies are 0 and 1. Failures raise the :mod:`wargen.errors`
subclasses the C status maps to. Everything read back (MoraleCheck,
BattalionState, Character, Retreat, dicts) is plain data that does not need
the Battle kept alive.
"""

from __future__ import annotations

import numbers
from dataclasses import asdict, dataclass
from fractions import Fraction
from typing import NamedTuple, Optional, Tuple

from . import core as _core
from ._util import _U64_MAX, _cint as _int, _names, _str
from .errors import InvalidArgumentError

__all__ = ["morale_odds", "morale_odds_counts", "morale_odds_dict", "morale_check", "morale_judge",
           "morale_simulate", "MoraleCheck", "Battle", "Base", "BattalionState", "Character",
           "Retreat", "MORALE_DENOMINATOR", "MORALE_RESULTS", "CHARACTER_KINDS",
           "CHECK_CAUSES", "STOPS", "GEOM_EPSILON", "BATTALION_MAX", "WOUNDED_DICE_MODIFIER",
           "ORDER_SHOOTING_ATTACK", "ORDER_RECOVERY", "ORDER_TO_THE_DOCTOR", "ORDER_MERCY",
           "ORDER_LOAD", "ORDER_UNLOAD", "WOUNDED_ORDERS"]


MORALE_DENOMINATOR = _core.MORALE_DENOMINATOR
"""Every check is one of 6**4 = 1296 equally likely outcomes (B5)."""

MORALE_RESULTS = _names(_core._morale_result_name)
"""The results by number of failures: steady, wavered, retreat, fled (B3)."""

CHARACTER_KINDS = _names(_core._character_kind_name)
"""general, hero, standard-bearer (B1, B4, B6)."""

CHECK_CAUSES = _names(_core._check_cause_name)
"""Why a check was queued: half-lost (B1a), leader-killed (B1b), attached-killed (B1c)."""

STOPS = _names(_core._stop_name)
"""Why a retreat stopped: none, terrain, friend, enemy (B12)."""

GEOM_EPSILON = _core.GEOM_EPSILON
"""Two shapes this close are in contact (B6, B12)."""

BATTALION_MAX = _core.BATTALION_MAX
"""The most warriors, speed or ranks a battalion has."""

WOUNDED_DICE_MODIFIER = _core.WOUNDED_DICE_MODIFIER
"""The dice modifier of wounded who are attacked (B10): -2."""

ORDER_SHOOTING_ATTACK = _core.ORDER_SHOOTING_ATTACK
ORDER_RECOVERY = _core.ORDER_RECOVERY
ORDER_TO_THE_DOCTOR = _core.ORDER_TO_THE_DOCTOR
ORDER_MERCY = _core.ORDER_MERCY
ORDER_LOAD = _core.ORDER_LOAD
ORDER_UNLOAD = _core.ORDER_UNLOAD
WOUNDED_ORDERS = (ORDER_RECOVERY, ORDER_TO_THE_DOCTOR, ORDER_MERCY)
"""The orders of a battalion with wounded (B10): recorded, their effect the caller's."""


def _opt(index):
    """An index, or None for the library's missing one (NONE)."""
    return None if index == _core.NONE else index


def _index(what, value):
    """An index from 0 (InvalidArgumentError below 0, as for one too large)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise TypeError(f"a {what} index must be an int, not {type(value).__name__}")
    value = int(value)
    if not 0 <= value <= _U64_MAX:
        raise InvalidArgumentError(f"no {what} {value}")
    return value


def _array(cls, values):
    """values as a C array of a carrays class (never empty, so never NULL)."""
    a = cls(max(len(values), 1))
    for i, v in enumerate(values):
        a[i] = v
    return a


def _number(name, value):
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"{name} must be a number, not {type(value).__name__}")
    return float(value)


def _dice(dice):
    """Three dice as ints (the library checks 1 to 6)."""
    if isinstance(dice, (str, bytes)):
        raise TypeError("dice must be a sequence of three ints")
    dice = tuple(dice)
    if len(dice) != 3:
        raise InvalidArgumentError(f"the player rolls three dice (B2), not {len(dice)}")
    return tuple(_int("a die", d) for d in dice)


class Base(NamedTuple):
    """A rectangular base: its centre (x, y), width along its front, depth
    front to back, facing in degrees counter-clockwise from +x. Any (x, y,
    width, depth[, facing]) tuple or {"x", "y", "width", "depth", "facing"}
    dict is taken where a Base is."""

    x: float
    y: float
    width: float
    depth: float
    facing: float = 0.0

    def to_dict(self):
        return self._asdict()


def _base(value, what="base"):
    if value is None:
        raise TypeError(f"{what} is required: (x, y, width, depth, facing)")
    if isinstance(value, dict):
        unknown = set(value) - set(Base._fields)
        if unknown:
            raise TypeError(f"{what}: unknown key(s) {', '.join(sorted(map(str, unknown)))}")
        try:
            value = Base(**value)
        except TypeError as e:
            raise TypeError(f"{what}: {e}") from None
    elif isinstance(value, (str, bytes)) or not hasattr(value, "__len__"):
        raise TypeError(f"{what} must be (x, y, width, depth, facing), not "
                        f"{type(value).__name__}")
    elif not 4 <= len(value) <= 5:
        raise TypeError(f"{what} must be (x, y, width, depth[, facing]): {len(value)} numbers")
    return Base(*(_number(f"{what}.{k}", v) for k, v in zip(Base._fields, value)))


# ---- checks and odds (B2-B5) -------------------------------------------------------------


@dataclass(frozen=True)
class MoraleCheck:
    """One morale check (B2-B4), as wg_morale_check; result by name; picklable."""

    opponent: int
    dice: Tuple[int, int, int]
    modifier: int
    failures: int
    result: str

    @classmethod
    def _from(cls, c):
        return cls(c.opponent, c.dice, c.modifier, c.failures,
                   _core._morale_result_name(c.result))

    def to_dict(self):
        # The library's JSON of the C check, which judging the same dice
        # gives back: the object stays plain (picklable) data.
        c = _core._morale_check_judge(self.opponent, *self.dice, self.modifier)
        return _core._morale_check_to_dict(c)


def morale_odds_counts(modifier=0):
    """The numbers of the 1,296 outcomes (MORALE_DENOMINATOR) with 0, 1, 2
    and 3 failures for ``modifier`` (B5): [441, 315, 315, 225] for 0."""
    return _core._morale_odds(_int("modifier", modifier)).failures


def morale_odds(modifier=0):
    """The exact probability of 0, 1, 2 and 3 failures (B5), as four
    ``fractions.Fraction`` that sum to 1."""
    return [Fraction(n, MORALE_DENOMINATOR) for n in morale_odds_counts(modifier)]


def morale_odds_dict(modifier=0):
    """The same odds as one document of ``wargen morale --odds --json``:
    {"modifier", "denominator", "failures": [n0, n1, n2, n3]}."""
    return _core._morale_odds_doc(_int("modifier", modifier))


def morale_check(rng, modifier=0):
    """Roll a check with ``rng`` (a wargen.Rng): one draw of the four dice,
    so the same seed gives the same checks in C, Python and Lua."""
    return MoraleCheck._from(_core._morale_check_roll(rng, _int("modifier", modifier)))


def morale_judge(opponent, dice, modifier=0):
    """Judge a check from dice rolled on the table: the opponent's die and
    the player's three (each 1 to 6, else InvalidArgumentError)."""
    d = _dice(dice)
    return MoraleCheck._from(_core._morale_check_judge(_int("opponent", opponent), *d,
                                                       _int("modifier", modifier)))


def morale_simulate(rng, modifier=0, checks=1000):
    """Roll ``checks`` checks with ``rng`` and count them by failures:
    [n0, n1, n2, n3]. The draws are those of as many morale_check calls."""
    if isinstance(checks, bool) or not isinstance(checks, numbers.Integral):
        raise TypeError(f"checks must be an int, not {type(checks).__name__}")
    if not 0 <= checks <= _U64_MAX:
        raise InvalidArgumentError(f"checks {checks} is out of range (0 to 2**64 - 1)")
    return _core._morale_simulate(rng, _int("modifier", modifier), int(checks))


# ---- what a battle reads back --------------------------------------------------------------


@dataclass(frozen=True)
class Retreat:
    """A retreat (B12), as wg_retreat; stop by name, other and from_ None for none."""

    distance: float
    dx: float
    dy: float
    stop: str
    other: Optional[int]
    from_: Optional[int]
    combat_modifier: int

    @classmethod
    def _from(cls, r):
        # SWIG names the C field `from`, a Python keyword, `_from`
        return cls(r.distance, r.dx, r.dy, _core._stop_name(r.stop), _opt(r.other),
                   _opt(r._from), r.combat_modifier)

    def to_dict(self):
        # from_ under the C field's name, in the fields' order
        return {"from" if k == "from_" else k: v for k, v in asdict(self).items()}


@dataclass(frozen=True)
class BattalionState:
    """A battalion as it is now, as wg_battalion_state; boat None for none."""

    name: str
    army: int
    start: int
    warriors: int
    killed: int
    wounded: int
    wounded_ranks: int
    combat_rank_penalty: int
    speed: int
    half_lost: bool
    fled: bool
    boat: Optional[int]
    base: Base

    @classmethod
    def _from(cls, s):
        b = s.base
        return cls(s.name, s.army, s.start, s.warriors, s.killed, s.wounded, s.wounded_ranks,
                   s.combat_rank_penalty, s.speed, s.half_lost, s.fled, _opt(s.boat),
                   Base(b.x, b.y, b.width, b.depth, b.facing))

    def to_dict(self):
        return dict(asdict(self), base=self.base.to_dict())


@dataclass(frozen=True)
class Character:
    """An attached character, as wg_character_state; kind by name."""

    name: str
    kind: str
    battalion: int
    alive: bool

    def to_dict(self):
        return asdict(self)


def _check_result(values):
    """The check and, for a retreat only, the retreat (C fills it only then)."""
    check = MoraleCheck._from(values[0])
    return check, Retreat._from(values[1]) if check.result == "retreat" else None


def _damage(d):
    return {"killed": d.killed, "wounded": d.wounded, "wounded_killed": d.wounded_killed,
            "check": d.check}


# ---- the battle ------------------------------------------------------------------------------


class Battle:
    """Two armies' battalions, characters, boats and terrain (B1-B12), as wg_battle:
    new at turn 0, before the game. One battle is for one thread at a time."""

    __slots__ = ("_h", "__weakref__")

    def __init__(self):
        self._h = _core._battle_new()

    # ---- battalions, terrain, turns

    def add_battalion(self, name, army, warriors, speed, ranks=1, shooter=False, giant=False,
                      base=None):
        """Add a battalion at ``base`` (x, y, width, depth[, facing]); its index."""
        b = _base(base)
        return self._h.add_battalion(_str("name", name), _int("army", army),
                                     _int("warriors", warriors), _int("speed", speed),
                                     _int("ranks", ranks), bool(shooter), bool(giant), *b)

    def __len__(self):
        """The number of battalions."""
        return self._h.battalion_count()

    def __bool__(self):
        return True   # a battle without battalions yet is still a battle

    def battalion(self, battalion):
        """The battalion's state now: a BattalionState."""
        return BattalionState._from(self._h.battalion(_index("battalion", battalion)))

    @property
    def battalions(self):
        """Every battalion's state, in the order added."""
        return [self.battalion(i) for i in range(len(self))]

    def add_terrain(self, points):
        """Add impassable terrain: a convex polygon of (x, y) points (B12)."""
        xy = []
        for p in points:
            if isinstance(p, (str, bytes)) or len(p) != 2:
                raise TypeError("terrain must be a sequence of (x, y) points")
            xy += (_number("x", p[0]), _number("y", p[1]))
        self._h.add_terrain(_array(_core._Doubles, xy), len(xy) // 2)

    @property
    def terrain_count(self):
        """The number of terrain polygons added."""
        return self._h.terrain_count()

    @property
    def turn(self):
        """The turn: 0 before the game, then 1, 2, ..."""
        return self._h.turn()

    def next_turn(self):
        """Start the next turn; returns its number."""
        self._h.next_turn()
        return self._h.turn()

    # ---- characters (B1, B4, B6)

    def attach(self, battalion, kind, name):
        """Attach a character of ``kind`` to the battalion (B1, B4, B6); its index."""
        return self._h.attach(_index("battalion", battalion), _str("kind", kind),
                              _str("name", name))

    def character(self, character):
        """A character as it is now."""
        c = self._h.character(_index("character", character))
        return Character(c.name, _core._character_kind_name(c.kind), c.battalion, c.alive)

    @property
    def characters(self):
        """Every character, in the order attached."""
        return [self.character(i) for i in range(self._h.character_count())]

    def morale_modifier(self, battalion):
        """+1 while a standard bearer attached to the battalion lives (B4), else 0."""
        return self._h.morale_modifier(_index("battalion", battalion))

    # ---- events (B1, B10, B11)

    def damage(self, battalion, damage):
        """Damage the battalion (B1a, B10, B11): {"killed", "wounded", "wounded_killed",
        "check"}."""
        return _damage(self._h.damage(_index("battalion", battalion), _int("damage", damage)))

    def attack_wounded(self, battalion, damage):
        """Attack the battalion's wounded (B10, B11): as damage(), no check."""
        return _damage(self._h.attack_wounded(_index("battalion", battalion),
                                              _int("damage", damage)))

    def kill_character(self, character):
        """A character dies, queueing checks (B1b, B1c)."""
        self._h.kill_character(_index("character", character))

    @property
    def pending(self):
        """The queued checks in order: [(battalion, cause)]."""
        result = []
        for i in range(self._h.pending_count()):
            battalion, cause = self._h.pending_at(i)
            result.append((battalion, _core._check_cause_name(cause)))
        return result

    # ---- checks and their results (B3, B6, B12)

    def check(self, battalion, rng, extra=0):
        """Take a check rolled with ``rng`` and apply it (B3): (MoraleCheck, Retreat or None)."""
        return _check_result(self._h.check_roll(_index("battalion", battalion), rng,
                                                _int("extra", extra)))

    def check_judge(self, battalion, opponent, dice, extra=0):
        """The same with dice rolled on the table."""
        d = _dice(dice)
        return _check_result(self._h.check_judge(_index("battalion", battalion),
                                                 _int("opponent", opponent), *d,
                                                 _int("extra", extra)))

    def retreat(self, battalion):
        """Move the battalion back as a retreat does (B12), without a check: a Retreat."""
        return Retreat._from(self._h.retreat(_index("battalion", battalion)))

    def command_points(self, army):
        """The command points of the army's General (B6)."""
        return self._h.command_points(_int("army", army))

    def set_command_points(self, army, points):
        self._h.set_command_points(_int("army", army), _int("points", points))

    def rally(self, battalion, base):
        """Set a fled battalion up again at ``base`` (B6)."""
        b = _base(base, "placement")
        self._h.rally(_index("battalion", battalion), *b)

    # ---- orders (B3, B7, B10)

    def give_order(self, battalion, order):
        """Give the battalion an order (B3, B7, B10)."""
        self._h.give_order(_index("battalion", battalion), _str("order", order))

    def orders(self, battalion):
        """The battalion's orders, in the order given."""
        battalion = _index("battalion", battalion)
        return [self._h.order_at(battalion, i) for i in range(self._h.order_count(battalion))]

    def roll_shooting_orders(self, army, rng):
        """Roll the army's shooting orders before the game (B7); their number."""
        return self._h.roll_shooting_orders(_int("army", army), rng)

    def set_shooting_orders(self, army, dice):
        """The same with the dice rolled on the table, one per Shooter battalion."""
        dice = [_int("a die", d) for d in dice]
        return self._h.set_shooting_orders(_int("army", army), _array(_core._Ints, dice),
                                           len(dice))

    def shooting_orders(self, army):
        """Shooting orders the army has left (0 before they are rolled)."""
        return self._h.shooting_orders(_int("army", army))

    # ---- speed, ladders, boats, hospitals (B8, B9, B10)

    def speed(self, battalion):
        """Its speed now (B9, B10)."""
        return self._h.speed(_index("battalion", battalion))

    def ladder_speed(self, battalion):
        """Half its speed, rounded down (B8); RuleError for Giants."""
        return self._h.ladder_speed(_index("battalion", battalion))

    def add_boat(self, capacity, speed):
        """A boat of ``capacity`` models and ``speed`` (B9); returns its index."""
        return self._h.add_boat(_int("capacity", capacity), _int("speed", speed))

    def load(self, boat, battalion):
        """Load the battalion onto the boat (B9)."""
        self._h.load(_index("boat", boat), _index("battalion", battalion))

    def unload(self, boat):
        """Unload the boat's battalion (the move order "unload", B9)."""
        self._h.unload(_index("boat", boat))

    def boat_cargo(self, boat):
        """The battalion the boat carries, or None."""
        return self._h.boat_cargo(_index("boat", boat))

    def hospital(self, army):
        """Whether the army has a field hospital (B10)."""
        return self._h.hospital(_int("army", army))

    def set_hospital(self, army, hospital=True):
        """Place (or remove) the army's field hospital, before the game only."""
        self._h.set_hospital(_int("army", army), bool(hospital))

    def __repr__(self):
        return (f"<wargen.Battle turn {self.turn}, {len(self)} battalions, "
                f"{len(self.pending)} checks queued>")
