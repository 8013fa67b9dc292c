"""Helpers for the `wargen` command tests: run the built command (under
valgrind when the test setup asks for it) and compare with golden files."""

import os
import pathlib
import pty
import re
import shlex
import subprocess
import time

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


# ---- the progress line of long runs (generate --count, morale --roll --count) ----

# Long enough that a run whose reader waits this long lasts past the command's
# half-second delay before its progress line, on any machine.
HOLD_SECONDS = 0.7


def _drain(fd):
    data = b""
    while True:
        try:
            chunk = os.read(fd, 65536)
        except OSError:  # EIO: the pty's other end is closed
            break
        if not chunk:
            break
        data += chunk
    return data


def run_slowly_read(command, stderr_on_terminal):
    """Run command with stdout on a pipe that is read only after
    HOLD_SECONDS: the command blocks once the pipe is full, so its run lasts
    that long however fast the machine. stderr goes to a pseudo-terminal
    or to a pipe. Returns (exit status, stdout bytes, stderr text)."""
    master, slave = pty.openpty() if stderr_on_terminal else os.pipe()
    try:
        proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=slave)
    finally:
        os.close(slave)
    time.sleep(HOLD_SECONDS)
    out = proc.stdout.read()
    proc.stdout.close()
    code = proc.wait(timeout=120)
    err = _drain(master)
    os.close(master)
    return code, out, err.decode()


def run_on_one_terminal(command):
    """Run command with stdout and stderr on one pseudo-terminal, read only
    after HOLD_SECONDS. Returns (exit status, everything the terminal got)."""
    master, slave = pty.openpty()
    try:
        proc = subprocess.Popen(command, stdout=slave, stderr=slave)
    finally:
        os.close(slave)
    time.sleep(HOLD_SECONDS)
    seen = _drain(master)
    os.close(master)
    return proc.wait(timeout=120), seen.decode()


def check_progress(err, command, total):
    """err holds the progress line of command, counting to total (e.g.
    "wargen: generate: 1,234 of 3,000 (41%)"), rewritten in place with '\\r',
    and erased at the end (spaces, then '\\r': the cursor back at the start
    of an empty line)."""
    drawn = re.findall(r"\rwargen: %s: ([\d,]+) of %s \((\d+)%%\)" % (command, f"{total:,}"),
                       err)
    assert drawn, repr(err)
    for done, percent in drawn:
        assert 0 < int(done.replace(",", "")) < total
        assert int(percent) == int(done.replace(",", "")) * 100 // total
    assert re.fullmatch(r"(\rwargen: [^\r\n]*)+\r +\r", err), repr(err)
