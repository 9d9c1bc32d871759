"""Six By 6 through the window: the text's sample round throw by throw (Roll, Post,
Carry, Leave), a turn that runs out of carry, sets, undo, a shared first place;
the D7 roll-off; and the game chooser offering all five games."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.dialogs.new_game import NewGameChoice, NewGameDialog
from desktop.main_window import ActionId
from desktop.widgets.panels import supported_rulesets
from engine.rulesets import all_rulesets

from .helpers import plain, refused
from .practice_helpers import enabled, press, start, throw, throw_and_stop_match_legal, undo

MAYA, TOM = 0, 1

# six-by-6.txt, "A Sample Round": each roll and the Carry the text writes after it
SAMPLE = [
    ("1 2 1 3 3 4", "1"),
    ("2 4 6 6 5 5", "4"),
    ("4 3 5 1", "3"),
    ("6 4 4 4", "5"),
    ("2 3 6", "5"),
    ("1 1", "5"),
    ("6 5", "5"),
    ("4", "4"),
    ("2", "3"),
    ("5", "2"),
    ("3", "1"),
    ("1", "Zero"),
    ("6", "1"),
]


def carry_after(cell: str) -> str:
    """"+4 → 4" -> "4"."""
    return cell.split("→")[1].strip()


def test_the_game_chooser_offers_all_five_games(qtbot, settings):
    d = NewGameDialog(settings)
    qtbot.addWidget(d)
    ids = [d.game.itemData(i) for i in range(d.game.count())]
    assert set(ids) == {"classic", "entrepreneurial", "six-by-6", "dire-straights", "sb"}
    assert ids == [rs.id for rs in all_rulesets()]
    model = d.game.model()
    for i in range(d.game.count()):
        assert model.item(i).flags() & Qt.ItemFlag.ItemIsEnabled
        assert "coming soon" not in d.game.itemText(i)
    assert {"six-by-6", "dire-straights", "sb"} <= supported_rulesets()
    d.game.setCurrentIndex(ids.index("six-by-6"))
    assert d.option_widgets["sets"].value() == 3  # S4's default, from the option spec


def test_the_d7_rolloff_shows_that_only_the_tied_throw_again(window, dialogs, dice, qtbot):
    dialogs.new_games.append(NewGameChoice("six-by-6", ("Maya", "Tom", "Ana"), {}))
    assert window.new_game()
    rolloff = window.table.rolloff
    assert "only the tied players throw again (D7)" in plain(rolloff.explain.text())
    dice.faces += [5, 5, 2]
    press(qtbot, window, Qt.Key.Key_Space)
    assert plain(rolloff.message.text()) == "Tie for the highest throw: Maya and Tom throw again (D7)."
    assert plain(rolloff.throw_button.text()) == "Maya and Tom throw again"
    dice.faces += [3, 6]  # only Maya and Tom throw: two faces
    qtbot.mouseClick(rolloff.throw_button, Qt.MouseButton.LeftButton)
    match = window.session.match
    assert match.rolloff.throws == [{0: 5, 1: 5, 2: 2}, {0: 3, 1: 6}]
    sit_out = [w for w in rolloff.board.findChildren(type(rolloff.message)) if w.objectName() == "rolloffSitOut"]
    assert len(sit_out) == 1 and "Ana" in sit_out[0].toolTip()
    assert plain(rolloff.message.text()) == "Tom has the highest throw and plays first."
    press(qtbot, window, Qt.Key.Key_Space)  # starts the game
    assert plain(window.table.status.text()) == "Tom to throw — six dice, the first throw is free"


def test_the_sample_round_scores_rack_carry_1_37_points(window, dialogs, dice, qtbot):
    panel = start(window, dialogs, dice, qtbot, "six-by-6")
    state = lambda: window.session.match.state  # noqa: E731
    assert state().turn_player() == MAYA
    assert enabled(panel) == {"throw"}
    assert plain(panel.buttons["throw"].text()) == "Throw 6"
    assert [w.slot_label for w in panel.unposted_area.dice_widgets()] == ["?"] * 6
    assert panel.lines.texts() == []
    for i, (roll, carry) in enumerate(SAMPLE):
        throw(qtbot, window, dice, roll)
        throw_and_stop_match_legal(panel)
        if i < len(SAMPLE) - 1:  # the turn goes on: this line is the last of the table
            row = panel.lines.texts()[-1]
            assert len(panel.lines.texts()) == i + 1
            assert row[0] == roll and carry_after(row[2]) == carry
    rows = panel.lines.texts()  # the turn is over: its table stays in view
    assert [r[0] for r in rows] == [roll for roll, _ in SAMPLE]
    assert [carry_after(r[2]) for r in rows] == [carry for _, carry in SAMPLE]
    assert [r[1] for r in rows][:4] == ["0", "+2 → 2", "2", "+1 → 3"]
    assert rows[0][2] == "+2 → 1"  # 2 for the two Pairs, minus 1
    assert rows[1][2] == "+4 → 4"  # two Pairs, two Posted, plus prior, minus 1
    assert rows[-1] == ["6", "+1 → Rack", "+1 → 1", "—"]  # one posted, plus prior, no minus
    assert plain(panel.lines.caption.text()) == "Rack, Carry 1 = 37 points"
    assert plain(panel.lines.title.text()) == "MAYA'S TURN"
    assert plain(panel.previous.caption.text()) == "Rack, Carry 1 = 37 points"
    assert [w.die.face for w in panel.previous.dice_widgets()] == [6] * 6
    assert state().totals == (37, 0) and state().turn_player() == TOM
    assert panel.sheet.row_texts("Set 1") == ("37", "")
    assert panel.sheet.row_texts("Total") == ("37", "0")
    assert panel.sheet.header_text(TOM) == "▸ Tom"
    assert plain(window.table.status.text()) == "Tom to throw — six dice, the first throw is free"
    assert plain(window.table.round_label.text()).startswith("Set 1 of 3")
    assert len(window.session.match.moves) == len(SAMPLE)  # each throw is one command

    # Ctrl+Z: every Six By 6 move is a throw, and the app's throws stand (A2): nothing changes
    undo(qtbot, window)
    assert refused(window).startswith("A2: dice the app threw stand")
    assert state().totals == (37, 0) and state().turn_player() == TOM
    assert len(window.session.match.moves) == len(SAMPLE)
    assert plain(window.registry[ActionId.UNDO].text()) == "&Undo (the throw stands)"


def test_out_of_carry_post_4_leave_8_and_a_game_shared(window, dialogs, dice, qtbot):
    panel = start(window, dialogs, dice, qtbot, "six-by-6", options={"sets": 1})
    state = lambda: window.session.match.state  # noqa: E731

    def turn() -> None:  # post 2, post 2, then 3 and 5 until the carry runs out
        throw(qtbot, window, dice, "6 6 1 1 2 3")
        throw(qtbot, window, dice, "6 6 1 2")
        for _ in range(5):
            throw(qtbot, window, dice, "3 5")
            assert plain(window.table.status.text()).startswith(("Maya: Post 4", "Tom: Post 4"))
        throw(qtbot, window, dice, "3 5")

    turn()
    assert state().totals == (32, 0)
    rows = panel.lines.texts()
    assert rows[-2] == ["3 5", "4", "+0 → Zero", "8"]
    assert rows[-1] == ["3 5", "4", "+0 → none left", "8"]
    assert plain(panel.previous.caption.text()) == "Post 4, Leave 8 = 32 points"
    assert [w.die.face for w in panel.previous.dice_widgets()] == [6, 6, 6, 6, 5, 3]
    assert [w.dim for w in panel.previous.dice_widgets()] == [False] * 4 + [True] * 2
    turn()
    assert state().is_terminal()
    assert window.table.banner.isVisible()
    assert plain(window.table.banner.title.text()) == "Maya and Tom share first place!"  # S4: equal totals share
    assert plain(window.table.banner.detail.text()) == "Totals: Maya 32 · Tom 32"
    assert enabled(panel) == set()
    assert panel.sheet.row_texts("Total") == ("32", "32")
    assert all(not h.startswith("▸") for h in (panel.sheet.header_text(i) for i in range(2)))
    press(qtbot, window, Qt.Key.Key_Space)  # nothing to throw: refused by the engine, nothing changes
    assert "game is over" in refused(window)
    undo(qtbot, window)  # the last throw stands (A2): the game stays over
    assert window.table.banner.isVisible() and refused(window).startswith("A2:")
