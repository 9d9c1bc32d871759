"""SB's fast paths change nothing: ``SBState.apply`` takes the moves of play
without the general checks only where the general path would take them the
same way, and the bot's memoised decisions (count codes, shortened memo keys,
the group shortcut of ``_keep_choice``) choose what the plain search over every
set-aside chooses.

States come from games in which a seat sometimes makes a random legal move
instead of the bot's, so positions the bot would never reach itself (a group
kept in part, keys and base dice in one step refused, lone dice) are covered.
"""

from __future__ import annotations

import itertools
import math
import operator
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import ROLL, STOP, Action, Keep, Throw
from engine.bots.sb import SBBot, position_value
from engine.dice import HmacDice, die, draw
from engine.errors import BakehouseError
from engine.game import CHANCE, GameState
from engine.games.sb import KEEP_BASE, KEEP_KEY, SBState

FACES = (1, 2, 3, 4, 5, 6)


def states(seed: int, wander: float, limit: int = 400) -> list[SBState]:
    """Every decision state (clones) of a two-player game from this seed, a seat
    making a random legal move instead of the bot's with chance ``wander``."""
    rng = random.Random(seed)
    dice = HmacDice.from_int(seed)
    state = SBState(2)
    bot = SBBot()
    out: list[SBState] = []
    while not state.is_terminal() and len(out) < limit:
        if state.current_player() == CHANCE:
            state.apply(Throw(draw(dice, state.chance_dice())))
            continue
        out.append(state.clone())
        legal = state.legal_actions()
        state.apply(rng.choice(legal) if rng.random() < wander else bot.choose(state))
    return out


def outcome(state: SBState, action: Action, general: bool) -> object:
    """What applying ``action`` to a copy does: the state's data after it, or the refusal."""
    probe = state.clone()
    try:
        if general:
            GameState.apply(probe, action)  # the checks of the base class, then _apply
        else:
            probe.apply(action)
    except BakehouseError as e:
        return type(e), str(e), e.ruling
    return dict(probe.__getstate__())


def probes(state: SBState) -> list[Action]:
    """The fast-path moves, legal or not, and the same moves as equal but distinct values."""
    singles: list[Action] = [*KEEP_BASE[1:], *KEEP_KEY[1:], ROLL, STOP]
    copies: list[Action] = [Keep((die(f),)) for f in FACES] + [Keep((die(2), die(2)))]
    return singles + copies


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([0.0, 0.3, 1.0]))
def test_fast_apply_takes_and_refuses_as_the_general_path(seed: int, wander: float) -> None:
    for state in states(seed, wander, limit=60):
        for action in probes(state):
            assert outcome(state, action, general=False) == outcome(state, action, general=True), (state, action)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32))
def test_fast_throws_as_the_general_path(seed: int) -> None:
    rng = random.Random(seed)
    dice = HmacDice.from_int(seed)
    state = SBState(3)
    bot = SBBot()
    while not state.is_terminal():
        if state.current_player() != CHANCE:
            state.apply(bot.choose(state))
            continue
        throw = draw(dice, state.chance_dice())
        variants = [throw, tuple(reversed(throw)), throw[1:], (*throw, die(3))]
        for dice_ in variants:
            action = Throw(dice_)
            assert outcome(state, action, general=False) == outcome(state, action, general=True)
        state.apply(Throw(throw) if rng.random() < 0.5 else Throw(tuple(reversed(throw))))


# -- the bot: the plain search over every set-aside, written out on count tuples ----
def reference_group_choices(left: tuple[int, ...], step: tuple[int, ...]) -> list[tuple[int, ...]]:
    choices: list[tuple[int, ...]] = []
    for f in FACES:
        r = left[f]
        if step[f] == 1:
            choices.append((r,))
        elif r >= 2 or (r >= 1 and step[f] >= 2):
            choices.append((0, r))
        else:
            choices.append((0,))
    return choices


def reference_first(state: SBState) -> int | None:
    """The first die of the best addition (base face > 0, key < 0), 0 for nothing more."""
    keys, base = state.key_faces_aside, state.base_counts_aside
    step, step_keys = state.step_base_counts, state.step_key_faces
    left, left_keys = state.throw_left_counts, state.throw_left_keys
    best_value, best_first = -1.0, None
    if state.step_complete:
        best_value, best_first = position_value(keys, base), 0
    if not any(step):
        for k in sorted(set(left_keys)):
            v = position_value(tuple(sorted(keys + (k,))), base)
            if v > best_value:
                best_value, best_first = v, -k
        if len(left_keys) == 2:
            v = position_value(tuple(sorted(keys + left_keys)), base)
            if v > best_value:
                best_value, best_first = v, -left_keys[0]
    if not step_keys:
        group_value, group_combo = -math.inf, None
        for combo in itertools.product(*reference_group_choices(left, step)):
            if any(combo):
                v = position_value(keys, (0, *map(operator.add, base[1:], combo)))
                if v > group_value:
                    group_value, group_combo = v, combo
        if group_combo is not None and group_value > best_value:
            best_first = next(f for f in FACES if group_combo[f - 1])
    return best_first


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([0.0, 0.2, 0.6]))
def test_bot_chooses_as_the_plain_search(seed: int, wander: float) -> None:
    bot = SBBot()
    for state in states(seed, wander):
        first = reference_first(state)
        choice = bot.choose(state)
        if first:
            assert choice == (KEEP_KEY[-first] if first < 0 else KEEP_BASE[first]), state
        else:
            assert first == 0 and choice in (ROLL, STOP), state
