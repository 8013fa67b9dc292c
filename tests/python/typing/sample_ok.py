"""The API as docs/PYTHON.md shows it, with the types a user's code relies on:
`mypy --strict` checks it against the stubs, and it runs from the source
root (run_mypy.py)."""
from fractions import Fraction
from pathlib import Path
from typing import Any

import wargen

data = Path("data")

# Dice (examples/python/roll.py)
rng = wargen.Rng(42)
pool = rng.pool(5)
dice: list[int] = pool.dice
rerolled: int = pool.reroll_below(2)
total: int = pool.sum() + rng.d6() + rng.d66() + sum(rng.roll(3))
state: str = rng.state()
rng.set_state(state)
try:
    wargen.Rng(-1)
except wargen.WargenError as e:
    code: int = e.code
    where: str = f"{e.file}:{e.line}:{e.column}: {e.path}: {e.message}"

# The generator (examples/python/generate.py)
result = wargen.generate(size="small", players=2, seed=7)
for army in result.players:
    print(army.player, army.total, army.units, len(army.draws))
doc: dict[str, Any] = result.to_dict()
seed: int = result.seed
with wargen.Session(seed=7, players=2) as session:
    player = session.turn
    entry = session.draw(player)
    for slot, listed in enumerate(entry["slots"]):
        if listed.get("reinforceable"):
            session.reinforce(player, slot, 1)
        for _ in range(listed.get("count", 0)):
            session.field(player, slot)
    session.commit(player)
    print(session.army(player), session.draws, session.log)
replayed = wargen.Session.replay(result.log)
table = wargen.Table(data / "tables" / "default.json")
problems: wargen.Problems = wargen.Table.check({"format": "wargen-table/1"})
print(problems.omitted, [p.message for p in problems], table.digest, len(table))
types: set[str] = wargen.unit_types(models=10, wounds=1, save=4)
fits: bool = wargen.slot_fits({"type": "horde"}, {"models": 10, "wounds": 1})
armies = wargen.armies(wargen.Rng(7), size="large", players=2, table=table)
low, high = wargen.TYPICAL_UNITS["large"]
limit: int = wargen.ARMY_SIZES["medium"]

# Rosters (examples/python/validate.py)
book = wargen.Catalog(data / "catalogs" / "example-kingdom.json")
report = wargen.validate(book, "data/rosters/valid-standard.json")
valid: bool = report.valid
print(report.total, report.points, report.min_total, report.size,
      [v.code for v in report.violations], report.to_dict())
for v in report.violations:
    print(f"{v.code} ({v.rule}): {v.message}", v.units)
for path, outcome in wargen.validate_many(book, sorted((data / "rosters").glob("*.json")), jobs=2):
    name: str = path.name  # each roster as given: a Path here
    if isinstance(outcome, wargen.Report):
        print(name, outcome.codes)
    else:
        print(name, "error:", outcome.args)
roster = wargen.Roster.new(book, 2000)
index: int = roster.add_unit("lord-marshal", 1, general=True)
share: str = wargen.share_format(499, 2000)
fmt: str = wargen.game_format(2000)

# Modifiers (examples/python/modify.py)
models = wargen.Models(str(data / "models" / "example.json"))
strength: int = models.value("spearman", "Str")
final: dict[str, dict[str, int]] = models.evaluate()
trace = models.explain("spearman", "Str")
print(f"{trace.model}.{trace.stat} = {trace.value}", trace.to_text())
for step in trace.steps:
    print(step["op"], step.get("before", step["after"]))
kept: wargen.Trace = wargen.Trace.load(trace.document())
built = wargen.Models()
built.add_model("spearman", {"Str": 8})
mod_id: int = built.add_modifier("spearman", "Str", "add", 3, source="banner")
built.remove_modifier(mod_id)
explained: dict[str, Any] = wargen.evaluate({"format": "wargen-models/1", "models": []},
                                           explain=True)

# Morale (examples/python/morale.py)
odds: list[Fraction] = wargen.morale_odds(1)
counts: list[int] = wargen.morale_odds_counts(0)
for name, n in zip(wargen.MORALE_RESULTS, counts):
    print(f"{name} {n}/{wargen.MORALE_DENOMINATOR}")
one = wargen.morale_check(rng, modifier=1)
print(one.result, one.to_dict(), tuple(one) == (1, (2, 3, 4), 0, 0, "steady"))
battle = wargen.Battle()
spears = battle.add_battalion("spearmen", 0, warriors=20, speed=6, ranks=4,
                              base=(0, 0, 10, 4, 90))
battle.add_battalion("raiders", 1, warriors=10, speed=8, ranks=2, base=(0, -10, 10, 4, 90))
battle.add_terrain([(-8, 5), (8, 5), (8, 9), (-8, 9)])
battle.attach(spears, "standard-bearer", "Ensign")
damage = battle.damage(spears, 10)
print(f"{damage.killed} killed, {len(battle.pending)} check(s) queued")
for queued, cause in battle.pending:
    print(queued + 1, cause.upper())
state_now = battle.battalion(spears)
print(state_now.base.facing, state_now.boat is None, battle.next_turn())
version: str = wargen.__version__
major, minor, patch = wargen.VERSION_INFO
# BattleScribe (optional: a build without the importer raises NotSupportedError)
bsdata = Path("tests/data/bsdata")
if wargen.bsdata_supported():
    bs_book = wargen.BattleScribeBook(None, bsdata / "book.cat")
    bs_catalog: wargen.Catalog = bs_book.catalog
    bs_warnings: wargen.Problems = bs_book.warnings
    bs_text, bs_roster_warnings = bs_book.import_roster(bsdata / "valid-standard.rosz")
    bs_report = bs_book.load_roster(bsdata / "valid-standard.ros").validate()
    print(bs_catalog.id, len(bs_warnings), len(bs_text), bs_report.valid,
          bs_roster_warnings.omitted)
else:
    try:
        wargen.BattleScribeBook.from_strings(b"<gameSystem/>", "<catalogue/>")
    except wargen.NotSupportedError as e:
        print(e.code)
