"""The generator examples agree: for a seed, the C, Python and Lua examples
print the same armies as `wargen generate --players 2 --seed S --json`, and
every army reached the 15 AP limit (G10).

usage: check_generate.py WARGEN SEED -- PROGRAM [ARGS] [-- PROGRAM [ARGS] ...]
Each program gets SEED as its last argument.
"""
import json
import re
import sys

from programs import run, split

(wargen, seed), programs = split(sys.argv[1:], 2)

cli = json.loads(run([wargen], "generate", "--players", "2", "--seed", seed, "--json",
                     check=True).stdout)
want = [f"player {p['player']}: {p['total']} AP, {p['units']} units, {len(p['draws'])} draws"
        for p in cli["players"]]
failures = [f"player {p['player']} stopped at {p['total']} AP, below 15 (G10)"
            for p in cli["players"] if p["total"] < 15]
for program in programs:
    out = run(program, seed, check=True).stdout
    got = [line for line in out.splitlines() if re.fullmatch(r"player \d: .* draws", line)]
    if got != want:
        failures.append(f"{' '.join(program)} printed {got}, the command {want}")
for f in failures:
    print("FAIL:", f)
print(f"{len(programs) + 1 - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
