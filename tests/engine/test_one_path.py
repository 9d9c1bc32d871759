"""One path for every action (issue 17): one replayer, one record writer, one
notation per action, one atomic writer, one seed vault, and a game's choices on
its ruleset."""

from __future__ import annotations

import json
import stat
from pathlib import Path

import pytest

from engine import native, replayer
from engine.actions import (
    RISK,
    ROLL,
    STOP,
    VISIT,
    Bank,
    Keep,
    Out,
    Rack,
    Source,
    Swap,
    Throw,
    from_event,
    from_log_text,
    log_text,
)
from engine.bots import bot_for, play_bots
from engine.dice import HmacDice, parse_dice
from engine.errors import IllegalActionError, InvalidInputError, RecordError
from engine.files import write_atomically
from engine.journal import EntryKind
from engine.match import Match
from engine.record import from_json, open_match, replay, to_record
from engine.rulesets import all_rulesets, listed_rulesets
from engine.scorepad import LAYOUTS
from engine.seeds import SeedVault
from engine.simulate import bot_record

ACTIONS = [
    Throw(parse_dice("1 2 3 4 5 6*")), Rack(parse_dice("1 2")), Rack(parse_dice("6*"), Source.BANK),
    Bank(parse_dice("5")), Swap(5), RISK, Out(parse_dice("3")), VISIT, Keep(parse_dice("2 2")), STOP,
]


@pytest.mark.parametrize("action", ACTIONS, ids=str)
def test_an_action_owns_its_record_event_and_its_log_line(action: object) -> None:
    event = action.event()  # type: ignore[attr-defined]
    key = next(k for k in event if k != "from")
    assert from_event(key, event[key], event.get("from")) == action
    assert from_log_text(log_text(action)) == action  # type: ignore[arg-type]
    assert ROLL.event() is None and log_text(ROLL) == "roll" and from_log_text("roll") == ROLL


@pytest.mark.parametrize("bad", [("stop", "yes", None), ("swap", "7", None), ("throw", True, None),
                                 ("rack", "1", "box"), ("keep", "1", "bank"), ("jump", True, None)])
def test_an_event_that_is_no_action_is_refused(bad: tuple[str, object, object]) -> None:
    with pytest.raises(InvalidInputError):
        from_event(*bad)


#: compiled (engine/native.py), the replayer's methods are called directly and cannot be counted
#: by patching them: the counts are taken in the pure-Python runs (BAKEHOUSE_PURE=1, a worktree)
pure_only = pytest.mark.skipif(native.WHY_PURE is None, reason="counted only where the engine runs as Python")


def _count_steps(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the moves the one replayer applies (Course.step brings a journal's moves to Course.move)."""
    calls: list[int] = []
    move = replayer.Course.move

    def counted(self: replayer.Course, *args: object, **kwargs: object) -> None:
        calls.append(1)
        move(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(replayer.Course, "move", counted)
    return calls


@pure_only
def test_opening_a_record_plays_it_once(monkeypatch: pytest.MonkeyPatch) -> None:
    record = from_json(bot_record("entrepreneurial", 4))
    events = sum(len(t.events) for t in record.turns)
    calls = _count_steps(monkeypatch)
    match = open_match(record)
    assert len(calls) == events  # each event once, not three times
    assert match.finished and to_record(match, times=False) == bot_record("entrepreneurial", 4)
    assert match.dice_verifiable


@pure_only
def test_an_undo_plays_the_entries_left_in_force_once_and_a_refusal_changes_nothing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    match = Match("dire-straights", ["Ann", "Ben"], dice=HmacDice.from_int(3), first_seat=0)
    match.throw(parse_dice("1 2 2 4 5 6"))
    match.apply(STOP)
    match.throw(parse_dice("2 3 3 4 4 6"))
    calls = _count_steps(monkeypatch)
    match.undo()
    assert len(calls) == 2  # the throw and the stop left in force, once
    before = len(match.journal)
    with pytest.raises(IllegalActionError):
        match.apply(STOP)  # Ben has not thrown: no stop (D4)
    assert len(match.journal) == before and match.state is not None and match.state.turn_player() == 1


def test_the_recorder_reads_the_state_after_the_entry() -> None:
    match = Match("six-by-6", ["Ann", "Ben"], dice=HmacDice.from_int(8), first_seat=0)
    seen: list[tuple[int, int]] = []

    def recorder(entry: object) -> None:
        assert match.state is not None
        seen.append((len(match.journal), match.state.turn_moves + 100 * len(match.state.turn_log)))

    match.journal.recorder = recorder
    play_bots(match, 6)
    assert [n for n, _ in seen] == list(range(6))  # called before each entry is accepted
    assert seen[-1][1] == match.state.turn_moves + 100 * len(match.state.turn_log)  # type: ignore[union-attr]

    def refuse(entry: object) -> None:
        raise RecordError("store", "not saved")

    match.journal.recorder = refuse
    state_before = (match.state.turn_moves, len(match.state.turn_log))  # type: ignore[union-attr]
    with pytest.raises(RecordError):
        match.throw()
    assert (match.state.turn_moves, len(match.state.turn_log)) == state_before  # type: ignore[union-attr]


def test_a_bad_journal_entry_names_the_entry_and_a_record_its_turn_and_event() -> None:
    data = bot_record("dire-straights", 2)
    data["turns"][1]["player"] = data["turns"][0]["player"]
    with pytest.raises(RecordError) as info:
        replay(from_json(data))
    assert info.value.place == "turn 2, event 1" and info.value.ruling == "A1"
    match = open_match(from_json(bot_record("dire-straights", 2)))
    entries = list(match.journal)
    moved = entries[len(data["rolloff"]) + 1]
    wrong = type(moved)(moved.seq, moved.kind, moved.at, moved.origin, None, 1 - (moved.seat or 0), moved.turn,
                        moved.action)
    with pytest.raises(RecordError) as bad:
        Match.from_journal("dire-straights", match.players, None, [*entries[:moved.seq], wrong])
    assert bad.value.place == f"journal entry {moved.seq}" and bad.value.ruling == "A1"


def test_every_ruleset_names_its_bot_layout_rulings_and_help() -> None:
    prefixes = set()
    for rs in all_rulesets():
        assert type(bot_for(rs.id)).__module__.startswith("engine.bots.")
        assert rs.layout in LAYOUTS and rs.reminders and rs.help and rs.short_name
        assert rs.game_end_ruling and rs.turn_end_ruling and rs.rolloff_cites()
        assert rs.rulings and all(r[0].startswith(rs.ruling_prefix) for r in rs.rulings)
        prefixes.add(rs.ruling_prefix)
    assert len(prefixes) == len(all_rulesets())
    assert [r.id for r in listed_rulesets()][:2] == ["classic", "entrepreneurial"]


def test_seeds_are_written_whole_and_private(tmp_path: Path) -> None:
    vault = SeedVault(tmp_path / "seeds")
    dice = HmacDice.from_int(5)
    vault.keep(dice)
    vault.put("abc123", dice.seed)
    found = vault.find(dice.commitment)
    assert found is not None and found.seed == dice.seed and vault.get("abc123") == dice.seed
    for path in (vault.path(dice.commitment), tmp_path / "seeds" / "abc123.seed"):
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert sorted(p.name for p in (tmp_path / "seeds").iterdir()) == sorted([dice.commitment, "abc123.seed"])
    with pytest.raises(InvalidInputError):
        vault.put("../x", b"1")
    vault.remove("abc123")
    assert vault.get("abc123") is None
    public = write_atomically(tmp_path / "r.json", json.dumps({}).encode())
    private = write_atomically(public, b"{}\n", private=True)  # written over: now the user's alone
    assert private == public and stat.S_IMODE(private.stat().st_mode) == 0o600 and private.read_bytes() == b"{}\n"


def test_a_bot_record_is_a_match_written_by_the_one_writer() -> None:
    match = Match("sb", ["Ann", "Ben", "Cy"], dice=HmacDice.from_int(12))
    play_bots(match)
    assert to_record(match, times=False) == bot_record("sb", 12, ("Ann", "Ben", "Cy"))
    assert all(e.kind is not EntryKind.VOID for e in match.journal)


def test_an_entry_appended_to_a_matchs_journal_by_anyone_moves_the_match() -> None:
    match = Match("six-by-6", ["Ann", "Ben"], first_seat=0)
    state = match.state
    assert state is not None
    throw = Throw(parse_dice("1 2 3 4 5 6"))
    entry = match.journal.append(EntryKind.MOVE, seat=0, turn=0, action=throw)  # not through match.apply
    assert match.state is state and state.turn_moves + len(state.turn_log) > 0
    assert match.faces_used() == 6 and match.moves == [entry]
    with pytest.raises(IllegalActionError):  # the rules refuse it before the journal takes it
        match.journal.append(EntryKind.MOVE, seat=0, turn=0, action=STOP)
    assert len(match.journal) == 1
    match.journal.void([entry.seq])
    assert match.faces_used() == 0 and match.can_redo and match.state is not None
    assert match.state.turn_moves == 0 and not match.state.turn_log
