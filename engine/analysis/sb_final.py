"""SB's last turns (K6) played to win (issue 24): once a player has reached the target,
each turn left has a plain aim, and the SB turn solver plays for it exactly by valuing a
turn of p points at its chance of winning (engine/analysis/sb.py's ``utility``).

- The leader's extra turn, d points behind the best other total: a turn of q points wins
  if q > d and ties (shares) if q = d: worth 1, 1/2 or 0.  Its chance of winning from the
  start of the turn, by d, is :data:`LEADER_WINS` (d = 0..40; 40 is the largest turn, a
  full sandwich, K5): it depends on nothing else (not the target), so it is shipped, and a
  test builds it again.
- Every other player's one more turn, g points behind the best total: a turn of p < g
  points loses; p >= g gives the leader the extra turn, d = p - g behind, so it is worth
  1 - LEADER_WINS[d] (exact for two players; with more, the best total stands for the
  leader's, and later players' last turns are not weighed).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..games.sb import FULL_SANDWICH, SBState
from .sb import SBSolver

#: the leader's chance of winning its extra turn d points behind (d = 0..40), under the best play
LEADER_WINS: tuple[float, ...] = (0.9990187730042192, 0.9980375460081244, 0.9881412031359238, 0.9840339331005834, 0.9354763802205671, 0.9023217213225468, 0.8247168206654274, 0.7881687826415006, 0.6262792634926482, 0.5701812781586203, 0.4406415270584528, 0.40425459477016645, 0.2631583159489551, 0.20150417624988504, 0.1594377390967166, 0.14790956726110052, 0.0981909003230474, 0.07377612200222546, 0.07377612200222546, 0.07377612200222546, 0.04207452702374391, 0.019364511877864934, 0.019364511877864934, 0.019364511877864934, 0.010628624144191298, 0.0046794882673595285, 0.0046794882673595285, 0.0046794882673595285, 0.002527321348610076, 0.0007403286031842364, 0.0007403286031842364, 0.0007403286031842364, 0.0007403286031842364, 0.0007403286031842364, 0.0007403286031842364, 0.0007403286031842364, 0.0007403286031842364, 0.0007403286031842364, 0.0007403286031842364, 0.0007403286031842364, 0.0003701643015921182)


def leader_utility(d: int) -> tuple[float, ...]:
    """The leader's extra turn d points behind: what a turn of q points is worth."""
    return tuple(1.0 if q > d else 0.5 if q == d else 0.0 for q in range(FULL_SANDWICH + 1))


def chaser_utility(g: int) -> tuple[float, ...]:
    """Another player's last turn g points behind the leader: what a turn of p points is worth."""
    def worth(p: int) -> float:
        if p < g:
            return 0.0
        d = p - g
        return 1.0 - (LEADER_WINS[d] if d <= FULL_SANDWICH else 0.0)

    return tuple(worth(p) for p in range(FULL_SANDWICH + 1))


@lru_cache(maxsize=128)
def _solver(options: Any, utility: tuple[float, ...]) -> SBSolver:
    return SBSolver(options, utility)


def final_turn_solver(state: SBState) -> SBSolver | None:
    """The solver that plays the turn in play for the win, in K6's last turns; None before them."""
    if not state.end_phase:
        return None
    totals = state.totals
    seat = state.seat
    best_other = max(t for s, t in enumerate(totals) if s != seat)
    behind = best_other - totals[seat]
    if state.leader == seat:
        return _solver(state.options, leader_utility(max(behind, 0)))
    return _solver(state.options, chaser_utility(behind))
