"""The expert bot (issue 24): at every decision the best action of the exact turn
solver (ties: the higher chance of scoring, then the first legal).  It maximises
the expected points of each turn, not the chance of winning the game."""

from __future__ import annotations

from typing import Any

from ..actions import Action
from .solver import Solver, solver_for


class ExpertBot:
    """Plays the solver's best action for its ruleset and options."""

    def __init__(self, ruleset_id: str, options: Any) -> None:
        self.solver: Solver = solver_for(ruleset_id, options)

    def choose(self, state: Any) -> Action:
        return self.solver.best(state)[0]
