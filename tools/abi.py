#!/usr/bin/python3
"""The ABI baseline of libwargen.so (abi/libwargen.abi) and its check, with
libabigail (Debian's abigail-tools: abidw, abidiff). Run through the two
scripts beside it:

  tools/abi-update BUILD_DIR   write abi/libwargen.abi from BUILD_DIR's
                               libwargen.so (a release, after a deliberate
                               change: the file is reviewed like code)
  tools/abi-check BUILD_DIR    compare BUILD_DIR's libwargen.so with the
                               baseline; print abidiff's report; fail on any
                               change but an addition

BUILD_DIR is a Meson build of this tree with debug information (the default
buildtype, debugoptimized, has it): abidw and abidiff read the types from
DWARF.

Within a major version the ABI only grows (docs/DESIGN.md, "Compatibility"):
functions and enum constants may be added, nothing is removed and no public
struct or signature changes. abidiff's exit status has bits 1 (error), 2
(usage), 4 (the ABI changed) and 8 (an incompatible change: a removed symbol,
another soname); a changed struct or signature sets only 4. So the check
fails on 1, 2 or 8, and on 4 unless the report's summaries count only added
functions and variables.

Two kinds of change are no ABI change, and are suppressed (the suppressions
are written from the headers each time, so nothing is kept by hand):
- the layout of an opaque handle (`typedef struct wg_game wg_game;`, whose
  struct is defined in lib/): callers hold only pointers to it. libabigail
  tells public types from private ones by the base name of the file that
  defines them, and lib/internal/game.h has the base name of
  include/wargen/game.h, so it must be told;
- the value of an enum's _COUNT, which grows when a constant is added
  before it.
"""

import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
BASELINE = ROOT / "abi" / "libwargen.abi"
HEADERS = ROOT / "include" / "wargen"

# abidw's options: only what the library exports, type ids from hashes (so an
# unrelated change does not renumber the file), no path of this machine.
ABIDW_OPTIONS = ["--exported-interfaces-only", "--drop-private-types", "--type-id-style", "hash",
                 "--no-corpus-path", "--no-comp-dir-path", "--no-elf-needed"]


def fail(message):
    sys.stdout.flush()  # the report first
    print(f"abi: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def library(build):
    """The build's shared library, and the generated version.h beside the
    source tree's headers."""
    build = pathlib.Path(build).resolve()
    so = build / "lib" / "libwargen.so"
    version_h = build / "include" / "wargen" / "version.h"
    if not so.exists():
        fail(f"{so} does not exist: give a configured and compiled build directory of a "
             "shared library (default_library shared or both)")
    sections = subprocess.run(["readelf", "-S", "--wide", str(so)], capture_output=True,
                              text=True, check=True).stdout
    if ".debug_info" not in sections:
        fail(f"{so} has no debug information: build it with -g (buildtype debug or "
             "debugoptimized, the default)")
    return build, so, version_h


def suppressions():
    """libabigail suppressions for the opaque handles and the _COUNT
    enumerators, from the public headers."""
    text = "\n".join(p.read_text() for p in sorted(HEADERS.glob("*.h")))
    declared = set(re.findall(r"typedef\s+struct\s+(wg_\w+)\s+\1\s*;", text))
    defined = set(re.findall(r"struct\s+(wg_\w+)\s*\{", text))
    opaque = sorted(declared - defined)
    bodies = re.findall(r"typedef\s+enum\s+wg_\w+\s*\{(.*?)\}", text, re.S)
    counts = sorted({c for body in bodies for c in re.findall(r"\b(WG_\w+_COUNT)\b", body)})
    spec = ""
    if opaque:
        spec += ("[suppress_type]\n"
                 "  label = opaque handles: their struct is defined in lib/, callers hold pointers\n"
                 "  type_kind = struct\n"
                 f"  name_regexp = ^({'|'.join(opaque)})$\n\n")
    if counts:
        spec += ("[suppress_type]\n"
                 "  label = an enum's _COUNT grows when a constant is added before it\n"
                 "  type_kind = enum\n"
                 f"  changed_enumerators = {', '.join(counts)}\n")
    return spec, opaque, counts


def update(build_dir):
    build, so, version_h = library(build_dir)
    BASELINE.parent.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(tmp, "libwargen.abi")
        r = subprocess.run(["abidw", "--headers-dir", str(HEADERS), "--header-file",
                            str(version_h)] + ABIDW_OPTIONS + ["--out-file", str(out), str(so)])
        if r.returncode != 0:
            fail(f"abidw failed ({r.returncode})")
        xml = out.read_text()

    # Source paths as the compiler saw them, relative to the build directory
    # (or absolute when it is outside the tree): made relative to the source
    # tree, so the file does not depend on where it was built.
    def relative(m):
        path = pathlib.Path(m.group(2))
        full = path if path.is_absolute() else build / path
        full = pathlib.Path(*_normalize(full.parts))
        try:
            return f"{m.group(1)}='{full.relative_to(ROOT)}'"
        except ValueError:
            return m.group(0)  # a system header, the same on every machine
    xml = re.sub(r"\b(path|filepath)='([^']*)'", relative, xml)
    if str(ROOT) in xml or str(build) in xml:
        fail("the baseline would name a path of this machine")
    BASELINE.write_text(xml)
    functions = len(re.findall(r"<elf-symbol name='wg_", xml))
    print(f"abi: wrote {BASELINE.relative_to(ROOT)} ({functions} exported functions) "
          f"from {so}")


def _normalize(parts):
    out = []
    for p in parts:
        if p == "..":
            out.pop()
        elif p != ".":
            out.append(p)
    return out


def summary_counts(report):
    """Removed and changed counts from abidiff's summary lines, e.g.
    `Functions changes summary: 1 Removed, 2 Changed (3 filtered out), 4 Added
    functions` and `Function symbols changes summary: 0 Removed, 1 Added
    function symbol not referenced by debug info`."""
    bad = {}
    for m in re.finditer(r"^(\w[\w ]*?) changes summary: (.*)$", report, re.M):
        for n, what in re.findall(r"(\d+) (Removed|Changed)", m.group(2)):
            if int(n):
                bad[f"{m.group(1).lower()} {what.lower()}"] = int(n)
    return bad


def check(build_dir):
    build, so, version_h = library(build_dir)
    if not BASELINE.exists():
        fail(f"no baseline {BASELINE.relative_to(ROOT)}: write it with tools/abi-update")
    spec, opaque, counts = suppressions()
    with tempfile.TemporaryDirectory() as tmp:
        supp = pathlib.Path(tmp, "libwargen.abignore")
        supp.write_text(spec)
        cmd = ["abidiff", "--suppressions", str(supp),
               "--headers-dir2", str(HEADERS), "--header-file2", str(version_h),
               str(BASELINE), str(so)]
        r = subprocess.run(cmd, capture_output=True, text=True)
    print(f"abi: {BASELINE.relative_to(ROOT)} against {so}")
    print(f"abi: not ABI (suppressed): the layout of {len(opaque)} opaque handles, "
          f"the value of {len(counts)} _COUNT enumerators")
    sys.stdout.write(r.stdout)
    sys.stderr.write(r.stderr)
    status = r.returncode
    if status & 3:
        fail(f"abidiff could not compare them (exit status {status})")
    if status & 8:
        fail("an incompatible change (abidiff exit status bit 8): a removed function or "
             "variable, or another soname. Within a major version the ABI only grows "
             "(docs/DESIGN.md, Compatibility)")
    if status & 4:
        if not re.search(r"changes summary:", r.stdout):
            fail("abidiff reports a change but no summary to read it from")
        bad = summary_counts(r.stdout)
        if bad:
            fail("a changed or removed function, variable or public type ("
                 + ", ".join(f"{k}: {v}" for k, v in bad.items())
                 + "): public structs and signatures never change within a major version "
                 "(docs/DESIGN.md, Compatibility)")
        print("abi: OK, compatible: only additions")
        return
    print("abi: OK, no change (but the suppressed ones above)")


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("update", "check"):
        sys.exit("usage: tools/abi-update BUILD_DIR | tools/abi-check BUILD_DIR")
    (update if sys.argv[1] == "update" else check)(sys.argv[2])


if __name__ == "__main__":
    main()
