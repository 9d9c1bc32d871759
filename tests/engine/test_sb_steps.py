"""In simulations SB's bot plays a whole step at once (engine/bots/sb.py ``SBBot.play_step``) and
SB's state draws its own throws (``SBState.throw_from``), issue 31: SB's bots at twice the plain
Six By 6 loop.  Each step comes from a table made by playing ``choose``'s moves on a copy of a
state at the same position; here both ways play whole games from the same dice, and the states
agree at every throw (totals, turn log, the dice aside, the turn's move count) and at the end."""

from __future__ import annotations

import pytest

from engine.bots.sb import SBBot
from engine.dice import HmacDice
from engine.game import CHANCE
from engine.games.sb import SBOptions, SBState


def _snapshot(state: SBState) -> tuple[object, ...]:
    return (repr(state), state.totals, tuple(state.turn_log), state.position_codes, state.turn_moves,
            state.leader, state.current_player(), state.chance_dice())


def _game(seed: int, players: int, stepping: bool, target: int) -> list[tuple[object, ...]]:
    dice = HmacDice.from_int(seed)
    state = SBState(players, SBOptions(target=target), first_seat=seed % players)
    bot = SBBot()
    seen = []
    while True:
        cp = state.current_player()
        if cp == CHANCE:
            seen.append(_snapshot(state))
            if stepping:
                state.throw_from(dice)  # as simulate throws
            else:
                state.apply_throw(dice.draw(state.chance_dice()))
        elif cp >= 0:
            if stepping:
                bot.play_step(state)
            else:
                state.apply(bot.choose(state))
        else:
            seen.append(_snapshot(state))
            return seen


@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_whole_step_at_once_plays_the_same_games_as_its_moves_one_by_one(players: int) -> None:
    for seed in range(12):
        one_by_one = _game(seed, players, False, 150)
        at_once = _game(seed, players, True, 150)
        assert at_once == one_by_one, seed


def test_the_steps_table_serves_positions_met_before() -> None:
    """Played again, a game goes through the table only (and still plays the same)."""
    first = _game(99, 2, True, 200)
    assert _game(99, 2, True, 200) == first == _game(99, 2, False, 200)


def test_a_step_is_only_taken_from_a_steps_start() -> None:
    """Mid-step (a die kept from the throw) the bot plays one move of choose()."""
    dice = HmacDice.from_int(3)
    state = SBState(2)
    bot = SBBot()
    while True:
        state.apply_throw(dice.draw(state.chance_dice()))
        if state.current_player() >= 0 and state.step_index >= 0:
            action = bot.choose(state)
            before = state.turn_moves
            state.apply(action)
            if state.current_player() >= 0 and state.turn_moves == before + 1:
                break
        while state.current_player() >= 0:
            bot.play_step(state)
    assert state.step_index == -1
    copy = state.clone()
    assert isinstance(copy, SBState)
    bot.play_step(state)
    copy.apply(bot.choose(copy))
    assert _snapshot(state) == _snapshot(copy)


def test_a_throw_drawn_by_the_state_is_the_throw_drawn_and_applied() -> None:
    """SBState.throw_from(source) is apply_throw(source.draw(chance_dice())): the same dice, the
    same stream position, the same state, at every kind of chance node of a game."""
    dice, again = HmacDice.from_int(7), HmacDice.from_int(7)
    state, other = SBState(3), SBState(3)
    bot = SBBot()
    for _ in range(400):
        if state.current_player() == CHANCE:
            state.throw_from(dice)
            other.apply_throw(again.draw(other.chance_dice()))
            assert state.last_throw == other.last_throw and dice.position == again.position
        elif state.current_player() >= 0:
            action = bot.choose(state)
            state.apply(action)
            other.apply(action)
        else:
            break
        assert _snapshot(state) == _snapshot(other)
