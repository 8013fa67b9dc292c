"""Every kind of failure of the morale module raises its wargen.errors
subclass (InvalidArgumentError for WG_EINVAL, NotFoundError for WG_ENOTFOUND,
StateError for WG_ESTATE, RuleError for WG_ERULE, RangeError beyond C's int), with the library's
message; wrong types raise TypeError; a failure changes nothing."""
import math

import pytest

import wargen
from test_morale_fixtures import sq


@pytest.fixture
def battle():
    b = wargen.Battle()
    b.add_battalion("blue", 0, 20, 5, base=sq(10, 0))
    b.add_battalion("red", 1, 20, 4, base=sq(0, 0))
    return b


def snapshot(b):
    return (b.turn, b.battalions, b.characters, b.pending,
            [b.orders(i) for i in range(len(b))],
            [(b.command_points(a), b.shooting_orders(a), b.hospital(a)) for a in (0, 1)])


EINVAL_CASES = [
    ("an empty name", lambda b: b.add_battalion("", 0, 10, 5, base=sq(0, 9))),
    ("a long name", lambda b: b.add_battalion("x" * 101, 0, 10, 5, base=sq(0, 9))),
    ("army 2", lambda b: b.add_battalion("x", 2, 10, 5, base=sq(0, 9))),
    ("no warriors", lambda b: b.add_battalion("x", 0, 0, 5, base=sq(0, 9))),
    ("too many warriors", lambda b: b.add_battalion("x", 0, wargen.BATTALION_MAX + 1, 5,
                                                    base=sq(0, 9))),
    ("speed below 0", lambda b: b.add_battalion("x", 0, 10, -1, base=sq(0, 9))),
    ("no ranks", lambda b: b.add_battalion("x", 0, 10, 5, ranks=0, base=sq(0, 9))),
    ("a flat base", lambda b: b.add_battalion("x", 0, 10, 5, base=(0, 9, 2, 0))),
    ("a NaN base", lambda b: b.add_battalion("x", 0, 10, 5, base=(math.nan, 9, 2, 2))),
    ("two terrain points", lambda b: b.add_terrain([(0, 0), (1, 1)])),
    ("concave terrain", lambda b: b.add_terrain([(0, 0), (4, 0), (1, 1), (0, 4)])),
    ("flat terrain", lambda b: b.add_terrain([(0, 0), (1, 1), (2, 2)])),
    ("infinite terrain", lambda b: b.add_terrain([(0, 0), (1, 0), (math.inf, 1)])),
    ("no kind", lambda b: b.attach(0, "captain", "x")),
    ("damage below 0", lambda b: b.damage(0, -1)),
    ("a die of 7", lambda b: b.check_judge(0, 7, (1, 1, 1))),
    ("points below 0", lambda b: b.set_command_points(0, -1)),
    ("command points of army 3", lambda b: b.command_points(3)),
    ("an empty order", lambda b: b.give_order(0, "")),
    ("a load order", lambda b: b.give_order(0, "load")),
    ("a boat of capacity 0", lambda b: b.add_boat(0, 3)),
    ("hospital of army -1", lambda b: b.set_hospital(-1, True)),
]


# A battalion, character, boat or queued check past the end is missing
# (WG_ENOTFOUND), as every index the C library takes.
ENOTFOUND_CASES = [
    ("no battalion 5", lambda b: b.battalion(5)),
    ("attached nowhere", lambda b: b.attach(9, "hero", "x")),
    ("no character", lambda b: b.character(0)),
    ("kill no character", lambda b: b.kill_character(3)),
    ("no battalion to damage", lambda b: b.damage(2, 1)),
    ("orders of no battalion", lambda b: b.orders(4)),
    ("speed of no battalion", lambda b: b.speed(4)),
    ("ladder of no battalion", lambda b: b.ladder_speed(4)),
    ("modifier of no battalion", lambda b: b.morale_modifier(4)),
    ("no boat", lambda b: b.unload(0)),
    ("rally a battalion that is not there", lambda b: b.rally(7, sq(0, 0))),
    ("no queued check", lambda b: b.pending_at(0)),
]


@pytest.mark.parametrize("what,call", ENOTFOUND_CASES, ids=[c[0] for c in ENOTFOUND_CASES])
def test_missing_elements(battle, what, call):
    before = snapshot(battle)
    with pytest.raises(wargen.NotFoundError) as e:
        call(battle)
    assert e.value.code == wargen.NotFoundError.code and e.value.message
    assert isinstance(e.value, LookupError) and isinstance(e.value, wargen.WargenError)
    assert snapshot(battle) == before


@pytest.mark.parametrize("what,call", EINVAL_CASES, ids=[c[0] for c in EINVAL_CASES])
def test_invalid_arguments(battle, what, call):
    before = snapshot(battle)
    with pytest.raises(wargen.InvalidArgumentError) as e:
        call(battle)
    assert e.value.code == -1 and e.value.message
    assert isinstance(e.value, ValueError) and isinstance(e.value, wargen.WargenError)
    assert snapshot(battle) == before


def test_messages_name_the_problem(battle):
    with pytest.raises(wargen.NotFoundError, match=r"no battalion 5: there are 2"):
        battle.battalion(5)
    with pytest.raises(wargen.NotFoundError, match=r"no such battalion: the battle has 2"):
        battle.speed(5)
    with pytest.raises(wargen.InvalidArgumentError, match="army 2 is not 0 or 1"):
        battle.add_battalion("x", 2, 10, 5, base=sq(0, 9))
    with pytest.raises(wargen.InvalidArgumentError, match="not convex"):
        battle.add_terrain([(0, 0), (4, 0), (1, 1), (0, 4)])
    with pytest.raises(wargen.InvalidArgumentError, match="captain"):
        battle.attach(0, "captain", "x")


def test_state_errors(battle):
    b = battle
    b.set_hospital(0)
    b.add_boat(30, 3)
    b.next_turn()
    cases = [
        lambda: b.set_hospital(0, False),                     # after turn 0
        lambda: b.set_shooting_orders(0, []),
        lambda: b.attack_wounded(0, 1),                       # no wounded
        lambda: b.unload(0),                                  # nothing aboard
        lambda: b.rally(0, sq(0, 0)),                         # not fled
    ]
    b.check_judge(1, 6, (1, 1, 1))                            # red flees
    cases += [
        lambda: b.retreat(0),                                 # no enemy left
        lambda: b.retreat(1),                                 # it fled
        lambda: b.damage(1, 1),
        lambda: b.load(0, 1),
        lambda: b.give_order(1, "x"),
        lambda: b.check_judge(1, 1, (1, 1, 1)),
    ]
    g = b.attach(0, "general", "G")
    b.kill_character(g)
    cases.append(lambda: b.kill_character(g))
    for k, call in enumerate(cases):
        before = snapshot(b)
        with pytest.raises(wargen.StateError) as e:
            call()
        assert e.value.code == -7, k
        assert snapshot(b) == before, k


def test_rule_errors(battle):
    b = battle
    b.attach(0, "general", "G")
    giant = b.add_battalion("giant", 0, 2, 6, giant=True, base=sq(40, 40))
    boat = b.add_boat(3, 2)
    cases = [
        lambda: b.attach(0, "general", "Second"),              # one General an army
        lambda: b.give_order(0, wargen.ORDER_SHOOTING_ATTACK),  # B7: none rolled
        lambda: b.give_order(0, wargen.ORDER_MERCY),           # B10: no wounded
        lambda: b.ladder_speed(giant),                         # B8
        lambda: b.load(boat, 0),                               # B9: 21 models in 3
    ]
    for k, call in enumerate(cases):
        before = snapshot(b)
        with pytest.raises(wargen.RuleError) as e:
            call()
        assert e.value.code == -8, k
        assert k == 0 or "(B" in str(e.value), k              # the message cites the rule
        assert snapshot(b) == before, k


def test_range_and_type_errors(battle):
    for call in (lambda: battle.damage(0, 2**31), lambda: battle.set_command_points(0, -2**31 - 1),
                 lambda: battle.add_battalion("x", 0, 2**40, 5, base=sq(0, 9)),
                 lambda: battle.check_judge(0, 3, (1, 1, 1), extra=2**31),
                 lambda: battle.battalion(-1)):
        with pytest.raises(wargen.RangeError) as e:
            call()
        assert e.value.code == -6
    for call in (lambda: battle.damage(0, 1.0), lambda: battle.damage("0", 1),
                 lambda: battle.damage(True, 1), lambda: battle.add_battalion(3, 0, 1, 1,
                                                                              base=sq(0, 0)),
                 lambda: battle.add_battalion("x", 0, 1, 1),        # no base
                 lambda: battle.add_battalion("x", 0, 1, 1, base=(0, 0, 1)),
                 lambda: battle.add_battalion("x", 0, 1, 1, base={"x": 0, "y": 0, "w": 1}),
                 lambda: battle.add_battalion("x", 0, 1, 1, base="0 0 1 1"),
                 lambda: battle.add_terrain([(0, 0, 0), (1, 0, 0), (1, 1, 0)]),
                 lambda: battle.add_terrain([("0", 0), (1, 0), (1, 1)]),
                 lambda: battle.attach(0, 1.5, "x"),
                 lambda: battle.check_judge(0, 3, (1, 1)),
                 lambda: battle.check(0, "rng"), lambda: battle.set_shooting_orders(0, "12")):
        with pytest.raises(TypeError):
            call()
    assert len(battle) == 2 and battle.characters == []


def test_a_battalion_needs_a_base():
    with pytest.raises(wargen.ArgumentTypeError,
                       match=r"^base must be \(x, y, width, depth\[, facing\]\), not NoneType$"):
        wargen.Battle().add_battalion("blue", 0, warriors=20, speed=5)
