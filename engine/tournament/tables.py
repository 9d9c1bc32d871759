"""How many tables of which sizes: any number of players split sensibly.

A :class:`TableSizes` rule holds the preferred size and the sizes allowed (4, allowing 3-5),
each within the ruleset's own player limits.  :func:`split` turns a head count into table
sizes: every table within the allowed sizes, as close to the preferred size as possible, and
sizes differing by at most one.  When no split fits (7 players, tables of exactly 4) the
fewest players sit out a round (a bye); :func:`choose_byes` gives it to those who have had
the fewest.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..errors import InvalidInputError, phrase
from ..words import QT_TRANSLATE_NOOP

#: the most players seating takes (its tables of meetings stay small; a club seats far fewer):
#: the one limit of the seating and of ``bakehouse seat --players``
MAX_PLAYERS = 2000


@dataclass(frozen=True, slots=True)
class TableSizes:
    """The preferred table size and the smallest and largest allowed."""

    preferred: int
    smallest: int
    largest: int

    def __post_init__(self) -> None:
        if not 2 <= self.smallest <= self.preferred <= self.largest:
            raise InvalidInputError(
                phrase(QT_TRANSLATE_NOOP("Refusal", "table sizes must satisfy 2 <= smallest (%1) <= preferred (%2) <= largest (%3)"), self.smallest, self.preferred, self.largest)
            )

    @classmethod
    def exactly(cls, size: int) -> TableSizes:
        return cls(size, size, size)

    @classmethod
    def around(cls, preferred: int, lowest: int = 2, highest: int | None = None) -> TableSizes:
        """The preferred size and one either side, within ``lowest``..``highest`` (a ruleset's
        player limits): 4 allows 3-5, so 13 players sit at 5-4-4 or 4-3-3-3 tables instead
        of one sitting out, as club organizers and the mixer literature expect."""
        smallest = min(preferred, max(lowest, 2, preferred - 1))
        largest = preferred + 1 if highest is None else max(preferred, min(preferred + 1, highest))
        return cls(preferred, smallest, largest)

    @classmethod
    def parse(cls, preferred: int, sizes: str | None = None, lowest: int = 2, highest: int | None = None) -> TableSizes:
        """From the command line: ``--table-size 4 --sizes 3-5`` (or ``--sizes 4``); without
        ``--sizes``, the preferred size and one either side (:meth:`around`)."""
        if sizes is None:
            return cls.around(preferred, lowest, highest)
        text = sizes.strip()
        lo_text, sep, hi_text = text.partition("-")
        try:
            lo = int(lo_text)
            hi = int(hi_text) if sep else lo
        except ValueError:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "table sizes are written like 3-5, not %1"), repr(text[:60]))) from None
        return cls(preferred, lo, hi)

    def within(self, min_players: int, max_players: int, ruleset_name: str = "the game") -> TableSizes:
        """This rule, checked against a ruleset's player limits (A1)."""
        if self.smallest < min_players or self.largest > max_players:
            raise InvalidInputError(
                phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is played by %2 to %3 players: tables of %4 to %5 do not fit"), ruleset_name, min_players, max_players, self.smallest, self.largest),
                "A1",
            )
        return self


def _even(n: int, tables: int) -> list[int]:
    base, extra = divmod(n, tables)
    return [base + 1] * extra + [base] * (tables - extra)


def split(n: int, sizes: TableSizes) -> list[int]:
    """Table sizes (largest first) seating exactly ``n`` players, or [] if no split fits.

    Among the splits into tables of even size (differing by at most one), the one whose
    sizes are closest to the preferred size wins; on a tie, the one with more tables of the
    preferred size, then the one with more (smaller) tables.
    """
    if n <= 0:
        return []
    best: tuple[int, int, int] | None = None
    best_sizes: list[int] = []
    lo_t = -(-n // sizes.largest)
    hi_t = n // sizes.smallest
    for t in range(lo_t, hi_t + 1):
        cand = _even(n, t)
        if cand[-1] < sizes.smallest or cand[0] > sizes.largest:
            continue
        key = (sum(abs(c - sizes.preferred) for c in cand), -cand.count(sizes.preferred), -t)
        if best is None or key < best:
            best, best_sizes = key, cand
    return best_sizes


def split_with_byes(n: int, sizes: TableSizes) -> tuple[list[int], int]:
    """Table sizes and how many players sit out: byes only when no split fits."""
    if n < sizes.smallest:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "1 player cannot fill a table of %1"), sizes.smallest) if n == 1
                                else phrase(QT_TRANSLATE_NOOP("Refusal", "%1 players cannot fill a table of %2"), n, sizes.smallest))
    for byes in range(n):
        got = split(n - byes, sizes)
        if got:
            return got, byes
    raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 players cannot be seated in tables of %2 to %3"), n, sizes.smallest, sizes.largest))


def choose_byes(
    players: Sequence[int],
    count: int,
    byes_so_far: Mapping[int, int],
    rng: random.Random,
    order: Sequence[int] | None = None,
    last_bye: Mapping[int, int] | None = None,
) -> list[int]:
    """``count`` players to sit out: those with the fewest byes so far, so nobody has a
    second bye while someone present has had none; among those with as many, whoever had
    their last bye longest ago (``last_bye``: player -> the round of it, any numbering that
    grows); then the last in ``order`` (the standings, in Swiss) or a seeded draw."""
    if count <= 0:
        return []
    last = last_bye or {}
    if order is not None:
        rank = {p: i for i, p in enumerate(order)}
        key = {p: (byes_so_far.get(p, 0), last.get(p, -1), -rank.get(p, -1)) for p in players}
        ranked = sorted(players, key=lambda p: key[p])
    else:
        shuffled = list(players)
        rng.shuffle(shuffled)
        ranked = sorted(shuffled, key=lambda p: (byes_so_far.get(p, 0), last.get(p, -1)))
    return ranked[:count]
