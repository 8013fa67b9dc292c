"""Write a C file defining `const char NAME[]`: the bytes of a file and a NUL.

usage: embed.py NAME INPUT OUTPUT   (compiles the default table in)
A byte list, not a string literal: ISO C limits literals to 4095 characters.
"""
import sys

name, source, target = sys.argv[1:4]
data = open(source, "rb").read() + b"\0"
lines = ["/* Generated from %s by lib/gen/embed.py: do not edit. */" % source.split("/")[-1],
         '#include "internal/gen.h"', "", "const char %s[] = {" % name]
for i in range(0, len(data), 16):
    lines.append("    " + ", ".join("%d" % b for b in data[i:i + 16]) + ",")
lines.append("};")
open(target, "w", encoding="utf-8").write("\n".join(lines) + "\n")
