"""Non-interference as a property of the command (docs/RULES.md, the H
decisions, H1-H4): for two rosters that differ only in what H keeps hidden,
`wargen roster open --catalog BOOK ROSTER` prints the same text and the same
`--json`, on stdout and stderr, with the same exit status (a label clash,
H4, is refused alike). Pairs whose open parts differ print something else,
so the property can fail. And H2 in a game: `wargen game play --player 1`
shows player 1 the same board (text and `--json`) of the referee's game
against either roster, before its end. The pairs are the C generator's (tests/pairs: the
`hidden-pairs` program, WARGEN_HIDDEN_PAIRS), over the catalogues of
WARGEN_HIDDEN_PAIRS_BOOKS; both rosters of a pair are written to one path
in turn, since the text names the file."""
import collections
import concurrent.futures
import sys

from conftest import SOURCE_ROOT

sys.path.insert(0, str(SOURCE_ROOT / "tests" / "pairs"))
from hidden_pairs import PAIRS, SEED, generate, kinds  # noqa: E402


def outputs(wargen, path, text, *args):
    """(code, stdout, stderr) of `wargen ARGS PATH` and of `... --json`, with
    text written at path."""
    path.write_text(text)
    runs = [wargen(*args, path, *flag) for flag in ([], ["--json"])]
    return [(r.code, r.out, r.err) for r in runs]


def shown(wargen, book, path, text):
    """What `roster open` shows of the roster text, as text and as --json."""
    return outputs(wargen, path, text, "roster", "open", "--catalog", book)


def two_at_a_time(fn, items):
    """fn over items, two commands at a time (seconds instead of a minute)."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        return list(pool.map(fn, items))


def test_h1_h4_hidden_only_pairs_open_the_same(wargen, tmp_path):
    def run(p):  # a pair: both rosters at one path of its own
        folder = tmp_path / str(p["index"])
        folder.mkdir()
        return [shown(wargen, p["catalog"], folder / "roster.json", p[k]) for k in "ab"]

    pairs = generate(SEED, PAIRS)
    made, refused = collections.Counter(), 0
    for p, (a, b) in zip(pairs, two_at_a_time(run, pairs)):
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


def test_h2_a_players_view_of_a_game_is_the_same(wargen, tmp_path):
    # H2 in a game: the referee's games of roster a against a and against b
    # (hidden-pairs' game_a and game_b, after the pair's script, before
    # end_game), as player 1 is shown them: the same, byte for byte
    def run(p):
        path = tmp_path / f"{p['index']}.json"
        return [outputs(wargen, path, p[k], "game", "play", "--player", "1")
                for k in ("game_a", "game_b")]

    pairs = [p for p in generate(SEED, PAIRS) if p["same"] and p["game_a"] and p["game_b"]]
    for p, (a, b) in zip(pairs, two_at_a_time(run, pairs)):
        assert all(code in (0, 1) for code, _, _ in a), (p["index"], a)
        assert a == b, (f"pair {p['index']} ({p['kind']}): player 1's view differs\n"
                        f"-- a:\n{a}\n-- b:\n{b}")
    assert len(pairs) >= PAIRS * 2 // 3, len(pairs)  # most pairs make a game
