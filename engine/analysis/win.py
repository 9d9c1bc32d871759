"""Play to win (issue 24, item 6): the chance of winning a two-player game of Dire
Straights from (my total, the opponent's total, the turn's state) under the policy
that maximises it, as Neller and Presser computed it for Pig.

``S[i][j]``: the chance that the player about to start a turn with ``i`` points,
against ``j``, wins.  Within a turn (D1-D6) the state is the run ``n`` set aside and
the 1-6s ``c`` completed, worth ``5n + 30c`` (D4); a stop that reaches the target
wins at once (D8), any other stop gives the opponent the turn at ``S[j][i + points]``;
a bust (D5) gives it at ``S[j][i]``, four 2s (D6) at ``S[j][0]``.

A stop adds points, so a pair's values depend on pairs of a larger sum, but for the
bust, which swaps the pair, and four 2s.  So the pairs are solved from the largest sum
down, each pair {(i, j), (j, i)} exactly: the turn's values are linear in the one
unknown ``1 - S[j][i]`` for a fixed policy, the two linear equations are solved, the
policy is improved at the new values, until it no longer changes (policy iteration,
exact after a handful of rounds).  With four 2s, ``S[j][0]`` is from the previous
pass: the passes repeat until no value moves by 1e-12.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from ..bots.dire_straights import rolls_on, throw_table
from ..errors import check_cancelled
from ..games.dire_straights import ThrowOutcome, stop_value
from .cache import read_table, write_table
from .damn_straight import cache_dir

#: the largest target the tables are built for (a bigger one: the expert plays for points)
MAX_TARGET = 400
#: the version of the tables: cached tables of another version are built again
WIN_VERSION = 1
_EPS = 1e-12

#: a value linear in the unknown ``y = 1 - S[j][i]``: a + b y
Lin = tuple[float, float]


@lru_cache(maxsize=4)
def _throws(four_twos: bool) -> tuple[tuple[tuple[ThrowOutcome, int, float], ...], ...]:
    """For each run 0..5: the next throw's (outcome, run after, probability) (D2-D6)."""
    return tuple(
        tuple((o, m, float(p)) for (o, m), p in throw_table(n, four_twos).items()) for n in range(6)
    )


#: told how far a build has come: (score pairs solved, score pairs in all) (issue 31)
Progress = Callable[[int, int], None]
#: asked as a build goes whether to stop: True raises engine.errors.Cancelled, nothing kept
CancelCheck = Callable[[], bool]

#: a policy: at my total i against j, with the run and the 1-6s completed, whether to throw again
Policy = Callable[[int, int, int, int], bool]


def turn_values(
    target: int, four_twos: bool, i: int, j: int, y: float, opp: list[list[float]], policy: Policy | None,
    run: int = 0, completed: int = 0,
) -> tuple[dict[tuple[int, int], Lin], set[tuple[int, int]]]:
    """The turn of the player at ``i`` against ``j`` from the throw at ``(run, completed)``: the value
    (linear in ``y``, the worth of a bust) of each throw reached, and the decisions where the player
    throws again.  ``opp[a][b]``: the chance that the opponent, about to start a turn at ``a`` against
    ``b``, wins.  ``policy`` None: the play that maximises the chance of winning at ``y``."""
    S = opp
    tables = _throws(four_twos)
    lost = 1.0 - S[j][0]
    chance: dict[tuple[int, int], Lin] = {}
    rolls: set[tuple[int, int]] = set()

    def decision(n: int, c: int) -> Lin:
        points = stop_value(n, c)
        if i + points >= target:
            return (1.0, 0.0)  # D8: stopping wins at once
        stop = 1.0 - S[j][i + points]
        if policy is not None and not policy(i, j, n, c):
            return (stop, 0.0)
        roll = throw(n, c)
        if policy is None and roll[0] + roll[1] * y <= stop + _EPS:
            return (stop, 0.0)
        rolls.add((n, c))
        return roll

    def throw(n: int, c: int) -> Lin:
        v = chance.get((n, c))
        if v is None:
            a = b = again = 0.0
            for outcome, m, p in tables[n]:
                if outcome is ThrowOutcome.BUST:
                    b += p
                elif outcome is ThrowOutcome.FOUR_TWOS:
                    a += p * lost
                elif outcome is ThrowOutcome.AGAIN:
                    again += p  # D2: all six again, the same throw
                else:
                    da, db = decision(0, c + 1) if outcome is ThrowOutcome.COMPLETE else decision(m, c)
                    a += p * da
                    b += p * db
            v = (a / (1.0 - again), b / (1.0 - again))
            chance[(n, c)] = v
        return v

    throw(run, completed)
    return chance, rolls


def head_to_head(target: int, four_twos: bool, first: Policy, second: Policy) -> tuple[float, float]:
    """Exactly, the chance that ``first`` wins a two-player game when it starts, and when ``second``
    starts (the same descent over the sums of the totals as :meth:`DireWin.build`, policies fixed)."""
    P = [[[0.5] * target for _ in range(target)] for _ in range(2)]  # P[x][i][j]: x to start at i vs j
    policies = (first, second)
    for _ in range(1000):
        moved = 0.0
        for s in range(2 * target - 2, -1, -1):
            for i in range(max(0, s - target + 1), s // 2 + 1):
                j = s - i
                for x in (0, 1):
                    # x at (i, j) and the other at (j, i): a bust passes the turn between them
                    a1, b1 = turn_values(target, four_twos, i, j, 0.0, P[1 - x], policies[x])[0][(0, 0)]
                    a2, b2 = turn_values(target, four_twos, j, i, 0.0, P[x], policies[1 - x])[0][(0, 0)]
                    v1 = (a1 + b1 - b1 * a2 - b1 * b2) / (1.0 - b1 * b2)
                    v2 = a2 + b2 * (1.0 - v1)
                    moved = max(moved, abs(v1 - P[x][i][j]), abs(v2 - P[1 - x][j][i]))
                    P[x][i][j], P[1 - x][j][i] = v1, v2
        if not four_twos or moved < _EPS:
            break
    return P[0][0][0], 1.0 - P[1][0][0]


def basic_policy(target: int, four_twos: bool) -> Policy:
    """The basic bot's play (``--bot basic``), as a policy: it reads only its own total."""

    def rolls(i: int, j: int, run: int, completed: int) -> bool:
        return rolls_on(i, run, completed, target, four_twos)

    return rolls


@dataclass
class DireWin:
    """The win chances of a two-player Dire Straights game to ``target``."""

    target: int
    four_twos: bool
    S: list[list[float]] = field(default_factory=list)
    origin: str = ""

    def __post_init__(self) -> None:
        if not self.S:
            self.S = [[0.5] * self.target for _ in range(self.target)]

    # -- one turn -----------------------------------------------------------------------------
    def throws_from(self, i: int, j: int, y: float, run: int = 0, completed: int = 0) -> dict[tuple[int, int], Lin]:
        """The turn of the player at ``i`` against ``j``, the bust worth ``y = 1 - S[j][i]``: the
        value (linear in y) of each throw ``(run, completed)`` reached from the throw at
        ``(run, completed)`` under the best play at ``y``."""
        return turn_values(self.target, self.four_twos, i, j, y, self.S, None, run, completed)[0]

    def _fresh(self, i: int, j: int, y: float) -> Lin:
        return self.throws_from(i, j, y)[(0, 0)]

    # -- the tables -------------------------------------------------------------------------------
    def build(self, progress: Progress | None = None, cancelled: CancelCheck | None = None) -> None:
        """Solve every score pair.  ``progress(done, total)`` is told after each sum of the totals
        (score pairs solved, of ``target**2``; with four 2s each further pass starts again from 0);
        ``cancelled()`` is asked as often, and when it says so the build stops, raising
        :class:`engine.errors.Cancelled`, the tables left as they were before (issue 31: the largest
        target takes minutes)."""
        t0 = time.perf_counter()
        T = self.target
        total = T * T
        S = self.S
        self.S = [row[:] for row in S]  # worked on a copy: a cancelled build leaves the tables as they were
        try:
            for _ in range(1000):
                moved = 0.0
                done = 0
                for s in range(2 * T - 2, -1, -1):
                    check_cancelled(cancelled)
                    for i in range(max(0, s - T + 1), s // 2 + 1):
                        j = s - i
                        moved = max(moved, self._pair(i, j))
                        done += 1 if i == j else 2
                    if progress is not None:
                        progress(done, total)
                if not self.four_twos or moved < _EPS:
                    break
        except BaseException:
            self.S = S
            raise
        self.origin = f"built in {time.perf_counter() - t0:.1f} s"

    def _pair(self, i: int, j: int) -> float:
        """Solve S[i][j] and S[j][i] together (policy iteration); returns how far they moved."""
        S = self.S
        old = (S[i][j], S[j][i])
        for _ in range(100):
            a1, b1 = self._fresh(i, j, 1.0 - S[j][i])
            if i == j:  # S = a + b (1 - S)
                new_ij = new_ji = (a1 + b1) / (1.0 + b1)
            else:
                a2, b2 = self._fresh(j, i, 1.0 - S[i][j])
                new_ij = (a1 + b1 - b1 * a2 - b1 * b2) / (1.0 - b1 * b2)
                new_ji = a2 + b2 * (1.0 - new_ij)
            done = abs(new_ij - S[i][j]) < _EPS and abs(new_ji - S[j][i]) < _EPS
            S[i][j], S[j][i] = new_ij, new_ji
            if done:
                break
        return max(abs(S[i][j] - old[0]), abs(S[j][i] - old[1]))

    def policy(self) -> Policy:
        """The policy of these tables (what the expert plays), as a function."""
        memo: dict[tuple[int, int], set[tuple[int, int]]] = {}

        def rolls(i: int, j: int, run: int, completed: int) -> bool:
            plan = memo.get((i, j))
            if plan is None:
                plan = memo[(i, j)] = turn_values(
                    self.target, self.four_twos, i, j, 1.0 - self.S[j][i], self.S, None)[1]
            return (run, completed) in plan

        return rolls

    # -- questions ------------------------------------------------------------------------------------
    def fresh(self, i: int, j: int) -> float:
        """The win chance of the player about to start a turn at ``i`` against ``j``."""
        return self.S[i][j]

    def decision(self, i: int, j: int, run: int, completed: int) -> tuple[float, float]:
        """The win chances of (stopping, throwing again) at a decision of the turn (D4)."""
        y = 1.0 - self.S[j][i]
        points = stop_value(run, completed)
        stop = 1.0 if i + points >= self.target else 1.0 - self.S[j][i + points]
        a, b = self.throws_from(i, j, y, run, completed)[(run, completed)]
        return stop, a + b * y

    def throw(self, i: int, j: int, run: int, completed: int) -> float:
        """The win chance at a throw of the turn (before the dice land)."""
        y = 1.0 - self.S[j][i]
        a, b = self.throws_from(i, j, y, run, completed)[(run, completed)]
        return a + b * y

    # -- the cache on disk ----------------------------------------------------------------------------
    def file_name(self) -> str:
        return f"dire-straights-win-target-{self.target}-four-twos-{'yes' if self.four_twos else 'no'}-v{WIN_VERSION}.json"

    def load_or_build(self, progress: Progress | None = None, cancelled: CancelCheck | None = None) -> None:
        """The tables read from the cache, else built (:meth:`build`, told ``progress`` and
        ``cancelled``) and cached."""
        folder = cache_dir()
        path = folder / self.file_name() if folder is not None else None
        model = self.file_name().removesuffix(".json")  # the model and version the checksum covers
        if path is not None:
            rows = read_table(path, model)
            try:
                if rows is not None and len(rows) == self.target and all(len(r) == self.target for r in rows):
                    self.S = [[float(x) for x in r] for r in rows]
                    self.origin = "cached"
                    return
            except (ValueError, TypeError):
                pass
        self.build(progress, cancelled)
        if path is not None:
            write_table(path, model, self.S)


#: the tables read or built, by (target, four twos): a cancelled build keeps nothing here
_TABLES: dict[tuple[int, bool], DireWin] = {}
_TABLES_LOCK = threading.Lock()


def dire_win(target: int, four_twos: bool, progress: Progress | None = None,
             cancelled: CancelCheck | None = None) -> DireWin | None:
    """The win tables of a two-player game to ``target`` (built or read once, then kept), None past
    MAX_TARGET.  A build is told ``progress`` and ``cancelled`` (:meth:`DireWin.build`); a
    cancelled one raises :class:`engine.errors.Cancelled` and keeps nothing."""
    if target > MAX_TARGET:
        return None
    key = (target, four_twos)
    with _TABLES_LOCK:  # one build of a table at a time (the expert seat's and a review's)
        table = _TABLES.get(key)
        if table is None:
            table = DireWin(target, four_twos)
            table.load_or_build(progress, cancelled)
            _TABLES[key] = table
    return table


def win_tables_ready(target: int, four_twos: bool) -> bool:
    """Whether :func:`dire_win` answers at once: the tables built or read in this process (or
    not covered), so nothing waits on a build."""
    return target > MAX_TARGET or (target, four_twos) in _TABLES
