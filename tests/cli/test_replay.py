"""`wargen replay`: a `wargen-log/1` log written by `generate --log` replays
to the identical session (G11) and prints exactly what generate printed; a
log that does not replay is rejected naming the first bad step."""

import json
import re

import pytest

from conftest import DATA, DEFAULT_TABLE

SESSIONS = [
    ["--seed", "7"],
    ["--players", "2", "--seed", "7"],
    ["--players", "2", "--first-player", "2", "--size", "large", "--seed", "8"],
    ["--cards", "--limit", "200", "--seed", "9"],  # reshuffles the deck
    ["--cards", "--players", "2", "--size", "medium", "--seed", "10"],
    ["--cards", "--per-player-decks", "--players", "2", "--limit", "90", "--seed", "11"],
    ["--limit", "1", "--seed", "18446744073709551615"],
]


@pytest.fixture
def logged(wargen, tmp_path):
    """generate ARGS --log: (human output, JSON output, path of the log)."""
    def make(*args):
        log = tmp_path / "session.log.json"
        human = wargen("generate", *args, "--log", log)
        assert human.code == 0, human.err
        as_json = wargen("generate", *args, "--json")
        assert as_json.code == 0
        return human.out, as_json.out, log
    return make


@pytest.mark.parametrize("args", SESSIONS)
def test_replay_prints_what_generate_printed(wargen, logged, args):
    human, as_json, log = logged(*args)
    r = wargen("replay", log)
    assert r.code == 0
    assert r.err == ""
    assert r.out == human
    r = wargen("replay", log, "--json")
    assert r.code == 0
    assert r.out == as_json


def test_replay_with_the_table_used(wargen, logged):
    table = DATA / "cli-custom.json"
    human, as_json, log = logged("--players", "2", "--table", table, "--seed", "5")
    assert f"--table {table} --seed 5" in human
    assert wargen("replay", log, "--table", table).out == human
    assert wargen("replay", "--json", "--table", table, log).out == as_json


def test_replay_with_the_default_table_file(wargen, logged):
    _, as_json, log = logged("--seed", "5")
    assert wargen("replay", log, "--json", "--table", DEFAULT_TABLE).out == as_json


def test_log_is_a_wargen_log(logged):
    _, as_json, log = logged("--players", "2", "--cards", "--seed", "12")
    doc = json.loads(log.read_text())
    session = json.loads(as_json)
    assert doc["format"] == "wargen-log/1"
    assert (doc["seed"], doc["limit"], doc["players"], doc["mode"], doc["decks"]) == \
        (12, 15, 2, "cards", "shared")
    assert doc["first_player"] == session["first_player"]
    assert doc["table"]["name"] == "Default table"
    draws = [s["draw"]["card"] for s in doc["steps"] if "draw" in s]
    assert sorted(draws) == sorted(d["card"] for p in session["players"] for d in p["draws"])


def test_log_written_with_json_output(wargen, tmp_path):
    log = tmp_path / "log.json"
    r = wargen("generate", "--seed", "3", "--json", "--log", log)
    assert r.code == 0
    assert wargen("replay", log, "--json").out == r.out


def test_log_with_count_one(wargen, tmp_path):
    log = tmp_path / "log.json"
    r = wargen("generate", "--seed", "3", "--count", "1", "--log", log)
    assert r.code == 0
    assert wargen("replay", log).out == r.out


def _steps_and_lines(log):
    """The log's steps, and the line of the log each one is on."""
    text = log.read_text()
    doc = json.loads(text)
    lines = text.splitlines()
    first = next(i for i, line in enumerate(lines) if line.lstrip().startswith('{"player"'))
    return doc["steps"], lines, first


def _edit_draw(log, index):
    """Change the D66 value of the draw at steps[index] to another one."""
    steps, lines, first = _steps_and_lines(log)
    key = next(iter(steps[index]["draw"]))
    value = steps[index]["draw"][key]
    other = 11 if value != 11 else 12
    line = lines[first + index]
    lines[first + index] = line.replace(f'"{key}": {value}', f'"{key}": {other}')
    assert lines[first + index] != line
    log.write_text("\n".join(lines) + "\n")
    return first + index + 1, key, value, other


@pytest.mark.parametrize("args", [["--seed", "7"], ["--players", "2", "--cards", "--seed", "4"]])
def test_edited_draw_names_the_step(wargen, logged, args):
    _, _, log = logged(*args)
    steps, _, _ = _steps_and_lines(log)
    draws = [i for i, s in enumerate(steps) if "draw" in s]
    index = draws[3]  # the fourth draw
    line, key, value, other = _edit_draw(log, index)
    player = steps[index]["player"]
    for extra in ([], ["--json"]):
        r = wargen("replay", log.name, *extra, cwd=log.parent)
        assert r.code == 2
        assert r.out == ""
        assert r.err == (f"wargen: {log.name}:{line}:5: steps[{index}]: does not replay: the "
                         f"log says player {player} draws {key} {other}, the replay player "
                         f"{player} draws {key} {value} (G11)\n")


@pytest.mark.parametrize("decks", ["shared", "per-player"])
def test_a_dice_log_with_decks_is_refused_at_the_key(wargen, logged, decks):  # G3
    _, _, log = logged("--seed", "7")
    text = log.read_text()
    assert '"mode": "dice"' in text and '"decks"' not in text  # generate writes none
    log.write_text(text.replace('"mode": "dice"', f'"mode": "dice", "decks": "{decks}"', 1))
    r = wargen("replay", log)
    assert r.code == 2
    assert r.err.endswith(': decks: a log of mode "dice" has no decks: only cards are drawn '
                          "from decks (G3)\n"), r.err


def test_edited_commit_cost_names_the_step(wargen, logged):
    _, _, log = logged("--seed", "7")
    text = log.read_text()
    steps, _, _ = _steps_and_lines(log)
    index = next(i for i, s in enumerate(steps) if "commit" in s)
    cost = steps[index]["commit"]["cost"]
    log.write_text(text.replace(f'"commit": {{"cost": {cost}}}',
                                f'"commit": {{"cost": {cost + 1}}}', 1))
    r = wargen("replay", log)
    assert r.code == 2
    assert f": steps[{index}]: does not replay" in r.err


def test_removed_commit_names_the_step(wargen, logged):
    _, _, log = logged("--seed", "7")
    steps, lines, first = _steps_and_lines(log)
    assert list(steps[2]) == ["player", "commit"]
    del lines[first + 2]  # the first draw is never committed: the next draw is refused
    log.write_text("\n".join(lines) + "\n")
    r = wargen("replay", log)
    assert r.code == 2
    assert re.search(r":\d+:\d+: steps\[2\]: does not replay", r.err), r.err


def test_unfinished_log_replays_unfinished(wargen, logged):
    """A log cut after a commit is a session in progress: it replays, and
    the players are shown as not finished."""
    _, _, log = logged("--seed", "7")
    steps, lines, first = _steps_and_lines(log)
    lines[first + 2] = lines[first + 2].rstrip(",")
    log.write_text("\n".join(lines[:first + 3] + [" ]}"]) + "\n")
    r = wargen("replay", log)
    assert r.code == 0, r.err
    assert r.out.endswith(" draw (not finished)\n")


def test_another_table_names_the_digest(wargen, logged):
    _, _, log = logged("--players", "2", "--seed", "7")
    digest = json.loads(log.read_text())["table"]["digest"]
    custom = re.search(r"digest ([0-9a-f]{16})",
                       wargen("table", "show", DATA / "cli-custom.json").out).group(1)
    r = wargen("replay", log.name, "--table", DATA / "cli-custom.json", cwd=log.parent)
    assert r.code == 2
    assert r.out == ""
    assert r.err == (f"wargen: {log.name}:2:47: table.digest: the log was made with another "
                     f"table (digest {digest}; this table's is {custom}) (G11)\n")


def test_log_of_a_custom_table_needs_it(wargen, logged):
    _, _, log = logged("--table", DATA / "cli-custom.json", "--seed", "1")
    r = wargen("replay", log)
    assert r.code == 2
    assert "table.digest: the log was made with another table" in r.err


def test_bad_table_for_replay(wargen, logged):
    _, _, log = logged("--seed", "1")
    r = wargen("replay", log, "--table", "cli-short.json", cwd=DATA)
    assert r.code == 2
    assert r.err.startswith("wargen: cli-short.json:1:67: entries: must have exactly 36 entries")


def test_broken_log(wargen, tmp_path):
    log = tmp_path / "broken.json"
    log.write_text('{"format": "wargen-log/1",\n "seed": }\n')
    r = wargen("replay", log.name, cwd=tmp_path)
    assert r.code == 2
    assert re.fullmatch(r"wargen: broken\.json:2:\d+: .+\n", r.err), r.err


def test_not_a_log(wargen):
    r = wargen("replay", "cli-custom.json", cwd=DATA)
    assert r.code == 2
    assert r.err.startswith("wargen: cli-custom.json:")


def test_missing_log(wargen, tmp_path):
    r = wargen("replay", "nothing.json", cwd=tmp_path)
    assert r.code == 2
    assert r.err.startswith("wargen: nothing.json: ")


def test_help(wargen, golden):
    for args in (["replay", "--help"], ["help", "replay"], ["replay", "x.json", "-h"]):
        r = wargen(*args)
        assert r.code == 0
        assert r.out == golden("replay-help.txt")


@pytest.mark.parametrize("args, message", [
    ([], "the log file to replay is missing"),
    (["--json"], "the log file to replay is missing"),
    (["a.json", "b.json"], "one log only, not 'b.json' too"),
    (["a.json", "--table"], "--table takes a file name"),
    (["a.json", "--seed", "3"], "unknown argument '--seed'"),
])
def test_bad_usage_exits_2(wargen, args, message):
    r = wargen("replay", *args)
    assert r.code == 2
    assert r.out == ""
    assert r.err.startswith(f"wargen replay: {message}\n")
    assert "usage: wargen replay LOG [--table FILE] [--json]" in r.err
