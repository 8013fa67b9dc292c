"""examples/c/morale.c prints the exact odds `wargen morale --odds --json`
gives (B5) and, for each seed, the same check as `wargen morale --roll
--modifier 1 --seed S` (B2-B4: the standard bearer's +1), with a retreat
(B12) exactly when the check says so. The Python and Lua examples, when
given, print the same as the C one.

usage: check_morale.py EXAMPLE WARGEN [-- PROGRAM [ARGS] ...]
"""
import json
import sys

from programs import run, split

(example, wargen), others = split(sys.argv[1:], 2)
RESULTS = ("steady", "wavered", "retreat", "fled")
failures, checked = [], 0

odds = []
for modifier in (0, 1):
    doc = json.loads(run([wargen], "morale", "--odds", "--modifier", modifier, "--json",
                         check=True).stdout)
    odds.append(f"odds with modifier {modifier:+d}:" + "".join(
        f" {r} {n}/{doc['denominator']}" for r, n in zip(RESULTS, doc["failures"])))

for seed in (3, 7, 42, 1, 18446744073709551615):
    checked += 1
    r = run([example], seed)
    for other in others:
        o = run(other, seed)
        if (o.returncode, o.stdout) != (r.returncode, r.stdout):
            failures.append(f"seed {seed}: {other[-1]} printed {o.stdout!r} (exit "
                            f"{o.returncode}), the C example {r.stdout!r}")
    c = json.loads(run([wargen], "morale", "--roll", "--modifier", 1, "--seed", seed, "--json",
                       check=True).stdout)
    dice = " ".join(str(d) for d in c["dice"])
    want = odds + ["10 killed, 1 check(s) queued",
                   f"seed {seed}: opponent {c['opponent']} against {dice} (+1): {c['result']}"]
    lines = r.stdout.splitlines()
    if r.returncode != 0 or lines[:4] != want:
        failures.append(f"seed {seed}: exit {r.returncode}, {lines[:4]}, expected {want}")
    retreated = len(lines) == 5 and lines[4].startswith("retreated ")
    if retreated != (c["result"] == "retreat") or len(lines) > 5:
        failures.append(f"seed {seed}: {c['result']} but printed {lines[4:]}")

for f in failures:
    print("FAIL:", f)
print(f"{checked - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
