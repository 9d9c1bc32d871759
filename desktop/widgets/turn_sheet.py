"""A plain paper score sheet for games scored by turn totals (Six By 6, Dire
Straights, SB): a column per player, a line per turn (or set) with the points
it scored, and the totals underneath.  The player whose turn it is has a ▸
before the name and a faint column.  It only writes what a panel gives it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from .. import theme

ROW_HEIGHT = 30
_TOTAL = Qt.ItemDataRole.UserRole + 1  # the totals line: a rule above, bold ink
_CURRENT = Qt.ItemDataRole.UserRole + 2  # the column of the player whose turn it is
_RED = Qt.ItemDataRole.UserRole + 3  # a lost turn (bust, a loss), in red ink
_SOFT = Qt.ItemDataRole.UserRole + 4  # a note rather than a score, in soft ink


@dataclass(frozen=True)
class Entry:
    """One cell: the text written, an optional tooltip, and how it is inked."""

    text: str
    tip: str = ""
    red: bool = False
    soft: bool = False


class _Ink(QStyledItemDelegate):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ink = QFont("DejaVu Serif")
        self.ink.setPixelSize(17)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        return QSize(60, ROW_HEIGHT)

    def paint(self, p: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        rect = QRectF(option.rect)  # type: ignore[attr-defined]
        total = bool(index.data(_TOTAL))
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(rect, QColor(theme.PAPER))
        if index.data(_CURRENT):
            p.fillRect(rect, QColor(242, 216, 142, 70))
        p.setPen(QPen(QColor(theme.PAPER_RULE), 1))
        p.drawLine(rect.bottomLeft(), rect.bottomRight())
        font = QFont(self.ink)
        if total:
            p.setPen(QPen(QColor(theme.INK), 1.5))
            p.drawLine(rect.topLeft(), rect.topRight())
            font.setBold(True)
        soft = bool(index.data(_SOFT))
        if soft:
            font.setItalic(True)
            font.setPixelSize(12)
        p.setFont(font)
        colour = theme.INK_RED if index.data(_RED) else theme.INK_SOFT if soft else theme.INK
        p.setPen(QColor(colour))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(index.data() or ""))
        p.restore()


class TurnSheet(QTableWidget):
    """Turn points per player on paper; :meth:`set_sheet` writes it anew."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnSheet")
        self.setItemDelegate(_Ink(self))
        self.setShowGrid(False)
        self.setFrameShape(QTableWidget.Shape.NoFrame)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setHighlightSections(False)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
        self.verticalHeader().setMinimumWidth(64)
        self.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.setStyleSheet(
            f"""
            QTableWidget#turnSheet {{ background: {theme.PAPER}; border: none; }}
            QTableWidget#turnSheet QHeaderView {{ background: {theme.PAPER}; }}
            QTableWidget#turnSheet QHeaderView::section:horizontal {{
                background: {theme.PAPER}; color: {theme.INK}; font-family: "DejaVu Serif"; font-size: 15px;
                font-weight: bold; border: none; border-bottom: 2px solid {theme.INK}; padding: 6px 2px;
            }}
            QTableWidget#turnSheet QHeaderView::section:vertical {{
                background: {theme.PAPER}; color: {theme.INK_SOFT}; font-size: 11px; border: none;
                border-right: 2px solid {theme.PAPER_MARGIN}; padding-right: 6px;
            }}
            QTableWidget#turnSheet QTableCornerButton::section {{
                background: {theme.PAPER}; border: none; border-bottom: 2px solid {theme.INK};
                border-right: 2px solid {theme.PAPER_MARGIN};
            }}
            """
        )
        #: what the sheet shows, as text, for tests: rows of (label, cells)
        self.lines: list[tuple[str, tuple[str, ...]]] = []

    def set_sheet(
        self,
        names: Sequence[str],
        rows: Sequence[tuple[str, Sequence[Entry | None]]],
        totals: tuple[str, Sequence[Entry]],
        current: int | None = None,
        footer: Sequence[tuple[str, Sequence[Entry | None]]] = (),
    ) -> None:
        """``rows``: (label, one entry or None per player); ``totals``: the totals line
        under them; ``footer``: notes under the totals; ``current``: the seat whose turn
        it is (marked), or None."""
        n = len(names)
        all_rows = [*rows, totals, *footer]
        total_row = len(rows)
        self.setColumnCount(n)
        self.setRowCount(len(all_rows))
        self.setHorizontalHeaderLabels([("▸ " if s == current else "") + name for s, name in enumerate(names)])
        self.setVerticalHeaderLabels([label for label, _ in all_rows])
        self.lines = []
        for r, (label, cells) in enumerate(all_rows):
            texts = []
            for c in range(n):
                entry = cells[c] if c < len(cells) else None
                item = QTableWidgetItem(entry.text if entry else "")
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if entry is not None:
                    item.setToolTip(entry.tip)
                    item.setData(_RED, entry.red)
                    item.setData(_SOFT, entry.soft)
                item.setData(_TOTAL, r == total_row)
                item.setData(_CURRENT, c == current)
                self.setItem(r, c, item)
                texts.append(entry.text if entry else "")
            self.lines.append((label, tuple(texts)))
        if rows:
            self.scrollToItem(self.item(len(all_rows) - 1, 0))

    def row_texts(self, label: str) -> tuple[str, ...]:
        """The cells of the line with this label (for tests)."""
        return next(cells for lab, cells in self.lines if lab == label)

    def column_texts(self, seat: int) -> list[str]:
        """A player's cells, top to bottom (for tests)."""
        return [cells[seat] for _, cells in self.lines]


def turns_by_player(turn_log: Sequence[object], n_players: int) -> list[list[object]]:
    """The engine's finished turns (``TurnScore``) grouped by seat, in order."""
    out: list[list[object]] = [[] for _ in range(n_players)]
    for ts in turn_log:
        out[ts.seat].append(ts)  # type: ignore[attr-defined]
    return out
