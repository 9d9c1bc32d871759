"""A plain paper score sheet for games scored by turn totals (Six By 6, Dire
Straights, SB), drawn from the engine's scorepad through the shared
:class:`~desktop.models.scorepad.ScorepadModel`: a column per player, a line per
turn (Dire Straights, SB: the turn's score with the running total beside it) or
per set (Six By 6: the score with its Post, Carry or Leave under it), the totals
underneath and the target line.  A bust or four twos is in red ink; the entry
whose total first reaches the target is ruled off in red; SB's last turns after
the original leader reached the target (K6) are tagged "last" ("extra" for the
leader's one more turn).  The player whose turn it is has a ▸ before the name and
a faint column.  It only shows what the engine's pad says.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from engine.rulesets import get_ruleset
from engine.scorepad import RowKind, Scorepad

from .. import theme
from ..models import scorepad as pad
from .pad_header import PadHeader

ROW_HEIGHT = 30
SET_ROW_HEIGHT = 42  # Six By 6: the score and its Post / Carry / Leave under it


def _fitted(p: QPainter, rect: QRectF, text: str, font: QFont, min_px: int, short: str | None = None) -> None:
    """Write ``text`` centred in ``rect``, in a smaller hand down to ``min_px`` if it must,
    then as ``short``, then shortened with an ellipsis: never over the next column."""
    room = rect.width() - 4
    f = QFont(font)
    for candidate in (text, short) if short else (text,):
        for px in range(font.pixelSize(), min_px - 1, -1):
            f.setPixelSize(px)
            if QFontMetricsF(f).horizontalAdvance(candidate) <= room:
                p.setFont(f)
                p.drawText(rect, Qt.AlignmentFlag.AlignCenter, candidate)
                return
    p.setFont(f)
    last = short or text
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, QFontMetricsF(f).elidedText(last, Qt.TextElideMode.ElideRight, room))


class _Ink(QStyledItemDelegate):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ink = QFont("DejaVu Serif")
        self.ink.setPixelSize(17)
        self.small = QFont("DejaVu Sans")
        self.small.setPixelSize(10)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        return QSize(60, ROW_HEIGHT)

    def paint(self, p: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        rect = QRectF(option.rect)
        kind = index.data(pad.ROW_KIND)
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(rect, QColor(theme.PAPER))
        if index.data(pad.CURRENT):
            p.fillRect(rect, QColor(242, 216, 142, 70))
        p.setPen(QPen(QColor(theme.PAPER_RULE), 1))
        p.drawLine(rect.bottomLeft(), rect.bottomRight())
        text = str(index.data() or "")
        if kind is RowKind.ENTRY:
            self._paint_entry(p, rect, index, text)
        elif kind is RowKind.TOTAL:
            p.setPen(QPen(QColor(theme.INK), 1.5))
            p.drawLine(rect.topLeft(), rect.topRight())
            font = QFont(self.ink)
            font.setBold(True)
            p.setPen(QColor(theme.INK))
            _fitted(p, rect, text, font, 11)
        else:  # the target line: points still to go ("20 to go", or "20" where that is all that fits)
            font = QFont(self.ink)
            font.setItalic(True)
            font.setPixelSize(12)
            p.setPen(QColor(theme.INK_SOFT))
            figure = re.search(r"-?\d+", text)  # "20 to go" (as translated) or "20" where that is all that fits
            short = figure.group(0) if figure is not None else None
            _fitted(p, rect, text, font, 10, short=short if short != text else None)
        p.restore()

    def _paint_entry(self, p: QPainter, rect: QRectF, index: QModelIndex | QPersistentModelIndex, text: str) -> None:
        if not text:
            return
        loss = bool(index.data(pad.LOSS))
        detail = index.data(pad.DETAIL) or ""
        total = index.data(pad.RUNNING_TOTAL)
        entry = index.data(pad.ENTRY)
        font = QFont(self.ink)
        if entry is not None and entry.text == "bust":  # the engine's word; ``text`` is as translated
            font.setItalic(True)
            font.setPixelSize(13)
        p.setPen(QColor(theme.INK_RED if loss else theme.INK))
        shown = text.replace("-", "−")
        if detail:  # Six By 6: the score over its Post / Carry / Leave
            _fitted(p, rect.adjusted(0, 2, 0, -rect.height() / 2 + 4), shown, font, 11)
            small = QFont(self.small)
            p.setPen(QColor(theme.INK_SOFT))
            _fitted(p, rect.adjusted(0, rect.height() / 2, 0, -2), detail, small, 8)
            return
        after = f"= {total}" if total is not None else ""
        fm, fs = QFontMetricsF(font), QFontMetricsF(self.small)
        if not after or fm.horizontalAdvance(shown) + fs.horizontalAdvance(after) + 14 <= rect.width():
            _fitted(p, rect, shown, font, 11)
            if after:  # the running total, small, at the right
                self._small(p, rect.adjusted(0, 0, -5, -3), after, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
        else:  # a narrow column: the score above, its running total under it, never over each other
            font.setPixelSize(min(font.pixelSize(), 14))
            _fitted(p, rect.adjusted(0, 0, 0, -rect.height() * 0.38), shown, font, 9)
            small = QFont(self.small)
            small.setPixelSize(9)
            p.setPen(QColor(theme.INK_SOFT))
            _fitted(p, rect.adjusted(0, rect.height() * 0.55, 0, 0), after, small, 7)
        if index.data(pad.FINAL):  # K6: a last turn, or the leader's one more turn
            tag = self.tr("extra") if entry.leader_extra else self.tr("last")
            if rect.width() < 56:  # a narrow column: the tag's first letter (its tooltip says it whole)
                tag = tag[0]
            self._small(p, rect.adjusted(3, 1, 0, 0), tag, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        if index.data(pad.REACHES_TARGET):  # the target line, under the entry that reaches it
            p.setPen(QPen(QColor(theme.INK_RED), 1.6))
            y = rect.bottom() - 1.5
            p.drawLine(QPointF(rect.left() + 3, y), QPointF(rect.right() - 3, y))

    def _small(self, p: QPainter, rect: QRectF, text: str, align: Qt.AlignmentFlag) -> None:
        p.setFont(self.small)
        p.setPen(QColor(theme.INK_SOFT))
        p.drawText(rect, align, text)


class TurnSheet(QTableView):
    """Turn points per player on paper; :meth:`show_pad` shows the engine's pad."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnSheet")
        self.pad_model = pad.ScorepadModel(self)
        self.setModel(self.pad_model)
        self.setItemDelegate(_Ink(self))
        self.setShowGrid(False)
        self.setFrameShape(QTableView.Shape.NoFrame)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalHeader(PadHeader(self))  # names shrink, turn on their side or shorten to fit
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
        self.verticalHeader().setMinimumWidth(36)
        self.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.setStyleSheet(
            f"""
            QTableView#turnSheet {{ background: {theme.PAPER}; border: none; }}
            QTableView#turnSheet QHeaderView {{ background: {theme.PAPER}; }}
            QTableView#turnSheet QHeaderView::section:horizontal {{
                background: {theme.PAPER}; color: {theme.INK}; font-family: "DejaVu Serif"; font-size: 15px;
                font-weight: bold; border: none; border-bottom: 2px solid {theme.INK}; padding: 6px 2px;
            }}
            QTableView#turnSheet QHeaderView::section:vertical {{
                background: {theme.PAPER}; color: {theme.INK_SOFT}; font-size: 11px; border: none;
                border-right: 2px solid {theme.PAPER_MARGIN}; padding-right: 6px;
            }}
            QTableView#turnSheet QTableCornerButton::section {{
                background: {theme.PAPER}; border: none; border-bottom: 2px solid {theme.INK};
                border-right: 2px solid {theme.PAPER_MARGIN};
            }}
            """
        )
        self.pad_model.rowsInserted.connect(lambda *_: self.scrollToBottom())

    def show_pad(self, scorepad: Scorepad) -> None:
        """Show the engine's pad (rows diffed, never rebuilt for one turn)."""
        tall = get_ruleset(scorepad.ruleset).layout == "sets"  # a set a row: the ruleset says
        self.verticalHeader().setDefaultSectionSize(SET_ROW_HEIGHT if tall else ROW_HEIGHT)
        self.pad_model.set_pad(scorepad)

    # -- what the sheet shows, as text (tests, accessibility) -----------------------------------
    @property
    def lines(self) -> list[tuple[str, tuple[str, ...]]]:
        """Rows of (label, cells) as displayed."""
        return [(r.label, r.texts) for r in self.pad_model.rows]

    def row_texts(self, label: str) -> tuple[str, ...]:
        """The cells of the line with this label."""
        return next(cells for lab, cells in self.lines if lab == label)

    def column_texts(self, seat: int) -> list[str]:
        """A player's cells, top to bottom."""
        return [cells[seat] for _, cells in self.lines]

    def header_text(self, seat: int) -> str:
        return str(self.pad_model.headerData(seat, Qt.Orientation.Horizontal))
