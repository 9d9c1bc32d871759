"""The players' live page under a club's worth of phones (issue 33).

``bakehouse serve`` in a process of its own (loopback only) shows a 200-player event (round 1
seated and published, 50 tables); 200 "phones" (one aiohttp client session each, in this
process) ask for the page as its script does: once whole, then every 2 s with ``If-None-Match``
(304 while nothing changed, the whole page after a change).  Meanwhile this process enters a
table's result every 5 s through the event service, as another station would.

Printed: the server's CPU share over the run (its user + system time from /proc over the wall
time), the page's size (goal at most 50 KB) and its external requests (goal none), the time to
first byte on loopback (median and 95th percentile, an idle server, one request at a time), the
requests answered and how long a result took to show on a phone.  Bounded: at most ``--seconds``
(default 20) of load, 200 phones; nothing is asserted.
Run: ``.venv/bin/python benchmarks/live_page.py [--phones N] [--seconds S]``.
"""

from __future__ import annotations

import argparse
import asyncio
import http.client
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _cpu(pid: int) -> float:
    with open(f"/proc/{pid}/stat", encoding="ascii") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _ttfb(url: str, n: int = 50) -> list[float]:
    parts = urlsplit(url)
    out = []
    for _ in range(n):
        conn = http.client.HTTPConnection(parts.hostname or "", parts.port, timeout=10)
        started = time.perf_counter()
        conn.request("GET", parts.path)
        r = conn.getresponse()  # the status line and headers: the first bytes
        out.append(time.perf_counter() - started)
        r.read()
        conn.close()
    return out


async def _phone(url: str, until: float, counts: dict[str, int], seen: dict[int, float]) -> None:
    import aiohttp

    tag = None
    async with aiohttp.ClientSession() as session:
        while time.monotonic() < until:
            headers = {"If-None-Match": tag} if tag else {}
            try:
                async with session.get(url, headers=headers) as r:
                    body = await r.read()
                    counts[str(r.status)] = counts.get(str(r.status), 0) + 1
                    if r.status == 200:
                        tag = r.headers.get("ETag")
                        done = body.count(b"<small>finished</small>")
                        if done not in seen:
                            seen[done] = time.monotonic()
            except (TimeoutError, aiohttp.ClientError):
                counts["failed"] = counts.get("failed", 0) + 1
            await asyncio.sleep(2.0)


async def _load(url: str, phones: int, seconds: float, db_url: str, event_id: int) -> tuple[dict[str, int], list[float]]:
    from engine.store import open_database
    from tests.web.event_fixture import finish_table

    until = time.monotonic() + seconds
    counts: dict[str, int] = {}
    seen: dict[int, float] = {}
    tasks = []
    for _ in range(phones):
        tasks.append(asyncio.create_task(_phone(url, until, counts, seen)))
        await asyncio.sleep(2.0 / phones)  # the phones' refreshes spread over the 2 s
    db = open_database(db_url)
    delays: list[float] = []
    table = 1
    entered: dict[int, float] = {}
    try:
        while time.monotonic() < until - 6:
            await asyncio.sleep(5.0)
            await asyncio.to_thread(finish_table, db, event_id, table)
            entered[table] = time.monotonic()
            table += 1
        await asyncio.gather(*tasks)
    finally:
        db.close()
    for t, when in entered.items():
        if t in seen:
            delays.append(seen[t] - when)
    return counts, delays


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--phones", type=int, default=200, choices=range(1, 401), metavar="N")
    ap.add_argument("--seconds", type=float, default=20.0)
    args = ap.parse_args()
    seconds = max(8.0, min(args.seconds, 120.0))

    from engine.store import open_database
    from tests.web.event_fixture import club_night

    with tempfile.TemporaryDirectory() as tmp:
        db_url = str(Path(tmp) / "club.db")
        db = open_database(db_url)
        event_id = club_night(db, 200, finished=0)
        db.close()
        proc = subprocess.Popen([sys.executable, "-m", "engine", "serve", "--db", db_url, "--port", "0"],
                                cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            assert proc.stdout is not None
            url = proc.stdout.readline().strip()
            ttfb = _ttfb(url)
            parts = urlsplit(url)
            conn = http.client.HTTPConnection(parts.hostname or "", parts.port, timeout=10)
            conn.request("GET", parts.path)
            page = conn.getresponse().read()
            conn.close()
            external = re.findall(rb'(?:src|href|action)="(?!#|")[^"]*"|url\(|@import|://', page)
            cpu0, wall0 = _cpu(proc.pid), time.monotonic()
            counts, delays = asyncio.run(_load(url, args.phones, seconds, db_url, event_id))
            cpu1, wall1 = _cpu(proc.pid), time.monotonic()
        finally:
            proc.terminate()
            proc.wait(30)
    ttfb.sort()
    print(f"live page, 200-player event, {args.phones} phones refreshing every 2 s for {seconds:.0f} s (loopback)")
    print(f"  server CPU share:      {100 * (cpu1 - cpu0) / (wall1 - wall0):.1f}% of one core "
          f"({cpu1 - cpu0:.2f} s in {wall1 - wall0:.1f} s)")
    print(f"  page size:             {len(page) / 1000:.1f} KB (goal at most 50 KB), external requests: {len(external)}")
    print(f"  time to first byte:    median {1000 * statistics.median(ttfb):.2f} ms, "
          f"95th percentile {1000 * ttfb[int(0.95 * len(ttfb)) - 1]:.2f} ms (idle server, loopback)")
    print(f"  answers:               {dict(sorted(counts.items()))}")
    if delays:
        print(f"  a result on the phones: median {statistics.median(delays):.1f} s, max {max(delays):.1f} s "
              "after it was entered (goal within 5 s)")


if __name__ == "__main__":
    main()
