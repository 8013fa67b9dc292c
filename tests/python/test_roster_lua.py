"""Python and Lua give identical reports for the same roster (R3-R14): the
shipped rosters and docs/FORMATS.md's example built in code, through each Lua
module built next to this package (skipped when there is none, e.g. for an
installed package)."""
import json
import os
import pathlib
import shutil
import subprocess

import pytest

import wargen
from test_roster_fixtures import (CATALOG_PATH, EXPECTED, SOURCE_ROOT, build_formats_catalog,
                                  build_formats_roster, roster_path)

# <build>/bindings/python/wargen/core.py -> <build>/bindings/lua
_LUA_BUILD = pathlib.Path(wargen.core.__file__).resolve().parents[2] / "lua"
_INTERPRETERS = [("lua5.4", _LUA_BUILD), ("luajit", _LUA_BUILD / "luajit")]

# Prints one line per roster: the name, to_json() and the Report's fields.
_SCRIPT = r"""
local wargen = require "wargen"
local F = require "test_roster_fixtures"
local json = wargen._json
local book = F.ok(wargen.Catalog.load(F.CATALOG_PATH))
local function emit(name, report)
    io.write(json.encode({ name = name, json = report:to_json(), fields = F.fields(report) }),
             "\n")
end
for _, name in ipairs(F.NAMES) do
    emit(name, F.ok(wargen.validate(book, F.roster_path(name))))
end
local built = F.build_formats_roster(wargen, F.build_formats_catalog(wargen))
emit("formats-built", F.ok(built:validate()))
"""


def lua_exe(interpreter, module_dir):
    """The interpreter's path; the test is skipped without it or the module."""
    exe = shutil.which(interpreter)
    if exe is None or not (module_dir / "wargen.so").exists():
        pytest.skip(f"no {interpreter} or no Lua module built at {module_dir}")
    return exe


def _lua_reports(interpreter, module_dir, tmp_path):
    exe = lua_exe(interpreter, module_dir)
    script = tmp_path / "reports.lua"
    script.write_text(_SCRIPT)
    env = dict(os.environ, LUA_CPATH=str(module_dir / "?.so"),
               LUA_PATH=str(SOURCE_ROOT / "tests" / "lua" / "?.lua"),
               WARGEN_SOURCE_ROOT=str(SOURCE_ROOT))
    out = subprocess.run([exe, str(script)], env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    return {r["name"]: r for r in map(json.loads, out.stdout.splitlines())}


def _fields(report):
    return {"valid": report.valid, "points": report.points, "total": report.total,
            "size": report.size, "categories": report.categories, "units": report.units,
            "violations": [v.to_dict() for v in report.violations]}


@pytest.mark.parametrize("interpreter,module_dir", _INTERPRETERS,
                         ids=[i for i, _ in _INTERPRETERS])
def test_python_and_lua_reports_are_identical(interpreter, module_dir, tmp_path):
    lua = _lua_reports(interpreter, module_dir, tmp_path)
    assert set(lua) == set(EXPECTED) | {"formats-built"}
    book = wargen.Catalog(CATALOG_PATH)
    for name in EXPECTED:
        report = wargen.validate(book, roster_path(name))
        # the same document, byte for byte
        assert lua[name]["json"] == report.to_json(), name
        # and the same fields in each language's Report (Lua's unit indexes
        # turned back to 0-based by the script)
        assert lua[name]["fields"] == _fields(report) == report.to_dict(), name
        assert lua[name]["fields"]["total"] == EXPECTED[name][1]
    built = build_formats_roster(wargen, build_formats_catalog(wargen)).validate()
    assert lua["formats-built"]["json"] == built.to_json()
    assert lua["formats-built"]["fields"] == _fields(built)
