#!/usr/bin/env bash
# The WebAssembly build of libwargen (docs/DESIGN.md, "The WebAssembly
# build"), from the same sources as the native one:
#
#   wasm/build.sh BUILDDIR
#
# 1. fetches the Debian source packages of jansson, zlib and libxml2 into
#    BUILDDIR/src with `apt-get source` (the deb-src lines of
#    wasm/debian-src.sources must be in /etc/apt/sources.list.d/). apt checks
#    each downloaded file against the SHA-256 of the Sources index, which is
#    signed by the archive key (the Signed-By keyring), and dpkg-source checks
#    the unpacked files against the .dsc's checksums, so what is built is
#    what Debian released (with Debian's patches); nothing of it is kept in
#    this repository;
# 2. builds them with emscripten, static and without their tests and programs,
#    into the sysroot BUILDDIR/sysroot;
# 3. builds lib/ with Meson and wasm/emscripten.ini twice: BUILDDIR/full with
#    the BattleScribe importer (libxml2, zlib) and BUILDDIR/lite without it;
#    each links wargen.wasm and its ES-module loader wargen.mjs (wasm/meson.build);
# 4. prints the sizes of both .wasm files, raw and gzipped (gzip -9), against
#    the targets of issue 31;
# 5. runs each build's tests (tests/wasm/, and the npm package's in
#    bindings/js/test/), which compare the module's JSON with the native
#    `wargen` command's, byte for byte: the command is $WARGEN if set, else a
#    native build of this tree made in BUILDDIR/native; the full build also
#    assembles the list checker's site folder, BUILDDIR/full/wasm/site
#    (examples/web/README.md), and tests the page in headless Chromium
#    (tests/browser/: it needs Debian's chromium and `npm ci` run in
#    tests/browser, and is skipped without them unless
#    WARGEN_BROWSER_REQUIRED is set);
# 6. where there is npm, packs the npm package with both modules
#    (bindings/js/pack.mjs): BUILDDIR/js/wargen-VERSION.tgz.
#
# Needs what requirements-debian.txt and requirements-debian-wasm.txt list
# (emscripten, node-acorn, Node 18 or later, dpkg-dev for apt-get source,
# cmake, meson, pkg-config, make; chromium, and Node 20 for its playwright-core,
# for the browser test).
# Every compile runs under `nice -n 19` with JOBS jobs (default 1).
set -euo pipefail

if [ $# -ne 1 ]; then
    echo "usage: wasm/build.sh BUILDDIR" >&2
    exit 2
fi
src=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$1"
out=$(cd "$1" && pwd)
sysroot=$out/sysroot
jobs=${JOBS:-1}
for tool in emcc emcmake cmake meson pkg-config node dpkg-source; do
    command -v "$tool" >/dev/null ||
        { echo "no $tool: install requirements-debian-wasm.txt (docs/DESIGN.md)" >&2; exit 1; }
done
# emscripten's JavaScript optimizer imports acorn, which Debian installs here.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

# The source packages built, pinned to versions of Debian 12 (bookworm); each
# may be set in the environment (JANSSON_VERSION, ZLIB_VERSION,
# LIBXML2_VERSION). zlib's security update 1:1.2.13.dfsg-1+deb12u1 (two CVEs
# in the library) is in the Sources index, but its files were not on the
# mirror when this was written (404): use it with
# ZLIB_VERSION=1:1.2.13.dfsg-1+deb12u1 once they are.
jansson_version=${JANSSON_VERSION:-2.14-2}
zlib_version=${ZLIB_VERSION:-1:1.2.13.dfsg-1}
libxml2_version=${LIBXML2_VERSION:-2.9.14+dfsg-1.3~deb12u6}

# Optimisation of the third-party code (lib/ gets Meson's buildtype).
dep_cflags="-O2"

# ---- 1. sources -------------------------------------------------------------

# fetch PACKAGE VERSION: unpacks the source package into BUILDDIR/src, unless
# that version is there; prints its folder.
fetch() {
    local pkg=$1 version=$2
    local upstream=${version#*:}
    upstream=${upstream%-*}
    local dir=$out/src/$pkg-$upstream
    if [ "$(cat "$dir/.unpacked" 2>/dev/null)" != "$version" ]; then
        if ! apt-cache showsrc "$pkg" 2>/dev/null | grep -x "Version: $version" >/dev/null; then
            echo "apt knows no source package $pkg $version: add the deb-src lines" \
                 "(cp wasm/debian-src.sources /etc/apt/sources.list.d/ && apt-get update)" >&2
            exit 1
        fi
        rm -rf "$dir"
        mkdir -p "$out/src"
        (cd "$out/src" && apt-get source -qq "$pkg=$version" >"$out/src/$pkg.log")
        echo "$version" >"$dir/.unpacked"
    fi
    echo "$dir"
}

# built PACKAGE VERSION: whether the sysroot has that version of it.
built() {
    [ "$(cat "$out/deps/$1.built" 2>/dev/null)" = "$2" ]
}

# ---- 2. the libraries, into the sysroot --------------------------------------

build_zlib() {
    local dir
    dir=$(fetch zlib "$zlib_version")
    built zlib "$zlib_version" && return
    echo "== zlib $zlib_version"
    (cd "$dir" &&
        CFLAGS="$dep_cflags" emconfigure ./configure --static --prefix="$sysroot" >/dev/null &&
        nice -n 19 emmake make -j"$jobs" libz.a >/dev/null &&
        emmake make install >/dev/null)
    echo "$zlib_version" >"$out/deps/zlib.built"
}

build_jansson() {
    local dir
    dir=$(fetch jansson "$jansson_version")
    built jansson "$jansson_version" && return
    echo "== jansson $jansson_version"
    rm -rf "$out/deps/jansson"
    emcmake cmake -S "$dir" -B "$out/deps/jansson" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_C_FLAGS_RELEASE="$dep_cflags" -DCMAKE_INSTALL_PREFIX="$sysroot" \
        -DJANSSON_BUILD_SHARED_LIBS=OFF -DJANSSON_BUILD_DOCS=OFF \
        -DJANSSON_EXAMPLES=OFF -DJANSSON_WITHOUT_TESTS=ON >/dev/null
    nice -n 19 cmake --build "$out/deps/jansson" -j "$jobs" >/dev/null
    cmake --install "$out/deps/jansson" >/dev/null
    echo "$jansson_version" >"$out/deps/jansson.built"
}

# libxml2 with only what the importer uses (lib/bsdata/xml.c: the parser and
# the tree): no network, iconv, Python, threads, validation or XPath.
# Without iconv it reads UTF-8, UTF-16, ISO-8859-1 and ASCII. Without threads,
# its CMake file still looks for pthread.h, and threads.c then calls functions
# it leaves out: HAVE_PTHREAD_H set empty in the cache skips that check.
build_libxml2() {
    local dir
    dir=$(fetch libxml2 "$libxml2_version")
    built libxml2 "$libxml2_version" && return
    echo "== libxml2 $libxml2_version"
    rm -rf "$out/deps/libxml2"
    local off=""
    for o in C14N CATALOG DEBUG DOCB FTP HTML HTTP ICONV ICU ISO8859X LEGACY LZMA MODULES \
             OUTPUT PATTERN PROGRAMS PUSH PYTHON READER REGEXPS SAX1 SCHEMAS SCHEMATRON \
             TESTS THREADS VALID WRITER XINCLUDE XPATH XPTR; do
        off="$off -DLIBXML2_WITH_$o=OFF"
    done
    # shellcheck disable=SC2086
    emcmake cmake -S "$dir" -B "$out/deps/libxml2" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_C_FLAGS_RELEASE="$dep_cflags" -DCMAKE_INSTALL_PREFIX="$sysroot" \
        -DZLIB_INCLUDE_DIR="$sysroot/include" -DZLIB_LIBRARY="$sysroot/lib/libz.a" \
        -DBUILD_SHARED_LIBS=OFF -DHAVE_PTHREAD_H= \
        -DLIBXML2_WITH_ZLIB=ON -DLIBXML2_WITH_TREE=ON $off >/dev/null
    nice -n 19 cmake --build "$out/deps/libxml2" -j "$jobs" >/dev/null
    cmake --install "$out/deps/libxml2" >/dev/null
    echo "$libxml2_version" >"$out/deps/libxml2.built"
}

mkdir -p "$out/deps"
build_zlib
build_jansson
build_libxml2

# ---- 3. lib/ and the module, with and without the importer --------------------

# The sysroot for pkg-config, as a second cross file.
printf "[properties]\npkg_config_libdir = ['%s/lib/pkgconfig']\n" "$sysroot" >"$out/sysroot.ini"

build_module() {
    local name=$1 bsdata=$2
    echo "== libwargen, $name (BattleScribe importer $bsdata)"
    if [ ! -f "$out/$name/build.ninja" ]; then
        meson setup "$out/$name" "$src" --cross-file "$src/wasm/emscripten.ini" \
            --cross-file "$out/sysroot.ini" --buildtype=release -Dbsdata="$bsdata" >/dev/null
    fi
    nice -n 19 meson compile -C "$out/$name" -j "$jobs" >/dev/null
}
build_module full enabled
build_module lite disabled

# ---- 4. sizes ---------------------------------------------------------------------

kib() { echo "$(( ($1 + 1023) / 1024 )) KiB"; }
too_big=""
# size NAME TARGET_KIB: the module's files, raw and gzip -9.
size() {
    local name=$1 target=$2 f raw gz
    for f in wargen.wasm wargen.mjs; do
        raw=$(stat -c %s "$out/$name/wasm/$f")
        gz=$(gzip -9c "$out/$name/wasm/$f" | wc -c)
        printf "  %-4s %-11s %8s raw %8s gzipped" "$name" "$f" "$(kib "$raw")" "$(kib "$gz")"
        if [ "$f" = wargen.wasm ]; then
            printf " (target: at most %d KiB gzipped)" "$target"
            [ "$gz" -le $((target * 1024)) ] || too_big="$too_big $name"
        fi
        echo
    done
}
echo "== sizes"
size full 600
size lite 200

# ---- 5. the tests, against the native command ---------------------------------------

if [ -z "${WARGEN:-}" ]; then
    echo "== native wargen (BUILDDIR/native)"
    if [ ! -f "$out/native/build.ninja" ]; then
        meson setup "$out/native" "$src" -Dtests=false -Dpython=disabled -Dlua=disabled \
            -Dluajit=disabled -Dman=disabled -Dapi_docs=disabled >/dev/null
    fi
    nice -n 19 meson compile -C "$out/native" -j "$jobs" cli/wargen >/dev/null
    WARGEN=$out/native/cli/wargen
fi
WARGEN=$(realpath "$(command -v "$WARGEN")")
export WARGEN
for name in full lite; do
    echo "== tests, $name"
    meson test -C "$out/$name" --no-rebuild --print-errorlogs
done

# ---- 6. the npm package, with both modules ------------------------------------------------

if command -v npm >/dev/null; then
    echo "== npm package (bindings/js/pack.mjs)"
    node "$src/bindings/js/pack.mjs" "$out/js" full="$out/full/wasm" lite="$out/lite/wasm"
else
    echo "== npm package: no npm, not packed"
fi

if [ -n "$too_big" ]; then
    echo "over the size target:$too_big" >&2
    exit 1
fi
