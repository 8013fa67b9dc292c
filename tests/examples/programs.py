"""What the example checks share: their command line (fixed arguments,
then groups of `-- PROGRAM [ARGS]`) and running a program under
WARGEN_TEST_WRAPPER (valgrind, in `meson test --setup valgrind`)."""
import os
import shlex
import subprocess

WRAPPER = shlex.split(os.environ.get("WARGEN_TEST_WRAPPER", ""))


def split(argv, fixed):
    """The first `fixed` arguments, and the programs given after them."""
    programs = []
    for arg in argv[fixed:]:
        if arg == "--":
            programs.append([])
        else:
            programs[-1].append(arg)
    return argv[:fixed], programs


def run(program, *args, check=False):
    """Run program (a list) with args; its output is text."""
    return subprocess.run(WRAPPER + list(program) + [str(a) for a in args], check=check,
                          capture_output=True, text=True)
