"""Bots at the practice table: seats the New game dialog made Basic or Expert play their own turns.

Each bot answers ``choose(state)`` (engine.bots.Bot: the game's own bot, or the expert of the exact
solver, :func:`engine.services.analysis.seat_bot`), and a move is made by
:func:`engine.bots.bot_move`, the one step every bot game is played by, into the match's journal
as any move is.  A bot moves a short while after the table changed, so its play can be followed;
the roll-off is thrown by the people at the table (by a bot only when every seat is one).
The expert's decisions are thought on a thread of their own: its exact tables for a biscuit
it meets for the first time take seconds to build (then they are cached), and the window keeps
answering meanwhile; the decision is applied on the UI thread, unless the table changed since.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from engine.bots import Bot, bot_apply, bot_move
from engine.errors import BakehouseError
from engine.game import CHANCE

from .session import TableSession

#: how long a bot waits before each of its moves (ms)
PACE = 700


class BotSeats(QObject):
    """The bots of the match on the table (seat -> bot), played on the UI thread by a timer."""

    #: a bot's move was refused or failed (a BakehouseError saying why): the bot stops until the next change
    stuck = Signal(object)
    #: the expert's decision, thought on its own thread: (the table's state it was asked for, the
    #: action or the exception); received on the UI thread
    thought = Signal(object)

    def __init__(self, session: TableSession, ready: Callable[[], bool], parent: QObject | None = None,
                 pace: int = PACE) -> None:
        super().__init__(parent)
        self.session = session
        self.ready = ready
        self.bots: dict[int, Bot] = {}
        self.kinds: dict[int, str] = {}
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(pace)
        self.timer.timeout.connect(self.step)
        session.replaced.connect(self.clear)
        session.changed.connect(self.schedule)
        self.thinking: tuple[Any, int] | None = None  # (match, journal length) being thought about
        self.thought.connect(self._thought)

    def clear(self) -> None:
        self.bots = {}
        self.kinds = {}
        self.timer.stop()

    def seat(self, bots: Mapping[int, Bot], kinds: Mapping[int, str]) -> None:
        """These seats are bots from now on (a new game's choice)."""
        self.bots = dict(bots)
        self.kinds = dict(kinds)
        self.schedule()

    def is_bot(self, seat: int) -> bool:
        return seat in self.bots

    def playing(self) -> int | None:
        """The bot seat whose move it is now (its turn, or every seat a bot at the roll-off), or None."""
        match = self.session.match
        if match is None or match.finished or not self.bots:
            return None
        state = match.state
        if state is None:
            return 0 if len(self.bots) == len(match.players) else None
        seat = state.current_player()
        if seat == CHANCE:
            seat = state.turn_player()
        return seat if seat in self.bots else None

    def schedule(self) -> None:
        if self.playing() is not None:
            self.timer.start()

    def step(self) -> bool:
        """Make the bot's move now (when it is still a bot's move and the table shows the game)."""
        seat = self.playing()
        match = self.session.match
        if seat is None or match is None:
            return False
        if match.state is not None and not self.ready():
            return False  # the roll-off's result is on show until the players start
        state = match.state
        if state is not None and state.current_player() != CHANCE and self.kinds.get(seat) == "expert":
            return self._think(match, seat, state)
        try:
            bot_move(match, self.bots[seat])
        except BakehouseError as e:
            self.stuck.emit(e)
            return False
        except Exception as e:  # a bug, not a refusal: said in one line, the table stays usable
            traceback.print_exc()
            self.stuck.emit(BakehouseError(f"{type(e).__name__}: {e}"))
            return False
        return True

    def _think(self, match: Any, seat: int, state: Any) -> bool:
        """Ask the expert on a thread of its own; :meth:`_thought` applies its answer."""
        if self.thinking is not None:
            return False
        asked = (match, len(match.journal))
        self.thinking = asked
        bot, snapshot = self.bots[seat], state.clone()

        def work() -> None:
            try:
                answer: object = bot.choose(snapshot)
            except Exception as e:  # said on the UI thread
                answer = e
            self.thought.emit((asked, answer))

        threading.Thread(target=work, name="expert-bot", daemon=True).start()
        return True

    def _thought(self, result: object) -> None:
        assert isinstance(result, tuple)
        asked: tuple[Any, int] = result[0]
        answer: object = result[1]
        self.thinking = None
        match = self.session.match
        if match is None or asked[0] is not match or asked[1] != len(match.journal) or self.playing() is None:
            self.schedule()  # the table changed meanwhile (undo, a new game): think again
            return
        try:
            if isinstance(answer, Exception):
                raise answer
            bot_apply(match, answer)  # type: ignore[arg-type]  # an Action: bot.choose's answer
        except BakehouseError as e:
            self.stuck.emit(e)
        except Exception as e:  # a bug, not a refusal: said in one line, the table stays usable
            traceback.print_exception(e)
            self.stuck.emit(BakehouseError(f"{type(e).__name__}: {e}"))
