"""wargen.slot_fits / check_slot_fits: whether a unit may be fielded in a slot (G5, G7)."""
import pytest

import wargen

REGULAR = {"count": 1, "type": "regular", "reinforceable": True}


def test_fits_within_the_model_limit():  # G5
    assert wargen.slot_fits(REGULAR, {"models": 10, "wounds": 1, "save": 4})
    assert not wargen.slot_fits(REGULAR, {"models": 11, "wounds": 1, "save": 4})


def test_reinforcement_raises_the_limit():  # G7
    assert wargen.slot_fits(REGULAR, {"models": 20, "wounds": 1, "save": 4}, level=1)
    assert not wargen.slot_fits(REGULAR, {"models": 21, "wounds": 1, "save": 4}, level=1)
    assert wargen.slot_fits(REGULAR, {"models": 30, "wounds": 1, "save": 4}, level=2)


def test_a_slot_without_star_takes_no_reinforcement():  # G7
    slot = {"type": "regular", "reinforceable": False}
    with pytest.raises(wargen.RuleError, match="without"):
        wargen.check_slot_fits(slot, {"models": 5, "wounds": 1, "save": 4}, level=1)


def test_check_says_why():  # G5
    with pytest.raises(wargen.RuleError) as info:
        wargen.check_slot_fits(REGULAR, {"models": 11, "wounds": 1, "save": 4})
    assert info.value.message == ("11 models is more than the slot allows: a regular unit "
                                  "has up to 10 models (G5, G7)")
    with pytest.raises(wargen.RuleError, match="does not qualify as champion"):
        wargen.check_slot_fits({"type": "champion"},
                               {"models": 1, "wounds": 12, "save": 3, "hero": True,
                                "monster": True})


def test_bad_profiles_and_types_raise_invalid_argument():
    with pytest.raises(wargen.InvalidArgumentError):
        wargen.slot_fits(REGULAR, {"models": 0, "wounds": 1, "save": 4})
    with pytest.raises(wargen.InvalidArgumentError):
        wargen.slot_fits({"type": "dragon"}, {"models": 1, "wounds": 1, "save": 4})
