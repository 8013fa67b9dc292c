"""Generator tables (G2, G4, G12): loading from a path, a str, bytes or a
dict, errors with file, line, column and JSON path, and check()."""
import copy
import json
import pathlib

import pytest

import wargen
from conftest import D66, DEFAULT_TABLE_PATH

DEFAULT_DIGEST = "0b9b25e30d3e2c51"  # wg_table_digest() of the default table (C library)


def test_default_table(default_table):
    t = default_table
    assert t.name == "Default table"
    assert t.digest == DEFAULT_DIGEST
    assert len(t) == t.entry_count() == 36
    # G2: 36 entries keyed by D66 value, iterated in D66 order
    assert [e["roll"] for e in t] == D66 == t.rolls()
    assert t[11] == {"roll": 11, "cost": 2,
                     "slots": [{"count": 1, "type": "regular", "reinforceable": True}]}
    assert t.entry(36) == {"roll": 36, "cost": 4,
                           "slots": [{"count": 1, "type": "gigantic", "reinforceable": False},
                                     {"endless_spell": True}]}
    assert t[51] == {"roll": 51, "cost": 1, "slots": [{"endless_spell": True}]}


def test_entries_match_the_document(default_table):
    doc = default_table.to_dict()
    assert doc["format"] == "wargen-table/1"
    assert doc["name"] == "Default table"
    assert list(default_table) == doc["entries"]


def test_default_table_equals_the_shipped_file(default_table):
    # G12: the built-in table is data/tables/default.json
    from_file = wargen.Table(str(DEFAULT_TABLE_PATH))
    assert from_file == default_table
    assert from_file.digest == DEFAULT_DIGEST
    assert list(from_file) == list(default_table)


@pytest.mark.parametrize("roll", [10, 17, 20, 67, 70, 0, -11, 99, 2**31, -2**70])
def test_rolls_that_are_not_d66_values(default_table, roll):
    with pytest.raises(KeyError):
        default_table[roll]
    with pytest.raises((wargen.InvalidArgumentError, wargen.RangeError), match="D66|out of range"):
        default_table.entry(roll)
    assert roll not in default_table


def test_contains(default_table):
    assert all(r in default_table for r in D66)
    assert "11" not in default_table


def test_load_from_path_pathlike_str_bytes_and_dict(uniform_doc, tmp_path):
    text = json.dumps(uniform_doc, indent=2)
    path = tmp_path / "uniform.json"
    path.write_text(text)
    tables = [
        wargen.Table(path),                    # os.PathLike
        wargen.Table(str(path)),               # a path as str
        wargen.Table(text),                    # a JSON str
        wargen.Table("\n\t  " + text),         # JSON after whitespace
        wargen.Table(text.encode()),           # bytes
        wargen.Table(uniform_doc),             # a dict
        wargen.Table.load(uniform_doc),
    ]
    for t in tables:
        assert t.name == "Uniform test table"
        assert t == tables[0]
        assert t[45]["slots"] == uniform_doc["entries"][0]["slots"]
        assert t[45]["cost"] == 2


def test_to_json_round_trips(default_table):
    again = wargen.Table(default_table.to_json())
    assert again == default_table
    assert again.to_json() == default_table.to_json()
    assert wargen.Table(default_table.to_dict()) == default_table


def test_digest_ignores_the_name(uniform_doc):
    renamed = dict(uniform_doc, name="Another name")
    a, b = wargen.Table(uniform_doc), wargen.Table(renamed)
    assert a.digest == b.digest and a.name != b.name
    assert a != b
    uniform_doc["entries"][5]["cost"] = 3
    assert wargen.Table(uniform_doc).digest != a.digest


def test_a_table_is_a_table(default_table):
    assert wargen.Table(default_table) == default_table
    assert copy.copy(default_table) == default_table    # immutable: the C table is shared
    assert "Default table" in repr(default_table)
    with pytest.raises(AttributeError):
        default_table._private                          # not forwarded to the C table


def test_missing_file_is_a_file_error(tmp_path):
    path = tmp_path / "nope.json"
    with pytest.raises(wargen.FileError) as info:
        wargen.Table(path)
    assert isinstance(info.value, OSError)
    assert info.value.file == str(path)
    assert info.value.code == -3


def test_broken_json_is_a_parse_error_with_line_and_column():
    text = '{\n  "format": "wargen-table/1",\n  "name": "x",,\n  "entries": []\n}\n'
    with pytest.raises(wargen.ParseError) as info:
        wargen.Table(text)
    e = info.value
    assert (e.file, e.line, e.column) == ("<string>", 3, 15)  # the second comma
    assert isinstance(e, ValueError)
    assert str(e).startswith("<string>:3:15: ")


def test_bad_cost_in_a_dict_names_the_path(uniform_doc):
    uniform_doc["entries"][3]["cost"] = -1
    with pytest.raises(wargen.FormatError) as info:
        wargen.Table(uniform_doc)
    e = info.value
    assert e.file == "<dict>"
    assert e.path == "entries[3].cost"
    assert e.line == 1 and e.column > 1
    assert "at least 0" in e.message


def test_error_in_a_file_names_file_line_column_and_path(uniform_doc, tmp_path):
    uniform_doc["entries"][2]["slots"] = [{"count": 1, "type": "dragon"}]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(uniform_doc, indent=1))
    lines = path.read_text().splitlines()
    want_line = next(i for i, line in enumerate(lines, 1) if '"dragon"' in line)
    with pytest.raises(wargen.FormatError) as info:
        wargen.Table(path)
    e = info.value
    assert e.file == str(path)
    assert e.path == "entries[2].slots[0].type"
    assert e.line == want_line
    assert e.column == lines[want_line - 1].index('"dragon"') + 1
    assert "dragon" in e.message


def test_wrong_number_of_entries(uniform_doc):
    del uniform_doc["entries"][-1]
    with pytest.raises(wargen.FormatError, match="exactly 36 entries") as info:
        wargen.Table(uniform_doc)
    assert info.value.path == "entries"


def test_wrong_format(uniform_doc):
    uniform_doc["format"] = "wargen-table/2"
    with pytest.raises(wargen.FormatError) as info:
        wargen.Table(uniform_doc)
    assert info.value.path == "format"


@pytest.mark.parametrize("source", [42, None, 3.5, ["entries"]])
def test_wrong_source_types(source):
    with pytest.raises(TypeError):
        wargen.Table(source)
    with pytest.raises(TypeError):
        wargen.Table.check(source)


def test_check_of_a_valid_table_is_empty(default_table, uniform_doc):
    assert wargen.Table.check(DEFAULT_TABLE_PATH) == []
    assert wargen.Table.check(uniform_doc) == []
    assert wargen.Table.check(default_table.to_json()) == []


def test_check_lists_every_problem(uniform_doc):
    uniform_doc["entries"][0]["cost"] = -2                          # cost >= 0 (G4)
    uniform_doc["entries"][4]["roll"] = 17                          # not a D66 value (G2)
    uniform_doc["entries"][9]["slots"][0]["count"] = 0              # count >= 1 (G4)
    uniform_doc["entries"][20]["slots"][2]["type"] = "dragon"       # unknown type (G5)
    uniform_doc["entries"][30]["roll"] = 11                         # 11 twice, 61 missing
    uniform_doc["entries"][33]["extra"] = True                      # unknown key
    problems = wargen.Table.check(uniform_doc)
    assert all(isinstance(p, wargen.WargenError) for p in problems)
    assert all(isinstance(p, wargen.FormatError) for p in problems)
    paths = [p.path for p in problems]
    for want in ["entries[0].cost", "entries[4].roll", "entries[9].slots[0].count",
                 "entries[20].slots[2].type", "entries[30].roll", "entries[33].extra"]:
        assert want in paths, (want, paths)
    messages = " | ".join(p.message for p in problems)
    assert "roll 11 repeats entries[0]" in messages
    assert "no entry for roll 15" in messages     # entries[4] was 15
    assert "no entry for roll 61" in messages     # entries[30] was 61
    for p in problems:
        assert p.file == "<dict>" and p.line >= 1 and p.column >= 1
    # the first problem is the one loading reports
    with pytest.raises(wargen.FormatError) as info:
        wargen.Table(uniform_doc)
    assert info.value.path == problems[0].path


def test_check_a_file(uniform_doc, tmp_path):
    uniform_doc["entries"][7]["cost"] = "two"
    uniform_doc["entries"][8]["slots"] = []
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(uniform_doc, indent=2))
    problems = wargen.Table.check(path)
    assert [p.path for p in problems] == ["entries[7].cost", "entries[8].slots"]
    assert all(p.file == str(path) and p.line > 1 for p in problems)
    assert problems[0].line < problems[1].line


def test_check_broken_json_is_one_problem():
    problems = wargen.Table.check('{"format": "wargen-table/1", "name": ')
    assert len(problems) == 1
    assert isinstance(problems[0], wargen.ParseError)
    assert problems[0].line == 1


def test_check_a_missing_file_raises(tmp_path):
    with pytest.raises(wargen.FileError):
        wargen.Table.check(tmp_path / "nope.json")


def test_path_like_objects(tmp_path, default_table):
    path = tmp_path / "t.json"
    path.write_text(default_table.to_json())
    assert wargen.Table(pathlib.PurePath(path)) == default_table


def test_a_table_pickles_and_deep_copies():
    import pickle
    table = wargen.Table.default()
    for twin in (pickle.loads(pickle.dumps(table)), copy.deepcopy(table)):
        assert twin == table and twin.digest == table.digest and twin.name == table.name
        assert list(twin) == list(table)
    result = wargen.generate(seed=7, table=pickle.loads(pickle.dumps(table)))
    assert result.to_json() == wargen.generate(seed=7).to_json()
