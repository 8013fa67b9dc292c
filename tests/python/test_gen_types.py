"""Unit types and army sizes in Python: the names and limits come from the C
library, the type mask becomes a set, profiles are keyword arguments, and
the library's refusals become exceptions. Which unit is which type (G5, G7)
is tested once, in tests/unit/test_gen_types.c."""
import pytest

import wargen
from wargen import unit_types


def test_names_and_sizes_come_from_the_library():
    assert wargen.UNIT_TYPES == ("horde", "regular", "elite", "guard", "siege-breaker",
                                 "gigantic", "champion", "conqueror")
    assert wargen.ARMY_SIZES == {"small": 15, "medium": 20, "large": 30}  # G1
    assert wargen.TYPICAL_UNITS == {"small": (5, 10), "medium": (8, 15), "large": (10, 20)}
    assert wargen.DRAW_MODES == ("dice", "cards")  # G2, G3
    assert wargen.generate(seed=1, cards=True).mode == wargen.DRAW_MODES[1]


@pytest.mark.parametrize("profile, expected", [
    (dict(models=1, wounds=1, save=2), set()),                              # no type (G5)
    (dict(models=20, wounds=1, save=6), {"horde"}),
    (dict(models=10, wounds=1, save=4, hero=True), {"regular", "champion", "conqueror"}),
    (dict(models=1, wounds=14, save=3, hero=True, monster=True), {"conqueror"}),
    (dict(models=40, wounds=1, save=6, reinforced=1), {"horde"}),            # G7 passed on
])
def test_the_mask_becomes_a_set_of_names(profile, expected):
    assert unit_types(**profile) == expected


def test_save_none_and_zero_both_mean_no_save():
    assert unit_types(12, 1, None) == unit_types(12, 1, 0) == {"horde"}


@pytest.mark.parametrize("kwargs, text", [
    (dict(models=0, wounds=1, save=4), "at least 1 model"),
    (dict(models=1, wounds=1, save=7), "save 7 is not 2 to 6"),
    (dict(models=1, wounds=1, save=4, reinforced=3), "reinforced 3 is not 0, 1 or 2"),
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
