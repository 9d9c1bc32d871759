"""The Tables page of the club home: the current event's round, table by table (waiting or
finished, its players, its result), and the result of a table entered from the paper sheet:
places and/or scores typed for each named player, as ``bakehouse event result --places/--scores``
takes them (result only).  The service checks it; a wrong result gets its one clear line in
the dialog, which stays open, and nothing is applied.  "Correct result" replaces a recorded
one (standings and ratings follow; the seating stays).  A table whose match is stored in the
database (played at a station) shows its result when it is recorded.

Stations (issue 20): the page is the round's dashboard, kept live by the context's poll
(another station's throws, holds and results are seen within about two seconds, the table
chosen stays chosen).  A station given some tables (the Station dialog: "1-3, 5") sees
those first and scores them; the others it watches.  A table another station holds opens
watched, saying who holds it, and is taken over only explicitly in its window.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QIntValidator, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine.errors import BakehouseError, IllegalActionError
from engine.services import events as ev
from engine.services.scoring import Database, RoundBoard, round_board
from engine.services.stations import parse_tables, tables_text
from engine.tournament.event import Event, EventRound

from ..settings import OPEN_TABLES, STATION_NAME, STATION_TABLES
from ..text import fill, who
from ..widgets.elided import ElidedLabel
from ..widgets.screen_fit import fit_on_show
from .code_box import CodeBox
from .context import ClubContext, ClubPage
from .event_models import RoundTablesModel, TableRow
from .paper_entry import PaperPadDialog, open_paper_pad, paper_action
from .scoring import DiceModeDialog, ScoreTableWindow, hold_text, open_score_window, station_name, table_title
from .station_dialog import StationDialog

#: what the dialog hands the service: places and scores by member (None: not typed)
Submit = Callable[[Mapping[int, int] | None, Mapping[int, int] | None], None]


class ResultDialog(QDialog):
    """A table's result: each player's place and/or score."""

    def __init__(self, title: str, players: list[tuple[int, str]], submit: Submit,
                 given: Mapping[int, tuple[int, int]] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(380)
        self.players = players
        self.submit = submit
        lay = QVBoxLayout(self)
        hint = QLabel(self.tr("Type each player's place, or their score, or both. "
                              "Without places, the places follow the scores."))
        hint.setWordWrap(True)
        lay.addWidget(hint)
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Player")), 0, 0)
        grid.addWidget(QLabel(self.tr("Place")), 0, 1)
        grid.addWidget(QLabel(self.tr("Score")), 0, 2)
        self.places: list[QLineEdit] = []
        self.scores: list[QLineEdit] = []
        for i, (member, name) in enumerate(players, 1):
            label = QLabel(name)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignAbsolute
                               | Qt.AlignmentFlag.AlignVCenter)
            place = QLineEdit()
            place.setValidator(QIntValidator(1, len(players), place))
            place.setAccessibleName(fill(self.tr("Place of %1"), name))
            place.setMaximumWidth(60)
            score = QLineEdit()
            score.setValidator(QIntValidator(-99999, 99999, score))
            score.setAccessibleName(fill(self.tr("Score of %1"), name))
            score.setMaximumWidth(90)
            if given is not None and member in given:
                place.setText(str(given[member][0]))
                score.setText(str(given[member][1]))
            grid.addWidget(label, i, 0)
            grid.addWidget(place, i, 1)
            grid.addWidget(score, i, 2)
            self.places.append(place)
            self.scores.append(score)
        lay.addLayout(grid)
        self.problem = QLabel()
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.problem.setAccessibleName(self.tr("Problem"))
        lay.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.try_accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        edits = [w for pair in zip(self.places, self.scores, strict=True) for w in pair]
        for a, b in zip(edits, edits[1:], strict=False):
            self.setTabOrder(a, b)
        if edits:
            edits[0].setFocus()
        fit_on_show(self)  # within a 1024x600 screen whenever shown (#30)

    def _column(self, edits: list[QLineEdit], what: str) -> dict[int, int] | None:
        texts = [e.text().strip() for e in edits]
        if not any(texts):
            return None
        missing = [name for (_, name), t in zip(self.players, texts, strict=True) if not t]
        if missing:
            raise BakehouseError(fill(self.tr("Type a %1 for every player, or for none: %2 has none"), what,
                                      who(missing[0])))
        out = {}
        for (member, name), t in zip(self.players, texts, strict=True):
            try:
                out[member] = int(t)
            except ValueError:
                raise BakehouseError(fill(self.tr("%1's %2 must be a whole number"), who(name), what)) from None
        return out

    def try_accept(self) -> None:
        try:
            places = self._column(self.places, self.tr("place"))
            scores = self._column(self.scores, self.tr("score"))
            if places is None and scores is None:
                raise BakehouseError(self.tr("Type the places or the scores (or both)"))
            self.submit(places, scores)
        except BakehouseError as e:
            self.problem.setText(e.text())
            return
        self.accept()


class TablesPage(ClubPage):
    """The current event's round, its tables and their results."""

    page_id = "tables"

    def __init__(self, context: ClubContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.current: Event | None = None
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.heading = ElidedLabel()
        self.heading.setAccessibleName(self.tr("Event and round"))
        f = self.heading.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.3)
        self.heading.setFont(f)
        top.addWidget(self.heading, 1)
        self.round_box = QComboBox()
        self.round_box.setAccessibleName(self.tr("Round"))
        top.addWidget(self.round_box)
        self.code_box = CodeBox(self, self)  # a scoresheet's code typed or scanned (#33)
        top.addWidget(self.code_box)
        lay.addLayout(top)
        self.model = RoundTablesModel(self)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setAccessibleName(self.tr("Tables"))
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.view, 1)
        buttons = QHBoxLayout()
        self.enter = QPushButton(self.tr("&Enter result..."))
        self.enter.setAccessibleName(self.tr("Enter the chosen table's result"))
        self.correct = QPushButton(self.tr("&Correct result..."))
        self.correct.setAccessibleName(self.tr("Correct the chosen table's result"))
        self.score = QPushButton(self.tr("&Score this table..."))
        self.score.setAccessibleName(self.tr("Score the chosen table at this station"))
        self.station_button = QPushButton(self.tr("S&tation..."))
        self.station_button.setAccessibleName(self.tr("This station's name and tables"))
        buttons.addWidget(self.enter)
        buttons.addWidget(self.correct)
        buttons.addWidget(self.score)
        self.review = QPushButton(self.tr("Re&view match..."))
        self.review.setAccessibleName(self.tr("Review the chosen table's finished match"))
        self.review.setToolTip(self.tr("Each decision against the best play, and each throw's luck"))
        buttons.addStretch(1)
        lay.addLayout(buttons)
        # a second row: the finished match reviewed, and this station (its name and tables), so that
        # neither row is squeezed at 1024x600 in German
        more = QHBoxLayout()
        more.addWidget(self.review)
        more.addStretch(1)
        self.station_label = ElidedLabel("")  # "Station Door · tables 1-2"
        self.station_label.setAccessibleName(self.tr("This station"))
        self.station_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        more.addWidget(self.station_label, 1)
        more.addWidget(self.station_button)
        lay.addLayout(more)
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("Message"))
        lay.addWidget(self.message)
        self.enter.clicked.connect(lambda: self.open_result(correct=False))
        self.correct.clicked.connect(lambda: self.open_result(correct=True))
        self.view.doubleClicked.connect(lambda _i: self.open_result(correct=self._chosen_has_result()))
        self.round_box.activated.connect(lambda _i: self._show_round())
        self.view.selectionModel().currentRowChanged.connect(lambda *_: self._buttons())
        self.score.clicked.connect(self.score_table)
        self.review.clicked.connect(self.review_match)
        self.review_window: Any = None  # desktop.review.ReviewWindow, made when first asked for
        self.station_button.clicked.connect(self.open_station)
        self.dialog: ResultDialog | None = None
        self.station_dialog: StationDialog | None = None
        # another station's action: the open tables whose match moved reload, the page refreshes (changed)
        context.live.moved.connect(self._moved)
        context.live.problem.connect(self._live_problem)
        context.opening_changed.connect(self._show_round)
        #: the tables scored at this station, by (event, round, table): several open at once
        self.score_windows: dict[tuple[int, int, int], ScoreTableWindow] = {}
        self._shown: int | None = None  # the round on show
        #: what the page draws of the current event (its tables' matches, their progress): read
        #: on the live poll's worker for another station's change, else after an action here
        self.board: RoundBoard | None = None
        self.mode_dialog: DiceModeDialog | None = None
        #: a throw or move at a table scored here redraws the dashboard (coalesced)
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(200)
        self._redraw.timeout.connect(self._redraw_board)

        def action(text: str, keys: str, slot: Callable[[], object]) -> QAction:
            a = QAction(text, self)
            a.setShortcut(QKeySequence(keys))
            a.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            a.triggered.connect(slot)
            self.addAction(a)
            return a

        self.enter_action = action(self.tr("&Enter result..."), "Ctrl+E", lambda: self.open_result(correct=False))
        self.correct_action = action(self.tr("&Correct result..."), "Ctrl+Shift+C",
                                     lambda: self.open_result(correct=True))
        self.score_action = action(self.tr("&Score this table..."), "Ctrl+Shift+S", self.score_table)
        # a game typed in from its paper pad (desktop/club/paper_entry.py)
        self.paper_action = paper_action(self, lambda: open_paper_pad(self))
        self.paper = QPushButton(self.paper_action.text())
        self.paper.setAccessibleName(self.tr("Enter the chosen table's game from its paper pad"))
        self.paper.clicked.connect(self.paper_action.trigger)
        buttons.insertWidget(3, self.paper)
        self.paper_dialog: PaperPadDialog | None = None
        self.review_action = action(self.tr("Re&view match..."), "Ctrl+Shift+V", self.review_match)
        self.station_action = action(self.tr("S&tation..."), "Ctrl+Shift+L", self.open_station)
        self.refresh()

    def title(self) -> str:
        return self.tr("Tables")

    def menu_actions(self) -> list[QAction]:
        return [self.enter_action, self.correct_action, self.score_action, self.paper_action, self.review_action,
                self.station_action]

    # -- this station ----------------------------------------------------------------------------
    def station(self) -> str:
        """This station's name (the one set, else the host name)."""
        return station_name(self.context.settings.get(STATION_NAME))

    def station_tables(self) -> frozenset[int] | None:
        """The tables this station scores (None: every table; a setting that does not read: every table)."""
        try:
            return parse_tables(self.context.settings.get(STATION_TABLES))
        except BakehouseError:
            return None

    def _show_station(self, tables: frozenset[int] | None) -> None:
        name = self.station()
        self.station_label.setText(fill(self.tr("Station %1 · every table"), name) if tables is None
                                   else fill(self.tr("Station %1 · tables %2"), name, tables_text(tables)))

    def open_station(self) -> StationDialog:
        """The Station dialog (opened, not waited for); the page follows what is kept."""
        self.station_dialog = StationDialog(self.context.settings, self)
        self.station_dialog.accepted.connect(lambda: self._show_round(keep=True))
        self.station_dialog.open()
        return self.station_dialog

    # -- reading ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the event again and draw it.  Another station's change (the live poll's) is drawn
        from the board its worker read (:attr:`ClubContext.live`): the UI thread never waits for
        the database then, so a slow or stopped server never freezes the window."""
        db, event_id = self.context.database, self.context.current_event
        before = self.current.id if self.current is not None else None
        if db is None or event_id is None:
            self.current, self.board = None, None
        elif self.context.seen_elsewhere:
            board = self.context.live.board
            if board is not None and board.event.id == event_id:
                self.current, self.board = board.event, board
            # else: the worker could not read it; what is shown stays until the next change
        else:
            self._read_board(db, event_id)
        # an earlier round chosen stays chosen; the latest one shown follows a round published since
        keep = self.round_box.currentData()
        latest = self.round_box.currentIndex() == self.round_box.count() - 1
        self.round_box.clear()
        e = self.current
        if e is None or e.id != before:
            keep = None
            self.message.clear()  # "Scoring table 1 of round 1" was of the event (or database) before (#30)
        published = [rd for rd in e.rounds if rd.published] if e is not None else []
        for rd in published:
            self.round_box.addItem(self._round_name(rd), rd.number)
        if published:
            at = self.round_box.findData(keep) if keep is not None and not latest else -1
            self.round_box.setCurrentIndex(at if at >= 0 else len(published) - 1)
        self._show_round(keep=self.context.seen_elsewhere)  # another station's change: the table chosen stays

    def _read_board(self, db: Database, event_id: int) -> None:
        """After an action here: the event and its tables' board read now (the matches that did not
        move since the last board are not replayed again)."""
        known = self.board.progress if self.board is not None and self.board.event.id == event_id else None
        try:
            self.board = round_board(db, event_id, known=known)
            self.current = self.board.event
        except BakehouseError:
            self.current, self.board = None, None

    def _redraw_board(self) -> None:
        """A throw or move at a table scored here: the dashboard read again and redrawn."""
        db, e = self.context.database, self.current
        if db is not None and e is not None:
            self._read_board(db, e.id)
        self._show_round(keep=True)

    def _stage(self, event_id: int, rnd: int) -> str:
        """Round ``rnd``'s stage ("round", "semi", "final") in the event on show, else read."""
        event = self.current
        db = self.context.database
        if (event is None or event.id != event_id) and db is not None:
            try:
                event = ev.get_event(db, event_id)
            except BakehouseError:
                return "round"
        if event is None or not 0 < rnd <= len(event.rounds):
            return "round"
        return event.rounds[rnd - 1].stage

    def _round_name(self, rd: EventRound) -> str:
        if rd.stage == "final":
            return self.tr("Final")
        if rd.stage == "semi":
            return self.tr("Semi-finals")
        return fill(self.tr("Round %1"), rd.number)

    def round_number(self) -> int | None:
        data = self.round_box.currentData()
        return None if data is None else int(data)

    def _show_round(self, keep: bool = False) -> None:
        e, number = self.current, self.round_number()
        self._show_station(self.station_tables())
        if e is None and self.context.database is None and self.context.opening:
            self.heading.setText(self.tr("Opening the club database…"))
            self.model.set_rows([])
        elif e is None:
            self.heading.setText(self.tr("No event chosen: choose one on the Events page"))
            self.model.set_rows([])
        elif number is None:
            self.heading.setText(fill(self.tr("%1: no round published yet"), e.config.name))
            self.model.set_rows([])
        else:
            rd = e.rounds[number - 1]
            kept = self._chosen() if keep else None  # the dashboard's redraw keeps the table chosen
            chosen = kept.table if kept is not None and number == self._shown else None
            self._shown = number
            board = self.board if self.board is not None and self.board.event.id == e.id else None
            # the dashboard: tables being scored, where they stand, which station holds them (as read)
            links = board.links if board is not None else {}
            marks = board.marks if board is not None else {}
            progress = {m: p for m, (_seq, p) in board.progress.items()} if board is not None else {}
            mine = self.station_tables()
            rows = []
            for t, players in enumerate(rd.seating.tables, 1):
                r = rd.results.get(t - 1)
                result = None if r is None else tuple(sorted(zip(r.players, r.places, r.scores, strict=True),
                                                             key=lambda x: x[1]))
                match = links.get((number, t))
                mark = marks.get(match) if match is not None else None
                rows.append(TableRow(t, tuple((q, e.players[q].name) for q in players), result, match,
                                     progress.get(match) if match is not None else None,
                                     held_by=mark.holder if mark is not None else None,
                                     mine=mine is None or t in mine,
                                     paper=r is not None and r.paper is not None))
            rows.sort(key=lambda row: not row.mine)  # this station's tables first, in order
            self.model.set_rows(rows)
            done = sum(1 for r in rows if r.result is not None)
            self.heading.setText(fill(self.tr("%1 - %2: %3 of %4 tables finished"), e.config.name,
                                      self._round_name(rd), done, len(rows)))
            first_waiting = next((i for i, r in enumerate(rows) if r.result is None and r.mine),
                                 next((i for i, r in enumerate(rows) if r.result is None), 0))
            at = next((i for i, r in enumerate(rows) if r.table == chosen), None)
            if rows:
                self.view.selectRow(at if at is not None else first_waiting)
        self._buttons()

    def _chosen(self) -> TableRow | None:
        index = self.view.currentIndex()
        return self.model.row(index.row()) if index.isValid() else None

    def _chosen_has_result(self) -> bool:
        row = self._chosen()
        return row is not None and row.result is not None

    def _buttons(self) -> None:
        row = self._chosen()
        closed = self.current is not None and self.current.closed
        self.enter.setEnabled(row is not None and row.result is None and not closed)
        self.correct.setEnabled(row is not None and row.result is not None and not closed)
        # a table waiting, or one scored here or at another station (its finished match shown); a table
        # not this station's is watched (once its match is made)
        watch = row is not None and not row.mine
        self.score.setText(self.tr("&Watch this table...") if watch else self.tr("&Score this table..."))
        self.score.setAccessibleName(self.tr("Watch the chosen table at this station") if watch
                                     else self.tr("Score the chosen table at this station"))
        self.score.setEnabled(row is not None and (row.result is None or row.match is not None) and not closed
                              and (not watch or row.match is not None))
        # a match played at a table (scored in the app) once its result is in
        self.review.setEnabled(row is not None and row.match is not None and row.result is not None)

    # -- acting ----------------------------------------------------------------------------------
    def open_result(self, *, correct: bool) -> ResultDialog | None:
        """The result dialog for the chosen table (opened, not waited for)."""
        row, e, number = self._chosen(), self.current, self.round_number()
        db = self.context.database
        if row is None or e is None or number is None or db is None:
            self.message.setText(self.tr("Choose a table first"))
            return None
        if correct != (row.result is not None):
            self.message.setText(self.tr("This table has a result: Correct result changes it") if row.result
                                 else self.tr("This table has no result yet: Enter result"))
            return None
        event_id, table = e.id, row.table

        scored = None if correct else row.match

        def submit(places: Mapping[int, int] | None, scores: Mapping[int, int] | None) -> None:
            if scored is not None and not self.context.dialogs.confirm(  # issue 29: asked first
                    self, fill(self.tr("Table %1 is being scored"), table),
                    fill(self.tr("Table %1 is being scored as match %2. Count this result instead and close "
                                 "that match as superseded?"), table, scored)):
                raise IllegalActionError(self.tr("Nothing entered: the match at this table goes on."))
            done = ev.enter_result(db, event_id, number, table,
                                   ev.ResultGiven(places_by_id=places, scores_by_id=scores), correct=correct,
                                   supersede=scored is not None)
            verb = self.tr("Corrected") if correct else self.tr("Recorded")
            stage = done.event.rounds[number - 1].stage if number <= len(done.event.rounds) else "round"
            self.message.setText(fill(self.tr("%1 final table %2"), verb, table) if stage == "final"
                                 else fill(self.tr("%1 semi-final table %2"), verb, table) if stage == "semi"
                                 else fill(self.tr("%1 table %2 of round %3"), verb, table, number))
            self.current = done.event  # (the page reads its board again: notify_changed)

        given = None if row.result is None else {m: (p, s) for m, p, s in row.result}
        title = fill(self.tr("Correct the result of table %1") if correct else self.tr("Result of table %1"), table)
        self.dialog = ResultDialog(title, list(row.players), submit, given, self)
        self.dialog.accepted.connect(self._entered)
        self.dialog.open()
        return self.dialog

    # -- scoring a table at this station -------------------------------------------------------
    def score_table(self) -> ScoreTableWindow | DiceModeDialog | None:
        """Open the chosen table's scoring window; a table whose match is not made yet asks
        first for Real dice or App dice (the dialog is opened, not waited for)."""
        row, e, number = self._chosen(), self.current, self.round_number()
        db = self.context.database
        if row is None or e is None or number is None or db is None:
            self.message.setText(self.tr("Choose a table first"))
            return None
        key = (e.id, number, row.table)
        if key in self.score_windows:
            window = self.score_windows[key]
            window.show()
            window.raise_()
            window.activateWindow()
            return window
        if row.result is not None and row.match is None:
            self.message.setText(self.tr("This table's result was entered from paper: there is no match to score"))
            return None
        if not row.mine and row.match is None:
            self.message.setText(self.tr("Another station scores this table, and its match has not started yet"))
            return None
        if row.match is not None:
            return self._open_window(e.id, e.config.name, number, row.table, app_dice=False, watch=not row.mine)
        self.mode_dialog = DiceModeDialog(fill(self.tr("Score table %1"), row.table), self)
        dialog = self.mode_dialog
        dialog.accepted.connect(lambda: self._open_window(e.id, e.config.name, number, row.table,
                                                          app_dice=dialog.app_dice))
        dialog.open()
        return dialog

    def _open_window(self, event_id: int, name: str, rnd: int, table: int, *, app_dice: bool,
                     watch: bool = False) -> ScoreTableWindow | None:
        db = self.context.database
        if db is None:
            return None
        stage = self._stage(event_id, rnd)
        try:
            window = open_score_window(db, self.context.dialogs, event_id, rnd, table, app_dice=app_dice,
                                       title=table_title(name, rnd, table, stage), parent=self.window(),
                                       station=self.station(), watch=watch)
        except BakehouseError as e:
            self.message.setText(e.text())
            return None
        key = (event_id, rnd, table)
        self.score_windows[key] = window
        self._keep_open(key, True)
        window.closed.connect(lambda: self._closed(key))
        window.result_entered.connect(self._entered)
        window.session.changed.connect(self._redraw.start)
        window.session.hold_changed.connect(self._redraw.start)
        self.context.live.problem.connect(window.live_problem)
        hold = window.session.hold
        if window.session.read_only and hold is not None:
            self.message.setText(fill(self.tr("Table %1 is %2: watching it here"), table, hold_text(hold)))
        elif window.session.read_only:
            self.message.setText(fill(self.tr("Watching final table %1"), table) if stage == "final"
                                 else fill(self.tr("Watching semi-final table %1"), table) if stage == "semi"
                                 else fill(self.tr("Watching table %1 of round %2"), table, rnd))
        else:
            self.message.setText(fill(self.tr("Scoring final table %1"), table) if stage == "final"
                                 else fill(self.tr("Scoring semi-final table %1"), table) if stage == "semi"
                                 else fill(self.tr("Scoring table %1 of round %2"), table, rnd))
        self._watch_windows()
        self.context.notify_changed()  # the table's match is made and linked
        window.show()
        return window

    def review_match(self) -> Any:
        """The chosen table's finished match reviewed decision by decision (issue 24), off the UI
        thread; its record read from the store (engine.services.analysis)."""
        row, db = self._chosen(), self.context.database
        if row is None or db is None or row.match is None or row.result is None:
            self.message.setText(self.tr("Choose a finished table whose match was scored in the app"))
            return None
        from ..review import ReviewWindow  # the analysis is imported when a match is first reviewed

        if self.review_window is None:
            self.review_window = ReviewWindow(self.window(), jobs=self.context.jobs)
        window = self.review_window
        window.show()
        window.raise_()
        window.activateWindow()
        if not window.review_stored(db, row.match):
            self.message.setText(self.tr("Busy: try again when the work under way is done"))
        return window

    def _keep_open(self, key: tuple[int, int, int], is_open: bool) -> None:
        """The scoring windows open here, kept in the settings at once: a killed app reopens them."""
        db = self.context.database
        if db is None:
            return
        entry = "\t".join([str(db.url), *map(str, key)])
        settings = self.context.settings
        kept = [k for k in settings.get(OPEN_TABLES) if k != entry] + ([entry] if is_open else [])
        settings.set(OPEN_TABLES, kept)
        settings.sync()

    def reopen_kept(self) -> int:
        """Open again the scoring windows that were open at this station when the app last
        stopped (killed: never closed), on this database: how many (#30)."""
        db = self.context.database
        if db is None:
            return 0
        opened = 0
        for entry in self.context.settings.get(OPEN_TABLES):
            url, _, rest = entry.partition("\t")
            parts = rest.split("\t")
            if url != str(db.url) or len(parts) != 3 or not all(p.isdigit() for p in parts):
                continue
            event_id, rnd, table = map(int, parts)
            if (event_id, rnd, table) in self.score_windows:
                continue
            try:
                name = ev.get_event(db, event_id).config.name
            except BakehouseError:
                self._keep_open((event_id, rnd, table), False)
                continue
            if self._open_window(event_id, name, rnd, table, app_dice=False) is not None:
                opened += 1
            else:
                self._keep_open((event_id, rnd, table), False)
        return opened

    def _closed(self, key: tuple[int, int, int]) -> None:
        self._keep_open(key, False)
        window = self.score_windows.pop(key, None)
        if window is not None:
            self.context.live.problem.disconnect(window.live_problem)
        self._watch_windows()
        self._redraw.start()  # the table let go

    def _watch_windows(self) -> None:
        """The live watch follows the tables open here (whichever event they belong to)."""
        self.context.live.watch(w.session.match_id for w in self.score_windows.values())
        if self.score_windows:
            self.context.live.start()

    def _moved(self, marks: object) -> None:
        """Another station's action or takeover: each open table it touched reloads from the store."""
        moved = marks if isinstance(marks, dict) else {}
        for window in list(self.score_windows.values()):
            if window.session.match_id in moved:
                try:  # from what the poll's worker read (the UI thread asks nothing)
                    window.session.sync(moved[window.session.match_id],
                                        self.context.live.readings.get(window.session.match_id))
                except BakehouseError as e:
                    window.view.show_refusal(e)

    def _live_problem(self, message: str) -> None:
        if message:
            self.message.setText(message)

    def _entered(self) -> None:
        self.context.notify_changed()
        if not self.isVisible():
            self.refresh()

    def showEvent(self, event: Any) -> None:  # noqa: N802
        super().showEvent(event)
        self.refresh()
        self.context.live.start()  # the round's dashboard is live
