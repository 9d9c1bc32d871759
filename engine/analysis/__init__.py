"""Decision analysis (issue 24): exact turn values under the best play, the luck of
each throw, and the expert bot that plays the best action.

Everything is computed from the engine's own states: legal actions, exact chance
outcomes (``GameState.chance_outcomes``) and the points a finished turn writes to
``turn_log`` (what ``replay`` writes as the turn's ``points``)."""

from __future__ import annotations

from .solver import Solver, TurnSolver, new_solver, solver_for
from .value import Value

__all__ = ["Solver", "TurnSolver", "Value", "new_solver", "solver_for"]
