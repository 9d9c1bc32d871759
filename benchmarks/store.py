"""Club database benchmarks (printed, not asserted):

* one logged action, committed durably: SQLite (WAL, synchronous=FULL) and
  PostgreSQL on loopback (a throwaway server, when installed): median and p99;
* bytes of database per logged throw;
* one member's statistics from an archive of bot matches (10,000 by default,
  about a million logged events), built with the bots;
* a members CSV of 100,000 rows checked and imported (``--members N``);
* the ratings projection: tables rated again to record a result at the newest
  table, to correct the first, and for a standings call, in clubs of growing
  history (counted, so the line says whether the cost grows with the club).

    python benchmarks/store.py [--matches N] [--actions N] [--members N] [--nights N]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.dice import HmacDice  # noqa: E402
from engine.journal import EntryKind  # noqa: E402
from engine.store import MatchLogger, UnitOfWork, open_database  # noqa: E402
from engine.store.botplay import bot_match, bot_setup, play_into  # noqa: E402
from engine.store.db import Database  # noqa: E402


def log_actions(db: Database, n: int) -> list[float]:
    """Seconds per logged action (each committed before the next), over bot matches."""
    times: list[float] = []
    game = 0
    while len(times) < n:
        dice = HmacDice.from_int(game)
        setup = bot_setup("six-by-6", ("Ann", "Ben", "Cy"), dice)
        with UnitOfWork(db) as uow:
            match_id = uow.matches.create(setup, station="bench")
            uow.commit()
        journal = MatchLogger(db, match_id, station="bench").journal()
        moves = play_into(journal, setup, dice, station="bench")
        while len(times) < n:
            t = time.perf_counter()
            try:
                next(moves)
            except StopIteration:
                break
            times.append(time.perf_counter() - t)
        game += 1
    return times


def report(name: str, times: list[float]) -> None:
    ms = sorted(t * 1000 for t in times)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    print(f"{name}: median {statistics.median(ms):.2f} ms, p99 {p99:.2f} ms over {len(ms)} actions")


def bytes_per_throw(folder: Path) -> None:
    path = folder / "size.sqlite3"
    with open_database(str(path)) as db:
        throws = 0
        for seed in range(300):
            setup, entries, _ = bot_match("six-by-6", ("Ann", "Ben", "Cy"), seed)
            with UnitOfWork(db) as uow:
                mid = uow.matches.create(setup)
                uow.matches.add_entries(mid, entries)
                uow.commit()
            throws += sum(1 for e in entries if e.kind is EntryKind.MOVE)
        with db.engine.connect() as conn:
            conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
            pages = conn.exec_driver_sql(
                "SELECT sum(pgsize) FROM dbstat WHERE name IN ('roll_log', 'sqlite_autoindex_roll_log_1')"
            ).scalar()
    print(f"bytes per logged throw (SQLite roll_log table and its key, {throws} throws): {pages / throws:.1f}")


def archive(folder: Path, matches: int, members: int = 40) -> None:
    path = folder / "archive.sqlite3"
    rng = random.Random(1)
    t0 = time.perf_counter()
    events = 0
    with open_database(str(path)) as db:
        with UnitOfWork(db) as uow:
            ids = [uow.members.add(f"Member {i:02}").id for i in range(members)]
            uow.commit()
        mix = [("six-by-6", 4), ("six-by-6", 3), ("dire-straights", 4), ("sb", 2)]
        batch = 500
        for start in range(0, matches, batch):
            with UnitOfWork(db) as uow:
                for k in range(start, min(matches, start + batch)):
                    ruleset, n = mix[k % len(mix)]
                    seats = rng.sample(ids, n)
                    setup, entries, dice = bot_match(ruleset, tuple(f"Member {i - 1:02}" for i in seats), k)
                    mid = uow.matches.create(setup, member_ids=seats)
                    uow.matches.add_entries(mid, entries)
                    uow.matches.refresh(mid)
                    events += len(entries)
                uow.commit()
        built = time.perf_counter() - t0
        size = path.stat().st_size
        print(f"archive: {matches} matches, {events} logged events, built in {built:.0f} s, {size / 1e6:.0f} MB")
        times = []
        for member in ids[:5]:
            t = time.perf_counter()
            with UnitOfWork(db) as uow:
                stats = uow.matches.member_statistics(member)
            times.append(time.perf_counter() - t)
        print(f"one member's statistics ({stats.matches} matches, {sum(stats.events.values())} events in force): "
              f"median {statistics.median(times) * 1000:.0f} ms, worst {max(times) * 1000:.0f} ms")


def members_import(folder: Path, n: int) -> None:
    """A members CSV of ``n`` rows: preview and import (one check, one bulk insert, one commit)."""
    from engine.store.members_csv import import_members, preview

    data = ("name,email,note,active\r\n" + "".join(f"Member {i},m{i}@club.example,,yes\r\n" for i in range(n))).encode()
    with open_database(str(folder / "members.sqlite3")) as db:
        t = time.perf_counter()
        p = preview(db, data)
        checked = time.perf_counter() - t
        t = time.perf_counter()
        p, added = import_members(db, data)
        imported = time.perf_counter() - t
    assert p.ok and len(added) == n
    print(f"members CSV of {n} rows: preview {checked:.1f} s, import {imported:.1f} s (check, bulk insert, commit)")


def ratings(folder: Path, nights: int) -> None:
    """Tables rated again by the projection as a club's history grows."""
    from engine.store.event_repo import StoredEvents, StoredEventService
    from engine.tournament.event import EventConfig
    from engine.tournament.ratings import RatingBook
    from engine.tournament.results import TableResult

    applied = 0
    original = RatingBook.apply

    def counted(book: RatingBook[int], match: object) -> None:
        nonlocal applied
        applied += 1
        original(book, match)  # type: ignore[arg-type]

    RatingBook.apply = counted  # type: ignore[method-assign]
    rng = random.Random(0)
    try:
        with open_database(str(folder / "ratings.sqlite3")) as db:
            with UnitOfWork(db) as uow:
                members = [uow.members.add(f"Player {i}").id for i in range(16)]
                uow.commit()
            first = None
            for night in range(1, nights + 1):
                with UnitOfWork(db) as uow:
                    svc = StoredEventService(StoredEvents(uow.session))
                    event = svc.create(EventConfig(f"Night {night}", rounds=3))
                    first = first or event.id
                    for q in members:
                        svc.add_player(event.id, q, f"Player {q}")
                    for r in range(1, 4):
                        rd = svc.seat_next(event.id)
                        svc.publish(event.id)
                        for t, table in enumerate(rd.seating.tables, 1):
                            applied = 0
                            t0 = time.perf_counter()
                            svc.record(event.id, r, t, TableResult.from_scores(table, rng.sample(range(99), len(table))))
                            ms = (time.perf_counter() - t0) * 1000
                    uow.commit()
                if night in (1, nights // 2, nights):
                    tables = night * 12
                    with UnitOfWork(db) as uow:
                        svc = StoredEventService(StoredEvents(uow.session))
                        newest = applied
                        applied = 0
                        t0 = time.perf_counter()
                        svc.standings(event.id, 2)
                        standings_ms = (time.perf_counter() - t0) * 1000
                        standings = applied
                        applied = 0
                        old = svc.events.get(first)
                        table = old.rounds[0].seating.tables[0]
                        svc.correct(first, 1, 1, TableResult.from_scores(table, list(range(len(table)))))
                        corrected = applied
                    print(f"ratings, a club of {tables} rated tables: recording the newest table rated {newest} "
                          f"({ms:.1f} ms), a standings call {standings} ({standings_ms:.1f} ms), correcting the "
                          f"first table {corrected}")
    finally:
        RatingBook.apply = original  # type: ignore[method-assign]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, default=10_000)
    ap.add_argument("--actions", type=int, default=500)
    ap.add_argument("--members", type=int, default=100_000)
    ap.add_argument("--nights", type=int, default=40, help="club nights of 16 players for the ratings lines")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        os.environ.setdefault("XDG_DATA_HOME", str(folder))
        with open_database(str(folder / "log.sqlite3")) as db:
            report("one logged action, SQLite (WAL, synchronous=FULL)", log_actions(db, args.actions))
        try:
            from tests.store.pgserver import Server, find_bin
        except ImportError:
            find_bin = None  # type: ignore[assignment]
        bindir = find_bin() if find_bin else None
        if bindir is None:
            print("one logged action, PostgreSQL: skipped (PostgreSQL is not installed)")
        else:
            server = Server(bindir, durable=True)
            try:
                url = server.start()
                import psycopg

                with psycopg.connect(url.replace("+psycopg", "") + "/postgres", autocommit=True) as c:
                    c.execute("CREATE DATABASE bench")
                with open_database(url + "/bench") as db:
                    report("one logged action, PostgreSQL on loopback (fsync on)", log_actions(db, args.actions))
            finally:
                server.stop()
        members_import(folder, args.members)
        bytes_per_throw(folder)
        ratings(folder, args.nights)
        archive(folder, args.matches)


if __name__ == "__main__":
    main()
