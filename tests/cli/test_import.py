"""wargen import catalog|roster, and wargen validate of BattleScribe data
(docs/FORMATS.md, "Command line"). The importer is optional: a build without
it (Meson feature bsdata) must refuse with the library's message, exit 2;
the tests that need it are skipped there."""
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


def test_a_build_without_libxml2_has_no_importer():
    # WARGEN_BSDATA: whether Meson found the importer's dependencies (tests/meson.build)
    if os.environ.get("WARGEN_BSDATA") == "0":
        assert not SUPPORTED


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
