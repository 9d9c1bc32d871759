"""Qt models for the Members page (:mod:`desktop.club.members_page`): the club's members, filtered
as the organizer types, and a member's ratings and recent results.

The values are :mod:`engine.services.members`'s; these models only present them.  Names are
display text, which item views show literally (no markup).  Filtering compares against a key
computed once per member (name and e-mail, case-folded, accents kept and dropped), so a key
press filters 5,000 members with one string test each (``benchmarks/app_members.py``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from engine.services.members import GameRating, MemberLine, ResultLine

from .models import game_name

ID_ROLE = Qt.ItemDataRole.UserRole + 1
#: a sortable value (numbers sort as numbers, names by their key)
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
Index = QModelIndex | QPersistentModelIndex

translate = QCoreApplication.translate


def search_key(text: str) -> str:
    """``text`` as the search box compares it: case-folded, and once more without accents
    ("zoe" finds Zoë, "zoë" too)."""
    folded = unicodedata.normalize("NFC", text).casefold()
    bare = "".join(c for c in unicodedata.normalize("NFD", folded) if not unicodedata.combining(c))
    return folded if bare == folded else folded + "\n" + bare


class MembersModel(QAbstractTableModel):
    """Every member: name, e-mail, active or retired, last played, games."""

    COLUMNS = ("name", "email", "status", "last", "games")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[MemberLine] = []
        self.keys: list[str] = []

    def set_members(self, rows: Sequence[MemberLine]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.keys = [search_key(m.name + "\n" + (m.email or "")) for m in self._rows]
        self.endResetModel()

    def member(self, row: int) -> MemberLine:
        return self._rows[row]

    def row_of(self, member_id: int) -> int:
        for i, m in enumerate(self._rows):
            if m.id == member_id:
                return i
        return -1

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
                return m.last_played or translate("MembersPage", "never")
            return str(m.games)
        if role == SORT_ROLE:
            if col == "name":
                return self.keys[index.row()]
            if col == "email":
                return (m.email or "").casefold()
            if col == "status":
                return 0 if m.active else 1
            if col == "last":
                return m.last_played or ""
            return m.games
        if role == Qt.ItemDataRole.ToolTipRole and col == "name" and m.note:
            return m.note
        if role == Qt.ItemDataRole.TextAlignmentRole and col == "games":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class MembersFilter(QSortFilterProxyModel):
    """The members whose name or e-mail holds what was typed (each word, in any order)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._words: list[str] = []
        self.setSortRole(SORT_ROLE)

    def set_search(self, text: str) -> None:
        words = [w for w in search_key(text).split("\n")[0].split() if w]
        if words != self._words:
            self.beginFilterChange()
            self._words = words
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        if not self._words:
            return True
        source = self.sourceModel()
        assert isinstance(source, MembersModel)
        key = source.keys[source_row]
        return all(w in key for w in self._words)


class RatingsModel(QAbstractTableModel):
    """A member's rating in each game: the rating (mu), its uncertainty (sigma), the steps."""

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
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (translate("MembersPage", "Game"), translate("MembersPage", "Rating"),
                translate("MembersPage", "±"), translate("MembersPage", "Rated results"))[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        r = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return (game_name(r.ruleset), f"{r.mu:.1f}", f"{r.sigma:.1f}", str(r.steps))[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class ResultsModel(QAbstractTableModel):
    """A member's recent tables, the latest first: date, event, round, table, game, place, score."""

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
        return 0 if parent.isValid() else 7

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (translate("MembersPage", "Date"), translate("MembersPage", "Event"),
                translate("MembersPage", "Round"), translate("MembersPage", "Table"),
                translate("MembersPage", "Game"), translate("MembersPage", "Place"),
                translate("MembersPage", "Score"))[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        r = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            event = r.event if r.event is not None else translate("MembersPage", "(a match outside events)")
            place = f"{r.place}/{r.players}"
            return (r.date or "", event, "" if r.round is None else str(r.round),
                    "" if r.table is None else str(r.table), game_name(r.ruleset), place,
                    str(r.score))[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in (2, 3, 5, 6):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None
