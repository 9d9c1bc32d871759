"""Scoring at an event's tables (issue 20), offscreen, on a temporary SQLite database (the
store's live recorder: every entry committed as it is made).

1. A typed throw to its checked display (target 20 ms or less).  A classic club-night table of
   four is scored with real dice; a bot game with fixed dice is the script; each throw of it is
   typed into the table view's entry line and timed from the typed text to the redrawn table
   (read and checked by engine/typed.py, committed, the felt and the scorepad refreshed).  A
   mistyped throw (refused, nothing written) is timed too.
2. A table action to the updated screen with a 200-player event open and 6 table views (target
   50 ms median, 100 ms p99).  The club home is open on the event (200 members checked in, round 1
   seated and published: 50 tables of four) with its Tables page shown, and 6 of its tables are
   scored at this station, each in its own scoring window opened from that page (Score this
   table..., real dice).  The six are played in turn, one action at a time (a typed roll-off or
   throw, or a decision: bank, rack, stop...), each scripted by a bot game with fixed dice; an
   action is timed from the call to every window repainted (``processEvents``).  The Tables page
   follows the tables it scores with one coalesced redraw (200 ms after the last action): that
   redraw is timed on its own, every 10th action.

Printed: the median and the 99th percentile of each, in wall time and in this thread's CPU time
(on a shared machine the wall time also counts waiting for a core); nothing is asserted (tests never time
anything).  Run: ``.venv/bin/python benchmarks/scorekeeping.py [--games N] [--actions N]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TARGET = 0.020
ACTION_MEDIAN, ACTION_P99 = 0.050, 0.100
PLAYERS, VIEWS = 200, 6


Times = list[tuple[float, float]]  # (wall, CPU of this thread) seconds of each


def _clock() -> tuple[float, float]:
    return time.perf_counter(), time.thread_time()


def _since(start: tuple[float, float]) -> tuple[float, float]:
    """Wall and CPU seconds since ``start``: on a shared machine the wall time also counts waiting
    for a core, the thread's CPU time does not."""
    wall, cpu = _clock()
    return wall - start[0], cpu - start[1]


def one_game(folder: Path, n: int, app: object) -> tuple[Times, Times]:
    from desktop.services import DialogService
    from desktop.session import StoredTableSession
    from desktop.widgets.table import TableView
    from engine.actions import Throw
    from engine.bots import play_bots
    from engine.dice import HmacDice
    from engine.journal import EntryKind
    from engine.match import Match
    from engine.seeds import SeedVault
    from engine.services import events as ev
    from engine.store import UnitOfWork, open_database
    from engine.tournament.event import EventConfig
    from engine.tournament.tables import TableSizes
    from engine.typed import typed_text

    db = open_database(str(folder / f"club-{n}.sqlite3"))
    with UnitOfWork(db) as uow:
        ids = [uow.members.add(f"Player {i}").id for i in range(4)]
        uow.commit()
    e = ev.create_event(db, EventConfig(name="Bench", ruleset="classic", rounds=1, sizes=TableSizes(4, 4, 4)))
    for q in ids:
        ev.check_in(db, e.id, q)
    ev.seat_next(db, e.id, publish=True)
    session = StoredTableSession(db, e.id, 1, 1, app_dice=False, station="bench", seeds=SeedVault(folder / "v"))
    view = TableView(session, DialogService())
    view.resize(1024, 600)
    view.show()
    match = session.require_match()
    script = Match("classic", match.players, dice=HmacDice.from_int(n))
    play_bots(script)
    good: Times = []
    bad: Times = []
    for entry in script.moves_in_force():
        if entry.kind is EntryKind.ROLLOFF:
            assert entry.rolloff is not None
            view.enter_dice(" ".join(str(entry.rolloff[s]) for s in sorted(entry.rolloff)))
            continue
        if view.rolloff_visible:
            view._rolloff_done()
        action = entry.action
        if isinstance(action, Throw):
            t = _clock()
            view.enter_dice("1 2 3 4 5 6 1")  # mistyped (seven dice): refused and said
            bad.append(_since(t))
            t = _clock()
            assert view.enter_dice(typed_text(action.dice)), view.refusal_text()
            good.append(_since(t))
        else:
            assert action is not None and view.perform(action)
    view.close()
    db.close()
    return good, bad


def _script(session: Any, seed: int) -> list[Any]:
    """The entries of a bot game with fixed dice between the table's players, in order."""
    from engine.bots import play_bots
    from engine.dice import HmacDice
    from engine.match import Match

    script = Match("classic", session.require_match().players, dice=HmacDice.from_int(seed))
    play_bots(script)
    return list(script.moves_in_force())


def _act(view: Any, entry: Any) -> None:
    """One scripted entry done at the table as a scorer does it: typed dice or a decision."""
    from engine.actions import Throw
    from engine.journal import EntryKind
    from engine.typed import typed_text

    if entry.kind is EntryKind.ROLLOFF:
        assert entry.rolloff is not None
        assert view.enter_dice(" ".join(str(entry.rolloff[s]) for s in sorted(entry.rolloff))), view.refusal_text()
        return
    if view.rolloff_visible:
        view._rolloff_done()  # the roll-off decided: the game's first turn shown
    action = entry.action
    if isinstance(action, Throw):
        assert view.enter_dice(typed_text(action.dice)), view.refusal_text()
    else:
        assert action is not None and view.perform(action)


def dashboard(folder: Path, actions: int, app: Any) -> tuple[Times, Times]:
    """(each action to every window repainted, each redraw of the Tables page) in seconds."""
    from PySide6.QtCore import QSettings

    from desktop.home import ClubHome
    from desktop.services import DialogService
    from desktop.settings import Settings
    from engine.services import events as ev
    from engine.store import open_database
    from engine.tournament.event import EventConfig
    from engine.tournament.tables import TableSizes

    url = str(folder / "club-200.sqlite3")
    db = open_database(url)
    e = ev.create_event(db, EventConfig(name="Bench 200", ruleset="classic", rounds=1, sizes=TableSizes(4, 4, 4)))
    ev.add_players(db, e.id, [f"Player {i:03d}" for i in range(PLAYERS)])  # new members, checked in
    ev.seat_next(db, e.id, publish=True)
    db.close()
    home = ClubHome(Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)), DialogService(),
                    open_database=False)
    assert home.open_url_text(url, create=False)
    home.context.current_event = e.id
    home.resize(1024, 600)
    home.show()
    assert home.show_page("tables")
    page = home.pages["tables"].built()  # type: ignore[attr-defined]
    app.processEvents()
    windows = []
    for row in range(VIEWS):
        page.view.selectRow(row)
        dialog = page.score_table()  # no match yet: Real dice or App dice, asked
        dialog.accept()  # Real dice, the default
        windows.append(page.score_windows[(e.id, 1, row + 1)])
    app.processEvents()
    scripts = [_script(w.session, 1000 + n) for n, w in enumerate(windows)]
    took: Times = []
    redraws: Times = []
    while len(took) < actions and any(scripts):
        for window, script in zip(windows, scripts, strict=True):
            if not script or len(took) >= actions:
                continue
            t = _clock()
            _act(window.view, script.pop(0))
            app.processEvents()  # the screen: every window repainted
            took.append(_since(t))
            if len(took) % 10 == 0:
                t = _clock()
                page._redraw.stop()
                page._show_round(keep=True)  # what the coalesced redraw does
                app.processEvents()
                redraws.append(_since(t))
    for window in windows:
        window.close()
    home.close()
    app.processEvents()
    return took, redraws


def _line(what: str, times: Times, target: str) -> str:
    def figures(values: list[float]) -> str:
        values = sorted(values)
        p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
        return f"median {statistics.median(values) * 1000:6.2f} ms, p99 {p99 * 1000:6.2f} ms"

    return (f"{what:<36} wall {figures([w for w, _ in times])};  CPU {figures([c for _, c in times])}"
            f"  ({len(times)}; {target})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games typed at one table (part 1)")
    parser.add_argument("--actions", type=int, default=600, help="actions at the six tables (part 2)")
    args = parser.parse_args()
    from desktop.app import make_app
    from engine import native

    app = make_app([])
    good: Times = []
    bad: Times = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(args.games):
            g, b = one_game(Path(tmp), n, app)
            good += g
            bad += b
        took, redraws = dashboard(Path(tmp), args.actions, app)
    print(native.status())
    print(_line("typed throw, applied", good, f"target {TARGET * 1000:.0f} ms"))
    print(_line("typed throw, refused", bad, f"target {TARGET * 1000:.0f} ms"))
    print(_line(f"table action, {VIEWS} views, {PLAYERS} players", took,
                f"target median {ACTION_MEDIAN * 1000:.0f} ms, p99 {ACTION_P99 * 1000:.0f} ms"))
    print(_line("  the Tables page's redraw", redraws, "coalesced, 200 ms after the last action"))


if __name__ == "__main__":
    main()
