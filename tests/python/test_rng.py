"""wargen.Rng: state, copies, the module's metadata."""
import copy
import re

import pytest

import wargen


def test_version_matches_version_info():
    assert wargen.VERSION_INFO == (1, 0, 0)
    assert ".".join(map(str, wargen.VERSION_INFO)) == wargen.__version__


def test_dice_max():
    assert wargen.DICE_MAX == 100000


def test_status_str():
    assert wargen.status_str(0) == "success"
    assert wargen.status_str(wargen.RuleError.code) == "forbidden by the rules"
    assert wargen.status_str(12345) == "unknown status"


def test_state_is_64_hex_digits():
    assert re.fullmatch(r"[0-9a-f]{64}", wargen.Rng(42).state())


def test_state_depends_on_seed_and_draws():
    rng = wargen.Rng(42)
    first = rng.state()
    assert first == wargen.Rng(42).state()
    assert first != wargen.Rng(43).state()
    rng.d6()
    assert rng.state() != first


def test_state_round_trip():
    rng = wargen.Rng(42)
    rng.roll(7)
    saved = rng.state()
    first = rng.roll(20)
    assert rng.set_state(saved) is None
    assert rng.state() == saved
    assert rng.roll(20) == first


def test_state_moves_to_another_generator():
    source, target = wargen.Rng(5), wargen.Rng(6)
    source.roll(3)
    target.set_state(source.state())
    assert target.roll(10) == source.roll(10)


def test_set_state_accepts_upper_case_hex():
    rng = wargen.Rng(42)
    saved = rng.state()
    expected = rng.roll(5)
    rng.set_state(saved.upper())
    assert rng.roll(5) == expected


def test_copy_gives_the_same_stream():
    rng = wargen.Rng(42)
    rng.roll(4)
    dup = rng.copy()
    assert isinstance(dup, wargen.Rng)
    assert dup.state() == rng.state()
    assert dup.roll(20) == rng.roll(20)


def test_copy_is_independent():
    rng = wargen.Rng(42)
    dup = rng.copy()
    dup.roll(50)
    assert rng.roll(12) == wargen.Rng(42).roll(12)
    rng.seed(1)
    assert dup.state() != rng.state()


def test_copy_module_uses_copy():
    rng = wargen.Rng(42)
    dup = copy.copy(rng)
    assert dup is not rng
    assert dup.roll(12) == rng.roll(12)


def test_rng_repr_shows_the_state():
    rng = wargen.Rng(42)
    assert repr(rng) == f"<wargen.Rng state={rng.state()}>"


def test_roll_repr_shows_the_dice():
    assert repr(wargen.Rng(42).pool(4)) == "<wargen.Roll [1, 3, 5, 6]>"


def test_d66_docstring_from_doxygen():
    assert "D66" in wargen.Rng.d66.__doc__
    assert "rule G2" in wargen.Rng.d66.__doc__


def test_reroll_docstring_from_doxygen():
    doc = wargen.Roll.reroll.__doc__
    assert "Re-roll the die at index" in doc
    assert "never re-rolled twice" in doc


def test_roll_cannot_be_constructed_directly():
    with pytest.raises(AttributeError, match="No constructor"):
        wargen.Roll()


def test_an_rng_pickles_and_deep_copies_with_its_stream_position():
    import copy
    import pickle
    rng = wargen.Rng(42)
    rng.roll(7)
    for twin in (pickle.loads(pickle.dumps(rng)), copy.deepcopy(rng), copy.copy(rng)):
        assert twin is not rng
        assert twin.state() == rng.state()
    assert pickle.loads(pickle.dumps(rng)).roll(20) == rng.roll(20)
