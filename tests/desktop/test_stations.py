"""Scoring stations on one club database, through the app's widgets (issue 20): two contexts
(two stations) on one SQLite file see each other's actions on the Tables page and in the
table views without a click; one station holds a table, the other watches it and takes it over
explicitly; a station given some tables; a dashboard of six tables played to the end with the
standings following.  (The two-second figure is the benchmark's: benchmarks/stations.py.)"""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QWidget

from desktop.club.context import ClubContext
from desktop.club.scoring import ScoreTableWindow
from desktop.club.standings_page import StandingsPage
from desktop.club.tables_page import TablesPage
from desktop.jobs import Jobs
from desktop.settings import STATION_NAME, STATION_TABLES, Settings
from desktop.widgets.panels import THROW
from engine.actions import Roll
from engine.bots import bot_for
from engine.game import CHANCE
from engine.services import events as ev
from engine.services.standings import read_standings
from engine.store import UnitOfWork, open_database
from engine.tournament.event import EventConfig, TableSizes
from tests.store.conftest import pg_server as pg_server  # the store tests' PostgreSQL server
from tests.store.conftest import pg_url as pg_url

from .events_club import NAMES
from .helpers import FakeDialogs

WAIT = 15_000  # ms: generous; the live figure (within 2 s) is measured by benchmarks/stations.py


@pytest.fixture(params=["sqlite", "postgresql"])
def club_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """One club database for two stations: an SQLite file two processes share, or PostgreSQL."""
    if request.param == "sqlite":
        return str(tmp_path / "club.sqlite3")
    return str(request.getfixturevalue("pg_url"))


def _station(tmp_path: Path, qtbot, url: str | Path, name: str, tables: str = "") -> tuple[ClubContext, TablesPage,
                                                                                          FakeDialogs]:
    settings = Settings(QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat))
    settings.set(STATION_NAME, name)
    settings.set(STATION_TABLES, tables)
    dialogs = FakeDialogs()
    host = QWidget()
    qtbot.addWidget(host)
    context = ClubContext(settings, dialogs, Jobs(host))
    context.set_database(open_database(str(url), create=False))
    context.current_event = max(e.id for e in ev.list_events(context.database))  # type: ignore[arg-type]
    page = TablesPage(context)
    qtbot.addWidget(page)
    page.resize(1024, 600)
    page.show()
    qtbot.waitExposed(page)
    return context, page, dialogs


def _event(url: str | Path, players: int, ruleset: str = "dire-straights", size: int = 2,
           options: dict[str, object] | None = None) -> int:
    with open_database(str(url)) as db:
        with UnitOfWork(db) as uow:
            ids = {n: uow.members.add(n).id for n in NAMES}
            uow.commit()
        e = ev.create_event(db, EventConfig(name="Station night", ruleset=ruleset, rounds=1,
                                            sizes=TableSizes(size, size, size), options=dict(options or {})))
        for member in list(ids.values())[:players]:
            ev.check_in(db, e.id, member)
        ev.seat_next(db, e.id, publish=True)
    return e.id


def _row(page: TablesPage, table: int) -> int:
    return next(i for i in range(page.model.rowCount()) if page.model.row(i).table == table)


def _state(page: TablesPage, table: int) -> str:
    return str(page.model.index(_row(page, table), 1).data())


def _open(page: TablesPage, table: int, *, app_dice: bool = True) -> ScoreTableWindow:
    page.view.selectRow(_row(page, table))
    opened = page.score_table()
    if opened is page.mode_dialog and page.mode_dialog is not None:
        page.mode_dialog.app.setChecked(app_dice)
        page.mode_dialog.accept()
    window = page.score_windows[(page.current.id if page.current else 0, 1, table)]
    return window


def _act(window: ScoreTableWindow) -> bool:
    """One action at the table as its scorer makes it, through the table view (the bot chooses)."""
    view = window.view
    match = view.session.require_match()
    state = match.state
    if state is None or view.rolloff_visible:
        if state is None:
            before = len(match.journal)
            view._rolloff_throw()
            return len(view.session.require_match().journal) > before
        view._rolloff_done()
        state = match.state
    assert state is not None
    if state.current_player() == CHANCE:
        return view.perform(THROW)
    action = bot_for(match.ruleset.id).choose(state)
    return view.perform(THROW if isinstance(action, Roll) else action)


def test_two_stations_see_each_other_and_take_a_table_over_explicitly(qtbot, tmp_path, club_url) -> None:
    path = club_url
    event_id = _event(path, 4)
    context_a, door, dialogs_a = _station(tmp_path, qtbot, path, "Door")
    context_b, bar, dialogs_b = _station(tmp_path, qtbot, path, "Bar-2")
    assert context_a.live.running and context_b.live.running
    a = _open(door, 1)
    assert not a.session.read_only and not a.held.isVisible()
    # the other station's dashboard shows the table taken, by whom, without a click
    qtbot.waitUntil(lambda: _state(bar, 1) == "roll-off \u00b7 \u2068Door\u2069", timeout=WAIT)
    for _ in range(5):
        assert _act(a), a.view.refusal_text()
    qtbot.waitUntil(lambda: _state(bar, 1).startswith("playing"), timeout=WAIT)

    # the second station opens the table: told who holds it, it watches (read-only)
    b = _open(bar, 1)
    assert b.session.read_only and b.isVisible() and not b.held.isHidden()
    assert "Watching: this table is held by station Door since " in b.held_text.text()
    assert ", last action " in b.held_text.text()
    assert "held by station Door" in bar.message.text()
    assert not b.view.stack.isEnabled() and not b.undo_action.isEnabled()
    # the holder's app dice, shown by their commitment (the seed is the holder's)
    assert b.view.mode.text() == "App dice" and b.view.commitment.text() == a.view.commitment.text()
    assert b.view.commitment.text().startswith("Dice commitment")
    shown = len(b.session.require_match().journal)
    assert not _act(b) or len(b.session.require_match().journal) == shown  # nothing written from here
    # the first station goes on; the watcher's view follows without a click
    for _ in range(3):
        assert _act(a), a.view.refusal_text()
    done = len(a.session.require_match().journal)
    qtbot.waitUntil(lambda: len(b.session.require_match().journal) == done, timeout=WAIT)
    assert b.view.status.text() == a.view.status.text()

    # taken over explicitly (confirmed through the dialogs): the first station's next action is refused
    qtbot.mouseClick(b.take, Qt.MouseButton.LeftButton)
    assert dialogs_b.messages[-1][0] == "confirm" and "held by station Door since" in dialogs_b.messages[-1][1]
    assert not b.session.read_only and b.held.isHidden() and b.view.stack.isEnabled()
    assert not _act(a)
    assert "held by station 'Bar-2'" in a.view.refusal_text()
    assert a.session.read_only and not a.held.isHidden() and "Bar-2" in a.held_text.text()
    assert len(a.session.require_match().journal) == done  # nothing written, nothing shown
    # the new holder scores; the first station can still watch it live
    for _ in range(3):
        assert _act(b), b.view.refusal_text()
    now = len(b.session.require_match().journal)
    qtbot.waitUntil(lambda: len(a.session.require_match().journal) == now, timeout=WAIT)
    qtbot.waitUntil(lambda: "Bar-2" in _state(door, 1), timeout=WAIT)

    # a refused takeover changes nothing
    dialogs_a.confirm_answer = False
    assert not a.take_over() and a.session.read_only
    # closed at the holder, the table is free: the watcher may score it without taking it from anyone
    b.close()
    qtbot.waitUntil(lambda: a.session.hold is None, timeout=WAIT)
    assert a.held_text.text() == "Watching: no station holds this table now." and a.take.text() == "&Score it here"
    assert a.take_over() and not a.session.read_only
    assert _act(a)
    a.close()
    for context in (context_a, context_b):
        context.set_database(None)
    assert event_id


def test_a_takeover_turns_the_first_station_read_only_live(qtbot, tmp_path) -> None:
    """Taken over elsewhere, the first station's table turns read-only by itself (no action needed)
    and names the new holder; its undo is refused with the same line."""
    path = tmp_path / "club.sqlite3"
    _event(path, 4)
    _, door, _ = _station(tmp_path, qtbot, path, "Door")
    _, bar, _ = _station(tmp_path, qtbot, path, "Bar-2")
    a = _open(door, 1)
    for _ in range(4):
        assert _act(a), a.view.refusal_text()
    b = _open(bar, 1)
    assert b.take_over() and not b.session.read_only
    qtbot.waitUntil(lambda: a.session.read_only, timeout=WAIT)
    assert not a.held.isHidden() and "held by station Bar-2 since " in a.held_text.text()
    assert not a.undo_action.isEnabled() and not a.view.stack.isEnabled()
    a.undo()
    assert "held by station 'Bar-2'" in a.view.refusal_text()
    for w in (a, b):
        w.close()


def test_a_station_given_some_tables_shows_them_first_and_watches_the_others(qtbot, tmp_path) -> None:
    path = tmp_path / "club.sqlite3"
    _event(path, 8)  # four tables of two
    _, organizer, _ = _station(tmp_path, qtbot, path, "Organizer")
    context, page, _ = _station(tmp_path, qtbot, path, "Kitchen", "3-4")
    assert [page.model.row(i).table for i in range(4)] == [3, 4, 1, 2]
    assert [page.model.row(i).mine for i in range(4)] == [True, True, False, False]
    assert page.view.currentIndex().row() == 0  # its first waiting table is chosen
    assert page.score.text() == "&Score this table..." and page.score.isEnabled()
    page.view.selectRow(_row(page, 1))
    assert page.score.text() == "&Watch this table..." and not page.score.isEnabled()  # not started yet
    assert [organizer.model.row(i).table for i in range(4)] == [1, 2, 3, 4]  # the organizer's station: all
    table1 = _open(organizer, 1)
    assert _act(table1)
    qtbot.waitUntil(lambda: "Organizer" in _state(page, 1), timeout=WAIT)
    page.view.selectRow(_row(page, 1))
    assert page.score.isEnabled() and page.score.text() == "&Watch this table..."
    watched = page.score_table()
    assert isinstance(watched, ScoreTableWindow) and watched.session.read_only
    assert "held by station Organizer" in watched.held_text.text()
    mine = _open(page, 3, app_dice=False)
    assert not mine.session.read_only and mine.view.mode.text() == "Real dice"
    # the Station dialog: a wrong list is refused with one line and nothing kept
    dialog = page.open_station()
    assert dialog.name.text() == "Kitchen" and dialog.tables.text() == "3-4"
    dialog.tables.setText("2-x")
    dialog.try_accept()
    assert dialog.isVisible() and dialog.problem.text().startswith("Not kept: the tables are numbers and ranges")
    assert context.settings.get(STATION_TABLES) == "3-4"
    dialog.name.setText("")
    dialog.tables.setText(" 2 , 1")
    dialog.try_accept()
    assert not dialog.isVisible()
    assert context.settings.get(STATION_TABLES) == "1-2" and context.settings.get(STATION_NAME) == ""
    assert page.station() and page.station() != "Kitchen"  # the host name again
    assert [page.model.row(i).table for i in range(4)] == [1, 2, 3, 4]
    for w in (watched, mine, table1):
        w.close()


def _games_shown(standings: StandingsPage, players: int) -> bool:
    """The Standings page shows every player, ``players`` of them with a game played."""
    return standings.model.rowCount() == 12 and sum(1 for r in range(12) if standings.model.line(r).games) == players


def test_a_dashboard_of_six_tables_played_to_the_end_with_the_standings_following(qtbot, tmp_path) -> None:
    path = tmp_path / "club.sqlite3"
    # six tables of two, each played to 30 points, not 100: the standings follow each table's end as it
    # comes, whatever its length (issue 31)
    event_id = _event(path, 12, options={"target": 30})
    context, page, _ = _station(tmp_path, qtbot, path, "Door")
    _, watcher, _ = _station(tmp_path, qtbot, path, "Bar-2")
    standings = StandingsPage(context)
    qtbot.addWidget(standings)
    standings.show()
    standings.choose_event(event_id)
    assert page.model.rowCount() == 6
    windows = [_open(page, t) for t in range(1, 7)]
    finished: list[int] = []
    while len(finished) < 6:
        for t, window in enumerate(windows, 1):
            if t in finished:
                continue
            assert _act(window), window.view.refusal_text()
            if window.session.require_match().finished:
                finished.append(t)
                played = {line.member for line in read_standings(context.database, event_id).lines  # type: ignore[arg-type]
                          if line.games}
                assert len(played) == 2 * len(finished)  # the standings follow each table at once
                qtbot.waitUntil(partial(_games_shown, standings, len(played)), timeout=WAIT)
    assert all(page.model.index(r, 1).data() == "finished" for r in range(6))
    assert page.heading.text().endswith(": 6 of 6 tables finished")
    qtbot.waitUntil(lambda: watcher.heading.text().endswith(": 6 of 6 tables finished"), timeout=WAIT)
    assert len(ev.get_event(context.database, event_id).rounds[0].results) == 6  # type: ignore[arg-type]
    for w in windows:
        w.close()


def test_a_station_killed_mid_turn_is_taken_over_in_the_app_exactly_where_it_was(qtbot, tmp_path, club_url) -> None:
    """Station Bar-2 (a process of its own) scores table 1 and is killed mid-turn (SIGKILL): this
    station opens the table, is told who held it and when it last acted, takes it over, and goes
    on from exactly where it was, to the end and into the standings."""
    import json
    import os
    import signal
    import subprocess
    import sys

    from engine.record import to_record
    from engine.seeds import SeedVault
    from engine.services.scoring import table_match

    root = Path(__file__).resolve().parents[2]
    event_id = _event(club_url, 4)
    seeds = tmp_path / "seeds"
    with open_database(str(club_url), create=False) as db:
        match_id = table_match(db, event_id, 1, 1, app_dice=True, station="Bar-2", vault=SeedVault(seeds)).match_id
        url = db.url
    child = subprocess.Popen([sys.executable, "-m", "tests.store.table_child", url, str(match_id), "Bar-2", str(seeds)],
                             cwd=root, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                             env={**os.environ, "PYTHONPATH": str(root)})
    try:
        assert child.stdin is not None and child.stdout is not None
        assert child.stdout.readline().strip() == "ready 0 mine"
        child.stdin.write("step 6\n")  # the roll-off and a turn under way
        child.stdin.flush()
        assert [child.stdout.readline().strip() for _ in range(6)] == [f"ok {k}" for k in range(6)]
        record = json.loads(child.stdout.readline())
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(timeout=30)
    # the organizer moves the killed station's seed file here (README: the seed never leaves a station
    # by itself), so the same app dice go on
    vault = SeedVault()
    vault.folder.mkdir(parents=True, exist_ok=True)
    for kept in seeds.iterdir():
        (vault.folder / kept.name).write_bytes(kept.read_bytes())
    context, page, dialogs = _station(tmp_path, qtbot, club_url, "Door")
    assert "Bar-2" in _state(page, 1)
    window = _open(page, 1)
    assert window.session.read_only and "held by station Bar-2 since " in window.held_text.text()
    assert ", last action " in window.held_text.text()  # the killed station's last action, when it was
    qtbot.mouseClick(window.take, Qt.MouseButton.LeftButton)
    assert dialogs.messages[-1][0] == "confirm" and not window.session.read_only
    assert to_record(window.session.require_match()) == record  # exactly where it was
    state = window.session.require_match().state
    assert state is not None and not state.is_terminal()
    while not window.session.require_match().finished:
        assert _act(window), window.view.refusal_text()
    assert 0 in ev.get_event(context.database, event_id).rounds[0].results  # type: ignore[arg-type]
    window.close()
    context.set_database(None)
