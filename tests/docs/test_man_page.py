"""The man page names every command, subcommand and flag of the help."""
import os
import shutil
import subprocess
import sys

import pytest

import man_check
import wargen_help
from conftest import SOURCE_ROOT

TOP_HELP = """usage: wargen [--version] [--help] COMMAND [ARGS]

commands:
  wargen table check FILE | show [FILE] [--json]
  wargen roster open|hidden --catalog BOOK.json ROSTER.json [--json] |
                     reveal --catalog BOOK.json ROSTER.json EVENTS.json [--json]
  wargen generate [--size small|medium|large | --limit N] [--players 1|2]

'wargen COMMAND --help' (or 'wargen help COMMAND') describes a command.
"""

COMMAND_HELP = """usage: wargen replay LOG [--table FILE] [--json]

Replay a log (written by 'wargen generate --log').

options:
  --table FILE   the table
  --json         the session as JSON
  --help         this text
"""


def test_commands_and_their_continuation_lines():
    found = wargen_help.commands(TOP_HELP)
    assert list(found) == ["table", "roster", "generate"]
    assert found["roster"].endswith("EVENTS.json [--json]")


def test_subcommands_are_the_words_outside_brackets():
    found = wargen_help.commands(TOP_HELP)
    assert wargen_help.subcommands(found["table"]) == ["check", "show"]
    assert wargen_help.subcommands(found["roster"]) == ["open", "hidden", "reveal"]
    # small|medium|large is the value of --size, inside brackets
    assert wargen_help.subcommands(found["generate"]) == []


def test_flag_arguments():
    synopsis = wargen_help.commands(TOP_HELP)["generate"]
    assert wargen_help.flag_arguments(synopsis) == {
        "--size": ["small", "medium", "large"], "--limit": "", "--players": ["1", "2"]}
    assert wargen_help.flag_arguments("--catalog BOOK.json X [--table FILE]") == {
        "--catalog": "file", "--table": "file"}


def test_own_flags_leave_out_other_commands_mentioned():
    synopsis = "LOG [--table FILE] [--json]"
    assert wargen_help.own_flags(synopsis, COMMAND_HELP) == ["--table", "--json", "--help"]
    assert "--log" in wargen_help.flags(COMMAND_HELP)


SAMPLE = {
    "flags": ["--version", "--help"],
    "commands": {"table": {"subcommands": ["check", "show"],
                           "mentioned": ["--json", "--help"]},
                 "roll": {"subcommands": [], "mentioned": ["--dice", "--json"]}},
}
PAGE = """wargen(1)
*--version* *--help*
# COMMANDS
## table
*check* _FILE_ and *show* with *--json*
## roll
*--dice* _N_
*--json*
# EXIT STATUS
"""


def test_a_complete_page_misses_nothing():
    assert man_check.missing(SAMPLE, PAGE) == []


def test_an_omission_is_reported_with_its_command():
    assert man_check.missing(SAMPLE, PAGE.replace("*--dice* _N_", "")) == [("roll", "--dice")]
    assert man_check.missing(SAMPLE, PAGE.replace("*--version* ", "")) == [
        ("wargen", "--version")]
    assert man_check.missing(SAMPLE, PAGE.replace("## roll", "## dice")) == [("wargen", "roll")]


def test_a_flag_in_another_section_does_not_count():
    # roll's --json is elsewhere in the page, not in its own section
    page = PAGE.replace("## roll\n*--dice* _N_\n*--json*", "## roll\n*--dice* _N_")
    assert man_check.missing(SAMPLE, page) == [("roll", "--json")]


def test_a_longer_flag_does_not_stand_for_a_shorter_one():
    page = PAGE.replace("*--dice* _N_", "*--dice-count* _N_")
    assert man_check.missing(SAMPLE, page) == [("roll", "--dice")]


def test_the_man_page_names_everything_the_help_does(described):
    with open(os.path.join(SOURCE_ROOT, "docs", "wargen.1.scd"), encoding="utf-8") as f:
        page = f.read()
    assert described["commands"], "no command parsed from wargen --help"
    assert man_check.missing(described, page) == []


def _render_warnings(page):
    """What man (groff) warns about while rendering page."""
    done = subprocess.run(["man", "--warnings", "-E", "UTF-8", "-l", page],
                          capture_output=True, text=True,
                          env=dict(os.environ, MANWIDTH="80", MAN_KEEP_FORMATTING="0"))
    return done.stderr


def test_the_built_page_renders_without_warnings(tmp_path):
    page = os.environ.get("WARGEN_MAN_PAGE")
    if not page:
        pytest.skip("the man page is not built (no scdoc)")
    if shutil.which("man") is None:
        pytest.skip("man is not installed")
    # the check itself: a line starting with a dot is a troff request
    bad = tmp_path / "bad.1"
    bad.write_text(".TH X 1\n.SH NAME\n..\\&.x\n")
    assert _render_warnings(str(bad)) != ""
    assert _render_warnings(page) == ""


def test_the_check_names_a_flag_taken_out_of_the_real_page(wargen, tmp_path):
    with open(os.path.join(SOURCE_ROOT, "docs", "wargen.1.scd"), encoding="utf-8") as f:
        page = f.read()
    assert "*--explain*" in page
    bad = tmp_path / "wargen.1.scd"
    bad.write_text(page.replace("*--explain*", "*--verbose*"), encoding="utf-8")
    done = subprocess.run([sys.executable, os.path.join(SOURCE_ROOT, "docs", "man_check.py"),
                           wargen, str(bad)], capture_output=True, text=True)
    assert done.returncode == 1
    assert done.stdout == f"{bad}: modify: --explain is not in the man page\n"
