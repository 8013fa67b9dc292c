#!/bin/sh
# Another Meson project uses libwargen as a subproject, as docs/C.md shows:
# a copy of this source tree under subprojects/libwargen, found through
# dependency('wargen') by the [provide] section of subprojects/wargen.wrap
# (the fallback forced, in case a libwargen is installed). The consumer
# builds and runs, and the outer build holds libwargen's library alone
# (check_outer.py). usage: check.sh PYTHON SOURCE_ROOT
set -eu
python=$1
src=$2
here=$(dirname "$0")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/subprojects/libwargen"
# the tracked and untracked files of the source tree, without build trees
(cd "$src" && git ls-files -co --exclude-standard 2>/dev/null || find . -type f -not -path './build*') |
    (cd "$src" && tar -cf - -T -) | tar -xf - -C "$tmp/subprojects/libwargen"
cp "$here/wargen.wrap" "$tmp/subprojects/"
cp "$here/meson.build.in" "$tmp/meson.build"
cp "$here/consumer.c" "$tmp/"
meson setup "$tmp/build" "$tmp" --force-fallback-for=wargen >"$tmp/setup.log" 2>&1 ||
    { cat "$tmp/setup.log"; exit 1; }
meson test -C "$tmp/build" --print-errorlogs
"$tmp/build/consumer"
"$python" "$here/check_outer.py" "$tmp/build"
