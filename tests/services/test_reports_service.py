"""engine/services/reports.py (issue 28): what a printed report of the club database is drawn
from, handed back as plain values; the event's date on the event model; a league's nights worked
out in one place."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.errors import BakehouseError
from engine.figures import EventSheets, PrintedStandings, StoredScorepad
from engine.record import loads, replay
from engine.scorepad import MatchInfo, from_replay
from engine.services import events as ev
from engine.services import reports as rs
from engine.store import UnitOfWork, open_database
from engine.store.botplay import bot_match
from engine.store.db import Database
from engine.store.service import export_record, new_match
from engine.tournament.event import EventConfig, EventKind, EventService, InMemoryEvents
from engine.tournament.tables import TableSizes


@pytest.fixture
def path(tmp_path: Path) -> str:
    return str(tmp_path / "club.sqlite3")


@pytest.fixture
def db(path: str) -> Iterator[Database]:
    with open_database(path) as opened:
        yield opened


def _stored(db: Database, players: tuple[str, ...], seed: int, event: dict[str, object] | None = None) -> int:
    setup, entries, _ = bot_match("classic", players, seed)
    if event is not None:
        setup = dataclasses.replace(setup, event=event)
    with UnitOfWork(db) as uow:
        mid = uow.matches.create(setup)
        uow.matches.add_entries(mid, entries)
        uow.matches.refresh(mid)
        uow.commit()
    return mid


def test_a_stored_matchs_scorepad_is_its_records_without_a_record_written(db: Database, path: str,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """The printed scorepad of a stored match comes from its own state: the same pad as its
    exported record's, with no record written and read back (export_record is never called)."""
    finished = _stored(db, ("Ann", "Bob"), 41, {"name": "Night", "round": 2, "table": 3, "date": "2026-11-20"})
    in_play = new_match(db, "classic", ["Cy", "Di"], app_dice=True, seed=bytes(32))
    record = loads(export_record(db, finished))
    rep = replay(record)
    assert rep.state is not None
    expected = (from_replay(rep, MatchInfo.from_record(record)), rep.ruleset.options_dict(rep.state.options))
    import engine.store.service

    def refused(*_: object) -> str:
        raise AssertionError("the scorepad wrote the match as a record and read it back")

    monkeypatch.setattr(engine.store.service, "export_record", refused)
    # nor is any record made or read on the way (the one record writer, the one reader of a record's JSON)
    import engine.record
    import engine.store.records

    for module in (engine.record, engine.store.records):
        monkeypatch.setattr(module, "write_record", refused)
    for name in ("from_json", "loads"):
        monkeypatch.setattr(engine.record, name, refused)
    got = rs.stored_scorepad(path, finished)
    assert isinstance(got, StoredScorepad)
    assert got.pad == expected[0] and got.options == expected[1]
    assert (got.pad.info.event, got.pad.info.round, got.pad.info.table, got.pad.info.date) == ("Night", 2, 3,
                                                                                               "2026-11-20")
    fresh = rs.stored_scorepad(path, in_play.match_id)  # in play, no event: the day it was made (issue 21)
    assert fresh.pad.names == ("Cy", "Di") and fresh.pad.info.date is not None and fresh.pad.info.event is None
    assert fresh.pad.info.seed is None  # the seed is never shown while the match is in play
    with pytest.raises(BakehouseError):
        rs.stored_scorepad(path, 999)


def test_the_event_date_is_the_models_and_reaches_the_sheets_and_standings(db: Database, path: str) -> None:
    names = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
    config = EventConfig(name="Dated night", ruleset="classic", rounds=1, sizes=TableSizes.exactly(4))
    with pytest.raises(BakehouseError, match="YYYY-MM-DD"):
        ev.create_event(db, config, date="2026-13-01")
    event = ev.create_event(db, config, date="2026-11-27")
    assert event.date == "2026-11-27"
    assert ev.get_event(db, event.id).date == "2026-11-27"  # read back by the repository
    assert {e.id: e.date for e in ev.list_events(db)}[event.id] == "2026-11-27"
    assert ev.event_dates(db)[event.id] == "2026-11-27"  # the events row kept in step
    ev.add_players(db, event.id, names)
    ev.seat_next(db, event.id)
    assert ev.get_event(db, event.id).date == "2026-11-27"  # a save keeps it
    sheets = rs.event_sheets(path, event.id)
    assert isinstance(sheets, EventSheets) and sheets.date == "2026-11-27" and len(sheets.event.rounds) == 1
    standings = rs.event_standings(path, event.id)
    assert isinstance(standings, PrintedStandings) and standings.date == "2026-11-27"
    with pytest.raises(BakehouseError, match="has no round 2"):
        rs.event_standings(path, event.id, after_round=2)


def test_a_leagues_nights_are_worked_out_by_the_event_service() -> None:
    service = EventService(InMemoryEvents())
    league = service.create(EventConfig(name="Season", kind=EventKind.LEAGUE, ruleset="classic"))
    night = service.create(EventConfig(name="Night 1", ruleset="classic", season=league.id))
    service.create(EventConfig(name="Elsewhere", ruleset="classic"))
    assert [e.id for e in service.nights(league.id)] == [night.id]
    with pytest.raises(BakehouseError, match="not a league season"):
        service.nights(night.id)
    assert service.season_table(league.id) == []


def test_the_catalog_and_a_missing_database(path: str, db: Database, tmp_path: Path) -> None:
    _stored(db, ("Ann", "Bob"), 7)
    assert [m.players for m in rs.read_catalog(path).matches] == [("Ann", "Bob")]
    missing = tmp_path / "nowhere.sqlite3"
    with pytest.raises(BakehouseError):
        rs.read_catalog(str(missing))
    assert not missing.exists()
