#!/bin/sh
# CMake users find an installed libwargen: install the build into a DESTDIR,
# configure a CMake project (tests/install/cmake/) with CMAKE_PREFIX_PATH at
# the moved prefix, build tests/subproject/consumer.c against wargen::wargen
# and run it with the installed library; a request for a major version the
# install is not (99) must fail.
# usage: cmake_check.sh BUILD_DIR SOURCE_ROOT PREFIX
set -eu
build=$1
src=$2
prefix=$3
command -v cmake >/dev/null ||
    { echo "cmake is not installed (requirements-debian.txt lists it)" >&2; exit 1; }
. "$(dirname "$0")/destdir.sh"
install_destdir "$build"
config=$(find "$root" -path '*/cmake/wargen/wargenConfig.cmake')
[ -n "$config" ] || { echo "FAIL: no cmake/wargen/wargenConfig.cmake installed" >&2; exit 1; }
[ -f "$(dirname "$config")/wargenConfigVersion.cmake" ] ||
    { echo "FAIL: no wargenConfigVersion.cmake beside $config" >&2; exit 1; }
echo "installed: ${config#"$root"}"

mkdir "$tmp/project"
cp "$src/tests/install/cmake/CMakeLists.txt" "$src/tests/subproject/consumer.c" "$tmp/project/"
cmake -S "$tmp/project" -B "$tmp/cbuild" -DCMAKE_PREFIX_PATH="$root$prefix" \
    >"$tmp/configure.log" 2>&1 || { cat "$tmp/configure.log"; exit 1; }
cmake --build "$tmp/cbuild" >"$tmp/build.log" 2>&1 || { cat "$tmp/build.log"; exit 1; }
libdir=$(dirname "$(dirname "$(dirname "$config")")")
# the program loads the installed library (when shared), not the build tree's
if [ -e "$libdir/libwargen.so" ]; then
    LD_LIBRARY_PATH=$libdir ldd "$tmp/cbuild/consumer" | grep -F "$libdir/libwargen.so" ||
        { echo "FAIL: consumer does not load $libdir/libwargen.so" >&2; exit 1; }
fi
LD_LIBRARY_PATH=$libdir "$tmp/cbuild/consumer"

sed 's/find_package(wargen 1.0 /find_package(wargen 99 /' "$src/tests/install/cmake/CMakeLists.txt" \
    >"$tmp/project/CMakeLists.txt"
if cmake -S "$tmp/project" -B "$tmp/cbuild99" -DCMAKE_PREFIX_PATH="$root$prefix" \
    >"$tmp/configure99.log" 2>&1; then
    echo "FAIL: find_package(wargen 99) accepted this libwargen" >&2
    exit 1
fi
grep -q "wargenConfig.cmake, version: " "$tmp/configure99.log" ||
    { cat "$tmp/configure99.log"; echo "FAIL: version 99 refused, but not by the version file" >&2; exit 1; }
echo "find_package(wargen 99): refused"
echo "2 passed, 0 failed"
