"""A one-line label that shortens its text with an ellipsis instead of widening
the window (the header's round line, the dice commitment): the full text is
its tooltip, so nothing is lost on a 1024x600 screen."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from ..text import tip


class ElidedLabel(QLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setTextFormat(Qt.TextFormat.PlainText)  # drawn as text: a name is never markup
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(40)
        self.setText(text)  # the tooltip too (Qt's constructor does not call this override)

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(tip(text) if text else "")

    def minimumSizeHint(self) -> QSize:
        return QSize(40, super().minimumSizeHint().height())

    def is_elided(self) -> bool:
        """Whether the text is shortened at the present width."""
        return self.fontMetrics().horizontalAdvance(self.text()) > self.contentsRect().width()

    def shown_text(self) -> str:
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, self.contentsRect().width())

    def paintEvent(self, _event: object) -> None:
        p = QPainter(self)
        p.setPen(self.palette().color(self.foregroundRole()))
        p.setFont(self.font())
        p.drawText(self.contentsRect(), int(self.alignment()) | int(Qt.AlignmentFlag.AlignVCenter), self.shown_text())
