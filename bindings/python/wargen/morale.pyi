"""Stubs for wargen.morale: battalions and morale (B1-B12)."""

from fractions import Fraction
from typing import Any

from .core import (BATTALION_MAX as BATTALION_MAX, GEOM_EPSILON as GEOM_EPSILON, GEOM_MAX as GEOM_MAX,
                   MORALE_DENOMINATOR as MORALE_DENOMINATOR, ORDER_LOAD as ORDER_LOAD,
                   ORDER_MERCY as ORDER_MERCY, ORDER_RECOVERY as ORDER_RECOVERY,
                   ORDER_SHOOTING_ATTACK as ORDER_SHOOTING_ATTACK,
                   ORDER_TO_THE_DOCTOR as ORDER_TO_THE_DOCTOR, ORDER_UNLOAD as ORDER_UNLOAD,
                   WOUNDED_DICE_MODIFIER as WOUNDED_DICE_MODIFIER, Base as Base,
                   BattalionState as BattalionState, Rng, _Column, Battle as Battle, Character as Character,
                   _CharacterKind, _CheckCause, Damage as Damage, MoraleCheck as MoraleCheck,
                   _MoraleResult, Retreat as Retreat, _Stop, morale_check as morale_check,
                   morale_judge as morale_judge, morale_simulate as morale_simulate)

__all__ = ["morale_odds", "morale_odds_counts", "morale_odds_dict", "morale_check", "morale_judge",
           "morale_simulate", "morale_checks", "MoraleCheck", "Battle", "Base", "BattalionState", "Character",
           "Damage", "Retreat", "MORALE_DENOMINATOR", "MORALE_RESULTS", "CHARACTER_KINDS",
           "CHECK_CAUSES", "STOPS", "GEOM_EPSILON", "GEOM_MAX", "BATTALION_MAX", "WOUNDED_DICE_MODIFIER",
           "ORDER_SHOOTING_ATTACK", "ORDER_RECOVERY", "ORDER_TO_THE_DOCTOR", "ORDER_MERCY",
           "ORDER_LOAD", "ORDER_UNLOAD", "WOUNDED_ORDERS"]

MORALE_RESULTS: tuple[_MoraleResult, ...]
CHARACTER_KINDS: tuple[_CharacterKind, ...]
CHECK_CAUSES: tuple[_CheckCause, ...]
STOPS: tuple[_Stop, ...]
WOUNDED_ORDERS: tuple[str, str, str]

def morale_odds_counts(modifier: int = 0) -> list[int]: ...
def morale_odds(modifier: int = 0) -> list[Fraction]: ...
def morale_odds_dict(modifier: int = 0) -> dict[str, Any]:
    """The odds as `wargen morale --json` prints them: modifier, denominator, failures."""
def morale_checks(rng: Rng, modifier: int = 0, *, count: int) -> dict[str, _Column]: ...
