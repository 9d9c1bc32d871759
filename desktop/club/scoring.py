"""Scoring an event's table from the Tables page: the choice of dice when its match starts, and
a window per table (several open at once) with the table view on the stored match
(:class:`desktop.session.StoredTableSession`): every throw and move in the database as it is
made, undo and redo as logged corrections, the result in the standings when the match ends.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from engine.errors import BakehouseError
from engine.seeds import SeedVault
from engine.services.scoring import Database
from engine.services.stations import Hold, clock
from engine.services.stations import station_name as _station_name

from ..services import DialogService
from ..session import StoredTableSession
from ..text import fill
from ..theme import TITLE_BAR
from ..widgets.screen_fit import fit_on_show
from ..widgets.table import TableView


def station_name(given: str = "") -> str:
    """This station's name, written with every entry it logs: the name set (the Station
    dialog of the Tables page, ``STATION_NAME``), else this computer's host name."""
    try:
        return _station_name(given)
    except BakehouseError:
        return _station_name("")


def hold_text(hold: Hold) -> str:
    """ "held by station Bar-2 since 20:14, last action 20:31" as the table and the Tables page say it."""
    from PySide6.QtCore import QCoreApplication

    if hold.last_at:
        return fill(QCoreApplication.translate("ScoreTableWindow", "held by station %1 since %2, last action %3"),
                    hold.station, clock(hold.since), clock(hold.last_at))
    return fill(QCoreApplication.translate("ScoreTableWindow", "held by station %1 since %2, no action yet"),
                hold.station, clock(hold.since))


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
        fit_on_show(self)  # within a 1024x600 screen whenever shown (#30)

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
        self.dialogs = dialogs
        self.setWindowTitle(title)
        self.view = TableView(session, dialogs)
        # watched here: who holds the table, and taking it over (explicit, confirmed)
        self.held = QFrame()
        self.held.setObjectName("heldBar")
        self.held.setFrameShape(QFrame.Shape.StyledPanel)
        bar = QHBoxLayout(self.held)
        bar.setContentsMargins(12, 4, 12, 4)
        self.held_text = QLabel()
        self.held_text.setTextFormat(Qt.TextFormat.PlainText)  # a station's name is text, never markup
        self.held_text.setWordWrap(True)
        self.held_text.setAccessibleName(self.tr("Who holds this table"))
        self.take = QPushButton(self.tr("Take &over..."))
        self.take.setAccessibleName(self.tr("Take this table over at this station"))
        self.take.clicked.connect(self.take_over)
        bar.addWidget(self.held_text, 1)
        bar.addWidget(self.take)
        central = QWidget()
        lay = QVBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.held)
        lay.addWidget(self.view, 1)
        self.setCentralWidget(central)
        self.statusBar().addWidget(self.view.hint, 1)
        session.result_entered.connect(self.result_entered)
        session.hold_changed.connect(self._show_hold)
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
        self.take_action = action(self.tr("Take &over..."), "Ctrl+Shift+T", self.take_over)
        menu.addSeparator()
        self.export_action = action(self.tr("&Export match record..."), "Ctrl+E", self.export_record)
        menu.addSeparator()
        action(self.tr("&Close"), QKeySequence.StandardKey.Close, self.close)
        play = self.menuBar().addMenu(self.tr("&Play"))  # the game's keys, as the practice table lists them
        self._play_menu = play
        session.replaced.connect(self._keys)
        self._keys()
        self._show_hold()
        # the laptop's screen less a title bar, then kept within the screen whenever shown: the
        # window opened 633-733 px tall, the dice line and the refusal below a 600 px screen (#30).
        # The minimum is set, not the layout's: word-wrapped lines asked for their height at the
        # narrowest width, more than the window ever needs at its own (#30)
        self.setMinimumSize(640, 420)
        self.resize(1024, 600 - TITLE_BAR)
        fit_on_show(self)

    def _show_hold(self) -> None:
        """Watched (another station holds the table): say who, since when, its last action;
        the table is read-only until taken over.  Held here: the bar is hidden."""
        watched = self.session.read_only
        hold = self.session.hold
        self.held.setVisible(watched)
        self.take_action.setEnabled(watched)
        self.undo_action.setEnabled(not watched)
        self.redo_action.setEnabled(not watched)
        if watched:
            self.held_text.setText(fill(self.tr("Watching: this table is %1."), hold_text(hold)) if hold is not None
                                   else self.tr("Watching: no station holds this table now."))
            self.take.setText(self.tr("Take &over...") if hold is not None else self.tr("&Score it here"))
        self.view.refresh()

    def export_record(self) -> str | None:
        """The match as stored, saved as a match record file (the same JSON as ``bakehouse export
        match``), written whole or not at all; the path, None when not saved."""
        from engine.files import RECORD_SUFFIX, write_atomically
        from engine.services.scoring import export_match

        suggested = f"{self.windowTitle()}{RECORD_SUFFIX}".replace("/", "-").replace(":", "")
        path = self.dialogs.save_file(self, self.tr("Export the match record"), suggested)
        if path is None:
            return None
        try:
            write_atomically(path, export_match(self.session.db, self.session.match_id).encode("utf-8"))
        except (BakehouseError, OSError) as e:
            self.dialogs.warning(self, self.tr("Not exported"), str(e))
            return None
        self.statusBar().showMessage(fill(self.tr("Exported to %1"), path), 5000)
        return path

    def take_over(self) -> bool:
        """Hold the table here, after a confirmation when another station holds it (that
        station's next action is refused, naming this one)."""
        session = self.session
        if not session.read_only:
            return False
        hold = session.hold
        if hold is not None and not self.dialogs.confirm(
                self, self.tr("Take over this table"),
                fill(self.tr("This table is %1. Take it over at this station (%2)? The other station's next "
                             "action will be refused, and it can only watch."), hold_text(hold),
                     session.station or "")):
            return False
        try:
            session.take_over()
        except BakehouseError as e:
            self.view.show_refusal(e)
            return False
        self.statusBar().showMessage(fill(self.tr("This station (%1) holds the table now"), session.station or ""),
                                     10000)
        return True

    def live_problem(self, message: str) -> None:
        """The club's live watch could not ask the database (or can again: "")."""
        if message:
            self.statusBar().showMessage(message)
        else:
            self.statusBar().clearMessage()

    def _keys(self) -> None:
        self._play_menu.clear()
        panel = self.view.panel
        for a in [self.view.rolloff.key_action, *(panel.key_actions() if panel is not None else [])]:
            self._play_menu.addAction(a)

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
        with contextlib.suppress(BakehouseError):  # the database gone: the hold stays, to be taken over
            self.session.let_go()  # the table is free for another station
        self.closed.emit()  # nothing to save: every entry is in the database already
        super().closeEvent(event)


def open_score_window(db: Database, dialogs: DialogService, event_id: int, rnd: int, table: int, *,
                      app_dice: bool, title: str, parent: QWidget | None = None,
                      seeds: SeedVault | None = None, station: str | None = None,
                      watch: bool = False) -> ScoreTableWindow:
    """The scoring window of a table (its match made on first open), held by this station; one
    another station holds is watched until taken over (``watch``: watched only); refusals raise."""
    session = StoredTableSession(db, event_id, rnd, table, app_dice=app_dice, station=station or station_name(),
                                 seeds=seeds, watch=watch)
    window = ScoreTableWindow(session, dialogs, title, parent)
    session.setParent(window)
    return window


def table_title(event_name: str, rnd: int, table: int, stage: str = "round") -> str:
    """The scoring window's title; a table of the final stage named as such, not "round 4" (#30)."""
    from PySide6.QtCore import QCoreApplication

    if stage == "final":
        return fill(QCoreApplication.translate("ScoreTableWindow", "Final table %1: %2"), table, event_name)
    if stage == "semi":
        return fill(QCoreApplication.translate("ScoreTableWindow", "Semi-final table %1: %2"), table, event_name)
    return fill(QCoreApplication.translate("ScoreTableWindow", "Table %1, round %2: %3"), table, rnd, event_name)
