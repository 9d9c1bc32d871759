"""The Review view of a match (issue 24): each turn's throws with their luck and its
decisions with the best alternative and the loss, and each player's skill and luck totals.

The figures are the analysis's (:func:`engine.services.analysis.review_record`, the one
``bakehouse analyse FILE`` prints): this view only lays them out, in two sortable Qt
Model/View tables, the moves filtered to the clear mistakes on request.  Building the
solver's tables can take seconds the first time: the analysis runs through
:class:`desktop.jobs.Jobs`, off the UI thread, behind a progress dialog.  A game the
solver does not cover yet is said in one line.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine.analysis.review import Analysis, Decision, Luck
from engine.record import MatchRecord
from engine.rulesets import get_ruleset

from .jobs import Jobs, Stop
from .numbers import decimal
from .text import QT_TRANSLATE_NOOP, fill, who
from .widgets.screen_fit import keep_within_screen

if TYPE_CHECKING:
    from engine.services.database import Database

#: a sortable value (numbers sort as numbers)
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
Index = QModelIndex | QPersistentModelIndex

MOVE_COLUMNS = (
    QT_TRANSLATE_NOOP("ReviewModels", "Turn"),
    QT_TRANSLATE_NOOP("ReviewModels", "Player"),
    QT_TRANSLATE_NOOP("ReviewModels", "Played"),
    QT_TRANSLATE_NOOP("ReviewModels", "Best"),
    QT_TRANSLATE_NOOP("ReviewModels", "Loss"),
    QT_TRANSLATE_NOOP("ReviewModels", "Luck"),
    QT_TRANSLATE_NOOP("ReviewModels", "Win chance"),
    QT_TRANSLATE_NOOP("ReviewModels", "Win lost"),
)
#: the moves' columns of the chances of winning (two-player Dire Straights, SB's last turns: K6)
WIN_COLUMNS = (6, 7)
PLAYER_COLUMNS = (
    QT_TRANSLATE_NOOP("ReviewModels", "Player"),
    QT_TRANSLATE_NOOP("ReviewModels", "Decisions"),
    QT_TRANSLATE_NOOP("ReviewModels", "Total loss"),
    QT_TRANSLATE_NOOP("ReviewModels", "Average loss"),
    QT_TRANSLATE_NOOP("ReviewModels", "Clear mistakes"),
    QT_TRANSLATE_NOOP("ReviewModels", "Luck"),
    QT_TRANSLATE_NOOP("ReviewModels", "Chance of winning lost"),
)
TIPS = {
    "Played": QT_TRANSLATE_NOOP("ReviewModels", "The dice thrown, or the decision taken, with its value in points"),
    "Best": QT_TRANSLATE_NOOP("ReviewModels", "The best action and its value; = where the action taken was as good"),
    "Loss": QT_TRANSLATE_NOOP("ReviewModels", "Points the decision gave away against the best play"),
    "Luck": QT_TRANSLATE_NOOP("ReviewModels", "The value after the throw minus the value before it"),
    "Clear mistakes": QT_TRANSLATE_NOOP("ReviewModels", "Decisions that gave away more than the threshold"),
    "Win chance": QT_TRANSLATE_NOOP("ReviewModels", "The chance of winning the game after the decision taken"),
    "Win lost": QT_TRANSLATE_NOOP("ReviewModels", "The chance of winning the decision gave away against the best "
                                                  "play for winning"),
    "Chance of winning lost": QT_TRANSLATE_NOOP("ReviewModels", "The chance of winning the player's decisions "
                                                                "gave away, added up"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("ReviewModels", text)


def points(value: float) -> str:
    """Points to two decimals in the app's locale ("1,25" in German and French)."""
    return decimal(value, 2)


def signed(value: float) -> str:
    return decimal(value, 2, signed=True)


def chance(value: float) -> str:
    """A chance of winning, as ``bakehouse analyse`` prints it (0.4821; 0,4821 in German)."""
    return decimal(value, 4)


def has_win_chances(analysis: Analysis | None) -> bool:
    """Whether the analysis weighs decisions by the chance of winning too (``analyse`` prints them)."""
    return analysis is not None and any(d.win_loss is not None for d in analysis.decisions)


class MovesModel(QAbstractTableModel):
    """Every throw and decision of the match in the order played (a row each)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.rows: list[Decision | Luck] = []
        self.threshold = 1.0

    def set_analysis(self, analysis: Analysis | None) -> None:
        self.beginResetModel()
        self.rows = list(analysis.events) if analysis is not None else []
        self.threshold = analysis.threshold if analysis is not None else 1.0
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(MOVE_COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(MOVE_COLUMNS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return _tr(MOVE_COLUMNS[section])
        if role == Qt.ItemDataRole.ToolTipRole and MOVE_COLUMNS[section] in TIPS:
            return _tr(TIPS[MOVE_COLUMNS[section]])
        return None

    def mistake(self, row: int) -> bool:
        e = self.rows[row]
        return isinstance(e, Decision) and e.loss > self.threshold

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        e, c = self.rows[index.row()], index.column()
        if role == SORT_ROLE:
            return self._sort_value(e, c, index.row())
        if role == Qt.ItemDataRole.TextAlignmentRole and c in (0, 4, 5, 6, 7):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and self.mistake(index.row()):
            from PySide6.QtGui import QFont

            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole and c == 4 and self.mistake(index.row()):
            return QCoreApplication.translate("ReviewModels", "A clear mistake")
        if role == Qt.ItemDataRole.ToolTipRole and c in (2, 3):  # the whole text where the column elides it
            return self._text(e, c) or None
        if role == Qt.ItemDataRole.ToolTipRole and c == 6 and isinstance(e, Decision) and e.win_best is not None:
            return fill(QCoreApplication.translate("ReviewModels", "Best for winning: %1 (%2)"), e.win_best,
                        chance(e.win_best_value or 0.0))
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return self._text(e, c)

    def _text(self, e: Decision | Luck, c: int) -> str:
        if c == 0:
            return str(e.turn)
        if c == 1:
            return e.player
        if isinstance(e, Luck):
            return {2: fill(QCoreApplication.translate("ReviewModels", "throw %1"), e.dice), 5: signed(e.luck)}.get(c, "")
        if c == 2:
            return f"{e.taken} ({points(e.taken_value)})"
        if c == 3:
            if e.loss > 0:
                return f"{e.best} ({points(e.best_value)})"
            return "=" if e.best == e.taken else fill(QCoreApplication.translate("ReviewModels", "= %1 (as good)"), e.best)
        if c == 4:
            return points(e.loss) if e.loss > 0 else ""
        if c == 6 and e.win_taken is not None:
            return chance(e.win_taken)
        if c == 7 and e.win_loss is not None:
            return chance(e.win_loss) if e.win_loss > 0 else ""
        return ""

    @staticmethod
    def _sort_value(e: Decision | Luck, c: int, row: int) -> Any:
        if c == 0:
            return row  # the order played
        if c == 1:
            return e.player.casefold()
        if c == 2:
            return e.dice if isinstance(e, Luck) else e.taken
        if c == 3:
            return "" if isinstance(e, Luck) else e.best
        if c == 4:
            return -1.0 if isinstance(e, Luck) else e.loss
        if c == 6:
            return -1.0 if isinstance(e, Luck) or e.win_taken is None else e.win_taken
        if c == 7:
            return -1.0 if isinstance(e, Luck) or e.win_loss is None else e.win_loss
        return e.luck if isinstance(e, Luck) else 0.0


class PlayersModel(QAbstractTableModel):
    """Each player's totals: decisions, total and average loss, clear mistakes, luck."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[str, dict[str, Any]]] = []

    def set_analysis(self, analysis: Analysis | None) -> None:
        self.beginResetModel()
        self.rows = list(analysis.summary().items()) if analysis is not None else []
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(PLAYER_COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(PLAYER_COLUMNS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return _tr(PLAYER_COLUMNS[section])
        if role == Qt.ItemDataRole.ToolTipRole and PLAYER_COLUMNS[section] in TIPS:
            return _tr(TIPS[PLAYER_COLUMNS[section]])
        return None

    def value(self, row: int, column: int) -> Any:
        name, s = self.rows[row]
        return (name, s["decisions"], s["total_loss"], s["average_loss"], s["mistakes"], s["luck"],
                s.get("win_loss", 0.0))[column]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        v = self.value(index.row(), index.column())
        c = index.column()
        if role == SORT_ROLE:
            return v.casefold() if c == 0 else v
        if role == Qt.ItemDataRole.TextAlignmentRole and c > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if c in (2, 3):
            return points(float(v))
        if c == 5:
            return signed(float(v))
        if c == 6:
            return chance(float(v))
        return str(v)


class MistakesFilter(QSortFilterProxyModel):
    """The moves, sorted by :data:`SORT_ROLE`; with :attr:`only_mistakes` the clear mistakes only."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.only_mistakes = False
        self.setSortRole(SORT_ROLE)

    def set_only_mistakes(self, only: bool) -> None:
        self.beginFilterChange()
        self.only_mistakes = only
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        model = self.sourceModel()
        if not self.only_mistakes or not isinstance(model, MovesModel):
            return True
        return model.mistake(source_row)


def _table(name: str) -> QTableView:
    view = QTableView()
    view.setAccessibleName(name)
    view.setSortingEnabled(True)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setTabKeyNavigation(False)  # Tab leaves the table; the arrows move within it
    view.setWordWrap(False)
    view.verticalHeader().hide()
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setStretchLastSection(True)
    return view


def _share_text_columns(view: QTableView, columns: tuple[int, ...]) -> None:
    """The text columns share what the figures leave (elided, whole in their tip): at 1024x600 a
    long decision no longer pushes the Luck column off the view (#30)."""
    header = view.horizontalHeader()
    header.setStretchLastSection(False)
    view.setTextElideMode(Qt.TextElideMode.ElideRight)
    for c in columns:
        header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch)


class ReviewWindow(QWidget):
    """A finished match reviewed move by move (a window of its own beside the table)."""

    #: the analysis was shown (the Analysis), or could not be (None: :attr:`note` says why)
    reviewed = Signal(object)

    def __init__(self, parent: QWidget | None = None, jobs: Jobs | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewWindow")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setWindowTitle(self.tr("Review this match"))
        self.jobs = jobs if jobs is not None else Jobs(self)
        self.analysis: Analysis | None = None
        self.heading = QLabel("")
        self.heading.setObjectName("reviewHeading")
        self.heading.setTextFormat(Qt.TextFormat.PlainText)  # the players' names are text
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.note = QLabel("")
        self.note.setObjectName("reviewNote")
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        self.note.setAccessibleName(self.tr("About this review"))
        self.mistakes_only = QCheckBox(self.tr("&Mistakes only"))
        self.mistakes_only.setObjectName("mistakesOnly")
        self.mistakes_only.setAccessibleName(self.tr("Show the clear mistakes only"))
        self.moves_model = MovesModel(self)
        self.moves_proxy = MistakesFilter(self)
        self.moves_proxy.setSourceModel(self.moves_model)
        self.moves = _table(self.tr("Throws and decisions"))
        self.moves.setObjectName("reviewMoves")
        self.moves.setModel(self.moves_proxy)
        self.moves.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        _share_text_columns(self.moves, (2, 3))
        self.players_model = PlayersModel(self)
        self.players_proxy = QSortFilterProxyModel(self)
        self.players_proxy.setSortRole(SORT_ROLE)
        self.players_proxy.setSourceModel(self.players_model)
        self.players = _table(self.tr("Each player's totals"))
        self.players.setObjectName("reviewPlayers")
        self.players.setModel(self.players_proxy)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.setAccessibleName(self.tr("Close the review"))
        self.close_button.clicked.connect(self.close)
        self.mistakes_only.toggled.connect(self._filter)
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.mistakes_only)
        moves_label = QLabel(self.tr("&Throws and decisions"))
        moves_label.setBuddy(self.moves)
        players_label = QLabel(self.tr("&Each player"))
        players_label.setBuddy(self.players)
        upper = QWidget()
        ul = QVBoxLayout(upper)
        ul.setContentsMargins(0, 0, 0, 0)
        ul.addWidget(moves_label)
        ul.addWidget(self.moves, 1)
        # "Mistakes only" on a game without one: said, not an empty table (#30)
        self.no_mistakes = QLabel("")
        self.no_mistakes.setObjectName("noMistakes")
        self.no_mistakes.setTextFormat(Qt.TextFormat.PlainText)
        self.no_mistakes.setWordWrap(True)
        self.no_mistakes.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.no_mistakes.hide()
        ul.addWidget(self.no_mistakes, 1)
        lower = QWidget()
        ll = QVBoxLayout(lower)
        ll.setContentsMargins(0, 0, 0, 0)
        ll.addWidget(players_label)
        ll.addWidget(self.players, 1)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(upper)
        self.splitter.addWidget(lower)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        bottom = QHBoxLayout()
        bottom.addWidget(self.note, 1)
        bottom.addWidget(self.close_button)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.splitter, 1)
        lay.addLayout(bottom)
        QWidget.setTabOrder(self.mistakes_only, self.moves)
        QWidget.setTabOrder(self.moves, self.players)
        QWidget.setTabOrder(self.players, self.close_button)
        mistakes = QShortcut(QKeySequence("Ctrl+M"), self)  # as Alt+M, where the platform shows no mnemonics
        mistakes.activated.connect(self.mistakes_only.toggle)
        self.mistakes_only.setToolTip(self.tr("Show the clear mistakes only (Ctrl+M)"))
        close = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        close.activated.connect(self.close)
        self.resize(900, 540)

    # -- what is reviewed -----------------------------------------------------------------------------
    def review_record(self, record: MatchRecord) -> bool:
        """Analyse a match record off the UI thread, then show it."""
        return self._start(lambda: record)

    def review_stored(self, db: Database, match_id: int) -> bool:
        """Analyse a stored match (an event's table scored in the app) off the UI thread, then show it."""
        from engine.services.analysis import stored_record

        return self._start(lambda: stored_record(db, match_id))

    def review_url(self, url: str | None, match_id: int) -> bool:
        """The same for the stored match of the club database at ``url`` (read only: nothing is
        created or changed), as the Reports view reads it."""
        from engine.services.analysis import stored_record
        from engine.services.database import open_database

        def read() -> MatchRecord:
            with open_database(url, create=False) as db:
                return stored_record(db, match_id)

        return self._start(read)

    def _heading(self, record: MatchRecord) -> str:
        game = get_ruleset(record.ruleset).name
        return fill(self.tr("%1: %2"), game, ", ".join(who(n) for n in record.players))

    def _start(self, read: Callable[[], MatchRecord]) -> bool:
        from engine.services.analysis import analysis_refusal, review_record

        stop = Stop()  # Cancel reaches the win tables' build (Dire Straights: minutes at the largest targets)

        def work() -> tuple[MatchRecord, Analysis | None, str | None]:
            record = read()
            why = analysis_refusal(record.ruleset, record.options, len(record.players))
            return record, None if why is not None else review_record(record, self.jobs.report, stop), why

        if self.jobs.busy:  # one job at a time: the review on show stays as it is
            return False
        self.heading.setText("")
        self.note.setText(self.tr("Working out the best play…"))
        self._show(None)
        return self.jobs.start(work, self.tr("Working out the best play of every decision…"),
                               self._done, self._failed, stop.set, stopped=self._cancelled)

    def _done(self, found: tuple[MatchRecord, Analysis | None, str | None]) -> None:
        record, analysis, why = found
        self.heading.setText(self._heading(record))
        self._show(analysis)
        if analysis is None:
            self.note.setText(fill(self.tr("This game's analysis is not available yet: %1"), why or ""))
        else:
            self.note.setText(fill(self.tr("%1 decisions and %2 throws analysed. A clear mistake: a loss above "
                                           "%3; equally good actions are no mistake."),
                                   len(analysis.decisions), len(analysis.throws), f"{analysis.threshold:g}"))
        self.reviewed.emit(analysis)

    def _failed(self, message: str) -> None:
        self._show(None)
        self.note.setText(fill(self.tr("Cannot review this match: %1"), message))
        self.reviewed.emit(None)

    def _cancelled(self) -> None:
        """Cancel pressed while the win tables were built: nothing is shown, nothing was kept."""
        self._show(None)
        self.note.setText(self.tr("The review was cancelled."))
        self.reviewed.emit(None)

    def _show(self, analysis: Analysis | None) -> None:
        self.analysis = analysis
        self.moves_model.set_analysis(analysis)
        self.players_model.set_analysis(analysis)
        wins = has_win_chances(analysis)
        for c in WIN_COLUMNS:
            self.moves.setColumnHidden(c, not wins)
        self.players.setColumnHidden(len(PLAYER_COLUMNS) - 1, not wins)
        self.moves.resizeColumnsToContents()
        self.players.resizeColumnsToContents()
        self._say_no_mistakes()

    def _filter(self, only: bool) -> None:
        self.moves_proxy.set_only_mistakes(only)
        self._say_no_mistakes()

    def _say_no_mistakes(self) -> None:
        """With "Mistakes only" on a game without a clear mistake, say so in place of the table."""
        analysis = self.analysis
        none = analysis is not None and self.mistakes_only.isChecked() and self.moves_proxy.rowCount() == 0
        if none and analysis is not None:
            text = fill(self.tr("No clear mistake in this game: no decision lost more than %1 "
                                "(untick Mistakes only to see every decision)."), f"{analysis.threshold:g}")
            lost = {name: s["win_loss"] for name, s in analysis.summary().items() if s.get("win_loss", 0.0) > 0}
            if lost:  # a game's points are not its chance of winning: said, as `analyse` says it
                text += " " + fill(self.tr("Chance of winning lost: %1."),
                                   ", ".join(f"{who(n)} {chance(v)}" for n, v in lost.items()))
            self.no_mistakes.setText(text)
        self.no_mistakes.setVisible(none)
        self.moves.setVisible(not none)

    def showEvent(self, event: QShowEvent) -> None:
        """Never larger than the screen's free area (a 1024x600 laptop), never off it."""
        super().showEvent(event)
        keep_within_screen(self)
