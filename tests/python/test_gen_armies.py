"""wargen.armies: whole armies without a session, the fast path for
simulations (G1-G10, G12), and wargen.TYPICAL_UNITS (G1)."""
import pytest

import wargen


def test_typical_units():  # G1
    assert wargen.TYPICAL_UNITS == {"small": (5, 10), "medium": (8, 15), "large": (10, 20)}


@pytest.mark.parametrize("seed", [1, 7, 42, 2**64 - 1])
@pytest.mark.parametrize("cards", [False, True])
def test_same_armies_as_a_session(seed, cards):
    bulk = wargen.armies(wargen.Rng(seed), players=2, size="medium", cards=cards)
    session = wargen.generate(players=2, size="medium", cards=cards, seed=seed)
    assert [(a.player, a.total, a.units, a.draws) for a in bulk] == \
        [(p.player, p.total, p.units, len(p.draws)) for p in session.players]
    assert all(a.finished and a.total >= 20 for a in bulk)  # G10
    assert all(isinstance(a, wargen.gen.Army) and isinstance(a, tuple) for a in bulk)


def test_one_player_gives_one_army():
    assert len(wargen.armies(wargen.Rng(3))) == 1


def test_the_generator_advances_and_continues_the_stream():
    rng = wargen.Rng(5)
    wargen.armies(rng, players=2)
    assert rng.state() != wargen.Rng(5).state()
    copy = rng.copy()
    assert wargen.armies(rng, players=2) == wargen.armies(copy, players=2)


def test_g12_share_in_a_notebook_sized_simulation():  # G12
    rng = wargen.Rng(2024)
    for size, (low, high) in wargen.TYPICAL_UNITS.items():
        counts = [wargen.armies(rng, size=size)[0].units for _ in range(2000)]
        share = sum(low <= n <= high for n in counts) / len(counts)
        assert share >= 0.8, (size, share)


def test_bad_options_raise():
    with pytest.raises(wargen.InvalidArgumentError):
        wargen.armies(wargen.Rng(1), limit=0)
    with pytest.raises(wargen.InvalidArgumentError):
        wargen.armies(wargen.Rng(1), players=3)
    with pytest.raises(wargen.InvalidArgumentError):
        wargen.armies(wargen.Rng(1), reinforce=3)


def test_a_limit_the_table_never_reaches_raises_range_error():  # G10: no progress
    with pytest.raises(wargen.RangeError, match="the limit is too high for this table's costs"):
        wargen.armies(wargen.Rng(1), limit=1000000)
