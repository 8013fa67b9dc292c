"""Final values follow the order of modifiers (rules M1-M4): the example
document, groups, bounds, the range at every step, rounding, used values
(and `from`), long chains and cycles."""
import pytest

import wargen
from test_mod_fixtures import (EXAMPLE_PATH, EXAMPLE_VALUES, build_example, chain_doc,
                               example_doc, one)


# ---- the example document (FORMATS.md) ---------------------------------------

@pytest.mark.parametrize("source", ["path", "pathlike", "text", "bytes", "dict", "built"])
def test_example_values(source):
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


def test_example_value_by_value_before_any_evaluate():
    # each value on its own, in an order that reaches spearman.Dis before general.Dis (M2)
    models = wargen.Models(EXAMPLE_PATH)
    assert models.value("spearman", "Dis") == 9
    assert models.value("general", "Dis") == 9
    assert models.value("spearman", "Att") == 3
    assert models.value("spearman", "Ld") == 3


# ---- M4: the range at every step ---------------------------------------------

def test_m4_clamped_after_every_modifier():
    # 8 -> 11 clamped to 10 -> 5, not 8 + 3 - 5 = 6 (M4)
    m = one(8, ("add", 3, {}), ("add", -5, {}))
    assert m.value("m", "X") == 5


def test_m4_order_of_adds_matters_through_the_clamp():
    # the same two adds the other way round: 8 -> 3 -> 6 (M3 keeps the order applied)
    assert one(8, ("add", -5, {}), ("add", 3, {})).value("m", "X") == 6


def test_m4_clamped_at_zero_too():
    # 2 -> -1 clamped to 0 -> 3
    assert one(2, ("add", -3, {}), ("add", 3, {})).value("m", "X") == 3


def test_m4_set_and_use_are_clamped_as_well():
    assert one(5, ("set", 12, {})).value("m", "X") == 10
    m = wargen.Models()
    m.add_model("big", {"X": 15}, {"X": (0, 20)})
    m.add_model("small", {"X": 1})
    m.add_modifier("small", "X", "use", model="big")
    assert m.value("small", "X") == 10  # the used 15, clamped to small's own 0-10


def test_m4_declared_range():
    # a characteristic with another range clamps to it, at every step as well
    assert one(7, ("mul", None, {"num": 3, "den": 1}), range=(0, 20)).value("m", "X") == 20
    assert one(7, ("mul", None, {"num": 3, "den": 1})).value("m", "X") == 10
    assert one(15, ("add", 10, {}), ("add", -10, {}), range=(0, 20)).value("m", "X") == 10
    assert one(-3, ("add", -5, {}), ("add", 4, {}), range=(-5, 5)).value("m", "X") == -1


# ---- M1: groups ----------------------------------------------------------------

def test_m1_groups_not_the_order_added():
    # added: +2, x2, set 3; applied: set 3 (used values), x2, +2 -> 8
    m = one(4, ("add", 2, {}), ("mul", None, {"num": 2, "den": 1}), ("set", 3, {}))
    assert m.value("m", "X") == 8
    # in the order added it would have been 3
    assert one(4, ("set", 3, {}), ("mul", None, {"num": 2, "den": 1}),
               ("add", 2, {})).value("m", "X") == 8


def test_m1_use_is_in_the_first_group():
    m = wargen.Models()
    m.add_model("leader", {"Dis": 4})
    m.add_model("unit", {"Dis": 9})
    m.add_modifier("unit", "Dis", "add", 1)
    m.add_modifier("unit", "Dis", "mul", num=1, den=2)
    m.add_modifier("unit", "Dis", "use", model="leader")
    assert m.value("unit", "Dis") == 3  # use 4, halved 2, +1


def test_m1_last_of_the_first_group_wins():
    # set and use are one group, applied in the order added (M3)
    m = wargen.Models()
    m.add_model("leader", {"Dis": 4})
    m.add_model("unit", {"Dis": 9})
    m.add_modifier("unit", "Dis", "use", model="leader")
    m.add_modifier("unit", "Dis", "set", 6)
    assert m.value("unit", "Dis") == 6
    m2 = wargen.Models()
    m2.add_model("leader", {"Dis": 4})
    m2.add_model("unit", {"Dis": 9})
    m2.add_modifier("unit", "Dis", "set", 6)
    m2.add_modifier("unit", "Dis", "use", model="leader")
    assert m2.value("unit", "Dis") == 4


# ---- M1: rounding ----------------------------------------------------------------

@pytest.mark.parametrize("base,num,den,round_,expected", [
    (7, 1, 2, None, 4),     # 3.5 rounded up by default (M1)
    (7, 1, 2, "up", 4),
    (7, 1, 2, "down", 3),
    (5, 2, 3, None, 4),     # 3.33...
    (5, 2, 3, "down", 3),
    (8, 1, 2, "up", 4),     # exact: no rounding
    (8, 1, 2, "down", 4),
    (3, 3, 2, None, 5),     # 4.5
    (3, 3, 2, "down", 4),
    (1, 1, 3, None, 1),
    (1, 1, 3, "down", 0),
    (6, 0, 5, None, 0),     # a numerator of 0
])
def test_m1_rounding(base, num, den, round_, expected):
    options = {"num": num, "den": den}
    if round_ is not None:
        options["round"] = round_
    assert one(base, ("mul", None, options)).value("m", "X") == expected


def test_m1_each_multiplication_rounds_on_its_own():
    # 7 / 2 = 3.5 -> 4, then / 2 = 2; not 7 / 4 = 1.75 -> 2 (the same here) and
    # 5 / 2 -> 3, / 2 -> 2 (1.5 up) rather than 5 / 4 = 1.25 -> 2
    m = one(5, ("mul", None, {"num": 1, "den": 2}), ("mul", None, {"num": 1, "den": 2}))
    assert m.value("m", "X") == 2
    m = one(5, ("mul", None, {"num": 1, "den": 2, "round": "down"}),
            ("mul", None, {"num": 3, "den": 1}))
    assert m.value("m", "X") == 6  # 2, then 6


# ---- M3: unbounded before bounded, and what a bound does ------------------------------

def test_m3_unbounded_before_bounded():
    # added: -1 to a minimum of 4, then -3; applied: -3 (5 -> 2), then the bounded
    # -1, which never moves a value already below its bound: 2 (in the order
    # added: 5 -> 4 -> 1)
    m = one(5, ("add", -1, {"min": 4}), ("add", -3, {}))
    assert m.value("m", "X") == 2


def test_m3_unbounded_before_bounded_with_max():
    # added: +1 to a maximum of 6, then +3: 5 -> 8, the bounded +1 leaves 8
    assert one(5, ("add", 1, {"max": 6}), ("add", 3, {})).value("m", "X") == 8


def test_m3_bounded_keep_the_order_applied():
    # two bounded adds: -2 (min 3) then +4 (max 6): 5 -> 3 -> 6 ...
    assert one(5, ("add", -2, {"min": 3}), ("add", 4, {"max": 6})).value("m", "X") == 6
    # ... the other way round: 5 -> 6 (bounded) -> 4
    assert one(5, ("add", 4, {"max": 6}), ("add", -2, {"min": 3})).value("m", "X") == 4


@pytest.mark.parametrize("base,amount,bound,limit,expected", [
    (3, -1, "min", 1, 2),   # not reached
    (2, -1, "min", 1, 1),   # reaches it
    (1, -1, "min", 1, 1),   # "turns a 1 into 1"
    (0, -1, "min", 1, 0),   # "leaves a 0 at 0": never moved the other way
    (5, -3, "min", 4, 4),   # stops at the bound
    (4, 1, "max", 5, 5),
    (5, 1, "max", 5, 5),
    (7, 1, "max", 5, 7),    # "leaves a 7 at 7"
    (2, 5, "max", 4, 4),
])
def test_m3_bound_decision(base, amount, bound, limit, expected):
    assert one(base, ("add", amount, {bound: limit})).value("m", "X") == expected


def test_m3_bound_on_mul():
    assert one(4, ("mul", None, {"num": 2, "den": 1, "max": 6})).value("m", "X") == 6
    assert one(8, ("mul", None, {"num": 1, "den": 2, "min": 5})).value("m", "X") == 5
    assert one(9, ("mul", None, {"num": 2, "den": 1, "max": 6})).value("m", "X") == 9


def test_m3_bound_and_range():
    # the bound is checked with the raw value, the range after: 9 + 5 = 14,
    # bounded to 12, clamped to 10
    assert one(9, ("add", 5, {"max": 12})).value("m", "X") == 10


# ---- M2: used values are final values -------------------------------------------------

def test_m2_use_takes_the_final_value():
    m = wargen.Models()
    m.add_model("leader", {"Dis": 6, "Ld": 8})
    m.add_modifier("leader", "Dis", "mul", num=3, den=2)   # 9
    m.add_modifier("leader", "Dis", "add", -1)             # 8
    m.add_model("unit", {"Dis": 3})
    m.add_modifier("unit", "Dis", "use", model="leader")
    m.add_modifier("unit", "Dis", "add", 1)
    assert m.value("unit", "Dis") == 9
    assert m.value("leader", "Dis") == 8


def test_m2_use_from_another_characteristic():
    m = wargen.Models()
    m.add_model("leader", {"Ld": 8})
    m.add_modifier("leader", "Ld", "add", 1)
    m.add_model("unit", {"Dis": 3})
    for from_key in ("from", "from_"):
        ident = m.add_modifier("unit", "Dis", "use", **{"model": "leader", from_key: "Ld"})
        assert m.value("unit", "Dis") == 9
        assert m.modifiers("unit")[-1] == {"id": ident, "stat": "Dis", "op": "use",
                                           "model": "leader", "from": "Ld"}
        m.remove_modifier(ident)
        assert m.value("unit", "Dis") == 3


def test_m2_use_within_one_model():
    m = wargen.Models()
    m.add_model("m", {"A": 4, "B": 2})
    m.add_modifier("m", "B", "use", model="m", **{"from": "A"})
    m.add_modifier("m", "A", "add", 3)
    assert m.evaluate() == {"m": {"A": 7, "B": 7}}


def test_m2_uses_through_a_diamond():
    m = wargen.Models()
    m.add_model("top", {"X": 2})
    m.add_model("left", {"X": 0})
    m.add_model("right", {"X": 0})
    m.add_model("bottom", {"X": 0, "Y": 0})
    m.add_modifier("left", "X", "use", model="top")
    m.add_modifier("left", "X", "add", 1)            # 3
    m.add_modifier("right", "X", "use", model="top")
    m.add_modifier("right", "X", "mul", num=3, den=1)  # 6
    m.add_modifier("bottom", "X", "use", model="left")
    m.add_modifier("bottom", "Y", "use", model="right", from_="X")
    m.add_modifier("bottom", "Y", "add", -2)
    assert m.evaluate() == {"top": {"X": 2}, "left": {"X": 3}, "right": {"X": 6},
                            "bottom": {"X": 3, "Y": 4}}


def test_m2_a_chain_of_ten_thousand_models():
    n = 10000
    m = wargen.Models(chain_doc(n))
    assert len(m) == n
    last = f"m{n - 1}"
    assert m.value(last, "X") == n - 1  # no recursion limit: evaluated iteratively
    assert m.evaluations == n
    m.set_base("m0", "X", 5)
    assert m.value(last, "X") == n + 4
    assert m.evaluations == 2 * n
    values = m.evaluate()
    assert values["m0"] == {"X": 5} and values["m5000"] == {"X": 5005}
    assert m.evaluations == 2 * n  # all already known


def test_m2_a_chain_built_in_code():
    n = 10000
    m = wargen.Models()
    m.add_model("m0", {"X": 0}, {"X": (0, 100000)})
    for k in range(1, n):
        m.add_model(f"m{k}", {"X": 0}, {"X": (0, 100000)})
        m.add_modifier(f"m{k}", "X", "use", model=f"m{k - 1}")
        m.add_modifier(f"m{k}", "X", "add", 1)
    assert m.value(f"m{n - 1}", "X") == n - 1
    trace = m.explain(f"m{n - 1}", "X")
    assert [s["op"] for s in trace.steps] == ["base", "use", "add"]


def test_m2_a_long_chain_changed_in_the_middle():
    # evaluate() (not value()) on the chain, then one change in the middle:
    # only the models from there on are evaluated again
    n = 10000
    m = wargen.Models(chain_doc(n))
    m.evaluate()
    assert m.evaluations == n
    add = m.modifiers("m5000")[1]
    assert add["op"] == "add"
    m.change_modifier(add["id"], "X", "add", 2)
    assert m.value("m9999", "X") == n
    assert m.evaluations == n + n // 2
    assert m.value("m4999", "X") == 4999
    assert m.evaluations == n + n // 2


# ---- M2: cycles ------------------------------------------------------------------------

def _cycle_of_two():
    m = wargen.Models()
    m.add_model("a", {"X": 1})
    m.add_model("b", {"X": 2})
    m.add_model("c", {"X": 3})
    m.add_modifier("a", "X", "use", model="b")
    ident = m.add_modifier("b", "X", "use", model="a")  # accepted here (mod.h) ...
    return m, ident


def _assert_cycle(info, *nodes):
    e = info.value
    assert e.code == wargen.RuleError.code
    for node in nodes:
        assert node in e.message
    assert "->" in e.message


def test_m2_cycle_named_on_evaluation():
    m, ident = _cycle_of_two()
    for call in (m.evaluate, lambda: m.value("a", "X"), lambda: m.value("b", "X"),
                 lambda: m.explain("a", "X"), m.to_dict, m.to_json):
        with pytest.raises(wargen.RuleError) as info:  # ... and refused by evaluation
            call()
        _assert_cycle(info, "a.X", "b.X")
    # the message is the cycle, a.X -> b.X -> a.X or b.X -> a.X -> b.X
    with pytest.raises(wargen.RuleError) as info:
        m.value("a", "X")
    assert ("a.X -> b.X -> a.X" in info.value.message
            or "b.X -> a.X -> b.X" in info.value.message)
    # what is not on the cycle still evaluates
    assert m.value("c", "X") == 3
    # break it: everything evaluates
    m.remove_modifier(ident)
    assert m.evaluate() == {"a": {"X": 2}, "b": {"X": 2}, "c": {"X": 3}}


def test_m2_cycle_reached_from_outside_it():
    m, _ = _cycle_of_two()
    m.add_modifier("c", "X", "use", model="a")
    with pytest.raises(wargen.RuleError) as info:
        m.value("c", "X")
    _assert_cycle(info, "a.X", "b.X")


def test_m2_cycle_of_one():
    m = wargen.Models()
    m.add_model("a", {"X": 1})
    m.add_modifier("a", "X", "use", model="a")
    with pytest.raises(wargen.RuleError) as info:
        m.evaluate()
    assert "a.X -> a.X" in info.value.message


def test_m2_cycle_through_from():
    m = wargen.Models()
    m.add_model("a", {"X": 1, "Y": 2})
    m.add_modifier("a", "X", "use", model="a", from_="Y")
    m.add_modifier("a", "Y", "use", model="a", from_="X")
    with pytest.raises(wargen.RuleError) as info:
        m.evaluate()
    assert ("a.X -> a.Y -> a.X" in info.value.message
            or "a.Y -> a.X -> a.Y" in info.value.message)


def test_m2_long_cycle_named():
    n = 1000
    doc = chain_doc(n)
    doc["models"][0]["modifiers"] = [{"stat": "X", "op": "use", "model": f"m{n - 1}"}]
    with pytest.raises(wargen.RuleError) as info:
        wargen.Models(doc)
    e = info.value
    assert ".X -> m" in e.message  # (the message may be cut to fit the error record)
    assert e.path.startswith("models[") and e.line >= 1


def test_m2_cycle_made_by_a_change_and_unmade():
    m = wargen.Models(example_doc())
    ident = m.add_modifier("general", "Dis", "add", 0)
    assert m.value("general", "Dis") == 9
    m.change_modifier(ident, "Dis", "use", model="spearman")
    with pytest.raises(wargen.RuleError) as info:
        m.evaluate()
    _assert_cycle(info, "general.Dis", "spearman.Dis")
    m.change_modifier(ident, "Dis", "add", -2)
    assert m.evaluate()["spearman"]["Dis"] == 7
