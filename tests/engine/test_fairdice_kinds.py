"""`verify` checks each die's kind as well as its face (match-record.md,
"Provably fair dice"): a drawn throw is written plain (SB: base) dice first,
then the yeast or the keys, as the state lists the dice to throw, so moving the
yeast `*` or a key `K` onto another die is tampering, and so is reordering.
Also: box rules, outs after a throw that misses (C3 judges the miss after them, C14)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.errors import RecordError
from engine.fairdice import verify
from engine.record import FORMAT, loads, replay
from engine.simulate import bot_record  # a whole bot game, its dice from a revealed seed


def moved_marker(ruleset: str, special: str) -> tuple[dict[str, Any], int, int]:
    """A whole bot game with one throw's special die (``*`` or ``K``) moved onto a
    plain die of another face, the faces unchanged, that the rules still accept to
    the game's end: only the dice stream can tell (the first such throw found)."""
    for seed in range(1, 40):
        data = bot_record(ruleset, seed)
        for i, turn in enumerate(data["turns"]):
            for j, ev in enumerate(turn["events"]):
                dice = ev.get("throw", "").split(" ")
                m = next((k for k, d in enumerate(dice) if special in d), None)
                if m is None:
                    continue
                face = dice[m].strip("*K")
                p = next((k for k, d in enumerate(dice) if special not in d and d != face), None)
                if p is None:
                    continue
                moved = dice[:]
                moved[p], moved[m] = face, dice[m].replace(face, dice[p])
                assert sorted(d.strip("*K") for d in moved) == sorted(d.strip("*K") for d in dice)
                bad = with_throw(data, i, j, moved)
                try:
                    rep = replay(loads(json.dumps(bad)))
                except RecordError:
                    continue
                if rep.state is not None and rep.state.is_terminal():
                    return bad, i, j
    raise AssertionError("no throw to tamper with")


def with_throw(data: dict[str, Any], i: int, j: int, dice: list[str]) -> dict[str, Any]:
    bad = json.loads(json.dumps(data))
    bad["turns"][i]["events"][j]["throw"] = " ".join(dice)
    return bad


@pytest.mark.parametrize(("ruleset", "special"), [("classic", "*"), ("entrepreneurial", "*"), ("sb", "K")])
def test_a_moved_marker_fails_verify_naming_the_throw(ruleset: str, special: str) -> None:
    data, i, j = moved_marker(ruleset, special)
    verdict = verify(loads(json.dumps(data)))
    assert not verdict.ok
    assert verdict.message.startswith(f"turn {i + 1}, event {j + 1}: the throw does not match: a yeast or key marker")


@pytest.mark.parametrize("ruleset", ["classic", "sb"])
def test_verify_refuses_a_game_in_progress_that_reveals_its_seed(ruleset: str) -> None:
    """"Provably fair dice": a record of a game in progress carries no seed; verify refuses one that does."""
    data = bot_record(ruleset, 3)
    data["turns"] = data["turns"][:2]  # every face still matches the stream
    with pytest.raises(RecordError) as info:
        verify(loads(json.dumps(data)))
    assert str(info.value).startswith("dice: the game is not finished, yet the record reveals its seed")
    del data["dice"]["seed"]  # as the spec writes it: the scheme and the commitment alone
    verdict = verify(loads(json.dumps(data)))
    assert not verdict.ok and "the seed has not been revealed yet" in verdict.message


@pytest.mark.parametrize("ruleset", ["classic", "sb", "dire-straights", "six-by-6"])
def test_dice_written_out_of_drawn_order_fail_verify(ruleset: str) -> None:
    data = bot_record(ruleset, 7)
    assert verify(loads(json.dumps(data))).ok
    for i, turn in enumerate(data["turns"]):
        for j, ev in enumerate(turn["events"]):
            dice = ev.get("throw", "").split(" ")
            if len(set(dice)) > 1:
                record = loads(json.dumps(with_throw(data, i, j, dice[::-1])))
                verdict = verify(record)
                assert not verdict.ok
                assert verdict.message.startswith(f"turn {i + 1}, event {j + 1}: the throw does not match: ")
                return
    raise AssertionError("no throw to reorder")


def test_whole_bot_games_verify() -> None:
    for ruleset in ("classic", "entrepreneurial", "six-by-6", "dire-straights", "sb"):
        verdict = verify(loads(json.dumps(bot_record(ruleset, 11))))
        assert verdict.ok, (ruleset, verdict.message)


def test_verify_refuses_a_record_that_breaks_the_rules() -> None:
    data = bot_record("classic", 5)
    data["turns"][0]["events"].insert(1, {"stop": True})
    with pytest.raises(RecordError):
        verify(loads(json.dumps(data)))


# -- box rules: C3 judges the miss after the outs -----------------------------------------------------
def box(events: list[dict[str, Any]], biscuit_first: bool = False) -> str:
    turns = [{"player": "Ann", "events": events}]
    if biscuit_first:  # Ann earns a biscuit of 1, Ben stops, then Ann's turn of `events`
        turns = [
            {"player": "Ann", "events": [{"throw": "1 2 2 3 4 6*"}, {"rack": "1"}, {"stop": True}]},
            {"player": "Ben", "events": [{"throw": "1 2 2 3 4 6*"}, {"rack": "1"}, {"stop": True}]},
            *turns,
        ]
    return json.dumps({"format": FORMAT, "ruleset": "classic", "options": {"box_rules": True},
                       "players": ["Ann", "Ben"], "turns": turns})


def test_an_out_after_a_throw_that_is_a_miss_is_accepted() -> None:
    """C3 judges the miss on the throw as it lands, after the dice that left the box (C14):
    they are written straight after the throw even when it misses."""
    # with a biscuit to risk the turn goes on after the miss, and the out is part of its throw
    rep = replay(loads(box([{"throw": "2 2 3 4 5 6*"}, {"out": "5"}, {"risk": True},
                            {"throw": "1 2 3 4 6*"}], biscuit_first=True)))
    assert rep.state is not None and rep.state.turn_serial == 2 and len(rep.state.thrown) == 5
    # without one the miss ends the turn (C9), and the outs of that throw still follow it
    rep = replay(loads(box([{"throw": "2 2 3 4 5 6*"}, {"out": "5"}, {"out": "6*"}])))
    assert rep.state is not None and rep.state.turn_serial == 1 and rep.state.turn_log[0].points == 0
    # only dice of that throw, and only in that turn
    with pytest.raises(RecordError) as info:
        replay(loads(box([{"throw": "2 2 3 4 5 6*"}, {"out": "1"}])))
    assert str(info.value).startswith("turn 1, event 2: C14: 1 is not among the dice of the throw that missed")
    data = json.loads(box([{"throw": "2 2 3 4 5 6*"}]))
    data["turns"].append({"player": "Ben", "events": [{"out": "5"}]})
    with pytest.raises(RecordError) as info:
        replay(loads(json.dumps(data)))
    assert str(info.value).startswith("turn 2, event 1: C14: dice that left the box are written in the turn")
    # after the out, any other event ends that chance: the next turn begins with its throw
    with pytest.raises(RecordError) as info:
        replay(loads(box([{"throw": "2 2 3 4 5 6*"}, {"out": "5"}, {"stop": True}])))
    assert str(info.value).startswith("turn 1, event 3: C9: the turn ended")


def test_outs_after_an_out_that_makes_the_miss() -> None:
    rep = replay(loads(box([{"throw": "1 2 3 4 5 6*"}, {"out": "1"}, {"stop": True}], biscuit_first=True)))
    assert rep.state is not None and rep.state.turn_serial == 3  # stopped for 0 after the miss
    rep = replay(loads(box([{"throw": "1 2 3 4 5 6*"}, {"out": "1"}, {"out": "6*"}])))
    assert rep.state is not None and rep.state.turn_serial == 1


def test_a_match_keeps_late_outs_in_their_turn() -> None:
    from engine.record import open_match, to_record

    match = open_match(loads(box([{"throw": "2 2 3 4 5 6*"}, {"out": "5"}])))
    assert [t["player"] for t in to_record(match)["turns"]] == ["Ann"]
    match.undo()
    assert to_record(match)["turns"] == [{"player": "Ann", "events": [{"throw": "2 2 3 4 5 6*"}]}]
    match.redo()
    assert [list(e) [0] for e in to_record(match)["turns"][0]["events"]] == ["throw", "out"]
