"""wargen import catalog|roster, and wargen validate of BattleScribe data
(docs/FORMATS.md, "Command line"). The importer is optional: a build without
it (Meson feature bsdata) must refuse with the library's message, exit 2;
the tests that need it are skipped there."""
import json
import os
import subprocess

import pytest

from conftest import DATA, SOURCE_ROOT

BSDATA = SOURCE_ROOT / "tests" / "data" / "bsdata"
NOT_SUPPORTED = ("wargen: this libwargen was built without the BattleScribe importer "
                 "(Meson feature bsdata, which needs libxml2 and zlib)\n")


def _supported():
    """Whether the command's library has the importer: what it says of a book."""
    exe = os.environ.get("WARGEN")
    if not exe:
        return False  # the wargen fixture fails every test then
    r = subprocess.run([exe, "import", "catalog", "--cat", str(BSDATA / "no-such-book.cat")],
                       capture_output=True, text=True, timeout=60, check=False)
    return r.stderr != NOT_SUPPORTED


SUPPORTED = _supported()
needs_importer = pytest.mark.skipif(not SUPPORTED, reason="a build without the importer")
without_importer = pytest.mark.skipif(SUPPORTED, reason="this build has the importer")
USAGE = ("usage: wargen import catalog|roster [--gst SYSTEM.gst] --cat BOOK.cat [ROSTER.ros]\n"
         "                     [-o FILE]\n")


def test_the_command_has_the_importer_when_the_build_has():
    # WARGEN_BSDATA: whether Meson built the importer (tests/meson.build)
    assert SUPPORTED == (os.environ.get("WARGEN_BSDATA") == "1")


def test_help(wargen, golden):
    for args in (["import", "--help"], ["help", "import"], ["import", "-h"],
                 ["import", "roster", "--cat", "x.cat", "--help"]):
        r = wargen(*args)
        assert (r.code, r.err) == (0, ""), args
        assert r.out == golden("import-help.txt"), args
    assert "  wargen import catalog|roster" in wargen("--help").out


@pytest.mark.parametrize("args, message", [
    ([], "what to import (catalog or roster) is missing"),
    (["--cat", "b.cat"], "what to import (catalog or roster) is missing"),
    (["book", "--cat", "b.cat"], "\"book\" is neither catalog nor roster"),
    (["catalog"], "--cat BOOK.cat is missing"),
    (["roster", "r.ros"], "--cat BOOK.cat is missing"),
    (["roster", "--cat", "b.cat"], "the ROSTER.ros file is missing"),
    (["roster", "--cat", "b.cat", ""], "ROSTER.ros takes a file name"),
    (["roster", "--cat", "b.cat", "r.ros", "s.ros"], "one roster file only, not 's.ros' too"),
    (["catalog", "--cat", "b.cat", "r.ros"], "import catalog takes no file but its options, "
                                             "not 'r.ros'"),
    (["catalog", "--cat"], "--cat takes a file name"),
    (["catalog", "--cat="], "--cat takes a file name"),
    (["catalog", "--cat", "b.cat", "--gst"], "--gst takes a file name"),
    (["catalog", "--cat", "b.cat", "-o"], "-o takes a file name"),
    (["catalog", "--cat", "a.cat", "--cat", "b.cat"], "one --cat only"),
    (["catalog", "--gst", "a.gst", "--gst=b.gst", "--cat", "b.cat"], "one --gst only"),
    (["catalog", "--cat", "b.cat", "-o", "a.json", "--output", "b.json"], "one --output only"),
    (["catalog", "--cat", "b.cat", "--json"], "unknown argument '--json'"),
    (["catalog", "--catalog", "b.cat"], "unknown argument '--catalog'"),
])
def test_bad_usage_exits_2(wargen, args, message):
    """Usage is checked before any file is read: none of these files exist."""
    r = wargen("import", *args, cwd=DATA)
    assert (r.code, r.out) == (2, "")
    assert r.err == f"wargen import: {message}\n{USAGE}(see 'wargen import --help')\n"


def test_gst_goes_with_a_battlescribe_catalogue(wargen):
    r = wargen("validate", "--catalog", "c.json", "--gst", "s.gst", "r.json", cwd=DATA)
    assert (r.code, r.out) == (2, "")
    assert r.err.startswith("wargen validate: --gst goes with a BattleScribe catalogue "
                            "(--catalog BOOK.cat)\n")
    r = wargen("validate", "--catalog", "c.cat", "--gst", "a.gst", "--gst", "b.gst", "r.ros")
    assert (r.code, r.out) == (2, "")
    assert r.err.startswith("wargen validate: one --gst only\n")


@without_importer
@pytest.mark.parametrize("args", [
    ["import", "catalog", "--cat", "book.cat"],
    ["import", "catalog", "--gst", "system.gst", "--cat", "book.cat", "-o", "book.json"],
    ["import", "roster", "--cat", "book.cat", "army.rosz"],
    ["validate", "--catalog", "book.cat", "army.ros"],
    ["validate", "--catalog", "book.cat", "--gst", "system.gst", "army.ros", "--json"],
])
def test_a_build_without_the_importer_says_so(wargen, tmp_path, args):
    r = wargen(*args, cwd=tmp_path)
    assert (r.code, r.out, r.err) == (2, "", NOT_SUPPORTED)
    assert list(tmp_path.iterdir()) == []  # no -o file either


@needs_importer
def test_a_missing_catalogue_is_a_file_error(wargen, tmp_path):
    r = wargen("import", "catalog", "--cat", "nothing.cat", cwd=tmp_path)
    assert (r.code, r.out) == (2, "")
    assert r.err.startswith("wargen: nothing.cat")
    r = wargen("validate", "--catalog", "nothing.cat", "army.ros", cwd=tmp_path)
    assert (r.code, r.out) == (2, "")
    assert r.err.startswith("wargen: nothing.cat")


# ---- with the importer: tests/data/bsdata (its README) --------------------------------------

BOOK_WARNINGS = (
    "wargen: warning: {cat}:69:9: /catalogue/selectionEntries/selectionEntry[3]/"
    "selectionEntries/selectionEntry[1]: \"Level 2 Wizard\" of \"Hedge Witch\" has a "
    "conditional price; imported at its base price\n"
    "wargen: warning: {cat}:81:9: /catalogue/selectionEntries/selectionEntry[3]/"
    "selectionEntries/selectionEntry[2]: \"Familiar\" of \"Hedge Witch\" is available only "
    "under a condition; imported as always available\n")
ROSTERS = ["valid-standard", "valid-warband-moved", "invalid-standard"]


def _json(text):
    return json.loads(text)


@needs_importer
@pytest.mark.parametrize("gst", [["--gst", "system.gst"], ["--gst=system.gst"], []])
def test_import_catalog_prints_the_golden_catalogue(wargen, gst):
    r = wargen("import", "catalog", *gst, "--cat", "book.cat", cwd=BSDATA)
    assert r.code == 0
    assert r.err == BOOK_WARNINGS.format(cat="book.cat")
    assert r.out.count("\n") == 1 and r.out.endswith("}\n")  # one line, as --json prints
    assert _json(r.out) == _json((BSDATA / "book.json").read_text())


@needs_importer
@pytest.mark.parametrize("out", ["-o", "--output"])
def test_import_writes_the_document_to_a_file(wargen, tmp_path, out):
    target = tmp_path / "book.json"
    r = wargen("import", "catalog", "--cat", BSDATA / "book.cat", out, target)
    assert (r.code, r.out) == (0, "")
    assert r.err == BOOK_WARNINGS.format(cat=BSDATA / "book.cat")
    stdout = wargen("import", "catalog", "--cat", BSDATA / "book.cat").out
    assert target.read_text() == stdout
    r = wargen("import", "catalog", "--cat", BSDATA / "book.cat", "-o", tmp_path / "no" / "x")
    assert (r.code, r.out) == (2, "")
    assert r.err.endswith(f"wargen: {tmp_path / 'no' / 'x'}: cannot write: "
                          "No such file or directory\n")


@needs_importer
@pytest.mark.parametrize("name", ROSTERS)
def test_import_roster_prints_its_json(wargen, tmp_path, name):
    r = wargen("import", "roster", "--gst", "system.gst", "--cat", "book.cat", f"{name}.ros",
               cwd=BSDATA)
    assert r.code == 0
    assert r.err == BOOK_WARNINGS.format(cat="book.cat")  # the book's; the roster has none
    assert _json(r.out) == _json((BSDATA / f"{name}.json").read_text())
    # what it prints is a roster of what import catalog prints
    catalog = tmp_path / "book.json"
    roster = tmp_path / "roster.json"
    assert wargen("import", "catalog", "--cat", BSDATA / "book.cat", "-o", catalog).code == 0
    assert wargen("import", "roster", "--cat", BSDATA / "book.cat", BSDATA / f"{name}.ros",
                  "-o", roster).code == 0
    v = wargen("validate", "--catalog", catalog, roster)
    assert v.code == (0 if name.startswith("valid") else 1), v.err


@needs_importer
def test_a_rosz_imports_as_its_ros(wargen):
    ros = wargen("import", "roster", "--cat", "book.cat", "valid-standard.ros", cwd=BSDATA)
    rosz = wargen("import", "roster", "--cat", "book.cat", "valid-standard.rosz", cwd=BSDATA)
    assert (rosz.code, rosz.out, rosz.err) == (0, ros.out, ros.err)


@needs_importer
@pytest.mark.parametrize("name", ROSTERS + ["valid-standard.rosz"])
@pytest.mark.parametrize("json_flag", [[], ["--json"]])
def test_validate_of_a_battlescribe_roster_is_validate_of_its_json(wargen, name, json_flag):
    roster = name if name.endswith(".rosz") else f"{name}.ros"
    stem = name.split(".")[0]
    bs = wargen("validate", "--catalog", "book.cat", roster, *json_flag, cwd=BSDATA)
    plain = wargen("validate", "--catalog", "book.json", f"{stem}.json", *json_flag, cwd=BSDATA)
    assert bs.code == plain.code == (0 if stem.startswith("valid") else 1)
    assert bs.err == BOOK_WARNINGS.format(cat="book.cat") and plain.err == ""
    # the same report; the header names the file given
    assert bs.out == plain.out.replace(f"roster:    {stem}.json", f"roster:    {roster}")
    with_gst = wargen("validate", "--catalog", "book.cat", "--gst", "system.gst", roster,
                      *json_flag, cwd=BSDATA)
    assert (with_gst.code, with_gst.out, with_gst.err) == (bs.code, bs.out, bs.err)


@needs_importer
def test_validate_of_the_battlescribe_standard_roster(wargen, golden):
    r = wargen("validate", "--catalog", "book.cat", "valid-standard.rosz", cwd=BSDATA)
    assert r.code == 0
    assert r.out == golden("validate-bsdata-standard.txt")


@needs_importer
def test_bad_battlescribe_input_exits_2_with_its_location(wargen, tmp_path):
    lords = (BSDATA / "system.gst").read_text().replace('name="Lords"', 'name="Characters"')
    (tmp_path / "second.gst").write_text(lords)
    for args in (["import", "catalog", "--gst", "second.gst", "--cat", BSDATA / "book.cat"],
                 ["validate", "--catalog", BSDATA / "book.cat", "--gst", "second.gst",
                  BSDATA / "valid-standard.ros"]):
        r = wargen(*args, cwd=tmp_path)
        assert (r.code, r.out) == (2, "")
        assert r.err.startswith("wargen: second.gst:28:")
        assert "this looks like The 9th Age 2nd edition or later" in r.err
    (tmp_path / "broken.ros").write_text("<roster>\n  <oops\n")
    r = wargen("import", "roster", "--cat", BSDATA / "book.cat", "broken.ros", cwd=tmp_path)
    assert (r.code, r.out) == (2, "")
    assert r.err.splitlines()[-1].startswith("wargen: broken.ros:")
    r = wargen("import", "roster", "--cat", BSDATA / "book.cat", "nothing.rosz", cwd=tmp_path)
    assert (r.code, r.out) == (2, "")
    assert r.err.splitlines()[-1].startswith("wargen: nothing.rosz")
