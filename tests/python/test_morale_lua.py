"""Python and Lua give the same morale checks for the same seed (B2-B5) and
play the same battle the same way (B1, B3, B7, B12), through each Lua
module built next to this package (skipped when there is none, e.g. for an
installed package). Lua's indexes are turned back to 0-based by the script,
and a missing index (None / nil) is written -1 by both."""
import json
import os
import pathlib
import shutil
import subprocess

import pytest

import wargen
from test_morale_fixtures import SOURCE_ROOT, sq

# <build>/bindings/python/wargen/core.py -> <build>/bindings/lua
_LUA_BUILD = pathlib.Path(wargen.core.__file__).resolve().parents[2] / "lua"
_INTERPRETERS = [("lua5.4", _LUA_BUILD), ("luajit", _LUA_BUILD / "luajit")]

SEEDS = [0, 1, 42, 2024, 987654321]

# Prints JSON lines: {"checks": ...} per seed and modifier, the odds, a
# simulation, and a battle's events.
_SCRIPT = r"""
local wargen = require "wargen"
local json = wargen._json
local function emit(t) io.write(json.encode(t), "\n") end
for _, seed in ipairs({ %(seeds)s }) do
    for _, m in ipairs({ -2, 0, 1 }) do
        local rng, checks = wargen.Rng(seed), {}
        for i = 1, 40 do checks[i] = wargen.morale_check(rng, m) end
        emit({ kind = "checks", seed = seed, modifier = m, checks = checks })
    end
end
for m = -3, 4 do
    emit({ kind = "odds", modifier = m, counts = wargen.morale_odds_counts(m) })
end
emit({ kind = "simulate", counts = wargen.morale_simulate(wargen.Rng(77), 1, 5000) })

-- the battle of play_battle() in test_morale_lua.py
-- an index from 0, or -1 for none (JSON null has no Lua value)
local function zero(i) return i and i - 1 or -1 end
local b = wargen.Battle()
local function add(name, army, x, y, extra)
    local s = { name = name, army = army, warriors = 12, speed = 5,
                base = { x = x, y = y, width = 2, depth = 2, facing = 0 } }
    for k, v in pairs(extra or {}) do s[k] = v end
    return assert(b:add_battalion(s))
end
local red = add("red", 1, 0, 0, { shooter = true })
add("red 2", 1, 0, 30)
local blue = add("blue", 0, 10, 0, { shooter = true, ranks = 3 })
add("blue 2", 0, 10, 30)
assert(b:add_terrain({ { 30, -10 }, { 40, -10 }, { 40, 10 }, { 30, 10 } }))
local g = assert(b:attach(blue, "general", "G"))
assert(b:attach(red, "standard-bearer", "S"))
local rng = wargen.Rng(31)
local events = {}
events[#events + 1] = { "shoot", assert(b:roll_shooting_orders(0, rng)),
                        assert(b:roll_shooting_orders(1, rng)) }
b:next_turn()
events[#events + 1] = { "damage", b:damage(blue, 6) }
assert(b:kill_character(g))
local pending = {}
for k, p in ipairs(b:pending()) do pending[k] = { zero(p.battalion), p.cause } end
events[#events + 1] = { "pending", pending }
for round = 1, 6 do
    for i = 1, b:battalion_count() do
        if not b:battalion(i).fled then
            local c, r = b:check(i, rng, round %% 2)
            if r then r = { r.distance, r.dx, r.dy, r.stop, zero(r.other), zero(r.from),
                            r.combat_modifier } end
            events[#events + 1] = { "check", zero(i), c, r or false }
        end
    end
end
local states = {}
for i = 1, b:battalion_count() do
    local s = b:battalion(i)
    states[i] = { s.name, s.warriors, s.killed, s.fled, s.half_lost,
                  { s.base.x, s.base.y, s.base.width, s.base.depth, s.base.facing } }
end
events[#events + 1] = { "states", states, rng:state() }
emit({ kind = "battle", events = events })
"""


def play_battle():
    """The battle of the Lua script, in Python: its events in the same shape."""
    b = wargen.Battle()

    def add(name, army, x, y, **extra):
        return b.add_battalion(name, army, extra.pop("warriors", 12), 5, base=sq(x, y), **extra)

    red = add("red", 1, 0, 0, shooter=True)
    add("red 2", 1, 0, 30)
    blue = add("blue", 0, 10, 0, shooter=True, ranks=3)
    add("blue 2", 0, 10, 30)
    b.add_terrain([(30, -10), (40, -10), (40, 10), (30, 10)])
    g = b.attach(blue, "general", "G")
    b.attach(red, "standard-bearer", "S")
    rng = wargen.Rng(31)
    events = [["shoot", b.roll_shooting_orders(0, rng), b.roll_shooting_orders(1, rng)]]
    b.next_turn()
    events.append(["damage", b.damage(blue, 6).to_dict()])
    b.kill_character(g)
    events.append(["pending", [list(p) for p in b.pending]])
    for round in range(1, 7):
        for i in range(len(b)):
            if not b.battalion(i).fled:
                c, r = b.check(i, rng, round % 2)
                if r is not None:
                    r = [-1 if v is None else v for v in r.to_dict().values()]
                events.append(["check", i, c.to_dict(), False if r is None else r])
    states = [[s.name, s.warriors, s.killed, s.fled, s.half_lost, list(s.base)]
              for s in b.battalions]
    events.append(["states", states, rng.state()])
    return events


def _lua_lines(interpreter, module_dir, tmp_path):
    exe = shutil.which(interpreter)
    if exe is None or not (module_dir / "wargen.so").exists():
        pytest.skip(f"no {interpreter} or no Lua module built at {module_dir}")
    script = tmp_path / "morale.lua"
    script.write_text(_SCRIPT % {"seeds": ", ".join(map(str, SEEDS))})
    env = dict(os.environ, LUA_CPATH=str(module_dir / "?.so"),
               LUA_PATH=str(SOURCE_ROOT / "tests" / "lua" / "?.lua"),
               WARGEN_SOURCE_ROOT=str(SOURCE_ROOT))
    out = subprocess.run([exe, str(script)], env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    return [json.loads(line) for line in out.stdout.splitlines()]


@pytest.mark.parametrize("interpreter,module_dir", _INTERPRETERS,
                         ids=[i for i, _ in _INTERPRETERS])
def test_python_and_lua_agree(interpreter, module_dir, tmp_path):
    lines = _lua_lines(interpreter, module_dir, tmp_path)
    checks = [x for x in lines if x["kind"] == "checks"]
    assert len(checks) == len(SEEDS) * 3
    for line in checks:
        rng = wargen.Rng(line["seed"])
        want = [wargen.morale_check(rng, line["modifier"]).to_dict() for _ in range(40)]
        assert line["checks"] == want, (line["seed"], line["modifier"])
    odds = {x["modifier"]: x["counts"] for x in lines if x["kind"] == "odds"}
    assert odds == {m: wargen.morale_odds_counts(m) for m in range(-3, 5)}
    (sim,) = [x["counts"] for x in lines if x["kind"] == "simulate"]
    assert sim == wargen.morale_simulate(wargen.Rng(77), 1, 5000)
    (battle,) = [x["events"] for x in lines if x["kind"] == "battle"]
    python = play_battle()
    assert len(battle) == len(python)
    for lua_event, py_event in zip(battle, python):
        assert lua_event == json.loads(json.dumps(py_event))
    assert any(e[0] == "check" and e[3] for e in python)   # a retreat happened
    assert any(e[0] == "check" and e[2]["result"] == "fled" for e in python)
