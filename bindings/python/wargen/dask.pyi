"""Stubs for wargen.dask: Monte Carlo studies as Dask tasks over seed sub-streams."""

from collections.abc import Iterable, Mapping
from typing import Any, TypeAlias

from .core import _Source
from .gen import Table
from .roster import Catalog, Roster
from .gen import _ArmySize

__all__ = ["army_study", "army_study_local", "morale_study", "morale_study_local",
           "validate_many", "chunks", "merge", "CHUNK", "ARMY_COLUMNS", "MORALE_COLUMNS"]

# {column: {value: occurrences}}, the values in increasing order
_Histograms: TypeAlias = dict[str, dict[int, int]]
# None (Dask's default scheduler), a distributed.Client, or a scheduler's address
_Client: TypeAlias = Any

CHUNK: int
ARMY_COLUMNS: tuple[str, ...]
MORALE_COLUMNS: tuple[str, ...]

def chunks(runs: int, chunk: int = 100000, name: str = "runs") -> list[tuple[int, int]]:
    """The chunks of a study: (stream number, runs), all of ``chunk`` runs but the last."""
def merge(parts: Iterable[Mapping[str, Mapping[int, int]]]) -> _Histograms:
    """The sum of histograms, as plain sorted dicts."""
def army_study_local(seed: int, size: _ArmySize, pairs: int, *, players: int = 2,
                     table: _Source | Table | None = None, reinforce: int = 0,
                     chunk: int = 100000) -> _Histograms:
    """The army study in this process, chunk after chunk."""
def morale_study_local(seed: int, modifier: int, checks: int, *,
                       chunk: int = 100000) -> _Histograms:
    """The morale study in this process, chunk after chunk."""
def army_study(seed: int, size: _ArmySize, pairs: int, *, players: int = 2,
               table: _Source | Table | None = None, reinforce: int = 0, chunk: int = 100000,
               partitions: int = 4, client: _Client = None) -> _Histograms:
    """army_study_local's histograms, computed as Dask tasks."""
def morale_study(seed: int, modifier: int, checks: int, *, chunk: int = 100000,
                 partitions: int = 4, client: _Client = None) -> _Histograms:
    """morale_study_local's histograms, computed as Dask tasks."""
def validate_many(catalog: _Source | Catalog, rosters: Iterable[_Source | Roster], *,
                  partitions: int = 4, client: _Client = None) -> list[dict[str, Any]]:
    """The validation documents of ``rosters``, in order, computed as Dask tasks."""
