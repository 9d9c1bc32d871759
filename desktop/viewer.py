"""Handing a written report to the desktop's viewer, and the papers reports are
printed on: shared by the practice table's Reports menu
(:mod:`desktop.main_window.reports`) and the club's Reports view
(:mod:`desktop.club.window`), which opens from that menu, so the club view
need not import the main window."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices

from .text import QT_TRANSLATE_NOOP

#: the paper sizes offered, as the reports package names them, with their menu text
PAPERS = (("a4", QT_TRANSLATE_NOOP("ReportsMenu", "A&4")), ("letter", QT_TRANSLATE_NOOP("ReportsMenu", "&Letter")))

#: opens a written file for the user (tests swap in a fake); False when nothing could open it
Opener = Callable[[str], bool]


def open_in_viewer(path: str) -> bool:
    """Open a file in the desktop's own viewer (its PDF reader)."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(path))
