"""The final characteristics of models under their modifiers (rules M1-M5),
and how one of them got its value.

Usage: python3 modify.py MODELS.json [MODEL STAT]  (exit 0, or 2 for bad input)
"""
import sys

import wargen

try:
    models = wargen.Models(sys.argv[1])  # a path, a JSON string or a dict
    if len(sys.argv) == 2:
        for model, stats in models.evaluate().items():  # {model: {stat: value}}
            print(f"{model}:" + "".join(f" {stat} {value}" for stat, value in stats.items()))
    else:
        trace = models.explain(sys.argv[2], sys.argv[3])
        print(f"{trace.model}.{trace.stat} = {trace.value}")
        for step in trace.steps:  # as in `wargen modify --json --explain`
            before = step.get("before", step["after"])  # the base step has no before
            print(f"  {step['op']}: {before} -> {step['after']}"
                  + (" (bound)" if step.get("bounded") else "")
                  + (" (clamped)" if step.get("clamped") else ""))
except wargen.WargenError as e:  # file:line:column: path: message
    print(f"modify: {e}", file=sys.stderr)
    sys.exit(2)
