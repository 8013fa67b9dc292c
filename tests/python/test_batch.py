"""Batch calls: Rng.dice, morale_checks and armies(count=N) give exactly what
as many single calls give, as columns: NumPy arrays when NumPy imports,
array.array columns the C library writes in place when it does not (both paths
are run). What the results mean is tested in C
(tests/unit/test_morale_check.c, test_gen_session.c)."""
import array
import os
import sys

import pytest

import wargen

MORALE_COLUMNS = ["opponent", "die1", "die2", "die3", "failures", "result"]
ARMY_COLUMNS = ["total", "units", "draws", "finished"]


# Under `meson test --setup valgrind` (which sets WARGEN_TEST_WRAPPER) NumPy
# is not imported: its import leaks by design (memory its modules keep until
# exit) and is slow there; the C code behind both paths is the same, and the
# array.array path runs.
UNDER_VALGRIND = bool(os.environ.get("WARGEN_TEST_WRAPPER"))


def needs_numpy():
    """Skip the test where NumPy is not installed or not to be imported."""
    if UNDER_VALGRIND:
        pytest.skip("NumPy is not imported under valgrind")
    pytest.importorskip("numpy")


@pytest.fixture(params=["numpy", "array"])
def columns_as(request, monkeypatch):
    """Run the test with NumPy (skipped where it is not installed) and with its
    import blocked, as on a machine without it; the name of the path taken."""
    if request.param == "numpy":
        needs_numpy()
    else:
        monkeypatch.setitem(sys.modules, "numpy", None)
    return request.param


def as_list(column, columns_as):
    """A column as a list, checking it has the type of its path."""
    if columns_as == "numpy":
        assert type(column).__name__ == "ndarray"
        return column.tolist()
    assert type(column) is array.array
    return column.tolist()


def morale_columns_of(checks):
    """Single checks as the columns morale_checks gives."""
    rows = [(c.opponent, *c.dice, c.failures, wargen.MORALE_RESULTS.index(c.result))
            for c in checks]
    return {name: [row[k] for row in rows] for k, name in enumerate(MORALE_COLUMNS)}


def test_dice_are_rolls(columns_as):
    batch, single = wargen.Rng(42), wargen.Rng(42)
    assert as_list(batch.dice(1000), columns_as) == single.roll(1000)
    assert batch.state() == single.state()


@pytest.mark.parametrize("modifier", [-7, -1, 0, 2, 7])
def test_morale_checks_are_single_checks(columns_as, modifier):
    batch, single = wargen.Rng(7), wargen.Rng(7)
    cols = wargen.morale_checks(batch, 500, modifier)
    assert list(cols) == MORALE_COLUMNS
    want = morale_columns_of([wargen.morale_check(single, modifier) for _ in range(500)])
    assert {k: as_list(v, columns_as) for k, v in cols.items()} == want
    assert batch.state() == single.state()


@pytest.mark.parametrize("players,cards,reinforce", [(1, False, 0), (2, False, 1), (2, True, 2)])
def test_armies_count_are_single_calls(columns_as, players, cards, reinforce):
    options = dict(size="large", players=players, cards=cards, reinforce=reinforce)
    batch, single = wargen.Rng(11), wargen.Rng(11)
    cols = wargen.armies(batch, count=60, **options)
    assert list(cols) == ARMY_COLUMNS
    armies = [army for _ in range(60) for army in wargen.armies(single, **options)]
    want = {name: [getattr(army, name) for army in armies] for name in ARMY_COLUMNS}
    assert {k: as_list(v, columns_as) for k, v in cols.items()} == want
    assert batch.state() == single.state()


def test_numpy_types():
    needs_numpy()
    rng = wargen.Rng(1)
    assert rng.dice(3).dtype.name == "int32"
    assert {c.dtype.name for c in wargen.morale_checks(rng, count=3).values()} == {"int8"}
    armies = wargen.armies(rng, count=3)
    assert [armies[k].dtype.name for k in ARMY_COLUMNS] == ["int32", "int32", "int32", "bool"]


def test_array_types(columns_as):
    if columns_as == "array":
        rng = wargen.Rng(1)
        assert rng.dice(3).typecode == "i"
        assert {c.typecode for c in wargen.morale_checks(rng, count=3).values()} == {"b"}
        armies = wargen.armies(rng, count=2)
        assert [armies[k].typecode for k in ARMY_COLUMNS] == ["i", "i", "i", "B"]
        assert armies["finished"].tolist() == [1, 1]


def test_columns_are_independent(columns_as):
    # each call gets its own columns, written in place by C (none shared, none reused)
    rng = wargen.Rng(4)
    one, two = rng.dice(50), rng.dice(50)
    assert as_list(one, columns_as) != as_list(two, columns_as)
    one[0] = 99
    assert two[0] != 99


def test_large_batches_are_the_small_ones(columns_as):
    # 1,000,000 checks fill 6 MB: with NumPy their columns share one mapping on
    # huge pages (wargen._util._columns); what they hold is what small batches give
    large = wargen.morale_checks(wargen.Rng(9), 1_000_000, 1)
    rng = wargen.Rng(9)
    small = [wargen.morale_checks(rng, 250_000, 1) for _ in range(4)]
    before = {name: as_list(large[name], columns_as) for name in MORALE_COLUMNS}
    for name in MORALE_COLUMNS:
        assert before[name] == sum((as_list(c[name], columns_as) for c in small), [])
    for name in MORALE_COLUMNS:  # the columns do not overlap: each write stays in its own
        large[name][-1] = 100
    for name in MORALE_COLUMNS:
        assert as_list(large[name], columns_as) == before[name][:-1] + [100]


def test_count_none_keeps_the_list_of_dicts():
    assert wargen.armies(wargen.Rng(3), count=None) == wargen.armies(wargen.Rng(3))


def test_count_zero_is_empty_columns(columns_as):
    rng = wargen.Rng(5)
    before = rng.state()
    for cols, names in ((wargen.morale_checks(rng, count=0), MORALE_COLUMNS),
                        (wargen.armies(rng, players=2, count=0), ARMY_COLUMNS)):
        assert {k: as_list(v, columns_as) for k, v in cols.items()} == {k: [] for k in names}
    assert rng.state() == before


BATCHES = [
    ("dice", lambda rng, count: rng.dice(count), wargen.DICE_MAX),
    ("morale_checks", lambda rng, count: wargen.morale_checks(rng, count=count),
     wargen.core.MORALE_BATCH_MAX),
    ("armies", lambda rng, count: wargen.armies(rng, count=count), wargen.core.ARMIES_BATCH_MAX),
]


@pytest.mark.parametrize("name,call,maximum", BATCHES, ids=[b[0] for b in BATCHES])
def test_bad_counts_name_the_parameter(name, call, maximum):
    rng = wargen.Rng(9)
    before = rng.state()
    minimum = 1 if name == "dice" else 0
    said = f"is out of range \\({minimum} to {maximum}\\)$"  # the library's limits, every time
    with pytest.raises(wargen.RangeError, match=f"count {maximum + 1} {said}"):
        call(rng, maximum + 1)
    with pytest.raises(wargen.RangeError, match=f"^count -1 {said}"):
        call(rng, -1)
    with pytest.raises(wargen.RangeError, match=f"^count {2 ** 64} {said}"):
        call(rng, 2 ** 64)
    with pytest.raises(wargen.ArgumentTypeError, match="count"):
        call(rng, 1.5)
    with pytest.raises(wargen.ArgumentTypeError, match="count"):
        call(rng, "3")
    assert rng.state() == before  # nothing drawn


def test_dice_count_zero_is_refused_as_roll():
    with pytest.raises(wargen.RangeError, match="count 0"):
        wargen.Rng(1).dice(0)


def test_bad_options_are_refused_before_drawing():
    rng = wargen.Rng(9)
    before = rng.state()
    with pytest.raises(wargen.InvalidArgumentError, match="players"):
        wargen.armies(rng, players=3, count=5)
    with pytest.raises(wargen.InvalidArgumentError, match="G7"):
        wargen.armies(rng, reinforce=3, count=5)
    with pytest.raises(wargen.ArgumentTypeError, match="rng"):  # as morale_check(None)
        wargen.morale_checks(None, count=5)
    with pytest.raises(TypeError):
        wargen.morale_checks(rng)  # count is required
    assert rng.state() == before


# out=: an earlier result's columns written again (no new memory: on this
# machine's virtual memory a fresh page costs more to fault in than the checks
# written in it); what they then hold is what a new result would.
OUT_CALLS = [
    ("dice", lambda rng, **kw: rng.dice(40, **kw)),
    ("morale_checks", lambda rng, **kw: wargen.morale_checks(rng, 40, 2, **kw)),
    ("armies", lambda rng, **kw: wargen.armies(rng, "large", players=2, count=20, **kw)),
]


def listed(result, columns_as):
    if isinstance(result, dict):
        return {k: as_list(v, columns_as) for k, v in result.items()}
    return as_list(result, columns_as)


@pytest.mark.parametrize("name,call", OUT_CALLS, ids=[c[0] for c in OUT_CALLS])
def test_out_is_written_again(columns_as, name, call):
    fresh, reused = wargen.Rng(21), wargen.Rng(21)
    call(fresh)
    want = listed(call(fresh), columns_as)
    out = call(reused)
    assert call(reused, out=out) is out
    assert listed(out, columns_as) == want
    assert fresh.state() == reused.state()


def test_out_may_be_any_buffer_of_its_items(columns_as):
    # a column need not be the library's own: a slice of a larger array will do
    if columns_as == "numpy":
        import numpy
        block = numpy.zeros((6, 50), dtype=numpy.int8)
        out = {name: block[k, 10:40] for k, name in enumerate(MORALE_COLUMNS)}
    else:
        out = {name: array.array("b", bytes(30)) for name in MORALE_COLUMNS}
    want = wargen.morale_checks(wargen.Rng(3), 30)
    assert wargen.morale_checks(wargen.Rng(3), 30, out=out) is out
    assert listed(out, columns_as) == listed(want, columns_as)


@pytest.mark.parametrize("edit,said", [
    (lambda out: out.pop("die2"), r'out\["die2"\] is missing'),
    (lambda out: out.update(die2=array.array("b", bytes(39))), r"die2.*holds 39 items.*40 int8"),
    (lambda out: out.update(die2=array.array("i", bytes(160))), r"die2.*type code 'i'"),
    (lambda out: out.update(die2=bytes(40)), r"die2.*is of type bytes, not a writable"),
    (lambda out: out.update(die2=[0] * 40), r"die2.*is of type list, not a writable"),
])
def test_unfit_out_is_refused_before_rolling(columns_as, edit, said):
    rng = wargen.Rng(8)
    out = wargen.morale_checks(rng, 40)
    edit(out)
    def held():
        return {k: v.tolist() if hasattr(v, "tolist") else v for k, v in out.items()}
    kept = held()
    before = rng.state()
    with pytest.raises(wargen.InvalidArgumentError, match=said):
        wargen.morale_checks(rng, 40, out=out)
    assert rng.state() == before
    assert held() == kept  # no column written


def test_out_of_another_count_or_shape_is_refused(columns_as):
    rng = wargen.Rng(8)
    with pytest.raises(wargen.InvalidArgumentError, match="holds 10 items.*20 int32"):
        rng.dice(20, out=rng.dice(10))
    armies = wargen.armies(rng, players=1, count=5)
    with pytest.raises(wargen.InvalidArgumentError, match="holds 5 items.*10 int32"):
        wargen.armies(rng, players=2, count=5, out=armies)
    with pytest.raises(wargen.ArgumentTypeError, match="^out must be None or the dict"):
        wargen.morale_checks(rng, 5, out=[])
    with pytest.raises(wargen.ArgumentTypeError, match="^out is the columns of a batch: it goes"):
        wargen.armies(rng, out=armies)


def test_out_of_numpy_must_be_contiguous():
    needs_numpy()
    import numpy
    rng = wargen.Rng(8)
    with pytest.raises(wargen.InvalidArgumentError, match="not a writable contiguous buffer"):
        rng.dice(10, out=numpy.zeros(20, dtype=numpy.int32)[::2])
    read_only = numpy.zeros(10, dtype=numpy.int32)
    read_only.flags.writeable = False
    with pytest.raises(wargen.InvalidArgumentError, match="not a writable contiguous buffer"):
        rng.dice(10, out=read_only)
