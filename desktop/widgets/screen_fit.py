"""A window kept within the screen's free area when it is shown (a 1024x600 laptop)."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

from ..theme import TITLE_BAR

W = TypeVar("W", bound=QWidget)


def keep_within_screen(window: QWidget) -> None:
    """Never larger than the screen's free area (room left for a title bar), never off it:
    moved up or left when it grew past the screen's edge (the event wizard's "More...")."""
    screen = window.screen()
    if screen is None:
        return
    avail = screen.availableGeometry()
    _shrink(window)
    frame = window.frameGeometry()
    if window.isVisible() and frame.height() == window.height():  # no frame known yet: keep a title bar's room
        frame.setTop(frame.top() - TITLE_BAR)
    x = max(avail.left(), min(frame.left(), avail.right() + 1 - frame.width()))
    y = max(avail.top(), min(frame.top(), avail.bottom() + 1 - frame.height()))
    if (x, y) != (frame.left(), frame.top()):
        window.move(x + window.x() - frame.left(), y + window.y() - frame.top())


def _shrink(window: QWidget) -> None:
    """Never larger than the screen's free area, room left for a title bar."""
    screen = window.screen()
    if screen is None:
        return
    avail = screen.availableGeometry()
    width, height = min(window.width(), avail.width()), min(window.height(), avail.height() - TITLE_BAR)
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)


def _tall_enough(window: QWidget) -> None:
    """As tall as its wrapped words need at its width: a window is sized by its size hint, which
    guesses a wrapped label's lines at another width, so the German merge dialog's warning was
    cut at its third line (#30).  Grown here (and then kept within the screen)."""
    layout = window.layout()
    if layout is None or not layout.hasHeightForWidth():
        return
    need = layout.totalHeightForWidth(window.width())
    if need > window.height():
        window.resize(window.width(), need)


class _FitOnShow(QObject):
    """Keeps its window within the screen each time it is shown, once more when the shown
    window has laid itself out, and whenever it is resized while shown (a layout may grow a
    window after it is shown)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow():
            _tall_enough(watched)
            _shrink(watched)  # placed where the system puts it, then moved onto the screen if need be
            QTimer.singleShot(0, watched, lambda: keep_within_screen(watched))
        elif kind == QEvent.Type.Resize and isinstance(watched, QWidget) and watched.isVisible():
            QTimer.singleShot(0, watched, lambda: keep_within_screen(watched))  # grown while shown
        return False


def fit_on_show(window: W) -> W:
    """``window`` kept within the screen's free area whenever it is shown (a dialog, a table's
    window, a report): every top-level window fits a 1024x600 screen.  Returns ``window``."""
    if window.findChild(_FitOnShow, "fitOnShow") is None:
        fit = _FitOnShow(window)
        fit.setObjectName("fitOnShow")
        window.installEventFilter(fit)
    return window
