"""SB through the window: the text's example turns (Anna's full split, Barry's split
keys stop), refused keeps, undo, the key dice, the end phase and a shared first place."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from desktop.widgets.die import DieWidget
from engine.actions import Keep
from engine.dice import Die, DieKind

from .helpers import plain, refused
from .practice_helpers import enabled, press, redo, start, throw, throw_and_stop_match_legal, undo

ANNA, BARRY = 0, 1
KEY = DieKind.KEY
SHIFT = Qt.KeyboardModifier.ShiftModifier


def faces(area) -> list[str]:
    return [str(w.die) if w.die else (w.slot_label or "_") for w in area.dice_widgets()]


def click(qtbot, area, die: Die) -> None:
    for w in area.dice_widgets():
        if w.die == die:
            qtbot.mouseClick(w, Qt.MouseButton.LeftButton)
            return
    raise AssertionError(f"no {die} in {faces(area)}")


def clickable(area) -> list[str]:
    return [str(w.die) for w in area.dice_widgets() if w.isEnabled()]


def test_a_key_die_looks_different(qtbot):
    plain, key = DieWidget(Die(4), 64), DieWidget(Die(4, KEY), 64)
    for w in (plain, key):
        qtbot.addWidget(w)
        w.resize(w.sizeHint())
    at = QPoint(plain.margin + int(64 * 0.38), plain.margin + int(64 * 0.62))
    p, k = plain.grab().toImage().pixelColor(at), key.grab().toImage().pixelColor(at)
    assert p.lightness() > 200  # ivory
    assert k.blue() > k.red() + 30 and k.lightness() < 170  # slate blue
    assert key.accessibleName() == "key 4"


def test_annas_turn_from_the_text_ends_in_a_full_split(window, dialogs, dice, qtbot):
    panel = start(window, dialogs, dice, qtbot, "sb", players=("Anna", "Barry"))
    state = lambda: window.session.match.state  # noqa: E731
    # ten dice to throw, eight base and two keys drawn apart (K1)
    assert faces(panel.throw_area) == ["?"] * 8 + ["K?"] * 2
    assert plain(window.table.status.text()) == "Anna to throw all ten dice"
    assert enabled(panel) == {"throw"} and plain(panel.buttons["throw"].text()) == "Throw 10"
    assert faces(panel.keys_area) == ["K", "K"]

    throw(qtbot, window, dice, "1 1 2 3 3 4 5 5 K2 K6")
    assert faces(panel.throw_area) == ["1", "1", "2", "3", "3", "4", "5", "5", "K2", "K6"]
    assert [w.die.kind for w in panel.throw_area.dice_widgets()][-2:] == [KEY, KEY]
    assert clickable(panel.throw_area) == ["1", "1", "3", "3", "5", "5", "K2", "K6"]  # the lone 2 and 4 cannot
    assert enabled(panel) == set()  # set something aside first (K2)
    throw_and_stop_match_legal(panel)
    click(qtbot, panel.throw_area, Die(6, KEY))  # she sets aside the K6
    assert faces(panel.keys_area) == ["K6", "K"]
    assert clickable(panel.throw_area) == ["K2"]  # never keys and base dice from one throw
    assert enabled(panel) == {"throw"}  # no stop with a key still to set aside (K4)
    assert plain(panel.score_note.text()).startswith("A stop needs both keys aside")
    throw_and_stop_match_legal(panel)

    throw(qtbot, window, dice, "2 2 2 3 3 4 5 6 K5")
    press(qtbot, window, Qt.Key.Key_3)  # one 3 is not a group yet: no throw
    assert enabled(panel) == set()
    assert plain(window.table.status.text()) == "Anna: a group is two or more dice of one face — keep another (K2)"
    press(qtbot, window, Qt.Key.Key_3)
    assert plain(panel.throw_area.caption.text()) == "kept from this throw: 3 3"
    assert enabled(panel) == {"throw"} and plain(window.table.status.text()) == "Anna: keep more, throw 7"

    throw(qtbot, window, dice, "2 3 3 3 3 4 K4")
    for _ in range(4):
        press(qtbot, window, Qt.Key.Key_3)
    throw(qtbot, window, dice, "5 5 K5")
    click(qtbot, panel.throw_area, Die(5))
    click(qtbot, panel.throw_area, Die(5))
    assert faces(panel.base_area) == ["3"] * 6 + ["5", "5"]
    assert plain(panel.base_area.caption.text()) == "8 of 8"
    assert plain(panel.buttons["throw"].text()) == "Throw 1"

    throw(qtbot, window, dice, "K2")
    press(qtbot, window, Qt.Key.Key_K)  # every die aside: the turn ends and scores (K4)
    assert state().totals == (20, 0) and state().seat == BARRY
    assert plain(panel.previous.caption.text()) == "Anna set every die aside: 20 points, a full split"
    assert faces(panel.previous) == ["K2", "3", "3", "3", "3", "3", "3", "5", "5", "K6"]
    assert panel.sheet.column_texts(ANNA) == ["20", "20", "40 to go"]
    assert panel.sheet.header_text(BARRY) == "▸ Barry"
    assert len(window.session.match.moves) == 5 + 1 + 2 + 4 + 2 + 1  # each throw and each keep

    undo(qtbot, window)  # the last keep is taken back
    assert state().seat == ANNA and state().totals == (0, 0) and clickable(panel.throw_area) == ["K2"]
    redo(qtbot, window)
    assert state().totals == (20, 0)


def test_barrys_turn_stops_on_split_keys_and_refused_keeps_change_nothing(window, dialogs, dice, qtbot):
    panel = start(window, dialogs, dice, qtbot, "sb", players=("Anna", "Barry"), rolloff=((2, 5),))
    state = lambda: window.session.match.state  # noqa: E731
    match = window.session.match
    assert state().seat == BARRY
    throw(qtbot, window, dice, "1 1 1 2 3 5 6 6 K1 K6")

    def snapshot():
        s = state()
        return (s.aside, s.throw_left, s.step_kept, len(match.moves), len(window.session.match.moves))

    before = snapshot()
    press(qtbot, window, Qt.Key.Key_2)  # a lone 2: no group (K2)
    assert refused(window) == (
        "K2: a group is two or more base dice of one face, from one throw: this throw has no other 2 to go with it"
    )
    press(qtbot, window, Qt.Key.Key_4)  # no 4 in the throw
    assert refused(window).startswith("K2: 4 is more than this throw has left")
    press(qtbot, window, Qt.Key.Key_S)  # a stop with nothing kept, and no keys aside
    assert refused(window).startswith("K2: set aside a key or a group of base dice")
    assert snapshot() == before
    assert dialogs.messages == []  # said beside the dice, never in a modal box

    for k in (Qt.Key.Key_1, Qt.Key.Key_1, Qt.Key.Key_1, Qt.Key.Key_6, Qt.Key.Key_6):
        press(qtbot, window, k)
    assert faces(panel.base_area) == ["1", "1", "1", "6", "6", "_", "_", "_"]
    press(qtbot, window, Qt.Key.Key_K)  # a key after base dice in one step: refused (K2)
    assert refused(window) == "K2: never keys and base dice from the same throw"
    assert faces(panel.keys_area) == ["K", "K"]

    throw(qtbot, window, dice, "1 1 6 K4 K6")
    press(qtbot, window, Qt.Key.Key_1)
    press(qtbot, window, Qt.Key.Key_1)
    throw(qtbot, window, dice, "4 K2 K4")
    press(qtbot, window, Qt.Key.Key_2, SHIFT)  # Shift+2: the key showing 2
    assert faces(panel.keys_area) == ["K2", "K"]
    throw(qtbot, window, dice, "4 K5")
    assert clickable(panel.throw_area) == ["K5"]
    click(qtbot, panel.throw_area, Die(5, KEY))
    assert enabled(panel) == {"throw", "stop"}
    throw_and_stop_match_legal(panel)
    assert plain(panel.buttons["stop"].text()) == "Stop for 7"
    assert plain(panel.score_note.text()) == "A stop scores 7: split keys 2 and 5 (K5)."
    assert plain(window.table.status.text()) == "Barry: throw 1, or stop for 7"  # the lone 4 cannot be kept
    qtbot.mouseClick(panel.buttons["stop"], Qt.MouseButton.LeftButton)
    assert state().totals == (0, 7) and state().seat == ANNA
    assert plain(panel.previous.caption.text()) == "Barry stopped: 7 points, split keys 2 and 5"
    assert faces(panel.previous) == ["1", "1", "1", "1", "1", "K2", "K5", "6", "6"]
    assert panel.sheet.column_texts(BARRY) == ["7", "7", "53 to go"]

    undo(qtbot, window)  # back before the stop
    assert state().seat == BARRY and enabled(panel) == {"throw", "stop"}
    assert Keep((Die(5, KEY),)) not in state().legal_actions()


def test_end_phase_and_a_shared_first_place(window, dialogs, dice, qtbot):
    panel = start(
        window, dialogs, dice, qtbot, "sb", players=("Anna", "Barry", "Cleo"), options={"target": 5}, rolloff=((5, 2, 1),)
    )
    state = lambda: window.session.match.state  # noqa: E731

    def full_split() -> None:
        throw(qtbot, window, dice, "1 1 2 3 3 4 5 5 K2 K6")
        press(qtbot, window, Qt.Key.Key_K)
        press(qtbot, window, Qt.Key.Key_K)  # both keys from one throw
        throw(qtbot, window, dice, "3 3 3 3 3 3 3 3")
        for _ in range(8):
            press(qtbot, window, Qt.Key.Key_3)

    full_split()  # Anna reaches the target: the original leader (K6)
    assert state().leader == ANNA and state().seat == BARRY
    assert panel.end_note.isVisible()
    assert plain(panel.end_note.text()) == (
        "End phase: Anna reached 5 first and is the original leader. One more turn each: Barry now, then Cleo. "
        "If Anna is then not alone in the lead, Anna takes one more turn (K6)."
    )
    assert panel.sheet.header_text(ANNA) == "Anna ★"
    assert "end phase" in plain(window.table.round_label.text())
    full_split()  # Barry catches her
    throw(qtbot, window, dice, "1 2 3 4 5 6 1 2 K3 K4")  # Cleo: both keys, nothing between, stop for 0
    press(qtbot, window, Qt.Key.Key_K)
    press(qtbot, window, Qt.Key.Key_K)
    assert plain(panel.buttons["stop"].text()) == "Stop for 0"
    press(qtbot, window, Qt.Key.Key_S)
    assert state().seat == ANNA and state().leader_extra_turn
    assert plain(panel.end_note.text()) == "End phase: Anna was caught, so Anna takes one more turn — the last of the game (K6)."
    throw(qtbot, window, dice, "2 3 4 5 6 2 3 4 K1 K1")
    press(qtbot, window, Qt.Key.Key_K)
    press(qtbot, window, Qt.Key.Key_K)
    assert plain(panel.score_note.text()) == "A stop scores 0: a key sandwich of 1s (K5)."
    press(qtbot, window, Qt.Key.Key_S)
    assert state().is_terminal() and state().winners == (ANNA, BARRY)
    assert window.table.banner.isVisible()
    assert plain(window.table.banner.title.text()) == "Anna and Barry share first place!"
    assert plain(panel.status_text()) == "Anna and Barry share first place with 20 points"
    assert not panel.end_note.isVisible()
    assert enabled(panel) == set()
    assert panel.sheet.column_texts(ANNA) == ["20", "0", "20", "reached"]
    undo(qtbot, window)
    assert not window.table.banner.isVisible() and enabled(panel) == {"throw", "stop"}
