"""The JSON Schemas in data/schema/ accept what the library writes and
reject what it refuses (docs/FORMATS.md; rules G2, G11)."""

import copy
import json
import os
import pathlib
import subprocess

import jsonschema
import pytest

ROOT = pathlib.Path(os.environ["WARGEN_SOURCE_ROOT"])
SCHEMAS = ROOT / "data" / "schema"


LOADED = set()
# Every schema by its $id, for a $ref from one file into another (the trace
# schema's steps are the modify schema's).
STORE = {s["$id"]: s for s in (json.loads(p.read_text()) for p in SCHEMAS.glob("*.json"))}


def validator(name):
    LOADED.add(name)
    schema = json.loads((SCHEMAS / name).read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(
        schema, resolver=jsonschema.RefResolver.from_schema(schema, store=STORE))


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
                {**log, "table": {"digest": "xyz"}},
                {**log, "decks": "shared"},         # a dice log has no decks (G3)
                {**log, "decks": "per-player"}):
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


# The hidden-roster examples (H1-H5): documents of the roster format that
# load and validate as armies; twins-clashing breaks H4 (label-clash), a
# finding of the views, not of the format.
HIDDEN = sorted((ROOT / "data" / "rosters" / "hidden").glob("*.json"))
HIDDEN_ROSTERS = [p for p in HIDDEN if not p.name.endswith("-reveal.json")]


def test_hidden_examples_are_shipped():
    names = {p.stem for p in HIDDEN_ROSTERS}
    assert names == {"twins-labelled", "twins-unlabelled", "twins-clashing", "secret-assassin"}
    assert [p.name for p in HIDDEN if p not in HIDDEN_ROSTERS] == ["twins-labelled-reveal.json"]


@pytest.mark.parametrize("path", HIDDEN_ROSTERS, ids=lambda p: p.name)
def test_hidden_rosters_load_and_validate(path):
    assert list(ROSTER.iter_errors(json.loads(path.read_text()))) == []
    assert validate_json(path)["valid"]


def test_secret_assassin_hides_in_an_open_unit():
    """H1: the example's secret unit hides in a later unit that is not secret."""
    book = {u["id"]: u for u in json.loads(BOOK.read_text())["units"]}
    units = json.loads((ROOT / "data" / "rosters" / "hidden" / "secret-assassin.json")
                       .read_text())["units"]
    hiding = [(i, u) for i, u in enumerate(units) if "hides_in" in u]
    assert len(hiding) == 1
    i, u = hiding[0]
    assert book[u["entry"]].get("secret") and u["hides_in"] > i
    assert not book[units[u["hides_in"]]["entry"]].get("secret")


def test_reveal_events_name_carried_items():
    """H5: every event of the example names a unit of its roster and an item
    that unit carries (docs/FORMATS.md, wargen-reveal/1)."""
    hidden = ROOT / "data" / "rosters" / "hidden"
    events = json.loads((hidden / "twins-labelled-reveal.json").read_text())
    units = json.loads((hidden / "twins-labelled.json").read_text())["units"]
    assert events["format"] == "wargen-reveal/1"
    uses = {"roll", "attack", "save", "move", "charge", "other"}
    for e in events["events"]:
        assert e["item"] in units[e["unit"]].get("items", []), e
        assert e["use"] in uses and isinstance(e.get("beyond_mundane", True), bool), e


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


VALIDATE_LINES = validator("wargen-validate-lines-1.schema.json")


def test_validate_lines_match_their_schema(tmp_path):
    """Several rosters: each JSON line is a report with "file", or a file's error."""
    broken = tmp_path / "broken.json"
    broken.write_text("{")
    paths = [*ROSTERS, tmp_path / "absent.json", broken]
    proc = subprocess.run([os.environ["WARGEN"], "validate", "--catalog", str(BOOK),
                           *map(str, paths), "--json"], capture_output=True, text=True)
    assert proc.returncode == 2
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [line["file"] for line in lines] == [str(p) for p in paths]
    for line in lines:
        assert list(VALIDATE_LINES.iter_errors(line)) == [], line
    assert ["error" in line for line in lines] == [False] * len(ROSTERS) + [True, True]
    assert list(VALIDATE_LINES.iter_errors({**lines[0], "error": "x"}))
    assert list(VALIDATE_LINES.iter_errors({"error": "x"}))


# ---- wargen-models/1 and the `wargen modify --json` output (M1-M5) ----

MODELS = validator("wargen-models-1.schema.json")
MODIFY = validator("wargen-modify-1.schema.json")
MODEL_DOCS = sorted((ROOT / "data" / "models").glob("*.json"))
BAD_MODELS = ROOT / "tests" / "cli" / "data" / "models"
EXAMPLE_MODELS = json.loads((ROOT / "data" / "models" / "example.json").read_text())


def test_model_documents_are_shipped():
    assert {"example.json", "groups.json", "chain.json", "bounds.json"} <= {
        p.name for p in MODEL_DOCS}


@pytest.mark.parametrize("path", MODEL_DOCS, ids=lambda p: p.name)
def test_shipped_model_documents_are_valid(path):
    assert list(MODELS.iter_errors(json.loads(path.read_text()))) == []


def models_edited(edit):
    doc = copy.deepcopy(EXAMPLE_MODELS)
    edit(doc)
    return doc


def spearman_modifier(doc, index):
    return doc["models"][1]["modifiers"][index]


@pytest.mark.parametrize("edit", [
    lambda d: d.update(format="wargen-models/2"),
    lambda d: d.update(extra=1),
    lambda d: d.pop("models"),
    lambda d: d["models"][0].pop("characteristics"),
    lambda d: d["models"][0].update(id=""),
    lambda d: d["models"][0].update(id="x" * 101),
    lambda d: d["models"][0].update(colour="red"),
    lambda d: d["models"][0]["characteristics"].update(Dis=7.5),
    lambda d: d["models"][0]["characteristics"].update(Dis="7"),
    lambda d: d["models"][0]["characteristics"].update(Dis=1000001),
    lambda d: d["models"][0]["characteristics"].update({"": 1}),
    lambda d: d["models"][1]["ranges"].update(Att=[0]),
    lambda d: d["models"][1]["ranges"].update(Att=[0, 20, 30]),
    lambda d: d["models"][1]["ranges"].update(Att={"min": 0, "max": 20}),
    lambda d: spearman_modifier(d, 0).update(op="divide"),
    lambda d: spearman_modifier(d, 0).update(op="base"),        # traces only
    lambda d: spearman_modifier(d, 0).pop("value"),
    lambda d: spearman_modifier(d, 0).pop("stat"),
    lambda d: spearman_modifier(d, 0).update(value=1000001),
    lambda d: spearman_modifier(d, 0).update(label="banner"),
    lambda d: spearman_modifier(d, 0).update(source=""),
    lambda d: spearman_modifier(d, 0).update(model="general"),  # a key of another op
    lambda d: spearman_modifier(d, 2).pop("model"),
    lambda d: spearman_modifier(d, 2).update(value=9),
    lambda d: spearman_modifier(d, 2).update(max=8),            # no bound on use (M3)
    lambda d: spearman_modifier(d, 3).update(max=5),            # one bound only (M3)
    lambda d: spearman_modifier(d, 4).update(den=0),
    lambda d: spearman_modifier(d, 4).update(den=1001),
    lambda d: spearman_modifier(d, 4).update(num=-1),
    lambda d: spearman_modifier(d, 4).pop("num"),
    lambda d: spearman_modifier(d, 4).update(round="nearest"),
    lambda d: spearman_modifier(d, 4).update(value=2),
    lambda d: spearman_modifier(d, 5).update(min=1),            # no bound on set (M3)
])
def test_bad_model_documents_are_rejected(edit):
    assert list(MODELS.iter_errors(models_edited(edit)))


@pytest.mark.parametrize("name", ["base-op", "bound-on-set", "bound-on-use", "value-on-use",
                                  "model-on-add", "two-bounds", "den-zero", "unknown-op", "unknown-key",
                                  "wrong-format"])
def test_bad_shapes_of_the_cli_tests_are_rejected(name):
    assert list(MODELS.iter_errors(json.loads((BAD_MODELS / f"{name}.json").read_text())))


@pytest.mark.parametrize("name", ["unknown-model", "unknown-stat", "unknown-from",
                                  "unknown-range", "duplicate-id", "base-out-of-range",
                                  "range-min-above-max", "cycle", "cycle-self", "cycle-long"])
def test_what_only_the_library_checks(name):
    """The schema checks the shape only: names that must exist, unique ids,
    ranges and cycles of `use` (M2) are refused by the library, not here."""
    assert list(MODELS.iter_errors(json.loads((BAD_MODELS / f"{name}.json").read_text()))) == []


def modify_json(path, *extra):
    proc = subprocess.run([os.environ["WARGEN"], "modify", str(path), "--json", *extra],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


@pytest.mark.parametrize("explain", [False, True], ids=["values", "explain"])
@pytest.mark.parametrize("path", MODEL_DOCS, ids=lambda p: p.name)
def test_modify_output_matches_its_schema(path, explain):
    out = modify_json(path, *(["--explain"] if explain else []))
    assert list(MODIFY.iter_errors(out)) == []
    assert all(("trace" in m) == explain for m in out["models"])


def modify_edited(edit):
    doc = modify_json(ROOT / "data" / "models" / "example.json", "--explain")
    edit(doc)
    return doc


def spearman_step(doc, stat, index):
    return doc["models"][1]["trace"][stat][index]


@pytest.mark.parametrize("edit", [
    lambda d: d.update(format="wargen-modify/1"),
    lambda d: d["models"][0].pop("characteristics"),
    lambda d: d["models"][0]["characteristics"].update(Dis="9"),
    lambda d: d["models"][0]["trace"].update(Dis=[]),
    lambda d: spearman_step(d, "Str", 0).update(before=8),       # the base has no before
    lambda d: d["models"][1]["trace"]["Str"].pop(0),              # no base first
    lambda d: d["models"][1]["trace"]["Str"].append({"op": "base", "after": 5}),
    lambda d: spearman_step(d, "Str", 1).pop("clamped"),
    lambda d: spearman_step(d, "Str", 1).pop("before"),
    lambda d: spearman_step(d, "Str", 1).update(clamped="yes"),
    lambda d: spearman_step(d, "Str", 1).update(bounded=False),   # bounded without a bound
    lambda d: spearman_step(d, "Ini", 1).pop("bounded"),          # a bound without bounded
    lambda d: spearman_step(d, "Ini", 1).update(max=5),
    lambda d: spearman_step(d, "Dis", 1).pop("value"),            # the used value (M2)
    lambda d: spearman_step(d, "Dis", 1).update(min=1),
    lambda d: spearman_step(d, "Att", 1).pop("round"),
    lambda d: spearman_step(d, "Ld", 1).update(op="reset"),
    lambda d: spearman_step(d, "Ld", 1).update(raw=3),
])
def test_bad_modify_outputs_are_rejected(edit):
    assert list(MODIFY.iter_errors(modify_edited(edit)))


# ---- wargen-trace/1, a trace's own document (M5) ----
# No command reads or writes it: the library does (wg_trace_save(),
# wg_trace_load_string()), so the documents here come from the Python binding,
# which this test is given when the build has it.

TRACE = validator("wargen-trace-1.schema.json")
try:
    import wargen
except ImportError:
    wargen = None
needs_binding = pytest.mark.skipif(wargen is None, reason="a build without the Python binding")


def saved_traces(path):
    """The document wg_trace_save() writes of every characteristic of every model at PATH."""
    models = wargen.Models(str(path))
    return [json.loads(models.explain(model, stat).document())
            for model in models for stat in models.characteristics(model)]


@needs_binding
@pytest.mark.parametrize("path", MODEL_DOCS, ids=lambda p: p.name)
def test_saved_traces_match_their_schema(path):
    traces = saved_traces(path)
    assert traces
    for doc in traces:
        assert list(TRACE.iter_errors(doc)) == [], doc


@needs_binding
def test_saved_traces_have_every_kind_of_step():
    """The shipped documents give every branch of a step: each op, each bound,
    a source, a use of another characteristic (M1-M5)."""
    docs = [doc for path in MODEL_DOCS for doc in saved_traces(path)]
    steps = [step for doc in docs for step in doc["steps"]]
    assert {s["op"] for s in steps} == {"base", "set", "use", "mul", "add"}
    assert {"min", "max", "source", "bounded"} <= {k for s in steps for k in s}
    assert any(s["op"] == "use" and s["from"] != doc["stat"] for doc in docs for s in doc["steps"])


def spearman_trace(stat):
    """What the library saves of spearman's STAT in data/models/example.json:
    Str two adds, Dis a use, Ini an add with a min, Att a mul, Ld a set."""
    return json.loads(wargen.Models(str(ROOT / "data" / "models" / "example.json"))
                      .explain("spearman", stat).document())


def library_refuses(doc):
    with pytest.raises(wargen.WargenError):
        wargen.Trace.load(json.dumps(doc))


@needs_binding
@pytest.mark.parametrize("stat", ["Str", "Dis", "Ini", "Att", "Ld"])
def test_a_saved_trace_is_read_back_and_may_name_its_schema(stat):
    doc = {"$schema": "wargen-trace-1.schema.json", **spearman_trace(stat)}
    assert list(TRACE.iter_errors(doc)) == []
    assert json.loads(wargen.Trace.load(json.dumps(doc)).document()) == spearman_trace(stat)


def step(doc, index):
    return doc["steps"][index]


@needs_binding
@pytest.mark.parametrize("stat, edit", [
    ("Str", lambda d: d.update(format="wargen-trace/2")),
    ("Str", lambda d: d.update(format="wargen-models/1")),
    ("Str", lambda d: d.pop("format")),
    ("Str", lambda d: d.pop("model")),
    ("Str", lambda d: d.pop("stat")),
    ("Str", lambda d: d.pop("value")),
    ("Str", lambda d: d.pop("steps")),
    ("Str", lambda d: d.update(extra=1)),
    ("Str", lambda d: d.update({"$schema": 1})),
    ("Str", lambda d: d.update(model="")),
    ("Str", lambda d: d.update(model="x" * 101)),
    ("Str", lambda d: d.update(stat=5)),
    ("Str", lambda d: d.update(value="5")),
    ("Str", lambda d: d.update(value=1000001)),
    ("Str", lambda d: d.update(steps=[])),
    ("Str", lambda d: d.update(steps={})),
    ("Str", lambda d: d["steps"].pop(0)),                       # no base first
    ("Str", lambda d: d["steps"].reverse()),                    # the base not first
    ("Str", lambda d: d["steps"].append({"op": "base", "after": 5})),
    ("Str", lambda d: step(d, 0).update(before=8)),             # the base has no before
    ("Str", lambda d: step(d, 0).update(id=1)),                 # nor an id
    ("Str", lambda d: step(d, 0).pop("after")),
    ("Str", lambda d: step(d, 1).pop("id")),
    ("Str", lambda d: step(d, 1).update(id=-1)),
    ("Str", lambda d: step(d, 1).update(id="2")),
    ("Str", lambda d: step(d, 1).update(op="divide")),          # an unknown op
    ("Str", lambda d: step(d, 1).pop("op")),
    ("Str", lambda d: step(d, 1).pop("before")),
    ("Str", lambda d: step(d, 1).pop("clamped")),
    ("Str", lambda d: step(d, 1).update(clamped="yes")),
    ("Str", lambda d: step(d, 1).update(raw=11)),               # an extra key
    ("Str", lambda d: step(d, 1).update(bounded=False)),        # bounded without a bound
    ("Str", lambda d: step(d, 1).update(model="general")),      # a member of another op
    ("Str", lambda d: step(d, 1).update(source="")),
    ("Ini", lambda d: step(d, 1).pop("bounded")),               # a bound without bounded
    ("Ini", lambda d: step(d, 1).update(max=5)),                # one bound only (M3)
    ("Dis", lambda d: step(d, 1).pop("value")),                 # the used value (M2)
    ("Dis", lambda d: step(d, 1).pop("model")),
    ("Dis", lambda d: step(d, 1).update(min=1)),                # no bound on use (M3)
    ("Att", lambda d: step(d, 1).pop("round")),
    ("Att", lambda d: step(d, 1).update(den=0)),
    ("Att", lambda d: step(d, 1).update(value=2)),
    ("Ld", lambda d: step(d, 1).update(op="reset")),
    ("Ld", lambda d: step(d, 1).update(max=3)),                 # no bound on set (M3)
])
def test_bad_trace_shapes_are_rejected(stat, edit):
    """What the library refuses for its shape, the schema rejects too."""
    doc = spearman_trace(stat)
    edit(doc)
    library_refuses(doc)
    assert list(TRACE.iter_errors(doc)), doc


@needs_binding
@pytest.mark.parametrize("stat, edit", [
    ("Str", lambda d: d.update(value=6)),                       # not what the steps give
    ("Str", lambda d: step(d, 1).update(after=9)),              # not what the rules give (M1)
    ("Str", lambda d: step(d, 1).update(clamped=False)),        # the range acted (M4)
    ("Str", lambda d: step(d, 2).update(id=step(d, 1)["id"])),  # an id twice
    ("Str", lambda d: d["steps"].insert(1, d["steps"].pop(2))), # applied in another order
    ("Ini", lambda d: step(d, 1).update(bounded=True)),         # the bound did not act (M3)
    ("Dis", lambda d: step(d, 1).update(model="spearman")),     # a characteristic using itself (M2)
])
def test_what_only_the_trace_reader_checks(stat, edit):
    """The schema checks the shape only: the replay of the steps (M1-M4) and
    unique ids are the library's."""
    doc = spearman_trace(stat)
    edit(doc)
    assert list(TRACE.iter_errors(doc)) == []
    library_refuses(doc)


@needs_binding
def test_a_use_step_may_leave_from_out():
    """The reader takes a `use` step without `from` as a use of the trace's own
    characteristic (as wargen-models/1 does), so the trace schema does too; the
    modify output, which always writes it, requires it."""
    doc = spearman_trace("Dis")
    assert step(doc, 1)["from"] == "Dis"
    del step(doc, 1)["from"]
    assert list(TRACE.iter_errors(doc)) == []
    assert json.loads(wargen.Trace.load(json.dumps(doc)).document()) == spearman_trace("Dis")
    out = modify_json(ROOT / "data" / "models" / "example.json", "--explain")
    del out["models"][1]["trace"]["Dis"][1]["from"]
    assert list(MODIFY.iter_errors(out))


# ---- the `wargen morale --odds --json` and `--roll --json` outputs (B2-B5) ----

MORALE_ODDS = validator("wargen-morale-odds-1.schema.json")
MORALE_ROLL = validator("wargen-morale-roll-1.schema.json")


def morale_json(*args):
    proc = subprocess.run([os.environ["WARGEN"], "morale", *args, "--json"],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return [json.loads(line) for line in proc.stdout.splitlines()]


@pytest.mark.parametrize("modifier", [-2147483648, -7, -6, -3, -1, 0, 1, 2, 4, 6, 7,
                                      2147483647])
def test_morale_odds_output_matches_its_schema(modifier):
    [odds] = morale_json("--odds", "--modifier", str(modifier))
    assert list(MORALE_ODDS.iter_errors(odds)) == []
    assert sum(odds["failures"]) == odds["denominator"] == 1296     # B5


@pytest.mark.parametrize("seed, modifier", [(0, 0), (42, 1), (7, -2), (1, 6), (2, -6),
                                            (18446744073709551615, -2147483648)])
def test_morale_roll_output_matches_its_schema(seed, modifier):
    checks = morale_json("--roll", "--seed", str(seed), "--count", "100",
                         "--modifier", str(modifier))
    assert len(checks) == 100
    for check in checks:
        assert list(MORALE_ROLL.iter_errors(check)) == [], check


@pytest.mark.parametrize("edit", [
    lambda d: d.update(denominator=216),
    lambda d: d.update(denominator="1296"),
    lambda d: d.update(modifier=1.5),
    lambda d: d.update(modifier="+1"),
    lambda d: d.update(modifier=2147483648),
    lambda d: d["failures"].pop(),
    lambda d: d["failures"].append(0),
    lambda d: d["failures"].__setitem__(0, -1),
    lambda d: d["failures"].__setitem__(0, 1297),
    lambda d: d["failures"].__setitem__(1, 31.5),
    lambda d: d.pop("modifier"),
    lambda d: d.pop("denominator"),
    lambda d: d.pop("failures"),
    lambda d: d.update(seed=1),
])
def test_bad_morale_odds_are_rejected(edit):
    [odds] = morale_json("--odds")
    edit(odds)
    assert list(MORALE_ODDS.iter_errors(odds)), odds


@pytest.mark.parametrize("edit", [
    lambda d: d.update(opponent=0),
    lambda d: d.update(opponent=7),
    lambda d: d.update(opponent="3"),
    lambda d: d["dice"].pop(),
    lambda d: d["dice"].append(1),
    lambda d: d["dice"].__setitem__(0, 7),
    lambda d: d["dice"].__setitem__(2, 0),
    lambda d: d.update(modifier=0.5),
    lambda d: d.update(failures=4),
    lambda d: d.update(failures=-1),
    lambda d: d.update(result="routed"),
    lambda d: d.update(result="Steady"),
    lambda d: d.update(failures=(d["failures"] + 1) % 4),    # result and failures disagree (B3)
    lambda d: d.update(result=["steady", "wavered", "retreat", "fled"][(d["failures"] + 2) % 4]),
    lambda d: d.pop("opponent"),
    lambda d: d.pop("dice"),
    lambda d: d.pop("modifier"),
    lambda d: d.pop("failures"),
    lambda d: d.pop("result"),
    lambda d: d.pop("seed"),
    lambda d: d.pop("index"),
    lambda d: d.update(seed=-1),
    lambda d: d.update(seed="42"),                          # a string only above 2^63 - 1
    lambda d: d.update(seed=2**63),
    lambda d: d.update(index=0),
])
def test_bad_morale_checks_are_rejected(edit):
    for check in morale_json("--roll", "--seed", "42", "--count", "8", "--modifier", "1"):
        edit(check)
        assert list(MORALE_ROLL.iter_errors(check)), check


# ---- the `wargen generate --distribution --json` output (G1-G10) ----

DISTRIBUTION = validator("wargen-distribution-1.schema.json")


def distribution_json(*args):
    proc = subprocess.run([os.environ["WARGEN"], "generate", "--distribution", "--json", *args],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return [json.loads(line) for line in proc.stdout.splitlines()]


@pytest.mark.parametrize("args", [
    [],
    ["--players", "2", "--joint", "horde,regular"],
    ["--cards", "--players", "2", "--size", "medium", "--joint", "guard,guard"],
    ["--cards", "--per-player-decks", "--players", "2", "--limit", "7"],
    ["--cards", "--limit", "200"],
])
def test_distribution_output_matches_its_schema(args):
    lines = distribution_json(*args)
    assert lines
    for line in lines:
        assert list(DISTRIBUTION.iter_errors(line)) == [], line


@pytest.mark.parametrize("edit", [
    lambda d: d.pop("limit"),
    lambda d: d.update(limit=0),
    lambda d: d.update(mode="coins"),
    lambda d: d.update(decks="shared"),                      # dice have no deck (G3)
    lambda d: d.update(players=3),
    lambda d: d.update(reinforce=0),                         # written only when not 0
    lambda d: d.update(reinforce=3),
    lambda d: d.update(of="average"),
    lambda d: d.update(type="horde"),                        # a type with another kind
    lambda d: d.update(types=["horde", "regular"]),
    lambda d: d.pop("player"),
    lambda d: d.update(difference=[1, 2]),                   # both player and difference
    lambda d: d.update(player=3),
    lambda d: d.update(outcomes=[]),
    lambda d: d["outcomes"][0].__setitem__(1, "1/0"),
    lambda d: d["outcomes"][0].__setitem__(1, "0/3"),
    lambda d: d["outcomes"][0].__setitem__(1, "1/-3"),
    lambda d: d["outcomes"][0].__setitem__(1, 0.5),
    lambda d: d["outcomes"][0].__setitem__(0, "15"),
    lambda d: d["outcomes"][0].append(1),                    # a pair outside a joint
    lambda d: d.update(extra=1),
])
def test_bad_distributions_are_rejected(edit):
    line = distribution_json()[0]
    edit(line)
    assert list(DISTRIBUTION.iter_errors(line)), line


@pytest.mark.parametrize("edit", [
    lambda d: d.pop("types"),
    lambda d: d.update(types=["horde"]),
    lambda d: d.update(types=["horde", "dragon"]),
    lambda d: d["outcomes"][0].pop(0),                       # a single value in a joint
    lambda d: d["outcomes"][0].__setitem__(0, -1),
    lambda d: d.update(difference=[1, 2], player=None) or d.pop("player"),  # no joint difference
    lambda d: d.update(mode="cards"),                        # cards without decks
])
def test_bad_joint_distributions_are_rejected(edit):
    line = [d for d in distribution_json("--players", "2", "--joint", "horde,regular")
            if d["of"] == "types"][0]
    edit(line)
    assert list(DISTRIBUTION.iter_errors(line)), line


# ---- hidden rosters: `wargen roster open|hidden --json`, its label-clash
# refusal, the wargen-reveal/1 events and the reveal output (H1-H5) ----

VIEW = validator("wargen-view-1.schema.json")
LABEL_CLASH = validator("wargen-label-clash-1.schema.json")
REVEAL = validator("wargen-reveal-1.schema.json")
REVEAL_RESULT = validator("wargen-reveal-result-1.schema.json")
HIDDEN_DIR = ROOT / "data" / "rosters" / "hidden"
VALID_ROSTERS = [p for p in ROSTERS if p.name.startswith("valid-")]


def roster_json(view, roster, expect=0):
    proc = subprocess.run([os.environ["WARGEN"], "roster", view, "--catalog", str(BOOK),
                           str(roster), "--json"], capture_output=True, text=True)
    assert proc.returncode == expect, proc.stderr
    return json.loads(proc.stdout)


SHOWN = [p for p in HIDDEN_ROSTERS + VALID_ROSTERS if p.name != "twins-clashing.json"]


@pytest.mark.parametrize("view", ["open", "hidden"])
@pytest.mark.parametrize("path", SHOWN, ids=lambda p: p.name)
def test_view_outputs_match_their_schema(view, path):
    """Every roster the command shows (twins-clashing.json is refused, below)."""
    doc = roster_json(view, path)
    assert list(VIEW.iter_errors(doc)) == []
    assert doc["view"] == view
    assert list(LABEL_CLASH.iter_errors(doc)), "a view is not a refusal"


@pytest.mark.parametrize("view", ["open", "hidden"])
def test_label_clash_output_matches_its_schema(view):
    doc = roster_json(view, HIDDEN_DIR / "twins-clashing.json", expect=1)
    assert list(LABEL_CLASH.iter_errors(doc)) == []
    assert [v["units"] for v in doc["violations"]] == [[7, 8]]   # the two pennants (H4)
    assert list(VIEW.iter_errors(doc)), "a refusal is not a view"


def first_unit(kind, where=lambda u: True):
    """An edit of the first unit of a view that where() picks."""
    def edit(edits):
        def apply(d):
            edits(next(u for u in d["units"] if where(u)))
        return kind, apply
    return edit


OPEN_UNIT = first_unit("open")
HIDING_UNIT = first_unit("hidden", lambda u: "hides_in" in u)
HIDDEN_UNIT = first_unit("hidden")


@pytest.mark.parametrize("kind, edit", [
    ("open", lambda d: d.update(format="wargen-view/2")),
    ("open", lambda d: d.update(view="secret")),
    ("open", lambda d: d.update(extra=1)),
    ("open", lambda d: d.pop("points")),
    ("hidden", lambda d: d.update(view="open")),                   # hidden units in an open view
    ("open", lambda d: d.update(view="hidden")),
    OPEN_UNIT(lambda u: u.update(hides_in=6)),                      # never in the open view (H1)
    OPEN_UNIT(lambda u: u.update(points=120)),                      # no points but the limit (H2)
    OPEN_UNIT(lambda u: u.update(models="1")),
    OPEN_UNIT(lambda u: u.update(label=7)),
    OPEN_UNIT(lambda u: u.update(label="")),
    OPEN_UNIT(lambda u: u.update(general="yes")),
    OPEN_UNIT(lambda u: u.update(category="heroics")),
    OPEN_UNIT(lambda u: u.update(equipment=["shield", "shield"])),  # each type once (H3)
    OPEN_UNIT(lambda u: u.pop("equipment")),
    OPEN_UNIT(lambda u: u.pop("label")),
    HIDDEN_UNIT(lambda u: u.update(entry="lord-marshal")),          # the open part's key
    HIDDEN_UNIT(lambda u: u.update(items="biting-blade")),
    HIDDEN_UNIT(lambda u: u.pop("items")),
    HIDING_UNIT(lambda u: u.update(hides_in=-1)),
    HIDING_UNIT(lambda u: u.update(hides_in="6")),
])
def test_bad_views_are_rejected(kind, edit):
    doc = roster_json(kind, HIDDEN_DIR / "secret-assassin.json")
    edit(doc)
    assert list(VIEW.iter_errors(doc)), doc


@pytest.mark.parametrize("edit", [
    lambda d: d.update(valid=True),
    lambda d: d.update(extra=1),
    lambda d: d.update(violations=[]),
    lambda d: d["violations"][0].update(code="duplicates"),
    lambda d: d["violations"][0].update(rule="R6"),
    lambda d: d["violations"][0].update(units=[7]),                 # one unit is no clash
    lambda d: d["violations"][0].update(units=["7", "8"]),
    lambda d: d["violations"][0].update(label="pennant"),
    lambda d: d["violations"][0].pop("message"),
])
def test_bad_label_clashes_are_rejected(edit):
    doc = roster_json("open", HIDDEN_DIR / "twins-clashing.json", expect=1)
    edit(doc)
    assert list(LABEL_CLASH.iter_errors(doc)), doc


REVEAL_EVENTS = HIDDEN_DIR / "twins-labelled-reveal.json"


def test_shipped_reveal_events_are_valid():
    events = json.loads(REVEAL_EVENTS.read_text())
    assert list(REVEAL.iter_errors(events)) == []
    assert events["events"], "the example has events"


@pytest.mark.parametrize("edit", [
    lambda d: d.update(format="wargen-reveal/2"),
    lambda d: d.update(extra=1),
    lambda d: d.pop("events"),
    lambda d: d["events"][0].update(use="shoot"),
    lambda d: d["events"][0].update(use="Charge"),
    lambda d: d["events"][0].update(unit=-1),
    lambda d: d["events"][0].update(unit="7"),
    lambda d: d["events"][0].update(unit=7.5),
    lambda d: d["events"][0].update(item=""),
    lambda d: d["events"][0].update(item=["rune-of-fury"]),
    lambda d: d["events"][0].update(beyond_mundane="no"),
    lambda d: d["events"][0].update(when="turn 2"),
    lambda d: d["events"][0].pop("use"),
    lambda d: d["events"][0].pop("item"),
])
def test_bad_reveal_events_are_rejected(edit):
    doc = json.loads(REVEAL_EVENTS.read_text())
    edit(doc)
    assert list(REVEAL.iter_errors(doc)), doc


def reveal_result():
    """What `wargen roster reveal --json` prints for the shipped example."""
    proc = subprocess.run([os.environ["WARGEN"], "roster", "reveal", "--catalog", str(BOOK),
                           str(HIDDEN_DIR / "twins-labelled.json"), str(REVEAL_EVENTS), "--json"],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def test_reveal_result_matches_its_schema():
    result = reveal_result()
    assert list(REVEAL_RESULT.iter_errors(result)) == []
    assert result["revealed"] and any(u["revealed"] for u in result["open"]["units"])
    assert list(VIEW.iter_errors(result["open"])), "a view's units have no revealed"
    for unit in result["open"]["units"]:
        del unit["revealed"]
    assert list(VIEW.iter_errors(result["open"])) == [], "without revealed: the open view"


def test_reveal_result_units_are_the_view_units():
    """The result's open unit is the view's, with revealed (a schema of its own,
    like every schema here): the same keys and constraints, descriptions aside."""
    def shape(node):
        if isinstance(node, dict):
            return {k: shape(v) for k, v in node.items() if k != "description"}
        return [shape(v) for v in node] if isinstance(node, list) else node
    view = shape(VIEW.schema["$defs"]["open_unit"])
    result = shape(REVEAL_RESULT.schema["$defs"]["open_unit"])
    assert result["properties"].pop("revealed")["items"] == view["properties"]["entry"]
    assert result["required"].pop() == "revealed"
    assert result == view
    for name in ("id", "index", "label"):
        assert shape(REVEAL_RESULT.schema["$defs"][name]) == shape(VIEW.schema["$defs"][name])


@pytest.mark.parametrize("edit", [
    lambda d: d.update(extra=1),
    lambda d: d.pop("open"),
    lambda d: d["revealed"][0].pop("event"),
    lambda d: d["revealed"][0].update(event=-1),
    lambda d: d["revealed"][0].update(unit="7"),
    lambda d: d["revealed"][0].update(use="charge"),
    lambda d: d["open"].update(view="hidden"),
    lambda d: d["open"]["units"][7].pop("revealed"),
    lambda d: d["open"]["units"][7].update(revealed=["rune-of-fury", "rune-of-fury"]),
    lambda d: d["open"]["units"][7].update(revealed="rune-of-fury"),
    lambda d: d["open"]["units"][7].update(hides_in=6),            # never in the open view (H1)
])
def test_bad_reveal_results_are_rejected(edit):
    doc = reveal_result()
    edit(doc)
    assert list(REVEAL_RESULT.iter_errors(doc)), doc


# ---- wargen-game/1 and the `wargen game play --json` output (A1-A3, V1-V2) ----

GAME = validator("wargen-game-1.schema.json")
GAME_STATE = validator("wargen-game-state-1.schema.json")
EXAMPLE_GAME = ROOT / "data" / "games" / "example.json"


def unit(uid, ap, models, cost, **extra):
    return {"id": uid, "ap": ap, "models": models, "cost": cost, **extra}


def game(players, actions, **extra):
    return {"format": "wargen-game/1", "players": players, **extra, "actions": actions}


# Games the command plays to the end (exit 0) or stops at a refused action
# (exit 1, the state before it): every state, waiting units carried across
# turns, a response, effects resolved, fractions of points, objectives.
GAMES = {
    "no actions": (game([{"units": []}, {"units": []}], []), 0),
    "a response, then the game over": (game(
        [{"name": "Red", "units": [unit("knights", 3, 5, 130), unit("crossbows", 2, 10, 100)]},
         {"name": "Blue", "units": [unit("archers", 2, 10, 90, name="Archers")]}],
        [{"initiative": 2}, {"activate": "archers"}, {"wait": "archers"},
         {"activate": "knights"}, {"spend": "knights", "ap": 1, "action": "move"},
         {"end_activation": "knights"}, {"activate": "crossbows"},
         {"spend": "crossbows", "ap": 1, "action": "shoot", "hostile": True,
          "target": "archers"},
         {"respond": "archers", "to": "crossbows"},
         {"spend": "archers", "ap": 2, "action": "shoot", "hostile": True,
          "target": "crossbows"},
         {"kill": "crossbows", "models": 3},
         {"spend": "crossbows", "ap": 1, "action": "other"}, {"end_turn": True},
         {"initiative": 1}, {"activate": "knights"},
         {"spend": "knights", "ap": 3, "action": "melee", "hostile": True, "target": "archers"},
         {"kill": "archers", "models": 10}, {"end_game": True}]), 0),
    "mid-activation, an effect in play, thirds of points": (game(
        [{"units": [unit("a.1", 4, 3, 62.5)]},
         {"units": [unit("b_1", 1, 7, 0.5), unit("b-2", 1000, 100000, 100000)]}],
        [{"kill": "a.1", "models": 1}, {"kill": "b-2", "models": 99999},
         {"effect": {"id": "storm", "by": "b_1"}}, {"initiative": 1}, {"activate": "a.1"},
         {"panic": "a.1"}, {"spend": "a.1", "ap": 1, "action": "magic"}],
        scenario={"objectives": [{"id": "slay", "kind": "destroy", "target": "a.1",
                                  "points": 1000000},
                                 {"id": "grab", "kind": "capture", "points": 0},
                                 {"id": "walk", "kind": "escort", "unit": "b_1", "points": 2}]}),
     0),
    "stopped mid-response": (game(
        [{"units": [unit("x", 2, 1, 10)]}, {"units": [unit("y", 2, 1, 10)]}],
        [{"initiative": 2}, {"activate": "y"}, {"wait": "y"}, {"activate": "x"},
         {"spend": "x", "ap": 1, "action": "shoot", "hostile": True, "target": "y"},
         {"respond": "y", "to": "x"}]), 0),
    "a player's view: hidden costs, withheld (H2 in a game)": (game(
        [{"units": [unit("x", 2, 1, 10, cost_hidden=True)]},
         {"units": [unit("y", 2, 2, 10, cost_hidden=True), unit("z", 1, 1, 5)]}],
        [{"kill": "y", "models": 1}, {"kill": "x", "models": 1}]), 0),
    "refused: not your turn": (game(
        [{"units": [unit("x", 2, 1, 10)]}, {"units": [unit("y", 2, 1, 10)]}],
        [{"initiative": 1}, {"activate": "y"}]), 1),
}


def play_json(tmp_path, doc, code, *extra):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(doc))
    proc = subprocess.run([os.environ["WARGEN"], "game", "play", str(path), "--json", *extra],
                          capture_output=True, text=True)
    assert proc.returncode == code, proc.stderr
    return json.loads(proc.stdout)


def test_example_game_and_its_state_are_valid(tmp_path):
    doc = json.loads(EXAMPLE_GAME.read_text())
    assert list(GAME.iter_errors(doc)) == []
    state = play_json(tmp_path, doc, 0)
    assert list(GAME_STATE.iter_errors(state)) == []
    assert state["effects"] and state["score"]["battle_points"] != ["0", "0"]


@pytest.mark.parametrize("name", GAMES)
def test_game_states_match_their_schema(tmp_path, name):
    doc, code = GAMES[name]
    assert list(GAME.iter_errors(doc)) == []
    state = play_json(tmp_path, doc, code)
    assert list(GAME_STATE.iter_errors(state)) == []
    for player in ("1", "2"):  # and each player's view of it (H2 in a game)
        view = play_json(tmp_path, doc, code, "--player", player)
        assert list(GAME_STATE.iter_errors(view)) == []
        assert view["player"] == int(player)


def test_a_view_withholds_figures(tmp_path):
    """What the schema lets a player's view withhold (null) is withheld: each
    player's own figure, scored on the other's cost-hidden unit, and the
    result; the referee's state has none of it null."""
    doc, code = GAMES["a player's view: hidden costs, withheld (H2 in a game)"]
    one, two = (play_json(tmp_path, doc, code, "--player", p) for p in ("1", "2"))
    assert one["score"]["battle_points"] == [None, "10"]
    assert two["score"]["battle_points"] == ["5", None]
    assert (one["winner"], one["draw"], two["winner"], two["draw"]) == (None,) * 4
    full = play_json(tmp_path, doc, code)
    assert (full["score"]["battle_points"], full["winner"], full["draw"]) == (["5", "10"], 2,
                                                                             False)


def test_the_games_show_every_unit_state(tmp_path):
    """The states the schema lists are those the command prints (A2)."""
    seen = {u["state"] for doc, code in GAMES.values()
            for u in play_json(tmp_path, doc, code)["units"].values()}
    seen |= {u["state"] for u in play_json(tmp_path, json.loads(EXAMPLE_GAME.read_text()),
                                           0)["units"].values()}
    listed = set(GAME_STATE.schema["$defs"]["unit"]["properties"]["state"]["enum"])
    assert seen == listed


def example_game():
    return json.loads(EXAMPLE_GAME.read_text())


@pytest.mark.parametrize("edit", [
    lambda d: d.update(format="wargen-game/2"),
    lambda d: d.update(extra=1),
    lambda d: d.pop("actions"),
    lambda d: d["players"].append({"units": []}),                       # players exactly 2
    lambda d: d["players"][0]["units"][0].update(id="the knights"),
    lambda d: d["players"][0]["units"][0].update(id="k" * 65),
    lambda d: d["players"][0]["units"][0].update(ap=0),
    lambda d: d["players"][0]["units"][0].update(models=100001),
    lambda d: d["players"][0]["units"][0].update(cost=62.25),           # a multiple of 0.5
    lambda d: d["players"][0]["units"][0].update(cost=100000.5),
    lambda d: d["players"][0]["units"][0].pop("cost"),
    lambda d: d["scenario"]["objectives"][0].update(kind="defend"),
    lambda d: d["scenario"]["objectives"][0].update(unit="knights"),    # hold names no unit
    lambda d: d["scenario"]["objectives"][1].pop("target"),             # destroy needs one
    lambda d: d["scenario"]["objectives"][1].update(unit="knights"),
    lambda d: d["scenario"]["objectives"][2].update(target="archers"),  # escort: its unit
    lambda d: d["scenario"]["objectives"][2].pop("unit"),
    lambda d: d["scenario"].update(objectives=[]),
    lambda d: d["actions"][0].update(initiative=3),
    lambda d: d["actions"][0].update(activate="knights"),               # one kind per action
    lambda d: d["actions"][2].update(ap=0),
    lambda d: d["actions"][2].update(action="charge"),
    lambda d: d["actions"][2].update(target="archers"),                 # a target: hostile
    lambda d: d["actions"][3].pop("target"),                            # hostile: a target
    lambda d: d["actions"][3].update(hostile=False),
    lambda d: d["actions"][5].update(to="knights"),                     # wait takes no "to"
    lambda d: d["actions"][6].pop("models"),
    lambda d: d["actions"][8]["effect"].update(id="a fire"),
    lambda d: d["actions"][9].update(player=0),
    lambda d: d["actions"][10].update(end_turn=False),
    lambda d: d["actions"].append({}),
])
def test_bad_game_documents_are_rejected(edit):
    doc = example_game()
    edit(doc)
    assert list(GAME.iter_errors(doc)), doc


@pytest.mark.parametrize("edit", [
    lambda d: d.update(extra=1),
    lambda d: d.pop("over"),
    lambda d: d.update(turn=-1),
    lambda d: d.update(to_act=0),
    lambda d: d.update(winner=3),
    lambda d: d["units"]["knights"].update(state="dead"),
    lambda d: d["units"]["knights"].update(player=3),
    lambda d: d["units"]["knights"].update(models=-1),
    lambda d: d["units"].update({"two words": d["units"]["knights"]}),
    lambda d: d["score"]["battle_points"].__setitem__(0, 40),           # a string
    lambda d: d["score"]["battle_points"].__setitem__(0, "40/1"),       # written "40"
    lambda d: d["score"]["battle_points"].__setitem__(0, "1.5"),
    lambda d: d["score"]["battle_points"].append("0"),
    lambda d: d["score"]["objectives"].__setitem__(1, -1),
    lambda d: d["effects"][0].pop("resolutions"),
])
def test_bad_game_states_are_rejected(tmp_path, edit):
    doc = play_json(tmp_path, example_game(), 0)
    edit(doc)
    assert list(GAME_STATE.iter_errors(doc)), doc


# ---- `wargen generate --json` and `wargen replay --json` (G1-G12), `wargen roll
# --json` and `wargen table show --json`: every JSON the command prints has a schema ----

SESSION = validator("wargen-session-1.schema.json")
ROLL = validator("wargen-roll-1.schema.json")


def json_lines(*args, code=0):
    proc = subprocess.run([os.environ["WARGEN"], *args], capture_output=True, text=True)
    assert proc.returncode == code, proc.stderr
    return [json.loads(line) for line in proc.stdout.splitlines()]


SESSIONS = [
    ["--seed", "1"],
    ["--seed", "2", "--players", "2", "--size", "large"],
    ["--seed", "3", "--players", "2", "--cards", "--limit", "120"],
    ["--seed", "4", "--players", "2", "--cards", "--per-player-decks", "--limit", "80"],
    ["--seed", "5", "--players", "2", "--first-player", "2", "--size", "medium"],
    ["--seed", "18446744073709551615", "--players", "2"],
    ["--seed", "6", "--count", "50", "--players", "2", "--cards"],
]


@pytest.mark.parametrize("args", SESSIONS, ids=" ".join)
def test_generate_output_matches_its_schema(args):
    sessions = json_lines("generate", *args, "--json")
    assert sessions
    for session in sessions:
        assert list(SESSION.iter_errors(session)) == [], session


@pytest.mark.parametrize("args", SESSIONS[:-1], ids=" ".join)
def test_replay_output_matches_its_schema(tmp_path, args):
    """replay --json prints the session as generate --json did (G11)."""
    log = tmp_path / "session.log.json"
    [generated] = json_lines("generate", *args, "--log", str(log), "--json")
    [replayed] = json_lines("replay", str(log), "--json")
    assert replayed == generated
    assert list(SESSION.iter_errors(replayed)) == []


def replayed_with(tmp_path, steps, limit):
    """A session of one draw on a table whose every entry is "1 regular*" at
    10 AP, decided by STEPS after the draw: what `replay --json` prints of it."""
    rolls = [tens * 10 + units for tens in range(1, 7) for units in range(1, 7)]
    table = {"format": "wargen-table/1", "name": "Uniform", "entries": [
        {"roll": r, "cost": 10, "slots": [{"count": 1, "type": "regular",
                                           "reinforceable": True}]} for r in rolls]}
    table_path, log_path = tmp_path / "uniform.json", tmp_path / "session.log.json"
    table_path.write_text(json.dumps(table))
    subprocess.run([os.environ["WARGEN"], "generate", "--seed", "5", "--limit", "10",
                    "--table", str(table_path), "--log", str(log_path)],
                   check=True, capture_output=True)
    log = json.loads(log_path.read_text())
    log["limit"] = limit
    log["steps"] = log["steps"][:1] + [{"player": 1, **step} for step in steps]
    log_path.write_text(json.dumps(log))
    [session] = json_lines("replay", str(log_path), "--table", str(table_path), "--json")
    return session


def test_reinforced_and_substituted_draws_match_the_schema(tmp_path):
    """What generate never does (it fields every unit as listed) but a session
    driven through the library may: a slot reinforced (G7), a draw substituted (G8)."""
    reinforced = replayed_with(tmp_path, [{"reinforce": {"slot": 0, "level": 2}},
                                          {"field": {"slot": 0}}, {"commit": {"cost": 12}}], 10)
    [draw] = reinforced["players"][0]["draws"]
    assert draw["slots"][0]["level"] == 2 and draw["cost"] == 12
    assert list(SESSION.iter_errors(reinforced)) == []
    substituted = replayed_with(tmp_path, [{"substitute": {"type": "elite", "level": 1}},
                                           {"commit": {"cost": 3}}], 3)
    [draw] = substituted["players"][0]["draws"]
    assert draw["substitute"] is True and draw["slots"][0]["type"] == "elite"
    assert list(SESSION.iter_errors(substituted)) == []


def session_edited(edit, *args):
    [session] = json_lines("generate", "--seed", "3", "--players", "2", *args, "--json")
    edit(session)
    return session


def first_draw(session):
    return session["players"][0]["draws"][0]


@pytest.mark.parametrize("edit", [
    lambda d: d.update(extra=1),
    lambda d: d.update(format="wargen-session/1"),
    lambda d: d.pop("first_player"),
    lambda d: d.update(first_player=3),
    lambda d: d.update(seed=-1),
    lambda d: d.update(seed="42"),                          # a string only above 2^63 - 1
    lambda d: d.update(limit=0),
    lambda d: d.update(mode="coins"),
    lambda d: d.update(decks="shared"),                     # decks only with cards (G3)
    lambda d: d.update(players=[]),
    lambda d: d["players"].append(d["players"][0]),
    lambda d: d["players"][0].pop("units"),
    lambda d: d["players"][0].update(total=-1),
    lambda d: d["players"][0].update(player=0),
    lambda d: first_draw(d).update(roll=17),                # not a D66 value
    lambda d: first_draw(d).update(card=first_draw(d)["roll"]),
    lambda d: first_draw(d).pop("roll"),
    lambda d: first_draw(d).pop("cost"),
    lambda d: first_draw(d).update(substitute=False),
    lambda d: first_draw(d).update(slots=[]),
    lambda d: first_draw(d)["slots"][0].update(type="dragon"),
    lambda d: first_draw(d)["slots"][0].update(level=3),
    lambda d: first_draw(d)["slots"][0].pop("reinforceable"),
    lambda d: first_draw(d)["slots"].append({"endless_spell": False}),
])
def test_bad_sessions_are_rejected(edit):
    assert list(SESSION.iter_errors(session_edited(edit))), edit


@pytest.mark.parametrize("edit", [
    lambda d: d.pop("decks"),
    lambda d: first_draw(d).update(roll=first_draw(d).pop("card")),
])
def test_bad_card_sessions_are_rejected(edit):
    assert list(SESSION.iter_errors(session_edited(edit, "--cards"))), edit


def test_a_level_goes_with_a_reinforceable_slot_and_a_substitute_has_one_slot(tmp_path):
    session = replayed_with(tmp_path, [{"substitute": {"type": "champion", "level": 0}},
                                       {"commit": {"cost": 2}}], 2)
    draw = session["players"][0]["draws"][0]
    assert list(SESSION.iter_errors(session)) == []
    assert draw["slots"][0]["reinforceable"] is False
    draw["slots"][0]["level"] = 1                           # champion is no reinforceable (G8)
    assert list(SESSION.iter_errors(session))
    draw["slots"][0].pop("level")
    draw["slots"].append(draw["slots"][0])
    assert list(SESSION.iter_errors(session))


@pytest.mark.parametrize("args", [
    ["--seed", "0"],
    ["--seed", "1", "--dice", "3", "--count", "100"],
    ["--seed", "2", "--dice", "100000"],
    ["--seed", "9223372036854775807", "--dice", "2", "--count", "3"],
    ["--seed", "18446744073709551615", "--dice", "6", "--count", "3"],
], ids=" ".join)
def test_roll_output_matches_its_schema(args):
    rolls = json_lines("roll", *args, "--json")
    assert [r["index"] for r in rolls] == list(range(1, len(rolls) + 1))
    for roll in rolls:
        assert list(ROLL.iter_errors(roll)) == [], roll
        assert roll["sum"] == sum(roll["dice"])


@pytest.mark.parametrize("edit", [
    lambda d: d.update(extra=1),
    lambda d: d.pop("seed"),
    lambda d: d.pop("index"),
    lambda d: d.pop("dice"),
    lambda d: d.pop("sum"),
    lambda d: d.update(seed="7"),
    lambda d: d.update(index=0),
    lambda d: d.update(dice=[]),
    lambda d: d["dice"].__setitem__(0, 7),
    lambda d: d["dice"].__setitem__(0, 0),
    lambda d: d["dice"].__setitem__(0, "3"),
    lambda d: d.update(sum=0),
    lambda d: d.update(sum=2.5),
])
def test_bad_rolls_are_rejected(edit):
    [roll] = json_lines("roll", "--seed", "7", "--dice", "4", "--json")
    edit(roll)
    assert list(ROLL.iter_errors(roll)), roll


@pytest.mark.parametrize("source", [[], [str(ROOT / "data" / "tables" / "default.json")]],
                         ids=["default", "file"])
def test_table_show_output_matches_its_schema(source):
    """table show --json prints a wargen-table/1 document (one object over
    several lines, to edit): the input schema."""
    proc = subprocess.run([os.environ["WARGEN"], "table", "show", *source, "--json"],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    table = json.loads(proc.stdout)
    assert list(TABLE.iter_errors(table)) == []
    assert table == DEFAULT


def test_every_schema_is_tested():
    """Each file of data/schema/ is checked here against what the command
    reads (the shipped inputs) or prints (its --json outputs)."""
    assert {p.name for p in SCHEMAS.glob("*.json")} == LOADED


def test_every_schema_is_listed_in_formats():
    """docs/FORMATS.md, the contract, lists every schema in its one table of them."""
    formats = (ROOT / "docs/FORMATS.md").read_text()
    table = formats.split("\n## JSON Schemas\n", 1)[1].split("\n## ", 1)[0]
    listed = {line.split("`")[1] for line in table.splitlines() if line.startswith("| `")}
    assert listed == {p.name for p in SCHEMAS.glob("*.json")}
