"""Catalogues and rosters built in code: the same reports as the same documents
loaded from JSON; costs in points, multiples of 0.5 (R3); split prices (R4);
bad arguments."""
import json
import math

import pytest

import wargen
from test_roster_fixtures import (CATALOG_PATH, EXPECTED, FORMATS_TOTAL, FORMATS_UNITS,
                                  FORMATS_VIOLATIONS, build_formats_catalog,
                                  build_formats_roster, formats_catalog, formats_roster,
                                  roster_path)


def test_formats_example_built_in_code_equals_loaded():
    built = build_formats_roster(wargen, build_formats_catalog(wargen)).validate()
    loaded = wargen.validate(formats_catalog(), formats_roster())
    assert built.to_dict() == loaded.to_dict()
    assert built.to_json() == loaded.to_json()


def test_formats_example_report():
    report = build_formats_roster(wargen, build_formats_catalog(wargen)).validate()
    # R3, R4: warlord 180 + 10 + 50 (Lord price); spearmen 90 + 10 x 8 + 20 x 0.5 + 10
    # + 40; R7: the chariot moved to Core counts there
    assert [(u["entry"], u["category"], u["points"]) for u in report.units] == FORMATS_UNITS
    assert report.total == FORMATS_TOTAL
    assert [(v.code, v.rule, v.units) for v in report.violations] == FORMATS_VIOLATIONS
    assert report.categories["core"]["points"] == 315
    assert abs(report.categories["core"]["percent"] - 15.75) <= 0.05 + 1e-9
    assert report.categories["characters"]["points"] == 240


def test_shipped_rosters_built_in_code():
    # Every shipped roster, unit by unit through Roster.add_unit, against the
    # loaded catalogue: the same report as loading the roster's document.
    book = wargen.Catalog(CATALOG_PATH)
    for name in sorted(EXPECTED):
        doc = json.loads(roster_path(name).read_text())
        roster = wargen.Roster.new(book, doc["points"])
        for i, u in enumerate(doc["units"]):
            index = roster.add_unit(u["entry"], u["models"], general=u.get("general", False),
                                    category=u.get("category"), label=u.get("label"),
                                    options=u.get("options", ()), items=u.get("items", ()))
            assert index == i
        assert len(roster) == len(doc["units"])
        built = roster.validate()
        assert built.to_json() == wargen.validate(book, doc).to_json(), name
        assert built.total == EXPECTED[name][1]


def test_options_and_items_one_at_a_time():
    book = build_formats_catalog(wargen)
    roster = wargen.Roster.new(book, 2000)
    i = roster.add_unit("spearmen", 20, label="blue banner")
    roster.add_option(i, "shields")
    roster.add_option(i, "champion")
    roster.add_item(i, "blue-banner")
    j = roster.add_unit("warlord", 1, general=True)
    roster.add_option(j, "great-weapon")
    roster.add_item(j, "sword-of-might")
    roster.add_unit("chariot", 1, category="core")
    units = roster.validate().units
    assert [u["points"] for u in units] == [230, 240, 85]


def test_split_price_and_half_points():
    # R4: "A/B" is A for a Lord, B for a Hero or a unit champion; R3: a unit
    # rounds up, per unit
    book = wargen.Catalog.new("test-book", "Test book")
    book.add_unit(id="lord", name="Lord", category="lords", models={"min": 1, "max": 1}, cost=100,
                  can_be_general=True)
    book.add_unit(id="hero", name="Hero", category="heroes", models={"min": 1, "max": 1}, cost=50.5)
    book.add_unit(id="troops", name="Troops", category="core", models={"min": 5, "max": 20}, cost=25,
                  per_model=4.5)
    book.add_option("troops", id="champ", name="Champion", cost=5, champion=True)
    book.add_option("troops", id="spears", per_model=0.5)  # name defaults to the id
    book.add_item(id="blade", name="Blade", cost="30/20.5")
    book.add_item(id="axe", name="Axe", cost="12.5/7")
    book.add_item(id="charm", name="Charm", cost=10, list="army")
    roster = wargen.Roster.new(book, 1000)
    roster.add_unit("lord", 1, general=True, items=["blade", "axe"])  # 100 + 30 + 12.5
    roster.add_unit("hero", 1, items=["blade"])                        # 50.5 + 20.5
    roster.add_unit("troops", 6, options=["champ", "spears"], items=["axe", "charm"])
    # 25 + 4.5 + 5 + 6 x 0.5 + 7 + 10 = 54.5
    report = roster.validate()
    assert [u["points"] for u in report.units] == [143, 71, 55]
    assert report.total == 269 and report.size == "warband"


@pytest.mark.parametrize("cost", [0.25, 10.1, 1 / 3, float("nan"), float("inf")])
def test_costs_must_be_multiples_of_half_a_point(cost):
    book = wargen.Catalog.new("b", "B")
    # a JSON number cannot be nan or inf: the binding refuses those by name (RangeError)
    error = wargen.InvalidArgumentError if math.isfinite(cost) else wargen.RangeError
    with pytest.raises(error, match="cost"):
        book.add_unit(id="u", name="U", category="core", models={"min": 1, "max": 1}, cost=cost)
    with pytest.raises(error):
        book.add_item(id="i", name="I", cost=cost)
    book.add_unit(id="u", name="U", category="core", models={"min": 1, "max": 1}, cost=1)
    with pytest.raises(error):
        book.add_option("u", id="o", per_model=cost)


def test_costs_of_other_types():
    book = wargen.Catalog.new("b", "B")
    for bad in ("10", None, True, [10]):
        with pytest.raises(wargen.InvalidArgumentError, match="cost"):
            book.add_unit(id="u", name="U", category="core", models={"min": 1, "max": 1}, cost=bad)
    with pytest.raises(wargen.InvalidArgumentError, match="A/B"):
        book.add_item(id="i", name="I", cost="ten/five")
    with pytest.raises(wargen.InvalidArgumentError):
        book.add_unit(id="u", name="U", category="core", models={"min": 1, "max": 1}, cost=2**40)


def test_library_checks_of_built_entries():
    book = build_formats_catalog(wargen)
    with pytest.raises(wargen.InvalidArgumentError, match="already"):
        book.add_unit(id="warlord", name="Again", category="lords", models={"min": 1, "max": 1}, cost=1)
    with pytest.raises(wargen.InvalidArgumentError, match="category"):
        book.add_unit(id="x", name="X", category="elite", models={"min": 1, "max": 1}, cost=1)
    with pytest.raises(wargen.InvalidArgumentError, match="elite"):
        book.add_unit(id="x", name="X", category="core", models={"min": 1, "max": 1}, cost=1,
                      moves_to=("elite",))
    with pytest.raises(wargen.InvalidArgumentError, match="models"):
        book.add_unit(id="x", name="X", category="core", models={"min": 5, "max": 4}, cost=1)
    with pytest.raises(wargen.InvalidArgumentError):
        book.add_unit(id="x", name="X", category="core", models={"min": 1, "max": 1}, cost=-1)
    with pytest.raises(wargen.NotFoundError):
        book.add_option("no-such-unit", id="o", cost=1)
    with pytest.raises(wargen.InvalidArgumentError, match="already"):
        book.add_option("warlord", id="great-weapon", cost=1)
    with pytest.raises(wargen.InvalidArgumentError, match="list"):
        book.add_item(id="x", name="X", cost=1, list="relics")
    with pytest.raises(wargen.InvalidArgumentError):
        wargen.Catalog.new("", "Empty id")
    with pytest.raises(wargen.InvalidArgumentError, match="models"):
        book.add_unit(id="x", name="X", category="core", models=3, cost=1)
    with pytest.raises(wargen.InvalidArgumentError, match="colour"):
        book.add_unit(id="x", name="X", category="core", models={"min": 1, "max": 1}, cost=1,
                      colour="red")
    # none of the failures changed the catalogue
    report = build_formats_roster(wargen, book).validate()
    assert report.total == FORMATS_TOTAL


def test_roster_add_unit_failures_leave_the_roster_unchanged():
    book = build_formats_catalog(wargen)
    roster = build_formats_roster(wargen, book)
    before = roster.validate().to_json()
    with pytest.raises(wargen.NotFoundError, match="dragon"):
        roster.add_unit("dragon", 1)
    with pytest.raises(wargen.NotFoundError, match="wings"):
        roster.add_unit("warlord", 1, options=["great-weapon", "wings"])
    with pytest.raises(wargen.NotFoundError, match="excalibur"):
        roster.add_unit("spearmen", 10, options=["shields"], items=["excalibur"])
    with pytest.raises(wargen.InvalidArgumentError, match="already"):
        roster.add_unit("spearmen", 10, options=["shields", "shields"])
    with pytest.raises(wargen.InvalidArgumentError):
        roster.add_unit("spearmen", 0)
    with pytest.raises(wargen.InvalidArgumentError, match="category"):
        roster.add_unit("chariot", 1, category="elite")
    with pytest.raises(wargen.InvalidArgumentError, match="options"):
        roster.add_unit("spearmen", 10, options="shields")
    assert len(roster) == 3
    assert roster.validate().to_json() == before
    assert roster.add_unit("bolt-thrower", 1) == 3


def test_roster_indexes_count_from_zero():
    roster = build_formats_roster(wargen, build_formats_catalog(wargen))
    roster.add_item(2, "rune-of-fury")  # the chariot
    with pytest.raises(wargen.IndexRangeError, match=r"^index 3 is out of range \(0 to 2\)$"):
        roster.add_option(3, "shields")
    with pytest.raises(wargen.IndexRangeError, match=r"^index 3 is out of range \(0 to 2\)$"):
        roster.add_item(3, "rune-of-fury")
    with pytest.raises(wargen.RangeError):
        roster.add_item(-1, "rune-of-fury")
    with pytest.raises(wargen.NotFoundError):
        roster.add_option(0, "shields")  # the warlord has no shields
    assert roster.validate().units[2]["points"] == 85 + 25


def test_points_limit_of_a_new_roster():
    book = build_formats_catalog(wargen)
    for bad in (0, -5, 1_000_001):
        with pytest.raises(wargen.InvalidArgumentError):
            wargen.Roster.new(book, bad)
    assert wargen.Roster.new(book, 1).points == 1
    assert wargen.Roster.new(book, 4000).size == "grand"
    empty = wargen.Roster.new(CATALOG_PATH, 1500).validate()
    # R5, R6, R8, R9: an empty standard army breaks every "at least"
    assert empty.codes == ["under-limit", "core-minimum", "too-few-units", "no-general"]
    assert empty.total == 0 and empty.units == []


def test_catalogue_grows_after_rosters_are_made():
    book = build_formats_catalog(wargen)
    roster = build_formats_roster(wargen, book)
    book.add_unit(id="levy", name="Levy", category="core", models={"min": 10, "max": 50}, cost=40,
                  per_model=4)
    roster.add_unit("levy", 50)  # 40 + 40 x 4 = 200
    assert roster.validate().units[-1] == {"entry": "levy", "category": "core",
                                           "points": 200}
