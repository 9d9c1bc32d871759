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
from dataclasses import dataclass, replace
from typing import Any, Protocol

from ..actions import Action
from ..game import CHANCE, GameState, TurnEnd
from ..rulesets import get_ruleset
from .damn_straight import DamnStraightSolver
from .models import Edge, TurnModel, model_for
from .sb import SBSolver
from .six_by_6 import SixBy6Solver
from .value import TIE, Value

#: value iteration stops when no value moves by more than this
_EPS = 1e-12
_MAX_SWEEPS = 100_000




@dataclass(slots=True)
class _Node:
    chance: bool
    edges: list[Edge]


class TurnSolver:
    """The turn values of one ruleset under one set of options, built as they are asked for."""

    def __init__(self, ruleset_id: str, options: Any) -> None:
        self.ruleset = get_ruleset(ruleset_id)
        self.options = options
        self.model: TurnModel = model_for(self.ruleset.id, options)
        self._nodes: dict[Hashable, _Node] = {}
        self._v: dict[Hashable, float] = {}
        self._p: dict[Hashable, float] = {}
        #: each shape's edges as played, and the states they lead to (models that reshape)
        self._shapes: dict[Hashable, tuple[_Node, list[GameState | None]]] = {}

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
    def _edge_value(self, e: Edge) -> Value:
        if e.child is None:
            return Value(float(e.points), 1.0 if e.points > 0 else 0.0)
        return Value(self._v[e.child], self._p[e.child])

    def _ensure(self, state: GameState) -> Hashable:
        key = self.model.key(state)
        if key not in self._nodes:
            self._solve(self._explore(state, key))
        return key

    def _explore(self, root: GameState, root_key: Hashable) -> list[Hashable]:
        """Add every turn state reachable from ``root`` not known yet; return the new keys.

        States of one shape (:meth:`TurnModel.shape`) have the same edges but for what the
        model moves (:meth:`TurnModel.move`): a shape is played through the engine once."""
        new: list[Hashable] = []
        todo: list[tuple[Hashable, GameState]] = [(root_key, root)]
        seen = {root_key}
        model = self.model
        while todo:
            key, state = todo.pop()
            if key in self._nodes:
                continue
            new.append(key)
            shape = model.shape(key)
            entry = self._shapes.get(shape)
            if entry is None:
                entry = self._play(state)
                if model.reshapes:
                    self._shapes[shape] = entry
            template, child_states = entry
            node = _Node(template.chance, [model.move(e, key) for e in template.edges])
            self._nodes[key] = node
            for e, child in zip(node.edges, child_states, strict=True):
                ck = e.child
                if ck is None or ck in self._nodes or ck in seen:
                    continue
                assert child is not None
                seen.add(ck)
                todo.append((ck, child))  # a state of the child's shape
        return new

    def _play(self, state: GameState) -> tuple[_Node, list[GameState | None]]:
        """A state's edges played through the engine, and the states they lead to."""
        chance = state.current_player() == CHANCE
        steps: list[tuple[float, Action]]
        if chance:
            steps = [(float(p), t) for t, p in state.chance_outcomes()]
        else:
            steps = [(0.0, a) for a in self.model.actions(state)]
        edges = []
        states: list[GameState | None] = []
        for w, action in steps:
            child = state.clone()
            before = len(child.turn_log)
            child.apply(action)
            if len(child.turn_log) > before:  # the turn is over: its points as replay writes them
                ts = child.turn_log[-1]
                edges.append(Edge(w, None if chance else action, None, ts.points, ts.end))
                states.append(None)
                continue
            edges.append(Edge(w, None if chance else action, self.model.key(child), 0, None))
            states.append(child)
        if chance:  # outcomes that lead to the same place are one edge: fewer sums to iterate
            merged: dict[tuple[Hashable | None, int, TurnEnd | None], int] = {}
            m_edges: list[Edge] = []
            m_states: list[GameState | None] = []
            for e, st in zip(edges, states, strict=True):
                where = (e.child, e.points, e.end)
                i = merged.get(where)
                if i is None:
                    merged[where] = len(m_edges)
                    m_edges.append(e)
                    m_states.append(st)
                else:
                    m_edges[i] = replace(m_edges[i], weight=m_edges[i].weight + e.weight)
            edges, states = m_edges, m_states
        return _Node(chance, edges), states

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
    """A new solver: the compact models of the Damn Straights (engine/analysis/damn_straight.py)
    and SB (engine/analysis/sb.py), Six By 6's turn values (engine/analysis/six_by_6.py, luck
    only), else the turn-graph solver."""
    ruleset_id = get_ruleset(ruleset_id).id
    if ruleset_id in ("classic", "entrepreneurial"):
        return DamnStraightSolver(ruleset_id, options)
    if ruleset_id == "sb":
        return SBSolver(options)
    if ruleset_id == "six-by-6":
        return SixBy6Solver(options)
    return TurnSolver(ruleset_id, options)


@functools.lru_cache(maxsize=32)
def _cached(ruleset_id: str, options: Any) -> Solver:
    return new_solver(ruleset_id, options)


def solver_for(ruleset_id: str, options: Any) -> Solver:
    """One solver per ruleset and options (options values are frozen dataclasses), shared."""
    return _cached(get_ruleset(ruleset_id).id, options)
