"""`wargen roster open|hidden --catalog BOOK.json ROSTER.json [--json]`: the
open roster a player hands to the opponent and the hidden part kept back
(`reveal`: test_reveal.py) (docs/RULES.md H1-H4; docs/FORMATS.md "Open and hidden views" and "Command line": exit 0
shown, 1 label-clash, 2 bad usage or a bad file, located)."""

import json
import re

import pytest

from conftest import DATA, SOURCE_ROOT

CATALOG = SOURCE_ROOT / "data" / "catalogs" / "example-kingdom.json"
HIDDEN = SOURCE_ROOT / "data" / "rosters" / "hidden"
USAGE = "usage: wargen roster open|hidden --catalog BOOK.json ROSTER.json [--json] |"


def roster(wargen, view, name, *extra):
    return wargen("roster", view, "--catalog", CATALOG, HIDDEN / f"{name}.json", *extra)


def shown(wargen, view, name, *extra):
    """The output of a roster that is shown (exit 0, nothing on stderr); paths
    relative to the source tree, as the golden files and the README have them."""
    r = wargen("roster", view, "--catalog", "data/catalogs/example-kingdom.json",
               f"data/rosters/hidden/{name}.json", *extra, cwd=SOURCE_ROOT)
    assert (r.code, r.err) == (0, "")
    return r.out


def blocks(text):
    """The unit blocks of the human output: {roster index: block lines}."""
    units = {}
    for block in text.split("\n\n")[1:]:
        lines = block.splitlines()
        units[int(re.match(r"\[(\d+)\] ", lines[0])[1])] = lines
    return units


# ---- golden files: the shipped examples --------------------------------------------

GOLDEN = [(view, name) for view in ("open", "hidden")
          for name in ("twins-labelled", "secret-assassin")]


@pytest.mark.parametrize("view,name", GOLDEN)
def test_text_golden(wargen, golden, view, name):
    """H1-H4 as a player reads them at the table."""
    assert shown(wargen, view, name) == golden(f"roster-{view}-{name}.txt")


@pytest.mark.parametrize("view,name", GOLDEN)
def test_json_golden(wargen, golden, view, name):
    """--json is the library's wargen-view/1 document, one line."""
    out = shown(wargen, view, name, "--json")
    assert out.count("\n") == 1
    assert json.loads(out) == json.loads(golden(f"roster-{view}-{name}.json"))


@pytest.mark.parametrize("view", ["open", "hidden"])
@pytest.mark.parametrize("name", ["twins-labelled", "twins-unlabelled", "secret-assassin"])
def test_human_agrees_with_json(wargen, view, name):
    """Every unit of the JSON view, and only those, has its block: label,
    name, and (open) category, models, General, options, equipment;
    (hidden) hidden items and where a secret unit hides."""
    doc = json.loads(shown(wargen, view, name, "--json"))
    units = blocks(shown(wargen, view, name))
    assert sorted(units) == [u["unit"] for u in doc["units"]]
    names = {u["unit"]: u["name"] for u in json.loads(shown(wargen, "open", name, "--json"))["units"]}
    for u in doc["units"]:
        lines = units[u["unit"]]
        title = f"[{u['unit']}] " + (f"{u['label']}: " if u["label"] else "") + names[u["unit"]]
        assert lines[0] == title
        expected = []
        if view == "open":
            s = "" if u["models"] == 1 else "s"
            expected.append(f"    {u['category']}, {u['models']} model{s}"
                            + (", General" if u["general"] else ""))
            for key in ("options", "equipment"):
                if u[key]:
                    expected.append(f"    {key + ':':<10} " + ", ".join(u[key]))
        else:
            if u["items"]:
                expected.append("    items:     " + ", ".join(u["items"]))
            if "hides_in" in u:
                expected.append(f"    hides in:  [{u['hides_in']}] {names[u['hides_in']]}")
        assert lines[1:] == expected, u["unit"]


def test_open_roster_has_no_points_but_the_limit(wargen):
    """H2: unit costs would show what hidden items cost; only the limit."""
    out = shown(wargen, "open", "secret-assassin")
    assert re.findall(r"\d+ points", out) == ["2000 points"]
    assert "limit:     2000 points" in out.splitlines()


def test_secret_unit_is_open_but_not_where_it_hides(wargen):
    """H1: the Assassin is listed in the open roster; which unit it hides in
    only in the hidden part."""
    units = blocks(shown(wargen, "open", "secret-assassin"))
    assert units[3] == ["[3] Shadow Assassin", "    heroes, 1 model"]
    assert "hides" not in shown(wargen, "open", "secret-assassin")
    hidden = blocks(shown(wargen, "hidden", "secret-assassin"))
    assert hidden[3] == ["[3] Shadow Assassin", "    hides in:  [6] Levy Spearmen"]


def test_hidden_items_show_only_their_mundane_type(wargen):
    """H2, H3: the Mirror Shield reads as a shield, the Ward Stone (no
    mundane type) leaves no trace; the hidden part names them."""
    open_units = blocks(shown(wargen, "open", "twins-labelled"))
    assert "    equipment: shield" in open_units[5]
    assert open_units[2] == ["[2] Hedge Magister", "    heroes, 1 model", "    options:   level-2"]
    out = shown(wargen, "open", "twins-labelled")
    assert "mirror" not in out and "ward" not in out
    hidden = blocks(shown(wargen, "hidden", "twins-labelled"))
    assert hidden[2] == ["[2] Hedge Magister", "    items:     ward-stone"]


def test_twins_keep_the_players_labels(wargen):
    """H4: twins that differ only by a rune keep the labels the player gave,
    in both parts, so the opponent can tell them apart."""
    for view in ("open", "hidden"):
        units = blocks(shown(wargen, view, "twins-labelled"))
        assert units[7][0] == "[7] red pennant: Knights of the Pale Tower"
        assert units[8][0] == "[8] blue pennant: Knights of the Pale Tower"


def test_twins_without_labels_get_numbered_ones(wargen):
    """H4: "<unit name> N" in roster order for twins without a label; units
    that are not twins get none."""
    units = blocks(shown(wargen, "open", "twins-unlabelled"))
    assert units[7][0] == "[7] Knights of the Pale Tower 1: Knights of the Pale Tower"
    assert units[8][0] == "[8] Knights of the Pale Tower 2: Knights of the Pale Tower"
    assert units[6][0] == "[6] Levy Spearmen"


# ---- label-clash: a rule broken, exit 1 ----------------------------------------------


@pytest.mark.parametrize("view", ["open", "hidden"])
def test_label_clash_is_refused_like_a_broken_rule(wargen, view):
    """H4: twins with one player label; the violations listed as `wargen
    validate` lists its own, and no view."""
    r = roster(wargen, view, "twins-clashing")
    assert (r.code, r.err) == (1, "")
    lines = r.out.splitlines()
    start = lines.index("invalid: 1 violation")
    assert re.fullmatch(r"  label-clash \(H4\): .*\"pennant\".*", lines[start + 1])
    assert lines[start + 2:] == ["    units #7, #8"]
    assert "[7]" not in r.out


def test_label_clash_json(wargen):
    """H4 with --json: validate's keys, "valid" and "violations"."""
    r = roster(wargen, "open", "twins-clashing", "--json")
    assert (r.code, r.err) == (1, "")
    doc = json.loads(r.out)
    assert doc["valid"] is False
    assert [(v["code"], v["rule"], v["units"]) for v in doc["violations"]] == [
        ("label-clash", "H4", [7, 8])]
    assert "pennant" in doc["violations"][0]["message"]


# ---- bad usage and bad files: exit 2 -------------------------------------------------


@pytest.mark.parametrize("args,message", [
    ([], "the view (open, hidden or reveal) is missing"),
    (["sideways", "--catalog", CATALOG, "r.json"], '"sideways" is none of open, hidden, reveal'),
    (["open", HIDDEN / "twins-labelled.json"], "--catalog BOOK.json is missing"),
    (["open", "--catalog", CATALOG], "the ROSTER.json file is missing"),
    (["open", "--catalog", CATALOG, HIDDEN / "twins-labelled.json", "extra.json"],
     "one roster file only, not 'extra.json' too"),
    (["open", "--catalog", CATALOG, "--catalog", CATALOG, "r.json"], "one --catalog only"),
    (["open", "--catalog"], "--catalog takes a file name"),
    (["open", "--catalog", CATALOG, "r.json", "--points"], "unknown argument '--points'"),
])
def test_bad_usage_exits_2(wargen, args, message):
    r = wargen("roster", *args)
    assert (r.code, r.out) == (2, "")
    assert r.err.startswith(f"wargen roster: {message}")
    assert USAGE in r.err.splitlines()


@pytest.mark.parametrize("catalog,roster_file,located", [
    # H1: a secret unit hiding in itself, caught when the roster is read
    (CATALOG, DATA / "roster-hides-in-self.json",
     "roster-hides-in-self.json:7:59: units[1].hides_in: unit 1 cannot hide in itself (H1)"),
    (CATALOG, DATA / "validate-broken-roster.json", "validate-broken-roster.json:8:1: "),
    (DATA / "validate-broken-catalog.json", HIDDEN / "twins-labelled.json",
     "validate-broken-catalog.json:6:63: "),
])
@pytest.mark.parametrize("view", ["open", "hidden"])
def test_bad_file_is_located(wargen, view, catalog, roster_file, located):
    r = wargen("roster", view, "--catalog", catalog, roster_file)
    assert (r.code, r.out) == (2, "")
    assert r.err.startswith("wargen: ") and located in r.err
    assert r.err.count("\n") == 1


def test_missing_file_exits_2(wargen, tmp_path):
    r = wargen("roster", "open", "--catalog", CATALOG, tmp_path / "none.json")
    assert (r.code, r.out) == (2, "")
    assert "none.json: cannot open" in r.err


# ---- --help ----------------------------------------------------------------------------


def test_help(wargen, golden):
    for args in (["roster", "--help"], ["help", "roster"], ["roster", "open", "-h"]):
        r = wargen(*args)
        assert (r.code, r.err) == (0, ""), args
        assert r.out == golden("roster-help.txt"), args
    assert USAGE in golden("roster-help.txt").splitlines()


def test_listed_in_wargen_help(wargen):
    line = "  wargen roster open|hidden --catalog BOOK.json ROSTER.json [--json] |"
    assert line in wargen("--help").out.splitlines()
