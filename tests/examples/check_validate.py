"""examples/c/validate.c prints each roster's total and violations (R5-R13):
"valid" and exit 0 for the valid rosters, the roster's own violation code
and exit 1 for each invalid-<code>.json, a located error and exit 2 for a
missing file. The Python and Lua examples, when given, print the same.

usage: check_validate.py EXAMPLE BOOK ROSTERS_DIR [-- PROGRAM [ARGS] ...]
"""
import pathlib
import re
import sys

from programs import run as run_program, split

(example, book, rosters), others = split(sys.argv[1:], 3)
rosters = pathlib.Path(rosters)
failures, checked = [], 0


def run(*args, program=None):
    return run_program(program or [example], *args)


for path in sorted(rosters.glob("*.json")):
    r = run(book, str(path))
    for other in others:
        o = run(book, str(path), program=other)
        if (o.returncode, o.stdout) != (r.returncode, r.stdout):
            failures.append(f"{path.name}: {other[-1]} printed {o.stdout!r} (exit "
                            f"{o.returncode}), the C example {r.stdout!r}")
    checked += 1
    lines = r.stdout.splitlines()
    if path.name.startswith("valid-"):
        if r.returncode != 0 or lines[-1:] != ["valid"]:
            failures.append(f"{path.name}: exit {r.returncode}, {r.stdout!r}")
    else:
        code = path.stem[len("invalid-"):]
        if r.returncode != 1 or not any(l.startswith(code + " (R") for l in lines):
            failures.append(f"{path.name}: exit {r.returncode}, no {code} in {r.stdout!r}")
    if not re.match(r"\d+ of \d+ points$", lines[0] if lines else ""):
        failures.append(f"{path.name}: no total line in {r.stdout!r}")

for program in [None] + others:
    r = run(book, str(rosters / "no-such-roster.json"), program=program)
    checked += 1
    if r.returncode != 2 or "no-such-roster.json: cannot open" not in r.stderr:
        failures.append(f"missing file: exit {r.returncode}, {r.stderr!r}")

for f in failures:
    print("FAIL:", f)
print(f"{checked - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
