"""Standings: placement points per table, tie-breakers in a configurable order, shared
places on an exact tie; and a league season's table over club nights.

Placement points default to one point for every player finished ahead of at the table
(3, 2, 1, 0 at a table of four; 2, 1, 0 at three): a win over more players is worth more,
and players tied on a place share the points of the places they cover.  A club may set its
own points per table size instead (:class:`PlacementPoints`).

Points are exact (:class:`fractions.Fraction`, issue 29): a shared place's points are an
average (7/3 at a three-way tie), and adding such thirds as floats made 2 + 7/3 + 7/3 differ
from 7/3 + 7/3 + 2 in the last digit, so a tie-breaker never ran.  They are printed one way
everywhere by :func:`points_text` (the command line, the app, the projector and the PDFs) and
written exactly by :func:`points_json` (a whole number, or "20/3").
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from typing import Generic, TypeVar

from ..errors import InvalidInputError, phrase
from ..words import QT_TRANSLATE_NOOP
from .results import TableResult

P = TypeVar("P", bound=Hashable)

#: what a number of points may be given as: exact, whole, a float stored by an older version
#: (read by its shortest decimal form, so 0.1 is 1/10) or a "20/3" text as written by points_json
PointsIn = Fraction | int | float | str


def exact(x: PointsIn) -> Fraction:
    """``x`` as an exact number of points (refused when it is not a finite number)."""
    if isinstance(x, bool):
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not a number of points"), repr(x)))
    try:
        if isinstance(x, float):
            return Fraction(repr(x))
        return Fraction(x)
    except (ValueError, ZeroDivisionError, TypeError) as e:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not a number of points"), repr(x))) from e


def points_text(x: PointsIn) -> str:
    """A number of points as people read it, the same everywhere: a whole number as it is
    ("14", never "14."), any other to two decimals, rounded half away from zero and without
    trailing zeros ("6.67" for 20/3, "1.5")."""
    q = exact(x)
    hundredths = math.floor(abs(q) * 100 + Fraction(1, 2))
    sign = "-" if q < 0 and hundredths else ""
    whole, cents = divmod(hundredths, 100)
    if not cents:
        return f"{sign}{whole}"
    return f"{sign}{whole}.{cents:02d}".rstrip("0")


def points_json(x: PointsIn) -> int | str:
    """A number of points written exactly: a whole number as a JSON number, any other as
    its fraction in lowest terms ("20/3"); :func:`exact` reads both (and an older float)."""
    q = exact(x)
    return q.numerator if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


class TieBreak(Enum):
    POINTS = "points"
    WINS = "wins"
    SCORE = "score"  #: total game score (totals, or rounds won in the Damn Straights)
    OPPONENTS = "opponents"  #: the sum of the points of every opponent met (Buchholz)
    HEAD_TO_HEAD = "head-to-head"  #: among the tied players only, from tables they shared
    RATING = "rating"


DEFAULT_ORDER = (
    TieBreak.POINTS,
    TieBreak.WINS,
    TieBreak.OPPONENTS,
    TieBreak.HEAD_TO_HEAD,
    TieBreak.SCORE,
)


@dataclass(frozen=True)
class PlacementPoints:
    """Points for each place, per table size; sizes not given use the default."""

    by_size: Mapping[int, tuple[Fraction, ...]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        given: Mapping[int, Sequence[PointsIn]] = self.by_size
        object.__setattr__(self, "by_size", {size: tuple(exact(p) for p in pts) for size, pts in given.items()})
        for size, pts in self.by_size.items():
            if len(pts) != size:
                raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "a table of %1 needs %2 placement points, not %3"), size, size, len(pts)))
            if any(b > a for a, b in zip(pts, pts[1:], strict=False)):
                raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "placement points for a table of %1 must not rise with the place"), size))

    def table(self, size: int) -> tuple[Fraction, ...]:
        return self.by_size.get(size) or tuple(Fraction(size - 1 - i) for i in range(size))

    def points(self, size: int, place: int, tied: int = 1) -> Fraction:
        """Points for ``place`` shared by ``tied`` players: the average of the places they cover."""
        pts = self.table(size)
        covered = pts[place - 1 : place - 1 + tied]
        return sum(covered, Fraction(0)) / len(covered)


@dataclass(frozen=True, slots=True)
class Standing(Generic[P]):
    place: int
    player: P
    points: Fraction
    wins: int
    games: int
    score: int
    opponents: Fraction
    rating: float | None
    #: True when the place is shared on an exact tie
    shared: bool


def table_points(
    result: TableResult[P], points: PlacementPoints, cache: dict[int, tuple[Fraction, ...]] | None = None
) -> dict[P, Fraction]:
    """Each player's placement points at one table (shared places share)."""
    size = len(result.players)
    pts = cache.get(size) if cache is not None else None
    if pts is None:
        pts = points.table(size)
        if cache is not None:
            cache[size] = pts
    places = result.places
    out = {}
    for q, pl in zip(result.players, places, strict=True):
        tied = places.count(pl)
        out[q] = pts[pl - 1] if tied == 1 else sum(pts[pl - 1 : pl - 1 + tied], Fraction(0)) / tied
    return out


def standings(  # noqa: C901
    results: Iterable[TableResult[P]],
    *,
    players: Iterable[P] = (),
    points: PlacementPoints | None = None,
    order: Sequence[TieBreak] = DEFAULT_ORDER,
    ratings: Mapping[P, float] | None = None,
    bonus: Mapping[P, PointsIn] | None = None,
) -> list[Standing[P]]:
    """The standings after ``results``; ``players`` adds those without a game yet and
    ``bonus`` adds points outside the tables (a bye)."""
    pts_rule = points or PlacementPoints()
    if len(set(order)) != len(order):
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a tie-breaker is listed twice"))
    res = list(results)
    total: dict[P, Fraction] = {q: Fraction(0) for q in players}
    wins: dict[P, int] = dict.fromkeys(total, 0)
    games: dict[P, int] = dict.fromkeys(total, 0)
    score: dict[P, int] = dict.fromkeys(total, 0)
    met: dict[P, list[P]] = {q: [] for q in total}
    # head to head: (a, b) -> a's points against b from tables they shared
    h2h: dict[tuple[P, P], float] = {}
    cache: dict[int, tuple[Fraction, ...]] = {}
    for r in res:
        tp = table_points(r, pts_rule, cache)
        for q, pl, sc in zip(r.players, r.places, r.scores, strict=True):
            total[q] = total.get(q, Fraction(0)) + tp[q]
            wins[q] = wins.get(q, 0) + (pl == 1)
            games[q] = games.get(q, 0) + 1
            score[q] = score.get(q, 0) + sc
            met.setdefault(q, []).extend(o for o in r.players if o != q)
            for o, opl in zip(r.players, r.places, strict=True):
                if o != q:
                    h2h[q, o] = h2h.get((q, o), 0.0) + (1.0 if pl < opl else 0.5 if pl == opl else 0.0)
    for q, extra in (bonus or {}).items():
        total[q] = total.get(q, Fraction(0)) + exact(extra)
        for d in (wins, games, score):
            d.setdefault(q, 0)
    opp = {q: sum((total[o] for o in met.get(q, [])), Fraction(0)) for q in total}
    rating = ratings or {}

    def key_of(tb: TieBreak) -> Callable[[P], Fraction | float] | None:
        if tb is TieBreak.POINTS:
            return lambda q: total[q]
        if tb is TieBreak.WINS:
            return lambda q: wins[q]
        if tb is TieBreak.SCORE:
            return lambda q: score[q]
        if tb is TieBreak.OPPONENTS:
            return lambda q: opp[q]
        if tb is TieBreak.RATING:
            return lambda q: rating.get(q, float("-inf"))
        return None

    # an event nobody has joined yet has no standings: an empty table, not a fault (issue 18)
    groups: list[list[P]] = [list(total)] if total else []
    for tb in order:
        new_groups: list[list[P]] = []
        for g in groups:
            if len(g) <= 1:
                new_groups.append(g)
                continue
            key = key_of(tb)
            if key is None:  # head to head among this group
                members = g

                def key(q: P, members: list[P] = members) -> Fraction | float:
                    return sum(h2h.get((q, o), 0.0) - h2h.get((o, q), 0.0) for o in members if o != q)

            ordered = sorted(g, key=key, reverse=True)
            run = [ordered[0]]
            for q in ordered[1:]:
                if key(q) == key(run[-1]):
                    run.append(q)
                else:
                    new_groups.append(run)
                    run = [q]
            new_groups.append(run)
        groups = new_groups
    out: list[Standing[P]] = []
    place = 1
    for g in groups:
        for q in sorted(g, key=str):
            out.append(Standing(place, q, total[q], wins[q], games[q], score[q], opp[q], rating.get(q), len(g) > 1))
        place += len(g)
    return out


@dataclass(frozen=True, slots=True)
class SeasonStanding(Generic[P]):
    place: int
    player: P
    #: the points counted (the best nights)
    total: Fraction
    nights: int
    night_points: tuple[Fraction, ...]
    shared: bool


def night_points(night: Sequence[Standing[P]]) -> dict[P, Fraction]:
    """League points for one club night: one for every player finished ahead of, plus
    one for turning up; shared places share."""
    n = len(night)
    by_place: dict[int, int] = {}
    for s in night:
        by_place[s.place] = by_place.get(s.place, 0) + 1
    out = {}
    for s in night:
        k = by_place[s.place]
        covered = [n - (s.place - 1 + i) for i in range(k)]
        out[s.player] = Fraction(sum(covered), k)
    return out


def season(nights: Sequence[Sequence[Standing[P]]], best: int | None = None) -> list[SeasonStanding[P]]:
    """The season table: each player's best ``best`` nights counted (all when None);
    ties broken by the best single night, then shared."""
    if best is not None and best < 1:
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "the number of best nights counted must be 1 or more"))
    per: dict[P, list[Fraction]] = {}
    for night in nights:
        for q, pts in night_points(night).items():
            per.setdefault(q, []).append(pts)
    rows = []
    for q, lst in per.items():
        counted = sorted(lst, reverse=True)[: best or len(lst)]
        rows.append((sum(counted, Fraction(0)), max(lst), q, lst))
    rows.sort(key=lambda r: (-r[0], -r[1], str(r[2])))
    out: list[SeasonStanding[P]] = []
    for i, (tot, top, q, lst) in enumerate(rows):
        place = out[-1].place if i and (tot, top) == (rows[i - 1][0], rows[i - 1][1]) else i + 1
        tied = sum(1 for r in rows if (r[0], r[1]) == (tot, top)) > 1
        out.append(SeasonStanding(place, q, tot, len(lst), tuple(lst), tied))
    return out
