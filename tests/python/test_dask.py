"""wargen.dask (issue 16): a study's histograms are the same for 1, 4 and 16
partitions, on the default scheduler and on a distributed LocalCluster, and
equal to the single-process loop of the same chunks, which is checked
against single calls on the numbered streams. Dask is optional: without it
`import wargen` and the *_local studies work and a Dask study says what to
install. Small counts: the suite stays fast."""
import os
import subprocess
import sys
from collections import Counter

import pytest

import wargen
import wargen.dask as wd

from conftest import SOURCE_ROOT

PARTITIONS = [1, 4, 16]


def test_chunks_are_fixed_and_cover_the_runs():
    assert wd.chunks(25, 10) == [(0, 10), (1, 10), (2, 5)]
    assert wd.chunks(0, 10) == []
    with pytest.raises(wargen.RangeError, match="chunk 0"):
        wd.chunks(10, 0)
    with pytest.raises(wargen.RangeError, match="chunk 1 "):  # one stream per chunk at most
        wd.chunks(wargen.RNG_STREAM_MAX + 2, 1)
    assert len(wd.chunks(wargen.RNG_STREAM_MAX + 1, 1)) == wargen.RNG_STREAM_MAX + 1


@pytest.mark.parametrize("call,name", [
    (lambda: wd.army_study_local(1, "small", -1), "pairs"),
    (lambda: wd.morale_study_local(1, 0, 10, chunk=0), "chunk"),
    (lambda: wd.morale_study(1, 0, 10, partitions=0), "partitions"),
    (lambda: wd.army_study(1, "small", 10, partitions=-2), "partitions")])
def test_a_count_out_of_range_is_named(monkeypatch, call, name):
    monkeypatch.setitem(sys.modules, "dask", None)  # checked before Dask is imported
    with pytest.raises(wargen.RangeError, match=f"^{name} "):
        call()


@pytest.mark.parametrize("call,name", [
    (lambda: wd.morale_study_local(1, 0, 1.5), "checks"),
    (lambda: wd.army_study_local(1, "small", 10, chunk="5"), "chunk"),
    (lambda: wd.morale_study(1, 0, 10, partitions=True), "partitions")])
def test_a_count_of_another_type_is_named(monkeypatch, call, name):
    monkeypatch.setitem(sys.modules, "dask", None)
    with pytest.raises(wargen.ArgumentTypeError, match=f"^{name} must be an int"):
        call()


def test_local_army_study_counts_single_calls_on_the_streams():
    want = {name: Counter() for name in wd.ARMY_COLUMNS}
    for stream, runs in wd.chunks(20, 7):
        rng = wargen.Rng.stream(5, stream)
        for _ in range(runs):
            for army in wargen.armies(rng, "medium", players=2):
                for name in wd.ARMY_COLUMNS:
                    want[name][getattr(army, name)] += 1
    got = wd.army_study_local(5, "medium", 20, chunk=7)
    assert got == {name: dict(sorted(c.items())) for name, c in want.items()}
    assert sum(got["total"].values()) == 40  # two armies a run


def test_local_morale_study_counts_single_checks_on_the_streams():
    want = {name: Counter() for name in wd.MORALE_COLUMNS}
    for stream, runs in wd.chunks(50, 16):
        rng = wargen.Rng.stream(9, stream)
        for _ in range(runs):
            check = wargen.morale_check(rng, 1)
            want["result"][wargen.MORALE_RESULTS.index(check.result)] += 1
            want["opponent"][check.opponent] += 1
    assert wd.morale_study_local(9, 1, 50, chunk=16) == {
        name: dict(sorted(c.items())) for name, c in want.items()}


def same_memory(view, column):
    """Whether view (out= of a later chunk) is column's memory: column itself or
    its first items (a NumPy view, or a memoryview of an array.array)."""
    if isinstance(view, memoryview):
        return view.obj is column
    return view is column or view.base is column


# a study of 3.5 chunks, its batch call for a chunk, the columns it counts,
# its items a run
STUDIES = {
    "morale": (lambda: wd.morale_study_local(6, -1, 3500, chunk=1000),
               lambda rng, n: wargen.morale_checks(rng, n, -1), wd.MORALE_COLUMNS, 1),
    "army": (lambda: wd.army_study_local(6, "small", 3500, chunk=1000),
             lambda rng, n: wargen.armies(rng, "small", players=2, count=n), wd.ARMY_COLUMNS, 2),
    "army, 1 player": (lambda: wd.army_study_local(6, "small", 3500, chunk=1000, players=1),
                       lambda rng, n: wargen.armies(rng, "small", count=n), wd.ARMY_COLUMNS, 1)}


def same_memory(view, column):
    """Whether view (out= of a later chunk) is column's memory: its first items
    (a NumPy view, or a memoryview of an array.array)."""
    return view.obj is column if isinstance(view, memoryview) else view.base is column


@pytest.mark.parametrize("kind", STUDIES)
def test_a_task_writes_its_first_columns_again(monkeypatch, kind):
    # issue 30: a task allocates one set of columns, which every later chunk
    # writes again (the short last one its first items), not a block a chunk
    study, batch, names, per_run = STUDIES[kind]
    fresh = wd.merge({name: Counter(list(batch(wargen.Rng.stream(6, i), n)[name]))
                      for name in names} for i, n in wd.chunks(3500, 1000))
    calls, real = [], wd.morale_checks if kind == "morale" else wd.armies

    def spy(*args, out=None, **kw):
        calls.append((out, real(*args, out=out, **kw)))
        return calls[-1][1]
    monkeypatch.setattr(wd, real.__name__, spy)
    assert study() == fresh  # the histograms of fresh columns for each chunk
    first = calls[0][1]
    assert [out is first for out, _ in calls] == [False, True, True, False]
    assert calls[0][0] is None
    last = calls[3][0]
    for name in first:
        assert same_memory(last[name], first[name]) and len(last[name]) == 500 * per_run


def test_a_negative_value_is_counted_all_the_same():
    # bincount takes none: such a chunk is counted in Python (no column holds one)
    np = pytest.importorskip("numpy")
    tally = wd._Tally(("x",))
    tally.add({"x": np.array([3, 1, 1], np.int8)})
    tally.add({"x": np.array([-2, 1, 7], np.int8)})
    tally.add({"x": np.array([0], np.int8)})
    assert wd.merge(tally.parts()) == {"x": {-2: 1, 0: 1, 1: 3, 3: 1, 7: 1}}


@pytest.mark.parametrize("partitions", PARTITIONS)
def test_army_study_is_the_same_on_any_partitions(dask, partitions):
    local = wd.army_study_local(7, "large", 3000, chunk=250)
    assert wd.army_study(7, "large", 3000, chunk=250, partitions=partitions) == local


@pytest.mark.parametrize("partitions", PARTITIONS)
def test_army_study_on_a_custom_table(dask, uniform_doc, partitions):
    local = wd.army_study_local(3, "small", 500, chunk=60, table=uniform_doc)
    assert wd.army_study(3, "small", 500, chunk=60, table=uniform_doc,
                         partitions=partitions) == local
    assert local != wd.army_study_local(3, "small", 500, chunk=60)  # the table is used


@pytest.mark.parametrize("partitions", PARTITIONS)
def test_morale_study_is_the_same_on_any_partitions(dask, partitions):
    local = wd.morale_study_local(11, -2, 20000, chunk=1500)
    assert wd.morale_study(11, -2, 20000, chunk=1500, partitions=partitions) == local
    assert sum(local["result"].values()) == 20000


def test_a_study_depends_on_its_chunks_not_its_partitions(dask):
    # chunk 0 of a 1-chunk study is chunk 0 of a 2-chunk one: the streams are fixed
    one = wd.morale_study(4, 0, 100, chunk=100, partitions=3)
    assert one == wd.morale_study_local(4, 0, 100, chunk=100)
    assert one != wd.morale_study_local(4, 0, 100, chunk=50)


def rosters():
    return sorted(str(p) for p in (SOURCE_ROOT / "data" / "rosters").glob("*.json"))


@pytest.mark.parametrize("partitions", PARTITIONS)
def test_validate_many_is_validate_in_order(dask, partitions):
    book = wargen.Catalog(SOURCE_ROOT / "data" / "catalogs" / "example-kingdom.json")
    want = [wargen.validate(book, r).to_dict() for r in rosters()]
    assert {doc["valid"] for doc in want} == {True, False}
    assert wd.validate_many(book, rosters(), partitions=partitions) == want


@pytest.mark.filterwarnings("ignore:make_current is deprecated:DeprecationWarning")  # tornado 6.2
def test_on_a_local_cluster_by_client_and_by_address(dask):
    distributed = pytest.importorskip("distributed")
    local = wd.army_study_local(2, "medium", 800, chunk=100)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster:
        with distributed.Client(cluster) as client:
            assert wd.army_study(2, "medium", 800, chunk=100, partitions=4,
                                 client=client) == local
        assert wd.morale_study(2, 3, 900, chunk=100, partitions=4,
                               client=cluster.scheduler_address) == \
            wd.morale_study_local(2, 3, 900, chunk=100)


def test_without_dask_a_study_says_what_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "dask", None)
    with pytest.raises(ImportError, match="python3-dask"):
        wd.morale_study(1, 0, 10)


def test_wargen_imports_without_dask():
    script = ("import sys; sys.modules['dask'] = sys.modules['distributed'] = None\n"
              "import wargen, wargen.dask\n"
              "print(sum(wargen.dask.morale_study_local(1, 0, 10)['result'].values()))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env=dict(os.environ, WARGEN_TEST_WRAPPER=""), check=False)
    assert (done.returncode, done.stdout) == (0, "10\n"), done.stderr
