"""The Classic Damn Straight panel: throw, rack, bank (and out) places, the
buttons, the keys, the status line and the scorepad.

Every enabled button, highlighted die and click comes from the state's
``legal_actions()``; a refused key press goes to the engine anyway, so the
player reads the engine's own message with its ruling id.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, TypeVar, cast

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QMenu,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from engine.actions import (
    RISK,
    ROLL,
    STOP,
    Action,
    Bank,
    Out,
    Rack,
    Source,
    Swap,
)
from engine.dice import Die, DieKind
from engine.game import CHANCE
from engine.games.classic import ClassicState, DSTurnScore, pad_value_text

from ...models.scorepad import ScorepadModel
from ...text import fill, most_first, who
from ..dice_area import DiceArea, Place
from ..die import DieLook, describe
from ..scorepad_view import ScorepadView
from . import THROW, GamePanel, register_panel

_KINDS = (DieKind.PLAIN, DieKind.YEAST)
A = TypeVar("A", bound=Action)


@register_panel
class ClassicPanel(GamePanel):
    ruleset_id = "classic"
    #: the sides of the thrown dice and of the racked and banked dice (px)
    THROW_SIDE: ClassVar[int] = 50
    ASIDE_SIDE: ClassVar[int] = 42
    #: the bank's title beside its dice rather than above them (a row less of height)
    BANK_INLINE: ClassVar[bool] = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.legal: list[Action] = []
        self.throw_area = DiceArea(self.tr("Throw"), self.THROW_SIDE, steady=True)
        self.rack_area = DiceArea(self.tr("Rack"), self.ASIDE_SIDE)
        self.bank_area = DiceArea(self.tr("Bank"), self.ASIDE_SIDE, inline=self.BANK_INLINE)
        self.out_area = DiceArea(self.tr("Out of the box"), 36)
        self.previous = DiceArea(self.tr("Previous turn"), 24, inline=True)
        self.previous.setObjectName("previousTurn")
        self.throw_area.activated.connect(self._thrown_clicked)
        self.throw_area.menu_requested.connect(self._thrown_menu)
        self.bank_area.activated.connect(self._bank_clicked)
        self.bank_area.menu_requested.connect(self._bank_menu)

        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        row.setSpacing(8)
        for key, text, tip in (
            ("throw", self.tr("Throw"), self.tr("Throw the dice (Space or T)")),
            ("rack", self.tr("Rack"),
             self.tr("Rack the die the straight needs (its digit key; from the throw, else the bank)")),
            ("bank", self.tr("Bank"), self.tr("Bank a thrown die (Shift+digit, or Shift+click the die)")),
            ("swap", self.tr("Swap yeast"), self.tr("Swap the yeast into the bank for the plain die it matches (W, C6)")),
            ("risk", self.tr("Risk biscuit"), self.tr("Risk the biscuit and throw again (R, C8)")),
            ("stop", self.tr("Stop"), self.tr("End the turn and score the rack (S, C7)")),
            ("out", self.tr("Out"), self.tr("A thrown die left the box: it is out for the turn (box rules, C14)")),
        ):
            b = QPushButton(text)
            b.setObjectName(f"{key}Button")
            b.setProperty("primary", key == "throw")
            b.setToolTip(tip)
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            row.addWidget(b)
            self.buttons[key] = b
        self.bank_menu = QMenu(self)
        self.buttons["bank"].setMenu(self.bank_menu)
        self.out_menu = QMenu(self)
        self.buttons["out"].setMenu(self.out_menu)
        self.buttons["throw"].clicked.connect(lambda: self.requested.emit(THROW))
        self.buttons["rack"].clicked.connect(lambda: self.rack_face(self._rack_button_face()))
        self.buttons["swap"].clicked.connect(self.swap)
        self.buttons["risk"].clicked.connect(lambda: self.requested.emit(RISK))
        self.buttons["stop"].clicked.connect(lambda: self.requested.emit(STOP))

        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        self.panel_layout = lay
        lay.addWidget(self.throw_area)
        lay.addWidget(self.rack_area)
        lower = QHBoxLayout()
        lower.setSpacing(8)
        lower.addWidget(self.bank_area, 3)
        lower.addWidget(self.out_area, 1)
        lay.addLayout(lower)
        lay.addStretch(1)
        lay.addWidget(self.previous)
        lay.addLayout(row)
        self.button_row = row

        self.pad_model = ScorepadModel(self)
        self.pad_view = ScorepadView(self.pad_model)
        self._actions = self._make_key_actions()

    # -- the engine's view of things -----------------------------------------------------------
    @property
    def state(self) -> ClassicState | None:
        if self.match is None or self.match.state is None:
            return None
        return cast(ClassicState, self.match.state)

    def _needed(self) -> int:
        """The face the rack takes next (the Rack button, the status line, the next slot)."""
        return self.state.needed_face() if self.state else 1

    def _rack_button_face(self) -> int:
        """The face the Rack button racks."""
        return self._needed()

    def _slot_faces(self, s: ClassicState) -> list[int]:
        """The labels of the rack's empty slots."""
        return list(range(len(s.rack) + 1, 7))

    def _missed_what(self, racked: list[Die]) -> str:
        """What a turn that missed after racking ``racked`` lacked (the previous-turn strip)."""
        return fill(self.tr("no %1"), len(racked) + 1)

    def _legal_of(self, kind: type[A]) -> list[A]:
        return [a for a in self.legal if isinstance(a, kind)]

    def _may_throw(self) -> bool:
        s = self.state
        return s is not None and (s.current_player() == CHANCE or ROLL in self.legal)

    # -- drawing -----------------------------------------------------------------------------------
    def refresh(self) -> None:
        s = self.state
        names = self.match.players if self.match else ()
        self.pad_model.set_state(s, names)
        self.legal = s.legal_actions() if s else []
        if s is None:
            return
        racks = {(a.dice[0], a.source) for a in self._legal_of(Rack)}
        banks = {a.dice[0] for a in self._legal_of(Bank)}
        outs = {a.dice[0] for a in self._legal_of(Out)}
        swaps = self._legal_of(Swap)
        at_chance = s.current_player() == CHANCE

        places = []
        if at_chance:
            places = [Place(None, label="?") for _ in s.chance_dice()]
        elif s.is_terminal():
            places = []
        else:
            for d in s.thrown:
                can_rack = (d, Source.THROW) in racks
                tip = describe(d).capitalize()
                if can_rack or d in banks:
                    tip = fill(self.tr("%1: click to rack") if can_rack else self.tr("%1: click to bank"), tip)
                usable = can_rack or d in banks or d in outs
                places.append(Place(d, enabled=usable, highlight=can_rack, tip=tip, dim=not usable))
            waiting = self.tr("Swapped out of the bank: waits for the next throw (C6)")
            places += [Place(d, DieLook.WAITING, tip=waiting) for d in s.waiting]
        self.throw_area.set_places(places, self.tr("the game is over") if s.is_terminal() else self.tr("no die left to throw"))
        self.throw_area.setVisible(not s.is_terminal())  # the banner says the game is over: room for it
        to_throw = s.dice_to_throw()
        if at_chance:
            self.throw_area.set_caption(fill(self.tr("%1 die to throw") if to_throw == 1 else self.tr("%1 dice to throw"),
                                             to_throw))
        elif s.racked_in_step and to_throw:
            self.throw_area.set_caption(fill(self.tr("%1 to throw again"), to_throw))
        else:
            self.throw_area.set_caption("")

        need = self._needed() if not s.is_terminal() else 0
        rack = [Place(d, DieLook.ASIDE, tip=fill(self.tr("%1: racked"), describe(d).capitalize())) for d in s.rack]
        rack += [Place(None, label=str(f), next_slot=i == 0 and f == need) for i, f in enumerate(self._slot_faces(s))]
        self.rack_area.set_places(rack)
        worth = s.stop_points() if s.rack and not s.missed else 0
        worth_text = "  ·  " + fill(self.tr("worth %1"), worth) + (
            f" {pad_value_text(worth)}" if pad_value_text(worth) != str(worth) else "")
        self.rack_area.set_caption((fill(self.tr("needs a %1"), need) if 0 < need <= 6 else "") + (worth_text if worth else ""))

        swap_faces = {a.face for a in swaps}
        bank = []
        for d in s.bank:
            can_rack = (d, Source.BANK) in racks
            can_swap = d.kind is DieKind.PLAIN and d.face in swap_faces
            tip = describe(d).capitalize()
            if can_rack or can_swap:
                tip = fill(self.tr("%1: click to rack") if can_rack else self.tr("%1: click to swap the yeast in"), tip)
            bank.append(Place(d, DieLook.ASIDE, enabled=can_rack or can_swap, highlight=can_rack, tip=tip))
        self.bank_area.set_places(bank, self.tr("empty"))
        safe = s.bank and s.can_rack_any(s.rack, s.bank, ())
        self.bank_area.set_caption(fill(self.tr("the %1 is banked: a safe throw"), need) if safe and not at_chance else "")
        box = bool(s.options.box_rules)
        self.out_area.setVisible(box)
        if box:
            self.out_area.set_places([Place(d) for d in s.out], self.tr("none"))

        self._refresh_previous(s)
        self._refresh_buttons(s, banks, outs, swaps)

    def _fill_menu(self, menu: QMenu, verb: str, dice: set[Die], make: type) -> None:
        menu.clear()
        for d in sorted(dice, key=lambda d: (d.face, d.kind.value)):
            act = menu.addAction(fill(verb, describe(d)))
            act.triggered.connect(lambda _=False, d=d: self.requested.emit(make((d,))))

    def _refresh_buttons(self, s: ClassicState, banks: set[Die], outs: set[Die], swaps: list[Swap]) -> None:
        b = self.buttons
        n = s.dice_to_throw()
        b["throw"].setText(fill(self.tr("Throw %1"), n) if n else self.tr("Throw"))
        b["throw"].setEnabled(self._may_throw())
        face = self._rack_button_face()
        b["rack"].setText(fill(self.tr("Rack %1"), face) if face <= 6 else self.tr("Rack"))
        b["rack"].setEnabled(bool(self._legal_of(Rack)))
        self._fill_menu(self.bank_menu, self.tr("Bank %1"), banks, Bank)
        b["bank"].setEnabled(bool(banks))
        self._fill_menu(self.out_menu, self.tr("Out of the box: %1"), outs, Out)
        b["out"].setEnabled(bool(outs))
        b["out"].setVisible(bool(s.options.box_rules))
        b["swap"].setText(fill(self.tr("Swap yeast %1"), swaps[0].face) if swaps else self.tr("Swap yeast"))
        b["swap"].setEnabled(bool(swaps))
        b["risk"].setEnabled(RISK in self.legal)
        stop_ok = STOP in self.legal
        b["stop"].setEnabled(stop_ok)
        if stop_ok and not s.missed:
            b["stop"].setText(fill(self.tr("Stop  %1"), pad_value_text(s.stop_points())))
        else:
            b["stop"].setText(self.tr("Stop for 0") if stop_ok else self.tr("Stop"))

    # -- text ----------------------------------------------------------------------------------------
    def status_text(self) -> str:
        s = self.state
        if s is None or self.match is None:
            return ""
        names = self.match.players
        if s.is_terminal():
            if s.winner is None:
                return self.tr("The game is over")
            return fill(self.tr("%1 wins the game"), who(names[s.winner]))
        player = who(names[s.turn_player()])
        need = self._needed()
        b = s.biscuit
        biscuit = fill(self.tr("biscuit %1"), b) if b is not None else self.tr("no biscuit")
        if s.risked and not s.risk_in_step and not s.missed:
            biscuit = fill(self.tr("%1 at risk"), biscuit)
        needs = fill(self.tr("rack needs a %1"), need)
        if s.current_player() == CHANCE:
            parts = [fill(self.tr("%1 to throw"), player), needs, biscuit]
        elif s.missed:
            parts = [fill(self.tr("%1 missed (no %2)"), player, need),
                     fill(self.tr("risk %1 and throw again, or stop for nothing"), biscuit)]
        elif s.risk_in_step:
            parts = [fill(self.tr("%1 risked %2"), player, biscuit), self.tr("throw again: a miss loses it")]
        else:
            parts = [fill(self.tr("%1 to play"), player), needs if need <= 6 else self.tr("rack full"), biscuit]
            if s.may_stop() is None:
                parts.append(fill(self.tr("stop would score %1"), pad_value_text(s.stop_points())))
        return " — ".join(parts)

    def _refresh_previous(self, s: ClassicState) -> None:
        """The turn just finished: its dice (the rack if it scored, else its last throw) and result."""
        m = self.match
        if m is None or not s.turn_log:
            self.previous.hide()
            return
        ts = s.turn_log[-1]
        assert isinstance(ts, DSTurnScore)
        player = who(m.players[ts.seat])
        racked = list(ts.rack)
        if ts.points > 0:
            score = self.tr("12 + 1, a baker's dozen") if ts.points == 13 else pad_value_text(ts.points)
            scored = self.tr("%1 scored %2 with all six dice") if len(racked) == 6 else self.tr("%1 scored %2")
            text, dice = fill(scored, player, score), ts.rack
        elif ts.points < 0:
            lost = self.tr("%1 missed after risking: the biscuit's %2 points are lost")
            text, dice = fill(lost, player, -ts.points), ts.last_throw
        else:
            text, dice = fill(self.tr("%1 missed (%2): no score"), player, self._missed_what(racked)), ts.last_throw
        r = ts.round_index
        summaries = s.round_summaries()
        winner = summaries[r].winner
        if winner is not None:
            text += "  ·  " + fill(self.tr("%1 wins round %2!"), who(m.players[winner]), r + 1)
        self.previous.title.setText(fill(self.tr("PREVIOUS TURN · %1"), player.upper()))
        self.previous.set_places([Place(d, tip=describe(d)) for d in dice])
        self.previous.set_caption(text)
        self.previous.show()

    def round_text(self) -> str:
        s = self.state
        if s is None:
            return ""
        won = most_first(self.match.players, s.rounds_won) if self.match else ""
        return fill(self.tr("Round %1  ·  first to %2 rounds  ·  won: %3"), len(s.rounds), s.options.rounds_to_win, won)

    def keys_hint(self) -> str:
        return self.tr(
            "Space throw · 1–6 rack · Shift+1–6 bank · Alt+1–6 rack from the bank · W swap yeast · R risk · S stop · Ctrl+Z undo  ·  "
            "click a die: rack it, else bank it · Shift+click: bank · right-click: more"
        )

    def scoreboard(self) -> QWidget:
        return self.pad_view

    # -- input ----------------------------------------------------------------------------------------
    def _thrown_clicked(self, i: int, alternate: bool) -> None:
        s = self.state
        if s is None or i >= len(s.thrown):
            return
        d = s.thrown[i]
        if not alternate and Rack((d,), Source.THROW) in self.legal:
            self.requested.emit(Rack((d,), Source.THROW))
        elif Bank((d,)) in self.legal or alternate:
            self.requested.emit(Bank((d,)))
        elif Out((d,)) in self.legal:
            self._thrown_menu(i, self.throw_area.dice_widgets()[i].mapToGlobal(QPoint(0, 0)))
        else:
            self.requested.emit(Rack((d,), Source.THROW))  # the engine says why not

    def _bank_clicked(self, i: int, _alternate: bool) -> None:
        s = self.state
        if s is None or i >= len(s.bank):
            return
        d = s.bank[i]
        rack = Rack((d,), Source.BANK)
        if rack not in self.legal and Swap(d.face) in self.legal and d.kind is DieKind.PLAIN:
            self.requested.emit(Swap(d.face))
        else:
            self.requested.emit(rack)

    def _offer(self, menu: QMenu, text: str, action: Action) -> None:
        act = menu.addAction(text)
        act.setEnabled(action in self.legal)
        act.triggered.connect(lambda _=False: self.requested.emit(action))

    def _thrown_menu(self, i: int, where: QPoint) -> None:
        s = self.state
        if s is None or i >= len(s.thrown):
            return
        d = s.thrown[i]
        menu = QMenu(self)
        self._offer(menu, fill(self.tr("Rack %1"), describe(d)), Rack((d,), Source.THROW))
        self._offer(menu, fill(self.tr("Bank %1"), describe(d)), Bank((d,)))
        if d.kind is DieKind.YEAST:
            self._offer(menu, fill(self.tr("Swap the yeast into the bank for the plain %1"), d.face), Swap(d.face))
        if s.options.box_rules:
            self._offer(menu, fill(self.tr("%1 left the box"), describe(d).capitalize()), Out((d,)))
        menu.exec(where)

    def _bank_menu(self, i: int, where: QPoint) -> None:
        s = self.state
        if s is None or i >= len(s.bank):
            return
        d = s.bank[i]
        menu = QMenu(self)
        self._offer(menu, fill(self.tr("Rack %1 from the bank"), describe(d)), Rack((d,), Source.BANK))
        if d.kind is DieKind.PLAIN:
            self._offer(menu, self.tr("Swap the yeast in for this die"), Swap(d.face))
        menu.exec(where)

    def rack_face(self, face: int) -> None:
        """Rack a die of this face: from the throw (plain before the yeast), else from the bank."""
        s = self.state
        if s is None:
            self.requested.emit(Rack((Die(face),), Source.THROW))
            return
        for source in (Source.THROW, Source.BANK):
            for kind in _KINDS:
                action = Rack((Die(face, kind),), source)
                if action in self.legal:
                    self.requested.emit(action)
                    return
        in_throw = [d for d in s.thrown if d.face == face]
        in_bank = [d for d in s.bank if d.face == face]
        if in_bank and not in_throw:
            self.requested.emit(Rack((in_bank[0],), Source.BANK))
        else:
            self.requested.emit(Rack(((in_throw or [Die(face)])[0],), Source.THROW))

    def rack_from_bank(self, face: int) -> None:
        """Rack a banked die of this face (plain before the yeast), though the throw shows one too."""
        for kind in _KINDS:
            action = Rack((Die(face, kind),), Source.BANK)
            if action in self.legal:
                self.requested.emit(action)
                return
        s = self.state
        in_bank = [d for d in (s.bank if s else []) if d.face == face]
        self.requested.emit(Rack(((in_bank or [Die(face)])[0],), Source.BANK))  # refused, with its ruling

    def bank_face(self, face: int) -> None:
        s = self.state
        for kind in _KINDS:
            action = Bank((Die(face, kind),))
            if action in self.legal:
                self.requested.emit(action)
                return
        thrown = [d for d in (s.thrown if s else []) if d.face == face]
        self.requested.emit(Bank(((thrown or [Die(face)])[0],)))

    def swap(self) -> None:
        swaps = self._legal_of(Swap)
        if swaps:
            self.requested.emit(swaps[0])
            return
        s = self.state
        yeast = [d for d in (s.thrown if s else []) if d.kind is DieKind.YEAST]
        self.requested.emit(Swap(yeast[0].face if yeast else self._needed()))

    def _make_key_actions(self) -> list[QAction]:
        actions: list[QAction] = []

        def add(text: str, keys: list[str], slot: Callable[..., object]) -> None:
            act = QAction(text, self)
            act.setShortcuts([QKeySequence(k) for k in keys])
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            act.triggered.connect(slot)
            self.addAction(act)
            actions.append(act)

        add(self.tr("Throw"), ["Space", "T"], lambda: self.requested.emit(THROW))
        add(self.tr("Stop"), ["S"], lambda: self.requested.emit(STOP))
        add(self.tr("Risk the biscuit"), ["R"], lambda: self.requested.emit(RISK))
        add(self.tr("Swap the yeast"), ["W"], self.swap)
        for verb, text, keys, slot in (("Rack", self.tr("Rack a %1"), "{}", self.rack_face),
                                       ("Bank", self.tr("Bank a %1"), "Shift+{}", self.bank_face),
                                       ("Rack from the bank", self.tr("Rack a %1 from the bank"), "Alt+{}",
                                        self.rack_from_bank)):
            for f in range(1, 7):
                add(fill(text, f), [keys.format(f)], lambda _=False, f=f, slot=slot: slot(f))
                actions[-1].setProperty("group", verb)

        return actions

    def key_actions(self) -> list[QAction]:
        return self._actions

