"""``GameState.apply_throw(dice)`` is ``apply(Throw(dice))`` in every game: the
same state after it, the same refusal (type, message, ruling) and nothing
changed when refused.  Six By 6 overrides it with a fast path (simulations);
the other games keep the default.

Games are played by their bots from a seeded dice stream; at every chance and
decision node both ways are tried on copies with the dice the stream gives and
with throws the fast path must not take (dice made elsewhere, a list, a wrong
count, another kind, a face that is no face).
"""

from __future__ import annotations

import dataclasses
import enum
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Throw
from engine.bots import bot_for
from engine.dice import Die, DieKind, HmacDice, die, draw
from engine.errors import BakehouseError
from engine.game import CHANCE, GameState
from engine.rolloff import Rolloff
from engine.rulesets import all_rulesets, get_ruleset
from engine.simulate import play_game

RULESETS = [rs.id for rs in all_rulesets()]


#: how :func:`data` takes a value of each type: 0 a dict, 1 a list or tuple, 2 as it is, 3 by its attributes
_HOW: dict[type, int] = {}


def _how(x: Any) -> int:
    """The tests of :func:`data` on ``x``, which depend on its type alone: worked out once per type
    (a class itself is asked each time: whether it is a dataclass depends on the class)."""
    how = _HOW.get(type(x))
    if how is None:
        if isinstance(x, dict):
            how = 0
        elif isinstance(x, (list, tuple)):
            how = 1
        elif x is None or isinstance(x, (int, str, float, enum.Enum, set, frozenset)) or dataclasses.is_dataclass(x):
            how = 2
        else:
            how = 3
        if not isinstance(x, type):
            _HOW[type(x)] = how
    return how


def data(x: Any) -> Any:
    """A value for comparing states: the attributes of every object without value
    equality (a game's private helpers), recursively."""
    how = _how(x)
    if how == 0:
        return {k: data(v) for k, v in x.items()}
    if how == 1:
        return type(x).__name__, [data(v) for v in x]
    if how == 2:
        return x
    state = x.__getstate__()
    return x if state is None else (type(x).__name__, data(state))


def outcome(state: GameState, dice: Any, fast: bool, before: Any = None) -> object:
    """What throwing ``dice`` does to a copy of ``state``: its data after, or the refusal
    with the data (which must be unchanged: ``before`` is ``data(state)`` when the caller has it)."""
    probe = state.clone()
    try:
        if fast:
            probe.apply_throw(dice)
        else:
            probe.apply(Throw(dice))
    except BakehouseError as e:
        assert data(probe) == (data(state) if before is None else before), "a refused throw changed the state"
        return type(e), str(e), e.ruling
    except TypeError as e:  # compiled (engine/native.py): dice typed as a tuple, and given a list
        return type(e), str(e)
    return data(probe)


def throws(state: GameState, good: tuple[Die, ...], rng: random.Random) -> list[Any]:
    """The throw the stream gives and throws the fast path must leave to the checks."""
    faces = [d.face for d in good]
    return [
        good,
        tuple(Die(f) for f in faces),  # equal dice, other objects
        list(good),  # not a tuple
        good[:-1],  # a die short
        (*good, die(rng.randint(1, 6))),  # a die too many
        (*good[:-1], die(6, DieKind.YEAST)),  # another kind
        (*good[:-1], Die(rng.choice([0, 7, -1]))),  # no face
        (*good[:-1], "6"),  # not a die
    ]


@settings(max_examples=25, deadline=None)
@given(ruleset=st.sampled_from(RULESETS), players=st.integers(2, 4), seed=st.integers(0, 2**32))
def test_apply_throw_is_apply_of_a_throw(ruleset: str, players: int, seed: int) -> None:
    rs = get_ruleset(ruleset)
    rng = random.Random(seed)
    source = HmacDice.from_int(seed)
    state = rs.new_state(players, rs.make_options({"sets": 1} if ruleset == "six-by-6" else {}, players), 0)
    bots = [bot_for(ruleset) for _ in range(players)]
    for _ in range(300):
        if state.is_terminal():
            break
        kinds = state.chance_dice()
        if kinds:
            good = draw(HmacDice.from_int(rng.randrange(2**32)), kinds)
            before = data(state)  # what every refused throw must leave, worked out once for the 16 tries
            for dice in throws(state, good, rng):
                assert outcome(state, dice, True, before) == outcome(state, dice, False, before), dice
        cp = state.current_player()
        state.apply(Throw(draw(source, kinds)) if cp == CHANCE else bots[cp].choose(state))
    for dice in ((), (die(1),) * 6):  # after the end (or wherever the game got to)
        assert outcome(state, dice, fast=True) == outcome(state, dice, fast=False)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_simulation_uses_it_to_the_same_end(ruleset: str) -> None:
    """play_game throws by apply_throw; the same game played by apply(Throw(...))
    ends in the same state."""
    rs = get_ruleset(ruleset)
    options = rs.make_options({}, 2)
    fast = play_game(rs, 2, options, HmacDice.from_int(5), [bot_for(ruleset) for _ in range(2)])
    source = HmacDice.from_int(5)
    rolloff = Rolloff(2, rs.rolloff)
    while rolloff.winner is None:
        rolloff.add({s: source.face() for s in rolloff.throwers()})
    state = rs.new_state(2, options, rolloff.winner)
    bots = [bot_for(ruleset) for _ in range(2)]
    while not state.is_terminal():
        cp = state.current_player()
        state.apply(Throw(draw(source, state.chance_dice())) if cp == CHANCE else bots[cp].choose(state))
    assert data(fast) == data(state)
