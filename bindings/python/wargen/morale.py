"""Battalions and morale (B1-B12): checks, their exact odds, and wargen.Battle
(see README.md and examples/python/morale.py). Indexes count from 0; kinds,
causes, results and stops are names. Results (MoraleCheck, Retreat, Damage,
Character, BattalionState, Base) are read-only C structs: ``tuple(r)``,
``r == (...)`` and ``r.to_dict()`` give their fields in order."""

from __future__ import annotations

from fractions import Fraction

from . import core as _core
from ._util import _names
from .core import (MORALE_DENOMINATOR, GEOM_EPSILON, BATTALION_MAX, WOUNDED_DICE_MODIFIER,
                   ORDER_SHOOTING_ATTACK, ORDER_RECOVERY, ORDER_TO_THE_DOCTOR, ORDER_MERCY,
                   ORDER_LOAD, ORDER_UNLOAD, MoraleCheck, Retreat, Damage, Character,
                   BattalionState, Base, Battle, morale_check, morale_judge, morale_simulate)

__all__ = ["morale_odds", "morale_odds_counts", "morale_odds_dict", "morale_check", "morale_judge",
           "morale_simulate", "MoraleCheck", "Battle", "Base", "BattalionState", "Character",
           "Damage", "Retreat", "MORALE_DENOMINATOR", "MORALE_RESULTS", "CHARACTER_KINDS",
           "CHECK_CAUSES", "STOPS", "GEOM_EPSILON", "BATTALION_MAX", "WOUNDED_DICE_MODIFIER",
           "ORDER_SHOOTING_ATTACK", "ORDER_RECOVERY", "ORDER_TO_THE_DOCTOR", "ORDER_MERCY",
           "ORDER_LOAD", "ORDER_UNLOAD", "WOUNDED_ORDERS"]

MORALE_RESULTS = _names(_core._morale_result_name)
CHARACTER_KINDS = _names(_core._character_kind_name)
CHECK_CAUSES = _names(_core._check_cause_name)
STOPS = _names(_core._stop_name)
WOUNDED_ORDERS = (ORDER_RECOVERY, ORDER_TO_THE_DOCTOR, ORDER_MERCY)
"""The orders of a battalion with wounded (B10): recorded, their effect the caller's."""


# ---- results: the C structs' fields ------------------------------------------------------


def _fields(self):
    """The struct's fields in order, as SWIG declares their properties."""
    return {k: getattr(self, k) for k, v in vars(type(self)).items()
            if isinstance(v, property) and k != "thisown"}


def _to_dict(self):
    """The fields as a dict under their C names (a base as a dict too)."""
    return {k.rstrip("_"): v.to_dict() if isinstance(v, Base) else v
            for k, v in _fields(self).items()}


for _cls in (MoraleCheck, Retreat, Damage, Character, BattalionState, Base):
    _cls.__iter__ = lambda self: iter(_fields(self).values())
    _cls.__eq__ = lambda self, other: (tuple(self) == tuple(other)
                                       if isinstance(other, (tuple, type(self))) else NotImplemented)
    _cls.__hash__ = None
    _cls.__repr__ = lambda self: (f"{type(self).__name__}("
                                  + ", ".join(f"{k}={v!r}" for k, v in _fields(self).items()) + ")")
    _cls.to_dict = _to_dict
# A check is the library's JSON (`wargen morale --roll --json`); judging its
# dice again gives it back, so it pickles.
MoraleCheck.to_dict = lambda self: _core._morale_check_to_json(self)
MoraleCheck.__reduce__ = lambda self: (morale_judge, (self.opponent, self.dice, self.modifier))


# ---- odds (B5) ---------------------------------------------------------------------------


def morale_odds_counts(modifier=0):
    """The numbers of the 1,296 outcomes (MORALE_DENOMINATOR) with 0, 1, 2
    and 3 failures for ``modifier`` (B5): [441, 315, 315, 225] for 0."""
    return list(_core._morale_odds_compute(modifier).failures)


def morale_odds(modifier=0):
    """The exact probability of 0, 1, 2 and 3 failures (B5), as Fractions."""
    return [Fraction(n, MORALE_DENOMINATOR) for n in morale_odds_counts(modifier)]


morale_odds_dict = _core._morale_odds_doc


# ---- the battle: every _battle_X function is method X, plus these ----------------------

for _name in dir(_core):
    if _name.startswith("_battle_"):
        setattr(Battle, _name[len("_battle_"):], getattr(_core, _name))

_BASE = ("x", "y", "width", "depth", "facing")


def _base(b):
    """A base's five numbers: (x, y, width, depth[, facing]) or a dict of those keys."""
    if isinstance(b, dict):
        if set(b) - set(_BASE):
            raise TypeError(f"base: unknown key(s) {sorted(set(b) - set(_BASE))}")
        b = [b.get(k) for k in _BASE[:4]] + [b.get("facing", 0.0)]
    if isinstance(b, (str, bytes)) or not 4 <= len(b) <= 5:
        raise TypeError("base must be (x, y, width, depth[, facing])")
    return (*b, 0.0)[:5]


def _add_battalion(self, name, army, warriors, speed, ranks=1, shooter=False, giant=False,
                   base=None):
    """Add a battalion at ``base`` (x, y, width, depth[, facing]); its index."""
    return _core._battle_add_battalion(self, name, army, warriors, speed, ranks, shooter,
                                       giant, *_base(base))


def _array(cls, values):
    """values as a C array of a carrays class (never empty, so never NULL)."""
    a = cls(max(len(values), 1))
    for i, v in enumerate(values):
        a[i] = v
    return a


def _add_terrain(self, points):
    """Add impassable terrain: a convex polygon of (x, y) points (B12)."""
    if any(isinstance(p, (str, bytes)) or len(p) != 2 for p in points):
        raise TypeError("terrain must be a sequence of (x, y) points")
    _core._battle_add_terrain(self, _array(_core._Doubles, [c for p in points for c in p]),
                              len(points))


def _set_shooting_orders(self, army, dice):
    """Roll the shooting orders with dice from the table, one per Shooter (B7); their number."""
    return _core._battle_set_shooting_orders(self, army, _array(_core._Ints, dice), len(dice))


def _next_turn(self):
    """Start the next turn; returns its number."""
    _core._battle_next_turn(self)
    return self.turn


def _orders(self, battalion):
    """The battalion's orders, in the order given."""
    self.battalion(battalion)   # InvalidArgumentError for no such battalion
    return [self.order_at(battalion, i) for i in range(self.order_count(battalion))]


Battle.add_battalion = _add_battalion
Battle.rally = lambda self, battalion, base: _core._battle_rally(self, battalion, *_base(base))
Battle.add_terrain = _add_terrain
Battle.set_shooting_orders = _set_shooting_orders
Battle.next_turn = _next_turn
Battle.orders = _orders
Battle.turn = property(_core._battle_turn, doc="The turn: 0 before the game, then 1, 2, ...")
Battle.terrain_count = property(_core._battle_terrain_count)
Battle.battalions = property(lambda self: [self.battalion(i) for i in range(len(self))])
Battle.characters = property(lambda self: [self.character(i)
                                           for i in range(self.character_count())])
Battle.pending = property(lambda self: [tuple(self.pending_at(i))
                                        for i in range(self.pending_count())],
                          doc="The queued checks in order: [(battalion, cause)].")
Battle.__len__ = _core._battle_battalion_count
Battle.__bool__ = lambda self: True
Battle.__repr__ = lambda self: (f"<wargen.Battle turn {self.turn}, {len(self)} battalions, "
                                f"{self.pending_count()} checks queued>")
