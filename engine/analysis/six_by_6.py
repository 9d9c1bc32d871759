"""Six By 6 turn values (S1-S3): no decisions (S1), so the value of a turn state is
the expected score of the rest of the turn, for the luck of each throw (issue 24).

A turn state is (dice posted, carry left after paying for the next throw).  What a
throw does (dice posted, carry points, leave, S2) depends only on the dice thrown,
so it is read once per number of posted dice from the engine: every outcome of
``chance_outcomes()`` applied to a state of the game, its effect read from
``last_line``.  Then, for each number posted from 5 down to 0, the values over the
carry are the fixed point of the throw equations (a carry can climb and fall back
without posting: value iteration, to far below a rounding error).

The carry has no upper bound.  From a carry of :data:`CAP` or more the turn runs
out of carry only if it throws :data:`CAP` times without completing the rack, a
chance below 1e-20 (each throw posts a 6 with a chance of at least 1/6); there the
value is taken as the carry plus the expected rest of a turn that never runs out
(an exact linear equation per number posted).  The test checks the fresh turn's
value against ``turn_distribution`` (the engine's own distribution of a turn).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..actions import Action
from ..game import GameState
from ..games.six_by_6 import RACK_POINTS, SixBy6State
from .value import Value

#: the carry from which a turn is taken never to run out (see the module docstring)
CAP = 400
_EPS = 1e-13

#: what a throw does: (probability, dice posted, carry points, leave)
_Effect = tuple[float, int, int, int]


def _effects() -> list[list[_Effect]]:
    """The effects of a throw by the number of dice posted, read from the engine."""
    probes: dict[int, SixBy6State] = {}
    frontier = [SixBy6State(2)]
    while frontier and len(probes) < 6:  # a state of the game for each number posted
        s = frontier.pop()
        if s.posted in probes:
            continue
        probes[s.posted] = s
        for throw, _ in s.chance_outcomes():
            c = s.clone()
            assert isinstance(c, SixBy6State)
            c.apply(throw)
            if not c.turn_log and c.posted not in probes:
                frontier.append(c)
    tables: list[list[_Effect]] = []
    for posted in range(6):
        merged: dict[tuple[int, int, int], float] = {}
        probe = probes[posted]
        for throw, p in probe.chance_outcomes():
            c = probe.clone()
            assert isinstance(c, SixBy6State)
            c.apply(throw)
            line = c.last_line
            assert line is not None
            k = (line.posted, line.points, line.leave)
            merged[k] = merged.get(k, 0.0) + float(p)
        tables.append([(w, k, pts, leave) for (k, pts, leave), w in sorted(merged.items())])
    return tables


@dataclass
class SixBy6Solver:
    """The solver of :mod:`engine.analysis.solver`'s interface for Six By 6 (luck only)."""

    options: Any
    _v: list[list[float]] = field(default_factory=list)
    _p: list[list[float]] = field(default_factory=list)
    _tail: list[float] = field(default_factory=list)

    @property
    def size(self) -> int:
        return 6 * CAP

    def _build(self) -> None:
        tables = _effects()
        tail = [0.0] * 7
        for posted in range(5, -1, -1):  # S3 with no running out: carry + tail[posted]
            rest, stay = 0.0, 0.0
            for w, k, pts, _ in tables[posted]:
                if posted + k == 6:
                    rest += w * (RACK_POINTS + pts)
                elif k == 0:
                    stay += w
                    rest += w * (pts - 1)
                else:
                    rest += w * (pts - 1 + tail[posted + k])
            tail[posted] = rest / (1 - stay)
        v = [[0.0] * CAP for _ in range(7)]
        p = [[0.0] * CAP for _ in range(7)]

        def at(table: list[list[float]], posted: int, carry: int, big: float) -> float:
            return table[posted][carry] if carry < CAP else big

        for posted in range(5, -1, -1):
            for _ in range(1_000_000):
                moved = 0.0
                for carry in range(CAP - 1, -1, -1):
                    e = s = 0.0
                    for w, k, pts, leave in tables[posted]:
                        now, total = posted + k, carry + pts
                        if now == 6:  # S3: a rack, 36 + carry
                            e += w * (RACK_POINTS + total)
                            s += w
                        elif total:  # S3: one point buys the next throw
                            e += w * at(v, now, total - 1, total - 1 + tail[now])
                            s += w * at(p, now, total - 1, 1.0)
                        else:  # S3: out of carry, 6 x posted + leave
                            score = 6 * now + leave
                            e += w * score
                            s += w * (score > 0)
                    moved = max(moved, abs(e - v[posted][carry]), abs(s - p[posted][carry]))
                    v[posted][carry] = e
                    p[posted][carry] = s
                if moved < _EPS:
                    break
        self._v, self._p, self._tail = v, p, tail

    def _value(self, posted: int, carry: int) -> Value:
        if not self._v:
            self._build()
        if carry >= CAP:
            return Value(carry + self._tail[posted], 1.0)
        return Value(self._v[posted][carry], self._p[posted][carry])

    def value(self, state: GameState) -> Value:
        assert isinstance(state, SixBy6State)
        return self._value(state.posted, state.carry)

    def action_values(self, state: GameState) -> list[tuple[Action, Value]]:
        return []  # S1: no decisions

    def best(self, state: GameState) -> tuple[Action, Value]:
        raise AssertionError("Six By 6 has no decisions (S1)")

    def fresh_turn(self, n_players: int = 2) -> Value:
        return self._value(0, 0)
