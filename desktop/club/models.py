"""Qt models over the club database's catalog (:mod:`engine.store.catalog`): the
lists the Reports view chooses from.  They only present the catalog's values;
reading the database is :func:`engine.services.reports.read_catalog`'s, off the UI thread.

Every entry's id is under :data:`ID_ROLE`.  Names are display text, which item
views show literally (no markup, no mnemonics).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from engine.names import isolate
from engine.rulesets import get_ruleset, ruleset_name
from engine.services.database import EventEntry, MatchEntry, MemberEntry

from ..numbers import day
from ..text import QT_TRANSLATE_NOOP, fill, tip

ID_ROLE = Qt.ItemDataRole.UserRole + 1
#: a sortable value (numbers sort as numbers)
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
Index = QModelIndex | QPersistentModelIndex

KINDS = {"club_night": QT_TRANSLATE_NOOP("ClubModels", "club night"),
         "tournament": QT_TRANSLATE_NOOP("ClubModels", "tournament"),
         "league": QT_TRANSLATE_NOOP("ClubModels", "league")}

E = TypeVar("E", MemberEntry, EventEntry, int)


def game_name(ruleset: str | None) -> str:
    """The game's name; its id for one this program does not know (a newer station's)."""
    return "" if ruleset is None else ruleset_name(ruleset)


def game_short_name(ruleset: str | None) -> str:
    """The game's short name ("Classic" for "Classic Damn Straight"), for a narrow column."""
    if ruleset is None:
        return ""
    try:
        rs = get_ruleset(ruleset)
    except ValueError:
        return ruleset
    return rs.short_name or rs.name


def players_text(names: Sequence[str]) -> str:
    """Names in seat order, left to right whatever their scripts: each name isolated
    (FSI ... PDI), so an Arabic first name does not turn the whole line around."""
    return "\u200e" + ", ".join(isolate(n) for n in names)


class _ListModel(QAbstractListModel, Generic[E]):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[E] = []

    def set_entries(self, rows: Sequence[E]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def entry(self, row: int) -> E:
        return self._rows[row]

    def entries(self) -> list[E]:
        return list(self._rows)

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def row_of(self, ident: int) -> int:
        """The row of the entry with this id, or -1."""
        for i, e in enumerate(self._rows):
            if self._id(e) == ident:
                return i
        return -1

    def _id(self, e: E) -> int:
        return e if isinstance(e, int) else e.id

    def _text(self, e: E) -> str:
        raise NotImplementedError

    def _tooltip(self, e: E) -> str:
        return self._text(e)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        e = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(e)
        if role == Qt.ItemDataRole.ToolTipRole:  # shown as written, markup-like names too
            return tip(self._tooltip(e))
        if role == ID_ROLE:
            return self._id(e)
        return None


class MembersModel(_ListModel[MemberEntry]):
    """The club's members, by name."""

    def _text(self, e: MemberEntry) -> str:
        return e.name if e.active else fill(QCoreApplication.translate("ClubModels", "%1 (inactive)"), e.name)


class EventsModel(_ListModel[EventEntry]):
    """The club's events, newest first: name, kind, game and date."""

    def _text(self, e: EventEntry) -> str:
        facts = [QCoreApplication.translate("ClubModels", KINDS[e.kind]) if e.kind in KINDS else e.kind]
        if e.ruleset:
            facts.append(game_name(e.ruleset))
        if e.date:
            facts.append(day(e.date))
        return f"{e.name} ({', '.join(facts)})"


class RoundsModel(_ListModel[int]):
    """The seated rounds of one event; a draft round (seated, not yet published) says so."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._drafts: frozenset[int] = frozenset()

    def set_rounds(self, rounds: Sequence[int], drafts: Sequence[int] = ()) -> None:
        """The seated rounds, and which of them are drafts."""
        self._drafts = frozenset(drafts)
        self.set_entries(rounds)

    def is_draft(self, number: int) -> bool:
        return number in self._drafts

    def _text(self, e: int) -> str:
        if e in self._drafts:
            return QCoreApplication.translate("RoundsModel", "Round %1 — Draft (not published)").replace("%1", str(e))
        return QCoreApplication.translate("RoundsModel", "Round %1").replace("%1", str(e))

    def _tooltip(self, e: int) -> str:
        if e in self._drafts:
            return QCoreApplication.translate(
                "RoundsModel", "Round %1 is a draft: its seating may still change (Events page: Publish)"
            ).replace("%1", str(e))
        return QCoreApplication.translate("RoundsModel", "Round %1 is published: its seating is fixed").replace(
            "%1", str(e))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        draft = index.isValid() and 0 <= index.row() < len(self._rows) and self._rows[index.row()] in self._drafts
        if role == Qt.ItemDataRole.FontRole and draft:  # a draft in italics, beside its word "Draft"
            font = QFont()
            font.setItalic(True)
            return font
        return super().data(index, role)


class MatchesModel(QAbstractTableModel):
    """Every match: its number, date, game, players, where it was played, finished or not."""

    HEADERS = (QT_TRANSLATE_NOOP("ClubModels", "Match"), QT_TRANSLATE_NOOP("ClubModels", "Date"),
               QT_TRANSLATE_NOOP("ClubModels", "Game"), QT_TRANSLATE_NOOP("ClubModels", "Players"),
               QT_TRANSLATE_NOOP("ClubModels", "Event"), QT_TRANSLATE_NOOP("ClubModels", "Round"),
               QT_TRANSLATE_NOOP("ClubModels", "Table"), QT_TRANSLATE_NOOP("ClubModels", "Finished"))

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[MatchEntry] = []

    def set_entries(self, rows: Sequence[MatchEntry]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def entry(self, row: int) -> MatchEntry:
        return self._rows[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return QCoreApplication.translate("ClubModels", self.HEADERS[section])
        return None

    def _values(self, m: MatchEntry) -> tuple[Any, ...]:
        return (m.id, m.created_at[:10], game_name(m.ruleset), players_text(m.players), m.event_name or "",
                m.round, m.table, QCoreApplication.translate("ClubModels", "yes") if m.finished
                else QCoreApplication.translate("ClubModels", "in play"))


    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        m = self._rows[index.row()]
        value = self._values(m)[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == 1 and value:  # the day, as the locale writes it (#32)
                return day(str(value))
            return "" if value is None else str(value)
        if role == SORT_ROLE:
            return -1 if value is None else value
        if role == Qt.ItemDataRole.ToolTipRole and index.column() in (3, 4):
            return tip(str(value))
        if role == ID_ROLE:
            return m.id
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in (0, 5, 6):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None
