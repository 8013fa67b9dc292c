"""Shared data for the roster module tests (rules R1-R14); holds no tests.

The expected results of the shipped rosters are read from data/rosters/README.md
(computed there by tools/roster_points.py, independently of the C library), as
the C, Lua and command tests read them.
"""
import copy
import os
import pathlib
import sys

SOURCE_ROOT = pathlib.Path(os.environ.get("WARGEN_SOURCE_ROOT",
                                          pathlib.Path(__file__).resolve().parents[2]))
CATALOG_PATH = SOURCE_ROOT / "data" / "catalogs" / "example-kingdom.json"
ROSTER_DIR = SOURCE_ROOT / "data" / "rosters"

sys.path.insert(0, str(SOURCE_ROOT / "tools"))
from roster_points import read_readme  # noqa: E402 (the tool is not a package)

CATEGORY_KEYS = ("lords", "heroes", "core", "special", "rare", "characters")

# data/rosters/README.md, read by tools/roster_points.py: file (without
# .json): (points limit, total, size class, points of lords, heroes, core,
# special, rare, characters (R6, R7), [(code, rule, unit indexes)] (R14))
EXPECTED = {name: (e["points"], e["total"], e["size"],
                   tuple(e["categories"][k] for k in CATEGORY_KEYS), e["violations"])
            for name, e in read_readme(ROSTER_DIR / "README.md").items()}

# Each unit's points in valid-standard.json (R3: rounded up per unit; R4).
VALID_STANDARD_UNITS = [
    ("lord-marshal", "lords", 289), ("banner-warden", "heroes", 146),
    ("hedge-magister", "heroes", 125), ("lantern-friar", "heroes", 53),  # 52.5 -> 53
    ("war-wagon", "core", 90),  # moved from special (R7)
    ("halberd-guard", "core", 240),  # 239.5 -> 240
    ("levy-spearmen", "core", 170), ("pale-tower-knights", "special", 192),
    ("stone-thrower", "special", 130), ("oathsworn-blades", "special", 200),
    ("iron-colossus", "rare", 250), ("griffon-lancers", "rare", 110),
]


def roster_path(name):
    return ROSTER_DIR / f"{name}.json"


# The catalogue and roster of docs/FORMATS.md, as documents.
FORMATS_CATALOG = {
    "format": "wargen-catalog/1",
    "id": "example-kingdom",
    "name": "Example Kingdom",
    "units": [
        {"id": "warlord", "name": "Warlord", "category": "lords", "can_be_general": True,
         "models": {"min": 1, "max": 1}, "cost": 180,
         "options": [{"id": "great-weapon", "name": "Great weapon", "cost": 10}]},
        {"id": "spearmen", "name": "Spearmen", "category": "core",
         "models": {"min": 10, "max": 40}, "cost": 90, "per_model": 8,
         "options": [{"id": "shields", "name": "Shields", "per_model": 0.5},
                     {"id": "champion", "name": "Champion", "cost": 10, "champion": True}]},
        {"id": "chariot", "name": "Chariot", "category": "special", "moves_to": ["core"],
         "models": {"min": 1, "max": 1}, "cost": 85},
        {"id": "bolt-thrower", "name": "Bolt thrower", "category": "special",
         "war_machine": True, "max": 2, "models": {"min": 1, "max": 1}, "cost": 60},
        {"id": "dragon-prince", "name": "Dragon prince", "category": "lords", "unique": True,
         "can_be_general": True, "models": {"min": 1, "max": 1}, "cost": 400},
    ],
    "items": [
        {"id": "sword-of-might", "name": "Sword of Might", "cost": "50/35",
         "list": "common", "mundane": "hand weapon"},
        {"id": "blue-banner", "name": "Blue Banner", "cost": 40, "list": "army",
         "mundane": "banner", "one_per_army": True},
        {"id": "rune-of-fury", "name": "Rune of Fury", "cost": 25, "list": "item-like",
         "unique": True},
    ],
}

FORMATS_ROSTER = {
    "format": "wargen-roster/1",
    "catalog": "example-kingdom",
    "points": 2000,
    "units": [
        {"entry": "warlord", "models": 1, "general": True, "options": ["great-weapon"],
         "items": ["sword-of-might"]},
        {"entry": "spearmen", "models": 20, "options": ["shields", "champion"],
         "items": ["blue-banner"], "label": "blue banner"},
        {"entry": "chariot", "models": 1, "category": "core"},
    ],
}

# Its report, worked by hand (R3, R4, R7): the warlord 180 + 10 + 50 (Lord
# price) = 240; the spearmen 90 + 10 x 8 + 20 x 0.5 + 10 + 40 = 230; the
# chariot 85, counted in Core. 555 of 2000 points.
FORMATS_UNITS = [("warlord", "lords", 240), ("spearmen", "core", 230), ("chariot", "core", 85)]
# It breaks R5 (555 is more than 20 below 2000), R6 (Core 315 < 500) and R8
# (two units that are not characters, 4 required).
FORMATS_TOTAL = 555
FORMATS_VIOLATIONS = [("under-limit", "R5", []), ("core-minimum", "R6", []),
                      ("too-few-units", "R8", [])]


def formats_catalog():
    return copy.deepcopy(FORMATS_CATALOG)


def formats_roster():
    return copy.deepcopy(FORMATS_ROSTER)


def build_formats_catalog(wargen):
    """docs/FORMATS.md's catalogue, built in code (costs in points)."""
    book = wargen.Catalog.new("example-kingdom", "Example Kingdom")
    book.add_unit(id="warlord", name="Warlord", category="lords", models={"min": 1, "max": 1}, cost=180,
                  can_be_general=True)
    book.add_option("warlord", id="great-weapon", name="Great weapon", cost=10)
    book.add_unit(id="spearmen", name="Spearmen", category="core", models={"min": 10, "max": 40}, cost=90,
                  per_model=8)
    book.add_option("spearmen", id="shields", name="Shields", per_model=0.5)
    book.add_option("spearmen", id="champion", name="Champion", cost=10, champion=True)
    book.add_unit(id="chariot", name="Chariot", category="special", models={"min": 1, "max": 1}, cost=85,
                  moves_to=("core",))
    book.add_unit(id="bolt-thrower", name="Bolt thrower", category="special", models={"min": 1, "max": 1},
                  cost=60, war_machine=True, max=2)
    book.add_unit(id="dragon-prince", name="Dragon prince", category="lords", models={"min": 1, "max": 1},
                  cost=400, unique=True, can_be_general=True)
    book.add_item(id="sword-of-might", name="Sword of Might", cost="50/35", list="common",
                  mundane="hand weapon")
    book.add_item(id="blue-banner", name="Blue Banner", cost=40, list="army", mundane="banner",
                  one_per_army=True)
    book.add_item(id="rune-of-fury", name="Rune of Fury", cost=25, list="item-like",
                  unique=True)
    return book


def build_formats_roster(wargen, book):
    """docs/FORMATS.md's roster, built in code."""
    roster = wargen.Roster.new(book, 2000)
    assert roster.add_unit("warlord", 1, general=True, options=["great-weapon"],
                           items=["sword-of-might"]) == 0
    assert roster.add_unit("spearmen", 20, options=("shields", "champion"),
                           items=("blue-banner",), label="blue banner") == 1
    assert roster.add_unit("chariot", 1, category="core") == 2
    return roster
