"""Standings, round results, seating lists for the wall and a league season table.

Plain rows in, PDF out: the tournament code computes places and tie-breakers,
these pages only print them (shared places printed as "3=").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, KeepTogether, PageBreak, Paragraph, Spacer, Table, TableStyle

from engine.names import name_key
from engine.tournament.standings import points_text

from . import fonts
from .errors import ReportError
from .layout import INK, RULE, SHADE, RunningHead, build, fitted, frame_size, label, para, style
from .qr import qr_drawing
from .words import QT_TRANSLATE_NOOP, date_text, fill, number, translate

#: points are exact (a Fraction, issue 29) and printed by points_text as everywhere else; a
#: rating comes as its text (engine.tournament.ratings.rating_text)
Number = int | float | Fraction


def sort_key(name: str) -> tuple[tuple[tuple[int, int | str], ...], str]:
    """Alphabetical as a reader looks a name up: accents and case set aside first
    (Émile between Ann and Zoë), numbers in a name in their natural order (Guest 5 before
    Guest 13), then the engine's name key to break ties."""
    bare = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c)).casefold()
    parts = tuple((1, int(p)) if p.isdigit() else (0, p) for p in re.split(r"(\d+)", bare) if p)
    return parts, name_key(name)


def _num(v: Number | str | None) -> str:
    if v is None:
        return ""
    if isinstance(v, str):
        return number(v)  # a rating as written ("3.0"): its decimal comma too; any other word as it is
    return number(points_text(v))  # a decimal comma in German and French (engine/words.py)


def _places(places: Sequence[int]) -> list[str]:
    """1, 2, 3= 3= 5: a place shared by several rows carries "=" (tie-breakers exhausted)."""
    return [f"{p}=" if places.count(p) > 1 else str(p) for p in places]


@dataclass(frozen=True)
class StandingRow:
    place: int
    name: str
    points: Number
    tiebreaks: tuple[Number | str | None, ...] = ()


@dataclass(frozen=True)
class Standings:
    event: str
    title: str  # "Standings after round 3"
    tiebreak_names: tuple[str, ...]
    rows: tuple[StandingRow, ...]
    date: str | None = None  # the event's date, YYYY-MM-DD
    #: the order ties are actually broken in after the points, as printed in the key ("Head to
    #: head" has no column; a rating shown only for information is not in it); None: the columns
    order: tuple[str, ...] | None = None


@dataclass(frozen=True)
class ResultLine:
    name: str
    place: int
    score: Number | str  # rounds won for the Damn Straights, the total for the others
    points: Number | None = None  # placement points earned


@dataclass(frozen=True)
class TableResult:
    table: int
    ruleset: str
    lines: tuple[ResultLine, ...]


@dataclass(frozen=True)
class RoundResults:
    event: str
    round: int
    tables: tuple[TableResult, ...]
    #: "round", or "semi" / "final": the final stage is named as such, not "round 4" (#30)
    stage: str = "round"

    def title(self) -> str:
        if self.stage == "final":
            return translate("Standings", "Results of the final")
        if self.stage == "semi":
            return translate("Standings", "Results of the semi-finals")
        return fill(translate("Standings", "Results of round %1"), self.round)

    def table_heading(self, table: int, ruleset: str) -> str:
        if self.stage == "final":
            return fill(translate("Standings", "Final · Table %1 · %2"), table, ruleset)
        if self.stage == "semi":
            return fill(translate("Standings", "Semi-final · Table %1 · %2"), table, ruleset)
        return fill(translate("Standings", "Round %1 · Table %2 · %3"), self.round, table, ruleset)


@dataclass(frozen=True)
class Seat:
    table: int
    seat: int
    name: str


@dataclass(frozen=True)
class Seating:
    event: str
    round: int
    seats: tuple[Seat, ...]
    draft: bool = False  # not published yet: marked DRAFT on every part
    date: str | None = None  # the event's date, YYYY-MM-DD, printed under the title
    #: each table's code (engine/tournament/codes.py), printed beside its number (#33)
    codes: Mapping[int, str] = field(default_factory=dict)
    #: the live page's address while it is shared: a QR code on each part opens it (#33)
    live: str | None = None
    #: "round", or "semi" / "final": the final's lists say Final, not "Round 4" (#30)
    stage: str = "round"


@dataclass(frozen=True)
class SeasonRow:
    place: int
    name: str
    nights: tuple[Number | None, ...]  # points per club night, None where absent
    counted: tuple[bool, ...]  # whether each night counts (the best N)
    total: Number


@dataclass(frozen=True)
class Season:
    league: str
    night_names: tuple[str, ...]
    best_of: int | None
    rows: tuple[SeasonRow, ...]


def _grid(rows: list[list[Any]], widths: list[float], *, numeric_from: int, size: float = 9.5,
          repeat: int = 1) -> Table:
    t = Table(rows, colWidths=widths, repeatRows=repeat)
    t.setStyle(TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), fonts.SANS),
        ("FONTNAME", (0, 0), (-1, 0), fonts.SANS_BOLD),
        ("FONTSIZE", (0, 0), (-1, -1), size),
        ("BACKGROUND", (0, 0), (-1, 0), SHADE),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, INK),
        ("LINEBELOW", (0, 1), (-1, -1), 0.3, RULE),
        ("ALIGN", (numeric_from, 0), (-1, -1), "RIGHT"),
        ("ALIGN", (0, 0), (0, -1), "RIGHT"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
    ]))
    return t


#: what each column of the standings means, printed under the table as its key
#: (English, translated where printed: the columns' names come in English from the standings' values)
COLUMN_KEY: dict[str, str] = {
    QT_TRANSLATE_NOOP("Standings", "Place"): QT_TRANSLATE_NOOP("Standings", "equal places share a number (=)"),
    QT_TRANSLATE_NOOP("Standings", "Points"): QT_TRANSLATE_NOOP("Standings", "placement points earned at the tables"),
    QT_TRANSLATE_NOOP("Standings", "Wins"): QT_TRANSLATE_NOOP("Standings", "games won (first place at a table)"),
    QT_TRANSLATE_NOOP("Standings", "Opp. pts"):
        QT_TRANSLATE_NOOP("Standings", "the points of every opponent met, added up (Buchholz)"),
    QT_TRANSLATE_NOOP("Standings", "Score"):
        QT_TRANSLATE_NOOP("Standings", "total game score (rounds won in the Damn Straights)"),
    QT_TRANSLATE_NOOP("Standings", "Rating"): QT_TRANSLATE_NOOP(
        "Standings", "the player's conservative rating (skill minus three times its uncertainty, OpenSkill's ordinal)"),
}


# the other columns' names, for lupdate: Player, Name, Table, Seat, Total
_MORE = (QT_TRANSLATE_NOOP("Standings", "Player"), QT_TRANSLATE_NOOP("Standings", "Name"),
         QT_TRANSLATE_NOOP("Standings", "Table"), QT_TRANSLATE_NOOP("Standings", "Seat"),
         QT_TRANSLATE_NOOP("Standings", "Total"), QT_TRANSLATE_NOOP("Standings", "Head to head"))


def column(name: str) -> str:
    """A column's name in the reports' language (a name not in the catalogue as it is)."""
    return translate("Standings", name)


def standings_key(tiebreaks: Sequence[str], order: Sequence[str] | None = None) -> str:
    """The key printed under the standings: each column, then the order ties are actually
    broken in (``order``, the columns when None)."""
    cols = ["Place", "Points", *tiebreaks]
    parts = [f"{column(c)}: {translate('Standings', COLUMN_KEY[c])}" for c in cols if c in COLUMN_KEY]
    used = " > ".join(column(c) for c in ["Points", *(tiebreaks if order is None else order)])
    return ". ".join(parts) + ". " + fill(translate("Standings", "Ranked by %1; a tie left after these shares the place."),
                                          used)


def standings_story(st: Standings, paper: str = "a4") -> list[Flowable]:
    width, _ = frame_size(paper)
    k = len(st.tiebreak_names)
    num_w = 20 * mm
    place_w = 14 * mm
    name_w = width - place_w - num_w * (k + 1)
    if name_w < 40 * mm:
        raise ReportError(f"too many tie-breakers to print ({k})")
    places = _places([r.place for r in st.rows])
    # the round's heading is the table's first row, repeated on every page it runs onto
    rows: list[list[Any]] = [[para(st.title + (f" · {date_text(st.date)}" if st.date else ""), "CellBold"), "", *[""] * (k + 1)],
                             [column("Place"), column("Player"), column("Points"), *map(column, st.tiebreak_names)]]
    for pl, r in zip(places, st.rows, strict=True):
        rows.append([pl, fitted(r.name, "Cell", name_w - 13, smallest=7), _num(r.points),
                     *(_num(v) for v in r.tiebreaks)])
    t = _grid(rows, [place_w, name_w] + [num_w] * (k + 1), numeric_from=2, repeat=2)
    t.setStyle(TableStyle([("SPAN", (0, 0), (-1, 0)), ("BACKGROUND", (0, 0), (-1, 0), colors.white),
                           ("LINEBELOW", (0, 0), (-1, 0), 0, colors.white),
                           ("BACKGROUND", (0, 1), (-1, 1), SHADE), ("LINEBELOW", (0, 1), (-1, 1), 0.8, INK),
                           ("FONTNAME", (0, 1), (-1, 1), fonts.SANS_BOLD)]))
    return [para(st.event, "Title", width), t, Spacer(1, 2 * mm), label(
        escape(standings_key(st.tiebreak_names, st.order)), "Small")]


def results_story(res: RoundResults, paper: str = "a4") -> list[Flowable]:
    width, _ = frame_size(paper)
    # the round's title keeps to its first table: "Results of round 3" was left alone at the foot
    # of a page, its tables on the next
    story: list[Flowable] = []
    heading: list[Flowable] = [para(res.event, "Title", width), label(res.title(), "Subtitle")]
    name_w = width - 14 * mm - 2 * 24 * mm
    for tr in res.tables:
        rows: list[list[Any]] = [[column("Place"), column("Player"), column("Score"), column("Points")]]
        places = _places([ln.place for ln in tr.lines])
        for pl, ln in zip(places, tr.lines, strict=True):
            rows.append([pl, para(ln.name, "Cell", name_w - 13), _num(ln.score), _num(ln.points)])
        block = [label(res.table_heading(tr.table, escape(tr.ruleset)), "Heading"),
                 _grid(rows, [14 * mm, name_w, 24 * mm, 24 * mm], numeric_from=2)]
        story.append(KeepTogether(heading + block))
        heading = []
    return story + heading


def _live_code(s: Seating, width: float) -> list[Flowable]:
    """While the live page is shared: its QR code with a line saying what it opens (#33)."""
    if s.live is None:
        return []
    side = 32 * mm
    row = Table([[label("Scan for the live page: your table, results and standings on your phone", "Wall"),
                  qr_drawing(s.live, side)]], colWidths=[width - side, side])
    row.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
    return [row, Spacer(1, 3 * mm)]


def seating_story(s: Seating, paper: str = "a4") -> list[Flowable]:
    """Two parts for the wall, in large type: by table, then by name (natural order, the
    table's number in natural order too).  The event's whole title (set smaller, then
    wrapped: never cut), its date, and on every page a heading saying which event, round and
    part it is (``render_seating`` builds it with a running head)."""
    width, _ = frame_size(paper)
    draft = translate("Standings", " (DRAFT: not published, seats may change)") if s.draft else ""
    title: list[Flowable] = [fitted(s.event, "WallTitle", width, smallest=18)]
    if s.date:
        title.append(Paragraph(escape(date_text(s.date)), ParagraphStyle("WallDate", parent=style("Subtitle"), fontSize=16,
                                                              leading=20, alignment=TA_CENTER)))
    named = {"final": translate("Standings", "Final"), "semi": translate("Standings", "Semi-finals")}.get(s.stage)
    by_table = (fill(translate("Standings", "%1: seats by table"), named) if named
                else fill(translate("Standings", "Round %1: seats by table"), s.round)) + draft
    story: list[Flowable] = [RunningHead(f"{by_table} · {s.event}"), *title, label(by_table, "WallTitle"),
                             *_live_code(s, width)]
    tables = sorted({x.table for x in s.seats})
    name_w = width - 2 * 20 * mm
    for t in tables:
        seats = sorted((x for x in s.seats if x.table == t), key=lambda x: x.seat)
        code = f" · {s.codes[t]}" if t in s.codes else ""
        rows: list[list[Any]] = [[label(fill(translate("Standings", "Table %1"), t) + code, "WallBold"), "", ""]]
        rows += [["", label(str(x.seat), "Wall"), fitted(x.name, "Wall", name_w - 13)] for x in seats]
        tab = Table(rows, colWidths=[20 * mm, 20 * mm, name_w])
        tab.setStyle(TableStyle([("SPAN", (0, 0), (-1, 0)), ("LINEBELOW", (0, 0), (-1, 0), 1.5, INK),
                                 ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
        story += [CondPageBreak(40 * mm), KeepTogether([tab, Spacer(1, 5 * mm)])]
    by_name = (fill(translate("Standings", "%1: find your table"), named) if named
               else fill(translate("Standings", "Round %1: find your table"), s.round)) + draft
    story += [PageBreak(), RunningHead(f"{by_name} · {s.event}"), *title, label(by_name, "WallTitle"),
              *_live_code(s, width)]
    rows = [[label(column("Name"), "WallBold"), label(column("Table"), "WallBold"), label(column("Seat"), "WallBold")]]
    name_w = width - 2 * 30 * mm
    for x in sorted(s.seats, key=lambda x: (sort_key(x.name), x.table, x.seat)):
        rows.append([fitted(x.name, "Wall", name_w - 13), label(str(x.table), "WallBold"), label(str(x.seat), "Wall")])
    tab = Table(rows, colWidths=[name_w, 30 * mm, 30 * mm], repeatRows=1)
    tab.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 1.5, INK), ("LINEBELOW", (0, 1), (-1, -1), 0.3, RULE),
                             ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
    return story + [tab]


def season_story(season: Season, paper: str = "a4") -> list[Flowable]:
    width, _ = frame_size(paper)
    n = len(season.night_names)
    night_w = 13 * mm
    name_w = width - 14 * mm - night_w * n - 20 * mm
    if name_w < 35 * mm:
        raise ReportError(f"too many club nights for one page width ({n})")
    sub = (translate("Standings", "All nights count") if season.best_of is None
           else fill(translate("Standings", "The best %1 nights count; others in grey"), season.best_of)
           if season.best_of != 1 else translate("Standings", "The best night counts; others in grey"))
    rows: list[list[Any]] = [[column("Place"), column("Player"), *season.night_names, column("Total")]]
    style: list[Any] = []
    places = _places([r.place for r in season.rows])
    for i, (pl, r) in enumerate(zip(places, season.rows, strict=True), 1):
        rows.append([pl, para(r.name, "Cell", name_w - 13), *(_num(v) for v in r.nights), _num(r.total)])
        for j, counted in enumerate(r.counted):
            if not counted and r.nights[j] is not None:
                style.append(("TEXTCOLOR", (2 + j, i), (2 + j, i), colors.Color(0.6, 0.6, 0.6)))
    t = _grid(rows, [14 * mm, name_w] + [night_w] * n + [20 * mm], numeric_from=2, size=8.5)
    t.setStyle(TableStyle([*style, ("FONTNAME", (-1, 1), (-1, -1), fonts.SANS_BOLD),
                           ("FONTSIZE", (2, 0), (-2, 0), 7.5)]))
    return [para(season.league, "Title", width), label(sub, "Subtitle"), t]


def render_standings(st: Standings, out: str | Path | Any = None, *, paper: str = "a4") -> bytes:
    return build(standings_story(st, paper), out, title=f"{st.event}: {st.title}", paper=paper)


def render_results(res: RoundResults, out: str | Path | Any = None, *, paper: str = "a4") -> bytes:
    return build(results_story(res, paper), out, title=fill(translate("Standings", "%1: round %2 results"), res.event, res.round),
                 paper=paper)


def render_seating(s: Seating, out: str | Path | Any = None, *, paper: str = "a4") -> bytes:
    if not s.seats:
        raise ReportError("nobody is seated in this round")
    return build(seating_story(s, paper), out, title=fill(translate("Standings", "%1: round %2 seating"), s.event, s.round), paper=paper,
                 running_head=True)


def render_season(season: Season, out: str | Path | Any = None, *, paper: str = "a4") -> bytes:
    return build(season_story(season, paper), out, title=fill(translate("Standings", "%1: season table"), season.league),
                 paper=paper)
