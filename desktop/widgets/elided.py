"""A one-line label that shortens its text with an ellipsis instead of widening
the window (the header's round line, the dice commitment): the full text is
its tooltip, so nothing is lost on a 1024x600 screen."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QWidget

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


class HintLabel(QLabel):
    """The status bar's line of keys ("Space throw · 1–6 rack · ..."): whole, never shortened. When
    it is wider than the window (a 1024x600 laptop, German words) it wraps onto a second line, and
    only after a separator: "Shift+1–6 bank" is never split, a line never starts with its dot."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._bar_height = 0
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setText(text)

    def setText(self, text: str) -> None:
        self._text = text
        shown = "\u00a0\u00a0·  ".join(
            "\u00a0·\u00a0".join(item.strip().replace(" ", "\u00a0") for item in section.split(" · "))
            for section in text.split("  ·  "))
        # no-break spaces inside each item and before each dot: a line breaks only after one
        shown = "\u00a0·\u00a0".join(shown.split("\u00a0·\u00a0")).replace("\u00a0·\u00a0", "\u00a0· ")
        super().setText(shown)
        self._fit_bar()

    def _fit_bar(self) -> None:
        """A status bar fixes its height when a widget is added (Qt's reformat: a strut of the
        height then, with 3 px above and 2 below): a hint grown to two lines was cut to one, or
        squeezed the table, until the bar was laid out again (#30).  The bar is told the height."""
        bar = self.parentWidget()
        height = self._height()
        if not isinstance(bar, QStatusBar) or height == self._bar_height:
            return
        self._bar_height = height
        bar.setMinimumHeight(height + 5 if self.lines() > 1 else 0)  # one line: the bar's own height

    def text(self) -> str:
        """The hint as it was given (it is shown with no-break spaces)."""
        return self._text

    def hasHeightForWidth(self) -> bool:  # one or two lines at the width it has (not at a guess)
        return False

    def _wrap_width(self) -> int:
        """The width the hint wraps at: its own once laid out; before (a few pixels wide at first)
        the room its parent gives it (the status bar's, less its grip and margins), or the
        first height asked, many lines tall, stayed and squeezed the table on a 600 px screen (#30)."""
        own = self.contentsRect().width()
        parent = self.parentWidget()
        room = parent.contentsRect().width() - 30 if parent is not None else own
        return max(40, own if own >= room else room)

    def _height(self) -> int:
        width = self._wrap_width()
        text = QLabel.text(self)
        rect = self.fontMetrics().boundingRect(QRect(0, 0, width, 10000), int(Qt.TextFlag.TextWordWrap), text)
        margins = self.contentsMargins()
        return max(self.fontMetrics().height(), rect.height()) + margins.top() + margins.bottom()

    def lines(self) -> int:
        """How many lines the hint takes at its present width."""
        return max(1, round((self._height() - self.contentsMargins().top() - self.contentsMargins().bottom())
                            / self.fontMetrics().lineSpacing()))

    def sizeHint(self) -> QSize:
        return QSize(40, self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(40, self._height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.height() != self._height():
            self.updateGeometry()
        self._fit_bar()
