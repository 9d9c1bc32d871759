"""The scorepad drawn like a paper pad: ruled lines, a red margin, entries in
ink, loaf entries circled, lost biscuits struck through, and the lines between
rounds marked with the winner's barbs (two players) or a boxed count (C15)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QStyledItemDelegate, QStyleOptionViewItem, QTableView, QWidget

from .. import theme
from ..models import scorepad as pad

ROW_HEIGHT = 30


class ScorepadDelegate(QStyledItemDelegate):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ink_font = QFont("DejaVu Serif")
        self.ink_font.setPixelSize(17)
        self.small_font = QFont("DejaVu Sans")
        self.small_font.setPixelSize(11)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        return QSize(64, ROW_HEIGHT)

    def paint(self, p: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        rect = QRectF(option.rect)  # type: ignore[attr-defined]
        kind = index.data(pad.ROW_KIND)
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(rect, QColor(theme.PAPER))
        p.setPen(QPen(QColor(theme.PAPER_RULE), 1))
        p.drawLine(rect.bottomLeft(), rect.bottomRight())
        if kind is pad.RowKind.ENTRY:
            self._paint_entry(p, rect, index)
        elif kind is pad.RowKind.ROUND_END:
            self._paint_round_end(p, rect, index)
        elif kind is pad.RowKind.HEADING:
            self._paint_small(p, rect, index.data() or "", theme.INK_SOFT, italic=True)
        elif kind is pad.RowKind.SCORE:
            p.setPen(QPen(QColor(theme.INK), 1))
            p.drawLine(rect.topLeft(), rect.topRight())
            font = QFont(self.ink_font)
            font.setBold(True)
            font.setPixelSize(15)
            p.setFont(font)
            p.setPen(QColor(theme.INK))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, index.data() or "")
        elif kind is pad.RowKind.BISCUIT:
            self._paint_small(p, rect, index.data() or "", theme.INK_SOFT, size=13)
        p.restore()

    def _paint_small(self, p: QPainter, rect: QRectF, text: str, colour: str, italic: bool = False, size: int = 11) -> None:
        font = QFont(self.small_font)
        font.setItalic(italic)
        font.setPixelSize(size)
        p.setFont(font)
        p.setPen(QColor(colour))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_entry(self, p: QPainter, rect: QRectF, index: QModelIndex | QPersistentModelIndex) -> None:
        body = index.data(pad.PAD_BODY)
        if not body:
            return
        p.setFont(self.ink_font)
        fm = QFontMetricsF(self.ink_font)
        negative = bool(index.data(pad.NEGATIVE))
        circled = bool(index.data(pad.CIRCLED))
        minus = "−" if negative else ""
        w_body = fm.horizontalAdvance(body)
        w_minus = fm.horizontalAdvance(minus) + (3 if minus else 0)
        ring_w = max(w_body + 14, rect.height() - 6) if circled else w_body
        total = w_minus + ring_w
        x = rect.center().x() - total / 2
        ink = QColor(theme.INK_RED if negative else theme.INK)
        p.setPen(ink)
        if minus:
            p.drawText(QRectF(x, rect.top(), w_minus, rect.height()), Qt.AlignmentFlag.AlignVCenter, minus)
        body_rect = QRectF(x + w_minus, rect.top(), ring_w, rect.height())
        p.drawText(body_rect, Qt.AlignmentFlag.AlignCenter, body)
        if circled:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(ink, 1.4))
            p.drawEllipse(body_rect.adjusted(0, 3, 0, -3))
        if index.data(pad.STRUCK):
            p.setPen(QPen(QColor(theme.INK_RED), 2))
            y = rect.center().y()
            p.drawLine(QPointF(body_rect.left() - 4, y + 3), QPointF(body_rect.right() + 4, y - 3))

    def _paint_round_end(self, p: QPainter, rect: QRectF, index: QModelIndex | QPersistentModelIndex) -> None:
        top = rect.top() + 3
        p.setPen(QPen(QColor(theme.INK), 1.8))
        p.drawLine(QPointF(rect.left(), top), QPointF(rect.right(), top))
        score = rect.adjusted(0, 5, -8, 0)
        font = QFont(self.small_font)
        p.setFont(font)
        p.setPen(QColor(theme.INK_SOFT))
        p.drawText(score, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, index.data() or "")
        won = index.data(pad.ROUNDS_WON)
        if not won:
            return
        left = rect.left() + 10
        if index.data(pad.PLAYERS) == 2:  # barbs hanging from the line, one per round won
            pen = QPen(QColor(theme.INK), 2)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            for i in range(won):
                x = left + i * 8
                p.drawLine(QPointF(x, top), QPointF(x + 7, top + 12))
        else:  # the rounds won in a box hanging from the line
            box = QRectF(left, top, 20, 19)
            p.setPen(QPen(QColor(theme.INK), 1.5))
            p.setBrush(QColor(theme.PAPER))
            p.drawRect(box)
            font.setBold(True)
            font.setPixelSize(12)
            p.setFont(font)
            p.setPen(QColor(theme.INK))
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, str(won))


class ScorepadView(QTableView):
    def __init__(self, model: pad.ScorepadModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorepad")
        self.setModel(model)
        self.setItemDelegate(ScorepadDelegate(self))
        self.setShowGrid(False)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        h = self.horizontalHeader()
        h.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        h.setHighlightSections(False)
        v = self.verticalHeader()
        v.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        v.setDefaultSectionSize(ROW_HEIGHT)
        v.setMinimumWidth(64)
        v.setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        model.rowsInserted.connect(lambda *_: self.scrollToBottom())
