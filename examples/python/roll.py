"""Roll a seeded pool of dice, re-roll the 1s, print the dice and sum.

Usage: python3 roll.py [seed [count]]  (by default seed 42 and five dice)
"""
import sys

import wargen

seed = int(sys.argv[1]) if len(sys.argv) > 1 else 42
count = int(sys.argv[2]) if len(sys.argv) > 2 else 5

rng = wargen.Rng(seed)  # the same seed gives the same dice, in C, Python and Lua
try:
    pool = rng.pool(count)  # dice rolled together; they re-roll with rng
except wargen.WargenError as e:  # e.code is the C status, str(e) the message
    sys.exit(f"roll: {e}")

print("rolled:", *pool.dice)
print("re-rolled:", pool.reroll_below(2))  # every 1, once
print("dice:", *pool.dice)
print("sum:", pool.sum())
