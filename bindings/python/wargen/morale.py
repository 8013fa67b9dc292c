"""Battalions and morale (B1-B12): checks, their exact odds, and wargen.Battle
(see README.md and examples/python/morale.py). Indexes count from 0; kinds,
causes, results and stops are names. The results (MoraleCheck, Retreat,
Damage, Character, BattalionState, Base) are records the C extension makes:
named tuples, frozen and picklable; ``r.to_dict()`` gives their fields as a
dict."""

from __future__ import annotations

from fractions import Fraction

from . import core as _core
from ._util import _layered, _names, _numbers
from .core import (MORALE_DENOMINATOR, GEOM_EPSILON, GEOM_MAX, BATTALION_MAX, WOUNDED_DICE_MODIFIER,
                   ORDER_SHOOTING_ATTACK, ORDER_RECOVERY, ORDER_TO_THE_DOCTOR, ORDER_MERCY,
                   ORDER_LOAD, ORDER_UNLOAD, morale_judge, morale_simulate)
from .errors import ArgumentTypeError, _type_error

__all__ = ["morale_odds", "morale_odds_counts", "morale_odds_dict", "morale_check", "morale_judge",
           "morale_simulate", "morale_checks", "MoraleCheck", "Battle", "Base", "BattalionState", "Character",
           "Damage", "Retreat", "MORALE_DENOMINATOR", "MORALE_RESULTS", "CHARACTER_KINDS",
           "CHECK_CAUSES", "STOPS", "GEOM_EPSILON", "GEOM_MAX", "BATTALION_MAX", "WOUNDED_DICE_MODIFIER",
           "ORDER_SHOOTING_ATTACK", "ORDER_RECOVERY", "ORDER_TO_THE_DOCTOR", "ORDER_MERCY",
           "ORDER_LOAD", "ORDER_UNLOAD", "WOUNDED_ORDERS"]

MORALE_RESULTS = _names(_core._morale_result_name)
CHARACTER_KINDS = _names(_core._character_kind_name)
CHECK_CAUSES = _names(_core._check_cause_name)
STOPS = _names(_core._stop_name)
WOUNDED_ORDERS = (ORDER_RECOVERY, ORDER_TO_THE_DOCTOR, ORDER_MERCY)
"""The orders of a battalion with wounded (B10): recorded, their effect the caller's."""


# ---- checks --------------------------------------------------------------------------------


# The records the extension makes (bindings/python/morale.swg), bound here for pickle.
MoraleCheck = _core._core.MoraleCheck
Base = _core._core.Base
BattalionState = _core._core.BattalionState
Character = _core._core.Character
Damage = _core._core.Damage
Retreat = _core._core.Retreat
_Odds = _core._core._Odds


# The C function itself, without SWIG's Python frame: checks come by the million.
morale_check = _core._core.morale_check


def morale_checks(rng, count, modifier=0, *, out=None):
    """``count`` checks (B2-B4) rolled with ``rng`` by the C library at once:
    exactly what ``count`` calls of ``morale_check(rng, modifier)`` give, as
    columns, a dict of "opponent", "die1", "die2", "die3", "failures" and
    "result" (the result's index in MORALE_RESULTS, as many as the failures,
    B3). Each column holds ``count`` numbers: a NumPy int8 array when NumPy
    is installed, else an array.array. ``count`` is 0 to wargen.core.MORALE_BATCH_MAX
    (10,000,000).

    ``out``, the dict an earlier call of the same count returned, is written
    again and returned: no new memory, whose first writing costs more than the
    checks on some machines. Its columns may be any writable buffers of
    ``count`` int8 items (NumPy arrays, array.array('b')); InvalidArgumentError
    for one that is not, before anything is rolled."""
    return _core._morale_checks(out, rng, count, modifier)


# ---- odds (B5) ---------------------------------------------------------------------------


def morale_odds_counts(modifier=0):
    """The numbers of the 1,296 outcomes (MORALE_DENOMINATOR) with 0, 1, 2
    and 3 failures for ``modifier`` (B5): [441, 315, 315, 225] for 0."""
    return list(_core._morale_odds_compute(modifier).failures)


def morale_odds(modifier=0):
    """The exact probability of 0, 1, 2 and 3 failures (B5), as Fractions."""
    return [Fraction(n, MORALE_DENOMINATOR) for n in morale_odds_counts(modifier)]


morale_odds_dict = _core._morale_odds_doc


# ---- the battle ----------------------------------------------------------------------------

_POINTS = "a sequence of (x, y) points"


def _base(b):
    """A base's five numbers: (x, y, width, depth[, facing]) or a dict of those keys."""
    keys = ("x", "y", "width", "depth", "facing")
    if isinstance(b, dict):
        if set(b) - set(keys):
            raise ArgumentTypeError(f"base: unknown key(s) {sorted(set(b) - set(keys))}")
        b = [b.get(k) for k in keys[:4]] + [b.get("facing", 0.0)]
    return (*_numbers(b, "base", "(x, y, width, depth[, facing])", sizes=(4, 5)), 0.0)[:5]


def _array(cls, values):
    """values as a C array of a carrays class (never empty, so never NULL)."""
    a = cls(max(len(values), 1))
    for i, v in enumerate(values):
        a[i] = v
    return a


@_layered
class Battle(_core._Battle):
    """Battle(): battalions, characters and their morale (B1-B12).

    Battalions, characters and boats are numbered from 0 in the order added.
    Every method raises ArgumentTypeError for an argument of the wrong type,
    RangeError for a number outside what the library takes, and
    OutOfMemoryError when memory runs out."""

    # Every function _battle_X of the extension is method X, as in Lua's layer
    # (docstrings: bindings/python/morale.swg); those defined below replace theirs.
    vars().update({k[8:]: f for k, f in vars(_core).items() if k.startswith("_battle_")})

    def add_battalion(self, name, army, warriors, speed, ranks=1, shooter=False, giant=False,
                      base=None):
        """Add a battalion at ``base`` (x, y, width, depth[, facing]); its index."""
        return _core._battle_add_battalion(self, name, army, warriors, speed, ranks, shooter,
                                           giant, *_base(base))

    def rally(self, battalion, base):
        """Rally a battalion that fled, placing it at ``base`` (x, y, width, depth[, facing])
        (B6)."""
        return _core._battle_rally(self, battalion, *_base(base))

    def add_terrain(self, points):
        """Add impassable terrain: a convex polygon of (x, y) points (B12)."""
        if isinstance(points, (str, bytes)) or not hasattr(points, "__iter__"):
            raise _type_error("points", _POINTS, type(points).__name__)
        xy = [c for p in points for c in _numbers(p, "points", _POINTS, sizes=(2,))]
        _core._battle_add_terrain(self, _array(_core._Doubles, xy), len(xy) // 2)

    def set_shooting_orders(self, army, dice):
        """Roll the shooting orders with dice from the table, one per Shooter (B7); their number."""
        dice = _numbers(dice, "dice", "a sequence of ints", int)
        return _core._battle_set_shooting_orders(self, army, _array(_core._Ints, dice), len(dice))

    def next_turn(self):
        """Start the next turn; returns its number."""
        _core._battle_next_turn(self)
        return self.turn

    def orders(self, battalion):
        """The battalion's orders, in the order given."""
        self.battalion(battalion)   # NotFoundError for no such battalion
        return [self.order_at(battalion, i) for i in range(self.order_count(battalion))]

    turn = property(lambda self: _core._battle_turn(self),
                    doc="The turn: 0 before the game, then 1, 2, ...")
    terrain_count = property(lambda self: _core._battle_terrain_count(self),
                             doc="The number of pieces of terrain added.")
    battalions = property(lambda self: [self.battalion(i) for i in range(len(self))],
                          doc="Every battalion's state, in the order added.")
    characters = property(lambda self: [self.character(i) for i in range(self.character_count())],
                          doc="Every character's state, in the order attached.")
    pending = property(lambda self: [tuple(self.pending_at(i))
                                     for i in range(self.pending_count())],
                       doc="The queued checks in order: [(battalion, cause)].")

    def __len__(self): return _core._battle_battalion_count(self)
    def __bool__(self): return True

    def __repr__(self):
        return (f"<wargen.Battle turn {self.turn}, {len(self)} battalions, "
                f"{self.pending_count()} checks queued>")
