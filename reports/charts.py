"""Statistics as vector charts (reportlab.graphics), fed by plain numbers.

Bar charts (win rate by seat, results), histograms (turn scores), line charts
(rating history) and a meeting matrix; :func:`render_stats` puts titled
sections of them into one PDF.  Every value axis starts at 0
(``valueAxis.valueMin = 0``): reportlab's automatic axis may otherwise start
above the smallest bar and hide it (PITFALLS.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from reportlab.graphics.charts.barcharts import VerticalBarChart
from reportlab.graphics.charts.lineplots import LinePlot
from reportlab.graphics.shapes import Drawing, Line, Rect
from reportlab.lib import colors
from reportlab.lib.attrmap import AttrMap, AttrMapValue
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer, Table, TableStyle

from engine.names import isolate

from . import fonts
from .errors import ReportError
from .layout import INK, RULE, SHADE, build, frame_size, label, para

PALETTE = [colors.HexColor(c) for c in ("#3465a4", "#cc0000", "#4e9a06", "#c4a000", "#75507b", "#ce5c00",
                                        "#06989a", "#555753")]
CHART_H = 70 * mm


def _short(text: str, width: float, size: float) -> str:
    return fonts.fit(text, width, size)


class Chart(Drawing):
    """A chart drawing whose user text (titles, names, categories) is drawn by
    :func:`fonts.draw` over it, not as graphics strings: Arabic joined and read back as
    typed, emoji and combining marks drawn (a graphics string takes one font and no layer).
    ``texts`` holds ``(x, y, text, size, bold, angle, align)``, in drawing coordinates."""

    _attrMap = AttrMap(BASE=Drawing, texts=AttrMapValue(None))

    def __init__(self, width: float, height: float) -> None:
        super().__init__(width, height)
        self.texts: list[tuple[float, float, str, float, bool, float, str]] = []

    def text(self, x: float, y: float, text: str, size: float, *, bold: bool = False, angle: float = 0.0,
             align: str = "left") -> None:
        self.texts.append((x, y, text, size, bold, angle, align))

    def draw(self, showBoundary: Any = None) -> None:  # noqa: N803 (reportlab API)
        super().draw(showBoundary) if showBoundary is not None else super().draw()
        c = self.canv
        for x, y, text, size, bold, angle, align in self.texts:
            c.saveState()
            c.setFillColor(INK)
            c.translate(x, y)
            if angle:
                c.rotate(angle)
            fonts.draw(c, 0, 0, text, size, bold=bold, align=align)
            c.restoreState()


def _title(d: Chart, text: str, width: float) -> None:
    d.text(0, d.height - 11, _short(text, width, 10), 10, bold=True)


@dataclass(frozen=True)
class BarChart:
    title: str
    labels: tuple[str, ...]
    values: tuple[float, ...]
    unit: str = ""  # "%" for rates: printed on the axis labels
    #: the share expected by chance (100/n for a win rate at a table of n), drawn as a dashed line
    expected: float | None = None
    #: how many games each bar counts, printed under it ("12 games"); empty: not printed
    games: tuple[int, ...] = ()


@dataclass(frozen=True)
class Histogram:
    title: str
    counts: Mapping[int, int]  # value -> how often


@dataclass(frozen=True)
class LineChart:
    title: str
    series: Mapping[str, Sequence[tuple[float, float]]]  # name -> (x, y) points


@dataclass(frozen=True)
class MeetingMatrix:
    title: str
    names: tuple[str, ...]
    counts: tuple[tuple[int, ...], ...]  # counts[i][j]: how often i and j shared a table


@dataclass(frozen=True)
class FigureTable:
    """A table of figures, a row a player (BG Stats' player list): the first column holds the
    names, printed whole; ``key`` says what each column means, once, under the table."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    key: str = ""


@dataclass(frozen=True)
class Section:
    heading: str
    charts: tuple[BarChart | Histogram | LineChart | MeetingMatrix, ...]
    notes: tuple[tuple[str, str], ...] = field(default_factory=tuple)  # (label, value) lines
    tables: tuple[FigureTable, ...] = field(default_factory=tuple)
    #: said in one line when the section has nothing to show (no notes, no table, no chart with data)
    empty: str = "Nothing to show here yet."


def has_data(c: BarChart | Histogram | LineChart | MeetingMatrix) -> bool:
    """Whether a chart has anything to draw (an empty one is one line of text instead of empty axes)."""
    if isinstance(c, BarChart):
        return bool(c.values)
    if isinstance(c, Histogram):
        return bool(c.counts)
    if isinstance(c, LineChart):
        return any(c.series.values())
    return len(c.names) >= 2


def _bars(title: str, labels: Sequence[str], values: Sequence[float], width: float, unit: str = "",
          c_expected: float | None = None, games: Sequence[int] = ()) -> Drawing:
    if len(labels) != len(values):
        raise ReportError(f"chart {title!r}: {len(labels)} labels for {len(values)} values")
    d = Chart(width, CHART_H + (8 if games else 0))
    _title(d, title, width)
    ch = VerticalBarChart()
    ch.x, ch.y = 32, 26 + (8 if games else 0)
    # types-reportlab declares a plot area's size as int; reportlab draws any number of points
    ch.width, ch.height = width - 44, CHART_H - 48  # type: ignore[assignment]
    ch.data = [list(values) or [0]]
    ch.valueAxis.valueMin = 0  # PITFALLS: the automatic axis may hide small bars
    top = max(values, default=0)
    ch.valueAxis.valueMax = 100 if unit == "%" and top <= 100 else max(1, top * 1.1)
    ch.valueAxis.labels.fontName = fonts.SANS
    ch.valueAxis.labels.fontSize = 7
    if unit:
        ch.valueAxis.labelTextFormat = "%g" + unit.replace("%", "%%")
    ch.bars[0].fillColor = PALETTE[0]
    ch.bars[0].strokeColor = None
    n = max(1, len(labels))
    slot = ch.width / n
    cat = ch.categoryAxis
    cat.categoryNames = [""] * n  # the labels are drawn over the chart (Chart.texts)
    for i, x in enumerate(labels):
        cx = ch.x + slot * (i + 0.5)
        if n > 12:
            d.text(cx, ch.y - 4, _short(x, 40, 6), 6, angle=60, align="right")
        else:
            d.text(cx, ch.y - 11, _short(x, slot - 2, 7), 7, align="center")
    if c_expected is not None and ch.valueAxis.valueMax:
        y = ch.y + ch.height * c_expected / ch.valueAxis.valueMax
        line = Line(ch.x, y, ch.x + ch.width, y, strokeColor=PALETTE[1], strokeWidth=0.9, strokeDashArray=[3, 2])
        d.add(line, name="expected")
        d.text(ch.x + ch.width, y + 2, f"expected {c_expected:g}{unit}", 6.5, align="right")
    if games and n <= 12:
        for i, g in enumerate(games):
            d.text(ch.x + slot * (i + 0.5), ch.y - 19, f"{g} game{'' if g == 1 else 's'}", 6, align="center")
    ch.barLabelFormat = "%g" if n <= 16 else None
    ch.barLabels.fontName = fonts.SANS
    ch.barLabels.fontSize = 6.5
    ch.barLabels.nudge = 5
    d.add(ch)
    return d


def bar_chart(c: BarChart, width: float) -> Drawing:
    return _bars(c.title, c.labels, c.values, width, c.unit, c.expected, c.games)


#: at most this many bars in a histogram (a loss, zero or gain bar more where the signs split)
MAX_BINS = 40


def histogram_bins(c: Histogram) -> tuple[str, tuple[tuple[int, int], ...], tuple[int, ...]]:
    """The bars of a histogram: its title, each bar's (lowest, highest) value and its count.

    Every value from the smallest to the largest gets a bar, also when nobody scored it;
    when they spread over more than 61 values, bars of equal width (*step*, said in the
    title).  Losses, zeros and gains never share a bar: 0 has its own, the losses are
    counted from -1 down, the gains from 1 (or the smallest gain) up.  The PDF and the app
    draw these, labelled by :func:`bin_label`."""
    if not c.counts:
        return c.title, (), ()
    lo, hi = min(c.counts), max(c.counts)
    if hi - lo <= 60:
        ranges = tuple((k, k) for k in range(lo, hi + 1))
        title = c.title
    else:
        step = -(-(hi - lo + 1) // MAX_BINS)
        found: list[tuple[int, int]] = []
        if lo < 0:  # losses: -step..-1, then further down
            top = min(-1, hi)
            while top >= lo:
                found.insert(0, (max(lo, top - step + 1), top))
                top -= step
        if lo <= 0 <= hi:
            found.append((0, 0))
        if hi > 0:
            a = max(1, lo)
            while a <= hi:
                found.append((a, min(hi, a + step - 1)))
                a += step
        ranges = tuple(found)
        title = c.title + f" (bars of {step} points; 0 has its own)" if lo <= 0 <= hi else \
            c.title + f" (bars of {step} points)"
    counts = tuple(sum(v for k, v in c.counts.items() if a <= k <= b) for a, b in ranges)
    return title, ranges, counts


def bin_label(lo: int, hi: int) -> str:
    """A bar's values as a reader takes them: ``7``, ``7 to 12``, ``-12 to -7`` (never ``-16--11``)."""
    return str(lo) if lo == hi else f"{lo} to {hi}"


def histogram(c: Histogram, width: float) -> Drawing:
    title, ranges, values = histogram_bins(c)
    return _bars(title, [bin_label(a, b) for a, b in ranges], values, width)


def line_chart(c: LineChart, width: float) -> Drawing:
    rows = (len(c.series) - 1) // 5 + 1
    d = Chart(width, CHART_H + 10 * rows)
    _title(d, c.title, width)
    lp = LinePlot()
    lp.x, lp.y = 32, 26 + 10 * rows
    # types-reportlab declares a plot area's size as int; reportlab draws any number of points
    lp.width, lp.height = width - 44, CHART_H - 50  # type: ignore[assignment]
    data = [list(pts) for pts in c.series.values() if pts]
    if not data:
        raise ReportError(f"chart {c.title!r} has no points")
    lp.data = data
    lp.yValueAxis.valueMin = 0
    lp.yValueAxis.labels.fontName = fonts.SANS
    lp.xValueAxis.labels.fontName = fonts.SANS
    lp.yValueAxis.labels.fontSize = lp.xValueAxis.labels.fontSize = 7
    for i in range(len(data)):
        lp.lines[i].strokeColor = PALETTE[i % len(PALETTE)]
        lp.lines[i].strokeWidth = 1.2
    d.add(lp)
    names = [n for n, pts in c.series.items() if pts]
    per_row = max(1, min(len(names), 5))
    slot = (width - 32) / per_row
    for i, name in enumerate(names):  # a legend of our own: each name in its own font
        x = 32 + (i % per_row) * slot
        y = 14 - (i // per_row) * 10
        swatch = Rect(x, y, 6, 6)
        swatch.fillColor, swatch.strokeColor = PALETTE[i % len(PALETTE)], None
        d.add(swatch)
        d.text(x + 9, y, _short(name, slot - 12, 7), 7)
    return d


def meeting_matrix(m: MeetingMatrix, width: float) -> Flowable:
    """Who met whom how often: a table shaded by count."""
    n = len(m.names)
    if len(m.counts) != n or any(len(r) != n for r in m.counts):
        raise ReportError(f"meeting matrix {m.title!r} is not {n} x {n}")
    name_w = min(45 * mm, width * 0.3)
    cell = min(12 * mm, (width - name_w) / max(1, n))
    top = max((v for r in m.counts for v in r), default=0) or 1
    rows: list[list[Any]] = [[""] + [label(str(j + 1), "CellCenter") for j in range(n)]]
    style: list[Any] = [("GRID", (0, 0), (-1, -1), 0.3, RULE), ("FONTNAME", (0, 0), (-1, -1), fonts.SANS),
                        ("FONTSIZE", (0, 0), (-1, -1), 7.5), ("ALIGN", (1, 1), (-1, -1), "CENTER"),
                        ("BACKGROUND", (0, 0), (-1, 0), SHADE), ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]
    for i, name in enumerate(m.names):
        rows.append([para(f"{i + 1}. {isolate(name)}", "Cell", name_w - 13)] + ["" if i == j else str(m.counts[i][j])
                                                                      for j in range(n)])
        for j in range(n):
            if i == j:
                style.append(("BACKGROUND", (j + 1, i + 1), (j + 1, i + 1), colors.Color(0.2, 0.2, 0.2)))
            elif m.counts[i][j]:
                k = 1 - 0.55 * m.counts[i][j] / top
                style.append(("BACKGROUND", (j + 1, i + 1), (j + 1, i + 1), colors.Color(k, k, 1)))
    t = Table(rows, colWidths=[name_w] + [cell] * n, repeatRows=1, hAlign="LEFT")
    t.setStyle(TableStyle(style))
    return KeepTogether([label(m.title, "CellBold"), Spacer(1, 1 * mm), t]) if n <= 30 else t


def chart_flowable(c: BarChart | Histogram | LineChart | MeetingMatrix, width: float) -> Flowable:
    if isinstance(c, BarChart):
        return bar_chart(c, width)
    if isinstance(c, Histogram):
        return histogram(c, width)
    if isinstance(c, LineChart):
        return line_chart(c, width)
    return meeting_matrix(c, width)


def figure_table(t: FigureTable, width: float) -> Flowable:
    """A table of figures: names whole (set smaller where long, never cut), numbers right."""
    from .layout import fitted

    num_w = min(20 * mm, (width - 50 * mm) / max(1, len(t.columns) - 1))
    name_w = width - num_w * (len(t.columns) - 1)
    rows: list[list[Any]] = [[label(escape(c), "CellBold") for c in t.columns]]
    for r in t.rows:
        rows.append([fitted(r[0], "Cell", name_w - 13, smallest=6.5), *r[1:]])
    tab = Table(rows, colWidths=[name_w] + [num_w] * (len(t.columns) - 1), repeatRows=1, hAlign="LEFT")
    tab.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), fonts.SANS), ("FONTSIZE", (0, 0), (-1, -1), 8.5),
                             ("BACKGROUND", (0, 0), (-1, 0), SHADE), ("LINEBELOW", (0, 0), (-1, 0), 0.8, INK),
                             ("LINEBELOW", (0, 1), (-1, -1), 0.3, RULE), ("ALIGN", (1, 0), (-1, -1), "RIGHT"),
                             ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
    parts: list[Flowable] = [label(escape(t.title), "CellBold"), Spacer(1, 1 * mm), tab]
    if t.key:
        parts += [Spacer(1, 1 * mm), label(escape(t.key), "Small")]
    return KeepTogether(parts)  # a long table still splits across pages, its header repeated


def stats_story(title: str, subtitle: str, sections: Sequence[Section], paper: str = "a4") -> list[Flowable]:
    width, _ = frame_size(paper)
    story: list[Flowable] = [para(title, "Title", width), para(subtitle, "Subtitle", width)]
    for sec in sections:
        block: list[Flowable] = [para(sec.heading, "Heading", width)]
        if sec.notes:
            rows = [[para(k, "Cell"), para(v, "CellRight")] for k, v in sec.notes]  # whole: wrapped, never cut
            t = Table(rows, colWidths=[95 * mm, 65 * mm], hAlign="LEFT")
            t.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, -1), 0.3, RULE), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
            block.append(t)
        parts: list[Flowable] = [figure_table(x, width) for x in sec.tables]
        charts = [c for c in sec.charts if has_data(c)]
        parts += [chart_flowable(c, width) for c in charts]
        if not sec.notes and not parts:
            block.append(label(escape(sec.empty), "Body"))  # one line, never empty axes
        story.append(KeepTogether(block + parts[:1]))  # a heading stays with its first part
        for ch in parts[1:]:
            story += [Spacer(1, 3 * mm), ch]
        story.append(Spacer(1, 3 * mm))
    return story


def render_stats(title: str, subtitle: str, sections: Sequence[Section], out: str | Path | Any = None, *,
                 paper: str = "a4") -> bytes:
    return build(stats_story(title, subtitle, sections, paper), out, title=title, paper=paper)
