"""``isinstance`` of a game's state follows its classes, in the compiled build too.

Compiled by mypyc, subclasses of ``abc.ABC`` shared ABC's own instance cache: once one state had
been checked against one class, the answers for the others came from that cache, so a Classic
state was no GameState and an Entrepreneurial state was an SBState (the analysis then asked SB's
questions of it: AttributeError ``end_phase``).  GameState is a plain class now."""

from __future__ import annotations

from engine.dice import HmacDice
from engine.game import GameState, RunningTotalState
from engine.match import Match
from engine.rulesets import all_rulesets


def test_isinstance_of_every_games_state_follows_its_classes() -> None:
    states = []
    for rs in all_rulesets():
        match = Match(rs.id, ("A", "B"), {}, dice=HmacDice.from_int(3))
        while match.state is None:
            match.rolloff_throw()
        states.append(match.state)
    classes = sorted({type(s) for s in states} | {GameState, RunningTotalState}, key=lambda c: c.__name__)
    for order in (classes, classes[::-1], classes):  # a cache filled in one order answers the next
        for s in states:
            for c in order:
                assert isinstance(s, c) == (c in type(s).__mro__), (type(s).__name__, c.__name__)
