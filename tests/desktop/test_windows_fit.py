"""Every window fits a 1024x600 screen (#30): the scoring table's window opened 1024x733 as a
watching station, 698 px reopened mid-turn and 633 after a kill, so the dice line and the
refusal line fell below the screen and a typed 7 was refused where nobody saw it.  Here the
screen is a 1024x600 laptop's; each window opens within it, nothing in it squeezed below the
height it needs, the dice line and the refusal on show."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QTimer
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QComboBox, QLabel, QWidget

from desktop.club.scoring import ScoreTableWindow
from desktop.session import StoredTableSession
from desktop.theme import TITLE_BAR
from engine.errors import BakehouseError
from engine.seeds import SeedVault
from engine.store import open_database

from .helpers import FakeDialogs
from .test_scorekeeping import _event
from .test_translation import LANGUAGES, speak

SCREEN = QRect(0, 0, 1024, 600)
THROWS = {"classic": "1 2 3 4 5 6*", "entrepreneurial": "1 2 3 4 5 6*", "six-by-6": "1 2 3 4 5 6",
          "dire-straights": "1 2 3 4 5 6", "sb": "1 1 2 3 4 5 6 6 K1 K2"}


@pytest.fixture
def laptop(monkeypatch):
    """The app's look (its style sheet) on a screen whose free area is a 1024x600 laptop's (the
    offscreen screen is another size)."""
    from desktop.app import make_app

    make_app([])
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(SCREEN))


def squeezed(window: QWidget) -> list[str]:
    """Each visible widget lower than it needs (a word-wrapped label: at its own width)."""
    found = []
    for w in window.findChildren(QWidget):
        parent = w.parentWidget()
        if not w.isVisibleTo(window) or parent is None:
            continue
        if isinstance(parent, QAbstractScrollArea | QAbstractSpinBox | QComboBox) or isinstance(
                parent.parentWidget(), QAbstractScrollArea):
            continue  # a scrolled view's or a control's own parts
        need = w.minimumSizeHint().height()
        if isinstance(w, QLabel) and w.wordWrap():
            need = max(need, w.heightForWidth(w.width()))
        if w.height() < need:
            found.append(f"{type(w).__name__} {w.objectName()}: {w.height()} < {need}")
    return found


def in_view(window: QWidget, w: QWidget) -> bool:
    """Whether ``w`` lies whole within the window, above its status bar."""
    r = QRect(w.mapTo(window, QPoint(0, 0)), w.size())
    bottom = window.height() - (window.statusBar().height() if hasattr(window, "statusBar") else 0)
    return w.isVisibleTo(window) and r.top() >= 0 and r.bottom() < bottom


def fits(qtbot, window: QWidget) -> None:
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(20)  # a layout may grow a shown window: it is kept within the screen all the same
    frame = window.frameGeometry()
    assert window.width() <= SCREEN.width() and window.height() <= SCREEN.height() - TITLE_BAR, window.size()
    assert SCREEN.contains(frame.topLeft())
    assert squeezed(window) == []


@pytest.mark.parametrize("ruleset", list(THROWS))
def test_the_scoring_window_fits_1024x600_held_watched_and_reopened(qtbot, tmp_path: Path, laptop,
                                                                   ruleset) -> None:
    event_id, _ = _event(tmp_path / "club.db", ruleset)
    db = open_database(str(tmp_path / "club.db"), create=False)

    def window(station: str, watch: bool = False) -> ScoreTableWindow:
        session = StoredTableSession(db, event_id, 1, 1, app_dice=False, station=station,
                                     seeds=SeedVault(tmp_path / "v"), watch=watch)
        return ScoreTableWindow(session, FakeDialogs(), "Table 1, round 1: Thursday")  # closed below (deleted)

    held = window("bar-1")
    fits(qtbot, held)
    view = held.view
    view.enter_dice("6 2 1")
    view._rolloff_done()
    assert view.enter_dice(THROWS[ruleset])
    assert not view.enter_dice("7")  # refused mid-turn: said beside the dice, on the screen
    assert view.refusal_text()
    view.show_refusal(BakehouseError("C5: this throw must be 6 dice, the yeast among them, not 7; a refusal "
                                     "long enough to take both of the refusal line's two lines"))
    qtbot.wait(20)
    fits(qtbot, held)
    assert in_view(held, view.entry.line) and in_view(held, view.notice)
    watched = window("bar-2", watch=True)  # another station watches the table held at bar-1
    fits(qtbot, watched)
    assert in_view(watched, watched.held) and in_view(watched, watched.view.notice)
    watched.close()
    held.close()
    again = window("bar-1")  # reopened mid-turn (after a kill: the same, its own hold taken back)
    fits(qtbot, again)
    assert in_view(again, again.view.entry.line) and in_view(again, again.view.notice)
    again.close()
    db.close()


@pytest.mark.parametrize("ruleset", ["classic", "entrepreneurial"])
def test_the_damn_straights_window_fits_mid_turn(qtbot, tmp_path: Path, laptop, ruleset) -> None:
    """Mid-turn in the Damn Straights, the tallest tables: a two-line status (Classic), the
    bakeries and a committed rack with its reason (Entrepreneurial), the bank, the previous
    turn, a refusal and the keys' hint on two lines (the hint's
    first height, asked a few pixels wide, stayed many lines tall; the status bar kept one line's
    height when the hint grew to two) (#30)."""
    event_id, _ = _event(tmp_path / "club.db", ruleset)
    db = open_database(str(tmp_path / "club.db"), create=False)
    session = StoredTableSession(db, event_id, 1, 1, app_dice=False, station="bar-1", seeds=SeedVault(tmp_path / "v"))
    window = ScoreTableWindow(session, FakeDialogs(), "Table 1, round 1: Thursday")
    fits(qtbot, window)
    view = window.view
    view.enter_dice("6 2 1")
    view._rolloff_done()
    for line in ("1 2 3 4 5 6*", "rack 1 2 3 bank 4", "4 5*", "rack 4", "stop", "1 1 2 5 6 6*", "rack 1 bank 1 6"):
        assert view.enter_dice(line), (line, view.refusal_text())
    assert not view.enter_dice("7")
    qtbot.wait(20)
    fits(qtbot, window)
    assert view.panel.previous.isVisible() and view.hint.lines() == 2
    for w in (view.entry.line, view.notice, view.panel.throw_area, view.panel.bank_area, view.panel.previous):
        assert in_view(window, w), w
    window.close()
    db.close()


def _dialogs(settings):
    """Each dialog and window a club night opens, made as the app makes it."""
    from desktop.club.event_wizard import NewEventWizard
    from desktop.club.member_dialogs import MemberDialog, MergeDialog
    from desktop.club.scoring import DiceModeDialog
    from desktop.club.station_dialog import StationDialog
    from desktop.dialogs.help import HelpWindow
    from desktop.dialogs.new_game import NewGameDialog

    def wizard_with_more() -> QWidget:
        w = NewEventWizard("sb", [(1, "Winter league")])
        w.currentIdChanged.connect(lambda _id: w.rounds_page.more_button.setChecked(True))
        QTimer.singleShot(0, w.next)  # once shown: on to the rounds, "More..." opened
        return w

    return {
        "new event, more": wizard_with_more,
        "member": lambda: MemberDialog("New member", name="Zoë Ångström", submit=lambda *_: "a line " * 30),
        "merge": lambda: MergeDialog((1, "Ann Smith", 12), (2, "ann smith", 1)),
        "dice": lambda: DiceModeDialog("Table 1, round 1: Thursday"),
        "station": lambda: StationDialog(settings),
        "new game": lambda: NewGameDialog(settings),
        "help": lambda: HelpWindow(),
    }


@pytest.mark.parametrize("language", ["en", *LANGUAGES])
@pytest.mark.parametrize("which", ["new event, more", "member", "merge", "dice", "station", "new game", "help"])
def test_every_dialog_fits_1024x600(qtbot, qapp, tmp_path, settings, laptop, language, which) -> None:
    from desktop import i18n

    installed = speak(qapp, language, tmp_path)
    try:
        window = _dialogs(settings)[which]()
        qtbot.addWidget(window)
        window.move(300, 200)  # opened low on the screen (the wizard's "More..." grew it past the edge)
        fits(qtbot, window)
        qtbot.wait(100)  # "More..." grows the wizard a moment later: still within the screen
        assert window.height() <= SCREEN.height() - TITLE_BAR and squeezed(window) == []
        assert SCREEN.contains(window.frameGeometry().bottomRight()), window.frameGeometry()
    finally:
        i18n.remove(qapp, installed)
