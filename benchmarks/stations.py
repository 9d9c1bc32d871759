"""A station's view of another station's action (issue 20: target 2 s or less).

Two scoring stations on one club database, each in a process of its own: station Door (a child
process, the engine only) holds a table of an event and makes one action at a time (app dice,
bots choosing), each committed through the store's live recorder; this process is station
Bar-2, the organizer's app offscreen: the Tables page on show and the table open in a window,
watched (another station holds it).  Nothing is clicked here: the context's live watch asks the
database about once a second what changed, off the UI thread.

Timed, from the moment the child's action was committed (its clock, printed after the commit) to
(1) the watched table view showing the action (the match reloaded from the store and redrawn) and
(2) the Tables page refreshed after it.  The actions come at uneven gaps so every phase of the
poll is met.  On SQLite (one file shared by two processes) and on PostgreSQL when it is installed
(a throwaway server on loopback, started as the store tests start it).

Printed: median and max of each; nothing is asserted (tests never time anything).
Run: ``.venv/bin/python benchmarks/stations.py [--actions N]``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TARGET = 2.0


# -- station Door: the child -------------------------------------------------------------------------
def child(url: str, event_id: int, vault: str) -> None:
    """Hold table 1 and make one action per ``act`` line; print the commit's time after each."""
    from engine.bots import play_bots
    from engine.seeds import SeedVault
    from engine.services.scoring import score_table
    from engine.services.stations import hold_table
    from engine.store import open_database

    db = open_database(url)
    table = score_table(db, event_id, 1, 1, app_dice=True, station="Door", vault=SeedVault(Path(vault)), hold=True)
    hold_table(db, table.match_id, "Door")
    print("ready", table.match_id, flush=True)
    for line in sys.stdin:
        if line.strip() != "act":
            break
        if table.match.finished:
            print("over", flush=True)
            continue
        play_bots(table.match, 1)  # committed when it returns
        print(f"{time.time():.6f} {len(table.match.journal)}", flush=True)
    db.close()


# -- station Bar-2: the app ----------------------------------------------------------------------------
def _event(url: str) -> int:
    from engine.services import events as ev
    from engine.store import UnitOfWork, open_database
    from engine.tournament.event import EventConfig
    from engine.tournament.tables import TableSizes

    with open_database(url) as db:
        with UnitOfWork(db) as uow:
            ids = [uow.members.add(f"Player {i}").id for i in range(12)]
            uow.commit()
        e = ev.create_event(db, EventConfig(name="Station night", ruleset="classic", rounds=1,
                                            sizes=TableSizes(4, 4, 4)))
        for q in ids:
            ev.check_in(db, e.id, q)
        ev.seat_next(db, e.id, publish=True)
        return e.id


def measure(url: str, folder: Path, actions: int, seed: int) -> tuple[list[float], list[float]]:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication, QWidget

    from desktop.club.context import ClubContext
    from desktop.club.tables_page import TablesPage
    from desktop.jobs import Jobs
    from desktop.services import DialogService
    from desktop.settings import STATION_NAME, Settings
    from engine.store import open_database

    app = QApplication.instance() or QApplication([])
    event_id = _event(url)
    proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--child", url, str(event_id),
                             str(folder / "door-seeds")], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                            cwd=ROOT)
    assert proc.stdin is not None and proc.stdout is not None
    views: list[float] = []
    pages: list[float] = []
    try:
        assert proc.stdout.readline().startswith("ready")
        settings = Settings(QSettings(str(folder / "bar.ini"), QSettings.Format.IniFormat))
        settings.set(STATION_NAME, "Bar-2")
        host = QWidget()
        context = ClubContext(settings, DialogService(), Jobs(host))
        context.set_database(open_database(url, create=False))
        context.current_event = event_id
        page = TablesPage(context)
        page.resize(1024, 600)
        page.show()
        page.view.selectRow(0)
        window = page.score_table()
        assert window is not None and hasattr(window, "session") and window.session.read_only
        refreshed: list[float] = []
        context.changed.connect(lambda: refreshed.append(time.time()))  # after the page's own refresh
        rng = random.Random(seed)
        for _ in range(actions):
            deadline = time.monotonic() + rng.uniform(0.2, 1.3)  # an uneven gap, the app running
            while time.monotonic() < deadline:
                app.processEvents()
                time.sleep(0.005)
            refreshed.clear()
            proc.stdin.write("act\n")
            proc.stdin.flush()
            answer = proc.stdout.readline().split()
            if answer[0] == "over":
                break
            at, length = float(answer[0]), int(answer[1])
            limit = time.monotonic() + 30
            while len(window.session.require_match().journal) < length and time.monotonic() < limit:
                app.processEvents()
                time.sleep(0.002)
            views.append(time.time() - at)
            while not refreshed and time.monotonic() < limit:
                app.processEvents()
                time.sleep(0.002)
            pages.append((refreshed[0] if refreshed else time.time()) - at)
        window.close()
        context.set_database(None)
        host.deleteLater()
        page.deleteLater()
    finally:
        if proc.stdin and not proc.stdin.closed:
            proc.stdin.write("quit\n")
            proc.stdin.close()
        proc.wait(timeout=30)
    return views, pages


def report(what: str, samples: list[float]) -> None:
    if not samples:
        print(f"{what}: no samples")
        return
    median, worst = statistics.median(samples), max(samples)
    verdict = "within" if worst <= TARGET else "OVER"
    print(f"{what}: median {median * 1000:.0f} ms, max {worst * 1000:.0f} ms over {len(samples)} actions "
          f"({verdict} the {TARGET:.0f} s target)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--actions", type=int, default=25)
    ap.add_argument("--child", nargs=3, metavar=("URL", "EVENT", "VAULT"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.child[0], int(args.child[1]), args.child[2])
        return
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        os.environ.setdefault("XDG_DATA_HOME", str(folder))
        views, pages = measure(f"sqlite:///{folder / 'club.sqlite3'}", folder, args.actions, 1)
        report("a station's view of another station's action, SQLite shared by two processes: the table view",
               views)
        report("  ... the Tables page refreshed", pages)
        try:
            from tests.store.pgserver import Server, find_bin
        except ImportError:
            find_bin = None  # type: ignore[assignment]
        bindir = find_bin() if find_bin else None
        if bindir is None:
            print("a station's view of another station's action, PostgreSQL: skipped (PostgreSQL is not installed)")
            return
        server = Server(bindir)
        try:
            url = server.start()
            import psycopg

            with psycopg.connect(url.replace("+psycopg", "") + "/postgres", autocommit=True) as c:
                c.execute("CREATE DATABASE stations")
            views, pages = measure(url + "/stations", folder, args.actions, 2)
            report("a station's view of another station's action, PostgreSQL on loopback: the table view", views)
            report("  ... the Tables page refreshed", pages)
        finally:
            server.stop()


if __name__ == "__main__":
    main()
