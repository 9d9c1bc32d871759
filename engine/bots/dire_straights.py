"""A Dire Straights bot: stop or throw again, by the exact odds of the next throws.

The bot plays each turn to maximise the expected value of
``min(turn points, points still needed to win)``: capping at the target makes
it stop as soon as a stop wins (D8) and play safer close to the target.  With
the four-twos option (D6) the player's total counts as lost on four 2s.

The throw probabilities are exact, from every distinct throw of the dice left
(``engine.dice.throw_outcomes``) judged by the game's own
:func:`~engine.games.dire_straights.judge_throw`; with a run 1..n the bust
chance is (5/6)^(6-n).  A turn is a small Markov chain over (run length,
completed 1-6s), solved backwards; the plan is cached per (points needed,
total at stake), so a decision costs a dictionary look-up.  Deterministic.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache, lru_cache

from ..actions import ROLL, STOP, Action
from ..dice import DieKind, throw_outcomes
from ..errors import IllegalActionError
from ..games.dire_straights import (
    DICE,
    DireStraightsState,
    ThrowOutcome,
    judge_throw,
    stop_value,
)

#: completed 1-6s beyond which the plan simply stops (by then 150 points are at stake)
MAX_COMPLETED = 4


@cache
def throw_table(run: int, four_twos: bool) -> dict[tuple[ThrowOutcome, int], Fraction]:
    """Exact probabilities of (outcome, run after) for the next throw with a run 1..``run``."""
    table: dict[tuple[ThrowOutcome, int], Fraction] = {}
    for dice, p in throw_outcomes((DieKind.PLAIN,) * (DICE - run)):
        key = judge_throw(run, [d.face for d in dice], four_twos)
        table[key] = table.get(key, Fraction(0)) + p
    return table


def bust_probability(run: int, four_twos: bool = False) -> Fraction:
    """Chance that the next throw ends the turn (a bust, or four 2s with D6)."""
    return sum(
        (p for (o, _), p in throw_table(run, four_twos).items() if o in (ThrowOutcome.BUST, ThrowOutcome.FOUR_TWOS)),
        Fraction(0),
    )


@lru_cache(maxsize=4096)
def _plan(need: int, at_stake: int, four_twos: bool) -> frozenset[tuple[int, int]]:
    """The (run, completed) decision nodes where throwing again beats stopping.

    ``need``: points still needed to win; ``at_stake``: the total lost on four 2s.
    """

    def worth(points: int) -> float:
        return float(min(points, need))

    tables = [
        [(o, m, float(p)) for (o, m), p in throw_table(n, four_twos).items()] for n in range(DICE)
    ]
    value: dict[tuple[int, int], float] = {}
    rolls: set[tuple[int, int]] = set()
    value[(0, MAX_COMPLETED + 1)] = worth(stop_value(0, MAX_COMPLETED + 1))
    for c in range(MAX_COMPLETED, -1, -1):
        for n in range(DICE - 1, -1, -1):
            rest = 0.0  # the value of throwing, less the three-of-a-kind loop back to (0, c)
            again = 0.0
            for outcome, m, p in tables[n]:
                if outcome is ThrowOutcome.COMPLETE:
                    rest += p * value[(0, c + 1)]
                elif outcome is ThrowOutcome.AGAIN:
                    again += p
                elif outcome is ThrowOutcome.FOUR_TWOS:
                    rest -= p * at_stake
                elif outcome is not ThrowOutcome.BUST:
                    rest += p * value[(m, c)]
            throw = rest / (1.0 - again)  # again > 0 only with no run: a geometric loop
            stop = worth(stop_value(n, c))
            if throw > stop:
                rolls.add((n, c))
                value[(n, c)] = throw
            else:
                value[(n, c)] = stop
    return frozenset(rolls)


class DireStraightsBot:
    """Chooses between throwing again and stopping (D4)."""

    def choose(self, state: DireStraightsState) -> Action:
        actions = state.legal_actions()
        if not actions:
            raise IllegalActionError("the bot is asked only where the player decides", "A3")
        if ROLL not in actions or STOP not in actions:
            return actions[0]
        total = state.totals[state.seat]
        options = state.options
        return ROLL if rolls_on(total, state.run_length, state.completed, options.target, options.four_twos) else STOP


def rolls_on(total: int, run_length: int, completed: int, target: int, four_twos: bool) -> bool:
    """The basic bot's choice where it may stop or throw again: throw again (True) or stop, from
    its own total, the run and the straights completed (the analysis's win tables read it too)."""
    if completed > MAX_COMPLETED:
        return False
    return (run_length, completed) in _plan(target - total, total if four_twos else 0, four_twos)
