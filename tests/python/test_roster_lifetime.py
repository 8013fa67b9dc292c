"""Lifetimes: a C roster refers to its catalogue and a report to its roster, so
each Python object keeps the one it refers to alive; collecting them in any
order is safe, and each C object is freed once (valgrind checks the rest)."""
import gc
import weakref

import wargen
from test_roster_fixtures import (CATALOG_PATH, EXPECTED, build_formats_catalog,
                                  build_formats_roster, roster_path)


def _roster_only(name):
    """A roster whose Catalog object has no other reference."""
    return wargen.Roster(wargen.Catalog(CATALOG_PATH), roster_path(name))


def test_catalogue_collected_before_its_roster_is_used():
    roster = _roster_only("invalid-one-per-army")
    gc.collect()
    report = roster.validate()
    assert report.codes == ["one-per-army"] and report.violations[0].units == [1, 5]
    assert roster.catalog.id == "example-kingdom"


def test_roster_collected_before_its_report_is_used():
    report = _roster_only("valid-grand").validate()
    gc.collect()
    # the report (and through it the roster and catalogue) still in use
    doc = report.to_dict()
    assert doc["total"] == EXPECTED["valid-grand"][1]
    assert doc["units"][0]["entry"] == "high-regent"
    assert report.roster.catalog.name == "Example Kingdom"


def test_deleting_the_names_does_not_free_the_parents():
    book = wargen.Catalog(CATALOG_PATH)
    roster = wargen.Roster(book, roster_path("valid-standard"))
    watch_book, watch_roster = weakref.ref(book), weakref.ref(roster)
    del book
    gc.collect()
    assert watch_book() is not None  # held by the roster
    report = roster.validate()
    del roster
    gc.collect()
    assert watch_roster() is not None and watch_book() is not None  # held by the report
    assert report.units[5] == {"entry": "halberd-guard", "category": "core", "points": 240}
    del report
    gc.collect()
    assert watch_roster() is None and watch_book() is None


def test_handles_keep_their_parents():
    # a Roster (the SWIG object itself) holds its Catalog, a private _Report its Roster
    book = build_formats_catalog(wargen)
    roster_handle = build_formats_roster(wargen, book)
    report_handle = wargen.core._roster_validate(roster_handle)
    del book, roster_handle
    gc.collect()
    assert report_handle._parent._parent.id == "example-kingdom"
    assert '"entry": "spearmen"' in report_handle.to_json()


def test_built_catalogue_collected_early():
    roster = build_formats_roster(wargen, build_formats_catalog(wargen))
    gc.collect()
    roster.add_unit("bolt-thrower", 1)
    report = roster.validate()
    del roster
    gc.collect()
    assert [u["entry"] for u in report.units] == ["warlord", "spearmen", "chariot",
                                                  "bolt-thrower"]


def test_many_objects_collected_in_any_order():
    book_doc = CATALOG_PATH.read_text()
    reports = []
    for i in range(200):
        book = wargen.Catalog(book_doc)
        roster = wargen.Roster(book, roster_path("invalid-duplicates"))
        report = roster.validate()
        if i % 3 == 0:
            reports.append(report)
        elif i % 3 == 1:
            reports.append(roster)
        del book, roster, report
        if i % 50 == 0:
            gc.collect()
    gc.collect()
    for r in reports:
        report = r if isinstance(r, wargen.Report) else r.validate()
        assert report.total == 1985 and report.codes == ["duplicates"]
    del reports, r, report
    gc.collect()
