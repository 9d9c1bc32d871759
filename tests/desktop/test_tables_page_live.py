"""The Tables page never asks the database on the UI thread for another station's change
(issue 28): the live poll's worker reads the snapshot and the board the page draws (the
event, its tables' matches, their progress) and hands them over.  The PostgreSQL server is
stopped (SIGSTOP, every process of it) for 10 s just after the poll saw a result entered at
another station, and moves at a table open here in a window: the worker waits for it, the
window does not (no query on the UI thread, no stall of the event loop over 100 ms), and the
result and the moves are shown once the server goes on."""

from __future__ import annotations

import contextlib
import os
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QWidget
from sqlalchemy import event as sa_event

import engine.services.stations as stations
from desktop.club.context import ClubContext
from desktop.club.tables_page import TablesPage
from desktop.jobs import Jobs
from desktop.settings import STATION_NAME, Settings
from engine.bots import play_bots
from engine.seeds import SeedVault
from engine.services import events as ev
from engine.services.scoring import score_table
from engine.store import UnitOfWork, open_database
from engine.tournament.event import EventConfig, TableSizes
from tests.store.pgserver import Server, find_bin

from .helpers import FakeDialogs

STOPPED_S = 10.0
NAMES = ["Ann Smith", "Ben Ode", "Cyd Lee", "Dot Ray"]


@pytest.fixture
def server() -> Iterator[Server]:
    """A PostgreSQL server of this test's own (it is stopped for a while: no other test shares it)."""
    bindir = find_bin()
    if bindir is None:
        if os.environ.get("CI") == "true":
            pytest.fail("PostgreSQL is not installed, and CI must run this test")
        pytest.skip("PostgreSQL is not installed (apt-get install postgresql)")
    s = Server(bindir)
    s.start()
    try:
        yield s
    finally:
        _signal(s, signal.SIGCONT)
        s.stop()


def _pids(server: Server) -> list[int]:
    """The postmaster and every process it started (the backends serving the connections)."""
    main = int((server.data / "postmaster.pid").read_text().split()[0])
    out = [main]
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == main:
            out.append(int(stat.parent.name))
    return out


def _signal(server: Server, sig: signal.Signals) -> None:
    for pid in _pids(server):
        with contextlib.suppress(ProcessLookupError):  # (a backend that ended meanwhile)
            os.kill(pid, sig)


def test_a_stopped_server_never_stalls_the_tables_page(qtbot, tmp_path, server, monkeypatch) -> None:
    base = f"postgresql+psycopg://postgres@127.0.0.1:{server.port}"
    with psycopg.connect(f"postgresql://postgres@127.0.0.1:{server.port}/postgres", autocommit=True) as conn:
        conn.execute('CREATE DATABASE "club"')
    url = f"{base}/club"
    other = open_database(url)  # the other station
    with UnitOfWork(other) as uow:
        ids = [uow.members.add(n).id for n in NAMES]
        uow.commit()
    e = ev.create_event(other, EventConfig(name="Live night", ruleset="dire-straights", rounds=1,
                                           sizes=TableSizes(2, 2, 2)))
    for q in ids:
        ev.check_in(other, e.id, q)
    seated = ev.seat_next(other, e.id, publish=True).round.seating.tables
    table = score_table(other, e.id, 1, 1, app_dice=True, station="bar", vault=SeedVault(tmp_path / "v"),
                        seed=bytes(range(32)))
    play_bots(table.match, moves=6)  # table 1 in play at the bar: the dashboard shows where it stands

    settings = Settings(QSettings(str(tmp_path / "door.ini"), QSettings.Format.IniFormat))
    settings.set(STATION_NAME, "door")
    host = QWidget()
    qtbot.addWidget(host)
    context = ClubContext(settings, FakeDialogs(), Jobs(host))
    context.set_database(open_database(url, create=False))
    context.current_event = e.id
    page = TablesPage(context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    qtbot.waitUntil(lambda: context.live.answered, timeout=15_000)
    assert page.model.row(0).progress is not None  # (read when shown, after this station's own action)
    # table 1 open in a window here too: another station's moves there reach it through the poll
    page.view.selectRow(next(i for i in range(page.model.rowCount()) if page.model.row(i).table == 1))
    window = page.score_table()
    assert window is page.score_windows[(e.id, 1, 1)]
    qtbot.waitUntil(lambda: context.live.answered and window.session.match_id in context.live._extra, timeout=15_000)

    # from now on nothing on the UI thread may ask the database
    ui_queries: list[str] = []

    def on_query(_conn, _cursor, statement, *_args) -> None:  # noqa: ANN001
        if threading.current_thread() is threading.main_thread():
            ui_queries.append(statement.split("\n")[0][:80])

    assert context.database is not None
    sa_event.listen(context.database.engine, "before_cursor_execute", on_query)

    # the poll that sees the result entered at the other station stops the server as it answers
    stopped: list[float] = []
    resumed: list[float] = []
    real = stations.what_changed

    def what_changed(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        snapshot = real(*args, **kwargs)
        if not stopped and snapshot.events != before.events:
            _signal(server, signal.SIGSTOP)
            stopped.append(time.monotonic())

            def go_on() -> None:
                _signal(server, signal.SIGCONT)
                resumed.append(time.monotonic())

            threading.Timer(STOPPED_S, go_on).start()
        return snapshot

    before = real(other, e.id)
    monkeypatch.setattr(stations, "what_changed", what_changed)
    gaps: list[float] = []
    last = [time.monotonic()]

    def tick() -> None:
        now = time.monotonic()
        if stopped and not resumed:  # the event loop's stalls while the server is stopped
            gaps.append(now - last[0])
        last[0] = now

    ticker = QTimer()
    ticker.setInterval(10)
    ticker.timeout.connect(tick)
    ticker.start()
    try:
        play_bots(table.match, moves=3)  # the other station goes on at table 1 ...
        first, second = seated[1][0], seated[1][1]  # ... and enters table 2's result
        ev.enter_result(other, e.id, 1, 2, ev.ResultGiven(places_by_id={first: 1, second: 2}))
        qtbot.waitUntil(lambda: bool(resumed), timeout=int(STOPPED_S * 1000) + 60_000)
        # the server goes on: the worker's board arrives and the page shows the result
        qtbot.waitUntil(lambda: any(page.model.row(i).table == 2 and page.model.row(i).result is not None
                                    for i in range(page.model.rowCount())), timeout=60_000)
        qtbot.waitUntil(lambda: len(window.session.require_match().journal) == len(table.match.journal),
                        timeout=60_000)  # the window synced from what the worker read
    finally:
        ticker.stop()
        _signal(server, signal.SIGCONT)
        context.live.stop(wait=5.0)
        sa_event.remove(context.database.engine, "before_cursor_execute", on_query)
        context.set_database(None)
        other.close()
    assert ui_queries == []  # nothing on the UI thread touched the database
    assert len(gaps) > 100  # the event loop kept ticking while the server was stopped
    # a wait on the stopped server lasts until it goes on (STOPPED_S) or a connection's timeout; a busy
    # machine (two CPU burners beside the tests, issue 31) delays a 10 ms tick by a few tenths, far from
    # half of that: the line between a busy machine and a UI thread waiting on the server
    assert max(gaps) < STOPPED_S / 2, f"the event loop stalled {max(gaps):.3f} s while the server was stopped"
