"""Instructions counted by valgrind's callgrind, for the benchmarks whose
targets are counts (game_instructions.py, import_instructions.py,
morale_instructions.py). Counts do not depend on the machine's load, unlike
times."""

import re
import shutil
import subprocess
import sys


def available():
    """Whether valgrind is installed."""
    return shutil.which("valgrind") is not None


def collected(args, toggles=(), who="callgrind"):
    """Instructions callgrind counted running args, inside the functions
    toggles names (the whole run when none), and the run's stdout. Exits,
    naming who, if the run fails or callgrind gives no count."""
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
    cmd += ["--toggle-collect=" + f for f in toggles]
    run = subprocess.run(cmd + list(args), capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit("%s: %s failed:\n%s" % (who, " ".join(args), run.stderr))
    found = re.search(r"Collected : (\d+)", run.stderr)
    if not found:
        sys.exit("%s: no count from callgrind:\n%s" % (who, run.stderr))
    return int(found.group(1)), run.stdout
