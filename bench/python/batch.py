"""The binding's batch calls against the C library's cost per item (issues 11 and 29, "Speed").

Usage: python3 batch.py BENCH_RNG BENCH_MORALE BENCH_GEN
       (PYTHONPATH=<build>/bindings/python; the three C benchmark programs)

Each batch call of the binding is timed per item on two paths, and compared
with the C benchmarks' (bench/rng.c, morale.c, gen.c) ns per item of the
single C call, against issue 29's target: within 2x of C.

- numpy: in this process, with NumPy imported (the columns NumPy arrays);
- array.array: in a child process where NumPy cannot be imported (as on a
  machine without it), started before wargen is imported. If the columns
  come back as something other than array.array (lists, say), that path is
  reported "not available", and what the binding returned there is timed
  beside it, without a target.

The calls (CALLS, adapted by the lead to the reworked API):

- dice: Rng.dice(DICE_MAX) per die, against bench-rng's roll (100-dice rolls);
- morale: morale_checks(rng, 1,000,000, 1) per check, against
  bench-morale's single checks;
- armies: armies(rng, "large", players=2, count=20,000) per army pair,
  against bench-gen's two-player large armies;
- each again with out= (the "out=" rows): the columns of an earlier call
  written again, as a loop of batches would, so that no fresh memory is
  faulted in (some 20 us per 4 KiB page on this virtual machine: the
  morale batch's 6 MB of new array.array columns cost more than the checks;
  NumPy's columns of that size are placed on huge pages instead).

Timing: ROUNDS rounds, each running the three C benchmarks once, timing each
call once in this process, and once in a fresh child; each figure is the
median of its rounds. The C batch functions' figures are shown too. Exit 0
whether the target is met or not (a benchmark reports); exit 1 only if a C
benchmark fails or prints no figure, or a child fails.
"""

import importlib.util
import json
import re
import statistics
import subprocess
import sys
import time

TARGET = 2.0
ROUNDS = 7

# ---- the binding's batch calls (the lead adapts these lines to the reworked API) -----------

CHECKS, PAIRS = 1_000_000, 20_000


def calls(wargen):
    """{name: (call taking the batch's keyword arguments, items per call, its column to
    type)}."""
    rng, dice = wargen.Rng(42), wargen.DICE_MAX
    return {
        "dice": (lambda **kw: rng.dice(dice, **kw), dice, lambda r: r),
        "morale": (lambda **kw: wargen.morale_checks(rng, CHECKS, 1, **kw), CHECKS,
                   lambda r: r["failures"]),
        "armies": (lambda **kw: wargen.armies(rng, "large", players=2, count=PAIRS, **kw), PAIRS,
                   lambda r: r["total"]),
    }


OUT = " out="  # the suffix of a call's name timed with out=


# The C figure of each call: its program's index in argv, its single call's label and its
# batch's label in the program's output.
C_FIGURES = {"dice": (0, "roll", None), "morale": (1, "single checks", "batch"),
             "armies": (2, "two-player large armies", "batch")}
C_ARGS = ["2000000", "2000000", "50000"]

# --------------------------------------------------------------------------------------------


def c_figures(exe, *args):
    """A C benchmark's output lines as {label: ns}, from "label: N ns per ..."."""
    out = subprocess.run([exe, *args], capture_output=True, text=True, check=True).stdout
    return {m[1].strip(): float(m[2]) for m in re.finditer(r"^([^:\n]+):\s+([\d.]+) ns", out, re.M)}


def type_name(value):
    t = type(value)
    return t.__name__ if t.__module__ == "builtins" else f"{t.__module__}.{t.__name__}"


def time_calls(wargen):
    """{name: [ns per item of one call, the type of its columns]}, each call made once
    before (its first call may set up what later ones reuse); then name + OUT: the same
    call writing that first call's columns again."""
    def per_item(call, items):
        t = time.perf_counter()
        call()
        return (time.perf_counter() - t) * 1e9 / items

    figures = {}
    for name, (call, items, column) in calls(wargen).items():
        kind = type_name(column(call()))  # dropped: its memory is free for the next call
        figures[name] = [per_item(call, items), kind]
        out = call()
        figures[name + OUT] = [per_item(lambda: call(out=out), items), kind]
    return figures


def child():
    """Time the calls without NumPy; print them as JSON."""
    sys.modules["numpy"] = None  # as on a machine without NumPy: its import fails
    import wargen
    print(json.dumps(time_calls(wargen)))
    return 0


def without_numpy():
    out = subprocess.run([sys.executable, __file__, "--without-numpy"], capture_output=True,
                         text=True, check=True).stdout
    return json.loads(out)


def main(programs):
    have_numpy = importlib.util.find_spec("numpy") is not None
    if have_numpy:
        import wargen
    c = {name: ([], []) for name in C_FIGURES}
    names = [name + suffix for name in C_FIGURES for suffix in ("", OUT)]
    paths = {"numpy": {name: ([], set()) for name in names},
             "array.array": {name: ([], set()) for name in names}}
    for _ in range(ROUNDS):
        outputs = [c_figures(exe, arg) for exe, arg in zip(programs, C_ARGS)]
        for name, (index, single, batch) in C_FIGURES.items():
            if outputs[index].get(single) is None:
                print(f"{programs[index]} printed no figure for {single!r}:", outputs[index])
                return 1
            c[name][0].append(outputs[index][single])
            if batch is not None:
                c[name][1].append(outputs[index][batch])
        rounds = [("numpy", time_calls(wargen) if have_numpy else {}),
                  ("array.array", without_numpy())]
        for path, figures in rounds:
            for name, (ns, kind) in figures.items():
                paths[path][name][0].append(ns)
                paths[path][name][1].add(kind)

    print(f"ns per item, median of {ROUNDS} rounds; ratio = binding / C single call;"
          f" C batch: the C batch function")
    print(f"{'call':<11} {'path':<12} {'C single':>9} {'C batch':>9} {'binding':>9} {'ratio':>8}"
          f" {'target':>7}  met")
    for name in names:
        base = name.removesuffix(OUT)
        single = statistics.median(c[base][0])
        batch = f"{statistics.median(c[base][1]):9.2f}" if c[base][1] else f"{'-':>9}"
        for path, wanted in (("numpy", "numpy.ndarray"), ("array.array", "array.array")):
            samples, kinds = paths[path][name]
            head = f"{name:<11} {path:<12} {single:9.2f} {batch}"
            if not samples:
                print(f"{head} {'-':>9} {'-':>8} {'-':>7}  not available (NumPy not installed)")
                continue
            ns = statistics.median(samples)
            ratio = ns / single
            kind = ", ".join(sorted(kinds))
            if kinds == {wanted}:
                met = "yes" if ratio <= TARGET else "no"
                print(f"{head} {ns:9.2f} {ratio:7.2f}x {'<=' + format(TARGET, 'g') + 'x':>7}  {met}")
            else:
                print(f"{head} {'-':>9} {'-':>8} {'-':>7}  not available (columns are {kind})")
                print(f"{'':<11} {'(' + kind + ')':<12} {'':>9} {'':>9} {ns:9.2f} {ratio:7.2f}x"
                      f" {'-':>7}  -")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--without-numpy"]:
        sys.exit(child())
    if len(sys.argv) != 4:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1:]))
