#!/bin/sh
# `meson install` puts the JSON Schemas of data/schema/ under the data
# directory (docs/FORMATS.md, "JSON Schemas"): install the build into a DESTDIR, list
# what is there and require the same files, byte for byte, as the source.
# usage: schema_check.sh BUILD_DIR SOURCE_SCHEMA_DIR INSTALLED_SCHEMA_DIR
set -eu
build=$1
src=$2
dest=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
meson install -C "$build" --destdir "$tmp/root" --no-rebuild --quiet >"$tmp/install.log" 2>&1 ||
    { cat "$tmp/install.log"; exit 1; }
installed=$tmp/root$dest
if [ ! -d "$installed" ]; then
    echo "nothing installed in $dest"; exit 1
fi
echo "$dest:"
ls -l "$installed"
(cd "$src" && ls -- *.json) >"$tmp/want"
(cd "$installed" && ls) >"$tmp/got"
diff -u "$tmp/want" "$tmp/got"
n=0
while read -r name; do
    cmp "$src/$name" "$installed/$name"
    n=$((n + 1))
done <"$tmp/want"
echo "$n passed, 0 failed"
