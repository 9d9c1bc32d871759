"""The Entrepreneurial Damn Straight panel: the Classic table plus bakeries (E1-E8).

Added to the Classic panel: a strip of each player's bakeries (those the
player to move may still visit this round glow), a "Bakery committed" badge on
the rack with what can still be racked, a Visit button and key (V), bakery and
visit notes in the previous-turn strip, and bakery or bust in the status line.
Everything is asked of the engine state: ``legal_actions()``, ``visitable()``,
``is_committed``, ``rack_refusal()``, ``stop_points()`` and the turn log.
"""

from __future__ import annotations

import contextlib
from typing import cast

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from engine.actions import STOP, VISIT, Rack
from engine.dice import Die
from engine.game import TurnEnd
from engine.games.classic import LOAF, ClassicState, DSTurnScore, pad_value_text
from engine.games.entrepreneurial import EntrepreneurialState

from ...text import fill, tip, who
from ..dice_area import Place
from . import register_panel
from .classic import ClassicPanel

#: the height of the bakery strip's sideways scroll bar (shown only when the chips overflow)
SCROLL_BAR = 6
#: a long name over the strip is shortened to this width (in full in its tooltip)
OWNER_MAX = 96

_STYLE = """
QPushButton { padding: 6px 6px; }
#bakeryStrip { background: rgba(0, 0, 0, 42); border: 1px solid rgba(255, 255, 255, 28); border-radius: 12px; }
#bakeryOwner { font-size: 13px; font-weight: bold; color: #f4ecd6; }
#bakeryNone { font-size: 13px; font-style: italic; color: #9fc0aa; }
#bakeryChip { background: #f4ecd6; color: #5b320b; border: 1px solid #b39f70; border-radius: 11px;
              padding: 2px 9px; font-size: 13px; font-weight: bold; }
#bakeryChip[visitable="true"] { background: #f2c964; border: 2px solid #fff3b0; }
#bakeryChip[visitable="next"] { background: #f2c964; border: 3px solid #fffbe6; color: #3d1f04; }
#bakeryScroll, #bakeryContent { background: transparent; }
#bakeryScroll QScrollBar:horizontal { height: 5px; background: transparent; margin: 0 12px 1px 12px; }
#bakeryScroll QScrollBar::handle:horizontal { background: rgba(244, 236, 214, 110); border-radius: 3px; min-width: 30px; }
#bakeryScroll QScrollBar::add-line, #bakeryScroll QScrollBar::sub-line { width: 0; }
#whyLabel { font-size: 12px; font-style: italic; color: #ffe3b0; }
#committedBadge { margin-left: 8px; background: #a3342b; color: #fff7df; border: 1px solid #f2d88e; border-radius: 9px;
                  padding: 1px 10px; font-size: 11px; font-weight: bold; letter-spacing: 1px; }
"""


class _VisitButton(QPushButton):
    """As wide as its longest text always, so offering a visit does not shift the table."""

    def _widen(self, size: QSize) -> QSize:
        fm = self.fontMetrics()
        longest = fill(QCoreApplication.translate("EntrepreneurialPanel", "Visit bakery (%1)"), _loaves(6))
        extra = fm.horizontalAdvance(longest) - fm.horizontalAdvance(self.text())
        return QSize(size.width() + max(0, extra), size.height())

    def sizeHint(self) -> QSize:  # QPushButton's minimumSizeHint follows it
        return self._widen(super().sizeHint())


def _loaves(n: int) -> str:
    if n == 1:
        return fill(QCoreApplication.translate("EntrepreneurialPanel", "%1 loaf"), n)
    return fill(QCoreApplication.translate("EntrepreneurialPanel", "%1 loaves"), n)


def _faces(faces: list[int]) -> str:
    """"3s or 4s" (translated)."""
    each = QCoreApplication.translate("EntrepreneurialPanel", "%1s")
    return QCoreApplication.translate("EntrepreneurialPanel", " or ").join(fill(each, f) for f in faces)



@register_panel
class EntrepreneurialPanel(ClassicPanel):
    ruleset_id = "entrepreneurial"
    # the bakery strip takes a row: smaller dice and an inline bank keep six players' table, with a
    # two-line status and the previous turn, inside a 1024x600 screen under a desktop's panel and title bar
    THROW_SIDE = 44
    ASIDE_SIDE = 36
    BANK_INLINE = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(_STYLE)
        # the bakeries strip, above the throw
        self.bakery_strip = QFrame()
        self.bakery_strip.setObjectName("bakeryStrip")
        # the chips scroll sideways when six players' bakeries are more than the strip holds:
        # none is ever hidden past the edge, and the player to move's are scrolled into view
        self.bakery_scroll = QScrollArea(self.bakery_strip)
        self.bakery_scroll.setObjectName("bakeryScroll")
        self.bakery_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.bakery_scroll.setWidgetResizable(True)
        self.bakery_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.bakery_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.bakery_scroll.viewport().setAutoFillBackground(False)
        content = QWidget()
        content.setObjectName("bakeryContent")
        self.bakery_row = QHBoxLayout(content)
        self.bakery_row.setContentsMargins(12, 2, 12, 2)
        self.bakery_row.setSpacing(6)
        self.bakery_scroll.setWidget(content)
        strip_layout = QVBoxLayout(self.bakery_strip)
        strip_layout.setContentsMargins(0, 0, 0, 0)
        strip_layout.addWidget(self.bakery_scroll)
        # with or without chips the same height (room kept for the thin scroll bar), so nothing below moves
        self.bakery_strip.setFixedHeight(30 + SCROLL_BAR)
        self.bakery_strip.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.bakery_chips: dict[int, list[QLabel]] = {}
        #: what the strip was last drawn from: refilled only when it changes, not at every throw (its
        #: labels made anew each time were a third of an Entrepreneurial table's redraw, issue 31)
        self._bakeries_drawn: tuple[object, ...] | None = None
        self.panel_layout.insertWidget(0, self.bakery_strip)
        # the commitment badge, in the rack's title row
        self.committed_badge = QLabel(self.tr("BAKERY COMMITTED"))
        self.committed_badge.setObjectName("committedBadge")
        self.committed_badge.hide()
        self.rack_area.head.insertWidget(1, self.committed_badge)
        # why the rack takes only some faces, in the engine's words, beside the empty slots
        self.why_label = QLabel("")
        self.why_label.setObjectName("whyLabel")
        self.why_label.setWordWrap(True)
        self.why_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.rack_area.row.addWidget(self.why_label, 3)
        # the visit button, after Throw
        self.visit_button = _VisitButton(self.tr("Visit bakery"))
        self.visit_button.setObjectName("visitButton")
        self.visit_button.setToolTip(self.tr("Take the loaves of your lowest bakery not yet visited instead of throwing (V, E6)"))
        self.visit_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.visit_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.visit_button.clicked.connect(lambda: self.requested.emit(VISIT))
        self.button_row.insertWidget(1, self.visit_button)
        visit = QAction(self.tr("Visit a bakery"), self)
        visit.setShortcut(QKeySequence("V"))
        visit.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        visit.triggered.connect(lambda: self.requested.emit(VISIT))
        self.addAction(visit)
        self._actions.insert(1, visit)

    @property
    def state(self) -> EntrepreneurialState | None:
        return cast("EntrepreneurialState | None", super().state)

    # -- what the engine says the rack takes ---------------------------------------------------
    def _accepted(self, s: EntrepreneurialState) -> list[int]:
        """Faces the rack would take now, given dice of that face (the engine's rack_refusal)."""
        return [f for f in range(1, 7) if s.rack_refusal(Die(f), s.rack, s.bank, [Die(f)] * 6) is None]

    def _rackable(self, s: EntrepreneurialState) -> list[int]:
        """Faces that can be racked now: the legal racks, else (between throws) what the rack takes."""
        legal = sorted({a.dice[0].face for a in self._legal_of(Rack)})
        return legal or self._accepted(s)

    def _why_not(self, s: EntrepreneurialState) -> str:
        """Why the committed rack refuses the other faces: the engine's own refusal (E2 first)."""
        accepted = self._accepted(s)
        refusals = []
        for f in range(1, 7):
            if f not in accepted:
                refusal = s.rack_refusal(Die(f), s.rack, s.bank, [Die(f)] * 6)
                if refusal is not None:
                    refusals.append((f, str(refusal)))
        if not refusals:
            return ""
        face, text = next((r for r in refusals if r[1].startswith("E2")), refusals[0])
        return fill(self.tr("Why not a %1? %2"), face, text)

    def _bakery_face(self, s: EntrepreneurialState) -> int | None:
        """The face of a bakery rack: the rack takes only more of the face it holds."""
        if not s.rack:
            return None
        accepted = self._accepted(s)
        return accepted[0] if accepted == [s.rack[-1].face] else None

    def _needed(self) -> int:
        s = self.state
        face = self._bakery_face(s) if s else None
        return face if face is not None else super()._needed()

    def _rack_button_face(self) -> int:
        """What the rack needs if that can be racked now, else the lowest face that can (a bakery start)."""
        need = self._needed()
        legal = sorted({a.dice[0].face for a in self._legal_of(Rack)})
        return need if not legal or need in legal else legal[0]

    def _slot_faces(self, s: ClassicState) -> list[int]:
        face = self._bakery_face(cast(EntrepreneurialState, s))
        return [face] * (6 - len(s.rack)) if face is not None else super()._slot_faces(s)

    def _missed_what(self, racked: list[Die]) -> str:
        s = self.state
        faces = [f for f in range(1, 7) if s and s.rack_refusal(Die(f), racked, [], [Die(f)] * 6) is None]
        if not racked:
            return self.tr("no 1 and no bakery start")
        return fill(self.tr("no %1"), self.tr(" or ").join(map(str, faces))) if faces else self.tr("nothing to rack")

    # -- drawing --------------------------------------------------------------------------------
    def refresh(self) -> None:
        super().refresh()
        s = self.state
        if s is None:
            return
        self._refresh_bakeries(s)
        committed = s.is_committed and not s.is_terminal()
        self.committed_badge.setVisible(committed)
        self.committed_badge.setText(self.tr("BAKERY OR BUST") if s.risked else self.tr("BAKERY COMMITTED"))
        self.committed_badge.setToolTip(
            self.tr("Bakery or bust (E7): after a risk the turn ends only with a bakery or a miss") if s.risked
            else self.tr("Two dice of one face are saved: only a finished bakery scores now (E2)")
        )
        if committed:
            faces = self._rackable(s)
            hint = (fill(self.tr("only %1 can be racked now"), _faces(faces)) if faces
                    else self.tr("no bakery can be finished: a stop scores 0"))
            self.rack_area.set_caption(hint)
        self.why_label.setText(self._why_not(s) if committed else "")
        visit = VISIT in self.legal
        if visit:  # the dice wait to be thrown, unless the player visits instead
            self.throw_area.set_places([Place(None, label="?") for _ in range(s.dice_to_throw())])
            self.throw_area.set_caption(fill(self.tr("%1 dice to throw, or visit a bakery"), s.dice_to_throw()))
        self.visit_button.setEnabled(visit)
        self.visit_button.setProperty("primary", visit)
        self.visit_button.setText(fill(self.tr("Visit bakery (%1)"), _loaves(s.visitable()[0])) if visit
                                  else self.tr("Visit bakery"))
        self.visit_button.style().polish(self.visit_button)
        if STOP in self.legal and s.is_committed and not s.missed and s.stop_points() == 0:
            self.buttons["stop"].setText(self.tr("Stop for 0"))

    def _refresh_bakeries(self, s: EntrepreneurialState) -> None:
        names = self.match.players if self.match else ()
        mover = s.turn_player()
        visitable = s.visitable(mover) if mover >= 0 else []
        drawn = (tuple(names), tuple(tuple(sorted(b)) for b in s.bakeries), mover, tuple(visitable),
                 VISIT in self.legal, self.tr("BAKERIES"))
        if drawn == self._bakeries_drawn:
            return
        self._bakeries_drawn = drawn
        while self.bakery_row.count():
            item = self.bakery_row.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                old.hide()
                old.deleteLater()
        title = QLabel(self.tr("BAKERIES"))
        title.setObjectName("areaTitle")
        title.setToolTip(self.tr("Each player's bakeries, by their value in loaves (E4, E6)"))
        self.bakery_row.addWidget(title)
        self.bakery_chips = {}
        focus: list[QWidget] = []
        for seat, name in enumerate(names):
            self.bakery_row.addSpacing(12)
            owner = QLabel(name)
            owner.setObjectName("bakeryOwner")
            owner.setTextFormat(Qt.TextFormat.PlainText)  # a name is text: "<b>Bold</b>" is not bold
            owner.ensurePolished()
            shown = owner.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, OWNER_MAX)
            if shown != name:
                owner.setText(shown)
            owner.setToolTip(tip(fill(self.tr("%1's bakeries"), who(name))))
            self.bakery_row.addWidget(owner)
            if seat == mover:
                focus.append(owner)
            chips = []
            for loaves in sorted(s.bakeries[seat]):
                chip = QLabel(f"⌂ {loaves}")
                chip.setObjectName("bakeryChip")
                words = fill(self.tr("%1 owns a bakery of %2"), who(name), _loaves(loaves))
                if seat == mover and loaves in visitable:
                    nxt = loaves == visitable[0]
                    chip.setProperty("visitable", "next" if nxt else "true")
                    now = nxt and VISIT in self.legal
                    words = fill(self.tr("%1: visit it now (V)") if now else self.tr("%1: still to visit this round"), words)
                chip.setToolTip(tip(words))
                chip.setAccessibleName(words)
                self.bakery_row.addWidget(chip)
                chips.append(chip)
            if not chips:
                none = QLabel(self.tr("none"))
                none.setObjectName("bakeryNone")
                self.bakery_row.addWidget(none)
            elif seat == mover:
                focus.insert(0, chips[-1])  # its last chip, then its name: the whole group in view
            self.bakery_chips[seat] = chips
        self.bakery_row.addStretch(1)
        if focus:  # the player to move's bakeries in view, once the strip is laid out
            QTimer.singleShot(0, lambda: self._show_in_strip(focus))
        # the whole list in words too: with many players and bakeries the strip may not show every chip
        no_bakery = self.tr("none")
        owned = [
            f"{who(name)}: {', '.join(_loaves(v) for v in sorted(s.bakeries[seat])) or no_bakery}"
            for seat, name in enumerate(names)
        ]
        self.bakery_strip.setToolTip(tip(fill(self.tr("Bakeries (E4, E6) — %1"), " · ".join(owned))))

    def _show_in_strip(self, widgets: list[QWidget]) -> None:
        with contextlib.suppress(RuntimeError):  # the strip was refilled before the timer ran
            for w in widgets:
                self.bakery_scroll.ensureWidgetVisible(w, 24, 0)

    def _refresh_previous(self, s: ClassicState) -> None:
        super()._refresh_previous(s)
        if self.match is None or not s.turn_log:
            return
        ts = s.turn_log[-1]
        assert isinstance(ts, DSTurnScore)
        player = who(self.match.players[ts.seat])
        text = ""
        if ts.bakery:
            face = ts.rack[0].face
            baked = (self.tr("Bakery! %1 baked six %2s, promoted by the yeast: %3 — free turn") if ts.bakery > face
                     else self.tr("Bakery! %1 baked six %2s: %3 — free turn"))
            text = fill(baked, player, face, _loaves(ts.bakery))
        elif ts.visit:
            text = fill(self.tr("%1 visited the bakery of %2: %3"), player, _loaves(ts.points // LOAF),
                        pad_value_text(ts.points))
            self.previous.set_places([], self.tr("a visit: no dice thrown"))
        elif ts.end is TurnEnd.STOP_UNFINISHED:
            text = fill(self.tr("%1 stopped with the bakery unfinished: no score (E2)"), player)
        if text:
            rest = self.previous.caption.text().partition("  ·  ")[2]
            self.previous.set_caption(text + (f"  ·  {rest}" if rest else ""))

    # -- text --------------------------------------------------------------------------------------
    def status_text(self) -> str:
        s = self.state
        text = super().status_text()
        if s is None or self.match is None or s.is_terminal():
            return text
        player = who(self.match.players[s.turn_player()])
        if VISIT in self.legal:
            b = s.biscuit
            biscuit = fill(self.tr("biscuit %1"), b) if b is not None else self.tr("no biscuit")
            may = self.tr("%1 may visit the bakery of %2 (V) or throw — %3")
            return fill(may, player, _loaves(s.visitable()[0]), biscuit)
        if not s.rack:  # E1: a bakery starts with k dice of face k
            text = text.replace(fill(self.tr("rack needs a %1"), 1), self.tr("rack needs a 1 or a bakery start"), 1)
            text = text.replace(fill(self.tr("%1 missed (no %2)"), player, 1),
                                fill(self.tr("%1 missed (no 1 and no bakery start)"), player), 1)
        if s.free_turn and not s.has_thrown:
            text = text.replace(fill(self.tr("%1 to throw"), player), fill(self.tr("%1's free turn (E4)"), player), 1)
        if s.is_committed and s.risked:
            text += " — " + self.tr("bakery or bust")
        elif s.is_committed:  # the Stop button says a stop scores 0
            text = text.replace(" — " + fill(self.tr("stop would score %1"), 0), "") + " — " + self.tr("bakery committed")
        return text

    def keys_hint(self) -> str:
        return self.tr("V visit a bakery · ") + super().keys_hint()

