"""`wargen generate`: Open War armies (rules G1-G12) in automatic sessions,
for people (a table per player) and for programs (`--json`, whose shape is
the contract of docs/FORMATS.md)."""

import json
import os
import pty
import re
import subprocess
from fractions import Fraction

import pytest

from conftest import (DATA, DEFAULT_TABLE, SOURCE_ROOT, check_progress, run_on_one_terminal,
                      run_slowly_read)

TABLE = {e["roll"]: e for e in json.loads(DEFAULT_TABLE.read_text())["entries"]}
D66 = sorted(TABLE)
LIMITS = {"small": 15, "medium": 20, "large": 30}  # G1


def sessions(out):
    """One JSON object per line, keys in the order printed."""
    return [json.loads(line, object_pairs_hook=lambda kv: dict(kv)) for line in out.splitlines()]


def draw_key(session):
    return "card" if session["mode"] == "cards" else "roll"


def turn_order(session):
    """Every draw in the order it was made (G9, G10): the players alternate
    from the first player on until one finishes, then the other goes on."""
    first = session["first_player"]
    lists = {p["player"]: list(p["draws"]) for p in session["players"]}
    order, turn = [], first
    while any(lists.values()):
        if lists[turn]:
            order.append(lists[turn].pop(0))
        other = 3 - turn
        if other in lists and lists[other]:
            turn = other
    return order


def check_g10(session):
    """Each player's total reaches the limit, and only with the last draw (G10)."""
    limit = session["limit"]
    for p in session["players"]:
        costs = [d["cost"] for d in p["draws"]]
        assert p["total"] == sum(costs)
        assert p["total"] >= limit
        assert sum(costs[:-1]) < limit


# ---- human output --------------------------------------------------------------


def test_two_players_golden(wargen, golden):
    r = wargen("generate", "--players", "2", "--seed", "7")
    assert r.code == 0
    assert r.err == ""
    assert r.out == golden("generate-players2-seed7.txt")


def test_cards_golden(wargen, golden):
    r = wargen("generate", "--limit", "40", "--players", "2", "--cards", "--per-player-decks",
               "--first-player", "2", "--seed", "3")
    assert r.code == 0
    assert r.out == golden("generate-cards-seed3.txt")


def test_count_golden(wargen, golden):
    r = wargen("generate", "--count", "3", "--seed", "5")
    assert r.code == 0
    assert r.err == ""
    assert r.out == golden("generate-count3-seed5.txt")


def test_human_output_matches_json(wargen):
    """Every draw of the JSON is a line of the table, with its running total."""
    args = ["generate", "--players", "2", "--size", "large", "--seed", "99"]
    human = wargen(*args).out
    session = sessions(wargen(*args, "--json").out)[0]
    assert human.startswith("seed 99: large army (30 AP), 2 players, dice (D66), player "
                            f"{session['first_player']} first (roll-off)\n"
                            "repeat with: wargen generate --size large --players 2 --seed 99\n")
    for p in session["players"]:
        block = human.split(f"\nplayer {p['player']}\n")[1].split("\n\n")[0].splitlines()
        assert block[0].split() == ["draw", "roll", "units", "AP", "total"]
        total = 0
        for k, (line, d) in enumerate(zip(block[1:], p["draws"]), 1):
            total += d["cost"]
            cells = line.split()
            assert cells[:2] == [str(k), str(d["roll"])]
            assert cells[-2:] == [str(d["cost"]), str(total)]
        assert block[-1] == (f"  player {p['player']}: {p['total']} AP, {p['units']} units, "
                             f"{len(p['draws'])} draws")


def test_units_column_lists_the_slots(wargen):
    out = wargen("generate", "--cards", "--limit", "300", "--seed", "1").out  # every card
    rows = re.findall(r"^ +\d+ +(\d\d)  (\S.*?) +\d+ +\d+$", out, re.M)
    units = {int(roll): text for roll, text in rows}
    assert units[15] == "2 regular*, 1 horde"
    assert units[36] == "1 gigantic, endless spell"
    assert units[51] == "endless spell"
    assert units[31] == "1 siege-breaker"
    assert len(units) == 36


def test_plain_ascii(wargen):
    out = wargen("generate", "--players", "2", "--cards", "--seed", "12").out
    assert out.isascii()


def test_custom_limit_and_first_player_in_header(wargen):
    out = wargen("generate", "--limit", "17", "--players", "2", "--first-player", "2",
                 "--cards", "--seed", "4").out
    assert out.splitlines()[:2] == [
        "seed 4: 17 AP limit, 2 players, cards (one shared deck), player 2 first (named)",
        "repeat with: wargen generate --limit 17 --players 2 --cards --first-player 2 --seed 4",
    ]


@pytest.mark.parametrize("args", [
    ["--size", "medium", "--seed", "8"],
    ["--limit", "23", "--players", "2", "--cards", "--per-player-decks", "--seed", "9"],
    ["--players", "2", "--first-player", "1", "--seed", "10"],
    ["--table", DATA / "cli-custom.json", "--seed", "11"],
])
def test_repeat_line_repeats(wargen, args):
    out = wargen("generate", *args).out
    repeat = out.splitlines()[1]
    assert repeat.startswith("repeat with: wargen generate ")
    again = wargen(*repeat.split()[3:])
    assert again.out == out


def test_without_seed_prints_a_repeatable_seed(wargen):
    r = wargen("generate", "--players", "2")
    assert r.code == 0
    m = re.match(r"seed (\d+): .*\nrepeat with: wargen generate --players 2 --seed \1\n", r.out)
    assert m, r.out
    assert wargen("generate", "--players", "2", "--seed", m.group(1)).out == r.out


def test_without_seed_json_carries_the_seed(wargen):
    doc = sessions(wargen("generate", "--cards", "--json").out)[0]
    again = wargen("generate", "--cards", "--json", "--seed", str(doc["seed"])).out
    assert sessions(again)[0] == doc


# ---- JSON: the shape of docs/FORMATS.md -----------------------------------------


AGREEMENT = [line.split(maxsplit=1) for line in
             (SOURCE_ROOT / "tests" / "data" / "gen" / "agreement.txt").read_text().splitlines()
             if line and not line.startswith("#")]


# The cases C, Python and Lua must agree on (tests/data/gen/agreement.txt):
# the command's output is their expected result.
@pytest.mark.parametrize("name, args", AGREEMENT)
def test_agreement_cases_golden(wargen, golden, name, args):
    r = wargen(name.split("-")[0], *args.split(), "--json")
    assert (r.code, r.err) == (0, "")
    assert r.out == golden(name)


def test_json_golden(wargen, golden):
    r = wargen("generate", "--players", "2", "--seed", "7", "--json")
    assert r.code == 0
    assert r.err == ""
    assert r.out == golden("generate-players2-seed7.json")
    assert len(r.out.splitlines()) == 1


def test_json_shape_dice(wargen):
    s = sessions(wargen("generate", "--players", "2", "--seed", "21", "--json").out)[0]
    assert list(s) == ["seed", "limit", "mode", "first_player", "players"]
    assert (s["seed"], s["limit"], s["mode"]) == (21, 15, "dice")
    assert s["first_player"] in (1, 2)
    assert [p["player"] for p in s["players"]] == [1, 2]
    for p in s["players"]:
        assert list(p) == ["player", "total", "units", "draws"]
        for d in p["draws"]:
            assert list(d) == ["roll", "cost", "slots"]
            for slot in d["slots"]:
                assert slot == {"endless_spell": True} or list(slot) == ["count", "type",
                                                                        "reinforceable"]


def test_json_shape_cards(wargen):
    s = sessions(wargen("generate", "--cards", "--seed", "21", "--json").out)[0]
    # docs/FORMATS.md: more keys may be added; these are the contract, in this order
    assert [k for k in s if k != "decks"] == ["seed", "limit", "mode", "first_player", "players"]
    assert s["mode"] == "cards"
    assert all(list(d) == ["card", "cost", "slots"] for d in s["players"][0]["draws"])


@pytest.mark.parametrize("args", [
    [],
    ["--players", "2"],
    ["--size", "large", "--players", "2", "--cards"],
    ["--size", "medium", "--cards", "--per-player-decks", "--players", "2"],
    ["--limit", "1"],
])
def test_draws_are_table_entries(wargen, args):
    """Each draw is its table entry (G4); the default policy fields every
    listed unit (units) and adds nothing to the listed cost."""
    for s in sessions(wargen("generate", *args, "--count", "20", "--seed", "5", "--json").out):
        for p in s["players"]:
            assert p["draws"]
            for d in p["draws"]:
                entry = TABLE[d[draw_key(s)]]
                assert d["cost"] == entry["cost"]
                assert d["slots"] == entry["slots"]
            assert p["units"] == sum(slot.get("count", 0)
                                     for d in p["draws"] for slot in d["slots"])


@pytest.mark.parametrize("args", [
    ["--size", "small"],
    ["--size", "medium", "--players", "2"],
    ["--size", "large", "--players", "2", "--cards"],
    ["--limit", "1", "--players", "2"],
    ["--limit", "7", "--cards", "--per-player-decks", "--players", "2"],
    ["--limit", "250"],
])
def test_totals_obey_g10(wargen, args):
    lines = sessions(wargen("generate", *args, "--count", "150", "--seed", "2024",
                            "--json").out)
    assert len(lines) == 150
    for s in lines:
        check_g10(s)


@pytest.mark.parametrize("size", sorted(LIMITS))
def test_sizes_set_the_limit(wargen, size):
    s = sessions(wargen("generate", "--size", size, "--seed", "1", "--json").out)[0]
    assert s["limit"] == LIMITS[size]


def test_default_is_small_one_player_dice(wargen):
    s = sessions(wargen("generate", "--seed", "1", "--json").out)[0]
    assert (s["limit"], s["mode"], s["first_player"], len(s["players"])) == (15, "dice", 1, 1)


def test_first_player(wargen):
    for first in (1, 2):
        for seed in range(5):
            s = sessions(wargen("generate", "--players", "2", "--first-player", str(first),
                                "--seed", str(seed), "--json").out)[0]
            assert s["first_player"] == first


def test_roll_off_gives_both_players_a_turn_first(wargen):
    lines = sessions(wargen("generate", "--players", "2", "--count", "60", "--seed", "3",
                            "--json").out)
    assert {s["first_player"] for s in lines} == {1, 2}


# ---- cards (G3) -------------------------------------------------------------


def test_one_player_never_repeats_a_card_within_a_deck(wargen):
    for s in sessions(wargen("generate", "--cards", "--limit", "200", "--count", "10",
                             "--seed", "77", "--json").out):
        cards = [d["card"] for d in s["players"][0]["draws"]]
        assert len(cards) > 36
        assert sorted(cards[:36]) == D66
        second = cards[36:72]
        assert len(set(second)) == len(second)


def test_shared_deck_never_repeats_between_players(wargen):
    for s in sessions(wargen("generate", "--cards", "--players", "2", "--limit", "100",
                             "--count", "10", "--seed", "78", "--json").out):
        cards = [d["card"] for d in turn_order(s)]
        assert len(cards) > 36
        assert sorted(cards[:36]) == D66


def test_per_player_decks(wargen):
    for s in sessions(wargen("generate", "--cards", "--per-player-decks", "--players", "2",
                             "--limit", "120", "--count", "10", "--seed", "79",
                             "--json").out):
        assert s["decks"] == "per-player"
        for p in s["players"]:
            cards = [d["card"] for d in p["draws"]]
            assert len(cards) > 36
            assert sorted(cards[:36]) == D66


def test_dice_do_repeat(wargen):
    """Rolls are with replacement: a long dice army repeats some entry."""
    s = sessions(wargen("generate", "--limit", "200", "--seed", "77", "--json").out)[0]
    rolls = [d["roll"] for d in s["players"][0]["draws"]]
    assert len(set(rolls[:37])) < 37


# ---- determinism and --count --------------------------------------------------


@pytest.mark.parametrize("json_flag", [[], ["--json"]])
def test_same_seed_same_output(wargen, json_flag):
    args = ["generate", "--players", "2", "--cards", "--seed", "123456", *json_flag]
    assert wargen(*args).out == wargen(*args).out


def test_different_seeds_differ(wargen):
    a = wargen("generate", "--seed", "1", "--json").out
    b = wargen("generate", "--seed", "2", "--json").out
    assert sessions(a)[0]["players"] != sessions(b)[0]["players"]


def test_count_prints_one_object_per_line(wargen):
    r = wargen("generate", "--count", "12", "--players", "2", "--seed", "42", "--json")
    assert r.code == 0
    assert r.err == ""  # not a terminal: no progress
    lines = sessions(r.out)
    assert len(lines) == 12
    assert len({s["seed"] for s in lines}) == 12
    assert len({json.dumps(s["players"]) for s in lines}) > 1
    # repeatable from the seed
    assert wargen("generate", "--count", "12", "--players", "2", "--seed", "42",
                  "--json").out == r.out
    # another seed, another stream
    other = sessions(wargen("generate", "--count", "12", "--players", "2", "--seed", "43",
                            "--json").out)
    assert [s["seed"] for s in other] != [s["seed"] for s in lines]


def test_count_sessions_repeat_alone(wargen):
    """Each session of a stream carries its own seed, and that seed alone
    makes the same session again."""
    args = ["--players", "2", "--cards", "--size", "medium"]
    lines = wargen("generate", *args, "--count", "4", "--seed", "42", "--json").out.splitlines()
    for line in lines:
        seed = json.loads(line)["seed"]
        assert seed < 2 ** 53
        assert wargen("generate", *args, "--seed", str(seed), "--json").out == line + "\n"


def test_count_human_sessions_match_json(wargen):
    human = wargen("generate", "--count", "3", "--seed", "5").out
    seeds = [s["seed"] for s in sessions(wargen("generate", "--count", "3", "--seed", "5",
                                                "--json").out)]
    assert human.startswith("3 sessions from seed 5 (repeat with --seed 5 --count 3)\n")
    assert re.findall(r"^seed (\d+):", human, re.M) == [str(s) for s in seeds]


def test_count_one_is_the_seed_itself(wargen):
    assert (wargen("generate", "--count", "1", "--seed", "9", "--json").out ==
            wargen("generate", "--seed", "9", "--json").out)


def test_count_without_seed_names_the_stream_seed(wargen):
    r = wargen("generate", "--count", "3", "--json")
    m = re.fullmatch(r"wargen generate: seed (\d+) \(repeat with --seed \1\)\n", r.err)
    assert m, r.err
    again = wargen("generate", "--count", "3", "--json", "--seed", m.group(1))
    assert again.out == r.out


# The progress line: docs/FORMATS.md, "Command line".
LONG_RUN = ["generate", "--count", "2000", "--players", "2", "--seed", "1", "--json"]


def test_progress_on_a_terminal(wargen, wargen_command):
    """A run that lasts shows its progress on a terminal, and its output is
    what a run without a terminal prints."""
    code, out, err = run_slowly_read(wargen_command + LONG_RUN, stderr_on_terminal=True)
    assert code == 0
    assert out.decode() == wargen(*LONG_RUN).out
    check_progress(err, "generate", 2000)


def test_no_progress_off_a_terminal(wargen, wargen_command):
    code, out, err = run_slowly_read(wargen_command + LONG_RUN, stderr_on_terminal=False)
    assert code == 0
    assert err == ""
    assert out.decode() == wargen(*LONG_RUN).out


def test_no_progress_for_a_short_run(wargen_command):
    """A run over before the half-second delay shows nothing, even on a
    terminal; one session never does."""
    for count in ["5", "1"]:
        master, slave = pty.openpty()
        proc = subprocess.run(wargen_command + ["generate", "--count", count, "--seed", "1"],
                              stdout=subprocess.PIPE, stderr=slave, timeout=120)
        os.close(slave)
        os.set_blocking(master, False)
        try:
            err = os.read(master, 4096)
        except OSError:  # nothing written: EAGAIN (or EIO, the other end closed)
            err = b""
        os.close(master)
        assert proc.returncode == 0
        assert err == b""


def test_no_progress_when_the_output_is_on_the_terminal(wargen_command):
    """With stdout on the same terminal the sessions themselves show the
    pace; a progress line would mix with them."""
    code, seen = run_on_one_terminal(
        wargen_command + ["generate", "--count", "300", "--players", "2", "--seed", "1"])
    assert code == 0
    assert len(re.findall(r"^seed \d+:", seen.replace("\r\n", "\n"), re.M)) == 300
    assert "wargen: generate" not in seen


# ---- tables ------------------------------------------------------------------


def test_custom_table(wargen):
    custom = {e["roll"]: e for e in json.loads((DATA / "cli-custom.json").read_text())["entries"]}
    r = wargen("generate", "--table", DATA / "cli-custom.json", "--seed", "3", "--json")
    assert r.code == 0
    for d in sessions(r.out)[0]["players"][0]["draws"]:
        assert d["cost"] == custom[d["roll"]]["cost"] == TABLE[d["roll"]]["cost"] + 1


def test_default_table_file_gives_the_default_session(wargen):
    a = wargen("generate", "--seed", "3", "--json").out
    b = wargen("generate", "--seed", "3", "--json", "--table", DEFAULT_TABLE).out
    assert a == b


BAD_TABLES = {
    "cli-short.json": "cli-short.json:1:67: entries: must have exactly 36 entries, one per "
                      "D66 value (G2), not 35",
    "cli-repeated.json": "cli-repeated.json:7:11: entries[5].roll: roll 15 repeats "
                         "entries[4] (G2)",
    "cli-bad-roll.json": "cli-bad-roll.json:7:11: entries[5].roll: 17 is not a D66 value: both "
                         "digits must be 1 to 6 (G2)",
    "cli-bad-values.json": "cli-bad-values.json:4:57: entries[2].slots[0].type: unknown value "
                           "\"dragon\" (expected one of \"horde\", \"regular\", \"elite\", "
                           "\"guard\", \"siege-breaker\", \"gigantic\", \"champion\", "
                           "\"conqueror\")",
    "cli-unknown-keys.json": "cli-unknown-keys.json:1:56: author: unknown key \"author\"",
    "cli-wrong-types.json": "cli-wrong-types.json:2:23: entries[0].cost: must be an integer, "
                            "not a string",
    "cli-wrong-format.json": "cli-wrong-format.json:1:12: format: format \"wargen-table/2\" is "
                             "not \"wargen-table/1\"",
    "cli-broken.json": "cli-broken.json:3:23: unexpected token near ','",
}


@pytest.mark.parametrize("name", sorted(BAD_TABLES))
def test_bad_table_is_the_first_problem(wargen, name):
    r = wargen("generate", "--table", name, "--seed", "1", cwd=DATA)
    assert r.code == 2
    assert r.out == ""
    assert r.err == f"wargen: {BAD_TABLES[name]}\n"


def test_missing_table_file(wargen):
    r = wargen("generate", "--table", "no-such-table.json", cwd=DATA)
    assert r.code == 2
    assert r.err.startswith("wargen: no-such-table.json: ")


def test_a_limit_the_table_never_reaches(wargen):
    r = wargen("generate", "--limit", "1000000", "--seed", "1")
    assert r.code == 2
    assert r.out == ""
    assert r.err == ("wargen: player 1 drew 10000 times without reaching 1000000 AP: the limit "
                     "is too high for this table's costs\n")


def test_a_table_of_zero_costs_is_refused(wargen):  # G10: it could never reach a limit
    r = wargen("generate", "--table", DATA / "cli-zero-cost.json", "--seed", "1")
    assert r.code == 2
    assert "entries: every entry costs 0 AP: no player could ever reach a limit (G10)" in r.err


# ---- usage -------------------------------------------------------------------


def test_help(wargen, golden):
    for args in (["generate", "--help"], ["help", "generate"], ["generate", "--seed", "3", "-h"]):
        r = wargen(*args)
        assert r.code == 0
        assert r.out == golden("generate-help.txt")


@pytest.mark.parametrize("args, message", [
    (["--limit", "0"], "--limit takes a whole number from 1 to 2147483647"),
    (["--limit", "-3"], "--limit takes a whole number from 1"),
    (["--limit=-3"], "--limit takes a whole number from 1"),
    (["--limit", "x"], "--limit takes a whole number from 1"),
    (["--limit", "2147483648"], "--limit takes a whole number from 1"),
    (["--limit"], "--limit takes a whole number from 1"),
    (["--size", "huge"], "--size takes small, medium or large"),
    (["--size", "Small"], "--size takes small, medium or large"),
    (["--size"], "--size takes small, medium or large"),
    (["--size", "small", "--limit", "10"], "--size and --limit cannot be used together"),
    (["--limit", "10", "--size", "large"], "--size and --limit cannot be used together"),
    (["--players", "3"], "--players takes a whole number from 1 to 2"),
    (["--players", "0"], "--players takes a whole number from 1 to 2"),
    (["--first-player", "3", "--players", "2"], "--first-player takes a whole number from 1 to 2"),
    (["--first-player", "2"], "--first-player 2 needs --players 2"),
    (["--per-player-decks"], "--per-player-decks needs --cards"),
    (["--count", "0"], "--count takes a whole number from 1"),
    (["--seed", "-1"], "--seed takes a whole number from 0 to 18446744073709551615"),
    (["--seed", "18446744073709551616"], "--seed takes a whole number from 0"),
    (["--table"], "--table takes a file name"),
    (["--table="], "--table takes a file name"),
    (["--log"], "--log takes a file name"),
    (["--log", "x.json", "--count", "2"], "--log records one session: it cannot be used with "
                                          "--count 2"),
    (["--cards=yes"], "unknown argument '--cards=yes'"),
    (["--frobnicate"], "unknown argument '--frobnicate'"),
    (["small"], "unknown argument 'small'"),
])
def test_bad_usage_exits_2(wargen, args, message, tmp_path):
    r = wargen("generate", *args, cwd=tmp_path)
    assert r.code == 2
    assert r.out == ""
    assert r.err.startswith("wargen generate: ")
    assert message in r.err
    assert "usage: wargen generate [--size small|medium|large | --limit N]" in r.err
    assert list(tmp_path.iterdir()) == []  # no log written


def test_log_cannot_be_written(wargen, tmp_path):
    r = wargen("generate", "--seed", "1", "--log", tmp_path / "no-dir" / "log.json")
    assert r.code == 2
    assert r.out == ""
    assert r.err.startswith(f"wargen: {tmp_path / 'no-dir' / 'log.json'}: cannot write the log")


# ---- --distribution: exact odds (wargen/dist.h) ---------------------------------

KINDS = ["total", "draws", "overshoot", "units"]
TYPES = ["horde", "regular", "elite", "guard", "siege-breaker", "gigantic", "champion",
         "conqueror"]
MODES = [[], ["--cards"], ["--cards", "--per-player-decks"]]


def distributions(wargen, *args):
    r = wargen("generate", "--distribution", "--json", *args)
    assert r.code == 0, r.err
    assert r.err == ""
    return [json.loads(line) for line in r.out.splitlines()]


def fraction(text):
    n, d = text.split("/")
    f = Fraction(int(n), int(d))
    assert (f.numerator, f.denominator) == (int(n), int(d)), text  # reduced
    return f


def expected_order(players, joint=None):
    """(of, type, whose) of each line: per player the kinds, each type and
    the joint, then each difference but the joint's."""
    order = []
    for whose in [1, 2, "difference"][:players + (players == 2)]:
        order += [(kind, None, whose) for kind in KINDS]
        order += [("type", t, whose) for t in TYPES]
        if joint and whose != "difference":
            order.append(("types", joint, whose))
    return order


def subject(line):
    kind = line["of"]
    typ = line.get("type") or (tuple(line["types"]) if "types" in line else None)
    return kind, typ, line.get("player", "difference" if "difference" in line else None)


def test_distribution_golden(wargen, golden):
    r = wargen("generate", "--distribution")
    assert r.code == 0
    assert r.err == ""
    assert r.out == golden("generate-distribution-small.txt")


def test_distribution_json_golden(wargen, golden):
    r = wargen("generate", "--distribution", "--json", "--size", "medium", "--players", "2",
               "--cards", "--joint", "champion,conqueror")
    assert r.code == 0
    assert r.out == golden("generate-distribution-medium-cards-players2.json")


@pytest.mark.parametrize("size", LIMITS)
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("players", [1, 2])
def test_every_distribution_sums_to_one(wargen, size, mode, players):
    if "--per-player-decks" in mode and players == 1:
        mode = ["--cards"]
    lines = distributions(wargen, "--size", size, "--players", players, *mode,
                          "--joint", "horde,regular")
    assert [subject(line) for line in lines] == expected_order(players, ("horde", "regular"))
    for line in lines:
        assert line["limit"] == LIMITS[size]
        assert line["players"] == players
        assert line["mode"] == ("cards" if mode else "dice")
        if mode:
            assert line["decks"] == ("per-player" if "--per-player-decks" in mode else "shared")
        values = [tuple(o[:-1]) for o in line["outcomes"]]
        assert values == sorted(set(values))
        assert sum(fraction(o[-1]) for o in line["outcomes"]) == 1
        if line["of"] == "total" and "player" in line:  # G10: past the limit by less than a draw
            assert {v for v, in values} <= set(range(LIMITS[size], LIMITS[size] + 4))


@pytest.mark.parametrize("mode", MODES)
def test_players_alike_and_differences_symmetric(wargen, mode):
    """Neither player is favoured (G9): player 2's distributions are player
    1's, and each difference is as likely as its opposite."""
    lines = distributions(wargen, "--players", "2", "--size", "large", *mode)
    by = {subject(line): line["outcomes"] for line in lines}
    for kind, typ, whose in expected_order(2):
        if whose == 1:
            assert by[(kind, typ, 1)] == by[(kind, typ, 2)]
        if whose == "difference":
            odds = {v: fraction(p) for v, p in by[(kind, typ, whose)]}
            assert all(odds[-v] == p for v, p in odds.items())


def test_distribution_text_matches_json(wargen):
    args = ["--players", "2", "--cards", "--joint", "elite,guard"]
    lines = distributions(wargen, *args)
    r = wargen("generate", "--distribution", *args)
    assert r.code == 0
    blocks = r.out.split("\n\n")
    assert blocks[0].startswith("exact distributions of generated armies (G1-G10): limit 15 AP "
                                "(small), cards, one deck shared, 2 players, the default table\n")
    assert len(blocks) == len(lines) + 1
    for block, line in zip(blocks[1:], lines):
        title, _, *rows = block.strip("\n").split("\n")
        whose = f"player {line['player']}" if "player" in line else "player 1 minus player 2"
        assert title.startswith(whose + ": ")
        assert len(rows) == len(line["outcomes"])
        for row, outcome in zip(rows, line["outcomes"]):
            words = row.split()
            assert [int(w) for w in words[:-2]] == outcome[:-1]
            assert words[-2] == outcome[-1]
            assert float(words[-1].rstrip("%")) == pytest.approx(
                100 * float(fraction(outcome[-1])), abs=0.0006)


def test_distribution_of_another_table(wargen):
    """A table of 2 to 5 AP (cli-custom.json): 5 AP is reached in one draw
    when the draw costs 5, never in more than three."""
    lines = distributions(wargen, "--table", DATA / "cli-custom.json", "--limit", "5")
    table = json.loads((DATA / "cli-custom.json").read_text())["entries"]
    dear = sum(1 for e in table if e["cost"] >= 5)
    draws = {v: fraction(p) for v, p in lines[1]["outcomes"]}
    assert draws[1] == Fraction(dear, 36)
    assert max(draws) <= 3
    r = wargen("generate", "--distribution", "--table", DATA / "cli-custom.json")
    assert r.code == 0
    assert f"table {DATA / 'cli-custom.json'}\n" in r.out.split("\n")[0] + "\n"


def test_distribution_refused_when_the_shared_deck_may_run_out(wargen):
    r = wargen("generate", "--distribution", "--cards", "--players", "2", "--limit", "60")
    assert r.code == 2
    assert r.out == ""
    assert r.err == ("wargen: two players sharing a deck may run it out before both reach 60 AP "
                     "(G3): the deck after a reshuffle is not computed exactly\n")
    for args in (["--per-player-decks"], ["--players", "1"]):  # a deck each: reshuffled exactly
        lines = distributions(wargen, "--cards", "--players", "2", "--limit", "60", *args)
        assert all(sum(fraction(o[-1]) for o in line["outcomes"]) == 1 for line in lines)


def test_distribution_refused_beyond_its_bits(wargen):
    r = wargen("generate", "--distribution", "--limit", "1000")
    assert r.code == 2
    assert r.out == ""
    assert "more than 4096 bits (WG_DIST_BITS)" in r.err


@pytest.mark.parametrize("args, message", [
    (["--distribution", "--seed", "3"], "--distribution computes exact odds and draws nothing: "
                                        "it takes no --seed"),
    (["--distribution", "--count", "3"], "it takes no --count"),
    (["--distribution", "--count", "1"], "it takes no --count"),
    (["--distribution", "--log", "x.json"], "it takes no --log"),
    (["--joint", "horde,regular"], "--joint goes with --distribution"),
    (["--distribution", "--joint", "horde"], "--joint takes two unit types: TYPE,TYPE"),
    (["--distribution", "--joint", "horde,dragon"], "--joint takes two unit types"),
    (["--distribution", "--joint", ",horde"], "--joint takes two unit types"),
    (["--distribution", "--joint"], "--joint takes two unit types"),
    (["--distribution", "--per-player-decks"], "--per-player-decks needs --cards"),
])
def test_distribution_bad_usage_exits_2(wargen, args, message, tmp_path):
    r = wargen("generate", *args, cwd=tmp_path)
    assert r.code == 2
    assert r.out == ""
    assert message in r.err
    assert list(tmp_path.iterdir()) == []
