"""Issue 29: what goes on the wall prints whole and says what it is: the seating list's whole
title, date and a heading on every page, names in natural order; the standings' key says the
order the places were decided in, the points printed one way; the statistics say their period;
the meetings matrix's column numbers stay on one line."""

from __future__ import annotations

import io
from fractions import Fraction

import pdfplumber

from engine.tournament.event import EventConfig, EventService, InMemoryEvents
from engine.tournament.results import TableResult
from engine.tournament.standings import PlacementPoints, TieBreak
from engine.tournament.tables import TableSizes
from reports.charts import MeetingMatrix, Section, render_stats
from reports.events import standings_for
from reports.standings import Seat, Seating, StandingRow, Standings, render_seating, render_standings
from reports.stats import Statistics, period_text

from .pdftools import lines, pages_text

LONG = "The Bakehouse Dice Club Winter Open Championship 2026, Night Three"


def _seating() -> Seating:
    names = ["Zoë", "Émile", "Ann", "bob"] + [f"Guest {i}" for i in range(1, 45)]
    return Seating(LONG, 4, tuple(Seat(i // 4 + 1, i % 4 + 1, n) for i, n in enumerate(names)), date="2026-11-23")


def test_the_seating_list_prints_the_whole_title_its_date_and_a_heading_on_every_page() -> None:
    pages = pages_text(render_seating(_seating()))
    assert len(pages) > 3
    flat = [" ".join(p.split()) for p in pages]
    assert LONG in flat[0] and "2026-11-23" in flat[0]  # whole (it was cut at 34 characters), dated
    by_name = next(i for i, p in enumerate(flat) if "Round 4: find your table" in p)
    for i, p in enumerate(flat):  # a page read alone says which round and part it is
        assert ("Round 4: find your table" if i >= by_name else "Round 4: seats by table") in p, i


def _by_name(pages: list[str]) -> list[tuple[str, int, int]]:
    """The "find your table" rows read back: (name, table, seat), each cell a line of its own."""
    out = []
    for page in pages:
        if "find your table" not in page:
            continue
        ls = [ln.strip() for ln in page.splitlines()]
        for i in range(len(ls) - 2):
            if not ls[i].isdigit() and ls[i + 1].isdigit() and ls[i + 2].isdigit() and ls[i] != "page":
                out.append((ls[i], int(ls[i + 1]), int(ls[i + 2])))
    return out


def test_find_your_table_is_by_name_in_natural_order() -> None:
    rows = _by_name(pages_text(render_seating(_seating())))
    names = [n for n, _, _ in rows]
    assert names[:3] == ["Ann", "bob", "Émile"] and names[-1] == "Zoë"
    assert [n for n in names if n.startswith("Guest")] == [f"Guest {i}" for i in range(1, 45)]  # 5 before 13
    tables = [t for n, t, _ in rows if n.startswith("Guest")]
    assert tables == sorted(tables) and tables[-1] == 12  # ..., 5, ..., 13 in natural order, never "13, 21, 5"


def test_the_standings_key_says_the_order_used() -> None:
    svc = EventService(InMemoryEvents())
    ev = svc.create(EventConfig("Key", rounds=1, time_limit=0.2, sizes=TableSizes.exactly(4),
                                points=PlacementPoints({4: (4, 2, 1, 0)}),
                                tiebreaks=(TieBreak.POINTS, TieBreak.HEAD_TO_HEAD, TieBreak.SCORE)))
    for i, n in enumerate(["Ann", "Bob", "Cy", "Di", "Eve", "Fay", "Gus", "Hal"], 1):
        svc.add_player(ev.id, i, n)
    rd = svc.seat_next(ev.id)
    svc.publish(ev.id)
    for t, tab in enumerate(rd.seating.tables, 1):
        svc.record(ev.id, rd.number, t, TableResult.from_scores(tab, [100, 100, 100, 50]))
    event = svc.repo.get(ev.id)
    st = standings_for(event, svc.standings(ev.id))
    assert st.tiebreak_names == ("Score", "Rating")  # the columns: head to head has none, the rating shown
    assert st.order == ("Head to head", "Score")  # the order: the rating never decided a place
    out = " ".join(lines(render_standings(st)))
    assert "Ranked by Points > Head to head > Score;" in out
    assert "7/3" not in out and "2.33" in out  # 7/3 points each for a three-way tie, printed as everywhere


def test_points_print_one_way_on_paper() -> None:
    st = Standings("E", "Standings after round 3", ("Opp. pts",), (
        StandingRow(1, "Ann", Fraction(20, 3), (Fraction(106, 3),)), StandingRow(2, "Bob", Fraction(14), (Fraction(53),))))
    rows = [ln for ln in lines(render_standings(st)) if ln[:1].isdigit()]
    assert rows == ["1 Ann 6.67 35.33", "2 Bob 14 53"]  # never "14." or "53."


def test_the_statistics_say_the_period_they_cover() -> None:
    st = Statistics()
    assert period_text(st) == ", undated"
    st.dated("2026-11-23")
    assert period_text(st) == ", on 2026-11-23"
    st.dated("2026-09-01")
    st.dated(None)
    assert period_text(st) == ", 2026-09-01 to 2026-11-23"


def test_the_meetings_matrix_column_numbers_stay_on_one_line() -> None:
    n = 26  # narrow columns: "10" to "26" were set as "1" over "0"
    names = tuple(f"Player number {i}" for i in range(1, n + 1))
    counts = tuple(tuple(0 if i == j else (i * j) % 3 for j in range(n)) for i in range(n))
    data = render_stats("S", "s", [Section("Meetings", (MeetingMatrix("Who met whom", names, counts),))])
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        page = next(p for p in pdf.pages if "Who met whom" in (p.extract_text() or ""))
        words = page.extract_words()
    title = next(w for w in words if w["text"] == "whom")
    top = min(w["top"] for w in words if w["top"] > title["bottom"])
    row = sorted((w for w in words if abs(w["top"] - top) < 2), key=lambda w: w["x0"])
    assert [w["text"] for w in row] == [str(i) for i in range(1, n + 1)]  # each number whole, on one line
