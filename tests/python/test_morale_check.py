"""Morale checks, odds and simulation as the binding shows them: the Python
types (MoraleCheck, Fractions, lists), the errors, and agreement with the C
library seed for seed (tests/data/morale/c-results.json) and with the
command's JSON. What the rules mean (B2-B5) is tested once, in
tests/unit/test_morale_check.c."""
import json
import os
import pathlib
import pickle
import shutil
import subprocess
from fractions import Fraction

import pytest

import wargen
from test_morale_fixtures import C_RESULTS

# ---- exact odds -----------------------------------------------------------------------------


def test_b5_odds_without_modifier():
    assert wargen.morale_odds_counts() == [441, 315, 315, 225]
    assert wargen.morale_odds() == [Fraction(441, 1296), Fraction(315, 1296),
                                    Fraction(315, 1296), Fraction(225, 1296)]
    assert wargen.morale_odds(0) == [Fraction(49, 144), Fraction(35, 144), Fraction(35, 144),
                                     Fraction(25, 144)]
    assert wargen.MORALE_DENOMINATOR == 1296


@pytest.mark.parametrize("modifier", [-2**31, -7, 7, 2**31 - 1])
def test_any_int_modifier(modifier):
    # the whole range of C's int crosses (B4 allows any; cmocka tests its meaning)
    assert sum(wargen.morale_odds(modifier)) == 1
    assert wargen.morale_judge(3, (1, 2, 3), modifier).modifier == modifier


def test_odds_types():
    with pytest.raises(TypeError):
        wargen.morale_odds(1.5)
    with pytest.raises(TypeError):
        wargen.morale_odds(True)
    with pytest.raises(wargen.RangeError):
        wargen.morale_odds(2**31)


# ---- rolled checks --------------------------------------------------------------------------


@pytest.mark.parametrize("run", C_RESULTS["checks"], ids=lambda r: f"seed{r['seed']}")
def test_checks_as_the_c_library_rolls_them(run):
    rng = wargen.Rng(run["seed"])
    got = [wargen.morale_check(rng, modifier=run["modifier"]) for _ in run["checks"]]
    assert [[c.opponent, list(c.dice), c.failures] for c in got] == run["checks"]
    assert all(c.modifier == run["modifier"] for c in got)
    assert all(c.result == wargen.MORALE_RESULTS[c.failures] for c in got)


def test_same_seed_same_checks():
    one = [wargen.morale_check(r).to_dict() for r in [wargen.Rng(99)] for _ in range(200)]
    rng = wargen.Rng(99)
    two = [wargen.morale_check(rng).to_dict() for _ in range(200)]
    assert one == two
    rng = wargen.Rng(99)
    copy = rng.copy()
    assert wargen.morale_check(rng) == wargen.morale_check(copy)


def test_check_object():
    c = wargen.morale_check(wargen.Rng(42), 2)
    assert isinstance(c, wargen.MoraleCheck)
    assert c.dice == (4, 1, 1) and isinstance(c.dice, tuple)
    d = c.to_dict()
    assert list(d) == ["opponent", "dice", "modifier", "failures", "result"]
    assert d == {"opponent": 1, "dice": [4, 1, 1], "modifier": 2, "failures": 0,
                 "result": "steady"}
    assert json.loads(json.dumps(d)) == d
    with pytest.raises(AttributeError):
        c.failures = 3   # plain, frozen data
    assert pickle.loads(pickle.dumps(c)) == c


# ---- judged checks --------------------------------------------------------------------------


def test_judge_object():
    c = wargen.morale_judge(5, [4, 5, 6], modifier=1)
    assert isinstance(c, wargen.MoraleCheck) and c.dice == (4, 5, 6)
    assert (c.opponent, c.modifier) == (5, 1)
    assert c.result == wargen.MORALE_RESULTS[c.failures]
    assert c.to_dict()["dice"] == [4, 5, 6]


def test_judge_refuses_bad_dice():
    for opponent, dice in ((0, (1, 2, 3)), (7, (1, 2, 3)), (3, (0, 2, 3)), (3, (1, 2, 7)),
                           (-1, (1, 1, 1))):
        with pytest.raises(wargen.InvalidArgumentError, match="B2") as e:
            wargen.morale_judge(opponent, dice)
        assert e.value.code == -1
    with pytest.raises(wargen.ArgumentTypeError, match="three ints"):
        wargen.morale_judge(3, (1, 2))
    with pytest.raises(wargen.ArgumentTypeError, match="three ints"):
        wargen.morale_judge(3, [1, 2, 3, 4])
    with pytest.raises(TypeError):
        wargen.morale_judge(3, "123")
    with pytest.raises(TypeError):
        wargen.morale_judge(3, (1, 2, 3.0))
    with pytest.raises(wargen.RangeError):
        wargen.morale_judge(3, (1, 2, 2**40))


def test_check_needs_an_rng():
    with pytest.raises(wargen.ArgumentTypeError, match="^rng must be a wargen.Rng, not NoneType$"):
        wargen.morale_check(None)
    with pytest.raises(TypeError):
        wargen.morale_check(42)


# ---- simulation -----------------------------------------------------------------------------


def test_simulate_as_the_c_library():
    run = C_RESULTS["simulate"]
    rng = wargen.Rng(run["seed"])
    assert wargen.morale_simulate(rng, run["modifier"], checks=run["checks"]) == run["counts"]
    assert rng.below(1296) == run["below_1296_after"]


def test_simulate_draws_as_many_checks():
    a, b = wargen.Rng(11), wargen.Rng(11)
    for modifier in (0, 1, -1, 4):
        counts = wargen.morale_simulate(a, modifier, 1000)
        expected = [0] * 4
        for _ in range(1000):
            expected[wargen.morale_check(b, modifier).failures] += 1
        assert counts == expected and sum(counts) == 1000
        assert a.state() == b.state()
    assert wargen.morale_simulate(a, 0, 0) == [0, 0, 0, 0]
    assert a.state() == b.state()


def test_simulate_arguments():
    with pytest.raises(wargen.RangeError, match="checks -1"):
        wargen.morale_simulate(wargen.Rng(1), 0, -1)
    with pytest.raises(TypeError):
        wargen.morale_simulate(wargen.Rng(1), 0, 10.0)
    with pytest.raises(wargen.ArgumentTypeError, match="^rng must be"):
        wargen.morale_simulate(None, 0, 10)


# ---- the command line (when it has `wargen morale`) -----------------------------------------

_CLI = pathlib.Path(wargen.core.__file__).resolve().parents[3] / "cli" / "wargen"


def _cli_morale(*args):
    exe = os.environ.get("WARGEN") or (str(_CLI) if _CLI.exists() else shutil.which("wargen"))
    if exe is None:
        pytest.skip("no wargen command built")
    out = subprocess.run([exe, "morale", *args], capture_output=True, text=True, timeout=60)
    if out.returncode == 2 and "no command 'morale'" in out.stderr:
        pytest.skip("this wargen command has no morale subcommand")
    assert out.returncode == 0, out.stderr
    return [json.loads(line) for line in out.stdout.splitlines()]


def test_cli_roll_json_lines():
    lines = _cli_morale("--roll", "--seed", "42", "--count", "8", "--modifier", "1", "--json")
    rng = wargen.Rng(42)
    assert lines == [wargen.morale_check(rng, 1).to_dict(seed=42, index=k) for k in range(1, 9)]
    assert wargen.morale_judge(1, [4, 1, 1], 1).to_dict(seed=2**64 - 1)["seed"] == str(2**64 - 1)


def test_cli_odds_json():
    (doc,) = _cli_morale("--odds", "--modifier", "-2", "--json")
    assert doc == {"modifier": -2, "denominator": 1296,
                   "failures": wargen.morale_odds_counts(-2)}
    assert doc == wargen.morale_odds_dict(-2)


# ---- the enums' names and parsers (B3, B1, B12, B10) ------------------------------------------

@pytest.mark.parametrize("enum, names", [("morale_result", "MORALE_RESULTS"),
                                         ("check_cause", "CHECK_CAUSES"), ("stop", "STOPS"),
                                         ("character_kind", "CHARACTER_KINDS")])
def test_enum_parsers_are_the_libraries(enum, names):
    parse = getattr(wargen.core, f"_{enum}_parse")
    assert [parse(n) for n in getattr(wargen, names)] == list(range(len(getattr(wargen, names))))
    with pytest.raises(wargen.InvalidArgumentError) as info:
        parse("sideways")
    assert '"sideways"' in str(info.value)
