"""Every constraint of every input schema is enforced by the library's readers.

For each input format (table, catalog, roster, models, log, reveal, game) the walker starts
from a valid document, walks the schema and the document together and, for
every constraint keyword it meets (type, enum, const, minimum, maximum,
multipleOf, minLength, maxLength, pattern, minItems, maxItems, uniqueItems,
required, additionalProperties, minProperties, maxProperties, propertyNames,
anyOf of required keys, not, if/then), makes one document that breaks just
that constraint at one place. The schema must refuse it (sanity), then the
`wargen` command must refuse it from a file: exit status 2 (bad input) and a
message "FILE:LINE:COLUMN: PATH..." naming the broken place (or a place inside
it). Constraints that need context (references between ids, uniqueness, a
digest) are explicit cases at the end, as the schemas' descriptions list them.
A few constraints the reader enforces as bad input but locates at an enclosing
place (LOCATED_ABOVE, with the reason). What the rules refuse rather than the
reader (wargen-game/1: an action naming a unit, effect or objective that is not
in the game) is no constraint of the schema; RULES checks the command refuses
it with exit status 1, naming the action and the reason.

The other schemas (modify, validate, morale-*, view, label-clash,
reveal-result, game-state, session, roll) describe outputs, not inputs:
test_schemas.py checks the command's output against them. The trace schema
(wargen-trace/1) describes an input of the library that no command reads, so
this walk, which drives the command, does not apply: test_schemas.py checks it
through the Python binding instead (what Trace.load refuses for its shape the
schema rejects; what the schema takes that the replay refuses is listed there).
NOT_WALKED below names each schema left out, with the reason. Skipped: nothing
(SKIPPED below lists a constraint a reader cannot know from the document, with
the reason, should one appear).
"""
import copy
import json
import os
import pathlib
import re
import subprocess
import tempfile

import jsonschema
import pytest

ROOT = pathlib.Path(os.environ["WARGEN_SOURCE_ROOT"])
SCHEMAS = ROOT / "data" / "schema"
WARGEN = os.environ["WARGEN"]
BOOK = ROOT / "data" / "catalogs" / "example-kingdom.json"
ROSTER = ROOT / "data" / "rosters" / "valid-standard.json"
HIDDEN = ROOT / "data" / "rosters" / "hidden" / "twins-labelled.json"  # the reveal events' roster
EXIT_BAD_INPUT = 2      # "2 bad usage or input" (wargen --help)


def load(path):
    return json.loads(pathlib.Path(path).read_text())


def schema(name):
    return load(SCHEMAS / f"wargen-{name}-1.schema.json")


def valid_log():
    """A two-player card session logged by the command itself: draws, fields
    and commits (the other actions are walked in a step whose action is
    replaced, see Walker.alternative)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(tmp) / "session.log.json"
        subprocess.run([WARGEN, "generate", "--seed", "4", "--players", "2", "--cards",
                        "--per-player-decks", "--limit", "80", "--log", str(out)],
                       check=True, capture_output=True)
        return load(out)


# ---- walking ----

def node(doc, path):
    for p in path:
        doc = doc[p]
    return doc


class Replace:
    """What an edit of the whole document returns: the document to use."""

    def __init__(self, value):
        self.value = value


def setter(path, value):
    def edit(d):
        if not path:
            return Replace(copy.deepcopy(value))
        node(d, path[:-1])[path[-1]] = copy.deepcopy(value)
        return None
    return edit


class Walker:
    """Walks one schema over one valid document and collects breaking edits.

    A case is (path, keyword, detail, edits, at): EDITS applied in turn to a
    copy of the document break KEYWORD at PATH; AT is the place a message must
    name. Cases are kept once per shape of path (indices as *), keyword and
    detail, so a constraint met in 36 entries gives one case."""

    def __init__(self, root_schema):
        self.root = root_schema
        self.cases = {}

    def resolve(self, s):
        while isinstance(s, dict) and "$ref" in s:
            target = self.root
            for part in s["$ref"].lstrip("#/").split("/"):
                target = target[part]
            rest = {k: v for k, v in s.items() if k not in ("$ref", "description")}
            s = {**target, **rest}
        return s

    def matches(self, s, v):
        return jsonschema.Draft202012Validator(self.root).evolve(
            schema=self.resolve(s)).is_valid(v)

    def add(self, pre, path, keyword, detail, edit, at=None):
        shape = tuple("*" if isinstance(p, int) else p for p in path)
        key = (shape, keyword, detail)
        if key not in self.cases:
            self.cases[key] = (list(path), keyword, detail, pre + [edit],
                               list(path if at is None else at))

    def valid_value(self, s):
        """The smallest value S accepts, to add an optional member the valid
        document lacks (None when the walker cannot make one)."""
        s = self.resolve(s)
        if not isinstance(s, dict):
            return None
        if "const" in s:
            return s["const"]
        if "enum" in s:
            return s["enum"][0]
        kind = s.get("type")
        if kind == "boolean":
            return False
        if kind in ("integer", "number"):
            return max(s.get("minimum", 1), 1)
        if kind == "string" and "pattern" not in s:
            return "a" * max(s.get("minLength", 1), 1)
        if kind == "string":
            return next((c for c in ("a", "1", "0" * 16, "1/1") if self.matches(s, c)), None)
        if kind == "array" and "items" in s:
            item = self.valid_value(s["items"])
            return None if item is None else [item] * s.get("minItems", 0)
        if kind == "object" and "properties" in s:
            value = {k: self.valid_value(s["properties"][k]) for k in s.get("required", [])}
            return None if None in value.values() else value
        return None

    def walk(self, s, v, path, pre=(), one_of=None):
        """ONE_OF: the schema whose oneOf S is a branch of; a value of
        another type may match another branch (a seed is a number or a
        string), so the wrong type is then the one no branch takes."""
        pre = list(pre)
        s = self.resolve(s)
        if not isinstance(s, dict):
            return
        self.scalar(s, v, path, pre, one_of)
        if isinstance(v, dict):
            self.object(s, v, path, pre)
        if isinstance(v, list):
            self.array(s, v, path, pre)
        self.combinators(s, v, path, pre)

    def combinators(self, s, v, path, pre):
        branch_props = dict(s.get("properties", {}))
        for branch in s.get("oneOf", []):
            if self.matches(branch, v):
                self.walk(branch, v, path, pre, one_of=s)
                branch_props.update(self.resolve(branch).get("properties", {}))
            elif path and self.matches(s, self.valid_value(branch)):
                other = self.valid_value(branch)
                self.walk(branch, other, path, pre + [setter(path, other)], one_of=s)
        if "if" in s and self.matches(s["if"], v):
            self.walk(s.get("then", True), v, path, pre)
        groups = [b.get("required") for b in s.get("anyOf", [])]
        if groups and all(groups) and isinstance(v, dict):
            names = [k for g in groups for k in g]
            self.add(pre, path, "anyOf", "+".join(names),
                     lambda d, p=path, n=names: [node(d, p).pop(k, None) for k in n])
        if isinstance(s.get("not"), dict) and set(s["not"]) == {"required"}:
            extra = {k: self.valid_value(branch_props[k]) for k in s["not"]["required"]}
            self.add(pre, path, "not", "+".join(extra),
                     lambda d, p=path, e=extra: node(d, p).update(e))

    def scalar(self, s, v, path, pre, one_of):
        kind = s.get("type")
        if kind:
            wrong = {"integer": "1", "number": "1", "string": 1, "boolean": 1,
                     "object": [], "array": {}}[kind]
            if one_of is not None and self.matches(one_of, wrong):
                wrong = [] if kind != "array" else {}
            self.add(pre, path, "type", "", setter(path, wrong))
        if "const" in s:
            c = s["const"]
            bad = (not c) if isinstance(c, bool) else c + "x" if isinstance(c, str) else c + 1
            self.add(pre, path, "const", "", setter(path, bad))
        if "enum" in s:
            for bad in enum_breakers(s["enum"]):
                self.add(pre, path, "enum", str(bad), setter(path, bad))
        step = s.get("multipleOf", 1)
        if "minimum" in s:
            self.add(pre, path, "minimum", "", setter(path, s["minimum"] - step))
        if "maximum" in s:
            self.add(pre, path, "maximum", "", setter(path, s["maximum"] + step))
        if "multipleOf" in s and isinstance(v, (int, float)):
            self.add(pre, path, "multipleOf", "", setter(path, v + step / 2))
        if kind == "string" or isinstance(v, str):
            fill = "0" if "[0-9a-f]" in s.get("pattern", "") else "a"
            if s.get("minLength", 0) > 0:
                self.add(pre, path, "minLength", "", setter(path, fill * (s["minLength"] - 1)))
            if "maxLength" in s:
                self.add(pre, path, "maxLength", "", setter(path, fill * (s["maxLength"] + 1)))
            if "pattern" in s:
                self.add(pre, path, "pattern", "", setter(path, "a b"))

    def object(self, s, v, path, pre):
        props = s.get("properties", {})
        for key in s.get("required", []):
            self.add(pre, path, "required", key, lambda d, p=path, k=key: node(d, p).pop(k))
        if s.get("additionalProperties") is False:
            self.add(pre, path, "additionalProperties", "",
                     lambda d, p=path: node(d, p).update(zz=1), at=path + ["zz"])
        if "minProperties" in s:
            keep = s["minProperties"] - 1
            self.add(pre, path, "minProperties", "",
                     lambda d, p=path, n=keep, r=s.get("required", []): trim(node(d, p), n, r))
        if "maxProperties" in s:
            extra = self.absent_member(props, v)
            if extra:
                self.add(pre, path, "maxProperties", "",
                         lambda d, p=path, e=extra: node(d, p).update(e))
        if "propertyNames" in s and v:
            names = self.resolve(s["propertyNames"])
            long_key = "a" * (names["maxLength"] + 1)
            value = next(iter(v.values()))
            self.add(pre, path, "propertyNames", "maxLength",
                     lambda d, p=path, x=value: node(d, p).update({long_key: x}),
                     at=path + [long_key])
            self.add(pre, path, "propertyNames", "minLength",
                     lambda d, p=path, x=value: node(d, p).update({"": x}), at=path + [""])
        for key, sub in props.items():
            if key in v:
                self.walk(sub, v[key], path + [key], pre)
            elif "maxProperties" not in s:
                self.optional(sub, path + [key], pre)
            else:
                self.alternative(s, v, path, key, pre)
        more = s.get("additionalProperties")
        if isinstance(more, dict):
            for key, value in v.items():
                if key not in props:
                    self.walk(more, value, path + [key], pre)

    def absent_member(self, props, v):
        for key, sub in props.items():
            if key not in v and self.valid_value(sub) is not None:
                return {key: self.valid_value(sub)}
        return None

    def optional(self, sub, path, pre):
        """An optional member the valid document lacks: add a valid value
        first, then break it like a present one."""
        value = self.valid_value(sub)
        if value is not None:
            self.walk(sub, value, path, pre + [setter(path, value)])

    def alternative(self, s, v, path, key, pre):
        """A member absent from an object that may not grow (a log step has
        one action): the object with that member instead of the others."""
        value = self.valid_value(s["properties"][key])
        if value is None:
            return
        other = {k: v[k] for k in s.get("required", []) if k in v}
        other[key] = value
        if self.matches(s, other):
            self.walk(s["properties"][key], value, path + [key], pre + [setter(path, other)])

    def array(self, s, v, path, pre):
        if s.get("minItems", 0) > 0:
            self.add(pre, path, "minItems", "",
                     lambda d, p=path, n=s["minItems"] - 1: node(d, p).__delitem__(slice(n, None)))
        if "maxItems" in s and v:
            self.add(pre, path, "maxItems", "",
                     lambda d, p=path, n=s["maxItems"] + 1: grow(node(d, p), n))
        if s.get("uniqueItems") and v:
            self.add(pre, path, "uniqueItems", "",
                     lambda d, p=path: node(d, p).append(copy.deepcopy(node(d, p)[0])),
                     at=path + [len(v)])
        for i, sub in enumerate(s.get("prefixItems", [])):
            if i < len(v):
                self.walk(sub, v[i], path + [i], pre)
        if "items" in s:
            for i, item in enumerate(v):
                self.walk(s["items"], item, path + [i], pre)


def enum_breakers(values):
    """Values outside an enum: of integers, each one missing from min - 1 to
    max + 1 (a save of 1, a D66 roll of 17); of strings, one other string."""
    if not all(isinstance(x, int) and not isinstance(x, bool) for x in values):
        return ["zz"]
    return [n for n in range(min(values) - 1, max(values) + 2) if n not in values]


def trim(obj, keep, required):
    """Leave KEEP members, the required ones last to go."""
    for key in sorted(obj, key=lambda k: k in required):
        if len(obj) <= keep:
            break
        del obj[key]


def grow(arr, n):
    while len(arr) < n:
        arr.append(copy.deepcopy(arr[len(arr) - 1]))


def path_text(path):
    """The path as the library writes it: units[0].cost (a key with a character
    other than a letter, digit, - or _ in brackets and quotes)."""
    out = ""
    for p in path:
        if isinstance(p, int):
            out += f"[{p}]"
        elif re.fullmatch(r"[A-Za-z0-9_-]+", p):
            out += ("." if out else "") + p
        else:
            out += "[" + json.dumps(p) + "]"
    return out


# ---- the formats ----

def check_command(kind, path):
    """The command that reads a document of KIND from PATH."""
    return {"table": ["table", "check", path],
            "catalog": ["validate", "--catalog", path, str(ROSTER)],
            "roster": ["validate", "--catalog", str(BOOK), path],
            "models": ["modify", path],
            "log": ["replay", path],
            "reveal": ["roster", "reveal", "--catalog", str(BOOK), str(HIDDEN), path],
            "game": ["game", "play", path]}[kind]


VALID = {"table": load(ROOT / "data" / "tables" / "default.json"),
         "catalog": load(BOOK),
         "roster": load(ROSTER),
         "models": load(ROOT / "data" / "models" / "example.json"),
         "log": valid_log(),
         "reveal": load(ROOT / "data" / "rosters" / "hidden" / "twins-labelled-reveal.json"),
         "game": load(ROOT / "data" / "games" / "example.json")}


def walked(kind):
    walker = Walker(schema(kind))
    walker.walk(walker.root, VALID[kind], [])
    for path, keyword, detail, edits, at in walker.cases.values():
        name = f"{kind} {path_text(path) or '(root)'} {keyword}" + (f" {detail}" if detail else "")
        yield pytest.param(kind, edits, at, id=name)


CASES = [case for kind in VALID for case in walked(kind)]


def refused(tmp_path, kind, doc, at):
    """Write DOC, read it with the command; assert it is refused as bad input
    with FILE:LINE:COLUMN and the path AT (or a place inside it)."""
    path = str(tmp_path / f"{kind}.json")
    pathlib.Path(path).write_text(json.dumps(doc, indent=1))
    proc = subprocess.run([WARGEN, *check_command(kind, path)], capture_output=True, text=True)
    out = proc.stdout + proc.stderr
    assert proc.returncode == EXIT_BAD_INPUT, out
    where = re.escape(path) + r":[0-9]+:[0-9]+: "
    if at:
        where += re.escape(path_text(at)) + r"[.\[:]"
    assert re.search(where, out), (path_text(at), out)


def test_the_valid_documents_are_valid(tmp_path):
    for kind, doc in VALID.items():
        assert list(jsonschema.Draft202012Validator(schema(kind)).iter_errors(doc)) == [], kind
        path = str(tmp_path / f"{kind}.json")
        pathlib.Path(path).write_text(json.dumps(doc, indent=1))
        proc = subprocess.run([WARGEN, *check_command(kind, path)], capture_output=True, text=True)
        assert proc.returncode == 0, (kind, proc.stderr)


@pytest.mark.parametrize("kind", list(VALID))
def test_documents_may_name_their_schema(tmp_path, kind):
    """Every input schema lets a document name it in "$schema" (for editors),
    and the reader takes such a document; the walk above breaks its type."""
    s = schema(kind)
    assert s["properties"]["$schema"]["type"] == "string"
    doc = {"$schema": s["$id"], **VALID[kind]}
    assert list(jsonschema.Draft202012Validator(s).iter_errors(doc)) == []
    path = str(tmp_path / f"{kind}.json")
    pathlib.Path(path).write_text(json.dumps(doc, indent=1))
    proc = subprocess.run([WARGEN, *check_command(kind, path)], capture_output=True, text=True)
    assert proc.returncode == 0, (kind, proc.stderr)


# Schemas of data/schema this walk leaves out, and why.
OUTPUTS = ["modify", "validate", "validate-lines", "morale-odds", "morale-roll", "view", "label-clash",
           "reveal-result", "game-state", "session", "roll", "distribution"]
NOT_WALKED = {**{f"wargen-{kind}-1.schema.json": "an output of the command (test_schemas.py)"
                 for kind in OUTPUTS},
              "wargen-trace-1.schema.json": "read by the library only, no command: checked "
                                            "through the Python binding (test_schemas.py)"}


def test_every_schema_is_walked_or_left_out_with_a_reason():
    walked_names = {f"wargen-{kind}-1.schema.json" for kind in VALID}
    assert walked_names.isdisjoint(NOT_WALKED)
    assert walked_names | set(NOT_WALKED) == {p.name for p in SCHEMAS.glob("*.json")}


# Keywords the walker breaks, and those that only give structure.
BROKEN = {"type", "enum", "const", "minimum", "maximum", "multipleOf", "minLength", "maxLength",
          "pattern", "minItems", "maxItems", "uniqueItems", "required", "additionalProperties",
          "minProperties", "maxProperties", "propertyNames", "anyOf", "not", "if", "then",
          "oneOf"}
STRUCTURE = {"$schema", "$id", "$ref", "$defs", "title", "description", "default", "properties",
             "items", "prefixItems"}
SKIPPED = {}    # (kind, path, keyword) -> why a reader cannot know it from the document


def keywords(s, found):
    if isinstance(s, dict):
        for key, value in s.items():
            found.add(key)
            named = value.values() if key in ("properties", "$defs") else [value]
            for sub in named:
                keywords(sub, found)
    elif isinstance(s, list):
        for sub in s:
            keywords(sub, found)
    return found


@pytest.mark.parametrize("kind", list(VALID))
def test_every_keyword_is_walked(kind):
    """A keyword added to a schema later must be taught to the walker."""
    assert keywords(schema(kind), set()) - BROKEN - STRUCTURE == set()
    assert any(case.values[0] == kind for case in CASES)


# (kind, path with indices as [*]) -> (levels up, why): the reader refuses the
# broken document as bad input, located at that enclosing place.
LOCATED_ABOVE = {
    ("game", "players[*].name"): (1, "a name's length (in bytes) is checked with the player"),
    ("game", "players[*].units[*].name"): (1, "checked by wg_game_add_unit(), located at the unit"),
    ("game", "actions[*].effect.id"): (2, "checked as the effect comes into play "
                                          "(wg_game_add_effect()), located at the action"),
}


def shape_text(path):
    return re.sub(r"\[[0-9]+\]", "[*]", path_text(path))


def test_located_above_is_used():
    shapes = {(case.values[0], shape_text(case.values[2])) for case in CASES}
    assert set(LOCATED_ABOVE) <= shapes


@pytest.mark.parametrize("kind, edits, at", CASES)
def test_constraint_is_enforced(tmp_path, kind, edits, at):
    doc = copy.deepcopy(VALID[kind])
    for edit in edits:
        result = edit(doc)
        doc = result.value if isinstance(result, Replace) else doc
    assert list(jsonschema.Draft202012Validator(schema(kind)).iter_errors(doc)), "sanity"
    levels = LOCATED_ABOVE.get((kind, shape_text(at)), (0, ""))[0]
    refused(tmp_path, kind, doc, at[:len(at) - levels])


# ---- what needs context: references between ids, uniqueness, digests ----

def put(path, value):
    return setter(path, value)


def dup(path, source):
    """Copy the value at SOURCE over the one at PATH."""
    return lambda d: setter(path, copy.deepcopy(node(d, source)))(d)


CONTEXT = [
    # wargen-catalog/1's description: what a schema cannot say
    ("catalog", "unit ids unique", dup(["units", 1, "id"], ["units", 0, "id"]), ["units", 1, "id"]),
    ("catalog", "item ids unique", dup(["items", 1, "id"], ["items", 0, "id"]), ["items", 1, "id"]),
    ("catalog", "option ids unique in a unit", dup(["units", 1, "options", 1, "id"], ["units", 1, "options", 0, "id"]),
     ["units", 1, "options", 1, "id"]),
    ("catalog", "models.min <= models.max (R3)", put(["units", 7, "models", "min"], 41),
     ["units", 7, "models"]),
    ("catalog", "moves_to not its own category (R7)", put(["units", 7, "moves_to"], ["core"]),
     ["units", 7, "moves_to"]),
    ("catalog", "each price of \"A/B\" at most 100000 (R3, R4)",
     put(["items", 0, "cost"], "100000.5/1"), ["items", 0, "cost"]),
    # wargen-roster/1's: every id exists in the catalogue
    ("roster", "catalog is the catalogue's id", put(["catalog"], "other-kingdom"), ["catalog"]),
    ("roster", "entry is a unit of the catalogue", put(["units", 0, "entry"], "no-such-unit"),
     ["units", 0, "entry"]),
    ("roster", "option is one of the entry's", put(["units", 0, "options", 0], "no-such-option"),
     ["units", 0, "options", 0]),
    ("roster", "item is one of the catalogue's", put(["units", 0, "items", 0], "no-such-item"),
     ["units", 0, "items", 0]),
    # wargen-roster/1's hides_in (H1): on a secret unit, naming another unit that is not secret
    ("roster", "hides_in on a secret unit only (H1)", put(["units", 0, "hides_in"], 5),
     ["units", 0, "hides_in"]),
    ("roster", "hides_in names a unit of the roster (H1)",
     lambda d: d["units"][3].update(entry="shadow-assassin", hides_in=12), ["units", 3, "hides_in"]),
    ("roster", "hides_in not its own unit (H1)",
     lambda d: d["units"][3].update(entry="shadow-assassin", hides_in=3), ["units", 3, "hides_in"]),
    ("roster", "hides_in not in a secret unit (H1)",
     lambda d: (d["units"][3].update(entry="shadow-assassin", hides_in=2),
                d["units"].__setitem__(2, {"entry": "shadow-assassin", "models": 1})),
     ["units", 3, "hides_in"]),
    # wargen-models/1's
    ("models", "model ids unique", put(["models", 1, "id"], "general"), ["models", 1, "id"]),
    ("models", "a modifier's stat exists (M3)", put(["models", 1, "modifiers", 0, "stat"], "Xyz"),
     ["models", 1, "modifiers", 0, "stat"]),
    ("models", "use names a model (M2)", put(["models", 1, "modifiers", 2, "model"], "nobody"),
     ["models", 1, "modifiers", 2, "model"]),
    ("models", "use names its characteristic (M2)",
     put(["models", 1, "modifiers", 2, "from"], "Xyz"), ["models", 1, "modifiers", 2, "from"]),
    ("models", "a range is of a characteristic (M4)", put(["models", 1, "ranges", "Xyz"], [0, 5]),
     ["models", 1, "ranges", "Xyz"]),
    ("models", "base value within its range (M4)", put(["models", 1, "characteristics", "Att"], 21),
     ["models", 1, "characteristics", "Att"]),
    ("models", "no cycle of use (M2)",  # told at the use that closes the cycle
     lambda d: d["models"][0]["modifiers"].append({"stat": "Dis", "op": "use", "model": "spearman"}),
     ["models", 1, "modifiers", 2]),
    # wargen-table/1's: every D66 value once (G2)
    ("table", "every D66 value once (G2)", dup(["entries", 1, "roll"], ["entries", 0, "roll"]), ["entries", 1, "roll"]),
    # wargen-log/1's: the table is the one logged (G11)
    ("log", "table digest is the table's (G11)", put(["table", "digest"], "0" * 16),
     ["table", "digest"]),
    # wargen-game/1's: ids unique, objectives naming units of the game, names in bytes
    ("game", "unit ids unique in the game",
     dup(["players", 1, "units", 0, "id"], ["players", 0, "units", 0, "id"]),
     ["players", 1, "units", 0, "id"]),
    ("game", "objective ids unique",  # told at the objective's target
     dup(["scenario", "objectives", 1, "id"], ["scenario", "objectives", 0, "id"]),
     ["scenario", "objectives", 1]),
    ("game", "a destroy objective's target is a unit of the game",
     put(["scenario", "objectives", 1, "target"], "nobody"), ["scenario", "objectives", 1, "target"]),
    ("game", "an escort objective's unit is a unit of the game",
     put(["scenario", "objectives", 2, "unit"], "nobody"), ["scenario", "objectives", 2, "unit"]),
    ("game", "a player's name of at most 200 bytes", put(["players", 0, "name"], "\u00e9" * 101),
     ["players", 0]),
]


@pytest.mark.parametrize("kind, edit, at", [pytest.param(k, e, a, id=f"{k} {name}")
                                            for k, name, e, a in CONTEXT])
def test_context_is_enforced(tmp_path, kind, edit, at):
    """The schema takes these documents; the reader, knowing the context, does not."""
    doc = copy.deepcopy(VALID[kind])
    edit(doc)
    assert list(jsonschema.Draft202012Validator(schema(kind)).iter_errors(doc)) == []
    refused(tmp_path, kind, doc, at)


# Values a string enum leaves out that the library knows elsewhere: the walker's
# "zz" would not tell whether the reader checks the enum or only its own names.
NEIGHBOURS = [
    ("log", "unit type that is no substitute (G8)", ["steps", 0],
     {"player": 1, "substitute": {"type": "gigantic", "level": 0}}, ["steps", 0, "substitute", "type"]),
    ("log", "conqueror is no substitute (G8)", ["steps", 0],
     {"player": 1, "substitute": {"type": "conqueror", "level": 0}}, ["steps", 0, "substitute", "type"]),
    ("table", "endless_spell is a slot key, not a unit type", ["entries", 0, "slots", 0, "type"],
     "endless_spell", ["entries", 0, "slots", 0, "type"]),
    ("models", "base is an op of traces, not of modifiers (M5)",
     ["models", 1, "modifiers", 0, "op"], "base", ["models", 1, "modifiers", 0, "op"]),
]


@pytest.mark.parametrize("kind, path, value, at", [pytest.param(k, p, v, a, id=f"{k} {name}")
                                                   for k, name, p, v, a in NEIGHBOURS])
def test_enum_neighbours_are_refused(tmp_path, kind, path, value, at):
    doc = copy.deepcopy(VALID[kind])
    setter(path, value)(doc)
    assert list(jsonschema.Draft202012Validator(schema(kind)).iter_errors(doc)), "sanity"
    refused(tmp_path, kind, doc, at)


# wargen-game/1: what the schema's members imply between them, told at the member
# that breaks it, or at the action.
BETWEEN_MEMBERS = [
    ("a hold objective takes no unit", ["scenario", "objectives", 0, "unit"], "knights",
     ["scenario", "objectives", 0, "unit"]),
    ("a hold objective takes no target", ["scenario", "objectives", 0, "target"], "archers",
     ["scenario", "objectives", 0, "target"]),
    ("a destroy objective takes no unit", ["scenario", "objectives", 1, "unit"], "knights",
     ["scenario", "objectives", 1, "unit"]),
    ("an escort objective takes no target", ["scenario", "objectives", 2, "target"], "archers",
     ["scenario", "objectives", 2, "target"]),
    ("a target goes with hostile: true", ["actions", 3, "hostile"], False,
     ["actions", 3, "target"]),
    ("a hostile action names its target", ["actions", 2, "hostile"], True, ["actions", 2]),
]


@pytest.mark.parametrize("path, value, at", [pytest.param(p, v, a, id=f"game {name}")
                                             for name, p, v, a in BETWEEN_MEMBERS])
def test_game_members_between_them(tmp_path, path, value, at):
    doc = copy.deepcopy(VALID["game"])
    setter(path, value)(doc)
    assert list(jsonschema.Draft202012Validator(schema("game")).iter_errors(doc)), "sanity"
    refused(tmp_path, "game", doc, at)


# wargen-game/1: documents the schema takes whose action the rules refuse
# (exit 1, "actions[N]: REASON: ...", docs/FORMATS.md): not bad input.
RULES = [
    ("an action names a unit of the game", put(["actions", 1, "activate"], "nobody"), 1,
     "unknown-unit"),
    ("a hostile action's target is a unit of the game", put(["actions", 3, "target"], "nobody"),
     3, "unknown-unit"),
    ("an effect ended is one in play", put(["actions", 8], {"end_effect": "flood"}), 8,
     "unknown-unit"),
    ("an objective scored is one of the game", put(["actions", 9, "objective"], "valley"), 9,
     "unknown-unit"),
    ("a hostile action's target is an enemy", put(["actions", 3, "target"], "knights"), 3,
     "not-hostile"),
]
EXIT_RULE = 1           # "1 input that breaks a rule" (wargen --help)


@pytest.mark.parametrize("edit, index, reason", [pytest.param(e, i, r, id=f"game {name}")
                                                 for name, e, i, r in RULES])
def test_rules_refuse_what_the_schema_takes(tmp_path, edit, index, reason):
    doc = copy.deepcopy(VALID["game"])
    edit(doc)
    assert list(jsonschema.Draft202012Validator(schema("game")).iter_errors(doc)) == []
    path = str(tmp_path / "game.json")
    pathlib.Path(path).write_text(json.dumps(doc, indent=1))
    proc = subprocess.run([WARGEN, *check_command("game", path)], capture_output=True, text=True)
    assert proc.returncode == EXIT_RULE, proc.stderr
    assert re.search(re.escape(path) + rf":[0-9]+:[0-9]+: actions\[{index}\]: {reason}: ",
                     proc.stderr), proc.stderr
