"""`wargen morale`: the exact odds of a morale check (rule B5) and checks
rolled from a seeded generator (B2-B4), as docs/FORMATS.md ("Command line")
fixes them. The expected values come from this file's own arithmetic: an
enumeration of the 1,296 outcomes, and a re-implementation of the
generator (xoshiro256** seeded by splitmix64, Lemire's bounded draw) that
is first checked against the fixed D6 vectors of `wargen roll`."""

import itertools
import json
import re
from fractions import Fraction

import pytest

from conftest import check_progress, run_on_one_terminal, run_slowly_read

MASK = (1 << 64) - 1
DENOMINATOR = 6 ** 4
RESULTS = ["steady", "wavered", "retreat", "fled"]           # B3, by failures
USAGE = "usage: wargen morale --odds [--modifier N] [--json] |"
INT_MIN, INT_MAX = -2 ** 31, 2 ** 31 - 1
# The first D6 of seeds 0, 1 and 42: the library's fixed vectors
# (tests/unit/test_rng.c, tests/cli/test_roll.py).
D6_VECTORS = {
    0: [4, 5, 1, 3, 5, 6, 3, 4, 6, 6, 1, 1],
    1: [5, 4, 4, 3, 5, 1, 1, 3, 6, 4, 6, 6],
    42: [1, 3, 5, 6, 6, 5, 5, 6, 5, 4, 5, 2],
}


# ---- an independent model of the generator and of the rules ----

class Rng:
    """xoshiro256** seeded by splitmix64, as wargen/rng.h documents."""

    def __init__(self, seed):
        x = seed
        self.s = []
        for _ in range(4):
            x = (x + 0x9E3779B97F4A7C15) & MASK
            z = x
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
            self.s.append(z ^ (z >> 31))

    @staticmethod
    def _rotl(x, k):
        return ((x << k) | (x >> (64 - k))) & MASK

    def next(self):
        s = self.s
        result = (self._rotl((s[1] * 5) & MASK, 7) * 9) & MASK
        t = (s[1] << 17) & MASK
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = self._rotl(s[3], 45)
        return result

    def below(self, bound):
        """Lemire's method: the high word of x * bound, rejecting the x whose
        low word falls below 2^64 mod bound."""
        threshold = (1 << 64) % bound
        while True:
            product = self.next() * bound
            if product & MASK >= threshold:
                return product >> 64


def judge(opponent, dice, modifier):
    """B2, B4: a die fails when it plus the modifier is below the opponent's
    die (a tie holds); B3: the failures give the result."""
    failures = sum(1 for d in dice if d + modifier < opponent)
    return {"opponent": opponent, "dice": list(dice), "modifier": modifier,
            "failures": failures, "result": RESULTS[failures]}


def expected_checks(seed, count, modifier):
    """Each check is one draw r below 1296: opponent r // 216 + 1, then the
    player's dice r // 36 % 6 + 1, r // 6 % 6 + 1, r % 6 + 1 (morale.h)."""
    rng = Rng(seed)
    checks = []
    for _ in range(count):
        r = rng.below(DENOMINATOR)
        checks.append(judge(r // 216 + 1, (r // 36 % 6 + 1, r // 6 % 6 + 1, r % 6 + 1),
                            modifier))
    return checks


def enumerate_odds(modifier):
    """B5 by brute force: count the failures of all 1,296 outcomes."""
    counts = [0, 0, 0, 0]
    for opponent, *dice in itertools.product(range(1, 7), repeat=4):
        counts[judge(opponent, dice, modifier)["failures"]] += 1
    return counts


@pytest.mark.parametrize("seed", sorted(D6_VECTORS))
def test_the_model_generator_gives_the_fixed_d6_vectors(seed):
    rng = Rng(seed)
    assert [rng.below(6) + 1 for _ in D6_VECTORS[seed]] == D6_VECTORS[seed]


def test_the_enumeration_gives_the_numbers_of_b5():
    assert enumerate_odds(0) == [441, 315, 315, 225]


# ---- helpers ----

def odds_json(wargen, modifier):
    r = wargen("morale", "--odds", "--modifier", str(modifier), "--json")
    assert r.code == 0, r.err
    assert r.err == ""
    assert r.out.count("\n") == 1
    return json.loads(r.out)


def checks_of(out, seed=None):
    """The checks of `--roll --json` lines, each line first checked to carry
    the seed (a string above 2**63 - 1) and its index from 1, then without them."""
    checks = []
    for k, line in enumerate(out.splitlines(), 1):
        c = json.loads(line)
        if seed is not None:
            assert c["seed"] == (seed if seed < 2**63 else str(seed)), c
        assert c.pop("index") == k and c.pop("seed") is not None
        checks.append(c)
    return checks


def roll_json(wargen, *args):
    r = wargen("morale", "--roll", "--json", *args)
    assert r.code == 0, r.err
    seed = args[args.index("--seed") + 1] if "--seed" in args else None
    return checks_of(r.out, None if seed is None else int(seed))


# ---- --odds (B5) ----

def test_odds_golden(wargen, golden):
    r = wargen("morale", "--odds")
    assert r.code == 0
    assert r.err == ""
    assert r.out == golden("morale-odds.txt")
    assert wargen("morale", "--odds", "--modifier", "0").out == r.out


def test_odds_plus_one_golden(wargen, golden):
    """A standard bearer's +1 (B4)."""
    r = wargen("morale", "--odds", "--modifier", "+1")
    assert r.code == 0
    assert r.out == golden("morale-odds-plus1.txt")
    assert wargen("morale", "--modifier=1", "--odds").out == r.out


@pytest.mark.parametrize("modifier, name", [(0, "morale-odds.json"),
                                            (1, "morale-odds-plus1.json")])
def test_odds_json_golden(wargen, golden, modifier, name):
    r = wargen("morale", "--odds", "--json", "--modifier", str(modifier))
    assert r.code == 0
    assert r.out == golden(name)
    assert json.loads(r.out) == {"modifier": modifier, "denominator": 1296,
                                 "failures": enumerate_odds(modifier)}


def test_odds_without_modifier_are_those_of_b5(wargen):
    r = wargen("morale", "--odds", "--json")
    assert json.loads(r.out) == {"modifier": 0, "denominator": 1296,
                                 "failures": [441, 315, 315, 225]}


@pytest.mark.parametrize("modifier", range(-3, 5))
def test_odds_json_equal_the_enumeration(wargen, modifier):
    doc = odds_json(wargen, modifier)
    assert list(doc) == ["modifier", "denominator", "failures"]    # FORMATS order
    assert doc["modifier"] == modifier
    assert doc["denominator"] == 1296
    assert doc["failures"] == enumerate_odds(modifier)
    assert sum(doc["failures"]) == 1296


@pytest.mark.parametrize("modifier, failures", [
    (6, [1296, 0, 0, 0]), (100, [1296, 0, 0, 0]), (INT_MAX, [1296, 0, 0, 0]),
    (-6, [0, 0, 0, 1296]), (-100, [0, 0, 0, 1296]), (INT_MIN, [0, 0, 0, 1296]),
    (5, enumerate_odds(5)), (-5, enumerate_odds(-5)),
])
def test_odds_at_the_ends_of_the_modifier(wargen, modifier, failures):
    """Any int is a modifier (B4): from +6 nothing fails, from -6 all do."""
    doc = odds_json(wargen, modifier)
    assert doc["modifier"] == modifier
    assert doc["failures"] == failures


ODDS_LINE = re.compile(r" *(\d) +(\w+) +(\d+)/1296(?: = (\d+)(?:/(\d+))?)? +(\d+\.\d\d)%")


@pytest.mark.parametrize("modifier", range(-7, 8))
def test_odds_text_agrees_with_the_enumeration(wargen, modifier):
    r = wargen("morale", "--odds", "--modifier", str(modifier))
    assert r.code == 0
    lines = r.out.splitlines()
    shown = f"+{modifier}" if modifier > 0 else str(modifier)
    assert lines[0].startswith(f"modifier {shown}: ")
    assert len(lines) == 6
    counts = enumerate_odds(modifier)
    for k, line in enumerate(lines[2:]):
        m = ODDS_LINE.fullmatch(line)
        assert m, line
        n = int(m.group(3))
        assert (int(m.group(1)), m.group(2), n) == (k, RESULTS[k], counts[k])
        exact = Fraction(n, 1296)
        if m.group(4) is not None:                       # the reduced fraction
            assert Fraction(int(m.group(4)), int(m.group(5) or 1)) == exact
            assert int(m.group(5) or 1) == exact.denominator
        else:                                            # already in lowest terms, or 0
            assert n == 0 or exact.denominator == 1296
        assert Fraction(m.group(6)) == round(exact * 100, 2)


# ---- --roll (B2-B4) ----

def test_roll_golden(wargen, golden):
    r = wargen("morale", "--roll", "--seed", "42", "--count", "8", "--modifier", "1")
    assert r.code == 0
    assert r.err == ""
    assert r.out == golden("morale-roll-seed42.txt")


def test_roll_json_golden(wargen, golden):
    r = wargen("morale", "--roll", "--seed", "42", "--count", "8", "--modifier", "1", "--json")
    assert r.code == 0
    assert r.err == ""
    assert r.out == golden("morale-roll-seed42.json")
    assert checks_of(r.out, 42) == expected_checks(42, 8, 1)


CHECK_LINE = re.compile(r" *(\d+): opponent ([1-6]) vs ([1-6]) ([1-6]) ([1-6])"
                        r"(?: \(([+-]\d+)\))?: (\d) failures?, (\w+)")


def parse_text_checks(out):
    lines = out.splitlines()
    checks = []
    for index, line in enumerate(lines[1:], 1):
        m = CHECK_LINE.fullmatch(line)
        assert m, line
        assert int(m.group(1)) == index
        failures = int(m.group(7))
        assert line.endswith(("failure, " if failures == 1 else "failures, ") + m.group(8))
        checks.append({"opponent": int(m.group(2)),
                       "dice": [int(m.group(3)), int(m.group(4)), int(m.group(5))],
                       "modifier": int(m.group(6) or 0), "failures": failures,
                       "result": m.group(8)})
    return lines[0], checks


@pytest.mark.parametrize("seed, count, modifier", [
    (0, 30, 0), (1, 30, 1), (42, 30, -2), (7, 12, 3), (18446744073709551615, 10, 0),
    (123456789, 25, -1),
])
def test_roll_is_the_documented_draw(wargen, seed, count, modifier):
    """One draw below 1296 per check, from one generator seeded once (morale.h)."""
    expected = expected_checks(seed, count, modifier)
    args = ["--seed", str(seed), "--count", str(count), "--modifier", str(modifier)]
    assert roll_json(wargen, *args) == expected
    r = wargen("morale", "--roll", *args)
    assert r.code == 0
    header, checks = parse_text_checks(r.out)
    assert header == f"seed {seed} (repeat with --seed {seed})"
    assert checks == expected


@pytest.mark.parametrize("modifier", [-7, -3, -1, 0, 1, 2, 6, INT_MIN, INT_MAX])
def test_every_check_follows_b2_to_b4(wargen, modifier):
    checks = roll_json(wargen, "--seed", "5", "--count", "200", "--modifier", str(modifier))
    assert len(checks) == 200
    for c in checks:
        assert list(c) == ["opponent", "dice", "modifier", "failures", "result"]
        assert 1 <= c["opponent"] <= 6
        assert len(c["dice"]) == 3 and all(1 <= d <= 6 for d in c["dice"])
        assert c["modifier"] == modifier
        # B2 and B4: each die plus the modifier below the opponent's die fails
        assert c["failures"] == sum(d + modifier < c["opponent"] for d in c["dice"])
        assert c["result"] == RESULTS[c["failures"]]                      # B3
    if modifier >= 6:
        assert {c["result"] for c in checks} == {"steady"}
    if modifier <= -6:
        assert {c["result"] for c in checks} == {"fled"}


def test_a_tie_is_not_a_failure(wargen):
    """B2: among many checks some dice equal the opponent's, and none of
    those (with no modifier) counts as a failure."""
    ties = 0
    for c in roll_json(wargen, "--seed", "9", "--count", "300"):
        tied = sum(d == c["opponent"] for d in c["dice"])
        ties += tied
        assert c["failures"] == sum(d < c["opponent"] for d in c["dice"])
    assert ties > 0


def test_many_checks_follow_the_exact_odds(wargen):
    """The rolled results are spread as --odds says (B5): 12,960 checks of a
    fixed seed, each count within 5 standard deviations."""
    n = 12960
    checks = roll_json(wargen, "--seed", "2024", "--count", str(n))
    counts = [0, 0, 0, 0]
    for c in checks:
        counts[c["failures"]] += 1
    for k, outcomes in enumerate([441, 315, 315, 225]):
        p = outcomes / 1296
        assert abs(counts[k] - n * p) < 5 * (n * p * (1 - p)) ** 0.5, counts


def test_default_is_one_check_with_no_modifier(wargen):
    checks = roll_json(wargen, "--seed", "0")
    assert checks == expected_checks(0, 1, 0)


def test_count_continues_one_stream(wargen):
    """--count N is the first N checks of the seed: a longer run starts with
    the shorter one."""
    five = roll_json(wargen, "--seed", "3", "--count", "5")
    twelve = roll_json(wargen, "--seed", "3", "--count", "12")
    assert twelve[:5] == five


def test_the_modifier_does_not_change_the_dice(wargen):
    plain = roll_json(wargen, "--seed", "11", "--count", "40")
    bearer = roll_json(wargen, "--seed", "11", "--count", "40", "--modifier", "1")
    assert [(c["opponent"], c["dice"]) for c in plain] == \
        [(c["opponent"], c["dice"]) for c in bearer]
    # +1 never adds a failure (B4)
    assert all(b["failures"] <= p["failures"] for p, b in zip(plain, bearer))


def test_same_seed_same_output(wargen):
    for extra in ([], ["--json"]):
        args = ["morale", "--roll", "--seed", "77", "--count", "20", "--modifier", "-1", *extra]
        assert wargen(*args).out == wargen(*args).out


def test_different_seeds_differ(wargen):
    a = roll_json(wargen, "--seed", "1", "--count", "20")
    b = roll_json(wargen, "--seed", "2", "--count", "20")
    assert a != b


def test_without_seed_the_printed_seed_repeats_the_run(wargen):
    r = wargen("morale", "--roll", "--count", "6", "--modifier", "1")
    assert r.code == 0
    assert r.err == ""
    m = re.match(r"seed (\d+) \(repeat with --seed \1\)\n", r.out)
    assert m, r.out
    again = wargen("morale", "--roll", "--count", "6", "--modifier", "1", "--seed", m.group(1))
    assert again.out == r.out
    _, checks = parse_text_checks(r.out)
    assert checks == expected_checks(int(m.group(1)), 6, 1)


def test_without_seed_json_prints_the_seed_on_stderr(wargen):
    """The seed picked is on every JSON line, and on stderr, as `wargen
    generate --json --count N` prints it."""
    r = wargen("morale", "--roll", "--count", "4", "--json")
    assert r.code == 0
    m = re.fullmatch(r"wargen morale: seed (\d+) \(repeat with --seed \1\)\n", r.err)
    assert m, r.err
    seed = m.group(1)
    again = wargen("morale", "--roll", "--count", "4", "--json", "--seed", seed)
    assert again.out == r.out
    assert again.err == ""
    assert checks_of(r.out, int(seed)) == expected_checks(int(seed), 4, 0)


def test_option_forms(wargen):
    a = wargen("morale", "--roll", "--seed=42", "--count=3", "--modifier=-2", "--json").out
    b = wargen("morale", "--json", "--modifier", "-2", "--count", "3", "--seed", "42",
               "--roll").out
    assert a == b
    assert checks_of(a, 42) == expected_checks(42, 3, -2)


def test_plus_sign_and_zero_forms_of_the_modifier(wargen):
    assert odds_json(wargen, "+2") == odds_json(wargen, 2)
    assert odds_json(wargen, "-0")["modifier"] == 0
    assert odds_json(wargen, "007")["modifier"] == 7


# ---- usage ----

@pytest.mark.parametrize("args, message", [
    ([], "give --odds or --roll"),
    (["--json"], "give --odds or --roll"),
    (["--modifier", "1"], "give --odds or --roll"),
    (["--seed", "1"], "give --odds or --roll"),
    (["--odds", "--roll"], "--odds and --roll exclude each other"),
    (["--roll", "--odds", "--json"], "--odds and --roll exclude each other"),
    (["--odds", "--seed", "1"], "--seed goes with --roll, not --odds"),
    (["--odds", "--count", "2"], "--count goes with --roll, not --odds"),
    (["--odds", "--seed=1", "--json"], "--seed goes with --roll, not --odds"),
    (["--odds", "--modifier", "x"], "--modifier takes a whole number from -2147483648 to "
                                    "2147483647"),
    (["--odds", "--modifier", ""], "--modifier takes a whole number"),
    (["--odds", "--modifier", "1.5"], "--modifier takes a whole number"),
    (["--odds", "--modifier", " 1"], "--modifier takes a whole number"),
    (["--odds", "--modifier", "1 "], "--modifier takes a whole number"),
    (["--odds", "--modifier", "+-1"], "--modifier takes a whole number"),
    (["--odds", "--modifier", "-"], "--modifier takes a whole number"),
    (["--odds", "--modifier", "0x10"], "--modifier takes a whole number"),
    (["--odds", "--modifier", "2147483648"], "--modifier takes a whole number"),
    (["--odds", "--modifier", "-2147483649"], "--modifier takes a whole number"),
    (["--odds", "--modifier", "99999999999999999999999"], "--modifier takes a whole number"),
    (["--odds", "--modifier"], "--modifier takes a whole number"),
    (["--roll", "--modifier"], "--modifier takes a whole number"),
    (["--roll", "--seed", "-1"], "--seed takes a whole number from 0"),
    (["--roll", "--seed", "18446744073709551616"], "--seed takes a whole number from 0"),
    (["--roll", "--seed", "x"], "--seed takes a whole number"),
    (["--roll", "--seed"], "--seed takes a whole number"),
    (["--roll", "--count", "0"], "--count takes a whole number from 1 to 4294967295"),
    (["--roll", "--count", "4294967296"], "--count takes a whole number from 1"),
    (["--roll", "--count", "-1"], "--count takes a whole number"),
    (["--roll", "--count"], "--count takes a whole number"),
    (["--roll", "--frobnicate"], "unknown argument '--frobnicate'"),
    (["--odds", "--dice", "3"], "unknown argument '--dice'"),
    (["--odds", "12"], "unknown argument '12'"),
    (["--roll", "--seed", "1", "extra"], "unknown argument 'extra'"),
    (["odds"], "unknown argument 'odds'"),
    (["--odds", "-m", "1"], "unknown argument '-m'"),
])
def test_bad_usage_exits_2(wargen, args, message):
    r = wargen("morale", *args)
    assert r.code == 2
    assert r.out == ""
    assert r.err.startswith("wargen morale: ")
    assert message in r.err
    assert USAGE in r.err
    assert "(see 'wargen morale --help')" in r.err


# ---- the progress line (docs/FORMATS.md, "Command line") ----

LONG_ROLL = ["morale", "--roll", "--count", "40000", "--modifier", "1", "--seed", "42"]


@pytest.mark.parametrize("json_flag", [[], ["--json"]])
def test_progress_on_a_terminal(wargen, wargen_command, json_flag):
    """A run that lasts shows its progress on a terminal; stdout is what a
    run without a terminal prints."""
    code, out, err = run_slowly_read(wargen_command + LONG_ROLL + json_flag,
                                     stderr_on_terminal=True)
    assert code == 0
    assert out.decode() == wargen(*LONG_ROLL, *json_flag).out
    check_progress(err, "morale", 40000)


def test_no_progress_off_a_terminal(wargen, wargen_command):
    code, out, err = run_slowly_read(wargen_command + LONG_ROLL, stderr_on_terminal=False)
    assert code == 0
    assert err == ""
    assert out.decode() == wargen(*LONG_ROLL).out


def test_no_progress_when_the_output_is_on_the_terminal(wargen_command):
    code, seen = run_on_one_terminal(wargen_command + LONG_ROLL[:3] + ["5000"] + LONG_ROLL[4:])
    assert code == 0
    assert len(re.findall(r"^ *\d+: opponent", seen.replace("\r\n", "\n"), re.M)) == 5000
    assert "wargen: morale" not in seen


# ---- help ----

def test_help(wargen, golden):
    for args in (["morale", "--help"], ["help", "morale"], ["morale", "-h"],
                 ["morale", "--odds", "--help"], ["morale", "--roll", "--seed", "x", "--help"]):
        r = wargen(*args)
        assert r.code == 0, args
        assert r.err == ""
        assert r.out == golden("morale-help.txt"), args


def test_wargen_help_lists_morale(wargen):
    r = wargen("--help")
    assert r.code == 0
    assert "  wargen morale --odds [--modifier N] [--json] |\n" \
           "                     --roll [--modifier N] [--seed S] [--count N] [--json]\n" in r.out
