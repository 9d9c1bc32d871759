"""Crash safety: a process logging actions is killed (SIGKILL) at random
moments; every time, the database opens, passes SQLite's integrity check and
the store's own (every match replays from its rows), and holds every action
acknowledged before the kill.  ``BAKEHOUSE_CRASH_KILLS`` sets how many kills
(default 10)."""

from __future__ import annotations

import os
import random
import sys
import threading
import time
from pathlib import Path

import pytest

from engine.store import UnitOfWork, open_database
from engine.store.service import check

from .children import Child

KILLS = int(os.environ.get("BAKEHOUSE_CRASH_KILLS", "10"))


def _run_and_kill(url: str, seed: int, delay: float) -> list[tuple[int, int]]:
    proc = Child("tests.store.crash_child", url, str(seed))  # a process of its own (tests/store/children.py)
    acks: list[tuple[int, int]] = []
    started = threading.Event()

    def reader() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            a, b = line.split()
            acks.append((int(a), int(b)))
            started.set()

    t = threading.Thread(target=reader, daemon=True)
    t.start()
    assert started.wait(60), "the logging process never acknowledged an action"
    time.sleep(delay)
    proc.kill()  # SIGKILL
    proc.wait()
    t.join(10)  # what was acknowledged before the kill, read to the end of the pipe
    proc.close()
    return acks


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_killed_while_logging_the_database_keeps_every_acknowledged_action(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'club.sqlite3'}"
    open_database(url).close()
    rng = random.Random(2026)
    total = 0
    for kill in range(KILLS):
        acks = _run_and_kill(url, kill, rng.uniform(0.0, 0.8))
        with open_database(url) as db:
            report = check(db)
            assert report.ok, report.problems
            last: dict[int, int] = {}
            for match_id, seq in acks:
                last[match_id] = max(seq, last.get(match_id, -1))
            with UnitOfWork(db) as uow:
                for match_id, seq in last.items():
                    stored = uow.matches.entries(match_id)
                    assert len(stored) >= seq + 1, f"kill {kill}: match {match_id} lost acknowledged entry {seq}"
        total += len(acks)
    assert total > KILLS  # the kills landed while it was logging
