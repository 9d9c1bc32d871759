"""The New event wizard showed "Rounds to win a game (C13): 2" although tables of three play to 3
(#30): a default that follows the table size is said so, and left to follow it."""

from __future__ import annotations

from desktop.club.event_wizard import NewEventWizard


def test_rounds_to_win_follows_the_table_size_unless_chosen(qtbot):
    w = NewEventWizard("classic", [])
    qtbot.addWidget(w)
    page = w.evening
    spin = page.option_widgets["rounds_to_win"]
    assert spin.text() == "by table size: 4 at two players, 3 at three, 2 at four or more"
    assert "rounds_to_win" not in page.options()
    spin.setValue(3)
    assert spin.text() == "3" and page.options()["rounds_to_win"] == 3
    spin.setValue(2)  # chosen for every table, though it is four-player tables' own
    assert page.options()["rounds_to_win"] == 2
