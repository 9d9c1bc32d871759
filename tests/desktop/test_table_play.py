"""A scripted game of Classic Damn Straight played through the window with mouse and keys."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.models import scorepad as pad
from engine.dice import Die, DieKind
from engine.game import CHANCE
from engine.record import to_record

from .helpers import buttons_match_legal, enabled_buttons, plain, refused, start_game, type_key

MAYA, TOM = 0, 1


def pad_texts(panel, seat: int) -> list[str]:
    """The entries of a player's column, as the model displays them."""
    model = panel.pad_model
    out = []
    for r in range(model.rowCount()):
        if model.data(model.index(r, 0), pad.ROW_KIND) is pad.RowKind.ENTRY:
            text = model.data(model.index(r, seat))
            if text:
                out.append(text)
    return out


def click_die(qtbot, area, face: int, kind=DieKind.PLAIN, shift: bool = False) -> None:
    for w in area.dice_widgets():
        if w.die == Die(face, kind):
            mods = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
            qtbot.mouseClick(w, Qt.MouseButton.LeftButton, mods)
            return
    raise AssertionError(f"no {face} ({kind.value}) in {plain(area.title.text())}")


def key(qtbot, window, k, mods=Qt.KeyboardModifier.NoModifier) -> None:
    type_key(qtbot, window, k, mods)


def test_rolloff_shows_a_tie_then_a_decision(window, dialogs, dice, qtbot):
    from desktop.dialogs.new_game import NewGameChoice

    dialogs.new_games.append(NewGameChoice("classic", ("Maya", "Tom", "Ana"), {}))
    assert window.new_game()
    rolloff = window.table.rolloff
    assert window.table.stack.currentWidget() is rolloff
    assert rolloff.throw_button.isVisible() and not rolloff.start_button.isVisible()
    dice.faces += [5, 5, 2]
    key(qtbot, window, Qt.Key.Key_Space)
    match = window.session.match
    assert match.rolloff.throws == [{0: 5, 1: 5, 2: 2}]
    assert "Tie for the highest total (5): Maya and Tom" in plain(rolloff.message.text())
    assert "Everyone throws again" in plain(rolloff.message.text())
    assert match.state is None
    dice.faces += [1, 3, 6]  # C12: everyone throws again, Ana too, and adds to the total
    qtbot.mouseClick(rolloff.throw_button, Qt.MouseButton.LeftButton)
    assert match.rolloff.totals == [6, 8, 8]
    assert "Tie for the highest total (8): Tom and Ana" in plain(rolloff.message.text())
    dice.faces += [1, 4, 2]
    key(qtbot, window, Qt.Key.Key_T)
    assert match.rolloff.totals == [7, 12, 10]
    assert plain(rolloff.message.text()) == "Tom has the highest total (12) and plays first."
    assert rolloff.start_button.isVisible() and not rolloff.throw_button.isVisible()
    totals = [plain(w.text()) for w in rolloff.board.findChildren(type(rolloff.message)) if w.objectName().startswith("rolloffTotal")]
    assert sorted(totals) == ["10", "12", "7"]
    key(qtbot, window, Qt.Key.Key_Space)  # starts the game
    panel = window.table.panel
    assert window.table.stack.currentWidget() is panel
    assert plain(window.table.status.text()) == "Tom to throw — rack needs a 1 — no biscuit"


def test_a_turn_racks_banks_racks_from_the_bank_and_stops(window, dialogs, dice, qtbot):
    panel = start_game(window, dialogs, dice, qtbot)
    state = lambda: window.session.match.state  # noqa: E731
    assert state().turn_player() == TOM
    assert enabled_buttons(panel) == {"throw"}  # only the throw at the start of a turn
    buttons_match_legal(panel)

    dice.add("1 2 4 5 6 3*")
    qtbot.mouseClick(panel.buttons["throw"], Qt.MouseButton.LeftButton)
    assert state().thrown == [Die(1), Die(2), Die(4), Die(5), Die(6), Die(3, DieKind.YEAST)]
    assert enabled_buttons(panel) == {"rack", "bank"}  # no stop before racking (C7), no throw (C3)
    buttons_match_legal(panel)
    # only the 1 can be racked: it glows; every die can be banked, so every die is clickable
    glowing = [w.die for w in panel.throw_area.dice_widgets() if w.highlight]
    assert glowing == [Die(1)]

    click_die(qtbot, panel.throw_area, 1)  # a click racks when racking is legal
    key(qtbot, window, Qt.Key.Key_2)  # a digit racks that face
    click_die(qtbot, panel.throw_area, 4)  # the 4 cannot be racked, so the click banks it
    key(qtbot, window, Qt.Key.Key_5, Qt.KeyboardModifier.ShiftModifier)  # Shift+digit banks
    assert state().rack == [Die(1), Die(2)]
    assert state().bank == [Die(4), Die(5)]
    assert plain(window.table.status.text()) == "Tom to play — rack needs a 3 — no biscuit — stop would score 2"
    assert enabled_buttons(panel) == {"throw", "rack", "bank", "stop"}  # the yeast 3 can be racked
    buttons_match_legal(panel)

    dice.add("3 1*")
    key(qtbot, window, Qt.Key.Key_Space)
    assert state().thrown == [Die(3), Die(1, DieKind.YEAST)]
    key(qtbot, window, Qt.Key.Key_3)  # plain 3 from the throw
    click_die(qtbot, panel.bank_area, 4)  # a click on a banked die racks it from the bank
    key(qtbot, window, Qt.Key.Key_5)  # no 5 thrown: the digit racks from the bank
    assert state().rack == [Die(1), Die(2), Die(3), Die(4), Die(5)]
    assert state().bank == []
    assert "stop would score (+)" in plain(window.table.status.text())
    assert plain(panel.buttons["stop"].text()) == "Stop  (+)"
    buttons_match_legal(panel)

    qtbot.mouseClick(panel.buttons["stop"], Qt.MouseButton.LeftButton)
    assert pad_texts(panel, TOM) == ["(+)"]
    row = next(r for r in range(panel.pad_model.rowCount()) if panel.pad_model.data(panel.pad_model.index(r, TOM)) == "(+)")
    index = panel.pad_model.index(row, TOM)
    assert index.data(pad.CIRCLED) is True and index.data(pad.PAD_BODY) == "+" and index.data(pad.STRUCK) is False
    assert state().turn_player() == MAYA
    assert state().round.biscuits[TOM] == 16
    assert plain(window.table.status.text()) == "Maya to throw — rack needs a 1 — no biscuit"
    assert plain(panel.previous.caption.text()) == "Tom scored (+)"
    assert [w.die.face for w in panel.previous.dice_widgets()] == [1, 2, 3, 4, 5]


def test_miss_without_biscuit_ends_the_turn_then_a_risk_after_a_miss(window, dialogs, dice, qtbot):
    panel = start_game(window, dialogs, dice, qtbot)
    state = lambda: window.session.match.state  # noqa: E731
    # Tom: 1 then stop, biscuit 1
    dice.add("1 3 3 4 6 6*")
    key(qtbot, window, Qt.Key.Key_Space)
    key(qtbot, window, Qt.Key.Key_1)
    key(qtbot, window, Qt.Key.Key_S)
    assert pad_texts(panel, TOM) == ["1"]
    # Maya misses with no biscuit: her turn ends by force (C9)
    dice.add("2 2 3 4 5 6*")
    key(qtbot, window, Qt.Key.Key_Space)
    assert state().turn_player() == TOM and state().current_player() == CHANCE
    assert pad_texts(panel, MAYA) == []
    assert "Maya missed (no 1): no score" in plain(panel.previous.caption.text())
    assert [w.die.face for w in panel.previous.dice_widgets()] == [2, 2, 3, 4, 5, 6]
    # Tom misses with a biscuit: he may stop for nothing or risk it (C8)
    dice.add("2 3 4 5 6 6*")
    key(qtbot, window, Qt.Key.Key_Space)
    assert state().missed and state().turn_player() == TOM
    assert enabled_buttons(panel) == {"bank", "risk", "stop"}
    assert plain(panel.buttons["stop"].text()) == "Stop for 0"
    assert plain(window.table.status.text()).startswith("Tom missed (no 1) — risk biscuit 1")
    buttons_match_legal(panel)
    key(qtbot, window, Qt.Key.Key_R)
    assert state().risked
    assert enabled_buttons(panel) == {"throw", "bank"}
    assert plain(window.table.status.text()) == "Tom risked biscuit 1 — throw again: a miss loses it"
    buttons_match_legal(panel)
    # and misses again: the biscuit is lost and the entry struck (C8, C15)
    dice.add("2 2 3 4 5 5*")
    key(qtbot, window, Qt.Key.Key_Space)
    assert state().turn_player() == MAYA
    assert pad_texts(panel, TOM) == ["~1"]
    assert state().round.scores == [0, 0]
    assert state().round.biscuits[TOM] == 1  # the biscuit itself stays


def test_refused_input_shows_the_engines_message_and_changes_nothing(window, dialogs, dice, qtbot):
    panel = start_game(window, dialogs, dice, qtbot)
    match = window.session.match
    key(qtbot, window, Qt.Key.Key_S)  # a stop before any throw
    assert refused(window)
    assert refused(window).startswith("C5: ")
    dice.add("1 2 4 5 6 3*")
    key(qtbot, window, Qt.Key.Key_Space)
    before = (list(match.state.rack), list(match.state.bank), list(match.state.thrown), len(match.moves))
    key(qtbot, window, Qt.Key.Key_4)  # racking a 4 when the rack needs a 1
    assert refused(window) == "C3: dice are racked in order 1, 2, 3, ...; the rack needs a 1, not a 4"
    key(qtbot, window, Qt.Key.Key_Space)  # throwing again before racking
    assert refused(window) == "C3: rack at least one die before throwing again"
    key(qtbot, window, Qt.Key.Key_S)
    assert refused(window) == "C7: a stop needs a die racked since the last throw"
    after = (list(match.state.rack), list(match.state.bank), list(match.state.thrown), len(match.moves))
    assert after == before
    assert len(window.session.match.moves) == 1  # only the throw
    assert all("Traceback" not in m for _, m in dialogs.messages)
    buttons_match_legal(panel)


def test_yeast_swap_then_rack_the_yeast(window, dialogs, dice, qtbot):
    """C6's example: rack 1-4, bank 5, the yeast comes up 5: swap it in and rack it."""
    panel = start_game(window, dialogs, dice, qtbot)
    state = lambda: window.session.match.state  # noqa: E731
    dice.add("1 2 3 4 5 6*")
    key(qtbot, window, Qt.Key.Key_Space)
    for k in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4):
        key(qtbot, window, k)
    key(qtbot, window, Qt.Key.Key_5, Qt.KeyboardModifier.ShiftModifier)
    dice.add("5*")
    key(qtbot, window, Qt.Key.Key_Space)
    assert state().thrown == [Die(5, DieKind.YEAST)]
    assert panel.buttons["swap"].isEnabled() and plain(panel.buttons["swap"].text()) == "Swap yeast 5"
    buttons_match_legal(panel)
    key(qtbot, window, Qt.Key.Key_W)
    assert Die(5, DieKind.YEAST) in state().bank and state().waiting == [Die(5)]
    key(qtbot, window, Qt.Key.Key_5)  # racks the yeast from the bank
    key(qtbot, window, Qt.Key.Key_S)
    assert pad_texts(panel, TOM) == ["(2+)"]  # 16 x 5 = 80, two and a half loaves


def test_box_rules_add_an_out_place_and_button(window, dialogs, dice, qtbot):
    panel = start_game(window, dialogs, dice, qtbot, options={"box_rules": True})
    state = lambda: window.session.match.state  # noqa: E731
    assert panel.out_area.isVisible() and panel.buttons["out"].isVisible()
    dice.add("1 2 4 5 6 3*")
    key(qtbot, window, Qt.Key.Key_Space)
    buttons_match_legal(panel)
    assert panel.buttons["out"].isEnabled()
    outs = {plain(a.text()): a for a in panel.out_menu.actions()}
    assert "Out of the box: a 6" in outs
    outs["Out of the box: a 6"].trigger()  # C14: recorded straight after the throw
    assert state().out == [Die(6)]
    assert [w.die for w in panel.out_area.dice_widgets()] == [Die(6)]
    key(qtbot, window, Qt.Key.Key_1)
    assert not panel.buttons["out"].isEnabled()  # only straight after the throw
    banks = {plain(a.text()): a for a in panel.bank_menu.actions()}
    banks["Bank the yeast showing 3"].trigger()
    assert state().bank == [Die(3, DieKind.YEAST)]
    buttons_match_legal(panel)
    events = to_record(window.session.match)["turns"][0]["events"]
    assert [{k: v for k, v in e.items() if k != "at"} for e in events] == [
        {"throw": "1 2 4 5 6 3*"}, {"out": "6"}, {"rack": "1"}, {"bank": "3*"},
    ]


def test_without_box_rules_there_is_no_out(window, dialogs, dice, qtbot):
    panel = start_game(window, dialogs, dice, qtbot)
    assert not panel.out_area.isVisible() and not panel.buttons["out"].isVisible()


def test_the_play_menu_lists_the_keys(window, dialogs, dice, qtbot):
    start_game(window, dialogs, dice, qtbot)
    menu = window.play_menu
    top = [plain(a.text()) for a in menu.actions()]
    assert top[:4] == ["Throw", "Stop", "Risk the biscuit", "Swap the yeast"]
    rack = next(a.menu() for a in menu.actions() if plain(a.text()) == "Rack")
    assert [a.shortcut().toString() for a in rack.actions()] == ["1", "2", "3", "4", "5", "6"]
    bank = next(a.menu() for a in menu.actions() if plain(a.text()) == "Bank")
    assert bank.actions()[0].shortcut().toString() == "Shift+1"


def test_the_dice_of_a_throw_stay_where_they_lie_until_it_is_settled(window, dialogs, dice, qtbot):
    """Clicking dice one after another racked the wrong ones: the rest moved up after each rack,
    so the next click at the die seen landed on its neighbour.  The dice stay put until the next
    throw (#30)."""
    panel = start_game(window, dialogs, dice, qtbot)
    state = lambda: window.session.match.state  # noqa: E731
    dice.add("1 2 4 5 6 3*")
    qtbot.mouseClick(panel.buttons["throw"], Qt.MouseButton.LeftButton)
    window.table.layout().activate()
    where = {w.die: w.mapTo(window, w.rect().center()) for w in panel.throw_area.dice_widgets()}
    for face in (1, 2, 4):  # a click at each die where it was seen: rack the 1, rack the 2, bank the 4
        target = window.childAt(where[Die(face)])
        assert target is not None and getattr(target, "die", None) == Die(face), face
        qtbot.mouseClick(target, Qt.MouseButton.LeftButton)
    assert state().rack == [Die(1), Die(2)] and state().bank == [Die(4)]
    # each die left lies where it lay in its row (the row itself may move down with a longer status line)
    assert {w.die: w.mapTo(window, w.rect().center()).x() for w in panel.throw_area.dice_widgets()} == {
        d: where[d].x() for d in (Die(5), Die(6), Die(3, DieKind.YEAST))}
    dice.add("3 1 2")  # the next throw is laid out anew
    qtbot.mouseClick(panel.buttons["throw"], Qt.MouseButton.LeftButton)
    assert [w.die for w in panel.throw_area.dice_widgets()] == list(state().thrown)
    xs = [w.x() for w in panel.throw_area.dice_widgets()]
    assert xs == sorted(xs) and xs[0] == min(w.x() for w in panel.throw_area.widgets)
