"""examples/c/game.c plays a short scripted game (A1-A3, V1-V2) through the
public API and prints each event, the refused end of turn, the effect the
host resolved and the result: exactly GOLDEN (the output the README shows),
exit 0 and nothing on stderr.

usage: check_game.py GOLDEN EXAMPLE
"""
import pathlib
import sys

from programs import run

golden, example = sys.argv[1:3]
r = run([example])
expected = pathlib.Path(golden).read_text()
failures = []
if (r.returncode, r.stderr) != (0, ""):
    failures.append(f"exit {r.returncode}, stderr {r.stderr!r}")
if r.stdout != expected:
    failures.append(f"printed {r.stdout!r}, not {golden}")
for f in failures:
    print("FAIL:", f)
print(f"{1 - min(len(failures), 1)} passed, {min(len(failures), 1)} failed")
sys.exit(1 if failures else 0)
