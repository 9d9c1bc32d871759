"""One die, drawn with QPainter: ivory plain dice, a golden-brown yeast with a
star marker, a slate-blue SB key with a K mark, empty rack slots.  Clickable
and keyboard focusable (Enter or Return activates it; Shift with a click or
Enter asks for the other action).
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QWidget

from engine.dice import Die, DieKind

from .. import theme
from ..text import fill

_LO, _MID, _HI = 0.27, 0.5, 0.73
PIPS = {
    1: [(_MID, _MID)],
    2: [(_HI, _LO), (_LO, _HI)],
    3: [(_HI, _LO), (_MID, _MID), (_LO, _HI)],
    4: [(_LO, _LO), (_HI, _LO), (_LO, _HI), (_HI, _HI)],
    5: [(_LO, _LO), (_HI, _LO), (_MID, _MID), (_LO, _HI), (_HI, _HI)],
    6: [(_LO, _LO), (_LO, _MID), (_LO, _HI), (_HI, _LO), (_HI, _MID), (_HI, _HI)],
}


class DieLook(enum.Enum):
    NORMAL = "normal"
    SLOT = "slot"  # an empty place (a rack slot, a die still to throw)
    WAITING = "waiting"  # swapped out of the bank, waits for the next throw (C6)
    ASIDE = "aside"  # racked, banked, posted or kept: out of the hand, drawn flat in a gold frame with a tick


def describe(die: Die) -> str:
    """"a 5", "the yeast showing 3", "key 2" (translated)."""
    if die.kind is DieKind.YEAST:
        return fill(QCoreApplication.translate("die", "the yeast showing %1"), die.face)
    if die.kind is DieKind.KEY:
        return fill(QCoreApplication.translate("die", "key %1"), die.face)
    return fill(QCoreApplication.translate("die", "a %1"), die.face)


class DieWidget(QAbstractButton):
    #: clicked or Enter: ``alternate`` is True with Shift held
    activated = Signal(bool)

    def __init__(self, die: Die | None = None, side: int = 64, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.margin = max(4, side // 10)
        self.die = die
        self.look = DieLook.NORMAL if die else DieLook.SLOT
        self.slot_label = ""
        self.highlight = False  # a soft halo: this die can be racked now
        self.next_slot = False  # this empty slot is the one the rack needs next
        self.dim = False  # faded: nothing can be done with this die now
        self._alternate = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.clicked.connect(lambda: self.activated.emit(self._alternate))
        self._update_names()

    # -- state ------------------------------------------------------------------------------------
    def set_die(self, die: Die | None, look: DieLook | None = None) -> None:
        self.die = die
        self.look = look or (DieLook.NORMAL if die else DieLook.SLOT)
        self._update_names()
        self.update()

    def set_highlight(self, on: bool) -> None:
        if on != self.highlight:
            self.highlight = on
            self.update()

    def _update_names(self) -> None:
        if self.die is None:
            name = fill(self.tr("empty place %1"), self.slot_label).strip()
        else:
            name = describe(self.die)
            if self.look is DieLook.WAITING:
                name = fill(self.tr("%1 (waits for the next throw)"), name)
            elif self.look is DieLook.ASIDE:
                name = fill(self.tr("%1 (set aside)"), name)

        self.setAccessibleName(name)
        self.setText(str(self.die) if self.die else "")

    def sizeHint(self) -> QSize:
        full = self.side + 2 * self.margin
        return QSize(full, full)

    # -- input ------------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._alternate = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.isEnabled():
            self._alternate = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.click()
            return
        super().keyPressEvent(event)

    # -- drawing ------------------------------------------------------------------------------------
    def paintEvent(self, _event: object) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        m, s = self.margin, self.side
        body = QRectF(m, m, s, s)
        radius = s * 0.18
        if self.die is None or self.look is DieLook.SLOT:
            self._paint_slot(p, body, radius)
            return
        if self.dim:
            p.setOpacity(0.6)
        if self.look is DieLook.WAITING:
            p.setOpacity(0.45)
        if self.highlight and self.isEnabled():
            glow = body.adjusted(-m * 0.8, -m * 0.8, m * 0.8, m * 0.8)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 230, 120, 120))
            p.drawRoundedRect(glow, radius + m * 0.8, radius + m * 0.8)
        aside = self.look is DieLook.ASIDE
        if aside:  # set aside: lies flat in a gold frame (no shadow, no lift), so it never reads as in hand
            frame = body.adjusted(-m * 0.6, -m * 0.6, m * 0.6, m * 0.6)
            p.setBrush(QColor(0, 0, 0, 60))
            p.setPen(QPen(QColor(theme.ASIDE_FRAME), max(1.5, s / 26)))
            p.drawRoundedRect(frame, radius + m * 0.6, radius + m * 0.6)
        else:
            lift = -1.5 if self.underMouse() and self.isEnabled() else 0.0
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 70))
            p.drawRoundedRect(body.translated(1.5, 2.5 - lift), radius, radius)
            body = body.translated(0, lift)
        yeast = self.die.kind is DieKind.YEAST
        key = self.die.kind is DieKind.KEY
        top, bottom, edge, pip = theme.YEAST_DIE if yeast else theme.KEY_DIE if key else theme.PLAIN_DIE
        grad = QLinearGradient(body.topLeft(), body.bottomRight())
        grad.setColorAt(0.0, QColor(top))
        grad.setColorAt(1.0, QColor(bottom))
        p.setBrush(grad)
        p.setPen(QPen(QColor(edge), max(1.0, s / 40)))
        p.drawRoundedRect(body, radius, radius)
        if yeast:  # the marker: an inner ring and a star, so the yeast reads without colour too
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(edge), max(1.0, s / 32)))
            inner = body.adjusted(s * 0.06, s * 0.06, -s * 0.06, -s * 0.06)
            p.drawRoundedRect(inner, radius * 0.7, radius * 0.7)
            self._paint_star(p, QPointF(body.left() + s * 0.5, body.top() + s * 0.125), s * 0.045, QColor(pip))
        if key:  # the marker: a K at the top, so a key reads without colour too
            font = QFont(self.font())
            font.setPixelSize(max(7, int(s * 0.18)))
            font.setBold(True)
            p.setFont(font)
            p.setPen(QColor(pip))
            p.drawText(QRectF(body.left() + s * 0.3, body.top(), s * 0.4, s * 0.21), Qt.AlignmentFlag.AlignCenter, "K")
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(pip))
        r = s * 0.085
        for fx, fy in PIPS.get(self.die.face, []):
            p.drawEllipse(QPointF(body.left() + fx * s, body.top() + fy * s), r, r)
        if aside:
            self._paint_tick(p, body)
        if self.look is DieLook.WAITING:  # swapped out: a dashed outline as well as faded
            p.setOpacity(1.0)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(theme.FELT_TEXT), 1.5, Qt.PenStyle.DashLine))
            p.drawRoundedRect(body.adjusted(-m * 0.5, -m * 0.5, m * 0.5, m * 0.5), radius + 2, radius + 2)
        # the focus ring shows only while the player moves about with the keyboard
        if self.hasFocus() and self.window().testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange):
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(theme.FOCUS), 2, Qt.PenStyle.DashLine))
            p.drawRoundedRect(body.adjusted(-3, -3, 3, 3), radius + 3, radius + 3)

    def _paint_star(self, p: QPainter, centre: QPointF, r: float, colour: QColor) -> None:
        pen = QPen(colour, max(1.2, r * 0.55))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        for dx, dy in ((0.0, 1.0), (0.866, 0.5), (0.866, -0.5)):
            p.drawLine(QPointF(centre.x() - dx * r, centre.y() - dy * r), QPointF(centre.x() + dx * r, centre.y() + dy * r))

    def _paint_tick(self, p: QPainter, body: QRectF) -> None:
        """A small gold badge with a tick at the bottom-right corner: this die is set aside."""
        d = max(9.0, self.side * 0.3)
        badge = QRectF(body.right() - d * 0.7, body.bottom() - d * 0.7, d, d)
        p.setPen(QPen(QColor(theme.ASIDE_EDGE), 1))
        p.setBrush(QColor(theme.ASIDE_FRAME))
        p.drawEllipse(badge)
        pen = QPen(QColor(theme.ASIDE_EDGE), max(1.3, d / 7))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        x, y, w = badge.left(), badge.top(), badge.width()
        p.drawLine(QPointF(x + w * 0.27, y + w * 0.52), QPointF(x + w * 0.44, y + w * 0.70))
        p.drawLine(QPointF(x + w * 0.44, y + w * 0.70), QPointF(x + w * 0.75, y + w * 0.32))

    def _paint_slot(self, p: QPainter, body: QRectF, radius: float) -> None:
        colour = QColor(theme.FELT_TEXT)
        colour.setAlpha(200 if self.next_slot else 90)
        pen = QPen(colour, 2 if self.next_slot else 1.5, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(QColor(255, 255, 255, 28 if self.next_slot else 12))
        path = QPainterPath()
        path.addRoundedRect(body, radius, radius)
        p.drawPath(path)
        if self.slot_label:
            font = QFont(self.font())
            font.setPixelSize(max(10, int(self.side * 0.34)))
            font.setBold(True)
            p.setFont(font)
            p.drawText(body, Qt.AlignmentFlag.AlignCenter, self.slot_label)
