"""The README and the guides stay true (tests/docs/guides.py lists the
markers): every code block carries a marker; each block marked
`<!-- example: PATH -->` is that file's exact text (the examples suite runs
the file, or a test compares it as a golden output); the README has at most
200 lines; each line of a block marked `<!-- lines of: PATH -->` is a line
of PATH; each `output` block follows a `run` block; and the README's
quick-start test command is the one CI runs. tests/docs/run_blocks.py runs the `run` blocks."""

import pathlib
import sys

root = pathlib.Path(sys.argv[1])
sys.path.insert(0, str(root / "tests" / "docs"))
sys.dont_write_bytecode = True  # the tests write nothing in the source tree
import guides  # noqa: E402 (found through the path above)

failures = []
checked = 0

for name in [guides.README] + guides.GUIDES:
    found = guides.blocks(root, name)
    examples = [b for b in found if b.kind == "example"]
    if not examples:
        failures.append(f"{name} shows no example file")
    # the README: one example each for C, Python, Lua, JavaScript and the command
    if name == guides.README and len(examples) < 5:
        failures.append(f"the README shows {len(examples)} example files, not 5")
    previous = None
    for block in found:
        checked += 1
        if block.kind not in guides.KINDS:
            failures.append(f"{block.where()}: a code block without a marker "
                            f"({', '.join(guides.KINDS)}; tests/docs/guides.py)")
        elif block.kind == "example":
            if not (root / block.arg).is_file():
                failures.append(f"{block.where()}: {block.arg} is no file")
            elif (root / block.arg).read_text() != block.text:
                failures.append(f"{block.where()}: the block differs from {block.arg}")
        elif block.kind == "lines of":
            script = root / block.arg
            lines = {line.strip() for line in script.read_text().splitlines()} \
                if script.is_file() else set()
            for line in block.text.splitlines():
                if line.strip() and line.strip() not in lines:
                    failures.append(f"{block.where()}: not a line of {block.arg}: {line}")
        elif block.kind == "run":
            try:
                guides.run_options(block)
            except ValueError as e:
                failures.append(f"{block.where()}: {e}")
        elif block.kind == "output" and (previous is None or previous.kind != "run"):
            failures.append(f"{block.where()}: an output block after no run block")
        elif block.kind == "quick start" and name != guides.README:
            failures.append(f"{block.where()}: a quick start outside the README")
        elif block.kind in ("not run", "output of") and not block.arg:
            failures.append(f"{block.where()}: {block.kind}, but no argument")
        previous = block

# The README is a front page (issue 34): the manual is in the guides.
readme = (root / guides.README).read_text()
lines = readme.count("\n")
if lines > 200:
    failures.append(f"the README has {lines} lines, more than 200: move what grows into a guide")

# The quick start: its two commands, the second a line of CI's script.
commands = [b.text.rstrip("\n") for b in guides.blocks(root, guides.README)
            if b.kind == "quick start"]
if len(commands) != 2 or "## Quick start" not in readme:
    failures.append("the README's quick start needs its two commands")
else:
    ci = (root / ".ci" / "run").read_text()
    if commands[1] not in ci.splitlines():
        failures.append(f"the README test command is not a line of .ci/run: {commands[1]}")
    if "requirements-debian.txt" not in commands[0] or "requirements-debian.txt" not in ci:
        failures.append("README and CI must install requirements-debian.txt")

for f in failures:
    print("FAIL:", f)
print(f"{checked + 1 - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
