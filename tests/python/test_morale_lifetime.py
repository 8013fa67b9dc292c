"""Lifetimes: checks, damage and retreats are copies that outlive their
Battle; a battalion's state and a character keep their Battle alive (their
names are the battle's); a Battle is freed once, when Python collects it,
and keeps no generator alive (valgrind checks the rest)."""
import gc
import weakref

import wargen
from test_morale_fixtures import sq


def _results_only():
    b = wargen.Battle()
    e = b.add_battalion("red", 1, 20, 4, base=sq(0, 0))
    s = b.add_battalion("blue", 0, 20, 5, base=sq(10, 0))
    b.attach(s, "hero", "Ney")
    check, retreat = b.check_judge(s, 6, (1, 2, 6))
    return check, retreat, b.damage(e, 1), b.pending, b.orders(e), weakref.ref(b)


def test_results_outlive_their_battle():
    check, retreat, damage, pending, orders, watch = _results_only()
    gc.collect()
    assert watch() is None                                 # the Battle is gone
    assert check.result == "retreat" and check.dice == (1, 2, 6)
    assert retreat.distance == 5 and retreat.from_ == 0
    assert damage.killed == 1 and pending == [] and orders == []


def test_states_and_characters_are_values():
    b = wargen.Battle()
    i = b.add_battalion("blue", 0, 20, 5, base=sq(10, 0))
    b.attach(i, "hero", "Ney")
    state, character, base, watch = b.battalion(i), b.character(0), b.battalion(i).base, \
        weakref.ref(b)
    del b
    gc.collect()
    assert watch() is None                                 # records copy what they show
    assert (state.name, character.name, base.x) == ("blue", "Ney", 10) and base == sq(10, 0)


def test_a_battle_does_not_keep_its_rng():
    b = wargen.Battle()
    i = b.add_battalion("blue", 0, 20, 5, shooter=True, base=sq(10, 0))
    rng = wargen.Rng(3)
    watch = weakref.ref(rng)
    b.roll_shooting_orders(0, rng)
    b.check(i, rng)
    del rng
    gc.collect()
    assert watch() is None
    assert b.shooting_orders(0) >= 1


def test_battle_freed_when_nothing_else_holds_it():
    b = wargen.Battle()
    b.add_battalion("blue", 0, 20, 5, base=sq(10, 0))
    b.add_terrain([(0, 20), (5, 20), (5, 25)])
    b.give_order(0, "hold")
    watch = weakref.ref(b)
    del b
    gc.collect()
    assert watch() is None


def test_strings_read_back_are_copies():
    b = wargen.Battle()
    i = b.add_battalion("blue", 0, 20, 5, base=sq(10, 0))
    b.give_order(i, "hold the line")
    orders = b.orders(i)
    name = b.battalion(i).name
    b.check_judge(i, 6, (1, 6, 6))                         # wavered: orders freed
    del b
    gc.collect()
    assert orders == ["hold the line"] and name == "blue"


def test_many_battles_collected_in_any_order():
    kept = []
    for k in range(300):
        b = wargen.Battle()
        i = b.add_battalion(f"b{k}", k % 2, 10 + k % 7, 3, base=sq(k, 0))
        b.attach(i, "standard-bearer", "s")
        b.damage(i, 5 + k % 7)
        kept.append(b.battalion(i) if k % 3 else b)
    gc.collect()
    states = [x if isinstance(x, wargen.BattalionState) else x.battalion(0) for x in kept]
    assert all(s.half_lost for s in states)
    del kept, states
    gc.collect()


def test_handle_frees_once():
    h = wargen.Battle()
    wargen.core._battle_add_battalion(h, "a", 0, 5, 1, 1, False, False, 0.0, 0.0, 1.0, 1.0, 0.0)
    state = h.battalion(0)
    del h
    gc.collect()
    assert state.name == "a"
