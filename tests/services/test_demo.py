"""The demo club (engine/services/demo.py): twelve members and a finished club night of each
game played by the bots, deterministic by seed, into an empty database only, whole steps only."""

from __future__ import annotations

from pathlib import Path
from typing import Any

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


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Any, list[tuple[int, str]]]:
    """A demo club of seed 3 (its database, what build_demo_club gave, the steps it reported), built
    once for the tests that only read it (a build is the bots playing 75 matches)."""
    path = tmp_path_factory.mktemp("demo") / "demo.sqlite3"
    steps: list[tuple[int, str]] = []
    with open_database(str(path)) as db:
        assert is_empty(db)
        club = build_demo_club(db, 3, progress=lambda n, what: steps.append((n, what)))
        assert not is_empty(db)
    return path, club, steps


def test_demo_club_has_twelve_members_and_a_finished_event_per_game(demo) -> None:
    path, club, steps = demo
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


def test_demo_club_is_deterministic_by_seed(demo, tmp_path: Path) -> None:
    with open_database(str(tmp_path / "again.sqlite3")) as db:
        build_demo_club(db, 3)  # the seed of the club built once for this file: the same club again
    assert _summary(tmp_path / "again.sqlite3") == _summary(demo[0])


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
