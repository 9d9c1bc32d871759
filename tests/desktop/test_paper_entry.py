"""The Tables page's "Enter from paper pad..." (issue 20, item 5), by keyboard only: six players'
turns typed into the grid, a wrong pad refused in the dialog (which stays open, the cell at fault
chosen, nothing applied), fixed, recorded, and the table marked "from paper: result only"."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.club.paper_entry import PaperPadDialog
from desktop.club.tables_page import TablesPage
from engine.services import events as ev
from engine.store import open_database
from engine.tournament.event import EventConfig
from engine.tournament.tables import TableSizes

from .events_club import NAMES, build_members, make_context

SIX = [NAMES[0], NAMES[12], NAMES[13], NAMES[1], NAMES[2], NAMES[3]]  # a right-to-left name and markup among them


@pytest.fixture
def tables(qtbot, tmp_path: Path, settings, dialogs):
    path = tmp_path / "club.sqlite3"
    ids = build_members(path)
    with open_database(str(path), create=False) as db:
        e = ev.create_event(db, EventConfig(name="Paper night", ruleset="sb", rounds=1, sizes=TableSizes.exactly(6)))
        for name in SIX:
            ev.check_in(db, e.id, ids[name])
        ev.seat_next(db, e.id, publish=True)
    context, host = make_context(path, settings, dialogs)
    qtbot.addWidget(host)
    context.current_event = e.id
    page = TablesPage(context)
    qtbot.addWidget(page)
    page.resize(1024, 560)
    page.show()
    qtbot.waitExposed(page)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    yield page
    context.set_database(None)


def type_in(qtbot, text: str) -> None:
    for ch in text:
        qtbot.keyClick(QApplication.focusWidget(), ch)


def key(qtbot, k: Qt.Key, mod: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(QApplication.focusWidget(), k, mod)


def test_a_paper_pad_typed_in_by_keyboard(qtbot, tables: TablesPage) -> None:
    tables.view.setFocus()
    tables.view.selectRow(0)
    seat = [n for _, n in tables.model.row(0).players]
    key(qtbot, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    dialog = tables.paper_dialog
    assert isinstance(dialog, PaperPadDialog)
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.view)
    assert dialog.model.names == seat  # the first seated plays first until another is chosen
    # the second seated began: Alt+F to the combo, Down; the columns follow the order of play
    key(qtbot, Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is dialog.first
    key(qtbot, Qt.Key.Key_Down)
    order = seat[1:] + seat[:1]
    assert dialog.model.names == order
    key(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.view
    # a row per turn in the order played, Tab to the next player: the first reaches 60, then the
    # last turns (K6); the third player's second turn is mistyped as 15
    rows = [["20", "0", "14", "8", "2", "40"], ["40", "12", "15", "9", "4", "16"]]
    for row in rows:
        for cell in row:
            type_in(qtbot, cell)
            key(qtbot, Qt.Key.Key_Tab)
    assert dialog.model.data(dialog.model.index(1, 0)) == "40  \u2192 60"  # the running total, as on the pad
    assert "60" in dialog.totals.text()
    key(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert dialog.isVisible()
    assert dialog.problem.text().endswith("turn 2: K5: 15 is not a turn score of SB: set-aside base dice under two "
                                          "keys score 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 20, 24, 28, 40")
    assert (dialog.view.currentIndex().row(), dialog.view.currentIndex().column()) == (1, 2)  # the cell at fault
    with open_database(str(tables.context.database.url), create=False) as db:
        assert ev.get_event(db, tables.current.id).rounds[0].results == {}  # nothing applied
    # the cell fixed in place (Delete, then the right score), recorded with Ctrl+Return
    dialog.view.setFocus()
    key(qtbot, Qt.Key.Key_Delete)
    assert dialog.model.text(2, 1) == ""
    type_in(qtbot, "14")
    key(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.view.currentIndex().row() == 2)  # Return moves down the column
    key(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert dialog.result() == dialog.DialogCode.Accepted
    with open_database(str(tables.context.database.url), create=False) as db:
        e = ev.get_event(db, tables.current.id)
    result = e.rounds[0].results[0]
    assert [e.players[q].name for q in result.players] == order
    assert [[t.points for t in c] for c in result.paper] == [[20, 40], [0, 12], [14, 14], [8, 9], [2, 4], [40, 16]]
    assert result.scores == (60, 12, 28, 17, 6, 56)
    tables.refresh()
    assert tables.model.index(0, 3).data().endswith("(from paper: result only)")
    assert tables.model.index(0, 1).data() == "finished (paper)"
    assert "from its paper pad" in tables.message.text()


def test_a_paper_table_is_corrected_from_its_pad(qtbot, tables: TablesPage) -> None:
    tables.view.selectRow(0)
    e = tables.current
    players = e.rounds[0].seating.tables[0]
    with open_database(str(tables.context.database.url), create=False) as db:
        ev.enter_result(db, e.id, 1, 1, ev.ResultGiven(turns=[(q, "40,20" if i == 0 else "0,0")
                                                               for i, q in enumerate(players)]))
    tables.refresh()
    tables.view.selectRow(0)
    tables.paper_action.trigger()
    dialog = tables.paper_dialog
    assert dialog is not None and dialog.model.column_text(0) == "40,20"  # the pad as it was typed
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.view)
    dialog.view.setCurrentIndex(dialog.model.index(0, 1))
    type_in(qtbot, "24")
    key(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    with open_database(str(tables.context.database.url), create=False) as db:
        after = ev.get_event(db, e.id)
    assert after.rounds[0].results[0].scores[:2] == (60, 24)
    assert len(after.corrections) == 1
