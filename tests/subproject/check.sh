#!/bin/sh
# Another Meson project uses libwargen as a subproject: a copy of this
# source tree under its subprojects/, found through dependency('wargen')
# with the fallback forced. usage: check.sh SOURCE_ROOT
set -eu
src=$1
here=$(dirname "$0")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/subprojects/libwargen"
# the tracked and untracked files of the source tree, without build trees
(cd "$src" && git ls-files -co --exclude-standard 2>/dev/null || find . -type f) |
    (cd "$src" && tar -cf - -T -) | tar -xf - -C "$tmp/subprojects/libwargen"
cp "$here/meson.build.in" "$tmp/meson.build"
cp "$here/consumer.c" "$tmp/"
meson setup "$tmp/build" "$tmp" --force-fallback-for=wargen >"$tmp/setup.log" 2>&1 ||
    { cat "$tmp/setup.log"; exit 1; }
meson test -C "$tmp/build" --print-errorlogs
"$tmp/build/consumer"
echo "1 passed, 0 failed"
