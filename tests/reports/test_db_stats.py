"""Statistics from the database by SQL (engine/store/stats.py) equal the record-based
computation (reports/stats.py replaying each exported record: the second, plain query)."""

from __future__ import annotations

import random

import pytest

from desktop.launcher import register_report as register
from engine.cli import main
from engine.record import loads
from engine.store import UnitOfWork, open_database
from engine.store.botplay import bot_match
from engine.store.service import export_record
from reports.stats import Statistics, compute, from_store

from .pdftools import text

NAMES = ["Zoë", "王小明", "محمد علي", "Bob", "Cat", "Dan"]
MIX = [("classic", 3), ("entrepreneurial", 2), ("six-by-6", 4), ("dire-straights", 3), ("sb", 2)]


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, list[int], int, list[int]]:
    """A database of bot matches (the last one still in play); the first six are an event's."""
    path = tmp_path_factory.mktemp("club") / "club.sqlite3"
    rng = random.Random(11)
    with open_database(str(path)) as db, UnitOfWork(db) as uow:
        members = [uow.members.add(n).id for n in NAMES]
        event = uow.events.add("Winter night", kind="tournament").id
        ids = []
        for k in range(16):
            ruleset, n = MIX[k % len(MIX)]
            seats = rng.sample(range(len(NAMES)), n)
            setup, entries, _ = bot_match(ruleset, tuple(NAMES[s] for s in seats), 900 + k)
            mid = uow.matches.create(setup, member_ids=[members[s] for s in seats])
            uow.matches.add_entries(mid, entries[:40] if k == 15 else entries)
            uow.matches.refresh(mid)
            if k < 6:
                uow.events.set_table(event, 1 + k // 3, 1 + k % 3, mid)
            ids.append(mid)
        uow.commit()
    return str(path), members, event, ids


def _records(url: str, ids: list[int]) -> list:
    with open_database(url, create=False) as db:
        return [loads(export_record(db, m)) for m in ids]


def _same(sql: Statistics, plain: Statistics) -> None:
    """Every figure: results and rates of finished matches; turns, points, turn
    scores and endings of every finished turn (matches in play too)."""
    assert (sql.matches, sql.finished, sql.rulesets) == (plain.matches, plain.finished, plain.rulesets)
    assert +sql.seat_games == +plain.seat_games and +sql.seat_wins == +plain.seat_wins
    assert +sql.order_games == +plain.order_games and +sql.order_wins == +plain.order_wins
    assert sql.meetings == plain.meetings
    assert +sql.turn_points == +plain.turn_points and +sql.ends == +plain.ends
    assert sql.players == plain.players  # every PlayerLine field
    # issue 21: win rate by seat a table size, head to head, the longest match
    assert +sql.size_seat_games == +plain.size_seat_games and +sql.size_seat_wins == +plain.size_seat_wins
    assert +sql.beats == +plain.beats and sql.longest == plain.longest


def test_club_event_and_member_figures_equal_the_record_based_count(club):
    url, members, event, ids = club
    records = _records(url, ids)
    with open_database(url, create=False) as db, UnitOfWork(db) as uow:
        sql_club = from_store(uow.stats.figures())
        sql_event = from_store(uow.stats.figures(event_id=event))
        sql_members = {n: from_store(uow.stats.figures(member_id=m)) for n, m in zip(NAMES, members, strict=True)}
    assert sql_club.matches == 16 and sql_club.finished == 15 and sum(sql_club.order_wins.values()) >= 15
    assert sum(p.risks for p in sql_club.players.values()) > 0
    assert sum(p.yeast_throws for p in sql_club.players.values()) > 0
    assert sum(sql_club.ends.values()) == sum(p.turns for p in sql_club.players.values()) > 0
    _same(sql_club, compute(records))
    _same(sql_event, compute(records[:6]))
    assert sql_event.matches == 6
    for name in NAMES:
        _same(sql_members[name], compute(records, name))


def test_unknown_member_or_event_is_refused(club):
    url, *_ = club
    from engine.store import StoreError

    with open_database(url, create=False) as db, UnitOfWork(db) as uow:
        with pytest.raises(StoreError, match="no member 99"):
            uow.stats.figures(member_id=99)
        with pytest.raises(StoreError, match="no event 42"):
            uow.stats.figures(event_id=42)


def test_report_stats_from_the_database(club, tmp_path, capsys):
    url, members, event, _ = club
    for args, title in ((["--club"], "Club statistics"), (["--member", str(members[0])], "Statistics: Zoë"),
                        (["--event", str(event)], "6 matches of event")):
        out = tmp_path / "stats.pdf"
        assert main(["report", "stats", *args, "--db", url, "-o", str(out)], extra=[register]) == 0
        pdf = text(out.read_bytes())
        assert title in pdf and "Win rate by seat position" in pdf and "Biscuits risked" in pdf
    capsys.readouterr()
    assert main(["report", "stats", "--member", "99", "--db", url, "-o", str(tmp_path / "x.pdf")],
                extra=[register]) == 2
    assert main(["report", "stats", "--club", "--player", "Zoë", "--db", url, "-o", str(tmp_path / "x.pdf")],
                extra=[register]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and "no member 99" in err[0] and "--member" in err[1]
    assert not (tmp_path / "x.pdf").exists()
