"""Report speed: a 50-table round of scoresheets (target <= 2 s), 40 tables of right-to-left
names (drawn as glyph outlines: each glyph a form made once a document, issue 21), a full event
report with charts (standings, results, seating, statistics charts; target <= 5 s), and scorepads.

Times include building the PDF bytes; "cold" includes loading the fonts once (the first
report a process makes), "warm" is the best of the following runs.

The club's statistics from the database (target <= 3 s over 10,000 matches): an SQLite
archive of bot matches (engine/store/botplay.py; built once, a few minutes, and kept with
``--archive FILE``), read by SQL through engine/store/stats.py, charted into a PDF.

Run: ``.venv/bin/python benchmarks/reports.py [--repeat N] [--db-matches N] [--archive FILE]``.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.record import loads  # noqa: E402
from reports import charts, scoresheets, standings  # noqa: E402
from reports.layout import build  # noqa: E402
from reports.scorepad import render_record  # noqa: E402
from reports.stats import compute, sections  # noqa: E402

NAMES = ["Zoë Ångström", "王小明", "محمد علي", "שלום עליכם", "김민준", "A<b> & Co", "Bartholomew-Christopherson III",
         "Łukasz", "Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
RULESETS = ["classic", "entrepreneurial", "six-by-6", "dire-straights", "sb"]
RTL_NAMES = ["محمد علي", "שלום עליכם", "فاطمة الزهراء", "אברהם כהן", "عبد الرحمن", "רחל לוי"]


def _name(i: int) -> str:
    return f"{NAMES[i % len(NAMES)]} {i}"


def round_of_sheets(tables: int = 50) -> list[scoresheets.TableSheet]:
    return [scoresheets.TableSheet("Winter Open 2026", 4, t + 1, tuple(_name(t * 4 + s) for s in range(4)),
                                   RULESETS[t % 5], date="2026-11-23") for t in range(tables)]


def rtl_sheets(tables: int = 40) -> list[scoresheets.TableSheet]:
    """A round of scoresheets whose names are all Arabic or Hebrew (each drawn as outlines)."""
    return [scoresheets.TableSheet("Winter Open 2026", 4, t + 1, tuple(
        f"{RTL_NAMES[(t * 4 + s) % len(RTL_NAMES)]} {t * 4 + s}" for s in range(4)), RULESETS[t % 5],
        date="2026-11-23") for t in range(tables)]


def event_report(players: int = 200, tables: int = 50) -> bytes:
    rnd = random.Random(1)
    st = standings.Standings("Winter Open 2026", "Standings after round 8", ("Wins", "Score", "Opp. pts"), tuple(
        standings.StandingRow(i + 1, _name(i), 40 - i // 5, (8 - i // 25, rnd.randint(100, 900), rnd.randint(50, 300)))
        for i in range(players)))
    res = standings.RoundResults("Winter Open 2026", 8, tuple(
        standings.TableResult(t + 1, "Classic Damn Straight", tuple(
            standings.ResultLine(_name(t * 4 + s), s + 1, 3 - s, 4 - s) for s in range(4))) for t in range(tables)))
    seat = standings.Seating("Winter Open 2026", 8, tuple(standings.Seat(i // 4 + 1, i % 4 + 1, _name(i))
                                                          for i in range(players)))
    names = tuple(_name(i) for i in range(16))
    secs = [
        charts.Section("Win rate by seat", (charts.BarChart("Win rate by seat", ("1", "2", "3", "4"),
                                                            (31.0, 26.5, 22.0, 20.5), "%"),)),
        charts.Section("Turn scores", (charts.Histogram("Turn scores", {k: rnd.randint(0, 500) for k in range(0, 60)}),)),
        charts.Section("Wins", (charts.BarChart("Wins", names, tuple(float(rnd.randint(0, 8)) for _ in names)),)),
        charts.Section("Ratings", (charts.LineChart("Rating history", {
            n: [(r, 25 + rnd.uniform(-3, 3)) for r in range(9)] for n in names[:8]}),)),
        charts.Section("Meetings", (charts.MeetingMatrix("Who met whom", names, tuple(
            tuple(0 if i == j else (i * j) % 4 for j in range(16)) for i in range(16))),)),
    ]
    story = (standings.standings_story(st) + standings.results_story(res) + standings.seating_story(seat)
             + charts.stats_story("Winter Open 2026", "Statistics", secs))
    return build(story, title="Winter Open 2026: event report")


def bot_records(n: int) -> list:  # type: ignore[type-arg]
    """n whole games by the engine's bots (classic and SB alternately, 2-4 players)."""
    from engine.actions import ROLL
    from engine.bots import bot_for
    from engine.dice import HmacDice
    from engine.game import CHANCE
    from engine.journal import Origin
    from engine.match import Match
    from engine.record import from_json, to_record

    out = []
    for i in range(n):
        rs = ("classic", "sb", "dire-straights")[i % 3]
        players = [_name(i + k) for k in range(2 + i % 3)]
        m = Match(rs, players, None, HmacDice.from_int(i))
        while m.state is None:
            m.rolloff_throw()
        bots = [bot_for(rs) for _ in players]
        while not m.state.is_terminal():
            cp = m.state.current_player()
            action = None if cp == CHANCE else bots[cp].choose(m.state)
            if action is None or action == ROLL:  # a throw is one journal entry, its Roll implied
                m.throw(origin=Origin.BOT)
            else:
                m.apply(action, origin=Origin.BOT)
        out.append(from_json(to_record(m)))
    return out


def timed(fn, repeat: int) -> tuple[float, float, float, int]:  # type: ignore[no-untyped-def]
    """Wall time of the first run and the best later run, and the first run's CPU time."""
    start, cpu = time.perf_counter(), time.process_time()
    data = fn()
    cold, cold_cpu = time.perf_counter() - start, time.process_time() - cpu
    warm = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        data = fn()
        warm = min(warm, time.perf_counter() - start)
    return cold, warm, cold_cpu, len(data)


def render_stats_of(records: list) -> bytes:  # type: ignore[type-arg]
    return charts.render_stats("Club statistics", f"{len(records)} matches", sections(compute(records)))


def build_archive(path: Path, matches: int, members: int = 40) -> None:
    """An SQLite club database of ``matches`` bot matches between ``members`` members
    (the mix of benchmarks/store.py: Six By 6, Dire Straights, SB), with their results."""
    from engine.store import UnitOfWork, open_database
    from engine.store.botplay import bot_match

    rng = random.Random(1)
    mix = [("six-by-6", 4), ("six-by-6", 3), ("dire-straights", 4), ("sb", 2)]
    t0 = time.perf_counter()
    with open_database(str(path)) as db:
        with UnitOfWork(db) as uow:
            ids = [uow.members.add(f"Member {i:02}").id for i in range(members)]
            uow.commit()
        for start in range(0, matches, 500):
            with UnitOfWork(db) as uow:
                for k in range(start, min(matches, start + 500)):
                    ruleset, n = mix[k % len(mix)]
                    seats = rng.sample(ids, n)
                    setup, entries, _ = bot_match(ruleset, tuple(f"Member {i - 1:02}" for i in seats), k)
                    mid = uow.matches.create(setup, member_ids=seats)
                    uow.matches.add_entries(mid, entries)
                    uow.matches.refresh(mid)
                uow.commit()
    print(f"archive built: {matches} matches in {time.perf_counter() - t0:.0f} s, {path.stat().st_size / 1e6:.0f} MB")


def db_statistics(path: Path, **scope: int) -> bytes:
    """Open the database, query its statistics (SQL, no replay), chart them as a PDF."""
    from engine.store import UnitOfWork, open_database
    from reports.stats import from_store

    with open_database(str(path), create=False) as db, UnitOfWork(db) as uow:
        st = from_store(uow.stats.figures(**scope))
    return charts.render_stats("Club statistics", f"{st.matches} matches", sections(st))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--matches", type=int, default=200, help="match records for the statistics (default 200)")
    ap.add_argument("--db-matches", type=int, default=10_000, help="matches in the database archive (default "
                    "10000; 0 skips it)")
    ap.add_argument("--archive", type=Path, help="keep the archive in this SQLite file (reused when it exists)")
    args = ap.parse_args()
    sheets = round_of_sheets()
    rtl = rtl_sheets()
    root = Path(__file__).resolve().parents[1]
    record = loads((root / "tests/data/spec-examples/classic.json").read_bytes())
    rows = [
        ("scoresheets, 50 tables (<= 2 s)", lambda: scoresheets.render(sheets), 2.0),
        ("scoresheets, 40 tables of right-to-left names (<= 1 s)", lambda: scoresheets.render(rtl), 1.0),
        ("event report with charts, 200 players (<= 5 s)", event_report, 5.0),
        ("scorepad of a match record", lambda: render_record(record), None),
    ]
    records = bot_records(args.matches)
    rows.append((f"statistics with charts over {args.matches} match records", lambda: render_stats_of(records), None))
    tmp = None
    if args.db_matches:
        if args.archive is None:
            tmp = tempfile.TemporaryDirectory()
            args.archive = Path(tmp.name) / "archive.sqlite3"
        if not args.archive.exists():
            build_archive(args.archive, args.db_matches)
        rows.append((f"club statistics from the database, {args.db_matches} matches (<= 3 s)",
                     lambda: db_statistics(args.archive), 3.0))
        rows.append(("one member's statistics from the database", lambda: db_statistics(args.archive, member_id=1),
                     None))
    if hasattr(os, "getloadavg"):
        print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (wall times grow with it; CPU times less)")
    for label, fn, target in rows:
        cold, warm, cpu, size = timed(fn, args.repeat)
        verdict = "" if target is None else (f"  wall {'ok' if cold <= target else 'OVER'}, "
                                             f"cpu {'ok' if cpu <= target else 'OVER'}")
        print(f"{label:62} cold {cold:6.2f} s (cpu {cpu:5.2f} s)  warm {warm:6.2f} s  {size / 1024:6.0f} KiB{verdict}")
    if args.db_matches:  # the app's Reports view reads its lists (engine/store/catalog.py) when opened
        from engine.services.reports import read_catalog

        cold, warm, cpu, n = timed(lambda: read_catalog(str(args.archive)).matches, args.repeat)
        print(f"{f'the Reports view lists: members, events, {n} matches':62} cold {cold:6.2f} s (cpu {cpu:5.2f} s)  "
              f"warm {warm:6.2f} s")
    if tmp is not None:
        tmp.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
