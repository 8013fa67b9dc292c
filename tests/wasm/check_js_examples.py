"""The JavaScript examples (examples/js/) print what the C ones print: the
native 'examples' suite's own checks (tests/examples/), given Node running
each JavaScript example from a folder where it imports 'wargen' as an
installed package (wasm/meson.build lays it out with bindings/js/pack.mjs).

usage: check_js_examples.py CHECK FOLDER
  CHECK: roll, roll-fail, generate, validate, modify, morale or game; FOLDER: the laid-out
  examples. The native command is $WARGEN (wasm/build.sh sets it) and the C
  examples are those of its build (BUILD/examples/); without them (a build
  with -Dtests=false) the test is skipped (exit 77).
"""
import os
import pathlib
import subprocess
import sys

SKIP = 77
root = pathlib.Path(__file__).resolve().parents[2]
checks = root / "tests" / "examples"
check, folder = sys.argv[1], pathlib.Path(sys.argv[2])
if not os.environ.get("WARGEN"):
    sys.exit("WARGEN is not set: the native wargen command (wasm/build.sh sets it)")
wargen = pathlib.Path(os.environ["WARGEN"]).resolve()
native = wargen.parents[1] / "examples"
node = ["node"]


def example(name):
    """The JavaScript example `name` as a program (a list)."""
    return node + [str(folder / f"{name}.mjs")]


def c_example(name):
    path = native / f"{name}-example"
    if not path.exists():
        print(f"no C example {path}: a native build with tests is needed")
        sys.exit(SKIP)
    return str(path)


def run_check(script, *args):
    return subprocess.run([sys.executable, str(checks / script), *map(str, args)]).returncode


book = root / "data" / "catalogs" / "example-kingdom.json"
if check == "roll":
    rc = run_check("check_example.py", "same", "--expect", checks / "roll-42.txt",
                   "--", c_example("roll"), ";;", *example("roll"))
    rc = rc or run_check("check_example.py", "same", "--", c_example("roll"),
                         "18446744073709551615", ";;", *example("roll"), "18446744073709551615")
elif check == "roll-fail":
    rc = run_check("check_example.py", "fail", "--", *example("roll"), "42", "0")
elif check == "generate":
    rc = 0
    for seed in ("7", "42", "18446744073709551615"):
        rc = rc or run_check("check_generate.py", wargen, seed, "--", *example("generate"))
elif check == "validate":
    rc = run_check("check_validate.py", c_example("validate"), book, root / "data" / "rosters",
                   "--", *example("validate"))
elif check == "modify":
    rc = run_check("check_modify.py", c_example("modify"), wargen, root / "data" / "models",
                   "--", *example("modify"))
elif check == "morale":
    rc = run_check("check_morale.py", c_example("morale"), wargen, "--", *example("morale"))
elif check == "game":
    # exactly what the Python example prints (the C one also shows the
    # effects its host resolves)
    rc = run_check("check_game.py", checks / "game-python.txt", *example("game"))
else:
    sys.exit(f"unknown check {check}")
sys.exit(rc)
