"""The seating search: simulated annealing over swaps of two players in one round.

Players are numbered 0..n-1 here.  The cost of a schedule, lowest first:

- kept-apart pairs seated together (a heavy penalty, counted apart);
- repeat meetings, steered by the sum over pairs of C(m, 2) for m meetings (history
  included), which is zero exactly when nobody meets twice and spreads unavoidable repeats;
- a unary cost per player and table (Swiss and seeding: the table a player's standing
  points to), small beside a repeat;
- fairness of table sizes: the sum over players of the squared count of rounds at each
  size, weighted so that no single swap's fairness outweighs a repeat.

A move swaps two players of different tables in one round; players with a fixed seat never
move.  Nine moves in ten start from a player in a conflict (a repeat or a kept-apart pair at
their table; the list is rebuilt every 64 moves), as Dotú and Van Hentenryck's tabu search
for the social golfer problem does, and take the best of three random partners.  The
temperature cools from 0.45 to 0.15 over 250,000 moves (tuned on 15/3x7, 21/3x10, 24/4x6,
25/5x6, 28/4x7, 30/5x6 and 32/4x8 without their designs) and heats up again after 100,000
moves without a new best.  The search keeps the best schedule seen (fewest
kept-apart violations, then fewest repeats, then the fairest table sizes, then lowest cost),
stops at the time limit or as soon as the repeats and the fairness both reach their lower
bounds.  The moves and the temperature depend only on the seed and the number of moves made,
so a search that reaches its bounds gives the same schedule for a seed on any machine; one cut
short by the time limit has gone as far as the machine allowed.

In the code: ``solve`` makes a ``_Search`` (the starting schedule, greedy where nothing is
given, and the counts it keeps), anneals it (``keep_going`` every 256 moves, ``best_partner``
costing a move by its parts: meetings, kept-apart pairs, table costs, table sizes; ``swap`` and
``note``), then ``_even_out_sizes`` hill-climbs the table sizes of the best schedule.

Held to the time limit for 2,000 players (issue 22): a round of more than 64 tables is seated
greedily by offering each player a few tables (``_sampled_seats``), the greedy start has 40% of
the time (the rounds it has not reached by then offer two tables each), the conflicts are
listed over a moving window of rounds when all of them hold more than 20,000 pairs, the best
schedule is copied out once (the swaps since it undone) rather than at every new best, and a few
microseconds a seat are kept back for copying and counting.  None of this changes a search of a
club's size: the same seed gives the same moves as before.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

APART = 1000.0


@dataclass
class Problem:
    """One search: rounds to seat, what is fixed, what has gone before."""

    n: int
    #: per round: the table sizes (their order is the tables' order)
    sizes: list[list[int]]
    #: per round: the players seated (the others have a bye or are absent)
    present: list[list[int]]
    #: meetings before these rounds, as (a, b) -> times
    history: dict[tuple[int, int], int] = field(default_factory=dict)
    #: player -> table index, in every round they play
    fixed: dict[int, int] = field(default_factory=dict)
    apart: set[tuple[int, int]] = field(default_factory=set)
    #: per round, per player: a cost for each table (or None)
    unary: list[dict[int, list[float]] | None] | None = None
    #: rounds already decided (kept as given, not moved), by index
    frozen: dict[int, list[list[int]]] = field(default_factory=dict)
    #: a starting schedule for some rounds (moved by the search)
    initial: dict[int, list[list[int]]] = field(default_factory=dict)
    fairness: bool = True
    #: rounds each player has already sat at each table size (mixed rounds before these)
    size_history: dict[int, dict[int, int]] = field(default_factory=dict)


@dataclass
class Outcome:
    rounds: list[list[list[int]]]
    repeats: int
    apart_violations: int
    iterations: int
    seconds: float
    #: the time limit stopped the search before its budget of moves or its bounds (the schedule
    #: then depends on the machine's speed; otherwise only on the problem and the seed)
    cut_short: bool = False


def lower_bound(p: Problem) -> int:
    """Repeats no schedule can avoid (no history, everyone every round): the larger of the
    pair-slots beyond one meeting of every pair, and the pigeonhole bound of
    :func:`_pigeonhole_bound` (12 players in fours: 3 a round after the first)."""
    if p.history or any(len(pr) != p.n for pr in p.present):
        return 0
    slots = sum(s * (s - 1) // 2 for sizes in p.sizes for s in sizes)
    pairs = p.n * (p.n - 1) // 2
    return max(0, slots - pairs, _pigeonhole_bound(p.sizes))


def _pigeonhole_bound(sizes: Sequence[Sequence[int]]) -> int:
    """Repeats forced by the tables being fewer than the seats of a table (everyone every round).

    A repeat is a pair at a table of round r that met in an earlier round, so the repeats are at
    least, for each round r after the first, the pairs of its tables that sat together in one
    earlier round r0.  A table of s seats takes its players from the tables of r0, at most a
    table's size from each; the fewest pairs from one table of r0 are with the players spread as
    evenly as they go (the pairs grow as the square), whatever the seating of r0 was.  With 3
    tables of 4, each table of a later round has two players who sat together: 3 repeats a round."""
    total = 0
    known: dict[tuple[tuple[int, ...], int], int] = {}
    tables_of = [tuple(sorted(round_sizes)) for round_sizes in sizes]
    for r in range(1, len(sizes)):
        forced = 0
        for r0 in range(r):
            groups = tables_of[r0]
            pairs = 0
            for s in sizes[r]:
                if len(groups) >= s:
                    continue  # a player from each table of r0: no pair forced
                if (groups, s) not in known:
                    taken = [0] * len(groups)
                    forced_here = 0
                    for _ in range(s):  # each seat from the table of r0 least used so far (optimal: convex)
                        i = min((j for j in range(len(groups)) if taken[j] < groups[j]), key=taken.__getitem__)
                        forced_here += taken[i]
                        taken[i] += 1
                    known[groups, s] = forced_here
                pairs += known[groups, s]
            forced = max(forced, pairs)
        total += forced
    return total


def _greedy_round(
    p: Problem,
    r: int,
    M: list[list[int]],
    rng: random.Random,
    apart_of: list[set[int]],
    at_size: dict[tuple[int, int], int],
    tries: int = 0,
) -> list[list[int]]:
    """One round seated player by player, each at the table where they have met fewest
    (then where their count of rounds at that size is lowest)."""
    sizes = p.sizes[r]
    mixed = len(set(sizes)) > 1 and p.fairness
    tables: list[list[int]] = [[] for _ in sizes]
    unary = p.unary[r] if p.unary else None
    rest = []
    for q in p.present[r]:
        t = p.fixed.get(q)
        if t is not None and t < len(tables) and len(tables[t]) < sizes[t]:
            tables[t].append(q)
        else:
            rest.append(q)
    rng.shuffle(rest)
    if unary:  # seat those with a strong preference first
        rest.sort(key=lambda q: -max(unary[q]) + min(unary[q]) if q in unary else 0.0)
    if len(tables) > SAMPLE_ABOVE:
        _sampled_seats(p, r, rest, tables, M, rng, apart_of, at_size if mixed else None, tries or SAMPLE_TRIES)
        rest = []
    for q in rest:
        best_t, best_c = -1, math.inf
        Mq = M[q]
        for t, tab in enumerate(tables):
            if len(tab) >= sizes[t]:
                continue
            c = float(sum(Mq[x] for x in tab))
            if apart_of[q]:
                c += APART * sum(1 for x in tab if x in apart_of[q])
            if unary and q in unary:
                c += unary[q][t]
            if mixed:
                c += 0.4 * at_size.get((q, sizes[t]), 0)
            c += rng.random() * 1e-3
            if c < best_c:
                best_t, best_c = t, c
        tables[best_t].append(q)
    if mixed:
        for t, tab in enumerate(tables):
            for q in tab:
                at_size[q, sizes[t]] = at_size.get((q, sizes[t]), 0) + 1
    return tables


#: moves the search makes at most unless told otherwise: one cooling cycle (a club's evening
#: reaches its bounds long before; the time limit is a safety stop, reported when it cuts)
STEPS = 250_000


def solve(p: Problem, seed: int, time_limit: float, deadline: float | None = None, steps: int = STEPS) -> Outcome:
    """Seat every round of ``p`` in at most ``steps`` moves; see the module's docstring."""
    start = time.monotonic()
    end = deadline if deadline is not None else start + time_limit
    # kept back for copying out the best schedule and for the caller's counting (a few
    # microseconds a seat: thousands of players over many rounds make it count)
    seats = sum(len(pr) for pr in p.present)
    end -= min(0.3 * max(0.0, end - start), SECONDS_PER_SEAT * seats)
    # the greedy start may take 40% of the time, less what seating the rounds it has not reached
    # costs (quickly: see _first_schedule)
    lin_change = 0  # the repeats evening out table sizes took away
    to_seat = sum(len(pr) for r, pr in enumerate(p.present) if r not in p.frozen and r not in p.initial)
    search = _Search(p, random.Random(seed), start + 0.4 * max(0.0, end - start) - QUICK_PER_SEAT * to_seat, end)
    if search.live and not search.at_bounds_already():
        repair_end = end
        if any(search.mixed) and not p.unary:  # keep a little time to even out table sizes at the end
            end -= min(0.2, 0.05 * max(0.0, end - time.monotonic()))
        search.anneal(end, steps)
        if any(search.mixed) and not p.unary:
            lin_change = _even_out_sizes(p, search.best, search.mixed, repair_end)
            search.cut_short = search.cut_short or time.monotonic() >= repair_end
    viol, lin, _fair = search.best_key
    return Outcome(search.best, lin - search.hist_lin + lin_change, viol, search.iterations,
                   time.monotonic() - start, search.cut_short)


# -- the starting schedule and its counts ---------------------------------------------------------
def _meetings_before(p: Problem) -> list[list[int]]:
    """Meetings between every two players before these rounds (symmetric)."""
    M = [[0] * p.n for _ in range(p.n)]
    for (a, b), m in p.history.items():
        M[a][b] += m
        M[b][a] += m
    return M


def _apart_of(p: Problem) -> list[set[int]]:
    """Per player: those to be kept apart from them."""
    apart_of: list[set[int]] = [set() for _ in range(p.n)]
    for a, b in p.apart:
        apart_of[a].add(b)
        apart_of[b].add(a)
    return apart_of


#: seconds kept back from the time limit for each seat of the schedule (see :func:`solve`)
SECONDS_PER_SEAT = 4e-6
#: pairs at the tables of the rounds whose conflicts one rebuild lists, at most (a window of
#: rounds that moves on at each rebuild when the schedule has more)
CONFLICT_WINDOW = 20_000

#: rounds of more tables than this are seated by :func:`_sampled_seats` (a club night never is)
SAMPLE_ABOVE = 64
#: tables a player is offered in :func:`_sampled_seats` before the cheapest is taken
SAMPLE_TRIES = 12
#: the same, for the rounds the greedy start reaches after its time
QUICK_TRIES = 2
#: seconds a seat of such a quick round takes, about (its share is kept back from the greedy start)
QUICK_PER_SEAT = 12e-6


def _sampled_seats(
    p: Problem,
    r: int,
    rest: list[int],
    tables: list[list[int]],
    M: list[list[int]],
    rng: random.Random,
    apart_of: list[set[int]],
    at_size: dict[tuple[int, int], int] | None,
    tries: int = 12,
) -> None:
    """The greedy round for hundreds of tables, in time linear in the players: each player is
    offered a few open tables (at random, or outwards from the table their standing points to)
    and takes the first that costs nothing, else the cheapest offered."""
    sizes = p.sizes[r]
    unary = p.unary[r] if p.unary else None
    open_tables = [t for t, tab in enumerate(tables) if len(tab) < sizes[t]]
    slot = {t: i for i, t in enumerate(open_tables)}
    for q in rest:
        Mq = M[q]
        Aq = apart_of[q]
        uq = unary.get(q) if unary else None
        if uq is not None:
            home = min(range(len(uq)), key=uq.__getitem__)
            offered = []
            for k in range(len(tables)):
                offered += [t for t in {home - k, home + k} if t in slot]
                if len(offered) >= tries:
                    break
        else:
            offered = [open_tables[rng.randrange(len(open_tables))] for _ in range(tries)]
        best_t, best_c = offered[0], math.inf
        for t in offered:
            tab = tables[t]
            c = float(sum(Mq[x] for x in tab))
            if Aq:
                c += APART * sum(1 for x in tab if x in Aq)
            if uq is not None:
                c += uq[t]
            if at_size is not None:
                c += 0.4 * at_size.get((q, sizes[t]), 0)
            if c < best_c:
                best_t, best_c = t, c
                if c <= 0.0 and uq is None:
                    break
        tables[best_t].append(q)
        if len(tables[best_t]) >= sizes[best_t]:  # full: out of the open tables
            i = slot.pop(best_t)
            last = open_tables.pop()
            if last != best_t:
                open_tables[i] = last
                slot[last] = i


def _first_schedule(p: Problem, M: list[list[int]], rng: random.Random,
                    apart_of: list[set[int]], end: float = math.inf,
                    hard_end: float = math.inf) -> tuple[list[list[list[int]]], int, bool]:
    """Every round as given (frozen or initial) or seated greedily, its meetings counted into ``M``
    (and the repeats they add); past ``end``, the rounds left of hundreds of tables are seated
    quickly, two tables offered to each player, and past ``hard_end`` dealt at random (the time
    limit holds; a club's rounds are seated the same on any machine); and whether a round was
    seated so for want of time."""
    tables: list[list[list[int]]] = []
    added = 0
    hurried = False
    at_size = {(q, size): c for q, counts in p.size_history.items() for size, c in counts.items()}
    for r in range(len(p.sizes)):
        if r in p.frozen:
            tr = [list(t) for t in p.frozen[r]]
        elif r in p.initial:
            tr = [list(t) for t in p.initial[r]]
        elif len(p.sizes[r]) <= SAMPLE_ABOVE or time.monotonic() < end:
            tr = _greedy_round(p, r, M, rng, apart_of, at_size)
        elif time.monotonic() < hard_end:  # hundreds of tables, out of time: two tables offered each
            tr = _greedy_round(p, r, M, rng, apart_of, at_size, QUICK_TRIES)
            hurried = True
        else:
            tr = _fill_round(p, r, rng)
            hurried = True
        added += _count_meetings(M, tr)
        tables.append(tr)
    return tables, added, hurried


def _fill_round(p: Problem, r: int, rng: random.Random) -> list[list[int]]:
    """Round ``r`` dealt at random, fixed seats kept: past the time limit already."""
    sizes = p.sizes[r]
    tables: list[list[int]] = [[] for _ in sizes]
    rest = []
    for q in p.present[r]:
        t = p.fixed.get(q)
        if t is not None and t < len(tables) and len(tables[t]) < sizes[t]:
            tables[t].append(q)
        else:
            rest.append(q)
    rng.shuffle(rest)
    t = 0
    for q in rest:
        while len(tables[t]) >= sizes[t]:
            t += 1
        tables[t].append(q)
    return tables


def _repeats_before(p: Problem, M: list[list[int]]) -> int:
    """The sum over the pairs of the history of max(0, meetings - 1), ``M`` counting the history alone."""
    met = {(min(a, b), max(a, b)) for a, b in p.history}
    return sum(M[a][b] - 1 for a, b in met if M[a][b] > 1)


def _count_meetings(M: list[list[int]], tr: list[list[int]]) -> int:
    """Add the meetings of one round's tables to ``M``; the repeats they add."""
    added = 0
    for tab in tr:
        for i, a in enumerate(tab):
            Ma = M[a]
            for b in tab[i + 1 :]:
                if Ma[b]:
                    added += 1
                Ma[b] += 1
                M[b][a] += 1
    return added


def _size_counts(p: Problem, tables: list[list[list[int]]], mixed: list[bool]) -> list[list[int]]:
    """Per player, per table size: the rounds they sit at that size (before these rounds and in
    the rounds of mixed sizes here)."""
    max_size = max((s for sizes in p.sizes for s in sizes), default=2)
    max_size = max([max_size, *(s for d in p.size_history.values() for s in d)])
    F = [[0] * (max_size + 1) for _ in range(p.n)]
    for q, counts in p.size_history.items():
        for s, c in counts.items():
            F[q][s] += c
    for r, tr in enumerate(tables):
        if mixed[r]:
            for tab in tr:
                for q in tab:
                    F[q][len(tab)] += 1
    return F


def _fairness_gap(F: list[list[int]], n: int, wf: float) -> float:
    """How far the fairness part of the cost can fall from the start: to every player's count
    at each size as even as the seats allow."""
    fair_now = sum(c * c for row in F for c in row)
    seats: dict[int, int] = {}
    for row in F:
        for size, c in enumerate(row):
            seats[size] = seats.get(size, 0) + c
    fair_best = 0
    for total in seats.values():
        low, extra = divmod(total, n)
        fair_best += (n - extra) * low * low + extra * (low + 1) * (low + 1)
    return wf * (fair_best - fair_now)


def _conflicts(live: list[int], movable_set: list[set[int]], tables: list[list[list[int]]],
               M: list[list[int]], apart_of: list[set[int]]) -> list[tuple[int, int]]:
    """(round, player) for the movable players in a conflict now: a repeat or a kept-apart pair
    at their table."""
    conflicts: list[tuple[int, int]] = []
    for r in live:
        ms = movable_set[r]
        for tab in tables[r]:
            for i, x in enumerate(tab):
                Mx = M[x]
                Ax = apart_of[x]
                for y in tab[i + 1 :]:
                    if Mx[y] > 1 or (Ax and y in Ax):
                        if x in ms:
                            conflicts.append((r, x))
                        if y in ms:
                            conflicts.append((r, y))
    return conflicts


# -- what a swap changes ---------------------------------------------------------------------------
def _meeting_delta(Ma: list[int], Mb: list[int], Ta: list[int], Tb: list[int], a: int, b: int) -> tuple[float, int]:
    """The change of the repeat cost (sum of C(m, 2)) and of the repeat count when ``a`` (at
    ``Ta``) and ``b`` (at ``Tb``) change places."""
    cd = 0.0
    cdl = 0
    for x in Ta:
        if x != a:
            m = Ma[x]
            cd -= m - 1
            if m > 1:
                cdl -= 1
            m = Mb[x]
            cd += m
            if m > 0:
                cdl += 1
    for y in Tb:
        if y != b:
            m = Mb[y]
            cd -= m - 1
            if m > 1:
                cdl -= 1
            m = Ma[y]
            cd += m
            if m > 0:
                cdl += 1
    return cd, cdl


def _apart_delta(A: set[int], B: set[int], Ta: list[int], Tb: list[int], a: int, b: int) -> int:
    """The change of the kept-apart pairs seated together when ``a`` and ``b`` change places."""
    return (
        sum(1 for y in Tb if y != b and y in A)
        - sum(1 for x in Ta if x != a and x in A)
        + sum(1 for x in Ta if x != a and x in B)
        - sum(1 for y in Tb if y != b and y in B)
    )


def _unary_delta(cd: float, u: dict[int, list[float]], ua: list[float] | None, b: int, ta: int, tb: int) -> float:
    """``cd`` plus the change of the table costs (Swiss, seeding) when ``a`` (costs ``ua``, at
    table ``ta``) and ``b`` (at ``tb``) change places; added in this order, as the search always has."""
    if ua is not None:
        cd += ua[tb] - ua[ta]
    ub = u.get(b)
    if ub is not None:
        cd += ub[ta] - ub[tb]
    return cd


def _size_delta(Fa: list[int], Fb: list[int], sa: int, sb: int, wf: float) -> float:
    """The change of the fairness cost when a player at a table of ``sa`` (counts ``Fa``) and one
    at a table of ``sb`` (counts ``Fb``) change places."""
    if sa == sb:
        return 0.0
    return wf * (2 * (Fa[sb] - Fa[sa]) + 2 + 2 * (Fb[sa] - Fb[sb]) + 2)


#: a swap in one round: (cost, a, table of a, b, table of b, repeats, kept-apart pairs, fairness),
#: each of the three counts as the swap changes it; a plain tuple, made for every move
_Move = tuple[float, int, int, int, int, int, int, float]


class _Search:
    """Simulated annealing over one problem (see the module's docstring): the schedule, the
    counts it keeps up to date, and the best schedule seen."""

    #: temperatures at the start and the end of a cooling cycle, and its length in moves
    T0, T1, CYCLE = 0.45, 0.15, 250_000
    #: once the repeats are at their bound, this many moves more for table sizes (or Swiss)
    POLISH = 40_000
    #: partners tried for each chosen player; moves without a new best before heating up again
    TRIES, PATIENCE = 3, 100_000
    #: moves between rebuilds of the list of players in a conflict
    REBUILD = 64

    __slots__ = ("p", "rng", "M", "apart_of", "tables", "where", "movable", "movable_set", "live", "mixed", "F",
                 "wf", "unary", "lin", "hist_lin", "viol", "target", "fair", "cost", "best", "best_key", "best_cost",
                 "iterations", "fair_target", "T", "cycle_start", "improved_at", "bound_at", "best_pending",
                 "since_best", "rebuild_every", "window", "cut_short")

    def __init__(self, p: Problem, rng: random.Random, end: float = math.inf, hard_end: float = math.inf) -> None:
        self.p = p
        self.rng = rng
        n = p.n
        R = len(p.sizes)
        self.M = _meetings_before(p)
        self.apart_of = _apart_of(p)
        before = _repeats_before(p, self.M)
        #: the time limit stopped the search, here or later (see :attr:`Outcome.cut_short`)
        self.tables, added, self.cut_short = _first_schedule(p, self.M, rng, self.apart_of, end, hard_end)
        self.where = [[-1] * n for _ in range(R)]
        for r in range(R):
            for t, tab in enumerate(self.tables[r]):
                for q in tab:
                    self.where[r][q] = t
        self.movable = [
            [q for q in p.present[r] if q not in p.fixed] if r not in p.frozen and len(self.tables[r]) > 1 else []
            for r in range(R)
        ]
        self.movable_set = [set(mv) for mv in self.movable]
        self.live = [r for r in range(R) if len(self.movable[r]) >= 2]
        self.mixed = [len(set(p.sizes[r])) > 1 and p.fairness for r in range(R)]
        self.F = _size_counts(p, self.tables, self.mixed)
        self.wf = 1.0 / (4 * R + 4)
        self.unary: list[dict[int, list[float]] | None] = p.unary or [None] * R
        # the counts now, the costs relative to the start
        self.lin = before + added
        self.hist_lin = sum(max(0, m - 1) for m in p.history.values())
        self.viol = sum(self.M[a][b] - p.history.get((a, b), 0) - p.history.get((b, a), 0) for a, b in p.apart)
        self.target = lower_bound(p) + self.hist_lin
        self.fair = 0.0
        self.cost = 0.0
        self.best = self.snapshot()
        #: the best schedule is the one now, less the swaps made since (``since_best``), and
        #: ``best`` not yet a copy of it: copied when those swaps outnumber the tables, or at the
        #: end (thousands of players make a copy at every new best dear)
        self.best_pending = False
        self.since_best: list[tuple[int, int, int, int, int]] = []
        # the rounds whose conflicts one rebuild lists: all of them, or a window where they have
        # more pairs than CONFLICT_WINDOW; and the moves between rebuilds: 64, more where one costs more
        pairs = [sum(s * (s - 1) // 2 for s in p.sizes[r]) for r in self.live]
        self.window = len(self.live)
        if sum(pairs) > CONFLICT_WINDOW:
            self.window = max(1, CONFLICT_WINDOW * len(pairs) // sum(pairs))
        self.rebuild_every = max(self.REBUILD, min(sum(pairs), CONFLICT_WINDOW) // 100)
        self.best_key: tuple[int, int, float] = (self.viol, self.lin, self.fair)
        self.best_cost = 0.0
        self.iterations = 0
        #: how far the fairness part can fall from the start (``fair`` counts from the start too)
        self.fair_target = _fairness_gap(self.F, n, self.wf)
        # the annealing's clock, counted in moves
        self.T = self.T0
        self.cycle_start = 0
        self.improved_at = 0
        self.bound_at = -1

    def snapshot(self) -> list[list[list[int]]]:
        return [[sorted(t) for t in tr] for tr in self.tables]

    def at_bounds_already(self) -> bool:
        """Whether the starting schedule already has no kept-apart pair together, repeats at
        their bound and table sizes as even as they can be (no table costs to weigh)."""
        return self.viol == 0 and self.lin <= self.target and not self.p.unary and self.fair_target >= 0

    def anneal(self, end: float, steps: int = STEPS) -> None:
        """Move until ``steps`` moves, the bounds, enough polish, or (a safety stop, noted in
        ``cut_short``) ``end``; the best schedule in ``best``."""
        rand = self.rng.random
        randrange = self.rng.randrange
        exp = math.exp
        live, movable = self.live, self.movable
        conflicts: list[tuple[int, int]] = []
        rebuild_at = 0
        window_at = 0  # the first round of the window, where there is one
        moves = 0  # self.iterations, kept in a local while moving (it is read at every move)
        while True:
            moves += 1
            if moves & 255 == 0:
                self.iterations = moves
                if moves >= steps or not self.keep_going(end):
                    break
            if moves >= rebuild_at:
                if rebuild_at and time.monotonic() >= end:
                    self.cut_short = True
                    break
                rounds = live
                if self.window < len(live):
                    rounds = [live[(window_at + k) % len(live)] for k in range(self.window)]
                    window_at += self.window
                conflicts = _conflicts(rounds, self.movable_set, self.tables, self.M, self.apart_of)
                rebuild_at = moves + self.rebuild_every
            # the player to move: nine times in ten one in a conflict, if any
            if conflicts and rand() < 0.9:
                r, a = conflicts[randrange(len(conflicts))]
            else:
                r = live[randrange(len(live))]
                a = movable[r][randrange(len(movable[r]))]
            move = self.best_partner(r, a)
            if move is None or (move[0] > 0 and rand() >= exp(-move[0] / self.T)):
                continue
            self.swap(r, move)
            if self.best_pending:
                self.since_best.append((r, move[1], move[2], move[3], move[4]))
                if len(self.since_best) > self.copy_after:
                    self.copy_best()
            if self.note(moves):
                break  # repeats at their bound and table sizes as even as they can be
        self.iterations = moves
        if self.best_pending:
            self.copy_best()

    def keep_going(self, end: float) -> bool:
        """Every 256 moves: False when the time is up or the polish done; else the temperature
        for the moves made (from the top again when stuck)."""
        if time.monotonic() >= end:
            self.cut_short = True
            return False
        if self.best_key[0] == 0 and self.best_key[1] <= self.target:
            if self.bound_at < 0:
                self.bound_at = self.iterations
            elif self.iterations - self.bound_at >= self.POLISH:
                return False  # repeats at their bound: enough polish of the rest
        if self.iterations - self.improved_at > self.PATIENCE:  # stuck: heat up again
            self.cycle_start = self.iterations
            self.improved_at = self.iterations
        frac = min(1.0, (self.iterations - self.cycle_start) / self.CYCLE)
        self.T = self.T0 * (self.T1 / self.T0) ** frac
        return True

    def best_partner(self, r: int, a: int) -> _Move | None:
        """The cheapest of a few random partners of ``a`` at other tables of round ``r`` (None
        when every one drawn sits at ``a``'s table)."""
        randrange = self.rng.randrange
        M, apart_of, F = self.M, self.apart_of, self.F  # locals: this runs for every move
        mv = self.movable[r]
        wr = self.where[r]
        tr = self.tables[r]
        ta = wr[a]
        Ta = tr[ta]
        Ma = M[a]
        A = apart_of[a]
        u = self.unary[r]
        ua = u.get(a) if u is not None else None
        mixed_r = self.mixed[r]
        d = math.inf
        b = tb = dl = dv = -1
        df = 0.0
        for _ in range(self.TRIES):
            cb = mv[randrange(len(mv))]
            ctb = wr[cb]
            if ctb == ta:
                continue
            Tb = tr[ctb]
            cd, cdl = _meeting_delta(Ma, M[cb], Ta, Tb, a, cb)
            cdv = 0
            if A or apart_of[cb]:
                cdv = _apart_delta(A, apart_of[cb], Ta, Tb, a, cb)
                cd += APART * cdv
            if u is not None:
                cd = _unary_delta(cd, u, ua, cb, ta, ctb)
            cdf = _size_delta(F[a], F[cb], len(Ta), len(Tb), self.wf) if mixed_r else 0.0
            cd += cdf
            if cd < d:
                d, b, tb, dl, dv, df = cd, cb, ctb, cdl, cdv, cdf
        return (d, a, ta, b, tb, dl, dv, df) if b >= 0 else None

    def swap(self, r: int, move: _Move) -> None:
        """Make the move in round ``r``: the two players change places, every count follows."""
        M = self.M
        cost, a, ta, b, tb, repeats, apart, fair = move
        Ma, Mb = M[a], M[b]
        tr = self.tables[r]
        Ta, Tb = tr[ta], tr[tb]
        sa, sb = len(Ta), len(Tb)
        for x in Ta:
            if x != a:
                Ma[x] -= 1
                M[x][a] -= 1
                Mb[x] += 1
                M[x][b] += 1
        for y in Tb:
            if y != b:
                Mb[y] -= 1
                M[y][b] -= 1
                Ma[y] += 1
                M[y][a] += 1
        Ta[Ta.index(a)] = b
        Tb[Tb.index(b)] = a
        wr = self.where[r]
        wr[a] = tb
        wr[b] = ta
        if sa != sb and self.mixed[r]:
            self.F[a][sa] -= 1
            self.F[a][sb] += 1
            self.F[b][sb] -= 1
            self.F[b][sa] += 1
        self.cost += cost
        self.lin += repeats
        self.viol += apart
        self.fair += fair

    @property
    def copy_after(self) -> int:
        """Swaps since the best after which it is copied out (as dear as a copy, or more)."""
        return max(1000, len(self.live) * len(self.p.sizes[0]) if self.p.sizes else 1000)

    def copy_best(self) -> None:
        """``best``: the schedule now with the swaps since the best undone, last first."""
        tables = [[list(t) for t in tr] for tr in self.tables]
        for r, a, ta, b, tb in reversed(self.since_best):
            Ta, Tb = tables[r][ta], tables[r][tb]
            Tb[Tb.index(a)] = b
            Ta[Ta.index(b)] = a
        self.best = [[sorted(t) for t in tr] for tr in tables]
        self.best_pending = False
        self.since_best = []

    def note(self, moves: int) -> bool:
        """Keep the schedule if it is the best yet (after ``moves`` moves); True when it cannot be bettered."""
        key = (self.viol, self.lin, round(self.fair, 9))
        if key < self.best_key or (key == self.best_key and self.cost < self.best_cost - 1e-9):
            self.best_key = key
            self.best_cost = self.cost
            self.improved_at = moves
            self.best_pending = True
            self.since_best = []
            return (self.viol == 0 and self.lin <= self.target and not self.p.unary
                    and self.fair <= self.fair_target + 1e-9)
        return False


def _even_out_sizes(p: Problem, rounds: list[list[list[int]]], mixed: list[bool], end: float) -> int:
    """Hill-climb on the fairness of table sizes alone: swap a player at a table of one size
    with one at another size when that evens out their counts and adds no repeat and no
    kept-apart pair (in place, until nothing helps or time is up); the change of the repeats
    (none, or fewer)."""
    if time.monotonic() >= end:
        return 0
    M = _meetings_before(p)
    for rd in rounds:
        _count_meetings(M, rd)
    F: dict[tuple[int, int], int] = {}
    for q, counts in p.size_history.items():
        for size, c in counts.items():
            F[q, size] = c
    for r, rd in enumerate(rounds):
        if mixed[r]:
            for tab in rd:
                for q in tab:
                    F[q, len(tab)] = F.get((q, len(tab)), 0) + 1
    apart = {frozenset(x) for x in p.apart}
    change = [0]  # the repeats the swaps took away, as a negative number
    improved = True
    while improved and time.monotonic() < end:
        improved = False
        for r, rd in enumerate(rounds):
            if time.monotonic() >= end:
                improved = False
                break
            if mixed[r] and r not in p.frozen and _even_out_round(p, rd, M, F, apart, change, end):
                improved = True
    for rd in rounds:
        for tab in rd:
            tab.sort()
    return change[0]


def _even_out_round(p: Problem, rd: list[list[int]], M: list[list[int]], F: dict[tuple[int, int], int],
                    apart: set[frozenset[int]], change: list[int], end: float = math.inf) -> bool:
    """One pass over the pairs of a smaller and a larger table of a round (until ``end``); whether a
    swap was made (and the repeats it changed added to ``change[0]``)."""
    improved = False
    for Ta in rd:
        if len(rd) > SAMPLE_ABOVE and time.monotonic() >= end:
            break
        for Tb in rd:
            if len(Ta) < len(Tb) and _even_out_tables(p, Ta, Tb, M, F, apart, change):
                improved = True
    return improved


def _even_out_tables(p: Problem, Ta: list[int], Tb: list[int], M: list[list[int]], F: dict[tuple[int, int], int],
                     apart: set[frozenset[int]], change: list[int]) -> bool:
    """Swap players of ``Ta`` and the larger ``Tb`` wherever that evens out their table sizes and
    adds no repeat and no kept-apart pair; whether one was swapped (the repeats' change added to
    ``change[0]``)."""
    sa, sb = len(Ta), len(Tb)
    improved = False
    for a in list(Ta):
        if a in p.fixed:
            continue
        for b in list(Tb):
            if b in p.fixed or a not in Ta:
                continue
            df = 2 * (F.get((a, sb), 0) - F.get((a, sa), 0)) + 2 + 2 * (F.get((b, sa), 0) - F.get((b, sb), 0)) + 2
            repeats = _conflict_change(M, apart, Ta, Tb, a, b) if df < 0 else None
            if repeats is not None:
                change[0] += repeats
                _swap_evening_out(M, F, Ta, Tb, a, b)
                improved = True
    return improved


def _conflict_change(M: list[list[int]], apart: set[frozenset[int]], Ta: list[int], Tb: list[int],
                     a: int, b: int) -> int | None:
    """The change of the repeats when ``a`` (at ``Ta``) and ``b`` (at ``Tb``) change places, or
    None when that adds a repeat or a kept-apart pair."""

    def added(q: int, tab: list[int], skip: int) -> tuple[int, int]:
        """Repeats and kept-apart pairs that seating ``q`` at ``tab`` (without ``skip``) adds."""
        rep = sum(1 for x in tab if x != skip and x != q and M[q][x] > 0)
        bad = sum(1 for x in tab if x != skip and x != q and frozenset((q, x)) in apart)
        return rep, bad

    def removed(q: int, tab: list[int]) -> tuple[int, int]:
        rep = sum(1 for x in tab if x != q and M[q][x] > 1)
        bad = sum(1 for x in tab if x != q and frozenset((q, x)) in apart)
        return rep, bad

    ra, va = removed(a, Ta)
    rb, vb = removed(b, Tb)
    aa, wa = added(a, Tb, b)
    ab, wb = added(b, Ta, a)
    if aa + ab <= ra + rb and wa + wb <= va + vb:
        return aa + ab - ra - rb
    return None


def _swap_evening_out(M: list[list[int]], F: dict[tuple[int, int], int], Ta: list[int], Tb: list[int],
                      a: int, b: int) -> None:
    """``a`` (at ``Ta``) and ``b`` (at ``Tb``) change places; the meetings and size counts follow."""
    sa, sb = len(Ta), len(Tb)
    for x in Ta:
        if x != a:
            M[a][x] -= 1
            M[x][a] -= 1
            M[b][x] += 1
            M[x][b] += 1
    for y in Tb:
        if y != b:
            M[b][y] -= 1
            M[y][b] -= 1
            M[a][y] += 1
            M[y][a] += 1
    Ta[Ta.index(a)] = b
    Tb[Tb.index(b)] = a
    F[a, sa] -= 1
    F[a, sb] = F.get((a, sb), 0) + 1
    F[b, sb] -= 1
    F[b, sa] = F.get((b, sa), 0) + 1
