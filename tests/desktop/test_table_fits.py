"""Six players at 1024x600 (issue 17, section 3): every die on the table stays whole and in
view, turn after turn, in every game: Entrepreneurial cut off the thrown and racked dice once
its bakery strip, a two-line status, the previous turn and a committed rack were all on show."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QWidget

from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window.window import TITLE_BAR
from desktop.widgets.panels import THROW
from engine.actions import ROLL
from engine.game import CHANCE

from .test_practice_table_review import clipped, settle

SCREEN_W, SCREEN_H = 1024, 600
WINDOW_H = SCREEN_H - TITLE_BAR
#: long names (two-line status lines, elided strip owners), one right to left
SIX = ("Anastasia Papadopoulou", "Maya Brandenburg-Lindqvist", "שרה לוי", "Tom", "Cleo", "Dev")
#: the window's own height at its worst: room kept for a desktop panel of up to this many pixels
PANEL_ROOM = 16
RULESETS = ("classic", "entrepreneurial", "six-by-6", "dire-straights", "sb")


def dice_on_show(window) -> list[QWidget]:
    panel = window.table.panel
    found: list[QWidget] = []
    for area in panel.findChildren(QWidget, "diceArea") + panel.findChildren(QWidget, "previousTurn"):
        if area.isVisibleTo(window) and hasattr(area, "dice_widgets"):
            found += area.dice_widgets()
    return found


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_die_stays_in_view_for_six_players_at_1024x600(window, dialogs, dice, qtbot, ruleset):
    rng = random.Random(17)
    dice.faces += [rng.randint(1, 6) for _ in range(4000)]
    dialogs.new_games.append(NewGameChoice(ruleset, SIX, {}))
    assert window.new_game()
    match = window.session.match
    while match.rolloff.winner is None:
        window.table.rolloff.throw_requested.emit()
    window.table.rolloff.start_requested.emit()
    window.resize(SCREEN_W, WINDOW_H)
    qtbot.waitUntil(lambda: window.width() == SCREEN_W and window.height() == WINDOW_H)
    seen = 0
    for _ in range(45):
        state = match.state
        if state.is_terminal():
            break
        action = THROW if state.current_player() == CHANCE else rng.choice(state.legal_actions())
        assert window.table.perform(THROW if action == ROLL else action)  # a Roll is the app's throw (A2)
        settle(window)
        hint = window.minimumSizeHint().height()
        assert hint <= WINDOW_H - PANEL_ROOM, f"the window needs {hint} px of {WINDOW_H}: {window.table.status.text()}"
        assert window.height() == WINDOW_H  # never grown past the screen
        for die in dice_on_show(window):
            problem = clipped(die, window)
            assert problem is None, f"{die.accessibleName()} in {die.parentWidget().objectName()}: {problem}"
            seen += 1
    assert seen > 0
