"""Classic Damn Straight rounds and games: C11 (round ends, the text's four
examples), C12 (roll-off, first player of later rounds), C13 (rounds to win),
and how `bakehouse replay` reports rounds."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.errors import BakehouseError
from engine.game import CHANCE, TERMINAL
from engine.record import from_json, replay
from engine.replay import report
from engine.rulesets import get_ruleset
from tests.engine.test_classic import (
    MISS6,
    SCORING_TURNS,
    blank_turn,
    event,
    losing_turn,
    new,
    play,
    refused,
    score_turn,
    scores,
)

ALICE, BOB, CHARLIE = 0, 1, 2
LOAF = 32
CLASSIC = get_ruleset("classic")


def round_winner(state, index: int = 0):
    return state.round_summaries()[index].winner


def rounds(state) -> int:
    return len(state.round_summaries())


# -- C11: the text's four examples ---------------------------------------------------------
def test_c11_example_1_alice_clinches_and_bob_does_not_roll_again() -> None:
    state = new(2)
    score_turn(state, 4 * LOAF)  # Alice 4 loaves
    score_turn(state, 2 * LOAF)  # Bob 2 loaves
    assert scores(state) == (128, 64)
    score_turn(state, 5 * LOAF)  # Alice 9 loaves: Bob cannot catch up with six
    assert rounds(state) == 2
    assert round_winner(state) == ALICE
    assert state.round_summaries()[0].scores == (288, 64)
    assert state.rounds_won == [1, 0]
    # the next round: Bob (left of Alice) first, every score 0, no biscuits
    nxt = state.round_summaries()[1]
    assert nxt.first_seat == BOB and nxt.winner is None
    assert nxt.scores == (0, 0) and nxt.biscuits == (None, None)
    assert state.turn_player() == BOB and state.current_player() == CHANCE


def test_c11_example_1_not_clinched_when_bob_is_within_six_loaves() -> None:
    state = new(2)
    score_turn(state, 4 * LOAF)
    score_turn(state, 3 * LOAF)  # Bob 3 loaves: 9 - 3 = 6 loaves, Bob could tie
    score_turn(state, 5 * LOAF)
    assert rounds(state) == 1 and round_winner(state) is None
    assert state.turn_player() == BOB


def test_c11_example_2_within_striking_distance() -> None:
    state = new(2)
    score_turn(state, 5 * LOAF)  # Alice 5 loaves
    score_turn(state, 1 * LOAF)  # Bob 1 loaf
    blank_turn(state)  # Alice
    score_turn(state, 5 * LOAF)  # Bob 6 loaves: Alice is within striking distance
    assert scores(state) == (160, 192) and rounds(state) == 1
    assert state.turn_player() == ALICE
    score_turn(state, 2 * LOAF)  # Alice 7 loaves, a loaf ahead
    score_turn(state, 1 * LOAF)  # Bob 7 loaves: tied
    assert scores(state) == (224, 224) and rounds(state) == 1
    blank_turn(state)  # Alice: no aces, does not risk her biscuit
    score_turn(state, 1)  # Bob one point ahead
    assert scores(state) == (224, 225) and rounds(state) == 1
    assert state.turn_player() == ALICE  # Alice still gets her turn
    losing_turn(state)  # Alice risks and loses her 2-loaf biscuit
    assert state.turn_log[-1].points == -64
    assert round_winner(state) == BOB
    assert state.round_summaries()[0].scores == (160, 225)
    assert state.round_summaries()[1].first_seat == ALICE  # left of Bob


def test_c11_example_2_alice_wins_if_she_catches_up() -> None:
    state = new(2)
    score_turn(state, 5 * LOAF)
    score_turn(state, 1 * LOAF)
    blank_turn(state)
    score_turn(state, 5 * LOAF)
    score_turn(state, 2 * LOAF)
    score_turn(state, 1 * LOAF)
    blank_turn(state)
    score_turn(state, 1)  # Bob 225
    score_turn(state, 2)  # Alice 226: Bob is within, the round goes on
    assert rounds(state) == 1
    blank_turn(state)  # Bob nothing: Alice alone in the lead at her turn
    assert round_winner(state) == ALICE


def test_c11_example_3_three_players_charlie_not_in_striking_distance() -> None:
    state = new(3)
    score_turn(state, 1)  # Alice 1 point
    score_turn(state, 4 * LOAF)  # Bob 4 loaves
    blank_turn(state)  # Charlie nothing
    score_turn(state, 6 * LOAF)  # Alice: Damn Straight, 6 loaves + 1
    assert rounds(state) == 1  # Bob (4 loaves) could still catch up
    assert state.turn_player() == BOB
    blank_turn(state)  # Bob nothing: Charlie (0) is more than 6 loaves behind
    assert round_winner(state) == ALICE
    assert state.round_summaries()[0].scores == (193, 128, 0)
    assert state.turn_player() == BOB  # left of Alice starts the next round
    assert state.round_summaries()[1].first_seat == BOB


def test_c11_example_4_bob_rolls_hoping_charlie_prolongs_the_round() -> None:
    state = new(3)
    score_turn(state, 1)  # Alice 1 point
    blank_turn(state)  # Bob nothing
    score_turn(state, 5 * LOAF)  # Charlie 5 loaves
    score_turn(state, 6 * LOAF)  # Alice 6 loaves + 1
    assert rounds(state) == 1 and state.turn_player() == BOB
    score_turn(state, 6 * LOAF)  # Bob 6 loaves too
    assert rounds(state) == 1 and state.turn_player() == CHARLIE
    score_turn(state, 2 * LOAF)  # Charlie 7 loaves
    assert scores(state) == (193, 192, 224)
    blank_turn(state)  # Alice nothing
    score_turn(state, 2 * LOAF)  # Bob takes the lead with 8 loaves
    assert rounds(state) == 1
    blank_turn(state)  # Charlie nothing
    assert rounds(state) == 1
    blank_turn(state)  # Alice nothing: Bob alone in the lead at his turn
    assert round_winner(state) == BOB
    assert state.round_summaries()[0].scores == (193, 256, 224)
    assert state.round_summaries()[1].first_seat == CHARLIE


def test_c11_early_end_needs_everyone_before_the_leader_more_than_six_loaves_behind() -> None:
    # four players: Alice reaches 6 loaves + 1 while Dave (behind Charlie) is close
    state = new(4)
    score_turn(state, 1)  # Alice
    blank_turn(state)  # Bob
    blank_turn(state)  # Charlie
    score_turn(state, 1)  # Dave
    score_turn(state, 6 * LOAF)  # Alice 193; Bob 0, Charlie 0 behind by 193, Dave 1 by 192
    assert rounds(state) == 1
    blank_turn(state)  # Bob
    blank_turn(state)  # Charlie
    assert rounds(state) == 1
    blank_turn(state)  # Dave: now nobody plays before Alice
    assert round_winner(state) == ALICE


def test_c11_early_end_exactly_six_loaves_behind_is_not_enough() -> None:
    state = new(2)
    score_turn(state, 6 * LOAF)  # Alice 192, Bob 0: Bob could tie
    assert rounds(state) == 1 and state.turn_player() == BOB
    blank_turn(state)
    assert round_winner(state) == ALICE


def test_c11_no_winner_below_six_loaves_or_when_tied() -> None:
    state = new(2)
    score_turn(state, 5 * LOAF)
    score_turn(state, 5 * LOAF)
    blank_turn(state)
    blank_turn(state)
    assert rounds(state) == 1  # 160 each: nobody has six loaves
    score_turn(state, 2 * LOAF)
    score_turn(state, 2 * LOAF)
    blank_turn(state)
    blank_turn(state)
    assert rounds(state) == 1  # 224 each: nobody is alone in the lead
    assert scores(state) == (224, 224)


def test_c11_scores_and_biscuits_start_afresh_each_round() -> None:
    state = new(2)
    score_turn(state, 6 * LOAF)
    blank_turn(state)  # Alice wins; Bob starts round 2
    assert scores(state) == (0, 0)
    assert state.biscuit is None
    # Bob misses on his first throw: no biscuit, so the turn is over
    play(state, f"throw {MISS6}")
    assert state.turn_player() == ALICE
    # Alice has no biscuit in the new round either
    play(state, f"throw {MISS6}")
    assert state.turn_player() == BOB
    assert [t.round_index for t in state.turn_log] == [0, 0, 1, 1]


# -- C12: the first player of later rounds -------------------------------------------------------
def test_c12_later_rounds_start_left_of_the_previous_winner() -> None:
    state = new(3, first_seat=CHARLIE)
    score_turn(state, 6 * LOAF)  # Charlie
    blank_turn(state)  # Alice
    blank_turn(state)  # Bob: Charlie wins
    assert round_winner(state) == CHARLIE
    assert state.round_summaries()[1].first_seat == ALICE
    assert state.turn_player() == ALICE
    blank_turn(state)  # Alice
    score_turn(state, 6 * LOAF)  # Bob
    blank_turn(state)  # Charlie
    blank_turn(state)  # Alice: Bob wins
    assert round_winner(state, 1) == BOB
    assert state.round_summaries()[2].first_seat == CHARLIE


# -- C13: rounds to win a game ------------------------------------------------------------------------
@pytest.mark.parametrize("n, wanted", [(2, 4), (3, 3), (4, 2), (5, 2), (8, 2)])
def test_c13_rounds_to_win_by_player_count(n: int, wanted: int) -> None:
    assert new(n).options.rounds_to_win == wanted


def win_round(state, winner: int) -> None:
    """The player whose turn it is plays blank turns until ``winner``'s turn;
    ``winner`` scores six loaves and everyone else then plays blank turns."""
    index = rounds(state) - 1
    while state.turn_player() != winner:
        blank_turn(state)
    score_turn(state, 6 * LOAF)
    while rounds(state) - 1 == index and not state.is_terminal():
        blank_turn(state)
    assert state.round_summaries()[index].winner == winner


@pytest.mark.parametrize("n", [2, 3, 4])
def test_c13_game_ends_when_a_player_has_won_enough_rounds(n: int) -> None:
    state = new(n)
    wanted = state.options.rounds_to_win
    for i in range(wanted):
        assert not state.is_terminal()
        win_round(state, BOB)
        assert state.rounds_won[BOB] == i + 1
    assert state.is_terminal()
    assert state.current_player() == TERMINAL and state.turn_player() == -1
    assert state.legal_actions() == []
    res = state.results()
    assert res.finished and res.winners == (BOB,)
    assert rounds(state) == wanted  # no new round after the last
    err = refused(state, f"throw {MISS6}", "A3")
    assert "over" in err.message


def test_c13_the_option_overrides_the_default() -> None:
    state = new(2, rounds_to_win=1)
    win_round(state, ALICE)
    assert state.is_terminal() and state.results().winners == (ALICE,)
    state = new(4, rounds_to_win=3)
    win_round(state, ALICE)
    win_round(state, ALICE)
    assert not state.is_terminal()
    win_round(state, CHARLIE)
    assert not state.is_terminal()
    win_round(state, ALICE)
    assert state.is_terminal() and state.rounds_won == [3, 0, 1, 0]


def test_c13_bad_rounds_to_win_refused() -> None:
    for value in (0, -1, 100, "2", True, 2.5):
        with pytest.raises(BakehouseError) as info:
            new(2, rounds_to_win=value)
        assert info.value.ruling == "C13"


# -- the same, as a record through `replay` ----------------------------------------------------------------
def turn(player: str, *moves: str) -> dict[str, Any]:
    return {"player": player, "events": [event(m) for m in moves]}


def record(players: list[str], turns: list[dict[str, Any]], **options: Any) -> dict[str, Any]:
    rec: dict[str, Any] = {"format": "bakehouse.match/1", "ruleset": "classic", "players": players, "turns": turns}
    if options:
        rec["options"] = options
    return rec


def replayed(rec: dict[str, Any]) -> dict[str, Any]:
    # through text, as a file would come in
    return report(replay(from_json(json.loads(json.dumps(rec)))))


DS = SCORING_TURNS[192]
MISS = (f"throw {MISS6}",)


def test_replay_reports_rounds_and_the_next_round_at_once() -> None:
    rec = record(
        ["Ann", "Ben", "Cy"],
        [
            turn("Ann", *SCORING_TURNS[1]),
            turn("Ben", *SCORING_TURNS[128]),
            turn("Cy", *MISS),
            turn("Ann", *DS),
            turn("Ben", *MISS, "stop"),  # Ben has a biscuit: he stops for 0 -> round over (C11)
        ],
    )
    out = replayed(rec)
    assert out["finished"] is False and out["winner"] is None
    assert out["rounds_won"] == {"Ann": 1, "Ben": 0, "Cy": 0}
    assert out["rounds"] == [
        {
            "first_player": "Ann",
            "winner": "Ann",
            "scores": {"Ann": 193, "Ben": 128, "Cy": 0},
            "entries": {"Ann": ["1", "(6)"], "Ben": ["(4)"], "Cy": []},
        },
        {
            "first_player": "Ben",
            "winner": None,
            "scores": {"Ann": 0, "Ben": 0, "Cy": 0},
            "entries": {"Ann": [], "Ben": [], "Cy": []},
        },
    ]
    assert out["totals"] == {"Ann": 0, "Ben": 0, "Cy": 0}  # the current round
    assert [t["points"] for t in out["turns"]] == [1, 128, 0, 192, 0]
    assert [t["biscuit"] for t in out["turns"]] == [1, 128, None, 192, 128]
    # Cy does not play: the next turn is Ben's, opening round 2
    rec["turns"].append(turn("Cy", *MISS))
    with pytest.raises(BakehouseError) as info:
        replayed(rec)
    assert str(info.value).startswith("turn 6, event 1: A1: ")


def test_replay_reports_the_end_of_a_game_and_refuses_further_turns() -> None:
    rec = record(
        ["Ann", "Ben"],
        [turn("Ann", *DS), turn("Ben", *MISS), turn("Ben", *MISS), turn("Ann", *DS), turn("Ben", *MISS)],
        rounds_to_win=2,
    )
    out = replayed(rec)
    assert out["finished"] is True and out["winner"] == "Ann"
    assert out["rounds_won"] == {"Ann": 2, "Ben": 0}
    assert [r["winner"] for r in out["rounds"]] == ["Ann", "Ann"]
    assert [r["first_player"] for r in out["rounds"]] == ["Ann", "Ben"]
    assert out["totals"] == {"Ann": 192, "Ben": 0}  # the last round's scores
    rec["turns"].append(turn("Ben", *MISS))
    with pytest.raises(BakehouseError) as info:
        replayed(rec)
    assert str(info.value).startswith("turn 6, event 1: C13: ")


def test_replay_roll_off_decides_the_first_player_c12() -> None:
    rec = record(["Ann", "Ben", "Cy"], [turn("Ben", *MISS)])
    rec["rolloff"] = [{"Ann": 6, "Ben": 6, "Cy": 1}, {"Ann": 1, "Ben": 2, "Cy": 6}]
    out = replayed(rec)  # totals 7, 8, 7: Ben, although Cy threw highest last
    assert out["first_player"] == "Ben"
    assert out["rounds"][0]["first_player"] == "Ben"


def test_replay_roll_off_everyone_throws_every_time_c12() -> None:
    rec = record(["Ann", "Ben", "Cy"], [turn("Ann", *MISS)])
    rec["rolloff"] = [{"Ann": 6, "Ben": 6, "Cy": 1}, {"Ann": 1, "Ben": 2}]
    with pytest.raises(BakehouseError) as info:
        replayed(rec)
    assert str(info.value).startswith("rolloff throw 2: C12: ")


def test_replay_roll_off_still_tied_before_the_first_turn_c12() -> None:
    rec = record(["Ann", "Ben"], [turn("Ann", *MISS)])
    rec["rolloff"] = [{"Ann": 4, "Ben": 4}, {"Ann": 2, "Ben": 2}]
    with pytest.raises(BakehouseError) as info:
        replayed(rec)
    assert str(info.value).startswith("rolloff throw 3: C12: ")
    rec["turns"] = []  # a game still at its roll-off
    out = replayed(rec)
    assert out["first_player"] is None and out["turns"] == [] and out["finished"] is False


def test_replay_roll_off_after_it_is_decided_is_refused() -> None:
    rec = record(["Ann", "Ben"], [turn("Ben", *MISS)])
    rec["rolloff"] = [{"Ann": 2, "Ben": 4}, {"Ann": 2, "Ben": 2}]
    with pytest.raises(BakehouseError) as info:
        replayed(rec)
    assert str(info.value).startswith("rolloff throw 2: C12: ")
