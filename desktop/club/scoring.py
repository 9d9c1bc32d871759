"""Scoring an event's table from the Tables page: the choice of dice when its match starts, and
a window per table (several open at once) with the table view on the stored match
(:class:`desktop.session.StoredTableSession`): every throw and move in the database as it is
made, undo and redo as logged corrections, the result in the standings when the match ends.
"""

from __future__ import annotations

import socket
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMainWindow,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from engine.errors import BakehouseError
from engine.seeds import SeedVault
from engine.services.scoring import Database

from ..services import DialogService
from ..session import StoredTableSession
from ..text import fill
from ..widgets.table import TableView


def station_name() -> str:
    """This computer's name, written with every entry it logs."""
    return socket.gethostname() or "station"


class DiceModeDialog(QDialog):
    """Real dice (typed in) or App dice (provably fair), chosen once when a table's match starts."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        lay = QVBoxLayout(self)
        text = QLabel(self.tr("How are the dice thrown at this table? This stays for the whole match."))
        text.setWordWrap(True)
        lay.addWidget(text)
        self.real = QRadioButton(self.tr("&Real dice: the scorer types each throw"))
        self.real.setAccessibleName(self.tr("Real dice"))
        self.app = QRadioButton(self.tr("&App dice: the app throws provably fair dice"))
        self.app.setAccessibleName(self.tr("App dice"))
        self.real.setChecked(True)
        lay.addWidget(self.real)
        lay.addWidget(self.app)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    @property
    def app_dice(self) -> bool:
        return self.app.isChecked()


class ScoreTableWindow(QMainWindow):
    """One event table scored at this station."""

    #: the match ended and its result is in the standings
    result_entered = Signal()
    closed = Signal()

    def __init__(self, session: StoredTableSession, dialogs: DialogService, title: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.session = session
        self.setWindowTitle(title)
        self.view = TableView(session, dialogs)
        self.setCentralWidget(self.view)
        self.statusBar().addWidget(self.view.hint, 1)
        session.result_entered.connect(self.result_entered)
        session.changed.connect(self._result_refused)  # after the view's redraw (connected first)
        menu = self.menuBar().addMenu(self.tr("&Table"))

        def action(text: str, keys: QKeySequence.StandardKey | str, slot: Callable[[], object]) -> QAction:
            a = QAction(text, self)
            a.setShortcut(QKeySequence(keys))
            a.triggered.connect(lambda _=False: slot())
            menu.addAction(a)
            return a

        self.undo_action = action(self.tr("&Undo"), QKeySequence.StandardKey.Undo, self.undo)
        self.redo_action = action(self.tr("&Redo"), QKeySequence.StandardKey.Redo, self.redo)
        menu.addSeparator()
        action(self.tr("&Close"), QKeySequence.StandardKey.Close, self.close)
        play = self.menuBar().addMenu(self.tr("&Play"))  # the game's keys, as the practice table lists them
        self._play_menu = play
        session.replaced.connect(self._keys)
        self._keys()
        self.resize(1024, 600)

    def _keys(self) -> None:
        self._play_menu.clear()
        panel = self.view.panel
        for a in [self.view.rolloff.key_action, *(panel.key_actions() if panel is not None else [])]:
            self._play_menu.addAction(a)

    def _result_refused(self) -> None:
        """The match is over but the event refused its result (closed meanwhile ...): said at the table."""
        if self.session.result_error is not None:
            self.view.show_refusal(self.session.result_error)

    def undo(self) -> None:
        try:
            self.session.undo()
        except BakehouseError as e:
            self.view.show_refusal(e)

    def redo(self) -> None:
        try:
            self.session.redo()
        except BakehouseError as e:
            self.view.show_refusal(e)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.closed.emit()  # nothing to save: every entry is in the database already
        super().closeEvent(event)


def open_score_window(db: Database, dialogs: DialogService, event_id: int, rnd: int, table: int, *,
                      app_dice: bool, title: str, parent: QWidget | None = None,
                      seeds: SeedVault | None = None) -> ScoreTableWindow:
    """The scoring window of a table (its match made on first open); refusals raise."""
    session = StoredTableSession(db, event_id, rnd, table, app_dice=app_dice, station=station_name(), seeds=seeds)
    window = ScoreTableWindow(session, dialogs, title, parent)
    session.setParent(window)
    return window


def table_title(event_name: str, rnd: int, table: int) -> str:
    from PySide6.QtCore import QCoreApplication

    return fill(QCoreApplication.translate("ScoreTableWindow", "Table %1, round %2: %3"), table, rnd, event_name)
