"""The match journal: entries only ever appended, undo and redo as entries,
listeners told once in order, a recorder that may refuse, a match rebuilt
exactly from its entries, and the dice honest about where faces came from."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.actions import ROLL, STOP, Rack, Roll
from engine.dice import HmacDice, parse_dice
from engine.errors import BakehouseError, IllegalActionError, InvalidInputError, RecordError, Refusal
from engine.fairdice import verify
from engine.journal import EntryKind, Journal, JournalEntry, Origin
from engine.match import Match
from engine.record import Replay, dumps, from_json, loads, open_match, replay, to_record
from engine.replay import report
from engine.rulesets import Ruleset, all_rulesets
from tests.engine.test_generic import choose, draw_options

RULESETS = all_rulesets()
IDS = [rs.id for rs in RULESETS]
SEED = 1234


def fingerprint(match: Match) -> tuple[Any, ...]:
    """What a match is, as far as anyone outside can tell."""
    state = match.state
    played: tuple[Any, ...] = ()
    if state is not None:
        played = (
            state.current_player(), state.turn_player(), tuple(state.turn_log), state.results(),
            tuple(map(str, state.legal_actions())), state.chance_dice() if not state.is_terminal() else (),
        )
    return (
        played, tuple(tuple(sorted(t.items())) for t in match.rolloff.throws), match.rolloff.winner,
        json.dumps(to_record(match, reveal_seed=False), sort_keys=True),
        match.can_undo, match.can_redo, match.dice_verifiable, match.faces_used(),
    )


def step(match: Match, rng: random.Random) -> None:
    """One random thing a scorer does: throw, decide, undo or redo."""
    r = rng.random()
    if r < 0.15 and match.can_undo:
        match.undo()
        return
    if r < 0.25 and match.can_redo:
        match.redo()
        return
    if match.state is None:
        match.rolloff_throw()
        return
    state = match.state
    if state.is_terminal():
        if match.can_undo:
            match.undo()
        return
    if state.is_chance_node():
        match.throw()
        return
    action = choose(state.legal_actions(), rng, greedy=rng.random() < 0.5)
    if action == ROLL:
        match.throw()
    else:
        match.apply(action)


@pytest.mark.parametrize("rs", RULESETS, ids=IDS)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_play_with_undo_and_redo_keeps_the_journal_invariants(rs: Ruleset, data: st.DataObject) -> None:
    n = data.draw(st.integers(rs.min_players, rs.min_players + 1), label="players")
    names = ["Ann", "Ben", "Cy", "Dee"][:n]
    options = draw_options(data, rs, n)
    seed = data.draw(st.integers(0, 2**32), label="seed")
    first = data.draw(st.one_of(st.none(), st.integers(0, n - 1)), label="first_seat")
    rng = random.Random(data.draw(st.integers(0, 2**32), label="choices"))
    match = Match(rs, names, options, HmacDice.from_int(seed), first_seat=first)
    told: list[JournalEntry] = []
    match.journal.subscribe(told.append)
    recorder = Refuser()
    match.journal.recorder = recorder
    seen: list[JournalEntry] = []
    for i in range(data.draw(st.integers(1, 160), label="steps")):
        recorder.refuse = rng.random() < 0.1  # the database now and then does not answer
        if recorder.refuse:
            before = fingerprint(match)
            try:
                step(match, rng)
            except InvalidInputError as e:
                assert "database" in str(e)
            assert fingerprint(match) == before and list(match.journal) == seen
            continue
        step(match, rng)
        entries = list(match.journal)
        # append-only: nothing before is removed or rewritten; numbered 0, 1, 2 ...
        assert entries[: len(seen)] == seen
        assert [e.seq for e in entries] == list(range(len(entries)))
        seen = entries
        assert match.dice is not None and match.dice.position == match.faces_used()
        if i % 20 == 0 or i < 5:
            check_rebuilds(match, rs, names, options, seed, first)
    assert told == seen == recorder.rows  # every entry recorded, then told once, in order
    check_rebuilds(match, rs, names, options, seed, first)


def check_rebuilds(match: Match, rs: Ruleset, names: list[str], options: dict[str, Any], seed: int,
                   first: int | None) -> None:
    # the match rebuilt from its entries is the live one
    rebuilt = Match.from_journal(rs, names, options, match.journal.entries, dice=HmacDice.from_int(seed),
                                 first_seat=first)
    assert fingerprint(rebuilt) == fingerprint(match)
    assert rebuilt.dice is not None and match.dice is not None
    assert rebuilt.dice.position == match.dice.position
    # the moves in force, played through the rules, give the same state and report
    rec = to_record(match)
    rep = replay(loads(dumps(rec)))
    if match.state is not None:
        assert rep.state is not None
        if not match.first_seat:  # seats are numbered alike
            assert rep.state.results() == match.state.results()
            assert tuple(rep.state.turn_log) == tuple(match.state.turn_log)
        # without a roll-off the record lists the first player first: compare by names
        named = dataclasses.replace(from_json(rec), players=tuple(match.players))
        direct = report(Replay(named, match.ruleset, rep.rolloff, match.state))
        replayed = report(rep)
        for out in (replayed, direct):  # a shared first place lists its names in seat order
            if isinstance(out["winner"], list):
                out["winner"] = sorted(out["winner"])
        for key in ("totals", "finished", "winner"):
            assert replayed[key] == direct[key]
    # the record verifies when finished, and never carries the seed before
    assert match.dice_verifiable
    assert ("seed" in rec["dice"]) == match.finished
    if match.finished:
        assert verify(from_json(rec)).ok


def classic(**kw: Any) -> Match:
    return Match("classic", ["Ann", "Ben"], {"rounds_to_win": 1}, **kw)


def test_undo_appends_a_void_and_redo_the_move_again() -> None:
    match = classic(first_seat=0)
    throw = match.throw(parse_dice("1 2 3 4 5 6*"))
    rack = match.apply(Rack(parse_dice("1")))
    void = match.undo()
    assert void.kind is EntryKind.VOID and void.voids == (rack.seq,) and void.reason == "undo"
    assert match.moves_in_force() == [match.journal[0]] and throw == match.journal[0].action
    assert match.can_redo and match.redo_target == rack
    again = match.redo()
    assert again is not None and again.kind is EntryKind.MOVE and again.action == rack.action
    assert again.redoes == rack.seq and again.seq == 3
    assert [e.seq for e in match.moves_in_force()] == [0, 3]
    assert not match.can_redo and match.redo() is None
    # a new move after an undo ends what can be redone, as in any editor
    match.undo()
    assert match.can_redo
    fresh = match.apply(Rack(parse_dice("1")))  # entered anew, not redone
    assert fresh.redoes is None and not match.can_redo


def test_undo_and_redo_several_in_a_row() -> None:
    match = classic(first_seat=0, dice=HmacDice.from_int(SEED))
    match.throw()
    state = match.state
    assert state is not None
    racks = [a for a in state.legal_actions() if isinstance(a, Rack)]
    if racks:
        match.apply(racks[0])
    before = fingerprint(match)
    entries = [e.action for e in match.moves]
    for _ in entries:
        match.undo(correction=True)  # the app's throw among them: an organizer's correction
    assert match.moves == [] and match.faces_used() == 0
    for _ in entries:
        assert match.redo() is not None
    assert [e.action for e in match.moves] == entries
    assert fingerprint(match)[:2] == before[:2]


def test_undo_of_nothing_and_roll_entries_are_refused() -> None:
    match = classic(first_seat=0)
    with pytest.raises(IllegalActionError):
        match.undo()
    with pytest.raises(InvalidInputError, match="A2"):
        match.apply(Roll())
    assert len(match.journal) == 0


def test_the_rolloff_is_in_the_journal_and_can_be_undone() -> None:
    match = Match("classic", ["Ann", "Ben"], dice=HmacDice.from_int(SEED))
    assert match.state is None
    while match.state is None:
        match.rolloff_throw()
    assert all(e.kind is EntryKind.ROLLOFF and e.origin is Origin.APP for e in match.journal)
    winner = match.rolloff.winner
    with pytest.raises(IllegalActionError, match="A2"):
        match.undo()  # the app's roll-off throw stands
    match.undo("a die fell off the table", correction=True)
    assert match.journal[-1].reason == "a die fell off the table"
    assert match.state is None and match.rolloff.winner is None
    assert match.redo() is not None
    assert match.state is not None and match.rolloff.winner == winner
    with pytest.raises(IllegalActionError):
        match.rolloff_throw({0: 1, 1: 2})
    with pytest.raises(IllegalActionError):
        classic(first_seat=1).rolloff_throw({0: 1, 1: 2})


def test_a_throw_at_a_decision_is_one_entry() -> None:
    match = classic(first_seat=0, dice=HmacDice.from_int(SEED))
    match.throw()
    state = match.state
    assert state is not None
    racks = [a for a in state.legal_actions() if isinstance(a, Rack)]
    if not racks:
        pytest.skip("the first throw missed")
    match.apply(racks[0])
    if ROLL in match.state.legal_actions():  # type: ignore[union-attr]
        n = len(match.journal)
        match.throw()
        assert len(match.journal) == n + 1


def test_listeners_are_told_after_the_state_is_up_to_date_and_can_leave() -> None:
    match = classic(first_seat=0)
    seen: list[tuple[int, int]] = []
    unsubscribe = match.journal.subscribe(lambda e: seen.append((e.seq, match.state.turn_moves)))  # type: ignore[union-attr]
    match.throw(parse_dice("1 2 3 4 5 6*"))
    match.apply(Rack(parse_dice("1")))
    match.undo()
    assert seen == [(0, 1), (1, 2), (2, 1)]
    unsubscribe()
    match.apply(Rack(parse_dice("1")))
    assert len(seen) == 3


class Refuser:
    """A recorder (the club database) that refuses when told to."""

    def __init__(self) -> None:
        self.refuse = False
        self.rows: list[JournalEntry] = []

    def __call__(self, entry: JournalEntry) -> None:
        if self.refuse:
            raise InvalidInputError("the database is not reachable")
        self.rows.append(entry)


@pytest.mark.parametrize("what", ["throw", "typed", "rack", "stop", "undo", "redo", "rolloff"])
def test_a_recorder_refusal_leaves_the_match_unchanged(what: str) -> None:
    dice = HmacDice.from_int(SEED)
    match = Match("classic", ["Ann", "Ben"], {"rounds_to_win": 1}, dice,
                  first_seat=None if what == "rolloff" else 0)
    recorder = Refuser()
    match.journal.recorder = recorder
    told: list[JournalEntry] = []
    match.journal.subscribe(told.append)
    rack = Rack(parse_dice("1"))
    if what in ("rack", "stop", "undo", "redo"):
        match.throw()  # app dice: drawn, then the faces below are for the rack
        match.undo(correction=True)
        match.throw(parse_dice("1 2 3 4 5 6*"))
        if what != "rack":
            match.apply(rack)
        if what == "redo":
            match.undo()
    before = fingerprint(match)
    length, position, source = len(match.journal), dice.position, match.dice
    recorder.refuse = True
    attempts = {
        "throw": match.throw,
        "typed": lambda: match.throw(parse_dice("1 2 3 4 5 6*")),
        "rack": lambda: match.apply(rack),
        "stop": lambda: match.apply(STOP),
        "undo": match.undo,
        "redo": match.redo,
        "rolloff": match.rolloff_throw,
    }
    with pytest.raises(BakehouseError, match="database"):
        attempts[what]()
    assert fingerprint(match) == before
    assert len(match.journal) == length and dice.position == position and match.dice is source
    assert told == recorder.rows  # listeners heard only what the recorder accepted
    recorder.refuse = False
    attempts[what]()  # accepted once the database answers
    assert len(match.journal) == length + 1 and told == recorder.rows


def test_typed_faces_drop_the_app_dice() -> None:
    dice = HmacDice.from_int(SEED)
    match = classic(first_seat=0, dice=dice)
    assert match.dice_verifiable
    with pytest.raises(BakehouseError):
        match.throw(parse_dice("1 2 3"))  # refused: the app dice stay
    assert match.dice is dice and match.dice_verifiable
    match.throw(parse_dice("1 2 3 4 5 6*"))
    assert match.journal[0].origin is Origin.HAND
    assert match.dice is None and not match.dice_verifiable
    match.apply(Rack(parse_dice("1 2 3 4 5 6*")))
    match.throw(parse_dice("2 2 3 4 5 6*"))
    assert match.finished
    rec = to_record(match)
    assert "dice" not in rec  # the record claims no seed its faces did not come from
    assert not verify(from_json(rec)).ok
    # and the roll-off: typed faces there drop the dice too
    m = Match("classic", ["Ann", "Ben"], dice=HmacDice.from_int(SEED))
    m.rolloff_throw({0: 6, 1: 1})
    assert m.dice is None and "dice" not in to_record(m)


def test_rebuilt_match_keeps_typed_faces_unverifiable() -> None:
    match = classic(first_seat=0, dice=HmacDice.from_int(SEED))
    match.throw(parse_dice("1 2 3 4 5 6*"))
    rebuilt = Match.from_journal("classic", ["Ann", "Ben"], {"rounds_to_win": 1}, match.journal.entries,
                                 dice=HmacDice.from_int(SEED), first_seat=0)
    assert not rebuilt.dice_verifiable
    # faces from another stream do not verify either
    honest = classic(first_seat=0, dice=HmacDice.from_int(SEED))
    honest.throw()
    other = Match.from_journal("classic", ["Ann", "Ben"], {"rounds_to_win": 1}, honest.journal.entries,
                               dice=HmacDice.from_int(SEED + 1), first_seat=0)
    assert not other.dice_verifiable
    same = Match.from_journal("classic", ["Ann", "Ben"], {"rounds_to_win": 1}, honest.journal.entries,
                              dice=HmacDice.from_int(SEED), first_seat=0)
    assert same.dice_verifiable and same.dice is not None and same.dice.position == 6


def test_a_bad_journal_is_refused() -> None:
    match = classic(first_seat=0)
    match.throw(parse_dice("1 2 3 4 5 6*"))
    good = match.journal.entries
    bad_move = JournalEntry(1, EntryKind.MOVE, good[0].at, seat=0, turn=0, action=Rack(parse_dice("6")))
    with pytest.raises(RecordError) as info:
        Match.from_journal("classic", ["Ann", "Ben"], {"rounds_to_win": 1}, [*good, bad_move], first_seat=0)
    assert info.value.place == "journal entry 1" and info.value.ruling == "C3"
    wrong_seat = JournalEntry(1, EntryKind.MOVE, good[0].at, seat=1, turn=0, action=Rack(parse_dice("1")))
    with pytest.raises(BakehouseError, match="seat 1"):
        Match.from_journal("classic", ["Ann", "Ben"], {"rounds_to_win": 1}, [*good, wrong_seat], first_seat=0)
    gap = JournalEntry(5, EntryKind.VOID, good[0].at, voids=(0,))
    with pytest.raises(BakehouseError, match="out of sequence"):
        Match.from_journal("classic", ["Ann", "Ben"], {"rounds_to_win": 1}, [*good, gap], first_seat=0)
    rolloff = JournalEntry(1, EntryKind.ROLLOFF, good[0].at, rolloff={0: 3, 1: 4})
    with pytest.raises(BakehouseError, match="without a roll-off"):
        Match.from_journal("classic", ["Ann", "Ben"], {"rounds_to_win": 1}, [*good, rolloff], first_seat=0)


def test_a_void_withdraws_only_entries_in_force() -> None:
    journal = Journal()
    journal.append(EntryKind.ROLLOFF, rolloff={0: 3, 1: 4})
    journal.void([0])
    with pytest.raises(BakehouseError):
        journal.void([0])  # already withdrawn
    with pytest.raises(BakehouseError):
        journal.void([1])  # a void
    with pytest.raises(BakehouseError):
        journal.void([])
    assert journal.in_force() == [] and len(journal) == 2


def test_times_entered_are_never_restamped() -> None:
    match = classic(first_seat=0)
    first = match.throw(parse_dice("1 2 3 4 5 6*"))
    entry = match.journal[0]
    match.undo()
    match.redo()
    assert match.journal[0] == entry and match.journal[0].action == first
    assert all(e.at.endswith("+00:00") for e in match.journal)


def test_opened_record_can_be_undone_and_keeps_its_times() -> None:
    match = classic(first_seat=0)
    match.throw(parse_dice("1 2 3 4 5 6*"))
    match.apply(Rack(parse_dice("1")))
    rec = to_record(match)
    opened = open_match(loads(dumps(rec)))
    assert [e.action for e in opened.moves] == [e.action for e in match.moves]
    assert to_record(opened) == rec
    opened.undo()
    assert len(opened.moves) == 1
    # a record without times is written back without times
    for turn in rec["turns"]:
        for ev in turn["events"]:
            del ev["at"]
    assert to_record(open_match(loads(dumps(rec)))) == rec


def play_to_end(match: Match, rng: random.Random) -> None:
    while not match.finished:
        state = match.state
        assert state is not None
        if state.is_chance_node():
            match.throw()
            continue
        action = rng.choice(state.legal_actions())
        if action == ROLL:
            match.throw()
        else:
            match.apply(action)


def test_seed_is_written_only_when_the_game_ends() -> None:
    dice = HmacDice.from_int(SEED)
    match = classic(first_seat=0, dice=dice)
    match.throw()
    text = dumps(to_record(match))
    assert dice.seed.hex() not in text and dice.commitment in text
    with pytest.raises(InvalidInputError, match="only when the game ends"):
        to_record(match, reveal_seed=True)
    play_to_end(match, random.Random(1))
    text = dumps(to_record(match))
    assert dice.seed.hex() in text and verify(loads(text)).ok
    assert dice.seed.hex() not in dumps(to_record(match, reveal_seed=False))


def test_refusals_are_values_and_keep_their_text() -> None:
    match = classic(first_seat=0)
    match.throw(parse_dice("1 2 3 4 5 6*"))
    with pytest.raises(BakehouseError) as info:
        match.apply(STOP)
    refusal = info.value.refusal
    assert isinstance(refusal, Refusal) and refusal.ruling == "C7" and refusal.place is None
    assert str(info.value) == f"C7: {refusal.message}" == str(refusal)
    bad = json.dumps({"format": "bakehouse.match/1", "ruleset": "classic", "players": ["A", "B"],
                      "turns": [{"player": "A", "events": [{"throw": "1 2 3 4 5 6*"}, {"stop": True}]}]})
    with pytest.raises(RecordError) as rinfo:
        replay(loads(bad))
    r = rinfo.value.refusal
    assert (r.place, r.ruling) == ("turn 1, event 2", "C7")
    assert str(rinfo.value) == str(r) == f"turn 1, event 2: C7: {r.message}"
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.message = "changed"  # type: ignore[misc]


def test_names_are_checked_in_one_place() -> None:
    with pytest.raises(InvalidInputError, match="must differ"):
        Match("classic", ["Ann", "ann"])
    with pytest.raises(InvalidInputError, match="U\\+202E"):
        Match("classic", ["Ann", "B\u202eob"])
    assert Match("classic", ["  Ann ", "Ben"]).players == ("Ann", "Ben")
    with pytest.raises(InvalidInputError, match="2 to 12 players"):
        Match("classic", ["Ann"])
    with pytest.raises(InvalidInputError):
        Match("classic", ["Ann", "Ben"], first_seat=2)


def test_a_listener_that_appends_is_told_in_order() -> None:
    journal = Journal()
    heard: dict[str, list[int]] = {"first": [], "second": []}

    def first(entry: JournalEntry) -> None:
        heard["first"].append(entry.seq)
        if entry.seq == 0:  # such as a bot answering a move
            journal.append(EntryKind.ROLLOFF, rolloff={0: 2, 1: 5})

    journal.subscribe(first)
    journal.subscribe(lambda e: heard["second"].append(e.seq))
    journal.append(EntryKind.ROLLOFF, rolloff={0: 3, 1: 3})
    assert heard == {"first": [0, 1], "second": [0, 1]}


def test_the_match_does_not_know_the_record_format() -> None:
    """record.py sits on top of the match (as PGN on a board), never the other way round."""
    import ast
    import inspect

    import engine.match

    tree = ast.parse(inspect.getsource(engine.match))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    imported |= {a.name for node in ast.walk(tree) if isinstance(node, ast.Import) for a in node.names}
    assert not any(name and name.endswith("record") for name in imported)
    assert "journal" in imported


def test_a_throw_the_rules_refuse_draws_no_dice() -> None:
    dice = HmacDice.from_int(SEED)
    match = classic(first_seat=0, dice=dice)
    match.throw()
    state = match.state
    assert state is not None and not state.is_chance_node()
    if ROLL in state.legal_actions():
        pytest.skip("the first throw missed: the next player throws")
    before, position = fingerprint(match), dice.position
    with pytest.raises(IllegalActionError, match="C3"):
        match.throw()  # rack at least one die before throwing again
    assert fingerprint(match) == before and dice.position == position == 6


def test_a_throw_of_the_app_dice_stands_and_typed_faces_can_be_taken_back() -> None:
    """Undoing an app throw would show the coming faces (the stream is drawn by
    position): a player could look, take the throw back and stop.  It is refused
    (A2) unless an organizer corrects; typed faces (a slip) can be taken back."""
    match = classic(first_seat=0, dice=HmacDice.from_int(SEED))
    match.throw()
    assert not match.can_undo and match.undo_refusal is not None and match.undo_refusal.ruling == "A2"
    before = len(match.journal)
    with pytest.raises(IllegalActionError, match="A2"):
        match.undo()
    assert len(match.journal) == before and len(match.moves) == 1  # nothing changed
    state = match.state
    assert state is not None
    racks = [a for a in state.legal_actions() if isinstance(a, Rack)]
    if racks:  # a decision after the throw can be taken back, down to the throw
        match.apply(racks[0])
        assert match.can_undo
        match.undo()
        assert not match.can_undo and len(match.moves) == 1
    void = match.undo("scorer pressed throw twice", correction=True)
    assert void.reason == "scorer pressed throw twice" and match.moves == []

    typed = classic(first_seat=0)
    typed.throw(parse_dice("1 2 3 4 5 6*"))
    assert typed.can_undo and typed.undo_refusal is None
    typed.undo()
    assert typed.moves == []
