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
from .elided import ElidedLabel

#: an inline area's title (the previous turn's, with a name) at most this wide; its caption at least
TITLE_MAX = 300
CAPTION_MIN = 220


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

    def __init__(self, title: str, side: int = 60, parent: QWidget | None = None, inline: bool = False,
                 steady: bool = False) -> None:
        """``inline``: title, dice and caption on one line (the previous-turn strip), to save height;
        ``steady``: the dice of a throw stay where they lie while some are taken from it."""
        super().__init__(parent)
        self.steady = steady
        #: the place each die widget shows, by position (None: a gap where a die was taken)
        self._slots: list[int | None] = []
        self.setObjectName("diceArea")
        self.side = side
        self.widgets: list[DieWidget] = []
        self.places: list[Place] = []
        #: inline, a long name shortens with an ellipsis (whole in its tooltip): a 40-character name
        #: squeezed the previous turn's words into a 30 px column, cut mid-letter (#30)
        self.title = ElidedLabel(title.upper()) if inline else QLabel(title.upper())
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
            self.title.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
            self.title.setMaximumWidth(TITLE_MAX)
            outer.addWidget(self.title)
            outer.addLayout(self.row)
            self.caption.setWordWrap(True)  # two lines at most beside the dice
            self.caption.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            self.caption.setMinimumWidth(CAPTION_MIN)
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

    def _layout(self, places: list[Place]) -> list[int | None]:
        """Which place each die widget shows (None: a gap kept where a die was).  A steady
        area keeps its dice where they lie while the places shown are the dice it showed
        before, less some (racked, banked, kept): clicking one die after another chose the
        wrong ones when the rest moved up after each (#30).  Anything else is laid anew."""
        fresh: list[int | None] = list(range(len(places)))
        if not self.steady or not places or any(p.die is None for p in places):
            return fresh
        before = [(pos, self.places[j].die) for pos, j in enumerate(self._slots) if j is not None]
        if len(places) > len(before):
            return fresh
        slots: list[int | None] = [None] * len(self._slots)
        k = 0
        for index, place in enumerate(places):
            while k < len(before) and before[k][1] != place.die:
                k += 1
            if k == len(before):
                return fresh
            slots[before[k][0]] = index
            k += 1
        return slots

    def set_places(self, places: list[Place], empty_text: str = "") -> None:
        slots = self._layout(places)
        pos = next((i for i, w in enumerate(self.widgets) if w.hasFocus()), None)
        target: int | None = None
        now = slots[pos] if pos is not None and pos < len(slots) else None
        if pos is not None and (now is None or not places[now].enabled):
            # the focused die goes (racked, banked) or can no longer be chosen: Qt would pass the
            # focus on down the chain, to the dice line, where the next key (S) was typed (#30).
            # It goes to the nearest die before it that can still be chosen, else stays in this area.
            usable = [i for i, j in enumerate(slots) if j is not None and places[j].enabled]
            target = max((i for i in usable if i <= pos), default=min(usable, default=None))
            self.setFocus()
        self.places = list(places)
        self._slots = slots
        while len(self.widgets) < len(slots):
            w = DieWidget(None, self.side, self)
            i = len(self.widgets)
            w.activated.connect(lambda alt, i=i: self._activated(i, alt))
            w.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            w.customContextMenuRequested.connect(lambda pos, i=i, w=w: self._menu(i, w.mapToGlobal(pos)))
            self.row.insertWidget(i, w)
            self.widgets.append(w)
        for i, w in enumerate(self.widgets):
            j = slots[i] if i < len(slots) else None
            policy = w.sizePolicy()
            policy.setRetainSizeWhenHidden(i < len(slots))  # a gap keeps its room: the dice stay put
            w.setSizePolicy(policy)
            if j is None:
                w.hide()
                continue
            place = places[j]
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
        if target is not None:
            self.widgets[target].setFocus()

    def _activated(self, position: int, alternate: bool) -> None:
        j = self._slots[position] if position < len(self._slots) else None
        if j is not None:
            self.activated.emit(j, alternate)

    def _menu(self, position: int, at: QPoint) -> None:
        j = self._slots[position] if position < len(self._slots) else None
        if j is not None:
            self.menu_requested.emit(j, at)

    def dice_widgets(self) -> list[DieWidget]:
        """The die widget of each place, in the places' order (for tests and focus handling)."""
        at = {j: pos for pos, j in enumerate(self._slots) if j is not None}
        return [self.widgets[at[j]] for j in range(len(self.places))]
