"""Helpers for the Six By 6, Dire Straights and SB table tests: start any game
through the window, press keys, read buttons against the engine's legal actions."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.dialogs.new_game import NewGameChoice
from engine.actions import ROLL, STOP
from engine.game import CHANCE

from .helpers import type_key


def start(window, dialogs, dice, qtbot, ruleset, players=("Maya", "Tom"), options=None, rolloff=((5, 2),)):
    """New game of ``ruleset`` through the window; the roll-off thrown (one tuple per throw,
    faces of the players who throw, in seat order), then the game started."""
    dialogs.new_games.append(NewGameChoice(ruleset, tuple(players), dict(options or {})))
    assert window.new_game()
    for faces in rolloff:
        dice.faces += list(faces)
        qtbot.mouseClick(window.table.rolloff.throw_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.table.rolloff.start_button, Qt.MouseButton.LeftButton)
    panel = window.table.panel
    assert panel is not None and panel.ruleset_id == ruleset
    assert window.table.stack.currentWidget() is panel
    return panel


def press(qtbot, window, k, mods=Qt.KeyboardModifier.NoModifier) -> None:
    type_key(qtbot, window, k, mods)


def throw(qtbot, window, dice, faces: str) -> None:
    """Script the faces (base dice first, then keys, as the engine draws them) and press Space."""
    dice.add(faces.replace("K", ""))
    press(qtbot, window, Qt.Key.Key_Space)


def undo(qtbot, window) -> None:
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def redo(qtbot, window) -> None:
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)


def enabled(panel) -> set[str]:
    return {k for k, b in panel.buttons.items() if b.isEnabled()}


def throw_and_stop_match_legal(panel) -> None:
    """Throw is enabled exactly when dice are to be thrown or a Roll is legal; Stop when a Stop is."""
    s = panel.state
    legal = s.legal_actions()
    expected = {"throw": s.current_player() == CHANCE or ROLL in legal}
    if "stop" in panel.buttons:
        expected["stop"] = STOP in legal
    assert {k: b.isEnabled() for k, b in panel.buttons.items()} == expected
