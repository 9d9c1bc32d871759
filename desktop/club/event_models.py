"""Qt models of an evening, over what :mod:`engine.services.events` returns: the events, the
check-in list, a draft round's table (names that can be dragged to another table) and a
round's tables with their results.  They only present; every change goes through the
service, called by the page.

Every row's member or event id is under :data:`ID_ROLE`; names are display text, which item
views show literally (no markup).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QFont, QIcon

from engine.names import search_key, search_words
from engine.services.events import Arrival
from engine.services.scoring import TableProgress
from engine.tournament.event import Event

from ..numbers import day
from ..text import fill, tip
from .models import ID_ROLE, SORT_ROLE, game_name, players_text

Index = QModelIndex | QPersistentModelIndex
#: a member dragged from one table to another
MEMBER_MIME = "application/x-bakehouse-member"



class EventListModel(QAbstractTableModel):
    """The club's events, newest first once sorted by the proxy."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Event] = []
        self._dates: dict[int, str | None] = {}

    def set_events(self, events: Sequence[Event], dates: dict[int, str | None]) -> None:
        self.beginResetModel()
        self._rows = list(events)
        self._dates = dict(dates)
        self.endResetModel()

    def event_at(self, row: int) -> Event:
        return self._rows[row]

    def row_of(self, event_id: int) -> int | None:
        return next((i for i, e in enumerate(self._rows) if e.id == event_id), None)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else 5

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return [QCoreApplication.translate("events", "Event"), QCoreApplication.translate("events", "Date"), QCoreApplication.translate("events", "Game"), QCoreApplication.translate("events", "Players"), QCoreApplication.translate("events", "Rounds")][section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        e = self._rows[index.row()]
        col = index.column()
        if role == ID_ROLE:
            return e.id
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return e.config.name
            if col == 1:
                return day(self._dates.get(e.id) or "")  # as the locale writes it (#32)
            if col == 2:
                return game_name(e.config.ruleset)
            if col == 3:
                return str(len(e.players))
            state = QCoreApplication.translate("events", "closed") if e.closed else (QCoreApplication.translate("events", "draft") if e.rounds and not e.rounds[-1].published else "")
            # the final (and its semi-finals) is a stage of its own, not a round over the plan:
            # "1/3 + final", not "2/3" or "4/3" (#30)
            played = sum(1 for rd in e.rounds if rd.stage == "round")
            seated = f"{played}/{e.config.rounds}"
            if played < len(e.rounds):
                seated += " " + QCoreApplication.translate("events", "+ final")
            return f"{seated} {state}".strip()
        if role == Qt.ItemDataRole.ToolTipRole and col == 0:
            return tip(e.config.name)
        if role == SORT_ROLE:
            return [e.config.name.casefold(), self._dates.get(e.id) or "", game_name(e.config.ruleset),
                    len(e.players), len(e.rounds)][col]
        if role == Qt.ItemDataRole.FontRole and e.closed:
            font = QFont()
            font.setItalic(True)
            return font
        return None


class CheckInModel(QAbstractListModel):
    """The club's members for check-in (:func:`engine.services.events.check_in_list`): those who
    came last time first; a checked-in member is marked and shown bold."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Arrival] = []

    def set_rows(self, rows: Sequence[Arrival]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def arrival(self, row: int) -> Arrival:
        return self._rows[row]

    @property
    def checked_in(self) -> int:
        """Those checked in and still playing (one who left is not counted, #30)."""
        return sum(1 for a in self._rows if a.playing)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        a = self._rows[index.row()]
        left = (" " + fill(QCoreApplication.translate("events", "(left from round %1)"), a.left)
                if a.left is not None else "")
        if role == Qt.ItemDataRole.DisplayRole:
            return ("\u2713 " if a.playing else "\u2003 ") + a.name + left
        if role == Qt.ItemDataRole.EditRole:
            return a.name
        if role == ID_ROLE:
            return a.member
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return a.name + (" " + QCoreApplication.translate("events", "(checked in)") if a.playing else left)
        if role == Qt.ItemDataRole.FontRole and a.playing:
            font = QFont()
            font.setBold(True)
            return font
        return None


class NameFilter(QSortFilterProxyModel):
    """Rows whose name (EditRole) has, for every word typed, a word starting with it (``ann``
    finds Ann Smith, ``smi`` too), folded as the Members page's search folds (engine/names.py
    ``search_key``: case, and accents unless typed: ``zoe`` finds Zoë Ångström)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._typed: list[str] = []

    def set_typed(self, text: str) -> None:
        self.beginFilterChange()
        self._typed = search_words(text)
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:  # noqa: N802
        if not self._typed:
            return True
        model = self.sourceModel()
        name = str(model.data(model.index(source_row, 0, source_parent), Qt.ItemDataRole.EditRole) or "")
        words = search_key(name).split()  # the name's words, with accents and without
        return all(any(w.startswith(t) for w in words) for t in self._typed)


_PIN: list[QIcon] = []


def pin_icon() -> QIcon:
    """The pin of a player pinned to a table (resources/icons/pin.svg), drawn in any font: the
    emoji it was showed as a box without an emoji font and took room from the name (#30)."""
    if not _PIN:
        import resources

        _PIN.append(QIcon(str(resources.path("icons/pin.svg"))))
    return _PIN[0]


class SeatsModel(QAbstractListModel):
    """One table of a draft round: its players' names; a name can be dragged to another table
    (the page asks the service to move them: ``on_drop(member, table)``)."""

    def __init__(self, table: int, on_drop: Callable[[int, int], None], parent: Any = None) -> None:
        super().__init__(parent)
        self.table = table  # from 1 (0: the byes)
        self.on_drop = on_drop
        self._rows: list[tuple[int, str]] = []
        self.draggable = True
        #: the players pinned to their table (marked with the pin icon, not in the name: #30)
        self.pinned: frozenset[int] = frozenset()

    def set_players(self, players: Sequence[tuple[int, str]], draggable: bool,
                    pinned: frozenset[int] = frozenset()) -> None:
        self.beginResetModel()
        self._rows = list(players)
        self.draggable = draggable
        self.pinned = pinned
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        member, name = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return name
        if role == Qt.ItemDataRole.DecorationRole:
            return pin_icon() if member in self.pinned else None
        if role == Qt.ItemDataRole.ToolTipRole:
            if member in self.pinned:
                return tip(fill(QCoreApplication.translate("SeatsModel", "%1 (pinned to this table)"), name))
            return tip(name)
        if role == Qt.ItemDataRole.AccessibleTextRole and member in self.pinned:
            return fill(QCoreApplication.translate("SeatsModel", "%1 (pinned to this table)"), name)
        if role == ID_ROLE:
            return member
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if not self.draggable:
            return base
        if index.isValid():
            return base | Qt.ItemFlag.ItemIsDragEnabled
        return base | Qt.ItemFlag.ItemIsDropEnabled

    def supportedDropActions(self) -> Qt.DropAction:  # noqa: N802
        return Qt.DropAction.MoveAction

    def supportedDragActions(self) -> Qt.DropAction:  # noqa: N802
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [MEMBER_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:  # noqa: N802
        data = QMimeData()
        if indexes:
            data.setData(MEMBER_MIME, str(self._rows[indexes[0].row()][0]).encode())
        return data

    def canDropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int,  # noqa: N802
                        parent: Index) -> bool:
        return self.draggable and data.hasFormat(MEMBER_MIME)

    def dropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int,  # noqa: N802
                     parent: Index) -> bool:
        if not self.canDropMimeData(data, action, row, column, parent):
            return False
        member = int(bytes(data.data(MEMBER_MIME).data()).decode())
        if any(m == member for m, _ in self._rows):
            return False
        self.on_drop(member, self.table)
        return False  # the page redraws every table from the database; nothing is removed by the view

    def removeRows(self, row: int, count: int, parent: Index = QModelIndex()) -> bool:  # noqa: B008, N802
        return False


@dataclass(frozen=True)
class TableRow:
    table: int  # from 1
    players: tuple[tuple[int, str], ...]
    #: (member, place, score) by place; None: waiting for its result
    result: tuple[tuple[int, int, int], ...] | None
    match: int | None
    #: a table being scored (its stored match in play): stage, scores, whose turn (None: not scored)
    progress: TableProgress | None = None
    #: the scoring station that holds the table (None: none)
    held_by: str | None = None
    #: whether this station scores the table (its tables setting names it, or names none)
    mine: bool = True
    # the result was typed in from the table's paper pad: the result only, no throws (issue 20)
    paper: bool = False


def progress_text(p: TableProgress) -> str:
    """A table in play as the dashboard shows it: each player's score, whose turn it is."""
    scores = " · ".join(f"{players_text([n])[1:]} {v}" for n, v in zip(p.players, p.scores, strict=True))
    if p.turn is None:
        return "\u200e" + scores if p.stage != "roll-off" else QCoreApplication.translate("events", "who plays first?")
    return "\u200e" + scores + " - " + fill(QCoreApplication.translate("events", "%1 to play"), players_text([p.players[p.turn]])[1:])


class RoundTablesModel(QAbstractTableModel):
    """A round's tables: number, state (waiting / finished), players, result."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[TableRow] = []

    def set_rows(self, rows: Sequence[TableRow]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def row(self, i: int) -> TableRow:
        return self._rows[i]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return [QCoreApplication.translate("events", "Table"), QCoreApplication.translate("events", "State"), QCoreApplication.translate("events", "Players"), QCoreApplication.translate("events", "Result")][section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        r = self._rows[index.row()]
        col = index.column()
        if role == ID_ROLE:
            return r.table
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return str(r.table)
            if col == 1:
                if r.result is None and r.progress is not None:
                    stage = {"roll-off": QCoreApplication.translate("events", "roll-off"), "playing": QCoreApplication.translate("events", "playing"),
                             "finished": QCoreApplication.translate("events", "finished")}[r.progress.stage]
                    if r.held_by and r.progress.stage != "finished":  # which station scores it
                        held = r.held_by if len(r.held_by) <= 16 else r.held_by[:15] + "…"
                        return f"{stage} · ⁨{held}⁩"
                    return stage
                if r.paper:  # typed in from the paper pad: the result only (issue 20)
                    return QCoreApplication.translate("events", "finished (paper)")
                return QCoreApplication.translate("events", "waiting") if r.result is None else QCoreApplication.translate("events", "finished")
            if col == 2:
                return players_text([n for _, n in r.players])
            if r.result is None:
                return "" if r.progress is None else progress_text(r.progress)
            names = dict(r.players)
            text = "\u200e" + " · ".join(f"{p}. {players_text([names[m]])[1:]} ({s})" for m, p, s in r.result)
            if r.paper:
                return text + " " + QCoreApplication.translate("events", "(from paper: result only)")
            return text if r.match is None else text + " " + fill(QCoreApplication.translate("events", "(match %1)"), r.match)
        if role == Qt.ItemDataRole.ToolTipRole and col >= 2:
            return tip(str(self.data(index, Qt.ItemDataRole.DisplayRole)))
        if role == Qt.ItemDataRole.ToolTipRole and col == 1 and r.held_by:
            return tip(fill(QCoreApplication.translate("events", "Scored at station %1"), r.held_by))
        return None
