"""A battle through the binding: every method of wargen.Battle on one case
of each rule area (B1-B12), with the Python types it returns (the C structs
as read-only objects, names for enums, None for nothing). What the rules
mean, edge cases included, is tested once, in tests/unit/test_morale_*.c.
Bases with facing 0 face +x: their depth runs along x, their width along y."""
import pytest

import wargen
from test_morale_fixtures import BESIDE, rally_scene, sq


def two_armies():
    """Army 0: a (the General), b, c; army 1: d (its Hero) and e."""
    bt = wargen.Battle()
    idx = {}
    for name, army, x in (("a", 0, 10), ("b", 0, 10), ("c", 0, 10), ("d", 1, 0), ("e", 1, 0)):
        idx[name] = bt.add_battalion(name, army, 20, 5, base=sq(x, 20 * len(idx)))
    return bt, idx


# ---- battalions ------------------------------------------------------------------------------


def test_add_battalion_and_read_it_back():
    b = wargen.Battle()
    assert (len(b), b.turn, b.pending, b.characters, bool(b)) == (0, 0, [], [], True)
    i = b.add_battalion("Pikes", 1, 30, 4, ranks=3, shooter=True, base=(1.5, -2, 6, 3, 90))
    j = b.add_battalion("Ogres", 0, warriors=6, speed=6, giant=True,
                        base={"x": 0, "y": 0, "width": 4, "depth": 4})
    assert (i, j, len(b)) == (0, 1, 2)
    s = b.battalion(i)
    assert isinstance(s, wargen.BattalionState)
    assert s.to_dict() == {
        "name": "Pikes", "army": 1, "start": 30, "warriors": 30, "killed": 0, "wounded": 0,
        "wounded_ranks": 0, "combat_rank_penalty": 0, "speed": 4, "half_lost": False,
        "fled": False, "boat": None,
        "base": {"x": 1.5, "y": -2.0, "width": 6.0, "depth": 3.0, "facing": 90.0}}
    assert s.base == (1.5, -2, 6, 3, 90) and s.base.facing == 90
    assert isinstance(s.base, wargen.Base)
    assert b.battalion(j).base == (0, 0, 4, 4, 0)
    assert [x.name for x in b.battalions] == ["Pikes", "Ogres"]
    assert b.next_turn() == 1 and b.turn == 1
    assert "2 battalions" in repr(b)


def test_characters_and_the_standard_bearer():
    b, i = two_armies()
    g = b.attach(i["a"], "general", "Wellington")
    s = b.attach(i["b"], "standard-bearer", "Ensign")
    h = b.attach(i["d"], "hero", "Ney")
    assert (g, s, h) == (0, 1, 2)
    assert b.character(s) == ("Ensign", "standard-bearer", i["b"], True)
    assert isinstance(b.character(s), wargen.Character)
    assert [c.kind for c in b.characters] == ["general", "standard-bearer", "hero"]
    assert wargen.CHARACTER_KINDS == ("general", "hero", "standard-bearer")
    # a kind goes in by name or by its C number, and reads back by name
    assert b.character(b.attach(i["e"], wargen.core.CHARACTER_HERO, "By number")).kind == "hero"
    # B4: +1 while the bearer lives; a second one adds nothing more
    assert [b.morale_modifier(x) for x in range(5)] == [0, 1, 0, 0, 0]
    b.kill_character(s)
    assert b.morale_modifier(i["b"]) == 0
    assert b.character(s).alive is False


# ---- B1: what queues checks ------------------------------------------------------------------


def test_b1a_half_lost_once():
    b, i = two_armies()
    assert b.damage(i["b"], 9).to_dict() == {"killed": 9, "wounded": 0, "wounded_killed": 0,
                                   "check": False}
    assert b.pending == []
    assert b.damage(i["b"], 1).to_dict() == {"killed": 1, "wounded": 0, "wounded_killed": 0,
                                   "check": True}
    assert b.pending == [(i["b"], "half-lost")]
    s = b.battalion(i["b"])
    assert (s.warriors, s.killed, s.half_lost) == (10, 10, True)
    assert b.damage(i["b"], 5).check is False          # once (B1a)
    assert b.pending == [(i["b"], "half-lost")]


def test_b1b_a_generals_death_queues_every_battalion_of_the_army():
    b, i = two_armies()
    g = b.attach(i["a"], "general", "Wellington")
    b.attach(i["d"], "general", "Napoleon")
    b.kill_character(g)
    # one check per battalion; its own battalion's names the nearer cause (B1c)
    assert b.pending == [(i["a"], "attached-killed"), (i["b"], "leader-killed"),
                         (i["c"], "leader-killed")]
    with pytest.raises(wargen.StateError, match="dead already"):
        b.kill_character(g)


# ---- B2-B4: checks taken ---------------------------------------------------------------------


def test_rolled_checks_follow_the_seed():
    def run(seed):
        b, i = two_armies()
        b.attach(i["a"], "standard-bearer", "Ensign")
        rng = wargen.Rng(seed)
        return [b.check(x, rng, extra=x % 2 - 1)[0] for x in range(5)
                if not b.battalion(x).fled], rng.below(1296)

    checks, after = run(42)
    assert checks == run(42)[0]
    # the same draws as wargen.morale_check with the battalion's modifier
    rng = wargen.Rng(42)
    assert [c.to_dict() for c in checks] == \
        [wargen.morale_check(rng, c.modifier).to_dict() for c in checks]
    assert [c.modifier for c in checks] == [0, 0, -1, 0, -1]   # a: -1 + 1 (B4)
    assert rng.below(1296) == after


# ---- B3: results applied ---------------------------------------------------------------------


def test_b3_results():
    b, i = two_armies()
    for x in (i["a"], i["b"], i["c"]):
        b.give_order(x, "charge")
        b.give_order(x, "hold")
    check, retreat = b.check_judge(i["a"], 1, (1, 1, 1))
    assert (check.result, retreat, b.orders(i["a"])) == ("steady", None, ["charge", "hold"])
    check, retreat = b.check_judge(i["b"], 4, (3, 4, 5))
    assert (check.failures, check.result, retreat) == (1, "wavered", None)
    assert b.orders(i["b"]) == []                          # orders cancelled
    assert b.battalion(i["b"]).base == sq(10, 20)          # and it stays
    check, retreat = b.check_judge(i["c"], 6, (1, 1, 6))
    assert (check.failures, check.result) == (2, "retreat")
    assert isinstance(retreat, wargen.Retreat) and b.orders(i["c"]) == []
    assert retreat.from_ is not None and retreat.distance == 5
    check, retreat = b.check_judge(i["a"], 6, (1, 1, 1))
    assert (check.result, retreat) == ("fled", None)
    s = b.battalion(i["a"])
    assert s.fled and s.base == sq(10, 0)                  # its last place
    assert b.orders(i["a"]) == []


def test_b3_retreat_with_no_enemy_on_the_table():
    b = wargen.Battle()
    i = b.add_battalion("alone", 0, 10, 5, base=sq(0, 0))
    check, retreat = b.check_judge(i, 6, (1, 1, 6))
    assert check.result == "retreat"
    assert retreat == (0.0, 0.0, 0.0, "none", None, None, 0)
    assert b.battalion(i).base == sq(0, 0)
    with pytest.raises(wargen.StateError, match="no enemy"):
        b.retreat(i)


# ---- B12: retreat movement -------------------------------------------------------------------


def test_b12_straight_away_from_the_nearest_enemy():
    b = wargen.Battle()
    e = b.add_battalion("red", 1, 20, 4, base=sq(0, 0))
    b.add_battalion("far red", 1, 20, 4, base=sq(-40, 0))
    s = b.add_battalion("blue", 0, 20, 5, ranks=2, base=sq(10, 0))
    b.give_order(s, "advance")
    check, r = b.check_judge(s, 5, (1, 2, 5))
    assert check.result == "retreat"
    assert r.to_dict() == {"distance": 5.0, "dx": 1.0, "dy": 0.0, "stop": "none",
                           "other": None, "from": e, "combat_modifier": 0}
    assert b.battalion(s).base == (15, 0, 2, 2, 0)         # formation and facing kept
    assert b.battalion(e).base == sq(0, 0)                 # the enemy stays
    assert b.orders(s) == []
    r = b.retreat(s)                                       # without a check
    assert isinstance(r, wargen.Retreat) and (r.stop, r.from_) == ("none", e)


def test_b12_stops_at_terrain():
    b = wargen.Battle()
    e = b.add_battalion("red", 1, 20, 4, base=sq(0, 0))
    s = b.add_battalion("blue", 0, 20, 12, base=(10, 0, 4, 2, 0))   # x 9..11
    b.add_terrain([(0, 50), (10, 50), (5, 60)])                     # off the path
    b.add_terrain([(20, -50), (20, 50), (30, 50), (30, -50)])      # a wall at x = 20 (clockwise)
    assert b.terrain_count == 2
    check, r = b.check_judge(s, 6, (6, 2, 3))
    assert check.result == "retreat"
    assert (r.stop, r.other, r.from_, r.combat_modifier) == ("terrain", 1, e, 0)
    assert r.distance == pytest.approx(9)
    assert b.battalion(s).base.x == pytest.approx(19)
    r = b.retreat(s)                                                # against the wall
    assert (r.distance, r.stop, r.other) == (pytest.approx(0), "terrain", 1)


# ---- B6: rallying ----------------------------------------------------------------------------


def test_b6_rally_for_two_command_points():
    b, g, f, e, general = rally_scene()
    assert b.command_points(0) == 2
    b.rally(f, BESIDE)
    s = b.battalion(f)
    assert not s.fled and s.base == BESIDE
    assert (b.command_points(0), b.command_points(1)) == (0, 0)
    b, g, f, e, general = rally_scene()
    b.rally(f, {"x": 2, "y": 0, "width": 4, "depth": 2})     # a base as a dict
    assert b.battalion(f).base == BESIDE


# ---- B7: shooting orders ---------------------------------------------------------------------


def test_b7_shooting_orders_from_table_dice():
    b = wargen.Battle()
    s1 = b.add_battalion("bows", 0, 10, 4, shooter=True, base=sq(0, 0))
    b.add_battalion("swords", 0, 10, 4, base=sq(0, 10))
    b.add_battalion("guns", 0, 10, 4, shooter=True, base=sq(0, 20))
    assert b.shooting_orders(0) == 0
    assert b.set_shooting_orders(0, [3, 4]) == 7
    assert b.shooting_orders(0) == 7
    for _ in range(7):
        b.give_order(s1, wargen.ORDER_SHOOTING_ATTACK)
    assert b.shooting_orders(0) == 0
    with pytest.raises(wargen.RuleError, match="B7"):
        b.give_order(s1, "shooting-attack")
    assert b.orders(s1) == ["shooting-attack"] * 7
    # an order spent stays spent when a check cancels it
    b.check_judge(s1, 4, (1, 5, 5))
    assert b.orders(s1) == [] and b.shooting_orders(0) == 0
    with pytest.raises(wargen.StateError, match="already"):
        b.set_shooting_orders(0, [1, 1])


def test_b7_rolled_shooting_orders():
    b = wargen.Battle()
    for k in range(3):
        b.add_battalion(f"bows {k}", 1, 10, 4, shooter=k != 1, base=sq(0, 10 * k))
    rng = wargen.Rng(8)
    copy = rng.copy()
    expected = copy.d6() + copy.d6()                      # one D6 per Shooter, in order
    assert b.roll_shooting_orders(1, rng) == expected == b.shooting_orders(1)
    assert rng.state() == copy.state()
    assert b.roll_shooting_orders(0, rng) == 0            # no Shooters
    with pytest.raises(wargen.StateError):
        b.roll_shooting_orders(1, rng)


# ---- B8: ladders -----------------------------------------------------------------------------


def test_b8_ladders_at_half_speed_giants_refused():
    b = wargen.Battle()
    i = b.add_battalion("s5", 0, 10, 5, base=sq(0, 0))
    assert (b.speed(i), b.ladder_speed(i)) == (5, 2)
    giant = b.add_battalion("giants", 0, 3, 8, giant=True, base=sq(50, 50))
    assert b.speed(giant) == 8
    with pytest.raises(wargen.RuleError, match="Giants"):
        b.ladder_speed(giant)


# ---- B9: boats -------------------------------------------------------------------------------


def test_b9_load_and_unload():
    b = wargen.Battle()
    i = b.add_battalion("marines", 0, 10, 4, base=sq(0, 0))
    b.attach(i, "hero", "Nelson")                          # 11 models
    boat = b.add_boat(11, 9)
    assert boat == 0 and b.boat_cargo(boat) is None
    b.give_order(i, "row")
    b.load(boat, i)
    assert b.boat_cargo(boat) == i
    assert b.orders(i) == ["row", wargen.ORDER_LOAD]
    s = b.battalion(i)
    assert (s.boat, s.speed, b.speed(i), b.ladder_speed(i)) == (boat, 9, 9, 4)
    with pytest.raises(wargen.StateError, match="aboard"):
        b.load(b.add_boat(50, 1), i)
    with pytest.raises(wargen.RuleError, match="capacity"):
        b.attach(i, "standard-bearer", "one too many")
    b.unload(boat)
    assert b.boat_cargo(boat) is None
    assert b.orders(i) == ["row", "load", wargen.ORDER_UNLOAD]
    assert (b.battalion(i).boat, b.speed(i)) == (None, 4)
    with pytest.raises(wargen.StateError, match="nothing"):
        b.unload(boat)


# ---- B10, B11: the wounded -------------------------------------------------------------------


def test_b10_with_a_field_hospital_half_the_damage_wounds():
    b = wargen.Battle()
    assert b.hospital(0) is False
    b.set_hospital(0)
    assert b.hospital(0) is True and b.hospital(1) is False
    i = b.add_battalion("line", 0, 20, 5, ranks=2, base=sq(0, 0))
    d = b.damage(i, 10)
    assert isinstance(d, wargen.Damage) and d == (5, 5, 0, False)
    assert d.to_dict() == {"killed": 5, "wounded": 5, "wounded_killed": 0, "check": False}
    s = b.battalion(i)
    assert (s.warriors, s.killed, s.wounded, s.wounded_ranks, s.combat_rank_penalty) == \
        (10, 5, 5, 3, 2)


def test_b10_attacking_the_wounded():
    b = wargen.Battle()
    b.set_hospital(0)
    i = b.add_battalion("line", 0, 20, 5, ranks=4, base=sq(0, 0))
    b.damage(i, 10)
    assert wargen.WOUNDED_DICE_MODIFIER == -2
    assert b.attack_wounded(i, 3) == (0, 0, 3, False)
    assert b.battalion(i).wounded == 2 and b.pending == []
    b.attack_wounded(i, 9)
    with pytest.raises(wargen.StateError, match="no wounded"):
        b.attack_wounded(i, 1)


def test_b10_orders_of_the_wounded():
    b = wargen.Battle()
    b.set_hospital(0)
    i = b.add_battalion("line", 0, 20, 5, base=sq(0, 0))
    for order in wargen.WOUNDED_ORDERS:
        with pytest.raises(wargen.RuleError, match="needs wounded"):
            b.give_order(i, order)
    b.damage(i, 2)
    for order in (wargen.ORDER_RECOVERY, wargen.ORDER_TO_THE_DOCTOR, wargen.ORDER_MERCY):
        b.give_order(i, order)
    assert b.orders(i) == ["recovery", "to-the-doctor", "mercy"]
