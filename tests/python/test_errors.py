"""Failures raise wargen.WargenError subclasses carrying the C error record."""
import pytest

import wargen


def _assert_argument_error(e, code):
    """An error about an argument: the code, and no file, line, column or path."""
    assert e.code == code
    assert (e.file, e.line, e.column, e.path) == ("", 0, 0, "")
    assert e.message and str(e) == e.message


def test_error_classes_and_codes():
    assert issubclass(wargen.InvalidArgumentError, wargen.WargenError)
    assert issubclass(wargen.InvalidArgumentError, ValueError)
    assert issubclass(wargen.RuleError, wargen.WargenError)
    assert wargen.InvalidArgumentError.code == -1
    assert wargen.RuleError.code == -8


@pytest.mark.parametrize("count", [0, wargen.DICE_MAX + 1])
def test_roll_count_out_of_range(count):
    with pytest.raises(wargen.RangeError) as info:
        wargen.Rng(42).roll(count)
    _assert_argument_error(info.value, wargen.core.ERANGE)
    assert info.value.message == f"dice count {count} is out of range (1 to 100000)"


def test_invalid_argument_is_also_a_value_error():
    assert issubclass(wargen.InvalidArgumentError, ValueError)
    with pytest.raises(ValueError):
        wargen.Rng(42).roll(0)  # a RangeError, also a ValueError


@pytest.mark.parametrize("call,text", [
    (lambda rng: rng.pool(-3), "count -3 is out of range (1 to 100000)"),
    (lambda rng: rng.pool(10 ** 12), "dice count 1000000000000 is out of range (1 to 100000)"),
    (lambda rng: rng.roll(2 ** 64), f"count {2 ** 64} is out of range (1 to 100000)"),
    (lambda rng: wargen.morale_checks(rng, -1), "count -1 is out of range (0 to 10000000)"),
    (lambda rng: wargen.morale_checks(rng, 10 ** 7 + 1),
     "count 10000001 is out of range (0 to 10000000)"),
    (lambda rng: wargen.morale_simulate(rng, 0, -1),
     "checks -1 is out of range (0 to 1099511627776)"),
    (lambda rng: wargen.Rng.stream(1, -1), "stream -1 is out of range (0 to 1000000)"),
    (lambda rng: wargen.Rng(-1), "seed -1 is out of range (0 to 2**64 - 1)"),
])
def test_range_messages_state_the_librarys_limits(call, text):
    """Below 0, beyond the C type or beyond the library's maximum: the same range, the
    library's own (wargen.DICE_MAX, ...), as Lua says it (tests/lua/test_batch.lua)."""
    with pytest.raises(wargen.RangeError) as info:
        call(wargen.Rng(1))
    assert str(info.value) == text


@pytest.mark.parametrize("count", [0, wargen.DICE_MAX + 1])
def test_pool_count_out_of_range(count):
    with pytest.raises(wargen.RangeError) as info:
        wargen.Rng(42).pool(count)
    _assert_argument_error(info.value, wargen.core.ERANGE)
    assert info.value.message == f"dice count {count} is out of range (1 to 100000)"


def test_failed_roll_and_pool_draw_nothing():
    rng = wargen.Rng(42)
    for bad in (rng.roll, rng.pool):
        with pytest.raises(wargen.RangeError):
            bad(0)
    assert rng.state() == wargen.Rng(42).state()


def test_reroll_twice_is_a_rule_error():
    pool = wargen.Rng(42).pool(5)
    pool.reroll(3)
    with pytest.raises(wargen.RuleError) as info:
        pool.reroll(3)
    _assert_argument_error(info.value, -8)
    assert "already re-rolled" in info.value.message


def test_reroll_twice_keeps_the_die_and_the_stream():
    pool = wargen.Rng(42).pool(5)
    pool.reroll(3)
    dice, state = pool.dice, pool.rng.state()
    with pytest.raises(wargen.RuleError):
        pool.reroll(3)
    assert pool.dice == dice
    assert pool.rng.state() == state


def test_reroll_out_of_range():
    # a die past the end is missing (WG_ENOTFOUND), as every index the C API takes
    pool = wargen.Rng(42).pool(5)
    with pytest.raises(wargen.NotFoundError) as info:
        pool.reroll(5)
    _assert_argument_error(info.value, wargen.NotFoundError.code)
    assert info.value.message == "no such die: the pool has 5 dice"
    assert pool.dice == [1, 3, 5, 6, 6]


@pytest.mark.parametrize("bad", ["zz", "0" * 64, "0" * 63, "1" * 65, "g" * 64, ""])
def test_set_state_rejects_bad_states(bad):
    rng = wargen.Rng(42)
    rng.roll(3)
    before = rng.state()
    with pytest.raises(wargen.InvalidArgumentError) as info:
        rng.set_state(bad)
    _assert_argument_error(info.value, -1)
    assert rng.state() == before
    assert rng.roll(9) == [6, 6, 5, 5, 6, 5, 4, 5, 2]  # Rng(42) dice 4 to 12


def test_set_state_all_zero_message():
    with pytest.raises(wargen.InvalidArgumentError, match="all four words are zero"):
        wargen.Rng(1).set_state("0" * 64)


@pytest.mark.parametrize("seed", [-1, 2**64, 10**30])
def test_seed_outside_64_bits_is_a_range_error(seed):
    with pytest.raises(wargen.RangeError, match=rf"^seed {seed} is out of range \(0 to 2\*\*64 - 1\)$"):
        wargen.Rng(seed)


def test_reseed_with_negative_seed_is_a_range_error():
    rng = wargen.Rng(42)
    with pytest.raises(wargen.RangeError):
        rng.seed(-1)
    assert rng.state() == wargen.Rng(42).state()


@pytest.mark.parametrize("call", [
    lambda r: r.roll("3"),
    lambda r: r.roll(2.0),
    lambda r: r.pool("3"),
    lambda r: r.set_state(5),
    lambda r: wargen.Rng("42"),
])
def test_wrong_argument_types_raise_type_error(call):
    with pytest.raises(wargen.ArgumentTypeError) as e:
        call(wargen.Rng(42))
    assert isinstance(e.value, TypeError) and "must be" in str(e.value)


def test_none_as_self_is_refused_not_a_crash():
    with pytest.raises(wargen.ArgumentTypeError, match=r"^self must be a wargen.Rng, not NoneType$"):
        wargen.Rng.d6(None)
    with pytest.raises(wargen.ArgumentTypeError, match=r"^self must be a wargen.Models"):
        wargen.Models.value(None, "a", "b")


def test_a_handle_of_the_wrong_class_is_named():
    with pytest.raises(wargen.ArgumentTypeError, match=r"^self must be a wargen.Rng, not Roll$"):
        wargen.Rng.d6(wargen.Rng(1).pool(2))


def test_roll_takes_count_by_keyword():
    assert wargen.Rng(42).roll(count=3) == [1, 3, 5]


def test_a_check_lists_at_most_problems_max_and_counts_the_rest():
    entry = {"roll": 11, "cost": "x", "slots": [{"type": "horde", "count": 1}]}
    problems = wargen.Table.check({"format": "wargen-table/1", "name": "big",
                                   "entries": [entry] * 150})
    assert isinstance(problems, wargen.Problems)
    assert len(problems) == wargen.PROBLEMS_MAX == 100
    assert problems.omitted == 235  # 335 found: the count, 150 costs, 149 rolls, 35 missing
    assert all(isinstance(p, wargen.WargenError) for p in problems)
    valid = wargen.Table.check(wargen.Table.default().to_dict())
    assert valid == [] and valid.omitted == 0


def test_not_supported_error_is_enotsup_and_not_implemented():
    # WG_ENOTSUP: a build without an optional module (the BattleScribe importer).
    assert wargen.NotSupportedError.code == wargen.core.ENOTSUP == -10
    assert issubclass(wargen.NotSupportedError, wargen.WargenError)
    assert issubclass(wargen.NotSupportedError, NotImplementedError)
    e = wargen.errors._from_record(-10, "no importer", "", "", 0, 0, 0, "no importer")
    assert type(e) is wargen.NotSupportedError and str(e) == "no importer"
    assert wargen.status_str(-10) != wargen.status_str(-99)  # a known code, not "unknown"


@pytest.mark.skipif(wargen.bsdata_supported(), reason="this build has the BattleScribe importer")
def test_a_build_without_the_importer_raises_not_supported():
    with pytest.raises(wargen.NotSupportedError, match="without the BattleScribe importer") as info:
        wargen.BattleScribeBook(None, "book.cat")
    assert info.value.code == -10 and (info.value.file, info.value.line) == ("", 0)
