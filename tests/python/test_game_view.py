"""wargen.GameView (Game.view): what one player may see of a game built from
rosters (H2 in a game; V1), as the C library's two documents. The rules of
what is withheld are tested in C (tests/unit/test_game_view.c); here: the
binding's surface, pickling as the documents, and one agreement with C."""
import json
import pickle
from fractions import Fraction

import pytest

import wargen
from conftest import SOURCE_ROOT

BOOK = SOURCE_ROOT / "data" / "catalogs" / "example-kingdom.json"


def roster(book, items):
    """A Lord Marshal carrying items (ward-stone: a talisman, no mundane
    type, so no trace in the open part, H3) and levy spearmen."""
    return wargen.Roster(book, {
        "format": "wargen-roster/1", "catalog": "example-kingdom", "points": 2000,
        "units": [{"entry": "lord-marshal", "models": 1, "general": True, "items": items},
                  {"entry": "levy-spearmen", "models": 20}]})


def referee(items):
    """The referee's game: Blue's roster plain, Red's with items; Blue
    kills Red's Lord Marshal."""
    book = wargen.Catalog(BOOK)
    g = wargen.Game("Blue", "Red")
    g.add_roster(1, roster(book, []), 2)
    g.add_roster(2, roster(book, items), 2)
    g.add_unit(2, "scouts", ap=1, models=5, cost=50)
    g.initiative(1)
    g.kill("scouts", 1)
    g.kill("lord-marshal-2", 1)
    return g


def test_open_views_are_the_same_until_the_end():
    """H2 in a game: the talisman's bearer and a plain one give Blue the same
    view, state and log, byte for byte, and pickle; the referee's differ; after
    end_game Blue sees V1 scored on full costs."""
    with_, without = referee(["ward-stone"]), referee([])
    assert wargen.View(roster(wargen.Catalog(BOOK), ["ward-stone"])).to_json() == \
        wargen.View(roster(wargen.Catalog(BOOK), [])).to_json()   # open parts equal
    a, b = with_.view(1), without.view(1)
    assert (a.to_json(), a.log_json()) == (b.to_json(), b.log_json())
    assert pickle.dumps(a) == pickle.dumps(b)
    assert a == b and hash(a) == hash(b)
    assert with_.unit("lord-marshal-2")["cost"] > without.unit("lord-marshal-2")["cost"]
    assert with_.to_json() != without.to_json()
    assert a.score == {"battle_points": (None, Fraction(0)), "objectives": (0, 0)}
    assert a.to_dict()["winner"] is None and a.to_dict()["draw"] is None
    for g in (with_, without):
        g.end_game()
    a, b = with_.view(1), without.view(1)
    assert a.to_json() != b.to_json()
    assert a.over and a.score["battle_points"] == with_.score["battle_points"]


def test_the_view_is_the_c_documents():
    """One agreement with C: the view's documents are the library's, and its
    readers read them: units without cost, the log without the opponent's."""
    g = referee(["ward-stone"])
    v = g.view(1)
    assert v.player == 1 and not v.over
    doc = json.loads(v.to_json())
    assert doc == v.to_dict() and doc["player"] == 1
    assert v.units == [{"id": uid, **u} for uid, u in doc["units"].items()]
    assert all("cost" not in u for u in v.units)
    log = v.log_dict()
    assert log["view"] == 1 and json.loads(v.log_json()) == log
    red = {u["id"]: u for u in log["players"][1]["units"]}
    assert "cost" not in red["lord-marshal-2"] and "cost_hidden" not in red["lord-marshal-2"]
    assert red["scouts"]["cost"] == 50
    assert log["players"][0]["units"][0]["cost_hidden"] is True
    assert g.units[0]["cost_hidden"] and not g.unit("scouts")["cost_hidden"]


def test_a_view_is_a_snapshot_and_pickles_as_its_documents():
    g = referee(["ward-stone"])
    v = g.view(2)
    g.end_game()
    assert not v.over and g.view(2).over     # taken before the end
    w = pickle.loads(pickle.dumps(v))
    assert (w.player, w.to_json(), w.log_json()) == (2, v.to_json(), v.log_json())
    assert pickle.dumps(v) == pickle.dumps(wargen.GameView(2, v.to_json(), v.log_json()))
    assert "lord-marshal" not in repr(v) and "cost" not in repr(v)
    assert repr(v).startswith("<wargen.GameView of player 2, turn 1,")


def test_the_referee_log_replays_and_a_view_log_does_not():
    g = referee(["ward-stone"])
    again = wargen.Game.play(g.log_json())
    assert again.to_json() == g.to_json() and again.units == g.units
    with pytest.raises(wargen.FormatError) as e:
        wargen.Game.play(g.view(1).log_json())
    assert "player's view" in str(e.value) and e.value.path == "view"


@pytest.mark.parametrize("player", [0, 3, -1])
def test_a_player_not_1_or_2(player):
    with pytest.raises(wargen.InvalidArgumentError, match=f"player {player} is not 1 or 2"):
        referee([]).view(player)
