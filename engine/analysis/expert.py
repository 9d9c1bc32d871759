"""The expert bot (issue 24): at every decision the best action of the exact solvers.

- Dire Straights to a target of at most :data:`~engine.analysis.win.MAX_TARGET`: the action
  with the higher chance of winning (engine/analysis/win.py, Neller and Presser's policy for
  Pig).  Two players: exact.  Three or more: the same tables against the leading opponent
  (the highest total among the others), the one who most likely decides the game.
- SB, in the last turns after a player reached the target (K6): the play with the highest
  chance of winning (engine/analysis/sb_final.py).
- Otherwise, or with ``to_win=False``, the action that maximises the turn's expected points
  (ties: the higher chance of scoring, then the first legal): ``analyse best``'s play."""

from __future__ import annotations

from typing import Any

from ..actions import ROLL, STOP, Action
from ..games.dire_straights import DireStraightsState
from ..games.sb import SBState
from .sb_final import final_turn_solver
from .solver import Solver, solver_for
from .win import CancelCheck, DireWin, Progress, dire_win


def dire_win_for(options: Any, progress: Progress | None = None,
                 cancelled: CancelCheck | None = None) -> DireWin | None:
    """The Dire Straights win tables of these options, None when the target is too large; a build
    is told ``progress`` and may be ``cancelled`` (engine.analysis.win.dire_win)."""
    return dire_win(int(options.target), bool(options.four_twos), progress, cancelled)


def win_tables(ruleset_id: str, options: Any, n_players: int, progress: Progress | None = None,
               cancelled: CancelCheck | None = None) -> None:
    """Build (or load) the tables the expert plays to win with, where a game between ``n_players``
    has them (Dire Straights between two, exact; seconds to minutes at the largest targets, then
    cached): the one place that says which games they are (the services ask before a review or
    a bot game)."""
    if ruleset_id == "dire-straights" and n_players == 2:
        dire_win_for(options, progress, cancelled)


def win_choices(table: DireWin, state: DireStraightsState) -> list[tuple[Action, float]]:
    """Stop and throw again with their chances of winning, against the leading opponent."""
    seat = state.seat
    mine = state.totals[seat]
    leader = max(t for s, t in enumerate(state.totals) if s != seat)
    stop, roll = table.decision(mine, leader, state.run_length, state.completed)
    return [(ROLL, roll), (STOP, stop)]


class ExpertBot:
    """Plays the solvers' best action for its ruleset and options."""

    def __init__(self, ruleset_id: str, options: Any, to_win: bool = True) -> None:
        self.solver: Solver = solver_for(ruleset_id, options)
        self.win: DireWin | None = dire_win_for(options) if to_win and ruleset_id == "dire-straights" else None
        self.to_win = to_win

    def choose(self, state: Any) -> Action:
        if self.win is not None and isinstance(state, DireStraightsState):
            (roll, p_roll), (stop, p_stop) = win_choices(self.win, state)
            return roll if p_roll > p_stop + 1e-12 else stop
        if self.to_win and isinstance(state, SBState):
            final = final_turn_solver(state)
            if final is not None:
                return final.best(state)[0]
        return self.solver.best(state)[0]
