"""The new-game dialog: every registered game listed, only those with a table offered; options from specs."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QSpinBox

from desktop import settings as S
from desktop.dialogs.new_game import NewGameDialog
from desktop.widgets.panels import supported_rulesets
from engine.rulesets import all_rulesets


def make(qtbot, settings) -> NewGameDialog:
    d = NewGameDialog(settings)
    qtbot.addWidget(d)
    return d


def ok_button(d):
    return d.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_lists_every_ruleset_but_offers_only_those_with_a_panel(qtbot, settings):
    d = make(qtbot, settings)
    ids = [d.game.itemData(i) for i in range(d.game.count())]
    assert ids == [rs.id for rs in all_rulesets()]
    model = d.game.model()
    for i, rid in enumerate(ids):
        enabled = bool(model.item(i).flags() & Qt.ItemFlag.ItemIsEnabled)
        assert enabled == (rid in supported_rulesets())
    assert "classic" in supported_rulesets()
    assert d.game.currentData() == "classic"


def test_options_come_from_the_specs_and_follow_the_table_size(qtbot, settings):
    d = make(qtbot, settings)
    w = d.option_widgets
    assert isinstance(w["biscuit_risking"], QComboBox) and w["biscuit_risking"].currentText() == "strict"
    assert isinstance(w["box_rules"], QCheckBox) and not w["box_rules"].isChecked()
    rounds = w["rounds_to_win"]
    assert isinstance(rounds, QSpinBox) and rounds.value() == 4  # C13: two players
    d.count.setValue(3)
    assert rounds.value() == 3
    d.count.setValue(5)
    assert rounds.value() == 2
    rounds.setValue(7)  # chosen by hand: no longer follows the table size
    d.count.setValue(2)
    assert rounds.value() == 7
    w["biscuit_risking"].setCurrentText("permissive")
    w["box_rules"].setChecked(True)
    c = d.choice()
    assert c.ruleset_id == "classic" and c.players == ("Maya", "Tom")
    assert c.options == {"biscuit_risking": "permissive", "box_rules": True, "rounds_to_win": 7}


def test_names_are_checked_by_the_engine(qtbot, settings):
    d = make(qtbot, settings)
    d.count.setValue(3)
    d.name_edits[2].setText("Maya")
    assert not ok_button(d).isEnabled()
    assert "names must differ" in d.problem.text()
    d.name_edits[2].setText("  ")
    assert not ok_button(d).isEnabled()
    d.name_edits[2].setText("Zoë")  # set directly: keyClicks with non-ASCII aborts (PITFALLS.md)
    assert ok_button(d).isEnabled() and d.problem.text() == ""
    assert d.choice().players == ("Maya", "Tom", "Zoë")
    assert d.count.maximum() == 6 and d.count.minimum() == 2



def test_a_problem_quoting_a_name_shows_it_as_written(qtbot, settings):
    d = make(qtbot, settings)
    d.name_edits[0].setText("<b>Bold</b>")
    d.name_edits[1].setText("<B>BOLD</B>")  # the same name, case folded: refused, both quoted
    assert "<b>Bold</b>" in d.problem.text()
    assert d.problem.textFormat() == Qt.TextFormat.PlainText


def test_remembers_the_last_players(qtbot, settings):
    settings.set(S.LAST_PLAYERS, ["Ana", "Ben", "Cleo", "Dev"])
    d = make(qtbot, settings)
    assert d.count.value() == 4
    assert d.choice().players == ("Ana", "Ben", "Cleo", "Dev")
    assert d.option_widgets["rounds_to_win"].value() == 2
