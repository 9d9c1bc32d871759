"""The Six By 6 panel: a game with no decisions (S1), so one Throw button and
a table of the turn throw by throw, in the text's words: Roll, Post, Carry,
Leave.  The engine posts and scores; this only writes down its ``ThrowLine``s.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from engine import scorepad
from engine.dice import Die, format_dice
from engine.game import CHANCE
from engine.games.six_by_6 import SixBy6State, ThrowLine

from ...text import fill, who
from ..dice_area import DiceArea, Place
from ..die import DieLook, describe
from ..turn_sheet import TurnSheet
from . import THROW, GamePanel, register_panel
from ._parts import Cell, LinesTable, and_names, button, key_action, totals_text


def columns() -> tuple[tuple[str, str], ...]:
    """The headings of the throw-by-throw lines and their tooltips."""
    return (
        (QCoreApplication.translate("SixBy6Panel", "Roll"), QCoreApplication.translate("SixBy6Panel", "The dice of the throw")),
        (QCoreApplication.translate("SixBy6Panel", "Post"), QCoreApplication.translate("SixBy6Panel", "Dice posted by the throw → the Post # after it")),
        (QCoreApplication.translate("SixBy6Panel", "Carry"), QCoreApplication.translate("SixBy6Panel", "Carry points the throw scored → the Carry # after paying one for the next throw (S2, S3)")),
        (QCoreApplication.translate("SixBy6Panel", "Leave"), QCoreApplication.translate("SixBy6Panel", "The faces left unposted: the Leave # if the turn ends on this throw")),
    )


def post_text(line: ThrowLine) -> str:
    if line.rack:
        return fill(QCoreApplication.translate("SixBy6Panel", "+%1 → Rack"), line.posted)
    return f"+{line.posted} → {line.post}" if line.posted else str(line.post)


def carry_text(line: ThrowLine) -> str:
    if line.ends and not line.rack:
        return QCoreApplication.translate("SixBy6Panel", "+0 → none left")
    zero = QCoreApplication.translate("SixBy6Panel", "Zero")
    return f"+{line.points} → {line.carry or zero}"



def leave_text(line: ThrowLine) -> str:
    return "—" if line.rack else str(line.leave)


def result_text(line: ThrowLine, points: int) -> str:
    """The turn's score as the text writes it: "Rack, Carry 1 = 37 points"."""
    if line.rack:
        return fill(QCoreApplication.translate("SixBy6Panel", "Rack, Carry %1 = %2 points"), line.carry, points)
    return fill(QCoreApplication.translate("SixBy6Panel", "Post %1, Leave %2 = %3 points"), line.post, line.leave, points)


def posted_dice(line: ThrowLine) -> list[Die]:
    """The dice a throw posted (the engine says which: S2)."""
    return sorted(line.posted_dice, key=lambda d: d.face, reverse=True)


def unposted_dice(line: ThrowLine) -> list[Die]:
    return sorted(line.unposted_dice, key=lambda d: d.face, reverse=True)


@register_panel
class SixBy6Panel(GamePanel):
    ruleset_id = "six-by-6"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.posted_area = DiceArea(self.tr("Posted"), 46)
        self.unposted_area = DiceArea(self.tr("Unposted"), 46)
        self.lines = LinesTable(self.tr("This turn"), columns())
        self.previous = DiceArea(self.tr("Previous turn"), 24, inline=True)
        self.previous.setObjectName("previousTurn")
        self.throw_button = button("throw", self.tr("Throw"), self.tr("Throw the unposted dice (Space or T)"), primary=True)
        self.throw_button.clicked.connect(lambda: self.requested.emit(THROW))
        self.buttons = {"throw": self.throw_button}

        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        top = QHBoxLayout()
        top.setSpacing(8)
        top.addWidget(self.posted_area, 1)
        top.addWidget(self.unposted_area, 1)
        lay.addLayout(top)
        lay.addWidget(self.lines, 1)
        lay.addWidget(self.previous)
        lay.addWidget(self.throw_button)

        self.sheet = TurnSheet()
        self._actions = [key_action(self, self.tr("Throw"), ["Space", "T"], lambda: self.requested.emit(THROW))]

    @property
    def state(self) -> SixBy6State | None:
        if self.match is None or self.match.state is None:
            return None
        return cast(SixBy6State, self.match.state)

    # -- drawing -----------------------------------------------------------------------------
    def refresh(self) -> None:
        s = self.state
        if s is None or self.match is None:
            if self.match is not None:  # the roll-off: the players, no score yet
                self.sheet.show_pad(scorepad.build(None, self.match.players, ruleset=self.ruleset_id))
            return
        names = self.match.players
        lines = s.lines
        playing = not s.is_terminal()

        posted = [d for line in lines for d in posted_dice(line)]
        places = [Place(d, DieLook.ASIDE, tip=fill(self.tr("%1: posted"), describe(d).capitalize())) for d in posted]
        # an empty post slot says what it takes: a thrown 6 is posted here (S1, S2)
        slot = self.tr("Post slot %1 of 6: empty; a thrown 6 is posted here")
        places += [Place(None, label="6", tip=fill(slot, i)) for i in range(len(posted) + 1, 7)]
        self.posted_area.set_places(places)
        self.posted_area.set_caption(
            fill(self.tr("Post %1  ·  Carry %2"), s.posted, s.carry or self.tr("Zero")) if lines else "")

        if lines:
            last = lines[-1]
            self.unposted_area.set_places([Place(d, tip=describe(d)) for d in unposted_dice(last)])
            self.unposted_area.set_caption(fill(self.tr("Leave %1  ·  %2 to throw"), last.leave, s.unposted))
        elif playing:
            self.unposted_area.set_places([Place(None, label="?") for _ in s.chance_dice()])
            self.unposted_area.set_caption(self.tr("6 to throw  ·  the first throw is free"))
        else:
            self.unposted_area.set_places([], self.tr("the game is over"))
            self.unposted_area.set_caption("")

        if lines or not s.previous_lines:
            player = who(names[s.turn_player()]) if playing else ""
            self.lines.title.setText(fill(self.tr("%1's turn"), player).upper() if player else self.tr("THIS TURN"))
            self._write_lines(lines, None)
            self.lines.caption.setText("")
        else:  # between turns: the finished turn stays in view until the next throw
            ts = s.turn_log[-1]
            self.lines.title.setText(fill(self.tr("%1's turn"), who(names[ts.seat])).upper())
            self._write_lines(s.previous_lines, ts.points)
            self.lines.caption.setText(result_text(s.previous_lines[-1], ts.points))

        self._refresh_previous(s)
        self.throw_button.setEnabled(s.current_player() == CHANCE)
        n = s.unposted if playing else 0
        self.throw_button.setText(fill(self.tr("Throw %1"), n) if n else self.tr("Throw"))
        self._refresh_sheet(s)

    def _write_lines(self, lines: tuple[ThrowLine, ...], points: int | None) -> None:
        rows: list[list[Cell]] = []
        for line in lines:
            rows.append(
                [
                    (format_dice(line.dice), ""),
                    (post_text(line), fill(self.tr("%1 posted by this throw; Post %2 after it"), line.posted, line.post)),
                    (carry_text(line), fill(self.tr("%1 carry points scored; Carry %2 after it"), line.points, line.carry)),
                    (leave_text(line), self.tr("the Leave #") if line.ends else self.tr("the Leave # had the turn ended here"),
                     not line.ends),
                ]
            )
        strong = len(rows) - 1 if lines and lines[-1].ends else None
        self.lines.set_lines(rows, strong, self.tr("No throw yet in this turn: press Space to throw all six dice."))

    def _refresh_previous(self, s: SixBy6State) -> None:
        m = self.match
        if m is None or not s.turn_log or not s.previous_lines:
            self.previous.hide()
            return
        ts = s.turn_log[-1]
        last = s.previous_lines[-1]
        posted = [d for line in s.previous_lines for d in posted_dice(line)]
        places = [Place(d, tip=fill(self.tr("%1: posted"), describe(d).capitalize())) for d in posted]
        if not last.rack:
            left = self.tr("%1: left")
            places += [Place(d, tip=fill(left, describe(d).capitalize()), dim=True) for d in unposted_dice(last)]
        self.previous.title.setText(fill(self.tr("PREVIOUS TURN · %1"), who(m.players[ts.seat]).upper()))
        self.previous.set_places(places)
        self.previous.set_caption(result_text(last, ts.points))
        self.previous.show()

    def _refresh_sheet(self, s: SixBy6State) -> None:
        self.sheet.show_pad(scorepad.build(s, self.match.players if self.match else ()))

    # -- text ----------------------------------------------------------------------------------
    def status_text(self) -> str:
        s = self.state
        if s is None or self.match is None:
            return ""
        names = self.match.players
        if s.is_terminal():
            res = s.results()
            best = max(res.totals)
            if len(res.winners) > 1:
                shared = self.tr("%1 share first place with %2 points")
                return fill(shared, and_names([names[w] for w in res.winners]), best)
            return fill(self.tr("%1 wins with %2 points"), who(names[res.winners[0]]), best)
        player = who(names[s.turn_player()])
        if not s.lines:
            return fill(self.tr("%1 to throw — six dice, the first throw is free"), player)
        if s.carry == 0:
            return fill(self.tr("%1: Post %2, Carry Zero — this throw must score, or the turn ends"), player, s.posted)
        return fill(self.tr("%1: Post %2, Carry %3 — throw %4"), player, s.posted, s.carry, s.unposted)

    def round_text(self) -> str:
        s = self.state
        if s is None or self.match is None:
            return ""
        totals = totals_text(self.match.players, s.totals)
        return fill(self.tr("Set %1 of %2  ·  totals: %3"), s.set_number, s.sets, totals)

    def keys_hint(self) -> str:
        return self.tr("Space throw · Ctrl+Z undo  ·  no decisions: the engine posts the 6s and scores (S1)")


    def scoreboard(self) -> QWidget:
        return self.sheet

    def key_actions(self) -> list[QAction]:
        return self._actions
