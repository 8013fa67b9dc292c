"""Handles are freed exactly once, and a pool keeps its generator alive."""
import gc
import weakref

import wargen

SEED7 = wargen.Rng(7).roll(10)  # the stream every test below compares with


def test_pool_keeps_its_generator_alive():
    rng = wargen.Rng(7)
    pool = rng.pool(5)
    del rng
    gc.collect()
    pool.reroll(2)
    assert pool.dice == SEED7[0:2] + [SEED7[5]] + SEED7[3:5]
    assert pool.rng.d6() == SEED7[6]


def test_reroll_below_after_the_generator_is_dropped():
    pool = wargen.Rng(7).pool(5)   # no other reference to the generator
    gc.collect()
    assert pool.reroll_below(7) == 5
    assert pool.dice == SEED7[5:10]


def test_generator_is_released_with_its_last_pool():
    rng = wargen.Rng(7)
    ref = weakref.ref(rng)
    pool = rng.pool(5)
    del rng
    gc.collect()
    assert ref() is not None
    del pool
    gc.collect()
    assert ref() is None


def test_unreferenced_generator_is_released():
    ref = weakref.ref(wargen.Rng(7))
    gc.collect()
    assert ref() is None


def test_copy_outlives_its_original():
    rng = wargen.Rng(7)
    rng.roll(3)
    dup = rng.copy()
    del rng
    gc.collect()
    assert dup.roll(7) == SEED7[3:10]


def test_many_generators_and_pools():
    total = 0
    for seed in range(10000):
        rng = wargen.Rng(seed)
        pool = rng.pool(3)
        dup = rng.copy()
        total += pool.sum() + dup.d6()
    del rng, pool, dup
    gc.collect()
    assert 4 * 10000 <= total <= 24 * 10000


def test_many_pools_from_one_generator():
    rng = wargen.Rng(7)
    pools = [rng.pool(1) for _ in range(1000)]
    del rng
    gc.collect()
    dice = [p[0] for p in pools]
    assert dice[:10] == SEED7
    assert all(p.rng is pools[0].rng for p in pools)


def test_pools_dropped_in_any_order():
    rng = wargen.Rng(7)
    pools = [rng.pool(2) for _ in range(100)]
    del rng
    for p in pools[::2]:
        p.reroll(0)
    del pools[::2]
    gc.collect()
    assert len(pools) == 50
    assert all(p.rng.d6() in range(1, 7) for p in pools)
