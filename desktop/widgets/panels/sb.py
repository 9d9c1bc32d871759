"""The SB panel: ten dice, eight base dice and two keys (slate blue, marked K).

Click a die of the throw to set it aside (``Keep((die,))`` one at a time, as
the engine lists them), or press 1-6 for a base die of that face, K for a key
(Shift+1-6 for the key of that face).  Throw and Stop follow ``legal_actions()``;
a refused keep goes to the engine anyway, so the player reads its message and
ruling (K2, K4).  The dice aside show what a stop would score (K5), and the
end phase of K6 is spelled out.
"""

from __future__ import annotations

from functools import partial
from typing import cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from engine import scorepad
from engine.actions import ROLL, STOP, Action, Keep
from engine.dice import Die, DieKind, die, format_dice
from engine.game import CHANCE, TurnEnd
from engine.games.sb import FULL_SANDWICH, FULL_SPLIT, SBState, SBTurnScore

from ...text import fill, who
from ..dice_area import DiceArea, Place
from ..die import DieLook, describe
from ..turn_sheet import TurnSheet
from . import THROW, GamePanel, register_panel
from ._parts import (
    NoteLabel,
    and_names,
    key_action,
    throw_stop_buttons,
    totals_text,
)

KEYS, BASE = 2, 8  # K1


def keys_words(keys: tuple[Die, ...], points: int) -> str:
    """Split keys or a key sandwich, and whether it is full (K5)."""
    lo, hi = keys[0].face, keys[1].face
    if lo == hi:
        if points == FULL_SANDWICH:
            return QCoreApplication.translate("SBPanel", "a full sandwich")
        return fill(QCoreApplication.translate("SBPanel", "a key sandwich of %1s"), lo)
    if points == FULL_SPLIT:
        return QCoreApplication.translate("SBPanel", "a full split")
    return fill(QCoreApplication.translate("SBPanel", "split keys %1 and %2"), lo, hi)


@register_panel
class SBPanel(GamePanel):
    ruleset_id = "sb"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.legal: list[Action] = []
        self.throw_area = DiceArea(self.tr("Throw"), 50, steady=True)
        self.throw_area.activated.connect(self._thrown_clicked)
        self.keys_area = DiceArea(self.tr("Keys aside"), 42)
        self.base_area = DiceArea(self.tr("Base dice aside"), 42)
        self.score_note = NoteLabel("scoreNote")
        self.end_note = NoteLabel("endNote")
        self.previous = DiceArea(self.tr("Previous turn"), 24, inline=True)
        self.previous.setObjectName("previousTurn")
        self.buttons, row = throw_stop_buttons(
            self.requested.emit,
            THROW,
            STOP,
            self.tr("Throw every die not set aside (Space or T)"),
            self.tr("Score the dice set aside; needs both keys aside (S, K4)"),
        )

        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        lay.addWidget(self.throw_area)
        aside = QHBoxLayout()
        aside.setSpacing(8)
        aside.addWidget(self.keys_area, 2)
        aside.addWidget(self.base_area, 7)
        lay.addLayout(aside)
        lay.addWidget(self.score_note)
        lay.addWidget(self.end_note)
        lay.addStretch(1)
        lay.addWidget(self.previous)
        lay.addLayout(row)

        self.sheet = TurnSheet()
        self._actions = [
            key_action(self, self.tr("Throw"), ["Space", "T"], lambda: self.requested.emit(THROW)),
            key_action(self, self.tr("Stop"), ["S"], lambda: self.requested.emit(STOP)),
            key_action(self, self.tr("Keep a key"), ["K"], lambda: self.keep_key(None)),
        ]
        for f in range(1, 7):
            text = fill(self.tr("Keep a base %1"), f)
            self._actions.append(key_action(self, text, [str(f)], partial(self.keep_base, f), "Keep"))
        for f in range(1, 7):
            text = fill(self.tr("Keep key %1"), f)
            self._actions.append(key_action(self, text, [f"Shift+{f}"], partial(self.keep_key, f), "Keep"))

    @property
    def state(self) -> SBState | None:
        if self.match is None or self.match.state is None:
            return None
        return cast(SBState, self.match.state)

    def _name(self, seat: int) -> str:
        return self.match.players[seat] if self.match else str(seat)

    # -- drawing -----------------------------------------------------------------------------
    def refresh(self) -> None:
        s = self.state
        if s is None or self.match is None:
            if self.match is not None:  # the roll-off: the players, no score yet
                self.sheet.show_pad(scorepad.build(None, self.match.players, ruleset=self.ruleset_id))
            return
        self.legal = s.legal_actions()
        at_chance = s.current_player() == CHANCE

        if at_chance:
            places = [Place(None, label="K?" if k is DieKind.KEY else "?") for k in s.chance_dice()]
            self.throw_area.set_places(places)
            self.throw_area.set_caption(fill(self.tr("%1 dice to throw"), len(places)))
        elif s.is_terminal():
            self.throw_area.set_places([], self.tr("the game is over"))
            self.throw_area.set_caption("")
        else:
            places = []
            for d in s.throw_left:
                ok = Keep((d,)) in self.legal
                tip = fill(self.tr("%1: click to set it aside") if ok else self.tr("%1: cannot be set aside now"),
                           describe(d).capitalize())
                places.append(Place(d, enabled=ok, highlight=ok, dim=not ok, tip=tip))
            self.throw_area.set_places(places, self.tr("every die of this throw is kept"))
            kept = format_dice(s.step_kept)
            self.throw_area.set_caption(fill(self.tr("kept from this throw: %1"), kept) if kept
                                        else self.tr("set aside a key, or a group of base dice"))

        set_aside = self.tr("%1: set aside")
        keys = [Place(d, DieLook.ASIDE, tip=fill(set_aside, describe(d).capitalize())) for d in s.keys_aside]
        keys += [Place(None, label="K") for _ in range(KEYS - len(keys))]
        self.keys_area.set_places(keys)
        base = [Place(d, DieLook.ASIDE, tip=fill(set_aside, describe(d).capitalize())) for d in s.base_aside]
        base += [Place(None) for _ in range(BASE - len(base))]
        self.base_area.set_places(base)
        self.base_area.set_caption(fill(self.tr("%1 of %2"), len(s.base_aside), BASE) if s.base_aside else "")

        self._refresh_notes(s)
        self._refresh_previous(s)
        b = self.buttons
        b["throw"].setEnabled(at_chance or ROLL in self.legal)
        b["throw"].setText(fill(self.tr("Throw %1"), s.dice_to_throw) if s.dice_to_throw else self.tr("Throw"))
        stop_ok = STOP in self.legal
        b["stop"].setEnabled(stop_ok)
        b["stop"].setText(fill(self.tr("Stop for %1"), s.stop_score) if stop_ok else self.tr("Stop"))
        self._refresh_sheet(s)

    def _refresh_notes(self, s: SBState) -> None:
        if s.is_terminal() or (s.current_player() == CHANCE and not s.keys_aside and not s.base_aside):
            self.score_note.say("")
        elif s.stop_score is None:
            self.score_note.say(self.tr("A stop needs both keys aside: with a key still to set aside the player throws (K4)."))
        else:
            self.score_note.say(fill(self.tr("A stop scores %1: %2 (K5)."), s.stop_score, keys_words(s.keys_aside, s.stop_score)))
        leader = s.leader
        if leader is None or s.is_terminal():
            self.end_note.say("")
            return
        leading = who(self._name(leader))
        left = [self._name(x) for x in s.final_turns_left]
        if s.leader_extra_turn:
            caught = self.tr("End phase: %1 was caught, so %1 takes one more turn — the last of the game (K6).")
            text = fill(caught, leading)
        else:
            now = who(self._name(s.seat))
            each = (self.tr("One more turn each: %1 now, then %2.") if left else self.tr("One more turn each: %1 now."))
            text = " ".join((
                fill(self.tr("End phase: %1 reached %2 first and is the original leader."), leading, s.target),
                fill(each, now, and_names(left)),
                fill(self.tr("If %1 is then not alone in the lead, %1 takes one more turn (K6)."), leading),
            ))
        self.end_note.say(text, alarm=True)

    @staticmethod
    def _ended(s: SBState) -> tuple[SBTurnScore, str, tuple[Die, ...]] | None:
        """The last finished turn: (its SBTurnScore, how it ended, its dice: the throw
        that busted, else the dice aside as the text writes them, K2,3,3,3,5,5,K6)."""
        if not s.turn_log:
            return None
        ts = s.turn_log[-1]
        assert isinstance(ts, SBTurnScore)
        if ts.end is TurnEnd.BUST:
            return ts, ts.end.value, ts.last_throw
        return ts, ts.end.value, tuple(sorted(ts.aside, key=lambda d: (d.face, d.kind is not DieKind.KEY)))

    def _refresh_previous(self, s: SBState) -> None:
        ended = self._ended(s)
        if ended is None:
            self.previous.hide()
            return
        ts, how, dice = ended
        player = who(self._name(ts.seat))
        if how == "bust":
            text = fill(self.tr("%1's throw could set nothing aside: 0 points (K3)"), player)
        else:
            keys = tuple(d for d in dice if d.kind is DieKind.KEY)
            words = f", {keys_words(keys, ts.points)}" if len(keys) == KEYS else ""
            template = self.tr("%1 stopped: %2 points") if how == "stop" else self.tr("%1 set every die aside: %2 points")
            text = fill(template, player, ts.points) + words
        self.previous.title.setText(fill(self.tr("PREVIOUS TURN · %1"), player.upper()))
        self.previous.set_places([Place(d, tip=describe(d)) for d in dice])
        self.previous.set_caption(text)
        self.previous.show()

    def _refresh_sheet(self, s: SBState) -> None:
        self.sheet.show_pad(scorepad.build(s, self.match.players if self.match else ()))

    # -- text ----------------------------------------------------------------------------------
    def status_text(self) -> str:
        s = self.state
        if s is None or self.match is None:
            return ""
        if s.is_terminal():
            winners = [self._name(w) for w in s.winners]
            best = max(s.totals)
            if len(winners) > 1:
                return fill(self.tr("%1 share first place with %2 points"), and_names(winners), best)
            return fill(self.tr("%1 wins with %2 points"), who(winners[0]), best)
        player = who(self._name(s.seat))
        if s.current_player() == CHANCE:
            n = s.dice_to_throw
            if n == KEYS + BASE:
                return fill(self.tr("%1 to throw all ten dice"), player)
            return fill(self.tr("%1 to throw %2 dice"), player, n)
        if not s.step_kept:
            return fill(self.tr("%1 to set aside a key, or a group of base dice (K2)"), player)
        if not s.step_complete:
            return fill(self.tr("%1: a group is two or more dice of one face — keep another (K2)"), player)
        more = any(isinstance(a, Keep) for a in self.legal)
        if STOP in self.legal:
            template = self.tr("%1: keep more, throw %2, or stop for %3") if more else self.tr("%1: throw %2, or stop for %3")
        else:
            template = self.tr("%1: keep more, throw %2") if more else self.tr("%1: throw %2")
        return fill(template, player, s.dice_to_throw, s.stop_score)

    def round_text(self) -> str:
        s = self.state
        if s is None or self.match is None:
            return ""
        totals = totals_text(self.match.players, s.totals)
        phase = "  ·  " + self.tr("end phase") if s.end_phase else ""
        return fill(self.tr("To %1  ·  %2"), s.target, totals) + phase

    def keys_hint(self) -> str:
        return self.tr("Space throw · S stop · 1–6 keep a base die · K keep a key (Shift+1–6: that key) · Ctrl+Z undo  ·  "
                       "click a die to keep it")


    def scoreboard(self) -> QWidget:
        return self.sheet

    def key_actions(self) -> list[QAction]:
        return self._actions

    # -- input ---------------------------------------------------------------------------------
    def _thrown_clicked(self, i: int, _alternate: bool) -> None:
        s = self.state
        if s is None or i >= len(s.throw_left):
            return
        self.requested.emit(Keep((s.throw_left[i],)))

    def keep_base(self, face: int) -> None:
        """Keep a base die of this face; if that is not allowed the engine says why (K2)."""
        self.requested.emit(Keep((die(face),)))

    def keep_key(self, face: int | None) -> None:
        """Keep the key of this face, or with None the first key the engine allows."""
        if face is None:
            keys = [a for a in self.legal if isinstance(a, Keep) and a.dice[0].kind is DieKind.KEY]
            if keys:
                self.requested.emit(keys[0])
                return
            s = self.state
            left = [d for d in (s.throw_left if s else ()) if d.kind is DieKind.KEY]
            face = left[0].face if left else 1
        self.requested.emit(Keep((die(face, DieKind.KEY),)))
