"""Wrong-type calls that the stubs must catch: each line with an error
comment must be reported by mypy, and no other line (run_mypy.py)."""
import wargen

rng = wargen.Rng("42")  # error: a seed is an int
rng.pool(2.5)  # error: a count is an int
wargen.generate(size="huge")  # error: not a size (Literal)
wargen.generate(seed=7, players="2")  # error: players is an int
wargen.validate(42, "roster.json")  # error: a catalogue is a Catalog or a document
wargen.validate_many("book.json", ["a.json"], jobs="2")  # error: jobs is an int
models = wargen.Models()
value: str = models.value("spearman", "Str")  # error: a value is an int
wargen.morale_check(modifier=1)  # error: rng is missing
battle = wargen.Battle()
battle.attach(0, "wizard", "Merlin")  # error: not a character kind
battle.damage("spearmen", 10)  # error: a battalion is an index
wargen.Table(None)  # error: a table needs a source
wargen.no_such_function()  # error: not in the stubs
wargen.BattleScribeBook("book.cat")  # error: the game system comes first (None for beside)
