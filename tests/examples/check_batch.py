#!/usr/bin/env python3
"""The batch examples (examples/python/batch.py, examples/lua/batch.lua) print
exactly FILE (the output the guides show), in every language built and in
Python both with NumPy and without it (its import blocked, as on a machine
where it is not installed; under valgrind, WARGEN_TEST_WRAPPER, only
without it: NumPy's import leaks by design).

    check_batch.py FILE PYTHON PY_EXAMPLE [LUA LUA_EXAMPLE]...
"""
import os
import sys

from check_example import Failure, expect, run

# Python with NumPy's import blocked, running the example as a script.
NO_NUMPY = ("import runpy, sys; sys.modules['numpy'] = None; sys.argv = sys.argv[1:]; "
            "runpy.run_path(sys.argv[0], run_name='__main__')")


def main(expected_file, python, py_example, *luas):
    with open(expected_file, encoding="utf-8") as f:
        expected = f.read()
    commands = [[python, "-c", NO_NUMPY, py_example]]
    if not os.environ.get("WARGEN_TEST_WRAPPER"):  # NumPy's import leaks under valgrind
        commands.append([python, py_example])
    commands += [[luas[i], luas[i + 1]] for i in range(0, len(luas), 2)]
    try:
        for cmd in commands:
            proc = run(cmd)
            expect(proc.returncode == 0 and proc.stderr == "", f"{cmd}: failed")
            expect(proc.stdout == expected, f"{cmd}: output differs from {expected_file}")
    except Failure as e:
        print("FAIL:", e)
        return 1
    print(f"{len(commands)} runs print {expected_file}")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
