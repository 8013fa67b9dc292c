"""A game example (examples/c/game.c, examples/python/game.py, the Lua mod
examples/lua-host/game_mod.lua) plays a short scripted game (A1-A3, V1-V2)
and prints each event, the refused end of turn, the effects the host
resolved and the result: exactly GOLDEN (the output the guides show), exit
0 and nothing on stderr.

usage: check_game.py GOLDEN CMD...
"""
import pathlib
import sys

from programs import run

golden, command = sys.argv[1], sys.argv[2:]
r = run(command)
expected = pathlib.Path(golden).read_text()
failures = []
if (r.returncode, r.stderr) != (0, ""):
    failures.append(f"exit {r.returncode}, stderr {r.stderr!r}")
if r.stdout != expected:
    failures.append(f"printed {r.stdout!r}, not {golden}")
for f in failures:
    print("FAIL:", f)
print(f"{1 - min(len(failures), 1)} passed, {min(len(failures), 1)} failed")
sys.exit(1 if failures else 0)
