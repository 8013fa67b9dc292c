"""Validating rosters (R3-R14): every shipped roster's validity, totals and
violations (data/rosters/README.md), the report's attributes and its
to_dict(), the `wargen validate --json` document."""
import json
import math
import os
import pathlib
import subprocess

import pytest

import wargen
from test_roster_fixtures import (CATALOG_PATH, CATEGORY_KEYS, EXPECTED, VALID_STANDARD_UNITS,
                                  roster_path)

FORMAT_CODES = [  # docs/FORMATS.md's table of codes, in its order (R14)
    "over-limit", "under-limit", "core-minimum", "rare-maximum", "heroes-maximum",
    "lords-maximum", "characters-maximum", "duplicates", "max-choice", "too-few-units",
    "no-general", "multiple-generals", "general-not-allowed", "unique", "one-per-army",
    "invalid-move", "model-count",
]


@pytest.fixture(scope="module")
def book():
    return wargen.Catalog(CATALOG_PATH)


def test_every_shipped_roster_has_an_expectation():
    shipped = sorted(p.stem for p in roster_path("x").parent.glob("*.json"))
    assert shipped == sorted(EXPECTED)
    # each invalid-<code>.json breaks the rule of <code>
    for name, (*_, violations) in EXPECTED.items():
        if name.startswith("invalid-"):
            assert name[len("invalid-"):] in [code for code, _, _ in violations]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_shipped_roster(book, name):
    points, total, size, categories, violations = EXPECTED[name]
    report = wargen.Roster(book, roster_path(name)).validate()
    assert report.valid is (not violations) is name.startswith("valid-")
    assert report.points == points
    assert report.total == total  # R3: each unit rounded up, then summed
    assert report.size == size  # R12, R13
    assert [(v.code, v.rule, v.units) for v in report.violations] == violations  # R14
    assert report.codes == [code for code, _, _ in violations]
    got = report.categories
    assert list(got) == list(CATEGORY_KEYS)
    assert tuple(got[k]["points"] for k in CATEGORY_KEYS) == categories
    for k in CATEGORY_KEYS:  # R6: shares of the points limit
        assert math.isclose(got[k]["percent"], 100 * got[k]["points"] / points, abs_tol=0.05 + 1e-9)
    assert sum(u["points"] for u in report.units) == total
    assert categories[-1] == categories[0] + categories[1]  # characters: lords + heroes


def test_violations_are_in_the_order_of_the_codes_table(book):
    report = wargen.validate(book, roster_path("invalid-heroes-maximum"))
    assert report.codes == ["heroes-maximum", "characters-maximum"]
    assert FORMAT_CODES.index("heroes-maximum") < FORMAT_CODES.index("characters-maximum")


def test_units_of_valid_standard(book):
    report = wargen.validate(book, roster_path("valid-standard"))
    assert [(u["entry"], u["category"], u["points"]) for u in report.units] == \
        VALID_STANDARD_UNITS
    # R7: the War Wagon moved to Core counts there only
    assert report.categories["core"]["points"] == 90 + 240 + 170 == 500
    assert report.categories["special"]["points"] == 192 + 130 + 200


def test_the_report_handle_reads_each_unit_as_the_document_does(book):
    # wg_report_unit_at, bound on the private handle: the same units as the JSON
    report = wargen.validate(book, roster_path("valid-standard"))
    h = report._h
    units = [h.unit_at(i) for i in range(h.unit_count())]
    assert [(u.entry, wargen.CATEGORIES[u.category], u.points) for u in units] == \
        VALID_STANDARD_UNITS
    with pytest.raises(wargen.IndexRangeError, match=r"^index 12 is out of range \(0 to 11\)$"):
        h.unit_at(12)


def test_to_dict_is_the_validate_json_document(book):
    report = wargen.validate(book, roster_path("invalid-multiple-generals"))
    doc = report.to_dict()
    assert doc == json.loads(report.to_json())
    assert list(doc) == ["valid", "points", "total", "size", "categories", "units",
                         "violations"]
    assert doc["valid"] is False and doc["points"] == 2000 and doc["total"] == 1991
    assert doc["size"] == "standard"
    assert set(doc["categories"]) == set(CATEGORY_KEYS)
    for share in doc["categories"].values():
        assert set(share) == {"points", "percent"}
        assert isinstance(share["points"], int) and isinstance(share["percent"], float)
    assert len(doc["units"]) == 12
    assert all(set(u) == {"entry", "category", "points"} for u in doc["units"])
    assert doc["units"][0] == {"entry": "lord-marshal", "category": "lords", "points": 289}
    (v,) = doc["violations"]
    assert set(v) == {"code", "rule", "units", "message"}
    assert (v["code"], v["rule"], v["units"]) == ("multiple-generals", "R9", [0, 3])
    # the attributes are the document's
    assert report.valid == doc["valid"] and report.total == doc["total"]
    assert report.points == doc["points"] and report.size == doc["size"]
    assert report.categories == doc["categories"] and report.units == doc["units"]
    assert [v.to_dict() for v in report.violations] == doc["violations"]
    # a fresh dict each time
    doc["total"] = 0
    assert report.to_dict()["total"] == 1991


def test_to_dict_of_a_valid_roster_has_no_violations(book):
    doc = wargen.validate(book, roster_path("valid-grand")).to_dict()
    assert doc["valid"] is True and doc["violations"] == []
    assert doc["size"] == "grand" and doc["total"] == 3994
    # R10/R13: the unique Old Guard twice in a Grand Army
    assert [u["entry"] for u in doc["units"]].count("old-guard-of-varnhal") == 2


def test_violation_objects(book):
    (v,) = wargen.validate(book, roster_path("invalid-unique")).violations
    assert isinstance(v, wargen.Violation)
    assert (v.code, v.rule, v.units) == ("unique", "R10", [10, 11])
    assert v.message and str(v).startswith("unique (R10): ")
    assert v == wargen.Violation("unique", "R10", [10, 11], v.message)


def test_validate_takes_every_kind_of_source(book):
    path = roster_path("invalid-max-choice")
    text = path.read_text()
    doc = json.loads(text)
    expected = wargen.Roster(book, path).validate().to_json()
    for catalog in (book, CATALOG_PATH, str(CATALOG_PATH), CATALOG_PATH.read_text(),
                    json.loads(CATALOG_PATH.read_text())):
        for roster in (path, str(path), text, text.encode(), doc):
            assert wargen.validate(catalog, roster).to_json() == expected
    roster = wargen.Roster(book, doc)
    assert wargen.validate(book, roster).to_json() == expected
    assert wargen.validate(None, roster).to_json() == expected
    assert roster.validate(book).to_json() == expected  # its own catalogue: accepted


def test_validate_with_another_catalogue_object(book):
    roster = wargen.Roster(book, roster_path("valid-standard"))
    with pytest.raises(wargen.InvalidArgumentError, match="another catalogue"):
        roster.validate(wargen.Catalog(CATALOG_PATH))
    with pytest.raises(wargen.InvalidArgumentError):
        wargen.validate(CATALOG_PATH, roster)


def test_validation_is_repeatable(book):
    roster = wargen.Roster(book, roster_path("invalid-duplicates"))
    first, second = roster.validate(), roster.validate()
    assert first.to_json() == second.to_json()
    assert first.codes == ["duplicates"]


def test_report_after_the_roster_grows(book):
    # a report describes the roster as it was validated
    roster = wargen.Roster(book, roster_path("valid-standard"))
    before = roster.validate()
    index = roster.add_unit("lantern-friar", 1)
    assert index == 12 and len(roster) == 13
    after = roster.validate()
    assert before.valid and before.total == 1995 and len(before.units) == 12
    assert after.total == 1995 + 53 and after.codes == ["over-limit"]  # R5
    assert len(after.units) == 13


def test_game_formats():
    # R12: below 1500 a Warband; R13: 4000 or more a Grand Army
    assert wargen.GAME_FORMATS == ("warband", "standard", "grand")
    assert [wargen.game_format(p) for p in (1, 1499, 1500, 3999, 4000, 10**6)] == \
        ["warband", "warband", "standard", "standard", "grand", "grand"]
    assert wargen.CATEGORIES == ("lords", "heroes", "core", "special", "rare")
    assert wargen.ITEM_LISTS == ("common", "army", "item-like", "mundane")
    with pytest.raises(TypeError):
        wargen.game_format(1500.0)
    assert wargen.game_format("grand") == "grand"
    with pytest.raises(wargen.InvalidArgumentError, match="huge.*warband"):
        wargen.game_format("huge")


def test_shares_and_limits_as_the_command_shows_them(book):
    # R6: a share just below a bound never reads as the bound
    assert [wargen.share_format(p, 2000) for p in (500, 499, 0)] == ["25%", "24.95%", "0%"]
    assert wargen.share_format(4925, 20000) == "24.625%" and wargen.share_format(1, 0) == ""
    with pytest.raises(wargen.RangeError):
        wargen.share_format(1, 2**40)
    report = wargen.Roster(book, roster_path("valid-standard")).validate()
    assert report.min_total == 1980 and report.points == 2000  # R5


def test_repr(book):
    roster = wargen.Roster(book, roster_path("invalid-unique"))
    report = roster.validate()
    assert repr(book) == "<wargen.Catalog 'example-kingdom' 'Example Kingdom'>"
    assert "12 units" in repr(roster) and "2000 points" in repr(roster)
    assert "1989 of 2000" in repr(report) and "unique" in repr(report)


# <build>/bindings/python/wargen/core.py -> <build>/cli/wargen
_CLI = pathlib.Path(os.environ.get("WARGEN", pathlib.Path(wargen.core.__file__).resolve()
                                   .parents[3] / "cli" / "wargen"))


@pytest.mark.skipif(not _CLI.exists(), reason="no wargen command built next to the package")
def test_to_dict_is_what_the_command_prints(book):
    for name in sorted(EXPECTED):
        out = subprocess.run([str(_CLI), "validate", "--catalog", str(CATALOG_PATH),
                              str(roster_path(name)), "--json"],
                             capture_output=True, text=True, timeout=60)
        assert out.returncode == (0 if name.startswith("valid-") else 1), out.stderr
        report = wargen.validate(book, roster_path(name))
        assert json.loads(out.stdout) == report.to_dict(), name
        assert out.stdout.strip() == report.to_json(), name
