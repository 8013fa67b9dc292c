"""The same seed gives the same dice in C, Python and Lua.

The reference dice are what the C command rolls (`wargen roll --dice 12
--seed S --json`), read from its golden files (tests/cli/golden, listed in
tests/data/gen/agreement.txt). What the dice mean (D6 uniform, a D66 a pair
of digits 1-6, G2) is tested in C, tests/unit/test_rng.c.
"""
import json
import os
import pathlib
import shlex
import subprocess

import pytest

import wargen
from conftest import SOURCE_ROOT


def _golden(name):
    return (SOURCE_ROOT / "tests" / "cli" / "golden" / f"roll-dice12-seed{name}.json").read_text()


def _reference(name):
    return json.loads(_golden(name))["dice"]


REFERENCE = {seed: _reference(seed) for seed in (0, 1, 42)}
SEEDS = sorted(REFERENCE)


@pytest.mark.parametrize("seed", SEEDS)
def test_d6_matches_reference(seed):
    rng = wargen.Rng(seed)
    assert [rng.d6() for _ in range(12)] == REFERENCE[seed]


@pytest.mark.parametrize("seed", SEEDS)
def test_roll_draws_the_same_dice_as_d6(seed):
    assert wargen.Rng(seed).roll(12) == REFERENCE[seed]


@pytest.mark.parametrize("seed", SEEDS)
def test_pool_draws_the_same_dice_as_d6(seed):
    assert wargen.Rng(seed).pool(12).dice == REFERENCE[seed]


def test_rolls_continue_one_stream():
    rng = wargen.Rng(42)
    assert rng.roll(5) + rng.pool(4).dice + [rng.d6() for _ in range(3)] == REFERENCE[42]


def test_seed_restarts_the_stream():
    rng = wargen.Rng(7)
    rng.roll(30)
    rng.seed(42)
    assert rng.roll(12) == REFERENCE[42]


# The library's JSON of a pool is the command's line, dice and all.
@pytest.mark.parametrize("seed, name", [(0, "0"), (1, "1"), (42, "42"), (2**64 - 1, "max")])
def test_pool_to_json_is_what_the_command_prints(seed, name):
    assert wargen.Rng(seed).pool(12).to_json(seed, 1) + "\n" == _golden(name)


def test_largest_seed_is_accepted_and_deterministic():
    assert wargen.Rng(2**64 - 1).roll(12) == _reference("max")


def test_below_zero_returns_zero_and_draws_nothing():
    rng = wargen.Rng(42)
    assert rng.below(0) == 0
    assert rng.next() == wargen.Rng(42).next()


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
    # the seed as every library document writes it: a string above 2**63 - 1
    shown = seed if seed < 2**63 else str(seed)
    assert line == {"seed": shown, "index": 1, "dice": dice, "sum": sum(dice)}


def test_cli_rolls_continue_one_stream():
    lines = _cli_roll("--dice", "3", "--count", "2", "--seed", "42")
    assert [line["dice"] for line in lines] == [REFERENCE[42][0:3], REFERENCE[42][3:6]]
