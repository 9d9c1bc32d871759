"""Drawing primitives of a paper scorepad (C15), and the Damn Straight pad flowable.

- a loaf entry gets a circle drawn around it (an ellipse for wide ones), not
  parentheses; invisible text ``(`` ``)`` (PDF text render mode 3, as in OCR
  layers) keeps the extracted text equal to ``bakehouse replay``'s entries;
- a struck entry gets a line through it (and an invisible ``~``);
- a loss written as a new entry gets a visible minus sign;
- a round's end is a line across the pad: with two players the winner's column
  carries one barb a round won so far, with three or more a boxed count;
- Entrepreneurial marks: a small roof for a bakery's score (E4), a chevron for a
  visit (E6).

:class:`DSPad` draws the players' columns entry by entry, column after column,
so that a text extraction reads each player's entries in order; it splits
between rows across pages and draws the names again on every page.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable

from engine.scorepad import Entry, PadRound
from engine.words import fill, translate

from . import fonts
from .layout import INK, RULE, SHADE

ENTRY_SIZE = 11.0
ROW_H = 7.5 * mm
HEAD_H = 9 * mm
DIVIDER_H = 7 * mm
LEAD_W = 14 * mm


def _invisible(canvas: Canvas, x: float, y: float, text: str, size: float) -> None:
    """Text that is extracted but not seen (render mode 3)."""
    t = canvas.beginText(x, y)
    t.setFont(fonts.SANS, size)
    t.setTextRenderMode(3)
    t.textOut(text)
    t.setTextRenderMode(0)  # the mode is graphics state: it outlives the text object
    canvas.drawText(t)


def entry_width(mark: Entry, size: float = ENTRY_SIZE) -> float:
    """The width an entry takes, circle included."""
    w = fonts.width(mark.body, size)
    if mark.circled:
        w = max(w + size * 0.9, size * 1.55)
    if mark.negative:
        w += fonts.width("-", size) + 1
    return w


def draw_entry(canvas: Canvas, cx: float, y: float, mark: Entry, size: float = ENTRY_SIZE) -> tuple[float, float]:
    """Draw *mark* centred on *cx* with its baseline at *y*; returns its (left, right) extent."""
    total = entry_width(mark, size)
    x = cx - total / 2
    canvas.saveState()
    canvas.setStrokeColor(INK)
    canvas.setFillColor(INK)
    if mark.struck:
        _invisible(canvas, x, y, "~", size)
    if mark.negative:
        x += fonts.draw(canvas, x, y, "-", size) + 1
    body_w = fonts.width(mark.body, size)
    if mark.circled:
        ring_w = max(body_w + size * 0.9, size * 1.55)
        mid = x + ring_w / 2
        _invisible(canvas, x, y, "(", size)
        fonts.draw(canvas, mid, y, mark.body, size, align="center")
        _invisible(canvas, x + ring_w - fonts.width(")", size), y, ")", size)
        canvas.setLineWidth(0.9)
        h = size * 1.45
        cy = y + size * 0.36
        canvas.ellipse(x, cy - h / 2, x + ring_w, cy + h / 2, stroke=1, fill=0)
        right = x + ring_w
    else:
        fonts.draw(canvas, x, y, mark.body, size)
        right = x + body_w
    left = cx - total / 2
    if mark.struck:
        canvas.setLineWidth(1.1)
        sy = y + size * 0.33
        canvas.line(left - 3.5, sy - 1.8, right + 3.5, sy + 1.8)
    if mark.bakery:
        draw_bakery_mark(canvas, right + 2.5, y + size * 0.55)
    if mark.visit:
        draw_visit_mark(canvas, right + 2.5, y + size * 0.15)
    canvas.restoreState()
    return left, right


def draw_bakery_mark(canvas: Canvas, x: float, y: float, s: float = 4.5) -> None:
    """A small filled house (a roof on a square): this score completed a bakery (E4)."""
    p = canvas.beginPath()
    p.moveTo(x, y)
    p.lineTo(x + s, y)
    p.lineTo(x + s, y + s * 0.6)
    p.lineTo(x + s / 2, y + s * 1.15)
    p.lineTo(x, y + s * 0.6)
    p.close()
    canvas.drawPath(p, stroke=0, fill=1)


def draw_visit_mark(canvas: Canvas, x: float, y: float, s: float = 4.5) -> None:
    """A small chevron: this score was a bakery visit (E6)."""
    canvas.setLineWidth(0.9)
    p = canvas.beginPath()
    p.moveTo(x, y + s)
    p.lineTo(x + s * 0.7, y + s / 2)
    p.lineTo(x, y)
    canvas.drawPath(p, stroke=1, fill=0)


def draw_barbs(canvas: Canvas, cx: float, y: float, count: int, spacing: float = 3.2) -> list[tuple[float, float]]:
    """*count* barbs (short slanted strokes) on a divider line at height *y*, centred on *cx*;
    returns each barb's (x, y) foot."""
    canvas.saveState()
    canvas.setLineWidth(1.1)
    canvas.setStrokeColor(INK)
    start = cx - (count - 1) * spacing / 2
    feet = []
    for i in range(count):
        x = start + i * spacing
        canvas.line(x - 2.2, y - 3.6, x + 2.2, y + 3.6)
        feet.append((x, y))
    canvas.restoreState()
    return feet


def draw_boxed_count(canvas: Canvas, cx: float, y: float, count: int, size: float = 9.0) -> None:
    """The rounds won so far in a box, centred on (*cx*, *y*)."""
    text = str(count)
    w = max(fonts.width(text, size, True) + 5, size * 1.3)
    h = size * 1.35
    canvas.saveState()
    canvas.setFillColor(SHADE)
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.9)
    canvas.rect(cx - w / 2, y - h / 2, w, h, stroke=1, fill=1)
    canvas.setFillColor(INK)
    fonts.draw(canvas, cx, y - size * 0.35, text, size, bold=True, align="center")
    canvas.restoreState()


@dataclass(frozen=True)
class _Line:
    round: PadRound
    row: int  # -1: the round's divider


def _lines(rounds: Sequence[PadRound]) -> list[_Line]:
    out: list[_Line] = []
    for r in rounds:
        out += [_Line(r, i) for i in range(max(1, max((len(e) for e in r.entries), default=0)))]
        if r.winner is not None:
            out.append(_Line(r, -1))
    return out


class DSPad(Flowable):
    """The Damn Straight pad: names, then each round's entries and its divider."""

    def __init__(self, players: Sequence[str], rounds: Sequence[PadRound], lines: list[_Line] | None = None) -> None:
        super().__init__()
        self.players = tuple(players)
        self.rounds = tuple(rounds)
        self.lines = _lines(rounds) if lines is None else lines

    def _line_h(self, ln: _Line) -> float:
        return DIVIDER_H if ln.row < 0 else ROW_H

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803 (reportlab API)
        self.width = availWidth
        self.height = HEAD_H + sum(self._line_h(ln) for ln in self.lines)
        return self.width, self.height

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:  # noqa: N803
        room = availHeight - HEAD_H
        used = 0.0
        cut = 0
        for i, ln in enumerate(self.lines):
            used += self._line_h(ln)
            if used > room:
                break
            cut = i + 1
        if cut == 0 or cut >= len(self.lines):
            return [] if cut == 0 else [self]
        # keep a round's last rows with its divider where possible
        while cut > 1 and self.lines[cut].row < 0:
            cut -= 1
        return [DSPad(self.players, self.rounds, self.lines[:cut]), DSPad(self.players, self.rounds, self.lines[cut:])]

    def column_centres(self) -> list[float]:
        n = len(self.players)
        col = (self.width - LEAD_W) / n
        return [LEAD_W + col * (i + 0.5) for i in range(n)]

    def draw(self) -> None:
        c = self.canv
        n = len(self.players)
        col = (self.width - LEAD_W) / n
        centres = self.column_centres()
        top = self.height
        # names
        c.setFillColor(SHADE)
        c.rect(0, top - HEAD_H, self.width, HEAD_H, stroke=0, fill=1)
        c.setFillColor(INK)
        size = 10.0 if n <= 6 else 8.0
        for i, name in enumerate(self.players):
            fonts.draw(c, centres[i], top - HEAD_H + 3 * mm, fonts.fit(name, col - 6, size, True), size, bold=True,
                       align="center")
        c.setStrokeColor(RULE)
        c.setLineWidth(0.5)
        for i in range(n + 1):
            x = LEAD_W + col * i
            c.line(x, 0, x, top)
        c.line(0, top - HEAD_H, self.width, top - HEAD_H)
        # where each line sits (its top) on this piece
        ys: list[float] = []
        y = top - HEAD_H
        for ln in self.lines:
            ys.append(y)
            y -= self._line_h(ln)
        # round labels in the lead column, at each round's first row on this piece
        seen: set[int] = set()
        for ln, yt in zip(self.lines, ys, strict=True):
            if ln.row >= 0 and ln.round.number not in seen:
                seen.add(ln.round.number)
                c.setFillColor(RULE)
                # Translators: a round's label in the pad's narrow margin ("R1": round 1), a letter and the number
                fonts.draw(c, 2, yt - ROW_H + 2.3 * mm, fill(translate("ScorepadPdf", "R%1"), ln.round.number), 8)
                c.setFillColor(INK)
        # entries, one column after the other (extraction reads them in order)
        for seat in range(n):
            for ln, yt in zip(self.lines, ys, strict=True):
                if ln.row < 0:
                    continue
                entries = ln.round.entries[seat]
                if ln.row < len(entries):
                    draw_entry(c, centres[seat], yt - ROW_H + 2.4 * mm, entries[ln.row])
        # round dividers and the winners' marks (C15)
        for ln, yt in zip(self.lines, ys, strict=True):
            if ln.row >= 0:
                continue
            yd = yt - DIVIDER_H / 2
            c.setStrokeColor(INK)
            c.setLineWidth(1.4)
            c.line(0, yd, self.width, yd)
            w = ln.round.winner
            assert w is not None
            if n == 2:
                draw_barbs(c, centres[w], yd, ln.round.rounds_won[w])
            else:
                draw_boxed_count(c, centres[w], yd, ln.round.rounds_won[w])
