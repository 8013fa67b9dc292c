"""The pairs of the C generator (pairs.h) for the Python-driven suites (cli,
python): `hidden-pairs` (WARGEN_HIDDEN_PAIRS) over the catalogues of
WARGEN_HIDDEN_PAIRS_BOOKS, both set by meson (tests/meson.build)."""
import json
import os
import subprocess

SEED = 2027
# Pairs per run: divided by WARGEN_TEST_OOM_STRIDE, which the valgrind setup
# sets for the slow tests (tests/meson.build).
PAIRS = 1200 // max(1, int(os.environ.get("WARGEN_TEST_OOM_STRIDE", "1")))


def _run(*args):
    exe = os.environ.get("WARGEN_HIDDEN_PAIRS")
    if not exe:
        raise RuntimeError("WARGEN_HIDDEN_PAIRS is not set: run the suite through `meson test`")
    return subprocess.run([exe, *map(str, args)], capture_output=True, text=True,
                          check=True).stdout


def kinds():
    """The kinds of change a run of a thousand pairs makes, every one (HP_KINDS)."""
    return set(_run("--kinds").split())


def generate(seed, count):
    """count pairs: dicts of index, catalog (a path), kind, same (only the
    hidden parts differ), a and b (roster documents)."""
    books = os.environ["WARGEN_HIDDEN_PAIRS_BOOKS"].split(":")
    return [json.loads(line) for line in _run(seed, count, *books).splitlines()]
