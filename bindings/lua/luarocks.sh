#!/bin/sh
# The build and install steps of wargen-scm-1.rockspec (`luarocks make`):
# the module for the Lua that LuaRocks runs for, Lua 5.4 or LuaJIT, built
# by Meson in a folder of its own per Lua.
# usage: luarocks.sh LUA            build the module with LUA's headers
#        luarocks.sh LUA LIBDIR     install it as LIBDIR/wargen.so
set -eu
lua=$1
case $("$lua" -e 'print(jit and "LuaJIT" or _VERSION)') in
"Lua 5.4") build=build-luarocks-5.4 opts="-Dlua=enabled -Dluajit=disabled" module=wargen.so ;;
LuaJIT) build=build-luarocks-luajit opts="-Dlua=disabled -Dluajit=enabled" module=luajit/wargen.so ;;
*) echo "luarocks.sh: the wargen module is for Lua 5.4 and LuaJIT, not $lua" >&2; exit 1 ;;
esac
if [ $# -eq 1 ]; then
    [ -f "$build/build.ninja" ] || meson setup "$build" --buildtype=release -Dtests=false \
        -Dcli=false -Dpython=disabled -Dinstall_library=false $opts
    meson compile -C "$build"
else
    mkdir -p "$2"
    cp "$build/bindings/lua/$module" "$2/wargen.so"
fi
