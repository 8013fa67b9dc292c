"""The size of the hand-written binding code against the library's (issue 29).

Usage: python3 binding_lines.py [SOURCE_ROOT]

Counts the lines (every line, blank and comment ones included, on both sides)
of the hand-written binding code, the .i, .swg, .py and .lua files under
bindings/ (the .pyi stubs not counted), and of the library, the C sources
and headers under lib/, and prints their ratio against issue 29's target of
at most 35%. It also lists every %pythoncode or %luacode block of the .i and
.swg files (a line starting with the directive; the target is none).
Exit 0 whether the targets are met or not: a benchmark reports.
"""

import os
import pathlib
import re
import sys

TARGET = 0.35
BINDING_KINDS = (".i", ".swg", ".py", ".lua")
LIB_KINDS = (".c", ".h")
DIRECTIVE = re.compile(r"^\s*%(pythoncode|luacode)\b")


def files(root, kinds):
    """The files under root whose names end in one of kinds, sorted."""
    found = []
    for folder, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        found += [pathlib.Path(folder) / n for n in names if n.endswith(kinds)]
    return sorted(found)


def lines(path):
    with open(path, encoding="utf-8") as f:
        return f.read().splitlines()


def main(source_root):
    root = pathlib.Path(source_root)
    by_kind = {kind: [0, 0] for kind in BINDING_KINDS}  # files, lines
    directives = []
    for path in files(root / "bindings", BINDING_KINDS):
        text = lines(path)
        kind = path.suffix
        by_kind[kind][0] += 1
        by_kind[kind][1] += len(text)
        if kind in (".i", ".swg"):
            directives += [(path.relative_to(root), n, line.strip())
                           for n, line in enumerate(text, 1) if DIRECTIVE.match(line)]
    lib = files(root / "lib", LIB_KINDS)
    lib_lines = sum(len(lines(p)) for p in lib)
    binding_lines = sum(n for _, n in by_kind.values())

    print("hand-written binding code under bindings/ (.pyi stubs not counted):")
    for kind, (count, n) in by_kind.items():
        print(f"  {kind:<5} {count:3d} files {n:7d} lines")
    print(f"  {'all':<5} {sum(c for c, _ in by_kind.values()):3d} files {binding_lines:7d} lines")
    print(f"lib/ (.c, .h): {len(lib)} files, {lib_lines} lines")
    print()
    ratio = binding_lines / lib_lines
    print(f"{'measure':<28} {'bindings':>9} {'lib/':>7} {'ratio':>7} {'target':>7}  met")
    print(f"{'binding lines / lib/ lines':<28} {binding_lines:9d} {lib_lines:7d} {ratio:7.1%}"
          f" {'<=' + format(TARGET, '.0%'):>7}  {'yes' if ratio <= TARGET else 'no'}")
    print(f"{'%pythoncode/%luacode blocks':<28} {len(directives):9d} {'-':>7} {'-':>7} {'0':>7}"
          f"  {'yes' if not directives else 'no'}")
    for path, n, line in directives:
        print(f"  {path}:{n}: {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1
                  else pathlib.Path(__file__).resolve().parents[1]))
