"""Every input document may name its JSON Schema in a top-level "$schema"
string (what editors read to offer completion, docs/FORMATS.md): the command reads
it as it reads the document without it, refuses any other type of "$schema"
as bad input located at the key (exit status 2, file:line:column: path), and
still refuses every other unknown key."""

import json

import pytest

from conftest import SOURCE_ROOT

DATA = SOURCE_ROOT / "data"
BOOK = DATA / "catalogs" / "example-kingdom.json"
ROSTER = DATA / "rosters" / "valid-standard.json"
HIDDEN = DATA / "rosters" / "hidden" / "twins-labelled.json"


def command(kind, path):
    """The command that reads a document of KIND (the schema's name) at PATH."""
    return {"table": ["table", "check", path],
            "catalog": ["validate", "--catalog", path, ROSTER],
            "roster": ["validate", "--catalog", BOOK, path],
            "models": ["modify", path, "--explain"],
            "log": ["replay", path],
            "reveal": ["roster", "reveal", "--catalog", BOOK, HIDDEN, path],
            "game": ["game", "play", path]}[kind]


SHIPPED = {"table": DATA / "tables" / "default.json",
           "catalog": BOOK,
           "roster": ROSTER,
           "models": DATA / "models" / "example.json",
           "reveal": DATA / "rosters" / "hidden" / "twins-labelled-reveal.json",
           "game": DATA / "games" / "example.json"}


@pytest.fixture
def document(wargen, tmp_path):
    """The shipped document of a kind (a log: one the command writes)."""
    def read(kind):
        if kind != "log":
            return json.loads(SHIPPED[kind].read_text())
        log = tmp_path / "made.log.json"
        made = wargen("generate", "--seed", "7", "--players", "2", "--log", log)
        assert made.code == 0, made.err
        return json.loads(log.read_text())
    return read


def write(tmp_path, doc, name):
    path = tmp_path / name
    path.write_text(json.dumps(doc, indent=2))
    return path


KINDS = ["table", "catalog", "roster", "models", "log", "reveal", "game"]


@pytest.mark.parametrize("kind", KINDS)
def test_a_named_schema_reads_as_without(wargen, tmp_path, document, kind):
    doc = document(kind)
    plain = wargen(*command(kind, write(tmp_path, doc, "doc.json")))
    assert plain.code == 0, plain.err
    named = {"$schema": f"https://example.org/wargen-{kind}-1.schema.json", **doc}
    got = wargen(*command(kind, write(tmp_path, named, "doc.json")))   # the same name
    assert (got.code, got.out, got.err) == (0, plain.out, plain.err)


@pytest.mark.parametrize("value, told", [(1, "an integer"), (None, "null"), (True, "a boolean"),
                                         (["x"], "an array"), ({"x": 1}, "an object")])
@pytest.mark.parametrize("kind", KINDS)
def test_a_schema_that_is_no_string_is_bad_input(wargen, tmp_path, document, kind, value, told):
    doc = {**document(kind), "$schema": value}
    path = write(tmp_path, doc, "bad.json")
    got = wargen(*command(kind, path))
    assert got.code == 2, got.err
    lines = path.read_text().splitlines()
    line = next(n for n, text in enumerate(lines, 1) if text.startswith('  "$schema"'))
    assert f'wargen: {path}:{line}:14: ["$schema"]: must be a string, not {told}' in got.err


@pytest.mark.parametrize("kind", KINDS)
def test_other_unknown_keys_are_still_refused(wargen, tmp_path, document, kind):
    doc = {"$schema": "x", **document(kind), "$id": "x"}
    path = write(tmp_path, doc, "bad.json")
    got = wargen(*command(kind, path))
    assert got.code == 2, got.err
    assert f'{path}:' in got.err and '["$id"]: unknown key "$id"' in got.err
