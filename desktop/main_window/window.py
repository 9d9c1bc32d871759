"""The main window: menus from the action registry, the table in the middle,
files through the dialog service, settings through :mod:`desktop.settings`."""

from __future__ import annotations

import datetime as _dt
import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QMenu, QWidget

from engine.dice import HmacDice
from engine.errors import BakehouseError
from engine.files import RECORD_SUFFIX
from engine.record import from_json, to_record
from engine.services.analysis import EXPERT

from .. import settings as S
from ..commands import UndoRedoActions
from ..dialogs.about import about_html
from ..dialogs.help import HelpWindow
from ..dialogs.new_game import NewGameChoice
from ..jobs import Jobs, Stop
from ..services import DialogService
from ..session import DiceFactory, TableSession
from ..settings import Settings
from ..text import fill
from ..theme import TITLE_BAR
from ..widgets import focus_keys
from ..widgets.table import TableView
from . import opening
from .actions import ActionId, ActionRegistry
from .reports import ReportsMenu

if TYPE_CHECKING:
    from ..review import ReviewWindow


class MainWindow(QMainWindow):
    def __init__(
        self,
        settings: Settings | None = None,
        dialogs: DialogService | None = None,
        dice_factory: DiceFactory = HmacDice.fresh,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        app = QApplication.instance()
        if isinstance(app, QApplication):  # the table's keys give way to a focused button's (once per app)
            focus_keys.install(app)
        self.settings = settings or Settings()
        self.dialogs = dialogs or DialogService()
        self.session = TableSession(dice_factory, self)
        self.table = TableView(self.session, self.dialogs)
        self.table.new_game_requested.connect(self.new_game)
        self.table.open_requested.connect(self.open_record)
        self.table.review_requested.connect(self.review_match)
        #: long work off the UI thread (the expert's tables, a match's analysis)
        self.jobs = Jobs(self)
        self.review_window: ReviewWindow | None = None
        self.setCentralWidget(self.table)
        self.registry = ActionRegistry(self)
        A = ActionId
        self.registry.create(A.NEW_GAME, self.new_game)
        self.registry.create(A.OPEN_RECORD, self.open_record)
        self.registry.create(A.SAVE_RECORD, self.save_record)
        self.registry.create(A.SAVE_RECORD_AS, self.save_record_as)
        self.registry.create(A.REVIEW, self.review_match)
        self.undo_redo = UndoRedoActions(self.session, self)  # mirrors the match journal
        self.undo_redo.refused.connect(self._undo_refused)
        self.registry.adopt(A.UNDO, self.undo_redo.undo)
        self.registry.adopt(A.REDO, self.undo_redo.redo)
        self.registry.create(A.QUIT, self.close)
        game = self.menuBar().addMenu(self.tr("&Game"))
        for a in (A.NEW_GAME, A.OPEN_RECORD, None, A.SAVE_RECORD, A.SAVE_RECORD_AS, None, A.REVIEW, None, A.QUIT):
            game.addSeparator() if a is None else game.addAction(self.registry[a])
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        edit.addAction(self.registry[A.UNDO])
        edit.addAction(self.registry[A.REDO])
        self.play_menu: QMenu = self.menuBar().addMenu(self.tr("&Play"))
        self.reports = ReportsMenu(self, self.session, self.settings, self.dialogs,
                                   self.menuBar().addMenu(self.tr("&Reports")))
        self.registry.create(A.HELP, self.show_help)
        self.registry.create(A.FIND_RULING, self.find_ruling)
        self.registry.create(A.ABOUT, self.about)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        for a in (A.HELP, A.FIND_RULING, None, A.ABOUT):
            help_menu.addSeparator() if a is None else help_menu.addAction(self.registry[a])
        self.help_window: HelpWindow | None = None
        self.table.ruling_requested.connect(self.show_ruling)
        self.file_label = QLabel("")
        self.statusBar().addWidget(self.table.hint, 1)  # the game's keys (hidden while a message shows)
        self.statusBar().addPermanentWidget(self.file_label)
        self.session.changed.connect(self._update_chrome)
        self.session.replaced.connect(self._fill_play_menu)
        self._update_chrome()
        self._fill_play_menu()
        self._restore_geometry()

    # -- chrome ---------------------------------------------------------------------------------
    def _update_chrome(self) -> None:
        match = self.session.match
        has_game = match is not None
        self.registry[ActionId.SAVE_RECORD].setEnabled(has_game)
        self.registry[ActionId.SAVE_RECORD_AS].setEnabled(has_game)
        self.registry[ActionId.REVIEW].setEnabled(match is not None and match.finished)
        name = os.path.basename(self.session.path) if self.session.path else self.tr("not saved")
        dirty = "*" if self.session.dirty and self.session.path else ""
        # the file, then the game, each once; Qt adds the application's name itself (" — Bakehouse")
        self.setWindowTitle(f"{name}{dirty} — {match.ruleset.name}" if match is not None else "")
        self.file_label.setText(f"{name}{dirty}" if has_game else "")

    def _fill_play_menu(self) -> None:
        self.play_menu.clear()
        panel = self.table.panel
        acts = panel.key_actions() if panel is not None else []
        groups: dict[str, QMenu] = {}
        titles = {"Rack": self.tr("Rack"), "Bank": self.tr("Bank"), "Keep": self.tr("Keep"),
                  "Rack from the bank": self.tr("Rack from the bank")}
        for act in acts:
            group = act.property("group")
            if group:  # "Rack", "Bank": one submenu each
                if group not in groups:
                    groups[group] = self.play_menu.addMenu(titles.get(str(group), str(group)))
                groups[group].addAction(act)
            else:
                self.play_menu.addAction(act)
        self.play_menu.setEnabled(bool(acts))

    def _restore_geometry(self) -> None:
        geometry = self.settings.get(S.WINDOW_GEOMETRY)
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(1280, 800)
        self.fit_to_screen()
        splitter = self.settings.get(S.SPLITTER_STATE)
        if isinstance(splitter, QByteArray) and not splitter.isEmpty():
            self.table.splitter.restoreState(splitter)

    def fit_to_screen(self) -> None:
        """Keep the window inside the screen's free area (a 1024x600 laptop or projector):
        never larger than it, never partly off it."""
        screen = self.screen()
        if screen is None:
            return
        avail = screen.availableGeometry()
        frame_w = max(0, self.frameGeometry().width() - self.width())
        frame_h = max(0, self.frameGeometry().height() - self.height()) or TITLE_BAR
        width = min(self.width(), avail.width() - frame_w)
        height = min(self.height(), avail.height() - frame_h)
        if (width, height) != (self.width(), self.height()):
            self.resize(width, height)
        x = min(max(self.x(), avail.left()), avail.right() + 1 - width - frame_w)
        y = min(max(self.y(), avail.top()), avail.bottom() + 1 - height - frame_h)
        if (x, y) != (self.x(), self.y()):
            self.move(x, y)

    # -- help ------------------------------------------------------------------------------------
    def help(self) -> HelpWindow:
        """The Help window (made once, kept beside the table)."""
        if self.help_window is None:
            self.help_window = HelpWindow(self)
        return self.help_window

    def _raise_help(self) -> HelpWindow:
        window = self.help()
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def show_help(self) -> None:
        """The rules of the game on the table (or of the first game)."""
        window = self._raise_help()
        match = self.session.match
        window.show_game(match.ruleset.id if match else "classic")

    def show_ruling(self, ruling_id: str) -> None:
        self._raise_help().show_ruling(ruling_id)

    def find_ruling(self) -> None:
        self._raise_help().focus_search()

    def about(self) -> None:
        self.dialogs.about(self, self.tr("About Bakehouse"), about_html(self.settings.store))

    # -- files and games -------------------------------------------------------------------------
    def confirm_discard(self) -> bool:
        if not self.session.dirty:
            return True
        return self.dialogs.confirm(self, self.tr("Unsaved game"),
                                    self.tr("The game on the table has not been saved. Leave it?"))

    def _undo_refused(self, error: BakehouseError) -> None:
        """An undo or redo refused (the app's throw stands, A2; the club database said
        no): said beside the dice like any refusal, with its ruling's link."""
        self.table.show_refusal(error)

    def new_game(self) -> bool:
        if not self.confirm_discard():
            return False
        choice = self.dialogs.new_game(self, self.settings)
        self._reclaim_focus()
        if choice is None:
            return False
        if EXPERT in choice.bots:  # the expert's tables first, off the UI thread: then the game starts
            from engine.services.analysis import build_tables

            stop = Stop()  # Cancel reaches the build's loop (the win tables: minutes at the largest targets)
            started = self.jobs.start(lambda: build_tables(choice.ruleset_id, choice.options, len(choice.players),
                                                           self.jobs.report, stop),
                                      self.tr("Building the expert's tables…"),
                                      lambda _size: None if self._start_game(choice) else None,
                                      lambda why: self.dialogs.warning(self, self.tr("Cannot start this game"), why),
                                      stop.set)
            if not started:
                self.statusBar().showMessage(self.tr("Busy: try again when the work under way is done"), 5000)
            return started
        return self._start_game(choice)

    def _start_game(self, choice: NewGameChoice) -> bool:
        """The chosen game on the table, its bots seated; refused: said, nothing changed."""
        from engine.services.analysis import seat_bot

        n = len(choice.players)
        try:
            bots = {i: seat_bot(choice.ruleset_id, kind, choice.options, n) for i, kind in choice.bot_seats().items()}
            self.session.new_match(choice.ruleset_id, choice.players, choice.options, real_dice=choice.real_dice)
        except BakehouseError as e:
            self.dialogs.warning(self, self.tr("Cannot start this game"), e.text())
            return False
        self.table.bots.seat(bots, choice.bot_seats())
        self.settings.set(S.LAST_PLAYERS, list(choice.players))
        self.settings.set(S.LAST_RULESET, choice.ruleset_id)
        self.settings.set_options_for(choice.ruleset_id, dict(choice.options))
        self.statusBar().showMessage(self.tr("New game: throw for who starts"), 5000)
        return True

    def open_record(self) -> bool:
        if not self.confirm_discard():
            return False
        path = self.dialogs.open_file(self, self.tr("Open a match record"), self.settings.get(S.LAST_FOLDER))
        self._reclaim_focus()
        if not path:
            return False
        return self.open_record_at(path)

    def open_record_at(self, path: str) -> bool:
        """Open the record ``path`` (the Open dialog's choice, or a file given to ``bakehouse FILE``:
        a record opened from the file manager); a refused one is said in a warning."""
        try:
            self.session.open_record(path)
        except BakehouseError as e:
            self.dialogs.warning(self, self.tr("Cannot open this record"), opening.explain(path, e))
            return False
        self.settings.set(S.LAST_FOLDER, os.path.dirname(path))
        note = self.session.fresh_dice_note
        self.statusBar().showMessage(fill(self.tr("Opened %1"), os.path.basename(path)) + (f" — {note}" if note else ""),
                                     8000)
        warning = opening.dice_warning(self.session.dice_verdict)  # checked as the record was opened
        self.table.set_dice_warning(warning)
        if warning:
            self.dialogs.warning(self, self.tr("These dice do not verify"), f"{opening.file_name(path)}: {warning}")
        return True

    def save_record(self) -> bool:
        if self.session.path:
            return self._save_to(self.session.path)
        return self.save_record_as()

    def save_record_as(self) -> bool:
        match = self.session.match
        if match is None:
            return False
        folder = self.settings.get(S.LAST_FOLDER) or os.path.expanduser("~")
        stem = "-".join(p.replace(" ", "_") for p in match.players)
        # .bakehouse: the suffix of the installed file type application/x-bakehouse-match+json (installer/)
        suggested = os.path.join(folder, f"{match.ruleset.id}-{stem}-{_dt.date.today().isoformat()}{RECORD_SUFFIX}")
        path = self.dialogs.save_file(self, self.tr("Save the match record"), suggested)
        self._reclaim_focus()
        if not path:
            return False
        return self._save_to(path)

    def _save_to(self, path: str) -> bool:
        try:
            self.session.save_record(path)
        except BakehouseError as e:
            self.dialogs.warning(self, self.tr("Cannot save the record"), e.text())
            return False
        self.settings.set(S.LAST_FOLDER, os.path.dirname(path))
        self.statusBar().showMessage(fill(self.tr("Saved to %1"), path), 5000)

        self._update_chrome()
        return True

    def review_match(self) -> ReviewWindow | None:
        """The finished match on the table reviewed decision by decision (off the UI thread)."""
        match = self.session.match
        if match is None or not match.finished:
            self.statusBar().showMessage(self.tr("A match is reviewed once it is finished"), 5000)
            return None
        record = from_json(to_record(match, reveal_seed=False))
        if self.review_window is None:
            from ..review import ReviewWindow  # the analysis is imported when a match is first reviewed

            self.review_window = ReviewWindow(self, jobs=self.jobs)
        window = self.review_window
        window.show()
        window.raise_()
        window.activateWindow()
        if not window.review_record(record):
            self.statusBar().showMessage(self.tr("Busy: try again when the work under way is done"), 5000)
        return window

    def _reclaim_focus(self) -> None:
        """After a modal dialog: be the active window again, so the table's keys work at once."""
        self.activateWindow()
        self.table.setFocus()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.confirm_discard():
            event.ignore()
            return
        self.settings.set(S.WINDOW_GEOMETRY, self.saveGeometry())
        self.settings.set(S.SPLITTER_STATE, self.table.splitter.saveState())
        self.settings.sync()
        event.accept()
