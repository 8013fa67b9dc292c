"""A battalion's morale (rules B1-B5, B12): the exact odds of a check, then
a battalion losing half its warriors, checking morale with seeded dice and,
on a bad result, retreating from the enemy.

Usage: python3 morale.py [SEED]  (by default seed 3, which gives a retreat)
"""
import sys

import wargen

seed = int(sys.argv[1]) if len(sys.argv) > 1 else 3
for modifier in (0, 1):  # +1: a standard bearer (B4)
    counts = wargen.morale_odds_counts(modifier)  # wargen.morale_odds(): Fractions
    print(f"odds with modifier {modifier:+d}:" + "".join(
        f" {result} {n}/{wargen.MORALE_DENOMINATOR}"
        for result, n in zip(wargen.MORALE_RESULTS, counts)))

try:
    # Spearmen facing north (90 degrees), raiders 10 units south of them, and
    # impassable rocks 3 units behind the spearmen's front edge.
    battle = wargen.Battle()
    spears = battle.add_battalion("spearmen", 0, warriors=20, speed=6, ranks=4,
                                  base=(0, 0, 10, 4, 90))  # x, y, width, depth, facing
    battle.add_battalion("raiders", 1, warriors=10, speed=8, ranks=2, base=(0, -10, 10, 4, 90))
    battle.add_terrain([(-8, 5), (8, 5), (8, 9), (-8, 9)])
    battle.attach(spears, "standard-bearer", "Ensign")
    damage = battle.damage(spears, 10)  # half of 20 (B1)
    print(f"{damage.killed} killed, {len(battle.pending)} check(s) queued")
    check, retreat = battle.check(spears, wargen.Rng(seed))
    dice = " ".join(str(d) for d in check.dice)
    print(f"seed {seed}: opponent {check.opponent} against {dice} ({check.modifier:+d}): "
          f"{check.result}")
    if retreat is not None:  # B12: straight away from the raiders
        print(f"retreated {retreat.distance:.2f}, stopped by {retreat.stop}")
except wargen.WargenError as e:
    print(f"morale: {e}", file=sys.stderr)
    sys.exit(1)
