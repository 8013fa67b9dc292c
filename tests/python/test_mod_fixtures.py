"""Shared data for the mod module tests (rules M1-M5); no tests of its own."""
import itertools
import json
import os
import pathlib

import wargen

SOURCE_ROOT = pathlib.Path(os.environ.get("WARGEN_SOURCE_ROOT",
                                          pathlib.Path(__file__).resolve().parents[2]))
EXAMPLE_PATH = SOURCE_ROOT / "data" / "models" / "example.json"

# The expected results of data/models/example.json live once, in the
# command's golden files (tests/cli/golden/modify-example*): the values
# (M1-M4), every characteristic's steps (M5) and their text.
GOLDEN = SOURCE_ROOT / "tests" / "cli" / "golden"
EXPECTED_EXPLAIN = json.loads((GOLDEN / "modify-example-explain.json").read_text())
EXAMPLE_VALUES = {m["id"]: m["characteristics"] for m in EXPECTED_EXPLAIN["models"]}
STR_STEPS = next(m for m in EXPECTED_EXPLAIN["models"] if m["id"] == "spearman")["trace"]["Str"]


def _trace_text(model, stat):
    """A characteristic's trace in the human output, as wg_trace_to_text prints it."""
    lines = (GOLDEN / "modify-example-explain.txt").read_text().splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith(f"  {model}.{stat} = "))
    block = [lines[at]] + list(itertools.takewhile(lambda x: x.startswith("    "),
                                                   lines[at + 1:]))
    return "".join(line[2:] + "\n" for line in block)


STR_TEXT = _trace_text("spearman", "Str")

def example_doc():
    """The example document as dicts, read afresh (tests may edit it)."""
    return json.loads(EXAMPLE_PATH.read_text())


def build_example():
    """The example built in code, modifier by modifier; returns (models, ids)."""
    m = wargen.Models()
    m.add_model("general", {"Dis": 8})
    m.add_model("spearman", {"Str": 8, "Dis": 7, "Ini": 3, "Att": 7, "Ld": 7},
                ranges={"Att": (0, 20)})
    ids = [
        m.add_modifier("general", "Dis", "add", 1, source="banner"),
        m.add_modifier("spearman", "Str", "add", 3),
        m.add_modifier("spearman", "Str", "add", -5),
        m.add_modifier("spearman", "Dis", "use", model="general"),
        m.add_modifier("spearman", "Ini", "add", -1, min=1),
        m.add_modifier("spearman", "Att", "mul", num=1, den=2, round="down"),
        m.add_modifier("spearman", "Ld", "set", 3),
    ]
    return m, ids

