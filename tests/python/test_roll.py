"""wargen.Roll: a dice pool with re-rolls, and its Python sugar."""
import json

import pytest

import wargen
from conftest import SOURCE_ROOT

# 12 x d6 from Rng(42), as the C command rolls them (its golden file): 1 3 5 6 6 5 5 6 5 4 5 2.
SEED42 = json.loads((SOURCE_ROOT / "tests" / "cli" / "golden" /
                     "roll-dice12-seed42.json").read_text())["dice"]


@pytest.fixture
def pool():
    """Rng(42).pool(5): dice [1, 3, 5, 6, 6]; the stream continues 5 5 6 5 4 5 2."""
    return wargen.Rng(42).pool(5)


def test_count(pool):
    assert pool.count() == 5


def test_die_is_zero_based(pool):
    assert [pool.die(i) for i in range(5)] == SEED42[:5]


def test_die_out_of_range_raises(pool):
    for index in (5, 10**6):
        with pytest.raises(wargen.IndexRangeError,
                           match=rf"^index {index} is out of range \(0 to 4\)$"):
            pool.die(index)


def test_sum(pool):
    assert pool.sum() == sum(SEED42[:5])


def test_count_at_least(pool):
    assert pool.count_at_least(4) == 3
    assert pool.count_at_least(1) == 5
    assert pool.count_at_least(7) == 0


def test_len(pool):
    assert len(pool) == 5


def test_indexing(pool):
    assert (pool[0], pool[2], pool[4]) == (1, 5, 6)


def test_negative_indexing(pool):
    assert (pool[-1], pool[-5]) == (6, 1)


@pytest.mark.parametrize("index", [5, 100, -6])
def test_index_out_of_range_raises_index_error(pool, index):
    with pytest.raises(IndexError):
        pool[index]


def test_iteration(pool):
    assert list(pool) == SEED42[:5]
    assert sum(pool) == pool.sum()


def test_dice_property(pool):
    assert pool.dice == SEED42[:5]


def test_rng_property_is_the_parent():
    rng = wargen.Rng(42)
    assert rng.pool(3).rng is rng


def test_fresh_pool_has_no_rerolls(pool):
    assert [pool.rerolled(i) for i in range(5)] == [False] * 5


def test_reroll_draws_the_next_die_from_the_generator(pool):
    assert pool.reroll(2) is None
    assert pool.dice == [1, 3, SEED42[5], 6, 6]
    assert pool.rerolled(2)
    assert not pool.rerolled(1)


def test_rerolls_continue_the_parent_stream():
    rng = wargen.Rng(42)
    pool = rng.pool(5)
    assert rng.d6() == SEED42[5]
    pool.reroll(0)
    assert pool[0] == SEED42[6]


# Which dice reroll_below re-rolls (once each) is tested in tests/unit/test_rng.c.
def test_reroll_below_rerolls_failed_dice_in_index_order(pool):
    # dice 1 3 5 6 6: the 1 and the 3 fail a 4+, and take the next two dice
    assert pool.reroll_below(4) == 2
    assert pool.dice == [SEED42[5], SEED42[6], 5, 6, 6]
    assert [pool.rerolled(i) for i in range(5)] == [True, True, False, False, False]


def test_rerolled_out_of_range_raises(pool):
    with pytest.raises(wargen.IndexRangeError, match=r"^index 5 is out of range \(0 to 4\)$"):
        pool.rerolled(5)


def test_largest_pool():
    pool = wargen.Rng(1).pool(wargen.DICE_MAX)
    assert len(pool) == wargen.DICE_MAX
    assert pool.count_at_least(1) == wargen.DICE_MAX
    assert pool.count_at_least(7) == 0
