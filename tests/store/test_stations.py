"""Several scoring stations on one database, each in a process of its own:
on PostgreSQL (a throwaway server) and on SQLite alike."""

from __future__ import annotations

import contextlib
import json

from engine.dice import HmacDice
from engine.journal import EntryKind, Journal
from engine.store import Database, UnitOfWork
from engine.store.botplay import bot_setup, play_into
from engine.store.service import check

from .children import Child


class Station:
    def __init__(self, url: str, match_id: int, name: str, seed: int) -> None:
        self.name = name
        self.proc = Child("tests.store.station_child", url, str(match_id), name, str(seed))

    def send(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def read(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline().strip()
        assert line, f"station {self.name} ended without answering"
        return line

    def close(self) -> None:
        with contextlib.suppress(BrokenPipeError):
            self.send("quit")
        self.proc.wait(timeout=30)
        self.proc.close()


def _match(db: Database, seed: int, ruleset: str = "dire-straights") -> int:
    """A match whose roll-off is logged, ready for its first move."""
    dice = HmacDice.from_int(seed)
    setup = bot_setup(ruleset, ("Ann", "Ben"), dice)
    with UnitOfWork(db) as uow:
        match_id = uow.matches.create(setup)
        uow.commit()
    from engine.store import MatchLogger

    logger = MatchLogger(db, match_id)
    journal = logger.journal()
    for entry in play_into(journal, setup, dice):
        if entry.kind is EntryKind.MOVE:
            break  # the roll-off and one move
    return match_id


def test_two_stations_writing_one_match_at_once_cannot_both_win(db: Database) -> None:
    match_id = _match(db, 1)
    with UnitOfWork(db) as uow:
        start = len(uow.matches.entries(match_id))
    a, b = Station(db.url, match_id, "A", 11), Station(db.url, match_id, "B", 22)
    try:
        assert a.read() == f"ready {start}" and b.read() == f"ready {start}"
        wins = {"A": 0, "B": 0}
        rounds = 8
        for i in range(rounds):
            a.send("step")
            b.send("step")
            answers = {"A": a.read(), "B": b.read()}
            winners = [s for s, ans in answers.items() if ans.startswith("ok ")]
            assert len(winners) == 1, answers
            winner = winners[0]
            loser = "B" if winner == "A" else "A"
            wins[winner] += 1
            assert answers[winner] == f"ok {start + i}"
            assert answers[loser] == f"changed this table was changed at station {winner}; reloaded"
            for s in (a, b):  # the loser reloaded: both stand at the same entry
                s.send("length")
                assert s.read() == str(start + i + 1)
        with UnitOfWork(db) as uow:
            entries = uow.matches.entries(match_id)
        assert [e.seq for e in entries] == list(range(start + rounds))  # nothing lost, nothing twice
        assert Journal.from_entries(entries)  # in order, voids valid
        assert check(db).ok
    finally:
        a.close()
        b.close()


def test_stations_scoring_different_tables_see_each_others_results(db: Database) -> None:
    first, second = _match(db, 3, "six-by-6"), _match(db, 4, "six-by-6")
    a, b = Station(db.url, first, "A", 5), Station(db.url, second, "B", 6)
    try:
        a.read(), b.read()
        a.send("play")
        b.send("play")
        assert a.read().startswith("done") and b.read().startswith("done")
        a.send(f"results {second}")
        b.send(f"results {first}")
        seen_by_a, seen_by_b = json.loads(a.read()), json.loads(b.read())
        with UnitOfWork(db) as uow:
            assert seen_by_a == [r.total for r in uow.matches.results(second)] != []
            assert seen_by_b == [r.total for r in uow.matches.results(first)] != []
        assert check(db).ok
    finally:
        a.close()
        b.close()
