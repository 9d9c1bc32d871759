"""The table: a header, the felt (status line, roll-off or game panel, the
game-over banner) and the scoreboard beside it on paper."""

from __future__ import annotations

import traceback

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engine.dice import HmacDice
from engine.errors import BakehouseError

from .. import theme
from ..services import DialogService
from ..session import TableSession
from .panels import THROW, GamePanel, panel_for
from .rolloff import RolloffPanel


class Felt(QWidget):
    """A green baize with a soft light in the middle."""

    def paintEvent(self, _event: object) -> None:
        p = QPainter(self)
        r = self.rect()
        g = QRadialGradient(QPointF(r.center()), max(r.width(), r.height()) * 0.75)
        g.setColorAt(0.0, QColor(theme.FELT_CENTRE))
        g.setColorAt(1.0, QColor(theme.FELT_EDGE))
        p.fillRect(r, g)


class Banner(QFrame):
    """The end of the game: who won, and a New game button."""

    new_game = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(22, 14, 18, 14)
        text = QVBoxLayout()
        self.title = QLabel("")
        self.title.setObjectName("bannerTitle")
        self.detail = QLabel("")
        self.detail.setObjectName("bannerDetail")
        text.addWidget(self.title)
        text.addWidget(self.detail)
        lay.addLayout(text, 1)
        self.button = QPushButton("New game")
        self.button.setObjectName("bannerNewGame")
        self.button.setProperty("primary", True)
        self.button.clicked.connect(self.new_game)
        lay.addWidget(self.button)


class TableView(QWidget):
    new_game_requested = Signal()
    open_requested = Signal()

    def __init__(self, session: TableSession, dialogs: DialogService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.dialogs = dialogs
        self.panel: GamePanel | None = None
        self.rolloff_visible = False
        # header
        header = QFrame()
        header.setObjectName("tableHeader")
        h = QHBoxLayout(header)
        h.setContentsMargins(18, 8, 18, 8)
        self.title = QLabel("Bakehouse")
        self.title.setObjectName("gameTitle")
        self.round_label = QLabel("")
        self.round_label.setObjectName("roundLabel")
        self.commitment = QLabel("")
        self.commitment.setObjectName("commitment")
        self.commitment.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        h.addWidget(self.title)
        h.addSpacing(18)
        h.addWidget(self.round_label)
        h.addStretch(1)
        h.addWidget(self.commitment)
        # the felt
        self.felt = Felt()
        self.felt.setObjectName("felt")
        f = QVBoxLayout(self.felt)
        f.setContentsMargins(22, 16, 22, 12)
        f.setSpacing(10)
        self.banner = Banner()
        self.banner.new_game.connect(self.new_game_requested)
        self.banner.hide()
        self.status = QLabel("")
        self.status.setObjectName("statusLine")
        self.status.setWordWrap(True)
        self.stack = QStackedWidget()
        self.welcome = self._make_welcome()
        self.rolloff = RolloffPanel()
        self.rolloff.throw_requested.connect(self._rolloff_throw)
        self.rolloff.start_requested.connect(self._rolloff_done)
        self.unsupported = QLabel("")
        self.unsupported.setObjectName("welcomeText")
        self.unsupported.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.unsupported.setWordWrap(True)
        for w in (self.welcome, self.rolloff, self.unsupported):
            self.stack.addWidget(w)
        self.hint = QLabel("")
        self.hint.setObjectName("keysHint")
        self.hint.setWordWrap(True)
        f.addWidget(self.banner)
        f.addWidget(self.status)
        f.addWidget(self.stack, 1)
        f.addWidget(self.hint)
        # the paper beside it
        self.paper = QFrame()
        self.paper.setObjectName("paper")
        pl = QVBoxLayout(self.paper)
        pl.setContentsMargins(14, 12, 14, 14)
        pad_title = QLabel("Scorepad")
        pad_title.setObjectName("paperTitle")
        pl.addWidget(pad_title)
        self.paper_empty = QLabel("The scores are written here once the game starts.")
        self.paper_empty.setObjectName("paperEmpty")
        self.paper_empty.setWordWrap(True)
        pl.addWidget(self.paper_empty, 1, Qt.AlignmentFlag.AlignTop)
        self.paper_layout = pl
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.felt)
        self.splitter.addWidget(self.paper)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setSizes([830, 450])
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(header)
        lay.addWidget(self.splitter, 1)
        session.replaced.connect(self._install)
        session.changed.connect(self.refresh)
        self.refresh()

    def _make_welcome(self) -> QWidget:
        w = QWidget()
        lay = QVBoxLayout(w)
        lay.addStretch(1)
        text = QLabel("No game on the table.\nStart a new game, or open a match record to go on with it.")
        text.setObjectName("welcomeText")
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(text)
        row = QHBoxLayout()
        row.addStretch(1)
        for label, signal in (("New game…", self.new_game_requested), ("Open record…", self.open_requested)):
            b = QPushButton(label)
            b.setProperty("primary", label.startswith("New"))
            b.clicked.connect(signal)
            row.addWidget(b)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addStretch(2)
        return w

    # -- a new match on the table ------------------------------------------------------------
    def _install(self) -> None:
        match = self.session.match
        if self.panel is not None:
            self.stack.removeWidget(self.panel)
            board = self.panel.scoreboard()
            if board is not None:
                board.setParent(None)
            self.panel.deleteLater()
            self.panel = None
        if match is None:
            return
        self.panel = panel_for(match.ruleset.id)
        if self.panel is not None:
            self.panel.requested.connect(self.perform)
            self.stack.addWidget(self.panel)
            board = self.panel.scoreboard()
            if board is not None:
                self.paper_layout.insertWidget(1, board, 1)
            self.paper_empty.setVisible(board is None)
            self.panel.set_match(match)
        else:
            self.unsupported.setText(f"{match.ruleset.name} has no table in this version yet.")
        self.rolloff.set_match(match)
        self.rolloff_visible = match.state is None or (not match.moves and bool(match.rolloff.throws))
        self.title.setText(match.ruleset.name)
        dice = match.dice
        if isinstance(dice, HmacDice):
            self.commitment.setText(f"Dice commitment  {dice.commitment[:12]}…")
            self.commitment.setToolTip(
                f"Provably fair dice ({dice.scheme}). SHA-256 of the secret seed:\n{dice.commitment}"
            )
        else:
            self.commitment.setText("Dice: test source (not provably fair)" if dice else "Dice: none")
            self.commitment.setToolTip("")

    # -- redrawing ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        self._refresh_page()
        # keys belong to the page on show (a menu would otherwise keep a hidden page's keys alive)
        current = self.stack.currentWidget()
        self.rolloff.key_action.setEnabled(current is self.rolloff)
        if self.panel is not None:
            for action in self.panel.key_actions():
                action.setEnabled(current is self.panel)

    def _refresh_page(self) -> None:
        match = self.session.match
        if match is None:
            self.stack.setCurrentWidget(self.welcome)
            self.status.setText("Welcome to the bakehouse")
            self.hint.setText("Ctrl+N new game · Ctrl+O open a record")
            self.banner.hide()
            return
        if match.state is None:
            self.rolloff_visible = True
        self.status.show()
        if self.rolloff_visible:
            self.rolloff.refresh()
            self.stack.setCurrentWidget(self.rolloff)
            self.status.setText("Who plays first?")
            self.hint.setText("Space throws · Ctrl+S saves")
            self.banner.hide()
            self.round_label.setText("")
            return
        if self.panel is None:
            self.stack.setCurrentWidget(self.unsupported)
            return
        self.panel.refresh()
        self.stack.setCurrentWidget(self.panel)
        self.status.setText(self.panel.status_text())
        self.round_label.setText(self.panel.round_text())
        self.hint.setText(self.panel.keys_hint())
        state = match.state
        if state is not None and state.is_terminal():
            res = state.results()
            names = [match.players[s] for s in res.winners]
            if len(names) > 1:  # equal totals share first place (S4, K6)
                self.banner.title.setText(f"{', '.join(names[:-1])} and {names[-1]} share first place!")
            else:
                self.banner.title.setText(f"{''.join(names)} wins the game!")
            rounds = getattr(state, "rounds_won", None)
            if rounds is not None:
                detail = "Rounds won: " + " · ".join(f"{n} {w}" for n, w in zip(match.players, rounds, strict=False))
            else:
                detail = "Totals: " + " · ".join(f"{n} {t}" for n, t in zip(match.players, res.totals, strict=False))
            self.banner.detail.setText(detail)
            self.banner.show()
            self.status.hide()
        else:
            self.banner.hide()
            self.status.show()

    # -- doing things -------------------------------------------------------------------------------
    def perform(self, request: object) -> bool:
        """Play an engine action (or THROW); a refusal shows the engine's message."""
        try:
            if request == THROW:
                self.session.throw()
            else:
                self.session.play(request)  # type: ignore[arg-type]
        except BakehouseError as e:
            self.dialogs.refused(self.window(), str(e))
            return False
        except Exception as e:  # a bug, not a refusal: say so plainly, keep the table usable
            traceback.print_exc()
            self.dialogs.warning(self.window(), "Something went wrong", f"This was not done: {e}")
            return False
        return True

    def _rolloff_throw(self) -> None:
        try:
            self.session.rolloff_throw()
        except BakehouseError as e:
            self.dialogs.refused(self.window(), str(e))

    def _rolloff_done(self) -> None:
        match = self.session.match
        if match is None or match.state is None:
            return
        self.rolloff_visible = False
        self.refresh()
        self.setFocus()
