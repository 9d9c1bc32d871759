"""The players' names over a paper scorepad, readable however narrow the columns.

A name is written across its column when it fits, in a smaller hand when that
makes it fit, else turned on its side (as people write names over narrow columns
on paper) and shortened with an ellipsis only if it is longer than the header is
tall.  The marks around it stay whole: ▸ before the player to move, ★ after SB's
original leader (K6).  The full name is the section's tooltip (the model's).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QHeaderView, QWidget

from .. import theme
from ..models import scorepad as pad

#: the name's size across, then the smallest across before it is turned on its side
FULL_PX, SMALL_PX = 15, 12
#: the height of a header whose names lie on their side (at most): a two-word name and the ▸ of
#: the player to move ("▸ Gus Moreno" was "▸ Gus Mo…" at 84, his name cut on every turn of his)
TURNED_MAX = 104
ACROSS_HEIGHT = 32
PAD = 4


class PadHeader(QHeaderView):
    """A horizontal header drawing each player's name to fit its column."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setHighlightSections(False)
        self.setSectionsClickable(False)
        self.setMinimumSectionSize(18)
        self.sectionResized.connect(lambda *_: self._relayout())
        self.geometriesChanged.connect(self._relayout)
        self._turned = False

    # -- what a section shows ----------------------------------------------------------------------
    def _parts(self, section: int) -> tuple[str, str, str]:
        model = self.model()
        if model is None:
            return "", "", ""
        name = model.headerData(section, Qt.Orientation.Horizontal, pad.HEADER_NAME)
        if name is None:
            return "", str(model.headerData(section, Qt.Orientation.Horizontal) or ""), ""
        current = model.headerData(section, Qt.Orientation.Horizontal, pad.HEADER_CURRENT)
        leader = model.headerData(section, Qt.Orientation.Horizontal, pad.HEADER_LEADER)
        return ("▸ " if current else ""), str(name), (" ★" if leader else "")

    @staticmethod
    def _font(px: int) -> QFont:
        font = QFont("DejaVu Serif")
        font.setPixelSize(px)
        font.setBold(True)
        return font

    def _across_font(self, section: int = -1) -> QFont | None:
        """One font for every name across its column, or None: then every name is turned on
        its side (one hand for the whole header; room is kept for the ▸ of the player to move,
        so the header does not change from turn to turn)."""
        sections = [i for i in range(self.count()) if not self.isSectionHidden(i)]
        for px in (FULL_PX, 14, 13, SMALL_PX):
            font = self._font(px)
            fm = QFontMetricsF(font)
            if all(fm.horizontalAdvance("▸ " + "".join(self._parts(i)[1:])) <= self.sectionSize(i) - 2 * PAD
                   for i in sections):
                return font
        return None

    def is_turned(self, section: int = -1) -> bool:
        """Whether the names are written on their side (some column is too narrow for its name)."""
        return self.count() > 0 and self._across_font() is None

    def shown_text(self, section: int) -> str:
        """The text as drawn: whole, or the name shortened with an ellipsis (marks kept)."""
        before, name, after = self._parts(section)
        font = self._across_font(section)
        room = float(self.sectionSize(section) - 2 * PAD if font is not None else self.height() - 2 * PAD)
        fm = QFontMetricsF(font if font is not None else self._font(SMALL_PX))
        room -= fm.horizontalAdvance(before + after)
        return before + fm.elidedText(name, Qt.TextElideMode.ElideRight, max(0.0, room)) + after

    # -- size: taller only when some name lies on its side -----------------------------------------
    def _relayout(self) -> None:
        turned = self.is_turned()
        if turned != self._turned:
            self._turned = turned
            self.updateGeometry()
        self.viewport().update()

    def sizeHint(self) -> QSize:
        base = super().sizeHint()
        if not self._turned:
            return QSize(base.width(), ACROSS_HEIGHT)
        fm = QFontMetricsF(self._font(SMALL_PX))
        # room for the ▸ of the player to move beside every name, as across: the header does not
        # change from turn to turn, nor does a name fit until it is its player's turn
        longest = max((fm.horizontalAdvance("▸ " + "".join(self._parts(i)[1:])) for i in range(self.count())),
                      default=0.0)
        return QSize(base.width(), int(min(TURNED_MAX, max(ACROSS_HEIGHT, longest + 2 * PAD + 12))))

    # -- drawing -----------------------------------------------------------------------------------
    def paintSection(self, painter: QPainter, rect: QRect, logicalIndex: int) -> None:
        if not rect.isValid():
            return
        p = painter
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(rect)
        p.fillRect(r, QColor(theme.PAPER))
        model = self.model()
        current = bool(model and model.headerData(logicalIndex, Qt.Orientation.Horizontal, pad.HEADER_CURRENT))
        if current:
            p.fillRect(r, QColor(242, 216, 142, 70))
        p.setPen(QPen(QColor(theme.INK), 2))
        p.drawLine(QPointF(r.left(), r.bottom()), QPointF(r.right() + 1, r.bottom()))
        p.setPen(QColor(theme.INK))
        text = self.shown_text(logicalIndex)
        font = self._across_font(logicalIndex)
        if font is not None:
            p.setFont(font)
            p.drawText(r.adjusted(PAD, 0, -PAD, -2), Qt.AlignmentFlag.AlignCenter, text)
        else:  # on its side, read from the bottom up, as written over a narrow column
            p.setFont(self._font(SMALL_PX))
            p.translate(r.center().x(), r.bottom() - PAD)
            p.rotate(-90)
            h = r.width()
            p.drawText(QRectF(0, -h / 2, r.height() - 2 * PAD, h), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        p.restore()
