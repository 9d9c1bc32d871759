"""A titled place on the table holding a row of dice (the throw, the rack, the bank, ...).

Die widgets are kept and reused between refreshes, so keyboard focus stays put
while the state changes under it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from engine.dice import Die

from ..text import tip
from .die import DieLook, DieWidget


@dataclass(frozen=True)
class Place:
    """What one position of an area shows."""

    die: Die | None
    look: DieLook = DieLook.NORMAL
    enabled: bool = False
    highlight: bool = False
    label: str = ""  # for empty places: a rack slot's number
    next_slot: bool = False
    tip: str = ""
    dim: bool = False  # drawn faded: a die in play that nothing can be done with now


class DiceArea(QFrame):
    #: index of the place, and whether Shift was held
    activated = Signal(int, bool)
    #: index of the place, global position for a context menu
    menu_requested = Signal(int, QPoint)

    def __init__(self, title: str, side: int = 60, parent: QWidget | None = None, inline: bool = False) -> None:
        """``inline``: title, dice and caption on one line (the previous-turn strip), to save height."""
        super().__init__(parent)
        self.setObjectName("diceArea")
        self.side = side
        self.widgets: list[DieWidget] = []
        self.places: list[Place] = []
        self.title = QLabel(title.upper())
        self.title.setObjectName("areaTitle")
        self.caption = QLabel("")
        self.caption.setObjectName("areaCaption")
        self.caption.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.row = QHBoxLayout()
        self.row.setSpacing(6)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.empty = QLabel("")
        self.empty.setObjectName("areaEmpty")
        for label in (self.title, self.caption, self.empty):
            label.setTextFormat(Qt.TextFormat.PlainText)  # a player's name in it is text, never markup
        self.empty.setMinimumHeight(side + 2 * max(4, side // 10))
        self.row.addWidget(self.empty)
        self.row.addStretch(1)
        outer: QBoxLayout
        #: the title row (title, then its caption at the right): a panel may add a badge to it
        self.head: QHBoxLayout
        if inline:
            outer = QHBoxLayout(self)
            outer.setContentsMargins(12, 3, 12, 3)
            outer.setSpacing(10)
            outer.addWidget(self.title)
            outer.addLayout(self.row)
            self.caption.setWordWrap(True)  # two lines at most beside the dice
            self.caption.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            outer.addWidget(self.caption, 1)
            self.head = outer
        else:
            outer = QVBoxLayout(self)
            outer.setContentsMargins(12, 4, 12, 5)
            outer.setSpacing(2)
            head = QHBoxLayout()
            head.addWidget(self.title)
            head.addStretch(1)
            head.addWidget(self.caption)
            outer.addLayout(head)
            self.head = head
            outer.addLayout(self.row)

    def set_caption(self, text: str) -> None:
        self.caption.setText(text)

    def set_places(self, places: list[Place], empty_text: str = "") -> None:
        focused = next((i for i, w in enumerate(self.widgets) if w.hasFocus()), None)
        if focused is not None and (focused >= len(places) or not places[focused].enabled):
            # the focused die goes (racked, banked) or can no longer be chosen: Qt would pass the
            # focus on down the chain, to the dice line, where the next key (S) was typed (#30).
            # It goes to the die before it that can still be chosen, else stays in this area.
            left = [i for i, p in enumerate(places[: focused + 1]) if p.enabled]
            self.setFocus()
        else:
            left = []
        self.places = list(places)
        while len(self.widgets) < len(places):
            w = DieWidget(None, self.side, self)
            i = len(self.widgets)
            w.activated.connect(lambda alt, i=i: self.activated.emit(i, alt))
            w.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            w.customContextMenuRequested.connect(lambda pos, i=i, w=w: self.menu_requested.emit(i, w.mapToGlobal(pos)))
            self.row.insertWidget(i, w)
            self.widgets.append(w)
        for i, w in enumerate(self.widgets):
            if i >= len(places):
                w.hide()
                continue
            place = places[i]
            w.slot_label = place.label
            w.next_slot = place.next_slot
            w.set_die(place.die, place.look if place.die else DieLook.SLOT)
            w.set_highlight(place.highlight)
            w.dim = place.dim
            w.setEnabled(place.enabled)
            w.setFocusPolicy(Qt.FocusPolicy.StrongFocus if place.enabled else Qt.FocusPolicy.NoFocus)
            w.setCursor(Qt.CursorShape.PointingHandCursor if place.enabled else Qt.CursorShape.ArrowCursor)
            w.setToolTip(tip(place.tip))
            w.show()
        self.empty.setText(empty_text if not places else "")
        self.empty.setVisible(not places)
        if left:
            self.widgets[left[-1]].setFocus()

    def dice_widgets(self) -> list[DieWidget]:
        """The visible die widgets, in order (for tests and focus handling)."""
        return self.widgets[: len(self.places)]
