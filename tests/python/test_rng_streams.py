"""Independent streams of one seed (issue 16): Rng.jump, Rng.long_jump and
Rng.stream(seed, k), checked against xoshiro256's transition matrix.

xoshiro256**'s state moves by a linear map T over GF(2) (256 x 256). The
library's jump uses the reference's jump polynomial, which stands for
T^(2^128); here T is built from the step itself, squared 128 (192) times,
and applied to states: an independent check of the polynomial and its use
(the test vectors in tests/unit/test_rng.c come from here)."""

import pickle

import pytest

import wargen

M64 = (1 << 64) - 1


def _rotl(x, k):
    return ((x << k) | (x >> (64 - k))) & M64


def _step(s):
    """One xoshiro256 state transition (the output function plays no part)."""
    s = list(s)
    t = (s[1] << 17) & M64
    s[2] ^= s[0]
    s[3] ^= s[1]
    s[1] ^= s[2]
    s[0] ^= s[3]
    s[2] ^= t
    s[3] = _rotl(s[3], 45)
    return s


def _pack(words):
    return sum(w << (64 * i) for i, w in enumerate(words))


def _unpack(x):
    return [(x >> (64 * i)) & M64 for i in range(4)]


def _apply(columns, x):
    """The matrix (its columns, as 256-bit ints) times the vector x."""
    r, j = 0, 0
    while x:
        if x & 1:
            r ^= columns[j]
        x >>= 1
        j += 1
    return r


def _power_of_two(e):
    """T^(2^e), as columns."""
    columns = [_pack(_step(_unpack(1 << j))) for j in range(256)]
    for _ in range(e):
        columns = [_apply(columns, c) for c in columns]
    return columns


@pytest.fixture(scope="module")
def jump_matrix():
    return _power_of_two(128)


def _words(rng):
    text = rng.state()
    return [int(text[16 * i:16 * (i + 1)], 16) for i in range(4)]


@pytest.mark.parametrize("seed", [0, 1, 42, 2**64 - 1])
def test_jump_is_two_to_the_128_steps(jump_matrix, seed):
    rng = wargen.Rng(seed)
    rng.next()  # any state, not only a seeded one
    expected = _unpack(_apply(jump_matrix, _pack(_words(rng))))
    rng.jump()
    assert _words(rng) == expected


def test_long_jump_is_two_to_the_192_steps(jump_matrix):
    columns = jump_matrix
    for _ in range(64):
        columns = [_apply(columns, c) for c in columns]
    rng = wargen.Rng(7)
    expected = _unpack(_apply(columns, _pack(_words(rng))))
    rng.long_jump()
    assert _words(rng) == expected


def test_the_c_vectors_come_from_the_matrix(jump_matrix):
    """tests/unit/test_rng.c's vector for seed 0's jump."""
    words = _unpack(_apply(jump_matrix, _pack(_words(wargen.Rng(0)))))
    assert "".join(f"{w:016x}" for w in words) == (
        "fee4f58cd4a88d82eb57cb7870f7d5a3076f2d192bd2720fb0a71cb77110d77b")


def test_stream_k_is_k_jumps():
    jumped = wargen.Rng(2**63 + 5)
    for k in range(6):
        assert wargen.Rng.stream(2**63 + 5, k).state() == jumped.state()
        jumped.jump()


def test_streams_differ_and_travel():
    streams = [wargen.Rng.stream(9, k) for k in range(8)]
    firsts = [s.next() for s in streams]
    assert len(set(firsts)) == 8
    copy = pickle.loads(pickle.dumps(streams[3]))  # a worker gets the same stream
    assert [copy.d6() for _ in range(20)] == [streams[3].d6() for _ in range(20)]


def test_batch_calls_take_a_stream():
    """A stream is an Rng: the batch calls draw from it as from any."""
    by_stream = wargen.morale_checks(wargen.Rng.stream(5, 2), 50, 1)
    rng = wargen.Rng(5)
    rng.jump()
    rng.jump()
    by_jumps = wargen.morale_checks(rng, 50, 1)
    assert {k: list(v) for k, v in by_stream.items()} == {k: list(v) for k, v in by_jumps.items()}
    a = wargen.armies(wargen.Rng.stream(5, 1), "small", players=2, count=20)
    rng = wargen.Rng(5)
    rng.jump()
    b = wargen.armies(rng, "small", players=2, count=20)
    assert {k: list(v) for k, v in a.items()} == {k: list(v) for k, v in b.items()}


def test_stream_errors():
    assert wargen.RNG_STREAM_MAX == 1_000_000
    with pytest.raises(wargen.RangeError, match="stream 1000001 is out of range"):
        wargen.Rng.stream(1, wargen.RNG_STREAM_MAX + 1)
    with pytest.raises(wargen.RangeError, match="seed"):
        wargen.Rng.stream(-1, 0)
    with pytest.raises(wargen.ArgumentTypeError, match="stream"):
        wargen.Rng.stream(1, "2")
