"""SB (ruleset ``sb``): rulings K1-K7, the rule text's example game, the spec example,
refusals, scoring, the end of the game, random play and exact throw odds."""

from __future__ import annotations

import copy
import json
import math
import random
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.actions import ROLL, STOP, Action, Keep, Throw
from engine.bots.sb import SBBot
from engine.dice import Die, DieKind, HmacDice, die, draw, format_dice, parse_dice
from engine.errors import IllegalActionError, InvalidInputError
from engine.game import CHANCE, TERMINAL
from engine.games.sb import SBOptions, SBState, score
from engine.rulesets import get_ruleset

SHARED = Path(__file__).resolve().parents[2].parent / "shared"


def scores(state) -> list[tuple[int, int]]:
    """The finished turns as (seat, points)."""
    return [(t.seat, t.points) for t in state.turn_log]


# -- helpers ----------------------------------------------------------------------
def T(text: str) -> Throw:
    return Throw(parse_dice(text))


def K(text: str) -> Keep:
    return Keep(parse_dice(text))


def event_action(event: dict) -> Action:
    if "throw" in event:
        return T(event["throw"])
    if "keep" in event:
        return K(event["keep"])
    assert event == {"stop": True}
    return STOP


def play(state: SBState, events: list) -> None:
    for e in events:
        state.apply(event_action(e) if isinstance(e, dict) else e)


def snapshot(state: SBState) -> dict:
    return copy.deepcopy(state.__getstate__())


def refused(state: SBState, action: Action, ruling: str, error: type = IllegalActionError) -> None:
    """The action is refused with this ruling and nothing changes (A3)."""
    before = snapshot(state)
    legal_before = state.legal_actions()
    with pytest.raises(error) as info:
        state.apply(action)
    assert info.value.ruling == ruling, str(info.value)
    assert snapshot(state) == before
    assert state.legal_actions() == legal_before
    assert not state.is_legal(action)


def new(n: int = 2, target: int = 60, first: int = 0) -> SBState:
    return get_ruleset("sb").new_state(n, {"target": target}, first)  # type: ignore[return-value]


def faces(dice) -> str:
    return format_dice(dice)


def between_turn(state: SBState, b: int) -> None:
    """A turn scoring 2 per die for ``b`` (2..8) base dice between keys 1 and 6 (20 for 8)."""
    play(state, [T("1 1 1 1 1 1 1 1 K1 K6"), K("K1 K6")])
    play(state, [T(" ".join(["3"] * b + ["1"] * (8 - b))), K(" ".join(["3"] * b))])
    if b < 8:
        state.apply(STOP)


def bust_turn(state: SBState) -> None:
    """A turn that busts (K3) after both keys and a pair are aside."""
    play(state, [T("1 1 1 1 1 1 1 1 K1 K6"), K("K1 K6"), T("2 2 1 1 1 1 1 1"), K("2 2"), T("1 2 3 4 5 6")])
    assert state.last_turn_end == "bust"


# -- registration and options -----------------------------------------------------------
def test_registered_ruleset():
    r = get_ruleset("sb")
    assert r.state_class is SBState
    assert r.events == frozenset({"throw", "keep", "stop"})
    assert r.rules_text == "sb-keys.txt"
    assert r.players_ruling == "K1"
    assert r.make_options(None, 2) == SBOptions(60)
    assert r.make_options({"target": 30}, 3) == SBOptions(30)
    assert r.options_dict(SBOptions(45)) == {"target": 45}
    with pytest.raises(InvalidInputError) as info:
        r.make_options({"target": 0}, 2)
    assert info.value.ruling == "K6"
    with pytest.raises(InvalidInputError):
        r.make_options({"goal": 10}, 2)
    with pytest.raises(InvalidInputError) as info:
        r.new_state(1)
    assert info.value.ruling == "K1"
    with pytest.raises(InvalidInputError):
        SBState(2, SBOptions(target=0))


def test_start_of_turn_is_ten_dice():
    s = new()
    assert s.current_player() == CHANCE
    assert s.turn_player() == 0
    assert s.legal_actions() == []
    assert sorted(s.chance_dice(), key=lambda k: k.value) == [DieKind.KEY] * 2 + [DieKind.PLAIN] * 8
    assert s.dice_to_throw == 10
    assert s.aside == () and s.current_throw == ()


# -- scoring (K5) ---------------------------------------------------------------
@pytest.mark.parametrize(
    "keys, base, points",
    [
        ((2, 6), [3] * 6 + [5] * 2, 20),  # full split
        ((1, 6), [2] * 7 + [1], 14),  # seven between, one equal to a key: not full
        ((1, 6), [2] * 7, 14),  # seven between, one base die never set aside
        ((2, 5), [1] * 5 + [6] * 2, 7),  # all outside
        ((1, 2), [5, 5, 5, 6, 6], 5),
        ((1, 1), [3, 3, 4, 4, 5, 5, 5], 0),  # sandwich with no base die equal
        ((1, 3), [2, 2, 3, 3, 3, 3], 4),  # equal to a key: 0
        ((4, 4), [4, 4], 8),  # sandwich: 4 per die (K5)
        ((4, 4), [4] * 7 + [5], 28),
        ((4, 4), [4] * 8, 40),  # full sandwich
        ((6, 2), [3] * 8, 20),  # keys in any order
        ((3, 5), [], 0),
    ],
)
def test_score(keys, base, points):
    assert score(keys, base) == points


def test_full_split_20_and_full_sandwich_40():
    s = new(target=1000)
    play(s, [T("3 3 3 3 4 4 4 4 K2 K2"), K("3 3 3 3 4 4 4 4")])
    assert s.stop_score is None  # K4: no stop before both keys
    play(s, [T("K1 K6")])
    assert s.legal_actions() == [K("K1"), K("K6")]
    s.apply(K("K1 K6"))
    assert scores(s) == [(0, 20)] and s.last_turn_end == "all aside"

    play(s, [T("4 4 4 4 4 4 4 4 K2 K3"), K("4 4 4 4 4 4 4 4"), T("K4 K4"), K("K4"), ])
    assert s.current_player() == 1 and s.stop_score is None
    s.apply(K("K4"))
    assert scores(s)[-1] == (1, 40)
    assert s.totals == (20, 40)

    # seven between and the eighth on a key: no full split
    play(s, [T("2 2 2 2 2 2 2 6 K1 K1"), K("2 2 2 2 2 2 2"), T("6 K1 K6"), K("K1"), T("6 K6"), K("K6")])
    assert s.current_player() == 0 and s.stop_score == 14
    s.apply(STOP)
    assert scores(s)[-1] == (0, 14)


# -- the rule text's example game -----------------------------------------------------------
# The text shows some throws loosely (e.g. "3,3,3,3,3" aside where six 3s were kept);
# its set-asides are followed, with throws of the right number of dice.
EXAMPLE = [
    ("Anna", 20, 20, [
        {"throw": "1 1 2 3 3 4 5 5 K2 K6"}, {"keep": "K6"},
        {"throw": "2 2 2 3 3 4 5 6 K5"}, {"keep": "3 3"},
        {"throw": "2 3 3 3 3 4 K4"}, {"keep": "3 3 3 3"},
        {"throw": "5 5 K5"}, {"keep": "5 5"},
        {"throw": "K2"}, {"keep": "K2"},
    ]),
    ("Barry", 7, 7, [
        {"throw": "1 1 1 2 3 5 6 6 K1 K6"}, {"keep": "1 1 1 6 6"},
        {"throw": "1 1 6 K4 K6"}, {"keep": "1 1"},
        {"throw": "4 K2 K4"}, {"keep": "K2"},
        {"throw": "4 K5"}, {"keep": "K5"}, {"stop": True},
    ]),
    ("Anna", 5, 25, [
        {"throw": "2 2 5 5 5 6 6 6 K3 K3"}, {"keep": "5 5 5"},
        {"throw": "1 3 4 6 6 K3 K4"}, {"keep": "6 6"},
        {"throw": "2 2 6 K2 K3"}, {"keep": "K2"},
        {"throw": "2 2 6 K1"}, {"keep": "K1"}, {"stop": True},
    ]),
    ("Barry", 0, 7, [
        {"throw": "2 3 3 4 4 5 5 5 K3 K4"}, {"keep": "3 3 4 4 5 5 5"},
        {"throw": "2 K1 K5"}, {"keep": "K1"},
        {"throw": "2 K1"}, {"keep": "K1"}, {"stop": True},
    ]),
    ("Anna", 4, 29, [
        {"throw": "1 2 2 3 3 3 3 4 K4 K6"}, {"keep": "2 2 3 3"},  # 2 of the 4 threes
        {"throw": "1 3 4 4 K2 K3"}, {"keep": "K3"},
        {"throw": "1 2 3 3 K5"}, {"keep": "3 3"},
        {"throw": "4 5 K1"}, {"keep": "K1"}, {"stop": True},
    ]),
    ("Barry", 20, 27, [
        {"throw": "1 1 1 2 3 4 4 4 K3 K4"}, {"keep": "4 4 4"},
        {"throw": "1 3 3 5 6 K2 K3"}, {"keep": "3 3"},
        {"throw": "3 4 6 K2 K3"}, {"keep": "K2"},
        {"throw": "5 5 5 K1"}, {"keep": "5 5 5"},
        {"throw": "K6"}, {"keep": "K6"},
    ]),
]


def test_text_example_game_turn_by_turn():
    s = new()
    seats = {"Anna": 0, "Barry": 1}
    for n, (name, points, total, events) in enumerate(EXAMPLE):
        assert s.turn_player() == seats[name] and s.current_player() == CHANCE
        for i, e in enumerate(events):
            assert len(s.turn_log) == n, f"turn {n + 1} ended early at event {i + 1}"
            s.apply(event_action(e))
        assert len(s.turn_log) == n + 1
        assert scores(s)[-1] == (seats[name], points)
        assert s.totals[seats[name]] == total
    assert s.totals == (29, 27)
    assert not s.is_terminal() and s.leader is None


def test_text_example_first_turn_details():
    s = new()
    s.apply(T("1 1 2 3 3 4 5 5 K2 K6"))
    assert s.current_player() == 0
    # three groups or a key; no roll before setting aside (K2), no stop (K4)
    assert s.legal_actions() == [K("1"), K("3"), K("5"), K("K2"), K("K6")]
    s.apply(K("K6"))
    assert s.legal_actions() == [K("K2"), ROLL]  # no base dice after a key (K2), no stop (K4)
    assert faces(s.keys_aside) == "K6" and s.base_aside == ()
    assert faces(s.step_kept) == "K6" and faces(s.throw_left) == "1 1 2 3 3 4 5 5 K2"
    assert sorted(k.value for k in s.chance_dice()) == ["key"] + ["plain"] * 8
    s.apply(T("2 2 2 3 3 4 5 6 K5"))
    s.apply(K("3"))  # one at a time: an intermediate single 3
    assert ROLL not in s.legal_actions()
    assert K("3") in s.legal_actions() and K("K5") not in s.legal_actions()
    s.apply(K("3"))
    assert s.legal_actions() == [K("2"), ROLL]
    s.apply(ROLL)
    assert s.current_player() == CHANCE
    s.apply(T("2 3 3 3 3 4 K4"))
    s.apply(K("3 3 3 3"))
    assert faces(s.base_aside) == "3 3 3 3 3 3" and s.dice_to_throw == 3
    s.apply(T("5 5 K5"))
    s.apply(K("5 5"))
    assert s.chance_dice() == (DieKind.KEY,)
    s.apply(T("K2"))
    assert s.legal_actions() == [K("K2")]
    s.apply(K("K2"))  # every die aside: the turn ends and scores (K4), no stop
    assert scores(s) == [(0, 20)] and s.last_turn_end == "all aside"
    assert s.current_player() == CHANCE and s.turn_player() == 1
    assert s.aside == () and s.stop_score is None


def test_throw_at_decision_node_is_an_implicit_roll():
    a, b = new(), new()
    for s in (a, b):
        play(s, [T("1 1 2 3 3 4 5 5 K2 K6"), K("K6")])
    a.apply(ROLL)
    a.apply(T("2 2 2 3 3 4 5 6 K5"))
    b.apply(T("2 2 2 3 3 4 5 6 K5"))
    assert snapshot(a) == snapshot(b)
    assert a.turn_moves == 4


# -- the spec example (sb.json) --------------------------------------------------------
SB_JSON_TURNS = [
    ("Ines", [
        {"throw": "2 2 3 3 3 5 6 6 K1 K6"}, {"keep": "3 3 3"},
        {"throw": "2 3 4 4 5 K2 K5"}, {"keep": "4 4"},
        {"throw": "1 2 3 K1 K4"}, {"keep": "K1"},
        {"throw": "3 3 6 K6"}, {"keep": "K6"}, {"stop": True},
    ]),
    ("Raj", [
        {"throw": "1 1 2 4 4 4 5 6 K4 K4"}, {"keep": "K4 K4"},
        {"throw": "1 2 4 4 5 5 6 6"}, {"keep": "4 4"},
        {"throw": "1 2 3 5 6 6"}, {"keep": "6 6"},
        {"throw": "2 3 4 5"},
    ]),
]


def replay_record(record: dict) -> tuple[SBState, list[str]]:
    players = record["players"]
    s = get_ruleset(record["ruleset"]).new_state(len(players), record.get("options"))
    names = []
    for turn in record["turns"]:
        assert s.turn_player() == players.index(turn["player"])
        names.append(turn["player"])
        play(s, turn["events"])
    return s, names


def test_spec_example_ines_10_raj_bust():
    record = {"ruleset": "sb", "players": ["Ines", "Raj"],
              "turns": [{"player": p, "events": ev} for p, ev in SB_JSON_TURNS]}
    s = new()
    play(s, SB_JSON_TURNS[0][1])
    assert scores(s) == [(0, 10)] and s.last_turn_end == "stop"
    play(s, SB_JSON_TURNS[1][1][:4])
    assert s.stop_score == 8  # K4 K4 and 4 4: a sandwich, 4 per die
    play(s, SB_JSON_TURNS[1][1][4:])
    assert scores(s) == [(0, 10), (1, 0)]
    assert s.last_turn_end == "bust" and faces(s.last_throw) == "2 3 4 5"
    assert s.totals == (10, 0) and not s.results().finished
    s2, _ = replay_record(record)
    assert s2.totals == (10, 0)


@pytest.mark.skipif(not (SHARED / "spec" / "examples" / "sb.json").exists(), reason="shared/ not beside the repo")
def test_spec_example_files():
    record = json.loads((SHARED / "spec" / "examples" / "sb.json").read_text(encoding="utf-8"))
    expected = json.loads((SHARED / "spec" / "examples" / "sb.replay.json").read_text(encoding="utf-8"))
    s, names = replay_record(record)
    assert [{"player": n, "points": t.points} for n, t in zip(names, s.turn_log, strict=False)] == expected["turns"]
    assert dict(zip(record["players"], s.totals, strict=False)) == expected["totals"]
    assert s.results().finished == expected["finished"]


# -- refusals (K2, K4, A3) ----------------------------------------------------------
def test_keys_and_base_dice_from_one_throw_refused():
    s = new()
    s.apply(T("1 1 2 3 3 4 5 5 K2 K6"))
    refused(s, K("3 3 K2"), "K2")
    s.apply(K("3 3"))
    refused(s, K("K2"), "K2")
    assert not any(isinstance(a, Keep) and a.dice[0].is_key for a in s.legal_actions())
    t = new()
    t.apply(T("1 1 2 3 3 4 5 5 K2 K6"))
    t.apply(K("K2"))
    refused(t, K("3 3"), "K2")
    refused(t, K("1"), "K2")
    t.apply(K("K6"))  # both keys from one throw: fine
    assert t.legal_actions() == [ROLL, STOP]


def test_single_base_die_refused():
    s = new()
    s.apply(T("1 1 2 3 3 4 5 5 K2 K6"))
    refused(s, K("2"), "K2")  # no other 2 in this throw
    refused(s, K("4"), "K2")
    refused(s, K("1 1 1"), "K2")  # more than the throw has
    refused(s, K("K3"), "K2")  # not in the throw
    s.apply(K("1"))  # allowed as an intermediate step: another 1 is in the throw
    refused(s, ROLL, "K2")
    refused(s, T("1 2 3 4 5 6 1 K1 K2"), "K2")  # an implicit roll: refused, no half-applied ROLL
    assert s.legal_actions() == [K("1"), K("3"), K("5")]  # a lone 3 or 5 is still completable


def test_no_group_with_dice_set_aside_earlier():
    s = new()
    play(s, [T("1 1 2 3 3 4 5 5 K2 K6"), K("3 3"), T("1 2 3 4 5 6 K2 K6")])
    refused(s, K("3"), "K2")  # the 3 3 aside cannot take a third 3 from a new throw
    assert s.legal_actions() == [K("K2"), K("K6")]


def test_single_base_die_refused_at_roll_and_stop():
    s = new()
    play(s, [T("1 1 2 3 3 4 5 5 K2 K6"), K("K2 K6"), T("1 1 2 3 3 4 5 6")])
    s.apply(K("1"))
    assert s.stop_score == 1 and not s.step_complete
    refused(s, STOP, "K2")
    refused(s, ROLL, "K2")
    s.apply(K("3"))  # a second lone face: still completable
    assert s.legal_actions() == [K("1"), K("3")]
    s.apply(K("3"))
    refused(s, STOP, "K2")  # the 1 is still alone
    s.apply(K("1"))
    assert s.legal_actions() == [ROLL, STOP] and s.step_complete
    assert s.stop_score == 6  # keys 2 and 6: 3 3 between (2 each), 1 1 outside (1 each)
    s.apply(STOP)
    assert scores(s) == [(0, 6)]


def test_roll_or_stop_needs_a_keep_from_the_throw():
    s = new()
    play(s, [T("1 1 2 3 3 4 5 5 K2 K6"), K("K2 K6"), T("1 1 2 3 3 4 5 6")])
    refused(s, STOP, "K2")
    refused(s, ROLL, "K2")


def test_two_of_four_of_a_face_allowed():
    s = new()
    s.apply(T("1 2 2 3 3 3 3 4 K4 K6"))
    s.apply(K("3 3"))
    assert ROLL in s.legal_actions() and K("3") in s.legal_actions()
    s.apply(K("2 2"))
    assert faces(s.throw_left) == "1 3 3 4 K4 K6"
    s.apply(ROLL)
    assert s.dice_to_throw == 6


def test_stop_without_both_keys_refused():
    s = new()
    s.apply(T("1 1 2 3 3 4 5 5 K2 K6"))
    s.apply(K("3 3"))
    refused(s, STOP, "K4")
    s.apply(T("1 2 2 3 4 5 K2 K6"))
    s.apply(K("K6"))
    refused(s, STOP, "K4")
    assert STOP not in s.legal_actions()


def test_wrong_dice_refused_with_state_unchanged():
    s = new()
    refused(s, T("1 1 2 3 3 4 5 K2 K6"), "K1")  # nine dice (A5: K1 at a turn's first throw)
    refused(s, T("1 1 2 3 3 4 5 5 6 6"), "K1")  # no keys
    refused(s, T("1 1 2 3 3 4 5 5 2 K6"), "K1")  # one key
    refused(s, T("1 1 2 3 3 4 5 5 K2 K6 K1"), "K1")
    refused(s, Throw((Die(7),) + parse_dice("1 2 3 4 5 6 1 K2 K6")), "A2", InvalidInputError)
    refused(s, T("1 1 2 3 3 4 5 5 K2 6*"), "K1", InvalidInputError)
    refused(s, K("K2"), "K1")  # nothing to keep before the throw: the dice must be thrown
    refused(s, STOP, "K1")
    refused(s, ROLL, "K1")
    s.apply(T("1 1 2 3 3 4 5 5 K2 K6"))
    s.apply(K("K2"))
    refused(s, T("1 1 2 3 3 4 5 5 K6 K1"), "K4")  # ten dice, only nine left to throw
    refused(s, T("1 1 2 3 3 4 5 5 6"), "K4")  # the key is missing
    refused(s, Keep(()), "K2", InvalidInputError)
    refused(s, Keep((die(3, DieKind.YEAST),)), "K2", InvalidInputError)
    assert s.current_player() == 0 and faces(s.keys_aside) == "K2"


def test_bust_ends_the_turn_with_zero():
    s = new()
    play(s, [T("5 5 5 5 5 5 1 2 K1 K6"), K("5 5 5 5 5 5"), T("1 2 K1 K6"), K("K1 K6")])
    assert s.stop_score == 12
    play(s, [T("1 2")])  # K3: nothing can be set aside, the 12 are lost
    assert scores(s) == [(0, 0)] and s.last_turn_end == "bust"
    assert s.current_player() == CHANCE and s.turn_player() == 1
    assert s.dice_to_throw == 10


def test_a_throw_with_a_key_never_busts():
    s = new()
    play(s, [T("5 5 5 5 5 5 5 1 K1 K6"), K("5 5 5 5 5 5 5"), T("1 K1 K6"), K("K1"), T("1 K6")])
    assert s.legal_actions() == [K("K6")]
    s.apply(K("K6"))
    assert s.legal_actions() == [ROLL, STOP]


# -- the end of the game (K6) ---------------------------------------------------------
def test_leader_caught_takes_an_extra_turn():
    s = new(2, target=10)
    between_turn(s, 8)  # Anna 20: the original leader
    assert s.leader == 0 and s.end_phase and s.turn_player() == 1
    assert s.final_turns_left == () and not s.leader_extra_turn
    between_turn(s, 8)  # Barry 20: level, so Anna is not alone in the lead
    assert s.turn_player() == 0 and s.leader_extra_turn and not s.is_terminal()
    between_turn(s, 2)  # Anna 4 more
    assert s.is_terminal() and s.current_player() == TERMINAL and s.turn_player() == -1
    r = s.results()
    assert r.finished and r.winners == (0,) and r.totals == (24, 20)
    assert s.legal_actions() == [] and s.chance_dice() == ()
    with pytest.raises(IllegalActionError):
        s.apply(T("1 1 1 1 1 1 1 1 K1 K6"))


def test_leader_passed_and_extra_turn_fails():
    s = new(2, target=10)
    between_turn(s, 5)  # 10
    between_turn(s, 6)  # 12: passes the leader
    assert s.turn_player() == 0 and s.leader_extra_turn
    bust_turn(s)
    assert s.results().winners == (1,)
    assert s.results().places == (2, 1)


def test_shared_first_place():
    s = new(2, target=10)
    between_turn(s, 8)
    between_turn(s, 8)
    bust_turn(s)  # the leader's extra turn scores 0: 20 all
    r = s.results()
    assert r.finished and r.winners == (0, 1) and r.places == (1, 1)
    assert s.winners == (0, 1)


def test_leader_alone_in_lead_no_extra_turn_and_seat_order():
    s = new(3, target=10, first=1)
    assert s.turn_player() == 1
    between_turn(s, 2)  # seat 1: 4
    between_turn(s, 2)  # seat 2: 4
    between_turn(s, 5)  # seat 0: 10, the original leader
    assert s.leader == 0 and s.turn_player() == 1 and s.final_turns_left == (2,)
    between_turn(s, 2)  # seat 1: 8
    assert s.turn_player() == 2 and s.final_turns_left == ()
    bust_turn(s)  # seat 2: 4
    assert s.is_terminal() and s.results().winners == (0,)
    assert [t.seat for t in s.turn_log] == [1, 2, 0, 1, 2]
    assert s.totals == (10, 8, 4)


def test_reaching_target_in_final_turns_makes_no_new_leader():
    s = new(3, target=10)
    between_turn(s, 5)  # seat 0 leads with 10
    between_turn(s, 8)  # seat 1: 20
    between_turn(s, 8)  # seat 2: 20
    assert s.leader == 0 and s.turn_player() == 0 and s.leader_extra_turn
    between_turn(s, 3)  # 16: still behind
    assert s.results().winners == (1, 2)


# -- random play (hypothesis) -------------------------------------------------------------
def check_invariants(s: SBState) -> None:
    totals = [0] * s.n_players
    for t in s.turn_log:
        totals[t.seat] += t.points
    assert tuple(totals) == s.totals == s.results().totals
    if s.is_terminal():
        return
    assert len(s.aside) == len(s.keys_aside) + len(s.base_aside)
    assert len(s.keys_aside) <= 2 and len(s.base_aside) <= 8
    if s.is_chance_node():
        assert len(s.aside) + len(s.chance_dice()) == 10  # K1: ten dice accounted for
        assert s.legal_actions() == []
    else:
        assert len(s.aside) + len(s.throw_left) == 10
        assert len(s.aside) - len(s.step_kept) + len(s.current_throw) == 10
        legal = s.legal_actions()
        assert legal, "a decision node always has a move"
        assert (ROLL in legal) == s.step_complete
        assert (STOP in legal) == (s.step_complete and len(s.keys_aside) == 2)
        if ROLL in legal:
            assert len(s.chance_dice()) == 10 - len(s.aside) > 0


def random_throw(rng: random.Random, s: SBState) -> Throw:
    return Throw(tuple(die(rng.randint(1, 6), k) for k in s.chance_dice()))


def random_game(seed: int, n: int, target: int, bot_seats: frozenset[int]) -> tuple[SBState, list[Action]]:
    rng = random.Random(seed)
    bot = SBBot()
    s = new(n, target, seed % n)
    actions: list[Action] = []
    for _ in range(20000):
        if s.is_terminal():
            break
        check_invariants(s)
        if s.is_chance_node():
            a: Action = random_throw(rng, s)
        elif s.current_player() in bot_seats:
            a = bot.choose(s)
            assert a in s.legal_actions()
        else:
            legal = s.legal_actions()
            a = rng.choice(legal)
            if a is ROLL and rng.random() < 0.5:
                a = random_throw(rng, s)  # a throw at a decision node: the implicit roll
        before = s.clone()
        s.apply(a)
        assert before.current_player() != TERMINAL
        actions.append(a)
    else:
        raise AssertionError("the game did not end")
    check_invariants(s)
    return s, actions


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**9),
    n=st.integers(2, 4),
    target=st.integers(1, 40),
    bots=st.frozensets(st.integers(0, 3)),
)
def test_random_play_invariants(seed, n, target, bots):
    s, actions = random_game(seed, n, target, bots)
    r = s.results()
    assert r.finished and r.winners
    best = max(r.totals)
    assert set(r.winners) == {i for i, t in enumerate(r.totals) if t == best}
    assert s.leader is not None and s.totals[s.leader] >= target
    # every seat but the leader had a turn after the leader's first reaching the target
    lead_turn = next(i for i, t in enumerate(s.turn_log) if t.seat == s.leader and sum(
        u.points for u in s.turn_log[: i + 1] if u.seat == s.leader) >= target)
    after = [t.seat for t in s.turn_log[lead_turn + 1:]]
    others = [(s.leader + i) % n for i in range(1, n)]
    assert after[: n - 1] == others
    assert after[n - 1:] in ([], [s.leader])
    # replaying the action list rebuilds the same game
    again = new(n, target, seed % n)
    for a in actions:
        again.apply(a)
    assert again.turn_log == s.turn_log and again.totals == s.totals
    assert again.results() == r


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**9), steps=st.integers(0, 60))
def test_clone_is_independent_and_refusals_change_nothing(seed, steps):
    rng = random.Random(seed)
    s = new(3, 30)
    for _ in range(steps):
        if s.is_terminal():
            break
        a = random_throw(rng, s) if s.is_chance_node() else rng.choice(s.legal_actions())
        s.apply(a)
    c = s.clone()
    before = snapshot(s)
    if not s.is_terminal():
        a = random_throw(rng, c) if c.is_chance_node() else rng.choice(c.legal_actions())
        c.apply(a)
    assert snapshot(s) == before
    # some moves that are never legal here
    for bad in (T("1"), K("K1 1"), STOP if s.is_chance_node() or STOP not in s.legal_actions() else None):
        if bad is None or s.is_legal(bad):
            continue
        with pytest.raises((IllegalActionError, InvalidInputError)):
            s.apply(bad)
        assert snapshot(s) == before


def test_bot_plays_whole_games_deterministically():
    for seed in range(20):
        src_a, src_b = HmacDice.from_int(seed), HmacDice.from_int(seed)
        games = []
        for src in (src_a, src_b):
            s = new(3, 60)
            bot = SBBot()
            moves = 0
            while not s.is_terminal():
                if s.is_chance_node():
                    s.apply(Throw(draw(src, s.chance_dice())))
                else:
                    a = bot.choose(s)
                    assert a in s.legal_actions()
                    s.apply(a)
                moves += 1
                assert moves < 5000
            games.append((s.turn_log, s.totals))
        assert games[0] == games[1]
        assert max(games[0][1]) >= 60


def test_bot_stops_when_stopping_wins():
    s = new(2, target=10)
    between_turn(s, 5)  # seat 0 leads with 10
    play(s, [T("1 1 1 1 1 1 1 1 K2 K5"), K("K2 K5"), T("3 3 3 3 3 3 1 4"), K("3 3 3 3 3 3")])
    assert s.stop_score == 12 and s.legal_actions() == [ROLL, STOP]
    assert SBBot().choose(s) == STOP  # 12 > 10 wins on a stop
    t = new(2, target=10)
    between_turn(t, 5)
    play(t, [T("1 1 1 1 1 1 1 1 K2 K5"), K("K2 K5"), T("3 3 6 6 1 2 4 5"), K("3 3 6 6")])
    assert t.stop_score == 6 and t.legal_actions() == [ROLL, STOP]
    assert SBBot().choose(t) == ROLL  # a stop loses anyway: throw on


def test_bot_keeps_one_die_at_a_time_and_ends_turns():
    s = new()
    s.apply(T("1 1 2 3 3 4 5 5 K2 K6"))
    bot = SBBot()
    a = bot.choose(s)
    assert isinstance(a, Keep) and len(a.dice) == 1
    while s.current_player() == 0:
        a = bot.choose(s)
        assert a in s.legal_actions()
        if a is ROLL:
            break
        s.apply(a)
    assert a is ROLL or s.current_player() != 0


# -- exact odds from chance_outcomes --------------------------------------------------------
def test_first_throw_outcomes():
    s = new()
    outcomes = s.chance_outcomes()
    assert len(outcomes) == math.comb(13, 5) * math.comb(7, 5)  # 8 base dice x 2 keys, as multisets
    assert sum(p for _, p in outcomes) == 1
    # a key sandwich on the first throw: 1/6
    assert sum(p for t, p in outcomes if len({d.face for d in t.dice if d.is_key}) == 1) == Fraction(1, 6)
    # the first throw can never bust (K3): both keys can always be kept
    assert all(s.is_legal(t) for t, _ in outcomes[:50])
    assert all(any(d.is_key for d in t.dice) for t, _ in outcomes)


@pytest.mark.parametrize(
    "first_keep, left",
    [("1 1", 6), ("1 1 1", 5), ("1 1 2 2", 4), ("1 1 1 2 2", 3), ("1 1 2 2 3 3", 2)],
)
def test_bust_probability_brute_force_vs_closed_form(first_keep, left):
    """With both keys aside and m base dice left, P(K3 bust) = P(no face repeated) = 6!/(6-m)!/6^m."""
    s = new()
    play(s, [T("1 1 1 1 1 1 1 1 K1 K6"), K("K1 K6"), T("1 1 1 2 2 2 3 3")])
    s.apply(K(first_keep))
    s.apply(ROLL)
    assert len(s.chance_dice()) == left
    outcomes = s.chance_outcomes()
    assert sum(p for _, p in outcomes) == 1
    bust = Fraction(0)
    for throw, p in outcomes:
        c = s.clone()
        c.apply(throw)
        if c.turn_serial == 1:
            assert c.turn_log[-1].points == 0 and c.last_turn_end == "bust"
            bust += p
    assert bust == Fraction(math.perm(6, left), 6**left)
    assert s.turn_serial == 0 and s.is_chance_node()  # the probes never touched the state
