"""Stubs for the wargen package: the names in ``wargen.__all__``."""

from . import core as core, errors as errors, rng as rng, gen as gen, dist as dist, mod as mod, morale as morale
from . import roster as roster, hidden as hidden, game as game, bsdata as bsdata
from .core import DICE_MAX as DICE_MAX, RNG_STREAM_MAX as RNG_STREAM_MAX, PROBLEMS_MAX as PROBLEMS_MAX
from .core import (ARMIES_BATCH_MAX as ARMIES_BATCH_MAX, TABLE_ENTRIES as TABLE_ENTRIES,
                   DIST_BITS as DIST_BITS,
                   MORALE_BATCH_MAX as MORALE_BATCH_MAX,
                   MORALE_SIMULATE_MAX as MORALE_SIMULATE_MAX, STAT_MIN as STAT_MIN,
                   STAT_MAX as STAT_MAX, MOD_NAME_MAX as MOD_NAME_MAX,
                   MOD_RATIO_MAX as MOD_RATIO_MAX, MOD_VALUE_MAX as MOD_VALUE_MAX,
                   version as version)
from .rng import Rng as Rng, Roll as Roll
from .core import status_str as status_str
from .errors import (ArgumentTypeError as ArgumentTypeError, FileError as FileError,
                     FormatError as FormatError, IndexRangeError as IndexRangeError,
                     InvalidArgumentError as InvalidArgumentError,
                     NotFoundError as NotFoundError, NotSupportedError as NotSupportedError,
                     OutOfMemoryError as OutOfMemoryError,
                     ParseError as ParseError, Problems as Problems, RangeError as RangeError,
                     RefusedError as RefusedError,
                     RuleError as RuleError, StateError as StateError,
                     WargenError as WargenError)
from .gen import (ARMY_SIZES as ARMY_SIZES, DRAW_MODES as DRAW_MODES,
                  TYPICAL_UNITS as TYPICAL_UNITS, UNIT_TYPES as UNIT_TYPES,
                  Generation as Generation, PlayerArmy as PlayerArmy, Session as Session,
                  Table as Table, replay as replay, armies as armies, check_slot_fits as check_slot_fits,
                  generate as generate, slot_fits as slot_fits, unit_types as unit_types)
from .dist import (DIST_KINDS as DIST_KINDS, Distribution as Distribution,
                   distribution as distribution)
from .mod import OPS as MODIFIER_OPS, Models as Models, Trace as Trace, evaluate as evaluate
from .morale import (BATTALION_MAX as BATTALION_MAX, CHARACTER_KINDS as CHARACTER_KINDS,
                     CHECK_CAUSES as CHECK_CAUSES, GEOM_EPSILON as GEOM_EPSILON, GEOM_MAX as GEOM_MAX,
                     MORALE_DENOMINATOR as MORALE_DENOMINATOR, MORALE_RESULTS as MORALE_RESULTS,
                     ORDER_LOAD as ORDER_LOAD, ORDER_MERCY as ORDER_MERCY,
                     ORDER_RECOVERY as ORDER_RECOVERY,
                     ORDER_SHOOTING_ATTACK as ORDER_SHOOTING_ATTACK,
                     ORDER_TO_THE_DOCTOR as ORDER_TO_THE_DOCTOR, ORDER_UNLOAD as ORDER_UNLOAD,
                     STOPS as STOPS, WOUNDED_DICE_MODIFIER as WOUNDED_DICE_MODIFIER,
                     WOUNDED_ORDERS as WOUNDED_ORDERS, Base as Base,
                     BattalionState as BattalionState, Battle as Battle,
                     Character as Character, Damage as Damage, MoraleCheck as MoraleCheck,
                     Retreat as Retreat, morale_check as morale_check,
                     morale_judge as morale_judge, morale_odds as morale_odds,
                     morale_odds_counts as morale_odds_counts,
                     morale_odds_dict as morale_odds_dict, morale_simulate as morale_simulate,
                     morale_checks as morale_checks)
from .roster import (CATEGORIES as CATEGORIES, GAME_FORMATS as GAME_FORMATS,
                     ITEM_LISTS as ITEM_LISTS, Catalog as Catalog, Report as Report,
                     Roster as Roster, Violation as Violation, game_format as game_format,
                     share_format as share_format, validate as validate,
                     validate_many as validate_many)
from .hidden import (View as View, OpenView as OpenView, VIEW_KINDS as VIEW_KINDS,
                     Reveal as Reveal, ITEM_USES as ITEM_USES, use_when as use_when)
from .bsdata import BattleScribeBook as BattleScribeBook, bsdata_supported as bsdata_supported
from .game import (Game as Game, GameView as GameView, UNIT_STATES as UNIT_STATES,
                   GAME_ACTIONS as GAME_ACTIONS,
                   OBJECTIVE_KINDS as OBJECTIVE_KINDS, GAME_REASONS as GAME_REASONS,
                   GAME_EVENTS as GAME_EVENTS, GAME_REQUESTS as GAME_REQUESTS)

__version__: str
VERSION_INFO: tuple[int, int, int]

__all__ = [
    "Rng", "Roll", "DICE_MAX", "RNG_STREAM_MAX", "PROBLEMS_MAX", "Problems", "VERSION_INFO", "status_str",
    "version", "ARMIES_BATCH_MAX", "TABLE_ENTRIES", "MORALE_BATCH_MAX", "MORALE_SIMULATE_MAX",
    "STAT_MIN", "STAT_MAX", "MOD_NAME_MAX", "MOD_RATIO_MAX", "MOD_VALUE_MAX",
    "Table", "Session", "replay", "Generation", "PlayerArmy", "generate", "armies", "unit_types",
    "slot_fits", "check_slot_fits", "UNIT_TYPES", "ARMY_SIZES", "TYPICAL_UNITS", "DRAW_MODES",
    "Distribution", "distribution", "DIST_KINDS", "DIST_BITS",
    "Catalog", "Roster", "Report", "Violation", "validate", "validate_many", "game_format",
    "share_format",
    "CATEGORIES", "GAME_FORMATS", "ITEM_LISTS", "View", "OpenView", "VIEW_KINDS",
    "Reveal", "ITEM_USES", "use_when",
    "Models", "Trace", "evaluate", "MODIFIER_OPS",
    "morale_odds", "morale_odds_counts", "morale_odds_dict", "morale_check", "morale_judge",
    "morale_simulate", "morale_checks",
    "MoraleCheck", "Battle", "Base", "BattalionState", "Character", "Damage", "Retreat",
    "MORALE_DENOMINATOR", "MORALE_RESULTS", "CHARACTER_KINDS", "CHECK_CAUSES", "STOPS",
    "GEOM_EPSILON", "GEOM_MAX", "BATTALION_MAX", "WOUNDED_DICE_MODIFIER", "ORDER_SHOOTING_ATTACK",
    "ORDER_RECOVERY", "ORDER_TO_THE_DOCTOR", "ORDER_MERCY", "ORDER_LOAD", "ORDER_UNLOAD",
    "WOUNDED_ORDERS",
    "Game", "GameView", "UNIT_STATES", "GAME_ACTIONS", "OBJECTIVE_KINDS", "GAME_REASONS",
    "GAME_EVENTS", "GAME_REQUESTS",
    "BattleScribeBook", "bsdata_supported",
    "WargenError", "ArgumentTypeError", "InvalidArgumentError", "OutOfMemoryError",
    "FileError", "ParseError", "FormatError", "RangeError", "IndexRangeError", "StateError",
    "RuleError", "NotFoundError", "NotSupportedError", "RefusedError",
]
