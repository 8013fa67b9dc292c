"""Every bad argument of every public callable (issue 11, "Errors").

The public API is enumerated (wargen.__all__, each public class's public
methods, properties with setters, and the methods a Session forwards to its
C session); SPECS holds, for each callable that takes arguments, a valid
call and the kind of each parameter. A callable added without a spec fails
test_every_callable_has_a_spec. Each parameter is then given None, a value
of a wrong type, a negative, huge and fractional number as its kind allows;
each must raise a wargen.WargenError subclass whose message names the
parameter (and the range, for a number out of range), shows no SWIG or C
text, and leaves the object as it was."""
import inspect
import re
from fractions import Fraction

import pytest

import wargen
from conftest import SOURCE_ROOT, UNIFORM_TABLE
from test_morale_fixtures import BESIDE, rally_scene

BOOK = SOURCE_ROOT / "data" / "catalogs" / "example-kingdom.json"
ROSTER = SOURCE_ROOT / "data" / "rosters" / "valid-standard.json"
MODELS = SOURCE_ROOT / "data" / "models" / "example.json"
TABLE = SOURCE_ROOT / "data" / "tables" / "default.json"
HIDDEN = SOURCE_ROOT / "data" / "rosters" / "hidden"
EVENTS = HIDDEN / "twins-labelled-reveal.json"
BSDATA = SOURCE_ROOT / "tests" / "data" / "bsdata"
GST, CAT = BSDATA / "system.gst", BSDATA / "book.cat"
ROS = BSDATA / "valid-standard.ros"


def roster(catalog, source):
    """The one place a test builds a Roster from a document (argument order)."""
    return wargen.Roster(catalog, source)


# ---- kinds of parameter and their bad values -----------------------------------------------

HUGE = [2**64, 10**30]
# kind: the bad values a parameter of that kind must refuse, and whether the
# message must state a range (for numbers out of range).
WHOLE = [None, "3", 1.5, [3]]                 # any whole number is meant: wrong types only
KINDS = {
    "count": WHOLE + [-1] + HUGE,             # an unsigned count, size or index
    "int": WHOLE + HUGE + [-(10**30)],        # a signed int (negatives may be valid)
    "u64": WHOLE + [-1] + HUGE,               # a seed or bound: 0 to 2**64 - 1
    "count?": WHOLE[1:] + [-1] + HUGE,        # the same, None allowed (a default)
    "int?": WHOLE[1:] + HUGE + [-(10**30)],
    "u64?": WHOLE[1:] + [-1] + HUGE,
    "int|name": [None, 1.5, [3]] + HUGE,      # a number, or its name ("3": an unknown name)
    "member": [["a"], {"a": 1}, {1}, float("nan")],  # a member: a str or a number
    "real": [None, "3", [1.0], 10**400],      # a double (10**400 has none)
    "real?": ["3", [1.0], 10**400, float("nan")],
    "str": [None, 5, 1.5, ["a"], "a\x00b"],   # a name, an id, a text (a NUL would cut it in C)
    "str?": [5, 1.5, ["a"], "a\x00b"],        # the same, None allowed
    "doc": [None, 5, 1.5, ["a"], {"a": {1}}],  # a path, JSON text, bytes or a dict
    "doc?": [5, 1.5, ["a"]],
    "path": [None, 5, 1.5, ["a"], "a\x00b"],   # a file's path: a str or an os.PathLike
    "path?": [5, 1.5, ["a"], "a\x00b"],
    "data": [None, 5, 1.5, ["a"]],             # a file's contents: bytes or a str
    "map": [None, 5, "x", ["a"], {1}],        # a dict
    "map?": [5, "x", ["a"], {1}],
    "seq": [None, 5, "x", [None], [1.5, "x"], [1, 2, "x"]],  # a sequence of numbers
    "seq?": [5, "x", [None]],
    "Rng": [None, 5, "x", wargen.Base((0, 0, 1, 1, 0))],
    "Catalog": [None, 5, wargen.Rng(1)],
    "Catalog?": [5, wargen.Rng(1)],
    "Roster": [None, 5, wargen.Rng(1)],
    "rosters": [None, 5, "x", b"x", {"a": 1}, ROSTER],  # an iterable of rosters, not one
    "View": [None, 5, wargen.Rng(1), wargen.Catalog(BOOK)],
    "Table?": [5, 1.5, ["a"]],
    "points": [None, "3", [3], Fraction(1, 3), 2**64, float("nan")],  # halves allowed
    "callable?": [5, "x", 1.5],
    "out?": [5, "x", ["a"], {"a": 1}],         # a batch's columns of an earlier call
}
RANGE = re.compile(r"\d+\)|\d+ to |between|at least|at most|\d+-\d+|\d+\.\.")
SWIG_TEXT = re.compile(r"in method|argument \d+ of type|SWIG|_p_|\bwgb?_\w+|Swig|PyObject")


# ---- objects and their state -----------------------------------------------------------------

def table():
    return wargen.Table(TABLE)


def catalog():
    return wargen.Catalog(BOOK)


def a_roster():
    return roster(wargen.Catalog(BOOK), ROSTER)


def a_view():
    return wargen.View(a_roster())


def a_reveal():
    """A tracker of the twins-labelled roster (unit 7 carries two runes), nothing fed."""
    return wargen.Reveal(wargen.View(roster(catalog(), HIDDEN / "twins-labelled.json")))


def models():
    return wargen.Models(MODELS)


def book():
    return wargen.BattleScribeBook(GST, CAT)


def pool():
    return wargen.Rng(42).pool(5)


def new_session():
    """Two players on the uniform table (conftest): slot 0 a reinforceable
    unit slot, slot 1 an endless spell; player 1 first."""
    return wargen.Session(table=UNIFORM_TABLE, seed=7, players=2, first_player=1)


def session():
    """new_session() with player 1's draw pending."""
    s = new_session()
    s.draw(1)
    return s


def battle():
    """Two battalions (0 a shooter in army 0 with a field hospital, 10 wounded; 1
    in army 1, half lost: a check queued), a General on 0, a boat; each
    battalion has an order (order_at has one to read)."""
    b = wargen.Battle()
    b.add_battalion("a", 0, 20, 5, shooter=True, base=(0, 0, 4, 4))  # wounded too
    b.add_battalion("b", 1, 20, 5, base=(20, 0, 4, 4))
    b.attach(0, "general", "G")
    b.add_boat(20, 6)
    b.set_hospital(0, True)
    b.damage(0, 10)
    b.damage(1, 10)
    b.give_order(0, "march")
    b.give_order(1, "march")
    return b


def loaded():
    """battle() with battalion 1 on the boat."""
    b = battle()
    b.load(0, 1)
    return b


def a_game():
    """Blue's r (2 AP) and Red's w (2 AP), b (1 AP); objective "hill"; no action yet."""
    g = wargen.Game("Blue", "Red")
    g.add_unit(1, "r", 2, 5, 50)
    g.add_unit(2, "w", 2, 5, 50)
    g.add_unit(2, "b", 1, 5, 50)
    g.add_objective("hill", "hold", 1)
    return g


def a_started():
    """a_game() in turn 1, Blue to act."""
    g = a_game()
    g.initiative(1)
    return g


def a_turn():
    """a_game() in turn 1, w waiting (with the effect "fire") and r active."""
    g = a_game()
    g.initiative(2)
    g.activate("w")
    g.wait("w")
    g.add_effect("fire", "w")
    g.activate("r")
    return g


def a_response():
    """a_turn() after r's hostile action against b: w may respond."""
    g = a_turn()
    g.spend("r", 1, "shoot", "b")
    return g


def trace():
    return models().explain("spearman", "Str")


def state(obj):
    """What a failed call must leave as it was."""
    if isinstance(obj, wargen.Rng):
        return obj.state()
    if isinstance(obj, wargen.Roll):
        return obj.dice, [obj.rerolled(i) for i in range(obj.count())], obj.rng.state()
    if isinstance(obj, wargen.Session):
        return obj.log, repr(obj.pending)
    if isinstance(obj, wargen.Battle):
        return (repr(obj.battalions), obj.pending, repr(obj.characters), obj.turn,
                [obj.orders(i) for i in range(len(obj))], obj.boat_count())
    if isinstance(obj, wargen.Models):
        return obj.document()
    if isinstance(obj, wargen.Reveal):  # a refused use is no event
        return obj.to_json(), obj.event_count
    if hasattr(obj, "to_json"):
        return obj.to_json()
    return None


# ---- the specs ------------------------------------------------------------------------------
# name: (make the object or None, [(parameter, kind, valid value), ...]).
# A parameter given by keyword only (or through **kwargs) is marked by a
# leading "*". Callables without parameters need no spec.

RNG = wargen.Rng(5)
MOD_ID = wargen.Models(MODELS).modifier_id("general", 0)
SPECS = {
    "status_str": (None, [("status", "int", -1)]),
    "Rng.__init__": (None, [("seed", "u64", 42)]),
    "Rng.below": (lambda: wargen.Rng(1), [("bound", "u64", 6)]),
    "Rng.pool": (lambda: wargen.Rng(1), [("count", "count", 3)]),
    "Rng.roll": (lambda: wargen.Rng(1), [("count", "count", 3)]),
    "Rng.dice": (lambda: wargen.Rng(1), [("count", "count", 3), ("*out", "out?", None)]),
    "Rng.seed": (lambda: wargen.Rng(1), [("seed", "u64", 3)]),
    "Rng.stream": (None, [("seed", "u64", 42), ("stream", "u64", 3)]),
    "Rng.set_state": (lambda: wargen.Rng(1), [("state", "str", wargen.Rng(2).state())]),
    "Roll.count_at_least": (pool, [("target", "int", 4)]),
    "Roll.die": (pool, [("index", "count", 1)]),
    "Roll.reroll": (pool, [("index", "count", 1)]),
    "Roll.reroll_below": (pool, [("target", "int", 3)]),
    "Roll.rerolled": (pool, [("index", "count", 1)]),
    "Roll.to_json": (pool, [("seed", "u64", 42), ("index", "count", 1)]),
    "Table.__init__": (None, [("source", "doc", TABLE)]),
    "Table.load": (None, [("source", "doc", TABLE)]),
    "Table.check": (None, [("source", "doc", TABLE)]),
    "Table.entry": (table, [("roll", "int", 11)]),
    "Table.entry_at": (table, [("index", "count", 0)]),
    "Session.__init__": (None, [("table", "Table?", None), ("seed", "u64?", 3),
                                ("size", "str", "small"), ("limit", "count?", 20),
                                ("players", "int", 2), ("cards", "bool", False),
                                ("per_player_decks", "bool", False),
                                ("first_player", "int?", 1)]),
    "Session.replay": (None, [("log", "doc", wargen.generate(seed=3).log),
                              ("table", "Table?", None)]),
    "replay": (None, [("log", "doc", wargen.generate(seed=3).log), ("table", "Table?", None)]),
    "Session.army": (session, [("player", "int", 1)]),
    "Session.commit": (session, [("player", "int", 1)]),
    "Session.draw": (new_session, [("player", "int", 1)]),
    "Session.draw_at": (lambda: wargen.generate(seed=7).replay(), [("index", "count", 0)]),
    "Session.endless_spell": (session, [("player", "int", 1), ("slot", "count", 1),
                                        ("name", "str", "x")]),
    "Session.field": (session, [("player", "int", 1), ("slot", "count", 0),
                                ("unit", "map?", None)]),
    "Session.out_of_units": (new_session, [("player", "int", 1)]),
    "Session.reinforce": (session, [("player", "int", 1), ("slot", "count", 0),
                                    ("level", "count", 1)]),
    "Session.run": (session, [("reinforce", "count", 0)]),
    "Session.substitute": (session, [("player", "int", 1), ("type", "str", "elite"),
                                     ("level", "count", 0)]),
    "generate": (None, [("size", "str", "small"), ("limit", "count?", 20),
                        ("players", "int", 1), ("cards", "bool", False), ("seed", "u64?", 3),
                        ("table", "Table?", None), ("per_player_decks", "bool", False),
                        ("first_player", "int?", 1), ("*reinforce", "count", 0)]),
    "distribution": (None, [("kind", "str", "units"), ("player", "int", 1), ("type", "str?", None),
                            ("type2", "str?", None), ("size", "str", "small"),
                            ("limit", "count?", 20), ("players", "int", 1),
                            ("cards", "bool", False), ("per_player_decks", "bool", False),
                            ("first_player", "int?", 1), ("table", "Table?", None),
                            ("reinforce", "count", 0)]),
    "Distribution.at": (wargen.distribution, [("index", "count", 0)]),
    "armies": (None, [("rng", "Rng", RNG), ("size", "str", "small"), ("limit", "count?", 20),
                      ("players", "int", 1), ("cards", "bool", False),
                      ("per_player_decks", "bool", False), ("first_player", "int?", 1),
                      ("table", "Table?", None), ("reinforce", "count", 0),
                      ("*count", "count?", None), ("*out", "out?", None)]),
    "unit_types": (None, [("models", "count", 5), ("wounds", "count", 1), ("save", "int?", 4),
                          ("hero", "bool", False), ("monster", "bool", False),
                          ("reinforced", "count", 0)]),
    # A level below 0 is a rule's "no" (G7): False here, RuleError from check_slot_fits.
    "slot_fits": (None, [("slot", "map", {"type": "horde"}),
                         ("unit", "map", {"models": 20, "wounds": 1}), ("level", "int", 0)]),
    "check_slot_fits": (None, [("slot", "map", {"type": "horde"}),
                               ("unit", "map", {"models": 20, "wounds": 1}),
                               ("level", "count", 0)]),
    "Catalog.__init__": (None, [("source", "doc", BOOK)]),
    "Catalog.load": (None, [("source", "doc", BOOK)]),
    "Catalog.new": (None, [("id", "str", "b"), ("name", "str", "Book")]),
    "Catalog.add_item": (catalog, [("*id", "str", "charm"), ("*name", "str", "Charm"),
                                   ("*cost", "member", "20/15")]),
    "Catalog.add_item_string": (catalog, [("json", "str", '{"id": "c", "name": "C", '
                                                          '"cost": "20/15"}')]),
    "Catalog.add_option": (catalog, [("unit_id", "str", "levy-spearmen"), ("*id", "str", "o"),
                                     ("*name", "str?", "O"), ("*cost", "real?", 5)]),
    "Catalog.add_option_string": (catalog, [("unit_id", "str", "levy-spearmen"),
                                            ("json", "str", '{"id": "o", "name": "O", '
                                                            '"cost": 5}')]),
    "Catalog.add_unit": (catalog, [("*id", "str", "u"), ("*name", "str", "U"),
                                   ("*category", "str", "core"),
                                   ("*models", "map", {"min": 1, "max": 5}),
                                   ("*cost", "real", 10)]),
    "Catalog.add_unit_string": (catalog, [("json", "str", '{"id": "u", "name": "U", '
                                                          '"category": "core", "models": '
                                                          '{"min": 1, "max": 5}, "cost": 10}')]),
    "Catalog.item_at": (catalog, [("index", "count", 0)]),
    "Catalog.item": (catalog, [("id", "str", "biting-blade")]),
    "Catalog.option_at": (catalog, [("unit", "count", 0), ("index", "count", 0)]),
    "Catalog.option_count": (catalog, [("unit", "count", 0)]),
    "Catalog.unit": (catalog, [("id", "str", "levy-spearmen")]),
    "Catalog.unit_at": (catalog, [("index", "count", 0)]),
    "Roster.__init__": (None, [("catalog", "Catalog", BOOK), ("source", "doc", ROSTER)]),
    "Roster.load": (None, [("catalog", "Catalog", BOOK), ("source", "doc", ROSTER)]),
    "Roster.new": (None, [("catalog", "Catalog", BOOK), ("points", "count", 2000)]),
    "Roster.add_item": (a_roster, [("index", "count", 0), ("item_id", "str", "biting-blade")]),
    "Roster.add_option": (a_roster, [("index", "count", 0), ("option_id", "str", "shield")]),
    "Roster.add_unit": (a_roster, [("entry", "str", "levy-spearmen"), ("models", "count", 10),
                                   ("*label", "str?", "x")]),
    "Roster.add_unit_string": (a_roster, [("json", "str", '{"entry": "levy-spearmen", '
                                                          '"models": 10}')]),
    "Roster.item_at": (a_roster, [("unit", "count", 0), ("index", "count", 0)]),
    "Roster.item_count": (a_roster, [("unit", "count", 0)]),
    "Roster.option_at": (a_roster, [("unit", "count", 0), ("index", "count", 0)]),
    "Roster.option_count": (a_roster, [("unit", "count", 0)]),
    "Roster.unit_at": (a_roster, [("index", "count", 0)]),
    "Roster.validate": (a_roster, [("catalog", "Catalog?", None)]),
    "validate": (None, [("catalog", "Catalog", BOOK), ("roster", "Roster", ROSTER)]),
    "validate_many": (None, [("catalog", "Catalog", BOOK), ("rosters", "rosters", [ROSTER]),
                             ("*jobs", "count", 1)]),
    "View.__init__": (None, [("roster", "Roster", a_roster())]),
    "View.to_dict": (a_view, [("kind", "str", "hidden")]),
    "View.to_json": (a_view, [("kind", "str", "hidden")]),
    "OpenView.__init__": (None, [("view", "View", a_view())]),
    "Reveal.__init__": (None, [("view", "View", a_view())]),
    "Reveal.use": (a_reveal, [("unit", "count", 7), ("item", "str", "rune-of-fury"),
                              ("use", "str", "charge"), ("beyond_mundane", "bool", True)]),
    "Reveal.apply": (a_reveal, [("events", "doc", EVENTS)]),
    "Reveal.is_revealed": (a_reveal, [("unit", "count", 7), ("item", "str", "rune-of-fury")]),
    "Reveal.revealed": (a_reveal, [("unit", "count", 7)]),
    "use_when": (None, [("use", "str", "charge")]),
    "game_format": (None, [("points", "int|name", 2000)]),
    "share_format": (None, [("points", "int", 500), ("limit", "int", 2000)]),
    "Models.__init__": (None, [("source", "doc?", MODELS)]),
    "Models.load": (None, [("source", "doc?", MODELS)]),
    "Models.new": (None, [("source", "doc?", MODELS)]),
    "Models.add_characteristic": (models, [("model", "str", "general"), ("stat", "str", "X"),
                                           ("base", "int", 3), ("range", "seq?", (0, 10))]),
    "Models.add_model": (models, [("id", "str", "m"), ("characteristics", "map?", {"X": 1}),
                                  ("ranges", "map?", None)]),
    "Models.add_modifier": (models, [("model", "str", "general"), ("stat", "str", "Dis"),
                                     ("op", "str", "add"), ("value", "int", 1)]),
    "Models.add_stat": (models, [("model", "str", "general"), ("stat", "str", "X"),
                                 ("base", "int", 3), ("min", "int", 0), ("max", "int", 10)]),
    "Models.change_modifier": (models, [("id", "count", MOD_ID), ("stat", "str", "Dis"),
                                        ("op", "str", "add"), ("value", "int", 2)]),
    "Models.characteristics": (models, [("model", "str", "general")]),
    "Models.explain": (models, [("model", "str", "general"), ("stat", "str", "Dis")]),
    "Models.id_at": (models, [("index", "count", 0)]),
    "Models.modifier_count": (models, [("model", "str", "general")]),
    "Models.modifier_id": (models, [("model", "str", "general"), ("index", "count", 0)]),
    "Models.modifiers": (models, [("model", "str", "general")]),
    "Models.ranges": (models, [("model", "str", "general")]),
    "Models.remove_modifier": (models, [("id", "count", MOD_ID)]),
    "Models.set_base": (models, [("model", "str", "general"), ("stat", "str", "Dis"),
                                 ("base", "int", 5)]),
    "Models.stat_at": (models, [("model", "str", "general"), ("index", "count", 0)]),
    "Models.stat_count": (models, [("model", "str", "general")]),
    "Models.to_dict": (models, [("explain", "bool", False)]),
    "Models.to_json": (models, [("explain", "bool", False)]),
    "Models.to_text": (models, [("explain", "bool", False)]),
    "Models.value": (models, [("model", "str", "general"), ("stat", "str", "Dis")]),
    "Trace.step": (trace, [("index", "count", 0)]),
    "Trace.load": (None, [("source", "doc", trace().document())]),
    "evaluate": (None, [("doc", "doc", MODELS), ("explain", "bool", False)]),
    "morale_odds": (None, [("modifier", "int", 0)]),
    "morale_odds_counts": (None, [("modifier", "int", 0)]),
    "morale_odds_dict": (None, [("modifier", "int", 0)]),
    "morale_check": (None, [("rng", "Rng", RNG), ("modifier", "int", 0)]),
    "morale_checks": (None, [("rng", "Rng", RNG), ("count", "count", 3), ("modifier", "int", 0),
                             ("*out", "out?", None)]),
    "morale_judge": (None, [("opponent", "int", 3), ("dice", "seq", (1, 2, 3)),
                            ("modifier", "int", 0)]),
    "morale_simulate": (None, [("rng", "Rng", RNG), ("modifier", "int", 0),
                               ("checks", "u64", 10)]),
    "MoraleCheck.to_dict": (lambda: wargen.morale_judge(3, (1, 2, 3), 0),
                            [("seed", "u64?", 42), ("index", "count", 1)]),
    "Game.__init__": (None, [("player1", "str?", "Blue"), ("player2", "str?", None)]),
    "Game.play": (None, [("source", "doc", a_turn().log_json())]),
    "Game.restore": (None, [("json", "str", a_turn().save())]),
    "Game.add_unit": (a_game, [("player", "int", 1), ("id", "str", "x"), ("ap", "int", 1),
                               ("models", "int", 1), ("cost", "points", 12.5),
                               ("name", "str?", None)]),
    "Game.add_roster": (a_game, [("player", "int", 1), ("roster", "Roster", a_roster()),
                                 ("ap", "int", 1)]),
    "Game.add_objective": (a_game, [("id", "str", "x"), ("kind", "int|name", "destroy"),
                                    ("points", "int", 1), ("unit", "str?", "r")]),
    "Game.initiative": (a_game, [("player", "int", 1)]),
    "Game.activate": (a_started, [("unit", "str", "r")]),
    "Game.spend": (a_turn, [("unit", "str", "r"), ("ap", "int", 1),
                            ("action", "int|name", "shoot"), ("target", "str?", "b")]),
    "Game.wait": (a_turn, [("unit", "str", "r")]),
    "Game.respond": (a_response, [("unit", "str", "w"), ("to", "str", "r")]),
    "Game.end_activation": (a_turn, [("unit", "str", "r")]),
    "Game.kill": (a_turn, [("unit", "str", "b"), ("models", "int", 1)]),
    "Game.panic": (a_turn, [("unit", "str", "b")]),
    "Game.rally": (a_turn, [("unit", "str", "b")]),
    "Game.add_effect": (a_turn, [("id", "str", "smoke"), ("unit", "str", "r")]),
    "Game.end_effect": (a_turn, [("id", "str", "fire")]),
    "Game.score_objective": (a_turn, [("objective", "str", "hill"), ("player", "int", 1)]),
    "Game.unit": (a_game, [("id", "str", "r")]),
    "Game.on_event": (a_game, [("fn", "callable?", print)]),
    "Game.on_effect": (a_game, [("fn", "callable?", print)]),
    "Game.on_before": (a_game, [("fn", "callable?", print)]),
    "Game.view": (a_game, [("player", "int", 1)]),
    "Battle.add_battalion": (battle, [("name", "str", "c"), ("army", "int", 1),
                                      ("warriors", "count", 10), ("speed", "count", 4),
                                      ("ranks", "count", 1), ("shooter", "bool", False),
                                      ("giant", "bool", False), ("base", "seq", (40, 0, 4, 4))]),
    "Battle.add_boat": (battle, [("capacity", "count", 10), ("speed", "count", 5)]),
    "Battle.add_terrain": (battle, [("points", "seq", [(50, 50), (60, 50), (55, 60)])]),
    "Battle.attach": (battle, [("battalion", "count", 1), ("kind", "str", "hero"),
                               ("name", "str", "H")]),
    "Battle.attack_wounded": (battle, [("battalion", "count", 0), ("damage", "count", 1)]),
    "Battle.battalion": (battle, [("battalion", "count", 0)]),
    "Battle.boat_cargo": (battle, [("boat", "count", 0)]),
    "Battle.character": (battle, [("index", "count", 0)]),
    "Battle.check": (battle, [("battalion", "count", 0), ("rng", "Rng", RNG),
                              ("extra", "int", 0)]),
    "Battle.check_judge": (battle, [("battalion", "count", 0), ("opponent", "int", 3),
                                    ("dice", "seq", (1, 2, 3)), ("extra", "int", 0)]),
    "Battle.command_points": (battle, [("army", "int", 0)]),
    "Battle.damage": (battle, [("battalion", "count", 1), ("damage", "count", 1)]),
    "Battle.give_order": (battle, [("battalion", "count", 1), ("order", "str", "march")]),
    "Battle.hospital": (battle, [("army", "int", 0)]),
    "Battle.kill_character": (battle, [("character", "count", 0)]),
    "Battle.ladder_speed": (battle, [("battalion", "count", 0)]),
    "Battle.load": (battle, [("boat", "count", 0), ("battalion", "count", 1)]),
    "Battle.morale_modifier": (battle, [("battalion", "count", 0)]),
    "Battle.order_at": (battle, [("battalion", "count", 0), ("index", "count", 0)]),
    "Battle.order_count": (battle, [("battalion", "count", 0)]),
    "Battle.orders": (battle, [("battalion", "count", 0)]),
    "Battle.pending_at": (battle, [("index", "count", 0)]),
    "Battle.rally": (lambda: rally_scene()[0], [("battalion", "count", 1),
                                                ("base", "seq", BESIDE)]),
    "Battle.retreat": (battle, [("battalion", "count", 0)]),
    "Battle.roll_shooting_orders": (battle, [("army", "int", 0), ("rng", "Rng", RNG)]),
    "Battle.set_command_points": (battle, [("army", "int", 0), ("points", "count", 2)]),
    "Battle.set_hospital": (battle, [("army", "int", 0), ("hospital", "bool", True)]),
    "Battle.set_shooting_orders": (battle, [("army", "int", 0), ("dice", "seq", [3])]),
    "Battle.shooting_orders": (battle, [("army", "int", 0)]),
    "Battle.speed": (battle, [("battalion", "count", 0)]),
    "Battle.unload": (loaded, [("boat", "count", 0)]),
    "BattleScribeBook.__init__": (None, [("system_path", "path?", GST),
                                         ("book_path", "path", CAT)]),
    "BattleScribeBook.load": (None, [("system_path", "path?", GST), ("book_path", "path", CAT)]),
    "BattleScribeBook.from_strings": (None, [("system_xml", "data", GST.read_bytes()),
                                             ("book_xml", "data", CAT.read_text())]),
    "BattleScribeBook.import_roster": (book, [("path", "path", ROS)]),
    "BattleScribeBook.import_roster_string": (book, [("data", "data", ROS.read_bytes()),
                                                     ("name", "str?", "r")]),
    "BattleScribeBook.load_roster": (book, [("path", "path", ROS)]),
    "BattleScribeBook.load_roster_string": (book, [("data", "data", ROS.read_bytes()),
                                                   ("name", "str?", "r")]),
}
# The importer's: in a build without it (wargen.bsdata_supported() False)
# a valid call raises NotSupportedError, and no book can be made for its methods.
BSDATA_SPECS = {n for n in SPECS if n.startswith("BattleScribeBook.")}

# Made by the library for the caller to read, never by the caller: their
# constructors and dataclass helpers take what the binding gives them.
RESULT_TYPES = {"Problems", "Generation", "PlayerArmy", "Report", "Violation", "MoraleCheck",
                "Base", "BattalionState", "Character", "Damage", "Retreat", "Trace", "Roll",
                "GameView", "Distribution"}
# The records the extension makes (named tuples): tuple's count and index need no spec.
RECORDS = {"MoraleCheck", "Base", "BattalionState", "Character", "Damage", "Retreat"}


# ---- enumeration ----------------------------------------------------------------------------

def _signature(fn):
    """fn's parameters but self, or None when they are not declared (*args)."""
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        return None
    if any(p.kind == p.VAR_POSITIONAL for p in params):
        return None
    return [p for p in params if p.name not in ("self", "battle", "obj")]


def _public_classes():
    return {n: getattr(wargen, n) for n in wargen.__all__
            if inspect.isclass(getattr(wargen, n))
            and not issubclass(getattr(wargen, n), BaseException)}


def enumerate_api():
    """Every public callable: {name: function}, and the properties with setters."""
    api, setters = {}, []
    for name in wargen.__all__:
        obj = getattr(wargen, name)
        if callable(obj) and not inspect.isclass(obj):
            api[name] = obj
    for cname, cls in _public_classes().items():
        if cname == "Problems":
            continue  # a list
        members = {k: inspect.getattr_static(cls, k) for k in dir(cls)}
        if cname == "Session":  # the steps it forwards to the C session
            members.update({k: v for k, v in vars(wargen.core._Session).items()
                            if k not in members})
        for k, v in members.items():
            if k.startswith("_") and k != "__init__":
                continue
            if isinstance(v, property):
                if v.fset is not None:
                    setters.append(f"{cname}.{k}")
                continue
            if k == "__init__" and cname in RESULT_TYPES:
                continue
            fn = getattr(cls, k, v)
            if callable(fn) and not inspect.isclass(fn):
                api[f"{cname}.{k}"] = fn
    return api, setters


API, SETTERS = enumerate_api()


def _needs_spec(fn):
    sig = _signature(fn)
    return sig is None or sig != []


def test_every_callable_has_a_spec():
    missing = sorted(n for n, fn in API.items() if n not in SPECS and _needs_spec(fn)
                     and not (n.split(".")[0] in RESULT_TYPES and n.endswith(".to_dict"))
                     and not (n.split(".")[0] in RECORDS and hasattr(tuple, n.split(".")[1])))
    assert missing == [], "public callables with no spec in test_arguments.py"


def test_every_spec_is_public_and_names_the_parameters():
    assert sorted(set(SPECS) - set(API)) == []
    for name, (_, params) in SPECS.items():
        sig = _signature(API[name])
        if sig is None:
            continue
        named = [p.name for p in sig if p.kind not in (p.VAR_KEYWORD,)]
        given = [p[0].lstrip("*") for p in params]
        assert set(named) <= set(given), f"{name}: parameters {named}, spec {given}"
        if not any(p.kind == p.VAR_KEYWORD for p in sig):
            assert set(given) == set(named), f"{name}: parameters {named}, spec {given}"


def test_no_public_property_has_a_setter():
    # A setter takes an argument: it would need specs here too.
    assert SETTERS == []


# ---- calling ---------------------------------------------------------------------------------

def _call(name, obj, params, bad=None):
    """Call name with the spec's valid values, parameter bad[0] replaced by bad[1];
    positional ones in the order of the signature where it has one (so that a
    change of argument order needs no change here), else the spec's."""
    args, kwargs = {}, {}
    for p, _, valid in params:
        value = bad[1] if bad and p.lstrip("*") == bad[0] else valid
        if p.startswith("*"):
            kwargs[p[1:]] = value
        else:
            args[p] = value
    order = [p.name for p in _signature(API[name]) or [] if p.name in args]
    args = [args[p] for p in (order if len(order) == len(args) else args)]
    cname, _, method = name.rpartition(".")
    if not cname:
        return getattr(wargen, name)(*args, **kwargs)
    cls = getattr(wargen, cname)
    if method == "__init__":
        return cls(*args, **kwargs)
    return getattr(obj if obj is not None else cls, method)(*args, **kwargs)


def _cases():
    for name, (_, params) in sorted(SPECS.items()):
        for p, kind, _ in params:
            for bad in KINDS.get(kind, []):
                yield pytest.param(name, p.lstrip("*"), bad,
                                   id=f"{name}-{p.lstrip('*')}-{bad!r}"[:80])


def _skip_without_bsdata(name, make):
    if name in BSDATA_SPECS and make is not None and not wargen.bsdata_supported():
        pytest.skip("no BattleScribeBook in a build without the importer")


@pytest.mark.parametrize("name", sorted(SPECS))
def test_the_valid_call_works(name):
    make, params = SPECS[name]
    _skip_without_bsdata(name, make)
    if name in BSDATA_SPECS and not wargen.bsdata_supported():
        with pytest.raises(wargen.NotSupportedError):
            _call(name, None, params)
        return
    _call(name, make() if make else None, params)


@pytest.mark.parametrize("name,param,bad", list(_cases()))
def test_a_bad_argument_raises_a_clean_error(name, param, bad):
    make, params = SPECS[name]
    _skip_without_bsdata(name, make)
    obj = make() if make else None
    before = state(obj)
    with pytest.raises(Exception) as info:
        _call(name, obj, params, (param, bad))
    e = info.value
    text = str(e)
    assert isinstance(e, wargen.WargenError), f"{type(e).__name__}: {text}"
    assert not SWIG_TEXT.search(text), text
    words = text.lower().replace("_", " ")
    assert param.lower() in text.lower() or param.replace("_", " ") in words, text
    if isinstance(bad, int) and isinstance(e, wargen.RangeError):
        assert RANGE.search(text), text
    assert state(obj) == before


# Indexes past the end are within their C type: the accessors that answer
# them with the library's "nothing" (NULL, 0, false) refuse them first, each
# against the size the C library reports (WGB_INDEXED in bindings/wargen.i).
# name: {parameter: that size, from the object}; Battle.order_at's index
# counts the orders of battalion 0, its valid value.
PAST_THE_END = {
    "Battle.order_at": {"battalion": len, "index": lambda b: b.order_count(0)},
    "Battle.order_count": {"battalion": len},
    "Catalog.item_at": {"index": lambda c: c.item_count()},
    "Catalog.unit_at": {"index": lambda c: c.unit_count()},
    "Catalog.option_at": {"index": lambda c: c.option_count(0)},
    "Catalog.option_count": {"unit": lambda c: c.unit_count()},
    "Roster.unit_at": {"index": len},
    "Roster.item_at": {"index": lambda r: r.item_count(0)},
    "Roster.item_count": {"unit": len},
    "Roster.option_at": {"index": lambda r: r.option_count(0)},
    "Roster.option_count": {"unit": len},
    "Models.id_at": {"index": len},
    "Models.modifier_id": {"index": lambda m: m.modifier_count("general")},
    "Models.stat_at": {"index": lambda m: m.stat_count("general")},
    "Roll.die": {"index": len},
    "Roll.rerolled": {"index": len},
    "Table.entry_at": {"index": len},
    "Trace.step": {"index": len},
    "Reveal.is_revealed": {"unit": lambda r: len(r.view.units)},
    "Reveal.revealed": {"unit": lambda r: len(r.view.units)},
}


@pytest.mark.parametrize("name,param", [(n, p) for n, sizes in sorted(PAST_THE_END.items())
                                        for p in sizes])
def test_an_index_past_the_end_raises_an_index_range_error(name, param):
    make, params = SPECS[name]
    obj = make()
    size = PAST_THE_END[name][param](obj)
    before = state(obj)
    valid = f"0 to {size - 1}" if size else "there are none"
    for index in (size, 2**40):
        with pytest.raises(wargen.IndexRangeError) as info:
            _call(name, obj, params, (param, index))
        assert str(info.value) == f"{param} {index} is out of range ({valid})"
        assert isinstance(info.value, IndexError) and isinstance(info.value, wargen.RangeError)
    assert state(obj) == before
    if size:  # the last one is there
        _call(name, obj, params, (param, size - 1))


def test_an_index_into_an_empty_list_says_there_is_none():
    none = r"^index 0 is out of range \(there are none\)$"
    b = wargen.Battle()
    b.add_battalion("a", 0, 20, 5, base=(0, 0, 4, 4))
    with pytest.raises(wargen.IndexRangeError, match=none):
        b.order_at(0, 0)
    with pytest.raises(wargen.IndexRangeError, match=none):
        wargen.Catalog.new("b", "Book").unit_at(0)


def test_a_unit_given_twice_is_refused_by_name():
    s = session()
    before = state(s)
    with pytest.raises(wargen.ArgumentTypeError, match="^unit: give it as a dict or as keywords"):
        s.field(1, 0, {"models": 10, "wounds": 1}, models=10)
    assert state(s) == before
