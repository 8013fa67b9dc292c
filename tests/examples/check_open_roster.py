"""examples/c/open_roster.c prints the open roster of a hidden roster (H1-H4):
GOLDEN for twins-unlabelled.json (twins labelled "<unit name> N", H4), and for
every roster of HIDDEN_DIR the units `wargen roster open` prints (its text
without the "roster:" and "view:" lines); exit 1 and each label-clash
violation on stderr for twins-clashing.json; exit 2 and a located error for
a missing file and for a file that is not a roster. The Python and Lua
examples, when given, print the same (stdout, stderr, exit status).

usage: check_open_roster.py EXAMPLE BOOK HIDDEN_DIR GOLDEN WARGEN [-- PROGRAM [ARGS] ...]
(WARGEN is "" when the command is not built.)
"""
import pathlib
import re
import sys

from programs import run as run_program, split

(example, book, hidden, golden, wargen), others = split(sys.argv[1:], 5)
hidden = pathlib.Path(hidden)
failures, checked = [], 0


def result(r):
    return (r.returncode, r.stdout, r.stderr)


def check_all(roster):
    """The C example's result for roster, after checking the others print the same."""
    r = run_program([example], book, roster)
    for other in others:
        o = run_program(other, book, roster)
        if result(o) != result(r):
            failures.append(f"{pathlib.Path(roster).name}: {other[-1]} gave {result(o)!r}, "
                            f"the C example {result(r)!r}")
    return r


rosters = sorted(p for p in hidden.glob("*.json") if not p.name.endswith("-reveal.json"))
for path in rosters:
    r = check_all(path)
    checked += 1
    if path.name == "twins-clashing.json":
        clash = r.stderr.startswith("open_roster: label-clash (H4): ") and "pennant" in r.stderr
        if (r.returncode, r.stdout) != (1, "") or not clash:
            failures.append(f"{path.name}: exit {r.returncode}, {r.stdout!r}, {r.stderr!r}")
        continue
    if r.returncode != 0 or r.stderr:
        failures.append(f"{path.name}: exit {r.returncode}, {r.stderr!r}")
    if wargen:
        cli = run_program([wargen], "roster", "open", "--catalog", book, path, check=True)
        lines = cli.stdout.splitlines(keepends=True)
        if not lines[0].startswith("roster:") or "".join(lines[2:]) != r.stdout:
            failures.append(f"{path.name}: printed {r.stdout!r}, the command {cli.stdout!r}")
    if path.name == "twins-unlabelled.json" and r.stdout != pathlib.Path(golden).read_text():
        failures.append(f"{path.name}: printed {r.stdout!r}, not {golden}")
if "twins-unlabelled.json" not in [p.name for p in rosters]:
    failures.append(f"no twins-unlabelled.json in {hidden}")

# Bad input: no such file; an events file given as the roster (its format).
for roster, message in [(hidden / "no-such-roster.json", r"no-such-roster\.json: cannot open"),
                        (hidden / "twins-labelled-reveal.json",
                         r"twins-labelled-reveal\.json:\d+:\d+: format: .*wargen-roster/1")]:
    r = check_all(roster)
    checked += 1
    if (r.returncode, r.stdout) != (2, "") or not re.match("open_roster: .*" + message, r.stderr):
        failures.append(f"{roster.name}: exit {r.returncode}, {r.stdout!r}, {r.stderr!r}")

for f in failures:
    print("FAIL:", f)
print(f"{checked - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
