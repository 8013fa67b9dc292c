"""Lifetimes: a Trace is self-contained (mod.h) and outlives its Models; a
set read from a dict owns everything it needs; each C object is freed once,
when Python collects it (valgrind checks the rest)."""
import gc
import weakref

import wargen
from test_mod_fixtures import EXAMPLE_PATH, EXAMPLE_VALUES, STR_STEPS, STR_TEXT, example_doc


def _trace_only():
    """A trace whose Models has no other reference."""
    return wargen.Models(EXAMPLE_PATH).explain("spearman", "Str")


def test_trace_outlives_its_models():
    trace = _trace_only()
    gc.collect()
    assert (trace.model, trace.stat, trace.value) == ("spearman", "Str", 5)
    assert trace.to_list() == STR_STEPS
    assert str(trace) == STR_TEXT
    assert trace.step_count() == len(STR_STEPS)


def test_trace_does_not_keep_its_models():
    models = wargen.Models(EXAMPLE_PATH)
    watch = weakref.ref(models)
    trace = models.explain("general", "Dis")
    del models
    gc.collect()
    assert watch() is None
    assert trace.value == 9 and trace.steps[-1]["after"] == 9


def test_trace_unchanged_by_later_changes():
    models = wargen.Models(EXAMPLE_PATH)
    trace = models.explain("spearman", "Str")
    text = str(trace)
    models.set_base("spearman", "Str", 2)
    models.add_modifier("spearman", "Str", "add", 4)
    assert models.value("spearman", "Str") == 4   # 2 -> 5 -> 0 (clamped) -> 4
    assert str(trace) == text and trace.to_list() == STR_STEPS


def test_models_from_a_dict_own_their_data():
    doc = example_doc()
    models = wargen.Models(doc)
    doc["models"][0]["id"] = "changed"
    doc["models"].clear()
    del doc
    gc.collect()
    assert models.evaluate() == EXAMPLE_VALUES
    assert models.models == ["general", "spearman"]
    assert models.modifiers("general")[0]["source"] == "banner"


def test_read_back_strings_are_copies():
    models = wargen.Models(example_doc())
    mods = models.modifiers("spearman")
    first = mods[2]
    models.change_modifier(first["id"], "Dis", "add", 1)
    models.remove_modifier(first["id"])
    gc.collect()
    assert first == {"id": first["id"], "stat": "Dis", "op": "use", "model": "general"}


def test_many_sets_and_traces_collected_in_any_order():
    text = EXAMPLE_PATH.read_text()
    kept = []
    for i in range(300):
        models = wargen.Models(text if i % 2 else example_doc())
        trace = models.explain("spearman", ["Str", "Dis", "Ini"][i % 3])
        if i % 5 == 0:
            kept.append(models)
        kept.append(trace)
    gc.collect()
    values = [t.value for t in kept if isinstance(t, wargen.Trace)]
    assert set(values) == {5, 9, 2}
    del kept
    gc.collect()


def test_handles_free_once():
    m = wargen.core._models_new()  # the constructor's handle, a Models too
    m.add_model("a")
    m.add_stat("a", "X", 3, 0, 10)
    t = m.explain("a", "X")
    del m
    gc.collect()
    assert t.value == 3 and t.step_count() == 1
    del t
    gc.collect()
