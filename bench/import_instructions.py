"""Instructions per byte of the BattleScribe import as its file grows
(issue 30: within 1.15x from 20 KB to 2 MB, and at most 10x xmllint's).

Usage: python3 import_instructions.py BENCH_IMPORT SOURCE_ROOT OUT_DIR [KB ...]

Writes catalogues of about 20, 200 and 2,000 KB (or the sizes given) into
OUT_DIR: tests/data/bsdata/edge.cat with, at the top of its root entries,
as many army-wide upgrades as fill the size, each of which the importer
leaves out with a warning ("is not a unit"), located at its start tag
(every other tag spans two lines, so the line before is searched too).
Every warning is located, those beyond WG_PROBLEMS_MAX included.

Imports each with tests/data/bsdata/system.gst under valgrind's callgrind,
counting the instructions inside wg_bsdata_book_load_files() (the
library's whole import of both files, reading them included), and prints
them per byte of the two files, and per byte of the upgrades: less the
import of edge.cat itself, over the bytes added to it (the two files'
other bytes, a third of them below 20 KB, draw few warnings and cost less:
the whole files' figure mixes the two). Then the ratio of the largest
size's figure per byte of the upgrades to the smallest's against the
target: within 1.15x either way. With xmllint (Debian's libxml2-utils) it
also counts `xmllint --stream --noout` on the same two files, less its
count on an empty document (its start-up and exit), and prints the whole
import's ratio to it against the target 10; without xmllint it says so and
leaves that column out. Instruction counts do not depend on the machine's load,
unlike times. Exit 0 whether the targets are met or not (a benchmark
reports); exit 1 if valgrind is missing or a run fails.
"""

import os
import shutil
import sys

import callgrind

SIZES_KB = [20, 200, 2000]
TARGET_GROWTH = 1.15
TARGET_XMLLINT = 10.0
DATA = os.path.join("tests", "data", "bsdata")
OPEN = "  <selectionEntries>\n"


def upgrade(i):
    """The i-th army-wide upgrade: a warning each."""
    if i % 2:
        return ('    <selectionEntry id="be9c-%07d" name="Standard %d"\n'
                '                    hidden="false" type="upgrade"/>\n' % (i, i))
    return ('    <selectionEntry id="be9c-%07d" name="Banner %d" hidden="false" '
            'type="upgrade"/>\n' % (i, i))


def catalogue(edge, size):
    """edge.cat with upgrades up to about size bytes."""
    head, tail = edge.split(OPEN, 1)
    parts, n, i = [], len(edge.encode()), 0
    while n < size:
        line = upgrade(i)
        parts.append(line)
        n += len(line.encode())
        i += 1
    return head + OPEN + "".join(parts) + tail, i


def collected(args, toggle=None):
    """Instructions callgrind counted running args (inside toggle, if given)."""
    count, out = callgrind.collected(args, [toggle] if toggle else [], "import_instructions")
    return count, out.strip()


def main():
    if len(sys.argv) < 4:
        sys.exit("usage: import_instructions.py BENCH_IMPORT SOURCE_ROOT OUT_DIR [KB ...]")
    if not callgrind.available():
        sys.exit("import_instructions: valgrind is not installed")
    bench, root, out = sys.argv[1:4]
    sizes = [int(kb) for kb in sys.argv[4:]] or SIZES_KB
    system = os.path.join(root, DATA, "system.gst")
    with open(os.path.join(root, DATA, "edge.cat"), encoding="utf-8") as f:
        edge = f.read()
    os.makedirs(out, exist_ok=True)
    xmllint = shutil.which("xmllint")
    if xmllint:
        empty = os.path.join(out, "import-empty.xml")
        with open(empty, "w", encoding="utf-8") as f:
            f.write("<a/>\n")
        startup = collected([xmllint, "--stream", "--noout", empty])[0]
    else:
        print("xmllint not found (Debian: libxml2-utils): no comparison with it")
    base = os.path.join(out, "import-base.cat")
    with open(base, "w", encoding="utf-8") as f:
        f.write(edge)
    base_size = os.path.getsize(base)
    base_count = collected([bench, system, base], "wg_bsdata_book_load_files")[0]
    per_byte = []
    for kb in sizes:
        text, upgrades = catalogue(edge, kb * 1000)
        path = os.path.join(out, "import-%dkb.cat" % kb)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        size = os.path.getsize(path) + os.path.getsize(system)
        count, said = collected([bench, system, path], "wg_bsdata_book_load_files")
        added = (count - base_count) / (os.path.getsize(path) - base_size)
        per_byte.append(added)
        line = ("%5d KB catalogue (%d upgrades; %s): %.0f instructions per byte of the "
                "two files, %.0f per byte of the upgrades" % (kb, upgrades, said, count / size,
                                                             added))
        if xmllint:
            lint = collected([xmllint, "--stream", "--noout", system, path])[0] - startup
            line += "; xmllint --stream %.0f per byte, ratio %.1fx (target <= %.0fx: %s)" % (
                lint / size, count / lint, TARGET_XMLLINT,
                "met" if count / lint <= TARGET_XMLLINT else "NOT met")
        print(line, flush=True)
    if len(per_byte) > 1:
        growth = per_byte[-1] / per_byte[0]
        within = 1 / TARGET_GROWTH <= growth <= TARGET_GROWTH
        print("%d KB / %d KB: %.2fx instructions per byte of the upgrades; target within "
              "%.2fx: %s" % (sizes[-1], sizes[0], growth, TARGET_GROWTH,
                             "met" if within else "NOT met"))


if __name__ == "__main__":
    main()
