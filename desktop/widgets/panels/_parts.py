"""Small pieces shared by the Six By 6, Dire Straights and SB panels: buttons,
key actions, a line of news, a felt table for throw-by-throw lines, names in a
sentence.  Nothing here knows a rule."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...text import and_names as _and_names
from ...text import named_values

GOLD = "#f2d88e"
#: a cell of a LinesTable: its text, its tooltip, and optionally whether it is drawn faint
Cell = tuple[str, str] | tuple[str, str, bool]
FAINT = "#8fb39b"


def and_names(names: Sequence[str]) -> str:
    """Names in a sentence, each isolated: "A, B and C"."""
    return _and_names(names)


def button(key: str, text: str, tip: str, primary: bool = False) -> QPushButton:
    b = QPushButton(text)
    b.setObjectName(f"{key}Button")
    b.setProperty("primary", primary)
    b.setToolTip(tip)
    b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    return b


def key_action(owner: QWidget, text: str, keys: Sequence[str], slot: Callable[[], object], group: str = "") -> QAction:
    """A window-wide key for the Play menu (``group`` makes a submenu)."""
    act = QAction(text, owner)
    act.setShortcuts([QKeySequence(k) for k in keys])
    act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    act.triggered.connect(lambda _=False: slot())
    if group:
        act.setProperty("group", group)
    owner.addAction(act)
    return act


def throw_stop_buttons(
    emit: Callable[[object], None], throw_action: object, stop_action: object, throw_tip: str, stop_tip: str
) -> tuple[dict[str, QPushButton], QHBoxLayout]:
    """The Throw and Stop buttons of a running-total game, and their row."""
    buttons = {
        "throw": button("throw", QCoreApplication.translate("GamePanel", "Throw"), throw_tip, primary=True),
        "stop": button("stop", QCoreApplication.translate("GamePanel", "Stop"), stop_tip),

    }
    buttons["throw"].clicked.connect(lambda: emit(throw_action))
    buttons["stop"].clicked.connect(lambda: emit(stop_action))
    row = QHBoxLayout()
    row.setSpacing(8)
    for b in buttons.values():
        row.addWidget(b)
    return buttons, row


def totals_text(players: Sequence[str], totals: Sequence[int]) -> str:
    """"Maya 12 · שרה 3": each name isolated, in seat order."""
    return named_values(players, totals)


class NoteLabel(QLabel):
    """A line of news on the felt (what the last throw did, the end phase)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.setObjectName(name)
        self.setTextFormat(Qt.TextFormat.PlainText)  # names in it are text, never markup
        self.setWordWrap(True)
        self.setStyleSheet("font-size: 15px; font-weight: bold; color: #f2d88e;")

    def say(self, text: str, alarm: bool = False) -> None:
        self.setText(text)
        colour = "#ffb4a0" if alarm else "#f2d88e"
        self.setStyleSheet(f"font-size: 15px; font-weight: bold; color: {colour};")
        self.setVisible(bool(text))


class LinesTable(QFrame):
    """A titled table on the felt, one line per throw (Six By 6's Roll / Post / Carry / Leave)."""

    def __init__(self, title: str, columns: Sequence[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceArea")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 5, 12, 6)
        lay.setSpacing(2)
        head = QHBoxLayout()
        self.title = QLabel(title.upper())
        self.title.setObjectName("areaTitle")
        self.caption = QLabel("")
        self.caption.setObjectName("areaCaption")
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.caption)
        lay.addLayout(head)
        t = QTableWidget(0, len(columns))
        t.setObjectName("linesTable")
        for c, (name, tip) in enumerate(columns):
            item = QTableWidgetItem(name)
            item.setToolTip(tip)
            t.setHorizontalHeaderItem(c, item)
        t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        t.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        t.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        t.setShowGrid(False)
        t.setFrameShape(QFrame.Shape.NoFrame)
        t.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        t.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        t.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        t.verticalHeader().setDefaultSectionSize(25)
        t.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        t.setStyleSheet(
            """
            QTableWidget#linesTable { background: transparent; color: #f4ecd6; font-size: 14px; border: none; }
            QTableWidget#linesTable QHeaderView { background: transparent; }
            QTableWidget#linesTable QHeaderView::section {
                background: transparent; color: #d9e8dc; font-size: 12px; font-weight: bold; border: none;
                border-bottom: 1px solid rgba(255, 255, 255, 60); padding: 3px 8px;
            }
            QTableWidget#linesTable QHeaderView::section:vertical {
                color: #a6c6b1; font-weight: normal; border-bottom: none;
                border-right: 1px solid rgba(255, 255, 255, 40);
            }
            QTableWidget#linesTable QTableCornerButton::section { background: transparent; border: none; }
            QTableWidget#linesTable::item { padding: 0px 10px; border-bottom: 1px solid rgba(255, 255, 255, 14); }
            """
        )
        self.table = t
        self.empty = QLabel("")
        self.empty.setObjectName("areaEmpty")
        lay.addWidget(self.table, 1)
        lay.addWidget(self.empty)

    def set_lines(self, rows: Sequence[Sequence[Cell]], strong: int | None = None, empty_text: str = "") -> None:
        """``rows``: per line, (text, tooltip[, faint]) per column; line ``strong`` is drawn bold and gold."""
        t = self.table
        t.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            for c, (text, tip, *faint) in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setToolTip(tip)
                if r == strong:
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                    item.setForeground(QColor(GOLD))
                elif faint and faint[0]:
                    item.setForeground(QColor(FAINT))
                t.setItem(r, c, item)
        if rows:
            t.scrollToBottom()
        self.empty.setText(empty_text if not rows else "")
        self.empty.setVisible(not rows)

    def texts(self) -> list[list[str]]:
        """The cells as shown (for tests)."""
        t = self.table
        return [[_text(t.item(r, c)) for c in range(t.columnCount())] for r in range(t.rowCount())]


def _text(item: QTableWidgetItem | None) -> str:
    return item.text() if item is not None else ""

__all__ = ["and_names", "button", "key_action", "NoteLabel", "LinesTable"]
