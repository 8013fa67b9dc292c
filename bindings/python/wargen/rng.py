"""Seeded dice (bindings/rng.i): ``Rng``, the same numbers as the C library and
the Lua module for the same seed, and ``Roll``, a pool of its dice."""

from __future__ import annotations

from . import core as _core
from ._util import _layered

__all__ = ["Rng", "Roll"]


@_layered
class Rng(_core._Rng):
    """Rng(seed): seeded dice, the same numbers as the C library and the Lua module
    give for the same seed (seed 0 to 2**64 - 1)."""

    __copy__ = _core._Rng.copy

    def dice(self, count, *, out=None):
        """count D6 (1 to DICE_MAX), in order, drawn and written by the C
        library at once: a NumPy int32 array when NumPy is installed, else an
        array.array (see wargen.morale_checks). The same dice as roll(count).
        ``out``, the array an earlier call of the same count returned, is
        written again and returned."""
        return self._dice(count, None if out is None else {"dice": out})["dice"]

    @staticmethod
    def stream(seed, stream):
        """The generator of stream 0 to RNG_STREAM_MAX of seed: Rng(seed) after
        stream jumps of 2**128 draws, so that no two streams of a seed overlap.
        One per chunk of a study makes its result the seed's alone, however
        many workers share the chunks."""
        return _core._rng_new_stream(seed, stream)

    def __reduce__(self):
        """Pickled as its state: the copy goes on with the same stream."""
        return (_rng_from_state, (self.state(),))

    def __repr__(self):
        return f"<wargen.Rng state={self.state()}>"


def _rng_from_state(state):
    """An Rng going on from state (Rng.state()): how a pickled Rng comes back."""
    rng = Rng(0)
    rng.set_state(state)
    return rng


@_layered
class Roll(_core._Roll):
    """A pool of dice from Rng.pool(count), re-rolled with its Rng."""

    dice = property(_core._Roll._dice, doc="The dice as a list, in pool order.")
    rng = property(lambda self: self._parent, doc="The generator this pool re-rolls with.")
    __len__ = _core._Roll.count

    def __getitem__(self, index):
        return self.dice[index]

    def __iter__(self):
        return iter(self.dice)

    def __repr__(self):
        return f"<wargen.Roll {self.dice}>"
