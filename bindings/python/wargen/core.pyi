"""Stubs for the SWIG extension (bindings/*.i). A class the layer completes is _Name here, and
Name (its subclass) in the module of the package that defines it."""

import os
from collections.abc import Mapping
from types import ModuleType
from typing import Any, Literal, TypeAlias

from .dist import Distribution, Outcome
from .mod import Stat, Trace
from .morale import MoraleCheck
from .rng import Rng, Roll

_core: ModuleType
"""The C extension itself (wargen._core)."""

_Source: TypeAlias = os.PathLike[str] | str | bytes | Mapping[str, Any]
"""A document: a path, a JSON str, bytes or a dict."""

_Column: TypeAlias = Any
"""A column of a batch result: a NumPy array when NumPy is installed, else an array.array."""

# Status codes, enum values and limits of the C library (its enums cross as names).
ARMIES_BATCH_MAX: int
ARMY_SIZE_COUNT: int
BOUND_COUNT: int
BOUND_MAX: int
BOUND_MIN: int
BOUND_NONE: int
CAUSE_ATTACHED_KILLED: int
CAUSE_HALF_LOST: int
CAUSE_LEADER_KILLED: int
CHARACTER_GENERAL: int
CHARACTER_HERO: int
CHARACTER_KIND_COUNT: int
CHARACTER_STANDARD_BEARER: int
CHECK_CAUSE_COUNT: int
DIST_BITS: int
EFORMAT: int
EINVAL: int
EIO: int
ENOMEM: int
ENOTFOUND: int
ENOTSUP: int
EPARSE: int
ERANGE: int
ERULE: int
ESTATE: int
MOD_ADD: int
MOD_BASE: int
MOD_MUL: int
MOD_NAME_MAX: int
MOD_OP_COUNT: int
MOD_RATIO_MAX: int
MOD_SET: int
MOD_USE: int
MOD_VALUE_MAX: int
MORALE_BATCH_MAX: int
MORALE_SIMULATE_MAX: int
MORALE_FLED: int
MORALE_RESULT_COUNT: int
MORALE_RETREAT: int
MORALE_STEADY: int
MORALE_WAVERED: int
OK: int
ROUNDING_COUNT: int
ROUND_DOWN: int
ROUND_UP: int
STOP_COUNT: int
STOP_ENEMY: int
STOP_FRIEND: int
STOP_NONE: int
STOP_TERRAIN: int
TABLE_ENTRIES: int
WG_ERROR_FILE_SIZE: int
WG_ERROR_MESSAGE_SIZE: int
WG_ERROR_PATH_SIZE: int
WG_PROBLEMS_MAX: int
VERSION_MAJOR: int
VERSION_MINOR: int
VERSION_PATCH: int
DICE_MAX: int
RNG_STREAM_MAX: int
PROBLEMS_MAX: int
STAT_MIN: int
STAT_MAX: int
MORALE_DENOMINATOR: int
GEOM_EPSILON: float
GEOM_MAX: float
BATTALION_MAX: int
WOUNDED_DICE_MODIFIER: int
ORDER_SHOOTING_ATTACK: str
ORDER_RECOVERY: str
ORDER_TO_THE_DOCTOR: str
ORDER_MERCY: str
ORDER_LOAD: str
ORDER_UNLOAD: str

def version() -> str:
    """The linked libwargen's version, "MAJOR.MINOR.PATCH"."""
def status_str(status: int) -> str:
    """The C library's text for a status code (wg_status_str)."""

# ---- dice (bindings/rng.i) -----------------------------------------------------------------

class _Rng:
    """SWIG's class of wg_rng: wargen.Rng (wargen/rng.py) completes it."""
    def __init__(self, seed: int) -> None: ...
    def copy(self) -> Rng: ...
    def seed(self, seed: int) -> None: ...
    def jump(self) -> None: ...
    def long_jump(self) -> None: ...
    def d6(self) -> int: ...
    def d66(self) -> int: ...
    def next(self) -> int: ...
    def below(self, bound: int) -> int: ...
    def roll(self, count: int) -> list[int]: ...
    def _dice(self, count: int, columns_out: dict[str, _Column] | None) -> dict[str, _Column]: ...
    def pool(self, count: int) -> Roll: ...
    def state(self) -> str: ...
    def set_state(self, state: str) -> None: ...

class _Roll:
    """SWIG's class of wg_roll: wargen.Roll (wargen/rng.py) completes it."""
    def _dice(self) -> list[int]: ...
    def count(self) -> int: ...
    def die(self, index: int) -> int: ...
    def sum(self) -> int: ...
    def count_at_least(self, target: int) -> int: ...
    def rerolled(self, index: int) -> bool: ...
    def reroll(self, index: int) -> int: ...
    def reroll_below(self, target: int) -> int: ...
    def to_json(self, seed: int | str, index: int) -> str: ...

def _rng_new_stream(seed: int, stream: int) -> Rng: ...

# ---- the army generator (bindings/gen.i) -----------------------------------------------------

class _Table:
    """SWIG's class of wg_table: wargen.Table (wargen/gen.py) completes it."""
    @property
    def name(self) -> str: ...
    @property
    def digest(self) -> str: ...
    def entry(self, roll: int) -> dict[str, Any]: ...
    def entry_count(self) -> int: ...
    def entry_at(self, index: int) -> dict[str, Any]: ...
    def to_json(self) -> str: ...
    def to_dict(self) -> dict[str, Any]:
        """The table as a wargen-table/1 document (dicts and lists)."""

# ---- exact distributions (bindings/dist.i) ---------------------------------------------------

_DIST_KIND_COUNT: int

class _Distribution:
    """SWIG's class of wg_dist: wargen.Distribution (wargen/dist.py) completes it."""
    def count(self) -> int: ...
    def at(self, index: int) -> Outcome: ...
    def to_json(self) -> str: ...
    def to_dict(self) -> dict[str, Any]:
        """The line of ``wargen generate --distribution --json`` (dicts and lists)."""

def _dist_kind_name(kind: int) -> str | None: ...
def _dist_compute(table: _Table, kind: str, player: int, type: str | None, type2: str | None,
                  size: str, has_limit: bool, limit: int, players: int, cards: bool,
                  per_player_decks: bool, first_player: int, reinforce: int) -> Distribution: ...

# ---- rosters (bindings/roster.i) -----------------------------------------------------------

class _Catalog:
    """SWIG's class of wg_catalog: wargen.Catalog (wargen/roster.py) completes it."""
    def to_json(self) -> str:
        """The whole catalogue as a wargen-catalog/1 document, which Catalog() reads back."""
    def to_dict(self) -> dict[str, Any]:
        """``to_json()`` as dicts and lists."""
    @property
    def id(self) -> str:
        """The catalogue's id."""
    @property
    def name(self) -> str:
        """The catalogue's name."""
    def unit_count(self) -> int:
        """The number of unit entries."""
    def item_count(self) -> int:
        """The number of magic items."""
    def unit_at(self, index: int) -> dict[str, Any]:
        """The index-th unit entry, as a document's dict."""
    def item_at(self, index: int) -> dict[str, Any]:
        """The index-th magic item, as a document's dict."""
    def unit(self, id: str) -> dict[str, Any] | None:
        """The unit entry ``id``, as a document's dict; None when the catalogue has none."""
    def item(self, id: str) -> dict[str, Any] | None:
        """The magic item ``id``, as a document's dict; None when the catalogue has none."""
    def option_count(self, unit: int) -> int:
        """The number of options of unit entry ``unit`` (R4)."""
    def option_at(self, unit: int, index: int) -> str:
        """The id of unit entry ``unit``'s option ``index``."""
    def add_unit_string(self, json: str | bytes) -> None:
        """Add a unit entry given as JSON text."""
    def add_option_string(self, unit_id: str, json: str | bytes) -> None:
        """Add an option, given as JSON text, to ``unit_id``."""
    def add_item_string(self, json: str | bytes) -> None:
        """Add a magic item given as JSON text."""

class _Roster:
    """SWIG's class of wg_roster: wargen.Roster (wargen/roster.py) completes it."""
    def to_json(self) -> str:
        """The roster as a wargen-roster/1 document, which Roster() reads back."""
    def to_dict(self) -> dict[str, Any]:
        """``to_json()`` as dicts and lists."""
    @property
    def points(self) -> int:
        """The points limit of the game (R1)."""
    def unit_count(self) -> int:
        """The number of units."""
    def unit_at(self, index: int) -> dict[str, Any]:
        """The index-th unit, as a roster document's dict."""
    def option_count(self, unit: int) -> int:
        """The number of options unit ``unit`` has taken (R4)."""
    def option_at(self, unit: int, index: int) -> str:
        """The id of unit ``unit``'s option ``index``, in the order added."""
    def item_count(self, unit: int) -> int:
        """The number of items unit ``unit`` carries, each copy counted (R10)."""
    def item_at(self, unit: int, index: int) -> str:
        """The id of unit ``unit``'s item ``index``, in the order given."""
    def add_unit_string(self, json: str | bytes) -> int:
        """Add a unit given as JSON text; its index."""
    def add_option(self, index: int, option_id: str) -> None:
        """Give unit ``index`` the option ``option_id``."""
    def add_item(self, index: int, item_id: str) -> None:
        """Give unit ``index`` the magic item ``item_id``."""

# ---- BattleScribe (bindings/bsdata.i) ------------------------------------------------------

def bsdata_supported() -> bool:
    """Whether this build has the BattleScribe importer (wg_bsdata_supported)."""

class _BattleScribeBook:
    """SWIG's class of wg_bsdata_book: wargen.BattleScribeBook (wargen/bsdata.py) completes it."""

# ---- modifiers (bindings/mod.i) ------------------------------------------------------------

class Modifier:
    """A modifier as the C struct wg_modifier (Step.modifier); enums as numbers."""
    @property
    def stat(self) -> str: ...
    @property
    def op(self) -> int: ...
    @property
    def value(self) -> int: ...
    @property
    def model(self) -> str | None: ...
    @property
    def from_(self) -> str | None: ...
    @property
    def num(self) -> int: ...
    @property
    def den(self) -> int: ...
    @property
    def round(self) -> int: ...
    @property
    def bound(self) -> int: ...
    @property
    def limit(self) -> int: ...
    @property
    def source(self) -> str | None: ...

class Step:
    """One step of a Trace (the C struct wg_step)."""
    @property
    def modifier(self) -> Modifier: ...
    @property
    def id(self) -> int: ...
    @property
    def used(self) -> int: ...
    @property
    def before(self) -> int: ...
    @property
    def raw(self) -> int: ...
    @property
    def after(self) -> int: ...
    @property
    def bounded(self) -> bool: ...
    @property
    def clamped(self) -> bool: ...

class _Models:
    """SWIG's class of wg_models: wargen.Models (wargen/mod.py) completes it."""
    def document(self) -> str:
        """The set as a wargen-models/1 document (text), which Models() reads back."""
    def model_count(self) -> int: ...
    def id_at(self, index: int) -> str:
        """The id of the index-th model, in the order added."""
    def stat_count(self, model: str) -> int: ...
    def modifier_count(self, model: str) -> int:
        """How many modifiers the model has."""
    def stat_at(self, model: str, index: int) -> Stat: ...
    def modifier_id(self, model: str, index: int) -> int: ...
    def add_stat(self, model: str, stat: str, base: int, min: int, max: int) -> None: ...
    def remove_modifier(self, id: int) -> None: ...
    def evaluations(self) -> int: ...
    def explain(self, model: str, stat: str) -> Trace: ...
    def to_json(self, explain: bool = False) -> str: ...
    def to_dict(self, explain: bool = False) -> dict[str, Any]:
        """What `wargen modify --json [--explain]` prints, as dicts and lists."""
    def to_text(self, explain: bool = False) -> str: ...

class _Trace:
    """SWIG's class of wg_trace: wargen.Trace (wargen/mod.py) completes it."""
    @property
    def model(self) -> str: ...
    @property
    def stat(self) -> str:
        """The characteristic's name."""
    @property
    def value(self) -> int:
        """The final value."""
    def step_count(self) -> int: ...
    def step(self, index: int) -> Step: ...
    def to_json(self) -> str: ...
    def to_list(self) -> list[dict[str, Any]]:
        """The steps as `wargen modify --json --explain` prints them, as dicts."""
    def to_text(self) -> str: ...
    def document(self) -> str:
        """The trace as a wargen-trace/1 document (text), which Trace.load() reads back."""

_models_set_base: Any
"""Models.set_base: a method descriptor (bindings/python/mod.swg)."""
_models_value: Any
"""Models.value: a method descriptor (bindings/python/mod.swg)."""

# ---- morale (bindings/morale.i) ------------------------------------------------------------

class _Battle:
    """SWIG's class of wg_battle: wargen.Battle (wargen/morale.py) completes it."""
    def __init__(self) -> None: ...

def morale_check(rng: Rng, modifier: int = 0) -> MoraleCheck: ...
def morale_judge(opponent: int, dice: tuple[int, int, int] | list[int],
                 modifier: int = 0) -> MoraleCheck: ...
def morale_simulate(rng: Rng, modifier: int = 0, checks: int = 1000) -> list[int]: ...
def _morale_odds_doc(modifier: int = 0) -> dict[str, Any]: ...
