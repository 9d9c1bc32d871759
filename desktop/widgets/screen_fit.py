"""A window kept within the screen's free area when it is shown (a 1024x600 laptop)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ..theme import TITLE_BAR


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
