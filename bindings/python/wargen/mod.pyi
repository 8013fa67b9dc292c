"""Stubs for wargen.mod: the order of modifiers (M1-M5)."""

from typing import Any, Literal

from .core import STAT_MAX as STAT_MAX, STAT_MIN as STAT_MIN, Models as Models, Trace as Trace
from .core import _Source

__all__ = ["Models", "Trace", "evaluate", "OPS", "STAT_MIN", "STAT_MAX"]

OPS: tuple[Literal["set", "use", "mul", "add"], ...]

def evaluate(doc: _Source | Models, explain: bool = False) -> dict[str, Any]: ...
