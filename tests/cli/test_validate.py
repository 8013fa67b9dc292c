"""`wargen validate --catalog BOOK.json ROSTER.json [--json]`: The 9th Age
rosters (wargen-roster/1) checked against their army book (wargen-catalog/1),
rules R1-R14. Exit 0 valid, 1 a rule broken, 2 bad usage or a bad file
(docs/FORMATS.md, "Command line" and "wargen validate --json output").

The expected results of the shipped rosters are those of
data/rosters/README.md (derived there with tools/roster_points.py)."""

import json
import pathlib
import re
import sys
from fractions import Fraction

import pytest

from conftest import DATA, SOURCE_ROOT

sys.path.insert(0, str(SOURCE_ROOT / "tools"))
from roster_points import read_readme  # noqa: E402 (the tool is not a package)

CATALOG = SOURCE_ROOT / "data" / "catalogs" / "example-kingdom.json"
ROSTERS = SOURCE_ROOT / "data" / "rosters"
SCHEMA = SOURCE_ROOT / "data" / "schema" / "wargen-validate-1.schema.json"
TEST_CATALOG = "validate-catalog.json"   # in tests/cli/data

CATEGORIES = ["lords", "heroes", "core", "special", "rare", "characters"]

# data/rosters/README.md, its one copy of the expected results (read by
# tools/roster_points.py): the points per category (lords, heroes, core,
# special, rare, characters), the total and the limit; the size; and the
# (code, rule, units) of the violations in the order of docs/FORMATS.md's codes.
README = read_readme(ROSTERS / "README.md")
TOTALS = {name: (*(e["categories"][c] for c in CATEGORIES), e["total"], e["points"])
          for name, e in README.items()}
SIZES = {name: e["size"] for name, e in README.items()}
VIOLATIONS = {name: e["violations"] for name, e in README.items() if e["violations"]}

VALID = sorted(n for n in TOTALS if n.startswith("valid-"))
INVALID = sorted(VIOLATIONS)


def validate(wargen, name, *extra, catalog=CATALOG):
    return wargen("validate", "--catalog", catalog, ROSTERS / f"{name}.json", *extra)


def report(wargen, name):
    r = validate(wargen, name, "--json")
    assert r.err == ""
    assert r.out.endswith("\n") and r.out.count("\n") == 1, "one line"
    return r.code, json.loads(r.out)


def roster_units(name):
    return json.loads((ROSTERS / f"{name}.json").read_text())["units"]


def test_every_shipped_roster_is_covered():
    assert sorted(p.stem for p in ROSTERS.glob("*.json")) == sorted(TOTALS)
    assert sorted(p.stem for p in ROSTERS.glob("invalid-*.json")) == INVALID


# ---- valid and invalid rosters ----------------------------------------------


@pytest.mark.parametrize("name", VALID)
def test_valid_roster(wargen, name):
    code, doc = report(wargen, name)
    assert code == 0
    assert doc["valid"] is True
    assert doc["violations"] == []
    assert doc["size"] == SIZES[name]


@pytest.mark.parametrize("name", INVALID)
def test_invalid_roster_breaks_its_rule(wargen, name):
    """invalid-<code>.json breaks exactly that rule (and, for Heroes above
    50%, Lords + Heroes above 50% too): code, rule and units."""
    code, doc = report(wargen, name)
    assert code == 1
    assert doc["valid"] is False
    assert name.removeprefix("invalid-") in [v["code"] for v in doc["violations"]]
    assert [(v["code"], v["rule"], v["units"]) for v in doc["violations"]] == VIOLATIONS[name]
    assert all(v["message"] for v in doc["violations"])


@pytest.mark.parametrize("name", sorted(TOTALS))
def test_expected_totals(wargen, name):
    *categories, total, limit = TOTALS[name]
    _, doc = report(wargen, name)
    assert doc["points"] == limit
    assert doc["total"] == total
    assert [doc["categories"][c]["points"] for c in CATEGORIES] == categories


@pytest.mark.parametrize("name", sorted(TOTALS))
def test_json_is_consistent(wargen, name):
    """Units in the roster's order, each counted in one category; the
    categories and the total are their sums; shares are of the limit."""
    _, doc = report(wargen, name)
    units = doc["units"]
    assert [u["entry"] for u in units] == [u["entry"] for u in roster_units(name)]
    assert doc["total"] == sum(u["points"] for u in units)
    cats = doc["categories"]
    for c in CATEGORIES[:5]:
        assert cats[c]["points"] == sum(u["points"] for u in units if u["category"] == c)
    assert cats["characters"]["points"] == cats["lords"]["points"] + cats["heroes"]["points"]
    for c in CATEGORIES:
        exact = Fraction(cats[c]["points"] * 100, doc["points"])
        assert abs(cats[c]["percent"] - float(exact)) <= 0.05 + 1e-9, c  # to a tenth at least


def test_moved_unit_counts_in_its_new_category(wargen):
    """R7: the War Wagon (special) taken as Core counts in Core."""
    _, doc = report(wargen, "valid-standard")
    assert doc["units"][4] == {"entry": "war-wagon", "category": "core", "points": 90}
    # an invalid move counts in the entry's own category
    _, doc = report(wargen, "invalid-invalid-move")
    assert doc["units"][6] == {"entry": "war-wagon", "category": "special", "points": 90}


def test_rounding_per_unit(wargen):
    """R3: 239.5 -> 240 (Halberd Guard), 52.5 -> 53 (Lantern Friar)."""
    _, doc = report(wargen, "valid-standard")
    assert doc["units"][5]["points"] == 240
    assert doc["units"][3]["points"] == 53


# ---- the --json document --------------------------------------------------------


def test_json_has_exactly_the_keys_of_formats(wargen):
    for name in ("valid-standard", "invalid-duplicates"):
        _, doc = report(wargen, name)
        assert list(doc) == ["valid", "points", "total", "size", "categories", "units",
                             "violations"]
        assert type(doc["valid"]) is bool
        assert all(type(doc[k]) is int for k in ("points", "total"))
        assert doc["size"] in ("warband", "standard", "grand")
        assert list(doc["categories"]) == CATEGORIES
        for share in doc["categories"].values():
            assert list(share) == ["points", "percent"]
            assert type(share["points"]) is int
            assert type(share["percent"]) in (int, float)
        for unit in doc["units"]:
            assert list(unit) == ["entry", "category", "points"]
            assert unit["category"] in CATEGORIES[:5]
            assert type(unit["points"]) is int
        for v in doc["violations"]:
            assert list(v) == ["code", "rule", "units", "message"]
            assert re.fullmatch(r"R([1-9]|1[0-4])", v["rule"])
            assert all(type(i) is int and 0 <= i < len(doc["units"]) for i in v["units"])
            assert type(v["message"]) is str


@pytest.mark.parametrize("name", sorted(TOTALS))
def test_json_matches_the_schema(wargen, name):
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(SCHEMA.read_text())
    _, doc = report(wargen, name)
    assert [e.message for e in jsonschema.Draft202012Validator(schema).iter_errors(doc)] == []


def test_json_golden(wargen, golden):
    r = validate(wargen, "valid-warband", "--json")
    assert r.code == 0
    assert r.out == golden("validate-warband.json")


def test_json_option_anywhere(wargen):
    first = wargen("validate", "--json", f"--catalog={CATALOG}", ROSTERS / "valid-standard.json")
    assert first.code == 0
    assert first.out == validate(wargen, "valid-standard", "--json").out


def test_json_strings_are_escaped(wargen):
    """A name with quotes, a backslash, a control and a non-ASCII character, in a
    message (ids are lowercase words and digits: a document has no others)."""
    r = wargen("validate", "--catalog", "validate-escape-catalog.json", "validate-small.json",
               "--json", cwd=DATA)
    assert r.code == 1
    # written escaped: the quotes, the backslash and the tab; UTF-8 as it is
    assert "3 units of Sp\u00e4r " + r'\"men\" \\ tab\u0009 in core;' in r.out
    [violation] = json.loads(r.out)["violations"]
    assert violation["message"].startswith('3 units of Sp\u00e4r "men" \\ tab\t in core;')


# ---- the human report -------------------------------------------------------------


def test_human_golden_valid(wargen, golden):
    r = wargen("validate", "--catalog", "data/catalogs/example-kingdom.json",
               "data/rosters/valid-standard.json", cwd=SOURCE_ROOT)
    assert r.code == 0
    assert r.err == ""
    assert r.out == golden("validate-standard.txt")


def test_human_golden_invalid(wargen, golden):
    r = wargen("validate", "--catalog", "data/catalogs/example-kingdom.json",
               "data/rosters/invalid-duplicates.json", cwd=SOURCE_ROOT)
    assert r.code == 1
    assert r.err == ""
    assert r.out == golden("validate-duplicates.txt")


def unit_rows(out):
    """(index, name, models, category, points, general) of each row of the units table."""
    rows = re.findall(r"^ *(\d+)  (.+?) +(\d+)  (lords|heroes|core|special|rare) +(\d+)"
                      r"(  General)?$", out, re.M)
    return [(int(i), e, int(m), c, int(p), bool(g)) for i, e, m, c, p, g in rows]


def expected_rows(name, doc):
    """The rows the units table must show, from the roster, the book and the JSON."""
    names = {u["id"]: u["name"] for u in json.loads(pathlib.Path(CATALOG).read_text())["units"]}
    units = json.loads((ROSTERS / f"{name}.json").read_text())["units"]
    return [(i, names[u["entry"]], units[i]["models"], u["category"], u["points"],
             units[i].get("general", False)) for i, u in enumerate(doc["units"])]


@pytest.mark.parametrize("name", sorted(TOTALS))
def test_human_agrees_with_json(wargen, name):
    r = validate(wargen, name)
    _, doc = report(wargen, name)
    assert r.code == (0 if doc["valid"] else 1)
    lines = r.out.splitlines()
    assert lines[:3] == [f"roster:    {ROSTERS / name}.json", "catalogue: Example Kingdom",
                         f"limit:     {doc['points']} points ({doc['size']})"]
    assert unit_rows(r.out) == expected_rows(name, doc)
    labels = ["Lords", "Heroes", "Core", "Special", "Rare", "characters"]
    for label, c in zip(labels, CATEGORIES):
        points = doc["categories"][c]["points"]
        assert re.search(rf"^{label} +{points} +[0-9.]+%", r.out, re.M), label
    limit = doc["points"]
    assert (f"total {doc['total']:>12}  of {limit} points ({limit - 20} to {limit} allowed)"
            in lines)
    if doc["valid"]:
        assert lines[-1] == "valid"
    else:
        n = len(doc["violations"])
        start = lines.index(f"invalid: {n} violation{'s' if n > 1 else ''}")
        shown = "\n".join(lines[start + 1:])
        for v in doc["violations"]:
            assert f"  {v['code']} ({v['rule']}): {v['message']}" in shown
            if v["units"]:
                assert "    units " + ", ".join(f"#{i}" for i in v["units"]) in shown


def test_human_shares_are_exact(wargen):
    """Shares as in data/rosters/README.md: exact, not rounded to a tenth."""
    out = validate(wargen, "valid-grand").out
    for line in ["Lords          985   24.625%", "Core          1175   29.375%",
                 "characters    1358    33.95%  (Lords + Heroes)"]:
        assert line in out.splitlines()
    assert "Core           499    24.95%" in validate(wargen, "invalid-core-minimum").out.splitlines()


def test_human_share_never_rounds_onto_a_limit(wargen):
    """249,999 of 999,999 is below 25% (R6): it must not read as 25%."""
    r = wargen("validate", "--catalog", TEST_CATALOG, "validate-share.json", cwd=DATA)
    assert r.code == 1
    assert "Core        249999   24.999%" in r.out.splitlines()
    assert "Heroes         100     0.01%" in r.out.splitlines()


def test_human_names_align_by_characters(wargen):
    """The table shows entry names; columns count characters, not bytes."""
    r = wargen("validate", "--catalog", TEST_CATALOG, "validate-small.json", cwd=DATA)
    assert r.code == 1
    lines = r.out.splitlines()
    assert "0  Captain        1  heroes       133  General" in lines
    assert "4  J\u00e4ger          5  special       60" in lines
    assert "5  Odd one        1  rare          40" in lines


def test_human_no_units(wargen):
    r = wargen("validate", "--catalog", TEST_CATALOG, "validate-no-units.json", cwd=DATA)
    assert r.code == 1
    assert "(no units)" in r.out.splitlines()
    assert "invalid: 4 violations" in r.out.splitlines()


# ---- shares and messages at the R6 bounds ----------------------------------------


def test_message_share_below_a_minimum_is_not_the_minimum(wargen):
    """R14: the message shows 499 of 2000 below 25%, not rounded up onto it."""
    _, doc = report(wargen, "invalid-core-minimum")
    message = doc["violations"][0]["message"]
    assert "Core is 499 of 2000 points" in message
    assert "(25%); at least" not in message


# The share is rounded down to two decimals: below a bound never reads as it (R6).
def test_json_share_below_a_minimum_is_not_the_minimum(wargen):
    _, doc = report(wargen, "invalid-core-minimum")
    assert doc["categories"]["core"]["percent"] == 24.95


def test_once_message_reads_well(wargen):
    _, doc = report(wargen, "invalid-one-per-army")
    assert "once 1" not in doc["violations"][0]["message"]


# ---- bad input: exit 2 with the library's located error --------------------------


# (catalogue, roster, the whole of stderr), run in tests/cli/data
BAD_INPUT = {
    "cost not a multiple of 0.5": (
        "validate-bad-cost.json", "validate-small.json",
        "validate-bad-cost.json:7:46: units[0].cost: a cost of 100.25 points is not a "
        "multiple of 0.5 (R3)"),
    "duplicate key in the catalogue": (
        "validate-duplicate-key.json", "validate-small.json",
        "validate-duplicate-key.json:6:73: duplicate object key near '\"category\"'"),
    "broken catalogue": (
        "validate-broken-catalog.json", "validate-small.json",
        "validate-broken-catalog.json:6:63: string or '}' expected near ','"),
    "unknown entry": (
        TEST_CATALOG, "validate-unknown-entry.json",
        "validate-unknown-entry.json:7:15: units[1].entry: catalogue \"test-book\" has no "
        "unit entry \"dragon\""),
    "unknown option": (
        TEST_CATALOG, "validate-unknown-option.json",
        "validate-unknown-option.json:7:65: units[1].options[1]: unit entry \"spearmen\" has "
        "no option \"shield\""),
    "unknown item": (
        TEST_CATALOG, "validate-unknown-item.json",
        "validate-unknown-item.json:6:74: units[0].items[1]: catalogue \"test-book\" has no "
        "item \"crown\""),
    "roster of another catalogue": (
        TEST_CATALOG, "validate-other-catalog.json",
        "validate-other-catalog.json:3:14: catalog: the roster is for catalogue "
        "\"example-kingdom\", not \"test-book\""),
    "duplicate key in the roster": (
        TEST_CATALOG, "validate-roster-duplicate-key.json",
        "validate-roster-duplicate-key.json:6:46: duplicate object key near '\"models\"'"),
    "broken roster": (
        TEST_CATALOG, "validate-broken-roster.json",
        "validate-broken-roster.json:8:1: '}' expected near end of file"),
    "unknown key": (
        TEST_CATALOG, "validate-roster-unknown-key.json",
        "validate-roster-unknown-key.json:6:56: units[0].mount: unknown key \"mount\""),
    "models below 1": (
        TEST_CATALOG, "validate-roster-bad-models.json",
        "validate-roster-bad-models.json:6:36: units[0].models: must be at least 1, not 0"),
    "unknown category": (
        TEST_CATALOG, "validate-roster-bad-category.json",
        "validate-roster-bad-category.json:6:68: units[0].category: unknown value \"elite\" "
        "(expected one of \"lords\", \"heroes\", \"core\", \"special\", \"rare\")"),
    "points below 1": (
        TEST_CATALOG, "validate-zero-points.json",
        "validate-zero-points.json:1:65: points: must be at least 1, not 0"),
}


@pytest.mark.parametrize("case", sorted(BAD_INPUT))
def test_bad_input_exits_2(wargen, case):
    catalog, roster, error = BAD_INPUT[case]
    for extra in ([], ["--json"]):
        r = wargen("validate", "--catalog", catalog, roster, *extra, cwd=DATA)
        assert r.code == 2
        assert r.out == ""
        assert r.err == f"wargen: {error}\n"


def test_shipped_roster_with_another_catalogue(wargen):
    r = wargen("validate", "--catalog", DATA / TEST_CATALOG, ROSTERS / "valid-standard.json")
    assert r.code == 2
    assert r.out == ""
    assert r.err == (f"wargen: {ROSTERS / 'valid-standard.json'}:3:14: catalog: the roster is "
                     "for catalogue \"example-kingdom\", not \"test-book\"\n")


@pytest.mark.parametrize("catalog, roster, name", [
    ("absent.json", "validate-small.json", "absent.json"),
    (TEST_CATALOG, "absent.json", "absent.json"),
])
def test_missing_file(wargen, catalog, roster, name):
    r = wargen("validate", "--catalog", catalog, roster, cwd=DATA)
    assert r.code == 2
    assert r.out == ""
    assert r.err.startswith(f"wargen: {name}: ")
    assert r.err.count("\n") == 1


@pytest.mark.parametrize("catalog, roster, where", [
    (TEST_CATALOG, TEST_CATALOG, r"validate-catalog\.json:\d+:\d+"),  # a catalogue as the roster
    ("validate-small.json", "validate-small.json",             # a roster as the catalogue
     r"validate-small\.json:\d+:\d+"),
])
def test_wrong_file_exits_2(wargen, catalog, roster, where):
    r = wargen("validate", "--catalog", catalog, roster, cwd=DATA)
    assert r.code == 2
    assert r.out == ""
    assert re.fullmatch(rf"wargen: {where}: .+\n", r.err)


# ---- usage --------------------------------------------------------------------------


def test_help(wargen, golden):
    for args in (["validate", "--help"], ["help", "validate"], ["validate", "-h"],
                 ["validate", "--catalog", "x.json", "--help"]):
        r = wargen(*args)
        assert r.code == 0, args
        assert r.err == ""
        assert r.out == golden("validate-help.txt"), args


@pytest.mark.parametrize("args, message", [
    ([], "--catalog BOOK.json is missing"),
    (["r.json"], "--catalog BOOK.json is missing"),
    (["r.json", "--json"], "--catalog BOOK.json is missing"),
    (["--catalog", "c.json"], "the ROSTER.json file is missing"),
    (["--catalog", "c.json", "--json"], "the ROSTER.json file is missing"),
    (["--catalog", "c.json", ""], "the ROSTER.json file is missing"),
    (["r.json", "--catalog"], "--catalog takes a file name"),
    (["--catalog=", "r.json"], "--catalog takes a file name"),
    (["--catalog", "a.json", "--catalog", "b.json", "r.json"], "one --catalog only"),
    (["--catalog", "c.json", "r.json", "--jobs", "0"], "--jobs takes a whole number from 1 to 64"),
    (["--catalog", "c.json", "r.json", "--jobs=65"], "--jobs takes a whole number from 1 to 64"),
    (["--catalog", "c.json", "r.json", "--jobs"], "--jobs takes a whole number from 1 to 64"),
    (["--catalog", "c.json", "r.json", "--jobs", "2", "--jobs", "2"], "one --jobs only"),
    (["--catalog", "c.json", "--list"], "--list takes a file name (- for standard input)"),
    (["--catalog", "c.json", "--list=", "r.json"],
     "--list takes a file name (- for standard input)"),
    (["--catalog", "c.json", "--list", "a", "--list", "b"], "one --list only"),
    (["--catalog", "c.json", "r.json", "--yaml"], "unknown argument '--yaml'"),
    (["--catalogue", "c.json", "r.json"], "unknown argument '--catalogue'"),
])
def test_bad_usage_exits_2(wargen, args, message):
    """Usage is checked before any file is read: none of these files exist."""
    r = wargen("validate", *args, cwd=DATA)
    assert r.code == 2
    assert r.out == ""
    assert r.err.startswith(f"wargen validate: {message}\n")
    assert ("usage: wargen validate --catalog BOOK.json ROSTER.json... [--json]\n"
            "                       [--jobs N] [--list FILE] |\n") in r.err
