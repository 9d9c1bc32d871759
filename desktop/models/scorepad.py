"""The scorepad as a table model, for every ruleset: one column per player,
the rows of the engine's :class:`engine.scorepad.Scorepad` as they are.

It only reads the engine's pad (no moves are scanned, nothing is computed
here): the Damn Straights' rounds with circled, struck, minus, bakery and
visit entries and the round dividers (C15); Six By 6's sets with Post, Carry
and Leave; Dire Straights' and SB's turns with running totals, the target line
and SB's final turns.  Updates insert, remove and change rows (never a reset
for one change), found by each row's key.
"""

from __future__ import annotations

from collections.abc import Sequence
from difflib import SequenceMatcher
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from engine.game import GameState, TurnEnd
from engine.scorepad import Row, RowKind, Scorepad, build, shown

from ..text import fill, tip, who

ModelIndex = QModelIndex | QPersistentModelIndex

__all__ = ["RowKind", "ScorepadModel"]

# custom roles for the delegates
ROW_KIND = Qt.ItemDataRole.UserRole + 1
PAD_BODY = Qt.ItemDataRole.UserRole + 2  # the text inside the circle: "1+", "12"
CIRCLED = Qt.ItemDataRole.UserRole + 3
STRUCK = Qt.ItemDataRole.UserRole + 4
NEGATIVE = Qt.ItemDataRole.UserRole + 5
ROUNDS_WON = Qt.ItemDataRole.UserRole + 6  # on a round's divider: the winner's rounds won
ENTRY = Qt.ItemDataRole.UserRole + 7  # the engine's scorepad Entry
PLAYERS = Qt.ItemDataRole.UserRole + 8  # number of players (barbs for two, boxes for more)
BAKERY = Qt.ItemDataRole.UserRole + 9  # E4: the entry is a completed bakery (a double ring and a loaf)
VISIT = Qt.ItemDataRole.UserRole + 10  # E6: the entry is a bakery visit (a ring and a little bakery)
CURRENT = Qt.ItemDataRole.UserRole + 11  # the column of the player whose turn it is
RUNNING_TOTAL = Qt.ItemDataRole.UserRole + 12  # Dire Straights, SB, Six By 6: the total after the turn
DETAIL = Qt.ItemDataRole.UserRole + 13  # Six By 6: "Rack, Carry 1", "Post 4, Leave 8"
FINAL = Qt.ItemDataRole.UserRole + 14  # SB: a last turn after the leader reached the target (K6)
REACHES_TARGET = Qt.ItemDataRole.UserRole + 15  # the total first reaches the target here (the target line)
LOSS = Qt.ItemDataRole.UserRole + 16  # a turn lost: bust or four twos (red ink)
# header roles, so a narrow column shortens the name but keeps its marks (desktop/widgets/pad_header.py)
HEADER_NAME = Qt.ItemDataRole.UserRole + 17  # the player's name alone
HEADER_CURRENT = Qt.ItemDataRole.UserRole + 18  # the player to move (drawn as ▸)
HEADER_LEADER = Qt.ItemDataRole.UserRole + 19  # SB's original leader (drawn as ★, K6)
# a cell's short mark for a column too narrow for its word: the round's starter ("1st" for "first";
# the whole words in its tooltip and accessible text)
SHORT_TEXT = Qt.ItemDataRole.UserRole + 20


class ScorepadModel(QAbstractTableModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.pad: Scorepad | None = None
        self.names: tuple[str, ...] = ()
        self.rows: list[Row] = []
        self.current_seat: int | None = None
        self.leader: int | None = None

    # -- updates ---------------------------------------------------------------------------------
    def set_state(self, state: GameState | None, names: Sequence[str], ruleset: str | None = None) -> None:
        """Show the engine's pad of this state (``ruleset`` names the game while
        ``state`` is None, during the roll-off)."""
        if state is None and ruleset is None:
            self.set_pad(None)
        else:
            self.set_pad(build(state, names, ruleset=ruleset))

    def set_pad(self, pad: Scorepad | None) -> None:
        """Show this pad: a new table of players resets; anything else is diffed."""
        names = pad.names if pad is not None else ()
        rows = list(pad.rows) if pad is not None else []
        seat = pad.current_seat if pad is not None else None
        leader = pad.leader if pad is not None else None
        if names != self.names:
            self.beginResetModel()
            self.pad, self.names, self.rows, self.current_seat, self.leader = pad, names, rows, seat, leader
            self.endResetModel()
            return
        self.pad = pad
        if (seat, leader) != (self.current_seat, self.leader):
            self.current_seat, self.leader = seat, leader
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, max(0, len(names) - 1))
            if self.rows and names:
                self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, len(names) - 1), [CURRENT])
        self._sync(rows)

    def _sync(self, new: list[Row]) -> None:
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
                self.headerDataChanged.emit(Qt.Orientation.Vertical, i, i)

    # -- reading, for tests and the views --------------------------------------------------------
    def texts(self, kind: RowKind | None = None) -> list[tuple[str, ...]]:
        """What the rows display (of one kind, or all), top to bottom."""
        return [r.texts for r in self.rows if kind is None or r.kind is kind]

    # -- the model ----------------------------------------------------------------------------------
    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.names)

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled if index.isValid() else Qt.ItemFlag.NoItemFlags

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: C901
        if not index.isValid() or not 0 <= index.row() < len(self.rows) or not 0 <= index.column() < len(self.names):
            return None
        row = self.rows[index.row()]
        cell = row.cells[index.column()]
        entry = cell.entry
        if role == Qt.ItemDataRole.DisplayRole:
            return shown(cell.text)
        if cell.first and role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole, SHORT_TEXT):
            return self._starter(role, index.column(), row.section)
        if role == Qt.ItemDataRole.ToolTipRole:  # the whole text too: a narrow column may shorten it
            return cell.note or (entry.note if entry else None) or cell.text or None
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return entry.note if entry else cell.note or cell.text
        if role == ROW_KIND:
            return row.kind
        if role == PLAYERS:
            return len(self.names)
        if role == ROUNDS_WON:
            return cell.rounds_won
        if role == CURRENT:
            return index.column() == self.current_seat
        if entry is None:
            return None
        if role == ENTRY:
            return entry
        if role == PAD_BODY:
            return shown(entry.body)
        if role == CIRCLED:
            return entry.circled
        if role == STRUCK:
            return entry.struck
        if role == NEGATIVE:
            return entry.negative
        if role == BAKERY:
            return entry.bakery
        if role == VISIT:
            return entry.visit
        if role == RUNNING_TOTAL:
            return entry.total
        if role == DETAIL:
            return entry.detail
        if role == FINAL:
            return entry.final
        if role == REACHES_TARGET:
            return entry.reaches_target
        if role == LOSS:
            return entry.end in (TurnEnd.BUST, TurnEnd.FOUR_TWOS)
        return None

    def _starter(self, role: int, seat: int, section: int) -> str:
        """The round's starter's cell (its word is "first"): its short mark, or the whole
        sentence for the tooltip and a screen reader."""
        if role == SHORT_TEXT:
            return self.tr("1st", "the round's starter in a narrow column (for the word 'first')")
        said = fill(self.tr("%1 starts round %2"), who(self.names[seat]), section + 1)
        return tip(said) if role == Qt.ItemDataRole.ToolTipRole else said

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < len(self.names):
                return None
            if role == Qt.ItemDataRole.DisplayRole:
                name = self.names[section]
                current = "▸ " if section == self.current_seat else ""
                leader = " ★" if section == self.leader else ""
                return f"{current}{name}{leader}"
            if role == HEADER_NAME:
                return self.names[section]
            if role == HEADER_CURRENT:
                return section == self.current_seat
            if role == HEADER_LEADER:
                return section == self.leader
            if role == Qt.ItemDataRole.ToolTipRole:
                parts = [self.names[section]]
                if section == self.current_seat:
                    parts.append(self.tr("to play"))
                if section == self.leader:
                    parts.append(self.tr("the original leader (K6)"))
                return tip(", ".join(parts))  # a name that looks like markup is shown as written
            return None
        if role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(self.rows):
            return shown(self.rows[section].label)
        return None
