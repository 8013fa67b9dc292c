#!/usr/bin/env python3
"""Run an example program and check what it prints (the 'examples' suite).

    check_example.py roll   -- CMD...          a roll example succeeds, output is sound
    check_example.py fail   -- CMD...          it fails: status 1, message, no output
    check_example.py mod    -- CMD...          the Lua game mod run by lua-host
    check_example.py same [--expect FILE] -- CMD... [;; CMD...]...
                                               every command prints the same dice
                                               (and exactly FILE, when given)
    check_example.py hostfail --error REGEX [--traceback] -- CMD...
                                               lua-host reports the mod's error

Options: --count N (dice expected in a roll, default 5). If WARGEN_TEST_WRAPPER
is set (`meson test --setup valgrind`), each command runs under it.
"""
import argparse
import os
import re
import shlex
import subprocess
import sys

ROLL = re.compile(r"rolled:((?: [1-6])+)\n"
                  r"re-rolled: (\d+)\n"
                  r"dice:((?: [1-6])+)\n"
                  r"sum: (\d+)\n")
MOD = re.compile(r"hits: (\d+) of (\d+)\n"
                 r"re-rolled misses: (\d+)\n"
                 r"hits after re-rolls: (\d+)\n"
                 r"event: D66 = ([1-6][1-6])\n")


class Failure(Exception):
    pass


def run(cmd):
    wrapper = shlex.split(os.environ.get("WARGEN_TEST_WRAPPER", ""))
    proc = subprocess.run(wrapper + cmd, capture_output=True, text=True, timeout=600)
    print("$", shlex.join(cmd), f"(exit {proc.returncode})")
    print(proc.stdout, end="")
    sys.stdout.flush()
    print(proc.stderr, end="", file=sys.stderr)
    sys.stderr.flush()
    return proc


def expect(ok, what):
    if not ok:
        raise Failure(what)


def check_roll(out, count):
    """The dice a roll example prints must follow the rules, not just look right."""
    m = ROLL.fullmatch(out)
    expect(m, "output is not 'rolled: ...', 're-rolled: N', 'dice: ...', 'sum: N'")
    rolled = [int(d) for d in m[1].split()]
    rerolled = int(m[2])
    dice = [int(d) for d in m[3].split()]
    expect(len(rolled) == len(dice) == count, f"expected {count} dice: {rolled} then {dice}")
    expect(rerolled == rolled.count(1), f"re-rolled {rerolled} dice but {rolled} has "
                                        f"{rolled.count(1)} ones")
    kept = all(d == r for r, d in zip(rolled, dice) if r != 1)
    expect(kept, f"a die other than a 1 changed: {rolled} -> {dice}")
    expect(int(m[4]) == sum(dice), f"sum {m[4]} is not the sum of {dice}")


def check_mod(out):
    m = MOD.fullmatch(out)
    expect(m, "output is not the mod's 'hits', 're-rolled misses', 'hits after', 'event'")
    hits, shots, misses, after = (int(m[i]) for i in range(1, 5))
    expect(shots == 10, f"{shots} shots, the mod fires 10")
    expect(misses == shots - hits, f"{misses} misses re-rolled, {shots - hits} missed")
    expect(hits <= after <= shots, f"{after} hits after re-rolls, {hits} before")


def main():
    parser = argparse.ArgumentParser(usage=__doc__)
    parser.add_argument("mode", choices=["roll", "fail", "mod", "same", "hostfail"])
    parser.add_argument("--error", default="", help="hostfail: regex the error must match")
    parser.add_argument("--traceback", action="store_true",
                        help="hostfail: the error comes with a Lua traceback")
    parser.add_argument("--count", type=int, default=5)
    parser.add_argument("--expect", help="same: the exact output expected")
    argv = sys.argv[1:]
    split = argv.index("--") if "--" in argv else len(argv)
    args = parser.parse_args(argv[:split])
    commands = [[]]
    for word in argv[split + 1:]:
        if word == ";;":
            commands.append([])
        else:
            commands[-1].append(word)
    if not all(commands) or (len(commands) > 1 and args.mode != "same"):
        parser.error("expected -- CMD..., with ';;' between commands only for 'same'")

    try:
        procs = [run(cmd) for cmd in commands]
        for proc in procs:
            if args.mode in ("fail", "hostfail"):
                expect(proc.returncode == 1, f"exit status {proc.returncode}, expected 1")
                expect(proc.stdout == "", "a failure printed output")
            else:
                expect(proc.returncode == 0, f"exit status {proc.returncode}")
                expect(proc.stderr == "", "unexpected output on stderr")
        if args.mode == "fail":
            for proc in procs:
                expect(re.fullmatch(r"roll: dice count \d+ is out of range \(1 to \d+\)\n",
                                    proc.stderr), "stderr is not 'roll: <the library's message>'")
        elif args.mode == "hostfail":
            for proc in procs:
                first = proc.stderr.partition("\n")[0]
                expect(re.search(r"^\S*lua-host: mod failed: " + args.error, first),
                       f"stderr does not start with 'lua-host: mod failed: {args.error}'")
                expect(not args.traceback or "\nstack traceback:\n" in proc.stderr,
                       "no Lua traceback after the error")
        elif args.mode == "mod":
            check_mod(procs[0].stdout)
        else:
            for proc in procs:
                check_roll(proc.stdout, args.count)
            for cmd, proc in zip(commands[1:], procs[1:]):
                expect(proc.stdout == procs[0].stdout,
                       f"{shlex.join(cmd)} printed other dice than {shlex.join(commands[0])}")
            if args.expect:
                with open(args.expect, encoding="utf-8") as f:
                    expected = f.read()
                expect(procs[0].stdout == expected, f"output differs from {args.expect}:\n"
                                                    f"{expected}")
    except Failure as e:
        print(f"FAIL: {e}", file=sys.stderr)
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
