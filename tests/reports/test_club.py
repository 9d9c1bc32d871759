"""reports/club.py: the club database's statistics as the CLI and the app both take them."""

from __future__ import annotations

import random
import re

import pytest

from engine.errors import BakehouseError
from engine.services.reports import scope_statistics
from engine.store import UnitOfWork, open_database
from engine.store.botplay import bot_match
from reports.club import club_statistics, stats_pdf
from reports.stats import from_store, sections

from .pdftools import text


@pytest.fixture
def club(tmp_path) -> tuple[str, dict[str, int], int, int]:
    path = str(tmp_path / "club.sqlite3")
    rng = random.Random(3)
    with open_database(path) as db, UnitOfWork(db) as uow:
        members = {n: uow.members.add(n).id for n in ("Ann", "Bob", "Cat", "Idle <i>")}
        night = uow.events.add("Night & day").id
        empty = uow.events.add("Not yet played").id
        for k in range(4):
            players = tuple(rng.sample(["Ann", "Bob", "Cat"], 2))
            setup, entries, _ = bot_match("classic", players, 500 + k)
            mid = uow.matches.create(setup, member_ids=[members[p] for p in players])
            uow.matches.add_entries(mid, entries)
            uow.matches.refresh(mid)
            if k < 2:
                uow.events.set_table(night, 1, k + 1, mid)
        uow.commit()
    return path, members, night, empty


def test_each_scope_is_titled_and_holds_the_stores_figures(club):
    path, members, night, _ = club
    with open_database(path, create=False) as db, UnitOfWork(db) as uow:
        figures = {"club": uow.stats.figures(), "event": uow.stats.figures(event_id=night),
                   "member": uow.stats.figures(member_id=members["Ann"])}
    shown = {"club": club_statistics(scope_statistics(path)),
             "event": club_statistics(scope_statistics(path, event=night)),
             "member": club_statistics(scope_statistics(path, member=members["Ann"]))}
    assert (shown["club"].title, shown["club"].subtitle) == ("Club statistics", "4 matches")
    assert (shown["event"].title, shown["event"].subtitle) == ("Statistics: Night & day", f"2 matches of event {night}")
    assert shown["member"].title == "Statistics: Ann"
    for scope, fig in figures.items():
        assert shown[scope].statistics == from_store(fig), scope
        # then the skill and luck of the same matches (issue 24: tests/reports/test_analysis_section.py)
        # the depth of issue 29 part 3 among them (tests/reports/test_statistics_depth.py)
        depth = {"The evening in numbers", "Final scores", "Best and worst game, streaks", "Ratings"}
        assert [s for s in shown[scope].sections[:-1] if s.heading not in depth] == sections(from_store(fig)), scope
        assert {"Final scores", "Best and worst game, streaks"} <= {s.heading for s in shown[scope].sections}
        assert shown[scope].sections[-1].heading == "Skill and luck"
    pdf = text(stats_pdf(scope_statistics(path, event=night)))
    assert "Statistics: Night & day" in pdf and "2 matches of event" in pdf


def test_a_scope_without_matches_is_refused_in_one_line(club):
    path, members, _, empty = club
    with pytest.raises(BakehouseError, match=f"^event {empty} has no matches to count$"):
        club_statistics(scope_statistics(path, event=empty))
    with pytest.raises(BakehouseError, match=r"^'Idle <i>' played in none of these matches$"):
        club_statistics(scope_statistics(path, member=members["Idle <i>"]))
    with pytest.raises(BakehouseError, match="no member 99"):
        club_statistics(scope_statistics(path, member=99))


def test_a_stored_match_played_at_an_event_table_prints_its_event_round_and_table(club):
    """Issue 11: club matches print the event, round, table and date; a match stored
    without them (a bot game here) takes them from the event table it was played at."""
    from sqlalchemy import text as sql

    from engine.services.reports import stored_scorepad
    from engine.store.service import export_record
    from engine.store.uow import UnitOfWork
    from reports.club import stored_scorepad_pdf

    path, _members, night, _ = club
    with open_database(path, create=False) as db:
        with db.engine.connect() as conn:
            tables = conn.execute(sql("SELECT t.number, t.match_id FROM tables t JOIN rounds r ON r.id = t.round_id"
                                      " WHERE r.event_id = :e AND t.match_id IS NOT NULL ORDER BY t.number"),
                                  {"e": night}).all()
            every = [m for (m,) in conn.execute(sql("SELECT id FROM matches ORDER BY id")).all()]
        assert [t for t, _ in tables] == [1, 2]
        assert '"event"' not in export_record(db, tables[1][1])  # the export stays as stored
        with UnitOfWork(db) as uow:  # the store's query, not the report's (issue 17: no SQL in reports)
            played_at = uow.events.played_at(tables[1][1])
            assert (played_at.event, played_at.round, played_at.table) == ("Night & day", 1, 2)
            assert uow.events.played_at(next(m for m in every if m not in {m for _, m in tables})) is None
    pdf = text(stored_scorepad_pdf(stored_scorepad(path, tables[1][1])))
    assert "\nNight & day\n" in pdf and "round 1, table 2" in pdf
    elsewhere = next(m for m in every if m not in {m for _, m in tables})
    plain = text(stored_scorepad_pdf(stored_scorepad(path, elsewhere)))  # played at no event table: the day it was played (issue 21)
    with open_database(path, create=False) as db, db.engine.connect() as conn:
        created = conn.execute(sql("SELECT created_at FROM matches WHERE id = :m"), {"m": elsewhere}).scalar_one()
    assert "\nClassic Damn Straight match\n" in plain
    assert re.search(rf"Played\s+{created[:10]}\n", plain), plain[:400]  # the day alone: no round, no table


def test_statistics_of_one_game(club, tmp_path, capsys):
    """``report stats --ruleset ID``: one game's matches; another game's scope is empty;
    an unknown game is refused in one line naming the known ones."""
    from desktop.launcher import register_report as register
    from engine.cli import main

    path, members, _night, _ = club
    out = tmp_path / "s.pdf"
    assert main(["report", "stats", "--club", "--ruleset", "classic", "--db", path, "-o", str(out)],
                extra=[register]) == 0
    assert "4 matches of Classic Damn Straight" in text(out.read_bytes())
    capsys.readouterr()
    for game, said in (("sb", "'Ann' played in none of these matches of SB"), ("chess", "unknown ruleset 'chess' (known: ")):
        assert main(["report", "stats", "--member", str(members["Ann"]), "--ruleset", game, "--db", path,
                     "-o", str(tmp_path / "x.pdf")], extra=[register]) == 2
        err = capsys.readouterr().err
        assert said in err and len(err.splitlines()) == 1, err
    assert not (tmp_path / "x.pdf").exists()
