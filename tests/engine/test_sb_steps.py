"""In simulations SB's bot plays a whole step at once (engine/bots/sb.py ``SBBot.play_step``) and
SB's state draws its own throws (``SBState.throw_from``), issue 31: SB's bots at twice the plain
Six By 6 loop.  Each step comes from a table shipped with the bot (engine/bots/sb_steps.py), made
by playing ``choose``'s moves on a state at each position; here both ways play whole games from the
same dice, and the states agree at every throw (totals, turn log, the dice aside, the turn's move
count) and at the end, and a sample of the table is worked out again."""

from __future__ import annotations

import pytest

from engine.bots import sb_steps
from engine.bots.sb import SBBot, steps_table
from engine.dice import HmacDice
from engine.game import CHANCE
from engine.games.sb import STEP_STARTS, SBOptions, SBState, step_starts


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


def test_the_shipped_table_is_the_bots_steps() -> None:
    """The table shipped in engine/bots/sb_steps_data.py holds, at every 61st position, the step
    SBBot.step works out from choose()'s moves there (a bot changed without ``python -m
    engine.bots.sb_steps`` fails here), and a step at nearly every position."""
    table = steps_table()
    assert len(table) == 2 * STEP_STARTS
    sample = range(0, STEP_STARTS, 61)
    worked_out = dict(sb_steps.build(sample))
    assert len(worked_out) == len(sample) and sum(1 for c in worked_out.values() if c) > 0.9 * len(sample)
    assert {i: table[2 * i] | table[2 * i + 1] << 8 for i in sample} == worked_out


def test_every_position_at_a_steps_start_has_its_own_index() -> None:
    """step_index numbers the positions step_starts lists, in order (a state made at each of a
    sample of them gives back its index) and the steps played from them keep or split groups as
    choose() does (some steps keep two of a face and throw the others again)."""
    partial = 0
    table = steps_table()
    for index, keys, base, thrown_keys, left in step_starts():
        if index % 7:
            continue
        state = sb_steps.position(keys, base, thrown_keys, left)
        if state is not None:
            assert state.step_index == index
            partial += bool(table[2 * index + 1] >> 1)  # a face of which some dice stay in play
    assert partial > 100
