"""The projector view: the round's seating by table and by name, the standings, pages for long
lists at a 1024x768 projector, following the data live, and the round timer (a fake clock)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QGuiApplication

from desktop.club.projector import Block, ProjectorWindow, RoundTimer, paginate
from desktop.club.standings_page import StandingsPage

from .standings_db import ROUND1, SMALL, record_round, seated_event, small_event
from .test_standings_page import make_context


@pytest.fixture
def club(tmp_path):
    return small_event(tmp_path / "club.sqlite3")


@pytest.fixture
def page(qtbot, settings, dialogs, club):
    context = make_context(qtbot, settings, dialogs, club.path)
    page = StandingsPage(context)
    qtbot.addWidget(page)
    page.show()
    yield page
    if page.projector is not None:
        page.projector.close()
        page.projector.deleteLater()
    context.set_database(None)


def open_projector(page: StandingsPage, qtbot, width: int, height: int) -> ProjectorWindow:
    qtbot.mouseClick(page.projector_button, Qt.MouseButton.LeftButton)
    projector = page.projector
    assert projector is not None
    projector.showNormal()
    projector.resize(width, height)
    qtbot.waitUntil(lambda: projector.size().width() == width and projector.size().height() == height)
    return projector


def kinds(projector: ProjectorWindow) -> list[str]:
    return [p.kind for p in projector.pages()]


def test_the_seating_by_table_by_name_and_the_standings(page, qtbot, club):
    projector = open_projector(page, qtbot, 1920, 1080)
    assert projector.isVisible() and not projector.isFullScreen()  # one screen: a normal window
    assert kinds(projector) == ["tables", "names", "standings"]
    tables, names, standings = projector.pages()
    assert tables.title == "Round 2: seating by table"
    assert tables.lines()[0] == ("Table 1", "")
    assert sorted(line[0] for line in tables.lines()[1:]) == sorted(SMALL)
    assert names.title == "Round 2: find your table"
    assert names.lines() == [("Name", "Table"), ("Ann", "1"), ("Ben <b>", "1"), ("Dee", "1"), ("Eve", "1"),
                             ("محمد علي", "1")]
    assert standings.title == "Standings after round 2"
    assert standings.lines() == [("Place", "Name", "Points"), ("1", "Ann", "8"), ("2=", "محمد علي", "5"),
                                 ("2=", "Ben <b>", "5"), ("4", "Dee", "1"), ("5", "Eve", "1")]
    assert projector.event_name == "Tuesday <dice>"
    # the cycle moves on by itself; the keys page too
    assert projector.cycle.isActive()
    projector.show_kind("tables")
    qtbot.keyClick(projector, Qt.Key.Key_Right)
    assert projector.current_page().kind == "names"
    qtbot.keyClick(projector, Qt.Key.Key_Left)
    qtbot.keyClick(projector, Qt.Key.Key_Left)
    assert projector.current_page().kind == "standings"
    projector.cycle.timeout.emit()
    assert projector.current_page().kind == "tables"
    # the standings after a chosen round follow the page's choice
    page.choose_round(1)
    assert projector.pages()[-1].title == "Standings after round 1"
    assert projector.pages()[-1].lines()[1] == ("1", "Ann", "4")


def test_a_result_moves_the_standings_on_the_wall_at_once(page, qtbot, club):
    projector = open_projector(page, qtbot, 1024, 768)
    projector.show_kind("standings")
    page.hide()  # the organizer is on another page: the projector still follows
    record_round(club.path, club.event, 3, ROUND1)
    page.context.notify_changed()
    assert projector.current_page().kind == "standings"  # still on show, now with round 3
    assert projector.current_page().title == "Standings after round 3"
    assert projector.current_page().lines()[1] == ("1", "Ann", "12")
    assert projector.pages()[0].title == "Round 3: seating by table"


def test_a_long_list_is_split_into_pages_at_1024x768_never_cut(qtbot, settings, dialogs, tmp_path):
    path = tmp_path / "big.sqlite3"
    event = seated_event(path, 60)
    context = make_context(qtbot, settings, dialogs, path)
    page = StandingsPage(context)
    qtbot.addWidget(page)
    page.choose_event(event)
    projector = open_projector(page, qtbot, 1024, 768)
    names = [p for p in projector.pages() if p.kind == "names"]
    tables = [p for p in projector.pages() if p.kind == "tables"]
    assert len(names) >= 2 and len(tables) >= 2
    assert "standings" not in kinds(projector)  # no results yet: no standings to show
    assert names[0].part == f"Page 1 of {len(names)}"
    listed = [line[0] for p in names for line in p.lines() if line != ("Name", "Table")]
    assert listed == [f"Guest number {i:02d}" for i in range(1, 61)]  # each once, alphabetical
    seated = [line[0] for p in tables for line in p.lines() if not line[0].startswith("Table ")]
    assert sorted(seated) == listed
    # every column fits the window's height: the lines of a column end above the footer
    per = projector.lines_per_column()
    fm = QFontMetrics(projector.body_font())
    assert per * int(fm.lineSpacing() * 1.15) + projector._header_height() + fm.lineSpacing() <= 768
    for p in projector.pages():
        for col in p.columns:
            assert sum(len(b.lines) for b in col) <= per
    # type sized from the height: larger on a 1080-line screen, and no more pages
    small_font = projector.body_font().pixelSize()
    projector.resize(1920, 1080)
    qtbot.waitUntil(lambda: projector.height() == 1080)
    assert projector.body_font().pixelSize() > small_font >= 30
    wide = [p for p in projector.pages() if p.kind == "names"]
    assert len(wide) <= len(names)
    assert [line[0] for p in wide for line in p.lines() if line != ("Name", "Table")] == listed
    projector.close()
    context.set_database(None)


def test_paginate_keeps_a_table_whole():
    blocks = [Block((("Table",), ("a",), ("b",), ("c",)), heading=True) for _ in range(5)]
    pages = paginate(blocks, per_column=9, columns=2)
    assert [[len(col) for col in page] for page in pages] == [[2, 2], [1]]
    assert paginate([], 5, 2) == []


def test_the_timer_starts_pauses_and_resets_with_the_keys(page, qtbot):
    now = [500.0]
    page.timer.clock = lambda: now[0]
    page.minutes.setValue(2)
    projector = open_projector(page, qtbot, 1024, 768)
    assert page.timer.text() == "2:00"
    qtbot.keyClick(projector, Qt.Key.Key_Space)
    assert page.timer.running and page.start_button.text() == "&Pause timer"
    assert page.timer.ticker.isActive() and page.timer.ticker.interval() <= 1000
    now[0] += 30.2
    page.timer.ticker.timeout.emit()
    assert page.timer.text() == "1:30" and page.timer_label.text() == "1:30"
    qtbot.keyClick(projector, Qt.Key.Key_Space)  # pause
    now[0] += 300
    assert page.timer.text() == "1:30" and not page.timer.running
    qtbot.keyClick(projector, Qt.Key.Key_Space)
    now[0] += 120
    page.timer.ticker.timeout.emit()
    assert page.timer.text() == "0:00" and page.timer.expired and not page.timer.running
    qtbot.keyClick(projector, Qt.Key.Key_R)
    assert page.timer.text() == "2:00" and not page.timer.running


def test_the_timer_alone():
    now = [0.0]
    timer = RoundTimer(90, clock=lambda: now[0])
    assert timer.text() == "1:30:00"
    timer.start()
    now[0] += 0.4
    assert timer.text() == "1:30:00"  # rounded up: 0:00 only when the time is up
    now[0] += 3600
    assert timer.text() == "30:00"  # 29:59.6 left
    now[0] += 1
    assert timer.text() == "29:59"
    timer.set_minutes(5)
    assert timer.text() == "5:00" and not timer.running


def test_escape_leaves_full_screen_and_the_window_opens_on_the_second_screen(page, qtbot):
    projector = open_projector(page, qtbot, 1024, 768)
    projector.showFullScreen()
    qtbot.waitUntil(projector.isFullScreen)
    qtbot.keyClick(projector, Qt.Key.Key_Escape)
    assert not projector.isFullScreen() and projector.isVisible()
    screens = QGuiApplication.screens()
    assert page.screen_combo.count() == len(screens)


def test_the_timer_comes_back_as_it_was_after_a_kill(qtbot, settings, dialogs, club):
    """After a kill the round timer returned to 1:00:00: it comes back running on with the time
    left (the time ran on while the app was down), or paused where it was (#30); it is kept in
    the event in the club database (#33: every station and the live page show it)."""
    from engine.services.timer import station_timer

    context = make_context(qtbot, settings, dialogs, club.path)
    page = StandingsPage(context)
    qtbot.addWidget(page)
    page.refresh()
    page.timer.start()
    assert context.database is not None and page.event_id is not None
    kept = station_timer(context.database, page.event_id, 60.0)
    assert kept.ends_at is not None and kept.duration == page.timer.duration
    # the app killed: a new page reads the timer back, still running, with no more than was left
    again = StandingsPage(context)
    qtbot.addWidget(again)
    again.refresh()
    assert again.timer.running and 0 < again.timer.remaining() <= page.timer.duration
    again.timer.pause()
    left = again.timer.remaining()
    third = StandingsPage(context)
    qtbot.addWidget(third)
    third.refresh()
    assert not third.timer.running and abs(third.timer.remaining() - left) < 1e-6
    context.set_database(None)


def test_a_running_timer_kept_runs_on_while_the_app_is_down():
    wall = [1000.0]
    timer = RoundTimer(60, clock=lambda: 0.0, wall=lambda: wall[0])
    timer.start()
    state = timer.state()
    wall[0] += 600  # ten minutes later the app starts again
    back = RoundTimer(60, clock=lambda: 0.0, wall=lambda: wall[0])
    back.restore(state)
    assert back.running and back.text() == "50:00"
    wall[0] += 3600
    late = RoundTimer(60, clock=lambda: 0.0, wall=lambda: wall[0])
    late.restore(state)
    assert not late.running and late.expired


def test_the_keys_hint_says_what_esc_and_f11_do_in_a_window_and_full_screen(page, qtbot):
    """In a window the hint said "Esc: leave full screen" and never named F11 (#30)."""
    projector = open_projector(page, qtbot, 1024, 768)
    assert not projector.isFullScreen()
    assert projector.keys_text().endswith("F11: full screen · Esc: close")
    projector.showFullScreen()
    qtbot.waitUntil(projector.isFullScreen)
    assert projector.keys_text().endswith("Esc or F11: leave full screen")
