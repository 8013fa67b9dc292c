"""Every kind of object survives its destructor called by hand (issue 12):
twice frees once, and a freed object refuses calls by name (StateError)."""
import gc
import os
import pathlib

import pytest

import wargen

ROOT = pathlib.Path(os.environ["WARGEN_SOURCE_ROOT"])
BOOK = ROOT / "data" / "catalogs" / "example-kingdom.json"
ROSTER = ROOT / "data" / "rosters" / "valid-standard.json"
MODELS = ROOT / "data" / "models" / "example.json"

# kind: a new object of it, and a method call that uses it
KINDS = {
    "Rng": (lambda: wargen.Rng(1), lambda o: o.d6()),
    "Roll": (lambda: wargen.Rng(1).pool(3), lambda o: o.die(0)),
    "Table": (lambda: wargen.Table.default(), lambda o: o.to_json()),
    "Catalog": (lambda: wargen.Catalog(BOOK), lambda o: o.to_json()),
    "Roster": (lambda: wargen.Roster(BOOK, ROSTER), lambda o: o.to_json()),
    "Models": (lambda: wargen.Models(MODELS), lambda o: o.value("spearman", "Str")),
    "Trace": (lambda: wargen.Models(MODELS).explain("spearman", "Str"), lambda o: o.to_json()),
    "Battle": (lambda: wargen.Battle(), lambda o: o.next_turn()),
    # a View's C handle (wargen.View holds it, and its roster)
    "View": (lambda: wargen.View(wargen.Roster(BOOK, ROSTER))._h, lambda o: o.to_json("open")),
    # a Game's C handle (wargen.Game holds it)
    "Game": (lambda: wargen.Game()._h, lambda o: o.to_json()),
    # a Reveal's C handle (wargen.Reveal holds it, and its view)
    "Reveal": (lambda: wargen.Reveal(wargen.View(wargen.Roster(BOOK, ROSTER)))._h,
               lambda o: o.to_json()),
}


def destroy(o):
    type(o).__swig_destroy__(o)


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_destroyed_twice_is_freed_once(kind):
    make, use = KINDS[kind]
    o = make()
    use(o)
    destroy(o)
    destroy(o)  # a double free before (abort)
    with pytest.raises(wargen.StateError, match="has been freed"):
        use(o)
    del o
    gc.collect()  # and the proxy's own end is harmless too


def test_a_freed_object_is_refused_as_an_argument():
    rng = wargen.Rng(1)
    destroy(rng)
    with pytest.raises(wargen.StateError, match="rng: the wargen.Rng has been freed"):
        wargen.morale_check(rng)
    table = wargen.Table.default()
    destroy(table)
    with pytest.raises(wargen.StateError, match="has been freed"):
        wargen.armies(wargen.Rng(1), table=table)


def test_a_closed_session_closes_once():
    s = wargen.Session(seed=1)
    s.close()
    s.close()
    with pytest.raises(wargen.StateError):
        s.run()


# parent, a child of it, and a call the child makes through the parent
FAMILIES = {
    "Rng and its pool": (lambda: wargen.Rng(7), lambda r: r.pool(5),
                         lambda p: p.reroll_below(7)),  # re-rolls the dice not yet re-rolled
    "Catalog and its roster": (lambda: wargen.Catalog(BOOK), lambda c: wargen.Roster(c, ROSTER),
                               lambda r: r.validate().valid),
    "Roster and its view": (lambda: wargen.Roster(BOOK, ROSTER), wargen.View,
                            lambda v: v.to_json("hidden")),
    "View and its tracker": (lambda: wargen.View(wargen.Roster(BOOK, ROSTER))._h,
                             wargen.core._reveal_new, lambda r: r.to_json()),
    "Models and its trace": (lambda: wargen.Models(MODELS),
                             lambda m: m.explain("spearman", "Str"), lambda t: t.to_json()),
}


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_a_parent_destroyed_by_hand_lives_on_for_its_children(family):
    make, child_of, use = FAMILIES[family]
    parent = make()
    child = child_of(parent)
    before = use(child)
    destroy(parent)  # it has had a child: freed when its proxy ends
    destroy(parent)
    del parent
    gc.collect()
    after = use(child)  # through the parent, which must still be there
    assert after == before or family == "Rng and its pool"  # a re-roll draws anew
    del child
    gc.collect()
