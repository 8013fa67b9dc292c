"""Every reference in the repository points inside it (meson test `references`,
suite `docs`).

A clone holds nothing but its own files, so no file of it may lean on anything
else. Each file of the repository is read (`git ls-files` in a git checkout;
otherwise a walk of the source tree, as in a release tarball), and these are
offences, reported as FILE:LINE: message:

1. a path into a sibling folder named shared: the two dots, a slash, then
   "shared" (where the team's notes lived before docs/);
2. an absolute path of a user's or this machine's folders: one starting with
   the folders work, home, root or Users at the root of the file system, in
   any file. A path under the root's tmp folder is an offence only when it
   names a document (a name ending in .md, .rst, .txt, .html or .pdf): tests
   create their scratch files there (mkstemp templates), which is no
   reference. Every other absolute path (/usr/bin/python3, /usr/share, /dev/null,
   /etc) is a system path and allowed;
3. a name ending in `.md` (README.md, docs/FORMATS.md, ./CHANGELOG.md, ...)
   that is no file of the repository, looked up from the referring file's
   folder and from the repository's root. Names inside URLs (scheme://...) and
   names starting with a slash (absolute paths, or placeholders such as
   <target>/README.md) are not looked up;
4. in *.md files, a relative Markdown link, [text](target) or a reference
   definition [id]: target, outside code, whose target is not a file or folder
   of the repository, looked up from the file's folder; or whose #fragment, in
   a link to a Markdown file, is no heading of it (GitHub's anchors). Links
   with a scheme (https:, mailto:) and in-page anchors (#...) are not checked.

Before the repository, the checks run on sample texts (self_check) with known
offences, so this script is proven to find each kind; a failing self-check
fails the test.

usage: check_references.py SOURCE_ROOT
"""

import os
import pathlib
import posixpath
import re
import subprocess
import sys

# Built from pieces, so this file does not name what it forbids.
SHARED = ".." + "/shared"
HOME_PREFIXES = tuple("/" + d + "/" for d in ("work", "home", "root", "Users"))
TMP_PREFIX = "/" + "tmp/"
DOCUMENT_SUFFIXES = (".md", ".rst", ".txt", ".html", ".pdf")

# An absolute path: a slash after the start of a line or a character that
# cannot be part of a path (so "a/work/b" or "https://x/home/" are not one).
ABSOLUTE = re.compile(r"(?:(?<=^)|(?<=[\s\"'`(<\[{=:,;]))(/[\w.+~-]+(?:/[\w.+~-]*)*)", re.M)
URL = re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.-]*://\S*")
MD_NAME = re.compile(r"(?<![\w.~/-])([\w.~/-]*\w\.md)(?![\w-])")
FENCE = re.compile(r"^ {0,3}(```|~~~).*?^ {0,3}\1[^\n]*$", re.M | re.S)
CODE_SPAN = re.compile(r"(`+)(?!`).*?(?<!`)\1(?!`)", re.S)
# [text](target "title"): the text may hold one level of brackets.
INLINE_LINK = re.compile(r"""!?\[(?:[^\[\]]|\[[^\]]*\])*\]
                             \(\s*(<[^>]*>|[^\s)]*)(?:\s+"[^"]*")?\s*\)""", re.X)
REF_DEF = re.compile(r"^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)", re.M)
SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
HEADING = re.compile(r"^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$", re.M)


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def blank(match):
    """The match's text with everything but its newlines blanked out, so
    offsets and line numbers stay where they were."""
    return re.sub(r"[^\n]", " ", match.group(0))


def absolute_offences(text):
    """(offset, message) for each path of rules 1 and 2."""
    found = [(m.start(), f"refers to {SHARED}: outside the repository")
             for m in re.finditer(re.escape(SHARED), text)]
    for m in ABSOLUTE.finditer(URL.sub(blank, text)):
        path = m.group(1)
        if path.startswith(HOME_PREFIXES):
            found.append((m.start(), f"absolute path {path}: a folder of one machine"))
        elif path.startswith(TMP_PREFIX) and path.lower().endswith(DOCUMENT_SUFFIXES):
            found.append((m.start(), f"absolute path {path}: a document outside the repository"))
    return found


def resolve(name, folder, files, folders):
    """The repository path NAME means, from FOLDER or the root; None if none."""
    for base in (folder, ""):
        path = posixpath.normpath(posixpath.join(base, name))
        if path in files or path in folders:
            return path
    return None


def md_name_offences(text, folder, files, folders):
    """(offset, message) for each *.md name of rule 3 that is no file."""
    found = []
    for m in MD_NAME.finditer(URL.sub(blank, text)):
        name = m.group(1)
        if name.startswith("/"):
            continue
        if resolve(name, folder, files, set()) is None:
            found.append((m.start(), f"names {name}, which is no file of the repository"))
    return found


def slug(heading):
    """GitHub's anchor for a heading: lower case, no punctuation, dashes."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading).replace("`", "")
    return re.sub(r"[^\w\- ]", "", text.strip().lower()).replace(" ", "-")


def anchors(text):
    return {slug(h) for h in HEADING.findall(FENCE.sub(blank, text))}


def link_offences(text, folder, files, folders, read):
    """(offset, message) for each relative link of rule 4 that does not resolve.
    read(path) gives the text of a Markdown file of the repository."""
    prose = CODE_SPAN.sub(blank, FENCE.sub(blank, text))
    found = []
    targets = [(m.start(), m.group(1)) for m in INLINE_LINK.finditer(prose)]
    targets += [(m.start(), m.group(1)) for m in REF_DEF.finditer(prose)]
    for offset, target in sorted(targets):
        target = target.strip("<>")
        if not target or target.startswith("#") or SCHEME.match(target):
            continue
        name, _, fragment = target.partition("#")
        path = posixpath.normpath(posixpath.join(folder, name))
        if path not in files and path not in folders:
            found.append((offset, f"link to {target}: no such file in the repository"))
        elif fragment and path.endswith(".md") and fragment not in anchors(read(path)):
            found.append((offset, f"link to {target}: {path} has no heading #{fragment}"))
    return found


def offences(path, text, files, folders, read):
    """Every offence of one file, as sorted (line, message)."""
    folder = posixpath.dirname(path)
    found = absolute_offences(text) + md_name_offences(text, folder, files, folders)
    if path.endswith(".md"):
        found += link_offences(text, folder, files, folders, read)
    return sorted((line_of(text, offset), message) for offset, message in found)


def folders_of(files):
    """Every folder holding a file of FILES, at any depth (a link may name one)."""
    return {"/".join(f.split("/")[:i]) for f in files for i in range(1, f.count("/") + 1)}


def self_check():
    """The checks on sample texts, each offence kind once at least. Returns
    the failures (empty when every sample gives what it should)."""
    files = {"README.md", "docs/RULES.md", "docs/FORMATS.md", "data/rosters/README.md",
             "lib/gen/log.c"}
    folders = folders_of(files)
    texts = {"docs/RULES.md": "# Rules\n\n## G — Open War army generator\n"}
    read = texts.get
    tmp, work, home = TMP_PREFIX, HOME_PREFIXES[0], HOME_PREFIXES[1]
    md = ".md"  # the samples' names are built too, for rule 3 on this file
    cases = [
        # (file, text, the lines that must be reported)
        ("lib/gen/log.c", f"/* see {SHARED}/FORMATS{md} */\n", [1, 1]),
        ("data/rosters/README.md", f"rules (`{work}shared/RULES{md}`, section R)\n", [1]),
        ("README.md", f"ok\nnotes in {home}me/notes\n", [2]),
        ("README.md", f"read {tmp}plan{md} first\n", [1]),
        ("lib/gen/log.c", f'char path[] = "{tmp}wargen-log-XXXXXX";\n', []),
        ("lib/gen/log.c", "#!/usr/bin/python3\n/* /usr/share/wargen, /dev/null */\n", []),
        ("lib/gen/log.c", f"/* the contract of FORMATS{md} */\n", [1]),
        ("lib/gen/log.c", f"/* docs/FORMATS{md} and README{md}, ./README{md} */\n", []),
        ("data/rosters/README.md", f"See ../../docs/RULES{md} and RULES{md}.\n", [1]),
        ("README.md", f"https://github.com/x/y/blob/main/NOTES{md} and a/b/<x>/README{md}\n", []),
        ("README.md", f"[rules](docs/RULES{md}), [g](docs/RULES{md}#g--open-war-army-generator)\n",
         []),
        ("README.md", f"\n[x](docs/NOPE.txt)\n[y](docs/RULES{md}#no-such-heading)\n", [2, 3]),
        ("README.md", "```\n[x](missing.txt)\n```\n`[y](missing.txt)` [z](https://e.org/)\n", []),
        ("README.md", "[a]: lib/gen/\n[b]: lib/nope.c\n", [2]),
        ("docs/FORMATS.md", f"the [rules](RULES{md}) and [readme](../README{md})\n", []),
    ]
    failures = []
    for path, text, lines in cases:
        got = [line for line, _ in offences(path, text, files, folders, read)]
        if got != lines:
            failures.append(f"self-check: {path}: {text!r} gave lines {got}, not {lines}")
    return failures


def repository_files(root):
    """The repository's files, relative to ROOT: git's list in a checkout,
    else a walk that leaves out what is not source (VCS data, Meson build
    folders, caches, subprojects a wrap downloaded)."""
    try:
        listed = subprocess.run(["git", "ls-files", "-z"], cwd=root, capture_output=True,
                                check=True).stdout.decode().split("\0")
        files = [f for f in listed if f and (root / f).is_file()]
        if files:
            return files
    except (OSError, subprocess.CalledProcessError):
        pass
    files = []
    for folder, dirs, names in os.walk(root):
        here = pathlib.Path(folder)
        dirs[:] = sorted(
            d for d in dirs
            if d not in (".git", "__pycache__", ".pytest_cache", ".mypy_cache")
            and not (here / d / "meson-private").is_dir()
            and not (here == root / "subprojects" and d != "packagefiles"))
        files += [(here / n).relative_to(root).as_posix() for n in sorted(names)]
    return files


def main():
    root = pathlib.Path(sys.argv[1]).resolve()
    failures = self_check()
    files = repository_files(root)
    if len(files) < 100:
        failures.append(f"found only {len(files)} files under {root}: is the listing broken?")
    known = set(files)
    folders = folders_of(known)
    texts = {}

    def text_of(path):
        """The file's text; None for a binary file (a NUL byte near its start)."""
        if path not in texts:
            data = (root / path).read_bytes()
            texts[path] = None if b"\0" in data[:8192] else data.decode("utf-8", "replace")
        return texts[path]

    def read(path):
        return text_of(path) or ""

    checked = 0
    for path in files:
        if text_of(path) is None:
            continue
        checked += 1
        for line, message in offences(path, texts[path], known, folders, read):
            failures.append(f"{path}:{line}: {message}")
    for failure in failures:
        print(failure)
    print(f"{checked} files checked, {len(failures)} offences")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
