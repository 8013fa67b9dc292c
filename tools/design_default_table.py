#!/usr/bin/python3
"""Design tool for libwargen's default Open War army-generator table (rule G12).

Defines the 36 entries of the default table (an original design), writes
data/tables/default.json in the wargen-table/1 format, and checks rule G12 by
simulation: with the default automatic policy (every listed unit fielded, no
reinforcement, no substitution, stop after the draw that brings the AP total to
at least the limit), at least 80% of armies of each preset size must have a unit
count inside that size's "typical units" range (rule G1).

Modes simulated:
  dice         each draw is a D66 roll (uniform over the 36 entries);
  cards-own    one fresh shuffled 36-card deck per army (no replacement,
               reshuffle all 36 cards when the deck runs out);
  cards-shared two players alternate draws from one shared deck (rule G3
               default); both armies of every game are counted.

Usage: /usr/bin/python3 tools/design_default_table.py [--armies N] [--seed S]
                                                      [--no-write] [--out PATH]
Exits 1 if any share is below 0.80. Standard library only.
"""

import argparse
import json
import os
import random
import sys

# ---------------------------------------------------------------------------
# The table.  Slot notation:  "N type"  or  "N type*" (reinforceable, rule G7)
# or "endless spell" (rule G6).  One entry per D66 value, in D66 order.
#
# Design notes: a unit is worth about 2 AP on average, so an entry's unit count
# stays close to cost / 2 (cheap infantry a little better, big single models
# and heroes a little worse).  That keeps the unit count of an army tightly
# tied to its AP total, which the limit fixes within a few AP, so the G1
# "typical units" ranges hold comfortably for every size and both draw modes.
# ---------------------------------------------------------------------------
TABLE = {
    # 1x  line troops
    11: (2, ["1 regular*"]),
    12: (3, ["2 regular"]),
    13: (1, ["1 horde"]),
    14: (3, ["2 horde*"]),
    15: (4, ["2 regular*", "1 horde"]),
    16: (2, ["1 horde*"]),
    # 2x  veterans and bodyguards
    21: (2, ["1 elite"]),
    22: (4, ["2 elite*"]),
    23: (4, ["1 elite*", "1 horde"]),
    24: (2, ["1 guard"]),
    25: (3, ["1 guard*"]),
    26: (4, ["1 guard", "1 regular*"]),
    # 3x  monsters and war machines
    31: (3, ["1 siege-breaker"]),
    32: (4, ["1 siege-breaker", "1 regular"]),
    33: (4, ["1 gigantic"]),
    34: (4, ["2 siege-breaker"]),
    35: (3, ["1 siege-breaker", "1 horde"]),
    36: (4, ["1 gigantic", "endless spell"]),
    # 4x  heroes
    41: (2, ["1 champion"]),
    42: (3, ["1 champion", "1 regular*"]),
    43: (3, ["1 conqueror"]),
    44: (4, ["1 conqueror", "1 guard"]),
    45: (3, ["1 champion", "1 horde*"]),
    46: (4, ["1 conqueror", "1 elite*"]),
    # 5x  sorcery and skirmishers
    51: (1, ["endless spell"]),
    52: (2, ["1 champion", "endless spell"]),
    53: (3, ["1 regular*", "endless spell"]),
    54: (2, ["1 regular"]),
    55: (4, ["1 elite", "1 regular"]),
    56: (3, ["1 conqueror", "endless spell"]),
    # 6x  warbands
    61: (4, ["1 champion", "2 horde"]),
    62: (3, ["1 horde", "1 regular"]),
    63: (3, ["1 regular*", "1 guard"]),
    64: (4, ["1 champion", "1 guard*"]),
    65: (4, ["1 elite*", "1 guard*"]),
    66: (1, ["1 horde*"]),
}

TYPES = ("horde", "regular", "elite", "guard", "siege-breaker", "gigantic",
         "champion", "conqueror")

# size: (AP limit, lowest typical units, highest typical units)   rule G1
SIZES = {"small": (15, 5, 10), "medium": (20, 8, 15), "large": (30, 10, 20)}
THRESHOLD = 0.80


def parse_slot(text):
    if text == "endless spell":
        return {"endless_spell": True}
    count, kind = text.split(" ", 1)
    reinforceable = kind.endswith("*")
    kind = kind.rstrip("*")
    if kind not in TYPES:
        raise ValueError("unknown unit type %r" % kind)
    return {"count": int(count), "type": kind, "reinforceable": reinforceable}


def build_entries():
    rolls = [10 * a + b for a in range(1, 7) for b in range(1, 7)]
    if sorted(TABLE) != rolls:
        raise ValueError("the table must have exactly the 36 D66 entries")
    entries = []
    for roll in rolls:
        cost, slots = TABLE[roll]
        if not isinstance(cost, int) or cost < 1:
            raise ValueError("entry %d: cost must be a positive integer" % roll)
        if not slots:
            raise ValueError("entry %d: no slots" % roll)
        entries.append({"roll": roll, "cost": cost,
                        "slots": [parse_slot(s) for s in slots]})
    return entries


def check_variety(entries):
    used = {s["type"] for e in entries for s in e["slots"] if "type" in s}
    missing = [t for t in TYPES if t not in used]
    spells = sum(any(s.get("endless_spell") for s in e["slots"]) for e in entries)
    problems = []
    if missing:
        problems.append("unit types never used: " + ", ".join(missing))
    if spells < 3:
        problems.append("only %d entries grant an endless spell (want >= 3)" % spells)
    return problems


def units_of(entry):
    return sum(s["count"] for s in entry["slots"] if "count" in s)


def render(entries):
    lines = ['{', '  "format": "wargen-table/1",', '  "name": "Default table",',
             '  "entries": [']
    for i, e in enumerate(entries):
        comma = "," if i + 1 < len(entries) else ""
        line = "    " + json.dumps(e) + comma
        if len(line) > 108:
            # wrap the slot list: one slot per line, aligned under the first
            head = '    {"roll": %d, "cost": %d, "slots": [' % (e["roll"], e["cost"])
            slots = [json.dumps(s) for s in e["slots"]]
            line = head + (",\n" + " " * len(head)).join(slots) + "]}" + comma
        lines.append(line)
    lines += ['  ]', '}']
    return "\n".join(lines) + "\n"


# -------------------------------------------------------------------- simulation
class Deck:
    """A 36-card deck: draw without replacement, reshuffle all when empty."""

    def __init__(self, cards, rng):
        self.cards, self.rng, self.pile = list(cards), rng, []

    def draw(self):
        if not self.pile:
            self.pile = list(self.cards)
            self.rng.shuffle(self.pile)
        return self.pile.pop()


def simulate(draws, limit, armies, mode, rng):
    """draws: list of (cost, units) in D66 order.  Returns [(units, ap), ...]."""
    out = []
    if mode == "dice":
        for _ in range(armies):
            ap = units = 0
            while ap < limit:
                cost, n = draws[rng.randrange(36)]
                ap += cost
                units += n
            out.append((units, ap))
    elif mode == "cards-own":
        for _ in range(armies):
            deck = Deck(draws, rng)
            ap = units = 0
            while ap < limit:
                cost, n = deck.draw()
                ap += cost
                units += n
            out.append((units, ap))
    elif mode == "cards-shared":
        for _ in range((armies + 1) // 2):
            deck = Deck(draws, rng)
            ap, units = [0, 0], [0, 0]
            p = rng.randrange(2)            # roll-off winner starts (G9)
            while ap[0] < limit or ap[1] < limit:
                if ap[p] >= limit:          # finished player: the other continues
                    p = 1 - p
                cost, n = deck.draw()
                ap[p] += cost
                units[p] += n
                p = 1 - p
            out.extend(zip(units, ap))
    else:
        raise ValueError(mode)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--armies", type=int, default=200000,
                    help="armies simulated per size and mode (default 200000)")
    ap.add_argument("--seed", type=int, default=20240601)
    ap.add_argument("--no-write", action="store_true", help="do not write the JSON")
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--out", default=os.path.join(here, "..", "data", "tables",
                                                  "default.json"))
    args = ap.parse_args()

    entries = build_entries()
    problems = check_variety(entries)
    for p in problems:
        print("design problem:", p)

    if not args.no_write:
        text = render(entries)
        json.loads(text)                    # sanity: it parses
        os.makedirs(os.path.dirname(args.out), exist_ok=True)
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text)
        print("wrote", os.path.normpath(args.out))

    draws = [(e["cost"], units_of(e)) for e in entries]
    costs = [c for c, _ in draws]
    units = [n for _, n in draws]
    print("table: mean cost %.3f AP, mean units %.3f per draw, %.3f units/AP"
          % (sum(costs) / 36, sum(units) / 36, sum(units) / sum(costs)))

    rng = random.Random(args.seed)
    ok = not problems
    print("%-7s %-13s %7s %6s %4s %4s %7s  %s" % ("size", "mode", "share", "mean",
          "min", "max", "mean AP", "typical range; outside it"))
    for mode in ("dice", "cards-own", "cards-shared"):
        for size, (limit, lo, hi) in SIZES.items():
            res = simulate(draws, limit, args.armies, mode, rng)
            n = len(res)
            us = [u for u, _ in res]
            share = sum(lo <= u <= hi for u in us) / n
            below = sum(u < lo for u in us) / n
            above = sum(u > hi for u in us) / n
            flag = "" if share >= THRESHOLD else "  << FAIL (< %.2f)" % THRESHOLD
            print("%-7s %-13s %7.4f %6.2f %4d %4d %7.2f  in %d-%d; below %.4f, above %.4f%s"
                  % (size, mode, share, sum(us) / n, min(us), max(us),
                     sum(a for _, a in res) / n, lo, hi, below, above, flag))
            ok = ok and share >= THRESHOLD
    print("G12", "OK" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
