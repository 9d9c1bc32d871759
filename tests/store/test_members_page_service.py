"""What the Members page reads and writes (engine/services/members.py): the list with games and
the day last played, a member's recent results and ratings, adding and editing a member."""

from __future__ import annotations

import pytest

from engine.errors import BakehouseError
from engine.services.events import close_event
from engine.services.members import (
    add_member,
    edit_member,
    member_lines,
    member_ratings,
    recent_results,
)
from engine.store import Database, UnitOfWork
from engine.store.botplay import bot_match
from engine.store.event_repo import StoredEvents
from engine.store.models import Event as EventRow
from engine.tournament.event import EventConfig, EventService
from engine.tournament.results import TableResult
from engine.tournament.tables import TableSizes


def _club(db: Database) -> dict[str, int]:
    """Ann, Ben, Cyd, Dee: an event of two rounds entered from the sheets (no matches stored), dated
    and closed; a match of Ann and Ben outside events; Eve never played."""
    with UnitOfWork(db) as uow:
        ids = {n: uow.members.add(n).id for n in ("Ann", "Ben", "Cyd", "Dee", "Eve")}
        service = EventService(StoredEvents(uow.session))
        event = service.create(EventConfig(name="Tuesday dice", ruleset="classic", rounds=2,
                                           sizes=TableSizes.exactly(4), seed=3))
        uow.session.flush()
        for n in ("Ann", "Ben", "Cyd", "Dee"):
            service.add_player(event.id, ids[n], n)
        for rnd in (1, 2):
            service.seat_next(event.id)
            rd = service.publish(event.id)
            table = rd.seating.tables[0]
            scores = [{ids["Ann"]: 3, ids["Ben"]: 2, ids["Cyd"]: 1, ids["Dee"]: 0}[p] for p in table]
            service.record(event.id, rnd, 1, TableResult.from_scores(table, scores))
        row = uow.session.get(EventRow, event.id)
        assert row is not None
        row.date = "2026-11-03"
        setup, entries, _ = bot_match("classic", ("Ann", "Ben"), 7)
        match_id = uow.matches.create(setup, member_ids=[ids["Ann"], ids["Ben"]])
        uow.matches.add_entries(match_id, entries)
        uow.matches.refresh(match_id)
        uow.commit()
    close_event(db, event.id)  # the ratings move (written at closing, or as each result was recorded)
    return ids


def test_the_list_counts_event_results_and_matches(db: Database) -> None:
    ids = _club(db)
    lines = {m.name: m for m in member_lines(db)}
    assert [m.name for m in member_lines(db)] == ["Ann", "Ben", "Cyd", "Dee", "Eve"]
    assert (lines["Ann"].games, lines["Cyd"].games, lines["Eve"].games) == (3, 2, 0)
    assert lines["Cyd"].last_played == "2026-11-03" and lines["Eve"].last_played is None
    assert lines["Ann"].last_played is not None and lines["Ann"].last_played > "2026-11-03"  # the match: today
    assert lines["Ann"].id == ids["Ann"]


def test_recent_results_latest_first_with_event_round_table_place_score(db: Database) -> None:
    ids = _club(db)
    results = recent_results(db, ids["Cyd"])
    assert [(r.event, r.round, r.table, r.place, r.players, r.score) for r in results] == [
        ("Tuesday dice", 2, 1, 3, 4, 1), ("Tuesday dice", 1, 1, 3, 4, 1)]
    ann = recent_results(db, ids["Ann"])
    assert ann[0].event is None and ann[0].match_id is not None and len(ann) == 3
    assert len(recent_results(db, ids["Ann"], limit=1)) == 1
    assert recent_results(db, ids["Eve"]) == []
    with pytest.raises(BakehouseError, match="no member 99"):
        recent_results(db, 99)


def test_ratings_per_game(db: Database) -> None:
    ids = _club(db)
    with UnitOfWork(db) as uow:
        steps = uow.ratings.history(ids["Ann"], "classic")
    assert steps  # the event's results rated her
    [r] = member_ratings(db, ids["Ann"])
    assert (r.ruleset, r.mu, r.sigma, r.steps) == ("classic", steps[-1].mu, steps[-1].sigma, len(steps))
    assert r.mu > 25.0  # she won both tables
    assert member_ratings(db, ids["Eve"]) == []


def test_add_and_edit_check_like_an_import_and_change_nothing_when_refused(db: Database) -> None:
    ids = _club(db)
    fay = add_member(db, " Fay ", email=" fay@club.example ", note="new")
    assert (fay.name, fay.email, fay.note) == ("Fay", "fay@club.example", "new")
    with pytest.raises(BakehouseError, match="not an e-mail address"):
        add_member(db, "Gil", email="gil at home")
    with pytest.raises(BakehouseError, match="exists already"):
        add_member(db, "ann")
    edited = edit_member(db, ids["Cyd"], name="Cydney", email="", note="left-handed")
    assert (edited.name, edited.email, edited.note) == ("Cydney", None, "left-handed")
    with UnitOfWork(db) as uow:
        event = StoredEvents(uow.session).all()[0]
        assert event.players[ids["Cyd"]].name == "Cydney"
    with pytest.raises(BakehouseError, match="exists already"):
        edit_member(db, ids["Cyd"], name="Ben", email="c@club.example", note="")
    with pytest.raises(BakehouseError, match="note"):
        edit_member(db, ids["Cyd"], name="Cy", email="", note="\x07")
    with UnitOfWork(db) as uow:
        cyd = uow.members.get(ids["Cyd"])
    assert (cyd.name, cyd.email, cyd.note) == ("Cydney", None, "left-handed")  # nothing changed
    assert [m.name for m in member_lines(db)] == ["Ann", "Ben", "Cydney", "Dee", "Eve", "Fay"]
