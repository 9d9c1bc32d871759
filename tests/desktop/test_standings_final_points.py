"""The Standings page after a final and with the event's own placement points: the final is
named as the final, not "round 3" of a two-round event, and the points are said as the event
gives them, not "one for every player finished ahead of" (#30)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import Qt

from desktop.club.projector import slides_for
from desktop.club.standings_page import StandingsPage
from engine.services.standings import standings_of
from engine.store import UnitOfWork, open_database
from engine.store.event_repo import StoredEvents
from engine.tournament.event import EventConfig, EventService
from engine.tournament.results import TableResult
from engine.tournament.standings import PlacementPoints
from engine.tournament.tables import TableSizes

from .test_standings_page import make_context

NAMES = ("Ann", "Ben", "Cyd", "Dee")


def _event(path: Path, points: PlacementPoints | None = None, final: bool = True) -> int:
    """Four players at one table, two rounds and (``final``) a final of the four."""
    with open_database(str(path)) as db, UnitOfWork(db) as uow:
        service = EventService(StoredEvents(uow.session))
        event = service.create(EventConfig(name="Friday", ruleset="classic", rounds=2, sizes=TableSizes.exactly(4),
                                           seed=3, points=points or PlacementPoints()))
        for n in NAMES:
            service.add_player(event.id, uow.members.add(n).id, n)
        for number in (1, 2):
            service.seat_next(event.id)
            rd = service.publish(event.id)
            service.record(event.id, number, 1, TableResult.from_scores(rd.seating.tables[0], [40, 30, 20, 10]))
        if final:
            rd = service.seat_final(event.id, 4)
            service.publish(event.id)
            service.record(event.id, rd.number, 1, TableResult.from_scores(rd.seating.tables[0], [10, 20, 30, 40]))
        uow.commit()
        return event.id


def _page(qtbot, settings, dialogs, path: Path, event_id: int) -> StandingsPage:
    context = make_context(qtbot, settings, dialogs, path)
    page = StandingsPage(context)
    qtbot.addWidget(page)
    page.resize(1024, 600)
    page.show()
    qtbot.waitExposed(page)
    page.choose_event(event_id)
    qtbot.waitUntil(lambda: page.standings is not None and page.standings.event == event_id)
    return page


def test_after_the_final_the_page_and_the_projector_name_the_final(qtbot, settings, dialogs, tmp_path) -> None:
    path = tmp_path / "club.sqlite3"
    event_id = _event(path)
    page = _page(qtbot, settings, dialogs, path, event_id)
    assert page.heading.text() == "Friday: standings after the final"  # "after 3 rounds with results" before
    combo = page.round_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["All rounds", "Round 1", "Round 2", "Final"]
    page.choose_round(2)
    assert page.heading.text() == "Friday: standings after round 2"
    page.choose_round(3)
    assert combo.currentText() == "Final"
    assert page.heading.text() == "Friday: standings after the final"  # "after round 3" before
    with open_database(str(path), create=False) as db, UnitOfWork(db) as uow:
        st = standings_of(StoredEvents(uow.session), event_id)
    titles = [s.title for s in slides_for(None, st)]
    assert titles == ["Standings after the final"]
    page.context.set_database(None)


def test_the_points_are_said_as_the_event_gives_them(qtbot, settings, dialogs, tmp_path) -> None:
    path = tmp_path / "club.sqlite3"
    event_id = _event(path, PlacementPoints({4: (4, 2, 1, 0)}), final=False)
    page = _page(qtbot, settings, dialogs, path, event_id)
    key = page.key.text()
    assert "one for every player finished ahead of" not in key
    assert "placement points by place: 4, 2, 1, 0 at a table of 4" in key
    model = page.view.model()
    col = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())].index("Points")
    assert "4, 2, 1, 0" in model.headerData(col, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert page.heading.text() == "Friday: standings after 2 rounds with results"
    assert Fraction(8) in {ln.points for ln in page.standings.lines}  # 4 + 4: the event's points count
    page.context.set_database(None)


def test_a_final_table_is_scored_as_the_final_table(qtbot, tmp_path, settings, dialogs) -> None:
    """The Tables page said "Scoring table 1 of round 3" and the window "Table 1, round 3" for the
    final of a two-round event: the final's table is the final table (#30)."""
    from desktop.club.tables_page import TablesPage

    from .events_club import make_context as club_context

    path = tmp_path / "club.sqlite3"
    with open_database(str(path)) as db, UnitOfWork(db) as uow:
        service = EventService(StoredEvents(uow.session))
        event = service.create(EventConfig(name="Friday", ruleset="classic", rounds=1, sizes=TableSizes.exactly(4),
                                           seed=3))
        for n in NAMES:
            service.add_player(event.id, uow.members.add(n).id, n)
        service.seat_next(event.id)
        rd = service.publish(event.id)
        service.record(event.id, 1, 1, TableResult.from_scores(rd.seating.tables[0], [40, 30, 20, 10]))
        service.seat_final(event.id, 4)
        service.publish(event.id)
        uow.commit()
    context, host = club_context(path, settings, dialogs)
    qtbot.addWidget(host)
    context.current_event = event.id
    page = TablesPage(context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    qtbot.waitUntil(lambda: page.round_number() == 2 and page.model.rowCount() == 1)
    assert page.round_box.currentText() == "Final"
    page.view.selectRow(0)
    dialog = page.score_table()
    assert dialog is page.mode_dialog and dialog is not None
    dialog.accept()  # real dice
    window = page.score_windows[(event.id, 2, 1)]
    assert page.message.text() == "Scoring final table 1"
    assert window.windowTitle().startswith("Final table 1: Friday")
    window.close()
    context.set_database(None)
