"""`wargen game play GAME.json [--json]`: a wargen-game/1 game replayed (rules
A1-A3, V1-V2) and its board printed, or the state as JSON. Exit 0 played, 1 an
action the rules refuse (the board as it stood; actions[N] and the reason on
stderr), 2 bad usage or a bad file, located."""

import json
import re

import pytest

from conftest import SOURCE_ROOT

EXAMPLE = SOURCE_ROOT / "data" / "games" / "example.json"
USAGE = "usage: wargen game play GAME.json [--player 1|2] [--json]"
RED = {"name": "Red", "units": [{"id": "knights", "name": "Knights", "ap": 3, "models": 5,
                                 "cost": 130}]}
BLUE = {"name": "Blue", "units": [{"id": "archers", "ap": 2, "models": 10, "cost": 90},
                                  {"id": "guard", "ap": 1, "models": 3, "cost": 100}]}


def game_file(tmp_path, actions, players=(RED, BLUE), **extra):
    path = tmp_path / "game.json"
    doc = {"format": "wargen-game/1", "players": list(players), **extra, "actions": actions}
    path.write_text(json.dumps(doc, indent=1))
    return path


def played(wargen, path, *extra, code=0):
    r = wargen("game", "play", path, *extra)
    assert r.code == code, r.err
    return r


def state(wargen, path, code=0):
    r = played(wargen, path, "--json", code=code)
    assert r.out.count("\n") == 1
    return json.loads(r.out)


def test_text_golden(wargen, golden):
    r = wargen("game", "play", "data/games/example.json", cwd=SOURCE_ROOT)
    assert (r.code, r.err) == (0, "")
    assert r.out == golden("game-example.txt")


def test_json_golden(wargen, golden):
    assert state(wargen, EXAMPLE) == json.loads(golden("game-example.json"))


def test_board_agrees_with_json(wargen):
    """Every unit of the JSON state has its line on the board: state, panic,
    AP and models."""
    doc = state(wargen, EXAMPLE)
    board = played(wargen, EXAMPLE).out.splitlines()
    for uid, u in doc["units"].items():
        line = next(x for x in board if x.startswith(f"  {uid}"))
        assert f": {u['state']}{', panicked' if u['panicked'] else ''}, {u['ap']}/" in line
        assert f", {u['models']}/" in line


def test_a_whole_turn(wargen, tmp_path):
    """A1-A3: unequal unit counts (blue activates its second unit while red
    waits), effects resolved at the end of the turn, counters removed, AP
    refilled; panic and waiting stay."""
    path = game_file(tmp_path, [
        {"initiative": 2},
        {"activate": "archers"}, {"wait": "archers"},
        {"activate": "knights"}, {"spend": "knights", "ap": 3, "action": "move"},
        {"activate": "guard"}, {"panic": "guard"},
        {"effect": {"id": "fire", "by": "guard"}},
        {"spend": "guard", "ap": 1, "action": "shoot", "hostile": True, "target": "knights"},
        {"end_turn": True}])
    doc = state(wargen, path)
    assert doc["turn"] == 1 and doc["step"] == 10 and doc["to_act"] is None
    assert doc["units"]["knights"]["state"] == "unactivated"
    assert doc["units"]["archers"]["state"] == "waiting"
    assert doc["units"]["guard"] == {"player": 2, "state": "unactivated", "panicked": True,
                                     "ap": 1, "models": 3}
    assert doc["effects"] == [{"id": "fire", "by": "guard", "resolutions": 1}]


def test_battle_points_exact(wargen, tmp_path):
    """V1: 1 of 3 models of a 100-point unit is 100/3, written exactly."""
    path = game_file(tmp_path, [{"kill": "guard", "models": 1}, {"end_game": True}])
    doc = state(wargen, path)
    assert doc["score"]["battle_points"] == ["100/3", "0"]
    assert (doc["winner"], doc["draw"], doc["over"]) == (1, False, True)
    board = played(wargen, path).out
    assert "battle points: 100/3 to 0" in board and "player 1 (Red) wins" in board


@pytest.mark.parametrize("actions,index,reason", [
    ([{"initiative": 1}, {"activate": "archers"}], 1, "not-your-turn"),
    ([{"initiative": 1}, {"end_turn": True}], 1, "units-to-act"),
    ([{"initiative": 1}, {"initiative": 2}], 1, "turn-in-progress"),
    ([{"activate": "ghost"}], 0, "unknown-unit"),
    ([{"end_game": True}, {"panic": "guard"}], 1, "game-over"),
    ([{"kill": "guard", "models": 4}], 0, "no-models"),
])
def test_refused_action_exits_1(wargen, tmp_path, actions, index, reason):
    """An illegal action stops the replay: exit 1, the board as it stood,
    and on stderr its index and reason code, located in the file."""
    path = game_file(tmp_path, actions)
    r = played(wargen, path, code=1)
    m = re.fullmatch(r"wargen: (.*game\.json):(\d+):(\d+): actions\[(\d+)\]: ([a-z-]+): .*\n",
                     r.err)
    assert m, r.err
    assert (int(m[4]), m[5]) == (index, reason)
    assert r.out.startswith("game:")
    assert f"after {index} action" in r.out
    doc = state(wargen, path, code=1)
    assert doc["step"] == index


@pytest.mark.parametrize("players,actions,path", [
    ([RED, {"units": [{"id": "knights", "ap": 1, "models": 1, "cost": 1}]}], [],
     "players[1].units[0].id"),
    ([RED, {"units": [{"id": "x", "ap": -1, "models": 1, "cost": 1}]}], [],
     "players[1].units[0].ap"),
    ([RED, {"units": [{"id": "x", "ap": 1, "models": -1, "cost": 1}]}], [],
     "players[1].units[0].models"),
    ([RED], [], "players"),
    ([RED, BLUE], [{"spend": "knights", "ap": 1, "action": "dance"}], "actions[0].action"),
    ([RED, BLUE], [{"wander": "knights"}], "actions[0]"),
])
def test_bad_file_exits_2(wargen, tmp_path, players, actions, path):
    r = played(wargen, game_file(tmp_path, actions, players), code=2)
    assert r.out == ""
    assert re.fullmatch(r"wargen: .*game\.json:\d+:\d+: " + re.escape(path) + r": .*\n", r.err)


def test_unknown_objective_target_exits_2(wargen, tmp_path):
    scenario = {"objectives": [{"id": "slay", "kind": "destroy", "target": "ghost",
                                "points": 5}]}
    r = played(wargen, game_file(tmp_path, [], scenario=scenario), code=2)
    assert "scenario.objectives[0].target" in r.err


def test_missing_file_exits_2(wargen, tmp_path):
    r = played(wargen, tmp_path / "none.json", code=2)
    assert "none.json: cannot open" in r.err


@pytest.mark.parametrize("args,message", [
    ([], "the subcommand (play) is missing"),
    (["watch", "g.json"], "unknown subcommand 'watch' (expected play)"),
    (["play"], "the GAME.json file is missing"),
    (["play", "a.json", "b.json"], "one game file only, not 'b.json' too"),
    (["play", "a.json", "--fast"], "unknown argument '--fast'"),
    (["play", "a.json", "--player", "3"], "--player takes a whole number from 1 to 2"),
    (["play", "a.json", "--player"], "--player"),
])
def test_bad_usage_exits_2(wargen, args, message):
    r = wargen("game", *args)
    assert (r.code, r.out) == (2, "")
    assert r.err.startswith(f"wargen game: {message}")
    assert USAGE in r.err.splitlines()


def test_help(wargen, golden):
    for args in (["game", "--help"], ["help", "game"]):
        r = wargen(*args)
        assert (r.code, r.err) == (0, ""), args
        assert r.out == golden("game-help.txt")
    assert ("  wargen game play GAME.json [--player 1|2] [--json]"
            in wargen("--help").out.splitlines())


# ---- a player's view (H2 in a game; V1) ----------------------------------------------

def hidden_game(tmp_path, captain_cost, actions, name="game.json"):
    """Blue's captain and spearmen come from a roster ("cost_hidden": true):
    two games that differ only in the captain's cost (a talisman or not)."""
    blue = {"name": "Blue", "units": [
        {"id": "captain-1", "name": "Captain", "ap": 2, "models": 1, "cost": captain_cost,
         "cost_hidden": True},
        {"id": "spearmen-1", "ap": 2, "models": 10, "cost": 100, "cost_hidden": True},
        {"id": "scouts", "ap": 1, "models": 5, "cost": 50}]}
    path = tmp_path / name
    doc = {"format": "wargen-game/1", "players": [RED, blue], "actions": actions}
    path.write_text(json.dumps(doc))
    return path


KILLS = [{"initiative": 1}, {"kill": "scouts", "models": 1}, {"kill": "captain-1", "models": 1}]


def test_player_view_withholds_hidden_costs(wargen, tmp_path):
    """H2 in a game: before the end, player 1's view of two games whose
    captain differs only in hidden cost is the same, byte for byte (board and
    JSON): player 1's battle points, which include the captain, are withheld,
    and so is the result (V1, no scenario); player 2's stay. The referee's
    state differs."""
    a = hidden_game(tmp_path, 130, KILLS, "a.json")
    b = hidden_game(tmp_path, 100, KILLS, "b.json")
    ja = played(wargen, a, "--player", "1", "--json").out
    jb = played(wargen, b, "--player=1", "--json").out
    assert ja == jb
    doc = json.loads(ja)
    assert doc["player"] == 1
    assert doc["score"]["battle_points"] == [None, "0"]
    assert (doc["winner"], doc["draw"], doc["over"]) == (None, None, False)
    assert state(wargen, a)["score"] != state(wargen, b)["score"]
    board_a = played(wargen, a, "--player", "1").out
    assert board_a.replace("a.json", "b.json") == played(wargen, b, "--player", "1").out
    assert "seen by:   player 1 (Red)" in board_a
    assert "battle points: withheld to 0" in board_a
    assert "standing:      withheld (hidden costs, H2)" in board_a


def test_player_view_public_costs_and_the_end(wargen, tmp_path):
    """Kills of a unit with a public cost are shown; after end_game
    everything is, scored on full costs (V1)."""
    doc = json.loads(played(wargen, hidden_game(tmp_path, 130, KILLS[:2]),
                            "--player", "1", "--json").out)
    assert doc["score"]["battle_points"] == ["10", "0"] and doc["winner"] == 1
    path = hidden_game(tmp_path, 130, KILLS + [{"end_game": True}])
    view = json.loads(played(wargen, path, "--player", "1", "--json").out)
    full = state(wargen, path)
    assert view.pop("player") == 1
    assert view == full and full["score"]["battle_points"] == ["140", "0"]


def test_player_view_log_does_not_replay(wargen, tmp_path):
    """A player's view of a game ("view") is not the referee's log: refused,
    located at it (exit 2)."""
    path = tmp_path / "view.json"
    path.write_text(json.dumps({"format": "wargen-game/1", "view": 1,
                                "players": [RED, BLUE], "actions": []}))
    r = played(wargen, path, code=2)
    assert re.fullmatch(r"wargen: .*view\.json:1:\d+: view: a player's view of a game does "
                        r"not replay.*\n", r.err), r.err
