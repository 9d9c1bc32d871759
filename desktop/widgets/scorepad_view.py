"""The scorepad drawn like a paper pad: ruled lines, a red margin, entries in
ink, loaf entries circled, lost biscuits struck through, and the lines between
rounds marked with the winner's barbs (two players) or a boxed count (C15).
Entrepreneurial: a bakery is ringed twice with a loaf beside it (E4), a bakery
visit has a little bakery beside its ring (E6)."""

from __future__ import annotations

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from .. import theme
from ..models import scorepad as pad
from .pad_header import PadHeader

ROW_HEIGHT = 30
SIGN_W = 16  # the loaf or bakery sign beside a bakery or visit entry
CRUST = "#b8732a"


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
        rect = QRectF(option.rect)
        kind = index.data(pad.ROW_KIND)
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(rect, QColor(theme.PAPER))
        p.setPen(QPen(QColor(theme.PAPER_RULE), 1))
        p.drawLine(rect.bottomLeft(), rect.bottomRight())
        if kind is pad.RowKind.ENTRY:
            self._paint_entry(p, rect, index)
        elif kind is pad.RowKind.DIVIDER:
            self._paint_round_end(p, rect, index)
        elif kind is pad.RowKind.HEADING:
            self._paint_small(p, rect, self.heading_text(index, rect.width()), theme.INK_SOFT, italic=True)
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

    def heading_font(self) -> QFont:
        font = QFont(self.small_font)
        font.setItalic(True)
        return font

    def heading_text(self, index: QModelIndex | QPersistentModelIndex, width: float) -> str:
        """A round heading's cell as drawn: its word ("first"), or its short mark ("1st") where
        the column is too narrow for the word (six players at 1024x600, in German "beginnt")."""
        text = str(index.data() or "")
        short = index.data(pad.SHORT_TEXT)
        if short and QFontMetricsF(self.heading_font()).horizontalAdvance(text) > width - 4:
            return str(short)
        return text

    def _paint_small(self, p: QPainter, rect: QRectF, text: str, colour: str, italic: bool = False, size: int = 11) -> None:
        font = QFont(self.small_font)
        font.setItalic(italic)
        font.setPixelSize(size)
        p.setFont(font)
        p.setPen(QColor(colour))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def _entry_font(self, rect: QRectF, body: str, minus: bool, circled: bool, marked: bool) -> QFont:
        """The ink at its full size, or smaller until the entry fits its column (six players
        on a narrow pad): a ring, a minus and a bakery sign never spill into the next column."""
        font = QFont(self.ink_font)
        for px in (17, 16, 15, 14, 13, 12, 11, 10):
            font.setPixelSize(px)
            fm = QFontMetricsF(font)
            ring = max(fm.horizontalAdvance(body) + px * 0.8, min(rect.height() - 6, fm.height() + 6)) if circled \
                else fm.horizontalAdvance(body)
            need = ring + (fm.horizontalAdvance("−") + 3 if minus else 0) + (SIGN_W * px / 17 + 3 if marked else 0)
            if need <= rect.width() - 4:
                break
        return font

    def _paint_entry(self, p: QPainter, rect: QRectF, index: QModelIndex | QPersistentModelIndex) -> None:
        body = index.data(pad.PAD_BODY)
        if not body:
            return
        negative = bool(index.data(pad.NEGATIVE))
        circled = bool(index.data(pad.CIRCLED))
        bakery, visit = bool(index.data(pad.BAKERY)), bool(index.data(pad.VISIT))
        font = self._entry_font(rect, body, negative, circled, bakery or visit)
        px = font.pixelSize()
        p.setFont(font)
        fm = QFontMetricsF(font)
        minus = "−" if negative else ""
        w_body = fm.horizontalAdvance(body)
        w_minus = fm.horizontalAdvance(minus) + (3 if minus else 0)
        ring_w = max(w_body + px * 0.8, min(rect.height() - 6, fm.height() + 6)) if circled else w_body
        struck = bool(index.data(pad.STRUCK))
        if bakery:
            ring_w += 6  # room for the second ring
        sign_size = SIGN_W * px / 17
        sign_w = sign_size + 3 if bakery or visit else 0
        tuck = 0.0  # too narrow even in the smallest hand: the sign sits on the ring's edge
        if w_minus + ring_w + sign_w > rect.width() - 2 and sign_w:
            tuck = min(sign_w, w_minus + ring_w + sign_w - (rect.width() - 2))
        total = w_minus + ring_w + sign_w - tuck
        x = rect.center().x() - total / 2
        # a struck entry is written in faded ink, so the red strike reads over its ring and figures
        ink = QColor(theme.INK_RED if negative else theme.INK_SOFT if struck else theme.INK)
        p.setPen(ink)
        if minus:
            p.drawText(QRectF(x, rect.top(), w_minus, rect.height()), Qt.AlignmentFlag.AlignVCenter, minus)
        body_rect = QRectF(x + w_minus, rect.top(), ring_w, rect.height())
        p.drawText(body_rect, Qt.AlignmentFlag.AlignCenter, body)
        if circled:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(ink, 1.2 if struck else 1.4))
            p.drawEllipse(body_rect.adjusted(0, 3 - bakery, 0, -3 + bakery))
            if bakery:
                p.setPen(QPen(ink, 1.1))
                p.drawEllipse(body_rect.adjusted(3.5, 5.5, -3.5, -5.5))
        sign = QRectF(body_rect.right() + 3 - tuck, rect.center().y() - sign_size / 2 - tuck / 2, sign_size, sign_size)
        if bakery:
            self._paint_loaf(p, sign)
        elif visit:
            self._paint_bakery(p, sign, ink)
        if struck:  # C15: one stroke through the whole entry, past the ring on both sides
            pen = QPen(QColor(theme.INK_RED), 2.4)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            y = rect.center().y()
            reach = 6 if circled else 4
            left = max(rect.left() + 1, body_rect.left() - reach)  # never into the next column
            right = min(rect.right() - 1, body_rect.right() + reach)
            p.drawLine(QPointF(left, y + 4), QPointF(right, y - 4))

    @staticmethod
    def _paint_loaf(p: QPainter, r: QRectF) -> None:
        """A small loaf: a crusty dome on a flat base, with two score marks."""
        base, top = r.bottom() - 3, r.top() + 4
        path = QPainterPath(QPointF(r.left(), base))
        path.cubicTo(QPointF(r.left(), top - 3), QPointF(r.right(), top - 3), QPointF(r.right(), base))
        path.closeSubpath()
        p.setPen(QPen(QColor("#6e3f12"), 1))
        p.setBrush(QColor(CRUST))
        p.drawPath(path)
        p.setPen(QPen(QColor("#f3d9a4"), 1.2))
        for x in (0.38, 0.62):
            cx = r.left() + r.width() * x
            p.drawLine(QPointF(cx - 2, base - 2), QPointF(cx + 1.5, top + 1.5))

    @staticmethod
    def _paint_bakery(p: QPainter, r: QRectF, ink: QColor) -> None:
        """A little bakery (a house with a door): the owner called in."""
        p.setPen(QPen(ink, 1.2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        left, right, mid = r.left() + 1, r.right() - 1, r.center().x()
        eaves, base = r.top() + 7, r.bottom() - 1
        p.drawPolygon(QPolygonF([QPointF(left, eaves), QPointF(mid, r.top() + 1), QPointF(right, eaves),
                                 QPointF(right, base), QPointF(left, base)]))
        p.setBrush(QColor(CRUST))
        p.drawRect(QRectF(mid - 2, base - 5, 4, 5))

    def _paint_round_end(self, p: QPainter, rect: QRectF, index: QModelIndex | QPersistentModelIndex) -> None:
        top = rect.top() + 3
        p.setPen(QPen(QColor(theme.INK), 1.8))
        p.drawLine(QPointF(rect.left(), top), QPointF(rect.right(), top))
        won = index.data(pad.ROUNDS_WON)
        narrow = rect.width() < 60  # six players: the score under the box or barbs, never over them
        font = QFont(self.small_font)
        if narrow:
            font.setPixelSize(10)
        score = rect.adjusted(0, 13, -3, 0) if narrow and won else rect.adjusted(0, 5, -3 if narrow else -8, 0)
        p.setFont(font)
        p.setPen(QColor(theme.INK_SOFT))
        align = Qt.AlignmentFlag.AlignRight | (Qt.AlignmentFlag.AlignBottom if narrow and won else Qt.AlignmentFlag.AlignVCenter)
        p.drawText(score, align, index.data() or "")
        if not won:
            return
        left = rect.left() + (3 if narrow else 10)
        if index.data(pad.PLAYERS) == 2:  # barbs hanging from the line, one per round won
            pen = QPen(QColor(theme.INK), 2)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            for i in range(won):
                x = left + i * 8
                p.drawLine(QPointF(x, top), QPointF(x + 7, top + 12))
        else:  # the rounds won in a box hanging from the line
            box = QRectF(left, top, 15, 14) if narrow else QRectF(left, top, 20, 19)
            p.setPen(QPen(QColor(theme.INK), 1.5))
            p.setBrush(QColor(theme.PAPER))
            p.drawRect(box)
            font.setBold(True)
            font.setPixelSize(10 if narrow else 12)
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
        h = PadHeader(self)  # names shrink, turn on their side or shorten to fit (six players, 1024x600)
        self.setHorizontalHeader(h)
        h.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        v = self.verticalHeader()
        v.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        v.setDefaultSectionSize(ROW_HEIGHT)
        v.setMinimumWidth(40)
        v.setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        model.rowsInserted.connect(lambda *_: self.scrollToBottom())
