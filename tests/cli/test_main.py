"""The `wargen` command: dispatch, --help, --version and exit statuses
(docs/FORMATS.md, "Command line": 0 success, 1 rule broken, 2 bad usage)."""

import re


def test_version(wargen):
    r = wargen("--version")
    assert r.code == 0
    assert re.fullmatch(r"wargen \d+\.\d+\.\d+ \(libwargen \d+\.\d+\.\d+\)\n", r.out)


def test_help_lists_commands(wargen, golden):
    r = wargen("--help")
    assert r.code == 0
    assert r.out == golden("help.txt")
    assert wargen("help").out == r.out
    for about_help in (["help", "--help"], ["help", "-h"], ["help", "help"]):
        r = wargen(*about_help)
        assert (r.code, r.out, r.err) == (0, golden("help.txt"), ""), about_help


def test_no_command_is_usage_error(wargen):
    r = wargen()
    assert r.code == 2
    assert r.out == ""
    assert "usage: wargen" in r.err


def test_unknown_command(wargen):
    r = wargen("conquer")
    assert r.code == 2
    assert "wargen: no command 'conquer'" in r.err


def test_help_for_each_command(wargen, golden):
    for args in (["roll", "--help"], ["help", "roll"], ["roll", "-h"],
                 ["roll", "--dice", "3", "--help"]):
        r = wargen(*args)
        assert r.code == 0, args
        assert r.out == golden("roll-help.txt"), args


def test_help_for_unknown_command(wargen):
    r = wargen("help", "conquer")
    assert r.code == 2
    assert "no command 'conquer'" in r.err
