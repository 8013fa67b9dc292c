"""The same seed gives the same dice in C, Python and Lua.

Reference values were computed by the C library (xoshiro256** seeded by
splitmix64); each list comes from a fresh generator.
"""
import json
import os
import pathlib
import shlex
import subprocess

import pytest

import wargen

REFERENCE = {
    #  seed: (12 x d6, 6 x d66, first next())
    42: ([1, 3, 5, 6, 6, 5, 5, 6, 5, 4, 5, 2], [14, 32, 51, 64, 66, 54], 0x15780B2E0C2EC716),
    0: ([4, 5, 1, 3, 5, 6, 3, 4, 6, 6, 1, 1], [44, 53, 14, 33, 53, 66], 0x99EC5F36CB75F2B4),
    1: ([5, 4, 4, 3, 5, 1, 1, 3, 6, 4, 6, 6], [52, 41, 43, 33, 52, 16], 0xB3F2AF6D0FC710C5),
}
SEEDS = sorted(REFERENCE)


@pytest.mark.parametrize("seed", SEEDS)
def test_d6_matches_reference(seed):
    rng = wargen.Rng(seed)
    assert [rng.d6() for _ in range(12)] == REFERENCE[seed][0]


# Rule G2: a D66 is a tens die then a units die.
@pytest.mark.parametrize("seed", SEEDS)
def test_d66_matches_reference(seed):
    rng = wargen.Rng(seed)
    assert [rng.d66() for _ in range(6)] == REFERENCE[seed][1]


# Rule G2: a D66 is a tens die and a units die, drawn together as one of the
# 36 equally likely pairs: pair k = below(36) gives tens k // 6 + 1, units k % 6 + 1.
@pytest.mark.parametrize("seed", SEEDS)
def test_d66_is_a_pair_of_d6(seed):
    d66, pairs = wargen.Rng(seed), wargen.Rng(seed)
    for _ in range(200):
        k = pairs.below(36)
        assert d66.d66() == 10 * (k // 6 + 1) + k % 6 + 1


# Rule G2: both digits of a D66 are 1 to 6.
def test_d66_digits_are_1_to_6():
    rng = wargen.Rng(2024)
    values = {rng.d66() for _ in range(2000)}
    assert values == {10 * t + u for t in range(1, 7) for u in range(1, 7)}


@pytest.mark.parametrize("seed", SEEDS)
def test_first_next_matches_reference(seed):
    assert wargen.Rng(seed).next() == REFERENCE[seed][2]


@pytest.mark.parametrize("seed", SEEDS)
def test_roll_draws_the_same_dice_as_d6(seed):
    assert wargen.Rng(seed).roll(12) == REFERENCE[seed][0]


@pytest.mark.parametrize("seed", SEEDS)
def test_pool_draws_the_same_dice_as_d6(seed):
    assert wargen.Rng(seed).pool(12).dice == REFERENCE[seed][0]


def test_rolls_continue_one_stream():
    rng = wargen.Rng(42)
    assert rng.roll(5) + rng.pool(4).dice + [rng.d6() for _ in range(3)] == REFERENCE[42][0]


def test_seed_restarts_the_stream():
    rng = wargen.Rng(7)
    rng.roll(30)
    rng.seed(42)
    assert rng.roll(12) == REFERENCE[42][0]


def test_largest_seed_is_accepted_and_deterministic():
    a, b = wargen.Rng(2**64 - 1), wargen.Rng(2**64 - 1)
    assert a.roll(20) == b.roll(20)
    assert all(1 <= d <= 6 for d in a.roll(100))


def test_below_is_d6_minus_one_for_bound_6():
    a, b = wargen.Rng(42), wargen.Rng(42)
    assert [a.below(6) + 1 for _ in range(12)] == [b.d6() for _ in range(12)]


def test_below_zero_returns_zero_and_draws_nothing():
    rng = wargen.Rng(42)
    assert rng.below(0) == 0
    assert rng.next() == REFERENCE[42][2]


def test_below_stays_in_range():
    rng = wargen.Rng(3)
    assert {rng.below(10) for _ in range(1000)} == set(range(10))
    assert rng.below(1) == 0


def test_d6_is_roughly_uniform():
    counts = [0] * 7
    for d in wargen.Rng(99).roll(60000):
        counts[d] += 1
    assert counts[0] == 0
    assert all(9000 < c < 11000 for c in counts[1:])


# ---- cross-check with the C command line tool ------------------------------

def _cli():
    """<build>/cli/wargen, found from PYTHONPATH=<build>/bindings/python."""
    for entry in os.environ.get("PYTHONPATH", "").split(os.pathsep):
        if entry:
            exe = pathlib.Path(entry).resolve().parent.parent / "cli" / "wargen"
            if exe.is_file() and os.access(exe, os.X_OK):
                return exe
    return None


def _cli_roll(*args):
    exe = _cli()
    if exe is None:
        pytest.skip("the wargen command was not found next to the Python package")
    wrapper = shlex.split(os.environ.get("WARGEN_TEST_WRAPPER", ""))
    out = subprocess.run(wrapper + [str(exe), "roll", *args, "--json"], capture_output=True,
                         text=True, check=True, timeout=600).stdout
    return [json.loads(line) for line in out.splitlines()]


@pytest.mark.parametrize("seed", [0, 1, 42, 2**64 - 1])
def test_cli_and_python_roll_the_same_dice(seed):
    [line] = _cli_roll("--dice", "12", "--seed", str(seed))
    dice = wargen.Rng(seed).roll(12)
    assert line == {"seed": seed, "index": 1, "dice": dice, "sum": sum(dice)}


def test_cli_reference_seed_42():
    [line] = _cli_roll("--dice", "12", "--seed", "42")
    assert line["dice"] == REFERENCE[42][0]
    assert line["sum"] == sum(REFERENCE[42][0])


def test_cli_rolls_continue_one_stream():
    lines = _cli_roll("--dice", "3", "--count", "2", "--seed", "42")
    assert [line["dice"] for line in lines] == [REFERENCE[42][0][0:3], REFERENCE[42][0][3:6]]
