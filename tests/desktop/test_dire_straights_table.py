"""Dire Straights through the window: a turn with a stop, a bust, a three-of-a-kind
re-throw and a completed 1-6, four twos, undo, and a win at the target."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engine.dice import Die

from .helpers import plain, refused
from .practice_helpers import enabled, press, start, throw, throw_and_stop_match_legal, undo

MAYA, TOM = 0, 1


def run_faces(panel) -> list[int | None]:
    return [w.die.face if w.die else None for w in panel.run_area.dice_widgets()]


def test_a_turn_with_a_stop_then_a_bust(window, dialogs, dice, qtbot):
    panel = start(window, dialogs, dice, qtbot, "dire-straights")
    state = lambda: window.session.match.state  # noqa: E731
    assert enabled(panel) == {"throw"} and plain(panel.buttons["throw"].text()) == "Throw 6"
    throw_and_stop_match_legal(panel)
    assert plain(window.table.status.text()) == "Maya to throw six dice — a run starts with a 1"
    assert run_faces(panel) == [None] * 6
    assert [w.next_slot for w in panel.run_area.dice_widgets()] == [True] + [False] * 5

    throw(qtbot, window, dice, "1 2 5 5 6 6")  # D2: the run 1-2 is set aside
    assert enabled(panel) == {"throw", "stop"}
    throw_and_stop_match_legal(panel)
    assert run_faces(panel) == [1, 2, None, None, None, None]
    assert [w.next_slot for w in panel.run_area.dice_widgets()][2] is True  # the 3 is needed next
    assert plain(panel.run_area.caption.text()) == "needs a 3  ·  a stop scores 10"
    assert plain(panel.buttons["stop"].text()) == "Stop for 10" and plain(panel.buttons["throw"].text()) == "Throw 4"
    assert plain(panel.note.text()) == "1 2 set aside: a run of 1-2 (D2)."
    assert [w.dim for w in panel.throw_area.dice_widgets()] == [False, False, True, True, True, True]
    assert plain(window.table.status.text()) == "Maya: run 1-2, needs a 3 — throw 4, or stop for 10"

    throw(qtbot, window, dice, "3 4 4 6")  # D3: extends over every consecutive face: 1-4
    assert run_faces(panel) == [1, 2, 3, 4, None, None]
    assert plain(panel.note.text()) == "3 4 set aside: the run is 1-4 (D3)."
    assert plain(panel.buttons["stop"].text()) == "Stop for 20"
    throw_and_stop_match_legal(panel)
    press(qtbot, window, Qt.Key.Key_S)
    assert state().totals == (20, 0) and state().seat == TOM
    assert plain(panel.note.text()) == "Maya stopped and scored 20."
    assert plain(panel.previous.caption.text()) == "Maya stopped with the run 1-4: 20 points"
    assert [w.die.face for w in panel.previous.dice_widgets()] == [1, 2, 3, 4]
    assert panel.sheet.column_texts(MAYA) == ["20", "20", "80 to go"]
    assert panel.sheet.header_text(TOM) == "▸ Tom"
    assert enabled(panel) == {"throw"}

    throw(qtbot, window, dice, "1 3 3 4 5 6")  # Tom: run 1 (5 points at risk)
    assert plain(panel.buttons["stop"].text()) == "Stop for 5"
    throw(qtbot, window, dice, "3 4 4 5 6")  # no 2: bust (D3, D5)
    assert state().totals == (20, 0) and state().seat == MAYA
    assert plain(panel.note.text()) == "Bust: Tom's throw 3 4 4 5 6 has no 2 — the turn's 5 points are lost (D5)."
    assert plain(panel.previous.caption.text()) == "Tom busted (run 1 lost): 0 points"
    assert [w.die.face for w in panel.previous.dice_widgets()] == [3, 4, 4, 5, 6]
    assert panel.sheet.column_texts(TOM) == ["bust", "0", "100 to go"]
    assert enabled(panel) == {"throw"}
    throw_and_stop_match_legal(panel)

    press(qtbot, window, Qt.Key.Key_S)  # a stop before throwing: the engine says no
    assert refused(window) == "D1: the dice must be thrown now, not stop"
    assert state().totals == (20, 0) and len(window.session.match.moves) == 5

    undo(qtbot, window)  # the bust was the app's throw: it stands (A2), nothing changes
    assert refused(window).startswith("A2: dice the app threw stand")
    assert state().seat == MAYA and len(window.session.match.moves) == 5
    assert panel.sheet.column_texts(TOM) == ["bust", "0", "100 to go"]


def test_three_of_a_kind_again_then_a_completed_1_6(window, dialogs, dice, qtbot):
    panel = start(window, dialogs, dice, qtbot, "dire-straights")
    throw(qtbot, window, dice, "2 3 3 3 5 6")  # D2: no 1, but three 3s: throw all six again
    assert plain(panel.note.text()) == "No 1, but three of a kind: throw all six again, or stop (D2)."
    assert enabled(panel) == {"throw", "stop"} and plain(panel.buttons["stop"].text()) == "Stop for 0"
    assert plain(panel.buttons["throw"].text()) == "Throw 6"
    assert not any(w.dim for w in panel.throw_area.dice_widgets())  # all six come back
    assert not panel.completed.isVisible()
    throw(qtbot, window, dice, "1 2 3 4 5 6")  # 1-6 at once: all six dice come back (D4)
    assert panel.completed.isVisible() and plain(panel.completed.text()) == "1-6 completed: 1"
    assert plain(panel.buttons["stop"].text()) == "Stop for 30" and plain(panel.buttons["throw"].text()) == "Throw 6"
    assert run_faces(panel) == [None] * 6
    assert plain(window.table.status.text()) == "Maya completed 1-6 — throw six again, or stop for 30"
    throw(qtbot, window, dice, "1 2 2 4 5 5")  # a new run 1-2 on top: 30 + 10
    assert plain(panel.buttons["stop"].text()) == "Stop for 40"
    assert plain(panel.completed.text()) == "1-6 completed: 1"
    throw_and_stop_match_legal(panel)
    throw(qtbot, window, dice, "4 4 5 6")  # no 3: the completed 1-6 is lost too (D5)
    assert window.session.match.state.totals == (0, 0)
    assert "the turn's 40 points are lost" in plain(panel.note.text())
    assert plain(panel.previous.caption.text()) == "Maya busted (run 1-2 and 1 × 1-6 lost): 0 points"
    assert not panel.completed.isVisible()


def test_four_twos_and_a_win_at_the_target(window, dialogs, dice, qtbot):
    panel = start(window, dialogs, dice, qtbot, "dire-straights", options={"four_twos": True, "target": 25})
    state = lambda: window.session.match.state  # noqa: E731
    assert "four 2s lose everything" in plain(window.table.round_label.text())
    throw(qtbot, window, dice, "1 2 3 4 4 6")
    press(qtbot, window, Qt.Key.Key_S)  # Maya 20
    throw(qtbot, window, dice, "1 5 5 5 6 6")
    press(qtbot, window, Qt.Key.Key_S)  # Tom 5
    throw(qtbot, window, dice, "2 2 2 2 1 3")  # D6: the turn ends and Maya's total goes to 0
    assert state().totals == (0, 5)
    assert plain(panel.note.text()) == "Four 2s! Maya's turn ends and Maya's total goes back to 0 (D6)."
    assert plain(panel.previous.caption.text()) == "Maya threw four 2s: 20 lost, total 0"
    assert panel.sheet.column_texts(MAYA) == ["20", "-20", "0", "25 to go"]
    throw(qtbot, window, dice, "1 2 3 4 5 3")  # Tom: 1-5
    press(qtbot, window, Qt.Key.Key_S)  # 5 + 25 = 30 >= 25: Tom wins at once (D8)
    assert state().is_terminal() and state().winner == TOM
    assert window.table.banner.isVisible() and plain(window.table.banner.title.text()) == "Tom wins the game!"
    assert window.table.status.isHidden()
    assert plain(panel.status_text()) == "Tom reaches 25 and wins with 30"
    assert enabled(panel) == set()
    assert plain(panel.throw_area.empty.text()) == "the game is over"
    assert Die(1) not in [w.die for w in panel.run_area.dice_widgets()]
    undo(qtbot, window)
    assert not window.table.banner.isVisible() and enabled(panel) == {"throw", "stop"}
