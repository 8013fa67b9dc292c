"""One shape in Python and Lua (issue 29): the same names and the same
results for the same calls, as tests/shape/shape.json lists them.

Usage: compare.py SHAPE.json PYTHON LUA [LUA...]
       (PYTHONPATH reaches the Python package; each LUA is NAME=INTERPRETER:CPATH_DIR,
       the folder of its wargen.so; LUA_PATH reaches tests/lua/json.lua)

- Surfaces: the public names of the module and of each class in both
  languages (surface.py, surface.lua), Lua's names read through "idioms"
  (to_table is Python's to_dict). A name in one language only must be
  listed in shape.json's "python_only" or "lua_only" with the reason, and a
  listed name must still be there: the lists cannot go stale.
- Calls: every call of "calls" gives the same JSON in Python and in each Lua
  (calls.py, calls.lua): same names, argument order, defaults and results.
Exit 0 when everything agrees, 1 with every difference printed.
"""
import json
import os
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent


def run(cmd, **env):
    """cmd's output, run with this environment and env's variables, and the source
    tree as WARGEN_SOURCE_ROOT (the calls' {"path": P} arguments are under it)."""
    env = {**os.environ, "WARGEN_SOURCE_ROOT": str(HERE.parents[1]), **env}
    done = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(map(str, cmd))} failed:\n{done.stderr}")
    return done.stdout


def explained(shape, side, where):
    """The names shape.json explains as one language's only, at where: its
    "python_only" / "lua_only" are {where: [{"why": reason, "names": [...]}]}."""
    found = set()
    for group in shape[side].get(where, []):
        if not group.get("why"):
            raise SystemExit(f"{side}.{where}: a group without its reason")
        found |= set(group["names"])
    return found


def first_difference(a, b, path=""):
    """(JSON path, a's value, b's value) where a and b first differ, or None.
    An empty list and an empty object are alike (Lua has one empty table)."""
    if a in ([], {}) and b in ([], {}):
        return None
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            found = first_difference(a.get(key), b.get(key), f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, f"{path}[{i}]")
            if found:
                return found
        return None
    numbers = all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in (a, b))
    same = a == b and (numbers or type(a) is type(b))  # JSON has one kind of number
    return None if same else (path, a, b)


def surface_problems(shape, py, lua, lua_name):
    """The differences between the two surfaces that shape.json does not explain."""
    idioms = shape["idioms"]
    problems = []

    def check(where, p_names, l_names, p_only, l_only):
        p_names = set(p_names)
        l_names = {idioms.get(n, n) for n in l_names}
        for name in sorted(p_names - l_names - set(p_only)):
            problems.append(f"{where}: {name} is Python's only (add it to Lua, or list why)")
        for name in sorted(l_names - p_names - set(l_only)):
            problems.append(f"{where}: {name} is {lua_name}'s only (add it to Python, or list why)")
        for name in sorted(set(p_only) - (p_names - l_names)):
            problems.append(f"{where}: python_only lists {name}, which is not Python's only")
        for name in sorted(set(l_only) - (l_names - p_names)):
            problems.append(f"{where}: lua_only lists {name}, which is not {lua_name}'s only")

    check("module", py["module"], lua["module"], explained(shape, "python_only", "module"),
          explained(shape, "lua_only", "module"))
    for cls in sorted(set(py["classes"]) & set(lua["classes"])):
        check(cls, py["classes"][cls], lua["classes"][cls],
              explained(shape, "python_only", cls), explained(shape, "lua_only", cls))
    return problems


def main(shape_path, python, luas):
    shape = json.loads(pathlib.Path(shape_path).read_text(encoding="utf-8"))
    py_surface = json.loads(run([python, HERE / "surface.py"]))
    py_calls = run([python, HERE / "calls.py", shape_path]).splitlines()
    problems = []
    for spec in luas:
        name, _, rest = spec.partition("=")
        interpreter, _, cpath_dir = rest.partition(":")
        cpath = str(pathlib.Path(cpath_dir) / "?.so")
        lua_surface = json.loads(run([interpreter, HERE / "surface.lua"], LUA_CPATH=cpath))
        problems += surface_problems(shape, py_surface, lua_surface, name)
        lua_calls = run([interpreter, HERE / "calls.lua", shape_path], LUA_CPATH=cpath).splitlines()
        for call, p, l in zip(shape["calls"], py_calls, lua_calls):
            where = first_difference(json.loads(p), json.loads(l))
            if where is not None:
                problems.append(f"{json.dumps(call)}: at {where[0] or 'the result'}, Python gives"
                                f" {json.dumps(where[1])}, {name} {json.dumps(where[2])}")
        if len(py_calls) != len(lua_calls):
            problems.append(f"{name} printed {len(lua_calls)} results for {len(py_calls)} calls")
    for problem in problems:
        print(problem)
    print(f"{len(problems)} differences" if problems else
          f"the same shape: {len(shape['calls'])} calls, {len(luas)} Lua")
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) < 4:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3:]))
