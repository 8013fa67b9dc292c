"""Runs every block marked `<!-- run: LANG -->` of the README and the guides
(tests/docs/guides.py), and the command of each `<!-- output of: COMMAND -->`
block, as a reader would run them from the repository: in a
scratch folder holding the repository's data/, tests/, examples/ and docs/,
and the build as build/, with the built `wargen` on PATH and the built
bindings where Python and Lua look. A block must end with its status (0, or
its `exit N`), and print what the `output` block after it says; a command
must print what its `output of` block says.

usage: run_blocks.py SOURCE_ROOT BUILD_ROOT WARGEN PYTHON LUA
  PYTHON, LUA: the interpreters of the bindings built, or '' for one not built
  (its blocks are then skipped).
Environment: PYTHONPATH and LUA_CPATH (the built bindings), WARGEN_BSDATA
(1 when the build has the BattleScribe importer).
"""

import importlib.util
import os
import pathlib
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # the tests write nothing in the source tree
import guides  # noqa: E402 (after the line above)

LINKED = ("data", "tests", "examples", "docs")


def available(feature):
    if feature == "bsdata":
        return os.environ.get("WARGEN_BSDATA") == "1"
    return all(importlib.util.find_spec(m) is not None for m in ("dask", "distributed"))


def run(command, text, root, build, env):
    """The finished process of COMMAND (a list, with "block" for the file
    holding TEXT), run in a scratch folder."""
    with tempfile.TemporaryDirectory() as scratch:
        folder = pathlib.Path(scratch)
        for name in LINKED:
            (folder / name).symlink_to(root / name)
        (folder / "build").symlink_to(build)
        (folder / "block").write_text(text)
        return subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True,
                              timeout=600)


def main(argv):
    root, build = pathlib.Path(argv[1]).resolve(), pathlib.Path(argv[2]).resolve()
    wargen = pathlib.Path(argv[3]).resolve()
    programs = {"sh": ["sh", "-e"]}
    programs.update({language: [program] for language, program in
                     (("python", argv[4]), ("lua", argv[5])) if program})
    env = dict(os.environ, PATH=f"{wargen.parent}{os.pathsep}{os.environ['PATH']}")
    passed, failures, skipped = 0, [], []
    for name in [guides.README] + guides.GUIDES:
        found = guides.blocks(root, name)
        for i, block in enumerate(found):
            if block.kind == "output of":  # its command's output, whatever its status
                proc = run(["sh", "-c", block.arg], "", root, build, env)
                if guides.output_matches(block.text, proc.stdout):
                    passed += 1
                else:
                    failures.append(f"{block.where()}: {block.arg} printed\n"
                                    f"{proc.stdout}{proc.stderr}")
                continue
            if block.kind != "run":
                continue
            language, status, needs = guides.run_options(block)
            missing = [f for f in needs if not available(f)] + \
                ([] if language in programs else [language])
            if missing:
                skipped.append(f"{block.where()}: not built or installed: {', '.join(missing)}")
                continue
            proc = run(programs[language] + ["block"], block.text, root, build, env)
            expected = found[i + 1] if i + 1 < len(found) and found[i + 1].kind == "output" \
                else None
            if proc.returncode != status:
                failures.append(f"{block.where()}: exit status {proc.returncode}, not {status}\n"
                                f"{proc.stdout}{proc.stderr}")
            elif expected is not None and not guides.output_matches(expected.text, proc.stdout):
                failures.append(f"{block.where()}: printed other than {expected.where()}:\n"
                                f"{proc.stdout}")
            else:
                passed += 1
    for s in skipped:
        print("skipped", s)
    for f in failures:
        print("FAIL:", f)
    print(f"{passed} passed, {len(failures)} failed, {len(skipped)} skipped")
    if failures:
        return 1
    return 77 if not passed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
