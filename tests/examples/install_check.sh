#!/bin/sh
# Install the build into a temporary directory and use it as a user would:
# build examples/c/roll.c with pkg-config's flags alone, run it against the
# installed library, build the C examples with examples/c/Makefile and run
# them, compile every installed header on its own, and check that
# libwargen.so exports nothing but wg_* symbols.
#
# Usage: install_check.sh MESON BUILD_ROOT SOURCE_ROOT
# Environment: CC (compiler command, default cc); EXTRA_CFLAGS (flags the
# build itself needs, e.g. -fsanitize=address for a sanitized libwargen);
# EXTRA_LDFLAGS (link flags it needs, e.g. clang's -shared-libasan);
# WARGEN_TEST_WRAPPER (e.g. valgrind, runs the installed example under it).
set -eu

meson=$1
build=$2
src=$3
CC=${CC:-cc}
EXTRA_CFLAGS=${EXTRA_CFLAGS:-}
EXTRA_LDFLAGS=${EXTRA_LDFLAGS:-}
WARGEN_TEST_WRAPPER=${WARGEN_TEST_WRAPPER:-}

fail() {
    echo "FAIL: $*" >&2
    exit 1
}
for tool in pkg-config nm; do
    command -v "$tool" >/dev/null || { echo "SKIP: $tool not found"; exit 77; }
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/wargen-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'exit 1' HUP INT TERM
root=$tmp/root

echo "== meson install --destdir $root"
"$meson" install -C "$build" --destdir "$root" --no-rebuild >"$tmp/install.log" 2>&1 ||
    { cat "$tmp/install.log"; fail "meson install failed"; }

# Where things landed (the prefix and libdir are options: search for them).
pc=$(find "$root" -path '*/pkgconfig/wargen.pc')
if [ -z "$pc" ] || [ "$(printf '%s\n' "$pc" | wc -l)" -ne 1 ]; then
    fail "expected one pkgconfig/wargen.pc under the destdir, found: ${pc:-none}"
fi
pcdir=$(dirname "$pc")
libdir=$(dirname "$pcdir")
header=$(find "$root" -name wargen.h -not -path '*/wargen/*')
[ -n "$header" ] || fail "wargen.h is not installed"
incdir=$(dirname "$header")
echo "pkg-config file: $pc"
echo "headers: $incdir    library: $libdir"

echo "== installed headers"
for h in "$src"/include/wargen/*.h "$src"/include/wargen/version.h.in; do
    name=wargen/$(basename "$h" .in)
    [ -f "$incdir/$name" ] || fail "$name is not installed in $incdir"
    echo "$name"
done
[ -e "$libdir/libwargen.so" ] || fail "libwargen.so is not installed in $libdir"

export PKG_CONFIG_PATH="$pcdir"
export PKG_CONFIG_SYSROOT_DIR="$root"
cflags=$(pkg-config --cflags wargen) || fail "pkg-config --cflags wargen failed"
libs=$(pkg-config --libs wargen) || fail "pkg-config --libs wargen failed"
echo "pkg-config --cflags --libs wargen: $cflags $libs"
case "$cflags $libs" in
    *"$root"*) ;;
    *) fail "pkg-config's flags do not point into the destdir" ;;
esac

echo "== each header compiles on its own"
for name in wargen.h $(cd "$incdir" && ls wargen/*.h); do
    printf '#include <%s>\nint wg_check_header(void);\nint wg_check_header(void) { return 0; }\n' \
        "$name" >"$tmp/header.c"
    # shellcheck disable=SC2086 # word splitting of the flags is intended
    $CC -std=c11 -Wall -Wextra -Wpedantic -Werror $EXTRA_CFLAGS $cflags \
        -c "$tmp/header.c" -o "$tmp/header.o" || fail "<$name> does not compile on its own"
done
echo ok

echo "== cc roll.c \$(pkg-config --cflags --libs wargen)"
# shellcheck disable=SC2086
$CC $EXTRA_CFLAGS $EXTRA_LDFLAGS "$src/examples/c/roll.c" -o "$tmp/roll" $cflags $libs ||
    fail "examples/c/roll.c does not build with pkg-config's flags"
expected=$src/tests/examples/roll-42.txt
run_roll() { # run_roll PROGRAM: run it against the installed library, check the output
    LD_LIBRARY_PATH=$libdir $WARGEN_TEST_WRAPPER "$1" 42 >"$tmp/out" ||
        fail "$1 exited with status $?"
    cat "$tmp/out"
    cmp -s "$tmp/out" "$expected" || fail "$1 printed other dice than $expected"
}
LD_LIBRARY_PATH=$libdir ldd "$tmp/roll" | grep -F "$libdir/libwargen.so" ||
    fail "the example does not load the installed libwargen.so"
run_roll "$tmp/roll"

# make is in requirements-debian.txt: a missing make fails rather than skips.
echo "== make, with examples/c/Makefile"
{
    mkdir "$tmp/make"
    cp "$src/examples/c/roll.c" "$src/examples/c/open_roster.c" "$src/examples/c/game.c" \
        "$src/examples/c/Makefile" "$tmp/make"
    if [ -n "$EXTRA_CFLAGS" ]; then
        CFLAGS="-O2 $EXTRA_CFLAGS" LDFLAGS="$EXTRA_LDFLAGS" make -C "$tmp/make" CC="$CC" ||
            fail "make failed"
    else
        make -C "$tmp/make" CC="$CC" || fail "make failed"
    fi
    run_roll "$tmp/make/roll"
    LD_LIBRARY_PATH=$libdir $WARGEN_TEST_WRAPPER "$tmp/make/open_roster" \
        "$src/data/catalogs/example-kingdom.json" "$src/data/rosters/hidden/twins-unlabelled.json" \
        >"$tmp/out" || fail "open_roster exited with status $?"
    cmp -s "$tmp/out" "$src/tests/examples/open-roster-twins-unlabelled.txt" ||
        fail "open_roster printed another roster than tests/examples/open-roster-twins-unlabelled.txt"
    echo "open_roster: the open roster of twins-unlabelled.json"
    LD_LIBRARY_PATH=$libdir $WARGEN_TEST_WRAPPER "$tmp/make/game" >"$tmp/out" ||
        fail "game exited with status $?"
    cmp -s "$tmp/out" "$src/tests/examples/game.txt" ||
        fail "game printed another game than tests/examples/game.txt"
    echo "game: the game of tests/examples/game.txt"
}

echo "== nm -D --defined-only libwargen.so: only wg_* symbols"
nm -D --defined-only "$libdir/libwargen.so" >"$tmp/nm" || fail "nm failed"
awk 'NF { print $NF }' "$tmp/nm" | sed 's/@.*//' | sort -u >"$tmp/symbols"
grep -q '^wg_' "$tmp/symbols" || fail "libwargen.so exports no wg_ symbol at all"
# (a --coverage build also exports gcov's runtime: __gcov_*, mangle_path)
if grep -v -e '^wg_' -e '^__gcov_' -e '^mangle_path$' "$tmp/symbols" >"$tmp/foreign"; then
    echo "libwargen.so exports symbols outside the wg_ namespace:" >&2
    cat "$tmp/foreign" >&2
    fail "foreign exported symbols"
fi
echo "$(wc -l <"$tmp/symbols") symbols, all wg_*"
echo ok
