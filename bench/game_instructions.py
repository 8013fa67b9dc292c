"""Instructions per turn of the game engine (issue 14: at most 20,000).

Usage: python3 game_instructions.py BENCH_GAME [TURNS]

Runs bench-game (bench/game.c: 2 x 50 units, one action each, an event
listener counting the events) under valgrind's callgrind twice, counting the
instructions executed

- inside the engine's calls of a turn (wg_game_start_turn, wg_game_activate,
  wg_game_spend, wg_game_end_turn), the listener they call included: the
  engine's cost of a turn, which the target is about;
- inside play_turn(), the benchmark's whole turn: the engine's calls plus the
  loop that makes them, what a C host at least pays.

and prints both per turn. Instruction counts do not depend on the machine's
load, unlike times. Exit 0 whether the target is met or not (a benchmark
reports); exit 1 if valgrind is missing or a run fails.
"""

import sys

import callgrind

TARGET = 20000
ENGINE = ["wg_game_start_turn", "wg_game_activate", "wg_game_spend", "wg_game_end_turn"]


def collected(bench, turns, functions):
    """Instructions callgrind counted inside functions over turns turns."""
    return callgrind.collected([bench, str(turns)], functions, "game_instructions")[0]


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: game_instructions.py BENCH_GAME [TURNS]")
    if not callgrind.available():
        sys.exit("game_instructions: valgrind is not installed")
    bench = sys.argv[1]
    turns = int(sys.argv[2]) if len(sys.argv) == 3 else 2000
    engine = collected(bench, turns, ENGINE) / turns
    whole = collected(bench, turns, ["play_turn"]) / turns
    print("game engine: %.0f instructions per turn of 2 x 50 units (%d turns), "
          "the listener included; target at most %d: %s"
          % (engine, turns, TARGET, "met" if engine <= TARGET else "NOT met"))
    print("with the benchmark's loop making the calls: %.0f per turn (%.0f of them the loop's)"
          % (whole, whole - engine))


if __name__ == "__main__":
    main()
