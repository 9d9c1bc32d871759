"""The provably fair dice stream (match-record.md, ``hmac-sha256/1``): its faces
follow the scheme's definition, and ``draw`` gives the same dice as one
``face()`` call a die, whatever the kinds, block boundaries and seeks."""

from __future__ import annotations

import hashlib
import hmac

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.dice import Die, DieKind, HmacDice, die, draw


def spec_faces(seed: bytes, count: int) -> list[int]:
    """The scheme as match-record.md states it: block i is HMAC-SHA256(seed, i as
    8-byte big-endian); bytes of 252 or more are skipped, any other b gives b % 6 + 1."""
    faces: list[int] = []
    block = 0
    while len(faces) < count:
        digest = hmac.new(seed, block.to_bytes(8, "big"), hashlib.sha256).digest()
        faces.extend(b % 6 + 1 for b in digest if b < 252)
        block += 1
    return faces[:count]


@settings(max_examples=30, deadline=None)
@given(seed=st.binary(min_size=1, max_size=100))  # keys over 64 bytes are hashed first (RFC 2104)
def test_faces_follow_the_scheme(seed: bytes) -> None:
    source = HmacDice(seed)
    assert [source.face() for _ in range(400)] == spec_faces(seed, 400)


kinds_lists = st.lists(
    st.lists(st.sampled_from([DieKind.PLAIN, DieKind.PLAIN, DieKind.YEAST, DieKind.KEY]), max_size=8),
    max_size=60,
)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), throws=kinds_lists, seeks=st.lists(st.integers(0, 300), max_size=3))
def test_draw_is_one_face_a_die(seed: int, throws: list[list[DieKind]], seeks: list[int]) -> None:
    fast, slow = HmacDice.from_int(seed), HmacDice.from_int(seed)
    for i, kinds in enumerate(throws):
        if seeks and i % 20 == 19:  # rewind or wind on, as undo and redo do
            target = seeks.pop()
            fast.seek(target)
            slow.seek(target)
        thrown = draw(fast, tuple(kinds) if i % 2 else kinds)  # any sequence of kinds
        assert thrown == tuple(die(slow.face(), k) for k in kinds)
        assert all(type(d) is Die for d in thrown) and fast.position == slow.position


def test_a_copy_of_the_stream_goes_on_with_the_same_faces() -> None:
    """A deep copy or a pickle of the dice (a match copied) gives the faces the original gives
    from there on (the SHA-256 states the stream keeps are made again from the seed)."""
    import copy
    import pickle

    for seed in (b"k", bytes(range(100))):
        source = HmacDice(seed)
        source.faces(37)
        for copied in (copy.deepcopy(source), pickle.loads(pickle.dumps(source)), copy.copy(source)):
            assert copied.position == 37
            assert copied.faces(300) == spec_faces(seed, 337)[37:]
        assert source.faces(300) == spec_faces(seed, 337)[37:]
