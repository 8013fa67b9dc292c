"""The order of modifiers (rules M1-M5): ``Models``, ``Trace`` (bindings/mod.i) and
``evaluate``; README.md shows them in use."""
from .core import Models, Trace, STAT_MIN, STAT_MAX, MOD_SET, _mod_op_name
from ._util import _as, _names

__all__ = ["Models", "Trace", "evaluate", "OPS", "STAT_MIN", "STAT_MAX"]

OPS = _names(_mod_op_name, first=MOD_SET)
"""The ops a modifier can have, in M1's order of groups: set, use, mul, add."""


def evaluate(doc, explain=False):
    """What ``wargen modify --json [--explain]`` prints for doc (as ``Models(doc)`` reads it)."""
    return _as(Models, doc, "doc").to_dict(explain)
