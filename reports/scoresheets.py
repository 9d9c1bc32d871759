"""Blank scoresheets printed before a round: one page per table (and for a round-by-round pad,
Classic and Entrepreneurial, a continuation sheet: room for a whole game).

Each page shows the event, round and table, the players in seat order with a
roll-off box, the ruleset's scoring columns to fill in by hand, and a short
reminder of the rules.  Fed by plain :class:`TableSheet` values, so the store
and the tournament code can hand them over without reports knowing either.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, PageBreak, Spacer, Table, TableStyle

from engine.errors import BakehouseError
from engine.names import check_names, name_key, quote
from engine.rulesets import get_ruleset

from . import fonts
from .errors import ReportError
from .grid import Cell, Grid
from .layout import INK, TextLines, build, frame_size
from .qr import qr_drawing
from .words import date_text, fill, translate

#: printed on a sheet or seating list of a round not yet published (its seats may still change)
DRAFT_MARK = "DRAFT: seating not published, seats may change"


@dataclass(frozen=True)
class TableSheet:
    """One table of a round, as the organizer prints it."""

    event: str
    round: int
    table: int
    players: tuple[str, ...]
    ruleset: str
    options: Mapping[str, Any] = field(default_factory=dict)
    date: str | None = None
    #: the round's seating is a draft (not published): the sheet says so in its header
    draft: bool = False
    #: the table's short code (engine/tournament/codes.py, ``T14-2-3K``), printed with its QR code
    code: str | None = None
    #: what the QR code holds (the table on the live page); None: the code itself
    link: str | None = None
    #: "round", or "semi" / "final": a final's sheet says Final, not "Round 4" (#30)
    stage: str = "round"


def _check(sheet: TableSheet) -> Any:
    if isinstance(sheet.round, bool) or not isinstance(sheet.round, int) or sheet.round < 1:
        raise ReportError(f"a round is numbered 1 or more, not {quote(sheet.round)}")
    if isinstance(sheet.table, bool) or not isinstance(sheet.table, int) or sheet.table < 1:
        raise ReportError(f"a table is numbered 1 or more, not {quote(sheet.table)}")
    if not isinstance(sheet.event, str) or not sheet.event.strip():
        raise ReportError("the event needs a name to print")
    try:
        check_names(sheet.players)
        rs = get_ruleset(sheet.ruleset)
        rs.check_players(len(sheet.players))
        return rs, rs.make_options(dict(sheet.options), len(sheet.players))
    except BakehouseError as e:
        raise ReportError(f"table {sheet.table}: {e}") from None


def _header(sheet: TableSheet, ruleset_name: str, options: Any, width: float, *,
            continued: bool = False) -> list[Flowable]:
    stage = {"final": translate("Scoresheet", "Final"), "semi": translate("Scoresheet", "Semi-final")}.get(sheet.stage)
    bits = [stage or fill(translate("Scoresheet", "Round %1"), sheet.round), fill(translate("Scoresheet", "Table %1"), sheet.table),
            ruleset_name]
    if sheet.code is not None:
        bits.insert(0, sheet.code)
    if sheet.date:
        bits.append(date_text(sheet.date))
    target = getattr(options, "target", None)
    if target is not None:
        bits.append(fill(translate("ScorepadPdf", "target %1"), target))
    sets = getattr(options, "sets", None)
    if sets is not None:
        bits.append(translate("ScorepadPdf", "1 set") if sets == 1 else fill(translate("ScorepadPdf", "%1 sets"), sets))
    rtw = getattr(options, "rounds_to_win", None)
    if rtw is not None:
        bits.append(translate("ScorepadPdf", "1 round to win") if rtw == 1
                    else fill(translate("ScorepadPdf", "%1 rounds to win"), rtw))
    # the line whole (French runs longer: "2 manches pour gagner" was cut to "2 manches…", #32):
    # a little smaller where it does not fit, wrapped where even that is too long
    said = " · ".join(bits)
    size = next((s for s in (11.0, 10.5, 10.0, 9.5, 9.0) if fonts.width(said, s) <= width), None)
    lines = [(sheet.event, 18, True, True), (said, size or 11.0, False, False)]
    if continued:
        lines.append((translate("Scoresheet", "Continuation sheet: carry each total over from the sheet before"),
                      11, True, True))
    if sheet.draft:
        lines.append((DRAFT_MARK, 14, True, False))
    return [TextLines(lines, space_after=4)]


def _with_code(sheet: TableSheet, header: list[Flowable], width: float) -> list[Flowable]:
    """The header with the table's QR code at its right (#33): scanned at the Tables page, or
    opening the table on the live page; the code itself is in the header's line."""
    if sheet.code is None:
        return header
    side = 17 * mm
    row = Table([[header, qr_drawing(sheet.link or sheet.code, side)]], colWidths=[width - side, side])
    row.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                             ("RIGHTPADDING", (0, 0), (-1, -1), 0), ("TOPPADDING", (0, 0), (-1, -1), 0),
                             ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]))
    return [row]


def _seats(sheet: TableSheet, width: float) -> Grid:
    """Seat, name and a roll-off box of four throws per player."""
    name_w = width - 14 * mm - 4 * 12 * mm
    n = len(sheet.players)
    cells = [Cell(0, 0, translate("Scoresheet", "Seat"), bold=True, size=9),
             Cell(0, 1, translate("Scoresheet", "Player"), align="left", bold=True, size=9),
             Cell(0, 2, translate("Scoresheet", "Roll-off"), colspan=4, align="left", bold=True, size=9)]
    for i, name in enumerate(sheet.players, 1):
        cells += [Cell(i, 0, str(i), size=9.5), Cell(i, 1, name, align="left", size=9.5, bold=True)]
    return Grid([14 * mm, name_w] + [12 * mm] * 4, [6 * mm] + [(7.5 if n <= 6 else 6) * mm] * n, cells,
                shaded_rows=frozenset({0}), heavy_box=(2, 1, 5, n))


#: the turns a blank Classic or Entrepreneurial sheet has room for, at the least: 9 of 26 games of
#: four at the club needed more than the 21 rows of one page, up to 47 (issue 29); what the first
#: page cannot hold goes on a continuation sheet for the same table
WHOLE_GAME_ROWS = 48


def _grid(sheet: TableSheet, options: Any, width: float, height: float, *, first: int = 1,
          pad_rows: bool = True) -> Grid:
    """The ruleset's columns, as many rows as fit in *height*; a round-by-round pad's rows are
    numbered from *first* in the left column (a continuation sheet goes on from the first page's
    last row) and end with its pad rows ("Rounds won") when *pad_rows*."""
    n = len(sheet.players)
    row_h = 6.5 * mm
    head_h = 7 * mm
    name_size = 9.0 if n <= 6 else 7.5
    layout = get_ruleset(sheet.ruleset).layout
    if layout == "rounds":
        names = [translate("Ruleset", r) for r in get_ruleset(sheet.ruleset).pad_rows]
        extra = names if pad_rows else []
        n_rows = max(4, int((height - head_h - len(extra) * row_h) // row_h))
        # the pad rows' names whole in the left column ("Gewonnene Runden", "Manches gagnées"), on every sheet
        lead_w = max([22 * mm, *(stringWidth(text, fonts.SANS, 8) + 4 * mm for text in names)])
        col_w = (width - lead_w) / n
        cells = [Cell(0, i + 1, p, bold=True, size=name_size) for i, p in enumerate(sheet.players)]
        cells += [Cell(r, 0, str(first + r - 1), align="right", size=7) for r in range(1, n_rows + 1)]
        for k, text in enumerate(extra):
            r = n_rows + 1 + k
            cells.append(Cell(r, 0, text, align="left", size=8))
            if text == translate("Ruleset", "Bakeries"):
                cells += [Cell(r, i + 1, "1  2  3  4  5  6" if n <= 6 else "1 2 3 4 5 6", size=8 if n <= 6 else 6)
                          for i in range(n)]
        return Grid([lead_w] + [col_w] * n, [head_h] + [row_h] * (n_rows + len(extra)), cells,
                     shaded_rows=frozenset({0}), thick_below=frozenset({n_rows} if extra else ()),
                     shaded_cells=frozenset((n_rows + 1 + k, 0) for k in range(len(extra))))
    if layout == "sets":
        return _six_grid(sheet.players, int(options.sets), width, height)
    col_w = width / n
    n_rows = max(4, int((height - head_h - 5 * mm) // row_h))
    cells = [Cell(0, 2 * i, p, colspan=2, bold=True, size=name_size) for i, p in enumerate(sheet.players)]
    for i in range(n):
        size = 7 if n <= 6 else 5.5
        cells += [Cell(1, 2 * i, translate("Scoresheet", "Turn"), size=size),
                  Cell(1, 2 * i + 1, translate("Scoresheet", "Total"), size=size)]
    return Grid([col_w / 2] * (2 * n), [head_h, 5 * mm] + [row_h] * n_rows, cells, shaded_rows=frozenset({1}),
                thick_after=frozenset(2 * i + 1 for i in range(n - 1)))


SETS_PER_BAND = 3


def _six_grid(players: Sequence[str], sets: int, width: float, height: float) -> Grid:
    """Six By 6: a row per player, for each set its Post, Carry, Leave and Score (S3),
    then the running total; bands of three sets one under the other."""
    n = len(players)
    k = min(sets, SETS_PER_BAND)
    bands = -(-sets // SETS_PER_BAND)
    name_w, total_w = 42 * mm, 16 * mm
    sub_w = (width - name_w - total_w) / (4 * k)
    rows_per_band = 2 + n
    row_h = min(8 * mm, max(4.2 * mm, (height - bands * 11 * mm) / (bands * n)))
    cells: list[Cell] = []
    heights: list[float] = []
    shaded: set[int] = set()
    thick: set[int] = set()
    blank: set[tuple[int, int]] = set()
    for b in range(bands):
        top = b * rows_per_band
        cells.append(Cell(top, 0, translate("Scoresheet", "Player"), rowspan=2, align="left", bold=True, size=9))
        for g in range(k):
            set_no = b * SETS_PER_BAND + g + 1
            c0 = 1 + 4 * g
            if set_no <= sets:
                cells.append(Cell(top, c0, fill(translate("Scoresheet", "Set %1"), set_no), colspan=4, bold=True, size=9))
                cells += [Cell(top + 1, c0 + j, h, size=7)  # the rules' words, and the score
                          for j, h in enumerate(("Post", "Carry", "Leave", translate("Scoresheet", "Score")))]
            else:
                blank |= {(r, c0 + j) for r in range(top, top + rows_per_band) for j in range(4)}
        cells.append(Cell(top, 1 + 4 * k, translate("Scoresheet", "Total"), rowspan=2, bold=True, size=9))
        cells += [Cell(top + 2 + i, 0, p, align="left", size=9) for i, p in enumerate(players)]
        shaded |= {top, top + 1}
        thick.add(top + 1)
        if b < bands - 1:
            thick.add(top + rows_per_band - 1)
        heights += [6 * mm, 5 * mm] + [row_h] * n
    return Grid([name_w] + [sub_w] * (4 * k) + [total_w], heights, cells, shaded_rows=frozenset(shaded),
                thick_below=frozenset(thick), thick_after=frozenset({0} | {4 * (g + 1) for g in range(k)}),
                shaded_cells=frozenset(blank))


def sheet_story(sheet: TableSheet, paper: str = "a4") -> list[Flowable]:
    """The flowables of one table's page (ends without a page break)."""
    rs, options = _check(sheet)
    width, height = frame_size(paper)
    story: list[Flowable] = _with_code(sheet, _header(sheet, rs.name, options, width - 19 * mm), width)
    story += [_seats(sheet, width), Spacer(1, 4 * mm)]
    reminder: list[Flowable] = [TextLines([(translate("Scoresheet", "Rules in short"), 12, True, False)]
                                          + [("• " + translate("Ruleset", line), 8, False, False) for line in rs.reminders])]
    sign = Table([[translate("Scoresheet", "Winner:"), "", translate("Scoresheet", "Signed:"), ""]], colWidths=[18 * mm, width / 2 - 18 * mm, 18 * mm, width / 2 - 18 * mm],
                 rowHeights=[8 * mm])
    sign.setStyle(TableStyle([("LINEBELOW", (1, 0), (1, 0), 0.5, INK), ("LINEBELOW", (3, 0), (3, 0), 0.5, INK),
                              ("FONTNAME", (0, 0), (-1, -1), fonts.SANS), ("FONTSIZE", (0, 0), (-1, -1), 9),
                              ("VALIGN", (0, 0), (-1, -1), "BOTTOM")]))
    tail: list[Flowable] = [Spacer(1, 2 * mm), *reminder, Spacer(1, 2 * mm), sign]
    def used(fs: list[Flowable]) -> float:
        return sum(f.wrap(width, height)[1] + f.getSpaceBefore() + f.getSpaceAfter() for f in fs)

    whole = rs.layout == "rounds"  # room for a whole game: more rows on a continuation sheet
    grid = _grid(sheet, options, width, height - used(story + tail) - 4 * mm, pad_rows=not whole)
    if used([*story, grid, *tail]) > height - 2 * mm:  # a very big table: the sheet stays on one page
        tail = [Spacer(1, 2 * mm), sign]
    page = [*story, grid, *tail]
    if not whole:
        return page
    # the rows the first page cannot hold, numbered on; the pad rows ("Rounds won") after the last
    done = _turn_rows(grid)
    more: list[Flowable] = []
    while True:
        head = _header(sheet, rs.name, options, width, continued=True)
        room = height - used(head) - 4 * mm
        last = done + _turn_rows(_grid(sheet, options, width, room, first=done + 1)) >= WHOLE_GAME_ROWS
        cont = _grid(sheet, options, width, room, first=done + 1, pad_rows=last)
        more += [PageBreak(), *head, cont]
        done += _turn_rows(cont)
        if last:
            break
    return page + more


def _turn_rows(grid: Grid) -> int:
    """The numbered rows of a round-by-round grid (its header and pad rows left out)."""
    return sum(1 for c in grid.cells if c.col == 0 and c.text.isdigit())


def render(sheets: Sequence[TableSheet], out: str | Path | Any = None, *, paper: str = "a4") -> bytes:
    """A whole round's sheets, a table's page (and continuation sheet) after another, in one PDF."""
    if not sheets:
        raise ReportError("no tables to print")
    seated: dict[tuple[int, str], tuple[int, str]] = {}
    for sheet in sheets:
        _check(sheet)
        for name in check_names(sheet.players):
            other_table, seated_as = seated.setdefault((sheet.round, name_key(name)), (sheet.table, name))
            if other_table != sheet.table:
                raise ReportError(f"{quote(seated_as)} is seated at table {other_table} and table {sheet.table} of "
                                  f"round {sheet.round}")
    story: list[Flowable] = []
    for i, sheet in enumerate(sheets):
        if i:
            story.append(PageBreak())
        story += sheet_story(sheet, paper)
    title = fill(translate("Scoresheet", "%1: round %2 scoresheets"), sheets[0].event, sheets[0].round)
    return build(story, out, title=title, paper=paper)
