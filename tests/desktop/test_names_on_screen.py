"""A name is text everywhere on screen, and a name in a sentence is a bidi isolate (issue 17,
section 3): "<b>Bold</b>" and "<font size=7>" once turned bold and huge in the roll-off, the
status line, the win banner and the bakery strip; "שרה: throw 1" came out scrambled."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from desktop.dialogs.new_game import NewGameChoice
from desktop.text import fill, mnemonic_safe, tip
from desktop.widgets.panels import THROW
from desktop.widgets.table import RefusalLine
from engine.actions import ROLL
from engine.errors import IllegalActionError
from engine.game import CHANCE
from engine.names import FSI, PDI, isolate

from .helpers import plain
from .practice_helpers import press, start, throw

BOLD, BIG, SARAH, AMP = "<b>Bold</b>", "<font size=7>Big</font>", "שרה", "Tom & Ann"
HOSTILE = (BOLD, BIG, SARAH, AMP)
RULESETS = ("classic", "entrepreneurial", "six-by-6", "dire-straights", "sb")


def markup_shown(window) -> list[str]:
    """Every place where a name would be read as markup: a label that is not plain text
    holding a name as written, a tooltip holding one, a button whose & is a mnemonic."""
    found = []
    for label in window.findChildren(QLabel):
        if label.textFormat() != Qt.TextFormat.PlainText and any(n in label.text() for n in (BOLD, BIG)):
            found.append(f"label {label.objectName()!r}: {label.text()!r}")
    for w in window.findChildren(QWidget):
        if any(n in w.toolTip() for n in (BOLD, BIG)):
            found.append(f"tooltip of {type(w).__name__} {w.objectName()!r}: {w.toolTip()!r}")
    for b in window.findChildren(QAbstractButton):
        if AMP in b.text().replace("&&", "&") and "Tom && Ann" not in b.text():
            found.append(f"button {b.objectName()!r}: {b.text()!r}")
    return found


@pytest.mark.parametrize("ruleset", RULESETS)
def test_hostile_names_are_text_in_every_game(window, dialogs, dice, qtbot, ruleset):
    rng = random.Random(3)
    dice.faces += [rng.randint(1, 6) for _ in range(3000)]
    dialogs.new_games.append(NewGameChoice(ruleset, HOSTILE, {}))
    assert window.new_game()
    match = window.session.match
    table = window.table
    assert markup_shown(window) == []
    while match.rolloff.winner is None:
        table.rolloff.throw_requested.emit()
        assert markup_shown(window) == []
    names = [w.text() for w in table.rolloff.board.findChildren(QLabel, "rolloffName")]
    assert names == list(HOSTILE)  # as written, in seat order
    assert plain(table.rolloff.message.text()).startswith(HOSTILE[match.rolloff.winner] + " has ")
    table.rolloff.start_requested.emit()
    for _ in range(40):
        state = match.state
        if state.is_terminal():
            break
        action = THROW if state.current_player() == CHANCE else rng.choice(state.legal_actions())
        table.perform(THROW if action == ROLL else action)
        assert markup_shown(window) == [], table.status.text()
        status = table.status.text()
        assert table.status.textFormat() == Qt.TextFormat.PlainText
        mover = match.state.turn_player() if not match.state.is_terminal() else -1
        if mover >= 0:  # the player to move, by name, isolated
            assert isolate(HOSTILE[mover]) in status, status


def test_the_win_banner_and_status_show_the_names_as_written(window, dialogs, dice, qtbot):
    start(window, dialogs, dice, qtbot, "dire-straights", players=(BOLD, BIG), options={"target": 25})
    throw(qtbot, window, dice, "1 2 3 4 4 6")
    press(qtbot, window, Qt.Key.Key_S)  # Bold 20
    throw(qtbot, window, dice, "1 2 3 4 5 3")
    press(qtbot, window, Qt.Key.Key_S)  # Big 5 + 25 = 30: wins (D8)
    banner = window.table.banner
    assert banner.isVisible()
    assert banner.title.textFormat() == Qt.TextFormat.PlainText
    assert banner.title.text() == f"{isolate(BIG)} wins the game!"
    assert plain(banner.detail.text()) == f"Totals: {BOLD} 20 · {BIG} 25"
    assert markup_shown(window) == []


def test_a_bakery_strip_shows_the_owners_as_written(window, dialogs, dice, qtbot):
    panel = start(window, dialogs, dice, qtbot, "entrepreneurial", players=(BOLD, BIG, AMP), rolloff=((6, 1, 1),))
    owners = panel.bakery_strip.findChildren(QLabel, "bakeryOwner")
    assert [o.textFormat() for o in owners] == [Qt.TextFormat.PlainText] * 3
    assert [o.toolTip() for o in owners][0] == tip(fill("%1's bakeries", isolate(BOLD)))
    assert markup_shown(window) == []


def test_a_tie_names_the_players_on_the_button_without_a_mnemonic(window, dialogs, dice, qtbot):
    dialogs.new_games.append(NewGameChoice("six-by-6", (AMP, BOLD, "Cleo"), {}))
    assert window.new_game()
    dice.faces += [5, 5, 2]  # D7: the two tied throw again
    window.table.rolloff.throw_requested.emit()
    button = window.table.rolloff.throw_button
    assert button.text() == mnemonic_safe(f"{isolate(AMP)} and {isolate(BOLD)} throw again")
    assert markup_shown(window) == []


def test_a_right_to_left_name_in_a_sentence_is_isolated(window, dialogs, dice, qtbot):
    panel = start(window, dialogs, dice, qtbot, "six-by-6", players=(SARAH, "Tom"), rolloff=((6, 1),))
    status = window.table.status.text()
    assert status.startswith(f"{FSI}{SARAH}{PDI} to throw")
    assert f"{FSI}{SARAH}{PDI} 0 · {FSI}Tom{PDI} 0" in window.table.round_label.text()  # seat order, numbers kept
    throw(qtbot, window, dice, "6 6 1 2 3 4")
    assert window.table.status.text().startswith(f"{FSI}{SARAH}{PDI}: Post 2")
    assert panel.lines.title.text().startswith(f"{FSI}{SARAH}{PDI}")


def test_the_refusal_line_connects_its_link_once(qtbot):
    line = RefusalLine()
    qtbot.addWidget(line)
    for _ in range(4):
        line.show()
        line.hide()
    line.show()
    line.say(IllegalActionError("C3: a die is racked only as the face the straight needs", ruling="C3"))
    asked: list[str] = []
    line.ruling_requested.connect(asked.append)
    line.linkActivated.emit("ruling:C3")
    assert asked == ["C3"]  # one click, one request, however many times the line was shown


def test_a_message_box_shows_a_quoted_name_as_written(qtbot):
    from PySide6.QtWidgets import QMessageBox

    from desktop.services import _plain_box

    box = _plain_box(None, QMessageBox.Icon.Warning, "Cannot start this game", f"the names {BOLD!r} and {BIG!r} ...")
    qtbot.addWidget(box)
    assert box.textFormat() == Qt.TextFormat.PlainText and BOLD in box.text()


def test_roll_off_names_are_plain_and_shortened_not_cut(window, dialogs, dice, qtbot):
    long = ("Anastasia Papadopoulou-Brandenburg", BIG, BOLD, SARAH, AMP, "Ben")
    dialogs.new_games.append(NewGameChoice("entrepreneurial", long, {}))
    assert window.new_game()
    labels = window.table.rolloff.board.findChildren(QLabel, "rolloffName")
    assert [label.text() for label in labels] == list(long)
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)
    assert labels[0].toolTip() == long[0]  # whole in its tooltip, shortened with an ellipsis if need be


@pytest.mark.parametrize("ruleset", ["classic", "dire-straights"])
def test_the_scorepad_header_keeps_seat_order_with_right_to_left_names(window, dialogs, dice, qtbot, ruleset):
    from desktop.models import scorepad as pad

    players = (SARAH, "مريم", "Tom")
    panel = start(window, dialogs, dice, qtbot, ruleset, players=players, rolloff=((6, 1, 1),))
    view = getattr(panel, "sheet", None) or panel.pad_view
    header = view.horizontalHeader()
    model = header.model()
    assert [model.headerData(i, Qt.Orientation.Horizontal, pad.HEADER_NAME) for i in range(3)] == list(players)
    xs = [header.sectionViewportPosition(header.logicalIndex(v)) for v in range(3)]
    assert [header.logicalIndex(v) for v in range(3)] == [0, 1, 2] and xs == sorted(xs)  # seat 1 leftmost
