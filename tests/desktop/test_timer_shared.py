"""The round timer is the event's, kept in the club database (issue 33): the organizer starts it
on the Standings page, and ``bakehouse serve`` (another process, as on a second laptop) shows it
running, then paused; another station shows what this one set; the next round published, the
page shows no timer until it is started again; a closed event's timer is refused in one line."""

from __future__ import annotations

import http.client
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from PySide6.QtCore import Qt

from desktop.club.standings_page import StandingsPage
from engine.errors import BakehouseError
from engine.services import events as ev
from engine.services.timer import keep_timer, station_timer
from engine.store import open_database
from tests.web.event_fixture import club_night

from .test_standings_page import make_context

ROOT = Path(__file__).parents[2]


def _body(url: str) -> str:
    parts = urlsplit(url)
    conn = http.client.HTTPConnection(parts.hostname or "", parts.port, timeout=10)
    try:
        conn.request("GET", parts.path)
        return conn.getresponse().read().decode()
    finally:
        conn.close()


def _timer(body: str) -> dict[str, str] | None:
    """The page's timer element: its class, seconds left, whether it runs, its text."""
    m = re.search(r'<p id="timer" class="(\w+)"[^>]*data-remaining="([\d.]+)" data-running="(\d)">([^<]*)</p>', body)
    return None if m is None else {"class": m[1], "left": m[2], "running": m[3], "text": m[4]}


def _until(check: Callable[[], bool], what: str, seconds: float = 30.0) -> None:
    """Wait on a condition (the server reads the database about once a second)."""
    end = time.monotonic() + seconds
    while not check():
        if time.monotonic() > end:
            raise AssertionError(f"not seen within {seconds:g} s: {what}")
        time.sleep(0.1)


@pytest.fixture
def club(tmp_path: Path) -> Iterator[tuple[str, int]]:
    path = str(tmp_path / "club.db")
    db = open_database(path)
    event = club_night(db, 8, finished=2)  # round 1 published, both tables finished
    db.close()
    yield path, event


@pytest.fixture
def serve(club: tuple[str, int]) -> Iterator[str]:
    """``bakehouse serve`` on the club database, its address."""
    proc = subprocess.Popen([sys.executable, "-m", "engine", "serve", "--db", club[0], "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
    try:
        assert proc.stdout is not None
        yield proc.stdout.readline().strip()
    finally:
        proc.terminate()
        proc.wait(30)


def _page(qtbot, settings, dialogs, path: str) -> StandingsPage:
    page = StandingsPage(make_context(qtbot, settings, dialogs, Path(path)))
    qtbot.addWidget(page)
    page.refresh()
    return page


def test_the_apps_timer_on_the_headless_page_and_at_another_station(qtbot, settings, dialogs, club, serve) -> None:
    path, event = club
    assert _timer(_body(serve)) is None  # never started: no timer on the page
    page = _page(qtbot, settings, dialogs, path)
    assert page.event_id == event
    page.minutes.setValue(25)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert page.timer.running

    # the headless server, another process, shows it running, the time left in the HTML
    _until(lambda: _timer(_body(serve)) is not None, "the timer on the served page")
    shown = _timer(_body(serve))
    assert shown is not None and shown["class"] == "running" and shown["running"] == "1"
    assert 1400 < float(shown["left"]) <= 1500 and shown["text"] in {"25:00", "24:59", "24:58", "24:57"}

    # another station opens the event: the same running timer
    other = _page(qtbot, settings, dialogs, path)
    assert other.timer.running and abs(other.timer.remaining() - page.timer.remaining()) < 5

    # paused here: the served page and the other station show it paused, at the time it had
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    left = page.timer.remaining()
    _until(lambda: (_timer(_body(serve)) or {}).get("class") == "paused", "the timer paused on the served page")
    shown = _timer(_body(serve))
    assert shown is not None and shown["running"] == "0" and abs(float(shown["left"]) - left) < 0.2
    assert 'aria-label="Time left (paused)"' in _body(serve)
    other.isVisible = lambda: True  # type: ignore[method-assign]  # polled as when shown
    assert other.poll_once()
    assert not other.timer.running and abs(other.timer.remaining() - left) < 0.2
    assert other.start_button.text() == "&Start timer"

    # the next round published: the timer was the last round's; the page shows none
    db = open_database(path, create=False)
    try:
        ev.seat_next(db, event, publish=True)
    finally:
        db.close()
    _until(lambda: "Round 2 of 3" in _body(serve), "round 2 on the served page")
    assert _timer(_body(serve)) is None
    assert other.poll_once()
    assert not other.timer.running and other.timer.remaining() == 25 * 60  # a fresh timer, the same length

    # started again at the other station: the served page shows round 2's timer
    qtbot.mouseClick(other.start_button, Qt.MouseButton.LeftButton)
    _until(lambda: (_timer(_body(serve)) or {}).get("running") == "1", "round 2's timer on the served page")
    page.context.set_database(None)
    other.context.set_database(None)


def test_a_closed_events_timer_is_refused_and_a_killed_app_finds_it(tmp_path: Path, qtbot, settings, dialogs) -> None:
    path = str(tmp_path / "club.db")
    db = open_database(path)
    try:
        event = club_night(db, 4, finished=1)
        page = _page(qtbot, settings, dialogs, path)
        page.timer.start()
        # the app killed: a new page finds it in the database, still running
        again = _page(qtbot, settings, dialogs, path)
        assert again.timer.running and 0 < again.timer.remaining() <= page.timer.duration
        state = station_timer(db, event, 600.0)
        assert state.ends_at is not None and state.round == 1 and state.duration == page.timer.duration
        ev.close_event(db, event)
        with pytest.raises(BakehouseError, match="closed: its round timer"):
            keep_timer(db, event, 600.0, 600.0, None)
        page.context.set_database(None)
        again.context.set_database(None)
    finally:
        db.close()
