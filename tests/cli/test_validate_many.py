"""`wargen validate --catalog BOOK ROSTER... [--json] [--jobs N] [--list FILE]`:
several rosters in one run (docs/FORMATS.md, "Command line"). One line per
roster (its file, then `valid` or `invalid:` and its violation codes, or
`error`) and a total; with --json one report per line with "file" first
(JSON Lines), in input order. A roster that cannot be read is reported on its
line and on stderr, and the others are still validated. Exit 2 if any file
could not be read, else 1 if any roster is invalid, else 0. One roster file
alone prints what it always did (test_validate.py's goldens)."""

import json
import os
import re
import shutil

import pytest

from conftest import DATA, SOURCE_ROOT
from test_import import BSDATA, needs_importer

CATALOG = SOURCE_ROOT / "data" / "catalogs" / "example-kingdom.json"
ROSTERS = SOURCE_ROOT / "data" / "rosters"
SHIPPED = sorted(ROSTERS.glob("*.json"))
BROKEN = DATA / "validate-broken-roster.json"      # not JSON: '}' expected at 8:1
OTHER = DATA / "validate-small.json"               # a roster of another book


def single(wargen, roster, *extra):
    """The one-roster run of roster (the reference every line agrees with)."""
    return wargen("validate", "--catalog", CATALOG, roster, *extra)


@pytest.fixture
def expected_line(wargen):
    """The line of roster in a run of several: its file, then what its own
    --json run says."""
    def line(roster):
        c = [v["code"] for v in json.loads(single(wargen, roster, "--json").out)["violations"]]
        return f"{roster}: " + ("invalid: " + ", ".join(c) if c else "valid")
    return line


def total(n, valid, invalid, not_read):
    return f"{n} roster{'s' if n != 1 else ''}: {valid} valid, {invalid} invalid, {not_read} not read"


# ---- text ------------------------------------------------------------------------


def test_several_rosters_one_line_each_and_a_total(wargen, expected_line):
    rosters = [ROSTERS / "valid-standard.json", ROSTERS / "invalid-duplicates.json",
               ROSTERS / "valid-warband.json", ROSTERS / "invalid-core-minimum.json"]
    r = wargen("validate", "--catalog", CATALOG, *rosters)
    assert (r.code, r.err) == (1, "")
    assert r.out.splitlines() == [expected_line(p) for p in rosters] + [total(4, 2, 2, 0)]
    assert r.out.splitlines()[1] == f"{rosters[1]}: invalid: duplicates"


def test_golden(wargen, golden):
    """README's example."""
    r = wargen("validate", "--catalog", "data/catalogs/example-kingdom.json",
               *(f"data/rosters/{n}.json" for n in ("valid-standard", "invalid-duplicates",
                                                     "invalid-heroes-maximum")),
               cwd=SOURCE_ROOT)
    assert (r.code, r.err) == (1, "")
    assert r.out == golden("validate-many.txt")


def test_every_shipped_roster_agrees_with_its_own_run(wargen, expected_line):
    r = wargen("validate", "--catalog", CATALOG, *SHIPPED)
    valid = sum(p.name.startswith("valid-") for p in SHIPPED)
    assert r.code == 1
    assert r.out.splitlines() == ([expected_line(p) for p in SHIPPED]
                                  + [total(len(SHIPPED), valid, len(SHIPPED) - valid, 0)])


def test_all_valid_exits_0(wargen):
    valid = [p for p in SHIPPED if p.name.startswith("valid-")]
    r = wargen("validate", "--catalog", CATALOG, *valid, valid[0])
    assert (r.code, r.err) == (0, "")
    assert r.out.splitlines()[-1] == total(len(valid) + 1, len(valid) + 1, 0, 0)


def test_unreadable_and_malformed_among_good_ones(wargen, tmp_path, expected_line):
    """The others are still validated, in order; each error on stderr with its
    file:line:column; exit 2 even though a roster is merely invalid."""
    absent = tmp_path / "absent.json"
    rosters = [ROSTERS / "valid-standard.json", absent, ROSTERS / "invalid-duplicates.json",
               BROKEN, OTHER, ROSTERS / "valid-warband.json"]
    r = wargen("validate", "--catalog", CATALOG, *rosters)
    assert r.code == 2
    assert r.out.splitlines() == [
        expected_line(rosters[0]), f"{absent}: error", expected_line(rosters[2]),
        f"{BROKEN}: error", f"{OTHER}: error", expected_line(rosters[5]), total(6, 2, 1, 3)]
    errors = r.err.splitlines()
    assert len(errors) == 3
    assert re.fullmatch(rf"wargen: {re.escape(str(absent))}: cannot open: .+", errors[0])
    assert errors[1] == f"wargen: {BROKEN}:8:1: '}}' expected near end of file"
    assert errors[2] == (f"wargen: {OTHER}:3:14: catalog: the roster is for catalogue "
                         "\"test-book\", not \"example-kingdom\"")


def test_a_bad_catalogue_stops_the_run(wargen):
    r = wargen("validate", "--catalog", "validate-broken-catalog.json", "validate-small.json",
               "validate-small.json", cwd=DATA)
    assert (r.code, r.out) == (2, "")
    assert r.err == ("wargen: validate-broken-catalog.json:6:63: string or '}' expected "
                     "near ','\n")


def test_file_names_with_control_characters_are_shown_safely(wargen, tmp_path):
    odd = tmp_path / "a\tb\"c.json"
    shutil.copy(ROSTERS / "valid-standard.json", odd)
    r = wargen("validate", "--catalog", CATALOG, odd, odd)
    assert r.code == 0
    assert r.out.splitlines()[0] == f"{tmp_path}/a?b\"c.json: valid"
    j = wargen("validate", "--catalog", CATALOG, odd, odd, "--json")
    assert '"file": "' + f"{tmp_path}/a\\u0009b\\\"c.json" + '"' in j.out
    assert json.loads(j.out.splitlines()[0])["file"] == str(odd)


def test_a_file_name_that_is_not_utf8_is_still_json(wargen, tmp_path):
    """A file name may hold any byte: what is not UTF-8 is U+FFFD in "file"."""
    odd = tmp_path / os.fsdecode(b"caf\xc3\xa9-\xff\xfe.json")
    shutil.copy(ROSTERS / "valid-standard.json", odd)
    r = wargen("validate", "--catalog", CATALOG, odd, odd, "--json")
    assert r.code == 0
    assert [json.loads(line)["file"] for line in r.out.splitlines()] == [
        f"{tmp_path}/caf\u00e9-\ufffd\ufffd.json"] * 2


# ---- JSON Lines ------------------------------------------------------------------


def test_json_lines_carry_file_in_input_order(wargen, tmp_path):
    absent = tmp_path / "absent.json"
    rosters = [ROSTERS / "invalid-unique.json", ROSTERS / "valid-grand.json", absent, BROKEN,
               ROSTERS / "valid-standard.json"]
    r = wargen("validate", "--catalog", CATALOG, "--json", *rosters)
    assert r.code == 2
    lines = r.out.splitlines()
    assert len(lines) == len(rosters)  # no total: every line is one roster's
    docs = [json.loads(line) for line in lines]
    assert [d["file"] for d in docs] == [str(p) for p in rosters]
    for roster, line, doc in zip(rosters, lines, docs):
        if roster in (absent, BROKEN):
            assert list(doc) == ["file", "error"]
            continue
        assert list(doc)[0] == "file"
        # the one-roster document, byte for byte, with "file" first
        one = single(wargen, roster, "--json").out.rstrip("\n")
        assert line == '{"file": ' + json.dumps(str(roster)) + ", " + one[1:]
    assert docs[2]["error"].startswith(f"{absent}: cannot open: ")
    assert docs[3]["error"] == f"{BROKEN}:8:1: '}}' expected near end of file"
    assert r.err.splitlines() == ["wargen: " + docs[2]["error"], "wargen: " + docs[3]["error"]]


def test_json_exit_statuses(wargen):
    valid = ROSTERS / "valid-standard.json"
    assert wargen("validate", "--catalog", CATALOG, valid, valid, "--json").code == 0
    assert wargen("validate", "--catalog", CATALOG, valid, ROSTERS / "invalid-unique.json",
                  "--json").code == 1
    assert wargen("validate", "--catalog", CATALOG, valid, BROKEN, "--json").code == 2


# ---- --jobs ----------------------------------------------------------------------


@pytest.mark.parametrize("json_flag", [[], ["--json"]])
def test_jobs_give_the_output_of_one_job(wargen, tmp_path, json_flag):
    rosters = [*SHIPPED, tmp_path / "absent.json", BROKEN, OTHER] * 3
    one = wargen("validate", "--catalog", CATALOG, *rosters, *json_flag, "--jobs", "1")
    default = wargen("validate", "--catalog", CATALOG, *rosters, *json_flag)
    assert one.code == 2 and one.out.count("\n") == len(rosters) + (not json_flag)
    assert (default.code, default.out, default.err) == (one.code, one.out, one.err)
    for jobs in ("2", "3", "8", "64"):
        many = wargen("validate", "--catalog", CATALOG, *rosters, *json_flag, f"--jobs={jobs}")
        assert (many.code, many.out, many.err) == (one.code, one.out, one.err), jobs


# ---- directories and lists -----------------------------------------------------------


def test_a_directory_is_its_json_rosters_in_name_order(wargen, tmp_path):
    for name in ("b.json", "a.json", "C.json"):
        shutil.copy(ROSTERS / "valid-standard.json", tmp_path / name)
    shutil.copy(ROSTERS / "invalid-unique.json", tmp_path / "d.json")
    (tmp_path / "notes.txt").write_text("not a roster")
    (tmp_path / "sub").mkdir()  # not searched
    shutil.copy(ROSTERS / "valid-standard.json", tmp_path / "sub" / "e.json")
    r = wargen("validate", "--catalog", CATALOG, tmp_path)
    assert (r.code, r.err) == (1, "")
    assert r.out.splitlines() == [f"{tmp_path}/C.json: valid", f"{tmp_path}/a.json: valid",
                                  f"{tmp_path}/b.json: valid",
                                  f"{tmp_path}/d.json: invalid: unique", total(4, 3, 1, 0)]
    # a directory among files, in its place; a trailing slash is not doubled
    both = wargen("validate", "--catalog", CATALOG, ROSTERS / "valid-grand.json",
                  f"{tmp_path}/sub/", "--json")
    assert [json.loads(line)["file"] for line in both.out.splitlines()] == [
        str(ROSTERS / "valid-grand.json"), f"{tmp_path}/sub/e.json"]


def test_the_shipped_directory(wargen, expected_line):
    r = wargen("validate", "--catalog", "data/catalogs/example-kingdom.json", "data/rosters",
               cwd=SOURCE_ROOT)
    assert r.out.splitlines()[:-1] == [expected_line(p).replace(f"{SOURCE_ROOT}/", "")
                                       for p in SHIPPED]


def test_a_directory_of_one_roster_is_still_several(wargen, tmp_path):
    shutil.copy(ROSTERS / "valid-standard.json", tmp_path / "only.json")
    r = wargen("validate", "--catalog", CATALOG, tmp_path)
    assert (r.code, r.out) == (0, f"{tmp_path}/only.json: valid\n{total(1, 1, 0, 0)}\n")


def test_no_roster_at_all_exits_2(wargen, tmp_path):
    r = wargen("validate", "--catalog", CATALOG, tmp_path)
    assert (r.code, r.out) == (2, "")
    assert r.err == "wargen: no roster to validate: the directories and lists given name none\n"


def test_an_unreadable_directory_is_reported_on_its_line(wargen, tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0)
    try:
        r = wargen("validate", "--catalog", CATALOG, locked, ROSTERS / "valid-standard.json")
        if r.out.startswith(f"{ROSTERS}"):
            pytest.skip("running as root: the directory can be read")
        assert r.code == 2
        assert r.out.splitlines()[0] == f"{locked}: error"
        assert r.out.splitlines()[1] == f"{ROSTERS / 'valid-standard.json'}: valid"
        assert r.err.startswith(f"wargen: {locked}: ")
    finally:
        locked.chmod(0o700)


def test_a_list_file_and_standard_input(wargen, tmp_path, expected_line):
    listed = [ROSTERS / "valid-warband.json", ROSTERS / "invalid-no-general.json"]
    (tmp_path / "list.txt").write_text("".join(f"{p}\n" for p in listed) + "\n\r\n")
    expected = [expected_line(p) for p in listed]
    r = wargen("validate", "--catalog", CATALOG, "--list", tmp_path / "list.txt")
    assert (r.code, r.err) == (1, "")
    assert r.out.splitlines() == expected + [total(2, 1, 1, 0)]
    # the words first, then the list; "-" reads the names from standard input
    first = ROSTERS / "valid-grand.json"
    s = wargen("validate", "--catalog", CATALOG, first, "--list", "-",
               stdin="\n".join(map(str, listed)))
    assert s.out.splitlines() == [expected_line(first)] + expected + [total(3, 2, 1, 0)]
    # a list of one roster is a run of several: its line and the total
    one = wargen("validate", "--catalog", CATALOG, "--list=-", stdin=f"{first}\n")
    assert one.out == f"{expected_line(first)}\n{total(1, 1, 0, 0)}\n"


def test_a_list_that_cannot_be_read_exits_2(wargen, tmp_path):
    r = wargen("validate", "--catalog", CATALOG, "--list", tmp_path / "absent.txt")
    assert (r.code, r.out) == (2, "")
    assert r.err.startswith(f"wargen: {tmp_path / 'absent.txt'}: cannot read: ")


# ---- one roster: unchanged -----------------------------------------------------------


@pytest.mark.parametrize("extra", [[], ["--json"]])
def test_one_roster_prints_what_it_always_did(wargen, golden, extra):
    """The goldens of test_validate.py, with or without --jobs."""
    for roster, name in (("valid-standard", "validate-standard.txt"),
                         ("invalid-duplicates", "validate-duplicates.txt")):
        for jobs in ([], ["--jobs", "4"]):
            r = wargen("validate", "--catalog", "data/catalogs/example-kingdom.json",
                       f"data/rosters/{roster}.json", *extra, *jobs, cwd=SOURCE_ROOT)
            assert r.code == (0 if roster.startswith("valid") else 1)
            if extra:
                assert "file" not in json.loads(r.out)
            else:
                assert r.out == golden(name)
    # and a roster that cannot be read, as before: its error alone, no line
    r = wargen("validate", "--catalog", CATALOG, BROKEN, "--jobs", "2")
    assert (r.code, r.out) == (2, "")
    assert r.err == f"wargen: {BROKEN}:8:1: '}}' expected near end of file\n"


# ---- BattleScribe books -----------------------------------------------------------------


@needs_importer
def test_battlescribe_rosters_in_one_run(wargen, tmp_path):
    """The book read once (its warnings once), each roster imported (its
    warnings before its line) and validated as the JSON ones are."""
    rosters = ["valid-standard.ros", "invalid-standard.ros", "valid-standard.rosz", "absent.ros"]
    r = wargen("validate", "--catalog", "book.cat", *rosters, cwd=BSDATA)
    assert r.code == 2
    plain = [wargen("validate", "--catalog", "book.json", name, cwd=BSDATA)
             for name in ("valid-standard.json", "invalid-standard.json")]
    assert plain[0].code == 0 and plain[1].code == 1
    codes_1 = [v["code"] for v in json.loads(wargen(
        "validate", "--catalog", "book.json", "invalid-standard.json", "--json",
        cwd=BSDATA).out)["violations"]]
    assert r.out.splitlines() == [
        "valid-standard.ros: valid", "invalid-standard.ros: invalid: " + ", ".join(codes_1),
        "valid-standard.rosz: valid", "absent.ros: error", total(4, 2, 1, 1)]
    assert r.err.splitlines()[-1].startswith("wargen: absent.ros: ")
    # a directory of a BattleScribe book is its .ros and .rosz files
    for name in ("valid-standard.ros", "valid-standard.rosz", "valid-standard.json"):
        shutil.copy(BSDATA / name, tmp_path / name)
    d = wargen("validate", "--catalog", BSDATA / "book.cat", tmp_path, "--jobs", "2", "--json")
    assert d.code == 0
    assert [json.loads(line)["file"] for line in d.out.splitlines()] == [
        f"{tmp_path}/valid-standard.ros", f"{tmp_path}/valid-standard.rosz"]
