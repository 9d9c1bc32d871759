"""The Damn Straight scorepad as a table model: one column per player, rows as
the pad has them (C15).

Rows, round after round: a round heading (who starts), the entries as the
scorekeeper writes them (numbers; circled loaf entries; struck biscuits;
losses with a minus; bakeries and bakery visits marked, E4/E6), then a
dividing line marked with the round's winner and the rounds won so far.
The round in play ends with the current scores and biscuits instead.
Everything comes from the engine's round summaries; updates insert, remove
and change rows (never a reset for one change).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from engine.games.classic import ClassicState, PadEntry, pad_value_text

ModelIndex = QModelIndex | QPersistentModelIndex


class RowKind(enum.Enum):
    HEADING = "heading"
    ENTRY = "entry"
    ROUND_END = "round_end"
    SCORE = "score"
    BISCUIT = "biscuit"


# custom roles for the delegate
ROW_KIND = Qt.ItemDataRole.UserRole + 1
PAD_BODY = Qt.ItemDataRole.UserRole + 2  # the text inside the circle: "1+", "12"
CIRCLED = Qt.ItemDataRole.UserRole + 3
STRUCK = Qt.ItemDataRole.UserRole + 4
NEGATIVE = Qt.ItemDataRole.UserRole + 5
ROUNDS_WON = Qt.ItemDataRole.UserRole + 6  # on a round's dividing line: the winner's rounds won
ENTRY = Qt.ItemDataRole.UserRole + 7  # the engine's PadEntry
PLAYERS = Qt.ItemDataRole.UserRole + 8  # number of players (barbs for two, boxes for more)
BAKERY = Qt.ItemDataRole.UserRole + 9  # E4: the entry is a completed bakery (a double ring and a loaf)
VISIT = Qt.ItemDataRole.UserRole + 10  # E6: the entry is a bakery visit (a ring and a little bakery)


@dataclass(frozen=True)
class Cell:
    text: str = ""
    entry: PadEntry | None = None
    rounds_won: int | None = None
    tip: str = ""


@dataclass(frozen=True)
class PadRow:
    kind: RowKind
    round_index: int
    index: int
    label: str
    cells: tuple[Cell, ...]

    @property
    def key(self) -> tuple[RowKind, int, int]:
        return (self.kind, self.round_index, self.index)


def build_rows(state: ClassicState, names: Sequence[str]) -> list[PadRow]:
    """The pad's rows for a game state (pure: no Qt involved)."""
    n = len(names)
    rows: list[PadRow] = []
    won = [0] * n
    for r, summary in enumerate(state.round_summaries()):
        heading = tuple(
            Cell("first" if s == summary.first_seat else "", tip=f"{names[s]} starts round {r + 1}" if s == summary.first_seat else "")
            for s in range(n)
        )
        rows.append(PadRow(RowKind.HEADING, r, 0, f"Round {r + 1}", heading))
        depth = max((len(e) for e in summary.entries), default=0)
        for i in range(depth):
            cells = []
            for s in range(n):
                entries = summary.entries[s]
                cells.append(Cell(entries[i].text, entries[i]) if i < len(entries) else Cell())
            rows.append(PadRow(RowKind.ENTRY, r, i, "", tuple(cells)))
        if summary.winner is not None:
            won[summary.winner] += 1
            w = summary.winner
            tip = f"{names[w]} won round {r + 1} ({won[w]} {'round' if won[w] == 1 else 'rounds'} won)"
            cells = tuple(
                Cell(str(summary.scores[s]), rounds_won=won[s] if s == w else None, tip=tip if s == w else "")
                for s in range(n)
            )
            rows.append(PadRow(RowKind.ROUND_END, r, 0, "", cells))
        else:
            rows.append(PadRow(RowKind.SCORE, r, 0, "score", tuple(Cell(str(v)) for v in summary.scores)))
            biscuits = tuple(
                Cell("—" if b is None else pad_value_text(b), tip="no biscuit yet" if b is None else f"biscuit {b} points")
                for b in summary.biscuits
            )
            rows.append(PadRow(RowKind.BISCUIT, r, 0, "biscuit", biscuits))
    return rows


class ScorepadModel(QAbstractTableModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.names: tuple[str, ...] = ()
        self.rows: list[PadRow] = []
        self.current_seat: int | None = None

    # -- updates ---------------------------------------------------------------------------------
    def set_state(self, state: ClassicState | None, names: Sequence[str]) -> None:
        """Show this state: a new table of players resets; anything else is diffed."""
        names = tuple(names)
        if names != self.names:
            self.beginResetModel()
            self.names = names
            self.rows = build_rows(state, names) if state is not None else []
            self.current_seat = self._seat(state)
            self.endResetModel()
            return
        seat = self._seat(state)
        if seat != self.current_seat:
            self.current_seat = seat
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, max(0, len(names) - 1))
        self._sync(build_rows(state, names) if state is not None else [])

    @staticmethod
    def _seat(state: ClassicState | None) -> int | None:
        if state is None or state.is_terminal():
            return None
        return state.turn_player()

    def _sync(self, new: list[PadRow]) -> None:
        old_keys = [r.key for r in self.rows]
        new_keys = [r.key for r in new]
        ops = SequenceMatcher(None, old_keys, new_keys, autojunk=False).get_opcodes()
        for tag, i1, i2, j1, j2 in reversed(ops):
            if tag in ("delete", "replace"):
                self.beginRemoveRows(QModelIndex(), i1, i2 - 1)
                del self.rows[i1:i2]
                self.endRemoveRows()
            if tag in ("insert", "replace"):
                self.beginInsertRows(QModelIndex(), i1, i1 + (j2 - j1) - 1)
                self.rows[i1:i1] = new[j1:j2]
                self.endInsertRows()
        last = self.columnCount() - 1
        for i, row in enumerate(new):
            if self.rows[i] != row:
                self.rows[i] = row
                self.dataChanged.emit(self.index(i, 0), self.index(i, last))

    # -- the model ----------------------------------------------------------------------------------
    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.names)

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled if index.isValid() else Qt.ItemFlag.NoItemFlags

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row = self.rows[index.row()]
        cell = row.cells[index.column()]
        entry = cell.entry
        if role == Qt.ItemDataRole.DisplayRole:
            return cell.text
        if role == Qt.ItemDataRole.ToolTipRole:
            return cell.tip or (_entry_tip(entry) if entry else None)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return _entry_tip(entry) if entry else cell.tip or cell.text
        if role == ROW_KIND:
            return row.kind
        if role == PLAYERS:
            return len(self.names)
        if role == ROUNDS_WON:
            return cell.rounds_won
        if entry is None:
            return None
        if role == ENTRY:
            return entry
        if role == PAD_BODY:
            return pad_value_text(abs(entry.points)).strip("()")
        if role == CIRCLED:
            return entry.circled
        if role == STRUCK:
            return entry.struck
        if role == NEGATIVE:
            return entry.points < 0
        if role == BAKERY:
            return entry.bakery
        if role == VISIT:
            return entry.visit
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if 0 <= section < len(self.names):
                name = self.names[section]
                return f"▸ {name}" if section == self.current_seat else name
            return None
        if 0 <= section < len(self.rows):
            return self.rows[section].label
        return None


def _entry_tip(entry: PadEntry) -> str:
    if entry.points < 0:
        return f"lost a biscuit of {-entry.points} points"
    text = f"{entry.points} points"
    if entry.bakery:
        text = f"a bakery: {text} (E4)"
    elif entry.visit:
        text = f"a bakery visit: {text} (E6)"
    return text + (" (biscuit lost: struck through)" if entry.struck else "")
