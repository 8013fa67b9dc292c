"""The binding against idiomatic pure-Python peers, side by side (issues 11 and 29, "Speed").

Usage: python3 speed.py [SOURCE_ROOT]  (PYTHONPATH=<build>/bindings/python)

For each operation a pure-Python peer is written the way a notebook user
would write it: plain functions, dicts and lists, and Python's own ``random``
(``random.randrange``), never a ``wargen.Rng``. Both sides build the same
record (for a morale check: opponent, dice, modifier, failures, result; the
peer's a dict). Since the two draw from different generators, they cannot be
compared draw for draw; instead each peer's rule function is checked against
the binding on the same inputs (exit 1 on any disagreement):

- morale (B2-B4): the peer's judge(opponent, dice, modifier) against
  ``wargen.morale_judge`` on all 1,296 dice for modifiers -7 to +7, and
  against the dice of checks the binding rolled (``wargen.morale_check``);
  a die fails when die + modifier < the opponent's die; results
  steady/wavered/retreat/fled. Timed: four ``random.randrange(1, 7)`` and the
  judge, against ``wargen.morale_check(rng, 1)``.
- armies (G1, G2, G4, G7 policy, G9, G10): the automatic policy of
  ``wg_gen_armies`` on a table in dice mode (not cards, G3): roll-off for
  two players, a D66 per draw, the entry's cost plus the policy's reinforce
  level per reinforceable slot, every listed unit fielded, a player finished
  once the total reaches the limit, the other going on alone. The peer takes
  its dice as functions: checked with a ``wargen.Rng``'s d6 and d66 (the same
  dice the binding draws from the same seed), timed with ``random``'s.
  Timed: one small army, one player.
- models (M1-M4): set, use (the source's final value, M2, recursively; no
  cycle detection), mul (rounded up unless round "down") and add, in the
  groups of M1, unbounded before bounded within a group (M3), each in the
  order applied; a bound never moves the value past it nor the other way;
  the characteristic's range (default 0-10) clamped after every modifier (M4).
  Checked on every characteristic and base of data/models/*.json and of
  bench/data/modifiers-8.json; timed: ``set_base`` on that file's
  characteristic with 8 modifiers (bench/mod.c's chain), the base alternating.
- validate (R3-R9): unit prices in half-points (cost, per_model beyond the
  minimum, options, items with "A/B" split prices, A for a Lord), rounded up
  per unit (R3, R4); the limit and the 20 points below it (R5); Core >= 25%,
  Rare <= 25%, Heroes <= 50%, Lords <= 35%, Lords + Heroes <= 50% and the
  duplicate limits per category of a standard, Warband or Grand Army game
  (R6, R12, R13; one character entry counted over Lords and Heroes outside
  standard games); a valid move counting in its new category (R7, points
  only: an invalid move, and a moved unit's duplicates in both categories,
  are not checked); at least 4 (Warband 3) non-character units, war machines
  counting as one (R8); exactly one General, a character able to be one (R9).
  Not covered: R7's invalid-move and dual duplicate check, R10 unique and
  one-per-army, R11 0-X choices, model counts, unknown entries or options.
  Checked and timed on bench/data/roster-25.json (example-kingdom.json).

Timing: peer and binding alternate, ROUNDS rounds of about ROUND_SECONDS
of CPU time (time.process_time) each; each side's µs per call is the median
of its rounds, the ratio peer / binding the ratio of the medians, against
issue 29's target of 5x. Exit 0 whether the targets are met or not: a
benchmark reports.
"""

import itertools
import json
import os
import pathlib
import random
import statistics
import sys
import time
import timeit

import wargen

# ---- the binding's calls (the lead adapts these lines to the reworked API) ----------------

BINDING = {
    "morale": lambda rng, modifier: wargen.morale_check(rng, modifier),
    "morale_judge": lambda opponent, dice, modifier: wargen.morale_judge(opponent, dice, modifier),
    "check_fields": lambda c: {"opponent": c.opponent, "dice": list(c.dice),
                               "modifier": c.modifier, "failures": c.failures,
                               "result": c.result},
    "armies": lambda rng, size, players: wargen.armies(rng, size=size, players=players),
    "army_fields": lambda armies: [a.to_dict() for a in armies],  # records, compared as dicts
    # set_base returns the stat's final value: one call
    "models": lambda models, model, stat, base: models.set_base(model, stat, base),
    "armies_table": lambda rng, size, players, table: wargen.armies(rng, size=size,
                                                                    players=players, table=table),
    "validate": lambda catalog, roster: wargen.validate(catalog, roster),
    "verdict": lambda report: {"total": report.total, "valid": report.valid,
                               "codes": [v.code for v in report.violations]},
    "category_points": lambda report: {name: share["points"]
                                       for name, share in report.categories.items()
                                       if name != "characters"},
    # loading, outside the timed calls
    "rng": lambda seed: wargen.Rng(seed),
    "load_models": lambda doc: wargen.Models(doc),
    "load_catalog": lambda path: wargen.Catalog(path),
    "load_roster": lambda path, catalog: wargen.Roster(catalog, path),
    "load_table": lambda path: wargen.Table(path),
}

# --------------------------------------------------------------------------------------------

SOURCE_ROOT = pathlib.Path(sys.argv[1] if __name__ == "__main__" and len(sys.argv) > 1
                           else os.environ.get("WARGEN_SOURCE_ROOT",
                                               pathlib.Path(__file__).resolve().parents[2]))
DEFAULT_TABLE = SOURCE_ROOT / "data" / "tables" / "default.json"
MODELS = SOURCE_ROOT / "data" / "models" / "example.json"
MODEL_FILES = sorted((SOURCE_ROOT / "data" / "models").glob("*.json"))
CHAIN_8 = SOURCE_ROOT / "bench" / "data" / "modifiers-8.json"  # bench/mod.c's 8 modifiers
CATALOG = SOURCE_ROOT / "data" / "catalogs" / "example-kingdom.json"
ROSTER = SOURCE_ROOT / "bench" / "data" / "roster-25.json"

TARGET = 5.0
ROUNDS = 7
ROUND_SECONDS = 0.1


# ---- peer 1: a morale check (B2-B4) ------------------------------------------------------

RESULTS = ["steady", "wavered", "retreat", "fled"]


def judge(opponent, dice, modifier):
    """A die fails when it is lower than the opponent's once the modifier is added."""
    failures = sum(1 for d in dice if d + modifier < opponent)
    return {"opponent": opponent, "dice": dice, "modifier": modifier, "failures": failures,
            "result": RESULTS[failures]}


def peer_morale(modifier):
    opponent = random.randrange(1, 7)
    dice = [random.randrange(1, 7) for _ in range(3)]
    return judge(opponent, dice, modifier)


# ---- peer 2: armies by the automatic policy (G1-G10) -------------------------------------

SIZES = {"small": 15, "medium": 20, "large": 30}


def d6():
    return random.randrange(1, 7)


def d66():
    return 10 * random.randrange(1, 7) + random.randrange(1, 7)


def load_table(path):
    """{d66 roll: (cost, units, reinforceable slots)} from a wargen-table/1 file."""
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    table = {}
    for entry in doc["entries"]:
        slots = entry["slots"]
        units = sum(slot.get("count", 0) for slot in slots)
        starred = sum(1 for slot in slots if slot.get("reinforceable"))
        table[entry["roll"]] = (entry["cost"], units, starred)
    return table


def peer_armies(table, size="small", players=1, reinforce=0, d6=d6, d66=d66):
    limit = SIZES[size]
    armies = [{"player": p + 1, "total": 0, "units": 0, "draws": 0, "finished": False}
              for p in range(players)]
    turn = 0
    if players == 2:
        while True:  # G9: the higher D6 goes first, ties roll again
            a, b = d6(), d6()
            if a != b:
                turn = 0 if a > b else 1
                break
    while turn is not None:
        cost, units, starred = table[d66()]
        army = armies[turn]
        army["total"] += cost + reinforce * starred
        army["units"] += units
        army["draws"] += 1
        army["finished"] = army["total"] >= limit
        other = 1 - turn
        if players == 2 and not armies[other]["finished"]:
            turn = other
        elif army["finished"]:
            turn = None
    return armies


# ---- peer 3: a characteristic through its modifiers (M1-M4) ------------------------------

GROUP = {"set": 0, "use": 0, "mul": 1, "add": 2}


def load_models(path):
    """{model id: {"base": {stat: value}, "range": {stat: (lo, hi)}, "mods": {stat: [...]}}},
    each stat's modifiers sorted into the order M1 and M3 apply them."""
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    models = {}
    for m in doc["models"]:
        mods = {}
        for mod in m.get("modifiers", []):
            mods.setdefault(mod["stat"], []).append(mod)
        for stat in mods:
            mods[stat].sort(key=lambda mod: (GROUP[mod["op"]], "min" in mod or "max" in mod))
        models[m["id"]] = {"base": dict(m["characteristics"]),
                           "range": {s: tuple(r) for s, r in m.get("ranges", {}).items()},
                           "mods": mods}
    return models


def mul_round(v, num, den, round_down):
    q = v * num
    return q // den if round_down else -(-q // den)


def value(models, model, stat):
    m = models[model]
    lo, hi = m["range"].get(stat, (0, 10))
    v = m["base"][stat]
    for mod in m["mods"].get(stat, []):
        op = mod["op"]
        if op == "set":
            new = mod["value"]
        elif op == "use":
            new = value(models, mod["model"], mod.get("from", stat))
        elif op == "mul":
            new = mul_round(v, mod["num"], mod["den"], mod.get("round") == "down")
        else:
            new = v + mod["value"]
        if "min" in mod:
            new = max(new, min(v, mod["min"]))
        elif "max" in mod:
            new = min(new, max(v, mod["max"]))
        v = max(lo, min(hi, new))
    return v


def peer_models(models, model, stat, base):
    lo, hi = models[model]["range"].get(stat, (0, 10))
    if not lo <= base <= hi:
        raise ValueError(f"{stat} {base} is out of range ({lo} to {hi})")
    models[model]["base"][stat] = base
    return value(models, model, stat)


# ---- peer 4: validating a roster (R3-R9) -------------------------------------------------

CHARACTERS = ("lords", "heroes")
DUPLICATES = {"warband": {"lords": 2, "heroes": 2, "core": 2, "special": 2, "rare": 1},
              "standard": {"lords": 3, "heroes": 3, "core": 4, "special": 3, "rare": 2},
              "grand": {"lords": 6, "heroes": 6, "core": 8, "special": 6, "rare": 4}}


def half_points(cost):
    """A cost as half-points: 52.5 -> 105; "40/30" -> (80, 60)."""
    if isinstance(cost, str):
        lord, other = cost.split("/")
        return round(float(lord) * 2), round(float(other) * 2)
    return round(cost * 2)


def load_catalog(path):
    """The entries and items by id, prices in half-points."""
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    units = {}
    for u in doc["units"]:
        options = {o["id"]: (half_points(o.get("cost", 0)), half_points(o.get("per_model", 0)))
                   for o in u.get("options", [])}
        units[u["id"]] = dict(u, cost=half_points(u["cost"]),
                              per_model=half_points(u.get("per_model", 0)), options=options)
    items = {}
    for i in doc["items"]:
        price = half_points(i["cost"])
        items[i["id"]] = price if isinstance(price, tuple) else (price, price)
    return {"units": units, "items": items}


def load_roster(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def unit_points(catalog, entry, unit, category):
    """A unit's points: models, options and items in half-points, rounded up (R3, R4)."""
    half = entry["cost"] + entry["per_model"] * max(0, unit["models"] - entry["models"]["min"])
    for option in unit.get("options", []):
        cost, per_model = entry["options"][option]
        half += cost + per_model * unit["models"]
    for item in unit.get("items", []):
        lord_cost, other_cost = catalog["items"][item]
        half += lord_cost if category == "lords" else other_cost
    return (half + 1) // 2


def share_codes(points, limit):
    """R5 and R6's shares, compared in integers."""
    total = sum(points.values())
    codes = []
    if total > limit:
        codes.append("over-limit")
    elif total < limit - 20:
        codes.append("under-limit")
    if points["core"] * 100 < 25 * limit:
        codes.append("core-minimum")
    if points["rare"] * 100 > 25 * limit:
        codes.append("rare-maximum")
    if points["heroes"] * 100 > 50 * limit:
        codes.append("heroes-maximum")
    if points["lords"] * 100 > 35 * limit:
        codes.append("lords-maximum")
    if (points["lords"] + points["heroes"]) * 100 > 50 * limit:
        codes.append("characters-maximum")
    return codes


def army_codes(catalog, units, size):
    """R6's duplicates (R12, R13), R8's least army and R9's General."""
    taken, non_characters, war_machines, generals, codes = {}, 0, False, [], []
    for unit in units:
        entry = catalog["units"][unit["entry"]]
        group = entry["category"]
        if size != "standard" and group == "heroes":
            group = "lords"  # one character entry counted over both (R12, R13)
        if "max" not in entry:  # a 0-X choice has its own limit (R11)
            taken[unit["entry"], group] = taken.get((unit["entry"], group), 0) + 1
        if entry["category"] not in CHARACTERS:
            if entry.get("war_machine"):
                war_machines = True  # all of them count as one (R8)
            else:
                non_characters += 1
        if unit.get("general"):
            generals.append(entry)
    for (_, group), n in taken.items():
        if n > DUPLICATES[size][group]:
            codes.append("duplicates")
    if non_characters + war_machines < (3 if size == "warband" else 4):
        codes.append("too-few-units")
    if not generals:
        codes.append("no-general")
    elif len(generals) > 1:
        codes.append("multiple-generals")
    for entry in generals:
        if entry["category"] not in CHARACTERS or not entry.get("can_be_general"):
            codes.append("general-not-allowed")
    return codes


def peer_validate(catalog, roster):
    """{"total", "valid", "codes", "points"}: the army's points, the
    violations' codes and the points of each category."""
    limit = roster["points"]
    size = "warband" if limit < 1500 else "grand" if limit >= 4000 else "standard"
    points = dict.fromkeys(["lords", "heroes", "core", "special", "rare"], 0)
    for unit in roster["units"]:
        entry = catalog["units"][unit["entry"]]
        category = unit.get("category", entry["category"])
        if category not in entry.get("moves_to", []):
            category = entry["category"]  # only a move the entry allows counts (R7)
        points[category] += unit_points(catalog, entry, unit, category)
    codes = share_codes(points, limit) + army_codes(catalog, roster["units"], size)
    return {"total": sum(points.values()), "valid": not codes, "codes": codes, "points": points}


# ---- agreement -----------------------------------------------------------------------------


class Disagreement(Exception):
    pass


def expect(what, peer, binding):
    if peer != binding:
        raise Disagreement(f"{what}: peer {peer!r} != binding {binding!r}")


def agree_morale(seed, modifier, checks=50):
    """The peer's judge against the binding's on every roll, and on the dice of
    checks the binding rolled itself from seed."""
    for opponent, *dice in itertools.product(range(1, 7), repeat=4):
        expect(f"morale_judge {opponent} {dice} {modifier}", judge(opponent, dice, modifier),
               BINDING["check_fields"](BINDING["morale_judge"](opponent, dice, modifier)))
    rng = BINDING["rng"](seed)
    for _ in range(checks):
        binding = BINDING["check_fields"](BINDING["morale"](rng, modifier))
        expect(f"morale_check seed {seed} modifier {modifier}",
               judge(binding["opponent"], binding["dice"], modifier), binding)


def agree_armies(seed, table, size, players):
    """The peer given the dice the binding draws from the same seed."""
    rng = BINDING["rng"](seed)
    peer = peer_armies(table, size, players, d6=rng.d6, d66=rng.d66)
    binding = BINDING["army_fields"](BINDING["armies"](BINDING["rng"](seed), size, players))
    expect(f"armies seed {seed} {size} players {players}", peer, binding)


def agree_models(peer_models_, binding_models, model, stat, bases):
    for base in bases:
        expect(f"models {model}.{stat} base {base}", peer_models(peer_models_, model, stat, base),
               BINDING["models"](binding_models, model, stat, base))


def agree_model_file(path):
    """Every characteristic of every model of the file, at every base of its range."""
    peer, binding = load_models(path), BINDING["load_models"](str(path))
    for model, m in peer.items():
        for stat in list(m["base"]):
            lo, hi = m["range"].get(stat, (0, 10))
            agree_models(peer, binding, model, stat, range(lo, hi + 1))


# The violation codes of the rules peer_validate does not check.
UNCOVERED = {"invalid-move", "max-choice", "model-count", "one-per-army", "unique"}


def agree_validate(catalog_path, roster_path):
    """The peer's total, verdict and codes against the binding's report, the
    binding's codes of rules the peer does not cover (UNCOVERED) left out."""
    peer = peer_validate(load_catalog(catalog_path), load_roster(roster_path))
    catalog = BINDING["load_catalog"](str(catalog_path))
    roster = BINDING["load_roster"](str(roster_path), catalog)
    report = BINDING["validate"](catalog, roster)
    expect(f"validate {roster_path} category points", peer.pop("points"),
           BINDING["category_points"](report))
    binding = BINDING["verdict"](report)
    binding["codes"] = [c for c in binding["codes"] if c not in UNCOVERED]
    binding["valid"] = not binding["codes"]
    expect(f"validate {roster_path}", sorted(peer["codes"]), sorted(binding["codes"]))
    expect(f"validate {roster_path}", peer, binding)


def check_agreement():
    for modifier in range(-7, 8):
        agree_morale(modifier & 0xFFFF, modifier, checks=100)
    table = load_table(DEFAULT_TABLE)
    for seed in (0, 1, 42, 2**64 - 1):
        for size in SIZES:
            for players in (1, 2):
                agree_armies(seed, table, size, players)
    b_table = BINDING["load_table"](str(DEFAULT_TABLE))
    for seed in (3, 7):
        rng = BINDING["rng"](seed)
        expect(f"armies table= seed {seed}", peer_armies(table, "large", 2, d6=rng.d6, d66=rng.d66),
               BINDING["army_fields"](BINDING["armies_table"](BINDING["rng"](seed), "large", 2,
                                                              b_table)))
    for path in MODEL_FILES + [CHAIN_8]:
        agree_model_file(path)
    agree_validate(CATALOG, ROSTER)


# ---- timing --------------------------------------------------------------------------------


def per_call(peer, binding, rounds=ROUNDS, seconds=ROUND_SECONDS):
    """µs per call of peer() and binding(): ROUNDS rounds of about seconds of
    this process's CPU time each (as os.clock in bench/lua/speed.lua), the two
    alternating so that a busy machine slows both alike; the median of each
    side's rounds."""
    timers = []
    for fn in (peer, binding):
        timer = timeit.Timer(fn, timer=time.process_time)
        n, t = timer.autorange()
        timers.append((timer, max(1, int(n * seconds / max(t, 1e-9)))))
    samples = ([], [])
    for _ in range(rounds):
        for (timer, number), sample in zip(timers, samples):
            sample.append(timer.timeit(number) / number)
    return statistics.median(samples[0]) * 1e6, statistics.median(samples[1]) * 1e6


NO_TARGET = {"armies (table=)"}


def setups():
    """Per call: (peer call, binding call), each a callable of no arguments."""
    table = load_table(DEFAULT_TABLE)
    peer_m, binding_m = load_models(CHAIN_8), BINDING["load_models"](str(CHAIN_8))
    catalog, roster = load_catalog(CATALOG), load_roster(ROSTER)
    b_catalog = BINDING["load_catalog"](str(CATALOG))
    b_roster = BINDING["load_roster"](str(ROSTER), b_catalog)
    b_table = BINDING["load_table"](str(DEFAULT_TABLE))
    b_rng = BINDING["rng"](1)
    # the base alternates, so that every call evaluates again (as bench/mod.c)
    peer_bases, binding_bases = itertools.cycle((4, 5)), itertools.cycle((4, 5))
    return {
        "morale_check": (lambda: peer_morale(1), lambda: wargen.morale_check(b_rng, 1)),
        "armies small 1p": (lambda: peer_armies(table, "small", 1),
                            lambda: wargen.armies(b_rng, size="small", players=1)),
        # not a target: the binding given the table it would otherwise find itself
        "armies (table=)": (lambda: peer_armies(table, "small", 1),
                            lambda: wargen.armies(b_rng, size="small", players=1,
                                                  table=b_table)),
        # set_base returns the characteristic's final value: one call
        "set_base 8 mods": (
            lambda: peer_models(peer_m, "spearman", "Str", next(peer_bases)),
            lambda: binding_m.set_base("spearman", "Str", next(binding_bases))),
        # the peer returns the verdict as a dict: the binding's is built from its report
        "validate 25 units": (lambda: peer_validate(catalog, roster),
                              lambda: BINDING["verdict"](wargen.validate(b_catalog, b_roster))),
    }


def main():
    try:
        check_agreement()
    except Disagreement as e:
        print(f"speed: the peer and the binding disagree: {e}", file=sys.stderr)
        return 1
    print("peer and binding agree on every sample")
    print(f"Python {sys.version.split()[0]}: µs per call, median of {ROUNDS} alternating rounds")
    print(f"{'call':<18} {'peer µs':>9} {'binding µs':>11} {'ratio':>8} {'target':>7}  met")
    for name, (peer, binding) in setups().items():
        p, b = per_call(peer, binding)
        ratio = p / b
        if name in NO_TARGET:
            target, met = "-", "-"
        else:
            target, met = f">={TARGET:g}x", "yes" if ratio >= TARGET else "no"
        print(f"{name:<18} {p:>9.2f} {b:>11.2f} {ratio:>7.2f}x {target:>7}  {met}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
