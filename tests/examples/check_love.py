"""The LÖVE skirmish (examples/love) plays headless: `xvfb-run -a love
examples/love --test SEED --turns TURNS --out OUTDIR`, with the LuaJIT module
this build made, exits 0 after TURNS turns and writes the game's log, its
state and a screenshot under OUTDIR; the log replays with `wargen game play`
to the same state (the JSON equal), the game is over after TURNS turns, the
screenshot is a PNG of the window, and the game went through what the
example is for: responses (A2), morale checks (B1-B3), a house rule's
refusal (the before-action callback) and effects resolved (A3). The figure
of a frame's game logic at 50 units a side is printed (not asserted).

Skipped (exit 77) where `love` or `xvfb-run` is missing, and under
WARGEN_TEST_WRAPPER (valgrind): memcheck would trace LÖVE, Xvfb and Mesa,
not our code, which the lua suite runs there. In a sanitizer build the
runtimes that the environment preloads (LD_PRELOAD, for the module) are
given to love alone, not to xvfb-run, Xvfb and xauth.

usage: check_love.py WARGEN GAME_DIR MODULE_DIR OUTDIR SEED TURNS
"""
import json
import os
import pathlib
import re
import shutil
import struct
import subprocess
import sys

from programs import run

wargen, game_dir, module_dir, out, seed, turns = sys.argv[1:]
if os.environ.get("WARGEN_TEST_WRAPPER"):
    print("SKIP: love under the test wrapper (valgrind) traces LÖVE and Xvfb, not libwargen")
    sys.exit(77)
love, xvfb_run = shutil.which("love"), shutil.which("xvfb-run")
if not love or not xvfb_run:
    print("SKIP: needs love and xvfb-run (requirements-debian.txt: love, xvfb, xauth)")
    sys.exit(77)

out = pathlib.Path(out)
shutil.rmtree(out, ignore_errors=True)
out.mkdir(parents=True)
env = dict(os.environ)
env["LUA_CPATH"] = str(pathlib.Path(module_dir) / "?.so")
# LÖVE's save directory and Mesa's shader cache: in the build folder, not ~
env["XDG_DATA_HOME"] = str(out / "data")
env["XDG_CACHE_HOME"] = str(out / "cache")
preload = env.pop("LD_PRELOAD", None)
command = [xvfb_run, "-a", "-s", "-screen 0 1280x800x24"]
if preload:
    command += ["env", "LD_PRELOAD=" + preload]
command += [love, game_dir, "--test", seed, "--turns", turns, "--out", str(out)]
try:
    r = subprocess.run(command, env=env, capture_output=True, text=True, timeout=240)
except subprocess.TimeoutExpired as e:
    print(f"FAIL: {' '.join(command)} ran over {e.timeout} s")
    print("0 passed, 1 failed")
    sys.exit(1)
print(r.stdout, end="")
if r.stderr:
    print("stderr:", r.stderr, end="", file=sys.stderr)

failures = []
passed = 0


def check(ok, message):
    global passed
    if ok:
        passed += 1
    else:
        failures.append(message)
    return ok


if check(r.returncode == 0, f"love exited {r.returncode}"):
    log, state = out / f"game-{seed}.json", out / f"state-{seed}.json"
    shot = out / f"screenshot-{seed}.png"
    if check(log.is_file() and state.is_file() and shot.is_file(),
             f"missing files in {out}: {sorted(p.name for p in out.iterdir())}"):
        check(json.loads(log.read_text()).get("format") == "wargen-game/1",
              f"{log.name} is not a wargen-game/1 log")
        replay = run([wargen, "game", "play", str(log), "--json"])
        check(replay.returncode == 0, f"wargen game play exited {replay.returncode}: "
                                      f"{replay.stderr}")
        mine = json.loads(state.read_text())
        if replay.returncode == 0:
            check(json.loads(replay.stdout) == mine,
                  f"the replay's state differs from the game's:\n{replay.stdout}\n"
                  f"{state.read_text()}")
        check(mine["over"] and mine["turn"] == int(turns),
              f"the game is not over after {turns} turns: {mine['over']}, turn {mine['turn']}")
        png = shot.read_bytes()
        check(png[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", png[16:24]) == (1100, 700),
              f"{shot.name} is not a 1100 x 700 PNG")
    counts = re.search(r"^counts: (.*)$", r.stdout, re.M)
    if check(counts, "no counts line"):
        n = dict((k, int(v)) for k, v in (kv.split("=") for kv in counts.group(1).split()))
        for k in ("responses", "checks", "house_rules", "effects"):
            check(n.get(k, 0) > 0, f"no {k} in the game: {counts.group(1)}")
    check(re.search(r"^  an activation .*: median [0-9.]+ ms", r.stdout, re.M),
          "no frame figure printed")

for f in failures:
    print("FAIL:", f)
print(f"{passed} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
