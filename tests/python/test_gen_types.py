"""Unit types (G5), reinforcement (G7) and army sizes (G1)."""
import pytest

import wargen
from wargen import unit_types


def test_type_names_and_sizes():
    assert wargen.UNIT_TYPES == ("horde", "regular", "elite", "guard", "siege-breaker",
                                 "gigantic", "champion", "conqueror")
    assert wargen.ARMY_SIZES == {"small": 15, "medium": 20, "large": 30}  # G1


@pytest.mark.parametrize("models, wounds, save, hero, monster, expected", [
    # horde: up to 20 models, Wounds 1, Save 6+ or none (G5)
    (20, 1, 6, False, False, {"horde"}),
    (20, 1, None, False, False, {"horde"}),
    (1, 1, None, False, False, {"horde"}),
    (21, 1, 6, False, False, set()),
    # regular: up to 10 models, Wounds 1, Save 3+ to 5+
    (10, 1, 3, False, False, {"regular"}),
    (10, 1, 5, False, False, {"regular"}),
    (11, 1, 4, False, False, set()),
    (10, 1, 6, False, False, {"horde"}),
    # Wounds 1, Save 2+, not a Hero: no type at all (G5)
    (1, 1, 2, False, False, set()),
    # elite: up to 5 models, Wounds 2 or 3
    (5, 2, 4, False, False, {"elite"}),
    (5, 3, None, False, False, {"elite"}),
    (6, 2, 4, False, False, set()),
    # guard: up to 3 models, Wounds 4 or 5
    (3, 4, 3, False, False, {"guard"}),
    (3, 5, 3, False, False, {"guard"}),
    (4, 5, 3, False, False, set()),
    # siege-breaker: 1 model, Wounds 6-9, not a Hero
    (1, 6, 4, False, False, {"siege-breaker"}),
    (1, 9, 4, False, False, {"siege-breaker"}),
    (2, 6, 4, False, False, set()),
    # gigantic: 1 model, Wounds 10 or more, not a Hero (a Monster is fine)
    (1, 10, 4, False, False, {"gigantic"}),
    (1, 40, None, False, True, {"gigantic"}),
    # champion: a Hero that is not a Monster; conqueror: any Hero
    (1, 5, 4, True, False, {"guard", "champion", "conqueror"}),
    (1, 8, 4, True, False, {"champion", "conqueror"}),
    (1, 14, 3, True, True, {"conqueror"}),
    (10, 1, 4, True, False, {"regular", "champion", "conqueror"}),
])
def test_unit_types_boundaries(models, wounds, save, hero, monster, expected):
    assert unit_types(models, wounds, save, hero=hero, monster=monster) == expected


def test_save_none_and_zero_both_mean_no_save():
    assert unit_types(12, 1, None) == unit_types(12, 1, 0) == {"horde"}


@pytest.mark.parametrize("reinforced, ok, too_many", [(0, 20, 21), (1, 40, 41), (2, 60, 61)])
def test_reinforced_horde_takes_2x_or_3x_models(reinforced, ok, too_many):
    # G7: "up to N" becomes up to 2N or 3N models
    assert "horde" in unit_types(ok, 1, 6, reinforced=reinforced)
    assert "horde" not in unit_types(too_many, 1, 6, reinforced=reinforced)


def test_reinforced_regular_elite_guard():
    assert unit_types(20, 1, 4, reinforced=1) == {"regular"}
    assert unit_types(21, 1, 4, reinforced=1) == set()
    assert unit_types(30, 1, 4, reinforced=2) == {"regular"}
    assert unit_types(15, 2, 4, reinforced=2) == {"elite"}
    assert unit_types(16, 2, 4, reinforced=2) == set()
    assert unit_types(6, 4, 4, reinforced=1) == {"guard"}


@pytest.mark.parametrize("kwargs, text", [
    (dict(models=0, wounds=1, save=4), "at least 1 model"),
    (dict(models=1, wounds=0, save=4), "at least 1 model"),
    (dict(models=1, wounds=1, save=1), "save 1 is not 2 to 6"),
    (dict(models=1, wounds=1, save=7), "save 7 is not 2 to 6"),
    (dict(models=1, wounds=1, save=4, reinforced=3), "reinforced 3 is not 0, 1 or 2"),
    (dict(models=1, wounds=1, save=4, reinforced=-1), "reinforced -1"),
])
def test_impossible_profiles_raise_invalid_argument(kwargs, text):
    with pytest.raises(wargen.InvalidArgumentError) as info:
        unit_types(**kwargs)
    assert isinstance(info.value, ValueError)
    assert info.value.code == -1
    assert text in info.value.message


@pytest.mark.parametrize("bad", [
    lambda: unit_types("3", 1, 4),
    lambda: unit_types(3, 1.0, 4),
    lambda: unit_types(3, 1, "4+"),
    lambda: unit_types(True, 1, 4),
])
def test_wrong_types_raise_type_error(bad):
    with pytest.raises(TypeError):
        bad()


def test_result_is_a_set():
    result = unit_types(1, 1, None)
    assert isinstance(result, set)
    result.add("x")  # the caller's own set
    assert unit_types(1, 1, None) == {"horde"}
