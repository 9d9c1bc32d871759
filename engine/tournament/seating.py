"""Seating: players into tables, round after round (mixer, Swiss, seeded, round robin,
progressive, final stage).

Players are any hashable ids (member ids, or 1..N on the command line).  A round's seating
is a :class:`Seating`: tables in order (table 1 first: the head table, and the table a fixed
seat names) and the players with a bye.  Known designs come first where they apply
(:mod:`.designs`), then the search (:mod:`.search`); the same seed gives the same seating.
"""

from __future__ import annotations

import random
import time
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Generic, TypeVar

from ..errors import InvalidInputError, phrase
from ..words import QT_TRANSLATE_NOOP
from . import search
from .designs import known_schedule
from .tables import MAX_PLAYERS, TableSizes, choose_byes, split_with_byes

P = TypeVar("P", bound=Hashable)


class Format(Enum):
    MIXER = "mixer"
    SWISS = "swiss"
    ROUND_ROBIN = "round-robin"
    PROGRESSIVE = "progressive"
    FINAL = "final"


class Seeding(Enum):
    """How round 1 is seated when ratings are known."""

    RANDOM = "random"
    SNAKE = "snake"  #: tables balanced: strongest spread by snake order
    STRONGEST_TOGETHER = "strongest-together"


@dataclass(frozen=True, slots=True)
class Seating(Generic[P]):
    """One round: tables in order (table 1 first) and who sits out."""

    tables: tuple[tuple[P, ...], ...]
    byes: tuple[P, ...] = ()

    def table_of(self, player: P) -> int | None:
        """0-based index of the player's table, or None."""
        for i, t in enumerate(self.tables):
            if player in t:
                return i
        return None

    @property
    def players(self) -> list[P]:
        return [p for t in self.tables for p in t]


@dataclass(frozen=True)
class Constraints(Generic[P]):
    """What the organizer asked for: fixed tables (player -> 0-based table index) and
    pairs kept apart."""

    fixed: Mapping[P, int] = field(default_factory=dict)
    apart: frozenset[frozenset[P]] = frozenset()

    def __post_init__(self) -> None:
        if any(len(pair) != 2 for pair in self.apart):
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "players kept apart are given in pairs of two different players"))
        if any(not isinstance(t, int) or t < 0 for t in self.fixed.values()):
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a fixed seat names a table by its number, from 1"))


@dataclass(frozen=True)
class Schedule(Generic[P]):
    rounds: tuple[Seating[P], ...]
    #: sum over pairs of max(0, times met - 1) within these rounds
    repeats: int
    apart_violations: int
    #: "design", "design+search" or "search"
    method: str
    #: the time limit stopped the search before its budget of moves: another machine, or this one
    #: busier, may seat differently (otherwise the seating depends only on its inputs and the seed)
    cut_short: bool = False


def meetings(rounds: Iterable[Seating[P]]) -> dict[frozenset[P], int]:
    met: dict[frozenset[P], int] = {}
    for rd in rounds:
        for tab in rd.tables:
            for i, a in enumerate(tab):
                for b in tab[i + 1 :]:
                    k = frozenset((a, b))
                    met[k] = met.get(k, 0) + 1
    return met


def count_repeats(rounds: Iterable[Seating[P]]) -> int:
    """The sum over pairs of max(0, times they shared a table - 1) (players numbered first,
    and the pairs marked in a table of bytes: quick for thousands of players)."""
    number: dict[P, int] = {}
    tables = [[number.setdefault(q, len(number)) for q in tab] for rd in rounds for tab in rd.tables]
    n = len(number)
    slots = sum(len(ids) * (len(ids) - 1) // 2 for ids in tables)
    if n > 4 * MAX_PLAYERS:  # a table of bytes would be too big: the set of pairs met instead
        met_pairs = {a * n + b if a < b else b * n + a for ids in tables for i, a in enumerate(ids) for b in ids[i + 1 :]}
        return slots - len(met_pairs)
    met = bytearray(n * n)
    repeats = 0
    for ids in tables:
        for i, a in enumerate(ids):
            for b in ids[i + 1 :]:
                k = a * n + b if a < b else b * n + a
                if met[k]:
                    repeats += 1
                else:
                    met[k] = 1
    return repeats


#: limits that keep the search's tables of meetings small (a club seats far fewer); the players'
#: limit is the command line's too (:data:`.tables.MAX_PLAYERS`)
MAX_ROUNDS = 200


def _index(players: Sequence[P], history: Sequence[Seating[P]]) -> tuple[list[P], dict[P, int]]:
    if len(players) > MAX_PLAYERS:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "seating takes at most %1 players, not %2"), MAX_PLAYERS, len(players)))
    if len(history) >= MAX_ROUNDS:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "seating takes at most %1 rounds"), MAX_ROUNDS))
    ids: list[P] = list(dict.fromkeys(players))
    if len(ids) != len(players):
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a player is listed twice"))
    for rd in history:
        for q in rd.players:
            if q not in ids:
                ids.append(q)
    return ids, {p: i for i, p in enumerate(ids)}


def _history(index: Mapping[P, int], history: Sequence[Seating[P]]) -> dict[tuple[int, int], int]:
    out: dict[tuple[int, int], int] = {}
    for key, m in meetings(history).items():
        a, b = sorted(index[q] for q in key)
        out[a, b] = m
    return out


def _size_history(index: Mapping[P, int], history: Sequence[Seating[P]]) -> dict[int, dict[int, int]]:
    out: dict[int, dict[int, int]] = {}
    for rd in history:
        if len({len(t) for t in rd.tables}) > 1:
            for tab in rd.tables:
                for q in tab:
                    d = out.setdefault(index[q], {})
                    d[len(tab)] = d.get(len(tab), 0) + 1
    return out


def _constraints(
    index: Mapping[P, int], constraints: Constraints[P] | None, n_tables: int
) -> tuple[dict[int, int], set[tuple[int, int]]]:
    if constraints is None:
        return {}, set()
    fixed: dict[int, int] = {}
    per_table: dict[int, int] = {}
    for q, t in constraints.fixed.items():
        if q not in index:
            continue
        if not 0 <= t < n_tables:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "a fixed seat at table %1, but there are %2 tables"), t + 1, n_tables))
        fixed[index[q]] = t
        per_table[t] = per_table.get(t, 0) + 1
    apart = set()
    for pair in constraints.apart:
        a, b = tuple(pair)
        if a in index and b in index:
            apart.add((index[a], index[b]))
    return fixed, apart


def _check_fixed_fit(fixed: Mapping[int, int], sizes: Sequence[int]) -> None:
    count: dict[int, int] = {}
    for t in fixed.values():
        count[t] = count.get(t, 0) + 1
    for t, c in count.items():
        if t < len(sizes) and c > sizes[t]:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 players have a fixed seat at table %2, which seats %3"), c, t + 1, sizes[t]))


def _plan_rounds(
    ids: Sequence[int],
    rounds: int,
    sizes: TableSizes,
    byes_so_far: Mapping[int, int],
    rng: random.Random,
    fixed: Mapping[int, int],
    order: Sequence[int] | None = None,
    history: Sequence[Sequence[int]] = (),
) -> tuple[list[list[int]], list[list[int]], list[list[int]]]:
    """Who sits out each of ``rounds`` rounds (fewest byes first; among equals, the longest since
    the last: ``history`` holds the byes of the rounds before) and the table sizes."""
    table_sizes, n_byes = split_with_byes(len(ids), sizes)
    count = dict(byes_so_far)
    last = {q: r for r, out in enumerate(history) for q in out}
    present, byes, size_lists = [], [], []
    for r in range(len(history), len(history) + rounds):
        # a player with a fixed seat is not given a bye while another can take it
        pool = [q for q in ids if q not in fixed] if len(ids) - len(fixed) >= n_byes else list(ids)
        out = choose_byes(pool, n_byes, count, rng, order, last)
        for q in out:
            count[q] = count.get(q, 0) + 1
            last[q] = r
        outs = set(out)
        present.append([q for q in ids if q not in outs])
        byes.append(out)
        size_lists.append(list(table_sizes))
    return present, byes, size_lists


def _finish(
    ids: Sequence[P], out: search.Outcome, byes: Sequence[Sequence[int]], method: str, counted: bool = False
) -> Schedule[P]:
    """The search's outcome in the players' ids; ``counted``: its repeats are those within these
    rounds (no history), else they are counted again."""
    rounds = tuple(
        Seating(tuple(tuple(ids[q] for q in tab) for tab in rd), tuple(ids[q] for q in bye))
        for rd, bye in zip(out.rounds, byes, strict=True)
    )
    return Schedule(rounds, out.repeats if counted else count_repeats(rounds), out.apart_violations, method,
                    out.cut_short)


def _place_design(  # noqa: C901
    design: list[list[list[int]]],
    n: int,
    fixed: Mapping[int, int],
    apart: set[tuple[int, int]],
    rng: random.Random,
    attempts: int = 200,
) -> list[list[list[int]]] | None:
    """The design with its players relabelled at random, and each round's tables ordered
    so that fixed seats hold, with no kept-apart pair together; None if no relabelling
    tried fits."""
    # players who must never share a table: kept apart, or fixed to different tables
    never: dict[int, set[int]] = {}
    for a, b in apart:
        never.setdefault(a, set()).add(b)
        never.setdefault(b, set()).add(a)
    for a, ta in fixed.items():
        for b, tb in fixed.items():
            if a != b and ta != tb:
                never.setdefault(a, set()).add(b)
    meets: set[tuple[int, int]] = set()
    for rd in design if never else ():  # only the constrained players' labels need it
        for tab in rd:
            meets.update((x, y) for x in tab for y in tab if x != y)
    constrained = sorted(never, key=lambda q: -len(never[q]))
    for _ in range(attempts if never else 1):
        # design label -> player: the constrained players first, on labels that never meet
        image: dict[int, int] = {}
        free = list(range(n))
        rng.shuffle(free)
        for q in constrained:
            label = next((x for x in free if all((x, y) not in meets for y, o in image.items() if o in never[q])), None)
            if label is None:
                break
            image[label] = q
            free.remove(label)
        if len(image) < len(constrained):
            continue
        others = [q for q in range(n) if q not in never]
        rng.shuffle(others)
        perm = [0] * n
        for label, q in image.items():
            perm[label] = q
        for label, q in zip(free, others, strict=True):
            perm[label] = q
        rounds = [[[perm[q] for q in tab] for tab in rd] for rd in design]
        ok = True
        placed: list[list[list[int]]] = []
        for rd in rounds:
            where = {q: i for i, tab in enumerate(rd) for q in tab}
            if any(where[a] == where[b] for a, b in apart):
                ok = False
                break
            want: dict[int, int] = {}  # table index in the design -> index wanted
            for q, t in fixed.items():
                if want.setdefault(where[q], t) != t:
                    ok = False
                    break
            if not ok or len(set(want.values())) != len(want) or any(t >= len(rd) for t in want.values()):
                ok = False
                break
            order: list[list[int] | None] = [None] * len(rd)
            for i, t in want.items():
                order[t] = rd[i]
            rest = iter(rd[i] for i in range(len(rd)) if i not in want)
            placed.append([tab if tab is not None else next(rest) for tab in order])
        if ok:
            return placed
    return None


def mixer(
    players: Sequence[P],
    rounds: int,
    sizes: TableSizes,
    *,
    seed: int = 0,
    time_limit: float = 5.0,
    deadline: float | None = None,
    constraints: Constraints[P] | None = None,
    history: Sequence[Seating[P]] = (),
    byes_so_far: Mapping[P, int] | None = None,
    designs: bool = True,
    steps: int = search.STEPS,
) -> Schedule[P]:
    """``rounds`` rounds in which players meet as many different players as they can.

    Known designs are used where they apply (``designs=False``: the search alone).  The search
    makes at most ``steps`` moves, so the seating is a function of the players, the rounds, the
    sizes, the constraints, the history and the seed; ``time_limit`` (or ``deadline``) is a safety
    stop, and the schedule says when it cut the search short (``cut_short``)."""
    if not 1 <= rounds <= MAX_ROUNDS:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "the number of rounds must be 1 to %1, not %2"), MAX_ROUNDS, rounds))
    if len(players) < 2:
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "seating needs two or more players"))
    rng = random.Random(seed)
    ids, index = _index(players, history)
    n_now = len(players)
    idx_players = list(range(n_now))
    fixed, apart = _constraints(index, constraints, len(split_with_byes(n_now, sizes)[0]))
    byes0 = {index[q]: c for q, c in (byes_so_far or {}).items() if q in index}
    past_byes = [[index[q] for q in rd.byes] for rd in history]
    present, byes, size_lists = _plan_rounds(idx_players, rounds, sizes, byes0, rng, fixed, history=past_byes)
    _check_fixed_fit(fixed, size_lists[0])
    problem = search.Problem(
        n=len(ids),
        sizes=size_lists,
        present=present,
        history=_history(index, history),
        fixed=fixed,
        apart=apart,
        size_history=_size_history(index, history),
    )
    method = "search"
    equal = len(set(size_lists[0])) == 1
    if designs and equal and not history and not any(byes):
        design = known_schedule(n_now, size_lists[0][0], rounds)
        if design:
            placed = _place_design(design[:rounds], n_now, fixed, apart, rng)
            if placed is not None and len(design) >= rounds:
                out = search.Outcome([[sorted(t) for t in rd] for rd in placed], 0, 0, 0, 0.0)
                return _finish(ids, out, byes, "design", counted=True)
            if placed is not None:
                problem.initial = dict(enumerate(placed))
                method = "design+search"
    out = search.solve(problem, seed, time_limit, deadline, steps)
    return _finish(ids, out, byes, method, counted=not history)


def _home_unary(
    order: Sequence[int], sizes: Sequence[int], weight: float, snake: bool = False
) -> dict[int, list[float]]:
    """A cost per table for each player: ``weight`` times the squared distance from the
    table its place in ``order`` points to (chunks of the order, or snake order)."""
    home: dict[int, int] = {}
    if snake:
        t_count = len(sizes)
        fill = [0] * t_count
        i = 0
        for q in order:
            # deal along the snake, skipping full tables
            while True:
                lap, pos = divmod(i, t_count)
                t = pos if lap % 2 == 0 else t_count - 1 - pos
                i += 1
                if fill[t] < sizes[t]:
                    break
            fill[t] += 1
            home[q] = t
    else:
        t, used = 0, 0
        for q in order:
            while used >= sizes[t]:
                t, used = t + 1, 0
            home[q] = t
            used += 1
    return {q: [weight * (t - h) ** 2 for t in range(len(sizes))] for q, h in home.items()}


def seat_round(
    players: Sequence[P],
    sizes: TableSizes,
    *,
    history: Sequence[Seating[P]] = (),
    fmt: Format = Format.MIXER,
    order: Sequence[P] | None = None,
    seeding: Seeding = Seeding.RANDOM,
    seed: int = 0,
    time_limit: float = 1.0,
    constraints: Constraints[P] | None = None,
    byes_so_far: Mapping[P, int] | None = None,
    lookahead: int = 1,
) -> Seating[P]:
    """The next round for the players present.

    A mixer plans ``lookahead`` rounds (the rest of the evening) and returns the first, so
    that an early round does not leave the later ones without a repeat-free seating.

    ``order`` is the standings (Swiss) or the ratings, strongest first (seeding): Swiss
    keeps players of similar standing together while avoiding repeats; seeding by rating
    deals the tables by snake order or puts the strongest together.
    """
    if len(players) < 2:
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "seating needs two or more players"))
    if fmt in (Format.MIXER, Format.ROUND_ROBIN) and (order is None or seeding is Seeding.RANDOM):
        return mixer(
            players,
            max(1, lookahead),
            sizes,
            seed=seed,
            time_limit=time_limit,
            constraints=constraints,
            history=history,
            byes_so_far=byes_so_far,
        ).rounds[0]
    rng = random.Random(seed)
    ids, index = _index(players, history)
    n_now = len(players)
    fixed, apart = _constraints(index, constraints, len(split_with_byes(n_now, sizes)[0]))
    byes0 = {index[q]: c for q, c in (byes_so_far or {}).items() if q in index}
    rank = [index[q] for q in (order or players) if q in index and index[q] < n_now]
    rank += [i for i in range(n_now) if i not in set(rank)]
    past_byes = [[index[q] for q in rd.byes] for rd in history]
    present, byes, size_lists = _plan_rounds(list(range(n_now)), 1, sizes, byes0, rng, fixed, rank, past_byes)
    _check_fixed_fit(fixed, size_lists[0])
    seated = [q for q in rank if q in set(present[0])]
    if fmt is Format.SWISS:
        unary = _home_unary(seated, size_lists[0], 0.3)
    else:  # seeding by rating
        unary = _home_unary(seated, size_lists[0], 3.0, snake=seeding is Seeding.SNAKE)
    problem = search.Problem(
        n=len(ids),
        sizes=size_lists,
        present=present,
        history=_history(index, history),
        fixed=fixed,
        apart=apart,
        unary=[unary],
        size_history=_size_history(index, history),
    )
    out = search.solve(problem, seed, time_limit)
    seating = _finish(ids, out, byes, "search").rounds[0]
    # tables in standing order: the best-placed table first (Swiss, strongest together)
    if fmt is Format.SWISS or seeding is Seeding.STRONGEST_TOGETHER:
        pos = {ids[q]: i for i, q in enumerate(seated)}
        tables = list(seating.tables)
        movable = [i for i in range(len(tables)) if not any(index[q] in fixed for q in tables[i])]
        ordered = sorted((tables[i] for i in movable), key=lambda t: sum(pos[q] for q in t) / len(t))
        for i, t in zip(movable, ordered, strict=True):
            tables[i] = t
        seating = Seating(tuple(tables), seating.byes)
    return seating


@dataclass(frozen=True)
class SwapCheck(Generic[P]):
    """A manual swap as the organizer asked: the seating after it and what it costs."""

    seating: Seating[P]
    repeats_before: int
    repeats_after: int
    apart_before: int
    apart_after: int
    #: players moved off the table they are fixed to
    fixed_broken: tuple[P, ...]

    @property
    def message(self) -> str:
        parts = [f"repeat meetings {self.repeats_before} -> {self.repeats_after}"]
        if self.apart_after != self.apart_before:
            parts.append(f"players kept apart seated together {self.apart_before} -> {self.apart_after}")
        if self.fixed_broken:
            n = len(self.fixed_broken)
            parts.append(f"{n} player{'' if n == 1 else 's'} moved off a fixed table")
        return "; ".join(parts)


def _apart_count(seating: Seating[P], constraints: Constraints[P] | None) -> int:
    if constraints is None:
        return 0
    return sum(1 for pair in constraints.apart for t in seating.tables if pair <= set(t))


def check_swap(
    seating: Seating[P],
    a: P,
    b: P,
    *,
    history: Sequence[Seating[P]] = (),
    constraints: Constraints[P] | None = None,
) -> SwapCheck[P]:
    """Swap two players (or a seated player and one with a bye) and say what it costs.
    The swap is made as asked; nothing is undone behind the organizer's back."""
    if a == b:
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a swap needs two different players"))
    placed = {q: (i, j) for i, t in enumerate(seating.tables) for j, q in enumerate(t)}
    bye_at = {q: j for j, q in enumerate(seating.byes)}
    for q in (a, b):
        if q not in placed and q not in bye_at:
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "only players in this round can be swapped"))
    tables = [list(t) for t in seating.tables]
    byes = list(seating.byes)

    def put(q: P, where: tuple[int, int] | int, other: P) -> None:
        if isinstance(where, tuple):
            tables[where[0]][where[1]] = other
        else:
            byes[where] = other

    wa = placed.get(a, bye_at.get(a))
    wb = placed.get(b, bye_at.get(b))
    assert wa is not None and wb is not None
    put(a, wa, b)
    put(b, wb, a)
    after = Seating(tuple(tuple(t) for t in tables), tuple(byes))
    before_r = count_repeats([*history, seating])
    after_r = count_repeats([*history, after])
    broken: list[P] = []
    if constraints is not None:
        for q in (a, b):
            t = constraints.fixed.get(q)
            if t is not None and after.table_of(q) != t:
                broken.append(q)
    return SwapCheck(
        after, before_r, after_r, _apart_count(seating, constraints), _apart_count(after, constraints), tuple(broken)
    )


def round_robin(players: Sequence[P], sizes: TableSizes, *, seed: int = 0, time_limit: float = 5.0) -> Schedule[P]:
    """A fixed schedule for a small group in which every pair meets: the circle method for
    tables of two, else the fewest rounds the mixer finds that cover every pair."""
    n = len(players)
    if n < 2:
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a round robin needs two or more players"))
    if sizes.largest == 2:
        ring: list[P | None] = list(players) + ([None] if n % 2 else [])
        m = len(ring)
        out = []
        for _ in range(m - 1):
            pairs = [(ring[i], ring[m - 1 - i]) for i in range(m // 2)]
            tables = tuple((x, y) for x, y in pairs if x is not None and y is not None)
            byes = tuple(x if y is None else y for x, y in pairs if x is None or y is None)
            out.append(Seating(tables, tuple(q for q in byes if q is not None)))
            ring = [ring[0], ring[-1], *ring[1:-1]]
        rounds = tuple(out)
        return Schedule(rounds, count_repeats(rounds), 0, "circle")
    end = time.monotonic() + time_limit
    table_sizes, _byes = split_with_byes(n, sizes)
    every_pair = n * (n - 1) // 2
    rounds_needed = round_robin_bound(n, sizes)
    if rounds_needed > MAX_ROUNDS:
        raise InvalidInputError(
            phrase(QT_TRANSLATE_NOOP("Refusal", "a round robin of %1 players at tables of %2 needs %3 rounds or more; seating takes at most %4"), n, max(table_sizes), rounds_needed, MAX_ROUNDS)
        )
    # each number of rounds from the bound up gets the same work: a few searches of a fixed
    # number of moves, each from its own seed (a search that misses can be far from the mark; a
    # fresh start finds it), so the schedule depends on the players, the sizes and the seed alone
    # unless the time limit (a safety stop) cuts it short
    best: Schedule[P] | None = None
    while rounds_needed <= MAX_ROUNDS:
        for attempt in range(RR_ATTEMPTS):
            if time.monotonic() >= end and best is not None:
                return _cover_the_rest(players, sizes, best, seed, cut_short=True)
            sched = mixer(players, rounds_needed, sizes, seed=seed * RR_ATTEMPTS + attempt, deadline=end,
                          steps=RR_STEPS)
            if len(meetings(sched.rounds)) == every_pair:
                return sched
            best = sched
        rounds_needed += 1
    assert best is not None
    return _cover_the_rest(players, sizes, best, seed)


#: a round robin's search, for each number of rounds: this many searches of so many moves
RR_ATTEMPTS, RR_STEPS = 4, 100_000


def round_robin_bound(n: int, sizes: TableSizes) -> int:
    """The fewest rounds a round robin of ``n`` players at ``sizes`` could take: no fewer than a
    player needs to meet the n - 1 others at the largest table, nor than the pairs need at the
    tables' pair-slots (a schedule may need more: 12 players at tables of 4 take 5, not 4)."""
    table_sizes, _byes = split_with_byes(n, sizes)
    slots = sum(s * (s - 1) // 2 for s in table_sizes)
    return max(1, -(-(n - 1) // (max(table_sizes) - 1)), -(-(n * (n - 1) // 2) // slots))


def _cover_the_rest(players: Sequence[P], sizes: TableSizes, sched: Schedule[P], seed: int,
                    cut_short: bool = False) -> Schedule[P]:
    """Out of time before every pair met: rounds more, each seated greedily towards the pairs
    not yet met, until every pair has (a round robin keeps its word)."""
    n = len(players)
    rounds = list(sched.rounds)
    met = len(meetings(rounds))
    while met < n * (n - 1) // 2 and len(rounds) < MAX_ROUNDS - 1:
        nxt = mixer(players, 1, sizes, seed=seed + len(rounds), history=rounds, time_limit=0.05, designs=False)
        rounds.append(nxt.rounds[0])
        met = len(meetings(rounds))
    done = tuple(rounds)
    return Schedule(done, count_repeats(done), 0, sched.method + "+greedy", cut_short)


def progressive_next(
    seating: Seating[P],
    places: Mapping[P, int],
    *,
    present: Sequence[P] | None = None,
    sizes: TableSizes | None = None,
    byes_so_far: Mapping[P, int] | None = None,
) -> Seating[P]:
    """Bunco style: each table's winner moves up a table, the head table's last moves to
    the bottom table; everyone else stays.  ``places`` gives each player's place at their
    table (1 = won); ties go to the earlier seat.

    With ``present`` (the players of the next round) and ``sizes``, the round may differ from
    the last: those no longer present leave their seats, those who sat out or arrived join the
    bottom table, and when the head count needs byes they go to those with the fewest byes so
    far, lowest on the ladder first (the bottom table's last place).  The ladder is then cut
    into the round's tables from the head table down, so the winners' moves up hold."""
    tables = [list(t) for t in seating.tables]
    for t in tables:
        for q in t:
            if q not in places:
                raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "every player of the round needs a place to move tables"))

    def ranked(t: list[P]) -> list[P]:
        return sorted(t, key=lambda q: (places[q], t.index(q)))

    if len(tables) >= 2:
        order = [ranked(t) for t in tables]
        new = [order[0][:-1]]  # the head table without its last
        for i in range(1, len(tables)):
            new[i - 1].append(order[i][0])  # the winner moves up
            new.append(order[i][1:])
        new[-1].insert(0, order[0][-1])  # the head table's last, at the top of the bottom table
    else:
        new = tables
    if present is None:
        return Seating(tuple(tuple(t) for t in new), seating.byes)
    if sizes is None:
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a progressive round for the players present needs the table sizes"))
    here = dict.fromkeys(present)
    ladder = [q for t in new for q in t if q in here]
    on = set(ladder)
    ladder += [q for q in here if q not in on]  # back from a bye, or arrived: the bottom table
    table_sizes, n_byes = split_with_byes(len(ladder), sizes)
    counts = byes_so_far or {}
    rank = {q: i for i, q in enumerate(ladder)}
    out = set(sorted(ladder, key=lambda q: (counts.get(q, 0), -rank[q]))[:n_byes])
    seated = [q for q in ladder if q not in out]
    cut: list[tuple[P, ...]] = []
    start = 0
    for size in table_sizes:
        cut.append(tuple(seated[start : start + size]))
        start += size
    return Seating(tuple(cut), tuple(q for q in ladder if q in out))


def final_stage(order: Sequence[P], final_size: int, semi_tables: int = 0) -> Seating[P]:
    """The top ``final_size`` of ``order`` at one final table, or with ``semi_tables`` the
    top ``semi_tables * final_size`` dealt by snake order into semi-final tables."""
    if final_size < 2:
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a final table needs two or more players"))
    if semi_tables <= 0:
        if len(order) < final_size:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "a final of %1 needs %2 players, not %3"), final_size, final_size, len(order)))
        return Seating((tuple(order[:final_size]),))
    need = semi_tables * final_size
    if len(order) < need:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 semi-final tables of %2 need %3 players"), semi_tables, final_size, need))
    tables: list[list[P]] = [[] for _ in range(semi_tables)]
    for i, q in enumerate(order[:need]):
        lap, pos = divmod(i, semi_tables)
        tables[pos if lap % 2 == 0 else semi_tables - 1 - pos].append(q)
    return Seating(tuple(tuple(t) for t in tables))


def final_from_semis(semis: Seating[P], places: Mapping[P, int], final_size: int) -> Seating[P]:
    """The final table: the best of each semi-final table, as many from each as fit."""
    per = max(1, final_size // max(1, len(semis.tables)))
    finalists: list[P] = []
    for t in semis.tables:
        ranked = sorted(t, key=lambda q: (places.get(q, len(t) + 1), t.index(q)))
        finalists.extend(ranked[:per])
    return Seating((tuple(finalists[:final_size]),))
