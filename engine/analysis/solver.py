"""Exact values of the rest of a turn under the best play (issue 24).

The turn states reachable from a state are explored through the engine itself
(``clone``, ``legal_actions``, ``chance_outcomes``, ``apply``), each identified by
its game's turn key (:mod:`engine.analysis.models`); a move that ends the turn
ends the exploration there with the points the engine logs for it.  The graph can
have cycles (a Dire Straights three of a kind throws all six again, D2), so the
values are the fixed point of the Bellman equations, found by value iteration to
far below a rounding error (every cycle is left with a chance above zero, so the
iteration converges geometrically).

Ties: two actions whose values differ by less than :data:`TIE` are equally good;
among the best actions the one with the highest chance of scoring more than zero
gives ``p_score``.
"""

from __future__ import annotations

import functools
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any, Protocol

from ..actions import Action
from ..game import CHANCE, GameState
from ..rulesets import get_ruleset
from .models import TurnModel, model_for
from .sb import SBSolver
from .value import TIE, Value

#: value iteration stops when no value moves by more than this
_EPS = 1e-12
_MAX_SWEEPS = 100_000


@dataclass(slots=True)
class _Edge:
    """A chance outcome (``weight``: its probability) or an action (``action``); the
    turn state it leads to, or None with the turn over and ``points`` scored."""

    weight: float
    action: Action | None
    child: Hashable | None
    points: int


@dataclass(slots=True)
class _Node:
    chance: bool
    edges: list[_Edge]


class TurnSolver:
    """The turn values of one ruleset under one set of options, built as they are asked for."""

    def __init__(self, ruleset_id: str, options: Any) -> None:
        self.ruleset = get_ruleset(ruleset_id)
        self.options = options
        self.model: TurnModel = model_for(self.ruleset.id, options)
        self._nodes: dict[Hashable, _Node] = {}
        self._v: dict[Hashable, float] = {}
        self._p: dict[Hashable, float] = {}

    @property
    def size(self) -> int:
        """Turn states solved so far."""
        return len(self._nodes)

    # -- queries ------------------------------------------------------------------
    def value(self, state: GameState) -> Value:
        """The value of ``state`` (at a decision or chance node of a turn in play)."""
        key = self._ensure(state)
        return Value(self._v[key], self._p[key])

    def action_values(self, state: GameState) -> list[tuple[Action, Value]]:
        """Each action weighed at a decision node, with the value of taking it."""
        key = self._ensure(state)
        node = self._nodes[key]
        if node.chance:
            return []
        return [(e.action, self._edge_value(e)) for e in node.edges if e.action is not None]

    def best(self, state: GameState) -> tuple[Action, Value]:
        """The best action (ties: the higher chance of scoring, then the first listed)."""
        choices = self.action_values(state)
        top = max(v.expected for _, v in choices)
        tied = [(a, v) for a, v in choices if v.expected >= top - TIE]
        return max(tied, key=lambda av: av[1].p_score)

    def fresh_turn(self, n_players: int = 2) -> Value:
        """A fresh turn's value (seat 0's first turn of a new game)."""
        return self.value(self.ruleset.new_state(n_players, self.options, 0))

    # -- building -----------------------------------------------------------------
    def _edge_value(self, e: _Edge) -> Value:
        if e.child is None:
            return Value(float(e.points), 1.0 if e.points > 0 else 0.0)
        return Value(self._v[e.child], self._p[e.child])

    def _ensure(self, state: GameState) -> Hashable:
        key = self.model.key(state)
        if key not in self._nodes:
            self._solve(self._explore(state, key))
        return key

    def _explore(self, root: GameState, root_key: Hashable) -> list[Hashable]:
        """Add every turn state reachable from ``root`` not known yet; return the new keys."""
        new: list[Hashable] = []
        todo: list[tuple[Hashable, GameState]] = [(root_key, root)]
        seen = {root_key}
        while todo:
            key, state = todo.pop()
            if key in self._nodes:
                continue
            new.append(key)
            chance = state.current_player() == CHANCE
            steps: list[tuple[float, Action]]
            if chance:
                steps = [(float(p), t) for t, p in state.chance_outcomes()]
            else:
                steps = [(0.0, a) for a in self.model.actions(state)]
            edges = []
            for w, action in steps:
                child = state.clone()
                before = len(child.turn_log)
                child.apply(action)
                if len(child.turn_log) > before:  # the turn is over: its points as replay writes them
                    edges.append(_Edge(w, None if chance else action, None, child.turn_log[-1].points))
                    continue
                ck = self.model.key(child)
                edges.append(_Edge(w, None if chance else action, ck, 0))
                if ck not in self._nodes and ck not in seen:
                    seen.add(ck)
                    todo.append((ck, child))
            self._nodes[key] = _Node(chance, edges)
        return new

    def _solve(self, keys: list[Hashable]) -> None:
        """Value iteration over the new states (the known ones keep their values)."""
        v, p = self._v, self._p
        for k in keys:
            v[k] = 0.0
            p[k] = 0.0
        order = keys[::-1]  # children first, mostly: fewer sweeps
        nodes = self._nodes
        for _ in range(_MAX_SWEEPS):
            moved = 0.0
            for k in order:
                node = nodes[k]
                if node.chance:
                    x = 0.0
                    for e in node.edges:
                        x += e.weight * (v[e.child] if e.child is not None else e.points)
                else:
                    x = max(v[e.child] if e.child is not None else float(e.points) for e in node.edges)
                moved = max(moved, abs(x - v[k]))
                v[k] = x
            if moved < _EPS:
                break
        for _ in range(_MAX_SWEEPS):
            moved = 0.0
            for k in order:
                node = nodes[k]
                if node.chance:
                    x = 0.0
                    for e in node.edges:
                        x += e.weight * (p[e.child] if e.child is not None else float(e.points > 0))
                else:
                    top = v[k]
                    x = max(
                        (p[e.child] if e.child is not None else float(e.points > 0))
                        for e in node.edges
                        if (v[e.child] if e.child is not None else float(e.points)) >= top - TIE
                    )
                moved = max(moved, abs(x - p[k]))
                p[k] = x
            if moved < _EPS:
                break


class Solver(Protocol):
    """What the analysis asks of a game's solver."""

    @property
    def size(self) -> int: ...

    def value(self, state: GameState) -> Value: ...

    def action_values(self, state: GameState) -> list[tuple[Action, Value]]: ...

    def best(self, state: GameState) -> tuple[Action, Value]: ...

    def fresh_turn(self, n_players: int = 2) -> Value: ...


def new_solver(ruleset_id: str, options: Any) -> Solver:
    """A new solver: SB's compact model (engine/analysis/sb.py), else the turn-graph solver."""
    ruleset_id = get_ruleset(ruleset_id).id
    if ruleset_id == "sb":
        return SBSolver(options)
    return TurnSolver(ruleset_id, options)


@functools.lru_cache(maxsize=32)
def _cached(ruleset_id: str, options: Any) -> Solver:
    return new_solver(ruleset_id, options)


def solver_for(ruleset_id: str, options: Any) -> Solver:
    """One solver per ruleset and options (options values are frozen dataclasses), shared."""
    return _cached(get_ruleset(ruleset_id).id, options)
