"""Classic Damn Straight (C1-C15): the text's worked examples and every ruling.

Tests go through the public state protocol (``apply``, ``legal_actions``,
``chance_dice``, ``turn_log``, ``round_summaries``).  Every refusal is checked
to carry its ruling id and to leave the state exactly as it was (A3).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engine.actions import RISK, ROLL, STOP, Action, Bank, Out, Rack, Source, Swap, Throw
from engine.dice import Die, DieKind, parse_dice
from engine.errors import BakehouseError, IllegalActionError
from engine.game import CHANCE, TERMINAL
from engine.games.classic import ClassicState, PadEntry, pad_value_text, rack_value
from engine.rulesets import get_ruleset

CLASSIC = get_ruleset("classic")
ALICE, BOB, CHARLIE = 0, 1, 2

# A miss on a first throw: no 1 anywhere.
MISS6 = "2 2 3 4 5 6*"


# -- helpers (also used by test_classic_rounds.py and test_records.py) -------------
def new(n_players: int = 2, first_seat: int = 0, **options: Any) -> ClassicState:
    state = CLASSIC.new_state(n_players, options, first_seat)
    assert isinstance(state, ClassicState)
    return state


def act(move: str) -> Action:
    """One move in a short notation: "throw 1 2 3 4 5 6*", "rack 1 2",
    "rack 3 from bank", "bank 2 3", "swap 5", "out 4", "risk", "stop", "roll"."""
    word, _, rest = move.partition(" ")
    if word == "throw":
        return Throw(parse_dice(rest))
    if word == "rack":
        if rest.endswith(" from bank"):
            return Rack(parse_dice(rest[: -len(" from bank")]), Source.BANK)
        return Rack(parse_dice(rest), Source.THROW)
    if word == "bank":
        return Bank(parse_dice(rest))
    if word == "out":
        return Out(parse_dice(rest))
    if word == "swap":
        return Swap(int(rest))
    return {"risk": RISK, "stop": STOP, "roll": ROLL}[word]


def play(state: ClassicState, *moves: str) -> ClassicState:
    for move in moves:
        state.apply(act(move))
    return state


def event(move: str) -> dict[str, Any]:
    """The match-record event of a move (written by hand, not by the engine)."""
    word, _, rest = move.partition(" ")
    if word in ("risk", "stop"):
        return {word: True}
    if word == "rack" and rest.endswith(" from bank"):
        return {"rack": rest[: -len(" from bank")], "from": "bank"}
    return {word: rest}


def snapshot(state: ClassicState) -> dict[str, Any]:
    """Everything a state holds, comparable by value."""
    data = {k: v for k, v in state.__getstate__().items() if k != "rounds"}
    data["rounds"] = state.round_summaries()
    return copy.deepcopy(data)


def refused(state: ClassicState, move: str | Action, ruling: str) -> BakehouseError:
    """The move is refused citing ``ruling`` and nothing changes (A3)."""
    action = act(move) if isinstance(move, str) else move
    before = snapshot(state)
    legal_before = state.legal_actions()
    with pytest.raises(BakehouseError) as info:
        state.apply(action)
    err = info.value
    assert err.ruling == ruling, str(err)
    assert str(err).startswith(f"{ruling}: "), str(err)
    assert snapshot(state) == before
    assert state.legal_actions() == legal_before
    assert action not in legal_before
    return err


def entries(state: ClassicState, seat: int, round_index: int = -1) -> list[str]:
    return [e.text for e in state.round_summaries()[round_index].entries[seat]]


def scores(state: ClassicState, round_index: int = -1) -> tuple[int, ...]:
    return state.round_summaries()[round_index].scores


def biscuits(state: ClassicState, round_index: int = -1) -> tuple[int | None, ...]:
    return state.round_summaries()[round_index].biscuits


def dice(text: str) -> list[Die]:
    return list(parse_dice(text))


#: a whole turn that scores exactly these points (and ends the turn)
SCORING_TURNS: dict[int, tuple[str, ...]] = {
    1: ("throw 1 3 3 4 5 6*", "rack 1", "stop"),
    2: ("throw 1 2 4 4 5 6*", "rack 1 2", "stop"),
    4: ("throw 1 2 3 5 5 6*", "rack 1 2 3", "stop"),
    8: ("throw 1 2 3 4 6 6*", "rack 1 2 3 4", "stop"),
    13: ("throw 1 2 3* 5 5 6", "rack 1 2 3*", "stop"),
    16: ("throw 1 2 3 4 5 6*", "rack 1 2 3 4 5", "stop"),
    24: ("throw 1 2 3* 4 6 6", "rack 1 2 3* 4", "stop"),
    32: ("throw 1 2 3 4* 6 6", "rack 1 2 3 4*", "stop"),
    48: ("throw 1 2 3* 4 5 5", "rack 1 2 3* 4 5", "stop"),
    64: ("throw 1 2* 3 4 5 6", "rack 1 2* 3 4 5 6"),
    80: ("throw 1 2 3 4 5* 5", "rack 1 2 3 4 5*", "stop"),
    96: ("throw 1 2 3* 4 5 6", "rack 1 2 3* 4 5 6"),
    128: ("throw 1 2 3 4* 5 6", "rack 1 2 3 4* 5 6"),
    160: ("throw 1 2 3 4 5* 6", "rack 1 2 3 4 5* 6"),
    192: ("throw 1 2 3 4 5 6*", "rack 1 2 3 4 5 6*"),
}


def score_turn(state: ClassicState, points: int) -> ClassicState:
    serial = state.turn_serial
    play(state, *SCORING_TURNS[points])
    assert state.turn_serial == serial + 1
    assert state.turn_log[-1].points == points
    return state


def blank_turn(state: ClassicState) -> ClassicState:
    """A turn that scores nothing: a first-throw miss, and a stop if a biscuit
    keeps the turn open."""
    serial = state.turn_serial
    play(state, f"throw {MISS6}")
    if state.turn_serial == serial:
        play(state, "stop")
    assert state.turn_log[-1].points == 0
    return state


def losing_turn(state: ClassicState) -> ClassicState:
    """Miss, risk the biscuit, miss again: the biscuit's value is lost."""
    play(state, f"throw {MISS6}", "risk", f"throw {MISS6}")
    return state


# -- C1, C2: rack values ----------------------------------------------------------------
# The text's table: each rack with its yeast (marked *) and its value.
RACK_TABLE = [
    ("1*", 1),
    ("1", 1),
    ("1 2", 2),
    ("1* 2", 2),
    ("1 2 3", 4),
    ("1 2*", 4),
    ("1 2 3 4", 8),
    ("1 2* 3", 8),
    ("1 2 3*", 12),
    ("1 2 3 4 5", 16),
    ("1 2* 3 4", 16),
    ("1 2 3* 4", 24),
    ("1* 2 3 4 5 6", 32),
    ("1 2* 3 4 5", 32),
    ("1 2 3 4*", 32),
    ("1 2 3* 4 5", 48),
    ("1 2* 3 4 5 6", 64),
    ("1 2 3 4* 5", 64),
    ("1 2 3 4 5*", 80),
    ("1 2 3* 4 5 6", 96),
    ("1 2 3 4* 5 6", 128),
    ("1 2 3 4 5* 6", 160),
    ("1 2 3 4 5 6*", 192),
]


@pytest.mark.parametrize("rack, value", RACK_TABLE)
def test_c1_rack_value_table(rack: str, value: int) -> None:
    assert rack_value(parse_dice(rack)) == value


def test_c1_empty_rack_is_worth_nothing() -> None:
    assert rack_value(()) == 0


@pytest.mark.parametrize("rack, value", [r for r in RACK_TABLE if r[1] != 12])
def test_c1_racks_score_through_play(rack: str, value: int) -> None:
    racked = rack.split(" ")
    rest = [f for f in ["1", "2", "3", "4", "5", "6"] if f not in {r.rstrip("*") for r in racked}]
    # fill the throw to six dice: the other faces, plain, plus the yeast if not racked
    throw = racked + rest
    if not any(r.endswith("*") for r in racked):
        throw[-1] = throw[-1] + "*"
    state = new()
    play(state, "throw " + " ".join(throw), "rack " + rack)
    if len(racked) < 6:
        assert state.turn_serial == 0
        play(state, "stop")
    assert state.turn_log[-1].points == value
    assert state.turn_log[-1].biscuit == value  # C10
    assert entries(state, ALICE) == [pad_value_text(value)]
    assert scores(state) == (value, 0)


def test_c2_bakers_dozen_scores_12_then_1_and_the_biscuit_is_1() -> None:
    state = play(new(), "throw 1 2 3* 5 5 6", "rack 1 2 3*")
    assert state.stop_points() == 12
    play(state, "stop")
    ts = state.turn_log[-1]
    assert (ts.seat, ts.points, ts.biscuit) == (ALICE, 13, 1)
    assert entries(state, ALICE) == ["12", "1"]
    assert scores(state) == (13, 0)
    assert biscuits(state) == (1, None)


def test_c2_losing_the_bakers_dozen_biscuit_strikes_the_1() -> None:
    state = score_turn(new(), 13)
    blank_turn(state)  # Bob
    losing_turn(state)
    assert state.turn_log[-1].points == -1
    assert entries(state, ALICE) == ["12", "~1"]
    assert scores(state)[ALICE] == 12
    assert biscuits(state)[ALICE] == 1


# -- the damn-straight example turn -----------------------------------------------------
def test_damn_straight_example_turn() -> None:
    state = new()
    play(state, "throw 2 2 4 1 3 6*", "rack 1", "bank 2 3 4 6*")
    assert state.bank == dice("2 3 4 6*") and state.rack == dice("1") and state.thrown == dice("2")
    assert state.current_player() == ALICE  # the roll is a choice
    play(state, "roll")
    assert state.current_player() == CHANCE
    assert state.chance_dice() == (DieKind.PLAIN,)  # only the duplicate 2, and it is plain
    play(state, "throw 4")
    assert not state.missed  # the 2 is in the bank: no fear of missing
    play(state, "rack 2 from bank", "throw 6", "rack 3 from bank", "throw 5")
    assert state.rack == dice("1 2 3") and state.bank == dice("4 6*") and state.thrown == dice("5")
    play(state, "rack 4 from bank", "rack 5", "rack 6* from bank")
    # six racked: the turn ends by force (C9), six loaves
    assert state.turn_serial == 1
    assert state.turn_log[-1].points == 192
    assert entries(state, ALICE) == ["(6)"]
    assert state.turn_player() == BOB and state.current_player() == CHANCE


def test_first_throw_may_rack_several_dice() -> None:
    state = play(new(), "throw 2 2 4 1 3 6*")
    assert state.is_legal(act("rack 1 2 3 4"))
    play(state, "rack 1", "rack 2", "rack 3 4")  # several rack events in one step
    assert state.rack == dice("1 2 3 4")
    assert state.stop_points() == 8


# -- turn examples 1-6 -------------------------------------------------------------------------
def test_turn_example_1_first_throw_miss_without_biscuit_ends_the_turn() -> None:
    state = play(new(), "throw 3 3 4 4 5 6*")
    assert state.turn_serial == 1
    ts = state.turn_log[-1]
    assert (ts.seat, ts.points, ts.biscuit) == (ALICE, 0, None)
    assert entries(state, ALICE) == []  # C10: a zero is not written
    assert state.turn_player() == BOB and state.current_player() == CHANCE


def test_turn_example_2_rack_the_ace_and_stop_for_a_biscuit() -> None:
    state = play(new(), "throw 1 3 4* 4 6 6", "rack 1", "stop")
    ts = state.turn_log[-1]
    assert (ts.points, ts.biscuit) == (1, 1)
    assert entries(state, ALICE) == ["1"]


def test_turn_example_2_rolling_again_and_missing_leaves_no_biscuit() -> None:
    state = play(new(), "throw 1 3 4* 4 6 6", "rack 1", "throw 3 3 4* 5 6")
    ts = state.turn_log[-1]
    assert (ts.points, ts.biscuit) == (0, None)
    assert biscuits(state) == (None, None)


def test_turn_examples_3_and_4_bank_the_3_and_yeasty_4_then_a_loaf() -> None:
    state = play(new(), "throw 1 3 4* 4 6 6", "rack 1", "bank 3 4*")
    assert state.thrown == dice("4 6 6")
    play(state, "roll")
    assert state.chance_dice() == (DieKind.PLAIN,) * 3
    play(state, "throw 2 3 4", "rack 2")
    play(state, "throw 1 1")  # a pair of aces: the 3 in the bank saves it
    assert not state.missed
    play(state, "rack 3 from bank", "throw 2 6", "rack 4* from bank")
    assert state.stop_points() == 32
    play(state, "stop")
    ts = state.turn_log[-1]
    assert (ts.points, ts.biscuit) == (32, 32)
    assert entries(state, ALICE) == ["(1)"]


def _example_5_start() -> ClassicState:
    """Biscuit 1 point, rack 1, bank 2, roll 4 4 5 6: rack 2, bank 4 5 6."""
    state = score_turn(new(), 1)
    blank_turn(state)  # Bob
    play(state, "throw 1 2 3 3 3 6*", "rack 1", "bank 2", "throw 4 4 5 6*")
    assert state.biscuit == 1
    play(state, "rack 2 from bank", "bank 4 5 6*")
    assert state.chance_dice() == (DieKind.PLAIN,)  # the next throw: the other 4, plain
    return state


def test_turn_example_5_first_roll_hits_the_three() -> None:
    state = play(_example_5_start(), "throw 3", "rack 3", "rack 4 5 6* from bank")
    assert state.turn_log[-1].points == 192
    assert entries(state, ALICE, 0) == ["1", "(6)"]
    # 193 to 0: Bob cannot catch up with one turn, the round ends at once (C11)
    assert state.round_summaries()[0].winner == ALICE


def test_turn_example_5_second_roll_after_risking_the_small_biscuit() -> None:
    state = play(_example_5_start(), "throw 4")
    assert state.missed and state.turn_serial == 2
    assert set(state.legal_actions()) >= {RISK, STOP}
    play(state, "risk", "throw 3", "rack 3", "rack 4 5 6* from bank")
    assert state.turn_log[-1].points == 192
    assert biscuits(state, 0)[ALICE] == 192


def test_turn_example_5_second_roll_misses_and_loses_the_biscuit() -> None:
    state = play(_example_5_start(), "throw 4", "risk", "throw 6")
    ts = state.turn_log[-1]
    assert (ts.seat, ts.points, ts.biscuit) == (ALICE, -1, 1)
    assert entries(state, ALICE) == ["~1"]
    assert scores(state)[ALICE] == 0


def test_turn_example_6_big_biscuit_stop_for_zero_after_a_miss() -> None:
    state = score_turn(new(), 128)
    blank_turn(state)
    play(state, "throw 2 3 4 4 5 6*")
    assert state.missed and state.turn_serial == 2
    assert state.stop_points() == 0
    play(state, "stop")
    ts = state.turn_log[-1]
    assert (ts.points, ts.biscuit) == (0, 128)
    assert entries(state, ALICE) == ["(4)"]
    assert scores(state)[ALICE] == 128


# -- the yeast swap and the permissive risking example ----------------------------------
def test_yeast_swap_example_two_and_a_half_loaves() -> None:
    state = play(new(), "throw 1 2 3 4 5 6*", "rack 1 2 3 4", "bank 5", "throw 5*")
    assert state.biscuit is None
    assert Swap(5) in state.legal_actions()
    play(state, "swap 5")  # before the racking this throw requires
    assert state.bank == dice("5*") and state.thrown == [] and state.waiting == dice("5")
    play(state, "rack 5* from bank")
    assert state.stop_points() == 80
    play(state, "stop")
    assert state.turn_log[-1].points == 80
    assert entries(state, ALICE) == ["(2+)"]


def test_yeast_swap_the_swapped_out_die_is_thrown_next() -> None:
    state = play(new(), "throw 1 2 3 4 5 6*", "rack 1 2 3 4", "bank 5", "throw 5*", "swap 5")
    refused(state, "rack 5", "C3")  # it waits for the next throw; A5: the rack's ruling (refusals.json)
    refused(state, "bank 5", "C4")  # A5: the bank's ruling
    refused(state, "roll", "C3")  # still nothing racked since the throw
    play(state, "rack 5* from bank")
    assert state.chance_dice() == (DieKind.PLAIN,)
    refused(state, "throw 6*", "C5")
    play(state, "throw 6", "rack 6")
    assert state.turn_log[-1].points == 160


def _permissive_example(risking: str) -> ClassicState:
    """Biscuit 1 point, rack 1-4, bank 5, the yeast just thrown (a 2)."""
    state = score_turn(new(biscuit_risking=risking), 1)
    blank_turn(state)
    play(state, "throw 1 2 3 4 5 6*", "rack 1 2 3 4", "bank 5", "throw 2*")
    assert state.biscuit == 1 and not state.missed
    return state


def test_permissive_example_strict_refuses_the_risk() -> None:
    state = _permissive_example("strict")
    assert RISK not in state.legal_actions()
    err = refused(state, "risk", "C8")
    assert "strict" in err.message
    play(state, "rack 5 from bank")  # must rack the 5
    assert state.stop_points() == 16


def test_permissive_example_risk_then_swap_the_yeasty_5() -> None:
    state = _permissive_example("permissive")
    assert RISK in state.legal_actions()
    play(state, "risk")
    assert state.legal_actions() == [ROLL]
    play(state, "throw 5*", "swap 5", "rack 5* from bank", "stop")
    ts = state.turn_log[-1]
    assert (ts.points, ts.biscuit) == (80, 80)
    assert entries(state, ALICE) == ["1", "(2+)"]


def test_permissive_example_risk_then_the_damn_straight() -> None:
    state = play(_permissive_example("permissive"), "risk", "throw 6*", "rack 5 from bank", "rack 6*")
    assert state.turn_log[-1].points == 192


def test_permissive_example_risk_then_a_throw_saved_by_the_bank() -> None:
    state = play(_permissive_example("permissive"), "risk", "throw 3*")
    assert not state.missed and state.turn_serial == 2
    play(state, "rack 5 from bank", "stop")
    assert state.turn_log[-1].points == 16


# -- the fine point on biscuits ------------------------------------------------------------------
def test_fine_point_biscuit_stays_after_it_is_lost() -> None:
    state = new()
    score_turn(state, 32)  # Alice: 1 loaf, biscuit 1 loaf
    blank_turn(state)
    assert biscuits(state)[ALICE] == 32
    score_turn(state, 1)  # Alice: 1 point, biscuit 1 point
    blank_turn(state)
    assert biscuits(state)[ALICE] == 1
    losing_turn(state)  # risks and loses: -1, the "1" is struck
    assert state.turn_log[-1].points == -1 and state.turn_log[-1].biscuit == 1
    assert entries(state, ALICE) == ["(1)", "~1"]
    blank_turn(state)
    losing_turn(state)  # again: -1, now written as a loss
    assert state.turn_log[-1].points == -1 and state.turn_log[-1].biscuit == 1
    assert entries(state, ALICE) == ["(1)", "~1", "-1"]
    assert scores(state)[ALICE] == 32 + 1 - 1 - 1
    assert biscuits(state)[ALICE] == 1
    blank_turn(state)
    losing_turn(state)  # no limit to the number of times
    assert entries(state, ALICE) == ["(1)", "~1", "-1", "-1"]
    assert scores(state)[ALICE] == 30


# -- C3: racking ---------------------------------------------------------------------------------
def test_c3_racking_is_in_order() -> None:
    state = play(new(), "throw 1 2 3 4 5 6*")
    refused(state, "rack 2", "C3")
    refused(state, "rack 1 3", "C3")  # nothing half-applied: the 1 is not racked either
    refused(state, "rack 2 1", "C3")
    refused(state, "rack 6*", "C3")
    play(state, "rack 1 2 3")
    refused(state, "rack 5", "C3")
    refused(state, "rack 3", "C3")  # no 3 left and the rack needs a 4


def test_c3_rack_only_dice_that_are_there() -> None:
    state = play(new(), "throw 1 2 2 4 5 6*")
    refused(state, "rack 1 1", "C3")
    refused(state, "rack 1 from bank", "C3")
    play(state, "rack 1 2")
    refused(state, "rack 3", "C3")


def test_c3_a_throw_after_which_nothing_can_be_racked_is_a_miss() -> None:
    state = play(new(), "throw 1 2 5 5 6 6*", "rack 1 2", "bank 6*", "throw 1 2 4")
    # rack 1,2 needs a 3: neither the throw nor the bank has one
    assert state.turn_serial == 1 and state.turn_log[-1].points == 0


def test_c3_racking_from_the_bank_satisfies_the_throw() -> None:
    state = play(new(), "throw 1 2 4 4 5 6*", "rack 1", "bank 2", "throw 4 4 5 6*")
    assert not state.missed
    refused(state, "stop", "C7")
    refused(state, "roll", "C3")
    play(state, "rack 2 from bank")
    assert STOP in state.legal_actions() and ROLL in state.legal_actions()
    play(state, "stop")
    assert state.turn_log[-1].points == 2


def test_c3_must_rack_before_throwing_again() -> None:
    state = play(new(), "throw 1 2 3 4 5 6*")
    assert ROLL not in state.legal_actions()
    refused(state, "roll", "C3")
    refused(state, "throw 1 2 3 4 5 6*", "C3")
    play(state, "bank 2")
    refused(state, "roll", "C3")  # banking is not racking
    play(state, "rack 1")
    assert ROLL in state.legal_actions()


def test_c3_nothing_is_racked_after_a_miss() -> None:
    state = score_turn(new(), 1)
    blank_turn(state)
    play(state, f"throw {MISS6}")
    assert state.missed
    refused(state, "rack 2", "C3")


def test_c3_nothing_is_racked_before_the_first_throw() -> None:
    state = new()
    assert state.current_player() == CHANCE and state.legal_actions() == []
    refused(state, "rack 1", "C5")
    refused(state, "stop", "C5")
    refused(state, "roll", "C5")


# -- C4, C5: banking and what is thrown next ---------------------------------------------------------
def test_c4_bank_any_face_duplicates_allowed() -> None:
    state = play(new(), "throw 1 2 2 5 5 6*", "rack 1", "bank 2 2 5 5")
    assert state.bank == dice("2 2 5 5")
    assert state.thrown == dice("6*")
    play(state, "roll")
    assert state.chance_dice() == (DieKind.YEAST,)


def test_c4_bank_only_dice_of_this_throw() -> None:
    state = play(new(), "throw 1 2 2 5 5 6*")
    refused(state, "bank 3", "C4")
    refused(state, "bank 2 2 2", "C4")
    refused(state, "bank 6", "C4")  # the 6 thrown is the yeast
    play(state, "bank 2 2")
    refused(state, "bank 2", "C4")  # already banked: no die banked twice
    play(state, "rack 1", "bank 5 6*", "throw 5")
    refused(state, "bank 2", "C4")  # dice banked before are not of this throw
    assert state.bank == dice("2 2 5 6*")


def test_c4_banking_before_racking_is_allowed() -> None:
    state = play(new(), "throw 1 2 3 4 5 6*", "bank 1", "bank 4")
    play(state, "rack 1 from bank")
    assert state.rack == dice("1") and state.bank == dice("4")


def test_c4_a_banked_die_leaves_the_bank_only_by_racking() -> None:
    state = play(new(), "throw 1 2 3 4 5 6*", "rack 1", "bank 3", "throw 2 3 3 6*")
    # the banked 3 is not thrown again: four dice were thrown, not five
    assert state.bank == dice("3")
    play(state, "rack 2", "rack 3 from bank")
    assert state.bank == []


def test_c5_the_next_throw_throws_every_die_neither_racked_nor_banked() -> None:
    state = play(new(), "throw 1 2 3 4 5 6*", "rack 1", "bank 4")
    assert state.dice_to_throw() == 4
    refused(state, "throw 2 3 5", "C5")  # thrown dice cannot be held back
    refused(state, "throw 2 3 5 6 6", "C5")
    refused(state, "throw 2 3 5 6", "C5")  # the yeast is missing
    refused(state, "throw 2 3* 5 6*", "C5")  # two yeasts
    play(state, "throw 2 3 5 6*")
    assert state.thrown == dice("2 3 5 6*")


def test_c5_once_the_yeast_is_banked_every_die_thrown_is_plain() -> None:
    state = play(new(), "throw 1 2 3 4 5 6*", "rack 1", "bank 6*")
    play(state, "roll")
    assert state.chance_dice() == (DieKind.PLAIN,) * 4
    refused(state, "throw 2 3 4 5*", "C5")
    refused(state, "throw 2 3 4", "C5")
    refused(state, "rack 2", "C5")  # at a chance node only a throw
    play(state, "throw 2 3 4 5")


def test_c5_a_turn_starts_with_six_dice_one_the_yeast() -> None:
    state = new()
    assert state.chance_dice() == (DieKind.PLAIN,) * 5 + (DieKind.YEAST,)
    refused(state, "throw 1 2 3 4 5 6", "C5")
    refused(state, "throw 1 2 3 4 5", "C5")
    refused(state, "throw 1 2 3 4 5* 6*", "C5")
    refused(state, "throw 1 2 3 4 5 6 6*", "C5")
    refused(state, Throw(()), "C5")


def test_c5_a_key_die_is_not_a_classic_die() -> None:
    state = new()
    refused(state, "throw 1 2 3 4 5 K6", "C5")


# -- C6: the yeast swap ---------------------------------------------------------------------------------
def test_c6_swap_needs_the_yeast_in_this_throw() -> None:
    state = play(new(), "throw 1 2 3 4 5 5*", "rack 1", "bank 5*", "throw 2 3 4 5")
    # the yeast is banked, a plain 5 thrown: never the other way round
    assert not any(isinstance(a, Swap) for a in state.legal_actions())
    refused(state, "swap 5", "C6")


def test_c6_swap_needs_a_banked_plain_die_of_the_yeasts_face() -> None:
    state = play(new(), "throw 1 2 3 4 5 6*", "rack 1", "bank 4", "throw 2 3 5 5*")
    refused(state, "swap 4", "C6")  # the yeast shows 5
    refused(state, "swap 5", "C6")  # no plain 5 in the bank
    refused(state, "swap 6", "C6")
    play(state, "bank 5")
    play(state, "swap 5")
    assert state.bank == dice("4 5*") and state.waiting == dice("5")


def test_c6_swap_after_racking_in_the_same_step() -> None:
    state = play(new(), "throw 1 2 3 4 5 6*", "rack 1", "bank 4", "throw 2 3 4* 5", "rack 2 3")
    assert Swap(4) in state.legal_actions()
    play(state, "swap 4", "rack 4* from bank")
    assert state.rack == dice("1 2 3 4*")
    refused(state, "swap 4", "C6")  # the yeast is gone from the throw
    play(state, "roll")
    assert sorted(state.chance_dice(), key=lambda k: k.value) == [DieKind.PLAIN, DieKind.PLAIN]


def test_c6_no_swap_before_a_throw() -> None:
    state = new()
    refused(state, "swap 5", "C5")


# -- C7: stopping ------------------------------------------------------------------------------------------
def test_c7_stop_needs_a_die_racked_since_the_last_throw() -> None:
    state = play(new(), "throw 1 2 3 4 5 6*")
    err = refused(state, "stop", "C7")
    assert "racked since the last throw" in err.message
    play(state, "rack 1", "throw 2 2 3 4 6*")
    refused(state, "stop", "C7")
    play(state, "bank 3")
    refused(state, "stop", "C7")
    play(state, "rack 2")
    play(state, "stop")
    assert state.turn_log[-1].points == 2


def test_c7_stop_for_zero_after_a_miss() -> None:
    state = score_turn(new(), 8)
    blank_turn(state)
    play(state, "throw 1 2 4 5 6 6*", "rack 1 2", "throw 2 4 5 6*")
    assert state.missed
    assert STOP in state.legal_actions()
    play(state, "stop")
    ts = state.turn_log[-1]
    assert (ts.points, ts.biscuit) == (0, 8)
    assert entries(state, ALICE) == ["8"]


# -- C8: risking ----------------------------------------------------------------------------------------------
def test_c8_risk_needs_a_biscuit() -> None:
    state = play(new(biscuit_risking="permissive"), "throw 1 2 3 4 5 6*")
    assert RISK not in state.legal_actions()
    err = refused(state, "risk", "C8")
    assert "biscuit" in err.message


def test_c8_strict_risk_only_right_after_a_miss() -> None:
    state = score_turn(new(), 2)
    blank_turn(state)
    play(state, "throw 1 3 3 4 5 6*")
    refused(state, "risk", "C8")
    play(state, "rack 1")
    refused(state, "risk", "C8")
    play(state, "throw 3 3 4 5 6*")
    assert state.missed
    assert RISK in state.legal_actions()
    play(state, "risk")
    assert state.risked


def test_c8_permissive_risk_only_before_racking_from_the_throw() -> None:
    state = score_turn(new(biscuit_risking="permissive"), 2)
    blank_turn(state)
    play(state, "throw 1 3 3 4 5 6*", "rack 1")
    err = refused(state, "risk", "C8")
    assert "before racking" in err.message


def test_c8_risk_only_once_per_turn() -> None:
    state = score_turn(new(biscuit_risking="permissive"), 2)
    blank_turn(state)
    play(state, "throw 1 3 3 4 5 6*", "risk")
    refused(state, "risk", "C8")  # not twice in one step either
    play(state, "throw 1 3 3 4 5 6*")
    err = refused(state, "risk", "C8")
    assert "once" in err.message


def test_c8_strict_risk_only_once_per_turn() -> None:
    state = score_turn(new(), 2)
    blank_turn(state)
    play(state, f"throw {MISS6}", "risk")
    refused(state, "risk", "C8")


def test_c8_after_a_risk_no_racking_and_no_stop() -> None:
    state = score_turn(new(biscuit_risking="permissive"), 2)
    blank_turn(state)
    play(state, "throw 1 2 3 4 5 6*", "risk")
    refused(state, "rack 1", "C8")
    refused(state, "stop", "C8")
    assert state.legal_actions()[-1] == ROLL


def test_c8_bank_and_swap_after_a_risk_following_a_miss() -> None:
    state = score_turn(new(), 2)
    blank_turn(state)
    play(state, "throw 1 3 3 4 5 6*", "rack 1", "bank 4", "throw 3 5 5 5*")
    assert state.missed
    play(state, "risk")
    # C8: the player may still bank and swap from that throw after the risk
    assert Bank(parse_dice("3")) in state.legal_actions()
    play(state, "bank 5")
    assert Swap(5) in state.legal_actions()
    play(state, "swap 5")
    assert state.bank == dice("4 5*") and state.waiting == dice("5")
    play(state, "roll")
    assert state.chance_dice() == (DieKind.PLAIN,) * 3  # 3, 5 thrown + 5 waiting
    play(state, "throw 2 3 6", "rack 2 3", "rack 4 5* from bank")
    assert state.stop_points() == 16 * 5
    play(state, "stop")
    assert state.turn_log[-1].points == 80


def test_c8_bank_and_swap_before_declaring_the_risk() -> None:
    state = score_turn(new(), 2)
    blank_turn(state)
    play(state, "throw 1 3 3 4 5 6*", "rack 1", "bank 4", "throw 3 5 5 5*")
    play(state, "bank 5", "swap 5", "risk", "throw 2 3 6", "rack 2 3", "rack 4 5* from bank")
    assert state.rack == dice("1 2 3 4 5*")


def test_c8_bank_after_a_permissive_risk() -> None:
    state = score_turn(new(biscuit_risking="permissive"), 2)
    blank_turn(state)
    play(state, "throw 1 2 3 4 5 6*", "risk", "bank 1 2 3")
    refused(state, "bank 4 5 6*", "C8")  # a die must be left to throw
    play(state, "bank 4 5")
    assert state.chance_dice() == (DieKind.YEAST,)
    play(state, "throw 4*", "rack 1 2 3 from bank", "rack 4*")
    assert state.stop_points() == 32


def test_c8_after_a_risk_a_miss_ends_the_turn_and_costs_the_biscuit() -> None:
    state = score_turn(new(), 24)
    blank_turn(state)
    play(state, f"throw {MISS6}", "risk", f"throw {MISS6}")
    ts = state.turn_log[-1]
    assert (ts.seat, ts.points, ts.biscuit) == (ALICE, -24, 24)
    assert scores(state) == (0, 0)
    assert entries(state, ALICE) == ["~24"]
    assert state.turn_player() == BOB


def test_c8_after_a_risk_a_stop_scores_the_rack_as_the_new_biscuit() -> None:
    state = score_turn(new(), 24)
    blank_turn(state)
    play(state, f"throw {MISS6}", "risk", "throw 1 3 3 4 5 6*", "rack 1", "stop")
    ts = state.turn_log[-1]
    assert (ts.points, ts.biscuit) == (1, 1)
    assert entries(state, ALICE) == ["24", "1"]


# -- C9: forced ends ---------------------------------------------------------------------------------------------
def test_c9_miss_without_biscuit_ends_the_turn() -> None:
    state = play(new(3), "throw 1 2 2 4 5 6*", "rack 1 2", "throw 1 1 5 6*")
    assert state.turn_serial == 1
    assert state.turn_log[-1].points == 0
    assert state.turn_player() == BOB
    assert state.current_player() == CHANCE
    refused(state, "stop", "C5")


def test_c9_six_racked_ends_the_turn() -> None:
    state = score_turn(new(), 192)
    assert state.turn_player() == BOB and state.current_player() == CHANCE
    refused(state, "stop", "C5")


def test_c9_no_die_left_to_throw_rack_from_the_bank_or_stop() -> None:
    state = play(new(), "throw 1 2 3 4 5 6*", "rack 1", "bank 2 3 4 5 6*")
    assert set(state.legal_actions()) == {Rack(parse_dice("2"), Source.BANK), STOP}
    refused(state, "roll", "C9")
    refused(state, "throw 1", "C9")
    play(state, "rack 2 from bank")
    assert set(state.legal_actions()) == {Rack(parse_dice("3"), Source.BANK), STOP}
    refused(state, "roll", "C9")
    play(state, "rack 3 4 from bank", "stop")
    assert state.turn_log[-1].points == 8


def test_c9_no_event_after_a_forced_end_belongs_to_the_turn() -> None:
    state = play(new(), f"throw {MISS6}")
    # the turn is Bob's now: Alice's next move is refused as a move at a chance node
    refused(state, "risk", "C5")


# -- C10 ---------------------------------------------------------------------------------------------------------------
def test_c10_positive_scores_written_zero_not_loss_written() -> None:
    state = score_turn(new(), 4)
    score_turn(state, 8)  # Bob
    blank_turn(state)  # Alice: 0, not written
    losing_turn(state)  # Bob loses 8: strikes the 8
    score_turn(state, 16)  # Alice
    assert entries(state, ALICE) == ["4", "(+)"]
    assert entries(state, BOB) == ["~8"]
    assert [t.points for t in state.turn_log] == [4, 8, 0, -8, 16]
    assert [t.biscuit for t in state.turn_log] == [4, 8, 4, 8, 16]
    assert biscuits(state) == (16, 8)


# -- C14: box rules -----------------------------------------------------------------------------------------------------
def test_c14_outs_refused_without_the_option() -> None:
    state = play(new(), "throw 1 2 3 4 5 6*")
    assert not any(isinstance(a, Out) for a in state.legal_actions())
    refused(state, "out 2", "C14")


def test_c14_out_straight_after_the_throw_only() -> None:
    state = play(new(box_rules=True), "throw 1 2 3 4 5 6*")
    assert Out(parse_dice("2")) in state.legal_actions()
    play(state, "out 5", "out 6*")  # several outs, before anything else
    assert state.out == dice("5 6*")
    play(state, "rack 1")
    assert not any(isinstance(a, Out) for a in state.legal_actions())
    refused(state, "out 4", "C14")


def test_c14_out_only_dice_of_the_throw() -> None:
    state = play(new(box_rules=True), "throw 1 2 3 4 5 6*")
    refused(state, "out 1 1", "C14")
    refused(state, "out 6", "C14")


def test_c14_outs_are_out_for_the_rest_of_the_turn() -> None:
    state = play(new(box_rules=True), "throw 1 2 3 4 5 6*", "out 4 6*", "rack 1 2")
    assert state.dice_to_throw() == 2
    play(state, "roll")
    # the yeast is out: both dice thrown are plain
    assert state.chance_dice() == (DieKind.PLAIN,) * 2
    play(state, "throw 3 4", "rack 3 4", "stop")
    assert state.turn_log[-1].points == 8
    # the next turn has all six dice again, the yeast among them
    assert state.chance_dice() == (DieKind.PLAIN,) * 5 + (DieKind.YEAST,)


def test_c14_a_miss_is_judged_after_the_outs() -> None:
    state = play(new(box_rules=True), "throw 1 2 3 4 5 6*")
    assert state.turn_serial == 0
    play(state, "out 1")  # the only ace left the box: a miss, no biscuit
    assert state.turn_serial == 1
    assert state.turn_log[-1].points == 0


def test_c14_a_miss_after_outs_with_a_biscuit_may_be_risked() -> None:
    state = score_turn(new(box_rules=True), 1)
    blank_turn(state)
    play(state, "throw 1 2 3 4 5 6*", "out 1")
    assert state.missed and state.turn_serial == 2
    play(state, "risk")
    assert state.chance_dice() == (DieKind.PLAIN,) * 4 + (DieKind.YEAST,)
    play(state, "throw 1 2 3 4 5*", "rack 1 2 3 4 5*", "stop")
    assert state.turn_log[-1].points == 80


def test_c14_no_out_after_a_risk() -> None:
    state = score_turn(new(box_rules=True, biscuit_risking="permissive"), 1)
    blank_turn(state)
    play(state, "throw 1 2 3 4 5 6*", "risk")
    refused(state, "out 2", "C14")


# -- C15: the scorepad -----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "points, text",
    [
        (1, "1"),
        (2, "2"),
        (4, "4"),
        (8, "8"),
        (12, "12"),
        (24, "24"),
        (16, "(+)"),
        (32, "(1)"),
        (48, "(1+)"),
        (64, "(2)"),
        (80, "(2+)"),
        (96, "(3)"),
        (128, "(4)"),
        (160, "(5)"),
        (192, "(6)"),
    ],
)
def test_c15_scorepad_texts(points: int, text: str) -> None:
    assert pad_value_text(points) == text
    assert PadEntry(points).text == text
    assert PadEntry(points, struck=True).text == "~" + text
    assert PadEntry(-points).text == "-" + text
    assert PadEntry(points).circled == text.startswith("(")


@pytest.mark.parametrize("points", sorted(SCORING_TURNS))
def test_c15_every_score_through_play_is_written_as_the_pad_shows(points: int) -> None:
    state = score_turn(new(), points)
    expected = ["12", "1"] if points == 13 else [pad_value_text(points)]
    assert entries(state, ALICE) == expected


def test_c15_struck_8() -> None:
    state = score_turn(new(), 8)
    blank_turn(state)
    losing_turn(state)
    assert entries(state, ALICE) == ["~8"]


def test_c15_loss_of_a_loaf_and_a_half_when_nothing_is_left_to_strike() -> None:
    state = score_turn(new(), 48)
    blank_turn(state)
    losing_turn(state)
    blank_turn(state)
    losing_turn(state)
    assert entries(state, ALICE) == ["~(1+)", "-(1+)"]
    assert scores(state)[ALICE] == -48
    assert state.turn_log[-1].points == -48


def test_c15_a_struck_loaf_entry() -> None:
    state = score_turn(new(), 64)
    blank_turn(state)
    losing_turn(state)
    assert entries(state, ALICE) == ["~(2)"]


# -- the protocol in a few corners -------------------------------------------------------------------------------------------
def test_legal_actions_are_all_accepted() -> None:
    state = score_turn(new(box_rules=True, biscuit_risking="permissive"), 1)
    blank_turn(state)
    play(state, "throw 1 2 3 3 5 5*")
    for action in state.legal_actions():
        probe = state.clone()
        probe.apply(action)
    assert snapshot(state.clone()) == snapshot(state)


def test_clone_is_independent() -> None:
    state = play(new(), "throw 1 2 3 4 5 6*", "rack 1")
    probe = state.clone()
    before = snapshot(state)
    play(probe, "bank 2 3", "rack 2 from bank", "stop")
    assert snapshot(state) == before


def test_turn_player_and_current_player_at_the_start() -> None:
    state = new(3, first_seat=2)
    assert state.turn_player() == 2
    assert state.current_player() == CHANCE
    assert state.first_seat == 2
    score_turn(state, 1)
    assert state.turn_player() == 0  # turns pass to the left (A1)


def test_illegal_action_error_is_a_bakehouse_error() -> None:
    state = new()
    with pytest.raises(IllegalActionError):
        state.apply(STOP)
    assert state.current_player() != TERMINAL


def test_a_turn_score_is_built_with_every_field_of_its_dataclass() -> None:
    """DSTurnScore writes its __init__ out (a direct call when compiled): the
    parameters are the dataclass's fields, in order, each one stored."""
    import dataclasses

    from engine.game import TurnEnd
    from engine.games.classic import DSTurnScore

    names = [f.name for f in dataclasses.fields(DSTurnScore)]
    values = dict(seat=1, points=7, biscuit=3, round_index=2, bakery=5, visit=True, entries=(PadEntry(7),),
                  strikes=True, rack=parse_dice("1 2"), last_throw=parse_dice("6"), end=TurnEnd.STOP)
    assert sorted(values) == sorted(names)
    by_name = DSTurnScore(**values)  # type: ignore[arg-type]
    in_order = DSTurnScore(*(values[n] for n in names if n != "end"), end=TurnEnd.STOP)  # the dataclass's order
    assert {n: getattr(by_name, n) for n in names} == values == {n: getattr(in_order, n) for n in names}
    with pytest.raises(dataclasses.FrozenInstanceError):
        by_name.points = 8  # type: ignore[misc]
