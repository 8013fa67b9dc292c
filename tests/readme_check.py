"""The README and the guides stay true: each code block marked
`<!-- example: PATH -->` is that file's exact text (the examples suite runs the
file), and the README's test command is the one CI runs."""

import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1])
readme = (root / "README.md").read_text()
failures = []

EXAMPLE = re.compile(r"<!-- example: (\S+) -->\n```\w*\n(.*?)```", re.S)
GUIDES = ["docs/JAVASCRIPT.md"]

blocks = EXAMPLE.findall(readme)
if len(blocks) < 4:
    failures.append(f"expected at least 4 example blocks, found {len(blocks)}")
for path, text in blocks:
    if (root / path).read_text() != text:
        failures.append(f"README block for {path} differs from the file")
for guide in GUIDES:
    guide_blocks = EXAMPLE.findall((root / guide).read_text())
    if not guide_blocks:
        failures.append(f"{guide} shows no example file")
    for path, text in guide_blocks:
        if (root / path).read_text() != text:
            failures.append(f"{guide} block for {path} differs from the file")
    blocks += guide_blocks

commands = re.findall(r"```sh\n(.*?)\n```", readme.split("## Quick start", 1)[1], re.S)
if len(commands) < 2:
    failures.append("the quick start needs its two commands")
else:
    ci = (root / ".ci" / "run").read_text()
    if commands[1] not in ci.splitlines():
        failures.append(f"the README test command is not a line of .ci/run: {commands[1]}")
    if "requirements-debian.txt" not in commands[0] or "requirements-debian.txt" not in ci:
        failures.append("README and CI must install requirements-debian.txt")

for f in failures:
    print("FAIL:", f)
print(f"{len(blocks) + 1 - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
