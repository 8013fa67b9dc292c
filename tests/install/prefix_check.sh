#!/bin/sh
# A C program against libwargen installed in a prefix that pkg-config and the
# dynamic loader do not search, as docs/C.md ("Installing") says: its lines,
# as written, from the root of a copy of the source tree with HOME a scratch
# folder; each roll it builds must load the installed libwargen.so and print
# the dice of tests/examples/roll-42.txt.
# usage: prefix_check.sh SOURCE_ROOT
set -eu
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# build from a copy, so the source tree gets no build files
(cd "$src" && git ls-files -co --exclude-standard 2>/dev/null || find . -type f -not -path './build*') |
    (cd "$src" && tar -cf - -T -) | (mkdir "$tmp/src" && tar -xf - -C "$tmp/src")
HOME=$tmp/home
mkdir "$HOME"
export HOME
unset LD_LIBRARY_PATH
expected=$src/tests/examples/roll-42.txt
check_roll() { # check_roll OUTPUT: OUTPUT is roll-42.txt
    cmp -s "$1" "$expected" || { cat "$1"; echo "FAIL: roll printed other dice than $expected" >&2; exit 1; }
}
cd "$tmp/src"

{
    meson setup build-c --prefix "$HOME/wargen" -Dtests=false -Dpython=disabled -Dlua=disabled -Dluajit=disabled
    meson install -C build-c
} >"$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; exit 1; }
libdir=$HOME/wargen/lib/x86_64-linux-gnu
[ -e "$libdir/libwargen.so" ] ||
    { echo "FAIL: no $libdir/libwargen.so: this machine's libdir is not the guide's" >&2; exit 1; }
export PKG_CONFIG_PATH=$libdir/pkgconfig

# with the library's folder in LD_LIBRARY_PATH
cc examples/c/roll.c -o roll $(pkg-config --cflags --libs wargen)
LD_LIBRARY_PATH=$libdir ldd ./roll | grep -F "$libdir/libwargen.so" ||
    { echo "FAIL: roll does not load $libdir/libwargen.so" >&2; exit 1; }
{
    LD_LIBRARY_PATH=$libdir ./roll
} >"$tmp/out"
check_roll "$tmp/out"

# with an rpath
cc examples/c/roll.c -o roll $(pkg-config --cflags --libs wargen) -Wl,-rpath,$libdir
ldd ./roll | grep -F "$libdir/libwargen.so" ||
    { echo "FAIL: roll, linked with the rpath, does not load $libdir/libwargen.so" >&2; exit 1; }
{
    ./roll
} >"$tmp/out"
check_roll "$tmp/out"
echo "roll from $libdir: with LD_LIBRARY_PATH, and with an rpath"
echo "2 passed, 0 failed"
