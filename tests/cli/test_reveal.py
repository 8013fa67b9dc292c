"""`wargen roster reveal --catalog BOOK.json ROSTER.json EVENTS.json [--json]`:
the uses of items in a game and what each revealed (rule H5), then the open
roster with what is revealed so far. Exit 0 shown, 1 label-clash (H4), 2 bad
usage or a bad file, located at the event."""

import json
import re

import pytest

from conftest import SOURCE_ROOT

CATALOG = SOURCE_ROOT / "data" / "catalogs" / "example-kingdom.json"
HIDDEN = SOURCE_ROOT / "data" / "rosters" / "hidden"
ROSTER = HIDDEN / "twins-labelled.json"
EVENTS = HIDDEN / "twins-labelled-reveal.json"


def reveal(wargen, events, *extra, roster=ROSTER):
    return wargen("roster", "reveal", "--catalog", CATALOG, roster, events, *extra)


def shown(wargen, *extra):
    """The shipped example's output (exit 0, nothing on stderr), with paths
    relative to the source tree as the golden files have them."""
    r = wargen("roster", "reveal", "--catalog", "data/catalogs/example-kingdom.json",
               "data/rosters/hidden/twins-labelled.json",
               "data/rosters/hidden/twins-labelled-reveal.json", *extra, cwd=SOURCE_ROOT)
    assert (r.code, r.err) == (0, "")
    return r.out


def events_file(tmp_path, *events, name="events.json"):
    path = tmp_path / name
    path.write_text(json.dumps({"format": "wargen-reveal/1", "events": list(events)}, indent=1))
    return path


def test_text_golden(wargen, golden):
    assert shown(wargen) == golden("roster-reveal-twins-labelled.txt")


def test_json_golden(wargen, golden):
    out = shown(wargen, "--json")
    assert out.count("\n") == 1
    assert json.loads(out) == json.loads(golden("roster-reveal-twins-labelled.json"))


def test_json_open_part_is_the_open_view_plus_revealed(wargen):
    """The "open" of the result is `wargen roster open --json` with each unit's
    revealed items added: revealing changes nothing else the opponent sees."""
    doc = json.loads(shown(wargen, "--json"))
    view = json.loads(wargen("roster", "open", "--catalog", CATALOG, ROSTER, "--json").out)
    revealed = {u["unit"]: u.pop("revealed") for u in doc["open"]["units"]}
    assert doc["open"] == view
    by_unit = {}
    for e in doc["revealed"]:
        by_unit.setdefault(e["unit"], []).append(e["item"])
    assert {u: items for u, items in revealed.items() if items} == by_unit


def test_shipped_example_edges(wargen):
    """H5 on the shipped events: the charge reveals the rune of fury of the
    red pennant while its rune of swiftness stays hidden; the mirror shield
    used as a plain shield reveals nothing, then beyond it reveals; the biting
    blade used twice is revealed once, at its first use."""
    doc = json.loads(shown(wargen, "--json"))
    assert [(e["event"], e["unit"], e["item"]) for e in doc["revealed"]] == [
        (0, 7, "rune-of-fury"), (2, 0, "biting-blade"), (4, 5, "mirror-shield"),
        (5, 8, "rune-of-fury")]
    units = doc["open"]["units"]
    assert units[7]["revealed"] == ["rune-of-fury"]
    assert "rune-of-swiftness" not in json.dumps(doc)


def test_text_names_event_use_when_and_unit(wargen):
    """Each revelation: its event, the use, the item, when it showed (the
    charge: after reactions, before the range is rolled) and the unit."""
    lines = shown(wargen).splitlines()
    assert "events:    6, revealing 4 items" in lines
    at = lines.index("  event 0, charge: rune-of-fury (after reactions are declared, "
                     "before the charge range is rolled)")
    assert lines[at + 1] == "      of [7] red pennant: Knights of the Pale Tower"
    assert "  event 4, save: mirror-shield (before the save is rolled)" in lines
    blocks = shown(wargen).split("\n\n")
    knights = next(b for b in blocks if b.startswith("[7] "))
    assert knights.splitlines()[-1] == "    revealed:  rune-of-fury"


def test_no_events_reveals_nothing(wargen, tmp_path):
    r = reveal(wargen, events_file(tmp_path), "--json")
    assert (r.code, r.err) == (0, "")
    doc = json.loads(r.out)
    assert doc["revealed"] == []
    assert all(u["revealed"] == [] for u in doc["open"]["units"])
    r = reveal(wargen, events_file(tmp_path))
    assert "events:    0, revealing 0 items" in r.out.splitlines()


def test_label_clash_is_refused(wargen):
    """H4 before H5: twins with one player label are refused as by open."""
    r = reveal(wargen, EVENTS, "--json", roster=HIDDEN / "twins-clashing.json")
    assert (r.code, r.err) == (1, "")
    doc = json.loads(r.out)
    assert doc["valid"] is False
    assert [v["code"] for v in doc["violations"]] == ["label-clash"]
    r = reveal(wargen, EVENTS, roster=HIDDEN / "twins-clashing.json")
    assert r.code == 1 and "label-clash (H4)" in r.out


@pytest.mark.parametrize("event,path,message", [
    ({"unit": 1, "item": "rune-of-fury", "use": "roll"}, "events[1].item",
     'unit 1 (Banner Warden) does not carry item "rune-of-fury"'),
    ({"unit": 7, "item": "no-such-item", "use": "roll"}, "events[1].item",
     'unit 7 "red pennant" (Knights of the Pale Tower) does not carry item "no-such-item"'),
    ({"unit": 12, "item": "rune-of-fury", "use": "roll"}, "events[1].unit",
     "no unit 12: the roster has 12 units"),
    ({"unit": 7, "item": "rune-of-fury", "use": "smash"}, "events[1].use", 'unknown value "smash"'),
    ({"unit": 7, "item": "rune-of-fury"}, "events[1]", "use"),
    ({"unit": 7, "item": "rune-of-fury", "use": "roll", "beyond_mundane": "no"},
     "events[1].beyond_mundane", ""),
])
def test_bad_event_is_located(wargen, tmp_path, event, path, message):
    """H5: an event naming an item its unit does not carry (or any bad event)
    is bad input: exit 2, file:line:column and the event's path."""
    good = {"unit": 0, "item": "biting-blade", "use": "attack"}
    r = reveal(wargen, events_file(tmp_path, good, event))
    assert (r.code, r.out) == (2, "")
    m = re.fullmatch(r"wargen: (.*events\.json):(\d+):(\d+): (\S+): (.*)\n", r.err)
    assert m, r.err
    assert m[4] == path and message in m[5]
    assert int(m[2]) > 1 and int(m[3]) > 0


def test_events_of_another_format_exit_2(wargen):
    r = reveal(wargen, ROSTER)
    assert (r.code, r.out) == (2, "")
    assert "twins-labelled.json" in r.err and "wargen-reveal/1" in r.err


def test_missing_events_file_exits_2(wargen, tmp_path):
    r = reveal(wargen, tmp_path / "none.json")
    assert (r.code, r.out) == (2, "")
    assert "none.json: cannot open" in r.err


@pytest.mark.parametrize("args,message", [
    (["reveal", "--catalog", CATALOG, ROSTER], "the EVENTS.json file is missing"),
    (["reveal", "--catalog", CATALOG, ROSTER, EVENTS, "more.json"],
     "one events file only, not 'more.json' too"),
    (["reveal", ROSTER, EVENTS], "--catalog BOOK.json is missing"),
])
def test_bad_usage_exits_2(wargen, args, message):
    r = wargen("roster", *args)
    assert (r.code, r.out) == (2, "")
    assert r.err.startswith(f"wargen roster: {message}")
    assert "                     reveal --catalog BOOK.json ROSTER.json EVENTS.json [--json]" \
        in r.err.splitlines()
