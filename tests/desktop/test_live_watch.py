"""The club's live watch (desktop/club/live.py): a failed poll says the store's one line and is
tried again; a poll that hangs never freezes the window; a change made elsewhere reaches the
pages through the context's ``changed`` (issue 20)."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QTimer

import engine.services.stations as stations
from desktop.club import live
from engine.services import events as ev
from engine.store import StoreError
from engine.tournament.event import EventConfig

from .events_club import build_members, make_context


@pytest.fixture
def context(qtbot, tmp_path, settings, dialogs):
    path = tmp_path / "club.sqlite3"
    build_members(path)
    context, host = make_context(path, settings, dialogs)
    qtbot.addWidget(host)
    yield context
    context.live.stop()
    context.set_database(None)


def test_a_change_elsewhere_reaches_the_pages_and_a_failed_poll_is_said_and_retried(qtbot, context,
                                                                                  monkeypatch) -> None:
    problems: list[str] = []
    changes: list[bool] = []
    context.live.problem.connect(problems.append)
    context.changed.connect(lambda: changes.append(context.seen_elsewhere))
    context.live.start()
    qtbot.waitUntil(lambda: context.live.answered, timeout=10_000)  # the baseline
    assert not changes
    ev.create_event(context.database, EventConfig(name="Made at another station", ruleset="sb"))
    qtbot.waitUntil(lambda: changes == [True], timeout=10_000)  # said as seen elsewhere
    assert not context.seen_elsewhere

    real = stations.what_changed
    down = "the database server 127.0.0.1 cannot be used while asking what changed (refused); nothing was saved"

    def gone(*args: object, **kwargs: object) -> object:
        raise StoreError(down)

    monkeypatch.setattr(stations, "what_changed", gone)
    qtbot.waitUntil(lambda: problems == [down], timeout=10_000)
    qtbot.waitUntil(lambda: len(problems) >= 2, timeout=10_000)  # tried again a second later
    monkeypatch.setattr(stations, "what_changed", real)
    qtbot.waitUntil(lambda: problems[-1] == "", timeout=10_000)  # answered again: the line is cleared
    assert context.live.running


def test_a_poll_that_hangs_never_freezes_the_window(qtbot, context, monkeypatch) -> None:
    problems: list[str] = []
    context.live.problem.connect(problems.append)
    release = threading.Event()
    real = stations.what_changed

    asked_on: list[threading.Thread] = []

    def hangs(*args: object, **kwargs: object) -> object:
        asked_on.append(threading.current_thread())
        release.wait(30)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(stations, "what_changed", hangs)
    monkeypatch.setattr(live, "SLOW_S", 1.0)
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(50)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    context.live.start()  # the first poll is sent now, and hangs
    qtbot.waitUntil(lambda: any("has not answered" in p for p in problems), timeout=10_000)
    # the event loop went on while the poll hung (it hangs until released: a poll on the UI thread
    # would have let no tick through); counted, not timed, so a busy machine changes nothing
    qtbot.waitUntil(lambda: len(ticks) > 10)
    timer.stop()
    assert not release.is_set() and asked_on and threading.main_thread() not in asked_on
    release.set()
    qtbot.waitUntil(lambda: problems[-1] == "", timeout=10_000)


def test_a_stopped_watch_leaves_no_thread_behind(qtbot, context) -> None:
    def threads() -> set[threading.Thread]:
        return {t for t in threading.enumerate() if t.name.startswith("bakehouse-live")}

    earlier = threads()  # (other tests' watches in this process: not this one's)
    context.live.start()
    qtbot.waitUntil(lambda: context.live.answered, timeout=10_000)
    mine = threads() - earlier
    assert mine  # the poll's worker
    context.live.stop()
    qtbot.waitUntil(lambda: not any(t.is_alive() for t in mine), timeout=10_000)  # it ends on the shutdown
    context.live.start()  # and the watch starts again
    qtbot.waitUntil(lambda: context.live.answered, timeout=10_000)
