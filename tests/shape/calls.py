"""Run the calls of tests/shape/shape.json in Python and print their results
as JSON lines, one per call, for compare.py to hold against Lua's.

A call is {"call": "name" or "Class.name", "args": [...], "opts": {...}}:
args are given by position in both languages, opts as keywords here and as
a trailing table in Lua; an argument {"rng": N} is wargen.Rng(N), and
{"path": P} the path P under the source tree (WARGEN_SOURCE_ROOT). "Class"
alone calls the class. A result is written as plain JSON: an object as
its document (to_dict(), Lua's to_table()), a record as its fields, a Fraction as
{"num", "den"}, columns and tuples as lists, a set as {item: true} (Lua's sets); a
failure as {"error": code name}, a function the language lacks as
{"missing": its name}."""
import array
import fractions
import json
import os
import sys

import wargen
from wargen import core as _core


def arg(value):
    if isinstance(value, dict) and set(value) == {"rng"}:
        return wargen.Rng(value["rng"])
    if isinstance(value, dict) and set(value) == {"path"}:
        return os.path.join(os.environ["WARGEN_SOURCE_ROOT"], value["path"])
    return value


def plain(value):
    if callable(getattr(value, "to_dict", None)):
        return plain(value.to_dict())
    if isinstance(value, fractions.Fraction):
        return {"num": value.numerator, "den": value.denominator}
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (set, frozenset)):  # Lua's set: {name = true, ...}
        return {v: True for v in value}
    if isinstance(value, (list, tuple, array.array)) or type(value).__name__ == "ndarray":
        return [plain(v) for v in value]
    if hasattr(value, "item"):  # a NumPy scalar
        return value.item()
    return value


def run(spec):
    owner, _, name = spec["call"].rpartition(".")
    fn = getattr(getattr(wargen, owner) if owner else wargen, name, None)
    if fn is None:
        return {"missing": spec["call"]}
    try:
        return plain(fn(*map(arg, spec.get("args", [])), **spec.get("opts", {})))
    except wargen.WargenError as e:
        return {"error": _core.status_str(e.code)}


def main(shape):
    with open(shape, encoding="utf-8") as f:
        calls = json.load(f)["calls"]
    for spec in calls:
        print(json.dumps(run(spec), sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
