"""What `wargen --help` and each `wargen COMMAND --help` say the command
takes: its commands, their subcommands, flags and flag values.

The man page check (man_check.py) and the bash completion (completion.py)
both read the command's own help through this module, so neither keeps a
second list of commands and flags that could drift from the command.
"""
import re
import subprocess

FLAG = re.compile(r"(?<![\w-])--[a-z][a-z0-9-]*")
# a flag's argument that names a file: FILE, BOOK.json, BattleScribe's BOOK.cat
FILE_METAVAR = re.compile(r"^(FILE|[A-Z]+\.(json|cat|gst))$")
WORDS = re.compile(r"^[a-z][a-z-]*(\|[a-z][a-z-]*)*$")
VALUES = re.compile(r"^[a-z0-9]+(\|[a-z0-9]+)+\]?$")


def run_help(wargen, *command):
    """The text `wargen [COMMAND] --help` prints."""
    return subprocess.run([wargen, *command, "--help"], check=True,
                          capture_output=True, text=True).stdout


def commands(top_help):
    """{command: synopsis} from `wargen --help`: each "  wargen NAME ARGS"
    line under "commands:" with the indented lines that continue it."""
    found, last = {}, None
    in_list = False
    for line in top_help.splitlines():
        if line.strip() == "commands:":
            in_list = True
            continue
        if not in_list:
            continue
        if not line.strip():
            break
        m = re.match(r"^  wargen (\S+)\s*(.*)$", line)
        if m:
            last = m.group(1)
            found[last] = m.group(2)
        elif last is not None:
            found[last] += " " + line.strip()
    return found


def _top_level_tokens(synopsis):
    """The synopsis' tokens outside [ ], as (token, next token) pairs."""
    tokens = synopsis.split()
    depth, out = 0, []
    for i, tok in enumerate(tokens):
        if depth == 0:
            out.append((tok, tokens[i + 1] if i + 1 < len(tokens) else ""))
        depth += tok.count("[") - tok.count("]")
    return out


def subcommands(synopsis):
    """The words a command takes first ("check", "show" of `table`), in
    order: lowercase words outside brackets, alternatives split on |."""
    words = []
    for tok, _ in _top_level_tokens(synopsis):
        if WORDS.match(tok):
            words += [w for w in tok.split("|") if w not in words]
    return words


def flags(text):
    """Every --flag a help text names, in order of first appearance."""
    seen = []
    for flag in FLAG.findall(text):
        if flag not in seen:
            seen.append(flag)
    return seen


def own_flags(synopsis, text):
    """The flags a command takes: those of its synopsis and those its help
    lists as options (a line starting with the flag), not the flags of
    other commands its prose mentions ('generate --log')."""
    listed = [line.strip() for line in text.splitlines()
              if re.match(r"^\s+--[a-z]", line)]
    return flags(synopsis + "\n" + "\n".join(listed))


def flag_arguments(synopsis):
    """{flag: argument} for the flags of a synopsis that take one: a list of
    values ("small|medium|large" -> ["small", "medium", "large"]), "file"
    for a file name, or "" for a value the shell cannot guess (N, S)."""
    out = {}
    tokens = synopsis.replace("[", " [ ").replace("]", " ] ").split()
    for i, tok in enumerate(tokens[:-1]):
        if not FLAG.fullmatch(tok):
            continue
        arg = tokens[i + 1]
        if VALUES.match(arg):
            out[tok] = arg.rstrip("]").split("|")
        elif FILE_METAVAR.match(arg):
            out[tok] = "file"
        elif re.fullmatch(r"[A-Z]+", arg):
            out[tok] = ""
    return out


def describe(wargen):
    """Everything the help says: {"flags": global flags, "commands":
    {name: {"synopsis", "subcommands", "flags", "mentioned", "arguments"}}}:
    "flags" are the command's own, "mentioned" every flag its help names."""
    top = run_help(wargen)
    usage = top.splitlines()[0]
    described = {"flags": flags(usage), "commands": {}}
    for name, synopsis in commands(top).items():
        text = run_help(wargen, name)
        described["commands"][name] = {
            "synopsis": synopsis,
            "subcommands": subcommands(synopsis),
            "flags": own_flags(synopsis, text),
            "mentioned": flags(synopsis + "\n" + text),
            "arguments": flag_arguments(synopsis),
        }
    return described
