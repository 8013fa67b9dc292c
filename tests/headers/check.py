#!/usr/bin/python3
"""The public headers against the C API style (docs/DESIGN.md, "C API style").

Each subcommand reads every wargen/*.h under the include folders given with
-I (the source tree's include/, and the build's include/ for the generated
version.h), prints one line per failure as `header:line: what`, and exits 1
on any failure.

  check.py style -I DIR... [--root SRC]
      enums (prefix, values from 0, _COUNT, _name and _parse), lists (_at
      and _count), the deprecation blocks, no literal (size_t)-1
  check.py null-c -I DIR... [--root SRC] -o OUT.c
      write a C program that calls every _count, _at, _free, _name and
      _parse with NULL handles and checks the "missing" answers
  check.py linkage -I DIR... -o OUT.cpp
      write a C++ file that includes every header and redeclares each of its
      WG_API functions in extern "C": a header without its extern "C" guard
      fails to compile ("conflicting declaration ... with 'C' linkage")
  check.py symbols -I DIR... [--root SRC] --nm NM [--shared SO] [--static A]
                   [--runtime ARCHIVE]...
      the shared library exports exactly the WG_API functions; the static
      library's global symbols are the public ones, wgi_ or bs_; the globals
      a runtime ARCHIVE linked in by the toolchain defines (libgcov.a in a
      coverage build exports mangle_path) are not ours and not checked
  check.py deprecated -I DIR... [--root SRC] --cc-id ID -- CC...
      every name marked WG_DEPRECATED or WG_DEPRECATED_ENUMERATOR warns when
      used, and is gone with -DWG_NO_DEPRECATED

Standard library only (Debian's /usr/bin/python3).
"""

import argparse
import os
import pathlib
import re
import subprocess
import sys
import tempfile

DEPRECATED_GUARD = "#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)"
IDENT = re.compile(r"[A-Za-z_]\w*")


class Header:
    """One header: its text without comments or preprocessor lines (same
    offsets and lines), and which lines are inside a deprecation block."""

    def __init__(self, path, shown):
        self.path = path
        self.shown = shown
        self.raw = path.read_text()
        self.nocomment = strip_comments(self.raw)
        self.guard_failures = []
        self.deprecated_lines = set()
        self.code = self._scan_preprocessor()

    def _scan_preprocessor(self):
        lines = self.nocomment.split("\n")
        out = []
        stack = []  # one bool per open #if: is it the deprecation guard?
        i = 0
        while i < len(lines):
            line = lines[i]
            directive = line.strip()
            if directive.startswith("#"):
                # a directive and its continuation lines become blank lines
                j = i
                while lines[j].rstrip().endswith("\\") and j + 1 < len(lines):
                    j += 1
                text = " ".join(l.rstrip("\\").strip() for l in lines[i:j + 1])
                keyword = re.match(r"#\s*(\w*)", text).group(1)
                compact = re.sub(r"\s+", "", text)
                if keyword in ("if", "ifdef", "ifndef"):
                    is_guard = "WG_NO_DEPRECATED" in compact
                    if is_guard and compact != re.sub(r"\s+", "", DEPRECATED_GUARD):
                        self.guard_failures.append(
                            (i + 1, f"a deprecation block opens with `{DEPRECATED_GUARD}`, "
                                    f"not `{text}`"))
                    stack.append(is_guard)
                elif keyword in ("elif", "else") and stack:
                    stack[-1] = False
                elif keyword == "endif" and stack:
                    stack.pop()
                for k in range(i, j + 1):
                    if any(stack):
                        self.deprecated_lines.add(k + 1)
                    out.append(" " * len(lines[k]))
                i = j + 1
                continue
            if any(stack):
                self.deprecated_lines.add(i + 1)
            out.append(line)
            i += 1
        return "\n".join(out)

    def line_of(self, offset):
        return self.code.count("\n", 0, offset) + 1

    def where(self, offset_or_line, is_line=False):
        line = offset_or_line if is_line else self.line_of(offset_or_line)
        return f"{self.shown}:{line}"


def strip_comments(text):
    """Comments become spaces (newlines kept, so offsets and lines hold);
    string and character literals stay."""
    def blank(m):
        s = m.group(0)
        if s.startswith("/"):
            return re.sub(r"[^\n]", " ", s)
        return s
    return re.sub(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'',
                  blank, text, flags=re.S)


def split_top(text, sep=","):
    """Split at `sep` outside parentheses, brackets and braces; each part
    with its offset in text."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == sep and depth == 0:
            parts.append((text[start:i], start))
            start = i + 1
    parts.append((text[start:], start))
    return parts


def matching_paren(text, open_at):
    depth = 0
    for i in range(open_at, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    return -1


def norm_type(t):
    """`const  wg_game*` -> `const wg_game *`, `char * *` -> `char **`."""
    t = re.sub(r"\s+", " ", t).strip()
    t = re.sub(r"\s*\*\s*", "*", t)
    t = re.sub(r"(?<=[\w)])\*", " *", t)
    return t


class Param:
    def __init__(self, text):
        self.text = re.sub(r"\s+", " ", text).strip()
        self.name = None
        if "(" in self.text:  # a function pointer: `void (*cb)(int)`
            m = re.search(r"\(\s*\*\s*(\w+)\s*\)", self.text)
            self.name = m.group(1) if m else None
            self.type = self.text
            self.pointer = True
            return
        t = self.text
        array = t.endswith("]")
        if array:
            t = t[:t.index("[")].strip()
        m = re.search(r"(\w+)$", t)
        tokens = re.findall(r"\w+|\*", t)
        if m and len(tokens) >= 2 and tokens[-1] != "*" and tokens[-1] not in (
                "int", "char", "long", "short", "double", "float", "unsigned", "signed"):
            self.name = m.group(1)
            t = t[:m.start()]
        self.type = norm_type(t + (" *" if array else ""))
        self.pointer = self.type.endswith("*")


class Function:
    def __init__(self, header, offset, ret, name, params, attrs):
        self.header = header
        self.offset = offset
        self.ret = norm_type(ret)
        self.name = name
        self.params = params
        self.attrs = attrs
        self.deprecated = "WG_DEPRECATED" in ret or "WG_DEPRECATED" in attrs

    @property
    def where(self):
        return self.header.where(self.offset)

    @property
    def types(self):
        return [p.type for p in self.params]

    def prototype(self):
        return f"{self.ret}{'' if self.ret.endswith('*') else ' '}{self.name}(" + \
            ", ".join(p.text for p in self.params) + ")"


class Api:
    def __init__(self, include_dirs, root):
        self.headers = []
        seen = set()
        for d in include_dirs:
            for p in sorted(pathlib.Path(d, "wargen").glob("*.h")):
                if p.name in seen:
                    continue
                seen.add(p.name)
                self.headers.append(Header(p, shown_path(p, root)))
        if not self.headers:
            sys.exit(f"no wargen/*.h under {', '.join(include_dirs)}")
        self.functions = {}
        self.failures = []
        for h in self.headers:
            for m in re.finditer(r"\bWG_API\b([^;{}]*);", h.code):
                f = self._parse_function(h, m.start(), m.group(1))
                if f is None:
                    self.fail(h.where(m.start()), "cannot read this WG_API declaration as "
                              "`WG_API <type> <name>(<args>);`")
                elif f.name in self.functions:
                    self.fail(f.where, f"{f.name} is declared twice (also at "
                              f"{self.functions[f.name].where})")
                else:
                    self.functions[f.name] = f

    @staticmethod
    def _parse_function(header, offset, decl):
        m = re.search(r"\b(wg_\w+)\s*\(", decl)
        if not m:
            return None
        close = matching_paren(decl, m.end() - 1)
        if close < 0:
            return None
        args = decl[m.end():close].strip()
        params = [] if args in ("void", "") else [Param(a) for a, _ in split_top(args)]
        return Function(header, offset, decl[:m.start()], m.group(1), params,
                        decl[close + 1:])

    def fail(self, where, message):
        self.failures.append(f"{where}: {message}")

    def report(self, passed_what):
        def key(failure):  # by header and line, in the order found within a line
            m = re.match(r"([^:]+):(\d+):", failure)
            return (m.group(1), int(m.group(2))) if m else (failure.split(":")[0], 0)
        for f in sorted(self.failures, key=key):
            print("FAIL:", f)
        if self.failures:
            print(f"{len(self.failures)} failure(s)")
            return 1
        print(f"OK: {passed_what}")
        return 0


def shown_path(p, root):
    if root:
        try:
            return str(p.resolve().relative_to(pathlib.Path(root).resolve()))
        except ValueError:
            pass
    return str(p)


# ---------------------------------------------------------------- style

def parse_enums(api):
    """Every `typedef enum wg_X {...} wg_X;`: (header, offset, name, items),
    items as (name, value text or None, offset, deprecated)."""
    enums = []
    for h in api.headers:
        for m in re.finditer(r"\benum\b", h.code):
            full = re.compile(r"typedef\s+enum\s+(wg_\w+)\s*\{(.*?)\}\s*(\w+)\s*;", re.S)
            start = h.code.rfind("typedef", 0, m.start())
            fm = full.match(h.code, start) if start >= 0 and \
                h.code[start:m.start()].strip() == "typedef" else None
            if fm is None:
                # a use of a type (`enum wg_x v`) is no definition
                after = h.code[m.end():m.end() + 200]
                if re.match(r"\s*\w*\s*\{", after):
                    api.fail(h.where(m.start()), "an enum is declared "
                             "`typedef enum wg_X { ... } wg_X;`")
                continue
            tag, body, name = fm.group(1), fm.group(2), fm.group(3)
            if tag != name:
                api.fail(h.where(m.start()), f"enum {tag} is typedef'd as {name}: "
                         "write `typedef enum wg_X { ... } wg_X;`")
            body_at = fm.start(2)
            items = []
            for text, off in split_top(body):
                if not text.strip():
                    continue
                pos = body_at + off + (len(text) - len(text.lstrip()))
                im = re.match(r"\s*(\w+)(.*)$", text, re.S)
                rest = im.group(2)
                marked = "WG_DEPRECATED_ENUMERATOR" in rest
                value = rest.split("=", 1)[1].strip() if "=" in rest else None
                deprecated = marked and h.line_of(pos) in h.deprecated_lines
                items.append((im.group(1), value, pos, deprecated))
            enums.append((h, fm.start(), name, items))
    return enums


def literal_value(text, known):
    t = text.strip()
    while t.startswith("(") and t.endswith(")"):
        t = t[1:-1].strip()
    if t in known:
        return known[t]
    m = re.fullmatch(r"([+-]?)\s*(0[xX][0-9a-fA-F]+|\d+)[uUlL]*", t)
    if not m:
        return None
    return int(m.group(1) + m.group(2), 0)


def check_enum(api, h, offset, name, items):
    if name == "wg_status":
        values = {}
        for item, value, pos, deprecated in items:
            if deprecated:
                continue
            if item != "WG_OK" and not re.fullmatch(r"WG_E[A-Z0-9_]+", item):
                api.fail(h.where(pos), f"{item}: a wg_status code is WG_OK or WG_E<CODE>")
            v = literal_value(value, values) if value is not None else None
            if v is None:
                api.fail(h.where(pos), f"{item}: a wg_status code has an explicit value")
                continue
            if item == "WG_OK" and v != 0:
                api.fail(h.where(pos), "WG_OK is 0")
            if item != "WG_OK" and v >= 0:
                api.fail(h.where(pos), f"{item} = {v}: every failure is negative")
            if v in values.values():
                api.fail(h.where(pos), f"{item} = {v}: the value is taken")
            values[item] = v
        if "wg_status_str" not in api.functions:
            api.fail(h.where(offset), "wg_status has no WG_API wg_status_str")
        return
    prefix = "WG_" + name[3:].upper() + "_"
    count = prefix + "COUNT"
    known, expected, count_seen = {}, 0, False
    last = max([i for i, item in enumerate(items) if not item[3]], default=-1)
    for i, (item, value, pos, deprecated) in enumerate(items):
        if deprecated:
            if i < last:
                api.fail(h.where(pos), f"{item}: a deprecated enumerator goes after "
                         f"{items[last][0]}, the last of {name}")
            continue
        if count_seen:
            api.fail(h.where(pos), f"{item} comes after {count}, which closes {name}")
        if not item.startswith(prefix) or item == prefix:
            api.fail(h.where(pos), f"{item}: the constants of {name} start with {prefix}")
        if value is not None:
            v = literal_value(value, known)
            if v is None:
                api.fail(h.where(pos), f"{item} = {value}: write the value as a number")
                v = expected
            elif v != expected:
                api.fail(h.where(pos), f"{item} = {v}: the values of {name} run from 0 "
                         f"without gaps, so this one is {expected}")
        else:
            v = expected
        known[item] = v
        expected = v + 1
        if item == count:
            count_seen = True
    if not count_seen:
        api.fail(h.where(offset), f"{name} is not closed by {count}")
    want = {
        name + "_name": ("const char *", [name]),
        name + "_parse": ("wg_status", [name + " *", "const char *", "wg_error *"]),
    }
    for fname, (ret, types) in want.items():
        f = api.functions.get(fname)
        wanted = f"WG_API {ret}{'' if ret.endswith('*') else ' '}{fname}({', '.join(types)})"
        if f is None:
            api.fail(h.where(offset), f"enum {name} has no `{wanted}`")
        elif f.ret != ret or f.types != types:
            api.fail(f.where, f"{fname} is `{f.prototype()}`, not `{wanted}`")


def check_lists(api):
    for name, f in sorted(api.functions.items()):
        if name.endswith("_count") and f.ret != "size_t":
            api.fail(f.where, f"{name} returns {f.ret}: a count is a size_t")
        if not name.endswith("_at"):
            continue
        base = name[:-3]
        count = api.functions.get(base + "_count")
        pointer = f.ret.endswith("*")
        if not pointer and f.ret != "wg_status":
            api.fail(f.where, f"{name} returns {f.ret}: an _at returns a pointer (NULL past "
                     "the end) or a wg_status (WG_ENOTFOUND past the end) and fills a struct")
        if count is None:
            api.fail(f.where, f"{name} has no {base}_count")
            continue
        types = f.types
        if f.ret == "wg_status":
            if not types or types[-1] != "wg_error *":
                api.fail(f.where, f"{name} returns a wg_status, so it takes a `wg_error *err` last")
            else:
                types = types[:-1]
        want = count.types + ["size_t"]
        ok = types == want if pointer else types[-len(want):] == want
        if not ok:
            api.fail(f.where, f"{name}({', '.join(f.types)}) does not take what "
                     f"{count.name}({', '.join(count.types)}) takes, then a size_t index")


def deprecated_marks(h):
    """Each WG_DEPRECATED / WG_DEPRECATED_ENUMERATOR use in the code:
    (offset, marker, name, kind, message) with kind function, value or type."""
    marks = []
    for m in re.finditer(r"\b(WG_DEPRECATED(?:_ENUMERATOR)?)\s*\(", h.code):
        close = matching_paren(h.code, m.end() - 1)
        message = h.code[m.end():close].strip().strip('"')
        after = h.code[close + 1:]
        before = h.code[:m.start()]
        nxt = after.lstrip()[:1]
        if m.group(1) == "WG_DEPRECATED_ENUMERATOR" or nxt in (";", ",", "=", "}", "{"):
            # after its declarator: `NAME WG_DEPRECATED_ENUMERATOR("...") = ...`,
            # `int f(void) WG_DEPRECATED("...");`, `typedef a b WG_DEPRECATED("...");`
            b = before.rstrip()
            if b.endswith(")"):
                depth, i = 0, len(b) - 1
                while i >= 0:
                    depth += {")": 1, "(": -1}.get(b[i], 0)
                    if depth == 0:
                        break
                    i -= 1
                name = re.search(r"(\w+)\s*$", b[:i]).group(1)
                kind = "function"
            else:
                name = re.search(r"(\w+)$", b).group(1)
                stmt = b[max(b.rfind(";"), b.rfind("}"), b.rfind("{")) + 1:]
                kind = "type" if re.match(r"\s*typedef\b", stmt) else "value"
        else:
            # before the declaration: `WG_DEPRECATED("...") static inline T f(...)`
            end = min([i for i in (after.find(";"), after.find("{")) if i >= 0] or [len(after)])
            stmt = after[:end]
            paren = stmt.find("(")
            if re.match(r"\s*typedef\b", stmt):
                name = re.search(r"(\w+)\s*$", stmt).group(1)
                kind = "type"
            elif paren >= 0:
                name = re.search(r"(\w+)\s*$", stmt[:paren]).group(1)
                kind = "function"
            else:
                name = re.search(r"(\w+)\s*$", stmt).group(1)
                kind = "value"
        marks.append((m.start(), m.group(1), name, kind, message))
    return marks


def check_deprecation_blocks(api):
    names = set()
    for h in api.headers:
        for line, message in h.guard_failures:
            api.fail(h.where(line, is_line=True), message)
        # identifiers declared outside the deprecation blocks
        for i, line in enumerate(h.code.split("\n"), 1):
            if i not in h.deprecated_lines:
                names.update(IDENT.findall(line))
        for i, line in enumerate(h.raw.split("\n"), 1):
            if re.match(r"\s*#\s*define\s+(WG_\w+|wg_\w+)", line):
                names.add(re.match(r"\s*#\s*define\s+(\w+)", line).group(1))
    for h in api.headers:
        for offset, marker, name, kind, message in deprecated_marks(h):
            if h.line_of(offset) not in h.deprecated_lines:
                api.fail(h.where(offset), f"{name} is marked {marker} outside a "
                         f"`{DEPRECATED_GUARD}` block, so WG_NO_DEPRECATED cannot hide it")
            m = re.match(r"use (\w+)", message)
            if not m:
                api.fail(h.where(offset), f"{name}: the message starts `use <new name>`: "
                         f"`{message}`")
            elif m.group(1) not in names:
                api.fail(h.where(offset), f"{name}: the message names {m.group(1)}, which "
                         "no header declares outside the deprecation blocks")
        # every old function in a block warns: `static inline` needs its marker
        for m in re.finditer(r"\bstatic\s+inline\b", h.code):
            if h.line_of(m.start()) not in h.deprecated_lines:
                continue
            start = max(h.code.rfind(";", 0, m.start()), h.code.rfind("}", 0, m.start()))
            stmt = h.code[start + 1:h.code.find("(", m.end())]
            if "WG_DEPRECATED" not in stmt:
                name = re.search(r"(\w+)\s*$", stmt)
                api.fail(h.where(m.start()), f"{name.group(1) if name else 'a function'} "
                         "in a deprecation block is not marked WG_DEPRECATED(\"use ...\")")


def check_size_t_minus_one(api):
    for h in api.headers:
        for i, line in enumerate(h.raw.split("\n"), 1):
            if re.search(r"\(\s*size_t\s*\)\s*-\s*1\b", line) and \
                    not re.match(r"\s*#\s*define\s+WG_NONE\b", line):
                api.fail(f"{h.shown}:{i}", "a literal (size_t)-1: write WG_NONE")


def cmd_style(args):
    api = Api(args.include, args.root)
    enums = parse_enums(api)
    for h, offset, name, items in enums:
        check_enum(api, h, offset, name, items)
    check_lists(api)
    check_deprecation_blocks(api)
    check_size_t_minus_one(api)
    return api.report(f"{len(api.headers)} headers, {len(api.functions)} WG_API functions, "
                      f"{len(enums)} enums")


# ---------------------------------------------------------------- null-c

def c_string(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def cmd_null_c(args):
    api = Api(args.include, args.root)
    enums = {name: items for _, _, name, items in parse_enums(api)}
    checks = []  # (call as shown, C statements that return 1 on failure)

    def arguments(f):
        decls, exprs = [], []
        for i, p in enumerate(f.params):
            if p.pointer:
                exprs.append("NULL")
            else:  # an index, a size or an enum value: zero
                decls.append(f"    {p.type} a{i};\n    memset(&a{i}, 0, sizeof a{i});\n")
                exprs.append(f"a{i}")
        return "".join(decls), ", ".join(exprs)

    def expect(f, shown, decls, ret, call, bad, wanted, fmt, value):
        checks.append((f"{f.where}: {shown}", f"    {ret} r;\n{decls}    r = {call};\n"
                              f"    if ({bad}) {{\n"
                              f"        printf(\"FAIL: %s gave {fmt}, not {wanted}\\n\", call, {value});\n"
                              f"        return 1;\n    }}\n    return 0;\n"))

    for name, f in sorted(api.functions.items()):
        if f.deprecated:
            continue
        shown = f"{name}({', '.join('NULL' if p.pointer else '0' for p in f.params)})"
        decls, call = arguments(f)
        call = f"{name}({call})"
        if name.endswith("_count") and f.ret == "size_t" and any(p.pointer for p in f.params):
            expect(f, shown, decls, "size_t", call, "r != 0", "0", "%zu", "r")
        elif name.endswith("_at") and f.ret.endswith("*"):
            expect(f, shown, decls, f.ret, call, "r != NULL", "NULL", "%p", "(const void *)r")
        elif name.endswith("_at") and f.ret == "wg_status":
            expect(f, shown, decls, "wg_status", call, "r != WG_EINVAL", "WG_EINVAL", "%d",
                   "(int)r")
        elif name.endswith("_free") and f.ret == "void":
            checks.append((f"{f.where}: {shown}", f"{decls}    (void)call;\n    {call};\n    return 0;\n"))
    for ename, items in sorted(enums.items()):
        count = "WG_" + ename[3:].upper() + "_COUNT"
        if ename == "wg_status" or count not in [i[0] for i in items]:
            continue
        f = api.functions.get(ename + "_name")
        if f and f.types == [ename]:
            expect(f, f"{f.name}({count})", "", "const char *", f"{f.name}({count})",
                   "r != NULL", "NULL", "\\\"%s\\\"", "r")
        f = api.functions.get(ename + "_parse")
        if f and f.types == [ename + " *", "const char *", "wg_error *"]:
            expect(f, f"{f.name}(&out, \"no-such-name\", NULL)",
                   f"    {ename} out = ({ename})0;\n", "wg_status",
                   f"{f.name}(&out, \"no-such-name\", NULL)", "r != WG_EINVAL", "WG_EINVAL",
                   "%d", "(int)r")
            expect(f, f"{f.name}(NULL, NULL, NULL)", "", "wg_status",
                   f"{f.name}(NULL, NULL, NULL)", "r != WG_EINVAL", "WG_EINVAL", "%d", "(int)r")
    if len(checks) < 20:
        sys.exit(f"only {len(checks)} calls to make: is the pattern stale?")
    includes = "".join(f'#include "wargen/{h.path.name}"\n' for h in api.headers)
    functions = "".join(f"static int check_{i}(const char *call)\n{{\n{code}}}\n\n"
                        for i, (_, code) in enumerate(checks))
    table = "".join(f"    {{check_{i}, {c_string(shown)}}},\n"
                    for i, (shown, _) in enumerate(checks))
    pathlib.Path(args.output).write_text(f"""/* Generated by tests/headers/check.py null-c from the public headers: do not
 * edit. Every list and free function called with NULL handles (docs/DESIGN.md,
 * "Lists", "Objects", "Enumerations"): _count gives 0, a pointer _at NULL, a
 * struct _at WG_EINVAL, _free does nothing, _name(COUNT) is NULL, _parse of
 * no name WG_EINVAL. Each call runs in a child process, so that a crash is
 * reported with its call and the other calls are still made. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
{includes}
{functions}static const struct {{
    int (*check)(const char *call);
    const char *call;
}} checks[] = {{
{table}}};

int main(void)
{{
    size_t i, n = sizeof checks / sizeof checks[0];
    int failures = 0;
    for (i = 0; i < n; i++) {{
        int status = 0;
        pid_t pid;
        fflush(stdout);
        pid = fork();
        if (pid == 0) {{
            int failed = checks[i].check(checks[i].call);
            fflush(stdout);
            _exit(failed ? 3 : 0);
        }}
        if (pid < 0 || waitpid(pid, &status, 0) != pid) {{
            perror("fork");
            return 1;
        }}
        if (WIFSIGNALED(status)) {{
            printf("FAIL: %s crashed (signal %d)\\n", checks[i].call, WTERMSIG(status));
            failures++;
        }} else if (WEXITSTATUS(status) == 3) {{
            failures++;
        }} else if (WEXITSTATUS(status) != 0) {{
            printf("FAIL: %s ended with status %d (a sanitizer's report above?)\\n",
                   checks[i].call, WEXITSTATUS(status));
            failures++;
        }}
    }}
    printf("%zu calls with NULL handles, %d failed\\n", n, failures);
    return failures ? 1 : 0;
}}
""")
    return 0


# ---------------------------------------------------------------- linkage

def cmd_linkage(args):
    api = Api(args.include, None)
    includes = "".join(f'#include "wargen/{h.path.name}"\n' for h in api.headers)
    decls = "".join(f"{f.prototype()};\n" for _, f in sorted(api.functions.items()))
    pathlib.Path(args.output).write_text(
        "// Generated by tests/headers/check.py linkage: do not edit. Each WG_API\n"
        "// function declared again with C linkage: without its header's\n"
        "// extern \"C\" guard, C++ refuses the second declaration.\n"
        f"{includes}\nextern \"C\" {{\n{decls}}}\n")
    return 0


# ---------------------------------------------------------------- symbols

def nm(tool, args):
    r = subprocess.run([tool] + args, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"{tool} {' '.join(args)} failed:\n{r.stderr}")
    syms = []
    for line in r.stdout.splitlines():
        m = re.match(r"^(?:[0-9a-fA-F]+\s+)?([A-Za-z])\s+(\S+)$", line.strip())
        if m:
            syms.append((m.group(1), m.group(2).split("@")[0]))
    return syms


def cmd_symbols(args):
    api = Api(args.include, args.root)
    public = set(api.functions)
    checked = []
    if args.shared:
        exported = {name for _, name in nm(args.nm, ["-D", "--defined-only", args.shared])}
        # names from `_` on are the toolchain's (_init, _fini, __bss_start, _end...)
        runtime = {name for archive in args.runtime or []
                   for _, name in nm(args.nm, ["-g", "--defined-only", archive])}
        ours = {n for n in exported if not n.startswith("_") and n not in runtime}
        for name in sorted(public - ours):
            api.fail(api.functions[name].where,
                     f"{name} is WG_API but {os.path.basename(args.shared)} does not export it")
        for name in sorted(ours - public):
            api.fail(os.path.basename(args.shared),
                     f"exports {name}, which no header declares WG_API")
        checked.append(f"{os.path.basename(args.shared)} exports the {len(public)} WG_API "
                       "functions and nothing else")
    if args.static:
        glob = nm(args.nm, ["-g", "--defined-only", args.static])
        for kind, name in sorted(set(glob)):
            if name in public or name.startswith(("wgi_", "bs_", "_")):
                continue
            what = "is wg_ but not WG_API in any header" if name.startswith("wg_") else \
                "is neither public (wg_) nor internal (wgi_, bs_)"
            api.fail(os.path.basename(args.static),
                     f"global symbol {name} ({kind}) {what}: make it static or wgi_")
        checked.append(f"{os.path.basename(args.static)} has no other global wg_ name")
    if not checked:
        sys.exit("give --shared and/or --static")
    return api.report("; ".join(checked))


# ---------------------------------------------------------------- deprecated

def cmd_deprecated(args):
    api = Api(args.include, args.root)
    marks = [(h, m) for h in api.headers for m in deprecated_marks(h)]
    if not marks:
        print("OK: no deprecated names")
        return 0
    includes = "".join(f'#include "wargen/{h.path.name}"\n' for h in api.headers)
    uses = []
    for i, (h, (offset, marker, name, kind, message)) in enumerate(marks):
        use = {"type": f"{name} *p = 0; (void)p;"}.get(kind, f"(void){name};")
        uses.append(f"void use_{i}(void);\nvoid use_{i}(void) {{ {use} }}\n")
    source = includes + "\n" + "".join(uses)
    env = dict(os.environ, LC_ALL="C")
    with tempfile.TemporaryDirectory() as tmp:
        src = pathlib.Path(tmp, "deprecated.c")
        src.write_text(source)
        incs = [a for d in args.include for a in ("-I", d)]
        limit = ["-ferror-limit=0"] if args.cc_id == "clang" else ["-fmax-errors=0"]
        base = args.cc + ["-fsyntax-only", "-Wdeprecated-declarations"] + limit + incs
        warned = subprocess.run(base + [str(src)], capture_output=True, text=True, env=env)
        hidden = subprocess.run(base + ["-DWG_NO_DEPRECATED", str(src)],
                                capture_output=True, text=True, env=env)
    if warned.returncode != 0:
        print(warned.stderr)
        api.fail("deprecated.c", "the uses of the deprecated names do not compile")
    for h, (offset, marker, name, kind, message) in marks:
        q = re.escape(name)
        if not re.search(rf"warning: ['‘]{q}['’] is deprecated", warned.stderr):
            api.fail(h.where(offset), f"using {name} does not warn (-Wdeprecated-declarations)")
        if not re.search(rf"error: .*['‘]{q}['’]", hidden.stderr):
            api.fail(h.where(offset), f"{name} is still declared with -DWG_NO_DEPRECATED")
    if hidden.returncode == 0:
        api.fail("deprecated.c", "with -DWG_NO_DEPRECATED, the uses of the old names compile")
    return api.report(f"{len(marks)} deprecated names warn, and WG_NO_DEPRECATED hides them")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    for name in ("style", "null-c", "linkage", "symbols", "deprecated"):
        p = sub.add_parser(name)
        p.add_argument("-I", dest="include", action="append", required=True)
        p.add_argument("--root", help="paths in messages are relative to it")
        if name in ("null-c", "linkage"):
            p.add_argument("-o", dest="output", required=True)
        if name == "symbols":
            p.add_argument("--nm", required=True)
            p.add_argument("--shared")
            p.add_argument("--static")
            p.add_argument("--runtime", action="append",
                           help="an archive the toolchain links in (libgcov.a)")
        if name == "deprecated":
            p.add_argument("--cc-id", required=True)
            p.add_argument("cc", nargs="+", help="the C compiler's command, after --")
    args = parser.parse_args()
    return {"style": cmd_style, "null-c": cmd_null_c, "linkage": cmd_linkage,
            "symbols": cmd_symbols, "deprecated": cmd_deprecated}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
