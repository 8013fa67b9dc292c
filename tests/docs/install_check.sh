#!/bin/sh
# `meson install` puts the man page and the bash completion where man and
# bash-completion look (docs/COMMAND.md, "Installing"), and the references of docs/
# in the documents' folder: install the build into a DESTDIR, then render
# the page with man, complete `wargen ro` with the installed completion,
# and compare the installed references with docs/.
# usage: install_check.sh BUILD_DIR PAGE COMPLETION DOCS_DIR SOURCE_DOCS
#   PAGE, COMPLETION and DOCS_DIR are the installed paths (PAGE empty: no
#   scdoc; DOCS_DIR empty: -Dinstall_library=false).
set -eu
build=$1 page=$2 completion=$3 docs=$4 source_docs=$5
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
meson install -C "$build" --destdir "$tmp" --no-rebuild --quiet >"$tmp/install.log" 2>&1 ||
    { cat "$tmp/install.log"; exit 1; }
n=0
if [ -n "$page" ]; then
    [ -f "$tmp$page" ] || { echo "no man page at $page"; exit 1; }
    if command -v man >/dev/null; then
        MANWIDTH=80 man -E UTF-8 -l "$tmp$page" | grep -q '^ *wargen generate' ||
            { echo "$page: no 'wargen generate' in the rendered page"; exit 1; }
    fi
    n=$((n + 1))
fi
[ -f "$tmp$completion" ] || { echo "no completion at $completion"; exit 1; }
got=$(bash --norc -c '. "$1"; COMP_WORDS=(wargen ro); COMP_CWORD=1; _wargen
                      echo "${COMPREPLY[*]}"' bash "$tmp$completion")
[ "$got" = "roster roll" ] || { echo "completion of 'wargen ro': '$got'"; exit 1; }
n=$((n + 1))
if [ -n "$docs" ]; then
    for f in "$source_docs"/*.md; do
        b=$(basename "$f")
        cmp -s "$tmp$docs/$b" "$f" || { echo "$docs/$b: missing or not docs/$b"; exit 1; }
    done
    n=$((n + 1))
fi
echo "$n passed, 0 failed"
