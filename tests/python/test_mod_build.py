"""Model sets built and changed in code: read back, change and remove
modifiers, set base values, and only what depends on a change is evaluated
again (mod.h; rules M1-M4)."""
import pytest

import wargen
from test_mod_fixtures import EXAMPLE_PATH, EXAMPLE_VALUES, build_example, example_doc


# The enums' names and parsers cross as numbers and strings; a bad name
# raises InvalidArgumentError with the library's message.
@pytest.mark.parametrize("enum,count", [("mod_op", "MOD_OP_COUNT"), ("bound", "BOUND_COUNT"),
                                        ("rounding", "ROUNDING_COUNT")])
def test_enum_names_and_parsers(enum, count):
    core = wargen.core
    name, parse = getattr(core, f"_{enum}_name"), getattr(core, f"_{enum}_parse")
    first = 1 if enum == "mod_op" else 0  # "base" is no modifier's op
    for i in range(first, getattr(core, count)):
        assert parse(name(i)) == i
    assert name(getattr(core, count)) is None
    with pytest.raises(wargen.InvalidArgumentError) as info:
        parse("sideways")
    assert '"sideways"' in info.value.message


# Every kind of source a document comes from reads the same set.
@pytest.mark.parametrize("source", ["path", "pathlike", "text", "bytes", "dict", "built"])
def test_example_values_from_every_source(source):
    if source == "built":
        models = build_example()[0]
    else:
        doc = {"path": str(EXAMPLE_PATH), "pathlike": EXAMPLE_PATH,
               "text": EXAMPLE_PATH.read_text(), "bytes": EXAMPLE_PATH.read_bytes(),
               "dict": example_doc()}[source]
        models = wargen.Models(doc)
    assert models.evaluate() == EXAMPLE_VALUES
    for model, stats in EXAMPLE_VALUES.items():
        for stat, value in stats.items():
            assert models.value(model, stat) == value, f"{model}.{stat}"


def test_empty_set():
    m = wargen.Models()
    assert len(m) == 0 and m.models == [] and list(m) == []
    assert m.evaluate() == {}
    assert m.to_dict() == {"models": []}
    assert m.evaluations() == 0
    assert repr(m) == "<wargen.Models 0 models>"
    assert wargen.MODIFIER_OPS == ("set", "use", "mul", "add")  # M1's order of groups


def test_built_equals_loaded():
    built, ids = build_example()
    loaded = wargen.Models(EXAMPLE_PATH)
    assert built.to_dict(explain=True) == loaded.to_dict(explain=True)
    assert built.to_text(explain=True) == loaded.to_text(explain=True)
    assert len(set(ids)) == len(ids)


def test_read_back():
    m = wargen.Models(EXAMPLE_PATH)
    assert m.models == ["general", "spearman"] and m.ids == m.models
    assert len(m) == 2 and "spearman" in m and "nobody" not in m and 3 not in m
    assert m.characteristics("spearman") == {"Str": 8, "Dis": 7, "Ini": 3, "Att": 7, "Ld": 7}
    assert list(m.characteristics("spearman")) == ["Str", "Dis", "Ini", "Att", "Ld"]
    assert m.ranges("spearman")["Att"] == (0, 20)
    assert m.ranges("spearman")["Str"] == (wargen.mod.STAT_MIN, wargen.mod.STAT_MAX) == (0, 10)
    mods = m.modifiers("spearman")
    assert [{k: v for k, v in d.items() if k != "id"} for d in mods] == [
        {"stat": "Str", "op": "add", "value": 3},
        {"stat": "Str", "op": "add", "value": -5},
        {"stat": "Dis", "op": "use", "model": "general"},
        {"stat": "Ini", "op": "add", "value": -1, "min": 1},
        {"stat": "Att", "op": "mul", "num": 1, "den": 2, "round": "down"},
        {"stat": "Ld", "op": "set", "value": 3},
    ]
    assert m.modifiers("general")[0]["source"] == "banner"
    assert len({d["id"] for d in mods + m.modifiers("general")}) == 7


def test_modifier_id_by_index():
    m = wargen.Models(EXAMPLE_PATH)
    for k, d in enumerate(m.modifiers("spearman")):
        assert m.modifier_id("spearman", k) == d["id"]
    m.remove_modifier(m.modifier_id("spearman", 2))
    assert m.modifier_id("spearman", 2) == m.modifiers("spearman")[2]["id"]
    with pytest.raises(wargen.IndexRangeError):  # past the end, as any accessor's index
        m.modifier_id("spearman", 5)
    with pytest.raises(wargen.NotFoundError):
        m.modifier_id("nobody", 0)


def test_modifier_ids_are_returned_and_never_reused():
    m, ids = build_example()
    assert [d["id"] for d in m.modifiers("general") + m.modifiers("spearman")] == ids
    m.remove_modifier(ids[-1])
    new = m.add_modifier("spearman", "Ld", "set", 4)
    assert new not in ids
    assert m.modifiers("spearman")[-1] == {"id": new, "stat": "Ld", "op": "set", "value": 4}


def test_add_model_with_ranges_and_characteristic_later():
    m = wargen.Models()
    m.add_model("giant", {"Str": 12, "Att": 3}, ranges={"Str": [0, 15]})
    m.add_characteristic("giant", "Wounds", 18, range=(0, 30))
    m.add_characteristic("giant", "Ld", 6)
    assert m.characteristics("giant") == {"Str": 12, "Att": 3, "Wounds": 18, "Ld": 6}
    assert m.ranges("giant") == {"Str": (0, 15), "Att": (0, 10), "Wounds": (0, 30),
                                 "Ld": (0, 10)}
    m.add_modifier("giant", "Str", "add", 5)
    assert m.evaluate() == {"giant": {"Str": 15, "Att": 3, "Wounds": 18, "Ld": 6}}


def test_add_model_without_characteristics():
    m = wargen.Models()
    m.add_model("empty")
    assert m.characteristics("empty") == {} and m.modifiers("empty") == []
    assert m.evaluate() == {"empty": {}}


def test_failed_add_model_changes_nothing():
    m = wargen.Models()
    m.add_model("a", {"X": 1})
    with pytest.raises(wargen.RangeError):
        m.add_model("b", {"X": 1, "Y": 11})  # 11 outside 0-10 (M4)
    with pytest.raises(wargen.RangeError):
        m.add_model("b", {"X": 1}, ranges={"X": (5, 2)})
    with pytest.raises(wargen.InvalidArgumentError):
        m.add_model("a", {"Z": 1})  # repeated id
    assert m.models == ["a"] and m.characteristics("a") == {"X": 1}
    m.add_model("b", {"X": 1})
    assert m.models == ["a", "b"]


def test_add_modifier_options():
    m = wargen.Models()
    m.add_model("leader", {"Ld": 9})
    m.add_model("u", {"A": 5, "B": 5, "C": 5, "D": 5})
    ids = [
        m.add_modifier("u", "A", "add", value=-2, source="wound"),
        m.add_modifier("u", "B", "mul", num=1, den=2, min=3),
        m.add_modifier("u", "C", "use", model="leader", from_="Ld"),
        m.add_modifier("u", "D", "set", 7, source="spell"),
        m.add_modifier("u", "D", "add", 2, max=8),
    ]
    assert m.modifiers("u") == [
        {"id": ids[0], "stat": "A", "op": "add", "value": -2, "source": "wound"},
        {"id": ids[1], "stat": "B", "op": "mul", "num": 1, "den": 2, "round": "up", "min": 3},
        {"id": ids[2], "stat": "C", "op": "use", "model": "leader", "from": "Ld"},
        {"id": ids[3], "stat": "D", "op": "set", "value": 7, "source": "spell"},
        {"id": ids[4], "stat": "D", "op": "add", "value": 2, "max": 8},
    ]
    assert m.evaluate()["u"] == {"A": 3, "B": 3, "C": 9, "D": 8}


def test_change_modifier_keeps_its_place():
    m = wargen.Models()
    m.add_model("m", {"X": 8})
    first = m.add_modifier("m", "X", "add", 3)
    m.add_modifier("m", "X", "add", -5)
    assert m.value("m", "X") == 5           # 8 -> 10 (clamped) -> 5
    m.change_modifier(first, "X", "add", 1)
    assert m.value("m", "X") == 4           # 8 -> 9 -> 4: still applied first
    assert [d["value"] for d in m.modifiers("m")] == [1, -5]
    # it may change op and characteristic
    m.add_characteristic("m", "Y", 2)
    m.change_modifier(first, "Y", "mul", num=3, den=1)
    assert m.evaluate() == {"m": {"X": 3, "Y": 6}}
    assert m.modifiers("m")[0] == {"id": first, "stat": "Y", "op": "mul", "num": 3, "den": 1,
                                   "round": "up"}


def test_remove_modifier():
    m, ids = build_example()
    m.remove_modifier(ids[1])                     # spearman's Str +3
    assert m.value("spearman", "Str") == 3        # 8 - 5
    m.remove_modifier(ids[0])                     # general's banner
    assert m.evaluate() == {"general": {"Dis": 8},
                            "spearman": {"Str": 3, "Dis": 8, "Ini": 2, "Att": 3, "Ld": 3}}
    assert len(m.modifiers("spearman")) == 5 and m.modifiers("general") == []
    with pytest.raises(wargen.NotFoundError):
        m.remove_modifier(ids[0])                 # already removed
    with pytest.raises(wargen.NotFoundError):
        m.change_modifier(ids[1], "Str", "add", 1)
    assert m.value("spearman", "Str") == 3        # the failures changed nothing


def test_set_base():
    m = wargen.Models(EXAMPLE_PATH)
    assert m.set_base("general", "Dis", 6) == 7   # its final value: the banner +1
    assert m.value("spearman", "Dis") == 7        # used (M2): 6 + 1
    assert m.set_base("spearman", "Att", 20) == 10  # its range is 0-20; halved (M1)
    assert m.value("spearman", "Att") == 10
    assert m.characteristics("general") == {"Dis": 6}
    with pytest.raises(wargen.RangeError):
        m.set_base("general", "Dis", 11)
    assert m.value("general", "Dis") == 7


# ---- evaluations: what a change costs -------------------------------------------------

def test_a_loaded_set_is_evaluated_once():
    # loading checks the document for cycles (M2) by evaluating it: once
    m = wargen.Models(EXAMPLE_PATH)
    assert m.evaluations() == 6
    assert m.evaluate() == EXAMPLE_VALUES
    m.to_dict(explain=True)
    assert m.evaluations() == 6


def test_failed_change_evaluates_nothing_again():
    m = wargen.Models(EXAMPLE_PATH)
    m.evaluate()
    with pytest.raises(wargen.RangeError):
        m.set_base("general", "Dis", 42)
    with pytest.raises(wargen.InvalidArgumentError):
        m.add_modifier("general", "Dis", "mul", num=1, den=0)
    m.evaluate()
    assert m.evaluations() == 6
    assert m.evaluate() == EXAMPLE_VALUES


def test_models_of_models_share_the_set():
    m = wargen.Models(example_doc())
    same = wargen.Models(m)
    same.set_base("general", "Dis", 4)
    assert m.value("general", "Dis") == 5
    assert wargen.Models.load(EXAMPLE_PATH).evaluate() == EXAMPLE_VALUES
