"""`wargen modify MODELS.json [--explain] [--json]`: the final characteristics
of models (wargen-models/1) after their modifiers, in the order of rules
M1-M4, and their step-by-step explanation (M5). Exit 0 success, 2 bad usage
or bad input, a cycle of `use` modifiers included (docs/FORMATS.md, "Models and
modifiers" and "Command line").

The expected values of the shipped documents in data/models/ are worked out
by hand in the comments below; the random documents are checked against
reference(), an independent reading of M1-M4 in a few lines of Python."""

import json
import random
import re

import pytest

from conftest import DATA, SOURCE_ROOT

MODELS = SOURCE_ROOT / "data" / "models"
BAD = DATA / "models"          # bad documents, run with cwd=BAD
EXAMPLE = MODELS / "example.json"

# The final values of every shipped document, worked out by hand.
FINALS = {
    "example": {
        # Dis 8 +1 (banner) = 9
        "general": {"Dis": 9},
        # Str: 8 +3 = 11, clamped to 10 (M4), -5 = 5 (not 6);
        # Dis: uses general's final 9, its banner applied first (M2);
        # Ini: 3 -1 to a minimum of 1 = 2, the bound not acting (M3);
        # Att: 7 * 1/2 = 3.5 rounded down as the modifier says (M1), range 0-20;
        # Ld: set to 3 (M1, group 1).
        "spearman": {"Str": 5, "Dis": 9, "Ini": 2, "Att": 3, "Ld": 3},
    },
    "groups": {
        # M1, whatever the order in the file: used/set values, then
        # multiplication, then additions.
        # Str 4: set 3, *2 = 6, +1 = 7 (the file lists +1, *2, set 3).
        # Ws 5: *3 = 15 clamped to 10 (M4), -2 = 8 (the file lists -2 first).
        # Ini 7: * 1/2 = 3.5, rounded up by default (M1) = 4.
        # Att 3: * 1/2 down = 1, +2 = 3 (the file lists +2 first).
        # Ld 8: set 2, set 5: within the group in the order applied (M3) = 5.
        "champion": {"Str": 7, "Ws": 8, "Ini": 4, "Att": 3, "Ld": 5},
    },
    "chain": {
        # M2: every used value is the source's final value, whatever the
        # order of the models in the file (users come first there).
        # sergeant.Dis = 5, then add -2 to a minimum of 4: 3, held at 4 (M3).
        "spearman": {"Dis": 4},
        # Dis: captain's 9, * 1/2 = 4.5 rounded up = 5; Ld uses general's Dis 9.
        "sergeant": {"Dis": 5, "Ld": 9},
        # general's 9 (group 1 before the additions, M1), +2 = 11 clamped to
        # 10, -1 = 9 (M4).
        "captain": {"Dis": 9},
        "general": {"Dis": 9, "Att": 15},          # Att in 0-20
        # uses general's Att 15, clamped to its own range 0-10 (M4)
        "champion": {"Att": 10},
    },
    "bounds": {
        # M3's decision: a bounded modifier never moves the value past its
        # bound nor the other way.
        # Ini 0, -1 to a minimum of 1: stays 0. Ld 1, -1 to a minimum of 1: 1.
        # Mv 7, +1 to a maximum of 5: stays 7.
        # Att 3: +4 first (no bound), then -2 to a minimum of 2: 7 -> 5.
        # Res 7: -4 first, then -3 to a minimum of 2: 3 -> 0, held at 2.
        # Ws 4: * 2 to a maximum of 6: 8, held at 6.
        # Str 5: +8 to a maximum of 12: 13, held at 12, clamped to 10 (M4).
        "veteran": {"Ini": 0, "Ld": 1, "Mv": 7, "Att": 5, "Res": 2, "Ws": 6, "Str": 10},
        # M4 with declared ranges: Wounds in 1-20: 12 +10 = 22 -> 20, -30 = -10
        # -> 1, +2 = 3. Ld in 3-7: set 9 -> 7. Str: 8 +3 -> 10, -5 = 5.
        "giant": {"Wounds": 3, "Ld": 7, "Str": 5},
    },
}


def modify(wargen, path, *extra, **kw):
    return wargen("modify", path, *extra, **kw)


def output(wargen, path, *extra):
    """The --json document of path (exit 0, nothing on stderr, one line)."""
    r = modify(wargen, path, "--json", *extra)
    assert (r.code, r.err) == (0, "")
    assert r.out.endswith("\n") and r.out.count("\n") == 1, "one line"
    return json.loads(r.out)


def finals(doc):
    return {m["id"]: m["characteristics"] for m in doc["models"]}


def test_every_shipped_document_is_covered():
    assert sorted(p.stem for p in MODELS.glob("*.json")) == sorted(FINALS)


# ---- the reference: M1-M4 read independently -----------------------------------

GROUP = {"set": 0, "use": 0, "mul": 1, "add": 2}   # M1


def ceil_div(a, b):
    return -(-a // b)


def reference(doc):
    """The final value and the trace of every characteristic of doc: {(id,
    stat): (value, steps)}, each step (op, before, after, clamped, bounded).
    Iterative, for chains of any length."""
    models = {m["id"]: m for m in doc["models"]}
    done = {}

    def ordered(model, stat):
        mods = [m for m in model.get("modifiers", []) if m["stat"] == stat]
        # M1 groups; within each, no bound before a bound, then the order
        # applied (M3): sorted() is stable.
        return sorted(mods, key=lambda m: (GROUP[m["op"]], "min" in m or "max" in m))

    def source(mod, stat):
        return (mod["model"], mod.get("from", stat))

    def compute(key):
        model = models[key[0]]
        lo, hi = model.get("ranges", {}).get(key[1], [0, 10])
        value = model["characteristics"][key[1]]
        steps = [("base", None, value, None, None)]
        for mod in ordered(model, key[1]):
            before, op = value, mod["op"]
            if op == "set":
                raw = mod["value"]
            elif op == "use":
                raw = done[source(mod, key[1])][0]          # M2: its final value
            elif op == "mul":
                x = value * mod["num"]
                raw = x // mod["den"] if mod.get("round") == "down" else ceil_div(x, mod["den"])
            else:
                raw = value + mod["value"]
            held = raw
            if "min" in mod and raw < mod["min"]:             # M3's decision
                held = max(raw, min(before, mod["min"]))
            if "max" in mod and raw > mod["max"]:
                held = min(raw, max(before, mod["max"]))
            value = min(max(held, lo), hi)                    # M4, every step
            bounded = held != raw if ("min" in mod or "max" in mod) else None
            steps.append((op, before, value, value != held, bounded))
        return value, steps

    for model in doc["models"]:
        for stat in model["characteristics"]:
            stack = [(model["id"], stat)]
            while stack:
                key = stack[-1]
                if key in done:
                    stack.pop()
                    continue
                todo = [source(m, key[1]) for m in ordered(models[key[0]], key[1])
                        if m["op"] == "use" and source(m, key[1]) not in done]
                if todo:
                    stack.extend(todo)
                else:
                    done[key] = compute(key)
                    stack.pop()
    return done


def steps_of(trace):
    """A --json --explain trace as reference() writes it."""
    return [(s["op"], s.get("before"), s["after"], s.get("clamped"), s.get("bounded"))
            for s in trace]


def check_against_reference(doc, out):
    """out (the --json --explain document of doc) agrees with reference()."""
    ref = reference(doc)
    assert [m["id"] for m in out["models"]] == [m["id"] for m in doc["models"]]
    for model, got in zip(doc["models"], out["models"]):
        stats = list(model["characteristics"])
        assert list(got["characteristics"]) == stats
        assert list(got.get("trace", {})) == stats
        for stat in stats:
            value, steps = ref[(model["id"], stat)]
            assert got["characteristics"][stat] == value, (model["id"], stat)
            assert steps_of(got["trace"][stat]) == steps, (model["id"], stat)


# ---- the shipped documents ---------------------------------------------------------


@pytest.mark.parametrize("name", sorted(FINALS))
def test_final_values(wargen, name):
    """M1-M4: the values worked out by hand in FINALS."""
    assert finals(output(wargen, MODELS / f"{name}.json")) == FINALS[name]


@pytest.mark.parametrize("name", sorted(FINALS))
def test_explain_agrees_with_the_reference(wargen, name):
    doc = json.loads((MODELS / f"{name}.json").read_text())
    out = output(wargen, MODELS / f"{name}.json", "--explain")
    assert finals(out) == FINALS[name]
    check_against_reference(doc, out)


@pytest.mark.parametrize("name", sorted(FINALS))
def test_explain_adds_only_the_trace(wargen, name):
    plain = output(wargen, MODELS / f"{name}.json")
    explained = output(wargen, MODELS / f"{name}.json", "--explain")
    assert all(list(m) == ["id", "characteristics"] for m in plain["models"])
    assert all(list(m) == ["id", "characteristics", "trace"] for m in explained["models"])
    assert [{k: m[k] for k in ("id", "characteristics")} for m in explained["models"]] == \
        plain["models"]


@pytest.mark.parametrize("name", sorted(FINALS))
def test_trace_steps_chain(wargen, name):
    """M5: the base, then each modifier with the value before and after it;
    each step starts where the last ended and the last ends at the final
    value; a clamped value lies on its range's end (M4)."""
    doc = json.loads((MODELS / f"{name}.json").read_text())
    out = output(wargen, MODELS / f"{name}.json", "--explain")
    for model, got in zip(doc["models"], out["models"]):
        for stat, trace in got["trace"].items():
            lo, hi = model.get("ranges", {}).get(stat, [0, 10])
            assert trace[0] == {"op": "base", "after": model["characteristics"][stat]}
            for prev, step in zip(trace, trace[1:]):
                assert step["before"] == prev["after"]
                assert lo <= step["after"] <= hi
                assert type(step["clamped"]) is bool
                if step["clamped"]:
                    assert step["after"] in (lo, hi)
                assert ("bounded" in step) == ("min" in step or "max" in step)
            assert trace[-1]["after"] == got["characteristics"][stat]
            mods = [m for m in model.get("modifiers", []) if m["stat"] == stat]
            assert len(trace) == 1 + len(mods)


def test_trace_of_the_example(wargen):
    """M5 on example.json, every step by hand: Str 8 +3 -> 11 clamped to 10
    (M4), -5 -> 5; Dis uses general's 9 (M2); Ini 3 -1 to a minimum of 1 -> 2,
    the bound not acting (M3); Att 7 * 1/2 down -> 3 (M1); Ld set 3."""
    out = output(wargen, EXAMPLE, "--explain")
    general, spearman = (m["trace"] for m in out["models"])
    assert general == {"Dis": [
        {"op": "base", "after": 8},
        {"op": "add", "value": 1, "source": "banner", "before": 8, "after": 9,
         "clamped": False}]}
    assert spearman == {
        "Str": [{"op": "base", "after": 8},
                {"op": "add", "value": 3, "before": 8, "after": 10, "clamped": True},
                {"op": "add", "value": -5, "before": 10, "after": 5, "clamped": False}],
        "Dis": [{"op": "base", "after": 7},
                {"op": "use", "model": "general", "from": "Dis", "value": 9, "before": 7,
                 "after": 9, "clamped": False}],
        "Ini": [{"op": "base", "after": 3},
                {"op": "add", "value": -1, "min": 1, "before": 3, "after": 2,
                 "clamped": False, "bounded": False}],
        "Att": [{"op": "base", "after": 7},
                {"op": "mul", "num": 1, "den": 2, "round": "down", "before": 7, "after": 3,
                 "clamped": False}],
        "Ld": [{"op": "base", "after": 7},
               {"op": "set", "value": 3, "before": 7, "after": 3, "clamped": False}],
    }


def test_json_of_the_example(wargen):
    assert output(wargen, EXAMPLE) == {"models": [
        {"id": "general", "characteristics": {"Dis": 9}},
        {"id": "spearman", "characteristics": {"Str": 5, "Dis": 9, "Ini": 2, "Att": 3, "Ld": 3}},
    ]}


def test_bounds_in_the_trace(wargen):
    """M3's decision and M4 together, from bounds.json: 'held' by the bound,
    'clamped' by the range, or both (Str 5 +8 to a maximum of 12: 13, held at
    12, clamped to 10)."""
    veteran = output(wargen, MODELS / "bounds.json", "--explain")["models"][0]["trace"]
    last = {stat: steps[-1] for stat, steps in veteran.items()}
    assert (last["Ini"]["before"], last["Ini"]["after"], last["Ini"]["bounded"]) == (0, 0, True)
    assert (last["Mv"]["before"], last["Mv"]["after"], last["Mv"]["bounded"]) == (7, 7, True)
    assert (last["Res"]["before"], last["Res"]["after"], last["Res"]["bounded"]) == (3, 2, True)
    assert (last["Att"]["before"], last["Att"]["after"], last["Att"]["bounded"]) == (7, 5, False)
    assert (last["Str"]["after"], last["Str"]["bounded"], last["Str"]["clamped"]) == \
        (10, True, True)
    # the unbounded +4 is applied before the bounded -2, listed first (M3)
    assert [s.get("source") for s in veteran["Att"][1:]] == ["rage", "wound"]


def test_groups_in_the_trace(wargen):
    """M1: set, then mul, then add, whatever the order in the file."""
    trace = output(wargen, MODELS / "groups.json", "--explain")["models"][0]["trace"]
    assert [s["op"] for s in trace["Str"]] == ["base", "set", "mul", "add"]
    assert [s["after"] for s in trace["Str"]] == [4, 3, 6, 7]
    assert [s["source"] for s in trace["Ld"][1:]] == ["fear", "rally"]


# ---- goldens ------------------------------------------------------------------------
# Checked by hand against M1-M5 (see FINALS and test_trace_of_the_example).


@pytest.mark.parametrize("extra, name", [
    ([], "modify-example.txt"),
    (["--explain"], "modify-example-explain.txt"),
    (["--json"], "modify-example.json"),
    (["--json", "--explain"], "modify-example-explain.json"),
])
def test_golden(wargen, golden, extra, name):
    r = wargen("modify", "example.json", *extra, cwd=MODELS)
    assert r.code == 0
    assert r.err == ""
    assert r.out == golden(name)


def test_options_anywhere(wargen):
    a = wargen("modify", "--explain", "--json", EXAMPLE)
    b = wargen("modify", EXAMPLE, "--json", "--explain")
    assert a.code == b.code == 0
    assert a.out == b.out


# ---- the human output ------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(FINALS))
def test_text_agrees_with_json(wargen, name):
    """A line per model with its final values, in the document's order."""
    r = modify(wargen, MODELS / f"{name}.json")
    assert (r.code, r.err) == (0, "")
    expected = [f"{model}: " + ", ".join(f"{s} {v}" for s, v in stats.items())
                for model, stats in FINALS[name].items()]
    assert r.out.splitlines() == expected


@pytest.mark.parametrize("name", sorted(FINALS))
def test_explained_text_agrees_with_json(wargen, name):
    """M5 in text: after each model's line, each characteristic's trace: its
    final value, the base, and one line per modifier ending in the value
    after it."""
    r = modify(wargen, MODELS / f"{name}.json", "--explain")
    assert (r.code, r.err) == (0, "")
    expected = []
    for model in output(wargen, MODELS / f"{name}.json", "--explain")["models"]:
        stats = model["characteristics"]
        expected.append(f"{model['id']}: " + ", ".join(f"{s} {v}" for s, v in stats.items()))
        for stat, trace in model["trace"].items():
            expected.append(f"  {model['id']}.{stat} = {stats[stat]}")
            expected.append(f"    base {trace[0]['after']}")
            for step in trace[1:]:
                expected.append(step)
    lines = r.out.splitlines()
    assert len(lines) == len(expected)
    for line, want in zip(lines, expected):
        if isinstance(want, str):
            assert line == want
        else:
            assert line.startswith(f"    {want['op']} ")
            m = re.search(r": (-?\d+) -> (-?\d+)(, held at (-?\d+) by the bound)?"
                          r"(, clamped to (-?\d+))?$", line)
            assert m, line
            assert int(m.group(1)) == want["before"]
            assert bool(m.group(3)) == want.get("bounded", False)
            assert bool(m.group(5)) == want["clamped"]
            shown = m.group(6) or m.group(4) or m.group(2)
            assert int(shown) == want["after"]
            if "source" in want:
                assert f"[{want['source']}]" in line


def test_no_models(wargen, tmp_path):
    path = tmp_path / "empty.json"
    path.write_text('{"format": "wargen-models/1", "models": []}')
    assert output(wargen, path) == {"models": []}
    assert output(wargen, path, "--explain") == {"models": []}
    r = modify(wargen, path)
    assert (r.code, r.out, r.err) == (0, "", "")


def test_names_are_escaped_in_json(wargen, tmp_path):
    odd = 'odd "one" \\ tab\there'
    doc = {"format": "wargen-models/1", "models": [
        {"id": odd, "characteristics": {"J\u00e4ger": 4}},
        {"id": "b", "characteristics": {"Dis": 2},
         "modifiers": [{"stat": "Dis", "op": "use", "model": odd, "from": "J\u00e4ger",
                        "source": "\u00e9tendard"}]}]}
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    out = output(wargen, path, "--explain")
    assert finals(out) == {odd: {"J\u00e4ger": 4}, "b": {"Dis": 4}}
    assert out["models"][1]["trace"]["Dis"][1]["model"] == odd
    assert out["models"][1]["trace"]["Dis"][1]["source"] == "\u00e9tendard"


# ---- random documents against the reference ------------------------------------------

STATS = ["Str", "Dis", "Ld", "Att", "Ini"]


def random_document(rng):
    """Up to 6 models whose `use` modifiers form no cycle (each uses only
    models made before it), listed in a shuffled order; ranges, bounds,
    rounding and amounts that send values past both ends (M3, M4)."""
    models = []
    for i in range(rng.randint(1, 6)):
        stats = rng.sample(STATS, rng.randint(1, len(STATS)))
        ranges, chars = {}, {}
        for stat in stats:
            lo, hi = (0, 10)
            if rng.random() < 0.3:
                lo = rng.randint(-5, 3)
                hi = rng.randint(lo, 15)
                ranges[stat] = [lo, hi]
            chars[stat] = rng.randint(lo, hi)
        mods = []
        for _ in range(rng.randint(0, 8)):
            stat = rng.choice(stats)
            op = rng.choice(["set", "use", "mul", "add", "add"])
            targets = [(m["id"], s) for m in models for s in m["characteristics"]]
            if op == "use" and not targets:
                op = "add"
            if op == "set":
                mod = {"stat": stat, "op": op, "value": rng.randint(-3, 14)}
            elif op == "use":
                model, other = rng.choice(targets)
                mod = {"stat": stat, "op": op, "model": model}
                if other != stat or rng.random() < 0.3:
                    mod["from"] = other
            elif op == "mul":
                mod = {"stat": stat, "op": op, "num": rng.randint(0, 4), "den": rng.randint(1, 4)}
                if rng.random() < 0.5:
                    mod["round"] = rng.choice(["up", "down"])
            else:
                mod = {"stat": stat, "op": op, "value": rng.randint(-8, 8)}
            if op in ("mul", "add") and rng.random() < 0.4:
                mod[rng.choice(["min", "max"])] = rng.randint(-2, 12)
            if rng.random() < 0.2:
                mod["source"] = f"s{rng.randint(0, 99)}"
            mods.append(mod)
        model = {"id": f"m{i}", "characteristics": chars}
        if ranges:
            model["ranges"] = ranges
        if mods or rng.random() < 0.5:
            model["modifiers"] = mods
        models.append(model)
    rng.shuffle(models)
    return {"format": "wargen-models/1", "models": models}


@pytest.mark.parametrize("seed", range(40))
def test_random_documents_agree_with_the_reference(wargen, tmp_path, seed):
    """M1-M4: final values and every step of the trace (M5)."""
    doc = random_document(random.Random(seed))
    path = tmp_path / "random.json"
    path.write_text(json.dumps(doc))
    explained = output(wargen, path, "--explain")
    check_against_reference(doc, explained)
    assert finals(output(wargen, path)) == finals(explained)


# ---- long chains of used values (M2) -----------------------------------------------------

CHAIN = 20000


def chain_document(cycle=False, reverse=False):
    """m0 .. m19999, each using the Dis of the one before, then +3 or -1.
    With cycle, m0 uses m19999 and the chain closes."""
    models = [{"id": "m0", "characteristics": {"Dis": 5}}]
    if cycle:
        models[0]["modifiers"] = [{"stat": "Dis", "op": "use", "model": f"m{CHAIN - 1}"}]
    for i in range(1, CHAIN):
        models.append({"id": f"m{i}", "characteristics": {"Dis": i % 11}, "modifiers": [
            {"stat": "Dis", "op": "add", "value": 3 if i % 4 == 0 else -1},
            {"stat": "Dis", "op": "use", "model": f"m{i - 1}"}]})
    if reverse:
        models.reverse()
    return {"format": "wargen-models/1", "models": models}


@pytest.mark.parametrize("reverse", [False, True], ids=["sources-first", "users-first"])
def test_long_chain(wargen, tmp_path, reverse):
    """A chain of 20,000 used values is evaluated (iteratively: no stack
    overflow), each value the final value of the one before (M2)."""
    doc = chain_document(reverse=reverse)
    path = tmp_path / "chain.json"
    path.write_text(json.dumps(doc))
    ref = reference(doc)
    out = output(wargen, path)
    assert finals(out) == {m["id"]: {"Dis": ref[(m["id"], "Dis")][0]} for m in doc["models"]}
    values = [ref[(f"m{i}", "Dis")][0] for i in range(CHAIN)]
    assert values[:6] == [5, 4, 3, 2, 5, 4]
    r = modify(wargen, path)
    assert r.code == 0
    assert len(r.out.splitlines()) == CHAIN


def test_long_chain_explained(wargen, tmp_path):
    doc = chain_document()
    path = tmp_path / "chain.json"
    path.write_text(json.dumps(doc))
    out = output(wargen, path, "--explain")
    last = out["models"][-1]["trace"]["Dis"]
    assert [s["op"] for s in last] == ["base", "use", "add"]
    assert last[1]["model"] == f"m{CHAIN - 2}"
    assert last[1]["value"] == out["models"][-2]["characteristics"]["Dis"]


def test_long_cycle(wargen, tmp_path):
    """M2: a cycle through 20,000 models is an error naming it; every link
    shown is a real `use` (mK.Dis uses m(K-1).Dis, m0.Dis uses m19999.Dis)."""
    path = tmp_path / "cycle.json"
    path.write_text(json.dumps(chain_document(cycle=True)))
    for extra in ([], ["--json", "--explain"]):
        r = modify(wargen, path, *extra)
        assert r.code == 2
        assert r.out == ""
        m = re.fullmatch(rf"wargen: {re.escape(str(path))}:1:\d+: "
                         r"models\[(\d+)\]\.modifiers\[\d+\]: "
                         r"a cycle of used values \(M2\)(.*): (.+)\n", r.err)
        assert m, r.err
        names = re.findall(r"m(\d+)\.Dis -> (?=m(\d+)\.Dis)", m.group(3))
        assert len(names) >= 2
        for user, used in names:
            assert int(used) == (int(user) - 1) % CHAIN
        # located at a `use` of the first model named
        assert m.group(3).startswith(f"m{m.group(1)}.Dis -> ")


# ---- bad input: exit 2 with the library's located error ---------------------------------

# name (tests/cli/data/models/NAME.json): line:column, JSON path and message
BAD_INPUT = {
    "unknown-model": "3:56: models[0].modifiers[0].model: no model 'ghost' to use (M2)",
    "unknown-stat": "4:27: models[0].modifiers[1].stat: model 'a' has no characteristic 'Mv'",
    "unknown-from": "4:68: models[1].modifiers[0].from: model 'a' has no characteristic 'Ld' "
                    "to use (M2)",
    "unknown-range": "2:64: models[0].ranges.Att: model 'a' has no characteristic 'Att' to "
                     "give a range",
    "den-zero": "3:64: models[0].modifiers[0].den: mul: a denominator of 0",
    "bound-on-set": "3:65: models[0].modifiers[0].min: a set modifier takes no bound (M3 "
                    "bounds mul and add)",
    "bound-on-use": "4:68: models[1].modifiers[0].max: a use modifier takes no bound (M3 "
                    "bounds mul and add)",
    "value-on-use": "4:70: models[1].modifiers[0].value: a use modifier takes no 'value'",
    "model-on-add": "3:68: models[0].modifiers[0].model: an add modifier takes no 'model'",
    "two-bounds": "3:76: models[0].modifiers[0].max: a modifier has one bound, min or max (M3)",
    "range-min-above-max": "2:64: models[0].ranges.Att: a.Att: the range's min 5 is above "
                           "its max 2 (M4)",
    "base-out-of-range": "2:42: models[0].characteristics.Att: a.Att: the base value 11 is "
                         "outside its range 0..10 (M4)",
    "duplicate-id": "3:10: models[1].id: model 'a' is already in the set",
    "unknown-key": "3:59: models[0].modifiers[0].label: unknown key \"label\"",
    # M2: a cycle is named, and located at a `use` on it (the first one named)
    "cycle": "5:18: models[1].modifiers[0]: a cycle of used values (M2): "
             "b.Dis -> a.Dis -> b.Dis",
    "cycle-self": "3:18: models[0].modifiers[0]: a cycle of used values (M2): a.Dis -> a.Dis",
    "cycle-long": "10:18: models[3].modifiers[1]: a cycle of used values (M2): "
                  "c.Ld -> a.Ld -> b.Dis -> c.Ld",
    "broken": "2:45: string or '}' expected near '}'",
    "wrong-format": "1:12: format: format \"wargen-models/2\" is not \"wargen-models/1\"",
}


def test_every_bad_document_is_covered():
    assert sorted(p.stem for p in BAD.glob("*.json")) == sorted([*BAD_INPUT, *BAD_OP])


@pytest.mark.parametrize("name", sorted(BAD_INPUT))
def test_bad_input_exits_2(wargen, name):
    for extra in ([], ["--json"], ["--explain"], ["--json", "--explain"]):
        r = wargen("modify", f"{name}.json", *extra, cwd=BAD)
        assert r.code == 2, r.err
        assert r.out == ""
        assert r.err == f"wargen: {name}.json:{BAD_INPUT[name]}\n"


# An op that is not one (M1): "base" appears only in traces (M5).
BAD_OP = {"unknown-op": "divide", "base-op": "base"}


@pytest.mark.parametrize("name", sorted(BAD_OP))
def test_bad_op_exits_2(wargen, name):
    r = wargen("modify", f"{name}.json", cwd=BAD)
    assert (r.code, r.out) == (2, "")
    assert r.err.startswith(f"wargen: {name}.json:3:40: models[0].modifiers[0].op: ")
    assert BAD_OP[name] in r.err
    for op in ("set", "use", "mul", "add"):
        assert op in r.err
    assert r.err.count("\n") == 1


def test_cycle_named_whichever_the_path(wargen):
    """The path printed is the one given."""
    r = modify(wargen, BAD / "cycle.json")
    assert r.code == 2
    assert r.err == f"wargen: {BAD / 'cycle.json'}:{BAD_INPUT['cycle']}\n"


def test_missing_file(wargen):
    r = wargen("modify", "absent.json", cwd=BAD)
    assert (r.code, r.out) == (2, "")
    assert r.err.startswith("wargen: absent.json: ")
    assert r.err.count("\n") == 1


@pytest.mark.parametrize("path, where", [
    (".", r"\."),                                                  # a directory
    (SOURCE_ROOT / "data" / "rosters" / "valid-standard.json",     # another format
     re.escape(str(SOURCE_ROOT / "data" / "rosters" / "valid-standard.json")) +
     r':\d+:\d+: format: format "wargen-roster/1" is not "wargen-models/1"'),
    (SOURCE_ROOT / "data" / "tables" / "default.json",
     re.escape(str(SOURCE_ROOT / "data" / "tables" / "default.json")) + r":\d+:\d+: format"),
])
def test_wrong_file_exits_2(wargen, path, where):
    r = wargen("modify", path, cwd=BAD)
    assert (r.code, r.out) == (2, "")
    assert re.fullmatch(rf"wargen: {where}.*\n", r.err)


@pytest.mark.parametrize("text", ["", "[]", "{}", '{"format": "wargen-models/1"}',
                                  '{"format": "wargen-models/1", "models": []} x'])
def test_not_a_document(wargen, tmp_path, text):
    path = tmp_path / "bad.json"
    path.write_text(text)
    r = modify(wargen, path)
    assert (r.code, r.out) == (2, "")
    assert re.fullmatch(rf"wargen: {re.escape(str(path))}:\d+:\d+: .+\n", r.err)


# ---- usage ---------------------------------------------------------------------------------


def test_help(wargen, golden):
    for args in (["modify", "--help"], ["help", "modify"], ["modify", "-h"],
                 ["modify", "x.json", "--json", "--help"]):
        r = wargen(*args)
        assert r.code == 0, args
        assert r.err == ""
        assert r.out == golden("modify-help.txt"), args


def test_listed_in_the_command_help(wargen):
    assert "  wargen modify MODELS.json [--explain] [--json]\n" in wargen("--help").out


@pytest.mark.parametrize("args, message", [
    ([], "the MODELS.json file is missing"),
    (["--json"], "the MODELS.json file is missing"),
    (["--explain", "--json"], "the MODELS.json file is missing"),
    ([""], "the MODELS.json file is missing"),
    (["a.json", "b.json"], "one models file only, not 'b.json' too"),
    (["a.json", "--yaml"], "unknown argument '--yaml'"),
    (["--explain=yes", "a.json"], "unknown argument '--explain=yes'"),
    (["-x", "a.json"], "unknown argument '-x'"),
])
def test_bad_usage_exits_2(wargen, args, message):
    """Usage is checked before any file is read: none of these files exist."""
    r = wargen("modify", *args, cwd=BAD)
    assert r.code == 2
    assert r.out == ""
    assert r.err.startswith(f"wargen modify: {message}\n")
    assert "usage: wargen modify MODELS.json [--explain] [--json]" in r.err
