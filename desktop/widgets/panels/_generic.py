"""The panel of a game that has none of its own (a game registered by a plug-in, or a test's):
the practice table serves every registered ruleset through the engine's protocol alone.

It shows the latest throw, a Throw button wherever the rules let the dice be thrown (a chance
node, or ``ROLL`` among ``legal_actions()``), a button for each other legal decision (labelled
as the engine writes the action: "stop", "keep 3 3"), and the game's scorepad as a turn sheet
(``engine.scorepad``, by the ruleset's layout).  Keys: Space or T throws, 1 to 9 the decisions in
their order.  Nothing here knows a rule: every decision comes from the state.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from engine import scorepad
from engine.actions import ROLL, Action, Throw
from engine.game import CHANCE, GameState

from ...text import fill, who
from ..dice_area import DiceArea, Place
from ..die import describe
from ..turn_sheet import TurnSheet
from . import THROW, GamePanel
from ._parts import NoteLabel, button, key_action, totals_text

# the most decisions offered as buttons (and keys 1-9) at once
MAX_BUTTONS = 9


class GenericPanel(GamePanel):
    """Any game's table from the engine's protocol (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.throw_area = DiceArea(self.tr("Throw"), 56)
        self.note = NoteLabel("throwNote")
        self.throw_button = button("throw", self.tr("Throw"), self.tr("Throw the dice (Space or T)"), primary=True)
        self.throw_button.clicked.connect(lambda: self.requested.emit(THROW))
        self.decisions: list[QPushButton] = []
        self._choices: list[Action] = []
        self.row = QHBoxLayout()
        self.row.setSpacing(8)
        self.row.addWidget(self.throw_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        lay.addWidget(self.throw_area)
        lay.addWidget(self.note)
        lay.addStretch(1)
        lay.addLayout(self.row)
        self.sheet = TurnSheet()
        self._actions = [key_action(self, self.tr("Throw"), ["Space", "T"], lambda: self.requested.emit(THROW))]
        for i in range(MAX_BUTTONS):
            self._actions.append(key_action(self, fill(self.tr("Decision %1"), i + 1), [str(i + 1)],
                                            partial(self._decide, i), group=self.tr("Decisions")))

    @property
    def state(self) -> GameState | None:
        return None if self.match is None else self.match.state

    def _name(self, seat: int) -> str:
        return self.match.players[seat] if self.match is not None else str(seat)

    def _decide(self, i: int) -> None:
        if i < len(self._choices):
            self.requested.emit(self._choices[i])

    def _choose(self, i: int, _checked: bool = False) -> None:
        self._decide(i)

    def _last_throw(self) -> Throw | None:
        if self.match is None:
            return None
        for entry in reversed(self.match.moves):
            if isinstance(entry.action, Throw):
                return entry.action
        return None

    # -- drawing ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        s = self.state
        if self.match is None:
            return
        if s is None:  # the roll-off: the players, no score yet
            self.sheet.show_pad(scorepad.build(None, self.match.players, ruleset=self.match.ruleset.id))
            return
        thrown = self._last_throw()
        if thrown is not None:
            self.throw_area.set_places([Place(d, tip=describe(d)) for d in thrown.dice])
        else:
            self.throw_area.set_places([Place(None, label="?") for _ in s.chance_dice()])
        last = s.turn_log[-1] if s.turn_log else None
        if last is not None and s.turn_moves == 0:
            self.note.say(fill(self.tr("%1's turn ended: %2 points (%3)"), who(self._name(last.seat)), last.points,
                               s.END_RULINGS.get(last.end, s.TURN_END_RULING)))
        else:
            self.note.say("")
        legal = [] if s.is_terminal() else s.legal_actions()
        self.throw_button.setEnabled(s.current_player() == CHANCE or ROLL in legal)
        self._choices = [a for a in legal if a != ROLL][:MAX_BUTTONS]
        while len(self.decisions) < len(self._choices):
            b = button("decision", "", "")
            i = len(self.decisions)
            b.clicked.connect(partial(self._choose, i))
            self.decisions.append(b)
            self.row.addWidget(b)
        for i, b in enumerate(self.decisions):
            if i < len(self._choices):
                b.setText(str(self._choices[i]).capitalize())
                b.setToolTip(fill(self.tr("%1 (key %2)"), str(self._choices[i]), i + 1))
                b.show()
            else:
                b.hide()
        self.sheet.show_pad(scorepad.build(s, self.match.players))

    # -- text ------------------------------------------------------------------------------------
    def status_text(self) -> str:
        s = self.state
        if s is None or self.match is None:
            return ""
        if s.is_terminal():
            return ""
        player = who(self._name(s.turn_player()))
        if s.current_player() == CHANCE:
            return fill(self.tr("%1 to throw"), player)
        return fill(self.tr("%1 to decide"), player)

    def round_text(self) -> str:
        s = self.state
        if s is None or self.match is None:
            return ""
        return totals_text(self.match.players, s.table_scores())

    def keys_hint(self) -> str:
        return self.tr("Space throw · 1-9 the decisions · Ctrl+Z undo")

    def scoreboard(self) -> QWidget:
        return self.sheet

    def key_actions(self) -> list[QAction]:
        return self._actions
