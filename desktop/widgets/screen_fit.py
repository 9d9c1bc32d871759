"""A window kept within the screen's free area when it is shown (a 1024x600 laptop)."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

from ..theme import TITLE_BAR

W = TypeVar("W", bound=QWidget)


def keep_within_screen(window: QWidget) -> None:
    """Never larger than the screen's free area (room left for a title bar), never off it."""
    screen = window.screen()
    if screen is None:
        return
    avail = screen.availableGeometry()
    width, height = min(window.width(), avail.width()), min(window.height(), avail.height() - TITLE_BAR)
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
    if not avail.contains(window.frameGeometry().topLeft()):
        window.move(avail.topLeft())


class _FitOnShow(QObject):
    """Keeps its window within the screen each time it is shown, and once more when the shown
    window has laid itself out (a layout may grow a window after it is shown)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow():
            keep_within_screen(watched)
            QTimer.singleShot(0, watched, lambda: keep_within_screen(watched))
        return False


def fit_on_show(window: W) -> W:
    """``window`` kept within the screen's free area whenever it is shown (a dialog, a table's
    window, a report): every top-level window fits a 1024x600 screen.  Returns ``window``."""
    if window.findChild(_FitOnShow, "fitOnShow") is None:
        fit = _FitOnShow(window)
        fit.setObjectName("fitOnShow")
        window.installEventFilter(fit)
    return window
