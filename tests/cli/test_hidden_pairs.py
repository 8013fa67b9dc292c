"""Non-interference as a property of the command (docs/RULES.md, the H
decisions, H1-H4): for two rosters that differ only in what H keeps hidden,
`wargen roster open --catalog BOOK ROSTER` prints the same text and the same
`--json`, on stdout and stderr, with the same exit status (a label clash,
H4, is refused alike). Pairs whose open parts differ print something else,
so the property can fail. The pairs are the C generator's (tests/pairs: the
`hidden-pairs` program, WARGEN_HIDDEN_PAIRS), over the catalogues of
WARGEN_HIDDEN_PAIRS_BOOKS; both rosters of a pair are written to one path
in turn, since the text names the file."""
import collections
import concurrent.futures
import json
import os
import subprocess

import pytest

SEED = 2027
# Pairs per run (4 commands each): divided by WARGEN_TEST_OOM_STRIDE, which
# the valgrind setup sets for the slow tests (tests/meson.build).
PAIRS = 1200 // max(1, int(os.environ.get("WARGEN_TEST_OOM_STRIDE", "1")))


def generate(seed, count):
    exe = os.environ.get("WARGEN_HIDDEN_PAIRS")
    if not exe:
        pytest.fail("WARGEN_HIDDEN_PAIRS is not set: run the cli suite through `meson test`")
    books = os.environ["WARGEN_HIDDEN_PAIRS_BOOKS"].split(":")
    out = subprocess.run([exe, str(seed), str(count), *books], capture_output=True, text=True,
                         check=True).stdout
    return [json.loads(line) for line in out.splitlines()]


def shown(wargen, book, path, text):
    """What `roster open` shows of the roster text: (code, stdout, stderr) as
    text and as --json."""
    path.write_text(text)
    runs = [wargen("roster", "open", "--catalog", book, path, *flag) for flag in ([], ["--json"])]
    return [(r.code, r.out, r.err) for r in runs]


def test_h1_h4_hidden_only_pairs_open_the_same(wargen, tmp_path):
    def run(p):  # a pair: both rosters at one path of its own
        folder = tmp_path / str(p["index"])
        folder.mkdir()
        return [shown(wargen, p["catalog"], folder / "roster.json", p[k]) for k in "ab"]

    pairs = generate(SEED, PAIRS)
    # some four thousand commands: two at a time (seconds instead of a minute)
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        outputs = list(pool.map(run, pairs))
    kinds, refused = collections.Counter(), 0
    for p, (a, b) in zip(pairs, outputs):
        kinds[p["kind"]] += 1
        assert all(code in (0, 1) for code, _, _ in a + b), (p["index"], a, b)
        what = f"pair {p['index']} ({p['kind']})"
        if p["same"]:
            assert a == b, f"{what} leaks the hidden part\n-- a:\n{p['a']}-- b:\n{p['b']}"
        elif a[0][0] == b[0][0] == 1:  # both refused (H4): only the clashes are printed
            refused += 1
        else:
            assert a[0] != b[0] and a[1] != b[1], f"{what}: the open parts differ, the output must"
    assert sum(kinds.values()) == PAIRS
    assert refused < PAIRS // 16, refused  # most open-different pairs are shown
