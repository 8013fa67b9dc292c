#!/bin/sh
# `pip install .` works as docs/PYTHON.md says: into a fresh virtual environment
# of Debian's Python, with Debian's meson-python and no index (no network);
# the wheel is a platform wheel holding the package alone, and the
# installed package generates an army and validates a roster.
# usage: pip_check.sh PYTHON SOURCE_ROOT
set -eu
python=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# build from a copy, so the source tree gets no build files
(cd "$src" && git ls-files -co --exclude-standard 2>/dev/null || find . -type f -not -path './build*') |
    (cd "$src" && tar -cf - -T -) | (mkdir "$tmp/src" && tar -xf - -C "$tmp/src")
# The two lines docs/PYTHON.md gives, as written, from the copy's root: python3
# is Debian's (the one given), and pip stays off the network.
cd "$tmp/src"
PATH=$(dirname "$python"):$PATH PIP_NO_INDEX=1 PIP_QUIET=1 PIP_DISABLE_PIP_VERSION_CHECK=1
export PATH PIP_NO_INDEX PIP_QUIET PIP_DISABLE_PIP_VERSION_CHECK
{
    python3 -m venv --system-site-packages venv
    venv/bin/pip install --no-build-isolation .
} >"$tmp/pip.log" 2>&1 || { cat "$tmp/pip.log"; exit 1; }
cd "$tmp"
"$tmp/src/venv/bin/python" - "$src" <<'PY'
import os, sys, wargen
from importlib import metadata
src = sys.argv[1]
assert os.path.dirname(wargen.__file__).startswith(sys.prefix), wargen.__file__
# a platform wheel (it holds an extension) with the package only: no C
# headers, no wargen.pc, no shared library beside the extension
wheel = metadata.distribution("wargen").read_text("WHEEL")
assert "Root-Is-Purelib: false" in wheel and "py3-none-any" not in wheel, wheel
files = [str(f) for f in metadata.files("wargen")]
assert not [f for f in files if f.endswith((".h", ".pc")) or ".so." in f], files
army = wargen.generate(players=2, seed=7)
assert [p.total for p in army.players] == [17, 15], army
report = wargen.validate(os.path.join(src, "data/catalogs/example-kingdom.json"),
                         os.path.join(src, "data/rosters/valid-standard.json"))
assert report.valid and report.total == 1995
print("1 passed, 0 failed")
PY
