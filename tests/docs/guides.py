"""The code blocks of the README and the guides, and the marker each carries.

Every fenced block of README.md and of each guide in GUIDES has, on the line
just before its opening fence, a marker saying how it is kept true:

<!-- example: PATH -->   the block is the exact text of PATH, a file a test runs
                         (an example program, or a golden output a test compares)
<!-- run: LANG -->       tests/docs/run_blocks.py runs the block (LANG: python,
                         lua or sh) in a scratch folder holding the repository's
                         data/, tests/, examples/ and the build as build/; options
                         after commas: `exit N` (the status it must end with,
                         0 by default), `needs bsdata` (skipped in a build without
                         the BattleScribe importer), `needs dask` (skipped where
                         Dask is not installed)
<!-- output -->          what the `run` block just before it prints on stdout,
                         exactly; a line `...` stands for any lines
<!-- output of: COMMAND -->  what the shell command COMMAND prints on stdout, run
                         by run_blocks.py as a `run` block is (its exit status
                         aside): say, the C example a JavaScript example matches
<!-- lines of: PATH -->  each line of the block is a line of PATH, a script that
                         CI or a test runs
<!-- quick start -->     the README's two quick-start commands, which
                         tests/readme_check.py holds to .ci/run
<!-- not run: WHY -->    a block no test of the native build can run (JavaScript,
                         which needs the WebAssembly build), said why

tests/readme_check.py checks the markers, the example files and the lines;
tests/docs/run_blocks.py runs the `run` and `output of` blocks.
"""

import pathlib
import re
from dataclasses import dataclass

README = "README.md"
# The guides, one per kind of user (the README links them).
GUIDES = ["docs/C.md", "docs/PYTHON.md", "docs/LUA.md", "docs/COMMAND.md", "docs/JAVASCRIPT.md"]
KINDS = ("example", "run", "output", "output of", "lines of", "quick start", "not run")
LANGUAGES = ("python", "lua", "sh")
FEATURES = ("bsdata", "dask")

MARKER = re.compile(r"^\s*<!-- ([a-z ]+?)(?:: (.+?))? -->\s*$")
FENCE = re.compile(r"^\s*```(\w*)\s*$")


@dataclass
class Block:
    file: str    # the Markdown file, relative to the source root
    line: int    # the line of its opening fence, from 1
    lang: str    # the fence's info string ("" for none)
    text: str    # its lines, each with its newline
    kind: str    # the marker's kind, "" when it has none
    arg: str     # the marker's argument ("" for none)

    def where(self):
        return f"{self.file}:{self.line}"


def blocks(root, name):
    """Every fenced block of the file NAME under ROOT, in order."""
    lines = (pathlib.Path(root) / name).read_text().splitlines(keepends=True)
    found = []
    i = 0
    while i < len(lines):
        fence = FENCE.match(lines[i])
        if not fence:
            i += 1
            continue
        marker = MARKER.match(lines[i - 1]) if i > 0 else None
        end = i + 1
        while end < len(lines) and lines[end].strip() != "```":
            end += 1
        kind, arg = (marker.group(1), marker.group(2) or "") if marker else ("", "")
        found.append(Block(name, i + 1, fence.group(1), "".join(lines[i + 1:end]), kind, arg))
        i = end + 1
    return found


def run_options(block):
    """(language, expected exit status, [needed features]) of a `run` block;
    ValueError for an option this module does not know."""
    language, *options = [o.strip() for o in block.arg.split(",")]
    if language not in LANGUAGES:
        raise ValueError(f"run: {language!r} is none of {', '.join(LANGUAGES)}")
    status, needs = 0, []
    for option in options:
        word, _, value = option.partition(" ")
        if word == "exit" and value.isdigit():
            status = int(value)
        elif word == "needs" and value in FEATURES:
            needs.append(value)
        else:
            raise ValueError(f"run: unknown option {option!r}")
    return language, status, needs


def output_matches(expected, actual):
    """Whether ACTUAL's lines are EXPECTED's, where an expected line `...`
    stands for any number of lines."""
    want, got = expected.splitlines(), actual.splitlines()

    def match(w, g):
        if w == len(want):
            return g == len(got)
        if want[w] == "...":
            return any(match(w + 1, k) for k in range(g, len(got) + 1))
        return g < len(got) and want[w] == got[g] and match(w + 1, g + 1)

    return match(0, 0)
