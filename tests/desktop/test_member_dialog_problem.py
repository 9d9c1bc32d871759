"""The member dialog's refusal overlapped the Note box (#30): the dialog grows to show the line
below the note, whole."""

from __future__ import annotations

from PySide6.QtCore import QPoint

from desktop.club.member_dialogs import MemberDialog


def test_a_refusal_shows_below_the_note_whole(qtbot):
    why = ("A member named Ann Smith is already in the club (members are told apart by name): "
           "add a second name or an initial, or merge the two entries if they are one person")
    dialog = MemberDialog("New member", submit=lambda *_: why, name="Ann Smith")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.try_accept()
    qtbot.waitUntil(dialog.problem.isVisible)
    qtbot.wait(50)
    note_bottom = dialog.note.mapTo(dialog, QPoint(0, dialog.note.height())).y()
    problem = dialog.problem
    assert problem.mapTo(dialog, QPoint(0, 0)).y() >= note_bottom
    assert problem.height() >= problem.heightForWidth(problem.width())
    buttons_top = dialog.buttons.mapTo(dialog, QPoint(0, 0)).y()
    assert buttons_top >= problem.mapTo(dialog, QPoint(0, problem.height())).y()
