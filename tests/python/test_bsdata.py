"""The BattleScribe importer from Python (wargen/bsdata.h): books, their
catalogue and warnings, rosters as wargen-roster/1 text and as Rosters, and
its errors. The fixtures are tests/data/bsdata (its README): each .ros imports
to the .json beside it, and the book to book.json. In a build without the
importer every call raises NotSupportedError; the other tests are skipped."""
import gc
import json
import shutil

import pytest

import wargen
from conftest import SOURCE_ROOT

BSDATA = SOURCE_ROOT / "tests" / "data" / "bsdata"
GST, CAT = BSDATA / "system.gst", BSDATA / "book.cat"
ROSTERS = ["valid-standard", "valid-warband-moved", "invalid-standard"]
SUPPORTED = wargen.bsdata_supported()
needs_importer = pytest.mark.skipif(not SUPPORTED, reason="a build without the importer")
# The two conditional entries of book.cat (its README): one warning each.
WARNINGS = [
    (69, "/catalogue/selectionEntries/selectionEntry[3]/selectionEntries/selectionEntry[1]",
     '"Level 2 Wizard" of "Hedge Witch" has a conditional price; imported at its base price'),
    (81, "/catalogue/selectionEntries/selectionEntry[3]/selectionEntries/selectionEntry[2]",
     '"Familiar" of "Hedge Witch" is available only under a condition; imported as always '
     'available'),
]


def doc(name):
    return json.loads((BSDATA / name).read_text())


@pytest.fixture(scope="module")
def book():
    if not SUPPORTED:
        pytest.skip("a build without the importer")
    return wargen.BattleScribeBook(GST, CAT)


# ---- a build without the importer ---------------------------------------------------------

@pytest.mark.skipif(SUPPORTED, reason="this build has the importer")
@pytest.mark.parametrize("call", [
    lambda: wargen.BattleScribeBook(GST, CAT),
    lambda: wargen.BattleScribeBook.load(None, CAT),
    lambda: wargen.BattleScribeBook.from_strings(GST.read_bytes(), CAT.read_text()),
])
def test_without_the_importer_every_call_raises_not_supported(call):
    with pytest.raises(wargen.NotSupportedError) as info:
        call()
    assert info.value.code == wargen.core.ENOTSUP
    assert "built without the BattleScribe importer" in str(info.value)


# ---- books ----------------------------------------------------------------------------------

@needs_importer
def test_the_book_imports_to_its_golden_catalogue(book):
    assert book.catalog.to_dict() == doc("book.json")
    assert (book.catalog.id, book.catalog.name) == ("invented-realm", "Invented Realm")
    assert repr(book) == "<wargen.BattleScribeBook 'invented-realm' 'Invented Realm'>"


@needs_importer
def test_every_way_to_load_gives_the_same_book(book):
    books = [wargen.BattleScribeBook(str(GST), str(CAT)),
             wargen.BattleScribeBook.load(GST, CAT),
             wargen.BattleScribeBook(None, CAT),  # the .gst beside the .cat
             wargen.BattleScribeBook.from_strings(GST.read_bytes(), CAT.read_bytes()),
             wargen.BattleScribeBook.from_strings(GST.read_text(), CAT.read_text()),
             wargen.BattleScribeBook.from_strings(bytearray(GST.read_bytes()), CAT.read_text())]
    for b in books:
        assert isinstance(b, wargen.BattleScribeBook)
        assert b.catalog.to_json() == book.catalog.to_json()
        assert len(b.warnings) == 2


@needs_importer
def test_warnings_are_problems_with_file_line_and_xml_path(book):
    w = book.warnings
    assert isinstance(w, wargen.Problems) and w.omitted == 0
    assert [(e.line, e.path, e.message) for e in w] == WARNINGS
    for e in w:
        assert isinstance(e, wargen.WargenError)
        assert (e.file, e.code) == (str(CAT), 0)
        assert str(e) == f"{CAT}:{e.line}:{e.column}: {e.path}: {e.message}"
    strings = wargen.BattleScribeBook.from_strings(GST.read_bytes(), CAT.read_bytes())
    assert [(e.file, e.line) for e in strings.warnings] == [("<book>", 69), ("<book>", 81)]


@needs_importer
def test_the_catalogue_outlives_the_book():
    b = wargen.BattleScribeBook(GST, CAT)
    catalog = b.catalog
    roster = b.load_roster(BSDATA / "valid-standard.ros")
    assert b.catalog is catalog  # one Catalog, the rosters' own
    del b
    gc.collect()
    assert catalog.to_dict() == doc("book.json")
    assert roster.catalog is catalog and roster.validate().valid


# ---- rosters -------------------------------------------------------------------------------

@needs_importer
@pytest.mark.parametrize("name", ROSTERS)
def test_each_roster_imports_to_its_json(book, name):
    text, warnings = book.import_roster(BSDATA / f"{name}.ros")
    assert json.loads(text) == doc(f"{name}.json")
    assert isinstance(warnings, wargen.Problems) and (list(warnings), warnings.omitted) == ([], 0)
    data = (BSDATA / f"{name}.ros").read_bytes()
    assert book.import_roster_string(data, "army.ros") == (text, [])
    assert book.import_roster_string(data.decode()) == (text, [])


@needs_importer
def test_a_rosz_is_its_ros_zipped(book):
    rosz = BSDATA / "valid-standard.rosz"
    ros_text, _ = book.import_roster(BSDATA / "valid-standard.ros")
    assert book.import_roster(rosz)[0] == ros_text
    assert book.import_roster(str(rosz))[0] == ros_text
    assert book.import_roster_string(rosz.read_bytes(), "army.rosz")[0] == ros_text


@needs_importer
@pytest.mark.parametrize("name", ROSTERS)
def test_a_loaded_roster_validates_as_its_json(book, name):
    imported = book.load_roster(BSDATA / f"{name}.ros")
    assert isinstance(imported, wargen.Roster) and imported.catalog is book.catalog
    expected = wargen.validate(wargen.Catalog(BSDATA / "book.json"), BSDATA / f"{name}.json")
    assert imported.validate().to_dict() == expected.to_dict()
    assert imported.validate().valid == name.startswith("valid")


@needs_importer
def test_a_roster_is_read_once_into_the_books_catalogue():
    """load_roster reads the XML straight into a roster (wg_bsdata_book_load_roster_file)
    that keeps its book alive, and says what import_roster's text says."""
    b = wargen.BattleScribeBook(GST, CAT)
    data = (BSDATA / "valid-standard.ros").read_bytes()
    roster = b.load_roster_string(data, "army.ros")
    text, _ = b.import_roster_string(data)
    assert roster.to_json() == wargen.Roster(b.catalog, text).to_json()
    assert b.load_roster_string(data.decode()).to_json() == roster.to_json()
    assert b.load_roster_string((BSDATA / "valid-standard.rosz").read_bytes()).to_json() \
        == roster.to_json()
    catalog = b.catalog
    del b
    gc.collect()
    assert roster.catalog is catalog and roster.validate(catalog).valid
    with pytest.raises(wargen.ParseError, match="army.rosz"):
        wargen.BattleScribeBook(GST, CAT).load_roster_string(b"PK\x03\x04 no zip", "army.rosz")


# ---- errors ---------------------------------------------------------------------------------

@needs_importer
def test_a_missing_file_is_a_file_error(tmp_path):
    with pytest.raises(wargen.FileError) as info:
        wargen.BattleScribeBook(GST, tmp_path / "nothing.cat")
    assert "nothing.cat" in str(info.value)
    shutil.copy(CAT, tmp_path / "book.cat")  # no .gst beside it
    with pytest.raises(wargen.FileError):
        wargen.BattleScribeBook(None, tmp_path / "book.cat")


@needs_importer
def test_bad_xml_is_a_parse_error_at_its_line():
    with pytest.raises(wargen.ParseError) as info:
        wargen.BattleScribeBook.from_strings(GST.read_bytes(), b"<catalogue>\n  <oops\n")
    e = info.value
    assert e.file == "<book>" and e.line >= 2
    assert str(e).startswith(f"<book>:{e.line}:")


@needs_importer
def test_a_book_of_another_edition_is_a_rule_error():
    characters = GST.read_text().replace('name="Lords"', 'name="Characters"')
    with pytest.raises(wargen.RuleError, match="2nd edition or later") as info:
        wargen.BattleScribeBook.from_strings(characters, CAT.read_bytes())
    assert (info.value.file, info.value.line) == ("<system>", 28)


@needs_importer
def test_a_bad_roster_names_itself(book):
    with pytest.raises(wargen.ParseError) as info:
        book.import_roster_string(b"PK\x03\x04 not really a zip", "army.rosz")
    assert info.value.file == "army.rosz"
    with pytest.raises(wargen.WargenError) as info:
        book.import_roster_string(b"\x00\x01")
    assert info.value.file == "<roster>"
    with pytest.raises(wargen.FileError):
        book.load_roster(BSDATA / "nothing.ros")
