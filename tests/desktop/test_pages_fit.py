"""Nothing cut off at 1024x600 (issue 19, part 7), in English and in every shipped language (German,
French: issue 32): every page of the
club home, in a window the size of a 1024x600 laptop's screen, with a club's event on show and a
projector plugged in, gives each visible button, combo box and one-line label at least the width
it needs. Seen under Xvfb: the Standings page's buttons were squeezed to "Show on projecto" and, in
German, "ngliste drucker" and "Projektoransich"; the Events page's list scrolled sideways; the Members page's "E-mail" column read "-Ma"; a member's
recent results (seven columns in half the Members page) scrolled sideways in German."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QTableView, QWidget

from desktop import i18n
from desktop import settings as S
from desktop.theme import TITLE_BAR
from desktop.widgets.elided import ElidedLabel

from .club_db import analysed_club
from .test_club_home import make_home
from .test_translation import LANGUAGES, speak

SIZE = (1024, 600 - TITLE_BAR)


@pytest.fixture(autouse=True)
def no_env_database(monkeypatch):
    monkeypatch.delenv("BAKEHOUSE_DB", raising=False)


@pytest.fixture(params=["en", *LANGUAGES])
def language(request, qapp, tmp_path):
    """English and every shipped catalogue (resources/i18n: German, French ...)."""
    installed = speak(qapp, request.param, tmp_path)
    yield request.param
    i18n.remove(qapp, installed)


@pytest.fixture
def two_screens(monkeypatch):
    """A projector plugged in: the Standings page offers a choice of screen."""
    # the primary screen asked each time: an earlier test's screens may have been replaced meanwhile
    monkeypatch.setattr(QGuiApplication, "screens", staticmethod(lambda: [QGuiApplication.primaryScreen()] * 2))


def squeezed(page: QWidget) -> list[str]:
    """Each visible control narrower than its text needs ("what: shown width < needed width")."""
    found = []
    for w in page.findChildren(QWidget):
        if not w.isVisibleTo(page) or isinstance(w, ElidedLabel):
            continue  # an ElidedLabel shortens on purpose, its whole text in its tooltip
        if isinstance(w, QLabel) and (w.wordWrap() or not w.text()):
            continue
        if not isinstance(w, QAbstractButton | QComboBox | QLabel):
            continue
        need = w.minimumSizeHint().width() if not isinstance(w, QLabel) else w.sizeHint().width()
        if w.width() < need:
            what = w.text() if isinstance(w, QAbstractButton | QLabel) else w.currentText()
            found.append(f"{type(w).__name__} {what!r}: {w.width()} < {need}")
    return found


def cut_headers(page: QWidget) -> list[str]:
    """Each visible table that scrolls sideways, each column narrower than its title."""
    found = []
    for view in page.findChildren(QTableView):
        if not view.isVisibleTo(page):
            continue
        if view.horizontalScrollBar().isVisible():
            found.append(f"{view.accessibleName()!r} scrolls sideways")
        header = view.horizontalHeader()
        for c in range(header.count()):
            title = str(view.model().headerData(c, Qt.Orientation.Horizontal))
            need = header.fontMetrics().horizontalAdvance(title) + 8
            if not header.isSectionHidden(c) and header.sectionSize(c) < need:
                found.append(f"{view.accessibleName()!r} column {title!r}: {header.sectionSize(c)} < {need}")
    return found


def test_every_page_fits_a_1024x600_screen(language, two_screens, qtbot, settings, dialogs, tmp_path: Path) -> None:
    club = analysed_club(tmp_path / "club.sqlite3")
    settings.set(S.CLUB_DATABASE, f"sqlite:///{club.path}")
    home = make_home(qtbot, settings, dialogs)
    home.context.current_event = club.event
    home.resize(*SIZE)
    qtbot.waitUntil(lambda: (home.width(), home.height()) == SIZE)
    problems = {}
    for page_id in home.pages:
        home.show_page(page_id)
        qtbot.waitUntil(lambda: not home.jobs.busy, timeout=30000)
        qtbot.wait(50)  # the layout settles
        if page_id == "members":  # a member chosen who has played: her ratings and recent results on show
            members = home.pages["members"].built()
            members.choose([club.members["Zoë"]])
            qtbot.waitUntil(lambda m=members: m.results.rowCount() > 2)
        assert (home.width(), home.height()) == SIZE, f"{page_id} widened the window"
        found = squeezed(home.current_page()) + cut_headers(home.current_page())
        if found:
            problems[page_id] = found
    assert problems == {}
    # the Events page's list of events keeps its columns in view: in German the seating's buttons
    # took its room, the columns scrolled sideways and the header showed no title
    events = home.pages["events"].built()
    home.show_page("events")
    qtbot.wait(50)
    assert not events.list.horizontalScrollBar().isVisible()
    assert events.list.columnWidth(0) >= 100
