"""`wargen roll`: seeded D6 through the whole stack. The dice for seeds 0,
1 and 42 are the library's fixed vectors (tests/unit/test_rng.c)."""

import json
import re

import pytest

VECTORS = {
    0: [4, 5, 1, 3, 5, 6, 3, 4, 6, 6, 1, 1],
    1: [5, 4, 4, 3, 5, 1, 1, 3, 6, 4, 6, 6],
    42: [1, 3, 5, 6, 6, 5, 5, 6, 5, 4, 5, 2],
}


def test_human_output_golden(wargen, golden):
    r = wargen("roll", "--dice", "3", "--count", "4", "--seed", "42")
    assert r.code == 0
    assert r.err == ""
    assert r.out == golden("roll-seed42.txt")


@pytest.mark.parametrize("seed", sorted(VECTORS))
def test_json_matches_fixed_vectors(wargen, seed):
    r = wargen("roll", "--dice", "12", "--seed", str(seed), "--json")
    assert r.code == 0
    doc = json.loads(r.out)
    assert doc == {"seed": seed, "index": 1, "dice": VECTORS[seed], "sum": sum(VECTORS[seed])}


def test_count_streams_one_object_per_line(wargen):
    r = wargen("roll", "--dice", "2", "--count", "6", "--seed", "42", "--json")
    assert r.code == 0
    lines = r.out.splitlines()
    assert len(lines) == 6
    rolls = [json.loads(line) for line in lines]
    assert [x["index"] for x in rolls] == [1, 2, 3, 4, 5, 6]
    # one seeded stream: the six rolls of two dice are the first twelve dice
    assert sum((x["dice"] for x in rolls), []) == VECTORS[42]
    assert all(x["seed"] == 42 and x["sum"] == sum(x["dice"]) for x in rolls)


def test_default_is_one_die(wargen):
    r = wargen("roll", "--seed", "0", "--json")
    assert json.loads(r.out)["dice"] == VECTORS[0][:1]


def test_without_seed_prints_a_repeatable_seed(wargen):
    r = wargen("roll", "--dice", "5")
    assert r.code == 0
    m = re.match(r"seed (\d+) \(repeat with --seed \1\)\n", r.out)
    assert m, r.out
    again = wargen("roll", "--dice", "5", "--seed", m.group(1))
    assert again.out == r.out


def test_without_seed_json_carries_the_seed(wargen):
    doc = json.loads(wargen("roll", "--dice", "4", "--json").out)
    again = json.loads(wargen("roll", "--dice", "4", "--json", "--seed", str(doc["seed"])).out)
    assert again == doc


def test_equals_form_of_options(wargen):
    a = wargen("roll", "--dice=3", "--seed=42", "--json").out
    b = wargen("roll", "--dice", "3", "--seed", "42", "--json").out
    assert a == b
    assert json.loads(a)["dice"] == VECTORS[42][:3]


def test_largest_seed(wargen):
    # above 2**63 - 1 a seed is a decimal string, as in generate --json and logs
    r = wargen("roll", "--seed", "18446744073709551615", "--json")
    assert r.code == 0
    assert json.loads(r.out)["seed"] == "18446744073709551615"
    r = wargen("roll", "--seed", str(2**63 - 1), "--json")
    assert json.loads(r.out)["seed"] == 2**63 - 1


@pytest.mark.parametrize("args, message", [
    (["--dice", "0"], "--dice takes a whole number from 1 to 100000"),
    (["--dice", "100001"], "--dice takes a whole number from 1 to 100000"),
    (["--dice", "x"], "--dice takes a whole number"),
    (["--dice", "-3"], "--dice takes a whole number"),
    (["--dice", "3.5"], "--dice takes a whole number"),
    (["--dice"], "--dice takes a whole number"),
    (["--count", "0"], "--count takes a whole number from 1"),
    (["--seed", "18446744073709551616"], "--seed takes a whole number from 0"),
    (["--seed", ""], "--seed takes a whole number"),
    (["--seed", " 5"], "--seed takes a whole number"),
    (["--frobnicate"], "unknown argument '--frobnicate'"),
    (["12"], "unknown argument '12'"),
])
def test_bad_usage_exits_2(wargen, args, message):
    r = wargen("roll", *args)
    assert r.code == 2
    assert r.out == ""
    assert r.err.startswith("wargen roll: ")
    assert message in r.err
    assert "usage: wargen roll [--dice N]" in r.err
