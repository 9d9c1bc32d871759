"""Dire Straights (D1-D8): the rule text's examples, the rulings, exact odds, random play."""

from __future__ import annotations

import itertools
import math
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import ROLL, STOP, Action, Rack, Throw
from engine.bots.dire_straights import DireStraightsBot, bust_probability
from engine.dice import Die, DieKind, HmacDice, draw, parse_dice
from engine.errors import IllegalActionError, InvalidInputError
from engine.game import CHANCE, TERMINAL
from engine.games.dire_straights import DireStraightsOptions, DireStraightsState, ThrowOutcome, judge_throw
from engine.rulesets import get_ruleset

RULESET = get_ruleset("dire-straights")


def scores(state) -> list[tuple[int, int]]:
    """The finished turns as (seat, points)."""
    return [(t.seat, t.points) for t in state.turn_log]


def new(n_players: int = 2, first_seat: int = 0, **options: object) -> DireStraightsState:
    state = RULESET.new_state(n_players, options, first_seat)
    assert isinstance(state, DireStraightsState)
    return state


def throw(text: str) -> Throw:
    return Throw(parse_dice(text))


def play(state: DireStraightsState, *moves: str) -> DireStraightsState:
    """Apply moves written as dice text, "roll" or "stop"."""
    for move in moves:
        state.apply(ROLL if move == "roll" else STOP if move == "stop" else throw(move))
    return state


def faces(dice: tuple[Die, ...] | None) -> list[int]:
    return [d.face for d in dice or ()]


def refused(state: DireStraightsState, action: Action, ruling: str) -> IllegalActionError:
    before = state.clone().__getstate__()
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    assert info.value.ruling == ruling
    assert state.__getstate__() == before  # A3: nothing half-applied
    return info.value


# -- the registry and options -------------------------------------------------------
def test_registered_with_options() -> None:
    assert RULESET.name == "Dire Straights"
    assert RULESET.state_class is DireStraightsState
    assert RULESET.events == frozenset({"throw", "stop"})
    assert RULESET.make_options(None, 2) == DireStraightsOptions(100, False)
    assert RULESET.make_options({"target": 50, "four_twos": True}, 3) == DireStraightsOptions(50, True)
    assert RULESET.options_dict(DireStraightsOptions()) == {"target": 100, "four_twos": False}
    with pytest.raises(InvalidInputError) as info:
        RULESET.make_options({"target": 0}, 2)
    assert info.value.ruling == "D8"
    with pytest.raises(InvalidInputError) as info:
        RULESET.make_options({"four_twos": "yes"}, 2)
    assert info.value.ruling == "D6"
    with pytest.raises(InvalidInputError):
        RULESET.make_options({"sets": 3}, 2)
    with pytest.raises(InvalidInputError):
        RULESET.new_state(1)


def test_a_turn_begins_with_six_dice() -> None:  # D1
    s = new()
    assert s.current_player() == CHANCE and s.turn_player() == 0
    assert s.chance_dice() == (DieKind.PLAIN,) * 6
    assert s.legal_actions() == [] and s.stop_score is None
    assert s.run_length == 0 and s.dice_to_throw == 6 and s.needed_face is None


# -- the rule text's examples ----------------------------------------------------------
def test_one_two_five_five_six_six_keeps_one_two() -> None:  # D2
    s = play(new(), "1 2 5 5 6 6")
    assert s.last_outcome is ThrowOutcome.START
    assert faces(s.last_set_aside) == [1, 2]
    assert s.run_length == 2 and s.dice_to_throw == 4 and s.needed_face == 3
    assert s.current_player() == 0 and s.legal_actions() == [ROLL, STOP]
    assert s.chance_dice() == (DieKind.PLAIN,) * 4  # also valid where ROLL is legal
    assert s.stop_score == 10


def test_only_one_run_is_set_aside() -> None:  # D2: one die per face
    s = play(new(), "1 2 1 2 4 5")
    assert faces(s.last_set_aside) == [1, 2]
    assert s.dice_to_throw == 4


def test_a_throw_without_the_next_face_loses_everything() -> None:  # D3, D5
    s = play(new(), "1 2 4 4 5 6")
    assert s.run_length == 2 and s.turn_points == 10
    play(s, "4 4 5 6")
    assert s.last_outcome is ThrowOutcome.BUST
    assert scores(s) == [(0, 0)]
    assert s.totals == (0, 0)
    assert s.current_player() == CHANCE and s.turn_player() == 1
    assert s.run_length == 0 and s.chance_dice() == (DieKind.PLAIN,) * 6


def test_the_run_extends_over_every_consecutive_face() -> None:  # D3
    s = play(new(), "1 2 4 4 5 6", "roll", "3 4 6 6")
    assert s.last_outcome is ThrowOutcome.EXTEND
    assert faces(s.last_set_aside) == [3, 4]
    assert s.run_length == 4 and s.dice_to_throw == 2 and s.stop_score == 20


def test_stop_after_one_to_four_scores_twenty() -> None:  # D4
    s = play(new(), "1 2 3 4 6 6", "stop")
    assert scores(s) == [(0, 20)]
    assert s.totals == (20, 0)
    assert s.current_player() == CHANCE and s.turn_player() == 1


# -- no run: three of a kind, busts -------------------------------------------------------
def test_three_of_a_kind_without_a_one_throws_six_again() -> None:  # D2
    s = play(new(), "2 2 2 4 5 6")
    assert s.last_outcome is ThrowOutcome.AGAIN and s.last_set_aside == ()
    assert s.run_length == 0 and s.dice_to_throw == 6
    assert s.legal_actions() == [ROLL, STOP] and s.stop_score == 0  # D4: it did not bust
    refused(s, throw("1 2 3 4 5"), "D2")  # A5: a re-throw of all six
    play(s, "1 3 3 3 5 6")
    assert s.run_length == 1 and faces(s.last_set_aside) == [1]


def test_a_one_starts_a_run_even_with_three_of_a_kind() -> None:  # D2
    s = play(new(), "1 1 1 3 4 5")
    assert s.last_outcome is ThrowOutcome.START and s.run_length == 1


def test_no_one_and_no_three_of_a_kind_busts() -> None:  # D2
    s = play(new(), "2 2 3 3 4 5")
    assert s.last_outcome is ThrowOutcome.BUST
    assert scores(s) == [(0, 0)] and s.turn_player() == 1


def test_stop_after_three_of_a_kind_at_turn_start_scores_nothing() -> None:  # D4
    s = play(new(), "5 5 5 6 6 6", "stop")
    assert scores(s) == [(0, 0)] and s.turn_player() == 1


# -- completed 1-6 ----------------------------------------------------------------------
def test_completing_one_to_six_returns_six_dice() -> None:  # D4
    s = play(new(), "1 2 3 4 4 4", "5 6")
    assert s.last_outcome is ThrowOutcome.COMPLETE and faces(s.last_set_aside) == [5, 6]
    assert s.completed == 1 and s.run_length == 0 and s.dice_to_throw == 6
    assert s.legal_actions() == [ROLL, STOP] and s.stop_score == 30
    play(s, "1 2 3 5 5 5")  # D2 again: a new run
    assert s.run_length == 3 and s.completed == 1 and s.stop_score == 30 + 15
    play(s, "stop")
    assert scores(s) == [(0, 45)] and s.totals == (45, 0)
    assert s.completed == 0 and s.run_length == 0  # the next turn starts clean


def test_one_to_six_in_one_throw() -> None:  # D2, D4
    s = play(new(), "6 5 4 3 2 1")
    assert s.completed == 1 and faces(s.last_set_aside) == [1, 2, 3, 4, 5, 6]
    play(s, "1 2 3 4 5 6", "stop")
    assert scores(s) == [(0, 60)]


def test_three_of_a_kind_after_a_completed_run() -> None:  # D2, D4
    s = play(new(), "1 2 3 4 5 6", "4 4 4 5 5 6")
    assert s.last_outcome is ThrowOutcome.AGAIN and s.stop_score == 30
    play(s, "stop")
    assert s.totals == (30, 0)


def test_a_bust_after_a_completed_run_loses_it_too() -> None:  # D5
    s = play(new(), "1 2 3 4 5 6", "2 3 3 4 4 5")
    assert s.last_outcome is ThrowOutcome.BUST
    assert scores(s) == [(0, 0)] and s.totals == (0, 0)
    s = play(new(), "1 2 3 4 5 6", "1 2 4 4 5 5", "4 4 5 6")
    assert scores(s) == [(0, 0)]


# -- four twos (D6) -----------------------------------------------------------------------
def test_four_twos_off_is_an_ordinary_throw() -> None:
    s = play(new(), "1 2 2 2 2 3")
    assert s.last_outcome is ThrowOutcome.START and s.run_length == 3
    s = play(new(), "2 2 2 2 5 6")
    assert s.last_outcome is ThrowOutcome.AGAIN


def test_four_twos_on_loses_the_turn_and_the_total() -> None:
    s = play(new(four_twos=True), "1 2 3 4 4 4", "stop", "3 3 4 4 5 6")
    assert s.totals == (20, 0)
    play(s, "1 2 2 2 2 3")  # checked before the run rules: this would start 1-2-3
    assert s.last_outcome is ThrowOutcome.FOUR_TWOS
    assert scores(s)[-1] == (0, -20)
    assert s.totals == (0, 0) and s.turn_player() == 1


def test_four_twos_on_later_in_the_turn_and_with_nothing_to_lose() -> None:
    s = play(new(four_twos=True), "1 3 3 4 5 6", "2 2 2 2 3")  # would extend to 1-2-3
    assert s.last_outcome is ThrowOutcome.FOUR_TWOS
    assert scores(s) == [(0, 0)] and s.totals == (0, 0)
    s = play(new(four_twos=True), "1 2 2 2 3 4")  # three 2s are fine
    assert s.run_length == 4


def test_four_twos_on_a_completed_run_is_lost_too() -> None:
    s = play(new(four_twos=True), "1 2 3 4 5 6", "2 2 2 2 2 1")
    assert s.last_outcome is ThrowOutcome.FOUR_TWOS and scores(s) == [(0, 0)]


# -- the target (D8) -------------------------------------------------------------------------
def test_reaching_the_target_wins_at_once() -> None:
    s = play(new(3, target=20), "1 2 3 3 6 6", "stop")
    assert s.totals == (15, 0, 0) and not s.is_terminal()
    play(s, "2 3 3 4 5 6", "1 2 3 4 6 6", "stop")  # seat 1 busts; seat 2 reaches 20
    assert s.is_terminal() and s.current_player() == TERMINAL and s.turn_player() == -1
    assert s.winner == 2
    r = s.results()
    assert r.finished and r.winners == (2,) and r.totals == (15, 0, 20)
    assert s.legal_actions() == [] and s.chance_dice() == () and s.stop_score is None
    for action in (throw("1 2 3 4 5 6"), STOP, ROLL):
        refused(s, action, "A3")


def test_below_the_target_the_game_goes_on() -> None:
    s = play(new(target=21), "1 2 3 4 6 6", "stop")
    assert not s.results().finished and s.results().winners == ()


# -- refusals (A3) -------------------------------------------------------------------------------
def test_wrong_number_of_dice_is_refused() -> None:  # A5: D1 at the start, D3 during a run
    s = new()
    error = refused(s, throw("1 2 3 4 5"), "D1")
    assert "6 dice" in str(error)
    play(s, "1 2 5 5 6 6")
    refused(s, throw("3 4 5 6 6 6"), "D3")  # the implicit roll is not applied either
    refused(s, throw("3 4 5"), "D3")
    refused(s, Throw((Die(3), Die(4), Die(5), Die(6, DieKind.YEAST))), "D3")
    play(s, "roll")
    refused(s, throw("3 4 5 6 6"), "D3")
    play(s, "3 4 5 6")
    assert s.completed == 1


def test_stop_before_any_throw_is_refused() -> None:
    # D1: a turn begins by throwing; anything else at a chance node is refused.
    refused(new(), STOP, "D1")
    s = play(new(), "1 2 5 5 6 6", "roll")
    refused(s, STOP, "D1")
    s = play(new(), "2 2 3 3 4 5")  # after a bust, the next player must throw first
    refused(s, STOP, "D1")


def test_setting_aside_by_hand_is_not_a_move() -> None:  # D2
    s = play(new(), "1 2 5 5 6 6")
    refused(s, Rack(parse_dice("5")), "D2")


def test_turns_pass_in_seat_order_from_the_first_seat() -> None:  # A1
    s = new(3, first_seat=1)
    for _ in range(4):
        play(s, "2 3 3 4 5 6")
    assert [t.seat for t in s.turn_log] == [1, 2, 0, 1]
    assert s.turn_player() == 2


def test_a_throw_at_a_decision_node_is_an_implicit_roll() -> None:
    s = play(new(), "1 2 5 5 6 6")
    moves = s.turn_moves
    play(s, "3 3 4 4")
    assert s.run_length == 4 and s.turn_moves == moves + 2


def test_clone_is_independent() -> None:
    s = play(new(), "1 2 3 4 6 6", "stop", "1 5 5 6 6 6")
    c = s.clone()
    assert c.__getstate__() == s.__getstate__()
    play(s, "stop", "1 2 3 4 5 6")
    assert c.totals == (20, 0) and c.run_length == 1 and len(c.turn_log) == 1


# -- exact probabilities ----------------------------------------------------------------------------
def outcome_probabilities(state: DireStraightsState) -> Counter[ThrowOutcome]:
    odds: Counter[ThrowOutcome] = Counter()
    total = Fraction(0)
    for action, p in state.chance_outcomes():
        probe = state.clone()
        probe.apply(action)
        assert probe.last_outcome is not None
        odds[probe.last_outcome] += p
        total += p
    assert total == 1
    return odds


def test_first_throw_odds_match_brute_force() -> None:
    counts: Counter[ThrowOutcome] = Counter()
    for roll in itertools.product(range(1, 7), repeat=6):
        if 1 in roll:
            counts["run"] += 1  # type: ignore[index]
        elif max(Counter(roll).values()) >= 3:
            counts[ThrowOutcome.AGAIN] += 1
        else:
            counts[ThrowOutcome.BUST] += 1
    odds = outcome_probabilities(new())
    assert odds[ThrowOutcome.BUST] == Fraction(counts[ThrowOutcome.BUST], 6**6)
    assert odds[ThrowOutcome.AGAIN] == Fraction(counts[ThrowOutcome.AGAIN], 6**6)
    started = odds[ThrowOutcome.START] + odds[ThrowOutcome.COMPLETE]
    assert started == Fraction(counts["run"], 6**6) == 1 - Fraction(5, 6) ** 6  # type: ignore[index]
    assert odds[ThrowOutcome.COMPLETE] == Fraction(720, 6**6)
    assert odds[ThrowOutcome.BUST] == bust_probability(0)


@pytest.mark.parametrize("run", [1, 2, 3, 4, 5])
def test_bust_odds_with_a_run(run: int) -> None:  # D3: P(no n+1 among 6-n dice) = (5/6)^(6-n)
    s = play(new(), " ".join([str(f) for f in range(1, run + 1)] + ["1"] * (6 - run)))
    assert s.run_length == run
    odds = outcome_probabilities(s)
    assert odds[ThrowOutcome.BUST] == Fraction(5, 6) ** (6 - run) == bust_probability(run)
    k = 6 - run  # completing needs the k faces run+1..6, one each, in any order
    assert odds[ThrowOutcome.COMPLETE] == Fraction(math.factorial(k), 6**k)


def test_four_twos_odds() -> None:  # D6: at least four 2s among six dice
    odds = outcome_probabilities(new(four_twos=True))
    expected = sum(Fraction(math.comb(6, k) * 5 ** (6 - k), 6**6) for k in range(4, 7))
    assert odds[ThrowOutcome.FOUR_TWOS] == expected


def test_judge_throw_directly() -> None:
    assert judge_throw(0, [1, 2, 5, 5, 6, 6]) == (ThrowOutcome.START, 2)
    assert judge_throw(2, [3, 4, 5, 6]) == (ThrowOutcome.COMPLETE, 6)
    assert judge_throw(2, [4, 4, 5, 6]) == (ThrowOutcome.BUST, 2)
    assert judge_throw(1, [2, 2, 2, 2, 3], four_twos=True) == (ThrowOutcome.FOUR_TWOS, 1)


# -- random play ---------------------------------------------------------------------------------------
@settings(max_examples=150, deadline=None)
@given(
    data=st.data(),
    n_players=st.integers(2, 5),
    target=st.integers(1, 150),
    four_twos=st.booleans(),
)
def test_random_play_invariants(data: st.DataObject, n_players: int, target: int, four_twos: bool) -> None:
    first = data.draw(st.integers(0, n_players - 1))
    s = new(n_players, first, target=target, four_twos=four_twos)
    history: list[Action] = []
    for _ in range(data.draw(st.integers(0, 120))):
        cp = s.current_player()
        if cp == TERMINAL:
            break
        if cp == CHANCE:
            k = len(s.chance_dice())
            action: Action = Throw(tuple(Die(f) for f in data.draw(st.lists(st.integers(1, 6), min_size=k, max_size=k))))
        else:
            action = data.draw(st.sampled_from(s.legal_actions()))
        before = len(s.turn_log)
        previous = s.totals
        s.apply(action)
        history.append(action)
        # invariants
        assert s.run_length + s.dice_to_throw == 6
        assert 0 <= s.run_length <= 5
        if not s.is_terminal():
            assert len(s.chance_dice()) == s.dice_to_throw
        for seat in range(n_players):
            assert s.totals[seat] == sum(t.points for t in s.turn_log if t.seat == seat)
            assert s.totals[seat] >= 0
        if len(s.turn_log) > before:
            last = s.turn_log[-1]
            if s.last_outcome is ThrowOutcome.FOUR_TWOS and type(action) is Throw:
                assert last.points == -previous[last.seat] and s.totals[last.seat] == 0
            else:
                assert last.points >= 0 and last.points % 5 == 0
            assert s.completed == 0
        if s.is_terminal():
            assert s.totals[s.winner] >= target  # type: ignore[index]
            assert all(t < target for i, t in enumerate(s.totals) if i != s.winner)
    seats = [t.seat for t in s.turn_log]
    assert seats == [(first + i) % n_players for i in range(len(seats))]
    # a game is its list of actions
    replay = new(n_players, first, target=target, four_twos=four_twos)
    for action in history:
        replay.apply(action)
    assert replay.__getstate__() == s.__getstate__()


# -- the bot ----------------------------------------------------------------------------------------------
def run_game(seed: int, n_players: int = 2, **options: object) -> DireStraightsState:
    bot = DireStraightsBot()
    dice = HmacDice.from_int(seed)
    s = new(n_players, **options)
    for _ in range(10_000):
        cp = s.current_player()
        if cp == TERMINAL:
            return s
        if cp == CHANCE:
            s.apply(Throw(draw(dice, s.chance_dice())))
        else:
            choice = bot.choose(s)
            assert choice in s.legal_actions()
            assert bot.choose(s.clone()) == choice  # deterministic
            s.apply(choice)
    raise AssertionError("the game did not finish")


@pytest.mark.parametrize("four_twos", [False, True])
def test_bot_games_finish(four_twos: bool) -> None:
    for seed in range(20):
        s = run_game(seed, 3, four_twos=four_twos)
        assert s.results().finished and max(s.totals) >= 100


def test_bot_stops_when_a_stop_wins() -> None:
    bot = DireStraightsBot()
    s = play(new(target=5), "1 3 3 4 5 6")  # run 1: the bot would throw again, but 5 wins
    assert bot.choose(s) == STOP
    s = play(new(target=100), "1 3 3 4 5 6")
    assert bot.choose(s) == ROLL


def test_bot_throws_with_nothing_at_risk_and_stops_on_a_long_run() -> None:
    bot = DireStraightsBot()
    assert bot.choose(play(new(), "2 2 2 4 5 6")) == ROLL  # three of a kind: 0 at risk
    assert bot.choose(play(new(), "1 2 3 4 6 6")) == STOP  # 20 at risk, 69% to bust
    with pytest.raises(ValueError):
        bot.choose(new())  # a chance node is no decision
