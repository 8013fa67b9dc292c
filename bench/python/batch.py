"""The binding's batch calls against the C library's cost per item (issue 11, "Speed").

Usage: python3 batch.py BENCH_RNG BENCH_MORALE BENCH_GEN
       (PYTHONPATH=<build>/bindings/python; the three C benchmark programs)

In one run it runs the C benchmarks (bench/rng.c, morale.c, gen.c; best of
five runs) for their ns per item, single calls and the C batch functions,
then times each batch
call of the binding per item, with NumPy arrays (when NumPy imports) and
with lists (NumPy's import blocked), and prints the ratio binding / C single
call against the target of 2x:

- dice: Rng.dice(DICE_MAX) per die, against bench-rng's roll (100-dice rolls);
- morale: morale_checks(rng, 1, count=1,000,000) per check, against
  bench-morale's single checks;
- armies: armies(rng, "large", players=2, count=20,000) per army pair,
  against bench-gen's two-player large armies.

Exit 0 whether the target is met or not (a benchmark reports); exit 1 only
if a C benchmark fails or prints no figure.
"""

import importlib.util
import re
import subprocess
import sys
import time

import wargen

TARGET = 2.0


def c_figures(exe, *args, runs=5):
    """A C benchmark's output lines as {label: ns}, from "label: N ns per ...",
    the best of runs runs (as per_item takes the best timing)."""
    best = {}
    for _ in range(runs):
        out = subprocess.run([exe, *args], capture_output=True, text=True, check=True).stdout
        for m in re.finditer(r"^([^:\n]+):\s+([\d.]+) ns", out, re.M):
            best[m[1].strip()] = min(best.get(m[1].strip(), float("inf")), float(m[2]))
    return best


def per_item(call, items, repeats=5):
    """The best of repeats timings of call(), in ns per item."""
    best = float("inf")
    for _ in range(repeats):
        t = time.perf_counter()
        call()
        best = min(best, time.perf_counter() - t)
    return best * 1e9 / items


def binding_figures():
    """{name: (ns per item, items per call)} of the binding's batch calls."""
    rng = wargen.Rng(42)
    dice, checks, pairs = wargen.DICE_MAX, 1_000_000, 20_000
    return {
        "dice": per_item(lambda: rng.dice(dice), dice),
        "morale": per_item(lambda: wargen.morale_checks(rng, 1, count=checks), checks),
        "armies": per_item(lambda: wargen.armies(rng, "large", players=2, count=pairs), pairs),
    }


def main(bench_rng, bench_morale, bench_gen):
    rng_c = c_figures(bench_rng, "2000000")
    morale_c = c_figures(bench_morale, "2000000")
    gen_c = c_figures(bench_gen, "50000")
    c = {"dice": (rng_c.get("roll"), None),
         "morale": (morale_c.get("single checks"), morale_c.get("batch")),
         "armies": (gen_c.get("two-player large armies"), gen_c.get("batch"))}
    if any(single is None for single, _ in c.values()):
        print("a C benchmark printed no figure:", rng_c, morale_c, gen_c)
        return 1
    paths = {}
    if importlib.util.find_spec("numpy") is not None:
        paths["numpy"] = binding_figures()
    else:
        print("NumPy is not installed: the list path only")
    sys.modules["numpy"] = None  # as on a machine without NumPy
    paths["lists"] = binding_figures()
    del sys.modules["numpy"]

    print(f"{'batch call':10} {'C single':>10} {'C batch':>10} "
          + " ".join(f"{p:>10} {'ratio':>6}" for p in paths) + f"   (ns per item; target <= {TARGET}x)")
    for name, (single, batch) in c.items():
        cells = " ".join(f"{paths[p][name]:10.2f} {paths[p][name] / single:5.2f}x" for p in paths)
        batch_text = f"{batch:10.2f}" if batch is not None else f"{'-':>10}"
        print(f"{name:10} {single:10.2f} {batch_text} {cells}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        sys.exit(2)
    sys.exit(main(*sys.argv[1:]))
