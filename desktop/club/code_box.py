"""The Tables page's code box (issue 33): a scoresheet's code (``T14-2-3K``, printed and in its
QR code) typed, or scanned by a bar-code reader that types it and Enter, opens that table's
result entry at once (its correction when it has a result).  F6 puts the focus in the box from
anywhere on the page.  A wrong check letter, another event's code or a round not published is
refused in the page's message line, and nothing else changes.  The code is read by
engine/tournament/codes.py (no rule logic here).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QDialog, QLabel, QLineEdit, QTableView, QWidget

from engine.errors import BakehouseError
from engine.tournament.codes import read_code
from engine.tournament.event import Event

from ..text import fill
from .event_models import RoundTablesModel


class TablesPageLike(Protocol):
    """What the code box uses of the Tables page (desktop/club/tables_page.py)."""

    message: QLabel
    current: Event | None
    round_box: QComboBox
    model: RoundTablesModel
    view: QTableView

    def _show_round(self, keep: bool = False) -> None: ...

    def open_result(self, *, correct: bool) -> QDialog | None: ...


#: the key that puts the focus in the code box
KEY = "F6"


class CodeBox(QLineEdit):
    """The code box of the Tables page."""

    def __init__(self, page: TablesPageLike, parent: QWidget) -> None:
        super().__init__(parent)
        self.page = page
        self.setObjectName("tableCode")
        self.setPlaceholderText(self.tr("Table code (%1)").replace("%1", KEY))
        self.setAccessibleName(self.tr("Table code from a scoresheet"))
        self.setToolTip(self.tr("Type or scan the code on a scoresheet, then Enter: the table's result opens"))
        self.setMaxLength(200)  # a scanned live page address holds the code too
        self.setClearButtonEnabled(True)
        self.focus_action = QAction(self.tr("Table &code"), parent)
        self.focus_action.setShortcut(QKeySequence(KEY))
        self.focus_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.focus_action.triggered.connect(self._focus)
        parent.addAction(self.focus_action)
        self.returnPressed.connect(lambda: self.open_code(self.text()))

    def _focus(self) -> None:
        self.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.selectAll()

    def open_code(self, text: str) -> QDialog | None:
        """The result entry of the table ``text`` names (None, with its one line, when refused)."""
        page = self.page
        try:
            code = read_code(text)
        except BakehouseError as e:
            page.message.setText(e.text())
            return None
        event = page.current
        if event is None or event.id != code.event:
            page.message.setText(fill(self.tr("%1 is a table of another event (event %2): open that event first"),
                                      str(code), code.event))
            return None
        index = page.round_box.findData(code.round)
        if index < 0:
            page.message.setText(fill(self.tr("%1: round %2 of this event is not published"), str(code), code.round))
            return None
        if page.round_box.currentIndex() != index:
            page.round_box.setCurrentIndex(index)
            page._show_round()  # noqa: SLF001 - as the round box's own choice does
        rows = [i for i in range(page.model.rowCount()) if page.model.row(i).table == code.table]
        if not rows:
            page.message.setText(fill(self.tr("%1: round %2 has no table %3"), str(code), code.round, code.table))
            return None
        page.view.selectRow(rows[0])
        self.clear()
        return page.open_result(correct=page.model.row(rows[0]).result is not None)
