"""A ruled grid drawn directly with lines: the blank columns of a scoresheet.

A platypus ``Table`` draws every cell, empty or not (a round of 50 sheets has
thousands of empty cells); this flowable draws one line per row and column
boundary and only the cells that hold text, about ten times faster.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from reportlab.platypus import Flowable

from . import fonts
from .layout import INK, RULE, SHADE


@dataclass(frozen=True)
class Cell:
    row: int
    col: int
    text: str
    colspan: int = 1
    rowspan: int = 1
    align: str = "center"  # left, center, right
    size: float = 8.0
    bold: bool = False


@dataclass(eq=False)
class Grid(Flowable):
    col_widths: Sequence[float]
    row_heights: Sequence[float]
    cells: Sequence[Cell] = ()
    shaded_rows: frozenset[int] = frozenset()
    thick_below: frozenset[int] = frozenset()  # rows with a heavy line under them
    thick_after: frozenset[int] = frozenset()  # columns with a heavy line after them
    shaded_cells: frozenset[tuple[int, int]] = frozenset()
    heavy_box: tuple[int, int, int, int] | None = None  # (col0, row0, col1, row1) drawn in heavy lines
    _width: float = field(init=False, default=0.0)
    _height: float = field(init=False, default=0.0)

    def __post_init__(self) -> None:
        Flowable.__init__(self)
        self._width = sum(self.col_widths)
        self._height = sum(self.row_heights)

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803 (reportlab API)
        return self._width, self._height

    def draw(self) -> None:  # noqa: C901
        c = self.canv
        xs = [0.0]
        for w in self.col_widths:
            xs.append(xs[-1] + w)
        ys = [self._height]  # ys[r]: top of row r
        for h in self.row_heights:
            ys.append(ys[-1] - h)
        c.saveState()
        c.setFillColor(SHADE)
        for r in self.shaded_rows:
            c.rect(0, ys[r + 1], self._width, self.row_heights[r], stroke=0, fill=1)
        for r, col in self.shaded_cells:
            c.rect(xs[col], ys[r + 1], self.col_widths[col], self.row_heights[r], stroke=0, fill=1)
        # where spans hide a boundary: vertical boundary b in row r, horizontal boundary r in column col
        no_v = {(cell.row + k, b) for cell in self.cells for k in range(cell.rowspan)
                for b in range(cell.col + 1, cell.col + cell.colspan)}
        no_h = {(r, cell.col + k) for cell in self.cells for k in range(cell.colspan)
                for r in range(cell.row + 1, cell.row + cell.rowspan)}
        segs: list[tuple[float, float, float, float]] = []
        for r in range(len(ys)):
            if r - 1 in self.thick_below:
                continue
            run: int | None = None  # first column of the current unbroken stretch
            for col in range(len(self.col_widths) + 1):
                open_ = col < len(self.col_widths) and (r, col) not in no_h
                if open_ and run is None:
                    run = col
                elif not open_ and run is not None:
                    segs.append((xs[run], ys[r], xs[col], ys[r]))
                    run = None
        for b in range(len(xs)):
            if b - 1 in self.thick_after:
                continue
            run = None
            for r in range(len(self.row_heights) + 1):
                open_ = r < len(self.row_heights) and (r, b) not in no_v
                if open_ and run is None:
                    run = r
                elif not open_ and run is not None:
                    segs.append((xs[b], ys[run], xs[b], ys[r]))
                    run = None
        c.setStrokeColor(RULE)
        c.setLineWidth(0.5)
        c.lines(segs)
        c.setStrokeColor(INK)
        c.setLineWidth(1.2)
        for r in self.thick_below:
            c.line(0, ys[r + 1], self._width, ys[r + 1])
        for col in self.thick_after:
            c.line(xs[col + 1], 0, xs[col + 1], self._height)
        if self.heavy_box is not None:
            c0, r0, c1, r1 = self.heavy_box
            c.setLineWidth(0.9)
            for b in range(c0, c1 + 2):
                c.line(xs[b], ys[r0], xs[b], ys[r1 + 1])
            for r in range(r0, r1 + 2):
                c.line(xs[c0], ys[r], xs[c1 + 1], ys[r])
        c.setFillColor(INK)
        for cell in self.cells:
            left, right = xs[cell.col], xs[cell.col + cell.colspan]
            top, bottom = ys[cell.row], ys[cell.row + cell.rowspan]
            text = fonts.fit(cell.text, right - left - 4, cell.size, cell.bold)
            y = (top + bottom) / 2 - cell.size * 0.35
            if cell.align == "left":
                fonts.draw(c, left + 2.5, y, text, cell.size, bold=cell.bold)
            elif cell.align == "right":
                fonts.draw(c, right - 2.5, y, text, cell.size, bold=cell.bold, align="right")
            else:
                fonts.draw(c, (left + right) / 2, y, text, cell.size, bold=cell.bold, align="center")
        c.restoreState()
