"""The first-player roll-off as it happens: each player's throws, the running
totals, and who throws again on a tie (C12: everyone; D7: only the tied)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from engine.dice import Die, DieKind
from engine.match import Match
from engine.rolloff import RolloffKind

from ..text import and_names, fill, mnemonic_safe, tip, who
from .die import DieWidget
from .elided import ElidedLabel

#: the roll-off board's height at most (px): the buttons stay on a 600-pixel screen
_MAX_BOARD_HEIGHT = 220

class RolloffPanel(QWidget):
    throw_requested = Signal()
    start_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.match: Match | None = None
        # the faces are typed at this table (real dice): the first line says so, not "Press Space"
        self.real_dice = False
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(8)
        self.explain = QLabel("")
        self.explain.setObjectName("rolloffExplain")
        self.explain.setWordWrap(True)
        lay.addWidget(self.explain)
        self.board = QFrame()
        self.board.setObjectName("diceArea")
        self.grid = QGridLayout(self.board)
        self.grid.setContentsMargins(8, 6, 8, 6)
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(4)
        # a tie can go on for many throws: the board scrolls rather than push the buttons off a small screen
        self.board_scroll = QScrollArea()
        self.board_scroll.setObjectName("rolloffScroll")
        self.board_scroll.setWidget(self.board)
        self.board_scroll.setWidgetResizable(True)
        self.board_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.board_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.board_scroll.setStyleSheet("QScrollArea#rolloffScroll { background: transparent; }")
        self.board_scroll.viewport().setAutoFillBackground(False)
        self.board_scroll.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        lay.addWidget(self.board_scroll, 1)
        self.message = QLabel("")
        self.message.setObjectName("rolloffMessage")
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # players' names are text
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        lay.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.throw_button = QPushButton(self.tr("Throw the yeast"))
        self.throw_button.setObjectName("rolloffThrowButton")
        self.throw_button.setProperty("primary", True)
        self.throw_button.setToolTip(self.tr("Everyone throws (Space or T)"))
        self.throw_button.clicked.connect(self.throw_requested)
        self.start_button = QPushButton(self.tr("Start the game"))
        self.start_button.setObjectName("rolloffStartButton")
        self.start_button.setProperty("primary", True)
        self.start_button.setToolTip(self.tr("Space or Enter"))
        self.start_button.clicked.connect(self.start_requested)
        row.addWidget(self.throw_button)
        row.addWidget(self.start_button)
        row.addStretch(1)
        lay.addLayout(row)
        self.key_action = QAction(self.tr("Throw / start"), self)
        self.key_action.setShortcuts([QKeySequence("Space"), QKeySequence("T"), QKeySequence("Return"), QKeySequence("Enter")])
        self.key_action.triggered.connect(self._key)
        self.addAction(self.key_action)

    def _key(self) -> None:
        if self.match is None:
            return
        if self.match.rolloff.winner is None:
            self.throw_requested.emit()
        else:
            self.start_requested.emit()

    def set_match(self, match: Match) -> None:
        self.match = match
        self.refresh()

    def _clear(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()
                w.setParent(None)
                w.deleteLater()

    def refresh(self) -> None:
        m = self.match
        if m is None:
            return
        ro = m.rolloff
        names = m.players
        cumulative = ro.kind is RolloffKind.ALL_CUMULATIVE
        self.explain.setText(
            self.tr("Everyone throws the yeast; the highest total starts. On a tie for the highest total everyone "
                    "throws again and adds it to their total (C12).") if cumulative
            else self.tr("Everyone throws one die; the highest throw starts. On a tie only the tied players throw "
                         "again (D7).")
        )
        self._clear()
        for c, name in enumerate(names, 1):
            # plain text ("<font size=7>" is a name, not markup), shortened with an ellipsis when six long
            # names share the board, never cut at both ends; the whole name in its tooltip
            label = ElidedLabel(name)
            label.setObjectName("rolloffName")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.grid.addWidget(label, 0, c)
        kind = DieKind.YEAST if cumulative else DieKind.PLAIN
        for r, throw in enumerate(ro.throws, 1):
            head = QLabel(fill(self.tr("Throw %1"), r))
            head.setObjectName("rolloffRowHead")
            self.grid.addWidget(head, r, 0)
            for seat in range(len(names)):
                if seat not in throw:  # D7: only the players tied for highest threw again
                    out = QLabel("—")
                    out.setObjectName("rolloffSitOut")
                    out.setAlignment(Qt.AlignmentFlag.AlignCenter)
                    sits = self.tr("%1 was not tied for highest and does not throw again (D7)")
                    out.setToolTip(tip(fill(sits, who(names[seat]))))
                    self.grid.addWidget(out, r, seat + 1, Qt.AlignmentFlag.AlignCenter)
            for seat, face in throw.items():
                die = DieWidget(Die(face, kind), 32)
                die.setEnabled(True)
                die.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                die.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
                die.setToolTip(tip(fill(self.tr("%1 threw %2"), who(names[seat]), face)))
                self.grid.addWidget(die, r, seat + 1, Qt.AlignmentFlag.AlignCenter)
        if cumulative and ro.throws:
            r = len(ro.throws) + 1
            head = QLabel(self.tr("Total"))
            head.setObjectName("rolloffRowHead")
            self.grid.addWidget(head, r, 0)
            best = max(ro.totals)
            for seat, total in enumerate(ro.totals):
                t = QLabel(str(total))
                t.setObjectName("rolloffTotalBest" if total == best else "rolloffTotal")
                t.setAlignment(Qt.AlignmentFlag.AlignCenter)
                self.grid.addWidget(t, r, seat + 1)
        self.message.setText(self._message())
        # with the panel as context: a panel deleted before the timer fires cancels it
        QTimer.singleShot(0, self, self._fit_board)
        bar = self.board_scroll.verticalScrollBar()
        QTimer.singleShot(0, bar, lambda: bar.setValue(bar.maximum()))  # the newest throw in view
        decided = ro.winner is not None
        self.throw_button.setVisible(not decided)
        self.start_button.setVisible(decided)
        if ro.throws and not cumulative and not decided:  # D7: name who throws again
            again = fill(self.tr("%1 throw again"), and_names([names[s] for s in ro.throwers()]))
            self.throw_button.setText(mnemonic_safe(again))
        else:
            self.throw_button.setText(self.tr("Throw again") if ro.throws
                                      else (self.tr("Throw the yeast") if cumulative else self.tr("Throw")))

    def _fit_board(self) -> None:
        """The board takes the height it needs (the table below is empty during the
        roll-off), up to _MAX_BOARD_HEIGHT; a longer tie scrolls."""
        hint = self.board.sizeHint()
        wide = hint.width() > self.board_scroll.viewport().width()
        extra = self.board_scroll.horizontalScrollBar().sizeHint().height() if wide else 0
        self.board_scroll.setMinimumHeight(min(hint.height() + extra + 2, _MAX_BOARD_HEIGHT))

    def _message(self) -> str:
        m = self.match
        assert m is not None
        ro = m.rolloff
        names = m.players
        if ro.winner is not None:
            how = (fill(self.tr("the highest total (%1)"), ro.totals[ro.winner]) if ro.kind is RolloffKind.ALL_CUMULATIVE
                   else self.tr("the highest throw"))
            return fill(self.tr("%1 has %2 and plays first."), who(names[ro.winner]), how)
        if not ro.throws:
            if self.real_dice:  # the faces are typed into the dice line, one for each player
                return self.tr("Type one face for each player, in seat order, then Enter.")
            return self.tr("Press Space (or the button) to throw.")

        if ro.kind is RolloffKind.ALL_CUMULATIVE:
            best = max(ro.totals)
            tied = [names[s] for s, t in enumerate(ro.totals) if t == best]
            return fill(self.tr("Tie for the highest total (%1): %2. Everyone throws again (C12)."), best, and_names(tied))
        return fill(self.tr("Tie for the highest throw: %1 throw again (D7)."), and_names([names[s] for s in ro.throwers()]))
