"""The Standings page over a club database whose event was entered through the tournament
service (tests/desktop/standings_db.py holds the hand-worked table the values come from)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QWidget

from desktop import settings as S
from desktop.club.context import ClubContext
from desktop.club.standings_page import StandingsPage
from desktop.jobs import Jobs
from engine.store import open_database

from .standings_db import ROUND1, small_event

ROWS = [  # place, name, points, wins, opponents' points, score, games (standings_db.py's table)
    ("1", "Ann", "8", "2", "24", "230", "2"),
    ("2=", "محمد علي", "5", "0", "30", "170", "2"),
    ("2=", "Ben <b>", "5", "0", "30", "170", "2"),
    ("4", "Dee", "1", "0", "38", "105", "2"),
    ("5", "Eve", "1", "0", "38", "90", "2"),
]
AFTER_ROUND_1 = [("1", "Ann", "4"), ("2=", "محمد علي", "2.5"), ("2=", "Ben <b>", "2.5"), ("4", "Dee", "1"),
                 ("5", "Eve", "0")]


class FakeOpener:
    def __init__(self) -> None:
        self.paths: list[str] = []

    def __call__(self, path: str) -> bool:
        self.paths.append(path)
        return True


def make_context(qtbot, settings, dialogs, path: Path | None) -> ClubContext:
    host = QWidget()
    qtbot.addWidget(host)
    context = ClubContext(settings, dialogs, Jobs(host), parent=host)
    if path is not None:
        context.set_database(open_database(str(path), create=False))
    return context


@pytest.fixture
def event(tmp_path):
    return small_event(tmp_path / "club.sqlite3")


@pytest.fixture
def page(qtbot, settings, dialogs, event):
    context = make_context(qtbot, settings, dialogs, event.path)
    page = StandingsPage(context)
    page.opener = FakeOpener()
    qtbot.addWidget(page)
    page.resize(1024, 600)
    page.show()
    qtbot.waitExposed(page)
    yield page
    if page.projector is not None:
        page.projector.close()
        page.projector.deleteLater()
    context.set_database(None)


def shown(page: StandingsPage, columns: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The rows as the view shows them (through the sort proxy), the named columns."""
    model = page.view.model()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    at = [headers.index(c) for c in columns]
    return [tuple(model.index(r, c).data() for c in at) for r in range(model.rowCount())]


def test_the_standings_are_the_hand_worked_ones(page):
    assert page.page_id == "standings" and page.title() == "Standings"
    assert shown(page, ("Place", "Name", "Points", "Wins", "Opp. pts", "Score", "Games")) == ROWS
    # the tie-breaker columns follow the event's order, and the key names them
    model = page.view.model()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers[:6] == ["Place", "Name", "Points", "Wins", "Opp. pts", "Score"]
    key = page.key.text()
    assert "1. points, 2. wins, 3. opponents' points, 4. head to head (among the tied players), 5. score" in key
    assert '"3=": a place shared after every tie-breaker' in key
    assert "Buchholz" in key
    assert page.heading.text() == "Tuesday <dice>: standings after 2 rounds with results"
    assert page.heading.textFormat() == Qt.TextFormat.PlainText


def test_the_ratings_are_the_command_lines(page, event, capsys):
    from engine.cli import main

    main(["event", "standings", str(event.event), "--json", "--db", str(event.path)])
    import json

    cli = json.loads(capsys.readouterr().out)
    want = [(s["name"], "" if s["rating"] is None else f"{s['rating']:.1f}") for s in cli["standings"]]
    assert shown(page, ("Name", "Rating")) == want
    assert all(r for _, r in want)


def test_after_round_1_through_the_round_choice(page, qtbot):
    combo = page.round_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["All rounds", "Round 1", "Round 2"]
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)  # "Round 1"
    assert combo.currentText() == "Round 1"
    assert shown(page, ("Place", "Name", "Points")) == AFTER_ROUND_1
    assert page.heading.text() == "Tuesday <dice>: standings after round 1"
    qtbot.keyClick(combo, Qt.Key.Key_Up)  # back to every round
    assert shown(page, ("Place", "Name", "Points")) == [r[:3] for r in ROWS]


def test_sorting_a_column_keeps_the_standings_order_among_equals(page, qtbot):
    model = page.view.model()
    names = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    page.view.sortByColumn(names.index("Score"), Qt.SortOrder.AscendingOrder)
    assert [r[0] for r in shown(page, ("Name",))] == ["Eve", "Dee", "محمد علي", "Ben <b>", "Ann"]
    page.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    assert shown(page, ("Name",))[0] == ("Ann",)


def test_a_result_entered_here_or_at_another_station_moves_the_standings(qtbot, settings, dialogs, tmp_path):
    from .standings_db import record_round

    ev = small_event(tmp_path / "one.sqlite3", rounds_played=1)
    context = make_context(qtbot, settings, dialogs, ev.path)
    page = StandingsPage(context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    assert shown(page, ("Place", "Name", "Points")) == AFTER_ROUND_1
    assert page.poll_once() is False  # nothing changed: nothing read again
    # round 2 recorded at another station: the next poll sees it
    from .standings_db import ROUND2

    record_round(ev.path, ev.event, 2, ROUND2)
    assert page.poll_once() is True
    assert shown(page, ("Place", "Name", "Points")) == [r[:3] for r in ROWS]
    assert page.poll.interval() <= 5000 and page.poll.isActive()
    # a change made in the app says so through the context: shown at once
    record_round(ev.path, ev.event, 3, ROUND1)
    context.notify_changed()
    assert shown(page, ("Name", "Points"))[0] == ("Ann", "12")
    context.set_database(None)


def test_print_standings_writes_the_report_through_jobs(page, dialogs, qtbot, tmp_path):
    out = tmp_path / "standings.pdf"
    dialogs.pdf_paths.append(str(out))
    qtbot.mouseClick(page.print_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.opener.paths == [str(out)], timeout=60_000)
    assert out.read_bytes().startswith(b"%PDF")
    assert dialogs.messages[0] == ("save_pdf", os.path.join(os.path.expanduser("~"), "tuesday-dice-standings.pdf"))
    import pdfplumber

    with pdfplumber.open(out) as pdf:
        text = "\n".join(p.extract_text() or "" for p in pdf.pages)
    assert "2=" in text and "Ben <b>" in text


def test_no_database_and_no_event_say_so(qtbot, settings, dialogs, tmp_path):
    context = make_context(qtbot, settings, dialogs, None)
    page = StandingsPage(context)
    qtbot.addWidget(page)
    page.show()
    assert page.empty.isVisible() and not page.print_button.isEnabled()
    assert page.empty.text() == "No club database is open."
    from engine.store import open_database as od

    with od(str(tmp_path / "empty.sqlite3")):
        pass
    context.set_database(open_database(str(tmp_path / "empty.sqlite3"), create=False))
    assert page.empty.text() == "No event yet: make one on the Events page."
    context.set_database(None)


def test_the_timer_buttons_start_pause_and_reset(page, qtbot):
    now = [1000.0]
    page.timer.clock = lambda: now[0]
    page.minutes.setValue(25)
    assert page.timer_label.text() == "25:00"
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert page.timer.running and page.start_button.text() == "&Pause timer"
    now[0] += 61.5
    page.timer.tick()
    assert page.timer_label.text() == "23:59"
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)  # pause
    now[0] += 600
    page.timer.tick()
    assert not page.timer.running and page.timer_label.text() == "23:59"
    qtbot.mouseClick(page.reset_button, Qt.MouseButton.LeftButton)
    assert page.timer_label.text() == "25:00"
    assert page.context.settings.get(S.ROUND_MINUTES) == 25


def test_every_control_has_an_accessible_name_and_the_actions_shortcuts(page):
    from PySide6.QtWidgets import QComboBox, QPushButton, QSpinBox, QTableView

    controls = [w for kind in (QPushButton, QComboBox, QSpinBox, QTableView) for w in page.findChildren(kind)]
    assert len(controls) >= 8
    for w in controls:
        assert w.accessibleName(), w
    assert all(not a.shortcut().isEmpty() for a in page.page_actions())


def test_the_page_fits_1024x600(page, qtbot):
    page.resize(1024, 600)
    qtbot.wait(10)
    assert page.minimumSizeHint().width() <= 1024 and page.minimumSizeHint().height() <= 600
    for w in (page.print_button, page.projector_button, page.start_button, page.reset_button, page.timer_label,
              page.round_combo, page.event_combo):
        assert page.rect().contains(QRect(w.mapTo(page, QPoint(0, 0)), w.size())), w
    assert not page.key.isHidden() and page.key.height() >= page.key.heightForWidth(page.key.width())


def test_choosing_another_event_by_keyboard_and_through_the_context(qtbot, settings, dialogs, tmp_path):
    from .standings_db import seated_event

    ev = small_event(tmp_path / "two.sqlite3")
    other = seated_event(ev.path, 8)
    context = make_context(qtbot, settings, dialogs, ev.path)
    context.current_event = ev.event  # the event the organizer has open comes first
    page = StandingsPage(context)
    qtbot.addWidget(page)
    page.show()
    combo = page.event_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["Tuesday <dice>", "Big night"]
    assert combo.currentText() == "Tuesday <dice>" and page.model.rowCount() == 5
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert page.event_id == other and page.model.rowCount() == 8
    assert shown(page, ("Place", "Points"))[0] == ("1=", "0")  # nobody has played: all share first
    assert page.heading.text() == "Big night: no results yet"
    context.show_event.emit("events", ev.event)  # another page's event: not this page's business
    assert page.event_id == other
    context.show_event.emit("standings", ev.event)
    assert page.event_id == ev.event and combo.currentText() == "Tuesday <dice>"
    context.set_database(None)
