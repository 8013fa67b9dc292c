"""wargen.validate_many (issue 30): each roster of an event checked against one
book, read once; (roster, Report or WargenError) in input order, a roster
that cannot be read yielded with its error in its place and the others still
validated, as `wargen validate --catalog BOOK ROSTER...` reports them; with
jobs=N in threads (the C library reads and validates without the GIL) and
the same results. The rules themselves are tested in C and in
test_roster_validate.py."""
import json
import subprocess

import pytest

import wargen
from conftest import SOURCE_ROOT
from test_roster_fixtures import CATALOG_PATH
from test_roster_validate import _CLI

ROSTERS = SOURCE_ROOT / "data" / "rosters"
SHIPPED = sorted(ROSTERS.glob("*.json"))
BROKEN = SOURCE_ROOT / "tests" / "cli" / "data" / "validate-broken-roster.json"


@pytest.fixture(scope="module")
def book():
    return wargen.Catalog(CATALOG_PATH)


def outcome(result):
    """What a result says, comparable across runs: the report's document, or
    the error's type and text."""
    if isinstance(result, wargen.Report):
        return result.to_dict()
    return type(result).__name__, str(result)


def test_each_roster_in_order_with_its_report(book):
    results = list(wargen.validate_many(book, SHIPPED))
    assert [r for r, _ in results] == SHIPPED
    for roster, report in results:
        assert isinstance(report, wargen.Report)
        assert report.to_dict() == wargen.validate(book, roster).to_dict()
        assert report.valid == roster.name.startswith("valid-")


def test_errors_in_their_place_and_the_others_validated(book, tmp_path):
    absent = tmp_path / "absent.json"
    doc = json.loads((ROSTERS / "valid-warband.json").read_text())
    rosters = [ROSTERS / "valid-standard.json", absent, BROKEN, doc, "{", 5,
               ROSTERS / "invalid-duplicates.json"]
    results = list(wargen.validate_many(book, rosters))
    assert [r for r, _ in results] == rosters
    kinds = [type(result) for _, result in results]
    assert kinds == [wargen.Report, wargen.FileError, wargen.ParseError, wargen.Report,
                     wargen.ParseError, wargen.ArgumentTypeError, wargen.Report]
    # the located error, as the command prints it on stderr
    assert str(results[2][1]).startswith(f"{BROKEN}:8:1: ")
    assert results[3][1].valid and results[6][1].codes == ["duplicates"]


@pytest.mark.skipif(not _CLI.exists(), reason="no wargen command built next to the package")
def test_agrees_with_the_command(book, tmp_path):
    absent = tmp_path / "absent.json"
    rosters = [*SHIPPED, absent, BROKEN]
    proc = subprocess.run([str(_CLI), "validate", "--catalog", str(CATALOG_PATH),
                           *map(str, rosters), "--json"], capture_output=True, text=True)
    assert proc.returncode == 2
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    for (roster, result), line in zip(wargen.validate_many(book, rosters), lines):
        assert line["file"] == str(roster)
        if isinstance(result, wargen.Report):
            assert {"file": str(roster), **result.to_dict()} == line
        else:
            assert line["error"] == str(result)


@pytest.mark.parametrize("jobs", [2, 3, 8, 64])
def test_jobs_give_the_results_of_one(book, jobs):
    rosters = [*SHIPPED, BROKEN, "not json", ROSTERS / "absent.json"] * 4
    one = [(r, outcome(x)) for r, x in wargen.validate_many(book, rosters)]
    many = [(r, outcome(x)) for r, x in wargen.validate_many(book, rosters, jobs=jobs)]
    assert many == one


def test_rosters_are_read_as_the_iterator_is(book):
    """A generator of rosters, read a few ahead with jobs (never all at
    once); the catalogue may be a path, read once."""
    taken = []

    def rosters():
        for i in range(100):
            taken.append(i)
            yield SHIPPED[i % len(SHIPPED)]

    it = wargen.validate_many(str(CATALOG_PATH), rosters(), jobs=2)
    assert taken == []          # nothing read before the first result is asked for
    first = next(it)
    assert first[0] == SHIPPED[0] and isinstance(first[1], wargen.Report)
    assert len(taken) <= 5      # 2 * jobs submitted, then one more
    assert len(list(it)) == 99


@pytest.mark.parametrize("rosters", ["a.json", b"{}", {"units": []}, SHIPPED[0], 5, None])
def test_rosters_must_be_an_iterable_of_rosters(book, rosters):
    with pytest.raises(wargen.ArgumentTypeError, match="rosters"):
        wargen.validate_many(book, rosters)


@pytest.mark.parametrize("jobs, error", [(0, wargen.RangeError), (65, wargen.RangeError),
                                         (-1, wargen.RangeError), (True, wargen.ArgumentTypeError),
                                         (1.0, wargen.ArgumentTypeError)])
def test_jobs_from_1_to_64(book, jobs, error):
    with pytest.raises(error, match="jobs"):
        wargen.validate_many(book, SHIPPED, jobs=jobs)


def test_a_bad_catalogue_raises_at_once():
    with pytest.raises(wargen.FileError):
        wargen.validate_many(SOURCE_ROOT / "absent-book.json", SHIPPED)


def test_dask_validate_many_is_the_same_work(dask):
    """wargen.dask's validate_many (Dask tasks) gives the same documents."""
    import wargen.dask
    docs = wargen.dask.validate_many(CATALOG_PATH, SHIPPED, partitions=3)
    assert docs == [r.to_dict() for _, r in wargen.validate_many(CATALOG_PATH, SHIPPED)]
    with pytest.raises(wargen.ParseError):
        wargen.dask.validate_many(CATALOG_PATH, [SHIPPED[0], BROKEN], partitions=1)
