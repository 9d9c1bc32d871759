"""Space or Return on a focused button presses that button, never a table key (issue 17,
section 3): Space on a focused Stop used to throw the dice, and the player busted."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLineEdit

from engine.game import CHANCE, TurnEnd

from .practice_helpers import press, start, throw

SPACE, RETURN = Qt.Key.Key_Space, Qt.Key.Key_Return

#: per game: its roll-off, its first throw, and the keys that bring a Stop into play after it
GAMES = {
    "classic": (((6, 1),), "1 2 3 4 5 6*", [Qt.Key.Key_1]),
    "entrepreneurial": (((6, 1),), "1 2 4 4 5 3*", [Qt.Key.Key_1]),
    "dire-straights": (((6, 1),), "1 2 4 4 5 6", []),
    "sb": (((6, 1),), "1 1 2 2 3 3 4 5 2K 5K", [Qt.Key.Key_K, Qt.Key.Key_K]),
}


def focus(qtbot, button) -> None:
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus)


def stop_ready(window, dialogs, dice, qtbot, ruleset):
    rolloff, first, keys = GAMES[ruleset]
    panel = start(window, dialogs, dice, qtbot, ruleset, rolloff=rolloff)
    throw(qtbot, window, dice, first)
    for k in keys:
        press(qtbot, window, k)
    stop = panel.buttons["stop"]
    assert stop.isEnabled(), stop.text()
    return panel, stop


@pytest.mark.parametrize("key", [SPACE, RETURN])
@pytest.mark.parametrize("ruleset", sorted(GAMES))
def test_a_key_on_a_focused_stop_stops_and_throws_nothing(window, dialogs, dice, qtbot, ruleset, key):
    panel, stop = stop_ready(window, dialogs, dice, qtbot, ruleset)
    match = window.session.match
    mover, moves, drawn = match.state.turn_player(), len(match.moves), dice.position
    focus(qtbot, stop)
    qtbot.keyClick(stop, key)
    qtbot.waitUntil(lambda: len(match.moves) > moves)
    assert len(match.moves) == moves + 1  # the stop, and nothing else
    assert dice.position == drawn  # no die was thrown
    last = match.state.turn_log[-1]
    assert last.seat == mover
    assert last.end is TurnEnd.STOP if hasattr(last, "end") else last.points > 0  # stopped: no bust
    assert match.state.current_player() == CHANCE and match.state.turn_player() != mover
    assert not [m for m in dialogs.messages if m[0] == "warning"]


def test_space_off_a_button_still_throws(window, dialogs, dice, qtbot):
    panel, stop = stop_ready(window, dialogs, dice, qtbot, "classic")
    window.table.setFocus()
    dice.add("3 4 5 6 1")
    moves, drawn = len(window.session.match.moves), dice.position
    press(qtbot, window, SPACE)
    assert len(window.session.match.moves) == moves + 1 and dice.position == drawn + 5  # the five dice thrown


def test_return_on_a_focused_throw_button_throws(window, dialogs, dice, qtbot):
    """Six By 6 has only Throw: Return on it throws (a push button outside a dialog took no Return)."""
    panel = start(window, dialogs, dice, qtbot, "six-by-6", rolloff=((6, 1),))
    button = panel.buttons["throw"]
    focus(qtbot, button)
    dice.add("6 6 1 2 3 4")
    qtbot.keyClick(button, RETURN)
    qtbot.waitUntil(lambda: len(window.session.match.moves) == 1)
    assert dice.position == 2 + 6


def test_a_focused_text_field_or_check_box_keeps_its_keys(window, dialogs, dice, qtbot):
    """A control the table may hold later (a field, a box) types and ticks: no key of the table fires."""
    panel, _stop = stop_ready(window, dialogs, dice, qtbot, "classic")
    field, box = QLineEdit(panel), QCheckBox("x", panel)
    field.show()
    box.show()
    moves = len(window.session.match.moves)
    focus(qtbot, field)
    qtbot.keyClicks(field, "st 12")  # S stops, T and Space throw, digits rack: all typed instead
    assert field.text() == "st 12"
    focus(qtbot, box)
    qtbot.keyClick(box, SPACE)
    assert box.isChecked()
    assert len(window.session.match.moves) == moves


def test_ctrl_return_in_a_text_field_reaches_the_windows_shortcut(qtbot):
    """Ctrl+Return is a command (the paper pad's "record"), not the field's Return: with the
    app-wide filter installed, a shortcut on it still fires from a focused text field."""
    from PySide6.QtGui import QKeySequence, QShortcut
    from PySide6.QtWidgets import QApplication, QDialog, QVBoxLayout

    from desktop.widgets.focus_keys import install

    install(QApplication.instance())
    dialog = QDialog()
    qtbot.addWidget(dialog)
    field = QLineEdit(dialog)
    QVBoxLayout(dialog).addWidget(field)
    fired: list[bool] = []
    QShortcut(QKeySequence("Ctrl+Return"), dialog, lambda: fired.append(True))
    dialog.show()
    qtbot.waitExposed(dialog)
    focus(qtbot, field)
    qtbot.keyClick(field, RETURN, Qt.KeyboardModifier.ControlModifier)
    assert fired == [True]
    qtbot.keyClick(field, Qt.Key.Key_A)
    assert field.text() == "a"  # plain keys still type
