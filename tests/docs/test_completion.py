"""The bash completion, sourced in bash and asked as bash asks it
(COMP_WORDS, COMP_CWORD, then the function `complete -p wargen` names),
offers what the command's help says it takes."""
import os
import subprocess

import pytest

SCRIPT = r"""
source "$1"; shift
spec=$(complete -p wargen) || exit 3
fn=${spec#*-F }; fn=${fn%% *}
COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
"$fn"
printf '%s\n' "${COMPREPLY[@]}"
"""


def complete(*words, cwd=None):
    """The words bash would offer for the command line `words` (the last is
    the word being completed)."""
    out = subprocess.run(["bash", "--norc", "-c", SCRIPT, "bash",
                          os.environ["WARGEN_COMPLETION"], *words],
                         check=True, capture_output=True, text=True, cwd=cwd).stdout
    return [w for w in out.split("\n") if w]


def test_first_word_is_a_command_or_global_flag(described):
    expected = {"help", *described["commands"], *described["flags"]}
    assert len(described["commands"]) >= 9
    assert set(complete("wargen", "")) == expected
    assert sorted(complete("wargen", "ro")) == ["roll", "roster"]


def test_flags_of_each_command(described):
    for name, cmd in described["commands"].items():
        assert complete("wargen", name, "--") == cmd["flags"], name
    assert "--log" not in complete("wargen", "replay", "--")


def test_subcommands_then_flags():
    assert complete("wargen", "table", "") == ["check", "show"]
    assert complete("wargen", "roster", "") == ["open", "hidden", "reveal"]
    assert complete("wargen", "roster", "open", "--c") == ["--catalog"]
    assert complete("wargen", "help", "mo") == ["morale", "modify"]


def test_flag_values():
    assert complete("wargen", "generate", "--size", "") == ["small", "medium", "large"]
    assert complete("wargen", "generate", "--players", "") == ["1", "2"]
    # a number to type: no guess, and no file names either
    assert complete("wargen", "roll", "--seed", "") == []
    # --size=l, which bash hands over as three words
    assert complete("wargen", "generate", "--size", "=", "l") == ["large"]


@pytest.mark.parametrize("words", [
    ("wargen", "validate", "--catalog", "bo"),   # a flag taking a file
    ("wargen", "validate", "--catalog", "x.json", "bo"),  # the roster
    ("wargen", "game", "play", "bo"),
])
def test_file_arguments(tmp_path, words):
    (tmp_path / "book.json").write_text("{}")
    (tmp_path / "other.json").write_text("{}")
    assert complete(*words, cwd=tmp_path) == ["book.json"]
