"""The end of a game: a banner with the winner and a New game button; round winners on the pad."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.models import scorepad as pad

from .helpers import enabled_buttons, plain, start_game, type_key


def test_game_over_banner(window, dialogs, dice, qtbot):
    panel = start_game(window, dialogs, dice, qtbot, options={"rounds_to_win": 1})
    dice.add("1 2 3 4 5 6*")  # Tom: the Damn Straight, six loaves (C1)
    type_key(qtbot, window, Qt.Key.Key_Space)
    for k in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_6):
        type_key(qtbot, window, k)
    assert not window.table.banner.isVisible()  # Maya may still catch up
    dice.add("2 2 3 4 5 6*")  # Maya misses; Tom wins at the start of his turn (C11), and the game (C13)
    type_key(qtbot, window, Qt.Key.Key_Space)
    state = window.session.match.state
    assert state.is_terminal() and state.winner == 1
    assert window.table.banner.isVisible()
    assert plain(window.table.banner.title.text()) == "Tom wins the game!"
    assert plain(window.table.banner.detail.text()) == "Rounds won: Tom 1 · Maya 0"  # the winner first
    assert plain(window.table.status.text()) == "Tom wins the game"
    assert enabled_buttons(panel) == set()
    rows = panel.pad_model.rows
    assert rows[-1].kind is pad.RowKind.DIVIDER and rows[-1].cells[1].rounds_won == 1
    assert "Tom wins round 1" in plain(panel.previous.caption.text())
    # Ctrl+Z: the app's throw that ended the game stands (A2), said beside the dice; the banner stays
    moves = len(window.session.match.moves)
    type_key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.table.banner.isVisible() and len(window.session.match.moves) == moves
    assert window.table.refusal_text().startswith("A2: dice the app threw stand")
    # New game from the banner starts again
    from desktop.dialogs.new_game import NewGameChoice

    dialogs.new_games.append(NewGameChoice("classic", ("Ana", "Ben"), {}))
    qtbot.mouseClick(window.table.banner.button, Qt.MouseButton.LeftButton)
    assert ("confirm", "The game on the table has not been saved. Leave it?") in dialogs.messages
    assert window.session.match.players == ("Ana", "Ben")
    assert window.table.stack.currentWidget() is window.table.rolloff
