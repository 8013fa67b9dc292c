"""Helpers for the `wargen` command tests: run the built command (under
valgrind when the test setup asks for it) and compare with golden files."""

import os
import pathlib
import shlex
import subprocess

import pytest

HERE = pathlib.Path(__file__).parent
GOLDEN = HERE / "golden"
DATA = HERE / "data"
SOURCE_ROOT = HERE.parent.parent
DEFAULT_TABLE = SOURCE_ROOT / "data" / "tables" / "default.json"


class Result:
    def __init__(self, proc):
        self.code = proc.returncode
        self.out = proc.stdout
        self.err = proc.stderr


@pytest.fixture
def wargen():
    exe = os.environ.get("WARGEN")
    if not exe:
        pytest.fail("WARGEN is not set: run the cli suite through `meson test`")
    wrapper = shlex.split(os.environ.get("WARGEN_TEST_WRAPPER", ""))

    def run(*args, stdin=None, cwd=None):
        proc = subprocess.run(wrapper + [exe, *map(str, args)], input=stdin,
                              capture_output=True, text=True, timeout=120, cwd=cwd)
        if wrapper and proc.returncode == 99:
            pytest.fail(f"valgrind reported errors:\n{proc.stderr}")
        return Result(proc)

    return run


@pytest.fixture
def wargen_command():
    """The command line that starts wargen (with the test wrapper, if any)."""
    return shlex.split(os.environ.get("WARGEN_TEST_WRAPPER", "")) + [os.environ["WARGEN"]]


@pytest.fixture
def golden():
    def read(name):
        return (GOLDEN / name).read_text()
    return read
