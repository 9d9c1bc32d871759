"""The Standings page: an event's standings, live as tables finish, and the projector.

The rows are :func:`engine.services.standings.read_standings`'s, the very lines
``bakehouse event standings ID [--after-round R]`` prints (places, tie-breakers and ratings are
the tournament package's): this page only shows them.  It reads the database again when the
club's data changed here (``ClubContext.changed``) and, every few seconds, when a cheap
fingerprint of the stored events (:func:`engine.services.standings.events_stamp`) says another
station saved a result.

A shared place reads "3=" (every tie-breaker exhausted); the key under the table names the
event's tie-breakers in their order and what each column means.  "Print standings" writes the
printed standings (``bakehouse report standings``) off the UI thread through ``Jobs``;
"Show on projector" opens the projector view (:mod:`desktop.club.projector`) with the round
timer the buttons here start, pause and reset.
"""

from __future__ import annotations

import os
import re
from fractions import Fraction
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    QTimer,
)
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QScreen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine.errors import BakehouseError
from engine.services.standings import (
    EventChoice,
    EventStandings,
    StandingLine,
    events_stamp,
    read_for_page,
)
from engine.services.timer import keep_timer, station_timer
from engine.tournament.ratings import rating_text
from engine.tournament.standings import PointsIn, points_text
from engine.tournament.timer import RoundTimerState

from .. import settings as S
from ..jobs import Stop, one_line
from ..numbers import localized
from ..text import fill, who
from ..viewer import Opener, open_in_viewer
from .context import ClubContext, ClubPage
from .projector import ProjectorWindow, RoundTimer

#: how often another station's results are looked for (milliseconds)
POLL_MS = 3000
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
MEMBER_ROLE = Qt.ItemDataRole.UserRole + 1
Index = QModelIndex | QPersistentModelIndex
#: an event's own placement points: (table size, the points by place) for each size (EventStandings)
Placement = tuple[tuple[int, tuple[Fraction, ...]], ...]


translate = QCoreApplication.translate


def number_text(x: PointsIn) -> str:
    """3, 1.5, 6.67: as ``bakehouse event standings`` and the PDFs print a number of points
    (:func:`engine.tournament.standings.points_text`), in the app's locale (1,5; 6,67)."""
    return localized(points_text(x))


# the columns: (id, header, explanation for the key and the header's tooltip)
def _columns_for(tiebreaks: tuple[str, ...], rated: bool) -> list[str]:
    """Place, Name, Points, then each tie-breaker with a number in the event's order, Games,
    and Rating when the players have one (head to head has no number of its own)."""
    cols = ["place", "name", "points"]
    cols += [t for t in tiebreaks if t in ("wins", "opponents", "score", "rating")]
    for extra in ("wins", "opponents", "score"):
        if extra not in cols:
            cols.append(extra)
    cols.append("games")
    if rated and "rating" not in cols:
        cols.append("rating")
    return cols


def column_header(col: str) -> str:
    headers = {
        "place": translate("StandingsPage", "Place"),
        "name": translate("StandingsPage", "Name"),
        "points": translate("StandingsPage", "Points"),
        "wins": translate("StandingsPage", "Wins"),
        "opponents": translate("StandingsPage", "Opp. pts"),
        "score": translate("StandingsPage", "Score"),
        "games": translate("StandingsPage", "Games"),
        "rating": translate("StandingsPage", "Rating"),
    }
    return headers[col]


def placement_meaning(placement: Placement) -> str:
    """The event's own placement points said as they are (``--placement-points 4,2,1,0``), not
    "one for every player finished ahead of", which is the default's rule (#30)."""
    sizes = [fill(translate("StandingsPage", "%1 at a table of %2"), ", ".join(number_text(p) for p in pts), n)
             for n, pts in placement]
    return fill(translate("StandingsPage", "placement points by place: %1"), "; ".join(sizes))


def column_meaning(col: str, placement: Placement = ()) -> str:
    if col == "points" and placement:
        return placement_meaning(placement)
    meanings = {
        "place": translate("StandingsPage", '"3=": a place shared after every tie-breaker'),
        "name": translate("StandingsPage", '"(left)": left the event'),
        "points": translate("StandingsPage", "placement points: one for every player finished ahead of at a table"),
        "wins": translate("StandingsPage", "tables won"),
        "opponents": translate("StandingsPage", "the points of every opponent met added up (Buchholz)"),
        "score": translate("StandingsPage", "game score added up (rounds won in the Damn Straights)"),
        "games": translate("StandingsPage", "tables played"),
        "rating": translate("StandingsPage", "conservative rating in this game from every event's results "
                                             "(skill minus three times its uncertainty)"),
    }
    return meanings[col]


def tiebreak_name(tb: str) -> str:
    names = {
        "points": translate("StandingsPage", "points"),
        "wins": translate("StandingsPage", "wins"),
        "score": translate("StandingsPage", "score"),
        "opponents": translate("StandingsPage", "opponents' points"),
        "head-to-head": translate("StandingsPage", "head to head (among the tied players)"),
        "rating": translate("StandingsPage", "rating"),
    }
    return names.get(tb, tb)


class StandingsModel(QAbstractTableModel):
    """The standings' lines; the columns follow the event's tie-breakers."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._lines: list[StandingLine] = []
        self._cols: list[str] = _columns_for((), False)
        self._placement: Placement = ()
        self._cells: list[list[tuple[str, Any]]] = []

    def set_standings(self, standings: EventStandings | None) -> None:
        self.beginResetModel()
        self._lines = list(standings.lines) if standings is not None else []
        rated = any(r.rating is not None for r in self._lines)
        self._cols = _columns_for(standings.tiebreaks if standings is not None else (), rated)
        self._placement = standings.placement if standings is not None else ()
        # every cell worked out once: a view asks for them many times (sorting, sizes, painting)
        self._cells = [[self._value(r, c) for c in self._cols] for r in self._lines]
        self.endResetModel()

    def texts(self, column: int) -> list[str]:
        """The texts of one column, row by row."""
        return [row[column][0] for row in self._cells]

    def columns(self) -> list[str]:
        return list(self._cols)

    def line(self, row: int) -> StandingLine:
        return self._lines[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._cols)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._cols):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return column_header(self._cols[section])
        if role == Qt.ItemDataRole.ToolTipRole:
            return column_meaning(self._cols[section], self._placement)
        return None

    def _value(self, r: StandingLine, col: str) -> tuple[str, Any]:
        """(text, sort value)"""
        if col == "place":
            return r.place_text, r.place
        if col == "name":
            left = translate("StandingsPage", "%1 (left)")
            return (fill(left, who(r.name)) if r.dropped else r.name), r.name.casefold()
        if col == "rating":
            return ("" if r.rating is None else localized(rating_text(r.rating))), (float("-inf") if r.rating is None else r.rating)
        values: dict[str, Fraction | int] = {"points": r.points, "wins": r.wins, "opponents": r.opponents,
                                             "score": r.score, "games": r.games}
        value = values[col]
        # sorted as a float: a correctly rounded one, so equal points stay equal
        return number_text(value), float(value)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        col = self._cols[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cells[index.row()][index.column()][0]
        if role == SORT_ROLE:  # the standings' own order breaks every tie of a sorted column
            return index.row() if col == "place" else self._cells[index.row()][index.column()][1]
        if role == MEMBER_ROLE:
            return self._lines[index.row()].member
        if role == Qt.ItemDataRole.ToolTipRole and col == "name":
            return None  # a name is shown whole in its cell; no tooltip read as markup
        if role == Qt.ItemDataRole.TextAlignmentRole and col != "name":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class StandingsPage(ClubPage):
    page_id = "standings"

    def __init__(self, context: ClubContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.opener: Opener = open_in_viewer
        self.event_id: int | None = None
        self.after_round: int | None = None
        self.standings: EventStandings | None = None
        self._stamp: tuple[int, int] | None = None
        self._choices: list[EventChoice] = []
        self.projector: ProjectorWindow | None = None
        #: the context's current event when last read: another event chosen since is followed
        self._followed: int | None = None
        # the round timer is the event's, kept in the club database (engine/services/timer.py):
        # every station, the live page and a restarted app show it as it is (#30, #33)
        self.timer = RoundTimer(context.settings.get(S.ROUND_MINUTES), parent=self)
        #: the timer as last read from or written to the database (None: none yet)
        self._timer_kept: RoundTimerState | None = None
        self.timer.state_changed.connect(self._keep_timer)
        self.timer.changed.connect(self._show_timer)

        self.event_combo = QComboBox()
        self.event_combo.setAccessibleName(self.tr("Event"))
        self.event_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.event_combo.setMinimumContentsLength(18)
        self.event_combo.activated.connect(self._event_chosen)
        event_label = QLabel(self.tr("&Event:"))
        event_label.setBuddy(self.event_combo)
        self.round_combo = QComboBox()
        self.round_combo.setAccessibleName(self.tr("Standings after round"))
        self.round_combo.activated.connect(self._round_chosen)
        round_label = QLabel(self.tr("&After:"))
        round_label.setBuddy(self.round_combo)
        self.heading = QLabel()
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.heading.setAccessibleName(self.tr("Standings heading"))
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)

        self.model = StandingsModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setAccessibleName(self.tr("Standings"))
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        self.view.setWordWrap(False)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setStretchLastSection(False)
        self.view.horizontalHeader().setMinimumSectionSize(48)
        self.key = QLabel()
        self.key.setTextFormat(Qt.TextFormat.PlainText)
        self.key.setWordWrap(True)
        self.key.setAccessibleName(self.tr("Key to the tie-breakers and columns"))
        self.empty = QLabel(self.tr("No event yet: make one on the Events page."))
        self.empty.setWordWrap(True)

        self.print_button = QPushButton(self.tr("&Print standings…"))
        self.print_button.setAccessibleName(self.tr("Print standings"))
        self.print_button.setToolTip(self.tr("The standings and the round results as a PDF (Ctrl+P)"))
        self.print_button.clicked.connect(self.print_standings)
        self.projector_button = QPushButton(self.tr("Show on pro&jector"))
        self.projector_button.setAccessibleName(self.tr("Show on projector"))
        self.projector_button.setToolTip(
            self.tr("The seating and the standings in large type on the second screen (F7)"))
        self.projector_button.clicked.connect(self.show_projector)
        self.screen_combo = QComboBox()
        self.screen_combo.setAccessibleName(self.tr("Projector screen"))
        self.screen_combo.setToolTip(self.tr("The screen the projector view opens on"))

        self.minutes = QSpinBox()
        self.minutes.setRange(1, 600)
        self.minutes.setSuffix(self.tr(" min"))
        self.minutes.setValue(int(self.timer.duration // 60))
        self.minutes.setAccessibleName(self.tr("Round time in minutes"))
        self.minutes.valueChanged.connect(self._minutes_changed)
        self.timer_label = QLabel()
        self.timer_label.setAccessibleName(self.tr("Round timer"))
        tfont = self.timer_label.font()
        tfont.setBold(True)
        tfont.setPointSizeF(tfont.pointSizeF() * 1.4)
        self.timer_label.setFont(tfont)
        self.start_button = QPushButton(self.tr("&Start timer"))
        self.start_button.setAccessibleName(self.tr("Start or pause the round timer"))
        self.start_button.clicked.connect(self.timer.toggle)
        self.reset_button = QPushButton(self.tr("Rese&t"))
        self.reset_button.setAccessibleName(self.tr("Reset the round timer"))
        self.reset_button.clicked.connect(self.timer.reset)

        top = QHBoxLayout()
        top.addWidget(event_label)
        top.addWidget(self.event_combo, 1)
        top.addWidget(round_label)
        top.addWidget(self.round_combo)
        buttons = QHBoxLayout()
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.projector_button)
        buttons.addWidget(self.screen_combo)
        buttons.addStretch(1)
        # the round timer on a row of its own: beside the buttons it squeezed them at 1024x600
        # (tests/desktop/test_pages_fit.py)
        timers = QHBoxLayout()
        timer_row = QLabel(self.tr("Round timer:"))
        timer_row.setBuddy(self.minutes)
        timers.addWidget(timer_row)
        timers.addWidget(self.minutes)
        timers.addWidget(self.timer_label)
        timers.addWidget(self.start_button)
        timers.addWidget(self.reset_button)
        timers.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.heading)
        layout.addWidget(self.empty)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.key)
        layout.addLayout(buttons)
        layout.addLayout(timers)
        for a, b in ((self.event_combo, self.round_combo), (self.round_combo, self.view),
                     (self.view, self.print_button),
                     (self.print_button, self.projector_button), (self.projector_button, self.screen_combo),
                     (self.screen_combo, self.minutes), (self.minutes, self.start_button),
                     (self.start_button, self.reset_button)):
            QWidget.setTabOrder(a, b)

        #: the page's actions, for the home's menu (each with its shortcut)
        self.print_action = QAction(self.tr("&Print standings…"), self)
        self.print_action.setShortcut(QKeySequence.StandardKey.Print)
        self.print_action.triggered.connect(self.print_standings)
        self.projector_action = QAction(self.tr("Show on pro&jector"), self)
        self.projector_action.setShortcut(QKeySequence("F7"))
        self.projector_action.triggered.connect(self.show_projector)
        self.timer_action = QAction(self.tr("Start/pause the round &timer"), self)
        self.timer_action.setShortcut(QKeySequence("Ctrl+T"))
        self.timer_action.triggered.connect(self.timer.toggle)
        for action in self.page_actions():
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.addAction(action)

        self.poll = QTimer(self)
        self.poll.setInterval(POLL_MS)
        self.poll.timeout.connect(self.poll_once)
        self.poll.start()
        context.show_event.connect(self._show_event)
        context.database_changed.connect(self._database_changed)
        self._fill_screens()
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):  # a projector plugged in (or out) while the app runs
            app.screenAdded.connect(self._screens_changed)
            app.screenRemoved.connect(self._screens_changed)
        self._show_timer()
        self.refresh()

    def title(self) -> str:
        return self.tr("Standings")

    def page_actions(self) -> list[QAction]:
        return [self.print_action, self.projector_action, self.timer_action]

    # -- reading -----------------------------------------------------------------------------------
    def refresh(self) -> None:
        db = self.context.database
        seating = None
        if db is None:
            self._choices, self.standings, self._stamp = [], None, None
        else:
            current = self.context.current_event
            if current is not None and current != self._followed:  # chosen on the Events page
                self.event_id, self.after_round = current, None
            self._followed = current
            wanted = self.event_id if self.event_id is not None else current
            try:
                read = read_for_page(db, wanted, self.after_round if wanted == self.event_id else None)
            except BakehouseError as e:
                self.standings = None
                self.empty.setText(one_line(e))
            else:
                self._stamp, self._choices = read.stamp, list(read.choices)
                self.standings, seating = read.standings, read.seating
                self.event_id = None if read.standings is None else read.standings.event
                self.after_round = None if read.standings is None else read.standings.after_round
                self._load_timer()
        self._fill_events()
        self._show()
        if self.projector is not None:
            self.projector.set_content(self.standings.name if self.standings else "", seating, self.standings)

    def _live_url(self) -> str | None:
        from .share_dialog import shared_url

        return None if self.event_id is None else shared_url(self.event_id)

    def poll_once(self) -> bool:
        """Read again if another station changed an event since the last read (True then)."""
        db = self.context.database
        if db is None or not (self.isVisible() or self._projecting()):
            return False
        try:
            stamp = events_stamp(db)
        except BakehouseError:
            return False
        if stamp == self._stamp:
            return False
        self.refresh()
        return True

    def _projecting(self) -> bool:
        return self.projector is not None and self.projector.isVisible()

    def _changed(self) -> None:
        if self.isVisible() or self._projecting():
            self.refresh()

    def _database_changed(self) -> None:
        self.event_id = None
        self.after_round = None
        self._followed = None

    def _show_event(self, page_id: str, event_id: int) -> None:
        if page_id == self.page_id:
            self.choose_event(event_id)

    def choose_event(self, event_id: int, after_round: int | None = None) -> None:
        self.event_id = event_id
        self.after_round = after_round
        self.refresh()

    def choose_round(self, after_round: int | None) -> None:
        self.after_round = after_round
        self.refresh()

    # -- showing -----------------------------------------------------------------------------------
    def _fill_events(self) -> None:
        self.event_combo.blockSignals(True)
        self.event_combo.clear()
        for c in self._choices:
            self.event_combo.addItem(c.name, c.event)
        i = self.event_combo.findData(self.event_id)
        self.event_combo.setCurrentIndex(i)
        self.event_combo.blockSignals(False)
        self.round_combo.blockSignals(True)
        self.round_combo.clear()
        seated = self.standings.rounds_seated if self.standings is not None else 0
        self.round_combo.addItem(self.tr("All rounds"), 0)
        for n in range(1, seated + 1):  # the final is named as the final, not "Round 4" (#30)
            stage = self.standings.stage_of(n) if self.standings is not None else "round"
            named = {"final": self.tr("Final"), "semi": self.tr("Semi-finals")}.get(stage)
            self.round_combo.addItem(named or fill(self.tr("Round %1"), n), n)
        self.round_combo.setCurrentIndex(max(0, self.round_combo.findData(self.after_round or 0)))
        self.round_combo.blockSignals(False)

    def _show(self) -> None:
        st = self.standings
        self.model.set_standings(st)
        self._size_columns()
        self.view.sortByColumn(self.view.horizontalHeader().sortIndicatorSection(),
                               self.view.horizontalHeader().sortIndicatorOrder())
        has = st is not None
        self.view.setVisible(has)
        self.key.setVisible(has)
        self.empty.setVisible(not has)
        if self.context.database is None:
            self.empty.setText(self.tr("No club database is open."))
        elif not self._choices:
            self.empty.setText(self.tr("No event yet: make one on the Events page."))
        self.print_button.setEnabled(has)
        self.print_action.setEnabled(has)
        self.event_combo.setEnabled(bool(self._choices))
        self.round_combo.setEnabled(has)
        if st is None:
            self.heading.setText("")
            self.key.setText("")
            return
        if st.stage_after == "final" and st.rounds_with_results:  # the final is no round over the plan (#30)
            self.heading.setText(fill(self.tr("%1: standings after the final"), st.name))
        elif st.stage_after == "semi" and st.rounds_with_results:
            self.heading.setText(fill(self.tr("%1: standings after the semi-finals"), st.name))
        elif st.after_round is not None:
            self.heading.setText(fill(self.tr("%1: standings after round %2"), st.name, st.after_round))
        else:
            self.heading.setText(self.heading_text(st))
        self.key.setText(self.key_text())

    def _size_columns(self) -> None:
        """Each number column as wide as its widest text or header (measured from the model's
        texts, not by asking every cell); the name takes the rest."""
        header = self.view.horizontalHeader()
        fm = self.view.fontMetrics()
        hfm = header.fontMetrics()
        pad = 4 * self.view.style().pixelMetric(self.style().PixelMetric.PM_FocusFrameHMargin) + 12
        arrow = self.view.style().pixelMetric(self.style().PixelMetric.PM_HeaderMarkSize) + 8
        for c, col in enumerate(self.model.columns()):
            if col == "name":
                header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch)
                continue
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
            widest = max((fm.horizontalAdvance(t) for t in set(self.model.texts(c))), default=0)
            head = hfm.horizontalAdvance(column_header(col)) + arrow
            header.resizeSection(c, max(widest + pad, head + pad))

    def heading_text(self, st: EventStandings) -> str:
        n = st.rounds_with_results
        if n == 0:
            return fill(self.tr("%1: no results yet"), st.name)
        if n == 1:
            return fill(self.tr("%1: standings after 1 round with results"), st.name)
        return fill(self.tr("%1: standings after %2 rounds with results"), st.name, n)

    def key_text(self) -> str:
        st = self.standings
        if st is None:
            return ""
        order = ", ".join(fill("%1. %2", i, tiebreak_name(t)) for i, t in enumerate(st.tiebreaks, 1))
        cols = "; ".join(fill(self.tr("%1: %2"), column_header(c), column_meaning(c, st.placement)) for c in self.model.columns())
        return fill(self.tr("Order: %1. %2."), order, cols)

    def _event_chosen(self, index: int) -> None:
        event_id = self.event_combo.itemData(index)
        if isinstance(event_id, int):
            self.choose_event(event_id)

    def _round_chosen(self, index: int) -> None:
        n = self.round_combo.itemData(index)
        self.choose_round(n if isinstance(n, int) and n > 0 else None)

    # -- the timer ---------------------------------------------------------------------------------
    def _minutes_changed(self, minutes: int) -> None:
        self.context.settings.set(S.ROUND_MINUTES, minutes)
        self.timer.set_minutes(minutes)

    def _keep_timer(self) -> None:
        """The timer as the organizer just set it, written to the event at once (the other
        stations, the live page and a killed app's restart find it there)."""
        db, event_id = self.context.database, self.event_id
        if db is None or event_id is None:
            return  # no event: the timer runs on this screen only
        state = self.timer.state()
        try:
            self._timer_kept = keep_timer(db, event_id, float(state["duration"] or 0), float(state["left"] or 0),
                                          state["ends_at"])
        except BakehouseError as e:
            self.context.dialogs.warning(self, self.tr("Round timer"), one_line(e))
            self._timer_kept = None
            self._load_timer()  # shown as it is stored

    def _load_timer(self) -> None:
        """The event's timer as stored, shown when it differs from what this page last knew."""
        db, event_id = self.context.database, self.event_id
        if db is None or event_id is None:
            return
        try:
            stored = station_timer(db, event_id, 60.0 * self.context.settings.get(S.ROUND_MINUTES))
        except BakehouseError:
            return  # a database away: the timer runs on as it is; the next read tries again
        if stored != self._timer_kept:
            self._timer_kept = stored
            self.timer.restore({"duration": stored.duration, "left": stored.left, "ends_at": stored.ends_at})

    def _show_timer(self) -> None:
        self.timer_label.setText(self.timer.text())
        self.start_button.setText(self.tr("&Pause timer") if self.timer.running else self.tr("&Start timer"))
        self.minutes.setEnabled(not self.timer.running)
        if self.minutes.value() != int(self.timer.duration // 60):  # another station's length
            self.minutes.blockSignals(True)
            self.minutes.setValue(int(self.timer.duration // 60))
            self.minutes.blockSignals(False)

    # -- the projector -----------------------------------------------------------------------------
    def _screens_changed(self, screen: QScreen) -> None:
        self._fill_screens()

    def _fill_screens(self) -> None:
        self.screen_combo.clear()
        primary = QGuiApplication.primaryScreen()
        screens = QGuiApplication.screens()
        for i, s in enumerate(screens, 1):
            g = s.geometry()
            label = fill(self.tr("Screen %1 (%2×%3)"), i, g.width(), g.height())
            if s is primary:
                label = fill(self.tr("%1, this one"), label)
            self.screen_combo.addItem(label)
        other = next((i for i, s in enumerate(screens) if s is not primary), 0)
        self.screen_combo.setCurrentIndex(other)
        self.screen_combo.setVisible(len(screens) > 1)

    def show_projector(self) -> ProjectorWindow:
        """Open (or bring forward) the projector view, on the chosen screen."""
        if self.projector is None:
            self.projector = ProjectorWindow(self.timer)
            self.projector.live = self._live_url  # the live page's QR code while it is shared (#33)
            self.destroyed.connect(self.projector.close)
        screens = QGuiApplication.screens()
        i = self.screen_combo.currentIndex()
        screen = screens[i] if 0 <= i < len(screens) else None
        self.refresh()
        self.projector.show_on(screen)
        return self.projector

    # -- printing ----------------------------------------------------------------------------------
    def print_standings(self) -> bool:
        """The printed standings (``bakehouse report standings --event ID [--after-round R]``), as a PDF."""
        from engine.services.reports import event_standings
        from reports.club import standings_pdf

        db, st = self.context.database, self.standings
        if db is None or st is None or self.context.jobs.busy:
            return False
        folder = self.context.settings.get(S.LAST_FOLDER) or os.path.expanduser("~")
        stem = re.sub(r"[^\w-]+", "-", st.name).strip("-").lower() or "event"
        path = self.context.dialogs.save_pdf(self, self.tr("Save the standings as PDF"),
                                             os.path.join(folder, f"{stem}-standings.pdf"))
        if not path:
            return False
        url, event_id, after = db.url, st.event, st.after_round
        paper = self.context.settings.get(S.REPORT_PAPER)

        stop = Stop()

        def work() -> str:
            from engine.errors import check_cancelled
            from engine.files import write_atomically

            pdf = standings_pdf(event_standings(url, event_id, after), paper)
            check_cancelled(stop)  # cancelled while it rendered: no PDF written
            write_atomically(path, pdf)
            return path

        title = self.tr("Cannot print the standings")
        return self.context.jobs.start(work, self.tr("Printing the standings…"), self._printed,
                                       lambda m: self.context.dialogs.warning(self, title, m), cancel=stop.set,
                                       stopped=lambda: self.heading.setText(
                                           self.tr("Printing cancelled: no PDF was written")))

    def _printed(self, path: str) -> None:
        self.context.settings.set(S.LAST_FOLDER, os.path.dirname(path))
        if not self.opener(path):
            text = self.tr("The standings were saved to %1, but no PDF viewer opened them.")
            self.context.dialogs.warning(self, self.tr("Cannot open the PDF"), fill(text, path))
