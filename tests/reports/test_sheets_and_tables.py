"""Blank scoresheets, standings, results, seating and the season table."""

from __future__ import annotations

import io

import pypdf
import pytest
from reportlab.lib.pagesizes import A4, LETTER

from engine.errors import BakehouseError
from reports import scoresheets
from reports.errors import ReportError
from reports.scoresheets import TableSheet
from reports.standings import (
    ResultLine,
    RoundResults,
    Season,
    SeasonRow,
    Seat,
    Seating,
    StandingRow,
    Standings,
    TableResult,
    render_results,
    render_season,
    render_seating,
    render_standings,
)

from .pdftools import lines, pages_text

PLAYERS = ("Zoë", "王小明", "محمد علي", "A<b> & Co", "Bartholomew-Christopherson-Wessex")
RULESETS = ("classic", "entrepreneurial", "six-by-6", "dire-straights", "sb")
#: a round-by-round pad has room for a whole game: a continuation sheet after the first (issue 29)
CONTINUED = ("classic", "entrepreneurial")
CONT = "Continuation sheet"


def _first_pages(pages: list[str]) -> list[str]:
    """Each table's first sheet (the continuation sheets left out)."""
    return [p for p in pages if CONT not in p]


def _sheets(n_tables: int, ruleset: str = "classic", k: int = 4) -> list[TableSheet]:
    return [TableSheet("Winter Open", 3, t + 1, tuple(f"P{t}-{i} {PLAYERS[i % 5]}" for i in range(k)), ruleset,
                       date="2026-11-23") for t in range(n_tables)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_one_page_per_table_with_seats_in_order(ruleset):
    others = ("Ann", "Bob", "Cat", "Dan")
    sheets = [TableSheet("Winter <Open>", 3, 7, PLAYERS[:4], ruleset), TableSheet("Winter <Open>", 3, 8, others, ruleset)]
    data = scoresheets.render(sheets)
    every = pages_text(data)
    pages = _first_pages(every)
    assert len(pages) == 2 and len(every) == (4 if ruleset in CONTINUED else 2)
    for page, sheet in zip(pages, sheets, strict=True):
        assert "Winter <Open>" in page and f"Table {sheet.table}" in page and "Round 3" in page
        assert "Roll-off" in page and "Rules in short" in page
        found = [page.find(p if p.isascii() else p[:2]) for p in sheet.players if p.isascii()]
        assert found == sorted(found) and -1 not in found


def test_ruleset_columns():
    def page(rs):
        return "\n".join(pages_text(scoresheets.render([TableSheet("E", 1, 1, PLAYERS[:3], rs)])))
    assert "Rounds won" in page("classic") and "Bakeries" in page("entrepreneurial")
    six = page("six-by-6")
    assert all(w in six for w in ("Post", "Carry", "Leave", "Score", "Total"))
    assert "target 100" in page("dire-straights") and "target 60" in page("sb")
    assert "Turn" in page("sb")


def test_paper_sizes():
    for paper, size in (("a4", A4), ("letter", LETTER)):
        reader = pypdf.PdfReader(io.BytesIO(scoresheets.render(_sheets(3), paper=paper)))
        box = reader.pages[0].mediabox
        assert (round(float(box.width)), round(float(box.height))) == (round(size[0]), round(size[1]))
        assert len(reader.pages) == 3 * 2  # each table's sheet and its continuation


def test_a_round_of_fifty_tables_is_one_pdf_of_fifty_pages():
    assert len(pages_text(scoresheets.render(_sheets(50, k=5, ruleset="sb")))) == 50
    assert len(_first_pages(pages_text(scoresheets.render(_sheets(50, k=5))))) == 50


@pytest.mark.parametrize("ruleset", CONTINUED)
@pytest.mark.parametrize("k", [2, 4, 6, 8, 12])
def test_a_round_by_round_pad_has_room_for_a_whole_game(ruleset, k):
    # 9 of 26 games of four at the club needed more than the 21 rows of one page, up to 47 (issue 29)
    pages = pages_text(scoresheets.render(_sheets(1, ruleset, k)))
    rows = [int(ln) for p in pages[1:] for ln in p.splitlines() if ln.strip().isdigit()]
    assert rows[-1] >= 48 and rows == list(range(rows[0], rows[-1] + 1))  # numbered on, page to page
    assert str(rows[0] - 1) in pages[0].splitlines()  # from the first page's last row
    assert all(CONT in p and "Round 3 · Table 1" in p for p in pages[1:])
    assert "Rounds won" in pages[-1] and not any("Rounds won" in p for p in pages[:-1])


def test_refusals_are_one_line_messages():
    with pytest.raises(ReportError, match="unknown ruleset"):
        scoresheets.render([TableSheet("E", 1, 4, ("A", "B"), "chess")])
    with pytest.raises(BakehouseError, match="table 4: .*2 to 12 players"):
        scoresheets.render([TableSheet("E", 1, 4, ("A",), "classic")])
    with pytest.raises(ReportError, match="no tables"):
        scoresheets.render([])
    with pytest.raises(ReportError, match="'Ann' is seated at table 1 and table 2"):
        scoresheets.render([TableSheet("E", 1, 1, ("Ann", "Bob"), "sb"), TableSheet("E", 1, 2, ("ann ", "Cat"), "sb")])
    with pytest.raises(ReportError, match="table 1: the names 'Ann' and 'ANN' are the same"):
        scoresheets.render([TableSheet("E", 1, 1, ("Ann", "ANN"), "sb")])
    with pytest.raises(ReportError, match="round is numbered 1 or more"):
        scoresheets.render([TableSheet("E", 0, 1, ("Ann", "Bob"), "sb")])


def test_standings_in_order_with_shared_places_and_tiebreakers():
    st = Standings("Winter Open", "Standings after round 3", ("Wins", "Score"), (
        StandingRow(1, "Ann", 9, (3, 812)), StandingRow(2, "Bob", 7, (2, 700)),
        StandingRow(2, "Cat", 7, (2, 700)), StandingRow(4, "王小明", 1.5, (0, 20.25))))
    rows = [ln for ln in lines(render_standings(st)) if ln[:1].isdigit()]
    assert rows == ["1 Ann 9 3 812", "2= Bob 7 2 700", "2= Cat 7 2 700", "4 王小明 1.5 0 20.25"]


def test_round_results_and_season_table():
    res = RoundResults("Winter Open", 2, (
        TableResult(1, "Classic Damn Straight", (ResultLine("Ann", 1, 3, 4), ResultLine("Bob", 2, 1, 2))),
        TableResult(2, "SB", (ResultLine("Cat", 1, 60, 4), ResultLine("Dan", 1, 60, 4)))))
    out = lines(render_results(res))
    assert "Round 2 · Table 1 · Classic Damn Straight" in out and "1= Cat 60 4" in out and "2 Bob 1 2" in out
    season = Season("Winter League", ("N1", "N2", "N3"), 2, (
        SeasonRow(1, "Ann", (5, 3, None), (True, True, False), 8), SeasonRow(2, "Bob", (1, 4, 2), (False, True, True), 6)))
    out = lines(render_season(season))
    assert "1 Ann 5 3 8" in out and "2 Bob 1 4 2 6" in out and any("best 2 nights" in ln for ln in out)


def test_seating_by_table_then_by_name():
    seats = (Seat(1, 1, "Zoë"), Seat(1, 2, "bob"), Seat(2, 1, "Ann"), Seat(2, 2, "Émile"))
    pages = pages_text(render_seating(Seating("Winter Open", 4, seats)))
    assert len(pages) == 2
    by_table = pages[0]
    assert by_table.index("Table 1") < by_table.index("Zoë") < by_table.index("bob") < by_table.index("Table 2")
    by_name = pages[1]
    order = [by_name.index(n) for n in ("Ann", "bob", "Émile", "Zoë")]
    assert order == sorted(order)
    with pytest.raises(ReportError):
        render_seating(Seating("E", 1, ()))


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_ruleset_and_table_size_fits_one_page(paper):
    sheets = [TableSheet("Winter Open", r * 20 + k, 1, tuple(f"{PLAYERS[i % 5]} {i}" for i in range(k)), rs)
              for r, rs in enumerate(RULESETS) for k in range(2, 13)]
    pages = _first_pages(pages_text(scoresheets.render(sheets, paper=paper)))
    assert len(pages) == len(sheets)
    for page, sheet in zip(pages, sheets, strict=True):
        assert f"Round {sheet.round} · Table 1" in page and "Signed:" in page
