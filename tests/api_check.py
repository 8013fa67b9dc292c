"""The public API is whole and reaches both languages.

- include/wargen.h includes every module header and lists it in its comment;
- every WG_API function of include/wargen/*.h is called by the generated
  Python and Lua wrappers, unless listed below with the reason it is not.

usage: api_check.py SOURCE_ROOT PYTHON_WRAP.c LUA_WRAP.c
"""

import pathlib
import re
import sys

# Functions a language binding does not offer, and why.
NOT_BOUND = {
    "wg_set_allocator": "the process-wide C allocator: a host program's choice, "
                        "made before anything else, not a script's",
    "wg_free": "frees strings the library returned to C; the wrappers call it "
               "through their typemaps, and no script holds such a string",
    "wg_rng_state_words": "the state as four uint64 words, which Lua cannot hold (5.4 wraps, "
                        "LuaJIT rounds): both bindings use its text, state() / set_state()",
    "wg_rng_set_state_words": "see wg_rng_state_words",
    "wg_roll_rng": "a pool's generator is the Rng object the script made it from, which the "
                   "pool keeps alive (Roll.rng); a second proxy of the pointer would own nothing",
    "wg_models_add_modifier": "the struct form; a script's modifier (keyword arguments, a "
                              "table) goes through wg_models_add_modifier_string, which "
                              "also refuses unknown and repeated members",
    "wg_models_change_modifier": "the struct form; as wg_models_add_modifier",
    "wg_models_set_base": "bound as set_base through wg_models_try_base, which sets the "
                          "base the same way and also gives the final value it leads to",
    "wg_morale_simulate": "bound as morale_simulate through wg_morale_simulate_polled, the "
                          "same draws and counts, which a Ctrl-C can stop between two parts",
    "wg_catalog_add_unit": "the struct form; a script's entry (keyword arguments, a table) "
                           "goes through wg_catalog_add_unit_string, read as a document is",
    "wg_catalog_add_option": "the struct form; as wg_catalog_add_unit",
    "wg_catalog_add_item": "the struct form; as wg_catalog_add_unit",
    "wg_roster_add_unit": "the struct form; a script's unit goes through "
                          "wg_roster_add_unit_string, with its options and items",
    "wg_roster_unit_at": "the struct form; a script reads a unit through "
                         "wg_roster_unit_to_json, in the document's shape with its options "
                         "and items",
    "wg_game_view_score": "a player's view reaches scripts as its documents "
                          "(wg_game_view_to_json, Game.view / game:view), whose score "
                          "is this one; the command's board reads it",
}
# The actions by index and their restating: scripts name units and
# objectives by id, and act through wg_game_*_by_id, which refuse an unknown
# id themselves.
NOT_BOUND["wg_game_find_objective"] = ("scripts name objectives by id: score_objective "
                                       "acts through wg_game_score_objective_by_id")
for _f in ("activate", "spend", "wait", "respond", "end_activation", "kill", "panic",
           "rally", "add_effect", "score_objective"):
    NOT_BOUND[f"wg_game_{_f}"] = f"scripts act by id, through wg_game_{_f}_by_id"
for _f in ("unit", "objective"):
    NOT_BOUND[f"wg_game_restate_{_f}_refusal"] = ("for a host acting by index; scripts act "
                                                  "by id (wg_game_*_by_id)")

root = pathlib.Path(sys.argv[1])
wraps = {name: pathlib.Path(p).read_text() for name, p in (("Python", sys.argv[2]),
                                                             ("Lua", sys.argv[3]))}
failures = []

headers = sorted(p.name for p in (root / "include" / "wargen").glob("*.h"))
umbrella = (root / "include" / "wargen.h").read_text()
for h in headers + ["version.h"]:
    if f'#include "wargen/{h}"' not in umbrella:
        failures.append(f"wargen.h does not include wargen/{h}")
    if f"wargen/{h}" not in umbrella.split("*/", 1)[0]:
        failures.append(f"wargen.h's comment does not list wargen/{h}")

functions = []
for h in headers:
    text = (root / "include" / "wargen" / h).read_text()
    functions += re.findall(r"^WG_API\b[^;(]*?\b(wg_\w+)\s*\(", text, re.M)
if len(functions) < 100:
    failures.append(f"found only {len(functions)} WG_API functions: is the pattern stale?")
for f in NOT_BOUND:
    if f not in functions:
        failures.append(f"NOT_BOUND lists {f}, which is no WG_API function")
for language, wrap in wraps.items():
    called = set(re.findall(r"\b(wg_\w+)\s*\(", wrap))
    for f in functions:
        if f not in NOT_BOUND and f not in called:
            failures.append(f"{f} is not bound in {language}")

for f in failures:
    print("FAIL:", f)
n = len(functions)
print(f"{n - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
