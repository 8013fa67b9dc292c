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
import sys

from conftest import SOURCE_ROOT

sys.path.insert(0, str(SOURCE_ROOT / "tests" / "pairs"))
from hidden_pairs import PAIRS, SEED, generate, kinds  # noqa: E402


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
    made, refused = collections.Counter(), 0
    for p, (a, b) in zip(pairs, outputs):
        made[p["kind"]] += 1
        assert all(code in (0, 1) for code, _, _ in a + b), (p["index"], a, b)
        what = f"pair {p['index']} ({p['kind']})"
        if p["same"]:
            assert a == b, f"{what} leaks the hidden part\n-- a:\n{p['a']}-- b:\n{p['b']}"
        elif a[0][0] == b[0][0] == 1:  # both refused (H4): only the clashes are printed
            refused += 1
        else:
            assert a[0] != b[0] and a[1] != b[1], f"{what}: the open parts differ, the output must"
    assert sum(made.values()) == PAIRS
    assert set(made) == kinds() or PAIRS < 1000, made
    assert refused < PAIRS // 16, refused  # most open-different pairs are shown
