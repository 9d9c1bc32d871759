"""reports/club.py: the club database's statistics as the CLI and the app both take them."""

from __future__ import annotations

import random

import pytest

from engine.errors import BakehouseError
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
    shown = {"club": club_statistics(path), "event": club_statistics(path, event=night),
             "member": club_statistics(path, member=members["Ann"])}
    assert (shown["club"].title, shown["club"].subtitle) == ("Club statistics", "4 matches")
    assert (shown["event"].title, shown["event"].subtitle) == ("Statistics: Night & day", f"2 matches of event {night}")
    assert shown["member"].title == "Statistics: Ann"
    for scope, fig in figures.items():
        assert shown[scope].statistics == from_store(fig), scope
        assert shown[scope].sections == sections(from_store(fig)), scope
    pdf = text(stats_pdf(path, event=night))
    assert "Statistics: Night & day" in pdf and "2 matches of event" in pdf


def test_a_scope_without_matches_is_refused_in_one_line(club):
    path, members, _, empty = club
    with pytest.raises(BakehouseError, match=f"^event {empty} has no matches to count$"):
        club_statistics(path, event=empty)
    with pytest.raises(BakehouseError, match=r"^'Idle <i>' played in none of these matches$"):
        club_statistics(path, member=members["Idle <i>"])
    with pytest.raises(BakehouseError, match="no member 99"):
        club_statistics(path, member=99)
