"""Saving a wargen.Game: save() / Game.restore() and pickling, at any length
(issue 27: a game of 500,000 actions did not unpickle, its log being over the
16 MiB that Game.play allows a document from outside). What a restore checks is
tested in C (tests/unit/test_game_restore.c); here, the binding's surface."""
import os
import pickle

import pytest

import wargen

# Under `meson test --setup valgrind` (WARGEN_TEST_WRAPPER set) a million
# actions take many minutes; the small games check the same code.
UNDER_VALGRIND = bool(os.environ.get("WARGEN_TEST_WRAPPER"))


def long_game(actions):
    """A game of exactly `actions` actions (A1-A3): turns of six (initiative,
    each unit activated and spent, one a hostile shot, the end of the turn),
    with an effect in play resolved at each end of turn, then kills."""
    g = wargen.Game("Blue", "Red")
    g.add_unit(1, "a", 1, 1000, 100)
    g.add_unit(2, "b", 1, 1000, 62.5)
    g.add_effect("fire", "b")
    init, act, spend, end = g.initiative, g.activate, g.spend, g.end_turn
    for _ in range((actions - 1) // 6):
        init(1)
        act("a")
        spend("a", 1, "move")
        act("b")
        spend("b", 1, "shoot", "a")
        end()
    while g.step < actions:
        g.kill("b", 1)
    return g


def test_save_restores_to_the_same_game():
    g = long_game(40)
    text = g.save()
    assert text == g.log_json()
    for saved in (text, text.encode()):
        h = wargen.Game.restore(saved)
        assert h.to_json() == g.to_json() and h.log_json() == g.log_json()
    h.initiative(2)  # and it plays on
    assert h.to_act == 2 and h.step == 41


def test_restore_keeps_the_checks_of_play():
    text = long_game(13).save()
    with pytest.raises(wargen.ParseError):
        wargen.Game.restore(text[:-1])
    with pytest.raises(wargen.FormatError) as info:
        wargen.Game.restore(text.replace('"actions"', '"colour": 1, "actions"'))
    assert info.value.path == "colour" and info.value.file == "<saved game>"
    with pytest.raises(wargen.RuleError) as info:  # a save that does not replay
        wargen.Game.restore(text[:-2] + ', {"end_turn": true}]}')
    assert info.value.path == "actions[13]" and "actions[13]: not-your-turn:" in str(info.value)


@pytest.mark.skipif(UNDER_VALGRIND, reason="a million actions: minutes under valgrind")
def test_a_million_actions_pickle_and_unpickle():
    g = long_game(1_000_000)
    assert g.step == 1_000_000
    data = pickle.dumps(g)
    assert len(data) > 16 << 20  # over what Game.play takes from outside
    with pytest.raises(wargen.ParseError, match="larger than 16777216 bytes"):
        wargen.Game.play(g.log_json())
    h = pickle.loads(data)
    assert h.to_json() == g.to_json() and h.log_json() == g.log_json()
    assert h.effects[0]["resolutions"] == 166_666
