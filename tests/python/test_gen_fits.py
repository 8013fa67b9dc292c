"""wargen.slot_fits / check_slot_fits in Python: a bool, or RuleError with the
library's reason; slots and units as mappings. The rules (G5, G7) are tested
in tests/unit/test_gen_types.c."""
import pytest

import wargen

REGULAR = {"count": 1, "type": "regular", "reinforceable": True}


def test_a_bool_and_the_level_passed_on():
    assert wargen.slot_fits(REGULAR, {"models": 10, "wounds": 1, "save": 4}) is True
    assert wargen.slot_fits(REGULAR, {"models": 11, "wounds": 1, "save": 4}) is False
    assert wargen.slot_fits(REGULAR, {"models": 20, "wounds": 1, "save": 4}, level=1) is True


def test_check_raises_the_library_reason():
    with pytest.raises(wargen.RuleError) as info:
        wargen.check_slot_fits(REGULAR, {"models": 11, "wounds": 1, "save": 4})
    assert info.value.message == ("11 models is more than the slot allows: a regular unit "
                                  "has up to 10 models (G5, G7)")
    with pytest.raises(wargen.RuleError, match="without"):  # reinforceable defaults to False
        wargen.check_slot_fits({"type": "regular"}, {"models": 5, "wounds": 1, "save": 4}, 1)


def test_bad_profiles_and_types_raise_invalid_argument():
    with pytest.raises(wargen.InvalidArgumentError):
        wargen.slot_fits(REGULAR, {"models": 0, "wounds": 1, "save": 4})
    with pytest.raises(wargen.InvalidArgumentError, match="dragon"):
        wargen.slot_fits({"type": "dragon"}, {"models": 1, "wounds": 1, "save": 4})
