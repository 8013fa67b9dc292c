"""Print the open roster of The 9th Age, the text a player hands to the
opponent (rules H1-H4): every unit with its label, category, models, the
General, options, plain items and the mundane types of its hidden items; no
points but the limit, nothing hidden. `wargen roster open` prints the same units.

Usage: python3 open_roster.py BOOK.json ROSTER.json
(exit 0 printed, 1 twins share a player label, 2 bad input)
"""
import sys

import wargen

if len(sys.argv) != 3:
    print("usage: open_roster.py BOOK.json ROSTER.json", file=sys.stderr)
    sys.exit(2)
try:
    book = wargen.Catalog(sys.argv[1])  # paths, JSON strings or dicts
    roster = wargen.Roster(book, sys.argv[2])
    view = wargen.View(roster)
except wargen.WargenError as e:  # file:line:column: path: message
    print(f"open_roster: {e}", file=sys.stderr)
    sys.exit(2)

if not view.valid:  # twins with one player label (H4)
    for v in view.violations:
        print(f"open_roster: {v.code} ({v.rule}): {v.message}", file=sys.stderr)
    sys.exit(1)


def print_list(what, values):
    """'    options:   a, b, c'; nothing when there are none."""
    if values:
        print(f"    {what:<10} {', '.join(values)}")


print(f"catalogue: {book.name}\nlimit:     {roster.points} points")
for u in view.units:  # numbered from 0, in the roster's order
    label = f"{u['label']}: " if u["label"] is not None else ""
    print(f"\n[{u['unit']}] {label}{u['name']}")
    models = f"{u['models']} model{'' if u['models'] == 1 else 's'}"
    print(f"    {u['category']}, {models}{', General' if u['general'] else ''}")
    print_list("options:", u["options"])
    print_list("equipment:", u["equipment"])
if not view.units:
    print("\n(no units)")
