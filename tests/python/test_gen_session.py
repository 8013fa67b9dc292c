"""wargen.Session: the generator step by step (G3-G10). A step that is not
allowed raises and changes nothing."""
import gc
import json
import weakref

import pytest

import wargen
from conftest import D66, UNIFORM_SLOTS, UNIFORM_TABLE


def log_of(s):
    """The session's log as a dict."""
    return json.loads(s.log_json())


def snapshot(s):
    """Everything observable about a session."""
    return (s.to_dict(), s.log_json(), s.pending, s.turn, s.finished, s.army(1), s.army(2))


def new(uniform, **kwargs):
    options = dict(table=uniform, seed=1, players=2, first_player=1, limit=6)
    options.update(kwargs)
    return wargen.Session(**options)


def test_defaults():
    s = wargen.Session()
    assert 0 <= s.seed < 2**32
    assert (s.limit, s.players, s.cards, s.per_player_decks) == (15, 1, False, False)
    assert (s.turn, s.first_player, s.finished, s.pending) == (1, 1, False, None)
    assert s.army(1) == (1, 0, 0, 0, False) and isinstance(s.army(1), wargen.gen.Army)
    assert s.army(1).to_dict() == {"player": 1, "total": 0, "units": 0, "draws": 0,
                                   "finished": False}
    assert s.to_dict()["players"] == [{"player": 1, "total": 0, "units": 0, "draws": []}]
    assert s.log == s.log_json() and json.loads(s.log)["steps"] == []


def test_options(uniform):
    s = wargen.Session(table=uniform, seed=5, size="large", players=2, cards=True,
                       per_player_decks=True, first_player=2)
    assert (s.seed, s.limit, s.players, s.cards, s.per_player_decks) == (5, 30, 2, True, True)
    assert s.first_player == s.turn == 2
    assert wargen.Session(limit=3, size="medium").limit == 3  # limit overrides size (G1)
    with pytest.raises(wargen.InvalidArgumentError):
        wargen.Session(size="tiny")
    with pytest.raises(wargen.InvalidArgumentError):
        wargen.Session(limit=0)


PER_PLAYER_DICE = "per_player_decks needs the cards mode, not dice (G3)"


@pytest.mark.parametrize("players", [1, 2])
def test_per_player_decks_without_cards_are_refused(uniform, players):  # G2, G3: dice, no deck
    calls = [lambda rng: wargen.Session(table=uniform, players=players, per_player_decks=True),
             lambda rng: wargen.generate(seed=1, players=players, per_player_decks=True),
             lambda rng: wargen.armies(rng, players=players, per_player_decks=True),
             lambda rng: wargen.armies(rng, players=players, per_player_decks=True, count=3)]
    for call in calls:
        rng = wargen.Rng(7)
        before = rng.state()
        with pytest.raises(wargen.InvalidArgumentError) as info:
            call(rng)
        assert info.value.code == wargen.core.EINVAL
        assert info.value.message == PER_PLAYER_DICE
        assert rng.state() == before  # nothing drawn
    s = wargen.Session(table=uniform, players=players, cards=True, per_player_decks=True)
    assert s.cards and s.per_player_decks


def test_a_dice_log_with_decks_is_refused_at_the_key(uniform):  # G3
    s = wargen.Session(table=uniform, seed=2, limit=4)
    s.run()
    log = log_of(s)
    assert log["mode"] == "dice" and "decks" not in log  # the writer gives none
    for decks in ("shared", "per-player"):
        with pytest.raises(wargen.FormatError) as info:
            wargen.Session.replay({**log, "decks": decks}, uniform)
        assert info.value.path == "decks"
        assert "has no decks: only cards are drawn from decks (G3)" in info.value.message


def test_a_full_session_step_by_step(uniform):
    s = new(uniform, first_player=2, limit=5)
    assert s.turn == 2 and s.first_player == 2           # G9: the named player starts
    entry = s.draw(2)
    assert entry["roll"] in D66 and entry["cost"] == 2
    assert entry["slots"] == UNIFORM_SLOTS
    assert s.pending == entry
    s.reinforce(2, 0, 2)                                 # G7: up to 3x models, +2 AP
    s.field(2, 0, models=30, wounds=1, save=4)           # 30 regular models: allowed at 3x
    s.endless_spell(2, 1, "Burning Head")                # G6
    s.field(2, 2, {"models": 20, "wounds": 1, "save": None})
    s.field(2, 2)                                        # "a suitable unit", unchecked
    s.field(2, 3, models=1, wounds=5, save=3, hero=True)  # a champion (G5)
    s.commit(2)
    assert s.army(2) == (2, 4, 4, 1, False)
    assert s.turn == 1 and s.pending is None
    draw = s.to_dict()["players"][1]["draws"][0]
    assert draw["cost"] == 4
    assert draw["slots"][0] == {"count": 1, "type": "regular", "reinforceable": True,
                                "level": 2}

    # G8: a substitute instead of the whole draw: 2 AP, +1 when reinforced
    s.draw(1)
    s.substitute(1, "elite", 1)
    assert s.pending["cost"] == 2
    assert s.pending["slots"] == [{"count": 1, "type": "elite", "reinforceable": True}]
    s.field(1, 0, models=10, wounds=2, save=4)           # elite up to 5, 10 at 2x
    s.commit(1)
    assert s.army(1) == (1, 3, 1, 1, False)
    draw = s.to_dict()["players"][0]["draws"][0]
    assert draw["cost"] == 3 and draw["substitute"] is True
    assert draw["slots"] == [{"count": 1, "type": "elite", "reinforceable": True, "level": 1}]

    # G10: player 2 reaches 6 >= 5 and finishes; player 1 goes on alone
    s.draw(2)
    s.commit(2)                                          # nothing fielded: still 2 AP (G4)
    assert s.army(2) == (2, 6, 4, 2, True)
    assert s.turn == 1
    s.draw(1)
    s.commit(1)
    assert s.turn == 0 and s.finished
    assert s.army(1) == (1, 5, 1, 2, True)
    assert s.army(3) == (0, 0, 0, 0, False)

    steps = log_of(s)["steps"]
    assert [next(k for k in step if k != "player") for step in steps] == [
        "draw", "reinforce", "field", "endless_spell", "field", "field", "field", "commit",
        "draw", "substitute", "field", "commit", "draw", "commit", "draw", "commit"]
    assert steps[1] == {"player": 2, "reinforce": {"slot": 0, "level": 2}}
    assert steps[3] == {"player": 2, "endless_spell": {"slot": 1, "name": "Burning Head"}}
    assert steps[2]["field"] == {"slot": 0, "unit": {"models": 30, "wounds": 1, "save": 4,
                                                     "hero": False, "monster": False}}
    assert steps[5] == {"player": 2, "field": {"slot": 2}}
    assert steps[9] == {"player": 1, "substitute": {"type": "elite", "level": 1}}


def test_out_of_units_finishes_the_player(uniform):
    s = new(uniform, limit=10)
    s.draw(1)
    s.commit(1)
    s.out_of_units(2)                                    # G10: the caller declares it
    assert s.army(2) == (2, 0, 0, 0, True)
    assert s.turn == 1
    s.draw(1)
    s.commit(1)
    assert s.turn == 1                                   # player 1 draws on alone
    s.out_of_units(1)
    assert s.finished
    assert log_of(s)["steps"][2] == {"player": 2, "out_of_units": True}


def test_run_finishes_a_pending_draw(uniform):
    s = new(uniform, players=1, limit=6)
    s.draw(1)
    s.reinforce(1, 0, 1)
    s.run()
    assert s.finished
    d = s.to_dict()["players"][0]
    assert [draw["cost"] for draw in d["draws"]] == [3, 2, 2]
    assert d["total"] == 7 and d["units"] == 12


def test_draws_are_the_committed_draws_in_order(uniform):
    s = new(uniform)
    assert s.draws == []
    s.run()
    players = s.to_dict()["players"]
    want = sorted((d["roll"], p["player"], d["cost"]) for p in players for d in p["draws"])
    got = [(d.value, d.player, d.cost) for d in s.draws]
    assert sorted(got) == want and len(got) == len(want)
    assert [d.player for d in s.draws][:2] == [1, 2]     # G9: players alternate from the first
    assert not any(d.substituted for d in s.draws)
    with pytest.raises(AttributeError):
        s.draws[0].cost = 0                              # read-only


def test_run_with_a_reinforcing_policy(uniform):
    s = new(uniform, players=1, limit=6)
    s.run(reinforce=2)
    assert [d["cost"] for d in s.to_dict()["players"][0]["draws"]] == [4, 4]
    with pytest.raises(wargen.InvalidArgumentError):
        new(uniform).run(reinforce=3)


# ---- illegal steps ---------------------------------------------------------

def _fresh(s):
    pass


def _drawn(s):
    s.draw(1)


def _reinforced(s):
    s.draw(1)
    s.reinforce(1, 0, 1)


def _finished(s):
    s.run()


SETUPS = {"fresh": _fresh, "drawn": _drawn, "reinforced": _reinforced, "finished": _finished}

S, R, I = wargen.StateError, wargen.RuleError, wargen.InvalidArgumentError

# Which steps the rules refuse, and the message naming the rule, is tested
# once, in tests/unit/test_gen_session.c ("every refused step (G4-G9)");
# here one of each kind shows the exception it maps to and that nothing
# changed.
ILLEGAL = [
    ("fresh", lambda s: s.draw(2), S, "player 1's turn"),                        # G9
    ("drawn", lambda s: s.reinforce(1, 2, 1), R, "not marked *"),                # G7
    ("drawn", lambda s: s.substitute(1, "dragon"), I, 'unknown unit type "dragon"'),
    ("drawn", lambda s: s.reinforce(1, -1, 1), wargen.RangeError, "slot -1 is out of range"),
    ("drawn", lambda s: s.field(1, 0, models=11, wounds=1, save=4), R, "up to 10 models"),
    ("reinforced", lambda s: s.field(1, 0, models=21, wounds=1, save=4), R, "up to 20"),
    ("finished", lambda s: s.draw(1), S, "finished"),                            # G10
    ("finished", lambda s: s.run(), None, None),  # allowed: nothing left to do
]


@pytest.mark.parametrize("setup, step, exc, text", ILLEGAL,
                         ids=[f"{i}-{c[0]}" for i, c in enumerate(ILLEGAL)])
def test_illegal_steps_raise_and_change_nothing(uniform, setup, step, exc, text):
    s = new(uniform)
    SETUPS[setup](s)
    before = snapshot(s)
    if exc is None:
        step(s)
    else:
        with pytest.raises(exc) as info:
            step(s)
        assert text in info.value.message
        assert isinstance(info.value, wargen.WargenError)
    assert snapshot(s) == before


def test_a_refused_step_leaves_the_session_usable(uniform):
    s = new(uniform, players=1, limit=4)
    s.draw(1)
    with pytest.raises(wargen.RuleError):
        s.substitute(1, "gigantic")
    s.substitute(1, "horde", 2)
    s.field(1, 0, models=60, wounds=1, save=None)
    s.commit(1)
    assert s.army(1).total == 4 and s.finished


@pytest.mark.parametrize("call", [
    lambda s: s.draw("1"),
    lambda s: s.reinforce(1, "0", 1),
    lambda s: s.substitute(1, 3),
    lambda s: s.endless_spell(1, 1, 5),
    lambda s: s.field(1, 0, {"models": 1, "wounds": 1}, save=4),
    lambda s: s.field(1, 0, {"models": 1, "wounds": 1, "colour": "red"}),
    lambda s: s.field(1, 0, {"models": 1}),
    lambda s: s.field(1, 0, models="ten", wounds=1),
])
def test_wrong_argument_types_raise_type_error(uniform, call):
    s = new(uniform)
    s.draw(1)
    before = snapshot(s)
    with pytest.raises(TypeError):
        call(s)
    assert snapshot(s) == before


# ---- logs and replay (G11) -------------------------------------------------

def _played(uniform):
    s = new(uniform, seed=31, limit=5, first_player=None)
    p = s.turn
    s.draw(p)
    s.reinforce(p, 0, 1)
    s.field(p, 0, models=20, wounds=1, save=5)
    s.endless_spell(p, 1, 'The "Quoted" \\ Spell \u2603')
    s.commit(p)
    p = s.turn
    s.draw(p)
    s.substitute(p, "siege-breaker")
    s.field(p, 0, models=1, wounds=7, save=4, monster=True)
    s.commit(p)
    s.run()
    return s


def test_log_round_trip(uniform, tmp_path):
    s = _played(uniform)
    log = s.log_json()
    path = tmp_path / "session.log.json"
    path.write_text(log)
    for source in (log, json.loads(log), path, str(path), log.encode()):
        again = wargen.Session.replay(source, uniform)
        assert again.to_dict() == s.to_dict()
        assert again.log_json() == log
        assert (again.seed, again.first_player, again.finished) == (s.seed, s.first_player, True)


def test_log_records_the_roll_off(uniform):
    s = new(uniform, first_player=None)
    log = log_of(s)
    assert log["roll_off"] is True and log["first_player"] == s.first_player
    assert log["table"] == {"name": "Uniform test table", "digest": uniform.digest}


def test_replay_of_an_unfinished_session(uniform):
    s = new(uniform, seed=8, limit=9)
    s.draw(1)
    s.commit(1)
    s.draw(2)
    s.reinforce(2, 0, 2)
    again = wargen.Session.replay(s.log_json(), uniform)
    assert snapshot(again) == snapshot(s)
    for session in (s, again):          # both go on alike
        session.field(2, 0)
        session.commit(2)
        session.run()
    assert snapshot(again) == snapshot(s)


def test_replay_of_generated_cards_with_reshuffles():
    result = wargen.generate(seed=13, limit=150, players=2, cards=True, per_player_decks=True)
    assert '"reshuffle"' in result.log
    again = wargen.Session.replay(result.log)
    assert again.to_dict() == result.to_dict()
    assert again.log_json() == result.log


def test_replay_default_table_is_used_when_none_given():
    result = wargen.generate(seed=3, players=2)
    assert wargen.Session.replay(json.loads(result.log)).to_dict() == result.to_dict()


def test_replay_refuses_an_edited_draw(uniform):
    log = log_of(_played(uniform))
    first = next(i for i, step in enumerate(log["steps"]) if "draw" in step)
    roll = log["steps"][first]["draw"]["roll"]
    log["steps"][first]["draw"]["roll"] = 11 if roll != 11 else 12
    with pytest.raises(wargen.RuleError) as info:
        wargen.Session.replay(log, uniform)
    assert info.value.path == f"steps[{first}]"
    assert "does not replay" in info.value.message and "G11" in info.value.message
    assert info.value.file == "<dict>" and info.value.line == 1


def test_replay_refuses_an_illegal_decision(uniform):
    log = log_of(_played(uniform))
    i = next(i for i, step in enumerate(log["steps"]) if "field" in step
             and "unit" in step["field"])
    log["steps"][i]["field"]["unit"]["wounds"] = 3       # no longer a regular (G5)
    with pytest.raises(wargen.RuleError) as info:
        wargen.Session.replay(log, uniform)
    assert info.value.path == f"steps[{i}]"
    assert "does not qualify as regular" in info.value.message


def test_replay_refuses_another_table(uniform):
    log = _played(uniform).log_json()
    with pytest.raises(wargen.RuleError) as info:
        wargen.Session.replay(log)                       # the default table
    assert info.value.path == "table.digest"
    assert "another table" in info.value.message


def test_replay_refuses_a_truncated_log(uniform):
    log = log_of(_played(uniform))
    log["steps"] = log["steps"][:-1]                     # a commit left out: fine, pending
    again = wargen.Session.replay(log, uniform)
    assert again.pending is not None and not again.finished
    log["steps"].append({"player": 1, "reshuffle": {"deck": 1}})
    with pytest.raises(wargen.RuleError, match="reshuffle"):
        wargen.Session.replay(log, uniform)


@pytest.mark.parametrize("log, exc", [
    ("{", wargen.ParseError),
    ('{"format": "wargen-log/2"}', wargen.FormatError),
    ({"format": "wargen-log/1"}, wargen.FormatError),
    ({"format": "wargen-log/1", "seed": 1, "limit": 15, "players": 1, "first_player": 1,
      "mode": "dice", "table": {"name": "x", "digest": "x"}, "steps": [], "extra": 1},
     wargen.FormatError),
])
def test_replay_of_malformed_logs(log, exc):
    with pytest.raises(exc):
        wargen.Session.replay(log)


def test_replay_of_a_missing_file(tmp_path):
    with pytest.raises(wargen.FileError):
        wargen.Session.replay(tmp_path / "nope.json")


# ---- lifetime ------------------------------------------------------------

def test_a_table_freed_before_its_session(uniform_doc):
    table = wargen.Table(uniform_doc)
    ref = weakref.ref(table)
    s = wargen.Session(table=table, seed=5, players=2)
    del table
    gc.collect()
    assert ref() is None                 # the Table and its C table are gone
    s.run()                              # the session has its own copy
    with wargen.Session(table=UNIFORM_TABLE, seed=5, players=2) as ref_session:
        ref_session.run()
        assert s.to_dict() == ref_session.to_dict()


def test_with_frees_the_session_and_later_use_raises(uniform):
    with new(uniform) as s:
        s.draw(1)
        assert not s.closed
    assert s.closed
    assert "closed" in repr(s)
    for call in (lambda: s.draw(1), lambda: s.to_dict(), lambda: s.turn,
                 lambda: s.log_json(), lambda: s.run(), lambda: s.army(1)):
        with pytest.raises(wargen.StateError, match="the session is closed"):
            call()
    s.close()                            # closing twice is fine
    with pytest.raises(wargen.StateError):
        with s:
            pass


def test_with_closes_on_an_exception(uniform):
    with pytest.raises(wargen.RuleError):
        with new(uniform) as s:
            s.draw(1)
            s.reinforce(1, 2, 1)
    assert s.closed


def test_many_sessions(uniform):
    total = 0
    for seed in range(500):
        s = wargen.Session(table=uniform, seed=seed, players=2, cards=seed % 2 == 0)
        s.draw(s.turn)
        if seed % 3:
            s.run()
            total += s.army(1).total
        if seed % 5 == 0:
            s.close()
    gc.collect()
    assert total > 0


def test_replay_is_session_replay():
    """wargen.replay(log) is Session.replay(log), as Lua's wargen.replay (G11)."""
    log = wargen.generate(seed=11).log
    assert wargen.replay(log).log == wargen.Session.replay(log).log == log


def test_dir_lists_the_steps():
    """dir() of a session lists the steps it hands on to the C session (help, completion)."""
    names = dir(wargen.Session(seed=1))
    assert {"draw", "reinforce", "commit", "run", "close", "log"} <= set(names)
    assert "this" not in names
