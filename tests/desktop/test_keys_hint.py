"""The status bar's keys at 1024x600 (issue 19, part 7: nothing cut off): the longest hints,
Classic's and Entrepreneurial's, elided at 1024 wide ("... Ctrl+Z undo · …"), in German halfway.
Now the hint is shown whole, on a second line when it must, broken only between its items."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from desktop.dialogs.new_game import NewGameChoice
from desktop.theme import TITLE_BAR

from .test_translation import german  # noqa: F401  (a fixture)

SIZE = (1024, 600 - TITLE_BAR)


def play(window, dialogs, dice, qtbot, ruleset: str):
    dice.faces += [3, 5, 2, 6, 1, 4] * 50
    dialogs.new_games.append(NewGameChoice(ruleset, ("Anastasia Papadopoulou", "Maya", "Tom", "Cleo"), {}))
    assert window.new_game()
    match = window.session.match
    while match.rolloff.winner is None:
        window.table.rolloff.throw_requested.emit()
    window.table.rolloff.start_requested.emit()
    window.statusBar().clearMessage()  # "New game: ..." stands in for the keys for a while
    window.resize(*SIZE)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == SIZE)
    qtbot.waitUntil(lambda: window.table.hint.height() >= window.table.hint.sizeHint().height(), timeout=2000)


def whole(hint) -> None:
    shown = QLabel.text(hint)
    assert shown.replace("\u00a0", " ").replace("  ·  ", " · ") == hint.text().replace("  ·  ", " · ")
    assert hint.isVisible() and hint.height() >= hint.sizeHint().height()  # every line in view
    assert 1 <= hint.lines() <= 2
    # a line breaks only after a separator: within an item, and before a dot, the spaces do not break
    for item in shown.split("· "):
        assert " " not in item.strip(), item


@pytest.mark.parametrize("ruleset", ["classic", "entrepreneurial", "sb"])
def test_the_keys_are_shown_whole_at_1024x600(window, dialogs, dice, qtbot, ruleset):
    play(window, dialogs, dice, qtbot, ruleset)
    whole(window.table.hint)
    assert window.height() == SIZE[1]


@pytest.mark.parametrize("ruleset", ["classic", "entrepreneurial"])
def test_the_german_keys_are_shown_whole_on_two_lines(german, window, dialogs, dice, qtbot, ruleset):  # noqa: F811
    play(window, dialogs, dice, qtbot, ruleset)
    hint = window.table.hint
    assert "Leertaste" in hint.text()
    whole(hint)
    assert hint.lines() == 2
    assert window.height() == SIZE[1]
