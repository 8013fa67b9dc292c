"""`wargen table check|show`: generator tables (wargen-table/1, rules G2,
G4, G12). check lists every problem with its file, line, column and JSON
path; show lists a table, or dumps it as JSON to edit."""

import json
import re

import pytest

from conftest import DATA, DEFAULT_TABLE


def digest_of(wargen, *file):
    out = wargen("table", "show", *file).out
    return re.match(r".* \(digest ([0-9a-f]{16})\)\n", out).group(1)


# ---- show ----------------------------------------------------------------------


def test_show_default_golden(wargen, golden):
    r = wargen("table", "show")
    assert r.code == 0
    assert r.err == ""
    assert r.out == golden("table-show.txt")


def test_show_lists_36_entries(wargen):
    lines = wargen("table", "show").out.splitlines()
    entries = lines[2:]
    assert len(entries) == 36
    table = json.loads(DEFAULT_TABLE.read_text())["entries"]
    for line, entry in zip(entries, table):
        roll, cost = line.split()[:2]
        assert (int(roll), int(cost)) == (entry["roll"], entry["cost"])


def test_show_file(wargen):
    r = wargen("table", "show", DATA / "cli-custom.json")
    assert r.code == 0
    lines = r.out.splitlines()
    assert lines[0].startswith("Custom CLI table (digest ")
    assert lines[2] == "  11   3  1 regular*"  # the default's cost + 1
    assert len(lines) == 38


def test_show_default_file_is_the_default(wargen):
    assert wargen("table", "show", DEFAULT_TABLE).out == wargen("table", "show").out


def test_show_json_is_the_default_table(wargen):
    r = wargen("table", "show", "--json")
    assert r.code == 0
    assert json.loads(r.out) == json.loads(DEFAULT_TABLE.read_text())


def test_show_json_loads_back(wargen, tmp_path):
    dump = tmp_path / "dump.json"
    dump.write_text(wargen("table", "show", "--json").out)
    r = wargen("table", "check", dump.name, cwd=tmp_path)
    assert r.code == 0
    assert r.err == ""
    assert r.out == f"dump.json: valid table (36 entries, digest {digest_of(wargen)})\n"
    # and generates exactly as the built-in table
    assert (wargen("generate", "--seed", "4", "--json", "--table", dump).out ==
            wargen("generate", "--seed", "4", "--json").out)


def test_show_json_of_a_file_round_trips(wargen, tmp_path):
    source = DATA / "cli-custom.json"
    r = wargen("table", "show", source, "--json")
    assert json.loads(r.out)["name"] == "Custom CLI table"
    dump = tmp_path / "dump.json"
    dump.write_text(r.out)
    assert digest_of(wargen, dump) == digest_of(wargen, source)
    # the dump is in the canonical form: showing it again gives the same text
    assert wargen("table", "show", "--json", dump).out == r.out


def test_edited_dump_is_another_table(wargen, tmp_path):
    doc = json.loads(wargen("table", "show", "--json").out)
    doc["entries"][0]["cost"] += 1
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(doc))
    assert wargen("table", "check", edited).code == 0
    assert digest_of(wargen, edited) != digest_of(wargen)


def test_show_bad_file(wargen):
    for extra in ([], ["--json"]):
        r = wargen("table", "show", "cli-bad-roll.json", *extra, cwd=DATA)
        assert r.code == 2
        assert r.out == ""
        assert r.err == ("wargen: cli-bad-roll.json:7:11: entries[5].roll: 17 is not a D66 "
                         "value: both digits must be 1 to 6 (G2)\n")


# ---- check ---------------------------------------------------------------------


def test_check_default(wargen):
    r = wargen("table", "check", DEFAULT_TABLE)
    assert r.code == 0
    assert r.err == ""
    assert r.out == f"{DEFAULT_TABLE}: valid table (36 entries, digest {digest_of(wargen)})\n"


def test_check_custom(wargen):
    r = wargen("table", "check", "cli-custom.json", cwd=DATA)
    assert r.code == 0
    assert re.fullmatch(r"cli-custom\.json: valid table \(36 entries, digest [0-9a-f]{16}\)\n",
                        r.out)


# Every problem, in the order check lists them.
PROBLEMS = {
    # wrong number of entries
    "cli-short.json": [
        "cli-short.json:1:67: entries: must have exactly 36 entries, one per D66 value (G2), "
        "not 35",
        "cli-short.json:1:67: entries: no entry for roll 66: a table has one entry for each "
        "D66 value (G2)",
    ],
    # a repeated and a missing D66 value
    "cli-repeated.json": [
        "cli-repeated.json:7:11: entries[5].roll: roll 15 repeats entries[4] (G2)",
        "cli-repeated.json:1:67: entries: no entry for roll 16: a table has one entry for each "
        "D66 value (G2)",
    ],
    # a digit outside 1-6, rolls outside 11-66
    "cli-bad-roll.json": [
        "cli-bad-roll.json:7:11: entries[5].roll: 17 is not a D66 value: both digits must be 1 "
        "to 6 (G2)",
        "cli-bad-roll.json:8:11: entries[6].roll: must be at most 66, not 70",
        "cli-bad-roll.json:9:11: entries[7].roll: must be at least 11, not 5",
        "cli-bad-roll.json:1:67: entries: no entry for roll 16: a table has one entry for each "
        "D66 value (G2)",
        "cli-bad-roll.json:1:67: entries: no entry for roll 21: a table has one entry for each "
        "D66 value (G2)",
        "cli-bad-roll.json:1:67: entries: no entry for roll 22: a table has one entry for each "
        "D66 value (G2)",
    ],
    # an unknown type, a count below 1, a negative cost
    "cli-bad-values.json": [
        "cli-bad-values.json:4:57: entries[2].slots[0].type: unknown value \"dragon\" (expected "
        "one of \"horde\", \"regular\", \"elite\", \"guard\", \"siege-breaker\", \"gigantic\", "
        "\"champion\", \"conqueror\")",
        "cli-bad-values.json:5:46: entries[3].slots[0].count: must be at least 1, not 0",
        "cli-bad-values.json:6:23: entries[4].cost: must be at least 0, not -1",
    ],
    # wrong types
    "cli-wrong-types.json": [
        "cli-wrong-types.json:2:23: entries[0].cost: must be an integer, not a string",
        "cli-wrong-types.json:3:46: entries[1].slots[0].count: must be an integer, not 1.5",
        "cli-wrong-types.json:4:35: entries[2].slots: must be an array, not an object",
    ],
    "cli-wrong-format.json": [
        "cli-wrong-format.json:1:12: format: format \"wargen-table/2\" is not \"wargen-table/1\"",
    ],
    # broken JSON: one problem, without a path
    "cli-broken.json": [
        "cli-broken.json:3:23: unexpected token near ','",
    ],
}


@pytest.mark.parametrize("name", sorted(PROBLEMS))
def test_check_lists_every_problem(wargen, name):
    r = wargen("table", "check", name, cwd=DATA)
    assert r.code == 2
    assert r.out == ""
    assert r.err.splitlines() == [f"wargen: {p}" for p in PROBLEMS[name]]


def test_check_unknown_keys(wargen):
    """Unknown keys at the top, in an entry and in a slot are each reported."""
    r = wargen("table", "check", "cli-unknown-keys.json", cwd=DATA)
    assert r.code == 2
    lines = r.err.splitlines()
    assert lines[:3] == [
        "wargen: cli-unknown-keys.json:1:56: author: unknown key \"author\"",
        "wargen: cli-unknown-keys.json:10:146: entries[8].colour: unknown key \"colour\"",
        "wargen: cli-unknown-keys.json:11:90: entries[9].slots[0].models: unknown key "
        "\"models\"",
    ]


@pytest.mark.parametrize("name", sorted(PROBLEMS) + ["cli-unknown-keys.json"])
def test_every_problem_has_a_location(wargen, name):
    for line in wargen("table", "check", name, cwd=DATA).err.splitlines():
        assert re.match(rf"wargen: {re.escape(name)}:\d+:\d+: ", line), line


@pytest.mark.parametrize("name", sorted(PROBLEMS) + ["cli-unknown-keys.json"])
def test_load_reports_the_first_problem(wargen, name):
    """generate, replay and show stop at the first problem check lists."""
    first = wargen("table", "check", name, cwd=DATA).err.splitlines()[0]
    r = wargen("table", "show", name, cwd=DATA)
    assert r.code == 2
    assert r.err == first + "\n"


def test_check_missing_file(wargen, tmp_path):
    r = wargen("table", "check", "absent.json", cwd=tmp_path)
    assert r.code == 2
    assert r.out == ""
    assert r.err.startswith("wargen: absent.json: ")


def test_zero_cost_table_is_refused(wargen):
    """A cost of 0 is allowed, but not on every entry: no army could be
    generated from such a table (G10)."""
    r = wargen("table", "check", "cli-zero-cost.json", cwd=DATA)
    assert r.code == 2
    assert r.err.endswith("entries: every entry costs 0 AP: no player could ever reach a limit "
                          "(G10)\n")


# ---- usage ---------------------------------------------------------------------


def test_help(wargen, golden):
    for args in (["table", "--help"], ["help", "table"], ["table", "check", "--help"],
                 ["table", "show", "-h"]):
        r = wargen(*args)
        assert r.code == 0
        assert r.out == golden("table-help.txt")


@pytest.mark.parametrize("args, message", [
    ([], "a subcommand is missing: check or show"),
    (["list"], "unknown subcommand 'list' (check or show)"),
    (["--json"], "unknown subcommand '--json' (check or show)"),
    (["check"], "check needs the table FILE"),
    (["check", "a.json", "b.json"], "one table file only, not 'b.json' too"),
    (["check", "a.json", "--json"], "unknown argument '--json'"),
    (["show", "a.json", "b.json"], "one table file only, not 'b.json' too"),
    (["show", "--all"], "unknown argument '--all'"),
])
def test_bad_usage_exits_2(wargen, args, message):
    r = wargen("table", *args)
    assert r.code == 2
    assert r.out == ""
    assert r.err.startswith(f"wargen table: {message}\n")
    assert "usage: wargen table check FILE | show [FILE] [--json]" in r.err


def test_check_lists_at_most_100_problems_and_counts_the_rest(wargen, tmp_path):
    # 150 entries whose cost is a string: 150 cost problems, the entry count
    # and the repeated rolls; the first 100 are listed in document order.
    entries = [{"roll": 11, "cost": "x", "slots": [{"type": "horde", "count": 1}]}] * 150
    path = tmp_path / "big.json"
    path.write_text(json.dumps({"format": "wargen-table/1", "name": "big", "entries": entries},
                               indent=1))
    r = wargen("table", "check", path)
    assert r.code == 2
    lines = r.err.splitlines()
    assert len(lines) == 101
    assert lines[1] == f"wargen: {path}:7:12: entries[0].cost: must be an integer, not a string"
    assert re.fullmatch(rf"wargen: {re.escape(str(path))}: and (\d+) more problems", lines[-1])
    found = 100 + int(lines[-1].split()[-3])
    assert found == 1 + 150 + 149 + 35  # count, costs, repeated rolls, missing rolls
