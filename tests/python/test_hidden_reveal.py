"""What a game reveals, in Python (H5): wargen.Reveal over a View of the shipped
twins-labelled roster, at the edges of H5 (a charge, a rune beside its hidden
sibling, one item used twice, a magic shield used as a shield), refused uses
and event documents that change nothing, the shipped events file, the JSON
against the C library's text, lifetime and pickling. Also the view's label
clashes as JSON (H4)."""
import gc
import json
import pickle

import pytest

import wargen
from conftest import SOURCE_ROOT

BOOK = SOURCE_ROOT / "data" / "catalogs" / "example-kingdom.json"
HIDDEN = SOURCE_ROOT / "data" / "rosters" / "hidden"
EVENTS = HIDDEN / "twins-labelled-reveal.json"
# twins-labelled.json: unit 0 carries Biting Blade, unit 5 Mirror Shield, the
# twins 7 and 8 Rune of Fury (and 7 Rune of Swiftness too); unit 3 nothing.
RED, BLUE, SHIELDS, FRIAR = 7, 8, 5, 3


@pytest.fixture(scope="module")
def book():
    return wargen.Catalog(BOOK)


def view(book, name="twins-labelled"):
    return wargen.View(wargen.Roster(book, HIDDEN / f"{name}.json"))


@pytest.fixture
def game(book):
    return wargen.Reveal(view(book))


def state(game):
    return game.to_json(), game.event_count


def test_a_charge_reveals_the_item(game):
    assert not game.is_revealed(RED, "rune-of-fury")
    assert game.use(RED, "rune-of-fury", "charge") is True
    assert game.is_revealed(RED, "rune-of-fury")
    assert game.revelations == [{"event": 0, "unit": RED, "item": "rune-of-fury",
                                 "use": "charge"}]
    assert "charge range" in wargen.use_when("charge")  # H5: before it is rolled


def test_a_rune_is_revealed_while_its_sibling_stays_hidden(game):
    equipment = game.view.units[RED]["equipment"]
    assert game.use(RED, "rune-of-fury", "attack")
    assert game.revealed(RED) == ["rune-of-fury"]
    assert not game.is_revealed(RED, "rune-of-swiftness")
    unit = game.to_dict()["open"]["units"][RED]
    assert unit["revealed"] == ["rune-of-fury"]
    assert unit["equipment"] == equipment  # the runic item is still one hand weapon
    # the twin's rune of the same id is its own (H5: revealed per unit)
    assert not game.is_revealed(BLUE, "rune-of-fury")
    assert game.use(BLUE, "rune-of-fury", "roll")
    assert game.use(RED, "rune-of-swiftness", "move")
    assert game.revealed(RED) == ["rune-of-fury", "rune-of-swiftness"]  # roster order


def test_the_same_item_used_twice_is_revealed_once(game):
    assert game.use(0, "biting-blade", "attack") is True
    assert game.use(0, "biting-blade", "roll") is False
    assert game.event_count == 2
    assert [(r["event"], r["use"]) for r in game.revelations] == [(0, "attack")]


def test_a_magic_shield_used_as_a_shield_stays_hidden(game):
    assert game.use(SHIELDS, "mirror-shield", "save", beyond_mundane=False) is False
    assert not game.is_revealed(SHIELDS, "mirror-shield") and game.revelations == []
    assert game.use(SHIELDS, "mirror-shield", "save") is True  # beyond_mundane by default
    assert game.revelations[0]["event"] == 1
    assert wargen.use_when("save") != wargen.use_when("charge")


def test_an_item_the_unit_does_not_carry_is_refused_naming_both(game):
    game.use(0, "biting-blade", "attack")
    before = state(game)
    with pytest.raises(wargen.NotFoundError, match=r"unit 3 .*Lantern Friar.*biting-blade"):
        game.use(FRIAR, "biting-blade", "attack")
    assert state(game) == before


def test_a_unit_or_a_use_that_is_none_is_refused(game):
    before = state(game)
    with pytest.raises(wargen.IndexRangeError, match=r"^unit 12 is out of range \(0 to 11\)$"):
        game.use(12, "biting-blade", "attack")
    with pytest.raises(wargen.InvalidArgumentError, match="smash.*roll.*charge"):
        game.use(0, "biting-blade", "smash")
    with pytest.raises(wargen.InvalidArgumentError, match="smash"):
        wargen.use_when("smash")
    assert state(game) == before


@pytest.mark.parametrize("events,path", [
    ([{"unit": 0, "item": "biting-blade", "use": "attack"},
      {"unit": FRIAR, "item": "biting-blade", "use": "attack"}], "events[1].item"),
    ([{"unit": 0, "item": "biting-blade", "use": "smash"}], "events[0].use"),
    ([{"unit": 99, "item": "biting-blade", "use": "roll"}], "events[0].unit"),
    ([{"unit": 0, "item": "biting-blade", "use": "roll", "beyond_mundane": 1}],
     "events[0].beyond_mundane"),
])
def test_a_bad_events_document_is_located_and_changes_nothing(game, events, path):
    game.use(SHIELDS, "mirror-shield", "save")
    before = state(game)
    with pytest.raises(wargen.FormatError) as info:
        game.apply({"format": "wargen-reveal/1", "events": events})
    assert info.value.path == path and path in str(info.value)
    assert info.value.file == "<dict>" and info.value.line == 1
    assert state(game) == before


def test_a_bad_events_file_is_located_by_file_line_and_column(game, tmp_path):
    before = state(game)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "wargen-reveal/1",\n "events": [\n'
                   '  {"unit": 3, "item": "biting-blade", "use": "attack"}]}\n')
    with pytest.raises(wargen.FormatError) as info:
        game.apply(bad)
    e = info.value
    assert (e.file, e.line, e.path) == (str(bad), 3, "events[0].item") and e.column > 0
    with pytest.raises(wargen.ParseError):
        game.apply('{"format": "wargen-reveal/1", "events": [')
    with pytest.raises(wargen.FileError):
        game.apply(tmp_path / "missing.json")
    assert state(game) == before


def test_the_shipped_events_file(game):
    # data/rosters/README.md: the charge reveals Rune of Fury of unit 7 (Rune of
    # Swiftness stays hidden), Mirror Shield as a plain shield reveals nothing,
    # then beyond it does; Biting Blade used twice, revealed once; unit 8's rune.
    game.apply(EVENTS)
    assert game.event_count == len(json.loads(EVENTS.read_text())["events"])
    assert [(r["event"], r["unit"], r["item"], r["use"]) for r in game.revelations] == [
        (0, RED, "rune-of-fury", "charge"), (2, 0, "biting-blade", "attack"),
        (4, SHIELDS, "mirror-shield", "save"), (5, BLUE, "rune-of-fury", "roll")]
    assert not game.is_revealed(RED, "rune-of-swiftness")
    game.apply(EVENTS)  # a second document goes on numbering, revealing nothing new
    assert game.event_count == 12 and len(game.revelations) == 4


@pytest.mark.parametrize("source", [EVENTS, str(EVENTS), EVENTS.read_text(),
                                    EVENTS.read_bytes(), json.loads(EVENTS.read_text())])
def test_events_are_taken_as_a_path_text_bytes_or_a_dict(book, source):
    game = wargen.Reveal(view(book))
    game.apply(source)
    expected = wargen.Reveal(view(book))
    expected.apply(EVENTS)
    assert game.to_json() == expected.to_json()


def test_to_dict_is_the_c_librarys_json(game):
    game.apply(EVENTS)
    doc = game.to_dict()
    assert doc == json.loads(game.to_json())
    assert doc["revealed"] == [{k: r[k] for k in ("event", "unit", "item")}
                               for r in game.revelations]
    open_view = game.view.to_dict("open")
    assert {k: v for k, v in doc["open"].items() if k != "units"} == \
           {k: v for k, v in open_view.items() if k != "units"}
    for i, unit in enumerate(doc["open"]["units"]):
        assert unit.pop("revealed") == game.revealed(i)
        assert unit == open_view["units"][i]


def test_uses_are_the_c_librarys_names():
    assert wargen.ITEM_USES == ("roll", "attack", "save", "move", "charge", "other")
    assert all(isinstance(wargen.use_when(u), str) for u in wargen.ITEM_USES)


def test_a_tracker_takes_a_view_only(book):
    with pytest.raises(wargen.ArgumentTypeError, match="view"):
        wargen.Reveal(wargen.Roster(book, HIDDEN / "twins-labelled.json"))


def test_a_tracker_keeps_its_view_alive(book):
    v = view(book)
    game = wargen.Reveal(v)
    game.use(RED, "rune-of-fury", "charge")
    before = game.to_json()
    del v
    gc.collect()
    assert game.to_json() == before and game.view.roster.catalog.id == "example-kingdom"


def test_a_tracker_cannot_be_pickled(game):
    with pytest.raises(TypeError, match="Reveal cannot be pickled.*events again"):
        pickle.dumps(game)


def test_repr_counts_events_and_revelations(game):
    game.apply(EVENTS)
    assert repr(game) == "<wargen.Reveal 6 events, 4 revealed>"


def test_violations_to_dict_is_the_c_librarys_json(book):
    clashing, labelled = view(book, "twins-clashing"), view(book, "twins-labelled")
    doc = clashing.violations_to_dict()
    assert doc == json.loads(clashing.violations_to_json())
    assert doc["valid"] is False and doc["valid"] == clashing.valid
    assert doc["violations"] == [v.to_dict() for v in clashing.violations]
    assert labelled.violations_to_dict() == {"valid": True, "violations": []}
