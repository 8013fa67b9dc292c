"""Exact distributions of generated armies (wargen/dist.h, rules G1-G10): what the
automatic generator produces (``generate``, ``armies``, ``wargen generate``), as
Fractions the C library computes by dynamic programming, not by sampling::

    d = wargen.distribution("units", size="medium", players=2, cards=True)
    d[12]                      # Fraction(...): the chance of exactly 12 units
    sum(d.values())            # Fraction(1, 1)
    d.to_frame()               # a pandas DataFrame: value, fraction, probability
    wargen.distribution("units", player=0, players=2)  # player 1's units minus player 2's
    wargen.distribution("types", type="champion", type2="conqueror")[(1, 0)]
"""

from fractions import Fraction

from . import core as _core
from ._util import _layered
from .gen import _options, _table

__all__ = ["Distribution", "distribution", "DIST_KINDS"]

DIST_KINDS = tuple(_core._dist_kind_name(i) for i in range(_core._DIST_KIND_COUNT))
"""What a distribution may be of: total, draws, overshoot, units, type, types."""

Outcome = _core._core.Outcome  # the record's class, here for pickle (wargen.dist.Outcome)


@_layered
class Distribution(_core._Distribution):
    """An exact distribution (from wargen.distribution), read as a mapping: each value
    of positive probability (an int; a (value, value2) pair for the joint of two
    types) to its probability, a Fraction, in increasing order of value (``d[v]``,
    ``v in d``, iteration, ``len``, ``keys()``, ``values()``, ``items()``).
    ``outcomes()`` lists the library's records, ``to_frame()`` gives a pandas
    DataFrame, ``to_json()`` / ``to_dict()`` the line of ``wargen generate
    --distribution --json``."""

    def outcomes(self):
        """The outcomes in order: records of value, value2 (a joint's second type's
        units, else 0), numerator and denominator (decimal str) and probability (float)."""
        return [self.at(i) for i in range(self.count())]

    def _odds(self):
        """{value: Fraction} in order, read once: the distribution never changes."""
        odds = getattr(self, "_cache", None)
        if odds is None:
            joint = self._joint()
            odds = self._cache = {
                (o.value, o.value2) if joint else o.value:
                Fraction(int(o.numerator), int(o.denominator)) for o in self.outcomes()}
        return odds

    def _joint(self):
        return self.to_dict()["of"] == "types"

    def __getitem__(self, value):
        return self._odds()[value]

    def __iter__(self):
        return iter(self._odds())

    def __len__(self):
        return self.count()

    def __contains__(self, value):
        return value in self._odds()

    def keys(self):
        """The values of positive probability, in order."""
        return self._odds().keys()

    def values(self):
        """Their probabilities, Fractions, in the same order."""
        return self._odds().values()

    def items(self):
        """(value, Fraction) pairs, in order."""
        return self._odds().items()

    def to_frame(self):
        """The outcomes as a pandas DataFrame (pandas must be installed): value (and
        value2 for a joint), fraction (the exact Fraction) and probability (float)."""
        import pandas  # optional: only this method needs it
        joint = self._joint()
        rows = [((o.value, o.value2) if joint else (o.value,)) +
                (Fraction(int(o.numerator), int(o.denominator)), o.probability)
                for o in self.outcomes()]
        columns = (["value", "value2"] if joint else ["value"]) + ["fraction", "probability"]
        return pandas.DataFrame(rows, columns=columns)

    def __eq__(self, other):
        return isinstance(other, Distribution) and self.to_json() == other.to_json()

    def __hash__(self):
        return hash(self.to_json())

    def __repr__(self):
        doc = self.to_dict()
        whose = f"player {doc['player']}" if "player" in doc else "player 1 - player 2"
        return f"<wargen.Distribution of {doc['of']}, {whose}: {self.count()} outcomes>"


def distribution(kind="total", player=1, type=None, type2=None, size="small", limit=None,
                 players=1, cards=False, per_player_decks=False, first_player=None,
                 table=None, reinforce=0):
    """The exact distribution of one quantity of the armies the automatic policy
    generates (G1-G10): ``kind`` "total" (AP), "draws", "overshoot" (AP past the
    limit), "units", "type" (units of slots naming ``type``) or "types" (the joint
    of ``type`` and ``type2``, by default horde and regular); ``player`` 1 or 2,
    or 0 for player 1's value minus player 2's (two players, not "types").
    The other arguments are generate()'s; ``reinforce`` (0-2) is the level of
    every `*` slot (G7). Raises RangeError beyond the library's bounds
    (DIST_BITS-bit fractions, its working memory, two players on one deck that
    may run out, dice with an entry of 0 AP)."""
    return _core._dist_compute(_table(table), kind, player, type, type2, *_options(
        size, limit, players, cards, per_player_decks, first_player), reinforce)
