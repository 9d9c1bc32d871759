"""Entrepreneurial Damn Straight through the window: bakeries, commitment, visits (E1-E8)."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.dialogs.new_game import NewGameChoice, NewGameDialog
from desktop.models import scorepad as pad
from desktop.widgets.panels.entrepreneurial import EntrepreneurialPanel
from engine.actions import ROLL, VISIT
from engine.dice import Die, DieKind
from engine.game import CHANCE

from .helpers import buttons_match_legal, enabled_buttons, plain, refused
from .test_table_play import click_die, key, pad_texts

MAYA, TOM = 0, 1
YEAST = DieKind.YEAST


def shot(window, name: str) -> None:
    """With BAKEHOUSE_SHOTS=dir set, save the window as dir/ent-<name>.png (to look at it)."""
    folder = os.environ.get("BAKEHOUSE_SHOTS")
    if folder:
        os.makedirs(folder, exist_ok=True)
        for _ in range(3):  # let the layouts settle first
            QApplication.processEvents()
        window.grab().save(os.path.join(folder, f"ent-{name}.png"))


def start(window, dialogs, dice, qtbot) -> EntrepreneurialPanel:
    """A new Entrepreneurial game for Maya and Tom; Tom wins the roll-off and starts."""
    dialogs.new_games.append(NewGameChoice("entrepreneurial", ("Maya", "Tom"), {}))
    assert window.new_game()
    for faces in ((4, 4), (2, 5)):
        dice.faces += list(faces)
        qtbot.mouseClick(window.table.rolloff.throw_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.table.rolloff.start_button, Qt.MouseButton.LeftButton)
    panel = window.table.panel
    assert isinstance(panel, EntrepreneurialPanel)
    return panel


def throw(qtbot, window, dice, faces: str) -> None:
    dice.add(faces)
    key(qtbot, window, Qt.Key.Key_Space)


def rack(qtbot, window, *faces: int) -> None:
    for f in faces:
        key(qtbot, window, getattr(Qt.Key, f"Key_{f}"))


def chips(panel, seat: int) -> list[tuple[str, object]]:
    return [(plain(c.text()), c.property("visitable")) for c in panel.bakery_chips[seat]]


def pad_index(panel, seat: int, nth: int = -1):
    model = panel.pad_model
    rows = [r for r in range(model.rowCount())
            if model.data(model.index(r, 0), pad.ROW_KIND) is pad.RowKind.ENTRY and model.data(model.index(r, seat))]
    return model.index(rows[nth], seat)


def bake_twos_promoted(qtbot, window, dice, panel=None) -> None:
    """Tom: a 2-bakery started with two 2s, grown one throw at a time, the yeast racked last (E1, E3)."""
    throw(qtbot, window, dice, "2 2 5 6 3 4*")
    if panel is not None:
        assert plain(panel.buttons["rack"].text()) == "Rack 2"  # no 1 thrown: the 2-bakery start is what racks
        buttons_match_legal(panel)
    rack(qtbot, window, 2, 2)
    if panel is not None:
        state = window.session.match.state
        assert state.is_committed and panel.committed_badge.isVisible()
        assert plain(panel.rack_area.caption.text()) == "only 2s can be racked now"
        assert [w.slot_label for w in panel.rack_area.dice_widgets()[2:]] == ["2"] * 4
        assert plain(panel.buttons["stop"].text()) == "Stop for 0"  # E2: an unfinished bakery scores nothing
        assert plain(window.table.status.text()) == "Tom to play — rack needs a 2 — no biscuit — bakery committed"
        buttons_match_legal(panel)
        shot(window, "1-committed")
    throw(qtbot, window, dice, "2 2 6 3*")
    rack(qtbot, window, 2, 2)
    throw(qtbot, window, dice, "2 4*")
    rack(qtbot, window, 2)
    throw(qtbot, window, dice, "2*")
    click_die(qtbot, window.table.panel.throw_area, 2, YEAST)  # the yeast last: promoted to 3 loaves


def play_round_one(qtbot, window, dice) -> None:
    """Tom bakes 3 then 4 loaves (two free turns) and racks a 1; Maya scores 2; Tom wins round 1."""
    bake_twos_promoted(qtbot, window, dice)
    throw(qtbot, window, dice, "4 4 4 4 1 5*")
    rack(qtbot, window, 4, 4, 4, 4)
    throw(qtbot, window, dice, "4 4*")
    click_die(qtbot, window.table.panel.throw_area, 4, YEAST)  # the yeast first: not promoted
    rack(qtbot, window, 4)
    throw(qtbot, window, dice, "1 3 3 5 6 6*")  # the second free turn
    rack(qtbot, window, 1)
    key(qtbot, window, Qt.Key.Key_S)
    throw(qtbot, window, dice, "1 2 2 4 5 6*")  # Maya
    rack(qtbot, window, 1, 2)
    key(qtbot, window, Qt.Key.Key_S)
    state = window.session.match.state
    assert state.rounds_won == [0, 1] and len(state.rounds) == 2 and state.turn_player() == MAYA


def test_the_game_chooser_offers_entrepreneurial(qtbot, settings):
    d = NewGameDialog(settings)
    qtbot.addWidget(d)
    i = d.game.findData("entrepreneurial")
    assert i >= 0 and d.game.itemText(i) == "Entrepreneurial Damn Straight"
    assert d.game.model().item(i).flags() & Qt.ItemFlag.ItemIsEnabled
    d.game.setCurrentIndex(i)
    assert d.choice().ruleset_id == "entrepreneurial"
    assert set(d.option_widgets) == {"biscuit_risking", "box_rules", "rounds_to_win"}


def test_a_promoted_bakery_scores_is_owned_and_gives_a_free_turn(window, dialogs, dice, qtbot):
    panel = start(window, dialogs, dice, qtbot)
    state = lambda: window.session.match.state  # noqa: E731
    assert plain(window.table.title.text()) == "Entrepreneurial Damn Straight"
    assert chips(panel, MAYA) == [] and chips(panel, TOM) == []
    assert not panel.visit_button.isEnabled() and not panel.committed_badge.isVisible()
    assert enabled_buttons(panel) == {"throw"}
    assert plain(window.table.status.text()) == "Tom to throw — rack needs a 1 or a bakery start — no biscuit"

    bake_twos_promoted(qtbot, window, dice, panel)
    s = state()
    assert s.turn_player() == TOM and s.free_turn and s.current_player() == CHANCE  # E4: Tom again
    assert s.bakeries == [set(), {3}]
    assert pad_texts(panel, TOM) == ["(3)"]  # C15's text: 96 points, three loaves circled
    entry = pad_index(panel, TOM)
    assert entry.data(pad.BAKERY) is True and entry.data(pad.VISIT) is False and entry.data(pad.CIRCLED) is True
    assert "bakery" in entry.data(Qt.ItemDataRole.ToolTipRole)
    caption = plain(panel.previous.caption.text())
    assert caption == "Bakery! Tom baked six 2s, promoted by the yeast: 3 loaves — free turn"
    assert [w.die for w in panel.previous.dice_widgets()] == [Die(2)] * 5 + [Die(2, YEAST)]
    assert chips(panel, TOM) == [("⌂ 3", None)]  # owned; visits begin next round (E6)
    assert not panel.visit_button.isEnabled() and VISIT not in s.legal_actions()
    assert not panel.committed_badge.isVisible()
    assert plain(window.table.status.text()) == "Tom's free turn (E4) — rack needs a 1 or a bakery start — biscuit 96"
    shot(window, "2-bakery")


def test_visits_next_round_only_at_the_owners_turn_start(window, dialogs, dice, qtbot):
    panel = start(window, dialogs, dice, qtbot)
    state = lambda: window.session.match.state  # noqa: E731
    play_round_one(qtbot, window, dice)
    assert pad_texts(panel, TOM)[:2] == ["(3)", "(4)"]
    assert chips(panel, TOM) == [("⌂ 3", None), ("⌂ 4", None)]  # Maya to move: nothing glows
    assert not panel.visit_button.isEnabled()  # Maya owns no bakery
    key(qtbot, window, Qt.Key.Key_V)
    assert refused(window) == "E6: no bakery to visit: the player owns none"

    throw(qtbot, window, dice, "1 2 3 5 6 6*")  # Maya scores 4
    rack(qtbot, window, 1, 2, 3)
    key(qtbot, window, Qt.Key.Key_S)
    # Tom's turn start: the lowest bakery may be visited instead of throwing
    assert state().turn_player() == TOM and state().legal_actions() == [VISIT, ROLL]
    assert panel.visit_button.isEnabled() and plain(panel.visit_button.text()) == "Visit bakery (3 loaves)"
    assert plain(panel.throw_area.caption.text()) == "6 dice to throw, or visit a bakery"
    assert panel.buttons["throw"].isEnabled()
    buttons_match_legal(panel)
    assert chips(panel, TOM) == [("⌂ 3", "next"), ("⌂ 4", "true")]
    assert plain(window.table.status.text()) == "Tom may visit the bakery of 3 loaves (V) or throw — no biscuit"
    shot(window, "3-visit-offered")

    key(qtbot, window, Qt.Key.Key_V)
    assert state().round.scores == [4, 96] and state().turn_player() == MAYA
    entry = pad_index(panel, TOM)
    assert entry.data() == "(3)" and entry.data(pad.VISIT) is True and entry.data(pad.BAKERY) is False
    assert plain(panel.previous.caption.text()) == "Tom visited the bakery of 3 loaves: (3)"
    assert panel.previous.dice_widgets() == []
    assert not panel.visit_button.isEnabled()
    shot(window, "4-visited")

    throw(qtbot, window, dice, "1 3 3 4 5 6*")  # Maya scores 1
    rack(qtbot, window, 1)
    key(qtbot, window, Qt.Key.Key_S)
    assert plain(panel.visit_button.text()) == "Visit bakery (4 loaves)" and panel.visit_button.isEnabled()
    assert chips(panel, TOM) == [("⌂ 3", None), ("⌂ 4", "next")]
    throw(qtbot, window, dice, "1 2 2 4 5 6*")  # Tom throws instead: no more visits this round (E6)
    assert not panel.visit_button.isEnabled() and plain(panel.visit_button.text()) == "Visit bakery"
    assert chips(panel, TOM) == [("⌂ 3", None), ("⌂ 4", None)]
    key(qtbot, window, Qt.Key.Key_V)
    assert refused(window) == "E6: a visit is the whole turn, instead of throwing"
    buttons_match_legal(panel)


def test_rack_and_bank_holding_two_of_a_face_commit_and_undo_restores(window, dialogs, dice, qtbot):
    """E2's example: rack 1, bank 1: only 1s can be racked now."""
    panel = start(window, dialogs, dice, qtbot)
    state = lambda: window.session.match.state  # noqa: E731
    throw(qtbot, window, dice, "1 1 3 4 5 6*")
    rack(qtbot, window, 1)
    assert not panel.committed_badge.isVisible() and not state().is_committed
    assert plain(panel.rack_area.caption.text()) == "needs a 2  ·  worth 1"
    key(qtbot, window, Qt.Key.Key_1, Qt.KeyboardModifier.ShiftModifier)  # bank the other 1
    assert state().is_committed and panel.committed_badge.isVisible()
    assert plain(panel.rack_area.caption.text()) == "only 1s can be racked now"
    assert [w.slot_label for w in panel.rack_area.dice_widgets()[1:]] == ["1"] * 5
    assert plain(window.table.status.text()) == "Tom to play — rack needs a 1 — no biscuit — bakery committed"
    buttons_match_legal(panel)
    shot(window, "5-rack-and-bank-committed")

    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert state().bank == [] and state().rack == [Die(1)] and not state().is_committed
    assert not panel.committed_badge.isVisible()
    assert plain(panel.rack_area.caption.text()) == "needs a 2  ·  worth 1"
    assert plain(panel.buttons["stop"].text()) == "Stop  1"
    buttons_match_legal(panel)
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert state().bank == [Die(1)] and panel.committed_badge.isVisible()
    qtbot.mouseClick(panel.buttons["stop"], Qt.MouseButton.LeftButton)  # E2: an unfinished bakery scores 0
    assert state().turn_player() == MAYA and pad_texts(panel, TOM) == []
    assert plain(panel.previous.caption.text()) == "Tom stopped with the bakery unfinished: no score (E2)"


def test_bakery_or_bust_after_a_risk_while_committed(window, dialogs, dice, qtbot):
    panel = start(window, dialogs, dice, qtbot)
    state = lambda: window.session.match.state  # noqa: E731
    throw(qtbot, window, dice, "1 4 4 5 6 6*")  # Tom: biscuit 1
    rack(qtbot, window, 1)
    key(qtbot, window, Qt.Key.Key_S)
    throw(qtbot, window, dice, "2 3 4 5 6 6*")  # Maya misses
    assert "Maya missed (no 1 and no bakery start): no score" in plain(panel.previous.caption.text())
    throw(qtbot, window, dice, "3 3 3 5 6 2*")  # Tom starts a 3-bakery: three 3s in one step (E1)
    assert plain(panel.buttons["rack"].text()) == "Rack 3"
    rack(qtbot, window, 3, 3, 3)
    throw(qtbot, window, dice, "1 5 6*")  # no 3: a miss
    assert state().missed and plain(panel.committed_badge.text()) == "BAKERY COMMITTED"
    key(qtbot, window, Qt.Key.Key_R)
    assert plain(panel.committed_badge.text()) == "BAKERY OR BUST" and "E7" in panel.committed_badge.toolTip()
    assert plain(window.table.status.text()) == "Tom risked biscuit 1 — throw again: a miss loses it — bakery or bust"
    throw(qtbot, window, dice, "3 5 2*")
    rack(qtbot, window, 3)
    assert plain(window.table.status.text()) == "Tom to play — rack needs a 3 — biscuit 1 at risk — bakery or bust"
    assert not panel.buttons["stop"].isEnabled()  # E7: no stop
    buttons_match_legal(panel)
    shot(window, "6-bakery-or-bust")
    throw(qtbot, window, dice, "3 3*")
    rack(qtbot, window, 3)
    click_die(qtbot, panel.throw_area, 3, YEAST)
    assert state().bakeries[TOM] == {4} and state().free_turn
    assert pad_texts(panel, TOM) == ["1", "(4)"]
    assert plain(panel.previous.caption.text()) == "Bakery! Tom baked six 3s, promoted by the yeast: 4 loaves — free turn"
