"""wargen.distribution(): exact distributions of generated armies (wargen/dist.h,
G1-G10), as the binding adds them: a mapping of values to Fractions, records,
a pandas DataFrame, errors and lifetimes; and one agreement with the command."""
import gc
import json
import pickle
from fractions import Fraction

import pytest

import wargen
from conftest import SOURCE_ROOT

GOLDEN = SOURCE_ROOT / "tests" / "cli" / "golden" / "generate-distribution-medium-cards-players2.json"


def _query(line):
    """distribution()'s arguments for a line of the command's --json output."""
    kwargs = {"kind": line["of"], "player": line.get("player", 0)}
    if "type" in line:
        kwargs["type"] = line["type"]
    if "types" in line:
        kwargs["type"], kwargs["type2"] = line["types"]
    return kwargs


def test_same_distributions_as_the_command():
    """Every line of `wargen generate --distribution --json --size medium --players 2
    --cards --joint champion,conqueror` is the library's writer's, byte for byte."""
    for text in GOLDEN.read_text().splitlines():
        d = wargen.distribution(size="medium", players=2, cards=True, **_query(json.loads(text)))
        assert d.to_json() == text


def test_a_mapping_of_fractions():
    d = wargen.distribution("units", size="large", players=2, cards=True,
                            per_player_decks=True)
    assert isinstance(d, wargen.Distribution)
    assert len(d) == d.count() == len(list(d))
    assert list(d) == list(d.keys()) == sorted(d)
    assert all(isinstance(p, Fraction) and 0 < p <= 1 for p in d.values())
    assert sum(d.values()) == 1
    assert dict(d.items()) == {o[0]: Fraction(o[1]) for o in d.to_dict()["outcomes"]}
    assert d[10] == dict(d.items())[10] and 10 in d and 999 not in d
    with pytest.raises(KeyError):
        d[999]
    assert d == wargen.distribution("units", size="large", players=2, cards=True,
                                    per_player_decks=True)
    assert d != wargen.distribution("units", size="large")  # other options, same values
    assert "units" in repr(d) and "player 1" in repr(d)


def test_outcomes_are_records():
    d = wargen.distribution("total")
    outcomes = d.outcomes()
    assert [o.value for o in outcomes] == [15, 16, 17, 18]
    first = d.at(0)
    assert first == outcomes[0] and first.value2 == 0
    assert Fraction(int(first.numerator), int(first.denominator)) == d[15]
    assert first.probability == pytest.approx(float(d[15]))
    assert pickle.loads(pickle.dumps(first)) == first
    assert type(first).__module__ == "wargen.dist" and type(first).__name__ == "Outcome"
    with pytest.raises(wargen.IndexRangeError):
        d.at(4)


def test_a_joint_is_keyed_by_pairs_and_a_difference_by_signed_values():
    joint = wargen.distribution("types", type="champion", type2="conqueror", players=2)
    assert all(isinstance(k, tuple) and len(k) == 2 for k in joint)
    assert sum(joint.values()) == 1
    diff = wargen.distribution("units", player=0, players=2, cards=True)
    assert min(diff) < 0 < max(diff)
    assert all(diff[v] == diff[-v] for v in diff)  # neither player is favoured (G9)
    assert "player 1 - player 2" in repr(diff)


def test_reinforcement_adds_ap_not_units():  # G7
    plain = wargen.distribution("units", size="medium")
    reinforced = wargen.distribution("units", size="medium", reinforce=2)
    assert dict(plain.items()) != dict(reinforced.items())  # fewer draws reach the limit
    assert wargen.distribution("total", reinforce=2).to_dict()["reinforce"] == 2


def test_a_data_frame_when_pandas_imports():
    pandas = pytest.importorskip("pandas")
    frame = wargen.distribution("draws", size="medium").to_frame()
    assert isinstance(frame, pandas.DataFrame)
    assert list(frame.columns) == ["value", "fraction", "probability"]
    assert sum(frame["fraction"]) == 1
    joint = wargen.distribution("types", type="horde", type2="regular").to_frame()
    assert list(joint.columns) == ["value", "value2", "fraction", "probability"]
    assert joint["probability"].sum() == pytest.approx(1.0)


def test_the_library_refuses_what_it_does_not_compute():
    with pytest.raises(wargen.RangeError, match="run it out"):
        wargen.distribution(players=2, cards=True, limit=60)
    with pytest.raises(wargen.RangeError, match="WG_DIST_BITS|4096 bits"):
        wargen.distribution("draws", limit=1000)
    with pytest.raises(wargen.InvalidArgumentError, match="distribution kind"):
        wargen.distribution("average")
    with pytest.raises(wargen.InvalidArgumentError, match="unit type"):
        wargen.distribution("type", type="dragon")
    with pytest.raises(wargen.InvalidArgumentError, match="player 2"):
        wargen.distribution(player=2)
    with pytest.raises(wargen.InvalidArgumentError, match="joint"):
        wargen.distribution("types", player=0, players=2)


def test_a_distribution_outlives_its_table():
    table = wargen.Table(SOURCE_ROOT / "tests" / "cli" / "data" / "cli-custom.json")
    d = wargen.distribution("draws", table=table, limit=5)
    del table
    gc.collect()
    assert sum(d.values()) == 1 and d.to_dict()["limit"] == 5


def test_kinds_and_bits():
    assert wargen.DIST_KINDS == ("total", "draws", "overshoot", "units", "type", "types")
    assert wargen.DIST_BITS == 4096
