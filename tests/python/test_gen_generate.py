"""wargen.generate(): whole armies by the automatic policy (G1, G3, G9, G10),
the same for a seed as the C library and `wargen generate --json`."""
import json
import os
import pathlib
import shutil
import subprocess

import pytest

import wargen
from conftest import SOURCE_ROOT

# The cases C, Python and Lua must agree on, with the command's output as
# the expected result (tests/data/gen/agreement.txt, tests/cli/golden).
AGREEMENT = [line.split(maxsplit=1) for line in
             (SOURCE_ROOT / "tests" / "data" / "gen" / "agreement.txt").read_text().splitlines()
             if line.startswith("generate-")]


def _options(args):
    """generate()'s keyword arguments for the command's options."""
    words, kwargs = args.split(), {}
    for i, word in enumerate(words):
        if word in ("--cards", "--per-player-decks"):
            kwargs[word[2:].replace("-", "_")] = True
        elif word.startswith("--"):
            value = words[i + 1]
            kwargs[word[2:].replace("-", "_")] = value if word == "--size" else int(value)
    return kwargs


@pytest.mark.parametrize("name, args", AGREEMENT)
def test_same_armies_as_the_c_command(name, args):
    result = wargen.generate(**_options(args))
    assert result.to_json() + "\n" == (SOURCE_ROOT / "tests" / "cli" / "golden" / name).read_text()
    assert [p.to_dict() for p in result.players] == result.to_dict()["players"]


def test_seed_above_63_bits_is_a_string_in_the_json():
    # docs/FORMATS.md / lib/gen/log.c: such a seed is written as a decimal string
    result = wargen.generate(seed=2**64 - 1)
    assert result.seed == 2**64 - 1
    assert result.to_dict()["seed"] == "18446744073709551615"
    assert wargen.generate(seed=2**63 - 1).to_dict()["seed"] == 2**63 - 1


def test_to_dict_is_the_json_text():
    result = wargen.generate(seed=42, players=2, cards=True)
    assert result.to_dict() == json.loads(result.to_json())
    assert "\n" not in result.to_json()  # one line, as the command prints it
    d = result.to_dict()
    d["players"].clear()  # a fresh dict every time
    assert result.to_dict()["players"]


def test_shape_dice():
    d = wargen.generate(seed=5, players=2).to_dict()
    assert list(d) == ["seed", "limit", "mode", "first_player", "players"]
    assert (d["seed"], d["limit"], d["mode"]) == (5, 15, "dice")
    assert [p["player"] for p in d["players"]] == [1, 2]
    for p in d["players"]:
        assert list(p) == ["player", "total", "units", "draws"]
        for draw in p["draws"]:
            assert list(draw) == ["roll", "cost", "slots"]
            for slot in draw["slots"]:
                assert slot == {"endless_spell": True} or list(slot) == [
                    "count", "type", "reinforceable"]


def test_shape_cards():
    d = wargen.generate(seed=5, cards=True).to_dict()
    assert list(d) == ["seed", "limit", "mode", "decks", "first_player", "players"]
    assert (d["mode"], d["decks"]) == ("cards", "shared")
    assert all(list(draw)[0] == "card" for draw in d["players"][0]["draws"])
    assert wargen.generate(seed=5, cards=True, per_player_decks=True,
                           players=2).to_dict()["decks"] == "per-player"


def test_result_attributes():
    result = wargen.generate(seed=9, size="medium", players=2)
    d = result.to_dict()
    assert result.seed == 9 and result.limit == 20 and result.mode == "dice"
    assert result.first_player == d["first_player"] in (1, 2)
    assert [p.to_dict() for p in result.players] == d["players"]
    assert isinstance(result.players[0], wargen.PlayerArmy)
    log = json.loads(result.log)
    assert result.log == result.log_json()
    assert log["format"] == "wargen-log/1"
    assert (log["seed"], log["limit"], log["players"]) == (9, 20, 2)
    assert log["first_player"] == result.first_player
    assert log["table"]["digest"] == wargen.Table.default().digest


def test_determinism():
    for kwargs in (dict(seed=1), dict(seed=1, players=2, cards=True, size="large"),
                   dict(seed=123456789, limit=50, players=2, per_player_decks=True, cards=True)):
        a, b = wargen.generate(**kwargs), wargen.generate(**kwargs)
        assert a == b
        assert a.to_dict() == b.to_dict() and a.log == b.log
    assert wargen.generate(seed=1).to_dict() != wargen.generate(seed=2).to_dict()


def test_random_seed_is_reported_and_repeatable():
    result = wargen.generate(players=2)
    assert isinstance(result.seed, int) and 0 <= result.seed < 2**32
    assert result.to_dict()["seed"] == result.seed
    assert wargen.generate(players=2, seed=result.seed) == result
    seeds = {wargen.generate().seed for _ in range(8)}
    assert len(seeds) > 1


@pytest.mark.parametrize("size, limit", [("small", 15), ("medium", 20), ("large", 30)])
def test_sizes(size, limit):
    # G1: the preset sizes' AP limits
    assert wargen.generate(seed=3, size=size).to_dict()["limit"] == limit


def test_limit_overrides_size():
    assert wargen.generate(seed=3, size="large", limit=7).limit == 7
    assert wargen.generate(seed=3, limit=1).players[0].total >= 1  # G1: any limit >= 1


@pytest.mark.parametrize("kwargs, text", [
    (dict(size="huge"), 'unknown army size "huge"'),
    (dict(size=""), "unknown army size"),
    (dict(limit=0), "at least 1, not 0"),
    (dict(limit=-5), "at least 1, not -5"),
    (dict(players=3), "players must be 1 or 2"),
    (dict(players=0), "players must be 1 or 2"),
    (dict(players=2, first_player=3), "first player 3"),
    (dict(players=1, first_player=2), "first player 2"),
    (dict(reinforce=3), "reinforce level 3"),
])
def test_bad_options_raise_invalid_argument(kwargs, text):
    with pytest.raises(wargen.InvalidArgumentError) as info:
        wargen.generate(seed=1, **kwargs)
    assert isinstance(info.value, ValueError)
    assert text in info.value.message


@pytest.mark.parametrize("kwargs", [dict(size=3), dict(limit="15"), dict(players="2"),
                                    dict(seed="7"), dict(limit=2.5)])
def test_bad_option_types_raise_type_error(kwargs):
    with pytest.raises(TypeError):
        wargen.generate(**kwargs)


def test_seed_out_of_range():
    for seed in (-1, 2**64):
        with pytest.raises(wargen.RangeError, match="seed .* is out of range"):
            wargen.generate(seed=seed)


# What the options mean (G3 decks, G9 roll-off, G10 totals) is tested in C
# (tests/unit/test_gen_session.c); the agreement cases above show the
# options reach the library. reinforce has no command option, so:
def test_reinforce_reaches_the_policy():
    plain, reinforced = (wargen.generate(seed=11, limit=60, reinforce=r) for r in (0, 1))
    levels = [s.get("level") for d in reinforced.players[0].draws for s in d["slots"]]
    assert 1 in levels and 2 not in levels
    assert not any("level" in s for d in plain.players[0].draws for s in d["slots"])


def test_custom_table(uniform):
    result = wargen.generate(seed=4, table=uniform, size="medium")
    # every entry costs 2 and lists 4 units: 10 draws reach 20 AP (G10)
    assert result.players[0].total == 20
    assert result.players[0].units == 40
    assert len(result.players[0].draws) == 10
    assert wargen.generate(seed=4, table=uniform.to_dict(), size="medium") == result


def test_generation_replays_to_the_same_session():
    result = wargen.generate(seed=77, players=2, cards=True)
    with result.replay() as again:
        assert again.finished
        assert again.to_dict() == result.to_dict()
        assert again.log_json() == result.log


def _cli():
    """<build>/cli/wargen, found from the package the tests import."""
    env = os.environ.get("WARGEN")
    if env:
        return env
    build = pathlib.Path(wargen.__file__).resolve().parents[3]
    exe = build / "cli" / "wargen"
    return str(exe) if exe.exists() else shutil.which("wargen")


@pytest.mark.parametrize("args, kwargs", [
    (["--seed", "42"], dict(seed=42)),
    (["--seed", "7", "--size", "medium", "--players", "2", "--cards"],
     dict(seed=7, size="medium", players=2, cards=True)),
    (["--seed", "99", "--limit", "40", "--players", "2", "--cards", "--per-player-decks"],
     dict(seed=99, limit=40, players=2, cards=True, per_player_decks=True)),
    (["--seed", "18446744073709551615", "--size", "large"], dict(seed=2**64 - 1, size="large")),
])
def test_same_as_the_command(args, kwargs):
    exe = _cli()
    if exe is None:
        pytest.skip("the wargen command is not built")
    probe = subprocess.run([exe, "generate", "--seed", "1", "--json"], capture_output=True,
                           text=True)
    if probe.returncode != 0:
        pytest.skip(f"the wargen command has no generate subcommand: {probe.stderr.strip()}")
    run = subprocess.run([exe, "generate", *args, "--json"], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == wargen.generate(**kwargs).to_dict()


def test_same_log_as_the_command(tmp_path):
    exe = _cli()
    if exe is None:
        pytest.skip("the wargen command is not built")
    log = tmp_path / "session.log.json"
    run = subprocess.run([exe, "generate", "--seed", "7", "--players", "2", "--cards",
                          "--log", str(log), "--json"], capture_output=True, text=True)
    if run.returncode != 0 or not log.exists():
        pytest.skip(f"the wargen command cannot write a generation log: {run.stderr.strip()}")
    result = wargen.generate(seed=7, players=2, cards=True)
    assert log.read_text() == result.log
    # G11: the command's log replays here to the command's session
    assert wargen.Session.replay(log).to_dict() == json.loads(run.stdout)
