"""Catalogues and rosters from a path, a str, bytes or a dict (docs/FORMATS.md), and
bad documents: FormatError, ParseError, NotFoundError, FileError with file,
line, column and JSON path."""
import json
import os

import pytest

import wargen
from test_roster_fixtures import CATALOG_PATH, formats_catalog, formats_roster, roster_path


@pytest.fixture(scope="module")
def book():
    return wargen.Catalog(CATALOG_PATH)


def test_catalog_from_every_kind_of_source(tmp_path):
    text = CATALOG_PATH.read_text()
    catalogs = [wargen.Catalog(CATALOG_PATH), wargen.Catalog(str(CATALOG_PATH)),
                wargen.Catalog(text), wargen.Catalog("\n  " + text), wargen.Catalog(text.encode()),
                wargen.Catalog(json.loads(text)), wargen.Catalog.load(CATALOG_PATH)]
    for c in catalogs:
        assert (c.id, c.name) == ("example-kingdom", "Example Kingdom")
    same = wargen.Catalog(catalogs[0])
    assert same.this is catalogs[0].this
    reports = {wargen.validate(c, roster_path("valid-standard")).to_json() for c in catalogs}
    assert len(reports) == 1


def test_roster_from_every_kind_of_source(book):
    path = roster_path("valid-warband")
    text = path.read_text()
    rosters = [wargen.Roster(book, path), wargen.Roster(book, str(path)),
               wargen.Roster(book, text), wargen.Roster(book, text.encode()),
               wargen.Roster(book, json.loads(text)), wargen.Roster.load(book, path),
               wargen.Roster(CATALOG_PATH, path), wargen.Roster(json.loads(
                   CATALOG_PATH.read_text()), path)]
    for r in rosters:
        assert r.points == 1000 and len(r) == 8 and r.size == "warband"
        assert r.catalog.id == "example-kingdom"
        report = r.validate()
        assert report.valid and report.total == 1000
    assert rosters[0].catalog is book


def test_pathlike_that_is_not_a_pathlib_path(book):
    class Where(os.PathLike):
        def __fspath__(self):
            return str(CATALOG_PATH)

    assert wargen.Catalog(Where()).id == "example-kingdom"


def test_sources_of_the_wrong_type(book):
    for bad in (42, None, ["x"], 1.5):
        with pytest.raises(TypeError):
            wargen.Catalog(bad)
        with pytest.raises(TypeError):
            wargen.Roster(book, bad)
    with pytest.raises(TypeError):
        wargen.Roster(None, roster_path("valid-standard"))


def test_the_catalogue_comes_first(book):
    """One argument order everywhere: the old Roster(source, catalog) is named as such."""
    with pytest.raises(wargen.InvalidArgumentError, match=r"catalogue comes first"):
        wargen.Roster(roster_path("valid-standard"), book)
    with pytest.raises(wargen.InvalidArgumentError, match=r"catalogue comes first"):
        wargen.Roster.load(roster_path("valid-standard"), book)


def test_missing_file():
    with pytest.raises(wargen.FileError) as info:
        wargen.Catalog("/nonexistent/book.json")
    e = info.value
    assert isinstance(e, OSError) and e.code == -3
    assert e.file == "/nonexistent/book.json" and "cannot open" in e.message


def test_missing_roster_file(book, tmp_path):
    missing = tmp_path / "nope.json"
    with pytest.raises(wargen.FileError) as info:
        wargen.Roster(book, missing)
    assert info.value.file == str(missing)
    with pytest.raises(wargen.FileError):
        wargen.validate(book, str(missing))


def _write(tmp_path, name, doc):
    path = tmp_path / name
    path.write_text(json.dumps(doc, indent=2) + "\n")
    return path


def _position(path, needle, occurrence=1):
    """(line, column) of the occurrence-th needle in the file, 1-based."""
    text = path.read_text()
    at = -1
    for _ in range(occurrence):
        at = text.index(needle, at + 1)
    line = text.count("\n", 0, at) + 1
    return line, at - (text.rfind("\n", 0, at) + 1) + 1


def test_bad_category_in_a_catalogue_file(tmp_path):
    doc = formats_catalog()
    doc["units"][2]["category"] = "elite"
    path = _write(tmp_path, "book.json", doc)
    with pytest.raises(wargen.FormatError) as info:
        wargen.Catalog(path)
    e = info.value
    assert (e.file, e.path, e.code) == (str(path), "units[2].category", -5)
    assert (e.line, e.column) == _position(path, '"elite"')
    assert '"elite"' in e.message and "lords" in e.message
    assert str(e).startswith(f"{path}:{e.line}:{e.column}: units[2].category: ")


def test_unknown_key_and_wrong_format():
    doc = formats_catalog()
    doc["colour"] = "blue"
    with pytest.raises(wargen.FormatError) as info:
        wargen.Catalog(doc)
    assert info.value.path == "colour"
    doc = formats_catalog()
    doc["format"] = "wargen-catalog/2"
    with pytest.raises(wargen.FormatError) as info:
        wargen.Catalog(doc)
    assert info.value.path == "format"
    with pytest.raises(wargen.FormatError):
        wargen.Catalog(formats_roster())  # a roster is not a catalogue


def test_malformed_json():
    with pytest.raises(wargen.ParseError) as info:
        wargen.Catalog('{"format": "wargen-catalog/1",\n "id": "x",\n "name": }')
    e = info.value
    assert e.code == -4 and e.file == "<string>" and (e.line, e.column) == (3, 10)
    with pytest.raises(wargen.ParseError):
        wargen.Roster(wargen.Catalog(formats_catalog()), b'{"format": ')


def test_unknown_entry_in_a_roster_file(book, tmp_path):
    doc = json.loads(roster_path("valid-standard").read_text())
    doc["units"][3]["entry"] = "lantern-monk"
    path = _write(tmp_path, "roster.json", doc)
    with pytest.raises(wargen.NotFoundError) as info:
        wargen.Roster(book, path)
    e = info.value
    assert isinstance(e, LookupError) and e.code == -9
    assert (e.file, e.path) == (str(path), "units[3].entry")
    assert (e.line, e.column) == _position(path, '"lantern-monk"')
    assert "lantern-monk" in e.message and "example-kingdom" in e.message


@pytest.mark.parametrize("key,index,bad,path", [
    ("options", 1, "wings", "units[0].options[1]"),
    ("items", 0, "excalibur", "units[0].items[0]"),
])
def test_unknown_option_or_item(book, tmp_path, key, index, bad, path):
    doc = json.loads(roster_path("valid-standard").read_text())
    doc["units"][0][key][index] = bad
    file = _write(tmp_path, "roster.json", doc)
    with pytest.raises(wargen.NotFoundError) as info:
        wargen.validate(book, file)
    e = info.value
    assert (e.file, e.path) == (str(file), path)
    assert (e.line, e.column) == _position(file, f'"{bad}"')
    assert bad in e.message


def test_roster_of_another_catalogue(book):
    doc = formats_roster()
    doc["catalog"] = "other-kingdom"
    with pytest.raises(wargen.FormatError) as info:
        wargen.Roster(book, doc)
    assert info.value.path == "catalog" and "other-kingdom" in info.value.message


@pytest.mark.parametrize("change,path", [
    (lambda d: d.update(points=0), "points"),
    (lambda d: d["units"][0].update(models=0), "units[0].models"),
    (lambda d: d["units"][0].update(category="elite"), "units[0].category"),
    (lambda d: d["units"][0].update(general="yes"), "units[0].general"),
    (lambda d: d["units"][1]["options"].append("shields"), "units[1].options[2]"),
    (lambda d: d["units"][0].update(colour="red"), "units[0].colour"),
])
def test_bad_roster_documents(change, path):
    book = wargen.Catalog(formats_catalog())
    doc = formats_roster()
    change(doc)
    with pytest.raises(wargen.FormatError) as info:
        wargen.Roster(book, doc)
    assert info.value.path == path and info.value.file == "<dict>"
    assert info.value.line == 1 and info.value.column > 1


def test_moved_unit_is_checked_by_validation_not_loading(book):
    # R7: a category its entry does not allow is a violation, not a bad document
    doc = json.loads(roster_path("valid-standard").read_text())
    doc["units"][0]["category"] = "core"
    report = wargen.Roster(book, doc).validate()
    assert report.codes[-1] == "invalid-move" and report.violations[-1].units == [0]


def test_errors_are_wargen_errors(book):
    for bad in ('{"format": "wargen-roster/1"}', "/nonexistent.json", "{"):
        with pytest.raises(wargen.WargenError):
            wargen.Roster(book, bad)


def test_sources_are_not_modified(book):
    doc = formats_roster()
    before = json.dumps(doc, sort_keys=True)
    wargen.validate(formats_catalog(), doc)
    assert json.dumps(doc, sort_keys=True) == before

