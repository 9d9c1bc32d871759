"""Colours and the stylesheet: the felt table, the ivory and yeast dice, the paper pad."""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

# the table
FELT_CENTRE = "#3a8155"
FELT_EDGE = "#1f4d33"
FELT_TEXT = "#f4ecd6"
FELT_DIM = "#bcd3c2"
AREA_FILL = (0, 0, 0, 48)
FOCUS = "#fff3b0"
# a die set aside (racked, banked, posted, kept): its frame and tick badge
ASIDE_FRAME = "#f2d88e"
ASIDE_EDGE = "#5b3a0b"

# dice: top of the gradient, bottom, edge, pips
PLAIN_DIE = ("#fffdf6", "#efe4c8", "#a8977a", "#262626")
YEAST_DIE = ("#e2a84a", "#9c5a1a", "#5b320b", "#fff1d0")
KEY_DIE = ("#8ea3c7", "#4a5f85", "#26334d", "#f6f8ff")  # an SB key: slate blue with a K mark

# the scorepad
PAPER = "#fdf8e6"
PAPER_RULE = "#c5d5e8"
PAPER_MARGIN = "#e4a0a0"
INK = "#1d2b55"
INK_SOFT = "#6b7390"
INK_RED = "#a3342b"

# a window
#: room left for a window manager's title bar before the window is shown (its frame is unknown then)
TITLE_BAR = 32

STYLESHEET = Path(__file__).with_name("theme.qss")
FONT_FAMILY = "DejaVu Sans"


def apply(app: QApplication) -> None:
    """The app's font and stylesheet (the font only if it is installed)."""
    if FONT_FAMILY in QFontDatabase.families():
        font = QFont(FONT_FAMILY)
        font.setPointSizeF(10.5)
        if app.font() != font:
            app.setFont(font)
    with contextlib.suppress(OSError):
        sheet = STYLESHEET.read_text(encoding="utf-8")
        # set again, the same sheet would be parsed and every widget polished again (a window made
        # after another, as the tests make theirs: some tens of ms each, issue 31)
        if app.styleSheet() != sheet:
            app.setStyleSheet(sheet)
