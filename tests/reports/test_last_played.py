"""Issue 21: "last played" in the statistics' table of players (BG Stats' column): the date of the
player's last game, the event's date or the day a club match was played, compared with a plain
query of the database (sqlite3, no SQLAlchemy) and read back from the PDF."""

from __future__ import annotations

import sqlite3

import pytest

from desktop.launcher import register_report as register
from engine.cli import main
from engine.services.reports import scope_statistics
from engine.store import UnitOfWork, open_database
from engine.store.botplay import bot_match
from engine.store.models import MatchRow
from reports.charts import FigureTable
from reports.club import club_statistics

from .pdftools import text

NAMES = ["Ann", "محمد علي", "Bob", "王小明"]
#: (players, event: (name, date) or None for a club match, the day the match row was made)
MATCHES = [((0, 1), ("Spring cup", "2026-03-14"), "2026-03-14T19:00:00+00:00"),
           ((0, 2), None, "2026-05-02T20:15:00+00:00"),
           ((2, 1), ("Undated night", None), "2026-01-09T18:30:00+00:00"),
           ((1, 0), ("Spring cup", "2026-03-14"), "2026-06-20T19:00:00+00:00")]  # entered late: the event's date


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str, dict[str, int], dict[str, int]]:
    path = tmp_path_factory.mktemp("last") / "club.sqlite3"
    with open_database(str(path)) as db, UnitOfWork(db) as uow:
        members = {n: uow.members.add(n).id for n in NAMES}
        events: dict[str, int] = {}
        tables: dict[str, int] = {}
        for k, (seats, event, created) in enumerate(MATCHES):
            players = tuple(NAMES[s] for s in seats)
            setup, entries, _ = bot_match("classic", players, 300 + k)
            mid = uow.matches.create(setup, member_ids=[members[n] for n in players])
            uow.matches.add_entries(mid, entries)
            uow.matches.refresh(mid)
            row = uow.session.get(MatchRow, mid)
            assert row is not None
            row.created_at = created
            if event is not None:
                name, date = event
                if name not in events:
                    events[name] = uow.events.add(name, kind="tournament", date=date).id
                tables[name] = tables.get(name, 0) + 1
                uow.events.set_table(events[name], 1, tables[name], mid)
        uow.commit()
    return str(path), f"sqlite:///{path}", members, events


def _plain_last(path: str, where: str = "1", *args: object) -> dict[str, str]:
    """Each name's latest day from a plain query: the event's date, else the match row's day."""
    con = sqlite3.connect(path)
    try:
        rows = con.execute(
            "SELECT s.name, m.id, m.created_at, (SELECT e.date FROM tables t JOIN rounds r ON r.id = t.round_id "
            "JOIN events e ON e.id = r.event_id WHERE t.match_id = m.id) "
            f"FROM seats s JOIN matches m ON m.id = s.match_id WHERE {where}", args).fetchall()
    finally:
        con.close()
    out: dict[str, str] = {}
    for name, _mid, created, date in rows:
        day = date or created[:10]
        out[name] = max(out.get(name, day), day)
    return out


def test_last_played_is_the_events_date_or_the_day_of_a_club_match(club):
    path, _url, members, events = club
    plain = _plain_last(path)  # 王小明 never played: no line
    assert plain == {"Ann": "2026-05-02", "محمد علي": "2026-03-14", "Bob": "2026-05-02"}
    with open_database(path, create=False) as db, UnitOfWork(db) as uow:
        club_fig = uow.stats.figures()
        assert {n: p.last for n, p in club_fig.players.items()} == plain
        for name, mid in members.items():
            mine = uow.stats.figures(member_id=mid).players
            assert {n: p.last for n, p in mine.items() if n == name} == ({name: plain[name]} if name in plain else {})
        undated = uow.stats.figures(event_id=events["Undated night"]).players
    # the undated event's match: the day it was played; figures scoped to that event only
    assert {n: p.last for n, p in undated.items()} == _plain_last(
        path, "m.id IN (SELECT t.match_id FROM tables t JOIN rounds r ON r.id = t.round_id "
              "WHERE r.event_id = ?)", events["Undated night"]) == {"Bob": "2026-01-09", "محمد علي": "2026-01-09"}


def test_the_table_of_players_prints_last_played(club, tmp_path):
    path, _url, _members, _events = club
    shown = club_statistics(scope_statistics(path))
    table = next(t for s in shown.sections for t in s.tables if isinstance(t, FigureTable) and t.title == "Each player")
    assert table.columns[-1] == "Last played"
    assert {r[0]: r[-1] for r in table.rows} == {"Ann": "2026-05-02", "محمد علي": "2026-03-14", "Bob": "2026-05-02"}
    out = tmp_path / "stats.pdf"
    assert main(["report", "stats", "--club", "--db", path, "-o", str(out)], extra=[register]) == 0
    pdf = text(out.read_bytes())
    assert "Last played" in pdf and "2026-05-02" in pdf and "2026-03-14" in pdf


def test_the_members_page_says_the_same_last_played(club):
    """One definition: the Members page's "Last played" (engine/services/members.py) is the statistics'."""
    from engine.services.members import member_lines

    path, _url, _members, _events = club
    with open_database(path, create=False) as db:
        lines = {m.name: m.last_played for m in member_lines(db)}
    assert lines == {**_plain_last(path), "王小明": None}
