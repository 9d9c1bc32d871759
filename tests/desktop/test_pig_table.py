"""Pig, the test-only sixth game (tests/engine/pig_game.py), at the practice table and on a paper
pad (issue 28, part 3): no panel of its own, so the generic panel serves it from the engine's
protocol; hot-seat by keys and buttons to the end of the game; its pad hint and running totals
come from its ruleset."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from desktop.club.paper_entry import PaperPadDialog
from desktop.dialogs.new_game import NewGameChoice, NewGameDialog
from desktop.main_window import ActionId
from desktop.widgets.panels import supported_rulesets
from desktop.widgets.panels._generic import GenericPanel
from engine.game import TurnEnd
from engine.rulesets import Ruleset
from tests.engine import pig_game

from .helpers import plain, refused
from .practice_helpers import press


@pytest.fixture
def pig() -> Iterator[Ruleset]:
    with pig_game.registered() as rs:
        yield rs


def test_the_new_game_dialog_offers_pig(qtbot, settings, pig: Ruleset) -> None:
    d = NewGameDialog(settings)
    qtbot.addWidget(d)
    ids = [d.game.itemData(i) for i in range(d.game.count())]
    assert "pig" in ids and "pig" not in supported_rulesets()  # no panel of its own
    d.game.setCurrentIndex(ids.index("pig"))
    assert d.option_widgets["target"].value() == 100  # P4's default, from its option spec
    assert d.buttons.button(d.buttons.StandardButton.Ok).isEnabled()


def test_pig_is_played_hot_seat_at_the_practice_table(window, dialogs, dice, qtbot, pig: Ruleset) -> None:
    dialogs.new_games.append(NewGameChoice("pig", ("Maya", "Tom"), {"target": 10}))
    assert window.new_game()
    dice.faces += [5, 2]  # the roll-off (D7's kind: one die each): Maya first
    qtbot.mouseClick(window.table.rolloff.throw_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.table.rolloff.start_button, Qt.MouseButton.LeftButton)
    panel = window.table.panel
    assert isinstance(panel, GenericPanel) and window.table.stack.currentWidget() is panel
    state = lambda: window.session.match.state  # noqa: E731
    assert plain(window.table.status.text()) == "Maya to throw"
    assert panel.throw_button.isEnabled() and not any(b.isVisible() for b in panel.decisions)

    dice.faces += [4]
    press(qtbot, window, Qt.Key.Key_Space)  # Space throws
    assert plain(window.table.status.text()) == "Maya to decide"
    assert [b.text() for b in panel.decisions if not b.isHidden()] == ["Stop"]
    assert panel.throw_button.isEnabled()  # throwing again is a decision too (P3)
    assert [p.die.face for p in panel.throw_area.places if p.die is not None] == [4]
    press(qtbot, window, Qt.Key.Key_1)  # the first decision: hold
    assert [(t.seat, t.points, t.end) for t in state().turn_log] == [(0, 4, TurnEnd.STOP)]
    assert plain(window.table.status.text()) == "Tom to throw"
    assert "Maya's turn ended: 4 points (P3)" in plain(panel.note.text())

    dice.faces += [1]  # P2: Tom's turn ends with nothing
    press(qtbot, window, Qt.Key.Key_Space)
    assert state().turn_log[-1].end is TurnEnd.BUST and state().turn_player() == 0
    press(qtbot, window, Qt.Key.Key_1)  # no decision at a chance node: nothing happens
    assert len(state().turn_log) == 2

    dice.faces += [6]
    qtbot.mouseClick(panel.throw_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.decisions[0], Qt.MouseButton.LeftButton)  # hold: 4 + 6 reaches 10 (P4)
    assert state().is_terminal() and state().results().winners == (0,)
    assert plain(window.table.banner.title.text()) == "Maya wins the game!"
    assert plain(window.table.banner.detail.text()) == "Totals: Maya 10 · Tom 0"
    assert not panel.throw_button.isEnabled() and not any(not b.isHidden() for b in panel.decisions)
    sheet_rows = panel.sheet.model().rowCount()
    assert sheet_rows >= 2  # the running pad: a line a turn, the totals
    press(qtbot, window, Qt.Key.Key_Space)  # the game is over: refused in words, nothing changes
    assert refused(window) and len(state().turn_log) == 3

    # Help opens at the game on the table: Pig's paragraphs and rulings, from its ruleset alone
    window.registry[ActionId.HELP].trigger()
    help_window = window.help_window
    assert help_window is not None and help_window.current == "game:pig"
    page = help_window.page_text()
    assert page.startswith("Pig") and all(f"P{i}" in page for i in range(1, 5))
    window.show_ruling("p2")  # a refusal's ruling link, or the Go to box
    assert help_window.current == "ruling:P2" and "A 1 ends the turn" in help_window.page_text()


def test_a_pig_paper_pad_shows_its_hint_and_running_totals(qtbot, pig: Ruleset) -> None:
    handed: list[list[tuple[int, str]]] = []
    d = PaperPadDialog("Paper pad of table 1", "pig", [(1, "Ann"), (2, "Bo")], handed.append)
    qtbot.addWidget(d)
    assert pig.pad_hint in d.findChildren(type(d.totals))[0].text()
    assert d.model.running
    d.model.setData(d.model.index(0, 0), "12")
    d.model.setData(d.model.index(1, 0), "9")
    assert d.model.data(d.model.index(1, 0)).endswith("\u2192 21")
    d.try_accept()
    assert handed == [[(1, "12,9"), (2, "")]]
