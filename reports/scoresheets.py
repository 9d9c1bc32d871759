"""Blank scoresheets printed before a round: one page per table.

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
from reportlab.platypus import Flowable, PageBreak, Spacer, Table, TableStyle

from engine.errors import BakehouseError
from engine.names import check_names, name_key, quote
from engine.rulesets import get_ruleset

from . import fonts
from .errors import ReportError
from .grid import Cell, Grid
from .layout import INK, TextLines, build, frame_size

DS_RULESETS = ("classic", "entrepreneurial")
RUNNING_RULESETS = ("dire-straights", "sb")

#: a few lines per ruleset, each citing its ruling (rules/RULINGS.md)
REMINDERS: dict[str, tuple[str, ...]] = {
    "classic": (
        "A straight racked from 1 scores 2^(L-1), times the yeast's face when racked (C1); 1-2-3 with yeast 3 is a "
        "baker's dozen, written 12 then 1 (C2).",
        "Rack at least one die after every throw (C3); stop only after racking since the last throw (C7); after a "
        "miss, stop for 0 or risk the biscuit (C8).",
        "Write 1, 2, 4, 8, 12, 24 as numbers and circle larger scores in loaves: + 1 1+ 2 2+ 3 4 5 6 (C15). A lost "
        "biscuit strikes the last entry or is written with a minus sign.",
        "The first alone in the lead with six loaves (192) at the start of a turn wins the round (C11); mark the "
        "round's winner and the rounds won under a line (C15).",
    ),
    "entrepreneurial": (
        "As Classic, plus bakeries: six dice of one face score face x 32, +32 when the yeast is racked last "
        "(E3); a bakery ends the turn with a free turn (E4).",
        "Bakery committed once rack and bank hold two dice of one face (E2): only bakery racking counts from then.",
        "From the round after winning a bakery its owner may visit it instead of throwing, lowest first (E6). Tick "
        "the bakeries owned and mark each visit with V.",
        "No early end of a round: a round ends only at the start of the leader's turn (E8).",
    ),
    "six-by-6": (
        "Each turn throws every die not yet posted; the engine of the game is the carry: multiples score, plus one "
        "per posted die (S2).",
        "One point of carry pays for each further throw; with a carry of 0 the turn ends and scores 6 x posted + "
        "leave (S3). A completed rack scores 36 + carry.",
        "A set is one turn for each player; the game is its sets, ranked by total points (S4).",
    ),
    "dire-straights": (
        "Throw six dice; a 1 starts the run 1,2,...,n, set aside one die a face (D2). The next throw must show n+1 "
        "or the turn busts (D3).",
        "Stop after any throw that did not bust: 5 a die of the run plus 30 a completed 1-6 (D4). A bust scores 0 "
        "for the whole turn (D5).",
        "The first whose total reaches the target at the end of a turn wins at once (D8).",
    ),
    "sb": (
        "Ten dice: eight base dice and two keys (K1). After each throw set aside keys, or groups of two or more "
        "base dice of one face, never both (K2).",
        "Nothing to set aside ends the turn with 0 (K3). Stopping needs both keys aside (K4).",
        "Split keys: 2 per base die strictly between, 1 outside, 0 equal; full split 20. Equal keys: 4 per base die "
        "equal to them; full sandwich 40 (K5).",
        "Reaching the target makes the leader; everyone else then has one more turn (mark it F), the leader again "
        "if not alone in the lead (K6).",
    ),
}


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


def _header(sheet: TableSheet, ruleset_name: str, options: Any, width: float) -> list[Flowable]:
    bits = [f"Round {sheet.round}", f"Table {sheet.table}", ruleset_name]
    if sheet.date:
        bits.append(sheet.date)
    target = getattr(options, "target", None)
    if target is not None:
        bits.append(f"target {target}")
    sets = getattr(options, "sets", None)
    if sets is not None:
        bits.append(f"{sets} set{'' if sets == 1 else 's'}")
    rtw = getattr(options, "rounds_to_win", None)
    if rtw is not None:
        bits.append(f"{rtw} round{'' if rtw == 1 else 's'} to win")
    lines = [(sheet.event, 18, True, True), (" · ".join(bits), 11, False, True)]
    if sheet.draft:
        lines.append((DRAFT_MARK, 14, True, False))
    return [TextLines(lines, space_after=4)]


def _seats(sheet: TableSheet, width: float) -> Grid:
    """Seat, name and a roll-off box of four throws per player."""
    name_w = width - 14 * mm - 4 * 12 * mm
    n = len(sheet.players)
    cells = [Cell(0, 0, "Seat", bold=True, size=9), Cell(0, 1, "Player", align="left", bold=True, size=9),
             Cell(0, 2, "Roll-off", colspan=4, align="left", bold=True, size=9)]
    for i, name in enumerate(sheet.players, 1):
        cells += [Cell(i, 0, str(i), size=9.5), Cell(i, 1, name, align="left", size=9.5, bold=True)]
    return Grid([14 * mm, name_w] + [12 * mm] * 4, [6 * mm] + [(7.5 if n <= 6 else 6) * mm] * n, cells,
                shaded_rows=frozenset({0}), heavy_box=(2, 1, 5, n))


def _grid(sheet: TableSheet, options: Any, width: float, height: float) -> Grid:
    """The ruleset's columns, as many rows as fit in *height*."""
    n = len(sheet.players)
    row_h = 6.5 * mm
    head_h = 7 * mm
    name_size = 9.0 if n <= 6 else 7.5
    if sheet.ruleset in DS_RULESETS:
        extra = ["Rounds won"] + (["Bakeries"] if sheet.ruleset == "entrepreneurial" else [])
        n_rows = max(4, int((height - head_h - len(extra) * row_h) // row_h))
        lead_w = 22 * mm
        col_w = (width - lead_w) / n
        cells = [Cell(0, i + 1, p, bold=True, size=name_size) for i, p in enumerate(sheet.players)]
        for k, text in enumerate(extra):
            r = n_rows + 1 + k
            cells.append(Cell(r, 0, text, align="left", size=8))
            if text == "Bakeries":
                cells += [Cell(r, i + 1, "1  2  3  4  5  6" if n <= 6 else "1 2 3 4 5 6", size=8 if n <= 6 else 6)
                          for i in range(n)]
        return Grid([lead_w] + [col_w] * n, [head_h] + [row_h] * (n_rows + len(extra)), cells,
                     shaded_rows=frozenset({0}), thick_below=frozenset({n_rows}),
                     shaded_cells=frozenset((n_rows + 1 + k, 0) for k in range(len(extra))))
    if sheet.ruleset == "six-by-6":
        return _six_grid(sheet.players, int(options.sets), width, height)
    col_w = width / n
    n_rows = max(4, int((height - head_h - 5 * mm) // row_h))
    cells = [Cell(0, 2 * i, p, colspan=2, bold=True, size=name_size) for i, p in enumerate(sheet.players)]
    for i in range(n):
        size = 7 if n <= 6 else 5.5
        cells += [Cell(1, 2 * i, "Turn", size=size), Cell(1, 2 * i + 1, "Total", size=size)]
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
        cells.append(Cell(top, 0, "Player", rowspan=2, align="left", bold=True, size=9))
        for g in range(k):
            set_no = b * SETS_PER_BAND + g + 1
            c0 = 1 + 4 * g
            if set_no <= sets:
                cells.append(Cell(top, c0, f"Set {set_no}", colspan=4, bold=True, size=9))
                cells += [Cell(top + 1, c0 + j, h, size=7) for j, h in enumerate(("Post", "Carry", "Leave", "Score"))]
            else:
                blank |= {(r, c0 + j) for r in range(top, top + rows_per_band) for j in range(4)}
        cells.append(Cell(top, 1 + 4 * k, "Total", rowspan=2, bold=True, size=9))
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
    story: list[Flowable] = _header(sheet, rs.name, options, width)
    story += [_seats(sheet, width), Spacer(1, 4 * mm)]
    reminder: list[Flowable] = [TextLines([("Rules in short", 12, True, False)]
                                          + [("• " + line, 8, False, False) for line in REMINDERS[sheet.ruleset]])]
    sign = Table([["Winner:", "", "Signed:", ""]], colWidths=[18 * mm, width / 2 - 18 * mm, 18 * mm, width / 2 - 18 * mm],
                 rowHeights=[8 * mm])
    sign.setStyle(TableStyle([("LINEBELOW", (1, 0), (1, 0), 0.5, INK), ("LINEBELOW", (3, 0), (3, 0), 0.5, INK),
                              ("FONTNAME", (0, 0), (-1, -1), fonts.SANS), ("FONTSIZE", (0, 0), (-1, -1), 9),
                              ("VALIGN", (0, 0), (-1, -1), "BOTTOM")]))
    tail: list[Flowable] = [Spacer(1, 2 * mm), *reminder, Spacer(1, 2 * mm), sign]
    def used(fs: list[Flowable]) -> float:
        return sum(f.wrap(width, height)[1] + f.getSpaceBefore() + f.getSpaceAfter() for f in fs)

    grid = _grid(sheet, options, width, height - used(story + tail) - 4 * mm)
    if used([*story, grid, *tail]) > height - 2 * mm:  # a very big table: the sheet stays on one page
        tail = [Spacer(1, 2 * mm), sign]
    return [*story, grid, *tail]


def render(sheets: Sequence[TableSheet], out: str | Path | Any = None, *, paper: str = "a4") -> bytes:
    """A whole round's sheets, one page per table, in one PDF."""
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
    title = f"{sheets[0].event}: round {sheets[0].round} scoresheets"
    return build(story, out, title=title, paper=paper)
