#!/bin/sh
# A game embeds Lua 5.4 and libwargen from an install (<wargen/lua.h>,
# libwargen-lua5.4, docs/LUA.md): install the build into a DESTDIR, build
# examples/lua-host/host.c with the flags of the installed wargen-lua5.4.pc
# (its prefix moved into the DESTDIR), then run it on the example mods with
# the installed libraries: mod.lua as the examples suite checks it, and
# game_mod.lua printing exactly tests/examples/game-mod-42.txt.
# usage: lua_host_check.sh PYTHON BUILD_DIR SOURCE_ROOT
# Environment: CC (compiler command, default cc)
set -eu
python=$1
build=$2
src=$3
CC=${CC:-cc}
. "$(dirname "$0")/destdir.sh"
install_destdir "$build"
pc=$(find "$root" -path '*/pkgconfig/wargen-lua5.4.pc')
[ -n "$pc" ] || { echo "FAIL: no pkgconfig/wargen-lua5.4.pc installed" >&2; exit 1; }
pcdir=$(dirname "$pc")
libdir=$(dirname "$pcdir")
[ -n "$(find "$root" -path '*/include/wargen/lua.h')" ] ||
    { echo "FAIL: wargen/lua.h is not installed" >&2; exit 1; }

# The installed .pc files with their prefix moved into the DESTDIR; Lua's
# own (required by wargen-lua5.4.pc) stays the system's.
mkdir "$tmp/pc"
for f in "$pcdir"/wargen*.pc; do
    sed "s|^prefix=|prefix=$root|" "$f" >"$tmp/pc/$(basename "$f")"
done
flags=$(PKG_CONFIG_PATH=$tmp/pc pkg-config --cflags --libs wargen-lua5.4) ||
    { echo "FAIL: pkg-config --cflags --libs wargen-lua5.4 failed" >&2; exit 1; }
echo "pkg-config --cflags --libs wargen-lua5.4: $flags"
# (the linker, as the loader, finds libwargen.so.1, which the library needs, there)
export LD_LIBRARY_PATH="$libdir"
# shellcheck disable=SC2086 # word splitting of the flags is intended
$CC -std=c11 -Wall -Wextra -Werror "$src/examples/lua-host/host.c" -o "$tmp/lua-host" $flags ||
    { echo "FAIL: examples/lua-host/host.c does not build with pkg-config's flags" >&2; exit 1; }

# the host loads the installed libraries, and no module from LUA_CPATH
export LUA_CPATH=/nonexistent/?.so LUA_CPATH_5_4=/nonexistent/?.so
ldd "$tmp/lua-host" | grep -F "$libdir/libwargen-lua5.4.so" ||
    { echo "FAIL: lua-host does not load $libdir/libwargen-lua5.4.so" >&2; exit 1; }
examples=$src/examples/lua-host
"$python" "$src/tests/examples/check_example.py" mod -- "$tmp/lua-host" "$examples/mod.lua"
"$python" "$src/tests/examples/check_game.py" "$src/tests/examples/game-mod-42.txt" \
    "$tmp/lua-host" "$examples/game_mod.lua"
echo "lua-host from the install: mod.lua, and game_mod.lua as game-mod-42.txt"
