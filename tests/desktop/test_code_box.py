"""The Tables page's code box (desktop/club/code_box.py, issue 33): a scoresheet's code typed or
scanned (the reader types it and Enter) opens that table's result entry at once; F6 puts the
focus there; a wrong check letter, another event's code or a round not published is refused in
one line and nothing opens."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from desktop.club.context import ClubContext
from desktop.club.tables_page import TablesPage
from desktop.jobs import Jobs
from engine.store import open_database
from engine.tournament.codes import table_code
from tests.web.event_fixture import club_night, finish_table


def _page(qtbot, settings, dialogs, tmp_path: Path) -> tuple[TablesPage, int]:
    db = open_database(str(tmp_path / "club.db"))
    event = club_night(db, 12, finished=0)
    finish_table(db, event, 2)
    host = QWidget()
    qtbot.addWidget(host)
    context = ClubContext(settings, dialogs, Jobs(host), parent=host)
    context.set_database(db)
    context.current_event = event
    page = TablesPage(context)
    qtbot.addWidget(page)
    page.resize(1024, 560)
    page.show()
    qtbot.waitExposed(page)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    return page, event


def test_a_scanned_code_opens_its_tables_result_entry(qtbot, settings, dialogs, tmp_path) -> None:
    page, event = _page(qtbot, settings, dialogs, tmp_path)
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_F6)
    assert page.code_box.hasFocus()
    qtbot.keyClicks(page.code_box, table_code(event, 1, 3))  # as a bar-code reader types it
    qtbot.keyClick(page.code_box, Qt.Key.Key_Return)
    assert page.dialog is not None and page.dialog.isVisible()
    assert page.dialog.windowTitle() == "Result of table 3"
    assert page.code_box.text() == ""
    page.dialog.reject()
    # a table with a result: its correction opens; a live page address scanned holds the code too
    page.code_box.open_code(f"http://127.0.0.1:8080/abc/#{table_code(event, 1, 2)}")
    assert page.dialog.isVisible() and page.dialog.windowTitle() == "Correct the result of table 2"
    page.dialog.reject()


def test_a_wrong_code_is_refused_in_one_line(qtbot, settings, dialogs, tmp_path) -> None:
    page, event = _page(qtbot, settings, dialogs, tmp_path)
    good = table_code(event, 1, 1)
    bad = good[:-1] + ("A" if good[-1] != "A" else "B")
    for typed, says in ((bad, "check letter is wrong"), (table_code(event + 5, 1, 1), "another event"),
                        (table_code(event, 2, 1), "not published"), (table_code(event, 1, 9), "no table 9"),
                        ("hello", "not a table's code")):
        page.dialog = None
        page.code_box.setText(typed)
        qtbot.keyClick(page.code_box, Qt.Key.Key_Return)
        assert page.dialog is None, typed
        assert says in page.message.text() and "\n" not in page.message.text()
        assert page.code_box.text() == typed  # kept to be put right
