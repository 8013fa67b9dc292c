#!/bin/sh
# `luarocks make` builds and installs the Lua module from a copy of the
# source tree into a scratch rocks tree, for Lua 5.4 and for LuaJIT; each
# interpreter then requires it through the path `luarocks path` gives.
# usage: luarocks_check.sh SOURCE_ROOT
set -eu
src=$1
command -v luarocks >/dev/null ||
    { echo "luarocks is not installed (requirements-debian.txt lists it)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$src" && git ls-files -co --exclude-standard 2>/dev/null || find . -type f -not -path './build*') |
    (cd "$src" && tar -cf - -T -) | (mkdir "$tmp/src" && tar -xf - -C "$tmp/src")
n=0
for flavour in "5.4 lua5.4" "5.1 luajit"; do
    set -- $flavour
    tree=$tmp/tree-$2
    (cd "$tmp/src" && luarocks --lua-version "$1" make --tree "$tree" LUA="$(command -v "$2")") \
        >"$tmp/log" 2>&1 || { cat "$tmp/log"; exit 1; }
    (eval "$(luarocks --lua-version "$1" --tree "$tree" path)" && "$2" - "$tree") <<'LUA'
local tree = ...
local found = assert(package.searchpath("wargen", package.cpath))
assert(found:sub(1, #tree) == tree, found)
assert(require("wargen").Rng(42):d6() == 1)
LUA
    n=$((n + 1))
done
echo "$n passed, 0 failed"
