"""libwargen: a rules engine for tabletop wargames.

Seeded dice that give the same numbers as the C library and the Lua module
for the same seed::

    import wargen
    rng = wargen.Rng(42)
    rng.d6()            # one die, 1..6
    rng.d66()           # a D66 (rule G2), 11..66
    rng.roll(3)         # [a, b, c]
    pool = rng.pool(5)  # a dice pool: pool.reroll(i), pool.reroll_below(4)

The Open War army generator (rules G1-G12), see :mod:`wargen.gen`::

    result = wargen.generate(size="medium", players=2, seed=7)
    result.to_dict()    # what `wargen generate --seed 7 --json` prints
    with wargen.Session(seed=7) as s:
        s.draw(1); s.commit(1)

Exact distributions of the armies it generates (G1-G10), see :mod:`wargen.dist`::

    d = wargen.distribution("units", size="medium", players=2, cards=True)
    d[12], sum(d.values())     # Fractions: the chance of 12 units; exactly 1
    d.to_frame()               # a pandas DataFrame, when pandas is installed

The 9th Age army composition (rules R1-R14), see :mod:`wargen.roster`::

    book = wargen.Catalog("data/catalogs/example-kingdom.json")
    report = wargen.validate(book, "data/rosters/valid-standard.json")
    report.valid, report.total, [v.code for v in report.violations]
    report.to_dict()    # what `wargen validate --json` prints

Open and hidden rosters (rules H1-H5), see :mod:`wargen.hidden`::

    view = wargen.View(wargen.Roster(book, "data/rosters/hidden/twins-labelled.json"))
    view.units, view.hidden, view.valid  # twins labelled (H4)
    view.to_dict("open")                 # the wargen-view/1 document
    game = wargen.Reveal(view)           # what a game reveals (H5)
    game.use(7, "rune-of-fury", "charge"), game.revealed(7), game.to_dict()

The order of modifiers (rules M1-M5), see :mod:`wargen.mod`::

    models = wargen.Models("data/models/example.json")
    models.value("spearman", "Str")            # 5 (M4: 8 +3 = 11 -> 10, -5)
    models.evaluate()                          # {"general": {"Dis": 9}, "spearman": {...}}
    print(models.explain("spearman", "Str"))   # step by step (M5)
    wargen.evaluate(doc, explain=True)         # what `wargen modify --json --explain` prints

Battalions and morale (rules B1-B12), see :mod:`wargen.morale`::

    wargen.morale_odds()                       # [Fraction(49, 144), ...]: 441, 315, 315, 225 / 1296
    wargen.morale_check(rng).to_dict(seed=42)  # a line of `wargen morale --roll --json`
    b = wargen.Battle()
    i = b.add_battalion("blue", 0, warriors=20, speed=5, base=(10, 0, 2, 2))
    b.damage(i, 10)                            # half lost: a check is queued (B1a)
    check, retreat = b.check(i, rng)           # the result applied (B3, B12)

Activation and victory (rules A1-A3, V1-V2), see :mod:`wargen.game`::

    game = wargen.Game("Blue", "Red")
    game.add_unit(1, "knights", ap=2, models=5, cost=130)
    game.add_unit(2, "archers", ap=2, models=10, cost=62.5)
    game.initiative(1); game.activate("knights")
    game.spend("knights", 2, "melee", target="archers")  # hostile (A2)
    game.kill("archers", 10)                   # Fraction(125, 2) battle points (V1)
    game.score, game.winner, game.to_dict()    # what `wargen game play --json` prints

BattleScribe's army books and rosters (optional: ``bsdata_supported()``), see
:mod:`wargen.bsdata`::

    book = wargen.BattleScribeBook("system.gst", "book.cat")
    book.load_roster("army.rosz").validate()   # as `wargen validate --catalog book.cat`

Failures raise :class:`WargenError` subclasses (see :mod:`wargen.errors`).
"""

from . import core as _core

# help() lists every property of a class: SWIG's thisown (whether a proxy
# frees its C object) is the binding's business, not the API's. (Assigning
# it still works: SWIG's __setattr__ handles the name itself.)
for _cls in [c for c in vars(_core).values() if isinstance(c, type) and "thisown" in vars(c)]:
    del _cls.thisown
del _cls
from .rng import Rng, Roll
from .gen import (Table, Session, replay, Generation, PlayerArmy, generate, armies, unit_types,
                  slot_fits, check_slot_fits, UNIT_TYPES, ARMY_SIZES, TYPICAL_UNITS, DRAW_MODES)
from .dist import Distribution, distribution, DIST_KINDS
from .roster import (Catalog, Roster, Report, Violation, validate, validate_many, game_format,
                     share_format,
                     CATEGORIES, GAME_FORMATS, ITEM_LISTS)
from .hidden import View, OpenView, VIEW_KINDS, Reveal, ITEM_USES, use_when
from .mod import Models, Trace, evaluate, OPS as MODIFIER_OPS
from .morale import (morale_odds, morale_odds_counts, morale_odds_dict, morale_check,
                     morale_judge, morale_simulate, morale_checks, MoraleCheck, Battle, Base, BattalionState,
                     Character, Damage, Retreat, MORALE_DENOMINATOR, MORALE_RESULTS,
                     CHARACTER_KINDS, CHECK_CAUSES, STOPS, GEOM_EPSILON, GEOM_MAX, BATTALION_MAX, WOUNDED_DICE_MODIFIER,
                     ORDER_SHOOTING_ATTACK, ORDER_RECOVERY, ORDER_TO_THE_DOCTOR, ORDER_MERCY,
                     ORDER_LOAD, ORDER_UNLOAD, WOUNDED_ORDERS)
from .bsdata import BattleScribeBook, bsdata_supported
from .game import (Game, GameView, UNIT_STATES, GAME_ACTIONS, OBJECTIVE_KINDS, GAME_REASONS,
                   GAME_EVENTS, GAME_REQUESTS)
from .errors import (Problems, WargenError, ArgumentTypeError, InvalidArgumentError,
                     OutOfMemoryError, FileError, ParseError, FormatError, RangeError,
                     IndexRangeError, StateError, RuleError, NotFoundError, NotSupportedError,
                     RefusedError)

__version__ = _core.version()
"""Version of the linked libwargen, "MAJOR.MINOR.PATCH"."""

VERSION_INFO = (_core.VERSION_MAJOR, _core.VERSION_MINOR, _core.VERSION_PATCH)
DICE_MAX = _core.DICE_MAX
"""The most dice one roll() or pool() call takes."""
RNG_STREAM_MAX = _core.RNG_STREAM_MAX
"""The highest stream number Rng.stream(seed, stream) takes."""
PROBLEMS_MAX = _core.PROBLEMS_MAX
"""The most problems a check lists (Table.check); it counts the others."""

status_str = _core.status_str
version = _core.version
# The library's limits, as Lua's module has them (the C constants, issue 29).
from .core import (ARMIES_BATCH_MAX, TABLE_ENTRIES, DIST_BITS, MORALE_BATCH_MAX, MORALE_SIMULATE_MAX,
                   STAT_MIN, STAT_MAX, MOD_NAME_MAX, MOD_RATIO_MAX, MOD_VALUE_MAX)

# Every public name imported or bound above (the submodules are attributes, not names).
__all__ = [n for n, v in globals().items() if n[0] != "_" and not isinstance(v, type(_core))]
