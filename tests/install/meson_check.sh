#!/bin/sh
# `meson install` puts every module where Debian's interpreters look
# (docs/PYTHON.md and docs/LUA.md, "Installing"): install the build into a
# DESTDIR, then import the Python package and require the Lua modules
# through each interpreter's own sys.path / package.cpath, moved under the
# DESTDIR.
# usage: meson_check.sh BUILD_DIR PYTHON [LUA ...]
set -eu
build=$1
python=$2
shift 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
meson install -C "$build" --destdir "$tmp" --no-rebuild --quiet >"$tmp/install.log" 2>&1 ||
    { cat "$tmp/install.log"; exit 1; }
n=0
path=$("$python" -c 'import sys; print(":".join(sys.argv[1] + p for p in sys.path if p))' "$tmp")
PYTHONPATH=$path "$python" - "$tmp" <<'PY'
import sys, wargen
assert wargen.__file__.startswith(sys.argv[1]), wargen.__file__
assert [p.total for p in wargen.generate(players=2, seed=7).players] == [17, 15]
PY
n=$((n + 1))
for lua in "$@"; do
    "$lua" - "$tmp" <<'LUA'
local root = ...
package.cpath = package.cpath:gsub("[^;]+", function(t) return root .. t end)
local found = assert(package.searchpath("wargen", package.cpath))
assert(found:sub(1, #root) == root, found)
local wargen = require("wargen")
assert(wargen.Rng(42):d6() == 1)
LUA
    n=$((n + 1))
done
echo "$n passed, 0 failed"
