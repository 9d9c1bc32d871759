"""What a stored match may claim about its dice (spec "Provably fair dice",
docs/rulings.md "Digital dice"): a revealed seed is never drawn from again, and a
record carries ``dice`` only when every face of it came from the stream."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
from pathlib import Path

import pytest

from engine.actions import Roll, Throw
from engine.bots import bot_for
from engine.cli import main
from engine.dice import HmacDice, draw
from engine.game import CHANCE
from engine.journal import Origin
from engine.match import Match
from engine.record import loads, replay
from engine.store import Database, SeedVault, StoreError, UnitOfWork
from engine.store.botplay import play_match
from engine.store.service import export_record, new_match, open_table

#: real dice at the table: faces typed in, drawn here from a stream nobody committed to
REAL = HmacDice(bytes(range(32)))


def _play_by_hand(match: Match) -> None:
    """Play on to the end with bots' choices and faces typed in by hand."""
    bots = [bot_for(match.ruleset.id) for _ in match.players]
    while not match.finished:
        state = match.state
        assert state is not None
        if state.current_player() != CHANCE:
            action = bots[state.current_player()].choose(state)
            if not isinstance(action, Roll):
                match.apply(action, origin=Origin.BOT)
                continue
        match.throw(list(draw(REAL, state.chance_dice())))


def _verify(tmp_path: Path, record: str) -> subprocess.CompletedProcess[str]:
    """``bakehouse verify`` of the record, in this process (engine.cli.main, what `python -m engine`
    runs; tests/store/test_fair_dice.py runs it in a process of its own): its exit code and output."""
    path = tmp_path / "match.json"
    path.write_text(record, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["verify", str(path)])
    return subprocess.CompletedProcess(["bakehouse", "verify", str(path)], code, out.getvalue(), err.getvalue())


def test_a_corrected_finished_match_goes_on_with_dice_typed_in(db: Database, tmp_path: Path) -> None:
    vault = SeedVault(tmp_path / "seeds")
    table = new_match(db, "sb", ["Ann", "Ben"], first_seat=0, station="bar", vault=vault)
    play_match(table.match)
    with UnitOfWork(db) as uow:
        seed = uow.matches.setup(table.match_id).seed
    assert seed is not None  # over: the seed is public, every face still to come is known
    finished = export_record(db, table.match_id)
    assert _verify(tmp_path, finished).returncode == 0

    while True:  # the organizer withdraws entries back to the last throw, which was misread
        undone = table.match.undo("the last throw was misread", correction=True)
        target = table.match.journal.entries[undone.voids[0]]
        if isinstance(target.action, Throw):
            break
    assert not table.match.finished
    entries = len(table.match.journal.entries)
    with pytest.raises(StoreError, match="dice seed was revealed.*type in the faces of real dice"):
        table.match.throw()  # the app's stream, drawn on past its revealed seed
    assert len(table.match.journal.entries) == entries  # nothing saved
    with UnitOfWork(db) as uow:
        assert len(uow.matches.entries(table.match_id)) == entries
    _play_by_hand(table.match)
    # a station opening it now has no app dice either
    again = open_table(db, table.match_id, station="door", vault=vault)
    assert again.match.dice is None and again.match.finished
    record = export_record(db, table.match_id)
    assert "dice" not in json.loads(record)  # mixed app and typed faces: no claim (docs/rulings.md)
    assert replay(loads(record)).state.is_terminal()  # type: ignore[union-attr]
    out = _verify(tmp_path, record)
    assert "thrown by hand" in out.stdout + out.stderr


def test_a_drawn_throw_is_refused_even_by_a_stale_station(sdb: Database, tmp_path: Path) -> None:
    """Station B still holds the stream after station A finished the match and a
    correction reopened it: its drawn throw is refused by the store, not only by A."""
    vault = SeedVault(tmp_path / "seeds")
    a = new_match(sdb, "six-by-6", ["Ann", "Ben"], first_seat=0, station="A", vault=vault)
    play_match(a.match)
    while not isinstance(a.match.journal.entries[a.match.undo("misread", correction=True).voids[0]].action, Throw):
        pass
    with pytest.raises(StoreError, match="revealed"):
        a.match.throw()


def test_faces_typed_in_export_without_dice(db: Database, tmp_path: Path) -> None:
    vault = SeedVault(tmp_path / "seeds")
    table = new_match(db, "dire-straights", ["Ann", "Ben"], first_seat=0, vault=vault)
    _play_by_hand(table.match)  # committed app dice, but every face typed in
    with UnitOfWork(db) as uow:
        setup = uow.matches.setup(table.match_id)
    assert setup.commitment is not None
    record = json.loads(export_record(db, table.match_id))
    assert "dice" not in record
    out = _verify(tmp_path, json.dumps(record))
    assert out.returncode != 0 and "thrown by hand" in out.stdout + out.stderr


def test_app_dice_then_faces_typed_in_export_without_dice(db: Database, tmp_path: Path) -> None:
    vault = SeedVault(tmp_path / "seeds")
    table = new_match(db, "six-by-6", ["Ann", "Ben"], first_seat=0, vault=vault)
    play_match(table.match, 4)  # app dice first
    in_play = json.loads(export_record(db, table.match_id))
    assert set(in_play["dice"]) == {"scheme", "commitment"}  # in play: the claim so far holds
    _play_by_hand(table.match)  # the tablet's dice app failed: real dice from here on
    record = export_record(db, table.match_id)
    assert "dice" not in json.loads(record)
    assert replay(loads(record)).state.is_terminal()  # type: ignore[union-attr]


def test_app_dice_only_still_export_and_verify(db: Database, tmp_path: Path) -> None:
    table = new_match(db, "six-by-6", ["Ann", "Ben"], first_seat=0, vault=SeedVault(tmp_path / "seeds"))
    play_match(table.match)
    record = json.loads(export_record(db, table.match_id))
    assert set(record["dice"]) == {"scheme", "commitment", "seed"}
    assert _verify(tmp_path, json.dumps(record)).returncode == 0
