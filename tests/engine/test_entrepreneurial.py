"""Entrepreneurial Damn Straight (entrepreneurial-damn-straight.txt, rulings E1-E8
on top of C1-C15): the text's examples, whole match records replayed through
``engine.record.replay`` and ``engine.replay.report``, refusals (each names its
ruling and leaves the state as it was), random play with invariants, and exact
probabilities.

The expected reports under tests/records/entrepreneurial/ (NAME.replay.json)
were worked out by hand from the rules, not copied from the engine's output.
"""

from __future__ import annotations

import itertools
import json
import random
import subprocess
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import ROLL, STOP, VISIT, Action, Bank, Out, Rack, Risk, Roll, Source, Stop, Swap, Throw, Visit
from engine.dice import DieKind, HmacDice, die, draw, parse_dice
from engine.errors import IllegalActionError, RecordError
from engine.game import CHANCE, TERMINAL
from engine.games.classic import LOAF, DSTurnScore, PadEntry, TurnEnd
from engine.games.entrepreneurial import EntrepreneurialState, bakery_value, committed, is_bakery
from engine.record import Replay, event_json, from_json, replay
from engine.replay import report
from engine.rolloff import Rolloff
from engine.rulesets import get_ruleset

ROOT = Path(__file__).resolve().parents[2]
RECORDS = ROOT / "tests" / "records" / "entrepreneurial"
RECORD_NAMES = sorted(p.stem for p in RECORDS.glob("*.json") if not p.name.endswith(".replay.json"))


# -- building records ---------------------------------------------------------------
def th(dice: str) -> dict:
    return {"throw": dice}


def rk(dice: str, bank: bool = False) -> dict:
    return {"rack": dice, "from": "bank"} if bank else {"rack": dice}


def bk(dice: str) -> dict:
    return {"bank": dice}


def sw(face: str) -> dict:
    return {"swap": face}


STOP_E = {"stop": True}
RISK_E = {"risk": True}
VISIT_E = {"visit": True}
MISS = th("2 3 4 5 6 6*")  # no 1, no k dice of face k: a miss on a first throw (C3, E1)


def turn(player: str, *events: dict) -> dict:
    return {"player": player, "events": list(events)}


def record(*turns: dict, players: tuple[str, ...] = ("Ann", "Bob"), ruleset: str = "entrepreneurial", **options: Any) -> dict:
    data: dict[str, Any] = {
        "format": "bakehouse.match/1",
        "ruleset": ruleset,
        "players": list(players),
        "turns": list(turns),
    }
    if options:
        data["options"] = options
    return data


def run(data: dict) -> dict:
    return report(replay(from_json(data)))


def state_of(*turns: dict, **kw: Any) -> EntrepreneurialState:
    state = replay(from_json(record(*turns, **kw))).state
    assert isinstance(state, EntrepreneurialState)
    return state


def refusal(data: dict) -> RecordError:
    with pytest.raises(RecordError) as e:
        replay(from_json(data))
    return e.value


def dice(text: str) -> tuple:
    return parse_dice(text)


def snapshot(s: EntrepreneurialState) -> tuple:
    return (
        s.current_player(),
        s.turn_player(),
        tuple(s.rack),
        tuple(s.bank),
        tuple(s.thrown),
        tuple(s.waiting),
        tuple(s.out),
        s.at_chance,
        s.has_thrown,
        s.missed,
        s.racked_in_step,
        s.step_moves,
        s.risked,
        s.risk_in_step,
        s.yeast_out_of_play,
        s.free_turn,
        tuple(s.turn_log),
        s.turn_moves,
        tuple(s.round_summaries()),
        tuple(tuple(r.thrown) for r in s.rounds),
        tuple(s.rounds_won),
        s.winner,
        tuple(frozenset(b) for b in s.bakeries),
        tuple(tuple(sorted(b.items())) for b in s.bakery_rounds),
        tuple(sorted(s.visits_done.items())),
        tuple(s.legal_actions()),
    )


def assert_refused(state: EntrepreneurialState, action: Action, ruling: str) -> IllegalActionError:
    """The action is refused naming ``ruling`` and leaves the state as it was (A3)."""
    before = snapshot(state)
    assert not state.is_legal(action)
    assert action not in state.legal_actions()
    with pytest.raises(IllegalActionError) as e:
        state.apply(action)
    assert e.value.ruling == ruling, str(e.value)
    assert str(e.value).startswith(f"{ruling}: ")
    assert snapshot(state) == before
    return e.value


def racks(state: EntrepreneurialState) -> list[Rack]:
    return [a for a in state.legal_actions() if isinstance(a, Rack)]


# -- the ruleset --------------------------------------------------------------------
def test_registered() -> None:
    rs = get_ruleset("entrepreneurial")
    assert rs.state_class is EntrepreneurialState
    assert rs.name == "Entrepreneurial Damn Straight"
    assert rs.events == frozenset({"throw", "rack", "bank", "swap", "risk", "out", "stop", "visit"})
    assert rs.rules_text == "entrepreneurial-damn-straight.txt"
    state = rs.new_state(3, {"rounds_to_win": 2}, first_seat=1)
    assert state.turn_player() == 1 and state.current_player() == CHANCE
    assert state.chance_dice() == (DieKind.PLAIN,) * 5 + (DieKind.YEAST,)
    # visit is not an event of classic
    bad = record(turn("Ann", VISIT_E), ruleset="classic")
    with pytest.raises(RecordError) as e:
        from_json(bad)
    assert e.value.place == "turn 1, event 1"


def test_helpers() -> None:
    assert committed(dice("1"), dice("1"))  # the text's example
    assert committed(dice("1 1"), ())
    assert committed((), dice("5 5*"))  # two in the bank alone
    assert not committed(dice("1 2 3"), dice("4 5 6*"))
    assert is_bakery(dice("3 3 3 3 3* 3")) and not is_bakery(dice("3 3 3 3 3")) and not is_bakery(dice("1 2 3 4 5 6"))
    # E3: face x 32; a loaf more when the yeast is the last die racked, never for 6s
    assert bakery_value(dice("2 2 2 2 2 2*")) == 3 * LOAF
    assert bakery_value(dice("2* 2 2 2 2 2")) == 2 * LOAF
    assert bakery_value(dice("4 4 4 4 4 4")) == 4 * LOAF
    assert bakery_value(dice("1 1 1 1 1 1*")) == 2 * LOAF
    assert bakery_value(dice("5 5 5 5 5 5*")) == 6 * LOAF
    assert bakery_value(dice("6 6 6 6 6 6*")) == 6 * LOAF
    assert bakery_value(dice("6* 6 6 6 6 6")) == 6 * LOAF


# -- whole records --------------------------------------------------------------------
@pytest.mark.parametrize("name", RECORD_NAMES)
def test_record_reports(name: str) -> None:
    data = json.loads((RECORDS / f"{name}.json").read_text())
    expected = json.loads((RECORDS / f"{name}.replay.json").read_text())
    got = run(data)
    for key in ("ruleset", "players", "first_player", "finished", "winner", "totals", "turns", "rounds", "rounds_won", "bakeries"):
        assert got[key] == expected[key], key
    assert got == expected


def test_records_present() -> None:
    assert {"e2-text-example", "long-round-visits", "bakery-or-bust", "e8-no-early-end", "three-players-finished"} <= set(
        RECORD_NAMES
    )


def test_cli_replay(tmp_path: Path) -> None:
    path = RECORDS / "long-round-visits.json"
    out = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(path)], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == json.loads((RECORDS / "long-round-visits.replay.json").read_text())
    bad = record(turn("Ann", th("1 1 2 6 6 6*"), rk("1"), bk("1"), th("2 3 4 5*"), rk("2 3 4 5*")))
    bad_path = tmp_path / "bad.json"
    bad_path.write_text(json.dumps(bad))
    out = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(bad_path)], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 2 and out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("turn 1, event 5: E2: ")


def test_record_written_back_replays_the_same() -> None:
    """The actions of a replayed record, written as events again, give the same record."""
    for name in RECORD_NAMES:
        data = json.loads((RECORDS / f"{name}.json").read_text())
        for t in data["turns"]:
            for e in t["events"]:
                rec = from_json(record(turn(t["player"], e), players=tuple(data["players"])))
                assert event_json(rec.turns[0].events[0].action) == e


# -- the text's examples ---------------------------------------------------------------
def test_text_example_rack_1_bank_1_throw_2345() -> None:
    """rack 1, bank 1, throw 2,3,4,5 (yeast 5): the 2,3,4,5 cannot be racked for two and a
    half loaves (E2); the banked 1 can, making a 1-bakery rack."""
    s = state_of(turn("Ann", th("1 1 2 6 6 6*"), rk("1"), bk("1"), th("2 3 4 5*")))
    assert s.is_committed and not s.missed
    assert racks(s) == [Rack((die(1),), Source.BANK)]
    assert STOP not in s.legal_actions() and ROLL not in s.legal_actions()
    for text in ("2 3 4 5*", "2", "2 3"):
        err = assert_refused(s, Rack(dice(text)), "E2")
        assert "committed" in err.message
    # the same throw with the 1 racked instead of banked: a straight of two and a half loaves
    t = state_of(turn("Ann", th("1 1 2 6 6 6*"), rk("1"), th("2 3 4 5* 1")))
    t.apply(Rack(dice("2 3 4 5*")))
    assert t.stop_points() == 80
    # racking the banked 1 is bakery racking; a stop then scores 0 (E2)
    s.apply(Rack(dice("1"), Source.BANK))
    assert s.rack == list(dice("1 1")) and s.stop_points() == 0
    s.apply(STOP)
    assert s.turn_log[-1] == DSTurnScore(
        0, 0, None, 0, None, False, rack=dice("1 1"), last_throw=dice("2 3 4 5*"), end=TurnEnd.STOP_UNFINISHED
    )
    assert s.round.entries[0] == [] and s.turn_player() == 1
    # as a record: refused at the rack event, naming E2
    err = refusal(record(turn("Ann", th("1 1 2 6 6 6*"), rk("1"), bk("1"), th("2 3 4 5*"), rk("2 3 4 5*"))))
    assert err.place == "turn 1, event 5" and err.ruling == "E2"
    assert str(err).startswith("turn 1, event 5: E2: ")


def test_text_bakery_values() -> None:
    """Six 2s: two loaves; six 2s with the yeast racked last: three; six 4s: four."""
    cases = [("2 2 2 2 2 2*", "2* 2 2 2 2 2", 64, "(2)"), ("2 2 2 2 2 2*", "2 2 2 2 2 2*", 96, "(3)"),
             ("4 4 4 4 4 4*", "4 4 4* 4 4 4", 128, "(4)")]
    for throw, rack, points, entry in cases:
        rep = run(record(turn("Ann", th(throw), rk(rack))))
        assert rep["turns"] == [{"player": "Ann", "points": points, "biscuit": points}]
        assert rep["rounds"][0]["entries"]["Ann"] == [entry]
        assert rep["bakeries"] == {"Ann": [points // LOAF], "Bob": []}


def test_text_rack_the_yeasty_three_early() -> None:
    """The owner of a four bakery racks the yeasty 3 early to get a three bakery, not a
    promoted one (the text's Multiple Bakery Ownership example)."""
    early = run(record(turn("Ann", th("3 3 3 3 3 3*"), rk("3* 3 3"), rk("3 3 3"))))
    late = run(record(turn("Ann", th("3 3 3 3 3 3*"), rk("3 3 3"), rk("3 3 3*"))))
    assert early["turns"][0]["points"] == 96 and early["bakeries"]["Ann"] == [3]
    assert late["turns"][0]["points"] == 128 and late["bakeries"]["Ann"] == [4]


# -- E1: starting a bakery rack -----------------------------------------------------------
def test_k_bakery_start_needs_k_dice_in_one_step() -> None:
    s = state_of(turn("Ann", th("3 3 3 4 5 6*")))
    assert not s.missed  # E1: three 3s can start a 3-bakery rack
    assert racks(s) == [Rack((die(3),), Source.THROW)]
    s.apply(Rack(dice("3")))
    acts = s.legal_actions()
    assert ROLL not in acts and STOP not in acts and Rack((die(3),), Source.THROW) in acts
    assert_refused(s, ROLL, "E1")
    assert_refused(s, STOP, "E1")
    assert_refused(s, Throw(dice("1 2 4 5 6*")), "E1")
    assert_refused(s, Rack(dice("4")), "E1")
    s.apply(Rack(dice("3")))
    assert_refused(s, ROLL, "E1")
    s.apply(Rack(dice("3")))
    assert ROLL in s.legal_actions() and STOP in s.legal_actions()
    assert s.is_committed and s.stop_points() == 0
    # after the start, a bakery rack grows only by its face
    s.apply(ROLL)
    s.apply(Throw(dice("3 4 5*")))
    assert racks(s) == [Rack((die(3),), Source.THROW)]
    assert_refused(s, Rack(dice("4")), "E1")
    # as a record: one 3 racked, then a throw
    err = refusal(record(turn("Ann", th("3 3 3 4 5 6*"), rk("3"), th("3 3 4 5 6*"))))
    assert err.place == "turn 1, event 3" and err.ruling == "E1"
    err = refusal(record(turn("Ann", th("3 3 3 4 5 6*"), rk("3 3"), STOP_E)))
    assert err.place == "turn 1, event 3" and err.ruling == "E1"


def test_k_bakery_start_needs_k_dice_at_hand() -> None:
    s = state_of(turn("Ann", th("1 3 3 4 5 6*")))
    assert_refused(s, Rack(dice("3")), "E1")
    assert racks(s) == [Rack((die(1),), Source.THROW)]
    assert state_of(turn("Ann", th("3 3 4 4 5 6*"))).turn_log[-1].points == 0  # a miss: nothing to rack
    # two 2s start a 2-bakery rack, four 5s do not start a 5-bakery rack
    s = state_of(turn("Ann", th("2 2 5 5 5 5*")))
    assert not s.missed and racks(s) == [Rack((die(2),), Source.THROW)]
    err = refusal(record(turn("Ann", th("2 2 5 5 5 5*"), rk("5 5 5 5*"))))
    assert err.ruling == "E1" and err.place == "turn 1, event 2"


def test_bakery_started_from_throw_and_bank() -> None:
    """E1: the k dice may come from the throw and the bank in several rack events."""
    s = state_of(turn("Ann", th("2 2 5 5 6 4*"), bk("2")))
    assert racks(s) == [Rack((die(2),), Source.THROW), Rack((die(2),), Source.BANK)]
    s.apply(Rack(dice("2")))
    assert_refused(s, ROLL, "E1")
    s.apply(Rack(dice("2"), Source.BANK))
    assert s.rack == list(dice("2 2")) and ROLL in s.legal_actions()
    # after a miss and a risk: two 4s banked, two thrown make a 4-bakery start
    rep = run(json.loads((RECORDS / "bakery-or-bust.json").read_text()))
    assert rep["turns"][2] == {"player": "Ann", "points": 160, "biscuit": 160}
    # three of the four 4s banked after a miss and a risk, the fourth thrown
    s = state_of(
        turn("Ann", th("1 2 3 5 5 6*"), rk("1"), STOP_E),
        turn("Bob", MISS),
        turn("Ann", th("4 4 4 2 3 6*"), RISK_E, bk("4 4 4")),
    )
    s.apply(ROLL)
    s.apply(Throw(dice("4 1 6*")))
    assert not s.missed
    assert Rack((die(4),), Source.BANK) in racks(s) and Rack((die(1),), Source.THROW) in racks(s)
    s.apply(Rack(dice("4 4 4"), Source.BANK))
    assert_refused(s, ROLL, "E1")
    s.apply(Rack(dice("4")))
    assert s.rack == list(dice("4 4 4 4")) and ROLL in s.legal_actions()


def test_swap_may_not_strand_a_bakery_start() -> None:
    """A yeast swap that would leave a k-bakery start unfinishable in its step is refused
    (E1); before the fix the player was left with no legal action at all."""
    s = state_of(
        turn("Ann", th("1 2 3 5 5 6*"), rk("1"), STOP_E),
        turn("Bob", MISS),
        turn("Ann", th("3 4 4 5 5 6*"), RISK_E, bk("3"), th("3 3* 4 5 6"), rk("3")),
    )
    assert s.rack == list(dice("3")) and s.bank == list(dice("3"))
    assert Swap(3) not in s.legal_actions()
    assert_refused(s, Swap(3), "E1")
    s.apply(Rack(dice("3*")))
    s.apply(Rack(dice("3"), Source.BANK))
    assert s.rack == list(dice("3 3* 3")) and ROLL in s.legal_actions()
    # the same swap with enough 3s left is allowed
    t = state_of(
        turn("Ann", th("1 2 3 5 5 6*"), rk("1"), STOP_E),
        turn("Bob", MISS),
        turn("Ann", th("3 4 4 5 5 6*"), RISK_E, bk("3"), th("3 3 3* 5 6"), rk("3")),
    )
    t.apply(Swap(3))
    assert t.waiting == [die(3)] and die(3, DieKind.YEAST) in t.bank
    t.apply(Rack(dice("3")))
    t.apply(Rack(dice("3*"), Source.BANK))
    assert ROLL in t.legal_actions()
    for a in t.legal_actions():
        assert t.is_legal(a)



def test_throw_that_can_start_a_bakery_is_not_a_miss() -> None:
    for throw in ("2 2 3 4 5 6*", "3 3 3 4 5 6*", "2 4 4 4 4 6*", "2 5 5 5 5 5*", "6 6 6 6 6 6*"):
        s = state_of(turn("Ann", th(throw)))
        assert not s.missed and s.current_player() == 0, throw
    for throw in ("2 3 4 5 6 6*", "3 3 4 4 4 6*", "2 5 5 5 5 6*", "2 6 6 6 6 6*"):
        s = state_of(turn("Ann", th(throw)))
        assert s.turn_log and s.turn_log[-1].points == 0, throw  # a miss with no biscuit ends the turn


def test_lone_one_keeps_straight_and_one_bakery_open() -> None:
    base = turn("Ann", th("1 2 4 4 5 6*"), rk("1"), th("1 2 3 5 6*"))
    s = state_of(base)
    assert not s.is_committed
    assert set(racks(s)) == {Rack((die(1),), Source.THROW), Rack((die(2),), Source.THROW)}
    # a straight: 1, 2
    s.apply(Rack(dice("2")))
    assert_refused(s, Rack(dice("1")), "C3")
    s.apply(STOP)
    assert s.turn_log[-1].points == 2
    # a 1-bakery rack: 1, 1; then only 1s, and the straight is gone (E2)
    s = state_of(base)
    s.apply(Rack(dice("1")))
    assert s.is_committed and s.stop_points() == 0
    assert_refused(s, Rack(dice("2")), "E1")
    rep = run(json.loads((RECORDS / "long-round-visits.json").read_text()))
    assert rep["turns"][3] == {"player": "Ann", "points": 64, "biscuit": 64}  # 1s with the yeast last: promoted


# -- E2: commitment -------------------------------------------------------------------------
def test_commitment_by_banking_a_second_die_of_a_racked_face() -> None:
    s = state_of(turn("Ann", th("1 2 3 3 5 6*"), rk("1 2 3")))
    assert not s.is_committed and s.stop_points() == 4
    s.apply(Bank(dice("3")))
    assert s.is_committed and s.stop_points() == 0
    s.apply(STOP)
    assert s.turn_log[-1].points == 0 and s.round.biscuits[0] is None and s.round.entries[0] == []
    # a committed straight rack can never grow: the next throw is a miss (E2)
    t = state_of(turn("Ann", th("1 2 3 3 5 6*"), rk("1 2 3"), bk("3"), th("4 4*")))
    assert t.turn_log[-1].points == 0 and t.turn_player() == 1


def test_racking_a_thrown_die_whose_face_is_banked_commits() -> None:
    """E2: commitment is judged before each move: racking a thrown 2 with a 2 in the bank
    is straight racking, and commits the player once done."""
    base = turn("Ann", th("1 2 3* 5 5 6"), rk("1"), bk("2 3*"), th("2 4 6"))
    s = state_of(base)
    assert not s.is_committed
    s.apply(Rack(dice("2")))
    assert s.is_committed and s.rack == list(dice("1 2"))
    assert_refused(s, Rack(dice("3*"), Source.BANK), "E2")
    assert_refused(s, Rack(dice("2"), Source.BANK), "E2")
    s.apply(STOP)
    assert s.turn_log[-1].points == 0
    # racked from the bank instead, the 2 keeps the straight: 1, 2, 3* is a baker's dozen
    rep = run(record(turn("Ann", *base["events"], rk("2", bank=True), rk("3*", bank=True), STOP_E)))
    assert rep["turns"] == [{"player": "Ann", "points": 13, "biscuit": 1}]
    assert rep["rounds"][0]["entries"]["Ann"] == ["12", "1"]
    # within one rack event the dice go in the order written: the thrown 4 commits, so the
    # 5* after it is refused, and nothing of the event is applied
    s = state_of(turn("Ann", th("1 2 3 4 6 6*"), rk("1 2 3"), bk("4"), th("4 5*")))
    assert_refused(s, Rack(dice("4 5*")), "E2")
    s.apply(Rack(dice("4"), Source.BANK))
    s.apply(Rack(dice("5*")))
    assert not s.is_committed and s.stop_points() == 80
    err = refusal(record(turn("Ann", th("1 2 3 4 6 6*"), rk("1 2 3"), bk("4"), th("4 5*"), rk("4 5*"))))
    assert err.place == "turn 1, event 5" and err.ruling == "E2"


def test_stop_while_committed_scores_zero_and_keeps_the_biscuit() -> None:
    rep = run(json.loads((RECORDS / "bakery-or-bust.json").read_text()))
    # Ann racks 1,2,3,4,5* with a 5 in the bank: committed, the stop scores 0
    assert rep["turns"][5] == {"player": "Ann", "points": 0, "biscuit": 160}
    s = state_of(
        turn("Ann", th("1 2 3 5 5 6*"), rk("1"), STOP_E),
        turn("Bob", MISS),
        turn("Ann", th("1 2 3 4 5 5*"), rk("1 2 3 4"), bk("5"), rk("5*")),
    )
    assert s.is_committed and s.stop_points() == 0 and STOP in s.legal_actions()
    s.apply(STOP)
    assert s.turn_log[-1] == DSTurnScore(
        0, 0, 1, 0, None, False, rack=dice("1 2 3 4 5*"), last_throw=dice("1 2 3 4 5 5*"), end=TurnEnd.STOP_UNFINISHED
    )
    assert s.round.scores == [1, 0] and [e.text for e in s.round.entries[0]] == ["1"]


def test_committed_miss_judged_on_bakery_racking_only() -> None:
    # rack 1,1: a throw with 2, 3, 4, 5 is a miss (E2)
    s = state_of(turn("Ann", th("1 1 2 6 6 6*"), rk("1 1"), th("2 3 4 5*")))
    assert s.turn_log[-1].points == 0 and s.turn_player() == 1
    # rack 4,4,4,4: a throw of 1, 2 is a miss
    s = state_of(turn("Ann", th("4 4 4 4 1 2*"), rk("4 4 4 4"), th("1 2*")))
    assert s.turn_log[-1].points == 0


# -- E3: promotion -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "events, points",
    [
        ((rk("3 3"), rk("3 3 3* 3")), 96),
        ((rk("3 3"), rk("3 3 3 3*")), 128),
        ((rk("3 3 3"), bk("3 3 3*"), rk("3* 3 3", bank=True)), 96),
        ((rk("3 3 3"), bk("3 3 3*"), rk("3 3 3*", bank=True)), 128),
        ((rk("3* 3 3 3 3 3"),), 96),
        ((rk("3 3 3 3 3 3*"),), 128),
    ],
)
def test_promotion_by_rack_order(events: tuple, points: int) -> None:
    rep = run(record(turn("Ann", th("3 3 3 3 3 3*"), *events)))
    assert rep["turns"] == [{"player": "Ann", "points": points, "biscuit": points}]
    assert rep["bakeries"]["Ann"] == [points // LOAF]
    assert rep["rounds"][0]["entries"]["Ann"] == [f"({points // LOAF})"]


def test_promotion_across_throws() -> None:
    # the yeast racked last, alone after its own throw: promoted
    rep = run(record(turn("Ann", th("5 5 5 5 5 1*"), rk("5 5 5 5 5"), th("5*"), rk("5*"))))
    assert rep["turns"] == [{"player": "Ann", "points": 192, "biscuit": 192}]
    assert rep["rounds"][0]["entries"]["Ann"] == ["(6)"] and rep["bakeries"]["Ann"] == [6]
    # the yeast racked early, a plain 5 last: not promoted
    rep = run(record(turn("Ann", th("5 5 5 5 5* 1"), rk("5 5 5 5 5*"), th("5"), rk("5"))))
    assert rep["turns"] == [{"player": "Ann", "points": 160, "biscuit": 160}]
    assert rep["rounds"][0]["entries"]["Ann"] == ["(5)"] and rep["bakeries"]["Ann"] == [5]


def test_six_sixes_never_promoted() -> None:
    for order in ("6 6 6 6 6 6*", "6* 6 6 6 6 6", "6 6 6* 6 6 6"):
        rep = run(record(turn("Ann", th("6 6 6 6 6 6*"), rk(order))))
        assert rep["turns"] == [{"player": "Ann", "points": 192, "biscuit": 192}]
        assert rep["rounds"][0]["entries"]["Ann"] == ["(6)"] and rep["bakeries"]["Ann"] == [6]
    # six 6s built up over throws (a miss, a risk, 6s banked), the yeast racked last
    rep = run(record(*_ann_with_biscuit_1(), turn("Ann", th("6 6 6 6 5 4*"), RISK_E, bk("6 6 6 6"), th("6 6*"),
                                                  rk("6 6 6 6", bank=True), rk("6 6*"))))
    assert rep["turns"][-1] == {"player": "Ann", "points": 192, "biscuit": 192}
    assert rep["rounds"][0]["entries"]["Ann"] == ["1", "(6)"] and rep["bakeries"]["Ann"] == [6]


# -- E4 / E5: the free turn and ownership ------------------------------------------------------
def test_free_turn_without_round_win_check() -> None:
    s = state_of(turn("Ann", th("6 6 6 6 6 6*"), rk("6 6 6 6 6 6*")))
    # Ann is alone in the lead with six loaves, but a free turn is no start-of-turn check (E4)
    assert s.round.scores == [192, 0] and s.round.winner is None
    assert s.turn_player() == 0 and s.free_turn and s.current_player() == CHANCE
    assert s.turn_log[-1] == DSTurnScore(
        0, 192, 192, 0, 6, False, (PadEntry(192, bakery=True),), False, dice("6 6 6 6 6 6*"), dice("6 6 6 6 6 6*"),
        end=TurnEnd.BAKERY,
    )
    s.apply(Throw(dice("2 3 4 5 6 6*")))  # a miss with a biscuit: stop for 0
    s.apply(STOP)
    assert s.turn_player() == 1 and s.round.winner is None  # E8: Bob plays
    s.apply(Throw(dice("2 3 4 5 6 6*")))
    # Ann's turn comes round: now she wins the round
    assert s.rounds[0].winner == 0 and s.rounds_won == [1, 0] and len(s.rounds) == 2
    assert s.turn_player() == 1  # the next round starts left of the winner
    # the record refuses a free turn written for the wrong player
    err = refusal(record(turn("Ann", th("6 6 6 6 6 6*"), rk("6 6 6 6 6 6*")), turn("Bob", MISS)))
    assert err.place == "turn 2, event 1" and err.ruling == "E4"  # A5: the free turn decides
    # and an event after the completing rack
    err = refusal(record(turn("Ann", th("6 6 6 6 6 6*"), rk("6 6 6 6 6 6*"), STOP_E)))
    assert err.place == "turn 1, event 3" and err.ruling == "E4"  # a completed bakery ends the turn


def test_repeated_bakery_scores_and_gives_free_turn_but_no_second_ownership() -> None:
    s = state_of(
        turn("Ann", th("4 4 4 4 4 4*"), rk("4 4 4 4 4 4*")),  # 5 loaves (promoted)
        turn("Ann", th("5 5 5 5 5 5*"), rk("5* 5 5 5 5 5")),  # 5 loaves again
    )
    assert s.bakeries[0] == {5} and s.bakery_rounds[0] == {5: 0}
    assert [t.points for t in s.turn_log] == [160, 160] and [t.bakery for t in s.turn_log] == [5, 5]
    assert s.turn_player() == 0 and s.free_turn  # the second bakery gives a free turn too
    assert [e.text for e in s.round.entries[0]] == ["(5)", "(5)"]


def test_chained_free_turns_then_visits() -> None:
    rep = run(json.loads((RECORDS / "long-round-visits.json").read_text()))
    r1 = rep["rounds"][0]
    assert r1["winner"] == "Ann" and r1["scores"] == {"Ann": 576, "Bob": 4}
    assert [t["player"] for t in rep["turns"][:7]] == ["Ann"] * 6 + ["Bob"]


# -- E6: visits ---------------------------------------------------------------------------------
def _owner_of_1_2_4_5() -> list[dict]:
    """Ann wins bakeries of 1, 2, 4 and 5 loaves in round 1 and the round; round 2 starts with Bob."""
    return [
        turn("Ann", th("1 1 1 1 1 1*"), rk("1* 1 1 1 1 1")),
        turn("Ann", th("2 2 2 2 2 2*"), rk("2* 2 2 2 2 2")),
        turn("Ann", th("4 4 4 4 4 4*"), rk("4* 4 4 4 4 4")),
        turn("Ann", th("5 5 5 5 5 5*"), rk("5* 5 5 5 5 5")),
        turn("Ann", MISS, STOP_E),
        turn("Bob", MISS),
        turn("Bob", MISS),  # round 2
    ]


def test_no_visit_in_the_round_the_bakery_was_won() -> None:
    turns = _owner_of_1_2_4_5()
    s = state_of(*turns[:4])
    assert s.bakeries[0] == {1, 2, 4, 5} and s.visitable() == []
    assert s.current_player() == CHANCE and s.legal_actions() == []
    assert_refused(s, VISIT, "E6")
    # Bob's turn in round 1: he owns nothing
    s = state_of(*turns[:5])
    assert s.turn_player() == 1 and s.current_player() == CHANCE
    assert_refused(s, VISIT, "E6")
    # Ann's turn would come round in round 1 only after her round win
    s = state_of(*turns[:6])
    assert s.rounds[0].winner == 0 and s.round.first_seat == 1 and s.turn_player() == 1
    err = refusal(record(*turns[:5], turn("Bob", VISIT_E)))
    assert err.place == "turn 6, event 1" and err.ruling == "E6"


def test_visits_lowest_first_none_skipped() -> None:
    turns = _owner_of_1_2_4_5()
    s = state_of(*turns)
    assert s.turn_player() == 0 and s.current_player() == 0
    assert s.legal_actions() == [VISIT, ROLL]
    assert s.visitable() == [1, 2, 4, 5]
    s.apply(VISIT)
    assert s.turn_log[-1] == DSTurnScore(0, 32, 32, 1, None, True, (PadEntry(32, visit=True),), end=TurnEnd.VISIT)
    assert s.turn_player() == 1 and s.current_player() == CHANCE
    s.apply(Throw(dice("2 3 4 5 6 6*")))
    assert s.legal_actions() == [VISIT, ROLL] and s.visitable() == [2, 4, 5]
    s.apply(VISIT)
    assert s.round.scores == [96, 0] and s.round.biscuits[0] == 64
    s.apply(Throw(dice("2 3 4 5 6 6*")))
    assert s.visitable() == [4, 5]
    # she declines: throws instead; from then no visits this round
    s.apply(ROLL)
    assert s.current_player() == CHANCE and s.legal_actions() == []
    assert_refused(s, VISIT, "E6")
    s.apply(Throw(dice("2 3 4 5 6 6*")))
    assert VISIT not in s.legal_actions() and s.visitable() == []
    assert_refused(s, VISIT, "E6")
    s.apply(STOP)
    s.apply(Throw(dice("2 3 4 5 6 6*")))
    assert s.turn_player() == 0 and s.current_player() == CHANCE and s.visitable() == []
    assert_refused(s, VISIT, "E6")
    assert [e.text for e in s.round.entries[0]] == ["(1)", "(2)"]
    # next round: visits again from the lowest, including bakeries owned all along
    assert s.bakeries[0] == {1, 2, 4, 5}


def test_visit_records() -> None:
    turns = _owner_of_1_2_4_5()
    # Bob keeps level so that Ann never starts a turn alone in the lead with six loaves
    rep = run(record(
        *turns,
        turn("Ann", VISIT_E),
        turn("Bob", th("1 2 3 4* 5 5"), rk("1 2 3 4* 5"), STOP_E),
        turn("Ann", VISIT_E),
        turn("Bob", th("1 2 3 4* 6 6"), rk("1 2 3 4*"), STOP_E),
        turn("Ann", VISIT_E),
        turn("Bob", th("1 2 3 4* 5 6"), rk("1 2 3 4* 5 6")),
        turn("Ann", VISIT_E),
        turn("Bob", MISS, STOP_E),
    ))
    assert [t["points"] for t in rep["turns"] if t["player"] == "Ann"][-4:] == [32, 64, 128, 160]
    assert [t["biscuit"] for t in rep["turns"] if t["player"] == "Ann"][-4:] == [32, 64, 128, 160]
    assert rep["rounds"][1]["entries"] == {"Ann": ["(1)", "(2)", "(4)", "(5)"], "Bob": ["(2)", "(1)", "(4)"]}
    assert rep["rounds"][1]["scores"] == {"Ann": 384, "Bob": 224}
    # Ann's next turn comes round with 12 loaves: she wins round 2
    assert rep["rounds"][1]["winner"] == "Ann" and rep["rounds_won"] == {"Ann": 2, "Bob": 0}
    assert rep["rounds"][2] == {"first_player": "Bob", "winner": None, "scores": {"Ann": 0, "Bob": 0},
                                "entries": {"Ann": [], "Bob": []}}
    # a visit is the whole turn: no event may follow it
    err = refusal(record(*turns, turn("Ann", VISIT_E, MISS)))
    assert err.place == f"turn {len(turns) + 1}, event 2" and err.ruling == "E6"  # a visit is the whole turn
    # no visit after throwing in the round
    err = refusal(record(*turns, turn("Ann", th("1 2 3 4 5 5*"), rk("1"), STOP_E), turn("Bob", MISS),
                         turn("Ann", VISIT_E)))
    assert err.place == f"turn {len(turns) + 3}, event 1" and err.ruling == "E6"
    assert "thrown" in err.message
    # no visit without a bakery
    err = refusal(record(turn("Ann", VISIT_E)))
    assert err.place == "turn 1, event 1" and err.ruling == "E6"
    # a visit in the middle of a turn
    err = refusal(record(*turns, turn("Ann", th("1 2 3 4 5 5*"), VISIT_E)))
    assert err.place == f"turn {len(turns) + 1}, event 2" and err.ruling == "E6"


def test_visit_refusal_reasons() -> None:
    one = [
        turn("Ann", th("6 6 6 6 6 6*"), rk("6 6 6 6 6 6*")),
        turn("Ann", MISS, STOP_E),
        turn("Bob", MISS),
        turn("Bob", MISS),  # round 2, after Ann's round win
        turn("Ann", VISIT_E),
        turn("Bob", th("1 2 3 4 5 6*"), rk("1 2 3 4 5 6*")),  # level with Ann: no round win yet
    ]
    s = state_of(*one)
    assert s.round.scores == [192, 192] and s.turn_player() == 0 and s.current_player() == CHANCE
    assert "every bakery" in assert_refused(s, VISIT, "E6").message
    s.apply(Throw(dice("2 3 4 5 6 6*")))
    assert "whole turn" in assert_refused(s, VISIT, "E6").message
    s.apply(STOP)
    assert s.turn_player() == 1 and "owns none" in assert_refused(s, VISIT, "E6").message
    s = state_of(*one[:1])
    assert "thrown" in assert_refused(s, VISIT, "E6").message


def test_visit_biscuit_lost_keeps_the_bakery() -> None:
    turns = _owner_of_1_2_4_5()
    s = state_of(*turns, turn("Ann", VISIT_E), turn("Bob", MISS),
                 turn("Ann", MISS, RISK_E, th("2 3 4 5 6 6*")))
    assert s.turn_log[-1].points == -32 and s.round.biscuits[0] == 32
    assert [e.text for e in s.round.entries[0]] == ["~(1)"]
    assert s.bakeries[0] == {1, 2, 4, 5}


# -- E7: bakery or bust ---------------------------------------------------------------------------
def _ann_with_biscuit_1() -> list[dict]:
    return [turn("Ann", th("1 2 3 5 5 6*"), rk("1"), STOP_E), turn("Bob", MISS)]


def test_bakery_or_bust_no_stop() -> None:
    s = state_of(*_ann_with_biscuit_1(), turn("Ann", MISS, RISK_E, th("4 4 4 4 1 2*"), rk("4 4 4 4")))
    assert s.is_committed and s.risked
    assert STOP not in s.legal_actions() and ROLL in s.legal_actions()
    err = assert_refused(s, STOP, "E7")
    assert "bakery or bust" in err.message
    s.apply(Throw(dice("3 5*")))  # a miss after the risk: the biscuit is lost
    assert s.turn_log[-1].points == -1 and s.round.scores[0] == 0
    assert [e.text for e in s.round.entries[0]] == ["~1"]
    # committed first, risked after a miss: the same
    s = state_of(*_ann_with_biscuit_1(), turn("Ann", th("4 4 4 4 1 2*"), rk("4 4 4 4"), th("3 5*"), RISK_E, th("4 5*"),
                                           rk("4")))
    assert_refused(s, STOP, "E7")
    s.apply(Throw(dice("4*")))
    s.apply(Rack(dice("4*")))
    assert s.turn_log[-1].points == 160 and s.free_turn
    # not committed after the risk: a stop is allowed
    s = state_of(*_ann_with_biscuit_1(), turn("Ann", MISS, RISK_E, th("1 2 4 4 5 6*"), rk("1")))
    assert STOP in s.legal_actions()
    s.apply(STOP)
    assert s.turn_log[-1].points == 1
    # as a record
    err = refusal(record(*_ann_with_biscuit_1(), turn("Ann", MISS, RISK_E, th("4 4 4 4 1 2*"), rk("4 4 4 4"), STOP_E)))
    assert err.place == "turn 3, event 5" and err.ruling == "E7"


def test_bakery_or_bust_no_die_left_is_a_miss() -> None:
    s = state_of(*_ann_with_biscuit_1(), turn("Ann", MISS, RISK_E, th("5 5 5 5 5 3*"), rk("5 5 5 5 5")))
    assert STOP not in s.legal_actions()
    s.apply(Bank(dice("3*")))  # nothing left to throw, nothing to rack: a miss (E7)
    assert s.turn_log[-1].points == -1 and s.turn_player() == 1
    assert [e.text for e in s.rounds[0].entries[0]] == ["~1"]
    # without the risk the same position stops for 0
    s = state_of(*_ann_with_biscuit_1(), turn("Ann", th("5 5 5 5 5 3*"), rk("5 5 5 5 5"), bk("3*")))
    assert s.turn_player() == 0 and s.legal_actions() == [STOP]
    s.apply(STOP)
    assert s.turn_log[-1].points == 0 and s.round.biscuits[0] == 1
    # racking the last die from the bank with nothing more possible, after a risk
    s = state_of(*_ann_with_biscuit_1(), turn("Ann", MISS, RISK_E, th("4 4 4 4 2 3*"), rk("4 4 4 4"), bk("2 3*")))
    assert s.turn_player() == 1 and s.turn_log[-1].points == -1
    # the record of the bakery-or-bust game: Bob's turn
    rep = run(json.loads((RECORDS / "bakery-or-bust.json").read_text()))
    assert rep["turns"][4] == {"player": "Bob", "points": -2, "biscuit": 2}


# -- E8: no early end ------------------------------------------------------------------------------
def test_no_early_end_compared_with_classic() -> None:
    data = json.loads((RECORDS / "e8-no-early-end.json").read_text())
    ent = run(data)
    classic = run({**data, "ruleset": "classic"})
    # Classic (C11): after Ann's six loaves she leads by more than six loaves; the round ends
    assert classic["rounds"] == [
        {"first_player": "Ann", "winner": "Ann", "scores": {"Ann": 193, "Bob": 0},
         "entries": {"Ann": ["1", "(6)"], "Bob": []}},
        {"first_player": "Bob", "winner": None, "scores": {"Ann": 0, "Bob": 192},
         "entries": {"Ann": [], "Bob": ["(6)"]}},
    ]
    # Entrepreneurial (E8): Bob still plays in round 1; Ann wins at the start of her next turn
    assert ent["rounds"][0] == {"first_player": "Ann", "winner": "Ann", "scores": {"Ann": 193, "Bob": 192},
                                "entries": {"Ann": ["1", "(6)"], "Bob": ["(6)"]}}
    s = state_of(*data["turns"][:3])
    assert s.round.winner is None and s.turn_player() == 1 and len(s.rounds) == 1
    # a player far ahead: three players, two behind by more than six loaves, all still play
    rep = run(json.loads((RECORDS / "three-players-finished.json").read_text()))
    assert [t["player"] for t in rep["turns"]] == ["Bob", "Bob", "Cat", "Ann", "Ann"]


# -- random play ---------------------------------------------------------------------------------------
_WEIGHTS = {Rack: 6.0, Bank: 1.0, Stop: 1.0, Roll: 2.0, Risk: 1.0, Visit: 8.0, Swap: 1.0, Out: 0.3}


class _SeenTurns:
    """What :func:`_check_invariants` checked of one game's turn log: the log as it was, each round's
    and seat's points in it, its bakery turns."""

    def __init__(self) -> None:
        self.log: list[DSTurnScore] = []
        self.points: dict[tuple[int, int], int] = {}
        self.bakeries: list[DSTurnScore] = []


def _check_turns(s: EntrepreneurialState, seen: _SeenTurns) -> None:
    """Every turn of the log checked, as a pass over the whole log after each step would check it,
    but a turn seen at an earlier step unchanged is not checked again (the check runs after every
    step: a pass over the log each time made it quadratic; an entry changed or removed, the log is
    checked from the start)."""
    log = s.turn_log
    n = len(seen.log)
    if len(log) < n or log[:n] != seen.log:
        seen.log, seen.points, seen.bakeries, n = [], {}, [], 0
    for t in log[n:]:
        assert isinstance(t, DSTurnScore)
        if t.bakery is not None:
            assert t.points == t.bakery * LOAF and t.biscuit == t.points
            seen.bakeries.append(t)
        if t.visit:
            assert t.points > 0 and t.points % LOAF == 0 and t.biscuit == t.points
        seen.points[t.round_index, t.seat] = seen.points.get((t.round_index, t.seat), 0) + t.points
    seen.log = list(log)
    for t in seen.bakeries:  # the state's bakeries as they are now
        assert t.bakery in s.bakeries[t.seat]


def _check_invariants(s: EntrepreneurialState, seen: _SeenTurns) -> None:
    cp = s.current_player()
    if cp == TERMINAL:
        assert s.legal_actions() == []
        return
    placed = s.rack + s.bank + s.out
    if cp == CHANCE:
        kinds = s.chance_dice()
        assert len(placed) + len(kinds) == 6
        assert sum(d.is_yeast for d in placed) + kinds.count(DieKind.YEAST) == 1
        assert s.legal_actions() == []
    else:
        acts = s.legal_actions()
        assert acts, "a decision node with no legal action"
        if s.has_thrown:
            assert len(placed) + len(s.thrown) + len(s.waiting) == 6
            assert sum(d.is_yeast for d in placed + s.thrown) == 1
            assert not any(d.is_yeast for d in s.waiting)
            assert VISIT not in acts
        else:
            assert acts == [VISIT, ROLL] and s.visitable()
    # the rack is a straight from 1 or dice of one face (E1)
    faces = [d.face for d in s.rack]
    assert faces == list(range(1, len(faces) + 1)) or len(set(faces)) == 1
    if cp == CHANCE and faces and len(set(faces)) == 1:
        assert faces[0] == 1 or len(faces) >= faces[0]  # a bakery start is never left short
    if s.is_committed and not (len(set(faces)) <= 1):
        assert s.stop_points() == 0
    for seat in range(s.n_players):
        assert s.bakeries[seat] == set(s.bakery_rounds[seat]) and s.bakeries[seat] <= {1, 2, 3, 4, 5, 6}
    _check_turns(s, seen)
    # scores: each round's score is the sum of its turns' points, and of its unstruck entries
    for r, rnd in enumerate(s.rounds):
        for seat in range(s.n_players):
            assert rnd.scores[seat] == seen.points.get((r, seat), 0)
            assert rnd.scores[seat] == sum(e.points for e in rnd.entries[seat] if not e.struck)


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.integers(2, 4),
    risking=st.sampled_from(["strict", "permissive"]),
    box=st.booleans(),
    rounds_to_win=st.integers(1, 2),
)
def test_random_play(seed: int, players: int, risking: str, box: bool, rounds_to_win: int) -> None:
    rs = get_ruleset("entrepreneurial")
    options = {"biscuit_risking": risking, "box_rules": box, "rounds_to_win": rounds_to_win}
    names = [f"P{i}" for i in range(players)]
    state = rs.new_state(players, options)
    source = HmacDice.from_int(seed)
    rnd = random.Random(seed)
    turns: list[dict] = []
    open_serial = -1
    steps = 0
    seen = _SeenTurns()
    while not state.is_terminal() and (steps < 1500 or state.is_chance_node() or state.turn_moves):
        steps += 1
        if steps > 4000:
            break
        if state.is_chance_node():
            action: Action = Throw(draw(source, state.chance_dice()))
        else:
            acts = state.legal_actions()
            action = rnd.choices(acts, [_WEIGHTS[type(a)] for a in acts])[0]
        if state.turn_serial != open_serial:
            turns.append({"player": names[state.turn_player()], "events": []})
            open_serial = state.turn_serial
        event = event_json(action)
        if event is not None:
            turns[-1]["events"].append(event)
        state.apply(action)
        _check_invariants(state, seen)
    turns = [t for t in turns if t["events"]]
    data = {"format": "bakehouse.match/1", "ruleset": "entrepreneurial", "options": options, "players": names,
            "turns": turns}
    rec = from_json(json.loads(json.dumps(data)))
    rebuilt = replay(rec)
    direct = Replay(rec, rs, Rolloff(players, rs.rolloff), state)
    assert report(rebuilt) == report(direct)
    assert rebuilt.state.turn_log == state.turn_log  # type: ignore[union-attr]


def test_random_play_reaches_bakeries_visits_and_round_ends() -> None:
    """The random policy above does exercise the bakery rules (a guard for the property test)."""
    rs = get_ruleset("entrepreneurial")
    bakeries = visits = rounds = 0
    for seed in range(40):
        rnd = random.Random(seed)
        s = rs.new_state(2, {"rounds_to_win": 2})
        source = HmacDice.from_int(seed)
        for _ in range(2000):
            if s.is_terminal():
                break
            if s.is_chance_node():
                s.apply(Throw(draw(source, s.chance_dice())))
            else:
                acts = s.legal_actions()
                s.apply(rnd.choices(acts, [_WEIGHTS[type(a)] for a in acts])[0])
        bakeries += sum(1 for t in s.turn_log if t.bakery)
        visits += sum(1 for t in s.turn_log if t.visit)
        rounds += len(s.rounds) - 1
    assert bakeries and visits and rounds


# -- exact probabilities -----------------------------------------------------------------------------------
def test_six_of_a_kind_on_a_first_throw() -> None:
    s = get_ruleset("entrepreneurial").new_state(2)
    outcomes = s.chance_outcomes()
    assert sum(p for _, p in outcomes) == 1
    six = sum(p for t, p in outcomes if len({d.face for d in t.dice}) == 1)
    assert six == Fraction(6, 6**6)
    # each six of a kind racked whole is a bakery: its value by face, promoted (yeast last) but for 6s
    for t, _p in outcomes:
        if len({d.face for d in t.dice}) == 1:
            c = s.clone()
            c.apply(t)
            order = [d for d in t.dice if not d.is_yeast] + [d for d in t.dice if d.is_yeast]
            c.apply(Rack(tuple(order)))
            face = t.dice[0].face
            assert c.turn_log[-1].points == (face + (face != 6)) * LOAF and c.free_turn


def test_first_throw_miss_probability() -> None:
    """E1: a first throw is not a miss when it shows a 1 or k dice of face k (k = 2..6)."""
    def can_start(faces: tuple[int, ...]) -> bool:
        c = Counter(faces)
        return c[1] > 0 or any(c[k] >= k for k in range(2, 7))

    expected = Fraction(sum(1 for f in itertools.product(range(1, 7), repeat=6) if not can_start(f)), 6**6)
    s = get_ruleset("entrepreneurial").new_state(2)
    got = Fraction(0)
    for t, p in s.chance_outcomes():
        c = s.clone()
        c.apply(t)
        if c.turn_log:  # the turn ended on the throw: a miss without a biscuit
            got += p
        assert (not c.turn_log) == can_start(tuple(d.face for d in t.dice))
    assert got == expected
    assert got < Fraction(5, 6) ** 6  # fewer misses than in Classic, which needs a 1


def test_a_visit_ends_the_outs_of_the_throw_that_missed_before_it() -> None:
    """C14 lets dice that left the box follow the throw whose miss ended the turn, but
    only in that turn: once the next player has visited (E6, a whole turn), an out is refused."""
    s = state_of(*_owner_of_1_2_4_5(), box_rules=True)
    s.apply(VISIT)  # Ann
    s.apply(Throw(dice("2 3 4 5 6 6*")))  # Bob misses and his turn ends: its outs may still follow
    assert s.continues_ended_turn(Out(dice("5")))
    s.apply(VISIT)  # Ann's next turn
    before = snapshot(s)
    assert not s.continues_ended_turn(Out(dice("5")))
    with pytest.raises(IllegalActionError):
        s.apply(Out(dice("5")))
    assert snapshot(s) == before
