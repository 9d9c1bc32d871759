"""The Reports menu of the practice table: the game on the table as a printed
scorepad, and blank scoresheets for its players and game, as PDF files; and
the club's Reports view (:mod:`desktop.club.window`) over the club database.

The PDFs are the ``reports`` package's (the same as ``bakehouse report
scorepad``); this only asks where to save them, renders them off the UI thread
behind a progress dialog (:class:`desktop.jobs.Jobs`), then opens them in the system viewer.  The scorepad
is made from ``engine.record.to_record`` of the match: the dice seed of a game
still in progress is never written (only its commitment), as in a saved file.
Refusals and failures are said through the :class:`~desktop.services.DialogService`.
"""

from __future__ import annotations

import datetime as _dt
import os
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from engine.errors import BakehouseError, InvalidInputError
from engine.files import write_atomically
from engine.record import from_json, to_record

from .. import settings as S
from ..jobs import Jobs
from ..services import DialogService
from ..session import TableSession
from ..settings import Settings
from ..text import fill
from ..viewer import PAPERS, Opener, open_in_viewer

if TYPE_CHECKING:
    from ..club.window import ClubReportsWindow

#: the practice table's own scoresheet header (a club round names its event, round and table)
PRACTICE_EVENT = "Practice table"


def scorepad_pdf(record: dict[str, Any], paper: str) -> bytes:
    """The printed scorepad of a record written by ``to_record`` (the reports package's)."""
    from reports.scorepad import render_record

    return render_record(from_json(record), paper=paper)


def scoresheets_pdf(ruleset: str, players: tuple[str, ...], options: dict[str, Any], paper: str) -> bytes:
    """A blank scoresheet for one practice table (the reports package's)."""
    from reports.scoresheets import TableSheet, render

    sheet = TableSheet(PRACTICE_EVENT, 1, 1, players, ruleset, options, _dt.date.today().isoformat())
    return render([sheet], paper=paper)


def _stem(text: str) -> str:
    """A file-name-safe piece of a player name or game id."""
    return re.sub(r"[^\w.-]+", "_", text, flags=re.UNICODE).strip("_")[:24] or "player"


class ReportsMenu(QObject):
    """The Reports menu's actions and the renders they start."""

    #: a report was written and handed to the viewer (its path)
    finished = Signal(str)

    def __init__(self, window: QWidget, session: TableSession, settings: Settings, dialogs: DialogService,
                 menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.settings = settings
        self.dialogs = dialogs
        self.opener: Opener = open_in_viewer
        self.jobs = Jobs(window)  # one render at a time, off the UI thread, behind a progress dialog
        self.jobs.busy_changed.connect(lambda _busy: self._update())
        self.scorepad_action = QAction(self.tr("Print &scorepad…"), self)
        self.scorepad_action.setStatusTip(self.tr("The game on the table as a printed scorepad (PDF)"))
        self.scorepad_action.setObjectName("print_scorepad")
        self.scorepad_action.triggered.connect(lambda _=False: self.print_scorepad())
        self.sheets_action = QAction(self.tr("&Blank scoresheets…"), self)
        self.sheets_action.setStatusTip(
            self.tr("A blank scoresheet for these players and this game, to fill in by hand (PDF)"))
        self.sheets_action.setObjectName("blank_scoresheets")
        self.sheets_action.triggered.connect(lambda _=False: self.blank_scoresheets())
        self.club_action = QAction(self.tr("&Club reports and statistics…"), self)
        self.club_action.setStatusTip(self.tr("Scorepads, scoresheets, standings and statistics of the club database"))
        self.club_action.setObjectName("club_reports")
        self.club_action.triggered.connect(lambda _=False: self.club_reports())
        self.club_window: ClubReportsWindow | None = None
        menu.addAction(self.scorepad_action)
        menu.addAction(self.sheets_action)
        menu.addSeparator()
        menu.addAction(self.club_action)
        menu.addSeparator()
        paper_menu = menu.addMenu(self.tr("&Paper size"))
        self.paper_group = QActionGroup(self)
        self.paper_actions: dict[str, QAction] = {}
        for key, text in PAPERS:
            act = paper_menu.addAction(self.tr(text))  # viewer.PAPERS: marked for "ReportsMenu"
            act.setCheckable(True)
            act.setChecked(self.paper == key)
            act.setObjectName(f"paper_{key}")
            act.triggered.connect(lambda _=False, k=key: self.settings.set(S.REPORT_PAPER, k))
            self.paper_group.addAction(act)
            self.paper_actions[key] = act
        session.changed.connect(self._update)
        self._update()

    @property
    def paper(self) -> str:
        paper = self.settings.get(S.REPORT_PAPER)
        return paper if paper in dict(PAPERS) else "a4"

    @property
    def busy(self) -> bool:
        return self.jobs.busy

    def _update(self) -> None:
        self.scorepad_action.setEnabled(self.session.match is not None and not self.busy)
        self.sheets_action.setEnabled(not self.busy)

    # -- the two reports -------------------------------------------------------------------------
    def print_scorepad(self) -> bool:
        match = self.session.match
        if match is None:
            self.dialogs.warning(self.window, self.tr("No scorepad to print"),
                                 self.tr("No game is on the table: start or open one first."))
            return False
        try:
            record = to_record(match)  # the seed only once the game is over
        except BakehouseError as e:
            self.dialogs.warning(self.window, self.tr("Cannot print the scorepad"), str(e))
            return False
        stem = "-".join(_stem(p) for p in match.players)
        path = self._ask(f"{match.ruleset.id}-{stem}-scorepad.pdf", self.tr("Save the scorepad as PDF"))
        if path is None:
            return False
        paper = self.paper
        return self._start(lambda: scorepad_pdf(record, paper), path, self.tr("Printing the scorepad…"),
                           self.tr("Cannot print the scorepad"))

    def blank_scoresheets(self) -> bool:
        match = self.session.match
        if match is not None:
            ruleset, players = match.ruleset.id, tuple(match.players)  # in seat order (A1)
            options = match.ruleset.options_dict(match.options)
        else:  # no game yet: the players and game last chosen
            ruleset = self.settings.get(S.LAST_RULESET)
            last: list[str] = self.settings.get(S.LAST_PLAYERS)
            players = tuple(last)
            options = self.settings.options_for(ruleset)
        path = self._ask(f"{ruleset}-scoresheet-{_dt.date.today().isoformat()}.pdf",
                         self.tr("Save the blank scoresheets as PDF"))
        if path is None:
            return False
        paper = self.paper
        return self._start(lambda: scoresheets_pdf(ruleset, players, dict(options), paper), path,
                           self.tr("Printing the scoresheets…"), self.tr("Cannot print the scoresheets"))

    def club_reports(self) -> ClubReportsWindow:
        """The club's Reports view (made once, kept beside the table), shown and
        reading its database."""
        from ..club.window import ClubReportsWindow

        if self.club_window is None:
            self.club_window = ClubReportsWindow(self.settings, self.dialogs, self.window)
        window = self.club_window
        window.show()
        window.raise_()
        window.activateWindow()
        window.reload()
        return window

    # -- plumbing --------------------------------------------------------------------------------
    def _ask(self, name: str, caption: str) -> str | None:
        if self.busy:
            return None
        folder = self.settings.get(S.LAST_FOLDER) or os.path.expanduser("~")
        path = self.dialogs.save_pdf(self.window, caption, os.path.join(folder, name))
        return path or None

    def _start(self, make: Callable[[], bytes], path: str, text: str, title: str) -> bool:
        def work() -> str:
            try:
                write_atomically(path, make())  # the one writer: the whole PDF or nothing
            except InvalidInputError as e:
                raise OSError(fill(self.tr("cannot write %1: %2"), os.path.basename(path),
                                   e.message.rpartition(': ')[2])) from None
            return path

        return self.jobs.start(work, text, self._done, lambda message: self._failed(title, message))

    def _done(self, path: str) -> None:
        self.settings.set(S.LAST_FOLDER, os.path.dirname(path))
        if not self.opener(path):
            self.dialogs.warning(self.window, self.tr("Cannot open the PDF"),
                                 fill(self.tr("The report was saved to %1, but no PDF viewer opened it."), path))

        self.finished.emit(path)

    def _failed(self, title: str, message: str) -> None:
        self.dialogs.warning(self.window, title, message)
