"""Two players generate Open War armies (rules G), fielding every unit listed.

Usage: python3 generate.py [seed]  (by default 42)
"""
import sys

import wargen

seed = int(sys.argv[1]) if len(sys.argv) > 1 else 42
armies = wargen.generate(size="small", players=2, seed=seed)  # the default table (G12)

for army in armies.players:
    print(f"player {army.player}: {army.total} AP, {army.units} units, "
          f"{len(army.draws)} draws")

# One turn step by step, as players do at the table: draw, decide, commit (G4-G10).
with wargen.Session(seed=seed, players=2) as session:
    player = session.turn
    entry = session.draw(player)
    for slot, listed in enumerate(entry["slots"]):
        if listed.get("reinforceable"):
            session.reinforce(player, slot, 1)  # up to twice the models, +1 AP (G7)
        for _ in range(listed.get("count", 0)):
            session.field(player, slot)  # a suitable unit, unchecked
    session.commit(player)
    print(f"player {player} drew {entry['roll']}: {session.army(player)}")
