"""Shared data for the morale module tests (rules B1-B12); holds no tests.

The C library's checks and simulation live once, in
tests/data/morale/c-results.json (read by the Lua tests too).
"""
import json
import os
import pathlib

import wargen

SOURCE_ROOT = pathlib.Path(os.environ.get("WARGEN_SOURCE_ROOT",
                                          pathlib.Path(__file__).resolve().parents[2]))

# {"checks": [{"seed", "modifier", "checks": [[opponent, [dice], failures]]}],
#  "simulate": {"seed", "modifier", "checks", "counts", "below_1296_after"}}
C_RESULTS = json.loads((SOURCE_ROOT / "tests/data/morale/c-results.json").read_text())

def sq(x, y, size=2.0, facing=0.0):
    """A square base."""
    return (x, y, size, size, facing)


def rally_scene():
    """Army 0: the General's battalion g (x -1..1, y -2..2), a battalion f (4
    wide, 2 deep, speed 2) that fled on turn 1 (now turn 2); army 1: an
    enemy e (x 19..21); 2 command points. As tests/unit/test_morale_geom.c."""
    b = wargen.Battle()
    g = b.add_battalion("guard", 0, 20, 3, base=(0, 0, 4, 2, 0))
    f = b.add_battalion("foot", 0, 20, 2, base=(-20, 0, 4, 2, 0))
    e = b.add_battalion("enemy", 1, 20, 3, base=sq(20, 0))
    general = b.attach(g, "general", "Kutuzov")
    b.set_command_points(0, 2)
    b.next_turn()
    check, retreat = b.check_judge(f, 6, (1, 1, 1))
    assert check.result == "fled" and retreat is None
    b.next_turn()
    return b, g, f, e, general


# Right of g, touching its edge x = 1: x 1..3, y -2..2.
BESIDE = (2, 0, 4, 2, 0)
