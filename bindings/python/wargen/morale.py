"""Battalions and morale (B1-B12): checks, their exact odds, and wargen.Battle
(see README.md and examples/python/morale.py). Indexes count from 0; kinds,
causes, results and stops are names. A MoraleCheck is a named tuple; the
other results (Retreat, Damage, Character, BattalionState, Base) are read-only
C structs; for all of them ``tuple(r)``, ``r == (...)`` and ``r.to_dict()``
give their fields in order."""

from __future__ import annotations

from fractions import Fraction

from . import core as _core
from ._util import _columns, _names
from .core import (MORALE_DENOMINATOR, GEOM_EPSILON, GEOM_MAX, BATTALION_MAX, WOUNDED_DICE_MODIFIER,
                   ORDER_SHOOTING_ATTACK, ORDER_RECOVERY, ORDER_TO_THE_DOCTOR, ORDER_MERCY,
                   ORDER_LOAD, ORDER_UNLOAD, MoraleCheck, Retreat, Damage, Character,
                   BattalionState, Base, Battle, morale_judge, morale_simulate)

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


# ---- results: the C structs' fields ------------------------------------------------------


def _fields(self):
    """The struct's fields in order, as SWIG declares their properties."""
    return {k: getattr(self, k) for k, v in vars(type(self)).items()
            if isinstance(v, property) and k != "thisown"}


def _to_dict(self):
    """The fields as a dict under their C names (a base as a dict too)."""
    return {k.rstrip("_"): v.to_dict() if isinstance(v, Base) else v
            for k, v in _fields(self).items()}


for _cls in (Retreat, Damage, Character, BattalionState, Base):
    _cls.__iter__ = lambda self: iter(_fields(self).values())
    _cls.__eq__ = lambda self, other: (tuple(self) == tuple(other)
                                       if isinstance(other, (tuple, type(self))) else NotImplemented)
    _cls.__hash__ = None
    _cls.__repr__ = lambda self: (f"{type(self).__name__}("
                                  + ", ".join(f"{k}={v!r}" for k, v in _fields(self).items()) + ")")
    _cls.to_dict = _to_dict
# A check (a named tuple already) is the library's JSON; with the seed of its
# generator and its place in the stream, a line of `wargen morale --roll
# --json`. Judging its dice again gives it back, so it pickles.
MoraleCheck.to_dict = lambda self, seed=None, index=1: (
    _core._morale_check_to_json(self) if seed is None
    else _core._morale_roll_to_json(self, seed, index))
MoraleCheck.to_dict.__doc__ = """The check as the library's JSON document, as a dict; with
``seed`` (of its generator) and ``index`` (its place in the stream, from 1), a line of
``wargen morale --roll --json``."""
MoraleCheck.__reduce__ = lambda self: (morale_judge, (self.opponent, self.dice, self.modifier))
# The C function itself, without SWIG's Python frame: checks come by the million.
morale_check = _core._core.morale_check


def morale_checks(rng, modifier=0, *, count):
    """``count`` checks (B2-B4) rolled with ``rng`` by the C library at once:
    exactly what ``count`` calls of ``morale_check(rng, modifier)`` give, as
    columns, a dict of "opponent", "die1", "die2", "die3", "failures" and
    "result" (the result's index in MORALE_RESULTS, as many as the failures,
    B3). Each column holds ``count`` numbers: a NumPy int8 array when NumPy
    is installed, else a list. ``count`` is 0 to wargen.core.MORALE_BATCH_MAX
    (10,000,000)."""
    return _columns(_core._morale_checks(rng, count, modifier))


# ---- odds (B5) ---------------------------------------------------------------------------


def morale_odds_counts(modifier=0):
    """The numbers of the 1,296 outcomes (MORALE_DENOMINATOR) with 0, 1, 2
    and 3 failures for ``modifier`` (B5): [441, 315, 315, 225] for 0."""
    return list(_core._morale_odds_compute(modifier).failures)


def morale_odds(modifier=0):
    """The exact probability of 0, 1, 2 and 3 failures (B5), as Fractions."""
    return [Fraction(n, MORALE_DENOMINATOR) for n in morale_odds_counts(modifier)]


morale_odds_dict = _core._morale_odds_doc


# ---- the battle: every other _battle_X function is method X ------------------------------

for _name in dir(_core):
    if _name.startswith("_battle_") and not hasattr(Battle, _name[len("_battle_"):]):
        setattr(Battle, _name[len("_battle_"):], getattr(_core, _name))
