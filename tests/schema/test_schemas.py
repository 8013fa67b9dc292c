"""The JSON Schemas in data/schema/ accept what the library writes and
reject what it refuses (FORMATS.md; rules G2, G11)."""

import copy
import json
import os
import pathlib
import subprocess

import jsonschema
import pytest

ROOT = pathlib.Path(os.environ["WARGEN_SOURCE_ROOT"])
SCHEMAS = ROOT / "data" / "schema"


def validator(name):
    schema = json.loads((SCHEMAS / name).read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


TABLE = validator("wargen-table-1.schema.json")
LOG = validator("wargen-log-1.schema.json")
DEFAULT = json.loads((ROOT / "data" / "tables" / "default.json").read_text())


def test_default_table_is_valid():
    assert list(TABLE.iter_errors(DEFAULT)) == []


def edited(path, value):
    doc = copy.deepcopy(DEFAULT)
    target = doc
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return doc


@pytest.mark.parametrize("path, value", [
    (["format"], "wargen-table/2"),
    (["entries", 0, "roll"], 17),            # a units digit outside 1-6 (G2)
    (["entries", 0, "roll"], 70),
    (["entries", 0, "cost"], -1),
    (["entries", 0, "slots", 0, "count"], 0),
    (["entries", 0, "slots", 0, "type"], "dragon"),
    (["entries", 0, "slots", 0, "extra"], 1),
    (["entries", 0, "slots"], []),
    (["entries", 0, "slots", 0], {"endless_spell": False}),
    (["entries", 0, "slots", 0], {"endless_spell": True, "count": 1}),
    (["name"], KeyError),
    (["entries", 35], KeyError),             # 35 entries
])
def test_bad_tables_are_rejected(path, value):
    assert list(TABLE.iter_errors(edited(path, value))), (path, value)


def generate_log(tmp_path, *args):
    log = tmp_path / "session.log.json"
    subprocess.run([os.environ["WARGEN"], "generate", "--log", str(log), *args],
                   check=True, capture_output=True)
    return json.loads(log.read_text())


@pytest.mark.parametrize("args", [
    ["--seed", "1"],
    ["--seed", "2", "--players", "2", "--size", "large"],
    ["--seed", "3", "--players", "2", "--cards", "--limit", "120"],
    ["--seed", "4", "--players", "2", "--cards", "--per-player-decks", "--limit", "80"],
    ["--seed", "18446744073709551615", "--players", "2"],
])
def test_logs_the_command_writes_are_valid(tmp_path, args):
    log = generate_log(tmp_path, *args)
    assert list(LOG.iter_errors(log)) == []
    assert log["steps"], "a log of a finished session has steps"


def test_bad_logs_are_rejected(tmp_path):
    log = generate_log(tmp_path, "--seed", "1")
    for bad in ({**log, "format": "wargen-log/2"},
                {**log, "players": 3},
                {**log, "steps": [{"player": 1}]},
                {**log, "steps": [{"player": 1, "draw": {"roll": 11}, "commit": {"cost": 1}}]},
                {**log, "steps": [{"player": 1, "draw": {"roll": 67}}]},
                {**log, "table": {"digest": "xyz"}}):
        assert list(LOG.iter_errors(bad)), bad


# ---- wargen-catalog/1, wargen-roster/1 and the validate output (R1-R14) ----

CATALOG = validator("wargen-catalog-1.schema.json")
ROSTER = validator("wargen-roster-1.schema.json")
VALIDATE = validator("wargen-validate-1.schema.json")
BOOK = ROOT / "data" / "catalogs" / "example-kingdom.json"
ROSTERS = sorted((ROOT / "data" / "rosters").glob("*.json"))


def test_example_catalogue_is_valid():
    assert list(CATALOG.iter_errors(json.loads(BOOK.read_text()))) == []


@pytest.mark.parametrize("path", ROSTERS, ids=lambda p: p.name)
def test_shipped_rosters_are_valid_documents(path):
    assert list(ROSTER.iter_errors(json.loads(path.read_text()))) == []


def test_rosters_are_shipped():
    names = {p.name for p in ROSTERS}
    assert {"valid-warband.json", "valid-standard.json", "valid-grand.json"} <= names
    assert len([n for n in names if n.startswith("invalid-")]) == 17


@pytest.mark.parametrize("edit", [
    lambda d: d["units"][0].update(cost=5.25),          # not a multiple of 0.5 (R3)
    lambda d: d["units"][0].update(category="heroics"),
    lambda d: d["units"][0]["models"].update(min=0),
    lambda d: d.update(extra=1),
])
def test_bad_catalogues_are_rejected(edit):
    doc = json.loads(BOOK.read_text())
    edit(doc)
    assert list(CATALOG.iter_errors(doc))


def validate_json(roster):
    proc = subprocess.run([os.environ["WARGEN"], "validate", "--catalog", str(BOOK), str(roster),
                           "--json"], capture_output=True, text=True)
    assert proc.returncode in (0, 1), proc.stderr
    return json.loads(proc.stdout)


@pytest.mark.parametrize("path", ROSTERS, ids=lambda p: p.name)
def test_validate_output_matches_its_schema(path):
    report = validate_json(path)
    assert list(VALIDATE.iter_errors(report)) == []
    assert report["valid"] == path.name.startswith("valid-")
