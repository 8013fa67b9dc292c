"""Write the bash completion of wargen from the command's own help.

usage: completion.py WARGEN TEMPLATE OUTPUT

The template (wargen.bash.in) holds the completion function; this fills
its @TABLES@ with the commands, subcommands, flags and flag values that
`wargen --help` and each `wargen COMMAND --help` give (wargen_help.py), so
the completion cannot name a flag the command does not take.
"""
import shlex
import sys

import wargen_help


def assoc(name, mapping):
    """A bash associative array assignment, global when sourced in a function."""
    items = " ".join(f"[{shlex.quote(k)}]={shlex.quote(v)}"
                     for k, v in mapping.items())
    return f"declare -gA {name}=({items})"


def tables(described):
    """The @TABLES@ text: the help's words as bash variables."""
    cmds = described["commands"]
    values, files = {}, {}
    for name, cmd in cmds.items():
        for flag, arg in cmd["arguments"].items():
            if arg == "file":
                files[f"{name} {flag}"] = "1"
            else:
                values[f"{name} {flag}"] = " ".join(arg)
    lines = [
        "_wargen_commands=" + shlex.quote(" ".join(["help", *cmds])),
        "_wargen_global_flags=" + shlex.quote(" ".join(described["flags"])),
        assoc("_wargen_subcommands",
              {n: " ".join(c["subcommands"]) for n, c in cmds.items()}),
        assoc("_wargen_flags", {n: " ".join(c["flags"]) for n, c in cmds.items()}),
        # flags whose value is a word from a list, or "" for one to type
        assoc("_wargen_flag_values", values),
        assoc("_wargen_file_flags", files),
    ]
    return "\n".join(lines)


def main(wargen, template, output):
    with open(template, encoding="utf-8") as f:
        text = f.read()
    text = text.replace("@TABLES@", tables(wargen_help.describe(wargen)))
    with open(output, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main(*sys.argv[1:])
