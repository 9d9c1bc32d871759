"""Reports from a tournament event: sheets, standings, results, seating, a season."""

from __future__ import annotations

import random

import pytest

from engine.tournament.event import EventConfig, EventKind, EventService, InMemoryEvents
from engine.tournament.results import TableResult
from engine.tournament.tables import TableSizes
from reports import scoresheets
from reports.errors import ReportError
from reports.events import results_for, scoresheets_for, season_for, seating_for, standings_for
from reports.standings import render_results, render_season, render_seating, render_standings

from .pdftools import lines, pages_text

NAMES = ["Zoë", "王小明", "محمد علي", "A<b> & Co", "Bob", "Cat", "Dan", "Eve"]


def _night(svc: EventService, rounds: int, rng: random.Random, season: int | None = None) -> int:
    ev = svc.create(EventConfig("Club <night>", rounds=rounds, time_limit=0.2, sizes=TableSizes.exactly(4),
                                season=season))
    for i, n in enumerate(NAMES, 1):
        svc.add_player(ev.id, i, n)
    for _ in range(rounds):
        rd = svc.seat_next(ev.id)
        svc.publish(ev.id)
        for t, tab in enumerate(rd.seating.tables, 1):
            svc.record(ev.id, rd.number, t, TableResult.from_scores(tab, [rng.randrange(50) for _ in tab]))
    return ev.id


def test_an_event_prints_sheets_standings_results_and_seating():
    svc = EventService(InMemoryEvents())
    eid = _night(svc, 2, random.Random(3))
    ev = svc.repo.get(eid)
    sheets = scoresheets_for(ev, 2, "2026-11-23")
    assert [s.players for s in sheets] == [tuple(ev.players[p].name for p in t) for t in ev.rounds[1].seating.tables]
    pages = pages_text(scoresheets.render(sheets))
    # each table's sheet and its continuation (room for a whole game, issue 29)
    assert len(pages) == 4 and all("Club <night>" in p and "Round 2" in p for p in pages)
    rows = svc.standings(eid)
    st = standings_for(ev, rows)
    assert st.title == "Standings after round 2" and st.tiebreak_names[:2] == ("Wins", "Opp. pts")
    assert [r.name for r in st.rows] == [ev.players[s.player].name for s in rows]
    out = lines(render_standings(st))
    assert any(ln.startswith(f"1 {st.rows[0].name}") or ln.startswith(f"1= {st.rows[0].name}") for ln in out)
    res = results_for(ev, 1)
    assert len(res.tables) == 2 and all(len(t.lines) == 4 for t in res.tables)
    assert [ln.place for ln in res.tables[0].lines] == sorted(ln.place for ln in res.tables[0].lines)
    assert "Round 1 · Table 1 · Classic Damn Straight" in lines(render_results(res))
    seat = seating_for(ev, 1)
    assert len(seat.seats) == 8 and len(pages_text(render_seating(seat))) == 2
    with pytest.raises(ReportError, match="no round 3"):
        scoresheets_for(ev, 3)


def test_a_season_table_counts_the_best_nights():
    svc = EventService(InMemoryEvents())
    league = svc.create(EventConfig("Winter league", kind=EventKind.LEAGUE, best_nights=2))
    rng = random.Random(9)
    nights = [svc.repo.get(_night(svc, 1, rng, season=league.id)) for _ in range(3)]
    league = svc.repo.get(league.id)
    table = season_for(league, nights, svc.season_table(league.id))
    assert table.night_names == ("N1", "N2", "N3") and table.best_of == 2
    for row in table.rows:
        assert sum(row.counted) == 2
        assert row.total == pytest.approx(sum(v for v, c in zip(row.nights, row.counted, strict=True) if c and v))
    out = lines(render_season(table))
    assert any("best 2 nights" in ln for ln in out)


def test_a_draft_round_prints_as_a_draft():
    """Sheets and the seating list of a round not yet published say DRAFT (issue 17); published, they do not."""
    svc = EventService(InMemoryEvents())
    ev = svc.create(EventConfig("Draft night", rounds=1, time_limit=0.2, sizes=TableSizes.exactly(4)))
    for i, n in enumerate(NAMES, 1):
        svc.add_player(ev.id, i, n)
    svc.seat_next(ev.id)
    draft = svc.repo.get(ev.id)
    pages = pages_text(scoresheets.render(scoresheets_for(draft, 1)))
    assert len(pages) == 4 and all("DRAFT" in p for p in pages)
    assert all("DRAFT" in p for p in pages_text(render_seating(seating_for(draft, 1))))
    svc.publish(ev.id)
    published = svc.repo.get(ev.id)
    assert not any("DRAFT" in p for p in pages_text(scoresheets.render(scoresheets_for(published, 1))))
    assert not any("DRAFT" in p for p in pages_text(render_seating(seating_for(published, 1))))


def test_the_final_is_named_the_final_on_every_page() -> None:
    """After a final the standings read "Standings after round 3", its results "Round 3 · Table 1"
    and its sheets and wall lists "Round 3", in a two-round event: the final is a stage of its
    own, named as the final (#30)."""
    svc = EventService(InMemoryEvents())
    eid = _night(svc, 2, random.Random(5))
    rd = svc.seat_final(eid, 4)
    svc.publish(eid)
    assert rd.number == 3 and rd.stage == "final"
    ev = svc.repo.get(eid)
    assert "Final" in pages_text(render_seating(seating_for(ev, 3)))[0]
    assert "Final: seats by table" in lines(render_seating(seating_for(ev, 3)))
    sheet = pages_text(scoresheets.render(scoresheets_for(ev, 3)))[0]
    assert "Final" in sheet and "Round 3" not in sheet
    svc.record(eid, 3, 1, TableResult.from_scores(rd.seating.tables[0], [40, 30, 20, 10]))
    ev = svc.repo.get(eid)
    st = standings_for(ev, svc.standings(eid))
    assert st.title == "Standings after the final"
    res = results_for(ev, 3)
    out = lines(render_results(res))
    assert "Results of the final" in out and "Final · Table 1 · Classic Damn Straight" in out
    assert not any("Round 3" in ln for ln in out)
    assert standings_for(svc.repo.get(eid), svc.standings(eid), None).title == "Standings after the final"
    assert results_for(ev, 2).title() == "Results of round 2"  # the rounds keep their numbers
