"""Catalogues and rosters read back in their documents' shapes (R1-R3)."""
import json
import os
import pathlib

import pytest

import wargen

ROOT = pathlib.Path(os.environ["WARGEN_SOURCE_ROOT"])
BOOK = ROOT / "data" / "catalogs" / "example-kingdom.json"
ROSTER = ROOT / "data" / "rosters" / "valid-standard.json"


def test_catalogue_units_and_items_match_the_document():
    doc = json.loads(BOOK.read_text())
    catalog = wargen.Catalog(BOOK)
    units = catalog.units
    assert [u["id"] for u in units] == [u["id"] for u in doc["units"]]
    for got, want in zip(units, doc["units"]):
        assert got["name"] == want["name"]
        assert got["category"] == want["category"]
        assert got["models"] == want["models"]
        assert got["cost"] == want["cost"]                     # R3: points, halves kept
        assert got["per_model"] == want.get("per_model", 0)
        assert got["max"] == want.get("max", 0)                # R11
        assert got["moves_to"] == want.get("moves_to", [])     # R7
        for flag in ("can_be_general", "unique", "one_per_army", "war_machine"):
            assert got[flag] == want.get(flag, False), flag
    assert [i["id"] for i in catalog.items] == [i["id"] for i in doc["items"]]
    split = next(i for i in doc["items"] if isinstance(i["cost"], str))
    got = next(i for i in catalog.items if i["id"] == split["id"])
    lord, other = (float(x) for x in split["cost"].split("/"))   # R4
    assert (got["lord_cost"], got["other_cost"]) == (lord, other)


def test_catalogue_unit_by_id():
    catalog = wargen.Catalog(BOOK)
    assert catalog.unit("levy-spearmen")["per_model"] == 5.5
    assert catalog.unit("no-such-unit") is None


def test_roster_units_match_the_document():
    doc = json.loads(ROSTER.read_text())
    roster = wargen.Roster(wargen.Catalog(BOOK), ROSTER)
    units = roster.units
    assert len(units) == len(doc["units"])
    for got, want in zip(units, doc["units"]):
        assert got["entry"] == want["entry"]
        assert got["models"] == want["models"]
        assert got["general"] == want.get("general", False)
        assert got["category"] == want.get("category")        # moved units (R7)
        assert got["label"] == want.get("label")
        assert got["options"] == want.get("options", [])
        assert got["items"] == want.get("items", [])


def test_options_and_items_one_by_one():
    """R4, R10: an entry's options, a unit's options and items, an item by id."""
    catalog = wargen.Catalog(BOOK)
    roster = wargen.Roster(catalog, ROSTER)
    for i, unit in enumerate(roster.units):
        assert [roster.option_at(i, k) for k in range(roster.option_count(i))] == unit["options"]
        assert [roster.item_at(i, k) for k in range(roster.item_count(i))] == unit["items"]
    assert any(roster.item_count(i) for i in range(len(roster)))
    doc = json.loads(BOOK.read_text())
    assert catalog.unit_count() == len(doc["units"])
    for u, entry in enumerate(doc["units"]):
        got = [catalog.option_at(u, k) for k in range(catalog.option_count(u))]
        assert got == [o["id"] for o in entry.get("options", [])], entry["id"]
    first = catalog.items[0]
    assert catalog.item(first["id"]) == first
    assert catalog.item("no-such-item") is None
    with pytest.raises(wargen.IndexRangeError, match="unit"):
        roster.option_count(len(roster))
    with pytest.raises(wargen.IndexRangeError, match="index"):
        roster.item_at(0, roster.item_count(0))
    with pytest.raises(wargen.IndexRangeError, match="unit"):
        catalog.option_at(catalog.unit_count(), 0)


HIDDEN = ROOT / "data" / "rosters" / "hidden"


def test_hidden_roster_fields_are_shown():
    """H1, H5: secret, rune and hides_in come through as the C writers give them."""
    catalog = wargen.Catalog(BOOK)
    assert catalog.unit("shadow-assassin")["secret"] is True
    assert catalog.unit("lantern-friar")["secret"] is False
    items = {i["id"]: i for i in catalog.items}
    assert items["rune-of-fury"]["rune"] is True
    assert items["rune-of-fury"]["mundane"] == items["rune-of-swiftness"]["mundane"]
    assert items["biting-blade"]["rune"] is False
    doc = json.loads((HIDDEN / "secret-assassin.json").read_text())
    units = wargen.Roster(catalog, HIDDEN / "secret-assassin.json").units
    assert [u["hides_in"] for u in units] == [u.get("hides_in") for u in doc["units"]]
    assert units[3]["hides_in"] == 6


def test_hides_in_is_taken_and_checked_when_built():
    """H1: add_unit takes hides_in as a document gives it; the C checks apply."""
    roster = wargen.Roster.new(wargen.Catalog(BOOK), 2000)
    assert roster.add_unit("levy-spearmen", 10) == 0
    assert roster.add_unit("shadow-assassin", 1, hides_in=0) == 1
    assert roster.units[1]["hides_in"] == 0
    assert roster.to_dict()["units"][1]["hides_in"] == 0
    with pytest.raises(wargen.InvalidArgumentError, match="not secret"):
        roster.add_unit("lantern-friar", 1, hides_in=0)
    with pytest.raises(wargen.InvalidArgumentError, match="cannot hide in itself"):
        roster.add_unit("shadow-assassin", 1, hides_in=2)
    assert roster.unit_count() == 2
