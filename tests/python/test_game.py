"""wargen.Game: activation and victory (rules A1-A3, V1-V2) from Python, units
named by id, refusals as RefusedError with the C reason, callbacks, the log."""
import gc
import json
import pickle
import weakref
from fractions import Fraction

import pytest

import wargen
from conftest import SOURCE_ROOT


def game(*units, first=None):
    """A game with units (player, id, ap[, models[, cost]]); a turn started if first."""
    g = wargen.Game("Blue", "Red")
    for player, uid, ap, *rest in units:
        models, cost = rest + [5, 50][len(rest):]
        g.add_unit(player, uid, ap, models, cost)
    if first:
        g.initiative(first)
    return g


def act(g, unit):
    """Activate unit and end its activation."""
    g.activate(unit)
    g.end_activation(unit)


def respond_to_r(g, action, target):
    """Red's w goes waiting and leaves the effect "fire"; Blue's r spends 1 AP on a
    hostile action against target; w responds (A2)."""
    g.activate("w")
    g.wait("w")
    g.add_effect("fire", "w")
    g.activate("r")
    g.spend("r", 1, action, target)
    g.respond("w", "r")


def refused(reason, fn, *args):
    """fn(*args) is refused for reason, and changes nothing."""
    g = getattr(fn, "__self__")
    before = g.to_json()
    with pytest.raises(wargen.RefusedError) as info:
        fn(*args)
    assert info.value.reason == reason and g.refusal == reason
    assert isinstance(info.value, wargen.RuleError) and info.value.code == wargen.RuleError.code
    assert str(info.value).startswith(reason + ":")
    assert g.to_json() == before
    return info.value


def test_unequal_unit_counts_a1():
    g = game((1, "r1", 2), (1, "r2", 1), (1, "r3", 1), (2, "b1", 3))
    assert g.to_act is None and g.turn == 0
    g.initiative(2)
    assert g.to_act == 2
    refused("not-your-turn", g.activate, "r1")
    act(g, "b1")
    g.activate("r1")
    g.spend("r1", 1, "move")
    assert g.unit("r1")["state"] == "active"
    g.spend("r1", 1, "shoot")
    assert g.to_act == 1  # blue has no unit left: red goes on
    act(g, "r2")
    refused("units-to-act", g.end_turn)
    act(g, "r3")
    assert g.to_act is None
    g.end_turn()
    assert not g.in_turn
    assert {u["state"] for u in g.units} == {"unactivated"}
    assert g.unit("r1")["ap"] == 2


def test_a_waiting_unit_is_carried_across_turns_a2():
    g = game((1, "r", 3), (2, "b", 2), (2, "b2", 2), first=1)
    g.activate("r")
    g.spend("r", 1, "move")
    g.wait("r")
    assert g.unit("r")["state"] == "waiting" and g.unit("r")["ap"] == 2
    act(g, "b")
    refused("not-your-turn", g.activate, "r")
    act(g, "b2")
    g.end_turn()
    assert g.unit("r")["state"] == "waiting" and g.unit("r")["ap"] == 3
    g.initiative(1)
    g.activate("r")
    assert g.unit("r")["state"] == "active"


def test_a_response_to_a_hostile_action_only_a2():
    g = game((1, "r", 3), (2, "w", 2), (2, "b", 1), first=2)
    g.activate("w")
    g.wait("w")
    g.activate("r")
    g.spend("r", 1, "move")
    refused("not-hostile", g.respond, "w", "r")
    g.spend("r", 1, "shoot", target="b")
    refused("not-waiting", g.respond, "b", "r")
    g.respond("w", "r")
    assert g.unit("w")["state"] == "responding" and g.to_act == 2
    g.spend("w", 2, "shoot", "r")
    assert g.unit("w")["state"] == "activated" and g.to_act == 1


def test_panic_is_kept_at_the_end_of_turn_a2():
    g = game((1, "r", 1), (2, "b", 1), first=1)
    g.panic("r")
    g.panic("r")  # again: no change, no refusal
    act(g, "r")
    act(g, "b")
    g.end_turn()
    assert g.unit("r")["panicked"] and not g.unit("b")["panicked"]
    g.rally("r")
    assert not g.unit("r")["panicked"]


def test_effects_are_resolved_before_the_counters_are_removed_a3():
    g = game((1, "r", 1), (2, "b", 1), first=1)
    seen = []
    g.on_effect(lambda effect, unit: seen.append((effect, unit, g.unit(unit)["state"])))
    g.add_effect("fire", "r")
    g.add_effect("smoke", "b")
    g.add_effect("gone", "b")
    g.end_effect("gone")
    act(g, "r")
    act(g, "b")
    g.end_turn()
    assert seen == [("fire", "r", "activated"), ("smoke", "b", "activated")]
    assert g.effects == [{"id": "fire", "unit": "r", "resolutions": 1},
                         {"id": "smoke", "unit": "b", "resolutions": 1}]
    assert g.unit("r")["state"] == "unactivated"


def test_a_callback_acting_on_its_game_is_refused_with_state_error():
    g = game((1, "r", 1), (2, "b", 1), first=1)
    g.on_event(lambda e: g.end_game())
    with pytest.raises(wargen.StateError):
        g.activate("r")
    assert g.unit("r")["state"] == "active" and not g.over  # the action was applied


def test_events_reach_the_callback_with_ids():
    g = game((1, "r", 1, 2), (2, "w", 1), first=2)
    events = []
    g.on_event(events.append)
    respond_to_r(g, "melee", "w")
    g.kill("r", 2)
    g.end_activation("w")
    g.end_turn()
    g.end_game()
    assert [(e["kind"], e["unit"], e["other"], e["effect"], e["count"]) for e in events] == [
        ("activation-started", "w", None, None, 0), ("activation-ended", "w", None, None, 0),
        ("activation-started", "r", None, None, 0), ("activation-ended", "r", None, None, 0),
        ("response", "w", "r", None, 0), ("kill", "r", None, None, 2),
        ("activation-ended", "w", None, None, 0), ("effect-resolved", "w", None, "fire", 1),
        ("turn-ended", None, None, None, 0), ("game-over", None, None, None, 0)]
    assert {e["turn"] for e in events} == {1}
    assert [e["kind"] for e in events[:1]] == [wargen.GAME_EVENTS[0]]


def test_a_raising_callback_is_reraised_after_the_action():
    g = game((1, "r", 1), (2, "b", 1), first=1)
    calls = []

    def boom(event):
        calls.append(event["kind"])
        raise KeyError("from the callback")
    g.activate("r")
    g.on_event(boom)
    with pytest.raises(KeyError, match="from the callback"):
        g.spend("r", 1, "move")
    # the action was applied, and its event came once
    assert g.unit("r")["state"] == "activated" and g.step == 3 and g.to_act == 2
    assert calls == ["activation-ended"]
    g.on_event(None)
    act(g, "b")
    g.end_turn()
    assert not g.in_turn


def test_each_kind_of_callback_is_set_and_cleared_alone():
    # the C game calls the binding only for the kinds set (A1-A3): clearing one
    # leaves the others, and setting it again brings it back
    g = game((1, "r", 1), (2, "b", 1), first=1)
    events, asked = [], []
    g.on_event(lambda e: events.append(e["kind"]))
    g.on_before(lambda r: asked.append(r["kind"]))
    g.activate("r")
    g.on_event(None)
    g.end_activation("r")
    g.on_event(lambda e: events.append(e["kind"]))
    g.on_before(None)
    g.activate("b")
    assert events == ["activation-started", "activation-started"]
    assert asked == ["activate", "end_activation"]


def test_a_raising_effect_callback_stops_nothing_in_c():
    g = game((1, "r", 1), (2, "b", 1), first=1)
    g.add_effect("fire", "r")
    g.add_effect("smoke", "b")
    seen = []

    def boom(effect, unit):
        seen.append(effect)
        raise ValueError(effect)
    g.on_effect(boom)
    act(g, "r")
    act(g, "b")
    with pytest.raises(ValueError, match="fire"):
        g.end_turn()
    assert seen == ["fire"]  # the second effect's callback skipped
    assert not g.in_turn and g.turn == 1  # the turn ended: C resolved both
    assert [e["resolutions"] for e in g.effects] == [1, 1]


def test_the_host_may_refuse_an_action():
    """A house rule (the host's before callback): the host sees each action the
    rules allow, as a dict with ids and names, and may refuse it with a reason;
    a refused action changes nothing and is not logged."""
    g = game((1, "r", 2), (2, "b", 2), first=1)
    g.panic("r")
    asked = []

    def house_rule(request):
        asked.append(request)
        if request["action"] == "melee" and g.unit(request["unit"])["panicked"]:
            return "a panicked unit may not charge"
        return None
    g.on_before(house_rule)
    g.activate("r")
    assert asked[0] == {"kind": "activate", "turn": 1, "player": 1, "unit": "r", "other": None,
                        "ap": 0, "action": None, "models": 0, "effect": None,
                        "objective": None}
    log = g.log_json()
    e = refused("refused-by-host", g.spend, "r", 1, "melee", "b")
    assert str(e).endswith("a panicked unit may not charge")
    assert asked[1] == {**asked[0], "kind": "spend", "other": "b", "ap": 1, "action": "melee"}
    assert g.log_json() == log  # the refused action is not logged
    g.spend("r", 1, "move")     # allowed: None
    g.on_before(lambda request: True)
    g.spend("r", 1, "shoot", "b")
    g.on_before(lambda request: request["kind"] != "kill")
    refused("refused-by-host", g.kill, "b", 1)  # False: the library's own words
    g.on_before(None)
    g.kill("b", 1)
    assert wargen.GAME_REQUESTS[0] == "initiative" and len(wargen.GAME_REQUESTS) == 14


def test_a_raising_before_callback_refuses_the_action_and_is_raised():
    g = game((1, "r", 2), (2, "b", 2), first=1)
    before = g.to_json()

    def boom(request):
        raise KeyError("house rule broke")
    g.on_before(boom)
    with pytest.raises(KeyError, match="house rule broke"):
        g.activate("r")
    assert g.to_json() == before
    g.on_before(lambda request: 42)
    with pytest.raises(TypeError, match="on_before: fn must return None, True, False or a"):
        g.activate("r")
    assert g.to_json() == before
    results = []
    g.on_before(lambda request: results.append(pytest.raises(wargen.StateError, g.end_game)))
    g.activate("r")  # a callback cannot act on its game
    assert len(results) == 1 and not g.over
    with pytest.raises(wargen.ArgumentTypeError):
        g.on_before(3)


def test_a_draw_on_equal_battle_points_v1():
    g = game((1, "r", 1, 4, 100), (2, "b", 1, 2, 50), first=1)
    g.kill("r", 1)   # 25 for red's opponent
    g.kill("b", 1)   # 25 for blue's opponent
    assert g.score["battle_points"] == (Fraction(25), Fraction(25))
    assert g.winner is None
    g.end_game()
    assert g.over and g.winner is None and g.to_dict()["draw"] is True


def test_a_whole_unit_is_worth_exactly_its_cost_v1():
    g = game((1, "r", 1, 3, 130), (2, "b", 1, 3, Fraction(125, 2)), first=1)
    g.kill("b", 1)
    g.kill("b", 1)
    assert g.score["battle_points"][0] == Fraction(125, 3)
    g.kill("b", 1)
    assert g.score["battle_points"] == (Fraction(125, 2), 0)
    assert g.unit("b")["state"] == "destroyed" and g.unit("b")["cost"] == Fraction(125, 2)
    g.kill("r", 1)
    assert g.score["battle_points"][1] == Fraction(130, 3)
    assert g.to_dict()["score"]["battle_points"] == ["125/2", "130/3"]
    assert g.winner == 1


def test_objectives_decide_over_battle_points_v2():
    g = game((1, "r", 1, 1, 100), (2, "b", 1, 1, 500))
    g.add_objective("hill", "hold", 1)
    g.add_objective("kill-r", "destroy", 3, unit="r")
    assert g.is_scenario
    g.initiative(1)
    g.kill("b", 1)  # red leads on battle points: 500 to 0
    g.score_objective("hill", 1)
    assert g.winner == 1
    g.kill("r", 1)  # the destroy objective is scored for blue by the game
    assert g.score == {"battle_points": (500, 100), "objectives": (1, 3)}
    assert g.winner == 2
    assert [o["scored_by"] for o in g.objectives] == [1, 2]
    assert g.objectives[1] == {"id": "kill-r", "kind": "destroy", "points": 3, "unit": "r",
                               "scored_by": 2}


def test_every_refusal_reason_carries_its_code():
    g = game((1, "r", 2), (1, "r2", 2, 1), (2, "b", 2))
    seen = {refused("not-your-turn", g.activate, "r").reason}
    g.initiative(1)
    seen.add(refused("turn-in-progress", g.initiative, 2).reason)
    seen.add(refused("not-active", g.wait, "r").reason)
    e = refused("unknown-unit", g.activate, "nobody")
    assert '"nobody"' in str(e)
    seen.add(e.reason)
    g.activate("r")
    seen.add(refused("no-ap", g.spend, "r", 3, "move").reason)
    seen.add(refused("not-hostile", g.spend, "r", 1, "shoot", "r2").reason)
    assert '"ghost"' in str(refused("unknown-unit", g.spend, "r", 1, "shoot", "ghost"))
    seen.add(refused("not-waiting", g.respond, "b", "r").reason)
    g.end_activation("r")
    act(g, "b")
    seen.add(refused("not-unactivated", g.activate, "r").reason)
    seen.add(refused("units-to-act", g.end_turn).reason)
    seen.add(refused("no-models", g.kill, "r2", 2).reason)
    g.kill("r2", 1)
    seen.add(refused("destroyed", g.panic, "r2").reason)
    assert '"nothing"' in str(refused("unknown-unit", g.end_effect, "nothing"))
    e = refused("unknown-unit", g.score_objective, "hill", 1)  # V2, an objective by id
    assert 'no objective "hill" in the game' in str(e)
    g.end_game()
    seen.add(refused("game-over", g.kill, "nobody", 1).reason)  # over comes first
    h = game((1, "r", 1), (2, "b", 1))
    h.on_before(lambda request: False)
    assert "refused-by-host: " in str(refused("refused-by-host", h.initiative, 1))
    assert seen | {"refused-by-host"} == set(wargen.GAME_REASONS)


def test_bad_arguments_are_no_refusals():
    g = game((1, "r", 2), (2, "b", 2), first=1)
    with pytest.raises(wargen.InvalidArgumentError, match="move"):  # the valid names
        g.spend("r", 1, "dance")
    with pytest.raises(wargen.InvalidArgumentError):
        g.add_unit(1, "late", 1, 1, 10)  # the game has started
    with pytest.raises(wargen.InvalidArgumentError, match="multiple of 0.5"):
        wargen.Game().add_unit(1, "x", 1, 1, Fraction(1, 3))
    with pytest.raises(wargen.NotFoundError):
        g.unit("nobody")
    assert g.refusal is None


def test_add_roster_names_units_by_entry():
    book = wargen.Catalog(SOURCE_ROOT / "data" / "catalogs" / "example-kingdom.json")
    roster = wargen.Roster(book, SOURCE_ROOT / "data" / "rosters" / "valid-standard.json")
    g = wargen.Game()
    g.add_roster(1, roster, 2)
    g.add_roster(2, roster, 3)
    units = g.units
    assert len(units) == 2 * len(roster.to_dict()["units"])
    assert len({u["id"] for u in units}) == len(units)  # distinct ids for one book
    assert {u["ap_per_turn"] for u in units if u["player"] == 2} == {3}
    assert sum(u["cost"] for u in units if u["player"] == 1) == roster.validate().total


def a_played_game():
    g = game((1, "r", 2, 3, 125), (2, "b", 1, 2, Fraction(75, 2)), (2, "w", 2), first=2)
    respond_to_r(g, "shoot", "b")
    g.kill("r", 1)
    g.panic("b")
    return g


def test_to_dict_is_the_c_json():
    g = a_played_game()
    assert g.to_dict() == json.loads(g.to_json())
    assert g.log_dict() == json.loads(g.log_json())
    assert g.to_dict()["units"]["r"] == {"player": 1, "state": "active", "panicked": False,
                                         "ap": 1, "models": 2}


def test_the_log_replays_to_the_same_state():
    g = a_played_game()
    h = wargen.Game.play(g.log_json())
    assert h.to_json() == g.to_json() and h.units == g.units and h.effects == g.effects
    assert h.players == ("Blue", "Red")
    assert wargen.Game.play(g.log_dict()).to_json() == g.to_json()
    assert wargen.Game.play(g.log_json().encode()).to_json() == g.to_json()


def test_play_a_document_file(tmp_path):
    g = a_played_game()
    path = tmp_path / "game.json"
    path.write_text(g.log_json())
    assert wargen.Game.play(path).to_json() == g.to_json()
    assert wargen.Game.play(str(path)).step == g.step


def test_play_a_refused_document_gives_the_game_as_it_stood():
    doc = a_played_game().log_dict()
    doc["actions"] += [{"end_turn": True}, {"end_game": True}]
    with pytest.raises(wargen.RefusedError) as info:
        wargen.Game.play(doc)
    e = info.value
    assert e.reason == "units-to-act" and e.path == f"actions[{len(doc['actions']) - 2}]"
    assert e.game.step == len(doc["actions"]) - 2 and e.game.refusal == "units-to-act"
    assert e.game.to_json() == a_played_game().to_json()
    e.game.end_game()  # the game goes on from there
    assert e.game.over


def test_play_a_bad_document_raises_its_error():
    with pytest.raises(wargen.FormatError):
        wargen.Game.play({"format": "wargen-game/1", "players": [], "actions": [], "x": 1})
    with pytest.raises(wargen.ParseError):
        wargen.Game.play("{")


def test_pickling_round_trips_through_the_log():
    g = a_played_game()
    h = pickle.loads(pickle.dumps(g))
    assert h.to_json() == g.to_json() and h.log_json() == g.log_json()
    h.end_activation("w")  # and it plays on
    assert h.unit("w")["state"] == "activated"
    h.end_activation("r")
    h.activate("b")
    h.end_activation("b")
    h.end_turn()  # the effect resolved, the waiting and panic carried: still the same
    k = pickle.loads(pickle.dumps(h))
    assert k.to_json() == h.to_json() and k.effects[0]["resolutions"] == 1
    assert k.unit("b")["panicked"] and k.turn == 1 and not k.in_turn


def played_with_callbacks(events):
    """Weak references to a game and its callback, which refers to the game."""
    g = game((1, "r", 1), (2, "b", 1), first=1)

    def callback(event):  # refers to its game: no cycle through C keeps it
        events.append(g.turn)
    g.on_event(callback)
    g.on_effect(lambda e, u: g.units)
    act(g, "r")
    return [weakref.ref(g), weakref.ref(callback)]


def test_a_game_and_its_callbacks_are_collected():
    events = []
    refs = played_with_callbacks(events)
    gc.collect()
    assert [r() for r in refs] == [None, None] and events == [1, 1]


def test_name_tables_come_from_c():
    assert wargen.UNIT_STATES[0] == "unactivated" and "destroyed" in wargen.UNIT_STATES
    assert wargen.GAME_ACTIONS == ("move", "shoot", "magic", "melee", "other")
    assert wargen.OBJECTIVE_KINDS == ("hold", "capture", "destroy", "escort")
    assert "none" not in wargen.GAME_REASONS and "no-ap" in wargen.GAME_REASONS
    assert wargen.GAME_EVENTS[-1] == "game-over"


def test_enum_parse_functions_reach_python():
    """The private parse functions of the enums scripts read back as names
    (the rules are C's: tests/unit/test_game_log.c): a name gives its value,
    an unknown one the library's error."""
    assert wargen.core._game_reason_parse("none") == 0
    assert [wargen.core._game_reason_parse(n) for n in wargen.GAME_REASONS] == list(
        range(1, len(wargen.GAME_REASONS) + 1))
    assert [wargen.core._unit_state_parse(n) for n in wargen.UNIT_STATES] == list(
        range(len(wargen.UNIT_STATES)))
    assert [wargen.core._game_event_kind_parse(n) for n in wargen.GAME_EVENTS] == list(
        range(len(wargen.GAME_EVENTS)))
    with pytest.raises(wargen.InvalidArgumentError, match="unknown unit state \"asleep\""):
        wargen.core._unit_state_parse("asleep")


def test_to_dict_is_what_the_command_prints():
    """The shipped game replayed: to_dict() equals `wargen game play --json`'s
    output for it (tests/cli/golden/game-example.json, which the cli suite
    checks against the command)."""
    game = wargen.Game.play(SOURCE_ROOT / "data" / "games" / "example.json")
    golden = SOURCE_ROOT / "tests" / "cli" / "golden" / "game-example.json"
    assert game.to_dict() == json.loads(golden.read_text())
    assert game.score["battle_points"] == (Fraction(36), Fraction(0))
