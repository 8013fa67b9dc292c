"""examples/c/modify.c prints every model's final characteristics (M1-M4)
equal to `wargen modify --json`, and a trace (M5) that starts at the base
value and ends at the final one; bad input exits 2 with a located error. The
Python and Lua examples, when given, print the same as the C one.

usage: check_modify.py EXAMPLE WARGEN MODELS_DIR [-- PROGRAM [ARGS] ...]
"""
import json
import pathlib
import sys

from programs import run as run_program, split

(example, wargen, models_dir), others = split(sys.argv[1:], 3)
models_dir = pathlib.Path(models_dir)
failures, checked = [], 0


def run(*args, program=None):
    return run_program(program or [example], *args)


def same_everywhere(*args):
    """The C example's result, after checking the others print the same."""
    r = run(*args)
    for other in others:
        o = run(*args, program=other)
        if (o.returncode, o.stdout) != (r.returncode, r.stdout):
            failures.append(f"{args}: {other[-1]} printed {o.stdout!r} (exit {o.returncode}),"
                            f" the C example {r.stdout!r} (exit {r.returncode})")
    return r


paths = sorted(models_dir.glob("*.json"))
if not paths:
    failures.append(f"no model sets in {models_dir}")
for path in paths:
    checked += 1
    expected = json.loads(run_program([wargen], "modify", "--json", path, check=True).stdout)
    r = same_everywhere(path)
    want = "".join(f"{m['id']}:" + "".join(f" {k} {v}" for k, v in
                                           m["characteristics"].items()) + "\n"
                   for m in expected["models"])
    if (r.returncode, r.stdout) != (0, want):
        failures.append(f"{path.name}: exit {r.returncode}, {r.stdout!r}, expected {want!r}")
    for m in expected["models"]:
        for stat, value in m["characteristics"].items():
            checked += 1
            t = same_everywhere(path, m["id"], stat)
            lines = t.stdout.splitlines()
            if t.returncode != 0 or lines[0] != f"{m['id']}.{stat} = {value}" \
                    or not lines[1].startswith("  base: ") \
                    or not lines[-1].split(" -> ")[1].startswith(str(value)):
                failures.append(f"{path.name} {m['id']}.{stat}: exit {t.returncode}, "
                                f"{t.stdout!r}")

for args in [(models_dir / "no-such-set.json",), (models_dir / "example.json", "nobody", "Str")]:
    checked += 1
    r = same_everywhere(*args)
    if r.returncode != 2 or not r.stderr.startswith("modify: "):
        failures.append(f"{args}: exit {r.returncode}, {r.stderr!r}")

for f in failures:
    print("FAIL:", f)
print(f"{checked - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
