"""Issue 29: a result typed on the Tables page for a table whose match is being scored asks first
(through the DialogService, faked here); "No" enters nothing and the match goes on, "Yes" closes
that match as superseded and counts the result typed, once."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget

from desktop.club.context import ClubContext
from desktop.club.tables_page import ResultDialog, TablesPage
from desktop.jobs import Jobs
from engine.services import events as ev
from engine.services.reports import scope_statistics
from engine.services.scoring import table_match
from engine.store import UnitOfWork, open_database
from engine.store.event_repo import StoredEvents
from engine.tournament.event import EventConfig, TableSizes

from .helpers import FakeDialogs

NAMES = ["Ann", "Bo", "Cy", "Di"]


def test_a_result_typed_over_a_match_being_scored_asks_first(qtbot, settings, tmp_path: Path) -> None:
    url = str(tmp_path / "club.sqlite3")
    db = open_database(url)
    with UnitOfWork(db) as uow:
        ids = [uow.members.add(n).id for n in NAMES]
        uow.commit()
    e = ev.create_event(db, EventConfig(name="Night", ruleset="classic", rounds=1, sizes=TableSizes(2, 2, 2)))
    for q in ids:
        ev.check_in(db, e.id, q)
    ev.seat_next(db, e.id, publish=True)
    scored = table_match(db, e.id, 1, 1, app_dice=False).match_id  # table 1: its match being scored

    dialogs = FakeDialogs(confirm_answer=False)
    host = QWidget()
    qtbot.addWidget(host)
    context = ClubContext(settings, dialogs, Jobs(host))
    context.set_database(open_database(url, create=False))
    context.current_event = e.id
    page = TablesPage(context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    qtbot.waitUntil(lambda: page.model.rowCount() == 2)
    row = next(i for i in range(page.model.rowCount()) if page.model.row(i).table == 1)

    def type_places() -> ResultDialog:
        page.view.selectRow(row)
        dialog = page.open_result(correct=False)
        assert dialog is not None
        for i, edit in enumerate(dialog.places, 1):
            edit.setText(str(i))
        dialog.try_accept()
        return dialog

    # "No": asked, nothing entered, the match goes on
    dialog = type_places()
    asked = [m for kind, m in dialogs.messages if kind == "confirm"]
    assert asked == [f"Table 1 is being scored as match {scored}. Count this result instead and close that match "
                     "as superseded?"]
    assert dialog.isVisible() and dialog.problem.text() == "Nothing entered: the match at this table goes on."
    dialog.reject()
    with UnitOfWork(db) as uow:
        events = StoredEvents(uow.session)
        assert not events.get(e.id).rounds[0].results and events.superseded() == set()

    # "Yes": the result counts, the match is closed as superseded, the table counts once
    dialogs.confirm_answer = True
    dialog = type_places()
    assert not dialog.isVisible()
    assert len([m for kind, m in dialogs.messages if kind == "confirm"]) == 2
    with UnitOfWork(db) as uow:
        events = StoredEvents(uow.session)
        assert 0 in events.get(e.id).rounds[0].results and events.superseded() == {scored}
    figures = scope_statistics(url, event=e.id)
    assert figures.figures.matches == 0 and len(figures.tables) == 1  # once, by the result typed
    assert page.message.text() == "Recorded table 1 of round 1"
