"""Exact SB turn values (issue 24): the compact model (engine/analysis/sb.py) against
hand-worked states, against the engine played one die at a time (the turn-graph solver
over the engine's own states), and against Monte Carlo through the engine."""

from __future__ import annotations

import math

import pytest

from engine.actions import ROLL, STOP, Keep, Throw
from engine.analysis import TurnSolver, new_solver, solver_for
from engine.analysis.sb import SBSolver
from engine.dice import HmacDice, parse_dice
from engine.games.sb import SBOptions, SBState

OPTS = SBOptions()


def play(*moves: str) -> SBState:
    """Seat 0's turn: ``"t ..."`` a throw, ``"k ..."`` a keep, ``"roll"`` (K1-K4)."""
    s = SBState(2, OPTS)
    for m in moves:
        if m == "roll":
            s.apply(ROLL)
        elif m.startswith("t "):
            s.apply(Throw(parse_dice(m[2:])))
        else:
            s.apply(Keep(parse_dice(m[2:])))
    return s


def two_left() -> SBState:
    """Keys 2 and 5 aside, 3 3 3 3 4 4 aside (12 points, K5), two base dice to throw."""
    return play("t 1 1 2 3 4 4 6 6 K2 K5", "k K2 K5", "roll", "t 3 3 3 3 4 4 6 1", "k 3 3 3 3 4 4")


def test_two_dice_left_by_hand() -> None:
    """Stop: 12.  Throw: a pair (1/36 each face) is set aside and ends the turn (K4):
    3s or 4s make all eight base dice between the keys, a full split, 20; 1s or 6s outside +2;
    2s or 5s +0; anything else busts (K3)."""
    solver = SBSolver(OPTS)
    values = dict(solver.action_values(two_left()))
    assert values[STOP].expected == 12
    assert values[ROLL].expected == pytest.approx((20 * 2 + 14 * 2 + 12 * 2) / 36, abs=1e-12)
    assert values[ROLL].p_score == pytest.approx(6 / 36, abs=1e-12)
    assert solver.best(two_left())[0] == STOP


@pytest.mark.parametrize("moves", [
    ("t 1 1 2 3 4 4 6 6 K2 K5", "k K2 K5", "roll", "t 3 3 3 3 4 4 6 1", "k 3 3"),
    ("t 1 1 2 3 4 4 6 6 K2 K5", "k K2 K5", "roll", "t 3 3 3 3 4 4 6 1", "k 3 3 3"),
    ("t 1 1 2 3 4 4 6 6 K2 K5", "k K2 K5", "roll", "t 3 3 3 3 4 4 6 1", "k 3 3 3 3", "roll"),
    ("t 1 1 1 1 2 2 6 6 K2 K3", "k 1 1 1 1 2 2", "roll", "t 4 6 K2 K4", "k K4"),
    ("t 1 1 1 1 2 2 6 6 K2 K3", "k 1 1 1 1 2 2", "roll", "t 4 6 K2 K4"),
    ("t 1 1 1 1 2 2 6 6 K2 K3", "k 1 1 1 1 2", "k 2"),
    ("t 1 1 1 1 2 3 4 5 K2 K3", "k 1 1 1 1", "roll", "t 2 2 3 3 K1 K6", "k K6"),
])
def test_compact_model_agrees_with_the_engine(moves: tuple[str, ...]) -> None:
    """The turn-graph solver plays the engine one die at a time (every legal Keep, Roll,
    Stop and throw); the compact model must give the same values at every node it explores."""
    state = play(*moves)
    engine_solver = TurnSolver("sb", OPTS)
    compact = SBSolver(OPTS)
    assert compact.value(state).expected == pytest.approx(engine_solver.value(state).expected, abs=1e-9)
    assert compact.value(state).p_score == pytest.approx(engine_solver.value(state).p_score, abs=1e-9)
    if not state.is_chance_node():
        for action in state.legal_actions():
            child = state.clone()
            child.apply(action)
            if child.turn_log:
                continue
            assert compact.value(child).expected == pytest.approx(engine_solver.value(child).expected, abs=1e-9)


def test_values_agree_with_monte_carlo() -> None:
    solver = solver_for("sb", OPTS)
    value = solver.fresh_turn()
    dice = HmacDice.from_int(24)
    points = []
    for _ in range(3000):
        s = SBState(2, OPTS)
        while not s.turn_log:
            if s.is_chance_node():
                s.apply_throw(dice.draw(s.chance_dice()))
            else:
                s.apply(solver.best(s)[0])
        points.append(s.turn_log[0].points)
    n = len(points)
    mean = sum(points) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in points) / (n - 1))
    print(f"SB: DP {value.expected:.4f}, Monte Carlo {mean:.4f} +- {sd / math.sqrt(n):.4f}")
    assert abs(mean - value.expected) < 3 * sd / math.sqrt(n)
    scored = sum(1 for x in points if x > 0) / n
    assert abs(scored - value.p_score) < 3 * math.sqrt(value.p_score * (1 - value.p_score) / n)


def test_new_solver_picks_the_compact_model() -> None:
    assert isinstance(new_solver("sb", OPTS), SBSolver)
