"""Instructions per morale check (issue 30: at most 60 each).

Usage: python3 morale_instructions.py BENCH_MORALE [CHECKS]

Runs bench-morale (bench/morale.c) under valgrind's callgrind twice,
counting the instructions executed inside the library's

- wg_morale_check_roll: a single check with its full record (rules B2-B4),
  called CHECKS times (1,000,000 by default);
- wg_morale_simulate: the bulk path, CHECKS checks counted in one call;

and prints each per check against the target. Exit 0 whether the targets
are met or not (a benchmark reports), and without valgrind (it says so);
exit 1 if a run fails.
"""

import sys

import callgrind

TARGET = 60
PATHS = [("wg_morale_check_roll", "single check, full record"),
         ("wg_morale_simulate", "simulated check")]


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: morale_instructions.py BENCH_MORALE [CHECKS]")
    if not callgrind.available():
        print("morale_instructions: valgrind is not installed: skipped")
        return
    bench = sys.argv[1]
    checks = int(sys.argv[2]) if len(sys.argv) == 3 else 1000000
    for function, what in PATHS:
        count = callgrind.collected([bench, str(checks)], [function], "morale_instructions")[0]
        per = count / checks
        print("%s (%s): %.1f instructions per check (%d checks); target at most %d: %s"
              % (what, function, per, checks, TARGET, "met" if per <= TARGET else "NOT met"))


if __name__ == "__main__":
    main()
