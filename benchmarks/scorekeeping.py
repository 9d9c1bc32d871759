"""A typed throw to its checked display at an event's table (issue 20: target 20 ms or less).

A classic club-night table of four is scored with real dice on a temporary SQLite database
(the store's live recorder: every entry committed as it is made).  A bot game with fixed dice is
the script; each throw of it is typed into the table view's entry line and timed from the
typed text to the redrawn table (read and checked by engine/typed.py, committed, the felt and
the scorepad refreshed), offscreen.  A mistyped throw (refused, nothing written) is timed too.

Printed: the median and the 99th percentile of the throws of ``--games`` games; nothing is
asserted (tests never time anything).  Run: ``.venv/bin/python benchmarks/scorekeeping.py``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TARGET = 0.020


def one_game(folder: Path, n: int, app: object) -> tuple[list[float], list[float]]:
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
    good: list[float] = []
    bad: list[float] = []
    for entry in script.moves_in_force():
        if entry.kind is EntryKind.ROLLOFF:
            assert entry.rolloff is not None
            view.enter_dice(" ".join(str(entry.rolloff[s]) for s in sorted(entry.rolloff)))
            continue
        if view.rolloff_visible:
            view._rolloff_done()
        action = entry.action
        if isinstance(action, Throw):
            t = time.perf_counter()
            view.enter_dice("1 2 3 4 5 6 1")  # mistyped (seven dice): refused and said
            bad.append(time.perf_counter() - t)
            t = time.perf_counter()
            assert view.enter_dice(typed_text(action.dice)), view.refusal_text()
            good.append(time.perf_counter() - t)
        else:
            assert action is not None and view.perform(action)
    view.close()
    db.close()
    return good, bad


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    from desktop.app import make_app

    app = make_app([])
    good: list[float] = []
    bad: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(args.games):
            g, b = one_game(Path(tmp), n, app)
            good += g
            bad += b

    def line(what: str, times: list[float]) -> str:
        times = sorted(times)
        p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
        return (f"{what:<28} median {statistics.median(times) * 1000:6.2f} ms   p99 {p99 * 1000:6.2f} ms   "
                f"({len(times)} throws; target {TARGET * 1000:.0f} ms)")

    print(line("typed throw, applied", good))
    print(line("typed throw, refused", bad))


if __name__ == "__main__":
    main()
