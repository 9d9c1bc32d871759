"""A table's game typed in from its paper scorepad (issue 20, item 5): "Enter from paper pad..."
on the Tables page.

A grid as the pad is kept: a column per player, in the order of play (the player chosen as the
first to play, then the others in seat order), a row per turn; each cell a turn's points as the
pad writes them (``12``, ``0``, ``-24`` for a lost biscuit, ``96b`` for a completed bakery), the
running totals beside them where the game's pad keeps them (``Ruleset.running_total``); the game's
hint over the grid is its ``Ruleset.pad_hint``, translated under the context "Ruleset".
Keyboard only: type a number to fill a cell, Return moves down the column, Tab to the next
player, Delete clears, Ctrl+Return records.  The dialog hands the columns, as text in the
command line's grammar (``bakehouse event result --turns "Ann=5,0,-3,12"``), to the one service
function (engine/services/events.py ``enter_result``), which checks them against the game
(engine/tournament/paper.py); a wrong pad gets its one line in the dialog, which stays open with
the cell at fault chosen, and nothing is applied.  The table is then marked "from paper: result
only" (no throws).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine.errors import BakehouseError
from engine.rulesets import get_ruleset
from engine.services import events as ev
from engine.tournament.event import Event
from engine.tournament.paper import MAX_TURNS, PaperPadError, PaperTurn, parse_turn

from ..text import fill, who
from ..widgets.screen_fit import fit_on_show
from .context import ClubContext
from .event_models import RoundTablesModel

Index = QModelIndex | QPersistentModelIndex
# what the dialog hands the service: (member, "5,0,-3,12") a player, in the order of play
SubmitPad = Callable[[list[tuple[int, str]]], None]


def _turn(text: str) -> PaperTurn | None:
    try:
        return parse_turn(text) if text.strip() else None
    except BakehouseError:
        return None


class PadModel(QAbstractTableModel):
    """The pad: a column per player (in the order of play), a row per turn, and one empty row
    below the longest column for the next turn."""

    def __init__(self, names: Sequence[str], running: bool, parent: Any = None) -> None:
        super().__init__(parent)
        self.names = list(names)
        self.running = running
        self.cells: list[list[str]] = [[] for _ in self.names]

    # -- reading -----------------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        if parent.isValid():
            return 0
        return min(MAX_TURNS, max((len(c) for c in self.cells), default=0) + 1)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.names)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.names[section] if 0 <= section < len(self.names) else None  # the tip: a name elided
        return str(section + 1) if role == Qt.ItemDataRole.DisplayRole else None

    def text(self, column: int, row: int) -> str:
        cells = self.cells[column]
        return cells[row] if row < len(cells) else ""

    def total(self, column: int, upto: int | None = None) -> int | None:
        """The column's sum up to and with row ``upto`` (None: a cell is not a turn score yet)."""
        cells = self.cells[column] if upto is None else self.cells[column][: upto + 1]
        total = 0
        for text in cells:
            t = _turn(text)
            if t is None:
                return None
            total += t.points
        return total

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        c, r = index.column(), index.row()
        text = self.text(c, r)
        if role == Qt.ItemDataRole.EditRole:
            return text
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            if not text or not self.running:
                return text
            total = self.total(c, r)
            return text if total is None else f"{text}  \u2192 {total}"
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable

    # -- writing -----------------------------------------------------------------------------------
    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        c, r = index.column(), index.row()
        before = self.rowCount()
        cells = self.cells[c]
        while len(cells) <= r:
            cells.append("")
        cells[r] = str(value).strip()
        while cells and not cells[-1]:
            cells.pop()
        after = self.rowCount()
        if after > before:
            self.beginInsertRows(QModelIndex(), before, after - 1)
            self.endInsertRows()
        elif after < before:
            self.beginRemoveRows(QModelIndex(), after, before - 1)
            self.endRemoveRows()
        self.dataChanged.emit(self.index(0, c), self.index(self.rowCount() - 1, c))
        return True

    def set_order(self, names: Sequence[str], cells: Sequence[Sequence[str]]) -> None:
        """The columns again (another first player: each keeps its turns)."""
        self.beginResetModel()
        self.names = list(names)
        self.cells = [list(c) for c in cells]
        self.endResetModel()

    def column_text(self, column: int) -> str:
        """The column in the command line's grammar: ``5,0,-3,12``."""
        return ",".join(self.cells[column])


class PadView(QTableView):
    """The grid: typing fills a cell, Return moves down the column, Delete clears a cell."""

    def closeEditor(self, editor: QWidget, hint: QAbstractItemDelegate.EndEditHint) -> None:  # noqa: N802
        super().closeEditor(editor, hint)
        if hint == QAbstractItemDelegate.EndEditHint.SubmitModelCache:  # Return: the next turn below
            at = self.currentIndex()
            below = self.model().index(at.row() + 1, at.column())
            if below.isValid():
                self.setCurrentIndex(below)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        at = self.currentIndex()
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and at.isValid() \
                and self.state() != QAbstractItemView.State.EditingState:
            self.model().setData(at, "")
            return
        super().keyPressEvent(event)


class PaperPadDialog(QDialog):
    """A table's game from its paper pad: who played first, the grid, the one-line refusal."""

    def __init__(self, title: str, ruleset: str, players: Sequence[tuple[int, str]], submit: SubmitPad,
                 given: Sequence[tuple[int, Sequence[str]]] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(420)
        self.ruleset = ruleset
        self.players = list(players)  # seat order
        self.submit = submit
        game_rules = get_ruleset(ruleset)
        lay = QVBoxLayout(self)
        game_hint = QCoreApplication.translate("Ruleset", game_rules.pad_hint) if game_rules.pad_hint else ""
        hint = QLabel(" ".join((self.tr("Type each turn's points as the paper pad writes them, a column per player "
                                        "and a row per turn."), game_hint,
                                self.tr("Return moves down, Tab to the next player, Ctrl+Return records it. "
                                        "The game is kept as a result only: no throws."))))
        hint.setWordWrap(True)
        lay.addWidget(hint)
        top = QHBoxLayout()
        first_label = QLabel(self.tr("&First to play:"))
        self.first = QComboBox()
        self.first.setAccessibleName(self.tr("First to play"))
        for member, name in self.players:
            self.first.addItem(name, member)
        first_label.setBuddy(self.first)
        top.addWidget(first_label)
        top.addWidget(self.first, 1)
        game = QLabel(game_rules.name)
        game.setTextFormat(Qt.TextFormat.PlainText)
        top.addWidget(game)
        lay.addLayout(top)
        self.model = PadModel([n for _, n in self.players], game_rules.running_total, self)
        self.view = PadView()
        self.view.setModel(self.model)
        self.view.setAccessibleName(self.tr("Paper pad: a column per player, a row per turn"))
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.AnyKeyPressed
                                  | QAbstractItemView.EditTrigger.DoubleClicked
                                  | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.view.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        lay.addWidget(self.view, 1)
        self.totals = QLabel()
        self.totals.setTextFormat(Qt.TextFormat.PlainText)
        self.totals.setWordWrap(True)
        self.totals.setAccessibleName(self.tr("Totals"))
        lay.addWidget(self.totals)
        self.problem = QLabel()
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.problem.setAccessibleName(self.tr("Problem"))
        lay.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Record"))
        self.buttons.accepted.connect(self.try_accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            shortcut = QShortcut(QKeySequence(keys), self, self.try_accept)
            shortcut.activatedAmbiguously.connect(self.try_accept)  # another window's key: this dialog is in front
        self._order = [m for m, _ in self.players]  # the model's columns, by member
        if given:
            order = [m for m, _ in given]
            self.first.setCurrentIndex(max(0, self.first.findData(order[0])))
            self._arrange({m: list(c) for m, c in given})
        else:
            self._arrange({})
        self.first.currentIndexChanged.connect(lambda _i: self._arrange(self._cells()))
        self.model.dataChanged.connect(lambda *_: self._show_totals())
        self.model.modelReset.connect(self._show_totals)
        self.setTabOrder(self.first, self.view)
        self.setTabOrder(self.view, self.buttons)
        self._show_totals()
        self.view.setFocus()
        self.view.setCurrentIndex(self.model.index(0, 0))
        room = self.screen().availableGeometry()  # a column wide enough for a turn and its total, within the screen
        self.resize(min(room.width() - 40, max(480, 110 * len(self.players) + 80)), min(room.height() - 60, 460))
        fit_on_show(self)  # within a 1024x600 screen whenever shown (#30)

    def _cells(self) -> dict[int, list[str]]:
        return {m: list(self.model.cells[i]) for i, m in enumerate(self._order)}

    def play_order(self) -> list[tuple[int, str]]:
        """The players from the first to play on, in seat order."""
        start = max(0, self.first.currentIndex())
        return self.players[start:] + self.players[:start]

    def _arrange(self, cells: dict[int, list[str]]) -> None:
        order = self.play_order()
        self._order = [m for m, _ in order]
        self.model.set_order([n for _, n in order], [cells.get(m, []) for m in self._order])
        self.view.setCurrentIndex(self.model.index(0, 0))

    def _show_totals(self) -> None:
        parts = []
        for i, name in enumerate(self.model.names):
            total = self.model.total(i)
            parts.append(f"{who(name)} {'?' if total is None else total}")
        self.totals.setText(fill(self.tr("Points on the pad: %1"), " \u00b7 ".join(parts)))

    def pad(self) -> list[tuple[int, str]]:
        return [(m, self.model.column_text(i)) for i, m in enumerate(self._order)]

    def commit_editor(self) -> None:
        """A cell being typed in is written to the pad, its editor closed."""
        editor = self.view.indexWidget(self.view.currentIndex())
        if editor is not None and self.view.state() == QAbstractItemView.State.EditingState:
            self.view.commitData(editor)
            self.view.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
        self.view.setFocus()

    def try_accept(self) -> None:
        self.commit_editor()
        try:
            self.submit(self.pad())
        except BakehouseError as e:
            self.problem.setText("\u200e" + e.text())  # left to right, even when it begins with a name that is not
            if isinstance(e, PaperPadError):
                at = self.model.index(min(e.turn, self.model.rowCount() - 1), e.column)
                if at.isValid():
                    self.view.setCurrentIndex(at)
            return
        self.accept()


class TablesView(Protocol):
    """What the paper pad needs of the Tables page (desktop/club/tables_page.py)."""

    current: Event | None
    paper_dialog: PaperPadDialog | None

    @property
    def view(self) -> QTableView: ...
    @property
    def model(self) -> RoundTablesModel: ...
    @property
    def context(self) -> ClubContext: ...
    @property
    def message(self) -> QLabel: ...
    def round_number(self) -> int | None: ...
    def refresh(self) -> None: ...
    def isVisible(self) -> bool: ...  # noqa: N802


def paper_action(page: QWidget, slot: Callable[[], object]) -> QAction:
    """The Tables page's one action for paper pads (Ctrl+Shift+P)."""
    action = QAction(QCoreApplication.translate("PaperPadDialog", "Enter from &paper pad..."), page)
    action.setShortcut(QKeySequence("Ctrl+Shift+P"))
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.triggered.connect(slot)
    page.addAction(action)
    return action


def open_paper_pad(page: TablesView) -> PaperPadDialog | None:
    """The chosen table's paper pad dialog (opened, not waited for): a waiting table's result, or
    a result typed in before corrected."""
    index = page.view.currentIndex()
    row = page.model.row(index.row()) if index.isValid() else None
    e, number, db = page.current, page.round_number(), page.context.database
    if row is None or e is None or number is None or db is None:
        page.message.setText(QCoreApplication.translate("PaperPadDialog", "Choose a table first"))
        return None
    if e.closed:
        page.message.setText(QCoreApplication.translate("PaperPadDialog", "This event is closed: nothing changes now"))
        return None
    if row.match is not None:
        page.message.setText(QCoreApplication.translate(
            "PaperPadDialog", "This table's match is stored: its result comes from the match"))
        return None
    correct = row.result is not None
    event_id, table = e.id, row.table
    stored = e.rounds[number - 1].results.get(table - 1)
    given = None
    if stored is not None and stored.paper is not None:
        given = [(q, [t.text for t in column]) for q, column in zip(stored.players, stored.paper, strict=True)]

    def submit(pad: list[tuple[int, str]]) -> None:
        done = ev.enter_result(db, event_id, number, table, ev.ResultGiven(turns=list(pad)), correct=correct)
        verb = (QCoreApplication.translate("PaperPadDialog", "Corrected") if correct
                else QCoreApplication.translate("PaperPadDialog", "Recorded"))
        if e.rounds[number - 1].stage == "final":  # the final named as such, not "round 4" (#30)
            said = fill(QCoreApplication.translate("PaperPadDialog", "%1 final table %2 from its paper pad"), verb, table)
        else:
            said = fill(QCoreApplication.translate("PaperPadDialog", "%1 table %2 of round %3 from its paper pad"),
                        verb, table, number)
        page.message.setText(said)
        page.current = done.event

    title = fill(QCoreApplication.translate("PaperPadDialog", "Paper pad of table %1"), table)
    dialog = PaperPadDialog(title, e.config.ruleset, list(row.players), submit, given,
                            page if isinstance(page, QWidget) else None)

    def entered() -> None:
        page.context.notify_changed()
        if not page.isVisible():
            page.refresh()

    dialog.accepted.connect(entered)
    page.paper_dialog = dialog
    dialog.open()
    return dialog


__all__ = ["PadModel", "PadView", "PaperPadDialog", "open_paper_pad", "paper_action"]
