"""Dice: faces, the record notation, exact throw distributions and dice sources.

Notation (match-record.md): a list of dice is faces separated by single spaces,
``"2 2 4 1 3 6*"``; the yeast has a trailing ``*``, an SB key a leading ``K``.
"""

from __future__ import annotations

import enum
import functools
import itertools
import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType
from typing import ClassVar, Final, Protocol

from .errors import InvalidInputError, Phrase, phrase
from .names import quote
from .values import copyable
from .words import QT_TRANSLATE_NOOP

FACES = (1, 2, 3, 4, 5, 6)


class DieKind(enum.StrEnum):  # a str enum: hashing stays in C
    PLAIN = "plain"
    YEAST = "yeast"  # the odd-coloured die of the Damn Straights
    KEY = "key"  # an SB key


@dataclass(frozen=True, slots=True, eq=False)
class Die:
    """One die showing a face. Equal dice are interchangeable; hashing is cheap
    because the engine hashes dice in every legal-move search."""

    face: int
    kind: DieKind = DieKind.PLAIN

    def __eq__(self, other: object) -> bool:
        return self is other or (
            type(other) is Die and self.face == other.face and self.kind is other.kind
        )

    def __hash__(self) -> int:
        kind = self.kind
        return self.face if kind is DieKind.PLAIN else self.face + (10 if kind is DieKind.YEAST else 20)

    def __lt__(self, other: Die) -> bool:
        return (self.face, self.kind.value) < (other.face, other.kind.value)

    def __str__(self) -> str:
        if self.kind is DieKind.YEAST:
            return f"{self.face}*"
        if self.kind is DieKind.KEY:
            return f"K{self.face}"
        return str(self.face)

    @property
    def is_yeast(self) -> bool:
        return self.kind is DieKind.YEAST

    @property
    def is_key(self) -> bool:
        return self.kind is DieKind.KEY


# Every die there can be, so parsing and throwing never build new objects.
_ALL: Final[dict[tuple[int, DieKind], Die]] = {(f, k): Die(f, k) for f in FACES for k in DieKind}
_PLAIN: Final = DieKind.PLAIN
_FACE_OF_BYTE: Final = bytes(b % 6 + 1 for b in range(256))  # HmacDice: byte -> face
_UNUSED_BYTES: Final = bytes(range(252, 256))  # HmacDice: bytes skipped (252 = 6 x 42)
#: the plain die of each face, by face (index 0 unused: a plain 1): the canonical dice throws are made of
PLAIN_DICE: Final[tuple[Die, ...]] = (_ALL[(1, _PLAIN)], *(_ALL[(f, _PLAIN)] for f in FACES))
#: the kinds of a throw of n plain dice, for n = 0 to 6: games give these from
#: ``chance_dice()`` so that :meth:`HmacDice.draw` knows them at a glance
#: the dice by kind, then face (index 0 unused): draw()'s look-up for throws of several kinds
_BY_KIND: Final[dict[DieKind, tuple[Die, ...]]] = {
    k: (_ALL[(1, k)], *(_ALL[(f, k)] for f in FACES)) for k in DieKind
}
PLAIN_KINDS: Final[tuple[tuple[DieKind, ...], ...]] = tuple((_PLAIN,) * n for n in range(7))
#: the same for any number of plain dice a throw may have (SB's ten, draw()'s check)
PLAIN_KINDS_ANY: Final[tuple[tuple[DieKind, ...], ...]] = tuple((_PLAIN,) * n for n in range(33))
_KEY: Final = DieKind.KEY
#: the key die of each face, by face (index 0 unused)
_KEY_DICE: Final[tuple[Die, ...]] = _BY_KIND[DieKind.KEY]
_TOKENS = {str(d): d for d in _ALL.values()}
#: each die's token as records write it ("3", "6*", "K2") to its canonical :class:`Die`
TOKENS: Mapping[str, Die] = MappingProxyType(_TOKENS)


def die(face: int, kind: DieKind = DieKind.PLAIN) -> Die:
    """The canonical :class:`Die` of that face and kind."""
    try:
        return _ALL[(face, kind)]
    except KeyError:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "a die shows a face from 1 to 6, not %1"), quote(face))) from None


def parse_die(token: str) -> Die:
    try:
        return _TOKENS[token]
    except (KeyError, TypeError):
        raise InvalidInputError(
            phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not a die: write a face 1-6, the yeast as 6*, a key as K6"), quote(token))
        ) from None


def parse_dice(text: object) -> tuple[Die, ...]:
    """Parse ``"2 2 4 1 3 6*"``; order is kept as written."""
    if not isinstance(text, str):
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "dice are written as a string such as \"2 2 4 1 3 6*\", not %1"), quote(text)))
    if text == "" or text != text.strip() or "  " in text:
        raise InvalidInputError(
            phrase(QT_TRANSLATE_NOOP("Refusal", "dice are faces separated by single spaces, such as \"2 2 4 1 3 6*\", not %1"), quote(text))
        )
    return tuple(parse_die(t) for t in text.split(" "))


def format_dice(dice: Iterable[Die]) -> str:
    return " ".join(str(d) for d in dice)


def show_dice(dice: Sequence[Die], limit: int = 60, empty: str = "none") -> str:
    """Dice as a message shows them: at most ``limit`` characters, then ``...``."""
    text = format_dice(dice[: limit // 2 + 1]) or empty
    return text if len(text) <= limit else text[:limit] + "..."


def sort_dice(dice: Iterable[Die]) -> tuple[Die, ...]:
    """Plain dice by face, then special dice (yeast, keys) by face."""
    return tuple(sorted(dice, key=lambda d: (d.kind is not DieKind.PLAIN, d.face)))


def count_kinds(dice: Iterable[Die]) -> Counter[DieKind]:
    return Counter(d.kind for d in dice)


def describe_kinds(kinds: Sequence[DieKind]) -> Phrase:
    """``"4 dice, the yeast among them"`` for messages (a phrase: translated with the refusal)."""
    c = Counter(kinds)
    n = len(kinds)
    k = c[DieKind.KEY]
    if c[DieKind.YEAST] and k:
        return phrase(QT_TRANSLATE_NOOP("Refusal", "%1 dice, the yeast and %2 keys among them"), n, k)
    if c[DieKind.YEAST]:
        return (phrase(QT_TRANSLATE_NOOP("Refusal", "%1 dice, the yeast among them"), n) if n > 1
                else phrase(QT_TRANSLATE_NOOP("Refusal", "1 die, the yeast")))
    if k:
        return (phrase(QT_TRANSLATE_NOOP("Refusal", "%1 dice, %2 keys among them"), n, k) if k > 1
                else phrase(QT_TRANSLATE_NOOP("Refusal", "%1 dice, 1 key among them"), n))
    return phrase(QT_TRANSLATE_NOOP("Refusal", "%1 dice"), n) if n != 1 else phrase(QT_TRANSLATE_NOOP("Refusal", "1 die"))


def throw_outcomes(kinds: Sequence[DieKind]) -> list[tuple[tuple[Die, ...], Fraction]]:
    """Every distinct throw of these dice with its exact probability (cached)."""
    return list(_throw_outcomes(tuple(sorted(kinds, key=lambda k: k.value))))


@functools.lru_cache(maxsize=64)
def _throw_outcomes(kinds: tuple[DieKind, ...]) -> tuple[tuple[tuple[Die, ...], Fraction], ...]:
    """Every distinct throw of these dice with its exact probability.

    Dice of one kind are interchangeable, so outcomes are multisets per kind;
    probabilities come from the multinomial count of ordered throws.
    """
    groups = Counter(kinds)
    per_kind: list[list[tuple[tuple[Die, ...], Fraction]]] = []
    for kind, n in sorted(groups.items(), key=lambda kv: kv[0].value):
        options = []
        total = 6**n
        for faces in itertools.combinations_with_replacement(FACES, n):
            ways = math.factorial(n)
            for c in Counter(faces).values():
                ways //= math.factorial(c)
            options.append((tuple(_ALL[(f, kind)] for f in faces), Fraction(ways, total)))
        per_kind.append(options)
    out = []
    for combo in itertools.product(*per_kind):
        dice: tuple[Die, ...] = ()
        p = Fraction(1)
        for d, q in combo:
            dice += d
            p *= q
        out.append((sort_dice(dice), p))
    return tuple(out)


class DiceSource(Protocol):
    """Where digital dice come from: one face at a time, positionally.

    ``position`` counts the faces drawn so far; ``seek(n)`` rewinds or winds
    to face n, so undoing a throw and throwing again gives the same faces.
    """

    position: int

    def face(self) -> int: ...

    def seek(self, position: int) -> None: ...


#: blocks of the stream made at once (HmacDice._refill)
_BLOCKS: Final = 8
#: HMAC's inner and outer pads (RFC 2104): a key byte XOR 0x36, XOR 0x5c, as translation tables
_IPAD: Final = bytes(b ^ 0x36 for b in range(256))
_OPAD: Final = bytes(b ^ 0x5C for b in range(256))


class HmacDice:
    """The provably fair stream of match-record.md (scheme ``hmac-sha256/1``).

    Block i is HMAC-SHA256(seed, i as 8-byte big-endian); bytes of 252 or more
    are skipped, any other byte b gives face b % 6 + 1.
    """

    scheme: ClassVar[str] = "hmac-sha256/1"

    def __init__(self, seed: bytes) -> None:
        if not isinstance(seed, (bytes, bytearray)) or len(seed) == 0:
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a dice seed is a non-empty byte string"))
        self.seed = bytes(seed)
        # hashlib (OpenSSL's, some 3.5 MB resident) is imported by the first stream made, not by
        # whatever imports the rules: the club home reads its first screen's standings without
        # throwing a die (engine/store/summary.py, issue 31)
        import hashlib

        # HMAC-SHA256 with this key (RFC 2104) as SHA-256 already fed with each padded key, copied
        # for every block: hmac.digest() sets up its key again for each block, some 3 us of the
        # 1 us a block costs so (the same bytes: tests/engine/test_dice_stream.py)
        key = (self.seed if len(self.seed) <= 64 else hashlib.sha256(self.seed).digest()).ljust(64, b"\0")
        self._inner = hashlib.sha256(key.translate(_IPAD))
        self._outer = hashlib.sha256(key.translate(_OPAD))
        self.position = 0
        self._block = 0
        self._buffer: list[int] = []
        #: the buffer's faces as plain dice, made by draw() when it first needs them
        self._plain: tuple[Die, ...] | None = None
        self._index = 0

    def __reduce__(self) -> tuple[object, tuple[bytes, int]]:
        """Copied and pickled as its seed and position (compiled or not; the SHA-256 states are
        made again): the copy gives the same faces from there on."""
        return _restored, (self.seed, self.position)

    @classmethod
    def fresh(cls) -> HmacDice:
        """A new secret seed of 32 random bytes from the operating system."""
        import secrets

        return cls(secrets.token_bytes(32))

    @classmethod
    def from_int(cls, seed: int) -> HmacDice:
        """A reproducible stream for simulations and tests."""
        import hashlib

        return cls(hashlib.sha256(b"bakehouse-seed:%d" % seed).digest())

    @property
    def commitment(self) -> str:
        import hashlib

        return hashlib.sha256(self.seed).hexdigest()

    def _refill(self) -> None:
        # the next _BLOCKS blocks at once, in order: the same stream, with fewer
        # refills and fewer throws that straddle two refills
        first = self._block
        digests = []
        for b in range(first, first + _BLOCKS):  # HMAC-SHA256(seed, b as 8 bytes big-endian)
            inner = self._inner.copy()
            inner.update(b.to_bytes(8, "big"))
            outer = self._outer.copy()
            outer.update(inner.digest())
            digests.append(outer.digest())
        blocks = b"".join(digests)
        self._block = first + _BLOCKS
        # bytes 252-255 are dropped, any other byte b gives b % 6 + 1; translate does
        # both in one C call (a comprehension over the block took ~40% of a refill)
        self._buffer = list(blocks.translate(_FACE_OF_BYTE, _UNUSED_BYTES))
        self._plain = None
        self._index = 0

    def face(self) -> int:
        while self._index >= len(self._buffer):
            self._refill()
        f = self._buffer[self._index]
        self._index += 1
        self.position += 1
        return f

    def faces(self, n: int) -> list[int]:
        """The next ``n`` faces: :meth:`face` ``n`` times (one slice of the block when it holds them)."""
        i = self._index
        j = i + n
        if j > len(self._buffer):  # the block runs out: face by face, refilling
            return [self.face() for _ in range(n)]
        self._index = j
        self.position += n
        return self._buffer[i:j]

    def draw(self, kinds: Sequence[DieKind]) -> tuple[Die, ...]:
        """The next ``len(kinds)`` faces as dice of these kinds: what :func:`draw`
        gives, face for face.  Simulations throw millions of times, so a throw of
        plain dice that fits in the current block is taken as one slice of the
        block's faces made into plain dice once (no per-die work)."""
        n = len(kinds)
        i = self._index
        j = i + n
        if not (n < 7 and kinds is PLAIN_KINDS[n]) and kinds.count(_PLAIN) != n:
            if j > len(self._buffer):  # the block runs out: face by face, refilling
                return tuple([_ALL[(self.face(), k)] for k in kinds])
            self._index = j
            self.position += n
            m = kinds.count(_PLAIN)
            if 0 < m < 33 and kinds[:m] == PLAIN_KINDS_ANY[m] and kinds.count(_KEY) == n - m:
                # plain dice, then keys (SB's throws): the plain ones one slice of the block's
                # plain dice, the keys by face (a look-up by kind for each die was most of a throw)
                plain = self._plain
                if plain is None:
                    plain = self._plain = tuple([PLAIN_DICE[f] for f in self._buffer])
                return plain[i:i + m] + tuple([_KEY_DICE[f] for f in self._buffer[i + m:j]])
            # dice of several kinds: one slice of the block's faces
            return tuple([_BY_KIND[k][f] for f, k in zip(self._buffer[i:j], kinds, strict=True)])
        if j > len(self._buffer):  # the block runs out: face by face, refilling
            return tuple([PLAIN_DICE[self.face()] for _ in range(n)])
        self._index = j
        self.position += n
        plain = self._plain
        if plain is None:
            plain = self._plain = tuple([PLAIN_DICE[f] for f in self._buffer])
        return plain[i:j]

    def seek(self, position: int) -> None:
        if position < self.position:
            self.position = 0
            self._block = 0
            self._buffer = []
            self._plain = None
            self._index = 0
        while self.position < position:
            self.face()


def _restored(seed: bytes, position: int) -> HmacDice:
    """:meth:`HmacDice.__reduce__`'s copy: the stream of ``seed`` at ``position``."""
    dice = HmacDice(seed)
    dice.seek(position)
    return dice


def draw(source: DiceSource, kinds: Sequence[DieKind]) -> tuple[Die, ...]:
    """Throw dice of these kinds from the source, in the given order."""
    if type(source) is HmacDice:
        return source.draw(kinds)  # the same faces, faster
    return tuple(_ALL[(source.face(), k)] for k in kinds)


copyable(globals())  # copy and pickle by the constructor, compiled or not (engine/values.py)
