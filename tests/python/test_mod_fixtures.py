"""Shared data for the mod module tests (rules M1-M5); no tests of its own.
tests/lua/test_mod_fixtures.lua holds the same values."""
import copy
import os
import pathlib

import wargen

SOURCE_ROOT = pathlib.Path(os.environ.get("WARGEN_SOURCE_ROOT",
                                          pathlib.Path(__file__).resolve().parents[2]))
EXAMPLE_PATH = SOURCE_ROOT / "data" / "models" / "example.json"

# data/models/example.json: final values (M1-M4).
EXAMPLE_VALUES = {
    "general": {"Dis": 9},
    "spearman": {"Str": 5, "Dis": 9, "Ini": 2, "Att": 3, "Ld": 3},
}

# FORMATS.md's step list for spearman.Str (M4, M5). Every step after the
# base says whether the range acted ("clamped"), and a bounded modifier's
# step whether its bound did ("bounded").
STR_STEPS = [
    {"op": "base", "after": 8},
    {"op": "add", "value": 3, "before": 8, "after": 10, "clamped": True},
    {"op": "add", "value": -5, "before": 10, "after": 5, "clamped": False},
]

# The same as text (mod.h, wg_trace_to_text), a line per step.
STR_TEXT = "spearman.Str = 5\n  base 8\n  add +3: 8 -> 11, clamped to 10\n  add -5: 10 -> 5\n"

EXAMPLE_DOC = {
    "format": "wargen-models/1",
    "models": [
        {"id": "general", "characteristics": {"Dis": 8},
         "modifiers": [{"stat": "Dis", "op": "add", "value": 1, "source": "banner"}]},
        {"id": "spearman", "characteristics": {"Str": 8, "Dis": 7, "Ini": 3, "Att": 7, "Ld": 7},
         "ranges": {"Att": [0, 20]},
         "modifiers": [
             {"stat": "Str", "op": "add", "value": 3},
             {"stat": "Str", "op": "add", "value": -5},
             {"stat": "Dis", "op": "use", "model": "general"},
             {"stat": "Ini", "op": "add", "value": -1, "min": 1},
             {"stat": "Att", "op": "mul", "num": 1, "den": 2, "round": "down"},
             {"stat": "Ld", "op": "set", "value": 3},
         ]},
    ],
}


def example_doc():
    """A fresh copy of the example document (tests may edit it)."""
    return copy.deepcopy(EXAMPLE_DOC)


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


def one(stat_base, *modifiers, range=None):
    """A set with model "m" of one characteristic "X" and the given modifiers
    (each (op, value, options)); returns the set."""
    m = wargen.Models()
    m.add_model("m", {"X": stat_base}, None if range is None else {"X": range})
    for op, value, options in modifiers:
        m.add_modifier("m", "X", op, value, **options)
    return m
