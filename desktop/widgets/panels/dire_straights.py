"""The Dire Straights panel: Throw and Stop, the run set aside as dice 1..n with
places for the faces still needed, the 1-6s completed, what a stop scores, and
what the last throw did (run started or extended, 1-6 complete, three of a kind
thrown again, bust, four twos).  Setting aside is the engine's (D2, D3); the
buttons follow ``legal_actions()``.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from engine import scorepad
from engine.actions import ROLL, STOP
from engine.dice import die, format_dice
from engine.game import CHANCE, TurnEnd
from engine.games.dire_straights import DireStraightsState, DireTurnScore, ThrowOutcome, stop_value

from ...text import fill, who
from ..dice_area import DiceArea, Place
from ..die import DieLook, describe
from ..turn_sheet import TurnSheet
from . import THROW, GamePanel, register_panel
from ._parts import (
    NoteLabel,
    key_action,
    throw_stop_buttons,
    totals_text,
)


def run_text(n: int) -> str:
    return QCoreApplication.translate("DireStraightsPanel", "no run") if n == 0 else "1" if n == 1 else f"1-{n}"


@register_panel
class DireStraightsPanel(GamePanel):
    ruleset_id = "dire-straights"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.throw_area = DiceArea(self.tr("Throw"), 56)
        self.run_area = DiceArea(self.tr("Run set aside"), 46)
        self.note = NoteLabel("throwNote")
        self.completed = QLabel("")
        self.completed.setObjectName("completedCount")
        self.completed.setTextFormat(Qt.TextFormat.PlainText)
        self.completed.setStyleSheet(
            "background: rgba(0, 0, 0, 60); border: 1px solid #c99a2e; border-radius: 10px;"
            "padding: 4px 12px; font-size: 14px; font-weight: bold; color: #f2d88e;"
        )
        self.previous = DiceArea(self.tr("Previous turn"), 24, inline=True)
        self.previous.setObjectName("previousTurn")
        self.buttons, row = throw_stop_buttons(
            self.requested.emit,
            THROW,
            STOP,
            self.tr("Throw the dice not in the run (Space or T)"),
            self.tr("End the turn and score the run: 5 a die, 30 a completed 1-6 (S, D4)"),
        )

        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        lay.addWidget(self.throw_area)
        lay.addWidget(self.run_area)
        news = QHBoxLayout()
        news.addWidget(self.note, 1)
        news.addWidget(self.completed)
        lay.addLayout(news)
        lay.addStretch(1)
        lay.addWidget(self.previous)
        lay.addLayout(row)

        self.sheet = TurnSheet()
        self._actions = [
            key_action(self, self.tr("Throw"), ["Space", "T"], lambda: self.requested.emit(THROW)),
            key_action(self, self.tr("Stop"), ["S"], lambda: self.requested.emit(STOP)),
        ]

    @property
    def state(self) -> DireStraightsState | None:
        if self.match is None or self.match.state is None:
            return None
        return cast(DireStraightsState, self.match.state)

    def _name(self, seat: int) -> str:
        return self.match.players[seat] if self.match else str(seat)

    @staticmethod
    def _ended(s: DireStraightsState) -> DireTurnScore | None:
        """The last finished turn: its score, how it ended, its run and 1-6s completed
        (scored or lost) and its last throw."""
        if not s.turn_log:
            return None
        ts = s.turn_log[-1]
        assert isinstance(ts, DireTurnScore)
        return ts

    # -- drawing ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        s = self.state
        if s is None or self.match is None:
            if self.match is not None:  # the roll-off: the players, no score yet
                self.sheet.show_pad(scorepad.build(None, self.match.players, ruleset=self.ruleset_id))
            return
        legal = s.legal_actions()
        at_chance = s.current_player() == CHANCE
        in_turn = not s.is_terminal() and s.turn_moves > 0  # a throw made in the turn in play

        if in_turn and s.last_throw is not None:
            again = s.last_outcome is ThrowOutcome.AGAIN  # nothing set aside: all six are thrown again
            aside = list(s.last_set_aside)
            places = []
            for d in s.last_throw:
                if d in aside:
                    aside.remove(d)
                    tip = fill(self.tr("%1: set aside in the run"), describe(d).capitalize())
                    places.append(Place(d, DieLook.ASIDE, tip=tip))
                else:
                    places.append(Place(d, dim=not again, tip=fill(self.tr("%1: thrown again"), describe(d).capitalize())))
            self.throw_area.set_places(places)
            self.throw_area.set_caption(fill(self.tr("%1 to throw next"), s.dice_to_throw) if ROLL in legal else "")
        elif s.is_terminal():
            self.throw_area.set_places([], self.tr("the game is over"))
            self.throw_area.set_caption("")
        else:
            self.throw_area.set_places([Place(None, label="?") for _ in s.chance_dice()])
            self.throw_area.set_caption(fill(self.tr("%1 dice to throw"), s.dice_to_throw))

        n, need = s.run_length, s.needed_face
        of_run = self.tr("%1 of the run")
        run = [Place(die(f), DieLook.ASIDE, tip=fill(of_run, describe(die(f)).capitalize())) for f in range(1, n + 1)]
        next_face = need if need else (1 if not s.is_terminal() else 0)
        run += [Place(None, label=str(f), next_slot=f == next_face) for f in range(n + 1, 7)]
        self.run_area.set_places(run)
        parts = []
        if not s.is_terminal():
            parts.append(fill(self.tr("needs a %1"), need) if need else self.tr("needs a 1 to start"))
        if s.stop_score is not None:
            parts.append(fill(self.tr("a stop scores %1"), s.stop_score))
        self.run_area.set_caption("  ·  ".join(parts))

        self.completed.setText(fill(self.tr("1-6 completed: %1"), s.completed) if s.completed else "")
        self.completed.setVisible(bool(s.completed))
        text, alarm = self._news(s)
        self.note.say(text, alarm)
        self._refresh_previous(s)

        b = self.buttons
        b["throw"].setEnabled(at_chance or ROLL in legal)
        b["throw"].setText(fill(self.tr("Throw %1"), s.dice_to_throw) if not s.is_terminal() else self.tr("Throw"))
        stop_ok = STOP in legal
        b["stop"].setEnabled(stop_ok)
        b["stop"].setText(fill(self.tr("Stop for %1"), s.stop_score) if stop_ok and s.stop_score is not None
                          else self.tr("Stop"))
        self._refresh_sheet(s)

    def _news(self, s: DireStraightsState) -> tuple[str, bool]:
        """What the latest throw (or stop) did, in a sentence, and whether it is bad news."""
        out = s.last_outcome
        if out is None or s.last_throw is None:
            return "", False
        if s.turn_moves == 0 or s.is_terminal():  # the latest move ended a turn
            ended = self._ended(s)
            if ended is None:
                return "", False
            ts = ended
            player = who(self._name(ts.seat))
            if ts.end is TurnEnd.STOP:
                return fill(self.tr("%1 stopped and scored %2."), player, ts.points), False
            if ts.end is TurnEnd.FOUR_TWOS:
                return fill(self.tr("Four 2s! %1's turn ends and %1's total goes back to 0 (D6)."), player), True
            missing = fill(self.tr("no %1"), ts.run + 1) if ts.run else self.tr("no 1 and no three of a kind")
            lost = stop_value(ts.run, ts.completed)
            lost_text = fill(self.tr("the turn's %1 points are lost"), lost) if lost else self.tr("the turn scores 0")
            bust = self.tr("Bust: %1's throw %2 has %3 — %4 (D5).")
            return fill(bust, player, format_dice(ts.last_throw), missing, lost_text), True
        player = who(self._name(s.seat))
        aside = format_dice(s.last_set_aside)
        if out is ThrowOutcome.START:
            return fill(self.tr("%1 set aside: a run of %2 (D2)."), aside, run_text(s.run_length)), False
        if out is ThrowOutcome.EXTEND:
            return fill(self.tr("%1 set aside: the run is %2 (D3)."), aside, run_text(s.run_length)), False
        if out is ThrowOutcome.COMPLETE:
            return fill(self.tr("1-6 complete! All six dice come back to %1: stop, or throw six again (D4)."), player), False
        return self.tr("No 1, but three of a kind: throw all six again, or stop (D2)."), False

    def _refresh_previous(self, s: DireStraightsState) -> None:
        """The last finished turn: the run it scored with (or lost), or its four 2s."""
        ended = self._ended(s)
        if ended is None or self.match is None:
            self.previous.hide()
            return
        ts = ended
        player = who(self._name(ts.seat))
        n, done, last = ts.run, ts.completed, ts.last_throw
        extra = fill(self.tr(" and %1 × 1-6"), done) if done else ""
        if ts.end is TurnEnd.STOP:
            dice = [die(f) for f in range(1, n + 1)]
            run = fill(self.tr("the run %1"), run_text(n)) if n else self.tr("no run")
            text = fill(self.tr("%1 stopped with %2: %3 points"), player, run + extra, ts.points)
        elif ts.end is TurnEnd.FOUR_TWOS:
            dice = list(last)
            text = fill(self.tr("%1 threw four 2s: %2 lost, total 0"), player, -ts.points)
        else:
            dice = list(last)
            had = fill(self.tr(" (run %1 lost)"), run_text(n) + extra) if n or done else ""
            text = fill(self.tr("%1 busted%2: 0 points"), player, had)
        self.previous.title.setText(fill(self.tr("PREVIOUS TURN · %1"), player.upper()))
        self.previous.set_places([Place(d, tip=describe(d)) for d in dice], self.tr("no dice set aside"))
        self.previous.set_caption(text)
        self.previous.show()

    def _refresh_sheet(self, s: DireStraightsState) -> None:
        self.sheet.show_pad(scorepad.build(s, self.match.players if self.match else ()))

    # -- text ----------------------------------------------------------------------------------
    def status_text(self) -> str:
        s = self.state
        if s is None or self.match is None:
            return ""
        if s.is_terminal():
            w = s.winner
            if w is None:
                return ""
            return fill(self.tr("%1 reaches %2 and wins with %3"), who(self._name(w)), s.options.target, s.totals[w])
        player = who(self._name(s.seat))
        if s.current_player() == CHANCE:
            return fill(self.tr("%1 to throw six dice — a run starts with a 1"), player)
        if s.last_outcome is ThrowOutcome.COMPLETE:
            return fill(self.tr("%1 completed 1-6 — throw six again, or stop for %2"), player, s.stop_score)
        if s.run_length == 0:
            return fill(self.tr("%1: no run yet — throw six again, or stop for %2"), player, s.stop_score)
        run = self.tr("%1: run %2, needs a %3 — throw %4, or stop for %5")
        return fill(run, player, run_text(s.run_length), s.needed_face, s.dice_to_throw, s.stop_score)

    def round_text(self) -> str:
        s = self.state
        if s is None or self.match is None:
            return ""
        totals = totals_text(self.match.players, s.totals)
        twos = "  ·  " + self.tr("four 2s lose everything") if s.options.four_twos else ""
        return fill(self.tr("First to %1  ·  %2"), s.options.target, totals) + twos

    def keys_hint(self) -> str:
        return self.tr("Space throw · S stop · Ctrl+Z undo  ·  the run is set aside for you (D2, D3)")


    def scoreboard(self) -> QWidget:
        return self.sheet

    def key_actions(self) -> list[QAction]:
        return self._actions

