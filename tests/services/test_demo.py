"""The demo club (engine/services/demo.py): twelve members and a finished club night of each
game played by the bots, deterministic by seed, into an empty database only, whole steps only."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.errors import BakehouseError
from engine.rulesets import all_rulesets
from engine.services.demo import MEMBERS, ROUNDS, DemoCancelled, build_demo_club, demo_steps, is_empty
from engine.store import UnitOfWork, open_database
from engine.store.catalog import catalog
from engine.store.event_repo import StoredEvents


def _summary(path: Path) -> tuple[object, ...]:
    with open_database(str(path)) as db, UnitOfWork(db) as uow:
        cat = catalog(uow.session)
        events = StoredEvents(uow.session).all()
        standings = [tuple((s.player, s.points) for s in e.standings()) for e in events]
        return (tuple(m.name for m in cat.members), tuple((e.name, e.ruleset, e.rounds) for e in cat.events),
                len(cat.matches), tuple(standings))


def test_demo_club_has_twelve_members_and_a_finished_event_per_game(tmp_path: Path) -> None:
    path = tmp_path / "demo.sqlite3"
    steps: list[tuple[int, str]] = []
    with open_database(str(path)) as db:
        assert is_empty(db)
        club = build_demo_club(db, 3, progress=lambda n, what: steps.append((n, what)))
        assert not is_empty(db)
    assert len(club.members) == 12 and len(club.events) == 5
    assert [n for n, _ in steps] == list(range(demo_steps()))
    with open_database(str(path)) as db, UnitOfWork(db) as uow:
        cat = catalog(uow.session)
        assert sorted(m.name for m in cat.members) == sorted(MEMBERS)
        assert {e.ruleset for e in cat.events} == {rs.id for rs in all_rulesets()}
        assert all(e.rounds == tuple(range(1, ROUNDS + 1)) and not e.drafts for e in cat.events)
        assert len(cat.matches) == club.matches == 5 * ROUNDS * 3 and all(m.finished for m in cat.matches)
        assert all(m.event_id is not None for m in cat.matches)
        for event in StoredEvents(uow.session).all():
            assert len(event.rounds) == ROUNDS and all(rd.finished and rd.published for rd in event.rounds)
            assert len(event.standings()) == 12

    # a club night a week, the last one today (the Events page lists events by date: none was blank)
    from datetime import date, timedelta

    from engine.services.events import event_dates

    with open_database(str(path)) as db:
        dates = event_dates(db)
    assert sorted(dates[e] or "" for e in club.events) == [
        (date.today() - timedelta(days=7 * k)).isoformat() for k in (4, 3, 2, 1, 0)]


def test_demo_club_is_deterministic_by_seed(tmp_path: Path) -> None:
    for name in ("a", "b"):
        with open_database(str(tmp_path / f"{name}.sqlite3")) as db:
            build_demo_club(db, 7)
    assert _summary(tmp_path / "a.sqlite3") == _summary(tmp_path / "b.sqlite3")


def test_only_an_empty_database_gets_a_demo_club(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    with open_database(str(path)) as db:
        with UnitOfWork(db) as uow:
            uow.members.add("Zoë")
            uow.commit()
        with pytest.raises(BakehouseError, match="empty database only"):
            build_demo_club(db)
    assert _summary(path)[0] == ("Zoë",) and _summary(path)[2] == 0


def test_a_cancel_keeps_whole_steps_only(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    done: list[int] = []
    with open_database(str(path)) as db, pytest.raises(DemoCancelled):
        build_demo_club(db, progress=lambda n, _w: done.append(n), cancelled=lambda: len(done) >= 3)
    members, events, matches, _ = _summary(path)
    assert len(members) == 12  # step 0
    assert len(events) == 2  # steps 1 and 2, each whole
    assert matches == 2 * ROUNDS * 3
