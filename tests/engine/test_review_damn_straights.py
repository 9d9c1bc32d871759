"""Referee review of the Damn Straights: records written from the rule texts and RULINGS.md
(not from the engine), replayed through the record reader. Regression records only: the review
found no engine bug in classic/entrepreneurial.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.errors import RecordError
from engine.record import loads, replay
from engine.replay import report

F192 = "t 1 2 3 4 5 6*; r 1 2 3 4 5 6*"  # 1-6 with the yeast a 6: six loaves, a full rack
MISS = "t 2 3 3 4 5 6*"  # no 1 and no k dice of face k: a miss in both games
MISS_STOP = MISS + "; stop"
LOSE = MISS + "; risk; " + MISS
ONE = "t 1 2 3 4 5 6*; r 1; stop"
OPS = {"t": "throw", "r": "rack", "rb": "rack", "b": "bank", "s": "swap", "o": "out"}


def _events(text: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for tok in filter(None, (t.strip() for t in text.split(";"))):
        op, _, rest = tok.partition(" ")
        if op in ("risk", "stop"):
            out.append({op: True})
        elif op == "v":
            out.append({"visit": True})
        else:
            ev: dict[str, Any] = {OPS[op]: rest.strip()}
            if op == "rb":
                ev["from"] = "bank"
            out.append(ev)
    return out


def _replay(ruleset: str, players: list[str], turns: list[tuple[str, str]], **options: Any) -> dict[str, Any]:
    rec = {
        "format": "bakehouse.match/1",
        "ruleset": ruleset,
        "options": options,
        "players": players,
        "turns": [{"player": p, "events": _events(e)} for p, e in turns],
    }
    return report(replay(loads(json.dumps(rec))))


def _refusal(ruleset: str, players: list[str], turns: list[tuple[str, str]], **options: Any) -> str:
    with pytest.raises(RecordError) as info:
        _replay(ruleset, players, turns, **options)
    return str(info.value)


def test_c11_text_example_3_charlie_out_of_reach_ends_the_round() -> None:
    out = _replay("classic", ["Alice", "Bob", "Charlie"], [
        ("Alice", ONE), ("Bob", "t 1 2 3 4* 5 6; r 1 2 3 4* 5 6"), ("Charlie", MISS),
        ("Alice", F192), ("Bob", MISS_STOP), ("Bob", ONE)])
    assert [(r["first_player"], r["winner"]) for r in out["rounds"]] == [("Alice", "Alice"), ("Bob", None)]
    assert out["rounds"][0]["scores"] == {"Alice": 193, "Bob": 128, "Charlie": 0}
    assert out["totals"] == {"Alice": 0, "Bob": 1, "Charlie": 0}


def test_c11_text_example_4_bob_wins_after_the_lead_changes() -> None:
    out = _replay("classic", ["Alice", "Bob", "Charlie"], [
        ("Alice", ONE), ("Bob", MISS), ("Charlie", "t 1 2 3 4 5* 6; r 1 2 3 4 5* 6"), ("Alice", F192),
        ("Bob", F192), ("Charlie", "t 1 2* 3 4 5 6; r 1 2* 3 4 5 6"), ("Alice", MISS_STOP),
        ("Bob", "t 1 2* 3 4 5 6; r 1 2* 3 4 5 6"), ("Charlie", MISS_STOP), ("Alice", MISS_STOP), ("Charlie", ONE)])
    assert [(r["first_player"], r["winner"]) for r in out["rounds"]] == [("Alice", "Bob"), ("Charlie", None)]
    assert out["rounds"][0]["scores"] == {"Alice": 193, "Bob": 256, "Charlie": 224}


def test_c11_four_players_one_within_six_loaves_keeps_the_round_going() -> None:
    players = ["Ann", "Bob", "Cy", "Di"]
    early = [("Ann", ONE), ("Bob", MISS), ("Cy", MISS), ("Di", MISS), ("Ann", F192), ("Bob", ONE)]
    assert _replay("classic", players, early)["rounds"][0]["winner"] == "Ann"
    late = [("Ann", ONE), ("Bob", MISS), ("Cy", MISS), ("Di", ONE), ("Ann", F192), ("Cy", MISS)]
    assert _refusal("classic", players, late).startswith("turn 6, event 1: A1: ")


def test_c15_bakers_dozen_loss_strikes_the_1_then_writes_minus() -> None:
    out = _replay("classic", ["Ann", "Bob"], [
        ("Ann", "t 1 2 3* 4 5 6; r 1 2 3*; stop"), ("Bob", MISS), ("Ann", LOSE), ("Bob", MISS), ("Ann", LOSE)])
    assert [t["points"] for t in out["turns"]] == [13, 0, -1, 0, -1]
    assert [t["biscuit"] for t in out["turns"]] == [1, None, 1, None, 1]
    assert out["rounds"][0]["entries"]["Ann"] == ["12", "~1", "-1"]


def test_c8_permissive_text_example_and_strict_refusal() -> None:
    turns = [("Ann", ONE), ("Bob", MISS),
             ("Ann", "t 1 2 3 4 5 3*; r 1 2 3 4; b 5; t 4*; risk; t 5*; s 5; rb 5*; stop")]
    out = _replay("classic", ["Ann", "Bob"], turns, biscuit_risking="permissive")
    assert [t["points"] for t in out["turns"]] == [1, 0, 80]
    assert _refusal("classic", ["Ann", "Bob"], turns).startswith("turn 3, event 5: C8: ")


def test_e2_text_example_one_bakery() -> None:
    turn = "t 1 1* 2 3 4 5; r 1; b 1*; t 2 3 4 5"
    assert _refusal("entrepreneurial", ["Ann", "Bob"], [("Ann", turn + "; r 2")]).startswith("turn 1, event 5: E2: ")
    out = _replay("entrepreneurial", ["Ann", "Bob"], [("Ann", turn + "; rb 1*; t 1 1 1 6; r 1 1 1; t 1; r 1")])
    assert out["turns"][0]["points"] == 32 and out["bakeries"]["Ann"] == [1]


def test_e7_bank_leaving_nothing_is_a_miss_and_stop_is_refused() -> None:
    pre = "t 4 4 4 4 1 2*; r 4 4 4 4; t 3 5*; risk; t 4 6*; r 4"
    out = _replay("entrepreneurial", ["Ann", "Bob"], [("Ann", ONE), ("Bob", MISS), ("Ann", pre + "; b 6*"), ("Bob", MISS)])
    assert [t["points"] for t in out["turns"]] == [1, 0, -1, 0]
    assert out["rounds"][0]["entries"]["Ann"] == ["~1"]
    err = _refusal("entrepreneurial", ["Ann", "Bob"], [("Ann", ONE), ("Bob", MISS), ("Ann", pre + "; stop")])
    assert err.startswith("turn 3, event 7: E7: ")


def test_e6_visits_lowest_first_from_the_next_round() -> None:
    b1 = "t 1 1 1 1 1* 2; r 1 1 1 1 1*; t 1; r 1"
    b3 = "t 3 3 3 4 5 6*; r 3 3 3; t 3 3 3*; r 3 3* 3"  # the yeast not last: no promotion
    turns = [("Ann", b1), ("Ann", b3), ("Ann", MISS_STOP), ("Bob", F192), ("Ann", MISS_STOP),
             ("Ann", "v"), ("Bob", MISS), ("Ann", "v"), ("Bob", MISS)]
    out = _replay("entrepreneurial", ["Ann", "Bob"], turns)
    assert [t["points"] for t in out["turns"]] == [32, 96, 0, 192, 0, 32, 0, 96, 0]
    assert out["bakeries"] == {"Ann": [1, 3], "Bob": []}
    assert [(r["first_player"], r["winner"]) for r in out["rounds"]] == [("Ann", "Bob"), ("Ann", None)]
    err = _refusal("entrepreneurial", ["Ann", "Bob"], turns + [("Ann", "v")])
    assert err.startswith("turn 10, event 1: E6: ")


def test_e8_no_early_end_everyone_plays_before_the_start_of_turn_check() -> None:
    b6 = "t 6 6 6 6 6 6*; r 6 6 6 6 6 6*"
    players = ["Ann", "Bob", "Cy"]
    out = _replay("entrepreneurial", players, [("Ann", b6), ("Ann", b6), ("Ann", MISS_STOP), ("Bob", MISS), ("Cy", MISS)])
    assert [(r["first_player"], r["winner"]) for r in out["rounds"]] == [("Ann", "Ann"), ("Bob", None)]
    assert out["rounds"][0]["scores"] == {"Ann": 384, "Bob": 0, "Cy": 0}
