"""Qt models for the Members page (:mod:`desktop.club.members_page`): the club's members, filtered
as the organizer types, and a member's ratings and recent results.

The values are :mod:`engine.services.members`'s; these models only present them.  Names are
display text, which item views show literally (no markup).  Filtering compares against a key
computed once per member (name and e-mail, case-folded, accents kept and dropped), so a key
press filters 5,000 members with one string test each (``benchmarks/app_members.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QGuiApplication, QPalette

from engine.names import search_key, search_words
from engine.services.members import GameRating, MemberLine, ResultLine

from ..numbers import day, localized
from ..text import fill, tip
from .models import game_name, game_short_name

ID_ROLE = Qt.ItemDataRole.UserRole + 1
Index = QModelIndex | QPersistentModelIndex

translate = QCoreApplication.translate


class MembersModel(QAbstractTableModel):
    """Every member: name, e-mail, active or retired, last played, games."""

    COLUMNS = ("name", "email", "status", "last", "games")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[MemberLine] = []
        self.keys: list[str] = []
        self._pos: dict[int, int] = {}
        self._sorted: tuple[int, Qt.SortOrder] = (0, Qt.SortOrder.AscendingOrder)

    def set_members(self, rows: Sequence[MemberLine]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.keys = [search_key(m.name + "\n" + (m.email or "")) for m in self._rows]
        self._order(*self._sorted)
        self.endResetModel()

    def member(self, row: int) -> MemberLine:
        return self._rows[row]

    def row_of(self, member_id: int) -> int:
        return self._pos.get(member_id, -1)

    def _sort_key(self, column: int) -> Callable[[int], tuple[Any, ...]]:
        rows, keys = self._rows, self.keys
        col = self.COLUMNS[column]
        if col == "email":
            return lambda i: ((rows[i].email or "").casefold(), keys[i])
        if col == "status":
            return lambda i: (not rows[i].active, keys[i])
        if col == "last":
            return lambda i: (rows[i].last_played or "", keys[i])
        if col == "games":
            return lambda i: (rows[i].games, keys[i])
        return lambda i: (keys[i], rows[i].id)

    def _order(self, column: int, order: Qt.SortOrder) -> None:
        """Put the rows in order (a Python sort of keys made once: the proxy then only filters,
        which keeps a key press fast with thousands of members)."""
        self._sorted = (column, order)
        at = sorted(range(len(self._rows)), key=self._sort_key(column),
                    reverse=order == Qt.SortOrder.DescendingOrder)
        self._rows = [self._rows[i] for i in at]
        self.keys = [self.keys[i] for i in at]
        self._pos = {m.id: r for r, m in enumerate(self._rows)}

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self.COLUMNS):
            return
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        ids = [self._rows[i.row()].id for i in before]
        self._order(column, order)
        self.changePersistentIndexList(before, [self.index(self._pos[mid], i.column())
                                                for i, mid in zip(before, ids, strict=True)])
        self.layoutChanged.emit()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return {
            "name": translate("MembersPage", "Name"),
            "email": translate("MembersPage", "E-mail"),
            "status": translate("MembersPage", "Status"),
            "last": translate("MembersPage", "Last played"),
            "games": translate("MembersPage", "Games"),
        }[self.COLUMNS[section]]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        m = self._rows[index.row()]
        col = self.COLUMNS[index.column()]
        if role == ID_ROLE:
            return m.id
        if role == Qt.ItemDataRole.DisplayRole:
            if col == "name":
                return m.name
            if col == "email":
                return m.email or ""
            if col == "status":
                return translate("MembersPage", "active") if m.active else translate("MembersPage", "retired")
            if col == "last":
                return day(m.last_played) if m.last_played else translate("MembersPage", "never")
            return str(m.games)
        if role == Qt.ItemDataRole.ForegroundRole and not m.active:  # retired: greyed, from the palette
            return QGuiApplication.palette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        if role == Qt.ItemDataRole.ToolTipRole and col == "name" and m.note:
            return tip(m.note)
        if role == Qt.ItemDataRole.TextAlignmentRole and col == "games":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class MembersFilter(QSortFilterProxyModel):
    """The members whose name or e-mail holds what was typed (each word, in any order).  Sorting
    is the source model's (:meth:`MembersModel.sort`): this proxy keeps its order."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._words: list[str] = []
        self._passed: list[bool] = []
        self._for: list[str] | None = None  # the keys _passed was worked out for
        self._source = MembersModel(self)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._source.sort(column, order)

    def set_search(self, text: str) -> None:
        words = search_words(text)
        if words != self._words:
            self.beginFilterChange()
            self._words = words
            self._for = None
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def setSourceModel(self, model: QAbstractItemModel) -> None:
        assert isinstance(model, MembersModel)
        self._source = model  # kept here: no call through Qt per row filtered
        super().setSourceModel(model)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        """Which rows the words pass is worked out in one pass over the keys (not a call into
        the model per row): a key press filters 5,000 members in a few milliseconds."""
        if not self._words:
            return True
        keys = self._source.keys
        if self._for is not keys:  # another search, or the rows were read or sorted again
            words = self._words
            if len(words) == 1:
                w = words[0]
                self._passed = [w in k for k in keys]
            else:
                self._passed = [all(w in k for w in words) for k in keys]
            self._for = keys
        return self._passed[source_row]


class RatingsModel(QAbstractTableModel):
    """A member's rating in each game: the rating as the standings, the projector and the PDFs
    show it (the conservative rating mu - 3 sigma, :mod:`engine.tournament.ratings`), its
    uncertainty ("± 8.0", sigma), the steps."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[GameRating] = []

    def set_ratings(self, rows: Sequence[GameRating]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.ToolTipRole and section in (1, 2):
            return (translate("MembersPage", "the conservative rating (skill minus three times its uncertainty), "
                                             "as the standings show it")
                    if section == 1 else translate("MembersPage", "how uncertain the rating still is: it shrinks "
                                                                  "with every rated result"))
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return (translate("MembersPage", "Game"), translate("MembersPage", "Rating"),
                translate("MembersPage", "Uncertainty"), translate("MembersPage", "Rated results"))[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        r = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            from engine.tournament.ratings import ordinal, rating_text, uncertainty_text

            return (game_name(r.ruleset), localized(rating_text(ordinal(r.mu, r.sigma))),
                    localized(uncertainty_text(r.sigma)), str(r.steps))[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class ResultsModel(QAbstractTableModel):
    """A member's recent tables, the latest first: date, event, game (its short name) and the
    result ("2/4 · 35": place of players, score); the whole line in words, the round and the table
    included, in the row's tooltip and accessible text (seven columns in half the Members page
    scrolled sideways in German at 1024x600)."""

    DATE, EVENT, GAME, RESULT = range(4)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[ResultLine] = []

    def set_results(self, rows: Sequence[ResultLine]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def result(self, row: int) -> ResultLine:
        return self._rows[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (translate("MembersPage", "Date"), translate("MembersPage", "Event"),
                translate("MembersPage", "Game"), translate("MembersPage", "Result"))[section]

    def said(self, row: int) -> str:
        """The whole line in words, the round and the table included (the row's tooltip)."""
        r = self._rows[row]
        event = r.event if r.event is not None else translate("MembersPage", "(no event)")
        if r.round is not None and r.table is not None:
            event = fill(translate("MembersPage", "%1, round %2, table %3"), event, r.round, r.table)
        elif r.round is not None:
            event = fill(translate("MembersPage", "%1, round %2"), event, r.round)
        place = fill(translate("MembersPage", "place %1 of %2, score %3"), r.place, r.players, r.score)
        return " · ".join(x for x in (day(r.date or ""), event, game_name(r.ruleset), place) if x)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        r = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            event = r.event if r.event is not None else translate("MembersPage", "(no event)")
            return (day(r.date or ""), event, game_short_name(r.ruleset),
                    f"{r.place}/{r.players} · {r.score}")[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:
            return tip(self.said(index.row()))
        if role == Qt.ItemDataRole.AccessibleTextRole and index.column() == self.EVENT:
            return self.said(index.row())
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == self.RESULT:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None
