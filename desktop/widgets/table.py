"""The table: a header, the felt (status line, roll-off or game panel, the
game-over banner) and the scoreboard beside it on paper."""

from __future__ import annotations

import html
import traceback

from PySide6.QtCore import QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QRadialGradient, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engine.actions import Action, Throw
from engine.dice import HmacDice
from engine.errors import BakehouseError
from engine.game import CHANCE
from engine.record import special_kind
from engine.typed import decision_words

from .. import theme
from ..bot_seats import BotSeats
from ..services import DialogService
from ..session import TableSession
from ..text import and_names, fill, most_first, named_values, tip, who
from .dice_entry import DiceEntry
from .elided import ElidedLabel, HintLabel
from .panels import GamePanel, panel_for
from .rolloff import RolloffPanel


def state_in_play(match: object) -> bool:
    """Whether the match's game has started and is not over."""
    state = getattr(match, "state", None)
    return state is not None and not state.is_terminal()


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
    """The end of the game: who won, a Review button and a New game button."""

    new_game = Signal()
    review = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(18, 5, 12, 5)
        text = QVBoxLayout()
        text.setSpacing(0)
        self.title = QLabel("")
        self.title.setObjectName("bannerTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # the winners' names are text
        self.detail = ElidedLabel("")  # all players' rounds or totals: shortened, never widening the window
        self.detail.setObjectName("bannerDetail")
        text.addWidget(self.title)
        text.addWidget(self.detail)
        lay.addLayout(text, 1)
        self.review_button = QPushButton(self.tr("Review this match"))
        self.review_button.setObjectName("bannerReview")
        self.review_button.setToolTip(self.tr("Each decision against the best play, and each throw's luck"))
        self.review_button.clicked.connect(self.review)
        lay.addWidget(self.review_button)
        self.button = QPushButton(self.tr("New game"))
        self.button.setObjectName("bannerNewGame")
        self.button.setProperty("primary", True)
        self.button.clicked.connect(self.new_game)
        lay.addWidget(self.button)


class RefusalLine(QLabel):
    """What the engine refused, with its ruling as a link to the Help (one line,
    its height kept when empty so the table does not jump)."""

    ruling_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.setObjectName("refusalLine")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)  # two lines, always kept: a long refusal is read whole, nothing jumps
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.message = ""
        self.ruling: str | None = None
        self.linkActivated.connect(self._link)  # once: each show connecting again made one click many

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange, QEvent.Type.PolishRequest):
            self.setFixedHeight(2 * self.fontMetrics().lineSpacing() + 6)

    def showEvent(self, event: QShowEvent) -> None:
        self.setFixedHeight(2 * self.fontMetrics().lineSpacing() + 6)
        super().showEvent(event)
        self.setFixedHeight(2 * self.fontMetrics().lineSpacing() + 6)

    def say(self, error: BakehouseError) -> None:
        """Show a refusal: its ruling first (a link), then the engine's words."""
        self.message = str(error)
        self.ruling = error.ruling
        # in the app's language (engine/words.py: Refusal.text); self.message stays the engine's English line
        words = html.escape(error.refusal.said() if error.ruling else error.text())
        link = f'<a href="ruling:{error.ruling}" style="color:#fff3b0;">{error.ruling}</a> · ' if error.ruling else ""
        self.setText("<b>" + html.escape(self.tr("Not allowed:")) + f"</b> {link}{words}")
        more = fill(self.tr("Click %1 to read the ruling."), error.ruling) if error.ruling else ""
        self.setToolTip(tip(error.text() + (f"\n{more}" if more else "")))
        self._mark(True)

    def _mark(self, active: bool) -> None:
        self.setProperty("active", active)
        self.style().polish(self)

    def clear(self) -> None:
        self.message = ""
        self.ruling = None
        self.setText("")
        self.setToolTip("")
        self._mark(False)

    def _link(self, href: str) -> None:
        if href.startswith("ruling:"):
            self.ruling_requested.emit(href.partition(":")[2])


class TableView(QWidget):
    new_game_requested = Signal()
    open_requested = Signal()
    #: the finished match's review (the banner's Review this match)
    review_requested = Signal()
    #: a ruling id to show in the Help (a refusal's link)
    ruling_requested = Signal(str)

    def __init__(self, session: TableSession, dialogs: DialogService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.dialogs = dialogs
        self.panel: GamePanel | None = None
        self.rolloff_visible = False
        self.dice_warning: str | None = None
        #: the scorer types the decisions in the entry line too ("keep 3 3 5"): after a throw the
        #: focus stays there; a decision by key or click gives the table its keys back (#30)
        self.typing_decisions = False
        # header
        header = QFrame()
        header.setObjectName("tableHeader")
        h = QHBoxLayout(header)
        h.setContentsMargins(16, 5, 16, 5)
        self.title = QLabel("Bakehouse")
        self.title.setObjectName("gameTitle")
        # the round line and the commitment shorten with an ellipsis rather than widen the window
        self.round_label = ElidedLabel("")
        self.round_label.setObjectName("roundLabel")
        self.commitment = ElidedLabel("")
        self.commitment.setObjectName("commitment")
        self.commitment.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        # the dice of this table, shown at all times: real dice typed in, or the app's fair dice
        self.mode = QLabel("")
        self.mode.setObjectName("diceMode")
        self.mode.setAccessibleName(self.tr("Dice"))
        h.addWidget(self.title)
        h.addSpacing(12)
        h.addWidget(self.mode)
        h.addSpacing(16)
        h.addWidget(self.round_label, 3)
        h.addSpacing(12)
        h.addWidget(self.commitment, 1)
        # the felt
        self.felt = Felt()
        self.felt.setObjectName("felt")
        f = QVBoxLayout(self.felt)
        f.setContentsMargins(16, 8, 16, 6)
        f.setSpacing(6)
        self.banner = Banner()
        self.banner.new_game.connect(self.new_game_requested)
        self.banner.review.connect(self.review_requested)
        self.banner.hide()
        self.status = QLabel("")
        self.status.setObjectName("statusLine")
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # players' names are text, never markup
        self.status.setWordWrap(True)
        self.stack = QStackedWidget()
        self.welcome = self._make_welcome()
        self.rolloff = RolloffPanel()
        self.rolloff.throw_requested.connect(self._rolloff_throw)
        self.rolloff.start_requested.connect(self._rolloff_done)
        for w in (self.welcome, self.rolloff):
            self.stack.addWidget(w)
        # the game's keys, one line: the window puts it in its status bar
        self.hint = HintLabel("")
        self.hint.setObjectName("keysHint")
        # a refused move is said here, under the dice and buttons, never in a modal box
        self.notice = RefusalLine()
        self.notice.ruling_requested.connect(self.ruling_requested)
        f.addWidget(self.banner)
        f.addWidget(self.status)
        f.addWidget(self.stack, 1)
        # real dice: the throw typed in (shown only when the table has no app dice)
        self.entry = DiceEntry()
        self.entry.submitted.connect(self.enter_dice)
        self.entry.line.escaped.connect(self.notice.clear)  # Esc starts the throw afresh: no old refusal on show
        self.entry.hide()
        f.addWidget(self.entry)
        f.addWidget(self.notice)
        # the paper beside it
        self.paper = QFrame()
        self.paper.setObjectName("paper")
        pl = QVBoxLayout(self.paper)
        pl.setContentsMargins(14, 12, 14, 14)
        pad_title = QLabel(self.tr("Scorepad"))
        pad_title.setObjectName("paperTitle")
        pl.addWidget(pad_title)
        self.paper_empty = QLabel(self.tr("The scores are written here once the game starts."))
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
        #: the seats a bot plays (the New game dialog's Basic or Expert); after the table's own slots
        self.bots = BotSeats(session, lambda: not self.rolloff_visible, self)
        self.bots.stuck.connect(self.show_refusal)
        if session.match is not None:  # a stored table comes with its match
            self._install()
        self.refresh()

    def _make_welcome(self) -> QWidget:
        w = QWidget()
        lay = QVBoxLayout(w)
        lay.addStretch(1)
        text = QLabel(self.tr("No game on the table.\nStart a new game, or open a match record to go on with it."))
        text.setObjectName("welcomeText")
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(text)
        row = QHBoxLayout()
        row.addStretch(1)
        for label, signal, primary in ((self.tr("New game…"), self.new_game_requested, True),
                                       (self.tr("Open record…"), self.open_requested, False)):
            b = QPushButton(label)
            b.setProperty("primary", primary)
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
        self.panel = panel_for(match.ruleset.id)  # the game's own panel, else the generic one
        self.panel.requested.connect(self.perform)
        self.stack.addWidget(self.panel)
        board = self.panel.scoreboard()
        if board is not None:
            self.paper_layout.insertWidget(1, board, 1)
        self.paper_empty.setVisible(board is None)
        self.panel.set_match(match)
        self.rolloff.set_match(match)
        self.rolloff_visible = match.state is None or (not match.moves and bool(match.rolloff.throws))
        self.title.setText(match.ruleset.name)
        self.entry.set_special(special_kind(match.ruleset.id))
        self.entry.clear()
        self._show_mode()
        dice = match.dice
        # a table watched here shows the holder's app dice by their commitment (their seed is not here)
        commitment = dice.commitment if isinstance(dice, HmacDice) else self.session.commitment if dice is None else None
        if commitment:
            self.commitment.setText(fill(self.tr("Dice commitment  %1…"), commitment[:12]))
            # shown whole before the first throw (a club table reads it out or prints it)
            self.commitment.setMinimumWidth(self.commitment.fontMetrics().horizontalAdvance(self.commitment.text()) + 4)
            self.commitment.setToolTip(
                fill(self.tr("Provably fair dice (%1). SHA-256 of the secret seed:\n%2"), HmacDice.scheme, commitment)
            )
        else:
            self.commitment.setMinimumWidth(0)
            self.commitment.setText(self.tr("Dice: test source (not provably fair)") if dice
                                    else self.tr("Each throw typed in"))
            self.commitment.setToolTip("")
        self.set_dice_warning(None)

    def _show_entry_words(self) -> None:
        """The entry line's example: the faces when dice are thrown, the game's words when it is
        the player's decision (several dice typed at once, #30)."""
        match = self.session.match
        state = None if match is None else match.state
        over = state is not None and state.is_terminal()
        words = () if state is None or over or self.throw_due() else decision_words(state.ruleset)
        self.entry.set_rolloff(len(match.rolloff.throwers()) if match is not None and state is None else None)
        self.entry.set_decision_words(words)
        # the game over: nothing more to type (the line offered "e.g. rack …" under the winner's banner)
        self.entry.line.setEnabled(not over)

    def _show_mode(self) -> None:
        """Real dice or App dice, in the header at all times; the entry line with real dice."""
        real = self.session.real_dice
        self.rolloff.real_dice = real
        if self.session.match is None:
            self.mode.setText("")
        else:
            self.mode.setText(self.tr("Real dice") if real else self.tr("App dice"))
            self.mode.setToolTip(self.tr("Each throw is typed in as the real dice show it") if real
                                 else self.tr("The app throws provably fair dice"))
        self.entry.setVisible(real and not self.session.read_only)  # watched: no typing, and the room kept

    def set_dice_warning(self, warning: str | None) -> None:
        """Mark the header when the opened record's dice do not verify (None: clear the mark)."""
        self.commitment.setProperty("alarm", bool(warning))
        self.commitment.style().polish(self.commitment)
        if warning:
            self.commitment.setText(self.tr("⚠ The dice of this record do not verify"))
            self.commitment.setToolTip(warning)
        self.dice_warning = warning

    # -- redrawing ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        self.notice.clear()  # a change to the game answers the last refusal
        self._show_mode()
        self._show_entry_words()  # typed faces on app dice drop them: the table is on real dice then
        self._refresh_page()
        # keys belong to the page on show (a menu would otherwise keep a hidden page's keys alive)
        current = self.stack.currentWidget()
        watched = self.session.read_only  # another station holds this table: it is watched here
        self.stack.setEnabled(not watched)
        self.entry.setEnabled(not watched)
        self.rolloff.key_action.setEnabled(current is self.rolloff and not watched)
        if self.panel is not None:
            for action in self.panel.key_actions():
                action.setEnabled(current is self.panel and not watched)

    def _refresh_page(self) -> None:
        match = self.session.match
        if match is None:
            self.stack.setCurrentWidget(self.welcome)
            self.status.setText(self.tr("Welcome to the bakehouse"))
            self.hint.setText(self.tr("Ctrl+N new game · Ctrl+O open a record"))
            self.banner.hide()
            return
        if match.state is None:
            self.rolloff_visible = True
        self.status.show()
        if self.rolloff_visible:
            self.rolloff.refresh()
            self.stack.setCurrentWidget(self.rolloff)
            self.status.setText(self.tr("Who plays first?"))
            self.hint.setText(self.tr("Space throws · each throw is saved as it is made") if self.session.stored
                              else self.tr("Space throws · Ctrl+S saves"))
            self.banner.hide()
            self.round_label.setText("")
            return
        if self.panel is None:
            return
        self.panel.refresh()
        self.stack.setCurrentWidget(self.panel)
        status = self.panel.status_text()
        if self.bots.playing() is not None and state_in_play(match):  # the bot's move comes by itself
            status = fill(self.tr("%1 (a bot plays this turn)"), status)
        self.status.setText(status)
        self.round_label.setText(self.panel.round_text())
        self.hint.setText(self.panel.keys_hint())
        state = match.state
        if state is not None and state.is_terminal():
            res = state.results()
            names = [match.players[s] for s in res.winners]
            if len(names) > 1:  # equal totals share first place (S4, K6)
                self.banner.title.setText(fill(self.tr("%1 share first place!"), and_names(names)))
            else:
                self.banner.title.setText(fill(self.tr("%1 wins the game!"), who(names[0])))
            if not match.ruleset.running_total:  # the Damn Straights' table score: rounds won (C13)
                detail = fill(self.tr("Rounds won: %1"), most_first(match.players, state.table_scores()))
            else:
                detail = fill(self.tr("Totals: %1"), named_values(match.players, res.totals))
            self.banner.detail.setText(detail)
            self.banner.show()
            self.status.hide()
        else:
            self.banner.hide()
            self.status.show()

    # -- doing things -------------------------------------------------------------------------------
    def perform(self, request: Action | str) -> bool:
        """Play an engine action (or THROW); a refusal shows the engine's message."""
        bot = self.bots.playing()
        if bot is not None and self.session.match is not None and self.session.match.state is not None:
            name = self.session.match.players[bot]
            self.show_refusal(BakehouseError(fill(self.tr("%1 is a bot: it plays its own turn"), who(name))))
            return False
        try:
            if isinstance(request, str):  # THROW: the one request that is not an engine action
                if self.session.real_dice:  # the dice are typed in: the entry line takes them
                    return self.enter_dice(self.entry.text()) if self.entry.text().strip() else self._to_entry()
                self.session.throw()
            else:
                self.typing_decisions = False  # a decision by key or click: the table keeps the keys
                self.session.play(request)
        except BakehouseError as e:
            self.show_refusal(e)
            return False
        except Exception as e:  # a bug, not a refusal: say so plainly, keep the table usable
            traceback.print_exc()
            self.dialogs.warning(self.window(), self.tr("Something went wrong"), fill(self.tr("This was not done: %1"), e))

            return False
        return True

    def show_refusal(self, error: BakehouseError) -> None:
        """Say what was refused and why, beside the dice (no modal box); nothing changed."""
        self.notice.say(error)

    def refusal_text(self) -> str:
        """The refusal on show, as the engine wrote it ("C3: ..."), or ""."""
        return self.notice.message

    def _to_entry(self) -> bool:
        self.entry.line.setFocus()
        return False

    def throw_due(self) -> bool:
        """Whether the dice must be thrown now (the roll-off, or a turn's throw)."""
        match = self.session.match
        if match is None or match.finished:
            return False
        return match.state is None or match.state.current_player() == CHANCE

    def enter_dice(self, text: str) -> bool:
        """Real dice: apply the throw (or roll-off throw) typed, or the decisions typed in the
        game's words (``keep 3 3 5``, ``rack 33 stop``); a refusal is said and the text stays
        to be put right.  A throw applied: the focus goes to the table for the decisions, or
        stays in the line when the dice must be thrown again; decisions typed: it stays."""
        match = self.session.match
        if match is None:
            return False
        if self.rolloff_visible and match.state is not None:  # the roll-off is decided: the game starts
            self._rolloff_done()
            if not text.strip():
                self.entry.line.setFocus()
                return True
        decided = False
        try:
            if match.state is None:
                self.session.rolloff_typed(text)
            else:  # a throw, or decisions in the game's words ("keep 3 3 5", #30)
                decided = not isinstance(self.session.move_typed(text)[0], Throw)
        except BakehouseError as e:
            self.show_refusal(e)
            self.entry.line.setFocus()
            self.entry.line.selectAll()
            return False
        self.entry.clear()
        self.typing_decisions = decided or (self.typing_decisions and match.state is not None)
        if self.throw_due() or self.typing_decisions:  # decisions typed: the scorer types on in the line
            self.entry.line.setFocus()
        else:
            self.setFocus()
        return True

    def _rolloff_throw(self) -> None:
        if self.session.real_dice:
            if self.entry.text().strip():
                self.enter_dice(self.entry.text())
            else:
                self._to_entry()
            return
        try:
            self.session.rolloff_throw()
        except BakehouseError as e:
            self.show_refusal(e)

    def _rolloff_done(self) -> None:
        match = self.session.match
        if match is None or match.state is None:
            return
        self.rolloff_visible = False
        self.refresh()
        self.setFocus()
        self.bots.schedule()  # a bot that starts plays now
