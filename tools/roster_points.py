#!/usr/bin/python3
"""Points calculator (and reference composition check) for wargen-roster/1 rosters.

Prices every unit of a roster against its wargen-catalog/1 catalogue by rules R3 and
R4, and prints each unit's points, the category totals (a moved unit counts in its
NEW category, R7), the army total and the percentages of the points limit.  With
--check it also runs a reference check of rules R5-R13 and prints the violations
with the codes of docs/FORMATS.md, so the expected results of the example rosters in
data/rosters/ can be re-derived.  It is a data tool, not the library: the C module
(wg_roster_validate) is the implementation; this script mirrors the decisions noted
below so the shipped data and its README can be checked by anyone.

Pricing (R3, R4), in integer half-points so nothing is floating point:
  unit    = cost + per_model * (models - min)     (no per_model term below the minimum)
          + sum over options (option.cost + option.per_model * models)
          + sum over items (item price: "A/B" is A for a Lord, B for a Hero or for a
            unit, whose champion carries it; a plain number is the price for everyone)
  points  = unit total rounded UP to a whole point, per unit.

Decisions this script makes where docs/RULES.md is silent (the example rosters are built
so that none of them depends on these):
  * a unit whose "category" is not allowed by its entry (invalid-move) still counts
    in its entry's own category;
  * "category" equal to the entry's own category is not a move (accepted);
  * duplicates of a non-character entry are all its units together, checked against
    the smallest limit among its own category and every category it was moved to;
  * 0-X entries ("max") are exempt from the duplicate limits (R11) and use max-choice;
  * Warband/Grand "Lords + Heroes" limit: units of one character entry, counted over
    both categories; a standard army uses the separate Lords 3 / Heroes 3 limits;
  * the minimum of R8 is 3 units in a Warband and 4 otherwise (Grand Army included).

Usage:
  /usr/bin/python3 tools/roster_points.py [--catalog BOOK.json] [--check] [--json]
                                          ROSTER.json [ROSTER.json ...]
Without --catalog the catalogue is data/catalogs/<roster "catalog">.json.
--json prints one object per roster per line, in the `wargen validate --json` shape.
Exit status: 0 all rosters valid (or no --check/--json), 1 some roster breaks a rule,
2 bad input.  Standard library only.
"""

import argparse
import json
import os
import re
import sys
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
CATALOG_DIR = os.path.join(HERE, os.pardir, "data", "catalogs")

CATEGORIES = ("lords", "heroes", "core", "special", "rare")
CHARACTERS = ("lords", "heroes")

# Duplicate limits (R6, R12, R13).  "characters" = one character entry over both.
DUPLICATE_LIMITS = {
    "warband": {"core": 2, "special": 2, "rare": 1, "characters": 2},
    "standard": {"core": 4, "special": 3, "rare": 2, "heroes": 3, "lords": 3},
    "grand": {"core": 8, "special": 6, "rare": 4, "characters": 6},
}


class BadInput(Exception):
    pass


def halves(value, where):
    """A points value (multiple of 0.5) as an integer number of half-points."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise BadInput(f"{where}: not a number: {value!r}")
    h = value * 2
    if h != int(h) or h < 0:
        raise BadInput(f"{where}: not a non-negative multiple of 0.5: {value!r}")
    return int(h)


def item_halves(item, carrier_category):
    """R4: price of an item in half-points for a carrier of the given category."""
    cost = item["cost"]
    if isinstance(cost, str):
        a, b = cost.split("/")
        a, b = halves(float(a), item["id"]), halves(float(b), item["id"])
        return a if carrier_category == "lords" else b
    return halves(cost, item["id"])


def fmt_points(h):
    """Half-points as a decimal string."""
    return str(h // 2) + (".5" if h % 2 else "")


def fmt_percent(points, limit):
    p = Fraction(points * 100, limit)
    if p.denominator == 1:
        return f"{p.numerator}%"
    s = f"{float(p):.3f}".rstrip("0").rstrip(".")
    return s + "%"


def size_of(limit):
    if limit < 1500:
        return "warband"
    if limit >= 4000:
        return "grand"
    return "standard"


def load_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def price(roster, catalog):
    """Price every unit.  Returns a list of dicts (one per roster unit)."""
    entries = {u["id"]: u for u in catalog["units"]}
    items = {i["id"]: i for i in catalog.get("items", [])}
    priced = []
    for idx, ru in enumerate(roster["units"]):
        where = f"units[{idx}]"
        entry = entries.get(ru["entry"])
        if entry is None:
            raise BadInput(f"{where}.entry: unknown entry {ru['entry']!r}")
        own = entry["category"]
        asked = ru.get("category", own)
        move_ok = asked == own or asked in entry.get("moves_to", [])
        category = asked if move_ok else own
        models = ru["models"]
        lo, hi = entry["models"]["min"], entry["models"]["max"]
        h = halves(entry["cost"], f"{entry['id']}.cost")
        if models > lo:
            h += halves(entry.get("per_model", 0), f"{entry['id']}.per_model") * (models - lo)
        lines = [f"base {fmt_points(h)}"]
        opts = {o["id"]: o for o in entry.get("options", [])}
        has_champion = False
        for oid in ru.get("options", []):
            o = opts.get(oid)
            if o is None:
                raise BadInput(f"{where}.options: entry {entry['id']!r} has no option {oid!r}")
            oh = halves(o.get("cost", 0), f"{oid}.cost") \
                + halves(o.get("per_model", 0), f"{oid}.per_model") * models
            has_champion = has_champion or o.get("champion", False)
            h += oh
            lines.append(f"{oid} {fmt_points(oh)}")
        warnings = []
        for iid in ru.get("items", []):
            it = items.get(iid)
            if it is None:
                raise BadInput(f"{where}.items: unknown item {iid!r}")
            ih = item_halves(it, category if category in CHARACTERS else "unit")
            h += ih
            lines.append(f"{iid} {fmt_points(ih)}")
        if ru.get("items") and own not in CHARACTERS and not has_champion:
            warnings.append("carries items without a champion option")
        priced.append({
            "index": idx, "entry": entry, "roster": ru, "category": category,
            "asked": asked, "move_ok": move_ok, "models": models, "min": lo, "max": hi,
            "halves": h, "points": (h + 1) // 2, "breakdown": lines, "warnings": warnings,
        })
    return priced


def totals(priced):
    cats = {c: 0 for c in CATEGORIES}
    for u in priced:
        cats[u["category"]] += u["points"]
    cats["characters"] = cats["lords"] + cats["heroes"]
    return cats, sum(u["points"] for u in priced)


def check(roster, catalog, priced):
    """Reference check of R5-R13.  Returns a list of violation dicts."""
    limit = roster["points"]
    size = size_of(limit)
    cats, total = totals(priced)
    v = []

    def add(code, rule, units, message):
        v.append({"code": code, "rule": rule, "units": sorted(units), "message": message})

    # R5
    if total > limit:
        add("over-limit", "R5", [], f"Total is {total} points; the limit is {limit}")
    if total < limit - 20:
        add("under-limit", "R5", [],
            f"Total is {total} points; at least {limit - 20} (limit {limit} - 20) required")
    # R6 percentages, exact integer comparisons
    if 4 * cats["core"] < limit:
        add("core-minimum", "R6", [],
            f"Core is {cats['core']} of {limit} points ({fmt_percent(cats['core'], limit)}); "
            f"at least {-(-limit // 4)} (25%) required")
    if 4 * cats["rare"] > limit:
        add("rare-maximum", "R6", [],
            f"Rare is {cats['rare']} of {limit} points ({fmt_percent(cats['rare'], limit)}); "
            f"at most {limit // 4} (25%) allowed")
    if 2 * cats["heroes"] > limit:
        add("heroes-maximum", "R6", [],
            f"Heroes are {cats['heroes']} of {limit} points "
            f"({fmt_percent(cats['heroes'], limit)}); at most {limit // 2} (50%) allowed")
    if 20 * cats["lords"] > 7 * limit:
        add("lords-maximum", "R6", [],
            f"Lords are {cats['lords']} of {limit} points "
            f"({fmt_percent(cats['lords'], limit)}); at most {7 * limit // 20} (35%) allowed")
    if 2 * cats["characters"] > limit:
        add("characters-maximum", "R6", [],
            f"Lords and Heroes are {cats['characters']} of {limit} points "
            f"({fmt_percent(cats['characters'], limit)}); at most {limit // 2} (50%) allowed")

    # R7 invalid moves
    for u in priced:
        if not u["move_ok"]:
            add("invalid-move", "R7", [u["index"]],
                f"{u['entry']['id']} cannot be taken as {u['asked']} "
                f"(allowed: {', '.join([u['entry']['category']] + u['entry'].get('moves_to', []))})")

    # Group units by entry
    by_entry = {}
    for u in priced:
        by_entry.setdefault(u["entry"]["id"], []).append(u)

    limits = DUPLICATE_LIMITS[size]
    size_rule = {"warband": "R12", "grand": "R13", "standard": "R6"}[size]
    for eid, us in by_entry.items():
        entry = us[0]["entry"]
        n = len(us)
        idxs = [u["index"] for u in us]
        if "max" in entry:  # R11 0-X choice, exempt from duplicates
            x = entry["max"]
            allowed = {"warband": -(-x // 2), "standard": x, "grand": 2 * x}[size]
            if n > allowed:
                add("max-choice", "R11", idxs,
                    f"{eid} is a 0-{x} choice ({allowed} allowed in a {size} army); taken {n} times")
        else:
            own = entry["category"]
            if own in CHARACTERS and size != "standard":
                lim, what = limits["characters"], "Lords + Heroes"
            else:
                involved = {own} | {u["category"] for u in us}
                lim = min(limits[c] for c in involved)
                what = "/".join(c for c in CATEGORIES if c in involved)
            if n > lim:
                moved = any(u["category"] != own for u in us)
                add("duplicates", "R7" if moved else size_rule, idxs,
                    f"{n} units of {eid} ({what}); at most {lim} allowed in a {size} army")
        if entry.get("unique"):
            allowed = 2 if size == "grand" else 1
            if n > allowed:
                add("unique", "R13" if size == "grand" else "R10", idxs,
                    f"{eid} is unique; taken {n} times ({allowed} allowed)")
        if entry.get("one_per_army") and n > 1:
            add("one-per-army", "R10", idxs, f"{eid} is one per army; taken {n} times")

    # Items: unique / one per army
    items = {i["id"]: i for i in catalog.get("items", [])}
    carriers = {}
    for u in priced:
        for iid in u["roster"].get("items", []):
            carriers.setdefault(iid, []).append(u["index"])
    for iid, idxs in carriers.items():
        it = items[iid]
        if it.get("unique"):
            allowed = 2 if size == "grand" else 1
            if len(idxs) > allowed:
                add("unique", "R13" if size == "grand" else "R10", sorted(set(idxs)),
                    f"{iid} is unique; taken {len(idxs)} times ({allowed} allowed)")
        if it.get("one_per_army") and len(idxs) > 1:
            add("one-per-army", "R10", sorted(set(idxs)),
                f"{iid} is one per army; taken {len(idxs)} times")

    # R8 minimum size
    non_char = [u for u in priced if u["entry"]["category"] not in CHARACTERS]
    machines = [u for u in non_char if u["entry"].get("war_machine")]
    count = len(non_char) - len(machines) + (1 if machines else 0)
    minimum = 3 if size == "warband" else 4
    if count < minimum:
        add("too-few-units", "R12" if size == "warband" else "R8", [],
            f"{count} non-character units (war machines count as one); at least {minimum} required")

    # R9 General
    generals = [u for u in priced if u["roster"].get("general")]
    if not generals:
        add("no-general", "R9", [], "No unit is marked as the General")
    elif len(generals) > 1:
        add("multiple-generals", "R9", [u["index"] for u in generals],
            f"{len(generals)} units are marked as the General; exactly one required")
    for u in generals:
        e = u["entry"]
        if e["category"] not in CHARACTERS or not e.get("can_be_general"):
            add("general-not-allowed", "R9", [u["index"]], f"{e['id']} cannot be the General")

    # R3 model counts
    for u in priced:
        if not u["min"] <= u["models"] <= u["max"]:
            add("model-count", "R3", [u["index"]],
                f"{u['entry']['id']} has {u['models']} models; {u['min']}-{u['max']} allowed")
    return v


def report_json(roster, priced, violations):
    limit = roster["points"]
    cats, total = totals(priced)
    return {
        "valid": not violations, "points": limit, "total": total, "size": size_of(limit),
        "categories": {c: {"points": cats[c], "percent": float(Fraction(cats[c] * 100, limit))}
                       for c in CATEGORIES + ("characters",)},
        "units": [{"entry": u["entry"]["id"], "category": u["category"], "points": u["points"]}
                  for u in priced],
        "violations": violations,
    }


def report_text(name, roster, priced, violations, checked):
    limit = roster["points"]
    cats, total = totals(priced)
    out = [f"{name}: limit {limit} ({size_of(limit)}), catalog {roster['catalog']}"]
    out.append(f"  {'#':>2}  {'entry':<22} {'category':<8} {'models':>6} {'exact':>7} {'points':>6}  breakdown")
    for u in priced:
        cat = u["category"] + ("*" if u["category"] != u["entry"]["category"] else "")
        gen = " [General]" if u["roster"].get("general") else ""
        out.append(f"  {u['index']:>2}  {u['entry']['id']:<22} {cat:<8} {u['models']:>6} "
                   f"{fmt_points(u['halves']):>7} {u['points']:>6}  "
                   f"{' + '.join(u['breakdown'])}{gen}")
        for w in u["warnings"]:
            out.append(f"      warning: {w}")
    out.append("  categories:")
    for c in CATEGORIES + ("characters",):
        out.append(f"    {c:<10} {cats[c]:>5}  {fmt_percent(cats[c], limit):>7}")
    out.append(f"  total {total} of {limit} (allowed {limit - 20}-{limit})")
    if checked:
        if violations:
            for x in violations:
                out.append(f"  violation {x['code']} ({x['rule']}) units {x['units']}: {x['message']}")
        else:
            out.append("  valid: no violations")
    return "\n".join(out)


README = os.path.join(HERE, os.pardir, "data", "rosters", "README.md")


def read_readme(path=README):
    """The expected results of data/rosters/README.md, its two tables, as
    {name: {"points", "size", "violations": [(code, rule, [units])],
    "categories": {lords, heroes, core, special, rare, characters: points},
    "total"}}: the one copy the tests of every layer read."""
    expected = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            row = re.match(r"\| `([\w-]+)\.json` \| (\d+) \((\w+)\) \| (.*) \|$", line)
            if row:
                expected[row[1]] = {"points": int(row[2]), "size": row[3], "violations": [
                    (code, rule, [int(n) for n in re.findall(r"\d+", units)])
                    for code, rule, units in re.findall(r"`([\w-]+)` \((R\d+)\) \[([\d, ]*)\]",
                                                        row[4])]}
            row = re.match(r"\| `([\w-]+)` \| (.*) \|$", line)
            if row and row[1] in expected:
                points = [int(n) for n in re.findall(r"(\d+) \(", row[2])]
                expected[row[1]]["categories"] = dict(zip(CATEGORIES + ("characters",), points))
                expected[row[1]]["total"] = int(re.search(r"(\d+) / \d+", row[2])[1])
    return expected


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--catalog", help="catalogue file (default: data/catalogs/<catalog>.json)")
    ap.add_argument("--check", action="store_true", help="also check rules R5-R13")
    ap.add_argument("--json", action="store_true", help="print the wargen validate --json shape")
    ap.add_argument("rosters", nargs="+")
    args = ap.parse_args(argv)
    status = 0
    first = True
    for path in args.rosters:
        try:
            roster = load_json(path)
            cpath = args.catalog or os.path.join(CATALOG_DIR, roster["catalog"] + ".json")
            catalog = load_json(cpath)
            if catalog["id"] != roster["catalog"]:
                raise BadInput(f"roster is for catalog {roster['catalog']!r}, not {catalog['id']!r}")
            priced = price(roster, catalog)
            violations = check(roster, catalog, priced) if (args.check or args.json) else []
        except (OSError, ValueError, KeyError, BadInput) as e:
            print(f"{path}: {e}", file=sys.stderr)
            return 2
        if violations:
            status = 1
        if args.json:
            print(json.dumps(report_json(roster, priced, violations)))
        else:
            if not first:
                print()
            first = False
            print(report_text(os.path.basename(path), roster, priced, violations, args.check))
    return status


if __name__ == "__main__":
    sys.exit(main())
