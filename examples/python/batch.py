"""Batch calls: a hundred thousand morale checks, a thousand armies and
six thousand dice, each in one call, as columns (NumPy arrays when NumPy is
installed, array.array columns otherwise).

Usage: python3 batch.py [seed]  (by default 42)
"""
import sys

import wargen

seed = int(sys.argv[1]) if len(sys.argv) > 1 else 42
rng = wargen.Rng(seed)

checks = wargen.morale_checks(rng, 100_000, 1)  # +1: a standard bearer (B4)
fled = list(checks["failures"]).count(3)  # with NumPy: (checks["failures"] == 3).sum()
print(f"fled: {fled} of 100000 checks")

armies = wargen.armies(rng, size="large", players=2, count=1000)  # player p of run i: i * 2 + p
totals = [int(total) for total in armies["total"]]
print(f"large armies: {min(totals)} to {max(totals)} AP, mean {sum(totals) / len(totals):.2f}")

print(f"sixes: {list(rng.dice(6000)).count(6)} of 6000 dice")  # the dice of rng.roll(6000)
