"""Compile files into C as byte arrays, each followed by a NUL.

usage: embed.py (--include HEADER | --static TABLE) OUTPUT NAME=INPUT...

--include HEADER: OUTPUT is a C file defining `const char NAME[]` for each
  INPUT, after `#include "HEADER"`, which declares them (the default
  generator table, lib/gen).
--static TABLE: OUTPUT is a header for one translation unit: the arrays are
  static, and TABLE lists them in order as {name, text, size}, closed by a
  {NULL, NULL, 0} (the Lua layer's chunks, bindings/lua).
A byte list, not a string literal: ISO C limits literals to 4095 characters.
"""
import sys


def array(name, source, storage):
    data = open(source, "rb").read() + b"\0"
    lines = ["%sconst char %s[] = {" % (storage, name)]
    for i in range(0, len(data), 16):
        lines.append("    " + ", ".join("%d" % b for b in data[i:i + 16]) + ",")
    return lines + ["};"]


def main(argv):
    mode, arg, target, pairs = argv[0], argv[1], argv[2], [a.split("=", 1) for a in argv[3:]]
    inputs = " ".join(source.split("/")[-1] for _, source in pairs)
    lines = ["/* Generated from %s by tools/embed.py: do not edit. */" % inputs]
    if mode == "--include":
        lines += ['#include "%s"' % arg, ""]
        for name, source in pairs:
            lines += array(name, source, "")
    elif mode == "--static":
        lines += ["#include <stddef.h>", ""]
        for name, source in pairs:
            lines += array(name, source, "static ")
        lines += ["", "static const struct { const char *name; const char *text; size_t size; } "
                  "%s[] = {" % arg]
        for name, source in pairs:
            lines.append('    {"%s", %s, sizeof %s - 1},' % (source.split("/")[-1], name, name))
        lines += ["    {NULL, NULL, 0},", "};"]
    else:
        sys.exit("usage: embed.py (--include HEADER | --static TABLE) OUTPUT NAME=INPUT...")
    open(target, "w", encoding="utf-8").write("\n".join(lines) + "\n")


main(sys.argv[1:])
