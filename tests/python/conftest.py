"""Shared fixtures for the gen module tests (rules G1-G12)."""
import copy
import os
import pathlib
import sys

import pytest

import wargen

# Under `meson test --setup valgrind` (WARGEN_TEST_WRAPPER set), NumPy's own
# import leaks (not ours to report): every batch call gives lists there, as
# when NumPy is not installed; test_batch.py skips its NumPy cases.
if os.environ.get("WARGEN_TEST_WRAPPER"):
    sys.modules["numpy"] = None

SOURCE_ROOT = pathlib.Path(os.environ.get("WARGEN_SOURCE_ROOT",
                                          pathlib.Path(__file__).resolve().parents[2]))
DEFAULT_TABLE_PATH = SOURCE_ROOT / "data" / "tables" / "default.json"


@pytest.fixture
def dask():
    """Skip where Dask is not installed, or under valgrind (WARGEN_TEST_WRAPPER):
    Dask imports NumPy, whose import leaks by design (above), and its
    scheduler is pure Python, slow there; the batch calls it runs are tested
    under valgrind by test_batch.py."""
    if os.environ.get("WARGEN_TEST_WRAPPER"):
        pytest.skip("Dask is not imported under valgrind")
    return pytest.importorskip("dask")


D66 = [t * 10 + u for t in range(1, 7) for u in range(1, 7)]

# Every entry alike, so the steps of a session do not depend on the seed:
# slot 0 one regular* (G7), slot 1 an endless spell (G6), slot 2 two horde,
# slot 3 one champion; cost 2 (G4).
UNIFORM_SLOTS = [
    {"count": 1, "type": "regular", "reinforceable": True},
    {"endless_spell": True},
    {"count": 2, "type": "horde", "reinforceable": False},
    {"count": 1, "type": "champion", "reinforceable": False},
]
UNIFORM_TABLE = {
    "format": "wargen-table/1",
    "name": "Uniform test table",
    "entries": [{"roll": r, "cost": 2, "slots": copy.deepcopy(UNIFORM_SLOTS)} for r in D66],
}


@pytest.fixture
def uniform_doc():
    """A fresh copy of the uniform table document (tests may edit it)."""
    return copy.deepcopy(UNIFORM_TABLE)


@pytest.fixture
def uniform():
    return wargen.Table(UNIFORM_TABLE)


@pytest.fixture
def default_table():
    return wargen.Table.default()
