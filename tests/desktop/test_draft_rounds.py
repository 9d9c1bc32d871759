"""A draft round is marked "Draft" wherever the app shows an event's rounds (issue 17,
section 3): seated but not published, its seating may still change."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engine.store import UnitOfWork, open_database
from engine.store.catalog import catalog
from engine.store.event_repo import StoredEvents
from engine.tournament.event import EventConfig, EventService
from engine.tournament.tables import TableSizes

from .test_club_reports import make_view

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")


def club_with_a_draft(path) -> int:
    """An event whose round 1 is published and round 2 seated as a draft."""
    with open_database(str(path)) as db, UnitOfWork(db) as uow:
        members = {n: uow.members.add(n).id for n in NAMES}
        service = EventService(StoredEvents(uow.session))
        event = service.create(EventConfig(name="Spring night", ruleset="classic", rounds=3,
                                           sizes=TableSizes.exactly(4), seed=5))
        for name, mid in members.items():
            service.add_player(event.id, mid, name)
        service.seat_next(event.id)
        service.publish(event.id)
        service.seat_next(event.id)  # round 2: a draft
        uow.commit()
        return int(event.id)


def test_the_catalog_names_the_draft_rounds(tmp_path):
    club_with_a_draft(tmp_path / "club.sqlite3")
    with open_database(str(tmp_path / "club.sqlite3"), create=False) as db, UnitOfWork(db) as uow:
        (event,) = catalog(uow.session).events
    assert event.rounds == (1, 2) and event.drafts == (2,)


def test_the_events_tab_marks_a_draft_round(qtbot, settings, dialogs, tmp_path):
    path = tmp_path / "club.sqlite3"
    event_id = club_with_a_draft(path)
    view = make_view(qtbot, settings, dialogs, str(path))
    assert view.select_event(event_id)
    model = view.rounds_model
    texts = [model.index(r).data() for r in range(model.rowCount())]
    assert texts[0] == "Round 1"
    assert "Draft" in texts[1] and "not published" in texts[1]
    assert "Draft" not in texts[0]
    assert model.index(1).data(Qt.ItemDataRole.FontRole).italic()
    assert "draft" in model.index(1).data(Qt.ItemDataRole.ToolTipRole)
    assert view._chosen_round() == 2
    assert view.event_note.text().startswith("Draft: round 2 is seated but not published")
    assert view.event_note.textFormat() == Qt.TextFormat.PlainText
