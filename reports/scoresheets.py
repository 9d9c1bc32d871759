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
from engine.rulesets import get_ruleset

from . import fonts
from .errors import ReportError
from .layout import INK, RULE, SHADE, build, frame_size, label, para

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


def _check(sheet: TableSheet) -> Any:
    try:
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
        bits.append(f"{sets} sets")
    rtw = getattr(options, "rounds_to_win", None)
    if rtw is not None:
        bits.append(f"{rtw} rounds to win")
    return [para(sheet.event, "Title", width), label(" · ".join(bits), "Subtitle")]


def _seats(sheet: TableSheet, width: float) -> Table:
    """Seat, name and a roll-off box of four throws per player."""
    name_w = width - 14 * mm - 4 * 12 * mm
    rows: list[list[Any]] = [[label("Seat", "CellBold"), label("Player", "CellBold"), label("Roll-off", "CellBold"),
                              "", "", ""]]
    for i, name in enumerate(sheet.players, 1):
        rows.append([label(str(i), "CellCenter"), para(name, "CellBold", name_w - 13), "", "", "", ""])
    t = Table(rows, colWidths=[14 * mm, name_w] + [12 * mm] * 4, rowHeights=[6 * mm] + [7.5 * mm] * len(sheet.players))
    t.setStyle(TableStyle([
        ("SPAN", (2, 0), (5, 0)),
        ("GRID", (0, 0), (-1, -1), 0.5, RULE),
        ("GRID", (2, 1), (-1, -1), 0.9, INK),
        ("BACKGROUND", (0, 0), (-1, 0), SHADE),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
    ]))
    return t


def _name_cells(players: Sequence[str], col_w: float) -> list[Any]:
    return [para(p, "CellBold", col_w - 13) for p in players]


def _grid(sheet: TableSheet, options: Any, width: float, height: float) -> Table:
    """The ruleset's columns, as many rows as fit in *height*."""
    n = len(sheet.players)
    row_h = 6.5 * mm
    head_h = 7 * mm
    style = [
        ("GRID", (0, 0), (-1, -1), 0.5, RULE),
        ("BACKGROUND", (0, 0), (-1, 0), SHADE),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("FONTNAME", (0, 0), (-1, -1), fonts.SANS),
        ("FONTSIZE", (0, 0), (-1, -1), 8),
        ("ALIGN", (0, 0), (-1, -1), "CENTER"),
    ]
    if sheet.ruleset in DS_RULESETS:
        foot = ["Rounds won"] + [""] * n
        extra = [foot]
        if sheet.ruleset == "entrepreneurial":
            extra.append(["Bakeries"] + ["1  2  3  4  5  6"] * n)
        n_rows = max(4, int((height - head_h - len(extra) * row_h) // row_h))
        lead_w = 22 * mm
        col_w = (width - lead_w) / n
        rows: list[list[Any]] = [[label("", "Cell")] + _name_cells(sheet.players, col_w)]
        rows += [[""] * (n + 1) for _ in range(n_rows)]
        rows += extra
        style += [("LINEABOVE", (0, n_rows + 1), (-1, n_rows + 1), 1.2, INK),
                  ("BACKGROUND", (0, n_rows + 1), (0, -1), SHADE)]
        heights = [head_h] + [row_h] * (n_rows + len(extra))
        t = Table(rows, colWidths=[lead_w] + [col_w] * n, rowHeights=heights)
    elif sheet.ruleset == "six-by-6":
        sets = int(options.sets)
        heads = ["Set", "Player", "Post", "Carry", "Leave", "Score", "Total"]
        name_w = width - 12 * mm - 5 * 18 * mm
        rows = [[label(h, "CellBold") for h in heads]]
        for s in range(1, sets + 1):
            for i, p in enumerate(sheet.players):
                rows.append([str(s) if i == 0 else "", para(p, "Cell", name_w - 13), "", "", "", "", ""])
        for s in range(sets):
            top = 1 + s * n
            style += [("SPAN", (0, top), (0, top + n - 1)), ("LINEABOVE", (0, top), (-1, top), 1.2, INK)]
        fit_h = (height - head_h) / max(1, sets * n)
        t = Table(rows, colWidths=[12 * mm, name_w] + [18 * mm] * 5,
                  rowHeights=[head_h] + [min(row_h * 1.2, max(5 * mm, fit_h))] * (sets * n))
        style += [("ALIGN", (1, 1), (1, -1), "LEFT")]
    else:
        col_w = width / n
        n_rows = max(4, int((height - 2 * head_h) // row_h))
        rows = [_name_cells(sheet.players, col_w), []]
        sub: list[Any] = []
        for _ in sheet.players:
            sub += ["Turn", "Total"]
        rows = [[c for p in rows[0] for c in (p, "")], sub]
        rows += [[""] * (2 * n) for _ in range(n_rows)]
        style += [("SPAN", (2 * i, 0), (2 * i + 1, 0)) for i in range(n)]
        style += [("LINEAFTER", (2 * i + 1, 0), (2 * i + 1, -1), 1.2, INK) for i in range(n - 1)]
        style += [("BACKGROUND", (0, 1), (-1, 1), SHADE), ("FONTSIZE", (0, 1), (-1, 1), 7)]
        t = Table(rows, colWidths=[col_w / 2] * (2 * n), rowHeights=[head_h, 5 * mm] + [row_h] * n_rows)
    t.setStyle(TableStyle(style))
    return t


def sheet_story(sheet: TableSheet, paper: str = "a4") -> list[Flowable]:
    """The flowables of one table's page (ends without a page break)."""
    rs, options = _check(sheet)
    width, height = frame_size(paper)
    story: list[Flowable] = _header(sheet, rs.name, options, width)
    story += [_seats(sheet, width), Spacer(1, 4 * mm)]
    reminder = [label("Rules in short", "Heading")] + [label("• " + line, "Small") for line in REMINDERS[sheet.ruleset]]
    sign = Table([["Winner:", "", "Signed:", ""]], colWidths=[18 * mm, width / 2 - 18 * mm, 18 * mm, width / 2 - 18 * mm],
                 rowHeights=[8 * mm])
    sign.setStyle(TableStyle([("LINEBELOW", (1, 0), (1, 0), 0.5, INK), ("LINEBELOW", (3, 0), (3, 0), 0.5, INK),
                              ("FONTNAME", (0, 0), (-1, -1), fonts.SANS), ("FONTSIZE", (0, 0), (-1, -1), 9),
                              ("VALIGN", (0, 0), (-1, -1), "BOTTOM")]))
    tail: list[Flowable] = [Spacer(1, 2 * mm), *reminder, Spacer(1, 2 * mm), sign]
    used = sum(f.wrap(width, height)[1] + f.getSpaceBefore() + f.getSpaceAfter() for f in story + tail)
    story.append(_grid(sheet, options, width, height - used - 4 * mm))
    return story + tail


def render(sheets: Sequence[TableSheet], out: str | Path | Any = None, *, paper: str = "a4") -> bytes:
    """A whole round's sheets, one page per table, in one PDF."""
    if not sheets:
        raise ReportError("no tables to print")
    story: list[Flowable] = []
    for i, sheet in enumerate(sheets):
        if i:
            story.append(PageBreak())
        story += sheet_story(sheet, paper)
    first = sheets[0]
    title = f"{first.event}: round {first.round} scoresheets"
    return build(story, out, title=title, paper=paper)
