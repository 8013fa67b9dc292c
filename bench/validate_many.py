"""Many rosters in one `wargen validate` run against one run per roster
(issue 30: at least 20x faster for 1,000 rosters).

Usage: python3 validate_many.py WARGEN SOURCE_ROOT [COUNT [ROUNDS]]

Writes COUNT (default 1,000) roster files into a temporary directory, made
from the shipped rosters of data/rosters/ (valid and invalid) with varied
content: each copy's units in a seeded random order and, for some units, a
model more or fewer within its entry's limits (R3; the total may then break
R5 or R6: invalid rosters are work too). Then, in ROUNDS (default 3) interleaved rounds, times
`wargen validate --catalog BOOK DIR` (one process, the book read once)
and the COUNT sequential runs of `wargen validate --catalog BOOK ROSTER`,
one subprocess each, as a script or a Makefile would run them, and the one
run with --jobs 2 too. Prints each round's times, the best of each and the
ratio of the sequential runs to the one run against the target 20x.

Checks first that the two agree: each single run's exit status is 0 for the
roster the one run calls valid and 1 for one it calls invalid. Exit 1 if
they disagree or a run fails; otherwise 0 whether the target is met or not
(a benchmark reports).
"""

import json
import pathlib
import random
import subprocess
import sys
import tempfile
import time

TARGET = 20.0
SEED = 30


def make_rosters(root, out, count):
    """count roster files in out, varied copies of data/rosters/*.json."""
    shipped = sorted((root / "data" / "rosters").glob("*.json"))
    book = json.loads((root / "data" / "catalogs" / "example-kingdom.json").read_text())
    limits = {e["id"]: (e["models"]["min"], e["models"]["max"]) for e in book["units"]}
    rng = random.Random(SEED)
    paths = []
    for i in range(count):
        doc = json.loads(shipped[i % len(shipped)].read_text())
        units = doc["units"]
        if not any("hides_in" in u for u in units):  # indexes would move
            rng.shuffle(units)
        for u in units:
            low, high = limits[u["entry"]]
            if rng.random() < 0.2 and low <= u["models"] <= high:
                u["models"] = min(high, max(low, u["models"] + rng.choice((-1, 1))))
        path = out / f"roster-{i:05d}.json"
        path.write_text(json.dumps(doc, indent=1))
        paths.append(path)
    return paths


def timed(fn):
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def main():
    if len(sys.argv) not in (3, 4, 5):
        sys.exit(__doc__)
    wargen, root = sys.argv[1], pathlib.Path(sys.argv[2])
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
    rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    book = str(root / "data" / "catalogs" / "example-kingdom.json")
    with tempfile.TemporaryDirectory(prefix="wargen-validate-many-") as tmp:
        paths = make_rosters(root, pathlib.Path(tmp), count)

        def one_run(*extra):
            r = subprocess.run([wargen, "validate", "--catalog", book, tmp, *extra],
                               capture_output=True, text=True)
            if r.returncode not in (0, 1) or r.stderr:
                sys.exit(f"validate_many: the one run failed ({r.returncode}): {r.stderr}")
            return r

        def each_run():
            return [subprocess.run([wargen, "validate", "--catalog", book, str(p)],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
                                   ).returncode for p in paths]

        # agreement first (and a warm cache)
        lines = one_run().stdout.splitlines()
        statuses = each_run()
        if len(lines) != count + 1:
            sys.exit(f"validate_many: {len(lines)} lines for {count} rosters")
        expected = [0 if line.endswith(": valid") else 1 for line in lines[:-1]]
        if statuses != expected:
            bad = next(i for i, (a, b) in enumerate(zip(statuses, expected)) if a != b)
            sys.exit(f"validate_many: {paths[bad]}: its own run exits {statuses[bad]}, "
                     f"the one run says {lines[bad]!r}")
        if one_run("--jobs", "2").stdout.splitlines() != lines:
            sys.exit("validate_many: --jobs 2 printed other lines than --jobs 1")
        print(f"{count} rosters ({lines[-1]}), {rounds} interleaved rounds")

        best = {"one": float("inf"), "jobs2": float("inf"), "each": float("inf")}
        for r in range(rounds):
            t = {"one": timed(one_run), "each": timed(each_run),
                 "jobs2": timed(lambda: one_run("--jobs", "2"))}
            for k, v in t.items():
                best[k] = min(best[k], v)
            print(f"  round {r + 1}: one run {t['one'] * 1e3:8.1f} ms, --jobs 2 "
                  f"{t['jobs2'] * 1e3:8.1f} ms, {count} runs {t['each'] * 1e3:9.1f} ms")
    ratio = best["each"] / best["one"]
    print(f"best: one run {best['one'] * 1e3:.1f} ms ({best['one'] / count * 1e6:.1f} us per "
          f"roster), --jobs 2 {best['jobs2'] * 1e3:.1f} ms, {count} runs "
          f"{best['each'] * 1e3:.1f} ms ({best['each'] / count * 1e6:.0f} us each)")
    print(f"ratio: {ratio:.1f}x faster in one run (target {TARGET:.0f}x: "
          f"{'met' if ratio >= TARGET else 'NOT met'})")


if __name__ == "__main__":
    main()
