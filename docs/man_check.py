"""Check that the man page names every command, subcommand and flag that
the command's help names.

usage: man_check.py WARGEN PAGE.scd

Each command's subcommands and flags must appear in that command's section
of the page ("## NAME" up to the next heading); the global flags anywhere.
Prints what is missing, one "command: word" a line, and exits 1 if any.
"""
import re
import sys

import wargen_help


def sections(page):
    """{name: text} of the page's "## name" sections."""
    found, name = {}, None
    for line in page.splitlines():
        m = re.match(r"^(#+)\s*(.*?)\s*$", line)
        if m:
            name = m.group(2) if m.group(1) == "##" else None
            found.setdefault(name, "")
        elif name is not None:
            found[name] += line + "\n"
    return found


def names(word, text):
    """Whether text names word as a whole word (--json, not --json-x)."""
    return re.search(r"(?<![\w-])" + re.escape(word) + r"(?![\w-])", text) is not None


def missing(described, page):
    """The ("command", "word") pairs the help names and the page does not;
    the command is "wargen" for the global flags and the command list."""
    out = [("wargen", f) for f in described["flags"] if not names(f, page)]
    parts = sections(page)
    for name, cmd in described["commands"].items():
        if name not in parts:
            out.append(("wargen", name))
            continue
        for word in cmd["subcommands"] + cmd["mentioned"]:
            # every command takes the global flags: the page says so once
            if word in described["flags"]:
                continue
            if not names(word, parts[name]):
                out.append((name, word))
    return out


def main(wargen, page_path):
    with open(page_path, encoding="utf-8") as f:
        page = f.read()
    gaps = missing(wargen_help.describe(wargen), page)
    for command, word in gaps:
        print(f"{page_path}: {command}: {word} is not in the man page")
    return 1 if gaps else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
