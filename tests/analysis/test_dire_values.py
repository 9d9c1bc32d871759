"""Exact Dire Straights turn values (issue 24): small states worked out by hand,
the cap that bounds the states, and the values against Monte Carlo through the engine."""

from __future__ import annotations

import math

import pytest

from engine.actions import ROLL, STOP, Throw
from engine.analysis import Solver, TurnSolver, solver_for
from engine.analysis.models import DIRE_CAP
from engine.dice import HmacDice, die
from engine.games.dire_straights import DireStraightsOptions, DireStraightsState

PLAIN = DireStraightsOptions()


def throw(state: DireStraightsState, *faces: int) -> None:
    state.apply(Throw(tuple(die(f) for f in faces)))


def at(run: int, completed: int, options: DireStraightsOptions = PLAIN) -> DireStraightsState:
    """Seat 0 at a decision with ``completed`` 1-6s and the run 1..``run`` aside (D2-D4)."""
    s = DireStraightsState(2, options)
    for k in range(completed):
        if k:
            s.apply(ROLL)
        throw(s, 1, 2, 3, 4, 5, 6)  # D4: a whole 1-6 at once, all six dice back
    if not run and not completed:
        throw(s, 3, 3, 3, 4, 6, 6)  # D2: no 1 but three of a kind: a decision on an empty rack
    if run:
        if completed:
            s.apply(ROLL)
        throw(s, *range(1, run + 1), *([run] * (6 - run)))  # D2: starts the run 1..run
    assert (s.run_length, s.completed, s.current_player()) == (run, completed, 0)
    return s


def test_last_die_by_hand() -> None:
    """Run 1..5, one die left: a roll completes the 1-6 with 1/6 (D3), else busts (D5)."""
    solver = TurnSolver("dire-straights", PLAIN)
    s = at(5, 0)
    values = dict(solver.action_values(s))
    after_six = solver.value(at(0, 1)).expected
    assert values[ROLL].expected == pytest.approx(after_six / 6, abs=1e-12)
    assert values[STOP].expected == 25  # D4: 5 a die
    assert solver.best(s)[0] == STOP and solver.value(s).expected == 25
    assert solver.value(s).p_score == 1.0


def test_at_the_cap_by_hand() -> None:
    """Eleven 1-6s and the run 1..5: stop 25 + 330; a roll 1/6 x (30 x 12) = 60."""
    solver = TurnSolver("dire-straights", PLAIN)
    s = at(5, DIRE_CAP - 1)
    values = dict(solver.action_values(s))
    assert values[STOP].expected == 355
    assert values[ROLL].expected == pytest.approx(60.0, abs=1e-9)
    assert values[ROLL].p_score == pytest.approx(1 / 6, abs=1e-12)


def test_the_cap_changes_nothing() -> None:
    """The solver stops from DIRE_CAP completed 1-6s on; one below, the best play already
    stops at every run, so the cap is no restriction (the states are bounded, the values exact)."""
    solver = TurnSolver("dire-straights", PLAIN)
    for run in range(6):
        s = at(run, DIRE_CAP - 1)
        values = dict(solver.action_values(s))
        assert values[STOP].expected > values[ROLL].expected + 1, run


def test_one_die_chance_node_by_hand() -> None:
    """At the chance node of the last die the value is 1/6 of the value after a 6."""
    solver = TurnSolver("dire-straights", PLAIN)
    s = at(5, 0)
    s.apply(ROLL)
    assert solver.value(s).expected == pytest.approx(solver.value(at(0, 1)).expected / 6, abs=1e-12)


def test_stopping_at_once_scores_less() -> None:
    """The issue's anchor: stopping at the first chance scores less than going on from an
    empty rack (run 0 after a three of a kind: a stop scores 0, D4)."""
    solver = TurnSolver("dire-straights", PLAIN)
    fresh = solver.fresh_turn()
    s = DireStraightsState(2, PLAIN)
    stop_first = 0.0
    for t, p in s.chance_outcomes():
        c = DireStraightsState(2, PLAIN)
        c.apply(t)
        stop_first += float(p) * (c.turn_log[-1].points if c.turn_log else c.turn_points)
    assert stop_first < fresh.expected
    assert 0 < fresh.p_score < 1


def _play_turns(solver: Solver, options: DireStraightsOptions, turns: int, seed: int) -> list[int]:
    """``turns`` fresh turns of seat 0 played by the solver's best action, dice from the fair stream."""
    dice = HmacDice.from_int(seed)
    points = []
    for _ in range(turns):
        s = DireStraightsState(2, options)
        while not s.turn_log:
            if s.is_chance_node():
                s.apply_throw(dice.draw(s.chance_dice()))
            else:
                s.apply(solver.best(s)[0])
        points.append(s.turn_log[0].points)
    return points


@pytest.mark.parametrize("options", [PLAIN, DireStraightsOptions(four_twos=True)])
def test_values_agree_with_monte_carlo(options: DireStraightsOptions) -> None:
    solver = solver_for("dire-straights", options)
    value = solver.fresh_turn()
    points = _play_turns(solver, options, 20_000, seed=24)
    n = len(points)
    mean = sum(points) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in points) / (n - 1))
    print(f"DP {value.expected:.4f}, Monte Carlo {mean:.4f} +- {sd / math.sqrt(n):.4f}")
    assert abs(mean - value.expected) < 3 * sd / math.sqrt(n)
    scored = sum(1 for x in points if x > 0) / n
    assert abs(scored - value.p_score) < 3 * math.sqrt(value.p_score * (1 - value.p_score) / n)


def test_four_twos_counts_the_total() -> None:
    """D6: four 2s cost the player's total, so a bigger total makes a turn worth less."""
    opts = DireStraightsOptions(four_twos=True)
    solver = TurnSolver("dire-straights", opts)
    poor = DireStraightsState(2, opts)
    rich = DireStraightsState(2, opts)
    rich._totals[0] = 90  # noqa: SLF001 (a total set up by hand)
    assert solver.value(rich).expected < solver.value(poor).expected
    # the turn states at total 90 were moved from those at 0 (one shape, DireModel.move);
    # played through the engine at 90 from the start, they are the same
    direct = TurnSolver("dire-straights", opts)
    assert direct.value(rich).expected == pytest.approx(solver.value(rich).expected, abs=1e-9)
    assert direct.value(rich).p_score == pytest.approx(solver.value(rich).p_score, abs=1e-9)
    poor_on_its_own = TurnSolver("dire-straights", opts).value(poor)
    assert poor_on_its_own.expected == pytest.approx(solver.value(poor).expected, abs=1e-9)
