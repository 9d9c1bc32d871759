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
"""

from __future__ import annotations

import math
import random
import time
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


def lower_bound(p: Problem) -> int:
    """Repeats no schedule can avoid (no history, everyone every round): the pair-slots
    beyond one meeting of every pair, and each player's meetings beyond n - 1."""
    if p.history or any(len(pr) != p.n for pr in p.present):
        return 0
    slots = sum(s * (s - 1) // 2 for sizes in p.sizes for s in sizes)
    pairs = p.n * (p.n - 1) // 2
    return max(0, slots - pairs)


def _greedy_round(
    p: Problem,
    r: int,
    M: list[list[int]],
    rng: random.Random,
    apart_of: list[set[int]],
    at_size: dict[tuple[int, int], int],
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


def solve(p: Problem, seed: int, time_limit: float, deadline: float | None = None) -> Outcome:
    """Seat every round of ``p``; see the module's docstring."""
    start = time.monotonic()
    end = deadline if deadline is not None else start + time_limit
    rng = random.Random(seed)
    n = p.n
    R = len(p.sizes)
    M = [[0] * n for _ in range(n)]
    for (a, b), m in p.history.items():
        M[a][b] += m
        M[b][a] += m
    apart_of: list[set[int]] = [set() for _ in range(n)]
    for a, b in p.apart:
        apart_of[a].add(b)
        apart_of[b].add(a)
    tables: list[list[list[int]]] = []
    at_size = {(q, size): c for q, counts in p.size_history.items() for size, c in counts.items()}
    for r in range(R):
        if r in p.frozen:
            tr = [list(t) for t in p.frozen[r]]
        elif r in p.initial:
            tr = [list(t) for t in p.initial[r]]
        else:
            tr = _greedy_round(p, r, M, rng, apart_of, at_size)
        for tab in tr:
            for i, a in enumerate(tab):
                for b in tab[i + 1 :]:
                    M[a][b] += 1
                    M[b][a] += 1
        tables.append(tr)
    where = [[-1] * n for _ in range(R)]
    for r in range(R):
        for t, tab in enumerate(tables[r]):
            for q in tab:
                where[r][q] = t
    movable = [
        [q for q in p.present[r] if q not in p.fixed] if r not in p.frozen and len(tables[r]) > 1 else []
        for r in range(R)
    ]
    live = [r for r in range(R) if len(movable[r]) >= 2]
    max_size = max((s for sizes in p.sizes for s in sizes), default=2)
    max_size = max([max_size, *(s for d in p.size_history.values() for s in d)])
    F = [[0] * (max_size + 1) for _ in range(n)]
    for q, counts in p.size_history.items():
        for s, c in counts.items():
            F[q][s] += c
    mixed = [len(set(p.sizes[r])) > 1 and p.fairness for r in range(R)]
    for r in range(R):
        if mixed[r]:
            for tab in tables[r]:
                for q in tab:
                    F[q][len(tab)] += 1
    wf = 1.0 / (4 * R + 4)
    unary = p.unary or [None] * R

    # current counts
    lin = 0
    viol = 0
    for a in range(n):
        for b in range(a + 1, n):
            if M[a][b] > 1:
                lin += M[a][b] - 1
    hist_lin = sum(max(0, m - 1) for m in p.history.values())
    for a, b in p.apart:
        viol += M[a][b] - p.history.get((a, b), 0) - p.history.get((b, a), 0)
    target = lower_bound(p) + hist_lin

    def snapshot() -> list[list[list[int]]]:
        return [[sorted(t) for t in tr] for tr in tables]

    best = snapshot()
    fair = 0.0  # the fairness part of the cost, relative to the start
    best_key: tuple[int, int, float] = (viol, lin, fair)
    cost = 0.0  # relative to the start
    best_cost = 0.0
    iterations = 0
    if not live:
        return Outcome(best, lin - hist_lin, viol, 0, time.monotonic() - start)

    # the fairness part can go no lower than every player's count at each size as even as
    # the seats allow (counted here relative to the start, like ``fair``)
    fair_now = sum(c * c for row in F for c in row)
    seats: dict[int, int] = {}
    for row in F:
        for size, c in enumerate(row):
            seats[size] = seats.get(size, 0) + c
    fair_best = 0
    for total in seats.values():
        low, extra = divmod(total, n)
        fair_best += (n - extra) * low * low + extra * (low + 1) * (low + 1)
    fair_target = wf * (fair_best - fair_now)
    if viol == 0 and lin <= target and not p.unary and fair_target >= 0:
        return Outcome(best, lin - hist_lin, viol, 0, time.monotonic() - start)

    T0, T1 = 0.45, 0.15
    repair_end = end
    if any(mixed) and not p.unary:  # keep a little time to even out table sizes at the end
        end -= min(0.2, 0.05 * max(0.0, end - time.monotonic()))
    # the temperature follows the moves made, not the clock, so that a seed gives the same
    # moves on any machine: cooling over `cycle` moves, again from the top when stuck
    cycle = 250_000
    cycle_start = 0
    # once the repeats are at their bound, this many moves more for table sizes (or Swiss)
    polish = 40_000
    bound_at = -1
    T = T0
    rand = rng.random
    randrange = rng.randrange
    exp = math.exp
    movable_set = [set(mv) for mv in movable]
    conflicts: list[tuple[int, int]] = []
    rebuild_at = 0
    # each move takes the best of a few partners for the chosen player; after this many
    # moves without a new best the temperature starts again from the top
    tries = 3
    improved_at = 0
    patience = 100_000
    while True:
        iterations += 1
        if iterations & 255 == 0:
            now = time.monotonic()
            if now >= end:
                break
            if best_key[0] == 0 and best_key[1] <= target:
                if bound_at < 0:
                    bound_at = iterations
                elif iterations - bound_at >= polish:
                    break  # repeats at their bound: enough polish of the rest
            if iterations - improved_at > patience:  # stuck: heat up again
                cycle_start = iterations
                improved_at = iterations
            frac = min(1.0, (iterations - cycle_start) / cycle)
            T = T0 * (T1 / T0) ** frac
        if iterations >= rebuild_at:
            # players in a conflict now (a repeat or a kept-apart pair at their table)
            conflicts = []
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
            rebuild_at = iterations + 64
        if conflicts and rand() < 0.9:
            r, a = conflicts[randrange(len(conflicts))]
            mv = movable[r]
        else:
            r = live[randrange(len(live))]
            mv = movable[r]
            a = mv[randrange(len(mv))]
        wr = where[r]
        tr = tables[r]
        ta = wr[a]
        Ta = tr[ta]
        Ma = M[a]
        u = unary[r]
        ua = u.get(a) if u is not None else None
        mixed_r = mixed[r]
        d = math.inf
        b = tb = dl = dv = -1
        df = 0.0
        for _ in range(tries):
            cb = mv[randrange(len(mv))]
            ctb = wr[cb]
            if ctb == ta:
                continue
            Mb = M[cb]
            Tb = tr[ctb]
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
                if y != cb:
                    m = Mb[y]
                    cd -= m - 1
                    if m > 1:
                        cdl -= 1
                    m = Ma[y]
                    cd += m
                    if m > 0:
                        cdl += 1
            cdv = 0
            if apart_of[a] or apart_of[cb]:
                A = apart_of[a]
                B = apart_of[cb]
                cdv = (
                    sum(1 for y in Tb if y != cb and y in A)
                    - sum(1 for x in Ta if x != a and x in A)
                    + sum(1 for x in Ta if x != a and x in B)
                    - sum(1 for y in Tb if y != cb and y in B)
                )
                cd += APART * cdv
            if u is not None:
                if ua is not None:
                    cd += ua[ctb] - ua[ta]
                ub = u.get(cb)
                if ub is not None:
                    cd += ub[ta] - ub[ctb]
            if mixed_r:
                sa = len(Ta)
                sb = len(Tb)
                if sa != sb:
                    Fa = F[a]
                    Fb = F[cb]
                    cdf = wf * (2 * (Fa[sb] - Fa[sa]) + 2 + 2 * (Fb[sa] - Fb[sb]) + 2)
                    cd += cdf
                else:
                    cdf = 0.0
            else:
                cdf = 0.0
            if cd < d:
                d, b, tb, dl, dv, df = cd, cb, ctb, cdl, cdv, cdf
        if b < 0:
            continue
        Mb = M[b]
        Tb = tr[tb]
        sa = len(Ta)
        sb = len(Tb)
        if d > 0 and rand() >= exp(-d / T):
            continue
        # apply
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
        wr[a] = tb
        wr[b] = ta
        if sa != sb and mixed_r:
            F[a][sa] -= 1
            F[a][sb] += 1
            F[b][sb] -= 1
            F[b][sa] += 1
        cost += d
        lin += dl
        viol += dv
        fair += df
        key = (viol, lin, round(fair, 9))
        if key < best_key or (key == best_key and cost < best_cost - 1e-9):
            best_key = key
            best_cost = cost
            improved_at = iterations
            best = snapshot()
            if viol == 0 and lin <= target and not p.unary and fair <= fair_target + 1e-9:
                break  # repeats at their bound and table sizes as even as they can be
    if any(mixed) and not p.unary:
        _even_out_sizes(p, best, mixed, repair_end)
    return Outcome(best, best_key[1] - hist_lin, best_key[0], iterations, time.monotonic() - start)


def _even_out_sizes(p: Problem, rounds: list[list[list[int]]], mixed: list[bool], end: float) -> None:
    """Hill-climb on the fairness of table sizes alone: swap a player at a table of one size
    with one at another size when that evens out their counts and adds no repeat and no
    kept-apart pair (in place, until nothing helps or time is up)."""
    n = p.n
    M = [[0] * n for _ in range(n)]
    for (a, b), m in p.history.items():
        M[a][b] += m
        M[b][a] += m
    for rd in rounds:
        for tab in rd:
            for i, a in enumerate(tab):
                for b in tab[i + 1 :]:
                    M[a][b] += 1
                    M[b][a] += 1
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

    def added(q: int, tab: list[int], skip: int) -> tuple[int, int]:
        """Repeats and kept-apart pairs that seating ``q`` at ``tab`` (without ``skip``) adds."""
        rep = sum(1 for x in tab if x != skip and x != q and M[q][x] > 0)
        bad = sum(1 for x in tab if x != skip and x != q and frozenset((q, x)) in apart)
        return rep, bad

    def removed(q: int, tab: list[int]) -> tuple[int, int]:
        rep = sum(1 for x in tab if x != q and M[q][x] > 1)
        bad = sum(1 for x in tab if x != q and frozenset((q, x)) in apart)
        return rep, bad

    improved = True
    while improved and time.monotonic() < end:
        improved = False
        for r, rd in enumerate(rounds):
            if not mixed[r] or r in p.frozen:
                continue
            for Ta in rd:
                for Tb in rd:
                    sa, sb = len(Ta), len(Tb)
                    if sa >= sb:
                        continue
                    for a in list(Ta):
                        if a in p.fixed:
                            continue
                        for b in list(Tb):
                            if b in p.fixed or a not in Ta:
                                continue
                            df = (
                                2 * (F.get((a, sb), 0) - F.get((a, sa), 0))
                                + 2
                                + 2 * (F.get((b, sa), 0) - F.get((b, sb), 0))
                                + 2
                            )
                            if df >= 0:
                                continue
                            ra, va = removed(a, Ta)
                            rb, vb = removed(b, Tb)
                            aa, wa = added(a, Tb, b)
                            ab, wb = added(b, Ta, a)
                            if aa + ab > ra + rb or wa + wb > va + vb:
                                continue
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
                            improved = True
    for rd in rounds:
        for tab in rd:
            tab.sort()
