"""Explanations (rule M5) and the `wargen modify --json [--explain]`
document: traces step by step, where a clamp (M4) or a bound (M3) acted,
and to_dict() / wargen.evaluate() against the command's own output."""
import gc
import json
import pathlib
import subprocess

import pytest

import wargen
from test_mod_fixtures import (EXAMPLE_PATH, EXAMPLE_VALUES, EXPECTED_EXPLAIN, STR_STEPS,
                               STR_TEXT, build_example, example_doc)


def _without_traces(doc):
    return {"models": [{k: v for k, v in m.items() if k != "trace"} for m in doc["models"]]}


def _cli():
    """The wargen command of this build, if it has `modify`; else None."""
    # <build>/bindings/python/wargen/core.py -> <build>/cli/wargen
    exe = pathlib.Path(wargen.core.__file__).resolve().parents[3] / "cli" / "wargen"
    if not exe.exists():
        return None
    probe = subprocess.run([str(exe), "modify", "--json", str(EXAMPLE_PATH)],
                           capture_output=True, text=True, timeout=60)
    return exe if probe.returncode == 0 else None


# ---- traces ----------------------------------------------------------------------------

def test_trace_of_formats_example():
    trace = wargen.Models(EXAMPLE_PATH).explain("spearman", "Str")
    assert isinstance(trace, wargen.Trace)
    assert (trace.model, trace.stat, trace.value) == ("spearman", "Str", 5)
    assert trace.steps == STR_STEPS
    assert trace.to_list() == STR_STEPS
    assert json.loads(trace.to_json()) == STR_STEPS
    assert str(trace) == STR_TEXT
    assert trace.to_text() == str(trace)
    assert len(trace) == 3
    assert repr(trace) == "<wargen.Trace spearman.Str = 5, 3 steps>"


def test_to_list_is_a_fresh_copy():
    trace = wargen.Models(EXAMPLE_PATH).explain("spearman", "Str")
    steps = trace.to_list()
    steps[0]["after"] = 99
    assert trace.to_list() == STR_STEPS and trace.steps == STR_STEPS


@pytest.mark.parametrize("model,stat", [(m["id"], s) for m in EXPECTED_EXPLAIN["models"]
                                        for s in m["characteristics"]])
def test_every_trace_of_the_example(model, stat):
    m = wargen.Models(EXAMPLE_PATH)
    trace = m.explain(model, stat)
    expected = next(d for d in EXPECTED_EXPLAIN["models"] if d["id"] == model)
    assert trace.value == EXAMPLE_VALUES[model][stat] == m.value(model, stat)
    assert trace.steps == expected["trace"][stat]
    assert trace.steps[-1]["after"] == trace.value
    assert str(trace).splitlines()[0] == f"{model}.{stat} = {trace.value}"
    assert len(str(trace).rstrip("\n").splitlines()) == 1 + len(trace.steps)


def test_trace_steps_agree_with_the_c_steps():
    # the JSON steps and the C steps (Trace.step) describe the same trace
    m, ids = build_example()
    for model, stats in EXAMPLE_VALUES.items():
        for stat in stats:
            trace = m.explain(model, stat)
            assert trace.step_count() == len(trace) == len(trace.steps)
            assert trace.value == trace.steps[-1]["after"]
            for i, d in enumerate(trace.steps):
                step = trace.step(i)
                assert wargen.core._mod_op_name(step.modifier.op) == d["op"]
                assert step.modifier.stat == stat and (step.id in ids) == (i > 0)
                assert (step.before, step.after) == (d.get("before", step.before), d["after"])
                assert step.clamped == d.get("clamped", False)
                assert step.bounded == d.get("bounded", False)
            with pytest.raises(IndexError):
                trace.step(len(trace.steps))


def test_a_step_keeps_its_trace_alive():
    step = wargen.Models(EXAMPLE_PATH).explain("spearman", "Str").step(1)
    modifier = step.modifier
    del step
    gc.collect()
    assert (modifier.stat, modifier.value, modifier.source) == ("Str", 3, None)


# ---- the `wargen modify --json` document -----------------------------------------------

def test_to_dict_expected():
    m = wargen.Models(EXAMPLE_PATH)
    assert m.to_dict() == _without_traces(EXPECTED_EXPLAIN)
    assert m.to_dict(explain=True) == EXPECTED_EXPLAIN
    assert json.loads(m.to_json(True)) == EXPECTED_EXPLAIN
    # models in the order added, characteristics in the order declared
    assert [d["id"] for d in m.to_dict()["models"]] == ["general", "spearman"]
    assert list(m.to_dict()["models"][1]["characteristics"]) == ["Str", "Dis", "Ini", "Att",
                                                                 "Ld"]


@pytest.mark.parametrize("explain", [False, True])
def test_module_evaluate(explain):
    expected = EXPECTED_EXPLAIN if explain else _without_traces(EXPECTED_EXPLAIN)
    for doc in (EXAMPLE_PATH, str(EXAMPLE_PATH), EXAMPLE_PATH.read_text(), example_doc(),
                wargen.Models(EXAMPLE_PATH)):
        assert wargen.evaluate(doc, explain=explain) == expected
    assert wargen.evaluate(example_doc(), explain) == expected


def test_to_text():
    m = wargen.Models(EXAMPLE_PATH)
    text = m.to_text()
    assert text == "general: Dis 9\nspearman: Str 5, Dis 9, Ini 2, Att 3, Ld 3\n"
    explained = m.to_text(explain=True)
    # each model's line, then its traces indented
    indented = "".join("  " + line + "\n" for line in str(m.explain("spearman", "Str"))
                       .splitlines())
    assert "spearman: Str 5, Dis 9, Ini 2, Att 3, Ld 3\n" + indented in explained
    assert explained.startswith("general: Dis 9\n  general.Dis = 9\n")


# The end-to-end agreement with C: every model set of data/models and one
# built in code give through the binding exactly what the command prints.
# (What each rule M1-M5 means is checked once, in tests/unit/test_mod_*.c.)
@pytest.mark.parametrize("explain", [False, True])
def test_to_dict_equals_the_command(explain, tmp_path):
    exe = _cli()
    if exe is None:
        pytest.skip("no wargen command with `modify` in this build")
    args = [str(exe), "modify", "--json"] + (["--explain"] if explain else [])
    sets = [(path.stem, path) for path in sorted(EXAMPLE_PATH.parent.glob("*.json"))]
    assert len(sets) >= 4
    for name, doc in sets + [("built", None)]:
        if doc is None:
            models = build_example()[0]
            models.set_base("general", "Dis", 3)
            doc = tmp_path / "built.json"
            doc.write_text(json.dumps(_document_of(models)))
        out = subprocess.run(args + [str(doc)], capture_output=True, text=True, timeout=60)
        assert out.returncode == 0, out.stderr
        assert wargen.Models(doc).to_dict(explain) == json.loads(out.stdout), name
        assert wargen.Models(doc).to_json(explain).strip() == out.stdout.strip(), name
        assert wargen.evaluate(doc, explain) == json.loads(out.stdout), name
        text = subprocess.run([str(exe), "modify", str(doc)] + (["--explain"] if explain else []),
                              capture_output=True, text=True, timeout=60).stdout
        assert wargen.Models(doc).to_text(explain) == text, name


def _document_of(models):
    """A wargen-models/1 document of a set, from what it reads back."""
    doc = {"format": "wargen-models/1", "models": []}
    for model in models:
        ranges = {k: list(v) for k, v in models.ranges(model).items() if v != (0, 10)}
        entry = {"id": model, "characteristics": models.characteristics(model),
                 "modifiers": [{k: v for k, v in d.items() if k != "id"}
                               for d in models.modifiers(model)]}
        if ranges:
            entry["ranges"] = ranges
        doc["models"].append(entry)
    return doc


def test_document_read_back_round_trips():
    built = build_example()[0]
    again = wargen.Models(_document_of(built))
    assert again.to_dict(True) == built.to_dict(True) == EXPECTED_EXPLAIN
